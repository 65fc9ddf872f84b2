//! Running one command: resolve the typed arguments into a configuration, run the engine,
//! render its outcome, and compute the exit status in one place.
//!
//! Invariant: the only module besides `main` that decides what is printed where; it reads
//! and writes only the streams it is given, so tests drive it in memory.

mod apply;

use crate::cli::{Cli, Color, Command, Format, Selection};
use crate::engine::{self, Config, Outcome};
use crate::passes::{self, Pass};
use crate::{diff, plan};
use anyhow::{bail, Result};
use std::io::{BufRead, IsTerminal, Write};

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
    /// Whether to colour stdout (decided once, from `--color` and the terminal).
    pub color: bool,
}

impl Streams<'_> {
    /// Decides colour from `--color`, the terminal and `NO_COLOR`.
    pub fn color_for(choice: Color) -> bool {
        match choice {
            Color::Always => true,
            Color::Never => false,
            Color::Auto => {
                std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none()
            }
        }
    }
}

/// Runs the parsed command line. `invocation` is the command as typed, quoted for a shell,
/// for commit messages. Returns the exit status; `Err` is an I/O failure on the streams (a
/// broken pipe among them), which `main` reports.
pub fn run(cli: &Cli, io: &mut Streams, invocation: &str) -> Result<u8> {
    match &cli.command {
        Command::Passes => {
            for pass in passes::registry() {
                writeln!(io.stdout, "{:<10} {}", pass.name(), pass.summary())?;
            }
            Ok(SUCCESS)
        }
        Command::Plan(args) => {
            let Some(config) = config(&args.selection, cli.jobs, io.stderr)? else {
                return Ok(USAGE);
            };
            let outcome = engine::run(&config);
            report_problems(&outcome, io.stderr)?;
            match args.format {
                Format::Text => plan::render_text(&outcome, io.stdout)?,
                Format::Json => plan::render_json(&outcome, io.stdout)?,
            }
            Ok(problem_status(&outcome))
        }
        Command::Diff(args) => {
            let Some(config) = config(&args.selection, cli.jobs, io.stderr)? else {
                return Ok(USAGE);
            };
            let outcome = engine::run(&config);
            report_problems(&outcome, io.stderr)?;
            diff::render(&outcome.changes, io.stdout, io.color)?;
            let changed = if args.exit_code && !outcome.changes.is_empty() {
                CHANGES
            } else {
                SUCCESS
            };
            Ok(changed.max(problem_status(&outcome)))
        }
        Command::Apply(args) => apply::run(cli, args, io, invocation),
    }
}

/// Resolves the selection; `None` after printing the reason when it is not usable.
fn config(
    selection: &Selection,
    jobs: Option<usize>,
    stderr: &mut dyn Write,
) -> Result<Option<Config>> {
    let passes: Vec<&'static dyn Pass> = if selection.passes.is_empty() {
        passes::registry().to_vec()
    } else {
        let mut chosen = Vec::new();
        for name in &selection.passes {
            match passes::by_name(name) {
                Some(pass) => chosen.push(pass),
                None => {
                    let known: Vec<&str> = passes::registry().iter().map(|p| p.name()).collect();
                    writeln!(
                        stderr,
                        "unbox: unknown pass {name:?} (known: {})",
                        known.join(", ")
                    )?;
                    return Ok(None);
                }
            }
        }
        chosen
    };
    if jobs == Some(0) {
        bail!("--jobs must be at least 1");
    }
    Ok(Some(Config {
        paths: selection.paths.clone(),
        passes,
        gofmt: !selection.no_gofmt,
        jobs,
    }))
}

/// Prints every problem once, sorted, and the gofmt notice.
fn report_problems(outcome: &Outcome, stderr: &mut dyn Write) -> Result<()> {
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
