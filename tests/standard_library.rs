//! Go's own tree as a corpus of the Go people write: every file tree-sitter sees there
//! parses without an error (new(expr), shadowed builtins, every generic form), so no
//! package of it is left untouched for a parser limit.

mod support;

use rayon::prelude::*;
use std::path::{Path, PathBuf};
use std::process::Command;

/// `$(go env GOROOT)/src`.
fn goroot_src() -> PathBuf {
    let out = support::run_ok(Command::new("go").args(["env", "GOROOT"]));
    PathBuf::from(out.trim()).join("src")
}

/// The `.go` files under `dir` that the go tool builds from, as unbox walks them:
/// `testdata` (the type checker's deliberately broken inputs among them) and folders
/// starting with `_` or `.` are left out; `vendor` is kept, as more real code.
fn go_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("read a GOROOT folder") {
        let entry = entry.expect("a folder entry");
        let name = entry.file_name().to_string_lossy().into_owned();
        let path = entry.path();
        if entry.file_type().expect("file type").is_dir() {
            if name != "testdata" && !name.starts_with(['_', '.']) {
                go_files(&path, out);
            }
        } else if name.ends_with(".go") {
            out.push(path);
        }
    }
}

#[test]
fn every_file_of_the_standard_library_parses_whole() {
    if !support::require("go") {
        return;
    }
    let mut files = Vec::new();
    go_files(&goroot_src(), &mut files);
    assert!(files.len() > 5000, "only {} files", files.len());
    let mut broken: Vec<String> = files
        .par_iter()
        .filter_map(|path| {
            let text = std::fs::read_to_string(path).ok()?;
            let file = unbox::syntax::SourceFile::parse(path.clone(), text);
            let first = file.syntax_errors().into_iter().next()?;
            Some(format!(
                "{}:{}:{}",
                path.display(),
                first.position.line,
                first.position.column
            ))
        })
        .collect();
    broken.sort();
    assert_eq!(broken, Vec::<String>::new());
}

#[test]
fn plan_over_the_standard_library_meets_no_parser_limit() {
    if !support::require("go") {
        return;
    }
    let out = Command::new(env!("CARGO_BIN_EXE_unbox"))
        .args(["plan", "--no-types", "--no-gofmt", "-q"])
        .arg(goroot_src())
        .output()
        .expect("run unbox");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("parser_limit"), "{stderr}");
    assert_eq!(out.status.code(), Some(0), "{stderr}");
}
