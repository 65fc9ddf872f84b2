//! Go source as tree-sitter trees: one [`SourceFile`] per file, grouped into a [`Package`].
//!
//! Passes read packages through this module and nothing else. Parsing never fails: a file
//! with broken syntax still yields a tree, and [`SourceFile::syntax_errors`] lists where it
//! broke so the driver can refuse the package before any pass sees it.
//!
//! Invariant: this module never touches the file system; texts come in as strings.

pub mod index;
pub mod outline;
pub mod spacing;

use std::ops::Range;
use std::path::{Path, PathBuf};
use tree_sitter::{Node, Parser, Point, Range as TsRange, Tree};

/// A position in a file as people read it: 1-based line, 1-based column counted in bytes
/// (the convention of `go vet` and gofmt's error messages).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub struct Position {
    pub line: usize,
    pub column: usize,
}

/// Where a syntax error sits and what tree-sitter made of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SyntaxError {
    pub position: Position,
    /// `true` when tree-sitter inserted a token that is not in the text (a MISSING node).
    pub missing: bool,
}

/// What tree-sitter's `Node::kind` and `Node::child_by_field_name` answer, without their
/// cost. `kind` reads the symbol's C name and checks it is UTF-8 on every call (3.8
/// million calls over the standard library: 2.4% of a run's instructions), and
/// `child_by_field_name` finds the field's id by comparing the name with each of the
/// grammar's field names in turn (2.7%). Both tables are built once from the grammar.
pub trait NodeExt<'t> {
    /// The node's kind, as `Node::kind` spells it.
    fn kind_name(&self) -> &'static str;
    /// The child in field `name`, as `Node::child_by_field_name` finds it.
    fn field(&self, name: &str) -> Option<Node<'t>>;
}

impl<'t> NodeExt<'t> for Node<'t> {
    fn kind_name(&self) -> &'static str {
        kinds()
            .get(usize::from(self.kind_id()))
            .copied()
            .unwrap_or_else(|| self.kind())
    }

    fn field(&self, name: &str) -> Option<Node<'t>> {
        match fields().get(name) {
            Some(id) => self.child_by_field_id(*id),
            None => self.child_by_field_name(name),
        }
    }
}

/// Every node kind of the grammar, by kind id.
fn kinds() -> &'static [&'static str] {
    static KINDS: std::sync::OnceLock<Vec<&'static str>> = std::sync::OnceLock::new();
    KINDS.get_or_init(|| {
        let language: tree_sitter::Language = unbox_go_grammar::LANGUAGE.into();
        (0..language.node_kind_count())
            .map(|id| {
                u16::try_from(id)
                    .ok()
                    .and_then(|id| language.node_kind_for_id(id))
                    .unwrap_or("")
            })
            .collect()
    })
}

/// Every field name of the grammar, with its id.
fn fields() -> &'static foldhash::HashMap<&'static str, u16> {
    static FIELDS: std::sync::OnceLock<foldhash::HashMap<&'static str, u16>> =
        std::sync::OnceLock::new();
    FIELDS.get_or_init(|| {
        let language: tree_sitter::Language = unbox_go_grammar::LANGUAGE.into();
        (1..=language.field_count())
            .filter_map(|id| {
                let id = u16::try_from(id).ok()?;
                Some((language.field_name_for_id(id)?, id))
            })
            .collect()
    })
}

/// Creates a parser for Go. The grammar (tree-sitter-go's, kept in `src/grammar`) is
/// compiled in, so only an ABI mismatch between it and the tree-sitter core can make this
/// fail, and that is a build bug.
pub fn go_parser() -> Parser {
    let mut parser = Parser::new();
    parser
        .set_language(&unbox_go_grammar::LANGUAGE.into())
        .expect("the Go grammar's ABI is supported by the tree-sitter core we link");
    parser
}

/// One parsed `.go` file. `path` is how the user will see it (relative when they gave a
/// relative path); byte offsets everywhere refer to `text`.
pub struct SourceFile {
    pub path: PathBuf,
    pub text: String,
    pub tree: Tree,
    /// Top-level declarations left out of `tree` because no pass can need them (see
    /// [`outline::needed_declarations`]); `None` when the whole text was parsed.
    pub left_out: Option<LeftOut>,
    line_starts: Vec<usize>,
    /// [`SourceFile::identifiers`], read on first use.
    identifiers: std::sync::OnceLock<foldhash::HashSet<Box<str>>>,
}

/// What a pass may still need of the declarations a file's tree leaves out: the
/// package-level names they declare (a new name must not collide with one). The engine's
/// first parse, which passes see only through
/// [`Declarations`](crate::passes::Declarations), gives the bytes alone.
#[derive(Debug, Clone, Default)]
pub struct LeftOut {
    /// Bytes of the text the tree does not cover.
    pub ranges: Vec<Range<usize>>,
    /// Package-level names (functions, variables, constants) declared there; types are
    /// never left out.
    pub names: Vec<String>,
    /// Which of `names` are functions (the others may hold function values).
    pub funcs: Vec<String>,
    /// Names of the methods left out (of types no pass looks at).
    pub methods: Vec<String>,
    /// What each function and method left out can call, from its outline.
    pub bodies: Vec<UnparsedBody>,
}

/// A function, method or function-holding variable left unparsed, as far as calls go: no
/// tree covers it, yet a traversal that calls it runs whatever it calls (see
/// `passes/records/writers.rs`).
#[derive(Debug, Clone)]
pub struct UnparsedBody {
    /// The function's, method's or variable's name.
    pub name: String,
    /// The names of package functions, methods and function-holding variables it spells
    /// (called or passed on).
    pub calls: Vec<String>,
    /// It may call a function value it was handed: a signature spelling `func` or a type
    /// that does, or a variable that may hold a function.
    pub takes_func: bool,
    /// It may let other goroutines run: it spells `<-`, `select`, `go`, or a lock
    /// release, wait or sleep.
    pub yields: bool,
}

impl SourceFile {
    /// Parses `text`. Never fails: errors become ERROR/MISSING nodes in the tree.
    pub fn parse(path: PathBuf, text: String) -> SourceFile {
        Self::parse_with(&mut go_parser(), path, text)
    }

    /// Like [`SourceFile::parse`] with a caller-owned parser, so a worker thread can reuse one.
    pub fn parse_with(parser: &mut Parser, path: PathBuf, text: String) -> SourceFile {
        Self::parse_part(parser, path, text, None)
    }

    /// Parses only the parts of `text` not in `left_out` (whole top-level declarations, so
    /// the rest reads as a Go file of its own). Byte offsets stay those of the whole text.
    pub fn parse_part(
        parser: &mut Parser,
        path: PathBuf,
        text: String,
        left_out: Option<LeftOut>,
    ) -> SourceFile {
        // memchr's search, not `match_indices`: over the standard library this was 2% of
        // a run's instructions.
        let line_starts: Vec<usize> = std::iter::once(0)
            .chain(memchr::memchr_iter(b'\n', text.as_bytes()).map(|i| i + 1))
            .collect();
        Self::parse_lines(parser, path, text, line_starts, left_out, None)
    }

    /// This file parsed again with other parts left out, reusing its tree: tree-sitter
    /// parses again only where the parts read differ, and keeps the subtrees of the
    /// declarations both read, which come out as a fresh parse would give them.
    pub fn reparse(self, parser: &mut Parser, left_out: Option<LeftOut>) -> SourceFile {
        let SourceFile {
            path,
            text,
            tree,
            line_starts,
            ..
        } = self;
        Self::parse_lines(parser, path, text, line_starts, left_out, Some(&tree))
    }

    /// Parses `text`, whose lines start at `line_starts`, leaving out `left_out` and
    /// reusing `old`, a tree of the same text.
    fn parse_lines(
        parser: &mut Parser,
        path: PathBuf,
        text: String,
        line_starts: Vec<usize>,
        left_out: Option<LeftOut>,
        old: Option<&Tree>,
    ) -> SourceFile {
        let point = |byte: usize| {
            let row = line_starts.partition_point(|&s| s <= byte) - 1;
            Point::new(row, byte - line_starts[row])
        };
        let mut included = Vec::new();
        let mut at = 0;
        for skip in left_out.iter().flat_map(|l| l.ranges.iter()) {
            if skip.start > at {
                included.push(at..skip.start);
            }
            at = skip.end;
        }
        if at < text.len() || included.is_empty() {
            included.push(at..text.len().max(at));
        }
        let ranges: Vec<TsRange> = included
            .iter()
            .map(|r| TsRange {
                start_byte: r.start,
                end_byte: r.end,
                start_point: point(r.start),
                end_point: point(r.end),
            })
            .collect();
        let partial = left_out.is_some();
        if partial {
            parser
                .set_included_ranges(&ranges)
                .expect("the ranges are ordered and do not overlap");
        }
        let tree = parser
            .parse(&text, old)
            .expect("parsing only stops early on a timeout or cancellation, and we set neither");
        if partial {
            parser
                .set_included_ranges(&[])
                .expect("an empty list restores the whole document");
        }
        SourceFile {
            path,
            text,
            tree,
            left_out,
            line_starts,
            identifiers: std::sync::OnceLock::new(),
        }
    }

    /// Every identifier the file spells, in its tree and in the declarations left
    /// unparsed alike (keywords included; not in comments or literals). Read once: the
    /// records pass asks it of each file importing unsafe from several places.
    pub fn identifiers(&self) -> &foldhash::HashSet<Box<str>> {
        self.identifiers.get_or_init(|| {
            // Lexing the text is several times faster than walking its tree, and says the
            // same of valid Go (keywords aside, which name nothing a pass asks about).
            if let Some(words) = outline::all_identifiers(&self.text) {
                return words.into_iter().map(Box::from).collect();
            }
            let parsed = descendants(self.tree.root_node())
                .filter(|n| {
                    matches!(
                        n.kind_name(),
                        "identifier"
                            | "type_identifier"
                            | "field_identifier"
                            | "package_identifier"
                    )
                })
                .map(|n| self.text_of(n));
            let unparsed = self
                .left_out
                .iter()
                .flat_map(|l| &l.ranges)
                .flat_map(|r| outline::identifiers(&self.text[r.clone()]));
            parsed.chain(unparsed).map(Box::from).collect()
        })
    }

    /// The file's text between a node's bytes.
    pub fn text_of(&self, node: Node) -> &str {
        &self.text[node.byte_range()]
    }

    /// The name in the `package` clause, if the file has one.
    pub fn package_name(&self) -> Option<&str> {
        let root = self.tree.root_node();
        let mut cursor = root.walk();
        let clause = root
            .named_children(&mut cursor)
            .find(|n| n.kind_name() == "package_clause")?;
        let mut cursor = clause.walk();
        let name = clause
            .named_children(&mut cursor)
            .find(|n| n.kind_name() == "package_identifier")?;
        Some(self.text_of(name))
    }

    /// Whether this is a `_test.go` file, which `go build` ignores and `go test` compiles.
    pub fn is_test(&self) -> bool {
        self.file_name().ends_with("_test.go")
    }

    /// The file's name without its folder (`dial_windows.go`).
    pub fn file_name(&self) -> &str {
        self.path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default()
    }

    /// The 1-based line and column of a byte offset.
    pub fn position(&self, byte: usize) -> Position {
        let line = self.line_starts.partition_point(|&s| s <= byte);
        let start = self.line_starts[line.saturating_sub(1)];
        Position {
            line: line.max(1),
            column: byte - start + 1,
        }
    }

    /// The leading white space of the line holding `byte` (up to `byte`), to indent text
    /// inserted on that line's level.
    pub fn line_indent(&self, byte: usize) -> &str {
        let start = self.text[..byte].rfind('\n').map_or(0, |i| i + 1);
        let line = &self.text[start..];
        let width = line.len() - line.trim_start_matches([' ', '\t']).len();
        &line[..width.min(byte - start)]
    }

    /// Every ERROR and MISSING node, in source order. Cheap when there are none: tree-sitter
    /// flags the root, so clean files are not walked.
    pub fn syntax_errors(&self) -> Vec<SyntaxError> {
        let root = self.tree.root_node();
        if !root.has_error() {
            return Vec::new();
        }
        descendants(root)
            .filter(|n| n.is_error() || n.is_missing())
            .map(|n| SyntaxError {
                position: self.position(n.start_byte()),
                missing: n.is_missing(),
            })
            .collect()
    }
}

/// True when a file carries Go's generated-code marker (a line `// Code generated … DO
/// NOT EDIT.`) in a comment before its package clause, as go/ast.IsGenerated has it
/// (go.dev/s/generatedcode): tools must not edit such a file (the generator would undo
/// the change). The same line further down does not make a file generated.
pub fn is_generated(text: &str) -> bool {
    // Only the comments above the package clause are read, however long the file.
    comments_before_code(text).any(|comment| {
        // Go's scanner drops carriage returns from a comment's text.
        let comment = comment.replace('\r', "");
        comment.split('\n').any(|line| {
            line.strip_prefix(PREFIX)
                .is_some_and(|rest| rest.ends_with(" DO NOT EDIT."))
        })
    })
}

/// How the marker line starts; what follows it up to ` DO NOT EDIT.` names the generator.
const PREFIX: &str = "// Code generated ";

/// The comments before a Go file's first other text (its package clause), each whole
/// (`//` up to the line's end, `/*` to `*/`), after a byte-order mark if there is one.
fn comments_before_code(text: &str) -> impl Iterator<Item = &str> {
    let bytes = text.as_bytes();
    let mut at = if bytes.starts_with(&[0xEF, 0xBB, 0xBF]) {
        3
    } else {
        0
    };
    std::iter::from_fn(move || {
        while at < bytes.len() && matches!(bytes[at], b' ' | b'\t' | b'\r' | b'\n') {
            at += 1;
        }
        let start = at;
        let end = match bytes.get(at..at + 2)? {
            b"//" => memchr::memchr(b'\n', &bytes[at..]).map_or(bytes.len(), |n| at + n),
            b"/*" => memchr::memmem::find(&bytes[at + 2..], b"*/")
                .map_or(bytes.len(), |n| at + 2 + n + 2),
            _ => return None,
        };
        at = end;
        text.get(start..end)
    })
}

/// Where `needle` starts in `text`, first to last, not overlapping: what
/// `text.match_indices(needle)` gives, several times faster (SIMD). The byte-level
/// pre-filters search all of a tree's text this way before anything is parsed.
pub fn occurrences<'t>(text: &'t str, needle: &'t str) -> impl Iterator<Item = usize> + 't {
    memchr::memmem::find_iter(text.as_bytes(), needle.as_bytes())
}

/// True when a file's build constraint contains the `ignore` tag (`//go:build ignore`, or
/// the older `// +build ignore`): the go tool never builds such files (they are usually
/// `package main` generators kept beside a package), so they are not part of the package.
pub fn is_build_ignored(text: &str) -> bool {
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with("package ") {
            return false;
        }
        let constraint = line
            .strip_prefix("//go:build ")
            .or_else(|| line.strip_prefix("// +build "));
        if let Some(expr) = constraint {
            let ignored = expr
                .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '.'))
                .any(|tag| tag == "ignore");
            if ignored {
                return true;
            }
        }
    }
    false
}

/// Whether a file has any build constraint (`//go:build …` before the package clause).
pub fn has_build_constraint(text: &str) -> bool {
    text.lines()
        .map(str::trim)
        .take_while(|l| !l.starts_with("package "))
        .any(|l| l.starts_with("//go:build ") || l.starts_with("// +build "))
}

/// All files of one Go package in one directory: `files` share the package clause (tests of
/// the same package included, since they see unexported names); `external_tests` are the
/// `package x_test` files, which only see exported names but still use them.
pub struct Package {
    pub dir: PathBuf,
    pub name: String,
    pub files: Vec<SourceFile>,
    pub external_tests: Vec<SourceFile>,
    /// What Go's type checker says of the package, or why nothing is known; attached by
    /// the engine before passes run.
    pub types: crate::types::Types,
}

impl Package {
    /// Every file, the package's own first, in a fixed order.
    pub fn all_files(&self) -> impl Iterator<Item = &SourceFile> {
        self.files.iter().chain(self.external_tests.iter())
    }

    /// Finds a file of the package by path.
    pub fn file(&self, path: &Path) -> Option<&SourceFile> {
        self.all_files().find(|f| f.path == path)
    }
}

/// Pre-order walk over a node and everything below it, with a tree cursor so that a deeply
/// nested expression cannot overflow the stack. The cursor's depth below `node` says when
/// the walk is back at it: comparing nodes at every step up cost a node's construction
/// each time, a few percent of a run over the standard library.
pub fn descendants(node: Node) -> impl Iterator<Item = Node> {
    let mut cursor = node.walk();
    let mut depth = 0usize;
    let mut done = false;
    std::iter::from_fn(move || {
        if done {
            return None;
        }
        let current = cursor.node();
        if cursor.goto_first_child() {
            depth += 1;
            return Some(current);
        }
        loop {
            if depth == 0 {
                done = true;
                return Some(current);
            }
            if cursor.goto_next_sibling() {
                return Some(current);
            }
            if !cursor.goto_parent() {
                done = true;
                return Some(current);
            }
            depth -= 1;
        }
    })
}

/// The `call_expression`s of a file whose callee's text starts with `prefix` (as
/// `reflect.`), outermost first and in source order: the order a walk over every node
/// meets them. Found from the text's occurrences of `prefix` and the few nodes that start
/// there, so a long test file is not walked node by node for a handful of calls.
pub fn calls_starting_with<'t>(file: &'t SourceFile, prefix: &str) -> Vec<Node<'t>> {
    let root = file.tree.root_node();
    let mut calls = Vec::new();
    for at in occurrences(&file.text, prefix) {
        let Some(first) = root.descendant_for_byte_range(at, at + prefix.len()) else {
            continue;
        };
        // Every node starting at `at`, innermost first: the operand, the selector, the
        // call, a selector on the call's result, the call of that, and so on.
        let mut chain = Vec::new();
        let mut node = Some(first);
        while let Some(n) = node.filter(|n| n.start_byte() == at) {
            if n.kind_name() == "call_expression"
                && n.field("function").is_some_and(|f| f.start_byte() == at)
            {
                chain.push(n);
            }
            node = n.parent();
        }
        calls.extend(chain.into_iter().rev());
    }
    calls
}

/// The function a node is in: its nearest enclosing function or method declaration or
/// function literal, as Go scopes parameters, results and locals.
pub fn enclosing_function(node: Node) -> Option<Node> {
    std::iter::successors(node.parent(), |n| n.parent()).find(|n| {
        matches!(
            n.kind_name(),
            "function_declaration" | "method_declaration" | "func_literal"
        )
    })
}

/// The callee and arguments of anything that reads as a call. tree-sitter-go parses some
/// calls and conversions as `type_conversion_expression` (`F[int](x)`, `(*T)(x)`, and a
/// final call in a file without a trailing newline), so both kinds are treated alike.
pub fn call_parts(node: Node) -> Option<(Node, Vec<Node>)> {
    match node.kind_name() {
        "call_expression" => {
            let function = node.field("function")?;
            let arguments = node.field("arguments")?;
            let mut cursor = arguments.walk();
            let args = arguments
                .named_children(&mut cursor)
                .filter(|n| n.kind_name() != "comment")
                .collect();
            Some((function, args))
        }
        "type_conversion_expression" => {
            let ty = node.field("type")?;
            let operand = node.field("operand")?;
            Some((ty, vec![operand]))
        }
        _ => None,
    }
}

/// The first line of a node's text, for a message that quotes it.
pub fn first_line_of(text: &str) -> &str {
    text.lines().next().unwrap_or(text)
}

/// The call expression whose callee is `node`, written bare or in parentheses (`f(x)`,
/// `(f)(x)`, `(*T)(x)`).
pub fn call_of_callee(node: Node) -> Option<Node> {
    let mut callee = node;
    while let Some(p) = callee
        .parent()
        .filter(|p| p.kind_name() == "parenthesized_expression")
    {
        callee = p;
    }
    callee
        .parent()
        .filter(|c| c.kind_name() == "call_expression" && c.field("function") == Some(callee))
}

/// Strips parentheses around an expression or type: `((x))` is `x`.
pub fn unparen(mut node: Node) -> Node {
    while matches!(
        node.kind_name(),
        "parenthesized_expression" | "parenthesized_type"
    ) {
        match node.named_child(0) {
            Some(inner) => node = inner,
            None => break,
        }
    }
    node
}

/// The byte Go's compiler places an expression at: in `-gcflags=-m` diagnostics and in
/// the line table that `-S` listings and pprof samples read. It is the `{` of a composite
/// literal, the `(` of a call or conversion, a binary operator, the `.` of a selector or
/// type assertion and the `[` of an index or slice; else the first byte. A multi-line
/// literal's box is on the line of its `{`, not on the line its type starts.
pub fn compiler_point(node: Node) -> usize {
    let node = unparen(node);
    let token = |kind: &str| {
        let mut cursor = node.walk();
        let found = node.children(&mut cursor).find(|c| c.kind_name() == kind);
        found
    };
    let point = match node.kind_name() {
        "composite_literal" => node.field("body"),
        "call_expression" => node.field("arguments"),
        "binary_expression" => node.field("operator"),
        "selector_expression" | "type_assertion_expression" => token("."),
        "index_expression" | "slice_expression" => token("["),
        "type_conversion_expression" => token("("),
        _ => None,
    };
    point.map_or(node.start_byte(), |n| n.start_byte())
}

/// One parameter or result of a signature, with `a, b int` expanded into two.
#[derive(Clone, Copy, Debug)]
pub struct Parameter<'t> {
    pub name: Option<Node<'t>>,
    pub ty: Node<'t>,
    pub variadic: bool,
}

/// The parameters of a `parameter_list`; a bare result type (`func f() T`) is one unnamed
/// parameter.
pub fn parameters(list: Node) -> Vec<Parameter> {
    if list.kind_name() != "parameter_list" {
        return vec![Parameter {
            name: None,
            ty: list,
            variadic: false,
        }];
    }
    let mut out = Vec::new();
    for declaration in named_children(list) {
        let Some(ty) = declaration.field("type") else {
            continue;
        };
        let variadic = declaration.kind_name() == "variadic_parameter_declaration";
        let mut cursor = declaration.walk();
        let names: Vec<Node> = declaration
            .children_by_field_name("name", &mut cursor)
            .collect();
        if names.is_empty() {
            out.push(Parameter {
                name: None,
                ty,
                variadic,
            });
        }
        out.extend(names.into_iter().map(|n| Parameter {
            name: Some(n),
            ty,
            variadic,
        }));
    }
    out
}

/// Named children that are not comments.
/// The `field_declaration`s of a `struct_type`, in order: its own fields, not those of
/// struct types nested in them. Read two levels down directly: a walk over every node of
/// the type asking each for its parent cost more (tree-sitter finds a parent from the
/// root down).
pub fn struct_fields(struct_type: Node) -> Vec<Node> {
    let mut fields = Vec::new();
    let mut cursor = struct_type.walk();
    for list in struct_type.children(&mut cursor) {
        let mut inner = list.walk();
        fields.extend(
            list.children(&mut inner)
                .filter(|n| n.kind_name() == "field_declaration"),
        );
    }
    fields
}

pub fn named_children(node: Node) -> Vec<Node> {
    let mut cursor = node.walk();
    node.named_children(&mut cursor)
        .filter(|n| n.kind_name() != "comment")
        .collect()
}

/// Go's predeclared types (`int`, `string`, `error`, `any`, …): a call naming one is a
/// conversion.
pub fn is_predeclared_type(name: &str) -> bool {
    matches!(
        name,
        "bool"
            | "string"
            | "int"
            | "int8"
            | "int16"
            | "int32"
            | "int64"
            | "uint"
            | "uint8"
            | "uint16"
            | "uint32"
            | "uint64"
            | "uintptr"
            | "byte"
            | "rune"
            | "float32"
            | "float64"
            | "complex64"
            | "complex128"
            | "error"
            | "any"
    )
}

/// Go's predeclared identifiers other than the builtin functions: types, constants and
/// `nil` (the universe scope), which a package may declare again for itself.
pub fn is_predeclared_name(name: &str) -> bool {
    matches!(
        name,
        "any"
            | "bool"
            | "byte"
            | "comparable"
            | "complex64"
            | "complex128"
            | "error"
            | "float32"
            | "float64"
            | "int"
            | "int8"
            | "int16"
            | "int32"
            | "int64"
            | "rune"
            | "string"
            | "uint"
            | "uint8"
            | "uint16"
            | "uint32"
            | "uint64"
            | "uintptr"
            | "true"
            | "false"
            | "iota"
            | "nil"
    )
}

/// Go's builtin functions (`len`, `append`, `panic`, …).
pub fn is_builtin_function(name: &str) -> bool {
    matches!(
        name,
        "append"
            | "cap"
            | "clear"
            | "close"
            | "complex"
            | "copy"
            | "delete"
            | "imag"
            | "len"
            | "make"
            | "max"
            | "min"
            | "new"
            | "panic"
            | "print"
            | "println"
            | "real"
            | "recover"
    )
}

/// Whether an identifier is exported (starts with an upper-case letter, as the Go spec says).
pub fn is_exported(name: &str) -> bool {
    name.chars().next().is_some_and(char::is_uppercase)
}

/// The names a file's imports bind (top-level import declarations only): an import's
/// alias (`.` for a dot import, `_` for a blank one), else its path's last element, which
/// is the package's name for every package whose name matches its folder.
pub fn import_names(file: &SourceFile) -> impl Iterator<Item = String> + '_ {
    named_imports(file).map(|(name, _)| name)
}

/// Each import of a file as `(name, path)`: the name it is used by (its own, or the
/// path's last element) and the path (`("tm", "time")` for `tm "time"`).
pub fn named_imports(file: &SourceFile) -> impl Iterator<Item = (String, &str)> + '_ {
    named_children(file.tree.root_node())
        .into_iter()
        .filter(|n| n.kind_name() == "import_declaration")
        .flat_map(|d| descendants(d).filter(|n| n.kind_name() == "import_spec"))
        .filter_map(move |spec| {
            let path = file.text_of(spec.field("path")?).trim_matches(['"', '`']);
            let name = match spec.field("name") {
                Some(name) => file.text_of(name).to_string(),
                None => path.rsplit('/').next().unwrap_or(path).to_string(),
            };
            Some((name, path))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every node of a tree as (kind, start, end, missing), in document order.
    fn nodes(tree: &Tree) -> Vec<(u16, usize, usize, bool)> {
        let mut out = Vec::new();
        let mut cursor = tree.walk();
        'walk: loop {
            let n = cursor.node();
            out.push((n.kind_id(), n.start_byte(), n.end_byte(), n.is_missing()));
            if cursor.goto_first_child() || cursor.goto_next_sibling() {
                continue;
            }
            loop {
                if !cursor.goto_parent() {
                    break 'walk;
                }
                if cursor.goto_next_sibling() {
                    break;
                }
            }
        }
        out
    }

    /// Parsing again with more declarations read, reusing the first tree, gives the tree a
    /// fresh parse gives: the engine does this for every file a pass needs more of.
    #[test]
    fn a_parse_reusing_a_narrower_tree_equals_a_fresh_one() {
        let text = "package a\n\ntype node struct{ next *node }\n\nfunc (n *node) last() *node {\n\tfor n.next != nil {\n\t\tn = n.next\n\t}\n\treturn n\n}\n\nvar table = []int{1, 2, 3}\n\nfunc sum() (s int) {\n\tfor _, v := range table {\n\t\ts += v\n\t}\n\treturn\n}\n";
        let method = text.find("func (n").expect("the method");
        let table = text.find("var table").expect("the table");
        let left_out = |ranges: Vec<Range<usize>>| LeftOut {
            ranges,
            ..LeftOut::default()
        };
        let mut parser = go_parser();
        let narrow = SourceFile::parse_part(
            &mut parser,
            "a.go".into(),
            text.into(),
            Some(left_out(std::iter::once(method..text.len()).collect())),
        );
        let wider = Some(left_out(std::iter::once(table..text.len()).collect()));
        let narrow_nodes = nodes(&narrow.tree);
        let reused = narrow.reparse(&mut parser, wider.clone());
        let fresh = SourceFile::parse_part(&mut parser, "a.go".into(), text.into(), wider);
        assert_eq!(nodes(&reused.tree), nodes(&fresh.tree));
        assert!(nodes(&reused.tree).len() > narrow_nodes.len());
        let whole = reused.reparse(&mut parser, None);
        assert_eq!(
            nodes(&whole.tree),
            nodes(&SourceFile::parse("a.go".into(), text.into()).tree)
        );
        assert!(whole.syntax_errors().is_empty());
    }

    #[test]
    fn grammar_loads_and_parses_go() {
        let file = SourceFile::parse("a.go".into(), "package a\n\nfunc f() {}\n".into());
        assert_eq!(file.package_name(), Some("a"));
        assert!(file.syntax_errors().is_empty());
        assert_eq!(file.tree.root_node().kind_name(), "source_file");
    }

    #[test]
    fn syntax_errors_are_positioned() {
        let file = SourceFile::parse("a.go".into(), "package a\n\nfunc f( {\n".into());
        let errors = file.syntax_errors();
        assert!(!errors.is_empty());
        assert_eq!(errors[0].position.line, 3);
    }

    #[test]
    fn positions_are_one_based() {
        let file = SourceFile::parse("a.go".into(), "package a\nvar x = 1\n".into());
        assert_eq!(file.position(0), Position { line: 1, column: 1 });
        assert_eq!(file.position(14), Position { line: 2, column: 5 });
    }

    #[test]
    fn generated_marker_must_be_a_whole_line() {
        assert!(is_generated(
            "// Code generated by stringer; DO NOT EDIT.\n\npackage a\n"
        ));
        assert!(!is_generated(
            "// This is not Code generated ... DO NOT EDIT.\npackage a\n"
        ));
        assert!(is_generated(
            "// Copyright\r\n\r\n// Code generated by go generate; DO NOT EDIT.\r\npackage a\r\n"
        ));
        assert!(!is_generated(
            "package a\n\n// Code generated by hand; DO NOT EDIT. Really.\n"
        ));
    }

    #[test]
    fn generated_marker_counts_before_the_package_clause_only() {
        // After a license header and a block comment: generated.
        assert!(is_generated(
            "// Copyright 2026\n/* license\n*/\n// Code generated by protoc-gen-go. DO NOT EDIT.\npackage pb\n"
        ));
        // After the package clause, or as the file's last line: not, as go/ast says.
        assert!(!is_generated(
            "package gen\n\n// Code generated by stringer. DO NOT EDIT.\n\nimport \"fmt\"\n"
        ));
        assert!(!is_generated(
            "package gen\n\nvar x = 1\n// Code generated by hand. DO NOT EDIT.\n"
        ));
        // go/ast reads the lines of a block comment before the clause too.
        assert!(is_generated(
            "/*\n// Code generated x. DO NOT EDIT.\n*/\npackage a\n"
        ));
    }

    #[test]
    fn generated_marker_is_read_as_go_ast_reads_it() {
        // A line comment after a block comment on the same line is a comment of its own.
        assert!(is_generated(
            "/* a */ // Code generated by tool. DO NOT EDIT.\npackage gen\n"
        ));
        // After a byte-order mark, which Go's scanner skips.
        assert!(is_generated(
            "\u{feff}// Code generated by x. DO NOT EDIT.\npackage gen\n"
        ));
        // No generator named: the text after the prefix must end in ` DO NOT EDIT.`.
        assert!(!is_generated(
            "// Code generated DO NOT EDIT.\npackage gen\n"
        ));
        assert!(is_generated(
            "// Code generated  DO NOT EDIT.\npackage gen\n"
        ));
    }

    #[test]
    fn build_ignore_is_recognised_before_the_package_clause_only() {
        assert!(is_build_ignored("//go:build ignore\n\npackage main\n"));
        assert!(is_build_ignored("// +build ignore\n\npackage main\n"));
        assert!(is_build_ignored(
            "//go:build linux && ignore\n\npackage main\n"
        ));
        assert!(!is_build_ignored("//go:build linux\n\npackage a\n"));
        assert!(!is_build_ignored("//go:build ignore_vet\n\npackage a\n"));
        assert!(!is_build_ignored("package a\n\n//go:build ignore\n"));
    }

    #[test]
    fn parameters_expand_shared_types() {
        let file = SourceFile::parse(
            "a.go".into(),
            "package a\nfunc f(a, b int, c ...string) (int, error) { return 0, nil }\n".into(),
        );
        let func = file.tree.root_node().named_child(1).expect("the function");
        let params = parameters(func.field("parameters").expect("params"));
        let shown: Vec<(Option<&str>, &str, bool)> = params
            .iter()
            .map(|p| {
                (
                    p.name.map(|n| file.text_of(n)),
                    file.text_of(p.ty),
                    p.variadic,
                )
            })
            .collect();
        assert_eq!(
            shown,
            [
                (Some("a"), "int", false),
                (Some("b"), "int", false),
                (Some("c"), "string", true)
            ]
        );
        let results = parameters(func.field("result").expect("results"));
        let types: Vec<&str> = results.iter().map(|p| file.text_of(p.ty)).collect();
        assert_eq!(types, ["int", "error"]);
        assert!(results.iter().all(|p| p.name.is_none()));
    }

    #[test]
    fn descendants_visit_every_node_once_in_order() {
        let file = SourceFile::parse("a.go".into(), "package a\nvar x = f(1, 2)\n".into());
        let kinds: Vec<_> = descendants(file.tree.root_node())
            .filter(|n| n.is_named())
            .map(|n| n.kind_name())
            .collect();
        assert_eq!(kinds.iter().filter(|k| **k == "int_literal").count(), 2);
        assert_eq!(kinds[0], "source_file");
    }

    #[test]
    fn deep_nesting_does_not_overflow() {
        let depth = 5000;
        let text = format!(
            "package a\nvar x = {}1{}\n",
            "(".repeat(depth),
            ")".repeat(depth)
        );
        let file = SourceFile::parse("a.go".into(), text);
        assert!(descendants(file.tree.root_node()).count() > depth);
    }

    /// Go as it is written in 2026 parses without errors: `new(expr)` (Go 1.26), a
    /// shadowed `make` called with a value and a shadowed `new` indexed (both in Go's own
    /// tree), a generic alias (1.24), range over a function (1.23) and over an int (1.22).
    /// `new(expr)` reads as any call; `new(T)` still reads T as a type.
    #[test]
    fn go_1_26_forms_parse_and_new_keeps_its_shape() {
        let text = "package a

type Pair[V any] = struct {
\tKey   string
\tValue V
}

func f(b interface{ Len() int }, seq func(func(int) bool)) {
\t_ = new(b.Len())
\t_ = new(42)
\t_ = new(Pair[int])
\tvar make func(int) int
\t_ = make(3 - 1)
\tvar new []int
\t_ = new[0]
\tfor v := range seq {
\t\t_ = v
\t}
\tfor i := range 10 {
\t\t_ = i
\t}
}
";
        let file = SourceFile::parse("a.go".into(), text.into());
        assert_eq!(file.syntax_errors(), []);
        let argument = |call: &str| {
            let at = text.find(call).expect("the call") + call.find('(').expect("a paren") + 1;
            let node = file
                .tree
                .root_node()
                .descendant_for_byte_range(at, at)
                .expect("a node");
            std::iter::successors(Some(node), |n| n.parent())
                .take_while(|n| n.kind_name() != "argument_list")
                .last()
                .expect("the argument")
                .kind_name()
        };
        assert_eq!(argument("new(b.Len())"), "call_expression");
        assert_eq!(argument("new(42)"), "int_literal");
        assert_eq!(argument("new(Pair[int])"), "generic_type");
        assert_eq!(argument("make(3 - 1)"), "binary_expression");
    }
}
