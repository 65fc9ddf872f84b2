//! The command line as typed: clap definitions only, validated without I/O. `commands`
//! turns these into a resolved [`crate::engine::Config`] and runs them.
//!
//! Invariant: no behaviour here beyond parsing.

use crate::workspace::Shard;
use clap::builder::PossibleValuesParser;
use clap::{Args, Parser, Subcommand, ValueEnum, ValueHint};
use std::path::PathBuf;

/// The exit statuses, as `--help` prints them and the manual page lays them out.
pub const EXIT_CODES: &str = "\
Exit status:
  0  success (plan and diff: whatever they found)
  1  --exit-code was given and there are changes; audit --fail-on N found
     more than N sites
  2  bad usage, or an input could not be read (missing path, unreadable or
     non-UTF-8 file; on apply, a read-only file or one you may not write)
  3  something could not be done safely: a package does not parse, gofmt
     rejected a rewrite, a file changed during the run, apply found
     uncommitted changes without --allow-dirty (or a file with several hard
     links, or another apply writing with --no-wait), --verify dropped a
     family, or --branch could not be created (existing branch, one git
     would not move, unborn HEAD)
The highest status raised wins; the run goes on past per-file problems.";

/// Rewrites Go code so it allocates less.
///
/// unbox finds code shaped like known allocation traps and rewrites it mechanically, or
/// explains exactly why it will not. Passes: `options` turns a functional-option interface
/// (whose every WithX(...) boxes a value on the heap) into one tagged struct; `records`
/// stores pointer-linked records inline and linked lists as slices (fewer objects for the
/// GC); `boxing`, run only when named (`--pass boxing`), rewrites the fmt calls and maps
/// handed to encoding/json that box values where Go's type checker proves the output
/// stays the same. `unbox audit` finds and ranks the boxing sites.
///
/// Start with `unbox plan ./...`, review `unbox diff ./...`, then `unbox apply ./...` (or
/// `unbox apply --branch NAME --verify --bench . ./...` for a reviewed branch).
#[derive(Parser, Debug)]
#[command(name = "unbox", version, after_help = EXIT_CODES, max_term_width = 100)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,

    /// The run options typed before the subcommand (`unbox -j 4 plan`); the same options
    /// typed after it win (`unbox plan -j 4`).
    #[command(flatten)]
    pub before: RunOptions,
}

/// Options of the commands that read a Go tree (plan, diff, apply, audit). They are not
/// global: `passes`, `merge-plans`, `completions` and `man` do nothing with them, so their
/// help does not list them.
#[derive(Args, Debug, Clone, Default, PartialEq)]
#[command(next_help_heading = "Run options")]
pub struct RunOptions {
    /// When to colour output: `auto` (the default) colours a terminal (not a pipe or file)
    /// unless NO_COLOR is set.
    #[arg(long, value_enum, value_name = "WHEN")]
    pub color: Option<Color>,

    /// Worker threads for parsing and analysis, 1 to 256 (default: one per core). Output is
    /// the same whatever this is.
    #[arg(short, long, value_name = "N", value_parser = jobs, allow_negative_numbers = true)]
    pub jobs: Option<usize>,

    /// No progress bar and no closing summary on stderr (warnings and errors still print).
    #[arg(short, long)]
    pub quiet: bool,

    /// Do not ask Go's type checker about the packages (by default unbox runs the `go` on
    /// PATH once per module for the packages a pass has a candidate in). Passes then decide
    /// by syntax alone, which refuses more, and each such refusal says `no_type_info`.
    /// Answers are kept under the unbox cache folder and reused while the files and
    /// settings they came from are unchanged; UNBOX_FACTS_CACHE=off turns that off. A
    /// whole run's outcome is kept too, and replayed while nothing it came from changed
    /// (the closing line says so); UNBOX_RESULT_CACHE=off turns that off.
    #[arg(long)]
    pub no_types: bool,

    /// The most megabytes of one file unbox parses (default: 4). A package with a file of
    /// which a pass must read more (a large generated table of values it looks at) is left
    /// untouched with `size_limit` and exit status 3, since a syntax tree takes about 40
    /// bytes per byte of text. Files no pass needs are never parsed, whatever their size.
    #[arg(long, value_name = "MB", value_parser = megabytes, allow_negative_numbers = true)]
    pub max_parse_mb: Option<f64>,

    /// Build tags, comma-separated, as `go build -tags`: Go's type checker lists the
    /// packages with them (a file behind `//go:build integration` gets type facts with
    /// `--tags integration`), and `apply --verify` and `audit --escape` build with them.
    /// The plan says which platform and tags it was judged for when that matters. Files
    /// this build leaves out (`_windows.go` on linux) are still read by the passes, by
    /// syntax; `--verify` also vets every platform a package has files of its own for.
    #[arg(long, value_name = "TAG,...", value_delimiter = ',')]
    pub tags: Vec<String>,
}

impl RunOptions {
    /// These options typed after the subcommand (`self`) over those typed before it: a
    /// value given after wins, a switch given either side is on.
    pub fn over(&self, before: &RunOptions) -> RunOptions {
        RunOptions {
            color: self.color.or(before.color),
            jobs: self.jobs.or(before.jobs),
            quiet: self.quiet || before.quiet,
            no_types: self.no_types || before.no_types,
            max_parse_mb: self.max_parse_mb.or(before.max_parse_mb),
            tags: if self.tags.is_empty() {
                before.tags.clone()
            } else {
                self.tags.clone()
            },
        }
    }
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// List what each pass would rewrite, and what it refuses and why.
    Plan(PlanArgs),
    /// Print the rewrite as a unified diff (git-style headers; `git apply` accepts it).
    Diff(DiffArgs),
    /// Rewrite files in place as one transaction: one run at a time per repository, every
    /// file checked first, a journal, and swaps that keep an edit saved meanwhile; a run
    /// killed while writing is finished or undone by the next. Refuses files with
    /// uncommitted git changes.
    Apply(ApplyArgs),
    /// Find and rank the places values are boxed into interfaces (each one a heap
    /// allocation), with compiler and profile evidence.
    Audit(AuditArgs),
    /// List the available passes.
    Passes,
    /// Merge JSON plans of `plan --shard K/N` runs into the plan of the whole tree.
    MergePlans(MergePlansArgs),
    /// Print a shell completion script (e.g. `unbox completions bash >
    /// ~/.local/share/bash-completion/completions/unbox`).
    Completions(CompletionsArgs),
    /// Print the manual page in roff (e.g. `unbox man > ~/.local/share/man/man1/unbox.1`).
    Man,
}

#[derive(Args, Debug)]
pub struct CompletionsArgs {
    /// The shell to complete for.
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

#[derive(Args, Debug)]
pub struct AuditArgs {
    /// Files or folders (walked recursively); Go's `./...` and `dir/...` work too.
    #[arg(value_name = "PATH", default_value = ".", value_hint = ValueHint::AnyPath)]
    pub paths: Vec<PathBuf>,

    /// Let the compiler decide: run `go build -gcflags='-m=2 -S'` on the audited packages,
    /// mark each finding as confirmed by the compiler (heap), stack, or unknown, and report
    /// every line where the compiled code boxes (calls runtime.convT*) that no rule named,
    /// as a `compiler box`.
    #[arg(long)]
    pub escape: bool,

    /// Rank findings by the allocation samples at their line in this pprof profile
    /// (gzip-compressed profile.proto from `go test -memprofile`, /debug/pprof/heap or
    /// /debug/pprof/allocs).
    #[arg(long, value_name = "FILE", value_hint = ValueHint::FilePath)]
    pub profile: Option<PathBuf>,

    /// Output format.
    #[arg(long, value_enum, default_value_t = AuditFormat::Text)]
    pub format: AuditFormat,

    /// Exit with status 1 when there are more than N findings (a CI gate).
    #[arg(long, value_name = "N", value_parser = at_least::<0>, allow_negative_numbers = true)]
    pub fail_on: Option<usize>,

    /// Only look at shard K of N, as for plan.
    #[arg(long, value_name = "K/N")]
    pub shard: Option<Shard>,

    /// List the rewrite families of this pass only (repeatable, or comma-separated;
    /// default: every pass; `--pass none` lists none, which skips running the passes).
    #[arg(long = "pass", value_name = "NAME", value_delimiter = ',', value_parser = pass_or_none())]
    pub passes: Vec<String>,

    /// Last: the `Run options` heading applies to the fields after it.
    #[command(flatten)]
    pub run: RunOptions,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum AuditFormat {
    /// One line per finding, `file:line:col: kind: message`, for editors, grep and CI logs.
    Text,
    /// A table per package: place, group, kind, type, loop, verdict, profile figure, fix.
    Table,
    /// Every field, `"version"` first, for scripts.
    Json,
    /// SARIF 2.1.0 with verdict, figures and group, for code-scanning UIs.
    Sarif,
}

#[derive(Args, Debug)]
pub struct MergePlansArgs {
    /// JSON plans written by `unbox plan --format json --shard K/N`.
    #[arg(value_name = "FILE", required = true, value_hint = ValueHint::FilePath)]
    pub files: Vec<PathBuf>,
}

/// What to look at and with which passes; shared by plan, diff and apply.
#[derive(Args, Debug)]
pub struct Selection {
    /// Files or folders (walked recursively); Go's `./...` and `dir/...` work too.
    #[arg(value_name = "PATH", default_value = ".", value_hint = ValueHint::AnyPath)]
    pub paths: Vec<PathBuf>,

    /// Run only this pass (repeatable, or comma-separated: `--pass options,records`;
    /// default: options and records; `boxing` runs only when named, since it needs type
    /// facts for most of a tree). See `unbox passes`.
    #[arg(long = "pass", value_name = "NAME", value_delimiter = ',', value_parser = pass_name())]
    pub passes: Vec<String>,

    /// Take only this option family or records container, by the name the plan gives it
    /// (repeatable, or comma-separated: `--only CallOption,Player`). Everything else is
    /// left as it is and not listed.
    #[arg(long, value_name = "NAME", value_delimiter = ',')]
    pub only: Vec<String>,

    /// records pass: how an inlined optional record says it is absent. `is-nil` adds
    /// `_is_nil bool` (true = absent; every container creation is marked); `present` adds
    /// `_present bool` (zero = absent; creations need no change). Without it: `is-nil`, or
    /// `present` in a package with an exported container (code outside can build a zero
    /// one). A given `is-nil` is never replaced: such a container is refused
    /// (`flag_polarity`).
    #[arg(long, value_enum, value_name = "POLARITY")]
    pub flag: Option<FlagArg>,

    /// options pass: how the family struct holds its variants. `compact` takes struct and
    /// basic-typed variants apart and lets them share fields by type, so the struct is as
    /// large as its largest variant plus a tag; `wide` gives each variant a field of its
    /// own type. Default: compact.
    #[arg(long, value_enum, value_name = "LAYOUT")]
    pub layout: Option<LayoutArg>,

    /// Only look at shard K of N (1-based): packages are split by a stable hash of their
    /// folder, so N CI jobs running K = 1..N cover the tree exactly once. Merge their JSON
    /// plans with `unbox merge-plans`.
    #[arg(long, value_name = "K/N")]
    pub shard: Option<Shard>,

    /// Do not run rewritten files through gofmt. unbox spaces and parenthesises what it
    /// writes as gofmt does, but does not realign what an edit shifts (trailing comments
    /// aligned over several lines, a one-line function body that no longer fits on one
    /// line): run gofmt on the result then. For `plan` this only skips checking that
    /// gofmt accepts each rewrite, so a rewrite gofmt would reject is not caught there.
    #[arg(long)]
    pub no_gofmt: bool,

    /// Rewrite boxing sites only on lines with allocation samples in this pprof profile
    /// (gzip-compressed profile.proto from `go test -memprofile`, /debug/pprof/heap or
    /// /debug/pprof/allocs); the plan lists the others as `not_hot`. Only the `boxing`
    /// pass reads it.
    #[arg(long, value_name = "FILE", value_hint = ValueHint::FilePath)]
    pub profile: Option<PathBuf>,
}

/// The `--layout` values.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum LayoutArg {
    Compact,
    Wide,
}

/// The `--flag` values.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum FlagArg {
    IsNil,
    Present,
}

#[derive(Args, Debug)]
pub struct PlanArgs {
    #[command(flatten)]
    pub selection: Selection,

    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,

    /// Print only the files that would change, one per line (like `gofmt -l`).
    #[arg(short, long, conflicts_with = "format")]
    pub list: bool,

    /// Exit with status 1 when anything would be rewritten (a CI gate that keeps the plan).
    #[arg(long)]
    pub exit_code: bool,

    /// Also print, on stderr, the N package folders that took longest (reading, parsing
    /// and passes; the type checker runs once per module and is not included).
    #[arg(long, value_name = "N", value_parser = at_least::<1>, allow_negative_numbers = true)]
    pub timings: Option<usize>,

    /// Last: the `Run options` heading applies to the fields after it.
    #[command(flatten)]
    pub run: RunOptions,
}

#[derive(Args, Debug)]
pub struct DiffArgs {
    #[command(flatten)]
    pub selection: Selection,

    /// Exit with status 1 when there is a diff, like `git diff --exit-code`.
    #[arg(long)]
    pub exit_code: bool,

    /// Last: the `Run options` heading applies to the fields after it.
    #[command(flatten)]
    pub run: RunOptions,
}

#[derive(Args, Debug)]
pub struct ApplyArgs {
    #[command(flatten)]
    pub selection: Selection,

    /// Also rewrite files that have uncommitted git changes (or are untracked). Not with
    /// --branch, which builds its commits from HEAD.
    #[arg(long, conflicts_with = "branch")]
    pub allow_dirty: bool,

    /// Exit with status 1 when files were rewritten.
    #[arg(long)]
    pub exit_code: bool,

    /// When another `unbox apply` is writing in the same repository (or module, outside
    /// git), refuse at once (exit status 3) instead of waiting for it to finish.
    #[arg(long, conflicts_with = "branch")]
    pub no_wait: bool,

    /// Commit the rewrite on a new branch NAME instead of writing files. The work tree, the
    /// index, HEAD and the current branch are left exactly as they are.
    #[arg(long, value_name = "NAME")]
    pub branch: Option<String>,

    /// With --branch: replace an existing branch of that name.
    #[arg(long, requires = "branch")]
    pub force: bool,

    /// With --branch: how to split the rewrite into commits.
    #[arg(long, value_enum, default_value_t = CommitPer::Family, requires = "branch")]
    pub commit_per: CommitPer,

    /// Before writing, build, vet and test a temporary copy of each affected module (the
    /// rewritten packages and their importers); a family that breaks it is dropped and the
    /// rest re-verified. This runs your tests.
    #[arg(long)]
    pub verify: bool,

    /// Run the benchmarks of the affected packages that call a rewritten family's
    /// constructors or name its types (REGEX, as go test -bench reads it, narrows them),
    /// before and after, each test binary built once and the two sides alternating run by
    /// run; report ns/op, B/op and allocs/op with benchstat's significance test (in commit
    /// messages with --branch).
    #[arg(long, value_name = "REGEX", num_args = 0..=1, default_missing_value = ".")]
    pub bench: Option<String>,

    /// With --bench, write both sides' raw runs to DIR/before.txt and DIR/after.txt, in
    /// the format benchstat reads (`benchstat DIR/before.txt DIR/after.txt`).
    #[arg(long, value_name = "DIR", requires = "bench")]
    pub bench_raw: Option<PathBuf>,

    /// Runs of each benchmark per side (go test -count).
    #[arg(long, value_name = "N", default_value_t = 5, value_parser = runs, allow_negative_numbers = true)]
    pub bench_count: u32,

    /// How long each benchmark runs (go test -benchtime: a duration like 200ms, or a
    /// count like 1000x). Default: go's own (1s).
    #[arg(long, value_name = "D", value_parser = bench_time)]
    pub bench_time: Option<String>,

    /// Show each family's diff and ask whether to keep it (y/n/q). Needs a terminal.
    #[arg(short, long, conflicts_with = "yes")]
    pub interactive: bool,

    /// Keep every family without asking (the default; for scripts).
    #[arg(short, long)]
    pub yes: bool,

    /// Last: the `Run options` heading applies to the fields after it.
    #[command(flatten)]
    pub run: RunOptions,
}

/// How `apply --branch` splits its commits.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum CommitPer {
    /// One commit per rewritten family.
    Family,
    /// One commit per package.
    Package,
    /// One commit per pass.
    Pass,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Text,
    Json,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Color {
    Auto,
    Always,
    Never,
}

/// `--pass`: the registered passes' names, so clap lists them in errors and completions.
fn pass_name() -> PossibleValuesParser {
    PossibleValuesParser::new(crate::passes::registry().iter().map(|p| p.name()))
}

/// `audit --pass`: a registered pass, or `none`.
fn pass_or_none() -> PossibleValuesParser {
    PossibleValuesParser::new(
        crate::passes::registry()
            .iter()
            .map(|p| p.name())
            .chain(["none"]),
    )
}

/// The most worker threads `--jobs` accepts. Each thread holds syntax trees while it works,
/// and past the cores more threads only add memory and switching: `-j 100000` once started
/// thousands of threads and stalled the machine.
pub const MAX_JOBS: usize = 256;

/// `--jobs`: a whole number from 1 to [`MAX_JOBS`].
fn jobs(text: &str) -> Result<usize, String> {
    let n = at_least::<1>(text)?;
    if n > MAX_JOBS {
        return Err(format!(
            "at most {MAX_JOBS} worker threads (the default is one per core)"
        ));
    }
    Ok(n)
}

/// A whole number of at least `MIN`, with a message a person can act on (clap's own says
/// "invalid digit found in string" for `-1`).
fn at_least<const MIN: usize>(text: &str) -> Result<usize, String> {
    let n: usize = text
        .trim()
        .parse()
        .map_err(|_| format!("expected a whole number of at least {MIN}"))?;
    if n < MIN {
        return Err(format!("expected a whole number of at least {MIN}"));
    }
    Ok(n)
}

/// `--bench-count`: at least one run per side, as `go test -count` (0 would measure nothing).
fn runs(text: &str) -> Result<u32, String> {
    u32::try_from(at_least::<1>(text)?).map_err(|_| "too many runs".to_string())
}

/// `--max-parse-mb`: a positive, finite number of megabytes (`0`, `-1`, `nan` and `inf`
/// would each turn the limit into "parse nothing" or "no limit" without saying so).
fn megabytes(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(mb) if mb.is_finite() && mb > 0.0 => Ok(mb),
        _ => Err("expected a number of megabytes above 0, e.g. 4 or 0.5".to_string()),
    }
}

/// `--bench-time`: what `go test -benchtime` takes, a duration (`200ms`, `1.5s`, `1m30s`)
/// or a count of iterations (`1000x`), checked here so a typo fails before any build.
fn bench_time(text: &str) -> Result<String, String> {
    let wrong =
        || "expected a duration such as 200ms, 2s or 1m30s, or a count such as 1000x".to_string();
    if let Some(count) = text.strip_suffix('x') {
        return match count.parse::<u64>() {
            Ok(n) if n > 0 => Ok(text.to_string()),
            _ => Err(wrong()),
        };
    }
    // Go's time.ParseDuration: one or more decimal numbers, each with a unit.
    let mut rest = text;
    let mut total = 0.0;
    while !rest.is_empty() {
        let digits = rest
            .find(|c: char| !(c.is_ascii_digit() || c == '.'))
            .ok_or_else(wrong)?;
        let number: f64 = rest[..digits].parse().map_err(|_| wrong())?;
        rest = &rest[digits..];
        let unit = ["ns", "us", "µs", "ms", "s", "m", "h"]
            .into_iter()
            .filter(|u| rest.starts_with(u))
            .max_by_key(|u| u.len())
            .ok_or_else(wrong)?;
        rest = &rest[unit.len()..];
        total += number;
    }
    if total > 0.0 {
        Ok(text.to_string())
    } else {
        Err(wrong())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn definitions_are_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn paths_default_to_the_current_folder() {
        let cli = Cli::try_parse_from(["unbox", "plan"]).expect("plan without paths parses");
        let Command::Plan(args) = cli.command else {
            panic!("expected plan")
        };
        assert_eq!(args.selection.paths, vec![PathBuf::from(".")]);
        assert_eq!(args.format, Format::Text);
    }

    #[test]
    fn apply_flags_combine_as_documented() {
        let ok = Cli::try_parse_from([
            "unbox", "apply", "--branch", "b", "--verify", "--bench", "--", ".",
        ]);
        let Command::Apply(args) = ok.expect("parses").command else {
            panic!("expected apply")
        };
        assert_eq!(
            args.bench.as_deref(),
            Some("."),
            "--bench alone means every benchmark"
        );
        assert_eq!(args.commit_per, CommitPer::Family);
        assert!(
            Cli::try_parse_from(["unbox", "apply", "--force", "."]).is_err(),
            "--force needs --branch"
        );
        assert!(Cli::try_parse_from(["unbox", "apply", "--commit-per", "pass", "."]).is_err());
        assert!(
            Cli::try_parse_from(["unbox", "apply", "--branch", "b", "--allow-dirty", "."]).is_err()
        );
        assert!(Cli::try_parse_from(["unbox", "apply", "-i", "-y", "."]).is_err());
    }

    #[test]
    fn pass_is_repeatable() {
        let cli = Cli::try_parse_from([
            "unbox",
            "diff",
            "--pass",
            "options",
            "--pass",
            "records,options",
            "a",
        ])
        .expect("parses");
        let Command::Diff(args) = cli.command else {
            panic!("expected diff")
        };
        assert_eq!(args.selection.passes, ["options", "records", "options"]);
        assert!(Cli::try_parse_from(["unbox", "diff", "--pass", "x", "a"]).is_err());
        assert!(Cli::try_parse_from(["unbox", "audit", "--pass", "none"]).is_ok());
        assert!(Cli::try_parse_from(["unbox", "plan", "--pass", "none"]).is_err());
    }

    #[test]
    fn run_options_after_the_subcommand_win() {
        let cli =
            Cli::try_parse_from(["unbox", "-j", "2", "-q", "plan", "-j", "3"]).expect("parses");
        let Command::Plan(args) = &cli.command else {
            panic!("expected plan")
        };
        let run = args.run.over(&cli.before);
        assert_eq!(run.jobs, Some(3));
        assert!(run.quiet);
    }

    #[test]
    fn numeric_flags_refuse_what_means_nothing() {
        for bad in [
            &["unbox", "-j", "0", "plan"][..],
            &["unbox", "-j", "100000", "plan"],
            &["unbox", "-j", "-1", "plan"],
            &["unbox", "--max-parse-mb", "0", "plan"],
            &["unbox", "--max-parse-mb", "nan", "plan"],
            &["unbox", "--max-parse-mb", "-1", "plan"],
            &["unbox", "--max-parse-mb", "inf", "plan"],
            &["unbox", "plan", "--timings", "0"],
            &["unbox", "audit", "--fail-on", "-1"],
            &["unbox", "apply", "--bench-count", "0"],
            &["unbox", "apply", "--bench-time", "2"],
            &["unbox", "apply", "--bench-time", "0x"],
            &["unbox", "apply", "--bench-time", "1sec"],
        ] {
            assert!(Cli::try_parse_from(bad).is_err(), "{bad:?} was accepted");
        }
        for good in [
            &["unbox", "-j", "256", "plan"][..],
            &["unbox", "--max-parse-mb", "0.5", "plan"],
            &["unbox", "audit", "--fail-on", "0"],
            &["unbox", "apply", "--bench-time", "1m30.5s"],
            &["unbox", "apply", "--bench-time", "1000x"],
            &["unbox", "apply", "--bench-time", "200ms"],
        ] {
            assert!(Cli::try_parse_from(good).is_ok(), "{good:?} was refused");
        }
    }
}
