//! An index of one package's declarations and name occurrences, built once per pass run.
//!
//! It answers the questions a syntax-level rewrite must ask before it can be sure: which
//! types and functions the package declares, which methods hang off each type, and every
//! place a name is spelled (so a pass can prove it has seen every use). Scoping is ignored on
//! purpose: a local that shadows a package-level name counts as a use of it, which can only
//! make a pass refuse more, never rewrite wrongly.
//!
//! Invariant: read-only over the trees of a [`Package`]; no I/O.

use super::{descendants, named_children, unparen, Package, SourceFile, UnparsedBody};
use crate::syntax::NodeExt;
use crate::types::{Object, ObjectKind};
use foldhash::{HashMap, HashSet};
use std::collections::BTreeMap;
use std::sync::OnceLock;
use tree_sitter::Node;

/// What the walk over every node keeps of a node kind.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kept {
    Name,
    Field,
    Nil,
    Other,
}

/// [`Kept`] for every kind id of the grammar: one array read per node, where names cost a
/// lookup and string comparisons. By name, since an alias (`type_identifier`) may have
/// more than one id.
fn kept_kinds() -> &'static [Kept] {
    static KEPT: OnceLock<Vec<Kept>> = OnceLock::new();
    KEPT.get_or_init(|| {
        let language: tree_sitter::Language = unbox_go_grammar::LANGUAGE.into();
        (0..language.node_kind_count())
            .map(|id| {
                let name = u16::try_from(id)
                    .ok()
                    .and_then(|id| language.node_kind_for_id(id));
                match name {
                    Some("identifier" | "type_identifier") => Kept::Name,
                    Some("field_identifier") => Kept::Field,
                    Some("nil") => Kept::Nil,
                    _ => Kept::Other,
                }
            })
            .collect()
    })
}

/// A node together with the file it belongs to.
#[derive(Clone, Copy)]
pub struct Located<'a> {
    pub file: &'a SourceFile,
    pub node: Node<'a>,
}

impl<'a> Located<'a> {
    pub fn text(&self) -> &'a str {
        &self.file.text[self.node.byte_range()]
    }
}

/// A package-level `type Name …` declaration.
#[derive(Clone, Copy)]
pub struct TypeDecl<'a> {
    /// The `type_spec` node.
    pub spec: Located<'a>,
    /// The type after the name (`interface{…}`, `struct{…}`, `bool`, …).
    pub ty: Node<'a>,
    /// The enclosing `type_declaration`, which owns the doc comment and any parentheses.
    pub decl: Node<'a>,
    /// Whether the spec has type parameters (`type Option[T any] …`).
    pub generic: bool,
}

/// A method declaration, keyed by its receiver's base type name.
#[derive(Clone, Copy)]
pub struct MethodDecl<'a> {
    pub at: Located<'a>,
    pub name: &'a str,
    /// `func (r *T) m()` rather than `func (r T) m()`.
    pub pointer_receiver: bool,
    /// The receiver's name, if it has one (`r` in `func (r T) m()`).
    pub receiver_name: Option<&'a str>,
}

/// A package-level function declaration.
#[derive(Clone, Copy)]
pub struct FuncDecl<'a> {
    pub at: Located<'a>,
    pub name: &'a str,
}

/// Package-level declarations no tree covers (functions, variables, constants: see
/// [`SourceFile::left_out`]), over all of a package's files.
pub struct Unparsed<'a> {
    /// Every such name. Hashed, not sorted: sorting syscall's for each index cost a tenth
    /// of its run.
    pub names: HashSet<&'a str>,
    /// The functions among `names`.
    pub funcs: HashSet<&'a str>,
    /// Names of methods declared where no tree covers them.
    pub methods: HashSet<&'a str>,
    /// What the functions and methods no tree covers can call.
    pub bodies: Vec<&'a UnparsedBody>,
}

impl<'a> Unparsed<'a> {
    fn of(package: &'a Package) -> Unparsed<'a> {
        let left_out = || package.all_files().filter_map(|f| f.left_out.as_ref());
        Unparsed {
            names: left_out()
                .flat_map(|l| l.names.iter().map(String::as_str))
                .collect(),
            funcs: left_out()
                .flat_map(|l| l.funcs.iter().map(String::as_str))
                .collect(),
            methods: left_out()
                .flat_map(|l| l.methods.iter().map(String::as_str))
                .collect(),
            bodies: left_out().flat_map(|l| &l.bodies).collect(),
        }
    }
}

/// Declarations and name occurrences of one package (its own files only; the external test
/// package's uses are in `references` too, since they can spell exported names).
pub struct Index<'a> {
    /// The package indexed, for its type facts.
    pub package: &'a Package,
    pub types: BTreeMap<&'a str, TypeDecl<'a>>,
    /// Package-level aliases (`type hook = func()`): the type each stands for.
    pub aliases: BTreeMap<&'a str, TypeDecl<'a>>,
    pub methods: BTreeMap<&'a str, Vec<MethodDecl<'a>>>,
    pub funcs: BTreeMap<&'a str, FuncDecl<'a>>,
    /// Every package-level name (types, funcs, vars, consts) of the parsed files, to avoid
    /// collisions.
    pub package_names: BTreeMap<&'a str, Located<'a>>,
    /// Package-level types and functions declared more than once, with every declaration:
    /// Go allows that only in files for different platforms or tags (`dial_unix.go` and
    /// `dial_windows.go`), so each declaration is what one build sees.
    pub per_build: BTreeMap<&'a str, Vec<Located<'a>>>,
    /// What the files declare where no tree covers them, gathered on first use: most
    /// indexes never ask, and a package of generated constants (syscall) declares tens of
    /// thousands of names.
    unparsed: OnceLock<Unparsed<'a>>,
    /// Every `identifier` and `type_identifier` spelled in the package, by name.
    pub references: HashMap<&'a str, Vec<Located<'a>>>,
    /// Every `field_identifier` (selectors, keys, field and method names), by name.
    pub field_references: HashMap<&'a str, Vec<Located<'a>>>,
    /// Every `nil` in the package.
    pub nils: Vec<Located<'a>>,
    /// Whether `references`, `field_references` and `nils` were filled ([`Index::build`])
    /// or left empty ([`Index::declarations`]).
    pub has_references: bool,
}

impl<'a> Index<'a> {
    /// Builds the index for a package in one walk over each file.
    pub fn build(package: &'a Package) -> Index<'a> {
        Index::declarations(package).with_references()
    }

    /// This index of declarations with the references of every file added: what
    /// [`Index::build`] gives, for a pass that looked at the declarations first.
    pub fn with_references(mut self) -> Index<'a> {
        if !self.has_references {
            for file in self.package.all_files() {
                self.add_references(file);
            }
            self.has_references = true;
        }
        self
    }

    /// The package-level declarations no tree covers.
    pub fn unparsed(&self) -> &Unparsed<'a> {
        self.unparsed.get_or_init(|| Unparsed::of(self.package))
    }

    /// Only the package-level declarations (types, methods, funcs, names), without the
    /// walk over every node that finds references: cheap enough for a pre-check such as
    /// [`Pass::wants_types`](crate::passes::Pass::wants_types). Its reference lists are
    /// empty.
    pub fn declarations(package: &'a Package) -> Index<'a> {
        let mut index = Index {
            package,
            types: BTreeMap::new(),
            methods: BTreeMap::new(),
            funcs: BTreeMap::new(),
            package_names: BTreeMap::new(),
            per_build: BTreeMap::new(),
            unparsed: OnceLock::new(),
            aliases: BTreeMap::new(),
            references: HashMap::default(),
            field_references: HashMap::default(),
            nils: Vec::new(),
            has_references: false,
        };
        for file in &package.files {
            index.add_declarations(file);
        }
        index
    }

    fn add_declarations(&mut self, file: &'a SourceFile) {
        for top in named_children(file.tree.root_node()) {
            match top.kind_name() {
                "type_declaration" => {
                    for spec in named_children(top) {
                        self.add_type_spec(file, top, spec);
                    }
                }
                "function_declaration" => {
                    if let Some(name) = top.field("name") {
                        let name = &file.text[name.byte_range()];
                        let at = Located { file, node: top };
                        self.funcs.insert(name, FuncDecl { at, name });
                        self.declare(name, at);
                    }
                }
                "method_declaration" => self.add_method(file, top),
                "var_declaration" | "const_declaration" => {
                    for node in descendants(top) {
                        if matches!(node.kind_name(), "var_spec" | "const_spec") {
                            let mut cursor = node.walk();
                            for name in node.children_by_field_name("name", &mut cursor) {
                                self.package_names
                                    .insert(&file.text[name.byte_range()], Located { file, node });
                            }
                        }
                    }
                }
                _ => {}
            }
        }
    }

    fn add_type_spec(&mut self, file: &'a SourceFile, decl: Node<'a>, spec: Node<'a>) {
        let Some(name) = spec.field("name") else {
            return;
        };
        let name = &file.text[name.byte_range()];
        let at = Located { file, node: spec };
        self.declare(name, at);
        let Some(ty) = spec.field("type") else {
            return;
        };
        let declared = TypeDecl {
            spec: at,
            ty,
            decl,
            generic: spec.field("type_parameters").is_some(),
        };
        // Aliases are names, not new types with method sets.
        if spec.kind_name() == "type_spec" {
            self.types.insert(name, declared);
        } else {
            self.aliases.insert(name, declared);
        }
    }

    /// The declaration of a package-level type or alias by name: what a field written with
    /// that name holds (`type hook = func()` holds a func as `func()` does).
    pub fn type_or_alias(&self, name: &str) -> Option<&TypeDecl<'a>> {
        self.types.get(name).or_else(|| self.aliases.get(name))
    }

    /// Records a package-level type or function name, and a second declaration of it.
    fn declare(&mut self, name: &'a str, at: Located<'a>) {
        if let Some(first) = self.package_names.insert(name, at) {
            let all = self.per_build.entry(name).or_default();
            if all.is_empty() {
                all.push(first);
            }
            all.push(at);
        }
    }

    fn add_method(&mut self, file: &'a SourceFile, method: Node<'a>) {
        let (Some(receiver), Some(name)) = (method.field("receiver"), method.field("name")) else {
            return;
        };
        let Some(param) = named_children(receiver).into_iter().next() else {
            return;
        };
        let Some(mut ty) = param.field("type").map(unparen) else {
            return;
        };
        let pointer_receiver = ty.kind_name() == "pointer_type";
        if pointer_receiver {
            match ty.named_child(0) {
                Some(inner) => ty = unparen(inner),
                None => return,
            }
        }
        if ty.kind_name() == "generic_type" {
            match ty.field("type") {
                Some(base) => ty = base,
                None => return,
            }
        }
        let receiver_name = param.field("name").map(|n| &file.text[n.byte_range()]);
        let base = &file.text[ty.byte_range()];
        self.methods.entry(base).or_default().push(MethodDecl {
            at: Located { file, node: method },
            name: &file.text[name.byte_range()],
            pointer_receiver,
            receiver_name,
        });
    }

    fn add_references(&mut self, file: &'a SourceFile) {
        let kept = kept_kinds();
        for node in descendants(file.tree.root_node()) {
            let names = match kept.get(usize::from(node.kind_id())) {
                Some(Kept::Name) => &mut self.references,
                Some(Kept::Field) => &mut self.field_references,
                Some(Kept::Nil) => {
                    self.nils.push(Located { file, node });
                    continue;
                }
                _ => continue,
            };
            names
                .entry(&file.text[node.byte_range()])
                .or_default()
                .push(Located { file, node });
        }
    }

    /// Occurrences of a name, or none.
    pub fn references_to(&self, name: &str) -> &[Located<'a>] {
        self.references.get(name).map_or(&[], Vec::as_slice)
    }

    /// Spellings of a package-level type name that denote that type: `io.Writer` is never a
    /// use of the package's own `Writer`, and where the type checker saw the file, a local
    /// variable or field that happens to share the name is left out too. Without type facts
    /// every other spelling is kept, which can only make a pass refuse more.
    pub fn type_references(&self, name: &str) -> Vec<Located<'a>> {
        let qualified = self.qualified(name);
        let qualified = qualified.as_str();
        self.references_to(name)
            .iter()
            .filter(|at| {
                at.node
                    .parent()
                    .is_none_or(|p| p.kind_name() != "qualified_type")
            })
            .filter(|at| {
                // An embedded field's name is the field to the type checker (`struct {
                // board }` holds a board by value): a reference all the same.
                let embedded = at.node.parent().is_some_and(|p| {
                    p.kind_name() == "field_declaration" && p.field("name").is_none()
                });
                self.facts_allow(at, |o| {
                    (o.kind == ObjectKind::Type || embedded)
                        && o.ty.is_some_and(|t| names_type(t, qualified))
                        && (embedded || o.declared.is_none_or(|d| self.declared_in(name, d)))
                })
            })
            .copied()
            .collect()
    }

    /// Spellings of a package-level type name in the package's external tests (`package
    /// foo_test`), which must qualify it (`foo.Player`): the type checker says which
    /// qualified names are this package's type; without its facts every `X.Name` there is
    /// kept, which can only make a pass refuse more. Each is the whole qualified type.
    pub fn external_type_references(&self, name: &str) -> Vec<Located<'a>> {
        let qualified = self.qualified(name);
        let qualified = qualified.as_str();
        self.references_to(name)
            .iter()
            .filter(|at| {
                at.node
                    .parent()
                    .is_some_and(|p| p.kind_name() == "qualified_type")
                    && self
                        .package
                        .external_tests
                        .iter()
                        .any(|f| std::ptr::eq(f, at.file))
            })
            .filter(|at| {
                self.facts_allow(at, |o| {
                    o.kind == ObjectKind::Type && o.ty.is_some_and(|t| names_type(t, qualified))
                })
            })
            // The whole `foo.Player`, which stands where `Player` stands in the package.
            .filter_map(|at| {
                Some(Located {
                    node: at.node.parent()?,
                    ..*at
                })
            })
            .collect()
    }

    /// A package-level name as the type facts spell it (`path.Name`); empty without facts,
    /// where [`Index::facts_allow`] never asks.
    fn qualified(&self, name: &str) -> String {
        self.package
            .types
            .known()
            .map(|t| t.qualify(name))
            .unwrap_or_default()
    }

    /// Whether the type checker, where it saw `at`'s file and resolved `at`, says its object
    /// passes `check`; true without facts, which can only make a pass refuse more.
    fn facts_allow(&self, at: &Located<'a>, check: impl FnOnce(Object) -> bool) -> bool {
        match self.package.types.file(at.file) {
            Ok(facts) => facts.object(at.node).is_none_or(check),
            Err(_) => true,
        }
    }

    /// Spellings of a field name (selectors and literal keys) that denote the field of
    /// `owner`, a package-level struct type: `last.next` with `last *mail` is not a use of
    /// `item.next`. Without type facts, every spelling of the name.
    pub fn field_uses(&self, field: &str, owner: &str) -> Vec<Located<'a>> {
        let qualified = self.qualified(owner);
        let qualified = qualified.as_str();
        self.field_references
            .get(field)
            .map_or(&[][..], Vec::as_slice)
            .iter()
            .filter(|at| {
                self.facts_allow(at, |o| {
                    o.owner.is_none_or(|w| w == qualified)
                        && o.declared.is_none_or(|d| self.declared_in(owner, d))
                })
            })
            .copied()
            .collect()
    }

    /// Whether a declaration site the type checker gives (file name, byte offset) lies in
    /// the package-level declaration of `type_name`: a type declared in a function (`type
    /// task struct{…}` in a helper) is spelled like the package's own, and only where it
    /// and its fields are declared tells them apart. True when the package has no such
    /// declaration parsed (nothing to tell apart from).
    fn declared_in(&self, type_name: &str, (file, offset): (&str, usize)) -> bool {
        self.types.get(type_name).is_none_or(|decl| {
            decl.spec.file.file_name() == file && decl.spec.node.byte_range().contains(&offset)
        })
    }

    /// Methods declared on a type (value and pointer receivers), in source order.
    pub fn methods_of(&self, type_name: &str) -> &[MethodDecl<'a>] {
        self.methods.get(type_name).map_or(&[], Vec::as_slice)
    }

    /// Whether a name is taken at package level (declared, or a method or field the new code
    /// would clash with is checked separately by the pass). The external test package's
    /// declarations are another package's: a name there takes nothing here.
    pub fn is_declared(&self, name: &str) -> bool {
        self.package_names.contains_key(name)
            || self
                .package
                .files
                .iter()
                .filter_map(|f| f.left_out.as_ref())
                .any(|l| l.names.iter().any(|n| n == name))
    }
}

/// Whether a type as the type checker spells it is the named type `qualified` (a generic
/// type's declaration is spelled with its parameters: `pkg.List[T any]`).
fn names_type(ty: &str, qualified: &str) -> bool {
    ty.strip_prefix(qualified)
        .is_some_and(|rest| rest.is_empty() || rest.starts_with('['))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::SourceFile;

    fn package(text: &str) -> Package {
        Package {
            dir: ".".into(),
            name: "a".into(),
            files: vec![SourceFile::parse("a.go".into(), text.into())],
            external_tests: vec![],
            types: Default::default(),
        }
    }

    #[test]
    fn indexes_types_methods_and_funcs() {
        let pkg = package(
            "package a\n\ntype (\n\tT struct{}\n\tU = T\n)\n\nfunc (t *T) m() {}\nfunc (T) n() {}\nfunc F() T { return T{} }\nvar v, w = 1, 2\n",
        );
        let index = Index::build(&pkg);
        assert!(index.types.contains_key("T"));
        assert!(!index.types.contains_key("U"), "aliases have no method set");
        let methods = index.methods_of("T");
        assert_eq!(methods.len(), 2);
        assert!(methods[0].pointer_receiver);
        assert_eq!(methods[0].receiver_name, Some("t"));
        assert_eq!(methods[1].receiver_name, None);
        assert!(index.funcs.contains_key("F"));
        for name in ["T", "U", "F", "v", "w"] {
            assert!(index.is_declared(name), "{name} is declared");
        }
        // `T struct`, `U = T`, two receivers, the result type and the literal.
        assert_eq!(index.references_to("T").len(), 6);
    }
}
