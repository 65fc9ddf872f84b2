//! The recognisers of the options pass: every use of a family, its variants and the
//! wrapper's field is checked against the shapes the rewrite understands, and anything
//! else becomes a refusal naming the site.
//!
//! Invariant: pure; reads the index and the package's type facts.

use super::*;
use crate::syntax::NodeExt;

/// Whether a spelling of `variant` is inside a method whose receiver is the variant
/// (`*o = dCount{calls: o.calls + 1}` in `func (o *dCount) apply`).
fn in_own_method(at: &Located, variant: &str) -> bool {
    std::iter::successors(at.node.parent(), |n| n.parent())
        .find(|n| n.kind_name() == "method_declaration")
        .and_then(|m| m.field("receiver"))
        .is_some_and(|receiver| {
            crate::syntax::descendants(receiver)
                .any(|n| n.kind_name() == "type_identifier" && at.file.text_of(n) == variant)
        })
}

impl<'a> Family<'a> {
    /// Every spelling of a variant's name must be its declaration, a method receiver, or the
    /// variant built in a constructor's return; anything else could convert it to the
    /// interface where the pass cannot see.
    pub(super) fn check_variant_uses(
        &self,
        index: &Index<'a>,
        switches: &[TypeSwitch<'a>],
        partners: &BTreeSet<String>,
        constructions: &mut Vec<Construction<'a>>,
        out: &mut Refusals,
    ) {
        for variant in &self.implementers {
            // Built for another family, the variant is shared only if this one builds it
            // too; one only the other builds is not this family's (its layout leaves it
            // out), whatever becomes of the other.
            let mut shared = Vec::new();
            for at in index.references_to(variant) {
                // A local or parameter spelled like the variant (`retries := c.retries`)
                // is not a use of it, where the type checker saw the file.
                if names_something_else(index, at) {
                    continue;
                }
                // A case of a type switch on a family value is judged with the switch.
                if switches
                    .iter()
                    .any(|s| std::ptr::eq(s.at.file, at.file) && s.names_in_case(at.node))
                {
                    continue;
                }
                let parent = at.node.parent();
                if parent.is_some_and(|p| {
                    p.kind_name() == "type_spec" && p.field("name") == Some(at.node)
                }) {
                    continue;
                }
                if in_receiver(at.node) || is_literal_key(at.node) {
                    continue;
                }
                if let Some(site) = self.construction_site(index, *at, variant) {
                    constructions.push(site);
                    continue;
                }
                // `var _ Other = V{}` checks that the variant implements another sealed
                // interface of the package; it never makes this family, and when Other is
                // rewritten its own fix turns the check into Other's method set.
                if self.other_blank_assertion(index, *at, variant) {
                    continue;
                }
                // Built for another family of the package, by that family's constructor:
                // the value becomes that family, never this one, and the variant's type
                // and methods stay as written. Both are rewritten, or neither.
                if let Some(other) = self.shared_construction(index, *at, variant) {
                    if !partners.contains(other) {
                        shared.push((*at, other));
                    }
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
                } else if in_own_method(at, variant) {
                    ("variant_used_elsewhere", "it is built in one of its own methods, outside a constructor's return, where it may be converted to the family; only constructors' returns are rewritten")
                } else {
                    ("variant_used_elsewhere", "it is used outside a constructor's return, where it may be converted to the family")
                };
                out.refuse(*at, code, format!("variant {variant}: {what}"));
            }
            if constructions.iter().any(|c| c.variant == *variant) {
                for (at, other) in shared {
                    out.refuse(
                        at,
                        super::SHARED,
                        format!("variant {variant} is also built here for {other}; families that share a variant are rewritten together, and {other} is not rewritten"),
                    );
                }
            }
        }
    }

    /// Whether this spelling of `variant` is the value of `var _ Other = V{…}` (or `V(x)`,
    /// `(*V)(nil)`), where Other is another sealed interface of the package.
    fn other_blank_assertion(&self, index: &Index<'a>, at: Located<'a>, variant: &str) -> bool {
        let mut expr = None;
        let mut node = at.node;
        for _ in 0..5 {
            let Some(parent) = node.parent() else {
                break;
            };
            node = parent;
            if construction(at.file, node).is_some_and(|(name, _)| name == variant) {
                expr = Some(node);
            }
        }
        let Some(mut outer) = expr else {
            return false;
        };
        while let Some(p) = outer
            .parent()
            .filter(|p| p.kind_name() == "parenthesized_expression")
        {
            outer = p;
        }
        let Some(ty) = blank_assertion(at.file, outer) else {
            return false;
        };
        let ty = unparen(ty);
        let other = at.file.text_of(ty);
        ty.kind_name() == "type_identifier" && other != self.name && sealed_interface(index, other)
    }

    /// If this spelling of `variant` is the variant built directly in the return of a
    /// function whose one result is another family-shaped interface of the package (a
    /// sealed interface the variant implements): that interface's name.
    pub(super) fn shared_construction(
        &self,
        index: &Index<'a>,
        at: Located<'a>,
        variant: &'a str,
    ) -> Option<&'a str> {
        let mut expr = None;
        let mut node = at.node;
        for _ in 0..5 {
            node = node.parent()?;
            if construction(at.file, node).is_some_and(|(name, _)| name == variant) {
                expr = Some(node);
            }
        }
        let mut outer = expr?;
        while let Some(p) = outer
            .parent()
            .filter(|p| p.kind_name() == "parenthesized_expression")
        {
            outer = p;
        }
        let func = constructor_returning(outer)?;
        let result = unparen(func.field("result")?);
        if result.kind_name() != "type_identifier" {
            return None;
        }
        let other = at.file.text_of(result);
        (other != self.name && sealed_interface(index, other)).then_some(other)
    }

    /// If this spelling of `variant` is the variant built directly in a constructor's return.
    pub(super) fn construction_site(
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
            .filter(|p| p.kind_name() == "parenthesized_expression")
        {
            outer = p;
        }
        let element = match self.wrapper {
            None => None,
            Some(wrapper) => {
                let element = outer.parent()?;
                let literal_element = if element.kind_name() == "literal_element" {
                    element
                } else {
                    return None;
                };
                let element = match literal_element.parent()? {
                    keyed if keyed.kind_name() == "keyed_element" => keyed,
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
                assertion: blank_assertion(at.file, outer),
            });
        }
        let func = constructor_returning(outer)?;
        let func_name = at.file.text_of(func.field("name")?);
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
            assertion: None,
        })
    }

    /// Whether `expr` is the whole value of a package-level `var X Family = expr`.
    pub(super) fn is_family_var_value(&self, file: &SourceFile, expr: Node) -> bool {
        let Some(list) = expr.parent().filter(|l| l.kind_name() == "expression_list") else {
            return false;
        };
        let Some(spec) = list.parent().filter(|s| s.kind_name() == "var_spec") else {
            return false;
        };
        let top_level = spec
            .parent()
            .and_then(|d| {
                if d.kind_name() == "var_spec_list" {
                    d.parent()
                } else {
                    Some(d)
                }
            })
            .and_then(|d| d.parent())
            .is_some_and(|root| root.kind_name() == "source_file");
        let typed = spec
            .field("type")
            .is_some_and(|t| file.text_of(t) == self.name);
        let mut cursor = spec.walk();
        let names = spec.children_by_field_name("name", &mut cursor).count();
        top_level && typed && names == 1 && named_children(list).len() == 1
    }

    /// The family's type name may appear only where the rewrite keeps its meaning.
    pub(super) fn check_family_type_uses(&self, index: &Index<'a>, out: &mut Refusals) {
        let interface = self.interface_name;
        for at in index.references_to(interface) {
            // A field or variable sharing the family's name (`errInvalidGroupOption{Option:
            // c}`) is not the type: the type checker says what it denotes.
            if names_something_else(index, at) {
                continue;
            }
            let used = match type_use(at.node) {
                TypeUse::Other(_) if made(at.file, at.node) => TypeUse::Made,
                used => used,
            };
            // With type facts every family value is followed by its type wherever it is
            // held (a struct field, a slice, a map value, a channel), so nil checks and
            // assertions on it are seen; by name alone only simple holders are.
            let typed = index.package.types.file(at.file).is_ok();
            let fine = match (self.wrapper, used) {
                (_, TypeUse::Declaration | TypeUse::Made) => true,
                (None, TypeUse::Field | TypeUse::Held(_)) if typed => true,
                (
                    None,
                    TypeUse::Parameter
                    | TypeUse::Result
                    | TypeUse::SliceLiteral
                    | TypeUse::Variable,
                ) => true,
                // The dispatcher keeps each method of the interface, value receiver and
                // signature alike, so `Option.apply` stays a func(Option, …).
                (None, TypeUse::MethodExpression) => at
                    .node
                    .parent()
                    .and_then(|p| p.field("field"))
                    .is_some_and(|f| self.methods.iter().any(|m| m.name == at.file.text_of(f))),
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
            } else if let Some(wrapper) = self.wrapper {
                // The wrapper's interface goes: only the wrapper's own field names it.
                out.refuse(
                    *at,
                    "family_used_as_type",
                    format!(
                        "{interface} is used here as {}; the rewrite removes {interface}, which only {}'s field may name",
                        used.describe(),
                        wrapper.name
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
    pub(super) fn check_constructor_returns(
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
                    || expr.kind_name() == "nil"
                {
                    continue;
                }
                if let Some(wrapper) = self.wrapper {
                    if is_literal_of(func.file, expr, wrapper.name)
                        && expr
                            .field("body")
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
    pub(super) fn check_wrapper(
        &self,
        index: &Index<'a>,
        wrapper: Wrapper<'a>,
        out: &mut Refusals,
    ) {
        if wrapper.embedded {
            out.refuse(
                wrapper.decl.spec,
                "interface_embedded",
                format!(
                    "{} embeds {}, whose methods it promotes: only a wrapper naming its field (`struct{{ opt {} }}`) is rewritten",
                    wrapper.name, wrapper.field, wrapper.field
                ),
            );
            return;
        }
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
            match type_use(at.node) {
                TypeUse::Embedded => out.refuse(
                    *at,
                    "interface_embedded",
                    format!(
                        "{} is embedded here; its new fields and methods would be promoted",
                        wrapper.name
                    ),
                ),
                TypeUse::TypeArgument => out.refuse(
                    *at,
                    "family_used_as_type",
                    format!(
                        "{} is used here as a type argument; generic code may compare or assert on it where the pass cannot see",
                        wrapper.name
                    ),
                ),
                _ => {}
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
        let qualified = index.package.types.known().map(|t| t.qualify(wrapper.name));
        for at in field_refs {
            if wrapper_field(wrapper)
                .is_some_and(|f| f.byte_range().contains(&at.node.start_byte()))
            {
                continue;
            }
            // Another struct's field of the same name (`outbound.opt`, a second wrapper's
            // `opt`) is not this one: the type checker names the struct declaring each.
            if let (Ok(facts), Some(qualified)) =
                (index.package.types.file(at.file), qualified.as_deref())
            {
                let owner = facts.object(at.node).and_then(|o| o.owner);
                if owner.is_some_and(|owner| owner != qualified) {
                    continue;
                }
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
            let Some(literal) = at
                .node
                .parent()
                .filter(|p| p.kind_name() == "composite_literal")
            else {
                continue;
            };
            let empty = literal
                .field("body")
                .is_none_or(|b| named_children(b).is_empty());
            let in_constructor = constructor_returning(literal).is_some_and(|f| {
                f.field("name")
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
    pub(super) fn method_call_through_field(
        &self,
        file: &SourceFile,
        field: Node<'a>,
    ) -> Option<Node<'a>> {
        let inner = field
            .parent()
            .filter(|p| p.kind_name() == "selector_expression")?;
        let outer = inner
            .parent()
            .filter(|p| p.kind_name() == "selector_expression")?;
        if outer.field("operand") != Some(inner) {
            return None;
        }
        let method = outer.field("field")?;
        let call = outer
            .parent()
            .filter(|p| p.kind_name() == "call_expression")?;
        if call.field("function") != Some(outer) {
            return None;
        }
        let method = file.text_of(method);
        self.methods
            .iter()
            .any(|m| m.name == method)
            .then_some(inner)
    }

    /// A bare `return` in a constructor whose named result is of the family (`func
    /// Parse(s string) (o Option, err error)`, returning early on an error) gives the
    /// result as it stands, nil when nothing set it, as `return nil, err` would: the
    /// struct has no nil. Deny by default: the paths that set it first are not followed.
    pub(super) fn check_bare_returns(&self, index: &Index<'a>, out: &mut Refusals) {
        for name in &self.constructors {
            let Some(func) = index.funcs.get(name).map(|f| f.at) else {
                continue;
            };
            let Some(result) = func.node.field("result") else {
                continue;
            };
            let named_family = parameters(result)
                .iter()
                .any(|p| p.name.is_some() && names_type(func.file, p.ty, self.interface_name));
            if !named_family {
                continue;
            }
            let bare = descendants(func.node).find(|n| {
                n.kind_name() == "return_statement"
                    && n.named_child(0).is_none()
                    && enclosing_function(*n) == Some(func.node)
            });
            if let Some(bare) = bare {
                out.refuse(
                    Located {
                        file: func.file,
                        node: bare,
                    },
                    "nil_family",
                    format!(
                        "{name} returns its named {} result as it stands here, nil unless something set it first; a struct {} has no nil",
                        self.interface_name, self.name
                    ),
                );
            }
        }
    }

    /// `nil` may not stand for a family value anywhere: the struct has no nil.
    pub(super) fn check_nils(&self, index: &Index<'a>, typed: &TypedNames<'a>, out: &mut Refusals) {
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
            let why = match parent.kind_name() {
                "binary_expression" => {
                    let other = [parent.field("left"), parent.field("right")]
                        .into_iter()
                        .flatten()
                        .find(|n| *n != at.node);
                    other
                        .filter(|o| typed.is_family_expr(at.file, *o))
                        .map(|o| format!("{} is compared with nil", at.file.text_of(o)))
                }
                // `switch o { case nil: }`
                "expression_list"
                    if parent
                        .parent()
                        .is_some_and(|c| c.kind_name() == "expression_case") =>
                {
                    parent
                        .parent()
                        .and_then(|c| c.parent())
                        .and_then(|s| s.field("value"))
                        .filter(|v| typed.is_family_expr(at.file, *v))
                        .map(|v| format!("{} is switched on with a nil case", at.file.text_of(v)))
                }
                "expression_list" => nil_in_list(at.file, at.node, parent, self.name, typed),
                "argument_list" => nil_appended(index, at.file, at.node, parent, typed)
                    .or_else(|| nil_as_argument(index, at.file, at.node, parent, self.name))
                    .or_else(|| nil_to_family_callee(at.file, parent, typed)),
                "literal_element" => nil_in_literal(index, at.file, parent, typed),
                "send_statement" => parent
                    .field("channel")
                    .filter(|c| typed.chan_of_family(index, at.file, *c))
                    .map(|c| format!("nil is sent on {}", at.file.text_of(c))),
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
    pub(super) fn check_assertions(&self, typed: &TypedNames<'a>, out: &mut Refusals) {
        for file in typed.files.iter() {
            for node in descendants(file.tree.root_node()) {
                // Type switches are rewritten (or refused) by [`switches`].
                let (code, operand) = match node.kind_name() {
                    "type_assertion_expression" => ("type_assertion", node.field("operand")),
                    _ => continue,
                };
                let Some(operand) = operand else { continue };
                if node
                    .parent()
                    .is_some_and(|p| p.kind_name() == "type_switch_statement")
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
    pub(super) fn type_switches(&self, typed: &TypedNames<'a>) -> Vec<TypeSwitch<'a>> {
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
    pub(super) fn variant_storage(
        &self,
        index: &Index<'a>,
        constructions: &[Construction<'a>],
        out: &mut Refusals,
    ) -> Vec<(&'a str, bool)> {
        let mut storage: BTreeMap<&str, bool> = BTreeMap::new();
        for c in constructions.iter().filter(|c| c.assertion.is_none()) {
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
    pub(super) fn variant_allocates(&self, index: &Index<'a>, variant: &str) -> bool {
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
    pub(super) fn comparability(&self, index: &Index<'a>, slots: &[(&'a str, bool)]) -> Comparable {
        for (variant, pointer) in slots {
            if *pointer {
                continue;
            }
            // Go's type checker answers for every type, foreign ones included
            // (`time.Duration` is comparable); the declarations only for the package's.
            let checked = super::payload::of_named(index, variant);
            if checked.from_checker {
                match checked.comparable {
                    Some(true) => continue,
                    Some(false) => {
                        let decl = index.types[variant];
                        let why = match comparable_type(
                            index,
                            decl.spec.file,
                            decl.ty,
                            &mut BTreeSet::new(),
                        ) {
                            Comparable::No(why) => format!("variant {variant} holds {why}"),
                            _ => format!("variant {variant} is not comparable"),
                        };
                        return Comparable::No(why);
                    }
                    None => {}
                }
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
    pub(super) fn check_receiver_escapes(
        &self,
        index: &Index<'a>,
        slots: &[(&'a str, bool)],
        out: &mut Refusals,
    ) {
        for (variant, _) in slots {
            for method in index.methods_of(variant) {
                let (Some(receiver), Some(body)) =
                    (method.receiver_name, method.at.node.field("body"))
                else {
                    continue;
                };
                for node in descendants(body) {
                    if node.kind_name() != "identifier" || method.at.file.text_of(node) != receiver
                    {
                        continue;
                    }
                    let Some(parent) = node.parent() else {
                        continue;
                    };
                    let escapes = match parent.kind_name() {
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
                                            .is_some_and(|t| t.ty.kind_name() != "interface_type");
                                    !conversion
                                })
                        }
                        "expression_list" => parent
                            .parent()
                            .is_some_and(|p| p.kind_name() == "return_statement"),
                        _ => false,
                    };
                    if escapes {
                        out.refuse(
                            Located { file: method.at.file, node },
                            "variant_escapes",
                            format!("method {} passes its receiver {receiver} on, where it may become {} {}", method.name, crate::message::article(self.name), self.name),
                        );
                    }
                }
            }
        }
    }
}

/// Whether a declared type boxes without allocating, as far as its declaration shows.
pub(super) fn declared_free(file: &SourceFile, ty: Node) -> bool {
    let ty = unparen(ty);
    match ty.kind_name() {
        "function_type" | "pointer_type" | "map_type" | "channel_type" => true,
        "struct_type" => {
            let fields: Vec<Node> = ty
                .named_child(0)
                .map(named_children)
                .unwrap_or_default()
                .into_iter()
                .filter(|f| f.kind_name() == "field_declaration")
                .collect();
            match fields.as_slice() {
                [] => true,
                [one] => {
                    let mut cursor = one.walk();
                    let names = one.children_by_field_name("name", &mut cursor).count();
                    names <= 1
                        && one.field("type").is_some_and(|t| {
                            declared_free(file, t) && t.kind_name() != "struct_type"
                        })
                }
                _ => false,
            }
        }
        "type_identifier" => matches!(file.text_of(ty), "bool" | "byte" | "uint8" | "int8"),
        _ => false,
    }
}

/// Why a variant boxes for free, in a reviewer's words.
pub(super) fn free_shape(file: &SourceFile, ty: Node) -> &'static str {
    match unparen(ty).kind_name() {
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
pub(super) fn listed(names: &BTreeSet<&str>) -> String {
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
pub(super) fn receiver_may_escape(
    file: &SourceFile,
    facts: FileTypes,
    callee: Node,
    kind: CallKind,
) -> bool {
    match kind {
        CallKind::Conversion(_) => facts
            .expr(callee)
            .and_then(|e| e.info)
            .is_none_or(|info| info.interface),
        CallKind::Builtin => match file.text_of(unparen(callee)) {
            "panic" | "print" | "println" => true,
            // `append(h.onStart, f)` stores f as the slice's element: it boxes only when
            // that element type is an interface (fx's lifecycle hooks append func
            // variants to a []func(context.Context) error).
            "append" => {
                appended_element(facts, callee).is_none_or(|ty| may_be_interface(facts, ty))
            }
            _ => false,
        },
        CallKind::Call => true,
    }
}

/// The element type of the slice an `append` call's first argument is, as the type
/// checker spells it.
fn appended_element<'f>(facts: FileTypes<'f>, callee: Node) -> Option<&'f str> {
    let call = callee.parent()?;
    let first = crate::syntax::named_children(call.field("arguments")?)
        .into_iter()
        .next()?;
    facts.type_of(first)?.strip_prefix("[]")
}

/// Whether a type, as the type checker spells it, is or may be an interface: `any`,
/// `interface{…}`, `error`, or a named type the facts do not show to be concrete.
fn may_be_interface(facts: FileTypes, ty: &str) -> bool {
    let concrete = ty.starts_with("func(")
        || ty.starts_with("[]")
        || ty.starts_with('*')
        || ty.starts_with("map[")
        || ty.starts_with("chan ")
        || ty.starts_with("struct{")
        || (crate::syntax::is_predeclared_type(ty) && !matches!(ty, "error" | "any"));
    !concrete && facts.type_info(ty).is_none_or(|info| info.interface)
}

/// Whether a family is used the way functional options are: named as options, or taken as
/// a variadic parameter (`func New(opts ...Option)`). Without this, every interface with a
/// constructor (`func NewReader() Reader { return &reader{} }`) would be a candidate and the
/// plan would drown in refusals that are not about options at all.
pub(super) fn looks_like_options(index: &Index, family: &Family) -> bool {
    let named = [family.name, family.interface_name]
        .iter()
        .any(|n| super::named_like_option(n));
    // An interface with exported methods that is not called an option is an ordinary
    // abstraction (io.Reader is taken variadically by io.MultiReader).
    let sealed = family.methods.iter().all(|m| !is_exported(m.name));
    // Without references (declarations only, as for `wants_types`), the text says whether
    // the family is spelled after `...` anywhere: over-inclusive, never less.
    let variadic_in_text = || {
        let texts = index.package.all_files().map(|f| f.text.as_str());
        super::prefilter::taken_variadically(texts, family.name)
    };
    named
        || sealed && !index.has_references && variadic_in_text()
        || sealed
            && index.references_to(family.name).iter().any(|at| {
                at.node.parent().is_some_and(|p| {
                    p.kind_name() == "variadic_parameter_declaration"
                        && p.field("type") == Some(at.node)
                })
            })
}

/// Whether `name` is a non-generic interface of the package whose every method is
/// unexported, so only the package's types implement it.
fn sealed_interface(index: &Index, name: &str) -> bool {
    let Some(decl) = index.types.get(name) else {
        return false;
    };
    let methods: Vec<Node> = named_children(decl.ty)
        .into_iter()
        .filter(|n| n.kind_name() == "method_elem")
        .collect();
    decl.ty.kind_name() == "interface_type"
        && !decl.generic
        && !methods.is_empty()
        && methods.iter().all(|m| {
            m.field("name")
                .is_some_and(|n| !is_exported(decl.spec.file.text_of(n)))
        })
}

/// For the value of `var _ Family = expr`, the spec's type node: the declaration only checks
/// that the variant implements the interface.
fn blank_assertion<'a>(file: &SourceFile, value: Node<'a>) -> Option<Node<'a>> {
    let spec = value
        .parent()?
        .parent()
        .filter(|s| s.kind_name() == "var_spec")?;
    let name = spec.field("name")?;
    (file.text_of(name) == "_")
        .then(|| spec.field("type"))
        .flatten()
}

/// Whether a type name is what `make` or `new` builds: `make([]Option, 0, n)`,
/// `new(Option)` (yarpc's peer lists make their option slices so).
fn made(file: &SourceFile, name: Node) -> bool {
    let mut ty = name;
    while let Some(p) = ty.parent().filter(|p| {
        matches!(
            p.kind_name(),
            "slice_type" | "qualified_type" | "array_type" | "map_type"
        )
    }) {
        ty = p;
    }
    let Some(arguments) = ty.parent().filter(|p| p.kind_name() == "argument_list") else {
        return false;
    };
    arguments.named_child(0) == Some(ty)
        && arguments
            .parent()
            .and_then(|call| call.field("function"))
            .is_some_and(|f| matches!(file.text_of(f), "make" | "new"))
}

/// Where a type name is spelled, as far as the rewrite cares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum TypeUse {
    Declaration,
    Parameter,
    Result,
    SliceLiteral,
    Variable,
    Field,
    Embedded,
    /// The type `make` or `new` builds (`make([]Option, 0, n)`).
    Made,
    /// A type argument (`Pair[string, Option]{}`, `first[Option](opts)`): generic code may
    /// compare the value with nil or assert on it where no fact names the family.
    TypeArgument,
    /// A method expression (`Option.apply`): a function taking the option first, whose
    /// type the struct's dispatcher method of the same name keeps.
    MethodExpression,
    /// An element or value type (`map[K]Option`, `[2]Option`, `chan Option`, `*Option`),
    /// with what the position is.
    Held(&'static str),
    /// Anything else, with what the position is.
    Other(&'static str),
}

impl TypeUse {
    pub(super) fn describe(self) -> &'static str {
        match self {
            TypeUse::Declaration => "its declaration",
            TypeUse::Parameter => "a parameter type",
            TypeUse::Result => "a result type",
            TypeUse::SliceLiteral => "a slice literal's element type",
            TypeUse::Variable => "a variable's type",
            TypeUse::Field => "a struct field's type",
            TypeUse::Embedded => "embedded",
            TypeUse::Made => "the type make or new builds",
            TypeUse::TypeArgument => "a type argument",
            TypeUse::MethodExpression => "a method expression",
            TypeUse::Held(what) | TypeUse::Other(what) => what,
        }
    }
}

/// Classifies one spelling of a type name.
pub(super) fn type_use(node: Node) -> TypeUse {
    let mut node = node;
    let mut parent = node.parent();
    if let Some(p) = parent.filter(|p| p.kind_name() == "qualified_type") {
        node = p;
        parent = p.parent();
    }
    let mut slice = false;
    if let Some(p) = parent.filter(|p| p.kind_name() == "slice_type") {
        node = p;
        parent = p.parent();
        slice = true;
    }
    let Some(parent) = parent else {
        return TypeUse::Other("a position the pass does not rewrite");
    };
    let is_field = |name: &str| parent.field(name) == Some(node);
    match parent.kind_name() {
        "type_spec" if is_field("name") => TypeUse::Declaration,
        // `type groupOption []Option` (fx's optionGroup): a holder like a slice field.
        "type_spec" if slice && is_field("type") => TypeUse::Held("a named slice type"),
        "parameter_declaration" | "variadic_parameter_declaration" if is_field("type") => {
            let Some(list) = parent.parent() else {
                return TypeUse::Other("a position the pass does not rewrite");
            };
            let Some(owner) = list.parent() else {
                return TypeUse::Other("a position the pass does not rewrite");
            };
            if owner.field("result") == Some(list) {
                TypeUse::Result
            } else if owner.field("parameters") == Some(list) {
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
        "field_declaration" if parent.field("name").is_none() => TypeUse::Embedded,
        "field_declaration" => TypeUse::Field,
        // tree-sitter-go wraps each type argument in a type_elem, as it does an
        // interface's embedded elements.
        "type_elem"
            if parent
                .parent()
                .is_some_and(|p| p.kind_name() == "type_arguments") =>
        {
            TypeUse::TypeArgument
        }
        "type_elem" => TypeUse::Embedded,
        // A map key must stay comparable and hashable as before: not rewritten.
        "map_type" if is_field("key") => TypeUse::Other("a map key type"),
        "map_type" => TypeUse::Held("a map value type"),
        "channel_type" => TypeUse::Held("a channel element type"),
        "array_type" => TypeUse::Held("an array element type"),
        "pointer_type" => TypeUse::Held("a pointer type"),
        // `[]Option(nil)`, `[]Option(opts)`, the slice-copy idiom `append([]Option(nil),
        // opts...)`: a slice converted to a slice of the family, valid whatever the
        // family is, like a slice literal.
        "call_expression" | "type_conversion_expression" if slice => TypeUse::SliceLiteral,
        "call_expression" | "type_conversion_expression" => TypeUse::Other("a conversion"),
        "selector_expression" if is_field("operand") => TypeUse::MethodExpression,
        _ => TypeUse::Other("a position the pass does not rewrite"),
    }
}

/// Names bound to family values, collected without scoping (over-approximating can only
/// make the pass refuse more): parameters, variables, range values over family slices, and
/// results of constructor calls.
pub(super) struct TypedNames<'a> {
    family: &'a str,
    /// The package's type facts and the family's type as they spell it (`path.Option`).
    types: &'a Types,
    family_type: Option<String>,
    values: BTreeSet<&'a str>,
    slices: BTreeSet<&'a str>,
    constructors: BTreeSet<&'a str>,
    files: Vec<&'a SourceFile>,
    /// The package's struct types holding a family value by value (`type pair struct{ a,
    /// b Option }`, or one holding such a struct or an array of either), qualified as
    /// the type facts spell them: comparing one compares the options inside.
    holders: BTreeSet<String>,
}

/// Whether a field's written type holds a value of `family` or of one of `holders` by
/// value: the name itself (qualified or not), or an array of one; not behind a pointer,
/// slice, map, channel or func.
fn holds_family_by_value(written: &str, family: &str, holders: &BTreeSet<&str>) -> bool {
    let mut ty: &str = written;
    while let Some(rest) = ty.strip_prefix('[').and_then(|r| r.split_once(']')) {
        if rest.0.is_empty() {
            return false;
        }
        ty = rest.1.trim_start();
    }
    let name = ty.rsplit('.').next().unwrap_or(ty);
    !ty.starts_with(['*', '[']) && (name == family || holders.contains(name))
}

impl<'a> TypedNames<'a> {
    pub(super) fn collect(
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
            holders: BTreeSet::new(),
        };
        // Struct types holding the family by value, to a fixed point (a struct holding a
        // struct that holds it).
        let mut holders: BTreeSet<&str> = BTreeSet::new();
        loop {
            let before = holders.len();
            for (name, decl) in &index.types {
                if decl.ty.kind_name() != "struct_type" || holders.contains(name) {
                    continue;
                }
                let holds = crate::syntax::struct_fields(decl.ty).iter().any(|f| {
                    f.field("type").is_some_and(|t| {
                        let written: String =
                            decl.spec.file.text_of(t).split_whitespace().collect();
                        holds_family_by_value(&written, family, &holders)
                    })
                });
                if holds {
                    holders.insert(name);
                }
            }
            if holders.len() == before {
                break;
            }
        }
        if let Some(known) = index.package.types.known() {
            names.holders = holders.iter().map(|h| known.qualify(h)).collect();
        }
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
            if let Some(q) = ty.parent().filter(|p| p.kind_name() == "qualified_type") {
                ty = q;
            }
            let mut slice = false;
            if let Some(s) = ty.parent().filter(|p| p.kind_name() == "slice_type") {
                ty = s;
                slice = true;
            }
            let Some(decl) = ty.parent() else { continue };
            if decl.field("type") != Some(ty) {
                continue;
            }
            let slice = slice || decl.kind_name() == "variadic_parameter_declaration";
            if !matches!(
                decl.kind_name(),
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
                match node.kind_name() {
                    "short_var_declaration" | "assignment_statement" => {
                        let (Some(left), Some(right)) = (node.field("left"), node.field("right"))
                        else {
                            continue;
                        };
                        names.bind(file, &named_children(left), &named_children(right));
                    }
                    // `var one = Count(1)`: the value says the type.
                    "var_spec" if node.field("type").is_none() => {
                        let Some(values) = node.field("value") else {
                            continue;
                        };
                        let mut cursor = node.walk();
                        let left: Vec<Node> =
                            node.children_by_field_name("name", &mut cursor).collect();
                        names.bind(file, &left, &named_children(values));
                    }
                    "range_clause" => {
                        let (Some(left), Some(right)) = (node.field("left"), node.field("right"))
                        else {
                            continue;
                        };
                        let right = unparen(right);
                        let over_family = right.kind_name() == "identifier"
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
    pub(super) fn bind(&mut self, file: &'a SourceFile, left: &[Node], right: &[Node]) {
        if left.len() != right.len() {
            return;
        }
        for (l, r) in left.iter().zip(right) {
            if l.kind_name() == "identifier" && self.is_family_expr(file, *r) {
                self.values.insert(&file.text[l.byte_range()]);
            }
        }
    }

    /// Whether an expression has the family type: from the type checker when it saw the
    /// file, else by name (certainly or plausibly).
    /// Whether the type checker says `expr` holds family values by value: a struct of
    /// [`TypedNames::holders`], or an array of the family or of one.
    pub(super) fn holds_family_expr(&self, file: &SourceFile, expr: Node) -> bool {
        let (Ok(facts), Some(family)) = (self.types.file(file), &self.family_type) else {
            return false;
        };
        let Some(mut ty) = facts.type_of(expr) else {
            return false;
        };
        while let Some((_, element)) = ty.strip_prefix('[').and_then(|r| r.split_once(']')) {
            ty = element;
        }
        ty == family || self.holders.contains(ty)
    }

    /// Whether a written type (`key`, `[2]pair`) is one of the package's holders or an
    /// array of one.
    fn names_holder(&self, written: &str) -> bool {
        let mut ty = written.trim();
        while let Some((_, element)) = ty.strip_prefix('[').and_then(|r| r.split_once(']')) {
            ty = element.trim_start();
        }
        self.holders
            .iter()
            .any(|h| h.rsplit('.').next() == Some(ty))
    }

    pub(super) fn is_family_expr(&self, file: &SourceFile, expr: Node) -> bool {
        if let (Ok(facts), Some(family)) = (self.types.file(file), &self.family_type) {
            if let Some(ty) = facts.type_of(expr) {
                // `return ParsePort(s)` from a constructor giving (Option, error): the
                // call's values, the family first.
                let first = ty
                    .strip_prefix('(')
                    .and_then(|rest| rest.split(", ").next());
                return ty == family || first == Some(family.as_str());
            }
        }
        let expr = unparen(expr);
        match expr.kind_name() {
            "identifier" => self.values.contains(file.text_of(expr)),
            "selector_expression" => expr
                .field("field")
                .is_some_and(|f| self.values.contains(file.text_of(f))),
            "index_expression" => expr.field("operand").is_some_and(|o| {
                let o = unparen(o);
                let name = match o.kind_name() {
                    "identifier" => Some(o),
                    "selector_expression" => o.field("field"),
                    _ => None,
                };
                name.is_some_and(|n| self.slices.contains(file.text_of(n)))
            }),
            _ => call_parts(expr).is_some_and(|(callee, _)| {
                let callee = unparen(callee);
                let name = match callee.kind_name() {
                    "identifier" => Some(callee),
                    "selector_expression" => callee.field("field"),
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

/// Standard generic functions that compare the elements they are given with `==`: two
/// fresh `&T{}` options differ there, two equal values would not.
pub(super) const COMPARING_HELPERS: &[&str] = &[
    "slices.Contains",
    "slices.Index",
    "slices.Equal",
    "slices.Compact",
    "maps.Equal",
];

/// Where a `nil` sits in a composite literal.
#[derive(Clone, Copy)]
pub(super) enum Slot<'t> {
    /// The key of a keyed element (`{nil: 1}`): a map's key.
    Key,
    /// The value of a keyed element, with its key (`{o: nil}`, `{"a": nil}`).
    Keyed(Node<'t>),
    /// The n-th element of an unkeyed literal (`{nil, 1}`, `[]Option{nil}`).
    Positional(usize),
}

/// The key and element types of a container type as written or as the type checker spells
/// it (`[]T`, `[4]T`, `map[K]V`, `chan T`, `<-chan T`); `None` for any other type.
fn container_parts(ty: &str) -> Option<(Option<&str>, &str)> {
    let ty = ty.trim();
    if ty.starts_with("map[") {
        return crate::types::map_parts(ty).map(|(k, v)| (Some(k.trim()), v.trim()));
    }
    if let Some(rest) = ty.strip_prefix('[') {
        return rest
            .split_once(']')
            .map(|(_, element)| (None, element.trim()));
    }
    ["<-chan ", "chan<- ", "chan "]
        .iter()
        .find_map(|p| ty.strip_prefix(p))
        .map(|element| (None, element.trim()))
}

impl<'a> TypedNames<'a> {
    /// Whether a type, as the type checker spells it or as the package writes it, is the
    /// family itself (`path.Option`, `Option`, `pkg.Option`).
    fn is_family_spelled(&self, ty: &str) -> bool {
        let ty = ty.trim();
        self.family_type.as_deref() == Some(ty)
            || ty == self.family
            || ty.rsplit_once('.').is_some_and(|(q, n)| {
                n == self.family && q.chars().all(|c| c == '_' || c.is_alphanumeric())
            })
    }

    /// Whether `expr` is, by name alone, a variable holding a slice of family values.
    fn is_family_slice_name(&self, file: &SourceFile, expr: Node) -> bool {
        let expr = unparen(expr);
        let name = match expr.kind_name() {
            "identifier" => Some(expr),
            "selector_expression" => expr.field("field"),
            _ => None,
        };
        name.is_some_and(|n| self.slices.contains(file.text_of(n)))
    }

    /// The written type of `ty` when it names a type the package (or the function around
    /// `at` in `file`) declares: a named slice or struct is judged by what it is made of.
    fn declared_type<'i>(
        &self,
        index: &Index<'i>,
        file: &'i SourceFile,
        at: Node<'i>,
        ty: &str,
    ) -> Option<(&'i SourceFile, Node<'i>)> {
        let name = match (ty.rsplit_once('.'), index.package.types.known()) {
            (Some((path, name)), Some(known)) if path == known.path => name,
            (None, _) => ty,
            _ => return None,
        };
        if let Some(decl) = index.types.get(name) {
            return Some((decl.spec.file, decl.ty));
        }
        // A type declared in the function itself (`type pair struct{…}` in a test).
        let function = crate::syntax::enclosing_function(at)?;
        descendants(function)
            .filter(|n| n.kind_name() == "type_spec")
            .find(|n| n.field("name").is_some_and(|i| file.text_of(i) == name))
            .and_then(|spec| Some((file, spec.field("type")?)))
    }

    /// The type of a container expression: the type checker's, else the written type of a
    /// composite literal.
    fn container_type<'i>(&self, file: &'i SourceFile, expr: Node<'i>) -> Option<&'i str>
    where
        'a: 'i,
    {
        if let Ok(facts) = self.types.file(file) {
            if let Some(ty) = facts.type_of(expr) {
                return Some(ty);
            }
        }
        expr.field("type").map(|t| file.text_of(t))
    }

    /// Whether the slot `key` (a map's key) or an element of a container of type `ty`
    /// holds the family, following named types the package declares.
    fn element_is_family<'i>(
        &self,
        index: &Index<'i>,
        file: &'i SourceFile,
        at: Node<'i>,
        ty: &str,
        key: bool,
    ) -> bool {
        let mut ty = ty.to_string();
        // A named type over a named type…: a few steps, not a loop on `type a b; type b a`.
        for _ in 0..8 {
            if let Some((k, element)) = container_parts(&ty) {
                return if key {
                    k.is_some_and(|k| self.is_family_spelled(k))
                } else {
                    self.is_family_spelled(element)
                };
            }
            match self.declared_type(index, file, at, &ty) {
                Some((f, node)) => ty = f.text_of(node).to_string(),
                None => return false,
            }
        }
        false
    }

    /// Whether `expr` is a slice (or array) of the family, as `append`'s first argument.
    pub(super) fn slice_of_family<'i>(
        &self,
        index: &Index<'i>,
        file: &'i SourceFile,
        expr: Node<'i>,
    ) -> bool {
        match self.container_type(file, expr) {
            Some(ty) => self.element_is_family(index, file, expr, ty, false),
            None => self.is_family_slice_name(file, expr),
        }
    }

    /// Whether `channel` carries family values.
    pub(super) fn chan_of_family<'i>(
        &self,
        index: &Index<'i>,
        file: &'i SourceFile,
        channel: Node<'i>,
    ) -> bool {
        self.container_type(file, channel)
            .is_some_and(|ty| self.element_is_family(index, file, channel, ty, false))
    }

    /// Whether a literal's slot takes a family value: a map's key or value, a slice's or
    /// array's element, a struct's field (by its key, from the type checker, or by its
    /// position in the declaration). A struct whose fields cannot be seen (declared in
    /// another package, unkeyed) is taken to take one: a wrong guess only refuses.
    pub(super) fn literal_slot_is_family<'i>(
        &self,
        index: &Index<'i>,
        file: &'i SourceFile,
        literal: Node<'i>,
        slot: Slot<'i>,
    ) -> bool {
        if let (Slot::Keyed(key), Ok(facts)) = (slot, self.types.file(file)) {
            let ident = descendants(key).find(|n| n.kind_name().ends_with("identifier"));
            if let Some(field) = ident
                .and_then(|i| facts.object(i))
                .filter(|o| o.kind == crate::types::ObjectKind::Field)
            {
                return field.ty.is_some_and(|t| self.is_family_spelled(t));
            }
        }
        let Some(ty) = self.container_type(file, literal) else {
            return false;
        };
        let mut ty = ty.to_string();
        for _ in 0..8 {
            if container_parts(&ty).is_some() {
                return self.element_is_family(
                    index,
                    file,
                    literal,
                    &ty,
                    matches!(slot, Slot::Key),
                );
            }
            let Some((f, node)) = self.declared_type(index, file, literal, &ty) else {
                // Another package's type: unknown fields.
                return !matches!(slot, Slot::Key) && !ty.trim_start().starts_with("struct{");
            };
            if node.kind_name() != "struct_type" {
                ty = f.text_of(node).to_string();
                continue;
            }
            let fields = crate::syntax::struct_fields(node);
            let written = match slot {
                Slot::Positional(n) => fields
                    .iter()
                    .flat_map(|field| {
                        let names = field
                            .children_by_field_name("name", &mut field.walk())
                            .count();
                        std::iter::repeat_n(*field, names.max(1))
                    })
                    .nth(n)
                    .and_then(|field| field.field("type")),
                Slot::Keyed(key) => fields
                    .iter()
                    .find(|field| {
                        field
                            .children_by_field_name("name", &mut field.walk())
                            .any(|n| f.text_of(n) == file.text_of(key).trim())
                    })
                    .and_then(|field| field.field("type")),
                Slot::Key => None,
            };
            return written.is_some_and(|t| names_type(f, t, self.family));
        }
        false
    }
}

/// Whether a value of a type can be compared with `==`, as far as the package shows.
pub(super) enum Comparable {
    Yes,
    No(String),
    Unknown(String),
}

pub(super) fn comparable_type<'a>(
    index: &Index<'a>,
    file: &'a SourceFile,
    ty: Node<'a>,
    seen: &mut BTreeSet<String>,
) -> Comparable {
    let ty = unparen(ty);
    match ty.kind_name() {
        "pointer_type" | "channel_type" | "interface_type" => Comparable::Yes,
        "function_type" => Comparable::No("a func".into()),
        "slice_type" => Comparable::No("a slice".into()),
        "map_type" => Comparable::No("a map".into()),
        "array_type" => match ty.field("element") {
            Some(element) => comparable_type(index, file, element, seen),
            None => Comparable::Unknown("an array".into()),
        },
        "struct_type" => {
            for field in descendants(ty).filter(|n| n.kind_name() == "field_declaration") {
                if let Some(field_ty) = field.field("type") {
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

/// Whether a type node names `name`, spelled plainly or qualified by a package (`pkg.Option`
/// in an external test package).
pub(super) fn names_type(file: &SourceFile, ty: Node, name: &str) -> bool {
    let ty = unparen(ty);
    match ty.kind_name() {
        "qualified_type" => ty.field("name").is_some_and(|n| file.text_of(n) == name),
        _ => file.text_of(ty) == name,
    }
}

/// The first place the package compares family values or keys a map by them.
pub(super) fn compared_at<'a>(typed: &TypedNames<'a>, family: &str) -> Option<Located<'a>> {
    for file in &typed.files {
        for node in descendants(file.tree.root_node()) {
            match node.kind_name() {
                "binary_expression" => {
                    let op = node.field("operator").map(|o| file.text_of(o));
                    if !matches!(op, Some("==" | "!=")) {
                        continue;
                    }
                    let sides = [node.field("left"), node.field("right")];
                    let nil = sides.iter().flatten().any(|s| s.kind_name() == "nil");
                    if !nil
                        && sides.iter().flatten().any(|s| {
                            typed.is_family_expr(file, *s) || typed.holds_family_expr(file, *s)
                        })
                    {
                        return Some(Located { file, node });
                    }
                }
                // `switch o { case a: … }` compares o with each case value.
                "expression_switch_statement"
                    if node
                        .field("value")
                        .is_some_and(|v| typed.is_family_expr(file, v)) =>
                {
                    return Some(Located { file, node });
                }
                "map_type"
                    if node.field("key").is_some_and(|k| {
                        names_type(file, k, family) || typed.names_holder(file.text_of(k))
                    }) =>
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
pub(super) fn nil_in_list(
    file: &SourceFile,
    nil: Node,
    list: Node,
    family: &str,
    typed: &TypedNames,
) -> Option<String> {
    let position = named_children(list).iter().position(|n| *n == nil)?;
    let owner = list.parent()?;
    match owner.kind_name() {
        "return_statement" => {
            let func = enclosing_function(owner)?;
            let result = func.field("result")?;
            let types: Vec<&str> = parameters(result)
                .iter()
                .map(|p| file.text_of(p.ty))
                .collect();
            (types.get(position) == Some(&family)).then(|| format!("nil is returned as {family}"))
        }
        "assignment_statement" | "var_spec" => {
            if owner.kind_name() == "var_spec"
                && owner
                    .field("type")
                    .is_some_and(|t| names_type(file, t, family))
            {
                return Some("nil initialises a family variable".into());
            }
            let left = owner.field("left")?;
            let target = *named_children(left).get(position)?;
            typed
                .is_family_expr(file, target)
                .then(|| format!("nil is assigned to {}", file.text_of(target)))
        }
        _ => None,
    }
}

/// `nil` appended to a slice of the family (`append(opts, nil)`): the builtin takes the
/// slice's element type, which no package function's parameters say.
fn nil_appended<'i>(
    index: &Index<'i>,
    file: &'i SourceFile,
    nil: Node<'i>,
    arguments: Node<'i>,
    typed: &TypedNames,
) -> Option<String> {
    let call = arguments.parent()?;
    let (callee, args) = call_parts(call)?;
    let callee = unparen(callee);
    if callee.kind_name() != "identifier" || file.text_of(callee) != "append" {
        return None;
    }
    let slice = *args.first()?;
    (slice != nil && typed.slice_of_family(index, file, slice))
        .then(|| format!("nil is appended to {}", file.text_of(slice)))
}

/// A `nil` element of a composite literal (`map[string]Option{"a": nil}`, `[]Option{nil}`,
/// `pair{nil, 1}`, `pair{o: nil}`, and elided inner literals): the literal's type says
/// what the nil becomes. `element` is the nil's `literal_element`.
fn nil_in_literal<'i>(
    index: &Index<'i>,
    file: &'i SourceFile,
    element: Node<'i>,
    typed: &TypedNames,
) -> Option<String> {
    let parent = element.parent()?;
    let (values, slot) = if parent.kind_name() == "keyed_element" {
        let slot = match parent.field("key") {
            Some(key) if key == element => Slot::Key,
            Some(key) => Slot::Keyed(key),
            None => return None,
        };
        (parent.parent()?, slot)
    } else {
        let position = named_children(parent)
            .iter()
            .filter(|n| n.kind_name() != "comment")
            .position(|n| *n == element)?;
        (parent, Slot::Positional(position))
    };
    let literal = values
        .parent()
        .filter(|p| p.kind_name() == "composite_literal")
        .unwrap_or(values);
    typed
        .literal_slot_is_family(index, file, literal, slot)
        .then(|| {
            let written = literal
                .field("type")
                .map_or("an elided type".to_string(), |t| {
                    file.text_of(t).to_string()
                });
            format!("nil is an element of a literal of {written}")
        })
}

/// `nil` passed to any callee whose parameter there is the family, as the type checker
/// spells the callee's type: a function value (`f := Build; f(nil)`), a method
/// (`b.add(nil)`), a func field, an instantiated generic (`slices.Contains(opts, nil)`),
/// a func literal called at once.
fn nil_to_family_callee(file: &SourceFile, arguments: Node, typed: &TypedNames) -> Option<String> {
    let position = named_children(arguments)
        .iter()
        .filter(|n| n.kind_name() != "comment")
        .position(|n| n.kind_name() == "nil" && n.parent() == Some(arguments))?;
    let call = arguments.parent()?;
    let (callee, _) = call_parts(call)?;
    let ty = typed.types.file(file).ok()?.type_of(callee)?;
    let family = typed.family_type.as_deref()?;
    let params = signature_parameters(ty)?;
    let param = match params.get(position) {
        Some(p) if !p.starts_with("...") => *p,
        _ => params.last()?.strip_prefix("...")?,
    };
    (param == family).then(|| {
        format!(
            "nil is passed to {}, which takes {}",
            file.text_of(callee),
            typed.family
        )
    })
}

/// The parameter types of a function type as go/types spells it (`func(s []p.T, v p.T)
/// bool` gives `[]p.T` and `p.T`; a variadic one keeps its `...`).
fn signature_parameters(ty: &str) -> Option<Vec<&str>> {
    let inner = ty.strip_prefix("func(")?;
    let mut depth = 0usize;
    let mut params = Vec::new();
    let mut from = 0;
    for (i, c) in inner.char_indices() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' if depth > 0 => depth -= 1,
            ')' => {
                params.push(&inner[from..i]);
                break;
            }
            ',' if depth == 0 => {
                params.push(&inner[from..i]);
                from = i + 1;
            }
            _ => {}
        }
    }
    Some(
        params
            .into_iter()
            .map(str::trim)
            .filter(|p| !p.is_empty())
            // `name type`: names hold no space, and `chan T` is the one type that does.
            .map(|p| match p.split_once(' ') {
                Some((name, ty)) if !name.starts_with("chan") && !name.starts_with("<-") => ty,
                _ => p,
            })
            .collect(),
    )
}

/// `nil` passed where a package function takes a family parameter.
pub(super) fn nil_as_argument(
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
    let name = match callee.kind_name() {
        "identifier" => file.text_of(callee),
        "selector_expression" => file.text_of(callee.field("field")?),
        _ => return None,
    };
    let func = index.funcs.get(name)?;
    let params = func.at.node.field("parameters")?;
    let slots = parameters(params);
    let slot = slots
        .get(position)
        .or_else(|| slots.last().filter(|p| p.variadic))?;
    let ty = func.at.file.text_of(slot.ty);
    (ty == family).then(|| format!("nil is passed to {name} where it takes {family}"))
}

/// Methods that code holding any value finds through an interface: fmt calls `String`,
/// `Error`, `Format` and `GoString`, encoders their marshalers, log/slog `LogValue`. A
/// variant having one behaves through them; a struct family would not have it.
const SEEN_THROUGH_INTERFACES: &[&str] = &[
    "String",
    "Error",
    "Format",
    "GoString",
    "MarshalJSON",
    "MarshalText",
    "MarshalBinary",
    "MarshalYAML",
    "GobEncode",
    "LogValue",
];

impl<'a> Family<'a> {
    /// Refuses variants whose own methods code outside the family finds through an
    /// interface (`fmt.Sprint(opt)` calls the variant's `String`), and variants that hold
    /// the family by value (the struct would contain itself).
    pub(super) fn check_variant_shapes(
        &self,
        index: &Index<'a>,
        constructions: &[Construction<'a>],
        out: &mut Refusals,
    ) {
        let facts = index.package.types.known();
        for variant in &self.implementers {
            let Some(decl) = index.types.get(variant) else {
                continue;
            };
            // What an option holds today has the methods of the form it is built in: a
            // variant built only as a value (`nameOption{…}`) has no pointer method in the
            // interface, so fmt never calls a `func (o *nameOption) String()`.
            let as_pointer = constructions
                .iter()
                .any(|c| c.variant == *variant && c.pointer)
                || asserted_as_pointer(index, variant);
            let declared: Vec<&str> = match facts.and_then(|f| f.methods.get(*variant)) {
                Some(set) => set
                    .iter()
                    .filter(|m| as_pointer || !m.pointer)
                    .map(|m| m.name.as_str())
                    .collect(),
                None => index
                    .methods_of(variant)
                    .iter()
                    .filter(|m| as_pointer || !m.pointer_receiver)
                    .map(|m| m.name)
                    .collect(),
            };
            if let Some(method) = declared.iter().find(|m| {
                SEEN_THROUGH_INTERFACES.contains(m) && !self.methods.iter().any(|i| i.name == **m)
            }) {
                out.refuse(
                    decl.spec,
                    "variant_methods",
                    format!(
                        "variant {variant} has a {method} method, which fmt, encoders and loggers call on an option today; the struct {} would not have it",
                        self.name
                    ),
                );
            }
            if let Some(at) = holds_by_value(
                index,
                decl.spec.file,
                decl.ty,
                self.name,
                &mut BTreeSet::new(),
            ) {
                out.refuse(
                    Located { file: decl.spec.file, node: at },
                    "family_contains_itself",
                    format!(
                        "variant {variant} holds {} by value; once {} is a struct holding {variant}, it would contain itself",
                        self.name, self.name
                    ),
                );
            }
        }
    }
}

/// Where a type holds `family` by value: as itself, in an array or in a struct field,
/// through the package's own named types (not behind a pointer, slice, map, channel,
/// function or interface, which break the recursion).
fn holds_by_value<'a>(
    index: &Index<'a>,
    file: &'a SourceFile,
    ty: Node<'a>,
    family: &str,
    seen: &mut BTreeSet<&'a str>,
) -> Option<Node<'a>> {
    let ty = unparen(ty);
    match ty.kind_name() {
        "type_identifier" => {
            let name = file.text_of(ty);
            if name == family {
                return Some(ty);
            }
            let decl = index.types.get(name)?;
            if !seen.insert(name) {
                return None;
            }
            holds_by_value(index, decl.spec.file, decl.ty, family, seen).map(|_| ty)
        }
        "array_type" => holds_by_value(index, file, ty.field("element")?, family, seen),
        "struct_type" => descendants(ty)
            .filter(|n| {
                n.kind_name() == "field_declaration"
                    && n.parent().and_then(|l| l.parent()) == Some(ty)
            })
            .filter_map(|f| f.field("type"))
            .find_map(|t| holds_by_value(index, file, t, family, seen)),
        _ => None,
    }
}

impl<'a> Family<'a> {
    /// Whether the census lists a family value compared, switched on or used as a map key
    /// anywhere, another package of the module included (`func Same(a, b Option) bool`),
    /// or handed to a standard generic helper that compares with `==`.
    pub(super) fn compared_in_census(&self, index: &Index) -> bool {
        use crate::passes::census::Role;
        index.package.types.known().is_some_and(|facts| {
            facts.uses().any(|used| {
                used.subject == self.name
                    && used.ty.is_none_or(|t| !t.starts_with('*'))
                    && match Role::of(&used) {
                        // A holder compared by value compares the options inside.
                        Role::Comparison { nil: false }
                        | Role::Switch
                        | Role::MapKey
                        | Role::Index { key: true } => {
                            !used.indirect || super::census::holds_by_value(&used)
                        }
                        // The generic helpers that compare their elements with ==.
                        Role::GenericArgument(callee) => COMPARING_HELPERS.contains(&callee),
                        _ => false,
                    }
            })
        })
    }

    /// Why a pointer variant every constructor builds fresh stays a pointer, the first of
    /// [`Self::unboxable`]'s reasons that holds.
    pub(super) fn kept_pointer_reason(
        &self,
        index: &Index<'a>,
        variant: &str,
        typed: &TypedNames<'a>,
    ) -> &'static str {
        if compared_at(typed, self.name).is_some() || self.compared_in_census(index) {
            return "options are compared, and two fresh pointers differ where two equal values would not";
        }
        if !methods_only_read(index, variant) {
            "its methods write it, call a method on one of its fields (which may change it in place), take its address or hand it on"
        } else if may_differ_from_itself(index, variant) {
            "it holds a func, a float or an interface, which reflect.DeepEqual finds equal to itself only through the pointer"
        } else if holds_lock(index, variant) {
            "it holds a sync value, which the family struct would copy"
        } else if asserted_as_pointer(index, variant) {
            "it is asserted as a pointer"
        } else {
            "a constructor may not build it fresh"
        }
    }

    /// The pointer variants that can be held by value: every constructor builds one fresh
    /// (`&T{…}`, so no two option values share it unless copied), its methods only read it
    /// (no field of the receiver written, its address never taken, the receiver never
    /// handed on: a value copy then behaves as the shared pointee did), and no code
    /// compares options (where two fresh pointers differed, two equal values would not).
    pub(super) fn unboxable(
        &self,
        index: &Index<'a>,
        slots: &[(&'a str, bool)],
        constructions: &[Construction<'a>],
        typed: &TypedNames<'a>,
    ) -> BTreeSet<&'a str> {
        if compared_at(typed, self.name).is_some() || self.compared_in_census(index) {
            return BTreeSet::new();
        }
        slots
            .iter()
            .filter(|(variant, pointer)| {
                *pointer
                    && constructions
                        .iter()
                        .filter(|c| c.variant == *variant && c.assertion.is_none())
                        .all(|c| fresh_literal(c.file, c.expr).is_some())
                    && methods_only_read(index, variant)
                    && !may_differ_from_itself(index, variant)
                    && !holds_lock(index, variant)
                    && !asserted_as_pointer(index, variant)
            })
            .map(|(variant, _)| *variant)
            .collect()
    }
}

/// The declaration of `ty` when it is a struct type of the package.
fn struct_decl<'i, 'a>(
    index: &'i Index<'a>,
    ty: &str,
) -> Option<&'i crate::syntax::index::TypeDecl<'a>> {
    index
        .types
        .get(ty)
        .filter(|d| d.ty.kind_name() == "struct_type")
}

/// The names one field declaration of `decl` declares (`a, b int`: a and b).
fn declared_names<'a>(decl: &crate::syntax::index::TypeDecl<'a>, field: Node<'a>) -> Vec<&'a str> {
    let mut cursor = field.walk();
    field
        .children_by_field_name("name", &mut cursor)
        .map(|n| decl.spec.file.text_of(n))
        .collect()
}

/// The names of a struct type's fields declared with a name (not embedded).
fn named_fields<'a>(index: &Index<'a>, ty: &str) -> Vec<&'a str> {
    let Some(decl) = struct_decl(index, ty) else {
        return Vec::new();
    };
    crate::syntax::struct_fields(decl.ty)
        .into_iter()
        .flat_map(|field| declared_names(decl, field))
        .collect()
}

/// Whether a struct type may be unequal to itself under reflect.DeepEqual once held by
/// value: a field holding a function (`fn func(string)`, a named func type of the
/// package, a slice or map of them: two non-nil funcs never equal), a float or complex
/// number (NaN never equals itself), or an interface, which may hold either; followed
/// through the package's own types. DeepEqual finds two pointers to one variant equal
/// without looking inside, so such a variant held by value would no longer DeepEqual
/// itself (`reflect.DeepEqual(c.opts, want)` over the same hook option, or a ratio
/// option given NaN).
/// Whether a struct type holds, by value and through the package's own types, a value
/// `go vet`'s copylocks check follows (`sync.Mutex`, `sync.WaitGroup`, an `atomic.Int64`):
/// held by value in the family struct, every copy of an option (a range over them, a
/// method's value receiver) would copy the lock, which vet reports.
/// With type facts, vet's own rule decides too: any struct whose pointer is a
/// sync.Locker and the value is not (the `noCopy` idiom, with pointer Lock and Unlock).
fn holds_lock(index: &Index, ty: &str) -> bool {
    let by_facts = index
        .package
        .types
        .known()
        .and_then(|facts| facts.type_info(&facts.qualify(ty)))
        .is_some_and(|info| info.locks);
    let mut seen = BTreeSet::new();
    by_facts || holds_lock_within(index, ty, &mut seen)
}

fn holds_lock_within(index: &Index, ty: &str, seen: &mut BTreeSet<String>) -> bool {
    if !seen.insert(ty.to_string()) {
        return false;
    }
    let Some(decl) = index.type_or_alias(ty) else {
        return false;
    };
    let file = decl.spec.file;
    let by_value = |t: Node| {
        // A pointer, slice, map, chan or func shares the lock rather than copying it.
        !matches!(
            t.kind_name(),
            "pointer_type" | "slice_type" | "map_type" | "channel_type" | "function_type"
        )
    };
    let mut locked = |t: Node| {
        by_value(t)
            && crate::syntax::descendants(t).any(|n| match n.kind_name() {
                "qualified_type" => {
                    let text = file.text_of(n);
                    text.starts_with("sync.") || text.starts_with("atomic.")
                }
                "type_identifier" => {
                    let name = file.text_of(n);
                    name != ty && holds_lock_within(index, name, seen)
                }
                _ => false,
            })
    };
    if decl.ty.kind_name() != "struct_type" {
        return locked(decl.ty);
    }
    crate::syntax::struct_fields(decl.ty)
        .into_iter()
        .filter_map(|field| field.field("type"))
        .any(locked)
}

/// Types of other packages that hold no func, float or interface, so that
/// reflect.DeepEqual finds a value of them equal to itself.
const COMPARED_DEEPLY_AS_THEMSELVES: &[&str] = &[
    "time.Duration",
    "time.Time",
    "time.Month",
    "time.Weekday",
    "http.Header",
    "url.Values",
];

fn may_differ_from_itself(index: &Index, ty: &str) -> bool {
    if !index.types.contains_key(ty) {
        return true; // Unknown: deny by default.
    }
    let mut seen = BTreeSet::new();
    differs_from_itself(index, ty, &mut seen)
}

fn differs_from_itself<'a>(index: &Index<'a>, ty: &str, seen: &mut BTreeSet<String>) -> bool {
    if !seen.insert(ty.to_string()) {
        return false;
    }
    let Some(decl) = index.type_or_alias(ty) else {
        return false;
    };
    let file = decl.spec.file;
    let unequal_words = |text: &str| {
        text.split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .any(|w| {
                matches!(
                    w,
                    "func"
                        | "float32"
                        | "float64"
                        | "complex64"
                        | "complex128"
                        | "any"
                        | "interface"
                        | "error"
                )
            })
    };
    // A type of another package may hold a func, a float or an interface (an error such
    // as `RetryableError{Retry func(int) bool}` behind `error`, a `context.Context`):
    // only a few known to hold none are followed no further.
    let foreign_unknown = |t: Node<'a>| {
        crate::syntax::descendants(t)
            .filter(|n| n.kind_name() == "qualified_type")
            .any(|n| !COMPARED_DEEPLY_AS_THEMSELVES.contains(&file.text_of(n)))
    };
    let mut differs = |t: Node<'a>| {
        unequal_words(file.text_of(t))
            || foreign_unknown(t)
            || super::payload::of_node(index, file, t)
                .basic
                .is_some_and(|b| b.starts_with("float") || b.starts_with("complex"))
            || crate::syntax::descendants(t)
                .filter(|n| n.kind_name() == "type_identifier")
                .any(|n| {
                    let name = file.text_of(n);
                    index.type_or_alias(name).is_some() && differs_from_itself(index, name, seen)
                })
    };
    if decl.ty.kind_name() != "struct_type" {
        return differs(decl.ty);
    }
    crate::syntax::struct_fields(decl.ty)
        .into_iter()
        .any(|field| field.field("type").is_none_or(&mut differs))
}

/// The fields of a struct type declared as slices or strings: slicing one (`r.buf[:0]`)
/// reads the header it holds, which a value copy holds too. Slicing any other field, an
/// array (`copy(r.prev[:], tag)`), takes its address and lets the method write it in
/// place.
fn sliceable_fields<'a>(index: &Index<'a>, ty: &str) -> Vec<&'a str> {
    let Some(decl) = struct_decl(index, ty) else {
        return Vec::new();
    };
    crate::syntax::struct_fields(decl.ty)
        .into_iter()
        .filter(|field| {
            field.field("type").is_some_and(|t| {
                t.kind_name() == "slice_type" || decl.spec.file.text_of(t) == "string"
            })
        })
        .flat_map(|field| declared_names(decl, field))
        .collect()
}

/// Whether a type switch case or a type assertion names `*variant` (`case *timeoutOption:`):
/// the kind switch maps that case to the variant's slot only while it holds a pointer,
/// so such a variant stays one.
fn asserted_as_pointer(index: &Index, variant: &str) -> bool {
    index.references_to(variant).iter().any(|at| {
        at.node.parent().is_some_and(|p| {
            p.kind_name() == "pointer_type"
                && p.parent().is_some_and(|q| {
                    matches!(q.kind_name(), "type_case" | "type_assertion_expression")
                })
        })
    })
}

/// Whether a name is the key of a keyed literal element (`dialOption{timeout: d}`): a
/// field's name there, or a map key's value, never a type.
fn is_literal_key(node: Node) -> bool {
    let mut key = node;
    if let Some(p) = key.parent().filter(|p| p.kind_name() == "literal_element") {
        key = p;
    }
    key.parent().is_some_and(|keyed| {
        keyed.kind_name() == "keyed_element" && keyed.named_child(0) == Some(key)
    })
}

/// For `&T{…}`: the composite literal `T{…}`.
pub(super) fn fresh_literal<'t>(file: &SourceFile, expr: Node<'t>) -> Option<Node<'t>> {
    let expr = unparen(expr);
    if expr.kind_name() != "unary_expression"
        || expr
            .field("operator")
            .is_none_or(|o| file.text_of(o) != "&")
    {
        return None;
    }
    expr.field("operand")
        .map(unparen)
        .filter(|o| o.kind_name() == "composite_literal")
}

/// Whether every method of `variant` only reads its receiver ([`reads_receiver_only`]).
/// What `r.x(…)` may call without touching the variant's memory: its own methods (each
/// judged) and its named fields (a func).
fn methods_only_read(index: &Index, variant: &str) -> bool {
    let methods = index.methods_of(variant);
    let mut own: Vec<&str> = methods.iter().map(|m| m.name).collect();
    own.extend(named_fields(index, variant));
    let sliceable = sliceable_fields(index, variant);
    methods.iter().all(|m| {
        let facts = index.package.types.file(m.at.file).ok();
        reads_receiver_only(
            m.at.file,
            m.at.node,
            m.receiver_name,
            &own,
            &sliceable,
            facts.as_ref(),
        )
    })
}

/// Whether a method uses its receiver only to read through it: every use selects a field
/// or calls one of its methods, never on the left of an assignment or `++`/`--`, never
/// under `&`, never calls a method of a field, never the receiver itself handed on.
fn reads_receiver_only(
    file: &SourceFile,
    method: Node,
    receiver: Option<&str>,
    own_methods: &[&str],
    sliceable: &[&str],
    facts: Option<&crate::types::FileTypes>,
) -> bool {
    let (Some(receiver), Some(body)) = (receiver, method.field("body")) else {
        return true; // An unnamed receiver is never used.
    };
    descendants(body)
        .filter(|n| n.kind_name() == "identifier" && file.text_of(*n) == receiver)
        .all(|n| {
            let Some(selector) = n.parent().filter(|p| {
                p.kind_name() == "selector_expression" && p.field("operand") == Some(n)
            }) else {
                return false;
            };
            // The outermost selector of `r.a.b`, and what stands around it.
            let mut outer = selector;
            while let Some(p) = outer.parent().filter(|p| {
                matches!(
                    p.kind_name(),
                    "selector_expression" | "index_expression" | "parenthesized_expression"
                ) && p.named_child(0) == Some(outer)
            }) {
                outer = p;
            }
            let Some(parent) = outer.parent() else {
                return false;
            };
            // `r.stats.inc()`, `r.mu.Lock()`, `r.calls.Add(1)`: a method called on a field
            // may take the field's address (a pointer receiver) and change it in place;
            // a value copy would then change, not the option built. So may `r.Lock()`
            // promoted from an embedded field; `r.inc()` declared on the variant itself
            // is judged here like the others.
            let calls_on_field = parent.kind_name() == "call_expression"
                && parent.field("function") == Some(outer)
                && (outer != selector
                    || selector
                        .field("field")
                        .is_none_or(|f| !own_methods.contains(&file.text_of(f))));
            // `f := r.c.inc`, `run(r.inc)`: a method value of a field, or one promoted
            // from an embedded field, binds that field's address when its receiver is a
            // pointer, and a call through it later changes the variant in place. The
            // type checker says which selections are methods; without it, any selection
            // below the receiver's own fields, or of a name not its own, counts.
            let called =
                parent.kind_name() == "call_expression" && parent.field("function") == Some(outer);
            let method_value = !called
                && outer.kind_name() == "selector_expression"
                && outer.field("field").is_some_and(|f| match facts {
                    Some(facts) => facts
                        .object(f)
                        .is_some_and(|o| o.kind == crate::types::ObjectKind::Method),
                    None => outer != selector || !own_methods.contains(&file.text_of(f)),
                })
                && (outer != selector
                    || selector
                        .field("field")
                        .is_none_or(|f| !own_methods.contains(&file.text_of(f))));
            let written = calls_on_field
                || method_value
                || match parent.kind_name() {
                    "inc_statement" | "dec_statement" => true,
                    // `r.n = …`, `for r.i = range …`, `case r.n = <-ch:`.
                    "expression_list" => parent.parent().is_some_and(|a| {
                        matches!(
                            a.kind_name(),
                            "assignment_statement" | "range_clause" | "receive_statement"
                        ) && a.field("left") == Some(parent)
                    }),
                    "unary_expression" => parent
                        .field("operator")
                        .is_some_and(|o| file.text_of(o) == "&"),
                    // `r.prev[:]` of an array field: its address, written through.
                    // Only `r.buf[:n]` of a slice or string field reads a header.
                    "slice_expression" => {
                        parent.field("operand") == Some(outer)
                            && !(outer == selector
                                && selector
                                    .field("field")
                                    .is_some_and(|f| sliceable.contains(&file.text_of(f))))
                    }
                    _ => false,
                };
            !written
        })
}

impl<'a> Family<'a> {
    /// The interface's method signatures are written again in other files: spelled out in
    /// a blank assertion (`var _ Option = retriesOption(0)` in check.go), and, for a
    /// wrapper, as the dispatcher beside the wrapper while the interface's declaration is
    /// removed from its own file. Each package a signature names (`*http.Request`) must be
    /// imported under the same name where the text goes, and stay used where it leaves, or
    /// the rewritten package would not compile.
    pub(super) fn check_qualifiers_across_files(
        &self,
        constructions: &[Construction<'a>],
        out: &mut Refusals,
    ) {
        let home = self.interface.spec.file;
        let spelled: BTreeSet<&str> = self
            .methods
            .iter()
            .flat_map(|m| super::switches::qualifiers(home.text_of(m.node)))
            .collect();
        if spelled.is_empty() {
            return;
        }
        let path_in = |file: &SourceFile, name: &str| {
            crate::syntax::named_imports(file)
                .find(|(n, _)| n == name)
                .map(|(_, path)| path.to_string())
        };
        // `http (net/http)`, or only `net` where the name is the path.
        let package = |q: &str| match path_in(home, q) {
            Some(path) if path != q => format!("{q} ({path})"),
            _ => q.to_string(),
        };
        let missing = |file: &SourceFile| {
            spelled
                .iter()
                .find(|q| path_in(file, q).is_none() || path_in(file, q) != path_in(home, q))
                .copied()
        };
        for c in constructions {
            let Some(ty) = c.assertion else { continue };
            if c.file.path == home.path {
                continue;
            }
            if let Some(q) = missing(c.file) {
                out.refuse(
                    Located {
                        file: c.file,
                        node: ty,
                    },
                    "imports_across_files",
                    format!(
                        "this blank assertion would spell {}'s methods as {}, naming the package {}, which {} does not import under that name",
                        self.interface_name,
                        self.method_set_type(""),
                        package(q),
                        c.file.file_name()
                    ),
                );
                return;
            }
        }
        let Some(wrapper) = self.wrapper else { return };
        let there = wrapper.decl.spec.file;
        if there.path == home.path {
            return;
        }
        if let Some(q) = missing(there) {
            out.refuse(
                wrapper.decl.spec,
                "imports_across_files",
                format!(
                    "the methods of {} would be written in {}, naming the package {}, which {} does not import under that name",
                    self.name,
                    there.file_name(),
                    package(q),
                    there.file_name()
                ),
            );
            return;
        }
        // The interface's declaration leaves its file: each package it names must still
        // be used there, or its import would be left unused.
        let removed = self.interface.decl.byte_range();
        let used_elsewhere = |q: &str| {
            descendants(home.tree.root_node()).any(|n| {
                let qualifier = match n.kind_name() {
                    "package_identifier" => true,
                    "identifier" => n.parent().is_some_and(|p| {
                        p.kind_name() == "selector_expression"
                            && p.field("operand").is_some_and(|o| o.id() == n.id())
                    }),
                    _ => false,
                };
                qualifier && home.text_of(n) == q && !removed.contains(&n.start_byte())
            })
        };
        if let Some(q) = spelled.iter().find(|q| !used_elsewhere(q)) {
            out.refuse(
                self.interface.spec,
                "imports_across_files",
                format!(
                    "removing {} from {} would leave its import of {} unused there",
                    self.interface_name,
                    home.file_name(),
                    package(q)
                ),
            );
        }
    }
}

/// Whether the type checker says this spelling of a type's name denotes something else:
/// a variable, parameter, field or function declared with the same name (an embedded
/// field is the type's use all the same).
fn names_something_else(index: &Index, at: &Located) -> bool {
    let embedded = at
        .node
        .parent()
        .is_some_and(|p| p.kind_name() == "field_declaration" && p.field("name").is_none());
    let Ok(facts) = index.package.types.file(at.file) else {
        return false;
    };
    !embedded
        && facts
            .object(at.node)
            .is_some_and(|o| o.kind != crate::types::ObjectKind::Type)
}
