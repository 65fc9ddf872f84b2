//! The manual page: one `unbox(1)` page with every subcommand and its options, the run
//! options once, and the exit status under its own heading.
//!
//! clap_mangen's `render` writes a page per command in mind: its SUBCOMMANDS section points
//! at `unbox-plan(1)` and the like, which no one installs, lists no subcommand's options, and
//! puts the exit codes (clap's `after_help`) under a heading `EXTRA`. Its section renderers
//! are used here piece by piece instead, with the subcommands inlined.
//!
//! Invariant: writes roff to the writer it is given and nothing else.

use crate::cli::EXIT_CODES;
use clap_mangen::Man;
use roff::{bold, roman, Roff};
use std::io::{self, Write};

/// Renders the whole page for `command` (the `unbox` command as clap builds it).
pub fn render(command: clap::Command, out: &mut dyn Write) -> io::Result<()> {
    let mut command = command;
    command.build();
    let man = Man::new(command.clone());
    let mut page = Vec::new();
    man.render_title(&mut page)?;
    man.render_name_section(&mut page)?;
    man.render_synopsis_section(&mut page)?;
    man.render_description_section(&mut page)?;
    man.render_options_section(&mut page)?;
    render_commands(&command, &mut page)?;
    render_exit_status(&mut page)?;
    man.render_version_section(&mut page)?;
    // Every rendering opens with the `Aq` string definitions; the page needs them once.
    let page = String::from_utf8_lossy(&page);
    let definition = |l: &str| l.starts_with(".ie \\n(.g .ds Aq") || l.starts_with(".el .ds Aq");
    let mut definitions = 0;
    for line in page.lines() {
        if definition(line) {
            definitions += 1;
            if definitions > 2 {
                continue;
            }
        }
        writeln!(out, "{line}")?;
    }
    Ok(())
}

/// `COMMANDS`: each subcommand's usage, description and own options. The run options they
/// share are listed once, in `RUN OPTIONS` above.
fn render_commands(command: &clap::Command, out: &mut dyn Write) -> io::Result<()> {
    let mut roff = Roff::default();
    roff.control("SH", ["COMMANDS"]);
    roff.to_writer(out)?;
    for sub in command.get_subcommands().filter(|s| s.get_name() != "help") {
        let name = format!("unbox {}", sub.get_name());
        let mut heading = Roff::default();
        heading.control("SS", [name.as_str()]);
        let usage = sub
            .clone()
            .bin_name(&name)
            .render_usage()
            .to_string()
            .trim_start_matches("Usage: ")
            .to_string();
        heading.text([bold(usage)]);
        if let Some(about) = sub.get_long_about().or_else(|| sub.get_about()) {
            for paragraph in about.to_string().split("\n\n") {
                heading.control("PP", []);
                heading.text([roman(paragraph.replace('\n', " "))]);
            }
        }
        let shares = sub.get_arguments().any(|a| a.get_help_heading().is_some());
        if shares {
            heading.control("PP", []);
            heading.text([roman(
                "It also takes the run options (see RUN OPTIONS), before or after the subcommand.",
            )]);
        }
        heading.to_writer(out)?;
        // The subcommand's own options: the lines of its OPTIONS section, without the
        // heading (its run options are listed once, above).
        let mut own = Vec::new();
        Man::new(sub.clone()).render_options_section(&mut own)?;
        let own = String::from_utf8_lossy(&own);
        let body: Vec<&str> = own
            .lines()
            .skip_while(|l| *l != ".SH OPTIONS")
            .skip(1)
            .take_while(|l| !l.starts_with(".SH "))
            .collect();
        for line in body {
            writeln!(out, "{line}")?;
        }
    }
    Ok(())
}

/// `EXIT STATUS`, from the table `--help` prints: each status a tagged paragraph.
fn render_exit_status(out: &mut dyn Write) -> io::Result<()> {
    let mut roff = Roff::default();
    roff.control("SH", ["EXIT STATUS"]);
    let mut items: Vec<(String, String)> = Vec::new();
    let mut closing = String::new();
    for line in EXIT_CODES.lines().skip(1) {
        let trimmed = line.trim_start();
        let indent = line.len() - trimmed.len();
        match (indent, trimmed.split_once("  ")) {
            (2, Some((code, text))) if code.chars().all(|c| c.is_ascii_digit()) => {
                items.push((code.to_string(), text.trim().to_string()));
            }
            (0, _) => closing.push_str(trimmed),
            (_, _) => {
                if let Some((_, text)) = items.last_mut() {
                    text.push(' ');
                    text.push_str(trimmed);
                }
            }
        }
    }
    for (code, text) in items {
        roff.control("TP", []);
        roff.text([bold(code)]);
        roff.text([roman(text)]);
    }
    if !closing.is_empty() {
        roff.control("PP", []);
        roff.text([roman(closing)]);
    }
    roff.to_writer(out)
}
