//! Type switches on a family value, rewritten to switches on its kind.
//!
//! `switch v := o.(type) { case countOption: use(v) }` stops compiling once `Option` is a
//! struct. When every case names a variant as the constructors build it (`countOption`, or
//! `*labelsOption` for a pointer variant), the switch becomes `switch o.kind { case
//! optionKindCount: v := countOption(o.count); use(v) }`: the same case runs for the same
//! option, and `v` is the same value. A case naming anything else (`nil`, a type no
//! constructor builds, a variant with the wrong pointer-ness, which could never match) is
//! refused, naming the case, because the kind switch would not mean the same.
//!
//! Invariant: pure; syntax in, edits and refusals out.

use super::render::{Layout, Slot};
use crate::edit::Edit;
use crate::syntax::index::Located;
use crate::syntax::NodeExt;
use crate::syntax::{descendants, named_children, unparen, SourceFile};
use std::collections::BTreeSet;
use std::ops::Range;
use tree_sitter::Node;

/// A type switch on a family value.
#[derive(Clone, Copy)]
pub struct TypeSwitch<'a> {
    pub at: Located<'a>,
    /// The value switched on (`o` in `o.(type)`).
    pub operand: Node<'a>,
}

impl<'a> TypeSwitch<'a> {
    /// The switch in `node` if it is a type switch; `operand` is what it switches on.
    pub fn of(file: &'a SourceFile, node: Node<'a>) -> Option<TypeSwitch<'a>> {
        if node.kind_name() != "type_switch_statement" {
            return None;
        }
        let mut operand = node.field("value")?;
        if operand.kind_name() == "type_assertion_expression" {
            // Older grammars wrap `x.(type)`; newer ones give `x` directly.
            operand = operand.field("operand").unwrap_or(operand);
        }
        Some(TypeSwitch {
            at: Located { file, node },
            operand,
        })
    }

    /// Whether `node` is one of the types a case of this switch names.
    pub fn names_in_case(&self, node: Node) -> bool {
        let mut n = node;
        while let Some(parent) = n.parent() {
            if parent.kind_name() == "type_case" {
                return parent.parent() == Some(self.at.node)
                    && parent
                        .children_by_field_name("type", &mut parent.walk())
                        .any(|t| t.byte_range().contains(&node.start_byte()));
            }
            if parent == self.at.node {
                return false;
            }
            n = parent;
        }
        false
    }

    /// The bytes of the `default:` clause, when the other cases name every variant: only
    /// the zero option reaches it once the family is a struct, as only a nil interface
    /// (or no value at all) reached it before.
    pub fn default_after_every_variant(&self, variants: &BTreeSet<&str>) -> Option<Range<usize>> {
        let file = self.at.file;
        let mut named = BTreeSet::new();
        let mut default = None;
        for case in named_children(self.at.node) {
            match case.kind_name() {
                "default_case" => default = Some(case.byte_range()),
                "type_case" => named.extend(
                    case.children_by_field_name("type", &mut case.walk())
                        .filter(|t| t.is_named())
                        .map(|t| file.text_of(t).trim_start_matches('*')),
                ),
                _ => {}
            }
        }
        variants
            .iter()
            .all(|v| named.contains(v))
            .then_some(default)?
    }

    /// The `v` of `switch v := o.(type)`.
    fn alias(&self) -> Option<Node<'a>> {
        let alias = self.at.node.field("alias")?;
        if alias.kind_name() == "identifier" {
            return Some(alias);
        }
        named_children(alias)
            .into_iter()
            .find(|n| n.kind_name() == "identifier")
    }

    /// The edits that turn it into a switch on the kind, or why not (a sentence naming the
    /// case or the operand).
    /// `family_file` is where the family's field types are written, with its imports.
    pub fn rewrite(&self, layout: &Layout, family_file: &SourceFile) -> Result<Vec<Edit>, String> {
        let file = self.at.file;
        let operand = unparen(self.operand);
        if !is_plain_value(operand) {
            return Err(match self.alias() {
                Some(alias) => format!(
                    "the switch is on {}, which the kind switch would evaluate again in each case that rebuilds the variant as {}",
                    file.text_of(operand),
                    file.text_of(alias)
                ),
                None => format!(
                    "the switch is on {}, and the pass rewrites a type switch only on a plain name or field (`o := {0}` first)",
                    file.text_of(operand)
                ),
            });
        }
        let value = file.text_of(operand);
        let alias = self.alias().map(|a| file.text_of(a));
        let mut edits = Vec::new();
        let start = self
            .at
            .node
            .field("alias")
            .unwrap_or(self.operand)
            .start_byte();
        let end = closing_paren(self.at.node).ok_or("the switch has no `.(type)`")?;
        edits.push(Edit::replace(
            &file.path,
            start..end,
            format!("{value}.kind"),
        ));
        for case in named_children(self.at.node) {
            let default = case.kind_name() == "default_case";
            if case.kind_name() != "type_case" && !default {
                continue;
            }
            let types: Vec<Node> = case
                .children_by_field_name("type", &mut case.walk())
                .filter(|t| t.is_named())
                .collect();
            let mut slots: Vec<&Slot> = Vec::new();
            for ty in &types {
                let slot = variant_slot(file, *ty, layout).ok_or_else(|| {
                    format!(
                        "case {} is not a variant as the constructors build it, so the kind switch would not mean the same",
                        file.text_of(*ty)
                    )
                })?;
                edits.push(Edit::replace(
                    &file.path,
                    ty.byte_range(),
                    slot.kind.clone(),
                ));
                slots.push(slot);
            }
            let Some(alias) = alias else { continue };
            if alias == "_" || !uses(file, case, alias)? {
                continue;
            }
            // In a one-type case `v` is that variant; in any other it is the family value.
            let bound = match slots.as_slice() {
                [slot] => slot.value(value),
                _ => value.to_string(),
            };
            // `timeoutOption{d: time.Duration(o.d)}` names `time` as the family's file
            // imports it, which this file may import under another name (`tm "time"`),
            // or not at all, or a local of the function may hide.
            let head = value.split('.').next().unwrap_or(value).to_string();
            let mut bound = bound;
            let written: Vec<String> = qualifiers(&bound)
                .filter(|q| *q != head)
                .map(str::to_string)
                .collect();
            for written in written {
                let path = crate::syntax::named_imports(family_file)
                    .find(|(name, _)| *name == written)
                    .map(|(_, path)| path);
                let here = path.and_then(|path| {
                    crate::syntax::named_imports(file)
                        .find(|(_, p)| *p == path)
                        .map(|(name, _)| name)
                });
                let Some(package) = here.filter(|n| n != "_" && n != ".") else {
                    return Err(format!(
                        "case {} would rebuild the variant as {bound}, which needs the package {} this file does not import",
                        text_of_types(file, &types),
                        path.unwrap_or(&written)
                    ));
                };
                if package != written {
                    bound = requalify(&bound, &written, &package);
                }
                let function =
                    crate::syntax::enclosing_function(self.at.node).unwrap_or(self.at.node);
                if descendants(function).any(|n| {
                    n.kind_name() == "identifier" && file.text_of(n) == package && declares(n)
                }) {
                    return Err(format!(
                        "case {} would rebuild the variant as {bound}, and a name declared in this function hides the package {package}",
                        text_of_types(file, &types)
                    ));
                }
            }
            // `modeOption{m: mode(o.m)}` names the package's own types unqualified, which a
            // local of the function may hide (`mode := "unknown"`).
            let function = crate::syntax::enclosing_function(self.at.node).unwrap_or(self.at.node);
            if let Some(hidden) = unqualified_names(&bound)
                .into_iter()
                .filter(|w| *w != head)
                .find(|w| {
                    descendants(function).any(|n| {
                        n.kind_name() == "identifier" && file.text_of(n) == *w && declares(n)
                    })
                })
            {
                return Err(format!(
                    "case {} would rebuild the variant as {bound}, and a name declared in this function hides the package's {hidden}",
                    text_of_types(file, &types)
                ));
            }
            let colon = case_colon(case).ok_or("a case without its colon")?;
            let indent = file.line_indent(case.start_byte());
            edits.push(Edit::insert(
                &file.path,
                colon,
                format!("\n{indent}\t{alias} := {bound}"),
            ));
        }
        Ok(edits)
    }
}

/// The names a rebuilt variant's text spells on their own: not selected (`o.m`'s `m`),
/// not a package qualifier (`time.`), not a field key (`m:`). `modeOption{m: mode(o.m)}`
/// gives `modeOption`, `mode` and `o`.
fn unqualified_names(text: &str) -> Vec<&str> {
    let bytes = text.as_bytes();
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80;
    let mut names = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        if !word(bytes[at]) {
            at += 1;
            continue;
        }
        let start = at;
        while at < bytes.len() && word(bytes[at]) {
            at += 1;
        }
        let name = &text[start..at];
        let selected = start > 0 && bytes[start - 1] == b'.';
        let rest = text[at..].trim_start();
        let qualifier = rest.starts_with('.');
        let key = rest.starts_with(':');
        let number = bytes[start].is_ascii_digit();
        if !selected && !qualifier && !key && !number {
            names.push(name);
        }
    }
    names
}

/// Whether evaluating an expression again has no effect and gives the same value: a name
/// or a chain of field selections.
fn is_plain_value(node: Node) -> bool {
    match node.kind_name() {
        "identifier" => true,
        "selector_expression" => node
            .field("operand")
            .is_some_and(|o| is_plain_value(unparen(o))),
        _ => false,
    }
}

/// The end of the `)` that closes `.(type)`.
fn closing_paren(switch: Node) -> Option<usize> {
    let mut saw_type = false;
    let mut cursor = switch.walk();
    for child in switch.children(&mut cursor) {
        if child.kind_name() == "type" && !child.is_named() {
            saw_type = true;
        } else if saw_type && child.kind_name() == ")" {
            return Some(child.end_byte());
        }
    }
    // Older grammars nest `x.(type)` in a type assertion node.
    let value = switch.field("value")?;
    (value.kind_name() == "type_assertion_expression").then(|| value.end_byte())
}

/// The end of a case's `:`.
fn case_colon(case: Node) -> Option<usize> {
    let mut cursor = case.walk();
    let colon = case.children(&mut cursor).find(|c| c.kind_name() == ":");
    colon.map(|c| c.end_byte())
}

/// The slot a case type names: `V` for a variant stored by value, `*V` for one stored as
/// a pointer. Anything else could not be told apart by the kind.
fn variant_slot<'l>(file: &SourceFile, ty: Node, layout: &'l Layout) -> Option<&'l Slot> {
    let (name, pointer) = match ty.kind_name() {
        "type_identifier" => (file.text_of(ty), false),
        "pointer_type" => {
            let inner = named_children(ty).into_iter().next()?;
            (inner.kind_name() == "type_identifier").then_some(())?;
            (file.text_of(inner), true)
        }
        _ => return None,
    };
    layout
        .slots
        .iter()
        .find(|s| s.variant == name && s.pointer == pointer)
}

/// The package qualifiers a Go expression's text spells (`time` in
/// `timeoutOption{d: time.Duration(o.d)}`; `o` too, which the caller leaves out): each
/// identifier followed by `.` that does not itself follow a `.`.
/// `text` with each `from.` qualifier (not one selected through another name, `x.from.`)
/// spelled `to.`: `time.Duration(o.num)` as `tm.Duration(o.num)`.
fn requalify(text: &str, from: &str, to: &str) -> String {
    let bytes = text.as_bytes();
    let ident = |b: u8| b == b'_' || b.is_ascii_alphanumeric();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < bytes.len() {
        let starts = ident(bytes[i]) && (i == 0 || !(ident(bytes[i - 1]) || bytes[i - 1] == b'.'));
        if starts && text[i..].starts_with(from) && bytes.get(i + from.len()) == Some(&b'.') {
            out.push_str(to);
            i += from.len();
        } else {
            let c = text[i..].chars().next().unwrap_or_default();
            out.push(c);
            i += c.len_utf8().max(1);
        }
    }
    out
}

pub(super) fn qualifiers(text: &str) -> impl Iterator<Item = &str> {
    let bytes = text.as_bytes();
    let ident = |b: u8| b == b'_' || b.is_ascii_alphanumeric();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if ident(bytes[i]) && (i == 0 || !(ident(bytes[i - 1]) || bytes[i - 1] == b'.')) {
            let start = i;
            while i < bytes.len() && ident(bytes[i]) {
                i += 1;
            }
            if bytes.get(i) == Some(&b'.') && !bytes[start].is_ascii_digit() {
                out.push(&text[start..i]);
            }
        } else {
            i += 1;
        }
    }
    out.into_iter()
}

/// A case's types as written (`timeoutOption`, `a, b`).
fn text_of_types(file: &SourceFile, types: &[Node]) -> String {
    types
        .iter()
        .map(|t| file.text_of(*t))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Whether a case's statements use `name`; an error when they declare it again, where a
/// use by name may mean the inner one.
fn uses(file: &SourceFile, case: Node, name: &str) -> Result<bool, String> {
    let mut used = false;
    for node in descendants(case) {
        if node.kind_name() != "identifier" || file.text_of(node) != name {
            continue;
        }
        if declares(node) {
            return Err(format!(
                "{name} is declared again inside a case (line {}), so which uses mean the switched value is unclear by name",
                file.position(node.start_byte()).line
            ));
        }
        used = true;
    }
    Ok(used)
}

/// Whether an identifier is being declared (`x :=`, `var x`, a parameter, `range`).
fn declares(ident: Node) -> bool {
    let Some(parent) = ident.parent() else {
        return false;
    };
    match parent.kind_name() {
        "var_spec" | "const_spec" | "parameter_declaration" | "variadic_parameter_declaration" => {
            true
        }
        "expression_list" => parent.parent().is_some_and(|p| {
            matches!(p.kind_name(), "short_var_declaration" | "range_clause")
                && p.field("left") == Some(parent)
        }),
        _ => false,
    }
}
