//! Shape recognisers: the loops, pushes, pops and unlinks the pass knows how to rewrite,
//! read from tree-sitter nodes. Each answers whether a node is one of its shape and
//! hands back its parts; none writes edits.

use super::*;
use crate::syntax::enclosing_function;
use crate::syntax::NodeExt;

/// For `p = p.next` as the update clause of a `for`, the for statement.
pub(super) fn traversal_update<'a>(file: &SourceFile, link: Node<'a>) -> Option<Node<'a>> {
    let selector = link
        .parent()
        .filter(|p| p.kind_name() == "selector_expression")?;
    let list = selector
        .parent()
        .filter(|p| p.kind_name() == "expression_list")?;
    let assignment = list
        .parent()
        .filter(|p| p.kind_name() == "assignment_statement")?;
    let clause = assignment
        .parent()
        .filter(|p| p.kind_name() == "for_clause")?;
    if clause.field("update") != Some(assignment) {
        return None;
    }
    let left = named_children(assignment.field("left")?);
    let operand = selector.field("operand")?;
    (left.len() == 1 && file.text_of(left[0]) == file.text_of(operand))
        .then(|| clause.parent())
        .flatten()
}

/// For `q.tail.link = v`, a list grown at its end through a field that keeps a pointer to
/// its last record (a queue with a tail pointer): the field selection (`q.tail`).
pub(super) fn tail_append<'a>(link: Node<'a>) -> Option<Node<'a>> {
    let selector = link
        .parent()
        .filter(|p| p.kind_name() == "selector_expression")?;
    let tail = unparen(selector.field("operand")?);
    let side = selector
        .parent()
        .filter(|p| p.kind_name() == "expression_list")?;
    let assignment = side
        .parent()
        .filter(|p| p.kind_name() == "assignment_statement")?;
    (assignment.field("left") == Some(side) && tail.kind_name() == "selector_expression")
        .then_some(tail)
}

/// The element of a composite literal that sets `key` by name (`next: p.items`).
pub(super) fn keyed_element<'t>(
    file: &SourceFile,
    literal: Node<'t>,
    key: &str,
) -> Option<Node<'t>> {
    let body = literal.field("body")?;
    named_children(body)
        .into_iter()
        .find(|e| e.field("key").is_some_and(|k| file.text_of(k) == key))
}

/// For `H = H.link` outside a loop header (a stack's pop, `s.top = s.top.next`): the
/// assignment, when `H` is a field selection (the list head) and the link is `link`.
pub(super) fn pop_shape<'a>(file: &SourceFile, node: Node<'a>, link: &str) -> Option<Node<'a>> {
    let assignment = std::iter::successors(Some(node), |n| n.parent())
        .take(4)
        .find(|n| n.kind_name() == "assignment_statement")?;
    if assignment
        .parent()
        .is_some_and(|p| p.kind_name() == "for_clause")
    {
        return None; // A traversal's step.
    }
    let operator = assignment.field("operator")?;
    let left = named_children(assignment.field("left")?);
    let right = named_children(assignment.field("right")?);
    let ([head], [value]) = (left.as_slice(), right.as_slice()) else {
        return None;
    };
    let value = unparen(*value);
    let is_pop = file.text_of(operator) == "="
        && head.kind_name() == "selector_expression"
        && value.kind_name() == "selector_expression"
        && value
            .field("field")
            .is_some_and(|f| file.text_of(f) == link)
        && value
            .field("operand")
            .is_some_and(|o| file.text_of(unparen(o)) == file.text_of(*head));
    is_pop.then_some(assignment)
}

/// For `for c != nil { …; c = c.link }`: the final step statement.
pub(super) fn while_step_of<'t>(
    file: &SourceFile,
    statement: Node<'t>,
    cursor: &str,
    link: &str,
) -> Option<Node<'t>> {
    let children = named_children(statement);
    if children
        .iter()
        .any(|n| matches!(n.kind_name(), "for_clause" | "range_clause"))
    {
        return None;
    }
    let condition = children
        .iter()
        .find(|n| n.kind_name() == "binary_expression")?;
    if nil_comparison_of(file, *condition, cursor) != Some(false) {
        return None;
    }
    let body = statement.field("body")?;
    let list = named_children(body)
        .into_iter()
        .find(|n| n.kind_name() == "statement_list")?;
    let last = *named_children(list).last()?;
    let text: String = file.text_of(last).split_whitespace().collect();
    (last.kind_name() == "assignment_statement" && text == format!("{cursor}={cursor}.{link}"))
        .then_some(last)
}

/// For the link in `c = c.link` as the last statement of `for c != nil { … }`: the loop.
pub(super) fn while_update<'t>(
    file: &SourceFile,
    link_node: Node<'t>,
    link: &str,
) -> Option<Node<'t>> {
    let selector = link_node
        .parent()
        .filter(|p| p.kind_name() == "selector_expression")?;
    let assignment = selector
        .parent()?
        .parent()
        .filter(|p| p.kind_name() == "assignment_statement")?;
    let statement = assignment
        .parent()?
        .parent()?
        .parent()
        .filter(|p| p.kind_name() == "for_statement")?;
    let cursor = file.text_of(selector.field("operand")?);
    (while_step_of(file, statement, cursor, link) == Some(assignment)).then_some(statement)
}

/// A push to the back: `e := &R{…}`, then either `if H == nil { H = e; return }` followed
/// by a walk to the tail and `last.link = e` as the function's last statements, or
/// `if H == nil { H = e } else { last := H; for last.link != nil { last = last.link }; last.link = e }`.
pub(super) struct PushBack<'t> {
    /// The bytes the append replaces (from `e := …` to the end of the pattern).
    pub(super) range: std::ops::Range<usize>,
    pub(super) head: &'t str,
    pub(super) literal: Node<'t>,
}

impl PushBack<'_> {
    pub(super) fn edit(&self, file: &SourceFile, link: &str) -> Edit {
        let value = literal_value_without(file, self.literal, link);
        Edit::replace(
            &file.path,
            self.range.clone(),
            format!("{head} = append({head}, {value})", head = self.head),
        )
    }
}

/// Every push to the back in a file, for lists linked by `link`.
pub(super) fn push_backs<'t>(file: &'t SourceFile, link: &str) -> Vec<PushBack<'t>> {
    descendants(file.tree.root_node())
        .filter(|n| n.kind_name() == "for_statement")
        .filter_map(|walk| push_back_at(file, walk, link))
        .collect()
}

/// Recognises a push to the back around its tail walk `for last.link != nil { last = last.link }`.
pub(super) fn push_back_at<'t>(
    file: &'t SourceFile,
    walk: Node<'t>,
    link: &str,
) -> Option<PushBack<'t>> {
    let sides = |a: Node<'t>| -> Option<(&'t str, &'t str)> {
        let left = named_children(a.field("left")?);
        let right = named_children(a.field("right")?);
        match (left.as_slice(), right.as_slice()) {
            ([l], [r]) => Some((file.text_of(*l), file.text_of(*r))),
            _ => None,
        }
    };
    let statements = |block: Node<'t>| -> Vec<Node<'t>> {
        named_children(block)
            .into_iter()
            .find(|n| n.kind_name() == "statement_list")
            .map(named_children)
            .unwrap_or_default()
    };
    // for last.link != nil { last = last.link }
    let condition = named_children(walk)
        .into_iter()
        .find(|n| n.kind_name() == "binary_expression")?;
    let operand = [condition.field("left")?, condition.field("right")?]
        .into_iter()
        .find(|n| n.kind_name() == "selector_expression")?;
    if nil_comparison(file, condition, operand) != Some(false) {
        return None;
    }
    let last = file.text_of(operand.field("operand")?);
    if file.text_of(operand) != format!("{last}.{link}") {
        return None;
    }
    let step = statements(walk.field("body")?);
    let [step] = step.as_slice() else { return None };
    if step.kind_name() != "assignment_statement"
        || sides(*step)? != (last, &*format!("{last}.{link}"))
    {
        return None;
    }
    // last := H before, last.link = e after.
    let start = walk
        .prev_named_sibling()
        .filter(|n| n.kind_name() == "short_var_declaration")?;
    let (declared, head) = sides(start)?;
    let tail = walk
        .next_named_sibling()
        .filter(|n| n.kind_name() == "assignment_statement")?;
    let (target, element) = sides(tail)?;
    if declared != last || target != format!("{last}.{link}") {
        return None;
    }
    let is_head_assign =
        |n: Node<'t>| n.kind_name() == "assignment_statement" && sides(n) == Some((head, element));
    let nil_head = |i: Node<'t>| -> bool {
        i.field("condition").is_some_and(|c| {
            c.kind_name() == "binary_expression"
                && [c.field("left"), c.field("right")]
                    .into_iter()
                    .flatten()
                    .any(|o| file.text_of(o) == head && nil_comparison(file, c, o) == Some(true))
        })
    };
    let list = start.parent()?;
    let block = list.parent()?;
    let (guard, end) = if let Some(guard) = block
        .parent()
        .filter(|i| i.kind_name() == "if_statement" && i.field("alternative") == Some(block))
    {
        // if H == nil { H = e } else { last := H; for …; last.link = e }
        let inside = statements(block);
        let consequence = statements(guard.field("consequence")?);
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
            .filter(|n| n.kind_name() == "if_statement")?;
        let consequence = statements(guard.field("consequence")?);
        // `return` alone with the tail's assignment last, or `return nil` (any values
        // that read nothing the push changes) both there and right after the tail's
        // assignment, which then stays: `if b.lines == nil { b.lines = l; return nil }`.
        let same_return = |ret: Node<'t>| -> bool {
            if named_children(ret).is_empty() {
                return tail.next_named_sibling().is_none();
            }
            let values_stable = descendants(ret)
                .skip(1)
                .filter(|n| n.is_named())
                .all(|n| match n.kind_name() {
                    "identifier" => ![element, last].contains(&file.text_of(n)),
                    "expression_list"
                    | "nil"
                    | "true"
                    | "false"
                    | "int_literal"
                    | "interpreted_string_literal"
                    | "raw_string_literal"
                    | "interpreted_string_literal_content" => true,
                    _ => false,
                });
            values_stable
                && tail.next_named_sibling().is_some_and(|after| {
                    after.kind_name() == "return_statement"
                        && file.text_of(after) == file.text_of(ret)
                        && after.next_named_sibling().is_none()
                })
        };
        let fits = nil_head(guard)
            && guard.field("alternative").is_none()
            && matches!(consequence.as_slice(), [assign, ret] if is_head_assign(*assign) && ret.kind_name() == "return_statement" && same_return(*ret))
            && block.parent().is_some_and(|f| {
                matches!(f.kind_name(), "function_declaration" | "method_declaration")
            });
        if !fits {
            return None;
        }
        (guard, tail.end_byte())
    };
    let creation = guard
        .prev_named_sibling()
        .filter(|n| n.kind_name() == "short_var_declaration")?;
    let (created, _) = sides(creation)?;
    if created != element {
        return None;
    }
    let value_node = *named_children(creation.field("right")?).first()?;
    let (_, literal) = address_of_literal(file, value_node)?;
    // `next: nil` says what leaving the link out says: the new record ends the list.
    let keys_link = keyed_element(file, literal, link)
        .is_some_and(|e| e.field("value").is_none_or(|v| unwrapped_kind(v) != "nil"));
    if literal.kind_name() != "composite_literal" || keys_link {
        return None;
    }
    let scope = enclosing_body(walk)?;
    let used_after = descendants(scope).any(|n| {
        n.kind_name() == "identifier"
            && (file.text_of(n) == element || file.text_of(n) == last)
            && n.start_byte() >= end
    });
    (!used_after).then_some(PushBack {
        range: creation.start_byte()..end,
        head,
        literal,
    })
}

/// Whether `region` writes field `field` (an assignment whose target spells `.field`), or
/// calls or passes on a package function, method or function-holding variable that may,
/// through any depth of calls ([`writers`](super::writers)), or calls what the pass
/// cannot follow, or calls into another package that may call back one that may.
pub(super) fn writes_field(
    model: &Model,
    file: &SourceFile,
    region: Node,
    field: &str,
) -> Option<String> {
    let suffix = format!(".{field}");
    let assigns = descendants(region).any(|n| {
        n.kind_name() == "assignment_statement"
            && n.field("left").is_some_and(|l| {
                named_children(l)
                    .iter()
                    .any(|t| file.text_of(*t).ends_with(&suffix))
            })
    });
    if assigns {
        return Some(format!("{field} is assigned"));
    }
    let writers = model.writers(field);
    // Another goroutine may run here, or in a package function called here, and one that
    // assigns the field would change it under the alias or cursor, which the original's
    // pointer would not see.
    if model.field_assigned(field) {
        let point = yield_point(file, region)
            .map(|p| {
                format!(
                    "{} lets other goroutines run",
                    first_line_of(file.text_of(p))
                )
            })
            .or_else(|| model.yielding_call(file, region));
        if let Some(point) = point {
            return Some(format!("{point}, and {field} is assigned in this package"));
        }
    }
    let mut called = BTreeSet::new();
    for call in descendants(region).filter(|n| n.kind_name() == "call_expression") {
        let Some((callee, _)) = call_parts(call) else {
            continue;
        };
        let callee = unparen(callee);
        if let Some(why) = dynamic_call(model.index, file, callee) {
            return Some(format!(
                "{} calls {why}, which may change {field}",
                file.text_of(call)
            ));
        }
        let name_node = match callee.kind_name() {
            "identifier" => callee,
            "selector_expression" => match callee.field("field") {
                Some(f) => f,
                None => continue,
            },
            _ => continue,
        };
        called.insert(name_node.id());
        if foreign_call(model.index, file, callee) {
            if let Some(chain) = writers.get(OTHER_PACKAGES) {
                return Some(format!(
                    "{} runs code of another package, {}",
                    file.text_of(call),
                    chain.describe_callback()
                ));
            }
            continue;
        }
        if let Some(chain) = writers.get(file.text_of(name_node)) {
            return Some(if chain.is_direct() {
                format!("{} (which changes {field}) is called", file.text_of(call))
            } else {
                format!("{} is called, and {}", file.text_of(call), chain.describe())
            });
        }
    }
    // A writer handed on (`run(b.split)`, `hooks = append(hooks, b.add)`) may be called
    // by whoever gets it. Where the type checker says what a name denotes, a field or a
    // constant that shares a writer's name (`f.ret` beside a method `ret`) is not one.
    let facts = model.index.package.types.file(file).ok();
    descendants(region)
        .filter(|n| matches!(n.kind_name(), "identifier" | "field_identifier"))
        .filter(|n| !called.contains(&n.id()))
        .filter(|n| {
            facts.and_then(|f| f.object(*n)).is_none_or(|o| {
                matches!(
                    o.kind,
                    ObjectKind::Func | ObjectKind::Method | ObjectKind::Var | ObjectKind::Other
                )
            })
        })
        .find_map(|n| {
            let chain = writers.get(file.text_of(n))?;
            Some(format!(
                "{} is passed on here, and {}",
                file.text_of(n),
                chain.describe()
            ))
        })
}

/// Why a call's target cannot be known statically: a function value (a variable, field or
/// parameter of func type) or a method called through an interface, either of which may
/// run any code of the package, a pusher included. Package functions, methods of concrete
/// types, builtins, conversions and functions of other packages are static. Decided by
/// Go's type facts where the file has them, else by name (refusing more).
pub(super) fn dynamic_call(index: &Index, file: &SourceFile, callee: Node) -> Option<&'static str> {
    let name_node = match callee.kind_name() {
        "identifier" => callee,
        "selector_expression" => callee.field("field")?,
        _ => return Some("a function value"), // `f()()`, `fs[i]()`, a func literal.
    };
    if let Ok(facts) = index.package.types.file(file) {
        let Some(object) = facts.object(name_node) else {
            return Some("a call the type checker did not resolve");
        };
        return match object.kind {
            ObjectKind::Var | ObjectKind::Field => Some("a function value"),
            ObjectKind::Method => {
                // An unexported method of an interface declared here can only run a method
                // of this package of that name (types elsewhere cannot declare it, only
                // promote one of ours), which is followed by name like a direct call.
                let sealed = !is_exported(file.text_of(name_node))
                    && object.package == Some(facts.package().path.as_str());
                let operand = callee.field("operand")?;
                facts
                    .expr(operand)
                    .and_then(|e| e.info)
                    .filter(|info| info.interface && !sealed)
                    .map(|_| "a method through an interface")
            }
            _ => None,
        };
    }
    let name = file.text_of(name_node);
    if callee.kind_name() == "identifier" {
        // A function left unparsed is static too; what it calls is followed through its
        // outline (see writers.rs).
        let known = index.funcs.contains_key(name)
            || index.unparsed().funcs.contains(name)
            || index.types.contains_key(name)
            || is_predeclared_type(name)
            || is_builtin_function(name);
        return (!known).then_some("a function value");
    }
    let operand = callee.field("operand").map(unparen)?;
    let package_name = operand.kind_name() == "identifier"
        && imports(file).any(|path| {
            let operand = file.text_of(operand);
            path.rsplit('/').next() == Some(operand) || path == operand
        });
    let method_here = index.methods.values().flatten().any(|m| m.name == name)
        || index.unparsed().methods.contains(name);
    (!package_name && !method_here).then_some("a function value or an interface method")
}

/// The value a `&R{…}` literal points to, as text: `R{…}` with its body as written.
pub(super) fn literal_value(file: &SourceFile, literal: Node) -> String {
    let ty = literal
        .field("type")
        .map(|t| file.text_of(t))
        .unwrap_or_default();
    let body = literal
        .field("body")
        .map(|b| file.text_of(b))
        .unwrap_or("{}");
    format!("{ty}{body}")
}

/// [`literal_value`] without the element keying `key` (`next: nil` in a pushed record,
/// whose field the rewrite removes): its whole lines when the body spans several, else
/// the element and the comma after it (or before it, when it is the last).
pub(super) fn literal_value_without(file: &SourceFile, literal: Node, key: &str) -> String {
    let (Some(element), Some(ty), Some(body)) = (
        keyed_element(file, literal, key),
        literal.field("type"),
        literal.field("body"),
    ) else {
        return literal_value(file, literal);
    };
    let text = &file.text;
    let (open, close) = (body.start_byte(), body.end_byte());
    let removed = if text[open..close].contains('\n') {
        let lines = whole_lines(file, element.byte_range());
        lines.start.max(open + 1)..lines.end.min(close - 1)
    } else {
        let after = &text[element.end_byte()..close];
        match after.find(',').filter(|i| after[..*i].trim().is_empty()) {
            Some(comma) => {
                let rest = &after[comma + 1..];
                let spaces = rest.len() - rest.trim_start().len();
                element.start_byte()..element.end_byte() + comma + 1 + spaces
            }
            None => {
                let before = &text[open..element.start_byte()];
                let comma = before
                    .rfind(',')
                    .filter(|i| before[i + 1..].trim().is_empty());
                comma.map_or(element.start_byte(), |i| open + i)..element.end_byte()
            }
        }
    };
    format!(
        "{}{}{}",
        file.text_of(ty),
        &text[open..removed.start],
        &text[removed.end..close]
    )
}

/// The kind of a literal element's expression (`nil` in `next: nil`), inside any
/// parentheses.
fn unwrapped_kind(node: Node) -> &'static str {
    let inner = match node.kind_name() {
        "literal_element" => node.named_child(0).unwrap_or(node),
        _ => node,
    };
    crate::syntax::unparen(inner).kind_name()
}

/// `n := &R{…}; n.link = X.f; X.f = n`: a push to the front in three statements.
pub(super) struct TwoStatementPush<'t> {
    pub(super) declaration: Node<'t>,
    pub(super) link_assignment: Node<'t>,
    pub(super) last: Node<'t>,
    pub(super) literal: Node<'t>,
}

impl TwoStatementPush<'_> {
    /// The three statements become `X.f = append(X.f, R{…})`.
    pub(super) fn edits(&self, file: &SourceFile, head: &str) -> Vec<Edit> {
        let value = literal_value(file, self.literal);
        let right = self
            .last
            .field("right")
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
pub(super) fn two_statement_push<'t>(
    file: &SourceFile,
    last: Node<'t>,
    link: &str,
) -> Option<TwoStatementPush<'t>> {
    two_statement_push_shape(file, last, link)
        .filter(|(_, used_after)| !used_after)
        .map(|(push, _)| push)
}

/// The three statements of a two-statement push, and whether `n` is used after it (which
/// refuses it: in the slice the pushed record is a copy that later uses of `n` miss).
fn two_statement_push_shape<'t>(
    file: &SourceFile,
    last: Node<'t>,
    link: &str,
) -> Option<(TwoStatementPush<'t>, bool)> {
    if last.kind_name() != "assignment_statement" {
        return None;
    }
    let sides = |a: Node<'t>| -> Option<(Node<'t>, Node<'t>)> {
        let left = named_children(a.field("left")?);
        let right = named_children(a.field("right")?);
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
        .filter(|n| n.kind_name() == "assignment_statement")?;
    let (link_target, link_value) = sides(link_assignment)?;
    if file.text_of(link_target) != format!("{name}.{link}")
        || file.text_of(link_value) != head_text
    {
        return None;
    }
    let declaration = link_assignment
        .prev_named_sibling()
        .filter(|n| n.kind_name() == "short_var_declaration")?;
    let (declared, value) = sides(declaration)?;
    if file.text_of(declared) != name {
        return None;
    }
    let (_, literal) = address_of_literal(file, value)?;
    let keys_link = keyed_element(file, literal, link).is_some();
    let scope = enclosing_body(last)?;
    let used_after = descendants(scope).any(|n| {
        n.kind_name() == "identifier"
            && file.text_of(n) == name
            && n.start_byte() >= last.end_byte()
    });
    (!keys_link).then_some((
        TwoStatementPush {
            declaration,
            link_assignment,
            last,
            literal,
        },
        used_after,
    ))
}

/// Whether a link use is the `n.link = X.f` of a two-statement push.
pub(super) fn in_two_statement_push(file: &SourceFile, link_node: Node, link: &str) -> bool {
    push_of_link(file, link_node, link).is_some_and(|used_after| !used_after)
}

/// Whether a link use is the `n.link = X.f` of a push written in three statements whose
/// `n` is used after the push: the one thing that keeps it from being rewritten.
pub(super) fn pushed_node_used_after(file: &SourceFile, link_node: Node, link: &str) -> bool {
    push_of_link(file, link_node, link).unwrap_or(false)
}

/// For the `n.link = X.f` of a three-statement push: whether `n` is used after it.
fn push_of_link(file: &SourceFile, link_node: Node, link: &str) -> Option<bool> {
    let assignment = link_node
        .parent()
        .and_then(|s| s.parent())
        .and_then(|l| l.parent())
        .filter(|a| a.kind_name() == "assignment_statement")?;
    let (push, used_after) =
        two_statement_push_shape(file, assignment.next_named_sibling()?, link)?;
    (push.link_assignment == assignment).then_some(used_after)
}

/// For `X.f = &R{…, link: X.f}`: the assignment.
pub(super) fn push_front<'a>(file: &SourceFile, literal: Node<'a>, link: &str) -> Option<Node<'a>> {
    let unary = literal
        .parent()
        .filter(|p| p.kind_name() == "unary_expression")?;
    let list = unary
        .parent()
        .filter(|p| p.kind_name() == "expression_list")?;
    let assignment = list
        .parent()
        .filter(|p| p.kind_name() == "assignment_statement")?;
    if assignment
        .field("operator")
        .is_some_and(|o| file.text_of(o) != "=")
    {
        return None;
    }
    let left = named_children(assignment.field("left")?);
    let [target] = left.as_slice() else {
        return None;
    };
    let body = literal.field("body")?;
    let value = named_children(body).into_iter().find_map(|e| {
        let key = e.field("key")?;
        (file.text_of(key) == link)
            .then(|| e.field("value"))
            .flatten()
    })?;
    (file.text_of(value).trim() == file.text_of(*target)).then_some(assignment)
}

/// The name a `*C` spelling is declared for: a parameter, receiver or variable of type `*C`,
/// or `p := &C{…}` / `p := new(C)`.
pub(super) fn pointer_name<'t>(file: &'t SourceFile, node: Node) -> Option<&'t str> {
    let mut up = node.parent()?;
    for _ in 0..4 {
        match up.kind_name() {
            "parameter_declaration" | "var_spec" => {
                let name = up.field("name")?;
                return Some(file.text_of(name));
            }
            "short_var_declaration" => {
                let left = named_children(up.field("left")?);
                return left.first().map(|n| file.text_of(*n));
            }
            _ => up = up.parent()?,
        }
    }
    None
}

/// Whether a spelling of a container's name keeps it behind a pointer: `*C`, `&C{…}`,
/// `new(C)`, its declaration, or a `*C` receiver.
pub(super) fn used_through_pointer(file: &SourceFile, node: Node) -> bool {
    let Some(parent) = node.parent() else {
        return false;
    };
    match parent.kind_name() {
        "type_spec" => parent.field("name") == Some(node),
        "pointer_type" => true,
        // An embedded `*C`: the grammar gives the star as a bare token before the type.
        "field_declaration" => node.prev_sibling().is_some_and(|s| s.kind_name() == "*"),
        // `(*C)(nil)`, as in `var _ io.Reader = (*C)(nil)`: parsed as a dereference.
        "unary_expression" => {
            parent
                .field("operator")
                .is_some_and(|o| file.text_of(o) == "*")
                && parent
                    .parent()
                    .filter(|p| p.kind_name() == "parenthesized_expression")
                    .is_some_and(|paren| {
                        paren.parent().and_then(|call| call.field("function")) == Some(paren)
                    })
        }
        "composite_literal" => parent.parent().is_some_and(|u| {
            u.kind_name() == "unary_expression"
                && u.field("operator").is_some_and(|o| file.text_of(o) == "&")
        }),
        "argument_list" => parent
            .parent()
            .and_then(call_parts)
            .is_some_and(|(callee, _)| file.text_of(callee) == "new"),
        // `atomic.Pointer[C]` (sync/atomic): it holds a `*C`, and Load gives it back.
        "type_arguments" | "type_elem" => atomic_pointer_argument(file, node),
        _ => false,
    }
}

/// Whether `node` is the type argument of sync/atomic's `Pointer[T]`, which stores and
/// hands out only `*T`, never a `T`.
fn atomic_pointer_argument(file: &SourceFile, node: Node) -> bool {
    let mut at = node.parent();
    if at.is_some_and(|p| p.kind_name() == "type_elem") {
        at = at.and_then(|p| p.parent());
    }
    let Some(arguments) = at.filter(|p| p.kind_name() == "type_arguments") else {
        return false;
    };
    let generic = arguments
        .parent()
        .filter(|g| g.kind_name() == "generic_type");
    named_children(arguments).len() == 1
        && generic
            .and_then(|g| g.field("type"))
            .is_some_and(|t| file.text_of(t) == "atomic.Pointer")
        && file.text.contains("\"sync/atomic\"")
}

/// `(*R)(nil)`, the nil pointer spelled with its type: the type as written without
/// spaces or parentheses (`*R`). Compared with a pointer, which must then be a `*R`, it
/// says what `nil` says.
pub(super) fn typed_nil(file: &SourceFile, value: Node) -> Option<String> {
    let (callee, args) = call_parts(value)?;
    let spelled: String = file
        .text_of(callee)
        .chars()
        .filter(|c| !c.is_whitespace() && !matches!(c, '(' | ')'))
        .collect();
    (matches!(args.as_slice(), [one] if unparen(*one).kind_name() == "nil")
        && spelled.starts_with('*'))
    .then_some(spelled)
}

/// `nil` or a typed nil (`(*R)(nil)`), through parentheses: where a record pointer is
/// expected (a field, a result, a cursor compared), both are the nil pointer.
pub(super) fn nil_value(file: &SourceFile, node: Node) -> bool {
    let node = unparen(node);
    node.kind_name() == "nil" || typed_nil(file, node).is_some()
}

/// For `a == nil` / `a != nil` (either order) with `a` being `operand`: whether it is `==`.
/// A typed nil (`(*R)(nil)`) is read as `nil`.
pub(super) fn nil_comparison(file: &SourceFile, binary: Node, operand: Node) -> Option<bool> {
    let (left, right) = (binary.field("left")?, binary.field("right")?);
    let other = if unparen(left) == operand || left == operand {
        right
    } else if unparen(right) == operand || right == operand {
        left
    } else {
        return None;
    };
    if !nil_value(file, other) {
        return None;
    }
    match file.text_of(binary.field("operator")?) {
        "==" => Some(true),
        "!=" => Some(false),
        _ => None,
    }
}

/// Like [`nil_comparison`] for an identifier spelled `name`.
/// `a && b` as its two sides.
pub(super) fn split_and<'t>(file: &SourceFile, node: Node<'t>) -> Option<(Node<'t>, Node<'t>)> {
    let node = unparen(node);
    let and = node.kind_name() == "binary_expression"
        && node
            .field("operator")
            .is_some_and(|o| file.text_of(o) == "&&");
    and.then_some(())?;
    Some((unparen(node.field("left")?), unparen(node.field("right")?)))
}

/// Whether evaluating an expression more or fewer times changes nothing, and it does not
/// mention `cursor`: a loop condition that can move from the linked loop to the index
/// loop, where it is also checked before removed entries and, on a list of removed
/// entries only, where the linked loop never checked it. So it may neither have effects
/// (a call, a receive, a function literal) nor panic: no index, slice or type
/// assertion, no division or shift but by a non-zero literal, and no field selected but
/// of `holder`, the variable the head is read from (`c` of `c.pending`), which reading the
/// head has dereferenced already (`n < c.limit`; `n < b.max` of a parameter `b *budget`
/// panics on a nil `b`).
pub(super) fn is_pure_without(
    file: &SourceFile,
    expr: Node,
    cursor: &str,
    holder: Option<&str>,
) -> bool {
    let may_panic = |n: Node| match n.kind_name() {
        "index_expression" | "slice_expression" | "type_assertion_expression" => true,
        "selector_expression" => n
            .field("operand")
            .is_none_or(|o| o.kind_name() != "identifier" || Some(file.text_of(o)) != holder),
        "binary_expression" => {
            n.field("operator")
                .is_some_and(|o| matches!(file.text_of(o), "/" | "%" | "<<" | ">>"))
                && n.field("right").is_none_or(|r| {
                    let r = unparen(r);
                    !matches!(r.kind_name(), "int_literal" | "float_literal")
                        || file
                            .text_of(r)
                            .trim_start_matches(['0', '.', '_', 'x', 'X', 'b', 'B', 'o', 'O'])
                            .is_empty()
                })
        }
        _ => false,
    };
    descendants(expr).all(|n| {
        !matches!(
            n.kind_name(),
            "call_expression" | "type_conversion_expression" | "func_literal" | "unary_expression"
        ) || (n.kind_name() == "unary_expression"
            && n.field("operator")
                .is_some_and(|o| matches!(file.text_of(o), "!" | "-" | "+" | "^")))
    }) && !descendants(expr)
        .any(|n| may_panic(n) || (n.kind_name() == "identifier" && file.text_of(n) == cursor))
}

/// The variable a list head is read from: `c` of `c.pending`, `s` of `s.q.items`.
pub(super) fn holder_of<'t>(file: &'t SourceFile, head: Node) -> Option<&'t str> {
    let mut node = unparen(head);
    while node.kind_name() == "selector_expression" {
        node = unparen(node.field("operand")?);
    }
    (node.kind_name() == "identifier").then(|| file.text_of(node))
}

pub(super) fn nil_comparison_of(file: &SourceFile, binary: Node, name: &str) -> Option<bool> {
    let (left, right) = (binary.field("left")?, binary.field("right")?);
    let operand = [left, right]
        .into_iter()
        .find(|n| n.kind_name() == "identifier" && file.text_of(*n) == name)?;
    nil_comparison(file, binary, operand)
}

/// For `if prev == nil { head = p.next } else { prev.next = p.next }` (or the `!=` form
/// with the branches swapped): `(prev, p, head)`.
pub(super) fn unlink_shape<'t>(
    file: &'t SourceFile,
    statement: Node,
    link: &str,
) -> Option<(&'t str, &'t str, &'t str)> {
    let condition = statement.field("condition")?;
    if condition.kind_name() != "binary_expression" || statement.field("initializer").is_some() {
        return None;
    }
    let prev = [condition.field("left")?, condition.field("right")?]
        .into_iter()
        .find(|n| n.kind_name() == "identifier")?;
    let equal = nil_comparison(file, condition, prev)?;
    let consequence = single_assignment(statement.field("consequence")?)?;
    let alternative = single_assignment(statement.field("alternative")?)?;
    let (to_head, to_prev) = if equal {
        (consequence, alternative)
    } else {
        (alternative, consequence)
    };
    let sides = |a: Node| -> Option<(&'t str, &'t str)> {
        let left = named_children(a.field("left")?);
        let right = named_children(a.field("right")?);
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
pub(super) fn single_assignment(block: Node) -> Option<Node> {
    let statements: Vec<Node> = descendants(block)
        .filter(|n| {
            n.parent().is_some_and(|p| {
                p == block || (p.kind_name() == "statement_list" && p.parent() == Some(block))
            })
        })
        .filter(|n| n.is_named() && n.kind_name() != "statement_list" && n.kind_name() != "comment")
        .collect();
    match statements.as_slice() {
        [only] if only.kind_name() == "assignment_statement" => Some(*only),
        _ => None,
    }
}

/// The `if` of an unlink that `node` sits in, if any.
pub(super) fn enclosing_unlink<'t>(
    file: &SourceFile,
    node: Node<'t>,
    link: &str,
) -> Option<Node<'t>> {
    let mut current = node.parent();
    for _ in 0..8 {
        let n = current?;
        if n.kind_name() == "if_statement" && unlink_shape(file, n, link).is_some() {
            return Some(n);
        }
        current = n.parent();
    }
    None
}

/// Why the predecessor of an unlink cannot be followed: what the rewrite needs is `var
/// prev *record` before the loop, updated only by `prev = cursor`, and read only by the
/// unlink.
pub(super) enum PrevShape<'f> {
    /// No such declaration among the statements before the loop.
    Undeclared,
    /// Declared so in a labelled statement (`restart: var prev *task`).
    Labelled(&'f str),
    /// Also used elsewhere in the function (the node of the first such use).
    UsedElsewhere(Node<'f>),
}

/// The declaration of an unlink's predecessor (`var prev *record` among the statements
/// before the loop) and its updates in the loop (`prev = cursor`), when those and the
/// unlinks are its only uses in the function; else why not.
pub(super) fn prev_bookkeeping<'f>(
    file: &'f SourceFile,
    statement: Node<'f>,
    body: Node<'f>,
    link: &str,
    prev: &str,
    cursor: &str,
    record: &str,
) -> Result<(std::ops::Range<usize>, Vec<std::ops::Range<usize>>), PrevShape<'f>> {
    let declares = |s: Node| {
        s.kind_name() == "var_declaration"
            && file
                .text_of(s)
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
                == format!("var {prev} *{record}")
    };
    let mut sibling = statement.prev_named_sibling();
    let mut declaration = None;
    while let Some(s) = sibling {
        if declares(s) {
            declaration = Some(s.byte_range());
            break;
        }
        if s.kind_name() == "labeled_statement" && named_children(s).into_iter().any(declares) {
            let label = s.field("label").map_or("", |l| file.text_of(l));
            return Err(PrevShape::Labelled(label));
        }
        sibling = s.prev_named_sibling();
    }
    let declaration = declaration.ok_or(PrevShape::Undeclared)?;
    let updates: Vec<std::ops::Range<usize>> = descendants(body)
        .filter(|n| n.kind_name() == "assignment_statement")
        .filter(|n| {
            file.text_of(*n).split_whitespace().collect::<String>() == format!("{prev}={cursor}")
        })
        .map(|n| n.byte_range())
        .collect();
    let scope = enclosing_body(statement).ok_or(PrevShape::Undeclared)?;
    let unlinks: Vec<std::ops::Range<usize>> = descendants(body)
        .filter(|n| {
            n.kind_name() == "if_statement"
                && unlink_shape(file, *n, link).is_some_and(|u| u.0 == prev)
        })
        .map(|n| n.byte_range())
        .collect();
    let allowed = |at: usize| {
        declaration.contains(&at) || updates.iter().chain(&unlinks).any(|r| r.contains(&at))
    };
    match descendants(scope).find(|n| {
        n.kind_name() == "identifier" && file.text_of(*n) == prev && !allowed(n.start_byte())
    }) {
        Some(stray) => Err(PrevShape::UsedElsewhere(stray)),
        None => Ok((declaration, updates)),
    }
}

/// Widens a statement's range to its whole lines, newline included, so deleting it leaves
/// no blank line behind.
pub(super) fn whole_lines(
    file: &SourceFile,
    range: std::ops::Range<usize>,
) -> std::ops::Range<usize> {
    let start = file.text[..range.start].rfind('\n').map_or(0, |i| i + 1);
    let end = file.text[range.end..]
        .find('\n')
        .map_or(file.text.len(), |i| range.end + i + 1);
    start..end
}

/// For `&T{…}`: the `&` expression and its composite literal.
pub(super) fn address_of_literal<'t>(
    file: &SourceFile,
    expr: Node<'t>,
) -> Option<(Node<'t>, Node<'t>)> {
    let expr = unparen(expr);
    let is_address = expr.kind_name() == "unary_expression"
        && expr
            .field("operator")
            .is_some_and(|o| file.text_of(o) == "&");
    let literal = unparen(expr.field("operand")?);
    (is_address && literal.kind_name() == "composite_literal").then_some((expr, literal))
}

/// Whether `selector` is the `link: X.f` value inside a push-front literal.
pub(super) fn is_push_front_value(file: &SourceFile, selector: Node, link: &str) -> bool {
    let Some(element) = selector
        .parent()
        .filter(|p| p.kind_name() == "literal_element")
    else {
        return false;
    };
    let Some(keyed) = element
        .parent()
        .filter(|p| p.kind_name() == "keyed_element")
    else {
        return false;
    };
    if keyed.field("key").is_none_or(|k| file.text_of(k) != link) {
        return false;
    }
    let Some(literal) = keyed.parent().and_then(|b| b.parent()) else {
        return false;
    };
    push_front(file, literal, link).is_some()
}

/// The statement block a declaration lives in (its function body).
pub(super) fn enclosing_body(node: Node) -> Option<Node> {
    enclosing_function(node)?.field("body")
}

/// A loop over a pointer to the link, the removal idiom that needs no predecessor:
/// `for pp := &H; *pp != nil; pp = &(*pp).next { … }` (the condition may add a pure
/// `&& cond` that does not use `pp`).
pub(super) struct PointerLoop<'t> {
    pub(super) statement: Node<'t>,
    pub(super) body: Node<'t>,
    /// `pp`.
    pub(super) cursor: &'t str,
    /// `H`, the list head (a field selection).
    pub(super) head: Node<'t>,
    /// The extra condition, if any.
    pub(super) also: Option<Node<'t>>,
}

/// The loop a `for` statement is, when it has [`PointerLoop`]'s shape for `link`.
pub(super) fn pointer_loop<'t>(
    file: &'t SourceFile,
    statement: Node<'t>,
    link: &str,
) -> Option<PointerLoop<'t>> {
    let ForLoop {
        cursor,
        value,
        condition,
        update,
        body,
    } = for_loop(file, statement)?;
    let head = address_operand(file, value)?;
    if head.kind_name() != "selector_expression" {
        return None;
    }
    let holder = holder_of(file, head);
    let (condition, also) = match split_and(file, condition) {
        Some((l, r)) if is_pure_without(file, r, cursor, holder) => (l, Some(r)),
        Some((l, r)) if is_pure_without(file, l, cursor, holder) => (r, Some(l)),
        _ => (unparen(condition), None),
    };
    let deref = [condition.field("left")?, condition.field("right")?]
        .into_iter()
        .find(|n| is_deref_of(file, *n, cursor))?;
    if nil_comparison(file, condition, deref) != Some(false) {
        return None;
    }
    (compact(file, update) == format!("{cursor}=&(*{cursor}).{link}")).then_some(PointerLoop {
        statement,
        body,
        cursor,
        head,
        also,
    })
}

/// A three-clause `for` whose initializer declares one name from one value:
/// `for cursor := value; condition; update { body }`.
struct ForLoop<'t> {
    cursor: &'t str,
    value: Node<'t>,
    condition: Node<'t>,
    update: Node<'t>,
    body: Node<'t>,
}

fn for_loop<'t>(file: &'t SourceFile, statement: Node<'t>) -> Option<ForLoop<'t>> {
    if statement.kind_name() != "for_statement" {
        return None;
    }
    let clause = named_children(statement)
        .into_iter()
        .find(|n| n.kind_name() == "for_clause")?;
    let init = clause.field("initializer")?;
    if init.kind_name() != "short_var_declaration" {
        return None;
    }
    let left = named_children(init.field("left")?);
    let right = named_children(init.field("right")?);
    let ([cursor], [value]) = (left.as_slice(), right.as_slice()) else {
        return None;
    };
    Some(ForLoop {
        cursor: file.text_of(*cursor),
        value: unparen(*value),
        condition: clause.field("condition")?,
        update: clause.field("update")?,
        body: statement.field("body")?,
    })
}

/// `X` of `&X`.
fn address_operand<'t>(file: &SourceFile, node: Node<'t>) -> Option<Node<'t>> {
    let node = unparen(node);
    let and = node.kind_name() == "unary_expression"
        && node
            .field("operator")
            .is_some_and(|o| file.text_of(o) == "&");
    and.then(|| node.field("operand").map(unparen)).flatten()
}

/// Whether a node is `*cursor`.
pub(super) fn is_deref_of(file: &SourceFile, node: Node, cursor: &str) -> bool {
    let node = unparen(node);
    node.kind_name() == "unary_expression"
        && node
            .field("operator")
            .is_some_and(|o| file.text_of(o) == "*")
        && node
            .field("operand")
            .is_some_and(|o| o.kind_name() == "identifier" && file.text_of(o) == cursor)
}

/// Whether a statement is `*pp = (*pp).next`: unlinking the element `pp` points at.
pub(super) fn pointer_unlink(file: &SourceFile, node: Node, cursor: &str, link: &str) -> bool {
    if node.kind_name() != "assignment_statement" {
        return false;
    }
    let (Some(left), Some(right)) = (
        node.field("left").map(named_children),
        node.field("right").map(named_children),
    ) else {
        return false;
    };
    let ([left], [right]) = (left.as_slice(), right.as_slice()) else {
        return false;
    };
    let right = unparen(*right);
    is_deref_of(file, *left, cursor)
        && right.kind_name() == "selector_expression"
        && right
            .field("field")
            .is_some_and(|f| file.text_of(f) == link)
        && right
            .field("operand")
            .is_some_and(|o| is_deref_of(file, o, cursor))
}

/// Whether a use of the link (`next` in `(*pp).next`) belongs to a [`PointerLoop`]: its
/// update, or an unlink in its body.
pub(super) fn in_pointer_loop(file: &SourceFile, link_node: Node, link: &str) -> bool {
    let mut at = link_node.parent();
    while let Some(node) = at {
        if let Some(found) = pointer_loop(file, node, link) {
            let clause = named_children(node)
                .into_iter()
                .find(|n| n.kind_name() == "for_clause");
            let in_update = clause
                .and_then(|c| c.field("update"))
                .is_some_and(|u| u.byte_range().contains(&link_node.start_byte()));
            let in_unlink = std::iter::successors(link_node.parent(), |n| n.parent())
                .take_while(|n| *n != found.body)
                .any(|n| pointer_unlink(file, n, found.cursor, link));
            if in_update || in_unlink {
                return true;
            }
        }
        at = node.parent();
    }
    false
}

/// A loop copying a list in order:
/// ```go
/// var last *R
/// for it := SRC; it != nil; it = it.next {
///     n := &R{a: it.a, b: it.b} // every field but the link
///     if last == nil { DST = n } else { last.next = n }
///     last = n
/// }
/// ```
/// where `DST`'s container was made just before (`c := &C{…}` without the field), so the
/// list it builds replaces an empty one. In slices it is one `append([]R(nil), SRC...)`.
pub(super) struct CloneLoop<'t> {
    /// From `var last *R` to the end of the loop: what the copy replaces.
    pub(super) range: std::ops::Range<usize>,
    pub(super) source: Node<'t>,
    pub(super) target: Node<'t>,
    /// `last.next = n`, the link use it owns.
    pub(super) link_assignment: Node<'t>,
    /// Whether DST's container was made just before without the list, so that the copy
    /// replaces an empty list; only then is the loop rewritten.
    pub(super) fresh: bool,
}

/// The clone loop a `for` statement is, for list records `record` linked by `link` whose
/// other fields are `fields`.
pub(super) fn clone_loop<'t>(
    file: &'t SourceFile,
    statement: Node<'t>,
    record: &str,
    link: &str,
    fields: &[&str],
) -> Option<CloneLoop<'t>> {
    let ForLoop {
        cursor,
        value: source,
        condition,
        update,
        body,
    } = for_loop(file, statement)?;
    if source.kind_name() != "selector_expression"
        || nil_comparison_of(file, condition, cursor) != Some(false)
        || compact(file, update) != format!("{cursor}={cursor}.{link}")
    {
        return None;
    }
    let body = named_children(body);
    let statements: Vec<Node> = body
        .iter()
        .flat_map(|n| {
            if n.kind_name() == "statement_list" {
                named_children(*n)
            } else {
                vec![*n]
            }
        })
        .collect();
    let [copy, link_up, advance] = statements.as_slice() else {
        return None;
    };
    // `n := &R{a: it.a, …}`, every field but the link, each from the cursor.
    let names = named_children(copy.field("left")?);
    let values = named_children(copy.field("right")?);
    let ([node], [value]) = (names.as_slice(), values.as_slice()) else {
        return None;
    };
    let node = file.text_of(*node);
    let literal = unparen(*value)
        .field("operand")
        .filter(|_| file.text_of(*value).starts_with('&'))?;
    if copy.kind_name() != "short_var_declaration"
        || literal.kind_name() != "composite_literal"
        || literal.field("type").map(|t| file.text_of(t)) != Some(record)
    {
        return None;
    }
    let mut keys: Vec<&str> = Vec::new();
    for element in named_children(literal.field("body")?) {
        let key = file.text_of(element.field("key")?);
        let value: String = file
            .text_of(element.field("value")?)
            .split_whitespace()
            .collect();
        if value != format!("{cursor}.{key}") {
            return None;
        }
        keys.push(key);
    }
    keys.sort_unstable();
    let mut wanted: Vec<&str> = fields.iter().copied().filter(|f| *f != link).collect();
    wanted.sort_unstable();
    if keys != wanted {
        return None;
    }
    // `if last == nil { DST = n } else { last.next = n }`.
    let condition = link_up.field("condition")?;
    let last = [condition.field("left")?, condition.field("right")?]
        .into_iter()
        .find(|n| n.kind_name() == "identifier")?;
    let equal = nil_comparison(file, condition, last)?;
    let last = file.text_of(last);
    let consequence = single_assignment(link_up.field("consequence")?)?;
    let alternative = single_assignment(link_up.field("alternative")?)?;
    let (to_head, to_last) = if equal {
        (consequence, alternative)
    } else {
        (alternative, consequence)
    };
    let sides = |a: Node<'t>| -> Option<(Node<'t>, &'t str)> {
        let left = named_children(a.field("left")?);
        let right = named_children(a.field("right")?);
        match (left.as_slice(), right.as_slice()) {
            ([l], [r]) => Some((unparen(*l), file.text_of(*r))),
            _ => None,
        }
    };
    let (target, head_value) = sides(to_head)?;
    let (last_link, last_value) = sides(to_last)?;
    let advance_text: String = file.text_of(*advance).split_whitespace().collect();
    let source_field = source.field("field").map(|f| file.text_of(f));
    if link_up.field("initializer").is_some()
        || target.kind_name() != "selector_expression"
        || target.field("field").map(|f| file.text_of(f)) != source_field
        || head_value != node
        || last_value != node
        || file.text_of(last_link) != format!("{last}.{link}")
        || advance_text != format!("{last}={node}")
    {
        return None;
    }
    // `var last *R` just before the loop, and `last` not used after it.
    let declaration = statement.prev_named_sibling()?;
    let declared: String = file.text_of(declaration).split_whitespace().collect();
    if declared != format!("var{last}*{record}") {
        return None;
    }
    let mut after = statement.next_named_sibling();
    while let Some(n) = after {
        if descendants(n).any(|d| d.kind_name() == "identifier" && file.text_of(d) == last) {
            return None;
        }
        after = n.next_named_sibling();
    }
    let fresh = source_field.is_some_and(|f| made_without(file, declaration, target, f));
    Some(CloneLoop {
        range: declaration.start_byte()..statement.end_byte(),
        source,
        target,
        link_assignment: to_last,
        fresh,
    })
}

/// Whether `target` (`c.f`) belongs to a container made before `statement` in the same
/// block (`c := &C{…}` or `c := C{…}`) without the field, and nothing between uses `c`
/// but to set or read its other fields (`c.add(99)` fills the list as `c.f = …` does):
/// the copy then replaces an empty list.
fn made_without(file: &SourceFile, statement: Node, target: Node, field: &str) -> bool {
    let Some(owner) = target
        .field("operand")
        .filter(|o| o.kind_name() == "identifier")
    else {
        return false;
    };
    let owner = file.text_of(owner);
    let mut before = statement.prev_named_sibling();
    while let Some(n) = before {
        let declares = n.kind_name() == "short_var_declaration"
            && n.field("left")
                .map(named_children)
                .is_some_and(|l| l.len() == 1 && file.text_of(l[0]) == owner);
        if declares {
            let values = n.field("right").map(named_children);
            let Some([value]) = values.as_deref() else {
                return false;
            };
            let mut literal = unparen(*value);
            if literal.kind_name() == "unary_expression" {
                match literal.field("operand") {
                    Some(operand) => literal = unparen(operand),
                    None => return false,
                }
            }
            return literal.kind_name() == "composite_literal"
                && literal.field("body").is_some_and(|body| {
                    named_children(body)
                        .iter()
                        .all(|e| e.field("key").is_some_and(|k| file.text_of(k) != field))
                });
        }
        // A mention between the making and the loop may fill the list: `c.items = …`,
        // but also `c.add(99)` or `fill(c)`; only another field of it may be set or read
        // (`c.profile = …`).
        let fills = |d: Node| {
            let selected = d.parent().filter(|p| {
                p.kind_name() == "selector_expression" && p.field("operand") == Some(d)
            });
            match selected {
                None => true,
                Some(selector) => {
                    selector
                        .field("field")
                        .is_none_or(|f| file.text_of(f) == field)
                        || selector.parent().is_some_and(|c| {
                            c.kind_name() == "call_expression"
                                && c.field("function") == Some(selector)
                        })
                }
            }
        };
        if descendants(n)
            .any(|d| d.kind_name() == "identifier" && file.text_of(d) == owner && fills(d))
        {
            return false;
        }
        before = n.prev_named_sibling();
    }
    false
}

/// The clone loop a node is inside of, if any (for a record's link and fields).
pub(super) fn enclosing_clone_loop<'t>(
    file: &'t SourceFile,
    node: Node<'t>,
    record: &str,
    link: &str,
    fields: &[&str],
) -> Option<CloneLoop<'t>> {
    std::iter::successors(node.parent(), |n| n.parent())
        .filter(|n| n.kind_name() == "for_statement")
        .find_map(|n| clone_loop(file, n, record, link, fields))
}

/// For a use of the link inside a loop over the list that builds new records from the
/// cursor (`n := &R{…}` as its first statement) but is no [`clone_loop`] copy: the first
/// part of that literal that does not copy the cursor's field unchanged (`turns:
/// it.turns - 1`), or the first field it leaves out, for the refusal to name.
pub(super) fn altered_copy(
    file: &SourceFile,
    node: Node,
    record: &str,
    link: &str,
    fields: &[&str],
) -> Option<String> {
    let (cursor, body) = std::iter::successors(node.parent(), |n| n.parent())
        .filter(|n| n.kind_name() == "for_statement")
        .find_map(|n| {
            let l = for_loop(file, n)?;
            (compact(file, l.update) == format!("{}={}.{link}", l.cursor, l.cursor))
                .then_some((l.cursor, l.body))
        })?;
    let first = descendants(body).find(|n| n.kind_name() == "short_var_declaration")?;
    let value = *named_children(first.field("right")?).first()?;
    let literal = unparen(value).field("operand")?;
    if literal.kind_name() != "composite_literal"
        || literal.field("type").map(|t| file.text_of(t)) != Some(record)
    {
        return None;
    }
    let mut keys = Vec::new();
    for element in named_children(literal.field("body")?) {
        let (Some(key), Some(value)) = (element.field("key"), element.field("value")) else {
            return Some(format!("`{}` is not keyed", file.text_of(element)));
        };
        let key = file.text_of(key);
        let spelled: String = file.text_of(value).split_whitespace().collect();
        if key != link && spelled != format!("{cursor}.{key}") {
            return Some(format!("`{}` changes the field", file.text_of(element)));
        }
        keys.push(key);
    }
    fields
        .iter()
        .find(|f| **f != link && !keys.contains(f))
        .map(|f| format!("the field {f} is left out"))
}

/// Whether a loop condition is `it.next != nil`: a look-ahead loop, which judges the
/// element after its cursor.
pub(super) fn lookahead_condition(
    file: &SourceFile,
    condition: Node,
    cursor: &str,
    link: &str,
) -> bool {
    let condition = unparen(condition);
    if condition.kind_name() != "binary_expression" {
        return false;
    }
    let next = [condition.field("left"), condition.field("right")]
        .into_iter()
        .flatten()
        .find(|n| compact(file, *n) == format!("{cursor}.{link}"));
    next.is_some_and(|n| nil_comparison(file, condition, n) == Some(false))
}

/// Whether a statement is `it.next = it.next.next`: unlinking the element after `it`.
pub(super) fn lookahead_unlink(file: &SourceFile, node: Node, cursor: &str, link: &str) -> bool {
    node.kind_name() == "assignment_statement"
        && node
            .field("left")
            .is_some_and(|l| compact(file, l) == format!("{cursor}.{link}"))
        && node
            .field("right")
            .is_some_and(|r| compact(file, r) == format!("{cursor}.{link}.{link}"))
}

/// A node's text without white space.
fn compact(file: &SourceFile, node: Node) -> String {
    file.text_of(node).split_whitespace().collect()
}

/// The look-ahead loop `for it := H; it.next != nil; it = it.next { … }` a `for`
/// statement is, as `(cursor, head)`.
pub(super) fn lookahead_loop<'t>(
    file: &'t SourceFile,
    statement: Node<'t>,
    link: &str,
) -> Option<(&'t str, Node<'t>)> {
    let ForLoop {
        cursor,
        value: head,
        condition,
        update,
        ..
    } = for_loop(file, statement)?;
    let holder = holder_of(file, head);
    let condition = match split_and(file, condition) {
        Some((l, r)) if is_pure_without(file, r, cursor, holder) => l,
        Some((l, r)) if is_pure_without(file, l, cursor, holder) => r,
        _ => condition,
    };
    (head.kind_name() == "selector_expression"
        && lookahead_condition(file, condition, cursor, link)
        && compact(file, update) == format!("{cursor}={cursor}.{link}"))
    .then_some((cursor, head))
}

/// Whether the list `head` is known to hold a record where `statement`, a look-ahead loop,
/// starts: it reads `head.next` at once, which panics on an empty list (a nil pointer),
/// where the index loop that replaces it would just run over no element. Known when an
/// earlier statement of an enclosing block is `if head == nil { …; return … }` (no
/// `else`; the condition may add `|| …` calling nothing, the body may end in `goto` a
/// label after the loop instead), or the loop lies in the body of `if head != nil`, with nothing in between
/// that may empty the list: each statement between is either an `if` without `else`
/// whose body ends in `return` and whose condition calls nothing (the head's own pop, as
/// in `if w.l.id == id { w.l = w.l.next; return }`), or one that neither calls nor
/// assigns the head. No loop or function literal may lie between either: it could run
/// the look-ahead loop again after emptying the list.
pub(super) fn head_checked_before(file: &SourceFile, statement: Node, head: &str) -> bool {
    let head: String = head.split_whitespace().collect();
    let calls = |node: Node| descendants(node).any(|n| n.kind_name() == "call_expression");
    let is_nil_check = |condition: Node, operator: &str| {
        let text = compact(file, unparen(condition));
        text == format!("{head}{operator}nil") || text == format!("nil{operator}{head}")
    };
    // `H == nil`, or `H == nil || …` calling nothing (`if w.l == nil || w.l.id == id`).
    let empty_check = |condition: Node| {
        let mut operands = vec![unparen(condition)];
        let mut found = false;
        while let Some(operand) = operands.pop() {
            if is_nil_check(operand, "==") {
                found = true;
            } else if let Some((left, right)) = (operand.kind_name() == "binary_expression"
                && operand
                    .field("operator")
                    .is_some_and(|o| file.text_of(o) == "||"))
            .then(|| Some((operand.field("left")?, operand.field("right")?)))
            .flatten()
            {
                operands.push(unparen(left));
                operands.push(unparen(right));
            }
        }
        found && !calls(condition)
    };
    // The block ends in `return`, or in `goto` a label after the loop (`goto miss`).
    let leaves = |block: Node| {
        let last = descendants(block)
            .filter(|n| {
                n.parent().is_some_and(|p| {
                    p == block || (p.kind_name() == "statement_list" && p.parent() == Some(block))
                })
            })
            .filter(|n| n.is_named() && !matches!(n.kind_name(), "statement_list" | "comment"))
            .last();
        last.is_some_and(|n| match n.kind_name() {
            "return_statement" => true,
            "goto_statement" => {
                let label = n.named_child(0).map(|l| file.text_of(l));
                let function = crate::syntax::enclosing_function(statement);
                function.is_some_and(|f| {
                    descendants(f).any(|l| {
                        l.kind_name() == "labeled_statement"
                            && l.start_byte() >= statement.end_byte()
                            && l.field("label").map(|x| file.text_of(x)) == label
                    })
                })
            }
            _ => false,
        })
    };
    let assigns_head = |node: Node| {
        descendants(node).any(|n| {
            matches!(
                n.kind_name(),
                "assignment_statement" | "inc_statement" | "dec_statement"
            ) && n.child(0).is_some_and(|left| {
                named_children(left)
                    .iter()
                    .chain(std::iter::once(&left))
                    .any(|l| compact(file, *l) == head)
            })
        })
    };
    let mut node = statement;
    while let Some(parent) = node.parent() {
        match parent.kind_name() {
            "for_statement" | "func_literal" | "function_declaration" | "method_declaration" => {
                return false
            }
            "if_statement"
                if parent.field("consequence") == Some(node)
                    && parent
                        .field("condition")
                        .is_some_and(|c| is_nil_check(c, "!="))
                    && parent.field("initializer").is_none() =>
            {
                return true
            }
            "block" | "statement_list" => {
                let mut sibling = node.prev_named_sibling();
                while let Some(s) = sibling {
                    if s.kind_name() == "if_statement"
                        && s.field("alternative").is_none()
                        && s.field("initializer").is_none()
                        && s.field("consequence").is_some_and(leaves)
                    {
                        let condition = s.field("condition");
                        if condition.is_some_and(empty_check) {
                            return true;
                        }
                        if condition.is_none_or(calls) {
                            return false;
                        }
                    } else if s.kind_name() != "comment" && (calls(s) || assigns_head(s)) {
                        return false;
                    }
                    sibling = s.prev_named_sibling();
                }
            }
            _ => {}
        }
        node = parent;
    }
    false
}

/// Whether a use of the link belongs to a look-ahead loop: its condition or update, an
/// unlink in its body, or `it.next.f`, a field of the element after the cursor.
pub(super) fn in_lookahead_loop(file: &SourceFile, link_node: Node, link: &str) -> bool {
    let Some(selector) = link_node
        .parent()
        .filter(|p| p.kind_name() == "selector_expression")
    else {
        return false;
    };
    std::iter::successors(selector.parent(), |n| n.parent())
        .filter(|n| n.kind_name() == "for_statement")
        .any(|statement| {
            let Some((cursor, _)) = lookahead_loop(file, statement, link) else {
                return false;
            };
            let Some(body) = statement.field("body") else {
                return false;
            };
            if !body.byte_range().contains(&selector.start_byte()) {
                return true; // The condition or the update.
            }
            let in_unlink = std::iter::successors(selector.parent(), |n| n.parent())
                .take_while(|n| *n != body)
                .any(|n| lookahead_unlink(file, n, cursor, link));
            let of_next = compact(file, selector) == format!("{cursor}.{link}")
                && selector.parent().is_some_and(|p| {
                    p.kind_name() == "selector_expression"
                        && p.field("operand") == Some(selector)
                        && p.field("field").is_some_and(|f| file.text_of(f) != link)
                });
            in_unlink || of_next
        })
}

/// Whether `prev = p` (at `update`) can run after `unlink` in the same pass of the loop
/// `body`: nothing between them returns, breaks out of the loop or continues it. The
/// original then makes the removed node the predecessor, and a second unlink in a row
/// edits the removed node instead of the list (of two adjacent matches, the second
/// stays), while tombstones would remove both.
pub(super) fn predecessor_after_unlink(
    body: Node,
    unlink: Node,
    update: &std::ops::Range<usize>,
) -> bool {
    let mut node = unlink;
    while node != body {
        let Some(parent) = node.parent() else {
            return true;
        };
        // Of an `if`'s branches, and of a switch's or a select's cases (but one falling
        // through), only one runs: `prev = t` in the `else` never follows an unlink in
        // the `if`.
        if one_branch_runs(parent, node) {
            node = parent;
            continue;
        }
        // A `break` inside a switch, a select or an inner loop leaves only that statement,
        // a `continue` inside an inner loop goes on with that loop; a labelled one may go
        // anywhere, and a `goto` too, so neither is taken as leaving.
        let enclosing: Vec<&str> = std::iter::successors(Some(parent), |n| n.parent())
            .take_while(|n| *n != body)
            .map(|n| n.kind_name())
            .collect();
        let in_loop = enclosing.contains(&"for_statement");
        let in_switch = in_loop
            || enclosing.iter().any(|k| {
                matches!(
                    *k,
                    "expression_switch_statement" | "type_switch_statement" | "select_statement"
                )
            });
        let mut sibling = node.next_named_sibling();
        while let Some(s) = sibling {
            if s.byte_range().contains(&update.start) {
                return true;
            }
            let plain = s.named_child_count() == 0;
            let leaves = match s.kind_name() {
                "return_statement" => true,
                "continue_statement" => plain && !in_loop,
                "break_statement" => plain && !in_switch,
                _ => false,
            };
            if leaves {
                return false;
            }
            sibling = s.next_named_sibling();
        }
        node = parent;
    }
    false
}

/// Whether `node` is one of `parent`'s branches of which only one runs: an `if`'s
/// consequence or alternative, or a case of a switch or a select that does not end in
/// `fallthrough`.
fn one_branch_runs(parent: Node, node: Node) -> bool {
    match parent.kind_name() {
        "if_statement" => {
            parent.field("consequence") == Some(node) || parent.field("alternative") == Some(node)
        }
        "expression_switch_statement" | "type_switch_statement" | "select_statement" => {
            matches!(
                node.kind_name(),
                "expression_case" | "default_case" | "type_case" | "communication_case"
            ) && node
                .named_child(
                    u32::try_from(node.named_child_count())
                        .unwrap_or(0)
                        .saturating_sub(1),
                )
                .is_none_or(|last| last.kind_name() != "fallthrough_statement")
        }
        _ => false,
    }
}

/// The first place in `region` where other goroutines may run and change what it holds:
/// a lock released or taken (`Unlock`, `RUnlock`, `Lock`, `RLock`: taking one waits for
/// the goroutine holding it), a wait (`Wait`, `time.Sleep`, `runtime.Gosched`), a
/// condition signalled, an atomic operation (`atomic.LoadInt32`, `done.Load()`,
/// `start.Store(true)`, `Swap`, `CompareAndSwap`: a spin on one hands off as a lock
/// does; sync.Map's methods of those names too), a channel send or receive, a `select`,
/// a goroutine started. Not in a `defer`, which runs when the function returns. By name:
/// a method so named on another type refuses too, never rewrites wrongly.
pub(super) fn yield_point<'t>(file: &SourceFile, region: Node<'t>) -> Option<Node<'t>> {
    let mut skip_until = 0;
    for node in descendants(region) {
        if node.start_byte() < skip_until {
            continue;
        }
        match node.kind_name() {
            "defer_statement" => skip_until = node.end_byte(),
            "send_statement" | "select_statement" | "go_statement" => return Some(node),
            "unary_expression"
                if node
                    .field("operator")
                    .is_some_and(|o| file.text_of(o) == "<-") =>
            {
                return Some(node)
            }
            "call_expression" => {
                let callee = node.field("function").map(unparen);
                let yields = callee.is_some_and(|c| {
                    let text = file.text_of(c);
                    matches!(text, "time.Sleep" | "runtime.Gosched")
                        || text.starts_with("atomic.")
                        || (c.kind_name() == "selector_expression"
                            && c.field("field").is_some_and(|f| {
                                matches!(
                                    file.text_of(f),
                                    "Unlock"
                                        | "RUnlock"
                                        | "Lock"
                                        | "RLock"
                                        | "Wait"
                                        | "Signal"
                                        | "Broadcast"
                                        | "Load"
                                        | "Store"
                                        | "Swap"
                                        | "CompareAndSwap"
                                )
                            }))
                });
                if yields {
                    return Some(node);
                }
            }
            _ => {}
        }
    }
    None
}
