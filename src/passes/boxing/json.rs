//! A `map[string]any` literal with constant keys handed straight to encoding/json, as a
//! pointer to an anonymous struct.
//!
//! encoding/json writes a map's entries sorted by key (byte order) and a struct's fields in
//! declaration order, each value by its dynamic type; a field of an interface type is
//! written by its dynamic value too. So a struct whose fields are the keys in sorted order,
//! tagged `json:"key"`, each of its value's static type, is written byte for byte as the
//! map was. json counts the maps, pointers and slices it enters and reports a value that
//! refers back to itself past 1,000 of them, naming the type where it noticed: the pointer
//! counts as the map did. Behind it the struct's inline parts are addressable, as a map's
//! values never are, so a value with a part whose type has a pointer-receiver marshaller
//! is refused, as is a type from another package whose methods are not known here.

use super::imports::Import;
use super::{Context, Site, Verdict};
use crate::syntax::{descendants, named_children, unparen, NodeExt, SourceFile};
use crate::types::{Mode, ObjectKind};
use std::collections::BTreeSet;
use tree_sitter::Node;

/// Types of other packages whose method sets are known: none has a pointer-receiver
/// `MarshalJSON` or `MarshalText`.
const KNOWN_FOREIGN: &[&str] = &[
    "time.Time",
    "time.Duration",
    "encoding/json.Number",
    "encoding/json.RawMessage",
];

/// `json.Marshal` as the plan names it, by spelling.
pub fn subject_of(file: &SourceFile, imports: &[Import], call: Node) -> Option<String> {
    let function = call.field("function")?;
    let name = file.text_of(function.field("field")?);
    let operand = file.text_of(function.field("operand")?);
    let json = imports.iter().find(|i| i.path == "encoding/json");
    match name {
        "Marshal" | "MarshalIndent" if json.is_some_and(|j| j.name == operand) => {
            Some(format!("json.{name}"))
        }
        "Encode" if json.is_some() => Some("json.Encoder.Encode".into()),
        _ => None,
    }
}

pub fn judge<'t>(cx: &Context<'_, 't>, call: Node<'t>) -> Verdict<'t> {
    let file = cx.file;
    let Some(function) = call.field("function") else {
        return Verdict::Ignore;
    };
    let (Some(field), Some(operand)) = (function.field("field"), function.field("operand")) else {
        return Verdict::Ignore;
    };
    let name = file.text_of(field);
    let subject = match name {
        "Marshal" | "MarshalIndent"
            if super::package_of(&cx.types, operand) == Some("encoding/json") =>
        {
            format!("json.{name}")
        }
        "Encode" if encoder_method(cx, operand, field) => "json.Encoder.Encode".to_string(),
        _ => return Verdict::Ignore,
    };
    // The type checker resolved `Encode` for this build: another may give the operand's
    // type an Encode of its own (over one promoted from an embedded *json.Encoder), or
    // another type.
    if name == "Encode" {
        let why = cx
            .types
            .per_build(field)
            .map(str::to_string)
            .or_else(|| super::fmt::platform_name(cx, operand));
        if let Some(why) = why {
            return Verdict::Refuse(
                "platform_type",
                format!(
                    "`{}.Encode` may be another method in another build: {why}",
                    file.text_of(operand)
                ),
            );
        }
    }
    let Some(arg) = call.field("arguments").and_then(|a| {
        named_children(a)
            .into_iter()
            .find(|n| n.kind_name() != "comment")
    }) else {
        return Verdict::Ignore;
    };
    // `json.Marshal(&m)` encodes what `m` holds, so `&struct{…}{…}` encodes as the
    // struct would: the `&` stays, and the literal (or the local's) is judged as without.
    // Without `&`, the struct is written behind one (`json.Marshal(&struct{…}{…})`): json
    // counts maps and pointers on its way down and reports a cycle after 1,000 of them,
    // naming the type where it noticed; a pointer keeps the map's count, a bare struct
    // would be one fewer and name another type of a cyclic value.
    let (arg, addressed) = match unparen(arg) {
        a if a.kind_name() == "unary_expression"
            && a.field("operator").map(|o| file.text_of(o)) == Some("&") =>
        {
            match a.field("operand") {
                Some(operand) => (unparen(operand), true),
                None => return Verdict::Ignore,
            }
        }
        a => (a, false),
    };
    let is_map = |node: Node| {
        matches!(
            cx.types.type_of(node),
            Some("map[string]any" | "map[string]interface{}")
        )
    };
    let (literal, local) = match arg.kind_name() {
        "composite_literal" if is_map(arg) => (arg, None),
        "identifier" if is_map(arg) => match local_literal(cx, arg) {
            Ok(Some(literal)) => (literal, Some(file.text_of(arg))),
            Ok(None) => return Verdict::Ignore,
            Err(why) => return why,
        },
        // A field, an index or a call's result: its keys are decided away from the call,
        // and such maps are not candidates.
        _ => return Verdict::Ignore,
    };
    // `Fields{…}` through `. "example.com/attrs"`: the literal may be the import's only
    // use, which no `attrs.` shows, and an unused import does not compile.
    let named = literal.field("type").map(|t| match t.kind_name() {
        "generic_type" => t.field("type").unwrap_or(t),
        _ => t,
    });
    if let Some(ty) = named.filter(|t| t.kind_name() == "type_identifier") {
        if let Some(dot) = cx.imports.iter().find(|i| i.name == ".") {
            return Verdict::Refuse(
                "dot_import",
                format!(
                    "the literal's type `{}` may come from `. \"{}\"`, with no `name.` to show whether the import is still used once the struct replaces it, and an unused import does not compile",
                    file.text_of(ty),
                    dot.path
                ),
            );
        }
    }
    // `attrs.Fields{…}` with `type Fields = map[string]any` in this build: another may
    // declare Fields again, as a map type of its own (with a MarshalJSON) the struct
    // would not stand for.
    if let Some(ty) = named.filter(|t| t.kind_name() != "map_type") {
        if let Some(why) = super::fmt::platform_name(cx, ty) {
            return Verdict::Refuse(
                "platform_type",
                format!(
                    "the literal's type `{}` may be another type in another build: {why}",
                    file.text_of(ty)
                ),
            );
        }
    }
    let Some(body) = literal.field("body") else {
        return Verdict::Ignore;
    };
    let elements = named_children(body);
    // The struct literal keeps each value's text; a comment anywhere else (before a key,
    // after a comma, between a key and its value) would be dropped. Tree-sitter hangs
    // such comments on the literal or inside an element, so look at every one.
    let values: Vec<std::ops::Range<usize>> = elements
        .iter()
        .filter_map(|e| named_children(e.field("value")?).into_iter().next())
        .map(|v| v.byte_range())
        .collect();
    if let Some(comment) = descendants(body).find(|n| {
        n.kind_name() == "comment"
            && !values
                .iter()
                .any(|v| v.start <= n.start_byte() && n.end_byte() <= v.end)
    }) {
        return Verdict::Refuse(
            "literal_comments",
            format!(
                "the map literal holds a comment (`{}`), which the struct literal would drop",
                crate::syntax::first_line_of(file.text_of(comment))
            ),
        );
    }
    let mut fields: Vec<Field> = Vec::new();
    for element in &elements {
        match field_of(cx, *element, addressed) {
            Ok(f) => fields.push(f),
            Err(why) => return why,
        }
    }
    // The literal written in the call is evaluated among the call's other arguments
    // (`MarshalIndent(m, "", indent())`): a call there runs after the map reads its
    // values, and before a struct literal's plain reads.
    let later_arguments: Vec<Node> = match local {
        None => call
            .field("arguments")
            .map(named_children)
            .unwrap_or_default()
            .into_iter()
            .filter(|n| n.kind_name() != "comment")
            .skip(1)
            .collect(),
        Some(_) => Vec::new(),
    };
    if let Some(why) = order_hazard(cx, &elements, &later_arguments) {
        return why;
    }
    // Each field gets this build's type; where another build gives a value another
    // (`syscall.Stdin`, a Handle on windows), the literal would not compile there.
    // Judged last, so that a reason holding in every build is the one given.
    for element in &elements {
        let Some(value) = element
            .field("value")
            .and_then(|v| named_children(v).into_iter().next())
        else {
            continue;
        };
        if let Some(why) = super::fmt::platform_name(cx, value) {
            return Verdict::Refuse(
                "platform_type",
                format!(
                    "`{}` {why}: the field's type written for this build may not fit it on another",
                    file.text_of(value)
                ),
            );
        }
    }
    let struct_literal = render(file, literal, &fields);
    let replacement = if addressed {
        struct_literal
    } else {
        format!("&{struct_literal}")
    };
    let boxed = fields.iter().filter(|f| f.boxes).count();
    let what = match local {
        Some(name) => format!("the map `{name}`"),
        None => "the map literal".to_string(),
    };
    Verdict::Rewrite(Box::new(Site {
        call: literal,
        summary: format!(
            "{what} handed to {subject} becomes {} with {} fields in sorted key order",
            if addressed {
                "a struct value"
            } else {
                "a pointer to a struct"
            },
            fields.len()
        ),
        replacement,
        needs: Vec::new(),
        via_fmt: false,
        through: qualifier(file, literal),
        message: "encode a struct, not a map".into(),
        subject,
        notes: vec![format!(
            "saves the map, its buckets and {boxed} boxed value{}; the struct is {} once instead",
            if boxed == 1 { "" } else { "s" },
            if addressed { "boxed" } else { "allocated" }
        )],
    }))
}

/// A map literal is filled entry by entry, so a value read before a later value's call
/// sees the variable as it was; the gc compiler makes a struct literal's calls first and
/// reads its plain values after. A value that reads something (not a constant, not a
/// call alone, not a field of a local no call can reach: see [`super::stable`]) followed
/// by a value holding a call, or by a later argument of the encoding call holding one,
/// could see another value: refused.
/// Whether `operand.Encode` is encoding/json's: called on a `*json.Encoder`, or promoted
/// from one a struct embeds (`type sink struct{ *json.Encoder }`, `s.Encode(m)`), which the
/// type checker says by the method's declaring type. A type with an `Encode` of its own,
/// or an interface's, declares it elsewhere.
fn encoder_method(cx: &Context, operand: Node, field: Node) -> bool {
    cx.types.type_of(operand) == Some("*encoding/json.Encoder")
        || cx.types.object(field).is_some_and(|o| {
            o.kind == crate::types::ObjectKind::Method && o.owner == Some("encoding/json.Encoder")
        })
}

fn order_hazard<'t>(
    cx: &Context<'_, 't>,
    elements: &[Node<'t>],
    later_arguments: &[Node<'t>],
) -> Option<Verdict<'t>> {
    let values: Vec<Node> = elements
        .iter()
        .filter_map(|e| named_children(e.field("value")?).into_iter().next())
        .collect();
    for (i, value) in values.iter().enumerate() {
        let constant = cx
            .types
            .expr(*value)
            .is_some_and(|e| e.mode == Mode::Constant || e.mode == Mode::Nil);
        if constant || super::fmt::is_plain_call(cx, *value) || super::fmt::reads_stably(cx, *value)
        {
            continue;
        }
        if let Some(later) = values[i + 1..]
            .iter()
            .chain(later_arguments)
            .find(|v| super::fmt::calls_something(cx, **v))
        {
            return Some(Verdict::Refuse(
                "value_order",
                format!(
                    "`{}` is read beside `{}`, which makes a call or receives: Go leaves unspecified whether the value is read before or after, so the struct literal cannot be proved to read what the map does",
                    cx.file.text_of(*value),
                    cx.file.text_of(*later)
                ),
            ));
        }
    }
    None
}

/// One key of the map and what its field will be.
struct Field {
    key: String,
    ty: String,
    value: String,
    /// Whether the map boxed this value on the heap.
    boxes: bool,
}

/// One map element as a field. `addressed`: the struct is encoded through `&`, so its
/// fields are addressable.
fn field_of<'t>(
    cx: &Context<'_, 't>,
    element: Node<'t>,
    addressed: bool,
) -> Result<Field, Verdict<'t>> {
    let file = cx.file;
    let (Some(key), Some(value)) = (element.field("key"), element.field("value")) else {
        return Err(Verdict::Ignore);
    };
    let key_expr = named_children(key).into_iter().next().map(unparen);
    let Some(key_node) = key_expr.filter(|k| {
        matches!(
            k.kind_name(),
            "interpreted_string_literal" | "raw_string_literal"
        )
    }) else {
        let text = file.text_of(key);
        let constant = key_expr
            .and_then(|k| cx.types.expr(k))
            .is_some_and(|e| e.mode == Mode::Constant);
        let named =
            key_expr.is_some_and(|k| matches!(k.kind_name(), "identifier" | "selector_expression"));
        let why = if constant && named {
            format!("the key `{text}` is a named constant: its text, which orders the fields, is not known here")
        } else if constant {
            format!("the key `{text}` is a constant expression, not one string literal: the pass takes a key's text, which orders the fields, from a literal alone")
        } else {
            format!("the key `{text}` is not a constant: the struct's fields must be known when the code is written")
        };
        return Err(Verdict::Refuse("key_not_constant", why));
    };
    let bytes = super::literal::decode(file.text_of(key_node)).unwrap_or_default();
    let key = String::from_utf8(bytes).unwrap_or_default();
    if !valid_tag_name(&key) {
        return Err(Verdict::Refuse(
            "key_not_tag",
            format!(
                "the key {:?} is not a json tag name unbox writes (empty, `-`, or a character other than ASCII letters, digits and `_-./:@$#`; json accepts more, such as other letters, but they are not checked here)",
                key
            ),
        ));
    }
    let Some(value_node) = named_children(value).into_iter().next() else {
        return Err(Verdict::Ignore);
    };
    let text = file.text_of(value_node).to_string();
    if value_node.kind_name() == "literal_value" {
        return Err(Verdict::Ignore);
    }
    let Some(expr) = cx.types.expr(value_node) else {
        return Err(Verdict::Refuse(
            "no_type_info",
            super::unknown_expression(cx, &text),
        ));
    };
    if expr.mode == Mode::Nil {
        return Ok(Field {
            key,
            ty: "interface{}".into(),
            value: text,
            boxes: false,
        });
    }
    // A value of an interface type or a type parameter: as a map's value it is converted
    // to `any`, and encoding/json encodes what it holds; as a field of its own static type
    // json would judge that type (an interface with MarshalJSON is called on a nil pointer
    // it holds, where the map wrote null). A field of type `interface{}` converts it the
    // same way the map did (spelled so, not `any`, for modules older than Go 1.18).
    if expr
        .info
        .is_some_and(|i| i.interface || i.kind == "typeparam")
    {
        if addressed {
            return Err(cycle_depth(
                cx,
                &text,
                expr.ty.unwrap_or_default(),
                "may hold a value that refers back to itself",
            ));
        }
        return Ok(Field {
            key,
            ty: "interface{}".into(),
            value: text,
            boxes: expr.info.and_then(|i| i.boxing_allocates()).unwrap_or(true),
        });
    }
    let ty = expr.ty.unwrap_or_default();
    let facts = cx.types.package();
    // A named type of this package: its methods are known, in this build from the facts,
    // in a file another build compiles from its text.
    if let Some(name) = own_name(&facts.path, ty.trim_start_matches('*')) {
        if let Some(other) = cx
            .package
            .method_in_other_build(name, &["MarshalJSON", "MarshalText"])
        {
            return Err(Verdict::Refuse(
                "pointer_marshaler",
                format!(
                    "`{text}` has type {name}, and {}, which this build leaves out (a build constraint), declares MarshalJSON or MarshalText on it: where it is built, json may call it on the struct's field and not on the map's value",
                    other.file_name()
                ),
            ));
        }
        if let Some(method) = facts
            .methods
            .get(name)
            .into_iter()
            .flatten()
            .find(|m| m.pointer && matches!(m.name.as_str(), "MarshalJSON" | "MarshalText"))
        {
            if !ty.starts_with('*') {
                return Err(Verdict::Refuse(
                    "pointer_marshaler",
                    format!(
                        "`{text}` has type {name}, whose {} has a pointer receiver: encoding/json calls it only on addressable values, so the rewrite must not make one",
                        method.name
                    ),
                ));
            }
        }
    } else if ty.contains('.')
        && !ty.starts_with('*')
        && !expr.info.is_some_and(|i| i.interface || i.pointer_shaped)
        && !KNOWN_FOREIGN.contains(&ty)
    {
        // `[2]In`, `[]pkg.T`, `map[string]In`: the named type is an element's, of this
        // package or not; an element's marshalers are not checked.
        if ty.starts_with('[') || ty.starts_with("map[") {
            return Err(Verdict::Refuse(
                "element_type",
                format!(
                    "`{text}` has type {ty}, whose elements are of a named or struct type: whether a type in them has a pointer-receiver MarshalJSON or MarshalText is not checked for elements"
                ),
            ));
        }
        let spelled = cx.type_in_message(ty);
        let (code, declared) = if ty.starts_with("struct{") || ty.starts_with("struct {") {
            (
                "foreign_value_type",
                "an unnamed struct type, whose fields' types".to_string(),
            )
        } else if ty.contains('[')
            && own_name(&facts.path, ty.split('[').next().unwrap_or(ty)).is_some()
        {
            (
                "generic_value_type",
                format!("type {spelled}, an instance of a generic type of this package, whose methods for that instance"),
            )
        } else {
            (
                "foreign_value_type",
                format!("type {spelled}, declared in another package, which"),
            )
        };
        return Err(Verdict::Refuse(
            code,
            format!(
                "`{text}` has {declared} may have a pointer-receiver MarshalJSON or MarshalText that is not checked here"
            ),
        ));
    }
    // The struct is always encoded behind a pointer (the call's `&`, or the one the
    // rewrite writes), so a struct or array value's inline parts become addressable, and
    // json calls the pointer-receiver MarshalJSON/MarshalText of their types (a field of
    // a field, of this package or another) where the map's copy never did. Values reached
    // through a pointer, slice or map are addressable (or not) the same way in both.
    if let Some(other) = expr
        .info
        .filter(|i| i.addr_marshaler)
        .and_then(|i| i.other_build_marshaler.as_deref())
    {
        let (part, file) = other.split_once(" in ").unwrap_or((other, "a file"));
        return Err(Verdict::Refuse(
            "pointer_marshaler",
            format!(
                "`{text}` ({}) holds a part of type {part}, and {file}, which this build leaves out (a build constraint), declares MarshalJSON or MarshalText on its pointer: where it is built, json would call it on the struct's addressable field and never on the map's value",
                cx.type_in_message(ty)
            ),
        ));
    }
    if let Some(info) = expr.info.filter(|i| i.addr_marshaler) {
        return Err(Verdict::Refuse(
            "addressable_value",
            format!(
                "`{text}` is {} value ({}) with a part whose type's MarshalJSON or MarshalText has a pointer receiver: the struct is encoded through {}, so that part becomes addressable and json would call it, which it never does within a map's values",
                if info.kind == "array" { "an array" } else if info.kind == "struct" { "a struct" } else { "a" },
                cx.type_in_message(ty),
                if addressed { "the call's `&`" } else { "the pointer that keeps json's depth (see the pass's README)" }
            ),
        ));
    }
    // Through `&` of a map json counts two levels (the pointer and the map) where `&` of
    // a struct counts one: a value that can refer back to itself would be reported as a
    // cycle one level earlier, naming another type in the error.
    if addressed && expr.info.is_none_or(|i| i.self_reaching) {
        return Err(cycle_depth(cx, &text, ty, "may refer back to itself"));
    }
    let Some(spelled) = spell(cx, ty) else {
        if let Some(kind) = json_unsupported_kind(ty) {
            return Err(Verdict::Refuse(
                "unsupported_value",
                format!("`{text}` is a {kind} value ({ty}), which encoding/json cannot encode: the call fails with an UnsupportedTypeError, so there is no output to keep"),
            ));
        }
        return Err(Verdict::Refuse(
            "value_type",
            format!("the type of `{text}`, {ty}, is not one the pass writes as a field's type here (such as an interface with methods, or a type this file cannot name)"),
        ));
    };
    if let Some(name) = shadowed_name(cx, element, &spelled) {
        // A name the package also declares is shadowed there; one only the function
        // declares (a type parameter, a local type) is the value's own type.
        let own = !cx.package.declared.contains(name.as_str())
            && type_declared_in_function(cx, element, &name);
        let why = if own {
            format!("the field for `{text}` would be of type {spelled}, and `{name}` is a type declared inside the function (a type parameter or a local type): the pass writes field types only from names declared at package level or imported")
        } else {
            format!("the field for `{text}` would be of type {spelled}, but `{name}` names something else where the call is")
        };
        return Err(Verdict::Refuse("type_name_shadowed", why));
    }
    let boxes =
        expr.mode != Mode::Constant && expr.info.and_then(|i| i.boxing_allocates()).unwrap_or(true);
    Ok(Field {
        key,
        ty: spelled,
        value: text,
        boxes,
    })
}

/// A name the spelled type uses (a type's, or a package's before a dot) that the
/// function around `at` declares as something else (see [`super::shadowed_in_function`]).
fn shadowed_name(cx: &Context, at: Node, spelled: &str) -> Option<String> {
    const KEYWORDS: &[&str] = &["map", "struct", "interface", "chan", "func"];
    let names: BTreeSet<&str> = spelled
        .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '.'))
        .filter_map(|word| word.split('.').next())
        .filter(|word| !word.is_empty() && !KEYWORDS.contains(word))
        .collect();
    super::shadowed_in_function(cx, at, &names)
        .or_else(|| cx.package.predeclared_taken(&names).map(str::to_string))
}

/// Whether the function holding `at` declares `name` as a type: a type parameter or a
/// local `type` declaration (which a struct field could name as well, but which the
/// pass does not tell apart from one shadowing a package-level type).
fn type_declared_in_function(cx: &Context, at: Node, name: &str) -> bool {
    let Some(function) = std::iter::successors(at.parent(), |n| n.parent()).find(|n| {
        matches!(n.kind_name(), "function_declaration" | "method_declaration")
            || n.parent().is_some_and(|p| p.kind_name() == "source_file")
    }) else {
        return false;
    };
    if function.kind_name() == "method_declaration"
        && super::receiver_type_parameters(function)
            .iter()
            .any(|id| cx.file.text_of(*id) == name)
    {
        return true;
    }
    descendants(function).any(|n| {
        matches!(
            n.kind_name(),
            "type_spec" | "type_alias" | "type_parameter_declaration"
        ) && {
            let mut cursor = n.walk();
            let named = n
                .children_by_field_name("name", &mut cursor)
                .any(|id| cx.file.text_of(id) == name);
            named
        }
    })
}

/// The composite literal a local map variable was declared with, when that declaration
/// and `use` (the call's argument) are its only two appearances; `Ok(None)` when it is
/// not a local declared from a literal; `Err` naming its other use.
fn local_literal<'t>(
    cx: &Context<'_, 't>,
    use_: Node<'t>,
) -> Result<Option<Node<'t>>, Verdict<'t>> {
    let file = cx.file;
    let name = file.text_of(use_);
    let Some(object) = cx.types.object(use_) else {
        return Ok(None);
    };
    if object.kind != ObjectKind::Var {
        return Ok(None);
    }
    let Some((decl_file, decl_at)) = object.declared else {
        return Ok(None);
    };
    // A package-level map, like a field, has keys decided away from the call: not a
    // candidate (and its uses need not spell its type, so listing it would be by chance).
    if decl_file != file.file_name() {
        return Ok(None);
    }
    // The function declaring the map, which may hold the call in a closure of its own
    // (`go func() { json.Marshal(&m) }()`): the closure reads the variable the
    // literal initialised, map or struct alike, and every other use is looked for in
    // the whole declaring function.
    let Some(function) =
        std::iter::successors(Some(use_), |n| crate::syntax::enclosing_function(*n))
            .skip(1)
            .find(|f| f.start_byte() <= decl_at && decl_at < f.end_byte())
    else {
        return Ok(None);
    };
    let root = file.tree.root_node();
    let Some(declared) = root.descendant_for_byte_range(decl_at, decl_at + name.len()) else {
        return Ok(None);
    };
    // `m := map…{…}` or `var m = map…{…}`, with one name and one value.
    let Some(parent) = declared.parent() else {
        return Ok(None);
    };
    // A var spec holds its names itself; `m := …` holds them in an expression list.
    let declaration = match parent.kind_name() {
        "var_spec" => parent,
        _ => match parent.parent() {
            Some(declaration) => declaration,
            None => return Ok(None),
        },
    };
    let not_literal = |how: String| {
        Err(Verdict::Refuse(
            "map_not_literal",
            format!("{name} is {how}, not declared from a map literal: its keys are not written at the call"),
        ))
    };
    let (names, values) = match declaration.kind_name() {
        "short_var_declaration" => (declaration.field("left"), declaration.field("right")),
        // `var m map[string]any = map…{…}`: the variable would have to change type.
        "var_spec" if declaration.field("type").is_some() => {
            return Err(Verdict::Refuse(
                "map_not_literal",
                format!(
                    "{name} is declared with its type written (`{}`): its keys are written in its literal, but the variable would have to change type, which the pass does not do",
                    crate::syntax::first_line_of(file.text_of(declaration))
                ),
            ));
        }
        "var_spec" => (Some(declaration), declaration.field("value")),
        _ if parent.kind_name() == "parameter_declaration" => {
            return not_literal("a parameter".into());
        }
        _ => {
            return not_literal(format!(
                "declared by `{}`",
                crate::syntax::first_line_of(file.text_of(declaration))
            ))
        }
    };
    let Some(names) = names else {
        return Ok(None);
    };
    let Some(values) = values else {
        return not_literal("declared without a value".into());
    };
    let names_count = if declaration.kind_name() == "var_spec" {
        let mut cursor = declaration.walk();
        let count = declaration
            .children_by_field_name("name", &mut cursor)
            .count();
        count
    } else {
        named_children(names).len()
    };
    let values = named_children(values);
    if names_count != 1 || values.len() != 1 {
        return Err(Verdict::Refuse(
            "map_declared_with_others",
            format!(
                "{name} is declared beside other names (`{}`): the pass rewrites a map declared on its own",
                crate::syntax::first_line_of(file.text_of(declaration))
            ),
        ));
    }
    let value = unparen(values[0]);
    // A literal of an alias of the map type (`attrs.Fields{…}`) is one of the map type.
    let map_literal = value.field("type").map(|t| t.kind_name()) == Some("map_type")
        || matches!(
            cx.types.type_of(value),
            Some("map[string]any" | "map[string]interface{}")
        );
    if value.kind_name() != "composite_literal" || !map_literal {
        return not_literal(format!(
            "built by `{}`",
            crate::syntax::first_line_of(file.text_of(value))
        ));
    }
    // Every other appearance of the variable refuses it, named by what it does.
    for node in crate::syntax::descendants(function) {
        if node.kind_name() != "identifier" || node == use_ || node == declared {
            continue;
        }
        if file.text_of(node) != name
            || cx.types.object(node).and_then(|o| o.declared) != Some((decl_file, decl_at))
        {
            continue;
        }
        let (code, doing) = use_kind(file, node);
        return Err(Verdict::Refuse(
            code,
            format!(
                "{name} is {doing} at line {}: the struct would not be the map encoding/json saw",
                file.position(node.start_byte()).line
            ),
        ));
    }
    Ok(Some(value))
}

/// What an appearance of the map variable does, as a reason code and a phrase.
fn use_kind(file: &SourceFile, node: Node) -> (&'static str, &'static str) {
    let parent = node.parent();
    let kind = parent.map(|p| p.kind_name()).unwrap_or_default();
    match kind {
        "index_expression" => {
            let assigned = parent
                .and_then(|p| p.parent())
                .and_then(|l| l.parent())
                .is_some_and(|s| {
                    s.kind_name() == "assignment_statement"
                        && s.field("left").is_some_and(|left| {
                            left.start_byte() <= node.start_byte()
                                && node.end_byte() <= left.end_byte()
                        })
                });
            if assigned {
                ("key_added", "given another key")
            } else {
                ("map_read", "read")
            }
        }
        "argument_list" => {
            let callee = parent
                .and_then(|p| p.parent())
                .and_then(|c| c.field("function"))
                .map(|f| file.text_of(f));
            match callee {
                Some("delete") => ("key_deleted", "given to delete"),
                // `len(m)`, `clear(m)`: builtins read or change the map; `clear` empties
                // what json would have encoded.
                Some("len") => ("map_read", "read by len"),
                Some("clear") => ("key_deleted", "cleared"),
                _ => ("map_passed", "passed to another call"),
            }
        }
        "range_clause" => ("map_ranged", "ranged over"),
        "expression_list"
            if parent
                .and_then(|p| p.parent())
                .is_some_and(|s| s.kind_name() == "return_statement") =>
        {
            ("map_returned", "returned")
        }
        _ => ("map_used_elsewhere", "used again"),
    }
}

/// A key encoding/json writes the same way as a tag name: letters, digits and a few marks
/// neither json escapes nor `isValidTag` rejects.
fn valid_tag_name(key: &str) -> bool {
    !key.is_empty()
        && key != "-"
        && key.bytes().all(|b| {
            b.is_ascii_alphanumeric()
                || matches!(b, b'_' | b'-' | b'.' | b'/' | b':' | b'@' | b'$' | b'#')
        })
}

/// The refusal of a value json could meet a cycle in, encoded through `&` of a struct
/// where the map was: json reports a cycle after 1,000 nested pointers, maps and slices,
/// and the struct counts one level fewer, so the error would name another type.
fn cycle_depth<'t>(cx: &Context, text: &str, ty: &str, what: &str) -> Verdict<'t> {
    Verdict::Refuse(
        "cycle_depth",
        format!(
            "`{text}` ({}) {what}: json reports a cycle after 1,000 nested pointers, maps and slices, and through `&` of a struct it would count one level fewer than through `&` of the map, naming another type in its error",
            cx.type_in_message(ty)
        ),
    )
}

/// `name` when `ty` is `path.name`, a named type of the package at `path`.
fn own_name<'a>(path: &str, ty: &'a str) -> Option<&'a str> {
    ty.strip_prefix(path)?
        .strip_prefix('.')
        .filter(|n| n.chars().all(|c| c.is_alphanumeric() || c == '_'))
}

/// A type as go/types prints it (full package paths) written as this file can name it:
/// this package's types bare, other packages' through the file's imports. `None` for
/// what cannot be written so (an unimported package, an unexported foreign type, a
/// struct, func or chan type, an instantiated generic).
fn spell(cx: &Context, ty: &str) -> Option<String> {
    if ty.contains("struct{") || ty.contains("func(") || ty.contains("chan ") {
        return None;
    }
    if ty.contains("interface{") && !ty.contains("interface{}") {
        return None;
    }
    let own = &cx.types.package().path;
    let mut out = String::new();
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| -> Option<()> {
        if let Some((path, name)) = word.rsplit_once('.') {
            if path == own.as_str() {
                out.push_str(name);
            } else {
                let import = cx.imports.iter().find(|i| i.path == path)?;
                if matches!(import.name.as_str(), "_" | ".") || !crate::syntax::is_exported(name) {
                    return None;
                }
                out.push_str(&format!("{}.{name}", import.name));
            }
        } else {
            out.push_str(word);
        }
        word.clear();
        Some(())
    };
    for c in ty.chars() {
        if c.is_alphanumeric() || matches!(c, '_' | '.' | '/' | '-') {
            word.push(c);
        } else {
            // `[` right after a name other than `map` opens type arguments
            // (`pkg.List[int]`): an instantiated generic, not written here.
            if c == '[' && !word.is_empty() && word != "map" {
                return None;
            }
            flush(&mut word, &mut out)?;
            out.push(c);
        }
    }
    flush(&mut word, &mut out)?;
    Some(out)
}

/// The struct literal that replaces `literal`: fields in sorted key order, elements in the
/// map literal's order (so its values are evaluated as before), laid out as gofmt does.
fn render(file: &SourceFile, literal: Node, fields: &[Field]) -> String {
    let indent = file.line_indent(literal.start_byte()).to_string();
    let names = field_names(fields);
    let mut sorted: Vec<usize> = (0..fields.len()).collect();
    sorted.sort_by(|a, b| fields[*a].key.as_bytes().cmp(fields[*b].key.as_bytes()));
    if fields.is_empty() {
        return "struct{}{}".into();
    }
    let name_width = sorted
        .iter()
        .map(|i| names[*i].chars().count())
        .max()
        .unwrap_or(0);
    let type_width = sorted
        .iter()
        .map(|i| fields[*i].ty.chars().count())
        .max()
        .unwrap_or(0);
    let mut out = String::from("struct {\n");
    for i in &sorted {
        let f = &fields[*i];
        out.push_str(&format!(
            "{indent}\t{:<name_width$} {:<type_width$} `json:\"{}\"`\n",
            names[*i], f.ty, f.key
        ));
    }
    out.push_str(&format!("{indent}}}{{"));
    let multiline = file.text_of(literal).contains('\n');
    if multiline {
        out.push('\n');
        // gofmt aligns the values of consecutive one-line elements.
        let mut group: Vec<usize> = Vec::new();
        let flush = |group: &mut Vec<usize>, out: &mut String| {
            let width = group
                .iter()
                .map(|i| names[*i].chars().count() + 1)
                .max()
                .unwrap_or(0);
            for i in group.drain(..) {
                let key = format!("{}:", names[i]);
                out.push_str(&format!("{indent}\t{key:<width$} {},\n", fields[i].value));
            }
        };
        for i in 0..fields.len() {
            if fields[i].value.contains('\n') {
                flush(&mut group, &mut out);
                out.push_str(&format!("{indent}\t{}: {},\n", names[i], fields[i].value));
            } else {
                group.push(i);
            }
        }
        flush(&mut group, &mut out);
        out.push_str(&format!("{indent}}}"));
    } else {
        let elements: Vec<String> = (0..fields.len())
            .map(|i| format!("{}: {}", names[i], fields[i].value))
            .collect();
        out.push_str(&elements.join(", "));
        out.push('}');
    }
    out
}

/// Exported Go names for the keys (`latency_ms` → `LatencyMs`), distinct, in key order.
fn field_names(fields: &[Field]) -> Vec<String> {
    let mut taken: std::collections::BTreeSet<String> = std::collections::BTreeSet::new();
    fields
        .iter()
        .map(|f| {
            let mut name: String = f
                .key
                .split(|c: char| !c.is_ascii_alphanumeric())
                .filter(|p| !p.is_empty())
                .map(|p| {
                    let mut cs = p.chars();
                    cs.next()
                        .map(|c| c.to_ascii_uppercase().to_string() + cs.as_str())
                        .unwrap_or_default()
                })
                .collect();
            if name.is_empty() || name.starts_with(|c: char| c.is_ascii_digit()) {
                name = format!("F{name}");
            }
            // `a-b` and `a_b` both read `AB`; `AB2` may be a key's own name too.
            let base = name.clone();
            let mut n = 1;
            while taken.contains(&name) {
                n += 1;
                name = format!("{base}{n}");
            }
            taken.insert(name.clone());
            name
        })
        .collect()
}

/// The kind of an unnamed type encoding/json refuses to encode (`func(…)`, `chan …`),
/// said as a person would: a refusal names it rather than "not a type the pass writes",
/// since such a call only ever returns an error.
fn json_unsupported_kind(ty: &str) -> Option<&'static str> {
    if ty.starts_with("func(") {
        Some("func")
    } else if ty.starts_with("chan ") || ty.starts_with("<-chan ") || ty.starts_with("chan<- ") {
        Some("channel")
    } else {
        None
    }
}

/// The package a literal's type is spelled through (`attrs` in `attrs.Fields{…}` or
/// `attrs.Of[any]{…}`, an alias of the map type declared there): the struct replacing it
/// no longer names it.
fn qualifier(file: &SourceFile, literal: Node) -> Option<String> {
    let mut ty = literal.field("type")?;
    // A generic alias instantiated (`attrs.Of[any]{…}`) is spelled through it too.
    if ty.kind_name() == "generic_type" {
        ty = ty.field("type")?;
    }
    (ty.kind_name() == "qualified_type")
        .then(|| ty.field("package").map(|p| file.text_of(p).to_string()))
        .flatten()
}

#[cfg(test)]
mod tests {

    use super::*;

    #[test]
    fn field_names_are_exported_and_distinct() {
        let field = |key: &str| Field {
            key: key.into(),
            ty: "int".into(),
            value: "v".into(),
            boxes: true,
        };
        let fields: Vec<Field> = ["latency_ms", "a-b", "a_b", "a_b2", "9lives", "http.status"]
            .into_iter()
            .map(field)
            .collect();
        assert_eq!(
            field_names(&fields),
            ["LatencyMs", "AB", "AB2", "AB22", "F9lives", "HttpStatus"]
        );
    }
}
