//! The bridge to Go's type checker: builds the facts program (`unbox_facts.go`, kept here
//! as source) with the user's `go` on first use, caches the binary, and runs it once per
//! module for the package folders a pass asked about.
//!
//! The binary is cached under the user's cache folder (`$UNBOX_CACHE_DIR`, else the
//! platform's cache dir + `unbox`), named by a hash of the program's source and of the Go
//! version, GOOS and GOARCH, so a new unbox or a new Go builds it again. Building needs no
//! network: the program imports only the standard library.
//!
//! The engine sends, on stdin, the byte ranges of each file it left unparsed ([`Cuts`]):
//! the program checks functions there without their bodies, empties large
//! `var NAME = TYPE{…}` tables there (the variable keeps its type), and reports nothing
//! inside them, since no pass can ask about a node it has no tree for. Files importing
//! unsafe, or reflect outside tests, are read whole: the records pass reads the type of
//! every expression in them.
//!
//! Answers are kept between runs ([`cache`]): a run over files and settings an earlier run
//! already type-checked reads that run's answer instead of running the program.
//!
//! Invariant: only the engine calls this; passes get the answers as data through
//! [`Package::types`](crate::syntax::Package).

mod cache;

use crate::types::{parse_output, Answer, Inputs, Parsed, Types};
pub use cache::{FactsCache, Key, KeyBuilder};
use std::collections::BTreeMap;
use std::io::Write;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::SystemTime;

const SOURCE: &str = include_str!("unbox_facts.go");

/// A built facts program, ready to run.
pub struct Checker {
    binary: PathBuf,
    /// `go env`, as the settings every answer depends on.
    settings: Vec<u8>,
    /// The workspace file `go env` names (GOWORK), which a user may set to a file that is
    /// not above the module.
    go_work: Option<PathBuf>,
    cache: Option<FactsCache>,
    /// The platform the facts describe, as `go env` names it.
    goos: String,
    goarch: String,
    /// Build tags the packages are listed with (`go list -tags`).
    tags: Vec<String>,
}

/// `go env -json`, asked once per run: it takes the go command about 50 ms, which a run
/// over the standard library with its facts kept spent on its critical path, and a run
/// proving a rewrite across its module asked it again. [`warm`] asks it early, beside
/// the reading and parsing.
fn go_settings() -> Result<&'static BTreeMap<String, String>, Unavailable> {
    static SETTINGS: std::sync::OnceLock<Result<BTreeMap<String, String>, Unavailable>> =
        std::sync::OnceLock::new();
    SETTINGS
        .get_or_init(|| {
            let env = go_command()
                .args(["env", "-json"])
                .output()
                .map_err(|e| match e.kind() {
                    std::io::ErrorKind::NotFound => Unavailable("go is not on PATH".into()),
                    _ => Unavailable(format!("cannot run go: {e}")),
                })?;
            if !env.status.success() {
                return Err(Unavailable(format!(
                    "`go env` failed: {}",
                    String::from_utf8_lossy(&env.stderr).trim()
                )));
            }
            serde_json::from_slice(&env.stdout)
                .map_err(|e| Unavailable(format!("unreadable `go env -json`: {e}")))
        })
        .as_ref()
        .map_err(Clone::clone)
}

/// Asks the go command for its settings on another thread, so that the answer is there
/// when the first package wants type facts.
pub fn warm() {
    std::thread::spawn(|| {
        let _ = go_settings();
    });
}

/// The facts program, found or built once per run, for its `-parse` mode (Go's parser
/// without gofmt's printing; see `gofmt::check_files`); `None` when it cannot be had.
pub fn parser_program() -> Option<&'static Path> {
    static PROGRAM: std::sync::OnceLock<Option<PathBuf>> = std::sync::OnceLock::new();
    PROGRAM
        .get_or_init(|| Checker::locate().ok().map(|checker| checker.binary))
        .as_deref()
}

/// Why no type facts can be had for any package of this run.
#[derive(Debug, Clone, thiserror::Error)]
#[error("{0}")]
pub struct Unavailable(pub String);

impl Checker {
    /// Finds or builds the facts program for the `go` on PATH.
    pub fn locate() -> Result<Checker, Unavailable> {
        let settings = go_settings()?.clone();
        let setting = |name: &str| settings.get(name).map_or("", String::as_str);
        let target = format!(
            "{}\n{}\n{}\n",
            setting("GOVERSION"),
            setting("GOOS"),
            setting("GOARCH")
        );
        let key = fnv1a(&[SOURCE.as_bytes(), target.as_bytes()]);
        let dir = cache_dir().ok_or_else(|| {
            Unavailable("no cache folder for the type checker (set UNBOX_CACHE_DIR)".into())
        })?;
        let binary = dir.join(format!(
            "unbox-facts-{key:016x}{}",
            std::env::consts::EXE_SUFFIX
        ));
        if !binary.exists() {
            build(&dir, &binary)?;
        }
        let module_cache = Some(PathBuf::from(setting("GOMODCACHE")));
        let go_work = Some(setting("GOWORK"))
            .filter(|w| !w.is_empty() && *w != "off")
            .map(PathBuf::from);
        let cache = FactsCache::open(&dir, module_cache);
        Ok(Checker {
            binary,
            goos: setting("GOOS").to_string(),
            goarch: setting("GOARCH").to_string(),
            settings: settings_key(settings),
            go_work,
            cache,
            tags: Vec::new(),
        })
    }

    /// This checker listing packages with build tags, as `go build -tags` does: files
    /// behind `//go:build TAG` join the build the facts describe, and files behind
    /// `//go:build !TAG` leave it.
    pub fn with_tags(mut self, tags: &[String]) -> Checker {
        self.tags = tags.to_vec();
        self
    }

    /// The platform the facts describe (`GOOS`, `GOARCH`).
    pub fn target(&self) -> (&str, &str) {
        (&self.goos, &self.goarch)
    }

    /// Type-checks the packages in `dirs`, all of one module rooted at `module` (`None`:
    /// folders in no module, listed in GOPATH mode). Returns the facts by folder; a folder
    /// missing from the map got no answer. An `Err` means the whole request failed.
    /// Without `tests`, only the packages' own files are checked (faster; no facts for
    /// `_test.go` files). `cuts` names, by file, the bytes no pass will ask about (the
    /// declarations left unparsed): functions there are checked without their bodies and
    /// get no facts.
    pub fn check(
        &self,
        module: Option<&Path>,
        dirs: &[PathBuf],
        tests: bool,
        cuts: &Cuts,
        census: &Census,
        foreign: Option<&[PathBuf]>,
    ) -> Result<Checked, String> {
        let request = Request {
            module,
            dirs,
            absolute: dirs.iter().map(|d| absolute(d)).collect(),
            tests,
            cuts,
            census,
            foreign,
        };
        let key = match (&self.cache, module) {
            (Some(_), Some(root)) => {
                let (asked, _) = asked(dirs, cuts, census);
                Some(self.key(root, &request.absolute, tests, asked.as_deref(), foreign))
            }
            // GOPATH mode resolves imports by searching folders no answer names.
            _ => None,
        };
        let say = Spelling::of(dirs);
        let say = |message: &str| say.say(message);
        // A kept answer that cannot be read (a damaged disk) is computed again.
        let kept = self
            .cache
            .as_ref()
            .zip(key)
            .and_then(|(cache, key)| cache.lookup_with_inputs(key))
            .and_then(|(answer, inputs)| Some((parse_output(&answer, &say).ok()?, inputs)));
        if let Some((parsed, inputs)) = kept {
            return Ok(Checked::of(parsed, &|_| true, Some(inputs)));
        }
        // The request missed: each package whose own inputs are unchanged keeps its facts
        // (a fragment), and the program checks only the others. A census reaching into
        // the module's importers is one answer, kept whole.
        let fragments: Vec<(PathBuf, Key, Option<Vec<u8>>)> = match (&self.cache, module, key) {
            (Some(cache), Some(root), Some(_)) if foreign.is_none() => {
                use rayon::prelude::*;
                dirs.par_iter()
                    .zip(&request.absolute)
                    .map(|(dir, absolute)| {
                        let key = self.fragment_key(root, dir, absolute, tests, cuts, census);
                        (canonical(dir), key, cache.lookup(key))
                    })
                    .collect()
            }
            _ => Vec::new(),
        };
        let split = !fragments.is_empty();
        let started = SystemTime::now();
        let kept: Vec<&PathBuf> = fragments
            .iter()
            .filter(|f| f.2.is_some())
            .map(|f| &f.0)
            .collect();
        let (answer, mut parsed, kept) =
            match self.compute(&request, split, &fragments, &kept, &say) {
                Ok((answer, parsed)) => (answer, parsed, kept),
                // A kept fragment that cannot be read (a damaged disk): all computed again.
                Err(_) if !kept.is_empty() => {
                    let (answer, parsed) = self.compute(&request, split, &fragments, &[], &say)?;
                    (answer, parsed, Vec::new())
                }
                Err(e) => return Err(e),
            };
        if let (Some(cache), Some(key), Some(inputs)) = (&self.cache, key, &parsed.inputs) {
            cache.store(key, inputs, &answer, started);
            if split {
                let new = new_fragments(&answer, &fragments, &kept);
                let new: Vec<(Key, &Inputs, &[u8])> =
                    new.iter().map(|(k, i, b)| (*k, i, *b)).collect();
                cache.store_fragments(&new, started);
            }
        }
        // GOPATH mode resolves imports by searching folders no answer names.
        let inputs = parsed.inputs.take().filter(|_| module.is_some());
        Ok(Checked::of(
            parsed,
            &|d| kept.contains(&&d.to_path_buf()),
            inputs,
        ))
    }

    /// Runs the program on `request` (`split`: writing each package's facts on its own),
    /// checking none of the folders in `reuse`, whose fragments in `fragments` join the
    /// answer. Returns the whole answer as kept and as read.
    fn compute(
        &self,
        request: &Request,
        split: bool,
        fragments: &[(PathBuf, Key, Option<Vec<u8>>)],
        reuse: &[&PathBuf],
        say: &(dyn Fn(&str) -> String + Sync),
    ) -> Result<(Vec<u8>, Parsed), String> {
        let (command, input) = self.command(request, split, reuse);
        let output =
            run(command, input).map_err(|e| format!("cannot run the type checker: {e}"))?;
        if !output.status.success() {
            return Err(format!(
                "the type checker failed: {}",
                String::from_utf8_lossy(&output.stderr).trim()
            ));
        }
        // The kept fragments, then the program's own documents, the last one saying
        // what the whole answer was computed from.
        let mut answer: Vec<u8> = fragments
            .iter()
            .filter(|f| reuse.contains(&&f.0))
            .filter_map(|f| f.2.as_deref())
            .flat_map(|bytes| bytes.iter().copied().chain([b'\n']))
            .collect();
        answer.extend(output.stdout);
        let parsed = parse_output(&answer, say)?;
        Ok((answer, parsed))
    }

    /// The program's command line for `request`, and what it reads on stdin: the cuts,
    /// the census, and the folders whose facts are kept (`reuse`), each when there is one.
    fn command(
        &self,
        request: &Request,
        split: bool,
        reuse: &[&PathBuf],
    ) -> (Command, Option<Vec<u8>>) {
        let Request {
            module,
            dirs,
            absolute,
            tests,
            cuts,
            census,
            foreign,
        } = request;
        let mut command = go_env(Command::new(&self.binary));
        if !tests {
            command.arg("-notests");
        }
        if !self.tags.is_empty() {
            command.arg("-tags").arg(self.tags.join(","));
        }
        let (mut input, flags) = asked(dirs, cuts, census);
        command.args(flags);
        if let (Some(modules), true) = (foreign, flags.contains(&"-census")) {
            command.arg("-foreign");
            if let Some(list) = other_modules(*module, modules) {
                command.arg("-modules").arg(list);
            }
        }
        if split {
            command.arg("-split");
        }
        if split && !reuse.is_empty() {
            // The folders kept, last on stdin, under both spellings as for the cuts.
            let spellings: Vec<String> = dirs
                .iter()
                .filter(|d| reuse.contains(&&canonical(d)))
                .flat_map(|d| [self::absolute(d), canonical(d)])
                .map(|d| d.display().to_string())
                .collect();
            let mut all = input.unwrap_or_default();
            all.push(b'\n');
            all.extend(serde_json::to_vec(&spellings).unwrap_or_default());
            input = Some(all);
            command.arg("-reuse");
        }
        // The folders last: Go's flag package stops at the first argument that is not one.
        match module {
            Some(root) => {
                command.current_dir(absolute_dir(root)).args(absolute);
            }
            None => {
                // GOPATH mode takes folders only as relative paths ("cannot import absolute
                // path"), so list them from the file system's root.
                let root = absolute
                    .first()
                    .and_then(|d| d.ancestors().last())
                    .map(Path::to_path_buf)
                    .unwrap_or_else(|| PathBuf::from("/"));
                command.arg("-gopath").current_dir(&root);
                for dir in absolute {
                    let relative = dir.strip_prefix(&root).unwrap_or(dir);
                    command.arg(Path::new(".").join(relative));
                }
            }
        }
        (command, input)
    }

    /// The identity of one package's facts within a request for the module at `root`
    /// (see [`Checker::key`]): the folder, and only its own cuts and census.
    fn fragment_key(
        &self,
        root: &Path,
        dir: &Path,
        absolute: &Path,
        tests: bool,
        cuts: &Cuts,
        census: &Census,
    ) -> Key {
        let (asked, _) = asked(&[dir.to_path_buf()], cuts, census);
        let key = self.key(
            root,
            &[absolute.to_path_buf()],
            tests,
            asked.as_deref(),
            None,
        );
        KeyBuilder::new().part(b"fragment").key(key).finish()
    }

    /// The identity of a request to the facts program for the module at `root`: the
    /// program, the go command's settings, the module's own files, and what is asked.
    fn key(
        &self,
        root: &Path,
        dirs: &[PathBuf],
        tests: bool,
        cut: Option<&[u8]>,
        foreign: Option<&[PathBuf]>,
    ) -> Key {
        let root = absolute_dir(root);
        let mut key = KeyBuilder::new()
            .part(self.binary.as_os_str().as_encoded_bytes())
            .part(&self.settings)
            .part(root.as_os_str().as_encoded_bytes())
            .file(&root.join("go.mod"))
            .file(&root.join("go.sum"))
            .file(&root.join("vendor").join("modules.txt"));
        // The workspace file the go command finds above the module, if any, and the one
        // GOWORK names.
        let above = root
            .ancestors()
            .map(|d| d.join("go.work"))
            .find(|w| w.is_file());
        for work in above.iter().chain(&self.go_work) {
            key = key
                .part(work.as_os_str().as_encoded_bytes())
                .file(work)
                .file(&work.with_extension("work.sum"));
        }
        for dir in dirs {
            key = key.part(dir.as_os_str().as_encoded_bytes());
        }
        key.part(if tests { b"tests" } else { b"no tests" })
            .part(self.tags.join(",").as_bytes())
            .part(&match foreign {
                Some(modules) => other_modules(Some(&root), modules).map_or_else(
                    || b"importers".to_vec(),
                    |list| list.as_encoded_bytes().to_vec(),
                ),
                None => b"package".to_vec(),
            })
            .part(cut.unwrap_or_default())
            .finish()
    }
}

/// What the program reads on stdin for `dirs`, and the flags that say so: the cuts, then
/// the census (the cuts as `{}` when there are none but a census), each when there is one.
fn asked(
    dirs: &[PathBuf],
    cuts: &Cuts,
    census: &Census,
) -> (Option<Vec<u8>>, &'static [&'static str]) {
    let cut = cuts_json(cuts, dirs);
    match census_json(census, dirs) {
        Some(census) => {
            let mut both = cut.unwrap_or_else(|| b"{}".to_vec());
            both.push(b'\n');
            both.extend(census);
            (Some(both), &["-cut", "-census"])
        }
        None if cut.is_some() => (cut, &["-cut"]),
        None => (None, &[]),
    }
}

/// The roots of `modules` other than `module`, absolute and joined as the program's
/// `-modules` reads them; `None` when there are none.
fn other_modules(module: Option<&Path>, modules: &[PathBuf]) -> Option<std::ffi::OsString> {
    let own = module.map(canonical);
    let others: Vec<PathBuf> = modules
        .iter()
        .map(|m| canonical(m))
        .filter(|m| Some(m) != own.as_ref())
        .collect();
    if others.is_empty() {
        return None;
    }
    std::env::join_paths(others).ok()
}

/// One request to the facts program: the folders of one module to check.
struct Request<'a> {
    /// The module's root; `None`: folders in no module, listed in GOPATH mode.
    module: Option<&'a Path>,
    /// The folders as the user named them, and as absolute paths.
    dirs: &'a [PathBuf],
    absolute: Vec<PathBuf>,
    tests: bool,
    cuts: &'a Cuts,
    census: &'a Census,
    /// List the census's uses in the module's importers too, and in these other modules'
    /// code (those of the run beside this one).
    foreign: Option<&'a [PathBuf]>,
}

/// Says the checker's file names as the user named the folders: the checker names files
/// by absolute path, and a file of another package of the module (the census's
/// importers) is said relative to the current folder, as unbox names the files it reads.
struct Spelling {
    folders: Vec<(String, String)>,
    here: Option<String>,
}

impl Spelling {
    fn of(dirs: &[PathBuf]) -> Spelling {
        let sep = std::path::MAIN_SEPARATOR;
        Spelling {
            folders: dirs
                .iter()
                .map(|d| {
                    (
                        format!("{}{sep}", canonical(d).display()),
                        format!("{}{sep}", d.display()),
                    )
                })
                .collect(),
            here: std::env::current_dir()
                .ok()
                .map(|h| format!("{}{sep}", canonical(&h).display())),
        }
    }

    fn say(&self, message: &str) -> String {
        let said = self
            .folders
            .iter()
            .fold(message.to_string(), |m, (from, to)| m.replace(from, to));
        match &self.here {
            // Only where no folder of the run was named: a path the user gave as
            // absolute stays absolute.
            Some(here) if said == message => said.replace(here.as_str(), ""),
            _ => said,
        }
    }
}

/// A module's answers by folder, and whether they were reused from an earlier run.
pub struct Checked {
    pub answers: BTreeMap<PathBuf, Types>,
    /// The folders (as in `answers`) whose facts an earlier run computed.
    pub reused: std::collections::BTreeSet<PathBuf>,
    /// What the answers were computed from (every package folder listed and every
    /// module's go.mod), or `None` when they may depend on more.
    pub inputs: Option<Inputs>,
    /// go list's error for a package it could place in no folder, if any: a folder
    /// missing from `answers` was not listed for this reason.
    pub unlisted: Option<String>,
}

impl Checked {
    /// The answers read, by canonical folder; `reused` says which an earlier run computed.
    fn of(parsed: Parsed, reused: &dyn Fn(&Path) -> bool, inputs: Option<Inputs>) -> Checked {
        let answers: BTreeMap<PathBuf, Types> = parsed
            .answers
            .into_iter()
            .map(|Answer { dir, types }| (canonical(&dir), types))
            .collect();
        Checked {
            reused: answers.keys().filter(|d| reused(d)).cloned().collect(),
            answers,
            inputs,
            unlisted: parsed.unlisted,
        }
    }
}

/// The fragments the program wrote in `answer` (one package's facts each, with what they
/// were computed from) beside the key of their folder in `asked`; a fragment that may
/// depend on more than files, of a folder not asked about, or `kept` from an earlier run,
/// is left out.
fn new_fragments<'a>(
    answer: &'a [u8],
    asked: &[(PathBuf, Key, Option<Vec<u8>>)],
    kept: &[&PathBuf],
) -> Vec<(Key, Inputs, &'a [u8])> {
    #[derive(serde::Deserialize)]
    struct Head {
        #[serde(default)]
        fragment: bool,
        #[serde(default)]
        inputs: Option<Inputs>,
        packages: Vec<Folder>,
    }
    #[derive(serde::Deserialize)]
    struct Folder {
        dir: PathBuf,
    }
    let mut out = Vec::new();
    let mut documents = serde_json::Deserializer::from_slice(answer).into_iter::<Head>();
    let mut start = 0;
    while let Some(Ok(head)) = documents.next() {
        let end = documents.byte_offset();
        let bytes = &answer[start..end];
        start = end;
        let (true, Some(inputs), [folder]) = (head.fragment, head.inputs, &head.packages[..])
        else {
            continue;
        };
        let dir = canonical(&folder.dir);
        if kept.contains(&&dir) {
            continue;
        }
        if let Some((_, key, _)) = asked.iter().find(|a| a.0 == dir) {
            out.push((*key, inputs, bytes));
        }
    }
    out
}

/// `go env` without what changes from one call to the next (GOGCCFLAGS names a fresh
/// temporary folder each time).
fn settings_key(mut settings: BTreeMap<String, String>) -> Vec<u8> {
    settings.remove("GOGCCFLAGS");
    settings
        .into_iter()
        .flat_map(|(name, value)| [name, value])
        .collect::<Vec<_>>()
        .join("\0")
        .into_bytes()
}

/// Byte ranges of files, by path, that no pass asks facts about.
pub type Cuts = BTreeMap<PathBuf, Vec<Range<usize>>>;

/// Type names, by package folder, whose every use the facts must list (the census).
pub type Census = BTreeMap<PathBuf, std::collections::BTreeSet<String>>;

/// The census of the folders in `dirs` as the facts program reads it (`{dir: [name, …]}`),
/// each folder under both its absolute and its canonical spelling; `None` when nothing is
/// asked.
fn census_json(census: &Census, dirs: &[PathBuf]) -> Option<Vec<u8>> {
    let mut out: BTreeMap<String, &std::collections::BTreeSet<String>> = BTreeMap::new();
    for (dir, names) in census {
        if names.is_empty() || !dirs.contains(dir) {
            continue;
        }
        for spelling in [absolute(dir), canonical(dir)] {
            out.insert(spelling.display().to_string(), names);
        }
    }
    if out.is_empty() {
        return None;
    }
    serde_json::to_vec(&out).ok()
}

/// The cuts of the files in `dirs` as the facts program reads them (`{path: [[start,
/// end], …]}`), each file under both its absolute and its canonical spelling, since the
/// go tool may name it either way; `None` when there is nothing to cut.
fn cuts_json(cuts: &Cuts, dirs: &[PathBuf]) -> Option<Vec<u8>> {
    let mut out: BTreeMap<String, Vec<[usize; 2]>> = BTreeMap::new();
    for (path, ranges) in cuts {
        if ranges.is_empty() || !dirs.iter().any(|d| folder(d) == folder_of(path)) {
            continue;
        }
        let ranges: Vec<[usize; 2]> = ranges.iter().map(|r| [r.start, r.end]).collect();
        for spelling in [absolute(path), canonical(path)] {
            out.insert(spelling.display().to_string(), ranges.clone());
        }
    }
    if out.is_empty() {
        return None;
    }
    serde_json::to_vec(&out).ok()
}

/// The folder a file is in, with `.` for a bare file name: `unbox plan .` reads the
/// folder `.` and spells its files `table.go`, whose parent is the empty path, so a
/// plain comparison of parents missed every cut there (and a 20 MB table cost the facts
/// program 1.2 GB instead of its text).
fn folder_of(path: &Path) -> &Path {
    folder(path.parent().unwrap_or(Path::new("")))
}

/// A folder's spelling with the empty path read as `.`.
fn folder(dir: &Path) -> &Path {
    if dir.as_os_str().is_empty() {
        Path::new(".")
    } else {
        dir
    }
}

/// Runs the facts program, writing `input` to its stdin first when there is one.
fn run(mut command: Command, input: Option<Vec<u8>>) -> std::io::Result<Output> {
    let Some(input) = input else {
        return command.output();
    };
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    let mut stdin = child.stdin.take();
    // On its own thread, so that a child writing before it has read everything cannot
    // block both sides.
    let writer = std::thread::spawn(move || {
        if let Some(stdin) = stdin.as_mut() {
            let _ = stdin.write_all(&input);
        }
    });
    let output = child.wait_with_output();
    let _ = writer.join();
    output
}

/// A folder spelled so that the facts program's answers (absolute, symlinks resolved as
/// the go tool resolves them) and unbox's folders can be matched.
pub fn canonical(dir: &Path) -> PathBuf {
    std::fs::canonicalize(dir).unwrap_or_else(|_| absolute(dir))
}

fn absolute(path: &Path) -> PathBuf {
    std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf())
}

fn absolute_dir(path: &Path) -> PathBuf {
    let path = absolute(path);
    if path.as_os_str().is_empty() {
        PathBuf::from(".")
    } else {
        path
    }
}

/// `go`, kept from switching toolchains or reaching the network.
fn go_command() -> Command {
    go_env(Command::new("go"))
}

fn go_env(mut command: Command) -> Command {
    // Go's default alias handling (gotypesalias=1): generic aliases (Go 1.24) type-check
    // only with it. The facts program spells every alias as its target (`unalias`).
    command.env("GOTOOLCHAIN", "local").env("GOPROXY", "off");
    command
}

pub fn cache_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("UNBOX_CACHE_DIR").filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    Some(xdg_base("XDG_CACHE_HOME", ".cache")?.join("unbox"))
}

/// A base folder of the XDG layout: `variable` when set, else `under_home` in HOME.
pub fn xdg_base(variable: &str, under_home: &str) -> Option<PathBuf> {
    std::env::var_os(variable)
        .filter(|d| !d.is_empty())
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(under_home)))
}

/// Builds the program into a temporary folder beside its final place, then renames it
/// there, so two unbox runs building at once never see half a binary.
fn build(dir: &Path, binary: &Path) -> Result<(), Unavailable> {
    let fail = |what: &str, e: &dyn std::fmt::Display| {
        Unavailable(format!(
            "cannot build the type checker in {} ({what}: {e})",
            dir.display()
        ))
    };
    std::fs::create_dir_all(dir).map_err(|e| fail("create folder", &e))?;
    let work = tempfile::Builder::new()
        .prefix("build-")
        .tempdir_in(dir)
        .map_err(|e| fail("temp folder", &e))?;
    std::fs::write(work.path().join("main.go"), SOURCE).map_err(|e| fail("write", &e))?;
    // go 1.23: the program uses types.Alias, and a main module's go line sets its
    // GODEBUG defaults, gotypesalias=1 (which generic aliases need) from 1.23 on.
    std::fs::write(
        work.path().join("go.mod"),
        "module unbox-facts\n\ngo 1.23\n",
    )
    .map_err(|e| fail("write", &e))?;
    let out = work.path().join("unbox-facts");
    let result = go_command()
        .current_dir(work.path())
        .env("GOWORK", "off")
        .env("GOFLAGS", "-mod=mod")
        .args(["build", "-o"])
        .arg(&out)
        .arg(".")
        .output()
        .map_err(|e| fail("go build", &e))?;
    if !result.status.success() {
        return Err(fail(
            "go build",
            &String::from_utf8_lossy(&result.stderr).trim(),
        ));
    }
    std::fs::rename(&out, binary).map_err(|e| fail("install", &e))?;
    Ok(())
}

/// FNV-1a over several byte strings: a stable cache key (std's hasher may change between
/// Rust releases).
fn fnv1a(parts: &[&[u8]]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for part in parts {
        for byte in *part {
            hash ^= u64::from(*byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
    }
    hash
}
