//! The `boxing` pass proved on Go: each positive case in `transforms/boxing/` and the
//! telemetry example are copied, rewritten by the `unbox` binary, and must then be
//! gofmt-clean, pass `go vet` and their own tests, print byte for byte what they printed
//! before over their edge values (each case's `TestOutputs` writes them to the file named
//! by `UNBOX_OUTPUTS`), and allocate less in every benchmark. Under `CI` a missing Go
//! toolchain fails these tests.

mod support;

use std::path::Path;
use std::process::Command;
use support::{go, run_ok};

/// What a package's `TestOutputs` writes over its edge values (bytes: invalid UTF-8 is
/// among the edge values).
fn outputs(dir: &Path, label: &str) -> Vec<u8> {
    let file = dir.join(format!("outputs-{label}.txt"));
    run_ok(
        go(dir)
            .args(["test", "-count=1", "-run", "^TestOutputs$", "./..."])
            .env("UNBOX_OUTPUTS", &file),
    );
    let bytes = std::fs::read(&file).expect("TestOutputs writes the file it is given");
    std::fs::remove_file(&file).expect("remove the outputs file");
    assert!(
        !bytes.trim_ascii().is_empty(),
        "{label}: TestOutputs wrote nothing"
    );
    bytes
}

/// Rewrites a copy of `source` with the boxing pass and checks it as a reviewer would;
/// returns each benchmark's allocations before and after.
fn check(source: &Path, module: &str) -> Vec<(String, f64, f64)> {
    let dir = support::module_copy(source, module);
    run_ok(go(dir.path()).args(["vet", "./..."]));
    run_ok(go(dir.path()).args(["test", "-count=1", "./..."]));
    let printed = outputs(dir.path(), "before");
    let before = support::benchmark_allocs(dir.path());
    let out = run_ok(
        Command::new(env!("CARGO_BIN_EXE_unbox"))
            .args(["apply", "--allow-dirty", "--pass", "boxing", "."])
            .current_dir(dir.path()),
    );
    assert!(
        out.contains("rewrote "),
        "{module}: nothing rewritten:\n{out}"
    );
    let unformatted = run_ok(
        Command::new("gofmt")
            .args(["-l", "."])
            .current_dir(dir.path()),
    );
    assert_eq!(unformatted, "", "{module}: gofmt -l lists files");
    run_ok(go(dir.path()).args(["vet", "./..."]));
    run_ok(go(dir.path()).args(["test", "-count=1", "./..."]));
    assert_eq!(
        outputs(dir.path(), "after"),
        printed,
        "{module}: the rewritten code prints something else"
    );
    let after = support::benchmark_allocs(dir.path());
    assert_eq!(
        before.iter().map(|b| &b.0).collect::<Vec<_>>(),
        after.iter().map(|b| &b.0).collect::<Vec<_>>(),
        "{module}: the same benchmarks run before and after"
    );
    before
        .into_iter()
        .zip(after)
        .map(|((name, was), (_, now))| (name, was, now))
        .collect()
}

#[test]
fn every_positive_boxing_case_prints_the_same_and_allocates_less() {
    if !support::require("go") {
        return;
    }
    let positive: Vec<_> = support::cases("boxing")
        .into_iter()
        .filter(|c| {
            c.file_name().is_some_and(|n| {
                let n = n.to_string_lossy();
                !n.starts_with("refuse_") && !n.starts_with("ignore_")
            })
        })
        .collect();
    assert!(positive.len() >= 4, "expected positive boxing cases");
    for case in positive {
        let name = case
            .file_name()
            .expect("name")
            .to_string_lossy()
            .into_owned();
        let figures = check(&case, &name);
        assert!(!figures.is_empty(), "{name}: no benchmark ran");
        for (bench, was, now) in figures {
            assert!(
                now < was,
                "{name}: {bench} allocates {was}/op before and {now}/op after"
            );
        }
    }
}

/// Checks an example as `check` does, then requires `bench` to allocate at least
/// `factor` times less after the rewrite and no benchmark to allocate more.
fn example_allocates_less(example: &str, bench: &str, factor: f64) {
    let figures = check(&support::root().join("examples").join(example), example);
    let (_, was, now) = figures
        .iter()
        .find(|(name, _, _)| name == bench)
        .unwrap_or_else(|| panic!("examples/{example} has no {bench}"));
    assert!(
        *was >= factor * now,
        "{bench}: {was} allocs/op before, {now} after: less than {factor}x fewer"
    );
    for (bench, was, now) in &figures {
        assert!(now <= was, "{bench} allocates more after ({was} -> {now})");
    }
}

/// The field report's shape: one map literal per event handed to json.Marshal, and keys
/// and errors built with fmt.
#[test]
fn telemetry_example_encodes_the_same_bytes_with_a_quarter_of_the_allocations() {
    if !support::require("go") {
        return;
    }
    example_allocates_less("telemetry", "BenchmarkEncode", 4.0);
}

/// The seed-shaped service of the audit (`examples/aggsvc`): its event map, whose values
/// are an event parameter's fields beside `ev.At.UnixNano()`, becomes a struct; the bytes
/// are the same over edge values and a batch of 64 events allocates at least half less
/// (measured: 2049 -> 834 allocs/op, 142 -> 73 us).
#[test]
fn the_seed_shaped_service_encodes_the_same_bytes_with_half_the_allocations() {
    if !support::require("go") {
        return;
    }
    example_allocates_less("aggsvc", "BenchmarkBatch", 2.0);
}

/// `--profile`: only sites on lines that allocated in the profile are rewritten; the others
/// are listed as `not_hot`, and the package still builds and passes its tests (the file
/// keeps `fmt` for the sites left as they were).
#[test]
fn a_profile_limits_the_rewrite_to_lines_that_allocated() {
    if !support::require("go") {
        return;
    }
    let dir = support::module_copy(&support::root().join("examples/telemetry"), "telemetry");
    // Only the encoder runs: the key and error sites never allocate in this profile.
    run_ok(go(dir.path()).args([
        "test",
        "-run",
        "^$",
        "-bench",
        "^BenchmarkEncode$",
        "-benchtime",
        "100x",
        "-memprofile",
        "mem.out",
        "-memprofilerate",
        "1",
        ".",
    ]));
    let unbox = || {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_unbox"));
        cmd.current_dir(dir.path());
        cmd
    };
    let plan = run_ok(unbox().args([
        "plan",
        "--pass",
        "boxing",
        "--profile",
        "mem.out",
        "--format",
        "json",
        ".",
    ]));
    let plan: serde_json::Value = serde_json::from_str(&plan).expect("the plan is JSON");
    let package = &plan["packages"][0];
    let rewritten: Vec<&str> = package["findings"]
        .as_array()
        .expect("findings")
        .iter()
        .map(|f| f["subject"].as_str().expect("subject"))
        .collect();
    assert_eq!(rewritten, ["json.Marshal"], "{plan:#}");
    let mut not_hot: Vec<&str> = package["refusals"]
        .as_array()
        .expect("refusals")
        .iter()
        .filter(|r| r["code"] == "not_hot")
        .map(|r| r["subject"].as_str().expect("subject"))
        .collect();
    not_hot.sort_unstable();
    assert_eq!(not_hot, ["fmt.Errorf", "fmt.Sprintf"], "{plan:#}");
    let printed = outputs(dir.path(), "before");
    run_ok(unbox().args([
        "apply",
        "--allow-dirty",
        "--pass",
        "boxing",
        "--profile",
        "mem.out",
        ".",
    ]));
    let text = std::fs::read_to_string(dir.path().join("telemetry.go")).expect("read");
    assert!(text.contains("fmt.Sprintf(") && !text.contains("map[string]interface{}{"));
    run_ok(go(dir.path()).args(["vet", "./..."]));
    run_ok(go(dir.path()).args(["test", "-count=1", "./..."]));
    assert_eq!(outputs(dir.path(), "after"), printed);
}

/// One file's rewrites share its import edits, so they land together: a site an
/// `//unbox:ignore` covers is left out before the imports are decided (the file keeps
/// `fmt` and gains `strconv`), and a site `--only` leaves out takes the file's others with
/// it rather than leave an import wrong. Either way the package still builds.
#[test]
fn sites_left_out_keep_the_file_s_imports_right() {
    if !support::require("go") {
        return;
    }
    let dir = tempfile::tempdir().expect("temp folder");
    std::fs::write(
        dir.path().join("go.mod"),
        "module example.com/dial\n\ngo 1.22\n",
    )
    .expect("write go.mod");
    let source = "package dial\n\nimport \"fmt\"\n\n\
        func Addr(host string, port int) string {\n\treturn fmt.Sprintf(\"%s:%d\", host, port)\n}\n\n\
        func Route(a, b string) string {\n\treturn fmt.Sprintf(\"%s/%s\", a, b) //unbox:ignore boxing the log parser expects it\n}\n\n\
        func Missing(name string) error {\n\treturn fmt.Errorf(\"no route %s\", name)\n}\n";
    std::fs::write(dir.path().join("dial.go"), source).expect("write dial.go");
    let unbox = |args: &[&str]| {
        run_ok(
            Command::new(env!("CARGO_BIN_EXE_unbox"))
                .args(args)
                .current_dir(dir.path()),
        )
    };
    // --only: the Errorf site alone would need the Sprintf site's import changes.
    let only = unbox(&["plan", "--pass", "boxing", "--only", "fmt.Errorf", "."]);
    assert!(only.contains("0 rewrites"), "{only}");
    let plan = unbox(&["plan", "--pass", "boxing", "."]);
    assert!(plan.contains("2 rewrites, 1 refusal"), "{plan}");
    assert!(
        plan.contains("ignored: //unbox:ignore at dial.go:10"),
        "{plan}"
    );
    unbox(&["apply", "--allow-dirty", "--pass", "boxing", "."]);
    let text = std::fs::read_to_string(dir.path().join("dial.go")).expect("read");
    assert!(
        text.contains("\"fmt\"") && text.contains("\"strconv\"") && text.contains("\"errors\""),
        "{text}"
    );
    assert!(text.contains("fmt.Sprintf(\"%s/%s\", a, b)"), "{text}");
    run_ok(go(dir.path()).args(["vet", "./..."]));
}

/// `--branch` makes one commit per finding by default, but one file's boxing rewrites
/// share its import edits: they go in one commit, which builds (apart, the first would
/// import `errors` while `fmt.Errorf` still needs `fmt`).
#[test]
fn one_file_s_boxing_rewrites_are_one_commit_that_builds() {
    if !support::require("go") {
        return;
    }
    let dir = support::module_copy(&support::root().join("examples/telemetry"), "telemetry");
    support::git(dir.path(), &["init", "-q"]);
    support::git(dir.path(), &["add", "-A"]);
    support::git(dir.path(), &["commit", "-q", "-m", "init"]);
    let out = run_ok(
        Command::new(env!("CARGO_BIN_EXE_unbox"))
            .args(["apply", "--branch", "unbox/boxing", "--pass", "boxing", "."])
            .current_dir(dir.path()),
    );
    assert!(out.contains("with 1 commit"), "{out}");
    support::git(dir.path(), &["checkout", "-q", "unbox/boxing"]);
    run_ok(go(dir.path()).args(["vet", "./..."]));
}

/// The pass runs only when named: without `--pass`, plan runs options and records, whose
/// speed over a large tree its type facts would cost (see the README's Speed section).
#[test]
fn boxing_runs_only_when_named() {
    if !support::require("go") {
        return;
    }
    let plan = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_unbox"))
            .args(["plan"])
            .args(args)
            .arg("examples/telemetry")
            .current_dir(support::root())
            .output()
            .expect("run unbox");
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    assert!(plan(&[]).contains("0 rewrites"), "{}", plan(&[]));
    assert!(plan(&["--pass", "boxing"]).contains("3 rewrites"));
}

/// Boxing rewrites stay inside one call, so they alone send no folder to the census of
/// the module's importers; a records rewrite in the same folder still does. Here an
/// importer prints the container with `%+v`, which only that census sees: records run
/// with boxing must refuse it as records run alone does, and keep the boxing rewrite.
#[test]
fn a_folder_with_boxing_and_records_rewrites_is_still_proved_against_its_importers() {
    if !support::require("go") {
        return;
    }
    let dir = tempfile::tempdir().expect("temp folder");
    let root = dir.path();
    support::write_tree(
        root,
        &[
            ("go.mod", "module example.com/m\n\ngo 1.22\n"),
            (
                "game/game.go",
                "package game\n\nimport \"fmt\"\n\n// Player is built by other packages too.\ntype Player struct {\n\tID      int\n\tprofile *profile\n}\n\ntype profile struct{ name string }\n\n// SetName gives the player a profile.\nfunc (p *Player) SetName(n string) { p.profile = &profile{name: n} }\n\n// Name is the profile's name, or \"guest\" without one.\nfunc (p *Player) Name() string {\n\tif p.profile == nil {\n\t\treturn \"guest\"\n\t}\n\treturn p.profile.name\n}\n\n// Tag is the player's tag on the scoreboard.\nfunc (p *Player) Tag(round int) string {\n\treturn fmt.Sprintf(\"%s#%d/%d\", p.Name(), p.ID, round)\n}\n",
            ),
            (
                "lobby/lobby.go",
                "package lobby\n\nimport (\n\t\"fmt\"\n\n\t\"example.com/m/game\"\n)\n\n// Describe prints a player for the lobby log.\nfunc Describe(p *game.Player) string {\n\treturn fmt.Sprintf(\"%+v\", *p)\n}\n",
            ),
        ],
    );
    let plan = |passes: &str| {
        run_ok(
            Command::new(env!("CARGO_BIN_EXE_unbox"))
                .args(["plan", "--pass", passes, "."])
                .env("UNBOX_RESULT_CACHE", "off")
                .current_dir(root),
        )
    };
    let refusal = "lobby/lobby.go:11:28: reaches_interface";
    let records = plan("records");
    assert!(records.contains(refusal), "{records}");
    let both = plan("records,boxing");
    assert!(both.contains(refusal), "{both}");
    assert!(
        both.contains("rewrite fmt.Sprintf [boxing] at game/game.go:26:9"),
        "{both}"
    );
    assert!(both.contains("1 rewrite, 1 refusal"), "{both}");
}
