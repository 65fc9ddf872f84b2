//! Running one command: resolve the typed arguments into a configuration, run the engine,
//! render its outcome, and compute the exit status in one place.
//!
//! Invariant: the only module besides `main` that decides what is printed where; it reads
//! and writes only the streams it is given, so tests drive it in memory.

mod apply;
mod head;
mod manual;

use crate::audit::{self, AuditOptions};
use crate::cli::{
    AuditFormat, Cli, Color, Command, FlagArg, Format, LayoutArg, RunOptions, Selection,
};
use crate::engine::{self, Config, Outcome, Progress, Silent, TypesMode};
use crate::passes::options::LayoutChoice;
use crate::passes::{self, HotLines, Pass, PassOptions, RecordFlag};
use crate::settings::{self, Settings};
use crate::style::{self, Style};
use crate::{diff, plan};
use anyhow::Result;
use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

/// Exit status for success.
pub const SUCCESS: u8 = 0;
/// Exit status for `--exit-code` with changes.
pub const CHANGES: u8 = 1;
/// Exit status for bad usage or unreadable input.
pub const USAGE: u8 = 2;
/// Exit status for work that could not be done safely.
pub const UNSAFE: u8 = 3;

/// The streams a command talks to, and what it needs to know about them.
pub struct Streams<'a> {
    pub stdout: &'a mut dyn Write,
    pub stderr: &'a mut dyn Write,
    pub stdin: &'a mut dyn BufRead,
    /// Whether stdin is a terminal a person can answer prompts on.
    pub interactive: bool,
    /// How to paint stdout and stderr (decided once, from `--color`, the terminals and
    /// `NO_COLOR`).
    pub style: Style,
    pub err_style: Style,
    /// Whether stderr is a terminal, where a progress bar can be drawn.
    pub progress: bool,
}

impl Streams<'_> {
    /// The style for a stream, from `--color`, whether the stream is a terminal and
    /// `NO_COLOR`.
    pub fn style_for(choice: Color, terminal: bool) -> Style {
        let choice = match choice {
            Color::Auto => style::Choice::Auto,
            Color::Always => style::Choice::Always,
            Color::Never => style::Choice::Never,
        };
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        Style::new(style::enabled(choice, terminal, no_color))
    }
}

/// Runs the parsed command line. `invocation` is the command as typed, quoted for a shell,
/// for commit messages. Returns the exit status; `Err` is an I/O failure on the streams (a
/// broken pipe among them), which `main` reports.
pub fn run(typed: &Cli, io: &mut Streams, invocation: &str) -> Result<u8> {
    let run = run_options(typed);
    let cli = &run;
    match &typed.command {
        Command::Completions(args) => {
            let mut command = <Cli as clap::CommandFactory>::command();
            clap_complete::generate(args.shell, &mut command, "unbox", io.stdout);
            Ok(SUCCESS)
        }
        Command::Man => {
            manual::render(<Cli as clap::CommandFactory>::command(), io.stdout)?;
            Ok(SUCCESS)
        }
        Command::Passes => {
            for pass in passes::registry() {
                let note = if pass.on_by_default() {
                    ""
                } else {
                    " (not run unless named: --pass boxing)"
                };
                writeln!(io.stdout, "{:<10} {}{note}", pass.name(), pass.summary())?;
            }
            Ok(SUCCESS)
        }
        Command::MergePlans(args) => {
            let mut plans = Vec::new();
            for file in &args.files {
                let text = std::fs::read_to_string(file)
                    .map_err(|e| anyhow::anyhow!("{}: cannot read: {e}", file.display()))?;
                let value: serde_json::Value = serde_json::from_str(&text)
                    .map_err(|e| anyhow::anyhow!("{}: not a JSON plan: {e}", file.display()))?;
                plans.push(value);
            }
            match plan::merge_json(&plans) {
                Ok(merged) => {
                    serde_json::to_writer_pretty(&mut *io.stdout, &merged)?;
                    writeln!(io.stdout)?;
                    Ok(SUCCESS)
                }
                Err(why) => {
                    writeln!(io.stderr, "unbox: cannot merge plans: {why}")?;
                    Ok(USAGE)
                }
            }
        }
        Command::Plan(args) => {
            let Some(config) = config(cli, &args.selection, io)? else {
                return Ok(USAGE);
            };
            let started = Instant::now();
            let outcome = crate::replay::run(&config);
            warn_unfinished_applies(&config, &outcome, io.stderr)?;
            report_problems(&config, &outcome, io.stderr)?;
            match (args.list, args.format) {
                // Like `gofmt -l`: the files that would change, one per line.
                (true, _) => {
                    for change in &outcome.changes {
                        writeln!(io.stdout, "{}", change.path.display())?;
                    }
                }
                (false, Format::Text) => {
                    plan::render_text_styled(&outcome, io.stdout, io.style)?;
                    writeln!(io.stdout, "{}", next_step(cli, &args.selection, &outcome))?;
                }
                (false, Format::Json) => plan::render_json(&outcome, io.stdout)?,
            }
            if let Some(n) = args.timings {
                for (dir, took) in outcome.timings.iter().take(n) {
                    writeln!(
                        io.stderr,
                        "unbox: {:>8.3} s  {}",
                        took.as_secs_f64(),
                        dir.display()
                    )?;
                }
            }
            summarise(cli, &outcome, started, io)?;
            let gate = if args.exit_code && outcome.findings() > 0 {
                CHANGES
            } else {
                SUCCESS
            };
            Ok(gate.max(problem_status(&outcome)))
        }
        Command::Diff(args) => {
            let Some(config) = config(cli, &args.selection, io)? else {
                return Ok(USAGE);
            };
            let started = Instant::now();
            let outcome = crate::replay::run(&config);
            warn_unfinished_applies(&config, &outcome, io.stderr)?;
            report_problems(&config, &outcome, io.stderr)?;
            diff::render(&outcome.changes, io.stdout, io.style)?;
            summarise(cli, &outcome, started, io)?;
            let changed = if args.exit_code && !outcome.changes.is_empty() {
                CHANGES
            } else {
                SUCCESS
            };
            Ok(changed.max(problem_status(&outcome)))
        }
        Command::Apply(args) => apply::run(cli, args, io, invocation),
        Command::Audit(args) => {
            let started = Instant::now();
            let Some(project) = Project::find(&args.paths, io.stderr)? else {
                return Ok(USAGE);
            };
            let cli = &project.under(cli);
            let Some(passes) = resolve_passes(project.passes(&args.passes), true, true, io.stderr)?
            else {
                return Ok(USAGE);
            };
            let report = audit::audit(&AuditOptions {
                exclude: project.excluded(),
                passes,
                paths: args.paths.clone(),
                escape: args.escape,
                profile: args.profile.clone(),
                jobs: cli.jobs,
                shard: args.shard,
                types: if cli.no_types {
                    TypesMode::Off
                } else {
                    TypesMode::Auto
                },
                tags: cli.tags.clone(),
            });
            for problem in &report.problems {
                writeln!(io.stderr, "unbox: {problem}")?;
            }
            match args.format {
                AuditFormat::Text => {
                    // Paths as the user would type them from here; absolute when the
                    // current folder cannot be read.
                    let here = std::env::current_dir().unwrap_or_default();
                    audit::render_text_styled(&report, io.stdout, io.style, &here)?
                }
                AuditFormat::Table => audit::render_table_styled(&report, io.stdout, io.style)?,
                AuditFormat::Json => audit::render_json(&report, io.stdout)?,
                AuditFormat::Sarif => audit::render_sarif(&report, io.stdout)?,
            }
            // The summary closes the run: the report on stdout must be out before it (stdout
            // is buffered, stderr is not, so the summary once came first).
            io.stdout.flush()?;
            let sites = report.findings.len();
            if !cli.quiet {
                writeln!(
                    io.stderr,
                    "unbox: audit found {}; {:.2} s",
                    counted(sites, "boxing site"),
                    started.elapsed().as_secs_f64()
                )?;
            }
            let problems = report
                .problems
                .iter()
                .map(|p| p.severity.exit_code())
                .max()
                .unwrap_or(SUCCESS);
            // The gate counts allocating sites: not those the compiler (--escape) keeps on
            // the stack.
            let allocating = report
                .findings
                .iter()
                .filter(|f| f.escape != Some(audit::escape::Escape::Stack))
                .count();
            let gate = match args.fail_on {
                Some(limit) if allocating > limit => {
                    // Printed even with --quiet: a CI job that fails must say why.
                    writeln!(
                        io.stderr,
                        "unbox: audit --fail-on {limit}: {} found, more than {limit}; exit status {CHANGES} (sites the compiler keeps on the stack and the families listed are not counted)",
                        counted(allocating, "allocating boxing site"),
                    )?;
                    CHANGES
                }
                _ => SUCCESS,
            };
            Ok(gate.max(problems))
        }
    }
}

/// The most megabytes of one file parsed when `--max-parse-mb` is not given.
const DEFAULT_MAX_PARSE_MB: f64 = 4.0;

/// The run options in force: those typed after the subcommand over those typed before it.
/// Commands that read no Go tree have none of their own.
pub fn run_options(cli: &Cli) -> RunOptions {
    let after = match &cli.command {
        Command::Plan(args) => &args.run,
        Command::Diff(args) => &args.run,
        Command::Apply(args) => &args.run,
        Command::Audit(args) => &args.run,
        Command::Passes | Command::MergePlans(_) | Command::Completions(_) | Command::Man => {
            return cli.before.clone()
        }
    };
    after.over(&cli.before)
}

/// The passes named with `--pass` (all when none is named; `none` alone means none when
/// `none_allowed`), or `None` after printing which name is unknown.
fn resolve_passes(
    names: &[String],
    none_allowed: bool,
    all_by_default: bool,
    stderr: &mut dyn Write,
) -> Result<Option<Vec<&'static dyn Pass>>> {
    if names.is_empty() {
        return Ok(Some(
            passes::registry()
                .iter()
                .copied()
                .filter(|p| all_by_default || p.on_by_default())
                .collect(),
        ));
    }
    if none_allowed && names.iter().all(|n| n == "none") {
        return Ok(Some(Vec::new()));
    }
    let mut chosen = Vec::new();
    for name in names {
        match passes::by_name(name) {
            // `--pass records,options --pass records` names records twice; it runs once.
            Some(pass) if chosen.iter().any(|p: &&dyn Pass| p.name() == pass.name()) => {}
            Some(pass) => chosen.push(pass),
            None => {
                let known: Vec<&str> = passes::registry().iter().map(|p| p.name()).collect();
                writeln!(
                    stderr,
                    "unbox: unknown pass {name:?} (known: {}{})",
                    known.join(", "),
                    if none_allowed { ", none" } else { "" }
                )?;
                return Ok(None);
            }
        }
    }
    Ok(Some(chosen))
}

/// A project's `unbox.toml`: the folder it is in and what it sets (nothing without one).
struct Project {
    dir: Option<PathBuf>,
    settings: Settings,
}

impl Project {
    /// The file that applies to `paths` (found from the first); `None` after printing why
    /// a file that exists cannot be used.
    fn find(paths: &[PathBuf], stderr: &mut dyn Write) -> Result<Option<Project>> {
        let Some(file) = paths.first().and_then(|p| settings::find(p)) else {
            return Ok(Some(Project {
                dir: None,
                settings: Settings::default(),
            }));
        };
        match settings::load(&file) {
            Ok(settings) => Ok(Some(Project {
                dir: file.parent().map(Path::to_path_buf),
                settings,
            })),
            Err(e) => {
                writeln!(stderr, "unbox: {e}")?;
                Ok(None)
            }
        }
    }

    /// The run options with the file's defaults under what was typed: a value typed wins.
    fn under(&self, typed: &RunOptions) -> RunOptions {
        let s = &self.settings;
        RunOptions {
            no_types: typed.no_types || s.no_types,
            max_parse_mb: typed.max_parse_mb.or(s.max_parse_mb),
            tags: if typed.tags.is_empty() {
                s.tags.clone()
            } else {
                typed.tags.clone()
            },
            ..typed.clone()
        }
    }

    /// `--pass` as typed, or the file's `pass`.
    fn passes<'a>(&'a self, typed: &'a [String]) -> &'a [String] {
        if typed.is_empty() {
            &self.settings.pass
        } else {
            typed
        }
    }

    /// The `exclude` folders, absolute.
    fn excluded(&self) -> Vec<PathBuf> {
        let Some(dir) = &self.dir else {
            return Vec::new();
        };
        self.settings
            .exclude
            .iter()
            .filter_map(|f| std::path::absolute(dir.join(f)).ok())
            .collect()
    }
}

/// Resolves the selection; `None` after printing the reason when it is not usable.
fn config(typed: &RunOptions, selection: &Selection, io: &mut Streams) -> Result<Option<Config>> {
    let Some(project) = Project::find(&selection.paths, io.stderr)? else {
        return Ok(None);
    };
    let cli = &project.under(typed);
    if let (Some(dir), false) = (&project.dir, cli.quiet) {
        writeln!(
            io.stderr,
            "unbox: defaults from {}",
            dir.join(settings::FILE_NAME).display()
        )?;
    }
    let jobs = cli.jobs;
    let Some(passes) = resolve_passes(project.passes(&selection.passes), false, false, io.stderr)?
    else {
        return Ok(None);
    };
    let flag = selection.flag.or(project.settings.flag.map(FlagArg::from));
    let layout = selection
        .layout
        .or(project.settings.layout.map(LayoutArg::from))
        .unwrap_or(LayoutArg::Compact);
    let hot_lines = match &selection.profile {
        None => None,
        Some(path) => match crate::audit::profile::allocations_by_line(path) {
            Ok(lines) => Some(Arc::new(HotLines::new(
                lines
                    .into_iter()
                    .filter(|(_, a)| a.alloc_objects > 0 || a.alloc_space > 0)
                    .map(|(at, _)| at),
            ))),
            Err(e) => {
                writeln!(io.stderr, "unbox: --profile {e}")?;
                return Ok(None);
            }
        },
    };
    let progress: Arc<dyn Progress> = if io.progress && !cli.quiet {
        Arc::new(Bar::new())
    } else {
        Arc::new(Silent)
    };
    Ok(Some(Config {
        paths: selection.paths.clone(),
        passes,
        gofmt: !selection.no_gofmt,
        jobs,
        shard: selection.shard,
        pass_options: PassOptions {
            record_flag: flag.map(|flag| match flag {
                FlagArg::IsNil => RecordFlag::IsNil,
                FlagArg::Present => RecordFlag::Present,
            }),
            layout: match layout {
                LayoutArg::Compact => LayoutChoice::Compact,
                LayoutArg::Wide => LayoutChoice::Wide,
            },
            hot_lines,
        },
        progress,
        types: if cli.no_types {
            TypesMode::Off
        } else {
            TypesMode::Auto
        },
        // `--max-parse-mb` is positive and finite (cli.rs); a huge value saturates, as no limit.
        max_parsed: (cli.max_parse_mb.unwrap_or(DEFAULT_MAX_PARSE_MB) * f64::from(1 << 20))
            as usize,
        tags: cli.tags.clone(),
        only: selection.only.clone(),
        exclude: project.excluded(),
    }))
}

/// The plan's last line: the command to run next, with the selection as typed (so a
/// `--pass` or `--only` carries over), or why there is nothing to run.
fn next_step(run: &RunOptions, selection: &Selection, outcome: &Outcome) -> String {
    if outcome.findings() == 0 {
        return "next: nothing to rewrite here; each refusal above says why (`unbox audit` ranks the remaining boxing)".to_string();
    }
    let mut words: Vec<String> = Vec::new();
    if run.no_types {
        words.push("--no-types".into());
    }
    if !run.tags.is_empty() {
        words.push(format!("--tags {}", run.tags.join(",")));
    }
    if !selection.passes.is_empty() {
        words.push(format!("--pass {}", selection.passes.join(",")));
    }
    if !selection.only.is_empty() {
        words.push(format!("--only {}", selection.only.join(",")));
    }
    if let Some(flag) = selection.flag {
        words.push(match flag {
            FlagArg::IsNil => "--flag is-nil".into(),
            FlagArg::Present => "--flag present".into(),
        });
    }
    if let Some(LayoutArg::Wide) = selection.layout {
        words.push("--layout wide".into());
    }
    if selection.no_gofmt {
        words.push("--no-gofmt".into());
    }
    if let Some(profile) = &selection.profile {
        words.push(format!(
            "--profile {}",
            shell_word(&profile.to_string_lossy())
        ));
    }
    if let Some(shard) = selection.shard {
        words.push(format!("--shard {}/{}", shard.index, shard.count));
    }
    words.extend(
        selection
            .paths
            .iter()
            .map(|p| shell_word(&p.to_string_lossy())),
    );
    let args = words.join(" ");
    format!(
        "next: review the change with `unbox diff {args}`, then write it with `unbox apply {args}` (or `unbox apply --branch unbox/rewrite --verify {args}` for a reviewed branch)"
    )
}

/// A word as a shell reads it back: quoted when it holds anything but plain characters.
fn shell_word(word: &str) -> String {
    let plain = !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_alphanumeric() || "-_./=:,+@%".contains(c));
    if plain {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

/// A progress bar on stderr: packages done of total, and the module being worked on.
struct Bar(indicatif::ProgressBar);

impl Bar {
    fn new() -> Bar {
        let bar = indicatif::ProgressBar::new(0);
        bar.set_draw_target(indicatif::ProgressDrawTarget::stderr_with_hz(10));
        let style =
            indicatif::ProgressStyle::with_template("{bar:30} {pos}/{len} packages {wide_msg}")
                .expect("the template is valid");
        bar.set_style(style);
        Bar(bar)
    }
}

impl Progress for Bar {
    fn start(&self, packages: usize) {
        self.0.set_length(packages as u64);
    }

    fn done(&self, _dir: &Path, module: Option<&Path>) {
        if let Some(module) = module {
            self.0.set_message(module.display().to_string());
        }
        self.0.inc(1);
    }

    fn finish(&self) {
        self.0.finish_and_clear();
    }
}

/// The closing line on stderr: what was covered and done, and how long it took.
fn summarise(
    cli: &RunOptions,
    outcome: &Outcome,
    started: Instant,
    io: &mut Streams,
) -> Result<()> {
    if cli.quiet {
        return Ok(());
    }
    // The summary closes the run: what stdout holds must be out before it.
    io.stdout.flush()?;
    let refused: usize = outcome.packages.iter().map(|p| p.refusals.len()).sum();
    let work = if outcome.work_modules > 0 {
        format!(" ({} via go.work)", outcome.work_modules)
    } else {
        String::new()
    };
    let limited = outcome
        .problems
        .iter()
        .filter(|p| p.message.starts_with(engine::PARSER_LIMIT))
        .count();
    let limits = match limited {
        0 => String::new(),
        n => format!(
            "; {} left untouched for a parser limit",
            counted(n, "package")
        ),
    };
    let typed = match (outcome.types.typed, outcome.types.reused) {
        (0, _) => String::new(),
        (n, 0) => format!(", {n} type-checked"),
        (n, reused) => format!(", {n} type-checked ({reused} from the facts cache)"),
    };
    // Counts of a replayed outcome are those of the run that computed it.
    let replayed = if outcome.replayed {
        "; replayed from an earlier run, no input changed"
    } else {
        ""
    };
    let line = format!(
        "unbox: {}{work}, {}, {} read, {} parsed{typed}; {}, {}{limits}{replayed}; {:.2} s",
        counted(outcome.modules, "module"),
        counted(outcome.package_dirs, "package folder"),
        counted(outcome.files_read, "file"),
        outcome.files_parsed,
        counted(outcome.findings(), "rewrite"),
        counted(refused, "refusal"),
        started.elapsed().as_secs_f64(),
    );
    writeln!(io.stderr, "{}", io.err_style.bold(&line))?;
    Ok(())
}

/// `1 file`, `2 files`.
fn counted(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// Warns when an `unbox apply` is writing, or was killed while writing, in the
/// repositories (or modules) of the paths: files its journal names may be half written
/// until `unbox apply` finishes or undoes it. Only `apply` resolves a journal.
fn warn_unfinished_applies(
    config: &Config,
    outcome: &Outcome,
    stderr: &mut dyn Write,
) -> Result<()> {
    let mut dirs: Vec<std::path::PathBuf> = config
        .paths
        .iter()
        .map(|p| {
            let text = p.to_string_lossy();
            let base = text
                .strip_suffix("...")
                .unwrap_or(&text)
                .trim_end_matches('/');
            let base = Path::new(if base.is_empty() { "." } else { base });
            if base.is_file() {
                base.parent()
                    .filter(|d| !d.as_os_str().is_empty())
                    .unwrap_or(Path::new("."))
                    .to_path_buf()
            } else {
                base.to_path_buf()
            }
        })
        .collect();
    dirs.extend(outcome.packages.iter().map(|p| p.dir.clone()));
    for journal in crate::apply::pending_journals(&dirs) {
        writeln!(
            stderr,
            "unbox: warning: {} is the journal of an unbox apply that is writing or was interrupted; the files it names may be half written, and `unbox apply` finishes or undoes it",
            journal.display()
        )?;
    }
    Ok(())
}

/// Prints every problem once, sorted, and the gofmt notice; then a warning for each
/// `--only` name that matched nothing (a typo, or a name the plan spells otherwise).
fn report_problems(config: &Config, outcome: &Outcome, stderr: &mut dyn Write) -> Result<()> {
    for name in &config.only {
        let seen = outcome.packages.iter().any(|p| {
            p.findings
                .iter()
                .map(|f| &f.subject)
                .chain(p.refusals.iter().map(|r| &r.subject))
                .any(|s| {
                    s == name
                        || s.split_once('.')
                            .is_some_and(|(container, _)| container == name)
                })
        });
        if !seen {
            writeln!(
                stderr,
                "unbox: warning: --only {name} matched no option family or records container (`unbox plan` without --only lists their names)"
            )?;
        }
    }
    if outcome.gofmt_missing {
        writeln!(
            stderr,
            "unbox: gofmt not found on PATH; output is unbox's own formatting"
        )?;
    }
    for problem in &outcome.problems {
        writeln!(stderr, "unbox: {problem}")?;
    }
    Ok(())
}

/// The highest exit status the problems raise.
fn problem_status(outcome: &Outcome) -> u8 {
    outcome
        .problems
        .iter()
        .map(|p| p.severity.exit_code())
        .max()
        .unwrap_or(SUCCESS)
}
