//! Formatting rewritten files with the user's own `gofmt`, so output matches their tree.
//!
//! unbox writes gofmt-style text itself; gofmt is the final word when it is installed.
//!
//! Invariant: runs `gofmt` on text through stdin and stdout, with `-l` (which only
//! reads) on files, or with `-w` on copies in a temporary folder of its own; it never
//! writes a user's file.

use crate::syntax::outline::{check_pieces, outline, DeclKind, Piece};
use foldhash::HashSet;
use rayon::prelude::*;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Mutex, OnceLock};

/// What went wrong when formatting.
#[derive(Debug, thiserror::Error)]
pub enum GofmtError {
    #[error("cannot run gofmt: {0}")]
    Spawn(std::io::Error),
    #[error("gofmt rejected the rewritten text: {0}")]
    Rejected(String),
    /// Go's parser rejects one of the user's own files as it is on disk: the position is
    /// the user's, not one in a text unbox wrote.
    #[error("{}:{line}:{column}: {message}", path.display())]
    Syntax {
        path: PathBuf,
        /// 1-based line.
        line: usize,
        /// 1-based byte column, as Go's parser counts.
        column: usize,
        message: String,
    },
}

/// Whether `gofmt` can be run: an executable file of that name on PATH, found once per
/// run (spawning `gofmt -h` to find out cost every run 20 ms).
pub fn available() -> bool {
    static FOUND: OnceLock<bool> = OnceLock::new();
    *FOUND.get_or_init(|| {
        let Some(path) = std::env::var_os("PATH") else {
            return false;
        };
        let name = format!("gofmt{}", std::env::consts::EXE_SUFFIX);
        std::env::split_paths(&path).any(|dir| executable(&dir.join(&name)))
    })
}

/// Whether `path` is a file this process may run.
fn executable(path: &Path) -> bool {
    let Ok(metadata) = std::fs::metadata(path) else {
        return false;
    };
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        metadata.is_file() && metadata.permissions().mode() & 0o111 != 0
    }
    #[cfg(not(unix))]
    {
        metadata.is_file()
    }
}

/// Formats Go source text. A rejection means the rewrite produced invalid Go: a bug that
/// must stop the write, with gofmt's first error lines as the reason.
pub fn format(text: &str) -> Result<String, GofmtError> {
    let mut child = Command::new("gofmt")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(GofmtError::Spawn)?;
    let mut stdin = child.stdin.take().expect("stdin was requested as a pipe");
    let input = text.to_string();
    // Write from another thread so a large file cannot deadlock on full pipes.
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let output = child.wait_with_output().map_err(GofmtError::Spawn)?;
    let _ = writer.join();
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        let first: Vec<&str> = stderr.lines().take(3).collect();
        return Err(GofmtError::Rejected(first.join("; ")));
    }
    String::from_utf8(output.stdout)
        .map_err(|_| GofmtError::Rejected("gofmt wrote bytes that are not UTF-8".into()))
}

/// Formats many texts with one gofmt process: each is written to a temporary folder of
/// its own and formatted there with `gofmt -w`, which formats files in parallel. One
/// process per file was most of the cost of a boxing plan over the standard library
/// (242 files: 1.0 s of processes against 0.3 s for one), and gofmt formats a file it is
/// given by name exactly as it formats the same text on stdin. Each text gets its own
/// result; a rejection is worded as [`format`] words it.
pub fn format_all(texts: &[&str]) -> Vec<Result<String, GofmtError>> {
    if texts.len() < 2 {
        return texts.iter().map(|t| format(t)).collect();
    }
    match format_in_folder(texts) {
        Ok(results) => results,
        Err(e) => texts
            .iter()
            .map(|_| {
                Err(GofmtError::Spawn(std::io::Error::new(
                    e.kind(),
                    e.to_string(),
                )))
            })
            .collect(),
    }
}

/// Formats edited files, each given as its original text and its edited text, by
/// formatting only what the edits touched: the package clause and the changed top-level
/// declarations (with the neighbours no blank line parts them from, since gofmt aligns
/// comments over consecutive lines) go to gofmt as one small file, and what gofmt makes
/// of each declaration there replaces it in the edited text. The rest of the file is the
/// user's, as it was. When the declarations cannot be matched (an outline fails, gofmt's
/// output has other declarations), the whole text is formatted. A boxing plan over the
/// standard library changes a call or two in each of 245 files: gofmt's reading and
/// printing of the rest of them was 0.35 s of a 1.95 s run.
pub fn format_edited(pairs: &[(&str, &str)]) -> Vec<Result<String, GofmtError>> {
    // Outlining both texts of each file is the costly part, and this runs once at the
    // end of a run, when the workers are otherwise idle.
    let parts: Vec<Option<Part>> = pairs
        .par_iter()
        .map(|(old, new)| changed_part(old, new))
        .collect();
    let first: Vec<&str> = pairs
        .iter()
        .zip(&parts)
        .map(|((_, new), part)| part.as_ref().map_or(*new, |p| p.text.as_str()))
        .collect();
    let mut results = format_all(&first);
    let mut again = Vec::new();
    for (i, part) in parts.iter().enumerate() {
        let Some(part) = part else { continue };
        let spliced = match &results[i] {
            Ok(formatted) if *formatted == part.text => Some(pairs[i].1.to_string()),
            Ok(formatted) => part.splice(pairs[i].1, formatted),
            // Rejected in part: the whole text gives the error its true line.
            Err(_) => None,
        };
        match spliced {
            Some(text) => results[i] = Ok(text),
            None => again.push(i),
        }
    }
    if !again.is_empty() {
        let texts: Vec<&str> = again.iter().map(|&i| pairs[i].1).collect();
        for (i, result) in again.into_iter().zip(format_all(&texts)) {
            results[i] = result;
        }
    }
    results
}

/// The part of an edited text that gofmt must see: its text, and the ranges of the
/// edited text's declarations it holds, in order.
struct Part {
    text: String,
    kept: Vec<std::ops::Range<usize>>,
}

/// Closes a part whose last declaration is not the file's last: gofmt treats the end of
/// a file differently from the start of another declaration (it drops trailing blank
/// lines, and a doc comment with nothing below is no doc comment). Formatted as it is.
const SENTINEL: &str = "func _() {}\n";

impl Part {
    /// The edited text with each declaration of the part replaced, whole, by gofmt's
    /// version of it (`formatted`, gofmt's output for the part): a declaration's range
    /// runs up to the next one's keyword, so gofmt's spacing after it comes along.
    /// `None` when `formatted` does not hold the same declarations.
    fn splice(&self, new: &str, formatted: &str) -> Option<String> {
        let outline = outline(formatted)?;
        let mut declarations = outline.declarations.iter();
        let mut out = String::with_capacity(new.len());
        let mut at = 0;
        for range in &self.kept {
            let declaration = declarations.next()?;
            out.push_str(&new[at..range.start]);
            out.push_str(&formatted[declaration.range.clone()]);
            at = range.end;
        }
        out.push_str(&new[at..]);
        let rest: Vec<_> = declarations.collect();
        let closed = at < new.len();
        match rest.as_slice() {
            [] if !closed => Some(out),
            [sentinel] if closed && &formatted[sentinel.range.clone()] == SENTINEL => Some(out),
            _ => None,
        }
    }
}

/// The part of `new` that gofmt must see to judge the edits from `old`: the package
/// clause and the changed declarations, each with the neighbours no blank line parts it
/// from, in file order and exactly as written (a gap in it is always after a blank line,
/// where gofmt's spacing does not depend on what follows), closed by [`SENTINEL`] when
/// the file goes on. A declaration is changed unless a diff of the two files' declaration
/// texts pairs it with an identical one, so edits that add or remove declarations (the
/// options pass replaces an interface and its variant types) still send gofmt only what
/// they touched. `None` when the whole file is needed: an outline fails, or every
/// declaration is in the part anyway.
fn changed_part(old: &str, new: &str) -> Option<Part> {
    let (before, after) = (outline(old)?, outline(new)?);
    let (a, b) = (&before.declarations, &after.declarations);
    if b.first()?.kind != DeclKind::Package {
        return None;
    }
    let old_texts: Vec<&str> = a.iter().map(|d| &old[d.range.clone()]).collect();
    let new_texts: Vec<&str> = b.iter().map(|d| &new[d.range.clone()]).collect();
    let mut seeds = vec![true; b.len()];
    for op in similar::capture_diff_slices(similar::Algorithm::Myers, &old_texts, &new_texts) {
        if let similar::DiffOp::Equal { new_index, len, .. } = op {
            seeds[new_index..new_index + len].fill(false);
        }
    }
    seeds[0] = true;
    let text_of = |i: usize| &new[b[i].range.clone()];
    // With a declaration come the neighbours no blank line parts it from, and the one
    // below when its doc comment ends this one's range: gofmt formats a doc comment by
    // what it documents (never the C preamble of `import "C"`).
    let mut keep = vec![false; b.len()];
    let mut queue: Vec<usize> = (0..b.len()).filter(|&i| seeds[i]).collect();
    while let Some(i) = queue.pop() {
        if std::mem::replace(&mut keep[i], true) {
            continue;
        }
        if i > 0 && !ends_apart(text_of(i - 1)) {
            queue.push(i - 1);
        }
        if i + 1 < b.len() && (!ends_apart(text_of(i)) || ends_with_comment(text_of(i))) {
            queue.push(i + 1);
        }
    }
    if keep.iter().all(|k| *k) {
        return None;
    }
    let mut text = String::new();
    let mut kept = Vec::new();
    for (declaration, _) in b.iter().zip(&keep).filter(|(_, k)| **k) {
        text.push_str(&new[declaration.range.clone()]);
        kept.push(declaration.range.clone());
    }
    if kept.last().is_some_and(|last| last.end < new.len()) {
        text.push_str(SENTINEL);
    }
    Some(Part { text, kept })
}

/// Whether a declaration's text ends with a comment (the next declaration's doc, or a
/// comment gofmt would attach to it).
fn ends_with_comment(text: &str) -> bool {
    text.split('\n')
        .rev()
        .map(str::trim)
        .find(|line| !line.is_empty())
        .is_some_and(|line| line.starts_with("//") || line.ends_with("*/"))
        && text.trim_end().len() < text.len()
}

/// Whether a declaration's text (which runs up to the next declaration's keyword, so it
/// ends with that one's doc comment) has a blank line before that comment: gofmt aligns
/// nothing across it.
fn ends_apart(text: &str) -> bool {
    let mut lines = text.split('\n').rev();
    // The text ends where the next keyword starts: on a line of its own, or not apart.
    if lines.next().is_some_and(|last| !last.trim().is_empty()) {
        return false;
    }
    for line in lines {
        let line = line.trim();
        if line.is_empty() {
            return true;
        }
        if !(line.starts_with("//") || line.starts_with("/*") || line.starts_with('*')) {
            return false;
        }
    }
    false
}

/// Files per gofmt process, so that a long list of names stays far below the system's
/// limit on a command line.
const FILES_PER_RUN: usize = 2000;

fn format_in_folder(texts: &[&str]) -> std::io::Result<Vec<Result<String, GofmtError>>> {
    let folder = tempfile::Builder::new().prefix("unbox-format-").tempdir()?;
    let names: Vec<String> = (0..texts.len()).map(|i| format!("f{i}.go")).collect();
    for (name, text) in names.iter().zip(texts) {
        std::fs::write(folder.path().join(name), text)?;
    }
    let mut errors: Vec<Vec<String>> = vec![Vec::new(); texts.len()];
    // Files of a run whose errors gofmt did not tie to a file: formatted alone.
    let mut alone: Vec<usize> = Vec::new();
    for (chunk, first) in names
        .chunks(FILES_PER_RUN)
        .zip((0..).step_by(FILES_PER_RUN))
    {
        let output = Command::new("gofmt")
            .arg("-w")
            .args(chunk)
            .current_dir(folder.path())
            .stdin(Stdio::null())
            .output()?;
        let stderr = String::from_utf8_lossy(&output.stderr);
        for line in stderr.lines() {
            // `fN.go:line:col: message`, as `<standard input>:line:col: message` on stdin.
            let owner = line
                .split_once(".go:")
                .and_then(|(name, _)| name.strip_prefix('f')?.parse::<usize>().ok())
                .filter(|i| (first..first + chunk.len()).contains(i));
            match owner {
                Some(i) => {
                    errors[i].push(line.replacen(&format!("f{i}.go:"), "<standard input>:", 1))
                }
                // A message naming no file of the run (a `//line parse.y:120` directive
                // renames the file in gofmt's errors): every file of it is formatted
                // alone, so that the error fails only its own.
                None => alone.extend(first..first + chunk.len()),
            }
        }
        if !output.status.success() && stderr.trim().is_empty() {
            let why = format!("gofmt exited with {}", output.status);
            (first..first + chunk.len()).for_each(|i| errors[i].push(why.clone()));
        }
    }
    alone.sort_unstable();
    alone.dedup();
    Ok(names
        .iter()
        .zip(errors)
        .enumerate()
        .map(|(i, (name, errors))| {
            if alone.binary_search(&i).is_ok() {
                return format(texts[i]);
            }
            if !errors.is_empty() {
                let first: Vec<&str> = errors.iter().take(3).map(String::as_str).collect();
                return Err(GofmtError::Rejected(first.join("; ")));
            }
            let bytes = std::fs::read(folder.path().join(name)).map_err(GofmtError::Spawn)?;
            String::from_utf8(bytes)
                .map_err(|_| GofmtError::Rejected("gofmt wrote bytes that are not UTF-8".into()))
        })
        .collect())
}

/// Whether Go's own parser accepts a file (`gofmt -e`, which reports every syntax error).
/// `Err` holds its first errors, positions as `line:col` (the `<standard input>:` prefix
/// dropped), for the caller to put the file name in front.
pub fn parses(text: &str) -> Result<(), GofmtError> {
    match format(text) {
        Ok(_) => Ok(()),
        Err(GofmtError::Rejected(why)) => {
            Err(GofmtError::Rejected(why.replace("<standard input>:", "")))
        }
        Err(e) => Err(e),
    }
}

/// Files larger than this are checked a part at a time (see [`check_files`]).
const SPLIT_ABOVE: usize = 1 << 20;

/// About how large each part of a split file is.
const PART: usize = 256 << 10;

/// Checks files with Go's parser in one run of the facts program's `-parse` mode, which
/// parses as gofmt does and prints errors as `gofmt -e` does, but formats nothing:
/// `gofmt -e -l` prints each file to compare it, and for code nested thousands of blocks
/// deep that text grows with the square of the depth (10,000 blocks: 5 s and 500 MB).
/// Without the program (no `go` on PATH) it falls back to `gofmt -e -l`, which only
/// reads. `Err` is [`GofmtError::Syntax`] at the first error's file, line and column when
/// the parser names one of `files`, else `Rejected` with its first lines. A set of files
/// found valid is remembered for the rest of the run, since a package proved across its
/// module is rewritten twice.
///
/// A file over 1 MB is checked in parts of about 256 KB ([`check_pieces`]): whole
/// declarations, or the elements of one large `var NAME = TYPE{…}` literal, each written
/// to a temporary file behind a `package` clause, with `/*line*/` directives so that every
/// error names the file's own path and position. Go's parser then holds one part's tree at
/// a time instead of the whole file's, which for a generated table is about 30 times its
/// size.
pub fn check_files(files: &[(&Path, &str)]) -> Result<(), GofmtError> {
    check_files_in_parts(files, SPLIT_ABOVE, PART)
}

/// [`check_files`] with the sizes given: files over `split_above` bytes are checked in
/// parts of about `part` bytes. Tests use small sizes to cut ordinary files.
pub fn check_files_in_parts(
    files: &[(&Path, &str)],
    split_above: usize,
    part: usize,
) -> Result<(), GofmtError> {
    if files.is_empty() {
        return Ok(());
    }
    let key = files_key(files);
    if valid_sets().lock().is_ok_and(|seen| seen.contains(&key)) {
        return Ok(());
    }
    check_files_uncached(files, split_above, part)?;
    if let Ok(mut seen) = valid_sets().lock() {
        seen.insert(key);
    }
    Ok(())
}

/// The sets of files (paths and texts) this run found valid.
fn valid_sets() -> &'static Mutex<HashSet<u128>> {
    static SETS: OnceLock<Mutex<HashSet<u128>>> = OnceLock::new();
    SETS.get_or_init(Default::default)
}

/// A set of files' identity: each path and text, lengths first.
fn files_key(files: &[(&Path, &str)]) -> u128 {
    let mut hasher = xxhash_rust::xxh3::Xxh3::new();
    for (path, text) in files {
        let path = path.as_os_str().as_encoded_bytes();
        hasher.update(&(path.len() as u64).to_le_bytes());
        hasher.update(path);
        hasher.update(&(text.len() as u64).to_le_bytes());
        hasher.update(text.as_bytes());
    }
    hasher.digest128()
}

fn check_files_uncached(
    files: &[(&Path, &str)],
    split_above: usize,
    part: usize,
) -> Result<(), GofmtError> {
    let parts = tempfile::Builder::new()
        .prefix("unbox-check-")
        .tempdir()
        .map_err(GofmtError::Spawn)?;
    let mut args: Vec<PathBuf> = Vec::new();
    let mut split = false;
    for (n, (path, text)) in files.iter().enumerate() {
        let spelled = path.display().to_string();
        if text.len() <= split_above || spelled.contains("*/") {
            args.push(path.to_path_buf());
            continue;
        }
        split = true;
        let lines = LineIndex::new(text);
        for (k, piece) in check_pieces(text, part).iter().enumerate() {
            let part = parts.path().join(format!("f{n}-p{k}.go"));
            let body = part_text(&spelled, text, piece, &lines);
            std::fs::write(&part, body).map_err(GofmtError::Spawn)?;
            args.push(part);
        }
    }
    let mut parser = match crate::typecheck::parser_program() {
        Some(program) => {
            let mut command = Command::new(program);
            command.arg("-parse");
            command
        }
        None => {
            let mut gofmt = Command::new("gofmt");
            if split {
                // gofmt parses files while their sizes sum to under 2 MB per core; each
                // part's tree is about 30 times its text, so on two cores 4 MB of parts
                // held 120 MB. One core halves that, and unbox's own threads keep the
                // others busy. The facts program parses one file at a time.
                gofmt.env("GOMAXPROCS", "1");
            }
            gofmt.args(["-e", "-l"]);
            gofmt
        }
    };
    let output = parser
        .args(&args)
        .stdin(Stdio::null())
        .output()
        .map_err(GofmtError::Spawn)?;
    // Go reads a relative `/*line*/` file name from the part's folder; say it as given.
    let stderr = String::from_utf8_lossy(&output.stderr).replace(
        &format!("{}{}", parts.path().display(), std::path::MAIN_SEPARATOR),
        "",
    );
    if output.status.success() && stderr.trim().is_empty() {
        return Ok(());
    }
    let spelled: Vec<(String, &Path)> = files
        .iter()
        .map(|(path, _)| (path.display().to_string(), *path))
        .collect();
    if let Some(error) = stderr.lines().find_map(|line| located(line, &spelled)) {
        return Err(error);
    }
    let first: Vec<&str> = stderr.lines().take(3).collect();
    Err(GofmtError::Rejected(first.join("; ")))
}

/// A line of gofmt's stderr, `path:line:col: message`, read as a [`GofmtError::Syntax`]
/// when `path` is one of the files given. The path is matched whole, not split at the
/// first colon, since a path may hold colons of its own.
fn located(line: &str, files: &[(String, &Path)]) -> Option<GofmtError> {
    files.iter().find_map(|(spelled, path)| {
        let rest = line.strip_prefix(spelled.as_str())?.strip_prefix(':')?;
        let mut parts = rest.splitn(3, ':');
        let line_no: usize = parts.next()?.parse().ok()?;
        let column: usize = parts.next()?.parse().ok()?;
        let message = parts.next()?.trim().to_string();
        Some(GofmtError::Syntax {
            path: path.to_path_buf(),
            line: line_no,
            column,
            message,
        })
    })
}

/// One part as Go's parser reads it: the file's header as it is, or a `package` clause and
/// the part placed by `/*line*/` directives where it stands in `path`.
fn part_text(path: &str, text: &str, piece: &Piece, lines: &LineIndex) -> String {
    if piece.range.start == 0 {
        return text[piece.range.clone()].to_string();
    }
    let mut out = String::from("package p;");
    let place = |out: &mut String, range: std::ops::Range<usize>| {
        let (line, column) = lines.position(range.start);
        out.push_str(&format!("/*line {path}:{line}:{column}*/"));
        out.push_str(&text[range]);
    };
    if let Some(opening) = piece.opening.clone() {
        place(&mut out, opening);
    }
    place(&mut out, piece.range.clone());
    if piece.needs_close {
        out.push_str("\n}\n");
    }
    out
}

/// Line starts of a text, for 1-based line and byte-column positions.
struct LineIndex(Vec<usize>);

impl LineIndex {
    fn new(text: &str) -> LineIndex {
        LineIndex(
            std::iter::once(0)
                .chain(text.match_indices('\n').map(|(i, _)| i + 1))
                .collect(),
        )
    }

    fn position(&self, byte: usize) -> (usize, usize) {
        let row = self.0.partition_point(|&s| s <= byte) - 1;
        (row + 1, byte - self.0[row] + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// gofmt is needed here; without it the test says so, and fails under CI.
    fn gofmt_here() -> bool {
        if available() {
            return true;
        }
        assert!(std::env::var_os("CI").is_none(), "gofmt is not on PATH");
        eprintln!("SKIPPED: gofmt is not on PATH");
        false
    }

    /// One process formats each text as gofmt formats it on stdin, and a text gofmt
    /// rejects fails alone, worded as on stdin.
    #[test]
    fn formatting_many_texts_gives_each_what_stdin_gives() {
        if !gofmt_here() {
            return;
        }
        let texts = [
            "package a\nfunc  F( x int)int{return x+1}\n",
            "package b\n\nimport (\n\t\"strings\"\n\t\"fmt\"\n)\n\nvar _ = fmt.Sprint(strings.ToUpper(\"x\"))\n",
            "package c\nfunc {\n",
            "package d\r\n\r\nvar x = []int{1,2,\r\n3}\r\n",
        ];
        let all = format_all(&texts);
        assert_eq!(all.len(), texts.len());
        for (text, got) in texts.iter().zip(&all) {
            match (format(text), got) {
                (Ok(want), Ok(got)) => assert_eq!(&want, got),
                (Err(GofmtError::Rejected(want)), Err(GofmtError::Rejected(got))) => {
                    assert_eq!(&want, got);
                    assert!(got.starts_with("<standard input>:2:"), "{got}");
                }
                (want, got) => panic!("{text:?}: stdin gave {want:?}, one run gave {got:?}"),
            }
        }
        assert!(all[0]
            .as_ref()
            .is_ok_and(|t| t.contains("func F(x int) int")));
        assert!(all[2].is_err());
    }

    /// Formatting only the edited declarations gives what formatting the whole file
    /// gives, in every shape where a declaration's format depends on more than itself or
    /// where the edit needs gofmt: a binary expression among arguments (`b + c` becomes
    /// `b+c`), comments aligned over two declarations with no blank line between them,
    /// an import added out of order, a left-out declaration's doc comment, an edit in
    /// the last declaration; a rejected edit is rejected at its line in the whole file.
    #[test]
    fn formatting_the_edited_declarations_gives_what_the_whole_file_gives() {
        if !gofmt_here() {
            return;
        }
        let raw = "// Package a is a test.\npackage a\n\nimport (\n\t\"fmt\"\n\t\"os\"\n)\n\n\
            var a = 1 // one\nvar bb = fmt.Sprint(2) // two\n\n\
            func Keep() { os.Exit(1) }\n\n\
            // Sum adds.\nfunc Sum(b, c int) string {\n\treturn fmt.Sprint(b, c)\n}\n\n\
            func Also() {}\n\n\
            func Last(c int) string {\n\treturn fmt.Sprintf(\"%d\", c)\n}\n";
        let old = &format(raw).expect("the original is valid");
        assert!(old.contains("var a = 1              // one"), "{old}");
        let edits = [
            ("\"os\"\n", "\"os\"\n\t\"strconv\"\n\t\"errors\"\n"),
            ("var bb = fmt.Sprint(2)", "var bb = strconv.Itoa(2)"),
            ("fmt.Sprint(b, c)", "f(b + c, c)"),
            (
                "fmt.Sprintf(\"%d\", c)",
                "strconv.Itoa(c) + errors.New(\"x\").Error()",
            ),
        ];
        let mut new = old.to_string();
        for (from, to) in edits {
            new = new.replacen(from, to, 1);
        }
        let whole = format(&new).expect("the edited text is valid");
        assert_ne!(whole, new, "the edits need gofmt");
        let pairs = [(old.as_str(), new.as_str())];
        let part = changed_part(old, &new).expect("declarations match");
        assert!(!part.text.contains("func Keep") && !part.text.contains("func Also"));
        let got = format_edited(&pairs);
        assert_eq!(got[0].as_deref().expect("formatted"), whole);
        // An edit gofmt rejects: the error names its line in the whole file.
        let broken = new.replacen("return f(", "return f((", 1);
        let got = format_edited(&[(old.as_str(), broken.as_str())]);
        match (&got[0], format(&broken)) {
            (Err(GofmtError::Rejected(got)), Err(GofmtError::Rejected(want))) => {
                assert_eq!(got, &want)
            }
            (got, want) => panic!("in part: {got:?}; whole: {want:?}"),
        }
    }

    /// Shapes an outside probe found where formatting a part once differed from
    /// formatting the file: two declarations joined by `;` (spliced as invalid Go), a
    /// `var` turned `const` beside a `var` (gofmt parts them with a blank line), an edit
    /// dropping the final line break, a doc comment edited in the declaration above
    /// the one it documents (gofmt formats it by what it documents, and never the C
    /// preamble of `import "C"`), a package clause whose comment is aligned with the
    /// import below it.
    #[test]
    fn formatting_a_part_agrees_with_the_whole_file_where_a_probe_once_disagreed() {
        if !gofmt_here() {
            return;
        }
        let cases: [(&str, &str, &str); 6] = [
            ("package zap\n\nvar a = 1\nvar b = 2\n\nfunc f() {}\n", "var a = 1\nvar b = 2", "var a = 1; var b = 3"),
            ("package zap\n\nvar _levelA = 1\nvar _levelB = 2\n\nfunc a() int {\n\treturn _levelA + _levelB\n}\n", "var _levelB", "const _levelB"),
            ("package zap\n\nfunc a() {}\n\nfunc b() int {\n\treturn 1\n}\n", "return 1\n}\n", "return 1 + 2\n}"),
            ("package native\n\nimport \"unsafe\"\n\n// #include <stdlib.h>\n// #cgo LDFLAGS: -lm\nimport \"C\"\n\nfunc free(p *C.char) { C.free(unsafe.Pointer(p)) }\n", "-lm\n", "-lm -lz\n//   extra\n"),
            ("package zap\n\n// Field is a key-value pair.\ntype Field struct {\n\tKey string\n}\n\n// Any takes a key and an arbitrary value.\nfunc Any(key string, value interface{}) Field {\n\treturn Field{Key: key}\n}\n", "arbitrary value.\n", "arbitrary value.\n// It chooses:\n//  - a typed field when it can\n//  - Reflect otherwise\n"),
            ("package zap  // import \"go.uber.org/zap\"\nimport \"fmt\" // for Sprint\n\nfunc f() string { return fmt.Sprint(1) }\n\nfunc g() {}\n", "Sprint(1)", "Sprint(1 + 2)"),
        ];
        for (old, from, to) in cases {
            assert_eq!(
                format(old).as_deref().ok(),
                Some(old),
                "not gofmt-clean: {old}"
            );
            let new = old.replacen(from, to, 1);
            assert_ne!(new, old);
            let got = format_edited(&[(old, new.as_str())]);
            assert_eq!(
                got[0].as_deref().ok(),
                format(&new).as_deref().ok(),
                "{new}"
            );
        }
    }

    /// A `//line` directive makes gofmt name another file in its errors: the error of one
    /// text of a run must not fail the others, which come out as gofmt formats them.
    #[test]
    fn an_error_under_a_line_directive_fails_only_its_own_text() {
        if !gofmt_here() {
            return;
        }
        let broken = "package parser\n\nfunc yyParse() int {\n//line parse.y:120\n\tprintln(,1)\n\treturn 0\n}\n";
        let valid = "package parser\n\nfunc other() int {\n\treturn 1+2\n}\n";
        let got = format_all(&[valid, broken, valid]);
        assert!(got[1].is_err(), "{got:?}");
        for i in [0, 2] {
            assert_eq!(got[i].as_deref().ok(), format(valid).as_deref().ok());
        }
    }

    /// A declaration the edits leave alone keeps the user's text even where gofmt would
    /// change it: the diff holds unbox's changes only.
    #[test]
    fn declarations_the_edits_leave_alone_keep_the_users_text() {
        if !gofmt_here() {
            return;
        }
        let old = "package a\n\nimport \"fmt\"\n\nfunc Mine() { x:=1; _ = x }\n\n\
            func Edited(n int) string {\n\treturn fmt.Sprint(n)\n}\n";
        let new = old.replacen("fmt.Sprint(n)", "fmt.Sprint(n + 1, n)", 1);
        let got = format_edited(&[(old, new.as_str())]);
        let got = got[0].as_deref().expect("formatted");
        assert!(got.contains("func Mine() { x:=1; _ = x }"), "{got}");
        assert!(got.contains("fmt.Sprint(n+1, n)"), "{got}");
    }

    /// Edits that add and remove declarations, as the options pass makes them (the
    /// interface and a variant type go, a struct and its methods come): gofmt still gets
    /// only what changed, and the result is what formatting the whole file gives. A
    /// function no edit touches, nested ten thousand blocks deep (gofmt alone takes
    /// seconds to indent it), is not sent.
    #[test]
    fn edits_that_add_and_remove_declarations_send_only_what_changed() {
        if !gofmt_here() {
            return;
        }
        let deep = format!(
            "func deep(x int) int {{\n{}x++\n{}return x\n}}\n",
            "{\n".repeat(10_000),
            "}\n".repeat(10_000)
        );
        let old = format!(
            "package a\n\ntype Option interface{{ apply(*config) }}\n\ntype config struct{{ n int }}\n\n\
             type nOption int\n\nfunc (o nOption) apply(c *config) {{ c.n = int(o) }}\n\n\
             // WithN sets n.\nfunc WithN(n int) Option {{ return nOption(n) }}\n\n{deep}"
        );
        let new = old
            .replacen(
                "type Option interface{ apply(*config) }",
                "type Option struct {\n\tkind uint8\n\tn    int\n}\n\nfunc (o Option) apply(c *config) {\n\tif o.kind == 1 { c.n = o.n }\n}",
                1,
            )
            .replacen(
                "type nOption int\n\nfunc (o nOption) apply(c *config) { c.n = int(o) }\n\n",
                "",
                1,
            )
            .replacen("return nOption(n)", "return Option{kind: 1, n: n}", 1);
        let part = changed_part(&old, &new).expect("declarations matched by a diff");
        assert!(part.text.contains("type Option struct"), "{}", part.text);
        assert!(!part.text.contains("func deep"), "{}", part.text);
        let got = format_edited(&[(old.as_str(), new.as_str())]);
        let got = got[0].as_deref().expect("formatted");
        assert!(
            got.contains("\tif o.kind == 1 {\n\t\tc.n = o.n\n\t}"),
            "{got}"
        );
        // The deep function keeps the user's text, unindented.
        assert!(
            got.ends_with(&deep),
            "the untouched function is the user's text"
        );
        // What gofmt makes of the whole file, outside the deep function, is the same.
        let small_old = old.replace(&deep, "");
        let small_new = new.replace(&deep, "");
        let whole = format(&small_new).expect("valid");
        let got = format_edited(&[(small_old.as_str(), small_new.as_str())]);
        assert_eq!(got[0].as_deref().expect("formatted"), whole);
    }
}
