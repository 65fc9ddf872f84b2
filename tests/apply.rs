//! `unbox apply` as a transaction, tested on the binary: a child killed at every rename and
//! every fsync of its write (strace injects SIGKILL there), an edit saved at every step of
//! the write, two runs at once, files the user may not write, links planted at the staging
//! name, and the modes staged files are created with.
//!
//! The module: two packages of the seed game, each with three files the records pass
//! rewrites together (a package with one file new and the others old does not compile),
//! and a package with nothing to rewrite.

#![cfg(unix)]

mod support;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

const PACKAGES: [&str; 2] = ["game", "lobby"];

fn unbox(dir: &Path) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_unbox"));
    cmd.current_dir(dir).env("NO_COLOR", "1");
    cmd
}

/// The module described above, in `root`; committed when `in_git`.
fn arcade(root: &Path, in_git: bool) {
    std::fs::write(
        root.join("go.mod"),
        "module example.com/arcade\n\ngo 1.22\n",
    )
    .expect("go.mod");
    for name in PACKAGES {
        let dir = root.join(name);
        support::copy_tree(&support::root().join("examples/seedgame"), &dir);
        std::fs::remove_file(dir.join("go.mod")).expect("one module");
        // The inventory half of the tables in a file of its own: three rewritten files.
        let tables = std::fs::read_to_string(dir.join("tables.go")).expect("tables.go");
        let at = tables.find("// findItem").expect("the inventory methods");
        std::fs::write(dir.join("tables.go"), &tables[..at]).expect("tables.go");
        std::fs::write(
            dir.join("items.go"),
            format!("package seedgame\n\n{}", &tables[at..]),
        )
        .expect("items.go");
    }
    std::fs::create_dir_all(root.join("idle")).expect("idle");
    std::fs::write(
        root.join("idle/idle.go"),
        "// Package idle reports the server's build.\npackage idle\n\n// Version is the build's version.\nconst Version = \"1.4.2\"\n",
    )
    .expect("idle.go");
    if in_git {
        support::git(root, &["init", "-q", "-b", "main"]);
        support::git(root, &["add", "-A"]);
        support::git(root, &["commit", "-q", "-m", "arcade: initial import"]);
    }
}

/// The text of every `.go` file of the packages, by path relative to the root.
fn texts(root: &Path) -> BTreeMap<PathBuf, String> {
    let mut all = BTreeMap::new();
    for name in PACKAGES {
        for entry in std::fs::read_dir(root.join(name)).expect("list").flatten() {
            let path = entry.path();
            if path.extension().is_some_and(|e| e == "go") {
                let relative = path.strip_prefix(root).expect("under root").to_path_buf();
                all.insert(relative, std::fs::read_to_string(&path).expect("read"));
            }
        }
    }
    all
}

/// The texts before and after a whole `unbox apply` of the module.
fn before_and_after() -> (BTreeMap<PathBuf, String>, BTreeMap<PathBuf, String>) {
    let dir = tempfile::tempdir().expect("temp folder");
    arcade(dir.path(), false);
    let before = texts(dir.path());
    let out = apply_all(dir.path());
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let after = texts(dir.path());
    let changed = before.iter().filter(|(p, t)| after[*p] != **t).count();
    assert_eq!(changed, 6, "three files of each package are rewritten");
    (before, after)
}

fn apply_all(root: &Path) -> Output {
    unbox(root)
        .args(["apply", "--allow-dirty", "."])
        .output()
        .expect("run unbox")
}

/// Whether each package holds only old or only new texts (after taking `edit` off the end
/// of a file): the package's name, and "old", "new" or what is mixed.
fn package_states(
    root: &Path,
    before: &BTreeMap<PathBuf, String>,
    after: &BTreeMap<PathBuf, String>,
    edit: Option<&str>,
) -> Vec<(String, String)> {
    let now = texts(root);
    PACKAGES
        .iter()
        .map(|name| {
            let mut old = 0;
            let mut new = 0;
            let mut other = Vec::new();
            for (path, text) in now.iter().filter(|(p, _)| p.starts_with(name)) {
                let text = edit
                    .and_then(|e| text.strip_suffix(e))
                    .unwrap_or(text.as_str());
                if before[path] == after[path] {
                    continue;
                } else if text == before[path] {
                    old += 1;
                } else if text == after[path] {
                    new += 1;
                } else {
                    other.push(path.display().to_string());
                }
            }
            let state = match (old, new, other.is_empty()) {
                (_, 0, true) => "old".to_string(),
                (0, _, true) => "new".to_string(),
                _ => format!("mixed: {old} old, {new} new, other {other:?}"),
            };
            (name.to_string(), state)
        })
        .collect()
}

/// Anything unbox left: side files, state folders, journals, locks.
fn leftovers(root: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("list").flatten() {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.contains(".unbox-") || name == ".unbox" || path.ends_with(".git/unbox") {
                found.push(path.clone());
            }
            if entry.file_type().expect("type").is_dir() {
                stack.push(path);
            }
        }
    }
    found
}

/// Runs `unbox ARGS` in `dir` under strace, tracing `trace` (the main thread only), and
/// returns strace's log; the run must succeed.
fn traced(dir: &Path, trace: &str, args: &[&str]) -> String {
    let log = dir.join("strace.log");
    let out = Command::new("strace")
        .arg("-o")
        .arg(&log)
        .args(["-e", trace])
        .arg(env!("CARGO_BIN_EXE_unbox"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("run strace");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(&log).expect("the strace log");
    std::fs::remove_file(&log).expect("remove the log");
    text
}

/// How many times the main thread of a whole apply calls each system call.
fn count_calls(calls: &[&str]) -> BTreeMap<String, usize> {
    let dir = tempfile::tempdir().expect("temp folder");
    arcade(dir.path(), false);
    let trace = format!("trace={}", calls.join(","));
    let log = traced(dir.path(), &trace, &["apply", "."]);
    calls
        .iter()
        .map(|call| {
            let n = log
                .lines()
                .filter(|l| l.starts_with(&format!("{call}(")))
                .count();
            (call.to_string(), n)
        })
        .collect()
}

/// A child `unbox apply` killed at the N-th `call`, then a run that only resolves what it
/// left, then a whole run: every package is old or new after each, the module vets, and
/// nothing is left over.
/// Returns whether the killed run left a journal.
fn kill_and_recover(
    call: &str,
    n: usize,
    in_git: bool,
    before: &BTreeMap<PathBuf, String>,
    after: &BTreeMap<PathBuf, String>,
) -> bool {
    let dir = tempfile::tempdir().expect("temp folder");
    let root = dir.path();
    arcade(root, in_git);
    let killed = Command::new("strace")
        .args(["-o", "/dev/null"])
        .arg("-e")
        .arg(format!("inject={call}:signal=SIGKILL:when={n}"))
        .arg(env!("CARGO_BIN_EXE_unbox"))
        .args(["apply", "."])
        .current_dir(root)
        .output()
        .expect("run strace");
    let at = format!("{call} #{n} (in git: {in_git})");
    assert!(!killed.status.success(), "{at}: the run was not killed");
    // A run on the package with nothing to rewrite finds the journal and resolves it.
    let journal_left = [".git/unbox/journal", ".unbox/journal"]
        .iter()
        .any(|j| root.join(j).exists());
    let recovered = unbox(root)
        .args(["apply", "idle"])
        .output()
        .expect("run unbox");
    let stderr = String::from_utf8_lossy(&recovered.stderr);
    assert!(recovered.status.success(), "{at}: {stderr}");
    if journal_left {
        assert!(
            stderr.contains("an apply that was interrupted"),
            "{at}: says what it did: {stderr}"
        );
    }
    for (package, state) in package_states(root, before, after, None) {
        assert!(
            state == "old" || state == "new",
            "{at}: {package} is {state}"
        );
    }
    assert_eq!(leftovers(root), Vec::<PathBuf>::new(), "{at}");
    let again = apply_all(root);
    assert!(
        again.status.success(),
        "{at}: {}",
        String::from_utf8_lossy(&again.stderr)
    );
    for (package, state) in package_states(root, before, after, None) {
        assert_eq!(state, "new", "{at}: {package}");
    }
    assert_eq!(leftovers(root), Vec::<PathBuf>::new(), "{at}");
    support::run_ok(support::go(root).args(["vet", "./..."]));
    journal_left
}

/// Killed at each rename and each fsync of its main thread (the write), in a git repository
/// and in a module outside one, the next runs leave every package whole, old or new, and
/// nothing of their own behind.
#[test]
fn a_run_killed_at_any_rename_or_fsync_leaves_every_package_old_or_new() {
    if !support::require("strace") || !support::require("go") {
        return;
    }
    let (before, after) = before_and_after();
    let calls = count_calls(&["rename", "renameat2", "fsync"]);
    // The journal's rename; one exchange per file; the journal, its folder, each staged
    // file and each package folder synced.
    assert_eq!(calls["renameat2"], 6, "{calls:?}");
    assert!(calls["rename"] >= 1 && calls["fsync"] >= 10, "{calls:?}");
    let mut journals = 0;
    for in_git in [true, false] {
        for (call, count) in &calls {
            for n in 1..=*count {
                let left = kill_and_recover(call, n, in_git, &before, &after);
                // Every exchange comes after the journal: a kill there leaves it.
                assert!(left || call != "renameat2", "{call} #{n}: no journal");
                journals += usize::from(left);
            }
        }
    }
    // The exchanges, the staged files' and the folders' fsyncs, in and outside git.
    assert!(
        journals >= 2 * (6 + 6 + 2),
        "only {journals} kills left a journal"
    );
}

/// Runs `unbox apply` held at step `n` of its write (see `UNBOX_TEST_HOLD`), runs `edit`
/// there, and lets it go on. Returns the run's output.
fn held_at(root: &Path, n: usize, args: &[&str], edit: impl FnOnce()) -> Output {
    let gate = root.join("gate");
    let child = unbox(root)
        .args(args)
        .env("UNBOX_TEST_HOLD", format!("{n}:{}", gate.display()))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run unbox");
    let started = Instant::now();
    while !gate.exists() {
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "step {n} never came"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
    edit();
    std::fs::remove_file(&gate).expect("open the gate");
    let out = child.wait_with_output().expect("wait for unbox");
    let _ = std::fs::remove_file(gate.with_extension("steps"));
    out
}

/// The steps of a whole write, as `UNBOX_TEST_HOLD=0:…` records them.
fn steps() -> Vec<String> {
    let dir = tempfile::tempdir().expect("temp folder");
    arcade(dir.path(), false);
    let gate = dir.path().join("gate");
    let out = unbox(dir.path())
        .args(["apply", "."])
        .env("UNBOX_TEST_HOLD", format!("0:{}", gate.display()))
        .output()
        .expect("run unbox");
    assert!(out.status.success());
    std::fs::read_to_string(gate.with_extension("steps"))
        .expect("the steps")
        .lines()
        .map(str::to_string)
        .collect()
}

fn append(path: &Path, text: &str) {
    use std::io::Write;
    let mut file = std::fs::OpenOptions::new()
        .append(true)
        .open(path)
        .expect("open for appending");
    file.write_all(text.as_bytes()).expect("append");
}

/// An edit appended to a file at any step of the write (before the check, between the
/// swaps, after the last) is in the file when the run ends, and each package is whole: the
/// run stops and restores every file when it meets the edit before replacing that file.
#[test]
fn an_edit_saved_at_any_step_of_the_write_survives() {
    let (before, after) = before_and_after();
    let steps = steps();
    assert!(steps.len() >= 10, "{steps:?}");
    let rewritten: Vec<PathBuf> = before
        .keys()
        .filter(|p| before[*p] != after[*p])
        .cloned()
        .collect();
    for (i, step) in steps.iter().enumerate() {
        let dir = tempfile::tempdir().expect("temp folder");
        let root = dir.path();
        arcade(root, false);
        let file = root.join(&rewritten[i % rewritten.len()]);
        let edit = format!("// saved by hand at step {}\n", i + 1);
        let out = held_at(root, i + 1, &["apply", "."], || append(&file, &edit));
        let stderr = String::from_utf8_lossy(&out.stderr);
        let text = std::fs::read_to_string(&file).expect("read");
        assert!(text.ends_with(&edit), "{step}: the edit is lost: {stderr}");
        for (package, state) in package_states(root, &before, &after, Some(&edit)) {
            assert!(
                state == "old" || state == "new",
                "{step}: {package} is {state}"
            );
        }
        if !out.status.success() {
            assert!(
                stderr.contains("restored") || stderr.contains("nothing was written"),
                "{step}: {stderr}"
            );
            assert!(
                !String::from_utf8_lossy(&out.stdout).contains("rewrote"),
                "{step}"
            );
        }
        assert_eq!(leftovers(root), Vec::<PathBuf>::new(), "{step}");
    }
}

/// A second run started while the first is writing waits for it, saying so, and never mixes
/// its files with the first's; with `--no-wait` it refuses at once.
#[test]
fn two_applies_at_once_never_mix_files() {
    let (before, after) = before_and_after();
    let steps = steps();
    let swapping = steps
        .iter()
        .position(|s| s.starts_with("swapped"))
        .expect("a swap step")
        + 1;
    let checked = steps.iter().position(|s| s == "checked").expect("checked") + 1;
    for (hold, no_wait) in [(swapping, false), (checked, false), (checked, true)] {
        let dir = tempfile::tempdir().expect("temp folder");
        let root = dir.path().to_path_buf();
        arcade(&root, false);
        let err_log = root.join("second.err");
        let mut second: Option<std::process::Child> = None;
        let first = held_at(&root, hold, &["apply", "."], || {
            let mut args = vec!["apply"];
            if no_wait {
                args.push("--no-wait");
            }
            args.push(".");
            let child = unbox(&root)
                .args(&args)
                .stdout(Stdio::null())
                .stderr(std::fs::File::create(&err_log).expect("log"))
                .spawn()
                .expect("run the second unbox");
            // Wait until the second run waits (or, with --no-wait, has refused).
            let started = Instant::now();
            loop {
                let said = std::fs::read_to_string(&err_log).unwrap_or_default();
                if said.contains("waiting for another unbox apply")
                    || said.contains("another unbox apply is writing")
                {
                    break;
                }
                assert!(started.elapsed() < Duration::from_secs(60), "{said}");
                std::thread::sleep(Duration::from_millis(5));
            }
            second = Some(child);
        });
        let second = second.expect("started").wait().expect("wait");
        let said = std::fs::read_to_string(&err_log).expect("log");
        assert!(
            first.status.success(),
            "{}",
            String::from_utf8_lossy(&first.stderr)
        );
        if no_wait {
            assert_eq!(second.code(), Some(3), "{said}");
            assert!(said.contains("another unbox apply is writing"), "{said}");
        } else {
            assert!(
                said.contains("waiting for another unbox apply (pid "),
                "{said}"
            );
            // It read the files before the first run replaced them, or after: it either
            // finds them changed and writes nothing, or finds nothing left to do.
            assert!(
                second.success() || said.contains("changed since it was read"),
                "{said}"
            );
        }
        for (package, state) in package_states(&root, &before, &after, None) {
            assert_eq!(state, "new", "held at {hold}: {package}");
        }
        let ours: Vec<PathBuf> = leftovers(&root);
        assert_eq!(ours, Vec::<PathBuf>::new());
    }
}

/// Staged files are created exclusively, never through a link, with the original's mode
/// from the first system call: a 0600 file's new text is never readable by others.
#[test]
fn a_0600_file_is_staged_0600_exclusively_and_stays_0600() {
    use std::os::unix::fs::PermissionsExt;
    if !support::require("strace") {
        return;
    }
    let dir = tempfile::tempdir().expect("temp folder");
    let root = dir.path();
    arcade(root, false);
    let secret = root.join("game/world.go");
    std::fs::set_permissions(&secret, std::fs::Permissions::from_mode(0o600)).expect("chmod");
    let log = traced(root, "trace=open,openat", &["apply", "game"]);
    let created: Vec<&str> = log
        .lines()
        .filter(|l| l.contains(".world.go.unbox-swap") && l.contains("O_CREAT"))
        .collect();
    assert_eq!(created.len(), 1, "{log}");
    for flag in ["O_CREAT", "O_EXCL", "O_NOFOLLOW", ", 0600)"] {
        assert!(created[0].contains(flag), "{flag} in {}", created[0]);
    }
    let mode = std::fs::metadata(&secret)
        .expect("stat")
        .permissions()
        .mode()
        & 0o7777;
    assert_eq!(mode, 0o600);
    let others: Vec<&str> = log
        .lines()
        .filter(|l| l.contains(".unbox-swap") && l.contains("O_CREAT"))
        .collect();
    assert!(
        others
            .iter()
            .all(|l| l.contains(", 0644)") || l.contains(", 0600)")),
        "{others:?}"
    );
}

/// Runs `cmd`, which must exit with `code` saying `says` and that nothing was written.
fn refused(cmd: &mut Command, code: i32, says: &str) {
    let out = cmd.output().expect("run unbox");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(code), "{stderr}");
    assert!(stderr.contains(says), "{says:?} in {stderr}");
    assert!(stderr.contains("nothing was written"), "{stderr}");
}

/// A link planted at a staging name (to a file outside the module) stops the run before
/// anything is written; the link and its target are left as they were.
#[test]
fn a_link_planted_at_the_staging_name_stops_the_run() {
    let dir = tempfile::tempdir().expect("temp folder");
    let root = dir.path();
    arcade(root, false);
    let outside = tempfile::tempdir().expect("another folder");
    let victim = outside.path().join("authorized_keys");
    std::fs::write(&victim, "ssh-ed25519 AAAA keep\n").expect("victim");
    let planted = root.join("game/.items.go.unbox-swap");
    std::os::unix::fs::symlink(&victim, &planted).expect("plant");
    let before = texts(root);
    refused(
        unbox(root).args(["apply", "."]),
        3,
        "game/.items.go.unbox-swap is in the way",
    );
    assert_eq!(texts(root), before);
    assert_eq!(
        std::fs::read_to_string(&victim).expect("victim"),
        "ssh-ed25519 AAAA keep\n"
    );
    assert!(std::fs::symlink_metadata(&planted).is_ok_and(|m| m.file_type().is_symlink()));
}

/// A file the user may not write (though the mode bits of its owner allow writing, and the
/// user may write its folder) is refused, and keeps its text and owner. Run as root, the
/// test drops to `nobody` with a root-owned 0644 file; otherwise the file is the user's own
/// with mode 0464 (the group may write, the owner may not).
#[test]
fn a_file_the_user_cannot_write_is_refused_and_kept() {
    use std::os::unix::fs::{MetadataExt, PermissionsExt};
    use std::os::unix::process::CommandExt;
    let dir = tempfile::tempdir().expect("temp folder");
    let root = dir.path();
    arcade(root, false);
    let file = root.join("game/world.go");
    let root_user = rustix::process::geteuid().is_root();
    let mut cmd = unbox(root);
    if root_user {
        // Everyone may read the module and write the package folder; world.go stays
        // root's, writable by root alone.
        for path in [
            root.to_path_buf(),
            root.join("game"),
            root.join("idle"),
            root.join("lobby"),
        ] {
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o777)).expect("chmod");
        }
        cmd.uid(65534).gid(65534).env("HOME", root);
    } else {
        std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o464)).expect("chmod");
    }
    let before = std::fs::read_to_string(&file).expect("read");
    let owner = std::fs::metadata(&file).expect("stat").uid();
    refused(
        cmd.args(["apply", "game"]),
        2,
        "game/world.go: you cannot write it (Permission denied",
    );
    assert_eq!(std::fs::read_to_string(&file).expect("read"), before);
    assert_eq!(std::fs::metadata(&file).expect("stat").uid(), owner);
    assert_eq!(leftovers(root), Vec::<PathBuf>::new());
}

/// While a journal is on disk (a run writing, or killed), `plan` and `diff` say so.
#[test]
fn plan_and_diff_warn_while_a_journal_is_on_disk() {
    let steps = steps();
    let swapping = steps
        .iter()
        .position(|s| s.starts_with("swapped"))
        .expect("a swap step")
        + 1;
    let dir = tempfile::tempdir().expect("temp folder");
    let root = dir.path();
    arcade(root, true);
    let mut said = Vec::new();
    let out = held_at(root, swapping, &["apply", "."], || {
        for command in ["plan", "diff"] {
            let out = unbox(&root.join("game"))
                .args([command, "."])
                .output()
                .expect("run unbox");
            said.push(String::from_utf8_lossy(&out.stderr).into_owned());
        }
    });
    assert!(out.status.success());
    for stderr in said {
        assert!(
            stderr.contains(".git/unbox/journal is the journal of an unbox apply that is writing or was interrupted"),
            "{stderr}"
        );
    }
    let quiet = unbox(root).args(["plan", "."]).output().expect("run unbox");
    assert!(!String::from_utf8_lossy(&quiet.stderr).contains("journal"));
}

/// The module with lobby/tables.go a symbolic link to game/tables.go (shared code, as
/// monorepos link it).
fn arcade_with_a_shared_file(root: &Path) {
    arcade(root, false);
    std::fs::remove_file(root.join("lobby/tables.go")).expect("remove");
    std::os::unix::fs::symlink("../game/tables.go", root.join("lobby/tables.go")).expect("link");
}

fn is_link(path: &Path) -> bool {
    std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink())
}

/// A `.go` file that is a symbolic link is part of its package, as the go tool builds it:
/// the passes see it, and a rewrite writes through it when it leads inside the folders
/// given; when it leads outside them (or into a package the run does not rewrite the same
/// way), the family is refused and the plan says why. `go vet` passes after every run.
#[test]
fn a_symlinked_file_is_part_of_its_package() {
    if !support::require("go") {
        return;
    }
    let dir = tempfile::tempdir().expect("temp folder");
    let root = dir.path();
    arcade_with_a_shared_file(root);
    let vet = || support::run_ok(support::go(root).args(["vet", "./..."]));
    vet();
    // Only lobby: its tables.go leads outside, so its family is refused, said in the plan.
    let before = texts(root);
    let plan = unbox(root)
        .args(["plan", "lobby"])
        .output()
        .expect("run unbox");
    let said = String::from_utf8_lossy(&plan.stdout);
    assert!(said.contains("link_outside"), "{said}");
    assert!(
        said.contains("lobby/tables.go, a symbolic link to"),
        "{said}"
    );
    support::run_ok(unbox(root).args(["apply", "lobby"]));
    assert_eq!(texts(root), before, "nothing is written");
    vet();
    // Named on the command line, the link is read (it used to be ignored, exit 0).
    let plan = unbox(root)
        .args(["plan", "lobby/tables.go"])
        .output()
        .expect("run unbox");
    let said = String::from_utf8_lossy(&plan.stdout);
    assert!(said.contains("link_outside"), "{said}");
    // With game given too, the link leads inside: both packages are rewritten, the shared
    // file once, through the link, which stays a link.
    support::run_ok(unbox(root).args([
        "apply",
        "lobby/world.go",
        "lobby/tables.go",
        "lobby/items.go",
        "game",
    ]));
    assert!(is_link(&root.join("lobby/tables.go")));
    let now = texts(root);
    for package in PACKAGES {
        for name in ["world.go", "tables.go", "items.go"] {
            let path = PathBuf::from(package).join(name);
            assert_ne!(now[&path], before[&path], "{package}/{name} rewritten");
        }
    }
    assert_eq!(
        now[Path::new("lobby/tables.go")],
        now[Path::new("game/tables.go")]
    );
    vet();
    assert_eq!(leftovers(root), Vec::<PathBuf>::new());
}

/// A link into another package's folder is written through only when the run rewrites
/// that package the same way: rewriting lobby alone, with game given but not rewritten,
/// would leave game half new.
#[test]
fn a_link_into_a_package_the_run_leaves_alone_is_not_written_through() {
    if !support::require("go") {
        return;
    }
    let dir = tempfile::tempdir().expect("temp folder");
    let root = dir.path();
    arcade_with_a_shared_file(root);
    let before = texts(root);
    // game/world.go alone is named, so game's family (which spans three files) is refused;
    // game's folder is analysed, so lobby's link leads inside.
    refused(
        unbox(root).args(["apply", "lobby", "game/world.go"]),
        3,
        "lobby/tables.go: is a symbolic link to",
    );
    assert_eq!(texts(root), before);
    support::run_ok(support::go(root).args(["vet", "./..."]));
    assert_eq!(leftovers(root), Vec::<PathBuf>::new());
}
