//! The data-driven test of every pass on every case in `transforms/<pass>/<case>/`: the plan
//! and the diff are snapshotted into `snapshots/`, the rewrite must be idempotent, and unbox's
//! own formatting must already be what gofmt prints.

mod support;

use std::path::{Path, PathBuf};
use unbox::engine::{self, Config, Outcome};
use unbox::{diff, passes, plan};

/// Runs one pass over one case folder, without gofmt, so the snapshot shows unbox's own text.
fn outcome(pass: &str, dir: &Path) -> Outcome {
    let pass = passes::by_name(pass).expect("the case folder names a registered pass");
    let mut config = Config::new(vec![dir.to_path_buf()], vec![pass]);
    config.gofmt = false;
    config.jobs = Some(1);
    // Cases ask for non-default options with a `// Flags:` line.
    let flags = support::case_flags(dir);
    if flags.iter().any(|f| f == "present") {
        config.pass_options.record_flag = Some(unbox::passes::RecordFlag::Present);
    }
    if flags.iter().any(|f| f == "is-nil") {
        config.pass_options.record_flag = Some(unbox::passes::RecordFlag::IsNil);
    }
    if flags.iter().any(|f| f == "wide") {
        config.pass_options.layout = unbox::passes::options::LayoutChoice::Wide;
    }
    engine::run(&config)
}

/// Plan, problems and diff of one case, as one text.
fn check(pass: &str, case: &Path) -> String {
    let relative = case
        .strip_prefix(support::root())
        .expect("cases live under the crate root");
    let outcome = outcome(pass, relative);
    let mut text = Vec::new();
    plan::render_text(&outcome, &mut text).expect("render into memory");
    for problem in &outcome.problems {
        text.extend(format!("problem: {problem}\n").bytes());
    }
    text.extend(b"\n");
    diff::render(&outcome.changes, &mut text, unbox::style::Style::plain())
        .expect("render into memory");
    assert_idempotent(pass, &outcome);
    assert_gofmt_clean(pass, &outcome);
    String::from_utf8(text).expect("plan and diff are UTF-8")
}

/// Each refusal of a run as its subject and code.
fn refusals_of(outcome: &Outcome) -> Vec<(&str, &'static str)> {
    outcome
        .packages
        .iter()
        .flat_map(|p| &p.refusals)
        .map(|r| (r.subject.as_str(), r.code))
        .collect()
}

/// Applying the rewrite and running the pass again must change nothing, except what the
/// first run refused saying a second run decides again (a call inside a rewritten one):
/// then that second run rewrites only those, and a third changes nothing.
fn assert_idempotent(pass: &str, first: &Outcome) {
    if first.changes.is_empty() {
        return;
    }
    let dir = tempfile::tempdir().expect("temp folder");
    let case_dir = first.changes[0]
        .path
        .parent()
        .expect("changed files sit in a folder");
    support::copy_tree(case_dir, dir.path());
    // What each run wrote, and the subjects it said a next run decides again.
    let written = |run: &Outcome| -> (Vec<(PathBuf, String)>, Vec<String>) {
        let changes = run
            .changes
            .iter()
            .map(|c| (c.path.clone(), c.new.clone()))
            .collect();
        let announced = run
            .packages
            .iter()
            .flat_map(|p| &p.refusals)
            .filter(|r| r.message.contains(unbox::engine::DECIDED_AGAIN))
            .map(|r| r.subject.clone())
            .collect();
        (changes, announced)
    };
    let (mut changes, mut announced) = written(first);
    for round in 2..=3 {
        for (path, new) in &changes {
            let name = path.file_name().expect("a file name");
            std::fs::write(dir.path().join(name), new).expect("write the rewritten file");
        }
        let later = outcome(pass, dir.path());
        assert!(
            later.problems.is_empty(),
            "the rewritten package has problems: {:?}",
            later.problems
        );
        let unannounced: Vec<String> = later
            .packages
            .iter()
            .flat_map(|p| &p.findings)
            .filter(|f| round == 3 || !announced.contains(&f.subject))
            .map(|f| format!("{} at line {}", f.subject, f.location.position.line))
            .collect();
        assert!(
            unannounced.is_empty(),
            "run {round} of {pass} on {} still rewrites {unannounced:?}, which the run before did not say it would decide again",
            case_dir.display()
        );
        if later.changes.is_empty() {
            return;
        }
        (changes, announced) = written(&later);
    }
}

/// gofmt must accept unbox's output and leave it unchanged (when gofmt is installed;
/// required under CI): unbox's own text is already gofmt's, including gofmt's decision to
/// break a one-line function whose body grew past 100 columns.
fn assert_gofmt_clean(pass: &str, outcome: &Outcome) {
    if outcome.changes.is_empty() || !support::require("gofmt") {
        return;
    }
    for change in &outcome.changes {
        if unbox::gofmt::format(&change.old).ok().as_deref() != Some(change.old.as_str()) {
            continue; // Input gofmt would change (no final newline): unbox keeps its style.
        }
        let formatted = unbox::gofmt::format(&change.new)
            .unwrap_or_else(|e| panic!("{}: {e}\n{}", change.path.display(), change.new));
        assert_eq!(
            formatted,
            change.new,
            "{} ({pass}) is not gofmt-clean",
            change.path.display()
        );
    }
}

#[test]
fn every_case_of_every_pass() {
    // The snapshots show what the passes decide with Go's type facts.
    if !support::require("go") {
        return;
    }
    for pass in passes::registry() {
        let cases = support::cases(pass.name());
        assert!(!cases.is_empty(), "pass {} has no cases", pass.name());
        for case in cases {
            let name = case
                .file_name()
                .expect("case folder name")
                .to_string_lossy()
                .into_owned();
            let text = check(pass.name(), &case);
            insta::with_settings!({
                snapshot_path => support::root().join("snapshots"),
                prepend_module_to_snapshot => false,
                description => format!("unbox {} on transforms/{}/{name}", pass.name(), pass.name()),
                omit_expression => true,
            }, {
                insta::assert_snapshot!(format!("{}__{name}", pass.name()), text);
            });
        }
    }
}

/// Every case folder starts with a comment saying what it checks, and its name says what the
/// pass must do with it: `refuse_*` cases are refused (or rejected by the driver) and
/// change nothing, `ignore_*` cases produce nothing at all, `partly_*` cases rewrite some
/// candidates and refuse others (as real packages do), and every other case is rewritten
/// with no refusal.
#[test]
fn cases_do_what_their_names_say() {
    if !support::require("go") {
        return;
    }
    for pass in passes::registry() {
        for case in support::cases(pass.name()) {
            let mut files: Vec<PathBuf> = std::fs::read_dir(&case)
                .expect("read case")
                .map(|e| e.expect("entry").path())
                .filter(|p| {
                    p.extension().is_some_and(|e| e == "go")
                        && !p.to_string_lossy().ends_with("_test.go")
                })
                .collect();
            files.sort();
            let first = files
                .iter()
                .map(|f| std::fs::read_to_string(f).expect("read a case file"))
                .find(|text| text.starts_with("// Case: "))
                .unwrap_or_else(|| {
                    panic!("{}: one file must open with `// Case: …`", case.display())
                });
            let name = case
                .file_name()
                .expect("name")
                .to_string_lossy()
                .into_owned();
            let outcome = outcome(pass.name(), &case);
            let findings = outcome.findings();
            let refusals: usize = outcome.packages.iter().map(|p| p.refusals.len()).sum();
            if name.starts_with("refuse_") {
                assert_eq!(findings, 0, "{name} must not be rewritten");
                assert!(
                    refusals + outcome.problems.len() > 0,
                    "{name} must be refused with a reason"
                );
            } else if name.starts_with("partly_") {
                assert!(
                    first.contains("Rewritten") && first.contains("refused"),
                    "{name}: a partial case says what is `Rewritten` and what is `refused`"
                );
                assert!(
                    findings > 0 && refusals > 0 && outcome.problems.is_empty(),
                    "{name} must rewrite some candidates and refuse others"
                );
            } else if name.starts_with("ignore_") {
                assert_eq!(
                    (findings, refusals),
                    (0, 0),
                    "{name} must be neither rewritten nor refused"
                );
            } else {
                assert!(
                    first.contains("Rewritten"),
                    "{name}: a positive case says `Rewritten` in its comment"
                );
                assert!(
                    findings > 0 && refusals == 0 && outcome.problems.is_empty(),
                    "{name} must be rewritten cleanly"
                );
            }
        }
    }
}

/// A list made a slice beside a single record of the same type, in an exported container:
/// the slice's entries carry `_is_nil`, while code outside can build a zero container whose
/// record must read as absent (`_present`). One record type cannot carry both, so the
/// single record is refused on the first run and, the link gone, on the second as well.
#[test]
fn a_record_beside_its_list_in_an_exported_container_is_refused_on_both_runs() {
    let source = support::root().join("transforms/records/list_beside_single_record");
    let dir = tempfile::tempdir().expect("temp folder");
    support::copy_tree(&source, dir.path());
    for name in ["leaderboard.go", "leaderboard_test.go"] {
        let path = dir.path().join(name);
        let text = std::fs::read_to_string(&path).expect("read the case");
        let exported = text
            .replace("type round struct", "type Round struct")
            .replace("(r *round)", "(r *Round)")
            .replace("&round{", "&Round{");
        assert_ne!(text, exported, "{name} names the container");
        std::fs::write(&path, exported).expect("write the exported variant");
    }
    let first = outcome("records", dir.path());
    assert_eq!(first.findings(), 1, "the list is still made a slice");
    assert_eq!(refusals_of(&first), [("Round.best", "flag_mismatch")]);
    assert_idempotent("records", &first);
}

/// Without Go's census every records rewrite is refused (`no_census`). A field kept a
/// pointer beside its record's rewrite (`Player.t` beside `tables` in examples/seedgame,
/// one tables per player) used to go unmentioned then; it is refused with the rewrite.
#[test]
fn without_the_census_a_field_kept_beside_a_refused_rewrite_is_named() {
    let pass = passes::by_name("records").expect("the records pass");
    let mut config = Config::new(vec![support::root().join("examples/seedgame")], vec![pass]);
    config.gofmt = false;
    config.types = engine::TypesMode::Off;
    let outcome = engine::run(&config);
    assert_eq!(
        outcome.findings(),
        0,
        "nothing is rewritten without the census"
    );
    assert_eq!(
        refusals_of(&outcome),
        [("Player.t", "no_census"), ("tables", "no_census")],
        "both the tables and the field kept beside them are named"
    );
}
