//! The cost of `apply`'s write phase: 350 files in 70 package folders of a git repository,
//! every precondition checked and every file replaced, timed around the library's
//! `apply::apply` (the analysis before it is not included).
//!
//! Run with `cargo bench --bench apply` (release build). `UNBOX_BENCH_ROUNDS` (default 9)
//! sets how many fresh trees are written; it prints each round and the median. To compare
//! two builds, run their bench binaries in turn, alternating, so that both see the same
//! disk and page cache. Not a test: nothing here asserts a time.

#[path = "../support/mod.rs"]
mod support;

use std::path::{Path, PathBuf};
use std::time::Instant;
use unbox::apply::{apply, ApplyOptions};
use unbox::engine::FileChange;

const PACKAGES: usize = 70;
const FILES_PER_PACKAGE: usize = 5;

/// A Go file of about 3 KB, as a handler package of a game server might hold.
fn source(package: usize, file: usize, version: &str) -> String {
    let mut text = format!("package p{package}\n\nimport \"fmt\"\n\n");
    for i in 0..24 {
        text.push_str(&format!(
            "// Handle{file}x{i} answers request {i} of file {file} ({version}).\nfunc Handle{file}x{i}(id int) string {{\n\treturn fmt.Sprint(id + {i})\n}}\n\n"
        ));
    }
    text
}

/// A committed tree of 350 files and the changes rewriting every one of them.
fn tree(root: &Path) -> Vec<FileChange> {
    let mut changes = Vec::new();
    std::fs::write(root.join("go.mod"), "module example.com/bench\n\ngo 1.22\n").expect("go.mod");
    for p in 0..PACKAGES {
        let dir = root.join(format!("p{p}"));
        std::fs::create_dir_all(&dir).expect("package folder");
        for f in 0..FILES_PER_PACKAGE {
            let path: PathBuf = dir.join(format!("f{f}.go"));
            let old = source(p, f, "old");
            std::fs::write(&path, &old).expect("write a file");
            changes.push(FileChange {
                path,
                old,
                new: source(p, f, "new"),
            });
        }
    }
    support::git(root, &["init", "-q", "-b", "main"]);
    support::git(root, &["add", "-A"]);
    support::git(root, &["commit", "-q", "-m", "tree"]);
    changes
}

fn main() {
    let rounds: usize = std::env::var("UNBOX_BENCH_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(9);
    let base = std::env::var_os("UNBOX_BENCH_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(std::env::temp_dir);
    let mut times = Vec::new();
    for round in 0..rounds {
        let dir = tempfile::tempdir_in(&base).expect("temp folder");
        let changes = tree(dir.path());
        let options = ApplyOptions {
            allow_dirty: false,
            ..Default::default()
        };
        let started = Instant::now();
        let report = apply(&changes, options);
        let took = started.elapsed().as_secs_f64() * 1e3;
        assert!(report.problems.is_empty(), "{:?}", report.problems);
        assert_eq!(report.written.len(), changes.len());
        println!("round {round}: {took:.1} ms");
        times.push(took);
    }
    times.sort_by(f64::total_cmp);
    println!(
        "apply, {} files in {PACKAGES} folders: median {:.1} ms (min {:.1}, max {:.1})",
        PACKAGES * FILES_PER_PACKAGE,
        times[times.len() / 2],
        times[0],
        times[times.len() - 1]
    );
}
