//! Reads no call can change: a field path of a local struct variable that nothing in its
//! function can reach by pointer or closure.
//!
//! Both rules move where a value is read relative to calls beside it: a map literal reads
//! its values in order, a struct literal makes its calls first; fmt's operands move into
//! strconv calls made in order. A read of `ev.Host` beside `ev.At.UnixNano()` (the field
//! report's event, timestamp and all) is the same either way when no call can write
//! `ev.Host`: `ev` is a variable of this function, reached only through its name. A call
//! reaches a local only through its address or a closure, so the read is stable when, in
//! the whole declaration:
//! - no `&X` and no slice of an array `X[:]` (which shares its memory) is taken on any
//!   part of the variable: from `&ev.Other`, `unsafe.Add` reaches `ev.Count`;
//! - no method with a pointer receiver (or one the facts cannot show has a value
//!   receiver) is called or taken on an `X` that overlaps the path (`ev`, `ev.Host`, or a
//!   part of `ev.Host`): `ev.At.UnixNano()` is fine beside `ev.Host`. This assumes a
//!   method does no pointer arithmetic past its own receiver, which Go does not forbid
//!   but no method that may be handed any `*time.Time` could rely on; in a package where
//!   some file imports unsafe, where a method of its own may do just that, any part of
//!   the variable counts;
//! - no function literal names the variable without declaring it (a closure shares it);
//! - the path goes through no pointer (`ev.p.x` reads what another alias may write).
//!
//! Anything else (a package variable, an index, a dereference, a parameter of pointer
//! type) is not stable, and the rule refuses as before.
//!
//! Invariant: pure; a syntax tree and type facts in, a yes or no out.

use super::Context;
use crate::syntax::{descendants, unparen, NodeExt};
use crate::types::ObjectKind;
use tree_sitter::Node;

/// Whether no call beside `value` can change what it reads (see the module's doc).
pub fn stable_read(cx: &Context, value: Node) -> bool {
    let Some(path) = Path::of(cx, value) else {
        return false;
    };
    let Some(declaration) = std::iter::successors(value.parent(), |n| n.parent())
        .find(|n| matches!(n.kind_name(), "function_declaration" | "method_declaration"))
    else {
        return false;
    };
    let Some(root) = local_root(cx, path.root, declaration) else {
        return false;
    };
    if !through_values(cx, value) {
        return false;
    }
    !descendants(declaration).any(|n| reaches(cx, n, &path, root))
}

/// A chain of field selectors from a root identifier: `ev.At.wall` is `ev` and
/// `[At, wall]`. `open` marks a chain cut at something other than a field selector (an
/// index, a dereference, a call): it may reach anything below its last field.
struct Path<'t> {
    root: Node<'t>,
    fields: Vec<&'t str>,
    open: bool,
}

impl<'t> Path<'t> {
    /// The exact path `node` reads, or `None` when it is not a plain field chain.
    fn of(cx: &Context<'_, 't>, node: Node<'t>) -> Option<Path<'t>> {
        let path = Path::reaching(cx, node)?;
        (!path.open).then_some(path)
    }

    /// The path of `node` as far as it is a field chain from an identifier. A field
    /// promoted from an embedded struct (`ev.Host` that is `ev.Inner.Host`), or one the
    /// facts do not show as declared by its operand's type, cuts the chain there, as an
    /// index or a dereference does: what is spelled is not the memory reached.
    fn reaching(cx: &Context<'_, 't>, node: Node<'t>) -> Option<Path<'t>> {
        let mut fields = Vec::new();
        let mut open = false;
        let mut at = unparen(node);
        loop {
            match at.kind_name() {
                "identifier" => break,
                "selector_expression" => {
                    let (field, operand) = (at.field("field")?, unparen(at.field("operand")?));
                    if own_field(cx, operand, field) {
                        fields.push(cx.file.text_of(field));
                    } else {
                        open = true;
                        fields.clear();
                    }
                    at = operand;
                }
                "index_expression" | "slice_expression" | "unary_expression" => {
                    open = true;
                    fields.clear();
                    at = unparen(at.field("operand")?);
                }
                _ => return None,
            }
        }
        fields.reverse();
        Some(Path {
            root: at,
            fields,
            open,
        })
    }

    /// Whether writing through `other` could change what `self` reads: for the same
    /// variable, when one path is a prefix of the other (an open path is cut at its last
    /// field, so it too overlaps all below that field).
    fn overlaps(&self, other: &Path) -> bool {
        let common = self.fields.len().min(other.fields.len());
        self.fields[..common] == other.fields[..common]
    }
}

/// Whether `field` is a field declared by the named type of `operand` itself (not
/// promoted from an embedded one), as the type checker says.
fn own_field(cx: &Context, operand: Node, field: Node) -> bool {
    let Some(object) = cx.types.object(field) else {
        return false;
    };
    let ty = cx.types.expr(operand).and_then(|e| e.ty);
    object.kind == ObjectKind::Field && object.owner.is_some() && object.owner == ty
}

/// The declaration site of `ident` when it is a variable declared inside `declaration`
/// (a parameter, a receiver or a local), which only its name can reach.
fn local_root<'f>(
    cx: &Context<'f, '_>,
    ident: Node,
    declaration: Node,
) -> Option<(&'f str, usize)> {
    let object = cx.types.object(ident)?;
    if object.kind != ObjectKind::Var {
        return None;
    }
    let (file, offset) = object.declared?;
    let own = cx.file.path.file_name().and_then(|n| n.to_str());
    (Some(file) == own && declaration.byte_range().contains(&offset)).then_some((file, offset))
}

/// Whether every operand along the read's chain is a value, not a pointer: a field read
/// through a pointer reads memory another alias may write.
fn through_values(cx: &Context, value: Node) -> bool {
    let mut at = unparen(value);
    while at.kind_name() == "selector_expression" {
        let Some(operand) = at.field("operand").map(unparen) else {
            return false;
        };
        let pointer = cx.types.expr(operand).is_none_or(|e| {
            e.ty.is_none_or(|t| t.starts_with('*'))
                || e.info.is_some_and(|i| i.kind == "pointer" || i.interface)
        });
        if pointer {
            return false;
        }
        at = operand;
    }
    true
}

/// Whether `node` gives a way to the variable `root` that could change `path`: its
/// address, a method with a pointer receiver (or one not known to have a value receiver)
/// taken on an overlapping part, or a function literal sharing it.
fn reaches(cx: &Context, node: Node, path: &Path, root: (&str, usize)) -> bool {
    let same_root = |p: &Path| {
        let name = cx.file.text_of(p.root);
        name == cx.file.text_of(path.root)
            && cx
                .types
                .object(p.root)
                .and_then(|o| o.declared)
                .is_some_and(|d| d == root)
    };
    match node.kind_name() {
        "unary_expression" => {
            let Some(operand) = node.field("operand") else {
                return false;
            };
            let address = node
                .field("operator")
                .is_some_and(|o| cx.file.text_of(o) == "&");
            // Any part: `unsafe.Add` from `&ev.Other` reaches `ev.Count` (pointer
            // arithmetic may move within the whole variable).
            address && Path::reaching(cx, operand).is_some_and(|p| same_root(&p))
        }
        "selector_expression" => {
            let (Some(operand), Some(field)) = (node.field("operand"), node.field("field")) else {
                return false;
            };
            let method = cx
                .types
                .object(field)
                .is_some_and(|o| o.kind == ObjectKind::Method);
            // With unsafe imported by any file of the package (or assembly in it), a pointer method may walk
            // from its receiver to the fields beside it (`unsafe.Add(unsafe.Pointer(w),
            // unsafe.Sizeof(*w))`): any part of the variable counts, not only one overlapping
            // the path.
            let anywhere = cx.package.unsafe_imported || cx.package.assembly.is_some();
            method
                && Path::reaching(cx, operand)
                    .is_some_and(|p| same_root(&p) && (anywhere || path.overlaps(&p)))
                && !value_receiver(cx, operand, cx.file.text_of(field))
        }
        // Slicing an array (`arr[:]`, `ev.Arr[1:]`) takes its address without a `&`: the
        // slice shares the variable's memory. Slicing a slice or a string does not.
        "slice_expression" => {
            let Some(operand) = node.field("operand") else {
                return false;
            };
            let array = cx
                .types
                .type_of(unparen(operand))
                .is_none_or(|t| !t.starts_with("[]") && t != "string" && !t.starts_with('*'));
            array && Path::reaching(cx, operand).is_some_and(|p| same_root(&p))
        }
        "func_literal" => {
            let name = cx.file.text_of(path.root);
            let declares = node.byte_range().contains(&root.1);
            !declares
                && descendants(node).any(|n| {
                    n.kind_name() == "identifier"
                        && cx.file.text_of(n) == name
                        && cx
                            .types
                            .object(n)
                            .and_then(|o| o.declared)
                            .is_some_and(|d| d == root)
                })
        }
        _ => false,
    }
}

/// Whether the facts show that `method` of `operand`'s type has a value receiver: only
/// for the package's own named types, whose method sets the facts list.
fn value_receiver(cx: &Context, operand: Node, method: &str) -> bool {
    let facts = cx.types.package();
    let Some(ty) = cx.types.expr(operand).and_then(|e| e.ty) else {
        return false;
    };
    let Some(name) = ty
        .strip_prefix(facts.path.as_str())
        .and_then(|rest| rest.strip_prefix('.'))
    else {
        return false;
    };
    facts
        .methods
        .get(name)
        .and_then(|methods| methods.iter().find(|m| m.name == method))
        .is_some_and(|m| !m.pointer)
}
