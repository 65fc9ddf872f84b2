//! The command line a Go engineer expects: shell completions and a man page, colour on a
//! terminal and never in a pipe, `plan --list` and `--exit-code`, the closing summary last
//! and counted in good English, flags documented for what they do.

mod support;

use assert_cmd::Command;
use std::path::Path;

const SUBCOMMANDS: &[&str] = &[
    "plan",
    "diff",
    "apply",
    "audit",
    "passes",
    "merge-plans",
    "completions",
    "man",
];

fn unbox(dir: &Path) -> Command {
    let mut cmd = Command::cargo_bin("unbox").expect("the unbox binary is built");
    cmd.current_dir(dir).env_remove("NO_COLOR");
    cmd
}

fn stdout_of(cmd: &mut Command) -> String {
    let out = cmd.output().expect("run unbox");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

#[test]
fn completions_name_every_subcommand_in_every_shell() {
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let script = stdout_of(unbox(Path::new(".")).args(["completions", shell]));
        assert!(script.len() > 500, "{shell}: {script}");
        for sub in SUBCOMMANDS {
            assert!(script.contains(sub), "{shell} completion lacks {sub}");
        }
    }
}

/// One page holds everything: it once pointed at `unbox-plan(1)` and other pages that do not
/// exist, listed no subcommand's options, and put the exit codes under a heading `EXTRA`.
/// The page is rendered, checked for each subcommand and each of its options, and formatted
/// by `man` when it is installed.
#[test]
fn the_man_page_holds_every_subcommand_its_options_and_the_exit_status() {
    let page = stdout_of(unbox(Path::new(".")).arg("man"));
    assert!(page.contains(".TH unbox 1"), "{page}");
    assert!(!page.contains("EXTRA"), "{page}");
    // roff escapes dashes.
    let text = page.replace("\\-", "-");
    assert!(
        !text.contains("unbox-"),
        "a reference to a page that does not exist:\n{page}"
    );
    assert!(
        text.contains(".SH \"EXIT STATUS\"\n.TP\n\\fB0\\fR"),
        "{page}"
    );
    assert!(
        text.contains("audit --fail-on N found more than N sites"),
        "{page}"
    );
    assert!(text.contains(".SH \"RUN OPTIONS\""), "{page}");
    assert_eq!(
        page.matches(".ds Aq").count(),
        2,
        "the string definitions once"
    );
    let command = <unbox::cli::Cli as clap::CommandFactory>::command();
    for sub in command.get_subcommands() {
        let heading = format!(".SS \"unbox {}\"", sub.get_name());
        assert!(text.contains(&heading), "man lacks {heading}");
        let section = text
            .split(&heading)
            .nth(1)
            .and_then(|rest| rest.split(".SS ").next())
            .unwrap_or_default();
        for arg in sub.get_arguments() {
            if arg.get_help_heading() == Some("Run options") {
                assert!(
                    !section.contains(&format!("--{}", arg.get_id())),
                    "run options once"
                );
                continue;
            }
            if let Some(long) = arg.get_long() {
                assert!(
                    section.contains(&format!("\\fB--{long}\\fR")),
                    "unbox {} --{long} is not in its section",
                    sub.get_name()
                );
            }
        }
    }
    for flag in ["color", "jobs", "quiet", "no-types", "max-parse-mb", "tags"] {
        assert!(text.contains(&format!("\\fB--{flag}\\fR")), "--{flag}");
    }
    // `man` formats it without a warning, and the reader sees the headings. `man` is not
    // part of the Go toolchain, so a CI image without it checks the roff above only.
    let man = std::process::Command::new("man").arg("--version").output();
    if man.is_ok_and(|o| o.status.success()) {
        let dir = tempfile::tempdir().expect("temp folder");
        let file = dir.path().join("unbox.1");
        std::fs::write(&file, &page).expect("write the page");
        let out = std::process::Command::new("man")
            .args(["--warnings", "-l"])
            .arg(&file)
            .env("MANWIDTH", "100")
            .output()
            .expect("run man");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        // Without a terminal, man makes bold by overstriking (`C\x08C`); keep the letters.
        let mut shown = String::new();
        for c in String::from_utf8_lossy(&out.stdout).chars() {
            if c == '\x08' {
                shown.pop();
            } else {
                shown.push(c);
            }
        }
        for heading in [
            "COMMANDS",
            "RUN OPTIONS",
            "EXIT STATUS",
            "   unbox merge-plans",
        ] {
            assert!(shown.contains(heading), "{heading} not shown:\n{shown}");
        }
        assert!(
            String::from_utf8_lossy(&out.stderr).trim().is_empty(),
            "man warns: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

/// Whether text holds colour escapes (the progress bar's line clearing does not count).
fn coloured(text: &str) -> bool {
    text.contains("\x1b[1m") || text.contains("\x1b[3")
}

/// Runs a command under a pseudo-terminal (`script`), returning what the terminal showed.
fn on_terminal(command: &str) -> String {
    let out = std::process::Command::new("timeout")
        .args(["60", "script", "-qec", command, "/dev/null"])
        .output()
        .expect("run script");
    assert!(out.status.success(), "status {}", out.status);
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn plan_and_audit_are_coloured_on_a_terminal_and_plain_in_a_pipe() {
    if !support::require("script") {
        return;
    }
    let bin = env!("CARGO_BIN_EXE_unbox");
    let case = support::root().join("transforms/options/bare_uber");
    let refused = support::root().join("transforms/options/refuse_nil_comparison");
    let plan = format!(
        "env -u NO_COLOR {bin} --no-types plan {} {}",
        case.display(),
        refused.display()
    );
    let shown = on_terminal(&plan);
    assert!(shown.contains("\x1b[32mrewrite\x1b[0m"), "{shown:?}");
    assert!(shown.contains("\x1b[33mrefuse\x1b[0m"), "{shown:?}");
    assert!(shown.contains("\x1b[36mnil_family\x1b[0m"), "{shown:?}");
    // The summary on stderr (a terminal too) is bold.
    assert!(shown.contains("\x1b[1munbox: "), "{shown:?}");
    // NO_COLOR turns it off on a terminal.
    let shown = on_terminal(&format!(
        "env NO_COLOR=1 {bin} --no-types plan {}",
        case.display()
    ));
    assert!(!coloured(&shown), "{shown:?}");
    // In a pipe: plain, unless asked for.
    let piped = stdout_of(
        unbox(Path::new("."))
            .args(["--no-types", "plan"])
            .arg(&case),
    );
    assert!(!coloured(&piped), "{piped:?}");
    let forced = stdout_of(
        unbox(Path::new("."))
            .args(["--no-types", "--color", "always", "plan"])
            .arg(&case),
    );
    assert!(forced.contains("\x1b[32mrewrite"), "{forced:?}");
    let never = on_terminal(&format!(
        "env -u NO_COLOR {bin} --no-types --color never plan {}",
        case.display()
    ));
    assert!(!coloured(&never), "{never:?}");
    // The audit paints its kinds.
    let audit = on_terminal(&format!(
        "env -u NO_COLOR {bin} --no-types audit {}",
        support::root().join("examples/metrics").display()
    ));
    assert!(audit.contains("\x1b[36mmap value"), "{audit:?}");
}

#[test]
fn plan_list_prints_the_files_that_would_change_and_exit_code_gates() {
    let case = support::root().join("transforms/options/bare_uber");
    let out = unbox(Path::new("."))
        .args(["--no-types", "plan", "-l", "--exit-code"])
        .arg(&case)
        .output()
        .expect("run unbox");
    assert_eq!(out.status.code(), Some(1), "rewrites with --exit-code");
    let listed = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        listed.lines().collect::<Vec<_>>(),
        [case.join("option.go").display().to_string()]
    );
    // Nothing to rewrite: exit 0 and nothing listed.
    let refused = support::root().join("transforms/options/refuse_nil_comparison");
    let out = unbox(Path::new("."))
        .args(["--no-types", "plan", "--list", "--exit-code"])
        .arg(&refused)
        .output()
        .expect("run unbox");
    assert_eq!(out.status.code(), Some(0));
    assert!(out.stdout.is_empty());
    // Without --exit-code a plan with rewrites succeeds.
    unbox(Path::new("."))
        .args(["--no-types", "plan"])
        .arg(&case)
        .assert()
        .success();
}

#[test]
fn the_summary_comes_last_and_counts_in_good_english() {
    let case = support::root().join("transforms/options/bare_uber");
    let out = std::process::Command::new("sh")
        .arg("-c")
        .arg(format!(
            "{} --no-types plan {} 2>&1",
            env!("CARGO_BIN_EXE_unbox"),
            case.display()
        ))
        .env_remove("NO_COLOR")
        .output()
        .expect("run unbox");
    let text = String::from_utf8_lossy(&out.stdout);
    let last = text.lines().last().unwrap_or_default();
    assert!(
        last.starts_with(
            "unbox: 0 modules, 1 package folder, 2 files read, 2 parsed; 1 rewrite, 0 refusals;"
        ),
        "{text}"
    );
}

#[test]
fn one_of_a_thing_is_counted_in_the_singular() {
    let case = support::root().join("transforms/records/refuse_generic");
    let out = unbox(Path::new("."))
        .args(["--no-types", "plan", "--pass", "records"])
        .arg(&case)
        .output()
        .expect("run unbox");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(
            "unbox: 0 modules, 1 package folder, 1 file read, 1 parsed; 0 rewrites, 4 refusals;"
        ),
        "{stderr}"
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("0 rewrites, 4 refusals, 0 files to change (1 file read)"),
        "{stdout}"
    );
}

#[test]
fn audit_names_the_pass_of_each_family() {
    let players = support::root().join("examples/players");
    let text = stdout_of(
        unbox(Path::new("."))
            .args(["--no-types", "audit"])
            .arg(&players),
    );
    assert!(text.contains(": records family Player: "), "{text}");
}

#[test]
fn flags_say_what_they_do_for_each_command() {
    let help = stdout_of(unbox(Path::new(".")).args(["plan", "--help"]));
    assert!(
        help.split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .contains("For `plan` this only skips checking that gofmt accepts each rewrite"),
        "{help}"
    );
    // A flag of another command is rejected, not ignored.
    unbox(Path::new("."))
        .args(["plan", "--allow-dirty", "."])
        .assert()
        .code(2);
    unbox(Path::new("."))
        .args(["plan", "--list", "--format", "json", "."])
        .assert()
        .code(2);
}

/// One go.mod is one module however the folders are spelled (`.` has the go.mod, `a` finds
/// it above, `../b` from inside the module).
#[test]
fn one_module_is_counted_once_whatever_the_spelling() {
    let dir = tempfile::tempdir().expect("temp folder");
    let root = dir.path();
    std::fs::create_dir_all(root.join("a")).expect("a");
    std::fs::create_dir_all(root.join("b")).expect("b");
    std::fs::write(root.join("go.mod"), "module example.com/m\n\ngo 1.22\n").expect("go.mod");
    std::fs::write(root.join("m.go"), "package m\n").expect("m.go");
    std::fs::write(root.join("a/a.go"), "package a\n").expect("a.go");
    std::fs::write(root.join("b/b.go"), "package b\n").expect("b.go");
    for (cwd, args) in [
        (root.to_path_buf(), vec!["plan", "."]),
        (root.to_path_buf(), vec!["plan", "./..."]),
        (root.join("a"), vec!["plan", ".", "../b"]),
    ] {
        let out = unbox(&cwd).args(&args).output().expect("run unbox");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains("unbox: 1 module, "), "{args:?}: {stderr}");
    }
}

/// `./dir/*.go`, `dir/*.go` and `./dir` name the same files and give the same plan (the
/// first once refused everything as outside_selection).
#[test]
fn path_spelling_does_not_change_the_plan() {
    let dir = tempfile::tempdir().expect("temp folder");
    support::copy_tree(
        &support::root().join("examples/callopts"),
        &dir.path().join("callopts"),
    );
    let files: Vec<String> = std::fs::read_dir(dir.path().join("callopts"))
        .expect("list")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".go"))
        .collect();
    // The plan without its last line, which repeats the paths as typed.
    let plan = |args: Vec<String>| -> String {
        let out = stdout_of(unbox(dir.path()).args(["--no-types", "plan"]).args(args));
        assert!(out.lines().last().is_some_and(|l| l.starts_with("next: ")));
        out.lines()
            .filter(|l| !l.starts_with("next: "))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let dotted = plan(files.iter().map(|f| format!("./callopts/{f}")).collect());
    let plain = plan(files.iter().map(|f| format!("callopts/{f}")).collect());
    let folder = plan(vec!["./callopts".to_string()]);
    assert!(dotted.contains("rewrite CallOption"), "{dotted}");
    assert_eq!(dotted, plain);
    assert_eq!(dotted, folder);
}

/// Runs unbox expecting a usage error (status 2), returning its stderr.
fn usage_error(args: &[&str]) -> String {
    let out = unbox(Path::new("."))
        .args(args)
        .output()
        .expect("run unbox");
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
    stderr
}

/// `-j 100000` once started thousands of threads and stalled the machine; `--max-parse-mb
/// 0`, `nan` and `-1` were accepted and meant "parse nothing" or "no limit". Each is now a
/// usage error naming the flag and what it takes, before any work starts.
#[test]
fn jobs_are_bounded_and_numeric_flags_are_checked() {
    let examples = support::root().join("examples");
    let examples = examples.to_str().expect("UTF-8 path");
    let stderr = usage_error(&["-j", "100000", "plan", examples]);
    assert!(
        stderr.contains("'--jobs <N>': at most 256 worker threads"),
        "{stderr}"
    );
    let stderr = usage_error(&["plan", "-j", "0", examples]);
    assert!(stderr.contains("at least 1"), "{stderr}");
    for mb in ["0", "nan", "-1", "inf"] {
        let stderr = usage_error(&["--max-parse-mb", mb, "plan", examples]);
        assert!(
            stderr.contains(&format!(
                "invalid value '{mb}' for '--max-parse-mb <MB>': expected a number of megabytes above 0"
            )),
            "{stderr}"
        );
    }
    let stderr = usage_error(&["audit", "--fail-on", "-1", examples]);
    assert!(stderr.contains("'--fail-on <N>'"), "{stderr}");
    let stderr = usage_error(&["apply", "--bench", "--bench-count", "0", examples]);
    assert!(stderr.contains("'--bench-count <N>'"), "{stderr}");
    let stderr = usage_error(&["apply", "--bench", "--bench-time", "2", examples]);
    assert!(stderr.contains("a duration such as 200ms"), "{stderr}");
    // The cap itself and fractions of a megabyte are fine.
    unbox(Path::new("."))
        .args(["-j", "256", "--max-parse-mb", "0.5", "--no-types", "plan"])
        .arg(examples)
        .assert()
        .success();
}

/// A user's own syntax error in a file with a candidate was reported at a line of unbox's
/// rewritten text ("gofmt rejected the rewritten text: <standard input>:162:1") with JSON
/// `line: null`. Go's parser judges the files as the user wrote them before any rewrite, so
/// the error is at the user's file, line and column.
#[test]
fn a_syntax_error_is_reported_where_the_user_wrote_it() {
    if !support::require("gofmt") {
        return;
    }
    let dir = support::module_copy(&support::root().join("examples/callopts"), "callopts");
    let file = dir.path().join("callopts.go");
    let mut text = std::fs::read_to_string(&file).expect("read callopts.go");
    // tree-sitter-go forgives an import after a declaration; Go does not.
    let line = text.lines().count() + 2;
    text.push_str("\nimport \"strings\"\n\nvar _ = strings.ToUpper\n");
    std::fs::write(&file, &text).expect("write callopts.go");
    let out = unbox(dir.path())
        .args(["--no-types", "plan", "."])
        .output()
        .expect("run");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(3), "{stderr}");
    assert!(
        stderr.contains(&format!(
            "unbox: callopts.go:{line}:1: Go cannot parse this file (imports must appear before other declarations)"
        )),
        "{stderr}"
    );
    assert!(!stderr.contains("rewritten text"), "{stderr}");
    let out = unbox(dir.path())
        .args(["--no-types", "plan", "--format", "json", "."])
        .output()
        .expect("run");
    let plan: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON plan");
    let problem = &plan["problems"][0];
    assert_eq!(problem["path"], "callopts.go");
    assert_eq!(problem["line"], line);
    assert_eq!(problem["column"], 1);
    assert_eq!(plan["summary"]["rewrites"], 0);
}

/// A package with an exported container (built by other packages too, where no rewrite can
/// mark its records absent) and an unexported one, as game servers have.
fn two_containers() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp folder");
    std::fs::create_dir_all(dir.path().join("game")).expect("mkdir");
    std::fs::write(
        dir.path().join("go.mod"),
        "module example.com/m\n\ngo 1.22\n",
    )
    .expect("go.mod");
    std::fs::write(
        dir.path().join("game/game.go"),
        r#"package game

// Player is built by other packages too.
type Player struct {
	ID      int
	profile *profile
}

type profile struct{ name string }

// lobby is built only here.
type lobby struct {
	id   int
	host *host
}

type host struct{ addr string }

// SetName gives the player a profile.
func (p *Player) SetName(n string) { p.profile = &profile{name: n} }

// Name is the profile's name, or "guest" without one.
func (p *Player) Name() string {
	if p.profile == nil {
		return "guest"
	}
	return p.profile.name
}

func newLobby(id int) *lobby { return &lobby{id: id} }

func (l *lobby) open(addr string) { l.host = &host{addr: addr} }

func (l *lobby) addr() string {
	if l.host == nil {
		return ""
	}
	return l.host.addr
}
"#,
    )
    .expect("game.go");
    dir
}

/// `--flag is-nil` was silently replaced by `_present` in a package with an exported
/// container, and the note on every container named that exported type ("Player is
/// exported" on `tables`). A given flag is now honoured, or the container it cannot be
/// honoured for is refused saying why; each note names its own container.
#[test]
fn an_explicit_flag_is_honoured_or_refused_and_notes_name_their_container() {
    let dir = two_containers();
    let plan = |extra: &[&str]| {
        let out = unbox(dir.path())
            .env("NO_COLOR", "1")
            .args(["plan", "--pass", "records"])
            .args(extra)
            .arg("./...")
            .output()
            .expect("run");
        assert_eq!(out.status.code(), Some(0));
        String::from_utf8(out.stdout).expect("UTF-8")
    };
    // Given: Player cannot have _is_nil and is refused; lobby has it.
    let given = plan(&["--flag", "is-nil"]);
    assert!(
        given.contains(
            "game/game.go:4:6: flag_polarity: --flag is-nil was given, but Player is exported"
        ),
        "{given}"
    );
    assert!(
        given.contains("run with --flag present, or without --flag"),
        "{given}"
    );
    assert!(
        given.contains("host: optional host → inline host with _is_nil"),
        "{given}"
    );
    assert!(!given.contains("_present"), "{given}");
    assert!(!given.contains("rewrite Player"), "{given}");
    // Not given: the package takes _present, and each note is about its own container.
    let chosen = plan(&[]);
    assert!(chosen.contains("rewrite Player"), "{chosen}");
    assert!(
        chosen.contains(
            "polarity: Player is exported, so code outside the package can build a zero Player"
        ),
        "{chosen}"
    );
    assert!(
        chosen.contains("polarity: lobby uses _present (zero means absent) instead of _is_nil, as the exported Player of this package must"),
        "{chosen}"
    );
    assert!(!chosen.contains("_is_nil (order unchanged)"), "{chosen}");
    // `--flag present` is what was asked: no note explains a choice nobody made.
    let present = plan(&["--flag", "present"]);
    assert!(present.contains("rewrite Player") && present.contains("rewrite lobby"));
    assert!(!present.contains("polarity:"), "{present}");
}

/// examples/seedgame: `Player` is exported but keeps its `*tables` pointer (one tables per
/// player, the field report's design), so nothing outside can build a zero tables and the
/// unexported container keeps `_is_nil`; the note once said "Player is exported" here.
#[test]
fn a_container_kept_behind_a_pointer_does_not_change_the_polarity() {
    let out = unbox(&support::root())
        .env("NO_COLOR", "1")
        .args(["plan", "--pass", "records", "examples/seedgame"])
        .output()
        .expect("run");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("rewrite tables"), "{stdout}");
    assert!(
        stdout.contains("profile: optional profile → inline profile with _is_nil"),
        "{stdout}"
    );
    assert!(!stdout.contains("polarity:"), "{stdout}");
}

/// `passes`, `man`, `completions` and `merge-plans` read no Go tree, so run options (colour,
/// jobs, type facts, …) are not in their help; the commands that read a tree list them under
/// their own heading, and take them after the subcommand as well as before it.
#[test]
fn help_lists_only_the_options_a_subcommand_takes() {
    for sub in ["passes", "man", "completions", "merge-plans"] {
        let help = stdout_of(unbox(Path::new(".")).args([sub, "--help"]));
        for flag in [
            "--color",
            "--jobs",
            "--quiet",
            "--no-types",
            "--max-parse-mb",
            "--tags",
        ] {
            assert!(!help.contains(flag), "{sub} --help lists {flag}:\n{help}");
        }
    }
    for sub in ["plan", "diff", "apply", "audit"] {
        let help = stdout_of(unbox(Path::new(".")).args([sub, "--help"]));
        assert!(help.contains("Run options:"), "{sub}:\n{help}");
        for flag in [
            "--color",
            "--jobs",
            "--quiet",
            "--no-types",
            "--max-parse-mb",
            "--tags",
        ] {
            assert!(help.contains(flag), "{sub} --help lacks {flag}:\n{help}");
        }
    }
    // An option that does nothing there is an error, not silently taken.
    let out = unbox(Path::new("."))
        .args(["passes", "--jobs", "2"])
        .output()
        .expect("run");
    assert_eq!(out.status.code(), Some(2));
    // Before or after the subcommand, the same run.
    let root = support::root();
    let before =
        stdout_of(unbox(&root).args(["-j", "1", "--no-types", "plan", "examples/callopts"]));
    let after =
        stdout_of(unbox(&root).args(["plan", "-j", "1", "--no-types", "examples/callopts"]));
    assert_eq!(before, after);
    assert!(after.contains("without type facts"), "{after}");
}

/// `--pass a,b` was rejected; it now takes a list, repeats, and names the known passes when a
/// name is wrong.
#[test]
fn pass_takes_a_comma_separated_list_and_repeats() {
    let root = support::root();
    let run = |passes: &[&str]| {
        let mut cmd = unbox(&root);
        cmd.args(["plan", "-q", "--format", "json"]);
        for p in passes {
            cmd.args(["--pass", p]);
        }
        let out = stdout_of(cmd.args(["examples/callopts", "examples/players"]));
        let plan: serde_json::Value = serde_json::from_str(&out).expect("JSON plan");
        let mut seen: Vec<String> = plan["packages"]
            .as_array()
            .expect("packages")
            .iter()
            .flat_map(|p| p["findings"].as_array().cloned().unwrap_or_default())
            .map(|f| f["pass"].as_str().unwrap_or_default().to_string())
            .collect();
        seen.sort();
        seen
    };
    assert_eq!(run(&["options,records"]), ["options", "records"]);
    assert_eq!(run(&["options", "records"]), ["options", "records"]);
    assert_eq!(run(&["records,records"]), ["records"]);
    assert_eq!(run(&["options"]), ["options"]);
    let out = unbox(&root)
        .args(["plan", "--pass", "options,nope", "."])
        .output()
        .expect("run");
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("invalid value 'nope' for '--pass <NAME>'"),
        "{stderr}"
    );
    assert!(
        stderr.contains("[possible values: options, records, boxing]"),
        "{stderr}"
    );
}

/// `--pass <TAB>` completed file names; completion now offers the pass names and each
/// enumerated flag's values, and paths only where a path goes.
#[test]
fn completion_offers_pass_names_and_flag_values() {
    let bash = stdout_of(unbox(Path::new(".")).args(["completions", "bash"]));
    assert!(
        bash.contains(
            "--pass)\n                    COMPREPLY=($(compgen -W \"options records boxing\""
        ),
        "{bash}"
    );
    assert!(
        bash.contains("compgen -W \"options records boxing none\""),
        "audit --pass takes none"
    );
    assert!(bash.contains("compgen -W \"is-nil present\""));
    assert!(bash.contains("compgen -W \"compact wide\""));
    let zsh = stdout_of(unbox(Path::new(".")).args(["completions", "zsh"]));
    assert!(zsh.contains(":NAME:(options records boxing)'"), "{zsh}");
    assert!(zsh.contains(":POLARITY:(is-nil present)'"), "{zsh}");
    assert!(
        zsh.contains(":FILE:_files'"),
        "--profile and merge-plans complete files"
    );
    let fish = stdout_of(unbox(Path::new(".")).args(["completions", "fish"]));
    assert!(fish.contains("-l pass"), "{fish}");
    assert!(fish.contains("-a \"options\\t''"), "{fish}");
}

/// A tree with yarpc's CallOption family (examples/callopts), a records container
/// (examples/players) and a package of boxing sites (transforms/audit/map_values).
fn three_packages() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp folder");
    for (from, to) in [
        ("examples/callopts", "callopts"),
        ("examples/players", "players"),
        ("transforms/audit/map_values", "events"),
    ] {
        support::copy_tree(&support::root().join(from), &dir.path().join(to));
    }
    dir
}

fn insert_before(path: &Path, line: &str, text: &str) {
    let old = std::fs::read_to_string(path).expect("read");
    assert!(old.contains(line), "{line} not in {}", path.display());
    std::fs::write(path, old.replacen(line, &format!("{text}\n{line}"), 1)).expect("write");
}

/// `--only NAME` takes one family or container; the rest is neither rewritten nor listed,
/// and a name that matches nothing is said.
#[test]
fn only_takes_one_family_or_container() {
    let dir = three_packages();
    let plan = |args: &[&str]| {
        let out = unbox(dir.path())
            .env("NO_COLOR", "1")
            .args(["plan"])
            .args(args)
            .arg("./...")
            .output()
            .expect("run");
        assert_eq!(out.status.code(), Some(0));
        (
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (all, _) = plan(&[]);
    assert!(
        all.contains("rewrite CallOption") && all.contains("rewrite Player"),
        "{all}"
    );
    let (one, _) = plan(&["--only", "Player"]);
    assert!(one.contains("rewrite Player"), "{one}");
    assert!(!one.contains("CallOption"), "{one}");
    assert!(
        one.contains("1 rewrite, 0 refusals, 1 file to change"),
        "{one}"
    );
    let (both, _) = plan(&["--only", "Player,CallOption"]);
    assert!(both.contains("2 rewrites"), "{both}");
    let (none, stderr) = plan(&["--only", "Playr"]);
    assert!(none.contains("0 rewrites"), "{none}");
    assert!(
        stderr
            .contains("unbox: warning: --only Playr matched no option family or records container"),
        "{stderr}"
    );
    // diff shows only what was taken.
    let diff = stdout_of(unbox(dir.path()).args(["diff", "--only", "Player", "./..."]));
    assert!(
        diff.contains("players/players.go") && !diff.contains("callopts.go"),
        "{diff}"
    );
}

/// `//unbox:ignore [pass] [reason]`, as Go linters honour `//nolint`: on a type it stops that
/// family for every pass (or the one named), on a field the container's rewrite, on a line
/// the audit's site there; each is reported as `ignored` with the comment's file:line.
#[test]
fn an_ignore_comment_is_honoured_by_every_pass_and_the_audit() {
    let dir = three_packages();
    let callopts = dir.path().join("callopts/callopts.go");
    let players = dir.path().join("players/players.go");
    let events = dir.path().join("events/events.go");
    let plan = || {
        let out = unbox(dir.path())
            .env("NO_COLOR", "1")
            .args(["plan", "--format", "json", "./..."])
            .output()
            .expect("run");
        assert_eq!(out.status.code(), Some(0));
        serde_json::from_slice::<serde_json::Value>(&out.stdout).expect("JSON plan")
    };
    let refusal = |plan: &serde_json::Value, subject: &str| {
        plan["packages"]
            .as_array()
            .expect("packages")
            .iter()
            .flat_map(|p| p["refusals"].as_array().cloned().unwrap_or_default())
            .find(|r| r["subject"] == subject)
    };
    // A comment for another pass leaves the family alone.
    insert_before(
        &callopts,
        "type CallOption struct",
        "//unbox:ignore records not for this pass",
    );
    assert!(refusal(&plan(), "CallOption").is_none());
    // For every pass, with a reason.
    insert_before(
        &callopts,
        "type callOption interface",
        "//unbox:ignore kept until yarpc v2",
    );
    // On a field of the container.
    let text = std::fs::read_to_string(&players).expect("read");
    let field = text
        .lines()
        .find(|l| l.trim_start().starts_with("profile"))
        .expect("Player has a profile field")
        .to_string();
    std::fs::write(
        &players,
        text.replacen(&field, &format!("{field} //unbox:ignore records"), 1),
    )
    .expect("write");
    let plan = plan();
    let options = refusal(&plan, "CallOption").expect("CallOption is refused");
    assert_eq!(options["code"], "ignored");
    let message = options["message"].as_str().unwrap_or_default();
    assert!(
        message.starts_with("//unbox:ignore at callopts/callopts.go:")
            && message.contains("(kept until yarpc v2)"),
        "{message}"
    );
    let records = refusal(&plan, "Player").expect("Player is refused");
    assert_eq!(records["code"], "ignored");
    assert!(
        records["message"]
            .as_str()
            .unwrap_or_default()
            .starts_with("//unbox:ignore at players/players.go:"),
        "{records}"
    );
    assert_eq!(plan["summary"]["rewrites"], 0);
    // The audit leaves out a site an `audit` comment covers, and lists it.
    let before = stdout_of(unbox(dir.path()).args(["audit", "-q", "events"]));
    assert!(before.starts_with("events/events.go:"), "{before}");
    let text = std::fs::read_to_string(&events).expect("read");
    std::fs::write(
        &events,
        text.replacen(
            "\"id\":   ev.ID, // want: map value",
            "\"id\":   ev.ID, //unbox:ignore audit built once per request",
            1,
        ),
    )
    .expect("write");
    let out = stdout_of(unbox(dir.path()).args(["audit", "-q", "--format", "json", "events"]));
    let audit: serde_json::Value = serde_json::from_str(&out).expect("JSON audit");
    assert_eq!(audit["findings"].as_array().map(Vec::len), Some(4), "{out}");
    assert_eq!(audit["ignored"][0]["code"], "ignored");
    assert_eq!(audit["ignored"][0]["line"], 15);
    assert_eq!(
        audit["ignored"][0]["message"],
        "//unbox:ignore at events/events.go:15 (built once per request)"
    );
    let out = stdout_of(unbox(dir.path()).args(["audit", "-q", "--format", "json", "./..."]));
    let audit: serde_json::Value = serde_json::from_str(&out).expect("JSON audit");
    let families = audit["families"].as_array().expect("families");
    assert!(families.len() >= 2, "{out}");
    assert!(
        families.iter().all(|f| f["rewritable"] == false),
        "ignored families are not offered: {out}"
    );
}

/// `unbox.toml` at the repository root sets a project's defaults (passes, the records flag,
/// folders to leave out); a flag typed on the command line wins; a misspelt key is a usage
/// error naming the file, line and column.
#[test]
fn unbox_toml_sets_defaults_and_a_typed_flag_wins() {
    let dir = three_packages();
    let root = dir.path();
    std::fs::create_dir(root.join(".git")).expect("a repository root");
    std::fs::write(
        root.join("unbox.toml"),
        "# The records pass only, with the field report's polarity; events is generated.\npass = [\"records\"]\nflag = \"is-nil\"\nexclude = [\"events\"]\n",
    )
    .expect("unbox.toml");
    let run = |cwd: &Path, args: &[&str]| {
        let out = unbox(cwd)
            .env("NO_COLOR", "1")
            .args(args)
            .output()
            .expect("run");
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (code, plan, stderr) = run(root, &["plan", "./..."]);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(
        stderr.contains("unbox: defaults from ") && stderr.contains("unbox.toml"),
        "{stderr}"
    );
    assert!(!plan.contains("CallOption"), "pass = [\"records\"]: {plan}");
    assert!(
        plan.contains("flag_polarity: --flag is-nil was given, but Player is exported"),
        "{plan}"
    );
    assert!(
        stderr.contains("2 package folders"),
        "events is excluded: {stderr}"
    );
    // Typed flags win.
    let (_, plan, _) = run(
        root,
        &[
            "plan",
            "--flag",
            "present",
            "--pass",
            "records,options",
            "./...",
        ],
    );
    assert!(
        plan.contains("rewrite Player") && plan.contains("rewrite CallOption"),
        "{plan}"
    );
    // Found from a module below the repository root, and for the audit too.
    let (_, plan, _) = run(&root.join("players"), &["plan", "."]);
    assert!(plan.contains("flag_polarity"), "{plan}");
    let (_, audit, _) = run(root, &["audit", "-q", "./..."]);
    assert!(!audit.contains("events"), "{audit}");
    // A misspelt key stops the run before any work.
    std::fs::write(
        root.join("unbox.toml"),
        "pass = [\"records\"]\nflags = \"present\"\n",
    )
    .expect("write");
    let (code, _, stderr) = run(root, &["plan", "./..."]);
    assert_eq!(code, Some(2));
    assert!(
        stderr.contains("unbox.toml:2:1: unknown field `flags`"),
        "{stderr}"
    );
}

/// `plan` ends with the command to run next, carrying the selection as typed.
#[test]
fn plan_ends_with_the_command_to_run_next() {
    let root = support::root();
    let plan = stdout_of(unbox(&root).env("NO_COLOR", "1").args([
        "--no-types",
        "plan",
        "--pass",
        "options",
        "examples/callopts",
    ]));
    let last = plan.lines().last().unwrap_or_default();
    assert_eq!(
        last,
        "next: review the change with `unbox diff --no-types --pass options examples/callopts`, then write it with `unbox apply --no-types --pass options examples/callopts` (or `unbox apply --branch unbox/rewrite --verify --no-types --pass options examples/callopts` for a reviewed branch)"
    );
    let nothing = stdout_of(unbox(&root).env("NO_COLOR", "1").args([
        "--no-types",
        "plan",
        "transforms/records/refuse_unsafe",
    ]));
    assert!(
        nothing
            .lines()
            .last()
            .unwrap_or_default()
            .starts_with("next: nothing to rewrite here"),
        "{nothing}"
    );
    // JSON and --list stay machine-readable.
    let list = stdout_of(unbox(&root).args(["--no-types", "plan", "-l", "examples/callopts"]));
    assert_eq!(list.trim(), "examples/callopts/callopts.go");
}

/// `--bench` sat on one line for minutes; it now says which benchmark of how many, which
/// round of `--bench-count` and which side, as each finishes (the sides alternate by round).
#[test]
fn bench_shows_its_progress() {
    if !support::require("go") {
        return;
    }
    let dir = support::module_copy(&support::root().join("examples/callopts"), "callopts");
    support::git(dir.path(), &["init", "-q", "-b", "main"]);
    support::git(dir.path(), &["add", "-A"]);
    support::git(dir.path(), &["commit", "-q", "-m", "initial"]);
    let out = unbox(dir.path())
        .env("GOTOOLCHAIN", "local")
        .env("GOPROXY", "off")
        .env("GOFLAGS", "-mod=mod")
        .args([
            "--no-types",
            "apply",
            "--branch",
            "unbox/bench",
            "--bench",
            "Construct",
            "--bench-count",
            "2",
            "--bench-time",
            "10x",
            ".",
        ])
        .output()
        .expect("run");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    let progress: Vec<&str> = stderr
        .lines()
        .filter(|l| l.starts_with("unbox: benchmark "))
        .collect();
    // Four Construct benchmarks, two rounds, two sides.
    assert_eq!(progress.len(), 16, "{stderr}");
    assert_eq!(
        progress[0],
        "unbox: benchmark 1 of 4 (BenchmarkConstructWithHeader), round 1 of 2, before"
    );
    assert_eq!(
        progress[7],
        "unbox: benchmark 4 of 4 (BenchmarkConstructWithRoutingDelegate), round 1 of 2, after"
    );
    // The second round starts with the other side.
    assert!(progress[8].ends_with("round 2 of 2, after"), "{stderr}");
    assert!(progress[15].ends_with("round 2 of 2, before"), "{stderr}");
    // -q keeps stderr to what matters.
    let quiet = unbox(dir.path())
        .env("GOTOOLCHAIN", "local")
        .env("GOPROXY", "off")
        .env("GOFLAGS", "-mod=mod")
        .args([
            "--no-types",
            "apply",
            "-q",
            "--branch",
            "unbox/bench2",
            "--bench",
            "Construct",
            "--bench-count",
            "1",
            "--bench-time",
            "10x",
            ".",
        ])
        .output()
        .expect("run");
    assert!(!String::from_utf8_lossy(&quiet.stderr).contains("unbox: benchmark "));
}

/// Every folder's rewritten files are formatted by one gofmt run at the end; when gofmt
/// rejects a file (a pass bug), only its package is left untouched, with the file named,
/// and the other packages keep their rewrites. A stand-in gofmt rejects the files marked
/// `reject-me` and formats nothing.
#[cfg(unix)]
#[test]
fn a_file_gofmt_rejects_leaves_only_its_own_package_untouched() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("temp folder");
    let root = dir.path();
    for name in ["a", "b"] {
        support::copy_tree(&support::root().join("examples/callopts"), &root.join(name));
        std::fs::remove_file(root.join(name).join("go.mod")).expect("one module");
    }
    std::fs::write(root.join("go.mod"), "module example.com/m\n\ngo 1.22\n").expect("go.mod");
    // The marker sits in a function the rewrite edits (`o.opt.apply` becomes `o.apply`),
    // so gofmt, which is sent only the changed declarations, sees it.
    let marked = root.join("b/callopts.go");
    let text = std::fs::read_to_string(&marked).expect("read");
    let at = "\t\to.opt.apply(&call)\n";
    assert!(text.contains(at), "NewOutboundCall applies its options");
    std::fs::write(
        &marked,
        text.replace(at, &format!("{at}\t\t// reject-me\n")),
    )
    .expect("mark");
    let bin = root.join("bin");
    std::fs::create_dir(&bin).expect("bin");
    let gofmt = bin.join("gofmt");
    std::fs::write(
        &gofmt,
        // Named files (`gofmt -w`, formatted as they are) or stdin, where a part gofmt
        // rejected is sent again whole for the error's true line.
        "#!/bin/sh\nfailed=0\nnamed=0\nfor f in \"$@\"; do\n  case \"$f\" in -*) continue;; esac\n  named=1\n  if grep -q reject-me \"$f\"; then echo \"$f:3:1: expected declaration\" >&2; failed=1; fi\ndone\nif [ $named = 0 ]; then\n  t=$(mktemp)\n  cat > \"$t\"\n  if grep -q reject-me \"$t\"; then echo \"<standard input>:3:1: expected declaration\" >&2; failed=1; else cat \"$t\"; fi\n  rm -f \"$t\"\nfi\nexit $((failed * 2))\n",
    )
    .expect("write gofmt");
    std::fs::set_permissions(&gofmt, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let out = unbox(root)
        .env("PATH", path)
        .env("UNBOX_RESULT_CACHE", "off")
        .args(["--no-types", "plan", "./..."])
        .output()
        .expect("run");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(3), "{stdout}\n{stderr}");
    assert!(
        stderr.contains(
            "b/callopts.go: gofmt rejected the rewritten text: <standard input>:3:1: expected declaration; package left untouched"
        ),
        "{stderr}"
    );
    assert!(stdout.contains("a/callopts.go"), "{stdout}");
    assert!(!stdout.contains("b/callopts.go"), "{stdout}");
    assert!(stdout.contains("1 file to change"), "{stdout}");
}

/// Two containers whose lists hold one record type both take its link off: `--only` one
/// of them would leave the other's code walking a link that is gone. Both rewrites stand
/// together: naming one refuses it, saying why; naming both rewrites both, and the
/// package still builds.
#[test]
fn only_one_of_two_containers_sharing_a_record_rewrites_neither() {
    if !support::require("go") {
        return;
    }
    let dir = tempfile::tempdir().expect("temp folder");
    support::write_tree(
        dir.path(),
        &[
            ("go.mod", "module example.com/sched\n\ngo 1.22\n"),
            (
                "sched.go",
                "package sched\n\ntype job struct {\n\tid   int\n\tnext *job\n}\n\n\
                 type ready struct{ head *job }\n\n\
                 func (r *ready) add(id int) { r.head = &job{id: id, next: r.head} }\n\n\
                 func (r *ready) ids() (out []int) {\n\tfor j := r.head; j != nil; j = j.next {\n\t\tout = append(out, j.id)\n\t}\n\treturn out\n}\n\n\
                 type retry struct{ head *job }\n\n\
                 func (r *retry) add(id int) { r.head = &job{id: id, next: r.head} }\n\n\
                 func (r *retry) count() (n int) {\n\tfor j := r.head; j != nil; j = j.next {\n\t\tn++\n\t}\n\treturn n\n}\n",
            ),
        ],
    );
    let run = |args: &[&str]| {
        let out = unbox(dir.path())
            .env("NO_COLOR", "1")
            .args(args)
            .args(["--pass", "records", "."])
            .output()
            .expect("run");
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let one = run(&["plan", "--only", "ready"]);
    assert!(one.contains("0 rewrites, 1 refusal"), "{one}");
    assert!(
        one.contains("left_with_others: it changes the declaration of job"),
        "{one}"
    );
    let both = run(&["apply", "--only", "ready,retry"]);
    assert!(both.contains("rewrote"), "{both}");
    let text = std::fs::read_to_string(dir.path().join("sched.go")).expect("read");
    assert!(
        text.contains("head []job") && !text.contains("next *job"),
        "{text}"
    );
    support::run_ok(support::go(dir.path()).args(["vet", "./..."]));
}
