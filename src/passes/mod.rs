//! Rewrite passes: each a value with a name and a pure `run` over one parsed package.
//!
//! A pass reports three kinds of outcome, kept apart by type: a [`Finding`] is a rewrite it
//! will make (with the [`Fix`] that makes it), a [`Refusal`] is a candidate it leaves alone
//! with a stable reason code and a sentence, and an error is reserved for the driver (a pass
//! has no way to fail: broken code is refused, not an error). Adding a pass means adding a
//! module here, an entry in [`registry`], and a folder of cases in `transforms/<name>/`.
//!
//! Invariant: passes never read files, print, spawn processes, read the clock or the
//! environment, or touch git; everything they know comes in through [`Package`].

pub mod boxing;
pub mod census;
mod one_liners;
pub mod options;
pub mod records;
pub mod shifts;

use crate::edit::Fix;
use crate::syntax::outline::Outline;
use crate::syntax::{NodeExt, Package, Position, SourceFile};
use std::collections::BTreeSet;
use std::path::PathBuf;

/// A place in a file, for reports: `path:line:column`.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub struct Location {
    pub file: PathBuf,
    #[serde(flatten)]
    pub position: Position,
}

impl Location {
    pub fn at(file: &SourceFile, byte: usize) -> Location {
        Location {
            file: file.path.clone(),
            position: file.position(byte),
        }
    }
}

impl std::fmt::Display for Location {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}:{}:{}",
            self.file.display(),
            self.position.line,
            self.position.column
        )
    }
}

/// A rewrite a pass will make.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Finding {
    pub pass: &'static str,
    /// What is rewritten, e.g. the option family's type name.
    pub subject: String,
    pub location: Location,
    /// One line: what changes.
    pub summary: String,
    /// Further lines a reviewer needs: API-visible changes, behaviour changes.
    pub notes: Vec<String>,
    /// Names whose use in a benchmark means the benchmark measures this rewrite: an option
    /// family's constructors and type, a records container and its record types.
    #[serde(skip)]
    pub measured_by: Vec<String>,
    #[serde(skip)]
    pub fix: Fix,
}

/// A candidate a pass saw and left alone, with why. A result, not an error.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Refusal {
    pub pass: &'static str,
    pub subject: String,
    /// Stable snake_case reason code, for scripts and documentation.
    pub code: &'static str,
    pub location: Location,
    pub message: String,
}

/// What a refusal says when this run's rewrites change what it was decided on: the passes
/// all read the code as it was, so a second run, over the rewritten code, decides again.
pub const DECIDED_AGAIN: &str = "run unbox again after applying, to decide on the rewritten code";

/// Options every pass receives; a struct so that options can be added without changing
/// the trait.
#[derive(Debug, Clone, Default)]
pub struct PassOptions {
    /// How the `records` pass marks an optional record absent, when `--flag` was given.
    /// `None` lets the pass choose: `_is_nil`, or `_present` in a package with an exported
    /// container (which code outside can build as a zero value). A given `IsNil` is never
    /// replaced: such a container is refused (`flag_polarity`) instead.
    pub record_flag: Option<RecordFlag>,
    /// How the `options` pass lays out the family struct.
    pub layout: options::LayoutChoice,
    /// With `--profile`: the lines that allocated in a pprof profile. The `boxing` pass
    /// rewrites only sites on them and lists the others.
    pub hot_lines: Option<std::sync::Arc<HotLines>>,
}

/// The source lines with allocation samples in a profile, as it names their files: an
/// absolute path, or `module/path/file.go` for a `-trimpath` build.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct HotLines {
    /// By (file name, line): every file the profile spells with that name.
    lines: std::collections::BTreeMap<(String, usize), Vec<String>>,
}

impl HotLines {
    /// From `(file as recorded, line)` pairs.
    pub fn new(recorded: impl IntoIterator<Item = (String, usize)>) -> HotLines {
        let mut lines: std::collections::BTreeMap<(String, usize), Vec<String>> =
            Default::default();
        for (file, line) in recorded {
            let name = file.rsplit(['/', '\\']).next().unwrap_or(&file).to_string();
            lines.entry((name, line)).or_default().push(file);
        }
        HotLines { lines }
    }

    /// Whether the profile has samples at `line` of `file`, a file of the package whose
    /// import path is `import_path`: recorded as that path and the file's name (a
    /// `-trimpath` build), or as a path ending in the file's path as unbox was given it.
    pub fn is_hot(&self, import_path: &str, file: &std::path::Path, line: usize) -> bool {
        let Some(name) = file.file_name().and_then(|n| n.to_str()) else {
            return false;
        };
        let Some(recorded) = self.lines.get(&(name.to_string(), line)) else {
            return false;
        };
        let given = file.to_string_lossy().replace('\\', "/");
        let given = given.trim_start_matches("./");
        recorded.iter().any(|r| {
            // A profile of a `-trimpath` build names files by import path; otherwise by
            // absolute path (`/…`, or `C:/…` on Windows).
            let absolute = r.starts_with('/') || r.get(1..2) == Some(":");
            if absolute {
                r == given || r.ends_with(&format!("/{given}"))
            } else {
                *r == format!("{import_path}/{name}")
            }
        })
    }

    pub fn is_empty(&self) -> bool {
        self.lines.is_empty()
    }
}

/// The polarity of the flag an inlined optional record carries.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize)]
pub enum RecordFlag {
    /// `_is_nil bool`, true when absent (the field report's design). The zero record reads
    /// as present, so every container creation must mark its records absent.
    #[default]
    IsNil,
    /// `_present bool`, true when present. The zero record reads as absent, so creations
    /// need no change; setting a record marks it present.
    Present,
}

impl RecordFlag {
    /// The flag field's name.
    pub fn field(self) -> &'static str {
        match self {
            RecordFlag::IsNil => "_is_nil",
            RecordFlag::Present => "_present",
        }
    }

    /// A Go expression that is true when the record `x` is absent.
    pub fn absent(self, x: &str) -> String {
        match self {
            RecordFlag::IsNil => format!("{x}._is_nil"),
            RecordFlag::Present => format!("!{x}._present"),
        }
    }

    /// A Go expression that is true when the record `x` is present.
    pub fn present(self, x: &str) -> String {
        match self {
            RecordFlag::IsNil => format!("!{x}._is_nil"),
            RecordFlag::Present => format!("{x}._present"),
        }
    }

    /// An absent record of type `ty`.
    pub fn absent_value(self, ty: &str) -> String {
        match self {
            RecordFlag::IsNil => format!("{ty}{{_is_nil: true}}"),
            RecordFlag::Present => format!("{ty}{{}}"),
        }
    }
}

/// What one pass produced for one package.
#[derive(Debug, Default)]
pub struct PassOutput {
    pub findings: Vec<Finding>,
    pub refusals: Vec<Refusal>,
}

/// A rewrite pass.
pub trait Pass: Sync {
    /// Name used in `--pass`, in `transforms/<name>/`, in snapshots and in reports.
    fn name(&self) -> &'static str;
    /// One line for `unbox passes`.
    fn summary(&self) -> &'static str;
    /// A paragraph for commit messages: what the rewrite changes and which allocation it
    /// removes.
    fn rationale(&self) -> &'static str;
    /// Whether `plan`, `diff` and `apply` run the pass when no `--pass` (or `pass` setting)
    /// names any. The audit runs every pass.
    fn on_by_default(&self) -> bool {
        true
    }
    /// Why, in a few words, for a commit title after the fix's own words ("so building an
    /// option does not allocate"); empty when the title says enough.
    fn title_reason(&self) -> &'static str {
        ""
    }
    /// A cheap check over the raw texts of one folder's files, made before anything is
    /// parsed: `false` means no candidate of this pass can be in this package, which is then
    /// never parsed for it. It must never say `false` wrongly.
    fn may_apply(&self, texts: &[&str]) -> bool;
    /// Whether the package holds a candidate this pass will judge, so the engine should
    /// fetch Go's type facts for it. Syntactic and cheap; it may say `true` wrongly (costing
    /// a type check), never `false` for a package the pass would judge.
    fn wants_types(&self, package: &Package) -> bool;
    /// The package-level names this pass's candidates are made of (types, fields,
    /// methods), read from `declarations`. The engine parses a function, method or
    /// variable only when it spells one of these names or something declared in terms of
    /// them (see [`needed_declarations`](crate::syntax::outline::needed_declarations));
    /// everything else cannot reach a candidate. It may name too much (parsing more),
    /// never too little.
    fn relevant_names(&self, declarations: &Declarations) -> BTreeSet<String>;
    /// Whether the pass finds candidates in type declarations, which are then parsed in
    /// every file of a folder it may apply to before it names what else it needs. A pass
    /// whose candidates are calls says no: over the standard library the boxing pass
    /// alone parsed every type declaration of 214 folders for nothing.
    fn parses_types(&self) -> bool {
        true
    }
    /// Whether the pass follows calls into the functions a folder leaves unparsed
    /// ([`LeftOut::bodies`](crate::syntax::LeftOut)), which it can only do for a folder
    /// where it names something ([`Pass::relevant_names`]): elsewhere the engine does not
    /// list what they call.
    fn follows_unparsed_calls(&self) -> bool {
        false
    }

    /// Whether a declaration must be parsed whatever names it spells, judged from its
    /// text alone: for a pass whose candidates are calls in function bodies (`boxing`),
    /// not types. `file_name` is the file's name (`x_test.go`). It may say `true`
    /// wrongly (costing a parse), never `false` for a declaration holding a candidate.
    fn parses_declaration(&self, _file_name: &str, _text: &str) -> bool {
        false
    }
    /// The package-level types whose every use this pass must judge before it rewrites
    /// them (its candidates' types), asked when [`Pass::wants_types`] says so: Go's type
    /// checker lists each use of them with its role (see [`census`]). It may name too
    /// much (a longer list), never too little.
    fn census(&self, _package: &Package) -> BTreeSet<String> {
        BTreeSet::new()
    }
    /// Looks at one package and proposes its rewrites.
    fn run(&self, package: &Package, options: &PassOptions) -> PassOutput;
}

/// What the engine knows of a package before it parses more than its types.
pub struct Declarations<'a> {
    /// The package, its trees holding only the package clauses, imports and type
    /// declarations. What each file leaves out is given as bytes only
    /// ([`LeftOut::ranges`](crate::syntax::LeftOut)): the names declared there are in
    /// `outlines`.
    pub package: &'a Package,
    /// `(receiver type, method name)` of every method, read from the files' outlines.
    pub methods: &'a [(String, String)],
    /// The outline of each file, in the order of `package.files`; `None` for a file
    /// without one, whose text is parsed whole.
    pub outlines: &'a [Option<Outline<'a>>],
}

impl<'a> Declarations<'a> {
    /// Every identifier a file spells, parsed or not (keywords included; not in comments
    /// or literals), read from its outline, else lexed from its text.
    pub fn words(&self, file: &'a SourceFile) -> foldhash::HashSet<&'a str> {
        let at = self
            .package
            .files
            .iter()
            .position(|f| std::ptr::eq(f, file));
        match at.and_then(|i| self.outlines.get(i)?.as_ref()) {
            Some(outline) => outline
                .declarations
                .iter()
                .flat_map(|d| d.words.iter().copied())
                .collect(),
            None => crate::syntax::outline::identifiers(&file.text).collect(),
        }
    }
}

/// Every pass, in the fixed order in which their fixes are merged.
pub fn registry() -> &'static [&'static dyn Pass] {
    &[
        &options::OptionsPass,
        &records::RecordsPass,
        &boxing::BoxingPass,
    ]
}

/// Finds a pass by name.
pub fn by_name(name: &str) -> Option<&'static dyn Pass> {
    registry().iter().copied().find(|p| p.name() == name)
}

/// A comment inside code an edit replaces whose text no edit of the rewrite writes again
/// (`&conn{id: id, // the dial id` becoming `append(p.free, conn{id: id})`, notes on an
/// unlink loop the rewrite deletes, a comment in a constructor's return): the rewrite
/// would lose what a person wrote. Named at the comment, for a refusal. A comment an edit
/// moves elsewhere (a doc comment onto the new declaration) counts as kept. With
/// `bodies_only`, only comments inside function bodies count: a pass that deletes whole
/// declarations (the options pass's inner interface) deletes their comments with them.
pub fn dropped_comment(
    files: &[&SourceFile],
    edits: &[crate::edit::Edit],
    bodies_only: bool,
) -> Option<(Location, String)> {
    edits.iter().filter(|e| e.end > e.start).find_map(|edit| {
        let file = files.iter().find(|f| f.path == edit.file)?;
        let around = file
            .tree
            .root_node()
            .descendant_for_byte_range(edit.start, edit.end)?;
        crate::syntax::descendants(around)
            .filter(|n| {
                n.kind_name() == "comment" && n.start_byte() >= edit.start && n.end_byte() <= edit.end
            })
            .filter(|n| {
                !bodies_only
                    || std::iter::successors(n.parent(), |p| p.parent())
                        .any(|p| p.kind_name() == "block")
            })
            .find(|n| {
                let text = file.text_of(*n);
                !edits.iter().any(|e| e.new_text.contains(text))
            })
            .map(|comment| {
                (
                    Location::at(file, comment.start_byte()),
                    format!(
                        "the rewrite replaces the code holding the comment `{}` and would drop it; move the comment out of the statement (or delete it) to let unbox rewrite this",
                        crate::syntax::first_line_of(file.text_of(comment))
                    ),
                )
            })
    })
}

#[cfg(test)]
mod tests {
    use super::HotLines;
    use std::path::Path;

    #[test]
    fn hot_lines_match_absolute_trimpath_and_relative_spellings() {
        let hot = HotLines::new([
            ("/build/svc/agg/encode.go".to_string(), 70),
            ("example.com/svc/agg/key.go".to_string(), 42),
        ]);
        assert!(hot.is_hot("example.com/svc/agg", Path::new("agg/encode.go"), 70));
        assert!(hot.is_hot("example.com/svc/agg", Path::new("./encode.go"), 70));
        assert!(hot.is_hot(
            "example.com/svc/agg",
            Path::new("/build/svc/agg/encode.go"),
            70
        ));
        assert!(!hot.is_hot("example.com/svc/agg", Path::new("encode.go"), 71));
        assert!(!hot.is_hot("example.com/svc/agg", Path::new("other/encode.go"), 70));
        assert!(hot.is_hot("example.com/svc/agg", Path::new("key.go"), 42));
        assert!(!hot.is_hot("example.com/svc/other", Path::new("key.go"), 42));
    }
}
