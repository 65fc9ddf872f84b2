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
//! themselves. Not followed: foreign code calling back a function it was handed earlier.

use super::*;
use crate::syntax::NodeExt;

/// One function's, method's or variable's part in the answer.
struct Body<'a> {
    /// Fields its assignments set (`x.f = …` sets `f`).
    assigns: BTreeSet<&'a str>,
    /// Why it may run code the pass cannot see, if it may.
    opaque: Option<String>,
    /// Package functions, methods and function-holding variables it calls or passes on.
    calls: BTreeSet<&'a str>,
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
}

impl<'a> CallGraph<'a> {
    pub(super) fn build(index: &Index<'a>) -> CallGraph<'a> {
        let callables = callables(index);
        let mut bodies: BTreeMap<&'a str, Vec<Body<'a>>> = BTreeMap::new();
        let parsed = index
            .funcs
            .values()
            .map(|f| (f.name, f.at))
            .chain(index.methods.values().flatten().map(|m| (m.name, m.at)));
        for (name, at) in parsed {
            if let Some(body) = at.node.field("body") {
                let summary = summarize(index, at.file, body, &callables);
                bodies.entry(name).or_default().push(summary);
            }
        }
        for (name, at) in &index.package_names {
            if at.node.kind_name() == "var_spec" && callables.contains(name) {
                let mut summary = summarize(index, at.file, at.node, &callables);
                summary.opaque = Some("it may hold a function".to_string());
                bodies.entry(name).or_default().push(summary);
            }
        }
        for body in &index.unparsed().bodies {
            bodies.entry(body.name.as_str()).or_default().push(Body {
                assigns: BTreeSet::new(),
                opaque: body.takes_func.then(|| {
                    "it may call a function it is given (its declaration is not parsed)".to_string()
                }),
                calls: body.calls.iter().map(String::as_str).collect(),
            });
        }
        CallGraph { bodies }
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
/// package names it calls or passes on.
fn summarize<'a>(
    index: &Index<'a>,
    file: &'a SourceFile,
    body: Node<'a>,
    callables: &BTreeSet<&'a str>,
) -> Body<'a> {
    let mut summary = Body {
        assigns: BTreeSet::new(),
        opaque: None,
        calls: BTreeSet::new(),
    };
    for node in descendants(body) {
        match node.kind_name() {
            "assignment_statement" => {
                let targets = node.field("left").map(named_children);
                for target in targets.unwrap_or_default() {
                    let text = file.text_of(target);
                    if let Some((_, field)) = text.rsplit_once('.') {
                        summary.assigns.insert(field);
                    }
                }
            }
            "call_expression" if summary.opaque.is_none() => {
                let callee = call_parts(node).map(|(callee, _)| unparen(callee));
                if let Some(why) = callee.and_then(|c| dynamic_call(index, file, c)) {
                    summary.opaque = Some(format!("{} calls {why}", file.text_of(node)));
                }
            }
            "identifier" | "field_identifier" => {
                let name = file.text_of(node);
                if let Some(name) = callables.get(name) {
                    summary.calls.insert(name);
                }
            }
            _ => {}
        }
    }
    summary
}
