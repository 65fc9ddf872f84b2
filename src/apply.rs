//! Writing rewritten files in place, all or nothing.
//!
//! Every precondition is checked for every file before the first byte is written: the file
//! still holds what was read, it is writable, and (unless allowed) git has no uncommitted
//! changes for it. Each file is then replaced atomically: the new text goes to a temporary
//! file in the same folder, which is renamed over the original, so a crash leaves either the
//! old file or the new one, never half of each.
//!
//! Invariant: writes only the files in the changes it is given.

use crate::engine::FileChange;
use crate::git::{self, FileState};
use crate::problem::Problem;
use std::io::Write;
use std::path::PathBuf;

/// How `apply` may treat files git cannot restore.
#[derive(Debug, Clone, Copy, Default)]
pub struct ApplyOptions {
    /// Write files that have uncommitted changes too.
    pub allow_dirty: bool,
}

/// What `apply` did.
#[derive(Debug, Default)]
pub struct ApplyReport {
    pub written: Vec<PathBuf>,
    /// Files outside any git repository (written, but with no safety net).
    pub unversioned: Vec<PathBuf>,
    pub problems: Vec<Problem>,
}

/// Writes the changes, or none of them if any precondition fails.
pub fn apply(changes: &[FileChange], options: ApplyOptions) -> ApplyReport {
    let mut report = ApplyReport::default();
    for change in changes {
        match std::fs::read(&change.path) {
            Ok(bytes) if bytes == change.old.as_bytes() => {}
            Ok(_) => report.problems.push(Problem::unsafe_at(
                &change.path,
                "changed since it was read; re-run unbox",
            )),
            Err(e) => report
                .problems
                .push(Problem::input(&change.path, format!("cannot read: {e}"))),
        }
        match std::fs::metadata(&change.path) {
            Ok(m) if m.permissions().readonly() => report.problems.push(Problem::input(
                &change.path,
                "file is read-only; nothing was written",
            )),
            _ => {}
        }
    }
    let paths: Vec<PathBuf> = changes.iter().map(|c| c.path.clone()).collect();
    match git::file_states(&paths) {
        Ok(states) => {
            for (path, state) in states {
                match state {
                    FileState::Uncommitted if !options.allow_dirty => report.problems.push(Problem::unsafe_at(
                        &path,
                        "has uncommitted changes (or is not committed); commit or stash them, or pass --allow-dirty",
                    )),
                    FileState::NoRepository => report.unversioned.push(path),
                    _ => {}
                }
            }
        }
        Err(e) => report
            .problems
            .push(Problem::unsafe_at(&paths[0], e.to_string())),
    }
    if !report.problems.is_empty() {
        report.unversioned.clear();
        return report;
    }
    for change in changes {
        match write_atomically(change) {
            Ok(()) => report.written.push(change.path.clone()),
            Err(e) => report
                .problems
                .push(Problem::input(&change.path, format!("cannot write: {e}"))),
        }
    }
    report
}

/// Replaces a file's content by renaming a fully written temporary file over it, keeping the
/// original's permissions.
fn write_atomically(change: &FileChange) -> std::io::Result<()> {
    let dir = match change.path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let permissions = std::fs::metadata(&change.path)?.permissions();
    let mut temp = tempfile::NamedTempFile::new_in(&dir)?;
    temp.write_all(change.new.as_bytes())?;
    temp.as_file().sync_all()?;
    temp.as_file().set_permissions(permissions)?;
    temp.persist(&change.path).map_err(|e| e.error)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem::Severity;

    fn change(path: PathBuf, old: &str) -> FileChange {
        FileChange {
            path,
            old: old.into(),
            new: "package a // new\n".into(),
        }
    }

    #[test]
    fn a_file_changed_since_it_was_read_stops_every_write() {
        let dir = tempfile::tempdir().expect("temp folder");
        let (a, b) = (dir.path().join("a.go"), dir.path().join("b.go"));
        std::fs::write(&a, "package a\n").expect("write a");
        std::fs::write(&b, "package a // edited meanwhile\n").expect("write b");
        let report = apply(
            &[
                change(a.clone(), "package a\n"),
                change(b.clone(), "package a\n"),
            ],
            ApplyOptions { allow_dirty: true },
        );
        assert!(report.written.is_empty());
        assert_eq!(report.problems.len(), 1);
        assert_eq!(report.problems[0].path, b);
        assert_eq!(report.problems[0].severity, Severity::Unsafe);
        assert_eq!(
            std::fs::read_to_string(&a).expect("read a"),
            "package a\n",
            "nothing is written"
        );
    }

    #[test]
    fn a_file_that_vanished_is_reported_and_nothing_is_written() {
        let dir = tempfile::tempdir().expect("temp folder");
        let a = dir.path().join("a.go");
        std::fs::write(&a, "package a\n").expect("write a");
        let gone = dir.path().join("gone.go");
        let report = apply(
            &[
                change(a.clone(), "package a\n"),
                change(gone, "package a\n"),
            ],
            ApplyOptions { allow_dirty: true },
        );
        assert!(report.written.is_empty());
        assert!(report
            .problems
            .iter()
            .any(|p| p.message.starts_with("cannot read")));
        assert_eq!(std::fs::read_to_string(&a).expect("read a"), "package a\n");
    }

    #[test]
    fn writes_replace_the_whole_file() {
        let dir = tempfile::tempdir().expect("temp folder");
        let a = dir.path().join("a.go");
        std::fs::write(&a, "package a\n").expect("write a");
        let report = apply(
            &[change(a.clone(), "package a\n")],
            ApplyOptions { allow_dirty: true },
        );
        assert_eq!(report.written, vec![a.clone()]);
        assert_eq!(
            std::fs::read_to_string(&a).expect("read a"),
            "package a // new\n"
        );
        let leftovers = std::fs::read_dir(dir.path()).expect("list").count();
        assert_eq!(leftovers, 1, "no temporary file is left behind");
    }
}
