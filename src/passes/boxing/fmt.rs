//! `fmt.Sprintf`, `fmt.Sprint` and `fmt.Errorf` with plain verbs, as concatenation.
//!
//! `fmt.Errorf` without `%w` returns `errors.New` of the formatted text (the same
//! `*errors.errorString` type), so `errors.New(<concatenation>)` is the same error.

use super::imports::{name_for, why_taken, Import};
use super::stable::stable_read;
use super::verbs::{self, Basic, Operand, Piece};
use super::{literal_in_header, needs_parentheses, package_of, Context, Site, Verdict};
use crate::syntax::{call_parts, descendants, named_children, unparen, NodeExt, SourceFile};
use crate::types::{CallKind, Mode, ObjectKind};
use std::collections::BTreeSet;
use tree_sitter::Node;

/// `fmt.Sprintf` as the plan names it, when `call` is a call of a fmt function this rule
/// knows (by spelling: used where types are missing).
pub fn subject_of(file: &SourceFile, imports: &[Import], call: Node) -> Option<String> {
    let fmt = imports.iter().find(|i| i.path == "fmt")?;
    let function = call.field("function")?;
    if function.kind_name() == "identifier" && fmt.name == "." {
        let name = file.text_of(function);
        return matches!(name, "Sprintf" | "Sprint" | "Errorf").then(|| format!("fmt.{name}"));
    }
    let (function, name) = callee(file, call)?;
    let operand = function.field("operand")?;
    (file.text_of(operand) == fmt.name).then(|| format!("fmt.{name}"))
}

/// The selector and the fmt function's name.
fn callee<'t>(file: &'t SourceFile, call: Node<'t>) -> Option<(Node<'t>, &'t str)> {
    let function = call.field("function")?;
    let name = file.text_of(function.field("field")?);
    matches!(name, "Sprintf" | "Sprint" | "Errorf").then_some((function, name))
}

pub fn judge<'t>(cx: &Context<'_, 't>, call: Node<'t>) -> Verdict<'t> {
    let file = cx.file;
    let Some((function, name)) = callee(file, call) else {
        return Verdict::Ignore;
    };
    let Some(package) = function.field("operand") else {
        return Verdict::Ignore;
    };
    if package_of(&cx.types, package) != Some("fmt") {
        return Verdict::Ignore;
    }
    let Some((_, args)) = call_parts(call) else {
        return Verdict::Ignore;
    };
    // A format known only at run time (`fmt.Sprintf(format, args...)` in a wrapper) is
    // not a candidate; a constant one (`fmt.Sprintf(keyFormat, id)`) is refused below.
    if name != "Sprint" {
        let format = args.first().map(|f| unparen(*f));
        let run_time = format.is_some_and(|f| {
            literal_text(file, f).is_none()
                && cx.types.expr(f).is_none_or(|e| e.mode != Mode::Constant)
        });
        if run_time {
            return Verdict::Ignore;
        }
    }
    if spreads(call) {
        return Verdict::Refuse(
            "spread_arguments",
            format!(
                "fmt.{name} is given a slice with `...`: its operands are not known one by one"
            ),
        );
    }
    // The pieces of the output: text, and operands with their verbs.
    let (pieces, operands): (Vec<Piece>, Vec<Node>) = if name == "Sprint" {
        match sprint_pieces(cx, &args) {
            Ok(p) => (p, args.clone()),
            Err(refusal) => return refusal,
        }
    } else {
        let Some((format, rest)) = args.split_first() else {
            return Verdict::Ignore;
        };
        let format_node = unparen(*format);
        let Some(bytes) = literal_text(file, format_node) else {
            // A constant (a run-time format was left above): its text is not in the facts.
            let what = match format_node.kind_name() {
                "identifier" | "selector_expression" => format!(
                    "the constant `{}`: the rewrite would copy its text here and stop following the constant",
                    file.text_of(format_node)
                ),
                _ => format!(
                    "`{}`, a constant expression naming other constants: only string literals written at the call can be read",
                    crate::syntax::first_line_of(file.text_of(format_node))
                ),
            };
            return Verdict::Refuse(
                "format_not_literal",
                format!("the format of fmt.{name} is {what}"),
            );
        };
        // Formats with other verbs are not candidates (the pre-filter leaves single
        // literals of them out; a joined format is read whole only here).
        match verbs::parse(&bytes) {
            Ok(p) => (p, rest.to_vec()),
            Err(_) => return Verdict::Ignore,
        }
    };
    let verb_count = pieces
        .iter()
        .filter(|p| matches!(p, Piece::Verb(_)))
        .count();
    if verb_count != operands.len() {
        return Verdict::Refuse(
            "verb_count",
            format!(
                "the format has {verb_count} verbs for {} operands: fmt prints a complaint",
                operands.len()
            ),
        );
    }
    let mut typed = Vec::new();
    for node in &operands {
        match operand(cx, *node) {
            Ok(o) => typed.push(o),
            Err(why) => return why,
        }
    }
    let verbs_used: Vec<u8> = pieces
        .iter()
        .filter_map(|p| match p {
            Piece::Verb(v) => Some(*v),
            Piece::Text(_) => None,
        })
        .collect();
    for (o, verb) in typed.iter().zip(&verbs_used) {
        if !o.basic.takes(*verb) {
            return Verdict::Refuse(
                "verb_mismatch",
                format!(
                    "%{} of `{}` ({}) is not among the verb and type pairs the pass rewrites (%s and %v of strings; %d, %x and %v of integers; %t and %v of booleans; %v and %x of floats; %v of complex numbers)",
                    char::from(*verb),
                    o.text,
                    o.basic_name
                ),
            );
        }
    }
    if let Some(why) = order_hazard(cx, &operands, &typed) {
        return why;
    }
    if let Some(why) = sibling_hazard(cx, call, &operands, &typed) {
        return why;
    }
    let needs_errors = name == "Errorf";
    let strconv = name_for(cx.imports, &cx.package.declared, "strconv");
    let errors = name_for(cx.imports, &cx.package.declared, "errors");
    let wraps = typed.iter().any(|o| !matches!(o.basic, Basic::String));
    let strconv = strconv.or_else(|| (!wraps).then(String::new));
    let errors = errors.or_else(|| (!needs_errors).then(String::new));
    let (Some(strconv), Some(errors)) = (strconv.clone(), errors.clone()) else {
        let why: Vec<String> = [("strconv", strconv.is_none()), ("errors", errors.is_none())]
            .into_iter()
            .filter(|(_, missing)| *missing)
            .map(|(path, _)| why_taken(cx.imports, &cx.package.declared, path))
            .collect();
        return Verdict::Refuse(
            "import_name_taken",
            format!(
                "the rewrite needs {}: {}",
                if why.len() > 1 {
                    "strconv and errors"
                } else if strconv.is_none() {
                    "strconv"
                } else {
                    "errors"
                },
                why.join("; ")
            ),
        );
    };
    // The concatenation, and the allocations before and after; the names it spells
    // beyond the operands (conversions, packages), which must mean there what they mean
    // at package level.
    let mut spelled: BTreeSet<&str> = BTreeSet::new();
    let mut parts: Vec<String> = Vec::new();
    let mut after = 0;
    let mut boxed = 0;
    let mut operand_at = 0;
    let mut constant_parts = 0;
    let mut floats = 0;
    for piece in &pieces {
        match piece {
            Piece::Text(bytes) => {
                parts.push(super::literal::encode(bytes));
                constant_parts += 1;
            }
            Piece::Verb(verb) => {
                let o = &typed[operand_at];
                operand_at += 1;
                let (text, allocates, conversion) = verbs::render(o, *verb, &strconv);
                spelled.extend(conversion);
                if !o.constant && o.basic.boxing_allocates() {
                    boxed += 1;
                }
                // A constant costs fmt nothing (its box is static data), but strconv
                // makes its text at run time: `strconv.Itoa(8080)` allocates, unless the
                // text is one byte or a number under 100 (strconv's table of them).
                if allocates && !(o.constant && constant_text_is_static(o, *verb)) {
                    if matches!(o.basic, Basic::Float { .. } | Basic::Complex { bits: 64 }) {
                        floats += 1;
                    } else {
                        after += 1;
                    }
                }
                if o.constant && matches!(o.basic, Basic::String) {
                    constant_parts += 1;
                }
                parts.push(text);
            }
        }
    }
    if let Some(why) = lost_copy(cx, call, &pieces, &operands, &typed) {
        return why;
    }
    if parts.len() > 1 && constant_parts < parts.len() {
        after += 1; // the concatenation's result
    } else {
        // A float's text alone is the result, and takes memory of its own. Within a
        // concatenation it does not: strconv.FormatFloat is inlined, and its string
        // conversion, whose result is only concatenated, gets the compiler's 32-byte
        // stack buffer, which the longest shortest float (24 bytes, in 'g' and 'x')
        // fits (measured with Go 1.26: `"f=" + strconv.FormatFloat(f, 'g', -1, 64)`
        // makes 1 allocation, FormatFloat alone 1). So does a complex64's text (at most
        // 31 bytes: `(-3.4028235e+38-1.1754944e-38i)`, 1 allocation in all); a
        // complex128's can reach 51 bytes, so it is counted as allocating.
        after += floats;
    }
    // The boxes and fmt's result, unless that is empty (`fmt.Sprint()`), which takes no
    // memory.
    let before = boxed + usize::from(!parts.is_empty());
    // Since Go 1.26, `fmt.Errorf` of a format without `%` and no operands is
    // `errors.New(format)` already.
    if needs_errors && operands.is_empty() && !format_has_percent(file, &args) {
        return Verdict::Refuse(
            "no_gain",
            "no allocation saved: fmt.Errorf without verbs or operands already returns errors.New of its format (Go 1.26)".into(),
        );
    }
    let extra = usize::from(needs_errors); // the error value, on both sides
    if after >= before {
        let error = if needs_errors { ", and the error" } else { "" };
        return Verdict::Refuse(
            "no_gain",
            format!(
                "no allocation saved: fmt.{name} makes {} ({boxed} boxed, its text{error}), the rewrite {}",
                before + extra,
                if after == before { "as many".to_string() } else { format!("{} (strconv makes the text of every number operand at run time, a constant's included)", after + extra) }
            ),
        );
    }
    // Judged last, so that a reason holding in every build is the one given.
    if let Some((node, why)) = operands
        .iter()
        .find_map(|n| platform_name(cx, *n).map(|why| (*n, why)))
    {
        return Verdict::Refuse(
            "platform_type",
            format!(
                "`{}` {why}: the conversion and strconv function chosen for this build may not compile on another",
                file.text_of(node)
            ),
        );
    }
    // Every part constant: the concatenation is a constant expression, which Go types
    // and checks where it stands (`1 << len(…)` overflows a uint8, `n / len("")` divides
    // by a constant zero, an index past its end fails to compile).
    if !needs_errors && constant_parts == parts.len() && !constant_is_harmless(cx, call) {
        return Verdict::Refuse(
            "constant_result",
            "every operand is a constant, so the concatenation would be a constant expression, which Go checks at compile time where it stands here (an operand of a builtin such as len, an index, an operator)".into(),
        );
    }
    // go vet reads what fmt's call hid: a constant handed to a printf-style function (its
    // format or its arguments, `fmt.Fprintln(w, header+"\n")`) or a time layout
    // (`t.Format(datePart + " " + clock)`), and comparisons freed of calls in a chain of
    // `||`/`&&` (`env != "dev" || env != "prod"`). `go test` runs the printf and bools
    // checks too, so the package's tests would fail.
    if !needs_errors && constant_parts == parts.len() {
        if let Some((callee, time)) = vet_reads_constant(cx, call) {
            let checked = if time {
                "a function of package time, whose layouts go vet's timeformat check reads"
            } else {
                "a printf-style function (it takes ...any), whose constant format and arguments go vet's printf check reads, and go test runs it"
            };
            return Verdict::Refuse(
                "vet_check",
                format!("every operand is a constant, and the constant concatenation would be an argument of `{callee}`, {checked}: it would report what the call hid"),
            );
        }
    }
    if !wraps && !needs_errors {
        if let Some(chain) = comparison_chain(cx, call) {
            return Verdict::Refuse(
                "vet_check",
                format!("the rewrite leaves no call in `{}`, whose comparisons go vet's bools check then reads (`x != a || x != b`, a comparison repeated), and go test runs it", shorten(file.text_of(chain))),
            );
        }
    }
    let mut text = match parts.len() {
        0 => "\"\"".to_string(),
        _ => parts.join(" + "),
    };
    if needs_errors {
        text = format!("{errors}.New({text})");
    } else if parts.len() > 1 && needs_parentheses(call) || literal_in_header(call) {
        text = format!("({text})");
    }
    let mut needs = Vec::new();
    if wraps {
        needs.push("strconv");
        spelled.insert(&strconv);
    }
    if needs_errors {
        needs.push("errors");
        spelled.insert(&errors);
    }
    if let Some(name) = super::shadowed_in_function(cx, call, &spelled) {
        return Verdict::Refuse(
            "name_shadowed",
            format!(
                "the rewrite spells `{name}`, which the function declares as something else here"
            ),
        );
    }
    if let Some(name) = cx.package.predeclared_taken(&spelled) {
        return Verdict::Refuse(
            "name_shadowed",
            format!(
                "the rewrite spells `{name}`, which the package declares at package level as something else"
            ),
        );
    }
    // `defer` and `go` take a call, and a statement of its own must be one: a
    // concatenation there does not compile.
    let statement = call.parent().map(|p| p.kind_name());
    if !needs_errors
        && matches!(
            statement,
            Some("defer_statement" | "go_statement" | "expression_statement")
        )
    {
        return Verdict::Refuse(
            "result_unused",
            format!(
                "the result of fmt.{name} is not used ({}): Go takes only a call there, not the concatenation",
                match statement {
                    Some("defer_statement") => "deferred",
                    Some("go_statement") => "started as a goroutine",
                    _ => "a statement of its own",
                }
            ),
        );
    }
    // The concatenation replaces the whole call and keeps each operand's text, so a
    // comment between the arguments, or inside a format joined with `+`, would be lost.
    let between = call.field("arguments").and_then(|a| {
        let mut cursor = a.walk();
        let comment = a
            .named_children(&mut cursor)
            .find(|n| n.kind_name() == "comment");
        comment
    });
    let in_format = || {
        (name != "Sprint")
            .then(|| args.first())
            .flatten()
            .and_then(|f| descendants(*f).find(|n| n.kind_name() == "comment"))
    };
    if let Some(comment) = between.or_else(in_format) {
        return Verdict::Refuse(
            "call_comments",
            format!(
                "the call holds a comment (`{}`), which the concatenation replacing it would drop",
                crate::syntax::first_line_of(file.text_of(comment))
            ),
        );
    }
    Verdict::Rewrite(Box::new(Site {
        call,
        summary: format!(
            "{} becomes {}: {} → {} allocations",
            shorten(file.text_of(call)),
            shorten(&text),
            before + extra,
            after + extra
        ),
        replacement: text,
        needs,
        via_fmt: true,
        through: None,
        subject: format!("fmt.{name}"),
        message: if needs_errors {
            "build the error with errors.New, not fmt.Errorf".into()
        } else {
            format!("format with strconv, not fmt.{name}")
        },
        notes: Vec::new(),
    }))
}

/// Whether a call's first argument, its format, holds a `%`.
fn format_has_percent(file: &SourceFile, args: &[Node]) -> bool {
    args.first()
        .and_then(|f| literal_text(file, unparen(*f)))
        .is_none_or(|bytes| bytes.contains(&b'%'))
}

/// The bytes of a string literal, or of string literals joined by `+` (a long format
/// split over lines: `"topic %s partition %d;" +` then `" reset to %d"`, in parentheses
/// or not); `None` for anything else. Walked with a stack, not by recursion: a
/// generated sum of thousands of literals costs no call stack.
fn literal_text(file: &SourceFile, node: Node) -> Option<Vec<u8>> {
    let mut text = Vec::new();
    let mut pending = vec![node];
    while let Some(node) = pending.pop() {
        let node = unparen(node);
        match node.kind_name() {
            "interpreted_string_literal" | "raw_string_literal" => {
                text.extend(super::literal::decode(file.text_of(node))?);
            }
            "binary_expression" if node.field("operator").map(|o| file.text_of(o)) == Some("+") => {
                // The left side is read first: pushed last.
                pending.push(node.field("right")?);
                pending.push(node.field("left")?);
            }
            _ => return None,
        }
    }
    Some(text)
}

/// Whether the call's last argument is spread with `...`.
fn spreads(call: Node) -> bool {
    call.field("arguments").is_some_and(|args| {
        let mut cursor = args.walk();
        // tree-sitter-go wraps `xs...` as a `variadic_argument`.
        let spread = args
            .children(&mut cursor)
            .any(|c| matches!(c.kind(), "..." | "variadic_argument"));
        spread
    })
}

/// `fmt.Sprint`'s pieces: each operand printed with `%v`, and a space between two operands
/// when neither is a string (fmt decides by the operand's kind, so a named string type
/// counts as a string).
fn sprint_pieces<'t>(cx: &Context<'_, 't>, args: &[Node<'t>]) -> Result<Vec<Piece>, Verdict<'t>> {
    let mut pieces = Vec::new();
    let mut previous_string = None;
    for arg in args {
        let is_string = matches!(operand(cx, *arg)?.basic, Basic::String);
        if previous_string == Some(false) && !is_string {
            pieces.push(Piece::Text(b" ".to_vec()));
        }
        pieces.push(Piece::Verb(b'v'));
        previous_string = Some(is_string);
    }
    Ok(pieces)
}

/// One operand, typed: a basic type, or a named type of this package over one with no
/// methods at all (so no `String`, `Error` or `Format` can change what fmt prints).
fn operand<'t>(cx: &Context<'_, 't>, node: Node<'t>) -> Result<Operand, Verdict<'t>> {
    let text = cx.file.text_of(node).to_string();
    let Some(expr) = cx.types.expr(node) else {
        return Err(Verdict::Refuse(
            "no_type_info",
            super::unknown_expression(cx, &text),
        ));
    };
    let ty = expr.ty.unwrap_or_default();
    let constant = expr.mode == Mode::Constant;
    if let Some(shift) = crate::passes::shifts::untyped_constant_shift(cx.file, &cx.types, node)
        .filter(|_| !constant)
    {
        return Err(Verdict::Refuse(
            "untyped_shift",
            format!(
                "`{}` shifts an untyped constant by a variable: the constant takes the type its context gives it, which a strconv call (or a conversion around it) would change, and with it where the shift wraps",
                cx.file.text_of(shift)
            ),
        ));
    }
    if let Some(platform) = platform_field(cx, node) {
        return Err(Verdict::Refuse(
            "platform_type",
            format!(
                "`{text}` is a field of {platform}, whose fields' types differ from one platform to another (Stat_t's Dev is a uint64 on linux/amd64, an int32 on darwin): the conversion and strconv function chosen for this build may not compile on another"
            ),
        ));
    }
    if let Some((basic, basic_name)) = Basic::of(ty) {
        return Ok(Operand {
            text,
            basic,
            basic_name,
            named: false,
            constant,
            small: expr.small,
        });
    }
    let facts = cx.types.package();
    let own = ty
        .strip_prefix(facts.path.as_str())
        .and_then(|rest| rest.strip_prefix('.'))
        .filter(|name| name.chars().all(|c| c.is_alphanumeric() || c == '_'));
    let info = expr.info;
    // A type parameter's info also says "interface" (its constraint is one), but the
    // reason is the instantiation: each caller's type argument decides what fmt prints.
    if info.is_some_and(|i| i.kind == "typeparam") {
        return Err(Verdict::Refuse(
            "type_parameter",
            format!(
                "`{text}` has type {}, a type parameter: fmt prints each instantiation's type argument its own way (a String or Format method of it included)",
                cx.type_in_message(ty)
            ),
        ));
    }
    if info.is_some_and(|i| i.interface) {
        return Err(Verdict::Refuse(
            "interface_operand",
            format!(
                "`{text}` has type {}, an interface: fmt prints what the Error, String or Format method of the value inside says",
                cx.type_in_message(ty)
            ),
        ));
    }
    let Some(name) = own else {
        // A generic type of this package (`pkg.ID[T]`) has a path but no plain name.
        let this_package = ty
            .strip_prefix(facts.path.as_str())
            .is_some_and(|rest| rest.starts_with('.'));
        // The code says what the message says: a named type of another package whose
        // methods are unknown (`foreign_type`), or a type that is no basic one.
        let (code, why) = if ty.starts_with('(') {
            // `fmt.Sprint(pair())`: a call's results spread into the arguments.
            (
                "spread_results",
                format!(
                    "`{text}` gives several results, {}, which Go spreads into fmt's arguments: the pass rewrites one operand per argument written",
                    cx.type_in_message(ty)
                ),
            )
        } else if this_package {
            (
                "not_basic",
                format!(
                    "`{text}` has type {}, an instance of a generic type: its methods are not read here",
                    cx.type_in_message(ty)
                ),
            )
        } else if ty.contains('.') && info.and_then(|i| i.basic.as_ref()).is_some() {
            (
                "foreign_type",
                format!(
                    "`{text}` has type {}, declared in another package: a String or Format method of it would change what fmt prints, and its methods are not known here",
                    cx.type_in_message(ty)
                ),
            )
        } else {
            (
                "not_basic",
                format!(
                    "`{text}` has type {}, which is not a string, boolean, integer, float or complex type: the pass rewrites only those",
                    cx.type_in_message(ty)
                ),
            )
        };
        return Err(Verdict::Refuse(code, why));
    };
    if declared_locally(cx, node, name) {
        return Err(Verdict::Refuse(
            "local_type",
            format!(
                "`{text}` has type {name}, declared inside a function: the type checker spells it as it spells any other {name} of the package, so its facts (methods, underlying type) cannot be told from theirs"
            ),
        ));
    }
    if let Some(other) = cx.package.type_in_other_build(name) {
        return Err(Verdict::Refuse(
            "platform_type",
            format!(
                "`{text}` has type {name}, which {} declares again for the builds it is in (a build constraint): there the conversion and strconv function chosen here may not fit",
                other.file_name()
            ),
        ));
    }
    if let Some(other) = cx.package.formats_in_other_build(name) {
        return Err(Verdict::Refuse(
            "formatting_method",
            format!(
                "`{text}` has type {name}, and {}, which this build leaves out (a build constraint), declares a method fmt calls on it: where it is built, fmt prints what that method says",
                other.file_name()
            ),
        ));
    }
    if let Some(methods) = facts.methods.get(name) {
        let named: Vec<&str> = methods
            .iter()
            .filter(|m| !m.pointer)
            .map(|m| m.name.as_str())
            .collect();
        let formatting: Vec<&str> = named
            .iter()
            .copied()
            .filter(|m| matches!(*m, "String" | "Error" | "Format" | "GoString"))
            .filter(|m| fmt_would_call(cx, name, m))
            .collect();
        let (code, why) = if formatting.is_empty() {
            (
                "operand_methods",
                format!(
                    "`{text}` has type {name}, which has methods ({}): only types without any are taken",
                    methods.iter().map(|m| m.name.as_str()).collect::<Vec<_>>().join(", ")
                ),
            )
        } else {
            (
                "formatting_method",
                format!(
                    "`{text}` has type {name}, whose {} method fmt calls instead of printing the value",
                    formatting.join(" and ")
                ),
            )
        };
        return Err(Verdict::Refuse(code, why));
    }
    let Some((basic, basic_name)) = info.and_then(|i| i.basic.as_deref()).and_then(Basic::of)
    else {
        return Err(Verdict::Refuse(
            "not_basic",
            format!("`{text}` has type {name}, which is not a string, boolean, integer, float or complex type: the pass rewrites only those"),
        ));
    };
    Ok(Operand {
        text,
        basic,
        basic_name,
        named: true,
        constant,
        small: expr.small,
    })
}

/// Whether fmt may call the method `method` of the package's type `name`: unless every
/// declaration of it this package's files hold has another signature than fmt's
/// interfaces (`Format(w lineWriter, verb rune)` is no fmt.Formatter: fmt prints the
/// value). A method declared elsewhere (promoted) may be one.
fn fmt_would_call(cx: &Context, name: &str, method: &str) -> bool {
    let key = (name.to_string(), method.to_string());
    if let Some(&seen) = cx.package.calls_seen.borrow().get(&key) {
        return seen;
    }
    let calls = fmt_would_call_uncached(cx, name, method);
    cx.package.calls_seen.borrow_mut().insert(key, calls);
    calls
}

fn fmt_would_call_uncached(cx: &Context, name: &str, method: &str) -> bool {
    let declared = cx.package.declared_text();
    let signatures: Vec<&String> = cx
        .package
        .spellings(name)
        .into_iter()
        .flat_map(|n| declared.method(n, method))
        .map(|(_, signature)| signature)
        .collect();
    signatures.is_empty()
        || signatures.iter().any(|s| {
            let s = s.trim_start_matches(method).trim();
            match method {
                // `Format(f fmt.State, verb rune)`, fmt under any name; `()` results.
                "Format" => {
                    let first = s
                        .trim_start_matches('(')
                        .split(',')
                        .next()
                        .unwrap_or_default();
                    first
                        .split_whitespace()
                        .last()
                        .is_some_and(|ty| ty.ends_with(".State"))
                        && (s.contains("rune") || s.contains("int32"))
                        && s.ends_with(')')
                }
                _ => s.starts_with("()") && s.trim_start_matches("()").trim() == "string",
            }
        })
}

/// Whether the function around `node` declares a type named `name` (`type Level int`
/// in its body): Go spells such a type like a package-level one of the same name.
fn declared_locally(cx: &Context, node: Node, name: &str) -> bool {
    let Some(function) = std::iter::successors(node.parent(), |n| n.parent())
        .find(|n| matches!(n.kind_name(), "function_declaration" | "method_declaration"))
    else {
        return false;
    };
    descendants(function).any(|n| {
        matches!(n.kind_name(), "type_spec" | "type_alias")
            && n.field("name").is_some_and(|t| cx.file.text_of(t) == name)
    })
}

/// Go evaluates a call's operands in an order it leaves open where some call and some
/// plain read meet: the gc compiler makes every call first, then reads variables. In a
/// concatenation a number's read moves into a strconv call, made in order. So a
/// non-constant number read (not itself a call, not a field of a local no call can reach:
/// see [`super::stable`]) with a call in a later operand could see a different value:
/// refused.
fn order_hazard<'t>(
    cx: &Context<'_, 't>,
    nodes: &[Node<'t>],
    typed: &[Operand],
) -> Option<Verdict<'t>> {
    for (i, (node, o)) in nodes.iter().zip(typed).enumerate() {
        let wrapped = !matches!(o.basic, Basic::String);
        if !wrapped || o.constant || is_plain_call(cx, *node) || reads_stably(cx, *node) {
            continue;
        }
        if let Some(later) = nodes[i + 1..].iter().find(|n| calls_something(cx, **n)) {
            return Some(Verdict::Refuse(
                "operand_order",
                format!(
                    "`{}` is read while `{}` makes a call or receives: Go leaves their order open, and the rewrite could change it",
                    o.text,
                    cx.file.text_of(*later)
                ),
            ));
        }
    }
    None
}

/// Whether an expression is a call of a function (not a conversion, nor a builtin),
/// evaluated in its place in left-to-right order whatever surrounds it. A builtin call
/// is no call Go orders: `len(j.pending)` is a read, which the gc compiler makes after
/// the calls beside it in a map literal and before them in a struct literal.
pub(super) fn is_plain_call(cx: &Context, node: Node) -> bool {
    let node = unparen(node);
    node.kind_name() == "call_expression"
        && matches!(
            node.field("function").and_then(|f| cx.types.call_kind(f)),
            Some(CallKind::Call) | None
        )
}

/// Whether a value only reads what no call can change: a stable read ([`stable_read`]),
/// or `len`/`cap` of one.
pub(super) fn reads_stably(cx: &Context, node: Node) -> bool {
    if stable_read(cx, node) {
        return true;
    }
    let node = unparen(node);
    node.kind_name() == "call_expression"
        && node
            .field("function")
            .is_some_and(|f| matches!(cx.file.text_of(f), "len" | "cap"))
        && node
            .field("function")
            .and_then(|f| cx.types.call_kind(f))
            .is_some_and(|k| k == CallKind::Builtin)
        && node.field("arguments").is_some_and(|args| {
            let args = named_children(args);
            args.len() == 1 && stable_read(cx, args[0])
        })
}

/// fmt returns a fresh string; a concatenation with no text of its own returns its one
/// non-empty part itself (Go's runtime skips the copy), and a lone operand is itself. Two
/// places where that copy was the point are refused: a package using unsafe, where a
/// string may be made over bytes that are later reused (a zero-copy `b2s(buf)`, which
/// fasthttp-style code writes), and `c.Name = fmt.Sprint(c.Name)`, which only copies and
/// would become a self-assignment that go vet reports.
fn lost_copy<'t>(
    cx: &Context<'_, 't>,
    call: Node<'t>,
    pieces: &[Piece],
    nodes: &[Node<'t>],
    typed: &[Operand],
) -> Option<Verdict<'t>> {
    // Text of the format's own, or a number or boolean (never printed empty), makes the
    // concatenation a new string whatever the strings are.
    if pieces
        .iter()
        .any(|p| matches!(p, Piece::Text(t) if !t.is_empty()))
        || typed.iter().any(|o| !matches!(o.basic, Basic::String))
    {
        return None;
    }
    let (node, bare) = nodes
        .iter()
        .zip(typed)
        .find(|(_, o)| matches!(o.basic, Basic::String) && !o.constant)?;
    if cx.package.unsafe_imported {
        return Some(Verdict::Refuse(
            "string_copy",
            format!(
                "fmt returns a copy of `{}`; the rewrite returns the string itself, and this package uses unsafe, where a string may share bytes that are changed later",
                bare.text
            ),
        ));
    }
    if let Some(assembly) = &cx.package.assembly {
        return Some(Verdict::Refuse(
            "string_copy",
            format!(
                "fmt returns a copy of `{}`; the rewrite returns the string itself, and this package holds assembly ({assembly}), which may make a string over bytes that are changed later",
                bare.text
            ),
        ));
    }
    // `a` or `b`: the strings the concatenation may return as they are.
    let strings = || {
        typed
            .iter()
            .filter(|o| matches!(o.basic, Basic::String) && !o.constant)
            .map(|o| format!("`{}`", o.text))
            .collect::<Vec<String>>()
            .join(" or ")
    };
    if let Some(dependency) = &cx.package.unsafe_dependency {
        return Some(Verdict::Refuse(
            "string_copy",
            format!(
                "fmt returns a new string; the rewrite may return {} itself, and this package depends on {dependency}, which uses unsafe or assembly: a string it hands out may share bytes that are changed later",
                strings()
            ),
        ));
    }
    if let Some(user) = &cx.package.unsafe_in_module {
        return Some(Verdict::Refuse(
            "string_copy",
            format!(
                "fmt returns a new string; the rewrite may return {} itself, and {user}: a string it makes over bytes it changes later may reach this call",
                strings()
            ),
        ));
    }
    // `x = fmt.Sprint(x)`: the same text on the left, at the same place of the lists.
    let list = call
        .parent()
        .filter(|p| p.kind_name() == "expression_list")?;
    // Only `=`: `a += fmt.Sprint(a)` becomes `a += a`, a doubling vet has no word for.
    let assignment = list.parent().filter(|a| {
        a.kind_name() == "assignment_statement"
            && a.field("right") == Some(list)
            && a.field("operator").map(|o| cx.file.text_of(o)) == Some("=")
    })?;
    let at = crate::syntax::named_children(list)
        .iter()
        .position(|n| *n == call)?;
    let left = crate::syntax::named_children(assignment.field("left")?);
    let target = left.get(at)?;
    // Parentheses and spaces aside: `(r.Name) = fmt.Sprintf("%s", (r).Name)` assigns
    // r.Name to itself too. Texts equal only without them refuse, never rewrite wrongly.
    let bare_text = |n: Node| -> String {
        cx.file
            .text_of(n)
            .chars()
            .filter(|c| !c.is_whitespace() && !matches!(c, '(' | ')'))
            .collect()
    };
    (nodes.len() == 1 && bare_text(*target) == bare_text(*node)).then(|| {
        // vet's assign check passes over a map index (`m[k] = m[k]` may be meant to
        // add the key); the statement would still do nothing.
        let map_index = unparen(*target).kind_name() == "index_expression"
            && cx
                .types
                .type_of(unparen(*target).field("operand").unwrap_or(*target))
                .is_some_and(|t| t.starts_with("map["));
        let vet = if map_index {
            "a statement that does nothing (go vet passes over a map index, but the copy fmt made would be lost)"
        } else if cx.file.text_of(*target) == cx.file.text_of(*node) {
            "which go vet reports"
        } else {
            "which go vet reports once the parentheses are gone (it does not look inside them), and the copy would be lost"
        };
        Verdict::Refuse(
            "string_copy",
            format!(
                "`{} = …` only copies the string; the rewrite would assign `{}` to itself, {vet}",
                bare.text, bare.text
            ),
        )
    })
}

/// Why an operand's type may be another in another build, from the names it reads: a
/// name a file this build leaves out declares again (`rawFd(name)` with a `rawFd`
/// returning uintptr in fd_windows.go, a `type fd = uintptr` there), a name of syscall or
/// golang.org/x/sys, which declare most of theirs per platform (`syscall.Stdin`, an int
/// on linux and a Handle on windows), or a local declared from one of those (`h :=
/// open(name)`, followed through locals a few levels deep). The facts are of one build;
/// nothing else tells the pass what the operand is in the others.
pub(super) fn platform_name(cx: &Context, node: Node) -> Option<String> {
    platform_name_within(cx, node, 0)
}

fn platform_name_within(cx: &Context, node: Node, depth: usize) -> Option<String> {
    for n in type_sources(cx, node) {
        // Another package's files of other builds, read by the facts program.
        if let Some(why) = cx.types.per_build(n) {
            return Some(format!(
                "reads {}, and {why}, perhaps with another type",
                cx.file.text_of(n)
            ));
        }
        if n.kind_name() == "field_identifier" {
            if let Some(why) =
                field_of_other_build_type(cx, n).or_else(|| selection_of_other_build(cx, n))
            {
                return Some(why);
            }
            continue;
        }
        if !matches!(
            n.kind_name(),
            "identifier" | "type_identifier" | "package_identifier"
        ) {
            continue;
        }
        let name = cx.file.text_of(n);
        let object = cx.types.object(n);
        if let Some(path) = object.as_ref().and_then(|o| o.package) {
            if (path == "syscall" || path.starts_with("golang.org/x/sys/"))
                && object
                    .as_ref()
                    .is_some_and(|o| o.kind == ObjectKind::Package)
            {
                let selected = n
                    .parent()
                    .filter(|p| p.kind_name() == "selector_expression")
                    .map_or(name, |p| cx.file.text_of(p));
                return Some(format!(
                    "reads {selected}, of package {path}, which declares its names per platform (syscall.Stdin is an int on linux, a Handle on windows)"
                ));
            }
        }
        let local = object
            .as_ref()
            .and_then(|o| o.declared)
            .filter(|(file, _)| *file == cx.file.file_name())
            .and_then(|(_, at)| local_declaration(n, at));
        match local {
            Some(declaration) if declaration != node && depth < 4 => {
                if let Some(why) = platform_name_within(cx, declaration, depth + 1) {
                    return Some(why);
                }
            }
            Some(_) => {}
            None => {
                if let Some(other) = cx.package.declared_in_other_build(name) {
                    return Some(format!(
                        "reads {name}, which {other} declares again for the builds it is in (a build constraint), perhaps with another type"
                    ));
                }
                // A package-level name of this package, declared once but written with
                // one declared per build (`var pageSize = sysPageSize()`).
                let package_level = object.as_ref().is_some_and(|o| {
                    o.declared.is_some()
                        && matches!(
                            o.kind,
                            ObjectKind::Var
                                | ObjectKind::Func
                                | ObjectKind::Const
                                | ObjectKind::Type
                        )
                });
                if let Some((word, other)) = package_level
                    .then(|| cx.package.written_with_other_build(name))
                    .flatten()
                {
                    return Some(format!(
                        "reads {name}, declared with {word}, which {other} declares again for the builds it is in (a build constraint), perhaps with another type"
                    ));
                }
            }
        }
    }
    None
}

/// The nodes whose meaning decides the type of `node`: an argument of a call does not
/// decide its result's type (unless the callee is a builtin such as max, or generic), nor
/// an index what an index expression gives, nor a function literal's body its type.
fn type_sources<'t>(cx: &Context<'_, 't>, node: Node<'t>) -> Vec<Node<'t>> {
    let mut out = Vec::new();
    let mut pending = vec![node];
    while let Some(n) = pending.pop() {
        out.push(n);
        let skip: Vec<Node> = match n.kind_name() {
            "call_expression" => {
                let decides = n
                    .field("function")
                    .is_some_and(|f| match cx.types.call_kind(f) {
                        Some(CallKind::Builtin) => true,
                        Some(CallKind::Conversion(_)) => false,
                        _ => {
                            cx.types.type_of(f).is_none_or(|t| t.starts_with("func["))
                                || generic_callee(cx, f)
                        }
                    });
                if decides {
                    Vec::new()
                } else {
                    n.field("arguments").into_iter().collect()
                }
            }
            "index_expression" => n.field("index").into_iter().collect(),
            "func_literal" => n.field("body").into_iter().collect(),
            "composite_literal" => n.field("body").into_iter().collect(),
            _ => Vec::new(),
        };
        let mut cursor = n.walk();
        let children: Vec<Node> = n
            .children(&mut cursor)
            .filter(|c| !skip.contains(c))
            .collect();
        pending.extend(children.into_iter().rev());
    }
    out
}

/// For a selected field or method of a type of this package (`st.size`, `d.Free()`):
/// whether a file of another build declares the type again (`type stat struct{…}` in
/// stat_windows.go, with `size uint32`), or the method again with another signature
/// (`func (d *Disk) Free() int64` beside `uint64`): the type checker saw one build.
fn selection_of_other_build(cx: &Context, selected: Node) -> Option<String> {
    let object = cx.types.object(selected)?;
    if !matches!(object.kind, ObjectKind::Field | ObjectKind::Method) {
        return None;
    }
    let owner = object.owner?;
    let local = owner
        .strip_prefix(cx.types.package_path())?
        .strip_prefix('.')?;
    let name = cx.file.text_of(selected);
    if let Some(other) = cx.package.declared_in_other_build(local) {
        return Some(format!(
            "reads {name} of {local}, which {other} declares again for the builds it is in (a build constraint), perhaps with another type"
        ));
    }
    if object.kind == ObjectKind::Method {
        if let Some(other) = cx.package.method_of_other_build(local, name) {
            return Some(format!(
                "calls {local}.{name}, which {other} declares again for the builds it is in (a build constraint), perhaps with another result type"
            ));
        }
    }
    None
}

/// For a selected field of a struct of this package (`c.h`): whether its declaration's
/// line names something a file of another build declares again (`h fd`, with `type fd =
/// uintptr` in fd_windows.go). Read from the text: the struct's declaration may not be
/// parsed.
fn field_of_other_build_type(cx: &Context, field: Node) -> Option<String> {
    let object = cx.types.object(field)?;
    if object.kind != ObjectKind::Field {
        return None;
    }
    let (file, at) = object.declared?;
    let text = &cx.package.file_named(file)?.text;
    let line = text.get(at..)?.lines().next()?;
    let line = line.split("//").next().unwrap_or_default();
    line.split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .skip(1) // the field's own name
        .find_map(|word| {
            let other = cx.package.declared_in_other_build(word)?;
            Some(format!(
                "reads the field {}, whose type is written with {word}, which {other} declares again for the builds it is in (a build constraint), perhaps as another type",
                cx.file.text_of(field),
            ))
        })
}

/// Whether a call's function is generic: at the call its type is the instantiated
/// signature (`func(v int64) int64` for `wrap(limit())`), so the declared one is asked,
/// and an explicit instantiation (`wrap[int64]`) is taken as generic too. Its arguments
/// may then decide the result's type.
fn generic_callee(cx: &Context, function: Node) -> bool {
    let name = match function.kind_name() {
        "identifier" => Some(function),
        "selector_expression" => function.field("field"),
        "index_expression" | "generic_type" => return true,
        "parenthesized_expression" => return generic_callee(cx, unparen(function)),
        _ => None,
    };
    name.and_then(|n| cx.types.object(n))
        .and_then(|o| o.ty)
        .is_some_and(|t| t.starts_with("func["))
}

/// For a use of a name declared at byte `at` of the same file inside the function around
/// `used`: the statement, parameter or range clause declaring it.
fn local_declaration(used: Node, at: usize) -> Option<Node> {
    let function = std::iter::successors(used.parent(), |n| n.parent()).find(|n| {
        matches!(
            n.kind_name(),
            "function_declaration" | "method_declaration" | "func_literal"
        )
    })?;
    let outermost = std::iter::successors(Some(function), |n| n.parent())
        .filter(|n| matches!(n.kind_name(), "function_declaration" | "method_declaration"))
        .last()
        .unwrap_or(function);
    if !outermost.byte_range().contains(&at) {
        return None;
    }
    let declared = outermost.descendant_for_byte_range(at, at + 1)?;
    std::iter::successors(Some(declared), |n| n.parent())
        .take_while(|n| *n != outermost)
        .find(|n| {
            matches!(
                n.kind_name(),
                "short_var_declaration"
                    | "var_spec"
                    | "const_spec"
                    | "parameter_declaration"
                    | "variadic_parameter_declaration"
                    | "range_clause"
                    | "type_spec"
                    | "type_alias"
                    | "receive_statement"
                    | "type_switch_statement"
            )
        })
}

/// Whether strconv gives a constant integer operand's text without allocating: a value
/// under 100 in decimal, which strconv takes from a table, or a single hexadecimal digit,
/// a one-byte string the runtime does not allocate. The type checker gives the value of
/// any such constant (`maxRetries`, `KindGauge`, `7*9`); without facts, a literal's text
/// is read.
fn constant_text_is_static(operand: &Operand, verb: u8) -> bool {
    if !matches!(operand.basic, Basic::Int { .. }) {
        return false;
    }
    let limit = if verb == b'x' { 16 } else { 100 };
    if let Some(value) = operand.small {
        return value < limit;
    }
    let text = operand
        .text
        .trim_matches(|c| c == '(' || c == ')' || c == ' ');
    let value = if let Some(hex) = text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
        u64::from_str_radix(&hex.replace('_', ""), 16).ok()
    } else if text.len() == 1 || !text.starts_with('0') {
        text.replace('_', "").parse::<u64>().ok()
    } else {
        None
    };
    value.is_some_and(|v| v < u64::from(limit))
}

/// For `st.Dev` or `st.Tim.Sec` with `st` a `syscall.Stat_t` (or of golang.org/x/sys):
/// the struct's type, short. Those packages declare their structs per platform, with
/// other field types on each.
fn platform_field(cx: &Context, node: Node) -> Option<String> {
    let mut at = unparen(node);
    while at.kind_name() == "selector_expression" {
        let base = unparen(at.field("operand")?);
        if let Some(ty) = cx.types.expr(base).and_then(|e| e.ty) {
            let ty = ty.trim_start_matches('*');
            if ty.starts_with("syscall.") || ty.starts_with("golang.org/x/sys/") {
                return Some(cx.type_in_message(ty));
            }
        }
        at = base;
    }
    None
}

/// Whether an expression holds a call of a function (not a conversion or a builtin
/// that only reads), a builtin that writes memory, or a receive (`<-ch`): any of them may
/// change what a plain read beside it sees.
pub(super) fn calls_something(cx: &Context, node: Node) -> bool {
    descendants(node).any(|n| ordered_event(cx, n))
}

/// The builtins that write memory a read may see: `copy(xs, …)` and `append(xs[:0], …)`
/// write a slice's array, `clear` and `delete` a map's entries (or an array's), `close` a
/// channel's state. The gc compiler runs them before the plain reads beside them, as it
/// runs calls (`Sprintf("%d %d", xs[0], copy(xs, src))` prints what copy wrote).
const WRITING_BUILTINS: &[&str] = &["append", "clear", "close", "copy", "delete"];

/// A call of a function (not a conversion or a builtin that only reads), a builtin that
/// writes ([`WRITING_BUILTINS`]), or a receive.
fn ordered_event(cx: &Context, n: Node) -> bool {
    match n.kind_name() {
        "call_expression" => n
            .field("function")
            .is_none_or(|f| match cx.types.call_kind(f) {
                None | Some(CallKind::Call) => true,
                Some(CallKind::Builtin) => WRITING_BUILTINS.contains(&cx.file.text_of(unparen(f))),
                Some(_) => false,
            }),
        "unary_expression" => n
            .field("operator")
            .is_some_and(|o| cx.file.text_of(o) == "<-"),
        _ => false,
    }
}

/// The kinds an expression is made of, up to the statement (or header part) holding it.
const EXPRESSION_KINDS: &[&str] = &[
    "argument_list",
    "binary_expression",
    "call_expression",
    "composite_literal",
    "expression_list",
    "index_expression",
    "keyed_element",
    "literal_element",
    "literal_value",
    "parenthesized_expression",
    "selector_expression",
    "slice_expression",
    "type_assertion_expression",
    "type_conversion_expression",
    "unary_expression",
];

/// `return fmt.Sprintf("%s/%d", label, n), relabel()`: fmt reads `label` when it is
/// called, before `relabel()`, which Go calls after it. As a bare operand of a
/// concatenation, `label` is a plain read, and Go orders plain reads after the calls
/// beside them (the gc compiler makes the calls first). So a non-constant string read (not
/// a call, not a local no call can reach) in a statement with another call or receive
/// outside the fmt call could see a different value: refused. A number's read stays in a
/// strconv call, made in the fmt call's place.
fn sibling_hazard<'t>(
    cx: &Context<'_, 't>,
    call: Node<'t>,
    nodes: &[Node<'t>],
    typed: &[Operand],
) -> Option<Verdict<'t>> {
    let (_, bare) = nodes.iter().zip(typed).find(|(node, o)| {
        matches!(o.basic, Basic::String)
            && !o.constant
            && !is_plain_call(cx, **node)
            && !reads_stably(cx, **node)
    })?;
    let mut unit = call;
    while let Some(parent) = unit
        .parent()
        .filter(|p| EXPRESSION_KINDS.contains(&p.kind_name()))
    {
        unit = parent;
    }
    if let Some(statement) = unit.parent().filter(|p| {
        matches!(
            p.kind_name(),
            "expression_statement"
                | "return_statement"
                | "assignment_statement"
                | "short_var_declaration"
                | "send_statement"
                | "var_spec"
                | "go_statement"
                | "defer_statement"
        )
    }) {
        unit = statement;
    }
    let outside = |n: &Node| n.end_byte() <= call.start_byte() || call.end_byte() <= n.start_byte();
    let in_func_literal = |n: Node| {
        std::iter::successors(n.parent(), |p| p.parent())
            .take_while(|p| p.id() != unit.id())
            .any(|p| p.kind_name() == "func_literal")
    };
    let sibling =
        descendants(unit).find(|n| outside(n) && ordered_event(cx, *n) && !in_func_literal(*n))?;
    Some(Verdict::Refuse(
        "operand_order",
        format!(
            "`{}` is read by fmt before `{}` runs beside it; as a bare operand Go may read it after, and the rewrite could change what it reads",
            bare.text,
            cx.file.text_of(sibling)
        ),
    ))
}

/// Text shortened for a one-line summary.
fn shorten(text: &str) -> String {
    let one_line: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if one_line.chars().count() > 60 {
        format!("{}…", one_line.chars().take(59).collect::<String>())
    } else {
        one_line
    }
}

/// The callee, when the call's constant result would be (through parentheses, `+` and
/// conversions) an argument that go vet checks: of a function taking `...any` (as
/// printf-style functions and their wrappers do) or of package time (layouts).
fn vet_reads_constant(cx: &Context, call: Node) -> Option<(String, bool)> {
    let mut at = call;
    while let Some(parent) = at.parent() {
        match parent.kind_name() {
            "parenthesized_expression" => at = parent,
            "binary_expression"
                if parent
                    .field("operator")
                    .is_some_and(|o| cx.file.text_of(o) == "+") =>
            {
                at = parent
            }
            "argument_list" => {
                let callee = parent.parent()?.field("function").map(unparen)?;
                if matches!(cx.types.call_kind(callee), Some(CallKind::Conversion(_))) {
                    at = parent.parent()?;
                    continue;
                }
                // Only `...any` is printf-shaped: `filepath.Join(dir+"/"+name, f)` is not
                // read by vet.
                let variadic = cx
                    .types
                    .type_of(callee)
                    .is_some_and(|t| t.contains("...any") || t.contains("...interface{}"));
                let time = callee
                    .field("field")
                    .and_then(|f| cx.types.object(f))
                    .is_some_and(|o| o.package == Some("time"));
                return (variadic || time).then(|| (cx.file.text_of(callee).to_string(), time));
            }
            _ => return None,
        }
    }
    None
}

/// The chain of `||`/`&&` the call stands in as an operand of a comparison (through
/// parentheses), when the chain holds another comparison: go vet's bools check reads such
/// chains once their operands make no calls.
fn comparison_chain<'t>(cx: &Context<'_, 't>, call: Node<'t>) -> Option<Node<'t>> {
    let operator = |n: Node| n.field("operator").map(|o| cx.file.text_of(o));
    let up = |mut n: Node<'t>| {
        while let Some(p) = n
            .parent()
            .filter(|p| p.kind_name() == "parenthesized_expression")
        {
            n = p;
        }
        n.parent()
    };
    let comparison = up(call).filter(|c| {
        c.kind_name() == "binary_expression" && matches!(operator(*c), Some("==" | "!="))
    })?;
    let mut chain = up(comparison).filter(|c| {
        c.kind_name() == "binary_expression" && matches!(operator(*c), Some("||" | "&&"))
    })?;
    while let Some(outer) = up(chain)
        .filter(|c| c.kind_name() == "binary_expression" && operator(*c) == operator(chain))
    {
        chain = outer;
    }
    let comparisons = crate::syntax::descendants(chain)
        .filter(|n| {
            n.kind_name() == "binary_expression" && matches!(operator(*n), Some("==" | "!="))
        })
        .count();
    (comparisons > 1).then_some(chain)
}

/// Whether a constant string may stand where the call does with the same meaning as the
/// call's value: as a whole value (assigned, returned, an argument of a function that is
/// not a builtin, a literal's element, sent), or under `+` and comparisons whose result
/// stands so. Deny by default: anywhere else (an operand of `len`, an index, a shift's
/// count) Go would fold it and check the constant.
fn constant_is_harmless(cx: &Context, call: Node) -> bool {
    let file = cx.file;
    let mut at = call;
    while let Some(parent) = at.parent() {
        // `Mode(…)`, `string(…)`: a conversion of a constant is a constant, checked
        // wherever it stands; look at what stands around the conversion.
        let conversion = (parent.kind_name() == "argument_list")
            .then(|| parent.parent())
            .flatten()
            .filter(|c| {
                c.field("function")
                    .is_some_and(|f| matches!(cx.types.call_kind(f), Some(CallKind::Conversion(_))))
            });
        if let Some(converted) = conversion {
            at = converted;
            continue;
        }
        match parent.kind_name() {
            "parenthesized_expression" => at = parent,
            "binary_expression"
                if parent.field("operator").is_some_and(|o| {
                    matches!(file.text_of(o), "+" | "==" | "!=" | "<" | "<=" | ">" | ">=")
                }) =>
            {
                at = parent
            }
            "argument_list" => {
                return parent
                    .parent()
                    .and_then(|c| c.field("function"))
                    .map(unparen)
                    .is_some_and(|f| {
                        f.kind_name() != "identifier"
                            || !crate::syntax::is_builtin_function(file.text_of(f))
                    });
            }
            // `[]byte(…)`: converted to a slice, a constant is no longer one.
            "type_conversion_expression" => {
                return parent
                    .field("type")
                    .is_some_and(|t| unparen(t).kind_name() == "slice_type");
            }
            "expression_list" => {
                return parent.parent().is_some_and(|owner| {
                    matches!(
                        owner.kind_name(),
                        "assignment_statement"
                            | "short_var_declaration"
                            | "return_statement"
                            | "var_spec"
                    )
                });
            }
            // A key of a keyed element (`map[string]int{k: 1}`, `[...]T{i: x}`) is
            // checked at compile time: duplicate map keys, indexes out of range.
            "literal_element" => {
                return !parent.parent().is_some_and(|keyed| {
                    keyed.kind_name() == "keyed_element" && keyed.field("key") == Some(parent)
                });
            }
            "keyed_element" | "send_statement" => return true,
            _ => return false,
        }
    }
    false
}
