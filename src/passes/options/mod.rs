//! The `options` pass: a sealed functional-option interface becomes one tagged struct.
//!
//! Building an option through an interface boxes its payload (`runtime.convT*`, one heap
//! allocation per `WithX(...)` call). The pass keeps every variant type and method as
//! written, turns the family type into a struct holding a kind tag and the variants' values
//! (sharing fields by type in the compact layout, see [`compact`]), and gives it dispatcher
//! methods that rebuild the variant and call its own method, so no method body is
//! rewritten and the result type-checks by construction. It recognises:
//!
//! - the bare shape: `type Option interface{ apply(*options) }` and constructors
//!   `return cacheOption(c)`;
//! - the wrapper shape: `type CallOption struct{ opt callOption }` around an unexported
//!   interface, constructors `return CallOption{headerOption(kv)}` and use sites
//!   `o.opt.apply(&call)` (which become `o.apply(&call)`);
//! - func adapters (`type optionFunc func(*T)`) as one more variant.
//!
//! It rewrites only when every use of the family, its variants and the wrapper's field is of
//! a shape it understands; anything else is a [`Refusal`] naming the site. The spec is
//! `pass-options.md` in the design folder.
//!
//! The pass reads in this order: `prefilter` (raw texts, before parsing); this module, the
//! model (a [`Family`] found from the declarations, and `plan`, which runs the rest);
//! `checks` (the recognisers of every use, each refusal's reason); `compact` (where each
//! variant's value lives); `switches` (type switches on the family); `edits` (names, edits
//! and notes); `render` (the Go text of the new declarations).
//!
//! Invariant: pure; reads only the [`Package`] it is given.

mod census;
mod checks;
mod compact;
mod edits;
mod payload;
mod prefilter;
mod render;
mod switches;

pub use compact::LayoutChoice;

use super::{Declarations, Finding, Location, Pass, PassOptions, PassOutput, Refusal};
use crate::edit::{Edit, Fix};
use crate::syntax::index::{Index, Located, TypeDecl};
use crate::syntax::outline::DeclKind;
use crate::syntax::NodeExt;
use crate::syntax::{
    call_parts, descendants, enclosing_function, is_exported, is_predeclared_type, named_children,
    parameters, unparen, Package, Parameter, SourceFile,
};
use crate::types::{CallKind, FileTypes, Types};
use checks::*;
use compact::Shape;
use prefilter::{may_hold_family, may_return_only, taken_variadically};
use render::{Layout, Method, Param, Storage};
use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range;
use switches::TypeSwitch;
use tree_sitter::Node;

/// The pass value registered in [`super::registry`].
pub struct OptionsPass;

pub const NAME: &str = "options";

impl Pass for OptionsPass {
    fn name(&self) -> &'static str {
        NAME
    }

    fn summary(&self) -> &'static str {
        "functional-option interfaces into one tagged struct (no allocation per option)"
    }

    fn title_reason(&self) -> &'static str {
        "so options do not allocate"
    }

    fn rationale(&self) -> &'static str {
        "Building an option through an interface boxed its value on the heap \
         (runtime.convT*): one allocation for every option built. The family is now a \
         struct holding a kind tag and each variant inline, so building an option \
         allocates nothing and applying it is a switch on the kind. The variant types and \
         their methods are unchanged."
    }

    fn may_apply(&self, texts: &[&str]) -> bool {
        may_hold_family(texts)
    }

    /// Discovery from declarations alone (no walk over every node): a sealed interface
    /// counts as a family even when nothing shows it taken variadically, so this may say
    /// `true` where `run` finds nothing, never the reverse.
    fn wants_types(&self, package: &Package) -> bool {
        let index = Index::declarations(package);
        index.types.iter().any(|(name, decl)| {
            decl.ty.kind_name() == "interface_type"
                && Family::discover(&index, name, *decl).is_some()
        })
    }

    /// Every interface that could be a family ([`Discoverable`]), its methods, and every
    /// type with a method of the same name (a possible variant); constructors, option
    /// holders and the code using them follow from these by the engine's closure.
    /// `io.Reader`-like interfaces cannot be families and need nothing.
    fn relevant_names(&self, declarations: &Declarations) -> BTreeSet<String> {
        let index = Index::declarations(declarations.package);
        let discoverable = Discoverable::new(&index, declarations);
        let mut names = BTreeSet::new();
        let mut methods = BTreeSet::new();
        for (name, decl) in &index.types {
            if decl.ty.kind_name() != "interface_type" || !discoverable.may_be(name, decl) {
                continue;
            }
            names.insert(name.to_string());
            for elem in named_children(decl.ty) {
                if let Some(method) = elem.field("name") {
                    methods.insert(decl.spec.file.text_of(method));
                }
            }
        }
        for (receiver, method) in declarations.methods {
            if methods.contains(method.as_str()) {
                names.insert(receiver.to_string());
            }
        }
        names.extend(methods.into_iter().map(str::to_string));
        names
    }

    /// Each family that may be discovered: its type, its inner interface and every type
    /// that may be a variant, whose every use the census lists.
    fn census(&self, package: &Package) -> BTreeSet<String> {
        let index = Index::declarations(package);
        let mut names = BTreeSet::new();
        for (name, decl) in &index.types {
            if decl.ty.kind_name() != "interface_type" {
                continue;
            }
            if let Some(family) = Family::discover(&index, name, *decl) {
                names.insert(family.name.to_string());
                names.insert(family.interface_name.to_string());
                names.extend(family.implementers.iter().map(|v| v.to_string()));
            }
        }
        names
    }

    fn run(&self, package: &Package, options: &PassOptions) -> PassOutput {
        // Most packages the byte-level filter lets through hold no family. Discovery from
        // the declarations says so without the walk over every node that `Index::build`
        // costs (over-inclusive, as in `wants_types`); generic interfaces are judged below.
        let declared = Index::declarations(package);
        let possible = declared.types.iter().any(|(name, decl)| {
            decl.ty.kind_name() == "interface_type"
                && (decl.generic || Family::discover(&declared, name, *decl).is_some())
        });
        if !possible {
            return PassOutput::default();
        }
        let index = declared.with_references();
        let mut output = PassOutput::default();
        let mut families = Vec::new();
        for (name, decl) in &index.types {
            if decl.ty.kind_name() != "interface_type" {
                continue;
            }
            let Some(family) = Family::discover(&index, name, *decl) else {
                // A generic option-like interface is never discovered (its constructors
                // return `Option[T]`); say so rather than pass it over in silence.
                let has_methods = named_children(decl.ty)
                    .iter()
                    .any(|n| n.kind_name() == "method_elem");
                if decl.generic && has_methods && named_like_option(name) {
                    output.refusals.push(Refusal {
                        pass: NAME,
                        subject: name.to_string(),
                        code: "generic_family",
                        location: Location::at(decl.spec.file, decl.spec.node.start_byte()),
                        message: format!(
                            "{name} has type parameters; generic families are not rewritten"
                        ),
                    });
                }
                continue;
            };
            families.push(family);
        }
        let names: Vec<&str> = families.iter().map(|f| f.name).collect();
        for family in &mut families {
            family.package_families = names.clone();
        }
        // Families that share a variant are rewritten together or not at all: each is
        // planned with the others as partners, and one that fails takes its partners'
        // shared construction back to a refusal, until nothing changes.
        let mut partners: BTreeSet<String> = BTreeSet::new();
        let mut results: Vec<Result<Finding, Vec<Refusal>>> = families
            .iter()
            .map(|f| f.plan(&index, options, &partners))
            .collect();
        // Each round can only shrink the set, so the families' count bounds the rounds.
        for _ in 0..=families.len() {
            let only_shared = |r: &Result<Finding, Vec<Refusal>>| match r {
                Ok(_) => true,
                Err(refusals) => refusals.iter().all(|r| r.code == SHARED),
            };
            let wanted: BTreeSet<String> = families
                .iter()
                .zip(&results)
                .filter(|(_, r)| only_shared(r))
                .map(|(f, _)| f.name.to_string())
                .collect();
            let sharing = results.iter().any(|r| {
                r.as_ref()
                    .is_err_and(|rs| rs.iter().any(|r| r.code == SHARED))
            });
            if !sharing || wanted == partners {
                break;
            }
            partners = wanted;
            results = families
                .iter()
                .map(|f| f.plan(&index, options, &partners))
                .collect();
        }
        for result in results {
            match result {
                Ok(finding) => output.findings.push(finding),
                Err(mut refusals) => {
                    refusals.sort_by(|a, b| a.location.cmp(&b.location).then(a.code.cmp(b.code)));
                    refusals.dedup();
                    output.refusals.extend(refusals);
                }
            }
        }
        output
    }
}

/// The refusal code of a variant also built for another family, which is lifted when
/// that family is rewritten too.
const SHARED: &str = "variant_shared";

/// What the declarations and the outlines say of an interface before its uses are parsed:
/// whether [`Family::discover`] could accept it once they are. Each test is one discovery
/// needs, read over-inclusively, so that an interface this rejects is never a family.
struct Discoverable<'i, 'a> {
    index: &'i Index<'a>,
    declarations: &'i Declarations<'i>,
    /// Types held by an option-named struct some function may return (a wrapper).
    wrapped: BTreeSet<&'a str>,
    /// The method names each receiver type declares.
    method_sets: BTreeMap<&'i str, BTreeSet<&'i str>>,
}

impl<'i, 'a> Discoverable<'i, 'a> {
    fn new(index: &'i Index<'a>, declarations: &'i Declarations<'i>) -> Self {
        let wrapped = index
            .types
            .iter()
            // A wrapper counts once a constructor may return it (find_wrapper): net/http's
            // http2ServeConnOpts holds a Handler but nothing returns one.
            .filter(|(name, decl)| {
                decl.ty.kind_name() == "struct_type"
                    && named_like_option(name)
                    && may_be_constructed(declarations, name)
            })
            .flat_map(|(_, decl)| {
                wrapper_fields(decl.ty)
                    .into_iter()
                    .filter_map(move |f| f.field("type"))
                    .map(move |t| decl.spec.file.text_of(t))
            })
            .collect();
        let mut method_sets: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
        for (receiver, method) in declarations.methods {
            method_sets
                .entry(receiver.as_str())
                .or_default()
                .insert(method.as_str());
        }
        Discoverable {
            index,
            declarations,
            wrapped,
            method_sets,
        }
    }

    /// Whether the interface `name` may be a family. A generic one always may: it is
    /// refused with its reason (`generic_family`), not passed over.
    fn may_be(&self, name: &str, decl: &TypeDecl) -> bool {
        if decl.generic {
            return true;
        }
        let elems: Vec<&str> = named_children(decl.ty)
            .iter()
            .filter_map(|e| e.field("name"))
            .map(|m| decl.spec.file.text_of(m))
            .collect();
        let sealed = elems.iter().all(|m| !is_exported(m));
        let option_like = named_like_option(name) || self.wrapped.contains(name);
        if !(option_like || sealed) {
            return false;
        }
        // A variant: a package type with every one of its methods.
        let implemented = self
            .method_sets
            .values()
            .any(|set| elems.iter().all(|m| set.contains(m)));
        if !implemented {
            return false;
        }
        // Sealed and named like nothing in particular, it is a family only if taken
        // variadically, itself or through a struct that wraps it (`looks_like_options`):
        // go/types' and net/http's sealed interfaces are not, and cost 4.6 MB of parsing.
        let wrappers = wrappers_of(self.index, name);
        if !option_like {
            let texts = || {
                self.declarations
                    .package
                    .all_files()
                    .map(|f| f.text.as_str())
            };
            let variadic = std::iter::once(name)
                .chain(wrappers.iter().copied())
                .any(|family| taken_variadically(texts(), family));
            if !variadic {
                return false;
            }
        }
        // A constructor: a package function returning the family, the interface or a
        // struct wrapping it (net/http's Handler, wrapped in http2ServeConnOpts, has none,
        // and cost 1.4 MB of parsing).
        std::iter::once(name)
            .chain(wrappers)
            .any(|family| may_be_constructed(self.declarations, family))
    }
}

/// A name that says it is an option (`Option`, `callOpt`, `DialOptions`).
fn named_like_option(name: &str) -> bool {
    name.to_ascii_lowercase().contains("opt")
}

/// Refusals gathered while checking one family; any one of them leaves it untouched.
struct Refusals<'a> {
    subject: &'a str,
    items: Vec<Refusal>,
}

impl Refusals<'_> {
    fn refuse(&mut self, at: Located, code: &'static str, message: String) {
        self.items.push(Refusal {
            pass: NAME,
            subject: self.subject.to_string(),
            code,
            location: Location::at(at.file, at.node.start_byte()),
            message,
        });
    }
}

/// The package-level names through which values of the family may reach code: `seeds`
/// (the family, its wrapper, variants and constructors), then every variable or constant
/// whose declaration spells one, and every function or method whose results do (`var
/// defaultOpts = []Option{…}`, `func Defaults() []Option`), until none is added. Each
/// with the name it was reached through. A file no type facts describe that spells one
/// may print, compare or store an option without naming the family. Types holding the
/// family are not followed: the closure would take in most of a package through them
/// (fx's App, through its shutdowner).
fn carriers(package: &crate::syntax::Package, seeds: &[&str]) -> BTreeMap<String, String> {
    let mut found: BTreeMap<String, String> = seeds
        .iter()
        .map(|s| (s.to_string(), s.to_string()))
        .collect();
    // Each declaration's names with the words that carry options into them.
    let mut declarations: Vec<(Vec<String>, BTreeSet<String>)> = Vec::new();
    for file in package.all_files() {
        let Some(outline) = crate::syntax::outline::outline(&file.text) else {
            continue;
        };
        for declaration in &outline.declarations {
            let words: BTreeSet<String> = match declaration.kind {
                DeclKind::Var | DeclKind::Const => {
                    declaration.words.iter().map(|w| w.to_string()).collect()
                }
                DeclKind::Func | DeclKind::Method => {
                    let text = file.text.get(declaration.range.clone()).unwrap_or_default();
                    crate::syntax::outline::identifiers(result_text(text))
                        .map(str::to_string)
                        .collect()
                }
                _ => continue,
            };
            let names = declaration.names.iter().map(|n| n.to_string()).collect();
            declarations.push((names, words));
        }
    }
    loop {
        let mut added = false;
        for (names, words) in &declarations {
            if names.iter().all(|n| found.contains_key(n)) {
                continue;
            }
            // The least name, so that the message is the same on every run.
            let Some(via) = words.iter().find(|w| found.contains_key(*w)).cloned() else {
                continue;
            };
            for name in names {
                if !matches!(name.as_str(), "_" | "init") && !found.contains_key(name) {
                    found.insert(name.clone(), via.clone());
                    added = true;
                }
            }
        }
        if !added {
            return found;
        }
    }
}

/// The results of a function or method declaration's text (`[]Option` in `func
/// Defaults() []Option {…}`): what follows its parameter list, up to its body.
fn result_text(text: &str) -> &str {
    let bytes = text.as_bytes();
    // Past a balanced group opening at `at` (`(…)` or `[…]`).
    let skip_group = |at: usize| -> usize {
        let (open, close) = (bytes[at], if bytes[at] == b'(' { b')' } else { b']' });
        let mut depth = 0;
        for (i, &b) in bytes.iter().enumerate().skip(at) {
            if b == open {
                depth += 1;
            } else if b == close {
                depth -= 1;
                if depth == 0 {
                    return i + 1;
                }
            }
        }
        bytes.len()
    };
    let skip_space = |mut at: usize| {
        while at < bytes.len() && bytes[at].is_ascii_whitespace() {
            at += 1;
        }
        at
    };
    let Some(mut at) = text.find("func").map(|f| skip_space(f + 4)) else {
        return "";
    };
    if bytes.get(at) == Some(&b'(') {
        at = skip_space(skip_group(at)); // The receiver.
    }
    while at < bytes.len()
        && (bytes[at].is_ascii_alphanumeric() || bytes[at] == b'_' || bytes[at] >= 0x80)
    {
        at += 1;
    }
    at = skip_space(at);
    if bytes.get(at) == Some(&b'[') {
        at = skip_space(skip_group(at)); // Type parameters.
    }
    if bytes.get(at) != Some(&b'(') {
        return "";
    }
    at = skip_group(at); // The parameters.
    let rest = &text[at..];
    // The body's brace: the first `{` outside brackets that no `struct` or `interface`
    // opens (a result type `struct{…}` is rare; stopping there loses only its fields).
    let end = rest.find('{').unwrap_or(rest.len());
    &rest[..end]
}

/// Where `name` is first spelled as a word in `text` (0 when it is not).
fn first_spelling(text: &str, name: &str) -> usize {
    let bytes = text.as_bytes();
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80;
    crate::syntax::occurrences(text, name)
        .find(|&at| {
            let end = at + name.len();
            (at == 0 || !word(bytes[at - 1])) && (end >= bytes.len() || !word(bytes[end]))
        })
        .unwrap_or(0)
}

/// Why a family named in a file of another build is refused: that file has no facts.
fn other_build_message(file_name: &str, constraint: &str, name: &str) -> String {
    format!(
        "{file_name} is left out of the build judged ({constraint}), so its uses of {name} have no type facts: whether it prints, compares or stores an option there cannot be told"
    )
}

/// A wrapper struct whose only field holds the family interface.
#[derive(Clone, Copy)]
struct Wrapper<'a> {
    name: &'a str,
    decl: TypeDecl<'a>,
    /// The field's name (`opt`); for an embedded interface, its type's name.
    field: &'a str,
    /// The interface is embedded (`struct{ getOption }`), its methods promoted: refused.
    embedded: bool,
}

/// One method of the family interface.
struct InterfaceMethod<'a> {
    node: Node<'a>,
    name: &'a str,
    /// Parameter and result types with names and blanks removed, for matching methods.
    signature: String,
}

/// A variant value built in a constructor's return, to be stored in the family struct.
struct Construction<'a> {
    file: &'a SourceFile,
    variant: &'a str,
    pointer: bool,
    /// The expression that builds the variant (`headerOption(kv)`, `&echoOpt{}`).
    expr: Node<'a>,
    /// For the wrapper shape: the element of `CallOption{…}` holding `expr` (positional, or
    /// keyed `opt: expr`), whose key is replaced by the kind and field.
    element: Option<Node<'a>>,
    /// `var _ Option = (*v)(nil)`: a check that the variant implements the interface, not a
    /// value anyone uses. It stays a check (of the method set, spelled out) and says nothing
    /// of how the variant is stored.
    assertion: Option<Node<'a>>,
}

/// A candidate option family, found by [`Family::discover`] and checked by [`Family::plan`].
struct Family<'a> {
    interface: TypeDecl<'a>,
    interface_name: &'a str,
    wrapper: Option<Wrapper<'a>>,
    /// The type users see: the wrapper if there is one, else the interface.
    name: &'a str,
    methods: Vec<InterfaceMethod<'a>>,
    /// Package types whose method set matches the interface: the variants.
    implementers: BTreeSet<&'a str>,
    /// Package functions returning the family type.
    constructors: BTreeSet<&'a str>,
    /// The names of every family found in the package, this one's included: each
    /// family's kind type is named knowing the others' (`Option` and `option` would
    /// both make `optionKind`).
    package_families: Vec<&'a str>,
    /// No type's methods spell the family's signatures; `implementers` holds the types
    /// with the family's method names instead, and the family is refused.
    spelled_differently: bool,
    /// Aliases of the package on which the family's methods are declared (`func (o
    /// cAlias) apply(…)` with `type cAlias = countOption`): the variant is the aliased
    /// type, which matching by declared names does not find; the family is refused.
    aliased_variants: Vec<&'a str>,
}

impl<'a> Family<'a> {
    /// Recognises an interface as an option family: it has methods, some package type
    /// implements them, and some function returns the family built from such a type.
    fn discover(index: &Index<'a>, name: &'a str, interface: TypeDecl<'a>) -> Option<Family<'a>> {
        let file = interface.spec.file;
        let methods: Vec<InterfaceMethod> = named_children(interface.ty)
            .into_iter()
            .filter(|n| n.kind_name() == "method_elem")
            .filter_map(|n| {
                let method_name = n.field("name")?;
                Some(InterfaceMethod {
                    node: n,
                    name: &file.text[method_name.byte_range()],
                    signature: signature(file, n.field("parameters")?, n.field("result")),
                })
            })
            .collect();
        if methods.is_empty() {
            return None;
        }
        let wrapper = find_wrapper(index, name);
        // Without a constructor there is no family, whatever implements it: say so before
        // comparing every type's methods.
        let family_name = wrapper.map_or(name, |w| w.name);
        let constructors: BTreeSet<&str> = index
            .funcs
            .values()
            .filter(|f| returns_type(f.at.file, f.at.node, family_name))
            .map(|f| f.name)
            .collect();
        if constructors.is_empty() {
            return None;
        }
        // The package's concrete types (the wrapper aside) with a method of each name the
        // family has: variants when the signatures are spelled alike.
        let named_alike: Vec<&str> = index
            .types
            .iter()
            .filter(|(_, t)| t.ty.kind_name() != "interface_type")
            .filter(|(type_name, _)| wrapper.is_none_or(|w| w.name != **type_name))
            .filter(|(type_name, _)| {
                let declared = index.methods_of(type_name);
                methods
                    .iter()
                    .all(|m| declared.iter().any(|d| d.name == m.name))
            })
            .map(|(type_name, _)| *type_name)
            .collect();
        let implementers: BTreeSet<&str> = named_alike
            .iter()
            .copied()
            .filter(|type_name| {
                let declared = index.methods_of(type_name);
                methods.iter().all(|m| {
                    declared.iter().any(|d| {
                        d.name == m.name
                            && method_signature(d.at.file, d.at.node).as_deref()
                                == Some(m.signature.as_str())
                    })
                })
            })
            .collect();
        // Types whose methods have the family's names but spell a signature otherwise
        // (`apply(r *httpReq)` with `type httpReq = http.Request`): Go may count them
        // as variants while matching by spelling cannot, so the family is reported
        // and refused rather than skipped in silence.
        let spelled_otherwise: Vec<&str> = if implementers.is_empty() {
            named_alike
        } else {
            Vec::new()
        };
        if implementers.is_empty() && spelled_otherwise.is_empty() {
            return None;
        }
        let aliased_variants: Vec<&str> = index
            .aliases
            .keys()
            .copied()
            .filter(|alias| {
                let declared = index.methods_of(alias);
                methods
                    .iter()
                    .all(|m| declared.iter().any(|d| d.name == m.name))
            })
            .collect();
        let spelled_differently = !spelled_otherwise.is_empty();
        let family = Family {
            interface,
            interface_name: name,
            wrapper,
            name: family_name,
            methods,
            implementers: if spelled_differently {
                spelled_otherwise.into_iter().collect()
            } else {
                implementers
            },
            constructors,
            package_families: Vec::new(),
            spelled_differently,
            aliased_variants,
        };
        let builds_variant = family.constructors.iter().any(|c| {
            let func = index.funcs[c].at;
            returns_of(func.node)
                .into_iter()
                .any(|r| family.variant_in_return(func.file, r).is_some())
        });
        (builds_variant && looks_like_options(index, &family)).then_some(family)
    }

    /// With type facts, a package type that implements the family through methods of an
    /// embedded field declares none of them, so discovery by declared methods misses it,
    /// and its constructor or uses were refused for what they look like. Say the true
    /// reason: the rewrite stores each variant's own value and calls its own methods.
    fn refuse_promoted_variants(&self, index: &Index<'a>, out: &mut Refusals) {
        let Some(facts) = index.package.types.known() else {
            return;
        };
        let implementing = facts.implementers.get(self.interface_name);
        for ty in implementing.into_iter().flatten() {
            if self.implementers.contains(ty.as_str()) || self.wrapper.is_some_and(|w| w.name == ty)
            {
                continue;
            }
            let promoted: Vec<&str> = facts
                .methods
                .get(ty)
                .into_iter()
                .flatten()
                .filter(|m| m.promoted && self.methods.iter().any(|f| f.name == m.name))
                .map(|m| m.name.as_str())
                .collect();
            let Some(decl) = index.types.get(ty.as_str()) else {
                continue;
            };
            if promoted.is_empty() {
                continue;
            }
            out.refuse(
                decl.spec,
                "promoted_variant",
                format!(
                    "{ty} implements {} through an embedded field ({} promoted); variants whose methods are inherited are not rewritten",
                    self.interface_name,
                    promoted.join(", ")
                ),
            );
        }
    }

    /// A file of the package that this build leaves out (`//go:build debug`, `_windows.go`)
    /// is in no type facts: where its code hands an option to fmt, compares or stores it,
    /// nothing can tell. One that names the family, a variant or a constructor refuses
    /// the family, with its tag; with no facts at all, the syntactic rules judge every
    /// file alike (and say `no_type_info`).
    fn refuse_other_build_uses(&self, index: &Index<'a>, out: &mut Refusals) {
        let types = &index.package.types;
        // A declaration per build already says it for such files.
        if types.known().is_none() || out.items.iter().any(|r| r.code == "declared_per_build") {
            return;
        }
        let seeds: Vec<&str> = std::iter::once(self.interface_name)
            .chain(self.wrapper.map(|w| w.name))
            .chain(self.implementers.iter().copied())
            .chain(self.constructors.iter().copied())
            .collect();
        let Some(facts) = types.known() else { return };
        let others: Vec<&crate::syntax::SourceFile> = index
            .package
            .all_files()
            .filter(|f| types.file(f).is_err())
            .collect();
        if others.is_empty() && facts.other_build_uses().is_empty() {
            return;
        }
        let carriers = carriers(index.package, &seeds);
        // How a name reached the family, for the message (`defaultOpts, declared with
        // Option`).
        let said = |name: &str| match carriers.get(name) {
            Some(via) if via != name => format!("{name} (declared with {via})"),
            _ => name.to_string(),
        };
        for file in others {
            // Files without facts for another reason (external tests that do not
            // type-check) are judged as those are.
            let Some(constraint) = crate::platforms::constraint(file.file_name(), &file.text)
            else {
                continue;
            };
            let Some(name) = carriers
                .keys()
                .find(|n| file.identifiers().contains(n.as_str()))
            else {
                continue;
            };
            let message = other_build_message(file.file_name(), &constraint, &said(name));
            match index
                .references_to(name)
                .iter()
                .find(|at| at.file.path == file.path)
            {
                Some(at) => out.refuse(*at, "other_build_use", message),
                None => out.items.push(Refusal {
                    pass: NAME,
                    subject: out.subject.to_string(),
                    code: "other_build_use",
                    location: Location::at(file, first_spelling(&file.text, name)),
                    message,
                }),
            }
            return;
        }
        // The module's other packages: their files of other builds select from this one
        // (`opts []redis.Option` compared with nil in a `//go:build debug` file), a
        // function or variable handing out options included (`client.Defaults()`).
        let Some((used, name)) = facts.other_build_uses().iter().find_map(|u| {
            let name = carriers
                .get_key_value(u.name.as_str())
                .map(|(k, _)| k.as_str());
            (u.name == "." || name.is_some()).then_some((u, name))
        }) else {
            return;
        };
        let name = name.map(said);
        let (file_name, constraint) = (used.file_name(), used.constraint());
        let name = name.unwrap_or_else(|| self.interface_name.to_string());
        let message = match &used.module {
            Some(module) => format!(
                "{file_name} belongs to another module ({}), built on its own, so its uses of {name} have no type facts here: whether it prints, compares or stores an option there cannot be told",
                module.display()
            ),
            None if used.name == "." => format!(
                "{file_name} dot-imports this package and is left out of the build judged ({constraint}): its uses of {name} have no type facts, so whether it prints, compares or stores an option there cannot be told"
            ),
            None => other_build_message(file_name, &constraint, &name),
        };
        out.items.push(Refusal {
            pass: NAME,
            subject: out.subject.to_string(),
            code: if used.module.is_some() {
                "other_module_use"
            } else {
                "other_build_use"
            },
            location: Location {
                file: used.path.clone(),
                position: crate::syntax::Position {
                    line: used.line,
                    column: used.column,
                },
            },
            message,
        });
    }

    /// A variant's method whose behaviour depends on who calls it, which the dispatcher the
    /// rewrite adds between its callers and it changes: it reads the call stack
    /// (`runtime.Caller(1)` to record who applied the option, `debug.Stack()`), reports a
    /// caller's line (`log.Output(2, …)`, `t.Helper()` before `t.Logf`), or recovers
    /// (`recover()` stops a panic only when called by the deferred function itself, and a
    /// `defer o.apply(…)` would defer the dispatcher). Read from the method's own body
    /// (what it calls is not followed); the type checker says which `Output` and `Helper`
    /// are log's and testing's, and without it every such call counts.
    fn refuse_stack_readers(&self, index: &Index<'a>, out: &mut Refusals) {
        const READERS: &[&str] = &[
            "runtime.Caller(",
            "runtime.Callers(",
            "runtime.Stack(",
            "debug.Stack(",
            "debug.PrintStack(",
        ];
        for variant in &self.implementers {
            for method in index.methods_of(variant) {
                let file = method.at.file;
                let text = file.text_of(method.at.node);
                if let Some(reader) = READERS.iter().find(|r| text.contains(*r)) {
                    out.refuse(
                        method.at,
                        "reads_call_stack",
                        format!(
                            "method {variant}.{} calls {}…): the dispatcher the rewrite adds between its callers and it is one more frame on the stack, so what it reads there would change",
                            method.name,
                            reader
                        ),
                    );
                    return;
                }
                if let Some((code, why)) = frame_sensitive_call(index, file, method.at.node) {
                    out.refuse(
                        method.at,
                        code,
                        format!("method {variant}.{} {why}", method.name),
                    );
                    return;
                }
            }
            // A func adapter's payload runs under its method, one frame further from
            // the caller: a literal converted to the variant in plain sight
            // (`optionFunc(func(c *config) { runtime.Caller(2) … })`) is read as well.
            for literal in converted_literals(index, variant) {
                let text = literal.file.text_of(literal.node);
                let why = match READERS.iter().find(|r| text.contains(*r)) {
                    Some(reader) => Some((
                        "reads_call_stack",
                        format!(
                            "calls {reader}…): the dispatcher the rewrite adds between its callers and the {variant} method running it is one more frame on the stack, so what it reads there would change"
                        ),
                    )),
                    // recover() in the payload never ran as the deferred function
                    // itself (the method calling it did), so no dispatcher changes it.
                    None => frame_sensitive_call(index, literal.file, literal.node)
                        .filter(|(code, _)| *code != "variant_recovers"),
                };
                if let Some((code, why)) = why {
                    out.refuse(
                        literal,
                        code,
                        format!("the function converted to {variant} here {why}"),
                    );
                    return;
                }
            }
        }
    }

    /// A family type, variant, constructor or variant method declared once per platform
    /// (`socket_unix.go` and `socket_windows.go`): the rewrite would follow one of the
    /// declarations and could break the builds that see the other.
    fn refuse_per_build_declarations(&self, index: &Index<'a>, out: &mut Refusals) {
        let types = std::iter::once(self.interface_name)
            .chain(self.wrapper.map(|w| w.name))
            .chain(self.implementers.iter().copied());
        for name in types.chain(self.constructors.iter().copied()) {
            if let Some(all) = index.per_build.get(name) {
                let files: Vec<&str> = all.iter().map(|at| at.file.file_name()).collect();
                out.refuse(
                    all[1],
                    "declared_per_build",
                    format!(
                        "{name} is declared in {} (each for other platforms or tags); a rewrite following one declaration could break the builds that see another",
                        files.join(" and ")
                    ),
                );
            }
        }
        // A variant, its method or a constructor declared under a build constraint the
        // family's declaration does not carry (`opts_linux.go`): the dispatcher written
        // beside the family would name it in builds that do not compile that file.
        let family = index.types.get(self.interface_name).map(|d| d.spec.file);
        // A line every build of the module satisfies (`//go:build go1.21` under a go 1.26
        // line) constrains nothing; the go line is known from the type facts.
        let go_minor = index
            .package
            .types
            .known()
            .and_then(|facts| facts.go_minor());
        let constraint_of = |file: &SourceFile| {
            crate::platforms::constraint_in_module(file.file_name(), &file.text, go_minor)
        };
        let family_constraint = family.and_then(constraint_of);
        let declared = self
            .implementers
            .iter()
            .filter_map(|v| index.types.get(v).map(|d| (*v, d.spec)))
            .chain(
                self.implementers
                    .iter()
                    .flat_map(|v| index.methods_of(v).iter().map(move |m| (*v, m.at))),
            )
            .chain(
                self.constructors
                    .iter()
                    .filter_map(|c| index.funcs.get(c).map(|f| (*c, f.at))),
            );
        let family_is_test = family.is_some_and(|f| f.is_test());
        for (name, at) in declared {
            // A test file is another build too: `go build` never compiles it (a variant
            // or its method in opts_test.go, the export_test.go idiom). A constructor
            // there is rewritten where it stands, which only tests compile anyway.
            if at.file.is_test() && !family_is_test && !self.constructors.contains(name) {
                out.refuse(
                    at,
                    "declared_per_build",
                    format!(
                        "{name} is declared in {}, which only `go test` compiles: the rewritten family in {} would name it in every build",
                        at.file.file_name(),
                        family.map_or("the family's file", |f| f.file_name())
                    ),
                );
                break;
            }
            let own = constraint_of(at.file);
            if own.is_some() && own != family_constraint {
                // The rewritten family names variants and their methods, not
                // constructors: for one, what other builds hold is what cannot be told.
                let why = if self.constructors.contains(name) {
                    format!("another build may declare its own {name} in a file no type facts describe, whose body the rewrite could not change to build the struct")
                } else {
                    "the rewritten family would name it there".to_string()
                };
                out.refuse(
                    at,
                    "declared_per_build",
                    format!(
                        "{name} is declared in {} ({}), which not every build compiling {} compiles: {why}",
                        at.file.file_name(),
                        own.unwrap_or_default(),
                        family.map_or("the family's file", |f| f.file_name())
                    ),
                );
                break;
            }
        }
        for variant in &self.implementers {
            let methods = index.methods_of(variant);
            for (i, method) in methods.iter().enumerate() {
                if let Some(first) = methods[..i].iter().find(|m| m.name == method.name) {
                    out.refuse(
                        method.at,
                        "declared_per_build",
                        format!(
                            "method {variant}.{} is declared in {} and {} (each for other platforms or tags); a rewrite following one declaration could break the builds that see another",
                            method.name,
                            first.at.file.file_name(),
                            method.at.file.file_name()
                        ),
                    );
                }
            }
        }
    }

    /// The variant construction a constructor's return expression holds, if any.
    fn variant_in_return(
        &self,
        file: &'a SourceFile,
        expr: Node<'a>,
    ) -> Option<(Node<'a>, Option<Node<'a>>)> {
        let expr = unparen(expr);
        match self.wrapper {
            None => {
                let (variant, _) = construction(file, expr)?;
                self.implementers.contains(variant).then_some((expr, None))
            }
            Some(wrapper) => {
                let element = wrapper_element(file, expr, wrapper)?;
                let value = element_value(element)?;
                let (variant, _) = construction(file, value)?;
                self.implementers
                    .contains(variant)
                    .then_some((value, Some(element)))
            }
        }
    }

    /// Checks every use and, when all are understood, builds the finding and its fix.
    ///
    /// `partners` names the families of the package being rewritten alongside, which a
    /// variant of this one may also be built for (dig's `withBeforeCallbackOption`, both a
    /// `ProvideOption` and a `DecorateOption`).
    fn plan(
        &self,
        index: &Index<'a>,
        options: &PassOptions,
        partners: &BTreeSet<String>,
    ) -> Result<Finding, Vec<Refusal>> {
        let mut out = Refusals {
            subject: self.name,
            items: Vec::new(),
        };
        let declared_at = self.interface.spec;
        if self.spelled_differently {
            let variants: Vec<&str> = self.implementers.iter().copied().collect();
            let method = &self.methods[0];
            out.refuse(
                declared_at,
                "variant_signature_spelled_otherwise",
                format!(
                    "{} declare{} the methods of {} ({}…) but spell{} their signatures otherwise (an alias, another name for a package or a parameter type): the variants are matched by the signatures' spelling, which finds none",
                    variants.join(", "),
                    if variants.len() == 1 { "s" } else { "" },
                    self.interface_name,
                    method.name,
                    if variants.len() == 1 { "s" } else { "" },
                ),
            );
            return Err(out.items);
        }
        // `func (o cAlias) apply(…)` with `type cAlias = countOption`: Go's variant is
        // countOption, but variants are matched by the name their methods are declared
        // on, so code building countOption would read as building no variant.
        if let Some((variant, decl)) = self
            .aliased_variants
            .iter()
            .find_map(|v| index.aliases.get(v).map(|d| (*v, d)))
        {
            out.refuse(
                decl.spec,
                "variant_aliased",
                format!(
                    "{variant}, on which the methods of {} are declared, is another name for {} (`{}`): variants are matched by the name their methods are declared on, so what builds {} would not be read as building this variant",
                    self.interface_name,
                    decl.spec.file.text_of(decl.ty),
                    crate::syntax::first_line_of(decl.spec.file.text_of(decl.spec.node)),
                    decl.spec.file.text_of(decl.ty),
                ),
            );
            return Err(out.items);
        }
        if self.interface.generic {
            out.refuse(
                declared_at,
                "generic_family",
                format!(
                    "{} has type parameters; generic families are not rewritten",
                    self.interface_name
                ),
            );
        }
        // `type valueOption[T any] struct{…}`: each instantiation is its own type, and no
        // one field of the struct could hold a T for every T. Its other refusals (the
        // constructor's `valueOption[T]{…}` is no plain variant) would only follow from it.
        if let Some((variant, decl)) = self
            .implementers
            .iter()
            .find_map(|v| Some((*v, index.types.get(v).filter(|d| d.generic)?)))
        {
            out.refuse(
                decl.spec,
                "generic_variant",
                format!(
                    "variant {variant} has type parameters: one struct {} cannot hold its fields for every type argument",
                    self.name
                ),
            );
            return Err(out.items);
        }
        // `type Opt = Option`: constructors and variables spelled with the alias would
        // need the rewrite as much as those spelling the family.
        if let Some(alias) = index.references_to(self.interface_name).iter().find(|at| {
            at.node
                .parent()
                .is_some_and(|p| p.kind_name() == "type_alias" && p.field("type") == Some(at.node))
        }) {
            let name = alias
                .node
                .parent()
                .and_then(|p| p.field("name"))
                .map_or("an alias", |n| alias.file.text_of(n));
            out.refuse(
                *alias,
                "family_aliased",
                format!(
                    "{name} is declared as another name for {}; aliased families are not rewritten",
                    self.interface_name
                ),
            );
            return Err(out.items);
        }
        if named_children(self.interface.ty)
            .iter()
            .any(|n| n.kind_name() == "type_elem")
        {
            out.refuse(
                declared_at,
                "embeds_interface",
                format!(
                    "{} embeds other interfaces or types; only plain method lists are rewritten",
                    self.interface_name
                ),
            );
        }
        for method in &self.methods {
            if is_exported(method.name) {
                out.refuse(
                    Located { file: declared_at.file, node: method.node },
                    "exported_method",
                    format!("method {} of {} is exported, so types outside the package can implement it", method.name, self.interface_name),
                );
            }
        }
        self.refuse_promoted_variants(index, &mut out);
        self.refuse_stack_readers(index, &mut out);
        self.refuse_per_build_declarations(index, &mut out);
        self.refuse_other_build_uses(index, &mut out);
        for variant in &self.implementers {
            if is_exported(variant) {
                let at = index.types[variant].spec;
                out.refuse(at, "exported_variant", format!("variant {variant} is exported: code outside the package can build it and pass it as {}", self.name));
            }
        }
        let typed = TypedNames::collect(index, self.name, &self.constructors);
        let switches = self.type_switches(&typed);
        let mut constructions = Vec::new();
        self.check_variant_uses(index, &switches, partners, &mut constructions, &mut out);
        self.check_family_type_uses(index, &mut out);
        self.check_constructor_returns(index, &typed, &mut out);
        if let Some(wrapper) = self.wrapper {
            self.check_wrapper(index, wrapper, &mut out);
        } else {
            self.check_nils(index, &typed, &mut out);
            self.check_bare_returns(index, &mut out);
        }
        self.check_assertions(&typed, &mut out);
        self.check_qualifiers_across_files(&constructions, &mut out);
        let slots = self.variant_storage(index, &constructions, &mut out);
        // A variant every constructor builds fresh as `&T{…}`, whose methods only read it,
        // is held by value: its allocation goes too (fx's EnforceTimeout, connect-go).
        let unboxed = self.unboxable(index, &slots, &constructions, &typed);
        let slots: Vec<(&str, bool)> = slots
            .into_iter()
            .map(|(v, pointer)| (v, pointer && !unboxed.contains(v)))
            .collect();
        // Only a variant that allocates when boxed makes the rewrite pay for its API change.
        let allocating: BTreeSet<&str> = slots
            .iter()
            .filter(|(variant, pointer)| !pointer && self.variant_allocates(index, variant))
            .map(|(variant, _)| *variant)
            .collect();
        if allocating.is_empty() && !slots.is_empty() {
            let shapes: Vec<String> = slots
                .iter()
                .map(|(variant, pointer)| {
                    let decl = index.types[variant];
                    let fresh = constructions
                        .iter()
                        .filter(|c| c.variant == *variant && c.assertion.is_none())
                        .all(|c| fresh_literal(c.file, c.expr).is_some());
                    let how = if *pointer && fresh {
                        format!(
                            "built fresh as &T{{…}}, an allocation the struct would keep: it must stay a pointer, since {}",
                            self.kept_pointer_reason(index, variant, &typed)
                        )
                    } else if *pointer {
                        "built as a pointer".to_string()
                    } else {
                        free_shape(decl.spec.file, decl.ty).to_string()
                    };
                    format!("{variant} is {how}")
                })
                .collect();
            out.refuse(
                declared_at,
                "no_gain",
                format!(
                    "no allocation would go: every variant goes into the interface without one, or keeps the one it has in the struct ({}), so a struct would change the API and save nothing",
                    shapes.join("; ")
                ),
            );
        }
        // Each constructor's name is read from its own file, which need not be the
        // interface's.
        // A constant converted to the interface (`widthOption(80)`) is kept in read-only
        // data and never allocated: its constructor gains nothing.
        let constant = |c: &Construction| {
            index
                .package
                .types
                .file(c.file)
                .ok()
                .and_then(|t| t.expr(unparen(c.expr)))
                .is_some_and(|e| e.mode == crate::types::Mode::Constant)
        };
        let freed: BTreeSet<&str> = constructions
            .iter()
            .filter(|c| allocating.contains(c.variant) && c.assertion.is_none() && !constant(c))
            .filter_map(|c| {
                let name = enclosing_function(c.expr)?.field("name")?;
                Some(c.file.text_of(name))
            })
            .collect();
        let built_constant = constructions
            .iter()
            .find(|c| allocating.contains(c.variant) && c.assertion.is_none() && constant(c));
        if let (true, Some(example)) = (freed.is_empty() && out.items.is_empty(), built_constant) {
            out.refuse(
                declared_at,
                "no_gain",
                format!(
                    "no allocation would go: every variant that allocates when boxed is built from a constant (`{}`), which Go keeps in read-only data and never allocated, so a struct would change the API and save nothing",
                    example.file.text_of(example.expr)
                ),
            );
        }
        let comparability = self.comparability(index, &slots);
        if let Comparable::No(why) | Comparable::Unknown(why) = &comparability {
            if let Some(at) = compared_at(&typed, self.name) {
                out.refuse(
                    at,
                    "not_comparable",
                    format!(
                        "{} is compared with == or used as a map key here, but {why}",
                        self.name
                    ),
                );
            }
        }
        self.check_receiver_escapes(index, &slots, &mut out);
        self.check_variant_shapes(index, &constructions, &mut out);
        self.check_census(
            index,
            &constructions,
            &switches,
            matches!(comparability, Comparable::Yes),
            &mut out,
        );
        let compared = compared_at(&typed, self.name).is_some() || self.compared_in_census(index);
        let layout = match self.layout(index, &slots, &constructions, options.layout, compared) {
            Ok(layout) => layout,
            Err((code, message)) => {
                out.refuse(declared_at, code, message);
                return Err(out.items);
            }
        };
        // The zero option must do nothing; for `apply(c config) config` that means handing
        // `c` back. With two parameters of the result's type there is no one answer.
        for method in &layout.methods {
            if let Err(ty) = method.zero_returns() {
                out.refuse(
                    declared_at,
                    "zero_option_result",
                    format!(
                        "{} returns {ty}, which two of its parameters also are: the zero {} could not return \"its argument unchanged\"",
                        method.name, self.name
                    ),
                );
            }
        }
        let mut switch_edits = Vec::new();
        // Where the family struct's field types are written (see `Family::layout`).
        let family_file = self.wrapper.map_or(self.interface, |w| w.decl).spec.file;
        for switch in &switches {
            match switch.rewrite(&layout, family_file) {
                Ok(edits) => switch_edits.extend(edits),
                Err(why) => out.refuse(
                    switch.at,
                    "type_switch",
                    format!(
                        "a type switch on {} ({}) cannot become a switch on its kind: {why}",
                        switch.at.file.text_of(switch.operand),
                        self.name
                    ),
                ),
            }
        }
        if !out.items.is_empty() {
            return Err(out.items);
        }
        let mut fix = self.fix(index, &layout, &constructions);
        fix.edits.extend(switch_edits);
        let files: Vec<&SourceFile> = index.package.all_files().collect();
        // A comment inside a replaced constructor return that no edit writes again would
        // be lost.
        if let Some((location, why)) = super::dropped_comment(&files, &fix.edits, true) {
            return Err(vec![Refusal {
                pass: NAME,
                subject: self.name.to_string(),
                code: "comment_dropped",
                location,
                message: why,
            }]);
        }
        let broken = super::one_liners::break_grown(&files, &fix.edits);
        fix.edits.extend(broken);
        let mut notes = self.notes(&layout, &slots, &comparability, index);
        notes.extend(self.small_integer_notes(index, &constructions, &freed));
        if !unboxed.is_empty() {
            notes.push(format!(
                "by value: {} {} built fresh as &T{{…}} and now held by value in the struct, so that allocation goes too; {} only read {} (checked), and nothing compares options, where two fresh pointers differed",
                listed(&unboxed),
                if unboxed.len() == 1 { "was" } else { "were" },
                if unboxed.len() == 1 { "its methods" } else { "their methods" },
                if unboxed.len() == 1 { "it" } else { "them" },
            ));
        }
        if !switches.is_empty() {
            notes.push(format!(
                "type switches: {} on {} now switch{} on its kind, each case binding the same variant value",
                switches.len(),
                self.name,
                if switches.len() == 1 { "es" } else { "" }
            ));
        }
        let anchor = self.wrapper.map_or(declared_at, |w| w.decl.spec);
        Ok(Finding {
            pass: NAME,
            subject: self.name.to_string(),
            location: Location::at(anchor.file, anchor.node.start_byte()),
            summary: format!(
                "make {} a tagged struct over {} variant{}: {} no longer allocate{}",
                self.name,
                layout.slots.len(),
                if layout.slots.len() == 1 { "" } else { "s" },
                listed(&freed),
                if freed.len() == 1 { "s" } else { "" }
            ),
            notes,
            measured_by: std::iter::once(self.name.to_string())
                .chain(self.constructors.iter().map(|c| c.to_string()))
                .collect(),
            fix,
        })
    }
}

impl<'a> Family<'a> {
    /// For a constructor boxing an integer: the runtime keeps 0–255 boxed (its static
    /// table), so only larger values allocated, and calls with a constant below 256 never
    /// did. The plan says so, with how many such calls the package has, so that no
    /// reviewer reads "no longer allocates" as a gain those calls see.
    fn small_integer_notes(
        &self,
        index: &Index<'a>,
        constructions: &[Construction<'a>],
        freed: &BTreeSet<&str>,
    ) -> Vec<String> {
        const INTEGERS: &[&str] = &[
            "int", "int16", "int32", "int64", "uint", "uint16", "uint32", "uint64", "uintptr",
        ];
        let mut notes = Vec::new();
        for constructor in freed {
            let integer = constructions.iter().any(|c| {
                c.assertion.is_none()
                    && enclosing_function(c.expr)
                        .and_then(|f| f.field("name"))
                        .is_some_and(|n| c.file.text_of(n) == *constructor)
                    && index
                        .types
                        .get(c.variant)
                        .is_some_and(|d| INTEGERS.contains(&d.spec.file.text_of(unparen(d.ty))))
            });
            if !integer {
                continue;
            }
            let small = index
                .references_to(constructor)
                .iter()
                .filter(|at| {
                    let Some(call) = at
                        .node
                        .parent()
                        .filter(|p| p.kind_name() == "call_expression")
                    else {
                        return false;
                    };
                    let Some((_, args)) = call_parts(call) else {
                        return false;
                    };
                    !args.is_empty()
                        && args.iter().all(|a| {
                            let a = unparen(*a);
                            a.kind_name() == "int_literal"
                                && parse_int(at.file.text_of(a)).is_some_and(|v| v < 256)
                        })
                })
                .count();
            let calls = match small {
                0 => "no call here passes a constant below 256".to_string(),
                1 => "the 1 call here passing a constant below 256 never allocated".to_string(),
                n => format!("the {n} calls here passing a constant below 256 never allocated"),
            };
            notes.push(format!(
                "small integers: {constructor} allocated only for values outside 0–255 before (the runtime keeps those boxed); {calls}"
            ));
        }
        notes
    }
}

/// A Go integer literal's value (decimal, hex, octal, binary, with `_` separators).
fn parse_int(text: &str) -> Option<u64> {
    let t = text.replace('_', "");
    let (digits, radix) = match t.get(..2) {
        Some("0x" | "0X") => (&t[2..], 16),
        Some("0b" | "0B") => (&t[2..], 2),
        Some("0o" | "0O") => (&t[2..], 8),
        _ if t.len() > 1 && t.starts_with('0') => (&t[1..], 8),
        _ => (t.as_str(), 10),
    };
    u64::from_str_radix(digits, radix).ok()
}

/// The declared types of a method's parameters and results, without names or spaces.
fn signature(file: &SourceFile, params: Node, result: Option<Node>) -> String {
    let list = |node: Node| -> String {
        let types: Vec<String> = parameters(node)
            .iter()
            .map(|p| {
                let dots = if p.variadic { "..." } else { "" };
                let ty: String = file.text_of(p.ty).split_whitespace().collect();
                format!("{dots}{ty}")
            })
            .collect();
        types.join(",")
    };
    format!(
        "({})({})",
        list(params),
        result.map(list).unwrap_or_default()
    )
}

fn method_signature(file: &SourceFile, method: Node) -> Option<String> {
    Some(signature(
        file,
        method.field("parameters")?,
        method.field("result"),
    ))
}

/// The struct type in the package whose single field is the interface, if one has
/// constructors; such a struct is the wrapper shape.
fn find_wrapper<'a>(index: &Index<'a>, interface: &'a str) -> Option<Wrapper<'a>> {
    // Only a struct some function returns can be one: name those first, rather than walk
    // every struct's fields for every interface (quadratic in go/types).
    let returned: BTreeSet<&str> = index
        .funcs
        .values()
        .filter_map(|f| constructed_type(f.at.file, f.at.node))
        .collect();
    // The struct the options apply to (`apply(*config)`) may hold the last option applied;
    // it is what the family configures, not a wrapper around it.
    let configured = |name: &str| {
        index.types.get(interface).is_some_and(|i| {
            crate::syntax::descendants(i.ty)
                .filter(|n| n.kind_name() == "type_identifier")
                .any(|n| i.spec.file.text_of(n) == name)
        })
    };
    index.types.iter().find_map(|(name, decl)| {
        if decl.ty.kind_name() != "struct_type"
            || decl.generic
            || !returned.contains(name)
            || configured(name)
        {
            return None;
        }
        let fields = wrapper_fields(decl.ty);
        let field = fields.iter().find(|f| {
            f.field("type")
                .is_some_and(|t| decl.spec.file.text_of(t) == interface)
        })?;
        let mut cursor = field.walk();
        let names: Vec<Node> = field.children_by_field_name("name", &mut cursor).collect();
        // `struct{ getOption }` is a wrapper too, refused (its methods are promoted), so
        // that the plan says why rather than nothing.
        let (field_name, embedded) = match names.as_slice() {
            [one] => (decl.spec.file.text_of(*one), false),
            [] => (interface, true),
            _ => return None,
        };
        let has_constructor = index
            .funcs
            .values()
            .any(|f| returns_type(f.at.file, f.at.node, name));
        has_constructor.then_some(Wrapper {
            name,
            decl: *decl,
            field: field_name,
            embedded,
        })
    })
}

/// Whether some package function of `declarations` may return exactly `family` (see
/// [`may_return_only`]), read from the outlines: a file without one may.
fn may_be_constructed(declarations: &Declarations, family: &str) -> bool {
    let files = declarations.package.files.iter();
    files.zip(declarations.outlines).any(|(file, outline)| {
        let Some(outline) = outline else {
            return true;
        };
        outline.declarations.iter().any(|d| {
            d.kind == DeclKind::Func
                && d.signature.as_ref().is_some_and(|s| s.contains(family))
                && may_return_only(&file.text[d.range.clone()], family)
        })
    })
}

/// The package structs with a named field of type `interface`: the wrappers
/// [`find_wrapper`] may choose from once the constructors are parsed.
fn wrappers_of<'a>(index: &Index<'a>, interface: &str) -> Vec<&'a str> {
    index
        .types
        .iter()
        .filter(|(_, decl)| decl.ty.kind_name() == "struct_type" && !decl.generic)
        .filter(|(_, decl)| {
            wrapper_fields(decl.ty).iter().any(|f| {
                f.field("type")
                    .is_some_and(|t| decl.spec.file.text_of(t) == interface)
            })
        })
        .map(|(name, _)| *name)
        .collect()
}

fn wrapper_fields(struct_type: Node) -> Vec<Node> {
    crate::syntax::struct_fields(struct_type)
}

fn wrapper_field<'a>(wrapper: Wrapper<'a>) -> Option<Node<'a>> {
    wrapper_fields(wrapper.decl.ty).into_iter().find(|f| {
        f.field("name")
            .is_some_and(|n| wrapper.decl.spec.file.text_of(n) == wrapper.field)
    })
}

/// Whether a function returns a value of the given type as a constructor does (see
/// [`constructed_type`]).
fn returns_type(file: &SourceFile, func: Node, ty: &str) -> bool {
    constructed_type(file, func) == Some(ty)
}

/// The type a function builds, as written: its only result, or the first of several when
/// no other spells that type (`(Option, error)`, `(opt Option, ok bool)`). A variant
/// returned as that first value becomes it exactly as it would alone, so such functions
/// are constructors too; a second result of the type would be a second slot to place.
fn constructed_type<'f>(file: &'f SourceFile, func: Node) -> Option<&'f str> {
    let result = func.field("result")?;
    let results = parameters(result);
    let (first, rest) = results.split_first()?;
    let ty = file.text_of(first.ty);
    let spells = |p: &crate::syntax::Parameter| {
        crate::syntax::occurrences(file.text_of(p.ty), ty)
            .next()
            .is_some()
    };
    (!first.variadic && !rest.iter().any(spells)).then_some(ty)
}

/// The expression of each `return` that belongs to `func` itself (not to a func literal
/// inside it) and gives its first result: the only one, or the first of a list.
fn returns_of(func: Node) -> Vec<Node> {
    let Some(body) = func.field("body") else {
        return Vec::new();
    };
    descendants(body)
        .filter(|n| n.kind_name() == "return_statement")
        .filter(|n| enclosing_function(*n) == Some(func))
        .filter_map(|n| {
            let list = named_children(n)
                .into_iter()
                .find(|c| c.kind_name() == "expression_list")?;
            named_children(list).first().copied()
        })
        .collect()
}

/// The function declaration one of whose returns gives `expr` as its first (or only)
/// value, if it is one.
fn constructor_returning(expr: Node) -> Option<Node> {
    let list = expr
        .parent()
        .filter(|p| p.kind_name() == "expression_list")?;
    if named_children(list).first() != Some(&expr) {
        return None;
    }
    let ret = list
        .parent()
        .filter(|p| p.kind_name() == "return_statement")?;
    enclosing_function(ret).filter(|f| f.kind_name() == "function_declaration")
}

/// The variant a Go expression builds directly, and whether it builds a pointer to it:
/// `T{…}`, `&T{…}`, `T(x)`, `(*T)(x)`, `new(T)`.
fn construction<'a>(file: &'a SourceFile, expr: Node<'a>) -> Option<(&'a str, bool)> {
    let expr = unparen(expr);
    match expr.kind_name() {
        "composite_literal" => {
            let ty = expr.field("type")?;
            (ty.kind_name() == "type_identifier").then(|| (file.text_of(ty), false))
        }
        "unary_expression" => {
            let op = expr.field("operator")?;
            let operand = unparen(expr.field("operand")?);
            if file.text_of(op) != "&" || operand.kind_name() != "composite_literal" {
                return None;
            }
            construction(file, operand).map(|(name, _)| (name, true))
        }
        _ => {
            let (callee, args) = call_parts(expr)?;
            let callee = unparen(callee);
            match callee.kind_name() {
                "identifier" | "type_identifier" if file.text_of(callee) == "new" => {
                    let [arg] = args.as_slice() else { return None };
                    matches!(arg.kind_name(), "identifier" | "type_identifier")
                        .then(|| (file.text_of(*arg), true))
                }
                "identifier" | "type_identifier" => {
                    (args.len() == 1).then(|| (file.text_of(callee), false))
                }
                "pointer_type" | "unary_expression" => {
                    let inner = unparen(callee.named_children(&mut callee.walk()).last()?);
                    let star = callee.kind_name() == "pointer_type"
                        || callee
                            .field("operator")
                            .is_some_and(|o| file.text_of(o) == "*");
                    (star
                        && matches!(inner.kind_name(), "identifier" | "type_identifier")
                        && args.len() == 1)
                        .then(|| (file.text_of(inner), true))
                }
                _ => None,
            }
        }
    }
}

/// For `W{v}` or `W{field: v}`: the one element holding the variant.
fn wrapper_element<'a>(file: &SourceFile, expr: Node<'a>, wrapper: Wrapper) -> Option<Node<'a>> {
    let expr = unparen(expr);
    if !is_literal_of(file, expr, wrapper.name) {
        return None;
    }
    let body = expr.field("body")?;
    let elements = named_children(body);
    let [element] = elements.as_slice() else {
        return None;
    };
    match element.kind_name() {
        "literal_element" => Some(*element),
        "keyed_element" => {
            let key = element.field("key")?;
            (file.text_of(key) == wrapper.field).then_some(*element)
        }
        _ => None,
    }
}

/// The value expression of a positional or keyed literal element.
fn element_value(element: Node) -> Option<Node> {
    let value = match element.kind_name() {
        "keyed_element" => element.field("value")?,
        _ => element,
    };
    named_children(value).into_iter().next()
}

fn is_literal_of(file: &SourceFile, expr: Node, type_name: &str) -> bool {
    expr.kind_name() == "composite_literal"
        && expr
            .field("type")
            .is_some_and(|t| file.text_of(t) == type_name)
}

fn in_receiver(node: Node) -> bool {
    let mut current = node;
    for _ in 0..6 {
        let Some(parent) = current.parent() else {
            return false;
        };
        if parent.kind_name() == "method_declaration" {
            return parent.field("receiver") == Some(current);
        }
        current = parent;
    }
    false
}

/// The function literals the package converts to `variant` (`optionFunc(func(c
/// *config) { … })`), which its methods may run.
fn converted_literals<'a>(index: &Index<'a>, variant: &str) -> Vec<Located<'a>> {
    index
        .type_references(variant)
        .into_iter()
        .filter_map(|at| {
            let call = crate::syntax::call_of_callee(at.node)?;
            let argument = call.field("arguments")?.named_child(0).map(unparen)?;
            (argument.kind_name() == "func_literal").then_some(Located {
                file: at.file,
                node: argument,
            })
        })
        .collect()
}

fn has_ancestor(node: Node, kinds: &[&str], depth: usize) -> bool {
    let mut current = node;
    for _ in 0..depth {
        match current.parent() {
            Some(p) if kinds.contains(&p.kind_name()) => return true,
            Some(p) => current = p,
            None => return false,
        }
    }
    false
}

/// The first call in `method` whose effect depends on the frame that calls the method:
/// `recover()`, `log.Output`/`(*log.Logger).Output` (its depth counts frames up from its
/// caller) or testing's `Helper` (testing skips the helper's frame when it reports a
/// line, but not a dispatcher's). With type facts a method of another package named so
/// is not one; without them it counts.
fn frame_sensitive_call(
    index: &Index,
    file: &crate::syntax::SourceFile,
    method: Node,
) -> Option<(&'static str, String)> {
    let facts = index.package.types.file(file).ok();
    crate::syntax::descendants(method)
        .filter(|n| n.kind_name() == "call_expression")
        .find_map(|call| {
            let callee = call.field("function")?;
            let (name_node, builtin) = match callee.kind_name() {
                "identifier" => (callee, true),
                "selector_expression" => (callee.field("field")?, false),
                _ => return None,
            };
            let name = file.text_of(name_node);
            let object = facts.and_then(|f| f.object(name_node));
            let from = |package: &str| object.is_none_or(|o| o.package == Some(package));
            match name {
                "recover"
                    if builtin
                        && object.is_none_or(|o| o.kind == crate::types::ObjectKind::Builtin) =>
                {
                    Some((
                        "variant_recovers",
                        "calls recover(), which stops a panic only when the deferred function itself calls it: a `defer o.apply(…)` would defer the dispatcher the rewrite adds, and the method's recover() would return nil".to_string(),
                    ))
                }
                "Output" if !builtin && from("log") => Some((
                    "reads_call_stack",
                    format!(
                        "calls {}, whose call depth counts the frames above its caller: the dispatcher the rewrite adds is one more, so it would report the dispatcher's line",
                        match callee.field("operand") {
                            Some(o) if file.text_of(o) == "log" => "log.Output",
                            _ => "(*log.Logger).Output",
                        }
                    ),
                )),
                "Helper" if !builtin && from("testing") => Some((
                    "reads_call_stack",
                    format!(
                        "calls {}(): testing then reports the line of the method's caller, which would be the dispatcher the rewrite adds (not marked as a helper)",
                        file.text_of(callee)
                    ),
                )),
                _ => None,
            }
        })
}

#[cfg(test)]
mod tests {
    use super::parse_int;

    #[test]
    fn integer_literals_read_as_go_reads_them() {
        assert_eq!(parse_int("255"), Some(255));
        assert_eq!(parse_int("0xff"), Some(255));
        assert_eq!(parse_int("0b1_0000_0000"), Some(256));
        assert_eq!(parse_int("0o17"), Some(15));
        assert_eq!(parse_int("017"), Some(15));
        assert_eq!(parse_int("1_000"), Some(1000));
        assert_eq!(parse_int("0"), Some(0));
    }
}
