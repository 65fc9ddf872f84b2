//! Running one command: resolve the typed arguments into a configuration, run the engine,
//! render its outcome, and compute the exit status in one place.
//!
//! Invariant: the only module besides `main` that decides what is printed where; it writes
//! to the writers it is given, so tests drive it in memory.

use crate::apply::{self, ApplyOptions};
use crate::cli::{Cli, Color, Command, Format, Selection};
use crate::engine::{self, Config, Outcome};
use crate::passes::{self, Pass};
use crate::{diff, plan};
use anyhow::{bail, Result};
use std::io::{IsTerminal, Write};

/// Exit status for success.
pub const SUCCESS: u8 = 0;
/// Exit status for `--exit-code` with changes.
pub const CHANGES: u8 = 1;
/// Exit status for bad usage or unreadable input.
pub const USAGE: u8 = 2;

/// Runs the parsed command line. Returns the exit status; `Err` is an I/O failure on the
/// output streams (a broken pipe among them), which `main` reports.
pub fn run(cli: &Cli, stdout: &mut dyn Write, stderr: &mut dyn Write) -> Result<u8> {
    let color = match cli.color {
        Color::Always => true,
        Color::Never => false,
        Color::Auto => std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none(),
    };
    match &cli.command {
        Command::Passes => {
            for pass in passes::registry() {
                writeln!(stdout, "{:<10} {}", pass.name(), pass.summary())?;
            }
            Ok(SUCCESS)
        }
        Command::Plan(args) => {
            let Some(config) = config(&args.selection, cli.jobs, stderr)? else {
                return Ok(USAGE);
            };
            let outcome = engine::run(&config);
            report_problems(&outcome, stderr)?;
            match args.format {
                Format::Text => plan::render_text(&outcome, stdout)?,
                Format::Json => plan::render_json(&outcome, stdout)?,
            }
            Ok(problem_status(&outcome))
        }
        Command::Diff(args) => {
            let Some(config) = config(&args.selection, cli.jobs, stderr)? else {
                return Ok(USAGE);
            };
            let outcome = engine::run(&config);
            report_problems(&outcome, stderr)?;
            diff::render(&outcome.changes, stdout, color)?;
            let changed = if args.exit_code && !outcome.changes.is_empty() {
                CHANGES
            } else {
                SUCCESS
            };
            Ok(changed.max(problem_status(&outcome)))
        }
        Command::Apply(args) => {
            let Some(config) = config(&args.selection, cli.jobs, stderr)? else {
                return Ok(USAGE);
            };
            let outcome = engine::run(&config);
            report_problems(&outcome, stderr)?;
            let report = apply::apply(
                &outcome.changes,
                ApplyOptions {
                    allow_dirty: args.allow_dirty,
                },
            );
            for problem in &report.problems {
                writeln!(stderr, "unbox: {problem}")?;
            }
            for path in &report.unversioned {
                writeln!(
                    stderr,
                    "unbox: note: {} is not in a git repository; there is no copy to go back to",
                    path.display()
                )?;
            }
            for path in &report.written {
                writeln!(stdout, "rewrote {}", path.display())?;
            }
            if !report.problems.is_empty() && !outcome.changes.is_empty() {
                writeln!(stderr, "unbox: nothing was written")?;
            }
            writeln!(
                stdout,
                "applied {} rewrite{} to {} file{}",
                if report.problems.is_empty() {
                    outcome.findings()
                } else {
                    0
                },
                if outcome.findings() == 1 { "" } else { "s" },
                report.written.len(),
                if report.written.len() == 1 { "" } else { "s" },
            )?;
            let apply_status = report
                .problems
                .iter()
                .map(|p| p.severity.exit_code())
                .max()
                .unwrap_or(SUCCESS);
            let changed = if args.exit_code && !report.written.is_empty() {
                CHANGES
            } else {
                SUCCESS
            };
            Ok(changed.max(problem_status(&outcome)).max(apply_status))
        }
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
