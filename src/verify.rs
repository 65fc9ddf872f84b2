//! Proving a rewrite on real Go: copy the module to a temporary folder, write the rewritten
//! files there, and run `gofmt -l`, `go build ./...`, `go vet` and `go test` on the affected
//! packages and their importers within the module, with the run's build tags; `go vet`
//! again for every other GOOS/GOARCH those packages have files of their own for
//! (`_windows.go`, `//go:build darwin`), and for linux/386; and measure benchmarks before
//! and after.
//!
//! The copy keeps the module's folder name and layout (`…/dig/dig_test.go`, not a temporary
//! name), since tests may check the paths they are compiled from. A check that fails after
//! the rewrite is run again on the original files: only one that passed before and fails
//! after is laid at the rewrite's door; one that failed before too is reported as
//! predating it (for `go test`, when no test fails after that did not fail before).
//!
//! The user's tree is never touched and their tests are only ever run when they ask for it
//! (`--verify`, `--bench`), since running tests executes their code.
//!
//! Invariant: writes only inside its own temporary folders; runs only `go` and `gofmt`.

use crate::engine::FileChange;
use crate::platforms::{own_platforms, Platform};
use crate::syntax::NodeExt;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Why verification could not pass.
#[derive(Debug, thiserror::Error)]
pub enum VerifyError {
    #[error("{0}: not inside a Go module (no go.mod above it); cannot verify")]
    NoModule(PathBuf),
    #[error("cannot copy module {path}: {source}")]
    Copy {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("cannot run {tool}: {source}")]
    Spawn {
        tool: String,
        source: std::io::Error,
    },
    /// A check failed; `output` holds its first lines.
    #[error("{step} failed:\n{output}")]
    Failed { step: String, output: String },
    /// A check passed on the original files and fails on the rewritten ones.
    #[error("{step} passed before the rewrite and fails after it:\n{output}")]
    Broke { step: String, output: String },
}

/// A check that fails on the rewritten files and failed on the original ones as well, so
/// the failure predates the rewrite: the first lines of both runs.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Predating {
    pub step: String,
    pub before: String,
    pub after: String,
}

/// The folder holding the nearest `go.mod` at or above `dir`.
pub fn module_root(dir: &Path) -> Option<PathBuf> {
    let start = std::fs::canonicalize(dir).ok()?;
    start
        .ancestors()
        .find(|d| d.join("go.mod").is_file())
        .map(Path::to_path_buf)
}

/// A throw-away copy of one module, in a folder of the module's own name.
pub struct ModuleCopy {
    root: PathBuf,
    /// The copy's root: `<temporary folder>/<the module folder's name>`.
    base: PathBuf,
    _dir: tempfile::TempDir,
}

impl ModuleCopy {
    /// Copies the module at `root` (without `.git`) into a folder named as `root` is, so
    /// file names compiled into tests read as they do in the user's tree (dig's
    /// `TestProvideLocation` looks for `dig/dig_test.go`).
    pub fn new(root: &Path) -> Result<ModuleCopy, VerifyError> {
        let failed = |source| VerifyError::Copy {
            path: root.to_path_buf(),
            source,
        };
        let dir = tempfile::tempdir().map_err(failed)?;
        let name = root
            .file_name()
            .map_or_else(|| "module".into(), |n| n.to_os_string());
        let base = dir.path().join(name);
        copy_tree(root, &base).map_err(failed)?;
        Ok(ModuleCopy {
            root: root.to_path_buf(),
            base,
            _dir: dir,
        })
    }

    /// Where the copy lives.
    pub fn path(&self) -> &Path {
        &self.base
    }

    /// The copy's path for a file or folder of the original module.
    pub fn map(&self, original: &Path) -> Option<PathBuf> {
        let absolute = std::fs::canonicalize(original).ok()?;
        Some(self.base.join(absolute.strip_prefix(&self.root).ok()?))
    }

    /// Writes the new (or, with `old`, the original) text of each change into the copy.
    pub fn write(&self, changes: &[FileChange], old: bool) -> Result<(), VerifyError> {
        for change in changes {
            let Some(target) = self.map(&change.path) else {
                continue;
            };
            let text = if old { &change.old } else { &change.new };
            std::fs::write(&target, text).map_err(|source| VerifyError::Copy {
                path: change.path.clone(),
                source,
            })?;
        }
        Ok(())
    }

    /// `./rel/dir` patterns for package folders of the original module.
    fn patterns(&self, dirs: &BTreeSet<PathBuf>) -> Vec<String> {
        dirs.iter()
            .filter_map(|d| self.map(d))
            .filter_map(|d| {
                let rel = d
                    .strip_prefix(&self.base)
                    .ok()?
                    .to_string_lossy()
                    .into_owned();
                Some(if rel.is_empty() {
                    ".".to_string()
                } else {
                    format!("./{rel}")
                })
            })
            .collect()
    }
}

fn copy_tree(from: &Path, to: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(to)?;
    for entry in std::fs::read_dir(from)? {
        let entry = entry?;
        let kind = entry.file_type()?;
        let target = to.join(entry.file_name());
        if kind.is_dir() {
            if entry.file_name() != ".git" {
                copy_tree(&entry.path(), &target)?;
            }
        } else if kind.is_file() {
            std::fs::copy(entry.path(), &target)?;
        }
    }
    Ok(())
}

/// `-tags=a,b` for the go command, or nothing without tags.
pub fn tags_flag(tags: &[String]) -> Vec<String> {
    if tags.is_empty() {
        Vec::new()
    } else {
        vec![format!("-tags={}", tags.join(","))]
    }
}

/// Runs one step in the copy; on failure keeps the first lines of its output.
fn step(
    copy: &ModuleCopy,
    name: &str,
    program: &str,
    args: &[String],
) -> Result<String, VerifyError> {
    step_on(copy, name, program, args, None)
}

/// [`step`] for another platform's build (`GOOS`, `GOARCH`) when `platform` names one.
fn step_on(
    copy: &ModuleCopy,
    name: &str,
    program: &str,
    args: &[String],
    platform: Option<&Platform>,
) -> Result<String, VerifyError> {
    let (ok, text) = run(copy, program, args, platform)?;
    if ok {
        return Ok(text);
    }
    Err(VerifyError::Failed {
        step: name.to_string(),
        output: first_lines(copy, &text),
    })
}

/// Runs a program in the copy: whether it succeeded, and its stdout and stderr.
fn run(
    copy: &ModuleCopy,
    program: &str,
    args: &[String],
    platform: Option<&Platform>,
) -> Result<(bool, String), VerifyError> {
    let mut command = Command::new(program);
    if let Some(p) = platform {
        command.env("GOOS", &p.goos).env("GOARCH", &p.goarch);
    }
    let output = command
        .args(args)
        .current_dir(copy.path())
        .env("GOFLAGS", std::env::var("GOFLAGS").unwrap_or_default())
        .output()
        .map_err(|source| VerifyError::Spawn {
            tool: program.to_string(),
            source,
        })?;
    let mut text = String::from_utf8_lossy(&output.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&output.stderr));
    Ok((output.status.success(), text))
}

/// The first non-blank lines of a check's output, with the copy's path shown as `.`.
fn first_lines(copy: &ModuleCopy, text: &str) -> String {
    let copy_dir = copy.path().to_string_lossy().into_owned();
    let first: Vec<String> = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .take(8)
        .map(|l| l.replace(&copy_dir, "."))
        .collect();
    first.join("\n")
}

/// What a failing `go test` run names: each failing test (`--- FAIL: TestX`, subtests
/// included) and each failing package (`FAIL\texample.com/p`), without timings.
pub fn test_failures(output: &str) -> BTreeSet<String> {
    let mut failures = BTreeSet::new();
    for line in output.lines() {
        let line = line.trim();
        if let Some(test) = line.strip_prefix("--- FAIL: ") {
            let name = test.split(" (").next().unwrap_or(test).trim();
            failures.insert(format!("--- FAIL: {name}"));
        } else if let Some(package) = line.strip_prefix("FAIL\t") {
            let package = package.split(['\t', ' ']).next().unwrap_or(package);
            failures.insert(format!("FAIL {package}"));
        }
    }
    failures
}

/// Runs one check on the rewritten copy and, when it fails, on the original files too.
/// A check that passed before and fails after is the rewrite's fault
/// ([`VerifyError::Broke`]); one that failed before as well predates it (for `go test`:
/// when every test failing after failed before). With `tests`, the output is read as
/// `go test`'s.
fn judged(
    copy: &ModuleCopy,
    changes: &[FileChange],
    check: &Check,
    predating: &mut Vec<Predating>,
) -> Result<(), VerifyError> {
    let (ok, after) = run(copy, check.program, &check.args, check.platform)?;
    if ok {
        return Ok(());
    }
    copy.write(changes, true)?;
    let before = run(copy, check.program, &check.args, check.platform);
    copy.write(changes, false)?;
    let (ok_before, before) = before?;
    let broke = |output: String| VerifyError::Broke {
        step: check.name.clone(),
        output,
    };
    if ok_before {
        return Err(broke(first_lines(copy, &after)));
    }
    if check.tests {
        let was = test_failures(&before);
        let now = test_failures(&after);
        let new: Vec<&String> = now.difference(&was).collect();
        if !new.is_empty() || now.is_empty() {
            let listed: Vec<&str> = new.iter().map(|s| s.as_str()).collect();
            return Err(VerifyError::Failed {
                step: check.name.clone(),
                output: format!(
                    "fails after the rewrite where it did not before: {}\n{}",
                    if listed.is_empty() {
                        "(no test named)".to_string()
                    } else {
                        listed.join(", ")
                    },
                    first_lines(copy, &after)
                ),
            });
        }
    }
    predating.push(Predating {
        step: check.name.clone(),
        before: first_lines(copy, &before),
        after: first_lines(copy, &after),
    });
    Ok(())
}

/// One check [`verify`] runs.
struct Check<'p> {
    name: String,
    program: &'static str,
    args: Vec<String>,
    platform: Option<&'p Platform>,
    /// Whether the output is `go test`'s (failures compared test by test).
    tests: bool,
}

impl Check<'_> {
    fn go(name: &str, args: Vec<String>) -> Check<'static> {
        Check {
            name: name.to_string(),
            program: "go",
            args,
            platform: None,
            tests: false,
        }
    }
}

/// The package folders of the module that import any of `dirs` (directly, from code or
/// tests): a rewrite can break them without breaking the package itself. Listed with the
/// run's tags; a file this build leaves out (`_windows.go`) counts when its text names
/// one of the import paths, since `--verify` vets it on its own platform.
fn importers(
    copy: &ModuleCopy,
    dirs: &BTreeSet<PathBuf>,
    tags: &[String],
) -> Result<BTreeSet<PathBuf>, VerifyError> {
    let format = "{{.Dir}}\t{{.ImportPath}}\t{{join .IgnoredGoFiles \" \"}}\t{{join .Imports \" \"}} {{join .TestImports \" \"}} {{join .XTestImports \" \"}}";
    let mut list = vec!["list".to_string(), "-e".into()];
    list.extend(tags_flag(tags));
    list.extend(["-f".to_string(), format.into(), "./...".into()]);
    let listing = step(copy, "go list", "go", &list)?;
    let copy_dirs: BTreeSet<PathBuf> = dirs.iter().filter_map(|d| copy.map(d)).collect();
    let mut paths = BTreeSet::new();
    let mut packages = Vec::new();
    for line in listing.lines() {
        let mut fields = line.splitn(4, '\t');
        let (Some(dir), Some(path), Some(ignored), Some(imports)) =
            (fields.next(), fields.next(), fields.next(), fields.next())
        else {
            continue;
        };
        if copy_dirs.contains(Path::new(dir)) {
            paths.insert(path.to_string());
        }
        packages.push((PathBuf::from(dir), ignored.to_string(), imports.to_string()));
    }
    let names_one = |dir: &Path, ignored: &str| {
        ignored.split_whitespace().any(|name| {
            std::fs::read_to_string(dir.join(name))
                .is_ok_and(|text| paths.iter().any(|p| text.contains(&format!("\"{p}\""))))
        })
    };
    let mut found = BTreeSet::new();
    for (dir, ignored, imports) in packages {
        if imports.split_whitespace().any(|i| paths.contains(i)) || names_one(&dir, &ignored) {
            if let Ok(rel) = dir.strip_prefix(copy.path()) {
                found.insert(copy.root.join(rel));
            }
        }
    }
    Ok(found)
}

/// Verifies a copy holding rewritten files: gofmt-clean, the whole module builds, and the
/// affected packages and their importers pass `go vet` and `go test`, all with `tags`;
/// then `go vet` on each other platform they have files of their own for, and on
/// linux/386 (see [`other_platforms`]). A check that fails is run on the original files
/// too (see [`judged`]); the failures that predate the rewrite are returned.
pub fn verify(
    copy: &ModuleCopy,
    changes: &[FileChange],
    tags: &[String],
) -> Result<Vec<Predating>, VerifyError> {
    let mut predating = Vec::new();
    let files: Vec<String> = changes
        .iter()
        .filter_map(|c| copy.map(&c.path))
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    let mut gofmt_args = vec!["-l".to_string()];
    gofmt_args.extend(files);
    let unformatted = step(copy, "gofmt -l", "gofmt", &gofmt_args)?;
    if !unformatted.trim().is_empty() {
        // The rewrite's output is gofmt'd; a file unformatted before is the author's.
        copy.write(changes, true)?;
        let before = step(copy, "gofmt -l", "gofmt", &gofmt_args);
        copy.write(changes, false)?;
        let before = before?;
        let was: BTreeSet<&str> = before.lines().collect();
        if unformatted.lines().any(|l| !was.contains(l)) {
            return Err(VerifyError::Broke {
                step: "gofmt -l".into(),
                output: first_lines(copy, unformatted.trim()),
            });
        }
        predating.push(Predating {
            step: "gofmt -l".into(),
            before: first_lines(copy, before.trim()),
            after: first_lines(copy, unformatted.trim()),
        });
    }
    let mut build = vec!["build".to_string()];
    build.extend(tags_flag(tags));
    build.push("./...".into());
    judged(
        copy,
        changes,
        &Check::go("go build ./...", build),
        &mut predating,
    )?;
    let dirs: BTreeSet<PathBuf> = changes
        .iter()
        .filter_map(|c| c.path.parent().map(Path::to_path_buf))
        .map(|d| {
            if d.as_os_str().is_empty() {
                PathBuf::from(".")
            } else {
                d
            }
        })
        .collect();
    let mut targets = dirs.clone();
    targets.extend(importers(copy, &dirs, tags)?);
    let patterns = copy.patterns(&targets);
    let mut vet = vec!["vet".to_string()];
    vet.extend(tags_flag(tags));
    vet.extend(patterns.iter().cloned());
    judged(copy, changes, &Check::go("go vet", vet), &mut predating)?;
    let mut test = vec!["test".to_string(), "-count=1".into(), "-timeout=10m".into()];
    test.extend(tags_flag(tags));
    test.extend(patterns);
    let mut tests = Check::go("go test", test);
    tests.tests = true;
    judged(copy, changes, &tests, &mut predating)?;
    for (platform, dirs) in other_platforms(copy, &targets, tags)? {
        let mut vet = vec!["vet".to_string()];
        vet.extend(tags_flag(tags));
        vet.extend(copy.patterns(&dirs));
        let check = Check {
            name: format!("GOOS={} GOARCH={} go vet", platform.goos, platform.goarch),
            program: "go",
            args: vet,
            platform: Some(&platform),
            tests: false,
        };
        judged(copy, changes, &check, &mut predating)?;
    }
    Ok(predating)
}

/// The platforms besides this one to vet `dirs` on, each with the folders to vet there:
/// every GOOS/GOARCH (of `go tool dist list`) for which a folder has files of its own,
/// files this platform does not build (one platform per set of files, see
/// [`own_platforms`]), and linux/386 for all, where `int` and pointers are 32 bits.
fn other_platforms(
    copy: &ModuleCopy,
    dirs: &BTreeSet<PathBuf>,
    tags: &[String],
) -> Result<BTreeMap<Platform, BTreeSet<PathBuf>>, VerifyError> {
    let env = step(
        copy,
        "go env",
        "go",
        &["env".into(), "GOOS".into(), "GOARCH".into()],
    )?;
    let mut lines = env.lines();
    let host = Platform::new(
        lines.next().unwrap_or_default().trim(),
        lines.next().unwrap_or_default().trim(),
    );
    let known = Platform::parse_list(&step(
        copy,
        "go tool dist list",
        "go",
        &["tool".into(), "dist".into(), "list".into()],
    )?);
    let mut out: BTreeMap<Platform, BTreeSet<PathBuf>> = BTreeMap::new();
    for dir in dirs {
        let Some(copied) = copy.map(dir) else {
            continue;
        };
        let mut files = Vec::new();
        for entry in std::fs::read_dir(&copied).into_iter().flatten().flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.ends_with(".go") {
                if let Ok(text) = std::fs::read_to_string(entry.path()) {
                    files.push((name, text));
                }
            }
        }
        let i386 = Platform::new("linux", "386");
        let mut platforms = own_platforms(&files, &host, &known, tags);
        if host != i386 && !platforms.contains(&i386) {
            platforms.push(i386);
        }
        for platform in platforms {
            out.entry(platform).or_default().insert(dir.clone());
        }
    }
    Ok(out)
}

/// What to benchmark and for how long.
#[derive(Debug, Clone)]
pub struct BenchSettings {
    /// `-bench` regular expression.
    pub regex: String,
    /// `-count`: runs per benchmark.
    pub count: u32,
    /// `-benchtime`, when not go's default.
    pub time: Option<String>,
}

impl BenchSettings {
    /// The flags as a reader would type them, for reports (the benchmark selection is said
    /// beside them).
    pub fn describe(&self) -> String {
        let time = self
            .time
            .as_ref()
            .map(|t| format!(" -benchtime {t}"))
            .unwrap_or_default();
        // Every run takes the rewrite's benchmarks only, so `-bench .` would say more
        // than was run; a narrowing expression is shown as typed.
        let bench = if matches!(self.regex.as_str(), "" | ".") {
            String::new()
        } else {
            format!("-bench {} ", self.regex)
        };
        format!("{bench}-benchmem -count {}{time}", self.count)
    }
}

/// One benchmark's averages over its runs.
#[derive(Debug, Clone, PartialEq)]
pub struct BenchResult {
    pub ns_per_op: f64,
    pub bytes_per_op: f64,
    pub allocs_per_op: f64,
    /// Half the spread of ns/op across the `-count` runs, as a fraction of the mean (the
    /// `±` of benchstat): a delta smaller than this is noise.
    pub ns_spread: f64,
    /// Each run's ns/op, B/op and allocs/op, for the significance test.
    pub runs: Vec<(f64, f64, f64)>,
}

/// Runs `go test -run '^$' -bench REGEX -benchmem -count N` on package folders of the copy
/// and averages each benchmark, keyed by `import/path.BenchmarkName`.
pub fn bench(
    copy: &ModuleCopy,
    dirs: &BTreeSet<PathBuf>,
    settings: &BenchSettings,
) -> Result<BTreeMap<String, BenchResult>, VerifyError> {
    let BenchSettings { regex, count, time } = settings;
    let mut args = vec![
        "test".to_string(),
        "-run".into(),
        "^$".into(),
        "-bench".into(),
        regex.to_string(),
        "-benchmem".into(),
        format!("-count={count}"),
    ];
    if let Some(time) = time {
        args.push(format!("-benchtime={time}"));
    }
    args.extend(copy.patterns(dirs));
    let output = step(copy, "go test -bench", "go", &args)?;
    Ok(parse_bench(&output))
}

/// Averages `go test -bench -benchmem` lines per benchmark; `pkg:` lines name the package.
pub fn parse_bench(output: &str) -> BTreeMap<String, BenchResult> {
    let mut sums: BTreeMap<String, Vec<(f64, f64, f64)>> = BTreeMap::new();
    let mut package = String::new();
    for line in output.lines() {
        if let Some(p) = line.strip_prefix("pkg: ") {
            package = p.trim().to_string();
            continue;
        }
        if !line.starts_with("Benchmark") {
            continue;
        }
        let fields: Vec<&str> = line.split_whitespace().collect();
        let name = fields[0].rsplit_once('-').map_or(fields[0], |(n, procs)| {
            if procs.chars().all(|c| c.is_ascii_digit()) {
                n
            } else {
                fields[0]
            }
        });
        let value = |unit: &str| -> Option<f64> {
            let at = fields.iter().position(|f| *f == unit)?;
            fields.get(at.checked_sub(1)?)?.parse().ok()
        };
        let (Some(ns), Some(bytes), Some(allocs)) =
            (value("ns/op"), value("B/op"), value("allocs/op"))
        else {
            continue;
        };
        let key = if package.is_empty() {
            name.to_string()
        } else {
            format!("{package}.{name}")
        };
        sums.entry(key).or_default().push((ns, bytes, allocs));
    }
    sums.into_iter()
        .map(|(k, runs)| {
            let n = runs.len() as f64;
            let ns: f64 = runs.iter().map(|r| r.0).sum();
            let b: f64 = runs.iter().map(|r| r.1).sum();
            let a: f64 = runs.iter().map(|r| r.2).sum();
            let mean = ns / n;
            let (lo, hi) = runs.iter().fold((f64::MAX, f64::MIN), |(lo, hi), v| {
                (lo.min(v.0), hi.max(v.0))
            });
            let spread = if mean > 0.0 {
                (hi - lo) / 2.0 / mean
            } else {
                0.0
            };
            (
                k,
                BenchResult {
                    ns_per_op: mean,
                    bytes_per_op: b / n,
                    allocs_per_op: a / n,
                    ns_spread: spread,
                    runs,
                },
            )
        })
        .collect()
}

/// The names each benchmark function mentions, keyed `import/path.BenchmarkName` like the
/// rows of [`bench`]: identifiers, type names and selected names (`pkg.WithHeader`) in its
/// body. A benchmark is attributed to the rewrite whose constructors or types it names.
/// Read from the `_test.go` files of the package folders; a file that cannot be read or
/// parsed attributes nothing (its rows are then reported as not attributed).
pub fn benchmark_mentions(
    root: &Path,
    dirs: &BTreeSet<PathBuf>,
) -> BTreeMap<String, BTreeSet<String>> {
    let mut found = BTreeMap::new();
    for (dir, import) in import_paths(root, dirs) {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if !path.to_string_lossy().ends_with("_test.go") {
                continue;
            }
            let Ok(text) = std::fs::read_to_string(&path) else {
                continue;
            };
            let file = crate::syntax::SourceFile::parse(path, text);
            for func in crate::syntax::named_children(file.tree.root_node()) {
                if func.kind() != "function_declaration" {
                    continue;
                }
                let (Some(name), Some(body)) = (func.field("name"), func.field("body")) else {
                    continue;
                };
                let name = file.text_of(name);
                if !name.starts_with("Benchmark") {
                    continue;
                }
                let mentions: BTreeSet<String> = crate::syntax::descendants(body)
                    .filter(|n| {
                        matches!(
                            n.kind(),
                            "identifier" | "type_identifier" | "field_identifier"
                        )
                    })
                    .map(|n| file.text_of(n).to_string())
                    .collect();
                found.insert(format!("{import}.{name}"), mentions);
            }
        }
    }
    found
}

/// The import path of each package folder of a module.
pub fn import_paths(root: &Path, dirs: &BTreeSet<PathBuf>) -> BTreeMap<PathBuf, String> {
    let Some(module) = crate::workspace::module_path(root) else {
        return BTreeMap::new();
    };
    dirs.iter()
        .filter_map(|dir| {
            // The root is canonical (see [`module_root`]); folders are as the user spelled them.
            let canonical = std::fs::canonicalize(dir).ok()?;
            let rel = canonical.strip_prefix(root).ok()?;
            let import = if rel.as_os_str().is_empty() {
                module.clone()
            } else {
                format!("{module}/{}", rel.to_string_lossy().replace('\\', "/"))
            };
            Some((dir.clone(), import))
        })
        .collect()
}

/// The benchmark function a row measures: `example.com/m/pkg.BenchmarkX/size=8` →
/// `example.com/m/pkg.BenchmarkX`.
pub fn benchmark_function(row: &str) -> &str {
    match row.find(".Benchmark") {
        Some(at) => match row[at..].find('/') {
            Some(slash) => &row[..at + slash],
            None => row,
        },
        None => row.split('/').next().unwrap_or(row),
    }
}

/// `example.com/a/pkg.BenchmarkX/size=8` reads as `pkg.BenchmarkX/size=8`: the package's
/// last element, and the sub-benchmark name whole, so rows stay apart.
pub fn short_name(row: &str) -> String {
    match row.find(".Benchmark") {
        Some(at) => {
            let package = row[..at].rsplit('/').next().unwrap_or_default();
            format!("{package}.{}", &row[at + 1..])
        }
        None => row.to_string(),
    }
}

/// A before/after table like a Go pull request's benchstat summary; `None` when no
/// benchmark ran on both sides. A change is claimed as benchstat claims one: ns/op only
/// when a Mann-Whitney U test over the runs gives p < 0.05, else `~`; B/op and allocs/op,
/// which do not vary from run to run, exactly when each side's runs agree (else as ns/op).
pub fn bench_table(
    before: &BTreeMap<String, BenchResult>,
    after: &BTreeMap<String, BenchResult>,
) -> Option<String> {
    let rows: Vec<(&String, &BenchResult, &BenchResult)> = before
        .iter()
        .filter_map(|(name, b)| after.get(name).map(|a| (name, b, a)))
        .collect();
    if rows.is_empty() {
        return None;
    }
    let mut out = String::from("| benchmark | ns/op | B/op | allocs/op |\n|---|---|---|---|\n");
    let mut noise = false;
    for (name, b, a) in rows {
        let short = short_name(name);
        let spread = |r: &BenchResult| {
            if r.ns_spread > 0.0 {
                format!(" ±{:.0}%", r.ns_spread * 100.0)
            } else {
                String::new()
            }
        };
        let metric = |pick: fn(&(f64, f64, f64)) -> f64, exact: bool| {
            let x: Vec<f64> = b.runs.iter().map(pick).collect();
            let y: Vec<f64> = a.runs.iter().map(pick).collect();
            significant_change(&x, &y, exact)
        };
        let ns = metric(|r| r.0, false);
        let bytes = metric(|r| r.1, true);
        let allocs = metric(|r| r.2, true);
        noise |= [&ns, &bytes, &allocs].iter().any(|c| c.starts_with('~'));
        out.push_str(&format!(
            "| {short} | {:.1}{} → {:.1}{} ({ns}) | {:.0} → {:.0} ({bytes}) | {:.0} → {:.0} ({allocs}) |\n",
            b.ns_per_op,
            spread(b),
            a.ns_per_op,
            spread(a),
            b.bytes_per_op,
            a.bytes_per_op,
            b.allocs_per_op,
            a.allocs_per_op,
        ));
    }
    if noise {
        out.push_str(
            "\n~: no significant change (Mann-Whitney U test, p ≥ 0.05, as benchstat judges it)\n",
        );
    }
    Some(out)
}

/// One line per benchmark that allocated before and does not after, for a commit
/// message: `- callopts.BenchmarkConstructWithHeader: 1 → 0 allocs/op, 32 → 0 B/op,
/// 53.6 → 10.2 ns/op (-81% p=0.008 n=5)`.
pub fn allocations_removed(
    before: &BTreeMap<String, BenchResult>,
    after: &BTreeMap<String, BenchResult>,
) -> Vec<String> {
    before
        .iter()
        .filter_map(|(name, b)| {
            let a = after.get(name)?;
            if b.allocs_per_op < 1.0 || a.allocs_per_op != 0.0 {
                return None;
            }
            let ns: Vec<f64> = b.runs.iter().map(|r| r.0).collect();
            let ns_after: Vec<f64> = a.runs.iter().map(|r| r.0).collect();
            Some(format!(
                "- {}: {:.0} → 0 allocs/op, {:.0} → {:.0} B/op, {:.1} → {:.1} ns/op ({})",
                short_name(name),
                b.allocs_per_op,
                b.bytes_per_op,
                a.bytes_per_op,
                b.ns_per_op,
                a.ns_per_op,
                significant_change(&ns, &ns_after, false)
            ))
        })
        .collect()
}

/// The change from `before` to `after` runs as benchstat words it: `-81% p=0.008 n=5`, or
/// `~ p=0.310 n=5` inside the noise. With `exact`, two sides whose runs are each all
/// the same value (allocation counts) differ exactly, without a test.
pub fn significant_change(before: &[f64], after: &[f64], exact: bool) -> String {
    let mean = |v: &[f64]| v.iter().sum::<f64>() / v.len().max(1) as f64;
    let (b, a) = (mean(before), mean(after));
    let delta = if b == 0.0 {
        if a == 0.0 {
            return "~".to_string();
        }
        "+inf".to_string()
    } else {
        format!("{:+.0}%", (a - b) / b * 100.0)
    };
    let constant = |v: &[f64]| v.windows(2).all(|w| w[0] == w[1]);
    if exact && constant(before) && constant(after) {
        return if a == b { "~".to_string() } else { delta };
    }
    let n = before.len().min(after.len());
    let p = mann_whitney_p(before, after);
    if p < 0.05 {
        format!("{delta} p={p:.3} n={n}")
    } else {
        format!("~ p={p:.3} n={n}")
    }
}

/// The two-sided p-value of the Mann-Whitney U test that `x` and `y` come from one
/// distribution (the test benchstat uses): exact over every split of the ranks (ties by
/// their mid-ranks) when there are at most 184 756 splits (10 runs a side), else the
/// normal approximation with the tie correction.
pub fn mann_whitney_p(x: &[f64], y: &[f64]) -> f64 {
    let (n1, n2) = (x.len(), y.len());
    if n1 == 0 || n2 == 0 {
        return 1.0;
    }
    let mut all: Vec<(f64, bool)> = x.iter().map(|v| (*v, true)).collect();
    all.extend(y.iter().map(|v| (*v, false)));
    all.sort_by(|a, b| a.0.total_cmp(&b.0));
    let n = all.len();
    let mut ranks = vec![0.0; n];
    let mut ties = 0.0;
    let mut i = 0;
    while i < n {
        let mut j = i;
        while j + 1 < n && all[j + 1].0 == all[i].0 {
            j += 1;
        }
        let rank = (i + j) as f64 / 2.0 + 1.0;
        for r in ranks.iter_mut().take(j + 1).skip(i) {
            *r = rank;
        }
        let t = (j - i + 1) as f64;
        ties += t * t * t - t;
        i = j + 1;
    }
    let r1: f64 = all
        .iter()
        .zip(&ranks)
        .filter(|((_, first), _)| *first)
        .map(|(_, r)| r)
        .sum();
    let base = (n1 * (n1 + 1)) as f64 / 2.0;
    let center = (n1 * n2) as f64 / 2.0;
    let observed = (r1 - base - center).abs();
    let splits = binomial(n, n1);
    if splits <= 184_756.0 {
        // Count the splits whose U lies at least as far from the centre.
        fn walk(ranks: &[f64], left: usize, sum: f64, visit: &mut dyn FnMut(f64)) {
            if left == 0 {
                visit(sum);
                return;
            }
            if ranks.len() < left {
                return;
            }
            walk(&ranks[1..], left - 1, sum + ranks[0], visit);
            walk(&ranks[1..], left, sum, visit);
        }
        let mut extreme = 0.0;
        let mut total = 0.0;
        walk(&ranks, n1, 0.0, &mut |sum| {
            total += 1.0;
            if (sum - base - center).abs() >= observed - 1e-9 {
                extreme += 1.0;
            }
        });
        return extreme / total;
    }
    let nf = n as f64;
    let variance = (n1 * n2) as f64 / 12.0 * ((nf + 1.0) - ties / (nf * (nf - 1.0)));
    if variance <= 0.0 {
        return 1.0;
    }
    let z = (observed - 0.5).max(0.0) / variance.sqrt();
    (2.0 * (1.0 - normal_cdf(z))).min(1.0)
}

/// `n` choose `k`, as a float.
fn binomial(n: usize, k: usize) -> f64 {
    (0..k).fold(1.0, |acc, i| acc * (n - i) as f64 / (i + 1) as f64)
}

/// The standard normal distribution function (Abramowitz and Stegun 7.1.26 for erf).
fn normal_cdf(z: f64) -> f64 {
    let x = z.abs() / std::f64::consts::SQRT_2;
    let t = 1.0 / (1.0 + 0.327_591_1 * x);
    let poly = t
        * (0.254_829_592
            + t * (-0.284_496_736
                + t * (1.421_413_741 + t * (-1.453_152_027 + t * 1.061_405_429))));
    let erf = 1.0 - poly * (-x * x).exp();
    if z >= 0.0 {
        0.5 * (1.0 + erf)
    } else {
        0.5 * (1.0 - erf)
    }
}

/// The benchmarks of one package folder to run: the functions chosen, and the part of
/// the user's regular expression below the top level (`/size=8`), if any.
#[derive(Debug, Clone)]
pub struct Selection {
    pub functions: Vec<String>,
    pub sub: Option<String>,
}

impl Selection {
    /// The `-test.bench` expression: the chosen functions exactly, then the sub-levels.
    fn regex(&self) -> String {
        let top = format!("^({})$", self.functions.join("|"));
        match &self.sub {
            Some(sub) => format!("{top}/{sub}"),
            None => top,
        }
    }
}

/// Both sides of a paired benchmark run: averaged rows, and the raw output of each side
/// in the format benchstat reads.
pub struct Paired {
    pub before: BTreeMap<String, BenchResult>,
    pub after: BTreeMap<String, BenchResult>,
    pub raw_before: String,
    pub raw_after: String,
}

/// The top-level benchmark names of a package's test binary that match `regex` (Go's
/// own `-test.list`, so the expression means what it means to `go test`).
fn listed(
    copy: &ModuleCopy,
    binary: &Path,
    dir: &Path,
    regex: &str,
) -> Result<Vec<String>, VerifyError> {
    let output = Command::new(binary)
        .args(["-test.list", regex])
        .current_dir(dir)
        .output()
        .map_err(|source| VerifyError::Spawn {
            tool: binary.display().to_string(),
            source,
        })?;
    if !output.status.success() {
        return Err(VerifyError::Failed {
            step: "test binary -test.list".into(),
            output: first_lines(copy, &String::from_utf8_lossy(&output.stderr)),
        });
    }
    Ok(String::from_utf8_lossy(&output.stdout)
        .lines()
        .filter(|l| l.starts_with("Benchmark"))
        .map(str::to_string)
        .collect())
}

/// Where a benchmark run is: benchmark `benchmark` of `benchmarks` (1-based; the benchmark
/// functions chosen, over every package), in round `round` of `rounds`, on one side.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BenchProgress {
    pub benchmark: usize,
    pub benchmarks: usize,
    /// The benchmark's name as go prints it, without the `-GOMAXPROCS` suffix.
    pub name: String,
    pub round: u32,
    pub rounds: u32,
    /// `before` or `after` the rewrite.
    pub side: &'static str,
}

/// The benchmark a line of `-test.bench` output reports (`BenchmarkX/sub`, without the
/// `-GOMAXPROCS` suffix), if it is a result line.
fn benchmark_line(line: &str) -> Option<&str> {
    let name = line.split_whitespace().next()?;
    if !name.starts_with("Benchmark") || !line.contains(" ns/op") {
        return None;
    }
    Some(
        name.rsplit_once('-')
            .filter(|(_, procs)| procs.chars().all(|c| c.is_ascii_digit()))
            .map_or(name, |(base, _)| base),
    )
}

/// Runs a program in `dir`, handing each line of stdout to `on_line` as it is printed (a
/// benchmark round takes seconds to minutes); returns whether it succeeded, its stdout and
/// its stderr.
fn run_streaming(
    program: &Path,
    args: &[String],
    dir: &Path,
    on_line: &mut dyn FnMut(&str),
) -> Result<(bool, String, String), VerifyError> {
    use std::io::{BufRead, Read};
    let spawn_error = |source| VerifyError::Spawn {
        tool: program.display().to_string(),
        source,
    };
    let mut child = Command::new(program)
        .args(args)
        .current_dir(dir)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .map_err(spawn_error)?;
    let mut stderr = child.stderr.take().expect("stderr was requested as a pipe");
    // Drained on its own thread: a full stderr pipe would stop the program while this one
    // waits on stdout.
    let errors = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stderr.read_to_string(&mut text);
        text
    });
    let mut text = String::new();
    let stdout = child.stdout.take().expect("stdout was requested as a pipe");
    for line in std::io::BufReader::new(stdout).lines() {
        let line = line.map_err(spawn_error)?;
        on_line(&line);
        text.push_str(&line);
        text.push('\n');
    }
    let status = child.wait().map_err(spawn_error)?;
    Ok((status.success(), text, errors.join().unwrap_or_default()))
}

/// Benchmarks on a loaded machine: each package's test binary is built once per side
/// (`go test -c`), then the sides alternate run by run (before, after; then after,
/// before), so load that comes and goes falls on both. `chosen` gives, per package folder
/// of the original module, the benchmark functions to run; `user_regex` narrows them as
/// `-bench` would (its first level against the functions' names, the rest passed on).
pub fn bench_paired(
    copy: &ModuleCopy,
    changes: &[FileChange],
    chosen: &BTreeMap<PathBuf, Vec<String>>,
    user_regex: &str,
    settings: &BenchSettings,
    progress: &mut dyn FnMut(&BenchProgress),
) -> Result<Paired, VerifyError> {
    let bins = tempfile::tempdir().map_err(|source| VerifyError::Copy {
        path: copy.path().to_path_buf(),
        source,
    })?;
    let (top, sub) = match user_regex.split_once('/') {
        Some((top, sub)) => (top, Some(sub.to_string())),
        None => (user_regex, None),
    };
    /// A package to run: its folder in the copy, its `./dir` pattern, both binaries.
    struct Package {
        dir: PathBuf,
        pattern: Vec<String>,
        before: PathBuf,
        after: PathBuf,
        selection: Selection,
    }
    let mut packages: Vec<Package> = Vec::new();
    for (i, (dir, functions)) in chosen.iter().enumerate() {
        if functions.is_empty() {
            continue;
        }
        let Some(copied) = copy.map(dir) else {
            continue;
        };
        let pattern = copy.patterns(&BTreeSet::from([dir.clone()]));
        let before = bins.path().join(format!("{i}.before.test"));
        let after = bins.path().join(format!("{i}.after.test"));
        let mut build = vec!["test".to_string(), "-c".into(), "-o".into()];
        build.push(before.to_string_lossy().into_owned());
        build.extend(pattern.iter().cloned());
        step(copy, "go test -c (before)", "go", &build)?;
        if !before.is_file() {
            continue;
        }
        let mut functions = functions.clone();
        if !matches!(top, "" | ".") {
            let matching = listed(copy, &before, &copied, top)?;
            functions.retain(|f| matching.contains(f));
        }
        if functions.is_empty() {
            continue;
        }
        packages.push(Package {
            dir: copied,
            pattern,
            before,
            after,
            selection: Selection {
                functions,
                sub: sub.clone(),
            },
        });
    }
    copy.write(changes, false)?;
    let built = (|| {
        for package in &packages {
            let mut build = vec!["test".to_string(), "-c".into(), "-o".into()];
            build.push(package.after.to_string_lossy().into_owned());
            build.extend(package.pattern.iter().cloned());
            step(copy, "go test -c (after)", "go", &build)?;
        }
        Ok(())
    })();
    copy.write(changes, true)?;
    built?;
    let mut raw_before = String::new();
    let mut raw_after = String::new();
    let rounds = settings.count.max(1);
    let benchmarks: usize = packages.iter().map(|p| p.selection.functions.len()).sum();
    for round in 0..rounds {
        let mut offset = 0;
        for Package {
            dir,
            before,
            after,
            selection,
            ..
        } in &packages
        {
            let mut args = vec![
                "-test.run".to_string(),
                "^$".into(),
                "-test.bench".into(),
                selection.regex(),
                "-test.benchmem".into(),
                "-test.count".into(),
                "1".into(),
            ];
            if let Some(time) = &settings.time {
                args.push(format!("-test.benchtime={time}"));
            }
            let sides = if round % 2 == 0 {
                [(before, &mut raw_before), (after, &mut raw_after)]
            } else {
                [(after, &mut raw_after), (before, &mut raw_before)]
            };
            for (binary, raw) in sides {
                let side = if binary == before { "before" } else { "after" };
                let mut seen: Vec<String> = Vec::new();
                let (success, text, errors) = run_streaming(binary, &args, dir, &mut |line| {
                    let Some(name) = benchmark_line(line) else {
                        return;
                    };
                    let function = name.split('/').next().unwrap_or(name).to_string();
                    if !seen.contains(&function) {
                        seen.push(function);
                    }
                    progress(&BenchProgress {
                        benchmark: offset + seen.len(),
                        benchmarks: benchmarks.max(offset + seen.len()),
                        name: name.to_string(),
                        round: round + 1,
                        rounds,
                        side,
                    });
                })?;
                if !success {
                    let mut all = text.clone();
                    all.push_str(&errors);
                    return Err(VerifyError::Failed {
                        step: "benchmark run".into(),
                        output: first_lines(copy, &all),
                    });
                }
                raw.push_str(&text);
            }
            offset += selection.functions.len();
        }
    }
    Ok(Paired {
        before: parse_bench(&raw_before),
        after: parse_bench(&raw_after),
        raw_before,
        raw_after,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn benchmark_lines_are_told_from_the_rest() {
        assert_eq!(
            benchmark_line("BenchmarkCall/header-2  1000  120 ns/op  48 B/op  1 allocs/op"),
            Some("BenchmarkCall/header")
        );
        assert_eq!(
            benchmark_line("BenchmarkPlain  2000  60 ns/op"),
            Some("BenchmarkPlain")
        );
        assert_eq!(benchmark_line("goos: linux"), None);
        assert_eq!(benchmark_line("BenchmarkSkipped-2 --- SKIP"), None);
    }

    #[test]
    fn significance_follows_benchstat() {
        // Five runs a side, fully separated: the smallest p the test can give.
        let p = mann_whitney_p(&[10.0, 11.0, 12.0, 13.0, 14.0], &[1.0, 2.0, 3.0, 4.0, 5.0]);
        assert!((p - 0.00794).abs() < 1e-4, "{p}");
        // Interleaved runs: no change claimed, however far the means.
        let noisy = significant_change(
            &[10.0, 30.0, 12.0, 28.0, 11.0],
            &[13.0, 29.0, 9.0, 31.0, 14.0],
            false,
        );
        assert!(noisy.starts_with("~ p="), "{noisy}");
        assert_eq!(
            significant_change(&[100.0; 5], &[70.0, 71.0, 69.0, 70.0, 70.5], false),
            "-30% p=0.008 n=5"
        );
        assert_eq!(significant_change(&[1.0, 1.0], &[0.0, 0.0], true), "-100%");
        // Large samples take the normal approximation.
        let a: Vec<f64> = (0..20).map(f64::from).collect();
        let b: Vec<f64> = (0..20).map(|i| f64::from(i) + 100.0).collect();
        assert!(mann_whitney_p(&a, &b) < 0.001);
        assert!(mann_whitney_p(&a, &a) > 0.9);
    }

    #[test]
    fn test_failures_are_named_without_timings() {
        let out = "--- FAIL: TestA (0.00s)\n    a_test.go:3: boom\n--- FAIL: TestB/sub (0.01s)\nFAIL\nFAIL\texample.com/m/p\t0.004s\nFAIL\texample.com/m/q [build failed]\nok  \texample.com/m/r\t0.1s\n";
        let got: Vec<String> = test_failures(out).into_iter().collect();
        assert_eq!(
            got,
            [
                "--- FAIL: TestA",
                "--- FAIL: TestB/sub",
                "FAIL example.com/m/p",
                "FAIL example.com/m/q"
            ]
        );
    }

    #[test]
    fn bench_output_is_averaged_per_package_and_name() {
        let out = "goos: linux\npkg: example.com/a\nBenchmarkX-2 \t 100\t 20.0 ns/op\t 32 B/op\t 1 allocs/op\nBenchmarkX-2 \t 100\t 30.0 ns/op\t 32 B/op\t 1 allocs/op\nBenchmarkNoMem-2 100 5 ns/op\npkg: example.com/b\nBenchmarkX 100 1.0 ns/op 0 B/op 0 allocs/op\nPASS\n";
        let parsed = parse_bench(out);
        assert_eq!(
            parsed.len(),
            2,
            "lines without -benchmem columns are skipped"
        );
        assert_eq!(parsed["example.com/a.BenchmarkX"].ns_per_op, 25.0);
        assert_eq!(parsed["example.com/a.BenchmarkX"].ns_spread, 0.2);
        assert_eq!(parsed["example.com/b.BenchmarkX"].allocs_per_op, 0.0);
    }

    #[test]
    fn table_shows_deltas_and_needs_both_sides() {
        let r = |ns, b, a| BenchResult {
            ns_per_op: ns,
            bytes_per_op: b,
            allocs_per_op: a,
            ns_spread: 0.0,
            runs: vec![(ns, b, a); 5],
        };
        let before = BTreeMap::from([
            ("p.BenchmarkX".to_string(), r(50.0, 32.0, 1.0)),
            ("p.BenchmarkGone".to_string(), r(1.0, 0.0, 0.0)),
        ]);
        let after = BTreeMap::from([("p.BenchmarkX".to_string(), r(10.0, 0.0, 0.0))]);
        let table = bench_table(&before, &after).expect("one row on both sides");
        assert!(
            table
                .contains("| p.BenchmarkX | 50.0 → 10.0 (-80% p=0.008 n=5) | 32 → 0 (-100%) | 1 → 0 (-100%) |"),
            "{table}"
        );
        assert!(!table.contains("Gone"));
        assert_eq!(bench_table(&BTreeMap::new(), &after), None);
    }

    #[test]
    fn sub_benchmarks_keep_their_whole_names_and_spread_shows() {
        let out = "pkg: example.com/a/b\nBenchmarkEncode/size=8-2 100 10 ns/op 0 B/op 0 allocs/op\nBenchmarkEncode/size=8-2 100 14 ns/op 0 B/op 0 allocs/op\nBenchmarkEncode/size=64-2 100 50 ns/op 0 B/op 0 allocs/op\n";
        let parsed = parse_bench(out);
        let table = bench_table(&parsed, &parsed).expect("rows");
        assert!(
            table.contains("| b.BenchmarkEncode/size=8 | 12.0 ±17% → 12.0 ±17% (~ p=1.000 n=2)"),
            "{table}"
        );
        assert!(
            table.contains("| b.BenchmarkEncode/size=64 | 50.0 → 50.0 (~ p=1.000 n=1)"),
            "{table}"
        );
    }
}
