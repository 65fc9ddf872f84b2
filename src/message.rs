//! Commit messages for rewrites, written the way a reviewer expects a Go pull request to
//! read: a title in the repository's own style, why the change removes allocations, what a
//! caller may notice, what was left alone nearby, measured numbers, and the command that
//! reproduces it.
//!
//! Invariant: pure text building; the numbers come in measured, never made up here.

use crate::passes::{self, Finding, Refusal};
use std::collections::BTreeSet;

/// Everything one commit's message says.
pub struct CommitContent<'a> {
    /// Package name of each finding (for the `pkg: ` title prefix), with the finding.
    pub findings: Vec<(&'a str, &'a Finding)>,
    /// Refusals in the same packages, for the reviewer.
    pub nearby: Vec<&'a Refusal>,
    /// A benchmark table measured before and after, or why there is none.
    pub bench: Option<String>,
    /// What `--verify` checked and dropped, when it ran.
    pub verified: Option<String>,
    /// The unbox command line that reproduces the commit.
    pub command: &'a str,
    /// Whether the repository's titles look like `pkg: lower-case summary`.
    pub prefix_style: bool,
}

/// Whether recent subjects use the `pkg: summary` style (the Go project's own): a fifth
/// of those that are not merges, and at least two unless all are. Repositories that use
/// it often mix in plain and bracketed subjects (yarpc-go: 4 of its last 20 are
/// `transport/http: …`), and a prefix is what their reviewers look for.
pub fn uses_prefix_style(subjects: &[String]) -> bool {
    let subjects: Vec<&String> = subjects
        .iter()
        .filter(|s| !s.starts_with("Merge ") && !s.starts_with("Revert "))
        .collect();
    let prefixed = subjects
        .iter()
        .filter(|s| {
            s.split_once(": ").is_some_and(|(head, _)| {
                !head.is_empty()
                    && head.chars().all(|c| {
                        c.is_alphanumeric() || matches!(c, '/' | '.' | '_' | '-' | ',' | ' ')
                    })
                    && head.len() <= 40
            })
        })
        .count();
    prefixed > 0
        && (prefixed == subjects.len() || (prefixed >= 2 && prefixed * 5 >= subjects.len()))
}

/// The longest a subject line should be, as git tools and Go's reviewers expect.
const SUBJECT_WIDTH: usize = 72;

/// The title: `pkg: make X a tagged struct so options do not allocate`, or
/// `Make X a tagged struct …`; the reason is left out when it would not fit in 72
/// columns.
pub fn title(content: &CommitContent) -> String {
    let mut packages: Vec<&str> = content.findings.iter().map(|(p, _)| *p).collect();
    packages.dedup();
    let summary = match content.findings.as_slice() {
        [(_, only)] => only.fix.message.clone(),
        [(_, first), rest @ ..] => format!("{} and {} more", first.fix.message, rest.len()),
        [] => "no changes".to_string(),
    };
    let reasons: BTreeSet<&str> = content
        .findings
        .iter()
        .filter_map(|(_, f)| passes::by_name(f.pass))
        .map(|p| p.title_reason())
        .collect();
    let shape = |summary: &str| {
        if content.prefix_style {
            format!("{}: {summary}", packages.join(", "))
        } else {
            let mut chars = summary.chars();
            chars
                .next()
                .map(|c| c.to_uppercase().chain(chars).collect())
                .unwrap_or_default()
        }
    };
    match reasons.iter().collect::<Vec<_>>().as_slice() {
        [reason] if !reason.is_empty() => {
            let long = shape(&format!("{summary} {reason}"));
            if long.chars().count() <= SUBJECT_WIDTH {
                return long;
            }
            shape(&summary)
        }
        _ => shape(&summary),
    }
}

/// The whole message, ending in a newline.
pub fn render(content: &CommitContent) -> String {
    let mut out = title(content);
    out.push_str("\n\n");
    let mut passes_seen: Vec<&str> = content.findings.iter().map(|(_, f)| f.pass).collect();
    passes_seen.sort();
    passes_seen.dedup();
    for name in passes_seen {
        if let Some(pass) = passes::by_name(name) {
            out.push_str(&wrap(pass.rationale(), BODY_WIDTH));
            out.push_str("\n\n");
        }
    }
    for (_, finding) in &content.findings {
        out.push_str(&wrap(
            &format!(
                "{} ({}): {}.",
                finding.subject, finding.location, finding.summary
            ),
            BODY_WIDTH,
        ));
        out.push('\n');
        for note in &finding.notes {
            out.push_str(&bullet(note));
        }
        out.push('\n');
    }
    if let Some(verified) = &content.verified {
        let verified = &wrap_long_lines(verified);
        out.push_str(verified);
        if !verified.ends_with('\n') {
            out.push('\n');
        }
        out.push('\n');
    }
    if !content.nearby.is_empty() {
        out.push_str("Left unchanged nearby (see `unbox plan`):\n");
        for refusal in &content.nearby {
            out.push_str(&bullet(&format!(
                "{} {}: {}: {}",
                refusal.subject, refusal.location, refusal.code, refusal.message
            )));
        }
        out.push('\n');
    }
    if let Some(bench) = &content.bench {
        let bench = &wrap_long_lines(bench);
        out.push_str(bench);
        if !bench.ends_with('\n') {
            out.push('\n');
        }
        out.push('\n');
    }
    out.push_str(&format!("Reproduce with:\n\n\t{}\n", content.command));
    out
}

/// Body lines are wrapped here, as git's and Go's reviewers expect.
const BODY_WIDTH: usize = 72;

/// Each line of `text` longer than [`BODY_WIDTH`] wrapped, the continuation lines of a
/// bullet or an indented line hanging two spaces further in; table rows (`| … |`) and tab-indented commands
/// are left whole, as benchstat tables are in Go's own commit messages.
fn wrap_long_lines(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        if line.chars().count() <= BODY_WIDTH || line.starts_with('|') || line.starts_with('\t') {
            out.push_str(line);
            out.push('\n');
            continue;
        }
        let indent: String = line.chars().take_while(|c| *c == ' ').collect();
        // A bullet or an indented item hangs its continuation under its text; a plain
        // paragraph keeps its margin.
        let hang = if line.trim_start().starts_with("- ") || !indent.is_empty() {
            "  "
        } else {
            ""
        };
        let wrapped = wrap(line.trim_start(), BODY_WIDTH - indent.len() - hang.len());
        for (i, part) in wrapped.lines().enumerate() {
            out.push_str(&indent);
            if i > 0 {
                out.push_str(hang);
            }
            out.push_str(part);
            out.push('\n');
        }
    }
    if !text.ends_with('\n') {
        out.pop();
    }
    out
}

/// `- text` wrapped at [`BODY_WIDTH`], continuation lines indented under the text.
fn bullet(text: &str) -> String {
    let wrapped = wrap(text, BODY_WIDTH - 2);
    let mut out = String::new();
    for (i, line) in wrapped.lines().enumerate() {
        out.push_str(if i == 0 { "- " } else { "  " });
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// Wraps a paragraph at `width` columns, breaking at spaces.
fn wrap(text: &str, width: usize) -> String {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && line.len() + 1 + word.len() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines.join("\n")
}

/// "an" before a word said with a vowel first (`an Option`, `an inbox`), else "a".
pub fn article(word: &str) -> &'static str {
    match word.chars().next().map(|c| c.to_ascii_lowercase()) {
        Some('a' | 'e' | 'i' | 'o' | 'u') => "an",
        _ => "a",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prefix_style_follows_most_recent_subjects() {
        let go_style = vec![
            "net/http: fix a leak".to_string(),
            "cmd/go: add -x".to_string(),
            "Update README".to_string(),
        ];
        assert!(uses_prefix_style(&go_style));
        let plain = vec![
            "Fix the thing".to_string(),
            "Add tests".to_string(),
            "api: tweak".to_string(),
        ];
        assert!(!uses_prefix_style(&plain));
        assert!(!uses_prefix_style(&[]));
        // yarpc-go mixes plain subjects and merges in; a fifth prefixed is its style.
        let mixed = vec![
            "encoding: add WithRoutingDelegate".to_string(),
            "Merge pull request #2530 from a/b".to_string(),
            "Update CHANGELOG".to_string(),
            "transport/http: fix a race".to_string(),
            "Bump deps".to_string(),
            "Fix flaky test".to_string(),
        ];
        assert!(uses_prefix_style(&mixed));
        assert!(uses_prefix_style(&["pkg: initial import".to_string()]));
    }

    #[test]
    fn long_record_lines_wrap_and_tables_do_not() {
        let text = format!(
            "{}\n| a | b |{}\n  before: {}",
            "word ".repeat(30),
            " x".repeat(50),
            "y ".repeat(50)
        );
        let out = wrap_long_lines(&text);
        for line in out.lines() {
            assert!(
                line.starts_with('|') || line.chars().count() <= 72,
                "{line:?}"
            );
        }
        assert!(
            out.contains("\n    y y"),
            "continuations indent under the line: {out}"
        );
    }

    #[test]
    fn wrap_keeps_lines_short() {
        let text = "word ".repeat(40);
        assert!(wrap(&text, 72).lines().all(|l| l.len() <= 72));
    }
}
