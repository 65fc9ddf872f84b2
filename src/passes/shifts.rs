//! Shifts of untyped constants by a variable (`1<<bit`): Go types the constant from the
//! shift's context, so a rewrite that moves such a shift into another context (a strconv
//! argument, a field of a wider type) changes where it wraps. The boxing and options
//! passes ask the same question of an operand or a value they move.
//!
//! Invariant: pure; reads a file's tree and its type facts.

use crate::syntax::{descendants, unparen, NodeExt, SourceFile};
use crate::types::{CallKind, FileTypes, Mode};
use tree_sitter::Node;

/// A file's tree and its facts, as the helpers below read them.
struct Facts<'a, 'f> {
    file: &'a SourceFile,
    types: &'a FileTypes<'f>,
}

/// A shift in `node` whose left operand is a constant but whose result is not
/// (`1<<bit`, `'a'<<n`): Go types such a constant from the shift's context, so the same
/// text inside `int64(…)`, a strconv argument or a struct field of another type shifts at
/// another width. A shift that is
/// an argument of a conversion or a call inside the operand (`int64(1<<n)`) takes its
/// type there, which the rewrite keeps as written.
pub fn untyped_constant_shift<'t>(
    file: &SourceFile,
    types: &FileTypes,
    node: Node<'t>,
) -> Option<Node<'t>> {
    let cx = Facts { file, types };
    descendants(node).find(|n| {
        n.kind_name() == "binary_expression"
            && !typed_by_a_call_within(&cx, *n, node)
            && n.field("operator")
                .is_some_and(|o| matches!(cx.file.text_of(o), "<<" | ">>"))
            && cx.types.expr(*n).is_none_or(|e| e.mode != Mode::Constant)
            && n.field("left").is_none_or(|l| {
                cx.types
                    .expr(unparen(l))
                    .is_none_or(|e| e.mode == Mode::Constant)
                    && !typed_constant(&cx, unparen(l))
            })
    })
}

/// Whether `inner`, inside `outer`, is an argument of a conversion or of a call (not a
/// builtin: `min` and `max` hand their context on) at or below `outer`: the parameter or
/// the conversion's type is then the context Go types an untyped constant in it from.
fn typed_by_a_call_within(cx: &Facts, inner: Node, outer: Node) -> bool {
    let mut child = inner;
    while child.id() != outer.id() {
        let Some(parent) = child.parent() else {
            return false;
        };
        if parent.kind_name() == "argument_list" {
            let typed = parent
                .parent()
                .filter(|call| call.kind_name() == "call_expression")
                .and_then(|call| call.field("function"))
                .and_then(|f| cx.types.call_kind(f))
                .is_some_and(|k| matches!(k, CallKind::Conversion(_) | CallKind::Call));
            if typed {
                return true;
            }
        }
        child = parent;
    }
    false
}

/// Whether a constant expression has a type of its own (`int64(1)`, a `const one64
/// int64`, or an expression over one): shifted, it keeps that type wherever it is used,
/// so the rewrite's context cannot change it. Literals and untyped constants can.
fn typed_constant(cx: &Facts, node: Node) -> bool {
    let node = unparen(node);
    match node.kind_name() {
        // A constant call is a conversion (`int64(1)`) or a builtin over typed constants.
        "call_expression" => node.field("function").is_some_and(|f| {
            cx.types
                .call_kind(f)
                .is_some_and(|k| matches!(k, CallKind::Conversion(_)))
        }),
        "identifier" => cx
            .types
            .object(node)
            .and_then(|o| o.ty)
            .is_some_and(|ty| !ty.starts_with("untyped")),
        "selector_expression" => node.field("field").is_some_and(|f| {
            cx.types
                .object(f)
                .and_then(|o| o.ty)
                .is_some_and(|ty| !ty.starts_with("untyped"))
        }),
        "unary_expression" => node.field("operand").is_some_and(|o| typed_constant(cx, o)),
        "binary_expression" => {
            let shift = node
                .field("operator")
                .is_some_and(|o| matches!(cx.file.text_of(o), "<<" | ">>"));
            node.field("left").is_some_and(|l| typed_constant(cx, l))
                || (!shift && node.field("right").is_some_and(|r| typed_constant(cx, r)))
        }
        _ => false,
    }
}
