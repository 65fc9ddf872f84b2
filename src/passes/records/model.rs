//! The model: what the pass knows of a package before judging any field. Candidates
//! (containers, their pointer fields, the records those point to), list records, what
//! reflection and unsafe reach, and the value uses of a container.

use super::*;
use crate::syntax::NodeExt;
use crate::syntax::{calls_starting_with, enclosing_function, struct_fields};

/// A field of a container the pass may convert.
#[derive(Clone, Copy)]
pub(super) struct Candidate<'a> {
    pub(super) field: &'a str,
    /// The record type the field points to.
    pub(super) record: &'a str,
    /// `true`: the record is a list record and this field is a list head.
    pub(super) list: bool,
    pub(super) declaration: Located<'a>,
    /// The `*S` type node.
    pub(super) ty: Node<'a>,
}

/// A struct with exactly one field pointing to its own type.
#[derive(Clone, Copy)]
pub(super) struct ListRecord<'a> {
    pub(super) link: &'a str,
    pub(super) link_field: Located<'a>,
}

/// A file (by address: files live as long as the package) and a link name.
pub(super) type PushBackKey<'a> = (*const SourceFile, &'a str);

/// What the pass knows about the package before judging any field.
pub(super) struct Model<'a> {
    pub(super) index: &'a Index<'a>,
    pub(super) containers: BTreeMap<&'a str, Vec<Candidate<'a>>>,
    pub(super) lists: BTreeMap<&'a str, ListRecord<'a>>,
    /// List records with two or more self pointers, with the second one.
    pub(super) doubly: BTreeMap<&'a str, Located<'a>>,
    /// Why each list record cannot be converted at all (an unrecognised link use), with
    /// the refusal's code.
    pub(super) list_blocked: BTreeMap<&'a str, (Located<'a>, &'static str, String)>,
    /// Pointer fields declared together (`a, b *S`): one type edit would change both.
    pub(super) grouped: Vec<(&'a str, String, Located<'a>)>,
    /// A reason every field must be refused: the package uses reflection or unsafe.
    pub(super) package_blocked: Option<(Located<'a>, String)>,
    /// Containers and records a file importing unsafe or reflect reaches, with why.
    pub(super) type_blocked: BTreeMap<&'a str, (Located<'a>, String)>,
    /// Push-backs found per file and link, so that each file is walked once per link
    /// rather than once per use (a walk per use made the pass quadratic).
    pub(super) push_backs: RefCell<HashMap<PushBackKey<'a>, Rc<Vec<PushBack<'a>>>>>,
    /// The package's calls, read on first need.
    calls: OnceCell<CallGraph<'a>>,
    /// What may change each list field, by field, computed on first need.
    writers: RefCell<HashMap<String, Rc<BTreeMap<&'a str, Chain<'a>>>>>,
    /// What may let other goroutines run, computed on first need.
    yielders: OnceCell<BTreeMap<&'a str, (Vec<&'a str>, String)>>,
}

/// Why assembly keeps every container of `package` as it is, if the package holds any
/// (in any build): assembly reads a struct's fields at offsets written into its code
/// (`MOVQ 16(AX), BX` for `armor`), and a record stored inline moves the fields after it.
/// Nothing tells which of the package's values its functions are handed, nor which
/// package variables they read by symbol. Known from the type facts.
fn assembly_held(package: &Package) -> Option<String> {
    let named = match package.types.known()?.assembly() {
        [] => return None,
        [one] => one.clone(),
        [first, rest @ ..] => format!("{first} and {} more", rest.len()),
    };
    Some(format!("the package holds assembly ({named}), which reads fields at offsets fixed when it was written: storing a record inline moves the fields after it, and which values the assembly is handed or reads is not known"))
}

/// The code of a link use no shape explains.
const ELSEWHERE: &str = "link_used_elsewhere";

impl<'a> Model<'a> {
    /// The model of `package`'s candidates. `blocked` is what [`reflected_in_tests`] says
    /// of the names [`spelled_names`](super::spelled_names) gives: a test reflecting on
    /// a candidate refuses them all, and `index` may then hold declarations only.
    pub(super) fn build(
        index: &'a Index<'a>,
        package: &'a Package,
        blocked: Option<(Located<'a>, String)>,
        reflect: bool,
    ) -> Model<'a> {
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
            calls: OnceCell::new(),
            writers: RefCell::new(HashMap::new()),
            yielders: OnceCell::new(),
        };
        for (name, decl) in &index.types {
            if decl.ty.kind_name() != "struct_type" || decl.generic {
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
            if decl.ty.kind_name() != "struct_type" || decl.generic {
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
                        .is_some_and(|r| r.ty.kind_name() == "struct_type")
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
                if record.ty.kind_name() != "struct_type" || record.generic {
                    continue;
                }
                let Some(ty) = field_node.field("type") else {
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
        model.package_blocked = blocked;
        if model.package_blocked.is_some() {
            // Every field is refused for it: neither the files importing unsafe nor the
            // lists need judging.
            return model;
        }
        model.type_blocked = reach::reached(index, package, &names, reflect);
        if let Some(why) = assembly_held(package) {
            for (container, fields) in &model.containers {
                if let Some(first) = fields.first() {
                    model
                        .type_blocked
                        .entry(container)
                        .or_insert_with(|| (first.declaration, why.clone()));
                }
            }
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
    pub(super) fn reached(&self, container: &str, record: &str) -> Option<&(Located<'a>, String)> {
        self.type_blocked
            .get(container)
            .or_else(|| self.type_blocked.get(record))
    }

    /// A field of the container or the record updated with a 64-bit `sync/atomic` function
    /// (`atomic.AddUint64(&g.id, 1)`): 32-bit platforms need it 8-byte aligned, which Go
    /// guarantees for the first word of an allocation but not for a record stored inline
    /// behind a flag. (The typed `atomic.Int64` and `atomic.Uint64` align themselves.)
    pub(super) fn atomic_alignment(
        &self,
        container: &str,
        record: &str,
    ) -> Option<(Located<'a>, String)> {
        for at in self.index.references_to("atomic") {
            let Some(selector) = at
                .node
                .parent()
                .filter(|p| p.kind_name() == "selector_expression")
            else {
                continue;
            };
            let function = selector.field("field").map_or("", |f| at.file.text_of(f));
            let wide = ["Add", "Load", "Store", "Swap", "CompareAndSwap"]
                .iter()
                .any(|op| function == format!("{op}Int64") || function == format!("{op}Uint64"));
            let Some(call) = selector
                .parent()
                .filter(|c| c.kind_name() == "call_expression")
            else {
                continue;
            };
            let (true, Some((_, args))) = (wide, call_parts(call)) else {
                continue;
            };
            let Some(target) = args.first().map(|a| unparen(*a)) else {
                continue;
            };
            let Some(field) = target
                .field("operand")
                .filter(|_| target.kind_name() == "unary_expression")
                .map(unparen)
                .filter(|o| o.kind_name() == "selector_expression")
                .and_then(|o| o.field("field"))
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
                            n.kind_name() == "field_identifier" && decl.spec.file.text_of(n) == name
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
        self.wide_field_address(container, record)
    }

    /// The address of a 64-bit integer field taken through a field of the container or
    /// the record (`bump(&t.shots)`, `&t.ctr.shots`): a helper may update it with a
    /// 64-bit sync/atomic function, which on 32-bit platforms needs it 8-byte aligned, and
    /// the fields after an inline record (or of a record in a slice) move to offsets Go
    /// no longer aligns so. Which function the address reaches is not followed: taking it
    /// is enough.
    fn wide_field_address(&self, container: &str, record: &str) -> Option<(Located<'a>, String)> {
        for owner in [container, record] {
            let Some(decl) = self.index.types.get(owner) else {
                continue;
            };
            let names: BTreeSet<&str> = descendants(decl.ty)
                .filter(|n| n.kind_name() == "field_identifier")
                .map(|n| decl.spec.file.text_of(n))
                .collect();
            for name in names {
                for used in self.index.field_uses(name, owner) {
                    // The whole selection `t.ctr.shots` the use (`ctr`) is in.
                    let Some(mut outer) = used.node.parent().filter(|p| {
                        p.kind_name() == "selector_expression"
                            && p.field("field") == Some(used.node)
                    }) else {
                        continue;
                    };
                    while let Some(parent) = outer.parent().filter(|p| {
                        matches!(
                            p.kind_name(),
                            "selector_expression" | "parenthesized_expression"
                        ) && p.field("field") != Some(outer)
                    }) {
                        outer = parent;
                    }
                    let taken = outer.parent().is_some_and(|p| {
                        p.kind_name() == "unary_expression"
                            && p.field("operator")
                                .is_some_and(|o| used.file.text_of(o) == "&")
                    });
                    let selection = unparen(outer);
                    let last = selection
                        .field("field")
                        .filter(|_| selection.kind_name() == "selector_expression")
                        .map(|f| used.file.text_of(f));
                    let Some(last) = last.filter(|l| taken && self.wide_integer_field(l)) else {
                        continue;
                    };
                    return Some((
                        Located {
                            file: used.file,
                            node: outer,
                        },
                        format!(
                            "the address of {}, a 64-bit integer reached through {owner}.{name}, is taken here: a 64-bit sync/atomic function it is handed to needs it 8-byte aligned on 32-bit platforms, and stored inline, {record} would move {last} off that alignment",
                            used.file.text_of(outer)
                        ),
                    ));
                }
            }
        }
        None
    }

    /// Whether a struct type of the package declares a field `name` of type int64 or
    /// uint64, the types 64-bit sync/atomic functions take the address of.
    fn wide_integer_field(&self, name: &str) -> bool {
        self.index.types.values().any(|decl| {
            descendants(decl.ty)
                .filter(|n| n.kind_name() == "field_declaration")
                .any(|f| {
                    let mut cursor = f.walk();
                    let named = f
                        .children_by_field_name("name", &mut cursor)
                        .any(|n| decl.spec.file.text_of(n) == name);
                    named
                        && f.field("type").is_some_and(|t| {
                            matches!(decl.spec.file.text_of(t), "int64" | "uint64")
                        })
                })
        })
    }

    /// Every push to the back of lists linked by `link` in `file`, found once.
    /// The package functions, methods and variables that may change `field`.
    pub(super) fn writers(&self, field: &str) -> Rc<BTreeMap<&'a str, Chain<'a>>> {
        if let Some(found) = self.writers.borrow().get(field) {
            return Rc::clone(found);
        }
        let graph = self.calls.get_or_init(|| CallGraph::build(self.index));
        let found = Rc::new(graph.writers_of(field));
        self.writers
            .borrow_mut()
            .insert(field.to_string(), Rc::clone(&found));
        found
    }

    /// The package functions and methods that may let other goroutines run (see
    /// [`CallGraph::yielders`]).
    pub(super) fn yielders(&self) -> &BTreeMap<&'a str, (Vec<&'a str>, String)> {
        self.yielders.get_or_init(|| {
            self.calls
                .get_or_init(|| CallGraph::build(self.index))
                .yielders()
        })
    }

    /// Whether some function of the package assigns `field` (pushes, clears and
    /// replacements included): another goroutine running one may change it.
    pub(super) fn field_assigned(&self, field: &str) -> bool {
        self.writers(field)
            .values()
            .any(|c| matches!(c.change, super::writers::Change::Assigns(_)))
    }

    /// The first call in `region` to a package function or method that may let other
    /// goroutines run, described (`handOff(out, ack, s.id) lets other goroutines run
    /// (in handOff, `out <- id` ...)`).
    pub(super) fn yielding_call(&self, file: &SourceFile, region: Node) -> Option<String> {
        let yielders = self.yielders();
        if yielders.is_empty() {
            return None;
        }
        descendants(region)
            .filter(|n| n.kind_name() == "call_expression")
            .find_map(|call| {
                let (callee, _) = call_parts(call)?;
                let callee = unparen(callee);
                let name = match callee.kind_name() {
                    "identifier" => callee,
                    "selector_expression" => callee.field("field")?,
                    _ => return None,
                };
                let (through, why) = yielders.get(file.text_of(name))?;
                let path = through.join(", which calls ");
                Some(format!(
                    "{} lets other goroutines run (in {path}, {why})",
                    first_line_of(file.text_of(call))
                ))
            })
    }

    pub(super) fn push_backs(&self, file: &'a SourceFile, link: &'a str) -> Rc<Vec<PushBack<'a>>> {
        let key = (std::ptr::from_ref(file), link);
        if let Some(found) = self.push_backs.borrow().get(&key) {
            return Rc::clone(found);
        }
        let found = Rc::new(push_backs(file, link));
        self.push_backs.borrow_mut().insert(key, Rc::clone(&found));
        found
    }

    /// The loop copying a list in order whose `last.next = n` a use of a link name is, of
    /// this record or of another list record with the same link name (the loop declares
    /// `var last *R`, so the use is R's whatever the names say).
    fn in_clone_loop<'f>(
        &self,
        file: &'f SourceFile,
        node: Node<'f>,
        link: &str,
    ) -> Option<CloneLoop<'f>> {
        self.lists
            .iter()
            .filter(|(_, l)| l.link == link)
            .find_map(|(record, _)| {
                let fields = record_fields(self.index, record);
                enclosing_clone_loop(file, node, record, link, &fields)
                    .filter(|c| c.link_assignment.byte_range().contains(&node.start_byte()))
            })
    }

    /// Every use of a list record's link must be the update of a recognised traversal; and
    /// every literal of the record keyed (a positional literal breaks when fields change).
    pub(super) fn link_uses_blocked(
        &self,
        record: &str,
    ) -> Option<(Located<'a>, &'static str, String)> {
        let list = self.lists[record];
        let refs = self.index.field_uses(list.link, record);
        for at in &refs {
            if at
                .node
                .parent()
                .is_some_and(|p| p.kind_name() == "field_declaration")
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
                || in_pointer_loop(at.file, at.node, list.link)
                || in_lookahead_loop(at.file, at.node, list.link)
            {
                continue;
            }
            if let Some(clone) = self.in_clone_loop(at.file, at.node, list.link) {
                if clone.fresh {
                    continue;
                }
                return Some((
                    *at,
                    ELSEWHERE,
                    format!(
                        "{record}.{} is set here by a loop copying a list into {}, whose container was not made just before it without the list: copying an empty list leaves the old one, which one append would clear",
                        list.link,
                        at.file.text_of(clone.target)
                    ),
                ));
            }
            let fields = record_fields(self.index, record);
            if let Some(why) = altered_copy(at.file, at.node, record, list.link, &fields) {
                return Some((
                    *at,
                    ELSEWHERE,
                    format!(
                        "{record}.{} is set here by a loop building a new list from another whose new {record}s are not plain copies ({why}): only a loop copying every field but the link unchanged becomes an append of the slice",
                        list.link
                    ),
                ));
            }
            if let Some(tail) = tail_append(at.node) {
                return Some((
                    *at,
                    "tail_pointer",
                    format!(
                        "{record}.{} is set here through {}, a second pointer into the list that keeps its last {record} (a queue with a tail pointer): such a queue is not turned into a slice",
                        list.link,
                        at.file.text_of(tail)
                    ),
                ));
            }
            if pushed_node_used_after(at.file, at.node, list.link) {
                return Some((
                    *at,
                    ELSEWHERE,
                    format!(
                        "{record}.{} is set here by a push whose new {record} is used after it is pushed: in the slice the pushed {record} is a copy, which later changes through that variable would miss",
                        list.link
                    ),
                ));
            }
            return Some((
                *at,
                ELSEWHERE,
                format!(
                    "{record}.{} is used here other than to step a traversal",
                    list.link
                ),
            ));
        }
        for at in &self.index.type_references(record) {
            let Some(literal) = at
                .node
                .parent()
                .filter(|p| p.kind_name() == "composite_literal")
            else {
                continue;
            };
            if let Some(body) = literal.field("body") {
                if named_children(body)
                    .iter()
                    .any(|e| e.kind_name() != "keyed_element")
                {
                    return Some((
                        *at,
                        "positional_literal",
                        format!("{record} is built here with positional fields"),
                    ));
                }
                let keyed_link = keyed_element(at.file, literal, list.link);
                if let Some(element) = keyed_link {
                    // `next: nil` in the record a push to the back appends: the push
                    // leaves it out of the slice's element.
                    let pushed_back = self
                        .push_backs(at.file, list.link)
                        .iter()
                        .any(|p| p.literal == literal);
                    if push_front(at.file, literal, list.link).is_none() && !pushed_back {
                        return Some((
                            Located {
                                file: at.file,
                                node: element,
                            },
                            ELSEWHERE,
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
pub(super) fn reflected_in_tests<'a>(
    package: &'a Package,
    names: &BTreeSet<&str>,
) -> Option<(Located<'a>, String)> {
    // Only a test importing reflect can call it (imports are read from the top level).
    let reflecting = |file: &&SourceFile| file.is_test() && imports(file).any(|p| p == "reflect");
    for file in package.all_files().filter(reflecting) {
        for node in calls_starting_with(file, "reflect.") {
            let Some((callee, args)) = call_parts(node) else {
                continue;
            };
            if !file.text_of(callee).starts_with("reflect.") {
                continue;
            }
            let spelled = args.iter().any(|a| {
                descendants(*a).any(|n| {
                    matches!(
                        n.kind_name(),
                        "identifier" | "field_identifier" | "type_identifier"
                    ) && names.contains(file.text_of(n))
                        && !(n.kind_name() == "identifier" && local_of_other_type(file, n, names))
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

/// Whether an identifier names a variable the function declares with a type spelling no
/// candidate: `var b []bool`, a parameter `b *testing.B`, `b := []bool{}`. Such a value
/// holds no record whatever its name (encoding/gob's `reflect.TypeOf(b)` beside a
/// candidate field `b`). Any other declaration, or none found, keeps the name suspect.
fn local_of_other_type(file: &SourceFile, ident: Node, names: &BTreeSet<&str>) -> bool {
    let name = file.text_of(ident);
    let Some(scope) = enclosing_function(ident) else {
        return false;
    };
    let spells_candidate = |ty: Node| {
        descendants(ty)
            .chain(std::iter::once(ty))
            .any(|t| t.kind_name() == "type_identifier" && names.contains(file.text_of(t)))
    };
    let mut typed = None;
    for node in descendants(scope) {
        let declares = |field: &str| {
            let mut cursor = node.walk();
            let found = node
                .children_by_field_name(field, &mut cursor)
                .any(|n| file.text_of(n) == name);
            found
        };
        let ty = match node.kind_name() {
            "var_spec" | "parameter_declaration" if declares("name") => node.field("type"),
            "short_var_declaration" => {
                let (Some(left), Some(right)) = (node.field("left"), node.field("right")) else {
                    continue;
                };
                let lefts = named_children(left);
                let Some(at) = lefts.iter().position(|l| file.text_of(*l) == name) else {
                    continue;
                };
                named_children(right)
                    .get(at)
                    .filter(|r| r.kind_name() == "composite_literal")
                    .and_then(|r| r.field("type"))
            }
            _ => continue,
        };
        match (ty, typed) {
            (Some(ty), None) => typed = Some(ty),
            // Declared twice in the function, or without a type: judged by name.
            _ => return false,
        }
    }
    typed.is_some_and(|ty| !spells_candidate(ty))
}

/// The `*T` fields (`field_declaration`, field name, record name) of a struct that a
/// generic type keeps out of the pass: every pointer field to a package struct when the
/// container is generic, and `*node[T]` fields pointing to a generic record otherwise. They
/// are refused with a reason rather than passed over in silence.
pub(super) fn generic_pointer_fields<'a>(
    index: &Index<'a>,
    decl: &TypeDecl<'a>,
) -> Vec<(Located<'a>, &'a str, &'a str)> {
    let file = decl.spec.file;
    let mut out = Vec::new();
    for field in struct_fields(decl.ty) {
        let Some(ty) = field.field("type").map(unparen) else {
            continue;
        };
        if ty.kind_name() != "pointer_type" {
            continue;
        }
        let Some(mut target) = ty.named_child(0).map(unparen) else {
            continue;
        };
        let instantiated = target.kind_name() == "generic_type";
        if instantiated {
            match target.field("type") {
                Some(base) => target = base,
                None => continue,
            }
        }
        let record = file.text_of(target);
        let is_struct = index
            .types
            .get(record)
            .is_some_and(|t| t.ty.kind_name() == "struct_type");
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
pub(super) fn pointer_fields<'a>(decl: &TypeDecl<'a>) -> Vec<(Node<'a>, Vec<&'a str>, &'a str)> {
    let file = decl.spec.file;
    struct_fields(decl.ty)
        .into_iter()
        .filter_map(|f| {
            let ty = unparen(f.field("type")?);
            if ty.kind_name() != "pointer_type" {
                return None;
            }
            let target = unparen(ty.named_child(0)?);
            if target.kind_name() != "type_identifier" {
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

/// Whether a use of a container variable goes through a field (`t.f`) or takes its
/// address (`&t`): neither copies it.
fn through_field_or_address(file: &SourceFile, n: Node) -> bool {
    n.parent().is_some_and(|p| {
        (p.kind_name() == "selector_expression" && p.field("operand") == Some(n))
            || (p.kind_name() == "unary_expression"
                && p.field("operator").is_some_and(|o| file.text_of(o) == "&"))
    })
}

/// The first use that copies container `C` (a value parameter, result, receiver or field,
/// a slice or map of `C`, a dereference `*p` of a `*C`, a local that is copied), and the
/// `var t C` declarations of locals that are only ever used as `t.f` or `&t`.
pub(super) fn value_uses<'a>(
    index: &Index<'a>,
    container: &str,
) -> (Option<Located<'a>>, Vec<Located<'a>>) {
    let mut locals = Vec::new();
    let mut pointers: BTreeSet<&str> = BTreeSet::new();
    // The package's external tests name an exported container too (`arena.Player`):
    // `b := a` there copies it as much as here.
    let mut references = index.type_references(container);
    references.extend(index.external_type_references(container));
    for at in &references {
        if used_through_pointer(at.file, at.node) {
            if let Some(name) = pointer_name(at.file, at.node) {
                pointers.insert(name);
            }
            continue;
        }
        let parent = at.node.parent();
        let local = match parent.map(|p| p.kind_name()) {
            // `var t C` inside a function, or an unexported package-level `var primary C`
            // (no other package can name it).
            Some("var_spec") => parent.filter(|spec| {
                spec.field("type") == Some(at.node)
                    && spec.field("value").is_none()
                    && (enclosing_body(*spec).is_some()
                        || spec
                            .field("name")
                            .is_some_and(|n| !crate::syntax::is_exported(at.file.text_of(n))))
            }),
            // `t := C{…}`.
            Some("composite_literal") => parent
                .and_then(|lit| lit.parent())
                .filter(|list| list.kind_name() == "expression_list")
                .and_then(|list| list.parent())
                .filter(|decl| decl.kind_name() == "short_var_declaration"),
            _ => None,
        };
        let Some(declaration) = local else {
            return (Some(*at), locals);
        };
        let names: Vec<Node> = match declaration.kind_name() {
            "var_spec" => {
                let mut cursor = declaration.walk();
                declaration
                    .children_by_field_name("name", &mut cursor)
                    .collect()
            }
            _ => declaration
                .field("left")
                .map(named_children)
                .unwrap_or_default(),
        };
        let [name] = names.as_slice() else {
            return (Some(*at), locals);
        };
        let declared_at = name.start_byte();
        let name = at.file.text_of(*name);
        let Some(scope) = enclosing_body(declaration) else {
            // A package-level variable: every use in the package, each through a field or
            // its address. Without facts a same-named local counts as a use of it, which
            // can only refuse more.
            let used_by_value = index.references_to(name).iter().find(|use_at| {
                let n = use_at.node;
                let its = match index.package.types.file(use_at.file).ok() {
                    Some(facts) => facts.object(n).is_some_and(|o| {
                        o.declared.is_some_and(|(file, offset)| {
                            offset == declared_at
                                && at.file.path.file_name().is_some_and(|f| f == file)
                        })
                    }),
                    None => true,
                };
                n.kind_name() == "identifier"
                    && n.start_byte() != declared_at
                    && its
                    && !through_field_or_address(use_at.file, n)
            });
            if let Some(copy) = used_by_value {
                return (Some(*copy), locals);
            }
            locals.push(Located {
                file: at.file,
                node: declaration,
            });
            continue;
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
            n.kind_name() == "identifier"
                && at.file.text_of(*n) == name
                && is_local(*n)
                && n.start_byte() > declaration.end_byte()
                && !through_field_or_address(at.file, *n)
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
        if declaration.kind_name() == "var_spec" {
            locals.push(Located {
                file: at.file,
                node: declaration,
            });
        }
    }
    // `*p` where p holds a *C copies the container: the first such dereference in the
    // package, read from the index's occurrences of each pointer's name (walking every
    // file once per container cost a tenth of the pass).
    let order = |file: &SourceFile| {
        index
            .package
            .all_files()
            .position(|f| std::ptr::eq(f, file))
    };
    let copy = pointers
        .iter()
        .flat_map(|name| index.references_to(name))
        .filter_map(|at| {
            if at.node.kind_name() != "identifier" {
                return None;
            }
            let unary = at.node.parent().filter(|u| {
                u.kind_name() == "unary_expression"
                    && u.field("operand") == Some(at.node)
                    && u.field("operator")
                        .is_some_and(|o| at.file.text_of(o) == "*")
            })?;
            // With type facts, a pointer of another type sharing the name (a method of
            // another type whose receiver is also `p`) copies no container (nats.go's
            // `*p = PriorityPolicyNone`).
            if let (Ok(facts), Some(container)) = (
                index.package.types.file(at.file),
                index.package.types.known().map(|t| t.qualify(container)),
            ) {
                if facts
                    .type_of(at.node)
                    .is_some_and(|ty| ty != format!("*{container}"))
                {
                    return None;
                }
            }
            Some(Located {
                file: at.file,
                node: unary,
            })
        })
        .min_by_key(|at| (order(at.file), at.node.start_byte()));
    (copy, locals)
}
