//! The journal of a write in progress, and what a later run does with one it finds.
//!
//! Before the first file is staged, `apply` writes one journal per state folder (the
//! repository's git folder, `<git dir>/unbox/journal`, or `<module>/.unbox/journal` outside
//! git): for every file it will replace, the path (links resolved), its identity and the
//! hash and length of the text as read and of the new text, the staged name that holds the
//! new text until the swap, and the backup name. The originals stay on disk (at the staged
//! name after an exchange, at the backup name after the link-based swap) until every file
//! of the run is replaced; only then are they and the journal removed.
//!
//! A run killed anywhere in between leaves the journal. The next run that finds it looks at
//! each file and its side files by hash, and resolves the whole set one way:
//! - **finished** when every new text is on disk (in place or staged) and every original
//!   still matches (in place or aside) — a file edited after it was replaced keeps the
//!   edit;
//! - **undone** otherwise, when every replaced file can get its original back without losing
//!   an edit (an original edited after the interruption is left as the user made it);
//! - **stuck** when neither is possible without losing an edit: nothing is touched and the
//!   report says which file blocks which way.
//!
//! Invariant: removes only files the journal names, and only when they hold a text the
//! journal knows (or, for a staged name, an unfinished staging); never a symbolic link.

use super::disk::{self, Disk, ReplaceError};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The journal's file name in a state folder.
const NAME: &str = "journal";
/// The name a journal is written under before it is renamed into place, so that a
/// journal is never read half written.
const PARTIAL: &str = "journal.partial";
/// The version of the format below.
const VERSION: u32 = 1;

/// The suffix of a staged file: `.<name>.unbox-swap` beside `<name>`. It holds the new
/// text until the swap, and the original after an exchange.
pub const STAGED_SUFFIX: &str = ".unbox-swap";
/// The suffix of a backup: `.<name>.unbox-old`, where the link-based swap keeps the
/// original.
pub const BACKUP_SUFFIX: &str = ".unbox-old";

/// One write in progress.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Journal {
    pub version: u32,
    /// The process that wrote it, for people reading it.
    pub pid: u32,
    pub entries: Vec<Entry>,
}

/// One file of a write.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Entry {
    /// The file replaced, every symbolic link resolved.
    pub path: PathBuf,
    /// Holds the new text until the swap; after an exchange, the original.
    pub staged: PathBuf,
    /// Where the link-based swap moves the original.
    pub backup: PathBuf,
    /// The text as read, and the file's identity then.
    pub old: Fingerprint,
    pub dev: u64,
    pub ino: u64,
    /// The new text.
    pub new: Fingerprint,
}

/// A text's length and 128-bit xxh3 hash (hex), enough to tell which of two known texts a
/// file holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fingerprint {
    pub len: u64,
    pub xxh3: String,
}

impl Fingerprint {
    pub fn of(bytes: &[u8]) -> Fingerprint {
        Fingerprint {
            len: bytes.len() as u64,
            xxh3: format!("{:032x}", xxhash_rust::xxh3::xxh3_128(bytes)),
        }
    }

    fn matches(&self, bytes: &[u8]) -> bool {
        self.len == bytes.len() as u64 && *self == Fingerprint::of(bytes)
    }
}

/// `.<name><suffix>` beside `path`.
pub fn side_path(path: &Path, suffix: &str) -> PathBuf {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    path.with_file_name(format!(".{name}{suffix}"))
}

#[derive(Debug, thiserror::Error)]
pub enum JournalError {
    #[error("{path}: cannot write the apply journal: {source}")]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{path}: cannot read the journal of an interrupted apply: {why}; resolve its files by hand, then remove it")]
    Read { path: PathBuf, why: String },
    #[error("{0}: a path the journal must name is not UTF-8")]
    NotUtf8(PathBuf),
}

/// The journal's path in a state folder.
pub fn path(state: &Path) -> PathBuf {
    state.join(NAME)
}

/// Writes a journal durably: to a partial file, synced, renamed into place, and the
/// folder synced.
pub fn write(state: &Path, journal: &Journal) -> Result<(), JournalError> {
    for entry in &journal.entries {
        for path in [&entry.path, &entry.staged, &entry.backup] {
            if path.to_str().is_none() {
                return Err(JournalError::NotUtf8(path.clone()));
            }
        }
    }
    let target = path(state);
    let error = |source| JournalError::Write {
        path: target.clone(),
        source,
    };
    let text = serde_json::to_vec_pretty(journal).map_err(|e| error(e.into()))?;
    let partial = state.join(PARTIAL);
    let mut file = std::fs::File::create(&partial).map_err(error)?;
    std::io::Write::write_all(&mut file, &text).map_err(error)?;
    file.sync_all().map_err(error)?;
    std::fs::rename(&partial, &target).map_err(error)?;
    disk::sync_dir(state).map_err(error)
}

/// Removes a finished run's journal.
pub fn remove(state: &Path) -> std::io::Result<()> {
    std::fs::remove_file(path(state))
}

/// The journal in a state folder, if there is one.
pub fn read(state: &Path) -> Result<Option<Journal>, JournalError> {
    // A partial journal means the run stopped before staging anything.
    let _ = std::fs::remove_file(state.join(PARTIAL));
    let path = path(state);
    let text = match std::fs::read(&path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => {
            return Err(JournalError::Read {
                path,
                why: e.to_string(),
            })
        }
    };
    let journal: Journal = serde_json::from_slice(&text).map_err(|e| JournalError::Read {
        path: path.clone(),
        why: e.to_string(),
    })?;
    if journal.version != VERSION {
        return Err(JournalError::Read {
            path,
            why: format!(
                "format version {} (this unbox reads {VERSION})",
                journal.version
            ),
        });
    }
    Ok(Some(journal))
}

/// How an interrupted write was resolved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Resolution {
    /// Every file holds its new text (or an edit made on top of it).
    Finished,
    /// Every replaced file has its original text back.
    Undone,
    /// Neither could be done without losing an edit; nothing was touched.
    Stuck,
}

/// What a run did with a journal it found.
#[derive(Debug)]
pub struct Recovery {
    pub journal: PathBuf,
    pub resolution: Resolution,
    /// Finished: the files holding the new text. Undone: the files that had been replaced
    /// and got their original back.
    pub files: Vec<PathBuf>,
    /// Why it is stuck, or what went wrong on the way (file, sentence).
    pub problems: Vec<(PathBuf, String)>,
}

/// What a file or side file holds, as far as the journal can tell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Holds {
    Missing,
    Old,
    New,
    /// Another text (an edit, or an unfinished staging), or not a regular file.
    Other,
}

/// One entry as found on disk.
struct Found {
    target: Holds,
    staged: Holds,
    backup: Holds,
}

impl Found {
    /// Where the original text lies aside, if it does.
    fn original_aside<'e>(&self, entry: &'e Entry) -> Option<&'e Path> {
        if self.staged == Holds::Old {
            Some(&entry.staged)
        } else if self.backup == Holds::Old {
            Some(&entry.backup)
        } else {
            None
        }
    }

    /// Why the file cannot be brought to its new text, or `None` when it can.
    fn cannot_finish(&self, entry: &Entry) -> Option<String> {
        let aside = self.original_aside(entry).is_some();
        match self.target {
            Holds::New => None,
            Holds::Old if self.staged == Holds::New => None,
            Holds::Other if aside => None,
            Holds::Missing if aside && self.staged == Holds::New => None,
            Holds::Old => Some("its new text was not fully staged".into()),
            Holds::Other => Some("it was changed after it was read".into()),
            Holds::Missing => Some("it was deleted".into()),
        }
    }

    /// Why the file cannot get its original back, or `None` when it can (or needs not).
    fn cannot_undo(&self, entry: &Entry) -> Option<String> {
        match (self.target, self.original_aside(entry)) {
            (Holds::Old | Holds::Missing, _) | (Holds::New, Some(_)) | (Holds::Other, None) => None,
            (Holds::New, None) => Some("its original text is gone".into()),
            (Holds::Other, Some(at)) => Some(format!(
                "it was edited after it was rewritten (its original text is at {})",
                at.display()
            )),
        }
    }
}

fn look(path: &Path, entry: &Entry) -> std::io::Result<Holds> {
    Ok(match disk::read_plain(path)? {
        None if std::fs::symlink_metadata(path).is_ok() => Holds::Other,
        None => Holds::Missing,
        Some(bytes) if entry.old.matches(&bytes) => Holds::Old,
        Some(bytes) if entry.new.matches(&bytes) => Holds::New,
        Some(_) => Holds::Other,
    })
}

/// Finds the journal of an interrupted write in a state folder (whose lock the caller
/// holds) and finishes or undoes it. `None` when there is none.
pub fn recover(state: &Path, disk: &dyn Disk) -> Option<Result<Recovery, JournalError>> {
    let journal = match read(state) {
        Ok(Some(journal)) => journal,
        Ok(None) => return None,
        Err(e) => return Some(Err(e)),
    };
    let mut recovery = Recovery {
        journal: path(state),
        resolution: Resolution::Stuck,
        files: Vec::new(),
        problems: Vec::new(),
    };
    let mut found = Vec::new();
    for entry in &journal.entries {
        let seen = (|| {
            Ok::<_, std::io::Error>(Found {
                target: look(&entry.path, entry)?,
                staged: look(&entry.staged, entry)?,
                backup: look(&entry.backup, entry)?,
            })
        })();
        match seen {
            Ok(seen) => found.push(seen),
            Err(e) => {
                recovery
                    .problems
                    .push((entry.path.clone(), format!("cannot read: {e}")));
                return Some(Ok(recovery));
            }
        }
    }
    let pairs = || journal.entries.iter().zip(&found);
    let unfinishable: Vec<(PathBuf, String)> = pairs()
        .filter_map(|(e, f)| Some((e.path.clone(), f.cannot_finish(e)?)))
        .collect();
    if unfinishable.is_empty() {
        recovery.resolution = Resolution::Finished;
        for (entry, seen) in pairs() {
            match finish(disk, entry, seen) {
                Ok(()) => recovery.files.push(entry.path.clone()),
                Err(why) => recovery.problems.push((entry.path.clone(), why)),
            }
        }
    } else {
        let undoable: Vec<(PathBuf, String)> = pairs()
            .filter_map(|(e, f)| Some((e.path.clone(), f.cannot_undo(e)?)))
            .collect();
        if !undoable.is_empty() {
            recovery.problems = undoable
                .into_iter()
                .map(|(path, why)| (path, format!("cannot be undone: {why}")))
                .chain(
                    unfinishable
                        .into_iter()
                        .map(|(path, why)| (path, format!("cannot be finished: {why}"))),
                )
                .collect();
            return Some(Ok(recovery));
        }
        recovery.resolution = Resolution::Undone;
        for (entry, seen) in pairs() {
            match undo(disk, entry, seen) {
                Ok(true) => recovery.files.push(entry.path.clone()),
                Ok(false) => {}
                Err(why) => recovery.problems.push((entry.path.clone(), why)),
            }
        }
    }
    let dirs: BTreeMap<&Path, ()> = journal
        .entries
        .iter()
        .map(|e| (disk::parent(&e.path), ()))
        .collect();
    for dir in dirs.keys() {
        let _ = disk.sync_dir(dir);
    }
    if recovery.problems.is_empty() {
        if let Err(e) = remove(state) {
            recovery
                .problems
                .push((recovery.journal.clone(), format!("cannot remove: {e}")));
        }
    }
    Some(Ok(recovery))
}

/// Brings one file to its new text and removes its side files.
fn finish(disk: &dyn Disk, entry: &Entry, seen: &Found) -> Result<(), String> {
    match seen.target {
        Holds::Old => {
            // The swap the interrupted run did not reach, checked like any other.
            let old = disk::read_plain(&entry.path)
                .map_err(|e| format!("cannot read: {e}"))?
                .unwrap_or_default();
            match disk.replace(&entry.staged, &entry.path, &entry.backup, &old) {
                Ok(_) => {}
                Err(e) => return Err(replace_failure(e)),
            }
        }
        Holds::Missing => {
            std::fs::hard_link(&entry.staged, &entry.path)
                .map_err(|e| format!("cannot put the new text in place: {e}"))?;
        }
        Holds::New | Holds::Other => {}
    }
    clear_side_files(disk, entry)
}

/// Gives one file its original back (when it had been replaced) and removes its side
/// files. `Ok(true)` when the original was put back.
fn undo(disk: &dyn Disk, entry: &Entry, seen: &Found) -> Result<bool, String> {
    let aside = seen.original_aside(entry).map(Path::to_path_buf);
    let restored = match (seen.target, aside) {
        (Holds::New, Some(at)) => {
            let new = disk::read_plain(&entry.path)
                .map_err(|e| format!("cannot read: {e}"))?
                .unwrap_or_default();
            let other = if at == entry.staged {
                &entry.backup
            } else {
                &entry.staged
            };
            disk.replace(&at, &entry.path, other, &new)
                .map_err(replace_failure)?;
            true
        }
        (Holds::Missing, Some(at)) => {
            std::fs::hard_link(&at, &entry.path)
                .map_err(|e| format!("cannot put the original back: {e}"))?;
            true
        }
        _ => false,
    };
    clear_side_files(disk, entry)?;
    Ok(restored)
}

/// Removes the staged and backup names once the file itself holds the text that stays.
/// A side file holding the original or the new text goes; so does an unfinished staging
/// (the staged name is created by unbox alone, exclusively); a symbolic link never.
fn clear_side_files(disk: &dyn Disk, entry: &Entry) -> Result<(), String> {
    for (side, staged) in [(&entry.staged, true), (&entry.backup, false)] {
        let holds =
            look(side, entry).map_err(|e| format!("cannot read {}: {e}", side.display()))?;
        let plain = std::fs::symlink_metadata(side).is_ok_and(|m| m.is_file());
        let ours = match holds {
            Holds::Missing => false,
            Holds::Old | Holds::New => true,
            Holds::Other => staged && plain,
        };
        if ours {
            disk.remove(side)
                .map_err(|e| format!("cannot remove {}: {e}", side.display()))?;
        }
    }
    Ok(())
}

fn replace_failure(error: ReplaceError) -> String {
    match error {
        ReplaceError::Changed => "it changed while unbox was resolving the journal".into(),
        ReplaceError::Gone => "it was deleted while unbox was resolving the journal".into(),
        ReplaceError::Stranded { at, error } => format!(
            "it changed while unbox was resolving the journal, and its text is at {} ({error})",
            at.display()
        ),
        ReplaceError::Io(e) => format!("cannot swap it: {e}"),
    }
}

/// Journals of interrupted (or running) writes in these state folders, without resolving
/// them: what `plan` and `diff` warn about.
pub fn pending<'s>(states: impl IntoIterator<Item = &'s Path>) -> Vec<PathBuf> {
    states
        .into_iter()
        .map(path)
        .filter(|p| p.exists())
        .collect()
}

/// Where the lock and journal of writes to files in a folder live: `<git dir>/unbox` for a
/// folder inside a git work tree (the work tree's own git folder, so linked work trees
/// each have theirs), else `<module>/.unbox` at the nearest `go.mod` above, else
/// `<folder>/.unbox`. Answers are remembered per folder.
#[derive(Debug, Default)]
pub struct StateDirs {
    git: BTreeMap<PathBuf, Option<PathBuf>>,
    module: BTreeMap<PathBuf, Option<PathBuf>>,
}

impl StateDirs {
    /// The state folder for files in `dir`.
    pub fn of(&mut self, dir: &Path) -> PathBuf {
        let absolute = std::fs::canonicalize(dir)
            .or_else(|_| std::path::absolute(dir))
            .unwrap_or_else(|_| dir.to_path_buf());
        if let Some(git) = self.git_dir(&absolute) {
            return git.join("unbox");
        }
        match self.module_root(&absolute) {
            Some(module) => module.join(".unbox"),
            None => absolute.join(".unbox"),
        }
    }

    fn git_dir(&mut self, dir: &Path) -> Option<PathBuf> {
        if let Some(known) = self.git.get(dir) {
            return known.clone();
        }
        let dot_git = dir.join(".git");
        let found = match std::fs::symlink_metadata(&dot_git) {
            Ok(m) if m.is_dir() => Some(dot_git),
            // A linked work tree or submodule: `.git` is a file naming the git folder.
            Ok(m) if m.is_file() => std::fs::read_to_string(&dot_git).ok().and_then(|text| {
                let named = text.trim().strip_prefix("gitdir:")?.trim().to_string();
                let named = dir.join(named);
                Some(std::fs::canonicalize(&named).unwrap_or(named))
            }),
            _ => dir.parent().and_then(|parent| self.git_dir(parent)),
        };
        self.git.insert(dir.to_path_buf(), found.clone());
        found
    }

    fn module_root(&mut self, dir: &Path) -> Option<PathBuf> {
        if let Some(known) = self.module.get(dir) {
            return known.clone();
        }
        let found = if dir.join("go.mod").is_file() {
            Some(dir.to_path_buf())
        } else {
            dir.parent().and_then(|parent| self.module_root(parent))
        };
        self.module.insert(dir.to_path_buf(), found.clone());
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::apply::disk::RealDisk;

    /// A file `name` in `dir` holding `old`, and its journal entry towards `new`.
    fn entry(dir: &Path, name: &str, old: &str, new: &str) -> Entry {
        let path = dir.join(name);
        std::fs::write(&path, old).expect("write the original");
        Entry {
            staged: side_path(&path, STAGED_SUFFIX),
            backup: side_path(&path, BACKUP_SUFFIX),
            path,
            old: Fingerprint::of(old.as_bytes()),
            dev: 0,
            ino: 0,
            new: Fingerprint::of(new.as_bytes()),
        }
    }

    /// a.go and b.go, each holding its old text, and their entries.
    fn two_files(dir: &Path) -> (Entry, Entry) {
        (
            entry(dir, "a.go", "package a // old\n", "package a // new\n"),
            entry(dir, "b.go", "package a // old b\n", "package a // new b\n"),
        )
    }

    /// a exchanged (its new text in place, its original at the staged name); b staged.
    fn swapped_and_staged(a: &Entry, b: &Entry) {
        std::fs::write(&a.path, "package a // new\n").expect("a new");
        std::fs::write(&a.staged, "package a // old\n").expect("a aside");
        std::fs::write(&b.staged, "package a // new b\n").expect("b staged");
    }

    fn resolve(state: &Path) -> Recovery {
        recover(state, &RealDisk).expect("a journal").expect("read")
    }

    fn journal(state: &Path, entries: &[Entry]) {
        std::fs::create_dir_all(state).expect("state folder");
        write(
            state,
            &Journal {
                version: VERSION,
                pid: 1,
                entries: entries.to_vec(),
            },
        )
        .expect("write the journal");
    }

    fn names(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .expect("list")
            .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn a_run_stopped_after_some_swaps_with_every_file_staged_is_finished() {
        let dir = tempfile::tempdir().expect("temp folder");
        let state = dir.path().join(".unbox");
        let (a, b) = two_files(dir.path());
        swapped_and_staged(&a, &b);
        journal(&state, &[a.clone(), b.clone()]);
        let recovery = resolve(&state);
        assert_eq!(recovery.resolution, Resolution::Finished);
        assert_eq!(recovery.files, vec![a.path.clone(), b.path.clone()]);
        assert!(recovery.problems.is_empty(), "{:?}", recovery.problems);
        assert_eq!(
            std::fs::read_to_string(&b.path).expect("b"),
            "package a // new b\n"
        );
        assert_eq!(names(dir.path()), [".unbox", "a.go", "b.go"]);
        assert!(!path(&state).exists(), "the journal is removed");
    }

    #[test]
    fn a_run_stopped_while_staging_is_undone_and_only_named_files_go() {
        let dir = tempfile::tempdir().expect("temp folder");
        let state = dir.path().join(".unbox");
        let (a, b) = two_files(dir.path());
        std::fs::write(&a.staged, "package a // new\n").expect("a staged");
        std::fs::write(&b.staged, "package a // ne").expect("b half staged");
        std::fs::write(dir.path().join(".env.unbox-swap"), "a user's file").expect("user");
        journal(&state, &[a.clone(), b.clone()]);
        let recovery = resolve(&state);
        assert_eq!(recovery.resolution, Resolution::Undone);
        assert!(recovery.files.is_empty(), "nothing had been replaced");
        assert_eq!(
            names(dir.path()),
            [".env.unbox-swap", ".unbox", "a.go", "b.go"]
        );
        assert_eq!(
            std::fs::read_to_string(&a.path).expect("a"),
            "package a // old\n"
        );
    }

    #[test]
    fn a_replaced_file_goes_back_when_another_original_was_edited_since() {
        let dir = tempfile::tempdir().expect("temp folder");
        let state = dir.path().join(".unbox");
        let (a, b) = two_files(dir.path());
        swapped_and_staged(&a, &b);
        std::fs::write(&b.path, "package a // old b\n// edited\n").expect("b edited");
        journal(&state, &[a.clone(), b.clone()]);
        let recovery = resolve(&state);
        assert_eq!(recovery.resolution, Resolution::Undone);
        assert_eq!(recovery.files, vec![a.path.clone()]);
        assert_eq!(
            std::fs::read_to_string(&a.path).expect("a"),
            "package a // old\n"
        );
        assert_eq!(
            std::fs::read_to_string(&b.path).expect("b"),
            "package a // old b\n// edited\n",
            "the edit stays"
        );
        assert_eq!(names(dir.path()), [".unbox", "a.go", "b.go"]);
    }

    #[test]
    fn a_journal_that_cannot_be_resolved_without_losing_an_edit_is_left_alone() {
        let dir = tempfile::tempdir().expect("temp folder");
        let state = dir.path().join(".unbox");
        let (a, b) = two_files(dir.path());
        // a was replaced and then edited; b was never staged.
        std::fs::write(&a.path, "package a // new\n// edited\n").expect("a edited");
        std::fs::write(&a.staged, "package a // old\n").expect("a aside");
        journal(&state, &[a.clone(), b.clone()]);
        let recovery = resolve(&state);
        assert_eq!(recovery.resolution, Resolution::Stuck);
        let said: Vec<&str> = recovery.problems.iter().map(|(_, m)| m.as_str()).collect();
        assert!(
            said[0].starts_with("cannot be undone: it was edited after"),
            "{said:?}"
        );
        assert!(
            said[1].starts_with("cannot be finished: its new text"),
            "{said:?}"
        );
        assert!(path(&state).exists(), "the journal stays");
        assert_eq!(
            names(dir.path()),
            [".a.go.unbox-swap", ".unbox", "a.go", "b.go"]
        );
    }

    #[test]
    fn state_folders_are_the_git_folder_or_the_module_root() {
        let dir = tempfile::tempdir().expect("temp folder");
        let root = std::fs::canonicalize(dir.path()).expect("canonical");
        std::fs::create_dir_all(root.join("repo/.git")).expect("git folder");
        std::fs::create_dir_all(root.join("repo/pkg/sub")).expect("package");
        std::fs::create_dir_all(root.join("mod/pkg")).expect("module package");
        std::fs::write(root.join("mod/go.mod"), "module m\n").expect("go.mod");
        std::fs::create_dir_all(root.join("loose")).expect("loose");
        let mut states = StateDirs::default();
        assert_eq!(
            states.of(&root.join("repo/pkg/sub")),
            root.join("repo/.git/unbox")
        );
        assert_eq!(states.of(&root.join("mod/pkg")), root.join("mod/.unbox"));
        assert_eq!(states.of(&root.join("loose")), root.join("loose/.unbox"));
    }
}
