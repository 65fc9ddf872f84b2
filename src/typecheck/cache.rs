//! Answers of the facts program kept between runs, so that `plan`, then `diff`, then
//! `apply` over an unchanged tree type-check it once.
//!
//! An answer is found by a key over everything the facts program is given: its own build
//! (source, Go version, GOOS, GOARCH), the go command's settings (`go env`), the module's
//! go.mod, go.sum, go.work and vendor list, the folders asked about, whether tests are
//! checked, and the cuts. What it computed the answer *from* is only known afterwards:
//! the program names every package folder it listed (the targets and all their
//! dependencies) and every module's go.mod. The entry keeps a fingerprint of each, and is
//! reused only while every fingerprint still matches; a folder's fingerprint covers the
//! names of the files `go build` reads there (`.go`, cgo and assembly sources) and each
//! one's identity on disk ([`identity`]). Folders in the module cache are immutable, so
//! their names and sizes stand for their contents.
//!
//! Nothing here may give a wrong answer, only a missed one: the program gives no inputs
//! when its answer may depend on more than files (a dependency it could not list or
//! build), and an answer is not kept when a file it was computed from changed around the
//! run. Like the go command's own cache, it does not see changes to C headers outside a
//! package's folder. `UNBOX_FACTS_CACHE=off` turns it off.
//!
//! A request's answer is kept whole, and each package's facts on their own as well (a
//! fragment, see [`FactsCache::store_fragments`]), fingerprinted by what that package's
//! check read: its folder and those of everything it imports. When a file changes, the
//! request misses, but the packages that neither hold nor import it keep their facts, and
//! only the others are checked again.
//!
//! Entries live in `<unbox cache>/facts/`: the [`KEEP`] most recently used, [`KEEP_BYTES`]
//! at most.

use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::{Duration, SystemTime};
use xxhash_rust::xxh3::Xxh3;

use crate::types::Inputs;

/// How many answers are kept, and how many bytes at most; the least recently used are
/// removed when a new one is written. An answer for the standard library is about 6 MB,
/// with its 240 fragments as many again; a test suite's many small packages must not push
/// out a large tree's answers.
const KEEP: usize = 4000;
const KEEP_BYTES: u64 = 512 << 20;

/// Bumped when an entry's layout or the meaning of a fingerprint changes.
const FORMAT: &str = "unbox-facts-cache 3";

/// The extensions of the files `go build` reads in a package folder (go/build's list).
const BUILD_EXTENSIONS: &[&str] = &[
    "go", "c", "cc", "cxx", "cpp", "m", "h", "hh", "hpp", "hxx", "f", "F", "for", "f90", "s", "S",
    "sx", "swig", "swigcxx", "syso",
];

/// A file changed this close to the start of a run may have changed during it.
const SETTLED: Duration = Duration::from_secs(2);

/// The folder of cached answers.
pub struct FactsCache {
    dir: PathBuf,
    module_cache: Option<PathBuf>,
    /// Folder fingerprints taken by lookups of this run: the modules of a workspace share
    /// most dependencies (the standard library), so each is read once. Never used to
    /// store, which must see the files as they are after the program ran.
    seen: Mutex<HashMap<PathBuf, Print>>,
}

/// A folder's fingerprint and the newest modification time among its files.
type Print = (String, SystemTime);

/// A request's identity, before its inputs are known.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Key(u128);

/// Builds a [`Key`] from the parts of a request, each kept apart from the next.
pub struct KeyBuilder(Xxh3);

impl KeyBuilder {
    pub fn new() -> KeyBuilder {
        let mut hasher = Xxh3::new();
        hasher.update(FORMAT.as_bytes());
        KeyBuilder(hasher)
    }

    /// Adds one part, length first, so that parts cannot run into each other.
    pub fn part(mut self, bytes: &[u8]) -> KeyBuilder {
        self.0.update(&(bytes.len() as u64).to_le_bytes());
        self.0.update(bytes);
        self
    }

    /// Adds a file's contents, or a mark that it is missing.
    pub fn file(self, path: &Path) -> KeyBuilder {
        match fs::read(path) {
            Ok(bytes) => self.part(b"file").part(&bytes),
            Err(_) => self.part(b"no file"),
        }
    }

    /// Adds another key, as a part.
    pub fn key(self, key: Key) -> KeyBuilder {
        self.part(&key.0.to_le_bytes())
    }

    pub fn finish(self) -> Key {
        Key(self.0.digest128())
    }
}

impl Default for KeyBuilder {
    fn default() -> Self {
        KeyBuilder::new()
    }
}

/// What an entry was computed from, with each input's fingerprint.
#[derive(Serialize, Deserialize, PartialEq, Debug)]
struct Manifest {
    dirs: Vec<(PathBuf, String)>,
    files: Vec<(PathBuf, String)>,
    /// Each file read (outside the module cache): its identity and a digest of its
    /// contents, both in hex, so that a file whose identity changed but whose text did
    /// not (`touch`, a checkout that rewrote it as it was) keeps the entry, as the go
    /// command's cache, keyed by contents, keeps its results.
    #[serde(default)]
    contents: Vec<(PathBuf, String, String)>,
}

impl FactsCache {
    /// The cache under `base`, unless the user turned it off. `module_cache` is the go
    /// command's GOMODCACHE.
    pub fn open(base: &Path, module_cache: Option<PathBuf>) -> Option<FactsCache> {
        if std::env::var("UNBOX_FACTS_CACHE").is_ok_and(|v| v == "off" || v == "0") {
            return None;
        }
        Some(FactsCache::open_folder(&base.join("facts"), module_cache))
    }

    /// A cache of the same kind in `dir`, for other answers computed from files (a
    /// run's whole outcome, see `crate::replay`).
    pub fn open_folder(dir: &Path, module_cache: Option<PathBuf>) -> FactsCache {
        FactsCache {
            dir: dir.to_path_buf(),
            module_cache: module_cache.filter(|d| !d.as_os_str().is_empty()),
            seen: Mutex::default(),
        }
    }

    fn entry(&self, key: Key) -> PathBuf {
        self.dir.join(format!("{:032x}", key.0))
    }

    /// The answer kept for `key`, if every input it was computed from is unchanged.
    pub fn lookup(&self, key: Key) -> Option<Vec<u8>> {
        self.lookup_with_inputs(key).map(|(answer, _)| answer)
    }

    /// [`FactsCache::lookup`], with what the answer was computed from.
    pub fn lookup_with_inputs(&self, key: Key) -> Option<(Vec<u8>, Inputs)> {
        let path = self.entry(key);
        let bytes = fs::read(&path).ok()?;
        let newline = bytes.iter().position(|&b| b == b'\n')?;
        let manifest: Manifest = serde_json::from_slice(&bytes[..newline]).ok()?;
        let inputs = inputs_of(&manifest);
        let (now, _) = self.manifest_of(&inputs, true)?;
        if (now.dirs != manifest.dirs || now.files != manifest.files)
            && !self.same_contents(&manifest, &now)
        {
            return None;
        }
        // Kept as the most recently used, so that pruning removes others first.
        if let Ok(file) = fs::File::options().write(true).open(&path) {
            let _ = file.set_modified(SystemTime::now());
        }
        let mut bytes = bytes;
        bytes.drain(..=newline);
        Some((bytes, inputs))
    }

    /// Keeps `answer` for `key`, computed from `inputs` by a run that started at `started`.
    /// Nothing is kept when an input cannot be read or changed since shortly before the
    /// run. Failing to write is not an error: the next run computes the answer again.
    pub fn store(&self, key: Key, inputs: &Inputs, answer: &[u8], started: SystemTime) {
        let settled = started
            .checked_sub(SETTLED)
            .unwrap_or(SystemTime::UNIX_EPOCH);
        // Dates first, which cost no reading: right after an edit, nothing is kept.
        if self.changed_since(inputs, settled) {
            return;
        }
        let Some((mut manifest, newest)) = self.manifest_of(inputs, false) else {
            return;
        };
        if newest >= settled {
            return;
        }
        let Some(contents) = self.contents_of(inputs) else {
            return;
        };
        manifest.contents = contents;
        let _ = self.write(key, &manifest, answer);
        self.prune(KEEP, KEEP_BYTES);
    }

    /// Keeps each fragment of an answer (one package's facts, computed from its own
    /// inputs) by a run that started at `started`, as [`FactsCache::store`] keeps an
    /// answer, except that a fragment keeps no contents digests: a file whose identity
    /// changed (`touch`) costs its fragments a check, which the whole answer, kept with
    /// them, spares. Each folder is fingerprinted once for all fragments: the standard
    /// library's 240 packages name about 80 folders each.
    pub fn store_fragments(&self, fragments: &[(Key, &Inputs, &[u8])], started: SystemTime) {
        use rayon::prelude::*;
        let settled = started
            .checked_sub(SETTLED)
            .unwrap_or(SystemTime::UNIX_EPOCH);
        let mut dirs: Vec<&PathBuf> = fragments.iter().flat_map(|f| &f.1.dirs).collect();
        dirs.sort();
        dirs.dedup();
        let prints: HashMap<&PathBuf, Print> = dirs
            .into_par_iter()
            .filter_map(|dir| Some((dir, self.fingerprint_dir(dir).ok()?)))
            .collect();
        for (key, inputs, answer) in fragments {
            let Some(dirs) = inputs
                .dirs
                .iter()
                .map(|d| prints.get(d).map(|(print, newest)| (d, print, *newest)))
                .collect::<Option<Vec<_>>>()
            else {
                continue;
            };
            let Some(files) = inputs
                .files
                .iter()
                .map(|f| identity(f).ok().map(|(print, newest)| (f, print, newest)))
                .collect::<Option<Vec<_>>>()
            else {
                continue;
            };
            let newest = dirs
                .iter()
                .map(|d| d.2)
                .chain(files.iter().map(|f| f.2))
                .max()
                .unwrap_or(SystemTime::UNIX_EPOCH);
            if newest >= settled {
                continue;
            }
            let manifest = Manifest {
                dirs: dirs
                    .into_iter()
                    .map(|(d, print, _)| (d.clone(), print.clone()))
                    .collect(),
                files: files
                    .into_iter()
                    .map(|(f, print, _)| (f.clone(), format!("{print:032x}")))
                    .collect(),
                contents: Vec::new(),
            };
            let _ = self.write(*key, &manifest, answer);
        }
        self.prune(KEEP, KEEP_BYTES);
    }

    /// Writes beside the entry and renames it into place, so that a reader never sees
    /// half an entry.
    fn write(&self, key: Key, manifest: &Manifest, answer: &[u8]) -> io::Result<()> {
        fs::create_dir_all(&self.dir)?;
        let mut file = tempfile::NamedTempFile::new_in(&self.dir)?;
        serde_json::to_writer(&mut file, manifest)?;
        file.write_all(b"\n")?;
        file.write_all(answer)?;
        file.persist(self.entry(key)).map_err(|e| e.error)?;
        Ok(())
    }

    /// Keeps the most recently used entries, at most `keep` of them and `keep_bytes`
    /// together, removing the others.
    fn prune(&self, keep: usize, keep_bytes: u64) {
        let Ok(entries) = fs::read_dir(&self.dir) else {
            return;
        };
        let mut entries: Vec<(SystemTime, u64, PathBuf)> = entries
            .flatten()
            .filter_map(|e| {
                let metadata = e.metadata().ok()?;
                Some((metadata.modified().ok()?, metadata.len(), e.path()))
            })
            .collect();
        entries.sort_by_key(|e| std::cmp::Reverse(e.0));
        let mut bytes = 0;
        for (i, (_, len, path)) in entries.iter().enumerate() {
            bytes += len;
            if i >= keep || bytes > keep_bytes {
                let _ = fs::remove_file(path);
            }
        }
    }

    /// Fingerprints every input, with the newest modification time among the files read;
    /// `None` when one cannot be read. With `reuse`, a folder fingerprinted earlier in
    /// this run is not read again.
    fn manifest_of(&self, inputs: &Inputs, reuse: bool) -> Option<(Manifest, SystemTime)> {
        use rayon::prelude::*;
        let dirs: Vec<(PathBuf, String, SystemTime)> = inputs
            .dirs
            .par_iter()
            .map(|dir| {
                let (print, newest) = if reuse {
                    self.fingerprint_once(dir)?
                } else {
                    self.fingerprint_dir(dir).ok()?
                };
                Some((dir.clone(), print, newest))
            })
            .collect::<Option<_>>()?;
        let files: Vec<(PathBuf, String, SystemTime)> = inputs
            .files
            .iter()
            .map(|file| {
                let (print, changed) = identity(file).ok()?;
                Some((file.clone(), format!("{print:032x}"), changed))
            })
            .collect::<Option<_>>()?;
        let newest = dirs
            .iter()
            .chain(&files)
            .map(|(_, _, t)| *t)
            .max()
            .unwrap_or(SystemTime::UNIX_EPOCH);
        let strip = |list: Vec<(PathBuf, String, SystemTime)>| {
            list.into_iter().map(|(p, s, _)| (p, s)).collect()
        };
        Some((
            Manifest {
                dirs: strip(dirs),
                files: strip(files),
                contents: Vec::new(),
            },
            newest,
        ))
    }

    /// The identity and contents digest of every file of `inputs` outside the module
    /// cache; `None` when one cannot be read.
    fn contents_of(&self, inputs: &Inputs) -> Option<Vec<(PathBuf, String, String)>> {
        use rayon::prelude::*;
        let mut files: Vec<PathBuf> = inputs
            .dirs
            .iter()
            .filter(|dir| !self.immutable(dir))
            .map(|dir| build_files(dir).map(|names| names.into_iter().map(|(_, p)| p)))
            .collect::<io::Result<Vec<_>>>()
            .ok()?
            .into_iter()
            .flatten()
            .filter(|p| p.is_file())
            .collect();
        files.extend(inputs.files.iter().cloned());
        files
            .into_par_iter()
            .map(|path| {
                let (print, _) = identity(&path).ok()?;
                let (len, digest) = content_digest(&path).ok()?;
                Some((
                    path,
                    format!("{print:032x}"),
                    format!("{len:x}-{digest:032x}"),
                ))
            })
            .collect()
    }

    /// Whether every input whose fingerprint changed since `kept` was made holds the
    /// same files with the same contents: the same names in each changed folder, and
    /// each file either of the same identity or of the same contents.
    fn same_contents(&self, kept: &Manifest, now: &Manifest) -> bool {
        let known: HashMap<&Path, (&str, &str)> = kept
            .contents
            .iter()
            .map(|(p, identity, digest)| (p.as_path(), (identity.as_str(), digest.as_str())))
            .collect();
        let unchanged = |path: &Path| -> bool {
            let Some((was, digest)) = known.get(path) else {
                return false;
            };
            match identity(path) {
                Ok((print, _)) if format!("{print:032x}") == *was => true,
                Ok(_) => content_digest(path)
                    .is_ok_and(|(len, d)| format!("{len:x}-{d:032x}") == *digest),
                Err(_) => false,
            }
        };
        // Files named on their own (go.mod), which a folder's count leaves out.
        let listed: std::collections::HashSet<&Path> =
            kept.files.iter().map(|(p, _)| p.as_path()).collect();
        let dirs_agree = kept.dirs.len() == now.dirs.len()
            && kept
                .dirs
                .iter()
                .zip(&now.dirs)
                .all(|((dir, was), (_, is))| {
                    if was == is {
                        return true;
                    }
                    if self.immutable(dir) {
                        return false;
                    }
                    let Ok(names) = build_files(dir) else {
                        return false;
                    };
                    let present: Vec<PathBuf> = names
                        .into_iter()
                        .map(|(_, p)| p)
                        .filter(|p| p.is_file())
                        .collect();
                    let kept_here = known
                        .keys()
                        .filter(|p| p.parent() == Some(dir.as_path()) && !listed.contains(*p))
                        .count();
                    present.len() == kept_here && present.iter().all(|p| unchanged(p))
                });
        dirs_agree
            && kept.files.len() == now.files.len()
            && kept
                .files
                .iter()
                .zip(&now.files)
                .all(|((file, was), (_, is))| was == is || unchanged(file))
    }

    /// [`FactsCache::fingerprint_dir`], read once per run.
    fn fingerprint_once(&self, dir: &Path) -> Option<Print> {
        let seen = |dir: &Path| {
            let seen = self.seen.lock().unwrap_or_else(|e| e.into_inner());
            seen.get(dir).cloned()
        };
        if let Some(print) = seen(dir) {
            return Some(print);
        }
        let print = self.fingerprint_dir(dir).ok()?;
        let mut seen = self.seen.lock().unwrap_or_else(|e| e.into_inner());
        seen.insert(dir.to_path_buf(), print.clone());
        Some(print)
    }

    /// The names and identities of the files `go build` reads in `dir` (in the module
    /// cache, names and sizes), and the last time one of them changed.
    fn fingerprint_dir(&self, dir: &Path) -> io::Result<Print> {
        let immutable = self.immutable(dir);
        let names = build_files(dir)?;
        let mut hasher = Xxh3::new();
        let mut newest = SystemTime::UNIX_EPOCH;
        for (name, path) in names {
            let metadata = fs::metadata(&path)?;
            if !metadata.is_file() {
                continue;
            }
            hasher.update(name.as_bytes());
            hasher.update(&[0]);
            if immutable {
                hasher.update(&metadata.len().to_le_bytes());
                continue;
            }
            let (print, changed) = identity(&path)?;
            hasher.update(&print.to_le_bytes());
            newest = newest.max(changed);
        }
        Ok((format!("{:032x}", hasher.digest128()), newest))
    }

    /// Whether `dir` is in the module cache, whose folders never change.
    fn immutable(&self, dir: &Path) -> bool {
        self.module_cache
            .as_ref()
            .is_some_and(|cache| dir.starts_with(cache))
    }

    /// Whether an input may have changed at `since` or later, by the dates of its files
    /// (or because one cannot be read).
    fn changed_since(&self, inputs: &Inputs, since: SystemTime) -> bool {
        use rayon::prelude::*;
        let newer = |path: &Path| fs::metadata(path).map_or(true, |m| last_change(&m) >= since);
        inputs.files.iter().any(|f| newer(f))
            || inputs
                .dirs
                .par_iter()
                .filter(|dir| !self.immutable(dir))
                .any(|dir| match build_files(dir) {
                    Ok(names) => names.iter().any(|(_, path)| newer(path)),
                    Err(_) => true,
                })
    }
}

/// A file's identity on disk and the last time it changed. Where the file system keeps a
/// change time (ctime, Unix), the identity is the file's device, inode, size,
/// modification and change times, as in git's index: any write sets the change time to
/// the clock's, and no tool can set it back, so an edit that keeps the modification time
/// (`touch -r`, `cp -p`, `tar x`) still shows. Reading the contents instead cost more than
/// a tenth of a run over GOROOT/src whose facts were kept. Elsewhere, the contents.
fn identity(path: &Path) -> io::Result<(u128, SystemTime)> {
    let metadata = fs::metadata(path)?;
    let changed = last_change(&metadata);
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        let mut hasher = Xxh3::new();
        for field in [
            metadata.dev(),
            metadata.ino(),
            metadata.size(),
            metadata.mtime() as u64,
            metadata.mtime_nsec() as u64,
            metadata.ctime() as u64,
            metadata.ctime_nsec() as u64,
        ] {
            hasher.update(&field.to_le_bytes());
        }
        Ok((hasher.digest128(), changed))
    }
    #[cfg(not(unix))]
    {
        // Contents first, then the time: a change after the read shows in the time.
        let (len, digest) = content_digest(path)?;
        let mut hasher = Xxh3::new();
        hasher.update(&len.to_le_bytes());
        hasher.update(&digest.to_le_bytes());
        Ok((
            hasher.digest128(),
            changed.max(last_change(&fs::metadata(path)?)),
        ))
    }
}

/// The last time a file's contents or entry changed: the later of its modification and
/// change times where the file system keeps both.
fn last_change(metadata: &fs::Metadata) -> SystemTime {
    let modified = metadata.modified().unwrap_or_else(|_| SystemTime::now());
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        let changed = u64::try_from(metadata.ctime())
            .ok()
            .map(|s| SystemTime::UNIX_EPOCH + Duration::new(s, metadata.ctime_nsec() as u32));
        modified.max(changed.unwrap_or_else(SystemTime::now))
    }
    #[cfg(not(unix))]
    modified
}

/// The files `go build` may read in `dir`, by name, sorted.
fn build_files(dir: &Path) -> io::Result<Vec<(String, PathBuf)>> {
    let mut names: Vec<(String, PathBuf)> = fs::read_dir(dir)?
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().into_string().ok()?;
            let (_, extension) = name.rsplit_once('.')?;
            BUILD_EXTENSIONS
                .contains(&extension)
                .then(|| (name, e.path()))
        })
        .collect();
    names.sort();
    Ok(names)
}

/// A file's length and the hash of its contents, read a block at a time: a folder may
/// hold a generated file of many megabytes.
fn content_digest(path: &Path) -> io::Result<(u64, u128)> {
    use std::io::Read;
    let mut file = fs::File::open(path)?;
    let mut hasher = Xxh3::new();
    let mut buffer = vec![0; 1 << 16];
    let mut len = 0u64;
    loop {
        let n = file.read(&mut buffer)?;
        if n == 0 {
            return Ok((len, hasher.digest128()));
        }
        hasher.update(&buffer[..n]);
        len += n as u64;
    }
}

fn inputs_of(manifest: &Manifest) -> Inputs {
    Inputs {
        dirs: manifest.dirs.iter().map(|(p, _)| p.clone()).collect(),
        files: manifest.files.iter().map(|(p, _)| p.clone()).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pruning keeps the most recently used entries, by count and by size.
    #[test]
    fn pruning_keeps_the_most_recently_used_entries() {
        let base = tempfile::tempdir().expect("a cache folder");
        let cache = FactsCache::open(base.path(), None).expect("a cache");
        fs::create_dir_all(&cache.dir).expect("its folder");
        let hour = Duration::from_secs(3600);
        let now = SystemTime::now();
        for (name, age, len) in [("old", 3, 10), ("mid", 2, 10), ("new", 1, 10)] {
            let path = cache.dir.join(name);
            fs::write(&path, vec![b'x'; len]).expect("an entry");
            let file = fs::File::options().write(true).open(&path).expect("open");
            file.set_modified(now - hour * age).expect("date it");
        }
        let left = || {
            let mut names: Vec<String> = fs::read_dir(&cache.dir)
                .expect("the folder")
                .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
                .collect();
            names.sort();
            names
        };
        cache.prune(3, 30);
        assert_eq!(left(), ["mid", "new", "old"]);
        cache.prune(3, 25);
        assert_eq!(left(), ["mid", "new"]);
        cache.prune(1, 1000);
        assert_eq!(left(), ["new"]);
    }
}
