//! Outcomes of earlier runs, replayed while nothing they were computed from has changed,
//! as the go command replays `go vet` from its cache: `plan`, then `diff`, then `apply`
//! over an unchanged tree analyse it once.
//!
//! An outcome is found by a key over everything a run is given before it reads a file:
//! unbox's own executable, the command line's settings (paths, passes and their options,
//! tags, `--only`, `unbox.toml`'s exclusions), the current folder, the environment the go
//! command reads, the `go` and `gofmt` found on PATH, and the package folders with their
//! files as the workspace lists them. The entry keeps the fingerprint of every package
//! folder (each file's name and identity on disk), of the modules' go.mod, go.sum and
//! go.work files, and of what the type facts were computed from (every folder the facts
//! program listed, the standard library and dependencies among them); it is replayed only
//! while each still matches. It is the facts cache's store ([`FactsCache`]), so the same
//! rules hold: nothing is kept when an input changed shortly before the run, or when the
//! facts may depend on more than files.
//!
//! Outcomes holding a problem of the input (an unreadable or vanished file) are not kept.
//! `UNBOX_RESULT_CACHE=off` turns the cache off. Entries live in `<unbox cache>/outcomes/`.
//!
//! Invariant: writes only inside the cache folder; never prints, and never touches the
//! user's files or git.

use crate::edit::Fix;
use crate::engine::{self, Config, FileChange, Outcome, PackageReport, TypeReport};
use crate::passes::{self, Finding, Location, Refusal};
use crate::platforms::Configuration;
use crate::problem::{Problem, Severity};
use crate::typecheck::{cache_dir, xdg_base, FactsCache, KeyBuilder};
use crate::types::Inputs;
use crate::workspace;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock};
use std::time::SystemTime;

/// Bumped when the kept layout or the key's meaning changes.
const FORMAT: &str = "unbox-outcome 1";

/// Runs the engine, or replays the outcome of an earlier run with the same inputs.
pub fn run(config: &Config) -> Outcome {
    let Some(store) = open() else {
        return engine::run(config);
    };
    let started = SystemTime::now();
    let mut workspace = workspace::discover(&config.paths);
    if let Some(shard) = config.shard {
        workspace.keep_shard(shard);
    }
    engine::exclude(&mut workspace, &config.exclude);
    let key = key(config, &workspace);
    if let Some(outcome) = store
        .lookup(key)
        .and_then(|bytes| serde_json::from_slice::<Kept>(&bytes).ok())
    {
        let mut outcome = outcome.into_outcome();
        outcome.replayed = true;
        config.progress.start(0);
        config.progress.finish();
        return outcome;
    }
    let outcome = engine::run(config);
    if keepable(&outcome) {
        let inputs = inputs_of(&workspace, &outcome);
        if let Ok(bytes) = serde_json::to_vec(&Kept::from_outcome(&outcome)) {
            store.store(key, &inputs, &bytes, started);
        }
    }
    outcome
}

/// The store, unless the user turned it off or there is no cache folder.
fn open() -> Option<FactsCache> {
    if std::env::var("UNBOX_RESULT_CACHE").is_ok_and(|v| v == "off" || v == "0") {
        return None;
    }
    Some(FactsCache::open_folder(
        &cache_dir()?.join("outcomes"),
        module_cache(),
    ))
}

/// The go command's module cache, whose folders never change (their names and sizes
/// stand for their contents), as `go env GOMODCACHE` would say without running it. A
/// wrong guess only costs reading those folders' files' identities.
fn module_cache() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("GOMODCACHE").filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    let gopath = std::env::var_os("GOPATH")
        .filter(|d| !d.is_empty())
        .map(|p| std::env::split_paths(&p).next().unwrap_or_default())
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join("go")))?;
    Some(gopath.join("pkg").join("mod"))
}

/// Whether an outcome may be replayed later: its facts depend on files only, and no file
/// was unreadable (a file that vanished mid-run is there the next time).
fn keepable(outcome: &Outcome) -> bool {
    !outcome.types.inputs.unbounded
        && !outcome
            .problems
            .iter()
            .any(|p| p.severity == Severity::Input)
}

/// What the outcome was computed from: the package folders, the modules' own files, and
/// the facts' inputs.
fn inputs_of(workspace: &workspace::Workspace, outcome: &Outcome) -> Inputs {
    let mut dirs: BTreeSet<PathBuf> = workspace
        .packages
        .iter()
        .map(|p| absolute(&p.dir))
        .collect();
    dirs.extend(outcome.types.inputs.dirs.iter().cloned());
    let mut files: BTreeSet<PathBuf> = outcome.types.inputs.files.iter().cloned().collect();
    let modules = workspace
        .modules()
        .into_iter()
        .map(Path::to_path_buf)
        .chain(workspace.work_modules.iter().cloned());
    for module in modules {
        for name in ["go.mod", "go.sum", "go.work", "go.work.sum"] {
            let file = absolute(&module.join(name));
            if file.exists() {
                files.insert(file);
            }
        }
    }
    // A symbolic link's target is read through it: its identity is the target's.
    files.extend(
        workspace
            .packages
            .iter()
            .flat_map(|p| p.links.keys())
            .map(|f| absolute(f)),
    );
    Inputs {
        dirs: dirs.into_iter().collect(),
        files: files.into_iter().collect(),
    }
}

fn absolute(path: &Path) -> PathBuf {
    std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf())
}

/// The identity of a run before it reads a file (see the module's documentation).
fn key(config: &Config, workspace: &workspace::Workspace) -> crate::typecheck::Key {
    let passes: Vec<&str> = config.passes.iter().map(|p| p.name()).collect();
    let settings = format!(
        "{:?}\n{passes:?}\n{}\n{:?}\n{:?}\n{:?}\n{}\n{:?}\n{:?}\n{:?}",
        config.paths,
        config.gofmt,
        config.shard,
        config.pass_options,
        config.types,
        config.max_parsed,
        config.tags,
        config.only,
        config.exclude,
    );
    let mut environment: Vec<(String, String)> = std::env::vars_os()
        .filter_map(|(k, v)| Some((k.into_string().ok()?, v.to_string_lossy().into_owned())))
        .filter(|(k, _)| environment_matters(k))
        .collect();
    environment.sort();
    let mut key = KeyBuilder::new()
        .part(FORMAT.as_bytes())
        .part(identity_text(std::env::current_exe().ok().as_deref()).as_bytes())
        .part(settings.as_bytes())
        .part(format!("{:?}", std::env::current_dir().ok()).as_bytes())
        .part(format!("{environment:?}").as_bytes())
        .part(identity_text(on_path("go").as_deref()).as_bytes())
        .part(identity_text(on_path("gofmt").as_deref()).as_bytes())
        .part(identity_text(go_env_file().as_deref()).as_bytes());
    for package in &workspace.packages {
        key = key.part(
            format!(
                "{:?} {:?} {:?} {:?} {:?}",
                package.dir, package.files, package.selected, package.module, package.links
            )
            .as_bytes(),
        );
    }
    key.part(format!("{:?} {:?}", workspace.problems, workspace.work_modules).as_bytes())
        .finish()
}

/// Whether an environment variable can change what a run finds: the go command's
/// settings, the C toolchain cgo packages are listed with, where programs and caches are
/// found, and unbox's own settings (but not whether this cache is on).
fn environment_matters(name: &str) -> bool {
    name.starts_with("GO")
        || name.starts_with("CGO_")
        || (name.starts_with("UNBOX_") && name != "UNBOX_RESULT_CACHE")
        || matches!(
            name,
            "PATH" | "HOME" | "XDG_CONFIG_HOME" | "XDG_CACHE_HOME" | "CC" | "CXX" | "PKG_CONFIG"
        )
}

/// The first `name` on PATH, as the go command and gofmt are found.
fn on_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(|candidate| candidate.is_file())
}

/// The file `go env -w` writes, which the go command reads on every run.
fn go_env_file() -> Option<PathBuf> {
    if let Some(file) = std::env::var_os("GOENV").filter(|f| !f.is_empty()) {
        return Some(PathBuf::from(file));
    }
    Some(
        xdg_base("XDG_CONFIG_HOME", ".config")?
            .join("go")
            .join("env"),
    )
}

/// A file's size, modification time and inode, or a mark that it is absent.
fn identity_text(path: Option<&Path>) -> String {
    let Some(metadata) = path.and_then(|p| std::fs::metadata(p).ok()) else {
        return "absent".to_string();
    };
    #[cfg(unix)]
    let inode = std::os::unix::fs::MetadataExt::ino(&metadata);
    #[cfg(not(unix))]
    let inode = 0u64;
    format!(
        "{path:?} {} {:?} {inode}",
        metadata.len(),
        metadata.modified().ok()
    )
}

/// An outcome as it is kept: findings with their fixes and the names a benchmark
/// measures them by, which the plan's JSON leaves out.
#[derive(Serialize, Deserialize)]
struct Kept {
    packages: Vec<KeptPackage>,
    changes: Vec<(PathBuf, String, String)>,
    problems: Vec<Problem>,
    gofmt_missing: bool,
    modules: usize,
    work_modules: usize,
    package_dirs: usize,
    files_parsed: usize,
    formatted: bool,
    originals: BTreeMap<PathBuf, String>,
    files_read: usize,
    types: KeptTypes,
}

#[derive(Serialize, Deserialize)]
struct KeptPackage {
    dir: PathBuf,
    name: String,
    findings: Vec<KeptFinding>,
    refusals: Vec<KeptRefusal>,
}

#[derive(Serialize, Deserialize)]
struct KeptFinding {
    pass: String,
    subject: String,
    location: Location,
    summary: String,
    notes: Vec<String>,
    measured_by: Vec<String>,
    fix: Fix,
}

#[derive(Serialize, Deserialize)]
struct KeptRefusal {
    pass: String,
    subject: String,
    code: String,
    location: Location,
    message: String,
}

#[derive(Serialize, Deserialize)]
struct KeptTypes {
    typed: usize,
    reused: usize,
    untyped: BTreeMap<String, Vec<PathBuf>>,
    configuration: Option<Configuration>,
    excluded: Vec<PathBuf>,
}

impl Kept {
    fn from_outcome(outcome: &Outcome) -> Kept {
        Kept {
            packages: outcome
                .packages
                .iter()
                .map(|p| KeptPackage {
                    dir: p.dir.clone(),
                    name: p.name.clone(),
                    findings: p
                        .findings
                        .iter()
                        .map(|f| KeptFinding {
                            pass: f.pass.to_string(),
                            subject: f.subject.clone(),
                            location: f.location.clone(),
                            summary: f.summary.clone(),
                            notes: f.notes.clone(),
                            measured_by: f.measured_by.clone(),
                            fix: f.fix.clone(),
                        })
                        .collect(),
                    refusals: p
                        .refusals
                        .iter()
                        .map(|r| KeptRefusal {
                            pass: r.pass.to_string(),
                            subject: r.subject.clone(),
                            code: r.code.to_string(),
                            location: r.location.clone(),
                            message: r.message.clone(),
                        })
                        .collect(),
                })
                .collect(),
            changes: outcome
                .changes
                .iter()
                .map(|c| (c.path.clone(), c.old.clone(), c.new.clone()))
                .collect(),
            problems: outcome.problems.clone(),
            gofmt_missing: outcome.gofmt_missing,
            modules: outcome.modules,
            work_modules: outcome.work_modules,
            package_dirs: outcome.package_dirs,
            files_parsed: outcome.files_parsed,
            formatted: outcome.formatted,
            originals: outcome.originals.clone(),
            files_read: outcome.files_read,
            types: KeptTypes {
                typed: outcome.types.typed,
                reused: outcome.types.reused,
                untyped: outcome.types.untyped.clone(),
                configuration: outcome.types.configuration.clone(),
                excluded: outcome.types.excluded.clone(),
            },
        }
    }

    fn into_outcome(self) -> Outcome {
        Outcome {
            packages: self
                .packages
                .into_iter()
                .map(|p| PackageReport {
                    dir: p.dir,
                    name: p.name,
                    findings: p
                        .findings
                        .into_iter()
                        .map(|f| Finding {
                            pass: pass_name(&f.pass),
                            subject: f.subject,
                            location: f.location,
                            summary: f.summary,
                            notes: f.notes,
                            measured_by: f.measured_by,
                            fix: f.fix,
                        })
                        .collect(),
                    refusals: p
                        .refusals
                        .into_iter()
                        .map(|r| Refusal {
                            pass: pass_name(&r.pass),
                            subject: r.subject,
                            code: interned(&r.code),
                            location: r.location,
                            message: r.message,
                        })
                        .collect(),
                })
                .collect(),
            changes: self
                .changes
                .into_iter()
                .map(|(path, old, new)| FileChange { path, old, new })
                .collect(),
            problems: self.problems,
            gofmt_missing: self.gofmt_missing,
            modules: self.modules,
            work_modules: self.work_modules,
            package_dirs: self.package_dirs,
            files_parsed: self.files_parsed,
            formatted: self.formatted,
            originals: self.originals,
            files_read: self.files_read,
            types: TypeReport {
                typed: self.types.typed,
                reused: self.types.reused,
                untyped: self.types.untyped,
                configuration: self.types.configuration,
                excluded: self.types.excluded,
                ..TypeReport::default()
            },
            ..Outcome::default()
        }
    }
}

/// A pass's name as the registry spells it.
fn pass_name(name: &str) -> &'static str {
    passes::registry()
        .iter()
        .map(|p| p.name())
        .find(|n| *n == name)
        .unwrap_or_else(|| interned(name))
}

/// A reason code read back from the cache, as the `&'static str` refusals carry: each
/// distinct code is allocated once per process (there are a few dozen).
fn interned(text: &str) -> &'static str {
    static CODES: OnceLock<Mutex<HashSet<&'static str>>> = OnceLock::new();
    let mut codes = CODES
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    if let Some(code) = codes.get(text) {
        return code;
    }
    let code: &'static str = Box::leak(text.to_string().into_boxed_str());
    codes.insert(code);
    code
}
