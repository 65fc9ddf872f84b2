//! Unified diffs of the files a run would rewrite, with git-style headers so that the output
//! can be reviewed as a patch and applied with `git apply` or `patch -p1`.
//!
//! Invariant: renders into any `Write`; decides nothing about terminals (the style is an
//! input).

use crate::engine::FileChange;
use crate::style::Style;
use similar::TextDiff;
use std::io::{self, Write};
use std::path::Path;

/// Writes one `diff --git` section per changed file, in the order given, coloured when
/// `style` says so.
pub fn render(changes: &[FileChange], out: &mut dyn Write, style: Style) -> io::Result<()> {
    for change in changes {
        let path = git_path(&change.path);
        let diff = TextDiff::from_lines(&change.old, &change.new);
        let body = diff
            .unified_diff()
            .context_radius(3)
            .header(&format!("a/{path}"), &format!("b/{path}"))
            .to_string();
        writeln!(
            out,
            "{}",
            style.bold(&format!("diff --git a/{path} b/{path}"))
        )?;
        // Lines keep their `\r`: a diff of a CRLF file must carry it for `git apply` and
        // `patch` to match the file.
        for line in body.split_inclusive('\n') {
            let line = line.strip_suffix('\n').unwrap_or(line);
            let painted = if line.starts_with("+++") || line.starts_with("---") {
                style.bold(line)
            } else if line.starts_with('+') {
                style.good(line)
            } else if line.starts_with('-') {
                style.bad(line)
            } else if line.starts_with("@@") {
                style.code(line)
            } else {
                line.to_string()
            };
            writeln!(out, "{painted}")?;
        }
    }
    Ok(())
}

/// A path as git writes it in headers: forward slashes, no leading `./`.
fn git_path(path: &Path) -> String {
    let text = path.to_string_lossy().replace('\\', "/");
    text.strip_prefix("./").unwrap_or(&text).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headers_are_git_style_and_plain_without_colour() {
        let change = FileChange {
            path: "./pkg/a.go".into(),
            old: "package a\n\nvar x = 1\n".into(),
            new: "package a\n\nvar x = 2\n".into(),
        };
        let mut out = Vec::new();
        render(&[change], &mut out, Style::plain()).expect("writing to a Vec cannot fail");
        let text = String::from_utf8(out).expect("diff of UTF-8 texts is UTF-8");
        assert!(
            text.starts_with("diff --git a/pkg/a.go b/pkg/a.go\n--- a/pkg/a.go\n+++ b/pkg/a.go\n")
        );
        assert!(text.contains("-var x = 1\n+var x = 2\n"));
        assert!(!text.contains('\x1b'));
    }
}
