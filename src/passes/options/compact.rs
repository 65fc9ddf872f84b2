//! Where each variant's value lives in the rewritten family struct.
//!
//! The wide layout gives every variant a field of its own type, so the struct is the sum of
//! its variants. The compact layout (the default) takes variants apart where that is
//! mechanical, and lets them share fields by class and position: `headerOption{key, value
//! string}` and `type shardKeyOption string` both keep their first string in `key`; an
//! `int` and a `time.Duration` share one `int64`. The struct is then as large as its
//! largest variant plus the tag, which is what a hand rewrite does (yarpc-go PR #2538:
//! `t callOptionType; key, value string; responseHeaders *map…`).
//!
//! A variant is taken apart only when nothing can go wrong: a struct whose fields are all
//! named and whose every construction is a literal (`V{…}` or `V(W{…})`), or a type whose
//! underlying type is a predeclared one (`type slackOption int`, `type timeoutOption
//! time.Duration`) built by conversions. The field types must be writable in the file
//! that declares the family (no qualified type from another file's imports). Anything
//! else is kept whole, as in the wide layout.
//!
//! Invariant: pure; decides from the index and the constructions the pass found.

use super::payload::{self, Class};
use super::render::{self, Slot, Storage};
use super::Construction;
use crate::syntax::index::Index;
use crate::syntax::NodeExt;
use crate::syntax::{
    call_parts, descendants, is_predeclared_type, named_children, unparen, SourceFile,
};
use std::collections::{BTreeMap, BTreeSet};
use tree_sitter::Node;

/// The two layouts `--layout` chooses between.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum LayoutChoice {
    /// Variants share fields by type and position.
    #[default]
    Compact,
    /// One field per variant, holding the variant's value whole.
    Wide,
}

/// One named field of a struct variant: its name and type.
#[derive(Clone, Copy)]
pub struct Part<'a> {
    pub name: &'a str,
    pub ty: Node<'a>,
    pub file: &'a SourceFile,
}

/// How a variant could be taken apart, before constructions are looked at.
pub enum Shape<'a> {
    /// `type shardKeyOption string`, `type timeoutOption time.Duration`: the value is one
    /// value of the predeclared type named (`string`, `int64`).
    Converted(String),
    /// A struct with only named fields (possibly through `type headerOption keyValuePair`);
    /// the node is the struct type all spellings of it resolve to.
    Fields(Node<'a>, Vec<Part<'a>>),
    Whole,
}

/// What a variant's declaration allows, following named types to a struct.
pub fn shape<'a>(index: &Index<'a>, variant: &str, family_file: &SourceFile) -> Shape<'a> {
    let Some(decl) = index.types.get(variant) else {
        return Shape::Whole;
    };
    if decl.generic {
        return Shape::Whole;
    }
    let file = decl.spec.file;
    let ty = unparen(decl.ty);
    if ty.kind_name() == "type_identifier" {
        let name = file.text_of(ty);
        if is_predeclared_type(name) && !matches!(name, "error" | "any" | "comparable") {
            return Shape::Converted(payload::normal_basic(name).to_string());
        }
    }
    if matches!(ty.kind_name(), "type_identifier" | "qualified_type") {
        // Over a named type whose underlying type is predeclared, as Go's type checker
        // or the package's declarations say.
        if let Some(basic) = payload::of_node(index, file, ty).basic {
            return Shape::Converted(basic);
        }
    }
    match resolve_struct(index, variant) {
        Some((file, node)) => match struct_parts(file, node) {
            Some(parts) if parts.iter().all(|p| writable_in(p.file, p.ty, family_file)) => {
                Shape::Fields(node, parts)
            }
            _ => Shape::Whole,
        },
        None => Shape::Whole,
    }
}

/// The struct type a named type stands for (`headerOption` → `keyValuePair` → `struct{…}`).
fn resolve_struct<'a>(index: &Index<'a>, name: &str) -> Option<(&'a SourceFile, Node<'a>)> {
    let mut name = name.to_string();
    // A chain of named types is short; the bound only guards against a cycle.
    for _ in 0..8 {
        let decl = index.types.get(name.as_str())?;
        if decl.generic {
            return None;
        }
        let ty = unparen(decl.ty);
        match ty.kind_name() {
            "struct_type" => return Some((decl.spec.file, ty)),
            "type_identifier" => name = decl.spec.file.text_of(ty).to_string(),
            _ => return None,
        }
    }
    None
}

/// The named fields of a struct type, or `None` when one is embedded or blank.
fn struct_parts<'a>(file: &'a SourceFile, node: Node<'a>) -> Option<Vec<Part<'a>>> {
    let parts = all_parts(file, node)?;
    parts
        .iter()
        .all(|p| !p.name.is_empty() && p.name != "_")
        .then_some(parts)
}

/// Every field of a struct type in order, an embedded one with an empty name.
fn all_parts<'a>(file: &'a SourceFile, node: Node<'a>) -> Option<Vec<Part<'a>>> {
    let list = named_children(node)
        .into_iter()
        .find(|n| n.kind_name() == "field_declaration_list")?;
    let mut parts = Vec::new();
    for field in named_children(list) {
        if field.kind_name() != "field_declaration" {
            continue;
        }
        let ty = field.field("type")?;
        let names: Vec<&str> = field
            .children_by_field_name("name", &mut field.walk())
            .map(|n| file.text_of(n))
            .collect();
        if names.is_empty() {
            parts.push(Part { name: "", ty, file });
        }
        parts.extend(names.into_iter().map(|name| Part { name, ty, file }));
    }
    Some(parts)
}

/// Whether a type written in `file` means the same when written in the family's file: a
/// qualified name depends on the file's imports, and so does any name in a file with a
/// dot import.
fn writable_in(file: &SourceFile, ty: Node, family_file: &SourceFile) -> bool {
    std::ptr::eq(file, family_file)
        || (!file.text_of(ty).contains('.')
            // `import . "time"` lets `Duration` name another package's type.
            && !crate::syntax::import_names(file).any(|name| name == "."))
}

/// The values a construction gives each field of a struct variant, in source order:
/// `V{a: x, b: y}`, `V{x, y}` or `V(W{…})` where `W` is the same struct. `None` when the
/// construction is not such a literal.
pub fn literal_values<'a>(
    index: &Index<'a>,
    file: &'a SourceFile,
    expr: Node<'a>,
    target: Node<'a>,
    parts: &[Part<'a>],
) -> Option<Vec<(usize, Node<'a>)>> {
    let mut expr = unparen(expr);
    if expr.kind_name() != "composite_literal" {
        // `V(W{…})`: a conversion of a literal of a type with the same struct.
        let (_, args) = call_parts(expr)?;
        let [inner] = args.as_slice() else {
            return None;
        };
        expr = unparen(*inner);
        if expr.kind_name() != "composite_literal" {
            return None;
        }
    }
    let ty = expr.field("type")?;
    let same = match ty.kind_name() {
        "type_identifier" => {
            resolve_struct(index, file.text_of(ty)).map(|(_, node)| node) == Some(target)
        }
        "struct_type" => ty == target,
        _ => false,
    };
    if !same {
        return None;
    }
    let body = expr.field("body")?;
    let mut values = Vec::new();
    for (position, element) in named_children(body).into_iter().enumerate() {
        match element.kind_name() {
            "keyed_element" => {
                let key = element.field("key")?;
                let key = file.text_of(key).trim();
                let at = parts.iter().position(|p| p.name == key)?;
                values.push((at, super::element_value(element)?));
            }
            "literal_element" => {
                parts.get(position)?;
                values.push((position, super::element_value(element)?));
            }
            "comment" => {}
            _ => return None,
        }
    }
    Some(values)
}

/// For `V(x)`: `x`.
pub fn conversion_argument(expr: Node) -> Option<Node> {
    let (_, args) = call_parts(unparen(expr))?;
    match args.as_slice() {
        [one] if one.kind_name() != "variadic_argument" => Some(*one),
        _ => None,
    }
}

/// The shape a variant is stored in under the compact layout: its declaration's [`shape`],
/// kept only when every construction of it can be taken apart the same way.
pub fn fitting<'a>(
    index: &Index<'a>,
    variant: &str,
    family_file: &SourceFile,
    built: &[&Construction<'a>],
) -> Shape<'a> {
    let shape = shape(index, variant, family_file);
    let fits = |c: &&Construction<'a>| match &shape {
        Shape::Converted(_) => !c.pointer && conversion_argument(c.expr).is_some(),
        Shape::Fields(target, parts) => {
            !c.pointer && literal_values(index, c.file, c.expr, *target, parts).is_some()
        }
        Shape::Whole => true,
    };
    if built.iter().all(fits) {
        shape
    } else {
        Shape::Whole
    }
}

/// The fields a construction sets, after `kind: K, `: `key: k, value: v` for a struct
/// variant, `num: int64(d)` for a converted one, `labels: (*labelsOption)(h)` for a whole
/// one. A conversion is written only where the value's type is not the field's: a literal
/// (`0`, `true`, `"x"`) goes in bare, as it did into the variant.
pub fn pack<'a>(
    index: &Index<'a>,
    family_file: &SourceFile,
    slot: &Slot,
    c: &Construction<'a>,
) -> String {
    let text = |n: Node| c.file.text_of(n).to_string();
    match &slot.storage {
        Storage::Whole => format!("{}: {}", slot.fields[0], text(c.expr)),
        Storage::Converted { underlying } => {
            let field = &slot.fields[0];
            let held = slot
                .types
                .first()
                .map_or(underlying.as_str(), String::as_str);
            let Some(arg) = conversion_argument(c.expr) else {
                return format!("{field}: {held}({})", text(c.expr));
            };
            if is_literal(arg) {
                return format!("{field}: {}", text(arg));
            }
            let checked = index
                .package
                .types
                .file(c.file)
                .ok()
                .and_then(|facts| facts.expr(unparen(arg)));
            let arg_type = checked.as_ref().and_then(|e| e.ty);
            let arg_basic = checked
                .as_ref()
                .and_then(|e| e.info)
                .and_then(|i| i.basic.as_deref());
            if held == underlying {
                if arg_type == Some(held) {
                    format!("{field}: {}", text(arg))
                } else {
                    format!("{field}: {held}({})", text(arg))
                }
            } else if (arg_type == Some(underlying.as_str()) || arg_basic == Some(underlying))
                && !shifts_untyped_constant(index, c.file, arg)
            {
                // Widening a value of the variant's own basic type keeps it exactly.
                format!("{field}: {held}({})", text(arg))
            } else {
                // Anything else goes through the variant's type first, which truncates
                // as the old conversion did, so equal options stay equal.
                format!(
                    "{field}: {held}({}({}))",
                    render::in_conversion(&slot.variant),
                    text(arg)
                )
            }
        }
        Storage::Fields { .. } => {
            let Shape::Fields(target, parts) = shape(index, &slot.variant, family_file) else {
                return String::new();
            };
            literal_values(index, c.file, c.expr, target, &parts)
                .unwrap_or_default()
                .into_iter()
                .map(|(at, value)| {
                    let field = &slot.fields[at];
                    match (slot.reads.get(at).cloned().flatten(), slot.types.get(at)) {
                        // `m: 1 << bit` shifted a uint8: it still must, inside the wider
                        // field's conversion.
                        (Some(own), Some(held))
                            if shifts_untyped_constant(index, c.file, value) =>
                        {
                            format!("{field}: {held}({own}({}))", text(value))
                        }
                        (Some(_), Some(held)) if !is_literal(value) => {
                            format!("{field}: {held}({})", text(value))
                        }
                        _ => format!("{field}: {}", text(value)),
                    }
                })
                .collect::<Vec<_>>()
                .join(", ")
        }
    }
}

/// Whether `value` shifts an untyped constant by a variable (`1 << bit`): the constant
/// takes its type from where the value is written, so moved into a wider field's
/// conversion it would shift at the wider width (`flagOption(1 << 8)` is 0, `int(1 << 8)`
/// is 256, and equal options would no longer be). Without type facts any shift counts.
fn shifts_untyped_constant(index: &Index, file: &SourceFile, value: Node) -> bool {
    match index.package.types.file(file) {
        Ok(facts) => crate::passes::shifts::untyped_constant_shift(file, &facts, value).is_some(),
        Err(_) => descendants(value).any(|n| {
            n.kind_name() == "binary_expression"
                && n.field("operator")
                    .is_some_and(|o| matches!(file.text_of(o), "<<" | ">>"))
        }),
    }
}

/// A literal that goes into a field of any type of its class without a conversion:
/// `0`, `-1`, `1e9`, `"x"`, `true`.
fn is_literal(node: Node) -> bool {
    let node = unparen(node);
    match node.kind_name() {
        "int_literal"
        | "float_literal"
        | "interpreted_string_literal"
        | "raw_string_literal"
        | "true"
        | "false" => true,
        "unary_expression" => node
            .field("operand")
            .is_some_and(|o| matches!(unparen(o).kind_name(), "int_literal" | "float_literal")),
        _ => false,
    }
}

/// A reason code and sentence when no layout can be made (a name collision).
pub type LayoutError = (&'static str, String);

/// A field of the new struct after `kind`: name, type, and size and alignment on a
/// 64-bit platform when known.
#[derive(Debug, Clone)]
pub struct Field {
    pub name: String,
    pub ty: String,
    pub size: Option<(u64, u64)>,
}

/// The slots and the struct's fields (after `kind`).
pub type Assigned = (Vec<Slot>, Vec<Field>);

/// One value a variant keeps: where it may go and what it is called in the variant.
struct Atom {
    class: Class,
    /// The predeclared type under it, for integer slots.
    basic: Option<String>,
    /// Its type as written in the variant (or the variant's basic type, when converted).
    written: String,
    /// Its name in the variant, or the variant's field name when converted.
    own: String,
    /// The variant's own field name (`decoderOptions`), for a value only it holds whose
    /// name another shared field also wants.
    variant_word: String,
    size: Option<(u64, u64)>,
}

/// Assigns storage to each variant: `(variant, pointer, shape)` in struct order. Returns
/// the slots (kind names are filled in by the caller) and the struct's fields. `compared`
/// says whether options are compared with `==` (see the order kept at the end).
///
/// Values share fields by class and position: a variant's n-th string goes in the n-th
/// shared string field, its n-th integer (of any integer type, `time.Duration` included)
/// in the n-th shared integer field, whose type is the narrowest that holds every value
/// of each (conversions in and out are lossless, so equal options stay equal and unequal
/// ones unequal). Other types share only with the identical type: two pointer types
/// could share only as an `unsafe.Pointer`, which `reflect.DeepEqual` compares by address
/// where it compared the pointees.
///
/// Names: a variant held whole gets its field name (`labels`); a shared field the name its
/// users give it, when they agree (`key` for `key`, `shardKey` and `routingKey`); when
/// the fields of one class cannot all be named so, all of them take one short scheme
/// (`str1`, `str2`; `num`). `reserved` says which names are unavailable (methods, Go's
/// words).
pub fn assign<'a>(
    index: &Index<'a>,
    variants: Vec<(String, bool, Shape<'a>)>,
    family: &str,
    reserved: &dyn Fn(&str) -> bool,
    compared: bool,
) -> Result<Assigned, LayoutError> {
    /// Where a value goes: a whole-variant field, or the n-th shared field of a class.
    #[derive(Clone, PartialEq, Eq, PartialOrd, Ord)]
    enum Place {
        Whole(String),
        Shared(Class, usize),
    }
    let mut taken: BTreeSet<String> = BTreeSet::new();
    let mut fields: Vec<(Place, Field)> = Vec::new();
    // First pass: place every value, name the whole-variant fields.
    /// A variant, whether built as a pointer, its storage, and its values' places.
    type Placed = (String, bool, Storage, Vec<(Place, Atom)>);
    let mut placed: Vec<Placed> = Vec::new();
    let mut order: Vec<(Class, usize)> = Vec::new();
    for (variant, pointer, shape) in variants {
        let mut seen: BTreeMap<Class, usize> = BTreeMap::new();
        let mut place = |atom: Atom| {
            let nth = seen.entry(atom.class.clone()).or_default();
            let key = (atom.class.clone(), *nth);
            *nth += 1;
            if !order.contains(&key) {
                order.push(key.clone());
            }
            (Place::Shared(key.0, key.1), atom)
        };
        let (storage, atoms) = match shape {
            Shape::Converted(basic) => {
                let facts = payload::TypeFacts {
                    basic: Some(basic.clone()),
                    ..Default::default()
                };
                let atom = Atom {
                    class: facts.class(&basic),
                    basic: Some(basic.clone()),
                    written: basic.clone(),
                    own: render::field_name(&variant, family),
                    variant_word: render::field_name(&variant, family),
                    size: payload::predeclared_size(&basic),
                };
                (Storage::Converted { underlying: basic }, vec![place(atom)])
            }
            Shape::Fields(_, parts) => {
                let atoms = parts
                    .iter()
                    .map(|p| {
                        let facts = payload::of_node(index, p.file, p.ty);
                        let written = p
                            .file
                            .text_of(p.ty)
                            .split_whitespace()
                            .collect::<Vec<_>>()
                            .join(" ");
                        place(Atom {
                            class: facts.class(&written),
                            basic: facts.basic.clone(),
                            written,
                            own: render::lower_first(p.name),
                            variant_word: render::field_name(&variant, family),
                            size: facts.size,
                        })
                    })
                    .collect();
                let names = parts.iter().map(|p| p.name.to_string()).collect();
                (Storage::Fields { names }, atoms)
            }
            Shape::Whole => {
                let ty = if pointer {
                    format!("*{variant}")
                } else {
                    variant.clone()
                };
                let preferred = render::field_name(&variant, family);
                let name = [preferred, variant.clone()]
                    .into_iter()
                    .find(|f| !reserved(f) && !taken.contains(f))
                    .ok_or((
                        "name_collision",
                        format!("no free field name for variant {variant}: its name is taken by a method of {family}"),
                    ))?;
                taken.insert(name.clone());
                let size = if pointer {
                    Some((8, 8))
                } else {
                    payload::of_named(index, &variant).size
                };
                let place = Place::Whole(variant.clone());
                fields.push((
                    place.clone(),
                    Field {
                        name,
                        ty: ty.clone(),
                        size,
                    },
                ));
                let atom = Atom {
                    class: Class::Exact(ty.clone()),
                    basic: None,
                    written: ty,
                    own: String::new(),
                    variant_word: String::new(),
                    size,
                };
                (Storage::Whole, vec![(place, atom)])
            }
        };
        placed.push((variant, pointer, storage, atoms));
    }
    // Second pass: the type of each shared field, and its users' names.
    let users = |key: &(Class, usize)| -> Vec<&Atom> {
        placed
            .iter()
            .flat_map(|(_, _, _, atoms)| atoms)
            .filter(|(place, _)| matches!(place, Place::Shared(c, n) if (c, n) == (&key.0, &key.1)))
            .map(|(_, atom)| atom)
            .collect()
    };
    let mut classes: Vec<Class> = Vec::new();
    for (class, _) in &order {
        if !classes.contains(class) {
            classes.push(class.clone());
        }
    }
    // A name two shared fields agree on (`opts` for zstd's encoder and decoder options,
    // of two slice types) names neither: a field with one user takes that variant's word
    // instead (`encoderOptions`, `decoderOptions`), as a person would write it.
    let mut wanted_by: BTreeMap<String, usize> = BTreeMap::new();
    for key in &order {
        if let Some(name) = agreed(users(key).iter().map(|a| a.own.as_str())) {
            *wanted_by.entry(name).or_default() += 1;
        }
    }
    let proposal = |key: &(Class, usize)| {
        let atoms = users(key);
        let own = agreed(atoms.iter().map(|a| a.own.as_str()))?;
        if wanted_by.get(&own).copied().unwrap_or(0) < 2 {
            return Some(own);
        }
        match atoms.as_slice() {
            [one] if !one.variant_word.is_empty() => Some(one.variant_word.clone()),
            _ => None,
        }
    };
    for class in &classes {
        let keys: Vec<&(Class, usize)> = order.iter().filter(|(c, _)| c == class).collect();
        let types: Vec<(String, Option<(u64, u64)>)> = keys
            .iter()
            .map(|key| {
                let atoms = users(key);
                let ty = match class {
                    Class::Integer => {
                        payload::integer_slot(atoms.iter().filter_map(|a| a.basic.as_deref()))
                    }
                    Class::String => "string".to_string(),
                    Class::Bool => "bool".to_string(),
                    Class::Exact(ty) => ty.clone(),
                };
                let size =
                    payload::predeclared_size(&ty).or_else(|| atoms.iter().find_map(|a| a.size));
                (ty, size)
            })
            .collect();
        let proposed: Vec<Option<String>> = keys.iter().map(|key| proposal(key)).collect();
        let distinct: BTreeSet<&String> = proposed.iter().flatten().collect();
        let own_names_fit = distinct.len() == keys.len()
            && distinct.iter().all(|n| !reserved(n) && !taken.contains(*n));
        for (i, key) in keys.iter().enumerate() {
            let wanted = match (&proposed[i], own_names_fit) {
                (Some(own), true) => own.clone(),
                _ if keys.len() == 1 => class.word(),
                _ => format!("{}{}", class.word(), i + 1),
            };
            let mut name = wanted.clone();
            let mut n = 2;
            while reserved(&name) || taken.contains(&name) {
                name = format!("{wanted}{n}");
                n += 1;
            }
            taken.insert(name.clone());
            let (ty, size) = types[i].clone();
            fields.push((
                Place::Shared(key.0.clone(), key.1),
                Field { name, ty, size },
            ));
        }
    }
    let field_of = |place: &Place| {
        fields
            .iter()
            .find(|(p, _)| p == place)
            .map(|(_, f)| f.clone())
            .expect("every place was given a field above")
    };
    let mut slots = Vec::new();
    for (variant, pointer, storage, atoms) in &placed {
        let mut held = Vec::new();
        let mut types = Vec::new();
        let mut reads = Vec::new();
        for (place, atom) in atoms {
            let field = field_of(place);
            reads.push((atom.written != field.ty).then(|| atom.written.clone()));
            held.push(field.name);
            types.push(field.ty);
        }
        if !matches!(storage, Storage::Fields { .. }) {
            reads = vec![None; held.len()];
        }
        slots.push(Slot {
            variant: variant.clone(),
            pointer: *pointer,
            storage: storage.clone(),
            fields: held,
            kind: String::new(),
            reads,
            types,
        });
    }
    // Declared in the order values were placed, then small fields first, next to the
    // one-byte kind, so no padding sits between fields (Go lays fields out as written).
    let mut declared: Vec<Field> = Vec::new();
    for (place, _) in placed.iter().flat_map(|(_, _, _, atoms)| atoms) {
        let field = field_of(place);
        if !declared.iter().any(|f| f.name == field.name) {
            declared.push(field);
        }
    }
    let mut sorted = declared.clone();
    if sorted.iter().all(|f| f.size.is_some()) {
        sorted.sort_by_key(|f| f.size.map_or(0, |(_, align)| align));
    }
    if !compared {
        return Ok((slots, sorted));
    }
    // `==` compares a struct's fields in the order declared and stops at the first that
    // differs; an interface holding a slice panics when reached. Where a variant holds
    // such a value, its fields must be compared in its own order, or `==` of two options
    // would answer false where it panicked (or panic where it answered false).
    let panicking: Vec<&Slot> = slots
        .iter()
        .zip(&placed)
        .filter(|(slot, (_, _, _, atoms))| {
            slot.fields.len() > 1 && atoms.iter().any(|(_, atom)| may_panic_in_comparison(atom))
        })
        .map(|(slot, _)| slot)
        .collect();
    let keeps_order = |fields: &[Field]| {
        panicking.iter().all(|slot| {
            let at: Vec<Option<usize>> = slot
                .fields
                .iter()
                .map(|name| fields.iter().position(|f| f.name == *name))
                .collect();
            at.windows(2).all(|w| w[0] < w[1])
        })
    };
    if keeps_order(&sorted) {
        Ok((slots, sorted))
    } else if keeps_order(&declared) {
        Ok((slots, declared))
    } else {
        let variants: Vec<&str> = panicking.iter().map(|s| s.variant.as_str()).collect();
        Err((
            "comparison_order",
            format!(
                "{family} is compared with ==, and {} hold several values other than numbers, strings, booleans and pointers (an interface, which panics when == reaches one holding a slice, or a composite of such values) in an order no shared layout keeps: Go compares fields in order, so the answer of == could change (--layout wide keeps each variant whole)",
                variants.join(" and ")
            ),
        ))
    }
}

/// Whether comparing a value of this type with `==` may panic at run time: an interface
/// (holding a slice, say), or a type that may hold one. Predeclared types, pointers and
/// channels never do.
fn may_panic_in_comparison(atom: &Atom) -> bool {
    atom.basic.is_none() && !atom.written.starts_with('*') && !atom.written.starts_with("chan ")
}

/// The name users of one shared field agree on: all the same, or all ending in the same
/// word (`key`, `shardKey`, `routingKey` → `key`).
fn agreed<'n>(names: impl IntoIterator<Item = &'n str>) -> Option<String> {
    let names: Vec<&str> = names.into_iter().collect();
    let first = *names.first()?;
    if first.is_empty() {
        return None;
    }
    if names.iter().all(|n| *n == first) {
        return Some(first.to_string());
    }
    let last_word = |name: &str| {
        let at = name
            .char_indices()
            .rfind(|(_, c)| c.is_uppercase())
            .map(|(i, _)| i)
            .unwrap_or(0);
        render::lower_first(&name[at..])
    };
    let word = last_word(first);
    (word.len() > 1 && names.iter().all(|n| last_word(n) == word)).then_some(word)
}

/// Where a size came from, for the plan to say.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SizeSource {
    /// Computed here from the declarations, for amd64.
    Declarations,
    /// Go's type checker gave the sizes (for the platform go targets).
    TypeChecker,
}

/// The family's size before, and the struct's size compact as laid out and wide (a field
/// per variant). `None` when some field's size is unknown.
pub struct Sizes {
    pub before: u64,
    pub compact: u64,
    pub wide: u64,
    pub source: SizeSource,
}

/// The sizes for the plan: Go's type checker answers for every type it saw, foreign ones
/// included (`time.Duration`, `io.Writer`); without it, the declarations.
pub fn sizes(index: &Index, layout: &render::Layout, family: &str) -> Option<Sizes> {
    let kind = if layout.slots.len() < 256 {
        (1, 1)
    } else {
        (2, 2)
    };
    let mut compact = vec![kind];
    for field in &layout.fields {
        compact.push(field.size?);
    }
    let mut wide = vec![kind];
    let mut checked = true;
    for slot in &layout.slots {
        if slot.pointer {
            wide.push((8, 8));
            continue;
        }
        let facts = payload::of_named(index, &slot.variant);
        checked &= facts.from_checker;
        wide.push(facts.size?);
    }
    let old = payload::of_named(index, family);
    let before = old.size.map_or(16, |(size, _)| size);
    let source = if checked && old.from_checker {
        SizeSource::TypeChecker
    } else {
        SizeSource::Declarations
    };
    Some(Sizes {
        before,
        compact: payload::struct_size(&compact).0,
        wide: payload::struct_size(&wide).0,
        source,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shared_fields_take_the_name_their_users_agree_on() {
        assert_eq!(
            agreed(["key", "shardKey", "routingKey"]),
            Some("key".into())
        );
        assert_eq!(agreed(["value"]), Some("value".into()));
        assert_eq!(agreed(["k", "shardKey"]), None);
        assert_eq!(agreed(["exitCode", "shutdownTimeout"]), None);
        assert_eq!(agreed([""]), None);
    }
}
