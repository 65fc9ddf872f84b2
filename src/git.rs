//! What git knows about the files unbox would write, and building reviewed commits on a new
//! branch.
//!
//! Branch output never touches the user's work tree, index, HEAD or current branch: blobs
//! and trees are written straight into the object database, commits are made from HEAD's
//! tree plus the rewritten files, and only the new branch ref is created at the end.
//!
//! Invariant: changes nothing but the object database and the one branch ref it is asked
//! to create.

use crate::passes::{Finding, Refusal};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// What went wrong when asking git or writing to it.
#[derive(Debug, thiserror::Error)]
pub enum GitError {
    #[error("{path}: cannot read git status: {source}")]
    Status { path: PathBuf, source: git2::Error },
    #[error("{path}: cannot resolve path: {source}")]
    Path {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{0}: not inside a git repository (--branch needs one)")]
    NotARepository(PathBuf),
    #[error("{0}: the repository has no commits yet (HEAD is unborn); commit once, then re-run")]
    UnbornHead(PathBuf),
    #[error("branch {0:?} already exists; choose another name or pass --force")]
    BranchExists(String),
    #[error("{0:?} is not a valid branch name")]
    InvalidBranch(String),
    #[error("{0:?} is a full ref name; give the branch name alone ({1:?})")]
    FullRefName(String, String),
    #[error("branch {0:?} is checked out in the work tree at {1}; unbox will not move it, even with --force (nor would git)")]
    CheckedOut(String, PathBuf),
    #[error("branch {0:?} is checked out in the work tree registered at {1}, whose folder is gone; unbox will not move it, even with --force (nor would git); `git worktree prune` forgets that work tree")]
    CheckedOutGone(String, PathBuf),
    #[error("branch {0:?} is being rebased in the work tree at {1}; unbox will not move it, even with --force (nor would git): the rebase could not finish; finish or abort it first")]
    Rebasing(String, PathBuf),
    #[error("branch {0:?} is being bisected in the work tree at {1}; unbox will not move it, even with --force (nor would git); end the bisection with `git bisect reset` first")]
    Bisecting(String, PathBuf),
    #[error("{0}: the repository is bare (it has no work tree); run unbox in a checkout")]
    Bare(PathBuf),
    #[error("{0}: outside the repository at {1}")]
    OutsideRepository(PathBuf, PathBuf),
    #[error("{0}: not in HEAD's tree; --branch analyses HEAD, so commit it first")]
    NotInHead(PathBuf),
    #[error("cannot write HEAD's files to a temporary folder: {0}")]
    Export(std::io::Error),
    #[error("no author identity: set it with `git config user.name \"Your Name\"` and `git config user.email you@example.com` ({0})")]
    Identity(git2::Error),
    #[error("git: {0}")]
    Git(#[from] git2::Error),
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
        let absolute = absolute(path)?;
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

fn absolute(path: &Path) -> Result<PathBuf, GitError> {
    std::fs::canonicalize(path).map_err(|source| GitError::Path {
        path: path.to_path_buf(),
        source,
    })
}

/// One commit to make: its message and the full new text of each file it changes.
#[derive(Debug, Clone)]
pub struct CommitSpec {
    pub message: String,
    pub files: Vec<(PathBuf, String)>,
}

/// The repository a run writes a branch into.
pub struct Repo {
    repo: git2::Repository,
    workdir: PathBuf,
    /// Where a copy of HEAD's files stands in for the work tree, when the run analyses
    /// one ([`Repo::export_head`]): paths under it are the work tree's paths.
    copy: Option<PathBuf>,
}

impl Repo {
    /// Opens the repository containing `path`, refusing an unborn HEAD.
    pub fn discover(path: &Path) -> Result<Repo, GitError> {
        let absolute = absolute(path)?;
        let repo = git2::Repository::discover(&absolute)
            .map_err(|_| GitError::NotARepository(path.to_path_buf()))?;
        let workdir = repo
            .workdir()
            .map(Path::to_path_buf)
            .ok_or_else(|| GitError::Bare(path.to_path_buf()))?;
        let workdir = std::fs::canonicalize(&workdir).unwrap_or(workdir);
        if repo.head().is_err() {
            return Err(GitError::UnbornHead(workdir));
        }
        Ok(Repo {
            repo,
            workdir,
            copy: None,
        })
    }

    /// The work tree's root (canonical).
    pub fn workdir(&self) -> &Path {
        &self.workdir
    }

    /// Whether HEAD's tree has a file or folder at `relative` (to the work tree's root).
    pub fn head_has(&self, relative: &Path) -> Result<bool, GitError> {
        let tree = self.repo.head()?.peel_to_tree()?;
        Ok(relative.as_os_str().is_empty() || tree.get_path(relative).is_ok())
    }

    /// Writes HEAD's version of the folder `relative` (to the work tree's root) under
    /// `root`, at the same relative place: files with their executable bit, and symbolic
    /// links; submodules are left out. From then on, paths under `root` are taken for the
    /// work tree's own (commits, messages). Returns how many files were written.
    pub fn export_head(&mut self, relative: &Path, root: &Path) -> Result<usize, GitError> {
        let head = self.repo.head()?.peel_to_tree()?;
        let tree = if relative.as_os_str().is_empty() {
            head
        } else {
            head.get_path(relative)
                .map_err(|_| GitError::NotInHead(relative.to_path_buf()))?
                .to_object(&self.repo)?
                .peel_to_tree()?
        };
        let base = root.join(relative);
        std::fs::create_dir_all(&base).map_err(GitError::Export)?;
        let mut written = 0;
        let mut failed: Option<GitError> = None;
        tree.walk(git2::TreeWalkMode::PreOrder, |dir, entry| {
            let path = base.join(dir).join(entry.name().unwrap_or_default());
            let result = match entry.kind() {
                Some(git2::ObjectType::Tree) => {
                    std::fs::create_dir_all(&path).map_err(GitError::Export)
                }
                Some(git2::ObjectType::Blob) => {
                    written += 1;
                    self.write_entry(entry, &path)
                }
                _ => Ok(()), // A submodule's commit: not part of this repository's files.
            };
            match result {
                Ok(()) => git2::TreeWalkResult::Ok,
                Err(e) => {
                    failed = Some(e);
                    git2::TreeWalkResult::Abort
                }
            }
        })?;
        if let Some(e) = failed {
            return Err(e);
        }
        self.copy = Some(std::fs::canonicalize(root).map_err(GitError::Export)?);
        Ok(written)
    }

    /// Writes one blob of HEAD's tree: a symbolic link as a link, an executable as one.
    fn write_entry(&self, entry: &git2::TreeEntry, path: &Path) -> Result<(), GitError> {
        let blob = self.repo.find_blob(entry.id())?;
        let mode = entry.filemode();
        #[cfg(unix)]
        if mode == i32::from(git2::FileMode::Link) {
            let target = String::from_utf8_lossy(blob.content()).into_owned();
            return std::os::unix::fs::symlink(target, path).map_err(GitError::Export);
        }
        std::fs::write(path, blob.content()).map_err(GitError::Export)?;
        #[cfg(unix)]
        if mode == i32::from(git2::FileMode::BlobExecutable) {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755))
                .map_err(GitError::Export)?;
        }
        Ok(())
    }

    /// The `.go` files directly in `dirs` (work-tree paths) that differ from HEAD: edited,
    /// staged, deleted or untracked. Empty if git cannot say.
    pub fn changed_go_files(&self, dirs: &[PathBuf]) -> Vec<PathBuf> {
        let wanted: Vec<PathBuf> = dirs.iter().filter_map(|d| self.relative(d).ok()).collect();
        let mut options = git2::StatusOptions::new();
        options.include_untracked(true).recurse_untracked_dirs(true);
        let Ok(statuses) = self.repo.statuses(Some(&mut options)) else {
            return Vec::new();
        };
        let mut out: Vec<PathBuf> = statuses
            .iter()
            .filter(|e| !e.status().is_empty() && !e.status().is_ignored())
            .filter_map(|e| e.path().map(PathBuf::from))
            .filter(|p| p.extension().is_some_and(|x| x == "go"))
            .filter(|p| wanted.iter().any(|d| p.parent() == Some(d.as_path())))
            .map(|p| self.workdir.join(p))
            .collect();
        out.sort();
        out
    }

    /// The subjects of the most recent commits on HEAD, newest first, to match their style.
    pub fn recent_subjects(&self, count: usize) -> Vec<String> {
        let Ok(mut walk) = self.repo.revwalk() else {
            return Vec::new();
        };
        if walk.push_head().is_err() {
            return Vec::new();
        }
        walk.filter_map(Result::ok)
            .filter_map(|oid| self.repo.find_commit(oid).ok())
            .filter_map(|c| c.summary().map(str::to_string))
            .take(count)
            .collect()
    }

    /// Checks a branch can be created before any work is done.
    pub fn check_branch(&self, name: &str, force: bool) -> Result<(), GitError> {
        if let Some(short) = name.strip_prefix("refs/heads/") {
            return Err(GitError::FullRefName(name.to_string(), short.to_string()));
        }
        if !git2::Branch::name_is_valid(name)? {
            return Err(GitError::InvalidBranch(name.to_string()));
        }
        if let Some(busy) = self.in_use(name) {
            return Err(busy);
        }
        let exists = self.repo.find_branch(name, git2::BranchType::Local).is_ok();
        if exists && !force {
            return Err(GitError::BranchExists(name.to_string()));
        }
        self.repo.signature().map_err(GitError::Identity)?;
        Ok(())
    }

    /// Why git would refuse to move branch `name`, if it would: a work tree (the main one or
    /// a linked one, even one whose folder was deleted but is still registered) has it
    /// checked out, is rebasing it, or is bisecting from it. Moving it would leave that work
    /// tree's index and files out of step with it, or a rebase that can no longer finish.
    /// Read from the git folders' own files, as git does: libgit2 cannot open a linked
    /// work tree whose folder is gone, and does not say what a rebase is rebasing.
    fn in_use(&self, name: &str) -> Option<GitError> {
        let wanted = format!("refs/heads/{name}");
        let common = self.repo.commondir().to_path_buf();
        let main_dir = git2::Repository::open(&common)
            .ok()
            .and_then(|main| main.workdir().map(Path::to_path_buf))
            .unwrap_or_else(|| common.clone());
        // (git folder, work tree folder) of every work tree git knows.
        let mut trees = vec![(common.clone(), main_dir)];
        if let Ok(entries) = std::fs::read_dir(common.join("worktrees")) {
            let mut linked: Vec<(PathBuf, PathBuf)> = entries
                .flatten()
                .filter_map(|e| {
                    let git_dir = e.path();
                    let dot_git = std::fs::read_to_string(git_dir.join("gitdir")).ok()?;
                    let folder = Path::new(dot_git.trim()).parent()?.to_path_buf();
                    Some((git_dir, folder))
                })
                .collect();
            linked.sort();
            trees.extend(linked);
        }
        let read = |path: PathBuf| {
            std::fs::read_to_string(path)
                .map(|t| t.trim().to_string())
                .unwrap_or_default()
        };
        for (git_dir, folder) in trees {
            if read(git_dir.join("HEAD")).strip_prefix("ref: ") == Some(wanted.as_str()) {
                return Some(if folder.exists() {
                    GitError::CheckedOut(name.to_string(), folder)
                } else {
                    GitError::CheckedOutGone(name.to_string(), folder)
                });
            }
            let rebased = ["rebase-merge/head-name", "rebase-apply/head-name"]
                .iter()
                .any(|file| read(git_dir.join(file)) == wanted);
            if rebased {
                return Some(GitError::Rebasing(name.to_string(), folder));
            }
            // BISECT_START holds the branch the bisection started from, without refs/heads/.
            if read(git_dir.join("BISECT_START")) == name {
                return Some(GitError::Bisecting(name.to_string(), folder));
            }
        }
        None
    }

    /// Makes the commits in order on top of HEAD and points branch `name` at the last one.
    /// Returns the commit ids, oldest first.
    pub fn commit_branch(
        &self,
        name: &str,
        force: bool,
        commits: &[CommitSpec],
    ) -> Result<Vec<git2::Oid>, GitError> {
        self.check_branch(name, force)?;
        let signature = self.repo.signature().map_err(GitError::Identity)?;
        let mut parent = self.repo.head()?.peel_to_commit()?;
        let mut ids = Vec::new();
        for spec in commits {
            let base = parent.tree()?;
            let mut update = git2::build::TreeUpdateBuilder::new();
            for (path, text) in &spec.files {
                let relative = self.relative(path)?;
                let blob = self.repo.blob(text.as_bytes())?;
                // Keep an executable bit or other mode the file already has.
                let mode = base
                    .get_path(&relative)
                    .map(|e| e.filemode())
                    .unwrap_or(i32::from(git2::FileMode::Blob));
                let mode = if mode == i32::from(git2::FileMode::BlobExecutable) {
                    git2::FileMode::BlobExecutable
                } else {
                    git2::FileMode::Blob
                };
                update.upsert(relative.to_string_lossy().replace('\\', "/"), blob, mode);
            }
            let tree_id = update.create_updated(&self.repo, &base)?;
            let tree = self.repo.find_tree(tree_id)?;
            let id = self.repo.commit(
                None,
                &signature,
                &signature,
                &spec.message,
                &tree,
                &[&parent],
            )?;
            parent = self.repo.find_commit(id)?;
            ids.push(id);
        }
        self.repo.branch(name, &parent, force)?;
        Ok(ids)
    }

    /// The finding with its location relative to the repository root, for commit messages
    /// (the user may have run unbox from anywhere inside the repository).
    pub fn relocate_finding(&self, finding: &Finding) -> Finding {
        let mut finding = finding.clone();
        finding.location.file = self.display_path(&finding.location.file);
        finding
    }

    /// The refusal with its location relative to the repository root.
    pub fn relocate_refusal(&self, refusal: &Refusal) -> Refusal {
        let mut refusal = refusal.clone();
        refusal.location.file = self.display_path(&refusal.location.file);
        refusal
    }

    fn display_path(&self, path: &Path) -> PathBuf {
        self.relative(path).unwrap_or_else(|_| path.to_path_buf())
    }

    /// A path relative to the work tree, as git stores it (a path in the copy of HEAD
    /// stands for the same path in the work tree).
    fn relative(&self, path: &Path) -> Result<PathBuf, GitError> {
        let absolute = absolute(path)?;
        let roots = std::iter::once(&self.workdir).chain(&self.copy);
        roots
            .filter_map(|root| absolute.strip_prefix(root).ok())
            .next()
            .map(Path::to_path_buf)
            .ok_or_else(|| GitError::OutsideRepository(path.to_path_buf(), self.workdir.clone()))
    }
}
