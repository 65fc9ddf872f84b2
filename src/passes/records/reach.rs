//! Which record types a file that imports `unsafe` (or `reflect`, outside tests) can reach.
//!
//! Such a file can read a container's memory or walk its fields by name, and the rewrite
//! changes both. But one unrelated file importing `unsafe` (`file_storage_windows.go`, a cgo
//! shim) used to refuse every record of the package. A type is now refused only when such
//! a file can reach its values:
//!
//! - with Go's type facts for the file: some identifier or expression in it has a type that
//!   spells the container or record, or a package struct holding one by value (whose
//!   memory holds the changed layout), or the file names one of those types;
//! - without facts (the file is outside this platform's build, or Go is missing): the file
//!   names one of those types, or a name through which a value of one can be had without
//!   spelling it: a field, function, method or package variable whose declaration spells
//!   it. A value of a type reaches code only through such names.
//!
//! Invariant: pure; reads the package and its facts.

use crate::passes::Declarations;
use crate::syntax::index::{Index, Located};
use crate::syntax::NodeExt;
use crate::syntax::{descendants, named_children, Package, SourceFile};
use foldhash::HashSet;
use std::collections::{BTreeMap, BTreeSet};

/// A file whose imports let it see memory or fields the pass cannot follow.
pub struct Blocking<'a> {
    pub at: Located<'a>,
    pub path: &'a str,
}

/// Files importing `unsafe`, or (with `reflect`) `reflect` outside tests, with the import
/// spec. Reflection is left out where the census judges it: a value handed to reflect is
/// converted to an interface there, which the census lists.
pub fn blocking_files(package: &Package, reflect: bool) -> Vec<Blocking<'_>> {
    let mut out = Vec::new();
    for file in package.all_files() {
        let spec = named_children(file.tree.root_node())
            .into_iter()
            .filter(|n| n.kind_name() == "import_declaration")
            .flat_map(|d| descendants(d).filter(|n| n.kind_name() == "import_spec"))
            .find_map(|spec| {
                let path = spec
                    .field("path")
                    .map(|p| file.text_of(p).trim_matches('"'))?;
                (path == "unsafe" || (reflect && path == "reflect" && !file.is_test()))
                    .then_some((spec, path))
            });
        if let Some((node, path)) = spec {
            out.push(Blocking {
                at: Located { file, node },
                path,
            });
        }
    }
    out
}

/// Identifier-like words of a text, for matching declarations against type names.
fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
}

/// What the declarations of a package say about reaching types, built in one walk so that
/// every candidate's question is a lookup (a walk per candidate was quadratic in
/// `runtime`, with hundreds of structs).
pub struct Reach<'a> {
    /// For a type name, the package structs holding it by value (directly).
    held_by: BTreeMap<&'a str, BTreeSet<&'a str>>,
    /// For a word a declaration spells, the names that declaration binds: fields, functions,
    /// methods, interface methods, package variables.
    yields: BTreeMap<&'a str, BTreeSet<&'a str>>,
}

impl<'a> Reach<'a> {
    pub fn new(index: &Index<'a>) -> Reach<'a> {
        let mut held_by: BTreeMap<&'a str, BTreeSet<&'a str>> = BTreeMap::new();
        let mut yields: BTreeMap<&'a str, BTreeSet<&'a str>> = BTreeMap::new();
        let mut bind = |text: &'a str, name: &'a str| {
            if name != "_" {
                for word in words(text) {
                    yields.entry(word).or_default().insert(name);
                }
            }
        };
        for (holder, decl) in &index.types {
            let file = decl.spec.file;
            for node in descendants(decl.ty) {
                match node.kind_name() {
                    "field_declaration" => {
                        let Some(ty) = node.field("type") else {
                            continue;
                        };
                        if decl.ty.kind_name() == "struct_type" {
                            for held in by_value_names(file, ty) {
                                held_by.entry(held).or_default().insert(holder);
                            }
                        }
                        let mut cursor = node.walk();
                        for name in node.children_by_field_name("name", &mut cursor) {
                            bind(file.text_of(ty), file.text_of(name));
                        }
                    }
                    "method_elem" => {
                        if let Some(name) = node.field("name") {
                            bind(file.text_of(node), file.text_of(name));
                        }
                    }
                    _ => {}
                }
            }
        }
        for func in index.funcs.values() {
            for part in signature(func.at.file, func.at.node) {
                bind(part, func.name);
            }
        }
        for methods in index.methods.values() {
            for method in methods {
                for part in signature(method.at.file, method.at.node) {
                    bind(part, method.name);
                }
            }
        }
        for (name, at) in &index.package_names {
            if at.node.kind_name() == "var_spec" {
                bind(at.file.text_of(at.node), name);
            }
        }
        Reach { held_by, yields }
    }

    /// `X` and every package struct that holds an `X` by value, directly or through such
    /// structs and arrays (their memory holds `X`'s layout).
    pub fn holders(&self, name: &'a str) -> BTreeSet<&'a str> {
        let mut set = BTreeSet::from([name]);
        let mut todo = vec![name];
        while let Some(t) = todo.pop() {
            for holder in self.held_by.get(t).into_iter().flatten() {
                if set.insert(holder) {
                    todo.push(holder);
                }
            }
        }
        set
    }

    /// Names through which code can get a value of one of `types` without spelling it:
    /// fields whose type spells one, functions and methods (and interface methods) whose
    /// signature does, package variables whose declaration does (or names one of those).
    /// With the type names themselves.
    pub fn names_yielding(&self, types: &BTreeSet<&'a str>) -> BTreeSet<&'a str> {
        let mut names = types.clone();
        for t in types {
            names.extend(self.yields.get(t).into_iter().flatten());
        }
        // Package variables whose value comes from a function named above.
        let more: Vec<&str> = names
            .iter()
            .flat_map(|n| self.yields.get(n).into_iter().flatten())
            .copied()
            .collect();
        names.extend(more);
        names.remove("_");
        names
    }
}

/// Type names a field type holds by value: `T`, `[4]T`, `struct{ t T }`; not through a
/// pointer, slice, map, chan or func.
fn by_value_names<'f>(
    file: &'f SourceFile,
    ty: tree_sitter::Node<'f>,
) -> Box<dyn Iterator<Item = &'f str> + 'f> {
    match ty.kind_name() {
        "type_identifier" => Box::new(std::iter::once(file.text_of(ty))),
        "array_type" => match ty.field("element") {
            Some(element) => by_value_names(file, element),
            None => Box::new(std::iter::empty()),
        },
        "struct_type" => Box::new(
            descendants(ty)
                .filter(|n| n.kind_name() == "field_declaration")
                .filter_map(|f| f.field("type"))
                .filter(|t| t.kind_name() == "type_identifier")
                .map(move |t| file.text_of(t)),
        ),
        _ => Box::new(std::iter::empty()),
    }
}

/// A function's parameters and results as written (not its body).
fn signature<'f>(file: &'f SourceFile, func: tree_sitter::Node) -> Vec<&'f str> {
    ["parameters", "result"]
        .iter()
        .filter_map(|f| func.field(f))
        .map(|n| file.text_of(n))
        .collect()
}

/// The identifier-like words a file uses (names, types, fields), in its tree and in the
/// declarations left unparsed alike: a file importing unsafe reaches a type it names
/// wherever it names it, and the parts parsed depend on which candidates still need
/// judging (see `RecordsPass::relevant_names`).
pub fn mentioned(file: &SourceFile) -> &HashSet<Box<str>> {
    file.identifiers()
}

/// The candidates (container and record names) that a file importing unsafe, or reflect
/// outside tests, names itself or through a struct holding it by value: the rule
/// [`reached`] applies first, with or without type facts, so such a candidate is refused
/// whatever its uses. Read from the whole text, so it can be asked before anything but
/// the types is parsed.
pub fn named_by_blocking_files<'a>(
    index: &Index<'a>,
    declarations: &Declarations<'a>,
    candidates: &BTreeSet<&'a str>,
) -> BTreeSet<&'a str> {
    let blocking = blocking_files(declarations.package, false);
    if blocking.is_empty() {
        return BTreeSet::new();
    }
    let words: HashSet<&str> = blocking
        .iter()
        .flat_map(|b| declarations.words(b.at.file))
        .collect();
    let reach = Reach::new(index);
    candidates
        .iter()
        .filter(|c| reach.holders(c).iter().any(|t| words.contains(t)))
        .copied()
        .collect()
}

/// Whether a type as the type checker spells it (`*example.com/p.Player`,
/// `map[string][]example.com/p.item`) names `qualified` (`example.com/p.item`) itself, not
/// a longer name that starts the same.
pub fn spells_type(ty: &str, qualified: &str) -> bool {
    ty.match_indices(qualified).any(|(at, _)| {
        let before = ty[..at].chars().next_back();
        let after = ty[at + qualified.len()..].chars().next();
        !before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.' || c == '/')
            && !after.is_some_and(|c| c.is_alphanumeric() || c == '_')
    })
}

/// Which of `candidates` (container and record names) each blocking file reaches, with
/// the reason to give; the first file that reaches a type is the one named.
pub fn reached<'a>(
    index: &Index<'a>,
    package: &'a Package,
    candidates: &BTreeSet<&'a str>,
    reflect: bool,
) -> BTreeMap<&'a str, (Located<'a>, String)> {
    let mut out: BTreeMap<&'a str, (Located<'a>, String)> = BTreeMap::new();
    let blocking = blocking_files(package, reflect);
    if blocking.is_empty() {
        return out;
    }
    let reach = Reach::new(index);
    let closures: BTreeMap<&str, BTreeSet<&str>> =
        candidates.iter().map(|c| (*c, reach.holders(c))).collect();
    let facts = package.types.known();
    let untyped = blocking
        .iter()
        .any(|b| facts.and_then(|f| f.file(b.at.file).ok()).is_none());
    let yielding: BTreeMap<&str, BTreeSet<&str>> = if untyped {
        closures
            .iter()
            .map(|(c, closure)| (*c, reach.names_yielding(closure)))
            .collect()
    } else {
        BTreeMap::new()
    };
    for file in &blocking {
        let words = mentioned(file.at.file);
        let typed = facts.and_then(|f| f.file(file.at.file).ok());
        let used: Vec<&str> = typed.map(|t| t.types_used()).unwrap_or_default();
        for (candidate, closure) in &closures {
            if out.contains_key(candidate) {
                continue;
            }
            let why = if let Some(named) = closure.iter().find(|t| words.contains(**t)) {
                Some(format!("it names {named}"))
            } else if let (Some(_), Some(facts)) = (typed, facts) {
                closure.iter().find_map(|t| {
                    let q = facts.qualify(t);
                    used.iter().find(|ty| spells_type(ty, &q)).map(|ty| {
                        // Spelled as the package's own code would: `*player`.
                        let local = ty.replace(&format!("{}.", facts.path), "");
                        format!("a value of type {local} is used in it")
                    })
                })
            } else {
                yielding
                    .get(candidate)
                    .into_iter()
                    .flatten()
                    .find(|n| words.contains(**n))
                    .map(|n| format!("it uses {n}, whose declaration spells {candidate}; judged by name, without type facts for the file"))
            };
            if let Some(why) = why {
                out.insert(
                    candidate,
                    (
                        file.at,
                        format!(
                            "{} imports {} and reaches {candidate} ({why}): its records may be reached in ways the pass cannot see",
                            file.at.file.path.display(),
                            file.path
                        ),
                    ),
                );
            }
        }
    }
    out
}

/// The candidates some blocking file reaches by the rule without type facts (a name of
/// the type, or of a field, function, method or variable whose declaration spells it).
/// Type facts can only narrow this, so a package whose every candidate is reached this way
/// needs no type checking for the records pass.
pub fn reached_by_name<'a>(
    index: &Index<'a>,
    package: &'a Package,
    candidates: &BTreeSet<&'a str>,
) -> BTreeSet<&'a str> {
    let blocking = blocking_files(package, false);
    if blocking.is_empty() {
        return BTreeSet::new();
    }
    let words: HashSet<&str> = blocking
        .iter()
        .flat_map(|b| mentioned(b.at.file).iter().map(|w| &**w))
        .collect();
    let reach = Reach::new(index);
    candidates
        .iter()
        .filter(|c| {
            reach
                .names_yielding(&reach.holders(c))
                .iter()
                .any(|n| words.contains(n))
        })
        .copied()
        .collect()
}

#[cfg(test)]
mod tests {
    use super::spells_type;

    #[test]
    fn a_type_spelling_names_whole_types_only() {
        assert!(spells_type("*example.com/p.item", "example.com/p.item"));
        assert!(spells_type(
            "map[string][]example.com/p.item",
            "example.com/p.item"
        ));
        assert!(!spells_type(
            "*example.com/p.itemList",
            "example.com/p.item"
        ));
        assert!(!spells_type(
            "*example.com/q/example.com/p.item",
            "example.com/p.item"
        ));
        assert!(spells_type(
            "func(example.com/p.item) bool",
            "example.com/p.item"
        ));
    }
}
