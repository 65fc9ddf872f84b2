//! Problems met during a run that stop one file or package but not the run: a missing
//! path, a file that is not UTF-8, a package that does not parse, a rewrite gofmt rejects.
//!
//! Each carries the exit status it raises; the run keeps going and exits once, with the
//! highest status raised (see [`Severity`]).
//!
//! Invariant: plain data; nothing here prints or exits.

use std::path::{Path, PathBuf};

/// How bad a problem is, ordered: the exit status is the highest one raised.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum Severity {
    /// Input could not be read or used (exit 2).
    Input,
    /// A package or file could not be rewritten safely (exit 3).
    Unsafe,
}

impl Severity {
    pub fn exit_code(self) -> u8 {
        match self {
            Severity::Input => 2,
            Severity::Unsafe => 3,
        }
    }
}

/// One problem, positioned as precisely as it is known.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub struct Problem {
    pub path: PathBuf,
    /// 1-based line and column, when the problem is at a place in a file.
    pub line: Option<usize>,
    pub column: Option<usize>,
    pub severity: Severity,
    pub message: String,
}

impl Problem {
    pub fn input(path: &Path, message: impl Into<String>) -> Problem {
        Problem {
            path: path.to_path_buf(),
            line: None,
            column: None,
            severity: Severity::Input,
            message: message.into(),
        }
    }

    pub fn unsafe_at(path: &Path, message: impl Into<String>) -> Problem {
        Problem {
            severity: Severity::Unsafe,
            ..Problem::input(path, message)
        }
    }

    pub fn at(mut self, line: usize, column: usize) -> Problem {
        self.line = Some(line);
        self.column = Some(column);
        self
    }
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.path.display())?;
        if let (Some(line), Some(column)) = (self.line, self.column) {
            write!(f, ":{line}:{column}")?;
        }
        write!(f, ": {}", self.message)
    }
}
