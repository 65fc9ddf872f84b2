//! How each use of a candidate field is judged and rewritten: optional records (checks,
//! assignments, aliases) and lists (traversals, while loops, pushes, literals).

use super::*;
use crate::syntax::NodeExt;

impl<'m, 'a> ContainerPlan<'m, 'a> {
    /// Edits for one use `X.f` of an optional record field.
    pub(super) fn optional_use(
        &self,
        at: Located<'a>,
        record: &str,
    ) -> Result<Vec<Edit>, (&'static str, String)> {
        let file = at.file;
        let selector = at
            .node
            .parent()
            .filter(|p| p.kind_name() == "selector_expression")
            .ok_or((
                "unrecognised_use",
                "used in a way the pass does not rewrite".to_string(),
            ))?;
        let text = file.text_of(selector);
        let mut parent = selector
            .parent()
            .ok_or(("unrecognised_use", String::new()))?;
        // `(p.guild) == nil`: parentheses around the operand of a nil check.
        if parent.kind_name() == "parenthesized_expression" {
            let mut outer = parent;
            while let Some(p) = outer
                .parent()
                .filter(|p| p.kind_name() == "parenthesized_expression")
            {
                outer = p;
            }
            if let Some(binary) = outer
                .parent()
                .filter(|p| p.kind_name() == "binary_expression")
                .filter(|b| nil_comparison(file, *b, outer).is_some())
            {
                parent = binary;
            }
        }
        match parent.kind_name() {
            // X.f.y, X.f.m(): the value is addressable inside the container.
            "selector_expression" if parent.field("operand") == Some(selector) => {
                if let Some(call) = selector
                    .field("operand")
                    .map(unparen)
                    .filter(|o| o.kind_name() == "call_expression")
                {
                    // `w.get(name).guild.members++`: through a returned pointer the inline
                    // record is addressable as the pointed-to one was; in a returned value
                    // it is not, and a write or a pointer method would not compile.
                    let facts = self.model.index.package.types.file(file).ok();
                    return match facts.as_ref().and_then(|f| f.type_of(call)) {
                        Some(ty) if ty.starts_with('*') => Ok(Vec::new()),
                        Some(ty) => Err(("unrecognised_use", format!("{text} is reached through a call result of type {ty}, a value, in which the inline record would not be addressable"))),
                        None => Err(("unrecognised_use", format!("{text} is reached through a call result whose type is unknown without type facts; in a value the inline record would not be addressable"))),
                    };
                }
                Ok(Vec::new())
            }
            "binary_expression" => {
                let nil_check = nil_comparison(file, parent, selector).or_else(|| {
                    [parent.field("left"), parent.field("right")]
                        .into_iter()
                        .flatten()
                        .find(|side| side.byte_range().contains(&selector.start_byte()))
                        .and_then(|side| nil_comparison(file, parent, side))
                });
                match nil_check {
                    Some(equal) => {
                        let new = if equal { self.flag.absent(text) } else { self.flag.present(text) };
                        Ok(vec![Edit::replace(&file.path, parent.byte_range(), new)])
                    }
                    None => Err(("compared_by_pointer", format!("{text} is compared as a pointer"))),
                }
            }
            "expression_switch_statement" if parent.field("value") == Some(selector) => Err((
                "unrecognised_use",
                format!("{text} is switched on here; of its comparisons only those with nil written with == or != are rewritten"),
            )),
            // `b := *X.f`, a copy for a clone: `b := X.f` copies the inline record; `*X.f ==
            // S{…}` compares the records, which `X.f == S{…}` still does.
            "unary_expression"
                if parent
                    .field("operator")
                    .is_some_and(|o| file.text_of(o) == "*") =>
            {
                if compared(file, parent) {
                    return self.dereference_compared(file, parent, selector);
                }
                if let Some(edits) = self.dereference_store(file, parent, selector, record) {
                    return Ok(edits);
                }
                self.dereference_copy(file, parent, selector)
            }
            "expression_list" => {
                let owner = parent.parent().ok_or(("unrecognised_use", String::new()))?;
                let is_left = owner.field("left") == Some(parent);
                match (owner.kind_name(), is_left) {
                    ("assignment_statement", true) => self.optional_assignment(file, owner, selector, record),
                    ("short_var_declaration" | "var_spec", false) => self.optional_alias(file, owner, selector),
                    ("return_statement", _) if named_children(parent).len() == 1 => {
                        self.ensured_record(file, owner, selector)
                    }
                    _ => Err(("stored_elsewhere", format!("{text} is passed, returned or stored here; the record would no longer be shared"))),
                }
            }
            _ => Err(("stored_elsewhere", format!("{text} is passed, returned or stored here; the record would no longer be shared"))),
        }
    }

    /// `X.f = &S{…}` / `X.f = nil`.
    pub(super) fn optional_assignment(
        &self,
        file: &SourceFile,
        assignment: Node,
        target: Node,
        record: &str,
    ) -> Result<Vec<Edit>, (&'static str, String)> {
        let left = named_children(
            assignment
                .field("left")
                .ok_or(("unrecognised_use", String::new()))?,
        );
        let right = named_children(
            assignment
                .field("right")
                .ok_or(("unrecognised_use", String::new()))?,
        );
        let plain = assignment
            .field("operator")
            .is_some_and(|o| file.text_of(o) == "=");
        // `l.stats, l.id = nil, 0`: a reset among others, each value its own; clearing
        // makes a literal of constants, which reads nothing the other values could change.
        let cleared = left
            .iter()
            .position(|l| *l == target)
            .filter(|&i| plain && left.len() == right.len() && nil_value(file, right[i]));
        if let Some(i) = cleared.filter(|_| left.len() > 1) {
            return Ok(vec![Edit::replace(
                &file.path,
                unparen(right[i]).byte_range(),
                self.flag.absent_value(record),
            )]);
        }
        if left.len() != 1 || right.len() != 1 || !plain {
            return Err((
                "unrecognised_use",
                format!(
                    "{} is assigned in a form the pass does not rewrite",
                    file.text_of(target)
                ),
            ));
        }
        let value = unparen(right[0]);
        if nil_value(file, value) {
            return Ok(vec![Edit::replace(
                &file.path,
                value.byte_range(),
                self.flag.absent_value(record),
            )]);
        }
        if let Some(edits) = present_literal(file, value, record, self.flag) {
            return Ok(edits);
        }
        if let Some(edits) = self.present_new_literal(file, value, record) {
            return Ok(edits);
        }
        if let Some(edits) = self.fresh_record_call(file, value, record) {
            return Ok(edits);
        }
        if self.flag == RecordFlag::Present && self.is_fresh_record_call(file, value, record) {
            return Err((
                "flag_polarity",
                format!(
                    "{} is assigned {}, a fresh record the function builds without the _present flag, so stored inline it would read as absent; with _is_nil it is rewritten (`*{}`)",
                    file.text_of(target),
                    file.text_of(value),
                    file.text_of(value)
                ),
            ));
        }
        if let Some(edits) = self.new_record(file, value, record) {
            return Ok(edits);
        }
        if let Some(copied) = self.stored_copy(file, value, target) {
            return copied;
        }
        if let Some(alias) = self.aliased_record_literal(file, value, record) {
            return Err((
                "stored_elsewhere",
                format!(
                    "{} is assigned {}, a fresh record spelled with {alias}, an alias of {record}: the pass rewrites fresh records spelled with {record} itself",
                    file.text_of(target),
                    file.text_of(value)
                ),
            ));
        }
        if let Some(line) = self.nil_returning_constructor(file, value, record) {
            return Err((
                "stored_elsewhere",
                format!(
                    "{} is assigned {}, whose function returns nil on line {line}: a constructor is rewritten only when every return builds a fresh {record}, since stored inline the record cannot be absent where the call gives none",
                    file.text_of(target),
                    file.text_of(value)
                ),
            ));
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

    /// The alias a fresh record is spelled with, `&fight{}` or `new(fight)` for `type
    /// fight = combat`: a record like any other, which the pass does not follow.
    fn aliased_record_literal<'f>(
        &self,
        file: &'f SourceFile,
        value: Node,
        record: &str,
    ) -> Option<&'f str> {
        let ty = match value.kind_name() {
            "unary_expression" if value.field("operator").map(|o| file.text_of(o)) == Some("&") => {
                unparen(value.field("operand")?).field("type")?
            }
            "call_expression"
                if value.field("function").map(|f| file.text_of(f)) == Some("new") =>
            {
                named_children(value.field("arguments")?)
                    .into_iter()
                    .next()?
            }
            _ => return None,
        };
        let name = file.text_of(ty);
        let alias = self.model.index.aliases.get(name)?;
        (alias.spec.file.text_of(alias.ty) == record).then_some(name)
    }

    /// `new(S{…})` where `new` is the builtin: see [`present_new_literal`].
    fn present_new_literal(
        &self,
        file: &SourceFile,
        value: Node,
        record: &str,
    ) -> Option<Vec<Edit>> {
        if self.model.index.is_declared("new") {
            return None;
        }
        present_new_literal(file, value, record, self.flag)
    }

    /// `X.f = new(S)`: a fresh zero record, like `&S{}`, becomes `S{}` (with `_present:
    /// true` under that flag). Not when the package declares its own `new`.
    fn new_record(&self, file: &SourceFile, value: Node, record: &str) -> Option<Vec<Edit>> {
        let (callee, args) = call_parts(value)?;
        let [ty] = args.as_slice() else {
            return None;
        };
        let fresh = value.kind_name() == "call_expression"
            && file.text_of(unparen(callee)) == "new"
            && file.text_of(unparen(*ty)) == record
            && !self.model.index.is_declared("new");
        let literal = match self.flag {
            RecordFlag::Present => format!("{record}{{_present: true}}"),
            RecordFlag::IsNil => format!("{record}{{}}"),
        };
        fresh.then(|| vec![Edit::replace(&file.path, value.byte_range(), literal)])
    }

    /// `p := X.f` becomes `p := &X.f`; `p`'s nil checks read `_is_nil`; any other use of `p`
    /// than a field access refuses.
    pub(super) fn optional_alias(
        &self,
        file: &SourceFile,
        declaration: Node,
        value: Node,
    ) -> Result<Vec<Edit>, (&'static str, String)> {
        // `p := t.a`, or `var p = t.a` / `var p *S = t.a` (a var_spec: names, a type the
        // alias keeps, and values).
        let (left, right) = if declaration.kind_name() == "var_spec" {
            let mut cursor = declaration.walk();
            let names: Vec<Node> = declaration
                .children_by_field_name("name", &mut cursor)
                .collect();
            let values = declaration
                .field("value")
                .ok_or(("unrecognised_use", String::new()))?;
            (names, named_children(values))
        } else {
            let left = declaration
                .field("left")
                .ok_or(("unrecognised_use", String::new()))?;
            let right = declaration
                .field("right")
                .ok_or(("unrecognised_use", String::new()))?;
            (named_children(left), named_children(right))
        };
        let Some(position) = right.iter().position(|r| *r == value) else {
            return Err(("unrecognised_use", String::new()));
        };
        if left.len() != right.len() {
            return Err(("unrecognised_use", String::new()));
        }
        let alias = file.text_of(left[position]);
        let field = value.field("field").map_or("", |f| file.text_of(f));
        if let Some(scope) = enclosing_body(declaration) {
            // A write the alias is never used after (in the text, and not inside a loop
            // the alias was declared outside of) leaves nothing to see the new record:
            // `if t := u.cd; t != nil { t.left--; if t.left <= 0 { u.cd = nil } }`.
            // One walk: where the alias is last named, and whether a goto may jump back.
            let (last_use, jumps) = descendants(scope).fold((0, false), |(last, jumps), n| {
                let named = n.kind_name() == "identifier" && file.text_of(n) == alias;
                (
                    if named {
                        last.max(n.start_byte())
                    } else {
                        last
                    },
                    jumps || n.kind_name() == "goto_statement",
                )
            });
            let names_alias = |node: Node| {
                descendants(node).any(|n| n.kind_name() == "identifier" && file.text_of(n) == alias)
            };
            // Deferred calls naming the alias read it when the function returns.
            let deferred =
                descendants(scope).any(|n| n.kind_name() == "defer_statement" && names_alias(n));
            // The write's block returns before naming the alias again (`if s == nil {
            // p.stats = &stats{}; return }`): nothing after the write reads it.
            let returns_first = |statement: Node| {
                let mut sibling = statement.next_named_sibling();
                while let Some(s) = sibling {
                    if names_alias(s) {
                        return false;
                    }
                    if s.kind_name() == "return_statement" {
                        return !deferred;
                    }
                    sibling = s.next_named_sibling();
                }
                false
            };
            let used_after = |statement: Node| {
                jumps
                    || !returns_first(statement) && (last_use >= statement.end_byte()
                    || std::iter::successors(statement.parent(), |n| n.parent())
                        .take_while(|n| *n != scope)
                        .any(|n| {
                            let outside = matches!(n.kind_name(), "for_statement" | "labeled_statement")
                                && !n.byte_range().contains(&declaration.start_byte());
                            // Declared in the loop's header: its condition and post
                            // statement read the alias after each run of the body.
                            let header = n.kind_name() == "for_statement"
                                && n.field("body").is_some_and(|b| !b.byte_range().contains(&declaration.start_byte()))
                                && n.byte_range().contains(&declaration.start_byte());
                            outside || header
                        }))
                    // Read in the statement that replaces the record: Go leaves open
                    // whether a plain operand is read before or after the statement's
                    // calls (gc reads it after), so the read may see the new record.
                    || (is_simple_statement(statement) && names_alias(statement))
            };
            // Statements after the alias: a replaced record would change under it.
            if let Some(why) = first_write_after(
                file,
                scope,
                declaration.end_byte(),
                used_after,
                |statement| writes_field(self.model, file, statement, field),
            ) {
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
            if node.kind_name() != "identifier"
                || file.text_of(node) != alias
                || node.start_byte() < declaration.end_byte()
            {
                continue;
            }
            let parent = node.parent().ok_or(("unrecognised_use", String::new()))?;
            match parent.kind_name() {
                "selector_expression" if parent.field("operand") == Some(node) => {
                    // p.x — but not p.m(...), whose method could keep the pointer.
                    let called = parent.parent().is_some_and(|c| c.kind_name() == "call_expression" && c.field("function") == Some(parent));
                    if called {
                        return Err(("alias_escapes", format!("{alias} (an alias of {}) has a method called on it (`{}`): the pass takes an alias used only for its fields and nil checks, since a pointer-receiver method may keep the pointer", file.text_of(value), first_line_of(file.text_of(parent)))));
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
    pub(super) fn list_use(
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
            .filter(|p| p.kind_name() == "selector_expression")
            .ok_or(("unrecognised_use", String::new()))?;
        // A loop copying a list in order: one append, carried by the source's use.
        let fields = record_fields(self.model.index, record);
        let clone = enclosing_clone_loop(file, selector, record, list.link, &fields);
        if let Some(clone) = clone.filter(|c| c.fresh) {
            // The copy keeps the source's storage order, which is the target's only when
            // both are this field of this container: another list of the same records
            // may be pushed at the other end, and the copy would come out reversed.
            let other = if clone.source == selector {
                clone.target
            } else {
                clone.source
            };
            let same_list = other.field("field").is_some_and(|f| {
                self.model
                    .index
                    .field_uses(file.text_of(at.node), self.container)
                    .iter()
                    .any(|u| u.node == f)
            });
            if !same_list && (clone.source == selector || clone.target == selector) {
                return Err((
                    "clone_between_lists",
                    format!(
                        "the loop copies {} into {}, a list of another field or container, which may be kept in the other order (pushed at the other end); one append of the slice would reverse it",
                        file.text_of(clone.source),
                        file.text_of(clone.target)
                    ),
                ));
            }
            if clone.source == selector {
                return Ok(vec![Edit::replace(
                    &file.path,
                    clone.range.clone(),
                    format!(
                        "{} = append([]{record}(nil), {}...)",
                        file.text_of(clone.target),
                        file.text_of(clone.source)
                    ),
                )]);
            }
            if clone.target == selector {
                return Ok(Vec::new());
            }
        }
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
                n.kind_name() == "selector_expression"
                    && file.text_of(*n) == push.head
                    && push.range.contains(&n.start_byte())
            });
            return Ok(if first == Some(selector) {
                vec![push.edit(file, list.link)]
            } else {
                Vec::new()
            });
        }
        let text = file.text_of(selector);
        if let Some(pop) = pop_shape(file, selector, list.link) {
            if !backwards {
                return Err((
                    "unrecognised_use",
                    format!("{text} is popped from the front, but the list is never pushed at the front: as a slice it would be kept oldest-first, where popping the front moves every element"),
                ));
            }
            // The head on the left carries the edit; the `H.next` on the right goes with it.
            let left = pop.field("left").map(named_children);
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
        if parent.kind_name() == "selector_expression" && parent.field("operand") == Some(selector)
        {
            let field = parent.field("field").map_or("", |f| file.text_of(f));
            let taken = parent.parent().is_some_and(|g| {
                g.kind_name() == "unary_expression"
                    && g.field("operator").is_some_and(|o| file.text_of(o) == "&")
            });
            if field != list.link && record_fields(self.model.index, record).contains(&field) {
                if !backwards {
                    return Err(("unrecognised_use", format!("{text}.{field} reads the head of a list never pushed at the front; the pass reads the heads of push-front lists (stacks) only, which become slices kept newest-last")));
                }
                if taken {
                    return Err(("cursor_escapes", format!("&{text}.{field} would point into the slice, which a later push may move")));
                }
                if let Some(call) =
                    call_beside(file, selector, |c| self.may_change_list(file, c, at))
                {
                    return Err(("evaluation_order", format!("{text}.{field} is used in the statement that calls `{call}`: Go orders calls but not plain reads and writes, and gc takes {text}.{field} after the calls, where the rewrite's {}({text}) is a call of its own, made before `{call}` runs: its pointer into the slice would see a pop clear the slot, or a push move the slice away", top_helper_name(record))));
                }
                let helper = top_helper_name(record);
                return Ok(vec![Edit::replace(
                    &file.path,
                    selector.byte_range(),
                    format!("{helper}({text})"),
                )]);
            }
        }
        // `for pp := &X.f; *pp != nil; pp = &(*pp).next`: removal through a pointer.
        if parent.kind_name() == "unary_expression" {
            if let Some(edits) =
                self.pointer_traversal(file, parent, selector, record, backwards)?
            {
                return Ok(edits);
            }
        }
        if parent.kind_name() == "binary_expression" {
            return match nil_comparison(file, parent, selector) {
                Some(_)
                    if call_beside(file, selector, |c| self.may_change_list(file, c, at))
                        .is_some() =>
                {
                    let call = call_beside(file, selector, |c| self.may_change_list(file, c, at))
                        .unwrap_or_default();
                    Err(("evaluation_order", format!("{text} is compared with nil in the statement that calls `{call}`: Go orders calls but not plain reads, and gc reads {text} after the calls, where the rewrite's {}({text}) is a call of its own, made before `{call}` runs", empty_helper_name(record))))
                }
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
        if parent.kind_name() == "expression_list" {
            let owner = parent.parent().ok_or(("unrecognised_use", String::new()))?;
            let is_left = owner.field("left") == Some(parent);
            if owner.kind_name() == "assignment_statement"
                && is_left
                && enclosing_unlink(file, owner, list.link).is_some()
            {
                return Ok(Vec::new()); // `head = p.next` inside an unlink: replaced with it.
            }
            if owner.kind_name() == "assignment_statement" && is_left {
                let right = named_children(
                    owner
                        .field("right")
                        .ok_or(("unrecognised_use", String::new()))?,
                );
                let value = right.first().map(|r| unparen(*r));
                if let Some(v) = value.filter(|v| nil_value(file, *v)) {
                    // A nil slice is an empty list; a typed nil (`(*R)(nil)`) is written
                    // as the nil slice.
                    return Ok(untyped_nil(file, v).into_iter().collect());
                }
                if let Some(literal) = value
                    .filter(|v| v.kind_name() == "unary_expression")
                    .and_then(|v| v.field("operand"))
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
            if owner.kind_name() == "assignment_statement" && !is_left {
                let last = owner.next_named_sibling();
                if last.is_some_and(|l| {
                    two_statement_push(file, l, list.link)
                        .is_some_and(|p| p.link_assignment == owner)
                }) {
                    return Ok(Vec::new());
                }
            }
            // The value of a push-front literal: `next: X.f`, edited with the push.
            if owner.kind_name() == "literal_element"
                || is_push_front_value(file, selector, list.link)
            {
                return Ok(Vec::new());
            }
            if owner.kind_name() == "short_var_declaration" && !is_left {
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

    /// Whether `call` may change the list whose use is `at`: a function or method of the
    /// package that assigns it (at any depth, by name), code of another package when such
    /// code may, or anything else but a builtin or a conversion (a function value, an
    /// interface method, a name the pass does not know).
    fn may_change_list(&self, file: &SourceFile, call: Node, at: Located<'a>) -> bool {
        let Some(callee) = call.field("function").map(unparen) else {
            return true;
        };
        let writers = self.model.writers(file.text_of(at.node));
        let name = match callee.kind_name() {
            "identifier" => file.text_of(callee),
            "selector_expression" => {
                // A function of another package (`strconv.Itoa`, `hooks.Run`): it may
                // change the list only by running code this package handed out.
                let of_package = callee
                    .field("operand")
                    .map(unparen)
                    .filter(|o| o.kind_name() == "identifier")
                    .is_some_and(|o| {
                        let name = file.text_of(o);
                        imports(file).any(|path| path.rsplit('/').next() == Some(name))
                            && !self.model.index.is_declared(name)
                    });
                if of_package || foreign_call(self.model.index, file, callee) {
                    return foreign_call(self.model.index, file, callee)
                        && writers.contains_key(OTHER_PACKAGES);
                }
                callee.field("field").map_or("", |f| file.text_of(f))
            }
            _ => return true,
        };
        let conversion = matches!(
            name,
            "string"
                | "int"
                | "int64"
                | "int32"
                | "uint"
                | "uint64"
                | "uint32"
                | "float64"
                | "byte"
                | "rune"
                | "bool"
        );
        if (is_builtin_function(name) || conversion) && !self.model.index.is_declared(name) {
            return false;
        }
        writers.contains_key(name) || !super::writers::callables(self.model.index).contains(name)
    }

    /// `for p := X.f; p != nil; p = p.next { body }` into an index loop over the slice.
    pub(super) fn traversal(
        &self,
        file: &SourceFile,
        declaration: Node,
        head: Node,
        record: &str,
        backwards: bool,
    ) -> Result<Option<Vec<Edit>>, (&'static str, String)> {
        let Some(clause) = declaration
            .parent()
            .filter(|p| p.kind_name() == "for_clause")
        else {
            return self.while_traversal(file, declaration, head, record, backwards);
        };
        if clause.field("initializer") != Some(declaration) {
            return Ok(None);
        }
        let Some(statement) = clause.parent().filter(|p| p.kind_name() == "for_statement") else {
            return Ok(None);
        };
        let left = named_children(
            declaration
                .field("left")
                .ok_or(("unrecognised_use", String::new()))?,
        );
        let [cursor] = left.as_slice() else {
            return Ok(None);
        };
        let cursor = file.text_of(*cursor);
        let condition = clause
            .field("condition")
            .ok_or(("unrecognised_use", String::new()))?;
        // `p != nil`, or `p != nil && done == nil` with a condition that has no effects
        // and does not use the cursor (it moves to the index loop's header).
        let holder = holder_of(file, head);
        let (condition, also) = match split_and(file, condition) {
            Some((left, right)) if is_pure_without(file, right, cursor, holder) => {
                (left, Some(right))
            }
            Some((left, right)) if is_pure_without(file, left, cursor, holder) => {
                (right, Some(left))
            }
            _ => (condition, None),
        };
        let ok_condition = condition.kind_name() == "binary_expression"
            && nil_comparison_of(file, condition, cursor) == Some(false);
        let link = self.model.lists[record].link;
        let update_ok = clause.field("update").is_some_and(|u| {
            let text: String = file.text_of(u).split_whitespace().collect();
            text == format!("{cursor}={cursor}.{link}")
        });
        if !ok_condition && update_ok && lookahead_condition(file, condition, cursor, link) {
            let also = also.map(|n| also_text(file, n));
            return self
                .lookahead_traversal(file, statement, head, cursor, record, backwards, also);
        }
        if !ok_condition || !update_ok {
            return Err((
                "unrecognised_use",
                format!(
                    "the loop over {} is not of the form `for p := head; p != nil; p = p.next` (an extra `&& cond` may not call anything, use p, or do what may panic: an index, a division, an assertion, a field of anything but the variable the head is read from)",
                    file.text_of(head)
                ),
            ));
        }
        let also = also.map(|n| also_text(file, n));
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
    pub(super) fn while_traversal(
        &self,
        file: &SourceFile,
        declaration: Node,
        head: Node,
        record: &str,
        backwards: bool,
    ) -> Result<Option<Vec<Edit>>, (&'static str, String)> {
        let left = named_children(
            declaration
                .field("left")
                .ok_or(("unrecognised_use", String::new()))?,
        );
        let [cursor] = left.as_slice() else {
            return Ok(None);
        };
        let cursor = file.text_of(*cursor);
        let Some(statement) = declaration
            .next_named_sibling()
            .filter(|n| n.kind_name() == "for_statement")
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
            .field("body")
            .ok_or(("unrecognised_use", String::new()))?;
        let skips = descendants(body).any(|n| {
            n.kind_name() == "continue_statement" && {
                let mut up = n.parent();
                let mut same_loop = true;
                while let Some(u) = up {
                    if u == statement {
                        break;
                    }
                    if matches!(u.kind_name(), "for_statement" | "func_literal") {
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
            n.kind_name() == "identifier"
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
    pub(super) fn rewrite_loop(
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
            .field("body")
            .ok_or(("unrecognised_use", String::new()))?;
        let link = self.model.lists[record].link;
        let head_text = file.text_of(head);
        let unlinks: Vec<(Node, &str)> = descendants(body)
            .filter(|n| n.kind_name() == "if_statement")
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
            let (declaration, updates) =
                prev_bookkeeping(file, statement, body, link, prev, cursor, record).map_err(
                    |shape| {
                        let why = match shape {
                            PrevShape::Undeclared => format!(
                                "the predecessor {prev} of the unlink is not declared as `var {prev} *{record}` among the statements before the loop"
                            ),
                            PrevShape::Labelled(label) => format!(
                                "the predecessor {prev} of the unlink is declared in the statement labelled {label} (`{label}: var {prev} *{record}`), and unbox does not delete a labelled declaration"
                            ),
                            PrevShape::UsedElsewhere(node) => {
                                let at = file.position(node.start_byte());
                                format!(
                                    "the predecessor {prev} of the unlink is also used at line {}:{} (`{}`), beyond the unlink and `{prev} = {cursor}`; after the rewrite no {prev} is kept",
                                    at.line,
                                    at.column,
                                    file.text_of(node.parent().unwrap_or(node))
                                        .lines()
                                        .next()
                                        .unwrap_or_default()
                                        .trim()
                                )
                            }
                        };
                        ("unrecognised_use", why)
                    },
                )?;
            if let Some((n, _)) = unlinks.iter().find(|(n, _)| {
                updates
                    .iter()
                    .any(|u| predecessor_after_unlink(body, *n, u))
            }) {
                return Err((
                    "predecessor_after_unlink",
                    format!(
                        "after the unlink at line {}, `{prev} = {cursor}` still runs: the removed node becomes the predecessor, so of two matches in a row the original removes only the first, and tombstones would remove both",
                        n.start_position().row + 1
                    ),
                ));
            }
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
            if node.kind_name() != "identifier" || file.text_of(node) != cursor || inside(node) {
                continue;
            }
            let parent = node.parent().ok_or(("unrecognised_use", String::new()))?;
            let field_access = parent.kind_name() == "selector_expression"
                && parent.field("operand") == Some(node);
            let called = field_access
                && parent.parent().is_some_and(|c| {
                    c.kind_name() == "call_expression" && c.field("function") == Some(parent)
                });
            let returned = parent.kind_name() == "expression_list"
                && named_children(parent).len() == 1
                && parent
                    .parent()
                    .is_some_and(|r| r.kind_name() == "return_statement");
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
                let others_change = fields
                    .iter()
                    .any(|f| self.model.writers(f).contains_key(OTHER_PACKAGES));
                match lookups::returned_cursor_unsafe(
                    self.model.index,
                    file,
                    ret,
                    &fields,
                    Some(record),
                    others_change,
                ) {
                    None => {
                        if let Some(name) = lookups::function_name(file, ret) {
                            let lookups = if is_exported(name) {
                                &self.exported_lookups
                            } else {
                                &self.lookups
                            };
                            lookups.borrow_mut().insert(format!("{name} ({head_text})"));
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
            if let Some(how) = captured_for_later(node, body) {
                return Err((
                    "cursor_escapes",
                    format!("the traversal cursor {cursor} is captured by a function literal that {how}: it may run once the list has changed, when a pointer into the slice no longer points at the record"),
                ));
            }
            let compared = parent.kind_name() == "binary_expression"
                && parent
                    .field("operator")
                    .is_some_and(|o| matches!(file.text_of(o), "==" | "!="));
            if compared {
                return Err((
                    "compared_by_pointer",
                    format!(
                        "the traversal cursor {cursor} is compared by identity here (`{}`): the pass rewrites a cursor used only to select fields",
                        first_line_of(file.text_of(parent))
                    ),
                ));
            }
            if !field_access || called {
                return Err(("cursor_escapes", format!("the traversal cursor {cursor} is passed, stored, reassigned or has a method called on it inside the loop")));
            }
        }
        self.body_keeps_list(file, body, head, &inside)?;
        let shape = IndexLoop {
            head: head_text,
            cursor,
            backwards,
            also,
            skip_first: None,
        };
        let mut edits = index_loop(self.model, file, statement, body, shape)?;
        edits.append(&mut extra);
        Ok(Some(edits))
    }

    /// `for pp := &X.f; *pp != nil; pp = &(*pp).next { … }` into an index loop: `(*pp).v`
    /// reads and writes the element, and `*pp = (*pp).next` (which must be followed by
    /// `return` or `break`, as the original would skip the next element otherwise)
    /// becomes a tombstone. `None` when `address` (`&X.f`) does not start such a loop.
    pub(super) fn pointer_traversal(
        &self,
        file: &SourceFile,
        address: Node,
        head: Node,
        record: &str,
        backwards: bool,
    ) -> Result<Option<Vec<Edit>>, (&'static str, String)> {
        let link = self.model.lists[record].link;
        let statement = std::iter::successors(address.parent(), |n| n.parent())
            .take(4)
            .find(|n| n.kind_name() == "for_statement");
        let Some(found) = statement.and_then(|s| pointer_loop(file, s, link)) else {
            return Ok(None);
        };
        if found.head != head {
            return Ok(None);
        }
        let (body, cursor) = (found.body, found.cursor);
        let head_text = file.text_of(head);
        let unlinks = exiting_unlinks(file, body, head_text, |n| {
            pointer_unlink(file, n, cursor, link)
        })?;
        let inside = within(&unlinks);
        let mut derefs = Vec::new();
        for node in cursor_outside(file, body, cursor, &unlinks) {
            // Only `(*pp).v`, a field of the element, read or written.
            let paren = node
                .parent()
                .filter(|d| is_deref_of(file, *d, cursor))
                .and_then(|d| d.parent())
                .filter(|p| p.kind_name() == "parenthesized_expression");
            let selector = paren
                .and_then(|p| p.parent())
                .filter(|s| s.kind_name() == "selector_expression" && s.field("operand") == paren);
            let field = selector
                .and_then(|s| s.field("field"))
                .map(|f| file.text_of(f));
            let called = selector.is_some_and(|s| {
                s.parent().is_some_and(|c| {
                    c.kind_name() == "call_expression" && c.field("function") == Some(s)
                })
            });
            match (paren, field) {
                (Some(paren), Some(field)) if field != link && !called => derefs.push(paren),
                _ => {
                    return Err((
                        "cursor_escapes",
                        format!("the loop pointer {cursor} is used here other than as (*{cursor}).field or to unlink"),
                    ))
                }
            }
        }
        self.body_keeps_list(file, body, head, &inside)?;
        let element = ["p", "e", "it", "el", "cur"]
            .into_iter()
            .find(|name| {
                *name != cursor
                    && !descendants(body)
                        .any(|n| n.kind_name() == "identifier" && file.text_of(n) == *name)
            })
            .ok_or((
                "unrecognised_use",
                "no free name for the element".to_string(),
            ))?;
        let also = found.also.map(|n| also_text(file, n));
        let shape = IndexLoop {
            head: head_text,
            cursor: element,
            backwards,
            also,
            skip_first: None,
        };
        let mut edits = index_loop(self.model, file, found.statement, body, shape)?;
        edits.extend(element_edits(file, &derefs, &unlinks, element)?);
        Ok(Some(edits))
    }

    /// `for it := X.f; it.next != nil; it = it.next { … }`, a loop that judges the element
    /// after its cursor: `it.next.v` is that element's field and `it.next = it.next.next`
    /// (followed by `return` or `break`) unlinks it. It becomes an index loop over every
    /// live element but the first, the one after the head; `it` itself may not be used.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn lookahead_traversal(
        &self,
        file: &SourceFile,
        statement: Node,
        head: Node,
        cursor: &str,
        record: &str,
        backwards: bool,
        also: Option<String>,
    ) -> Result<Option<Vec<Edit>>, (&'static str, String)> {
        let link = self.model.lists[record].link;
        let body = statement
            .field("body")
            .ok_or(("unrecognised_use", String::new()))?;
        let head_text = file.text_of(head);
        if !head_checked_before(file, statement, head_text) {
            return Err((
                "lookahead_on_empty",
                format!("the look-ahead loop reads {cursor}.{link} of the head {head_text} at once, which panics on an empty list (a nil pointer) where the index loop would run over no element: the pass takes such a loop only after `if {head_text} == nil {{ return }}`, or inside `if {head_text} != nil {{ … }}`, with nothing between that may empty the list"),
            ));
        }
        let unlinks = exiting_unlinks(file, body, head_text, |n| {
            lookahead_unlink(file, n, cursor, link)
        })?;
        let inside = within(&unlinks);
        let mut nexts = Vec::new();
        for node in cursor_outside(file, body, cursor, &unlinks) {
            // Only `it.next.v`: a field of the element after the cursor.
            let next = node.parent().filter(|p| {
                p.kind_name() == "selector_expression"
                    && p.field("operand") == Some(node)
                    && p.field("field").is_some_and(|f| file.text_of(f) == link)
            });
            let field = next.and_then(|n| n.parent()).filter(|p| {
                p.kind_name() == "selector_expression"
                    && p.field("operand") == next
                    && p.field("field").is_some_and(|f| file.text_of(f) != link)
                    && !p.parent().is_some_and(|c| {
                        c.kind_name() == "call_expression" && c.field("function") == Some(*p)
                    })
            });
            match (next, field) {
                (Some(next), Some(_)) => nexts.push(next),
                _ => {
                    return Err((
                        "cursor_escapes",
                        format!("the look-ahead cursor {cursor} is used here other than as {cursor}.{link}.field or to unlink"),
                    ))
                }
            }
        }
        self.body_keeps_list(file, body, head, &inside)?;
        let function = crate::syntax::enclosing_function(statement).unwrap_or(body);
        let free = |name: &&str| {
            *name != cursor
                && !descendants(function)
                    .any(|n| n.kind_name() == "identifier" && file.text_of(n) == *name)
        };
        let element = ["e", "p", "nx", "el", "cur"]
            .into_iter()
            .find(free)
            .ok_or((
                "unrecognised_use",
                "no free name for the element".to_string(),
            ))?;
        // Each look-ahead loop of the function declares its own flag, where two in one
        // block would declare one name twice: the loop takes the free name whose place
        // is its own among the function's look-ahead loops (over the original text, so
        // every loop counts the same ones).
        let earlier = descendants(function)
            .filter(|n| n.kind_name() == "for_statement" && n.end_byte() <= statement.start_byte())
            .filter(|n| lookahead_loop(file, *n, link).is_some())
            .count();
        let first = [
            "first",
            "atHead",
            "headSeen",
            "firstNext",
            "atFirst",
            "headFirst",
        ]
        .into_iter()
        .filter(free)
        .nth(earlier)
        .ok_or((
            "unrecognised_use",
            "no free name for the first-element flag".to_string(),
        ))?;
        // The flag is declared before the loop: a `goto` in the function may jump over
        // that declaration (`goto miss` to a label after the loop), which Go rejects.
        if let Some(jump) = descendants(function).find(|n| n.kind_name() == "goto_statement") {
            return Err((
                "unrecognised_use",
                format!(
                    "the function has `{}`, which could jump over the flag the rewrite declares before the loop",
                    file.text_of(jump)
                ),
            ));
        }
        // The first live element is the head, which a look-ahead loop never judges.
        let shape = IndexLoop {
            head: head_text,
            cursor: element,
            backwards,
            also,
            skip_first: Some(first),
        };
        let mut edits = index_loop(self.model, file, statement, body, shape)?;
        edits.extend(element_edits(file, &nexts, &unlinks, element)?);
        Ok(Some(edits))
    }

    /// Nothing in a traversal's body (outside what `inside` marks: the unlinks and
    /// bookkeeping the rewrite replaces) may assign the list head or call what could push to it: the
    /// slice could move under the cursor.
    pub(super) fn body_keeps_list(
        &self,
        file: &SourceFile,
        body: Node,
        head: Node,
        inside: &dyn Fn(Node) -> bool,
    ) -> Result<(), (&'static str, String)> {
        let head_text = file.text_of(head);
        if descendants(body).any(|n| {
            n.kind_name() == "assignment_statement"
                && !inside(n)
                && file.text_of(n).contains(head_text)
        }) {
            return Err((
                "mutated_in_traversal",
                format!("{} is changed inside its own traversal", file.text_of(head)),
            ));
        }
        let field = head.field("field").map_or("", |f| file.text_of(f));
        // Another container's list of the same field (`dst.free = &conn{…, next:
        // dst.free}`, `dst.free = nil`) may be this one: `mirror(p, p)`.
        if let Some(write) = descendants(body).find(|n| {
            n.kind_name() == "assignment_statement"
                && !inside(*n)
                && n.field("left").is_some_and(|left| {
                    descendants(left).any(|s| {
                        s.kind_name() == "selector_expression"
                            && s.field("field").is_some_and(|f| file.text_of(f) == field)
                    })
                })
        }) {
            return Err((
                "mutated_in_traversal",
                format!(
                    "`{}` inside the traversal of {} sets a {field} list, which may be the one traversed: the slice could move or shrink under the cursor",
                    crate::syntax::first_line_of(file.text_of(write)),
                    head_text
                ),
            ));
        }
        // Another goroutine pushing while this one waits in the loop (a channel handed a
        // record and an acknowledgement awaited, here or in a function called here): the
        // original's cursor follows links that stay valid, the slice may move under the
        // index, and a forward loop reads its length once.
        if self.model.field_assigned(field) {
            let point = crate::passes::records::shapes::yield_point(file, body)
                .map(|p| {
                    format!(
                        "`{}` lets other goroutines run",
                        crate::syntax::first_line_of(file.text_of(p))
                    )
                })
                .or_else(|| self.model.yielding_call(file, body));
            if let Some(point) = point {
                return Err((
                    "mutated_in_traversal",
                    format!(
                        "inside the traversal of {}, {point}, and {field} is assigned in this package: the slice could move or grow under the cursor",
                        file.text_of(head)
                    ),
                ));
            }
        }
        let outside_unlinks: Vec<Node> = named_children(body).into_iter().collect();
        for statement in outside_unlinks {
            let calls_writer = descendants(statement)
                .filter(|n| n.kind_name() == "call_expression" && !inside(*n))
                .find_map(|call| writes_field(self.model, file, call, field));
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
        Ok(())
    }

    /// Container literals must be keyed; optional fields given in them lose their `&`, and
    /// creations that leave them out (or `new(C)`) mark them absent. Record literals stay
    /// valid only when keyed (the record gains a field).
    pub(super) fn check_literals(
        &self,
        field: &'a str,
        record: &'a str,
        list: bool,
        edits: &mut Vec<Edit>,
    ) -> Result<(), (Located<'a>, &'static str, String)> {
        let index = self.model.index;
        // The record, and the package's types declared over it (`type aura buff`, `type
        // aura = buff`), whose fields are the record's.
        let over = |types: &BTreeMap<&'a str, TypeDecl<'a>>| -> Vec<&'a str> {
            types
                .iter()
                .filter(|(_, d)| d.spec.file.text_of(unparen(d.ty)) == record)
                .map(|(name, _)| *name)
                .collect()
        };
        // The type facts spell an alias as the type it names, so its references are read
        // by name.
        let references: Vec<(&str, Vec<Located<'a>>)> = std::iter::once(record)
            .chain(over(&index.types))
            .map(|name| (name, index.type_references(name)))
            .chain(
                over(&index.aliases)
                    .into_iter()
                    .map(|name| (name, index.references_to(name).to_vec())),
            )
            .collect();
        for (name, found) in &references {
            for at in found {
                // `[]buff{{"str", 2, 3}}`, `map[string]*buff{"wis": {"wis", 4}}`: elements
                // written without their type are records too.
                if let Some(elided) = elided_positional(at.node) {
                    return Err((
                        Located {
                            file: at.file,
                            node: elided,
                        },
                        "positional_literal",
                        format!(
                            "a {name} is built with positional fields here, written without its type; a new field would break it"
                        ),
                    ));
                }
                let Some(literal) = at
                    .node
                    .parent()
                    .filter(|p| p.kind_name() == "composite_literal")
                else {
                    continue;
                };
                let positional = literal.field("body").is_some_and(|b| {
                    named_children(b)
                        .iter()
                        .any(|e| e.kind_name() != "keyed_element")
                });
                if positional {
                    return Err((
                        *at,
                        "positional_literal",
                        format!(
                            "{name} is built with positional fields here; a new field would break it"
                        ),
                    ));
                }
            }
        }
        // Elements written without their type: in a literal whose type holds the container
        // (`[]*player{{…}}`), or in one of a named collection of it (`type roster
        // []*player`, then `roster{{…}}`).
        let collections: Vec<&str> = index
            .type_references(self.container)
            .iter()
            .filter_map(|at| named_collection(at.file, at.node))
            .collect();
        let wrapped = index
            .type_references(self.container)
            .into_iter()
            .map(|at| (at, false));
        let named = collections
            .into_iter()
            .flat_map(|name| index.type_references(name))
            .map(|at| (at, true));
        for (at, own) in wrapped.chain(named) {
            if let Some(elided) = elided_element(at.node, own) {
                return Err((
                    Located {
                        file: at.file,
                        node: elided,
                    },
                    "elided_literal",
                    format!(
                        "a {0} is built here by an element written without its type (Go reads it as &{0}{{…}}), which the rewrite would not mark",
                        self.container,
                    ),
                ));
            }
        }
        for at in &index.type_references(self.container) {
            let Some(literal) = at
                .node
                .parent()
                .filter(|p| p.kind_name() == "composite_literal")
            else {
                continue;
            };
            let Some(body) = literal.field("body") else {
                continue;
            };
            for element in named_children(body) {
                if element.kind_name() != "keyed_element" {
                    return Err((
                        *at,
                        "positional_literal",
                        format!("{} is built with positional fields here", self.container),
                    ));
                }
                let (Some(key), Some(value)) = (element.field("key"), element.field("value"))
                else {
                    continue;
                };
                if at.file.text_of(key) != field {
                    continue;
                }
                let value = named_children(value).into_iter().next().map(unparen);
                match value {
                    Some(v) if nil_value(at.file, v) && !list => edits.push(Edit::replace(
                        &at.file.path,
                        v.byte_range(),
                        self.flag.absent_value(record),
                    )),
                    Some(v) if nil_value(at.file, v) => edits.extend(untyped_nil(at.file, v)),
                    Some(v) if !list => match present_literal(at.file, v, record, self.flag)
                        .or_else(|| self.present_new_literal(at.file, v, record))
                        .or_else(|| self.fresh_record_call(at.file, v, record))
                    {
                        Some(mut more) => edits.append(&mut more),
                        None if self.is_fresh_record_call(at.file, v, record) => {
                            return Err((
                                Located {
                                    file: at.file,
                                    node: v,
                                },
                                "flag_polarity",
                                format!(
                                    "{}.{field} is set to {}, a fresh record the function builds without the _present flag, so stored inline it would read as absent; with _is_nil it is rewritten (`*{}`)",
                                    self.container,
                                    at.file.text_of(v),
                                    at.file.text_of(v)
                                ),
                            ))
                        }
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
}

/// The index loop a traversal becomes.
struct IndexLoop<'t> {
    /// The list (the slice after the rewrite).
    head: &'t str,
    /// The element's name inside the loop.
    cursor: &'t str,
    /// Walk from the end: the list is stored newest-last.
    backwards: bool,
    /// An extra condition for the header.
    also: Option<String>,
    /// A flag to declare before the loop, skipping the first live element (the head).
    skip_first: Option<&'t str>,
}

/// For a type reference inside the type of a composite literal (`[]*player{…}`,
/// `map[int]*player{…}`; or, when `own`, the literal's own type, a named collection), an
/// element of that literal written without its type (`{name: "a"}`, which Go reads as
/// `&player{name: "a"}`): the creation of a container no type reference names.
fn elided_element(reference: Node, own: bool) -> Option<Node> {
    elided_values(reference, own)?.into_iter().next()
}

/// The elements written without their type (`{…}`) of the literal whose type holds a
/// type reference (`[]*player{…}`, `map[string]buff{…}`), in order; `None` for the
/// reference's own literal (`player{…}`, judged as written) unless `own`.
fn elided_values(reference: Node, own: bool) -> Option<Vec<Node>> {
    let mut wrappers = 0;
    let literal = std::iter::successors(reference.parent(), |n| n.parent())
        .take_while(|n| {
            matches!(
                n.kind_name(),
                "pointer_type"
                    | "slice_type"
                    | "array_type"
                    | "implicit_length_array_type"
                    | "map_type"
                    | "composite_literal"
            )
        })
        .inspect(|n| wrappers += usize::from(n.kind_name() != "composite_literal"))
        .find(|n| n.kind_name() == "composite_literal")?;
    if wrappers == 0 && !own {
        return None;
    }
    let body = literal.field("body")?;
    Some(
        named_children(body)
            .into_iter()
            .flat_map(|element| match element.kind_name() {
                "keyed_element" => [element.field("key"), element.field("value")],
                _ => [Some(element), None],
            })
            .flatten()
            .flat_map(named_children)
            .filter(|n| n.kind_name() == "literal_value")
            .collect(),
    )
}

/// For a type reference inside a literal's type that holds it (`[]buff{…}`, `map[string]*buff{…}`,
/// `[3]buff{…}`), an element of that literal written without its type and with a
/// positional field (`{"str", 2, 3}`). Deeper collections (`[][]buff{{{…}}}`) count their
/// inner braces as positional: refused, never rewritten wrongly.
fn elided_positional(reference: Node) -> Option<Node> {
    elided_values(reference, false)?.into_iter().find(|value| {
        named_children(*value)
            .iter()
            .any(|e| e.kind_name() != "keyed_element")
    })
}

/// The name of the type a reference is the element of, when it is declared as a
/// collection of it (`type roster []*player`, `type byID map[int]*player`).
fn named_collection<'t>(file: &'t SourceFile, reference: Node) -> Option<&'t str> {
    let spec = std::iter::successors(reference.parent(), |n| n.parent())
        .take_while(|n| {
            matches!(
                n.kind_name(),
                "pointer_type" | "slice_type" | "array_type" | "map_type" | "type_spec"
            )
        })
        .find(|n| n.kind_name() == "type_spec")?;
    let ty = spec.field("type")?;
    let name = spec.field("name")?;
    (ty.kind_name() != "pointer_type").then(|| file.text_of(name))
}

/// Why a traversal's head cannot be read on every pass, as the index loop reads it (its
/// length once, then `&head[i]` in each pass) where the original read it once: anything
/// but a chain of field selections from a name (a call, `m[k].items`) may give another
/// list or run code again, and so does a chain whose name or a field on the way the loop
/// assigns (`s = s.backup`).
fn head_read_again(
    model: &Model,
    file: &SourceFile,
    statement: Node,
    body: Node,
    head: &str,
) -> Option<String> {
    let plain = head
        .split('.')
        .all(|part| !part.is_empty() && part.chars().all(|c| c.is_alphanumeric() || c == '_'));
    if !plain {
        return Some(format!(
            "the walk starts from `{head}`, which the rewritten loop would evaluate again on every pass: the original evaluates it once"
        ));
    }
    // The head itself is left to the shapes that judge it (an unlink of the first record
    // assigns it, and becomes a tombstone); its name and the fields on the way may not
    // change.
    let prefixes: Vec<&str> = head.match_indices('.').map(|(at, _)| &head[..at]).collect();
    // The fields on the way (`cur` in `w.cur.mobs`): assigned through another name for
    // the same holder (`alias.cur = alias.cur.exit`, with `alias` and `w` one world),
    // they move the head as surely as `w.cur = …` does.
    let mut on_the_way: Vec<&str> = prefixes
        .iter()
        .filter_map(|p| p.rsplit_once('.').map(|(_, field)| field))
        .collect();
    let facts = model.index.package.types.file(file).ok();
    // A selection promoted from an embedded field (`w.items` with world embedding
    // `*bag`) goes through that field too: `w.bag = w.spare` moves the head.
    let embedded = match embedded_on_the_way(model, file, statement, head) {
        Ok(embedded) => embedded,
        Err(selected) => {
            return Some(format!(
                "the walk reads `{head}` through `{selected}`, a field promoted from an embedded one more than one level down, which the rewritten loop, reading `{head}` on every pass, could see moved"
            ))
        }
    };
    on_the_way.extend(embedded.iter().map(String::as_str));
    // The loop's own variables (`pp` of `for pp := &t.l; …`): a store through one is the
    // unlink the shapes judge, not a move of a holder.
    let own: Vec<&str> = named_children(statement)
        .into_iter()
        .find(|c| c.kind_name() == "for_clause")
        .and_then(|c| c.field("initializer"))
        .and_then(|i| i.field("left"))
        .map(|left| {
            named_children(left)
                .into_iter()
                .map(|n| file.text_of(n))
                .collect()
        })
        .unwrap_or_default();
    descendants(body)
        .filter(|n| {
            matches!(
                n.kind_name(),
                "assignment_statement" | "short_var_declaration" | "inc_statement" | "dec_statement"
            )
        })
        .flat_map(|n| {
            let declares = n.kind_name() == "short_var_declaration";
            n.field("left")
                .map(named_children)
                .unwrap_or_else(|| named_children(n))
                .into_iter()
                .map(move |left| (unparen(left), declares))
        })
        .find_map(|(left, declares)| {
            let text = file.text_of(left);
            if prefixes.contains(&text) {
                return Some(format!(
                    "the loop assigns `{text}`, so the rewritten loop, which reads `{head}` on every pass, would walk another list than the original"
                ));
            }
            if declares {
                return None;
            }
            let field = (left.kind_name() == "selector_expression")
                .then(|| left.field("field"))
                .flatten()
                .map(|f| file.text_of(f))
                .filter(|f| on_the_way.contains(f));
            if let Some(field) = field {
                return Some(format!(
                    "the loop assigns `{text}`, a field `{head}` is read through (`{field}`), perhaps of the same holder under another name, so the rewritten loop, which reads `{head}` on every pass, could walk another list than the original"
                ));
            }
            // `*pc = (*pc).exit` with `pc := &w.cur`: a store through a pointer of a
            // pointer or a struct may be one to a holder on the way (a number is not).
            let through_pointer = left.kind_name() == "unary_expression"
                && left
                    .field("operator")
                    .is_some_and(|o| file.text_of(o) == "*")
                && left
                    .field("operand")
                    .is_none_or(|o| !own.contains(&file.text_of(unparen(o))));
            let holder = || match facts.as_ref() {
                Some(facts) => facts
                    .type_of(left)
                    .and_then(|ty| facts.type_info(ty))
                    .is_none_or(|info| matches!(info.kind.as_str(), "pointer" | "struct")),
                None => true,
            };
            (through_pointer && holder()).then(|| {
                format!(
                    "the loop stores through `{text}`, which may point to a holder `{head}` is read through, so the rewritten loop, which reads `{head}` on every pass, could walk another list than the original"
                )
            })
        })
        .or_else(|| {
            let embedded: Vec<&str> = embedded.iter().map(String::as_str).collect();
            head_changed_by_call(model, file, body, &prefixes, &embedded, head)
        })
}

/// Whether `selector` (`x.f`) selects a field its operand's type does not declare
/// itself, as the type checker says: one promoted from an embedded field. The name of
/// the type that declares it (`bag`), or `None` for an own field or without facts.
fn promoted_from<'f>(facts: &crate::types::FileTypes<'f>, selector: Node) -> Option<&'f str> {
    let field = selector.field("field")?;
    let object = facts.object(field)?;
    if object.kind != crate::types::ObjectKind::Field {
        return None;
    }
    let owner = object.owner?;
    let operand = facts.type_of(unparen(selector.field("operand")?))?;
    let operand = operand.trim_start_matches('*');
    (owner != operand).then(|| owner.rsplit('.').next().unwrap_or(owner))
}

/// The selection of the loop's condition (other than on the cursor) that is promoted
/// from an embedded field (`n < b.limit` with bag embedding `*cfg`): reading it
/// dereferences that field.
fn promoted_in_condition<'t>(
    model: &Model,
    file: &SourceFile,
    statement: Node<'t>,
) -> Option<Node<'t>> {
    let facts = model.index.package.types.file(file).ok()?;
    let condition = named_children(statement)
        .into_iter()
        .find_map(|c| match c.kind_name() {
            "for_clause" => c.field("condition"),
            "block" | "range_clause" => None,
            _ => Some(c),
        })?;
    descendants(condition)
        .find(|n| n.kind_name() == "selector_expression" && promoted_from(&facts, *n).is_some())
}

/// The embedded fields the head's selections are promoted through, by the name of the
/// type declaring the selected field (an embedded field is named by its type): `bag` for
/// `w.items` with world embedding `*bag`. `Err` with the selection when the operand's
/// type does not embed that type itself (promoted from deeper, through fields this does
/// not name). Without facts, none.
fn embedded_on_the_way(
    model: &Model,
    file: &SourceFile,
    statement: Node,
    head: &str,
) -> Result<Vec<String>, String> {
    let Ok(facts) = model.index.package.types.file(file) else {
        return Ok(Vec::new());
    };
    let function = crate::syntax::enclosing_function(statement).unwrap_or(statement);
    let Some(mut at) = descendants(function)
        .find(|n| n.kind_name() == "selector_expression" && file.text_of(*n) == head)
    else {
        return Ok(Vec::new());
    };
    let mut embedded = Vec::new();
    while at.kind_name() == "selector_expression" {
        if let Some(owner) = promoted_from(&facts, at) {
            let Some((&name, _)) = model.index.types.get_key_value(owner) else {
                return Err(file.text_of(at).to_string());
            };
            let operand = at
                .field("operand")
                .and_then(|o| facts.type_of(unparen(o)))
                .map(|t| t.trim_start_matches('*'))
                .map(|t| t.rsplit('.').next().unwrap_or(t));
            let embeds = operand
                .and_then(|o| model.index.types.get(o))
                .is_some_and(|decl| {
                    crate::syntax::struct_fields(decl.ty).iter().any(|f| {
                        f.field("name").is_none()
                            && f.field("type").is_some_and(|t| {
                                decl.spec.file.text_of(t).trim_start_matches('*') == name
                            })
                    })
                });
            if !embeds {
                return Err(file.text_of(at).to_string());
            }
            embedded.push(name.to_string());
        }
        let Some(operand) = at.field("operand") else {
            break;
        };
        at = unparen(operand);
    }
    Ok(embedded)
}

/// Why a call in the loop may change what a traversal's head is read through: a field on
/// the way (`here` in `p.here.mobs`) or the package variable it starts from (`here` in
/// `here.mobs`, not a local of that name), which a function of the package the loop
/// calls assigns, directly or through its own calls (`flee()` doing `here = here.exit`).
fn head_changed_by_call(
    model: &Model,
    file: &SourceFile,
    body: Node,
    prefixes: &[&str],
    embedded: &[&str],
    head: &str,
) -> Option<String> {
    let function = crate::syntax::enclosing_function(body).unwrap_or(body);
    let local = |name: &str| {
        descendants(function).any(|n| {
            n.kind_name() == "identifier"
                && file.text_of(n) == name
                && n.parent().is_some_and(|p| {
                    matches!(
                        p.kind_name(),
                        "parameter_declaration" | "variadic_parameter_declaration" | "var_spec"
                    ) || (p.kind_name() == "expression_list"
                        && p.parent().is_some_and(|d| {
                            matches!(d.kind_name(), "short_var_declaration" | "range_clause")
                        }))
                })
        })
    };
    let changed: Vec<&str> = prefixes
        .iter()
        .filter_map(|prefix| match prefix.rsplit_once('.') {
            Some((_, field)) => Some(field),
            None if model.index.package_names.contains_key(prefix) && !local(prefix) => {
                Some(*prefix)
            }
            None => None,
        })
        .chain(embedded.iter().copied())
        .collect();
    for name in changed {
        let writers = model.writers(name);
        if writers.is_empty() {
            continue;
        }
        for call in descendants(body).filter(|n| n.kind_name() == "call_expression") {
            let Some((callee, _)) = call_parts(call) else {
                continue;
            };
            let callee = unparen(callee);
            let called = match callee.kind_name() {
                "selector_expression" => callee.field("field").map(|f| file.text_of(f)),
                "identifier" => Some(file.text_of(callee)),
                _ => None,
            };
            if let Some(chain) = called.and_then(|c| writers.get(c)) {
                return Some(format!(
                    "the loop calls {}, which {} `{name}` (through {}), so the rewritten loop, which reads `{head}` on every pass, could walk another list than the original",
                    file.text_of(callee),
                    match &chain.change {
                        super::writers::Change::Assigns(_) => "assigns",
                        super::writers::Change::Opaque(_) => "may assign",
                    },
                    chain.through.join(" → ")
                ));
            }
        }
    }
    None
}

/// The edits making a loop statement an [`IndexLoop`]: its header (with any extra
/// condition), and a prologue binding the cursor to the element and skipping removed ones
/// (and the first live one, when asked).
fn index_loop(
    model: &Model,
    file: &SourceFile,
    statement: Node,
    body: Node,
    shape: IndexLoop,
) -> Result<Vec<Edit>, (&'static str, String)> {
    let IndexLoop {
        head: head_text,
        cursor,
        backwards,
        also,
        skip_first,
    } = shape;
    if let Some(why) = head_read_again(model, file, statement, body, head_text) {
        return Err(("traversal_head", why));
    }
    if also.is_some() {
        if let Some(selected) = promoted_in_condition(model, file, statement) {
            return Err((
                "unrecognised_use",
                format!(
                    "the loop's extra condition reads `{}`, a field promoted from an embedded one: through an embedded pointer it may panic, and the index loop checks the condition on a list of removed entries too, where the linked loop stopped at the nil head",
                    file.text_of(selected)
                ),
            ));
        }
    }
    // The index is declared in the loop's header: a name spelled anywhere in the
    // function (a receiver `i` the head reads, a counter) could be shadowed by it or
    // shadow it, so only one the function never spells is taken.
    let function = crate::syntax::enclosing_function(statement).unwrap_or(body);
    let spelled: std::collections::HashSet<&str> = descendants(function)
        .filter(|n| n.kind_name() == "identifier")
        .map(|n| file.text_of(n))
        .collect();
    // The usual names first, then `i2`, `i3`, …: the function spells finitely many.
    let index = ["i", "j", "k", "n", "idx"]
        .into_iter()
        .map(String::from)
        .chain((2..).map(|n| format!("i{n}")))
        .find(|name| !spelled.contains(name.as_str()) && name != cursor)
        .unwrap_or_default();
    // `len := 0` in the function would make the header's `len(…)` call a variable.
    if descendants(function).any(|n| {
        n.kind_name() == "identifier"
            && file.text_of(n) == "len"
            && !n.parent().is_some_and(|p| {
                p.kind_name() == "call_expression" && p.field("function") == Some(n)
            })
    }) {
        return Err((
            "name_shadowed",
            "the function declares its own `len`, which the index loop's header would call"
                .to_string(),
        ));
    }
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
    let mut prologue = format!("\n{indent}\t{cursor} := &{head_text}[{index}]\n{indent}\tif {cursor}._is_nil {{\n{indent}\t\tcontinue\n{indent}\t}}");
    let header = match skip_first {
        Some(first) => {
            prologue.push_str(&format!(
                "\n{indent}\tif {first} {{\n{indent}\t\t{first} = false\n{indent}\t\tcontinue\n{indent}\t}}"
            ));
            format!("{first} := true\n{indent}{header}")
        }
        None => header,
    };
    Ok(vec![
        Edit::replace(
            &file.path,
            statement.start_byte()..body.start_byte(),
            header,
        ),
        Edit::insert(&file.path, after_opening_comment(file, body), prologue),
    ])
}

/// Where statements go first in a block: after its `{`, or after a comment that follows
/// the `{` on its line (`for … { // oldest last`), which stays on the loop's header.
fn after_opening_comment(file: &SourceFile, body: Node) -> usize {
    let open = body.start_byte() + 1;
    let line = file.position(open).line;
    let mut cursor = body.walk();
    let comment = body
        .children(&mut cursor)
        .find(|n| n.start_byte() >= open)
        .filter(|n| n.kind_name() == "comment" && file.position(n.start_byte()).line == line);
    comment.map_or(open, |c| c.end_byte())
}

/// An extra loop condition as it goes after `&&` in the index loop's header: an `||`
/// keeps its meaning only in parentheses.
fn also_text(file: &SourceFile, n: Node) -> String {
    let text = file.text_of(n);
    let or = n.kind_name() == "binary_expression"
        && n.field("operator").is_some_and(|o| file.text_of(o) == "||");
    if or {
        format!("({text})")
    } else {
        text.to_string()
    }
}

/// Whether an unlink leaves its loop at once: the next statement is `return` or a plain
/// `break` (a labelled one may leave an outer loop), with only blocks and ifs between it
/// and the loop's body (a `break` in a switch leaves the switch).
fn leaves_loop(file: &SourceFile, unlink: Node, body: Node) -> bool {
    // Bookkeeping may stand between (`s.live--`, `w.n -= 1`): a counter or a plain
    // assignment, with no call, that names neither the loop's cursor nor a variable the
    // loop assigns (`prev = p`), which the rewrite turns into indices.
    let mut moved: Vec<&str> = Vec::new();
    if let Some(clause) = body.parent().and_then(|f| {
        f.named_children(&mut f.walk())
            .find(|c| c.kind_name() == "for_clause")
    }) {
        if let Some(left) = clause.field("initializer").and_then(|i| i.field("left")) {
            moved.extend(named_children(left).into_iter().map(|n| file.text_of(n)));
        }
    }
    for assignment in descendants(body).filter(|n| n.kind_name() == "assignment_statement") {
        if let Some(left) = assignment.field("left") {
            moved.extend(
                named_children(left)
                    .into_iter()
                    .filter(|n| n.kind_name() == "identifier")
                    .map(|n| file.text_of(n)),
            );
        }
    }
    let bookkeeping = |n: Node| {
        matches!(
            n.kind_name(),
            "inc_statement" | "dec_statement" | "assignment_statement"
        ) && descendants(n).all(|d| {
            d.kind_name() != "call_expression"
                && !(d.kind_name() == "identifier" && moved.contains(&file.text_of(d)))
        })
    };
    let mut next = unlink.next_named_sibling();
    while let Some(n) = next.filter(|n| bookkeeping(*n)) {
        next = n.next_named_sibling();
    }
    let exits = next.is_some_and(|n| {
        n.kind_name() == "return_statement"
            || n.kind_name() == "break_statement" && file.text_of(n) == "break"
    });
    let plain = std::iter::successors(unlink.parent(), |n| n.parent())
        .take_while(|n| *n != body)
        .all(|n| matches!(n.kind_name(), "block" | "if_statement" | "statement_list"));
    exits && plain
}

/// The unlinks (`is_unlink`) of a loop body, each of which must leave the loop at once
/// ([`leaves_loop`]).
/// The identifiers spelling `cursor` in `body` outside the `unlinks` (which the caller
/// rewrites whole).
fn cursor_outside<'t>(
    file: &'t SourceFile,
    body: Node<'t>,
    cursor: &'t str,
    unlinks: &'t [Node<'t>],
) -> impl Iterator<Item = Node<'t>> + 't {
    let inside = within(unlinks);
    descendants(body)
        .filter(move |n| n.kind_name() == "identifier" && file.text_of(*n) == cursor && !inside(*n))
}

/// Whether a node starts inside one of `nodes`.
fn within<'u>(nodes: &'u [Node<'u>]) -> impl Fn(Node) -> bool + 'u {
    move |n| {
        nodes
            .iter()
            .any(|u| u.byte_range().contains(&n.start_byte()))
    }
}

fn exiting_unlinks<'t>(
    file: &SourceFile,
    body: Node<'t>,
    head_text: &str,
    is_unlink: impl Fn(Node) -> bool,
) -> Result<Vec<Node<'t>>, (&'static str, String)> {
    let unlinks: Vec<Node> = descendants(body).filter(|n| is_unlink(*n)).collect();
    match unlinks.iter().find(|u| !leaves_loop(file, **u, body)) {
        Some(unlink) => Err((
            "unrecognised_use",
            format!("the unlink {} in the loop over {head_text} is not followed by return or break in the loop's own body (only a counter or an assignment without calls, naming neither the cursor nor a variable the loop assigns, may stand between): the pass rewrites only an unlink that leaves the loop there (one that goes on would step from the element after it)", file.text_of(*unlink)),
        )),
        None => Ok(unlinks),
    }
}

/// Each of `uses` (`(*pp)`, `t.next`) becomes the loop's element, and each unlink its
/// tombstone. A use in the statement leaving the loop after an unlink (`*pp =
/// (*pp).next; return (*pp).val`) reads the element after the one removed, where the
/// rewrite would read the removed one: refused.
fn element_edits(
    file: &SourceFile,
    uses: &[Node],
    unlinks: &[Node],
    element: &str,
) -> Result<Vec<Edit>, (&'static str, String)> {
    for unlink in unlinks {
        let Some(after) = unlink.next_named_sibling() else {
            continue;
        };
        if let Some(read) = uses
            .iter()
            .find(|u| after.byte_range().contains(&u.start_byte()))
        {
            return Err((
                "unrecognised_use",
                format!(
                    "`{}` after the unlink {} reads the element after the one removed, which the rewrite would not: the slice keeps the removed element in place",
                    file.text_of(*read),
                    file.text_of(*unlink)
                ),
            ));
        }
    }
    Ok(uses
        .iter()
        .map(|n| Edit::replace(&file.path, n.byte_range(), element))
        .chain(unlinks.iter().map(|u| {
            Edit::replace(
                &file.path,
                u.byte_range(),
                format!("{element}._is_nil = true"),
            )
        }))
        .collect())
}

/// For a typed nil (`(*R)(nil)`) where a list head was, the edit writing it `nil`,
/// which is the nil slice the head becomes; none for `nil` itself.
fn untyped_nil(file: &SourceFile, value: Node) -> Option<Edit> {
    typed_nil(file, unparen(value))?;
    Some(Edit::replace(
        &file.path,
        value.byte_range(),
        "nil".to_string(),
    ))
}

/// What one return statement of a constructor gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Returned {
    /// A fresh `&S{…}` or `new(S)`.
    Fresh,
    /// `nil`, on this line.
    Nil(usize),
    Other,
}

impl<'m, 'a> ContainerPlan<'m, 'a> {
    /// `X.f = newS()` where `newS` is a package function whose every return is `&S{…}`: a
    /// fresh record each call that nothing else holds (gcache's `newARCList()`, ristretto's
    /// `newCmSketch`), so `X.f = *newS()` stores the same value. Not with `--flag present`,
    /// where the constructor's record would read as absent.
    fn fresh_record_call(&self, file: &SourceFile, value: Node, record: &str) -> Option<Vec<Edit>> {
        if self.flag == RecordFlag::Present || !self.is_fresh_record_call(file, value, record) {
            return None;
        }
        Some(vec![Edit::insert(&file.path, value.start_byte(), "*")])
    }

    /// Whether `value` calls a package function whose every return is a fresh `&S{…}`.
    fn is_fresh_record_call(&self, file: &SourceFile, value: Node, record: &str) -> bool {
        self.fresh_call(file, value, record).is_some()
    }

    fn fresh_call(&self, file: &SourceFile, value: Node, record: &str) -> Option<()> {
        let returns = self.constructor_returns(file, value, record)?;
        returns.iter().all(|r| *r == Returned::Fresh).then_some(())
    }

    /// The line of a `return nil` of the package function `value` calls, when each of
    /// its returns is that or a fresh `&S{…}`: such a constructor may give no record,
    /// which stored inline would need the call's result checked.
    fn nil_returning_constructor(
        &self,
        file: &SourceFile,
        value: Node,
        record: &str,
    ) -> Option<usize> {
        let returns = self.constructor_returns(file, value, record)?;
        if returns.contains(&Returned::Other) {
            return None;
        }
        returns.iter().find_map(|r| match r {
            Returned::Nil(line) => Some(*line),
            _ => None,
        })
    }

    /// What each return of the package function `value` calls gives, when that function
    /// returns `*record` alone.
    fn constructor_returns(
        &self,
        file: &SourceFile,
        value: Node,
        record: &str,
    ) -> Option<Vec<Returned>> {
        let (callee, _) = call_parts(value)?;
        let callee = unparen(callee);
        if callee.kind_name() != "identifier" {
            return None;
        }
        if let Ok(facts) = self.model.index.package.types.file(file) {
            if facts
                .object(callee)
                .is_none_or(|o| o.kind != ObjectKind::Func)
            {
                return None;
            }
        }
        let func = self.model.index.funcs.get(file.text_of(callee))?;
        let result = func.at.node.field("result")?;
        let spelled: String = func.at.file.text_of(result).split_whitespace().collect();
        if spelled.trim_start_matches('(').trim_end_matches(')') != format!("*{record}") {
            return None;
        }
        let returns = own_returns(func.at.node);
        if returns.is_empty() {
            return None;
        }
        Some(
            returns
                .iter()
                .map(|r| match named_children(*r).as_slice() {
                    [list] => match named_children(*list).as_slice() {
                        [one] if strip_address_of(func.at.file, *one, record).is_some() => {
                            Returned::Fresh
                        }
                        [one] if nil_value(func.at.file, *one) => {
                            Returned::Nil(func.at.file.position(r.start_byte()).line)
                        }
                        _ => Returned::Other,
                    },
                    _ => Returned::Other,
                })
                .collect(),
        )
    }

    /// `*X.f == v` (or `!=`): with `_is_nil`, a present record stored inline carries
    /// `false`, as any record built elsewhere does, so `X.f == v` compares the same fields
    /// (an absent one panicked on the nil pointer before). With `_present` a stored record
    /// carries `true` and a literal does not, so the comparison would change.
    fn dereference_compared(
        &self,
        file: &SourceFile,
        unary: Node,
        selector: Node,
    ) -> Result<Vec<Edit>, (&'static str, String)> {
        if self.flag == RecordFlag::Present {
            return Err((
                "compared_by_value",
                format!(
                    "{} is compared by value here, and with _present a stored record carries true where a record built to compare with does not",
                    file.text_of(unary)
                ),
            ));
        }
        Ok(vec![Edit::replace(
            &file.path,
            unary.start_byte()..selector.start_byte(),
            "",
        )])
    }

    /// `*X.f = R{…}` inside `if X.f != nil {`: the record is replaced in place, which the
    /// inline record does as `X.f = R{…}` (marked present under `_present`). Every alias
    /// of it sees the new value either way; outside such a guard the original may panic
    /// on nil, which the rewrite would not, so it is left to the other rules.
    fn dereference_store(
        &self,
        file: &SourceFile,
        unary: Node,
        selector: Node,
        record: &str,
    ) -> Option<Vec<Edit>> {
        let list = unary
            .parent()
            .filter(|l| l.kind_name() == "expression_list")?;
        let assignment = list
            .parent()
            .filter(|a| a.kind_name() == "assignment_statement" && a.field("left") == Some(list))?;
        if named_children(list).len() != 1
            || assignment
                .field("operator")
                .is_none_or(|o| file.text_of(o) != "=")
        {
            return None;
        }
        let right = named_children(assignment.field("right")?);
        let [value] = right.as_slice() else {
            return None;
        };
        let literal = unparen(*value);
        if literal.kind_name() != "composite_literal"
            || literal.field("type").map(|t| file.text_of(t)) != Some(record)
        {
            return None;
        }
        if !guarded_by_nil_check(file, assignment, selector) {
            return None;
        }
        let mut edits = vec![Edit::replace(
            &file.path,
            unary.start_byte()..selector.start_byte(),
            "",
        )];
        if self.flag == RecordFlag::Present {
            let body = literal.field("body")?;
            let mark = if named_children(body).is_empty() {
                "_present: true"
            } else {
                "_present: true, "
            };
            edits.push(Edit::insert(&file.path, body.start_byte() + 1, mark));
        }
        Some(edits)
    }

    /// `b := *X.f` whose `b` is only read and written through its fields, and stored at most
    /// once, as `Y.f = &b` (a clone's copy of a record): `b := X.f` copies the inline
    /// record, and the store (see [`Self::stored_copy`]) stores the copy.
    fn dereference_copy(
        &self,
        file: &SourceFile,
        unary: Node,
        selector: Node,
    ) -> Result<Vec<Edit>, (&'static str, String)> {
        let refuse = || {
            (
                "stored_elsewhere",
                format!(
                    "{} is copied here into a variable used otherwise than through its fields and one store back into a {} (or used after that store, where a copy stored inline would no longer see it)",
                    file.text_of(unary),
                    self.container
                ),
            )
        };
        // `*X.f = S{…}` outside `if X.f != nil {` (see `dereference_store`).
        let stored = unary
            .parent()
            .filter(|l| l.kind_name() == "expression_list")
            .and_then(|l| l.parent().filter(|a| a.field("left") == Some(l)))
            .filter(|a| a.kind_name() == "assignment_statement");
        if let Some(assignment) = stored.filter(|a| guarded_by_nil_check(file, *a, selector)) {
            // Guarded, but the value is not a record literal (`*c.stats = freshStats()`).
            return Err((
                "replaced_by_value",
                format!(
                    "{} is replaced through the pointer here with `{}`, which is not a record literal: stored inline, a record made elsewhere may not carry the flag that says whether it is present",
                    file.text_of(unary),
                    assignment
                        .field("right")
                        .map_or("", |r| file.text_of(r)),
                ),
            ));
        }
        if stored.is_some() {
            return Err((
                "unguarded_store",
                format!(
                    "{} is replaced through the pointer here, not as the first statement of an `if {} != nil {{` around it (one before may clear it): the original panics when it is nil, which a store into the inline record would not",
                    file.text_of(unary),
                    file.text_of(selector)
                ),
            ));
        }
        // Not copied into a variable: handed to a call, stored, compared, converted.
        let as_value = || {
            let whom = std::iter::successors(unary.parent(), |n| n.parent())
                .take_while(|n| !n.kind_name().ends_with("statement"))
                .find(|n| n.kind_name() == "call_expression")
                .and_then(|c| c.field("function"))
                .map(|f| format!(" (an argument of {})", file.text_of(f)))
                .unwrap_or_default();
            (
                "stored_elsewhere",
                format!(
                    "{} is used here as a value{whom}, not copied into a variable of its own: stored inline, the record would carry its flag field, which fmt, reflect, == and interfaces see, and a copy of it would no longer share later changes",
                    file.text_of(unary)
                ),
            )
        };
        let declaration = unary
            .parent()
            .filter(|l| l.kind_name() == "expression_list" && named_children(*l).len() == 1)
            .and_then(|l| l.parent())
            .filter(|d| d.kind_name() == "short_var_declaration")
            .ok_or_else(as_value)?;
        let left = named_children(declaration.field("left").ok_or_else(refuse)?);
        let [name] = left.as_slice() else {
            return Err(refuse());
        };
        let field = selector
            .field("field")
            .map(|f| file.text_of(f))
            .ok_or_else(refuse)?;
        if !copy_stays_local(file, declaration, file.text_of(*name), field) {
            return Err(refuse());
        }
        Ok(vec![Edit::replace(
            &file.path,
            unary.start_byte()..selector.start_byte(),
            "",
        )])
    }

    /// `Y.f = &b` where `b := *X.f` copied the same field's record (see
    /// [`Self::dereference_copy`]): becomes `Y.f = b`.
    fn stored_copy(
        &self,
        file: &SourceFile,
        value: Node,
        target: Node,
    ) -> Option<Result<Vec<Edit>, (&'static str, String)>> {
        let value = unparen(value);
        if value.kind_name() != "unary_expression"
            || value
                .field("operator")
                .is_none_or(|o| file.text_of(o) != "&")
        {
            return None;
        }
        let operand = unparen(value.field("operand")?);
        if operand.kind_name() != "identifier" {
            return None;
        }
        let name = file.text_of(operand);
        let field = file.text_of(target.field("field")?);
        let body = enclosing_body(value)?;
        let declaration = descendants(body).find(|d| {
            d.kind_name() == "short_var_declaration"
                && d.field("left")
                    .is_some_and(|l| named_children(l).len() == 1 && file.text_of(l) == name)
                && d.field("right").is_some_and(|r| {
                    let right = named_children(r);
                    right.len() == 1 && dereferences_field(file, right[0], field)
                })
        })?;
        // With `_present`, only a record read from this container's inline slot says it is
        // present; one copied from another container's pointer (a template refused, or
        // of another type with a field of the same name) has `_present` false.
        if !copy_stays_local(file, declaration, name, field) {
            return None;
        }
        if self.flag == RecordFlag::Present && !self.copied_from_container(file, declaration) {
            return Some(Err((
                "flag_polarity",
                format!(
                    "{} is assigned {}, a copy of `{}`, which is not this {}'s inline record: it carries no _present flag, so stored inline it would read as absent; with _is_nil it would be rewritten",
                    file.text_of(target),
                    file.text_of(value),
                    declaration
                        .field("right")
                        .map_or("", |r| file.text_of(r)),
                    self.container
                ),
            )));
        }
        Some(Ok(vec![Edit::replace(
            &file.path,
            value.start_byte()..operand.start_byte(),
            "",
        )]))
    }

    /// Whether `b := *X.f` reads `X` of this plan's container type, as the type checker
    /// says (without facts: not known, so no).
    fn copied_from_container(&self, file: &SourceFile, declaration: Node) -> bool {
        let Some(source) = declaration
            .field("right")
            .and_then(|r| named_children(r).into_iter().next())
            .map(unparen)
            .and_then(|d| d.field("operand"))
            .map(unparen)
            .and_then(|s| s.field("operand"))
        else {
            return false;
        };
        let (Ok(facts), Some(package)) = (
            self.model.index.package.types.file(file),
            self.model.index.package.types.known(),
        ) else {
            return false;
        };
        let container = package.qualify(self.container);
        facts
            .type_of(source)
            .is_some_and(|t| t.trim_start_matches('*') == container)
    }
}

/// Whether `assignment` stands directly in the consequence of `if X.f != nil {`, `X.f`
/// being `selector`.
fn guarded_by_nil_check(file: &SourceFile, assignment: Node, selector: Node) -> bool {
    // The store must be the block's first statement: one before it may clear the
    // field (`p.stats = nil`), point the holder elsewhere, or call what does, and the
    // original's store would then panic where the inline one makes the record present.
    if assignment
        .prev_named_sibling()
        .is_some_and(|s| s.kind_name() != "comment")
    {
        return false;
    }
    let guard = assignment
        .parent()
        .filter(|b| b.kind_name() == "statement_list")
        .and_then(|b| b.parent())
        .filter(|b| b.kind_name() == "block")
        .and_then(|block| {
            block.parent().filter(|i| {
                i.kind_name() == "if_statement" && i.field("consequence") == Some(block)
            })
        });
    guard.is_some_and(|guard| {
        guard.field("initializer").is_none()
            && guard.field("condition").is_some_and(|condition| {
                file.text_of(condition)
                    .split_whitespace()
                    .collect::<Vec<_>>()
                    == [file.text_of(selector), "!=", "nil"]
            })
    })
}

/// Whether `expr` is `*X.field`.
fn dereferences_field(file: &SourceFile, expr: Node, field: &str) -> bool {
    let expr = unparen(expr);
    expr.kind_name() == "unary_expression"
        && expr
            .field("operator")
            .is_some_and(|o| file.text_of(o) == "*")
        && expr
            .field("operand")
            .map(unparen)
            .filter(|o| o.kind_name() == "selector_expression")
            .and_then(|o| o.field("field"))
            .is_some_and(|f| file.text_of(f) == field)
}

/// Whether the variable `name` that `declaration` binds is used, in its function, only
/// through its fields and in at most one `Y.field = &name`: then it holds a copy nobody
/// else shares, and storing the copy itself keeps what the pointer to it meant.
fn copy_stays_local(file: &SourceFile, declaration: Node, name: &str, field: &str) -> bool {
    let Some(body) = enclosing_body(declaration) else {
        return false;
    };
    let mut stores = 0;
    let mut store_end = usize::MAX;
    for n in descendants(body) {
        if n.kind_name() != "identifier" || file.text_of(n) != name {
            continue;
        }
        if declaration.byte_range().contains(&n.start_byte()) {
            continue;
        }
        let Some(parent) = n.parent() else {
            return false;
        };
        let selected =
            parent.kind_name() == "selector_expression" && parent.field("operand") == Some(n);
        if selected {
            continue;
        }
        let stored = parent.kind_name() == "unary_expression"
            && parent
                .field("operator")
                .is_some_and(|o| file.text_of(o) == "&")
            && parent
                .parent()
                .filter(|l| l.kind_name() == "expression_list" && named_children(*l).len() == 1)
                .and_then(|l| l.parent())
                .filter(|a| a.kind_name() == "assignment_statement")
                .and_then(|a| a.field("left"))
                .map(named_children)
                .is_some_and(|left| {
                    left.len() == 1
                        && left[0].kind_name() == "selector_expression"
                        && left[0]
                            .field("field")
                            .is_some_and(|f| file.text_of(f) == field)
                });
        if !stored {
            return false;
        }
        stores += 1;
        store_end = parent.end_byte();
        // In a loop the declaration is outside of, the uses written before the store
        // run after it on the next round.
        let in_loop = std::iter::successors(parent.parent(), |p| p.parent())
            .take_while(|p| *p != body)
            .any(|p| {
                p.kind_name() == "for_statement"
                    && !p.byte_range().contains(&declaration.start_byte())
            });
        if in_loop {
            return false;
        }
    }
    // Stored inline, the record is a copy of the variable: a use after the store (`s :=
    // *c.stats; c.stats = &s; s.hits++`) would change the variable, not the record.
    stores <= 1
        && descendants(body).all(|n| {
            n.kind_name() != "identifier" || file.text_of(n) != name || n.start_byte() < store_end
        })
}

/// How a function literal between `node` and `body` keeps it for later: deferred, started
/// as a goroutine, or not called where it is written (stored, passed, returned). `None`
/// when every such literal is called at once, where it is written.
fn captured_for_later(node: Node, body: Node) -> Option<&'static str> {
    let mut at = node.parent();
    while let Some(n) = at.filter(|n| *n != body) {
        if n.kind_name() == "func_literal" {
            let call = crate::syntax::call_of_callee(n);
            match call.and_then(|c| c.parent()).map(|s| s.kind_name()) {
                None => return Some("is kept to be called later"),
                Some("defer_statement") => return Some("is deferred"),
                Some("go_statement") => return Some("runs in a goroutine"),
                Some(_) => {}
            }
        }
        at = n.parent();
    }
    None
}

/// The return statements of a function, not of the function literals inside it.
fn own_returns(func: Node) -> Vec<Node> {
    let Some(body) = func.field("body") else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut stack = vec![body];
    while let Some(n) = stack.pop() {
        if n.kind_name() == "return_statement" {
            out.push(n);
        }
        if n.kind_name() != "func_literal" {
            stack.extend(named_children(n));
        }
    }
    out
}

impl<'m, 'a> ContainerPlan<'m, 'a> {
    /// `return X.f` as the last statement of a helper that makes sure the record is there
    /// first, `if X.f == nil { X.f = &S{…} }` (an `ensureStats()` creating it on first use),
    /// or hands out nothing when it is not, `if X.f == nil { return nil }`: the result is
    /// never an absent record, so `return &X.f` means the same, a pointer right until the
    /// field is assigned again. Every caller must use it at once, as a lookup's (see
    /// `lookups`), with no assignment of the field in between.
    fn ensured_record(
        &self,
        file: &SourceFile,
        ret: Node,
        selector: Node,
    ) -> Result<Vec<Edit>, (&'static str, String)> {
        let text = file.text_of(selector);
        let refuse = |why: String| ("record_returned", format!("{text} is returned: {why}"));
        let body = ret
            .parent()
            .filter(|b| b.kind_name() == "block" || b.kind_name() == "statement_list")
            .ok_or_else(|| refuse("not from a function's own body".into()))?;
        let statements: Vec<Node> = named_children(body)
            .into_iter()
            .filter(|n| n.kind_name() != "comment")
            .collect();
        let [guard, last] = statements.as_slice() else {
            return Err(refuse(
                "only a helper that first makes sure the record is there (`if x == nil { x = &T{…} }` or `{ return nil }`) may return it".into(),
            ));
        };
        if *last != ret || guard.kind_name() != "if_statement" {
            return Err(refuse(
                "only as the last statement, after a nil check".into(),
            ));
        }
        let condition = guard
            .field("condition")
            .ok_or_else(|| refuse(String::new()))?;
        let checks_field = condition.kind_name() == "binary_expression"
            && nil_comparison(
                file,
                condition,
                condition.field("left").unwrap_or(condition),
            ) == Some(true)
            && condition
                .field("left")
                .is_some_and(|l| file.text_of(l) == text);
        let consequence = guard.field("consequence");
        let makes_or_leaves = consequence.is_some_and(|c| {
            let inner: String = file.text_of(c).split_whitespace().collect();
            inner.starts_with(&format!("{{{text}=&")) || inner == "{returnnil}"
        });
        if !checks_field || !makes_or_leaves || guard.field("alternative").is_some() {
            return Err(refuse(
                "only after `if x == nil { x = &T{…} }` or `if x == nil { return nil }`".into(),
            ));
        }
        let field = selector
            .field("field")
            .map(|f| file.text_of(f))
            .ok_or_else(|| refuse(String::new()))?;
        let others_change = self.model.writers(field).contains_key(OTHER_PACKAGES);
        if let Some(why) = lookups::returned_cursor_unsafe(
            self.model.index,
            file,
            ret,
            &[field],
            None,
            others_change,
        ) {
            return Err(refuse(why));
        }
        if let Some(name) = lookups::function_name(file, ret) {
            self.ensured.borrow_mut().insert(format!("{name} ({text})"));
        }
        Ok(vec![Edit::insert(&file.path, selector.start_byte(), "&")])
    }
}

/// Whether an expression is an operand of `==` or `!=`.
fn compared(file: &SourceFile, expression: Node) -> bool {
    let mut outer = expression;
    while let Some(p) = outer
        .parent()
        .filter(|p| p.kind_name() == "parenthesized_expression")
    {
        outer = p;
    }
    outer.parent().is_some_and(|b| {
        b.kind_name() == "binary_expression"
            && b.field("operator")
                .is_some_and(|o| matches!(file.text_of(o), "==" | "!="))
    })
}

/// A call in the same statement as `read` (or the same header expression of an `if`,
/// `switch` or `for`), other than the calls `read` is an argument of, whose order against
/// the read Go leaves open (`return m.top.fn, m.popRet()`): gc makes the calls first and
/// the plain read after them. Rewritten into a helper call, the read would be made in
/// call order instead. `&&` and `||` order their operands, so a call on the other side
/// of one is fine. Its text, shortened to its callee.
fn call_beside(file: &SourceFile, read: Node, may_change: impl Fn(Node) -> bool) -> Option<String> {
    let mut scope = read;
    while let Some(parent) = scope.parent() {
        if matches!(
            parent.kind_name(),
            "if_statement" | "expression_switch_statement" | "for_clause" | "for_statement"
        ) || matches!(
            scope.kind_name(),
            "return_statement"
                | "assignment_statement"
                | "short_var_declaration"
                | "expression_statement"
                | "send_statement"
                | "inc_statement"
                | "dec_statement"
                | "var_spec"
                | "go_statement"
                | "defer_statement"
        ) || matches!(
            parent.kind_name(),
            "block" | "statement_list" | "source_file"
        ) {
            break;
        }
        // A short-circuit operand runs alone: a call in the other operand of `&&`/`||`
        // is ordered against this one.
        if parent.kind_name() == "binary_expression"
            && parent
                .field("operator")
                .is_some_and(|o| matches!(file.text_of(o), "&&" | "||"))
        {
            break;
        }
        scope = parent;
    }
    descendants(scope)
        .filter(|n| n.kind_name() == "call_expression" && typed_nil(file, *n).is_none())
        .filter(|n| !n.byte_range().contains(&read.start_byte()))
        .filter(|n| may_change(*n))
        .find_map(|n| Some(format!("{}(…)", file.text_of(n.field("function")?))))
}

/// Whether a statement is evaluated as one: Go orders only its calls and receives, so a
/// variable read anywhere in it may be read after any of its calls.
fn is_simple_statement(statement: Node) -> bool {
    matches!(
        statement.kind_name(),
        "expression_statement"
            | "assignment_statement"
            | "short_var_declaration"
            | "inc_statement"
            | "dec_statement"
            | "send_statement"
            | "return_statement"
            | "var_declaration"
            | "go_statement"
            | "defer_statement"
    )
}

/// The first statement of `scope` starting at or after `from` (outermost first, in the
/// order of the text) that `writes` says writes the field and after which the alias is
/// `used_after`, with what `writes` says. A statement that writes nothing holds none that
/// does (each check of `writes_field` looks for something inside the statement), so its
/// own statements are not judged again one by one: that was quadratic in the nesting of
/// a long function (ssagen's, 4% of a run over GOROOT/src). Except where it defers a
/// call: a send in a deferred function does not count for the statement deferring it,
/// but does for the statements of that function.
fn first_write_after<'t>(
    file: &SourceFile,
    scope: Node<'t>,
    from: usize,
    used_after: impl Fn(Node<'t>) -> bool,
    writes: impl Fn(Node<'t>) -> Option<String>,
) -> Option<String> {
    let mut stack = vec![scope];
    let mut cursor = scope.walk();
    while let Some(node) = stack.pop() {
        if node.end_byte() <= from {
            continue;
        }
        let statement = node.start_byte() >= from
            && node
                .parent()
                .is_some_and(|p| p.kind_name() == "statement_list");
        if statement {
            match writes(node) {
                // An `if` whose header writes nothing is judged by the statements of its
                // branches: one that returns right after its write reads nothing after.
                Some(_) if node.kind_name() == "if_statement" && !header_writes(node, &writes) => {}
                Some(why) if used_after(node) => return Some(why),
                Some(_) => {}
                None if file.text_of(node).contains("defer") => {}
                None => continue,
            }
        }
        let children: Vec<Node> = node.children(&mut cursor).collect();
        stack.extend(children.into_iter().rev());
    }
    None
}

/// Whether an `if`'s initializer or condition, or those of the `else if`s after it,
/// write (what `writes` says): its branches' blocks are judged statement by statement.
fn header_writes<'t>(statement: Node<'t>, writes: &impl Fn(Node<'t>) -> Option<String>) -> bool {
    let mut at = Some(statement);
    while let Some(node) = at.filter(|n| n.kind_name() == "if_statement") {
        let header = [node.field("initializer"), node.field("condition")];
        if header.into_iter().flatten().any(|h| writes(h).is_some()) {
            return true;
        }
        at = node.field("alternative");
    }
    false
}

#[cfg(test)]
mod tests {
    use super::first_write_after;
    use crate::syntax::{descendants, NodeExt, SourceFile};

    const TEXT: &str = "package p\n\nfunc f() {\n\ta := 1\n\tif a > 0 {\n\t\tb := 2\n\t\t_ = b\n\t}\n\tdefer func() {\n\t\tc := 3\n\t\t_ = c\n\t}()\n}\n";

    /// What `first_write_after` finds after `a := 1` when `writes` says yes only of a
    /// statement starting with `wanted`, and every statement is followed by a use.
    fn found(wanted: &str) -> Option<String> {
        let file = SourceFile::parse("p.go".into(), TEXT.to_string());
        let root = file.tree.root_node();
        let body = descendants(root)
            .find(|n| n.kind_name() == "block")
            .expect("f has a body");
        let from = TEXT.find("a := 1").expect("a is declared") + "a := 1".len();
        first_write_after(
            &file,
            body,
            from,
            |_| true,
            |s| {
                let text = file.text_of(s);
                text.starts_with(wanted).then(|| text.to_string())
            },
        )
    }

    #[test]
    fn statements_inside_one_that_writes_nothing_are_not_judged_unless_it_defers() {
        // `if a > 0 {…}` writes nothing by this judge, so `b := 2` inside it is never asked.
        assert_eq!(found("b :="), None);
        // The deferred function's statements are asked though its `defer` wrote nothing.
        assert_eq!(found("c :="), Some("c := 3".to_string()));
        // Outer statements come first.
        assert_eq!(
            found("defer"),
            Some(TEXT[TEXT.find("defer").unwrap()..TEXT.rfind("\n}").unwrap()].to_string())
        );
        // An `if` whose condition writes nothing is judged by its branches' statements
        // (here none writes), not whole.
        assert_eq!(found("if a"), None);
    }
}
