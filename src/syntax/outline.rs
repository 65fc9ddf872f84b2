//! A Go file's top-level declarations read from its tokens alone, without a parse.
//!
//! A tree-sitter tree costs about 40 bytes of memory per byte of source, so a 20 MB
//! generated table would take most of a gigabyte to parse though no pass needs it. An
//! outline costs a lexer's pass: for each top-level declaration, the package-level names
//! it declares and the set of identifiers it spells. That is enough to prove a file cannot
//! reach anything a pass looks at (see [`needed_declarations`]), so the engine parses only the
//! files that can.
//!
//! The lexer errs on the side of parsing: text it cannot read as Go tokens (an unterminated
//! string or comment, a statement at file scope) gets no outline, and such a file is parsed
//! and judged as usual.
//!
//! Invariant: pure functions over text; no I/O.

use super::{LeftOut, SourceFile};
use foldhash::{HashSet, HashSetExt};
use std::collections::BTreeSet;
use std::ops::Range;
use std::path::PathBuf;

/// What a top-level declaration declares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeclKind {
    Package,
    Import,
    Type,
    Method,
    Func,
    Var,
    Const,
}

/// One top-level declaration of a file.
#[derive(Debug)]
pub struct Declaration<'t> {
    pub kind: DeclKind,
    /// The package-level names it declares (a method's name for a method).
    pub names: Vec<&'t str>,
    /// Every identifier spelled in it, keywords and selected names (`x.next`) included,
    /// and `<-` when it sends or receives.
    pub words: HashSet<&'t str>,
    /// A method's receiver type (`T` in `func (r *T[K]) m()`).
    pub receiver: Option<&'t str>,
    /// For a function or method, the identifiers of its signature but not its receiver
    /// (type parameters, parameters, results): what callers can get from it or give it.
    /// `None` for other declarations, whose every word counts.
    pub signature: Option<HashSet<&'t str>>,
    /// Its bytes: from its keyword (from the file's start for the first) to the next
    /// declaration's keyword, so that the comments and line breaks between declarations
    /// belong to the one before, and the ranges of a file tile it.
    pub range: Range<usize>,
}

/// A file's package name and top-level declarations, in order.
#[derive(Debug)]
pub struct Outline<'t> {
    pub package: &'t str,
    pub declarations: Vec<Declaration<'t>>,
}

impl Declaration<'_> {
    /// The package clause and imports (every file needs them to be read at all) and
    /// types (passes find their candidates there) are parsed in every file.
    pub fn always_parsed(&self) -> bool {
        self.parsed_first(true)
    }

    /// Whether the declaration is parsed before any pass names what it needs: the package
    /// clause and imports, and types when some pass finds candidates in them.
    pub fn parsed_first(&self, types: bool) -> bool {
        match self.kind {
            DeclKind::Package | DeclKind::Import => true,
            DeclKind::Type => types,
            _ => false,
        }
    }
}

/// One token, as far as declarations care.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Token<'t> {
    Ident(&'t str),
    Open(u8),
    Close(u8),
    Comma,
    Semicolon,
    /// A line break, with whether Go inserts a semicolon there.
    Newline,
    /// A literal (string, rune, number): like an identifier, it may end a statement.
    Literal,
    /// `++` or `--`, which may end a statement too.
    IncDec,
    /// Any other operator, by its first byte.
    Operator(u8),
}

/// Splits Go text into [`Token`]s, one at a time so that a large file costs no token list.
/// Stops early, with `failed` set, where the text does not lex (an unterminated string,
/// rune or comment, a string with a raw line break).
struct Lexer<'t> {
    text: &'t str,
    at: usize,
    failed: bool,
}

impl<'t> Lexer<'t> {
    fn new(text: &'t str) -> Lexer<'t> {
        Lexer {
            text,
            at: 0,
            failed: false,
        }
    }

    fn fail(&mut self) -> Option<Token<'t>> {
        self.failed = true;
        None
    }
}

impl<'t> Iterator for Lexer<'t> {
    type Item = Token<'t>;

    fn next(&mut self) -> Option<Token<'t>> {
        let text = self.text;
        let bytes = text.as_bytes();
        loop {
            let i = self.at;
            let c = *bytes.get(i)?;
            let (token, end) = match c {
                b'\n' => (Token::Newline, i + 1),
                b' ' | b'\t' | b'\r' => {
                    self.at = i + 1;
                    continue;
                }
                b'/' if bytes.get(i + 1) == Some(&b'/') => {
                    // memchr's search, many bytes at a time: Go's comments run long.
                    self.at = memchr::memchr(b'\n', &bytes[i..]).map_or(bytes.len(), |n| i + n);
                    continue;
                }
                b'/' if bytes.get(i + 1) == Some(&b'*') => {
                    let Some(close) = text[i + 2..].find("*/") else {
                        return self.fail();
                    };
                    let end = close + i + 4;
                    // A comment spanning lines ends a line, as Go's scanner says.
                    if !bytes[i..end].contains(&b'\n') {
                        self.at = end;
                        continue;
                    }
                    (Token::Newline, end)
                }
                b'"' | b'\'' => match quoted_end(bytes, i) {
                    Some(end) => (Token::Literal, end),
                    None => return self.fail(),
                },
                b'`' => match memchr::memchr(b'`', &bytes[i + 1..]) {
                    Some(n) => (Token::Literal, i + n + 2),
                    None => return self.fail(),
                },
                b'0'..=b'9' => (Token::Literal, number_end(bytes, i)),
                b'.' if bytes.get(i + 1).is_some_and(u8::is_ascii_digit) => {
                    (Token::Literal, number_end(bytes, i))
                }
                b'(' | b'[' | b'{' => (Token::Open(c), i + 1),
                b')' | b']' | b'}' => (Token::Close(c), i + 1),
                b',' => (Token::Comma, i + 1),
                b';' => (Token::Semicolon, i + 1),
                b'+' | b'-' if bytes.get(i + 1) == Some(&c) => (Token::IncDec, i + 2),
                _ if c == b'_' || c.is_ascii_alphabetic() || c >= 0x80 => {
                    let end = bytes[i..]
                        .iter()
                        .position(|&b| !(b == b'_' || b.is_ascii_alphanumeric() || b >= 0x80))
                        .map_or(bytes.len(), |n| i + n);
                    (Token::Ident(&text[i..end]), end)
                }
                _ => (Token::Operator(c), i + 1),
            };
            self.at = end;
            return Some(token);
        }
    }
}

/// The byte after a `"…"` string or `'…'` rune starting at `start`, escapes skipped.
fn quoted_end(bytes: &[u8], start: usize) -> Option<usize> {
    let quote = bytes[start];
    let mut i = start + 1;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b'\n' => return None,
            b if b == quote => return Some(i + 1),
            _ => i += 1,
        }
    }
    None
}

/// The byte after a number literal starting at `start`. Hexadecimal digits include `e`,
/// so only `p` takes a sign there; elsewhere `e` does. Everything the literal swallows is
/// part of it in valid Go, so no identifier is lost.
fn number_end(bytes: &[u8], start: usize) -> usize {
    let hex = bytes[start] == b'0' && matches!(bytes.get(start + 1), Some(b'x' | b'X'));
    let mut i = start;
    while i < bytes.len() {
        let b = bytes[i];
        let signed = i > start
            && matches!(b, b'+' | b'-')
            && if hex {
                matches!(bytes[i - 1], b'p' | b'P')
            } else {
                matches!(bytes[i - 1], b'e' | b'E')
            };
        if b.is_ascii_alphanumeric() || b == b'_' || b == b'.' || signed {
            i += 1;
        } else {
            break;
        }
    }
    i
}

/// Whether Go inserts a semicolon at a line break after this token.
fn ends_statement(token: Option<Token>) -> bool {
    matches!(
        token,
        Some(Token::Ident(_) | Token::Literal | Token::IncDec | Token::Close(_))
    )
}

/// The identifiers spelled in Go text, keywords included, not those in comments or
/// literals: what a tree's identifier nodes would say of text left unparsed. A text that
/// stops lexing (an unterminated string) yields what came before.
pub fn identifiers(text: &str) -> impl Iterator<Item = &str> {
    Lexer::new(text).filter_map(|token| match token {
        Token::Ident(word) => Some(word),
        _ => None,
    })
}

/// How many times Go text selects through `name` (`fmt.Sprintf`, `fmt .X`), not counting
/// `x.fmt.y`, comments or literals: an upper bound of a package name's uses, which is what
/// deciding that an import is no longer used needs. A text that stops lexing counts one
/// more, so it is never judged unused.
pub fn selector_uses(text: &str, name: &str) -> usize {
    let mut lexer = Lexer::new(text);
    let tokens: Vec<Token> = lexer.by_ref().filter(|t| *t != Token::Newline).collect();
    let count = tokens
        .windows(2)
        .enumerate()
        .filter(|(i, pair)| {
            pair[0] == Token::Ident(name)
                && pair[1] == Token::Operator(b'.')
                && (*i == 0 || tokens[i - 1] != Token::Operator(b'.'))
        })
        .count();
    count + usize::from(lexer.failed)
}

/// The names Go text selects through `name` (`fmt.Println` gives `Println`), each with
/// whether a `{` follows (a composite literal, `attrs.Fields{…}`), not counting `x.fmt.y`,
/// comments or literals; `None` when the text stops lexing.
pub fn selections<'t>(text: &'t str, name: &str) -> Option<Vec<(&'t str, bool)>> {
    let mut lexer = Lexer::new(text);
    let tokens: Vec<Token> = lexer.by_ref().filter(|t| *t != Token::Newline).collect();
    if lexer.failed {
        return None;
    }
    Some(
        tokens
            .windows(3)
            .enumerate()
            .filter_map(|(i, w)| match w {
                [Token::Ident(n), Token::Operator(b'.'), Token::Ident(selected)]
                    if *n == name && (i == 0 || tokens[i - 1] != Token::Operator(b'.')) =>
                {
                    Some((*selected, tokens.get(i + 3) == Some(&Token::Open(b'{'))))
                }
                _ => None,
            })
            .collect(),
    )
}

/// Whether Go text spells `name` other than to select through it or to name an import
/// (`fmt := fakeFmt{}`, a parameter `fmt Formatter`): then some `name.` selections may be
/// of that, not of the package, and [`selector_uses`] cannot tell an import still used. A
/// text that stops lexing says yes.
pub fn mentions_other_than_selector(text: &str, name: &str) -> bool {
    let mut lexer = Lexer::new(text);
    let tokens: Vec<Token> = lexer.by_ref().filter(|t| *t != Token::Newline).collect();
    lexer.failed
        || tokens.iter().enumerate().any(|(i, t)| {
            *t == Token::Ident(name)
                && (i == 0 || tokens[i - 1] != Token::Operator(b'.'))
                && !matches!(
                    tokens.get(i + 1),
                    Some(Token::Operator(b'.')) | Some(Token::Literal)
                )
        })
}

/// Every identifier of a whole Go text, as [`identifiers`], or `None` when the text stops
/// lexing before its end (then only a tree can say what it spells).
pub fn all_identifiers(text: &str) -> Option<HashSet<&str>> {
    let mut lexer = Lexer::new(text);
    let mut words = HashSet::new();
    for token in lexer.by_ref() {
        if let Token::Ident(word) = token {
            words.insert(word);
        }
    }
    (!lexer.failed).then_some(words)
}

/// Reads the outline of a file; `None` when its text cannot be read as Go declarations
/// (the file is then parsed, and tree-sitter and Go judge it).
pub fn outline(text: &str) -> Option<Outline<'_>> {
    let mut lexer = Lexer::new(text);
    let mut declarations: Vec<Declaration> = Vec::new();
    let mut reader = DeclReader::default();
    let mut depth: Vec<u8> = Vec::new();
    let mut at_start = true;
    let mut last: Option<Token> = None;
    while let Some(token) = lexer.next() {
        if depth.is_empty() && at_start {
            match token {
                Token::Newline | Token::Semicolon => continue,
                Token::Ident(word) => {
                    let kind = match word {
                        "package" => DeclKind::Package,
                        "import" => DeclKind::Import,
                        "type" => DeclKind::Type,
                        "func" => DeclKind::Func,
                        "var" => DeclKind::Var,
                        "const" => DeclKind::Const,
                        _ => return None, // A statement at file scope: let Go judge it.
                    };
                    let start = if declarations.is_empty() {
                        0
                    } else {
                        lexer.at - word.len()
                    };
                    if let Some(previous) = declarations.last_mut() {
                        previous.range.end = start;
                    }
                    declarations.push(Declaration {
                        kind,
                        names: Vec::new(),
                        words: HashSet::from_iter([word]),
                        receiver: None,
                        signature: (kind == DeclKind::Func).then(HashSet::new),
                        range: start..text.len(),
                    });
                    reader = DeclReader::default();
                    at_start = false;
                    last = Some(token);
                    continue;
                }
                _ => return None,
            }
        }
        let declaration = declarations.last_mut()?;
        // A function's body opens with a `{` at the top level that does not belong to a
        // `struct{…}` or `interface{…}` result type.
        let body = depth.is_empty()
            && token == Token::Open(b'{')
            && !matches!(last, Some(Token::Ident("struct" | "interface")));
        if body {
            reader.in_body = true;
        }
        match token {
            Token::Ident(word) => {
                declaration.words.insert(word);
                // A receiver gives callers nothing they did not have: they hold the value.
                if !reader.in_body && !reader.in_receiver {
                    if let Some(signature) = &mut declaration.signature {
                        signature.insert(word);
                    }
                }
            }
            // `<-` (Go's lexer is greedy: `a<-1` is a send) is kept among the words, so a
            // declaration left unparsed still says it sends or receives.
            Token::Operator(b'<') if text.as_bytes().get(lexer.at) == Some(&b'-') => {
                declaration.words.insert("<-");
            }
            Token::Open(open) => depth.push(open),
            Token::Close(close) => {
                let open = depth.pop()?;
                if !matches!((open, close), (b'(', b')') | (b'[', b']') | (b'{', b'}')) {
                    return None;
                }
            }
            Token::Newline if depth.is_empty() && ends_statement(last) => at_start = true,
            Token::Semicolon if depth.is_empty() => at_start = true,
            _ => {}
        }
        reader.read(declaration, token, depth.len(), last);
        if !matches!(token, Token::Newline) || ends_statement(last) {
            last = Some(token);
        }
    }
    if lexer.failed || !depth.is_empty() {
        return None;
    }
    let package = match declarations.first() {
        Some(d) if d.kind == DeclKind::Package => *d.names.first()?,
        _ => return None,
    };
    Some(Outline {
        package,
        declarations,
    })
}

/// Picks the declared names out of one declaration's tokens as they arrive.
#[derive(Default)]
struct DeclReader {
    /// Tokens seen since the keyword.
    seen: usize,
    /// `type (`, `var (`, `const (`: specs sit one level down.
    grouped: bool,
    /// A spec starts here: the next identifier is a name.
    expect_name: bool,
    /// After a name of a `var`/`const` spec: a comma brings another name.
    in_name_list: bool,
    /// A method's receiver list is open; its name follows when it closes.
    in_receiver: bool,
    /// The receiver's type arguments have begun (`[K]`): its type name was the last one.
    receiver_type_done: bool,
    /// A function's body has begun: its signature is complete.
    in_body: bool,
}

impl DeclReader {
    fn read<'t>(
        &mut self,
        declaration: &mut Declaration<'t>,
        token: Token<'t>,
        depth: usize,
        last: Option<Token>,
    ) {
        self.seen += 1;
        let first = self.seen == 1;
        let spec_depth = usize::from(self.grouped);
        match declaration.kind {
            DeclKind::Package | DeclKind::Func => {
                if let (true, Token::Ident(name)) = (first, token) {
                    declaration.names.push(name);
                } else if first && token == Token::Open(b'(') {
                    declaration.kind = DeclKind::Method;
                    self.in_receiver = true;
                }
            }
            DeclKind::Method => {
                if self.in_receiver && depth == 0 {
                    self.in_receiver = false;
                    self.expect_name = true;
                } else if self.in_receiver {
                    match token {
                        Token::Open(b'[') => self.receiver_type_done = true,
                        Token::Ident(name) if depth == 1 && !self.receiver_type_done => {
                            declaration.receiver = Some(name);
                        }
                        _ => {}
                    }
                } else if self.expect_name {
                    if let Token::Ident(name) = token {
                        declaration.names.push(name);
                    }
                    self.expect_name = false;
                }
            }
            DeclKind::Type | DeclKind::Var | DeclKind::Const => {
                if first && token == Token::Open(b'(') {
                    self.grouped = true;
                    self.expect_name = true;
                    return;
                }
                if first {
                    self.expect_name = true;
                }
                let lists = declaration.kind != DeclKind::Type;
                match token {
                    Token::Ident(name) if self.expect_name && depth == spec_depth => {
                        declaration.names.push(name);
                        self.expect_name = false;
                        self.in_name_list = lists;
                    }
                    Token::Comma if self.in_name_list && depth == spec_depth => {
                        self.expect_name = true;
                        self.in_name_list = false;
                    }
                    Token::Newline
                        if self.grouped && depth == spec_depth && ends_statement(last) =>
                    {
                        self.expect_name = true;
                        self.in_name_list = false;
                    }
                    Token::Semicolon if self.grouped && depth == spec_depth => {
                        self.expect_name = true;
                        self.in_name_list = false;
                    }
                    Token::Newline => {}
                    _ => {
                        self.expect_name = false;
                        self.in_name_list = false;
                    }
                }
            }
            DeclKind::Import => {}
        }
    }
}

/// Which declarations the passes must see, given the names they look at (`seeds`: their
/// candidates' types, fields and methods) and each file's outline (`None`: the whole file
/// is needed). Per file, one flag per declaration.
///
/// A declaration that spells a needed name is needed. The names it declares become needed
/// too when a value of the seeds' types can flow through them: a type or variable that
/// spells one anywhere (a struct holding a record, a variable initialised from a
/// constructor), a function or method whose signature does (one returning an option, or
/// taking a record, which a caller could give as `nil`). A function that only uses them
/// in its body is parsed, but its callers need not be. Repeated to a fixed point, this
/// leaves out only declarations that cannot mention, get, give or hold a value of a type
/// built from the seeds.
/// Types, imports and the package clause are always needed
/// ([`Declaration::always_parsed`]); a method is needed like a function, and its
/// receiver's type is among the names it spells.
pub fn needed_declarations(
    outlines: &[Option<Outline>],
    seeds: &BTreeSet<String>,
    types: bool,
) -> Vec<Option<Vec<bool>>> {
    let mut needed: Vec<Option<Vec<bool>>> = outlines
        .iter()
        .map(|o| {
            o.as_ref().map(|o| {
                o.declarations
                    .iter()
                    .map(|d| d.parsed_first(types))
                    .collect()
            })
        })
        .collect();
    // Rounds over the names first known in the round before, rather than a map of every
    // word to where it is spelled: the names are few, the words are every identifier of
    // the folder, and most folders seed nothing (building that map was 5% of a run).
    let mut declared: Vec<Vec<bool>> = outlines
        .iter()
        .map(|o| vec![false; o.as_ref().map_or(0, |o| o.declarations.len())])
        .collect();
    let mut known: HashSet<&str> = seeds.iter().map(String::as_str).collect();
    let mut fresh = Words::new(known.iter().copied());
    while !fresh.is_empty() {
        let mut next = Vec::new();
        for ((outline, flags), declared) in outlines.iter().zip(&mut needed).zip(&mut declared) {
            let (Some(outline), Some(flags)) = (outline, flags) else {
                continue;
            };
            for ((declaration, flag), declared) in
                outline.declarations.iter().zip(flags).zip(declared)
            {
                if !*flag && fresh.any_in(&declaration.words) {
                    *flag = true;
                }
                let declaring = declaration.signature.as_ref().unwrap_or(&declaration.words);
                if !*declared && fresh.any_in(declaring) {
                    *declared = true;
                    next.extend(declaration.names.iter().filter(|n| known.insert(n)));
                }
            }
        }
        fresh = Words::new(next);
    }
    needed
}

/// A few names, with a check cheaper than hashing that most other words fail: their
/// lengths and first bytes.
struct Words<'t> {
    names: HashSet<&'t str>,
    lengths: u64,
    firsts: [bool; 256],
}

impl<'t> Words<'t> {
    fn new(names: impl IntoIterator<Item = &'t str>) -> Words<'t> {
        let names: HashSet<&str> = names.into_iter().collect();
        let mut lengths = 0u64;
        let mut firsts = [false; 256];
        for name in &names {
            lengths |= 1 << name.len().min(63);
            if let Some(&b) = name.as_bytes().first() {
                firsts[usize::from(b)] = true;
            }
        }
        Words {
            names,
            lengths,
            firsts,
        }
    }

    fn is_empty(&self) -> bool {
        self.names.is_empty()
    }

    fn contains(&self, word: &str) -> bool {
        self.lengths & (1 << word.len().min(63)) != 0
            && word
                .as_bytes()
                .first()
                .is_some_and(|&b| self.firsts[usize::from(b)])
            && self.names.contains(word)
    }

    /// Whether any of `words` is one of these names.
    fn any_in(&self, words: &HashSet<&str>) -> bool {
        words.iter().any(|w| self.contains(w))
    }
}

/// Whether Go text may call through `package.` (`reflect.TypeOf(x)`, and each call
/// chained after it: `reflect.ValueOf(c).Call(args)`) with an argument spelling one of
/// `any_of`: read from tokens, so a comment or string in the arguments cannot fool it. It
/// says yes where a syntax tree would find such a call, and also for `reflect .F(x)`, or
/// for text that does not lex.
pub fn calls_spelling(text: &str, package: &str, any_of: &BTreeSet<&str>) -> bool {
    let mut lexer = Lexer::new(text);
    let tokens: Vec<Token> = lexer.by_ref().filter(|t| *t != Token::Newline).collect();
    if lexer.failed {
        return true;
    }
    let selector = |at: usize| {
        matches!(
            (tokens.get(at), tokens.get(at + 1)),
            (Some(Token::Operator(b'.')), Some(Token::Ident(_)))
        )
    };
    // The token after the bracket group opening at `at`, and whether an identifier in it
    // is one of `any_of`.
    let group = |at: usize| -> (usize, bool) {
        let mut depth = 0usize;
        let mut spelled = false;
        for (i, token) in tokens.iter().enumerate().skip(at) {
            match token {
                Token::Open(_) => depth += 1,
                Token::Close(_) => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        return (i + 1, spelled);
                    }
                }
                Token::Ident(w) => spelled |= any_of.contains(w),
                _ => {}
            }
        }
        (tokens.len(), true)
    };
    for start in 0..tokens.len() {
        if tokens[start] != Token::Ident(package) || !selector(start + 1) {
            continue;
        }
        // Along the chain, every bracket group counts as arguments: calls, and also
        // indexes, type arguments, literals and type assertions (`.(T)`), which can only
        // say yes more often.
        let mut at = start + 3;
        loop {
            match tokens.get(at) {
                Some(Token::Open(_)) => {
                    let (next, spelled) = group(at);
                    if spelled {
                        return true;
                    }
                    at = next;
                }
                Some(Token::Operator(b'.'))
                    if matches!(tokens.get(at + 1), Some(Token::Open(_))) =>
                {
                    at += 1;
                }
                _ if selector(at) => at += 2,
                _ => break,
            }
        }
    }
    false
}

/// Parses only the declarations of `text` that may call through `package.` with an
/// argument spelling one of `any_of` ([`calls_spelling`]), with the package clause,
/// imports and types: for a question such as which calls of `reflect` in a test name a
/// candidate, without the cost of the whole file. `None` when no declaration qualifies;
/// a text without an outline (`outline`, the text's, already read) is parsed whole.
pub fn parse_calls_spelling(
    path: PathBuf,
    text: String,
    outline: Option<&Outline>,
    package: &str,
    any_of: &BTreeSet<&str>,
) -> Option<SourceFile> {
    let left_out = match outline {
        None => None,
        Some(o) => {
            let wanted = |d: &Declaration| {
                d.words.contains(package)
                    && d.words.iter().any(|w| any_of.contains(w))
                    && calls_spelling(&text[d.range.clone()], package, any_of)
            };
            if !o.declarations.iter().any(wanted) {
                return None;
            }
            let mut cut = LeftOut::default();
            for d in &o.declarations {
                if d.always_parsed() || wanted(d) {
                    continue;
                }
                match cut.ranges.last_mut() {
                    Some(last) if last.end == d.range.start => last.end = d.range.end,
                    _ => cut.ranges.push(d.range.clone()),
                }
            }
            Some(cut)
        }
    };
    let left_out = left_out.filter(|l| !l.ranges.is_empty());
    Some(SourceFile::parse_part(
        &mut super::go_parser(),
        path,
        text,
        left_out,
    ))
}

/// A part of a file that Go's parser can check on its own: `text[range]`, read as if it
/// stood where it stands (see [`check_pieces`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Piece {
    /// Where the part starts: a declaration, or an element of a large composite literal.
    pub range: Range<usize>,
    /// For the elements of a literal: the declaration's text up to and including the
    /// literal's `{`, which is checked before them (`var table = []entry{`).
    pub opening: Option<Range<usize>>,
    /// Whether the part stops before the literal's closing brace, which the check adds.
    pub needs_close: bool,
}

/// Splits a file into parts Go's parser can check one at a time, each at most about `max`
/// bytes where the text allows, so that checking a large generated file needs memory for
/// one part at a time. The first part holds the package clause and imports; then come
/// runs of whole declarations, cut only where a declaration starts (after a line break or
/// semicolon that ends the one before, as Go's scanner reads them); and a single
/// declaration larger than `max` of the shape `var NAME = TYPE{…}` is cut between the
/// literal's elements, after a comma at its top level. Every byte of the file is in
/// exactly one part, so a syntax error anywhere is in one of them. A text without an
/// outline is one part.
pub fn check_pieces(text: &str, max: usize) -> Vec<Piece> {
    let whole = || {
        vec![Piece {
            range: 0..text.len(),
            opening: None,
            needs_close: false,
        }]
    };
    let Some(outline) = outline(text) else {
        return whole();
    };
    let mut pieces: Vec<Piece> = Vec::new();
    let header_end = outline
        .declarations
        .iter()
        .find(|d| !matches!(d.kind, DeclKind::Package | DeclKind::Import))
        .map_or(text.len(), |d| d.range.start);
    pieces.push(Piece {
        range: 0..header_end,
        opening: None,
        needs_close: false,
    });
    for declaration in outline
        .declarations
        .iter()
        .filter(|d| d.range.start >= header_end)
    {
        let range = declaration.range.clone();
        if range.len() > max && declaration.kind == DeclKind::Var {
            if let Some(elements) = literal_pieces(text, range.clone(), max) {
                pieces.extend(elements);
                continue;
            }
        }
        match pieces.last_mut() {
            Some(last)
                if last.opening.is_none()
                    && last.range.start >= header_end
                    && last.range.end == range.start
                    && last.range.len() + range.len() <= max =>
            {
                last.range.end = range.end;
            }
            _ => pieces.push(Piece {
                range,
                opening: None,
                needs_close: false,
            }),
        }
    }
    pieces.retain(|p| !p.range.is_empty());
    pieces
}

/// For `var NAME = TYPE{ e1, e2, … }` filling `range`, parts of at most about `max`
/// bytes of elements, each cut after a comma between two elements; `None` for any other
/// shape.
fn literal_pieces(text: &str, range: Range<usize>, max: usize) -> Option<Vec<Piece>> {
    let declaration = &text[range.clone()];
    let mut lexer = Lexer::new(declaration);
    if lexer.next() != Some(Token::Ident("var")) {
        return None;
    }
    let mut depth = 0usize;
    let mut open = None;
    let mut close = None;
    let mut commas = Vec::new();
    let mut last_end = 0;
    while let Some(token) = lexer.next() {
        let end = lexer.at;
        match token {
            Token::Open(b'(') if depth == 0 && open.is_none() => return None, // `var (…)`
            Token::Open(b'{') if depth == 0 && open.is_none() => {
                open = Some(end - 1);
                depth = 1;
            }
            Token::Open(_) => depth += 1,
            Token::Close(_) => {
                depth = depth.checked_sub(1)?;
                if depth == 0 && open.is_some() && close.is_none() {
                    close = Some(end - 1);
                }
            }
            Token::Comma if depth == 1 && close.is_none() => commas.push(end),
            Token::Newline | Token::Semicolon => {}
            _ if close.is_some() => return None, // Something after the literal.
            _ => {}
        }
        last_end = end;
    }
    let (open, close) = (open?, close?);
    if lexer.failed || depth != 0 || last_end < close {
        return None;
    }
    // The first part starts with the declaration itself; the others repeat its opening.
    let opening = |start: usize| (start > 0).then_some(range.start..range.start + open + 1);
    let mut pieces = Vec::new();
    let mut start = 0;
    for &comma in &commas {
        if comma - start >= max {
            pieces.push(Piece {
                range: range.start + start..range.start + comma,
                opening: opening(start),
                needs_close: true,
            });
            start = comma;
        }
    }
    pieces.push(Piece {
        range: range.start + start..range.end,
        opening: opening(start),
        needs_close: false,
    });
    Some(pieces)
}

#[cfg(test)]
mod calls_spelling_tests {
    use super::calls_spelling;
    use std::collections::BTreeSet;

    #[test]
    fn a_call_through_a_package_spelling_a_name_is_found_in_its_chain_only() {
        let names: BTreeSet<&str> = ["conn", "buf"].into();
        for (text, expected) in [
            ("reflect.TypeOf(conn{}).NumField()", true),
            ("reflect.DeepEqual(got, want)", false),
            (
                "reflect.ValueOf(x).\n\tFieldByName(\"a\").Call(args(buf))",
                true,
            ),
            ("reflect.New(t).Elem().Interface().(*conn)", true),
            ("reflect.TypeFor[conn]()", true),
            ("reflect.DeepEqual(got, want) // conn", false),
            ("reflect.DeepEqual(got, \"buf\")", false),
            ("x := conn{}; reflect.DeepEqual(got, want)", false),
            ("fmt.Println(conn{})", false),
            ("reflect.DeepEqual(got, `unterminated", true),
        ] {
            assert_eq!(calls_spelling(text, "reflect", &names), expected, "{text}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::check_pieces;

    #[test]
    fn check_pieces_tile_the_file_and_cut_tables_between_elements() {
        let mut text = String::from("package t\n\nimport \"fmt\"\n\nvar table = []entry{\n");
        for i in 0..100 {
            text.push_str(&format!("\t{{\"k{i}\", {i}}},\n"));
        }
        text.push_str("}\n\nfunc a() { fmt.Println(1) }\n\nfunc b() {}\n");
        let pieces = check_pieces(&text, 200);
        // Every byte once, in order.
        let mut at = 0;
        for p in &pieces {
            assert_eq!(p.range.start, at, "{pieces:?}");
            at = p.range.end;
        }
        assert_eq!(at, text.len());
        assert!(text[pieces[0].range.clone()].ends_with("import \"fmt\"\n\n"));
        assert!(text[pieces[1].range.clone()].starts_with("var table = []entry{"));
        let elements: Vec<_> = pieces.iter().filter(|p| p.needs_close).collect();
        assert!(elements.len() > 5, "{pieces:?}");
        for p in pieces.iter().skip(2).take(elements.len()) {
            let opening = p.opening.clone().expect("opening");
            assert_eq!(&text[opening], "var table = []entry{");
        }
        // Cut after a comma between elements; only the last part holds the brace.
        for p in &elements {
            assert!(text[..p.range.end].ends_with(','));
        }
        let closing = &pieces[elements.len() + 1];
        assert!(closing.opening.is_some() && !closing.needs_close);
        assert!(text[closing.range.clone()].ends_with("}\n\n"));
        // The two small functions share a part.
        let last = pieces.last().expect("a part");
        assert_eq!(
            &text[last.range.clone()],
            "func a() { fmt.Println(1) }\n\nfunc b() {}\n"
        );
    }

    #[test]
    fn check_pieces_keep_other_shapes_whole() {
        // Two declarations on one line are one declaration to the outline, so one part;
        // a grouped var and a file-scope statement are not cut either.
        for text in [
            "package t\nvar x = 1 func f() {}\n",
            "package t\nvar (\n\ta = []int{1, 2, 3, 4, 5, 6}\n)\n",
            "package t\nx := 1\n",
        ] {
            let pieces = check_pieces(text, 4);
            assert!(
                pieces.iter().all(|p| p.opening.is_none()),
                "{text}: {pieces:?}"
            );
            assert_eq!(pieces.last().map(|p| p.range.end), Some(text.len()));
        }
    }

    use super::*;

    fn names(text: &str) -> Vec<(DeclKind, Vec<&str>)> {
        outline(text)
            .expect("an outline")
            .declarations
            .into_iter()
            .map(|d| (d.kind, d.names))
            .collect()
    }

    #[test]
    fn reads_the_names_each_declaration_declares() {
        let text = "// Package a.\npackage a\n\nimport (\n\t\"fmt\"\n)\n\ntype (\n\tT struct{ next *T }\n\tU = T\n)\n\nvar x, y = 1, f(2,\n\t3)\n\nconst (\n\tA, B = iota, 2\n\tC\n)\n\nfunc (t *T) Len() int { return 0 }\n\nfunc F[K any](k K) {\n\tvar local = 1\n\t_ = local\n}\n\nvar g = func() int { return 1 }\n";
        assert_eq!(
            names(text),
            [
                (DeclKind::Package, vec!["a"]),
                (DeclKind::Import, vec![]),
                (DeclKind::Type, vec!["T", "U"]),
                (DeclKind::Var, vec!["x", "y"]),
                (DeclKind::Const, vec!["A", "B", "C"]),
                (DeclKind::Method, vec!["Len"]),
                (DeclKind::Func, vec!["F"]),
                (DeclKind::Var, vec!["g"]),
            ]
        );
    }

    #[test]
    fn methods_know_their_receiver_type() {
        let text = "package a\nfunc (t *T) A() {}\nfunc (T) B() {}\nfunc (l *List[K, V]) C() {}\n";
        let receivers: Vec<Option<&str>> = outline(text)
            .expect("an outline")
            .declarations
            .iter()
            .map(|d| d.receiver)
            .collect();
        assert_eq!(receivers, [None, Some("T"), Some("T"), Some("List")]);
    }

    #[test]
    fn words_skip_strings_comments_and_numbers_but_keep_selected_names() {
        let text = "package a\n\nvar t = []entry{{\"next\", 0x1e+x, 1e+5, 'y', `z\nw`}} /* q\n */ // r\n\nfunc f() { p.next = nil }\n";
        let outline = outline(text).expect("an outline");
        let words = |i: usize| -> BTreeSet<&str> {
            outline.declarations[i].words.iter().copied().collect()
        };
        assert_eq!(words(1), BTreeSet::from(["var", "t", "entry", "x"]));
        assert_eq!(words(2), BTreeSet::from(["func", "f", "p", "next", "nil"]));
    }

    #[test]
    fn a_send_or_receive_is_among_the_words_and_less_than_minus_is_not() {
        let text = "package a\n\nfunc f() { ch <- 1 }\n\nfunc g() int { return <-ch }\n\nfunc h(a int) bool { return a < -1 }\n\nfunc i() { ch<-2 }\n";
        let outline = outline(text).expect("an outline");
        let sends: Vec<bool> = outline.declarations[1..]
            .iter()
            .map(|d| d.words.contains("<-"))
            .collect();
        assert_eq!(sends, [true, true, false, true]);
    }

    #[test]
    fn text_that_is_not_declarations_has_no_outline() {
        for text in [
            "package a\nx := 1\n",
            "package a\nvar s = \"open\n",
            "package a\n/* open\n",
            "package a\nfunc f() {\n",
            "var a = 1\n",
            "",
        ] {
            assert!(outline(text).is_none(), "{text:?}");
        }
    }

    #[test]
    fn needed_declarations_follow_names_declared_in_terms_of_the_seeds() {
        let texts = [
            "package a\ntype Option interface{ apply() }\n",
            "package a\nfunc defaults() []Option { return nil }\n",
            "package a\nvar d = defaults()\nvar n = 1\n",
            "package a\nfunc use() int { return len(d) }\n",
            "package a\ntype entry struct{ k string }\nvar table = []entry{{\"Option\"}}\n",
            "package a\nfunc lookup(k string) bool { return table[0].k == k }\n",
        ];
        let outlines: Vec<Option<Outline>> = texts.iter().map(|t| outline(t)).collect();
        let seeds = BTreeSet::from(["Option".to_string()]);
        let needed: Vec<Vec<bool>> = needed_declarations(&outlines, &seeds, true)
            .into_iter()
            .map(|n| n.expect("outlined"))
            .collect();
        assert_eq!(
            needed,
            [
                vec![true, true],
                vec![true, true],
                vec![true, true, false],
                vec![true, true],
                vec![true, true, false],
                vec![true, false],
            ]
        );
    }

    #[test]
    fn only_signatures_declare_functions_in_terms_of_the_seeds() {
        let texts = [
            "package a\ntype item struct{ next *item }\n",
            "package a\nfunc count(n int) int { var it *item; _ = it; return n }\n",
            "package a\nfunc first() *item { return nil }\n",
            "package a\nfunc (l *list) head() (h *item) { return nil }\nfunc (l *list) size() int { return count(0) }\n",
            "package a\nfunc a() int { return count(1) }\nfunc b() bool { return first() == nil }\nfunc c() bool { return l.head() == nil }\nfunc d() int { return l.size() }\n",
        ];
        let outlines: Vec<Option<Outline>> = texts.iter().map(|t| outline(t)).collect();
        let seeds = BTreeSet::from(["item".to_string(), "next".to_string()]);
        let needed: Vec<Vec<bool>> = needed_declarations(&outlines, &seeds, true)
            .into_iter()
            .map(|n| n.expect("outlined"))
            .collect();
        assert_eq!(
            needed,
            [
                vec![true, true],
                vec![true, true],
                vec![true, true],
                vec![true, true, false],
                vec![true, false, true, true, false],
            ]
        );
    }

    #[test]
    fn a_struct_result_type_is_part_of_the_signature() {
        let text = "package a\nfunc f() struct{ p *item } { return x }\n";
        let outline = outline(text).expect("an outline");
        let signature = outline.declarations[1]
            .signature
            .as_ref()
            .expect("a function");
        assert!(signature.contains("item") && !signature.contains("x"));
    }

    #[test]
    fn declaration_ranges_tile_the_file() {
        let text = "// doc\npackage a\n\n// F does.\nfunc F() {}\nvar x = 1\n";
        let outline = outline(text).expect("an outline");
        let ranges: Vec<&str> = outline
            .declarations
            .iter()
            .map(|d| &text[d.range.clone()])
            .collect();
        assert_eq!(
            ranges,
            [
                "// doc\npackage a\n\n// F does.\n",
                "func F() {}\n",
                "var x = 1\n"
            ]
        );
    }

    #[test]
    fn files_without_an_outline_are_needed_whole() {
        let outlines = vec![
            outline("package a\nx := 1\n"),
            outline("package a\nvar y = 2\n"),
        ];
        assert_eq!(
            needed_declarations(&outlines, &BTreeSet::new(), true),
            [None, Some(vec![true, false])]
        );
    }
}
