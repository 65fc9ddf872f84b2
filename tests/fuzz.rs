//! A mutation fuzzer over Go sources: every case in `transforms/` is mutated at random
//! (lines deleted, duplicated, swapped, snippets of real shapes inserted), and every pass
//! runs over the result. Whatever the input, the run must finish without a panic, every
//! rewritten file must parse (tree-sitter, and Go's own parser when gofmt is installed),
//! and a second run over the output must change nothing.
//!
//! The generator is a fixed-seed xorshift, so a failure names a seed that reproduces it;
//! `UNBOX_FUZZ_CASES` raises the number of cases (CI runs the default).

mod support;

use std::path::{Path, PathBuf};
use unbox::engine::{self, Config, TypesMode};
use unbox::passes;
use unbox::syntax::SourceFile;

const DEFAULT_CASES: u64 = 400;

/// Snippets shaped like what the passes look for, to push mutants into interesting code.
const SNIPPETS: &[&str] = &[
    "\tif o == nil {\n\t\treturn\n\t}\n",
    "\tvar _ = p.next\n",
    "\tfor p := c.items; p != nil; p = p.next {\n\t}\n",
    "\tc.items = &item{next: c.items}\n",
    "}\n",
    "{\n",
    "x := 1\n",
    "\tswitch o.(type) {\n\t}\n",
    "var sink Option\n",
    "func use(o Option) { _ = o }\n",
    "type extra struct{ next *extra }\n",
    "\treturn nil\n",
    "\t_ = fmt.Sprint(o)\n",
    "// comment\n",
];

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// One random mutation of a file's lines.
fn mutate(text: &str, rng: &mut Rng) -> String {
    let mut lines: Vec<String> = text.split_inclusive('\n').map(str::to_string).collect();
    if lines.is_empty() {
        return text.to_string();
    }
    let at = rng.below(lines.len());
    match rng.below(5) {
        0 if lines.len() > 3 => {
            lines.remove(at);
        }
        1 => {
            let line = lines[at].clone();
            lines.insert(at, line);
        }
        2 => {
            let other = rng.below(lines.len());
            lines.swap(at, other);
        }
        _ => {
            let snippet = SNIPPETS[rng.below(SNIPPETS.len())];
            lines.insert(at, snippet.to_string());
        }
    }
    lines.concat()
}

/// The cases' files (their `.go` files and `go.mod`, in their folders too: a case of
/// several packages imports its own), by path in the case, and whether each case is one
/// that is rewritten (not `refuse_*`).
fn seeds() -> Vec<(Vec<(String, String)>, bool)> {
    let mut out = Vec::new();
    for pass in passes::registry() {
        for case in support::cases(pass.name()) {
            let rewrites = !case
                .file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("refuse_"));
            let mut files = Vec::new();
            case_files(&case, &case, &mut files);
            files.sort();
            out.push((files, rewrites));
        }
    }
    out
}

/// The `.go` and `go.mod` files under `dir`, by their path from `case`.
fn case_files(case: &Path, dir: &Path, out: &mut Vec<(String, String)>) {
    for path in std::fs::read_dir(dir)
        .expect("read case")
        .flatten()
        .map(|e| e.path())
    {
        if path.is_dir() {
            case_files(case, &path, out);
        } else if path.extension().is_some_and(|e| e == "go")
            || path.file_name().is_some_and(|n| n == "go.mod")
        {
            let name = path
                .strip_prefix(case)
                .expect("under the case")
                .to_string_lossy()
                .into_owned();
            out.push((name, std::fs::read_to_string(&path).expect("read")));
        }
    }
}

fn run(dir: &Path, gofmt: bool) -> engine::Outcome {
    let mut config = Config::new(vec![dir.to_path_buf()], passes::registry().to_vec());
    config.gofmt = gofmt;
    config.jobs = Some(1);
    // With type facts: without them the records pass refuses every container (no census),
    // and the mutants would no longer reach its rewriting code.
    config.types = TypesMode::Auto;
    engine::run(&config)
}

#[test]
fn mutated_sources_never_make_a_pass_write_broken_or_unstable_go() {
    let gofmt = support::require("gofmt");
    let cases = std::env::var("UNBOX_FUZZ_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(DEFAULT_CASES);
    let seeds = seeds();
    assert!(seeds.len() > 40, "the transforms cases are the seed corpus");
    // Every other mutant starts from a case that is rewritten, so that mutants reach the
    // rewriting code whatever share of the corpus the refusal cases grow to.
    let rewriting: Vec<&Vec<(String, String)>> =
        seeds.iter().filter(|(_, r)| *r).map(|(f, _)| f).collect();
    let all: Vec<&Vec<(String, String)>> = seeds.iter().map(|(f, _)| f).collect();
    let mut rewritten = 0;
    for seed in 1..=cases {
        let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
        let pool = if seed % 2 == 0 { &rewriting } else { &all };
        let files = pool[rng.below(pool.len())];
        let dir = tempfile::tempdir().expect("temp folder");
        // One to three mutations of one Go file: enough to reach odd shapes, few enough
        // that many mutants still hold a candidate.
        let go_files: Vec<usize> = (0..files.len())
            .filter(|&i| files[i].0.ends_with(".go"))
            .collect();
        let target = go_files[rng.below(go_files.len())];
        let rounds = 1 + rng.below(3);
        for (i, (name, text)) in files.iter().enumerate() {
            let mut text = text.clone();
            if i == target {
                for _ in 0..rounds {
                    text = mutate(&text, &mut rng);
                }
            }
            let path = dir.path().join(name);
            if let Some(parent) = path.parent() {
                std::fs::create_dir_all(parent).expect("case folder");
            }
            std::fs::write(path, text).expect("write mutant");
        }
        // A case of one package brings no go.mod of its own.
        if !files.iter().any(|(name, _)| name == "go.mod") {
            std::fs::write(
                dir.path().join("go.mod"),
                "module example.com/mutant\n\ngo 1.22\n",
            )
            .expect("write go.mod");
        }
        let keep = || -> PathBuf { dir.path().to_path_buf() };
        let first = run(dir.path(), gofmt);
        for change in &first.changes {
            let parsed = SourceFile::parse(change.path.clone(), change.new.clone());
            assert!(
                parsed.syntax_errors().is_empty(),
                "seed {seed}: {} no longer parses (tree-sitter) after the rewrite; input in {}",
                change.path.display(),
                keep().display()
            );
            if gofmt {
                if let Err(e) = unbox::gofmt::parses(&change.new) {
                    panic!(
                        "seed {seed}: Go cannot parse the rewritten {} ({e}); input in {}",
                        change.path.display(),
                        keep().display()
                    );
                }
            }
        }
        if first.changes.is_empty() {
            continue;
        }
        rewritten += 1;
        for change in &first.changes {
            std::fs::write(&change.path, &change.new).expect("write the rewrite");
        }
        // A file where the first run refused a site saying to run again (its rewrites
        // change what the site was decided on) may change again; no other.
        let decided_again: Vec<&Path> = first
            .packages
            .iter()
            .flat_map(|p| &p.refusals)
            .filter(|r| r.message.contains(unbox::passes::DECIDED_AGAIN))
            .map(|r| r.location.file.as_path())
            .collect();
        let second = run(dir.path(), gofmt);
        let again: Vec<&PathBuf> = second
            .changes
            .iter()
            .map(|c| &c.path)
            .filter(|p| {
                !decided_again
                    .iter()
                    .any(|d| p.ends_with(d) || d.ends_with(p))
            })
            .collect();
        assert!(
            again.is_empty(),
            "seed {seed}: a second run still changes {again:?}"
        );
        // Keep a failing case's folder for inspection; passing ones are removed.
        drop(dir);
    }
    println!("{rewritten} of {cases} mutants were rewritten, each checked and re-run");
    // The mutants must still reach the rewriting code, or the fuzzer tests nothing.
    assert!(
        rewritten * 10 >= cases as usize,
        "only {rewritten} of {cases} mutants were rewritten"
    );
}

/// Go's parser checks a large file in parts (`gofmt::check_files`); cut into parts of
/// about 256 bytes, every mutant must get the verdict the whole file gets. (Run once over
/// the standard library with 1 KB parts: 7,711 files and 1,928 mutants, of which Go
/// rejects 1,212, with no difference.)
#[test]
fn checking_a_file_in_parts_gives_the_whole_files_verdict() {
    if !support::require("gofmt") {
        return;
    }
    let seeds = seeds();
    let dir = tempfile::tempdir().expect("temp folder");
    let (mut rejected, mut cases) = (0, 0);
    for seed in 1..=200u64 {
        let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
        let (files, _) = &seeds[rng.below(seeds.len())];
        let (_, text) = &files[rng.below(files.len())];
        let mut text = text.clone();
        for _ in 0..1 + rng.below(2) {
            text = mutate(&text, &mut rng);
        }
        let path = dir.path().join(format!("mutant{seed}.go"));
        std::fs::write(&path, &text).expect("write mutant");
        let whole = unbox::gofmt::check_files_in_parts(&[(&path, &text)], usize::MAX, 0);
        let parts = unbox::gofmt::check_files_in_parts(&[(&path, &text)], 0, 256);
        assert_eq!(
            whole.is_ok(),
            parts.is_ok(),
            "seed {seed}: whole {whole:?}, in parts {parts:?}"
        );
        rejected += usize::from(whole.is_err());
        cases += 1;
    }
    println!("{cases} mutants, {rejected} rejected by Go, the same verdict in parts");
    assert!(
        rejected > 20 && rejected < cases,
        "the mutants reach both verdicts"
    );
}

/// Mutations that add what the census must catch, written over the names a case declares:
/// a field of another candidate's type, a variant holding the family, a receiver kept by a
/// method, a method value, a container handed to `any`, a container held by value in
/// another struct; and, over a list record's link, what a list rewrite must not leave
/// behind: a helper walking any chain, a local list, a single record beside the lists.
/// Each keeps the package valid Go.
fn behavioural_mutation(files: &mut [(String, String)], rng: &mut Rng) {
    let structs: Vec<String> = declared(files, "struct");
    let interfaces: Vec<String> = declared(files, "interface");
    if structs.is_empty() {
        return;
    }
    let pick = |rng: &mut Rng, names: &[String]| names[rng.below(names.len())].clone();
    let x = pick(rng, &structs);
    let y = pick(rng, &structs);
    // Only into a file that is not a test, so the mutant's code is the package's own.
    let targets: Vec<usize> = (0..files.len())
        .filter(|i| !files[*i].0.ends_with("_test.go"))
        .collect();
    if targets.is_empty() {
        return;
    }
    let target = targets[rng.below(targets.len())];
    let n = rng.below(1000);
    let link = link_of(files, &x);
    let text = &mut files[target].1;
    match rng.below(9) {
        // A field of another candidate's type (or of its own: a second link).
        0 => add_field(text, &x, &format!("fuzz{n} *{y}")),
        // A variant holding the family by value.
        1 if !interfaces.is_empty() => {
            let family = pick(rng, &interfaces);
            add_field(text, &x, &format!("fuzz{n} {family}"));
        }
        // A method that keeps its receiver.
        2 => text.push_str(&format!(
            "\nvar fuzzKept{n} []*{x}\n\nfunc (v *{x}) fuzzKeep{n}() {{ fuzzKept{n} = append(fuzzKept{n}, v) }}\n"
        )),
        // A method value bound to a pointer.
        3 => text.push_str(&format!(
            "\nfunc (v *{x}) fuzzNoop{n}() {{}}\n\nfunc fuzzBind{n}(v *{x}) func() {{ return v.fuzzNoop{n} }}\n"
        )),
        // A value handed to `any`.
        4 => text.push_str(&format!(
            "\nfunc fuzzAny{n}(v *{x}) any {{ return v }}\n"
        )),
        // A helper walking any chain of the record it is handed.
        6 if link.is_some() => text.push_str(&format!(
            "\nfunc fuzzWalk{n}(v *{x}) int {{\n\tc := 0\n\tfor ; v != nil; v = v.{link} {{\n\t\tc++\n\t}}\n\treturn c\n}}\n",
            link = link.as_deref().unwrap_or_default()
        )),
        // A local list of the record.
        7 if link.is_some() => text.push_str(&format!(
            "\nfunc fuzzChain{n}() *{x} {{\n\tvar h *{x}\n\tfor i := 0; i < 2; i++ {{\n\t\th = &{x}{{{link}: h}}\n\t}}\n\treturn h\n}}\n",
            link = link.as_deref().unwrap_or_default()
        )),
        // A single record of a list record's type beside the lists, set fresh and read:
        // once a list of it is a slice, a plain optional record (a second run saw it so).
        8 if link.is_some() && x != y && text.contains(&format!("type {y} struct {{\n")) => {
            add_field(text, &y, &format!("fuzzOne{n} *{x}"));
            text.push_str(&format!(
                "\nfunc (c *{y}) fuzzEnsure{n}() bool {{\n\tif c.fuzzOne{n} == nil {{\n\t\tc.fuzzOne{n} = &{x}{{}}\n\t\treturn true\n\t}}\n\treturn false\n}}\n"
            ));
        }
        // The type held by value in another struct.
        _ => text.push_str(&format!("\ntype fuzzHolder{n} struct{{ v {x} }}\n")),
    }
}

/// The link of a list record: the one field of `type NAME struct {` (written a field per
/// line) that points to NAME itself.
fn link_of(files: &[(String, String)], name: &str) -> Option<String> {
    let opening = format!("type {name} struct {{\n");
    let links: Vec<String> = files
        .iter()
        .filter_map(|(_, text)| {
            let at = text.find(&opening)? + opening.len();
            let body = &text[at..at + text[at..].find("\n}")?];
            Some(
                body.lines()
                    .filter_map(|l| {
                        let mut words = l.split_whitespace();
                        let field = words.next()?;
                        (words.next()? == format!("*{name}") && words.next().is_none())
                            .then(|| field.to_string())
                    })
                    .collect::<Vec<_>>(),
            )
        })
        .flatten()
        .collect();
    match links.as_slice() {
        [link] => Some(link.clone()),
        _ => None,
    }
}

/// The package-level type names declared as `type NAME struct` or `type NAME interface`
/// (not generic ones) in the non-test files.
fn declared(files: &[(String, String)], kind: &str) -> Vec<String> {
    let mut names: Vec<String> = files
        .iter()
        .filter(|(n, _)| !n.ends_with("_test.go"))
        .flat_map(|(_, text)| text.lines())
        .filter_map(|l| {
            let rest = l.strip_prefix("type ")?;
            let (name, tail) = rest.split_once(' ')?;
            (tail.trim_start().starts_with(kind) && !name.contains('[')).then(|| name.to_string())
        })
        .collect();
    names.sort();
    names.dedup();
    names
}

/// Adds a field line after `type NAME struct {` (a one-line `struct{ … }` is left alone).
fn add_field(text: &mut String, name: &str, field: &str) {
    let opening = format!("type {name} struct {{\n");
    if let Some(at) = text.find(&opening) {
        text.insert_str(at + opening.len(), &format!("\t{field}\n"));
    }
}

/// `go test` in a module folder; `Err` with what it printed.
fn go_test(dir: &Path) -> Result<(), String> {
    let out = support::go(dir)
        .args(["test", "-count=1", "./..."])
        .output()
        .map_err(|e| e.to_string())?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

/// The behavioural leg: mutants of the cases that have Go tests, vet-clean and passing
/// their tests before, must still build, vet and pass them after `unbox apply` (with type facts,
/// as users run it). A rewrite that changes what a test observes, or stops compiling,
/// fails here with the seed and the mutant kept on disk. `UNBOX_FUZZ_BEHAVIOUR` sets the
/// number of mutants (CI runs the default); mutants nothing rewrites cost no Go run.
#[test]
fn mutants_that_pass_their_tests_still_pass_them_after_the_rewrite() {
    if !support::require("go") {
        return;
    }
    let cases = std::env::var("UNBOX_FUZZ_BEHAVIOUR")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(40u64);
    let seeds: Vec<(PathBuf, Vec<(String, String)>)> = passes::registry()
        .iter()
        .flat_map(|pass| support::cases(pass.name()))
        .filter(|case| {
            !case
                .file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("refuse_"))
        })
        .filter_map(|case| {
            let mut files: Vec<(String, String)> = std::fs::read_dir(&case)
                .ok()?
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|e| e == "go"))
                .map(|p| {
                    let name = p.file_name().expect("name").to_string_lossy().into_owned();
                    (name, std::fs::read_to_string(&p).expect("read"))
                })
                .collect();
            files.sort();
            // A case whose tests measure the rewritten layout (`unsafe.Sizeof`) fails by
            // design once a mutation grows a variant: it tests the output, not behaviour.
            let measures_layout = files.iter().any(|(_, t)| t.contains("unsafe.Sizeof"));
            (files.iter().any(|(n, _)| n.ends_with("_test.go")) && !measures_layout)
                .then_some((case, files))
        })
        .collect();
    assert!(seeds.len() > 20, "cases with Go tests are the seed corpus");
    let (mut valid, mut rewritten) = (0, 0);
    for seed in 1..=cases {
        let mut rng = Rng(seed.wrapping_mul(0xD1B5_4A32_D192_ED03) | 1);
        let (case, files) = &seeds[rng.below(seeds.len())];
        let mut files = files.clone();
        behavioural_mutation(&mut files, &mut rng);
        if rng.below(3) == 0 {
            // Sometimes one plain mutation too, of the same kind as the syntactic leg's.
            let i = rng.below(files.len());
            files[i].1 = mutate(&files[i].1, &mut rng);
        }
        let dir = tempfile::tempdir().expect("temp folder");
        for (name, text) in &files {
            std::fs::write(dir.path().join(name), text).expect("write mutant");
        }
        std::fs::write(
            dir.path().join("go.mod"),
            "module example.com/mutant\n\ngo 1.22\n",
        )
        .expect("write go.mod");
        std::fs::write(
            dir.path().join("go.mod"),
            format!("module example.com/fuzz{seed}\n\ngo 1.22\n"),
        )
        .expect("go.mod");
        let mut config = Config::new(vec![dir.path().to_path_buf()], passes::registry().to_vec());
        config.jobs = Some(1);
        let first = engine::run(&config);
        if first.changes.is_empty() {
            continue;
        }
        let vet_clean = support::go(dir.path())
            .args(["vet", "./..."])
            .output()
            .is_ok_and(|o| o.status.success());
        if !vet_clean || go_test(dir.path()).is_err() {
            continue; // Not a valid mutant: vet or its tests fail before any rewrite.
        }
        valid += 1;
        for change in &first.changes {
            std::fs::write(&change.path, &change.new).expect("write the rewrite");
        }
        rewritten += 1;
        let kept = dir.keep();
        let vet = support::go(&kept)
            .args(["vet", "./..."])
            .output()
            .expect("go vet");
        assert!(
            vet.status.success(),
            "seed {seed} (from {}): go vet fails after the rewrite in {}:\n{}",
            case.display(),
            kept.display(),
            String::from_utf8_lossy(&vet.stderr)
        );
        if let Err(out) = go_test(&kept) {
            panic!(
                "seed {seed} (from {}): the tests fail after the rewrite in {}:\n{out}",
                case.display(),
                kept.display()
            );
        }
        // A second run rewrites only what the first refused on a site another pass
        // rewrote, telling the user to run again; that round must keep the tests green
        // too, and a third run must change nothing.
        let second = engine::run(&config_for(&kept));
        if !second.changes.is_empty() {
            let decided_again: Vec<(&str, &str)> = first
                .packages
                .iter()
                .flat_map(|p| &p.refusals)
                .filter(|r| r.message.contains(engine::DECIDED_AGAIN))
                .map(|r| (r.pass, r.subject.as_str()))
                .collect();
            let unannounced: Vec<String> = second
                .all_findings()
                .map(|(_, f)| (f.pass, f.subject.as_str()))
                // A refusal names a container's field (`tagOption.last`); the rewrite,
                // the container.
                .filter(|(pass, subject)| {
                    !decided_again.iter().any(|(p, again)| {
                        p == pass
                            && (again == subject
                                || again
                                    .strip_prefix(*subject)
                                    .is_some_and(|field| field.starts_with('.')))
                    })
                })
                .map(|(pass, subject)| format!("{subject} [{pass}]"))
                .collect();
            assert!(
                unannounced.is_empty(),
                "seed {seed}: a second run in {} rewrites {unannounced:?}, which the first did not say it would decide again",
                kept.display()
            );
            for change in &second.changes {
                std::fs::write(&change.path, &change.new).expect("write the second rewrite");
            }
            if let Err(out) = go_test(&kept) {
                panic!(
                    "seed {seed} (from {}): the tests fail after the second run's rewrite in {}:\n{out}",
                    case.display(),
                    kept.display()
                );
            }
            let third = engine::run(&config_for(&kept));
            assert!(
                third.changes.is_empty(),
                "seed {seed}: a third run still changes {:?}",
                third.changes.iter().map(|c| &c.path).collect::<Vec<_>>()
            );
        }
        let _ = std::fs::remove_dir_all(&kept);
    }
    println!("{valid} of {cases} mutants were rewritten and passed their tests before; all {rewritten} pass them after");
    assert!(
        rewritten * 4 >= cases as usize,
        "only {rewritten} of {cases} mutants reached a rewrite"
    );
}

fn config_for(dir: &Path) -> Config {
    let mut config = Config::new(vec![dir.to_path_buf()], passes::registry().to_vec());
    config.jobs = Some(1);
    config
}
