//! Pass `boxing`: the audit's fixes whose output is byte-for-byte the same, applied.
//!
//! Two rules, each decided by Go's type checker, never by spelling:
//! - [`fmt`](self::fmt): `fmt.Sprintf`, `fmt.Sprint` and `fmt.Errorf` with plain verbs over
//!   basic-typed operands become concatenations of strconv calls (`errors.New` of one for
//!   `Errorf`), so no operand is boxed into an `any`.
//! - [`json`](self::json): a `map[string]any` literal with constant keys handed straight to
//!   encoding/json becomes a pointer to an anonymous struct with its fields in sorted key order,
//!   which encoding/json writes exactly as it writes the sorted map.
//!
//! A site is rewritten only when the rewrite saves an allocation; everything else it
//! looked at is refused with the reason. Test files are left alone: their allocations
//! are not a service's.

mod declared_text;
mod fmt;
mod imports;
mod json;
mod literal;
mod stable;
mod verbs;

use super::{Declarations, Finding, Location, Pass, PassOptions, PassOutput, Refusal};
use crate::edit::{Edit, Fix};
use crate::syntax::outline::{identifiers, DeclKind};
use crate::syntax::{is_generated, NodeExt, Package, SourceFile};
use std::collections::{BTreeSet, HashMap};
use tree_sitter::Node;

pub const NAME: &str = "boxing";

/// Calls a declaration must spell for the pass to look at it (its lexical prefilter).
const CALLS: &[&str] = &[
    "Sprintf(",
    "Sprint(",
    "Errorf(",
    "Marshal(",
    "MarshalIndent(",
    "Encode(",
];

pub struct BoxingPass;

impl Pass for BoxingPass {
    fn name(&self) -> &'static str {
        NAME
    }

    fn summary(&self) -> &'static str {
        "fmt calls with plain verbs and maps handed to encoding/json, rewritten without boxing (same bytes out)"
    }

    fn title_reason(&self) -> &'static str {
        "so no value is boxed"
    }

    fn rationale(&self) -> &'static str {
        "Every value handed to fmt or stored in a map[string]any is converted to an \
         interface, which copies it to the heap. Plain %s/%d/%t/%v/%x verbs over basic \
         types print what strconv returns, and encoding/json writes a struct with its \
         fields in sorted key order exactly as it writes a map, so the same bytes come out \
         with fewer allocations."
    }

    /// Named with `--pass boxing` (or in `unbox.toml`): its candidates are in most
    /// packages (every `fmt.Errorf`), so it needs type facts for most of a tree. Over the
    /// standard library that took a plan from 1.05 s to 3.21 s with facts reused, and a
    /// first run from 2.9 s and 262 MB to 14 s and 1.6 GB (the facts program checks every
    /// such package in one process).
    fn on_by_default(&self) -> bool {
        false
    }

    fn may_apply(&self, texts: &[&str]) -> bool {
        texts.iter().any(|t| declaration_may_hold_site(t))
    }

    fn wants_types(&self, package: &Package) -> bool {
        package
            .files
            .iter()
            .filter(|f| judged(f))
            .any(|f| candidate_calls(f).iter().any(|c| call_may_be_site(f, *c)))
    }

    /// Candidates are calls, not names: the declarations holding them are asked for by
    /// [`Pass::parses_declaration`].
    fn relevant_names(&self, _declarations: &Declarations) -> BTreeSet<String> {
        BTreeSet::new()
    }

    /// Its candidates are calls in function bodies; type facts, not type declarations,
    /// say what their operands are.
    fn parses_types(&self) -> bool {
        false
    }

    fn parses_declaration(&self, file_name: &str, text: &str) -> bool {
        !file_name.ends_with("_test.go") && declaration_may_hold_site(text)
    }

    fn run(&self, package: &Package, options: &PassOptions) -> PassOutput {
        let mut output = PassOutput::default();
        let wide = std::cell::OnceCell::new();
        for file in package.files.iter().filter(|f| judged(f)) {
            // A generated file's sites the pass refuses anyway are not listed: nothing
            // can be done there (a .pb.go file holds hundreds), and the plan names the
            // ones it would rewrite, which the driver refuses as generated_file.
            let mut sites = PassOutput::default();
            file_sites(
                package,
                &wide,
                file,
                options.hot_lines.as_deref(),
                &mut sites,
            );
            if is_generated(&file.text) {
                sites.refusals.clear();
            }
            output.findings.append(&mut sites.findings);
            output.refusals.append(&mut sites.refusals);
        }
        output
    }
}

/// Why no site of the file is rewritten, whatever it is: the file has `//line`
/// directives, which set the positions of the lines after them (a rewrite adding or
/// removing lines would shift what runtime.Caller, panics and the compiler report there),
/// or writes imports on one line (`import ("fmt"; "os")`), which gofmt splits and the
/// pass, editing imports line by line, does not.
fn file_blocker(file: &SourceFile) -> Option<(&'static str, String)> {
    let root = file.tree.root_node();
    if let Some(line) = file
        .text
        .lines()
        .position(|l| l.starts_with("//line ") || l.starts_with("/*line "))
    {
        return Some((
            "line_directive",
            format!("the file has a //line directive (line {}), which sets the positions of the lines after it: a rewrite adding or removing lines would shift what runtime.Caller, a panic or the compiler reports there", line + 1),
        ));
    }
    let mut rows: Vec<usize> = Vec::new();
    for top in crate::syntax::named_children(root) {
        if top.kind_name() == "import_declaration" {
            rows.extend(
                crate::syntax::descendants(top)
                    .filter(|n| n.kind_name() == "import_spec")
                    .map(|n| n.start_position().row),
            );
        }
    }
    let shared = rows
        .iter()
        .enumerate()
        .find(|(i, r)| rows[..*i].contains(r));
    if let Some((_, row)) = shared {
        return Some((
            "imports_on_one_line",
            format!("the file writes several imports on line {} (gofmt puts each on its own line), and the pass edits imports line by line: run gofmt on the file first", row + 1),
        ));
    }
    None
}

/// Takes out of `sites` those inside another site still rewritten (`fmt.Sprintf("%s/%s",
/// fmt.Sprintf("%s-%d", a, n), b)`), refused as `inside_rewrite`: the outer rewrite
/// copies the inner call as written, and a second run decides on it in its new place.
/// Both rewritten at once would be two edits of the same text.
fn inside_rewrites(file: &SourceFile, sites: &mut Vec<Site>, output: &mut PassOutput) {
    let ranges: Vec<(std::ops::Range<usize>, String)> = sites
        .iter()
        .map(|s| (s.call.byte_range(), s.subject.clone()))
        .collect();
    let mut at = 0;
    sites.retain(|site| {
        at += 1;
        let inner = site.call.byte_range();
        let Some(outer) = ranges
            .iter()
            .enumerate()
            .filter(|(i, (r, _))| {
                *i != at - 1 && r.start <= inner.start && inner.end <= r.end && *r != inner
            })
            .min_by_key(|(_, (r, _))| r.start)
        else {
            return true;
        };
        let (range, subject) = outer.1;
        let line = file.position(range.start).line;
        output.refusals.push(site_refusal(
            file,
            site,
            "inside_rewrite",
            format!(
                "it is inside the rewrite of {subject} at line {line}, which keeps it as written; {}",
                super::DECIDED_AGAIN
            ),
        ));
        false
    });
}

/// Why an expression has no type facts. In a cgo file (`import "C"`) the type checker
/// reads cgo's translation, and an expression spelling `C.` is not always mapped back to
/// the user's text; elsewhere it simply was not reported.
fn unknown_expression(cx: &Context, text: &str) -> String {
    if text.contains("C.") && cx.imports.iter().any(|i| i.path == "C") {
        format!("the type checker's facts for `{text}` were not mapped back from cgo's translation of this file (it imports \"C\")")
    } else {
        format!("the type checker says nothing of `{text}`")
    }
}

/// The refusal of a site judged rewritable and then left alone (ignored, not hot, inside
/// another rewrite, its file's imports unsure).
fn site_refusal(file: &SourceFile, site: &Site, code: &'static str, message: String) -> Refusal {
    refusal(file, site.call, site.subject.clone(), code, message)
}

/// A refusal for a call of a dot-imported fmt or encoding/json function (`Sprintf(…)`
/// under `import . "fmt"`): after a rewrite, whether the file still uses the package is
/// not told by any `fmt.` left in it, and an import left unused does not compile.
fn dot_imported<'t>(cx: &Context<'_, 't>, call: Node<'t>) -> Option<Verdict<'t>> {
    let function = call.field("function")?;
    if function.kind_name() != "identifier" {
        return None;
    }
    let object = cx.types.object(function)?;
    let package = object.package?;
    if object.kind != crate::types::ObjectKind::Func || !matches!(package, "fmt" | "encoding/json")
    {
        return None;
    }
    Some(Verdict::Refuse(
        "dot_import",
        format!(
            "{package} is imported with `.`, so the call is written `{}(…)`: the pass rewrites calls written through the package's name, where it can tell whether the import is still used",
            cx.file.text_of(function)
        ),
    ))
}

/// Whether the pass judges a file: not a test. A generated file is judged too, so that a
/// site the pass would rewrite there is listed, refused as `generated_file` by the driver
/// (its other sites are not listed: see `run`).
fn judged(file: &SourceFile) -> bool {
    !file.is_test()
}

/// Whether Go text may hold a call the pass rewrites, from its bytes alone: a
/// `Sprintf(` or `Errorf(` whose format is a literal of plain verbs (most formats use
/// others, and such calls are not candidates at all), any `Sprint(`, or a `Marshal(`,
/// `MarshalIndent(` or `Encode(` in text that spells a map type (`map[`) or a
/// literal of a named type (an alias of it). It may say `true` wrongly (a comment,
/// another package's `Sprintf`), never `false` for gofmt-formatted text holding a
/// candidate (a literal written `Fields {` is missed).
fn declaration_may_hold_site(text: &str) -> bool {
    if text.contains("Sprint(") {
        return true;
    }
    // The map's type need not be spelled here: `json.Marshal(Fields{…})` with `type
    // Fields = map[string]any` declared in another file or package is the same call, so
    // a literal of any named type (`Name{`, as gofmt writes it) counts too.
    // Any map type: `map[string](any)`, `map[Key]any` with `type Key = string` are the
    // same type as `map[string]any`.
    let maps = || text.contains("map[") || named_literal(text);
    if ["Marshal(", "MarshalIndent(", "Encode("]
        .iter()
        .any(|c| text.contains(c))
        && maps()
    {
        return true;
    }
    ["Sprintf(", "Errorf("].iter().any(|call| {
        crate::syntax::occurrences(text, call).any(|at| plain_format_at(&text[at + call.len()..]))
    })
}

/// Whether Go text spells a composite literal of a named type: a `{` right after a name
/// other than `struct` or `interface`, or after `]` (`Of[any]{`, a generic alias
/// instantiated); gofmt leaves a space before a block's brace.
fn named_literal(text: &str) -> bool {
    let bytes = text.as_bytes();
    memchr::memchr_iter(b'{', bytes).any(|at| {
        if at > 0 && bytes[at - 1] == b']' {
            return true;
        }
        let name = bytes[..at]
            .iter()
            .rev()
            .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
            .count();
        name > 0 && !matches!(&bytes[at - name..at], b"struct" | b"interface")
    })
}

/// Whether a call found by [`candidate_calls`] may be rewritten, from its text: a fmt
/// call with a format of other verbs (or none written out) is not a candidate at all.
fn call_may_be_site(file: &SourceFile, call: Node) -> bool {
    let text = file.text_of(call);
    match text.find('(') {
        Some(open) if text[..open].ends_with("Sprintf") || text[..open].ends_with("Errorf") => {
            plain_format_at(&text[open + 1..])
        }
        _ => true,
    }
}

/// Whether `rest` (the text after a call's opening parenthesis) starts, after spaces and
/// comments, with a string literal whose format has only plain verbs, or with a name
/// (`keyFormat`, `wire.Format`, `prefix + "…"`) that may be a constant's (the plan names
/// those).
fn plain_format_at(rest: &str) -> bool {
    let mut rest = skip_space_and_comments(rest);
    // `(("%s ") + "%d")`: the judge reads parenthesised and joined formats whole.
    while let Some(inner) = rest.strip_prefix('(') {
        rest = skip_space_and_comments(inner);
    }
    if let Some(name_end) = rest.find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '.')) {
        let name = &rest[..name_end];
        let after = skip_space_and_comments(&rest[name_end..]);
        if name.starts_with(|c: char| c.is_alphabetic() || c == '_')
            && (after.starts_with(',') || after.starts_with(')') || after.starts_with('+'))
        {
            return true;
        }
    }
    let end = match rest.as_bytes().first() {
        Some(b'`') => rest[1..].find('`').map(|i| i + 2),
        Some(b'"') => {
            let bytes = rest.as_bytes();
            let mut i = 1;
            loop {
                match bytes.get(i) {
                    None | Some(b'\n') => break None,
                    Some(b'\\') => i += 2,
                    Some(b'"') => break Some(i + 1),
                    Some(_) => i += 1,
                }
            }
        }
        _ => None,
    };
    let Some(end) = end else {
        return false;
    };
    // A literal joined to more text (`"%s %" + "d"`): its verbs may straddle the `+`.
    let after = skip_space_and_comments(&rest[end..]).trim_start_matches([')', ' ', '\t']);
    if after.starts_with('+') {
        return true;
    }
    literal::decode(&rest[..end]).is_some_and(|format| verbs::parse(&format).is_ok())
}

/// `text` from its first byte that is neither a space nor in a comment.
fn skip_space_and_comments(mut text: &str) -> &str {
    loop {
        text = text.trim_start();
        if let Some(comment) = text.strip_prefix("//") {
            text = comment.split_once('\n').map_or("", |(_, next)| next);
        } else if let Some(comment) = text.strip_prefix("/*") {
            text = comment.split_once("*/").map_or("", |(_, next)| next);
        } else {
            return text;
        }
    }
}

/// The call expressions of a file that may be candidates: `X.F(…)` with `F` one of
/// [`CALLS`], outermost first.
fn candidate_calls(file: &SourceFile) -> Vec<Node<'_>> {
    let mut calls = Vec::new();
    let root = file.tree.root_node();
    // With fmt or encoding/json imported under `.`, a bare `Sprintf(…)` may be its call
    // (listed, then refused: see `dot_imported`).
    let dot = imports::imports(file)
        .iter()
        .any(|i| i.name == "." && matches!(i.path.as_str(), "fmt" | "encoding/json"));
    for call in CALLS {
        let name = &call[..call.len() - 1];
        for at in crate::syntax::occurrences(&file.text, call) {
            let Some(node) = root.descendant_for_byte_range(at, at + name.len()) else {
                continue;
            };
            if dot && node.kind_name() == "identifier" {
                if let Some(call) = node.parent().filter(|c| {
                    c.kind_name() == "call_expression" && c.field("function") == Some(node)
                }) {
                    calls.push(call);
                }
                continue;
            }
            let Some(selector) = node
                .parent()
                .filter(|p| p.kind_name() == "selector_expression")
            else {
                continue;
            };
            let Some(call) = selector.parent().filter(|c| {
                c.kind_name() == "call_expression" && c.field("function") == Some(selector)
            }) else {
                continue;
            };
            calls.push(call);
        }
    }
    calls.sort_by_key(|c| (c.start_byte(), std::cmp::Reverse(c.end_byte())));
    calls
}

/// A rewrite of one call, before its fix is assembled with the file's import edits.
struct Site<'t> {
    call: Node<'t>,
    replacement: String,
    /// Standard packages the replacement names (`strconv`, `errors`).
    needs: Vec<&'static str>,
    /// Whether the call went through the `fmt` import (one use of it fewer).
    via_fmt: bool,
    /// The import the rewritten text spelled and the replacement does not (one use of it
    /// fewer): `attrs` for a literal of `attrs.Fields`, an alias of the map type.
    through: Option<String>,
    subject: String,
    /// A verb phrase for commit titles ("format with strconv, not fmt.Sprintf").
    message: String,
    summary: String,
    notes: Vec<String>,
}

/// What the judging of one call gave.
enum Verdict<'t> {
    Rewrite(Box<Site<'t>>),
    Refuse(&'static str, String),
    /// Not a call this pass handles (another package's `Marshal`, a `Sprintf` method).
    Ignore,
}

/// Judges every candidate call of one file and adds its findings and refusals. With a
/// profile, a site on a line without samples is listed instead (before the file's imports
/// are decided, so they fit the sites that are rewritten).
fn file_sites<'p>(
    package: &'p Package,
    wide: &'p std::cell::OnceCell<PackageWide<'p>>,
    file: &SourceFile,
    hot: Option<&super::HotLines>,
    output: &mut PassOutput,
) {
    let calls = candidate_calls(file);
    if calls.is_empty() {
        return;
    }
    let mut imports = imports::named_imports(file, package);
    let types = match package.types.file(file) {
        Ok(types) => types,
        Err(why) => {
            for call in calls {
                if let Some(subject) = fmt::subject_of(file, &imports, call)
                    .or_else(|| json::subject_of(file, &imports, call))
                {
                    output.refusals.push(refusal(
                        file,
                        call,
                        subject,
                        "no_type_info",
                        format!("no type facts, and only types can show the output stays the same: {why}"),
                    ));
                }
            }
            return;
        }
    };
    // An import without an alias is used by its package's declared name, which the
    // path's last element need not be (`math/rand/v2` is rand; a `package errors` at
    // example.com/xerr): the type checker says which.
    let named = types.package_names(&file.text);
    // A name some import spells (`lv "…/attrs"`, `_`) is that import's, not the name of
    // an unnamed import of the same path.
    let spelled: Vec<String> = imports
        .iter()
        .filter(|i| i.spec.field("name").is_some())
        .map(|i| i.name.clone())
        .collect();
    for import in imports
        .iter_mut()
        .filter(|i| i.spec.field("name").is_none())
    {
        if let Some((_, name)) = named
            .iter()
            .find(|(path, name)| *path == import.path && !spelled.iter().any(|s| s == name))
        {
            import.name = name.to_string();
        }
    }
    let context = Context {
        file,
        types,
        imports: &imports,
        package: wide.get_or_init(|| PackageWide::of(package)),
    };
    let mut sites: Vec<Site> = Vec::new();
    let blocked = file_blocker(file);
    for call in calls {
        if !call_may_be_site(file, call) {
            continue;
        }
        let verdict = match dot_imported(&context, call) {
            Some(refusal) => refusal,
            None => match fmt::judge(&context, call) {
                Verdict::Ignore => json::judge(&context, call),
                other => other,
            },
        };
        let verdict = match (verdict, &blocked) {
            (Verdict::Rewrite(_), Some((code, why))) => Verdict::Refuse(code, why.clone()),
            (verdict, _) => verdict,
        };
        match verdict {
            Verdict::Rewrite(site) => sites.push(*site),
            Verdict::Refuse(code, message) => {
                let subject = fmt::subject_of(file, &imports, call)
                    .or_else(|| json::subject_of(file, &imports, call))
                    .unwrap_or_else(|| file.text_of(call).chars().take(40).collect());
                output
                    .refusals
                    .push(refusal(file, call, subject, code, message));
            }
            Verdict::Ignore => {}
        }
    }
    // Sites an `//unbox:ignore` covers are left out here, before the imports are decided
    // (the engine would drop their fixes after, and the file's imports with them).
    let names: Vec<&str> = super::registry().iter().map(|p| p.name()).collect();
    let ignores: Vec<crate::ignore::Ignore> = crate::ignore::find(&file.path, &file.text, &names)
        .into_iter()
        .filter(|i| i.applies_to(NAME))
        .collect();
    if !ignores.is_empty() {
        sites.retain(|site| {
            let first = file.position(site.call.start_byte()).line;
            let last = file.position(site.call.end_byte()).line;
            let Some(ignore) = ignores
                .iter()
                .find(|i| (first..=last).any(|line| i.covers(&file.path, line)))
            else {
                return true;
            };
            output
                .refusals
                .push(site_refusal(file, site, "ignored", ignore.describe()));
            false
        });
    }
    if let Some(hot) = hot {
        let import_path = context.types.package().path.clone();
        sites.retain(|site| {
            let line = file.position(site.call.start_byte()).line;
            let keep = hot.is_hot(&import_path, &file.path, line);
            if !keep {
                output.refusals.push(site_refusal(
                    file,
                    site,
                    "not_hot",
                    format!(
                        "no allocation samples on this line in the profile; without --profile: {}",
                        site.summary
                    ),
                ));
            }
            keep
        });
    }
    inside_rewrites(file, &mut sites, output);
    if sites.is_empty() {
        return;
    }
    let fmt_import = imports.iter().find(|i| i.path == "fmt");
    // A file spelling its own `fmt` (a local, a parameter) may select through it too:
    // counting `fmt.` then cannot tell whether the import stays used, and an import left
    // unused does not compile. Its fmt calls are refused.
    // A file importing fmt twice (`"fmt"` and `logfmt "fmt"`) may leave either unused.
    let fmt_imports = imports.iter().filter(|i| i.path == "fmt").count();
    let unsure = fmt_import.and_then(|i| {
        if !sites.iter().any(|s| s.via_fmt) {
            None
        } else if fmt_imports > 1 {
            Some(("fmt_imported_twice", format!("the file imports fmt {fmt_imports} times, under different names: the rewrite tells whether one import is still used, not which of several")))
        } else if crate::syntax::outline::mentions_other_than_selector(&file.text, &i.name) {
            let name = &i.name;
            Some(("name_shadowed", format!("the file spells `{name}` other than as `{name}.` (a local, a parameter, a field or a label of that name, say): which `{name}.` selections are the package's cannot be told from the text, so neither can whether the import is still used after the rewrite")))
        } else {
            None
        }
    });
    if let Some((code, why)) = unsure {
        sites.retain(|site| {
            if !site.via_fmt {
                return true;
            }
            output
                .refusals
                .push(site_refusal(file, site, code, why.clone()));
            false
        });
        if sites.is_empty() {
            return;
        }
    }
    // Every fix of the file carries the same import edits (identical edits coalesce):
    // the imports once every site still rewritten here is (a refused one's strconv
    // would be left unused).
    let needs: Vec<&str> = sites.iter().flat_map(|s| s.needs.iter().copied()).collect();
    let fmt_uses = fmt_import.map(|i| crate::syntax::outline::selector_uses(&file.text, &i.name));
    let rewritten = sites.iter().filter(|s| s.via_fmt).count();
    let mut drop = fmt_uses
        .filter(|&n| n == rewritten)
        .map(|_| "fmt".to_string());
    let mut blank = None;
    if let Some(path) = dropped_through(file, &imports, &mut sites, drop.is_some(), output) {
        if imported_elsewhere(package, file, &path) {
            drop = Some(path);
        } else {
            // The package may be linked into a program through this import alone, and
            // its initialization (an init function, registered flags or codecs) with it.
            let note = format!(
                "the import of \"{path}\" stays, as `_ \"{path}\"`: the literal was its last use in the file, and no other file of this package that every build compiles imports it, so dropping it could leave that package, and what its initialization does, out of a program; remove it if nothing needs that"
            );
            for site in sites.iter_mut().filter(|s| s.through.is_some()) {
                site.notes.push(note.clone());
            }
            blank = Some(path);
        }
    }
    // Go initialises packages in dependency order, and among those ready by import path
    // (Go 1.21): a package whose last import of fmt goes, with no other import reaching
    // fmt, is ready sooner, and its init functions (and those of packages importing it)
    // may run before others they ran after. A blank import keeps the order.
    let test_file = file.file_name().ends_with("_test.go");
    if drop.as_deref() == Some("fmt")
        && blank.is_none()
        && !test_file
        && !imported_elsewhere(package, file, "fmt")
        && !fmt_reached_beside(package, file)
    {
        let note = "the import of \"fmt\" stays, as `_ \"fmt\"`: no other import of this file's package depends on fmt in every build, and Go initialises packages in dependency order and then by import path, so without it this package, and those importing it, could run their init functions before others they ran after; remove it if no init order matters".to_string();
        // Said once, at the file's first site that leaves fmt.
        if let Some(site) = sites.iter_mut().find(|s| s.via_fmt) {
            site.notes.push(note);
        }
        drop = None;
        blank = Some("fmt".to_string());
    }
    if sites.is_empty() {
        return;
    }
    let drop = drop.as_deref();
    let import_edits = imports::edits(file, &imports, &needs, drop, blank.as_deref());
    // The import edits fit every site of the file: they land all or none.
    let together = (!import_edits.is_empty()).then(|| format!("{NAME}:{}", file.path.display()));
    for site in sites {
        // Spaced for where it lands, so the text is gofmt's even when gofmt is not run.
        let replacement = crate::syntax::spacing::respace_in_place_of(site.call, &site.replacement)
            .unwrap_or(site.replacement);
        let mut edits = vec![Edit::replace(
            &file.path,
            site.call.start_byte()..site.call.end_byte(),
            replacement,
        )];
        edits.extend(import_edits.iter().cloned());
        let function = enclosing_name(file, site.call);
        let message = match &function {
            Some(name) => format!("{} in {name}", site.message),
            None => site.message.clone(),
        };
        output.findings.push(Finding {
            pass: NAME,
            subject: site.subject,
            location: Location::at(file, site.call.start_byte()),
            summary: site.summary,
            notes: site.notes,
            measured_by: function.into_iter().collect(),
            fix: Fix {
                message,
                edits,
                together: together.clone(),
            },
        });
    }
}

/// Whether a file of the package other than `file` imports `path` and is built in every
/// build (a test file counts only for a test file): then the package stays in every
/// program that holds `file`'s.
fn imported_elsewhere(package: &Package, file: &SourceFile, path: &str) -> bool {
    let test = |f: &SourceFile| f.file_name().ends_with("_test.go");
    package.files.iter().any(|f| {
        !std::ptr::eq(f, file)
            && (test(file) || !test(f))
            && compiled_wherever(package, f, file)
            && imports::named_imports(f, package)
                .iter()
                .any(|i| i.path == path && kept_whatever_the_pass_does(f, &i.name, path))
    })
}

/// Whether the file uses its import named `name` (of `path`) other than as this pass may
/// rewrite away in the same run, so that the import stays: a selection that is not a
/// call of fmt.Sprintf, Sprint or Errorf (for fmt) or a composite literal
/// (`attrs.Fields{…}`, for an alias's package). A blank or dot import stays too. Two
/// files each counting the other's import would otherwise both drop it.
fn kept_whatever_the_pass_does(file: &SourceFile, name: &str, path: &str) -> bool {
    if name == "_" || name == "." {
        return true;
    }
    let Some(selections) = crate::syntax::outline::selections(&file.text, name) else {
        return false;
    };
    selections.iter().any(|(selected, literal)| {
        if path == "fmt" {
            !matches!(*selected, "Sprintf" | "Sprint" | "Errorf")
        } else {
            !literal
        }
    })
}

/// Whether every build compiling `file` compiles `other` too: `other` is in this build
/// and has no constraint, or the same as `file` (one some build leaves out,
/// `use_windows.go`, `//go:build !lite`, a cgo file, holds its imports only in the
/// others).
fn compiled_wherever(package: &Package, other: &SourceFile, file: &SourceFile) -> bool {
    let constraint = |f: &SourceFile| {
        let cgo = imports::imports(f).iter().any(|i| i.path == "C");
        (crate::platforms::constraint(f.file_name(), &f.text), cgo)
    };
    if std::ptr::eq(other, file) {
        return true;
    }
    let of_other = constraint(other);
    package.types.file(other).is_ok() && (of_other == (None, false) || of_other == constraint(file))
}

/// Whether `file`, or a non-test file of the package every build compiles, imports a
/// package that depends on fmt in every build (the type facts name them): wherever
/// `file` is compiled, the package then still depends on fmt without `file`'s import.
fn fmt_reached_beside(package: &Package, file: &SourceFile) -> bool {
    let Some(facts) = package.types.known() else {
        return false;
    };
    let via = facts.fmt_via();
    package
        .files
        .iter()
        .filter(|f| {
            std::ptr::eq(*f, file)
                || !f.file_name().ends_with("_test.go") && compiled_wherever(package, f, file)
        })
        .any(|f| imports::imports(f).iter().any(|i| via.contains(&i.path)))
}

/// The import to drop because the rewritten literals spelled through it were its only
/// uses in the file (`attrs.Fields{…}` with `type Fields = map[string]any` there), if
/// any. Sites spelled through an import whose uses the text cannot count (the file
/// declares a name like it), or that would leave it unused while `fmt` is dropped too (the
/// pass drops one import per file), or more than one such import, are refused instead.
fn dropped_through(
    file: &SourceFile,
    imports: &[imports::Import],
    sites: &mut Vec<Site>,
    fmt_dropped: bool,
    output: &mut PassOutput,
) -> Option<String> {
    let mut through: Vec<&str> = sites.iter().filter_map(|s| s.through.as_deref()).collect();
    through.sort_unstable();
    through.dedup();
    let mut refused: Vec<(String, &'static str, String)> = Vec::new();
    let mut drop = None;
    for name in through {
        let spelled = sites
            .iter()
            .filter(|s| s.through.as_deref() == Some(name))
            .count();
        let Some(import) = imports.iter().find(|i| i.name == name) else {
            continue;
        };
        // `attrs "…/attrs"` beside `_ "…/attrs"`: the edits find an import by its path.
        if imports.iter().filter(|i| i.path == import.path).count() > 1 {
            refused.push((name.to_string(), "import_left_unused", format!("the literal is spelled through `{name}.`, and the file imports \"{}\" more than once: which import the rewrite leaves unused is not one the pass can drop", import.path)));
            continue;
        }
        if crate::syntax::outline::mentions_other_than_selector(&file.text, name) {
            refused.push((name.to_string(), "name_shadowed", format!("the file spells `{name}` other than as `{name}.` (a local, a parameter, a field or a label of that name, say): which `{name}.` selections are the package's cannot be told from the text, so neither can whether its import is still used once the literal no longer spells `{name}.`")));
            continue;
        }
        if crate::syntax::outline::selector_uses(&file.text, name) > spelled {
            continue;
        }
        if fmt_dropped || drop.is_some() {
            refused.push((name.to_string(), "import_left_unused", format!("the literal is spelled through `{name}.`, which nothing else in the file uses, and the rewrite already drops another import here: the pass drops one import per file, so this one would be left unused; {}", super::DECIDED_AGAIN)));
            continue;
        }
        drop = Some(import.path.clone());
    }
    for (name, code, why) in refused {
        sites.retain(|site| {
            if site.through.as_deref() != Some(name.as_str()) {
                return true;
            }
            output
                .refusals
                .push(site_refusal(file, site, code, why.clone()));
            false
        });
    }
    drop
}

/// What judging a call may read.
struct Context<'a, 't> {
    file: &'t SourceFile,
    types: crate::types::FileTypes<'a>,
    imports: &'a [imports::Import<'t>],
    package: &'a PackageWide<'a>,
}

impl Context<'_, '_> {
    /// A type as a message names it, as Go's own messages do: this package's types bare,
    /// another package's by the name the file imports it under (`rand.Rand` for
    /// math/rand/v2). A path's last element is a folder (`lib-v2`, a module named after
    /// its checkout), which a message then would depend on; it is used only for packages
    /// the file does not import, less a major version (`v2`).
    fn type_in_message(&self, ty: &str) -> String {
        let own = self.types.package().path.as_str();
        types_named(ty, |path| {
            if path == own {
                return Some(String::new());
            }
            self.imports
                .iter()
                .find(|i| i.path == path)
                .map(|i| i.name.clone())
        })
    }
}

/// `ty` as go/types prints it (`map[string]example.com/x/v2.Level`) with each package
/// path replaced by `name_of(path)` (nothing for an empty name), else by the path's last
/// element less a major version.
fn types_named(ty: &str, name_of: impl Fn(&str) -> Option<String>) -> String {
    let mut out = String::new();
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        let rest = word.trim_start_matches('.');
        out.push_str(&word[..word.len() - rest.len()]);
        match rest.rsplit_once('.') {
            Some((path, name)) => {
                let package = name_of(path).unwrap_or_else(|| last_element(path).to_string());
                if !package.is_empty() {
                    out.push_str(&package);
                    out.push('.');
                }
                out.push_str(name);
            }
            None => out.push_str(rest),
        }
        word.clear();
    };
    for c in ty.chars() {
        if c.is_alphanumeric() || matches!(c, '_' | '.' | '/' | '-') {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

/// A package path's last element, or the one before a major version (`x` for
/// `example.com/x/v2`), as the package is usually named.
fn last_element(path: &str) -> &str {
    let mut parts = path.rsplit('/');
    let last = parts.next().unwrap_or(path);
    let major =
        last.len() > 1 && last.starts_with('v') && last[1..].chars().all(|c| c.is_ascii_digit());
    match parts.next() {
        Some(before) if major => before,
        _ => last,
    }
}

/// What judging a call must know of the package's other files, gathered once.
struct PackageWide<'p> {
    /// Some file imports unsafe, whose pointer arithmetic from one field's address reaches
    /// the others: a pointer method declared there can change any field of its value.
    unsafe_imported: bool,
    /// The package's assembly files, of any build (from the type facts): assembly may
    /// make a string over bytes changed later, or walk from one field to the others, as
    /// unsafe may.
    assembly: Option<String>,
    /// A package outside the standard library this one depends on that imports unsafe or
    /// holds assembly: a string it hands out (a zero-copy `B2S(buf)`) may share bytes changed later.
    unsafe_dependency: Option<String>,
    /// Another package of the module that imports unsafe or holds assembly (in any
    /// build), or depends on a package outside the module that does, said as a plan
    /// says it: a string it makes (or hands on) over bytes changed later may be handed to
    /// this package through any call.
    unsafe_in_module: Option<String>,
    /// The names declared at package level in any file (tests of the package included,
    /// which `go test` compiles with it): an import added to one file may not take one.
    declared: std::collections::HashSet<&'p str>,
    /// For each name of `declared`, the indexes in `files` of the files declaring it, so
    /// that a question about one name reads those files' declarations only.
    declared_in: HashMap<&'p str, Vec<usize>>,
    /// The files this build leaves out (a build constraint): their methods are in no type
    /// facts, yet another build compiles them.
    other_builds: Vec<&'p SourceFile>,
    /// Every file of the package, for the aliases they declare.
    files: Vec<&'p SourceFile>,
    /// For each of `files`, its index in `other_builds` when it is one.
    other_build_index: Vec<Option<usize>>,
    /// The aliases and method headers of `files`, read on first use.
    declared_text: std::cell::OnceCell<declared_text::DeclaredText>,
    /// The package-level names the files of other builds declare (functions, variables,
    /// constants, types; not methods), with the first such file's name: where that file
    /// is built, a name of them may have another type.
    other_build_names: HashMap<String, OtherBuildName>,
    /// Answers of [`Self::declared_in_other_build`] by name.
    differs_seen: std::cell::RefCell<HashMap<String, bool>>,
    /// Answers of [`Self::method_in_other_build`] and [`Self::type_in_other_build`] by
    /// name: each reads the text of every file, and a package formats values of the same
    /// few types at hundreds of calls (cmd/link's loader, 6 % of a run over GOROOT/src
    /// before they were kept).
    methods_seen: std::cell::RefCell<HashMap<MethodQuestion, Option<usize>>>,
    types_seen: std::cell::RefCell<HashMap<String, Option<usize>>>,
    /// Each of `files` outlined, on first use: the questions about names declared in
    /// other builds read the declarations of a few files each, and a package with files
    /// of other builds asks many (outlining every file again for each package was 3 % of
    /// a run of all three passes over GOROOT/src).
    outlines: Vec<std::cell::OnceCell<Option<Vec<Declared>>>>,
    /// Answers of [`Self::written_with_other_build`] by name.
    written_seen: std::cell::RefCell<HashMap<String, Option<(String, String)>>>,
    /// Answers of `fmt::fmt_would_call` by type and method: each reads every file.
    pub(super) calls_seen: std::cell::RefCell<HashMap<(String, String), bool>>,
    /// Answers of [`Self::method_of_other_build`] by type and method.
    other_methods_seen: std::cell::RefCell<HashMap<(String, String), Option<String>>>,
}

/// A package-level name declared in files of other builds: the first such file, and each
/// declaration's text as [`declared_texts`] gives it.
struct OtherBuildName {
    file: String,
    texts: Vec<String>,
}

/// See [`PackageWide::other_build_names`].
fn other_build_names<'p>(
    files: impl Iterator<Item = &'p SourceFile>,
) -> HashMap<String, OtherBuildName> {
    let mut names: HashMap<String, OtherBuildName> = HashMap::new();
    for file in files {
        let Some(outline) = declarations_of(&file.text) else {
            continue;
        };
        for (name, text) in declared_texts(&file.text, &outline) {
            names
                .entry(name)
                .or_insert_with(|| OtherBuildName {
                    file: file.file_name().to_string(),
                    texts: Vec::new(),
                })
                .texts
                .push(text);
        }
    }
    names
}

/// The package-level names a file declares (not methods), each with its declaration's
/// text with spaces collapsed and comments left out; for a function, its signature only
/// (up to the body's brace), which is all its callers' types depend on.
fn declared_texts(text: &str, outline: &[Declared]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for declaration in outline.iter().filter(|d| !d.method) {
        let whole = text;
        let text = text.get(declaration.range.clone()).unwrap_or_default();
        let text = match declaration.kind {
            DeclKind::Func => text.split('{').next().unwrap_or(text),
            _ => text,
        };
        let normal: String = text
            .lines()
            .map(|l| l.split("//").next().unwrap_or_default().trim())
            .filter(|l| !l.is_empty())
            .collect::<Vec<_>>()
            .join(" ");
        for name in declaration.names(whole) {
            out.push((name.to_string(), normal.clone()));
        }
    }
    out
}

/// A top-level declaration as the questions about other builds read it: an outline's
/// declaration without its words, and without borrowing the text (a [`PackageWide`]
/// keeps them).
struct Declared {
    kind: DeclKind,
    /// A method, whose name is no package-level name.
    method: bool,
    range: std::ops::Range<usize>,
    /// Where each name it declares is spelled.
    names: Vec<std::ops::Range<usize>>,
}

impl Declared {
    /// The names it declares, read from `text`, the file's text.
    fn names<'a>(&'a self, text: &'a str) -> impl Iterator<Item = &'a str> + 'a {
        self.names
            .iter()
            .map(|r| text.get(r.clone()).unwrap_or_default())
    }
}

/// The top-level declarations of a Go text, or `None` when it cannot be outlined.
fn declarations_of(text: &str) -> Option<Vec<Declared>> {
    let outline = crate::syntax::outline::outline(text)?;
    let base = text.as_ptr() as usize;
    Some(
        outline
            .declarations
            .iter()
            .map(|d| Declared {
                kind: d.kind,
                method: d.receiver.is_some(),
                range: d.range.clone(),
                names: d
                    .names
                    .iter()
                    // The outline's names are slices of `text`.
                    .filter_map(|n| {
                        let at = (n.as_ptr() as usize).checked_sub(base)?;
                        text.get(at..at + n.len()).map(|_| at..at + n.len())
                    })
                    .collect(),
            })
            .collect(),
    )
}

/// The texts the type of the package-level name `name` comes from in one file's
/// `outline` (methods aside): a function's results, a type's whole declaration, and for a
/// variable or constant the lines of its declaration that spell its name (`pageSize =
/// sysPageSize()` in a `var (…)` group), so that a group of thousands of constants costs
/// its length once.
fn written_texts(text: &str, outline: &[Declared], name: &str, out: &mut Vec<String>) {
    let declaring = outline
        .iter()
        .filter(|d| !d.method && d.names(text).any(|n| n == name));
    for declaration in declaring {
        let text = text.get(declaration.range.clone()).unwrap_or_default();
        match declaration.kind {
            DeclKind::Func => {
                let signature = text.split('{').next().unwrap_or(text);
                out.push(result_of(signature).to_string());
            }
            DeclKind::Type => out.extend(type_definition(text, name).map(str::to_string)),
            DeclKind::Var | DeclKind::Const => {
                for line in text.lines() {
                    let spelled = identifiers(line).filter(|w| *w == name).count();
                    out.extend(std::iter::repeat_n(line.to_string(), spelled));
                }
            }
            _ => {}
        }
    }
}

/// The rest of the line defining the type `name` in a type declaration's text (`sizeT`
/// in `type Count sizeT`, `= handle` in an alias), or `None` for a struct or interface:
/// a field's or method's own declaration says what type it has (see
/// `selection_of_other_build`), whatever the other fields are written with.
fn type_definition<'t>(text: &'t str, name: &str) -> Option<&'t str> {
    let word = identifiers(text).find(|w| *w == name)?;
    let after = word.as_ptr() as usize - text.as_ptr() as usize + word.len();
    let mut rest = text.get(after..)?.trim_start();
    if rest.starts_with('[') {
        let mut depth = 0usize;
        let close = rest.find(|c: char| {
            match c {
                '[' => depth += 1,
                ']' => depth = depth.saturating_sub(1),
                _ => {}
            }
            depth == 0
        })?;
        rest = rest[close + 1..].trim_start();
    }
    let rest = rest.trim_start_matches('=').trim_start();
    let line = &rest[..rest.find('\n').unwrap_or(rest.len())];
    (!(line.starts_with("struct") || line.starts_with("interface"))).then_some(line)
}

/// What a function's signature (`name(params) results`, after `func `) says it returns:
/// the text after the parameters' closing parenthesis, type parameters skipped.
fn result_of(signature: &str) -> &str {
    let mut depth = 0usize;
    let mut opened = false;
    for (at, c) in signature.char_indices() {
        match c {
            '(' => {
                depth += 1;
                opened = true;
            }
            ')' if depth > 0 => {
                depth -= 1;
                if depth == 0 && opened {
                    return &signature[at + 1..];
                }
            }
            _ => {}
        }
    }
    signature
}

/// A type's name and the methods asked about it.
type MethodQuestion = (String, &'static [&'static str]);

impl<'p> PackageWide<'p> {
    fn of(package: &'p Package) -> PackageWide<'p> {
        let files = || package.files.iter();
        PackageWide {
            assembly: package.types.known().and_then(|f| match f.assembly() {
                [] => None,
                [one] => Some(one.clone()),
                [first, rest @ ..] => Some(format!("{first} and {} more", rest.len())),
            }),
            unsafe_imported: files()
                .any(|f| imports::imports(f).iter().any(|i| i.path == "unsafe")),
            unsafe_dependency: package
                .types
                .known()
                .and_then(|f| f.unsafe_deps().first().cloned()),
            unsafe_in_module: package.types.known().and_then(|f| {
                f.module_unsafe()
                    .iter()
                    .find(|p| **p != f.path && !p.starts_with(&format!("{}_test", f.path)))
                    .map(|p| format!("{p}, a package of this module, {}", f.module_unsafe_why(p)))
            }),
            declared: files().flat_map(imports::package_level_names).collect(),
            declared_in: files().enumerate().fold(HashMap::new(), |mut map, (i, f)| {
                for name in imports::package_level_names(f) {
                    let files: &mut Vec<usize> = map.entry(name).or_default();
                    if files.last() != Some(&i) {
                        files.push(i);
                    }
                }
                map
            }),
            other_builds: files().filter(|f| package.types.file(f).is_err()).collect(),
            files: files().collect(),
            other_build_index: files()
                .scan(0, |rank, f| {
                    let other = package.types.file(f).is_err();
                    *rank += usize::from(other);
                    Some(other.then(|| *rank - 1))
                })
                .collect(),
            declared_text: Default::default(),
            other_build_names: other_build_names(
                files().filter(|f| package.types.file(f).is_err()),
            ),
            differs_seen: Default::default(),
            methods_seen: Default::default(),
            types_seen: Default::default(),
            outlines: files().map(|_| Default::default()).collect(),
            written_seen: Default::default(),
            calls_seen: Default::default(),
            other_methods_seen: Default::default(),
        }
    }

    /// The aliases and method headers the package's files declare, read once.
    pub(super) fn declared_text(&self) -> &declared_text::DeclaredText {
        self.declared_text
            .get_or_init(|| declared_text::DeclaredText::of(&self.files))
    }

    /// The outline of `files[i]`, read once.
    fn outline(&self, i: usize) -> Option<&[Declared]> {
        self.outlines[i]
            .get_or_init(|| declarations_of(&self.files[i].text))
            .as_deref()
    }

    /// The file of the package named `name` (as the facts name files).
    pub(super) fn file_named(&self, name: &str) -> Option<&'p SourceFile> {
        self.files.iter().copied().find(|f| f.file_name() == name)
    }

    /// The file of another build declaring `name` at package level, if one does with
    /// another text than this build's declaration (`func rawFd(string) uintptr` beside
    /// `func rawFd(string) int`; `type fd = uintptr` beside `type fd = int`). Declarations
    /// spelled the same in every build give the same type (`func familyString(family
    /// int) string` in a stub and in the real file).
    pub(super) fn declared_in_other_build(&self, name: &str) -> Option<&str> {
        let other = self.other_build_names.get(name)?;
        if let Some(&differs) = self.differs_seen.borrow().get(name) {
            return differs.then_some(other.file.as_str());
        }
        let here: Vec<String> = (self.declared_in.get(name).into_iter().flatten())
            .filter(|&&i| self.other_build_index[i].is_none())
            .copied()
            .filter_map(|i| Some((&self.files[i].text, self.outline(i)?)))
            .flat_map(|(text, outline)| declared_texts(text, outline))
            .filter(|(n, _)| n == name)
            .map(|(_, text)| text)
            .collect();
        // Cut cycles (`type node struct{ next *node }`): a name being judged counts as
        // the same until judged.
        self.differs_seen
            .borrow_mut()
            .insert(name.to_string(), false);
        // The same text may still name something that differs (`func open(string) fd`
        // in both, over `type fd = int` and `type fd = uintptr`).
        let differs = here.len() != 1
            || other.texts.iter().any(|t| *t != here[0])
            || here[0]
                .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .filter(|w| !w.is_empty() && *w != name)
                .any(|w| self.declared_in_other_build(w).is_some());
        self.differs_seen
            .borrow_mut()
            .insert(name.to_string(), differs);
        differs.then_some(other.file.as_str())
    }

    /// A name a file of another build declares again that the declaration of `name`, a
    /// package-level name declared only in this build's files, is written with: the
    /// result of a function (`func getStat(string) stat` over a `stat` per platform),
    /// the initial value of a variable (`var pageSize = sysPageSize()`), a type's
    /// definition. Followed through such names a few levels deep. The name found, and
    /// the file of the other build.
    pub(super) fn written_with_other_build(&self, name: &str) -> Option<(String, String)> {
        self.written_with_other_build_within(name, 0)
    }

    fn written_with_other_build_within(
        &self,
        name: &str,
        depth: usize,
    ) -> Option<(String, String)> {
        if self.other_builds.is_empty() || depth > 3 || self.other_build_names.contains_key(name) {
            return None;
        }
        if let Some(seen) = self.written_seen.borrow().get(name) {
            return seen.clone();
        }
        // A name being judged counts as written without one until judged (cycles).
        self.written_seen
            .borrow_mut()
            .insert(name.to_string(), None);
        let mut written = Vec::new();
        for &i in self.declared_in.get(name).into_iter().flatten() {
            if self.other_build_index[i].is_none() {
                if let Some(outline) = self.outline(i) {
                    written_texts(&self.files[i].text, outline, name, &mut written);
                }
            }
        }
        let found = written.iter().find_map(|text| {
            identifiers(text).filter(|w| *w != name).find_map(|word| {
                // The package clause declares no name a declaration can spell.
                let clause = self
                    .other_build_names
                    .get(word)
                    .is_some_and(|o| o.texts.iter().all(|t| t.starts_with("package ")));
                if clause {
                    return None;
                }
                if let Some(file) = self.declared_in_other_build(word) {
                    return Some((word.to_string(), file.to_string()));
                }
                self.written_with_other_build_within(word, depth + 1)
            })
        });
        self.written_seen
            .borrow_mut()
            .insert(name.to_string(), found.clone());
        found
    }

    /// Whether the method `method` of `receiver`, a type of the package, may have another
    /// signature in another build: a file that build compiles declares it again with
    /// other text (`func (d *Disk) Free() int64` beside `… Free() uint64`), or its
    /// signature here is written with a name another build declares again. The file of
    /// the other build.
    pub(super) fn method_of_other_build(&self, receiver: &str, method: &str) -> Option<String> {
        if self.other_builds.is_empty() {
            return None;
        }
        let key = (receiver.to_string(), method.to_string());
        if let Some(seen) = self.other_methods_seen.borrow().get(&key) {
            return seen.clone();
        }
        let found = self
            .find_method_of_other_build(receiver, method)
            .map(str::to_string);
        self.other_methods_seen
            .borrow_mut()
            .insert(key, found.clone());
        found
    }

    fn find_method_of_other_build(&self, receiver: &str, method: &str) -> Option<&str> {
        let declared = self.declared_text().method(receiver, method);
        let other: Vec<(&String, &SourceFile)> = declared
            .iter()
            .filter(|(file, _)| self.other_build_index[*file].is_some())
            .map(|(file, signature)| (signature, self.files[*file]))
            .collect();
        let here: Vec<&String> = declared
            .iter()
            .filter(|(file, _)| self.other_build_index[*file].is_none())
            .map(|(_, signature)| signature)
            .collect();
        if let Some((_, file)) = other
            .iter()
            .find(|(text, _)| here.len() != 1 || *text != here[0])
        {
            return Some(file.file_name());
        }
        let other_build = here
            .iter()
            .flat_map(|text| identifiers(text))
            .filter(|w| *w != method)
            .find_map(|w| self.declared_in_other_build(w));
        other_build
    }

    /// Whether a file of another build declares a method fmt calls (`String`, `Error`,
    /// `Format`, `GoString`) on the type `name`, from its text.
    fn formats_in_other_build(&self, name: &str) -> Option<&'p SourceFile> {
        self.method_in_other_build(name, &["String", "Error", "Format", "GoString"])
    }

    /// One of `names` that Go predeclares (`int64`, `float64`, `rune`, `string`) and the
    /// package declares again at package level (`var int64 = …`, `type rune = string`):
    /// new code spelling it would mean the package's declaration.
    fn predeclared_taken<'n>(
        &self,
        names: &std::collections::BTreeSet<&'n str>,
    ) -> Option<&'n str> {
        names.iter().copied().find(|n| {
            (crate::syntax::is_predeclared_name(n) || crate::syntax::is_builtin_function(n))
                && self.declared.contains(n)
        })
    }

    /// Whether a file of another build declares one of `methods` on the type `name`, from
    /// its text.
    /// A file this build leaves out that declares a type `name` too (`type Handle int32`
    /// in fd_linux.go, `type Handle uintptr` in fd_windows.go): where it is built, the
    /// operand has that file's type, for which the conversion chosen here may be wrong.
    fn type_in_other_build(&self, name: &str) -> Option<&'p SourceFile> {
        if let Some(&seen) = self.types_seen.borrow().get(name) {
            return seen.map(|i| self.other_builds[i]);
        }
        let found = self.other_builds.iter().position(|f| {
            crate::syntax::outline::outline(&f.text).is_none_or(|o| {
                o.declarations.iter().any(|d| {
                    d.kind == crate::syntax::outline::DeclKind::Type && d.names.contains(&name)
                })
            })
        });
        self.types_seen.borrow_mut().insert(name.to_string(), found);
        found.map(|i| self.other_builds[i])
    }

    fn method_in_other_build(
        &self,
        name: &str,
        methods: &'static [&'static str],
    ) -> Option<&'p SourceFile> {
        let key = (name.to_string(), methods);
        if let Some(&seen) = self.methods_seen.borrow().get(&key) {
            return seen.map(|i| self.other_builds[i]);
        }
        let found = self.find_method_in_other_build(name, methods);
        self.methods_seen.borrow_mut().insert(key, found);
        found.map(|i| self.other_builds[i])
    }

    /// The type `name` and every alias of it the files of any build declare, aliases of
    /// aliases too (`PublicTier = apiTier; apiTier = Tier`): a method's receiver may be
    /// spelled with any of them.
    pub(super) fn spellings<'n>(&'n self, name: &'n str) -> Vec<&'n str> {
        let mut names = vec![name];
        let mut at = 0;
        while let Some(&next) = names.get(at) {
            at += 1;
            for alias in self.declared_text().aliases_of(next) {
                if !names.contains(&alias.as_str()) {
                    names.push(alias);
                }
            }
        }
        names
    }

    /// The index in `other_builds` of the file [`Self::method_in_other_build`] names.
    fn find_method_in_other_build(&self, name: &str, methods: &[&str]) -> Option<usize> {
        if self.other_builds.is_empty() {
            return None;
        }
        // `type Lvl = Level` (in any file of the package) and `func (l Lvl) String()`
        // in one this build leaves out declare Level's method too.
        let declared = self.declared_text();
        self.spellings(name)
            .into_iter()
            .flat_map(|n| methods.iter().flat_map(move |m| declared.method(n, m)))
            .filter_map(|(file, _)| self.other_build_index[*file])
            .min()
    }
}

/// A name of `names` that the function around `at` declares, in a scope reaching `at`,
/// as something other than the package-level type or imported package it means elsewhere
/// (`In := 5`, a variable `strconv`, a local `type Config struct{…}`): written there, new
/// code spelling it would mean that, and the file would not compile. A declaration after
/// `at`, or in a block that ends before it, shadows nothing there.
fn shadowed_in_function(cx: &Context, at: Node, names: &BTreeSet<&str>) -> Option<String> {
    // The function, or the top-level declaration holding a function literal
    // (`var handle = func(…) {…}`).
    let declaration = std::iter::successors(at.parent(), |n| n.parent()).find(|n| {
        matches!(n.kind_name(), "function_declaration" | "method_declaration")
            || n.parent().is_some_and(|p| p.kind_name() == "source_file")
    })?;
    // Most functions spell none of the names at all: two walks of their tree per site
    // were a quarter of the pass's time over the standard library.
    let text = cx.file.text_of(declaration);
    if !names
        .iter()
        .any(|name| crate::syntax::occurrences(text, name).next().is_some())
    {
        return None;
    }
    // A variable or constant is in scope from the end of its declaration on (`strconv :=
    // fmt.Sprintf(…)` does not see itself); a parameter of a function type only in it.
    let reaches_at = |declared: Node| {
        let declaring = std::iter::successors(declared.parent(), |n| n.parent())
            .take(3)
            .find(|n| {
                matches!(
                    n.kind_name(),
                    "short_var_declaration" | "var_spec" | "const_spec"
                )
            });
        declared.start_byte() < at.start_byte()
            && declaring.is_none_or(|d| d.end_byte() <= at.start_byte())
            && std::iter::successors(declared.parent(), |n| n.parent())
                .find(|n| is_scope(n.kind_name()))
                .is_some_and(|scope| scope.byte_range().contains(&at.start_byte()))
    };
    // Names go/types records no definition for at their own spelling: a type switch's
    // symbolic variable (`switch errors := v.(type)`, one implicit variable per case) and
    // a type parameter (`func F[int64 any]`).
    fn unrecorded(n: Node<'_>) -> Vec<Node<'_>> {
        match n.kind_name() {
            "type_switch_statement" => n
                .field("alias")
                .map(crate::syntax::named_children)
                .unwrap_or_default(),
            "type_parameter_declaration" => {
                let mut cursor = n.walk();
                let names = n.children_by_field_name("name", &mut cursor).collect();
                names
            }
            "method_declaration" => receiver_type_parameters(n),
            _ => Vec::new(),
        }
    }
    if let Some(name) = crate::syntax::descendants(declaration)
        .flat_map(unrecorded)
        .find(|name| names.contains(cx.file.text_of(*name)) && reaches_at(*name))
    {
        return Some(cx.file.text_of(name).to_string());
    }
    crate::syntax::descendants(declaration)
        .find(|n| match n.kind_name() {
            "identifier" => {
                names.contains(cx.file.text_of(*n))
                    && cx.types.object(*n).is_some_and(|o| {
                        let declares_here = o
                            .declared
                            .is_some_and(|(_, offset)| offset == n.start_byte());
                        !matches!(
                            o.kind,
                            crate::types::ObjectKind::Type | crate::types::ObjectKind::Package
                        ) && declares_here
                    })
                    && reaches_at(*n)
            }
            "type_spec" | "type_alias" => n
                .field("name")
                .is_some_and(|name| names.contains(cx.file.text_of(name)) && reaches_at(name)),
            _ => false,
        })
        .map(|n| match n.field("name") {
            Some(name) if n.kind_name() != "identifier" => cx.file.text_of(name).to_string(),
            _ => cx.file.text_of(n).to_string(),
        })
}

/// The type parameters a method's receiver declares (`uint64` in `func (b Box[uint64])
/// Label()`): names of the method's scope, whatever they mean outside it.
pub(super) fn receiver_type_parameters(method: Node<'_>) -> Vec<Node<'_>> {
    let Some(receiver) = method.field("receiver") else {
        return Vec::new();
    };
    crate::syntax::descendants(receiver)
        .filter(|n| n.kind_name() == "type_arguments")
        .flat_map(crate::syntax::descendants)
        .filter(|n| n.kind_name() == "type_identifier")
        .collect()
}

/// Whether a node opens a Go scope: a block, a statement with its own (`if x := …`,
/// `for`, `switch`, `select`), a case clause, or a function (its parameters).
fn is_scope(kind: &str) -> bool {
    matches!(
        kind,
        "block"
            | "if_statement"
            | "for_statement"
            | "expression_switch_statement"
            | "type_switch_statement"
            | "select_statement"
            | "expression_case"
            | "type_case"
            | "default_case"
            | "communication_case"
            | "func_literal"
            | "function_declaration"
            | "method_declaration"
            // A function type's or an interface method's parameters name nothing beyond.
            | "function_type"
            | "method_elem"
    )
}

fn refusal(
    file: &SourceFile,
    call: Node,
    subject: String,
    code: &'static str,
    message: String,
) -> Refusal {
    Refusal {
        pass: NAME,
        subject,
        code,
        location: Location::at(file, call.start_byte()),
        message,
    }
}

/// The name of the function or method a node is in (`Encode`, `(*Agg).Flush` as `Flush`),
/// for matching benchmarks that measure it.
fn enclosing_name(file: &SourceFile, node: Node) -> Option<String> {
    let mut at = node.parent();
    while let Some(n) = at {
        if matches!(n.kind_name(), "function_declaration" | "method_declaration") {
            return n.field("name").map(|name| file.text_of(name).to_string());
        }
        at = n.parent();
    }
    None
}

/// Whether the text that replaces `call` must be parenthesised to keep its meaning there:
/// a concatenation is safe where any expression of `+`'s precedence or lower is (an
/// argument, an operand of `+`, `==`, `&&`, a value), not under an index, a selector or a
/// unary operator.
fn needs_parentheses(call: Node) -> bool {
    let Some(parent) = call.parent() else {
        return true;
    };
    match parent.kind_name() {
        "argument_list"
        | "expression_list"
        | "literal_element"
        | "parenthesized_expression"
        | "return_statement"
        | "send_statement"
        | "var_spec"
        | "expression_statement"
        | "assignment_statement"
        | "short_var_declaration"
        | "keyed_element" => false,
        // A switch's tag and a range's operand take any expression, and gofmt drops
        // parentheses there (a composite literal inside is `literal_in_header`'s).
        "expression_switch_statement" => parent.child_by_field_name("value") != Some(call),
        "range_clause" => parent.child_by_field_name("right") != Some(call),
        "binary_expression" => {
            let op = parent
                .child_by_field_name("operator")
                .map(|o| o.kind())
                .unwrap_or_default();
            // `+` is left-associative: `a + (b + c)` and `a + b + c` are the same string.
            !matches!(
                op,
                "+" | "==" | "!=" | "<" | "<=" | ">" | ">=" | "&&" | "||"
            )
        }
        _ => true,
    }
}

/// Whether the call's arguments hold a composite literal and the call stands in the
/// header of an `if`, `for` or `switch` (between the keyword and the block, not inside
/// parentheses, brackets or braces): out of the call's parentheses, `Key{id}.name` there
/// would open the statement's block, so the rewrite stays in parentheses.
fn literal_in_header(call: Node) -> bool {
    let holds = call.field("arguments").is_some_and(|a| {
        crate::syntax::descendants(a).any(|n| n.kind_name() == "composite_literal")
    });
    if !holds {
        return false;
    }
    let mut node = call;
    while let Some(parent) = node.parent() {
        match parent.kind_name() {
            "if_statement"
            | "for_clause"
            | "range_clause"
            | "for_statement"
            | "expression_switch_statement"
            | "type_switch_statement" => return true,
            "index_expression" | "slice_expression" if parent.field("operand") != Some(node) => {
                return false
            }
            "parenthesized_expression"
            | "argument_list"
            | "literal_value"
            | "func_literal"
            | "block"
            | "source_file" => return false,
            _ => node = parent,
        }
    }
    false
}

/// Go's `fmt`/`json` package behind a selector's operand, by the type checker.
fn package_of<'f>(types: &crate::types::FileTypes<'f>, operand: Node) -> Option<&'f str> {
    let object = types.object(operand)?;
    (object.kind == crate::types::ObjectKind::Package)
        .then_some(object.package)
        .flatten()
}

#[cfg(test)]
mod tests {
    #[test]
    fn type_messages_name_packages_as_the_code_does() {
        let imported = |path: &str| match path {
            "example.com/game" => Some(String::new()),
            "math/rand/v2" => Some("rand".to_string()),
            _ => None,
        };
        let named = |ty| super::types_named(ty, imported);
        assert_eq!(named("math/big.Int"), "big.Int");
        assert_eq!(named("*math/rand/v2.Rand"), "*rand.Rand");
        assert_eq!(
            named("example.com/game.ID[example.com/game.user]"),
            "ID[user]"
        );
        assert_eq!(named("example.com/x/v2.Level"), "x.Level");
        assert_eq!(
            named("[1]struct{S _/work/x/audit.Secret}"),
            "[1]struct{S audit.Secret}"
        );
        assert_eq!(named("map[string]time.Time"), "map[string]time.Time");
        assert_eq!(named("func(...example.com/game.user)"), "func(...user)");
    }

    #[test]
    fn what_a_declaration_writes_a_name_with() {
        assert_eq!(super::result_of("getStat(p string) stat "), " stat ");
        assert_eq!(
            super::result_of("pick[T cmp.Ordered](a, b T, less func(T, T) bool) (T, error)"),
            " (T, error)"
        );
        let text = "type (\n\tCount sizeT // per platform\n\tfd = handle\n\tList[T any] []T\n\tstat struct {\n\t\tsize int64\n\t}\n)\n";
        assert_eq!(
            super::type_definition(text, "Count"),
            Some("sizeT // per platform")
        );
        assert_eq!(super::type_definition(text, "fd"), Some("handle"));
        assert_eq!(super::type_definition(text, "List"), Some("[]T"));
        assert_eq!(super::type_definition(text, "stat"), None);
    }
}
