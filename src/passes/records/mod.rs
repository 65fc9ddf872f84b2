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
//!   `t.l = nil`.
//!
//! Everything else touching a converted field or a link refuses that field (or the whole
//! list record), naming the site.
//!
//! Invariant: pure; reads only the [`Package`] it is given.

mod lookups;
mod reach;

use super::{Declarations, Finding, Location, Pass, PassOptions, PassOutput, RecordFlag, Refusal};
use crate::edit::{Edit, Fix};
use crate::syntax::index::{Index, Located, TypeDecl};
use crate::syntax::outline::parse_spelling;
use crate::syntax::{
    call_parts, descendants, is_builtin_function, is_exported, is_predeclared_type, named_children,
    unparen, Package, SourceFile,
};
use crate::types::ObjectKind;
use std::cell::RefCell;
use std::collections::HashMap;
use std::collections::{BTreeMap, BTreeSet};
use std::rc::Rc;
use tree_sitter::Node;

/// The pass value registered in [`super::registry`].
pub struct RecordsPass;

const NAME: &str = "records";

impl Pass for RecordsPass {
    fn name(&self) -> &'static str {
        NAME
    }

    fn summary(&self) -> &'static str {
        "pointer-linked records into value structs and slices (fewer heap objects for the GC)"
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

    /// Type facts can only change the verdict on a candidate that no type-independent
    /// reason refuses first: an unexported field `f *T` of a struct, `T` an unexported,
    /// non-generic struct of the package, whose types no file importing `unsafe` (or
    /// `reflect` outside tests) reaches by name. Generic ones are refused by syntax alone.
    fn wants_types(&self, package: &Package) -> bool {
        let index = Index::declarations(package);
        let candidates: Vec<(&str, &str)> = index
            .types
            .iter()
            .filter(|(_, decl)| decl.ty.kind() == "struct_type" && !decl.generic)
            .flat_map(|(container, decl)| {
                pointer_fields(decl)
                    .into_iter()
                    .filter(|(_, fields, target)| {
                        !is_exported(target)
                            && fields.iter().all(|f| !is_exported(f))
                            && index
                                .types
                                .get(target)
                                .is_some_and(|t| t.ty.kind() == "struct_type" && !t.generic)
                    })
                    .map(move |(_, _, target)| (*container, target))
            })
            .collect();
        // A candidate that a file importing unsafe or reflect reaches by name is refused
        // without facts; checking the package only to narrow that costs more than it
        // saves (cmd/compile/internal/ssa alone: 8 s and 900 MB).
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
    /// declarations too), whose uses need no judging. When a test imports reflect, `reflect`
    /// too: a test reflecting on any candidate refuses the whole package.
    fn relevant_names(&self, declarations: &Declarations) -> BTreeSet<String> {
        let package = declarations.package;
        let index = Index::declarations(package);
        let reflecting = package
            .all_files()
            .any(|f| f.is_test() && imports(f).any(|p| p == "reflect"));
        let mut names = BTreeSet::new();
        for (name, decl) in &index.types {
            if decl.ty.kind() != "struct_type" || decl.generic {
                continue;
            }
            for (_, fields, target) in pointer_fields(decl) {
                let judged = !is_exported(target) && fields.iter().all(|f| !is_exported(f));
                if index.types.contains_key(target) && judged {
                    names.insert(name.to_string());
                    names.insert(target.to_string());
                    names.extend(fields.iter().map(|f| f.to_string()));
                }
            }
        }
        if reflecting {
            // Such a test refuses the whole package whatever the uses, so read the calls
            // of reflect in the tests now: if one reflects on a candidate, nothing but
            // those needs parsing.
            let tests = Package {
                dir: package.dir.clone(),
                name: package.name.clone(),
                files: package
                    .all_files()
                    .filter(|f| f.is_test() && imports(f).any(|p| p == "reflect"))
                    .map(|f| parse_spelling(f.path.clone(), f.text.clone(), "reflect"))
                    .collect(),
                external_tests: Vec::new(),
                types: Default::default(),
            };
            if reflected_in_tests(&tests, &spelled_names(&index)).is_some() {
                names.clear();
            }
            names.insert("reflect".to_string());
        }
        names
    }

    fn run(&self, package: &Package, options: &PassOptions) -> PassOutput {
        let index = Index::build(package);
        let model = Model::build(&index, package);
        let mut output = PassOutput::default();
        for (name, decl) in &index.types {
            if decl.ty.kind() != "struct_type" {
                continue;
            }
            for (at, field, record) in generic_pointer_fields(&index, decl) {
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
        // An exported container with optional records can be built outside the package
        // (`&pkg.C{ID: 1}`, `var c pkg.C`), where no creation can be marked: only the
        // zero-safe polarity keeps its records absent there.
        let exported = model
            .containers
            .iter()
            .find(|(c, fields)| is_exported(c) && fields.iter().any(|f| !f.list))
            .map(|(c, _)| *c);
        let flag = match exported {
            Some(_) => RecordFlag::Present,
            None => options.record_flag,
        };
        let first = output.findings.len();
        for (container, fields) in &model.containers {
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
            let mut plan = ContainerPlan::new(&model, container, flag);
            for field in fields {
                plan.field(field);
            }
            plan.finish(&mut output);
        }
        if let (Some(container), RecordFlag::IsNil) = (exported, options.record_flag) {
            for finding in &mut output.findings[first..] {
                finding.notes.push(format!(
                    "polarity: {container} is exported, so code outside the package can build a zero {container} that no rewrite can mark; the package uses _present (zero means absent) instead of _is_nil"
                ));
            }
        }
        output
    }
}

/// The names the model spells for its candidates, as [`Model::build`] collects them:
/// containers, their single-name pointer fields, and the records those point to
/// (non-generic structs of the package; a list's link to its own type excluded).
fn spelled_names<'a>(index: &Index<'a>) -> BTreeSet<&'a str> {
    let mut spelled = BTreeSet::new();
    for (name, decl) in &index.types {
        if decl.ty.kind() != "struct_type" || decl.generic {
            continue;
        }
        for (_, fields, target) in pointer_fields(decl) {
            let record = index.types.get(target);
            if let ([field], Some(record)) = (fields.as_slice(), record) {
                if target != *name && record.ty.kind() == "struct_type" && !record.generic {
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

/// The import paths of a file (its top-level import declarations only).
fn imports(file: &SourceFile) -> impl Iterator<Item = &str> {
    named_children(file.tree.root_node())
        .into_iter()
        .filter(|n| n.kind() == "import_declaration")
        .flat_map(|d| descendants(d).filter(|n| n.kind() == "import_spec"))
        .filter_map(move |spec| spec.child_by_field_name("path"))
        .map(move |p| file.text_of(p).trim_matches('"'))
}

/// Whether a package's texts may hold a candidate: a pointer `*Name` to a struct type
/// `Name` the package declares. Byte level and over-inclusive (any line reading
/// `[type] Name[…] struct` declares a struct name, any `*Name` is a pointer to it); it
/// keeps parsing to the packages that can matter, which in the Go standard library is a
/// fraction of them.
fn may_hold_record(texts: &[&str]) -> bool {
    let is_ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut structs: BTreeSet<&str> = BTreeSet::new();
    for text in texts {
        for line in text.lines() {
            let line = line.trim_start();
            let line = line.strip_prefix("type ").unwrap_or(line);
            let name_end = line.find(|c: char| !is_ident(c)).unwrap_or(line.len());
            let (name, rest) = line.split_at(name_end);
            if name.is_empty() {
                continue;
            }
            let rest = rest.trim_start();
            let rest = match rest.strip_prefix('[') {
                Some(params) => params.split_once(']').map_or("", |(_, r)| r.trim_start()),
                None => rest,
            };
            if rest.starts_with("struct") {
                structs.insert(name);
            }
        }
    }
    if structs.is_empty() {
        return false;
    }
    // A field reads `name *T` or `a, b *T`: only names before the star, from the start of
    // the line or the struct's brace (a receiver `(r *T)`, a `var p *T` or an expression
    // has something else).
    let field_like = |prefix: &str| {
        // A one-line struct (`struct{ s *stats }`) starts its fields after the brace.
        let prefix = prefix.rsplit(['{', ';']).next().unwrap_or(prefix).trim();
        !prefix.is_empty()
            && prefix.chars().all(|c| is_ident(c) || c == ',' || c == ' ')
            && !matches!(
                prefix.split([' ', ',']).next(),
                Some("var" | "const" | "return" | "case" | "go" | "defer" | "func" | "if" | "for")
            )
    };
    texts.iter().any(|text| {
        text.match_indices('*').any(|(i, _)| {
            let after = &text[i + 1..];
            let end = after.find(|c: char| !is_ident(c)).unwrap_or(after.len());
            let line_start = text[..i].rfind('\n').map_or(0, |n| n + 1);
            end > 0 && structs.contains(&after[..end]) && field_like(&text[line_start..i])
        })
    })
}

/// A field of a container the pass may convert.
#[derive(Clone, Copy)]
struct Candidate<'a> {
    field: &'a str,
    /// The record type the field points to.
    record: &'a str,
    /// `true`: the record is a list record and this field is a list head.
    list: bool,
    declaration: Located<'a>,
    /// The `*S` type node.
    ty: Node<'a>,
}

/// A struct with exactly one field pointing to its own type.
#[derive(Clone, Copy)]
struct ListRecord<'a> {
    link: &'a str,
    link_field: Located<'a>,
}

/// A file (by address: files live as long as the package) and a link name.
type PushBackKey<'a> = (*const SourceFile, &'a str);

/// What the pass knows about the package before judging any field.
struct Model<'a> {
    index: &'a Index<'a>,
    containers: BTreeMap<&'a str, Vec<Candidate<'a>>>,
    lists: BTreeMap<&'a str, ListRecord<'a>>,
    /// List records with two or more self pointers, with the second one.
    doubly: BTreeMap<&'a str, Located<'a>>,
    /// Why each list record cannot be converted at all (an unrecognised link use).
    list_blocked: BTreeMap<&'a str, (Located<'a>, String)>,
    /// Pointer fields declared together (`a, b *S`): one type edit would change both.
    grouped: Vec<(&'a str, String, Located<'a>)>,
    /// A reason every field must be refused: the package uses reflection or unsafe.
    package_blocked: Option<(Located<'a>, String)>,
    /// Containers and records a file importing unsafe or reflect reaches, with why.
    type_blocked: BTreeMap<&'a str, (Located<'a>, String)>,
    /// Push-backs found per file and link, so that each file is walked once per link
    /// rather than once per use (a walk per use made the pass quadratic).
    push_backs: RefCell<HashMap<PushBackKey<'a>, Rc<Vec<PushBack<'a>>>>>,
}

impl<'a> Model<'a> {
    fn build(index: &'a Index<'a>, package: &'a Package) -> Model<'a> {
        let mut model = Model {
            index,
            containers: BTreeMap::new(),
            lists: BTreeMap::new(),
            doubly: BTreeMap::new(),
            list_blocked: BTreeMap::new(),
            grouped: Vec::new(),
            package_blocked: None,
            type_blocked: BTreeMap::new(),
            push_backs: RefCell::new(HashMap::new()),
        };
        for (name, decl) in &index.types {
            if decl.ty.kind() != "struct_type" || decl.generic {
                continue;
            }
            // Every name counts: `prev, next *node` is two self pointers.
            let selfs: Vec<(Node, &str)> = pointer_fields(decl)
                .into_iter()
                .filter(|(_, _, target)| target == name)
                .flat_map(|(f, fields, _)| fields.into_iter().map(move |field| (f, field)))
                .collect();
            match selfs.as_slice() {
                [] => {}
                [(f, link)] => {
                    model.lists.insert(
                        name,
                        ListRecord {
                            link,
                            link_field: Located {
                                file: decl.spec.file,
                                node: *f,
                            },
                        },
                    );
                }
                [_, (second, _), ..] => {
                    model.doubly.insert(
                        name,
                        Located {
                            file: decl.spec.file,
                            node: *second,
                        },
                    );
                }
            }
        }
        for (name, decl) in &index.types {
            if decl.ty.kind() != "struct_type" || decl.generic {
                continue;
            }
            for (field_node, fields, target) in pointer_fields(decl) {
                if target == *name {
                    continue; // The link of a list record is not a container field.
                }
                let [field] = fields.as_slice() else {
                    if index
                        .types
                        .get(target)
                        .is_some_and(|r| r.ty.kind() == "struct_type")
                    {
                        let at = Located {
                            file: decl.spec.file,
                            node: field_node,
                        };
                        model.grouped.push((name, fields.join(", "), at));
                    }
                    continue;
                };
                let field = *field;
                let Some(record) = index.types.get(target) else {
                    continue;
                };
                if record.ty.kind() != "struct_type" || record.generic {
                    continue;
                }
                let Some(ty) = field_node.child_by_field_name("type") else {
                    continue;
                };
                model.containers.entry(name).or_default().push(Candidate {
                    field,
                    record: target,
                    list: model.lists.contains_key(target) || model.doubly.contains_key(target),
                    declaration: Located {
                        file: decl.spec.file,
                        node: field_node,
                    },
                    ty,
                });
            }
        }
        let mut names: BTreeSet<&str> = model.containers.keys().copied().collect();
        names.extend(model.containers.values().flatten().map(|c| c.record));
        model.type_blocked = reach::reached(index, package, &names);
        let mut spelled = names.clone();
        spelled.extend(model.containers.values().flatten().map(|c| c.field));
        model.package_blocked = reflected_in_tests(package, &spelled);
        if model.package_blocked.is_some() {
            return model; // Every field is refused for it; the lists need no judging.
        }
        // Only lists some unreached container holds need their links judged.
        let names: Vec<&str> = model
            .lists
            .keys()
            .copied()
            .filter(|record| {
                model.containers.iter().any(|(container, fields)| {
                    fields
                        .iter()
                        .any(|c| c.record == *record && model.reached(container, record).is_none())
                })
            })
            .collect();
        for record in names {
            if let Some(blocked) = model.link_uses_blocked(record) {
                model.list_blocked.insert(record, blocked);
            }
        }
        model
    }

    /// Why a file importing unsafe or reflect keeps a container's field to `record` as it
    /// is, if one reaches the container or the record.
    fn reached(&self, container: &str, record: &str) -> Option<&(Located<'a>, String)> {
        self.type_blocked
            .get(container)
            .or_else(|| self.type_blocked.get(record))
    }

    /// A field of the container or the record updated with a 64-bit `sync/atomic` function
    /// (`atomic.AddUint64(&g.id, 1)`): 32-bit platforms need it 8-byte aligned, which Go
    /// guarantees for the first word of an allocation but not for a record stored inline
    /// behind a flag. (The typed `atomic.Int64` and `atomic.Uint64` align themselves.)
    fn atomic_alignment(&self, container: &str, record: &str) -> Option<(Located<'a>, String)> {
        for at in self.index.references_to("atomic") {
            let Some(selector) = at
                .node
                .parent()
                .filter(|p| p.kind() == "selector_expression")
            else {
                continue;
            };
            let function = selector
                .child_by_field_name("field")
                .map_or("", |f| at.file.text_of(f));
            let wide = ["Add", "Load", "Store", "Swap", "CompareAndSwap"]
                .iter()
                .any(|op| function == format!("{op}Int64") || function == format!("{op}Uint64"));
            let Some(call) = selector.parent().filter(|c| c.kind() == "call_expression") else {
                continue;
            };
            let (true, Some((_, args))) = (wide, call_parts(call)) else {
                continue;
            };
            let Some(target) = args.first().map(|a| unparen(*a)) else {
                continue;
            };
            let Some(field) = target
                .child_by_field_name("operand")
                .filter(|_| target.kind() == "unary_expression")
                .map(unparen)
                .filter(|o| o.kind() == "selector_expression")
                .and_then(|o| o.child_by_field_name("field"))
            else {
                continue;
            };
            let name = at.file.text_of(field);
            let owner = [container, record].into_iter().find(|owner| {
                self.index
                    .field_uses(name, owner)
                    .iter()
                    .any(|u| u.node == field)
                    && self.index.types.get(owner).is_some_and(|decl| {
                        descendants(decl.ty).any(|n| {
                            n.kind() == "field_identifier" && decl.spec.file.text_of(n) == name
                        })
                    })
            });
            if let Some(owner) = owner {
                return Some((
                    Located {
                        file: at.file,
                        node: call,
                    },
                    format!(
                        "{owner}.{name} is updated with atomic.{function}, which needs it 8-byte aligned on 32-bit platforms; stored inline, {record} would not keep it so"
                    ),
                ));
            }
        }
        None
    }

    /// Every push to the back of lists linked by `link` in `file`, found once.
    fn push_backs(&self, file: &'a SourceFile, link: &'a str) -> Rc<Vec<PushBack<'a>>> {
        let key = (std::ptr::from_ref(file), link);
        if let Some(found) = self.push_backs.borrow().get(&key) {
            return Rc::clone(found);
        }
        let found = Rc::new(push_backs(file, link));
        self.push_backs.borrow_mut().insert(key, Rc::clone(&found));
        found
    }

    /// Every use of a list record's link must be the update of a recognised traversal; and
    /// every literal of the record keyed (a positional literal breaks when fields change).
    fn link_uses_blocked(&self, record: &str) -> Option<(Located<'a>, String)> {
        let list = self.lists[record];
        let refs = self.index.field_uses(list.link, record);
        for at in &refs {
            if at
                .node
                .parent()
                .is_some_and(|p| p.kind() == "field_declaration")
            {
                continue; // A declaration of a field with this name (this record's or another's).
            }
            if traversal_update(at.file, at.node).is_some()
                || while_update(at.file, at.node, list.link).is_some()
                || in_two_statement_push(at.file, at.node, list.link)
                || self
                    .push_backs(at.file, list.link)
                    .iter()
                    .any(|p| p.range.contains(&at.node.start_byte()))
                || enclosing_unlink(at.file, at.node, list.link).is_some()
                || pop_shape(at.file, at.node, list.link).is_some()
            {
                continue;
            }
            return Some((
                *at,
                format!(
                    "{record}.{} is used here other than to step a traversal",
                    list.link
                ),
            ));
        }
        for at in &self.index.type_references(record) {
            let Some(literal) = at.node.parent().filter(|p| p.kind() == "composite_literal") else {
                continue;
            };
            if let Some(body) = literal.child_by_field_name("body") {
                if named_children(body)
                    .iter()
                    .any(|e| e.kind() != "keyed_element")
                {
                    return Some((
                        *at,
                        format!("{record} is built here with positional fields"),
                    ));
                }
                let keyed_link = named_children(body).into_iter().find(|e| {
                    e.child_by_field_name("key")
                        .is_some_and(|k| at.file.text_of(k) == list.link)
                });
                if let Some(element) = keyed_link {
                    if push_front(at.file, literal, list.link).is_none() {
                        return Some((
                            Located {
                                file: at.file,
                                node: element,
                            },
                            format!(
                                "{record}.{} is set here outside a push to the front of a list",
                                list.link
                            ),
                        ));
                    }
                }
            }
        }
        None
    }
}

/// A test's `reflect` call whose arguments spell a container, record or candidate field
/// (tests comparing results with `reflect.DeepEqual` on plain values are fine): the test
/// looks at the layout the rewrite changes. Imports of `unsafe` and `reflect` elsewhere are
/// judged per type by [`reach`].
fn reflected_in_tests<'a>(
    package: &'a Package,
    names: &BTreeSet<&str>,
) -> Option<(Located<'a>, String)> {
    // Only a test importing reflect can call it (imports are read from the top level).
    let reflecting = |file: &&SourceFile| file.is_test() && imports(file).any(|p| p == "reflect");
    for file in package.all_files().filter(reflecting) {
        for node in descendants(file.tree.root_node()) {
            if node.kind() != "call_expression" {
                continue;
            }
            let Some((callee, args)) = call_parts(node) else {
                continue;
            };
            if !file.text_of(callee).starts_with("reflect.") {
                continue;
            }
            let spelled = args.iter().any(|a| {
                descendants(*a).any(|n| {
                    matches!(
                        n.kind(),
                        "identifier" | "field_identifier" | "type_identifier"
                    ) && names.contains(file.text_of(n))
                })
            });
            if spelled {
                return Some((
                    Located { file, node },
                    format!("{} looks at records through reflection", file.text_of(node)),
                ));
            }
        }
    }
    None
}

/// The `*T` fields (`field_declaration`, field name, record name) of a struct that a
/// generic type keeps out of the pass: every pointer field to a package struct when the
/// container is generic, and `*node[T]` fields pointing to a generic record otherwise. They
/// are refused with a reason rather than passed over in silence.
fn generic_pointer_fields<'a>(
    index: &Index<'a>,
    decl: &TypeDecl<'a>,
) -> Vec<(Located<'a>, &'a str, &'a str)> {
    let file = decl.spec.file;
    let mut out = Vec::new();
    for field in descendants(decl.ty).filter(|n| {
        n.kind() == "field_declaration" && n.parent().and_then(|p| p.parent()) == Some(decl.ty)
    }) {
        let Some(ty) = field.child_by_field_name("type").map(unparen) else {
            continue;
        };
        if ty.kind() != "pointer_type" {
            continue;
        }
        let Some(mut target) = ty.named_child(0).map(unparen) else {
            continue;
        };
        let instantiated = target.kind() == "generic_type";
        if instantiated {
            match target.child_by_field_name("type") {
                Some(base) => target = base,
                None => continue,
            }
        }
        let record = file.text_of(target);
        let is_struct = index
            .types
            .get(record)
            .is_some_and(|t| t.ty.kind() == "struct_type");
        if !is_struct || !(decl.generic || instantiated) {
            continue;
        }
        let mut cursor = field.walk();
        for name in field.children_by_field_name("name", &mut cursor) {
            out.push((Located { file, node: field }, file.text_of(name), record));
        }
    }
    out
}

/// `(field_declaration, field name, pointed-to type name)` for each `name *T` field.
fn pointer_fields<'a>(decl: &TypeDecl<'a>) -> Vec<(Node<'a>, Vec<&'a str>, &'a str)> {
    let file = decl.spec.file;
    descendants(decl.ty)
        .filter(|n| {
            n.kind() == "field_declaration" && n.parent().and_then(|p| p.parent()) == Some(decl.ty)
        })
        .filter_map(|f| {
            let ty = unparen(f.child_by_field_name("type")?);
            if ty.kind() != "pointer_type" {
                return None;
            }
            let target = unparen(ty.named_child(0)?);
            if target.kind() != "type_identifier" {
                return None;
            }
            let mut cursor = f.walk();
            let names: Vec<&str> = f
                .children_by_field_name("name", &mut cursor)
                .map(|n| file.text_of(n))
                .collect();
            (!names.is_empty()).then(|| (f, names, file.text_of(target)))
        })
        .collect()
}

/// For `p = p.next` as the update clause of a `for`, the for statement.
fn traversal_update<'a>(file: &SourceFile, link: Node<'a>) -> Option<Node<'a>> {
    let selector = link
        .parent()
        .filter(|p| p.kind() == "selector_expression")?;
    let list = selector
        .parent()
        .filter(|p| p.kind() == "expression_list")?;
    let assignment = list
        .parent()
        .filter(|p| p.kind() == "assignment_statement")?;
    let clause = assignment.parent().filter(|p| p.kind() == "for_clause")?;
    if clause.child_by_field_name("update") != Some(assignment) {
        return None;
    }
    let left = named_children(assignment.child_by_field_name("left")?);
    let operand = selector.child_by_field_name("operand")?;
    (left.len() == 1 && file.text_of(left[0]) == file.text_of(operand))
        .then(|| clause.parent())
        .flatten()
}

/// For `H = H.link` outside a loop header (a stack's pop, `s.top = s.top.next`): the
/// assignment, when `H` is a field selection (the list head) and the link is `link`.
fn pop_shape<'a>(file: &SourceFile, node: Node<'a>, link: &str) -> Option<Node<'a>> {
    let assignment = std::iter::successors(Some(node), |n| n.parent())
        .take(4)
        .find(|n| n.kind() == "assignment_statement")?;
    if assignment
        .parent()
        .is_some_and(|p| p.kind() == "for_clause")
    {
        return None; // A traversal's step.
    }
    let operator = assignment.child_by_field_name("operator")?;
    let left = named_children(assignment.child_by_field_name("left")?);
    let right = named_children(assignment.child_by_field_name("right")?);
    let ([head], [value]) = (left.as_slice(), right.as_slice()) else {
        return None;
    };
    let value = unparen(*value);
    let is_pop = file.text_of(operator) == "="
        && head.kind() == "selector_expression"
        && value.kind() == "selector_expression"
        && value
            .child_by_field_name("field")
            .is_some_and(|f| file.text_of(f) == link)
        && value
            .child_by_field_name("operand")
            .is_some_and(|o| file.text_of(unparen(o)) == file.text_of(*head));
    is_pop.then_some(assignment)
}

/// For `for c != nil { …; c = c.link }`: the final step statement.
fn while_step_of<'t>(
    file: &SourceFile,
    statement: Node<'t>,
    cursor: &str,
    link: &str,
) -> Option<Node<'t>> {
    let children = named_children(statement);
    if children
        .iter()
        .any(|n| matches!(n.kind(), "for_clause" | "range_clause"))
    {
        return None;
    }
    let condition = children.iter().find(|n| n.kind() == "binary_expression")?;
    if nil_comparison_of(file, *condition, cursor) != Some(false) {
        return None;
    }
    let body = statement.child_by_field_name("body")?;
    let list = named_children(body)
        .into_iter()
        .find(|n| n.kind() == "statement_list")?;
    let last = *named_children(list).last()?;
    let text: String = file.text_of(last).split_whitespace().collect();
    (last.kind() == "assignment_statement" && text == format!("{cursor}={cursor}.{link}"))
        .then_some(last)
}

/// For the link in `c = c.link` as the last statement of `for c != nil { … }`: the loop.
fn while_update<'t>(file: &SourceFile, link_node: Node<'t>, link: &str) -> Option<Node<'t>> {
    let selector = link_node
        .parent()
        .filter(|p| p.kind() == "selector_expression")?;
    let assignment = selector
        .parent()?
        .parent()
        .filter(|p| p.kind() == "assignment_statement")?;
    let statement = assignment
        .parent()?
        .parent()?
        .parent()
        .filter(|p| p.kind() == "for_statement")?;
    let cursor = file.text_of(selector.child_by_field_name("operand")?);
    (while_step_of(file, statement, cursor, link) == Some(assignment)).then_some(statement)
}

/// A push to the back: `e := &R{…}`, then either `if H == nil { H = e; return }` followed
/// by a walk to the tail and `last.link = e` as the function's last statements, or
/// `if H == nil { H = e } else { last := H; for last.link != nil { last = last.link }; last.link = e }`.
struct PushBack<'t> {
    /// The bytes the append replaces (from `e := …` to the end of the pattern).
    range: std::ops::Range<usize>,
    head: &'t str,
    literal: Node<'t>,
}

impl PushBack<'_> {
    fn edit(&self, file: &SourceFile) -> Edit {
        let value = literal_value(file, self.literal);
        Edit::replace(
            &file.path,
            self.range.clone(),
            format!("{head} = append({head}, {value})", head = self.head),
        )
    }
}

/// Every push to the back in a file, for lists linked by `link`.
fn push_backs<'t>(file: &'t SourceFile, link: &str) -> Vec<PushBack<'t>> {
    descendants(file.tree.root_node())
        .filter(|n| n.kind() == "for_statement")
        .filter_map(|walk| push_back_at(file, walk, link))
        .collect()
}

/// Recognises a push to the back around its tail walk `for last.link != nil { last = last.link }`.
fn push_back_at<'t>(file: &'t SourceFile, walk: Node<'t>, link: &str) -> Option<PushBack<'t>> {
    let sides = |a: Node<'t>| -> Option<(&'t str, &'t str)> {
        let left = named_children(a.child_by_field_name("left")?);
        let right = named_children(a.child_by_field_name("right")?);
        match (left.as_slice(), right.as_slice()) {
            ([l], [r]) => Some((file.text_of(*l), file.text_of(*r))),
            _ => None,
        }
    };
    let statements = |block: Node<'t>| -> Vec<Node<'t>> {
        named_children(block)
            .into_iter()
            .find(|n| n.kind() == "statement_list")
            .map(named_children)
            .unwrap_or_default()
    };
    // for last.link != nil { last = last.link }
    let condition = named_children(walk)
        .into_iter()
        .find(|n| n.kind() == "binary_expression")?;
    let operand = [
        condition.child_by_field_name("left")?,
        condition.child_by_field_name("right")?,
    ]
    .into_iter()
    .find(|n| n.kind() == "selector_expression")?;
    if nil_comparison(file, condition, operand) != Some(false) {
        return None;
    }
    let last = file.text_of(operand.child_by_field_name("operand")?);
    if file.text_of(operand) != format!("{last}.{link}") {
        return None;
    }
    let step = statements(walk.child_by_field_name("body")?);
    let [step] = step.as_slice() else { return None };
    if step.kind() != "assignment_statement" || sides(*step)? != (last, &*format!("{last}.{link}"))
    {
        return None;
    }
    // last := H before, last.link = e after.
    let start = walk
        .prev_named_sibling()
        .filter(|n| n.kind() == "short_var_declaration")?;
    let (declared, head) = sides(start)?;
    let tail = walk
        .next_named_sibling()
        .filter(|n| n.kind() == "assignment_statement")?;
    let (target, element) = sides(tail)?;
    if declared != last || target != format!("{last}.{link}") {
        return None;
    }
    let is_head_assign =
        |n: Node<'t>| n.kind() == "assignment_statement" && sides(n) == Some((head, element));
    let nil_head = |i: Node<'t>| -> bool {
        i.child_by_field_name("condition").is_some_and(|c| {
            c.kind() == "binary_expression"
                && [
                    c.child_by_field_name("left"),
                    c.child_by_field_name("right"),
                ]
                .into_iter()
                .flatten()
                .any(|o| file.text_of(o) == head && nil_comparison(file, c, o) == Some(true))
        })
    };
    let list = start.parent()?;
    let block = list.parent()?;
    let (guard, end) = if let Some(guard) = block.parent().filter(|i| {
        i.kind() == "if_statement" && i.child_by_field_name("alternative") == Some(block)
    }) {
        // if H == nil { H = e } else { last := H; for …; last.link = e }
        let inside = statements(block);
        let consequence = statements(guard.child_by_field_name("consequence")?);
        let fits = inside.len() == 3
            && nil_head(guard)
            && matches!(consequence.as_slice(), [only] if is_head_assign(*only));
        if !fits {
            return None;
        }
        (guard, guard.end_byte())
    } else {
        // if H == nil { H = e; return } … last.link = e at the end of the function.
        let guard = start
            .prev_named_sibling()
            .filter(|n| n.kind() == "if_statement")?;
        let consequence = statements(guard.child_by_field_name("consequence")?);
        let fits = nil_head(guard)
            && guard.child_by_field_name("alternative").is_none()
            && matches!(consequence.as_slice(), [assign, ret] if is_head_assign(*assign) && ret.kind() == "return_statement" && named_children(*ret).is_empty())
            && tail.next_named_sibling().is_none()
            && block
                .parent()
                .is_some_and(|f| matches!(f.kind(), "function_declaration" | "method_declaration"));
        if !fits {
            return None;
        }
        (guard, tail.end_byte())
    };
    let creation = guard
        .prev_named_sibling()
        .filter(|n| n.kind() == "short_var_declaration")?;
    let (created, _) = sides(creation)?;
    if created != element {
        return None;
    }
    let value_node = *named_children(creation.child_by_field_name("right")?).first()?;
    let (_, literal) = address_of_literal(file, value_node)?;
    let keys_link = literal
        .child_by_field_name("body")
        .map(named_children)
        .unwrap_or_default()
        .iter()
        .any(|e| {
            e.child_by_field_name("key")
                .is_some_and(|k| file.text_of(k) == link)
        });
    if literal.kind() != "composite_literal" || keys_link {
        return None;
    }
    let scope = enclosing_body(walk)?;
    let used_after = descendants(scope).any(|n| {
        n.kind() == "identifier"
            && (file.text_of(n) == element || file.text_of(n) == last)
            && n.start_byte() >= end
    });
    (!used_after).then_some(PushBack {
        range: creation.start_byte()..end,
        head,
        literal,
    })
}

/// Whether `region` writes field `field` (an assignment whose target spells `.field`) or
/// calls a package function or method that does (one level deep: such writers are setters
/// and pushers, which the package calls directly).
fn writes_field(index: &Index, file: &SourceFile, region: Node, field: &str) -> Option<String> {
    let suffix = format!(".{field}");
    let assigns = |file: &SourceFile, node: Node| -> bool {
        descendants(node).any(|n| {
            n.kind() == "assignment_statement"
                && n.child_by_field_name("left").is_some_and(|l| {
                    named_children(l)
                        .iter()
                        .any(|t| file.text_of(*t).ends_with(&suffix))
                })
        })
    };
    if assigns(file, region) {
        return Some(format!("{field} is assigned"));
    }
    for call in descendants(region).filter(|n| n.kind() == "call_expression") {
        let Some((callee, _)) = call_parts(call) else {
            continue;
        };
        let callee = unparen(callee);
        if let Some(why) = dynamic_call(index, file, callee) {
            return Some(format!(
                "{} calls {why}, which may change {field}",
                file.text_of(call)
            ));
        }
        let name = match callee.kind() {
            "identifier" => file.text_of(callee),
            "selector_expression" => callee
                .child_by_field_name("field")
                .map_or("", |f| file.text_of(f)),
            _ => continue,
        };
        let bodies = index.funcs.get(name).map(|f| f.at).into_iter().chain(
            index
                .methods
                .values()
                .flatten()
                .filter(|m| m.name == name)
                .map(|m| m.at),
        );
        for at in bodies {
            if at
                .node
                .child_by_field_name("body")
                .is_some_and(|b| assigns(at.file, b))
            {
                return Some(format!(
                    "{} (which changes {field}) is called",
                    file.text_of(call)
                ));
            }
        }
    }
    None
}

/// Why a call's target cannot be known statically: a function value (a variable, field or
/// parameter of func type) or a method called through an interface, either of which may
/// run any code of the package, a pusher included. Package functions, methods of concrete
/// types, builtins, conversions and functions of other packages are static. Decided by
/// Go's type facts where the file has them, else by name (refusing more).
fn dynamic_call(index: &Index, file: &SourceFile, callee: Node) -> Option<&'static str> {
    let name_node = match callee.kind() {
        "identifier" => callee,
        "selector_expression" => callee.child_by_field_name("field")?,
        _ => return Some("a function value"), // `f()()`, `fs[i]()`, a func literal.
    };
    if let Ok(facts) = index.package.types.file(file) {
        let Some(object) = facts.object(name_node) else {
            return Some("a call the type checker did not resolve");
        };
        return match object.kind {
            ObjectKind::Var | ObjectKind::Field => Some("a function value"),
            ObjectKind::Method => {
                let operand = callee.child_by_field_name("operand")?;
                facts
                    .expr(operand)
                    .and_then(|e| e.info)
                    .filter(|info| info.interface)
                    .map(|_| "a method through an interface")
            }
            _ => None,
        };
    }
    let name = file.text_of(name_node);
    if callee.kind() == "identifier" {
        // A function of a file left unparsed is static too, and cannot reach the list.
        let known = index.funcs.contains_key(name)
            || index.unparsed_funcs.contains(name)
            || index.types.contains_key(name)
            || is_predeclared_type(name)
            || is_builtin_function(name);
        return (!known).then_some("a function value");
    }
    let operand = callee.child_by_field_name("operand").map(unparen)?;
    let package_name = operand.kind() == "identifier"
        && imports(file).any(|path| {
            let operand = file.text_of(operand);
            path.rsplit('/').next() == Some(operand) || path == operand
        });
    let method_here = index.methods.values().flatten().any(|m| m.name == name)
        || index.unparsed_methods.contains(name);
    (!package_name && !method_here).then_some("a function value or an interface method")
}

/// The value a `&R{…}` literal points to, as text: `R{…}` with its body as written.
fn literal_value(file: &SourceFile, literal: Node) -> String {
    let ty = literal
        .child_by_field_name("type")
        .map(|t| file.text_of(t))
        .unwrap_or_default();
    let body = literal
        .child_by_field_name("body")
        .map(|b| file.text_of(b))
        .unwrap_or("{}");
    format!("{ty}{body}")
}

/// `n := &R{…}; n.link = X.f; X.f = n`: a push to the front in three statements.
struct TwoStatementPush<'t> {
    declaration: Node<'t>,
    link_assignment: Node<'t>,
    last: Node<'t>,
    literal: Node<'t>,
}

impl TwoStatementPush<'_> {
    /// The three statements become `X.f = append(X.f, R{…})`.
    fn edits(&self, file: &SourceFile, head: &str) -> Vec<Edit> {
        let value = literal_value(file, self.literal);
        let right = self
            .last
            .child_by_field_name("right")
            .expect("an assignment has a right side");
        vec![
            Edit::replace(
                &file.path,
                whole_lines(file, self.declaration.byte_range()),
                "",
            ),
            Edit::replace(
                &file.path,
                whole_lines(file, self.link_assignment.byte_range()),
                "",
            ),
            Edit::replace(
                &file.path,
                right.byte_range(),
                format!("append({head}, {value})"),
            ),
        ]
    }
}

/// Recognises a two-statement push ending in `last` (`X.f = n`). `n` must be declared by
/// `n := &R{…}` (without the link) right before `n.link = X.f`, and not used afterwards.
fn two_statement_push<'t>(
    file: &SourceFile,
    last: Node<'t>,
    link: &str,
) -> Option<TwoStatementPush<'t>> {
    if last.kind() != "assignment_statement" {
        return None;
    }
    let sides = |a: Node<'t>| -> Option<(Node<'t>, Node<'t>)> {
        let left = named_children(a.child_by_field_name("left")?);
        let right = named_children(a.child_by_field_name("right")?);
        match (left.as_slice(), right.as_slice()) {
            ([l], [r]) => Some((*l, *r)),
            _ => None,
        }
    };
    let (head, node_name) = sides(last)?;
    let head_text = file.text_of(head);
    let name = file.text_of(node_name);
    let link_assignment = last
        .prev_named_sibling()
        .filter(|n| n.kind() == "assignment_statement")?;
    let (link_target, link_value) = sides(link_assignment)?;
    if file.text_of(link_target) != format!("{name}.{link}")
        || file.text_of(link_value) != head_text
    {
        return None;
    }
    let declaration = link_assignment
        .prev_named_sibling()
        .filter(|n| n.kind() == "short_var_declaration")?;
    let (declared, value) = sides(declaration)?;
    if file.text_of(declared) != name {
        return None;
    }
    let (_, literal) = address_of_literal(file, value)?;
    let keys_link = literal
        .child_by_field_name("body")
        .map(named_children)
        .unwrap_or_default()
        .iter()
        .any(|e| {
            e.child_by_field_name("key")
                .is_some_and(|k| file.text_of(k) == link)
        });
    let scope = enclosing_body(last)?;
    let used_after = descendants(scope).any(|n| {
        n.kind() == "identifier" && file.text_of(n) == name && n.start_byte() >= last.end_byte()
    });
    (!keys_link && !used_after).then_some(TwoStatementPush {
        declaration,
        link_assignment,
        last,
        literal,
    })
}

/// Whether a link use is the `n.link = X.f` of a two-statement push.
fn in_two_statement_push(file: &SourceFile, link_node: Node, link: &str) -> bool {
    let Some(assignment) = link_node
        .parent()
        .and_then(|s| s.parent())
        .and_then(|l| l.parent())
        .filter(|a| a.kind() == "assignment_statement")
    else {
        return false;
    };
    assignment
        .next_named_sibling()
        .and_then(|last| two_statement_push(file, last, link))
        .is_some_and(|push| push.link_assignment == assignment)
}

/// For `X.f = &R{…, link: X.f}`: the assignment.
fn push_front<'a>(file: &SourceFile, literal: Node<'a>, link: &str) -> Option<Node<'a>> {
    let unary = literal
        .parent()
        .filter(|p| p.kind() == "unary_expression")?;
    let list = unary.parent().filter(|p| p.kind() == "expression_list")?;
    let assignment = list
        .parent()
        .filter(|p| p.kind() == "assignment_statement")?;
    if assignment
        .child_by_field_name("operator")
        .is_some_and(|o| file.text_of(o) != "=")
    {
        return None;
    }
    let left = named_children(assignment.child_by_field_name("left")?);
    let [target] = left.as_slice() else {
        return None;
    };
    let body = literal.child_by_field_name("body")?;
    let value = named_children(body).into_iter().find_map(|e| {
        let key = e.child_by_field_name("key")?;
        (file.text_of(key) == link)
            .then(|| e.child_by_field_name("value"))
            .flatten()
    })?;
    (file.text_of(value).trim() == file.text_of(*target)).then_some(assignment)
}

/// The judgement and edits of one container's fields.
struct ContainerPlan<'m, 'a> {
    model: &'m Model<'a>,
    container: &'a str,
    edits: Vec<Edit>,
    refusals: Vec<Refusal>,
    converted: Vec<String>,
    /// The record types of the converted fields.
    records: BTreeSet<&'a str>,
    /// Behaviour a reviewer must know of beyond the conversions (tombstones).
    cautions: Vec<String>,
    /// Lookups that now return a pointer into a slice (judged while edits are made).
    lookups: RefCell<BTreeSet<String>>,
    /// Optional fields converted, which container creations must mark absent.
    optional: Vec<(&'a str, &'a str)>,
    /// Whether the container is only ever used through pointers or as locals that are never
    /// copied, or the first use that copies it.
    by_value: Option<Located<'a>>,
    /// `var t C` declarations of such locals, which must mark their records absent.
    locals: Vec<Located<'a>>,
    /// How optional records say they are absent.
    flag: RecordFlag,
}

impl<'m, 'a> ContainerPlan<'m, 'a> {
    fn new(model: &'m Model<'a>, container: &'a str, flag: RecordFlag) -> ContainerPlan<'m, 'a> {
        let (by_value, locals) = value_uses(model.index, container);
        ContainerPlan {
            model,
            container,
            edits: Vec::new(),
            refusals: Vec::new(),
            converted: Vec::new(),
            records: BTreeSet::new(),
            cautions: Vec::new(),
            lookups: RefCell::new(BTreeSet::new()),
            optional: Vec::new(),
            by_value,
            locals,
            flag,
        }
    }

    fn refuse(&mut self, field: &str, at: Located, code: &'static str, message: String) {
        self.refusals.push(Refusal {
            pass: NAME,
            subject: format!("{}.{field}", self.container),
            code,
            location: Location::at(at.file, at.node.start_byte()),
            message,
        });
    }

    /// Judges one field and, when every use fits, records its edits.
    fn field(&mut self, candidate: &Candidate<'a>) {
        let model = self.model;
        let field = candidate.field;
        let record = candidate.record;
        if let Some((at, code, why)) = declared_refusal(model, self.container, candidate) {
            return self.refuse(field, at, code, why);
        }
        if let Some((at, why)) = &model.package_blocked {
            return self.refuse(field, *at, "reflection_or_unsafe", why.clone());
        }
        if let Some((at, why)) = model.reached(self.container, record) {
            return self.refuse(field, *at, "reflection_or_unsafe", why.clone());
        }
        if let Some((at, why)) = model.atomic_alignment(self.container, record) {
            return self.refuse(field, at, "atomic_alignment", why);
        }
        if let Some(at) = self.by_value {
            return self.refuse(
                field,
                at,
                "container_by_value",
                format!(
                    "{} is used by value here: copies would stop sharing their records",
                    self.container
                ),
            );
        }
        if candidate.list {
            if let Some((at, why)) = model.list_blocked.get(record) {
                return self.refuse(field, *at, "link_used_elsewhere", why.clone());
            }
        }
        let mut edits = Vec::new();
        let uses = model.index.field_uses(field, self.container);
        let backwards = candidate.list && uses.iter().any(|at| self.is_push_front(at, record));
        for at in &uses {
            if at
                .node
                .parent()
                .is_some_and(|p| p.kind() == "field_declaration")
            {
                continue; // A declaration, not a use.
            }
            let result = if candidate.list {
                self.list_use(*at, record, backwards)
            } else {
                self.optional_use(*at, record)
            };
            match result {
                Ok(mut more) => edits.append(&mut more),
                Err((code, message)) => return self.refuse(field, *at, code, message),
            }
        }
        if let Err((at, code, message)) =
            self.check_literals(field, record, candidate.list, &mut edits)
        {
            return self.refuse(field, at, code, message);
        }
        // The field's type, and the record's declaration.
        let file = candidate.declaration.file;
        let new_type = if candidate.list {
            format!("[]{record}")
        } else {
            record.to_string()
        };
        edits.push(Edit::replace(
            &file.path,
            candidate.ty.byte_range(),
            new_type,
        ));
        let flag = if candidate.list {
            "_is_nil"
        } else {
            self.flag.field()
        };
        edits.extend(record_declaration_edits(
            model,
            record,
            candidate.list,
            flag,
        ));
        let helper = empty_helper_name(record);
        let pop = pop_helper_name(record);
        if candidate.list && edits.iter().any(|e| e.new_text.contains(&pop)) {
            edits.extend(pop_helper(model, record));
        }
        let top = top_helper_name(record);
        if candidate.list && edits.iter().any(|e| e.new_text.contains(&top)) {
            edits.extend(top_helper(model, record));
        }
        if candidate.list && edits.iter().any(|e| e.new_text.contains(&helper)) {
            edits.extend(empty_helper(model, record));
        } else if !candidate.list {
            self.optional.push((field, record));
        }
        // Removal marks a tombstone; nothing compacts the slice, which a reviewer of a
        // list with frequent removals must know (add+remove pairs leave dead entries that
        // every traversal scans).
        if candidate.list
            && edits
                .iter()
                .any(|e| e.new_text.ends_with("._is_nil = true"))
        {
            self.cautions.push(format!(
                "{field}: removals become tombstones (_is_nil = true) that stay in the slice: it is never compacted, so a list with many removals keeps growing and every traversal scans the dead entries"
            ));
        }
        self.records.insert(record);
        self.converted.push(format!(
            "{field}: {} ({})",
            if candidate.list {
                format!("list of {record} → []{record}")
            } else {
                format!(
                    "optional {record} → inline {record} with {}",
                    self.flag.field()
                )
            },
            if candidate.list && backwards {
                "pushed at the front: stored newest-last, traversed backwards"
            } else {
                "order unchanged"
            }
        ));
        self.edits.extend(edits);
    }

    fn is_push_front(&self, at: &Located<'a>, record: &str) -> bool {
        let Some(list) = self.model.lists.get(record) else {
            return false;
        };
        let Some(selector) = at
            .node
            .parent()
            .filter(|p| p.kind() == "selector_expression")
        else {
            return false;
        };
        let Some(assignment) = selector
            .parent()
            .and_then(|l| l.parent())
            .filter(|a| a.kind() == "assignment_statement")
        else {
            return false;
        };
        if two_statement_push(at.file, assignment, list.link).is_some() {
            return true;
        }
        let Some(right) = assignment.child_by_field_name("right") else {
            return false;
        };
        named_children(right).first().is_some_and(|r| {
            let r = unparen(*r);
            r.kind() == "unary_expression"
                && r.child_by_field_name("operand").is_some_and(|lit| {
                    lit.kind() == "composite_literal"
                        && push_front(at.file, lit, list.link) == Some(assignment)
                })
        })
    }

    /// Edits for one use `X.f` of an optional record field.
    fn optional_use(
        &self,
        at: Located<'a>,
        record: &str,
    ) -> Result<Vec<Edit>, (&'static str, String)> {
        let file = at.file;
        let selector = at
            .node
            .parent()
            .filter(|p| p.kind() == "selector_expression")
            .ok_or((
                "unrecognised_use",
                "used in a way the pass does not rewrite".to_string(),
            ))?;
        let text = file.text_of(selector);
        let parent = selector
            .parent()
            .ok_or(("unrecognised_use", String::new()))?;
        match parent.kind() {
            // X.f.y, X.f.m(): the value is addressable inside the container.
            "selector_expression" if parent.child_by_field_name("operand") == Some(selector) => {
                if selector.child_by_field_name("operand").is_some_and(|o| unparen(o).kind() == "call_expression") {
                    return Err(("unrecognised_use", format!("{text} is reached through a call result, which is not addressable")));
                }
                Ok(Vec::new())
            }
            "binary_expression" => {
                let nil_check = nil_comparison(file, parent, selector);
                match nil_check {
                    Some(equal) => {
                        let new = if equal { self.flag.absent(text) } else { self.flag.present(text) };
                        Ok(vec![Edit::replace(&file.path, parent.byte_range(), new)])
                    }
                    None => Err(("compared_by_pointer", format!("{text} is compared as a pointer"))),
                }
            }
            "expression_list" => {
                let owner = parent.parent().ok_or(("unrecognised_use", String::new()))?;
                let is_left = owner.child_by_field_name("left") == Some(parent);
                match (owner.kind(), is_left) {
                    ("assignment_statement", true) => self.optional_assignment(file, owner, selector, record),
                    ("short_var_declaration", false) => self.optional_alias(file, owner, selector),
                    _ => Err(("stored_elsewhere", format!("{text} is passed, returned or stored here; the record would no longer be shared"))),
                }
            }
            _ => Err(("stored_elsewhere", format!("{text} is passed, returned or stored here; the record would no longer be shared"))),
        }
    }

    /// `X.f = &S{…}` / `X.f = nil`.
    fn optional_assignment(
        &self,
        file: &SourceFile,
        assignment: Node,
        target: Node,
        record: &str,
    ) -> Result<Vec<Edit>, (&'static str, String)> {
        let left = named_children(
            assignment
                .child_by_field_name("left")
                .ok_or(("unrecognised_use", String::new()))?,
        );
        let right = named_children(
            assignment
                .child_by_field_name("right")
                .ok_or(("unrecognised_use", String::new()))?,
        );
        if left.len() != 1
            || right.len() != 1
            || assignment
                .child_by_field_name("operator")
                .is_some_and(|o| file.text_of(o) != "=")
        {
            return Err((
                "unrecognised_use",
                format!(
                    "{} is assigned in a form the pass does not rewrite",
                    file.text_of(target)
                ),
            ));
        }
        let value = unparen(right[0]);
        if value.kind() == "nil" {
            return Ok(vec![Edit::replace(
                &file.path,
                value.byte_range(),
                self.flag.absent_value(record),
            )]);
        }
        if let Some(edits) = present_literal(file, value, record, self.flag) {
            return Ok(edits);
        }
        Err((
            "stored_elsewhere",
            format!(
                "{} is assigned {}, which may be shared with other code",
                file.text_of(target),
                file.text_of(value)
            ),
        ))
    }

    /// `p := X.f` becomes `p := &X.f`; `p`'s nil checks read `_is_nil`; any other use of `p`
    /// than a field access refuses.
    fn optional_alias(
        &self,
        file: &SourceFile,
        declaration: Node,
        value: Node,
    ) -> Result<Vec<Edit>, (&'static str, String)> {
        let left = named_children(
            declaration
                .child_by_field_name("left")
                .ok_or(("unrecognised_use", String::new()))?,
        );
        let right = named_children(
            declaration
                .child_by_field_name("right")
                .ok_or(("unrecognised_use", String::new()))?,
        );
        let Some(position) = right.iter().position(|r| *r == value) else {
            return Err(("unrecognised_use", String::new()));
        };
        if left.len() != right.len() {
            return Err(("unrecognised_use", String::new()));
        }
        let alias = file.text_of(left[position]);
        let field = value
            .child_by_field_name("field")
            .map_or("", |f| file.text_of(f));
        if let Some(scope) = enclosing_body(declaration) {
            // Statements after the alias: a replaced record would change under it.
            let after: Vec<Node> = descendants(scope)
                .filter(|n| {
                    n.start_byte() >= declaration.end_byte()
                        && n.parent().is_some_and(|p| p.kind() == "statement_list")
                })
                .collect();
            if let Some(why) = after
                .iter()
                .find_map(|s| writes_field(self.model.index, file, *s, field))
            {
                return Err((
                    "alias_escapes",
                    format!(
                        "{alias} (an alias of {}) is used while {why}; it would see the new record",
                        file.text_of(value)
                    ),
                ));
            }
        }
        let mut edits = vec![Edit::insert(&file.path, value.start_byte(), "&")];
        let scope = enclosing_body(declaration).ok_or(("unrecognised_use", String::new()))?;
        for node in descendants(scope) {
            if node.kind() != "identifier"
                || file.text_of(node) != alias
                || node.start_byte() < declaration.end_byte()
            {
                continue;
            }
            let parent = node.parent().ok_or(("unrecognised_use", String::new()))?;
            match parent.kind() {
                "selector_expression" if parent.child_by_field_name("operand") == Some(node) => {
                    // p.x — but not p.m(...), whose method could keep the pointer.
                    let called = parent.parent().is_some_and(|c| c.kind() == "call_expression" && c.child_by_field_name("function") == Some(parent));
                    if called {
                        return Err(("alias_escapes", format!("{alias} (an alias of {}) has a method called on it, which may keep the pointer", file.text_of(value))));
                    }
                }
                "binary_expression" => match nil_comparison(file, parent, node) {
                    Some(equal) => edits.push(Edit::replace(&file.path, parent.byte_range(), if equal { self.flag.absent(alias) } else { self.flag.present(alias) })),
                    None => return Err(("alias_escapes", format!("{alias} (an alias of {}) is compared as a pointer", file.text_of(value)))),
                },
                _ => return Err(("alias_escapes", format!("{alias} (an alias of {}) is passed, stored or reassigned; it would point into the container", file.text_of(value)))),
            }
        }
        Ok(edits)
    }

    /// Edits for one use `X.f` of a list head.
    fn list_use(
        &self,
        at: Located<'a>,
        record: &str,
        backwards: bool,
    ) -> Result<Vec<Edit>, (&'static str, String)> {
        let file = at.file;
        let list = self.model.lists[record];
        let selector = at
            .node
            .parent()
            .filter(|p| p.kind() == "selector_expression")
            .ok_or(("unrecognised_use", String::new()))?;
        let pushes = self.model.push_backs(file, list.link);
        if let Some(push) = pushes
            .iter()
            .find(|p| p.range.contains(&selector.start_byte()))
        {
            if backwards {
                return Err((
                    "mixed_pushes",
                    format!(
                        "{} is pushed at both ends; one slice order cannot keep both",
                        file.text_of(selector)
                    ),
                ));
            }
            // Only the first use inside the pattern carries the edit.
            let pattern = file
                .tree
                .root_node()
                .descendant_for_byte_range(push.range.start, push.range.end)
                .unwrap_or_else(|| file.tree.root_node());
            let first = descendants(pattern).find(|n| {
                n.kind() == "selector_expression"
                    && file.text_of(*n) == push.head
                    && push.range.contains(&n.start_byte())
            });
            return Ok(if first == Some(selector) {
                vec![push.edit(file)]
            } else {
                Vec::new()
            });
        }
        let text = file.text_of(selector);
        if let Some(pop) = pop_shape(file, selector, list.link) {
            if !backwards {
                return Err((
                    "unrecognised_use",
                    format!("{text} is popped from the front, but the list is kept oldest-first (pushed at the back), where that would move every element"),
                ));
            }
            // The head on the left carries the edit; the `H.next` on the right goes with it.
            let left = pop.child_by_field_name("left").map(named_children);
            if left.is_some_and(|l| l.first() == Some(&selector)) {
                let helper = pop_helper_name(record);
                return Ok(vec![Edit::replace(
                    &file.path,
                    pop.byte_range(),
                    format!("{text} = {helper}({text})"),
                )]);
            }
            return Ok(Vec::new());
        }
        let parent = selector
            .parent()
            .ok_or(("unrecognised_use", String::new()))?;
        // `H.v`: a field of the head record, read or written in place (a stack's top).
        if parent.kind() == "selector_expression"
            && parent.child_by_field_name("operand") == Some(selector)
        {
            let field = parent
                .child_by_field_name("field")
                .map_or("", |f| file.text_of(f));
            let taken = parent.parent().is_some_and(|g| {
                g.kind() == "unary_expression"
                    && g.child_by_field_name("operator")
                        .is_some_and(|o| file.text_of(o) == "&")
            });
            if field != list.link && record_fields(self.model.index, record).contains(&field) {
                if !backwards {
                    return Err(("unrecognised_use", format!("{text}.{field} reads the head of a list kept oldest-first (pushed at the back)")));
                }
                if taken {
                    return Err(("cursor_escapes", format!("&{text}.{field} would point into the slice, which a later push may move")));
                }
                let helper = top_helper_name(record);
                return Ok(vec![Edit::replace(
                    &file.path,
                    selector.byte_range(),
                    format!("{helper}({text})"),
                )]);
            }
        }
        if parent.kind() == "binary_expression" {
            return match nil_comparison(file, parent, selector) {
                Some(equal) => {
                    let helper = empty_helper_name(record);
                    let call = format!("{helper}({text})");
                    Ok(vec![Edit::replace(
                        &file.path,
                        parent.byte_range(),
                        if equal { call } else { format!("!{call}") },
                    )])
                }
                None => Err((
                    "compared_by_pointer",
                    format!("{text} is compared as a pointer"),
                )),
            };
        }
        if parent.kind() == "expression_list" {
            let owner = parent.parent().ok_or(("unrecognised_use", String::new()))?;
            let is_left = owner.child_by_field_name("left") == Some(parent);
            if owner.kind() == "assignment_statement"
                && is_left
                && enclosing_unlink(file, owner, list.link).is_some()
            {
                return Ok(Vec::new()); // `head = p.next` inside an unlink: replaced with it.
            }
            if owner.kind() == "assignment_statement" && is_left {
                let right = named_children(
                    owner
                        .child_by_field_name("right")
                        .ok_or(("unrecognised_use", String::new()))?,
                );
                let value = right.first().map(|r| unparen(*r));
                if value.is_some_and(|v| v.kind() == "nil") {
                    return Ok(Vec::new()); // A nil slice is an empty list.
                }
                if let Some(literal) = value
                    .filter(|v| v.kind() == "unary_expression")
                    .and_then(|v| v.child_by_field_name("operand"))
                {
                    if push_front(file, literal, list.link) == Some(owner) {
                        return Ok(vec![push_front_edit(file, owner, literal, list.link, text)]);
                    }
                }
                if let Some(push) = two_statement_push(file, owner, list.link) {
                    return Ok(push.edits(file, text));
                }
            }
            // `n.next = X.f` of a two-statement push: edited with its final statement.
            if owner.kind() == "assignment_statement" && !is_left {
                let last = owner.next_named_sibling();
                if last.is_some_and(|l| {
                    two_statement_push(file, l, list.link)
                        .is_some_and(|p| p.link_assignment == owner)
                }) {
                    return Ok(Vec::new());
                }
            }
            // The value of a push-front literal: `next: X.f`, edited with the push.
            if owner.kind() == "literal_element" || is_push_front_value(file, selector, list.link) {
                return Ok(Vec::new());
            }
            if owner.kind() == "short_var_declaration" && !is_left {
                if let Some(edits) = self.traversal(file, owner, selector, record, backwards)? {
                    return Ok(edits);
                }
            }
        }
        if is_push_front_value(file, selector, list.link) {
            return Ok(Vec::new());
        }
        Err(("unrecognised_use", format!("{text} is used here in a way the pass does not rewrite (only traversals, push-front, pop, emptiness checks and clearing are)")))
    }

    /// `for p := X.f; p != nil; p = p.next { body }` into an index loop over the slice.
    fn traversal(
        &self,
        file: &SourceFile,
        declaration: Node,
        head: Node,
        record: &str,
        backwards: bool,
    ) -> Result<Option<Vec<Edit>>, (&'static str, String)> {
        let Some(clause) = declaration.parent().filter(|p| p.kind() == "for_clause") else {
            return self.while_traversal(file, declaration, head, record, backwards);
        };
        if clause.child_by_field_name("initializer") != Some(declaration) {
            return Ok(None);
        }
        let Some(statement) = clause.parent().filter(|p| p.kind() == "for_statement") else {
            return Ok(None);
        };
        let left = named_children(
            declaration
                .child_by_field_name("left")
                .ok_or(("unrecognised_use", String::new()))?,
        );
        let [cursor] = left.as_slice() else {
            return Ok(None);
        };
        let cursor = file.text_of(*cursor);
        let condition = clause
            .child_by_field_name("condition")
            .ok_or(("unrecognised_use", String::new()))?;
        // `p != nil`, or `p != nil && done == nil` with a condition that has no effects
        // and does not use the cursor (it moves to the index loop's header).
        let (condition, also) = match split_and(file, condition) {
            Some((left, right)) if is_pure_without(file, right, cursor) => (left, Some(right)),
            Some((left, right)) if is_pure_without(file, left, cursor) => (right, Some(left)),
            _ => (condition, None),
        };
        let ok_condition = condition.kind() == "binary_expression"
            && nil_comparison_of(file, condition, cursor) == Some(false);
        let update_ok = clause.child_by_field_name("update").is_some_and(|u| {
            let text: String = file.text_of(u).split_whitespace().collect();
            text == format!("{cursor}={cursor}.{}", self.model.lists[record].link)
        });
        if !ok_condition || !update_ok {
            return Err((
                "unrecognised_use",
                format!(
                    "the loop over {} is not of the form `for p := head; p != nil; p = p.next` (an extra `&& cond` may not call anything or use p)",
                    file.text_of(head)
                ),
            ));
        }
        let also = also.map(|n| {
            let text = file.text_of(n);
            let or = n.kind() == "binary_expression"
                && n.child_by_field_name("operator")
                    .is_some_and(|o| file.text_of(o) == "||");
            if or {
                format!("({text})")
            } else {
                text.to_string()
            }
        });
        self.rewrite_loop(
            file,
            statement,
            head,
            cursor,
            record,
            backwards,
            Vec::new(),
            also,
        )
    }

    /// `p := X.f; for p != nil { …; p = p.next }`: the declaration and the step go, the loop
    /// becomes an index loop. The cursor must not be used after the loop, and the body must
    /// not `continue` (which would have skipped the step).
    fn while_traversal(
        &self,
        file: &SourceFile,
        declaration: Node,
        head: Node,
        record: &str,
        backwards: bool,
    ) -> Result<Option<Vec<Edit>>, (&'static str, String)> {
        let left = named_children(
            declaration
                .child_by_field_name("left")
                .ok_or(("unrecognised_use", String::new()))?,
        );
        let [cursor] = left.as_slice() else {
            return Ok(None);
        };
        let cursor = file.text_of(*cursor);
        let Some(statement) = declaration
            .next_named_sibling()
            .filter(|n| n.kind() == "for_statement")
        else {
            return Ok(None);
        };
        let Some(step) = while_step_of(file, statement, cursor, self.model.lists[record].link)
        else {
            return Err((
                "unrecognised_use",
                format!("the loop over {} is not of the form `p := head; for p != nil {{ …; p = p.next }}`", file.text_of(head)),
            ));
        };
        let body = statement
            .child_by_field_name("body")
            .ok_or(("unrecognised_use", String::new()))?;
        let skips = descendants(body).any(|n| {
            n.kind() == "continue_statement" && {
                let mut up = n.parent();
                let mut same_loop = true;
                while let Some(u) = up {
                    if u == statement {
                        break;
                    }
                    if matches!(u.kind(), "for_statement" | "func_literal") {
                        same_loop = false;
                        break;
                    }
                    up = u.parent();
                }
                same_loop
            }
        });
        if skips {
            return Err((
                "unrecognised_use",
                format!(
                    "the loop over {} uses continue, which skips its step",
                    file.text_of(head)
                ),
            ));
        }
        let scope = enclosing_body(statement).ok_or(("unrecognised_use", String::new()))?;
        let used_after = descendants(scope).any(|n| {
            n.kind() == "identifier"
                && file.text_of(n) == cursor
                && n.start_byte() >= statement.end_byte()
        });
        if used_after {
            return Err((
                "cursor_escapes",
                format!("the cursor {cursor} is used after its loop"),
            ));
        }
        self.rewrite_loop(
            file,
            statement,
            head,
            cursor,
            record,
            backwards,
            vec![declaration.byte_range(), step.byte_range()],
            None,
        )
    }

    /// The shared part of both traversal forms: checks the body and turns the loop into an
    /// index loop over the slice; `deletions` are statements of the old form to remove.
    #[allow(clippy::too_many_arguments)]
    fn rewrite_loop(
        &self,
        file: &SourceFile,
        statement: Node,
        head: Node,
        cursor: &str,
        record: &str,
        backwards: bool,
        deletions: Vec<std::ops::Range<usize>>,
        also: Option<String>,
    ) -> Result<Option<Vec<Edit>>, (&'static str, String)> {
        let body = statement
            .child_by_field_name("body")
            .ok_or(("unrecognised_use", String::new()))?;
        let link = self.model.lists[record].link;
        let head_text = file.text_of(head);
        let unlinks: Vec<(Node, &str)> = descendants(body)
            .filter(|n| n.kind() == "if_statement")
            .filter_map(|n| {
                unlink_shape(file, n, link)
                    .filter(|u| u.1 == cursor && u.2 == head_text)
                    .map(|u| (n, u.0))
            })
            .collect();
        let mut extra: Vec<Edit> = deletions
            .iter()
            .map(|r| Edit::replace(&file.path, whole_lines(file, r.clone()), ""))
            .collect();
        let mut bookkeeping: Vec<std::ops::Range<usize>> =
            unlinks.iter().map(|(n, _)| n.byte_range()).collect();
        bookkeeping.extend(deletions.iter().cloned());
        if let Some((_, prev)) = unlinks.first() {
            if unlinks.iter().any(|(_, p)| p != prev) {
                return Err((
                    "unrecognised_use",
                    "unlinks in one traversal use different predecessor variables".into(),
                ));
            }
            let (declaration, updates) = prev_bookkeeping(file, statement, body, link, prev, cursor, record)
                .ok_or(("unrecognised_use", format!("the predecessor {prev} of the unlink is not declared as `var {prev} *{record}` before the loop and updated only by `{prev} = {cursor}`")))?;
            for (n, _) in &unlinks {
                extra.push(Edit::replace(
                    &file.path,
                    n.byte_range(),
                    format!("{cursor}._is_nil = true"),
                ));
            }
            for range in std::iter::once(declaration).chain(updates) {
                bookkeeping.push(range.clone());
                extra.push(Edit::replace(&file.path, whole_lines(file, range), ""));
            }
        }
        let inside = |n: Node| bookkeeping.iter().any(|r| r.contains(&n.start_byte()));
        for node in descendants(body) {
            if node.kind() != "identifier" || file.text_of(node) != cursor || inside(node) {
                continue;
            }
            let parent = node.parent().ok_or(("unrecognised_use", String::new()))?;
            let field_access = parent.kind() == "selector_expression"
                && parent.child_by_field_name("operand") == Some(node);
            let called = field_access
                && parent.parent().is_some_and(|c| {
                    c.kind() == "call_expression"
                        && c.child_by_field_name("function") == Some(parent)
                });
            let returned = parent.kind() == "expression_list"
                && named_children(parent).len() == 1
                && parent
                    .parent()
                    .is_some_and(|r| r.kind() == "return_statement");
            if returned {
                // A lookup handing out its cursor: `&p.items[i]` after the rewrite, right
                // only while no list changes; every caller must use it at once.
                let fields: Vec<&str> = self
                    .model
                    .containers
                    .values()
                    .flatten()
                    .filter(|c| c.list)
                    .map(|c| c.field)
                    .collect();
                let ret = parent.parent().ok_or(("unrecognised_use", String::new()))?;
                match lookups::returned_cursor_unsafe(self.model.index, file, ret, &fields) {
                    None => {
                        if let Some(name) = lookups::function_name(file, ret) {
                            self.lookups
                                .borrow_mut()
                                .insert(format!("{name} ({head_text})"));
                        }
                        continue;
                    }
                    Some(why) => {
                        return Err((
                            "cursor_escapes",
                            format!("the traversal cursor {cursor} is returned: {why}"),
                        ))
                    }
                }
            }
            if !field_access || called {
                return Err(("cursor_escapes", format!("the traversal cursor {cursor} is passed, stored, reassigned or has a method called on it inside the loop")));
            }
        }
        if descendants(body).any(|n| {
            n.kind() == "assignment_statement" && !inside(n) && file.text_of(n).contains(head_text)
        }) {
            return Err((
                "mutated_in_traversal",
                format!("{} is changed inside its own traversal", file.text_of(head)),
            ));
        }
        let field = head
            .child_by_field_name("field")
            .map_or("", |f| file.text_of(f));
        let outside_unlinks: Vec<Node> = named_children(body).into_iter().collect();
        for statement in outside_unlinks {
            let calls_writer = descendants(statement)
                .filter(|n| n.kind() == "call_expression" && !inside(*n))
                .find_map(|call| writes_field(self.model.index, file, call, field));
            if let Some(why) = calls_writer {
                return Err((
                    "mutated_in_traversal",
                    format!(
                        "inside the traversal of {}, {why}: the slice could move under the cursor",
                        file.text_of(head)
                    ),
                ));
            }
        }
        let index = ["i", "j", "k", "n", "idx"]
            .into_iter()
            .find(|name| {
                !descendants(body).any(|n| n.kind() == "identifier" && file.text_of(n) == *name)
                    && *name != cursor
            })
            .ok_or(("unrecognised_use", "no free index name".to_string()))?;
        let header = match (backwards, also) {
            (true, None) => {
                format!("for {index} := len({head_text}) - 1; {index} >= 0; {index}-- ")
            }
            (true, Some(also)) => {
                format!("for {index} := len({head_text}) - 1; {index} >= 0 && {also}; {index}-- ")
            }
            (false, None) => format!("for {index} := range {head_text} "),
            (false, Some(also)) => {
                format!("for {index} := 0; {index} < len({head_text}) && {also}; {index}++ ")
            }
        };
        let indent = file.line_indent(statement.start_byte());
        let prologue = format!("\n{indent}\t{cursor} := &{head_text}[{index}]\n{indent}\tif {cursor}._is_nil {{\n{indent}\t\tcontinue\n{indent}\t}}");
        let mut edits = vec![
            Edit::replace(
                &file.path,
                statement.start_byte()..body.start_byte(),
                header,
            ),
            Edit::insert(&file.path, body.start_byte() + 1, prologue),
        ];
        edits.append(&mut extra);
        Ok(Some(edits))
    }

    /// Container literals must be keyed; optional fields given in them lose their `&`, and
    /// creations that leave them out (or `new(C)`) mark them absent. Record literals stay
    /// valid only when keyed (the record gains a field).
    fn check_literals(
        &self,
        field: &'a str,
        record: &'a str,
        list: bool,
        edits: &mut Vec<Edit>,
    ) -> Result<(), (Located<'a>, &'static str, String)> {
        let index = self.model.index;
        for at in &index.type_references(record) {
            let Some(literal) = at.node.parent().filter(|p| p.kind() == "composite_literal") else {
                continue;
            };
            let positional = literal.child_by_field_name("body").is_some_and(|b| {
                named_children(b)
                    .iter()
                    .any(|e| e.kind() != "keyed_element")
            });
            if positional {
                return Err((
                    *at,
                    "positional_literal",
                    format!(
                        "{record} is built with positional fields here; a new field would break it"
                    ),
                ));
            }
        }
        for at in &index.type_references(self.container) {
            let Some(literal) = at.node.parent().filter(|p| p.kind() == "composite_literal") else {
                continue;
            };
            let Some(body) = literal.child_by_field_name("body") else {
                continue;
            };
            for element in named_children(body) {
                if element.kind() != "keyed_element" {
                    return Err((
                        *at,
                        "positional_literal",
                        format!("{} is built with positional fields here", self.container),
                    ));
                }
                let (Some(key), Some(value)) = (
                    element.child_by_field_name("key"),
                    element.child_by_field_name("value"),
                ) else {
                    continue;
                };
                if at.file.text_of(key) != field {
                    continue;
                }
                let value = named_children(value).into_iter().next().map(unparen);
                match value {
                    Some(v) if v.kind() == "nil" && !list => edits.push(Edit::replace(
                        &at.file.path,
                        v.byte_range(),
                        self.flag.absent_value(record),
                    )),
                    Some(v) if v.kind() == "nil" => {}
                    Some(v) if !list => match present_literal(at.file, v, record, self.flag) {
                        Some(mut more) => edits.append(&mut more),
                        None => {
                            return Err((
                                Located {
                                    file: at.file,
                                    node: v,
                                },
                                "stored_elsewhere",
                                format!(
                                    "{}.{field} is set to {}, which may be shared",
                                    self.container,
                                    at.file.text_of(v)
                                ),
                            ))
                        }
                    },
                    Some(v) => {
                        return Err((
                            Located {
                                file: at.file,
                                node: v,
                            },
                            "unrecognised_use",
                            format!(
                                "{}.{field} is set to {} when the container is built",
                                self.container,
                                at.file.text_of(v)
                            ),
                        ))
                    }
                    None => {}
                }
            }
        }
        Ok(())
    }

    /// Emits the container's finding (with the zero-value edits for its creations) or its
    /// refusals.
    fn finish(mut self, output: &mut PassOutput) {
        output.refusals.append(&mut self.refusals);
        if self.converted.is_empty() {
            return;
        }
        let mut notes = self.converted.clone();
        // Only lookups over a field that was converted (`… (p.items)` for `items: …`).
        let converted = |lookup: &&String| {
            let field = lookup
                .trim_end_matches(')')
                .rsplit('.')
                .next()
                .unwrap_or_default();
            self.converted
                .iter()
                .any(|c| c.starts_with(&format!("{field}:")))
        };
        for lookup in self.lookups.borrow().iter().filter(converted) {
            notes.push(format!("lookup: {lookup} now returns a pointer into the slice, right only until the list changes; every caller today uses it at once (checked), and new callers must too"));
        }
        notes.extend(self.cautions.iter().cloned());
        if !self.optional.is_empty() && self.flag == RecordFlag::Present {
            notes.push("zero values: _present polarity, so a zero record reads as absent and container creations need no change".to_string());
        }
        if !self.optional.is_empty() && self.flag == RecordFlag::IsNil {
            match self.creation_edits() {
                Ok(mut edits) => self.edits.append(&mut edits),
                Err((at, message)) => {
                    output.refusals.push(Refusal {
                        pass: NAME,
                        subject: self.container.to_string(),
                        code: "invisible_zero_value",
                        location: Location::at(at.file, at.node.start_byte()),
                        message,
                    });
                    return;
                }
            }
            notes.push(format!(
                "zero values: every creation of {c} (&{c}{{…}}, {c}{{…}}, new({c}), var x {c}) now marks its optional records absent (_is_nil: true); _is_nil polarity (--flag present needs no initialisation)",
                c = self.container
            ));
        }
        let decl = self.model.index.types[self.container].spec;
        output.findings.push(Finding {
            pass: NAME,
            subject: self.container.to_string(),
            location: Location::at(decl.file, decl.node.start_byte()),
            summary: format!(
                "store the records of {} inline: {} field{} no longer {}",
                self.container,
                self.converted.len(),
                if self.converted.len() == 1 {
                    " is"
                } else {
                    "s are"
                },
                if self.converted.len() == 1 {
                    "a pointer"
                } else {
                    "pointers"
                }
            ),
            notes,
            measured_by: std::iter::once(self.container.to_string())
                .chain(self.records.iter().map(|r| r.to_string()))
                .collect(),
            fix: Fix {
                message: format!("store {}'s records inline", self.container),
                edits: {
                    let mut edits = std::mem::take(&mut self.edits);
                    let files: Vec<&SourceFile> = self.model.index.package.all_files().collect();
                    let broken = super::one_liners::break_grown(&files, &edits);
                    edits.extend(broken);
                    edits
                },
            },
        });
    }

    /// `&C{…}` gets `f: S{_is_nil: true}` for each converted optional field it leaves out;
    /// `new(C)` becomes such a literal.
    fn creation_edits(&self) -> Result<Vec<Edit>, (Located<'a>, String)> {
        let mut edits = Vec::new();
        let absent: Vec<String> = self
            .optional
            .iter()
            .map(|(f, r)| format!("{f}: {r}{{_is_nil: true}}"))
            .collect();
        for local in &self.locals {
            // `var t C` becomes `var t = C{a: S{_is_nil: true}}`.
            if let Some(ty) = local.node.child_by_field_name("type") {
                edits.push(Edit::replace(
                    &local.file.path,
                    ty.byte_range(),
                    format!("= {}{{{}}}", self.container, absent.join(", ")),
                ));
            }
        }
        for at in &self.model.index.type_references(self.container) {
            let parent = at.node.parent();
            if let Some(literal) = parent.filter(|p| p.kind() == "composite_literal") {
                let Some(body) = literal.child_by_field_name("body") else {
                    continue;
                };
                let given: BTreeSet<&str> = named_children(body)
                    .iter()
                    .filter_map(|e| e.child_by_field_name("key").map(|k| at.file.text_of(k)))
                    .collect();
                let missing: Vec<String> = self
                    .optional
                    .iter()
                    .filter(|(f, _)| !given.contains(f))
                    .map(|(f, r)| format!("{f}: {r}{{_is_nil: true}}"))
                    .collect();
                if missing.is_empty() {
                    continue;
                }
                let empty = named_children(body).is_empty();
                let text = if empty {
                    missing.join(", ")
                } else {
                    format!("{}, ", missing.join(", "))
                };
                let multiline = at.file.text_of(body).contains('\n');
                if multiline && !empty {
                    let first = named_children(body)[0];
                    let indent = at.file.line_indent(first.start_byte());
                    let lines: String = missing.iter().map(|m| format!("{m},\n{indent}")).collect();
                    edits.push(Edit::insert(&at.file.path, first.start_byte(), lines));
                } else {
                    edits.push(Edit::insert(&at.file.path, body.start_byte() + 1, text));
                }
                continue;
            }
            // new(C)
            let call = parent
                .and_then(|a| a.parent())
                .filter(|c| c.kind() == "call_expression");
            if let Some(call) = call {
                if call_parts(call).is_some_and(|(callee, _)| at.file.text_of(callee) == "new") {
                    let fields: Vec<String> = self
                        .optional
                        .iter()
                        .map(|(f, r)| format!("{f}: {r}{{_is_nil: true}}"))
                        .collect();
                    edits.push(Edit::replace(
                        &at.file.path,
                        call.byte_range(),
                        format!("&{}{{{}}}", self.container, fields.join(", ")),
                    ));
                }
            }
        }
        Ok(edits)
    }
}

/// The first use that copies container `C` (a value parameter, result, receiver or field,
/// a slice or map of `C`, a dereference `*p` of a `*C`, a local that is copied), and the
/// `var t C` declarations of locals that are only ever used as `t.f` or `&t`.
fn value_uses<'a>(index: &Index<'a>, container: &str) -> (Option<Located<'a>>, Vec<Located<'a>>) {
    let mut locals = Vec::new();
    let mut pointers: BTreeSet<&str> = BTreeSet::new();
    for at in &index.type_references(container) {
        if used_through_pointer(at.file, at.node) {
            if let Some(name) = pointer_name(at.file, at.node) {
                pointers.insert(name);
            }
            continue;
        }
        let parent = at.node.parent();
        let local = match parent.map(|p| p.kind()) {
            // `var t C` inside a function.
            Some("var_spec") => parent.filter(|spec| {
                spec.child_by_field_name("type") == Some(at.node)
                    && spec.child_by_field_name("value").is_none()
                    && enclosing_body(*spec).is_some()
            }),
            // `t := C{…}`.
            Some("composite_literal") => parent
                .and_then(|lit| lit.parent())
                .filter(|list| list.kind() == "expression_list")
                .and_then(|list| list.parent())
                .filter(|decl| decl.kind() == "short_var_declaration"),
            _ => None,
        };
        let Some(declaration) = local else {
            return (Some(*at), locals);
        };
        let names: Vec<Node> = match declaration.kind() {
            "var_spec" => {
                let mut cursor = declaration.walk();
                declaration
                    .children_by_field_name("name", &mut cursor)
                    .collect()
            }
            _ => declaration
                .child_by_field_name("left")
                .map(named_children)
                .unwrap_or_default(),
        };
        let [name] = names.as_slice() else {
            return (Some(*at), locals);
        };
        let declared_at = name.start_byte();
        let name = at.file.text_of(*name);
        let Some(scope) = enclosing_body(declaration) else {
            return (Some(*at), locals);
        };
        // With type facts, an inner variable of another type that shadows the local (`b :=
        // q[len(q)-1]` in a nested block) is not the local.
        let facts = index.package.types.file(at.file).ok();
        let is_local = |n: Node| match facts.and_then(|f| f.object(n)) {
            Some(object) => object.declared.is_some_and(|(file, offset)| {
                offset == declared_at && at.file.path.file_name().is_some_and(|n| n == file)
            }),
            None => at.file.text_of(n) == name,
        };
        let copied = descendants(scope).find(|n| {
            n.kind() == "identifier"
                && at.file.text_of(*n) == name
                && is_local(*n)
                && n.start_byte() > declaration.end_byte()
                && {
                    let p = n.parent();
                    let field = p.is_some_and(|p| {
                        p.kind() == "selector_expression"
                            && p.child_by_field_name("operand") == Some(*n)
                    });
                    let address = p.is_some_and(|p| {
                        p.kind() == "unary_expression"
                            && p.child_by_field_name("operator")
                                .is_some_and(|o| at.file.text_of(o) == "&")
                    });
                    !field && !address
                }
        });
        if let Some(copy) = copied {
            return (
                Some(Located {
                    file: at.file,
                    node: copy,
                }),
                locals,
            );
        }
        if declaration.kind() == "var_spec" {
            locals.push(Located {
                file: at.file,
                node: declaration,
            });
        }
    }
    // `*p` where p holds a *C copies the container. Each file once: walking it once per
    // reference of the package made the pass quadratic.
    if pointers.is_empty() {
        return (None, locals);
    }
    for file in index.package.all_files() {
        let copy = descendants(file.tree.root_node()).find(|n| {
            n.kind() == "unary_expression"
                && n.child_by_field_name("operator")
                    .is_some_and(|o| file.text_of(o) == "*")
                && n.child_by_field_name("operand")
                    .is_some_and(|o| o.kind() == "identifier" && pointers.contains(file.text_of(o)))
        });
        if let Some(copy) = copy {
            return (Some(Located { file, node: copy }), locals);
        }
    }
    (None, locals)
}

/// The name a `*C` spelling is declared for: a parameter, receiver or variable of type `*C`,
/// or `p := &C{…}` / `p := new(C)`.
fn pointer_name<'t>(file: &'t SourceFile, node: Node) -> Option<&'t str> {
    let mut up = node.parent()?;
    for _ in 0..4 {
        match up.kind() {
            "parameter_declaration" | "var_spec" => {
                let name = up.child_by_field_name("name")?;
                return Some(file.text_of(name));
            }
            "short_var_declaration" => {
                let left = named_children(up.child_by_field_name("left")?);
                return left.first().map(|n| file.text_of(*n));
            }
            _ => up = up.parent()?,
        }
    }
    None
}

/// Whether a spelling of a container's name keeps it behind a pointer: `*C`, `&C{…}`,
/// `new(C)`, its declaration, or a `*C` receiver.
fn used_through_pointer(file: &SourceFile, node: Node) -> bool {
    let Some(parent) = node.parent() else {
        return false;
    };
    match parent.kind() {
        "type_spec" => parent.child_by_field_name("name") == Some(node),
        "pointer_type" => true,
        // An embedded `*C`: the grammar gives the star as a bare token before the type.
        "field_declaration" => node.prev_sibling().is_some_and(|s| s.kind() == "*"),
        // `(*C)(nil)`, as in `var _ io.Reader = (*C)(nil)`: parsed as a dereference.
        "unary_expression" => {
            parent
                .child_by_field_name("operator")
                .is_some_and(|o| file.text_of(o) == "*")
                && parent
                    .parent()
                    .filter(|p| p.kind() == "parenthesized_expression")
                    .is_some_and(|paren| {
                        paren
                            .parent()
                            .and_then(|call| call.child_by_field_name("function"))
                            == Some(paren)
                    })
        }
        "composite_literal" => parent.parent().is_some_and(|u| {
            u.kind() == "unary_expression"
                && u.child_by_field_name("operator")
                    .is_some_and(|o| file.text_of(o) == "&")
        }),
        "argument_list" => parent
            .parent()
            .and_then(call_parts)
            .is_some_and(|(callee, _)| file.text_of(callee) == "new"),
        _ => false,
    }
}

/// For `a == nil` / `a != nil` (either order) with `a` being `operand`: whether it is `==`.
fn nil_comparison(file: &SourceFile, binary: Node, operand: Node) -> Option<bool> {
    let (left, right) = (
        binary.child_by_field_name("left")?,
        binary.child_by_field_name("right")?,
    );
    let other = if unparen(left) == operand || left == operand {
        right
    } else if unparen(right) == operand || right == operand {
        left
    } else {
        return None;
    };
    if unparen(other).kind() != "nil" {
        return None;
    }
    match file.text_of(binary.child_by_field_name("operator")?) {
        "==" => Some(true),
        "!=" => Some(false),
        _ => None,
    }
}

/// Like [`nil_comparison`] for an identifier spelled `name`.
/// `a && b` as its two sides.
fn split_and<'t>(file: &SourceFile, node: Node<'t>) -> Option<(Node<'t>, Node<'t>)> {
    let node = unparen(node);
    let and = node.kind() == "binary_expression"
        && node
            .child_by_field_name("operator")
            .is_some_and(|o| file.text_of(o) == "&&");
    and.then_some(())?;
    Some((
        unparen(node.child_by_field_name("left")?),
        unparen(node.child_by_field_name("right")?),
    ))
}

/// Whether evaluating an expression more or fewer times changes nothing (no call, receive
/// or function literal) and it does not mention `cursor`: a loop condition that can move
/// from the linked loop to the index loop, where it is also checked before dead entries.
fn is_pure_without(file: &SourceFile, expr: Node, cursor: &str) -> bool {
    descendants(expr).all(|n| {
        !matches!(
            n.kind(),
            "call_expression" | "type_conversion_expression" | "func_literal" | "unary_expression"
        ) || (n.kind() == "unary_expression"
            && n.child_by_field_name("operator")
                .is_some_and(|o| matches!(file.text_of(o), "!" | "-" | "+" | "^")))
    }) && !descendants(expr).any(|n| n.kind() == "identifier" && file.text_of(n) == cursor)
}

fn nil_comparison_of(file: &SourceFile, binary: Node, name: &str) -> Option<bool> {
    let (left, right) = (
        binary.child_by_field_name("left")?,
        binary.child_by_field_name("right")?,
    );
    let operand = [left, right]
        .into_iter()
        .find(|n| n.kind() == "identifier" && file.text_of(*n) == name)?;
    nil_comparison(file, binary, operand)
}

/// For `if prev == nil { head = p.next } else { prev.next = p.next }` (or the `!=` form
/// with the branches swapped): `(prev, p, head)`.
fn unlink_shape<'t>(
    file: &'t SourceFile,
    statement: Node,
    link: &str,
) -> Option<(&'t str, &'t str, &'t str)> {
    let condition = statement.child_by_field_name("condition")?;
    if condition.kind() != "binary_expression"
        || statement.child_by_field_name("initializer").is_some()
    {
        return None;
    }
    let prev = [
        condition.child_by_field_name("left")?,
        condition.child_by_field_name("right")?,
    ]
    .into_iter()
    .find(|n| n.kind() == "identifier")?;
    let equal = nil_comparison(file, condition, prev)?;
    let consequence = single_assignment(statement.child_by_field_name("consequence")?)?;
    let alternative = single_assignment(statement.child_by_field_name("alternative")?)?;
    let (to_head, to_prev) = if equal {
        (consequence, alternative)
    } else {
        (alternative, consequence)
    };
    let sides = |a: Node| -> Option<(&'t str, &'t str)> {
        let left = named_children(a.child_by_field_name("left")?);
        let right = named_children(a.child_by_field_name("right")?);
        match (left.as_slice(), right.as_slice()) {
            ([l], [r]) => Some((file.text_of(*l), file.text_of(*r))),
            _ => None,
        }
    };
    let (head, head_value) = sides(to_head)?;
    let (prev_link, prev_value) = sides(to_prev)?;
    let prev = file.text_of(prev);
    let (cursor, step) = head_value.split_once('.')?;
    (step == link && prev_value == head_value && prev_link == format!("{prev}.{link}"))
        .then_some((prev, cursor, head))
}

/// The one statement of a block, when it is an assignment.
fn single_assignment(block: Node) -> Option<Node> {
    let statements: Vec<Node> = descendants(block)
        .filter(|n| {
            n.parent().is_some_and(|p| {
                p == block || (p.kind() == "statement_list" && p.parent() == Some(block))
            })
        })
        .filter(|n| n.is_named() && n.kind() != "statement_list" && n.kind() != "comment")
        .collect();
    match statements.as_slice() {
        [only] if only.kind() == "assignment_statement" => Some(*only),
        _ => None,
    }
}

/// The `if` of an unlink that `node` sits in, if any.
fn enclosing_unlink<'t>(file: &SourceFile, node: Node<'t>, link: &str) -> Option<Node<'t>> {
    let mut current = node.parent();
    for _ in 0..8 {
        let n = current?;
        if n.kind() == "if_statement" && unlink_shape(file, n, link).is_some() {
            return Some(n);
        }
        current = n.parent();
    }
    None
}

/// For an unlink's predecessor `prev`: the `var prev *R` statement before the loop and every
/// `prev = p` in its body, when those are its only uses besides the unlinks themselves.
fn prev_bookkeeping(
    file: &SourceFile,
    statement: Node,
    body: Node,
    link: &str,
    prev: &str,
    cursor: &str,
    record: &str,
) -> Option<(std::ops::Range<usize>, Vec<std::ops::Range<usize>>)> {
    let mut sibling = statement.prev_named_sibling();
    let mut declaration = None;
    while let Some(s) = sibling {
        let text: String = file
            .text_of(s)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        if s.kind() == "var_declaration" && text == format!("var {prev} *{record}") {
            declaration = Some(s.byte_range());
            break;
        }
        sibling = s.prev_named_sibling();
    }
    let declaration = declaration?;
    let updates: Vec<std::ops::Range<usize>> = descendants(body)
        .filter(|n| n.kind() == "assignment_statement")
        .filter(|n| {
            file.text_of(*n).split_whitespace().collect::<String>() == format!("{prev}={cursor}")
        })
        .map(|n| n.byte_range())
        .collect();
    let scope = enclosing_body(statement)?;
    let unlinks: Vec<std::ops::Range<usize>> = descendants(body)
        .filter(|n| {
            n.kind() == "if_statement" && unlink_shape(file, *n, link).is_some_and(|u| u.0 == prev)
        })
        .map(|n| n.byte_range())
        .collect();
    let allowed = |at: usize| {
        declaration.contains(&at) || updates.iter().chain(&unlinks).any(|r| r.contains(&at))
    };
    let stray = descendants(scope)
        .any(|n| n.kind() == "identifier" && file.text_of(n) == prev && !allowed(n.start_byte()));
    (!stray).then_some((declaration, updates))
}

/// Widens a statement's range to its whole lines, newline included, so deleting it leaves
/// no blank line behind.
fn whole_lines(file: &SourceFile, range: std::ops::Range<usize>) -> std::ops::Range<usize> {
    let start = file.text[..range.start].rfind('\n').map_or(0, |i| i + 1);
    let end = file.text[range.end..]
        .find('\n')
        .map_or(file.text.len(), |i| range.end + i + 1);
    start..end
}

/// For `&T{…}`: the `&` expression and its composite literal.
fn address_of_literal<'t>(file: &SourceFile, expr: Node<'t>) -> Option<(Node<'t>, Node<'t>)> {
    let expr = unparen(expr);
    let is_address = expr.kind() == "unary_expression"
        && expr
            .child_by_field_name("operator")
            .is_some_and(|o| file.text_of(o) == "&");
    let literal = unparen(expr.child_by_field_name("operand")?);
    (is_address && literal.kind() == "composite_literal").then_some((expr, literal))
}

/// `&S{…}` → an edit deleting the `&`.
fn strip_address_of(file: &SourceFile, value: Node, record: &str) -> Option<Edit> {
    let (value, literal) = address_of_literal(file, value)?;
    let ty = literal.child_by_field_name("type")?;
    (file.text_of(ty) == record)
        .then(|| Edit::replace(&file.path, value.start_byte()..literal.start_byte(), ""))
}

/// `&S{…}` stored into an inlined optional record: the `&` goes, and with the `_present`
/// polarity the literal says it is present.
fn present_literal(
    file: &SourceFile,
    value: Node,
    record: &str,
    flag: RecordFlag,
) -> Option<Vec<Edit>> {
    let strip = strip_address_of(file, value, record)?;
    let mut edits = vec![strip];
    if flag == RecordFlag::Present {
        let literal = unparen(unparen(value).child_by_field_name("operand")?);
        let body = literal.child_by_field_name("body")?;
        let text = if named_children(body).is_empty() {
            "_present: true"
        } else {
            "_present: true, "
        };
        edits.push(Edit::insert(&file.path, body.start_byte() + 1, text));
    }
    Some(edits)
}

/// Whether `selector` is the `link: X.f` value inside a push-front literal.
fn is_push_front_value(file: &SourceFile, selector: Node, link: &str) -> bool {
    let Some(element) = selector.parent().filter(|p| p.kind() == "literal_element") else {
        return false;
    };
    let Some(keyed) = element.parent().filter(|p| p.kind() == "keyed_element") else {
        return false;
    };
    if keyed
        .child_by_field_name("key")
        .is_none_or(|k| file.text_of(k) != link)
    {
        return false;
    }
    let Some(literal) = keyed.parent().and_then(|b| b.parent()) else {
        return false;
    };
    push_front(file, literal, link).is_some()
}

/// `X.f = &R{a: 1, next: X.f}` → `X.f = append(X.f, R{a: 1})`.
fn push_front_edit(
    file: &SourceFile,
    assignment: Node,
    literal: Node,
    link: &str,
    head: &str,
) -> Edit {
    let ty = literal
        .child_by_field_name("type")
        .map(|t| file.text_of(t))
        .unwrap_or_default();
    let elements: Vec<&str> = literal
        .child_by_field_name("body")
        .map(named_children)
        .unwrap_or_default()
        .into_iter()
        .filter(|e| {
            e.child_by_field_name("key")
                .is_none_or(|k| file.text_of(k) != link)
        })
        .map(|e| file.text_of(e))
        .collect();
    let right = assignment
        .child_by_field_name("right")
        .expect("a push-front assignment has a right side");
    Edit::replace(
        &file.path,
        right.byte_range(),
        format!("append({head}, {ty}{{{}}})", elements.join(", ")),
    )
}

/// `_is_nil bool` as the record's first field, and for a list record its link removed.
/// When every field is a plain `name Type` line the block is rewritten aligned as gofmt
/// would; otherwise the edits are inserted and gofmt (when installed) aligns them.
fn record_declaration_edits(model: &Model, record: &str, list: bool, flag: &str) -> Vec<Edit> {
    let decl = model.index.types[record];
    let file = decl.spec.file;
    let link = list.then(|| model.lists[record].link_field.node);
    let Some(body) = named_children(decl.ty)
        .into_iter()
        .find(|n| n.kind() == "field_declaration_list")
    else {
        return Vec::new();
    };
    let all: Vec<Node> = {
        let mut cursor = body.walk();
        body.named_children(&mut cursor).collect()
    };
    let plain = all.iter().all(|f| {
        f.kind() == "field_declaration" && f.child_by_field_name("tag").is_none() && {
            let mut cursor = f.walk();
            f.children_by_field_name("name", &mut cursor).count() == 1
        }
    });
    let multiline = file.text_of(body).contains('\n');
    if plain && !all.is_empty() {
        let indent = file.line_indent(decl.spec.node.start_byte());
        let mut fields: Vec<(String, String)> = vec![(flag.into(), "bool".into())];
        for f in all.iter().filter(|f| Some(**f) != link) {
            let (Some(name), Some(ty)) =
                (f.child_by_field_name("name"), f.child_by_field_name("type"))
            else {
                continue;
            };
            fields.push((file.text_of(name).to_string(), file.text_of(ty).to_string()));
        }
        let width = fields.iter().map(|(n, _)| n.len()).max().unwrap_or(0);
        let mut text = String::from("{\n");
        for (name, ty) in fields {
            text.push_str(&format!("{indent}\t{name:<width$} {ty}\n"));
        }
        text.push_str(indent);
        text.push('}');
        // gofmt writes a struct over several lines as `struct {`, one line as `struct{`.
        let start = if decl.ty.kind() == "struct_type" {
            text.insert_str(0, "struct ");
            decl.ty.start_byte()
        } else {
            body.start_byte()
        };
        return vec![Edit::replace(&file.path, start..body.end_byte(), text)];
    }
    let mut edits = Vec::new();
    match all.first() {
        Some(first) if multiline => {
            let indent = file.line_indent(first.start_byte());
            edits.push(Edit::insert(
                &file.path,
                first.start_byte(),
                format!("{flag} bool\n{indent}"),
            ));
        }
        _ => edits.push(Edit::insert(
            &file.path,
            body.start_byte() + 1,
            format!("{flag} bool; "),
        )),
    }
    if let Some(link) = link {
        let start = file.text[..link.start_byte()]
            .rfind('\n')
            .map_or(0, |i| i + 1);
        let end = file.text[link.end_byte()..]
            .find('\n')
            .map_or(file.text.len(), |i| link.end_byte() + i + 1);
        edits.push(Edit::replace(&file.path, start..end, ""));
    }
    edits
}

fn empty_helper_name(record: &str) -> String {
    format!("{record}ListEmpty")
}

/// The helper `t.l == nil` becomes: whether no live element remains.
fn empty_helper(model: &Model, record: &str) -> Option<Edit> {
    let decl = model.index.types[record];
    let name = empty_helper_name(record);
    let text = format!(
        "\n\n// {name} reports whether no live {record} remains in l: removed elements stay as\n// tombstones (_is_nil) until the slice is rebuilt.\nfunc {name}(l []{record}) bool {{\n\tfor i := range l {{\n\t\tif !l[i]._is_nil {{\n\t\t\treturn false\n\t\t}}\n\t}}\n\treturn true\n}}"
    );
    Some(Edit::insert(
        &decl.spec.file.path,
        decl.decl.end_byte(),
        text,
    ))
}

fn top_helper_name(record: &str) -> String {
    format!("{record}ListTop")
}

/// The helper a read of the head's field (`s.top.v`) goes through: the newest live element,
/// or nil, so that reading from an empty list still panics as it did.
fn top_helper(model: &Model, record: &str) -> Option<Edit> {
    let decl = model.index.types[record];
    let name = top_helper_name(record);
    let text = format!(
        "\n\n// {name} returns the newest live {record} of l (stored last), or nil when none is.\nfunc {name}(l []{record}) *{record} {{\n\tfor i := len(l) - 1; i >= 0; i-- {{\n\t\tif !l[i]._is_nil {{\n\t\t\treturn &l[i]\n\t\t}}\n\t}}\n\treturn nil\n}}"
    );
    Some(Edit::insert(
        &decl.spec.file.path,
        decl.decl.end_byte(),
        text,
    ))
}

/// The field names a struct type declares (not embedded ones).
fn record_fields<'a>(index: &Index<'a>, record: &str) -> Vec<&'a str> {
    let Some(decl) = index.types.get(record) else {
        return Vec::new();
    };
    descendants(decl.ty)
        .filter(|n| n.kind() == "field_declaration")
        .flat_map(|f| {
            let mut cursor = f.walk();
            f.children_by_field_name("name", &mut cursor)
                .map(|n| decl.spec.file.text_of(n))
                .collect::<Vec<_>>()
        })
        .collect()
}

fn pop_helper_name(record: &str) -> String {
    format!("{record}ListPop")
}

/// The helper `t.l = t.l.next` becomes: the list without its newest live element (and
/// the removed ones stored after it), which is cleared so the slice does not keep what it
/// held alive. Like `t.l.next` on an empty list, it panics when no live element is left.
fn pop_helper(model: &Model, record: &str) -> Option<Edit> {
    let decl = model.index.types[record];
    let name = pop_helper_name(record);
    let text = format!(
        "\n\n// {name} drops the newest live {record} of l (stored last) and the removed ones\n// after it. Like following next from an empty list, it panics when none is live.\nfunc {name}(l []{record}) []{record} {{\n\tfor len(l) > 0 && l[len(l)-1]._is_nil {{\n\t\tl = l[:len(l)-1]\n\t}}\n\tl[len(l)-1] = {record}{{}}\n\treturn l[:len(l)-1]\n}}"
    );
    Some(Edit::insert(
        &decl.spec.file.path,
        decl.decl.end_byte(),
        text,
    ))
}

/// The statement block a declaration lives in (its function body).
fn enclosing_body(node: Node) -> Option<Node> {
    let mut current = node.parent()?;
    loop {
        if matches!(
            current.kind(),
            "function_declaration" | "method_declaration" | "func_literal"
        ) {
            return current.child_by_field_name("body");
        }
        current = current.parent()?;
    }
}

#[cfg(test)]
mod tests {
    use super::may_hold_record;

    #[test]
    fn prefilter_lets_every_field_shape_through() {
        for text in [
            "package a\ntype t struct {\n\tb *board\n}\ntype board struct{ n int }\n",
            "package a\ntype player struct{ stats *stats }\ntype stats struct{ wins int }\n",
            "package a\ntype (\n\tt struct {\n\t\ta, b *rec // two\n\t}\n\trec struct{}\n)\n",
            "package a\ntype node[V any] struct {\n\tnext *node[V]\n}\n",
            "package a\ntype q struct {\n\thead *item `json:\"head\"`\n}\ntype item struct{}\n",
        ] {
            assert!(may_hold_record(&[text]), "{text}");
        }
    }

    #[test]
    fn prefilter_skips_packages_without_pointer_fields_to_their_structs() {
        for text in [
            // Pointer receivers, parameters and locals are not fields.
            "package a\ntype t struct{ n int }\nfunc (r *t) m(o *t) *t {\n\tvar p *t\n\treturn p\n}\n",
            // A pointer to another package's struct.
            "package a\ntype t struct {\n\tb *bytes.Buffer\n}\n",
            // A pointer to a type that is not a struct.
            "package a\ntype id int\ntype t struct {\n\tn *id\n}\n",
        ] {
            assert!(!may_hold_record(&[text]), "{text}");
        }
    }
}
