//! `unbox apply --branch`, `--verify`, `--bench` and `--interactive` on temp git repositories.
//! The user's checkout must come out exactly as it went in.

mod support;

use assert_cmd::Command;
use predicates::prelude::*;
use std::io::Cursor;
use std::path::Path;
use unbox::cli::Cli;
use unbox::commands::{self, Streams};

fn git(dir: &Path, args: &[&str]) -> String {
    let out = std::process::Command::new("git")
        .args(args)
        .current_dir(dir)
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .output()
        .expect("run git");
    assert!(
        out.status.success(),
        "git {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// A repository holding copies of the given folders (`(source, name)`), all committed, with
/// an identity configured in the repository itself.
fn repo(folders: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp folder");
    for (source, name) in folders {
        support::copy_tree(&support::root().join(source), &dir.path().join(name));
    }
    git(dir.path(), &["init", "-q", "-b", "main"]);
    git(dir.path(), &["config", "user.name", "Unbox Test"]);
    git(dir.path(), &["config", "user.email", "unbox@example.com"]);
    git(dir.path(), &["config", "commit.gpgsign", "false"]);
    git(dir.path(), &["add", "-A"]);
    git(dir.path(), &["commit", "-q", "-m", "pkg: initial import"]);
    dir
}

/// A commit message with its wrapped lines joined, so a sentence can be looked for
/// whatever the line breaks (messages are wrapped at 72 columns).
fn flat(message: &str) -> String {
    message.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn unbox(dir: &Path) -> Command {
    let mut cmd = Command::cargo_bin("unbox").expect("the unbox binary is built");
    cmd.current_dir(dir).env("NO_COLOR", "1");
    cmd
}

/// Everything about a checkout the branch output must not change.
fn snapshot(dir: &Path) -> Vec<String> {
    let mut files = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).expect("list") {
            let path = entry.expect("entry").path();
            if path.file_name().is_some_and(|n| n == ".git") {
                continue;
            }
            if path.is_dir() {
                stack.push(path);
            } else {
                files.push(format!(
                    "{}={}",
                    path.display(),
                    std::fs::read_to_string(&path).unwrap_or_default()
                ));
            }
        }
    }
    files.sort();
    files.push(git(
        dir,
        &["status", "--porcelain", "--untracked-files=all"],
    ));
    files.push(git(dir, &["rev-parse", "HEAD"]));
    files.push(git(dir, &["symbolic-ref", "HEAD"]));
    files.push(git(dir, &["stash", "list"]));
    files.push(format!(
        "{:?}",
        std::fs::read(dir.join(".git/index")).expect("index")
    ));
    files
}

#[test]
fn branch_holds_one_commit_per_family_and_the_checkout_is_untouched() {
    let dir = repo(&[
        ("examples/callopts", "callopts"),
        ("transforms/options/bare_uber", "bare"),
    ]);
    // A stash entry and an untracked file must survive too.
    std::fs::write(
        dir.path().join("bare/option.go"),
        "package bare // stashed edit\n",
    )
    .expect("edit");
    git(dir.path(), &["stash", "-q"]);
    std::fs::write(dir.path().join("notes.txt"), "untracked\n").expect("write");
    let before = snapshot(dir.path());
    unbox(dir.path())
        .args(["apply", "--branch", "unbox/options", "./..."])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "created branch unbox/options with 2 commits:",
        ));
    assert_eq!(
        before,
        snapshot(dir.path()),
        "work tree, index, HEAD and stash are unchanged"
    );
    let log = git(dir.path(), &["log", "--format=%s", "main..unbox/options"]);
    assert_eq!(
        log,
        "callopts: make CallOption a tagged struct so options do not allocate\nbare: make Option a tagged struct so options do not allocate\n"
    );
    // Commits follow the plan's order (bare/ before callopts/); the log lists newest first.
    let message = git(dir.path(), &["log", "-1", "--format=%B", "unbox/options"]);
    assert!(
        message.contains("runtime.convT"),
        "says which allocation goes: {message}"
    );
    assert!(
        message.contains("CallOption (callopts/callopts.go:21:6):"),
        "{message}"
    );
    assert!(message.contains("- API: unchanged"), "{message}");
    assert!(
        message.contains("- equality: CallOption values compare as before"),
        "{message}"
    );
    assert!(
        message.contains("- behaviour: calling apply on the zero CallOption now does"),
        "{message}"
    );
    // Prose is wrapped at 72 columns; only a benchmark table row may run longer.
    for line in message.lines().filter(|l| !l.starts_with('|')) {
        assert!(line.chars().count() <= 72, "{line:?} in {message}");
    }
    assert!(
        message.contains("Reproduce with:\n\n\tunbox apply --branch unbox/options ./..."),
        "{message}"
    );
    let bare = git(dir.path(), &["log", "-1", "--format=%B", "unbox/options~1"]);
    assert!(
        bare.contains("API: exported type Option changes from interface to struct"),
        "{bare}"
    );
    let changed = git(
        dir.path(),
        &["diff", "--name-only", "main", "unbox/options"],
    );
    assert_eq!(changed, "bare/option.go\ncallopts/callopts.go\n");
    // The branch's tree is exactly what `apply` in place would write.
    let committed = git(dir.path(), &["show", "unbox/options:callopts/callopts.go"]);
    unbox(dir.path())
        .args(["apply", "callopts"])
        .assert()
        .success();
    assert_eq!(
        committed,
        std::fs::read_to_string(dir.path().join("callopts/callopts.go")).expect("read")
    );
}

#[test]
fn commit_per_package_and_pass() {
    let dir = repo(&[
        ("examples/callopts", "callopts"),
        ("transforms/options/bare_uber", "bare"),
    ]);
    unbox(dir.path())
        .args([
            "apply",
            "--branch",
            "per-package",
            "--commit-per",
            "package",
            ".",
        ])
        .assert()
        .success();
    assert_eq!(
        git(dir.path(), &["rev-list", "--count", "main..per-package"]),
        "2\n"
    );
    unbox(dir.path())
        .args(["apply", "--branch", "per-pass", "--commit-per", "pass", "."])
        .assert()
        .success();
    assert_eq!(
        git(dir.path(), &["rev-list", "--count", "main..per-pass"]),
        "1\n"
    );
    let title = git(dir.path(), &["log", "-1", "--format=%s", "per-pass"]);
    assert_eq!(
        title,
        "bare, callopts: make Option a tagged struct and 1 more\n"
    );
}

#[test]
fn titles_follow_the_repository_style() {
    let dir = repo(&[("examples/callopts", "callopts")]);
    git(
        dir.path(),
        &["commit", "-q", "--allow-empty", "-m", "Tidy up"],
    );
    git(
        dir.path(),
        &["commit", "-q", "--allow-empty", "-m", "Add more things"],
    );
    unbox(dir.path())
        .args(["apply", "--branch", "b", "."])
        .assert()
        .success();
    assert_eq!(
        git(dir.path(), &["log", "-1", "--format=%s", "b"]),
        "Make CallOption a tagged struct so options do not allocate\n"
    );
}

#[test]
fn branch_refusals() {
    let dir = repo(&[("examples/callopts", "callopts")]);
    git(dir.path(), &["branch", "taken"]);
    unbox(dir.path())
        .args(["apply", "--branch", "taken", "."])
        .assert()
        .code(3)
        .stderr(predicate::str::contains(
            "branch \"taken\" already exists; choose another name or pass --force",
        ));
    unbox(dir.path())
        .args(["apply", "--branch", "taken", "--force", "."])
        .assert()
        .success();
    assert_ne!(
        git(dir.path(), &["rev-parse", "taken"]),
        git(dir.path(), &["rev-parse", "main"])
    );
    unbox(dir.path())
        .args(["apply", "--branch", "bad..name", "."])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("not a valid branch name"));

    let file = dir.path().join("callopts/callopts.go");
    std::fs::write(
        &file,
        std::fs::read_to_string(&file).expect("read") + "\n// edit\n",
    )
    .expect("edit");
    // An uncommitted edit of a rewritten file: HEAD is analysed and committed on, and the
    // edit is named as left out of both.
    unbox(dir.path())
        .args(["apply", "--branch", "dirty", "."])
        .assert()
        .success()
        .stderr(predicate::str::contains(
            "--branch analysed HEAD; 1 file of these packages differs from it in the work tree (callopts/callopts.go)",
        ));
    let committed = git(dir.path(), &["show", "dirty:callopts/callopts.go"]);
    assert!(!committed.contains("// edit"), "{committed}");
    assert!(std::fs::read_to_string(&file)
        .expect("read")
        .ends_with("// edit\n"));

    let plain = tempfile::tempdir().expect("temp folder");
    support::copy_tree(
        &support::root().join("examples/callopts"),
        &plain.path().join("callopts"),
    );
    unbox(plain.path())
        .env(
            "GIT_CEILING_DIRECTORIES",
            plain.path().parent().expect("parent"),
        )
        .args(["apply", "--branch", "b", "."])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("not inside a git repository"));
    git(plain.path(), &["init", "-q", "-b", "main"]);
    unbox(plain.path())
        .args(["apply", "--branch", "b", "."])
        .assert()
        .code(3)
        .stderr(predicate::str::contains("HEAD is unborn"));
}

/// A module where one family's rewrite breaks an importer the pass does not judge (it logs
/// an option with `%s` through a logger's method, in a file only windows builds: the plan
/// trusts an option handed to a method, and go vet's printf check accepts an interface
/// there but not the struct of ints the rewrite makes), and another family is fine.
fn module_with_a_breaking_family() -> tempfile::TempDir {
    let dir = repo(&[("transforms/options/bare_uber", "good")]);
    let root = dir.path();
    std::fs::write(root.join("go.mod"), "module example.com/mod\n\ngo 1.22\n").expect("go.mod");
    std::fs::create_dir_all(root.join("opt")).expect("mkdir");
    std::fs::create_dir_all(root.join("app")).expect("mkdir");
    std::fs::copy(
        support::root().join("transforms/options/build_ignored_generator/opt.go"),
        root.join("opt/opt.go"),
    )
    .expect("copy");
    std::fs::write(
        root.join("app/app.go"),
        "// Package app uses opt from outside.\npackage app\n",
    )
    .expect("write app");
    std::fs::write(
        root.join("app/app_windows.go"),
        "package app\n\nimport (\n\t\"log\"\n\n\t\"example.com/mod/opt\"\n)\n\n// Trace logs the count a windows service starts with.\nfunc Trace(l *log.Logger) { l.Printf(\"count %s\", opt.Count(3)) }\n",
    )
    .expect("write app");
    git(root, &["add", "-A"]);
    git(root, &["commit", "-q", "-m", "mod: add opt and app"]);
    dir
}

#[test]
fn verify_drops_the_family_that_breaks_an_importer_and_keeps_the_rest() {
    if !support::require("go") {
        return;
    }
    let dir = module_with_a_breaking_family();
    unbox(dir.path())
        .args(["apply", "--branch", "verified", "--verify", "./..."])
        .assert()
        .code(3)
        .stderr(predicate::str::contains(
            "unbox: dropped Option (opt/opt.go:",
        ))
        .stderr(predicate::str::contains(
            "GOOS=windows GOARCH=amd64 go vet passed before the rewrite and fails after it",
        ))
        .stderr(predicate::str::contains("app/app_windows.go"))
        .stdout(predicate::str::contains(
            "created branch verified with 1 commit",
        ))
        .stdout(predicate::str::contains("applied 1 of 2 rewrites"));
    assert_eq!(
        git(dir.path(), &["diff", "--name-only", "main", "verified"]),
        "good/option.go\n"
    );
    // The commit records what --verify checked and what it dropped.
    let message = git(dir.path(), &["log", "-1", "--format=%B", "verified"]);
    assert!(
        flat(&message).contains(
            "Verified (--verify) on a copy of the module: gofmt -l, go build ./..., and go vet"
        ),
        "{message}"
    );
    assert!(
        message.contains("Dropped by --verify: Option (opt/opt.go:"),
        "{message}"
    );
    // Without --verify both land, and the module no longer builds for windows: the check is
    // what saved it.
    unbox(dir.path())
        .args(["apply", "--branch", "unverified", "./..."])
        .assert()
        .success();
    assert_eq!(
        git(dir.path(), &["rev-list", "--count", "main..unverified"]),
        "2\n"
    );
}

#[test]
fn bench_puts_measured_rows_in_the_commit_message() {
    if !support::require("go") {
        return;
    }
    let dir = repo(&[("examples/callopts", "callopts")]);
    unbox(dir.path())
        .args([
            "apply",
            "--branch",
            "b",
            "--bench",
            "Construct",
            "--bench-count",
            "1",
            "--bench-time",
            "2000x",
            "callopts",
        ])
        .assert()
        .success();
    let message = git(dir.path(), &["log", "-1", "--format=%B", "b"]);
    assert!(flat(&message).contains("Benchmarks that call this rewrite's constructors or name its types (go test -bench Construct -benchmem -count 1 -benchtime 2000x; before → after):"), "{message}");
    assert!(
        flat(&message).contains("No longer allocating, as measured: - callopts.BenchmarkConstruct"),
        "{message}"
    );
    let rows: Vec<&str> = message
        .lines()
        .filter(|l| l.starts_with("| callopts.BenchmarkConstruct"))
        .collect();
    assert_eq!(rows.len(), 4, "{message}");
    for row in rows {
        let allocs = row.split('|').nth(4).expect("allocs column").trim();
        let (before, after) = allocs.split_once(" → ").expect("before → after");
        assert!(before.parse::<f64>().expect("number") >= 1.0, "{row}");
        assert!(after.starts_with("0 "), "{row}");
    }
    unbox(dir.path())
        .args([
            "apply",
            "--branch",
            "c",
            "--bench",
            "NoSuchBenchmark",
            "--bench-count",
            "1",
            "callopts",
        ])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "No benchmark in callopts calls a rewritten constructor or names a rewritten type and matches \"NoSuchBenchmark\"; nothing was measured.",
        ));
}

/// Runs the library's command runner with a scripted stdin, as a person at a terminal.
fn run_interactive(dir: &Path, answers: &str) -> (u8, String) {
    let cli = <Cli as clap::Parser>::try_parse_from([
        "unbox",
        "apply",
        "--interactive",
        "--no-gofmt",
        dir.join("a").to_str().expect("utf-8 path"),
        dir.join("b").to_str().expect("utf-8 path"),
    ])
    .expect("arguments parse");
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let mut input = Cursor::new(answers.as_bytes().to_vec());
    let mut io = Streams {
        stdout: &mut out,
        stderr: &mut err,
        stdin: &mut input,
        interactive: true,
        style: unbox::style::Style::plain(),
        err_style: unbox::style::Style::plain(),
        progress: false,
    };
    let code =
        commands::run(&cli, &mut io, "unbox apply --interactive").expect("streams in memory");
    (code, String::from_utf8(out).expect("utf-8"))
}

#[test]
fn interactive_keeps_only_what_is_accepted() {
    let dir = tempfile::tempdir().expect("temp folder");
    support::copy_tree(
        &support::root().join("transforms/options/bare_uber"),
        &dir.path().join("a"),
    );
    support::copy_tree(
        &support::root().join("transforms/options/empty_struct"),
        &dir.path().join("b"),
    );
    let (code, out) = run_interactive(dir.path(), "maybe\nn\ny\n");
    assert_eq!(code, 0);
    assert!(out.contains("[1/2] Option in "), "{out}");
    assert!(out.contains("Please answer y, n or q."), "{out}");
    assert!(out.contains("applied 1 of 2 rewrites"), "{out}");
    let a = std::fs::read_to_string(dir.path().join("a/option.go")).expect("read");
    let b = std::fs::read_to_string(dir.path().join("b/server.go")).expect("read");
    assert!(
        a.contains("type Option interface"),
        "the refused family is untouched"
    );
    assert!(
        b.contains("type Option struct"),
        "the accepted family is rewritten"
    );

    let again = tempfile::tempdir().expect("temp folder");
    support::copy_tree(
        &support::root().join("transforms/options/bare_uber"),
        &again.path().join("a"),
    );
    support::copy_tree(
        &support::root().join("transforms/options/empty_struct"),
        &again.path().join("b"),
    );
    let (_, out) = run_interactive(again.path(), "q\n");
    assert!(
        out.contains("applied 0 of 2 rewrites"),
        "q skips the rest: {out}"
    );
}

#[test]
fn interactive_needs_a_terminal() {
    let dir = tempfile::tempdir().expect("temp folder");
    unbox(dir.path())
        .args(["apply", "--interactive", "."])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--interactive needs a terminal"));
}

#[test]
fn missing_identity_is_a_clear_error() {
    let dir = repo(&[("examples/callopts", "callopts")]);
    git(dir.path(), &["config", "--unset", "user.name"]);
    git(dir.path(), &["config", "--unset", "user.email"]);
    let home = tempfile::tempdir().expect("an empty HOME");
    unbox(dir.path())
        .env("HOME", home.path())
        .env("XDG_CONFIG_HOME", home.path())
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .env_remove("GIT_AUTHOR_NAME")
        .env_remove("GIT_AUTHOR_EMAIL")
        .env_remove("EMAIL")
        .args(["apply", "--branch", "b", "."])
        .assert()
        .code(3)
        .stderr(predicate::str::contains(
            "no author identity: set it with `git config user.name",
        ));
    assert!(!git(dir.path(), &["branch", "--list"]).contains(" b\n"));
}

#[test]
fn verify_in_place_writes_only_the_families_that_pass() {
    if !support::require("go") {
        return;
    }
    let dir = module_with_a_breaking_family();
    unbox(dir.path())
        .args(["apply", "--verify", "./..."])
        .assert()
        .code(3)
        .stderr(predicate::str::contains(
            "unbox: dropped Option (opt/opt.go:",
        ))
        .stdout(predicate::str::contains("rewrote good/option.go"))
        .stdout(predicate::str::contains("applied 1 of 2 rewrites"));
    let opt = std::fs::read_to_string(dir.path().join("opt/opt.go")).expect("read");
    assert!(
        opt.contains("type Option interface"),
        "the dropped family is untouched"
    );
    support::run_ok(support::go(dir.path()).args(["build", "./..."]));
}

/// Branch names as git checks them, branches checked out elsewhere, bare repositories.
#[test]
fn branch_refuses_what_git_would_refuse() {
    let dir = repo(&[
        ("examples/callopts", "callopts"),
        ("examples/players", "players"),
    ]);
    // A full ref name would make refs/heads/refs/heads/x.
    unbox(dir.path())
        .args(["apply", "--branch", "refs/heads/x", "."])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "\"refs/heads/x\" is a full ref name; give the branch name alone (\"x\")",
        ));
    // A branch checked out in another work tree is never moved, even with --force.
    let linked = tempfile::tempdir().expect("temp folder");
    let wt = linked.path().join("wt");
    git(
        dir.path(),
        &[
            "worktree",
            "add",
            "-q",
            "-b",
            "feature",
            wt.to_str().expect("utf-8"),
        ],
    );
    let main_before = git(dir.path(), &["rev-parse", "main"]);
    unbox(&wt)
        .args(["apply", "--branch", "main", "--force", "."])
        .assert()
        .code(3)
        .stderr(predicate::str::contains(
            "branch \"main\" is checked out in the work tree at",
        ));
    assert_eq!(git(dir.path(), &["rev-parse", "main"]), main_before);
    assert_eq!(git(dir.path(), &["status", "--porcelain"]), "");
    // The current branch of this work tree too.
    unbox(&wt)
        .args(["apply", "--branch", "feature", "--force", "."])
        .assert()
        .code(3);
    // A bare repository has no work tree to analyse.
    let bare = tempfile::tempdir().expect("temp folder");
    let bare_repo = bare.path().join("b.git");
    git(
        dir.path(),
        &[
            "clone",
            "-q",
            "--bare",
            ".",
            bare_repo.to_str().expect("utf-8"),
        ],
    );
    unbox(&bare_repo)
        .args(["apply", "--branch", "x", "."])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("the repository is bare"));
}

/// Makes branch `topic` (from main) and main each change NOTES.md their own way, then
/// starts rebasing `topic` onto main in `worktree`, which stops on the conflict.
fn rebase_stopped_on_a_conflict(dir: &Path, worktree: &Path) {
    git(dir, &["branch", "topic"]);
    std::fs::write(dir.join("NOTES.md"), "main's note\n").expect("write");
    git(dir, &["add", "-A"]);
    git(dir, &["commit", "-q", "-m", "notes: main"]);
    git(worktree, &["checkout", "-q", "topic"]);
    std::fs::write(worktree.join("NOTES.md"), "topic's note\n").expect("write");
    git(worktree, &["add", "-A"]);
    git(worktree, &["commit", "-q", "-m", "notes: topic"]);
    let rebase = std::process::Command::new("git")
        .args(["rebase", "main"])
        .current_dir(worktree)
        .output()
        .expect("run git rebase");
    assert!(!rebase.status.success(), "the rebase stops on the conflict");
}

/// Asserts that git itself refuses to move `branch` (`git branch -f`).
fn git_refuses_to_move(dir: &Path, branch: &str) {
    let out = std::process::Command::new("git")
        .args(["branch", "-f", branch, "main"])
        .current_dir(dir)
        .output()
        .expect("run git branch");
    assert!(!out.status.success(), "git moved {branch}");
}

/// `apply --branch NAME --force` in `dir` exits 3 saying each of `says`, and NAME stays.
fn unbox_refuses_to_move(dir: &Path, branch: &str, says: &[&str]) {
    let before = git(dir, &["rev-parse", branch]);
    let mut assert = unbox(dir)
        .args(["apply", "--branch", branch, "--force", "callopts"])
        .assert()
        .code(3);
    for said in says {
        assert = assert.stderr(predicate::str::contains(*said));
    }
    assert_eq!(git(dir, &["rev-parse", branch]), before);
}

/// `--branch NAME --force` refuses every branch git refuses to move: one being rebased (in
/// the main work tree or a linked one), one a bisection started from, and one checked out
/// in a registered work tree whose folder was deleted. The branch stays where it was.
#[test]
fn branch_force_refuses_a_branch_being_rebased_or_bisected_or_in_a_stale_worktree() {
    // Mid-rebase in the main work tree.
    let dir = repo(&[("examples/callopts", "callopts")]);
    rebase_stopped_on_a_conflict(dir.path(), dir.path());
    git_refuses_to_move(dir.path(), "topic");
    unbox_refuses_to_move(
        dir.path(),
        "topic",
        &["branch \"topic\" is being rebased in the work tree at"],
    );
    // Mid-rebase in a linked work tree; unbox runs in the main one.
    let dir = repo(&[("examples/callopts", "callopts")]);
    let linked = tempfile::tempdir().expect("temp folder");
    let wt = linked.path().join("wt");
    git(
        dir.path(),
        &[
            "worktree",
            "add",
            "-q",
            "--detach",
            wt.to_str().expect("utf-8"),
        ],
    );
    rebase_stopped_on_a_conflict(dir.path(), &wt);
    git_refuses_to_move(dir.path(), "topic");
    unbox_refuses_to_move(
        dir.path(),
        "topic",
        &[
            "branch \"topic\" is being rebased in the work tree at",
            "/wt;",
        ],
    );
    // A bisection started from a branch, in a linked work tree.
    let dir = repo(&[("examples/callopts", "callopts")]);
    git(dir.path(), &["branch", "hunt"]);
    let bisecting = linked.path().join("bisect");
    git(
        dir.path(),
        &[
            "worktree",
            "add",
            "-q",
            bisecting.to_str().expect("utf-8"),
            "hunt",
        ],
    );
    git(&bisecting, &["bisect", "start"]);
    git(&bisecting, &["bisect", "bad"]);
    git(&bisecting, &["checkout", "-q", "--detach"]);
    git_refuses_to_move(dir.path(), "hunt");
    unbox_refuses_to_move(dir.path(), "hunt", &["branch \"hunt\" is being bisected"]);
    // A registered work tree whose folder was deleted.
    let stale = linked.path().join("stale");
    git(
        dir.path(),
        &[
            "worktree",
            "add",
            "-q",
            "-b",
            "old-idea",
            stale.to_str().expect("utf-8"),
        ],
    );
    std::fs::remove_dir_all(&stale).expect("delete the work tree's folder");
    git_refuses_to_move(dir.path(), "old-idea");
    unbox_refuses_to_move(
        dir.path(),
        "old-idea",
        &[
            "branch \"old-idea\" is checked out in the work tree registered at",
            "whose folder is gone",
        ],
    );
}

/// A use of the family that keeps it from being rewritten (a type assertion on it).
const ASSERTS: &str = "package callopts\n\nfunc isHeader(o CallOption) bool {\n\t_, ok := o.opt.(headerOption)\n\treturn ok\n}\n";

/// `--branch` builds its commits on HEAD, so it analyses HEAD: an uncommitted edit can
/// neither unlock a rewrite HEAD forbids (the branch would not build) nor block one.
#[test]
fn branch_analyses_head_not_the_work_tree() {
    if !support::require("go") {
        return;
    }
    // HEAD holds a use that forbids the rewrite; the work tree has deleted it.
    let dir = repo(&[("examples/callopts", "callopts")]);
    std::fs::write(dir.path().join("callopts/extra.go"), ASSERTS).expect("write");
    git(dir.path(), &["add", "-A"]);
    git(dir.path(), &["commit", "-q", "-m", "callopts: assert"]);
    std::fs::remove_file(dir.path().join("callopts/extra.go")).expect("delete");
    let before = snapshot(dir.path());
    unbox(dir.path())
        .args([
            "apply", "--branch", "unlocked", "--pass", "options", "callopts",
        ])
        .assert()
        .success()
        .stderr(predicate::str::contains("nothing to commit"))
        .stderr(predicate::str::contains(
            "1 file of these packages differs from it in the work tree (",
        ));
    assert_eq!(snapshot(dir.path()), before, "the checkout is untouched");
    let branches = git(dir.path(), &["branch", "--list", "unlocked"]);
    assert!(branches.is_empty(), "{branches}");

    // HEAD allows the rewrite; an untracked file in the work tree would forbid it.
    let dir = repo(&[("examples/callopts", "callopts")]);
    std::fs::write(dir.path().join("callopts/extra.go"), ASSERTS).expect("write");
    let before = snapshot(dir.path());
    let out = unbox(dir.path())
        .args([
            "apply",
            "--branch",
            "rewritten",
            "--pass",
            "options",
            "callopts",
        ])
        .output()
        .expect("run unbox");
    let stderr = String::from_utf8_lossy(&out.stderr);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(
        stdout.contains("created branch rewritten with 1 commit"),
        "{stdout}"
    );
    assert!(stderr.contains("callopts/extra.go"), "{stderr}");
    assert!(
        !stdout.contains("unbox-head-") && !stderr.contains("unbox-head-"),
        "{stderr}"
    );
    assert_eq!(snapshot(dir.path()), before, "the checkout is untouched");
    // The branch as committed builds, vets and passes its tests.
    let checkout = tempfile::tempdir().expect("temp folder");
    let wt = checkout.path().join("wt");
    git(
        dir.path(),
        &[
            "worktree",
            "add",
            "-q",
            wt.to_str().expect("utf-8"),
            "rewritten",
        ],
    );
    let vet = std::process::Command::new("go")
        .args(["vet", "./..."])
        .current_dir(wt.join("callopts"))
        .env("GOFLAGS", "-mod=mod")
        .env("GOPROXY", "off")
        .output()
        .expect("run go vet");
    assert!(
        vet.status.success(),
        "{}",
        String::from_utf8_lossy(&vet.stderr)
    );
    let message = git(dir.path(), &["log", "-1", "--format=%B", "rewritten"]);
    assert!(message.contains("callopts/callopts.go"), "{message}");
    assert!(!message.contains("unbox-head-"), "{message}");
}

/// A module with two option families in one package, benchmarks with sub-benchmarks for
/// each, and one benchmark that uses neither.
fn two_families() -> tempfile::TempDir {
    let src = tempfile::tempdir().expect("temp folder");
    let files = [
        ("go.mod", "module example.com/pool\n\ngo 1.22\n"),
        (
            "pool.go",
            "package pool\n\ntype config struct {\n\tsize int\n\tname string\n}\n\n// Option configures a Pool.\ntype Option interface{ apply(*config) }\n\ntype sizeOption int\n\nfunc (s sizeOption) apply(c *config) { c.size = int(s) }\n\n// WithSize sets the pool size.\nfunc WithSize(n int) Option { return sizeOption(n) }\n\ntype nameOption string\n\nfunc (n nameOption) apply(c *config) { c.name = string(n) }\n\n// WithName names the pool.\nfunc WithName(s string) Option { return nameOption(s) }\n\n// New applies the options.\nfunc New(opts ...Option) config {\n\tvar c config\n\tfor _, o := range opts {\n\t\to.apply(&c)\n\t}\n\treturn c\n}\n\ntype dialer struct{ addr string }\n\n// DialOption configures Dial.\ntype DialOption interface{ applyDial(*dialer) }\n\ntype addrOption struct{ host, port string }\n\nfunc (a addrOption) applyDial(d *dialer) { d.addr = a.host + \":\" + a.port }\n\n// WithAddr sets where to dial.\nfunc WithAddr(host, port string) DialOption { return addrOption{host: host, port: port} }\n\n// Dial applies the options and returns the address.\nfunc Dial(opts ...DialOption) string {\n\tvar d dialer\n\tfor _, o := range opts {\n\t\to.applyDial(&d)\n\t}\n\treturn d.addr\n}\n",
        ),
        (
            "pool_test.go",
            "package pool\n\nimport \"testing\"\n\nvar (\n\tnames = []string{\"a\", \"b\"}\n\tsink  Option\n\tdsink DialOption\n\tn     int\n)\n\nfunc BenchmarkConstructPool(b *testing.B) {\n\tb.Run(\"size\", func(b *testing.B) {\n\t\tb.ReportAllocs()\n\t\tfor i := 0; i < b.N; i++ {\n\t\t\tsink = WithSize(1000 + i)\n\t\t}\n\t})\n\tb.Run(\"name\", func(b *testing.B) {\n\t\tb.ReportAllocs()\n\t\tfor i := 0; i < b.N; i++ {\n\t\t\tsink = WithName(names[i%2])\n\t\t}\n\t})\n}\n\nfunc BenchmarkConstructDial(b *testing.B) {\n\tb.ReportAllocs()\n\tfor i := 0; i < b.N; i++ {\n\t\tdsink = WithAddr(names[i%2], \"80\")\n\t}\n}\n\nfunc BenchmarkLen(b *testing.B) {\n\tb.ReportAllocs()\n\tfor i := 0; i < b.N; i++ {\n\t\tn += len(names[i%2])\n\t}\n}\n",
        ),
    ];
    for (name, text) in files {
        std::fs::write(src.path().join(name), text).expect("write the module");
    }
    let source = src.path().to_string_lossy().into_owned();
    let dir = repo(&[(source.as_str(), "pool")]);
    drop(src);
    dir
}

/// Each family's commit carries the rows of the benchmarks that call its constructors
/// (sub-benchmarks by their whole names) and no other family's; a benchmark calling no
/// rewritten constructor is not run (issue 27: `--bench .` on yarpc spent most of 27
/// minutes on one) and is named as not run. `--bench-raw` writes both sides for
/// benchstat, the runs alternating.
#[test]
fn bench_rows_go_to_the_family_whose_constructors_they_call() {
    if !support::require("go") {
        return;
    }
    let dir = two_families();
    let raw = tempfile::tempdir().expect("temp folder");
    unbox(dir.path())
        .args([
            "apply",
            "--branch",
            "b",
            "--bench",
            "--bench-count",
            "2",
            "--bench-time",
            "2000x",
            "--bench-raw",
        ])
        .arg(raw.path())
        .args(["--commit-per", "family", "pool"])
        .assert()
        .success();
    for side in ["before.txt", "after.txt"] {
        let text = std::fs::read_to_string(raw.path().join(side)).expect("raw runs written");
        assert!(text.contains("pkg: example.com/pool"), "{text}");
        assert!(!text.contains("BenchmarkLen"), "not run: {text}");
        for row in [
            "BenchmarkConstructPool/size",
            "BenchmarkConstructPool/name",
            "BenchmarkConstructDial",
        ] {
            assert_eq!(
                text.lines().filter(|l| l.starts_with(row)).count(),
                2,
                "{row} runs once a round: {text}"
            );
        }
    }
    let before = std::fs::read_to_string(raw.path().join("before.txt")).expect("read");
    let after = std::fs::read_to_string(raw.path().join("after.txt")).expect("read");
    let allocs = |text: &str, row: &str| -> Vec<String> {
        text.lines()
            .filter(|l| l.starts_with(row))
            .filter_map(|l| {
                let f: Vec<&str> = l.split_whitespace().collect();
                let at = f.iter().position(|x| *x == "allocs/op")?;
                Some(f[at - 1].to_string())
            })
            .collect()
    };
    assert_eq!(allocs(&before, "BenchmarkConstructDial"), ["1", "1"]);
    assert_eq!(allocs(&after, "BenchmarkConstructDial"), ["0", "0"]);
    assert_eq!(git(dir.path(), &["rev-list", "--count", "main..b"]), "2\n");
    let log = git(dir.path(), &["log", "--format=%B%x00", "main..b"]);
    let messages: Vec<&str> = log.split('\0').filter(|m| !m.trim().is_empty()).collect();
    let option = messages
        .iter()
        .find(|m| m.contains("Option a tagged struct") && !m.contains("DialOption a tagged"))
        .unwrap_or_else(|| panic!("no commit for Option: {log}"));
    let dial = messages
        .iter()
        .find(|m| m.contains("DialOption a tagged struct"))
        .unwrap_or_else(|| panic!("no commit for DialOption: {log}"));
    let rows = |m: &str| -> Vec<String> {
        m.lines()
            .filter(|l| l.starts_with("| pool."))
            .map(|l| l.split('|').nth(1).unwrap_or_default().trim().to_string())
            .collect()
    };
    assert_eq!(
        rows(option),
        [
            "pool.BenchmarkConstructPool/name",
            "pool.BenchmarkConstructPool/size"
        ],
        "{option}"
    );
    assert_eq!(rows(dial), ["pool.BenchmarkConstructDial"], "{dial}");
    for message in [option, dial] {
        assert!(
            flat(message).contains(
                "Not run (they call no rewritten constructor and name no rewritten type): pool.BenchmarkLen"
            ),
            "{message}"
        );
        assert!(!message.contains("| pool.BenchmarkLen"), "{message}");
        // Two runs a side cannot show a timing change (p ≥ 0.33), so none is claimed.
        assert!(message.contains("(~ p="), "{message}");
        // Two runs each: the spread across them is shown.
        assert!(message.contains(" ±") || message.contains("→"), "{message}");
    }
}

/// Issue 27: `--verify` judges the rewrite, not the repository. A test that fails before
/// the rewrite fails after it too; the family is kept and the report says the failure
/// predates it. A test that checks the path it was compiled from passes, since the copy
/// keeps the module's folder name.
#[test]
fn verify_keeps_a_family_whose_only_failure_predates_the_rewrite() {
    if !support::require("go") {
        return;
    }
    let dir = tempfile::tempdir().expect("temp folder");
    let root = dir.path().join("bare");
    support::copy_tree(&support::root().join("transforms/options/bare_uber"), &root);
    std::fs::write(root.join("go.mod"), "module example.com/bare\n\ngo 1.22\n").expect("go.mod");
    std::fs::write(
        root.join("broken_test.go"),
        "package bare\n\nimport (\n\t\"runtime\"\n\t\"strings\"\n\t\"testing\"\n)\n\n// Broken before any rewrite.\nfunc TestAlreadyBroken(t *testing.T) { t.Fatal(\"broken before any rewrite\") }\n\n// Passes where the module's folder is named bare, as dig's TestProvideLocation needs.\nfunc TestCompiledPath(t *testing.T) {\n\t_, file, _, _ := runtime.Caller(0)\n\tif !strings.HasSuffix(file, \"bare/broken_test.go\") {\n\t\tt.Fatalf(\"compiled as %s\", file)\n\t}\n}\n",
    )
    .expect("write test");
    git(&root, &["init", "-q", "-b", "main"]);
    git(&root, &["config", "user.name", "Unbox Test"]);
    git(&root, &["config", "user.email", "unbox@example.com"]);
    git(&root, &["config", "commit.gpgsign", "false"]);
    git(&root, &["add", "-A"]);
    git(&root, &["commit", "-q", "-m", "bare: initial import"]);
    unbox(&root)
        .args(["apply", "--branch", "verified", "--verify", "./..."])
        .assert()
        .success()
        .stderr(predicate::str::contains(
            "unbox: go test fails before the rewrite too, so the failure predates it (nothing dropped)",
        ))
        .stderr(predicate::str::contains("--- FAIL: TestAlreadyBroken").count(2))
        .stderr(predicate::str::contains("TestCompiledPath").not())
        .stderr(predicate::str::contains("unbox: dropped").not())
        .stdout(predicate::str::contains("applied 1 of 1 rewrite"));
    let message = git(&root, &["log", "-1", "--format=%B", "verified"]);
    assert!(
        message.contains("go test fails before the rewrite too, so the failure predates it:")
            && message.contains("  before: --- FAIL: TestAlreadyBroken")
            && message.contains("  after:  --- FAIL: TestAlreadyBroken"),
        "{message}"
    );
}
