//! Writing rewritten files in place as one transaction: no package is ever left half new,
//! and no edit saved meanwhile is lost.
//!
//! 1. **lock** the state folder of every file ([`lock`]: the repository's git folder, or
//!    the module's `.unbox` outside git), waiting for (or refusing) another run;
//! 2. **recover** a journal an interrupted run left there ([`journal::recover`]);
//! 3. **check** every file before anything is written: it still holds what was read, it is
//!    a regular file with one link, the system lets this user write it and its folder,
//!    the user owns it (or is root), nothing is in the way at its side names, and (unless
//!    allowed) git has no uncommitted changes for it;
//! 4. **journal**: name every file, its hashes, its staged and backup names;
//! 5. **stage** each new text at `.<name>.unbox-swap` (exclusive create, never following a
//!    link, with the original's mode, owner and extended attributes) and sync it;
//! 6. **swap** each staged file with its original ([`disk::Disk::replace`]: an atomic
//!    exchange on Linux) and compare what was displaced with what was read; an edit saved
//!    meanwhile stops the run, and every file swapped so far is swapped back;
//! 7. sync the folders, remove the originals (now aside) and the journal, release the lock.
//!
//! A run killed at any point leaves the journal; the next run resolves it before doing
//! anything else. A file reached through a symbolic link is written through it (the engine
//! refuses a rewrite whose link leads outside the analysed folders).
//!
//! Invariant: writes only the files in the changes it is given, their side names, and its
//! state folders, and only through a [`Disk`].

pub mod disk;
pub mod journal;
pub mod lock;

use crate::engine::FileChange;
use crate::git::{self, FileState};
use crate::problem::Problem;
use disk::{Disk, Original, RealDisk, ReplaceError};
use journal::{Entry, Fingerprint, Journal, Recovery, Resolution, StateDirs};
use lock::{Lock, Wait};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

pub use journal::{BACKUP_SUFFIX, STAGED_SUFFIX};

/// How `apply` may treat files git cannot restore, and another run.
#[derive(Debug, Clone, Copy, Default)]
pub struct ApplyOptions {
    /// Write files that have uncommitted changes too.
    pub allow_dirty: bool,
    /// What to do when another run holds the lock.
    pub wait: Wait,
}

/// What `apply` did.
#[derive(Debug, Default)]
pub struct ApplyReport {
    /// The files that hold their new text, as they were named.
    pub written: Vec<PathBuf>,
    /// Files outside any git repository (written, but with no safety net).
    pub unversioned: Vec<PathBuf>,
    pub problems: Vec<Problem>,
    /// Files that had been replaced when a later one failed, and got their original text
    /// back.
    pub restored: Vec<PathBuf>,
    /// Files named through a symbolic link, and the file written (link, target).
    pub through_links: Vec<(PathBuf, PathBuf)>,
    /// Journals of interrupted runs found on the way, and what was done with them.
    pub recovered: Vec<Recovery>,
}

/// Writes the changes, or none of them if any precondition fails. Waits silently for
/// another run; see [`apply_waiting`].
pub fn apply(changes: &[FileChange], options: ApplyOptions) -> ApplyReport {
    apply_waiting(changes, options, &mut |_, _| {})
}

/// [`apply`], telling `waiting` (state folder, holder) before it waits for another run.
pub fn apply_waiting(
    changes: &[FileChange],
    options: ApplyOptions,
    waiting: &mut dyn FnMut(&Path, &str),
) -> ApplyReport {
    apply_with(changes, options, waiting, &RealDisk)
}

/// One file of the transaction.
struct Planned<'c> {
    change: &'c FileChange,
    /// The file written: the change's path with every link resolved.
    target: PathBuf,
    staged: PathBuf,
    backup: PathBuf,
    state: PathBuf,
    original: Option<Original>,
}

/// [`apply_waiting`] through a given [`Disk`].
pub fn apply_with(
    changes: &[FileChange],
    options: ApplyOptions,
    waiting: &mut dyn FnMut(&Path, &str),
    disk: &dyn Disk,
) -> ApplyReport {
    let mut report = ApplyReport::default();
    let mut planned = resolve(changes, &mut report);
    if !report.problems.is_empty() || planned.is_empty() {
        return report;
    }
    let states: BTreeSet<PathBuf> = planned.iter().map(|p| p.state.clone()).collect();
    let _locks = match lock_all(&states, options.wait, waiting) {
        Ok(locks) => locks,
        Err(problem) => {
            report.problems.push(problem);
            return report;
        }
    };
    point("locked");
    for state in &states {
        recover_into(state, disk, &mut report);
    }
    if !report.problems.is_empty() {
        return report;
    }
    check(&mut planned, options, &mut report);
    if !report.problems.is_empty() {
        report.unversioned.clear();
        return report;
    }
    point("checked");
    write(&planned, disk, &mut report);
    if !report.problems.is_empty() {
        report.unversioned.clear();
    }
    report
}

/// Resolves links and finds each file's state folder. Two names of one file are written
/// once when their new texts agree, and refused when they do not.
fn resolve<'c>(changes: &'c [FileChange], report: &mut ApplyReport) -> Vec<Planned<'c>> {
    let mut states = StateDirs::default();
    let mut planned: Vec<Planned> = Vec::new();
    let mut seen: BTreeMap<PathBuf, usize> = BTreeMap::new();
    // Files this run rewrites by their own name (not through a link).
    let mut direct: BTreeSet<PathBuf> = BTreeSet::new();
    for change in changes {
        let target = match std::fs::canonicalize(&change.path) {
            Ok(target) => target,
            Err(e) => {
                report
                    .problems
                    .push(Problem::input(&change.path, format!("cannot read: {e}")));
                continue;
            }
        };
        if std::fs::symlink_metadata(&change.path).is_ok_and(|m| m.file_type().is_symlink()) {
            report
                .through_links
                .push((change.path.clone(), target.clone()));
        } else {
            direct.insert(target.clone());
        }
        if let Some(&first) = seen.get(&target) {
            let other: &Planned = &planned[first];
            if other.change.new != change.new {
                report.problems.push(Problem::unsafe_at(
                    &change.path,
                    format!(
                        "is the same file as {} (through a symbolic link), and the rewrites of the two names differ; nothing was written",
                        other.change.path.display()
                    ),
                ));
            }
            continue;
        }
        seen.insert(target.clone(), planned.len());
        planned.push(Planned {
            change,
            staged: journal::side_path(&target, STAGED_SUFFIX),
            backup: journal::side_path(&target, BACKUP_SUFFIX),
            state: states.of(disk::parent(&target)),
            target,
            original: None,
        });
    }
    // A link to a Go file of another folder makes that file part of two packages: writing
    // through it changes the other package too, which is whole only when this run rewrites
    // that file by its own name, the same way.
    for (link, target) in &report.through_links {
        let home = std::fs::canonicalize(disk::parent(link)).ok();
        let go_file = target
            .file_name()
            .and_then(|n| n.to_str())
            .is_some_and(|n| n.ends_with(".go") && !n.starts_with(['_', '.']));
        if go_file && home.as_deref() != target.parent() && !direct.contains(target) {
            report.problems.push(Problem::unsafe_at(
                link,
                format!(
                    "is a symbolic link to {}, a file of another package, which this run does not rewrite the same way; writing through the link would leave that package half rewritten; nothing was written",
                    target.display()
                ),
            ));
        }
    }
    planned
}

/// Takes the lock of every state folder, in a fixed order so that two runs cannot each
/// hold one the other waits for.
fn lock_all(
    states: &BTreeSet<PathBuf>,
    wait: Wait,
    waiting: &mut dyn FnMut(&Path, &str),
) -> Result<Vec<Lock>, Problem> {
    let mut locks = Vec::new();
    for state in states {
        let lock = Lock::acquire(state, wait, &mut |holder| waiting(state, holder))
            .map_err(|e| Problem::unsafe_at(state, strip_path(&e.to_string(), state)))?;
        locks.push(lock);
    }
    Ok(locks)
}

/// A message without the path a [`Problem`] prints in front of it anyway.
fn strip_path(message: &str, path: &Path) -> String {
    let prefix = format!("{}: ", path.display());
    message.strip_prefix(&prefix).unwrap_or(message).to_string()
}

/// Resolves the journal an interrupted run left in a state folder (locked by the caller),
/// recording what was done; a journal that cannot be resolved is a problem that stops the
/// run.
fn recover_into(state: &Path, disk: &dyn Disk, report: &mut ApplyReport) {
    match journal::recover(state, disk) {
        None => {}
        Some(Ok(recovery)) => {
            if recovery.resolution == Resolution::Stuck || !recovery.problems.is_empty() {
                for (path, why) in &recovery.problems {
                    report.problems.push(Problem::unsafe_at(
                        path,
                        format!(
                            "an interrupted unbox apply (journal {}) {why}; resolve it by hand, then remove the journal",
                            recovery.journal.display()
                        ),
                    ));
                }
            }
            report.recovered.push(recovery);
        }
        Some(Err(e)) => report
            .problems
            .push(Problem::unsafe_at(state, strip_path(&e.to_string(), state))),
    }
}

/// Resolves the journals interrupted runs left in the state folders of `dirs` (package
/// folders), taking each lock for the time it takes. Run before analysing, so that the
/// analysis reads whole files.
pub fn recover(dirs: &[PathBuf], wait: Wait, waiting: &mut dyn FnMut(&Path, &str)) -> ApplyReport {
    let mut report = ApplyReport::default();
    let mut finder = StateDirs::default();
    let states: BTreeSet<PathBuf> = dirs.iter().map(|d| finder.of(d)).collect();
    // A state folder exists while a run writes, or after one was killed (its journal, a
    // partial journal, or only its lock file).
    let pending: BTreeSet<PathBuf> = states.into_iter().filter(|s| s.exists()).collect();
    if pending.is_empty() {
        return report;
    }
    let _locks = match lock_all(&pending, wait, waiting) {
        Ok(locks) => locks,
        Err(problem) => {
            report.problems.push(problem);
            return report;
        }
    };
    for state in &pending {
        recover_into(state, &RealDisk, &mut report);
    }
    report
}

/// The journals of unfinished writes in the state folders of `dirs` (package folders),
/// for commands that only read to warn about.
pub fn pending_journals(dirs: &[PathBuf]) -> Vec<PathBuf> {
    let mut finder = StateDirs::default();
    let states: BTreeSet<PathBuf> = dirs.iter().map(|d| finder.of(d)).collect();
    journal::pending(states.iter().map(PathBuf::as_path))
}

/// The preconditions of every file, checked before anything is written.
fn check(planned: &mut [Planned], options: ApplyOptions, report: &mut ApplyReport) {
    for plan in planned.iter_mut() {
        let path = &plan.change.path;
        let (original, bytes) = match disk::read_original(&plan.target) {
            Ok(read) => read,
            Err(e) => {
                report
                    .problems
                    .push(Problem::input(path, format!("cannot read: {e}")));
                continue;
            }
        };
        if !original.regular {
            report.problems.push(Problem::input(
                path,
                "not a regular file; nothing was written",
            ));
            continue;
        }
        if bytes != plan.change.old.as_bytes() {
            report.problems.push(Problem::unsafe_at(
                path,
                "changed since it was read; re-run unbox",
            ));
        }
        if original.mode & 0o222 == 0 {
            report.problems.push(Problem::input(
                path,
                "file is read-only; nothing was written",
            ));
        } else if let Some(why) = disk::not_writable(&plan.target) {
            report
                .problems
                .push(Problem::input(path, format!("{why}; nothing was written")));
        } else if let Some(why) = disk::foreign_owner(&original) {
            report.problems.push(Problem::unsafe_at(
                path,
                format!("{why}; nothing was written"),
            ));
        }
        if original.nlink > 1 {
            report.problems.push(Problem::unsafe_at(
                path,
                format!(
                    "has {} hard links, and replacing it would leave the other names with the old text; nothing was written",
                    original.nlink
                ),
            ));
        }
        for side in [&plan.staged, &plan.backup] {
            if std::fs::symlink_metadata(side).is_ok() {
                report.problems.push(Problem::unsafe_at(
                    path,
                    format!(
                        "{} is in the way: unbox stages its new text under that name and will not replace what it did not create; remove it and re-run",
                        side.display()
                    ),
                ));
            }
        }
        plan.original = Some(original);
    }
    let paths: Vec<PathBuf> = planned.iter().map(|p| p.change.path.clone()).collect();
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
}

/// The journal, staging and swaps, once every file passed its checks (and the locks are
/// held).
fn write(planned: &[Planned], disk: &dyn Disk, report: &mut ApplyReport) {
    let mut journals: BTreeMap<&Path, Journal> = BTreeMap::new();
    for plan in planned {
        let original = plan
            .original
            .as_ref()
            .expect("every file passed its checks, which describe it");
        journals
            .entry(plan.state.as_path())
            .or_insert_with(|| Journal {
                version: 1,
                pid: std::process::id(),
                entries: Vec::new(),
            })
            .entries
            .push(Entry {
                path: plan.target.clone(),
                staged: plan.staged.clone(),
                backup: plan.backup.clone(),
                old: Fingerprint::of(plan.change.old.as_bytes()),
                dev: original.dev,
                ino: original.ino,
                new: Fingerprint::of(plan.change.new.as_bytes()),
            });
    }
    let mut written_journals: Vec<&Path> = Vec::new();
    for (state, journal) in &journals {
        if let Err(e) = journal::write(state, journal) {
            report
                .problems
                .push(Problem::unsafe_at(state, strip_path(&e.to_string(), state)));
            remove_journals(&written_journals, report);
            return;
        }
        written_journals.push(state);
    }
    point("journal written");
    // Stage every file; any failure removes what was staged, and nothing was written.
    for (i, plan) in planned.iter().enumerate() {
        let original = plan
            .original
            .as_ref()
            .expect("every file passed its checks, which describe it");
        if let Err(e) = disk.stage(&plan.staged, plan.change.new.as_bytes(), original) {
            report.problems.push(Problem::input(
                &plan.change.path,
                format!("cannot write: {e}"),
            ));
            for earlier in &planned[..i] {
                let _ = disk.remove(&earlier.staged);
            }
            remove_journals(&written_journals, report);
            return;
        }
        point(&format!("staged {}", plan.change.path.display()));
    }
    // Swap each in; on any failure, swap back the ones already in.
    let mut swapped: Vec<(usize, PathBuf)> = Vec::new();
    for (i, plan) in planned.iter().enumerate() {
        let result = disk.replace(
            &plan.staged,
            &plan.target,
            &plan.backup,
            plan.change.old.as_bytes(),
        );
        let failure = match result {
            Ok(aside) => {
                swapped.push((i, aside));
                point(&format!("swapped {}", plan.change.path.display()));
                continue;
            }
            Err(e) => e,
        };
        let path = &plan.change.path;
        let (message, stranded) = match failure {
            ReplaceError::Changed => ("changed while unbox was writing (an edit saved after the check); the edit is kept and every file of this run keeps its original text; re-run unbox".to_string(), false),
            ReplaceError::Gone => ("was deleted while unbox was writing; every file of this run keeps its original text".to_string(), false),
            ReplaceError::Io(e) => (format!("cannot replace: {e}"), false),
            ReplaceError::Stranded { at, error } => (format!(
                "changed while unbox was writing and could not be put back ({error}): your text is at {}, and the file holds the new text",
                at.display()
            ), true),
        };
        report.problems.push(Problem::unsafe_at(path, message));
        let kept = roll_back(planned, &swapped, disk, report);
        for later in &planned[i + usize::from(stranded)..] {
            let _ = disk.remove(&later.staged);
        }
        if kept && !stranded {
            remove_journals(&written_journals, report);
        }
        return;
    }
    // Every file is in place: make the swaps durable, then drop the originals and the
    // journals. A run killed from here on is finished by the next one.
    let dirs: BTreeSet<&Path> = planned.iter().map(|p| disk::parent(&p.target)).collect();
    for dir in dirs {
        let _ = disk.sync_dir(dir);
    }
    point("synced");
    for (_, aside) in &swapped {
        let _ = disk.remove(aside);
    }
    remove_journals(&written_journals, report);
    report.written = planned.iter().map(|p| p.change.path.clone()).collect();
}

/// Swaps back the files already swapped in, newest first. `false` when one could not be
/// (it was edited after it was replaced, and keeps the edit): the journal then stays, for
/// the user to resolve with the next run's help.
fn roll_back(
    planned: &[Planned],
    swapped: &[(usize, PathBuf)],
    disk: &dyn Disk,
    report: &mut ApplyReport,
) -> bool {
    let mut whole = true;
    for (i, aside) in swapped.iter().rev() {
        let plan = &planned[*i];
        let other = if *aside == plan.staged {
            &plan.backup
        } else {
            &plan.staged
        };
        match disk.replace(aside, &plan.target, other, plan.change.new.as_bytes()) {
            Ok(displaced) => {
                let _ = disk.remove(&displaced);
                report.restored.push(plan.change.path.clone());
            }
            Err(e) => {
                whole = false;
                let why = match e {
                    ReplaceError::Changed => {
                        "it was edited after unbox replaced it, and keeps the edit".to_string()
                    }
                    ReplaceError::Gone => "it was deleted after unbox replaced it".to_string(),
                    ReplaceError::Io(e) | ReplaceError::Stranded { error: e, .. } => e.to_string(),
                };
                report.problems.push(Problem::unsafe_at(
                    &plan.change.path,
                    format!(
                        "could not be restored ({why}); its original text is at {}",
                        aside.display()
                    ),
                ));
            }
        }
    }
    report.restored.reverse();
    whole
}

fn remove_journals(states: &[&Path], report: &mut ApplyReport) {
    for state in states {
        if let Err(e) = journal::remove(state) {
            report.problems.push(Problem::unsafe_at(
                &journal::path(state),
                format!("cannot remove the journal: {e}"),
            ));
        }
    }
}

/// A test hook at each step of the write: with `UNBOX_TEST_HOLD=N:GATE`, every step is
/// appended as a line to `GATE.steps`, and at the N-th the process writes the step to
/// `GATE` and waits until `GATE` is removed (so a test can edit files at that moment).
/// `N` = 0 only records the steps.
fn point(step: &str) {
    use std::io::Write;
    use std::sync::atomic::{AtomicUsize, Ordering};
    static COUNT: AtomicUsize = AtomicUsize::new(0);
    let Some(setting) = std::env::var_os("UNBOX_TEST_HOLD") else {
        return;
    };
    let setting = setting.to_string_lossy().into_owned();
    let Some((at, gate)) = setting.split_once(':') else {
        return;
    };
    let gate = PathBuf::from(gate);
    let n = COUNT.fetch_add(1, Ordering::SeqCst) + 1;
    let steps = gate.with_extension("steps");
    if let Ok(mut log) = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&steps)
    {
        let _ = writeln!(log, "{step}");
    }
    if at.parse::<usize>().ok() != Some(n) {
        return;
    }
    let _ = std::fs::write(&gate, step);
    let started = std::time::Instant::now();
    while gate.exists() && started.elapsed() < std::time::Duration::from_secs(120) {
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem::Severity;
    use std::cell::Cell;

    fn change(path: PathBuf, old: &str) -> FileChange {
        FileChange {
            path,
            old: old.into(),
            new: "package a // new\n".into(),
        }
    }

    fn dirty() -> ApplyOptions {
        ApplyOptions {
            allow_dirty: true,
            ..ApplyOptions::default()
        }
    }

    /// Every entry of a folder with its text (a link as `-> target`), sorted.
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
                let text = match std::fs::read_link(&path) {
                    Ok(target) => format!("-> {}", target.display()),
                    Err(_) => std::fs::read_to_string(&path).unwrap_or_else(|_| "<folder>".into()),
                };
                (name, text)
            })
            .collect();
        all.sort();
        all
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

    fn untouched() -> Vec<(String, String)> {
        ["a.go", "b.go", "c.go"]
            .iter()
            .map(|n| (n.to_string(), "package a\n".to_string()))
            .collect()
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
            dirty(),
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
        assert_eq!(contents(dir.path()).len(), 2, "no lock or journal is left");
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
            dirty(),
        );
        assert!(report.written.is_empty());
        assert!(report
            .problems
            .iter()
            .any(|p| p.message.starts_with("cannot read")));
        assert_eq!(std::fs::read_to_string(&a).expect("read a"), "package a\n");
    }

    #[test]
    fn writes_replace_the_whole_file_and_leave_nothing_else() {
        let (dir, changes) = three();
        let report = apply(&changes, dirty());
        assert!(report.problems.is_empty(), "{:?}", report.problems);
        assert_eq!(report.written.len(), 3);
        let new: Vec<(String, String)> = ["a.go", "b.go", "c.go"]
            .iter()
            .map(|n| (n.to_string(), "package a // new\n".to_string()))
            .collect();
        assert_eq!(contents(dir.path()), new, "no staged file, lock or journal");
    }

    /// The real disk, failing the N-th call of one kind of operation, or running
    /// something just before the N-th swap.
    #[derive(Default)]
    struct Faulty {
        fail_stage: Option<usize>,
        fail_replace: Option<usize>,
        before_replace: Option<(usize, PathBuf, &'static str)>,
        stages: Cell<usize>,
        replaces: Cell<usize>,
    }

    fn injected() -> std::io::Error {
        std::io::Error::other("injected fault")
    }

    impl Disk for Faulty {
        fn stage(&self, path: &Path, bytes: &[u8], like: &Original) -> std::io::Result<()> {
            self.stages.set(self.stages.get() + 1);
            if Some(self.stages.get()) == self.fail_stage {
                return Err(injected());
            }
            RealDisk.stage(path, bytes, like)
        }
        fn replace(
            &self,
            incoming: &Path,
            target: &Path,
            aside: &Path,
            expected: &[u8],
        ) -> Result<PathBuf, ReplaceError> {
            self.replaces.set(self.replaces.get() + 1);
            if Some(self.replaces.get()) == self.fail_replace {
                return Err(ReplaceError::Io(injected()));
            }
            if let Some((n, file, edit)) = &self.before_replace {
                if *n == self.replaces.get() {
                    use std::io::Write;
                    let mut f = std::fs::OpenOptions::new()
                        .append(true)
                        .open(file)
                        .expect("open for the edit");
                    f.write_all(edit.as_bytes()).expect("append the edit");
                }
            }
            RealDisk.replace(incoming, target, aside, expected)
        }
        fn remove(&self, path: &Path) -> std::io::Result<()> {
            RealDisk.remove(path)
        }
        fn sync_dir(&self, dir: &Path) -> std::io::Result<()> {
            RealDisk.sync_dir(dir)
        }
    }

    fn apply_on(changes: &[FileChange], disk: &Faulty) -> ApplyReport {
        apply_with(changes, dirty(), &mut |_, _| {}, disk)
    }

    #[test]
    fn a_failing_write_leaves_every_file_and_no_temp_file() {
        let (dir, changes) = three();
        let disk = Faulty {
            fail_stage: Some(3),
            ..Faulty::default()
        };
        let report = apply_on(&changes, &disk);
        assert!(report.written.is_empty());
        assert_eq!(report.problems.len(), 1);
        assert!(report.problems[0]
            .message
            .contains("cannot write: injected fault"));
        assert_eq!(contents(dir.path()), untouched());
    }

    #[test]
    fn a_failing_swap_midway_restores_the_files_already_replaced() {
        let (dir, changes) = three();
        let disk = Faulty {
            fail_replace: Some(3),
            ..Faulty::default()
        };
        let report = apply_on(&changes, &disk);
        assert!(report.problems[0]
            .message
            .contains("cannot replace: injected fault"));
        assert_eq!(
            report.restored,
            vec![changes[0].path.clone(), changes[1].path.clone()]
        );
        assert!(report.written.is_empty(), "restored files are not written");
        assert_eq!(contents(dir.path()), untouched());
    }

    #[test]
    fn an_edit_saved_while_writing_stops_the_run_and_is_kept() {
        let (dir, changes) = three();
        let disk = Faulty {
            before_replace: Some((2, changes[1].path.clone(), "// saved meanwhile\n")),
            ..Faulty::default()
        };
        let report = apply_on(&changes, &disk);
        assert!(report.written.is_empty());
        assert_eq!(report.restored, vec![changes[0].path.clone()]);
        assert!(
            report.problems[0]
                .message
                .starts_with("changed while unbox was writing"),
            "{:?}",
            report.problems
        );
        let mut expected = untouched();
        expected[1].1.push_str("// saved meanwhile\n");
        assert_eq!(contents(dir.path()), expected);
    }

    #[test]
    fn the_link_based_swap_keeps_an_edit_and_never_replaces_a_new_file() {
        let dir = tempfile::tempdir().expect("temp folder");
        let target = dir.path().join("a.go");
        let staged = journal::side_path(&target, STAGED_SUFFIX);
        let backup = journal::side_path(&target, BACKUP_SUFFIX);
        std::fs::write(&target, "package a // edited\n").expect("target");
        std::fs::write(&staged, "package a // new\n").expect("staged");
        let changed = disk::replace_by_link(&staged, &target, &backup, b"package a\n");
        assert!(matches!(changed, Err(ReplaceError::Changed)), "{changed:?}");
        assert_eq!(
            std::fs::read_to_string(&target).expect("read"),
            "package a // edited\n"
        );
        std::fs::write(&target, "package a\n").expect("target");
        let done = disk::replace_by_link(&staged, &target, &backup, b"package a\n");
        assert_eq!(done.expect("swapped"), backup);
        assert_eq!(
            std::fs::read_to_string(&target).expect("read"),
            "package a // new\n"
        );
        assert_eq!(
            std::fs::read_to_string(&backup).expect("read"),
            "package a\n"
        );
        assert!(!staged.exists());
    }

    #[cfg(unix)]
    #[test]
    fn a_link_planted_at_the_staging_name_is_neither_followed_nor_removed() {
        let dir = tempfile::tempdir().expect("temp folder");
        let outside = tempfile::tempdir().expect("another folder");
        let victim = outside.path().join("victim.txt");
        std::fs::write(&victim, "keep me\n").expect("victim");
        let a = dir.path().join("a.go");
        std::fs::write(&a, "package a\n").expect("a");
        let staged = journal::side_path(&a, STAGED_SUFFIX);
        std::os::unix::fs::symlink(&victim, &staged).expect("plant the link");
        let report = apply(&[change(a.clone(), "package a\n")], dirty());
        assert!(report.written.is_empty());
        assert!(
            report.problems[0].message.contains("is in the way"),
            "{:?}",
            report.problems
        );
        assert_eq!(
            std::fs::read_to_string(&victim).expect("victim"),
            "keep me\n"
        );
        assert_eq!(std::fs::read_to_string(&a).expect("a"), "package a\n");
        assert!(std::fs::symlink_metadata(&staged).is_ok_and(|m| m.file_type().is_symlink()));
        // Planted between the check and the staging, the exclusive create refuses it.
        let (original, _) = disk::read_original(&a).expect("read a");
        let staged_anyway = RealDisk.stage(&staged, b"package a // new\n", &original);
        assert_eq!(
            staged_anyway.expect_err("refused").kind(),
            std::io::ErrorKind::AlreadyExists
        );
        assert_eq!(
            std::fs::read_to_string(&victim).expect("victim"),
            "keep me\n"
        );
    }

    #[cfg(unix)]
    #[test]
    fn mode_owner_and_extended_attributes_are_kept() {
        use std::os::unix::fs::{MetadataExt, PermissionsExt};
        let dir = tempfile::tempdir().expect("temp folder");
        let a = dir.path().join("a.go");
        std::fs::write(&a, "package a\n").expect("a");
        std::fs::set_permissions(&a, std::fs::Permissions::from_mode(0o600)).expect("chmod");
        let root = rustix::process::geteuid().is_root();
        if root {
            // Root rewriting a user's file leaves it the user's.
            std::os::unix::fs::chown(&a, Some(65534), Some(65534)).expect("chown");
        }
        let attribute =
            rustix::fs::setxattr(&a, "user.reviewed", b"yes", rustix::fs::XattrFlags::empty());
        let report = apply(&[change(a.clone(), "package a\n")], dirty());
        assert!(report.problems.is_empty(), "{:?}", report.problems);
        let metadata = std::fs::metadata(&a).expect("stat");
        assert_eq!(metadata.permissions().mode() & 0o7777, 0o600);
        if root {
            assert_eq!((metadata.uid(), metadata.gid()), (65534, 65534));
        }
        // A file system without user attributes (some overlays) cannot test that part.
        if attribute == Err(rustix::io::Errno::NOTSUP) {
            use std::io::Write;
            let _ = writeln!(
                std::io::stderr(),
                "SKIPPED: no user extended attributes here"
            );
        } else {
            attribute.expect("set a user attribute");
            let mut value = [0u8; 8];
            let len = rustix::fs::getxattr(&a, "user.reviewed", &mut value[..])
                .expect("the attribute is kept");
            assert_eq!(&value[..len], b"yes");
        }
        assert_eq!(
            std::fs::read_to_string(&a).expect("a"),
            "package a // new\n"
        );
    }

    #[test]
    fn a_file_with_several_hard_links_is_refused() {
        let dir = tempfile::tempdir().expect("temp folder");
        let a = dir.path().join("a.go");
        std::fs::write(&a, "package a\n").expect("a");
        std::fs::hard_link(&a, dir.path().join("copy.txt")).expect("link");
        let report = apply(&[change(a.clone(), "package a\n")], dirty());
        assert!(report.written.is_empty());
        assert!(
            report.problems[0].message.starts_with("has 2 hard links"),
            "{:?}",
            report.problems
        );
        assert_eq!(std::fs::read_to_string(&a).expect("a"), "package a\n");
    }

    #[cfg(unix)]
    #[test]
    fn a_file_named_through_a_link_is_written_through_it() {
        let dir = tempfile::tempdir().expect("temp folder");
        let shared = dir.path().join("shared.go");
        std::fs::write(&shared, "package a\n").expect("shared");
        let link = dir.path().join("peek.go");
        std::os::unix::fs::symlink("shared.go", &link).expect("link");
        let report = apply(&[change(link.clone(), "package a\n")], dirty());
        assert!(report.problems.is_empty(), "{:?}", report.problems);
        assert_eq!(report.written, vec![link.clone()]);
        let target = std::fs::canonicalize(&shared).expect("canonical");
        assert_eq!(report.through_links, vec![(link.clone(), target)]);
        assert!(std::fs::symlink_metadata(&link).is_ok_and(|m| m.file_type().is_symlink()));
        assert_eq!(
            std::fs::read_to_string(&shared).expect("read"),
            "package a // new\n"
        );
    }

    #[test]
    fn a_second_run_refuses_without_waiting_while_the_lock_is_held() {
        let (dir, changes) = three();
        let state = dir.path().join(".unbox");
        let held = Lock::acquire(&state, Wait::Block, &mut |_| {}).expect("lock");
        let options = ApplyOptions {
            allow_dirty: true,
            wait: Wait::Refuse,
        };
        let report = apply(&changes, options);
        assert!(report.written.is_empty());
        assert!(
            report.problems[0]
                .message
                .starts_with("another unbox apply is writing"),
            "{:?}",
            report.problems
        );
        drop(held);
        assert_eq!(contents(dir.path()), untouched());
    }
}
