//! The command line as typed: clap definitions only, validated without I/O. `commands`
//! turns these into a resolved [`crate::engine::Config`] and runs them.
//!
//! Invariant: no behaviour here beyond parsing.

use crate::workspace::Shard;
use clap::{Args, Parser, Subcommand, ValueEnum};
use std::path::PathBuf;

const EXIT_CODES: &str = "\
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
/// GC). `unbox audit` finds and ranks the remaining boxing.
///
/// Start with `unbox plan ./...`, review `unbox diff ./...`, then `unbox apply ./...` (or
/// `unbox apply --branch NAME --verify --bench . ./...` for a reviewed branch).
#[derive(Parser, Debug)]
#[command(name = "unbox", version, after_help = EXIT_CODES, max_term_width = 100)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,

    /// When to colour output: `auto` colours a terminal (not a pipe or file) unless NO_COLOR
    /// is set. No effect on passes, merge-plans, completions and man, which print plain text.
    #[arg(long, value_enum, default_value_t = Color::Auto, global = true)]
    pub color: Color,

    /// Worker threads for parsing and analysis (default: one per core). Output is the same
    /// whatever this is. No effect on passes, merge-plans, completions and man.
    #[arg(short, long, global = true, value_name = "N")]
    pub jobs: Option<usize>,

    /// No progress bar and no closing summary on stderr (warnings and errors still print).
    /// No effect on passes, merge-plans, completions and man, which print neither.
    #[arg(short, long, global = true)]
    pub quiet: bool,

    /// Do not ask Go's type checker about the packages (by default unbox runs the `go` on
    /// PATH once per module for the packages a pass has a candidate in). Passes then decide
    /// by syntax alone, which refuses more, and each such refusal says `no_type_info`.
    /// Answers are kept under the unbox cache folder and reused while the files and
    /// settings they came from are unchanged; UNBOX_FACTS_CACHE=off turns that off.
    #[arg(long, global = true)]
    pub no_types: bool,

    /// The most megabytes of one file unbox parses. A package with a file of which a pass
    /// must read more (a large generated table of values it looks at) is left untouched
    /// with `size_limit` and exit status 3, since a syntax tree takes about 40 bytes per
    /// byte of text. Files no pass needs are never parsed, whatever their size.
    #[arg(long, global = true, value_name = "MB", default_value_t = 4.0)]
    pub max_parse_mb: f64,

    /// Build tags, comma-separated, as `go build -tags`: Go's type checker lists the
    /// packages with them (a file behind `//go:build integration` gets type facts with
    /// `--tags integration`), and `apply --verify` and `audit --escape` build with them.
    /// The plan says which platform and tags it was judged for when that matters. Files
    /// this build leaves out (`_windows.go` on linux) are still read by the passes, by
    /// syntax; `--verify` also vets every platform a package has files of its own for.
    #[arg(long, global = true, value_name = "TAG,...", value_delimiter = ',')]
    pub tags: Vec<String>,
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
    #[arg(value_name = "PATH", default_value = ".")]
    pub paths: Vec<PathBuf>,

    /// Run `go build -gcflags=-m=2` on the affected packages and mark each finding as
    /// confirmed by the compiler (heap), stack, or unknown; list compiler escapes the
    /// syntactic finder missed.
    #[arg(long)]
    pub escape: bool,

    /// Rank findings by the allocation samples at their line in this pprof profile
    /// (gzip-compressed profile.proto from `go test -memprofile`, /debug/pprof/heap or
    /// /debug/pprof/allocs).
    #[arg(long, value_name = "FILE")]
    pub profile: Option<PathBuf>,

    /// Output format.
    #[arg(long, value_enum, default_value_t = AuditFormat::Text)]
    pub format: AuditFormat,

    /// Exit with status 1 when there are more than N findings (a CI gate).
    #[arg(long, value_name = "N")]
    pub fail_on: Option<usize>,

    /// Only look at shard K of N, as for plan.
    #[arg(long, value_name = "K/N")]
    pub shard: Option<Shard>,

    /// List the rewrite families of this pass only (repeatable; default: every pass;
    /// `--pass none` lists none, which skips running the passes).
    #[arg(long = "pass", value_name = "NAME")]
    pub passes: Vec<String>,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum AuditFormat {
    Text,
    Json,
    Sarif,
}

#[derive(Args, Debug)]
pub struct MergePlansArgs {
    /// JSON plans written by `unbox plan --format json --shard K/N`.
    #[arg(value_name = "FILE", required = true)]
    pub files: Vec<PathBuf>,
}

/// What to look at and with which passes; shared by plan, diff and apply.
#[derive(Args, Debug)]
pub struct Selection {
    /// Files or folders (walked recursively); Go's `./...` and `dir/...` work too.
    #[arg(value_name = "PATH", default_value = ".")]
    pub paths: Vec<PathBuf>,

    /// Run only this pass (repeatable; default: all). See `unbox passes`.
    #[arg(long = "pass", value_name = "NAME")]
    pub passes: Vec<String>,

    /// records pass: how an inlined optional record says it is absent. `is-nil` adds
    /// `_is_nil bool` (true = absent; every container creation is marked); `present` adds
    /// `_present bool` (zero = absent; creations need no change).
    #[arg(long, value_enum, default_value_t = FlagArg::IsNil, value_name = "POLARITY")]
    pub flag: FlagArg,

    /// options pass: how the family struct holds its variants. `compact` takes struct and
    /// basic-typed variants apart and lets them share fields by type, so the struct is as
    /// large as its largest variant plus a tag; `wide` gives each variant a field of its
    /// own type.
    #[arg(long, value_enum, default_value_t = LayoutArg::Compact, value_name = "LAYOUT")]
    pub layout: LayoutArg,

    /// Only look at shard K of N (1-based): packages are split by a stable hash of their
    /// folder, so N CI jobs running K = 1..N cover the tree exactly once. Merge their JSON
    /// plans with `unbox merge-plans`.
    #[arg(long, value_name = "K/N")]
    pub shard: Option<Shard>,

    /// Do not run rewritten files through gofmt (unbox's own output is already
    /// gofmt-style; gofmt is the final word when installed). For `plan` this only skips
    /// checking that gofmt accepts each rewrite, so a rewrite gofmt would reject is not
    /// caught there.
    #[arg(long)]
    pub no_gofmt: bool,
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
    #[arg(long, value_name = "N")]
    pub timings: Option<usize>,
}

#[derive(Args, Debug)]
pub struct DiffArgs {
    #[command(flatten)]
    pub selection: Selection,

    /// Exit with status 1 when there is a diff, like `git diff --exit-code`.
    #[arg(long)]
    pub exit_code: bool,
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
    #[arg(long, value_name = "N", default_value_t = 5)]
    pub bench_count: u32,

    /// How long each benchmark runs (go test -benchtime: a duration like 200ms, or a
    /// count like 1000x). Default: go's own (1s).
    #[arg(long, value_name = "D")]
    pub bench_time: Option<String>,

    /// Show each family's diff and ask whether to keep it (y/n/q). Needs a terminal.
    #[arg(short, long, conflicts_with = "yes")]
    pub interactive: bool,

    /// Keep every family without asking (the default; for scripts).
    #[arg(short, long)]
    pub yes: bool,
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
        let cli = Cli::try_parse_from(["unbox", "diff", "--pass", "options", "--pass", "x", "a"])
            .expect("parses");
        let Command::Diff(args) = cli.command else {
            panic!("expected diff")
        };
        assert_eq!(args.selection.passes, ["options", "x"]);
    }
}
