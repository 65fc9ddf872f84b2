//! What a package's text declares that the type facts do not say, read once per package
//! and then asked by name: the aliases its files may declare (`type Lvl = Level`) and the
//! method headers they hold (`func (l Level) String() string`), files of other builds
//! included.
//!
//! Each question used to read the text of every file of the package again: a package
//! formats values of dozens of types, and cmd/compile/internal/ssa holds 10 MB of
//! generated rewrite rules, so judging its calls read a gigabyte (a quarter of the pass
//! over GOROOT/src). Both readings are textual, as before: a header in a comment counts,
//! which only makes the pass refuse more.

use crate::syntax::SourceFile;
use std::collections::HashMap;

/// The package's aliases and method headers, by the name they are asked with.
pub(super) struct DeclaredText {
    /// For each name, the names set equal to it (see [`aliases_in`]), in the files' order
    /// and then the text's.
    aliases: HashMap<String, Vec<String>>,
    /// For each receiver type name and method name, each header's file (its index among
    /// the package's files) and signature after the receiver, spaces collapsed (`Free()
    /// uint64`), in the files' order and then the text's.
    methods: HashMap<String, HashMap<String, Vec<(usize, String)>>>,
}

impl DeclaredText {
    /// Reads every file once.
    pub(super) fn of(files: &[&SourceFile]) -> DeclaredText {
        let mut aliases: HashMap<String, Vec<String>> = HashMap::new();
        let mut methods: HashMap<String, HashMap<String, Vec<(usize, String)>>> = HashMap::new();
        for (index, file) in files.iter().enumerate() {
            for (name, alias) in aliases_in(&file.text) {
                aliases
                    .entry(name.to_string())
                    .or_default()
                    .push(alias.to_string());
            }
            for (receiver, method, signature) in method_headers(&file.text) {
                methods
                    .entry(receiver.to_string())
                    .or_default()
                    .entry(method.to_string())
                    .or_default()
                    .push((index, collapse(signature)));
            }
        }
        DeclaredText { aliases, methods }
    }

    /// The names the files may declare as aliases of `name`.
    pub(super) fn aliases_of(&self, name: &str) -> &[String] {
        self.aliases.get(name).map_or(&[], Vec::as_slice)
    }

    /// Each declaration of the method `method` on the type `name` (or a pointer to it):
    /// its file's index and its signature after the receiver.
    pub(super) fn method(&self, name: &str, method: &str) -> &[(usize, String)] {
        self.methods
            .get(name)
            .and_then(|by_method| by_method.get(method))
            .map_or(&[], Vec::as_slice)
    }
}

/// Each name `text` may declare as an alias of another (`type Lvl = Level`, or `Lvl =
/// Level` in a type group), as (the other, the alias): an identifier, an `=` that is no
/// part of another operator, and an identifier followed by no more of an expression (no
/// `.`, `[`). Over-inclusive (an assignment of a variable named so reads the same), which
/// only makes the pass look at more receivers.
fn aliases_in(text: &str) -> impl Iterator<Item = (&str, &str)> {
    let word = |c: char| c.is_alphanumeric() || c == '_';
    memchr::memchr_iter(b'=', text.as_bytes()).filter_map(move |at| {
        let before = &text[..at];
        if before.ends_with([
            '=', '!', '<', '>', ':', '+', '-', '*', '/', '|', '&', '^', '%',
        ]) {
            return None;
        }
        let after = text[at + 1..].trim_start_matches([' ', '\t']);
        let name = &after[..after.find(|c: char| !word(c)).unwrap_or(after.len())];
        let next = after[name.len()..].chars().next();
        if name.is_empty() || next.is_some_and(|c| c == '.' || c == '[') {
            return None;
        }
        let before = before.trim_end_matches([' ', '\t']);
        let start = before
            .char_indices()
            .rev()
            .find(|(_, c)| !word(*c))
            .map_or(0, |(i, c)| i + c.len_utf8());
        let alias = &before[start..];
        (!alias.is_empty() && !alias.starts_with(|c: char| c.is_ascii_digit()))
            .then_some((name, alias))
    })
}

/// Each `func (recv) Name(` header in `text`, from the text alone: the receiver's type
/// name, the method's name, and the signature after the receiver up to the body or the
/// line's end.
fn method_headers(text: &str) -> impl Iterator<Item = (&str, &str, &str)> {
    crate::syntax::occurrences(text, "func (").filter_map(move |at| {
        let rest = &text[at + "func (".len()..];
        let close = receiver_close(rest)?;
        let receiver = receiver_type(&rest[..close]);
        let signature = rest[close + 1..].trim_start();
        let method = signature[..signature.find('(').unwrap_or(signature.len())].trim();
        let end = signature.find(['{', '\n']).unwrap_or(signature.len());
        Some((receiver, method, &signature[..end]))
    })
}

/// `text` with each run of white space one space, and none at either end.
fn collapse(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The byte of a receiver list's own closing parenthesis in `rest`, the text after
/// `func (`: gofmt keeps `p *(Password)`.
fn receiver_close(rest: &str) -> Option<usize> {
    let mut depth = 0usize;
    rest.find(|c: char| match c {
        '(' => {
            depth += 1;
            false
        }
        ')' if depth == 0 => true,
        ')' => {
            depth -= 1;
            false
        }
        _ => false,
    })
}

/// The receiver's type name in a receiver list: `l Level`, `l *Level`, `*Level`,
/// `l Level[T]`, `l *(Level)`.
fn receiver_type(list: &str) -> &str {
    let receiver = list.split('[').next().unwrap_or_default();
    receiver
        .trim_end_matches([')', ' ', '\t'])
        .rsplit(|c: char| c.is_whitespace() || c == '*' || c == '(')
        .next()
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::{aliases_in, method_headers};

    #[test]
    fn aliases_are_names_set_equal_to_the_type_and_nothing_more() {
        let text = "package p\n\ntype Lvl = Level\n\ntype (\n\tSev    = Level // the log's name\n\tOther  = Levels\n\tPtr    = *Level\n)\n\nfunc f() bool { return x == Level || y != Level }\n\nvar z = Level.String\nvar w = List[int]\nvar q := Level\n";
        let of_level: Vec<&str> = aliases_in(text)
            .filter(|(name, _)| *name == "Level")
            .map(|(_, alias)| alias)
            .collect();
        assert_eq!(of_level, vec!["Lvl", "Sev"]);
        assert!(aliases_in(text).all(|(name, _)| name != "List"));
        // A character of several bytes before the alias (math/big's comments draw `⎦`).
        assert_eq!(
            aliases_in("// ⎦= Level, ⎦x = Level\n").collect::<Vec<_>>(),
            vec![("Level", "x")]
        );
    }

    #[test]
    fn a_method_is_found_on_a_parenthesised_receiver_type() {
        let declares = |text: &str| {
            method_headers(text).any(|(receiver, method, _)| {
                receiver == "Password" && ["MarshalJSON", "MarshalText"].contains(&method)
            })
        };
        assert!(declares(
            "func (p *(Password)) MarshalJSON() ([]byte, error) { return nil, nil }"
        ));
        assert!(declares(
            "func (p (Password)) MarshalText() ([]byte, error)"
        ));
        assert!(declares("func (*Password) MarshalJSON() ([]byte, error)"));
        assert!(!declares(
            "func (p *(Passwords)) MarshalJSON() ([]byte, error)"
        ));
        assert!(!declares("func (p *(Password)) String() string"));
    }

    #[test]
    fn a_header_gives_the_signature_up_to_the_body() {
        let headers: Vec<_> = method_headers(
            "func (d *Disk) Free() uint64 {\n\treturn 0\n}\nfunc (l Level[T]) String() string\n",
        )
        .collect();
        assert_eq!(
            headers,
            vec![
                ("Disk", "Free", "Free() uint64 "),
                ("Level", "String", "String() string")
            ]
        );
    }
}
