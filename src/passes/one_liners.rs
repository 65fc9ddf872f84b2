//! gofmt keeps a one-line function (`func F() T { return x }`) on one line only while its
//! header and body together fit in 100 columns; a rewrite that makes the body longer must
//! break it over lines as gofmt would, or the output is not gofmt-clean.
//!
//! Invariant: pure; source and edits in, extra edits out.

use crate::edit::Edit;
use crate::syntax::NodeExt;
use crate::syntax::SourceFile;
use std::collections::BTreeSet;
use tree_sitter::Node;

/// gofmt's limit for header plus body of a function kept on one line (`maxSize` in
/// go/printer's `funcBody`).
const ONE_LINE_LIMIT: usize = 100;

/// Edits that put the body of every one-line function that `edits` grow past gofmt's
/// limit on its own lines.
pub fn break_grown(files: &[&SourceFile], edits: &[Edit]) -> Vec<Edit> {
    let mut out = Vec::new();
    for file in files {
        let mine: Vec<&Edit> = edits.iter().filter(|e| e.file == file.path).collect();
        let mut seen = BTreeSet::new();
        for edit in &mine {
            let Some(node) = file
                .tree
                .root_node()
                .descendant_for_byte_range(edit.start, edit.end)
            else {
                continue;
            };
            let mut at = Some(node);
            while let Some(n) = at {
                if let Some(body) = one_line_body(n) {
                    if seen.insert(body.start_byte()) {
                        out.extend(break_if_grown(file, n, body, &mine));
                    }
                }
                at = n.parent();
            }
        }
    }
    out
}

/// The body of a function declaration, method or literal written on one line.
fn one_line_body(node: Node) -> Option<Node> {
    if !matches!(
        node.kind_name(),
        "function_declaration" | "method_declaration" | "func_literal"
    ) {
        return None;
    }
    let body = node.field("body")?;
    (body.start_position().row == body.end_position().row && body.named_child_count() > 0)
        .then_some(body)
}

fn break_if_grown(file: &SourceFile, func: Node, body: Node, edits: &[&Edit]) -> Vec<Edit> {
    let inside = |e: &&&Edit| e.start > body.start_byte() && e.end < body.end_byte();
    if !edits.iter().any(|e| inside(&e)) {
        return Vec::new();
    }
    let grown: isize = edits
        .iter()
        .filter(inside)
        .map(|e| e.new_text.len() as isize - (e.end - e.start) as isize)
        .sum();
    let text = &file.text;
    let header = text[func.start_byte()..body.start_byte()].trim_end().len();
    let open = body.start_byte() + 1;
    let close = body.end_byte() - 1;
    let inner = text[open..close].trim();
    let size = header as isize + inner.len() as isize + grown;
    if size <= ONE_LINE_LIMIT as isize {
        return Vec::new();
    }
    let indent = file.line_indent(func.start_byte());
    let first = open + (text[open..close].len() - text[open..close].trim_start().len());
    let last = close - (text[open..close].len() - text[open..close].trim_end().len());
    vec![
        Edit::replace(&file.path, open..first, format!("\n{indent}\t")),
        Edit::replace(&file.path, last..close, format!("\n{indent}")),
    ]
}
