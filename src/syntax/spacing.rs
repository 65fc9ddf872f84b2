//! gofmt's spacing of binary operators, which depends on where an expression stands.
//!
//! go/printer prints `a + b` as a statement's value but `a+b` among several call
//! arguments: each expression is printed at a *depth* (1 at statement level, one more
//! inside a call of several arguments, an index, a binary operand, one less inside
//! parentheses), and an operator of precedence 4 or 5 gets blanks only below a cutoff
//! that the depth and the operators around it decide (`cutoff` in go/printer's
//! nodes.go). A rewrite that moves an expression, or writes a new one, must space it for
//! where it lands, or its output is not what `gofmt -l` accepts when gofmt is not run
//! after it (`--no-gofmt`).
//!
//! Invariant: pure text in, text out; only single-line expressions are respaced (a line
//! break inside a binary expression changes go/printer's rules, and such text is left
//! as written).

use super::{descendants, NodeExt, SourceFile};
use tree_sitter::Node;

/// The depth at which go/printer prints `node`, read from its ancestors: 1 wherever a
/// statement, a declaration, a composite literal's element or a single assignment
/// holds it, and more inside binary operands, indices and calls of several arguments.
pub fn depth_at(node: Node) -> usize {
    let Some(parent) = node.parent() else {
        return 1;
    };
    match parent.kind_name() {
        "binary_expression" => {
            let outer = depth_at(parent);
            if parent.field("left") == Some(node) {
                outer + diff_precedence(node, precedence(parent))
            } else {
                outer + 1
            }
        }
        "parenthesized_expression" if node.kind_name() == "parenthesized_expression" => {
            depth_at(parent)
        }
        "parenthesized_expression" => reduce(depth_at(parent)),
        "argument_list" | "variadic_argument" => {
            let list = if parent.kind_name() == "variadic_argument" {
                match parent.parent() {
                    Some(list) => list,
                    None => return 1,
                }
            } else {
                parent
            };
            match list.parent() {
                Some(call) if call.kind_name() == "call_expression" => call_depth(call),
                _ => 1,
            }
        }
        "call_expression" if parent.field("function") == Some(node) => call_depth(parent),
        "unary_expression" if operator(parent) == Some("*") => 1,
        "unary_expression" | "selector_expression" | "type_assertion_expression" => {
            depth_at(parent)
        }
        "type_conversion_expression" if parent.field("operand") == Some(node) => depth_at(parent),
        "index_expression" | "slice_expression" if parent.field("operand") == Some(node) => 1,
        "index_expression" | "slice_expression" => depth_at(parent) + 1,
        "expression_list" => match parent.parent() {
            Some(statement)
                if matches!(
                    statement.kind_name(),
                    "assignment_statement" | "short_var_declaration"
                ) =>
            {
                let several = |field: &str| {
                    statement
                        .field(field)
                        .is_some_and(|list| expressions(list).count() > 1)
                };
                if several("left") && several("right") {
                    2
                } else {
                    1
                }
            }
            _ => 1,
        },
        "inc_statement" | "dec_statement" => 2,
        _ => 1,
    }
}

/// `text`, one expression on one line, with its binary operators spaced as gofmt
/// spaces them when the expression stands at `depth`; `None` when it spans lines or does
/// not parse as one expression alone.
pub fn respace(text: &str, depth: usize) -> Option<String> {
    let file = parse_expression(text)?;
    print(&file, root_expression(&file)?, depth)
}

/// `text`, an expression written in place of `node`, spaced as gofmt spaces it there.
/// A binary expression written as the operand of an operator of its own precedence
/// joins that operator's chain (`"<" + a + b + ">"` from `"<" + f() + ">"`), whose
/// depth is the chain's, not the operand's.
pub fn respace_in_place_of(node: Node, text: &str) -> Option<String> {
    let file = parse_expression(text)?;
    let expression = root_expression(&file)?;
    let own = precedence(expression);
    let mut at = node;
    while let Some(parent) = at.parent().filter(|p| own > 0 && precedence(*p) == own) {
        at = parent;
    }
    print(&file, expression, depth_at(at))
}

/// `text` parsed as the value of a declaration, when it is one expression on one line.
fn parse_expression(text: &str) -> Option<SourceFile> {
    if text.contains('\n') {
        return None;
    }
    let file = SourceFile::parse(Default::default(), format!("{PREFIX}{text}\n"));
    (!file.tree.root_node().has_error()).then_some(file)
}

/// What [`parse_expression`] writes before the expression.
const PREFIX: &str = "package p\n\nvar _ = ";

/// The expression [`parse_expression`] parsed, if the whole text was one.
fn root_expression(file: &SourceFile) -> Option<Node<'_>> {
    let spec = descendants(file.tree.root_node()).find(|n| n.kind_name() == "var_spec")?;
    let mut values = expressions(spec.field("value")?);
    let expression = values.next()?;
    let whole = PREFIX.len()..file.text.len() - 1;
    (values.next().is_none() && expression.byte_range() == whole).then_some(expression)
}

/// go/printer's depth for a call's function and arguments: one more when it has several.
fn call_depth(call: Node) -> usize {
    let arguments = call
        .field("arguments")
        .map_or(0, |a| expressions(a).count());
    depth_at(call) + usize::from(arguments > 1)
}

/// `depth` less one, never below 1: what parentheses do.
fn reduce(depth: usize) -> usize {
    depth.saturating_sub(1).max(1)
}

/// The expressions of a list or argument list, comments and punctuation left out.
fn expressions<'t>(list: Node<'t>) -> impl Iterator<Item = Node<'t>> {
    let mut cursor = list.walk();
    let children: Vec<Node<'t>> = list
        .named_children(&mut cursor)
        .filter(|n| n.kind_name() != "comment")
        .collect();
    children.into_iter()
}

/// The operator's text of a binary or unary expression.
fn operator(node: Node) -> Option<&'static str> {
    node.field("operator").map(|o| o.kind_name())
}

/// Go's precedence of a binary operator (5 binds tightest); 0 for other nodes.
fn precedence(node: Node) -> u8 {
    if node.kind_name() != "binary_expression" {
        return 0;
    }
    match operator(node) {
        Some("*" | "/" | "%" | "<<" | ">>" | "&" | "&^") => 5,
        Some("+" | "-" | "|" | "^") => 4,
        Some("==" | "!=" | "<" | "<=" | ">" | ">=") => 3,
        Some("&&") => 2,
        Some("||") => 1,
        _ => 0,
    }
}

/// go/printer's `diffPrec`: 0 for a binary operand of the same precedence, else 1.
fn diff_precedence(node: Node, outer: u8) -> usize {
    usize::from(precedence(node) != outer)
}

/// go/printer's `walkBinary`: whether precedences 4 and 5 occur in the expression (not
/// counting operands that need parentheses), and the greatest cutoff an operand forces
/// (`a / *p`, `a & ^b`, `a + +b` would read as other tokens without a blank).
fn walk_binary(node: Node) -> (bool, bool, usize) {
    let own = precedence(node);
    let (mut has4, mut has5, mut problem) = (own == 4, own == 5, 0);
    let mut merge = |(h4, h5, p): (bool, bool, usize)| {
        has4 |= h4;
        has5 |= h5;
        problem = problem.max(p);
    };
    if let Some(left) = node.field("left") {
        if left.kind_name() == "binary_expression" && precedence(left) >= own {
            merge(walk_binary(left));
        }
    }
    if let Some(right) = node.field("right") {
        match right.kind_name() {
            "binary_expression" if precedence(right) > own => merge(walk_binary(right)),
            "unary_expression" => {
                let op = operator(node).unwrap_or_default();
                match (op, operator(right).unwrap_or_default()) {
                    ("/", "*") | ("&", "&") | ("&", "^") => problem = 5,
                    ("+", "+") | ("-", "-") => problem = problem.max(4),
                    _ => {}
                }
            }
            _ => {}
        }
    }
    (has4, has5, problem)
}

/// go/printer's `cutoff`: operators of a precedence below it get blanks.
fn cutoff(node: Node, depth: usize) -> u8 {
    let (has4, has5, problem) = walk_binary(node);
    if problem > 0 {
        return u8::try_from(problem + 1).unwrap_or(6);
    }
    match (has4 && has5, depth == 1) {
        (true, true) => 5,
        (false, true) => 6,
        (_, false) => 4,
    }
}

/// The node's text with each binary operator spaced for `depth`, or `None` where a
/// comment sits inside a binary expression.
fn print(file: &SourceFile, node: Node, depth: usize) -> Option<String> {
    match node.kind_name() {
        "binary_expression" => {
            let (left, right) = (node.field("left")?, node.field("right")?);
            let op = node.field("operator")?;
            let own = precedence(node);
            let gap = |a: usize, b: usize| file.text[a..b].trim().is_empty();
            if !gap(left.end_byte(), op.start_byte()) || !gap(op.end_byte(), right.start_byte()) {
                return None;
            }
            let blank = if own < cutoff(node, depth) { " " } else { "" };
            Some(format!(
                "{}{blank}{}{blank}{}",
                print(file, left, depth + diff_precedence(left, own))?,
                file.text_of(op),
                print(file, right, depth + 1)?
            ))
        }
        "parenthesized_expression" => {
            let inner = expressions(node).next()?;
            let inner_depth = if inner.kind_name() == "parenthesized_expression" {
                depth
            } else {
                reduce(depth)
            };
            splice(file, node, &[(inner, inner_depth)])
        }
        "call_expression" => {
            let arguments = node.field("arguments")?;
            let listed: Vec<Node> = expressions(arguments).collect();
            let inner = depth + usize::from(listed.len() > 1);
            let mut parts = vec![(node.field("function")?, inner)];
            for argument in listed {
                match argument.kind_name() {
                    "variadic_argument" => {
                        parts.extend(expressions(argument).next().map(|a| (a, inner)))
                    }
                    _ => parts.push((argument, inner)),
                }
            }
            splice(file, node, &parts)
        }
        "unary_expression" if operator(node) == Some("*") => Some(file.text_of(node).into()),
        "unary_expression"
        | "selector_expression"
        | "type_assertion_expression"
        | "type_conversion_expression" => splice(file, node, &[(node.field("operand")?, depth)]),
        "index_expression" => splice(
            file,
            node,
            &[
                (node.field("operand")?, 1),
                (node.field("index")?, depth + 1),
            ],
        ),
        "slice_expression" => print_slice(file, node, depth),
        _ => Some(file.text_of(node).into()),
    }
}

/// A slice expression: blanks around its colons when it stands at depth 1 with more
/// than one index and a binary one (`s[i+1 : j]` is not gofmt's; `s[i+1 : j-1]` is).
fn print_slice(file: &SourceFile, node: Node, depth: usize) -> Option<String> {
    let operand = node.field("operand")?;
    let indices = [
        node.field("start"),
        node.field("end"),
        node.field("capacity"),
    ];
    let count = indices.iter().flatten().count();
    let binary = indices
        .iter()
        .flatten()
        .any(|i| i.kind_name() == "binary_expression");
    let colons = file.text_of(node).matches(':').count();
    if colons == 0 || descendants(node).any(|n| n.kind_name() == "comment") {
        return None;
    }
    let blanks = depth <= 1 && count > 1 && binary;
    let mut text = format!("{}[", print(file, operand, 1)?);
    // The indices in order; a two-index slice has no capacity and one colon.
    let slots = if colons >= 2 || indices[2].is_some() {
        3
    } else {
        2
    };
    for (i, index) in indices.iter().take(slots).enumerate() {
        if i > 0 {
            if blanks && indices[i - 1].is_some() {
                text.push(' ');
            }
            text.push(':');
            if blanks && index.is_some() {
                text.push(' ');
            }
        }
        if let Some(index) = index {
            text.push_str(&print(file, *index, depth + 1)?);
        }
    }
    text.push(']');
    Some(text)
}

/// The node's text with each listed child printed at its depth instead.
fn splice(file: &SourceFile, node: Node, children: &[(Node, usize)]) -> Option<String> {
    let mut text = String::new();
    let mut at = node.start_byte();
    let mut sorted: Vec<&(Node, usize)> = children.iter().collect();
    sorted.sort_by_key(|(child, _)| child.start_byte());
    for (child, depth) in sorted {
        text.push_str(&file.text[at..child.start_byte()]);
        text.push_str(&print(file, *child, *depth)?);
        at = child.end_byte();
    }
    text.push_str(&file.text[at..node.end_byte()]);
    Some(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each expression as gofmt prints it at statement level (depth 1) and among
    /// several call arguments (depth 2), from text spaced the other way.
    #[test]
    fn respace_follows_gofmt_cutoffs() {
        let cases = [
            ("a+b", 1, "a + b"),
            ("a + b", 2, "a+b"),
            ("a + b*c", 1, "a + b*c"),
            ("a+b*c", 2, "a+b*c"),
            ("x == a+b", 1, "x == a+b"),
            ("f(a+b)", 1, "f(a + b)"),
            ("f(a + b, c)", 1, "f(a+b, c)"),
            ("(a+b)", 2, "(a + b)"),
            ("m[a + b]", 1, "m[a+b]"),
            ("s[i+1 : j]", 1, "s[i+1 : j]"),
            ("s[i + 1:j]", 2, "s[i+1:j]"),
            ("s[i+1:]", 1, "s[i+1:]"),
            ("a / *p", 1, "a / *p"),
            ("a / *p", 2, "a / *p"),
            ("a + +b", 2, "a + +b"),
            (
                "strconv.FormatInt(int64(n+1), 10)",
                1,
                "strconv.FormatInt(int64(n+1), 10)",
            ),
            ("strconv.Itoa(n + 1)", 2, "strconv.Itoa(n+1)"),
            ("T{a + b}", 2, "T{a + b}"),
            ("-(a+b)", 1, "-(a + b)"),
        ];
        for (text, depth, want) in cases {
            assert_eq!(
                respace(text, depth).as_deref(),
                Some(want),
                "{text} at {depth}"
            );
        }
    }

    /// A concatenation written in place of a call: inside a `+` chain it takes the
    /// chain's spacing; elsewhere, the call's.
    #[test]
    fn respace_in_place_of_joins_a_chain_of_its_precedence() {
        let cases = [
            ("return \"<\" + x + \">\"", "a+b", "a + b"),
            ("return \"<\" + x + \">\"", "f(a+b)", "f(a+b)"),
            ("return f(\"<\"+x, y)", "a + b", "a+b"),
            ("return s == x", "a + b", "a+b"),
            ("return x", "a+b", "a + b"),
            ("return f(x, y)", "a + b", "a+b"),
            ("return f(x)", "a+b", "a + b"),
        ];
        for (statement, text, want) in cases {
            let source = format!("package p\n\nfunc _() string {{\n\t{statement}\n}}\n");
            let file = SourceFile::parse(Default::default(), source);
            let x = descendants(file.tree.root_node())
                .find(|n| n.kind_name() == "identifier" && file.text_of(*n) == "x")
                .expect("the statement spells x");
            assert_eq!(
                respace_in_place_of(x, text).as_deref(),
                Some(want),
                "{text} for x in {statement}"
            );
        }
    }

    #[test]
    fn text_over_several_lines_or_with_comments_is_left_alone() {
        assert_eq!(respace("a +\nb", 1), None);
        assert_eq!(respace("a + /* b */ c", 2), None);
        assert_eq!(respace("a +", 1), None);
    }

    /// The depth of the `x` in each statement, as go/printer counts it.
    #[test]
    fn depth_at_counts_what_go_printer_counts() {
        let cases = [
            ("s := x", 1),
            ("s := f(x)", 1),
            ("s := f(x, 1)", 2),
            ("a, b := x, 1", 2),
            ("a, b := g()\n\t_ = x", 1),
            ("s := y + x", 2),
            ("s := x + y", 2),
            ("s := y + x + z", 2),
            ("s := (x)", 1),
            ("s := f((x), 1)", 1),
            ("s := m[x]", 2),
            ("s := m[f(x, 1)]", 3),
            ("n++\n\tm[x]++", 3),
            ("s := T{x}", 1),
            ("s := f(1, T{K: x})", 1),
            ("s := f(1, g(x...))", 2),
        ];
        for (statement, want) in cases {
            let text = format!("package p\n\nfunc _() {{\n\t{statement}\n}}\n");
            let file = SourceFile::parse(Default::default(), text);
            let x = descendants(file.tree.root_node())
                .find(|n| n.kind_name() == "identifier" && file.text_of(*n) == "x")
                .expect("the statement spells x");
            assert_eq!(depth_at(x), want, "{statement}");
        }
    }
}
