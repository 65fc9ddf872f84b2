//! What git knows about the files unbox would write: whether each has uncommitted changes.
//!
//! Invariant: reads repository status only; never changes the work tree, index or refs.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// What went wrong when asking git.
#[derive(Debug, thiserror::Error)]
pub enum GitError {
    #[error("{path}: cannot read git status: {source}")]
    Status { path: PathBuf, source: git2::Error },
    #[error("{path}: cannot resolve path: {source}")]
    Path {
        path: PathBuf,
        source: std::io::Error,
    },
}

/// How a file stands with git.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileState {
    /// Tracked and identical to HEAD: a rewrite can be undone with git.
    Clean,
    /// Modified, staged, untracked or ignored: a rewrite would mix with work git cannot restore.
    Uncommitted,
    /// Not inside any git repository.
    NoRepository,
}

/// The git state of each path. Repositories are opened once each.
pub fn file_states(paths: &[PathBuf]) -> Result<Vec<(PathBuf, FileState)>, GitError> {
    let mut repos: BTreeMap<PathBuf, git2::Repository> = BTreeMap::new();
    let mut states = Vec::new();
    for path in paths {
        let absolute = std::fs::canonicalize(path).map_err(|source| GitError::Path {
            path: path.clone(),
            source,
        })?;
        let dir = absolute.parent().unwrap_or(Path::new("/")).to_path_buf();
        let Ok(repo) = git2::Repository::discover(&dir) else {
            states.push((path.clone(), FileState::NoRepository));
            continue;
        };
        let Some(workdir) = repo.workdir().map(Path::to_path_buf) else {
            states.push((path.clone(), FileState::NoRepository));
            continue;
        };
        let workdir = std::fs::canonicalize(&workdir).unwrap_or(workdir);
        let repo = repos.entry(workdir.clone()).or_insert(repo);
        let relative = absolute.strip_prefix(&workdir).unwrap_or(&absolute);
        let status = repo
            .status_file(relative)
            .map_err(|source| GitError::Status {
                path: path.clone(),
                source,
            })?;
        let state = if status.is_empty() {
            FileState::Clean
        } else {
            FileState::Uncommitted
        };
        states.push((path.clone(), state));
    }
    Ok(states)
}
