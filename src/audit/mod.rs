//! `unbox audit`: find, confirm and rank the places a Go tree boxes values into interfaces.
//!
//! The syntactic [`finder`] lists every conversion of a non-constant, allocating value to an
//! interface; [`escape`] joins the compiler's escape analysis (`--escape`) and [`profile`]
//! the allocation samples of a pprof profile (`--profile`), so the first line of the report
//! is the one that costs the most. Option families the `options` pass would rewrite are
//! listed too, pointing at `unbox plan`.
//!
//! Invariant: reads the tree, runs `go build` only for `--escape`, and never writes.

pub mod escape;
pub mod finder;
pub mod profile;

use crate::engine::{self, fetch_types, parse_dir, read_dir, FactsScope, TypeReport, TypesMode};
use crate::passes::{Location, Pass, PassOptions};
use crate::problem::Problem;
use crate::style::Style;
use crate::syntax::Package;
use crate::workspace::PackageDir;
use crate::workspace::{self, Shard};
use escape::Escape;
pub use finder::Cause;
use finder::{Kind, Site};
use profile::Allocations;
use rayon::prelude::*;
use std::collections::BTreeMap;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// One boxing site in the report.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Finding {
    pub package: String,
    pub dir: PathBuf,
    pub file: PathBuf,
    pub line: usize,
    pub column: usize,
    pub expr: String,
    /// `None`: the source does not say what type the value has.
    #[serde(rename = "type")]
    pub ty: Option<String>,
    /// `false` when the type could not be classified (it may not allocate).
    pub certain: bool,
    pub kind: Kind,
    pub in_loop: bool,
    pub function: String,
    pub callee: Option<String>,
    pub hint: String,
    /// With `--escape`: what the compiler says.
    pub escape: Option<Escape>,
    /// With `--profile`: allocation samples at this line.
    pub allocations: Option<Allocations>,
    /// The pass that rewrites this site with the same output (`boxing`), when one does.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fixed_by: Option<&'static str>,
    /// The literal, call or function the site belongs to; findings are ranked by group.
    pub group: Cause,
    /// With `--profile`: the samples on every line of the group's literal or call (the
    /// map's own buckets with its boxed values), which one change removes; `None` for a
    /// function's group, whose sites' own lines count.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub group_allocations: Option<Allocations>,
    #[serde(skip)]
    end_column: usize,
}

/// An option family in the tree, with whether unbox can rewrite it.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Family {
    pub pass: &'static str,
    pub subject: String,
    pub location: Location,
    pub rewritable: bool,
    pub message: String,
}

/// A boxing site an `//unbox:ignore` comment covers: left out of the findings, listed so the
/// report says what it did not count and why.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Ignored {
    pub file: PathBuf,
    pub line: usize,
    pub column: usize,
    pub expr: String,
    /// Always `ignored`, as the refusal code of a pass.
    pub code: &'static str,
    /// The comment, where it is and its reason.
    pub message: String,
}

/// A package the audit read, for `--escape`'s compiler run: its folder, name, files
/// (tests are not audited) and the `//unbox:ignore` comments covering their lines.
pub struct Audited {
    pub dir: PathBuf,
    pub package: String,
    pub files: Vec<PathBuf>,
    pub ignores: Vec<crate::ignore::Ignore>,
}

/// Everything an audit found, ranked worst first.
#[derive(Debug, Default, serde::Serialize)]
pub struct Report {
    pub findings: Vec<Finding>,
    pub families: Vec<Family>,
    /// Sites an `//unbox:ignore` comment covers, not counted in `findings`.
    pub ignored: Vec<Ignored>,
    pub problems: Vec<Problem>,
    /// Things the reader should know about the evidence (an escape run that failed, a
    /// profile that matched nothing).
    pub notes: Vec<String>,
    /// Which packages were read with Go's type facts, and why the others were not.
    pub types: TypeReport,
}

/// What to audit and with which evidence.
pub struct AuditOptions {
    pub paths: Vec<PathBuf>,
    pub escape: bool,
    pub profile: Option<PathBuf>,
    pub jobs: Option<usize>,
    pub shard: Option<Shard>,
    /// Whether to type the findings with Go's type checker.
    pub types: TypesMode,
    /// The passes whose rewrite families are listed (none: no family listing).
    pub passes: Vec<&'static dyn Pass>,
    /// Build tags (`--tags`) for the type checker and the escape build.
    pub tags: Vec<String>,
    /// Folders (absolute) left out, from `unbox.toml`'s `exclude`.
    pub exclude: Vec<PathBuf>,
}

/// Why the rule exists, printed under every report.
pub const FREE_RULE: &str = "Not reported: constants, pointers, maps, chans, funcs, zero-size values and single-byte values (bool, byte, int8) go into an interface without allocating. Other integers are reported although a value 0-255 boxes without allocating (the runtime's staticuint64s cache): tests with small values look free while production IDs and timestamps allocate.";

/// What the audit found in one folder: sites, rewrite families, ignored sites, problems
/// and the code option families rewrite.
type FolderResult = (
    Vec<Finding>,
    Vec<Family>,
    Vec<Ignored>,
    Vec<Problem>,
    Vec<FamilyFix>,
);

/// Runs the audit.
pub fn audit(options: &AuditOptions) -> Report {
    let mut workspace = workspace::discover(&options.paths);
    if let Some(shard) = options.shard {
        workspace.keep_shard(shard);
    }
    engine::exclude(&mut workspace, &options.exclude);
    // Parse every folder, ask Go's type checker about all of them (one run per module,
    // without test files, which the audit does not report), then find the sites.
    let scan = || -> (Vec<FolderResult>, TypeReport, Vec<Audited>) {
        let mut parsed: Vec<(&PackageDir, Vec<Package>, Vec<Problem>)> = workspace
            .packages
            .par_iter()
            .map(|dir| {
                let texts = match read_dir(dir) {
                    Ok(texts) => texts,
                    Err((problems, _)) => return (dir, Vec::new(), problems),
                };
                match parse_dir(dir, texts) {
                    Ok((packages, problems)) => (dir, packages, problems),
                    Err(problems) => (dir, Vec::new(), problems),
                }
            })
            .collect();
        let wanted: Vec<&PackageDir> = parsed
            .iter()
            .filter(|(_, packages, _)| !packages.is_empty())
            .map(|(dir, _, _)| *dir)
            .collect();
        let answers = fetch_types(
            &wanted,
            options.types,
            FactsScope::WithoutTests,
            &Default::default(),
            &Default::default(),
            &options.tags,
            None,
        );
        let mut types = TypeReport::default();
        for (dir, packages, _) in &mut parsed {
            if let Some(facts) = answers.types.get(&dir.dir) {
                for package in packages.iter_mut() {
                    package.types = facts.clone();
                    types.count(&dir.dir, facts, answers.reused.contains(&dir.dir));
                }
            }
        }
        if types.typed > 0 {
            types.configuration = answers.configuration;
        }
        let audited: Vec<Audited> = parsed
            .iter()
            .flat_map(|(dir, packages, _)| {
                packages.iter().map(|package| Audited {
                    dir: dir.dir.clone(),
                    package: package.name.clone(),
                    files: package
                        .files
                        .iter()
                        .filter(|f| !f.is_test())
                        .map(|f| f.path.clone())
                        .collect(),
                    ignores: engine::ignores_of(package),
                })
            })
            .collect();
        let results = parsed
            .into_par_iter()
            .map(|(dir, packages, problems)| {
                let mut findings = Vec::new();
                let mut families = Vec::new();
                let mut ignored = Vec::new();
                let mut family_fixes = Vec::new();
                for package in &packages {
                    let ignores = engine::ignores_of(package);
                    let fixes = boxing_fixes(package, &options.passes, &ignores);
                    for site in finder::find(package) {
                        let covering = ignores
                            .iter()
                            .find(|i| {
                            i.applies_to("audit")
                                && (i.covers(&site.file, site.start_line)
                                    || i.covers(&site.file, site.line))
                        });
                        match covering {
                            Some(ignore) => ignored.push(Ignored {
                                file: site.file.clone(),
                                line: site.line,
                                column: site.column,
                                expr: site.expr.clone(),
                                code: "ignored",
                                message: ignore.describe(),
                            }),
                            None => {
                                let mut found = finding(package.name.as_str(), &dir.dir, site);
                                if fixes.iter().any(|fix| fix.covers(&found)) {
                                    found.fixed_by = Some(crate::passes::boxing::NAME);
                                    found.hint = "`unbox apply --pass boxing` rewrites it: the same bytes out, without the box".into();
                                }
                                findings.push(found);
                            }
                        }
                    }
                    let (listed, fixes) = self::families(package, &options.passes, &ignores);
                    families.extend(listed);
                    family_fixes.extend(fixes);
                }
                (findings, families, ignored, problems, family_fixes)
            })
            .collect();
        (results, types, audited)
    };
    let (results, types, audited) = match options
        .jobs
        .and_then(|n| rayon::ThreadPoolBuilder::new().num_threads(n).build().ok())
    {
        Some(pool) => pool.install(scan),
        None => scan(),
    };
    let mut report = Report {
        problems: workspace.problems,
        types,
        ..Report::default()
    };
    let mut family_fixes = Vec::new();
    for (findings, families, ignored, problems, fixes) in results {
        report.findings.extend(findings);
        report.families.extend(families);
        report.ignored.extend(ignored);
        report.problems.extend(problems);
        family_fixes.extend(fixes);
    }
    if options.escape {
        join_escapes(&mut report, &options.tags, &audited);
    }
    mark_family_fixes(&mut report, &family_fixes);
    if let Some(path) = &options.profile {
        match profile::allocations_by_line(path) {
            Ok(lines) => join_profile(&mut report, &lines),
            Err(e) => report.problems.push(Problem::input(
                path,
                e.to_string()
                    .trim_start_matches(&format!("{}: ", path.display()))
                    .to_string(),
            )),
        }
    }
    rank(&mut report);
    report
}

fn finding(package: &str, dir: &Path, site: Site) -> Finding {
    Finding {
        hint: hint(&site),
        package: package.to_string(),
        dir: dir.to_path_buf(),
        file: site.file,
        line: site.line,
        column: site.column,
        end_column: site.end_column,
        expr: site.expr,
        ty: site.ty,
        certain: site.certain,
        kind: site.kind,
        in_loop: site.in_loop,
        function: site.function,
        callee: site.callee,
        group: site.cause,
        group_allocations: None,
        escape: None,
        allocations: None,
        fixed_by: None,
    }
}

/// A one-line fix for a site, by how the value reaches the interface.
fn hint(site: &Site) -> String {
    let numeric = site
        .ty
        .as_deref()
        .is_some_and(|t| t.starts_with("int") || t.starts_with("uint") || t.starts_with("float"));
    let callee = site.callee.as_deref().unwrap_or("");
    let text = match site.kind {
        Kind::MapValue => "store it in a typed struct (or a map of a concrete type) instead of an interface map",
        Kind::SliceElement => "use a slice of the concrete type",
        Kind::StructField => "give the field a concrete type (or a type parameter)",
        Kind::Assignment => "keep the value in a variable or field of its concrete type",
        Kind::Argument => "take the concrete type (or a type parameter) instead of an interface",
        Kind::Return => "return the concrete type",
        Kind::Conversion => "keep the concrete type; convert only where an interface is needed",
        Kind::Send => "send on a channel of the concrete type",
        Kind::Compiler => "the compiler boxes a value on this line that no rule of the audit names (an implicit conversion to an interface): keep it in its concrete type",
        Kind::VariadicArgument if callee.ends_with("Errorf") && site.wraps => "return a typed error holding the value and the wrapped error (with an Unwrap method) instead of fmt.Errorf on a hot path",
        Kind::VariadicArgument if callee.ends_with("Errorf") => "build the error once (a sentinel or typed error) instead of fmt.Errorf on a hot path",
        Kind::VariadicArgument if callee.starts_with("fmt.S") && numeric => "format with strconv (strconv.FormatInt, strconv.Itoa) instead of fmt",
        Kind::VariadicArgument if callee.starts_with("fmt.S") => "concatenate, or use strings.Builder, instead of fmt",
        Kind::VariadicArgument if site.in_loop && !site.guarded => "guard the logging call (if enabled) or use a logger with typed fields: arguments are boxed even when the line is dropped",
        Kind::VariadicArgument if site.guarded => "boxed only when its `if` branch runs; where that is often, pass values of concrete types (a logger with typed fields)",
        Kind::VariadicArgument => "avoid ...any calls on hot paths, or pass values of concrete types",
    };
    text.to_string()
}

/// Where the `boxing` pass rewrites a call of a package (when it is among the passes):
/// the audit marks the sites inside as fixed by it rather than listing them as families.
fn boxing_fixes(
    package: &crate::syntax::Package,
    passes: &[&'static dyn Pass],
    ignores: &[crate::ignore::Ignore],
) -> Vec<Covered> {
    let Some(pass) = passes
        .iter()
        .find(|p| p.name() == crate::passes::boxing::NAME)
    else {
        return Vec::new();
    };
    let all: Vec<&str> = package.all_files().map(|f| f.text.as_str()).collect();
    if !pass.may_apply(&all) {
        return Vec::new();
    }
    pass.run(package, &PassOptions::default())
        .findings
        .iter()
        .filter(|f| engine::ignored_finding(ignores, f, package).is_none())
        .filter_map(|f| {
            let edit = f.fix.edits.first()?;
            let file = package.file(&edit.file)?;
            Some(Covered {
                file: edit.file.clone(),
                start: file.position(edit.start),
                end: file.position(edit.end),
            })
        })
        .collect()
}

/// A span of a file a pass rewrites, in 1-based lines and byte columns.
struct Covered {
    file: PathBuf,
    start: crate::syntax::Position,
    end: crate::syntax::Position,
}

impl Covered {
    /// Whether the span holds the finding's place; for a compiler box, which has a line
    /// but often no expression of its own, whether it touches the line.
    fn covers(&self, finding: &Finding) -> bool {
        if finding.file != self.file {
            return false;
        }
        if finding.kind == Kind::Compiler {
            return (self.start.line..=self.end.line).contains(&finding.line);
        }
        let at = (finding.line, finding.column);
        (self.start.line, self.start.column) <= at && at < (self.end.line, self.end.column)
    }
}

/// Code an `options` rewrite replaces: a box inside it (a constructor's
/// `return CallOption{headerOption(…)}`) goes with the interface the family becomes a
/// struct of, so the finding points at `unbox plan` rather than at a hand-made fix.
struct FamilyFix {
    span: Covered,
    subject: String,
}

/// Marks the findings an option family's rewrite removes, the compiler's boxes included
/// (which is why this runs after the escape join).
fn mark_family_fixes(report: &mut Report, fixes: &[FamilyFix]) {
    for finding in report.findings.iter_mut().filter(|f| f.fixed_by.is_none()) {
        if let Some(fix) = fixes.iter().find(|fix| fix.span.covers(finding)) {
            finding.fixed_by = Some(crate::passes::options::NAME);
            finding.hint = format!(
                "the options pass makes {} a tagged struct and this box goes: `unbox plan` shows the rewrite",
                fix.subject
            );
        }
    }
}

/// The families every rewrite pass sees in a package: what they would rewrite, and what
/// they see but refuse; and the code the `options` families' rewrites replace. The
/// `boxing` pass's rewrites are not families: the sites they fix are marked instead.
fn families(
    package: &crate::syntax::Package,
    passes: &[&'static dyn Pass],
    ignores: &[crate::ignore::Ignore],
) -> (Vec<Family>, Vec<FamilyFix>) {
    let all: Vec<&str> = package.all_files().map(|f| f.text.as_str()).collect();
    let mut families = Vec::new();
    let mut fixes = Vec::new();
    for pass in passes {
        if pass.name() == crate::passes::boxing::NAME || !pass.may_apply(&all) {
            continue;
        }
        let output = pass.run(package, &PassOptions::default());
        if pass.name() == crate::passes::options::NAME {
            for finding in &output.findings {
                if engine::ignored_finding(ignores, finding, package).is_some() {
                    continue;
                }
                for edit in &finding.fix.edits {
                    let Some(file) = package.file(&edit.file) else {
                        continue;
                    };
                    fixes.push(FamilyFix {
                        span: Covered {
                            file: edit.file.clone(),
                            start: file.position(edit.start),
                            end: file.position(edit.end),
                        },
                        subject: finding.subject.clone(),
                    });
                }
            }
        }
        families.extend(output.findings.iter().map(|f| {
            match engine::ignored_finding(ignores, f, package) {
                Some(why) => Family {
                    pass: f.pass,
                    subject: f.subject.clone(),
                    location: f.location.clone(),
                    rewritable: false,
                    message: format!("ignored: {why}"),
                },
                None => Family {
                    pass: f.pass,
                    subject: f.subject.clone(),
                    location: f.location.clone(),
                    rewritable: true,
                    message: format!("{}; `unbox plan` shows the rewrite", f.summary),
                },
            }
        }));
        let mut refused: BTreeMap<&str, (&Location, usize)> = BTreeMap::new();
        for refusal in &output.refusals {
            refused
                .entry(&refusal.subject)
                .or_insert((&refusal.location, 0))
                .1 += 1;
        }
        families.extend(
            refused
                .into_iter()
                .map(|(subject, (location, count))| Family {
                    pass: pass.name(),
                    subject: subject.to_string(),
                    location: location.clone(),
                    rewritable: false,
                    message: format!(
                        "a {} candidate unbox leaves alone ({count} reason{}; see `unbox plan`)",
                        pass.name(),
                        if count == 1 { "" } else { "s" }
                    ),
                }),
        );
    }
    (families, fixes)
}

/// Runs the compiler per module over every audited package, with the run's build tags:
/// marks each finding confirmed, stack or unknown from the escape diagnostics, and makes a
/// finding of every line where the compiled code boxes (`CALL runtime.convT…`) and the
/// finder named nothing, so the compiler, not the finder's rules, decides where boxes are.
fn join_escapes(report: &mut Report, tags: &[String], audited: &[Audited]) {
    let mut modules: BTreeMap<PathBuf, Vec<PathBuf>> = BTreeMap::new();
    for package in audited.iter().filter(|p| !p.files.is_empty()) {
        if let Some(root) = crate::verify::module_root(&package.dir) {
            let dirs = modules.entry(root).or_default();
            if !dirs.contains(&package.dir) {
                dirs.push(package.dir.clone());
            }
        }
    }
    let mut compiled = escape::Compiled::default();
    for (root, dirs) in &modules {
        match escape::diagnose(root, dirs, tags) {
            Ok(found) => {
                compiled.diagnostics.extend(found.diagnostics);
                compiled.box_calls.extend(found.box_calls);
            }
            Err(e) => report.notes.push(format!("--escape: {e}")),
        }
    }
    let diagnostics = &compiled.diagnostics;
    let canonical = |p: &Path| std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf());
    let mut matched = vec![false; diagnostics.len()];
    // Diagnostics by file and line: a module's run says tens of thousands of things.
    let mut by_line: BTreeMap<(&Path, usize), Vec<usize>> = BTreeMap::new();
    for (i, d) in diagnostics.iter().enumerate() {
        by_line
            .entry((d.file.as_path(), d.line))
            .or_default()
            .push(i);
    }
    // Lines the compiled code boxes on: a finding there that no diagnostic names (the
    // compiler puts a multi-line literal's box on its first line, the finder its field's
    // value) is confirmed by the box itself.
    let boxed: std::collections::BTreeSet<(PathBuf, usize)> = compiled
        .box_calls
        .iter()
        .map(|c| (canonical(&c.file), c.line))
        .collect();
    for finding in &mut report.findings {
        let file = canonical(&finding.file);
        let mut verdict = if modules.is_empty() {
            None
        } else {
            Some(Escape::Unknown)
        };
        let on_line = by_line
            .get(&(file.as_path(), finding.line))
            .map_or(&[][..], Vec::as_slice);
        for &i in on_line {
            let d = &diagnostics[i];
            if (finding.column..=finding.end_column.max(finding.column)).contains(&d.column) {
                matched[i] = true;
                verdict = Some(if d.escapes {
                    Escape::Confirmed
                } else {
                    Escape::Stack
                });
                if d.escapes {
                    break;
                }
            }
        }
        if verdict == Some(Escape::Unknown) && boxed.contains(&(file, finding.line)) {
            verdict = Some(Escape::Confirmed);
        }
        finding.escape = verdict;
    }
    // Lines the compiler boxes on, in audited files, that no finding is on.
    let mut owners: BTreeMap<PathBuf, (&Audited, &PathBuf)> = BTreeMap::new();
    for package in audited {
        for file in &package.files {
            owners.insert(canonical(file), (package, file));
        }
    }
    let found: std::collections::BTreeSet<(PathBuf, usize)> = report
        .findings
        .iter()
        .map(|f| (canonical(&f.file), f.line))
        .chain(report.ignored.iter().map(|i| (canonical(&i.file), i.line)))
        .collect();
    let mut lines: BTreeMap<(PathBuf, usize), Vec<&escape::BoxCall>> = BTreeMap::new();
    for call in &compiled.box_calls {
        let file = canonical(&call.file);
        if owners.contains_key(&file) && !found.contains(&(file.clone(), call.line)) {
            lines.entry((file, call.line)).or_default().push(call);
        }
    }
    let mut texts: BTreeMap<PathBuf, String> = BTreeMap::new();
    for ((file, line), calls) in lines {
        let Some((package, spelled)) = owners.get(&file) else {
            continue;
        };
        if package
            .ignores
            .iter()
            .any(|i| i.applies_to("audit") && (i.covers(spelled, line) || i.covers(&file, line)))
        {
            continue;
        }
        let text = texts
            .entry(file.clone())
            .or_insert_with(|| std::fs::read_to_string(&file).unwrap_or_default());
        let source = text.lines().nth(line.saturating_sub(1)).unwrap_or_default();
        // The escape diagnostic on the line, when one names the value; else the line.
        let named = by_line
            .get(&(file.as_path(), line))
            .into_iter()
            .flatten()
            .map(|&i| (&diagnostics[i], matched[i]))
            .find(|(d, seen)| d.escapes && !seen && escape::names_a_value(&d.expr))
            .map(|(d, _)| (d.column, d.expr.clone()));
        let (column, expr) = named.unwrap_or_else(|| {
            let indent = source.len() - source.trim_start().len();
            (indent + 1, source.trim().to_string())
        });
        let mut types: Vec<String> = calls.iter().map(|c| c.describe_type()).collect();
        types.dedup();
        let function = short_function(&calls[0].function);
        let site = finder::Site {
            file: (*spelled).clone(),
            start_line: line,
            line,
            column,
            end_column: column,
            expr,
            ty: Some(types.join(", ")),
            certain: true,
            kind: Kind::Compiler,
            in_loop: false,
            guarded: false,
            wraps: false,
            callee: None,
            cause: Cause {
                file: (*spelled).clone(),
                line,
                column,
                end_line: line,
                kind: "function",
                name: function.clone(),
            },
            function,
        };
        let mut finding = finding(&package.package, &package.dir, site);
        finding.escape = Some(Escape::Confirmed);
        report.findings.push(finding);
    }
}

/// A compiled function's name without its package path: `(*T).Add` for
/// `example.com/m.(*T).Add`, `encode.func1` for a closure.
fn short_function(symbol: &str) -> String {
    let last = symbol.rsplit('/').next().unwrap_or(symbol);
    last.split_once('.')
        .map_or(last, |(_, rest)| rest)
        .to_string()
}

/// Attributes profile samples to findings by source line. A profile names a file as the
/// binary recorded it: its absolute path, or with `-trimpath` (as production images are
/// built) the module path and the file's place in the module (`example.com/aggsvc/agg.go`).
fn join_profile(report: &mut Report, lines: &BTreeMap<(String, usize), Allocations>) {
    let mut by_line: BTreeMap<usize, Vec<(&str, &Allocations)>> = BTreeMap::new();
    for ((recorded, line), allocations) in lines {
        by_line
            .entry(*line)
            .or_default()
            .push((recorded.as_str(), allocations));
    }
    // Module path and root by package folder, read once.
    let mut modules: BTreeMap<PathBuf, Option<(String, PathBuf)>> = BTreeMap::new();
    let mut any = false;
    for finding in &mut report.findings {
        let file = std::fs::canonicalize(&finding.file).unwrap_or_else(|_| finding.file.clone());
        let trimmed = modules
            .entry(finding.dir.clone())
            .or_insert_with(|| {
                let dir = std::fs::canonicalize(&finding.dir).ok()?;
                let root = crate::workspace::module_root(&dir)?;
                Some((crate::workspace::module_path(&root)?, root))
            })
            .as_ref()
            .and_then(|(path, root)| {
                let rel = file.strip_prefix(root).ok()?;
                Some(format!(
                    "{path}/{}",
                    rel.to_string_lossy().replace('\\', "/")
                ))
            });
        let file = file.to_string_lossy().replace('\\', "/");
        let at = |line: usize| {
            by_line
                .get(&line)?
                .iter()
                .find_map(|(recorded, allocations)| {
                    (*recorded == file
                        || trimmed.as_deref() == Some(*recorded)
                        || file.ends_with(*recorded)
                        || recorded.ends_with(&file))
                    .then_some(**allocations)
                })
        };
        if let Some(allocations) = at(finding.line) {
            finding.allocations = Some(allocations);
            any = true;
        }
        if finding.group.kind != "function" {
            let spans = (finding.group.line..=finding.group.end_line).filter_map(at);
            finding.group_allocations = spans.reduce(|a, b| Allocations {
                alloc_space: a.alloc_space + b.alloc_space,
                alloc_objects: a.alloc_objects + b.alloc_objects,
            });
        }
    }
    if !any {
        report.notes.push("--profile: no sample in the profile falls on a reported line (was it taken from this code?)".into());
    }
}

/// Worst first, by group (the literal, call or function a site belongs to, see
/// [`Cause`]): most bytes allocated in the profile over the group's lines, then what the
/// compiler allocates before what it keeps on the stack (a `stack` site ranked first
/// without a profile), then inside loops, then certain types, then by place; within a
/// group, by the same keys site by site.
fn rank(report: &mut Report) {
    let verdict = |f: &Finding| match f.escape {
        Some(Escape::Confirmed) => 0,
        None | Some(Escape::Unknown) => 1,
        Some(Escape::Stack) => 2,
    };
    type Key = (std::cmp::Reverse<i64>, u8, bool, bool);
    let site_key = |f: &Finding| -> Key {
        (
            std::cmp::Reverse(f.allocations.map_or(0, |a| a.alloc_space)),
            verdict(f),
            !f.in_loop,
            !f.certain,
        )
    };
    // A line's figure counts once per group, however many of its sites the group has.
    let mut lines: BTreeMap<(&Cause, &Path, usize), i64> = BTreeMap::new();
    let mut groups: BTreeMap<&Cause, Key> = BTreeMap::new();
    for f in &report.findings {
        lines
            .entry((&f.group, f.file.as_path(), f.line))
            .or_insert(f.allocations.map_or(0, |a| a.alloc_space));
        let key = site_key(f);
        groups
            .entry(&f.group)
            .and_modify(|k| {
                k.1 = k.1.min(key.1);
                k.2 &= key.2;
                k.3 &= key.3;
            })
            .or_insert((std::cmp::Reverse(0), key.1, key.2, key.3));
    }
    for ((group, _, _), bytes) in lines {
        if let Some(k) = groups.get_mut(group) {
            k.0 = std::cmp::Reverse(k.0 .0 + bytes);
        }
    }
    // A literal's or call's own lines, where the profile has them, count whole.
    for f in &report.findings {
        if let (Some(all), Some(k)) = (f.group_allocations, groups.get_mut(&f.group)) {
            k.0 = std::cmp::Reverse(all.alloc_space);
        }
    }
    let groups: BTreeMap<Cause, Key> = groups.into_iter().map(|(c, k)| (c.clone(), k)).collect();
    report.findings.sort_by(|a, b| {
        let key = |f: &Finding| {
            (
                groups.get(&f.group).copied(),
                f.dir.clone(),
                f.group.clone(),
                site_key(f),
                f.file.clone(),
                f.line,
                f.column,
            )
        };
        key(a).cmp(&key(b))
    });
    report
        .families
        .sort_by(|a, b| (&a.location, &a.subject).cmp(&(&b.location, &b.subject)));
    report.problems.sort();
    report.problems.dedup();
}

/// The report as text, one line per finding in rank order, `file:line:col: kind: message`
/// (the shape of `go vet` and compiler errors, which editors, grep and CI annotators read),
/// with paths relative to `base` when they are under it. No colour.
pub fn render_text(report: &Report, out: &mut dyn Write, base: &Path) -> io::Result<()> {
    render_text_styled(report, out, Style::plain(), base)
}

/// [`render_text`], with kinds and the compiler's verdicts painted by `style`.
pub fn render_text_styled(
    report: &Report,
    out: &mut dyn Write,
    style: Style,
    base: &Path,
) -> io::Result<()> {
    let shown = |path: &Path| -> String {
        path.strip_prefix(base)
            .ok()
            .filter(|rest| path.is_absolute() && !rest.as_os_str().is_empty())
            .unwrap_or(path)
            .display()
            .to_string()
    };
    // A profile's figure belongs to a line: only the first site of the line shows it.
    let mut sampled: std::collections::BTreeSet<(&Path, usize)> = Default::default();
    for f in &report.findings {
        let mut message = format!(
            "{}: {} ({})",
            style.code(f.kind.describe()),
            shorten(&f.expr, 60),
            type_cell(f)
        );
        match f.escape {
            Some(Escape::Confirmed) => message.push_str(&format!(", {}", style.bad("heap"))),
            Some(Escape::Stack) => message.push_str(&format!(", {}", style.good("stack"))),
            Some(Escape::Unknown) => message.push_str(", compiler verdict unknown"),
            None => {}
        }
        if f.in_loop {
            message.push_str(", in a loop");
        }
        if let Some(a) = f.allocations {
            if sampled.insert((f.file.as_path(), f.line)) {
                message.push_str(&format!(
                    ", {} / {} objects allocated on this line",
                    bytes(a.alloc_space),
                    a.alloc_objects
                ));
            }
        }
        if f.group.kind != "function" {
            message.push_str(&format!(
                ", in {} {} at line {}",
                f.group.kind,
                shorten(&f.group.name, 40),
                f.group.line
            ));
        }
        writeln!(
            out,
            "{}:{}:{}: {message}; {}",
            shown(&f.file),
            f.line,
            f.column,
            f.hint
        )?;
    }
    for family in &report.families {
        writeln!(
            out,
            "{}:{}:{}: {} family {}: {}",
            shown(&family.location.file),
            family.location.position.line,
            family.location.position.column,
            family.pass,
            family.subject,
            family.message
        )?;
    }
    for i in &report.ignored {
        writeln!(
            out,
            "{}:{}:{}: ignored: {}: {}",
            shown(&i.file),
            i.line,
            i.column,
            shorten(&i.expr, 60),
            i.message
        )?;
    }
    render_summary(report, out)
}

/// A finding's type cell: `T?` when the finder could not classify `T`.
fn type_cell(f: &Finding) -> String {
    match (&f.ty, f.certain) {
        (Some(t), true) => t.clone(),
        (Some(t), false) => format!("{t}?"),
        (None, _) => "unknown".into(),
    }
}

/// The report as tables, one per package, packages in the order of their worst finding
/// (`--format table`). No colour.
pub fn render_table(report: &Report, out: &mut dyn Write) -> io::Result<()> {
    render_table_styled(report, out, Style::plain())
}

/// [`render_table`], with kinds and the compiler's verdicts painted by `style`.
pub fn render_table_styled(report: &Report, out: &mut dyn Write, style: Style) -> io::Result<()> {
    let mut order: Vec<(&PathBuf, &str)> = Vec::new();
    for f in &report.findings {
        if !order.iter().any(|(d, _)| *d == &f.dir) {
            order.push((&f.dir, &f.package));
        }
    }
    let mut rank = 0;
    // A profile's figure belongs to a line: the first site of the line shows it, the
    // others point at that one, so a line's bytes are not read as several lines' worth.
    let mut first_on_line: BTreeMap<(&Path, usize), usize> = BTreeMap::new();
    for (dir, package) in order {
        writeln!(
            out,
            "{}",
            style.bold(&format!("{} (package {package})", dir.display()))
        )?;
        let rows: Vec<Vec<String>> = report
            .findings
            .iter()
            .filter(|f| &f.dir == dir)
            .map(|f| {
                rank += 1;
                let file = f.file.file_name().map_or_else(
                    || f.file.display().to_string(),
                    |n| n.to_string_lossy().into_owned(),
                );
                vec![
                    rank.to_string(),
                    format!("{file}:{}:{}", f.line, f.column),
                    f.group.describe(),
                    f.kind.describe().to_string(),
                    type_cell(f),
                    if f.in_loop {
                        "loop".into()
                    } else {
                        String::new()
                    },
                    f.escape.map_or(String::new(), |e| match e {
                        Escape::Confirmed => "heap".into(),
                        Escape::Stack => "stack".into(),
                        Escape::Unknown => "?".into(),
                    }),
                    f.allocations.map_or(String::new(), |a| {
                        match first_on_line.entry((f.file.as_path(), f.line)) {
                            std::collections::btree_map::Entry::Occupied(first) => {
                                format!("line of #{}", first.get())
                            }
                            std::collections::btree_map::Entry::Vacant(slot) => {
                                slot.insert(rank);
                                format!("{} / {} objs", bytes(a.alloc_space), a.alloc_objects)
                            }
                        }
                    }),
                    shorten(&f.expr, 32),
                    f.hint.clone(),
                ]
            })
            .collect();
        let header = [
            "#",
            "where",
            "group",
            "kind",
            "type",
            "",
            "compiler",
            "allocated",
            "expression",
            "fix",
        ];
        let mut widths: Vec<usize> = header.iter().map(|h| h.chars().count()).collect();
        for row in &rows {
            for (w, cell) in widths.iter_mut().zip(row) {
                *w = (*w).max(cell.chars().count());
            }
        }
        let line = |cells: Vec<String>| -> String {
            let padded: Vec<String> = cells
                .iter()
                .zip(&widths)
                .enumerate()
                .map(|(i, (c, w))| {
                    let padded = if i + 1 == cells.len() {
                        c.clone()
                    } else {
                        format!("{c:<w$}")
                    };
                    // Paint after padding: escape codes must not count as width.
                    match (i, c.as_str()) {
                        (_, "") => padded,
                        (3, _) if c != "kind" => style.code(&padded),
                        (6, "heap") => style.bad(&padded),
                        (6, "stack") => style.good(&padded),
                        _ => padded,
                    }
                })
                .collect();
            format!("  {}", padded.join("  ")).trim_end().to_string()
        };
        writeln!(
            out,
            "{}",
            line(header.iter().map(|h| h.to_string()).collect())
        )?;
        for row in rows {
            writeln!(out, "{}", line(row))?;
        }
    }
    for family in &report.families {
        writeln!(
            out,
            "{} family {} at {}: {}",
            family.pass, family.subject, family.location, family.message
        )?;
    }
    for i in &report.ignored {
        writeln!(
            out,
            "ignored: {}:{}:{}: {}: {}",
            i.file.display(),
            i.line,
            i.column,
            i.expr,
            i.message
        )?;
    }
    render_summary(report, out)
}

/// What closes both text forms: notes, what went untyped, the count and what is free.
fn render_summary(report: &Report, out: &mut dyn Write) -> io::Result<()> {
    for note in &report.notes {
        writeln!(out, "note: {note}")?;
    }
    crate::plan::render_untyped(&report.types, out)?;
    let in_loops = report.findings.iter().filter(|f| f.in_loop).count();
    writeln!(
        out,
        "{} boxing site{} ({in_loops} in loops), {} rewrite famil{}",
        report.findings.len(),
        if report.findings.len() == 1 { "" } else { "s" },
        report.families.len(),
        if report.families.len() == 1 {
            "y"
        } else {
            "ies"
        }
    )?;
    writeln!(out, "{FREE_RULE}")
}

fn bytes(n: i64) -> String {
    let n = n as f64;
    if n >= 1024.0 * 1024.0 {
        format!("{:.1} MB", n / 1024.0 / 1024.0)
    } else if n >= 1024.0 {
        format!("{:.1} kB", n / 1024.0)
    } else {
        format!("{n} B")
    }
}

/// An expression on one line for a report, at most `max` characters: comments dropped
/// (in a multi-line literal, a `// comment` joined onto one line would hide the rest),
/// white space collapsed.
fn shorten(text: &str, max: usize) -> String {
    let one_line = without_comments(text)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    if one_line.chars().count() <= max {
        one_line
    } else {
        format!("{}…", one_line.chars().take(max - 1).collect::<String>())
    }
}

/// Go text without its comments, each replaced by a space; string, rune and raw string
/// literals are kept whole (`"http://x"` is not a comment).
fn without_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' | '\'' | '`' => {
                out.push(c);
                while let Some(d) = chars.next() {
                    out.push(d);
                    if d == '\\' && c != '`' {
                        if let Some(escaped) = chars.next() {
                            out.push(escaped);
                        }
                    } else if d == c {
                        break;
                    }
                }
            }
            '/' if chars.peek() == Some(&'/') => {
                for d in chars.by_ref() {
                    if d == '\n' {
                        break;
                    }
                }
                out.push(' ');
            }
            '/' if chars.peek() == Some(&'*') => {
                chars.next();
                let mut last = ' ';
                for d in chars.by_ref() {
                    if last == '*' && d == '/' {
                        break;
                    }
                    last = d;
                }
                out.push(' ');
            }
            _ => out.push(c),
        }
    }
    out
}

/// The audit JSON's format version: a tool reading it can tell a format it does not
/// know from a report with nothing in it. Raised when a field changes meaning or goes.
pub const JSON_VERSION: u32 = 2;

/// The report as JSON, `version` first.
pub fn render_json(report: &Report, out: &mut dyn Write) -> io::Result<()> {
    #[derive(serde::Serialize)]
    struct Versioned<'r> {
        version: u32,
        #[serde(flatten)]
        report: &'r Report,
    }
    let versioned = Versioned {
        version: JSON_VERSION,
        report,
    };
    serde_json::to_writer_pretty(&mut *out, &versioned)?;
    writeln!(out)
}

/// The report as SARIF 2.1.0, for code-scanning interfaces: one rule per kind of site.
pub fn render_sarif(report: &Report, out: &mut dyn Write) -> io::Result<()> {
    use serde_json::json;
    let kinds = [
        Kind::MapValue,
        Kind::SliceElement,
        Kind::StructField,
        Kind::Assignment,
        Kind::Argument,
        Kind::VariadicArgument,
        Kind::Return,
        Kind::Conversion,
        Kind::Send,
        Kind::Compiler,
    ];
    let rule_id = |k: Kind| format!("unbox/boxing/{}", k.describe().replace(' ', "-"));
    let rules: Vec<_> = kinds
        .iter()
        .map(|k| json!({
            "id": rule_id(*k),
            "shortDescription": { "text": format!("value boxed into an interface ({})", k.describe()) },
            "fullDescription": { "text": FREE_RULE },
        }))
        .collect();
    let results: Vec<_> = report
        .findings
        .iter()
        .map(|f| {
            let ty = f.ty.clone().unwrap_or_else(|| "a value of unknown type".into());
            json!({
                "ruleId": rule_id(f.kind),
                "level": if f.in_loop { "warning" } else { "note" },
                "message": { "text": format!("{} ({ty}) is boxed into an interface{}: {}", f.expr, if f.in_loop { " inside a loop" } else { "" }, f.hint) },
                "locations": [{
                    "physicalLocation": {
                        "artifactLocation": { "uri": f.file.to_string_lossy().replace('\\', "/") },
                        "region": { "startLine": f.line, "startColumn": f.column },
                    }
                }],
                "properties": {
                    "group": f.group,
                    "compiler": f.escape,
                    "allocations": f.allocations,
                    "type": f.ty,
                    "in_loop": f.in_loop,
                },
            })
        })
        .collect();
    let sarif = json!({
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": { "driver": { "name": "unbox", "version": env!("CARGO_PKG_VERSION"), "rules": rules } },
            "results": results,
        }],
    });
    serde_json::to_writer_pretty(&mut *out, &sarif)?;
    writeln!(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site(line: usize, in_loop: bool, escape: Option<Escape>) -> Finding {
        Finding {
            package: "svc".into(),
            dir: PathBuf::from("svc"),
            file: PathBuf::from("svc/svc.go"),
            line,
            column: 1,
            expr: "v".into(),
            ty: Some("int".into()),
            certain: true,
            kind: Kind::Argument,
            in_loop,
            function: "handle".into(),
            callee: None,
            hint: String::new(),
            escape,
            allocations: None,
            fixed_by: None,
            group: Cause {
                file: PathBuf::from("svc/svc.go"),
                line,
                column: 1,
                end_line: line,
                kind: "call",
                name: "log.Printf".into(),
            },
            group_allocations: None,
            end_column: 2,
        }
    }

    /// The sites of one literal rank together, by the bytes of all its lines, before a
    /// call whose one line allocated more than any single line of the literal; without a
    /// profile, groups of equal rank keep their place in the file.
    #[test]
    fn a_literal_s_sites_rank_together_by_its_lines() {
        let literal = Cause {
            file: PathBuf::from("svc/svc.go"),
            line: 10,
            column: 7,
            end_line: 14,
            kind: "literal",
            name: "map[string]any".into(),
        };
        let mut findings: Vec<Finding> = (11..=13)
            .map(|line| {
                let mut f = site(line, false, None);
                f.group = literal.clone();
                f
            })
            .collect();
        findings.insert(1, site(20, false, None));
        let mut report = Report {
            findings,
            ..Report::default()
        };
        rank(&mut report);
        let lines: Vec<usize> = report.findings.iter().map(|f| f.line).collect();
        assert_eq!(lines, [11, 12, 13, 20]);
        let bytes = |n| {
            Some(Allocations {
                alloc_space: n,
                alloc_objects: 1,
            })
        };
        for f in &mut report.findings {
            f.allocations = bytes(if f.line == 20 { 300 } else { 100 });
            if f.group == literal {
                f.group_allocations = bytes(400);
            }
        }
        rank(&mut report);
        let lines: Vec<usize> = report.findings.iter().map(|f| f.line).collect();
        assert_eq!(
            lines,
            [11, 12, 13, 20],
            "400 bytes over the literal's lines"
        );
        for f in &mut report.findings {
            if f.group == literal {
                f.group_allocations = bytes(250);
            }
        }
        rank(&mut report);
        let lines: Vec<usize> = report.findings.iter().map(|f| f.line).collect();
        assert_eq!(lines, [20, 11, 12, 13], "the call's line allocated more");
    }

    /// Without a profile, a site the compiler keeps on the stack ranked first when it sat
    /// in a loop; what the compiler allocates now comes first, loop or not, and a site it
    /// said nothing of sits between.
    #[test]
    fn the_compilers_verdict_ranks_before_the_loop() {
        let mut report = Report {
            findings: vec![
                site(10, true, Some(Escape::Stack)),
                site(20, false, None),
                site(30, false, Some(Escape::Confirmed)),
            ],
            ..Report::default()
        };
        rank(&mut report);
        let lines: Vec<usize> = report.findings.iter().map(|f| f.line).collect();
        assert_eq!(lines, [30, 20, 10]);
        report.findings[2].allocations = Some(Allocations {
            alloc_space: 64,
            alloc_objects: 8,
        });
        rank(&mut report);
        assert_eq!(report.findings[0].line, 10, "profile samples rank first");
    }

    /// A multi-line expression reads on one line without its comments; literals that
    /// look like comments stay.
    #[test]
    fn expressions_read_on_one_line_without_comments() {
        assert_eq!(
            shorten("e.endpoint+ // the path\n\t\"/v1/traces\"", 60),
            "e.endpoint+ \"/v1/traces\""
        );
        assert_eq!(
            shorten(
                "fmt.Sprintf(\"http://%s/*x*/\", /* host */ h, `a//b`, '/')",
                80
            ),
            "fmt.Sprintf(\"http://%s/*x*/\", h, `a//b`, '/')"
        );
        assert_eq!(shorten("\"a\\\"//b\" // c", 20), "\"a\\\"//b\"");
    }

    /// Two sites on one sampled line: the figure is the line's, shown once.
    #[test]
    fn a_lines_figure_is_shown_once() {
        let sampled = Some(Allocations {
            alloc_space: 4096,
            alloc_objects: 64,
        });
        let mut first = site(10, true, None);
        let mut second = site(10, true, None);
        second.column = 20;
        first.allocations = sampled;
        second.allocations = sampled;
        let mut report = Report {
            findings: vec![first, second],
            ..Report::default()
        };
        rank(&mut report);
        let mut out = Vec::new();
        render_table(&report, &mut out).expect("render");
        let text = String::from_utf8(out).expect("utf-8");
        assert_eq!(text.matches("64 objs").count(), 1, "{text}");
        assert!(text.contains("line of #1"), "{text}");
        let mut out = Vec::new();
        render_text(&report, &mut out, Path::new("/elsewhere")).expect("render");
        let text = String::from_utf8(out).expect("utf-8");
        assert_eq!(text.matches("64 objects").count(), 1, "{text}");
    }
}
