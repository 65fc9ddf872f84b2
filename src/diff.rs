//! Unified diffs of the files a run would rewrite, with git's headers, so that the output
//! can be reviewed as a patch and applied with `git apply` at the repository's root or
//! `patch -p1` there.
//!
//! Paths in headers are relative to the root of the git work tree holding the file
//! (outside git, to the current folder), whatever spelling the user typed (`/abs/...`,
//! `../pkg`), and name the file itself when it was reached through a symbolic link. They are
//! quoted as git quotes them (`core.quotePath`, its default): a path with a control
//! character, `"`, `\` or a byte over 0x7f is written in double quotes with C escapes
//! (`\t`, `\"`, `\\`, octal for the rest); and a `---`/`+++` line whose name holds a space
//! ends with a tab, which tells `patch` where the name ends.
//!
//! Invariant: renders into any `Write`; decides nothing about terminals (the style is an
//! input); reads the file system only to place paths.

use crate::engine::FileChange;
use crate::style::Style;
use similar::TextDiff;
use std::collections::BTreeMap;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Writes one `diff --git` section per changed file, in the order given, coloured when
/// `style` says so; paths relative to their repository's root (see the module doc).
pub fn render(changes: &[FileChange], out: &mut dyn Write, style: Style) -> io::Result<()> {
    let mut places = Places::default();
    render_with(changes, &mut |path| places.relative(path), out, style)
}

/// [`render`], with paths relative to `root`, which stands for the repository's root (a
/// copy of HEAD's files, for `apply --branch`).
pub fn render_under(
    changes: &[FileChange],
    root: &Path,
    out: &mut dyn Write,
    style: Style,
) -> io::Result<()> {
    let mut place = |path: &Path| {
        let absolute = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
        absolute
            .strip_prefix(root)
            .map(Path::to_path_buf)
            .unwrap_or(absolute)
    };
    render_with(changes, &mut place, out, style)
}

fn render_with(
    changes: &[FileChange],
    place: &mut dyn FnMut(&Path) -> PathBuf,
    out: &mut dyn Write,
    style: Style,
) -> io::Result<()> {
    for change in changes {
        let path = place(&change.path);
        let (a, b) = (git_name("a/", &path), git_name("b/", &path));
        let diff = TextDiff::from_lines(&change.old, &change.new);
        let body = diff.unified_diff().context_radius(3).to_string();
        writeln!(out, "{}", style.bold(&format!("diff --git {a} {b}")))?;
        // git ends a name holding a space with a tab, so that `patch` knows where it ends.
        let tab = |name: &str| if name.contains(' ') { "\t" } else { "" };
        writeln!(out, "{}", style.bold(&format!("--- {a}{}", tab(&a))))?;
        writeln!(out, "{}", style.bold(&format!("+++ {b}{}", tab(&b))))?;
        // Lines keep their `\r`: a diff of a CRLF file must carry it for `git apply` and
        // `patch` to match the file.
        for line in body.split_inclusive('\n') {
            let line = line.strip_suffix('\n').unwrap_or(line);
            let painted = if line.starts_with('+') {
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

/// `prefix` + `path` as git writes a name in a header: plain when no byte needs quoting,
/// else in double quotes with C escapes (git's `quote_c_style` with `core.quotePath`).
pub fn git_name(prefix: &str, path: &Path) -> String {
    let mut bytes = prefix.as_bytes().to_vec();
    bytes.extend_from_slice(&path_bytes(path));
    let needs = |b: u8| b < 0x20 || b == b'"' || b == b'\\' || b >= 0x7f;
    if !bytes.iter().any(|b| needs(*b)) {
        return String::from_utf8_lossy(&bytes).into_owned();
    }
    let mut out = String::from("\"");
    for b in bytes {
        match b {
            0x07 => out.push_str("\\a"),
            0x08 => out.push_str("\\b"),
            b'\t' => out.push_str("\\t"),
            b'\n' => out.push_str("\\n"),
            0x0b => out.push_str("\\v"),
            0x0c => out.push_str("\\f"),
            b'\r' => out.push_str("\\r"),
            b'"' => out.push_str("\\\""),
            b'\\' => out.push_str("\\\\"),
            b if needs(b) => out.push_str(&format!("\\{b:03o}")),
            b => out.push(char::from(b)),
        }
    }
    out.push('"');
    out
}

/// A path's bytes with `/` separators.
#[cfg(unix)]
fn path_bytes(path: &Path) -> Vec<u8> {
    use std::os::unix::ffi::OsStrExt;
    path.as_os_str().as_bytes().to_vec()
}

#[cfg(not(unix))]
fn path_bytes(path: &Path) -> Vec<u8> {
    path.to_string_lossy().replace('\\', "/").into_bytes()
}

/// Where files stand relative to the root of their git work tree, remembered per folder.
#[derive(Default)]
struct Places {
    roots: BTreeMap<PathBuf, Option<PathBuf>>,
    cwd: Option<PathBuf>,
}

impl Places {
    /// The path git would name `path` by: relative to its work tree's root, or outside git
    /// to the current folder; links are followed to the file they name.
    fn relative(&mut self, path: &Path) -> PathBuf {
        let Ok(absolute) = std::fs::canonicalize(path) else {
            return clean(path);
        };
        let dir = absolute.parent().unwrap_or(Path::new("/")).to_path_buf();
        let root = match self.work_tree(&dir) {
            Some(root) => root,
            None => self
                .cwd
                .get_or_insert_with(|| {
                    std::env::current_dir()
                        .and_then(std::fs::canonicalize)
                        .unwrap_or_default()
                })
                .clone(),
        };
        match absolute.strip_prefix(&root) {
            Ok(relative) => relative.to_path_buf(),
            Err(_) => clean(path),
        }
    }

    fn work_tree(&mut self, dir: &Path) -> Option<PathBuf> {
        if let Some(known) = self.roots.get(dir) {
            return known.clone();
        }
        let found = if std::fs::symlink_metadata(dir.join(".git")).is_ok() {
            Some(dir.to_path_buf())
        } else {
            dir.parent().and_then(|parent| self.work_tree(parent))
        };
        self.roots.insert(dir.to_path_buf(), found.clone());
        found
    }
}

/// A path as typed, without a leading `./` or `/`, when it cannot be placed.
fn clean(path: &Path) -> PathBuf {
    let text = path.to_string_lossy();
    let text = text.strip_prefix("./").unwrap_or(&text);
    PathBuf::from(text.trim_start_matches('/'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headers_are_git_style_and_plain_without_colour() {
        let dir = tempfile::tempdir().expect("temp folder");
        std::fs::create_dir_all(dir.path().join(".git")).expect("a work tree");
        std::fs::create_dir_all(dir.path().join("pkg")).expect("pkg");
        let path = dir.path().join("pkg/a.go");
        std::fs::write(&path, "package a\n\nvar x = 1\n").expect("write");
        let change = FileChange {
            path,
            old: "package a\n\nvar x = 1\n".into(),
            new: "package a\n\nvar x = 2\n".into(),
        };
        let mut out = Vec::new();
        render(&[change], &mut out, Style::plain()).expect("writing to a Vec cannot fail");
        let text = String::from_utf8(out).expect("diff of UTF-8 texts is UTF-8");
        assert!(
            text.starts_with(
                "diff --git a/pkg/a.go b/pkg/a.go\n--- a/pkg/a.go\n+++ b/pkg/a.go\n@@"
            ),
            "{text}"
        );
        assert!(text.contains("-var x = 1\n+var x = 2\n"));
        assert!(!text.contains('\x1b'));
    }

    #[test]
    fn names_are_quoted_as_git_quotes_them() {
        let cases = [
            ("pkg/a.go", "a/pkg/a.go"),
            ("my pkg/a.go", "a/my pkg/a.go"),
            ("tab\there/a.go", "\"a/tab\\there/a.go\""),
            ("q\"uote/a.go", "\"a/q\\\"uote/a.go\""),
            ("back\\slash.go", "\"a/back\\\\slash.go\""),
            ("café/a.go", "\"a/caf\\303\\251/a.go\""),
            ("bell\u{7}.go", "\"a/bell\\a.go\""),
            ("del\u{7f}.go", "\"a/del\\177.go\""),
        ];
        for (path, quoted) in cases {
            assert_eq!(git_name("a/", Path::new(path)), quoted, "{path:?}");
        }
    }
}
