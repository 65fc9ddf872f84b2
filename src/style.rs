//! Colour for people reading on a terminal: one place that knows the escape codes, used by
//! every text renderer (plan, diff, audit, the closing summary).
//!
//! Whether colour is on is decided once, by the command line layer, from `--color`, the
//! terminal and `NO_COLOR` ([`enabled`]); renderers only receive a [`Style`].
//!
//! Invariant: pure string formatting; never looks at terminals or the environment itself.

/// How text is painted: either with ANSI colours or not at all.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Style {
    on: bool,
}

/// Whether to colour a stream: `--color always` and `never` decide alone; `auto` colours a
/// terminal unless `NO_COLOR` is set (<https://no-color.org>), and never a pipe or a file.
pub fn enabled(choice: Choice, terminal: bool, no_color: bool) -> bool {
    match choice {
        Choice::Always => true,
        Choice::Never => false,
        Choice::Auto => terminal && !no_color,
    }
}

/// What the user asked for with `--color`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Choice {
    Auto,
    Always,
    Never,
}

impl Style {
    pub fn new(on: bool) -> Style {
        Style { on }
    }

    /// No colour: what pipes, files and tests get.
    pub fn plain() -> Style {
        Style { on: false }
    }

    fn paint(self, text: &str, code: &str) -> String {
        if self.on && !text.is_empty() {
            format!("\x1b[{code}m{text}\x1b[0m")
        } else {
            text.to_string()
        }
    }

    /// Headings and diff file headers.
    pub fn bold(self, text: &str) -> String {
        self.paint(text, "1")
    }

    /// Added lines; a rewrite; a value that stays on the stack.
    pub fn good(self, text: &str) -> String {
        self.paint(text, "32")
    }

    /// Removed lines; a value the compiler moves to the heap.
    pub fn bad(self, text: &str) -> String {
        self.paint(text, "31")
    }

    /// A refusal.
    pub fn warn(self, text: &str) -> String {
        self.paint(text, "33")
    }

    /// Reason codes, hunk headers, kinds: what a reader scans for.
    pub fn code(self, text: &str) -> String {
        self.paint(text, "36")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn auto_colours_only_a_terminal_without_no_color() {
        assert!(enabled(Choice::Auto, true, false));
        assert!(!enabled(Choice::Auto, false, false));
        assert!(!enabled(Choice::Auto, true, true));
        assert!(enabled(Choice::Always, false, true));
        assert!(!enabled(Choice::Never, true, false));
    }

    #[test]
    fn plain_style_writes_no_escape_codes() {
        assert_eq!(Style::plain().good("rewrite"), "rewrite");
        assert_eq!(Style::new(true).good("rewrite"), "\x1b[32mrewrite\x1b[0m");
        assert_eq!(Style::new(true).code(""), "");
    }
}
