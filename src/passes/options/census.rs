//! The options pass's reading of the census ([`crate::passes::census`]): every use of the
//! family, its inner interface and its variants, wherever it is written (unparsed bodies,
//! tests, code spelling none of their names), must be one the struct keeps meaning the
//! same. The recognisers in `checks` judge what names spell; this judges what only types
//! show: an option handed to `fmt` or to a function unbox cannot see, asserted or
//! switched on where no name says so, compared where the struct would not be comparable,
//! or a variant turned into the family outside a constructor.

use super::*;
use crate::passes::census::{opaque_holder, Census, Role};
use crate::types::Use;
use checks::COMPARING_HELPERS;

/// A family value (or a holder of one) handed to a standard helper that compares with
/// `==`, whose type argument must then be comparable: with a func variant the struct is
/// not, and `slices.Contains(opts, o)` would stop compiling.
const NOT_COMPARED_BY_HELPER: (&str, &str) = (
    "not_comparable",
    "a helper that compares with == needs a comparable type argument, and with a func variant the struct is not comparable",
);

/// Callees that compare their arguments with `reflect.DeepEqual` and print them only to
/// explain a failure: the struct keeps DeepEqual's answers (equal options hold equal
/// payloads, different kinds differ), which is what yarpc's and gomock's matchers rely on.
fn deep_equal(callee: &str) -> bool {
    callee == "reflect.DeepEqual"
        || [
            "github.com/stretchr/testify/assert.",
            "github.com/stretchr/testify/require.",
        ]
        .iter()
        .any(|p| {
            callee
                .strip_prefix(p)
                .is_some_and(|f| matches!(f, "Equal" | "NotEqual" | "Equalf" | "NotEqualf"))
        })
        || matches!(
            callee,
            "github.com/golang/mock/gomock.Eq" | "go.uber.org/mock/gomock.Eq"
        )
}

impl<'a> Family<'a> {
    /// Refuses the family at the first use, by kind of reason, that the census shows the
    /// struct would change. Without a census (no type facts) the syntactic checks alone
    /// decide.
    pub(super) fn check_census(
        &self,
        index: &Index<'a>,
        constructions: &[Construction<'a>],
        switches: &[TypeSwitch<'a>],
        comparable: bool,
        out: &mut Refusals,
    ) {
        let mut subjects: Vec<&str> = vec![self.name];
        if self.wrapper.is_some() {
            subjects.push(self.interface_name);
        }
        subjects.extend(self.implementers.iter().copied());
        let Some(census) = Census::of(index.package, &subjects) else {
            return;
        };
        if let Some(why) = census.unseen() {
            out.refuse(
                self.interface.spec,
                "uses_unseen",
                format!("a package of the module that imports this one does not type-check, so its uses of {} are unknown: {why}", self.name),
            );
            return;
        }
        let family = index.package.types.known().map(|t| t.qualify(self.name));
        let inner = index
            .package
            .types
            .known()
            .map(|t| t.qualify(self.interface_name));
        let becomes_family = |used: &Use| {
            used.target
                .is_some_and(|t| Some(t) == family.as_deref() || Some(t) == inner.as_deref())
        };
        let in_construction = |used: &Use| {
            constructions.iter().any(|c| {
                same_file(c.file, used)
                    && c.expr.start_byte() <= used.start
                    && used.end <= c.expr.end_byte()
            })
        };
        let mut seen: BTreeSet<&'static str> = BTreeSet::new();
        for used in census.uses(&subjects) {
            // A recover() elsewhere catches what an option's code panics with, the same
            // before and after: options read no absent record.
            if Role::of(&used) == Role::Recovered {
                continue;
            }
            let verdict = if used.subject == self.name && !used.indirect {
                self.judge_family_use(&used, switches, comparable)
            } else if used.subject == self.interface_name && self.wrapper.is_some() {
                (!used.indirect).then_some((
                    "inner_field_used",
                    "only calling its methods is rewritten (`o.opt.apply(x)` becomes `o.apply(x)`)",
                ))
            } else if used.subject == self.name {
                // A variant holding an option, built in a constructor, is judged by its
                // declaration (`family_contains_itself`).
                judge_held(&used, comparable).filter(|_| !in_construction(&used))
            } else {
                judge_variant_use(&used, becomes_family(&used), || in_construction(&used))
            };
            let Some((code, why)) = verdict else { continue };
            // One refusal per reason: the first site says enough.
            if !seen.insert(code) {
                continue;
            }
            let Some(location) = census.location(&used) else {
                continue;
            };
            if out.items.iter().any(|r| {
                r.code == code
                    && r.location.file == location.file
                    && r.location.position.line == location.position.line
            }) {
                continue; // The syntactic checks said it already.
            }
            out.items.push(Refusal {
                pass: NAME,
                subject: self.name.to_string(),
                code,
                location,
                message: census.sentence(&used, why),
            });
        }
    }

    /// A value of the family type, where it stands.
    fn judge_family_use(
        &self,
        used: &Use,
        switches: &[TypeSwitch<'a>],
        comparable: bool,
    ) -> Option<(&'static str, &'static str)> {
        let in_default = || {
            switches.iter().any(|s| {
                same_file(s.at.file, used)
                    && s.default_after_every_variant(&self.implementers)
                        .is_some_and(|r| r.start <= used.start && used.end <= r.end)
            })
        };
        match Role::of(used) {
            // `interface{ p.Option; Name() string }`, `[O p.Option]` in another package: with
            // a struct there, the interface can only constrain, and an O no longer converts.
            Role::TypeUse(how) if how.starts_with("embedded") => Some((
                "interface_embedded",
                "once the family is a struct, an interface embedding it is a constraint only, and its other uses stop compiling",
            )),
            // `Box[p.Option]`: the generic code holds options as its own T.
            Role::TypeUse("a type argument") => Some((
                "family_used_as_type",
                "the generic code holds options there as its type parameter: once the family is a struct, what that code prints (%T, %v) and compares changes, and a constraint such as comparable may no longer hold",
            )),
            Role::TypeUse(_) => Some((
                "family_used_as_type",
                "once the family is a struct, a value of the type parameter no longer converts to it, and such code stops compiling",
            )),
            // `reflect.DeepEqual(s.override, nil)`: an option never set is a nil interface,
            // equal to nil; the zero struct it becomes is not.
            Role::Interface(callee) if deep_equal(callee) && used.beside_nil => Some((
                "nil_family",
                "compared with nil, an option never set is a nil interface, equal to nil; once the family is a struct it is the zero struct, which is not",
            )),
            // `reflect.DeepEqual(clientOpt, serverOpt)`, or against an `any` or `error`:
            // two options never set (nil interfaces) are equal today, and an `any`
            // holding the same variant too; a struct is never equal to another type.
            Role::Interface(callee) if deep_equal(callee) && used.beside_other_type => Some((
                "compared_across_types",
                "reflect.DeepEqual compares it there with a value of another type: two interfaces, both unset (nil) or holding equal variants, are equal today; once the family is a struct, it equals nothing of another type",
            )),
            Role::Interface(callee) if deep_equal(callee) || opaque_holder(callee) => None,
            // `default: return fmt.Sprintf("unknown %T", v)` after a case for every
            // variant: only the zero option gets there, which the plan notes.
            Role::Interface(_) if in_default() => None,
            // `reflect.TypeOf((*Option)(nil)).Elem()`, `fmt.Printf("%T", &o)`: what reaches
            // the interface is a pointer, whose type names the family itself.
            Role::Interface(_) if points_to_family(used) && !used.indirect => Some((
                "reaches_interface",
                "a pointer to the family goes there, and code taking any value reads the type it points to: an interface type today (reflect's Elem() has kind Interface, %T prints it), a struct after the rewrite",
            )),
            Role::Interface(_) => Some((
                "reaches_interface",
                "there it is an interface value whose dynamic type is the variant; as a struct it would print its kind and fields, and an assertion or switch on it would no longer find the variant",
            )),
            // `slices.Contains(opts, o)`: the type argument must be comparable.
            Role::GenericArgument(callee) if !comparable && COMPARING_HELPERS.contains(&callee) => {
                Some(NOT_COMPARED_BY_HELPER)
            }
            Role::GenericArgument(callee)
                if callee.starts_with("slices.") || callee.starts_with("maps.") =>
            {
                None
            }
            Role::GenericArgument(_) => Some((
                "reaches_interface",
                "there an option would print, compare and reflect as a struct, showing its kind and fields",
            )),
            Role::Assertion => Some((
                "type_assertion",
                "a type assertion stops compiling once the family is a struct",
            )),
            Role::TypeSwitch => {
                let handled = switches.iter().any(|s| {
                    same_file(s.at.file, used)
                        && s.operand.start_byte() <= used.start
                        && used.end <= s.operand.end_byte()
                });
                (!handled).then_some((
                    "type_switch",
                    "a type switch stops compiling once the family is a struct",
                ))
            }
            // `var p *Option; p == nil`, `p == q`: pointers compare as before.
            Role::Comparison { .. } | Role::Switch | Role::MapKey | Role::Index { key: true }
                if points_to_family(used) =>
            {
                None
            }
            Role::Comparison { nil: true } | Role::Nil(_) => Some((
                "nil_family",
                "a struct has no nil",
            )),
            Role::Comparison { nil: false } | Role::Switch | Role::MapKey | Role::Index { key: true }
                if !comparable =>
            {
                Some((
                    "not_comparable",
                    "it is compared (or used as a map key) here, and the struct would not be comparable",
                ))
            }
            Role::FromUnsafe | Role::Conversion(_) | Role::ConversionFrom(_) => Some((
                "reflection_or_unsafe",
                "its layout is made or read here, and the struct changes it",
            )),
            // The census leaves these out of `observes_layout` (the plan reports the size
            // the rewrite changes), but code reading them sees the change: a test keeping
            // options two words, a buffer sized by them.
            Role::Builtin(name @ ("unsafe.Sizeof" | "unsafe.Alignof"))
                if !points_to_family(used) =>
            {
                Some((
                    "reflection_or_unsafe",
                    if name == "unsafe.Sizeof" {
                        "the size it reports changes once the family is a struct"
                    } else {
                        "the alignment it reports may change once the family is a struct"
                    },
                ))
            }
            Role::Builtin(_) if Role::of(used).observes_layout() => Some((
                "reflection_or_unsafe",
                "its layout is read here, and the struct changes it",
            )),
            Role::Other(_) => Some((
                "unrecognised_use",
                "the pass does not know what this use means for a struct",
            )),
            _ => None,
        }
    }
}

fn same_file(file: &SourceFile, used: &Use) -> bool {
    file.path.file_name().and_then(|n| n.to_str()) == Some(used.file)
}

/// Whether a holder declared outside the family's package (another package of the module,
/// an external test) is converted to the family itself. The family's own holders that
/// convert to it are its variants (fx's `moduleOption{options: opts}`), judged as such.
fn converted_from_elsewhere(used: &Use) -> bool {
    let package = |ty: &str| {
        ty.trim_start_matches('*')
            .rsplit_once('.')
            .map(|(p, _)| p.to_string())
    };
    let Some((family_package, name)) = used.target.and_then(|t| t.rsplit_once('.')) else {
        return false;
    };
    name == used.subject
        && used
            .ty
            .and_then(package)
            .is_some_and(|p| p != family_package)
}

/// Whether the expression is a pointer to the family (`*Option`), whose comparisons compare
/// addresses, not options.
fn points_to_family(used: &Use) -> bool {
    used.ty.is_some_and(|t| t.starts_with('*'))
}

/// Whether a holder's == looks at the options it holds: a struct or array holds them by
/// value; a pointer, slice, map, channel or func holds them out of ==`s sight. A struct
/// holding only a pointer to one is counted too (its fields are not known here), which
/// refuses, never rewrites wrongly.
pub(super) fn holds_by_value(used: &Use) -> bool {
    used.ty.is_some_and(|t| {
        !["*", "[]", "map[", "chan ", "<-chan ", "func("]
            .iter()
            .any(|p| t.starts_with(p))
    })
}

/// A value holding family values (a slice of options, a struct with one), where its layout
/// can be seen.
fn judge_held(used: &Use, comparable: bool) -> Option<(&'static str, &'static str)> {
    match Role::of(used) {
        // `holder{a} == holder{b}`, `[1]Option{a} == …`, a map keyed by a struct holding
        // one: == compares the options inside, which a struct with a func field cannot.
        Role::Comparison { nil: false } | Role::Switch | Role::MapKey | Role::Index { key: true }
            if !comparable && holds_by_value(used) =>
        {
            Some((
                "not_comparable",
                "it holds options and is compared (or used as a map key) here, and the struct would not be comparable",
            ))
        }
        Role::Interface(callee) if deep_equal(callee) || opaque_holder(callee) => None,
        // An error holding an option (`errInvalidGroupOption{Option: c}`) is printed through
        // its Error method, and compared by DeepEqual, whose answers the struct keeps.
        Role::Interface(_) if used.target == Some("error") => None,
        Role::GenericArgument(callee)
            if !comparable && holds_by_value(used) && COMPARING_HELPERS.contains(&callee) =>
        {
            Some(NOT_COMPARED_BY_HELPER)
        }
        Role::GenericArgument(callee)
            if callee.starts_with("slices.") || callee.starts_with("maps.") =>
        {
            None
        }
        // `type Tagged struct{ zlog.Option }` given where an Option is taken: it implements
        // the interface (through the embedded field, or with methods of its own), and a
        // struct family is implemented by nothing.
        Role::Interface(_) if converted_from_elsewhere(used) => {
            Some((
                "interface_embedded",
                "it implements the family (an embedded option promotes its methods); once the family is a struct no other type converts to it, and this stops compiling",
            ))
        }
        // `unsafe.Sizeof(limiter{})` with options held by value: its size changes too.
        Role::Builtin(name @ ("unsafe.Sizeof" | "unsafe.Alignof")) if holds_by_value(used) => {
            Some((
                "reflection_or_unsafe",
                if name == "unsafe.Sizeof" {
                    "it holds options by value, and the size it reports changes once the family is a struct"
                } else {
                    "it holds options by value, and the alignment it reports may change once the family is a struct"
                },
            ))
        }
        role if role.observes_layout() => Some((
            "reaches_interface",
            "what it holds would print, compare and reflect as structs rather than as the variants",
        )),
        _ => None,
    }
}

/// A value of a variant type: it may become the family only where a constructor builds
/// it; anywhere else the conversion would stop compiling.
fn judge_variant_use(
    used: &Use,
    becomes_family: bool,
    in_construction: impl Fn() -> bool,
) -> Option<(&'static str, &'static str)> {
    match Role::of(used) {
        Role::Interface(_) if becomes_family && !in_construction() => Some((
            if used.receiver {
                "variant_escapes"
            } else {
                "variant_used_elsewhere"
            },
            "it becomes a family value here, outside a constructor's return, which a struct family cannot accept",
        )),
        Role::FromUnsafe => Some((
            "reflection_or_unsafe",
            "its layout is made here from an unsafe.Pointer",
        )),
        _ => None,
    }
}
