//! Speed and memory of `unbox plan` on the Go standard library, side by side with
//! `gofmt -l` on the same tree in the same run, whole tree and half of it; then the
//! memory of a package holding an option family beside a 20 MB generated table.
//!
//! Run with `cargo bench --bench stdlib` (release build). It prints a Markdown table; the
//! README quotes one, with the date and machine. Not a test: nothing here asserts a time.

#[path = "../support/mod.rs"]
mod support;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

const RUNS: usize = 3;

/// Wall seconds and peak resident memory (KiB, when `/usr/bin/time` is there) of one run,
/// with `envs` set. unbox's result cache is off unless `envs` turns it on: the tables
/// measure the passes, with the type checker's answers reused or computed.
fn measure(program: &str, args: &[String], envs: &[(&str, &str)]) -> (f64, Option<u64>) {
    let time = Path::new("/usr/bin/time");
    if time.exists() {
        let out = Command::new(time)
            .arg("-f")
            .arg("%e %M")
            .arg(program)
            .args(args)
            .env("UNBOX_RESULT_CACHE", "off")
            .envs(envs.iter().copied())
            .output()
            .expect("run under /usr/bin/time");
        let stderr = String::from_utf8_lossy(&out.stderr);
        let last = stderr.lines().last().unwrap_or_default();
        let mut fields = last.split_whitespace();
        let seconds = fields
            .next()
            .and_then(|s| s.parse().ok())
            .unwrap_or(f64::NAN);
        let kib = fields.next().and_then(|s| s.parse().ok());
        return (seconds, kib);
    }
    let started = Instant::now();
    Command::new(program)
        .args(args)
        .env("UNBOX_RESULT_CACHE", "off")
        .envs(envs.iter().copied())
        .output()
        .expect("run");
    (started.elapsed().as_secs_f64(), None)
}

/// One row of the table: tree name, its folders, their .go files, extra arguments and
/// environment.
type Row<'a> = (
    &'a str,
    &'a [PathBuf],
    usize,
    &'a [&'a str],
    &'a [(&'a str, &'a str)],
);

/// The median of several runs (by time), with its memory.
fn median(program: &str, args: &[String], envs: &[(&str, &str)]) -> (f64, Option<u64>) {
    let mut runs: Vec<(f64, Option<u64>)> =
        (0..RUNS).map(|_| measure(program, args, envs)).collect();
    runs.sort_by(|a, b| a.0.total_cmp(&b.0));
    runs[RUNS / 2]
}

fn go_files(dir: &Path) -> usize {
    let mut count = 0;
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "go") {
                count += 1;
            }
        }
    }
    count
}

fn main() {
    let goroot = Command::new("go")
        .args(["env", "GOROOT"])
        .output()
        .expect("go is needed for this benchmark");
    let src = PathBuf::from(String::from_utf8_lossy(&goroot.stdout).trim()).join("src");
    let mut top: Vec<PathBuf> = std::fs::read_dir(&src)
        .expect("GOROOT/src")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .collect();
    top.sort();
    // Half of the tree by .go files, taking top-level folders in order.
    let total: usize = top.iter().map(|d| go_files(d)).sum();
    let mut half = Vec::new();
    let mut counted = 0;
    for dir in &top {
        if counted * 2 >= total {
            break;
        }
        counted += go_files(dir);
        half.push(dir.clone());
    }
    let unbox = env!("CARGO_BIN_EXE_unbox");
    let src_arg = src.to_string_lossy().into_owned();
    // Warm the type checker's cache (its binary and Go's build cache, and the facts of an
    // unchanged tree) so that the rows below measure a warm run; the first row shows a
    // cold one only on a fresh machine. Rows marked "facts computed" turn the facts cache
    // off: they are what a run costs after a change to a package the type checker reads.
    let _ = Command::new(unbox)
        .args(["plan", "--quiet", &src_arg])
        .output();
    println!(
        "| tree | passes | .go files | unbox plan | gofmt -l | ratio | unbox peak RSS | gofmt peak RSS |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    let whole = vec![src.clone()];
    let computed: &[(&str, &str)] = &[("UNBOX_FACTS_CACHE", "off")];
    let runs: [Row; 10] = [
        ("half", &half, counted, &[], &[]),
        ("whole", &whole, total, &[], &[]),
        ("whole", &whole, total, &[], computed),
        ("whole", &whole, total, &["--no-types"], &[]),
        ("whole", &whole, total, &["--pass", "options"], &[]),
        ("whole", &whole, total, &["--pass", "records"], &[]),
        ("whole", &whole, total, &["--pass", "records"], computed),
        ("whole", &whole, total, &["--pass", "boxing"], &[]),
        (
            "whole",
            &whole,
            total,
            &["--pass", "options,records,boxing"],
            &[],
        ),
        (
            "whole",
            &whole,
            total,
            &["--pass", "records", "--no-types"],
            &[],
        ),
    ];
    let (g_whole, g_whole_mem) = median("gofmt", &["-l".to_string(), src_arg.clone()], &[]);
    for (name, paths, files, extra, envs) in runs {
        let paths: Vec<String> = paths
            .iter()
            .map(|p| p.to_string_lossy().into_owned())
            .collect();
        let mut unbox_args = vec!["plan".to_string(), "--quiet".to_string()];
        unbox_args.extend(extra.iter().map(|a| a.to_string()));
        unbox_args.extend(paths.iter().cloned());
        let (u, u_mem) = median(unbox, &unbox_args, envs);
        let (g, g_mem) = if name == "whole" {
            (g_whole, g_whole_mem)
        } else {
            let mut gofmt_args = vec!["-l".to_string()];
            gofmt_args.extend(paths.iter().cloned());
            median("gofmt", &gofmt_args, &[])
        };
        let mem = |m: Option<u64>| m.map_or("n/a".to_string(), |k| format!("{} MB", k / 1024));
        let mut passes = if extra.is_empty() {
            "all".to_string()
        } else {
            extra.join(" ")
        };
        if !envs.is_empty() {
            passes.push_str(" (facts computed)");
        }
        println!(
            "| {name} | {passes} | {files} | {u:.2} s | {g:.2} s | {:.1}x | {} | {} |",
            g / u,
            mem(u_mem),
            mem(g_mem)
        );
    }
    generated_table(unbox);
    nested_blocks(unbox);
    reruns(unbox, &src);
    // The slowest package folders of a whole-tree run, all passes.
    let out = Command::new(unbox)
        .args(["plan", "--quiet", "--timings", "5", &src_arg])
        .env("UNBOX_RESULT_CACHE", "off")
        .output()
        .expect("run unbox plan --timings");
    println!();
    println!("Slowest package folders (all passes; reading, parsing and passes):");
    for line in String::from_utf8_lossy(&out.stderr)
        .lines()
        .filter(|l| l.contains(" s  "))
    {
        println!("- {}", line.trim_start_matches("unbox:").trim());
    }
}

/// Peak resident memory (KiB) of one process, not of its children: `/proc/PID/status`
/// polled while it runs. `None` off Linux.
fn own_peak(program: &str, args: &[&str], dir: &Path) -> Option<u64> {
    let mut child = Command::new(program)
        .args(args)
        .current_dir(dir)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("run");
    let status = PathBuf::from(format!("/proc/{}/status", child.id()));
    let mut peak = None;
    while child.try_wait().expect("wait").is_none() {
        let high = std::fs::read_to_string(&status).ok().and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("VmHWM:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        });
        peak = high.or(peak);
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    peak
}

/// A package with an option family and a 20 MB table of a named struct type, as code
/// generators write them: unbox's own peak memory, and the largest process of the run
/// (Go's parser checks every file before a rewrite, in a gofmt child; the facts program
/// type-checks the package), without and with type facts. `tests/cli.rs` asserts the sum
/// over the process tree.
fn generated_table(unbox: &str) {
    let dir = family_module("table");
    let table = support::generated_table(20_000_000);
    std::fs::write(dir.join("table.go"), &table).expect("table.go");
    let mb = table.len() as f64 / 1e6;
    let own = own_peak(unbox, &["plan", "--no-types", "."], &dir);
    let dir_arg = dir.to_string_lossy().into_owned();
    // `/usr/bin/time` reports the largest process of the tree it waited for.
    let (_, largest) = measure(
        unbox,
        &["plan".into(), "--no-types".into(), dir_arg.clone()],
        &[],
    );
    // With the facts cache off, so that the type checker runs and its peak is measured.
    let (_, typed) = measure(
        unbox,
        &["plan".into(), dir_arg],
        &[("UNBOX_FACTS_CACHE", "off")],
    );
    let table_arg = dir.join("table.go").to_string_lossy().into_owned();
    let (_, gofmt) = measure("gofmt", &["-l".into(), table_arg], &[]);
    let show = |k: Option<u64>| {
        k.map_or("n/a".to_string(), |k| {
            format!(
                "{} MB ({:.1}x the table)",
                k / 1024,
                k as f64 * 1024.0 / 1e6 / mb
            )
        })
    };
    println!();
    println!("Package with a {mb:.0} MB generated table:");
    println!("- unbox's own peak memory (plan --no-types): {}", show(own));
    println!(
        "- the largest process of plan --no-types (unbox, or gofmt -e checking the files in parts): {}",
        show(largest)
    );
    println!(
        "- the largest process of plan with type facts: {}",
        show(typed)
    );
    println!("- gofmt -l on the table alone: {}", show(gofmt));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Re-runs beside Go's own analysis drivers over the standard library, alternating in one
/// run so that load from elsewhere falls on all alike: a warm `unbox plan` (its outcome
/// replayed), `go vet std` and `go fix -diff std` with their results in Go's cache; the
/// plan after one file of net/http was touched (its date changed, its text not); the plan
/// and `go vet std` after an edit of that file's text, alternating; and first
/// runs: unbox with empty caches (Go's build cache warm) against the two drivers with an
/// empty Go cache. Medians of three, the uncached drivers once each (minutes).
fn reruns(unbox: &str, src: &Path) {
    let src_arg = src.to_string_lossy().into_owned();
    let on: &[(&str, &str)] = &[("UNBOX_RESULT_CACHE", "on")];
    // All three passes, as the re-run rows ask: the costliest configuration.
    let plan: Vec<String> = vec![
        "plan".into(),
        "--quiet".into(),
        "--pass".into(),
        "options,records,boxing".into(),
        src_arg.clone(),
    ];
    let vet: Vec<String> = vec!["vet".into(), "std".into()];
    let fix: Vec<String> = vec!["fix".into(), "-diff".into(), "std".into()];
    // Warm all three: the plan kept, the drivers' results in Go's cache.
    measure(unbox, &plan, on);
    measure(unbox, &plan, on);
    measure("go", &vet, &[]);
    measure("go", &fix, &[]);
    let mut warm = Vec::new();
    let mut vet_cached = Vec::new();
    let mut fix_cached = Vec::new();
    for _ in 0..RUNS {
        warm.push(measure(unbox, &plan, on));
        vet_cached.push(measure("go", &vet, &[]));
        fix_cached.push(measure("go", &fix, &[]));
    }
    // One file of net/http touched, then the next plan; its text is unchanged, so the
    // outcome and the facts are kept (by the file's contents, as Go's cache keys them).
    let touched = src.join("net/http/server.go");
    let mut after_touch = Vec::new();
    for _ in 0..RUNS {
        let touch = std::fs::File::options()
            .write(true)
            .open(&touched)
            .and_then(|f| f.set_modified(std::time::SystemTime::now()));
        if touch.is_err() {
            break;
        }
        after_touch.push(measure(unbox, &plan, on));
    }
    // One file of net/http edited (a comment line appended, a new one each time), then
    // the next plan, alternating with `go vet std` after an edit of its own: both see a
    // changed package and redo what depends on it. The file's text and date are put
    // back afterwards, even when a run panics.
    let mut after_edit = Vec::new();
    let mut vet_after_edit = Vec::new();
    if let Some(edit) = Edit::of(&touched) {
        for run in 0..RUNS {
            if !edit.append(&format!("// unbox bench edit {run}a\n")) {
                break;
            }
            after_edit.push(measure(unbox, &plan, on));
            if !edit.append(&format!("// unbox bench edit {run}b\n")) {
                break;
            }
            vet_after_edit.push(measure("go", &vet, &[]));
        }
    }
    // First runs: unbox with empty caches (the facts program is built and the facts
    // computed; Go's build cache is warm), the drivers with an empty Go cache.
    let mut first = Vec::new();
    for _ in 0..RUNS {
        let cache = tempfile::tempdir().expect("a cache folder");
        let dir = cache.path().to_string_lossy().into_owned();
        first.push(measure(
            unbox,
            &plan,
            &[("UNBOX_RESULT_CACHE", "on"), ("UNBOX_CACHE_DIR", &dir)],
        ));
    }
    let uncached = |args: &[String]| {
        let cache = tempfile::tempdir().expect("a Go cache folder");
        let dir = cache.path().to_string_lossy().into_owned();
        measure("go", args, &[("GOCACHE", &dir)])
    };
    let fix_uncached = uncached(&fix);
    let vet_uncached = uncached(&vet);
    let mid = |mut runs: Vec<(f64, Option<u64>)>| {
        if runs.is_empty() {
            return None;
        }
        runs.sort_by(|a, b| a.0.total_cmp(&b.0));
        Some(runs[runs.len() / 2])
    };
    let show = |run: Option<(f64, Option<u64>)>| match run {
        Some((s, Some(k))) => format!("{s:.2} s | {} MB", k / 1024),
        Some((s, None)) => format!("{s:.2} s | n/a"),
        None => "n/a (GOROOT is not writable) | ".to_string(),
    };
    println!();
    println!("Re-runs over GOROOT/src, all three passes, beside Go's analysis drivers (alternating; medians of {RUNS}, the uncached drivers once):");
    println!();
    println!("| run | wall | peak RSS (largest process) |");
    println!("|---|---|---|");
    let warm = mid(warm);
    let vet_cached = mid(vet_cached);
    println!("| unbox plan, warm (outcome replayed) | {} |", show(warm));
    println!("| go vet std, results cached | {} |", show(vet_cached));
    println!(
        "| go fix -diff std, results cached | {} |",
        show(mid(fix_cached))
    );
    println!(
        "| unbox plan after touching net/http/server.go | {} |",
        show(mid(after_touch))
    );
    println!(
        "| unbox plan after a comment line is appended to net/http/server.go | {} |",
        show(mid(after_edit.clone()))
    );
    println!(
        "| go vet std after the same kind of edit | {} |",
        show(mid(vet_after_edit.clone()))
    );
    println!(
        "| unbox plan, first run (unbox caches empty, Go build cache warm) | {} |",
        show(mid(first.clone()))
    );
    println!(
        "| go fix -diff std, Go cache empty | {} |",
        show(Some(fix_uncached))
    );
    println!(
        "| go vet std, Go cache empty | {} |",
        show(Some(vet_uncached))
    );
    if let (Some(w), Some(v)) = (warm, vet_cached) {
        println!();
        println!("- warm plan / go vet cached: {:.2}", w.0 / v.0);
    }
    if let (Some(e), Some(v)) = (mid(after_edit), mid(vet_after_edit)) {
        println!(
            "- plan after an edit / go vet std after an edit: {:.2}",
            e.0 / v.0
        );
    }
    if let Some(f) = mid(first) {
        println!(
            "- go fix -diff uncached / unbox first run: {:.1}x",
            fix_uncached.0 / f.0
        );
    }
}

/// A file of GOROOT edited by the bench, put back as it was (text and date) when dropped.
struct Edit<'a> {
    path: &'a Path,
    text: Vec<u8>,
    modified: std::time::SystemTime,
}

impl<'a> Edit<'a> {
    /// The file as it is now, or `None` when it cannot be read or written (a read-only
    /// GOROOT): the edit rows then say n/a.
    fn of(path: &'a Path) -> Option<Edit<'a>> {
        let text = std::fs::read(path).ok()?;
        let modified = std::fs::metadata(path).ok()?.modified().ok()?;
        std::fs::OpenOptions::new().append(true).open(path).ok()?;
        Some(Edit {
            path,
            text,
            modified,
        })
    }

    /// Appends `line` to the file as an editor would save it; false if that failed.
    fn append(&self, line: &str) -> bool {
        use std::io::Write;
        std::fs::OpenOptions::new()
            .append(true)
            .open(self.path)
            .and_then(|mut f| f.write_all(line.as_bytes()))
            .is_ok()
    }
}

impl Drop for Edit<'_> {
    fn drop(&mut self) {
        let restored = std::fs::write(self.path, &self.text).and_then(|()| {
            std::fs::File::options()
                .write(true)
                .open(self.path)?
                .set_modified(self.modified)
        });
        if let Err(error) = restored {
            eprintln!(
                "could not put {} back as it was: {error}",
                self.path.display()
            );
        }
    }
}

/// A package with an option family and a function nested 10,000 blocks deep around a use
/// of it (Go accepts it; gofmt's printing of it grows with the square of the depth): the
/// plan's wall time with type facts computed and without types, and the largest process;
/// then the same for a constant sum of 50,000 strings.
/// `tests/cli.rs` bounds the process tree's memory.
fn nested_blocks(unbox: &str) {
    let dir = family_module("nested");
    let depth = 10_000;
    let text = format!(
        "package bare\n\nfunc nested() string {{\n\tvar s string\n{}s = Open(WithLimit(3))\n{}\treturn s\n}}\n",
        "{\n".repeat(depth),
        "}\n".repeat(depth)
    );
    std::fs::write(dir.join("nested.go"), &text).expect("nested.go");
    let dir_arg = dir.to_string_lossy().into_owned();
    let typed = median(
        unbox,
        &["plan".into(), dir_arg.clone()],
        &[("UNBOX_FACTS_CACHE", "off")],
    );
    let untyped = median(
        unbox,
        &["plan".into(), "--no-types".into(), dir_arg.clone()],
        &[],
    );
    // The same function in the family's own file: the rewrite adds and removes
    // declarations there, and gofmt must still be sent only the changed ones (the whole
    // file took 4.0 s and 529 MB, gofmt re-indenting the untouched function).
    std::fs::remove_file(dir.join("nested.go")).expect("remove nested.go");
    let family = dir.join("option.go");
    let own = std::fs::read_to_string(&family).expect("option.go");
    let body = text.strip_prefix("package bare\n").unwrap_or(&text);
    std::fs::write(&family, format!("{own}{body}")).expect("option.go with nested");
    let same_file = median(
        unbox,
        &["plan".into(), dir_arg.clone()],
        &[("UNBOX_FACTS_CACHE", "off")],
    );
    std::fs::write(&family, own).expect("option.go restored");
    // A constant sum of 50,000 strings, as generators write long texts: each `+` starts
    // where the chain does, which go/ast finds by descending the whole chain.
    let terms = 50_000;
    let sum = format!(
        "package bare\n\nvar long = Open(WithLogger({}))\n",
        vec!["\"a\""; terms].join(" + ")
    );
    std::fs::write(dir.join("sum.go"), &sum).expect("sum.go");
    let summed = median(
        unbox,
        &["plan".into(), dir_arg],
        &[("UNBOX_FACTS_CACHE", "off")],
    );
    let show = |(s, k): (f64, Option<u64>)| {
        format!(
            "{s:.2} s, largest process {}",
            k.map_or("n/a".into(), |k| format!("{} MB", k / 1024))
        )
    };
    println!();
    println!(
        "A function nested {depth} blocks deep ({} KB) beside an option family:",
        text.len() / 1000
    );
    println!("- plan, facts computed: {}", show(typed));
    println!("- plan --no-types: {}", show(untyped));
    println!(
        "- the same function in the family's own file, plan with facts computed: {}",
        show(same_file)
    );
    println!(
        "- a constant sum of {terms} strings ({} KB) in its place, plan with facts computed: {}",
        sum.len() / 1000,
        show(summed)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A fresh module folder in the temp folder, `unbox-bench-NAME-PID`, holding the bare
/// option family of `transforms/options/bare_uber` as package `bare`.
fn family_module(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("unbox-bench-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp folder");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let family = root.join("transforms/options/bare_uber/option.go");
    std::fs::copy(&family, dir.join("option.go")).expect("copy the family");
    std::fs::write(dir.join("go.mod"), "module bare\n\ngo 1.22\n").expect("go.mod");
    dir
}
