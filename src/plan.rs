//! The plan: what each pass will rewrite and what it refuses and why, as text for people
//! and as stable JSON for scripts.
//!
//! Invariant: renders an [`Outcome`] into any `Write`; no I/O of its own.

use crate::engine::Outcome;
use crate::passes::{Finding, Location, Refusal};
use crate::problem::Problem;
use std::io::{self, Write};
use std::path::PathBuf;

/// Version of the JSON plan's shape; bumped on any incompatible change.
pub const JSON_VERSION: u32 = 1;

#[derive(serde::Serialize)]
struct JsonPlan<'a> {
    version: u32,
    packages: Vec<JsonPackage<'a>>,
    problems: &'a [Problem],
    summary: Summary,
}

#[derive(serde::Serialize)]
struct JsonPackage<'a> {
    dir: &'a PathBuf,
    name: &'a str,
    findings: Vec<JsonFinding<'a>>,
    refusals: &'a [Refusal],
}

#[derive(serde::Serialize)]
struct JsonFinding<'a> {
    pass: &'a str,
    subject: &'a str,
    location: &'a Location,
    summary: &'a str,
    notes: &'a [String],
    /// Files the rewrite edits, sorted.
    files: Vec<PathBuf>,
}

/// Counts for the closing line and the JSON summary.
#[derive(serde::Serialize, Debug, PartialEq, Eq)]
pub struct Summary {
    pub packages_with_results: usize,
    pub files_read: usize,
    pub rewrites: usize,
    pub refusals: usize,
    pub files_changed: usize,
    pub problems: usize,
}

pub fn summary(outcome: &Outcome) -> Summary {
    Summary {
        packages_with_results: outcome
            .packages
            .iter()
            .filter(|p| !p.findings.is_empty() || !p.refusals.is_empty())
            .count(),
        files_read: outcome.files_read,
        rewrites: outcome.findings(),
        refusals: outcome.packages.iter().map(|p| p.refusals.len()).sum(),
        files_changed: outcome.changes.len(),
        problems: outcome.problems.len(),
    }
}

/// The plan as JSON (one document, pretty-printed, ending in a newline).
pub fn render_json(outcome: &Outcome, out: &mut dyn Write) -> io::Result<()> {
    let plan = JsonPlan {
        version: JSON_VERSION,
        packages: outcome
            .packages
            .iter()
            .filter(|p| !p.findings.is_empty() || !p.refusals.is_empty())
            .map(|p| JsonPackage {
                dir: &p.dir,
                name: &p.name,
                findings: p.findings.iter().map(json_finding).collect(),
                refusals: &p.refusals,
            })
            .collect(),
        problems: &outcome.problems,
        summary: summary(outcome),
    };
    serde_json::to_writer_pretty(&mut *out, &plan)?;
    writeln!(out)
}

fn json_finding(f: &Finding) -> JsonFinding<'_> {
    JsonFinding {
        pass: f.pass,
        subject: &f.subject,
        location: &f.location,
        summary: &f.summary,
        notes: &f.notes,
        files: f.fix.files().into_iter().map(PathBuf::from).collect(),
    }
}

/// The plan as text: per package, each rewrite with its notes, then each refusal as
/// `file:line:col: code: reason`; a closing count.
pub fn render_text(outcome: &Outcome, out: &mut dyn Write) -> io::Result<()> {
    for package in &outcome.packages {
        if package.findings.is_empty() && package.refusals.is_empty() {
            continue;
        }
        writeln!(out, "{} (package {})", package.dir.display(), package.name)?;
        for finding in &package.findings {
            writeln!(
                out,
                "  rewrite {} [{}] at {}",
                finding.subject, finding.pass, finding.location
            )?;
            writeln!(out, "    {}", finding.summary)?;
            for note in &finding.notes {
                writeln!(out, "    - {note}")?;
            }
        }
        let mut subjects: Vec<(&str, &str)> = package
            .refusals
            .iter()
            .map(|r| (r.subject.as_str(), r.pass))
            .collect();
        subjects.sort();
        subjects.dedup();
        for (subject, pass) in subjects {
            writeln!(out, "  refuse {subject} [{pass}]")?;
            for refusal in package
                .refusals
                .iter()
                .filter(|r| r.subject == subject && r.pass == pass)
            {
                writeln!(
                    out,
                    "    {}: {}: {}",
                    refusal.location, refusal.code, refusal.message
                )?;
            }
        }
    }
    let s = summary(outcome);
    writeln!(
        out,
        "{} rewrite{}, {} refusal{}, {} file{} to change ({} file{} read)",
        s.rewrites,
        plural(s.rewrites),
        s.refusals,
        plural(s.refusals),
        s.files_changed,
        plural(s.files_changed),
        s.files_read,
        plural(s.files_read)
    )
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}
