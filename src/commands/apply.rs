//! `unbox apply`: choose which rewrites land (interactively, and by verifying them on a
//! copy of each module), measure them, then write them in place or commit them on a new
//! branch.
//!
//! Invariant: the user's files are written only by [`crate::apply`], and git only through
//! [`crate::git::Repo`]; everything before that works on copies and in memory.

use super::head::{HeadCopy, Relocating};
use super::{
    config, problem_status, report_problems, summarise, Streams, CHANGES, SUCCESS, UNSAFE, USAGE,
};
use crate::apply::journal::Resolution;
use crate::apply::lock::Wait;
use crate::apply::{self as write, ApplyOptions, ApplyReport};
use crate::cli::{ApplyArgs, CommitPer, RunOptions};
use crate::diff;
use crate::engine::{self, FileChange, Outcome, PackageReport};
use crate::git::{CommitSpec, GitError, Repo};
use crate::message::{self, CommitContent};
use crate::passes::{self, Finding};
use crate::verify::{self, BenchSettings, ModuleCopy};
use crate::workspace;
use anyhow::Result;
use std::collections::{BTreeMap, BTreeSet};
use std::io::Write;
use std::path::{Path, PathBuf};

/// A rewrite still in the running, with the package it belongs to.
type Chosen<'o> = (&'o PackageReport, &'o Finding);

/// A rewrite verification dropped, with the first lines of what failed.
type Dropped<'o> = (&'o Finding, String);

pub(super) fn run(
    cli: &RunOptions,
    args: &ApplyArgs,
    io: &mut Streams,
    invocation: &str,
) -> Result<u8> {
    let started = std::time::Instant::now();
    let Some(mut config) = config(cli, &args.selection, io)? else {
        return Ok(USAGE);
    };
    if args.interactive && !io.interactive {
        writeln!(
            io.stderr,
            "unbox: --interactive needs a terminal on stdin; use --yes in scripts"
        )?;
        return Ok(USAGE);
    }
    // Check the branch can be made before doing any work.
    let mut repo = match &args.branch {
        Some(name) => match open_repo(&config.paths, name, args.force) {
            Ok(repo) => Some(repo),
            Err(e) => {
                writeln!(io.stderr, "unbox: {e}")?;
                return Ok(git_status(&e));
            }
        },
        None => None,
    };
    // The branch is built on HEAD, so HEAD is what is analysed, verified and measured.
    let copy = match repo.as_mut() {
        Some(repo) => match HeadCopy::export(repo, &config.paths) {
            Ok(copy) => Some(copy),
            Err(e) => {
                writeln!(io.stderr, "unbox: {e}")?;
                return Ok(git_status(&e));
            }
        },
        None => None,
    };
    let Some(copy) = &copy else {
        return finish(cli, args, &config, None, io, invocation, started);
    };
    config.paths = copy.paths.clone();
    let mut stdout = Relocating::new(&mut *io.stdout, copy);
    let mut stderr = Relocating::new(&mut *io.stderr, copy);
    let mut io = Streams {
        stdout: &mut stdout,
        stderr: &mut stderr,
        stdin: &mut *io.stdin,
        interactive: io.interactive,
        style: io.style,
        err_style: io.err_style,
        progress: io.progress,
    };
    let branch = repo.as_ref().map(|repo| (repo, copy));
    finish(cli, args, &config, branch, &mut io, invocation, started)
}

/// The run after the branch and its copy of HEAD (if any) are set up: analyse, choose,
/// verify, measure, then write in place or commit.
fn finish(
    cli: &RunOptions,
    args: &ApplyArgs,
    config: &engine::Config,
    branch: Option<(&Repo, &HeadCopy)>,
    io: &mut Streams,
    invocation: &str,
    started: std::time::Instant,
) -> Result<u8> {
    // An apply killed while writing leaves a journal; finish or undo it before the files
    // are read, so that the analysis sees whole packages.
    let mut status = SUCCESS;
    if args.branch.is_none() {
        let dirs: Vec<PathBuf> = workspace::discover(&config.paths)
            .packages
            .into_iter()
            .map(|p| p.dir)
            .collect();
        let recovered = write::recover(&dirs, wait(args), &mut |state, holder| {
            waiting(&mut *io.stderr, state, holder)
        });
        status = status.max(report_recovered(&recovered, io)?);
        if status != SUCCESS {
            return Ok(status);
        }
    }
    let outcome = crate::replay::run(config);
    report_problems(config, &outcome, io.stderr)?;
    status = status.max(problem_status(&outcome));
    let total = outcome.findings();
    let mut chosen: Vec<Chosen> = outcome.all_findings().collect();
    if args.interactive {
        let root = branch.map(|(_, copy)| copy.root());
        chosen = ask_each(&outcome, chosen, root, io)?;
    }
    let mut verified = None;
    if args.verify && !chosen.is_empty() {
        let (kept, dropped, predating) =
            verify_families(&outcome, chosen, &config.tags, io.stderr)?;
        // The commit says what was checked, and what was dropped for failing it.
        let mut record = String::from(if predating.is_empty() {
            "Verified (--verify) on a copy of the module: gofmt -l, go build ./..., and go vet and go test on the rewritten packages and their importers passed, and go vet on linux/386 and on every other platform they have files of their own for.\n"
        } else {
            "Verified (--verify) on a copy of the module, each check run before and after the rewrite: gofmt -l, go build ./..., go vet and go test on the rewritten packages and their importers, and go vet on linux/386 and on every other platform they have files of their own for. Only a check that passed before and fails after drops a rewrite.\n"
        });
        for p in &predating {
            let first = |text: &str| text.lines().next().unwrap_or_default().to_string();
            record.push_str(&format!(
                "{} fails before the rewrite too, so the failure predates it:\n  before: {}\n  after:  {}\n",
                p.step,
                first(&p.before),
                first(&p.after)
            ));
            writeln!(
                io.stderr,
                "unbox: {} fails before the rewrite too, so the failure predates it (nothing dropped)\n  before:\n    {}\n  after:\n    {}",
                p.step,
                p.before.replace('\n', "\n    "),
                p.after.replace('\n', "\n    ")
            )?;
        }
        for (finding, why) in &dropped {
            let first = why.lines().next().unwrap_or_default();
            // Commit messages name files from the repository's root.
            let location = match branch {
                Some((repo, _)) => repo.relocate_finding(finding).location,
                None => finding.location.clone(),
            };
            record.push_str(&format!(
                "Dropped by --verify: {} ({location}): {first}\n",
                finding.subject
            ));
        }
        verified = Some(record);
        for (finding, why) in &dropped {
            writeln!(
                io.stderr,
                "unbox: dropped {} ({}): {why}",
                finding.subject, finding.location
            )?;
        }
        if !dropped.is_empty() {
            status = status.max(UNSAFE);
        }
        chosen = kept;
    }
    let findings: Vec<&Finding> = chosen.iter().map(|(_, f)| *f).collect();
    let changes = match outcome.changes_for(&findings) {
        Ok(changes) => changes,
        Err(problem) => {
            writeln!(io.stderr, "unbox: {problem}")?;
            return Ok(UNSAFE);
        }
    };
    let benches = match &args.bench {
        Some(regex) if !chosen.is_empty() => {
            let settings = BenchSettings {
                regex: regex.clone(),
                count: args.bench_count,
                time: args.bench_time.clone(),
            };
            measure(
                &outcome,
                &chosen,
                &settings,
                args.bench_raw.as_deref(),
                cli.quiet,
                io,
            )?
        }
        _ => BTreeMap::new(),
    };
    let (written, code) = match (branch, &args.branch) {
        (Some((repo, copy)), Some(name)) => {
            let commits = commits(
                &outcome,
                &chosen,
                args.commit_per,
                repo,
                &benches,
                verified.as_deref(),
                invocation,
            )?;
            // HEAD was analysed; say which work-tree edits in those packages were not.
            let dirs: Vec<PathBuf> = outcome
                .packages
                .iter()
                .map(|p| copy.work_tree_path(&p.dir))
                .collect();
            let made = commit(repo, name, args.force, &commits, io)?;
            note_uncommitted(&repo.changed_go_files(&dirs), io)?;
            made
        }
        _ => in_place(&changes, args, io)?,
    };
    status = status.max(code);
    let applied = if code == SUCCESS { chosen.len() } else { 0 };
    writeln!(
        io.stdout,
        "applied {applied} of {total} rewrite{} ({written} file{} changed)",
        if total == 1 { "" } else { "s" },
        if written == 1 { "" } else { "s" },
    )?;
    summarise(cli, &outcome, started, io)?;
    if args.exit_code && written > 0 {
        status = status.max(CHANGES);
    }
    Ok(status)
}

fn open_repo(paths: &[PathBuf], branch: &str, force: bool) -> Result<Repo, GitError> {
    let first = paths.first().map_or(Path::new("."), PathBuf::as_path);
    let first = first.to_string_lossy();
    let first = first.trim_end_matches("...").trim_end_matches('/');
    let repo = Repo::discover(Path::new(if first.is_empty() { "." } else { first }))?;
    repo.check_branch(branch, force)?;
    Ok(repo)
}

/// A usage-like git problem (no repository, bad name) is 2; one about the repository's state
/// (unborn HEAD, existing branch, no identity) is 3.
fn git_status(e: &GitError) -> u8 {
    match e {
        GitError::NotARepository(_)
        | GitError::InvalidBranch(_)
        | GitError::FullRefName(..)
        | GitError::Bare(_)
        | GitError::Path { .. } => USAGE,
        _ => UNSAFE,
    }
}

/// Shows each family's diff and asks whether to keep it. `q` (or end of input) keeps what
/// was chosen so far and skips the rest.
fn ask_each<'o>(
    outcome: &'o Outcome,
    chosen: Vec<Chosen<'o>>,
    root: Option<&Path>,
    io: &mut Streams,
) -> Result<Vec<Chosen<'o>>> {
    let count = chosen.len();
    let mut kept = Vec::new();
    for (i, (package, finding)) in chosen.into_iter().enumerate() {
        writeln!(
            io.stdout,
            "[{}/{count}] {} in {}: {}",
            i + 1,
            finding.subject,
            package.dir.display(),
            finding.summary
        )?;
        if let Ok(changes) = outcome.changes_for(&[finding]) {
            // With --branch the files are a copy of HEAD's, whose root is the repository's.
            match root {
                Some(root) => diff::render_under(&changes, root, io.stdout, io.style)?,
                None => diff::render(&changes, io.stdout, io.style)?,
            }
        }
        loop {
            write!(io.stdout, "Keep this rewrite? [y]es, [n]o, [q]uit: ")?;
            io.stdout.flush()?;
            let mut answer = String::new();
            if io.stdin.read_line(&mut answer)? == 0 {
                writeln!(io.stdout)?;
                return Ok(kept);
            }
            match answer.trim().to_ascii_lowercase().as_str() {
                "y" | "yes" => {
                    kept.push((package, finding));
                    break;
                }
                "n" | "no" => break,
                "q" | "quit" => return Ok(kept),
                _ => writeln!(io.stdout, "Please answer y, n or q.")?,
            }
        }
    }
    Ok(kept)
}

/// Groups chosen rewrites by the Go module holding their package.
fn by_module<'o>(chosen: &[Chosen<'o>]) -> (BTreeMap<PathBuf, Vec<Chosen<'o>>>, Vec<Chosen<'o>>) {
    let mut modules: BTreeMap<PathBuf, Vec<Chosen>> = BTreeMap::new();
    let mut outside = Vec::new();
    for item in chosen {
        match verify::module_root(&item.0.dir) {
            Some(root) => modules.entry(root).or_default().push(*item),
            None => outside.push(*item),
        }
    }
    (modules, outside)
}

/// Verifies each module's rewrites on a copy. When the whole set fails, each family is
/// tried alone to find the ones that break; the survivors are verified together again.
/// Also returns the checks that failed before the rewrite as well, which drop nothing.
fn verify_families<'o>(
    outcome: &'o Outcome,
    chosen: Vec<Chosen<'o>>,
    tags: &[String],
    stderr: &mut dyn Write,
) -> Result<(Vec<Chosen<'o>>, Vec<Dropped<'o>>, Vec<verify::Predating>)> {
    let (modules, outside) = by_module(&chosen);
    let mut dropped: Vec<Dropped> = outside
        .iter()
        .map(|(_, f)| {
            (
                *f,
                "not inside a Go module (no go.mod), so it cannot be verified".to_string(),
            )
        })
        .collect();
    let mut kept = Vec::new();
    let mut predating = BTreeSet::new();
    for (root, group) in modules {
        writeln!(
            stderr,
            "unbox: verifying {} rewrite{} in {}",
            group.len(),
            if group.len() == 1 { "" } else { "s" },
            root.display()
        )?;
        let copy = match ModuleCopy::new(&root) {
            Ok(copy) => copy,
            Err(e) => {
                dropped.extend(group.iter().map(|(_, f)| (*f, e.to_string())));
                continue;
            }
        };
        let check = |items: &[Chosen]| -> std::result::Result<Vec<verify::Predating>, String> {
            let findings: Vec<&Finding> = items.iter().map(|(_, f)| *f).collect();
            let changes = outcome.changes_for(&findings).map_err(|p| p.to_string())?;
            copy.write(&changes, false).map_err(|e| e.to_string())?;
            let result = verify::verify(&copy, &changes, tags).map_err(|e| e.to_string());
            copy.write(&changes, true).map_err(|e| e.to_string())?;
            result
        };
        if let Ok(found) = check(&group) {
            predating.extend(found);
            kept.extend(group);
            continue;
        }
        let mut survivors = Vec::new();
        for item in group {
            match check(&[item]) {
                Ok(found) => {
                    predating.extend(found);
                    survivors.push(item);
                }
                Err(why) => dropped.push((item.1, why)),
            }
        }
        if survivors.len() > 1 {
            match check(&survivors) {
                Ok(found) => predating.extend(found),
                Err(why) => {
                    let why =
                        format!("breaks only together with other rewrites of this module: {why}");
                    dropped.extend(survivors.drain(..).map(|(_, f)| (f, why.clone())));
                }
            }
        }
        kept.extend(survivors);
    }
    // Keep the outcome's order, which the rest of the run relies on.
    let order: Vec<*const Finding> = chosen.iter().map(|(_, f)| *f as *const Finding).collect();
    kept.sort_by_key(|(_, f)| order.iter().position(|p| std::ptr::eq(*p, *f)));
    Ok((kept, dropped, predating.into_iter().collect()))
}

/// One module's benchmarks before and after all of its rewrites, or why there are none.
enum Measured {
    Rows {
        settings: String,
        before: BTreeMap<String, verify::BenchResult>,
        after: BTreeMap<String, verify::BenchResult>,
        /// What each benchmark function names, to attribute its rows to a rewrite.
        mentions: BTreeMap<String, BTreeSet<String>>,
        /// The import path of each rewritten package folder.
        packages: BTreeMap<PathBuf, String>,
        /// Benchmarks of these packages that name no rewrite, so were not run.
        not_run: Vec<String>,
    },
    Text(String),
}

impl Measured {
    /// The message section for the rewrites in `group`: the rows of benchmarks that name
    /// one of their constructors or types (a benchmark naming two families' constructors
    /// counts for both), and which rows no rewrite of the module could claim.
    fn section(&self, group: &[Chosen], module: &[Chosen]) -> String {
        let (settings, before, after, mentions, packages, not_run) = match self {
            Measured::Rows {
                settings,
                before,
                after,
                mentions,
                packages,
                not_run,
            } => (settings, before, after, mentions, packages, not_run),
            Measured::Text(text) => return text.clone(),
        };
        let claims = |row: &str, items: &[Chosen]| {
            let function = verify::benchmark_function(row);
            let Some(names) = mentions.get(function) else {
                return false;
            };
            items.iter().any(|(p, f)| {
                packages
                    .get(&p.dir)
                    .is_some_and(|import| function.starts_with(&format!("{import}.")))
                    && f.measured_by.iter().any(|n| names.contains(n))
            })
        };
        let keep = |rows: &BTreeMap<String, verify::BenchResult>| {
            rows.iter()
                .filter(|(row, _)| claims(row, group))
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect::<BTreeMap<_, _>>()
        };
        let (kept_before, kept_after) = (keep(before), keep(after));
        let mut text = match verify::bench_table(&kept_before, &kept_after) {
            Some(table) => {
                let freed = verify::allocations_removed(&kept_before, &kept_after);
                let freed = if freed.is_empty() {
                    String::new()
                } else {
                    format!("No longer allocating, as measured:\n\n{}\n\n", freed.join("\n"))
                };
                format!(
                    "{freed}Benchmarks that call this rewrite's constructors or name its types (go test {settings}; before → after):\n\n{table}"
                )
            }
            None => "No benchmark that was run calls this rewrite's constructors or names its types; nothing was measured for it.".to_string(),
        };
        let orphans: Vec<String> = before
            .keys()
            .filter(|row| after.contains_key(*row) && !claims(row, module))
            .map(|row| verify::short_name(row))
            .collect();
        if !orphans.is_empty() {
            text.push_str(&format!(
                "\nNot attributed (they name no rewritten constructor or type): {}",
                folded(&orphans)
            ));
        }
        if !not_run.is_empty() {
            text.push_str(&format!(
                "\nNot run (they call no rewritten constructor and name no rewritten type): {}",
                folded(not_run)
            ));
        }
        text
    }
}

/// Names for a message, at most eight, then how many more: a list of sixty-six names on
/// one line helps nobody.
fn folded(names: &[String]) -> String {
    const SHOWN: usize = 8;
    if names.len() <= SHOWN {
        return names.join(", ");
    }
    format!(
        "{} and {} more",
        names[..SHOWN].join(", "),
        names.len() - SHOWN
    )
}

/// Benchmarks each affected module before and after its rewrites; prints the module's
/// whole table and keeps the rows for the commits. Only benchmarks that call a rewritten
/// constructor or name a rewritten type run (the regular expression narrows them); the
/// rest are named as not run.
fn measure(
    outcome: &Outcome,
    chosen: &[Chosen],
    settings: &BenchSettings,
    raw: Option<&Path>,
    quiet: bool,
    io: &mut Streams,
) -> Result<BTreeMap<PathBuf, Measured>> {
    let (modules, outside) = by_module(chosen);
    for (_, f) in outside {
        writeln!(
            io.stderr,
            "unbox: {} is not inside a Go module; not benchmarked",
            f.location
        )?;
    }
    let mut measured_modules = BTreeMap::new();
    for (index, (root, group)) in modules.into_iter().enumerate() {
        let dirs: BTreeSet<PathBuf> = group.iter().map(|(p, _)| p.dir.clone()).collect();
        let findings: Vec<&Finding> = group.iter().map(|(_, f)| *f).collect();
        let mentions = verify::benchmark_mentions(&root, &dirs);
        let packages = verify::import_paths(&root, &dirs);
        // Per package folder, the benchmark functions that name one of its rewrites.
        let mut selected: BTreeMap<PathBuf, Vec<String>> = BTreeMap::new();
        let mut not_run = Vec::new();
        for (dir, import) in &packages {
            let prefix = format!("{import}.");
            let names: BTreeSet<&str> = group
                .iter()
                .filter(|(p, _)| &p.dir == dir)
                .flat_map(|(_, f)| f.measured_by.iter().map(String::as_str))
                .collect();
            for (function, mentioned) in &mentions {
                let Some(name) = function.strip_prefix(&prefix).filter(|n| !n.contains('.')) else {
                    continue;
                };
                if mentioned.iter().any(|m| names.contains(m.as_str())) {
                    selected
                        .entry(dir.clone())
                        .or_default()
                        .push(name.to_string());
                } else {
                    not_run.push(verify::short_name(function));
                }
            }
        }
        writeln!(
            io.stderr,
            "unbox: benchmarking {} ({}, before and after alternating, each test binary built once)",
            root.display(),
            settings.describe()
        )?;
        // Benchmarks run for minutes: each run go finishes is shown on stderr, redrawn in
        // place on a terminal and a line each in a log.
        let terminal = io.progress;
        let stderr = &mut *io.stderr;
        let mut show = |at: &verify::BenchProgress| {
            if quiet {
                return;
            }
            let line = format!(
                "unbox: benchmark {} of {} ({}), round {} of {}, {}",
                at.benchmark, at.benchmarks, at.name, at.round, at.rounds, at.side
            );
            let _ = if terminal {
                write!(stderr, "\r\x1b[2K{line}").and_then(|()| stderr.flush())
            } else {
                writeln!(stderr, "{line}")
            };
        };
        let run = (|| -> std::result::Result<_, String> {
            let changes = outcome.changes_for(&findings).map_err(|p| p.to_string())?;
            let copy = ModuleCopy::new(&root).map_err(|e| e.to_string())?;
            verify::bench_paired(
                &copy,
                &changes,
                &selected,
                &settings.regex,
                settings,
                &mut show,
            )
            .map_err(|e| e.to_string())
        })();
        if terminal && !quiet {
            // End the line redrawn in place.
            writeln!(io.stderr)?;
        }
        // Named from the module's root: with --branch the folders are in a copy of HEAD.
        let names: Vec<String> = dirs
            .iter()
            .map(|d| {
                let canonical = std::fs::canonicalize(d).unwrap_or_else(|_| d.clone());
                match canonical.strip_prefix(&root) {
                    Ok(rel) if rel.as_os_str().is_empty() => root
                        .file_name()
                        .map_or_else(|| ".".to_string(), |n| n.to_string_lossy().into_owned()),
                    Ok(rel) => rel.display().to_string(),
                    Err(_) => d.display().to_string(),
                }
            })
            .collect();
        let measured = match run {
            Ok(paired) => {
                if let Some(dir) = raw {
                    write_raw(dir, index, &paired, io)?;
                }
                match verify::bench_table(&paired.before, &paired.after) {
                    Some(table) => {
                        writeln!(
                            io.stdout,
                            "Benchmarks (go test {}; before → after, runs alternating):\n\n{table}",
                            settings.describe()
                        )?;
                        Measured::Rows {
                            settings: settings.describe(),
                            mentions,
                            packages,
                            before: paired.before,
                            after: paired.after,
                            not_run,
                        }
                    }
                    None => Measured::Text(format!(
                        "No benchmark in {} calls a rewritten constructor or names a rewritten type{}; nothing was measured.",
                        names.join(", "),
                        if matches!(settings.regex.as_str(), "" | ".") {
                            String::new()
                        } else {
                            format!(" and matches {:?}", settings.regex)
                        }
                    )),
                }
            }
            Err(why) => Measured::Text(format!("Benchmarks could not be run: {why}")),
        };
        if let Measured::Text(text) = &measured {
            writeln!(io.stdout, "{text}")?;
        }
        measured_modules.insert(root, measured);
    }
    Ok(measured_modules)
}

/// Writes both sides' raw runs for benchstat: `before.txt` and `after.txt` for the first
/// module, `before-2.txt`… for the next.
fn write_raw(dir: &Path, index: usize, paired: &verify::Paired, io: &mut Streams) -> Result<()> {
    use anyhow::Context;
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let suffix = if index == 0 {
        String::new()
    } else {
        format!("-{}", index + 1)
    };
    let before = dir.join(format!("before{suffix}.txt"));
    let after = dir.join(format!("after{suffix}.txt"));
    std::fs::write(&before, &paired.raw_before)
        .with_context(|| format!("cannot write {}", before.display()))?;
    std::fs::write(&after, &paired.raw_after)
        .with_context(|| format!("cannot write {}", after.display()))?;
    writeln!(
        io.stderr,
        "unbox: raw runs in {} and {} (benchstat reads them)",
        before.display(),
        after.display()
    )?;
    Ok(())
}

/// Splits the chosen rewrites into commits and writes each commit's message. Each commit
/// carries the files its rewrites touch, as they read with every earlier commit applied.
fn commits(
    outcome: &Outcome,
    chosen: &[Chosen],
    per: CommitPer,
    repo: &Repo,
    benches: &BTreeMap<PathBuf, Measured>,
    verified: Option<&str>,
    invocation: &str,
) -> Result<Vec<CommitSpec>> {
    let mut groups: Vec<Vec<Chosen>> = Vec::new();
    for item in chosen {
        // Fixes that stand together (one file's boxing rewrites and its imports) are one
        // commit whatever `per` says: apart, the first would not build.
        let together = |other: &Chosen| {
            other.1.fix.together.is_some() && other.1.fix.together == item.1.fix.together
        };
        let same = |other: &Chosen| {
            together(other)
                || match per {
                    CommitPer::Family => false,
                    CommitPer::Package => other.0.dir == item.0.dir,
                    CommitPer::Pass => other.1.pass == item.1.pass,
                }
        };
        match groups.iter_mut().find(|g| g.iter().any(&same)) {
            Some(group) => group.push(*item),
            None => groups.push(vec![*item]),
        }
    }
    if per == CommitPer::Pass {
        let rank = |name: &str| passes::registry().iter().position(|p| p.name() == name);
        groups.sort_by_key(|g| rank(g[0].1.pass));
    }
    let prefix_style = message::uses_prefix_style(&repo.recent_subjects(20));
    let mut specs = Vec::new();
    let mut so_far: Vec<&Finding> = Vec::new();
    for group in &groups {
        so_far.extend(group.iter().map(|(_, f)| *f));
        let cumulative = outcome
            .changes_for(&so_far)
            .map_err(|p| anyhow::anyhow!("{p}"))?;
        let touched: BTreeSet<&Path> = group.iter().flat_map(|(_, f)| f.fix.files()).collect();
        let files: Vec<(PathBuf, String)> = cumulative
            .into_iter()
            .filter(|c| touched.contains(c.path.as_path()))
            .map(|c| (c.path, c.new))
            .collect();
        let dirs: BTreeSet<&PathBuf> = group.iter().map(|(p, _)| &p.dir).collect();
        let mut nearby: Vec<_> = outcome
            .packages
            .iter()
            .filter(|p| dirs.contains(&p.dir))
            .flat_map(|p| p.refusals.iter())
            .collect();
        nearby.truncate(12);
        let roots: BTreeSet<PathBuf> = group
            .iter()
            .filter_map(|(p, _)| verify::module_root(&p.dir))
            .collect();
        let bench: Vec<String> = roots
            .iter()
            .filter_map(|r| {
                let module: Vec<Chosen> = chosen
                    .iter()
                    .filter(|(p, _)| verify::module_root(&p.dir).as_ref() == Some(r))
                    .copied()
                    .collect();
                benches.get(r).map(|m| m.section(group, &module))
            })
            .collect();
        let located: Vec<Finding> = group
            .iter()
            .map(|(_, f)| repo.relocate_finding(f))
            .collect();
        let nearby: Vec<_> = nearby
            .into_iter()
            .map(|r| repo.relocate_refusal(r))
            .collect();
        let content = CommitContent {
            findings: group
                .iter()
                .zip(&located)
                .map(|((p, _), f)| (p.name.as_str(), f))
                .collect(),
            nearby: nearby.iter().collect(),
            bench: (!bench.is_empty()).then(|| bench.join("\n")),
            verified: verified.map(str::to_string),
            command: invocation,
            prefix_style,
        };
        specs.push(CommitSpec {
            message: message::render(&content),
            files,
        });
    }
    Ok(specs)
}

/// Tells which files of the analysed packages differ from HEAD in the work tree: the
/// branch was analysed and built from HEAD, so their edits are in neither.
fn note_uncommitted(dirty: &[PathBuf], io: &mut Streams) -> Result<()> {
    if let Some(first) = dirty.first() {
        let here = std::env::current_dir().unwrap_or_default();
        let first = first.strip_prefix(&here).unwrap_or(first);
        writeln!(
            io.stderr,
            "unbox: note: --branch analysed HEAD; {} file{} of these packages differ{} from it in the work tree ({}{}), and {} not part of the analysis or the commits",
            dirty.len(),
            if dirty.len() == 1 { "" } else { "s" },
            if dirty.len() == 1 { "s" } else { "" },
            first.display(),
            if dirty.len() > 1 { ", …" } else { "" },
            if dirty.len() == 1 { "is" } else { "are" },
        )?;
    }
    Ok(())
}

/// Creates the branch on HEAD with the commits, touching nothing else.
fn commit(
    repo: &Repo,
    name: &str,
    force: bool,
    commits: &[CommitSpec],
    io: &mut Streams,
) -> Result<(usize, u8)> {
    if commits.is_empty() {
        writeln!(
            io.stderr,
            "unbox: nothing to commit; branch {name} was not created"
        )?;
        return Ok((0, SUCCESS));
    }
    match repo.commit_branch(name, force, commits) {
        Ok(ids) => {
            writeln!(
                io.stdout,
                "created branch {name} with {} commit{}:",
                ids.len(),
                if ids.len() == 1 { "" } else { "s" }
            )?;
            for (id, spec) in ids.iter().zip(commits) {
                let title = spec.message.lines().next().unwrap_or_default();
                writeln!(io.stdout, "  {} {title}", &id.to_string()[..10])?;
            }
            writeln!(io.stdout, "the work tree, index and current branch are unchanged; review with `git log -p {name}`")?;
            let written: std::collections::BTreeSet<&PathBuf> = commits
                .iter()
                .flat_map(|c| c.files.iter().map(|(path, _)| path))
                .collect();
            Ok((written.len(), SUCCESS))
        }
        Err(e) => {
            writeln!(io.stderr, "unbox: {e}")?;
            Ok((0, git_status(&e)))
        }
    }
}

/// How to treat another run holding the lock.
fn wait(args: &ApplyArgs) -> Wait {
    if args.no_wait {
        Wait::Refuse
    } else {
        Wait::Block
    }
}

/// Says, before blocking, which run this one waits for.
fn waiting(stderr: &mut dyn Write, state: &Path, holder: &str) {
    let _ = writeln!(
        stderr,
        "unbox: waiting for another unbox apply ({holder}) to finish writing (lock in {}); --no-wait refuses instead",
        state.display()
    );
}

/// Prints what was done with journals of interrupted runs, and the problems met; returns
/// the status they raise.
fn report_recovered(report: &ApplyReport, io: &mut Streams) -> Result<u8> {
    for recovery in &report.recovered {
        let files: Vec<String> = recovery
            .files
            .iter()
            .map(|p| p.display().to_string())
            .collect();
        let journal = recovery.journal.display();
        match recovery.resolution {
            Resolution::Finished => writeln!(
                io.stderr,
                "unbox: finished an apply that was interrupted (journal {journal}): {} hold{} the new text",
                files.join(", "),
                if files.len() == 1 { "s" } else { "" }
            )?,
            Resolution::Undone if files.is_empty() => writeln!(
                io.stderr,
                "unbox: undid an apply that was interrupted (journal {journal}) before it replaced any file; its staged files are removed"
            )?,
            Resolution::Undone => writeln!(
                io.stderr,
                "unbox: undid an apply that was interrupted (journal {journal}): restored {}",
                files.join(", ")
            )?,
            Resolution::Stuck => {}
        }
    }
    for problem in &report.problems {
        writeln!(io.stderr, "unbox: {problem}")?;
    }
    Ok(report
        .problems
        .iter()
        .map(|p| p.severity.exit_code())
        .max()
        .unwrap_or(SUCCESS))
}

/// Writes the changes in place, all or nothing.
fn in_place(changes: &[FileChange], args: &ApplyArgs, io: &mut Streams) -> Result<(usize, u8)> {
    let options = ApplyOptions {
        allow_dirty: args.allow_dirty,
        wait: wait(args),
    };
    let report = write::apply_waiting(changes, options, &mut |state, holder| {
        waiting(&mut *io.stderr, state, holder)
    });
    let problems = report.problems.len();
    report_recovered(&report, io)?;
    for path in &report.unversioned {
        writeln!(
            io.stderr,
            "unbox: note: {} is not in a git repository; there is no copy to go back to",
            path.display()
        )?;
    }
    let links: BTreeMap<&PathBuf, &PathBuf> =
        report.through_links.iter().map(|(l, t)| (l, t)).collect();
    for path in &report.written {
        match links.get(path) {
            Some(target) => writeln!(
                io.stdout,
                "rewrote {} (a symbolic link; wrote {})",
                path.display(),
                target.display()
            )?,
            None => writeln!(io.stdout, "rewrote {}", path.display())?,
        }
    }
    for path in &report.restored {
        writeln!(
            io.stderr,
            "unbox: restored {} to its original text",
            path.display()
        )?;
    }
    if problems > 0 && !changes.is_empty() {
        let intact = report
            .problems
            .iter()
            .all(|p| !p.message.contains("could not be"));
        if intact {
            writeln!(io.stderr, "unbox: nothing was written")?;
        } else {
            writeln!(
                io.stderr,
                "unbox: some files could not be restored; see above"
            )?;
        }
    }
    let code = report
        .problems
        .iter()
        .map(|p| p.severity.exit_code())
        .max()
        .unwrap_or(SUCCESS);
    Ok((report.written.len(), code))
}
