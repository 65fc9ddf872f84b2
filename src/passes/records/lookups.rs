//! Lookups that return the traversal cursor: `func (p *Player) item(id int) *item { for it :=
//! p.items; it != nil; it = it.next { if it.id == id { return it } }; return nil }`.
//!
//! After the rewrite the cursor is `&p.items[i]`, a pointer into the slice. It stays right
//! only while nothing pushes to or pops from the list: an `append` may move the slice, and
//! a pop followed by a push reuses the slot. So a lookup may return its cursor only when
//! every call of it uses the result at once, with nothing in between that could change a
//! list of the package:
//!
//! - `p.item(3).count++` or `p.item(3) != nil`, in a statement with no other call;
//! - `if it := p.item(3); it != nil { … }` or `it := p.item(3)` followed by statements,
//!   where `it` is only compared with nil or has a field selected, and until the end of the
//!   `if` (or of the block) nothing calls a function of this package, a function value or
//!   an interface method, starts a goroutine, defers, or assigns a container's list field.
//!
//! Calls of builtins other than `append` are allowed, and so are calls of functions in
//! other packages (`fmt.Sprintf`) unless code of other packages may change a list: this
//! package handed out, or exports, a function that may
//! ([`OTHER_PACKAGES`](super::writers::OTHER_PACKAGES)).
//!
//! Invariant: pure; syntax in, a verdict out.

use super::shapes::nil_value;
use super::writers::foreign_call;
use crate::syntax::index::{Index, Located};
use crate::syntax::NodeExt;
use crate::syntax::{call_parts, descendants, is_builtin_function, is_exported, unparen};
use crate::syntax::{enclosing_function, named_children, SourceFile};
use tree_sitter::Node;

/// Why the lookup containing `ret` (a `return cursor`) may not hand out its cursor, or
/// `None` when every call of it uses the result at once. `fields` are the container fields
/// holding lists, which no statement in a result's life may assign. An exported lookup
/// may hand out a cursor to `opaque`, a record type code outside the package cannot look
/// into or hand back ([`is_opaque`]); its callers inside are judged as any lookup's.
/// `others_change`: whether code of other packages may change one of the lists.
pub fn returned_cursor_unsafe(
    index: &Index,
    file: &SourceFile,
    ret: Node,
    fields: &[&str],
    opaque: Option<&str>,
    others_change: bool,
) -> Option<String> {
    let Some(func) = enclosing_function(ret) else {
        return Some("it is returned outside a function".into());
    };
    if func.kind_name() == "func_literal" {
        return Some("it is returned from a function literal".into());
    }
    let Some(declared) = func.field("name") else {
        return Some("it is returned from a function without a name".into());
    };
    let name = file.text_of(declared);
    if is_exported(name) {
        match opaque {
            Some(record) => {
                if let Some(why) = not_opaque(index, record) {
                    return Some(format!(
                        "it is returned from {name}, which is exported, and {why}: callers outside the package may keep it and use it after the list changed"
                    ));
                }
            }
            None => {
                return Some(format!(
                    "it is returned from {name}, which is exported: callers outside the package may keep it"
                ))
            }
        }
    }
    let uses: Vec<Located> = index
        .references_to(name)
        .iter()
        .chain(index.field_references.get(name).into_iter().flatten())
        .copied()
        .filter(|at| at.node != declared)
        .collect();
    for at in uses {
        if let Some(why) = unsafe_call(index, at, fields, others_change) {
            return Some(format!(
                "{name} returns it, and where {}:{} calls {name}, {why}",
                at.file.path.display(),
                at.file.position(at.node.start_byte()).line
            ));
        }
    }
    None
}

/// Why code outside the package could do more with a `*record` than compare it with nil
/// or keep it: an exported field or method, an embedded field (which may promote both),
/// or an exported function or method that takes a `record` (a cursor handed back after
/// the list moved would be read or written where the element no longer is). `None` when
/// the record type is opaque outside.
pub fn not_opaque(index: &Index, record: &str) -> Option<String> {
    if is_exported(record) {
        return Some(format!("{record} is exported"));
    }
    let decl = index.types.get(record)?;
    for field in descendants(decl.ty).filter(|n| n.kind_name() == "field_declaration") {
        let mut cursor = field.walk();
        let names: Vec<&str> = field
            .children_by_field_name("name", &mut cursor)
            .map(|n| decl.spec.file.text_of(n))
            .collect();
        if names.is_empty() {
            return Some(format!(
                "{record} embeds a field, which may promote exported ones"
            ));
        }
        if let Some(name) = names.iter().find(|n| is_exported(n)) {
            return Some(format!("{record} has the exported field {name}"));
        }
    }
    if let Some(method) = index
        .methods_of(record)
        .iter()
        .find(|m| is_exported(m.name))
    {
        return Some(format!("{record} has the exported method {}", method.name));
    }
    for at in index.type_references(record) {
        let Some(parameter) = std::iter::successors(at.node.parent(), |n| n.parent())
            .take_while(|n| {
                !matches!(
                    n.kind_name(),
                    "block" | "function_declaration" | "method_declaration"
                )
            })
            .find(|n| n.kind_name() == "parameter_list")
        else {
            continue;
        };
        let Some(function) = parameter.parent().filter(|f| {
            matches!(f.kind_name(), "function_declaration" | "method_declaration")
                && f.field("parameters") == Some(parameter)
        }) else {
            continue;
        };
        let name = function.field("name").map_or("", |n| at.file.text_of(n));
        if is_exported(name) {
            return Some(format!(
                "the exported {name} takes a {record}, so a kept one can be handed back"
            ));
        }
    }
    None
}

/// The name of the function a `return` statement is in.
pub fn function_name<'f>(file: &'f SourceFile, ret: Node) -> Option<&'f str> {
    let func = std::iter::successors(ret.parent(), |n| n.parent())
        .find(|n| matches!(n.kind_name(), "function_declaration" | "method_declaration"))?;
    func.field("name").map(|n| file.text_of(n))
}

/// Why one use of the lookup's name could keep the pointer past a change of a list.
fn unsafe_call(index: &Index, at: Located, fields: &[&str], others_change: bool) -> Option<String> {
    let file = at.file;
    let mut callee = at.node;
    if let Some(selector) = at
        .node
        .parent()
        .filter(|p| p.kind_name() == "selector_expression")
    {
        callee = selector;
    }
    let call = callee
        .parent()
        .filter(|c| c.kind_name() == "call_expression" && c.field("function") == Some(callee));
    let Some(call) = call else {
        return Some("it is used as a value, not called".into());
    };
    let mut outer = call;
    while let Some(p) = outer
        .parent()
        .filter(|p| p.kind_name() == "parenthesized_expression")
    {
        outer = p;
    }
    let Some(parent) = outer.parent() else {
        return Some("the call stands alone".into());
    };
    // `p.item(3).count`, `p.item(3) != nil`: used at once, within one statement.
    let at_once = (parent.kind_name() == "selector_expression"
        && parent.field("operand") == Some(outer)
        && !is_method_call(parent))
        || (parent.kind_name() == "binary_expression" && is_nil_comparison(file, parent));
    if at_once {
        let Some(statement) = statement_of(outer) else {
            return Some("the call is not inside a statement".into());
        };
        // Compared with nil, the pointer is gone once the comparison is made: no later
        // call can move what it points to (`if p.find(id) == nil { p.add(id) }`).
        if parent.kind_name() == "binary_expression" {
            return None;
        }
        // A field read in an `if`'s or `switch`'s header is done before the body runs:
        // only the header's other calls can move the slice first.
        let scope = match statement.kind_name() {
            "if_statement"
            | "for_statement"
            | "expression_switch_statement"
            | "type_switch_statement" => named_children(statement)
                .into_iter()
                .find(|c| c.byte_range().contains(&outer.start_byte()))
                .unwrap_or(statement),
            _ => statement,
        };
        let others = descendants(scope)
            .filter(|n| n.kind_name() == "call_expression" && *n != call)
            .any(|n| may_change_lists(index, file, n, others_change));
        return others
            .then(|| "the statement calls something else that could change a list".into());
    }
    // `x := p.item(3)` (alone, or as an `if`'s initializer).
    let Some(list) = parent.filter_kind("expression_list") else {
        return Some("the result is passed on or stored".into());
    };
    let declaration = list
        .parent()
        .filter(|d| d.kind_name() == "short_var_declaration")
        .filter(|d| d.field("right") == Some(list))
        .filter(|_| named_children(list).len() == 1);
    let Some(declaration) = declaration else {
        return Some("the result is passed on or stored".into());
    };
    let left = declaration
        .field("left")
        .map(named_children)
        .unwrap_or_default();
    let [var] = left.as_slice() else {
        return Some("the result is bound with other values".into());
    };
    let var = file.text_of(*var);
    let Some(mut scope) = declaration.parent() else {
        return Some("the result is bound outside a block".into());
    };
    // `for it := p.item(3); it != nil; it.count++ { … }`: the loop's condition and post
    // statement read it after each run of the body, which may push.
    if scope.kind_name() == "for_clause" {
        scope = scope.parent().unwrap_or(scope);
    }
    let after =
        |n: &Node| n.start_byte() >= declaration.end_byte() || scope.kind_name() == "if_statement";
    for node in descendants(scope).filter(after) {
        if node.start_byte() < declaration.start_byte() {
            continue;
        }
        match node.kind_name() {
            "identifier"
                if file.text_of(node) == var
                    && !declaration.byte_range().contains(&node.start_byte()) =>
            {
                let Some(parent) = node.parent() else {
                    return Some(format!("{var} is used oddly"));
                };
                let selected = parent.kind_name() == "selector_expression"
                    && parent.field("operand") == Some(node)
                    && !is_method_call(parent);
                let compared =
                    parent.kind_name() == "binary_expression" && is_nil_comparison(file, parent);
                if !selected && !compared {
                    return Some(format!("{var} is passed on, stored or reassigned"));
                }
            }
            "call_expression"
                if node != call && may_change_lists(index, file, node, others_change) =>
            {
                let callee = node
                    .field("function")
                    .map_or("a function", |f| file.text_of(f));
                return Some(format!(
                    "{callee} is called (line {}) while {var} is held",
                    file.position(node.start_byte()).line
                ));
            }
            "go_statement" | "defer_statement" | "func_literal" => {
                return Some(format!(
                    "a goroutine, defer or closure runs while {var} is held"
                ));
            }
            // Another goroutine may push while this one waits: the slice moves.
            "send_statement" | "select_statement" => {
                return Some(format!(
                    "a channel operation lets other goroutines run while {var} is held"
                ));
            }
            "unary_expression"
                if node
                    .field("operator")
                    .is_some_and(|o| file.text_of(o) == "<-") =>
            {
                return Some(format!(
                    "a channel receive lets other goroutines run while {var} is held"
                ));
            }
            "assignment_statement" => {
                let left = node.field("left").map_or("", |l| file.text_of(l));
                if fields.iter().any(|f| left.contains(&format!(".{f}"))) {
                    return Some(format!("a list is assigned while {var} is held"));
                }
            }
            _ => {}
        }
    }
    None
}

/// Whether a call could reach a list of this package: anything but a builtin other than
/// `append`, or a function of another package (`fmt.Sprintf`, spelled `pkg.F`) when code
/// of other packages may change a list (`others_change`).
fn may_change_lists(index: &Index, file: &SourceFile, call: Node, others_change: bool) -> bool {
    let Some((callee, args)) = call_parts(call) else {
        return true;
    };
    if args
        .iter()
        .any(|a| descendants(*a).any(|n| n.kind_name() == "func_literal"))
    {
        return true;
    }
    let callee = unparen(callee);
    match callee.kind_name() {
        "identifier" => {
            let name = file.text_of(callee);
            !(is_builtin_function(name) && name != "append")
        }
        "selector_expression" => {
            let operand = callee.field("operand").map(unparen);
            let of_import = operand.is_some_and(|o| {
                o.kind_name() == "identifier" && imported_names(file).contains(&file.text_of(o))
            });
            !of_import || (others_change && foreign_call(index, file, callee))
        }
        _ => true,
    }
}

/// The names a file imports packages under (`fmt`, or an alias).
fn imported_names(file: &SourceFile) -> Vec<&str> {
    named_children(file.tree.root_node())
        .into_iter()
        .filter(|n| n.kind_name() == "import_declaration")
        .flat_map(|d| descendants(d).filter(|n| n.kind_name() == "import_spec"))
        .filter_map(|spec| {
            if let Some(alias) = spec.field("name") {
                return Some(file.text_of(alias));
            }
            let path = spec.field("path")?;
            file.text_of(path).trim_matches('"').rsplit('/').next()
        })
        .collect()
}

fn is_method_call(selector: Node) -> bool {
    selector.parent().is_some_and(|c| {
        c.kind_name() == "call_expression" && c.field("function") == Some(selector)
    })
}

fn is_nil_comparison(file: &SourceFile, binary: Node) -> bool {
    let op = binary.field("operator").map_or("", |o| file.text_of(o));
    matches!(op, "==" | "!=")
        && ["left", "right"]
            .iter()
            .any(|side| binary.field(side).is_some_and(|n| nil_value(file, n)))
}

/// The statement an expression belongs to.
fn statement_of(node: Node) -> Option<Node> {
    std::iter::successors(Some(node), |n| n.parent()).find(|n| {
        n.kind_name().ends_with("_statement")
            || matches!(n.kind_name(), "short_var_declaration" | "var_declaration")
    })
}

/// `Option` filtering by node kind, for readable chains.
trait FilterKind<'t> {
    fn filter_kind(self, kind: &str) -> Option<Node<'t>>;
}

impl<'t> FilterKind<'t> for Node<'t> {
    fn filter_kind(self, kind: &str) -> Option<Node<'t>> {
        (self.kind_name() == kind).then_some(self)
    }
}
