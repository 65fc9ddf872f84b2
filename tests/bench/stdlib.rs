//! Speed and memory of `unbox plan` on the Go standard library, side by side with
//! `gofmt -l` on the same tree in the same run, whole tree and half of it.
//!
//! Run with `cargo bench --bench stdlib` (release build). It prints a Markdown table; the
//! README quotes one, with the date and machine. Not a test: nothing here asserts a time.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

const RUNS: usize = 3;

/// Wall seconds and peak resident memory (KiB, when `/usr/bin/time` is there) of one run.
fn measure(program: &str, args: &[String]) -> (f64, Option<u64>) {
    let time = Path::new("/usr/bin/time");
    if time.exists() {
        let out = Command::new(time)
            .arg("-f")
            .arg("%e %M")
            .arg(program)
            .args(args)
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
    Command::new(program).args(args).output().expect("run");
    (started.elapsed().as_secs_f64(), None)
}

/// The median of several runs (by time), with its memory.
fn median(program: &str, args: &[String]) -> (f64, Option<u64>) {
    let mut runs: Vec<(f64, Option<u64>)> = (0..RUNS).map(|_| measure(program, args)).collect();
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
    // Warm the type checker's cache (its binary and Go's build cache) so that the rows
    // below measure a warm run; the first row shows a cold one only on a fresh machine.
    let _ = Command::new(unbox)
        .args(["plan", "--quiet", &src_arg])
        .output();
    println!(
        "| tree | passes | .go files | unbox plan | gofmt -l | ratio | unbox peak RSS | gofmt peak RSS |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    let whole = vec![src.clone()];
    let runs: [(&str, &[PathBuf], usize, &[&str]); 6] = [
        ("half", &half, counted, &[]),
        ("whole", &whole, total, &[]),
        ("whole", &whole, total, &["--no-types"]),
        ("whole", &whole, total, &["--pass", "options"]),
        ("whole", &whole, total, &["--pass", "records"]),
        ("whole", &whole, total, &["--pass", "records", "--no-types"]),
    ];
    let (g_whole, g_whole_mem) = median("gofmt", &["-l".to_string(), src_arg.clone()]);
    for (name, paths, files, extra) in runs {
        let paths: Vec<String> = paths
            .iter()
            .map(|p| p.to_string_lossy().into_owned())
            .collect();
        let mut unbox_args = vec!["plan".to_string(), "--quiet".to_string()];
        unbox_args.extend(extra.iter().map(|a| a.to_string()));
        unbox_args.extend(paths.iter().cloned());
        let (u, u_mem) = median(unbox, &unbox_args);
        let (g, g_mem) = if name == "whole" {
            (g_whole, g_whole_mem)
        } else {
            let mut gofmt_args = vec!["-l".to_string()];
            gofmt_args.extend(paths.iter().cloned());
            median("gofmt", &gofmt_args)
        };
        let mem = |m: Option<u64>| m.map_or("n/a".to_string(), |k| format!("{} MB", k / 1024));
        let passes = if extra.is_empty() {
            "all".to_string()
        } else {
            extra.join(" ")
        };
        println!(
            "| {name} | {passes} | {files} | {u:.2} s | {g:.2} s | {:.1}x | {} | {} |",
            g / u,
            mem(u_mem),
            mem(g_mem)
        );
    }
    // The slowest package folders of a whole-tree run, all passes.
    let out = Command::new(unbox)
        .args(["plan", "--quiet", "--timings", "5", &src_arg])
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
