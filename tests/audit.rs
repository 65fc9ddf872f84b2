//! `unbox audit`: ground truth on `transforms/audit/<case>/` (every `// want: kind` line is
//! reported with exactly those kinds, and nothing else is), snapshots of the reports, and the
//! seed's workflow on `examples/metrics` against the real compiler and a real profile.

mod support;

use assert_cmd::Command;
use predicates::prelude::*;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use unbox::audit::{self, AuditOptions, Report};
use unbox::engine::TypesMode;

fn audit(paths: Vec<PathBuf>, escape: bool, profile: Option<PathBuf>) -> Report {
    audit_with(paths, escape, profile, TypesMode::Auto)
}

fn audit_with(
    paths: Vec<PathBuf>,
    escape: bool,
    profile: Option<PathBuf>,
    types: TypesMode,
) -> Report {
    audit::audit(&AuditOptions {
        paths,
        escape,
        profile,
        jobs: Some(1),
        shard: None,
        types,
        passes: unbox::passes::registry().to_vec(),
        tags: Vec::new(),
        exclude: Vec::new(),
    })
}

/// `audit --escape` of a module copy with a memory profile of its benchmarks matching
/// `bench`, run `times` times (every allocation sampled); the report has no problem.
fn audit_with_profile(dir: &Path, bench: &str, times: &str) -> Report {
    support::run_ok(support::go(dir).args([
        "test",
        "-run",
        "^$",
        "-bench",
        bench,
        "-benchtime",
        times,
        "-memprofile",
        "mem.out",
        "-memprofilerate",
        "1",
        ".",
    ]));
    let report = audit(vec![dir.to_path_buf()], true, Some(dir.join("mem.out")));
    assert!(report.problems.is_empty(), "{:?}", report.problems);
    report
}

/// The lines of a module copy where the compiled code calls `runtime.convT*`, as `(file
/// name, line)`: the ground truth of where boxes allocate.
fn convt_lines(dir: &Path) -> std::collections::BTreeSet<(String, usize)> {
    let out = support::go(dir)
        .args(["build", "-gcflags=-S", "."])
        .output()
        .expect("go build -gcflags=-S");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // `0x0042 00066 (/tmp/x/aggregator.go:56)	CALL	runtime.convTstring(SB)`
    String::from_utf8_lossy(&out.stderr)
        .lines()
        .filter(|l| l.contains("\tCALL\truntime.convT"))
        .filter_map(|l| {
            let (place, _) = l.split_once(")\tCALL")?;
            let (path, line) = place.rsplit_once('(')?.1.rsplit_once(':')?;
            let name = Path::new(path).file_name()?.to_string_lossy().into_owned();
            Some((name, line.parse().ok()?))
        })
        .collect()
}

/// `(file name, line) -> kinds` from `// want: kind, kind` comments.
fn wanted(case: &Path) -> BTreeMap<(String, usize), Vec<String>> {
    let mut want = BTreeMap::new();
    for entry in std::fs::read_dir(case).expect("read case") {
        let path = entry.expect("entry").path();
        let name = path
            .file_name()
            .expect("name")
            .to_string_lossy()
            .into_owned();
        let text = std::fs::read_to_string(&path).expect("read");
        for (i, line) in text.lines().enumerate() {
            if let Some((_, kinds)) = line.split_once("// want: ") {
                let mut kinds: Vec<String> =
                    kinds.split(',').map(|k| k.trim().to_string()).collect();
                kinds.sort();
                want.insert((name.clone(), i + 1), kinds);
            }
        }
    }
    want
}

#[test]
fn every_audit_case_reports_exactly_what_it_wants() {
    // The reports show types from Go's type checker.
    if !support::require("go") {
        return;
    }
    let cases = support::cases("audit");
    assert!(cases.len() >= 6);
    for case in cases {
        let name = case
            .file_name()
            .expect("name")
            .to_string_lossy()
            .into_owned();
        let relative = case
            .strip_prefix(support::root())
            .expect("under the root")
            .to_path_buf();
        // `unknown_types` shows the fallback without type facts; every other case is
        // audited as users run it, with them.
        let types = if name == "unknown_types" {
            TypesMode::Off
        } else {
            TypesMode::Auto
        };
        let report = audit_with(vec![relative], false, None, types);
        let mut found: BTreeMap<(String, usize), Vec<String>> = BTreeMap::new();
        for f in &report.findings {
            let file = f
                .file
                .file_name()
                .expect("name")
                .to_string_lossy()
                .into_owned();
            found
                .entry((file, f.line))
                .or_default()
                .push(f.kind.describe().to_string());
        }
        for kinds in found.values_mut() {
            kinds.sort();
        }
        assert_eq!(
            found,
            wanted(&case),
            "{name}: findings differ from the `// want` comments"
        );
        let mut text = Vec::new();
        audit::render_table(&report, &mut text).expect("render into memory");
        insta::with_settings!({
            snapshot_path => support::root().join("snapshots"),
            prepend_module_to_snapshot => false,
            description => format!("unbox audit transforms/audit/{name}"),
            omit_expression => true,
        }, {
            insta::assert_snapshot!(format!("audit__{name}"), String::from_utf8(text).expect("utf-8"));
        });
    }
}

/// A profile from a `-trimpath` build (how production images are built) names files by
/// module path, not by where they are on disk; its samples still reach their findings.
#[test]
fn a_trimpath_profile_matches_by_module_path() {
    if !support::require("go") {
        return;
    }
    let dir = support::module_copy(&support::root().join("examples/metrics"), "metrics");
    support::run_ok(support::go(dir.path()).args([
        "test",
        "-trimpath",
        "-run",
        "^$",
        "-bench",
        "Process",
        "-benchtime",
        "200x",
        "-memprofile",
        "mem.out",
        "-memprofilerate",
        "1",
        ".",
    ]));
    // The profile really names the file by module path: no absolute path is in it.
    let raw = std::fs::read(dir.path().join("mem.out")).expect("profile");
    let mut text = Vec::new();
    std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(raw.as_slice()), &mut text)
        .expect("gzip");
    let text = String::from_utf8_lossy(&text);
    let on_disk = dir.path().join("metrics.go").to_string_lossy().into_owned();
    assert!(!text.contains(&on_disk), "the profile names {on_disk}");
    let report = audit(
        vec![dir.path().to_path_buf()],
        false,
        Some(dir.path().join("mem.out")),
    );
    assert!(report.problems.is_empty(), "{:?}", report.problems);
    let top = &report.findings[0];
    assert_eq!(top.kind.describe(), "map value", "top finding: {top:?}");
    assert!(
        top.allocations.is_some_and(|a| a.alloc_objects > 0),
        "the trimmed profile's samples reach the map literal: {top:?}"
    );
    assert!(
        !report.notes.iter().any(|n| n.starts_with("--profile")),
        "{:?}",
        report.notes
    );
}

/// The seed's workflow: a benchmark's heap profile puts the map-boxing line first, and the
/// compiler confirms the findings it is asked about.
#[test]
fn metrics_profile_ranks_the_map_boxing_line_first_and_the_compiler_agrees() {
    if !support::require("go") {
        return;
    }
    let dir = support::module_copy(&support::root().join("examples/metrics"), "metrics");
    let report = audit_with_profile(dir.path(), "Process", "500x");
    let top = &report.findings[0];
    assert_eq!(top.kind.describe(), "map value", "top finding: {top:?}");
    assert_eq!(top.function, "Encode");
    assert!(
        top.allocations
            .is_some_and(|a| a.alloc_space > 0 && a.alloc_objects > 0),
        "{top:?}"
    );
    // Groups (the literal, call or function a site belongs to) come in the order of
    // their bytes: each line's figure counted once per group.
    let mut groups: Vec<(&audit::Cause, i64)> = Vec::new();
    let mut counted = std::collections::BTreeSet::new();
    for f in &report.findings {
        if groups.last().is_none_or(|(g, _)| *g != &f.group) {
            assert!(
                groups.iter().all(|(g, _)| *g != &f.group),
                "a group's findings are together: {:#?}",
                report.findings
            );
            groups.push((&f.group, 0));
        }
        let bytes = f.allocations.map_or(0, |a| a.alloc_space);
        if counted.insert((&f.group, f.line)) {
            if let Some(last) = groups.last_mut() {
                last.1 += bytes;
            }
        }
    }
    let figures: Vec<i64> = groups.iter().map(|(_, b)| *b).collect();
    let mut sorted = figures.clone();
    sorted.sort_by(|a, b| b.cmp(a));
    assert_eq!(figures, sorted, "groups with more bytes come first");

    // Every `confirmed` finding appears in the compiler's own escape output.
    let out = support::go(dir.path())
        .args(["build", "-gcflags=-m=2", "."])
        .output()
        .expect("go build");
    let compiler = String::from_utf8_lossy(&out.stderr).into_owned();
    let confirmed: Vec<_> = report
        .findings
        .iter()
        .filter(|f| f.escape == Some(audit::escape::Escape::Confirmed))
        .collect();
    assert!(
        confirmed.len() >= 6,
        "the compiler confirms the map and logging sites: {:#?}",
        report.findings
    );
    for f in confirmed {
        let prefix = format!("./metrics.go:{}:", f.line);
        let said = compiler.lines().any(|l| {
            l.starts_with(&prefix) && l.ends_with("escapes to heap") && l.contains(&f.expr)
        });
        assert!(
            said,
            "the compiler does not report {} at line {}:\n{compiler}",
            f.expr, f.line
        );
    }
    // The compiler also says `"ms" escapes to heap`; constants are never reported.
    assert!(compiler.contains("\"ms\" escapes to heap"));
    assert!(report
        .findings
        .iter()
        .all(|f| !f.expr.starts_with('"') && f.expr.parse::<f64>().is_err()));
}

#[test]
fn formats_and_the_ci_gate() {
    let root = support::root();
    let case = "transforms/audit/map_values";
    let json = Command::cargo_bin("unbox")
        .expect("binary")
        .current_dir(&root)
        .args(["audit", "-q", "--format", "json", case])
        .output()
        .expect("run");
    let value: serde_json::Value = serde_json::from_slice(&json.stdout).expect("JSON");
    assert_eq!(
        value["version"], 2,
        "the audit JSON says its format version"
    );
    assert_eq!(value["findings"].as_array().expect("findings").len(), 5);
    assert_eq!(value["findings"][0]["kind"], "map_value");
    assert_eq!(value["findings"][0]["type"], "string");
    // Ranked by group: the function `Fields` (line 13) before the literal inside it.
    assert_eq!(value["findings"][0]["group"]["kind"], "function");
    assert_eq!(value["findings"][0]["group"]["name"], "Fields");
    assert_eq!(value["findings"][4]["group"]["kind"], "literal");
    assert_eq!(value["findings"][4]["group"]["line"], 14);
    let sarif = Command::cargo_bin("unbox")
        .expect("binary")
        .current_dir(&root)
        .args(["audit", "-q", "--format", "sarif", case])
        .output()
        .expect("run");
    let value: serde_json::Value = serde_json::from_slice(&sarif.stdout).expect("SARIF is JSON");
    assert_eq!(value["version"], "2.1.0");
    let result = &value["runs"][0]["results"][0];
    assert_eq!(result["ruleId"], "unbox/boxing/map-value");
    assert_eq!(
        result["locations"][0]["physicalLocation"]["region"]["startLine"],
        18
    );
    assert_eq!(result["properties"]["group"]["name"], "Fields");
    assert_eq!(result["properties"]["type"], "string");
    Command::cargo_bin("unbox")
        .expect("binary")
        .current_dir(&root)
        .args(["audit", "-q", "--fail-on", "5", case])
        .assert()
        .success();
    Command::cargo_bin("unbox")
        .expect("binary")
        .current_dir(&root)
        .args(["audit", "-q", "--fail-on", "4", case])
        .assert()
        .code(1)
        .stdout(predicate::str::contains("5 boxing sites"))
        .stderr(predicate::str::contains(
            "unbox: audit --fail-on 4: 5 allocating boxing sites found, more than 4; exit status 1",
        ));
    // `--fail-on 0` once exited 1 without a word.
    let zero = Command::cargo_bin("unbox")
        .expect("binary")
        .current_dir(&root)
        .args(["audit", "--fail-on", "0", case])
        .output()
        .expect("run");
    assert_eq!(zero.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&zero.stderr);
    assert!(
        stderr.contains("--fail-on 0: 5 allocating boxing sites found, more than 0"),
        "{stderr}"
    );
    Command::cargo_bin("unbox")
        .expect("binary")
        .current_dir(&root)
        .args(["audit", "--profile", "no/such.pprof", case])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("no/such.pprof: cannot read"));
}

#[test]
fn option_families_point_at_plan() {
    let report = audit(vec![support::root().join("examples/callopts")], false, None);
    assert_eq!(report.families.len(), 1);
    assert!(report.families[0].rewritable);
    assert!(report.families[0].message.contains("unbox plan"));
}

/// The summary once came before the report: stdout is buffered and stderr is not. With both
/// streams on one file, as in a terminal or a CI log, the summary must be the last line.
#[test]
fn the_summary_closes_the_audit() {
    let root = support::root();
    let dir = tempfile::tempdir().expect("temp folder");
    let log_path = dir.path().join("log");
    let log = std::fs::File::create(&log_path).expect("log file");
    let status = std::process::Command::new(assert_cmd::cargo::cargo_bin("unbox"))
        .current_dir(&root)
        .env("NO_COLOR", "1")
        .args(["audit", "--fail-on", "1", "transforms/audit/map_values"])
        .stdout(log.try_clone().expect("clone the log handle"))
        .stderr(log)
        .status()
        .expect("run");
    assert_eq!(status.code(), Some(1));
    let text = std::fs::read_to_string(&log_path).expect("read log");
    let lines: Vec<&str> = text.lines().collect();
    let report = lines
        .iter()
        .position(|l| l.starts_with("5 boxing sites (0 in loops)"))
        .expect("the report's count line");
    let summary = lines
        .iter()
        .position(|l| l.starts_with("unbox: audit found 5 boxing sites;"))
        .expect("the summary line");
    assert!(report < summary, "summary before report:\n{text}");
    assert!(
        lines[lines.len() - 1]
            .starts_with("unbox: audit --fail-on 1: 5 allocating boxing sites found"),
        "the gate's reason is the last word:\n{text}"
    );
}

/// The seed-shaped service (`examples/aggsvc`: events into a `map[string]interface{}`
/// then `json.Marshal`, a `debugf` wrapper, `slog.Debug`, `atomic.Value.Store`, a
/// `[]interface{}` batch, and decoys that do not allocate) against the compiler's own
/// boxing calls: every line where `go build -gcflags=-S` emits `CALL runtime.convT*`.
/// `audit --escape` finds at least 95 % of those lines, at least 95 % of its `heap`
/// findings are on them, and with a profile of the service's benchmark the group ranked
/// first is the map literal, its five boxed values together (the bool is free).
#[test]
fn the_seed_shaped_service_matches_the_compiler_and_its_map_literal_ranks_first() {
    if !support::require("go") {
        return;
    }
    let dir = support::module_copy(&support::root().join("examples/aggsvc"), "aggsvc");
    let convt: std::collections::BTreeSet<usize> = convt_lines(dir.path())
        .into_iter()
        .filter(|(file, _)| file == "aggregator.go")
        .map(|(_, line)| line)
        .collect();
    assert!(
        convt.len() >= 10,
        "the compiler boxes on these lines: {convt:?}"
    );
    let report = audit_with_profile(dir.path(), "Batch", "100x");
    let found: std::collections::BTreeSet<usize> = report.findings.iter().map(|f| f.line).collect();
    let recalled = convt.intersection(&found).count();
    assert!(
        recalled * 100 >= convt.len() * 95,
        "recall {recalled} of {} compiler lines {convt:?}; found {found:?}",
        convt.len()
    );
    let heap: Vec<usize> = report
        .findings
        .iter()
        .filter(|f| f.escape == Some(audit::escape::Escape::Confirmed))
        .map(|f| f.line)
        .collect();
    let on_convt = heap.iter().filter(|l| convt.contains(l)).count();
    assert!(
        !heap.is_empty() && on_convt * 100 >= heap.len() * 95,
        "{on_convt} of {} heap findings on compiler lines {convt:?}: {heap:?}",
        heap.len()
    );
    let top = &report.findings[0].group;
    assert_eq!(
        (top.kind, top.name.as_str()),
        ("literal", "map[string]interface{}")
    );
    assert_eq!(report.findings[0].function, "encode");
    let first_group = report
        .findings
        .iter()
        .take_while(|f| &f.group == top)
        .count();
    assert_eq!(
        first_group, 5,
        "the literal's five boxed values come first together"
    );
}

/// With `--escape` the compiler decides where boxes are: every line where the compiled
/// code calls `runtime.convT*` is a finding, and a box the finder's rules do not name (an
/// `any` field of another package's struct literal, `slog.HandlerOptions{Level: level}`)
/// comes out as a `compiler box` naming the value the escape analysis names. Without
/// `--escape` those two lines are not found.
#[test]
fn escape_makes_a_finding_of_every_box_the_compiler_emits() {
    if !support::require("go") {
        return;
    }
    let dir = tempfile::tempdir().expect("temp folder");
    support::write_tree(
        dir.path(),
        &[
            ("go.mod", "module example.com/logsetup\n\ngo 1.22\n"),
            (
                "setup.go",
                "package logsetup\n\nimport (\n\t\"container/list\"\n\t\"io\"\n\t\"log/slog\"\n)\n\n// Handler builds the service's JSON handler at the configured level.\nfunc Handler(w io.Writer, level slog.Level) slog.Handler {\n\treturn slog.NewJSONHandler(w, &slog.HandlerOptions{Level: level})\n}\n\n// Remember queues a request ID for the retry list.\nfunc Remember(l *list.List, id int64) *list.Element {\n\treturn l.PushBack(id)\n}\n\n// Element wraps an ID for a list built by hand.\nfunc Element(id int64) *list.Element {\n\treturn &list.Element{Value: id}\n}\n",
            ),
        ],
    );
    let out = support::go(dir.path())
        .args(["build", "-gcflags=-S", "."])
        .output()
        .expect("go build -gcflags=-S");
    let assembly = String::from_utf8_lossy(&out.stderr).into_owned();
    let convt: std::collections::BTreeSet<usize> = assembly
        .lines()
        .filter(|l| l.contains("CALL") && l.contains("runtime.convT"))
        .filter_map(|l| l.split_once("setup.go:")?.1.split(')').next()?.parse().ok())
        .collect();
    assert_eq!(convt, [11, 16, 21].into(), "{assembly}");
    let lines = |report: &Report| -> Vec<(usize, String, String)> {
        report
            .findings
            .iter()
            .map(|f| (f.line, f.kind.describe().to_string(), f.expr.clone()))
            .collect()
    };
    let without = audit(vec![dir.path().to_path_buf()], false, None);
    assert_eq!(lines(&without), [(16, "argument".into(), "id".into())]);
    let mut with = audit(vec![dir.path().to_path_buf()], true, None);
    assert!(with.problems.is_empty(), "{:?}", with.problems);
    with.findings.sort_by_key(|f| f.line);
    assert_eq!(
        lines(&with),
        [
            (11, "compiler box".into(), "level".into()),
            (16, "argument".into(), "id".into()),
            (21, "compiler box".into(), "id".into()),
        ]
    );
    assert!(with
        .findings
        .iter()
        .all(|f| f.escape == Some(audit::escape::Escape::Confirmed)));
    assert_eq!(with.findings[0].function, "Handler");
}

/// `--fail-on` counts allocating sites: with `--escape`, a box the compiler keeps on the
/// stack (an `any` parameter that does not escape) does not fail the gate; without the
/// compiler's word it counts.
#[test]
fn the_gate_counts_only_sites_that_allocate() {
    if !support::require("go") {
        return;
    }
    let dir = tempfile::tempdir().expect("temp folder");
    support::write_tree(
        dir.path(),
        &[
            ("go.mod", "module example.com/gate\n\ngo 1.22\n"),
            (
                "gate.go",
                "package gate\n\n// width reports how wide a value prints, without keeping it.\nfunc width(v any) int {\n\tif s, ok := v.(string); ok {\n\t\treturn len(s)\n\t}\n\treturn 8\n}\n\n// Width is the column width of a name.\nfunc Width(name string) int {\n\treturn width(name)\n}\n",
            ),
        ],
    );
    let gate = |escape: bool| {
        let mut cmd = Command::cargo_bin("unbox").expect("binary");
        cmd.current_dir(dir.path())
            .args(["audit", "-q", "--fail-on", "0"]);
        if escape {
            cmd.arg("--escape");
        }
        cmd.arg(".").output().expect("run")
    };
    let counted = gate(false);
    assert_eq!(counted.status.code(), Some(1), "{counted:?}");
    let kept = gate(true);
    let stdout = String::from_utf8_lossy(&kept.stdout);
    assert!(
        stdout.contains("stack"),
        "the compiler keeps it on the stack:\n{stdout}"
    );
    assert_eq!(kept.status.code(), Some(0), "{kept:?}");
}

/// A box in an expression that spans lines is where the compiler puts it: a composite
/// literal on the line of its `{` (`return struct {…}{…}` in a `MarshalLog`), a binary
/// expression on its operator's line. The finder's lines, without `--escape`, are then
/// exactly the compiler's convT lines, which is what lets a profile's samples and `-m`
/// diagnostics land on the finding.
#[test]
fn a_multi_line_box_is_found_on_the_line_the_compiler_boxes_on() {
    if !support::require("go") {
        return;
    }
    let dir = support::module_copy(
        &support::root().join("transforms/audit/multi_line"),
        "exporter",
    );
    let convt = convt_lines(dir.path());
    assert!(convt.len() >= 6, "the compiler boxes on {convt:?}");
    let report = audit(vec![dir.path().to_path_buf()], false, None);
    let found: std::collections::BTreeSet<(String, usize)> = report
        .findings
        .iter()
        .map(|f| {
            let name = f.file.file_name().expect("name").to_string_lossy();
            (name.into_owned(), f.line)
        })
        .collect();
    assert_eq!(found, convt);
}

/// The default text is one line per finding, `file:line:col: kind: message`, with paths
/// relative to the current folder even when the argument was absolute, which editors,
/// grep and CI annotators read; the table is `--format table`. The boxes an option
/// family's rewrite removes (the compiler's ones in its constructors too) point at
/// `unbox plan`, not at a hand-made fix.
#[test]
fn the_default_text_is_one_line_per_finding_and_family_boxes_point_at_plan() {
    if !support::require("go") {
        return;
    }
    let root = support::root();
    let absolute = root.join("examples/callopts");
    let out = Command::cargo_bin("unbox")
        .expect("binary")
        .current_dir(&root)
        .env("NO_COLOR", "1")
        .args(["audit", "-q", "--escape"])
        .arg(&absolute)
        .output()
        .expect("run");
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8(out.stdout).expect("utf-8");
    let findings: Vec<&str> = text
        .lines()
        .filter(|l| !l.contains(" family "))
        .take_while(|l| l.starts_with("examples/"))
        .collect();
    assert_eq!(findings.len(), 4, "{text}");
    for line in &findings {
        let mut parts = line.splitn(5, ':');
        let (file, line_no, column, kind) = (
            parts.next().unwrap_or_default(),
            parts.next().unwrap_or_default(),
            parts.next().unwrap_or_default(),
            parts.next().unwrap_or_default(),
        );
        assert_eq!(file, "examples/callopts/callopts.go", "{line}");
        assert!(line_no.parse::<usize>().is_ok() && column.parse::<usize>().is_ok());
        assert!(
            ["compiler box", "struct field"].contains(&kind.trim()),
            "{line}"
        );
        assert!(
            line.ends_with("the options pass makes CallOption a tagged struct and this box goes: `unbox plan` shows the rewrite"),
            "{line}"
        );
    }
    assert!(
        text.contains("examples/callopts/callopts.go:21:6: options family CallOption: "),
        "{text}"
    );
    let table = Command::cargo_bin("unbox")
        .expect("binary")
        .current_dir(&root)
        .args(["audit", "-q", "--format", "table", "examples/callopts"])
        .output()
        .expect("run");
    let table = String::from_utf8(table.stdout).expect("utf-8");
    assert!(
        table.starts_with("examples/callopts (package callopts)\n  #  where"),
        "{table}"
    );
}

/// Fixes fit the site: a logging call inside `if in.debug` is not told to be guarded,
/// and an `Errorf` wrapping an error with `%w` is not told to become a sentinel error
/// (which would drop what it wraps); the same calls outside those shapes are.
#[test]
fn hints_fit_guarded_logging_and_wrapped_errors() {
    let report = audit_with(
        vec![support::root().join("transforms/audit/hints")],
        false,
        None,
        TypesMode::Off,
    );
    let hint = |line: usize| -> Vec<&str> {
        report
            .findings
            .iter()
            .filter(|f| f.line == line)
            .map(|f| f.hint.as_str())
            .collect()
    };
    assert!(hint(22)[0].contains("the wrapped error"), "{:?}", hint(22));
    assert!(hint(25)[0].contains("sentinel"), "{:?}", hint(25));
    assert!(
        hint(28).iter().all(|h| h.contains("only when its `if`")),
        "{:?}",
        hint(28)
    );
    assert!(
        hint(30)[0].starts_with("guard the logging call"),
        "{:?}",
        hint(30)
    );
}
