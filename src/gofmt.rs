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
