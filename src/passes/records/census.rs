//! The records pass's reading of the census ([`crate::passes::census`]): every use of a
//! container and of its record, wherever it is written, must be one the rewrite keeps
//! meaning the same. The uses spelling the field (`t.a`, its aliases, its loops) are
//! judged and rewritten by `uses`; this judges what no spelling shows: the container or
//! the record reaching code that can inspect any value (fmt, reflect, equality helpers,
//! type parameters, unsafe), a record's pointer receiver kept or handed on, and a method
//! value or a closure holding a record's pointer.

use super::{Model, RecordFlag};
use crate::passes::census::{methods_only, opaque_holder, Census, Role};
use crate::passes::Location;
use crate::types::Use;

/// Why one container field cannot be rewritten, from the census: the first use of the
/// container or the record that the rewrite would change the meaning of. `None` also
/// when the package has no census (no type facts), where the syntactic rules decide.
pub(super) fn refusal(
    model: &Model,
    container: &str,
    record: &str,
    flag: RecordFlag,
) -> Option<(Location, &'static str, String)> {
    let census = Census::of(model.index.package, &[container, record])?;
    if let Some(why) = census.unseen() {
        let decl = model.index.types.get(container)?.spec;
        return Some((
            Location::at(decl.file, decl.node.start_byte()),
            "uses_unseen",
            format!("a package of the module that imports this one does not type-check, so its uses of {container} are unknown: {why}"),
        ));
    }
    let mut refused: Vec<(Use, &'static str, &'static str)> = census
        .uses(&[container, record])
        .filter_map(|used| {
            judge(container, record, flag, &used).map(|(code, why)| (used, code, why))
        })
        .collect();
    // The first site, and there the container itself before what holds it.
    refused.sort_by_key(|(u, _, _)| (u.file, u.start, u.indirect));
    let (used, code, why) = refused.into_iter().next()?;
    Some((census.location(&used)?, code, census.sentence(&used, why)))
}

/// Whether a value of this type holds containers or records only through pointers
/// (`[]*player`, `map[string]*player`): a type argument of that shape is a pointer.
fn holds_pointers_only(ty: &str) -> bool {
    let element = if let Some(rest) = ty.strip_prefix("[]") {
        rest
    } else if let Some(rest) = ty.strip_prefix("map[") {
        // The key's own brackets (`map[[2]int]*T`) are matched.
        let mut depth = 1;
        let Some(end) = rest.char_indices().find_map(|(i, c)| {
            match c {
                '[' => depth += 1,
                ']' => depth -= 1,
                _ => {}
            }
            (depth == 0).then_some(i)
        }) else {
            return false;
        };
        &rest[end + 1..]
    } else {
        ty
    };
    element.starts_with('*')
}

/// The verdict on one use: `None` when the rewrite keeps its meaning.
fn judge(
    container: &str,
    record: &str,
    flag: RecordFlag,
    used: &Use,
) -> Option<(&'static str, &'static str)> {
    let role = Role::of(used);
    if used.subject == record && flag == RecordFlag::Present && compared_by_value(record, used) {
        return Some((
            "compared_by_value",
            "records are compared by value here, and with _present a stored record carries true where a new one does not",
        ));
    }
    match role {
        Role::Interface(callee) if opaque_holder(callee) || methods_only(used.target, callee) => {}
        // `slices.SortFunc(l.players, …)` over `[]*player`: the standard library's slices
        // and maps functions move, compare and hand back the pointers, never the records.
        Role::GenericArgument(callee)
            if (callee.starts_with("slices.") || callee.starts_with("maps."))
                && used.ty.is_some_and(holds_pointers_only) => {}
        // `current.Store(l)` on an `atomic.Pointer[lobby]`: it keeps and hands back the
        // pointer, never a copy of what it points to.
        Role::GenericArgument(callee)
            if callee.starts_with("(*sync/atomic.Pointer[T]).")
                && used.ty.is_some_and(|t| t.starts_with('*')) => {}
        Role::Recovered => {
            return Some((
                "panic_recovered",
                "another package of the module recovers from panics here (recover()), and reading or writing a field of an absent record, which panics today (a nil pointer), would use the zero values of the inline record instead",
            ))
        }
        Role::TypeUse(_) => {
            return Some((
                "type_argument",
                "generic code constrained by it may make or copy one where the rewrite cannot see",
            ))
        }
        Role::GenericArgument(_) => {
            return Some((
                "type_argument",
                "it may also copy it or make one there, which the rewrite can neither mark nor see",
            ))
        }
        Role::Interface(_) => {
            return Some((
                "reaches_interface",
                "what fmt prints and what reflect and equality helpers compare there change once records are stored inline",
            ))
        }
        // The census leaves sizes out of `observes_layout` (the options pass changes them
        // on purpose), but a program sizing shared memory or a wire format by them would
        // change: deny, as a file importing unsafe in the package itself is.
        Role::Builtin(name @ ("unsafe.Sizeof" | "unsafe.Alignof"))
            if !used.ty.is_some_and(|t| t.starts_with('*')) =>
        {
            return Some((
                "reflection_or_unsafe",
                if name == "unsafe.Sizeof" {
                    "the size it reports changes once the records are stored inline"
                } else {
                    "the alignment it reports may change once the records are stored inline"
                },
            ))
        }
        // `var row struct{Name string; Members int} = g`, `row(g)`, `guild(r)`,
        // `game.GuildInfo(r)`: the two types share one struct today; the record's flag
        // field (or a container's records stored inline) would leave them apart, and the
        // code would not compile.
        Role::Conversion(_) | Role::ConversionFrom(_) => {
            return Some((
                "converted",
                "the two types share one struct today, which the rewrite changes on one side only (the record gains its flag field, the container holds its records inline), and the code would no longer compile",
            ))
        }
        Role::FromUnsafe | Role::Builtin(_) if role.observes_layout() => {
            return Some((
                "reflection_or_unsafe",
                "the layout is read or made there, and stored inline the records change it",
            ))
        }
        _ => {}
    }
    if used.subject == container && compared(container, used) {
        return Some((
            "container_by_value",
            "with its records inline they would be compared by value, and a list made a slice cannot be compared at all",
        ));
    }
    if used.subject == container && copied_elsewhere(container, used) {
        return Some((
            "container_by_value",
            "a copy of the container is made here, and copies would stop sharing their records",
        ));
    }
    // The container keeps its identity: its pointers, methods and receivers mean what
    // they meant (copies of it in this package are judged by `container_by_value`).
    if used.subject == container || used.indirect {
        return None;
    }
    if used.receiver {
        return match role {
            Role::Dereference | Role::Assigned => None,
            Role::Comparison { nil: true } => Some((
                "nil_receiver",
                "the method is written for a nil receiver (an absent record), and stored inline a record is never nil",
            )),
            // `switch w { case nil: … }`: a nil case, or other records' pointers.
            Role::Switch => Some((
                "nil_receiver",
                "the method switches on its receiver, comparing it with nil (an absent record) or with other records' pointers: stored inline a record is never nil, and its address is its slot's",
            )),
            _ => Some((
                "receiver_escapes",
                "the method keeps or hands on its receiver, which would then point into the container and see the record replaced",
            )),
        };
    }
    // A cursor another package got from an exported lookup (its record type opaque
    // there) may be compared with nil or held in a local: anything that compares two of
    // them or keeps one sees that pointers into a list made a slice change as it grows.
    if used.subject == record && used.position.is_some() {
        match role {
            Role::Comparison { nil: false } | Role::Index { key: true } | Role::MapKey => {
                return Some((
                    "compared_by_pointer",
                    "code of another package compares cursors to records by identity, and pointers into a list made a slice change when it grows (two lookups with a push between them would differ)",
                ))
            }
            Role::Assignment(to) if !matches!(to, "define" | "local" | "blank") => {
                return Some((
                    "cursor_escapes",
                    "code of another package keeps a cursor to a record, which would point into a slice that moves when the list grows",
                ))
            }
            Role::Send | Role::Element(_) => {
                return Some((
                    "cursor_escapes",
                    "code of another package keeps a cursor to a record, which would point into a slice that moves when the list grows",
                ))
            }
            _ => {}
        }
    }
    match role {
        Role::MethodValue(_) | Role::MethodExpression(_) => Some((
            "method_value",
            "the method value binds the record's pointer, which would then point into the container and see the record replaced",
        )),
        Role::Captured => Some((
            "captured_record",
            "a function literal shares the record's pointer, which would then point into the container and see the record replaced",
        )),
        _ => None,
    }
}

/// Whether a use in another package of the module copies the container: its value
/// (not a pointer to it) assigned, passed, returned, stored, sent, compared, or a
/// collection of such values ranged over. With records behind pointers the copy shares
/// them with the original; stored inline it gets its own. Deny by default: a container
/// value may there only have a field selected, a method called or its address taken (this
/// package's own copies are judged by spelling, `container_by_value`).
fn copied_elsewhere(container: &str, used: &Use) -> bool {
    let Some(ty) = used.ty.filter(|_| used.position.is_some()) else {
        return false;
    };
    // `example.com/league/team.Team`, or for a collection, the element after `[]`,
    // `map[K]` or `chan `.
    let value = |spelled: &str| {
        !spelled.starts_with('*')
            && spelled
                .rsplit_once('.')
                .is_some_and(|(_, name)| name == container)
    };
    if used.indirect {
        // The facts list a value holding the container by value (a struct field, an
        // array element) where it is copied whole: `p.standby = p.active` of a struct
        // with a container field, `copy(dst, src)` of a slice of containers. A
        // composite literal makes a new holder, whose parts are judged where they are.
        if used.role != "range" {
            let literal = used
                .text
                .is_some_and(|text| text.ends_with('}') && text.contains('{'));
            return !literal;
        }
        let element = ty.rsplit([']', ' ']).next().unwrap_or_default();
        return value(element);
    }
    // `team.Team{…}` or an elided `{…}`: a new container, not a copy of one.
    let literal = used.text.is_some_and(|text| {
        text.ends_with('}')
            && text.split_once('{').is_some_and(|(ty, _)| {
                ty.chars()
                    .all(|c| c.is_alphanumeric() || c == '_' || c == '.')
            })
    });
    // A direct use whose type is no pointer is the container by value, under its own
    // name or one another package declares over it (`type seat game.Player`, whose
    // copy `cp := *l.seats[i]` copies a Player).
    let by_value = value(ty)
        || !ty.starts_with('*')
            && !ty.contains('[')
            && !ty.starts_with("chan ")
            && !ty.starts_with("func(");
    by_value
        && !literal
        && !matches!(
            used.role,
            "select" | "call" | "method_value" | "address" | "assigned"
        )
}

/// Whether a container value (not a pointer to one) is compared, in this package or
/// another of the module (`game.Player{ID: id} == p`, `templates[game.Player{ID: id}]`),
/// or a map is keyed by it (`map[game.Player]string`): compared, its records behind
/// pointers are compared by identity; inline, by value, and a slice not at all, so the
/// other package would no longer compile.
fn compared(container: &str, used: &Use) -> bool {
    let Some(ty) = used.ty else {
        return false;
    };
    let value = |spelled: &str| {
        !spelled.starts_with('*')
            && spelled.rsplit_once('.').map_or(spelled, |(_, name)| name) == container
    };
    if let Some(key) = ty.strip_prefix("map[").and_then(map_key) {
        if value(key) {
            return true;
        }
    }
    let compares = match Role::of(used) {
        Role::Comparison { nil } => !nil,
        Role::Switch | Role::MapKey | Role::Index { key: true } => true,
        _ => false,
    };
    // An indirect comparison is listed only when == reaches a container held by value
    // (`backend{client} == other`, a struct field or array element at any depth).
    compares && (used.indirect || value(ty))
}

/// The key type of a map type spelled `map[K]V`, given the text after `map[`.
fn map_key(rest: &str) -> Option<&str> {
    let mut depth = 0usize;
    for (i, c) in rest.char_indices() {
        match c {
            '[' => depth += 1,
            ']' if depth == 0 => return Some(&rest[..i]),
            ']' => depth -= 1,
            _ => {}
        }
    }
    None
}

/// Whether a record value (not a pointer to one) is compared: with `==` or `!=` (not with
/// nil), in a switch, or as a map key, itself or inside a value holding it (`row{s:
/// p.stats.snap()} == row{s: stats{wins: 5}}`, an array of records: the type checker
/// lists those where `==` reaches the record). With the `_present` flag a record stored
/// inline carries `true`, which a record built elsewhere (`stats{kills: 1}`) does not,
/// so two records equal before would differ after.
fn compared_by_value(record: &str, used: &Use) -> bool {
    let by_value = used.ty.is_some_and(|ty| {
        !ty.starts_with('*') && ty.rsplit_once('.').is_some_and(|(_, name)| name == record)
    });
    let compares = match Role::of(used) {
        Role::Comparison { nil } => !nil,
        Role::Switch | Role::MapKey | Role::Index { key: true } => true,
        _ => false,
    };
    (by_value || used.indirect) && compares
}
