//! The `records` pass: pointer-linked records into value structs and slices.
//!
//! Every record reached through a pointer is one more heap object for the garbage collector
//! to find and scan. The pass stores a container's one-to-one records inline (`a *S` becomes
//! `a S`, with `S` gaining `_is_nil bool`: true means absent) and its linked lists in one
//! slice (`l *R` with `R.next *R` becomes `l []R`), so a container costs one or two objects
//! instead of one per record. The spec is `pass-records.md` in the design folder.
//!
//! Shapes rewritten today:
//! - optional records: `t.a == nil` / `!= nil`, `t.a = &S{…}`, `t.a = nil`, `p := t.a`
//!   (becomes `p := &t.a`; `p == nil` becomes `p._is_nil`), field access through `t.a`,
//!   and every container creation (`&C{…}`, `new(C)`) marks its optional records absent;
//! - lists: `for p := t.l; p != nil; p = p.next { … }` traversals, push-front
//!   `t.l = &R{…, next: t.l}` (stored newest-last, with traversals walking backwards so the
//!   order never changes), `t.l == nil` (a generated helper that skips tombstones) and
//!   `t.l = nil`; stacks (pop and top), traversals with an extra condition, lookups
//!   returning their cursor, unlinks (with a predecessor, through `pp = &(*pp).next`, or
//!   looking ahead with `t.next = t.next.next`) as tombstones, and in-order copy loops as
//!   one `append`;
//! - nested containers, inside-out in one run: a field pointing to a record that is itself
//!   rewritten stays a pointer.
//!
//! Everything else touching a converted field or a link refuses that field (or the whole
//! list record), naming the site.
//!
//! Where things are: `prefilter` (which packages can hold a candidate, from raw text);
//! `model` (candidates, list records, what reflection and unsafe reach, value uses);
//! `reach` (which files importing unsafe or reflect reach which types); `plan` (one
//! container's fields judged in turn, then its creations and finding); `uses` (each use of
//! a field judged and rewritten); `shapes` (recognisers for loops, pushes, pops, unlinks);
//! `lookups` (functions returning a cursor); `edits` (declaration, creation and helper
//! text). This file holds the pass itself and the reasons its declarations alone decide.
//!
//! Invariant: pure; reads only the [`Package`] it is given.

mod census;
mod edits;
mod lookups;
mod model;
mod plan;
mod prefilter;
mod reach;
mod shapes;
mod uses;
mod writers;

use crate::syntax::first_line_of;
use crate::syntax::NodeExt;
use edits::*;
use model::*;
use plan::*;
use prefilter::*;
use shapes::*;
use writers::{foreign_call, CallGraph, Chain, OTHER_PACKAGES};

use super::census::has_census;
use super::{Declarations, Finding, Location, Pass, PassOptions, PassOutput, RecordFlag, Refusal};
use crate::edit::{Edit, Fix};
use crate::syntax::index::{Index, Located, TypeDecl};
use crate::syntax::outline::{outline, parse_calls_spelling};
use crate::syntax::{
    call_parts, descendants, is_builtin_function, is_exported, is_predeclared_type, named_children,
    unparen, Package, SourceFile,
};
use crate::types::ObjectKind;
use std::cell::{OnceCell, RefCell};
use std::collections::HashMap;
use std::collections::{BTreeMap, BTreeSet};
use std::rc::Rc;
use tree_sitter::Node;

/// The pass value registered in [`super::registry`].
pub struct RecordsPass;

const NAME: &str = "records";

/// The names of the package's types a struct embeds (`meta` in `struct{ meta; bio string }`,
/// `*meta` too).
pub(super) fn embedded_types<'a>(index: &Index<'a>, name: &str) -> Vec<&'a str> {
    let Some(decl) = index.types.get(name) else {
        return Vec::new();
    };
    crate::syntax::struct_fields(decl.ty)
        .into_iter()
        .filter(|f| f.field("name").is_none())
        .filter_map(|f| {
            let spelled = decl.spec.file.text_of(f.field("type")?);
            let name = spelled.trim_start_matches('*');
            (!name.contains(['.', '['])).then_some(name)
        })
        .collect()
}

impl Pass for RecordsPass {
    fn name(&self) -> &'static str {
        NAME
    }

    fn summary(&self) -> &'static str {
        "pointer-linked records into value structs and slices (fewer heap objects for the GC)"
    }

    fn title_reason(&self) -> &'static str {
        "to cut heap objects"
    }

    fn rationale(&self) -> &'static str {
        "Every record reached through a pointer was its own heap object for the garbage \
         collector to find and scan. Optional records now live inside their container, \
         with an _is_nil flag for absence, and linked lists in one slice per container, so \
         a container costs one or two objects instead of one per record."
    }

    fn may_apply(&self, texts: &[&str]) -> bool {
        may_hold_record(texts)
    }

    /// Writers and yielders are followed through functions left unparsed; only the
    /// candidates `relevant_names` names are judged by them.
    fn follows_unparsed_calls(&self) -> bool {
        true
    }

    /// Type facts can only change the verdict on a candidate that no type-independent
    /// reason refuses first: an unexported field `f *T` of a struct, `T` an unexported,
    /// non-generic struct of the package, whose types no file importing `unsafe` (or
    /// `reflect` outside tests) reaches by name. Generic ones are refused by syntax alone.
    fn wants_types(&self, package: &Package) -> bool {
        let index = Index::declarations(package);
        let candidates: Vec<(&str, &str)> = struct_pointer_fields(&index)
            .filter(|(_, fields, target)| {
                !is_exported(target) && fields.iter().all(|f| !is_exported(f))
            })
            .map(|(container, _, target)| (container, target))
            .collect();
        // Most folders have none: then neither the tests nor the files need reading.
        if candidates.is_empty() {
            return false;
        }
        // A candidate that a file importing unsafe reaches by name is refused without
        // facts; checking the package only to narrow that costs more than it saves
        // (cmd/compile/internal/ssa alone: 8 s and 900 MB). A file importing reflect
        // outside tests is judged from the census (a value handed to reflect is one
        // converted to an interface), so such a package is checked.
        let names: BTreeSet<&str> = candidates.iter().flat_map(|(c, r)| [*c, *r]).collect();
        // A test that reflects on a candidate refuses the whole package, by syntax.
        if reflected_in_tests(package, &spelled_names(&index)).is_some() {
            return false;
        }
        let reached = reach::reached_by_name(&index, package, &names);
        candidates
            .iter()
            .any(|(container, record)| !reached.contains(container) && !reached.contains(record))
    }

    /// Every struct with a pointer field to a struct of the package, the field names and
    /// the types they point to; but not those refused by their declarations alone
    /// ([`declared_refusal`]: an exported field or record; generic ones are refused from
    /// declarations too), whose uses need no judging, nor those a file importing unsafe
    /// names. A test reflecting on any candidate refuses the whole package: then only the
    /// names declared by the declaration holding that call.
    fn relevant_names(&self, declarations: &Declarations) -> BTreeSet<String> {
        let package = declarations.package;
        let index = Index::declarations(package);
        let reflecting = package
            .all_files()
            .any(|f| f.is_test() && imports(f).any(|p| p == "reflect"));
        // Only a pointer to a non-generic struct of the package is a candidate, as in
        // `run`: seeding `fmt.buf *buffer` (a byte slice) parsed 149 KB of fmt for none.
        let judged: Vec<(&str, Vec<&str>, &str)> = struct_pointer_fields(&index)
            .filter(|(_, fields, target)| {
                !is_exported(target)
                    && fields.iter().all(|f| !is_exported(f))
                    && !holds_flagged_records(&index, target)
            })
            .collect();
        // A file importing unsafe (or reflect outside tests) that names the container or
        // the record refuses it whatever its uses: in os, time and testing such names
        // (`file`, `handle`, `root`) made 1.2 MB of declarations worth parsing.
        let types: BTreeSet<&str> = judged.iter().flat_map(|(c, _, r)| [*c, *r]).collect();
        let named = reach::named_by_blocking_files(&index, declarations, &types);
        let mut names = BTreeSet::new();
        for (container, fields, record) in judged {
            if named.contains(container) || named.contains(record) {
                continue;
            }
            names.insert(container.to_string());
            names.insert(record.to_string());
            names.extend(fields.iter().map(|f| f.to_string()));
            // The types the record embeds: their methods are the record's, and whether
            // one keeps its receiver is read from its body.
            names.extend(
                embedded_types(&index, record)
                    .into_iter()
                    .map(str::to_string),
            );
        }
        if reflecting {
            // Such a test refuses the whole package whatever the uses, so read the calls
            // of reflect in the tests now: if one reflects on a candidate, nothing but
            // those needs parsing. Only declarations spelling reflect and a candidate
            // can hold such a call.
            let spelled = spelled_names(&index);
            let tests = Package {
                dir: package.dir.clone(),
                name: package.name.clone(),
                // The engine's outlines, one per file (read again only if they were not).
                files: package
                    .all_files()
                    .enumerate()
                    .filter(|(_, f)| f.is_test() && imports(f).any(|p| p == "reflect"))
                    .filter_map(|(i, f)| {
                        let read;
                        let known = match declarations.outlines.get(i) {
                            Some(o) if declarations.outlines.len() == package.files.len() => {
                                o.as_ref()
                            }
                            _ => {
                                read = outline(&f.text);
                                read.as_ref()
                            }
                        };
                        let (path, text) = (f.path.clone(), f.text.clone());
                        parse_calls_spelling(path, text, known, "reflect", &spelled)
                    })
                    .collect(),
                external_tests: Vec::new(),
                types: Default::default(),
            };
            // With no such call, none is in a declaration spelling reflect and a candidate,
            // so `run` need not parse more to find none either.
            if let Some((at, _)) = reflected_in_tests(&tests, &spelled) {
                // `run` finds the call again in the declaration holding it: the names it
                // declares (a test function's) bring back that declaration alone, where
                // `reflect` would bring back every declaration calling reflect (200 KB of
                // encoding/gob).
                names.clear();
                let declared = declared_around(at);
                if declared.is_empty() {
                    names.insert("reflect".to_string());
                }
                names.extend(declared);
            }
        }
        names
    }

    /// Each candidate's container and record: every use of them is listed, so that a
    /// use the rewrite cannot explain (the container printed, a record's method value, a
    /// receiver kept) refuses it wherever it is written.
    fn census(&self, package: &Package) -> BTreeSet<String> {
        let index = Index::declarations(package);
        struct_pointer_fields(&index)
            .flat_map(|(container, _, target)| [container.to_string(), target.to_string()])
            .collect()
    }

    fn run(&self, package: &Package, options: &PassOptions) -> PassOutput {
        // A test reflecting on a candidate refuses every container whatever the uses, and
        // the declarations say which: then no walk over every node is needed (runtime and
        // cmd/compile/internal/ssa, whose candidates number in the dozens).
        let reflecting = package
            .all_files()
            .any(|f| f.is_test() && imports(f).any(|p| p == "reflect"));
        let declared = reflecting.then(|| Index::declarations(package));
        let blocked = declared
            .as_ref()
            .and_then(|d| reflected_in_tests(package, &spelled_names(d)));
        let index = match (declared, &blocked) {
            (Some(declared), Some(_)) => declared,
            (Some(declared), None) => declared.with_references(),
            (None, _) => Index::build(package),
        };
        let index = &index;
        // With the census, a value a file hands to reflect is a use converted to an
        // interface, judged where it is; only files importing unsafe are judged by what
        // they name.
        let model = Model::build(index, package, blocked, !has_census(package));
        let mut output = PassOutput::default();
        for (name, decl) in &index.types {
            if decl.ty.kind_name() != "struct_type" {
                continue;
            }
            for (at, field, record) in generic_pointer_fields(index, decl) {
                output.refusals.push(Refusal {
                    pass: NAME,
                    subject: format!("{name}.{field}"),
                    code: "generic",
                    location: Location::at(at.file, at.node.start_byte()),
                    message: format!(
                        "{} has type parameters; generic records and containers are not rewritten",
                        if decl.generic { name } else { record }
                    ),
                });
            }
        }
        for (container, fields, at) in &model.grouped {
            output.refusals.push(Refusal {
                pass: NAME,
                subject: format!("{container}.{fields}"),
                code: "field_group",
                location: Location::at(at.file, at.node.start_byte()),
                message: format!("{fields} are declared together; declare each on its own line to let unbox rewrite them"),
            });
        }
        if let Some((at, why)) = &model.package_blocked {
            // One reason for the whole package: say it once per container, not per field.
            for (container, fields) in &model.containers {
                let names: Vec<&str> = fields.iter().map(|c| c.field).collect();
                output.refusals.push(Refusal {
                    pass: NAME,
                    subject: container.to_string(),
                    code: "reflection_or_unsafe",
                    location: Location::at(at.file, at.node.start_byte()),
                    message: format!("{why} (fields {})", names.join(", ")),
                });
            }
            return output;
        }
        // `--flag` as given, or `_is_nil` until an exported container needs the zero-safe
        // polarity, when the package is planned again with `_present`: one polarity per
        // package, since one record type may be held by several of its containers.
        let first = output.findings.len();
        let first_refusal = output.refusals.len();
        let mut flag = options.record_flag.unwrap_or(RecordFlag::IsNil);
        let mut zero_safe_for: Option<&str> = None;
        // Containers that store an optional record inline, which the polarity concerns
        // (a list's tombstone is `_is_nil` either way).
        let mut with_optional: BTreeSet<&str> = BTreeSet::new();
        // Each rewrite's finding, by index, with the fields it converts.
        let mut rewrites: Vec<(usize, Vec<Converted>)> = Vec::new();
        // Records whose list some container makes a slice, known from an earlier planning
        // of the package: a field of that record refused as a list head in another
        // container is judged as a single record there, as a second run would judge it.
        let mut unlinked: BTreeSet<&str> = BTreeSet::new();
        // Fields whose rewrite would delete a link some code outside every edit still
        // uses, each with its refusal: the package is planned again without them, so
        // that a field planned around one (kept a pointer beside its rewrite) is judged
        // on its own instead of going unmentioned.
        let mut withdrawn: Vec<(&str, &str, Refusal)> = Vec::new();
        // Fields kept a pointer beside their record's rewrite (`Player.t` beside `tables`):
        // each one's subject, place and record, so that without the census, which refuses
        // that rewrite, the field is named too.
        let mut nested: Vec<(String, Location, &str)> = Vec::new();
        'polarity: loop {
            nested.clear();
            let mut refused_heads: BTreeSet<&str> = BTreeSet::new();
            output.findings.truncate(first);
            output.refusals.truncate(first_refusal);
            output
                .refusals
                .extend(withdrawn.iter().map(|(_, _, refusal)| refusal.clone()));
            rewrites.clear();
            with_optional.clear();
            if zero_safe_for.is_some() {
                flag = RecordFlag::Present;
            }
            // Inside-out: a container is planned after the containers its records are, so
            // that a field pointing to a record this run rewrites (or an earlier run did) can
            // stay a pointer, one record per container, instead of both rewrites overlapping.
            let mut kept: Vec<(&str, &Candidate)> = Vec::new();
            for container in nest_order(&model) {
                let fields = &model.containers[container];
                let (inner, fields): (Vec<&Candidate>, Vec<&Candidate>) = fields
                    .iter()
                    .filter(|c| {
                        !withdrawn
                            .iter()
                            .any(|(k, f, _)| *k == container && *f == c.field)
                    })
                    .partition(|c| {
                        declared_refusal(&model, container, c).is_none()
                            && (output.findings[first..]
                                .iter()
                                .any(|f| f.subject == c.record)
                                || holds_flagged_records(model.index, c.record))
                    });
                kept.extend(inner.into_iter().map(|c| (container, c)));
                if fields.is_empty() {
                    continue;
                }
                // Every field refused by its declaration, or for unsafe or reflect: no uses
                // need judging.
                if fields.iter().all(|c| {
                    declared_refusal(&model, container, c).is_some()
                        || model.reached(container, c.record).is_some()
                }) {
                    for c in fields {
                        if let Some((at, code, why)) = declared_refusal(&model, container, c) {
                            output.refusals.push(Refusal {
                                pass: NAME,
                                subject: format!("{container}.{}", c.field),
                                code,
                                location: Location::at(at.file, at.node.start_byte()),
                                message: why,
                            });
                        } else if let Some((at, why)) = model.reached(container, c.record) {
                            output.refusals.push(Refusal {
                                pass: NAME,
                                subject: format!("{container}.{}", c.field),
                                code: "reflection_or_unsafe",
                                location: Location::at(at.file, at.node.start_byte()),
                                message: why.clone(),
                            });
                        }
                    }
                    continue;
                }
                let first_field = Location::at(
                    fields[0].declaration.file,
                    fields[0].declaration.node.start_byte(),
                );
                let mut plan = ContainerPlan::new(&model, container, flag);
                plan.unlinked_elsewhere = unlinked.clone();
                for field in fields {
                    plan.field(field);
                }
                plan.settle_deferred();
                refused_heads.extend(plan.refused_heads.iter().copied());
                // An exported container with optional records stored inline can be built outside
                // the package (`&pkg.C{ID: 1}`, `var c pkg.C`), where no creation can be marked:
                // only the zero-safe polarity keeps its records absent there.
                if flag == RecordFlag::IsNil && is_exported(container) && !plan.optional.is_empty()
                {
                    if options.record_flag.is_none() {
                        zero_safe_for = Some(container);
                        continue 'polarity;
                    }
                    output.refusals.append(&mut plan.refusals);
                    output.refusals.push(Refusal {
                        pass: NAME,
                        subject: container.to_string(),
                        code: "flag_polarity",
                        location: model.index.types.get(container).map_or(first_field, |d| {
                            Location::at(d.spec.file, d.spec.node.start_byte())
                        }),
                        message: format!(
                            "--flag is-nil was given, but {container} is exported, so code outside the package can build a zero {container} that no rewrite can mark absent; run with --flag present, or without --flag to let unbox choose"
                        ),
                    });
                    continue;
                }
                let converted: Vec<Converted> = plan
                    .changed
                    .iter()
                    .map(|&(field, record, list)| Converted {
                        container,
                        field,
                        record,
                        list,
                        unlinks: list || plan.unlinks(record),
                    })
                    .collect();
                let before = output.findings.len();
                if !plan.optional.is_empty() {
                    with_optional.insert(container);
                }
                plan.finish(&mut output);
                if output.findings.len() > before {
                    rewrites.push((before, converted));
                }
            }
            for (container, c) in kept {
                let kept = if c.list {
                    // A list of records that are containers themselves stays a list: each
                    // element holds its own records inline now.
                    format!(
                        "{container}.{} stays a linked list of {}, each of which now holds its own records inline",
                        c.field, c.record
                    )
                } else {
                    format!(
                        "{container}.{} stays a pointer to {}: one {} per {container}, as in the field report's design",
                        c.field, c.record, c.record
                    )
                };
                match output.findings[first..]
                    .iter_mut()
                    .find(|f| f.subject == c.record)
                {
                    Some(finding) => {
                        finding.notes.push(format!("nested: {kept}"));
                        nested.push((
                            format!("{container}.{}", c.field),
                            Location::at(c.declaration.file, c.declaration.node.start_byte()),
                            c.record,
                        ));
                    }
                    None => output.refusals.push(Refusal {
                        pass: NAME,
                        subject: format!("{container}.{}", c.field),
                        code: "nested_container",
                        location: Location::at(c.declaration.file, c.declaration.node.start_byte()),
                        message: format!(
                            "{} holds records unbox already stores inline, so {kept}",
                            c.record
                        ),
                    }),
                }
            }
            // A field refused as a list head whose record another container's list, made a
            // slice, takes the link off: planned again knowing it. The set only grows.
            let sliced: BTreeSet<&str> = rewrites
                .iter()
                .flat_map(|(_, converted)| converted.iter().filter(|c| c.list))
                .map(|c| c.record)
                .collect();
            let more: Vec<&str> = refused_heads
                .intersection(&sliced)
                .filter(|r| !unlinked.contains(*r))
                .copied()
                .collect();
            if !more.is_empty() {
                unlinked.extend(more);
                continue 'polarity;
            }
            if let Some(uncovered) = first_uncovered_link(&model, &output, &rewrites) {
                withdrawn.push(uncovered);
                continue 'polarity;
            }
            break;
        }
        tie_shared_records(&mut output, &rewrites);
        if !has_census(package) {
            refuse_without_census(&mut output, &rewrites, nested);
        }
        if let Some(exported) = zero_safe_for {
            for finding in &mut output.findings[first..] {
                let container = finding.subject.as_str();
                if !with_optional.contains(container) {
                    continue;
                }
                let note = if container == exported {
                    format!("polarity: {container} is exported, so code outside the package can build a zero {container} that no rewrite can mark; it uses _present (zero means absent) instead of _is_nil")
                } else {
                    format!("polarity: {container} uses _present (zero means absent) instead of _is_nil, as the exported {exported} of this package must (code outside the package can build a zero {exported}); one polarity per package, since a record type may be held by several containers")
                };
                finding.notes.push(note);
            }
        }
        output
    }
}

/// Turns every rewrite into a refusal: without the type checker's census no syntax shows
/// every use that would see the records move inline (a container printed with fmt or
/// compared with reflect.DeepEqual, here or in a helper of another package; a record's
/// method value; a method keeping its receiver), and each such shape, tried with
/// `--no-types`, rewrote code whose tests then failed. Deny by default: the plan still
/// says what would change, and why it does not.
/// A field kept a pointer beside such a rewrite is refused with it: stored inline on its
/// own it would need the census just the same.
fn refuse_without_census(
    output: &mut PassOutput,
    rewrites: &[(usize, Vec<Converted>)],
    nested: Vec<(String, Location, &str)>,
) {
    let findings = std::mem::take(&mut output.findings);
    for (subject, location, record) in nested {
        output.refusals.push(Refusal {
            pass: NAME,
            message: format!(
                "{subject} was to stay a pointer beside the rewrite of {record}, refused here; storing its {record} inline instead would need Go's type checker's list of every use just the same"
            ),
            subject,
            code: "no_census",
            location,
        });
    }
    for (index, converted) in rewrites {
        let Some(finding) = findings.get(*index) else {
            continue;
        };
        let fields: Vec<String> = converted
            .iter()
            .map(|c| format!("{}.{}", c.container, c.field))
            .collect();
        output.refusals.push(Refusal {
            pass: NAME,
            subject: finding.subject.clone(),
            code: "no_census",
            location: finding.location.clone(),
            message: format!(
                "the records of {} would be stored inline, but only Go's type checker can list every use that would see the change (a value printed with fmt or compared with reflect.DeepEqual, a method value, a method keeping its receiver)",
                fields.join(", ")
            ),
        });
    }
}

/// Rewrites of containers sharing a record type each edit its declaration (the link
/// taken off, the flag added): applied alone (`--only wheel`), one would delete the link
/// another container's code still walks. Such rewrites stand together, named by the
/// records they share (`records:timer`), so that the engine applies all or none.
fn tie_shared_records(output: &mut PassOutput, rewrites: &[(usize, Vec<Converted>)]) {
    // Union-find over the rewrites, joined by each record they convert.
    let mut parent: Vec<usize> = (0..rewrites.len()).collect();
    fn root(parent: &mut [usize], mut i: usize) -> usize {
        while parent[i] != i {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        i
    }
    let mut first_with: BTreeMap<&str, usize> = BTreeMap::new();
    for (i, (_, converted)) in rewrites.iter().enumerate() {
        for c in converted {
            let j = *first_with.entry(c.record).or_insert(i);
            let (a, b) = (root(&mut parent, i), root(&mut parent, j));
            parent[a] = b;
        }
    }
    let mut groups: BTreeMap<usize, (Vec<usize>, BTreeSet<&str>)> = BTreeMap::new();
    for (i, (finding, converted)) in rewrites.iter().enumerate() {
        let group = groups.entry(root(&mut parent, i)).or_default();
        group.0.push(*finding);
        group.1.extend(converted.iter().map(|c| c.record));
    }
    for (findings, records) in groups.values() {
        if findings.len() < 2 {
            continue;
        }
        let key = format!(
            "records:{}",
            records.iter().copied().collect::<Vec<_>>().join(",")
        );
        for &f in findings {
            if let Some(finding) = output.findings.get_mut(f) {
                finding.fix.together = Some(key.clone());
            }
        }
    }
}

/// A field a rewrite converts: an optional record stored inline, or a list made a slice.
struct Converted<'a> {
    container: &'a str,
    field: &'a str,
    record: &'a str,
    list: bool,
    /// Whether the rewrite takes the record's link off: a list made a slice, or a single
    /// record stored inline in the form a list's rewrite gives it.
    unlinks: bool,
}

/// The first field whose rewrite turns a list into a slice (or stores a record inline
/// without its link) while some use of the record's link field stays outside every edit
/// of the run, with its refusal: the rewrite deletes the link from the record type, so
/// that use (another container's list refused here, a local list, a function walking a
/// `*T` it was handed) would no longer compile. The caller plans the package again
/// without that field, which can leave another's link uses uncovered, until none is.
fn first_uncovered_link<'a>(
    model: &Model<'a>,
    output: &PassOutput,
    rewrites: &[(usize, Vec<Converted<'a>>)],
) -> Option<(&'a str, &'a str, Refusal)> {
    let covered = |at: &Located| {
        output.findings.iter().any(|f| {
            f.pass == NAME
                && f.fix.edits.iter().any(|e| {
                    e.file == at.file.path
                        && e.start <= at.node.start_byte()
                        && at.node.end_byte() <= e.end
                })
        })
    };
    let (list, link, at) = rewrites.iter().find_map(|(_, converted)| {
        converted.iter().filter(|c| c.unlinks).find_map(|list| {
            let link = model.lists.get(list.record)?.link;
            link_uses(model.index, list.record, link)
                .into_iter()
                .find(|at| !covered(at))
                .map(|at| (list, link, at))
        })
    })?;
    let refusal = Refusal {
        pass: NAME,
        subject: format!("{}.{}", list.container, list.field),
        code: "link_used_elsewhere",
        location: Location::at(at.file, at.node.start_byte()),
        message: if list.list {
            format!(
                "{record}.{link} is used here outside the list of {container}.{field}, which the rewrite would turn into a slice of {record} without {link}: this code would no longer compile",
                record = list.record,
                container = list.container,
                field = list.field,
            )
        } else {
            format!(
                "{record}.{link} is used here, and {container}.{field} would store a {record} inline without {link}, as a list of it made a slice leaves it: this code would no longer compile",
                record = list.record,
                container = list.container,
                field = list.field,
            )
        },
    };
    Some((list.container, list.field, refusal))
}

/// Every use of a record's link field: selectors, and keys of the record's literals
/// (`&msg{next: h}`, whose key tree-sitter cannot tell from an expression).
fn link_uses<'a>(index: &Index<'a>, record: &str, link: &str) -> Vec<Located<'a>> {
    let selectors = index.field_uses(link, record).into_iter().filter(|at| {
        at.node
            .parent()
            .is_none_or(|p| p.kind_name() != "field_declaration")
    });
    let keys = index.type_references(record).into_iter().filter_map(|at| {
        let literal = at
            .node
            .parent()
            .filter(|p| p.kind_name() == "composite_literal")?;
        let element = shapes::keyed_element(at.file, literal, link)?;
        Some(Located {
            file: at.file,
            node: element,
        })
    });
    selectors.chain(keys).collect()
}

/// The package-level names declared by the top-level declaration holding a node (a
/// function's or method's name, a var's or const's names but `_`).
fn declared_around(at: Located) -> Vec<String> {
    let mut top = at.node;
    while let Some(parent) = top.parent() {
        if parent.kind_name() == "source_file" {
            break;
        }
        top = parent;
    }
    match top.kind_name() {
        "function_declaration" | "method_declaration" => top
            .field("name")
            .map(|n| vec![at.file.text_of(n).to_string()])
            .unwrap_or_default(),
        "var_declaration" | "const_declaration" => descendants(top)
            .filter(|n| matches!(n.kind_name(), "var_spec" | "const_spec"))
            .flat_map(|spec| {
                let mut cursor = spec.walk();
                spec.children_by_field_name("name", &mut cursor)
                    .map(|n| at.file.text_of(n).to_string())
                    .collect::<Vec<_>>()
            })
            .filter(|n| n != "_")
            .collect(),
        _ => Vec::new(),
    }
}

/// Every non-generic struct's pointer fields to a non-generic struct of the package:
/// `(container, field names, record)`, the candidates before any judgement.
fn struct_pointer_fields<'i, 'a>(
    index: &'i Index<'a>,
) -> impl Iterator<Item = (&'a str, Vec<&'a str>, &'a str)> + 'i {
    index
        .types
        .iter()
        .filter(|(_, decl)| decl.ty.kind_name() == "struct_type" && !decl.generic)
        .flat_map(move |(container, decl)| {
            pointer_fields(decl)
                .into_iter()
                .filter(move |(_, _, target)| {
                    index
                        .types
                        .get(target)
                        .is_some_and(|t| t.ty.kind_name() == "struct_type" && !t.generic)
                })
                .map(move |(_, fields, target)| (*container, fields, target))
        })
}

/// The names the model spells for its candidates, as [`Model::build`] collects them:
/// containers, their single-name pointer fields, and the records those point to
/// (non-generic structs of the package; a list's link to its own type excluded).
fn spelled_names<'a>(index: &Index<'a>) -> BTreeSet<&'a str> {
    let mut spelled = BTreeSet::new();
    for (name, decl) in &index.types {
        if decl.ty.kind_name() != "struct_type" || decl.generic {
            continue;
        }
        for (_, fields, target) in pointer_fields(decl) {
            let record = index.types.get(target);
            if let ([field], Some(record)) = (fields.as_slice(), record) {
                if target != *name && record.ty.kind_name() == "struct_type" && !record.generic {
                    spelled.extend([*name, *field, target]);
                }
            }
        }
    }
    spelled
}

/// A reason to refuse a field that the declarations alone give: the field or its record is
/// exported, or the record has two links to its own type. It holds whatever the uses are,
/// so it is said first, and the engine need not parse the uses of such candidates (see
/// [`RecordsPass::relevant_names`]).
fn declared_refusal<'a>(
    model: &Model<'a>,
    container: &str,
    candidate: &Candidate<'a>,
) -> Option<(Located<'a>, &'static str, String)> {
    let (field, record) = (candidate.field, candidate.record);
    // Declared once per platform (`tables_unix.go`, `tables_windows.go`): a rewrite
    // following one declaration could break the builds that see another.
    for name in [container, record] {
        if let Some(all) = model.index.per_build.get(name) {
            let files: Vec<&str> = all.iter().map(|at| at.file.file_name()).collect();
            return Some((
                all[1],
                "declared_per_build",
                format!(
                    "{name} is declared in {} (each for other platforms or tags); a rewrite following one declaration could break the builds that see another",
                    files.join(" and ")
                ),
            ));
        }
    }
    if let Some(at) = model.doubly.get(record) {
        return Some((
            *at,
            "doubly_linked",
            format!("{record} has more than one pointer to its own type (doubly linked or a tree)"),
        ));
    }
    if is_exported(record) || is_exported(field) {
        return Some((
            candidate.declaration,
            "exported",
            format!("{container}.{field} or {record} is exported: code outside the package may hold *{record}"),
        ));
    }
    None
}

/// Whether a record holds records an earlier run stored inline: a field that is a struct
/// of the package, or a slice of them, carrying unbox's absence flag. Such a record stays
/// behind its pointer, as the run that rewrote it left it: a second run changes nothing.
fn holds_flagged_records(index: &Index, record: &str) -> bool {
    let Some(decl) = index.types.get(record) else {
        return false;
    };
    if decl.ty.kind_name() != "struct_type" {
        return false;
    }
    let flagged = |name: &str| {
        record_fields(index, name)
            .iter()
            .any(|f| *f == RecordFlag::IsNil.field() || *f == RecordFlag::Present.field())
    };
    descendants(decl.ty)
        .filter(|n| n.kind_name() == "field_declaration")
        .filter_map(|f| f.field("type"))
        .map(|t| match t.kind_name() {
            "slice_type" => t.field("element").unwrap_or(t),
            _ => t,
        })
        .filter(|t| t.kind_name() == "type_identifier")
        .any(|t| {
            let name = decl.spec.file.text_of(t);
            name != record && flagged(name)
        })
}

/// The containers in the order they are planned: those whose records are not containers
/// first, then each after the containers its records are (by nest depth, then by name; a
/// cycle is cut at the number of containers).
fn nest_order<'a>(model: &Model<'a>) -> Vec<&'a str> {
    let mut depth: BTreeMap<&str, usize> = model.containers.keys().map(|c| (*c, 0)).collect();
    for _ in 0..model.containers.len() {
        let mut changed = false;
        for (container, fields) in &model.containers {
            let deepest = fields
                .iter()
                .filter_map(|c| depth.get(c.record).map(|d| d + 1))
                .max()
                .unwrap_or(0)
                .min(model.containers.len());
            if deepest > depth[container] {
                depth.insert(container, deepest);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let mut order: Vec<&str> = model.containers.keys().copied().collect();
    order.sort_by_key(|c| (depth[c], *c));
    order
}

/// The import paths of a file (its top-level import declarations only).
fn imports(file: &SourceFile) -> impl Iterator<Item = &str> {
    named_children(file.tree.root_node())
        .into_iter()
        .filter(|n| n.kind_name() == "import_declaration")
        .flat_map(|d| descendants(d).filter(|n| n.kind_name() == "import_spec"))
        .filter_map(move |spec| spec.field("path"))
        .map(move |p| file.text_of(p).trim_matches('"'))
}
