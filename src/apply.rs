//! Writing rewritten files in place, all or nothing.
//!
//! Every precondition is checked for every file before the first byte is written: the file
//! still holds what was read, it is writable, and (unless allowed) git has no uncommitted
//! changes for it. Then a transaction:
//!
//! 1. **stage**: each new text is written and synced to `.<name>.unbox-new` beside its file
//!    (a dot file, which the go tool ignores); if any fails, the staged files are removed
//!    and nothing was written;
//! 2. **commit**: each staged file is renamed over its original (atomic per file); if a
//!    rename fails, the files already replaced get their original text back the same way
//!    (the originals are kept in memory until the end), and the report names each one;
//! 3. the report lists the files written.
//!
//! A crash (or `kill -9`) during the commit leaves each file whole, old or new, and at most
//! one `.<name>.unbox-new` beside it; the next run removes those leftovers and says so
//! ([`remove_leftovers`]).
//!
//! Invariant: writes only the files in the changes it is given and their `.unbox-new`
//! companions, and only through a [`Disk`].

use crate::engine::FileChange;
use crate::git::{self, FileState};
use crate::problem::Problem;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The suffix of unbox's staged files: `.<name>.unbox-new` beside `<name>`.
pub const STAGED_SUFFIX: &str = ".unbox-new";

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
    /// Files that had been replaced when a later rename failed, and got their original
    /// text back.
    pub restored: Vec<PathBuf>,
}

/// The file operations a write needs, so tests can make any of them fail.
pub trait Disk {
    /// Writes and syncs `bytes` to a new file `path`, with the permissions of `like`.
    fn stage(&self, path: &Path, bytes: &[u8], like: &Path) -> std::io::Result<()>;
    /// Renames `from` over `to` (atomic on one file system).
    fn rename(&self, from: &Path, to: &Path) -> std::io::Result<()>;
    /// Removes a file.
    fn remove(&self, path: &Path) -> std::io::Result<()>;
}

/// The real file system.
pub struct RealDisk;

impl Disk for RealDisk {
    fn stage(&self, path: &Path, bytes: &[u8], like: &Path) -> std::io::Result<()> {
        let permissions = std::fs::metadata(like)?.permissions();
        let mut file = std::fs::OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .open(path)?;
        let written = file
            .write_all(bytes)
            .and_then(|()| file.sync_all())
            .and_then(|()| file.set_permissions(permissions));
        if written.is_err() {
            let _ = std::fs::remove_file(path);
        }
        written
    }

    fn rename(&self, from: &Path, to: &Path) -> std::io::Result<()> {
        std::fs::rename(from, to)?;
        kill_point();
        Ok(())
    }

    fn remove(&self, path: &Path) -> std::io::Result<()> {
        std::fs::remove_file(path)
    }
}

/// A fault-injection hook for the crash test: with `UNBOX_TEST_ABORT_AFTER_RENAMES=N` the
/// process aborts (as `kill -9` would stop it) right after its N-th rename.
fn kill_point() {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static RENAMES: AtomicUsize = AtomicUsize::new(0);
    let Some(limit) = std::env::var("UNBOX_TEST_ABORT_AFTER_RENAMES")
        .ok()
        .and_then(|v| v.parse::<usize>().ok())
    else {
        return;
    };
    if RENAMES.fetch_add(1, Ordering::SeqCst) + 1 >= limit {
        std::process::abort();
    }
}

/// `.<name>.unbox-new` beside `path`.
pub fn staged_path(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    path.with_file_name(format!(".{name}{STAGED_SUFFIX}"))
}

/// Removes unbox's own leftovers (`.<name>.unbox-new` files a crashed run staged) from
/// the given folders, returning what it removed.
pub fn remove_leftovers(dirs: &[PathBuf]) -> Vec<PathBuf> {
    let mut removed = Vec::new();
    for dir in dirs {
        let Ok(entries) = std::fs::read_dir(dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            let ours = name.starts_with('.')
                && name.ends_with(STAGED_SUFFIX)
                && name.len() > 1 + STAGED_SUFFIX.len();
            if ours && std::fs::remove_file(entry.path()).is_ok() {
                removed.push(entry.path());
            }
        }
    }
    removed.sort();
    removed
}

/// Writes the changes, or none of them if any precondition fails.
pub fn apply(changes: &[FileChange], options: ApplyOptions) -> ApplyReport {
    apply_with(changes, options, &RealDisk)
}

/// [`apply`] through a given [`Disk`].
pub fn apply_with(changes: &[FileChange], options: ApplyOptions, disk: &dyn Disk) -> ApplyReport {
    let mut report = check(changes, options);
    if !report.problems.is_empty() {
        report.unversioned.clear();
        return report;
    }
    // Stage every file; any failure removes what was staged, and nothing was written.
    let mut staged: Vec<PathBuf> = Vec::new();
    for change in changes {
        let temp = staged_path(&change.path);
        match disk.stage(&temp, change.new.as_bytes(), &change.path) {
            Ok(()) => staged.push(temp),
            Err(e) => {
                report
                    .problems
                    .push(Problem::input(&change.path, format!("cannot write: {e}")));
                for temp in &staged {
                    let _ = disk.remove(temp);
                }
                report.unversioned.clear();
                return report;
            }
        }
    }
    // Commit: rename each over its original; on a failure, put the replaced ones back.
    for (i, change) in changes.iter().enumerate() {
        if let Err(e) = disk.rename(&staged[i], &change.path) {
            report
                .problems
                .push(Problem::input(&change.path, format!("cannot replace: {e}")));
            for temp in &staged[i..] {
                let _ = disk.remove(temp);
            }
            for done in &changes[..i] {
                restore(disk, done, &mut report);
            }
            report.unversioned.clear();
            return report;
        }
        report.written.push(change.path.clone());
    }
    report
}

/// Puts a replaced file's original text back (staged and renamed like any write).
fn restore(disk: &dyn Disk, change: &FileChange, report: &mut ApplyReport) {
    let temp = staged_path(&change.path);
    let back = disk
        .stage(&temp, change.old.as_bytes(), &change.path)
        .and_then(|()| disk.rename(&temp, &change.path));
    match back {
        Ok(()) => report.restored.push(change.path.clone()),
        Err(e) => {
            let _ = disk.remove(&temp);
            report.problems.push(Problem::unsafe_at(
                &change.path,
                format!("was rewritten and could not be restored ({e}); it holds the new text"),
            ));
        }
    }
}

/// The preconditions of every file, checked before anything is written.
fn check(changes: &[FileChange], options: ApplyOptions) -> ApplyReport {
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
    if changes.is_empty() {
        return report;
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
    report
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

    /// The real disk, failing the N-th call of one kind of operation.
    struct Faulty {
        fail_stage: Option<usize>,
        fail_rename: Option<usize>,
        stages: std::cell::Cell<usize>,
        renames: std::cell::Cell<usize>,
    }

    impl Faulty {
        fn new(fail_stage: Option<usize>, fail_rename: Option<usize>) -> Faulty {
            Faulty {
                fail_stage,
                fail_rename,
                stages: Default::default(),
                renames: Default::default(),
            }
        }
    }

    fn injected() -> std::io::Error {
        std::io::Error::other("injected fault")
    }

    impl Disk for Faulty {
        fn stage(&self, path: &Path, bytes: &[u8], like: &Path) -> std::io::Result<()> {
            self.stages.set(self.stages.get() + 1);
            if Some(self.stages.get()) == self.fail_stage {
                return Err(injected());
            }
            RealDisk.stage(path, bytes, like)
        }
        fn rename(&self, from: &Path, to: &Path) -> std::io::Result<()> {
            self.renames.set(self.renames.get() + 1);
            if Some(self.renames.get()) == self.fail_rename {
                return Err(injected());
            }
            std::fs::rename(from, to)
        }
        fn remove(&self, path: &Path) -> std::io::Result<()> {
            RealDisk.remove(path)
        }
    }

    /// Three files in a folder, and the changes rewriting them.
    fn three() -> (tempfile::TempDir, Vec<FileChange>) {
        let dir = tempfile::tempdir().expect("temp folder");
        let changes = ["a.go", "b.go", "c.go"]
            .iter()
            .map(|name| {
                let path = dir.path().join(name);
                std::fs::write(&path, "package a\n").expect("write");
                change(path, "package a\n")
            })
            .collect();
        (dir, changes)
    }

    fn contents(dir: &Path) -> Vec<(String, String)> {
        let mut all: Vec<(String, String)> = std::fs::read_dir(dir)
            .expect("list")
            .map(|e| {
                let path = e.expect("entry").path();
                let name = path
                    .file_name()
                    .expect("name")
                    .to_string_lossy()
                    .into_owned();
                (name, std::fs::read_to_string(&path).expect("read"))
            })
            .collect();
        all.sort();
        all
    }

    fn untouched() -> Vec<(String, String)> {
        ["a.go", "b.go", "c.go"]
            .iter()
            .map(|n| (n.to_string(), "package a\n".to_string()))
            .collect()
    }

    #[test]
    fn a_failing_write_leaves_every_file_and_no_temp_file() {
        let (dir, changes) = three();
        let disk = Faulty::new(Some(3), None);
        let report = apply_with(&changes, ApplyOptions { allow_dirty: true }, &disk);
        assert!(report.written.is_empty());
        assert_eq!(report.problems.len(), 1);
        assert!(report.problems[0]
            .message
            .contains("cannot write: injected fault"));
        assert_eq!(contents(dir.path()), untouched());
    }

    #[test]
    fn a_failing_rename_midway_restores_the_files_already_replaced() {
        let (dir, changes) = three();
        let disk = Faulty::new(None, Some(3));
        let report = apply_with(&changes, ApplyOptions { allow_dirty: true }, &disk);
        assert!(report.problems[0]
            .message
            .contains("cannot replace: injected fault"));
        assert_eq!(
            report.restored,
            vec![changes[0].path.clone(), changes[1].path.clone()]
        );
        assert_eq!(contents(dir.path()), untouched());
    }

    #[test]
    fn leftovers_are_recognised_and_removed() {
        let dir = tempfile::tempdir().expect("temp folder");
        std::fs::write(dir.path().join("a.go"), "package a\n").expect("write");
        std::fs::write(staged_path(&dir.path().join("a.go")), "half").expect("write");
        std::fs::write(dir.path().join(".keep.unbox-new.txt"), "not ours").expect("write");
        let removed = remove_leftovers(&[dir.path().to_path_buf()]);
        assert_eq!(removed, vec![dir.path().join(".a.go.unbox-new")]);
        assert_eq!(std::fs::read_dir(dir.path()).expect("list").count(), 2);
    }
}
