//! Differential tests on real Go: each example and each positive case is copied to a temp
//! folder, rewritten by the `unbox` binary, and must then be gofmt-clean, pass `go vet` and
//! its own tests, and its `BenchmarkConstruct*` benchmarks must go from at least one
//! allocation per op to none. Under `CI` a missing Go toolchain fails these tests.

mod support;

use std::path::Path;
use std::process::Command;
use support::{allocs_per_op, go, run_ok};

/// Benchmarks with a fixed iteration count: allocation counts do not depend on timing.
fn bench(dir: &Path) -> Vec<(String, f64)> {
    let out = run_ok(go(dir).args([
        "test",
        "-run",
        "^$",
        "-bench",
        ".",
        "-benchmem",
        "-benchtime",
        "2000x",
        "./...",
    ]));
    allocs_per_op(&out)
}

/// Rewrites one package copy and checks it the way a reviewer would.
fn check_rewrite(source: &Path, module: &str) {
    let dir = support::module_copy(source, module);
    run_ok(go(dir.path()).args(["vet", "./..."]));
    let before = bench(dir.path());
    let out = Command::new(env!("CARGO_BIN_EXE_unbox"))
        .arg("apply")
        .args(support::case_flags(source))
        .arg(".")
        .current_dir(dir.path())
        .output()
        .expect("run unbox");
    assert!(
        out.status.success(),
        "unbox apply failed on {module}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("rewrote "),
        "unbox rewrote nothing in {module}:\n{stdout}"
    );
    let unformatted = run_ok(
        Command::new("gofmt")
            .arg("-l")
            .arg(".")
            .current_dir(dir.path()),
    );
    assert_eq!(unformatted, "", "{module}: gofmt -l lists files");
    run_ok(go(dir.path()).args(["vet", "./..."]));
    run_ok(go(dir.path()).args(["test", "-count=1", "./..."]));
    let after = bench(dir.path());
    assert_eq!(
        before.len(),
        after.len(),
        "{module}: the same benchmarks run before and after"
    );
    for ((name, was), (_, now)) in before.iter().zip(&after) {
        if name.starts_with("BenchmarkConstruct") {
            assert!(*was >= 1.0, "{module}: {name} allocated {was}/op before the rewrite; the case does not exercise boxing");
            assert_eq!(
                *now, 0.0,
                "{module}: {name} still allocates {now}/op after the rewrite"
            );
        } else {
            assert!(
                now <= was,
                "{module}: {name} allocates more after the rewrite ({was} -> {now})"
            );
        }
    }
}

#[test]
fn callopts_example_builds_passes_and_stops_allocating() {
    if !support::require("go") {
        return;
    }
    check_rewrite(&support::root().join("examples/callopts"), "callopts");
}

#[test]
fn every_positive_case_of_every_pass_builds_passes_and_stops_allocating() {
    if !support::require("go") {
        return;
    }
    for pass in unbox::passes::registry() {
        let positive: Vec<_> = support::cases(pass.name())
            .into_iter()
            .filter(|c| {
                c.file_name().is_some_and(|n| {
                    let n = n.to_string_lossy();
                    !n.starts_with("refuse_") && !n.starts_with("ignore_")
                })
            })
            .collect();
        assert!(
            positive.len() >= 4,
            "{}: expected positive cases, found {}",
            pass.name(),
            positive.len()
        );
        for case in positive {
            let name = case
                .file_name()
                .expect("case name")
                .to_string_lossy()
                .into_owned();
            check_rewrite(&case, &name);
        }
    }
}

/// Heap objects per player, as the example's test logs them.
fn heap_objects(dir: &Path) -> f64 {
    let out = run_ok(go(dir).args([
        "test",
        "-count=1",
        "-run",
        "TestHeapObjectsPerPlayer",
        "-v",
        ".",
    ]));
    let line = out
        .lines()
        .find(|l| l.contains("heap objects per player:"))
        .expect("the test logs the figure");
    line.rsplit(':')
        .next()
        .expect("a number")
        .trim()
        .parse()
        .expect("a number")
}

/// The field report's result, reproduced: live heap objects per player fall to the player,
/// its name and one slice per list (16 -> 4 here).
#[test]
fn players_example_keeps_its_behaviour_and_sheds_heap_objects() {
    if !support::require("go") {
        return;
    }
    let dir = support::module_copy(&support::root().join("examples/players"), "players");
    let before = heap_objects(dir.path());
    check_rewrite(&support::root().join("examples/players"), "players");
    let out = Command::new(env!("CARGO_BIN_EXE_unbox"))
        .args(["apply", "-q", "."])
        .current_dir(dir.path())
        .output()
        .expect("run unbox");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let after = heap_objects(dir.path());
    eprintln!("heap objects per player: {before:.2} -> {after:.2}");
    assert!(
        before >= 15.0,
        "the example builds 15+ objects per player before ({before})"
    );
    // 1 player + 1 name string + 2 lists.
    assert!(
        after <= 4.5,
        "after the rewrite a player costs {after} heap objects"
    );
}

/// The parser for `go test -benchmem` output must read the real format.
#[test]
fn benchmem_lines_are_parsed() {
    let out =
        "BenchmarkConstructWithHeader-2   \t 2000\t 25.2 ns/op\t 32 B/op\t 1 allocs/op\nPASS\n";
    assert_eq!(
        allocs_per_op(out),
        vec![("BenchmarkConstructWithHeader".to_string(), 1.0)]
    );
}
