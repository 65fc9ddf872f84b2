//! Keeping a file's line endings and byte-order mark through a rewrite.
//!
//! gofmt writes `\n` and drops a BOM, and passes insert `\n`-terminated text; a file that
//! used `\r\n` (or began with a BOM) must come out the same way, or every line would show
//! as changed and `git apply`/`patch` would reject the diff. A file mixing the two keeps
//! each line's own ending: the new text is matched line by line against the old (ignoring
//! endings), lines found unchanged take their old ending, and lines the rewrite inserted or
//! changed take the ending most of the file's lines use.
//!
//! Invariant: pure text transformation.

const BOM: char = '\u{feff}';

/// How a file ends its lines and whether it starts with a BOM.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Layout {
    /// Lines ending `\r\n`, and lines ending `\n` alone.
    pub crlf: usize,
    pub lf: usize,
    pub bom: bool,
}

impl Layout {
    /// The layout of a text.
    pub fn of(text: &str) -> Layout {
        let breaks = memchr::memchr_iter(b'\n', text.as_bytes()).count();
        let crlf = memchr::memmem::find_iter(text.as_bytes(), b"\r\n").count();
        Layout {
            crlf,
            lf: breaks - crlf,
            bom: text.starts_with(BOM),
        }
    }

    /// Whether most lines end `\r\n` (a tie goes to `\n`, gofmt's).
    fn mostly_crlf(self) -> bool {
        self.crlf > self.lf
    }
}

/// `new`, a rewrite of `old`, with `old`'s line endings and BOM: every line break `\r\n`
/// when all of `old`'s were, each line's own ending when `old` mixes them (inserted and
/// changed lines taking the majority's), and the BOM back in front when `old` had one.
pub fn keep(old: &str, new: &str) -> String {
    let layout = Layout::of(old);
    let body = new.strip_prefix(BOM).unwrap_or(new);
    let mut out = String::with_capacity(body.len() + body.len() / 16 + 3);
    if layout.bom {
        out.push(BOM);
    }
    if layout.crlf == 0 {
        out.push_str(body);
        return out;
    }
    let old_body = old.strip_prefix(BOM).unwrap_or(old);
    let old_lines: Vec<(&str, bool, bool)> = lines(old_body).collect();
    let new_lines: Vec<(&str, bool, bool)> = lines(body).collect();
    // Which ending each new line gets: its old line's when it is unchanged.
    let mut endings: Vec<bool> = vec![layout.mostly_crlf(); new_lines.len()];
    if layout.lf > 0 {
        let old_text: Vec<&str> = old_lines.iter().map(|(l, ..)| *l).collect();
        let new_text: Vec<&str> = new_lines.iter().map(|(l, ..)| *l).collect();
        let ops = similar::capture_diff_slices(similar::Algorithm::Myers, &old_text, &new_text);
        for op in ops {
            if let similar::DiffOp::Equal {
                old_index,
                new_index,
                len,
            } = op
            {
                for k in 0..len {
                    endings[new_index + k] = old_lines[old_index + k].2;
                }
            }
        }
    }
    for ((line, broken, _), crlf) in new_lines.iter().zip(endings) {
        out.push_str(line);
        if *broken {
            out.push_str(if crlf { "\r\n" } else { "\n" });
        }
    }
    out
}

/// The lines of a text without their endings, each with whether it had a break and
/// whether that break was `\r\n`: `(line, broken, crlf)`. Only the last line may lack a
/// break.
fn lines(text: &str) -> impl Iterator<Item = (&str, bool, bool)> {
    text.split_inclusive('\n')
        .map(|line| match line.strip_suffix('\n') {
            Some(content) => match content.strip_suffix('\r') {
                Some(content) => (content, true, true),
                None => (content, true, false),
            },
            None => (line, false, false),
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crlf_files_stay_crlf_and_lf_files_stay_lf() {
        assert_eq!(
            keep(
                "package a\r\n\r\nvar x = 1\r\n",
                "package a\n\nvar x = 2\r\nvar y = 3\n"
            ),
            "package a\r\n\r\nvar x = 2\r\nvar y = 3\r\n"
        );
        assert_eq!(
            keep("package a\n", "package a\n\nvar x = 2\n"),
            "package a\n\nvar x = 2\n"
        );
    }

    #[test]
    fn a_mixed_file_keeps_each_line_s_ending_and_new_lines_take_the_majority() {
        let old = "package a\r\n\r\n// Config holds options.\ntype Config struct {\r\n\tName string\r\n}\r\n";
        let new = "package a\n\n// Config holds options.\ntype Config struct {\n\tName string\n\tPort int\n}\n";
        assert_eq!(
            keep(old, new),
            "package a\r\n\r\n// Config holds options.\ntype Config struct {\r\n\tName string\r\n\tPort int\r\n}\r\n"
        );
        // Mostly `\n`: an inserted line takes `\n`.
        let old = "package a\n\nvar x = 1\r\nvar y = 2\n";
        let new = "package a\n\nvar x = 1\nvar z = 0\nvar y = 2\n";
        assert_eq!(
            keep(old, new),
            "package a\n\nvar x = 1\r\nvar z = 0\nvar y = 2\n"
        );
    }

    #[test]
    fn a_bom_is_kept_and_an_unterminated_last_line_stays_so() {
        assert_eq!(
            keep("\u{feff}package a\n", "package a\n"),
            "\u{feff}package a\n"
        );
        assert_eq!(
            keep("\u{feff}package a\n", "\u{feff}package a\n"),
            "\u{feff}package a\n"
        );
        assert_eq!(
            keep(
                "package a\r\nvar x = 1\nvar y",
                "package a\nvar x = 2\nvar y"
            ),
            "package a\r\nvar x = 2\nvar y"
        );
        let layout = Layout::of("a\r\nb\nc\r\n");
        assert_eq!((layout.crlf, layout.lf, layout.bom), (2, 1, false));
    }
}
