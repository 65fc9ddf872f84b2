//! A file's imports as the rewrite needs them: the name each standard package is known by,
//! and the edits that add `strconv` or `errors` and drop `fmt` once nothing uses it, laid
//! out as gofmt sorts an import block.

use crate::edit::Edit;
use crate::syntax::{NodeExt, Package, SourceFile};
use tree_sitter::Node;

/// One import spec of a file.
#[derive(Debug, Clone)]
pub struct Import<'t> {
    /// The name the file uses for it: its alias, else the path's last element (which is
    /// the package name for the standard packages this pass adds or drops), corrected
    /// from the type facts where the package declares another (`math/rand/v2`: rand).
    pub name: String,
    pub path: String,
    pub spec: Node<'t>,
}

/// Every import spec of `file`, in source order.
pub fn imports(file: &SourceFile) -> Vec<Import<'_>> {
    let root = file.tree.root_node();
    let mut out = Vec::new();
    let mut cursor = root.walk();
    for declaration in root.named_children(&mut cursor) {
        if declaration.kind_name() != "import_declaration" {
            continue;
        }
        for spec in crate::syntax::descendants(declaration) {
            if spec.kind_name() != "import_spec" {
                continue;
            }
            let Some(path) = spec.field("path") else {
                continue;
            };
            let Some(path) =
                super::literal::decode(file.text_of(path)).and_then(|p| String::from_utf8(p).ok())
            else {
                continue;
            };
            let name = match spec.field("name") {
                Some(n) => file.text_of(n).to_string(),
                None => path.rsplit('/').next().unwrap_or(&path).to_string(),
            };
            out.push(Import { name, path, spec });
        }
    }
    out
}

/// [`imports`], each import written without a name under the name its package declares
/// (the type facts say so where it is not the path's last element: `math/rand/v2` is
/// rand, a `package errors` at example.com/xerr is errors).
pub fn named_imports<'t>(file: &'t SourceFile, package: &Package) -> Vec<Import<'t>> {
    let mut imports = imports(file);
    if let Some(facts) = package.types.known() {
        for import in imports
            .iter_mut()
            .filter(|i| i.spec.field("name").is_none())
        {
            if let Some(name) = facts.import_name(&import.path) {
                import.name = name.to_string();
            }
        }
    }
    imports
}

/// The name under which `path` can be used in the file: its import's name, or the
/// package's own name once added; `None` when that name already means something else in
/// the file (another import) or is declared at package level (`declared`, from every file
/// of the package). A local of that name is legal beside the import; one in scope where
/// the rewrite spells it is refused by the caller (`name_shadowed`).
pub fn name_for(
    imports: &[Import],
    declared: &std::collections::HashSet<&str>,
    path: &str,
) -> Option<String> {
    if let Some(import) = imports.iter().find(|i| i.path == path) {
        return matches!(import.name.as_str(), "_" | ".")
            .then_some(None)
            .unwrap_or(Some(import.name.clone()));
    }
    let name = path.rsplit('/').next().unwrap_or(path);
    let taken = imports.iter().any(|i| i.name == name) || declared.contains(name);
    (!taken).then(|| name.to_string())
}

/// Why [`name_for`] found no name for `path` in the file, for the refusal: the file's
/// import of it under `_` or `.`, another import of that name, or one the package declares.
pub fn why_taken(
    imports: &[Import],
    declared: &std::collections::HashSet<&str>,
    path: &str,
) -> String {
    let name = path.rsplit('/').next().unwrap_or(path);
    if let Some(import) = imports.iter().find(|i| i.path == path) {
        return format!(
            "the file imports {path} as `{}`, so no name reaches it",
            import.name
        );
    }
    if let Some(import) = imports.iter().find(|i| i.name == name) {
        return format!("the file imports {} as `{name}`", import.path);
    }
    if declared.contains(name) {
        return format!("the package already declares the name `{name}`");
    }
    format!("`{name}` is taken")
}

/// The names a file declares at package level: its functions, types, variables and
/// constants, parsed or left out. An import added to another file of the package may not
/// take one ("already declared through import").
pub fn package_level_names(file: &SourceFile) -> Vec<&str> {
    let mut names: Vec<&str> = file
        .left_out
        .iter()
        .flat_map(|l| l.names.iter().map(String::as_str))
        .collect();
    let root = file.tree.root_node();
    let mut cursor = root.walk();
    for declaration in root.named_children(&mut cursor) {
        match declaration.kind_name() {
            "function_declaration" => {
                names.extend(declaration.field("name").map(|n| file.text_of(n)))
            }
            "type_declaration" | "var_declaration" | "const_declaration" => {
                let mut specs = vec![declaration];
                while let Some(node) = specs.pop() {
                    let mut inner = node.walk();
                    for child in node.named_children(&mut inner) {
                        match child.kind_name() {
                            "var_spec_list" => specs.push(child),
                            "type_spec" | "type_alias" | "var_spec" | "const_spec" => {
                                let mut at = child.walk();
                                names.extend(
                                    child
                                        .children_by_field_name("name", &mut at)
                                        .map(|n| file.text_of(n)),
                                );
                            }
                            _ => {}
                        }
                    }
                }
            }
            _ => {}
        }
    }
    names
}

/// The edits that make the file import each of `add` (paths it does not import yet) and no
/// longer import `drop`. A parenthesised block gains each path among its first group's
/// specs in sorted order, as gofmt keeps them; a lone `import "p"` becomes a block.
pub fn edits(
    file: &SourceFile,
    imports: &[Import],
    add: &[&str],
    drop: Option<&str>,
    blank: Option<&str>,
) -> Vec<Edit> {
    // `import "C"` carries its cgo preamble in the comment just before it: the edits
    // never touch it and go into the file's other imports (a rewritten call's fmt or
    // encoding/json import is one).
    let imports: Vec<Import> = imports.iter().filter(|i| i.path != "C").cloned().collect();
    let imports = imports.as_slice();
    let mut add: Vec<&str> = add
        .iter()
        .copied()
        .filter(|p| !imports.iter().any(|i| i.path == *p))
        .collect();
    add.sort_unstable();
    add.dedup();
    let dropped = drop.and_then(|d| imports.iter().find(|i| i.path == d));
    let blanked = blank.and_then(|b| imports.iter().find(|i| i.path == b));
    let mut edits = Vec::new();
    // The spec the first single-line declaration's rewrite below spells itself.
    let mut spelled_blank = false;
    let block = imports.iter().map(|i| i.spec).find(|s| {
        s.parent()
            .is_some_and(|p| p.kind_name() == "import_spec_list")
    });
    match block {
        Some(first) => {
            // The first group: specs on consecutive lines from the block's first.
            let list = first.parent().expect("a spec in a list has a parent");
            let specs: Vec<&Import> = imports
                .iter()
                .filter(|i| i.spec.parent() == Some(list))
                .collect();
            let mut group = vec![specs[0]];
            for spec in &specs[1..] {
                let last = group[group.len() - 1].spec;
                if spec.spec.start_position().row > last.end_position().row + 1 {
                    break;
                }
                group.push(spec);
            }
            for path in &add {
                let before = group.iter().find(|i| i.path.as_str() > *path);
                let at = match before {
                    Some(i) => line_start(file, i.spec.start_byte()),
                    None => next_line(file, group[group.len() - 1].spec.end_byte()),
                };
                edits.push(Edit::insert(&file.path, at, format!("\t\"{path}\"\n")));
            }
            if let Some(d) = dropped {
                if d.spec.parent() == Some(list) && specs.len() == 1 && add.is_empty() {
                    if let Some(decl) = list.parent() {
                        edits.push(remove_declaration(file, decl));
                    }
                } else if d.spec.parent() == Some(list) {
                    let mut start = line_start(file, d.spec.start_byte());
                    let end = next_line(file, d.spec.end_byte());
                    // A spec alone in its group (a blank line above, the block's `)` or
                    // another blank line below) takes the blank line above with it, as
                    // gofmt would leave none before `)` nor two in a row.
                    let before = file.text[..start].strip_suffix('\n');
                    let blank_above = before.is_some_and(|b| b.ends_with('\n'));
                    let after = file.text[end..].trim_start_matches([' ', '\t']);
                    if blank_above && (after.starts_with(')') || after.starts_with('\n')) {
                        start -= 1;
                    }
                    edits.push(Edit::replace(&file.path, start..end, ""));
                } else if let Some(decl) = d.spec.parent() {
                    edits.push(remove_declaration(file, decl));
                }
            }
        }
        None => {
            // Only `import "p"` declarations: the first becomes a block of its own spec (if
            // kept) and the added ones; a dropped one elsewhere goes with its line.
            let Some(first) = imports.first() else {
                return edits;
            };
            let Some(decl) = first.spec.parent() else {
                return edits;
            };
            let mut specs: Vec<String> = add.iter().map(|p| format!("\"{p}\"")).collect();
            let keep_first = dropped.is_none_or(|d| d.spec != first.spec);
            // A comment after the declaration on its line speaks of its import: it goes
            // with a dropped one (as goimports drops it) and stays beside a kept one,
            // rather than ending up after the block's `)` or on the new import's line.
            let comment = line_comment_after(decl);
            if keep_first {
                let mut spec = file.text_of(first.spec).to_string();
                if blanked.is_some_and(|b| b.spec == first.spec) {
                    spec = blank_spec(file, first.spec);
                    spelled_blank = true;
                }
                if let Some(comment) = comment {
                    spec.push(' ');
                    spec.push_str(file.text_of(comment));
                }
                specs.push(spec);
            }
            let end = comment.map_or(decl.end_byte(), |c| c.end_byte());
            // The comment above a dropped first declaration speaks of its import too.
            let start = if keep_first {
                decl.start_byte()
            } else {
                doc_start(file, decl)
            };
            let key = |s: &String| s.rsplit('"').nth(1).unwrap_or_default().to_string();
            specs.sort_by_key(key);
            let text = match specs.as_slice() {
                [] => String::new(),
                [one] => format!("import {one}"),
                many => format!("import (\n\t{}\n)", many.join("\n\t")),
            };
            if specs.is_empty() {
                edits.push(remove_declaration(file, decl));
            } else {
                edits.push(Edit::replace(&file.path, start..end, text));
            }
            if let Some(d) = dropped.filter(|d| d.spec != first.spec) {
                if let Some(decl) = d.spec.parent() {
                    edits.push(remove_declaration(file, decl));
                }
            }
        }
    }
    if let Some(b) = blanked.filter(|_| !spelled_blank) {
        edits.push(match b.spec.field("name") {
            Some(name) => Edit::replace(&file.path, name.start_byte()..name.end_byte(), "_"),
            None => Edit::insert(&file.path, b.spec.start_byte(), "_ ".to_string()),
        });
    }
    edits
}

/// An import spec written as a blank import of its path (`_ "example.com/attrs"`).
fn blank_spec(file: &SourceFile, spec: Node) -> String {
    let path = spec.field("path").map_or("", |p| file.text_of(p));
    format!("_ {path}")
}

/// The comment that follows `decl` on the line it ends on (`import "fmt" // why`), if any.
fn line_comment_after(decl: Node) -> Option<Node> {
    decl.next_sibling()
        .filter(|n| n.kind_name() == "comment" && n.start_position().row == decl.end_position().row)
}

/// Where the comment lines directly above `decl` start (`// fmt formats the keys` over
/// `import "fmt"`), or `decl`'s own start: such a comment speaks of the declaration and
/// goes with it, as its line comment does, rather than staying above what follows.
/// A comment group holding a directive (`//go:generate`, `//go:linkname`, `//line`,
/// `//export`) stays whole: a directive speaks to a tool, not of the import below it.
fn doc_start(file: &SourceFile, decl: Node) -> usize {
    let mut start = decl;
    while let Some(comment) = start.prev_sibling().filter(|p| {
        p.kind_name() == "comment" && p.end_position().row + 1 == start.start_position().row
    }) {
        if is_directive(file.text_of(comment)) {
            return decl.start_byte();
        }
        start = comment;
    }
    start.start_byte()
}

/// Whether a comment is a directive, as Go's go/ast defines one: `//line`, `//extern`,
/// `//export`, or `//` followed at once by `name:` in lower-case letters and digits
/// (`//go:generate`, `//nolint:errcheck`).
pub fn is_directive(comment: &str) -> bool {
    let Some(rest) = comment.strip_prefix("//") else {
        return comment.starts_with("/*line ");
    };
    if ["line ", "extern ", "export "]
        .iter()
        .any(|d| rest.starts_with(d))
    {
        return true;
    }
    let name = rest
        .bytes()
        .take_while(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        .count();
    name > 0
        && rest[name..].starts_with(':')
        && rest[name + 1..]
            .bytes()
            .next()
            .is_some_and(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
}

/// Deletes a whole import declaration with its line and the comment above it, and the
/// blank line after it when one is also before it (gofmt keeps no two blank lines in a
/// row).
fn remove_declaration(file: &SourceFile, decl: Node) -> Edit {
    let start = line_start(file, doc_start(file, decl));
    let mut end = next_line(file, decl.end_byte());
    if file.text[..start].ends_with("\n\n") && file.text[end..].starts_with('\n') {
        end += 1;
    }
    Edit::replace(&file.path, start..end, "")
}

fn line_start(file: &SourceFile, at: usize) -> usize {
    file.text[..at].rfind('\n').map_or(0, |i| i + 1)
}

fn next_line(file: &SourceFile, at: usize) -> usize {
    file.text[at..]
        .find('\n')
        .map_or(file.text.len(), |i| at + i + 1)
}
