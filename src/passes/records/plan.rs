//! The plan for one container: each candidate field judged in turn ([`ContainerPlan::field`])
//! and, when every use of it fits, its edits; then the creations and the finding.

use super::*;
use crate::syntax::NodeExt;

/// The judgement and edits of one container's fields.
pub(super) struct ContainerPlan<'m, 'a> {
    pub(super) model: &'m Model<'a>,
    pub(super) container: &'a str,
    pub(super) edits: Vec<Edit>,
    pub(super) refusals: Vec<Refusal>,
    pub(super) converted: Vec<String>,
    /// The record types of the converted fields.
    pub(super) records: BTreeSet<&'a str>,
    /// Behaviour a reviewer must know of beyond the conversions (tombstones).
    pub(super) cautions: Vec<String>,
    /// Lookups that now return a pointer into a slice (judged while edits are made).
    pub(super) lookups: RefCell<BTreeSet<String>>,
    /// Exported lookups returning a cursor to a record type opaque outside the package.
    pub(super) exported_lookups: RefCell<BTreeSet<String>>,
    /// Optional fields converted, which container creations must mark absent.
    pub(super) optional: Vec<(&'a str, &'a str)>,
    /// Whether the container is only ever used through pointers or as locals that are never
    /// copied, or the first use that copies it.
    pub(super) by_value: Option<Located<'a>>,
    /// `var t C` declarations of such locals, which must mark their records absent.
    pub(super) locals: Vec<Located<'a>>,
    /// How optional records say they are absent.
    pub(super) flag: RecordFlag,
    /// The fields converted: name, record, whether a list head.
    pub(super) changed: Vec<(&'a str, &'a str, bool)>,
    /// Helpers that return an optional record they made sure of (`ensureStats (p.stats)`).
    pub(super) ensured: RefCell<BTreeSet<String>>,
    /// Fields of list records refused as list heads, with their uses and the refusal,
    /// judged again by [`ContainerPlan::settle_deferred`].
    pub(super) deferred: Vec<Deferred<'a>>,
    /// Records whose list another container of the package makes a slice in this run
    /// (found by a first planning of the package): their link is gone there too.
    pub(super) unlinked_elsewhere: BTreeSet<&'a str>,
    /// Records of fields refused as list heads while no list of them was made a slice
    /// here: if another container does make one, the package is planned again.
    pub(super) refused_heads: Vec<&'a str>,
}

/// A field refused as a list head: the candidate, its uses, and why.
pub(super) type Deferred<'a> = (
    Candidate<'a>,
    Vec<Located<'a>>,
    (Located<'a>, &'static str, String),
);

impl<'m, 'a> ContainerPlan<'m, 'a> {
    pub(super) fn new(
        model: &'m Model<'a>,
        container: &'a str,
        flag: RecordFlag,
    ) -> ContainerPlan<'m, 'a> {
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
            exported_lookups: RefCell::new(BTreeSet::new()),
            optional: Vec::new(),
            by_value,
            locals,
            flag,
            changed: Vec::new(),
            deferred: Vec::new(),
            unlinked_elsewhere: BTreeSet::new(),
            refused_heads: Vec::new(),
            ensured: RefCell::new(BTreeSet::new()),
        }
    }

    pub(super) fn refuse(&mut self, field: &str, at: Located, code: &'static str, message: String) {
        self.refusals.push(Refusal {
            pass: NAME,
            subject: format!("{}.{field}", self.container),
            code,
            location: Location::at(at.file, at.node.start_byte()),
            message,
        });
    }

    /// Judges one field and, when every use fits, records its edits.
    pub(super) fn field(&mut self, candidate: &Candidate<'a>) {
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
            let (code, why) = by_value_reason(self.container, at);
            return self.refuse(field, at, code, why);
        }
        if candidate.list {
            if let Some((at, code, why)) = model.list_blocked.get(record) {
                return self.refuse(field, *at, code, why.clone());
            }
        }
        let uses = model.index.field_uses(field, self.container);
        let backwards = candidate.list && uses.iter().any(|at| self.is_push_front(at, record));
        match self.judge(candidate, candidate.list, &uses, backwards) {
            Ok(edits) => self.convert(candidate, candidate.list, edits, backwards),
            // A field of a list record used as no list (`best *score` beside the list
            // `scores`) is judged again once the container's lists are settled: if one of
            // them takes the link off the record, a second run would see a plain record.
            Err(refusal) if candidate.list => self.deferred.push((*candidate, uses, refusal)),
            Err((at, code, message)) => self.refuse(field, at, code, message),
        }
    }

    /// Judges the fields refused as list heads once every field of the container was
    /// judged: where this run makes the record's list a slice (so the link is gone), such
    /// a field is judged as an optional record, as the next run would judge it. Without
    /// this a second run rewrote what the first refused.
    pub(super) fn settle_deferred(&mut self) {
        for (candidate, uses, (at, code, message)) in std::mem::take(&mut self.deferred) {
            if !self.unlinks(candidate.record) {
                self.refused_heads.push(candidate.record);
                self.refuse(candidate.field, at, code, message);
                continue;
            }
            match self.judge(&candidate, false, &uses, false) {
                Ok(edits) => self.convert(&candidate, false, edits, false),
                Err((at, code, message)) => self.refuse(candidate.field, at, code, message),
            }
        }
    }

    /// Whether this run takes the link off `record`: a list of it made a slice in this
    /// container, or in another of the package.
    pub(super) fn unlinks(&self, record: &str) -> bool {
        self.unlinked_elsewhere.contains(record)
            || self
                .changed
                .iter()
                .any(|&(_, other, list)| list && other == record)
    }

    /// The edits for every use of a field judged as a list head or as an optional
    /// record, or the first use that does not fit.
    fn judge(
        &self,
        candidate: &Candidate<'a>,
        list: bool,
        uses: &[Located<'a>],
        backwards: bool,
    ) -> Result<Vec<Edit>, (Located<'a>, &'static str, String)> {
        let record = candidate.record;
        let mut edits = Vec::new();
        for at in uses {
            if at
                .node
                .parent()
                .is_some_and(|p| p.kind_name() == "field_declaration")
            {
                continue; // A declaration, not a use.
            }
            if let Some((container, other)) = evaluated_again(self.model.index, at, uses) {
                return Err((
                    *at,
                    "container_from_a_call",
                    format!(
                        "`{container}` calls something to find the container, and line {} spells it again: each spelling may be another container, where the rewrite (a push's append, a pop, a guarded store) takes both for one",
                        other.file.position(other.node.start_byte()).line
                    ),
                ));
            }
            if let Some(statement) =
                deferred_at(at.node).filter(|s| !read_now_by_value(self.model.index, at, *s))
            {
                return Err((
                    *at,
                    "deferred_use",
                    format!(
                        "`{}` evaluates {} now and runs later: stored inline, what it took would be the container's own slot, replaced or moved by then",
                        first_line_of(at.file.text_of(statement)),
                        at.file.text_of(at.node.parent().unwrap_or(at.node))
                    ),
                ));
            }
            let result = if list {
                self.list_use(*at, record, backwards)
            } else {
                self.optional_use(*at, record)
            };
            match result {
                Ok(mut more) => edits.append(&mut more),
                Err((code, message)) => return Err((*at, code, message)),
            }
        }
        self.check_literals(candidate.field, record, list, &mut edits)?;
        Ok(edits)
    }

    /// Records a field whose uses all fit: the census's last word, the field's new type,
    /// the record's declaration and helpers, and the notes.
    fn convert(
        &mut self,
        candidate: &Candidate<'a>,
        list: bool,
        mut edits: Vec<Edit>,
        backwards: bool,
    ) {
        let model = self.model;
        let field = candidate.field;
        let record = candidate.record;
        // Every use the census lists that no spelling shows: the container or the record
        // reaching fmt or reflect, a receiver kept, a method value. Judged after the
        // spelled uses, whose reasons are the more specific. Then what no facts show: a
        // comment the edits would drop, a use in a file another build compiles.
        let refused = census::refusal(model, self.container, record, self.flag)
            .or_else(|| {
                let files: Vec<&SourceFile> = model.index.package.all_files().collect();
                crate::passes::dropped_comment(&files, &edits, false)
                    .map(|(at, why)| (at, "comment_dropped", why))
            })
            .or_else(|| {
                other_build_mention(model, self.container, record)
                    .map(|(at, why)| (at, "other_build_use", why))
            })
            .or_else(|| conversion_to(model, record).map(|(at, why)| (at, "converted", why)))
            .or_else(|| field_address(model, record).map(|(at, why)| (at, "field_address", why)));
        if let Some((location, code, why)) = refused {
            self.refusals.push(Refusal {
                pass: NAME,
                subject: format!("{}.{field}", self.container),
                code,
                location,
                message: why,
            });
            return;
        }
        // A pointer method of the record that may replace the record while it runs (it
        // assigns the field through a back-pointer, or calls a hook that does): its
        // receiver would then point at the container's slot, zeroed or moved.
        let pointer_methods = || {
            model
                .index
                .methods
                .get(record)
                .into_iter()
                .flatten()
                .filter(|m| m.pointer_receiver)
        };
        let writers = model.writers(field);
        let replacing = pointer_methods().find_map(|m| writers.get(m.name).map(|chain| (m, chain)));
        // `func (s *stats) reset() { *s = stats{} }`: under _present the whole store also
        // clears the flag of the inline record it runs on, which then reads as absent.
        if !list && self.flag == RecordFlag::Present {
            let whole = pointer_methods().find_map(|m| stores_whole_receiver(m).map(|at| (m, at)));
            if let Some((method, at)) = whole {
                return self.refuse(
                    field,
                    Located { file: method.at.file, node: at },
                    "flag_polarity",
                    format!(
                        "{record}.{} stores a whole {record} through its receiver (`{}`): under _present that also clears the flag of the inline record it runs on, which would then read as absent",
                        method.name,
                        crate::syntax::first_line_of(method.at.file.text_of(at))
                    ),
                );
            }
        }
        // A pointer method that lets other goroutines run while the field is assigned in
        // the package: one of them may replace the record under the receiver.
        let yielding = (!list && model.field_assigned(field))
            .then(|| {
                let yielders = model.yielders();
                pointer_methods()
                    .find_map(|m| yielders.get(m.name).map(|(through, why)| (m, through, why)))
            })
            .flatten();
        if let Some((method, through, why)) = yielding {
            return self.refuse(
                field,
                method.at,
                "receiver_replaced",
                format!(
                    "{record}.{} lets other goroutines run (in {}, {why}) and {field} is assigned in this package: one may replace the record while the method runs; stored inline, its receiver would then be the new record",
                    method.name,
                    through.join(", which calls ")
                ),
            );
        }
        if let Some((method, chain)) = replacing {
            let how = if chain.is_direct() {
                format!("it assigns {field}")
            } else {
                chain.describe()
            };
            return self.refuse(
                field,
                method.at,
                "receiver_replaced",
                format!("{record}.{} may replace the record it runs on ({how}): stored inline, its receiver would then point at the container's slot, zeroed or moved, for the rest of the call", method.name),
            );
        }
        // The field's type, and the record's declaration.
        let file = candidate.declaration.file;
        let new_type = if list {
            format!("[]{record}")
        } else {
            record.to_string()
        };
        edits.push(Edit::replace(
            &file.path,
            candidate.ty.byte_range(),
            new_type,
        ));
        let flag = if list { "_is_nil" } else { self.flag.field() };
        // A record an earlier run stored inline for another container already carries a
        // flag: the same one is reused, never declared twice; the other polarity refuses.
        let carried = record_fields(model.index, record);
        // A flag's name on a record no field holds inline is the package's own field, with
        // its own meaning: taken for the mark of absence, it would make records absent.
        let own = [RecordFlag::IsNil.field(), RecordFlag::Present.field()]
            .into_iter()
            .find(|f| carried.contains(f));
        if let Some(own) = own.filter(|_| !held_inline(model.index, record)) {
            return self.refuse(
                field,
                candidate.declaration,
                "flag_name_taken",
                format!("{record} declares a field {own} of its own (no field holds a {record} inline, as an earlier run would have left it); unbox would take it for its mark of an absent record"),
            );
        }
        // A method of that name: a field beside it would not compile ("field and method
        // with the same name").
        if model
            .index
            .methods_of(record)
            .iter()
            .any(|m| m.name == flag)
        {
            return self.refuse(
                field,
                candidate.declaration,
                "flag_name_taken",
                format!("{record} declares a method {flag}, and unbox would add a field of that name to mark an absent record: a struct cannot have both"),
            );
        }
        if let Some(other) = [RecordFlag::IsNil.field(), RecordFlag::Present.field()]
            .into_iter()
            .find(|f| *f != flag && carried.contains(f))
        {
            return self.refuse(
                field,
                candidate.declaration,
                "flag_mismatch",
                format!("{record} already carries {other} from an earlier run, and this run would mark it with {flag}; run with the same --flag"),
            );
        }
        // Beside a list of the same record made a slice in this run, whose edit already
        // declares the record without its link and with `_is_nil`: that flag serves, and
        // the other polarity refuses as it would on the next run.
        let unlinked = !list && self.unlinks(record);
        if unlinked && flag != RecordFlag::IsNil.field() {
            return self.refuse(
                field,
                candidate.declaration,
                "flag_mismatch",
                format!("{record} is made a slice in this run, whose entries carry _is_nil, and this field would mark it with {flag}; one record type carries one flag"),
            );
        }
        if !unlinked {
            edits.extend(record_declaration_edits(model, record, list, flag));
        } else if !self
            .changed
            .iter()
            .any(|&(_, other, l)| l && other == record)
        {
            // The list is another container's: the same declaration edit as its own, which
            // coalesces with it, so that neither finding leaves the record half-changed.
            edits.extend(record_declaration_edits(model, record, true, flag));
        }
        let helper = empty_helper_name(record);
        let pop = pop_helper_name(record);
        let top = top_helper_name(record);
        // A helper the rewrite adds must not take a name the package already declares,
        // nor one a local variable, parameter or label spells: where the helper is called
        // inside its scope, that name would hide the function (`var itemListEmpty bool`).
        let taken = [&helper, &pop, &top].into_iter().find_map(|name| {
            if !list || !edits.iter().any(|e| e.new_text.contains(name.as_str())) {
                return None;
            }
            if model.index.is_declared(name) {
                return Some((name, "the package already declares that name"));
            }
            // The external tests cannot call an unexported helper, nor hide it.
            model
                .index
                .package
                .files
                .iter()
                .any(|f| f.identifiers().contains(name.as_str()))
                .then_some((name, "code of the package already spells that name, where a local variable or parameter of it would hide the helper"))
        });
        if let Some((name, why)) = taken {
            return self.refuse(
                field,
                candidate.declaration,
                "helper_name_taken",
                format!("the rewrite adds a helper function {name}, and {why}"),
            );
        }
        if list && edits.iter().any(|e| e.new_text.contains(&pop)) {
            edits.extend(pop_helper(model, record));
        }
        if list && edits.iter().any(|e| e.new_text.contains(&top)) {
            edits.extend(top_helper(model, record));
        }
        if list && edits.iter().any(|e| e.new_text.contains(&helper)) {
            edits.extend(empty_helper(model, record));
        } else if !list {
            // Stored inline, an absent record's fields read as zero values where the nil
            // pointer panicked; code that recovers from that panic would see the change.
            if let Some(at) = recover_site(model.index.package) {
                self.refusals.push(Refusal {
                    pass: NAME,
                    subject: format!("{}.{field}", self.container),
                    code: "panic_recovered",
                    location: at,
                    message: format!("the package recovers from panics here, and reading or writing a field of an absent {record}, which panics today (a nil pointer), would then use the zero values of the inline record instead"),
                });
                return;
            }
            if let Some(site) = module_recover_site(model.index.package) {
                self.refusals.push(Refusal {
                    pass: NAME,
                    subject: format!("{}.{field}", self.container),
                    code: "panic_recovered",
                    location: Location {
                        file: site.path.clone(),
                        position: crate::syntax::Position {
                            line: site.line,
                            column: site.column,
                        },
                    },
                    message: format!("package {}, of this module, recovers from panics here, and this package's code may run under it (a function it calls, or one calling it); reading or writing a field of an absent {record}, which panics today (a nil pointer), would then use the zero values of the inline record instead", site.package),
                });
                return;
            }
            self.optional.push((field, record));
        }
        // Removal marks a tombstone; nothing compacts the slice, which a reviewer of a
        // list with frequent removals must know (add+remove pairs leave dead entries that
        // every traversal scans).
        if list
            && edits
                .iter()
                .any(|e| e.new_text.ends_with("._is_nil = true"))
        {
            self.cautions.push(format!(
                "{field}: removals become tombstones (_is_nil = true) that stay in the slice: it is never compacted, so a list with many removals keeps growing and every traversal scans the dead entries"
            ));
        }
        self.records.insert(record);
        self.changed.push((field, record, list));
        self.converted.push(format!(
            "{field}: {} ({})",
            if list {
                format!("list of {record} → []{record}")
            } else {
                format!(
                    "optional {record} → inline {record} with {}",
                    self.flag.field()
                )
            },
            if list && backwards {
                "pushed at the front: stored newest-last, traversed backwards"
            } else {
                "order unchanged"
            }
        ));
        self.edits.extend(edits);
    }

    pub(super) fn is_push_front(&self, at: &Located<'a>, record: &str) -> bool {
        let Some(list) = self.model.lists.get(record) else {
            return false;
        };
        let Some(selector) = at
            .node
            .parent()
            .filter(|p| p.kind_name() == "selector_expression")
        else {
            return false;
        };
        let Some(assignment) = selector
            .parent()
            .and_then(|l| l.parent())
            .filter(|a| a.kind_name() == "assignment_statement")
        else {
            return false;
        };
        if two_statement_push(at.file, assignment, list.link).is_some() {
            return true;
        }
        let Some(right) = assignment.field("right") else {
            return false;
        };
        named_children(right).first().is_some_and(|r| {
            let r = unparen(*r);
            r.kind_name() == "unary_expression"
                && r.field("operand").is_some_and(|lit| {
                    lit.kind_name() == "composite_literal"
                        && push_front(at.file, lit, list.link) == Some(assignment)
                })
        })
    }
}

impl<'m, 'a> ContainerPlan<'m, 'a> {
    /// Emits the container's finding (with the zero-value edits for its creations) or its
    /// refusals.
    pub(super) fn finish(mut self, output: &mut PassOutput) {
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
        for lookup in self.exported_lookups.borrow().iter().filter(converted) {
            notes.push(format!("lookup: {lookup} is exported and now returns a pointer into the slice: two calls with a push or pop between them may return different pointers, and a pointer kept across one no longer sees the element. Callers in the package use it at once (checked); outside, the record type has no exported field or method and no exported function takes it, so code there can only compare it with nil"));
        }
        for helper in self.ensured.borrow().iter() {
            notes.push(format!("helper: {helper} now returns a pointer into the container, right until the field is assigned again; every caller today uses it at once (checked), and new callers must too"));
        }
        notes.extend(self.cautions.iter().cloned());
        // With type facts the module's other packages were searched for recover() too.
        let searched = if self.model.index.package.types.known().is_some() {
            "No recover() in the module's packages could tell; one in the standard library or another module would"
        } else {
            "No recover() in the package could tell; one elsewhere would (without type facts the module's other packages were not searched)"
        };
        for (field, record) in &self.optional {
            notes.push(format!("{field}: reading or writing a field of an absent {record} no longer panics (a nil pointer today): it reads the zero values of the inline record, and a write leaves it absent. {searched} (net/http recovers a handler's panic)"));
        }
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
        let shadowed = self
            .shadowed_type_name()
            .map(|(at, name, kind)| {
                (at, format!("the rewrite writes the type {name} here (an inline record's value), where the function's {kind} named {name} hides it"))
            })
            .or_else(|| {
                self.shadowed_builtin().map(|(at, name, hidden_by)| {
                    (at, format!("the rewrite writes Go's predeclared {name} here, where {hidden_by} hides it"))
                })
            });
        if let Some((at, message)) = shadowed {
            output.refusals.push(Refusal {
                pass: NAME,
                subject: self.container.to_string(),
                code: "name_shadowed",
                location: Location::at(at.file, at.node.start_byte()),
                message,
            });
            return;
        }
        notes.push(self.memory_note());
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
                together: None,
                message: format!("store {} records inline", possessive(self.container)),
                edits: {
                    let mut edits = std::mem::take(&mut self.edits);
                    let files: Vec<&SourceFile> = self.model.index.package.all_files().collect();
                    let broken = crate::passes::one_liners::break_grown(&files, &edits);
                    edits.extend(broken);
                    edits
                },
            },
        });
    }

    /// The first edit that spells a record or the container type inside a function
    /// declaring something of that name ([`declared_kind`]: `func newPlayer(stats
    /// map[string]int)` beside a creation marked `stats: stats{_is_nil: true}`, a type
    /// switch's `topic :=`, a local `type topic = string`), which would not compile: the
    /// declaration there, the name, and what it declares.
    fn shadowed_type_name(&self) -> Option<(Located<'a>, &'a str, &'static str)> {
        let files: Vec<&'a SourceFile> = self.model.index.package.all_files().collect();
        let names: Vec<&'a str> = self
            .records
            .iter()
            .copied()
            .chain(std::iter::once(self.container))
            .collect();
        for edit in &self.edits {
            let Some((file, node)) = edit_site(&files, edit) else {
                continue;
            };
            for name in names.iter().filter(|n| spells_word(&edit.new_text, n)) {
                let Some(function) = crate::syntax::enclosing_function(node) else {
                    continue;
                };
                if let Some((declared, kind)) = declared_in(file, function, name) {
                    return Some((
                        Located {
                            file,
                            node: declared,
                        },
                        name,
                        kind,
                    ));
                }
            }
        }
        None
    }

    /// The first edit that writes a predeclared name it did not replace (`len`, `append`,
    /// `bool`, `true`, …) where a declaration hides it: the package's own (`func len(s
    /// string) int`, counting runes) or one of the enclosing function ([`declared_kind`]).
    /// The rewrite would call or name that instead, and not compile. The place, the name,
    /// and what hides it.
    fn shadowed_builtin(&self) -> Option<(Located<'a>, &'static str, String)> {
        let index = &self.model.index;
        let files: Vec<&'a SourceFile> = index.package.all_files().collect();
        let predeclared = |w: &str| {
            crate::syntax::is_builtin_function(w) || crate::syntax::is_predeclared_name(w)
        };
        for edit in &self.edits {
            let Some((file, node)) = edit_site(&files, edit) else {
                continue;
            };
            let replaced = file.text.get(edit.start..edit.end).unwrap_or_default();
            // A word the edit writes more often than the text it replaces spelled it: a
            // local `append` carried into `append(t.l, R{v: append})` is still one.
            let words = edit
                .new_text
                .split(|c: char| !(c == '_' || c.is_alphanumeric()))
                .filter(|w| {
                    predeclared(w) && word_count(&edit.new_text, w) > word_count(replaced, w)
                });
            for word in words {
                // A 'static spelling of the word, for the message.
                let Some(name) = PREDECLARED.iter().copied().find(|p| *p == word) else {
                    continue;
                };
                let at = Located { file, node };
                if index.package_names.contains_key(name)
                    || index.unparsed().names.iter().any(|n| *n == name)
                {
                    return Some((
                        at,
                        name,
                        format!("the package's own {name} (declared at package level)"),
                    ));
                }
                // An edit outside functions (`_is_nil bool` in the type) has no locals.
                let Some(function) = crate::syntax::enclosing_function(node) else {
                    continue;
                };
                if let Some((_, kind)) = declared_in(file, function, name) {
                    return Some((at, name, format!("the function's {kind} named {name}")));
                }
            }
        }
        None
    }

    /// `&C{…}` gets `f: S{_is_nil: true}` for each converted optional field it leaves out;
    /// `new(C)` becomes such a literal.
    pub(super) fn creation_edits(&self) -> Result<Vec<Edit>, (Located<'a>, String)> {
        let mut edits = Vec::new();
        let absent: Vec<String> = self
            .optional
            .iter()
            .map(|(f, r)| format!("{f}: {r}{{_is_nil: true}}"))
            .collect();
        for local in &self.locals {
            // `var t C` becomes `var t = C{a: S{_is_nil: true}}`.
            if let Some(ty) = local.node.field("type") {
                edits.push(Edit::replace(
                    &local.file.path,
                    ty.byte_range(),
                    format!("= {}{{{}}}", self.container, absent.join(", ")),
                ));
            }
        }
        for at in &self.model.index.type_references(self.container) {
            let parent = at.node.parent();
            if let Some(literal) = parent.filter(|p| p.kind_name() == "composite_literal") {
                let Some(body) = literal.field("body") else {
                    continue;
                };
                let given: BTreeSet<&str> = named_children(body)
                    .iter()
                    .filter_map(|e| e.field("key").map(|k| at.file.text_of(k)))
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
                .filter(|c| c.kind_name() == "call_expression");
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

/// A field's size and alignment in bytes.
type Slot = (i64, i64);

/// The size of a struct of the given fields, laid out as gc lays them out: each field at
/// the next multiple of its alignment, the whole rounded up to the largest alignment.
fn struct_size(fields: &[Slot]) -> Slot {
    let (mut end, mut align) = (0i64, 1i64);
    for (size, a) in fields {
        let a = (*a).max(1);
        end = (end + a - 1) / a * a + size;
        align = align.max(a);
    }
    ((end + align - 1) / align * align, align)
}

impl<'m, 'a> ContainerPlan<'m, 'a> {
    /// The size and alignment of each field of a struct type, in order (a `a, b int` line
    /// counts twice), from Go's type facts; `None` when a size is unknown.
    fn field_slots(&self, type_name: &str, skip: Option<&str>) -> Option<Vec<(String, Slot)>> {
        let decl = self.model.index.types.get(type_name)?;
        let facts = self.model.index.package.types.file(decl.spec.file).ok()?;
        let mut out = Vec::new();
        for field in descendants(decl.ty).filter(|n| {
            n.kind_name() == "field_declaration"
                && n.parent().and_then(|l| l.parent()) == Some(decl.ty)
        }) {
            let ty = field.field("type")?;
            let info = facts.expr(ty)?.info?;
            if info.size < 0 || info.align <= 0 {
                return None;
            }
            let mut cursor = field.walk();
            let names: Vec<String> = field
                .children_by_field_name("name", &mut cursor)
                .map(|n| decl.spec.file.text_of(n).to_string())
                .collect();
            let names = if names.is_empty() {
                vec![decl.spec.file.text_of(ty).to_string()]
            } else {
                names
            };
            for name in names {
                if Some(name.as_str()) != skip {
                    out.push((name, (info.size, info.align)));
                }
            }
        }
        Some(out)
    }

    /// What the rewrite costs and saves in memory, for the plan: the container's size
    /// before and after (absent records take their room too) and the heap objects no
    /// longer made. The field report's design trades bytes for objects; a reviewer must
    /// see both.
    fn memory_note(&self) -> String {
        let objects = {
            let optional = self.changed.iter().filter(|(_, _, list)| !list).count();
            let lists = self.changed.len() - optional;
            let mut parts = Vec::new();
            if optional > 0 {
                parts.push(format!(
                    "one heap object per present optional record (up to {optional} per {})",
                    self.container
                ));
            }
            if lists > 0 {
                parts.push(format!(
                    "a list of N records is one slice instead of N objects ({lists} list{})",
                    if lists == 1 { "" } else { "s" }
                ));
            }
            parts.join("; ")
        };
        let sizes = (|| {
            let before = self.field_slots(self.container, None)?;
            let word = before
                .iter()
                .find(|(name, _)| self.changed.iter().any(|(f, _, _)| f == name))
                .map(|(_, (size, _))| *size)?;
            let after: Vec<Slot> = before
                .iter()
                .map(|(name, slot)| {
                    match self.changed.iter().find(|(f, _, _)| f == name) {
                        // A slice header: pointer, length, capacity.
                        Some((_, _, true)) => Some((3 * word, word)),
                        Some((_, record, false)) => {
                            // Without its link when a list of it is made a slice too.
                            let unlinked = self.unlinks(record);
                            let link = unlinked
                                .then(|| self.model.lists.get(record).map(|l| l.link))
                                .flatten();
                            let mut fields = vec![(1, 1)];
                            fields.extend(
                                self.field_slots(record, link)?.into_iter().map(|(_, s)| s),
                            );
                            Some(struct_size(&fields))
                        }
                        None => Some(*slot),
                    }
                })
                .collect::<Option<_>>()?;
            let before: Vec<Slot> = before.into_iter().map(|(_, s)| s).collect();
            Some((struct_size(&before).0, struct_size(&after).0))
        })();
        match sizes {
            Some((before, after)) => {
                // What grows: an inline record takes its room present or not; a list's
                // pointer becomes a slice header.
                let inline = self.changed.iter().any(|(_, _, list)| !list);
                let lists = self.changed.iter().any(|(_, _, list)| *list);
                let why = match (inline, lists) {
                    (true, true) => " (an absent record takes its room too; a list is a slice header of 3 words)",
                    (true, false) => " (an absent record takes its room too)",
                    (false, true) => " (a list is a slice header of 3 words, not a pointer)",
                    (false, false) => "",
                };
                format!(
                    "memory: {} {c} is {before} → {after} bytes{why}; saved: {objects}",
                    crate::message::article(self.container),
                    c = self.container
                )
            }
            None => format!(
                "memory: {c}'s size is not computed (a field's size is not in the type facts); saved: {objects}",
                c = self.container
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::struct_size;

    /// gc's layout on 64-bit platforms: `struct{ bool; int; string }` is 32 bytes,
    /// `struct{ bool; bool; int32 }` 8, `struct{ int8; int64; int8 }` 24, the empty struct 0.
    #[test]
    fn struct_sizes_follow_gc_layout() {
        assert_eq!(struct_size(&[(1, 1), (8, 8), (16, 8)]), (32, 8));
        assert_eq!(struct_size(&[(1, 1), (1, 1), (4, 4)]), (8, 4));
        assert_eq!(struct_size(&[(1, 1), (8, 8), (1, 1)]), (24, 8));
        assert_eq!(struct_size(&[]), (0, 1));
    }
}

/// `tables'` for `tables`, `game's` for `game`: the English possessive of a Go name.
fn possessive(name: &str) -> String {
    if name.ends_with('s') {
        format!("{name}'")
    } else {
        format!("{name}'s")
    }
}

#[cfg(test)]
mod possessive_tests {
    #[test]
    fn names_ending_in_s_take_an_apostrophe_alone() {
        assert_eq!(super::possessive("tables"), "tables'");
        assert_eq!(super::possessive("game"), "game's");
    }
}

/// Where the package first calls `recover`, if it does: lexically, so a body left
/// unparsed counts too (placed at the file's first spelling of it then).
fn recover_site(package: &Package) -> Option<Location> {
    package.all_files().find_map(|file| {
        if !file.identifiers().contains("recover") {
            return None;
        }
        let parsed = descendants(file.tree.root_node())
            .find(|n| n.kind_name() == "identifier" && file.text_of(*n) == "recover")
            .map(|n| n.start_byte());
        let at = parsed.or_else(|| file.text.find("recover(")).unwrap_or(0);
        Some(Location::at(file, at))
    })
}

/// The first recover() of another package of the module (outside the standard library),
/// from the type facts: a panic here may be recovered there whichever calls whom
/// (`safe.Do(func() { c.stats.hits++ })`).
fn module_recover_site(package: &Package) -> Option<&crate::types::RecoverSite> {
    let facts = package.types.known()?;
    let own = facts.path.as_str();
    facts
        .module_recover()
        .iter()
        .find(|r| r.package != own && r.package != format!("{own}_test"))
}

/// Why a use of the container's type by value refuses it, by where the type is spelled: a
/// type argument (`mk[player]()`), another name declared over it (`type bot player`,
/// `type P = player`), locals declared together, or a copy.
fn by_value_reason(container: &str, at: Located) -> (&'static str, String) {
    let file = at.file;
    let parent = at.node.parent();
    let kind = parent.map(|p| p.kind_name());
    let type_argument = std::iter::successors(parent, |n| n.parent())
        .take_while(|n| !n.kind_name().ends_with("_statement"))
        .any(|n| n.kind_name() == "type_arguments")
        || parent.is_some_and(|p| {
            p.kind_name() == "index_expression" && p.field("index") == Some(at.node)
        });
    if type_argument {
        return (
            "type_argument",
            format!("{container} is a type argument here: the generic code may make or copy a {container} where the rewrite can neither mark its records absent nor see the copy"),
        );
    }
    // `(*guild).count`: the type in a method expression, which copies nothing; but the
    // calls made through one are not followed (a push there is not seen).
    let method_expression = parent
        .filter(|p| p.kind_name() == "unary_expression")
        .and_then(|p| p.parent())
        .filter(|p| p.kind_name() == "parenthesized_expression")
        .and_then(|p| p.parent())
        .filter(|p| p.kind_name() == "selector_expression");
    if let Some(selector) = method_expression {
        return (
            "method_expression",
            format!(
                "`{}` is a method expression of {container}: the pass does not follow the calls made through one, so a push or a traversal there would not be seen",
                file.text_of(selector)
            ),
        );
    }
    // `&(C{…})`, `new(C{…})` (Go 1.26), `new((C))`: a new container, spelled in a form
    // the pass does not mark as it marks `&C{…}` and `new(C)`.
    let mut outer = at.node;
    while let Some(p) = outer.parent().filter(|p| {
        matches!(
            p.kind_name(),
            "parenthesized_expression" | "parenthesized_type" | "composite_literal"
        ) && (p.kind_name() != "composite_literal" || p.field("type") == Some(outer))
    }) {
        outer = p;
    }
    let fresh = outer != at.node
        && outer.parent().is_some_and(|p| {
            (p.kind_name() == "unary_expression"
                && p.field("operator").is_some_and(|o| file.text_of(o) == "&"))
                || (p.kind_name() == "argument_list"
                    && p.parent()
                        .and_then(|c| c.field("function"))
                        .is_some_and(|f| file.text_of(f) == "new"))
        });
    if fresh {
        return (
            "unrecognised_use",
            format!(
                "`{}` makes a new {container} in a form the pass does not mark as it marks `&{container}{{…}}` and `new({container})`: write one of those",
                crate::syntax::first_line_of(file.text_of(
                    outer
                        .parent()
                        .map(|p| match p.kind_name() {
                            "argument_list" => p.parent().unwrap_or(p),
                            _ => p,
                        })
                        .unwrap_or(outer)
                ))
            ),
        );
    }
    if let Some(spec) = parent.filter(|_| matches!(kind, Some("type_spec" | "type_alias"))) {
        let name = spec.field("name").map_or("a type", |n| file.text_of(n));
        return (
            "other_type_name",
            format!("{name} is declared over {container} here: values made or converted through {name} would be neither marked nor seen as {container}s"),
        );
    }
    if let Some(spec) = parent.filter(|_| kind == Some("var_spec")) {
        let mut cursor = spec.walk();
        let names: Vec<&str> = spec
            .children_by_field_name("name", &mut cursor)
            .map(|n| file.text_of(n))
            .collect();
        if names.len() > 1 {
            return (
                "container_by_value",
                format!("{} are declared together as {container} values here; the rewrite marks a local declared alone (`var t {container}`), used only as `t.f` or `&t`", names.join(", ")),
            );
        }
    }
    (
        "container_by_value",
        format!("{container} is used by value here: copies would stop sharing their records"),
    )
}

/// The `defer` or `go` statement whose call evaluates `node` when the statement runs (its
/// receiver or arguments), not inside a function literal it calls, whose body reads the
/// field when it runs as the original does.
fn deferred_at(node: Node) -> Option<Node> {
    for ancestor in std::iter::successors(node.parent(), |n| n.parent()) {
        match ancestor.kind_name() {
            "func_literal" | "block" => return None,
            "defer_statement" | "go_statement" => return Some(ancestor),
            _ => {}
        }
    }
    None
}

/// For a use whose container is found by a call or a receive (`get().items`,
/// `bs[pick()].items`), another use of the field in the same function spelled the same
/// way: Go evaluates each spelling on its own, so the two may be different containers,
/// while the rewrite's shapes pair them (`get().items = append(get().items, …)` would
/// share one list's array between two containers). The container's text and that other
/// use. A container found so once (`w.get(name).a.x++`) is one place.
fn evaluated_again<'a>(
    index: &Index,
    at: &Located<'a>,
    uses: &[Located<'a>],
) -> Option<(&'a str, Located<'a>)> {
    let container = at
        .node
        .parent()
        .filter(|s| s.kind_name() == "selector_expression" && s.field("field") == Some(at.node))?
        .field("operand")?;
    let facts = index.package.types.file(at.file).ok();
    let calls = descendants(container).any(|n| match n.kind_name() {
        "call_expression" => n.field("function").is_none_or(|f| {
            facts
                .as_ref()
                .and_then(|t| t.call_kind(f))
                .is_none_or(|k| k == crate::types::CallKind::Call)
        }),
        "unary_expression" => n
            .field("operator")
            .is_some_and(|o| at.file.text_of(o) == "<-"),
        _ => false,
    });
    if !calls {
        return None;
    }
    let text = at.file.text_of(container);
    let function = crate::syntax::enclosing_function(at.node)?;
    uses.iter()
        .find(|other| {
            std::ptr::eq(other.file, at.file)
                && other.node != at.node
                && function.byte_range().contains(&other.node.start_byte())
                && other
                    .node
                    .parent()
                    .and_then(|s| s.field("operand"))
                    .is_some_and(|o| at.file.text_of(o) == text)
        })
        .map(|other| (text, *other))
}

/// Whether a use under `defer` or `go` only reads a plain value out of the record as an
/// argument of the deferred call itself (`defer p.note(p.stats.kills)`): Go evaluates
/// those arguments when the statement runs, so the call gets a copy of that moment
/// whether the record is held by pointer or inline, and nothing of the container's slot
/// is kept for later. The type checker must say the value is of a basic kind (a number,
/// string or boolean), not a pointer, slice or struct that could be or reach the slot;
/// the read itself is then judged as any other.
fn read_now_by_value(index: &Index, at: &Located, statement: Node) -> bool {
    let Some(field) = at
        .node
        .parent()
        .filter(|s| s.kind_name() == "selector_expression" && s.field("field") == Some(at.node))
    else {
        return false;
    };
    let Some(read) = field
        .parent()
        .filter(|s| s.kind_name() == "selector_expression" && s.field("operand") == Some(field))
    else {
        return false;
    };
    let deferred_call = read
        .parent()
        .filter(|list| list.kind_name() == "argument_list")
        .and_then(|list| list.parent())
        .is_some_and(|call| {
            call.kind_name() == "call_expression" && call.parent() == Some(statement)
        });
    deferred_call
        && index.package.types.file(at.file).ok().is_some_and(|facts| {
            facts
                .type_of(read)
                .and_then(|ty| facts.type_info(ty))
                .is_some_and(|info| info.kind == "basic")
        })
}

/// A file this build leaves out (a build constraint: `//go:build debug`) that uses the
/// container or the record in a way only types could judge, when the census judges the
/// others: its uses are in no type facts, so whether the container reaches an interface
/// there (`equalState(p, o)` taking `any`, then `reflect.DeepEqual`) cannot be told.
/// Deny by default, but for what the syntactic rules read whole: the type named as a
/// composite literal's (`&pool{}`), a result, or a receiver or parameter whose every use
/// in its function selects a field or method (`p.st`, `p.free`). Refused, named at the
/// first other mention.
fn other_build_mention(model: &Model, container: &str, record: &str) -> Option<(Location, String)> {
    let package = model.index.package;
    if !crate::passes::census::has_census(package) {
        return None;
    }
    [container, record]
        .into_iter()
        .flat_map(|name| model.index.references_to(name).iter().map(move |at| (name, at)))
        .filter(|(_, at)| package.types.file(at.file).is_err())
        .filter(|(_, at)| !read_whole_by_syntax(at.file, at.node))
        .min_by_key(|(_, at)| (at.file.path.clone(), at.node.start_byte()))
        .map(|(name, at)| {
            (
                Location::at(at.file, at.node.start_byte()),
                format!(
                    "{} uses {name} here, and this build leaves that file out (a build constraint): its uses of {container} are in no type facts, so whether the container reaches fmt, reflect or an interface there cannot be told",
                    at.file.file_name()
                ),
            )
        })
        .or_else(|| other_package_build_mention(package, container))
}

/// A file of another package of the module that this build leaves out, or of a nested
/// module, selecting the container from this package (`snap := *p` with `p
/// *game.Player` in a `//go:build debug` file): the census lists no use there, so a copy,
/// a comparison or a value handed to fmt cannot be told. The records are unexported,
/// so only the container (or a dot import) can be spelled there.
fn other_package_build_mention(package: &Package, container: &str) -> Option<(Location, String)> {
    let facts = package.types.known()?;
    let used = facts
        .other_build_uses()
        .iter()
        .find(|u| u.name == container || u.name == ".")?;
    let (file_name, constraint) = (used.file_name(), used.constraint());
    let spelled = if used.name == "." {
        format!("dot-imports this package (so may spell {container})")
    } else {
        format!("uses {container}")
    };
    let left_out = match &used.module {
        Some(module) => format!(
            "and belongs to another module ({}), built on its own",
            module.display()
        ),
        None => format!("and is left out of the build judged ({constraint})"),
    };
    Some((
        Location {
            file: used.path.clone(),
            position: crate::syntax::Position {
                line: used.line,
                column: used.column,
            },
        },
        format!("{file_name} {spelled} here {left_out}: its uses are in no type facts, so whether it copies or compares a {container}, or hands one to fmt or reflect, cannot be told"),
    ))
}

/// Whether a type name's mention is one the syntactic rules follow to its end: a
/// composite literal's type, a function's result type, or the type of a receiver or
/// parameter that its function only selects through.
fn read_whole_by_syntax(file: &SourceFile, mention: Node) -> bool {
    // Past `*` and parentheses to the part of the declaration the type fills.
    let mut at = mention;
    while let Some(parent) = at.parent() {
        if matches!(parent.kind_name(), "pointer_type" | "parenthesized_type") {
            at = parent;
        } else {
            break;
        }
    }
    let Some(parent) = at.parent() else {
        return false;
    };
    match parent.kind_name() {
        "composite_literal" => parent.field("type") == Some(at),
        "function_declaration" | "method_declaration" | "func_literal" => {
            parent.field("result") == Some(at)
        }
        "parameter_declaration" => {
            let Some(function) = parent.parent().and_then(|list| list.parent()) else {
                return false;
            };
            let Some(body) = function.field("body") else {
                return false;
            };
            let mut cursor = parent.walk();
            let names: Vec<&str> = parent
                .children_by_field_name("name", &mut cursor)
                .map(|n| file.text_of(n))
                .collect();
            !names.is_empty()
                && crate::syntax::descendants(body).all(|n| {
                    n.kind_name() != "identifier"
                        || !names.contains(&file.text_of(n))
                        || n.parent().is_some_and(|p| {
                            p.kind_name() == "selector_expression" && p.field("operand") == Some(n)
                        })
                })
        }
        _ => false,
    }
}

/// A conversion to the record's type (`stats(w)` from a `wireStats` of the same fields,
/// or `(*stats)(p)`): the rewrite gives the record a flag field, after which the other
/// type no longer converts to it and the file would not compile.
fn conversion_to(model: &Model, record: &str) -> Option<(Location, String)> {
    let index = model.index;
    // Also through a type declared over the record or an alias of it (`sheetGuild(r)`
    // with `type sheetGuild = guild`): the same fields, the flag among them after the
    // rewrite. Aliases are read by name: the type facts spell them as the record.
    let over = |types: &std::collections::BTreeMap<&str, crate::syntax::index::TypeDecl>| {
        types
            .iter()
            .filter(|(_, d)| d.spec.file.text_of(crate::syntax::unparen(d.ty)) == record)
            .map(|(name, _)| name.to_string())
            .collect::<Vec<_>>()
    };
    let declared_over = over(&index.types);
    let aliases = over(&index.aliases);
    let references = index
        .type_references(record)
        .into_iter()
        .chain(declared_over.iter().flat_map(|n| index.type_references(n)))
        .chain(
            aliases
                .iter()
                .flat_map(|n| index.references_to(n).iter().copied()),
        );
    references.into_iter().find_map(|at| {
        // Up through `*` and parentheses to what the type is part of.
        let mut node = at.node;
        while let Some(parent) = node.parent() {
            if matches!(
                parent.kind_name(),
                "pointer_type" | "parenthesized_type" | "parenthesized_expression" | "unary_expression"
            ) {
                node = parent;
            } else {
                break;
            }
        }
        let call = node.parent()?;
        // `(*R)(nil)` converts no value of another type: the nil pointer, judged as nil.
        let of_nil = crate::syntax::call_parts(call).is_some_and(|(_, args)| {
            matches!(args.as_slice(), [one] if crate::syntax::unparen(*one).kind_name() == "nil")
        });
        (call.kind_name() == "call_expression" && call.field("function") == Some(node) && !of_nil).then(|| {
            (
                Location::at(at.file, call.start_byte()),
                format!(
                    "`{}` converts a value to {record}; the rewrite adds a flag field to {record}, after which the other type no longer converts to it",
                    crate::syntax::first_line_of(at.file.text_of(call))
                ),
            )
        })
    })
}

/// The address of a field inside a record (`&m.score` of a traversal's cursor,
/// `&m.cur.kills`, `&it.count` of a lookup's result): a pointer into the record, which
/// behind a pointer stays with that record. Stored inline, the record moves when the list
/// grows (the pointer then writes into the old array) or is replaced in place (it then
/// writes into the new record), so a kept one would see another value. Found from each
/// field name's selections whose operand the type checker says is the record.
fn field_address(model: &Model, record: &str) -> Option<(Location, String)> {
    let index = model.index;
    let decl = index.types.get(record)?;
    let qualified = index.package.types.known()?.qualify(record);
    let pointer = format!("*{qualified}");
    // The link (`next *job`) is left out: the rewrite deletes it, and `&(*pp).next` is
    // the pointer-unlink loop's own step, judged with its loop.
    let link = format!("*{record}");
    let names: Vec<&str> = crate::syntax::struct_fields(decl.ty)
        .into_iter()
        .filter(|f| {
            f.field("type").is_none_or(|t| {
                let spelled: String = decl.spec.file.text_of(t).split_whitespace().collect();
                spelled != link
            })
        })
        .flat_map(|f| {
            let mut cursor = f.walk();
            let mut names: Vec<&str> = f
                .children_by_field_name("name", &mut cursor)
                .map(|n| decl.spec.file.text_of(n))
                .collect();
            // An embedded field is named by its type (`counter`, `*counter`, `pkg.T`).
            if names.is_empty() {
                if let Some(t) = f.field("type") {
                    let spelled = decl.spec.file.text_of(t);
                    let name = spelled.rsplit(['.', '*', ' ']).next().unwrap_or(spelled);
                    names.push(name.split('[').next().unwrap_or(name));
                }
            }
            names
        })
        .collect();
    names.iter().flat_map(|name| index.field_uses(name, record)).find_map(|at| {
        let selector = at.node.parent().filter(|p| {
            p.kind_name() == "selector_expression" && p.field("field") == Some(at.node)
        })?;
        let operand = selector.field("operand")?;
        let facts = index.package.types.file(at.file).ok()?;
        let ty = facts.type_of(operand)?;
        if ty != qualified && ty != pointer {
            return None;
        }
        // Up through selections of parts, indexes into arrays and parentheses; not into
        // a method's selector (`x.lat.observe(v)`), which is judged as a call.
        let mut node = selector;
        while let Some(parent) = node.parent() {
            let part = match parent.kind_name() {
                "selector_expression" => {
                    parent.field("operand") == Some(node)
                        && method_call_on(parent, node).is_none()
                        && !selects_method(&facts, parent)
                }
                "index_expression" => parent.field("operand") == Some(node),
                "parenthesized_expression" => true,
                _ => false,
            };
            if !part {
                break;
            }
            node = parent;
        }
        let parent = node.parent()?;
        let taken = if parent.kind_name() == "unary_expression"
            && parent.field("operator").is_some_and(|o| at.file.text_of(o) == "&")
        {
            "takes the address of"
        } else if parent.kind_name() == "slice_expression"
            && parent.field("operand") == Some(node)
            && facts.type_of(node).is_some_and(is_array_type)
        {
            // Slicing an array makes a slice of its own storage.
            "slices an array stored in"
        } else if parent.kind_name() == "selector_expression"
            && parent.field("operand") == Some(node)
            && method_call_on(parent, node).is_none()
        {
            // A method value (`p.stats.dmg.add`, `c.inbox.mu.Unlock`) keeps its receiver
            // for as long as it lives: with a pointer receiver, the field's address.
            let method = parent.field("field")?;
            if !binds_address(index, facts.type_of(node)?, at.file.text_of(method)) {
                return None;
            }
            return Some((
                Location::at(at.file, parent.start_byte()),
                format!(
                    "`{}` is a method value of a pointer method on a field inside the {record} record, which binds that field's address for as long as it lives: stored inline, a record moves when its list grows and is replaced in place when set, so the bound method would change another value",
                    crate::syntax::first_line_of(at.file.text_of(parent))
                ),
            ));
        } else if let Some(call) = method_call_on(parent, node) {
            // `x.lat.observe(v)` with a pointer receiver takes `&x.lat`, which the
            // method may keep or return (`return h`).
            let method = call.field("function")?.field("field")?;
            let ty = facts.type_of(node)?;
            if !pointer_method(index, ty, at.file.text_of(method)) {
                return None;
            }
            return Some((
                Location::at(at.file, call.start_byte()),
                format!(
                    "`{}` calls a pointer method on a field inside the {record} record, which takes its address: stored inline, a record moves when its list grows and is replaced in place when set, so a pointer the method keeps or returns would see another value",
                    crate::syntax::first_line_of(at.file.text_of(call))
                ),
            ));
        } else {
            return None;
        };
        Some((
            Location::at(at.file, parent.start_byte()),
            format!(
                "`{}` {taken} a field inside the {record} record: stored inline, a record moves when its list grows and is replaced in place when set, so a pointer kept into it would see another value",
                crate::syntax::first_line_of(at.file.text_of(parent))
            ),
        ))
    })
    .or_else(|| promoted_pointer_call(model, record))
}

/// Whether `selector` (`x.f`) selects a method, not a field: the type checker says so,
/// or, where it said nothing, its type is a function's (a field of function type is
/// then taken for a method, which can only refuse more).
fn selects_method(facts: &crate::types::FileTypes, selector: Node) -> bool {
    let Some(name) = selector.field("field") else {
        return false;
    };
    match facts.object(name) {
        Some(o) => matches!(o.kind, ObjectKind::Method | ObjectKind::Func),
        None => facts
            .type_of(selector)
            .is_none_or(|t| t.starts_with("func(")),
    }
}

/// Whether a method value of `method` on a value of type `ty` binds that value's
/// address: a pointer receiver, as the facts say for a type of the package; any other
/// package's type but through a pointer or an interface (whose method values copy what
/// they hold) is taken to (sync.Mutex's Unlock does).
fn binds_address(index: &Index, ty: &str, method: &str) -> bool {
    if ty.starts_with('*') {
        return false;
    }
    let Some(facts) = index.package.types.known() else {
        return true;
    };
    if facts
        .type_info(ty)
        .is_some_and(|i| i.interface || i.kind == "pointer")
    {
        return false;
    }
    let own = ty
        .strip_prefix(facts.path.as_str())
        .and_then(|rest| rest.strip_prefix('.'));
    match own.and_then(|name| facts.methods.get(name)) {
        Some(methods) => methods
            .iter()
            .find(|m| m.name == method)
            .is_none_or(|m| m.pointer),
        None => true,
    }
}

/// Whether a type the checker spells is an array (`[4]int`, not `[]int`).
fn is_array_type(ty: &str) -> bool {
    ty.strip_prefix('[')
        .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_digit()))
}

/// The call `node.m(…)` when `parent` selects a method of `node` and calls it.
fn method_call_on<'t>(parent: Node<'t>, node: Node<'t>) -> Option<Node<'t>> {
    if parent.kind_name() != "selector_expression" || parent.field("operand") != Some(node) {
        return None;
    }
    parent
        .parent()
        .filter(|c| c.kind_name() == "call_expression" && c.field("function") == Some(parent))
}

/// Packages whose pointer methods never keep their receiver (a field `mu sync.Mutex` of a
/// record is locked in place).
const RECEIVER_KEEPING_FREE: &[&str] = &["sync.", "sync/atomic."];

/// Whether calling `method` on a value of type `ty` takes its address: a pointer
/// receiver, as the facts say for a type of the package. A type of another package is
/// judged so too (its methods are not known here), but for sync's and sync/atomic's.
fn pointer_method(index: &Index, ty: &str, method: &str) -> bool {
    if RECEIVER_KEEPING_FREE.iter().any(|p| ty.starts_with(p)) || !binds_address(index, ty, method)
    {
        return false;
    }
    let Some(facts) = index.package.types.known() else {
        return true;
    };
    let own = ty
        .strip_prefix(facts.path.as_str())
        .and_then(|rest| rest.strip_prefix('.'));
    match own.filter(|name| facts.methods.contains_key(*name)) {
        Some(name) => keeps_receiver(index, name, method),
        None => own.is_none(),
    }
}

/// Whether a method of the package's type `type_name` may keep or hand on its receiver:
/// the receiver is named in its body other than to select a field (`m.tags = append(
/// m.tags, t)` keeps nothing; `return m`, `&m.n`, `m.other()` may). A method found only
/// through embedding, or whose body was not parsed, may.
fn keeps_receiver(index: &Index, type_name: &str, method: &str) -> bool {
    let Some(declared) = index
        .methods_of(type_name)
        .iter()
        .find(|m| m.name == method)
    else {
        return true;
    };
    let Some(receiver) = declared.receiver_name else {
        return false; // `func (*T) m()`: no name, nothing to keep.
    };
    let Some(body) = std::iter::successors(Some(declared.at.node), |n| n.parent())
        .find(|n| n.kind_name() == "method_declaration")
        .and_then(|d| d.field("body"))
    else {
        return true;
    };
    let file = declared.at.file;
    descendants(body).any(|n| {
        if n.kind_name() != "identifier" || file.text_of(n) != receiver {
            return false;
        }
        let Some(selector) = n
            .parent()
            .filter(|p| p.kind_name() == "selector_expression" && p.field("operand") == Some(n))
        else {
            return true;
        };
        // A field of the receiver, neither addressed nor a method called on it.
        method_call_on(selector, n).is_some()
            || selector.parent().is_some_and(|u| {
                u.kind_name() == "unary_expression"
                    || (u.kind_name() == "slice_expression" && u.field("operand") == Some(selector))
                    || method_call_on(u, selector).is_some()
            })
    })
}

/// A call of a pointer method the record gets from an embedded field (`s.stats.observe(v)`
/// with `stats` embedding `histogram`): it takes the embedded field's address, which the
/// method may keep or return, as [`field_address`] says of `&x.f`. The record's own
/// methods are judged by whether they keep their receiver (`receiver_escapes`).
fn promoted_pointer_call(model: &Model, record: &str) -> Option<(Location, String)> {
    let index = model.index;
    let facts = index.package.types.known()?;
    let qualified = facts.qualify(record);
    let pointer = format!("*{qualified}");
    let methods = facts.methods.get(record)?;
    methods
        .iter()
        .filter(|m| m.promoted && m.pointer)
        // The embedded types of the package declaring it: one that keeps nothing is fine.
        .filter(|m| {
            let declaring: Vec<&str> = super::embedded_types(index, record)
                .into_iter()
                .filter(|t| index.methods_of(t).iter().any(|d| d.name == m.name))
                .collect();
            declaring.is_empty() || declaring.iter().any(|t| keeps_receiver(index, t, &m.name))
        })
        .filter(|m| !matches!(m.name.as_str(), "Lock" | "Unlock" | "RLock" | "RUnlock" | "TryLock" | "TryRLock" | "RLocker"))
        .flat_map(|m| index.field_references.get(m.name.as_str()).into_iter().flatten())
        .find_map(|at| {
            let selector = at.node.parent().filter(|p| {
                p.kind_name() == "selector_expression" && p.field("field") == Some(at.node)
            })?;
            let operand = selector.field("operand")?;
            let ty = index.package.types.file(at.file).ok()?.type_of(operand)?;
            if ty != qualified && ty != pointer {
                return None;
            }
            let call = method_call_on(selector, operand)?;
            Some((
                Location::at(at.file, call.start_byte()),
                format!(
                    "`{}` calls {}, a pointer method {record} gets from a field it embeds, which takes that field's address: stored inline, a record moves when its list grows and is replaced in place when set, so a pointer the method keeps or returns would see another value",
                    crate::syntax::first_line_of(at.file.text_of(call)),
                    at.file.text_of(at.node)
                ),
            ))
        })
}

/// Whether `text` spells `name` as a whole identifier, not after a `.`.
fn spells_word(text: &str, name: &str) -> bool {
    word_count(text, name) > 0
}

/// How many times `text` spells `name` as a word of its own (not a selected field).
fn word_count(text: &str, name: &str) -> usize {
    let ident = |c: char| c == '_' || c.is_alphanumeric();
    text.match_indices(name)
        .filter(|(i, _)| {
            let before = text[..*i].chars().next_back();
            let after = text[i + name.len()..].chars().next();
            before.is_none_or(|c| !ident(c) && c != '.') && after.is_none_or(|c| !ident(c))
        })
        .count()
}

/// The predeclared names a rewrite may write: builtins it calls (`len`, `append`,
/// `copy`, …) and the names of its `_is_nil` flag's type and values.
const PREDECLARED: &[&str] = &[
    "append", "cap", "clear", "copy", "delete", "len", "make", "new", "bool", "true", "false",
    "nil", "int", "string",
];

/// The file an edit is in and the node where it starts, among the package's files.
fn edit_site<'a>(files: &[&'a SourceFile], edit: &Edit) -> Option<(&'a SourceFile, Node<'a>)> {
    let file = *files.iter().find(|f| f.path == edit.file)?;
    let node = file
        .tree
        .root_node()
        .descendant_for_byte_range(edit.start, edit.start)?;
    Some((file, node))
}

/// The first declaration of `name` inside `function`, and what it declares.
fn declared_in<'t>(
    file: &SourceFile,
    function: Node<'t>,
    name: &str,
) -> Option<(Node<'t>, &'static str)> {
    descendants(function).find_map(|n| {
        // tree-sitter gives `true`, `false`, `nil` and `iota` kinds of their own, even
        // where a declaration names a variable so (`true := n > 100`).
        let named = matches!(
            n.kind_name(),
            "identifier" | "type_identifier" | "true" | "false" | "nil" | "iota"
        ) && file.text_of(n) == name;
        Some((n, declared_kind(n).filter(|_| named)?))
    })
}

/// What `ident` declares, when it is a name a function's declaration introduces: a
/// parameter, a variable (`:=`, `var`, a range clause's), a constant, a type switch's
/// variable (`switch topic := v.(type)`), or a type (`type topic = string`, whose name is
/// a `type_identifier`). Any of them hides a package-level type of the same name.
fn declared_kind(ident: Node) -> Option<&'static str> {
    let parent = ident.parent()?;
    let named = || {
        parent.field("name") == Some(ident)
            || parent
                .children_by_field_name("name", &mut parent.walk())
                .any(|n| n == ident)
    };
    match parent.kind_name() {
        "parameter_declaration" | "variadic_parameter_declaration" if named() => Some("parameter"),
        "var_spec" if named() => Some("variable"),
        "const_spec" if named() => Some("constant"),
        "type_spec" | "type_alias" if named() => Some("type"),
        "expression_list" => {
            let p = parent.parent()?;
            match p.kind_name() {
                "short_var_declaration" | "range_clause" if p.field("left") == Some(parent) => {
                    Some("variable")
                }
                "type_switch_statement" if p.field("alias") == Some(parent) => {
                    Some("type switch variable")
                }
                _ => None,
            }
        }
        _ => None,
    }
}

/// The first `*r = …` in a method, `r` its receiver.
fn stores_whole_receiver<'a>(method: &crate::syntax::index::MethodDecl<'a>) -> Option<Node<'a>> {
    let receiver = method.receiver_name?;
    let file = method.at.file;
    let body = method.at.node.field("body")?;
    descendants(body).find(|n| {
        n.kind_name() == "assignment_statement"
            && n.field("left").is_some_and(|left| {
                named_children(left).iter().any(|t| {
                    let t = unparen(*t);
                    t.kind_name() == "unary_expression"
                        && t.field("operator").is_some_and(|o| file.text_of(o) == "*")
                        && t.field("operand")
                            .is_some_and(|o| file.text_of(unparen(o)) == receiver)
                })
            })
    })
}
