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

/// Every `.go` file of every case of every pass.
/// The cases' files, and whether each case is one that is rewritten (not `refuse_*`).
fn seeds() -> Vec<(Vec<(String, String)>, bool)> {
    let mut out = Vec::new();
    for pass in passes::registry() {
        for case in support::cases(pass.name()) {
            let rewrites = !case
                .file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("refuse_"));
            let mut files: Vec<(String, String)> = std::fs::read_dir(&case)
                .expect("read case")
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|e| e == "go"))
                .map(|p| {
                    let name = p.file_name().expect("name").to_string_lossy().into_owned();
                    (name, std::fs::read_to_string(&p).expect("read"))
                })
                .collect();
            files.sort();
            out.push((files, rewrites));
        }
    }
    out
}

fn run(dir: &Path, gofmt: bool) -> engine::Outcome {
    let mut config = Config::new(vec![dir.to_path_buf()], passes::registry().to_vec());
    config.gofmt = gofmt;
    config.jobs = Some(1);
    config.types = TypesMode::Off;
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
        // One to three mutations of one file: enough to reach odd shapes, few enough that
        // many mutants still hold a candidate.
        let target = rng.below(files.len());
        let rounds = 1 + rng.below(3);
        for (i, (name, text)) in files.iter().enumerate() {
            let mut text = text.clone();
            if i == target {
                for _ in 0..rounds {
                    text = mutate(&text, &mut rng);
                }
            }
            std::fs::write(dir.path().join(name), text).expect("write mutant");
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
        let second = run(dir.path(), gofmt);
        let again: Vec<&PathBuf> = second.changes.iter().map(|c| &c.path).collect();
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
