//! One `apply` at a time per state folder (a repository's git folder, or a module's
//! `.unbox` folder outside git): an exclusive `flock` on `<state>/lock`, held from the first
//! check of the files to the removal of the journal.
//!
//! Two runs that interleave their renames can leave a tree no run wrote (one run's staged
//! files deleted by the other, a mix of both results), so a second run waits, saying so, or
//! refuses when asked not to wait. The lock file is removed while it is held, so nothing is
//! left behind; a run that was waiting on the removed file sees that it no longer names
//! `<state>/lock` and takes the new one.
//!
//! Invariant: creates and removes only `<state>/lock` and, when it is left empty, the state
//! folder itself.

use std::fs::File;
use std::io::{Read, Seek, Write};
use std::path::{Path, PathBuf};

/// What to do when another run holds the lock.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Wait {
    /// Wait for it to finish.
    #[default]
    Block,
    /// Refuse at once ([`LockError::Busy`]).
    Refuse,
}

#[derive(Debug, thiserror::Error)]
pub enum LockError {
    #[error("{dir}: another unbox apply is writing in this repository ({holder}); re-run when it has finished, or leave out --no-wait to wait for it")]
    Busy { dir: PathBuf, holder: String },
    #[error("{path}: cannot take the apply lock: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
}

/// A held lock; dropping it removes the lock file and releases it.
#[derive(Debug)]
pub struct Lock {
    file: File,
    path: PathBuf,
    dir: PathBuf,
}

/// The lock file's name inside a state folder.
const NAME: &str = "lock";

impl Lock {
    /// Takes the lock of state folder `dir`, creating the folder if needed. When another run
    /// holds it, `waiting` is told who (once) before this blocks, unless `wait` says to
    /// refuse.
    pub fn acquire(
        dir: &Path,
        wait: Wait,
        waiting: &mut dyn FnMut(&str),
    ) -> Result<Lock, LockError> {
        let path = dir.join(NAME);
        let io = |source| LockError::Io {
            path: path.clone(),
            source,
        };
        let mut told = false;
        loop {
            std::fs::create_dir_all(dir).map_err(io)?;
            let mut file = match open(&path) {
                Ok(file) => file,
                // The folder was removed by the run that just released it: make it again.
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => continue,
                Err(e) => return Err(io(e)),
            };
            if !try_lock(&file).map_err(io)? {
                let holder = holder(&mut file);
                if wait == Wait::Refuse {
                    return Err(LockError::Busy {
                        dir: dir.to_path_buf(),
                        holder,
                    });
                }
                if !told {
                    waiting(&holder);
                    told = true;
                }
                lock(&file).map_err(io)?;
            }
            // The holder before us removes the file it locked; ours must still be the one
            // named `lock`, or a third run could hold the new one at the same time.
            if same_file(&file, &path) {
                file.set_len(0).map_err(io)?;
                file.rewind().map_err(io)?;
                write!(file, "pid {}", std::process::id()).map_err(io)?;
                return Ok(Lock {
                    file,
                    path,
                    dir: dir.to_path_buf(),
                });
            }
        }
    }

    /// The state folder this lock guards.
    pub fn dir(&self) -> &Path {
        &self.dir
    }
}

impl Drop for Lock {
    fn drop(&mut self) {
        // Removed while still held, so no other run can hold a file of that name meanwhile;
        // the folder goes too when nothing else is in it (a journal left for a later run
        // keeps it).
        let _ = std::fs::remove_file(&self.path);
        let _ = std::fs::remove_dir(&self.dir);
        let _ = &self.file;
    }
}

/// Who holds the lock, as its file says.
fn holder(file: &mut File) -> String {
    let mut text = String::new();
    let _ = file.read_to_string(&mut text);
    let text = text.trim();
    if text.is_empty() {
        "a run that has just started".to_string()
    } else {
        text.to_string()
    }
}

#[cfg(unix)]
fn open(path: &Path) -> std::io::Result<File> {
    use std::os::unix::fs::OpenOptionsExt;
    std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .mode(0o644)
        .custom_flags(rustix::fs::OFlags::NOFOLLOW.bits() as i32)
        .open(path)
}

#[cfg(not(unix))]
fn open(path: &Path) -> std::io::Result<File> {
    std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(path)
}

/// Takes the lock if it is free; `false` when another run holds it.
#[cfg(unix)]
fn try_lock(file: &File) -> std::io::Result<bool> {
    use rustix::fs::{flock, FlockOperation};
    match flock(file, FlockOperation::NonBlockingLockExclusive) {
        Ok(()) => Ok(true),
        Err(rustix::io::Errno::WOULDBLOCK) => Ok(false),
        Err(e) => Err(e.into()),
    }
}

#[cfg(unix)]
fn lock(file: &File) -> std::io::Result<()> {
    use rustix::fs::{flock, FlockOperation};
    Ok(flock(file, FlockOperation::LockExclusive)?)
}

// Elsewhere the standard library's file locks (Rust 1.89; LockFileEx on Windows).
#[cfg(not(unix))]
#[allow(clippy::incompatible_msrv)]
fn try_lock(file: &File) -> std::io::Result<bool> {
    match file.try_lock() {
        Ok(()) => Ok(true),
        Err(std::fs::TryLockError::WouldBlock) => Ok(false),
        Err(std::fs::TryLockError::Error(e)) => Err(e),
    }
}

#[cfg(not(unix))]
#[allow(clippy::incompatible_msrv)]
fn lock(file: &File) -> std::io::Result<()> {
    file.lock()
}

#[cfg(unix)]
fn same_file(file: &File, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (file.metadata(), std::fs::symlink_metadata(path)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

#[cfg(not(unix))]
fn same_file(_file: &File, path: &Path) -> bool {
    path.exists()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_lock_is_refused_while_the_first_is_held_and_nothing_is_left_after() {
        let dir = tempfile::tempdir().expect("temp folder");
        let state = dir.path().join(".unbox");
        let first = Lock::acquire(&state, Wait::Block, &mut |_| {}).expect("the first lock");
        let second = Lock::acquire(&state, Wait::Refuse, &mut |_| {});
        match second {
            Err(LockError::Busy { holder, .. }) => {
                assert_eq!(holder, format!("pid {}", std::process::id()))
            }
            other => panic!("expected Busy, got {other:?}"),
        }
        drop(first);
        assert!(!state.exists(), "the lock and its folder are removed");
        let again = Lock::acquire(&state, Wait::Refuse, &mut |_| {}).expect("free again");
        drop(again);
    }

    #[test]
    fn a_waiting_run_is_told_who_holds_the_lock_and_gets_it_when_released() {
        let dir = tempfile::tempdir().expect("temp folder");
        let state = dir.path().join(".unbox");
        let first = Lock::acquire(&state, Wait::Block, &mut |_| {}).expect("the first lock");
        let (told_tx, told_rx) = std::sync::mpsc::channel();
        let waiter = {
            let state = state.clone();
            std::thread::spawn(move || {
                let lock = Lock::acquire(&state, Wait::Block, &mut |holder| {
                    told_tx.send(holder.to_string()).expect("send");
                })
                .expect("the lock, after waiting");
                std::fs::read_to_string(state.join(NAME)).expect("the new lock file")
                    == format!("pid {}", std::process::id())
                    && lock.dir() == state
            })
        };
        let holder = told_rx
            .recv_timeout(std::time::Duration::from_secs(20))
            .expect("the waiter says whom it waits for");
        assert_eq!(holder, format!("pid {}", std::process::id()));
        drop(first);
        assert!(waiter.join().expect("the waiter finishes"));
    }
}
