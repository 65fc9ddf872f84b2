//! Formatting rewritten files with the user's own `gofmt`, so output matches their tree.
//!
//! unbox writes gofmt-style text itself; gofmt is the final word when it is installed.
//!
//! Invariant: runs `gofmt` on text through stdin and stdout only; never on user files.

use std::io::Write;
use std::process::{Command, Stdio};

/// What went wrong when formatting.
#[derive(Debug, thiserror::Error)]
pub enum GofmtError {
    #[error("cannot run gofmt: {0}")]
    Spawn(std::io::Error),
    #[error("gofmt rejected the rewritten text: {0}")]
    Rejected(String),
}

/// Whether `gofmt` can be run.
pub fn available() -> bool {
    Command::new("gofmt")
        .arg("-h")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok()
}

/// Formats Go source text. A rejection means the rewrite produced invalid Go: a bug that
/// must stop the write, with gofmt's first error lines as the reason.
pub fn format(text: &str) -> Result<String, GofmtError> {
    let mut child = Command::new("gofmt")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(GofmtError::Spawn)?;
    let mut stdin = child.stdin.take().expect("stdin was requested as a pipe");
    let input = text.to_string();
    // Write from another thread so a large file cannot deadlock on full pipes.
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let output = child.wait_with_output().map_err(GofmtError::Spawn)?;
    let _ = writer.join();
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        let first: Vec<&str> = stderr.lines().take(3).collect();
        return Err(GofmtError::Rejected(first.join("; ")));
    }
    String::from_utf8(output.stdout)
        .map_err(|_| GofmtError::Rejected("gofmt wrote bytes that are not UTF-8".into()))
}

/// Whether Go's own parser accepts a file (`gofmt -e`, which reports every syntax error).
/// `Err` holds its first errors, positions as `line:col` (the `<standard input>:` prefix
/// dropped), for the caller to put the file name in front.
pub fn parses(text: &str) -> Result<(), GofmtError> {
    match format(text) {
        Ok(_) => Ok(()),
        Err(GofmtError::Rejected(why)) => {
            Err(GofmtError::Rejected(why.replace("<standard input>:", "")))
        }
        Err(e) => Err(e),
    }
}

/// Checks files on disk with Go's parser in one `gofmt -e -l` run. `Err` holds the first
/// errors as `path:line:col: message`.
pub fn check_files(paths: &[&std::path::Path]) -> Result<(), GofmtError> {
    if paths.is_empty() {
        return Ok(());
    }
    let output = Command::new("gofmt")
        .args(["-e", "-l"])
        .args(paths)
        .stdin(Stdio::null())
        .output()
        .map_err(GofmtError::Spawn)?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    if output.status.success() && stderr.trim().is_empty() {
        return Ok(());
    }
    let first: Vec<&str> = stderr.lines().take(3).collect();
    Err(GofmtError::Rejected(first.join("; ")))
}
