//! The compiler's view: run `go build -gcflags='-m=2 -S'` and read its escape diagnostics,
//! so each finding can say whether the compiler confirms the value goes to the heap, and
//! its assembly's `CALL runtime.convT*`, every box the compiled code makes.
//!
//! Invariant: runs only `go build` (which writes nothing in the user's tree: `-o /dev/null`
//! style output is discarded by building packages without `-o`).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

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
) -> Result<Compiled, EscapeError> {
    let mut packages = packages.to_vec();
    loop {
        match build(module, &packages, tags) {
            // A folder whose files the build constraints all exclude (a `tools.go` behind
            // `//go:build tools`) fails the whole build; it has nothing to compile, so
            // the others are built without it.
            Err(EscapeError::Build { output, .. }) if excluded(&output, &mut packages) => {}
            other => return other,
        }
    }
}

/// Drops from `packages` the folders the build says it has no files for; whether any was.
fn excluded(output: &str, packages: &mut Vec<PathBuf>) -> bool {
    let empty: Vec<PathBuf> = output
        .lines()
        .filter_map(|l| l.split_once("build constraints exclude all Go files in "))
        .map(|(_, dir)| PathBuf::from(dir.trim()))
        .collect();
    let before = packages.len();
    packages.retain(|p| {
        let absolute = std::fs::canonicalize(p).unwrap_or_else(|_| p.clone());
        !empty.iter().any(|e| *e == absolute || e == p)
    });
    packages.len() < before && !packages.is_empty()
}

/// One `go build` of `packages` with escape diagnostics and assembly, read as it streams.
fn build(module: &Path, packages: &[PathBuf], tags: &[String]) -> Result<Compiled, EscapeError> {
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
    let mut child = Command::new("go")
        .arg("build")
        // -S as well: the assembly names every boxing call the compiler emits, at the
        // source line it came from (see `box_calls`). The build cache replays both. -m
        // (not -m=2) gives the same final diagnostics without the flow explanations.
        .arg("-gcflags=-m -S")
        .args(crate::verify::tags_flag(tags))
        .args(&patterns)
        .current_dir(module)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(EscapeError::Spawn)?;
    let stderr = child
        .stderr
        .take()
        .ok_or_else(|| EscapeError::Spawn(std::io::Error::other("no stderr pipe")))?;
    let text = relevant_lines(std::io::BufReader::new(stderr)).map_err(EscapeError::Spawn)?;
    let status = child.wait().map_err(EscapeError::Spawn)?;
    if !status.success() {
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
    Ok(Compiled {
        diagnostics: parse(&text, module),
        box_calls: box_calls(&text),
    })
}

/// The lines of the build's output that `parse` and `box_calls` read, kept as they stream
/// past: diagnostics, function headers, and the instructions that load a type or call a
/// box. The assembly of a large module runs to a gigabyte (opentelemetry-go's root
/// module: 1.06 GB), of which these are a few megabytes.
fn relevant_lines(mut reader: impl std::io::BufRead) -> std::io::Result<String> {
    let mut kept = String::new();
    let mut line = Vec::new();
    loop {
        line.clear();
        if reader.read_until(b'\n', &mut line)? == 0 {
            return Ok(kept);
        }
        let keep = if line.first() == Some(&b'\t') {
            memchr::memmem::find(&line, b"\tCALL\truntime.convT").is_some()
                || memchr::memmem::find(&line, b"\tLEAQ\ttype:").is_some()
        } else {
            true
        };
        if keep {
            kept.push_str(&String::from_utf8_lossy(&line));
        }
    }
}

/// What one compiler run says: escape diagnostics and the boxing calls it emitted.
#[derive(Debug, Default)]
pub struct Compiled {
    pub diagnostics: Vec<Diagnostic>,
    pub box_calls: Vec<BoxCall>,
}

/// A boxing call in the compiled code: `CALL runtime.convT…` in `-S` output, at the source
/// line the instruction came from. This is the ground truth the escape diagnostics only
/// approximate (they also say "escapes" of appends and concatenations, and nothing of a
/// box the compiler makes for an implicit conversion it does not name).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoxCall {
    pub file: PathBuf,
    pub line: usize,
    /// `convT64`, `convTstring`, `convT`, …
    pub runtime: String,
    /// The boxed type when the call takes one (`convT`, `convTnoptr`: the type loaded just
    /// before the call), as the linker names it (`example.com/m.Event`).
    pub ty: Option<String>,
    /// The compiled function, as the assembly names it (`example.com/m.(*T).Add`).
    pub function: String,
}

impl BoxCall {
    /// The boxed value's type as far as the call says.
    pub fn describe_type(&self) -> String {
        match (self.runtime.as_str(), &self.ty) {
            (_, Some(ty)) => ty.clone(),
            ("convTstring", _) => "string".into(),
            ("convTslice", _) => "a slice".into(),
            ("convT16", _) => "a 2-byte value".into(),
            ("convT32", _) => "a 4-byte value".into(),
            ("convT64", _) => "an 8-byte value".into(),
            _ => "a value".into(),
        }
    }
}

/// The boxing calls in `go build -gcflags=-S` output: each function's header line
/// (`pkg.F STEXT size=…`), then its instructions, `\t0x0026 00038 (/abs/f.go:56)\tCALL\t
/// runtime.convTstring(SB)`. A generic `convT` takes its type from the `LEAQ type:T(SB)`
/// before it.
pub fn box_calls(output: &str) -> Vec<BoxCall> {
    let mut calls = Vec::new();
    let mut function = "";
    let mut last_type: Option<&str> = None;
    for line in output.lines() {
        if !line.starts_with('\t') {
            if let Some((name, _)) = line.split_once(" STEXT") {
                function = name;
                last_type = None;
            }
            continue;
        }
        let mut fields = line.split('\t').skip(1);
        let (Some(at), Some(op), Some(arg)) = (fields.next(), fields.next(), fields.next()) else {
            continue;
        };
        match op {
            "LEAQ" => {
                last_type = arg
                    .strip_prefix("type:")
                    .and_then(|t| t.split_once("(SB)"))
                    .map(|(t, _)| t);
            }
            "CALL" => {
                let Some(runtime) = arg
                    .strip_prefix("runtime.")
                    .and_then(|r| r.strip_suffix("(SB)"))
                    .filter(|r| r.starts_with("convT"))
                else {
                    continue;
                };
                let Some((file, line_no)) = at
                    .split_once('(')
                    .and_then(|(_, p)| p.strip_suffix(')'))
                    .and_then(|p| p.rsplit_once(':'))
                    .and_then(|(f, l)| Some((f, l.parse().ok()?)))
                else {
                    continue;
                };
                let takes_type = matches!(runtime, "convT" | "convTnoptr");
                calls.push(BoxCall {
                    file: PathBuf::from(file),
                    line: line_no,
                    runtime: runtime.to_string(),
                    ty: last_type.filter(|_| takes_type).map(str::to_string),
                    function: function.to_string(),
                });
            }
            _ => {}
        }
    }
    calls
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

/// Whether an escape diagnostic's expression could be a value being boxed, not an
/// allocation of its own (`&T{…}`, `make(…)`, `new(…)`, a func literal, a `...`
/// argument list, a composite literal) or a constant (boxed from read-only data).
pub fn names_a_value(expr: &str) -> bool {
    !expr.starts_with('&')
        && !expr.starts_with("make(")
        && !expr.starts_with("new(")
        && !expr.starts_with("func literal")
        && !expr.starts_with("...")
        && !expr.contains('{')
        && !is_constant(expr)
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

    /// Each `CALL runtime.convT…` is one box at its source line, in the function whose
    /// header came last; a generic `convT` names its type by the `LEAQ type:…` before it.
    #[test]
    fn reads_the_boxing_calls_of_the_assembly() {
        let out = "example.com/m.(*A).encode STEXT size=725 args=0x58 locals=0x40 funcid=0x0 align=0x0\n\t0x0000 00000 (/m/a.go:55)\tTEXT\texample.com/m.(*A).encode(SB), ABIInternal, $72-88\n\t0x0026 00038 (/m/a.go:56)\tCALL\truntime.convTstring(SB)\n\t0x0030 00048 (/m/a.go:58)\tLEAQ\ttype:example.com/m.Event(SB), AX\n\t0x0037 00055 (/m/a.go:58)\tCALL\truntime.convT(SB)\n\t0x0040 00064 (/m/a.go:59)\tCALL\truntime.growslice(SB)\nexample.com/m.F STEXT size=10\n\t0x0000 00000 (/m/b.go:3)\tCALL\truntime.convT64(SB)\n\trel 39+4 t=R_CALL runtime.convTstring+0\n";
        let calls = box_calls(out);
        let seen: Vec<(&str, usize, &str, Option<&str>, &str)> = calls
            .iter()
            .map(|c| {
                (
                    c.file.to_str().unwrap_or_default(),
                    c.line,
                    c.runtime.as_str(),
                    c.ty.as_deref(),
                    c.function.as_str(),
                )
            })
            .collect();
        assert_eq!(
            seen,
            [
                (
                    "/m/a.go",
                    56,
                    "convTstring",
                    None,
                    "example.com/m.(*A).encode"
                ),
                (
                    "/m/a.go",
                    58,
                    "convT",
                    Some("example.com/m.Event"),
                    "example.com/m.(*A).encode"
                ),
                ("/m/b.go", 3, "convT64", None, "example.com/m.F"),
            ]
        );
        assert_eq!(calls[2].describe_type(), "an 8-byte value");
    }
}
