//! Helpers shared by the integration tests: temp copies of Go packages, the Go toolchain
//! requirement, and running the unbox binary.
#![allow(dead_code)] // Each test crate uses a different subset.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The crate root, where `transforms/` and `examples/` live.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Whether a tool can be run. Under `CI`, a missing Go toolchain fails the test instead of
/// skipping it, so CI can never pass without having run the Go checks.
pub fn require(tool: &str) -> bool {
    let found = Command::new(tool)
        .arg(if tool == "go" { "version" } else { "--help" })
        .output()
        .is_ok();
    if !found {
        if std::env::var_os("CI").is_some() {
            panic!("{tool} is required when CI is set, and it is not on PATH");
        }
        // Written to the real stderr, not through eprintln!, which the test harness
        // captures: a skip must show in `cargo test` output, not look like a pass.
        use std::io::Write;
        let _ = writeln!(
            std::io::stderr(),
            "SKIPPED: {tool} is not on PATH; install Go to run this test"
        );
    }
    found
}

/// Copies a folder tree (files only, no symlinks followed).
pub fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("create the copy's folder");
    for entry in std::fs::read_dir(from).expect("read the folder to copy") {
        let entry = entry.expect("read a folder entry");
        let target = to.join(entry.file_name());
        if entry.file_type().expect("file type").is_dir() {
            copy_tree(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).expect("copy a file");
        }
    }
}

/// Writes `files` (relative path, text) under `root`, making their folders.
pub fn write_tree(root: &Path, files: &[(&str, &str)]) {
    for (path, text) in files {
        let path = root.join(path);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).expect("make a folder");
        }
        std::fs::write(&path, text).unwrap_or_else(|e| panic!("write {}: {e}", path.display()));
    }
}

/// A temp copy of a Go package, made a module if it is not one already.
pub fn module_copy(package: &Path, module: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("create a temp folder");
    copy_tree(package, dir.path());
    let go_mod = dir.path().join("go.mod");
    if !go_mod.exists() {
        std::fs::write(&go_mod, format!("module example.com/{module}\n\ngo 1.22\n"))
            .expect("write go.mod");
    }
    dir
}

/// A `go` command that never reaches the network or switches toolchains.
pub fn go(dir: &Path) -> Command {
    let mut cmd = Command::new("go");
    cmd.current_dir(dir)
        .env("GOTOOLCHAIN", "local")
        .env("GOPROXY", "off")
        .env("GOFLAGS", "-mod=mod");
    cmd
}

/// Runs git in `dir` with a test identity and no signing, failing the test on an error.
pub fn git(dir: &Path, args: &[&str]) {
    let out = Command::new("git")
        .args([
            "-c",
            "user.name=unbox test",
            "-c",
            "user.email=test@example.com",
            "-c",
            "commit.gpgsign=false",
        ])
        .args(args)
        .current_dir(dir)
        .output()
        .expect("run git");
    assert!(
        out.status.success(),
        "git {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Runs a command and returns its stdout, failing the test with everything it printed.
pub fn run_ok(cmd: &mut Command) -> String {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"));
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "{cmd:?} failed with {}\nstdout:\n{stdout}\nstderr:\n{stderr}",
        out.status
    );
    stdout
}

/// The case folders of one pass, sorted.
pub fn cases(pass: &str) -> Vec<PathBuf> {
    let mut cases: Vec<PathBuf> = std::fs::read_dir(root().join("transforms").join(pass))
        .expect("transforms/<pass> exists")
        .map(|e| e.expect("read a case entry").path())
        .filter(|p| p.is_dir())
        .collect();
    cases.sort();
    cases
}

/// Extra command-line flags a case asks for with a `// Flags: …` line.
pub fn case_flags(case: &Path) -> Vec<String> {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(case)
        .map(|d| d.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    entries.sort();
    entries
        .iter()
        .filter_map(|p| std::fs::read_to_string(p).ok())
        .find_map(|text| {
            text.lines()
                .find_map(|l| l.strip_prefix("// Flags: ").map(str::to_string))
        })
        .map(|flags| flags.split_whitespace().map(str::to_string).collect())
        .unwrap_or_default()
}

/// `allocs/op` per benchmark, from `go test -bench -benchmem` output.
/// Allocations per op of every benchmark of a module copy, with a fixed iteration count:
/// allocation counts do not depend on timing.
pub fn benchmark_allocs(dir: &Path) -> Vec<(String, f64)> {
    allocs_per_op(&run_ok(go(dir).args([
        "test",
        "-run",
        "^$",
        "-bench",
        ".",
        "-benchmem",
        "-benchtime",
        "2000x",
        "./...",
    ])))
}

pub fn allocs_per_op(output: &str) -> Vec<(String, f64)> {
    output
        .lines()
        .filter(|l| l.starts_with("Benchmark"))
        .filter_map(|l| {
            let fields: Vec<&str> = l.split_whitespace().collect();
            let name = fields[0]
                .rsplit_once('-')
                .map_or(fields[0], |(n, _)| n)
                .to_string();
            let at = fields.iter().position(|f| *f == "allocs/op")?;
            Some((name, fields[at - 1].parse().ok()?))
        })
        .collect()
}

/// A generated table of about `size` bytes, as code generators write them: a named struct
/// type and one `var table = []entry{…}` of keyed-free elements, one per line.
pub fn generated_table(size: usize) -> String {
    let mut table = String::from(
        "package bare\n\ntype entry struct {\n\tkey   string\n\tvalue int\n}\n\nvar table = []entry{\n",
    );
    let mut i = 0;
    while table.len() < size {
        table.push_str(&format!("\t{{\"key{i}\", {}}},\n", i * 7));
        i += 1;
    }
    table.push_str("}\n");
    table
}
