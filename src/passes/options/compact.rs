//! Where each variant's value lives in the rewritten family struct.
//!
//! The wide layout gives every variant a field of its own type, so the struct is the sum of
//! its variants. The compact layout (the default) takes variants apart where that is
//! mechanical, and lets them share fields by type and position: `headerOption{k, v string}`
//! and `type shardKeyOption string` both keep their first string in `string1`. The struct
//! is then as large as its largest variant plus the tag, which is what a hand rewrite does
//! (yarpc-go PR #2538: `t callOptionType; key, value string; responseHeaders *map…`).
//!
//! A variant is taken apart only when nothing can go wrong: a struct whose fields are all
//! named and whose every construction is a literal (`V{…}` or `V(W{…})`), or a named
//! predeclared type (`type slackOption int`) built by conversions. The field types must
//! be writable in the file that declares the family (no qualified type from another
//! file's imports). Anything else is kept whole, as in the wide layout.
//!
//! Invariant: pure; decides from the index and the constructions the pass found.

use super::render::{self, Slot, Storage};
use super::Construction;
use crate::syntax::index::Index;
use crate::syntax::{call_parts, is_predeclared_type, named_children, unparen, SourceFile};
use std::collections::BTreeMap;
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
    /// `type shardKeyOption string`: the value is one predeclared-type value.
    Converted(&'a str),
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
    if ty.kind() == "type_identifier" {
        let name = file.text_of(ty);
        if is_predeclared_type(name) && !matches!(name, "error" | "any") {
            return Shape::Converted(name);
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
        match ty.kind() {
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
        .find(|n| n.kind() == "field_declaration_list")?;
    let mut parts = Vec::new();
    for field in named_children(list) {
        if field.kind() != "field_declaration" {
            continue;
        }
        let ty = field.child_by_field_name("type")?;
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
/// qualified name depends on the file's imports.
fn writable_in(file: &SourceFile, ty: Node, family_file: &SourceFile) -> bool {
    std::ptr::eq(file, family_file) || !file.text_of(ty).contains('.')
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
    if expr.kind() != "composite_literal" {
        // `V(W{…})`: a conversion of a literal of a type with the same struct.
        let (_, args) = call_parts(expr)?;
        let [inner] = args.as_slice() else {
            return None;
        };
        expr = unparen(*inner);
        if expr.kind() != "composite_literal" {
            return None;
        }
    }
    let ty = expr.child_by_field_name("type")?;
    let same = match ty.kind() {
        "type_identifier" => {
            resolve_struct(index, file.text_of(ty)).map(|(_, node)| node) == Some(target)
        }
        "struct_type" => ty == target,
        _ => false,
    };
    if !same {
        return None;
    }
    let body = expr.child_by_field_name("body")?;
    let mut values = Vec::new();
    for (position, element) in named_children(body).into_iter().enumerate() {
        match element.kind() {
            "keyed_element" => {
                let key = element.child_by_field_name("key")?;
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
        [one] if one.kind() != "variadic_argument" => Some(*one),
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

/// The fields a construction sets, after `kind: K, `: `string1: k, string2: v` for a
/// struct variant, `string1: sk` for a converted one (with `string(sk)` unless Go's type
/// checker says `sk` is a `string` already), `labels: (*labelsOption)(h)` for a whole one.
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
            let Some(arg) = conversion_argument(c.expr) else {
                return format!("{}: {underlying}({})", slot.fields[0], text(c.expr));
            };
            let same = index
                .package
                .types
                .file(c.file)
                .ok()
                .and_then(|facts| facts.type_of(unparen(arg)))
                == Some(underlying.as_str());
            if same {
                format!("{}: {}", slot.fields[0], text(arg))
            } else {
                format!("{}: {underlying}({})", slot.fields[0], text(arg))
            }
        }
        Storage::Fields { .. } => {
            let Shape::Fields(target, parts) = shape(index, &slot.variant, family_file) else {
                return String::new();
            };
            literal_values(index, c.file, c.expr, target, &parts)
                .unwrap_or_default()
                .into_iter()
                .map(|(at, value)| format!("{}: {}", slot.fields[at], text(value)))
                .collect::<Vec<_>>()
                .join(", ")
        }
    }
}

/// A reason code and sentence when no layout can be made (a name collision).
pub type LayoutError = (&'static str, String);

/// The slots and the struct's fields (after `kind`) with their types.
pub type Assigned = (Vec<Slot>, Vec<(String, String)>);

/// Assigns storage to each variant: `(variant, pointer, shape)` in struct order.
/// Returns the slots (kind names are filled in by the caller) and the struct's fields.
///
/// Atoms of one type share fields by position: a variant's n-th `string` goes in the
/// n-th shared `string` field. A field only one variant uses is named for what it holds
/// (`name`, `limit`); a shared one for its type (`string1`).
pub fn assign(
    variants: Vec<(String, bool, Shape)>,
    family: &str,
    whole_field: &mut dyn FnMut(&str) -> Result<String, LayoutError>,
    free: &mut dyn FnMut(&str) -> String,
) -> Result<Assigned, LayoutError> {
    /// Where an atom goes: a whole-variant field, or the n-th shared field of a type.
    enum Place {
        Whole(String, String),
        Shared(String, usize),
    }
    /// A variant with its storage and where each of its atoms goes (with the name the
    /// atom has in the variant, for a field only it uses).
    type Placed = (String, bool, Storage, Vec<(Place, String)>);
    // First pass: place every atom and count who uses each shared field.
    let mut placed: Vec<Placed> = Vec::new();
    let mut users: BTreeMap<(String, usize), usize> = BTreeMap::new();
    let mut order: Vec<(String, usize)> = Vec::new();
    for (variant, pointer, shape) in variants {
        let mut seen: BTreeMap<String, usize> = BTreeMap::new();
        let mut atom = |ty: &str, own_name: String| {
            let nth = seen.entry(ty.to_string()).or_default();
            let key = (ty.to_string(), *nth);
            *nth += 1;
            let count = users.entry(key.clone()).or_default();
            if *count == 0 {
                order.push(key.clone());
            }
            *count += 1;
            (Place::Shared(key.0, key.1), own_name)
        };
        let (storage, atoms) = match shape {
            Shape::Converted(underlying) => (
                Storage::Converted {
                    underlying: underlying.to_string(),
                },
                vec![atom(underlying, render::field_name(&variant, family))],
            ),
            Shape::Fields(_, parts) => {
                let atoms = parts
                    .iter()
                    .map(|p| atom(p.file.text_of(p.ty), render::lower_first(p.name)))
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
                (
                    Storage::Whole,
                    vec![(Place::Whole(whole_field(&variant)?, ty), String::new())],
                )
            }
        };
        placed.push((variant, pointer, storage, atoms));
    }
    // Second pass: name the shared fields, in the order they were first used.
    let mut names: BTreeMap<(String, usize), String> = BTreeMap::new();
    let mut fields: Vec<(String, String)> = Vec::new();
    let sole_user = |key: &(String, usize)| {
        placed.iter().find_map(|(_, _, _, atoms)| {
            atoms.iter().find_map(|(place, own)| match place {
                Place::Shared(ty, n) if (ty, n) == (&key.0, &key.1) => Some(own.clone()),
                _ => None,
            })
        })
    };
    let mut slots = Vec::new();
    let mut next_shared = order.iter();
    for (variant, pointer, storage, atoms) in &placed {
        let mut held = Vec::new();
        for (place, _) in atoms {
            match place {
                Place::Whole(field, ty) => {
                    fields.push((field.clone(), ty.clone()));
                    held.push(field.clone());
                }
                Place::Shared(ty, n) => {
                    let key = (ty.clone(), *n);
                    if !names.contains_key(&key) {
                        // Fields are declared in first-use order, which this loop follows.
                        for next in next_shared.by_ref() {
                            let wanted = match (users[next], sole_user(next)) {
                                (1, Some(own)) if !own.is_empty() => own,
                                _ => format!("{}{}", type_word(&next.0), next.1 + 1),
                            };
                            let name = free(&wanted);
                            fields.push((name.clone(), next.0.clone()));
                            names.insert(next.clone(), name);
                            if *next == key {
                                break;
                            }
                        }
                    }
                    held.push(names[&key].clone());
                }
            }
        }
        slots.push(Slot {
            variant: variant.clone(),
            pointer: *pointer,
            storage: storage.clone(),
            fields: held,
            kind: String::new(),
        });
    }
    Ok((slots, fields))
}

/// A word naming a type, for shared field names: `string` → `string`, `time.Duration` →
/// `duration`, `[]byte` → `slice`, `*T` → `ptr`.
fn type_word(ty: &str) -> String {
    let ty = ty.trim();
    let word = match ty.chars().next() {
        Some('*') => "ptr".to_string(),
        Some('[') if ty.starts_with("[]") => "slice".to_string(),
        Some('[') => "array".to_string(),
        _ if ty.starts_with("map[") => "map".to_string(),
        _ if ty.starts_with("func") => "fn".to_string(),
        _ if ty.starts_with("chan") || ty.starts_with("<-") => "ch".to_string(),
        _ if ty.starts_with("struct") || ty.starts_with("interface") => "value".to_string(),
        _ => render::lower_first(ty.rsplit('.').next().unwrap_or(ty)),
    };
    if word.chars().all(|c| c.is_alphanumeric() || c == '_') && !word.is_empty() {
        word
    } else {
        "value".to_string()
    }
}

/// Size and alignment of a type on amd64, from its declaration: predeclared types, type
/// literals, and named types of the package. `None` for anything else (a qualified type,
/// a type parameter, an array whose length is not a literal).
pub fn size_of(index: &Index, file: &SourceFile, ty: Node, depth: usize) -> Option<(u64, u64)> {
    if depth > 16 {
        return None;
    }
    let ty = unparen(ty);
    let word = (8, 8);
    match ty.kind() {
        "pointer_type" | "map_type" | "channel_type" | "function_type" => Some(word),
        "slice_type" => Some((24, 8)),
        "interface_type" => Some((16, 8)),
        "array_type" => {
            let length = ty.child_by_field_name("length")?;
            let n: u64 = file.text_of(length).replace('_', "").parse().ok()?;
            let (size, align) =
                size_of(index, file, ty.child_by_field_name("element")?, depth + 1)?;
            Some((size * n, align))
        }
        "struct_type" => {
            let parts = all_parts(file, ty)?;
            let mut sizes = Vec::new();
            for part in parts {
                sizes.push(size_of(index, part.file, part.ty, depth + 1)?);
            }
            Some(struct_size(&sizes))
        }
        "type_identifier" => {
            let name = file.text_of(ty);
            if let Some(basic) = predeclared_size(name) {
                return Some(basic);
            }
            let decl = index.types.get(name)?;
            if decl.generic {
                return None;
            }
            size_of(index, decl.spec.file, decl.ty, depth + 1)
        }
        _ => None,
    }
}

/// Size and alignment of a type written as text in the family's file (a field of the new
/// struct): what [`size_of`] knows, read from the text.
fn size_of_text(index: &Index, ty: &str) -> Option<(u64, u64)> {
    let ty = ty.trim();
    if ty.starts_with('*')
        || ty.starts_with("map[")
        || ty.starts_with("chan")
        || ty.starts_with("<-")
        || ty.starts_with("func")
    {
        return Some((8, 8));
    }
    if let Some(rest) = ty.strip_prefix('[') {
        if rest.starts_with(']') {
            return Some((24, 8));
        }
        let (n, element) = rest.split_once(']')?;
        let n: u64 = n.replace('_', "").parse().ok()?;
        let (size, align) = size_of_text(index, element)?;
        return Some((size * n, align));
    }
    if let Some(basic) = predeclared_size(ty) {
        return Some(basic);
    }
    let decl = index.types.get(ty)?;
    if decl.generic {
        return None;
    }
    size_of(index, decl.spec.file, decl.ty, 1)
}

/// Where a size came from, for the plan to say.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SizeSource {
    /// Computed here from the declarations, for amd64.
    Declarations,
    /// Some field's size came from Go's type checker (for the platform go targets).
    TypeChecker,
}

/// The family struct's size, compact as laid out and wide (a field per variant): from the
/// declarations, or from Go's type checker for a variant whose declaration does not say
/// (`type timeoutOption time.Duration`). `None` when neither knows a field's size.
pub fn sizes(index: &Index, layout: &render::Layout) -> Option<(u64, u64, SizeSource)> {
    let facts = index.package.types.known();
    let mut source = SizeSource::Declarations;
    let mut size = |ty: &str| {
        if let Some(known) = size_of_text(index, ty) {
            return Some(known);
        }
        // Only a package type can be named here without a qualifier.
        let info = facts?.type_info(&facts?.qualify(ty))?;
        source = SizeSource::TypeChecker;
        Some((
            u64::try_from(info.size).ok()?,
            u64::try_from(info.align).ok()?.max(1),
        ))
    };
    let kind = if layout.slots.len() < 256 {
        (1, 1)
    } else {
        (2, 2)
    };
    let mut compact = vec![kind];
    for (_, ty) in &layout.fields {
        compact.push(size(ty)?);
    }
    let mut wide = vec![kind];
    for slot in &layout.slots {
        wide.push(size(&slot.whole_type())?);
    }
    Some((struct_size(&compact).0, struct_size(&wide).0, source))
}

/// Go's struct layout: each field at the next multiple of its alignment, the whole rounded
/// up to the largest alignment.
pub fn struct_size(fields: &[(u64, u64)]) -> (u64, u64) {
    let mut offset: u64 = 0;
    let mut align: u64 = 1;
    for (size, a) in fields {
        let a = (*a).max(1);
        offset = offset.div_ceil(a) * a + size;
        align = align.max(a);
    }
    // A zero-size final field gets a byte of padding so its address stays inside.
    if fields.last().is_some_and(|(size, _)| *size == 0) && offset > 0 {
        offset += 1;
    }
    (offset.div_ceil(align) * align, align)
}

fn predeclared_size(name: &str) -> Option<(u64, u64)> {
    Some(match name {
        "bool" | "int8" | "uint8" | "byte" => (1, 1),
        "int16" | "uint16" => (2, 2),
        "int32" | "uint32" | "rune" | "float32" => (4, 4),
        "int" | "uint" | "int64" | "uint64" | "uintptr" | "float64" | "complex64" => {
            if name == "complex64" {
                (8, 4)
            } else {
                (8, 8)
            }
        }
        "complex128" => (16, 8),
        "string" | "error" | "any" => (16, 8),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn struct_layout_pads_like_go() {
        // kind uint8, two strings, a pointer: the hand-written yarpc struct.
        assert_eq!(struct_size(&[(1, 1), (16, 8), (16, 8), (8, 8)]), (48, 8));
        assert_eq!(struct_size(&[(1, 1), (4, 4), (1, 1)]), (12, 4));
        assert_eq!(struct_size(&[]), (0, 1));
        assert_eq!(struct_size(&[(8, 8), (0, 1)]), (16, 8));
    }

    #[test]
    fn shared_fields_are_named_for_their_type() {
        assert_eq!(type_word("string"), "string");
        assert_eq!(type_word("time.Duration"), "duration");
        assert_eq!(type_word("[]byte"), "slice");
        assert_eq!(type_word("map[string]string"), "map");
        assert_eq!(type_word("*config"), "ptr");
    }
}
