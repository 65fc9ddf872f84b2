//! Turning the paths a user typed into package directories and their `.go` files.
//!
//! A path may be a file, a folder (walked recursively, like `gofmt`), or Go's own spelling
//! `dir/...` / `./...`. The walk honours `.gitignore` and skips what the go tool skips:
//! `vendor/`, `testdata/`, and folders whose names start with `_` or `.`. Files named with a
//! leading `_` or `.` are ignored by Go and so here. A `.go` file that is a symbolic link
//! to a file is part of its package, as the go tool sees it; where it leads, and whether
//! that is inside the folders being analysed, is recorded so that a rewrite can be refused
//! when it would write outside them.
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
    /// The folder of the nearest `go.mod` at or above `dir` (as the user spelled the path),
    /// or `None` for a package outside any module, which is still analysed.
    pub module: Option<PathBuf>,
    /// The files of `files` that are symbolic links, and where they lead.
    pub links: BTreeMap<PathBuf, Link>,
}

/// Where a `.go` file that is a symbolic link leads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Link {
    /// The file it names, every link resolved.
    pub target: PathBuf,
    /// Whether that file lies inside the folders being analysed (under a path the user
    /// gave, in no folder the walk skips): only then may a rewrite write through the link.
    pub inside: bool,
}

/// The package directories found, sorted, and the paths that could not be used.
#[derive(Debug, Default)]
pub struct Workspace {
    pub packages: Vec<PackageDir>,
    pub problems: Vec<Problem>,
    /// Module folders brought in by `go.work` `use` directives.
    pub work_modules: Vec<PathBuf>,
}

impl Workspace {
    /// The distinct modules the packages belong to.
    pub fn modules(&self) -> BTreeSet<&Path> {
        self.packages
            .iter()
            .filter_map(|p| p.module.as_deref())
            .collect()
    }

    /// Keeps the packages of one shard (see [`Shard::holds`]).
    pub fn keep_shard(&mut self, shard: Shard) {
        self.packages.retain(|p| shard.holds(&p.dir));
    }
}

/// One of `count` disjoint parts of the packages (1-based `index`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shard {
    pub index: u32,
    pub count: u32,
}

impl Shard {
    /// Whether a package folder falls in this shard: FNV-1a over the folder path with `/`
    /// separators, so the answer is the same on every machine, run and thread count, and
    /// the shards 1..=count cover every package exactly once.
    pub fn holds(&self, dir: &Path) -> bool {
        let text = dir.to_string_lossy().replace('\\', "/");
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        for byte in text.as_bytes() {
            hash ^= u64::from(*byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
        hash % u64::from(self.count) == u64::from(self.index - 1)
    }
}

impl std::str::FromStr for Shard {
    type Err = String;

    /// Parses `K/N` with 1 <= K <= N.
    fn from_str(text: &str) -> Result<Shard, String> {
        let (k, n) = text.split_once('/').ok_or("expected K/N, e.g. 2/8")?;
        let index: u32 = k
            .trim()
            .parse()
            .map_err(|_| format!("{k:?} is not a shard number"))?;
        let count: u32 = n
            .trim()
            .parse()
            .map_err(|_| format!("{n:?} is not a shard count"))?;
        if count == 0 || index == 0 || index > count {
            return Err(format!("shard {index}/{count}: need 1 <= K <= N"));
        }
        Ok(Shard { index, count })
    }
}

/// Resolves the user's paths. Missing paths and walk errors become problems; the rest of
/// the paths are still resolved.
pub fn discover(paths: &[PathBuf]) -> Workspace {
    let mut dirs: BTreeMap<PathBuf, (BTreeSet<PathBuf>, Option<BTreeSet<PathBuf>>)> =
        BTreeMap::new();
    let mut problems = Vec::new();
    // The files found that are symbolic links (to files).
    let mut linked: BTreeSet<PathBuf> = BTreeSet::new();
    let mut roots: Vec<PathBuf> = paths.iter().map(|p| strip_go_pattern(p)).collect();
    let mut work_modules = Vec::new();
    for root in roots.clone() {
        for used in go_work_uses(&root) {
            if !roots.iter().any(|r| used.starts_with(r)) {
                work_modules.push(used.clone());
                roots.push(used);
            }
        }
    }
    for path in roots.clone() {
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
            let dir = clean(&parent_dir(&path));
            let entry = dirs
                .entry(dir.clone())
                .or_insert_with(|| (BTreeSet::new(), Some(BTreeSet::new())));
            entry
                .0
                .extend(go_files_in(&dir, &mut problems, &mut linked));
            if let Some(selected) = entry.1.as_mut() {
                selected.insert(clean(&path));
            }
        } else {
            for file in walk(&path, &mut problems, &mut linked) {
                let entry = dirs
                    .entry(parent_dir(&file))
                    .or_insert_with(|| (BTreeSet::new(), None));
                entry.0.insert(file);
                entry.1 = None;
            }
        }
    }
    let mut modules = ModuleFinder::default();
    let analysed: Vec<PathBuf> = roots_analysed(&roots);
    let packages = dirs
        .into_iter()
        .map(|(dir, (files, selected))| {
            let links = files
                .iter()
                .filter(|f| linked.contains(*f))
                .filter_map(|f| Some((f.clone(), link(f, &analysed)?)))
                .collect();
            PackageDir {
                module: modules.find(&dir),
                dir,
                files: files.into_iter().collect(),
                selected,
                links,
            }
        })
        .collect();
    Workspace {
        packages,
        problems,
        work_modules,
    }
}

/// The folders being analysed, canonical: each path given (a file's folder, which is read
/// whole), and the modules go.work brings in.
fn roots_analysed(roots: &[PathBuf]) -> Vec<PathBuf> {
    roots
        .iter()
        .filter_map(|root| {
            let folder = if root.is_file() {
                parent_dir(root)
            } else {
                root.clone()
            };
            std::fs::canonicalize(folder).ok()
        })
        .collect()
}

/// Where `file`, a symbolic link, leads.
fn link(file: &Path, analysed: &[PathBuf]) -> Option<Link> {
    let target = std::fs::canonicalize(file).ok()?;
    let inside = analysed.iter().any(|root| {
        target.strip_prefix(root).is_ok_and(|relative| {
            relative
                .parent()
                .into_iter()
                .flat_map(Path::components)
                .all(|c| !is_skipped_dir(&c.as_os_str().to_string_lossy()))
        })
    });
    Some(Link { target, inside })
}

/// Whether a folder entry is a `.go` file as the go tool reads a folder: a file, or a
/// symbolic link to one (then added to `linked`).
fn is_file_or_link_to_one(
    file_type: std::fs::FileType,
    path: &Path,
    linked: &mut BTreeSet<PathBuf>,
) -> bool {
    if file_type.is_symlink() && std::fs::metadata(path).is_ok_and(|m| m.is_file()) {
        linked.insert(clean(path));
        return true;
    }
    file_type.is_file()
}

/// Finds the nearest `go.mod` above folders, remembering answers per folder.
#[derive(Default)]
struct ModuleFinder {
    known: BTreeMap<PathBuf, Option<PathBuf>>,
    /// The first spelling of each module, by its canonical path: `.` and `/abs/mod` (or
    /// `..` from a sub-folder) are one module and must be reported once.
    spellings: BTreeMap<PathBuf, PathBuf>,
}

impl ModuleFinder {
    /// The module folder of `dir`, always spelled the same way for the same module.
    fn find(&mut self, dir: &Path) -> Option<PathBuf> {
        let found = self.nearest(dir)?;
        let key = std::fs::canonicalize(&found).unwrap_or_else(|_| found.clone());
        Some(self.spellings.entry(key).or_insert(found).clone())
    }

    fn nearest(&mut self, dir: &Path) -> Option<PathBuf> {
        if let Some(found) = self.known.get(dir) {
            return found.clone();
        }
        let found = if dir.join("go.mod").is_file() {
            Some(dir.to_path_buf())
        } else {
            match dir.parent() {
                Some(parent) if !parent.as_os_str().is_empty() => self.nearest(parent),
                // `a` is below `.`, which is spelled as the user would.
                Some(_) if dir != Path::new(".") && dir.is_relative() => {
                    self.nearest(Path::new("."))
                }
                // A relative path ran out: go on above it through the absolute path.
                _ => std::fs::canonicalize(dir)
                    .ok()
                    .and_then(|abs| abs.parent().map(Path::to_path_buf))
                    .and_then(|parent| self.nearest(&parent)),
            }
        };
        self.known.insert(dir.to_path_buf(), found.clone());
        found
    }
}

/// The folders named by `use` directives of a `go.work` file in `root`, if there is one.
fn go_work_uses(root: &Path) -> Vec<PathBuf> {
    let Ok(text) = std::fs::read_to_string(root.join("go.work")) else {
        return Vec::new();
    };
    let mut uses = Vec::new();
    let mut in_block = false;
    for line in text.lines() {
        let line = line.split("//").next().unwrap_or("").trim();
        let entry = if in_block {
            if line == ")" {
                in_block = false;
                continue;
            }
            line
        } else if let Some(rest) = line.strip_prefix("use") {
            let rest = rest.trim();
            if rest == "(" {
                in_block = true;
                continue;
            }
            rest
        } else {
            continue;
        };
        let entry = entry.trim_matches('"');
        if !entry.is_empty() {
            uses.push(normalize(&root.join(entry)));
        }
    }
    uses
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
fn go_files_in(
    dir: &Path,
    problems: &mut Vec<Problem>,
    linked: &mut BTreeSet<PathBuf>,
) -> Vec<PathBuf> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) => {
            problems.push(Problem::input(dir, format!("cannot list folder: {e}")));
            return Vec::new();
        }
    };
    let mut files: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_str().is_some_and(is_go_source))
        .filter(|e| {
            e.file_type()
                .is_ok_and(|t| is_file_or_link_to_one(t, &e.path(), linked))
        })
        .map(|e| clean(&e.path()))
        .collect();
    files.sort();
    files
}

/// Every Go source file below `root`, honouring ignore files.
fn walk(root: &Path, problems: &mut Vec<Problem>, linked: &mut BTreeSet<PathBuf>) -> Vec<PathBuf> {
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
                let name = entry.file_name().to_str().unwrap_or("");
                if is_go_source(name)
                    && entry
                        .file_type()
                        .is_some_and(|t| is_file_or_link_to_one(t, entry.path(), linked))
                {
                    files.push(clean(entry.path()));
                }
            }
            Err(e) => problems.push(Problem::input(root, format!("cannot walk: {e}"))),
        }
    }
    files
}

/// Resolves `.` and `..` without touching the file system (`ws/../shared` is `shared`), so
/// paths from go.work compare and print like the ones the user typed.
fn normalize(path: &Path) -> PathBuf {
    use std::path::Component;
    let mut out = PathBuf::new();
    for component in path.components() {
        match component {
            Component::CurDir => {}
            Component::ParentDir
                if matches!(out.components().next_back(), Some(Component::Normal(_))) =>
            {
                out.pop();
            }
            other => out.push(other),
        }
    }
    if out.as_os_str().is_empty() {
        PathBuf::from(".")
    } else {
        out
    }
}

/// `./a/b.go` as `a/b.go`, so reports and diff headers read like git's.
fn clean(path: &Path) -> PathBuf {
    match path.strip_prefix(".") {
        Ok(rest) if rest.as_os_str().is_empty() => PathBuf::from("."),
        Ok(rest) => rest.to_path_buf(),
        Err(_) => path.to_path_buf(),
    }
}

/// The module path the `go.mod` in `root` declares (`module example.com/aggsvc`).
pub fn module_path(root: &Path) -> Option<String> {
    let text = std::fs::read_to_string(root.join("go.mod")).ok()?;
    text.lines().find_map(|l| {
        let rest = l.trim().strip_prefix("module")?;
        let path = rest.trim().trim_matches('"');
        (!path.is_empty() && rest.starts_with([' ', '\t'])).then(|| path.to_string())
    })
}

/// The folder of the nearest `go.mod` at or above `dir`.
pub fn module_root(dir: &Path) -> Option<PathBuf> {
    dir.ancestors()
        .find(|d| d.join("go.mod").is_file())
        .map(Path::to_path_buf)
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
    fn shards_parse_and_partition() {
        assert!("0/3".parse::<Shard>().is_err());
        assert!("4/3".parse::<Shard>().is_err());
        assert!("x".parse::<Shard>().is_err());
        let shards: Vec<Shard> = (1..=3)
            .map(|k| format!("{k}/3").parse().expect("valid"))
            .collect();
        for i in 0..200 {
            let dir = PathBuf::from(format!("pkg/{i}"));
            assert_eq!(
                shards.iter().filter(|s| s.holds(&dir)).count(),
                1,
                "{}",
                dir.display()
            );
        }
    }

    #[test]
    fn go_work_use_directives() {
        let dir = tempfile::tempdir().expect("temp folder");
        std::fs::write(
            dir.path().join("go.work"),
            "go 1.22\n\nuse ./a // the app\nuse (\n\t./b\n\t\"../c\"\n)\n",
        )
        .expect("write go.work");
        let uses = go_work_uses(dir.path());
        let parent = dir.path().parent().expect("temp folders have a parent");
        assert_eq!(
            uses,
            [dir.path().join("a"), dir.path().join("b"), parent.join("c")]
        );
        assert_eq!(
            normalize(Path::new("ws/../shared")),
            PathBuf::from("shared")
        );
        assert_eq!(normalize(Path::new("../x/./y")), PathBuf::from("../x/y"));
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
