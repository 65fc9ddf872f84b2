//! Turning the paths a user typed into package directories and their `.go` files.
//!
//! A path may be a file, a folder (walked recursively, like `gofmt`), or Go's own spelling
//! `dir/...` / `./...`. The walk honours `.gitignore` and skips what the go tool skips:
//! `vendor/`, `testdata/`, and folders whose names start with `_` or `.`. Files named with a
//! leading `_` or `.` are ignored by Go and so here.
//!
//! Invariant: lists paths only; reading and parsing files happens in the engine.

use crate::problem::Problem;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// One directory's `.go` files and, when the user named single files, which of them may be
/// rewritten (`None`: all of them). The whole directory is always read, since a rewrite is
/// only safe when every use in the package has been seen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PackageDir {
    pub dir: PathBuf,
    pub files: Vec<PathBuf>,
    pub selected: Option<BTreeSet<PathBuf>>,
}

/// The package directories found, sorted, and the paths that could not be used.
#[derive(Debug, Default)]
pub struct Workspace {
    pub packages: Vec<PackageDir>,
    pub problems: Vec<Problem>,
}

/// Resolves the user's paths. Missing paths and walk errors become problems; the rest of
/// the paths are still resolved.
pub fn discover(paths: &[PathBuf]) -> Workspace {
    let mut dirs: BTreeMap<PathBuf, (BTreeSet<PathBuf>, Option<BTreeSet<PathBuf>>)> =
        BTreeMap::new();
    let mut problems = Vec::new();
    for raw in paths {
        let path = strip_go_pattern(raw);
        let metadata = match std::fs::metadata(&path) {
            Ok(m) => m,
            Err(e) => {
                problems.push(Problem::input(&path, format!("cannot read: {e}")));
                continue;
            }
        };
        if metadata.is_file() {
            if path.extension().is_none_or(|e| e != "go") {
                problems.push(Problem::input(
                    &path,
                    "not a Go file (expected a .go file or a folder)",
                ));
                continue;
            }
            let dir = parent_dir(&path);
            let entry = dirs
                .entry(dir.clone())
                .or_insert_with(|| (BTreeSet::new(), Some(BTreeSet::new())));
            entry.0.extend(go_files_in(&dir, &mut problems));
            if let Some(selected) = entry.1.as_mut() {
                selected.insert(path.clone());
            }
        } else {
            for file in walk(&path, &mut problems) {
                let entry = dirs
                    .entry(parent_dir(&file))
                    .or_insert_with(|| (BTreeSet::new(), None));
                entry.0.insert(file);
                entry.1 = None;
            }
        }
    }
    let packages = dirs
        .into_iter()
        .map(|(dir, (files, selected))| PackageDir {
            dir,
            files: files.into_iter().collect(),
            selected,
        })
        .collect();
    Workspace { packages, problems }
}

/// `./...` and `dir/...` mean "this folder and everything below", which is what a folder
/// already means here.
fn strip_go_pattern(path: &Path) -> PathBuf {
    let text = path.to_string_lossy();
    match text.strip_suffix("...") {
        Some("") => PathBuf::from("."),
        Some(rest) => {
            let rest = rest.trim_end_matches('/');
            PathBuf::from(if rest.is_empty() { "." } else { rest })
        }
        None => path.to_path_buf(),
    }
}

fn parent_dir(file: &Path) -> PathBuf {
    match file.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Whether Go would consider this file name part of a package.
fn is_go_source(name: &str) -> bool {
    name.ends_with(".go") && !name.starts_with('_') && !name.starts_with('.')
}

/// Whether the go tool skips this folder in `./...`.
fn is_skipped_dir(name: &str) -> bool {
    name == "vendor" || name == "testdata" || name.starts_with('_') || name.starts_with('.')
}

/// The `.go` files directly in one folder, for the package of a file the user named.
fn go_files_in(dir: &Path, problems: &mut Vec<Problem>) -> Vec<PathBuf> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) => {
            problems.push(Problem::input(dir, format!("cannot list folder: {e}")));
            return Vec::new();
        }
    };
    let mut files: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
        .filter(|e| e.file_name().to_str().is_some_and(is_go_source))
        .map(|e| clean(&e.path()))
        .collect();
    files.sort();
    files
}

/// Every Go source file below `root`, honouring ignore files.
fn walk(root: &Path, problems: &mut Vec<Problem>) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let walker = ignore::WalkBuilder::new(root)
        .hidden(false) // Hidden folders are skipped below with Go's rule; hidden files too.
        .require_git(false)
        .sort_by_file_name(|a, b| a.cmp(b))
        .filter_entry(|entry| {
            let is_dir = entry.file_type().is_some_and(|t| t.is_dir());
            let name = entry.file_name().to_str().unwrap_or("");
            entry.depth() == 0 || !is_dir || !is_skipped_dir(name)
        })
        .build();
    for entry in walker {
        match entry {
            Ok(entry) => {
                let is_file = entry.file_type().is_some_and(|t| t.is_file());
                let name = entry.file_name().to_str().unwrap_or("");
                if is_file && is_go_source(name) {
                    files.push(clean(entry.path()));
                }
            }
            Err(e) => problems.push(Problem::input(root, format!("cannot walk: {e}"))),
        }
    }
    files
}

/// `./a/b.go` as `a/b.go`, so reports and diff headers read like git's.
fn clean(path: &Path) -> PathBuf {
    path.strip_prefix(".")
        .map(Path::to_path_buf)
        .unwrap_or_else(|_| path.to_path_buf())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn go_patterns_mean_folders() {
        assert_eq!(strip_go_pattern(Path::new("./...")), PathBuf::from("."));
        assert_eq!(strip_go_pattern(Path::new("...")), PathBuf::from("."));
        assert_eq!(strip_go_pattern(Path::new("pkg/...")), PathBuf::from("pkg"));
        assert_eq!(strip_go_pattern(Path::new("pkg")), PathBuf::from("pkg"));
    }

    #[test]
    fn skips_what_the_go_tool_skips() {
        for name in ["vendor", "testdata", "_old", ".git"] {
            assert!(is_skipped_dir(name), "{name}");
        }
        assert!(!is_skipped_dir("internal"));
        assert!(is_go_source("a.go"));
        assert!(!is_go_source("_a.go"));
        assert!(!is_go_source("a.go.orig"));
    }
}
