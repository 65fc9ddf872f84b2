//! The records pass's byte-level pre-filter: which packages can hold a candidate at all,
//! read from the raw texts before anything is parsed.

use super::*;
use crate::syntax::occurrences;

/// Whether a package's texts may hold a candidate: a pointer `*Name` to a struct type
/// `Name` the package declares. Byte level and over-inclusive (any line reading
/// `[type] Name[…] struct` declares a struct name, any `*Name` is a pointer to it); it
/// keeps parsing to the packages that can matter, which in the Go standard library is a
/// fraction of them.
pub(super) fn may_hold_record(texts: &[&str]) -> bool {
    let is_ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut structs: BTreeSet<&str> = BTreeSet::new();
    for text in texts {
        // Only a line spelling `struct` can declare one: found by substring search, each
        // line judged once, rather than reading every line of every file.
        let mut judged_up_to = 0;
        for at in occurrences(text, "struct") {
            if at < judged_up_to {
                continue;
            }
            let start = text[..at].rfind('\n').map_or(0, |n| n + 1);
            let end = text[at..].find('\n').map_or(text.len(), |n| at + n);
            judged_up_to = end;
            let line = text[start..end]
                .strip_suffix('\r')
                .unwrap_or(&text[start..end]);
            let line = line.trim_start();
            let line = line.strip_prefix("type ").unwrap_or(line);
            let name_end = line.find(|c: char| !is_ident(c)).unwrap_or(line.len());
            let (name, rest) = line.split_at(name_end);
            if name.is_empty() {
                continue;
            }
            let rest = rest.trim_start();
            let rest = match rest.strip_prefix('[') {
                Some(params) => params.split_once(']').map_or("", |(_, r)| r.trim_start()),
                None => rest,
            };
            if rest.starts_with("struct") {
                structs.insert(name);
            }
        }
    }
    if structs.is_empty() {
        return false;
    }
    // A field reads `name *T` or `a, b *T`: only names before the star, from the start of
    // the line or the struct's brace (a receiver `(r *T)`, a `var p *T` or an expression
    // has something else).
    let field_like = |prefix: &str| {
        // A one-line struct (`struct{ s *stats }`) starts its fields after the brace.
        let prefix = prefix.rsplit(['{', ';']).next().unwrap_or(prefix).trim();
        !prefix.is_empty()
            && prefix.chars().all(|c| is_ident(c) || c == ',' || c == ' ')
            && !matches!(
                prefix.split([' ', ',']).next(),
                Some("var" | "const" | "return" | "case" | "go" | "defer" | "func" | "if" | "for")
            )
    };
    texts.iter().any(|text| {
        text.match_indices('*').any(|(i, _)| {
            let after = &text[i + 1..];
            let end = after.find(|c: char| !is_ident(c)).unwrap_or(after.len());
            let line_start = text[..i].rfind('\n').map_or(0, |n| n + 1);
            end > 0 && structs.contains(&after[..end]) && field_like(&text[line_start..i])
        })
    })
}

#[cfg(test)]
mod tests {
    use super::may_hold_record;

    #[test]
    fn prefilter_lets_every_field_shape_through() {
        for text in [
            "package a\ntype t struct {\n\tb *board\n}\ntype board struct{ n int }\n",
            "package a\ntype player struct{ stats *stats }\ntype stats struct{ wins int }\n",
            "package a\ntype (\n\tt struct {\n\t\ta, b *rec // two\n\t}\n\trec struct{}\n)\n",
            "package a\ntype node[V any] struct {\n\tnext *node[V]\n}\n",
            "package a\ntype q struct {\n\thead *item `json:\"head\"`\n}\ntype item struct{}\n",
        ] {
            assert!(may_hold_record(&[text]), "{text}");
        }
    }

    #[test]
    fn prefilter_skips_packages_without_pointer_fields_to_their_structs() {
        for text in [
            // Pointer receivers, parameters and locals are not fields.
            "package a\ntype t struct{ n int }\nfunc (r *t) m(o *t) *t {\n\tvar p *t\n\treturn p\n}\n",
            // A pointer to another package's struct.
            "package a\ntype t struct {\n\tb *bytes.Buffer\n}\n",
            // A pointer to a type that is not a struct.
            "package a\ntype id int\ntype t struct {\n\tn *id\n}\n",
        ] {
            assert!(!may_hold_record(&[text]), "{text}");
        }
    }
}
