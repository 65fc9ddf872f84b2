//! The driver: paths in, one [`Outcome`] out (what every pass found, refused and would
//! change, per package), ready for the plan, diff and apply outputs.
//!
//! ```text
//! paths ─► workspace ─► read + pre-filter + parse ─┬─► passes ─► merge ─► gofmt ─► Outcome
//!          (folders,     (per folder, in parallel)  │     ▲
//!           modules)                                └─► type facts (when a pass wants them:
//!                                                       one facts run per module, see
//!                                                       `typecheck`) attached to the Package
//! ```
//!
//! Per folder, in parallel: read the files (UTF-8 only), outline them (top-level
//! declarations from tokens alone, `syntax::outline`), parse with tree-sitter only the
//! declarations a pass can need (types, methods, and whatever spells a name the passes
//! look at, to a fixed point), refuse the package if a parsed part has a syntax error,
//! and ask each pass whose pre-filter matched whether Go's type facts could change its
//! verdict ([`Pass::wants_types`]). Folders no pass needs facts for are finished at once (passes, merge, gofmt), so their trees are dropped early; the
//! others wait for one run of the type checker per module, get the facts attached to their
//! [`Package`], and are finished the same way. Passes never run Go themselves: facts are
//! data on the package. Results are sorted before they leave, so output does not depend on
//! scheduling.
//!
//! Invariant: never writes files, prints or touches git; outputs sit above this module.

use crate::edit::{apply_edits, merge, Fix};
use crate::gofmt::{self, GofmtError};
use crate::ignore::{self, Ignore};
use crate::line_endings;
use crate::passes::{Declarations, Finding, Location, Pass, PassOptions, Refusal};
use crate::platforms::Configuration;
use crate::problem::Problem;
use crate::syntax::outline::{needed_declarations, outline, DeclKind, Declaration, Outline};
use crate::syntax::NodeExt;
use crate::syntax::{
    go_parser, has_build_constraint, is_build_ignored, is_generated, LeftOut, Package, Position,
    SourceFile, UnparsedBody,
};
use crate::typecheck::{self, Checker, Cuts, Unavailable};
use crate::types::Types;
use crate::workspace::{self, PackageDir, Shard};
use foldhash::HashSet;
use rayon::iter::Either;
use rayon::prelude::*;
use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// A resolved run configuration, built from the command line before work starts.
pub struct Config {
    pub paths: Vec<PathBuf>,
    pub passes: Vec<&'static dyn Pass>,
    /// Pass rewritten files through gofmt when it is installed.
    pub gofmt: bool,
    /// Worker threads; `None` lets rayon choose (one per core).
    pub jobs: Option<usize>,
    /// Analyse only this shard of the packages.
    pub shard: Option<Shard>,
    /// Options handed to every pass.
    pub pass_options: PassOptions,
    /// Told as packages are done; the command line shows a bar with it.
    pub progress: Arc<dyn Progress>,
    /// Whether to fetch type facts from Go's type checker.
    pub types: TypesMode,
    /// The most bytes of one file to parse; see [`MAX_PARSED`].
    pub max_parsed: usize,
    /// Build tags (`--tags`) the type checker lists the packages with.
    pub tags: Vec<String>,
    /// `--only`: the families and containers to take (their subjects, as the plan names
    /// them); empty for all. Others are left as they are and not reported.
    pub only: Vec<String>,
    /// Folders (absolute) whose packages are left out, from `unbox.toml`'s `exclude`.
    pub exclude: Vec<PathBuf>,
}

impl Config {
    /// A configuration with gofmt, no shard and no progress reporting.
    pub fn new(paths: Vec<PathBuf>, passes: Vec<&'static dyn Pass>) -> Config {
        Config {
            paths,
            passes,
            gofmt: true,
            jobs: None,
            shard: None,
            pass_options: PassOptions::default(),
            progress: Arc::new(Silent),
            types: TypesMode::Auto,
            max_parsed: MAX_PARSED,
            tags: Vec::new(),
            only: Vec::new(),
            exclude: Vec::new(),
        }
    }
}

/// Hears how a run progresses. Called from worker threads, so it must be cheap.
pub trait Progress: Send + Sync {
    /// The run will look at `packages` package folders.
    fn start(&self, _packages: usize) {}
    /// One package folder is done.
    fn done(&self, _dir: &Path, _module: Option<&Path>) {}
    /// All packages are done.
    fn finish(&self) {}
}

/// Progress that goes nowhere.
pub struct Silent;

impl Progress for Silent {}

/// A file the run would rewrite.
#[derive(Debug, Clone)]
pub struct FileChange {
    pub path: PathBuf,
    pub old: String,
    pub new: String,
}

/// What the passes said about one package.
#[derive(Debug, Clone, serde::Serialize)]
pub struct PackageReport {
    pub dir: PathBuf,
    pub name: String,
    pub findings: Vec<Finding>,
    pub refusals: Vec<Refusal>,
}

/// Everything a run found, in a fixed order: packages by directory then name, changes by
/// path, problems by path and position.
#[derive(Debug, Default)]
pub struct Outcome {
    pub packages: Vec<PackageReport>,
    pub changes: Vec<FileChange>,
    pub problems: Vec<Problem>,
    /// gofmt was wanted but is not installed; outputs say so once.
    pub gofmt_missing: bool,
    /// Modules the packages belong to, and how many came from `go.work` files.
    pub modules: usize,
    pub work_modules: usize,
    /// Package folders looked at, and files parsed (the rest were skipped by pre-filters).
    pub package_dirs: usize,
    pub files_parsed: usize,
    /// Whether changes were formatted with gofmt (so subsets must be too).
    pub formatted: bool,
    /// The text as read of every file a kept fix edits, to render subsets of the fixes.
    pub originals: BTreeMap<PathBuf, String>,
    pub files_read: usize,
    /// Which packages the passes saw with type facts, and why the others had none.
    pub types: TypeReport,
    /// The shard of the tree this run covered, if any.
    pub shard: Option<Shard>,
    /// Wall time per package folder the passes looked at (reading, parsing and passes,
    /// not the type checker), slowest first.
    pub timings: Vec<(PathBuf, Duration)>,
    /// Replayed from an earlier run with the same inputs (see `crate::replay`): nothing
    /// was read or parsed this time.
    pub replayed: bool,
}

impl Outcome {
    /// Number of rewrites that will be made.
    pub fn findings(&self) -> usize {
        self.packages.iter().map(|p| p.findings.len()).sum()
    }

    /// Every kept finding with the package it belongs to, in output order.
    pub fn all_findings(&self) -> impl Iterator<Item = (&PackageReport, &Finding)> {
        self.packages
            .iter()
            .flat_map(|p| p.findings.iter().map(move |f| (p, f)))
    }

    /// The file changes made by a subset of the kept findings: what a commit of only some
    /// families, or a run that dropped some, writes.
    pub fn changes_for(&self, findings: &[&Finding]) -> Result<Vec<FileChange>, Problem> {
        let fixes: Vec<&Fix> = findings.iter().map(|f| &f.fix).collect();
        render_changes(&self.originals, &fixes, self.formatted)
    }
}

/// Applies fixes that are known not to conflict to the original texts, then formats each
/// changed file. A gofmt rejection means a pass produced invalid Go: the whole set is
/// refused, naming the file.
pub fn render_changes(
    originals: &BTreeMap<PathBuf, String>,
    fixes: &[&Fix],
    format: bool,
) -> Result<Vec<FileChange>, Problem> {
    let edited = edited_texts(originals, fixes);
    let formatted = if format {
        let pairs: Vec<(&str, &str)> = edited
            .iter()
            .map(|c| (c.old.as_str(), c.new.as_str()))
            .collect();
        gofmt::format_edited(&pairs)
    } else {
        edited.iter().map(|c| Ok(c.new.clone())).collect()
    };
    finish_changes(edited, formatted)
}

/// Each edited file with the fixes applied to its original text, not yet formatted.
fn edited_texts(originals: &BTreeMap<PathBuf, String>, fixes: &[&Fix]) -> Vec<FileChange> {
    let owned: Vec<Fix> = fixes.iter().map(|f| (*f).clone()).collect();
    let merged = merge(&owned);
    merged
        .edits
        .iter()
        .filter_map(|(path, edits)| {
            let old = originals.get(path)?;
            Some(FileChange {
                path: path.clone(),
                old: old.clone(),
                new: apply_edits(old, edits),
            })
        })
        .collect()
}

/// The changes from edited texts and what formatting made of each (the text itself when
/// not formatted): the first rejection refuses the whole set, naming its file; a file
/// that comes out as it was is no change.
fn finish_changes(
    edited: Vec<FileChange>,
    formatted: Vec<Result<String, GofmtError>>,
) -> Result<Vec<FileChange>, Problem> {
    let mut changes = Vec::new();
    for (change, new) in edited.into_iter().zip(formatted) {
        let new = new.map_err(|e| {
            Problem::unsafe_at(&change.path, format!("{e}; package left untouched"))
        })?;
        // gofmt and the passes write `\n`; the file keeps its own line endings and BOM.
        let new = line_endings::keep(&change.old, &new);
        if new != change.old {
            changes.push(FileChange { new, ..change });
        }
    }
    Ok(changes)
}

/// Formats the edited files of every folder's packages with one gofmt process, then
/// finishes each package as `rewrite_package` would have: its changes, or, when gofmt
/// rejects one of its files, a problem and no rewrites.
fn format_deferred(results: &mut [DirResult]) {
    let pairs: Vec<(&str, &str)> = results
        .iter()
        .flat_map(|r| &r.unformatted)
        .flat_map(|u| &u.edited)
        .map(|c| (c.old.as_str(), c.new.as_str()))
        .collect();
    if pairs.is_empty() {
        return;
    }
    let mut formatted = gofmt::format_edited(&pairs).into_iter();
    for result in results.iter_mut() {
        for pending in std::mem::take(&mut result.unformatted) {
            let mine: Vec<_> = formatted.by_ref().take(pending.edited.len()).collect();
            let paths: Vec<PathBuf> = pending.edited.iter().map(|c| c.path.clone()).collect();
            match finish_changes(pending.edited, mine) {
                Ok(changes) => result.changes.extend(changes),
                Err(problem) => {
                    result.problems.push(problem);
                    if let Some(report) = result.packages.get_mut(pending.package) {
                        report.findings.clear();
                    }
                    for path in &paths {
                        result.originals.remove(path);
                    }
                }
            }
        }
    }
}

/// Runs the configured passes over the configured paths.
///
/// Three steps: read, pre-filter and parse every folder (in parallel); ask Go's type
/// checker, once per module, about the packages some pass has a candidate in; then run the
/// passes on each package (in parallel) with its facts attached.
pub fn run(config: &Config) -> Outcome {
    let mut workspace = workspace::discover(&config.paths);
    if let Some(shard) = config.shard {
        workspace.keep_shard(shard);
    }
    exclude(&mut workspace, &config.exclude);
    config.progress.start(workspace.packages.len());
    if config.types == TypesMode::Auto {
        typecheck::warm();
    }
    let format = config.gofmt && gofmt::available();
    let work = || -> (Vec<DirResult>, TypeReport) {
        // Folders no pass needs type facts for are finished at once, so their trees are
        // dropped early; the others wait for one type-checker run per module.
        let done = |parsed: ParsedDir| {
            let dir = parsed.dir;
            let base = parsed.result.clone();
            let result = rewrite_dir(&parsed, base, config, format);
            config.progress.done(&dir.dir, dir.module.as_deref());
            result
        };
        let (mut results, mut waiting): (Vec<DirResult>, Vec<ParsedDir>) = workspace
            .packages
            .par_iter()
            .map(|dir| parse_for_passes(dir, &config.passes, config.max_parsed))
            .partition_map(|parsed| {
                if parsed.wants_types() {
                    Either::Right(parsed)
                } else {
                    Either::Left(done(parsed))
                }
            });
        let mut report = attach_types(&mut waiting, config.types, &config.tags);
        // A folder the census need not prove across the module is finished here, and its
        // trees dropped on the worker that made them: dropping every tree on one thread
        // at the end was a serial tenth of a second over the standard library.
        let (proving, mut finished): (Vec<(ParsedDir, DirResult)>, Vec<DirResult>) = waiting
            .into_par_iter()
            .map(|parsed| {
                let result = rewrite_dir(&parsed, parsed.result.clone(), config, format);
                if needs_proof(&parsed, &result) {
                    Either::Left((parsed, result))
                } else {
                    let dir = parsed.dir;
                    drop(parsed);
                    config.progress.done(&dir.dir, dir.module.as_deref());
                    Either::Right(result)
                }
            })
            .partition_map(|finished| finished);
        let (mut proving, mut proved): (Vec<ParsedDir>, Vec<DirResult>) =
            proving.into_iter().unzip();
        // Every module of the run: another may import a package whose rewrite is proved
        // (a sibling in a go.work, or one with a `replace` to it).
        let modules: Vec<PathBuf> = workspace
            .packages
            .iter()
            .filter_map(|d| d.module.clone())
            .collect::<BTreeSet<_>>()
            .into_iter()
            .collect();
        let proof_inputs = prove_across_module(&mut proving, &mut proved, config, format, &modules);
        report.inputs.merge(proof_inputs);
        for (parsed, result) in proving.iter().zip(proved) {
            config
                .progress
                .done(&parsed.dir.dir, parsed.dir.module.as_deref());
            finished.push(result);
        }
        results.append(&mut finished);
        (results, report)
    };
    let (mut results, types) = match config
        .jobs
        .and_then(|n| rayon::ThreadPoolBuilder::new().num_threads(n).build().ok())
    {
        Some(pool) => pool.install(work),
        None => work(),
    };
    format_deferred(&mut results);
    config.progress.finish();
    let mut outcome = Outcome {
        modules: workspace.modules().len(),
        work_modules: workspace.work_modules.len(),
        package_dirs: workspace.packages.len(),
        problems: workspace.problems,
        gofmt_missing: config.gofmt && !format,
        formatted: format,
        types,
        shard: config.shard,
        ..Outcome::default()
    };
    for result in results {
        if let Some(package) = result.packages.first() {
            outcome.timings.push((package.dir.clone(), result.elapsed));
        }
        outcome.packages.extend(result.packages);
        outcome.changes.extend(result.changes);
        outcome.originals.extend(result.originals);
        outcome.problems.extend(result.problems);
        outcome.files_read += result.files_read;
        outcome.files_parsed += result.files_parsed;
    }
    outcome
        .packages
        .sort_by(|a, b| (&a.dir, &a.name).cmp(&(&b.dir, &b.name)));
    outcome.changes.sort_by(|a, b| a.path.cmp(&b.path));
    outcome.problems.sort();
    outcome.problems.dedup();
    outcome
        .timings
        .sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    note_sites_rewritten_by_others(&mut outcome);
    outcome
}

pub use crate::passes::DECIDED_AGAIN;

/// Marks each refusal whose site another pass rewrites in this run. Every pass decides on
/// the code as read, so a refusal for a site that another pass's rewrite changes (records
/// refusing a variant that becomes an interface at a constructor which options rewrites
/// into a struct) may not hold on the rewritten code; the user is told to run again
/// rather than left to find the second round's rewrites by surprise.
fn note_sites_rewritten_by_others(outcome: &mut Outcome) {
    let mut spans: BTreeMap<&Path, Vec<(usize, usize, &'static str, &str)>> = BTreeMap::new();
    for (_, finding) in outcome.all_findings() {
        for edit in &finding.fix.edits {
            spans.entry(edit.file.as_path()).or_default().push((
                edit.start,
                edit.end,
                finding.pass,
                finding.subject.as_str(),
            ));
        }
    }
    let mut notes: Vec<(usize, usize, String)> = Vec::new();
    for (p, package) in outcome.packages.iter().enumerate() {
        for (r, refusal) in package.refusals.iter().enumerate() {
            let file = refusal.location.file.as_path();
            let (Some(spans), Some(text)) = (spans.get(file), outcome.originals.get(file)) else {
                continue;
            };
            let Some(byte) = byte_at(text, &refusal.location.position) else {
                continue;
            };
            let by_other = spans.iter().find(|(start, end, pass, _)| {
                *pass != refusal.pass && *start <= byte && byte < (*end).max(start + 1)
            });
            if let Some((_, _, pass, subject)) = by_other {
                notes.push((
                    p,
                    r,
                    format!("; the {pass} rewrite of {subject} in this run changes this site: {DECIDED_AGAIN}"),
                ));
            }
        }
    }
    for (p, r, note) in notes {
        if let Some(refusal) = outcome.packages[p].refusals.get_mut(r) {
            // A conflict says so already; an ignored site stays ignored whatever runs.
            if !matches!(refusal.code, "conflict" | "ignored") {
                refusal.message.push_str(&note);
            }
        }
    }
}

/// The byte offset of a 1-based line and byte column in `text`, if it lies inside it.
fn byte_at(text: &str, position: &Position) -> Option<usize> {
    let line_start = if position.line <= 1 {
        0
    } else {
        text.match_indices('\n')
            .nth(position.line - 2)
            .map(|(i, _)| i + 1)?
    };
    let byte = line_start + position.column.checked_sub(1)?;
    (byte <= text.len()).then_some(byte)
}

#[derive(Default, Clone)]
struct DirResult {
    packages: Vec<PackageReport>,
    changes: Vec<FileChange>,
    originals: BTreeMap<PathBuf, String>,
    problems: Vec<Problem>,
    files_read: usize,
    files_parsed: usize,
    /// Wall time spent on this folder (reading, parsing, passes; not type facts).
    elapsed: Duration,
    /// Packages whose edited files wait to be formatted, all folders' in one gofmt run
    /// at the end (see `format_deferred`).
    unformatted: Vec<Unformatted>,
}

/// A package's edited files, not yet formatted, and where its report is.
#[derive(Clone)]
struct Unformatted {
    /// The index of the package's report in [`DirResult::packages`].
    package: usize,
    edited: Vec<FileChange>,
}

/// One folder after reading and parsing, waiting for its type facts.
struct ParsedDir<'w> {
    dir: &'w PackageDir,
    /// The passes whose pre-filter matched a file of the folder.
    passes: Vec<&'static dyn Pass>,
    packages: Vec<Package>,
    generated: BTreeSet<PathBuf>,
    result: DirResult,
}

/// Reads and parses one folder, unless no pass's pre-filter matches it.
fn parse_for_passes<'w>(
    dir: &'w PackageDir,
    passes: &[&'static dyn Pass],
    max_parsed: usize,
) -> ParsedDir<'w> {
    let started = Instant::now();
    let mut parsed = parse_unmeasured(dir, passes, max_parsed);
    parsed.result.elapsed = started.elapsed();
    parsed
}

fn parse_unmeasured<'w>(
    dir: &'w PackageDir,
    passes: &[&'static dyn Pass],
    max_parsed: usize,
) -> ParsedDir<'w> {
    let mut parsed = ParsedDir {
        dir,
        passes: Vec::new(),
        packages: Vec::new(),
        generated: BTreeSet::new(),
        result: DirResult::default(),
    };
    let texts = match read_dir(dir) {
        Ok(texts) => texts,
        Err((problems, read)) => {
            parsed.result.problems = problems;
            parsed.result.files_read = read;
            return parsed;
        }
    };
    parsed.result.files_read = dir.files.len();
    // Most packages cannot hold any candidate; skip parsing them altogether.
    let all: Vec<&str> = texts.iter().map(|(_, t)| t.as_str()).collect();
    parsed.passes = passes
        .iter()
        .copied()
        .filter(|p| p.may_apply(&all))
        .collect();
    if parsed.passes.is_empty() {
        return parsed;
    }
    parsed.generated = texts
        .iter()
        .filter(|(_, t)| is_generated(t))
        .map(|(p, _)| p.clone())
        .collect();
    match parse_needed(dir, texts, &parsed.passes, max_parsed) {
        Ok((packages, problems, count)) => {
            parsed.result.problems.extend(problems);
            parsed.result.files_parsed = count;
            parsed.packages = packages;
        }
        Err((problems, count)) => {
            parsed.result.problems.extend(problems);
            parsed.result.files_parsed = count;
        }
    }
    parsed
}

/// A folder's packages with the files parsed, problems beside them, and how many files
/// were parsed; or the syntax errors that refuse the folder.
type Needed = Result<(Vec<Package>, Vec<Problem>, usize), (Vec<Problem>, usize)>;

/// Parses what the passes need of a folder. Every file's types and imports are parsed
/// first (candidates live there); the passes name what their candidates are made of
/// ([`Pass::relevant_names`]); then the files that also declare something spelling one of
/// those names, or a name declared in terms of one, are parsed again with those
/// declarations. Everything else stays text: a 20 MB generated table costs its outline,
/// not a gigabyte of tree. Go's parser still checks every file before a rewrite.
fn parse_needed(
    dir: &PackageDir,
    texts: Vec<(PathBuf, String)>,
    passes: &[&dyn Pass],
    max_parsed: usize,
) -> Needed {
    let outlines: Vec<Option<Outline>> = texts.par_iter().map(|(_, t)| outline(t)).collect();
    let callables = Callables::new(&outlines);
    // Types hold the options' and records' candidates; a folder only the boxing pass
    // reads (its candidates are calls) leaves them unparsed.
    let types = passes.iter().any(|p| p.parses_types());
    let always: Vec<Option<Vec<bool>>> = outlines
        .iter()
        .map(|o| {
            Some(
                o.as_ref()?
                    .declarations
                    .iter()
                    .map(|d| d.parsed_first(types))
                    .collect(),
            )
        })
        .collect();
    // What each file leaves out when only `parsed` is read, unless that is too much.
    // The first cut gives only bytes: passes name what they need from declarations
    // alone, and a file whose cut stays the same gets the second cut's whole account.
    let cut = |parsed: &[Option<Vec<bool>>],
               callables: Option<(&Callables, bool)>|
     -> Result<Vec<Option<LeftOut>>, Vec<Problem>> {
        let large = too_large(dir, &texts, &outlines, parsed, max_parsed);
        if !large.is_empty() {
            return Err(large);
        }
        Ok(outlines
            .iter()
            .zip(parsed)
            .map(|(o, n)| left_out(o.as_ref()?, n.as_ref()?, callables))
            .collect())
    };
    let first_cut = cut(&always, None).map_err(|large| (large, 0))?;
    let declarations = Package {
        dir: dir.dir.clone(),
        name: String::new(),
        // Copies: the outlines borrow `texts` until the second cut is known.
        files: parse_files(texts.iter().cloned().zip(first_cut).collect()),
        external_tests: Vec::new(),
        types: Types::default(),
    };
    let methods: Vec<(String, String)> = outlines
        .iter()
        .flatten()
        .flat_map(|o| &o.declarations)
        .filter_map(|d| Some((d.receiver?.to_string(), d.names.first()?.to_string())))
        .collect();
    let known = Declarations {
        package: &declarations,
        methods: &methods,
        outlines: &outlines,
    };
    let mut seeds: BTreeSet<String> = BTreeSet::new();
    // What the left-out functions call is listed only for a pass that follows such calls
    // and names something here (most folders of GOROOT/src: none does).
    let mut bodies = false;
    for pass in passes {
        let names = pass.relevant_names(&known);
        bodies |= pass.follows_unparsed_calls() && !names.is_empty();
        seeds.extend(names);
    }
    let mut needed = needed_declarations(&outlines, &seeds, types);
    // Declarations a pass asks for by their text (calls, not names).
    for ((path, text), (outline, flags)) in texts.iter().zip(outlines.iter().zip(&mut needed)) {
        let (Some(outline), Some(flags)) = (outline, flags) else {
            continue;
        };
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default();
        for (declaration, flag) in outline.declarations.iter().zip(flags.iter_mut()) {
            if !*flag {
                let body = text.get(declaration.range.clone()).unwrap_or_default();
                *flag = passes.iter().any(|p| p.parses_declaration(name, body));
            }
        }
    }
    let cuts = cut(&needed, Some((&callables, bodies))).map_err(|large| (large, 0))?;
    drop(callables);
    drop(outlines);
    drop(texts);
    // A file whose cut did not change keeps its first tree; the others are parsed again,
    // reusing it for the declarations both cuts read.
    let mut files = Vec::new();
    let mut again = Vec::new();
    for (mut first, cut) in declarations.files.into_iter().zip(cuts) {
        let same = match (&first.left_out, &cut) {
            (None, None) => true,
            (Some(a), Some(b)) => a.ranges == b.ranges,
            _ => false,
        };
        if same {
            first.left_out = cut;
            files.push(first);
        } else {
            again.push((first, cut));
        }
    }
    files.extend(
        again
            .into_par_iter()
            .map_init(go_parser, |parser, (first, cut)| first.reparse(parser, cut))
            .collect::<Vec<_>>(),
    );
    files.sort_by(|a, b| a.path.cmp(&b.path));
    // A file counts as parsed when tree-sitter read a declaration of it beyond its
    // package clause and imports.
    let count = files
        .iter()
        .filter(|f| {
            let root = f.tree.root_node();
            let mut cursor = root.walk();
            let declares = root.named_children(&mut cursor).any(|n| {
                !matches!(
                    n.kind_name(),
                    "package_clause" | "import_declaration" | "comment"
                )
            });
            declares || f.left_out.is_none()
        })
        .count();
    let broken = syntax_problems(dir, &files);
    if !broken.is_empty() {
        return Err((broken, count));
    }
    let mut problems = Vec::new();
    let packages = group_packages(dir, files, &mut problems);
    Ok((packages, problems, count))
}

/// The most bytes of one file that tree-sitter parses by default (`--max-parse-mb`): a
/// syntax tree takes about 40 bytes per byte of text, so beyond this a file would cost its
/// run gigabytes (a 20 MB table of option values: 2.4 GB and 25 s). The generated files of
/// the standard library stay under it (the largest, `ssa/opGen.go`, is 3 MB).
pub const MAX_PARSED: usize = 4 << 20;

/// The code of the problem raised for a file too large to parse (see `too_large`).
pub const SIZE_LIMIT: &str = "size_limit";

/// A problem for each file of which more than `max` bytes would be parsed: the
/// declarations flagged in `parsed`, or the whole file when it has no outline. Such a
/// folder is left alone, named at the largest declaration read, rather than parsed.
fn too_large(
    dir: &PackageDir,
    texts: &[(PathBuf, String)],
    outlines: &[Option<Outline>],
    parsed: &[Option<Vec<bool>>],
    max: usize,
) -> Vec<Problem> {
    let mut problems = Vec::new();
    for (((path, text), outline), flags) in texts.iter().zip(outlines).zip(parsed) {
        let read: Vec<Range<usize>> = match (outline, flags) {
            (Some(o), Some(flags)) => o
                .declarations
                .iter()
                .zip(flags)
                .filter(|(_, read)| **read)
                .map(|(d, _)| d.range.clone())
                .collect(),
            _ => std::iter::once(0..text.len()).collect(),
        };
        let total: usize = read.iter().map(|r| r.len()).sum();
        if total <= max {
            continue;
        }
        let largest = read.iter().max_by_key(|r| r.len()).map_or(0, |r| r.start);
        let line = text[..largest].matches('\n').count() + 1;
        let column = largest - text[..largest].rfind('\n').map_or(0, |n| n + 1) + 1;
        problems.push(
            Problem::unsafe_at(
                path,
                format!(
                    "{SIZE_LIMIT}: a pass must read {:.1} MB of this file (the largest part \
                     starts here), over the {} MB unbox parses in one file (a syntax tree \
                     takes about 40 bytes per byte; --max-parse-mb raises it); package {} \
                     left untouched",
                    total as f64 / 1e6,
                    max as f64 / f64::from(1 << 20),
                    dir.dir.display()
                ),
            )
            .at(line, column),
        );
    }
    problems
}

/// The declarations of an outline not flagged `needed`, or `None` when all are. With
/// `callables`, it also names what each declaration left out declares, and, when its flag
/// says a pass follows such calls here, each function, method and function-holding
/// variable left out keeps what it can call (see [`Callables`]); without, only the bytes
/// are given.
fn left_out(
    outline: &Outline,
    needed: &[bool],
    callables: Option<(&Callables, bool)>,
) -> Option<LeftOut> {
    let mut cut = LeftOut::default();
    for (declaration, _) in outline
        .declarations
        .iter()
        .zip(needed)
        .filter(|(_, n)| !**n)
    {
        match cut.ranges.last_mut() {
            Some(last) if last.end == declaration.range.start => last.end = declaration.range.end,
            _ => cut.ranges.push(declaration.range.clone()),
        }
        let Some((callables, bodies)) = callables else {
            continue;
        };
        let names = declaration.names.iter().map(|n| n.to_string());
        if let Some(body) = bodies.then(|| callables.body(declaration)).flatten() {
            cut.bodies.extend(names.clone().map(|name| UnparsedBody {
                name,
                ..body.clone()
            }));
        }
        match declaration.kind {
            DeclKind::Method => cut.methods.extend(names),
            DeclKind::Func => {
                cut.funcs.extend(names.clone());
                cut.names.extend(names);
            }
            _ => cut.names.extend(names),
        }
    }
    (!cut.ranges.is_empty()).then_some(cut)
}

/// What a folder's outlines say about calls: the names of its functions, methods and of
/// the variables that may hold a function, and the types that spell `func` (a function
/// type, or a struct with a function field).
struct Callables<'t> {
    names: HashSet<&'t str>,
    func_types: HashSet<&'t str>,
}

impl<'t> Callables<'t> {
    fn new(outlines: &[Option<Outline<'t>>]) -> Callables<'t> {
        let declarations = || outlines.iter().flatten().flat_map(|o| &o.declarations);
        let func_types: HashSet<&str> = declarations()
            .filter(|d| d.kind == DeclKind::Type && d.words.contains("func"))
            .flat_map(|d| d.names.iter().copied())
            .collect();
        let mut names: HashSet<&str> = declarations()
            .filter(|d| matches!(d.kind, DeclKind::Method | DeclKind::Func))
            .flat_map(|d| d.names.iter().copied())
            .collect();
        let functions = names.clone();
        names.extend(
            declarations()
                .filter(|d| d.kind == DeclKind::Var)
                .filter(|d| {
                    d.words.contains("func")
                        || d.words
                            .iter()
                            .any(|w| functions.contains(w) || func_types.contains(w))
                })
                .flat_map(|d| d.names.iter().copied()),
        );
        Callables { names, func_types }
    }

    /// The call summary of a function, method or function-holding variable.
    fn body(&self, declaration: &Declaration) -> Option<UnparsedBody> {
        let holds_function = match declaration.kind {
            DeclKind::Method | DeclKind::Func => false,
            DeclKind::Var if declaration.names.iter().any(|n| self.names.contains(n)) => true,
            _ => return None,
        };
        let mut calls: Vec<String> = declaration
            .words
            .iter()
            .filter(|w| self.names.contains(*w))
            .map(|w| w.to_string())
            .collect();
        calls.sort();
        let spells_func = |words: &HashSet<&str>| {
            words.contains("func") || words.iter().any(|w| self.func_types.contains(w))
        };
        let takes_func = holds_function || declaration.signature.as_ref().is_some_and(spells_func);
        let yields = [
            "<-", "select", "go", "Unlock", "RUnlock", "Wait", "Sleep", "Gosched",
        ]
        .iter()
        .any(|w| declaration.words.contains(w));
        Some(UnparsedBody {
            name: String::new(),
            calls,
            takes_func,
            yields,
        })
    }
}

/// Whether to ask Go's type checker about the packages passes look at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum TypesMode {
    /// Use Go when it is on PATH; without it, passes fall back to syntax and say so.
    #[default]
    Auto,
    /// Never run Go; every package is judged by syntax alone.
    Off,
}

/// How many packages ran with and without type facts, and why not.
#[derive(Debug, Default, Clone, serde::Serialize)]
pub struct TypeReport {
    /// Packages the passes saw with facts.
    pub typed: usize,
    /// Of those, the packages whose facts an earlier run computed (the facts cache).
    pub reused: usize,
    /// Packages the passes saw without facts, by reason (the reason's first clause), with
    /// the folders.
    pub untyped: BTreeMap<String, Vec<PathBuf>>,
    /// The build the facts describe, when any package had facts.
    pub configuration: Option<Configuration>,
    /// Files of packages with facts that this build leaves out (`_windows.go` on linux,
    /// `//go:build integration` without that tag): passes read them by syntax alone.
    pub excluded: Vec<PathBuf>,
    /// What the facts were computed from, beyond the run's own folders.
    #[serde(skip)]
    pub inputs: FactsInputs,
}

/// The folders and files a run's type facts were computed from (the facts cache's
/// inputs), so that its outcome can be kept and replayed while they are unchanged.
#[derive(Debug, Default, Clone)]
pub struct FactsInputs {
    pub dirs: BTreeSet<PathBuf>,
    pub files: BTreeSet<PathBuf>,
    /// Some facts may depend on more than files (GOPATH mode, a failed listing): an
    /// outcome with them is not kept.
    pub unbounded: bool,
}

impl FactsInputs {
    /// Adds what one facts answer was computed from.
    fn add(&mut self, inputs: Option<&crate::types::Inputs>) {
        match inputs {
            Some(inputs) => {
                self.dirs.extend(inputs.dirs.iter().cloned());
                self.files.extend(inputs.files.iter().cloned());
            }
            None => self.unbounded = true,
        }
    }

    fn merge(&mut self, other: FactsInputs) {
        self.dirs.extend(other.dirs);
        self.files.extend(other.files);
        self.unbounded |= other.unbounded;
    }
}

/// Fetches type facts for every package that some pass has a candidate in, one run of the
/// facts program per module, and attaches them; the others keep [`Types::Unknown`].
fn attach_types(parsed: &mut [ParsedDir], mode: TypesMode, tags: &[String]) -> TypeReport {
    let wanted: Vec<&PackageDir> = parsed.iter().map(|dir| dir.dir).collect();
    // What was left unparsed is what no pass asks about, so it needs no facts.
    let cuts: Cuts = parsed
        .iter()
        .flat_map(|dir| &dir.packages)
        .flat_map(Package::all_files)
        .filter_map(|f| Some((f.path.clone(), f.left_out.as_ref()?.ranges.clone())))
        .collect();
    // Each pass names the types whose every use it must judge (the census).
    let census: typecheck::Census = parsed
        .iter()
        .map(|dir| {
            let names = dir
                .packages
                .iter()
                .flat_map(|p| dir.passes.iter().flat_map(move |pass| pass.census(p)))
                .collect();
            (dir.dir.dir.clone(), names)
        })
        .collect();
    let answers = fetch_types(
        &wanted,
        mode,
        FactsScope::WithTests,
        &cuts,
        &census,
        tags,
        None,
    );
    let mut report = TypeReport::default();
    for dir in parsed.iter_mut() {
        if let Some(types) = answers.types.get(&dir.dir.dir) {
            for package in &mut dir.packages {
                package.types = types.clone();
                report.count(&dir.dir.dir, types, answers.reused.contains(&dir.dir.dir));
                if let Some(facts) = types.known() {
                    report.excluded.extend(
                        package
                            .all_files()
                            .filter(|f| !facts.has_file(f))
                            .map(|f| f.path.clone()),
                    );
                }
            }
        }
    }
    if report.typed > 0 {
        report.configuration = answers.configuration;
    }
    report.excluded.sort();
    report.inputs = answers.inputs;
    report
}

impl ParsedDir<'_> {
    /// Whether some pass has a candidate in one of the folder's packages that type facts
    /// could decide.
    fn wants_types(&self) -> bool {
        self.packages
            .iter()
            .any(|p| self.passes.iter().any(|pass| pass.wants_types(p)))
    }
}

impl TypeReport {
    /// Counts one package's facts (or the reason it has none); `reused`: they came from
    /// the facts cache.
    pub fn count(&mut self, dir: &Path, types: &Types, reused: bool) {
        match types {
            Types::Known(_) => {
                self.typed += 1;
                self.reused += usize::from(reused);
            }
            Types::NotRequested => {}
            Types::Unknown(why) => {
                let reason = why.split(": ").next().unwrap_or(why).to_string();
                self.untyped
                    .entry(reason)
                    .or_default()
                    .push(dir.to_path_buf())
            }
        }
    }
}

/// Which files of a package the type checker looks at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FactsScope {
    /// The package with its tests, as passes see it.
    WithTests,
    /// The package's own files only (the audit reports no test code), which is faster.
    WithoutTests,
}

/// Runs Go's type checker over package folders, once per module (folders in no module
/// together, in GOPATH mode), modules in parallel. Every folder asked about gets an answer:
/// facts, or why there are none.
pub fn fetch_types(
    dirs: &[&PackageDir],
    mode: TypesMode,
    scope: FactsScope,
    cuts: &Cuts,
    census: &typecheck::Census,
    tags: &[String],
    foreign: Option<&[PathBuf]>,
) -> Facts {
    let mut by_module: BTreeMap<Option<PathBuf>, Vec<PathBuf>> = BTreeMap::new();
    for dir in dirs {
        by_module
            .entry(dir.module.clone())
            .or_default()
            .push(dir.dir.clone());
    }
    let mut facts = Facts::default();
    if by_module.is_empty() {
        return facts;
    }
    let checker = match mode {
        TypesMode::Off => Err(Unavailable(
            "type facts were turned off (--no-types)".into(),
        )),
        TypesMode::Auto => Checker::locate().map(|c| c.with_tags(tags)),
    };
    let checker = match checker {
        Ok(checker) => checker,
        Err(why) => {
            facts.types = by_module
                .into_values()
                .flatten()
                .map(|d| (d, Types::Unknown(why.to_string())))
                .collect();
            return facts;
        }
    };
    let (goos, goarch) = checker.target();
    facts.configuration = Some(Configuration {
        goos: goos.to_string(),
        goarch: goarch.to_string(),
        tags: tags.to_vec(),
    });
    let inputs = std::sync::Mutex::new(FactsInputs::default());
    let answers: Vec<(PathBuf, Types, bool)> = by_module
        .into_par_iter()
        .flat_map_iter(|(module, dirs)| {
            let answers = checker.check(
                module.as_deref(),
                &dirs,
                scope == FactsScope::WithTests,
                cuts,
                census,
                foreign,
            );
            if let Ok(mut inputs) = inputs.lock() {
                inputs.add(answers.as_ref().ok().and_then(|c| c.inputs.as_ref()));
            }
            dirs.into_iter().map(move |dir| {
                let canonical = typecheck::canonical(&dir);
                let (types, reused) = match &answers {
                    Err(why) => (Types::Unknown(with_remedy(why.clone())), false),
                    Ok(checked) => match checked.answers.get(&canonical) {
                        Some(types) => (types.clone(), checked.reused.contains(&canonical)),
                        None => (Types::Unknown(unlisted(checked.unlisted.as_deref())), false),
                    },
                };
                (dir, types, reused)
            })
        })
        .collect();
    for (dir, types, reused) in answers {
        if reused {
            facts.reused.insert(dir.clone());
        }
        facts.types.insert(dir, types);
    }
    facts.inputs = inputs.into_inner().unwrap_or_else(|e| e.into_inner());
    facts
}

/// Why the facts name no package for a folder: go list's error when it placed a package
/// in no folder, with the usual remedy when the module cache lacks what it needs (the
/// facts program never reaches the network).
fn unlisted(error: Option<&str>) -> String {
    match error {
        Some(error) => with_remedy(format!("the go tool did not list this package: {error}")),
        None => "the go tool did not list this package".into(),
    }
}

/// A facts error, with the remedy when go list wanted a module the module cache lacks.
fn with_remedy(error: String) -> String {
    if error.contains("module lookup disabled by GOPROXY=off") {
        format!("{error} (a requirement of the module is not in the module cache: `go mod download` in the module fetches it)")
    } else {
        error
    }
}

/// Type facts by package folder, as [`fetch_types`] found them.
#[derive(Default)]
pub struct Facts {
    /// Every folder asked about: its facts, or why there are none.
    pub types: BTreeMap<PathBuf, Types>,
    /// The folders whose facts an earlier run computed (the facts cache).
    pub reused: BTreeSet<PathBuf>,
    /// The build the facts describe, when the type checker ran.
    pub configuration: Option<Configuration>,
    /// What the facts were computed from.
    pub inputs: FactsInputs,
}

/// Proves the rewrites of the first verdicts against the module: a folder with a rewrite
/// gets its census again, with the uses in the module's packages that import it (an option
/// logged by a command, a container compared by a helper package's test), and its passes
/// run again on that. Only folders with a rewrite pay for listing the module and checking
/// its importers: a refusal needs no more proof.
fn prove_across_module(
    waiting: &mut [ParsedDir],
    finished: &mut [DirResult],
    config: &Config,
    format: bool,
    modules: &[PathBuf],
) -> FactsInputs {
    let rewriting: Vec<usize> = (0..finished.len())
        .filter(|i| needs_proof(&waiting[*i], &finished[*i]))
        .collect();
    if rewriting.is_empty() {
        return FactsInputs::default();
    }
    let dirs: Vec<&PackageDir> = rewriting.iter().map(|i| waiting[*i].dir).collect();
    let cuts: Cuts = rewriting
        .iter()
        .flat_map(|i| &waiting[*i].packages)
        .flat_map(Package::all_files)
        .filter_map(|f| Some((f.path.clone(), f.left_out.as_ref()?.ranges.clone())))
        .collect();
    let census: typecheck::Census = rewriting
        .iter()
        .map(|i| {
            let parsed = &waiting[*i];
            let names = parsed
                .packages
                .iter()
                .flat_map(|p| parsed.passes.iter().flat_map(move |pass| pass.census(p)))
                .collect();
            (parsed.dir.dir.clone(), names)
        })
        .collect();
    let answers = fetch_types(
        &dirs,
        config.types,
        FactsScope::WithTests,
        &cuts,
        &census,
        &config.tags,
        Some(modules),
    );
    for i in rewriting {
        let parsed = &mut waiting[i];
        let Some(types) = answers.types.get(&parsed.dir.dir) else {
            continue;
        };
        // Facts that could not be had now leave the first verdict as it was.
        if types.known().is_none() {
            continue;
        }
        for package in &mut parsed.packages {
            package.types = types.clone();
        }
        finished[i] = rewrite_dir(parsed, parsed.result.clone(), config, format);
    }
    answers.inputs
}

/// Whether a folder's rewrites must be proved again against the module's packages that
/// import it: it has a rewrite by a pass that named a census here (the boxing pass's
/// rewrites stay inside one call and need none: proving them again was a second run of
/// 60 standard-library folders, a third of a records and boxing plan), and the facts
/// program can extend that census to the importers.
fn needs_proof(parsed: &ParsedDir, result: &DirResult) -> bool {
    if !parsed
        .packages
        .iter()
        .any(|p| p.types.known().is_some_and(|f| !f.census.is_empty()))
    {
        return false;
    }
    let counted: BTreeSet<&str> = parsed
        .passes
        .iter()
        .filter(|pass| parsed.packages.iter().any(|p| !pass.census(p).is_empty()))
        .map(|pass| pass.name())
        .collect();
    result
        .packages
        .iter()
        .flat_map(|p| &p.findings)
        .any(|f| counted.contains(f.pass))
}

/// Runs the passes on a parsed folder's packages.
fn rewrite_dir(
    parsed: &ParsedDir,
    mut result: DirResult,
    config: &Config,
    format: bool,
) -> DirResult {
    let started = Instant::now();
    for package in &parsed.packages {
        let report = rewrite_package(
            package,
            parsed.dir,
            &parsed.generated,
            &parsed.passes,
            config,
            format,
            &mut result,
        );
        result.packages.push(report);
    }
    result.elapsed += started.elapsed();
    result
}

/// Why a folder could not be read: its problems, and how many files were read anyway.
pub type Unread = (Vec<Problem>, usize);

/// Reads every `.go` file of a folder as UTF-8, leaving out files Go never builds
/// (`//go:build ignore`). All or nothing: an unread file may hold uses a pass must see, so
/// the error carries the problems and how many files were read.
pub fn read_dir(dir: &PackageDir) -> Result<Vec<(PathBuf, String)>, Unread> {
    let mut texts = Vec::new();
    let mut problems = Vec::new();
    for path in &dir.files {
        match read_source(path) {
            Ok(text) => texts.push((path.clone(), text)),
            Err(problem) => problems.push(problem),
        }
    }
    if !problems.is_empty() {
        return Err((problems, texts.len()));
    }
    texts.retain(|(_, text)| !is_build_ignored(text));
    Ok(texts)
}

/// Parses a folder's texts into its package (with the external test package attached),
/// every file whole. A syntax error anywhere refuses the folder, naming file:line:col;
/// other problems (a file without a package clause) come back beside the packages.
pub fn parse_dir(
    dir: &PackageDir,
    texts: Vec<(PathBuf, String)>,
) -> Result<(Vec<Package>, Vec<Problem>), Vec<Problem>> {
    let files = parse_files(texts.into_iter().map(|t| (t, None)).collect());
    let broken = syntax_problems(dir, &files);
    if !broken.is_empty() {
        return Err(broken);
    }
    let mut problems = Vec::new();
    let packages = group_packages(dir, files, &mut problems);
    Ok((packages, problems))
}

/// Parses texts with tree-sitter. Files of one folder parse in parallel too: a folder of
/// large generated files (cmd/compile/internal/ssa, 13 MB) would otherwise hold one core
/// for seconds.
fn parse_files(texts: Vec<((PathBuf, String), Option<LeftOut>)>) -> Vec<SourceFile> {
    texts
        .into_par_iter()
        .map_init(go_parser, |parser, ((path, text), left_out)| {
            SourceFile::parse_part(parser, path, text, left_out)
        })
        .collect()
}

/// The first syntax error of each file, said as Go's parser sees it: a file Go rejects,
/// or a `parser_limit` where Go accepts what tree-sitter does not.
fn syntax_problems(dir: &PackageDir, files: &[SourceFile]) -> Vec<Problem> {
    files
        .iter()
        .flat_map(|f| {
            f.syntax_errors().into_iter().take(1).map(|e| {
                // Go's parser is the judge of what is valid; tree-sitter only of where to
                // edit. Say which of the two rejects the file.
                let message = match gofmt::parses(&f.text) {
                    Ok(()) => format!(
                        "{PARSER_LIMIT}: Go accepts this file but tree-sitter-go, the parser \
                         unbox edits with, does not; package {} left untouched",
                        dir.dir.display()
                    ),
                    Err(GofmtError::Rejected(why)) => format!(
                        "Go cannot parse this file ({why}); package {} left untouched",
                        dir.dir.display()
                    ),
                    // `parses` reads stdin, so its errors carry no path of their own.
                    Err(GofmtError::Syntax {
                        line,
                        column,
                        message,
                        ..
                    }) => format!(
                        "Go cannot parse this file ({line}:{column}: {message}); package {} left untouched",
                        dir.dir.display()
                    ),
                    Err(GofmtError::Spawn(_)) => format!(
                        "{}; package {} left untouched (if `go build` accepts this file, \
                         the parser unbox uses, tree-sitter-go, does not)",
                        if e.missing {
                            "cannot parse (missing token)"
                        } else {
                            "cannot parse"
                        },
                        dir.dir.display()
                    ),
                };
                Problem::unsafe_at(&f.path, message).at(e.position.line, e.position.column)
            })
        })
        .collect()
}

/// The words that open a problem where valid Go meets a limit of tree-sitter-go.
pub const PARSER_LIMIT: &str = "parser_limit";

/// Reads a file as UTF-8 Go source.
fn read_source(path: &Path) -> Result<String, Problem> {
    let bytes =
        std::fs::read(path).map_err(|e| Problem::input(path, format!("cannot read: {e}")))?;
    String::from_utf8(bytes).map_err(|e| {
        let valid = e.utf8_error().valid_up_to();
        let line = e.as_bytes()[..valid]
            .iter()
            .filter(|b| **b == b'\n')
            .count()
            + 1;
        Problem::input(path, "not valid UTF-8 (Go source must be UTF-8)").at(line, 1)
    })
}

/// Splits a directory's files by package clause: `x` with its in-package tests, and the
/// `x_test` files attached to it.
fn group_packages(
    dir: &PackageDir,
    files: Vec<SourceFile>,
    problems: &mut Vec<Problem>,
) -> Vec<Package> {
    let mut by_name: BTreeMap<String, Vec<SourceFile>> = BTreeMap::new();
    let mut unclaused = false;
    for file in files {
        match file.package_name() {
            Some(name) => by_name.entry(name.to_string()).or_default().push(file),
            None => {
                // An empty or clause-less .go file makes `go build` fail for the folder.
                unclaused = true;
                problems.push(
                    Problem::unsafe_at(
                        &file.path,
                        format!(
                            "no package clause, so Go cannot build {}; left untouched",
                            dir.dir.display()
                        ),
                    )
                    .at(1, 1),
                );
            }
        }
    }
    if unclaused {
        return Vec::new();
    }
    let mut packages: Vec<Package> = Vec::new();
    let mut external: BTreeMap<String, Vec<SourceFile>> = BTreeMap::new();
    for (name, files) in by_name {
        match name.strip_suffix("_test") {
            Some(base) if files.iter().all(SourceFile::is_test) => {
                external.insert(base.to_string(), files);
            }
            _ => packages.push(Package {
                dir: dir.dir.clone(),
                name,
                files,
                external_tests: Vec::new(),
                types: Default::default(),
            }),
        }
    }
    if packages.len() > 1 {
        // A package whose every file is behind a build constraint (cmd/dist's notgo124.go,
        // which only exists to fail old toolchains) is not what the folder builds as.
        let unconstrained = |p: &Package| p.files.iter().any(|f| !has_build_constraint(&f.text));
        if packages.iter().filter(|p| unconstrained(p)).count() == 1 {
            packages.retain(unconstrained);
        }
    }
    if packages.len() > 1 {
        let names: Vec<&str> = packages.iter().map(|p| p.name.as_str()).collect();
        problems.push(Problem::unsafe_at(
            &dir.dir,
            format!(
                "files of several packages ({}) in one folder; left untouched",
                names.join(", ")
            ),
        ));
        return Vec::new();
    }
    for package in &mut packages {
        if let Some(tests) = external.remove(&package.name) {
            package.external_tests = tests;
        }
    }
    packages
}

/// Leaves out the packages in the `exclude` folders (absolute paths), as `unbox.toml` lists
/// them.
pub fn exclude(workspace: &mut workspace::Workspace, folders: &[PathBuf]) {
    if folders.is_empty() {
        return;
    }
    workspace.packages.retain(|p| {
        std::path::absolute(&p.dir).map_or(true, |dir| !folders.iter().any(|f| dir.starts_with(f)))
    });
}

/// Whether `--only` takes a subject: a family or container by name, or a records field
/// (`Player.profile`) by its container's name. Everything is taken without `--only`.
fn selected(only: &[String], subject: &str) -> bool {
    only.is_empty()
        || only.iter().any(|name| {
            subject == name
                || subject
                    .split_once('.')
                    .is_some_and(|(container, _)| container == name)
        })
}

/// The `//unbox:ignore` comments of a package's files.
pub fn ignores_of(package: &Package) -> Vec<Ignore> {
    let names: Vec<&str> = crate::passes::registry()
        .iter()
        .map(|p| p.name())
        .chain(["audit"])
        .collect();
    package
        .all_files()
        .flat_map(|f| ignore::find(&f.path, &f.text, &names))
        .collect()
}

/// Why a rewrite is left alone for an `//unbox:ignore`: its subject is declared on a line
/// the comment covers, or it would change such a line.
pub fn ignored_finding(ignores: &[Ignore], finding: &Finding, package: &Package) -> Option<String> {
    let mine = || ignores.iter().filter(|i| i.applies_to(finding.pass));
    if let Some(ignore) =
        mine().find(|i| i.covers(&finding.location.file, finding.location.position.line))
    {
        return Some(format!(
            "{} covers {}, declared at {}:{}",
            ignore.describe(),
            finding.subject,
            finding.location.file.display(),
            finding.location.position.line
        ));
    }
    for edit in &finding.fix.edits {
        let Some(file) = package.file(&edit.file) else {
            continue;
        };
        let first = ignore::line_of(&file.text, edit.start);
        let last = ignore::line_of(&file.text, edit.end);
        let covered = mine().find_map(|i| {
            let line = (first..=last).find(|l| i.covers(&edit.file, *l))?;
            Some((i, line))
        });
        if let Some((ignore, line)) = covered {
            return Some(format!(
                "{} covers {}:{line}, which this rewrite would change",
                ignore.describe(),
                edit.file.display()
            ));
        }
    }
    None
}

/// A pass's refusal at a line an `//unbox:ignore` covers is said as `ignored`, keeping the
/// pass's own reason, so the plan shows the comment was seen.
fn ignored_refusal(ignores: &[Ignore], refusal: Refusal) -> Refusal {
    if refusal.code == "ignored" {
        return refusal; // The pass saw the comment itself (boxing does, for its sites).
    }
    let at = &refusal.location;
    match ignores
        .iter()
        .find(|i| i.applies_to(refusal.pass) && i.covers(&at.file, at.position.line))
    {
        Some(ignore) => Refusal {
            code: "ignored",
            message: format!(
                "{} (the pass would refuse it anyway: {}: {})",
                ignore.describe(),
                refusal.code,
                refusal.message
            ),
            ..refusal
        },
        None => refusal,
    }
}

/// Runs one pass on one package, a panic (a bug in the pass) turned into a problem that
/// names the package: the rest of the run goes on, and the user learns where it stopped
/// instead of losing a monorepo's plan to a backtrace.
fn run_guarded(
    pass: &dyn Pass,
    package: &Package,
    options: &PassOptions,
) -> Result<crate::passes::PassOutput, Problem> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| pass.run(package, options)))
        .map_err(|payload| {
            let why = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "no message".into());
            // Rust's messages may quote a whole file (a bad string index does).
            let line = why.lines().next().unwrap_or_default();
            let why: String = match line.char_indices().nth(160) {
                Some((end, _)) => format!("{}…", &line[..end]),
                None => line.to_string(),
            };
            Problem::unsafe_at(
                &package.dir,
                format!(
                    "bug in pass {}: it stopped on this package ({why}); nothing in the package is rewritten; please report it with the package's files",
                    pass.name()
                ),
            )
        })
}

/// Runs the passes on one package and merges their fixes into new file texts.
fn rewrite_package(
    package: &Package,
    dir: &PackageDir,
    generated: &BTreeSet<PathBuf>,
    passes: &[&'static dyn Pass],
    config: &Config,
    format: bool,
    result: &mut DirResult,
) -> PackageReport {
    let mut report = PackageReport {
        dir: package.dir.clone(),
        name: package.name.clone(),
        findings: Vec::new(),
        refusals: Vec::new(),
    };
    let mut candidates: Vec<Finding> = Vec::new();
    let mut left_out_groups: BTreeSet<String> = BTreeSet::new();
    let ignores = ignores_of(package);
    let mut failed = false;
    // `passes` holds only those whose pre-filter matched a file of this folder.
    for pass in passes {
        let output = match run_guarded(*pass, package, &config.pass_options) {
            Ok(output) => output,
            Err(problem) => {
                result.problems.push(problem);
                failed = true;
                continue;
            }
        };
        report.refusals.extend(
            output
                .refusals
                .into_iter()
                .filter(|r| selected(&config.only, &r.subject))
                .map(|r| ignored_refusal(&ignores, r))
                .map(|r| without_types_noted(package, one_line(r))),
        );
        for mut finding in output.findings {
            if !selected(&config.only, &finding.subject) {
                left_out_groups.extend(finding.fix.together.clone());
                continue;
            }
            if let Some(why) = ignored_finding(&ignores, &finding, package) {
                left_out_groups.extend(finding.fix.together.clone());
                report.refusals.push(refusal_from(&finding, "ignored", why));
                continue;
            }
            if let Err(e) = finding
                .fix
                .validate(|p| package.file(p).map(|f| f.text.as_str()))
            {
                result.problems.push(Problem::unsafe_at(
                    &package.dir,
                    format!("bug in pass {}: {e}", pass.name()),
                ));
                continue;
            }
            match fix_outside(&finding.fix, dir, generated) {
                Some((code, message)) => {
                    left_out_groups.extend(finding.fix.together.clone());
                    report.refusals.push(refusal_from(&finding, code, message))
                }
                None => candidates.push(finding),
            }
        }
    }
    // A pass that stopped may have judged the package's rewrites by part of what it
    // holds: none of them is made.
    if failed {
        candidates.clear();
    }
    // A fix that stands together with one left out above (ignored, not selected, outside
    // the files named) is left out too.
    if !left_out_groups.is_empty() {
        candidates.retain(|finding| {
            if !finding
                .fix
                .together
                .as_ref()
                .is_some_and(|key| left_out_groups.contains(key))
            {
                return true;
            }
            let message = match finding
                .fix
                .together
                .as_deref()
                .and_then(|k| k.strip_prefix("records:"))
            {
                Some(records) => format!(
                    "it changes the declaration of {records}, which the rewrite of another container, left alone here, changes too: without that rewrite its code would not fit the new declaration (a link taken off that it walks); name both with --only, or neither"
                ),
                None => "it shares its file's import changes with a rewrite left alone here, so it is left alone too".into(),
            };
            report
                .refusals
                .push(refusal_from(finding, "left_with_others", message));
            false
        });
    }
    let fixes: Vec<Fix> = candidates.iter().map(|f| f.fix.clone()).collect();
    let merged = merge(&fixes);
    for (dropped, winner) in &merged.dropped {
        let winner = &candidates[*winner];
        let message = match merged.through.get(dropped).map(|m| &candidates[*m]) {
            // Its own edits overlap nothing: a fix it must stand with (the same file's
            // import changes) lost, and took it along.
            Some(member) => format!(
                "it shares its file's import changes with the rewrite at line {} ({}), whose edits overlap those of {} ({}); {DECIDED_AGAIN}",
                member.location.position.line, member.subject, winner.subject, winner.pass
            ),
            None => format!(
                "its edits overlap those of {} ({}); {DECIDED_AGAIN}",
                winner.subject, winner.pass
            ),
        };
        report
            .refusals
            .push(refusal_from(&candidates[*dropped], "conflict", message));
    }
    let originals: BTreeMap<PathBuf, String> = merged
        .edits
        .keys()
        .filter_map(|path| Some((path.clone(), package.file(path)?.text.clone())))
        .collect();
    let applied: Vec<&Fix> = merged.applied.iter().map(|i| &fixes[*i]).collect();
    // Tree-sitter forgives some invalid Go (a statement at file scope, an import after a
    // declaration); before rewriting a package, Go's own parser must accept every file of
    // it as the user wrote it, or `go build` fails after. This comes before any rewrite is
    // formatted, so the error is reported at the user's file, line and column, not at a
    // line of a rewritten text the user never saw.
    // Files Go's type checker read for the facts were parsed by Go's parser then (facts
    // are kept by content): only the others need the check.
    if format && !merged.edits.is_empty() {
        let facts = package.types.known();
        let files: Vec<(&Path, &str)> = package
            .all_files()
            .filter(|f| facts.is_none_or(|facts| facts.file(f).is_err()))
            .map(|f| (f.path.as_path(), f.text.as_str()))
            .collect();
        match gofmt::check_files(&files) {
            Ok(()) | Err(GofmtError::Spawn(_)) => {}
            Err(GofmtError::Syntax {
                path,
                line,
                column,
                message,
            }) => {
                result.problems.push(
                    Problem::unsafe_at(
                        &path,
                        format!(
                            "Go cannot parse this file ({message}); package {} left untouched",
                            dir.dir.display()
                        ),
                    )
                    .at(line, column),
                );
                return report;
            }
            Err(GofmtError::Rejected(why)) => {
                result.problems.push(Problem::unsafe_at(
                    &package.dir,
                    format!("Go cannot parse this package ({why}); left untouched"),
                ));
                return report;
            }
        }
    }
    // Formatting waits for the end of the run, when one gofmt process formats every
    // folder's files; the package's findings and texts are undone there if gofmt
    // rejects one of its files.
    let changes = if format {
        result.unformatted.push(Unformatted {
            package: result.packages.len(),
            edited: edited_texts(&originals, &applied),
        });
        Vec::new()
    } else {
        match render_changes(&originals, &applied, false) {
            Ok(changes) => changes,
            Err(problem) => {
                result.problems.push(problem);
                return report;
            }
        }
    };
    // Without gofmt, tree-sitter is the only judge: what the trees left out is parsed
    // now, a file at a time, before the package is rewritten.
    if !format && !changes.is_empty() {
        if let Some(problem) = left_out_syntax_problem(package, dir) {
            result.problems.push(problem);
            return report;
        }
    }
    result.originals.extend(originals);
    report.findings = merged
        .applied
        .iter()
        .map(|i| candidates[*i].clone())
        .collect();
    fold_generated(&mut report.refusals);
    report
        .refusals
        .sort_by(|a, b| (&a.location, a.code).cmp(&(&b.location, b.code)));
    result.changes.extend(changes);
    report
}

/// The `generated_file` refusals of one pass and subject in one file, as one: a
/// generated protocol file holds dozens of `fmt.Sprintf` sites, and each would repeat
/// that the file is generated. The first site keeps the refusal, naming the others'
/// lines.
fn fold_generated(refusals: &mut Vec<Refusal>) {
    let mut first: BTreeMap<(&'static str, String, PathBuf), usize> = BTreeMap::new();
    let mut others: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    for (at, refusal) in refusals.iter().enumerate() {
        if refusal.code != GENERATED_FILE {
            continue;
        }
        let key = (
            refusal.pass,
            refusal.subject.clone(),
            refusal.location.file.clone(),
        );
        match first.get(&key) {
            Some(&kept) => others.entry(kept).or_default().push(at),
            None => {
                first.insert(key, at);
            }
        }
    }
    if others.is_empty() {
        return;
    }
    let mut folded = vec![false; refusals.len()];
    for (kept, rest) in &others {
        let mut lines: Vec<usize> = rest
            .iter()
            .map(|i| refusals[*i].location.position.line)
            .collect();
        lines.sort_unstable();
        let shown: Vec<String> = lines.iter().take(8).map(usize::to_string).collect();
        let more = lines.len().saturating_sub(shown.len());
        let tail = if more > 0 {
            format!(" and {more} more")
        } else {
            String::new()
        };
        let refusal = &mut refusals[*kept];
        refusal.message = format!(
            "{}; so would {} more {} there (line{} {}{tail})",
            refusal.message,
            rest.len(),
            if rest.len() == 1 { "site" } else { "sites" },
            if lines.len() == 1 { "" } else { "s" },
            shown.join(", ")
        );
        for i in rest {
            folded[*i] = true;
        }
    }
    let mut at = 0;
    refusals.retain(|_| {
        at += 1;
        !folded[at - 1]
    });
}

/// The first syntax error among the declarations a package's trees leave out (of files
/// the type checker did not read): each file with some is parsed whole and dropped in turn, so only one such tree is alive at a time.
fn left_out_syntax_problem(package: &Package, dir: &PackageDir) -> Option<Problem> {
    let mut parser = go_parser();
    // A file Go's type checker read for the facts was parsed whole by Go then.
    let facts = package.types.known();
    package
        .all_files()
        .filter(|f| f.left_out.is_some() && facts.is_none_or(|facts| facts.file(f).is_err()))
        .find_map(|f| {
            let whole = SourceFile::parse_with(&mut parser, f.path.clone(), f.text.clone());
            syntax_problems(dir, std::slice::from_ref(&whole))
                .into_iter()
                .next()
        })
}

/// The code of the refusal of a fix that would edit a generated file.
const GENERATED_FILE: &str = "generated_file";

/// Why a fix may not be applied although its pass proposed it: it edits a generated file, a
/// symbolic link leading outside the analysed folders (writing through it would change a
/// file unbox was not asked about), or a file outside the ones the user named.
fn fix_outside(
    fix: &Fix,
    dir: &PackageDir,
    generated: &BTreeSet<PathBuf>,
) -> Option<(&'static str, String)> {
    let files = fix.files();
    if let Some(file) = files.iter().find(|f| generated.contains(**f)) {
        return Some((
            GENERATED_FILE,
            format!(
                "the rewrite would edit {}, which is generated (DO NOT EDIT)",
                file.display()
            ),
        ));
    }
    let outside = files
        .iter()
        .find_map(|f| Some((f, dir.links.get(*f).filter(|l| !l.inside)?)));
    if let Some((file, link)) = outside {
        return Some((
            "link_outside",
            format!(
                "the rewrite would edit {}, a symbolic link to {}, which is outside the folders unbox was given; unbox writes through a link only to a file it analyses",
                file.display(),
                link.target.display()
            ),
        ));
    }
    let selected = dir.selected.as_ref()?;
    files.iter().find(|f| !selected.contains(**f)).map(|f| {
        (
            "outside_selection",
            format!(
                "the rewrite would also edit {}, which was not named on the command line",
                f.display()
            ),
        )
    })
}

/// A refusal decided where no type facts were known (the package had none, or its file is
/// outside the build) was decided by syntax alone, which refuses more; it says so, so that
/// a user can tell a real obstacle from a missing fact.
/// A refusal's sentence on one line: code a sentence quotes (a call with a function
/// literal) keeps its words, not its line breaks, so `file:line:col: code: sentence`
/// stays one line that editors and grep can read.
fn one_line(mut refusal: Refusal) -> Refusal {
    if refusal.message.contains('\n') {
        refusal.message = refusal
            .message
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
    }
    refusal
}

fn without_types_noted(package: &Package, mut refusal: Refusal) -> Refusal {
    let why = match (&package.types, package.file(&refusal.location.file)) {
        // No pass needed facts here: the refusal does not depend on them.
        (Types::NotRequested, _) => None,
        (types, Some(file)) => types.file(file).err(),
        (Types::Unknown(why), None) => Some(why.clone()),
        (Types::Known(_), None) => None,
    };
    // A refusal for want of facts (the boxing pass's) already ends with why there are none.
    if let Some(why) = why.filter(|why| !refusal.message.ends_with(why.as_str())) {
        refusal.message = format!("{}; no_type_info: {why}", refusal.message);
    }
    refusal
}

fn refusal_from(finding: &Finding, code: &'static str, message: String) -> Refusal {
    Refusal {
        pass: finding.pass,
        subject: finding.subject.clone(),
        code,
        location: Location {
            file: finding.location.file.clone(),
            position: Position {
                ..finding.location.position.clone()
            },
        },
        message,
    }
}

#[cfg(test)]
mod tests {
    use super::run_guarded;
    use crate::passes::{Declarations, Pass, PassOptions, PassOutput};
    use crate::syntax::Package;
    use std::collections::BTreeSet;
    use std::path::PathBuf;

    /// A pass with a bug: it slices a file's text inside a character, and Rust's message
    /// quotes the text.
    struct Stops;

    impl Pass for Stops {
        fn name(&self) -> &'static str {
            "stops"
        }
        fn summary(&self) -> &'static str {
            "stops on every package"
        }
        fn rationale(&self) -> &'static str {
            "a bug to catch"
        }
        fn may_apply(&self, _texts: &[&str]) -> bool {
            true
        }
        fn wants_types(&self, _package: &Package) -> bool {
            false
        }
        fn relevant_names(&self, _declarations: &Declarations) -> BTreeSet<String> {
            BTreeSet::new()
        }
        fn run(&self, package: &Package, _options: &PassOptions) -> PassOutput {
            let text = format!("{}// ⎦ = Level\n", package.name).repeat(40);
            let _ = &text[package.name.len() + 4..];
            PassOutput::default()
        }
    }

    #[test]
    fn a_pass_that_panics_becomes_a_problem_naming_its_package() {
        let package = Package {
            dir: PathBuf::from("telemetry/metrics"),
            name: "metrics".into(),
            files: Vec::new(),
            external_tests: Vec::new(),
            types: Default::default(),
        };
        let problem = run_guarded(&Stops, &package, &PassOptions::default())
            .expect_err("the panic is caught");
        assert_eq!(problem.path, PathBuf::from("telemetry/metrics"));
        assert_eq!(problem.severity, crate::problem::Severity::Unsafe);
        assert!(
            problem
                .message
                .starts_with("bug in pass stops: it stopped on this package (start byte index 11 is not a char boundary"),
            "{}",
            problem.message
        );
        assert!(problem
            .message
            .ends_with("please report it with the package's files"));
        assert!(!problem.message.contains('\n'), "{}", problem.message);
        assert!(problem.message.chars().count() < 300, "{}", problem.message);
    }
}
