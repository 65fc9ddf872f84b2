//! `apply --branch` analyses HEAD, not the work tree: the branch's commits are built on
//! HEAD's tree, so the analysis must read the same files. HEAD's version of the modules the
//! paths fall in is written to a temporary folder, the engine (and `--verify`, `--bench`)
//! runs there, and what is printed names the user's paths again.
//!
//! Invariant: reads git only through [`Repo`]; writes only under its own temporary folder.

use crate::git::{GitError, Repo};
use std::io::Write;
use std::path::{Component, Path, PathBuf};

/// A copy of HEAD's files standing in for the work tree.
pub struct HeadCopy {
    /// Removed, with everything in it, when the copy is dropped.
    _dir: tempfile::TempDir,
    /// The copy's root (canonical), which stands for the work tree's root.
    root: PathBuf,
    /// Where the user ran unbox, relative to the work tree's root, when inside it.
    cwd: Option<PathBuf>,
    workdir: PathBuf,
    /// The user's paths, pointing into the copy.
    pub paths: Vec<PathBuf>,
}

impl HeadCopy {
    /// Writes HEAD's version of the modules (folders with a `go.mod` in HEAD) holding the
    /// user's paths, and maps the paths into the copy. A path HEAD does not have is an
    /// error: it cannot be analysed as HEAD has it.
    pub fn export(repo: &mut Repo, paths: &[PathBuf]) -> Result<HeadCopy, GitError> {
        let workdir = repo.workdir().to_path_buf();
        let cwd = std::env::current_dir().map_err(GitError::Export)?;
        let mut relatives = Vec::new();
        for path in paths {
            let (base, pattern) = split_pattern(path);
            let absolute = normalize(&cwd.join(base));
            let relative = absolute
                .strip_prefix(&workdir)
                .map_err(|_| GitError::OutsideRepository(path.clone(), workdir.clone()))?
                .to_path_buf();
            if !repo.head_has(&relative)? {
                return Err(GitError::NotInHead(path.clone()));
            }
            relatives.push((relative, pattern));
        }
        let mut roots = Vec::new();
        for (relative, _) in &relatives {
            roots.push(module_root(repo, relative)?);
        }
        let export = common_ancestor(&roots);
        let dir = tempfile::Builder::new()
            .prefix("unbox-head-")
            .tempdir()
            .map_err(GitError::Export)?;
        // The copy's root is named as the work tree is, so paths compiled into tests read
        // as they do in the user's tree (dig's `TestProvideLocation` wants `dig/…`).
        let named = dir.path().join(
            workdir
                .file_name()
                .map_or_else(|| "repository".into(), |n| n.to_os_string()),
        );
        std::fs::create_dir_all(&named).map_err(GitError::Export)?;
        repo.export_head(&export, &named)?;
        let root = std::fs::canonicalize(&named).map_err(GitError::Export)?;
        let paths = relatives
            .iter()
            .map(|(relative, pattern)| {
                let mapped = root.join(relative);
                match pattern {
                    Some(tail) => PathBuf::from(format!("{}/{tail}", mapped.display())),
                    None => mapped,
                }
            })
            .collect();
        Ok(HeadCopy {
            _dir: dir,
            root,
            cwd: cwd.strip_prefix(&workdir).ok().map(Path::to_path_buf),
            workdir,
            paths,
        })
    }

    /// Text with the copy's paths spelled as the user's: relative to where unbox runs
    /// when below it, else under the work tree.
    pub fn to_user(&self, text: &str) -> String {
        let root = self.root.display().to_string();
        let mut text = text.to_string();
        if let Some(cwd) = &self.cwd {
            let here = if cwd.as_os_str().is_empty() {
                format!("{root}/")
            } else {
                format!("{root}/{}/", cwd.display())
            };
            text = text.replace(&here, "");
        }
        text.replace(&root, &self.workdir.display().to_string())
    }

    /// The copy's root (canonical), which stands for the work tree's root.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The work tree's path for a path in the copy.
    pub fn work_tree_path(&self, path: &Path) -> PathBuf {
        match path.strip_prefix(&self.root) {
            Ok(relative) => self.workdir.join(relative),
            Err(_) => path.to_path_buf(),
        }
    }
}

/// `./pkg/...` is the folder `./pkg` and the pattern `...`.
fn split_pattern(path: &Path) -> (PathBuf, Option<&'static str>) {
    let text = path.to_string_lossy();
    match text.strip_suffix("...") {
        Some(base) => {
            let base = base.trim_end_matches('/');
            let base = if base.is_empty() { "." } else { base };
            (PathBuf::from(base), Some("..."))
        }
        None => (path.to_path_buf(), None),
    }
}

/// `a/./b/../c` as `a/c`, without asking the file system (the path may exist only in HEAD).
fn normalize(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for component in path.components() {
        match component {
            Component::CurDir => {}
            Component::ParentDir => {
                out.pop();
            }
            other => out.push(other),
        }
    }
    out
}

/// The nearest folder at or above `relative` that has a `go.mod` in HEAD; the folder of
/// `relative` itself when none has (a GOPATH-style tree).
fn module_root(repo: &Repo, relative: &Path) -> Result<PathBuf, GitError> {
    let start = if relative.extension().is_some_and(|e| e == "go") {
        relative.parent().unwrap_or(Path::new("")).to_path_buf()
    } else {
        relative.to_path_buf()
    };
    let mut dir = start.clone();
    loop {
        if repo.head_has(&dir.join("go.mod"))? {
            return Ok(dir);
        }
        if !dir.pop() {
            return Ok(start);
        }
    }
}

/// The deepest folder holding all of `paths` (all relative to one root).
fn common_ancestor(paths: &[PathBuf]) -> PathBuf {
    let Some(first) = paths.first() else {
        return PathBuf::new();
    };
    let mut common: Vec<Component> = first.components().collect();
    for path in &paths[1..] {
        let shared = common
            .iter()
            .zip(path.components())
            .take_while(|(a, b)| **a == *b)
            .count();
        common.truncate(shared);
    }
    common.iter().collect()
}

/// A writer that gives back the user's paths in whole lines of output.
pub struct Relocating<'a> {
    inner: &'a mut dyn Write,
    copy: &'a HeadCopy,
    pending: Vec<u8>,
}

impl<'a> Relocating<'a> {
    pub fn new(inner: &'a mut dyn Write, copy: &'a HeadCopy) -> Relocating<'a> {
        Relocating {
            inner,
            copy,
            pending: Vec::new(),
        }
    }

    fn emit(&mut self, upto: usize) -> std::io::Result<()> {
        let line: Vec<u8> = self.pending.drain(..upto).collect();
        let text = self.copy.to_user(&String::from_utf8_lossy(&line));
        self.inner.write_all(text.as_bytes())
    }
}

impl Write for Relocating<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.pending.extend_from_slice(buf);
        if let Some(last) = self.pending.iter().rposition(|b| *b == b'\n') {
            self.emit(last + 1)?;
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        let all = self.pending.len();
        self.emit(all)?;
        self.inner.flush()
    }
}

impl Drop for Relocating<'_> {
    fn drop(&mut self) {
        let _ = self.flush();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_are_normalized_without_the_file_system() {
        assert_eq!(normalize(Path::new("/a/./b/../c")), PathBuf::from("/a/c"));
        assert_eq!(
            split_pattern(Path::new("./pkg/...")),
            (PathBuf::from("./pkg"), Some("..."))
        );
        assert_eq!(
            split_pattern(Path::new("...")),
            (PathBuf::from("."), Some("..."))
        );
    }

    #[test]
    fn the_common_ancestor_of_module_roots() {
        let roots = [PathBuf::from("a/b"), PathBuf::from("a/c/d")];
        assert_eq!(common_ancestor(&roots), PathBuf::from("a"));
        let roots = [PathBuf::from("a"), PathBuf::from("b")];
        assert_eq!(common_ancestor(&roots), PathBuf::new());
    }
}
