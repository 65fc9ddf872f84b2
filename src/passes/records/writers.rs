//! Which package functions, methods and function-holding variables may change a list's
//! field, through any depth of calls. A traversal that calls one may see the slice grow
//! under its cursor: once `append` moves the elements, writes through the cursor land in
//! the old array and are lost.
//!
//! Calls are matched by name (every method of that name, whatever the receiver), and a
//! name that is only passed on (`run(b.split)`) counts as called. What the pass cannot
//! follow counts as changing every field: a call of a function value or through an
//! interface in a parsed body, a parsed body that mentions a variable which may hold a
//! function, and, for a declaration left unparsed, a signature that takes a function.
//! Declarations left unparsed are read from their outline ([`UnparsedBody`](crate::syntax::UnparsedBody)); since they
//! spell none of the names a pass asked about, they cannot assign a list field
//! themselves.
//!
//! Code of other packages is one more node, [`OTHER_PACKAGES`]: a call into it may call
//! back what this package handed out (a function literal stored in a hook, a method value
//! or function passed on) and any exported function, method or function variable, which
//! code holding one of this package's values can reach. Only functions known to run no
//! caller's code (`strings.Index`, `(*sync.Mutex).Lock`; [`runs_no_callers_code`]) are
//! left out.

use super::*;
use crate::syntax::NodeExt;

/// The call graph's name for code of other packages.
pub(super) const OTHER_PACKAGES: &str = "code of other packages";

/// One function's, method's or variable's part in the answer.
struct Body<'a> {
    /// Fields its assignments set (`x.f = …` sets `f`).
    assigns: BTreeSet<&'a str>,
    /// Why it may run code the pass cannot see, if it may.
    opaque: Option<String>,
    /// Package functions, methods and function-holding variables it calls or passes on.
    calls: BTreeSet<&'a str>,
    /// Where it may let other goroutines run itself (a channel operation, a lock
    /// released), if it may.
    yields: Option<String>,
}

/// The package's calls, read once: each name's bodies (methods of every receiver
/// together, as calls are matched by name).
pub(super) struct CallGraph<'a> {
    bodies: BTreeMap<&'a str, Vec<Body<'a>>>,
}

/// What a writer does to the field: the calls from it down to the change, and the change.
#[derive(Clone, Debug)]
pub(super) struct Chain<'a> {
    pub(super) through: Vec<&'a str>,
    pub(super) change: Change,
}

/// How the last function of a chain may change the field.
#[derive(Clone, Debug)]
pub(super) enum Change {
    /// It assigns the field.
    Assigns(String),
    /// It runs code the pass cannot follow, for this reason.
    Opaque(String),
}

impl Chain<'_> {
    /// `split calls add, which assigns stacks`, or `in run, f() calls a function value`.
    pub(super) fn describe(&self) -> String {
        let (last, calls) = self.through.split_last().unwrap_or((&"", &[]));
        let mut out = String::new();
        for (i, name) in calls.iter().enumerate() {
            out.push_str(if i == 0 { "" } else { ", which calls " });
            out.push_str(name);
        }
        match &self.change {
            Change::Assigns(field) if calls.is_empty() => format!("{last} assigns {field}"),
            Change::Assigns(field) => format!("{out} calls {last}, which assigns {field}"),
            Change::Opaque(why) if calls.is_empty() => format!("in {last}, {why}"),
            Change::Opaque(why) => format!("{out} calls {last}, where {why}"),
        }
    }

    /// Whether the named function itself assigns the field.
    pub(super) fn is_direct(&self) -> bool {
        self.through.len() == 1 && matches!(self.change, Change::Assigns(_))
    }

    /// For a chain starting at [`OTHER_PACKAGES`]: what the code called back does, as
    /// `which may call back set, which assigns conf`.
    pub(super) fn describe_callback(&self) -> String {
        match (self.through.get(1..), &self.change) {
            (Some([]) | None, Change::Assigns(field)) => {
                format!("where a function this package handed out assigns {field}")
            }
            (Some([]) | None, Change::Opaque(why)) => {
                format!("where a function this package handed out runs {why}")
            }
            (Some(rest), change) => {
                let rest = Chain {
                    through: rest.to_vec(),
                    change: change.clone(),
                };
                match rest.through.as_slice() {
                    [only] => match &rest.change {
                        Change::Assigns(field) => {
                            format!("which may call back {only}, which assigns {field}")
                        }
                        Change::Opaque(why) => {
                            format!("which may call back {only}, where {why}")
                        }
                    },
                    _ => format!("which may call back {}", rest.describe()),
                }
            }
        }
    }
}

impl<'a> CallGraph<'a> {
    pub(super) fn build(index: &Index<'a>) -> CallGraph<'a> {
        let callables = callables(index);
        let mut bodies: BTreeMap<&'a str, Vec<Body<'a>>> = BTreeMap::new();
        // What code of other packages may run: whatever is exported, and what is handed
        // out (added by `summarize`).
        let mut foreign = Body {
            assigns: BTreeSet::new(),
            opaque: None,
            yields: None,
            calls: callables
                .iter()
                .copied()
                .filter(|name| is_exported(name) && !is_test_entry(index, name))
                .collect(),
        };
        let parsed = index
            .funcs
            .values()
            .map(|f| (f.name, f.at))
            .chain(index.methods.values().flatten().map(|m| (m.name, m.at)));
        for (name, at) in parsed {
            if let Some(body) = at.node.field("body") {
                let summary = summarize(index, at.file, body, &callables, &mut foreign);
                bodies.entry(name).or_default().push(summary);
            }
        }
        for (name, at) in &index.package_names {
            if at.node.kind_name() == "var_spec" && callables.contains(name) {
                let mut summary = summarize(index, at.file, at.node, &callables, &mut foreign);
                summary.opaque = Some("it may hold a function".to_string());
                bodies.entry(name).or_default().push(summary);
            }
        }
        for body in &index.unparsed().bodies {
            bodies.entry(body.name.as_str()).or_default().push(Body {
                assigns: BTreeSet::new(),
                yields: body.yields.then(|| {
                    "its declaration (not parsed) may use a channel, a lock or a goroutine"
                        .to_string()
                }),
                opaque: body.takes_func.then(|| {
                    "it may call a function it is given (its declaration is not parsed)".to_string()
                }),
                calls: body.calls.iter().map(String::as_str).collect(),
            });
        }
        bodies.entry(OTHER_PACKAGES).or_default().push(foreign);
        CallGraph { bodies }
    }

    /// The names that may let other goroutines run while they are called (a channel
    /// operation, a lock released, a wait, in them or in what they call, through any
    /// depth), each with the calls down to it and where. Code of other packages is not
    /// counted: the standard library's blocking calls are named by `yield_point`.
    pub(super) fn yielders(&self) -> BTreeMap<&'a str, (Vec<&'a str>, String)> {
        let mut found: BTreeMap<&'a str, (Vec<&'a str>, String)> = BTreeMap::new();
        for (name, bodies) in &self.bodies {
            if *name == OTHER_PACKAGES {
                continue;
            }
            if let Some(why) = bodies.iter().find_map(|b| b.yields.clone()) {
                found.insert(name, (vec![name], why));
            }
        }
        loop {
            let mut added = Vec::new();
            for (name, bodies) in &self.bodies {
                if found.contains_key(name) || *name == OTHER_PACKAGES {
                    continue;
                }
                let callee = bodies
                    .iter()
                    .flat_map(|b| &b.calls)
                    .find_map(|c| found.get(c));
                if let Some((through, why)) = callee {
                    let mut path = vec![*name];
                    path.extend(through);
                    added.push((*name, (path, why.clone())));
                }
            }
            if added.is_empty() {
                return found;
            }
            found.extend(added);
        }
    }

    /// The names that may change `field`, each with how.
    pub(super) fn writers_of(&self, field: &str) -> BTreeMap<&'a str, Chain<'a>> {
        let mut writers: BTreeMap<&'a str, Chain<'a>> = BTreeMap::new();
        for (name, bodies) in &self.bodies {
            let change = bodies.iter().find_map(|b| {
                if b.assigns.contains(field) {
                    Some(Change::Assigns(field.to_string()))
                } else {
                    b.opaque.clone().map(Change::Opaque)
                }
            });
            if let Some(change) = change {
                writers.insert(
                    name,
                    Chain {
                        through: vec![name],
                        change,
                    },
                );
            }
        }
        // Callers of writers are writers, to a fixed point (each round adds at least one
        // name or ends, so at most one round per name).
        loop {
            let mut added = Vec::new();
            for (name, bodies) in &self.bodies {
                if writers.contains_key(name) {
                    continue;
                }
                let callee = bodies
                    .iter()
                    .flat_map(|b| &b.calls)
                    .find_map(|c| writers.get(c));
                if let Some(chain) = callee {
                    let mut through = vec![*name];
                    through.extend(&chain.through);
                    added.push((
                        *name,
                        Chain {
                            through,
                            change: chain.change.clone(),
                        },
                    ));
                }
            }
            if added.is_empty() {
                return writers;
            }
            writers.extend(added);
        }
    }
}

/// The package functions, methods and variables that may hold a function, parsed or not.
pub(super) fn callables<'a>(index: &Index<'a>) -> BTreeSet<&'a str> {
    let mut names: BTreeSet<&'a str> = index.funcs.keys().copied().collect();
    names.extend(index.methods.values().flatten().map(|m| m.name));
    names.extend(&index.unparsed().funcs);
    names.extend(&index.unparsed().methods);
    names.extend(index.unparsed().bodies.iter().map(|b| b.name.as_str()));
    let function_types: BTreeSet<&str> = index
        .types
        .iter()
        .filter(|(_, t)| descendants(t.ty).any(|n| n.kind_name() == "function_type"))
        .map(|(name, _)| *name)
        .collect();
    let functions = names.clone();
    for (name, at) in &index.package_names {
        if at.node.kind_name() != "var_spec" {
            continue;
        }
        let holds_function = descendants(at.node).any(|n| match n.kind_name() {
            "func_literal" | "function_type" => true,
            "identifier" => functions.contains(at.file.text_of(n)),
            "type_identifier" => function_types.contains(at.file.text_of(n)),
            _ => false,
        });
        if holds_function {
            names.insert(name);
        }
    }
    names
}

/// What one body assigns, whether it calls what the pass cannot follow, and which
/// package names it calls or passes on. What it hands out (a function literal not called
/// where it stands, a package function, method or function variable named but not called)
/// is added to `foreign`, which other packages may call back at any later call into them.
fn summarize<'a>(
    index: &Index<'a>,
    file: &'a SourceFile,
    body: Node<'a>,
    callables: &BTreeSet<&'a str>,
    foreign: &mut Body<'a>,
) -> Body<'a> {
    let mut summary = Body {
        assigns: BTreeSet::new(),
        opaque: None,
        calls: BTreeSet::new(),
        yields: super::shapes::yield_point(file, body).map(|p| {
            format!(
                "`{}` lets other goroutines run",
                first_line_of(file.text_of(p))
            )
        }),
    };
    // The end of the outermost function literal handed out that the walk is inside: what
    // it does, code of other packages may do. One bound, not a rescan per literal, keeps
    // the walk linear in nested literals.
    let mut handed_until = 0;
    for node in descendants(body) {
        let handed = node.start_byte() < handed_until;
        match node.kind_name() {
            "func_literal" if !handed && !is_callee(node) => handed_until = node.end_byte(),
            "assignment_statement" => {
                let targets = node.field("left").map(named_children);
                for target in targets.unwrap_or_default() {
                    let text = file.text_of(target);
                    // A field, or a package variable (`here = here.exit`): a walk may
                    // start from either. Counted by name, a local of the same name too.
                    let assigned = match text.rsplit_once('.') {
                        Some((_, field)) => Some(field),
                        None if index.package_names.contains_key(text) => Some(text),
                        None => None,
                    };
                    if let Some(assigned) = assigned {
                        summary.assigns.insert(assigned);
                        if handed {
                            foreign.assigns.insert(assigned);
                        }
                    }
                }
            }
            "call_expression" => {
                let callee = call_parts(node).map(|(callee, _)| unparen(callee));
                let Some(callee) = callee else { continue };
                if let Some(why) = dynamic_call(index, file, callee) {
                    let why = || format!("{} calls {why}", file.text_of(node));
                    if summary.opaque.is_none() {
                        summary.opaque = Some(why());
                    }
                    if handed && foreign.opaque.is_none() {
                        foreign.opaque = Some(why());
                    }
                } else if foreign_call(index, file, callee) {
                    summary.calls.insert(OTHER_PACKAGES);
                }
            }
            "identifier" | "field_identifier" => {
                let name = file.text_of(node);
                if let Some(name) = callables.get(name) {
                    summary.calls.insert(name);
                    if handed || !is_callee(callee_of_name(node)) {
                        foreign.calls.insert(name);
                    }
                }
            }
            _ => {}
        }
    }
    summary
}

/// Whether a name is a test file's `TestX`, `BenchmarkX`, `ExampleX` or `FuzzX`
/// function: exported, yet only the test binary's main calls it, never code this package
/// calls into.
fn is_test_entry(index: &Index, name: &str) -> bool {
    let entry = ["Test", "Benchmark", "Example", "Fuzz"]
        .iter()
        .any(|prefix| name.starts_with(prefix));
    entry
        && index.funcs.get(name).is_some_and(|f| {
            f.at.file
                .path
                .file_name()
                .is_some_and(|n| n.to_string_lossy().ends_with("_test.go"))
        })
}

/// For a name, the expression a call would have as its callee: `x.f` for the `f` of a
/// selector, else the name itself.
fn callee_of_name(name: Node) -> Node {
    name.parent()
        .filter(|p| p.kind_name() == "selector_expression" && p.field("field") == Some(name))
        .unwrap_or(name)
}

/// Whether an expression is called where it stands (`f()`, `(f)()`, `func(){…}()`), so it
/// is run here rather than handed out.
fn is_callee(expression: Node) -> bool {
    crate::syntax::call_of_callee(expression).is_some()
}

/// Whether a call runs a function or method of another package that may run code this
/// package handed out ([`OTHER_PACKAGES`]). Decided by Go's type facts where the file has
/// them, else by spelling (`pkg.F` with `pkg` an import name).
pub(super) fn foreign_call(index: &Index, file: &SourceFile, callee: Node) -> bool {
    let name_node = match callee.kind_name() {
        "identifier" => callee,
        "selector_expression" => match callee.field("field") {
            Some(f) => f,
            None => return false,
        },
        _ => return false,
    };
    let name = file.text_of(name_node);
    if let Ok(facts) = index.package.types.file(file) {
        let Some(object) = facts.object(name_node) else {
            return false;
        };
        if !matches!(object.kind, ObjectKind::Func | ObjectKind::Method) {
            return false;
        }
        let here = facts.package().path.as_str();
        if object.package == Some("fmt")
            && object.owner.is_none()
            && matches!(name, "Sprintf" | "Sprint" | "Sprintln" | "Errorf")
            && all_arguments_plain(&facts, callee)
        {
            return false;
        }
        return object
            .package
            .is_some_and(|p| p != here && !runs_no_callers_code(p, object.owner, name));
    }
    let Some(operand) = callee.field("operand").map(unparen) else {
        return false;
    };
    if operand.kind_name() != "identifier" {
        return false;
    }
    let operand = file.text_of(operand);
    imports(file)
        .find(|path| path.rsplit('/').next() == Some(operand))
        .is_some_and(|path| !runs_no_callers_code(path, None, name))
}

/// Whether every argument of the call whose callee this is has a basic type (`string`,
/// `int`, `float64`, `bool`, their untyped constants): fmt formats such values itself,
/// calling no `String`, `Error` or `Format` method, so `fmt.Sprintf("%s*%d", it.sku,
/// it.qty)` runs no code of this package. A spread `args...` is a `[]any` and is not.
fn all_arguments_plain(facts: &crate::types::FileTypes, callee: Node) -> bool {
    let Some(call) = callee
        .parent()
        .filter(|c| c.kind_name() == "call_expression")
    else {
        return false;
    };
    let Some(arguments) = call.field("arguments") else {
        return false;
    };
    crate::syntax::named_children(arguments)
        .into_iter()
        .all(|argument| {
            argument.kind_name() != "variadic_argument"
                && facts.type_of(argument).is_some_and(|ty| {
                    // `untyped float` and `untyped complex` name no type of their own.
                    let ty = ty.strip_prefix("untyped ").unwrap_or(ty);
                    (crate::syntax::is_predeclared_type(ty) && !matches!(ty, "error" | "any"))
                        || matches!(ty, "float" | "complex")
                })
        })
}

/// Whether a function of the standard library runs no code but its own and what its
/// arguments hand it in the call (which [`writes_field`] reads in place): string, number
/// and byte helpers, locks and atomics. Anything else (fmt calls `String` methods, sort
/// calls `Less`, a hook runner calls what was stored) may call this package back.
fn runs_no_callers_code(package: &str, owner: Option<&str>, name: &str) -> bool {
    match owner {
        None => {
            matches!(
                package,
                "strings"
                    | "strconv"
                    | "bytes"
                    | "math"
                    | "math/bits"
                    | "unicode"
                    | "unicode/utf8"
                    | "unicode/utf16"
                    | "sync/atomic"
                    | "slices"
                    | "maps"
            ) || (package == "errors" && name == "New")
                || (package == "time" && name != "AfterFunc")
        }
        Some(owner) => {
            matches!(
                owner,
                "sync.Mutex" | "sync.RWMutex" | "sync.WaitGroup" | "sync.Once" | "strings.Builder"
            ) || owner.starts_with("sync/atomic.")
                || (owner.starts_with("time.") && owner != "time.Timer")
        }
    }
}
