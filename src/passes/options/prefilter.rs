//! The options pass's byte-level pre-filter: which packages can hold a family at all, read
//! from the raw texts before anything is parsed.

use crate::syntax::occurrences;
use std::collections::BTreeSet;

/// Whether a package's texts may hold a family [`looks_like_options`](super::checks::looks_like_options) accepts: an interface
/// declared with an option-like name (or generic), or a sealed interface that is taken
/// variadically (`...Name`), itself or through a struct that wraps it. Byte level and
/// over-inclusive; in the Go standard library it lets through a handful of packages.
pub(super) fn may_hold_family(texts: &[&str]) -> bool {
    let mut sealed = Vec::new();
    for text in texts {
        for declared in declared_interfaces(text) {
            match declared {
                Declared::OptionLike => return true,
                Declared::Sealed(name) => sealed.push(name),
            }
        }
    }
    if sealed.is_empty() {
        return false;
    }
    let sealed: BTreeSet<&str> = sealed.into_iter().collect();
    let mut families = sealed.clone();
    for text in texts {
        families.extend(structs_wrapping(text, &sealed));
    }
    texts
        .iter()
        .flat_map(|t| variadic_types(t))
        .any(|v| families.contains(v))
}

/// An interface declaration the byte-level filter found.
pub(super) enum Declared<'t> {
    /// Named like options, or generic: a candidate whatever its uses.
    OptionLike,
    /// First method unexported: a candidate if taken variadically.
    Sealed(&'t str),
}

pub(super) fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Interface type declarations in a file's text (`Name interface {`, at the start of a
/// line's last word), classified for the filter.
pub(super) fn declared_interfaces(text: &str) -> Vec<Declared<'_>> {
    let mut found = Vec::new();
    for at in occurrences(text, "interface") {
        let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
        let head = &text[line_start..at];
        let before = head.trim_end();
        if before.len() == head.len() {
            continue; // `(interface{…})`, `[]interface{}`: not a declaration.
        }
        let after = text[at + "interface".len()..].trim_start_matches([' ', '\t']);
        let Some(mut body) = after.strip_prefix('{') else {
            continue; // Prose ("the [os.Signal] interface."), or `interface` in a name.
        };
        if before.ends_with(']') {
            found.push(Declared::OptionLike); // `type Option[T any] interface {`
            continue;
        }
        let name = before.rsplit(|c: char| !is_ident(c)).next().unwrap_or("");
        if name.is_empty() || name == "type" || name == "var" {
            continue;
        }
        if super::named_like_option(name) {
            found.push(Declared::OptionLike);
            continue;
        }
        loop {
            body = body.trim_start();
            match body.strip_prefix("//") {
                Some(comment) => body = comment.split_once('\n').map_or("", |(_, rest)| rest),
                None => break,
            }
        }
        let ident = body.find(|c: char| !is_ident(c)).unwrap_or(body.len());
        let unexported = body.starts_with(|c: char| c.is_lowercase() || c == '_');
        if unexported && body[ident..].starts_with('(') {
            found.push(Declared::Sealed(name));
        }
    }
    found
}

/// The type names spelled after `...` (variadic parameters; spaces and line breaks
/// between the two, which Go allows and gofmt removes, are skipped).
pub(super) fn variadic_types(text: &str) -> impl Iterator<Item = &str> {
    occurrences(text, "...").filter_map(move |at| {
        let rest = text[at + 3..].trim_start_matches([' ', '\t', '\r', '\n']);
        let end = rest.find(|c: char| !is_ident(c)).unwrap_or(rest.len());
        (end > 0).then(|| &rest[..end])
    })
}

/// Whether some file of `texts` takes `name` variadically (`...name`): a sealed interface
/// that is not is no family (see [`looks_like_options`](super::checks::looks_like_options)).
pub(super) fn taken_variadically<'t>(mut texts: impl Iterator<Item = &'t str>, name: &str) -> bool {
    texts.any(|t| variadic_types(t).any(|v| v == name))
}

/// Whether a function declaration's text (from `func`) may declare one result of type
/// `name` (`W`, `(W)`, `(w W)`), or several with that one first (`(W, error)`): what a
/// constructor of a family returns. Over-
/// inclusive where the signature holds a comment or a literal, which this scan does not
/// read.
pub(super) fn may_return_only(declaration: &str, name: &str) -> bool {
    let Some(rest) = declaration.strip_prefix("func") else {
        return true;
    };
    let bytes = rest.as_bytes();
    // Past the name, the type parameters and the parameters: the first bracket group
    // that is a parenthesis ends the parameters when the depth is back to zero.
    let mut depth = 0usize;
    let mut at = 0;
    let mut params_done = None;
    while at < bytes.len() {
        match bytes[at] {
            b'"' | b'`' | b'\'' => return true,
            b'/' if matches!(bytes.get(at + 1), Some(b'/' | b'*')) => return true,
            b'(' | b'[' => depth += 1,
            b']' => depth = depth.saturating_sub(1),
            b')' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    params_done = Some(at + 1);
                    break;
                }
            }
            b'{' if depth == 0 => return false,
            _ => {}
        }
        at += 1;
    }
    let Some(start) = params_done else {
        return false;
    };
    let tail = &rest[start..];
    let end = tail.find(['{', '\n']).unwrap_or(tail.len());
    let result = tail[..end].trim();
    if result.contains("//") || result.contains("/*") {
        return true;
    }
    let inner = match result.strip_prefix('(').and_then(|r| r.strip_suffix(')')) {
        // `(Option, error)`: the first of several results may be what it builds.
        Some(inner) => inner.split(',').next().unwrap_or(inner).trim(),
        None => result,
    };
    inner.rsplit([' ', '\t']).next() == Some(name)
}

/// Names of the struct types declared in `text` (`type W struct {`, or `W struct {` in a
/// group) whose body spells one of `inner`: the wrappers an interface may have.
pub(super) fn structs_wrapping<'t>(text: &'t str, inner: &BTreeSet<&str>) -> Vec<&'t str> {
    let mut found = Vec::new();
    for at in occurrences(text, " struct") {
        let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
        let name = text[line_start..at]
            .rsplit(|c: char| !is_ident(c))
            .next()
            .unwrap_or("");
        let body = text[at + " struct".len()..].trim_start_matches([' ', '\t']);
        let Some(body) = body.strip_prefix('{') else {
            continue;
        };
        let end = body.find('}').unwrap_or(body.len());
        if !name.is_empty()
            && body[..end]
                .split(|c: char| !is_ident(c))
                .any(|w| inner.contains(w))
        {
            found.push(name);
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::{may_hold_family, may_return_only};

    #[test]
    fn a_constructor_is_a_function_whose_first_result_is_the_type() {
        for (text, expected) in [
            ("func WithLimit(n int) Option { return limit(n) }", true),
            ("func WithLimit(n int) (Option) {", true),
            ("func WithLimit(n int) (o Option) {", true),
            ("func withTags[T any](t ...T) Option {", true),
            ("func WithLimit(n int) *Option {", false),
            ("func apply(o Option) {", false),
            ("func apply(o Option) error {", false),
            ("func split(o Option) (Option, error) {", true),
            ("func parse(s string) (opt Option, ok bool) {", true),
            ("func parse(s string) (error, Option) {", false),
            ("func wrap() interface{ Option } {", false),
            ("func odd(s string /* Option */) int {", true),
            ("func tagged(s string) Option // a constructor\n{", true),
        ] {
            assert_eq!(may_return_only(text, "Option"), expected, "{text}");
        }
    }

    #[test]
    fn prefilter_lets_every_family_shape_through() {
        for text in [
            &["type Option interface {\n\tapply(*options)\n}"][..],
            &["type callOption interface{ apply(*OutboundCall) }"],
            &[
                "type (\n\tCheck interface {\n\t\t// run checks.\n\t\trun(v int) bool\n\t}\n)",
                "func Validate(v int, checks ...Check) string",
            ],
            &["type Option interface {\n\tApply(*settings)\n}"],
            &["type Option[T any] interface { apply(*T) }"],
            &[
                "type Call struct { impl callImpl }\ntype callImpl interface { set(*req) }",
                "func Do(calls ...Call) {}",
            ],
            &[
                "type (\n\tCall struct{ impl callImpl }\n\tcallImpl interface { set(*req) }\n)",
                "func Do(calls ...Call) {}",
            ],
            &[
                "type check interface { run() }",
                "func All(checks ...\n\tcheck) {}",
            ],
        ] {
            assert!(may_hold_family(text), "{text:?}");
        }
    }

    #[test]
    fn prefilter_skips_files_that_cannot_hold_a_family() {
        for text in [
            &["func f(x interface{}) {}"][..],
            &["var m map[string]interface{}"],
            &["type Reader interface {\n\tRead(p []byte) (int, error)\n}"],
            &["// an interface is a set of methods\npackage a"],
            &["// It implements the [os.Signal] interface.\npackage a"],
            &[
                "type Shape interface {\n\tarea() float64\n}",
                "func f(xs ...int) {}",
            ],
        ] {
            assert!(!may_hold_family(text), "{text:?}");
        }
    }
}
