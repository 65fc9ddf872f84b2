//! Keeping a file's line-ending style and byte-order mark through a rewrite.
//!
//! gofmt writes `\n` and drops a BOM, and passes insert `\n`-terminated text; a file that
//! used `\r\n` throughout (or began with a BOM) must come out the same way, or every line
//! would show as changed and `git apply`/`patch` would reject the diff.
//!
//! Invariant: pure text transformation.

const BOM: char = '\u{feff}';

/// How a file ends its lines and whether it starts with a BOM.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Layout {
    /// Every line break is `\r\n`.
    pub crlf: bool,
    pub bom: bool,
}

impl Layout {
    /// The layout of a text. A file mixing `\r\n` and `\n` counts as `\n`: there is no one
    /// style to keep, and what the rewrite does not touch is kept byte for byte anyway.
    pub fn of(text: &str) -> Layout {
        let breaks = text.matches('\n').count();
        let crlf = breaks > 0 && text.matches("\r\n").count() == breaks;
        Layout {
            crlf,
            bom: text.starts_with(BOM),
        }
    }

    /// `text` in this layout: every line break `\r\n` when the original's were, and the
    /// BOM back in front when the original had one.
    pub fn restore(self, text: &str) -> String {
        let body = text.strip_prefix(BOM).unwrap_or(text);
        let mut out = String::with_capacity(body.len() + body.len() / 16 + 3);
        if self.bom {
            out.push(BOM);
        }
        if self.crlf {
            for line in body.split_inclusive('\n') {
                match line.strip_suffix('\n') {
                    Some(content) => {
                        out.push_str(content.strip_suffix('\r').unwrap_or(content));
                        out.push_str("\r\n");
                    }
                    None => out.push_str(line),
                }
            }
        } else {
            out.push_str(body);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crlf_files_stay_crlf_and_lf_files_stay_lf() {
        let crlf = Layout::of("package a\r\n\r\nvar x = 1\r\n");
        assert!(crlf.crlf && !crlf.bom);
        assert_eq!(
            crlf.restore("package a\n\nvar x = 2\r\nvar y = 3\n"),
            "package a\r\n\r\nvar x = 2\r\nvar y = 3\r\n"
        );
        let lf = Layout::of("package a\n");
        assert_eq!(
            lf.restore("package a\n\nvar x = 2\n"),
            "package a\n\nvar x = 2\n"
        );
    }

    #[test]
    fn mixed_files_count_as_lf_and_a_bom_is_kept() {
        assert!(!Layout::of("package a\r\nvar x = 1\n").crlf);
        let bom = Layout::of("\u{feff}package a\n");
        assert!(bom.bom);
        assert_eq!(bom.restore("package a\n"), "\u{feff}package a\n");
        assert_eq!(bom.restore("\u{feff}package a\n"), "\u{feff}package a\n");
    }
}
