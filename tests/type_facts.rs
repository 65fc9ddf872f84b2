//! Type facts from Go's type checker: the `typed_*` cases in `transforms/` are rewritten
//! with them and refused by the syntactic fallback (so each case proves that the facts
//! decide), the binary explains the fallback when Go is not on PATH, and the audit types
//! its findings from them.

mod support;

use std::path::{Path, PathBuf};
use std::process::Command;
use unbox::engine::{self, Config, Outcome, TypesMode};
use unbox::passes;

fn plan(pass: &str, case: &Path, types: TypesMode) -> Outcome {
    let pass = passes::by_name(pass).expect("a registered pass");
    let mut config = Config::new(vec![case.to_path_buf()], vec![pass]);
    config.gofmt = false;
    config.jobs = Some(1);
    config.types = types;
    engine::run(&config)
}

fn refusals(outcome: &Outcome) -> Vec<String> {
    outcome
        .packages
        .iter()
        .flat_map(|p| &p.refusals)
        .map(|r| format!("{}: {}: {}", r.location, r.code, r.message))
        .collect()
}

/// Each `typed_*` case is rewritten with type facts and nothing refused, and refused by
/// name alone, every refusal saying that it was decided without type information.
#[test]
fn typed_cases_need_the_type_checker() {
    if !support::require("go") {
        return;
    }
    let mut seen = 0;
    for pass in passes::registry() {
        for case in support::cases(pass.name()) {
            let name = case.file_name().expect("a name").to_string_lossy();
            if !name.starts_with("typed_") {
                continue;
            }
            seen += 1;
            let typed = plan(pass.name(), &case, TypesMode::Auto);
            assert_eq!(typed.types.typed, 1, "{name}: {:?}", typed.types.untyped);
            assert!(typed.findings() >= 1, "{name} is not rewritten with types");
            assert_eq!(refusals(&typed), Vec::<String>::new(), "{name}");
            let untyped = plan(pass.name(), &case, TypesMode::Off);
            let refused = refusals(&untyped);
            assert!(
                !refused.is_empty(),
                "{name}: the syntactic fallback should refuse it"
            );
            for r in &refused {
                assert!(
                    r.ends_with("no_type_info: type facts were turned off (--no-types)"),
                    "{name}: {r}"
                );
            }
            assert_eq!(
                untyped.types.untyped.values().map(Vec::len).sum::<usize>(),
                1
            );
        }
    }
    assert!(seen >= 4, "only {seen} typed cases");
}

/// With no `go` on PATH the run still works, by syntax alone: the plan says once why, and
/// each refusal carries `no_type_info`.
#[test]
fn without_go_on_path_passes_fall_back_and_say_so() {
    let case = support::root().join("transforms/options/typed_same_name_not_family");
    let empty = tempfile::tempdir().expect("an empty folder for PATH");
    let out = Command::new(env!("CARGO_BIN_EXE_unbox"))
        .args(["plan", "--no-gofmt"])
        .arg(&case)
        .env("PATH", empty.path())
        .output()
        .expect("run unbox");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(
        stdout.contains("nil_family: o is compared with nil; a struct Option has no nil; no_type_info: go is not on PATH"),
        "{stdout}"
    );
    assert!(
        stdout.contains("without type facts: 1 package (go is not on PATH: "),
        "{stdout}"
    );
    assert!(stdout.contains("0 rewrites"), "{stdout}");
}

/// A package that does not type-check is judged by syntax, with the checker's first error
/// named relative to the folder the user gave.
#[test]
fn a_package_that_does_not_type_check_falls_back_with_the_error() {
    if !support::require("go") {
        return;
    }
    let dir = tempfile::tempdir().expect("temp folder");
    std::fs::write(
        dir.path().join("go.mod"),
        "module example.com/broken\n\ngo 1.22\n",
    )
    .expect("go.mod");
    std::fs::write(
        dir.path().join("opt.go"),
        "package opt\n\ntype Option interface{ apply(*int) }\n\ntype n int\n\nfunc (v n) apply(p *int) { *p = int(v) + missing }\n\nfunc WithN(v int) Option { return n(v) }\n\nfunc New(opts ...Option) int { x := 0; for _, o := range opts { o.apply(&x) }; return x }\n",
    )
    .expect("opt.go");
    let outcome = plan("options", dir.path(), TypesMode::Auto);
    let reasons: Vec<&String> = outcome.types.untyped.keys().collect();
    assert_eq!(reasons, ["the package does not type-check"]);
    let out = Command::new(env!("CARGO_BIN_EXE_unbox"))
        .args(["plan", "--no-gofmt", "."])
        .current_dir(dir.path())
        .output()
        .expect("run unbox");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("without type facts: 1 package (the package does not type-check: .)"),
        "{stdout}"
    );
}

/// The audit takes types from the checker: a value of a package type is reported with its
/// real type, and a pointer-shaped struct (one pointer field) is not reported at all.
#[test]
fn audit_types_come_from_the_type_checker() {
    if !support::require("go") {
        return;
    }
    let dir = tempfile::tempdir().expect("temp folder");
    std::fs::write(
        dir.path().join("go.mod"),
        "module example.com/m\n\ngo 1.22\n",
    )
    .expect("go.mod");
    std::fs::write(
        dir.path().join("m.go"),
        "package m\n\nimport \"fmt\"\n\ntype pair struct{ a, b int }\n\ntype ref struct{ p *int }\n\nfunc Log(x pair, r ref, id int64) string {\n\treturn fmt.Sprint(x, r, id)\n}\n",
    )
    .expect("m.go");
    let report = unbox::audit::audit(&unbox::audit::AuditOptions {
        paths: vec![dir.path().to_path_buf()],
        escape: false,
        profile: None,
        jobs: Some(1),
        shard: None,
        types: TypesMode::Auto,
        passes: unbox::passes::registry().to_vec(),
        tags: Vec::new(),
        exclude: Vec::new(),
    });
    let found: Vec<(String, Option<String>, bool)> = report
        .findings
        .iter()
        .map(|f| (f.expr.clone(), f.ty.clone(), f.certain))
        .collect();
    assert_eq!(
        found,
        [
            ("x".to_string(), Some("pair".to_string()), true),
            ("id".to_string(), Some("int64".to_string()), true)
        ]
    );
    assert_eq!(report.types.typed, 1);
}

/// A module holding one package folder with one file; the folder and the file's path.
fn one_file_module(package: &str, text: &str) -> (tempfile::TempDir, PathBuf, PathBuf) {
    let dir = tempfile::tempdir().expect("temp folder");
    std::fs::write(
        dir.path().join("go.mod"),
        format!("module example.com/{package}\n\ngo 1.22\n"),
    )
    .expect("go.mod");
    let pkg = dir.path().join(package);
    std::fs::create_dir(&pkg).expect("package folder");
    let path = pkg.join(format!("{package}.go"));
    std::fs::write(&path, text).expect("the file");
    (dir, pkg, path)
}

/// The facts program's answer for one folder (its own files), with `cuts` left out.
fn facts_for(module: &Path, pkg: &Path, cuts: &unbox::typecheck::Cuts) -> unbox::types::Types {
    facts_of(module, pkg, cuts, false)
}

/// The facts program's answer for one folder, with its tests when `tests`.
fn facts_of(
    module: &Path,
    pkg: &Path,
    cuts: &unbox::typecheck::Cuts,
    tests: bool,
) -> unbox::types::Types {
    let checker = unbox::typecheck::Checker::locate().expect("the facts program");
    let mut checked = checker
        .check(
            Some(module),
            &[pkg.to_path_buf()],
            tests,
            cuts,
            &Default::default(),
            None,
        )
        .expect("the checker runs");
    checked
        .answers
        .remove(&unbox::typecheck::canonical(pkg))
        .expect("an answer for the folder")
}

/// One file's package checked twice: whole, and with everything from `from` to the end
/// left out as unbox leaves out what no pass reads. The file's tree, then both answers.
fn whole_and_cut(
    package: &str,
    text: &str,
    from: &str,
) -> (
    unbox::syntax::SourceFile,
    unbox::types::Types,
    unbox::types::Types,
) {
    let (dir, pkg, path) = one_file_module(package, text);
    let from = text.find(from).expect("where the cut starts");
    let left_out = std::iter::once(from..text.len()).collect();
    let cuts: unbox::typecheck::Cuts = [(path.clone(), left_out)].into();
    let whole = facts_for(dir.path(), &pkg, &Default::default());
    let cut = facts_for(dir.path(), &pkg, &cuts);
    let source = unbox::syntax::SourceFile::parse(path, text.to_string());
    (source, whole, cut)
}

/// What the facts say of the identifier `word` where it is spelled in the first `context`
/// of the file.
fn object_at(
    source: &unbox::syntax::SourceFile,
    types: &unbox::types::Types,
    context: &str,
    word: &str,
) -> Option<String> {
    let at = source.text.find(context).expect("the context") + context.find(word).expect("word");
    let node = source
        .tree
        .root_node()
        .descendant_for_byte_range(at, at + word.len())
        .expect("a node");
    let facts = types.known().expect("the package type-checks");
    let file = facts.file(source).expect("facts for the file");
    file.object(node).map(|o| format!("{o:?}|{:?}", o.ty))
}

/// Declarations unbox leaves unparsed are what no pass asks about: the checker reads
/// functions there without their bodies and reports nothing inside them, while what the
/// passes read gets the same facts. A package stays well-typed when an import's only use,
/// an `init` or a generic function is in what was left out.
#[test]
fn bodies_no_pass_reads_are_checked_as_declarations_only() {
    if !support::require("go") {
        return;
    }
    let text = "package roster\n\nimport \"strings\"\n\ntype player struct {\n\tname string\n\tnext *player\n}\n\nfunc count(head *player) int {\n\tn := 0\n\tfor p := head; p != nil; p = p.next {\n\t\tn++\n\t}\n\treturn n\n}\n\nfunc shout(s string) string { return strings.ToUpper(s) }\n\nfunc init() { _ = shout(\"ready\") }\n\nfunc first[T any](xs []T) T { return xs[0] }\n";
    let (source, whole, cut) = whole_and_cut("roster", text, "func shout");
    // `strings` is used only in shout, which was left out: no facts there, and no
    // "imported and not used" either (object_at would panic on an unknown package).
    assert!(object_at(&source, &whole, "strings.ToUpper", "strings").is_some());
    assert_eq!(object_at(&source, &cut, "strings.ToUpper", "strings"), None);
    assert_eq!(
        object_at(&source, &cut, "xs[0]", "xs"),
        None,
        "nothing inside first"
    );
    for (context, word) in [
        ("head *player", "head"),
        ("p.next", "p"),
        ("p.next", "next"),
    ] {
        let kept = object_at(&source, &cut, context, word);
        assert!(kept.is_some(), "{word} is read");
        assert_eq!(kept, object_at(&source, &whole, context, word), "{word}");
    }
}

/// A large table left unparsed is type-checked without its elements (the variable keeps
/// its type), but a `[...]T{…}` literal, whose length is its type, keeps them: what the
/// passes read gets the same facts either way.
#[test]
fn large_tables_left_out_keep_their_types() {
    if !support::require("go") {
        return;
    }
    let numbers: String = (0..20_000).map(|i| format!("{i}, ")).collect();
    let text = format!(
        "package tables\n\nimport \"time\"\n\nvar width [len(sizes)]byte\n\nvar last = names[len(names)-1]\n\nvar sizes = [...]int{{{numbers}}}\n\nvar names = []time.Duration{{{numbers}}}\n"
    );
    let (source, whole, cut) = whole_and_cut("tables", &text, "var sizes");
    for name in ["width", "last"] {
        let context = format!("var {name}");
        assert_eq!(
            object_at(&source, &cut, &context, name),
            object_at(&source, &whole, &context, name),
            "{name}"
        );
    }
    let width = object_at(&source, &cut, "var width", "width").expect("width");
    assert!(width.ends_with("|Some(\"[20000]byte\")"), "{width}");
}

/// Method sets come from Go's type checker: a method an embedded field brings is in its
/// holder's set, marked promoted, and only `*T` has a pointer receiver's method; a type
/// implements an interface through promoted methods too.
#[test]
fn method_sets_say_what_embedding_promotes() {
    if !support::require("go") {
        return;
    }
    let text = "package dial\n\ntype config struct{ authority string }\n\n\
                type Option interface{ apply(*config) }\n\n\
                type setting struct{ value string }\n\n\
                func (s setting) apply(c *config) { c.authority = s.value }\n\n\
                type authority struct{ setting }\n\n\
                type counter struct{ n int }\n\n\
                func (c *counter) inc() { c.n++ }\n";
    let (dir, pkg, _) = one_file_module("dial", text);
    let types = facts_for(dir.path(), &pkg, &Default::default());
    let facts = types.known().expect("the package type-checks");
    let says = |ty: &str| -> Vec<(String, bool, bool)> {
        facts.methods[ty]
            .iter()
            .map(|m| (m.name.clone(), m.pointer, m.promoted))
            .collect()
    };
    assert_eq!(says("setting"), [("apply".to_string(), false, false)]);
    assert_eq!(says("authority"), [("apply".to_string(), false, true)]);
    assert_eq!(says("counter"), [("inc".to_string(), true, false)]);
    assert!(!facts.methods.contains_key("config"));
    assert_eq!(facts.implementers["Option"], ["authority", "setting"]);
}

/// A test calling reflect is judged by how its calls are spelled, so what unbox left
/// unparsed there gets no facts, as in any file; a file importing unsafe (or reflect
/// outside tests) is read whole, since the records pass reads the type of everything in
/// it.
#[test]
fn only_files_reaching_memory_are_read_whole_by_the_type_checker() {
    if !support::require("go") {
        return;
    }
    let body = "func size(p *player) int {\n\treturn len(p.name)\n}\n";
    let (dir, pkg, _) = one_file_module(
        "roster",
        "package roster\n\ntype player struct{ name string }\n",
    );
    let mut cuts = unbox::typecheck::Cuts::new();
    let mut sources = Vec::new();
    for (name, import) in [
        ("reflect_test.go", "reflect"),
        ("unsafe_test.go", "unsafe"),
        ("shape.go", "reflect"),
    ] {
        let text = format!(
            "package roster\n\nimport \"{import}\"\n\nvar _ = {import}.{}\n\n{}",
            if import == "reflect" {
                "TypeOf(0)"
            } else {
                "Sizeof(0)"
            },
            body.replace("size", &format!("size{}", sources.len()))
        );
        let path = pkg.join(name);
        std::fs::write(&path, &text).expect("the file");
        let from = text.find("func size").expect("the function");
        cuts.insert(path.clone(), std::iter::once(from..text.len()).collect());
        sources.push((import, unbox::syntax::SourceFile::parse(path, text)));
    }
    let facts = facts_of(dir.path(), &pkg, &cuts, true);
    let read = |i: usize| object_at(&sources[i].1, &facts, "len(p.name)", "p").is_some();
    assert!(!read(0), "a test calling reflect is cut like any file");
    assert!(read(1), "a test importing unsafe is read whole");
    assert!(
        read(2),
        "a file importing reflect outside tests is read whole"
    );
}

/// A module whose `hooks` package (the typed option case) also uses a type of another
/// package of the module, `clock`, with every file dated an hour back unless `fresh`.
fn module_with_a_dependency(fresh: bool) -> tempfile::TempDir {
    let case = support::root().join("transforms/options/typed_same_name_not_family");
    let dir = support::module_copy(&case, "hooks");
    std::fs::write(
        dir.path().join("deadline.go"),
        "package hooks\n\nimport \"example.com/hooks/clock\"\n\n// Deadline is when an attempt configured by s gives up.\nfunc Deadline(s settings) clock.Instant { return clock.After(s.timeout) }\n",
    )
    .expect("deadline.go");
    std::fs::create_dir(dir.path().join("clock")).expect("clock folder");
    std::fs::write(
        dir.path().join("clock/clock.go"),
        "package clock\n\nimport \"time\"\n\n// Instant is a moment on the wall clock.\ntype Instant struct{ at time.Time }\n\n// After is d from now.\nfunc After(d time.Duration) Instant { return Instant{time.Now().Add(d)} }\n",
    )
    .expect("clock.go");
    if !fresh {
        settle();
    }
    dir
}

/// Renames a parameter of clock.go (`d` to `e`), keeping the file's size and modification
/// date, so that the change shows only in its change time and its contents.
fn edit_keeping_size_and_date(clock: &Path) {
    let modified = std::fs::metadata(clock)
        .and_then(|m| m.modified())
        .expect("clock.go's date");
    let text = std::fs::read_to_string(clock).expect("clock.go");
    let edited = text.replace("After(d time.Duration", "After(e time.Duration");
    let edited = edited.replace("Add(d)", "Add(e)");
    assert_eq!(edited.len(), text.len());
    assert_ne!(edited, text);
    std::fs::write(clock, edited).expect("edit clock.go");
    std::fs::File::options()
        .write(true)
        .open(clock)
        .and_then(|f| f.set_modified(modified))
        .expect("keep clock.go's date");
}

/// Waits until every file written so far is older than the 2 s around a run's start
/// from which unbox keeps no answer. Dating files back would not do: that changes their
/// change time (ctime), which unbox reads too and no one can set back.
fn settle() {
    std::thread::sleep(std::time::Duration::from_millis(2200));
}

/// `unbox plan` over `dir` with facts cached in `cache`: the plan and the closing line.
/// Whole outcomes are not replayed, so that every run asks for facts.
fn plan_cached(dir: &Path, cache: &Path, extra: &[(&str, &str)]) -> (String, String) {
    plan_cached_with(dir, cache, &[], extra)
}

/// [`plan_cached`] with more arguments (`--pass boxing`) before the folder.
fn plan_cached_with(
    dir: &Path,
    cache: &Path,
    args: &[&str],
    extra: &[(&str, &str)],
) -> (String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_unbox"))
        .args(["plan", "--no-gofmt"])
        .args(args)
        .arg(".")
        .current_dir(dir)
        .env("UNBOX_CACHE_DIR", cache)
        .env_remove("UNBOX_FACTS_CACHE")
        .env("UNBOX_RESULT_CACHE", "off")
        .envs(extra.iter().copied())
        .output()
        .expect("run unbox");
    assert!(out.status.success(), "{out:?}");
    let stderr = String::from_utf8_lossy(&out.stderr);
    let summary = stderr.lines().last().unwrap_or_default().to_string();
    (String::from_utf8_lossy(&out.stdout).into_owned(), summary)
}

const REUSED: &str = "1 type-checked (1 from the facts cache)";

const REPLAYED: &str = "replayed from an earlier run, no input changed";

/// `unbox ARGS` in `dir` with caches in `cache`, the result cache as `UNBOX_RESULT_CACHE`
/// says (unset: on): stdout and the closing line.
fn run_cached(dir: &Path, cache: &Path, args: &[&str], result_cache: &str) -> (String, String) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_unbox"));
    command
        .args(args)
        .current_dir(dir)
        .env("UNBOX_CACHE_DIR", cache)
        .env_remove("UNBOX_FACTS_CACHE")
        .env_remove("UNBOX_RESULT_CACHE");
    if !result_cache.is_empty() {
        command.env("UNBOX_RESULT_CACHE", result_cache);
    }
    let out = command.output().expect("run unbox");
    assert!(out.status.success(), "{out:?}");
    let stderr = String::from_utf8_lossy(&out.stderr);
    let summary = stderr.lines().last().unwrap_or_default().to_string();
    (String::from_utf8_lossy(&out.stdout).into_owned(), summary)
}

/// A run's whole outcome is replayed by the next run with the same settings over the same
/// files, by `diff` after `plan` too, and computed again once anything it came from
/// changed: a setting, a file of the folder planned, or a dependency outside it that only
/// the type checker read (edited so that its size and date stay the same). A replay
/// prints what a computed run prints.
#[test]
fn outcomes_are_replayed_only_while_nothing_they_came_from_changed() {
    if !support::require("go") {
        return;
    }
    let dir = module_with_a_dependency(false);
    let cache = tempfile::tempdir().expect("cache folder");
    let at = dir.path();
    let run = |args: &[&str]| run_cached(at, cache.path(), args, "");
    let computed = |args: &[&str]| run_cached(at, cache.path(), args, "off").0;
    // Only deadline.go is planned: the clock package is read by the type checker alone.
    let plan: &[&str] = &["plan", "--no-gofmt", "deadline.go"];
    let (first, summary) = run(plan);
    assert!(!summary.contains(REPLAYED), "{summary}");
    let (second, summary) = run(plan);
    assert!(summary.contains(REPLAYED), "{summary}");
    assert_eq!(first, second);
    assert_eq!(first, computed(plan));
    let diff: &[&str] = &["diff", "--no-gofmt", "deadline.go"];
    let (replayed, summary) = run(diff);
    assert!(summary.contains(REPLAYED), "{summary}");
    assert_eq!(replayed, computed(diff));
    // Another setting is another run.
    let (_, summary) = run(&["plan", "--no-gofmt", "--pass", "options", "deadline.go"]);
    assert!(!summary.contains(REPLAYED), "{summary}");

    // Touched, its text the same: still replayed, and its facts still reused, by the
    // contents (as the go command's cache keys its results).
    let clock = at.join("clock/clock.go");
    std::fs::File::options()
        .write(true)
        .open(&clock)
        .and_then(|f| f.set_modified(std::time::SystemTime::now()))
        .expect("touch clock.go");
    settle();
    let (touched, summary) = run(plan);
    assert!(summary.contains(REPLAYED), "{summary}");
    assert_eq!(touched, first);
    let (_, summary) = run_cached(at, cache.path(), plan, "off");
    assert!(summary.contains(REUSED), "{summary}");

    edit_keeping_size_and_date(&clock);
    settle();
    let (third, summary) = run(plan);
    assert!(!summary.contains(REPLAYED), "{summary}");
    assert_eq!(third, computed(plan));
    let (_, summary) = run(plan);
    assert!(summary.contains(REPLAYED), "{summary}");

    // A file of the folder planned.
    std::fs::write(
        at.join("deadline.go"),
        "package hooks\n\nimport \"example.com/hooks/clock\"\n\n// Deadline is when an attempt configured by s gives up.\nfunc Deadline(s settings) clock.Instant { return clock.After(2 * s.timeout) }\n",
    )
    .expect("edit deadline.go");
    settle();
    let (fourth, summary) = run(plan);
    assert!(!summary.contains(REPLAYED), "{summary}");
    assert_eq!(fourth, computed(plan));
}

/// An answer of the facts program is reused by the next run over the same files, and not
/// once a file it came from changed: here a dependency, edited so that its size and
/// modification time stay what they were, so the change shows only in its change time.
/// Reused or not, the plan is the same.
#[test]
fn facts_are_reused_only_while_the_files_they_came_from_are_unchanged() {
    if !support::require("go") {
        return;
    }
    let dir = module_with_a_dependency(false);
    let cache = tempfile::tempdir().expect("cache folder");
    let (first, summary) = plan_cached(dir.path(), cache.path(), &[]);
    assert!(summary.contains(", 1 type-checked;"), "{summary}");
    let (second, summary) = plan_cached(dir.path(), cache.path(), &[]);
    assert!(summary.contains(REUSED), "{summary}");
    assert_eq!(first, second);

    edit_keeping_size_and_date(&dir.path().join("clock/clock.go"));
    settle();
    let (third, summary) = plan_cached(dir.path(), cache.path(), &[]);
    assert!(summary.contains(", 1 type-checked;"), "{summary}");
    assert_eq!(first, third);
    let (_, summary) = plan_cached(dir.path(), cache.path(), &[]);
    assert!(summary.contains(REUSED), "{summary}");

    // An entry damaged after its fingerprints (a bad disk) is computed again.
    for entry in std::fs::read_dir(cache.path().join("facts")).expect("the kept answers") {
        let path = entry.expect("an entry").path();
        let kept = std::fs::read_to_string(&path).expect("an answer");
        let manifest = kept.split_inclusive('\n').next().expect("its first line");
        std::fs::write(&path, format!("{manifest}{{\"strings\": [")).expect("damage it");
    }
    let (fourth, summary) = plan_cached(dir.path(), cache.path(), &[]);
    assert!(summary.contains(", 1 type-checked;"), "{summary}");
    assert_eq!(first, fourth);
}

/// A module of three packages, each with a `Sprintf` the boxing pass rewrites: `hooks`
/// formats what `clock.Tick` returns; `metrics` imports neither.
fn module_of_three_packages() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("a module folder");
    let write = |path: &str, text: &str| {
        let path = dir.path().join(path);
        std::fs::create_dir_all(path.parent().expect("a folder")).expect("its folder");
        std::fs::write(path, text).expect("a file");
    };
    write("go.mod", "module example.com/svc\n\ngo 1.22\n");
    write(
        "clock/clock.go",
        "package clock\n\nimport \"fmt\"\n\n// Tick is the current tick.\nfunc Tick() int { return 7 }\n\n// Stamp names tick n in a zone.\nfunc Stamp(zone string, n int) string { return fmt.Sprintf(\"%s-%d\", zone, n) }\n",
    );
    write(
        "hooks/hooks.go",
        "package hooks\n\nimport (\n\t\"fmt\"\n\n\t\"example.com/svc/clock\"\n)\n\n// Label names a hook by the tick it runs at.\nfunc Label(name string) string { return fmt.Sprintf(\"%s-%d\", name, clock.Tick()) }\n",
    );
    write(
        "metrics/metrics.go",
        "package metrics\n\nimport \"fmt\"\n\n// Key names counter n of a family.\nfunc Key(family string, n int) string { return fmt.Sprintf(\"%s-%d\", family, n) }\n",
    );
    settle();
    dir
}

/// When a file changes, the packages that neither hold it nor import it keep their facts
/// (the program checks the others only), and a package importing it is checked again:
/// `clock.Tick` returning a float64 turns `hooks`' rewrite (`%d` of an int) into a
/// refusal, which facts kept from before the edit would miss. Each plan is the plan of a
/// run computing every fact.
#[test]
fn facts_of_packages_the_edit_does_not_reach_are_kept() {
    if !support::require("go") {
        return;
    }
    let dir = module_of_three_packages();
    let cache = tempfile::tempdir().expect("cache folder");
    let boxing: &[&str] = &["--pass", "boxing"];
    let plan = || plan_cached_with(dir.path(), cache.path(), boxing, &[]);
    let off = [("UNBOX_FACTS_CACHE", "off")];
    let computed = || plan_cached_with(dir.path(), cache.path(), boxing, &off).0;
    let (first, summary) = plan();
    assert!(summary.contains(", 3 type-checked;"), "{summary}");
    assert!(first.contains("3 rewrites, 0 refusals"), "{first}");
    let (_, summary) = plan();
    let all_kept = "3 type-checked (3 from the facts cache)";
    assert!(summary.contains(all_kept), "{summary}");

    let edit = |path: &str, from: &str, to: &str| {
        let path = dir.path().join(path);
        let text = std::fs::read_to_string(&path).expect("a file");
        assert!(text.contains(from), "{text}");
        std::fs::write(&path, text.replace(from, to)).expect("edit a file");
        settle();
    };
    // metrics imports nothing of the module: only it is checked again.
    edit("metrics/metrics.go", "of a family", "of a family, stable");
    let (second, summary) = plan();
    let two_kept = "3 type-checked (2 from the facts cache)";
    assert!(summary.contains(two_kept), "{summary}");
    assert_eq!(second, first);
    assert_eq!(second, computed());

    // clock is imported by hooks: both are checked again, metrics keeps its facts.
    edit("clock/clock.go", "Tick() int", "Tick() float64");
    let (third, summary) = plan();
    let one_kept = "3 type-checked (1 from the facts cache)";
    assert!(summary.contains(one_kept), "{summary}");
    assert!(third.contains("2 rewrites, 1 refusal"), "{third}");
    assert_eq!(third, computed());
    let (_, summary) = plan();
    assert!(summary.contains(all_kept), "{summary}");
}

/// Files changed just before a run may have changed during it, so its answer is not
/// kept; and `UNBOX_FACTS_CACHE=off` neither keeps nor reuses one.
#[test]
fn facts_are_not_kept_from_files_changed_around_the_run_or_when_turned_off() {
    if !support::require("go") {
        return;
    }
    let dir = module_with_a_dependency(true);
    let cache = tempfile::tempdir().expect("cache folder");
    // Dated two seconds ahead: on a loaded machine (the Go tests beside this one) unbox can
    // start more than two seconds after the copy above, which would then count as settled.
    let ahead = std::time::SystemTime::now() + std::time::Duration::from_secs(2);
    std::fs::File::options()
        .append(true)
        .open(dir.path().join("deadline.go"))
        .and_then(|f| f.set_modified(ahead))
        .expect("date deadline.go");
    plan_cached(dir.path(), cache.path(), &[]);
    let (_, summary) = plan_cached(dir.path(), cache.path(), &[]);
    assert!(summary.contains(", 1 type-checked;"), "{summary}");

    settle();
    settle();
    let off = [("UNBOX_FACTS_CACHE", "off")];
    plan_cached(dir.path(), cache.path(), &off);
    let (_, summary) = plan_cached(dir.path(), cache.path(), &off);
    assert!(summary.contains(", 1 type-checked;"), "{summary}");
    plan_cached(dir.path(), cache.path(), &[]);
    let (_, summary) = plan_cached(dir.path(), cache.path(), &[]);
    assert!(summary.contains(REUSED), "{summary}");
}

/// An answer computed while a dependency does not build may change without any file
/// changing (a module fetched into the module cache), so none is kept.
#[test]
fn no_facts_are_kept_while_a_dependency_does_not_build() {
    if !support::require("go") {
        return;
    }
    let dir = module_with_a_dependency(false);
    let clock = dir.path().join("clock/clock.go");
    let text = std::fs::read_to_string(&clock).expect("clock.go");
    std::fs::write(
        &clock,
        text.replace("Instant{time", "Instant{missing, time"),
    )
    .expect("edit");
    settle();
    let cache = tempfile::tempdir().expect("cache folder");
    let (plan, _) = plan_cached(dir.path(), cache.path(), &[]);
    assert!(plan.contains("does not type-check"), "{plan}");
    let kept = std::fs::read_dir(cache.path().join("facts")).map_or(0, |d| d.count());
    assert_eq!(kept, 0);
}

/// A module whose path lies inside a module it requires (franz-go's pkg/kadm requires
/// franz-go) cannot be listed while that requirement is missing from the module cache:
/// the go command must look inside it for the package. Such an answer names no folder,
/// so it is not kept, and once `go mod download` fetches the requirement (no file of
/// the module changes) the next run type-checks the package.
#[test]
fn no_facts_are_kept_while_a_module_requirement_is_not_downloaded() {
    if !support::require("go") {
        return;
    }
    let root = tempfile::tempdir().expect("temp folder");
    let proxy = root.path().join("proxy");
    module_proxy_with_dep(&proxy);
    let app = root.path().join("app");
    support::write_tree(
        &app,
        &[
            (
                "go.mod",
                "module example.com/dep/app\n\ngo 1.22\n\nrequire example.com/dep v1.0.0\n",
            ),
            (
                "app.go",
                "package app\n\nimport (\n\t\"fmt\"\n\n\t\"example.com/dep\"\n)\n\n// Key names a user's row.\nfunc Key(id int) string { return fmt.Sprintf(\"%d\", id) }\n\n// Limit is how many rows a page holds.\nfunc Limit() int { return dep.Max }\n",
            ),
        ],
    );
    // go.sum written from one module cache; unbox then runs with another, still empty.
    let go = |cache: &Path, args: &[&str]| {
        support::run_ok(
            Command::new("go")
                .args(args)
                .current_dir(&app)
                .env("GOTOOLCHAIN", "local")
                .env("GOPROXY", format!("file://{}", proxy.display()))
                .env("GOSUMDB", "off")
                .env("GOFLAGS", "-modcacherw")
                .env("GOMODCACHE", cache),
        )
    };
    go(&root.path().join("filled"), &["mod", "tidy"]);
    let empty = root.path().join("empty");
    std::fs::create_dir(&empty).expect("module cache folder");
    settle();
    let cache = root.path().join("unbox-cache");
    let modules = [("GOMODCACHE", empty.to_str().expect("a UTF-8 temp path"))];
    let boxing = |_: ()| plan_cached_with(&app, &cache, &["--pass", "boxing"], &modules);
    let (plan, summary) = boxing(());
    assert!(summary.contains("0 rewrites"), "{summary}");
    // The refusal says once why there are no facts, and what fetches what is missing.
    assert_eq!(plan.matches("no_type_info").count(), 1, "{plan}");
    assert!(plan.contains("`go mod download` in the module"), "{plan}");
    assert!(!summary.contains("type-checked"), "{summary}");
    let kept = std::fs::read_dir(cache.join("facts")).map_or(0, |d| d.count());
    assert_eq!(kept, 0);

    go(&empty, &["mod", "download"]);
    let (_, summary) = boxing(());
    assert!(summary.contains("1 type-checked;"), "{summary}");
    assert!(summary.contains("1 rewrite,"), "{summary}");
}

/// A file-based module proxy at `dir` serving `example.com/dep v1.0.0` (`const Max = 50`),
/// its zip made by Go's own archive/zip.
fn module_proxy_with_dep(dir: &Path) {
    let versions = dir.join("example.com/dep/@v");
    std::fs::create_dir_all(&versions).expect("proxy folder");
    let module = "module example.com/dep\n\ngo 1.22\n";
    support::write_tree(
        &versions,
        &[
            ("list", "v1.0.0\n"),
            (
                "v1.0.0.info",
                r#"{"Version":"v1.0.0","Time":"2024-01-02T03:04:05Z"}"#,
            ),
            ("v1.0.0.mod", module),
        ],
    );
    let maker = tempfile::tempdir().expect("temp folder");
    support::write_tree(
        maker.path(),
        &[
            ("go.mod", "module zipper\n\ngo 1.22\n"),
            (
                "main.go",
                r#"package main

import (
	"archive/zip"
	"os"
)

func main() {
	out, err := os.Create(os.Args[1])
	if err != nil {
		panic(err)
	}
	w := zip.NewWriter(out)
	for i := 2; i+1 < len(os.Args); i += 2 {
		f, err := w.Create("example.com/dep@v1.0.0/" + os.Args[i])
		if err != nil {
			panic(err)
		}
		f.Write([]byte(os.Args[i+1]))
	}
	if err := w.Close(); err != nil {
		panic(err)
	}
	if err := out.Close(); err != nil {
		panic(err)
	}
}
"#,
            ),
        ],
    );
    let zip = versions.join("v1.0.0.zip");
    support::run_ok(support::go(maker.path()).args([
        "run",
        ".",
        zip.to_str().expect("a UTF-8 temp path"),
        "go.mod",
        module,
        "dep.go",
        "package dep\n\n// Max is the most rows a page holds.\nconst Max = 50\n",
    ]));
}

/// The census lists, for the types a pass names, every use with the role it plays where it
/// stands, as Go's type checker sees it: a value handed to fmt becomes an interface value,
/// an option passed where its own interface type is expected converts nothing, a pointer
/// receiver kept is flagged as the receiver, a method value is one, a value holding the
/// type shows only where its layout can be seen.
#[test]
fn the_census_says_what_each_use_does() {
    if !support::require("go") {
        return;
    }
    let dir = tempfile::tempdir().expect("temp folder");
    std::fs::write(
        dir.path().join("go.mod"),
        "module example.com/c\n\ngo 1.22\n",
    )
    .expect("go.mod");
    let source = r#"package c

import "fmt"

type Option interface{ apply(*config) }

type config struct{ n int }

type count int

func (c count) apply(cf *config) { cf.n = int(c) }

func Count(n int) Option { return count(n) }

func New(opts ...Option) config {
	var cf config
	for _, o := range opts {
		o.apply(&cf)
	}
	return cf
}

type tables struct{ profile *profile }

type profile struct{ name string }

var kept []*profile

func (p *profile) keep() { kept = append(kept, p) }

type world struct{ all []*tables }

func use(t *tables, w *world) {
	fmt.Println(t)
	_ = New(Count(3))
	f := t.profile.keep
	f()
	_ = len(w.all)
	fmt.Sprint(w)
}
"#;
    std::fs::write(dir.path().join("c.go"), source).expect("source");
    let checker = unbox::typecheck::Checker::locate().expect("the facts program");
    let census: unbox::typecheck::Census = [(
        dir.path().to_path_buf(),
        ["Option", "count", "tables", "profile"]
            .into_iter()
            .map(String::from)
            .collect(),
    )]
    .into_iter()
    .collect();
    let mut checked = checker
        .check(
            Some(dir.path()),
            &[dir.path().to_path_buf()],
            false,
            &Default::default(),
            &census,
            None,
        )
        .expect("the checker runs");
    let types = checked
        .answers
        .remove(&unbox::typecheck::canonical(dir.path()))
        .expect("an answer");
    let facts = types.known().expect("the package type-checks");
    let uses: Vec<String> = facts
        .uses()
        .map(|u| {
            format!(
                "{} {} {} {}{}{}",
                &source[u.start..u.end],
                u.subject,
                u.role,
                u.detail.unwrap_or("-"),
                if u.receiver { " receiver" } else { "" },
                if u.indirect { " indirect" } else { "" },
            )
        })
        .collect();
    let expect = [
        // The variant becomes the family in its constructor.
        "count(n) count iface a return from example.com/c.Count",
        // A variant's value receiver, converted to a concrete type.
        "c count convert int",
        // The kept receiver.
        "p profile builtin append receiver",
        "t tables iface fmt.Println",
        "t profile iface fmt.Println indirect",
        // An option passed where Option is expected: no conversion.
        "Count(3) Option arg example.com/c.New",
        "t.profile profile method_value keep",
        "w tables iface fmt.Sprint indirect",
        "w profile iface fmt.Sprint indirect",
    ];
    for line in expect {
        assert!(uses.iter().any(|u| u == line), "{line:?} not in {uses:#?}");
    }
    // `len(w.all)` shows nothing of a table's layout, and a field read is no use to judge.
    assert!(!uses.iter().any(|u| u.starts_with("w.all")), "{uses:#?}");
    assert!(!uses.iter().any(|u| u.contains(" select ")), "{uses:#?}");
}

/// A use that spells no candidate's name (`fmt.Println(lookup())` in a file of its own)
/// is still found: unbox parses every declaration spelling a name declared in terms of a
/// candidate, and the census lists what the type checker sees there.
#[test]
fn the_census_finds_uses_that_spell_no_candidate_name() {
    if !support::require("go") {
        return;
    }
    let dir = tempfile::tempdir().expect("temp folder");
    std::fs::write(
        dir.path().join("go.mod"),
        "module example.com/g\n\ngo 1.22\n",
    )
    .expect("go.mod");
    std::fs::write(
        dir.path().join("game.go"),
        "package g\n\ntype tables struct{ quota *quota }\n\ntype quota struct{ left int }\n\nfunc lookup() *tables { return &tables{quota: &quota{left: 1}} }\n\nfunc (t *tables) spend() {\n\tif t.quota != nil {\n\t\tt.quota.left--\n\t}\n}\n",
    )
    .expect("game.go");
    let mut unrelated =
        String::from("package g\n\nimport \"fmt\"\n\nfunc show() { fmt.Println(lookup()) }\n");
    for i in 0..200 {
        unrelated.push_str(&format!(
            "\nfunc busy{i}(n int) int {{\n\treturn n * {i}\n}}\n"
        ));
    }
    std::fs::write(dir.path().join("show.go"), unrelated).expect("show.go");
    let outcome = plan("records", dir.path(), TypesMode::Auto);
    let refused = refusals(&outcome);
    assert_eq!(outcome.findings(), 0, "{refused:?}");
    assert!(
        refused
            .iter()
            .any(|r| r.contains("show.go:5:27: reaches_interface: lookup()")),
        "{refused:?}"
    );
}

/// Go 1.26 code (`new(expr)`, a generic alias, range over a function and over an int)
/// beside an option family and a record list: tree-sitter reads it, Go's type checker
/// checks it with Go's own alias handling, and both passes rewrite with type facts.
#[test]
fn go_1_26_code_is_rewritten_by_both_passes_with_type_facts() {
    if !support::require("go") {
        return;
    }
    let case = support::root().join("transforms/options/go126_forms");
    let mut config = Config::new(vec![case.clone()], passes::registry().to_vec());
    config.gofmt = false;
    config.jobs = Some(1);
    let outcome = engine::run(&config);
    assert!(outcome.problems.is_empty(), "{:?}", outcome.problems);
    assert_eq!(outcome.types.typed, 1, "{:?}", outcome.types.untyped);
    assert!(
        outcome.types.untyped.is_empty(),
        "{:?}",
        outcome.types.untyped
    );
    assert_eq!(refusals(&outcome), Vec::<String>::new());
    let rewritten: Vec<(&str, &str)> = outcome
        .packages
        .iter()
        .flat_map(|p| &p.findings)
        .map(|f| (f.pass, f.subject.as_str()))
        .collect();
    assert_eq!(rewritten, [("options", "Option"), ("records", "Runner")]);
    let out = Command::new(env!("CARGO_BIN_EXE_unbox"))
        .args(["plan", "--no-gofmt"])
        .arg(&case)
        .output()
        .expect("run unbox");
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "{said}");
    assert!(!said.contains("without type facts"), "{said}");
    assert!(said.contains("1 type-checked"), "{said}");
}

/// With Go's default alias handling a generic alias type-checks, and every alias is
/// spelled as the type it stands for, at any depth: passes compare types by spelling, and
/// `Pair[string]` is the struct, `os.FileInfo` is `io/fs.FileInfo`.
#[test]
fn aliases_are_spelled_as_the_types_they_stand_for() {
    if !support::require("go") {
        return;
    }
    let text = "package tags\n\nimport \"os\"\n\ntype Pair[V any] = struct {\n\tKey   string\n\tValue V\n}\n\ntype infos = []os.FileInfo\n\nvar first = Pair[string]{Key: \"a\", Value: \"b\"}\n\nvar all = map[string][]Pair[int]{}\n\nvar listed infos\n\nvar count = len(listed)\n\nvar picked = func(i os.FileInfo) *Pair[os.FileInfo] { return &Pair[os.FileInfo]{Value: i} }\n";
    let (dir, pkg, path) = one_file_module("tags", text);
    let types = facts_for(dir.path(), &pkg, &Default::default());
    let source = unbox::syntax::SourceFile::parse(path, text.to_string());
    let facts = types.known().expect("a generic alias type-checks");
    let file = facts.file(&source).expect("facts for the file");
    // The type of `expr` where it is spelled in the first `context`.
    let type_of = |context: &str, expr: &str| {
        let at = text.find(context).expect("the context") + context.find(expr).expect("expr");
        let node = source
            .tree
            .root_node()
            .descendant_for_byte_range(at, at + expr.len())
            .expect("a node");
        file.type_of(node).map(str::to_string)
    };
    let literal = "Pair[string]{Key: \"a\", Value: \"b\"}";
    let func = "func(i os.FileInfo) *Pair[os.FileInfo] { return &Pair[os.FileInfo]{Value: i} }";
    let cases = [
        (literal, literal, "struct{Key string; Value string}"),
        (
            "map[string][]Pair[int]{}",
            "map[string][]Pair[int]{}",
            "map[string][]struct{Key string; Value int}",
        ),
        ("len(listed)", "listed", "[]io/fs.FileInfo"),
        (
            func,
            func,
            "func(i io/fs.FileInfo) *struct{Key string; Value io/fs.FileInfo}",
        ),
    ];
    for (context, expr, want) in cases {
        assert_eq!(type_of(context, expr).as_deref(), Some(want), "{expr}");
    }
}
