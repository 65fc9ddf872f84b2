//! The compiler's view: run `go build -gcflags=-m=2` and read its escape diagnostics, so each
//! finding can say whether the compiler confirms the value goes to the heap.
//!
//! Invariant: runs only `go build` (which writes nothing in the user's tree: `-o /dev/null`
//! style output is discarded by building packages without `-o`).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// What the compiler said about one position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Escape {
    /// "… escapes to heap" or "moved to heap": the compiler allocates it.
    Confirmed,
    /// "… does not escape": it stays on the stack.
    Stack,
    /// The compiler said nothing about this position.
    Unknown,
}

/// One escape diagnostic.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    pub file: PathBuf,
    pub line: usize,
    pub column: usize,
    /// The expression as the compiler prints it (`ev.Value`, `"ms"`).
    pub expr: String,
    pub escapes: bool,
}

/// What went wrong running the compiler.
#[derive(Debug, thiserror::Error)]
pub enum EscapeError {
    #[error("cannot run go: {0}")]
    Spawn(std::io::Error),
    #[error("go build failed in {dir}:\n{output}")]
    Build { dir: PathBuf, output: String },
}

/// Builds the package folders of one module with escape diagnostics on, with the build
/// tags the run judged (`--tags`).
pub fn diagnose(
    module: &Path,
    packages: &[PathBuf],
    tags: &[String],
) -> Result<Vec<Diagnostic>, EscapeError> {
    let mut patterns = Vec::new();
    for dir in packages {
        let absolute = std::fs::canonicalize(dir).unwrap_or_else(|_| dir.clone());
        let relative = absolute
            .strip_prefix(module)
            .unwrap_or(&absolute)
            .to_string_lossy()
            .into_owned();
        patterns.push(if relative.is_empty() {
            ".".to_string()
        } else {
            format!("./{relative}")
        });
    }
    let output = Command::new("go")
        .arg("build")
        .arg("-gcflags=-m=2")
        .args(crate::verify::tags_flag(tags))
        .args(&patterns)
        .current_dir(module)
        .output()
        .map_err(EscapeError::Spawn)?;
    let text = String::from_utf8_lossy(&output.stderr);
    if !output.status.success() {
        let first: Vec<&str> = text
            .lines()
            .filter(|l| !l.starts_with('#'))
            .take(8)
            .collect();
        return Err(EscapeError::Build {
            dir: module.to_path_buf(),
            output: first.join("\n"),
        });
    }
    Ok(parse(&text, module))
}

/// Reads `file:line:col: X escapes to heap`, `moved to heap: x` and `X does not escape`
/// lines; the `-m=2` explanations (`… in F:` and indented `flow:` lines) are skipped.
pub fn parse(output: &str, base: &Path) -> Vec<Diagnostic> {
    let mut found: BTreeMap<(PathBuf, usize, usize), Diagnostic> = BTreeMap::new();
    for line in output.lines() {
        let Some((position, message)) = split_position(line) else {
            continue;
        };
        let (file, line_no, column) = position;
        let (expr, escapes) = if let Some(expr) = message.strip_suffix(" escapes to heap") {
            (expr, true)
        } else if let Some(name) = message.strip_prefix("moved to heap: ") {
            (name, true)
        } else if let Some(expr) = message.strip_suffix(" does not escape") {
            (expr, false)
        } else {
            continue;
        };
        let file = base.join(file.trim_start_matches("./"));
        let key = (file.clone(), line_no, column);
        // An escape at a position wins over "does not escape" for a sub-expression there.
        if found.get(&key).is_some_and(|d| d.escapes) {
            continue;
        }
        found.insert(
            key,
            Diagnostic {
                file,
                line: line_no,
                column,
                expr: expr.to_string(),
                escapes,
            },
        );
    }
    found.into_values().collect()
}

/// `path:line:col: message`.
fn split_position(line: &str) -> Option<((&str, usize, usize), &str)> {
    let mut parts = line.splitn(4, ':');
    let file = parts.next()?;
    let line_no = parts.next()?.parse().ok()?;
    let column = parts.next()?.parse().ok()?;
    let message = parts.next()?.strip_prefix(' ')?;
    if message.starts_with(' ') {
        return None; // An indented explanation line.
    }
    Some(((file, line_no, column), message))
}

/// Whether the compiler's printed expression is a constant (it reports `"ms"` and `1` as
/// escaping, but constants are boxed from read-only data).
pub fn is_constant(expr: &str) -> bool {
    let expr = expr.trim();
    expr.starts_with('"')
        || expr.starts_with('`')
        || expr.starts_with('\'')
        || expr.parse::<f64>().is_ok()
        || matches!(expr, "true" | "false" | "nil")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_final_diagnostics_and_skips_explanations() {
        let out = "# example.com/m\n./m.go:28:17: ev.Value escapes to heap in Encode:\n./m.go:28:17:   flow: {heap} = &{storage for ev.Value}:\n./m.go:28:17: ev.Value escapes to heap\n./m.go:30:14: \"ms\" escapes to heap\n./m.go:36:20: ... argument does not escape\n./m.go:40:2: moved to heap: x\n";
        let found = parse(out, Path::new("/mod"));
        assert_eq!(found.len(), 4);
        assert_eq!(
            found[0],
            Diagnostic {
                file: "/mod/m.go".into(),
                line: 28,
                column: 17,
                expr: "ev.Value".into(),
                escapes: true
            }
        );
        assert!(is_constant(&found[1].expr));
        assert!(!found[2].escapes);
        assert_eq!(found[3].expr, "x");
    }
}
