//! `unbox.toml`: a project's defaults, kept in the repository so every engineer and CI job
//! runs unbox the same way. Each key is a command-line flag's name; a flag typed on the
//! command line wins over the file.
//!
//! ```toml
//! pass = ["records"]          # --pass
//! flag = "present"            # --flag (records pass)
//! layout = "wide"             # --layout (options pass)
//! tags = ["integration"]      # --tags
//! no-types = false            # --no-types
//! max-parse-mb = 8            # --max-parse-mb
//! exclude = ["internal/gen"]  # folders, relative to this file, unbox never looks at
//! ```
//!
//! The file is looked for from the first path given upward: at the Go module's root (the
//! folder with `go.mod`) or, above it, at the repository's root (the folder with `.git`),
//! and no further.
//!
//! Invariant: reads only the settings file and the folder names on the way to it; commands
//! decide what wins.

use crate::cli::{FlagArg, LayoutArg};
use serde::Deserialize;
use std::path::{Path, PathBuf};

/// The settings file's name.
pub const FILE_NAME: &str = "unbox.toml";

/// What `unbox.toml` may set. Unknown keys are an error, so a misspelt key is not silently
/// ignored.
#[derive(Debug, Default, Deserialize, PartialEq)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct Settings {
    /// Passes to run, as `--pass`.
    #[serde(default)]
    pub pass: Vec<String>,
    /// As `--flag`: `is-nil` or `present`.
    pub flag: Option<FlagSetting>,
    /// As `--layout`: `compact` or `wide`.
    pub layout: Option<LayoutSetting>,
    /// As `--tags`.
    #[serde(default)]
    pub tags: Vec<String>,
    /// As `--no-types`.
    #[serde(default)]
    pub no_types: bool,
    /// As `--max-parse-mb`.
    pub max_parse_mb: Option<f64>,
    /// Folders, relative to the file's folder, left out of every command.
    #[serde(default)]
    pub exclude: Vec<PathBuf>,
}

/// `flag = "…"`.
#[derive(Debug, Clone, Copy, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum FlagSetting {
    IsNil,
    Present,
}

impl From<FlagSetting> for FlagArg {
    fn from(flag: FlagSetting) -> FlagArg {
        match flag {
            FlagSetting::IsNil => FlagArg::IsNil,
            FlagSetting::Present => FlagArg::Present,
        }
    }
}

/// `layout = "…"`.
#[derive(Debug, Clone, Copy, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum LayoutSetting {
    Compact,
    Wide,
}

impl From<LayoutSetting> for LayoutArg {
    fn from(layout: LayoutSetting) -> LayoutArg {
        match layout {
            LayoutSetting::Compact => LayoutArg::Compact,
            LayoutSetting::Wide => LayoutArg::Wide,
        }
    }
}

/// A settings file that cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum SettingsError {
    #[error("{}: cannot read: {source}", path.display())]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{}:{line}:{column}: {message}", path.display())]
    Invalid {
        path: PathBuf,
        /// 1-based.
        line: usize,
        /// 1-based, in bytes.
        column: usize,
        message: String,
    },
}

/// The settings file that applies to `start` (a path as given on the command line): the
/// nearest `unbox.toml` from its folder up to the module root or, past that, the
/// repository root.
pub fn find(start: &Path) -> Option<PathBuf> {
    let text = start.to_string_lossy();
    let base = text
        .strip_suffix("...")
        .unwrap_or(&text)
        .trim_end_matches('/');
    let base = Path::new(if base.is_empty() { "." } else { base });
    let mut dir = if base.is_file() {
        base.parent().map(Path::to_path_buf).unwrap_or_default()
    } else {
        base.to_path_buf()
    };
    if dir.as_os_str().is_empty() {
        dir = PathBuf::from(".");
    }
    let mut dir = std::path::absolute(&dir).ok()?;
    let mut past_module = false;
    loop {
        let file = dir.join(FILE_NAME);
        if file.is_file() {
            return Some(file);
        }
        past_module |= dir.join("go.mod").is_file();
        // The repository's root is as far as a project's settings reach; without a
        // repository, the module's root is.
        if dir.join(".git").exists() || (past_module && !has_repository_above(&dir)) {
            return None;
        }
        if !dir.pop() {
            return None;
        }
    }
}

/// Whether a folder above `dir` is a git repository's root.
fn has_repository_above(dir: &Path) -> bool {
    dir.ancestors().skip(1).any(|d| d.join(".git").exists())
}

/// Reads and parses the settings file at `path`.
pub fn load(path: &Path) -> Result<Settings, SettingsError> {
    let text = std::fs::read_to_string(path).map_err(|source| SettingsError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    parse(path, &text)
}

/// Parses settings text; errors name the file, line and column.
pub fn parse(path: &Path, text: &str) -> Result<Settings, SettingsError> {
    let settings: Settings = toml::from_str(text).map_err(|e| {
        let start = e.span().map_or(0, |s| s.start).min(text.len());
        let before = &text[..start];
        let line = before.matches('\n').count() + 1;
        let column = start - before.rfind('\n').map_or(0, |i| i + 1) + 1;
        SettingsError::Invalid {
            path: path.to_path_buf(),
            line,
            column,
            message: e.message().to_string(),
        }
    })?;
    if let Some(mb) = settings.max_parse_mb {
        if !(mb.is_finite() && mb > 0.0) {
            return Err(SettingsError::Invalid {
                path: path.to_path_buf(),
                line: text
                    .lines()
                    .position(|l| l.trim_start().starts_with("max-parse-mb"))
                    .map_or(1, |i| i + 1),
                column: 1,
                message: "max-parse-mb: expected a number of megabytes above 0".to_string(),
            });
        }
    }
    Ok(settings)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_parses_and_a_misspelt_one_is_named_where_it_is() {
        let text = "pass = [\"records\"]\nflag = \"present\"\nlayout = \"wide\"\ntags = [\"integration\"]\nno-types = true\nmax-parse-mb = 8\nexclude = [\"internal/gen\"]\n";
        let settings = parse(Path::new("unbox.toml"), text).expect("valid");
        assert_eq!(settings.pass, ["records"]);
        assert_eq!(settings.flag, Some(FlagSetting::Present));
        assert_eq!(settings.layout, Some(LayoutSetting::Wide));
        assert!(settings.no_types);
        assert_eq!(settings.exclude, [PathBuf::from("internal/gen")]);
        let wrong = parse(
            Path::new("unbox.toml"),
            "pass = [\"records\"]\nflags = \"present\"\n",
        )
        .expect_err("flags is not a key");
        let said = wrong.to_string();
        assert!(
            said.starts_with("unbox.toml:2:1: unknown field `flags`"),
            "{said}"
        );
        let zero = parse(Path::new("unbox.toml"), "\nmax-parse-mb = 0\n").expect_err("0 MB");
        assert!(
            zero.to_string().starts_with("unbox.toml:2:1: max-parse-mb"),
            "{zero}"
        );
    }
}
