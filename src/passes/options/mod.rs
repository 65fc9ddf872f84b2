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
//! Invariant: pure; reads only the [`Package`] it is given.

mod compact;
mod render;
mod switches;

pub use compact::LayoutChoice;

use super::{Finding, Location, Pass, PassOptions, PassOutput, Refusal};
use crate::edit::{Edit, Fix};
use crate::syntax::index::{Index, Located, TypeDecl};
use crate::syntax::{
    call_parts, descendants, is_exported, is_predeclared_type, named_children, parameters, unparen,
    Package, Parameter, SourceFile,
};
use crate::types::{CallKind, FileTypes, Types};
use compact::Shape;
use render::{Layout, Method, Param, Storage};
use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range;
use switches::TypeSwitch;
use tree_sitter::Node;

/// The pass value registered in [`super::registry`].
pub struct OptionsPass;

const NAME: &str = "options";

impl Pass for OptionsPass {
    fn name(&self) -> &'static str {
        NAME
    }

    fn summary(&self) -> &'static str {
        "functional-option interfaces into one tagged struct (no allocation per option)"
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
            decl.ty.kind() == "interface_type" && Family::discover(&index, name, *decl).is_some()
        })
    }

    fn run(&self, package: &Package, options: &PassOptions) -> PassOutput {
        let index = Index::build(package);
        let mut output = PassOutput::default();
        for (name, decl) in &index.types {
            if decl.ty.kind() != "interface_type" {
                continue;
            }
            let Some(family) = Family::discover(&index, name, *decl) else {
                // A generic option-like interface is never discovered (its constructors
                // return `Option[T]`); say so rather than pass it over in silence.
                let has_methods = named_children(decl.ty)
                    .iter()
                    .any(|n| n.kind() == "method_elem");
                if decl.generic && has_methods && name.to_ascii_lowercase().contains("opt") {
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
            match family.plan(&index, options) {
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

/// Whether a package's texts may hold a family [`looks_like_options`] accepts: an interface
/// declared with an option-like name (or generic), or a sealed interface that is taken
/// variadically (`...Name`), itself or through a struct that wraps it. Byte level and
/// over-inclusive; in the Go standard library it lets through a handful of packages.
fn may_hold_family(texts: &[&str]) -> bool {
    let mut sealed = Vec::new();
    for text in texts {
        for declared in declared_interfaces(text) {
            match declared {
                Declared::OptionLike => return true,
                Declared::Sealed(name) => sealed.push(name),
            }
        }
    }
    if sealed.is_empty() {
        return false;
    }
    let sealed: BTreeSet<&str> = sealed.into_iter().collect();
    let mut families = sealed.clone();
    for text in texts {
        families.extend(structs_wrapping(text, &sealed));
    }
    texts
        .iter()
        .flat_map(|t| variadic_types(t))
        .any(|v| families.contains(v))
}

/// An interface declaration the byte-level filter found.
enum Declared<'t> {
    /// Named like options, or generic: a candidate whatever its uses.
    OptionLike,
    /// First method unexported: a candidate if taken variadically.
    Sealed(&'t str),
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Interface type declarations in a file's text (`Name interface {`, at the start of a
/// line's last word), classified for the filter.
fn declared_interfaces(text: &str) -> Vec<Declared<'_>> {
    let mut found = Vec::new();
    for (at, _) in text.match_indices("interface") {
        let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
        let head = &text[line_start..at];
        let before = head.trim_end();
        if before.len() == head.len() {
            continue; // `(interface{…})`, `[]interface{}`: not a declaration.
        }
        let after = text[at + "interface".len()..].trim_start_matches([' ', '\t']);
        let Some(mut body) = after.strip_prefix('{') else {
            continue; // Prose ("the [os.Signal] interface."), or `interface` in a name.
        };
        if before.ends_with(']') {
            found.push(Declared::OptionLike); // `type Option[T any] interface {`
            continue;
        }
        let name = before.rsplit(|c: char| !is_ident(c)).next().unwrap_or("");
        if name.is_empty() || name == "type" || name == "var" {
            continue;
        }
        if name.to_ascii_lowercase().contains("opt") {
            found.push(Declared::OptionLike);
            continue;
        }
        loop {
            body = body.trim_start();
            match body.strip_prefix("//") {
                Some(comment) => body = comment.split_once('\n').map_or("", |(_, rest)| rest),
                None => break,
            }
        }
        let ident = body.find(|c: char| !is_ident(c)).unwrap_or(body.len());
        let unexported = body.starts_with(|c: char| c.is_lowercase() || c == '_');
        if unexported && body[ident..].starts_with('(') {
            found.push(Declared::Sealed(name));
        }
    }
    found
}

/// The type names spelled after `...` (variadic parameters).
fn variadic_types(text: &str) -> impl Iterator<Item = &str> {
    text.match_indices("...").filter_map(move |(at, _)| {
        let rest = &text[at + 3..];
        let end = rest.find(|c: char| !is_ident(c)).unwrap_or(rest.len());
        (end > 0).then(|| &rest[..end])
    })
}

/// Names of the struct types declared in `text` (`type W struct {`, or `W struct {` in a
/// group) whose body spells one of `inner`: the wrappers an interface may have.
fn structs_wrapping<'t>(text: &'t str, inner: &BTreeSet<&str>) -> Vec<&'t str> {
    let mut found = Vec::new();
    for (at, _) in text.match_indices(" struct") {
        let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
        let name = text[line_start..at]
            .rsplit(|c: char| !is_ident(c))
            .next()
            .unwrap_or("");
        let body = text[at + " struct".len()..].trim_start_matches([' ', '\t']);
        let Some(body) = body.strip_prefix('{') else {
            continue;
        };
        let end = body.find('}').unwrap_or(body.len());
        if !name.is_empty()
            && body[..end]
                .split(|c: char| !is_ident(c))
                .any(|w| inner.contains(w))
        {
            found.push(name);
        }
    }
    found
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

/// A wrapper struct whose only field holds the family interface.
#[derive(Clone, Copy)]
struct Wrapper<'a> {
    name: &'a str,
    decl: TypeDecl<'a>,
    /// The field's name (`opt`).
    field: &'a str,
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
}

impl<'a> Family<'a> {
    /// Recognises an interface as an option family: it has methods, some package type
    /// implements them, and some function returns the family built from such a type.
    fn discover(index: &Index<'a>, name: &'a str, interface: TypeDecl<'a>) -> Option<Family<'a>> {
        let file = interface.spec.file;
        let methods: Vec<InterfaceMethod> = named_children(interface.ty)
            .into_iter()
            .filter(|n| n.kind() == "method_elem")
            .filter_map(|n| {
                let method_name = n.child_by_field_name("name")?;
                Some(InterfaceMethod {
                    node: n,
                    name: &file.text[method_name.byte_range()],
                    signature: signature(
                        file,
                        n.child_by_field_name("parameters")?,
                        n.child_by_field_name("result"),
                    ),
                })
            })
            .collect();
        if methods.is_empty() {
            return None;
        }
        let wrapper = find_wrapper(index, name);
        let implementers: BTreeSet<&str> = index
            .types
            .iter()
            .filter(|(_, t)| t.ty.kind() != "interface_type")
            .filter(|(type_name, _)| wrapper.is_none_or(|w| w.name != **type_name))
            .filter(|(type_name, _)| {
                let declared = index.methods_of(type_name);
                methods.iter().all(|m| {
                    declared.iter().any(|d| {
                        d.name == m.name
                            && method_signature(d.at.file, d.at.node).as_deref()
                                == Some(m.signature.as_str())
                    })
                })
            })
            .map(|(type_name, _)| *type_name)
            .collect();
        if implementers.is_empty() {
            return None;
        }
        let family_name = wrapper.map_or(name, |w| w.name);
        let constructors: BTreeSet<&str> = index
            .funcs
            .values()
            .filter(|f| returns_type(f.at.file, f.at.node, family_name))
            .map(|f| f.name)
            .collect();
        let family = Family {
            interface,
            interface_name: name,
            wrapper,
            name: family_name,
            methods,
            implementers,
            constructors,
        };
        let builds_variant = family.constructors.iter().any(|c| {
            let func = index.funcs[c].at;
            returns_of(func.node)
                .into_iter()
                .any(|r| family.variant_in_return(func.file, r).is_some())
        });
        (builds_variant && looks_like_options(index, &family)).then_some(family)
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
    fn plan(&self, index: &Index<'a>, options: &PassOptions) -> Result<Finding, Vec<Refusal>> {
        let mut out = Refusals {
            subject: self.name,
            items: Vec::new(),
        };
        let declared_at = self.interface.spec;
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
        if named_children(self.interface.ty)
            .iter()
            .any(|n| n.kind() == "type_elem")
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
        for variant in &self.implementers {
            if is_exported(variant) {
                let at = index.types[variant].spec;
                out.refuse(at, "exported_variant", format!("variant {variant} is exported: code outside the package can build it and pass it as {}", self.name));
            }
        }
        let typed = TypedNames::collect(index, self.name, &self.constructors);
        let switches = self.type_switches(&typed);
        let mut constructions = Vec::new();
        self.check_variant_uses(index, &switches, &mut constructions, &mut out);
        self.check_family_type_uses(index, &mut out);
        self.check_constructor_returns(index, &typed, &mut out);
        if let Some(wrapper) = self.wrapper {
            self.check_wrapper(index, wrapper, &mut out);
        } else {
            self.check_nils(index, &typed, &mut out);
        }
        self.check_assertions(&typed, &mut out);
        let slots = self.variant_storage(index, &constructions, &mut out);
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
                    let how = if *pointer {
                        "built as a pointer"
                    } else {
                        free_shape(decl.spec.file, decl.ty)
                    };
                    format!("{variant} is {how}")
                })
                .collect();
            out.refuse(
                declared_at,
                "no_gain",
                format!(
                    "no constructor allocates: every variant goes into the interface without an allocation ({}), so a struct would change the API and save nothing",
                    shapes.join("; ")
                ),
            );
        }
        let freed: BTreeSet<&str> = constructions
            .iter()
            .filter(|c| allocating.contains(c.variant))
            .filter_map(|c| enclosing_function(c.expr))
            .filter_map(|f| f.child_by_field_name("name"))
            .map(|n| declared_at.file.text_of(n))
            .collect();
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
        let layout = match self.layout(index, &slots, &constructions, options.layout) {
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
        for switch in &switches {
            match switch.rewrite(&layout) {
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
        let broken = super::one_liners::break_grown(&files, &fix.edits);
        fix.edits.extend(broken);
        let mut notes = self.notes(&layout, &slots, &comparability, index);
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

    /// Every spelling of a variant's name must be its declaration, a method receiver, or the
    /// variant built in a constructor's return; anything else could convert it to the
    /// interface where the pass cannot see.
    fn check_variant_uses(
        &self,
        index: &Index<'a>,
        switches: &[TypeSwitch<'a>],
        constructions: &mut Vec<Construction<'a>>,
        out: &mut Refusals,
    ) {
        for variant in &self.implementers {
            for at in index.references_to(variant) {
                // A case of a type switch on a family value is judged with the switch.
                if switches
                    .iter()
                    .any(|s| std::ptr::eq(s.at.file, at.file) && s.names_in_case(at.node))
                {
                    continue;
                }
                let parent = at.node.parent();
                if parent.is_some_and(|p| {
                    p.kind() == "type_spec" && p.child_by_field_name("name") == Some(at.node)
                }) {
                    continue;
                }
                if in_receiver(at.node) {
                    continue;
                }
                if let Some(site) = self.construction_site(index, *at, variant) {
                    constructions.push(site);
                    continue;
                }
                let (code, what) = if has_ancestor(
                    at.node,
                    &["type_case", "type_switch_statement"],
                    4,
                ) {
                    ("type_switch", "a type switch names it")
                } else if has_ancestor(at.node, &["type_assertion_expression"], 3) {
                    ("type_assertion", "a type assertion names it")
                } else {
                    ("variant_used_elsewhere", "it is used outside a constructor's return, where it may be converted to the family")
                };
                out.refuse(*at, code, format!("variant {variant}: {what}"));
            }
        }
    }

    /// If this spelling of `variant` is the variant built directly in a constructor's return.
    fn construction_site(
        &self,
        index: &Index<'a>,
        at: Located<'a>,
        variant: &'a str,
    ) -> Option<Construction<'a>> {
        // The building expression is at most a few levels above the name: `T{}`, `&T{}`,
        // `T(x)`, `(*T)(x)`, `new(T)`.
        let mut expr = None;
        let mut node = at.node;
        for _ in 0..5 {
            node = node.parent()?;
            if let Some((name, _)) = construction(at.file, node) {
                if name == variant {
                    expr = Some(node);
                }
            }
        }
        let expr = expr?;
        let (_, pointer) = construction(at.file, expr)?;
        let mut outer = expr;
        while let Some(p) = outer
            .parent()
            .filter(|p| p.kind() == "parenthesized_expression")
        {
            outer = p;
        }
        let element = match self.wrapper {
            None => None,
            Some(wrapper) => {
                let element = outer.parent()?;
                let literal_element = if element.kind() == "literal_element" {
                    element
                } else {
                    return None;
                };
                let element = match literal_element.parent()? {
                    keyed if keyed.kind() == "keyed_element" => keyed,
                    _ => literal_element,
                };
                let literal = element.parent()?.parent()?;
                if wrapper_element(at.file, literal, wrapper)? != element {
                    return None;
                }
                outer = literal;
                Some(element)
            }
        };
        // `var WithoutSlack Option = slackOption(0)` at package level builds a family value
        // once, like a constructor (uber-go/ratelimit).
        if self.wrapper.is_none() && self.is_family_var_value(at.file, outer) {
            return Some(Construction {
                file: at.file,
                variant,
                pointer,
                expr,
                element: None,
            });
        }
        let func = constructor_returning(outer)?;
        let func_name = at.file.text_of(func.child_by_field_name("name")?);
        if !self.constructors.contains(func_name)
            || index.funcs.get(func_name).map(|f| f.at.node) != Some(func)
        {
            return None;
        }
        Some(Construction {
            file: at.file,
            variant,
            pointer,
            expr,
            element,
        })
    }

    /// Whether `expr` is the whole value of a package-level `var X Family = expr`.
    fn is_family_var_value(&self, file: &SourceFile, expr: Node) -> bool {
        let Some(list) = expr.parent().filter(|l| l.kind() == "expression_list") else {
            return false;
        };
        let Some(spec) = list.parent().filter(|s| s.kind() == "var_spec") else {
            return false;
        };
        let top_level = spec
            .parent()
            .and_then(|d| {
                if d.kind() == "var_spec_list" {
                    d.parent()
                } else {
                    Some(d)
                }
            })
            .and_then(|d| d.parent())
            .is_some_and(|root| root.kind() == "source_file");
        let typed = spec
            .child_by_field_name("type")
            .is_some_and(|t| file.text_of(t) == self.name);
        let mut cursor = spec.walk();
        let names = spec.children_by_field_name("name", &mut cursor).count();
        top_level && typed && names == 1 && named_children(list).len() == 1
    }

    /// The family's type name may appear only where the rewrite keeps its meaning.
    fn check_family_type_uses(&self, index: &Index<'a>, out: &mut Refusals) {
        let interface = self.interface_name;
        for at in index.references_to(interface) {
            let used = type_use(at.node);
            // With type facts every family value is followed by its type wherever it is
            // held (a struct field, a slice, a map value, a channel), so nil checks and
            // assertions on it are seen; by name alone only simple holders are.
            let typed = index.package.types.file(at.file).is_ok();
            let fine = match (self.wrapper, used) {
                (_, TypeUse::Declaration) => true,
                (None, TypeUse::Field | TypeUse::Held(_)) if typed => true,
                (
                    None,
                    TypeUse::Parameter
                    | TypeUse::Result
                    | TypeUse::SliceLiteral
                    | TypeUse::Variable,
                ) => true,
                (Some(wrapper), TypeUse::Field) => {
                    at.node.parent().map(|p| p.start_byte())
                        == wrapper_field(wrapper).map(|f| f.start_byte())
                }
                _ => false,
            };
            if fine {
                continue;
            }
            if used == TypeUse::Embedded {
                out.refuse(
                    *at,
                    "interface_embedded",
                    format!(
                        "{interface} is embedded here, so its method set is part of another type"
                    ),
                );
            } else {
                out.refuse(
                    *at,
                    "family_used_as_type",
                    format!(
                        "{interface} is used here as {}; only parameter, result, variable and slice-literal types are rewritten (with Go's type facts, fields and element types too)",
                        used.describe()
                    ),
                );
            }
        }
    }

    /// A constructor may return a variant, another constructor's result, or a family-typed
    /// variable; any other expression is something the pass cannot place in a slot.
    fn check_constructor_returns(
        &self,
        index: &Index<'a>,
        typed: &TypedNames<'a>,
        out: &mut Refusals,
    ) {
        for name in &self.constructors {
            let func = index.funcs[name].at;
            for expr in returns_of(func.node) {
                let expr = unparen(expr);
                if self.variant_in_return(func.file, expr).is_some()
                    || typed.is_family_expr(func.file, expr)
                    || expr.kind() == "nil"
                {
                    continue;
                }
                if let Some(wrapper) = self.wrapper {
                    if is_literal_of(func.file, expr, wrapper.name)
                        && expr
                            .child_by_field_name("body")
                            .is_some_and(|b| named_children(b).is_empty())
                    {
                        continue; // `CallOption{}`: the zero option, which stays the zero value.
                    }
                }
                out.refuse(
                    Located { file: func.file, node: expr },
                    "constructor_not_variant",
                    format!("constructor {name} returns {}, which is not built directly from one variant", func.file.text_of(expr)),
                );
            }
        }
    }

    /// The wrapper's field must only be used to call an interface method, the wrapper must
    /// hold nothing else, and no other code may build it with a value inside.
    fn check_wrapper(&self, index: &Index<'a>, wrapper: Wrapper<'a>, out: &mut Refusals) {
        let fields = wrapper_fields(wrapper.decl.ty);
        if fields.len() != 1 {
            out.refuse(
                wrapper.decl.spec,
                "wrapper_shape",
                format!(
                    "{} has fields besides {}; only single-field wrappers are rewritten",
                    wrapper.name, wrapper.field
                ),
            );
        }
        for at in index.references_to(wrapper.name) {
            if type_use(at.node) == TypeUse::Embedded {
                out.refuse(
                    *at,
                    "interface_embedded",
                    format!(
                        "{} is embedded here; its new fields and methods would be promoted",
                        wrapper.name
                    ),
                );
            }
        }
        for method in index.methods_of(wrapper.name) {
            if self.methods.iter().any(|m| m.name == method.name) {
                out.refuse(
                    method.at,
                    "name_collision",
                    format!(
                        "{} already has a method {}, which the dispatcher would need",
                        wrapper.name, method.name
                    ),
                );
            }
        }
        let field_refs = index
            .field_references
            .get(wrapper.field)
            .map_or(&[][..], Vec::as_slice);
        for at in field_refs {
            if wrapper_field(wrapper)
                .is_some_and(|f| f.byte_range().contains(&at.node.start_byte()))
            {
                continue;
            }
            if self.method_call_through_field(at.file, at.node).is_some() {
                continue;
            }
            out.refuse(
                *at,
                "inner_field_used",
                format!(
                    "{}.{} is used here other than to call one of its methods",
                    wrapper.name, wrapper.field
                ),
            );
        }
        for at in index.references_to(wrapper.name) {
            let Some(literal) = at.node.parent().filter(|p| p.kind() == "composite_literal") else {
                continue;
            };
            let empty = literal
                .child_by_field_name("body")
                .is_none_or(|b| named_children(b).is_empty());
            let in_constructor = constructor_returning(literal).is_some_and(|f| {
                f.child_by_field_name("name")
                    .is_some_and(|n| self.constructors.contains(at.file.text_of(n)))
            });
            if !empty && !in_constructor {
                out.refuse(
                    *at,
                    "wrapper_built_otherwise",
                    format!(
                        "{} is built here with a value inside, outside a constructor's return",
                        wrapper.name
                    ),
                );
            }
        }
    }

    /// For `x.opt.apply(y)`, the selector `x.opt` whose `.opt` is removed.
    fn method_call_through_field(&self, file: &SourceFile, field: Node<'a>) -> Option<Node<'a>> {
        let inner = field
            .parent()
            .filter(|p| p.kind() == "selector_expression")?;
        let outer = inner
            .parent()
            .filter(|p| p.kind() == "selector_expression")?;
        if outer.child_by_field_name("operand") != Some(inner) {
            return None;
        }
        let method = outer.child_by_field_name("field")?;
        let call = outer.parent().filter(|p| p.kind() == "call_expression")?;
        if call.child_by_field_name("function") != Some(outer) {
            return None;
        }
        let method = file.text_of(method);
        self.methods
            .iter()
            .any(|m| m.name == method)
            .then_some(inner)
    }

    /// `nil` may not stand for a family value anywhere: the struct has no nil.
    fn check_nils(&self, index: &Index<'a>, typed: &TypedNames<'a>, out: &mut Refusals) {
        for at in &index.nils {
            // The type checker gives a nil the type it is converted to (a field of a
            // literal, an argument, a return, a send); comparisons are judged below by the
            // other operand's type.
            if let (Ok(facts), Some(family)) =
                (index.package.types.file(at.file), &typed.family_type)
            {
                if facts.type_of(at.node).is_some_and(|t| t == family) {
                    out.refuse(
                        *at,
                        "nil_family",
                        format!(
                            "nil stands for a {} here; a struct {} has no nil",
                            self.name, self.name
                        ),
                    );
                    continue;
                }
            }
            let Some(parent) = at.node.parent() else {
                continue;
            };
            let why = match parent.kind() {
                "binary_expression" => {
                    let other = [
                        parent.child_by_field_name("left"),
                        parent.child_by_field_name("right"),
                    ]
                    .into_iter()
                    .flatten()
                    .find(|n| *n != at.node);
                    other
                        .filter(|o| typed.is_family_expr(at.file, *o))
                        .map(|o| format!("{} is compared with nil", at.file.text_of(o)))
                }
                "expression_list" => nil_in_list(at.file, at.node, parent, self.name, typed),
                "argument_list" => nil_as_argument(index, at.file, at.node, parent, self.name),
                "literal_element" => parent
                    .parent()
                    .and_then(|b| b.parent())
                    .filter(|lit| lit.kind() == "composite_literal")
                    .and_then(|lit| lit.child_by_field_name("type"))
                    .filter(|t| {
                        t.kind() == "slice_type"
                            && t.child_by_field_name("element")
                                .is_some_and(|e| names_type(at.file, e, self.name))
                    })
                    .map(|_| format!("nil is an element of a []{}", self.name)),
                _ => None,
            };
            if let Some(why) = why {
                out.refuse(
                    *at,
                    "nil_family",
                    format!("{why}; a struct {} has no nil", self.name),
                );
            }
        }
    }

    /// Type assertions and switches on a family value cannot survive the change of kind.
    fn check_assertions(&self, typed: &TypedNames<'a>, out: &mut Refusals) {
        for file in typed.files.iter() {
            for node in descendants(file.tree.root_node()) {
                // Type switches are rewritten (or refused) by [`switches`].
                let (code, operand) = match node.kind() {
                    "type_assertion_expression" => {
                        ("type_assertion", node.child_by_field_name("operand"))
                    }
                    _ => continue,
                };
                let Some(operand) = operand else { continue };
                if node
                    .parent()
                    .is_some_and(|p| p.kind() == "type_switch_statement")
                {
                    continue;
                }
                if typed.is_family_expr(file, operand) {
                    out.refuse(
                        Located { file, node },
                        code,
                        format!(
                            "{} has type {}; a {} on it stops compiling once {} is a struct",
                            file.text_of(operand),
                            self.name,
                            code.replace('_', " "),
                            self.name
                        ),
                    );
                }
            }
        }
    }

    /// The type switches on a family value, in every file that holds one.
    fn type_switches(&self, typed: &TypedNames<'a>) -> Vec<TypeSwitch<'a>> {
        let mut found = Vec::new();
        for file in typed.files.iter() {
            for node in descendants(file.tree.root_node()) {
                if let Some(switch) = TypeSwitch::of(file, node) {
                    if typed.is_family_expr(file, switch.operand) {
                        found.push(switch);
                    }
                }
            }
        }
        found
    }

    /// Each variant is stored by value or by pointer, as its constructors build it.
    fn variant_storage(
        &self,
        index: &Index<'a>,
        constructions: &[Construction<'a>],
        out: &mut Refusals,
    ) -> Vec<(&'a str, bool)> {
        let mut storage: BTreeMap<&str, bool> = BTreeMap::new();
        for c in constructions {
            match storage.get(c.variant) {
                Some(pointer) if *pointer != c.pointer => out.refuse(
                    Located {
                        file: c.file,
                        node: c.expr,
                    },
                    "variant_mixed_pointer",
                    format!(
                        "variant {} is built both as a value and as a pointer",
                        c.variant
                    ),
                ),
                _ => {
                    storage.insert(c.variant, c.pointer);
                }
            }
        }
        // Declaration order keeps the struct readable: variants as the author listed them.
        let mut slots: Vec<(&str, bool)> = storage.into_iter().collect();
        slots.sort_by_key(|(name, _)| {
            let spec = index.types[name].spec;
            (spec.file.path.clone(), spec.node.start_byte())
        });
        slots
    }

    /// Whether boxing a value of a variant allocates: by the type checker's size and shape
    /// when it saw the file, else by the declaration (funcs, pointers, maps, chans, empty
    /// structs, structs of one pointer-shaped field and one-byte basics do not). Unknown
    /// counts as allocating, which only keeps today's rewrite.
    fn variant_allocates(&self, index: &Index<'a>, variant: &str) -> bool {
        let decl = index.types[variant];
        if let (Ok(facts), Some(package)) = (
            index.package.types.file(decl.spec.file),
            index.package.types.known(),
        ) {
            if let Some(allocates) = facts
                .type_info(&package.qualify(variant))
                .and_then(|info| info.boxing_allocates())
            {
                return allocates;
            }
        }
        !declared_free(decl.spec.file, decl.ty)
    }

    /// Whether the struct will still be comparable with `==`.
    fn comparability(&self, index: &Index<'a>, slots: &[(&'a str, bool)]) -> Comparable {
        for (variant, pointer) in slots {
            if *pointer {
                continue;
            }
            match comparable_type(
                index,
                index.types[variant].spec.file,
                index.types[variant].ty,
                &mut BTreeSet::new(),
            ) {
                Comparable::Yes => {}
                Comparable::No(why) => {
                    return Comparable::No(format!("variant {variant} holds {why}"))
                }
                Comparable::Unknown(why) => {
                    return Comparable::Unknown(format!(
                        "variant {variant} holds {why}, which may not be comparable"
                    ))
                }
            }
        }
        Comparable::Yes
    }

    /// A variant method that passes its receiver on could convert it to the family.
    fn check_receiver_escapes(
        &self,
        index: &Index<'a>,
        slots: &[(&'a str, bool)],
        out: &mut Refusals,
    ) {
        for (variant, _) in slots {
            for method in index.methods_of(variant) {
                let (Some(receiver), Some(body)) = (
                    method.receiver_name,
                    method.at.node.child_by_field_name("body"),
                ) else {
                    continue;
                };
                for node in descendants(body) {
                    if node.kind() != "identifier" || method.at.file.text_of(node) != receiver {
                        continue;
                    }
                    let Some(parent) = node.parent() else {
                        continue;
                    };
                    let escapes = match parent.kind() {
                        "argument_list" => {
                            let facts = index.package.types.file(method.at.file).ok();
                            parent
                                .parent()
                                .and_then(call_parts)
                                .is_some_and(|(callee, _)| {
                                    if let Some((facts, kind)) =
                                        facts.and_then(|f| Some((f, f.call_kind(callee)?)))
                                    {
                                        return receiver_may_escape(
                                            method.at.file,
                                            facts,
                                            callee,
                                            kind,
                                        );
                                    }
                                    let callee = method.at.file.text_of(unparen(callee));
                                    // A conversion to a concrete type copies the value; any
                                    // other call may take it as an interface.
                                    // `error(x)` and `any(x)` convert to an interface.
                                    let conversion = (is_predeclared_type(callee)
                                        && !matches!(callee, "error" | "any"))
                                        || index
                                            .types
                                            .get(callee)
                                            .is_some_and(|t| t.ty.kind() != "interface_type");
                                    !conversion
                                })
                        }
                        "expression_list" => parent
                            .parent()
                            .is_some_and(|p| p.kind() == "return_statement"),
                        _ => false,
                    };
                    if escapes {
                        out.refuse(
                            Located { file: method.at.file, node },
                            "variant_escapes",
                            format!("method {} passes its receiver {receiver} on, where it may become a {}", method.name, self.name),
                        );
                    }
                }
            }
        }
    }

    /// Names for the new struct's fields, kind type and constants, none colliding.
    fn layout(
        &self,
        index: &Index<'a>,
        slots: &[(&'a str, bool)],
        constructions: &[Construction<'a>],
        choice: LayoutChoice,
    ) -> Result<Layout, (&'static str, String)> {
        let mut method_names: BTreeSet<&str> = self.methods.iter().map(|m| m.name).collect();
        if let Some(wrapper) = self.wrapper {
            method_names.extend(index.methods_of(wrapper.name).iter().map(|m| m.name));
        }
        let mut taken: BTreeSet<String> =
            index.package_names.keys().map(|k| k.to_string()).collect();
        let kind_type = fresh_name(
            &format!("{}Kind", render::lower_first(self.name)),
            &mut taken,
        );
        let family_file = self.wrapper.map_or(self.interface, |w| w.decl).spec.file;
        let variants = slots
            .iter()
            .map(|(variant, pointer)| {
                let shape = match choice {
                    LayoutChoice::Wide => Shape::Whole,
                    LayoutChoice::Compact if *pointer => Shape::Whole,
                    LayoutChoice::Compact => {
                        let built: Vec<&Construction> = constructions
                            .iter()
                            .filter(|c| c.variant == *variant)
                            .collect();
                        compact::fitting(index, variant, family_file, &built)
                    }
                };
                (variant.to_string(), *pointer, shape)
            })
            .collect();
        let mut fields: BTreeSet<String> = BTreeSet::new();
        let free_for_field = |name: &str, fields: &BTreeSet<String>| {
            !render::is_reserved(name) && !method_names.contains(name) && !fields.contains(name)
        };
        let family = self.name;
        let shared_fields = std::cell::RefCell::new(&mut fields);
        let (mut layout_slots, struct_fields) = compact::assign(
            variants,
            family,
            &mut |variant| {
                let mut fields = shared_fields.borrow_mut();
                let preferred = render::field_name(variant, family);
                let field = [preferred, variant.to_string()]
                    .into_iter()
                    .find(|f| free_for_field(f, &fields))
                    .ok_or(("name_collision", format!("no free field name for variant {variant}: its name is taken by a method of {family}")))?;
                fields.insert(field.clone());
                Ok(field)
            },
            &mut |wanted| {
                let mut fields = shared_fields.borrow_mut();
                let mut name = wanted.to_string();
                let mut n = 1;
                while !free_for_field(&name, &fields) {
                    n += 1;
                    name = format!("{wanted}_{n}");
                }
                fields.insert(name.clone());
                name
            },
        )?;
        for slot in &mut layout_slots {
            let word = match slot.storage {
                render::Storage::Whole => slot.fields[0].clone(),
                _ => render::field_name(&slot.variant, self.name),
            };
            slot.kind = fresh_name(
                &format!("{kind_type}{}", render::upper_first(&word)),
                &mut taken,
            );
        }
        let file = self.interface.spec.file;
        let methods: Vec<Method> = self
            .methods
            .iter()
            .map(|m| {
                let hint = slots
                    .iter()
                    .find_map(|(variant, _)| variant_param_names(index, variant, m.name));
                interface_method(file, m, hint)
            })
            .collect();
        let params: BTreeSet<&str> = methods
            .iter()
            .flat_map(|m| m.params.iter().map(|p| p.name.as_str()))
            .collect();
        let receiver = ["o", "opt", "option", "self_"]
            .into_iter()
            .find(|r| !params.contains(r) && !taken.contains(*r))
            .unwrap_or("o")
            .to_string();
        Ok(Layout {
            family: self.name.to_string(),
            kind_type,
            receiver,
            slots: layout_slots,
            fields: struct_fields,
            methods,
        })
    }

    /// The edits: new type body and declarations, constructor literals, and for the
    /// wrapper, the removed interface and the shortened call sites.
    fn fix(&self, index: &Index<'a>, layout: &Layout, constructions: &[Construction<'a>]) -> Fix {
        let mut edits = Vec::new();
        let slot_of = |variant: &str| {
            layout
                .slots
                .iter()
                .find(|s| s.variant == variant)
                .expect("every construction has a slot: slots are made from constructions")
        };
        let owner = self.wrapper.map_or(self.interface, |w| w.decl);
        let file = owner.spec.file;
        let indent = file.line_indent(owner.spec.node.start_byte());
        edits.push(Edit::replace(
            &file.path,
            owner.ty.byte_range(),
            render::struct_type(layout, indent),
        ));
        edits.push(Edit::insert(
            &file.path,
            owner.decl.end_byte(),
            render::declarations(layout),
        ));
        for c in constructions {
            let slot = slot_of(c.variant);
            if slot.storage != Storage::Whole {
                // The variant is taken apart: the whole expression gives way to its fields.
                let fields = compact::pack(index, file, slot, c);
                let sep = if fields.is_empty() { "" } else { ", " };
                let set = format!("kind: {}{sep}{fields}", slot.kind);
                match c.element {
                    Some(element) => {
                        edits.push(Edit::replace(&c.file.path, element.byte_range(), set))
                    }
                    None => edits.push(Edit::replace(
                        &c.file.path,
                        c.expr.byte_range(),
                        format!("{}{{{set}}}", self.name),
                    )),
                }
                continue;
            }
            let key = format!("kind: {}, {}: ", slot.kind, slot.fields[0]);
            match c.element {
                Some(element) => edits.push(Edit::replace(
                    &c.file.path,
                    element.start_byte()..c.expr.start_byte(),
                    key,
                )),
                None => {
                    edits.push(Edit::insert(
                        &c.file.path,
                        c.expr.start_byte(),
                        format!("{}{{{key}", self.name),
                    ));
                    edits.push(Edit::insert(&c.file.path, c.expr.end_byte(), "}"));
                }
            }
        }
        if let Some(wrapper) = self.wrapper {
            let interface_file = self.interface.spec.file;
            edits.push(Edit::replace(
                &interface_file.path,
                deletion_range(interface_file, self.interface),
                "",
            ));
            for at in index
                .field_references
                .get(wrapper.field)
                .map_or(&[][..], Vec::as_slice)
            {
                if let Some(inner) = self.method_call_through_field(at.file, at.node) {
                    if let Some(operand) = inner.child_by_field_name("operand") {
                        edits.push(Edit::replace(
                            &at.file.path,
                            operand.end_byte()..inner.end_byte(),
                            "",
                        ));
                    }
                }
            }
        }
        Fix {
            message: format!("make {} a tagged struct", self.name),
            edits,
        }
    }

    /// The struct's size against the interface's two words, so a reviewer sees what every
    /// copy of an option (and every `[]Option` element) now costs.
    fn size_note(&self, index: &Index<'a>, layout: &Layout) -> String {
        const INTERFACE: u64 = 16;
        let Some((compact, wide, source)) = compact::sizes(index, layout) else {
            return format!(
                "size: not computed (a field's type is neither declared in this package nor known from Go's type checker); {} was {INTERFACE} bytes as an interface",
                self.name
            );
        };
        let source = match source {
            compact::SizeSource::Declarations => "on amd64, computed from the declarations",
            compact::SizeSource::TypeChecker => "from Go's type checker",
        };
        let shared = layout.fields.len() < layout.slots.len()
            || layout.slots.iter().any(|s| s.storage != Storage::Whole);
        let mut note = format!(
            "size: {} is {compact} bytes {source} (as an interface: {INTERFACE}",
            self.name
        );
        if shared || compact != wide {
            note.push_str(&format!(
                "; with a field per variant, --layout wide: {wide}"
            ));
        }
        note.push(')');
        if compact > 2 * INTERFACE {
            note.push_str(&format!(
                "; that is more than 2 words over the interface, paid by every copy of an option and every element of a []{}",
                self.name
            ));
        }
        note
    }

    /// What a reviewer must know beyond the diff.
    fn notes(
        &self,
        layout: &Layout,
        slots: &[(&'a str, bool)],
        comparability: &Comparable,
        index: &Index<'a>,
    ) -> Vec<String> {
        let mut notes = Vec::new();
        let variants: Vec<String> = layout.slots.iter().map(|s| s.describe()).collect();
        notes.push(format!("variants: {}", variants.join("; ")));
        notes.push(self.size_note(index, layout));
        match self.wrapper {
            None if is_exported(self.name) => notes.push(format!(
                "API: exported type {} changes from interface to struct; callers that only call its constructors and pass options compile unchanged",
                self.name
            )),
            None => {}
            Some(_) => notes.push(format!(
                "API: unchanged ({} keeps only unexported fields); the unexported interface {} is removed",
                self.name, self.interface_name
            )),
        }
        if let (Comparable::No(why) | Comparable::Unknown(why), true) =
            (comparability, is_exported(self.name))
        {
            notes.push(format!(
                "API: {} may no longer be comparable with == ({why})",
                self.name
            ));
        }
        for method in &layout.methods {
            let passes = method
                .zero_returns()
                .unwrap_or_default()
                .into_iter()
                .flatten()
                .collect::<Vec<_>>();
            let does = if method.results.is_empty() {
                "does nothing".to_string()
            } else if passes.is_empty() {
                "returns zero values".to_string()
            } else {
                format!("returns its argument {} unchanged", passes.join(", "))
            };
            notes.push(format!(
                "behaviour: calling {} on the zero {} now {does}; before, it panicked on a nil interface",
                method.name, self.name
            ));
        }
        for (variant, pointer) in slots {
            if !pointer && index.types[variant].ty.kind() == "function_type" {
                notes.push(format!("{variant} holds a func: a closure may still allocate, but the interface box is gone"));
            }
        }
        notes
    }
}

/// Whether a family is used the way functional options are: named as options, or taken as
/// a variadic parameter (`func New(opts ...Option)`). Without this, every interface with a
/// constructor (`func NewReader() Reader { return &reader{} }`) would be a candidate and the
/// plan would drown in refusals that are not about options at all.
/// Whether a declared type boxes without allocating, as far as its declaration shows.
fn declared_free(file: &SourceFile, ty: Node) -> bool {
    let ty = unparen(ty);
    match ty.kind() {
        "function_type" | "pointer_type" | "map_type" | "channel_type" => true,
        "struct_type" => {
            let fields: Vec<Node> = ty
                .named_child(0)
                .map(named_children)
                .unwrap_or_default()
                .into_iter()
                .filter(|f| f.kind() == "field_declaration")
                .collect();
            match fields.as_slice() {
                [] => true,
                [one] => {
                    let mut cursor = one.walk();
                    let names = one.children_by_field_name("name", &mut cursor).count();
                    names <= 1
                        && one
                            .child_by_field_name("type")
                            .is_some_and(|t| declared_free(file, t) && t.kind() != "struct_type")
                }
                _ => false,
            }
        }
        "type_identifier" => matches!(file.text_of(ty), "bool" | "byte" | "uint8" | "int8"),
        _ => false,
    }
}

/// Why a variant boxes for free, in a reviewer's words.
fn free_shape(file: &SourceFile, ty: Node) -> &'static str {
    match unparen(ty).kind() {
        "function_type" => "a func",
        "pointer_type" => "a pointer",
        "map_type" => "a map",
        "channel_type" => "a chan",
        "struct_type" if declared_free(file, ty) => {
            if named_children(ty)
                .first()
                .is_some_and(|l| named_children(*l).is_empty())
            {
                "zero-size"
            } else {
                "a struct of one pointer-shaped field"
            }
        }
        _ => "one byte, or pointer-shaped by its type",
    }
}

/// `A`, `A and B`, `A, B, C and 2 more`.
fn listed(names: &BTreeSet<&str>) -> String {
    let names: Vec<&str> = names.iter().copied().collect();
    match names.as_slice() {
        [] => "its constructors".to_string(),
        [one] => one.to_string(),
        [first @ .., last] if names.len() <= 4 => format!("{} and {last}", first.join(", ")),
        _ => format!("{} and {} more", names[..3].join(", "), names.len() - 3),
    }
}

/// Whether passing a receiver to a call the type checker classified may turn it into an
/// interface value: a conversion to a concrete type copies it (`time.Duration(p)`), and the
/// builtins other than `panic`, `print`, `println` and `append` never box (`len(o)`). Any
/// other call may take it as an interface parameter.
fn receiver_may_escape(file: &SourceFile, facts: FileTypes, callee: Node, kind: CallKind) -> bool {
    match kind {
        CallKind::Conversion(_) => facts
            .expr(callee)
            .and_then(|e| e.info)
            .is_none_or(|info| info.interface),
        CallKind::Builtin => matches!(
            file.text_of(unparen(callee)),
            "panic" | "print" | "println" | "append"
        ),
        CallKind::Call => true,
    }
}

fn looks_like_options(index: &Index, family: &Family) -> bool {
    let named = [family.name, family.interface_name]
        .iter()
        .any(|n| n.to_ascii_lowercase().contains("opt"));
    // An interface with exported methods that is not called an option is an ordinary
    // abstraction (io.Reader is taken variadically by io.MultiReader).
    let sealed = family.methods.iter().all(|m| !is_exported(m.name));
    named
        || sealed && !index.has_references
        || sealed
            && index.references_to(family.name).iter().any(|at| {
                at.node.parent().is_some_and(|p| {
                    p.kind() == "variadic_parameter_declaration"
                        && p.child_by_field_name("type") == Some(at.node)
                })
            })
}

/// Where a type name is spelled, as far as the rewrite cares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum TypeUse {
    Declaration,
    Parameter,
    Result,
    SliceLiteral,
    Variable,
    Field,
    Embedded,
    /// An element or value type (`map[K]Option`, `[2]Option`, `chan Option`, `*Option`,
    /// a type argument), with what the position is.
    Held(&'static str),
    /// Anything else, with what the position is.
    Other(&'static str),
}

impl TypeUse {
    fn describe(self) -> &'static str {
        match self {
            TypeUse::Declaration => "its declaration",
            TypeUse::Parameter => "a parameter type",
            TypeUse::Result => "a result type",
            TypeUse::SliceLiteral => "a slice literal's element type",
            TypeUse::Variable => "a variable's type",
            TypeUse::Field => "a struct field's type",
            TypeUse::Embedded => "embedded",
            TypeUse::Held(what) | TypeUse::Other(what) => what,
        }
    }
}

/// Classifies one spelling of a type name.
fn type_use(node: Node) -> TypeUse {
    let mut node = node;
    let mut parent = node.parent();
    if let Some(p) = parent.filter(|p| p.kind() == "qualified_type") {
        node = p;
        parent = p.parent();
    }
    let mut slice = false;
    if let Some(p) = parent.filter(|p| p.kind() == "slice_type") {
        node = p;
        parent = p.parent();
        slice = true;
    }
    let Some(parent) = parent else {
        return TypeUse::Other("a position the pass does not rewrite");
    };
    let is_field = |name: &str| parent.child_by_field_name(name) == Some(node);
    match parent.kind() {
        "type_spec" if is_field("name") => TypeUse::Declaration,
        "parameter_declaration" | "variadic_parameter_declaration" if is_field("type") => {
            let Some(list) = parent.parent() else {
                return TypeUse::Other("a position the pass does not rewrite");
            };
            let Some(owner) = list.parent() else {
                return TypeUse::Other("a position the pass does not rewrite");
            };
            if owner.child_by_field_name("result") == Some(list) {
                TypeUse::Result
            } else if owner.child_by_field_name("parameters") == Some(list) {
                TypeUse::Parameter
            } else {
                TypeUse::Other("a receiver")
            }
        }
        "function_declaration"
        | "method_declaration"
        | "func_literal"
        | "method_elem"
        | "function_type"
            if is_field("result") =>
        {
            TypeUse::Result
        }
        "composite_literal" if slice && is_field("type") => TypeUse::SliceLiteral,
        "var_spec" if is_field("type") => TypeUse::Variable,
        "field_declaration" if parent.child_by_field_name("name").is_none() => TypeUse::Embedded,
        "field_declaration" => TypeUse::Field,
        "type_elem" => TypeUse::Embedded,
        // A map key must stay comparable and hashable as before: not rewritten.
        "map_type" if is_field("key") => TypeUse::Other("a map key type"),
        "map_type" => TypeUse::Held("a map value type"),
        "channel_type" => TypeUse::Held("a channel element type"),
        "array_type" => TypeUse::Held("an array element type"),
        "pointer_type" => TypeUse::Held("a pointer type"),
        "type_arguments" => TypeUse::Held("a type argument"),
        "call_expression" | "type_conversion_expression" => TypeUse::Other("a conversion"),
        _ => TypeUse::Other("a position the pass does not rewrite"),
    }
}

/// Names bound to family values, collected without scoping (over-approximating can only
/// make the pass refuse more): parameters, variables, range values over family slices, and
/// results of constructor calls.
struct TypedNames<'a> {
    family: &'a str,
    /// The package's type facts and the family's type as they spell it (`path.Option`).
    types: &'a Types,
    family_type: Option<String>,
    values: BTreeSet<&'a str>,
    slices: BTreeSet<&'a str>,
    constructors: BTreeSet<&'a str>,
    files: Vec<&'a SourceFile>,
}

impl<'a> TypedNames<'a> {
    fn collect(
        index: &Index<'a>,
        family: &'a str,
        constructors: &BTreeSet<&'a str>,
    ) -> TypedNames<'a> {
        let mut names = TypedNames {
            family,
            types: &index.package.types,
            family_type: index.package.types.known().map(|t| t.qualify(family)),
            values: BTreeSet::new(),
            slices: BTreeSet::new(),
            constructors: constructors.clone(),
            files: Vec::new(),
        };
        let mut files: Vec<&SourceFile> = index
            .references
            .values()
            .flatten()
            .map(|l| l.file)
            .collect();
        files.sort_by(|a, b| a.path.cmp(&b.path));
        files.dedup_by(|a, b| a.path == b.path);
        names.files = files;
        for at in index.references_to(family) {
            let mut ty = at.node;
            if let Some(q) = ty.parent().filter(|p| p.kind() == "qualified_type") {
                ty = q;
            }
            let mut slice = false;
            if let Some(s) = ty.parent().filter(|p| p.kind() == "slice_type") {
                ty = s;
                slice = true;
            }
            let Some(decl) = ty.parent() else { continue };
            if decl.child_by_field_name("type") != Some(ty) {
                continue;
            }
            let slice = slice || decl.kind() == "variadic_parameter_declaration";
            if !matches!(
                decl.kind(),
                "parameter_declaration"
                    | "variadic_parameter_declaration"
                    | "var_spec"
                    | "field_declaration"
            ) {
                continue;
            }
            let mut cursor = decl.walk();
            for name in decl.children_by_field_name("name", &mut cursor) {
                let name = at.file.text_of(name);
                if slice {
                    names.slices.insert(name);
                } else {
                    names.values.insert(name);
                }
            }
        }
        // `o := WithX()` and `for _, o := range opts`.
        for file in names.files.clone() {
            for node in descendants(file.tree.root_node()) {
                match node.kind() {
                    "short_var_declaration" | "assignment_statement" => {
                        let (Some(left), Some(right)) = (
                            node.child_by_field_name("left"),
                            node.child_by_field_name("right"),
                        ) else {
                            continue;
                        };
                        names.bind(file, &named_children(left), &named_children(right));
                    }
                    // `var one = Count(1)`: the value says the type.
                    "var_spec" if node.child_by_field_name("type").is_none() => {
                        let Some(values) = node.child_by_field_name("value") else {
                            continue;
                        };
                        let mut cursor = node.walk();
                        let left: Vec<Node> =
                            node.children_by_field_name("name", &mut cursor).collect();
                        names.bind(file, &left, &named_children(values));
                    }
                    "range_clause" => {
                        let (Some(left), Some(right)) = (
                            node.child_by_field_name("left"),
                            node.child_by_field_name("right"),
                        ) else {
                            continue;
                        };
                        let right = unparen(right);
                        let over_family = right.kind() == "identifier"
                            && names.slices.contains(file.text_of(right));
                        if let (true, Some(value)) = (over_family, named_children(left).get(1)) {
                            names.values.insert(file.text_of(*value));
                        }
                    }
                    _ => {}
                }
            }
        }
        names
    }

    /// Records the names on the left that receive a family value from the right.
    fn bind(&mut self, file: &'a SourceFile, left: &[Node], right: &[Node]) {
        if left.len() != right.len() {
            return;
        }
        for (l, r) in left.iter().zip(right) {
            if l.kind() == "identifier" && self.is_family_expr(file, *r) {
                self.values.insert(&file.text[l.byte_range()]);
            }
        }
    }

    /// Whether an expression has the family type: from the type checker when it saw the
    /// file, else by name (certainly or plausibly).
    fn is_family_expr(&self, file: &SourceFile, expr: Node) -> bool {
        if let (Ok(facts), Some(family)) = (self.types.file(file), &self.family_type) {
            if let Some(ty) = facts.type_of(expr) {
                return ty == family;
            }
        }
        let expr = unparen(expr);
        match expr.kind() {
            "identifier" => self.values.contains(file.text_of(expr)),
            "selector_expression" => expr
                .child_by_field_name("field")
                .is_some_and(|f| self.values.contains(file.text_of(f))),
            "index_expression" => expr.child_by_field_name("operand").is_some_and(|o| {
                let o = unparen(o);
                let name = match o.kind() {
                    "identifier" => Some(o),
                    "selector_expression" => o.child_by_field_name("field"),
                    _ => None,
                };
                name.is_some_and(|n| self.slices.contains(file.text_of(n)))
            }),
            _ => call_parts(expr).is_some_and(|(callee, _)| {
                let callee = unparen(callee);
                let name = match callee.kind() {
                    "identifier" => Some(callee),
                    "selector_expression" => callee.child_by_field_name("field"),
                    _ => None,
                };
                name.is_some_and(|n| {
                    let n = file.text_of(n);
                    self.constructors.contains(n) || n == self.family
                })
            }),
        }
    }
}

/// Whether a value of a type can be compared with `==`, as far as the package shows.
enum Comparable {
    Yes,
    No(String),
    Unknown(String),
}

fn comparable_type<'a>(
    index: &Index<'a>,
    file: &'a SourceFile,
    ty: Node<'a>,
    seen: &mut BTreeSet<String>,
) -> Comparable {
    let ty = unparen(ty);
    match ty.kind() {
        "pointer_type" | "channel_type" | "interface_type" => Comparable::Yes,
        "function_type" => Comparable::No("a func".into()),
        "slice_type" => Comparable::No("a slice".into()),
        "map_type" => Comparable::No("a map".into()),
        "array_type" => match ty.child_by_field_name("element") {
            Some(element) => comparable_type(index, file, element, seen),
            None => Comparable::Unknown("an array".into()),
        },
        "struct_type" => {
            for field in descendants(ty).filter(|n| n.kind() == "field_declaration") {
                if let Some(field_ty) = field.child_by_field_name("type") {
                    match comparable_type(index, file, field_ty, seen) {
                        Comparable::Yes => {}
                        other => return other,
                    }
                }
            }
            Comparable::Yes
        }
        "type_identifier" => {
            let name = file.text_of(ty);
            if is_predeclared_type(name) && name != "any" {
                return Comparable::Yes;
            }
            if !seen.insert(name.to_string()) {
                return Comparable::Yes;
            }
            match index.types.get(name) {
                Some(decl) => comparable_type(index, decl.spec.file, decl.ty, seen),
                None => Comparable::Unknown(format!("type {name}")),
            }
        }
        _ => Comparable::Unknown(format!("type {}", file.text_of(ty))),
    }
}

/// The first place the package compares family values or keys a map by them.
/// Whether a type node names `name`, spelled plainly or qualified by a package (`pkg.Option`
/// in an external test package).
fn names_type(file: &SourceFile, ty: Node, name: &str) -> bool {
    let ty = unparen(ty);
    match ty.kind() {
        "qualified_type" => ty
            .child_by_field_name("name")
            .is_some_and(|n| file.text_of(n) == name),
        _ => file.text_of(ty) == name,
    }
}

fn compared_at<'a>(typed: &TypedNames<'a>, family: &str) -> Option<Located<'a>> {
    for file in &typed.files {
        for node in descendants(file.tree.root_node()) {
            match node.kind() {
                "binary_expression" => {
                    let op = node
                        .child_by_field_name("operator")
                        .map(|o| file.text_of(o));
                    if !matches!(op, Some("==" | "!=")) {
                        continue;
                    }
                    let sides = [
                        node.child_by_field_name("left"),
                        node.child_by_field_name("right"),
                    ];
                    let nil = sides.iter().flatten().any(|s| s.kind() == "nil");
                    if !nil
                        && sides
                            .iter()
                            .flatten()
                            .any(|s| typed.is_family_expr(file, *s))
                    {
                        return Some(Located { file, node });
                    }
                }
                // `switch o { case a: … }` compares o with each case value.
                "expression_switch_statement"
                    if node
                        .child_by_field_name("value")
                        .is_some_and(|v| typed.is_family_expr(file, v)) =>
                {
                    return Some(Located { file, node });
                }
                "map_type"
                    if node
                        .child_by_field_name("key")
                        .is_some_and(|k| names_type(file, k, family)) =>
                {
                    return Some(Located { file, node });
                }
                _ => {}
            }
        }
    }
    None
}

/// `nil` in a return or assignment where a family value is expected.
fn nil_in_list(
    file: &SourceFile,
    nil: Node,
    list: Node,
    family: &str,
    typed: &TypedNames,
) -> Option<String> {
    let position = named_children(list).iter().position(|n| *n == nil)?;
    let owner = list.parent()?;
    match owner.kind() {
        "return_statement" => {
            let func = enclosing_function(owner)?;
            let result = func.child_by_field_name("result")?;
            let types: Vec<&str> = parameters(result)
                .iter()
                .map(|p| file.text_of(p.ty))
                .collect();
            (types.get(position) == Some(&family)).then(|| format!("nil is returned as {family}"))
        }
        "assignment_statement" | "var_spec" => {
            if owner.kind() == "var_spec"
                && owner
                    .child_by_field_name("type")
                    .is_some_and(|t| names_type(file, t, family))
            {
                return Some("nil initialises a family variable".into());
            }
            let left = owner.child_by_field_name("left")?;
            let target = *named_children(left).get(position)?;
            typed
                .is_family_expr(file, target)
                .then(|| format!("nil is assigned to {}", file.text_of(target)))
        }
        _ => None,
    }
}

/// `nil` passed where a package function takes a family parameter.
fn nil_as_argument(
    index: &Index,
    file: &SourceFile,
    nil: Node,
    arguments: Node,
    family: &str,
) -> Option<String> {
    let position = named_children(arguments).iter().position(|n| *n == nil)?;
    let call = arguments.parent()?;
    let (callee, _) = call_parts(call)?;
    let callee = unparen(callee);
    let name = match callee.kind() {
        "identifier" => file.text_of(callee),
        "selector_expression" => file.text_of(callee.child_by_field_name("field")?),
        _ => return None,
    };
    let func = index.funcs.get(name)?;
    let params = func.at.node.child_by_field_name("parameters")?;
    let slots = parameters(params);
    let slot = slots
        .get(position)
        .or_else(|| slots.last().filter(|p| p.variadic))?;
    let ty = func.at.file.text_of(slot.ty);
    (ty == family).then(|| format!("nil is passed to {name} where it takes {family}"))
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
        method.child_by_field_name("parameters")?,
        method.child_by_field_name("result"),
    ))
}

/// The struct type in the package whose single field is the interface, if one has
/// constructors; such a struct is the wrapper shape.
fn find_wrapper<'a>(index: &Index<'a>, interface: &str) -> Option<Wrapper<'a>> {
    index.types.iter().find_map(|(name, decl)| {
        if decl.ty.kind() != "struct_type" || decl.generic {
            return None;
        }
        let fields = wrapper_fields(decl.ty);
        let field = fields.iter().find(|f| {
            f.child_by_field_name("type")
                .is_some_and(|t| decl.spec.file.text_of(t) == interface)
                && f.child_by_field_name("name").is_some()
        })?;
        let mut cursor = field.walk();
        let names: Vec<Node> = field.children_by_field_name("name", &mut cursor).collect();
        let [field_name] = names.as_slice() else {
            return None;
        };
        let has_constructor = index
            .funcs
            .values()
            .any(|f| returns_type(f.at.file, f.at.node, name));
        has_constructor.then(|| Wrapper {
            name,
            decl: *decl,
            field: decl.spec.file.text_of(*field_name),
        })
    })
}

fn wrapper_fields(struct_type: Node) -> Vec<Node> {
    descendants(struct_type)
        .filter(|n| n.kind() == "field_declaration")
        .filter(|n| n.parent().and_then(|p| p.parent()) == Some(struct_type))
        .collect()
}

fn wrapper_field<'a>(wrapper: Wrapper<'a>) -> Option<Node<'a>> {
    wrapper_fields(wrapper.decl.ty).into_iter().find(|f| {
        f.child_by_field_name("name")
            .is_some_and(|n| wrapper.decl.spec.file.text_of(n) == wrapper.field)
    })
}

/// Whether a function declares exactly one result, of the given type.
fn returns_type(file: &SourceFile, func: Node, ty: &str) -> bool {
    let Some(result) = func.child_by_field_name("result") else {
        return false;
    };
    matches!(parameters(result).as_slice(), [only] if file.text_of(only.ty) == ty)
}

/// The single expression of each `return` that belongs to `func` itself (not to a func
/// literal inside it).
fn returns_of(func: Node) -> Vec<Node> {
    let Some(body) = func.child_by_field_name("body") else {
        return Vec::new();
    };
    descendants(body)
        .filter(|n| n.kind() == "return_statement")
        .filter(|n| enclosing_function(*n) == Some(func))
        .filter_map(|n| {
            let list = named_children(n)
                .into_iter()
                .find(|c| c.kind() == "expression_list")?;
            let exprs = named_children(list);
            (exprs.len() == 1).then(|| exprs[0])
        })
        .collect()
}

/// The function declaration whose single return expression is `expr`, if it is one.
fn constructor_returning(expr: Node) -> Option<Node> {
    let list = expr.parent().filter(|p| p.kind() == "expression_list")?;
    if named_children(list).len() != 1 {
        return None;
    }
    let ret = list.parent().filter(|p| p.kind() == "return_statement")?;
    enclosing_function(ret).filter(|f| f.kind() == "function_declaration")
}

fn enclosing_function(node: Node) -> Option<Node> {
    let mut node = node.parent()?;
    loop {
        if matches!(
            node.kind(),
            "function_declaration" | "method_declaration" | "func_literal"
        ) {
            return Some(node);
        }
        node = node.parent()?;
    }
}

/// The variant a Go expression builds directly, and whether it builds a pointer to it:
/// `T{…}`, `&T{…}`, `T(x)`, `(*T)(x)`, `new(T)`.
fn construction<'a>(file: &'a SourceFile, expr: Node<'a>) -> Option<(&'a str, bool)> {
    let expr = unparen(expr);
    match expr.kind() {
        "composite_literal" => {
            let ty = expr.child_by_field_name("type")?;
            (ty.kind() == "type_identifier").then(|| (file.text_of(ty), false))
        }
        "unary_expression" => {
            let op = expr.child_by_field_name("operator")?;
            let operand = unparen(expr.child_by_field_name("operand")?);
            if file.text_of(op) != "&" || operand.kind() != "composite_literal" {
                return None;
            }
            construction(file, operand).map(|(name, _)| (name, true))
        }
        _ => {
            let (callee, args) = call_parts(expr)?;
            let callee = unparen(callee);
            match callee.kind() {
                "identifier" | "type_identifier" if file.text_of(callee) == "new" => {
                    let [arg] = args.as_slice() else { return None };
                    matches!(arg.kind(), "identifier" | "type_identifier")
                        .then(|| (file.text_of(*arg), true))
                }
                "identifier" | "type_identifier" => {
                    (args.len() == 1).then(|| (file.text_of(callee), false))
                }
                "pointer_type" | "unary_expression" => {
                    let inner = unparen(callee.named_children(&mut callee.walk()).last()?);
                    let star = callee.kind() == "pointer_type"
                        || callee
                            .child_by_field_name("operator")
                            .is_some_and(|o| file.text_of(o) == "*");
                    (star
                        && matches!(inner.kind(), "identifier" | "type_identifier")
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
    let body = expr.child_by_field_name("body")?;
    let elements = named_children(body);
    let [element] = elements.as_slice() else {
        return None;
    };
    match element.kind() {
        "literal_element" => Some(*element),
        "keyed_element" => {
            let key = element.child_by_field_name("key")?;
            (file.text_of(key) == wrapper.field).then_some(*element)
        }
        _ => None,
    }
}

/// The value expression of a positional or keyed literal element.
fn element_value(element: Node) -> Option<Node> {
    let value = match element.kind() {
        "keyed_element" => element.child_by_field_name("value")?,
        _ => element,
    };
    named_children(value).into_iter().next()
}

fn is_literal_of(file: &SourceFile, expr: Node, type_name: &str) -> bool {
    expr.kind() == "composite_literal"
        && expr
            .child_by_field_name("type")
            .is_some_and(|t| file.text_of(t) == type_name)
}

fn in_receiver(node: Node) -> bool {
    let mut current = node;
    for _ in 0..6 {
        let Some(parent) = current.parent() else {
            return false;
        };
        if parent.kind() == "method_declaration" {
            return parent.child_by_field_name("receiver") == Some(current);
        }
        current = parent;
    }
    false
}

fn has_ancestor(node: Node, kinds: &[&str], depth: usize) -> bool {
    let mut current = node;
    for _ in 0..depth {
        match current.parent() {
            Some(p) if kinds.contains(&p.kind()) => return true,
            Some(p) => current = p,
            None => return false,
        }
    }
    false
}

/// The parameter names a variant's own method uses, when all are named: the interface
/// often leaves them out (`apply(*options)`), and `arg` reads worse than the author's word.
fn variant_param_names(index: &Index, variant: &str, method: &str) -> Option<Vec<String>> {
    let decl = index
        .methods_of(variant)
        .iter()
        .find(|m| m.name == method)?;
    let params = parameters(decl.at.node.child_by_field_name("parameters")?);
    let names: Vec<String> = params
        .iter()
        .map(|p| p.name.map(|n| decl.at.file.text_of(n).to_string()))
        .collect::<Option<_>>()?;
    let distinct: BTreeSet<&String> = names.iter().collect();
    (distinct.len() == names.len() && !names.iter().any(|n| n == "_")).then_some(names)
}

/// The interface method as the dispatcher re-declares it, with its doc comment. Unnamed
/// parameters take the variants' own names when they agree, else `arg`, `arg1`, ….
fn interface_method(
    file: &SourceFile,
    method: &InterfaceMethod,
    names_hint: Option<Vec<String>>,
) -> Method {
    let node = method.node;
    let mut doc = Vec::new();
    let mut previous = node.prev_sibling();
    let mut line = file.position(node.start_byte()).line;
    while let Some(comment) = previous.filter(|p| p.kind() == "comment") {
        let end_line = file.position(comment.end_byte()).line;
        if end_line + 1 != line {
            break;
        }
        doc.push(file.text_of(comment).to_string());
        line = file.position(comment.start_byte()).line;
        previous = comment.prev_sibling();
    }
    doc.reverse();
    let declared = node
        .child_by_field_name("parameters")
        .map(parameters)
        .unwrap_or_default();
    let named = |p: &Parameter| p.name.map(|n| file.text_of(n)).filter(|n| *n != "_");
    let all_unnamed = declared.iter().all(|p| named(p).is_none());
    let hint = names_hint.filter(|n| all_unnamed && n.len() == declared.len());
    let params = declared
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let name = match (named(p), &hint) {
                (Some(name), _) => name.to_string(),
                (None, Some(hint)) => hint[i].clone(),
                (None, None) if declared.len() == 1 => "arg".to_string(),
                (None, None) => format!("arg{}", i + 1),
            };
            Param {
                name,
                ty: file.text_of(p.ty).to_string(),
                variadic: p.variadic,
            }
        })
        .collect();
    let results = node
        .child_by_field_name("result")
        .map(parameters)
        .unwrap_or_default()
        .iter()
        .map(|p| {
            let name = p.name.map(|n| file.text_of(n).to_string());
            (name, file.text_of(p.ty).to_string())
        })
        .collect();
    Method {
        doc,
        name: method.name.to_string(),
        params,
        results,
    }
}

/// A name not yet taken, made from `base` with a number appended when needed.
fn fresh_name(base: &str, taken: &mut BTreeSet<String>) -> String {
    let mut name = base.to_string();
    let mut n = 2;
    while taken.contains(&name) {
        name = format!("{base}{n}");
        n += 1;
    }
    taken.insert(name.clone());
    name
}

/// The bytes to delete to remove a type declaration (or one spec of a group) together
/// with its doc comment, leaving at most one blank line behind.
fn deletion_range(file: &SourceFile, decl: TypeDecl) -> Range<usize> {
    let specs = named_children(decl.decl)
        .into_iter()
        .filter(|n| n.kind() != "comment")
        .count();
    let target = if specs == 1 {
        decl.decl
    } else {
        decl.spec.node
    };
    let mut first = target;
    while let Some(prev) = first.prev_sibling().filter(|p| p.kind() == "comment") {
        if file.position(prev.end_byte()).line + 1 != file.position(first.start_byte()).line {
            break;
        }
        first = prev;
    }
    let text = &file.text;
    let start = text[..first.start_byte()].rfind('\n').map_or(0, |i| i + 1);
    let mut end = text[target.end_byte()..]
        .find('\n')
        .map_or(text.len(), |i| target.end_byte() + i + 1);
    let blank_above = text[..start].ends_with("\n\n") || start == 0;
    if blank_above && text[end..].starts_with('\n') {
        end += 1;
    }
    start..end
}

#[cfg(test)]
mod tests {
    use super::may_hold_family;

    #[test]
    fn prefilter_lets_every_family_shape_through() {
        for text in [
            &["type Option interface {\n\tapply(*options)\n}"][..],
            &["type callOption interface{ apply(*OutboundCall) }"],
            &[
                "type (\n\tCheck interface {\n\t\t// run checks.\n\t\trun(v int) bool\n\t}\n)",
                "func Validate(v int, checks ...Check) string",
            ],
            &["type Option interface {\n\tApply(*settings)\n}"],
            &["type Option[T any] interface { apply(*T) }"],
            &[
                "type Call struct { impl callImpl }\ntype callImpl interface { set(*req) }",
                "func Do(calls ...Call) {}",
            ],
            &[
                "type (\n\tCall struct{ impl callImpl }\n\tcallImpl interface { set(*req) }\n)",
                "func Do(calls ...Call) {}",
            ],
        ] {
            assert!(may_hold_family(text), "{text:?}");
        }
    }

    #[test]
    fn prefilter_skips_files_that_cannot_hold_a_family() {
        for text in [
            &["func f(x interface{}) {}"][..],
            &["var m map[string]interface{}"],
            &["type Reader interface {\n\tRead(p []byte) (int, error)\n}"],
            &["// an interface is a set of methods\npackage a"],
            &["// It implements the [os.Signal] interface.\npackage a"],
            &[
                "type Shape interface {\n\tarea() float64\n}",
                "func f(xs ...int) {}",
            ],
        ] {
            assert!(!may_hold_family(text), "{text:?}");
        }
    }
}
