//! `//unbox:ignore [pass] [reason]`: the opt-out comment, as Go linters honour `//nolint`.
//!
//! A comment on a line of its own covers the declaration or statement that follows it (a
//! type with all its fields, a field, a function with its body); a comment after code
//! covers that line (and what it opens, for `type T struct { //unbox:ignore`). An optional
//! first word names the one pass it is for (`records`, `options`, or `audit` for the boxing
//! audit); the rest is the reason, repeated in the plan. The engine turns a rewrite that
//! would change a covered line, or whose subject is declared there, into the refusal
//! `ignored` naming the comment's file and line; the audit leaves covered sites out and
//! lists them.
//!
//! Read from the texts a package already holds, so passes stay pure and no file is read or
//! written here.
//!
//! Invariant: text in, values out; no I/O, and no knowledge of any pass beyond the names
//! it is given.

use std::ops::RangeInclusive;
use std::path::{Path, PathBuf};

/// The comment's marker.
pub const MARKER: &str = "//unbox:ignore";

/// One `//unbox:ignore` comment and the lines it covers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ignore {
    pub file: PathBuf,
    /// 1-based line of the comment.
    pub line: usize,
    /// 1-based lines it covers, inclusive.
    pub covers: RangeInclusive<usize>,
    /// The one pass (or `audit`) it is for; `None` for every pass and the audit.
    pub pass: Option<String>,
    /// Why, as written after the marker (and the pass name).
    pub reason: Option<String>,
}

impl Ignore {
    /// Whether it is for `pass` (a pass name, or `audit`).
    pub fn applies_to(&self, pass: &str) -> bool {
        self.pass.as_deref().is_none_or(|p| p == pass)
    }

    /// Whether it covers 1-based `line` of `file`.
    pub fn covers(&self, file: &Path, line: usize) -> bool {
        self.file == file && self.covers.contains(&line)
    }

    /// `//unbox:ignore at a/b.go:12 (hot path owned by the edge team)`.
    pub fn describe(&self) -> String {
        let mut text = format!("{MARKER} at {}:{}", self.file.display(), self.line);
        if let Some(reason) = &self.reason {
            text.push_str(&format!(" ({reason})"));
        }
        text
    }
}

/// The `//unbox:ignore` comments of one file. `passes` are the words read as a pass name
/// when one follows the marker (the registry's names and `audit`).
pub fn find(path: &Path, text: &str, passes: &[&str]) -> Vec<Ignore> {
    if !text.contains(MARKER) {
        return Vec::new();
    }
    let lines: Vec<&str> = text.lines().collect();
    let mut found = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let Some(at) = comment_start(line) else {
            continue;
        };
        let Some(rest) = line[at..].strip_prefix(MARKER) else {
            continue;
        };
        // `//unbox:ignored` is another word.
        if rest.chars().next().is_some_and(|c| !c.is_whitespace()) {
            continue;
        }
        let rest = rest.trim();
        let (pass, reason) = match rest.split_once(char::is_whitespace) {
            Some((word, tail)) if passes.contains(&word) => {
                (Some(word.to_string()), Some(tail.trim().to_string()))
            }
            None if passes.contains(&rest) => (Some(rest.to_string()), None),
            _ => (None, Some(rest.to_string())),
        };
        let reason = reason.filter(|r| !r.is_empty());
        let own_line = line[..at].trim().is_empty();
        let start = if own_line {
            // The next line of code, past the rest of a doc comment and blank lines.
            match (i + 1..lines.len()).find(|&k| {
                let t = lines[k].trim();
                !t.is_empty() && !t.starts_with("//")
            }) {
                Some(k) => k,
                None => continue,
            }
        } else {
            i
        };
        let end = span_end(&lines, start);
        found.push(Ignore {
            file: path.to_path_buf(),
            line: i + 1,
            covers: start + 1..=end + 1,
            pass,
            reason,
        });
    }
    found
}

/// The byte offset of the `//` comment in a line, outside string and rune literals. A raw
/// string spanning lines is not followed: a marker inside one would need `//unbox:ignore`
/// at the start of a line inside a backquoted string, which is read as a comment.
fn comment_start(line: &str) -> Option<usize> {
    let bytes = line.as_bytes();
    let mut i = 0;
    let mut quote: Option<u8> = None;
    while i < bytes.len() {
        let b = bytes[i];
        match quote {
            Some(q) if b == b'\\' && q != b'`' => i += 1,
            Some(q) if b == q => quote = None,
            Some(_) => {}
            None if b == b'"' || b == b'\'' || b == b'`' => quote = Some(b),
            None if b == b'/' && bytes.get(i + 1) == Some(&b'/') => {
                return line[i..].starts_with(MARKER).then_some(i);
            }
            None => {}
        }
        i += 1;
    }
    None
}

/// The 0-based last line of what starts at line `start`: the line itself, or, when it
/// opens brackets (`type T struct {`, `func f() {`), the line that closes them.
fn span_end(lines: &[&str], start: usize) -> usize {
    let mut depth: i64 = 0;
    for (k, line) in lines.iter().enumerate().skip(start) {
        depth += bracket_balance(line);
        if depth <= 0 {
            return k;
        }
    }
    lines.len().saturating_sub(1)
}

/// Opening minus closing brackets on a line, outside literals and comments.
fn bracket_balance(line: &str) -> i64 {
    let bytes = line.as_bytes();
    let mut balance = 0;
    let mut quote: Option<u8> = None;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        match quote {
            Some(q) if b == b'\\' && q != b'`' => i += 1,
            Some(q) if b == q => quote = None,
            Some(_) => {}
            None if b == b'"' || b == b'\'' || b == b'`' => quote = Some(b),
            None if b == b'/' && bytes.get(i + 1) == Some(&b'/') => break,
            None if matches!(b, b'{' | b'(' | b'[') => balance += 1,
            None if matches!(b, b'}' | b')' | b']') => balance -= 1,
            None => {}
        }
        i += 1;
    }
    balance
}

/// 1-based line of a byte offset in a text.
pub fn line_of(text: &str, byte: usize) -> usize {
    let end = byte.min(text.len());
    text.as_bytes()[..end]
        .iter()
        .filter(|b| **b == b'\n')
        .count()
        + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    const PASSES: &[&str] = &["options", "records", "audit"];

    fn find_in(text: &str) -> Vec<Ignore> {
        find(Path::new("peer.go"), text, PASSES)
    }

    #[test]
    fn a_comment_above_a_type_covers_the_whole_declaration() {
        let text = "package pool\n\n// Peer is a host.\n//unbox:ignore records owned by the edge team\ntype Peer struct {\n\tAddr  string\n\tstats *peerStats\n}\n\nfunc f() {}\n";
        let found = find_in(text);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].line, 4);
        assert_eq!(found[0].covers, 5..=8);
        assert_eq!(found[0].pass.as_deref(), Some("records"));
        assert_eq!(found[0].reason.as_deref(), Some("owned by the edge team"));
        assert!(found[0].applies_to("records") && !found[0].applies_to("audit"));
        assert_eq!(
            found[0].describe(),
            "//unbox:ignore at peer.go:4 (owned by the edge team)"
        );
    }

    #[test]
    fn a_trailing_comment_covers_its_line_and_a_field_only_itself() {
        let text = "package pool\n\ntype Peer struct {\n\tstats *peerStats //unbox:ignore\n\tname  string\n}\n\nvar m = map[string]any{\"id\": id} //unbox:ignore audit the map is built once\n";
        let found = find_in(text);
        assert_eq!(found.len(), 2);
        assert_eq!(found[0].covers, 4..=4);
        assert_eq!(
            (found[0].pass.clone(), found[0].reason.clone()),
            (None, None)
        );
        assert_eq!(found[1].covers, 8..=8);
        assert_eq!(found[1].pass.as_deref(), Some("audit"));
    }

    #[test]
    fn markers_in_strings_and_other_words_are_not_comments() {
        let text = "package p\n\nvar s = \"//unbox:ignore\"\nvar r = `x` // see //unbox:ignore\n//unbox:ignored\nvar t = 1\n";
        assert!(find_in(text).is_empty());
        assert_eq!(line_of(text, 0), 1);
        assert_eq!(line_of(text, text.find("var s").unwrap_or(0)), 3);
    }
}
