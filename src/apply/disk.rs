//! The file operations of a write, each one that cannot lose a byte the user saved:
//! staging a new text beside its file with the file's mode, owner and extended attributes,
//! and swapping it in while checking that what it displaced is what was read.
//!
//! On Linux the swap is `renameat2(RENAME_EXCHANGE)`: the staged file and the original
//! trade names atomically, so the original (with any edit saved a moment before) is never
//! deleted, only moved to the staged name, where it is compared with what was read; if it
//! differs, a second exchange puts it back. Elsewhere, or on a file system without the
//! exchange, the original is renamed aside, compared, and the staged file is hard-linked
//! into its place (a link never replaces a file someone created meanwhile).
//!
//! Invariant: creates only the staged names it is given (never following a link there),
//! and moves a user's file only to the names it is given, never deleting it.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};

/// What was read of a file about to be replaced, and what its replacement keeps.
#[derive(Debug, Clone)]
pub struct Original {
    /// The file's path with every symbolic link resolved.
    pub path: PathBuf,
    pub dev: u64,
    pub ino: u64,
    /// Permission bits (with setuid, setgid and sticky).
    pub mode: u32,
    pub uid: u32,
    pub gid: u32,
    /// Hard links to the file.
    pub nlink: u64,
    /// Whether it is a regular file.
    pub regular: bool,
}

/// Reads a file without following a symbolic link at its last component, and describes it.
pub fn read_original(path: &Path) -> std::io::Result<(Original, Vec<u8>)> {
    let mut file = open_nofollow(path)?;
    let metadata = file.metadata()?;
    let mut bytes = Vec::with_capacity(metadata.len() as usize);
    file.read_to_end(&mut bytes)?;
    Ok((original(path, &metadata), bytes))
}

/// Reads a file's bytes without following a symbolic link at its last component; `None`
/// when nothing is there or what is there is not a regular file.
pub fn read_plain(path: &Path) -> std::io::Result<Option<Vec<u8>>> {
    match std::fs::symlink_metadata(path) {
        Ok(m) if m.is_file() => {}
        Ok(_) => return Ok(None),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e),
    }
    let mut file = match open_nofollow(path) {
        Ok(file) => file,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e),
    };
    let mut bytes = Vec::new();
    file.read_to_end(&mut bytes)?;
    Ok(Some(bytes))
}

#[cfg(unix)]
fn open_nofollow(path: &Path) -> std::io::Result<std::fs::File> {
    use std::os::unix::fs::OpenOptionsExt;
    std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(rustix::fs::OFlags::NOFOLLOW.bits() as i32)
        .open(path)
}

#[cfg(not(unix))]
fn open_nofollow(path: &Path) -> std::io::Result<std::fs::File> {
    std::fs::File::open(path)
}

#[cfg(unix)]
fn original(path: &Path, metadata: &std::fs::Metadata) -> Original {
    use std::os::unix::fs::MetadataExt;
    Original {
        path: path.to_path_buf(),
        dev: metadata.dev(),
        ino: metadata.ino(),
        mode: metadata.mode() & 0o7777,
        uid: metadata.uid(),
        gid: metadata.gid(),
        nlink: metadata.nlink(),
        regular: metadata.is_file(),
    }
}

#[cfg(not(unix))]
fn original(path: &Path, metadata: &std::fs::Metadata) -> Original {
    Original {
        path: path.to_path_buf(),
        dev: 0,
        ino: 0,
        mode: if metadata.permissions().readonly() {
            0o444
        } else {
            0o644
        },
        uid: 0,
        gid: 0,
        nlink: 1,
        regular: metadata.is_file(),
    }
}

/// Why the running user may not replace a file, as the system decides with the effective
/// user and groups (`faccessat(AT_EACCESS)`), not from the mode bits alone: ACLs, groups
/// and root count. `None` when it may: write the file, and create and rename in its folder.
#[cfg(unix)]
pub fn not_writable(path: &Path) -> Option<String> {
    use rustix::fs::{accessat, Access, AtFlags, CWD};
    if let Err(e) = accessat(CWD, path, Access::WRITE_OK, AtFlags::EACCESS) {
        return Some(format!("you cannot write it ({})", std::io::Error::from(e)));
    }
    let dir = parent(path);
    let access = Access::WRITE_OK | Access::EXEC_OK;
    if let Err(e) = accessat(CWD, dir, access, AtFlags::EACCESS) {
        return Some(format!(
            "you cannot create files in its folder, which a safe replacement needs ({})",
            std::io::Error::from(e)
        ));
    }
    None
}

#[cfg(not(unix))]
pub fn not_writable(path: &Path) -> Option<String> {
    match std::fs::metadata(path) {
        Ok(m) if m.permissions().readonly() => Some("you cannot write it".into()),
        _ => None,
    }
}

/// Why the running user cannot give a replacement the file's owner: only root can give a
/// file away, so another user's file would become the runner's. `None` when it can.
#[cfg(unix)]
pub fn foreign_owner(original: &Original) -> Option<String> {
    let me = rustix::process::geteuid();
    (!me.is_root() && me.as_raw() != original.uid).then(|| {
        format!(
            "it belongs to user {}, and replacing it would make it yours (user {}); only root keeps another user's ownership",
            original.uid,
            me.as_raw()
        )
    })
}

#[cfg(not(unix))]
pub fn foreign_owner(_original: &Original) -> Option<String> {
    None
}

/// The folder of a path (`.` for a bare name).
pub fn parent(path: &Path) -> &Path {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    }
}

/// How a [`Disk::replace`] did not happen.
#[derive(Debug)]
pub enum ReplaceError {
    /// The target no longer held what was expected (an edit saved meanwhile); it holds that
    /// edit again and nothing was replaced.
    Changed,
    /// There is no file at the target (deleted meanwhile); nothing was replaced.
    Gone,
    /// The target was changed meanwhile and could not be put back: its text now lies at
    /// `at` and the target holds the incoming file.
    Stranded { at: PathBuf, error: std::io::Error },
    /// The operation failed; nothing was replaced.
    Io(std::io::Error),
}

/// The file operations a write needs, so that tests can make any of them fail.
pub trait Disk {
    /// Creates `staged` (never following or replacing what is there), with the mode,
    /// owner (when the system lets us) and extended attributes of `like`, writes `bytes`
    /// and syncs them. On failure nothing is left at `staged`.
    fn stage(&self, staged: &Path, bytes: &[u8], like: &Original) -> std::io::Result<()>;
    /// Puts the file at `incoming` in place of `target`, and checks that what it displaced
    /// holds `expected` (otherwise it puts it back). Returns where the displaced file now
    /// lies: `incoming` after an exchange, `aside` after the link-based swap.
    fn replace(
        &self,
        incoming: &Path,
        target: &Path,
        aside: &Path,
        expected: &[u8],
    ) -> Result<PathBuf, ReplaceError>;
    /// Removes a file (not following a link).
    fn remove(&self, path: &Path) -> std::io::Result<()>;
    /// Makes the names in a folder durable (`fsync` of the folder).
    fn sync_dir(&self, dir: &Path) -> std::io::Result<()>;
}

/// The real file system.
pub struct RealDisk;

impl Disk for RealDisk {
    fn stage(&self, staged: &Path, bytes: &[u8], like: &Original) -> std::io::Result<()> {
        let mut file = create_exclusive(staged, like.mode)?;
        let written = keep_attributes(&file, like)
            .and_then(|()| file.write_all(bytes))
            .and_then(|()| file.sync_all());
        if written.is_err() {
            let _ = std::fs::remove_file(staged);
        }
        written
    }

    fn replace(
        &self,
        incoming: &Path,
        target: &Path,
        aside: &Path,
        expected: &[u8],
    ) -> Result<PathBuf, ReplaceError> {
        match exchange(incoming, target) {
            Exchange::Done => {}
            Exchange::Unsupported => return replace_by_link(incoming, target, aside, expected),
            Exchange::Failed(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Err(ReplaceError::Gone)
            }
            Exchange::Failed(e) => return Err(ReplaceError::Io(e)),
        }
        if holds(incoming, expected) {
            return Ok(incoming.to_path_buf());
        }
        // An edit was saved after the check: put it back where it was.
        match exchange(incoming, target) {
            Exchange::Done => Err(ReplaceError::Changed),
            Exchange::Unsupported => Err(ReplaceError::Stranded {
                at: incoming.to_path_buf(),
                error: std::io::Error::other("the second exchange was refused"),
            }),
            Exchange::Failed(error) => Err(ReplaceError::Stranded {
                at: incoming.to_path_buf(),
                error,
            }),
        }
    }

    fn remove(&self, path: &Path) -> std::io::Result<()> {
        std::fs::remove_file(path)
    }

    fn sync_dir(&self, dir: &Path) -> std::io::Result<()> {
        sync_dir(dir)
    }
}

/// `fsync` of a folder, so that the names created, renamed or removed in it survive a
/// power cut.
#[cfg(unix)]
pub fn sync_dir(dir: &Path) -> std::io::Result<()> {
    std::fs::File::open(dir)?.sync_all()
}

#[cfg(not(unix))]
pub fn sync_dir(_dir: &Path) -> std::io::Result<()> {
    Ok(())
}

/// Whether the regular file at `path` holds exactly `expected`.
fn holds(path: &Path, expected: &[u8]) -> bool {
    matches!(read_plain(path), Ok(Some(bytes)) if bytes == expected)
}

enum Exchange {
    Done,
    /// The system or file system has no atomic exchange.
    Unsupported,
    Failed(std::io::Error),
}

#[cfg(any(target_os = "linux", target_os = "android"))]
fn exchange(a: &Path, b: &Path) -> Exchange {
    use rustix::fs::{renameat_with, RenameFlags, CWD};
    use rustix::io::Errno;
    match renameat_with(CWD, a, CWD, b, RenameFlags::EXCHANGE) {
        Ok(()) => Exchange::Done,
        Err(Errno::INVAL | Errno::NOSYS | Errno::NOTSUP) => Exchange::Unsupported,
        Err(e) => Exchange::Failed(e.into()),
    }
}

#[cfg(not(any(target_os = "linux", target_os = "android")))]
fn exchange(_a: &Path, _b: &Path) -> Exchange {
    Exchange::Unsupported
}

/// The swap without an atomic exchange: the original is renamed aside (so an edit saved
/// to it moves with it), compared, and the staged file is hard-linked to the original's
/// name, which fails rather than replace a file created there meanwhile.
pub fn replace_by_link(
    incoming: &Path,
    target: &Path,
    aside: &Path,
    expected: &[u8],
) -> Result<PathBuf, ReplaceError> {
    match std::fs::rename(target, aside) {
        Ok(()) => {}
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Err(ReplaceError::Gone),
        Err(e) => return Err(ReplaceError::Io(e)),
    }
    let put_back = |error: Option<std::io::Error>| match std::fs::hard_link(aside, target) {
        Ok(()) => {
            let _ = std::fs::remove_file(aside);
            match error {
                Some(e) => Err(ReplaceError::Io(e)),
                None => Err(ReplaceError::Changed),
            }
        }
        Err(e) => Err(ReplaceError::Stranded {
            at: aside.to_path_buf(),
            error: e,
        }),
    };
    if !holds(aside, expected) {
        return put_back(None);
    }
    match std::fs::hard_link(incoming, target) {
        Ok(()) => {}
        // A file was created at the target meanwhile: it is the newest, and stays.
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
            let _ = std::fs::remove_file(aside);
            return Err(ReplaceError::Changed);
        }
        Err(e) => return put_back(Some(e)),
    }
    let _ = std::fs::remove_file(incoming);
    Ok(aside.to_path_buf())
}

/// Creates a new file with `O_CREAT|O_EXCL|O_NOFOLLOW` and the original's permission bits
/// from the start, so its text is never readable by more users than the original's.
#[cfg(unix)]
fn create_exclusive(path: &Path, mode: u32) -> std::io::Result<std::fs::File> {
    use rustix::fs::{open, Mode, OFlags};
    let flags = OFlags::CREATE | OFlags::EXCL | OFlags::NOFOLLOW | OFlags::WRONLY | OFlags::CLOEXEC;
    let fd = open(path, flags, Mode::from_raw_mode((mode & 0o777) as _))?;
    Ok(std::fs::File::from(fd))
}

#[cfg(not(unix))]
fn create_exclusive(path: &Path, _mode: u32) -> std::io::Result<std::fs::File> {
    std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
}

/// Gives a staged file the original's group (and owner, as root), exact mode (the umask
/// may have cleared bits) and extended attributes (ACLs, SELinux labels, user attributes).
#[cfg(unix)]
fn keep_attributes(file: &std::fs::File, like: &Original) -> std::io::Result<()> {
    use rustix::fs::{fchmod, fchown, fstat, Gid, Mode, Uid};
    let stat = fstat(file)?;
    if stat.st_uid != like.uid || stat.st_gid != like.gid {
        let owner = rustix::process::geteuid()
            .is_root()
            .then(|| Uid::from_raw(like.uid));
        fchown(file, owner, Some(Gid::from_raw(like.gid))).map_err(|e| {
            std::io::Error::new(
                std::io::Error::from(e).kind(),
                format!(
                    "cannot give the new file the original's group {} ({e})",
                    like.gid
                ),
            )
        })?;
    }
    // After the change of owner, which clears setuid and setgid bits.
    fchmod(file, Mode::from_raw_mode(like.mode as _))?;
    copy_extended_attributes(&like.path, file)
}

#[cfg(not(unix))]
fn keep_attributes(file: &std::fs::File, like: &Original) -> std::io::Result<()> {
    let mut permissions = file.metadata()?.permissions();
    permissions.set_readonly(like.mode & 0o222 == 0);
    file.set_permissions(permissions)
}

#[cfg(any(
    target_os = "linux",
    target_os = "android",
    target_os = "macos",
    target_os = "ios"
))]
fn copy_extended_attributes(from: &Path, to: &std::fs::File) -> std::io::Result<()> {
    use rustix::fs::{fsetxattr, getxattr, listxattr, XattrFlags};
    use rustix::io::Errno;
    let mut names = vec![0u8; 1024];
    let len = loop {
        match listxattr(from, &mut names[..]) {
            Ok(len) => break len,
            Err(Errno::RANGE) => names.resize(names.len() * 4, 0),
            // The file system keeps no extended attributes.
            Err(Errno::NOTSUP) => return Ok(()),
            Err(e) => return Err(e.into()),
        }
    };
    for name in names[..len].split(|b| *b == 0).filter(|n| !n.is_empty()) {
        let name = <std::ffi::OsStr as std::os::unix::ffi::OsStrExt>::from_bytes(name);
        let mut value = vec![0u8; 256];
        let size = loop {
            match getxattr(from, name, &mut value[..]) {
                Ok(size) => break size,
                Err(Errno::RANGE) => value.resize(value.len() * 4, 0),
                Err(e) => return Err(e.into()),
            }
        };
        fsetxattr(to, name, &value[..size], XattrFlags::empty()).map_err(|e| {
            std::io::Error::new(
                std::io::Error::from(e).kind(),
                format!(
                    "cannot keep the extended attribute {} ({e})",
                    name.to_string_lossy()
                ),
            )
        })?;
    }
    Ok(())
}

#[cfg(all(
    unix,
    not(any(
        target_os = "linux",
        target_os = "android",
        target_os = "macos",
        target_os = "ios"
    ))
))]
fn copy_extended_attributes(_from: &Path, _to: &std::fs::File) -> std::io::Result<()> {
    Ok(())
}
