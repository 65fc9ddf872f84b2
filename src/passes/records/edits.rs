//! Edit writers: the text that replaces a declaration, a creation or a push, and the
//! helpers (`…ListPop`, `…ListTop`, `…ListEmpty`) a rewrite adds beside a record.

use super::*;
use crate::syntax::NodeExt;

/// `&S{…}` → the edits deleting the `&` (and, for `&(S{…})`, the parentheses after it).
pub(super) fn strip_address_of(file: &SourceFile, value: Node, record: &str) -> Option<Vec<Edit>> {
    let (value, literal) = address_of_literal(file, value)?;
    let ty = literal.field("type")?;
    if file.text_of(ty) != record {
        return None;
    }
    let mut edits = vec![Edit::replace(
        &file.path,
        value.start_byte()..literal.start_byte(),
        "",
    )];
    if literal.end_byte() < value.end_byte() {
        edits.push(Edit::replace(
            &file.path,
            literal.end_byte()..value.end_byte(),
            "",
        ));
    }
    Some(edits)
}

/// `&S{…}` stored into an inlined optional record: the `&` goes, and with the `_present`
/// polarity the literal says it is present.
pub(super) fn present_literal(
    file: &SourceFile,
    value: Node,
    record: &str,
    flag: RecordFlag,
) -> Option<Vec<Edit>> {
    let mut edits = strip_address_of(file, value, record)?;
    if flag == RecordFlag::Present {
        let literal = unparen(unparen(value).field("operand")?);
        edits.push(present_field(file, literal)?);
    }
    Some(edits)
}

/// The edit that makes a record literal say it is present: `_present: true` first in
/// its body.
fn present_field(file: &SourceFile, literal: Node) -> Option<Edit> {
    let body = literal.field("body")?;
    let text = if named_children(body).is_empty() {
        "_present: true"
    } else {
        "_present: true, "
    };
    Some(Edit::insert(&file.path, body.start_byte() + 1, text))
}

/// `new(S{…})` (Go 1.26's `new` of a value) stored into an inlined optional record: a
/// fresh record like `&S{…}`, so `new(` and its `)` go, and with the `_present` polarity
/// the literal says it is present. The caller makes sure `new` is the builtin.
pub(super) fn present_new_literal(
    file: &SourceFile,
    value: Node,
    record: &str,
    flag: RecordFlag,
) -> Option<Vec<Edit>> {
    let call = unparen(value);
    let (callee, args) = call_parts(call)?;
    let [argument] = args.as_slice() else {
        return None;
    };
    let literal = unparen(*argument);
    if call.kind_name() != "call_expression"
        || file.text_of(unparen(callee)) != "new"
        || literal.kind_name() != "composite_literal"
        || literal.field("type").map(|t| file.text_of(t)) != Some(record)
    {
        return None;
    }
    let mut edits = vec![
        Edit::replace(&file.path, call.start_byte()..literal.start_byte(), ""),
        Edit::replace(&file.path, literal.end_byte()..call.end_byte(), ""),
    ];
    if flag == RecordFlag::Present {
        edits.push(present_field(file, literal)?);
    }
    Some(edits)
}

/// `X.f = &R{a: 1, next: X.f}` → `X.f = append(X.f, R{a: 1})`.
pub(super) fn push_front_edit(
    file: &SourceFile,
    assignment: Node,
    literal: Node,
    link: &str,
    head: &str,
) -> Edit {
    let ty = literal
        .field("type")
        .map(|t| file.text_of(t))
        .unwrap_or_default();
    let elements: Vec<&str> = literal
        .field("body")
        .map(named_children)
        .unwrap_or_default()
        .into_iter()
        .filter(|e| e.field("key").is_none_or(|k| file.text_of(k) != link))
        .map(|e| file.text_of(e))
        .collect();
    let right = assignment
        .field("right")
        .expect("a push-front assignment has a right side");
    Edit::replace(
        &file.path,
        right.byte_range(),
        format!("append({head}, {ty}{{{}}})", elements.join(", ")),
    )
}

/// `_is_nil bool` as the record's first field, and for a list record its link removed.
/// When every field is a plain `name Type` line the block is rewritten aligned as gofmt
/// would; otherwise the edits are inserted and gofmt (when installed) aligns them.
pub(super) fn record_declaration_edits(
    model: &Model,
    record: &str,
    list: bool,
    flag: &str,
) -> Vec<Edit> {
    let decl = model.index.types[record];
    let file = decl.spec.file;
    let link = list.then(|| model.lists[record].link_field.node);
    if record_fields(model.index, record).contains(&flag) {
        // Stored inline for another container by an earlier run: the flag is there.
        return link
            .map(|l| {
                vec![Edit::replace(
                    &file.path,
                    whole_lines(file, l.byte_range()),
                    "",
                )]
            })
            .unwrap_or_default();
    }
    let Some(body) = named_children(decl.ty)
        .into_iter()
        .find(|n| n.kind_name() == "field_declaration_list")
    else {
        return Vec::new();
    };
    let all: Vec<Node> = {
        let mut cursor = body.walk();
        body.named_children(&mut cursor).collect()
    };
    // Fields gofmt aligns in one block: one per line, named (`hp, mp int` too), no tags
    // or comments.
    let names_of = |f: &Node| -> Vec<&str> {
        let mut cursor = f.walk();
        let names: Vec<&str> = f
            .children_by_field_name("name", &mut cursor)
            .map(|n| file.text_of(n))
            .collect();
        names
    };
    let plain = all.iter().all(|f| {
        f.kind_name() == "field_declaration"
            && f.field("tag").is_none()
            && !names_of(f).is_empty()
            && !file.text_of(*f).contains('\n')
    });
    let multiline = file.text_of(body).contains('\n');
    if plain && !all.is_empty() {
        let indent = file.line_indent(decl.spec.node.start_byte());
        let mut fields: Vec<(String, String)> = vec![(flag.into(), "bool".into())];
        for f in all.iter().filter(|f| Some(**f) != link) {
            let Some(ty) = f.field("type") else {
                continue;
            };
            fields.push((names_of(f).join(", "), file.text_of(ty).to_string()));
        }
        let width = fields.iter().map(|(n, _)| n.len()).max().unwrap_or(0);
        let mut text = String::from("{\n");
        for (name, ty) in fields {
            text.push_str(&format!("{indent}\t{name:<width$} {ty}\n"));
        }
        text.push_str(indent);
        text.push('}');
        // gofmt writes a struct over several lines as `struct {`, one line as `struct{`.
        let start = if decl.ty.kind_name() == "struct_type" {
            text.insert_str(0, "struct ");
            decl.ty.start_byte()
        } else {
            body.start_byte()
        };
        return vec![Edit::replace(&file.path, start..body.end_byte(), text)];
    }
    let mut edits = Vec::new();
    match all.first() {
        Some(first) if multiline => {
            let indent = file.line_indent(first.start_byte());
            edits.push(Edit::insert(
                &file.path,
                first.start_byte(),
                format!("{flag} bool\n{indent}"),
            ));
        }
        _ => edits.push(Edit::insert(
            &file.path,
            body.start_byte() + 1,
            format!("{flag} bool; "),
        )),
    }
    if let Some(link) = link {
        let start = file.text[..link.start_byte()]
            .rfind('\n')
            .map_or(0, |i| i + 1);
        let end = file.text[link.end_byte()..]
            .find('\n')
            .map_or(file.text.len(), |i| link.end_byte() + i + 1);
        edits.push(Edit::replace(&file.path, start..end, ""));
    }
    edits
}

pub(super) fn empty_helper_name(record: &str) -> String {
    format!("{record}ListEmpty")
}

/// The helper `t.l == nil` becomes: whether no live element remains.
pub(super) fn empty_helper(model: &Model, record: &str) -> Option<Edit> {
    let decl = model.index.types[record];
    let name = empty_helper_name(record);
    let text = format!(
        "\n\n// {name} reports whether no live {record} remains in l: removed elements stay as\n// tombstones (_is_nil) until the slice is rebuilt.\nfunc {name}(l []{record}) bool {{\n\tfor i := range l {{\n\t\tif !l[i]._is_nil {{\n\t\t\treturn false\n\t\t}}\n\t}}\n\treturn true\n}}"
    );
    Some(Edit::insert(
        &decl.spec.file.path,
        decl.decl.end_byte(),
        text,
    ))
}

pub(super) fn top_helper_name(record: &str) -> String {
    format!("{record}ListTop")
}

/// The helper a read of the head's field (`s.top.v`) goes through: the newest live element,
/// or nil, so that reading from an empty list still panics as it did.
pub(super) fn top_helper(model: &Model, record: &str) -> Option<Edit> {
    let decl = model.index.types[record];
    let name = top_helper_name(record);
    let text = format!(
        "\n\n// {name} returns the newest live {record} of l (stored last), or nil when none is.\nfunc {name}(l []{record}) *{record} {{\n\tfor i := len(l) - 1; i >= 0; i-- {{\n\t\tif !l[i]._is_nil {{\n\t\t\treturn &l[i]\n\t\t}}\n\t}}\n\treturn nil\n}}"
    );
    Some(Edit::insert(
        &decl.spec.file.path,
        decl.decl.end_byte(),
        text,
    ))
}

/// The field names a struct type declares (not embedded ones).
pub(super) fn record_fields<'a>(index: &Index<'a>, record: &str) -> Vec<&'a str> {
    let Some(decl) = index.types.get(record) else {
        return Vec::new();
    };
    descendants(decl.ty)
        .filter(|n| n.kind_name() == "field_declaration")
        .flat_map(|f| {
            let mut cursor = f.walk();
            f.children_by_field_name("name", &mut cursor)
                .map(|n| decl.spec.file.text_of(n))
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Whether a struct field of the package holds `record` inline (`stats stats`, or a list
/// made a slice, `items []item`), as an earlier run leaves a record whose flag it declared.
pub(super) fn held_inline(index: &Index, record: &str) -> bool {
    let slice = format!("[]{record}");
    index.types.values().any(|decl| {
        descendants(decl.ty)
            .filter(|n| n.kind_name() == "field_declaration")
            .filter_map(|f| f.field("type"))
            .any(|ty| {
                let ty = decl.spec.file.text_of(ty);
                ty == record || ty == slice
            })
    })
}

pub(super) fn pop_helper_name(record: &str) -> String {
    format!("{record}ListPop")
}

/// The helper `t.l = t.l.next` becomes: the list without its newest live element (and
/// the removed ones stored after it), which is cleared so the slice does not keep what it
/// held alive. Like `t.l.next` on an empty list, it panics when no live element is left,
/// with the same runtime error (a nil pointer dereference), which a recover() may read.
pub(super) fn pop_helper(model: &Model, record: &str) -> Option<Edit> {
    let decl = model.index.types[record];
    let name = pop_helper_name(record);
    let text = format!(
        "\n\n// {name} drops the newest live {record} of l (stored last) and the removed ones\n// after it. Like following next from an empty list, it panics when none is live, with\n// the same nil pointer dereference (a recover() reads the same error).\nfunc {name}(l []{record}) []{record} {{\n\tfor len(l) > 0 && l[len(l)-1]._is_nil {{\n\t\tl = l[:len(l)-1]\n\t}}\n\tif len(l) == 0 {{\n\t\tvar none *{record}\n\t\t_ = *none\n\t}}\n\tl[len(l)-1] = {record}{{}}\n\treturn l[:len(l)-1]\n}}"
    );
    Some(Edit::insert(
        &decl.spec.file.path,
        decl.decl.end_byte(),
        text,
    ))
}
