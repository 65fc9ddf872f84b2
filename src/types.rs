//! Type facts from Go's own type checker, attached to a [`Package`](crate::syntax::Package)
//! so that passes decide on types rather than on names: which object an identifier
//! denotes, which named type declares a selected field, whether a call is a conversion or a
//! builtin, what type an expression has and whether boxing it allocates.
//!
//! The facts come from `src/typecheck/unbox_facts.go`, run by [`crate::typecheck`] for the
//! packages a pass asks about; this module only holds and answers from them. Every answer
//! is keyed by byte offsets into the file's text, which are the same in tree-sitter and in
//! Go's `token.File`. When no facts could be had, [`Types::Unknown`] says why, and passes
//! fall back to their syntactic rules.
//!
//! Invariant: plain data and lookups; no I/O and no processes.

use crate::syntax::SourceFile;
use foldhash::HashMap;
use rayon::prelude::*;
use serde::Deserialize;
use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;
use tree_sitter::Node;

/// What a package knows about its types.
#[derive(Debug, Clone, Default)]
pub enum Types {
    /// Facts from a package that type-checked cleanly.
    Known(Arc<PackageFacts>),
    /// No facts: the sentence says why (no Go on PATH, a type error, …).
    Unknown(String),
    /// No pass asked for facts: none of its candidates here can be decided by types.
    #[default]
    NotRequested,
}

impl Types {
    /// The facts, when there are any.
    pub fn known(&self) -> Option<&PackageFacts> {
        match self {
            Types::Known(facts) => Some(facts),
            Types::Unknown(_) | Types::NotRequested => None,
        }
    }

    /// The facts of one file, or why there are none: the package has none, or the go tool
    /// leaves this file out of the build (a build constraint for another platform).
    pub fn file(&self, file: &SourceFile) -> Result<FileTypes<'_>, String> {
        match self {
            Types::Unknown(why) => Err(why.clone()),
            Types::NotRequested => Err("type facts were not requested".into()),
            Types::Known(facts) => facts.file(file),
        }
    }
}

/// What kind of object an identifier denotes, as go/types classifies it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ObjectKind {
    Var,
    Field,
    Func,
    Method,
    Type,
    Const,
    Package,
    Builtin,
    Nil,
    Label,
    Other,
}

impl ObjectKind {
    fn parse(text: &str) -> ObjectKind {
        match text {
            "var" => ObjectKind::Var,
            "field" => ObjectKind::Field,
            "func" => ObjectKind::Func,
            "method" => ObjectKind::Method,
            "type" => ObjectKind::Type,
            "const" => ObjectKind::Const,
            "pkg" => ObjectKind::Package,
            "builtin" => ObjectKind::Builtin,
            "nil" => ObjectKind::Nil,
            "label" => ObjectKind::Label,
            _ => ObjectKind::Other,
        }
    }
}

/// How an expression was classified by the type checker.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// The expression denotes a type (`int`, `time.Duration`, `*T`).
    Type,
    /// A builtin function (`len`, `append`).
    Builtin,
    /// A constant value.
    Constant,
    /// The untyped `nil`.
    Nil,
    /// A call without results.
    NoValue,
    /// Any other value.
    Value,
}

impl Mode {
    fn parse(text: &str) -> Mode {
        match text {
            "type" => Mode::Type,
            "builtin" => Mode::Builtin,
            "const" => Mode::Constant,
            _ if text.starts_with("const:") => Mode::Constant,
            "nil" => Mode::Nil,
            "novalue" => Mode::NoValue,
            _ => Mode::Value,
        }
    }
}

/// How values of a type box into an interface.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct TypeInfo {
    /// Size in bytes on the platform the facts were made for; -1 when it depends on a type
    /// parameter.
    pub size: i64,
    /// Alignment in bytes, -1 when it depends on a type parameter (0 from an older cache).
    #[serde(default)]
    pub align: i64,
    /// Stored directly in the interface word (pointers, maps, chans, funcs, and structs or
    /// arrays of exactly one such): boxing never allocates.
    #[serde(rename = "pointer")]
    pub pointer_shaped: bool,
    pub interface: bool,
    /// The underlying type's kind: basic, struct, pointer, slice, array, map, chan, func,
    /// interface, typeparam.
    pub kind: String,
    /// Whether `==` is defined on the type's values (go/types' `Comparable`).
    #[serde(default)]
    pub comparable: bool,
    /// The underlying basic type's name (`int64` for `time.Duration`, `string`, `bool`)
    /// when the underlying type is a typed basic one.
    #[serde(default)]
    pub basic: Option<String>,
    /// An inline part of a value (itself, a struct's fields, an array's elements, and
    /// theirs) has a named type whose MarshalJSON or MarshalText only its pointer has:
    /// encoding/json calls it only where that part is addressable.
    #[serde(default)]
    pub addr_marshaler: bool,
    /// When `addr_marshaler` holds for no reason this build sees: the part's type and the
    /// file of another build giving its pointer the method (`audit.Secret in
    /// secret_redact.go`).
    #[serde(default)]
    pub other_build_marshaler: Option<String>,
    /// A value may refer back to itself through pointers, slices and maps (a recursive
    /// named type in it, or an interface or type parameter, which may hold anything).
    #[serde(default)]
    pub self_reaching: bool,
    /// A value holds a lock by value as go vet's copylocks check finds one (a struct whose
    /// pointer is a sync.Locker and the value is not, such as a `noCopy` with pointer
    /// Lock and Unlock, or one holding such a struct): copying it is reported.
    #[serde(default)]
    pub locks: bool,
}

impl TypeInfo {
    /// Whether converting a non-constant value of this type to an interface allocates:
    /// not for pointer-shaped values, zero-size values, single bytes (the runtime keeps a
    /// static table for those) or values that are interfaces already.
    pub fn boxing_allocates(&self) -> Option<bool> {
        if self.interface || self.pointer_shaped {
            return Some(false);
        }
        match self.size {
            s if s < 0 => None,
            0 | 1 => Some(false),
            _ => Some(true),
        }
    }
}

/// The key and value types of a `map[K]V` type, as written or as go/types spells it: the
/// key ends at the `]` that closes `map[`, whatever brackets the key holds
/// (`map[[2]int]T`).
pub fn map_parts(ty: &str) -> Option<(&str, &str)> {
    let rest = ty.strip_prefix("map[")?;
    let mut depth = 1;
    for (i, c) in rest.char_indices() {
        match c {
            '[' => depth += 1,
            ']' => {
                depth -= 1;
                if depth == 0 {
                    return Some((&rest[..i], &rest[i + 1..]));
                }
            }
            _ => {}
        }
    }
    None
}

/// The object an identifier denotes.
#[derive(Debug, Clone, Copy)]
pub struct Object<'f> {
    pub kind: ObjectKind,
    /// Its type, spelled with full package paths (`archive/zip.Writer`, `func(int) error`).
    pub ty: Option<&'f str>,
    /// For a field or method, the named type that declares it (`archive/zip.item`).
    pub owner: Option<&'f str>,
    /// The package path of the object (for a package name: the imported package's path).
    pub package: Option<&'f str>,
    /// Where it is declared when that is in this package: file name and byte offset of the
    /// declaring identifier. Two identifiers denote the same object when these are equal.
    pub declared: Option<(&'f str, usize)>,
}

/// The type checker's view of one expression.
#[derive(Debug, Clone, Copy)]
pub struct Expr<'f> {
    pub mode: Mode,
    /// The value of an integer constant from 0 to 99, which strconv formats from its
    /// table without allocating.
    pub small: Option<u8>,
    pub ty: Option<&'f str>,
    pub info: Option<&'f TypeInfo>,
}

/// What a call-shaped expression really is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CallKind<'f> {
    /// `T(x)`: a conversion to the named type (full path spelling).
    Conversion(&'f str),
    /// `len(x)`, `append(…)`.
    Builtin,
    /// A call of a function or method value.
    Call,
}

/// Facts of one package (and its external tests, whose files are beside the others).
#[derive(Debug)]
pub struct PackageFacts {
    /// The import path, e.g. `archive/zip` or `example.com/callopts`.
    pub path: String,
    /// Package-level type names that have type parameters.
    pub generic: BTreeSet<String>,
    /// The method set of each package-level named type that is not an interface and has
    /// methods (of `*T`, each saying whether `T` has it too), promoted methods included.
    pub methods: BTreeMap<String, Vec<MethodFact>>,
    /// For each package-level interface with methods, the package's named types that
    /// implement it (as `T` or as `*T`).
    pub implementers: BTreeMap<String, Vec<String>>,
    strings: Arc<Vec<String>>,
    /// Each string's index, to find a type's [`TypeInfo`] by its spelling.
    positions: Arc<HashMap<String, usize>>,
    infos: Arc<HashMap<usize, TypeInfo>>,
    /// File names in the order the facts program numbered them (for declaration sites).
    names: Vec<String>,
    files: HashMap<String, FileFacts>,
    /// The type names whose uses were listed (the census), as the passes asked; empty when
    /// none was asked.
    pub census: Vec<String>,
    /// The census's uses in the module's other packages that import this one: each file's
    /// path (as the facts program names it) and its rows (see [`Use`]).
    foreign: Vec<(String, Vec<[i64; 11]>)>,
    /// Why some importing package could not be read: the census is then incomplete.
    foreign_errors: Vec<String>,
    /// What files of the module's other packages that the judged build leaves out select
    /// from this package (asked with the census).
    other_build: Vec<OtherBuildUse>,
    /// Packages outside the standard library this one depends on that import unsafe.
    unsafe_deps: Vec<String>,
    /// The imports of the package's own files, other than fmt, that depend on fmt in
    /// every build.
    fmt_via: Vec<String>,
    /// The package names of imports whose name is not their path's last element.
    import_names: BTreeMap<String, String>,
    /// The package's assembly files, of this build and of others (`score_amd64.s`).
    assembly: Vec<String>,
    /// Packages of the module, outside the standard library, that import unsafe.
    module_unsafe: Vec<String>,
    /// For those of them that do not import unsafe nor hold assembly in this build, what
    /// they do instead (in another build's file, or through a dependency outside).
    module_unsafe_why: BTreeMap<String, String>,
    /// The first recover() call of each package of the module outside the standard
    /// library.
    module_recover: Vec<RecoverSite>,
    /// The go line of the package's go.mod, if it is in a module.
    go_version: Option<String>,
}

/// Where a package of the module calls recover().
#[derive(Debug, Clone, Deserialize)]
pub struct RecoverSite {
    /// Its import path.
    pub package: String,
    /// The file, as the run names files.
    pub path: std::path::PathBuf,
    pub line: usize,
    pub column: usize,
}

/// One `pkg.Name` in a file of another package of the module that the judged build leaves
/// out (`//go:build debug`, `_windows.go`): no type facts describe it, yet another build
/// compiles it. `name` is `.` for a dot import, which may use any name.
#[derive(Debug, Clone, Deserialize, PartialEq, Eq)]
pub struct OtherBuildUse {
    pub path: std::path::PathBuf,
    pub line: usize,
    pub column: usize,
    pub name: String,
    /// The file's `//go:build` expression, if it has one.
    #[serde(default)]
    pub build: Option<String>,
    /// The go.mod of the nested module holding the file, when it is in one: that module
    /// is built on its own, not with the packages checked.
    #[serde(default)]
    pub module: Option<std::path::PathBuf>,
}

impl OtherBuildUse {
    /// The file's name without its folder.
    pub fn file_name(&self) -> &str {
        self.path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default()
    }

    /// The build the file belongs to, as a plan says it (`//go:build debug`, `for
    /// windows`).
    pub fn constraint(&self) -> String {
        let build = self
            .build
            .as_ref()
            .map(|b| format!("//go:build {b}\n"))
            .unwrap_or_default();
        crate::platforms::constraint(self.file_name(), &build)
            .unwrap_or_else(|| "by its build constraints".to_string())
    }
}

/// One method of a type's method set, as Go's type checker computes it.
#[derive(Debug, Clone, Deserialize)]
pub struct MethodFact {
    pub name: String,
    /// Only `*T` has it: a pointer receiver, or promoted through an embedded `*E`.
    #[serde(default)]
    pub pointer: bool,
    /// Declared on an embedded field's type, not on `T` itself.
    #[serde(default)]
    pub promoted: bool,
}

/// One file's rows as the facts program prints them, each sorted by where its node is
/// (`idents` by start, `exprs` by start and end) with one row per place, the last printed:
/// searched rather than hashed, since a run reads many more rows back from the facts
/// cache than passes ever ask about.
#[derive(Debug, Default)]
struct FileFacts {
    error: Option<String>,
    idents: Vec<[i64; 7]>,
    exprs: Vec<[i64; 4]>,
    /// The census rows: `[start, end, subject, role, detail, flags, target, type]`, in
    /// walk order.
    uses: Vec<[i64; 8]>,
    /// `[offset, reason]` of identifiers the facts program says may be another thing in
    /// another build (see [`FileTypes::per_build`]), sorted by offset.
    per_build: Vec<[i64; 2]>,
}

impl FileFacts {
    fn ident(&self, start: usize) -> Option<&[i64; 7]> {
        let start = i64::try_from(start).ok()?;
        let at = self.idents.binary_search_by_key(&start, |r| r[0]).ok()?;
        Some(&self.idents[at])
    }

    fn expr(&self, start: usize, end: usize) -> Option<&[i64; 4]> {
        let key = (i64::try_from(start).ok()?, i64::try_from(end).ok()?);
        let at = self
            .exprs
            .binary_search_by_key(&key, |r| (r[0], r[1]))
            .ok()?;
        Some(&self.exprs[at])
    }
}

/// Sorts rows by `key`, keeping one per key: the last printed, as a map built from them in
/// order would.
fn one_per_place<R, K: Ord>(mut rows: Vec<R>, key: impl Fn(&R) -> K) -> Vec<R> {
    rows.reverse();
    // Stable: among rows of one place, the last printed stays first and is kept.
    rows.sort_by_key(&key);
    rows.dedup_by(|a, b| key(a) == key(b));
    rows
}

/// The facts of one file, borrowed from its package.
#[derive(Clone, Copy)]
pub struct FileTypes<'f> {
    package: &'f PackageFacts,
    facts: &'f FileFacts,
}

fn file_name(file: &SourceFile) -> &str {
    file.path
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or_default()
}

impl PackageFacts {
    /// The facts of one file of the package, or why the type checker has none: the go
    /// tool leaves the file out of this platform's build, or its tests did not type-check.
    pub fn file(&self, file: &SourceFile) -> Result<FileTypes<'_>, String> {
        let name = file_name(file);
        match self.files.get(name) {
            None => Err(format!(
                "{name} is not part of the build on this platform (a build constraint)"
            )),
            Some(FileFacts {
                error: Some(error), ..
            }) => Err(error.clone()),
            Some(facts) => Ok(FileTypes {
                package: self,
                facts,
            }),
        }
    }

    /// Whether the type checker read the file: the go tool builds it in the configuration
    /// the facts describe (a file behind another platform's build constraint is not).
    pub fn has_file(&self, file: &SourceFile) -> bool {
        self.files.contains_key(file_name(file))
    }

    /// A package-level name spelled as the facts spell types: `path.Name`.
    pub fn qualify(&self, name: &str) -> String {
        format!("{}.{name}", self.path)
    }

    /// What the type checker knows of a type, by its full name (`time.Duration`,
    /// `example.com/opts.headerOption`), when some file of the package used it.
    pub fn type_info(&self, ty: &str) -> Option<&TypeInfo> {
        self.infos.get(self.positions.get(ty)?)
    }

    fn string(&self, index: i64) -> Option<&str> {
        usize::try_from(index)
            .ok()
            .and_then(|i| self.strings.get(i))
            .map(String::as_str)
    }

    /// Every use the census lists, file by file in the order the facts name them, each
    /// file's in source order. Files whose facts are missing (their tests did not
    /// type-check) list nothing: [`PackageFacts::census_complete`] says so.
    pub fn uses(&self) -> impl Iterator<Item = Use<'_>> {
        let foreign = self.foreign.iter().flat_map(move |(path, rows)| {
            rows.iter().filter_map(move |row| {
                let mut used = self.use_of(path, row[..8].try_into().ok()?)?;
                used.position =
                    Some((usize::try_from(row[8]).ok()?, usize::try_from(row[9]).ok()?));
                used.text = self.string(row[10]);
                Some(used)
            })
        });
        self.own_uses().chain(foreign)
    }

    /// One census row read as a use in `file`.
    fn use_of<'s>(&'s self, file: &'s str, row: &[i64; 8]) -> Option<Use<'s>> {
        Some(Use {
            file,
            start: usize::try_from(row[0]).ok()?,
            end: usize::try_from(row[1]).ok()?,
            subject: self.census.get(usize::try_from(row[2]).ok()?)?,
            role: self.string(row[3])?,
            detail: self.string(row[4]),
            receiver: row[5] & USE_RECEIVER != 0,
            local: row[5] & USE_LOCAL != 0,
            indirect: row[5] & USE_INDIRECT != 0,
            beside_nil: row[5] & USE_BESIDE_NIL != 0,
            beside_other_type: row[5] & USE_BESIDE_OTHER_TYPE != 0,
            target: self.string(row[6]),
            ty: self.string(row[7]),
            position: None,
            text: None,
        })
    }

    /// The uses in the package's own files (tests included).
    fn own_uses(&self) -> impl Iterator<Item = Use<'_>> {
        self.names.iter().flat_map(move |name| {
            let facts = self.files.get(name);
            facts
                .into_iter()
                .flat_map(move |f| f.uses.iter().filter_map(move |row| self.use_of(name, row)))
        })
    }

    /// Whether the census covers every file of the package: it was asked for `subject`,
    /// and no file lacks facts (an in-package test that does not type-check).
    pub fn census_complete(&self, subject: &str) -> bool {
        self.census.iter().any(|s| s == subject) && self.files.values().all(|f| f.error.is_none())
    }

    /// Why some package importing this one could not be read (its uses are unknown), when
    /// the census was asked with the module's importers.
    pub fn uses_unseen(&self) -> Option<&str> {
        self.foreign_errors.first().map(String::as_str)
    }

    /// What the module's files of other builds select from this package, in file and
    /// source order (asked with the census).
    pub fn other_build_uses(&self) -> &[OtherBuildUse] {
        &self.other_build
    }

    /// The packages outside the standard library that this one depends on, directly or
    /// not, and that import unsafe: a string they hand out may share bytes changed later.
    pub fn unsafe_deps(&self) -> &[String] {
        &self.unsafe_deps
    }

    /// The imports of the package's own (non-test) files, other than fmt, that depend on
    /// fmt at any depth in every build (through imports of files every build compiles): a
    /// file importing one keeps the package's place in the order Go initialises packages
    /// without its own import of fmt.
    pub fn fmt_via(&self) -> &[String] {
        &self.fmt_via
    }

    /// The name an import of `path` without a name of its own is used by, when the
    /// package declares another than the path's last element (`math/rand/v2`: rand; a
    /// `package errors` at example.com/xerr), as the package's files (tests too) import it.
    pub fn import_name(&self, path: &str) -> Option<&str> {
        self.import_names.get(path).map(String::as_str)
    }

    /// The package's assembly files, this build's and other builds' (`score_amd64.s`):
    /// code there reads memory at offsets fixed when it was written.
    pub fn assembly(&self) -> &[String] {
        &self.assembly
    }

    /// The packages of this one's module (outside the standard library, tests included)
    /// that import unsafe: a string one of them makes may reach this package by any call.
    pub fn module_unsafe(&self) -> &[String] {
        &self.module_unsafe
    }

    /// What a package of [`Self::module_unsafe`] does: "uses unsafe or assembly", or
    /// how it does so otherwise (`uses unsafe or assembly in codec_fast.go, a file another
    /// build compiles`; `depends on example.com/zc, outside the module, which uses unsafe
    /// or assembly`).
    pub fn module_unsafe_why(&self, path: &str) -> &str {
        self.module_unsafe_why
            .get(path)
            .map_or("uses unsafe or assembly", String::as_str)
    }

    /// Where the packages of this one's module (outside the standard library, tests left
    /// out) first call recover(): a panic in this package's code may be recovered there,
    /// whichever way the calls go.
    pub fn module_recover(&self) -> &[RecoverSite] {
        &self.module_recover
    }

    /// The minor release of the module's go line (`go 1.22` gives 22): every toolchain
    /// that builds the module is at least that release.
    pub fn go_minor(&self) -> Option<u32> {
        let version = self.go_version.as_deref()?.strip_prefix("1.")?;
        version.split('.').next()?.parse().ok()
    }
}

const USE_RECEIVER: i64 = 1;
const USE_LOCAL: i64 = 2;
const USE_INDIRECT: i64 = 4;
const USE_BESIDE_NIL: i64 = 8;
const USE_BESIDE_OTHER_TYPE: i64 = 16;

/// One use of a census subject, as the facts program classified it where it stands (see
/// the census in `unbox_facts.go` and [`crate::passes::census`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Use<'f> {
    /// The file's name (no folder), as in the package's facts.
    pub file: &'f str,
    /// Byte range of the expression.
    pub start: usize,
    pub end: usize,
    /// The type name (declared in the package) the expression is, points to or holds.
    pub subject: &'f str,
    /// What the expression does where it stands: `iface`, `arg`, `assign`, `return`,
    /// `method_value`, `compare`, …
    pub role: &'f str,
    /// With what: the callee (`fmt.Sprintf`), the destination (`field`, `global`), the
    /// method name.
    pub detail: Option<&'f str>,
    /// The expression is the receiver of the method it is in.
    pub receiver: bool,
    /// The expression names a function's own variable.
    pub local: bool,
    /// Its type holds the subject (a slice of them, a struct with one) rather than being
    /// it or pointing to it.
    pub indirect: bool,
    /// An argument converted to an interface in a call with the untyped nil among its
    /// other arguments (`reflect.DeepEqual(o, nil)`).
    pub beside_nil: bool,
    /// One of the two values `reflect.DeepEqual` (or testify's `Equal`) compares, the
    /// other of another static type (another family, an `any`, an `error`).
    pub beside_other_type: bool,
    /// For a conversion to an interface, the interface type (full path spelling).
    pub target: Option<&'f str>,
    /// The expression's type (full path spelling).
    pub ty: Option<&'f str>,
    /// For a use in another package, which unbox has not read: its 1-based line and byte
    /// column (`file` is then the file's path), and its text.
    pub position: Option<(usize, usize)>,
    pub text: Option<&'f str>,
}

impl<'f> FileTypes<'f> {
    /// The import path of the file's package.
    pub fn package_path(&self) -> &'f str {
        &self.package.path
    }

    /// The object an `identifier`, `type_identifier`, `field_identifier` or
    /// `package_identifier` node denotes.
    pub fn object(&self, ident: Node) -> Option<Object<'f>> {
        let row = self.facts.ident(ident.start_byte())?;
        let p = self.package;
        let declared = usize::try_from(row[5])
            .ok()
            .and_then(|f| p.names.get(f))
            .zip(usize::try_from(row[6]).ok())
            .map(|(f, off)| (f.as_str(), off));
        Some(Object {
            kind: ObjectKind::parse(p.string(row[1]).unwrap_or_default()),
            ty: p.string(row[2]),
            owner: p.string(row[3]),
            package: p.string(row[4]),
            declared,
        })
    }

    /// Why the identifier at `ident` may denote another thing, or a thing of another
    /// type, in a build the type checker did not see: a file of another package that
    /// this build leaves out declares it (or its type's name) again (`h_wide.go, a file
    /// of example.com/fd this build leaves out (a build constraint), declares fd.Handle
    /// again`), or, for a method promoted through an embedded field, declares the method
    /// on the selecting type itself. The package's own files of other builds are read
    /// by the passes.
    pub fn per_build(&self, ident: Node) -> Option<&'f str> {
        let start = i64::try_from(ident.start_byte()).ok()?;
        let rows = &self.facts.per_build;
        let at = rows.binary_search_by_key(&start, |r| r[0]).ok()?;
        self.package.string(rows[at][1])
    }

    /// The name each imported package is used by in the file, by path, as the type
    /// checker resolved the file's package identifiers (`rand` for `math/rand/v2`, a
    /// package's declared name where its path ends otherwise). `text` is the file's text.
    /// An import the file never selects through is not listed.
    pub fn package_names(&self, text: &'f str) -> Vec<(&'f str, &'f str)> {
        let p = self.package;
        self.facts
            .idents
            .iter()
            .filter(|row| p.string(row[1]) == Some("pkg"))
            .filter_map(|row| {
                let start = usize::try_from(row[0]).ok()?;
                let rest = text.get(start..)?;
                let end = rest
                    .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                    .unwrap_or(rest.len());
                // A blank or dot import names nothing the file selects through.
                let name = &rest[..end];
                (!name.is_empty() && name != "_").then_some((p.string(row[4])?, name))
            })
            .collect()
    }

    /// The type checker's view of an expression node (parentheses included as written).
    pub fn expr(&self, node: Node) -> Option<Expr<'f>> {
        let row = self.facts.expr(node.start_byte(), node.end_byte())?;
        let p = self.package;
        let mode = p.string(row[2]).unwrap_or_default();
        Some(Expr {
            small: mode.strip_prefix("const:").and_then(|v| v.parse().ok()),
            mode: Mode::parse(mode),
            ty: p.string(row[3]),
            info: usize::try_from(row[3]).ok().and_then(|i| p.infos.get(&i)),
        })
    }

    /// The static type of an expression, with full package paths.
    pub fn type_of(&self, node: Node) -> Option<&'f str> {
        self.expr(node).and_then(|e| e.ty)
    }

    /// What a call-shaped node is, judged by its callee (`function` of a call, `type` of a
    /// `type_conversion_expression`).
    pub fn call_kind(&self, callee: Node) -> Option<CallKind<'f>> {
        let callee = self.expr(callee)?;
        Some(match callee.mode {
            Mode::Type => CallKind::Conversion(callee.ty.unwrap_or_default()),
            Mode::Builtin => CallKind::Builtin,
            _ => CallKind::Call,
        })
    }

    /// How boxing a type allocates, by its spelling in these facts.
    pub fn type_info(&self, ty: &str) -> Option<&'f TypeInfo> {
        self.package.type_info(ty)
    }

    /// Every type some identifier or expression of the file has, as the checker spells it.
    pub fn types_used(&self) -> Vec<&'f str> {
        let p = self.package;
        let mut indices: BTreeSet<i64> = self.facts.idents.iter().map(|r| r[2]).collect();
        indices.extend(self.facts.exprs.iter().map(|r| r[3]));
        indices.into_iter().filter_map(|i| p.string(i)).collect()
    }

    /// The package these facts belong to.
    pub fn package(&self) -> &'f PackageFacts {
        self.package
    }
}

/// The JSON the facts program prints.
#[derive(Deserialize)]
struct Output {
    strings: Vec<String>,
    types: HashMap<String, TypeInfo>,
    packages: Vec<PackageJson>,
    errors: Vec<String>,
    #[serde(default)]
    inputs: Option<Inputs>,
    #[serde(default)]
    unlisted: Vec<String>,
    /// One package's facts on their own (`-split`), with their own strings and types.
    #[serde(default)]
    fragment: bool,
    /// The last document of a `-split` answer: its packages carry only the module-wide
    /// fields, which replace those of the fragments of the same folders.
    #[serde(default)]
    split: bool,
}

/// The package folders and go.mod files an answer of the facts program was computed from;
/// absent when it may depend on more (see [`crate::typecheck`]'s cache).
#[derive(Deserialize, Debug, Default, PartialEq, Clone)]
pub struct Inputs {
    pub dirs: Vec<std::path::PathBuf>,
    pub files: Vec<std::path::PathBuf>,
}

#[derive(Deserialize)]
struct PackageJson {
    dir: String,
    path: String,
    #[serde(default)]
    error: Option<String>,
    generic: Vec<String>,
    #[serde(default)]
    methods: Option<BTreeMap<String, Vec<MethodFact>>>,
    #[serde(default)]
    implementers: Option<BTreeMap<String, Vec<String>>>,
    #[serde(default)]
    census: Vec<String>,
    #[serde(default)]
    foreign: Vec<ForeignJson>,
    #[serde(default)]
    foreign_errors: Vec<String>,
    #[serde(default)]
    other_build: Vec<OtherBuildUse>,
    #[serde(default)]
    unsafe_deps: Vec<String>,
    #[serde(default)]
    fmt_via: Vec<String>,
    #[serde(default)]
    import_names: BTreeMap<String, String>,
    #[serde(default)]
    assembly: Vec<String>,
    #[serde(default)]
    module_unsafe: Vec<String>,
    #[serde(default)]
    module_unsafe_why: BTreeMap<String, String>,
    #[serde(default)]
    module_recover: Vec<RecoverSite>,
    #[serde(default)]
    go_version: Option<String>,
    files: Vec<FileJson>,
}

#[derive(Deserialize)]
struct ForeignJson {
    path: String,
    uses: Packed<11>,
}

#[derive(Deserialize)]
struct FileJson {
    name: String,
    #[serde(default)]
    error: Option<String>,
    #[serde(default)]
    idents: Packed<7>,
    #[serde(default)]
    exprs: Packed<4>,
    #[serde(default)]
    uses: Packed<8>,
    #[serde(default)]
    per_build: Packed<2>,
}

/// Rows of `N` numbers as the facts program prints them: one base64 string (standard
/// alphabet, padded) of every number, row after row, each a signed varint as Go's
/// encoding/binary writes it (zigzag, 7 bits a byte, low bits first). Read back as JSON
/// numbers, they cost a run more than the rest of a kept answer.
#[derive(Debug, Default)]
struct Packed<const N: usize>(Vec<[i64; N]>);

impl<'de, const N: usize> Deserialize<'de> for Packed<N> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Rows<const N: usize>;
        impl<const N: usize> serde::de::Visitor<'_> for Rows<N> {
            type Value = Packed<N>;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                write!(f, "rows of {N} numbers, packed in base64")
            }
            fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<Packed<N>, E> {
                use base64::Engine;
                let bytes = base64::engine::general_purpose::STANDARD
                    .decode(text)
                    .map_err(E::custom)?;
                unpack(&bytes).map(Packed).ok_or_else(|| {
                    E::custom(format!("rows of {N} numbers end mid-row or mid-number"))
                })
            }
        }
        deserializer.deserialize_str(Rows::<N>)
    }
}

/// The rows of `N` numbers packed in `bytes` (see [`Packed`]), or `None` when they stop
/// mid-row or mid-number.
fn unpack<const N: usize>(bytes: &[u8]) -> Option<Vec<[i64; N]>> {
    let mut numbers = Vec::with_capacity(bytes.len() / 2);
    let (mut value, mut shift) = (0u64, 0u32);
    for &byte in bytes {
        if shift > 63 {
            return None;
        }
        value |= u64::from(byte & 0x7f) << shift;
        if byte & 0x80 != 0 {
            shift += 7;
            continue;
        }
        // Zigzag: 0, -1, 1, -2, … are 0, 1, 2, 3, …
        numbers.push((value >> 1) as i64 ^ -((value & 1) as i64));
        (value, shift) = (0, 0);
    }
    if shift != 0 || numbers.len() % N != 0 {
        return None;
    }
    Some(
        numbers
            .chunks_exact(N)
            .map(|row| std::array::from_fn(|i| row[i]))
            .collect(),
    )
}

/// One package's answer from the facts program: its folder as the go tool reports it and
/// what is known of its types.
pub struct Answer {
    pub dir: std::path::PathBuf,
    pub types: Types,
}

/// The facts program's answer, read.
pub struct Parsed {
    /// The packages the go command listed.
    pub answers: Vec<Answer>,
    /// What the answer was computed from, when the program says.
    pub inputs: Option<Inputs>,
    /// Why a package asked about was placed in no folder (go list's first such error),
    /// said for every folder the answer leaves out.
    pub unlisted: Option<String>,
}

/// Reads the facts program's JSON. Request-wide errors come back as `Err`; a package that
/// does not type-check comes back as [`Types::Unknown`] with the checker's first error.
/// `say` rewrites each error message (to name files as the user named their folder).
pub fn parse_output(json: &[u8], say: &(dyn Fn(&str) -> String + Sync)) -> Result<Parsed, String> {
    let mut documents = Vec::new();
    for document in serde_json::Deserializer::from_slice(json).into_iter::<Output>() {
        documents.push(document.map_err(|e| format!("unreadable type facts: {e}"))?);
    }
    let last = documents
        .pop()
        .ok_or_else(|| "unreadable type facts: no answer".to_string())?;
    if let Some(first) = last.errors.first() {
        return Err(say(first));
    }
    let (inputs, unlisted) = (last.inputs.clone(), last.unlisted.first().map(|e| say(e)));
    let packages: Vec<(PackageJson, Arc<Tables>)> = if last.split {
        // The module-wide fields of this run replace those a kept fragment was written
        // with; a fragment of a folder this run did not list is no answer.
        let mut wide: HashMap<String, PackageJson> = last
            .packages
            .into_iter()
            .map(|p| (p.dir.clone(), p))
            .collect();
        documents
            .into_iter()
            .filter(|d| d.fragment)
            .flat_map(|d| {
                let (packages, tables) = Tables::of(d);
                packages.into_iter().map(move |p| (p, Arc::clone(&tables)))
            })
            .filter_map(|(mut p, tables)| {
                let stub = wide.remove(&p.dir)?;
                p.other_build = stub.other_build;
                p.unsafe_deps = stub.unsafe_deps;
                p.fmt_via = stub.fmt_via;
                p.assembly = stub.assembly;
                p.module_unsafe = stub.module_unsafe;
                p.module_unsafe_why = stub.module_unsafe_why;
                p.module_recover = stub.module_recover;
                Some((p, tables))
            })
            .collect()
    } else {
        let (packages, tables) = Tables::of(last);
        packages
            .into_iter()
            .map(|p| (p, Arc::clone(&tables)))
            .collect()
    };
    // Decoded package by package on every core: over the standard library this was a
    // serial step between parsing and the passes.
    let answers = packages
        .into_par_iter()
        .map(|(p, tables)| {
            let Tables {
                strings,
                positions,
                infos,
            } = &*tables;
            let types = match p.error.filter(|e| !e.is_empty()) {
                Some(error) => {
                    Types::Unknown(format!("the package does not type-check: {}", say(&error)))
                }
                None => {
                    let names = p.files.iter().map(|f| f.name.clone()).collect();
                    let files = p
                        .files
                        .into_iter()
                        .map(|f| {
                            let facts = FileFacts {
                                error: f.error.as_deref().map(say),
                                idents: one_per_place(f.idents.0, |r| r[0]),
                                exprs: one_per_place(f.exprs.0, |r| (r[0], r[1])),
                                uses: f.uses.0,
                                per_build: one_per_place(f.per_build.0, |r| r[0]),
                            };
                            (f.name, facts)
                        })
                        .collect();
                    Types::Known(Arc::new(PackageFacts {
                        path: p.path,
                        generic: p.generic.into_iter().collect(),
                        methods: p.methods.unwrap_or_default(),
                        implementers: p.implementers.unwrap_or_default(),
                        strings: Arc::clone(strings),
                        positions: Arc::clone(positions),
                        infos: Arc::clone(infos),
                        names,
                        files,
                        census: p.census,
                        foreign: p
                            .foreign
                            .into_iter()
                            .map(|f| (say(&f.path), f.uses.0))
                            .collect(),
                        foreign_errors: p.foreign_errors,
                        other_build: p
                            .other_build
                            .into_iter()
                            .map(|u| OtherBuildUse {
                                path: say(&u.path.to_string_lossy()).into(),
                                module: u.module.map(|m| say(&m.to_string_lossy()).into()),
                                ..u
                            })
                            .collect(),
                        unsafe_deps: p.unsafe_deps,
                        fmt_via: p.fmt_via,
                        import_names: p.import_names,
                        assembly: p.assembly,
                        module_unsafe: p.module_unsafe,
                        module_unsafe_why: p.module_unsafe_why,
                        module_recover: p
                            .module_recover
                            .into_iter()
                            .map(|r| RecoverSite {
                                path: say(&r.path.to_string_lossy()).into(),
                                ..r
                            })
                            .collect(),
                        go_version: p.go_version,
                    }))
                }
            };
            Answer {
                dir: p.dir.into(),
                types,
            }
        })
        .collect();
    Ok(Parsed {
        answers,
        inputs,
        unlisted,
    })
}

/// One document's strings and type descriptions, which its packages' rows name by index.
struct Tables {
    strings: Arc<Vec<String>>,
    positions: Arc<HashMap<String, usize>>,
    infos: Arc<HashMap<usize, TypeInfo>>,
}

impl Tables {
    /// A document's packages, and the tables they share.
    fn of(output: Output) -> (Vec<PackageJson>, Arc<Tables>) {
        let positions: HashMap<String, usize> = output
            .strings
            .iter()
            .enumerate()
            .map(|(i, s)| (s.clone(), i))
            .collect();
        let infos: HashMap<usize, TypeInfo> = output
            .types
            .into_iter()
            .filter_map(|(k, v)| Some((k.parse().ok()?, v)))
            .collect();
        let tables = Tables {
            strings: Arc::new(output.strings),
            positions: Arc::new(positions),
            infos: Arc::new(infos),
        };
        (output.packages, Arc::new(tables))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Packed rows read back as Go's encoding/binary wrote them: signed varints, zigzag
    /// (0, -1, 1, -2 are 0, 1, 2, 3), seven bits a byte with the high bit saying more
    /// follow; a text stopping mid-number or mid-row is refused, not misread.
    #[test]
    fn packed_rows_read_back_as_go_wrote_them() {
        // 300 is zigzag 600 = 0b100_1011000: 0xd8, then 0x04. -300 is 599: 0xd7, 0x04.
        let bytes = [0x00, 0x01, 0x02, 0x03, 0xd8, 0x04, 0xd7, 0x04];
        assert_eq!(
            unpack::<2>(&bytes),
            Some(vec![[0, -1], [1, -2], [300, -300]])
        );
        assert_eq!(unpack::<3>(&bytes), Some(vec![[0, -1, 1], [-2, 300, -300]]));
        assert_eq!(
            unpack::<4>(&bytes),
            None,
            "six numbers are not rows of four"
        );
        assert_eq!(unpack::<1>(&bytes[..5]), None, "stops mid-number");
        let max = [0xfe, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01];
        let min = [0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01];
        assert_eq!(unpack::<1>(&max), Some(vec![[i64::MAX]]));
        assert_eq!(unpack::<1>(&min), Some(vec![[i64::MIN]]));
        let packed = serde_json::from_str::<Packed<2>>("\"AAECA9gE1wQ=\"").expect("packed rows");
        assert_eq!(packed.0, vec![[0, -1], [1, -2], [300, -300]]);
        assert!(serde_json::from_str::<Packed<2>>("\"not base64!\"").is_err());
    }
}
