//! Build configurations: `--tags` reaches Go's type checker, `--verify` and `audit
//! --escape`; the plan says which platform and tags it judged; files the build leaves out
//! are still read by the passes; and `--verify` vets every platform a package has files of
//! its own for, so a rewrite that breaks only on windows is dropped on linux.

mod support;

use assert_cmd::Command;
use predicates::prelude::*;
use std::path::Path;
use support::git;

fn unbox(dir: &Path) -> Command {
    let mut cmd = Command::cargo_bin("unbox").expect("the unbox binary is built");
    cmd.current_dir(dir).env("NO_COLOR", "1");
    cmd
}

/// The platform Go builds for here, as `linux/amd64`.
fn host() -> String {
    let env = support::run_ok(std::process::Command::new("go").args(["env", "GOOS", "GOARCH"]));
    env.split_whitespace().collect::<Vec<_>>().join("/")
}

/// A module `example.com/svc` holding `files` (path, text), committed to git.
fn module(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp folder");
    std::fs::write(
        dir.path().join("go.mod"),
        "module example.com/svc\n\ngo 1.22\n",
    )
    .expect("go.mod");
    for (path, text) in files {
        let path = dir.path().join(path);
        std::fs::create_dir_all(path.parent().expect("a folder")).expect("mkdir");
        std::fs::write(path, text).expect("write a file");
    }
    git(dir.path(), &["init", "-q"]);
    git(dir.path(), &["add", "-A"]);
    git(dir.path(), &["commit", "-q", "-m", "svc: initial import"]);
    dir
}

/// An exported option family, as a dialer package keeps it.
const DIALER: &str = "// Package dialer opens connections.
package dialer

import \"strconv\"

type settings struct {
\tretries int
\tsocket  string
}

// Option configures Dial.
type Option interface {
\tapply(*settings)
}

type retriesOption int

func (r retriesOption) apply(s *settings) { s.retries = int(r) }

// WithRetries sets how often Dial retries.
func WithRetries(n int) Option { return retriesOption(n) }

type socketOption string

func (o socketOption) apply(s *settings) { s.socket = string(o) }

// WithSocket dials a local socket.
func WithSocket(path string) Option { return socketOption(path) }

// Dial describes the connection the options ask for.
func Dial(opts ...Option) string {
\tvar s settings
\tfor _, o := range opts {
\t\to.apply(&s)
\t}
\treturn s.socket + \" x\" + strconv.Itoa(s.retries)
}
";

const CLIENT: &str = "// Package client dials the service with its platform's defaults.
package client
";

const CLIENT_UNIX: &str = "//go:build !windows

package client

import \"example.com/svc/dialer\"

// Connect dials the service's socket.
func Connect() string {
\treturn dialer.Dial(dialer.WithSocket(\"/run/svc.sock\"))
}
";

/// Windows' defaults, handed straight to the dialer: no value of the family is kept or
/// looked at there, so the plan lets the family be rewritten.
const CLIENT_WINDOWS: &str = "package client

import \"example.com/svc/dialer\"

// Connect dials the service's pipe.
func Connect() string {
\treturn dialer.Dial(dialer.WithSocket(`\\\\.\\pipe\\svc`), dialer.WithRetries(3))
}
";

/// A package that imports the dialer only on windows, where it logs an option with
/// `%d` through a logger's method: the plan trusts an option handed to a method, and
/// go vet's printf check accepts an interface there but not the struct the rewrite makes
/// of it (its socket is a string). The rewrite breaks the windows vet, and only that.
const PIPES: &str = "// Package pipes serves named pipes where there are some.
package pipes
";

const PIPES_WINDOWS: &str = "package pipes

import (
\t\"log\"

\t\"example.com/svc/dialer\"
)

// Trace logs the retries a pipe is dialed with.
func Trace(l *log.Logger) {
\tl.Printf(\"retries %d\", dialer.WithRetries(3))
}
";

const CLIENT_TEST: &str = "package client

import \"testing\"

func TestConnect(t *testing.T) {
\tif Connect() == \"\" {
\t\tt.Fatal(\"no socket\")
\t}
}
";

#[test]
fn verify_drops_a_family_that_breaks_an_importer_on_windows_only() {
    if !support::require("go") {
        return;
    }
    let dir = module(&[
        ("dialer/dial.go", DIALER),
        ("client/client.go", CLIENT),
        ("client/defaults_unix.go", CLIENT_UNIX),
        ("client/defaults_windows.go", CLIENT_WINDOWS),
        ("client/client_test.go", CLIENT_TEST),
        ("pipes/pipes.go", PIPES),
        ("pipes/pipes_windows.go", PIPES_WINDOWS),
    ]);
    support::copy_tree(
        &support::root().join("transforms/options/bare_uber"),
        &dir.path().join("good"),
    );
    git(dir.path(), &["add", "-A"]);
    git(dir.path(), &["commit", "-q", "-m", "good: add"]);
    unbox(dir.path())
        .args(["apply", "--verify", "./..."])
        .assert()
        .code(3)
        .stderr(predicate::str::contains(
            "unbox: dropped Option (dialer/dial.go:",
        ))
        .stderr(predicate::str::contains(
            "GOOS=windows GOARCH=amd64 go vet passed before the rewrite and fails after it",
        ))
        .stderr(predicate::str::contains("pipes/pipes_windows.go:11:20"))
        .stdout(predicate::str::contains("applied 1 of 2 rewrites"));
    let dialer = std::fs::read_to_string(dir.path().join("dialer/dial.go")).expect("read");
    assert!(dialer.contains("type Option interface"), "{dialer}");
    // Without the pipes' windows file the rewrite passes everywhere, windows included:
    // only that file breaks, and only the windows vet could see it.
    let alone = module(&[
        ("dialer/dial.go", DIALER),
        ("client/client.go", CLIENT),
        ("client/defaults_unix.go", CLIENT_UNIX),
        ("client/defaults_windows.go", CLIENT_WINDOWS),
        ("client/client_test.go", CLIENT_TEST),
        ("pipes/pipes.go", PIPES),
    ]);
    unbox(alone.path())
        .args(["apply", "--verify", "./..."])
        .assert()
        .success()
        .stdout(predicate::str::contains("applied 1 of 1 rewrite"));
}

/// A file behind `//go:build integration` that compares an option with nil: only a build
/// with that tag reads it.
const CLIENT_INTEGRATION: &str = "//go:build integration

package client

import \"example.com/svc/dialer\"

// Override replaces the defaults in integration tests.
var Override dialer.Option

func init() {
\tif Override != nil {
\t\tpanic(\"set before init\")
\t}
}
";

#[test]
fn tags_reach_the_type_checker_the_plan_and_verify() {
    if !support::require("go") {
        return;
    }
    let debug = "//go:build integration\n\npackage dialer\n\n// Debug is on in integration builds.\nconst Debug = true\n";
    let files = [
        ("dialer/dial.go", DIALER),
        ("dialer/debug.go", debug),
        ("client/client.go", CLIENT),
        ("client/defaults_unix.go", CLIENT_UNIX),
        ("client/integration.go", CLIENT_INTEGRATION),
    ];
    let dir = module(&files);
    // Without the tag the type checker leaves debug.go out; with it, it reads it. The
    // breaking file of the importer, left out too, is read by syntax: it names the family,
    // so the family is refused for the build that compiles it.
    unbox(dir.path())
        .args(["plan", "./..."])
        .assert()
        .success()
        .stdout(predicate::str::contains("refuse Option [options]"))
        .stdout(predicate::str::contains(
            "client/integration.go:8:14: other_build_use: integration.go is left out of the build judged (//go:build integration)",
        ))
        .stdout(predicate::str::contains(format!(
            "judged for {}, no tags; 1 file this build leaves out read by syntax alone (dialer/debug.go)",
            host()
        )));
    unbox(dir.path())
        .args(["plan", "--tags", "integration,slow", "./..."])
        .assert()
        .success()
        .stdout(predicate::str::contains(format!(
            "judged for {}, tags: integration,slow",
            host()
        )))
        .stdout(predicate::str::contains("this build leaves out").not());
    // Without the tag nothing is written: the plan refused the family. With it, the
    // census of the module's importers, taken with the tag, sees the nil comparison there
    // and refuses it with that reason.
    unbox(dir.path())
        .args(["apply", "--verify", "./..."])
        .assert()
        .success()
        .stdout(predicate::str::contains("applied 0 of 0 rewrites"));
    unbox(dir.path())
        .args(["apply", "--verify", "--tags", "integration", "./..."])
        .assert()
        .success()
        .stdout(predicate::str::contains("applied 0 of 0 rewrites"));
    unbox(dir.path())
        .args(["plan", "--tags", "integration", "./..."])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "client/integration.go:11:5: nil_family",
        ));
}

/// Files the build leaves out are still read by the passes, by syntax, and the plan names
/// them; a use there the pass does not accept refuses the family.
#[test]
fn files_the_build_leaves_out_are_read_and_can_refuse() {
    if !support::require("go") {
        return;
    }
    let windows = "package dialer\n\nvar fallback Option\n\nfunc pick() Option {\n\tif fallback == nil {\n\t\treturn WithRetries(1)\n\t}\n\treturn fallback\n}\n";
    let dir = module(&[
        ("dialer/dial.go", DIALER),
        ("dialer/pick_windows.go", windows),
    ]);
    unbox(dir.path())
        .args(["plan", "./..."])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            format!("judged for {}, no tags; 1 file this build leaves out read by syntax alone (dialer/pick_windows.go)", host()),
        ))
        .stdout(predicate::str::contains("refuse Option [options]"))
        .stdout(predicate::str::contains(
            "dialer/pick_windows.go:6:17: nil_family: fallback is compared with nil; a struct Option has no nil; no_type_info: pick_windows.go is not part of the build on this platform (a build constraint)",
        ))
        .stdout(predicate::str::contains("0 rewrites"));
    // The JSON plan carries the build whether or not it matters to the text.
    let out = unbox(dir.path())
        .args(["plan", "--format", "json", "--tags", "slow", "./..."])
        .output()
        .expect("run unbox");
    let plan: serde_json::Value = serde_json::from_slice(&out.stdout).expect("a JSON plan");
    let (goos, goarch) = host()
        .split_once('/')
        .map(|(o, a)| (o.to_string(), a.to_string()))
        .expect("GOOS/GOARCH");
    assert_eq!(
        plan["build"],
        serde_json::json!({
            "goos": goos,
            "goarch": goarch,
            "tags": ["slow"],
            "excluded": ["dialer/pick_windows.go"],
        })
    );
}

/// `audit --escape` builds with the run's tags: a boxing site behind a tag is confirmed by
/// the compiler only when the build includes it.
#[test]
fn audit_escape_builds_with_the_tags() {
    if !support::require("go") {
        return;
    }
    let tagged = "//go:build debug\n\npackage metrics\n\nimport \"fmt\"\n\n// Trace prints an event id.\nfunc Trace(id int64) string {\n\treturn fmt.Sprint(id)\n}\n";
    let dir = module(&[
        (
            "metrics/metrics.go",
            "// Package metrics counts events.\npackage metrics\n",
        ),
        ("metrics/trace_debug.go", tagged),
    ]);
    let verdict = |tags: &[&str]| {
        let out = unbox(dir.path())
            .args(["audit", "--escape", "--format", "json"])
            .args(tags)
            .arg("./...")
            .output()
            .expect("run unbox");
        let report: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
        report["findings"][0]["escape"].clone()
    };
    assert_eq!(verdict(&[]), serde_json::json!("unknown"));
    assert_eq!(
        verdict(&["--tags", "debug"]),
        serde_json::json!("confirmed")
    );
}
