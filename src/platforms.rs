//! Build configurations: the one a run is judged under (the platform Go's type checker
//! describes, and the build tags), and the platforms a package has files of its own for
//! (`_windows.go`, `_darwin_arm64.go`, `//go:build` lines), which `--verify` vets too.
//!
//! Go decides which files a build reads from the file name's `_GOOS`, `_GOARCH` or
//! `_GOOS_GOARCH` suffix and from the `//go:build` expression above the package clause.
//! This module applies those rules to names and texts it is given.
//!
//! Invariant: plain data and text; no I/O and no processes.

use std::borrow::Cow;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

/// What a run's type facts describe: a platform and the build tags.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct Configuration {
    pub goos: String,
    pub goarch: String,
    pub tags: Vec<String>,
}

impl fmt::Display for Configuration {
    /// `linux/amd64, tags: integration,slow`, or `linux/amd64, no tags`.
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}/{}, ", self.goos, self.goarch)?;
        if self.tags.is_empty() {
            write!(f, "no tags")
        } else {
            write!(f, "tags: {}", self.tags.join(","))
        }
    }
}

/// One GOOS/GOARCH pair.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Platform {
    pub goos: String,
    pub goarch: String,
}

impl Platform {
    pub fn new(goos: &str, goarch: &str) -> Platform {
        Platform {
            goos: goos.to_string(),
            goarch: goarch.to_string(),
        }
    }

    /// Reads `go tool dist list` output (`linux/amd64` per line).
    pub fn parse_list(text: &str) -> Vec<Platform> {
        text.lines()
            .filter_map(|l| l.trim().split_once('/'))
            .map(|(os, arch)| Platform::new(os, arch))
            .collect()
    }
}

impl fmt::Display for Platform {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{}/{}", self.goos, self.goarch)
    }
}

/// Operating systems Go knows in file names (go/build's knownOS): `x_plan9.go` is for
/// plan9 only, `x_linuxish.go` for every system.
const KNOWN_OS: &[&str] = &[
    "aix",
    "android",
    "darwin",
    "dragonfly",
    "freebsd",
    "hurd",
    "illumos",
    "ios",
    "js",
    "linux",
    "nacl",
    "netbsd",
    "openbsd",
    "plan9",
    "solaris",
    "wasip1",
    "windows",
    "zos",
];

/// Architectures Go knows in file names (go/build's knownArch).
const KNOWN_ARCH: &[&str] = &[
    "386",
    "amd64",
    "amd64p32",
    "arm",
    "armbe",
    "arm64",
    "arm64be",
    "loong64",
    "mips",
    "mipsle",
    "mips64",
    "mips64le",
    "mips64p32",
    "mips64p32le",
    "ppc",
    "ppc64",
    "ppc64le",
    "riscv",
    "riscv64",
    "s390",
    "s390x",
    "sparc",
    "sparc64",
    "wasm",
];

/// Systems the `unix` build tag stands for (go/build's unixOS).
const UNIX_OS: &[&str] = &[
    "aix",
    "android",
    "darwin",
    "dragonfly",
    "freebsd",
    "hurd",
    "illumos",
    "ios",
    "linux",
    "netbsd",
    "openbsd",
    "solaris",
];

/// The build tags a platform satisfies, with the user's: GOOS, GOARCH, what they imply
/// (`unix`; android is linux, illumos is solaris, ios is darwin), the gc compiler, and
/// cgo when `cgo` (a cross build has none unless a C cross compiler is set up).
fn satisfied(platform: &Platform, tags: &[String], cgo: bool) -> BTreeSet<String> {
    let mut set: BTreeSet<String> = tags.iter().cloned().collect();
    set.insert(platform.goos.clone());
    set.insert(platform.goarch.clone());
    set.insert("gc".into());
    if UNIX_OS.contains(&platform.goos.as_str()) {
        set.insert("unix".into());
    }
    let implied = match platform.goos.as_str() {
        "android" => Some("linux"),
        "illumos" => Some("solaris"),
        "ios" => Some("darwin"),
        _ => None,
    };
    set.extend(implied.map(str::to_string));
    if cgo {
        set.insert("cgo".into());
    }
    set
}

/// Whether a tag holds: one of `set`, or a Go release tag (`go1.21`), which the toolchain
/// running the build satisfies (unbox needs a recent one).
fn holds(tag: &str, set: &BTreeSet<String>) -> bool {
    set.contains(tag)
        || tag
            .strip_prefix("go1.")
            .is_some_and(|minor| minor.parse::<u32>().is_ok())
}

/// Whether a file name is for this platform: `name_GOOS.go`, `name_GOARCH.go`,
/// `name_GOOS_GOARCH.go` (before `_test`), with the implied systems of [`satisfied`].
fn name_matches(name: &str, set: &BTreeSet<String>) -> bool {
    let stem = name.strip_suffix(".go").unwrap_or(name);
    let stem = stem.strip_suffix("_test").unwrap_or(stem);
    let parts: Vec<&str> = stem.split('_').collect();
    // The first element is the name itself: `windows.go` is for every platform.
    let parts = &parts[1.min(parts.len())..];
    let known = |word: &str, list: &[&str]| list.contains(&word);
    match parts {
        [.., os, arch] if known(os, KNOWN_OS) && known(arch, KNOWN_ARCH) => {
            set.contains(*os) && set.contains(*arch)
        }
        [.., last] if known(last, KNOWN_OS) || known(last, KNOWN_ARCH) => set.contains(*last),
        _ => true,
    }
}

/// The build constraint a file carries, as text a person reads: its `//go:build`
/// expression and the platform its name is for (`_linux`, `_windows_amd64`); `None` when
/// it has neither, and every build compiles it. Two files with the same constraint are
/// compiled by the same builds.
pub fn constraint(name: &str, text: &str) -> Option<String> {
    constraint_in_module(name, text, None)
}

/// [`constraint`], for a file of a module whose go line is `1.go_minor` when known: a
/// build line that holds in every build of the module (`//go:build go1.21` in a go 1.26
/// module) is no constraint.
pub fn constraint_in_module(name: &str, text: &str, go_minor: Option<u32>) -> Option<String> {
    let stem = name.strip_suffix(".go").unwrap_or(name);
    let stem = stem.strip_suffix("_test").unwrap_or(stem);
    let parts: Vec<&str> = stem.split('_').skip(1).collect();
    let platform: Vec<&str> = parts
        .iter()
        .rev()
        .take(2)
        .rev()
        .copied()
        .filter(|w| KNOWN_OS.contains(w) || KNOWN_ARCH.contains(w))
        .collect();
    let line =
        build_line(text).filter(|line| !go_minor.is_some_and(|minor| always_holds(line, minor)));
    if platform.is_empty() && line.is_none() {
        return None;
    }
    Some(match (line, platform.is_empty()) {
        (Some(line), true) => format!("//go:build {line}"),
        (Some(line), false) => format!("//go:build {line}, for {}", platform.join("/")),
        (None, _) => format!("for {}", platform.join("/")),
    })
}

/// The `//go:build` expression of a file: the line among the comments above the package
/// clause, as Go reads it; or, in a file without one, its `// +build` lines (Go still
/// honours them) written as one such expression.
pub fn build_line(text: &str) -> Option<Cow<'_, str>> {
    let mut plus = Vec::new();
    let mut last_blank = None;
    for (at, line) in text.lines().enumerate() {
        let line = line.trim();
        if let Some(expr) = line.strip_prefix("//go:build") {
            if expr.starts_with([' ', '\t']) {
                return Some(Cow::Borrowed(expr.trim()));
            }
        }
        if let Some(expr) = line.strip_prefix("// +build") {
            if expr.is_empty() || expr.starts_with([' ', '\t']) {
                plus.push((at, expr.trim()));
            }
        }
        if line.is_empty() {
            last_blank = Some(at);
        } else if !line.starts_with("//") {
            break;
        }
    }
    // A `// +build` line counts only when a blank line follows it before the package
    // clause (otherwise it belongs to the package's doc comment).
    let lines: Vec<String> = plus
        .into_iter()
        .filter(|(at, _)| last_blank.is_some_and(|blank| *at < blank))
        .map(|(_, expr)| plus_build_expression(expr))
        .collect();
    match lines.len() {
        0 => None,
        1 => lines.into_iter().next().map(Cow::Owned),
        _ => Some(Cow::Owned(
            lines
                .iter()
                .map(|l| format!("({l})"))
                .collect::<Vec<_>>()
                .join(" && "),
        )),
    }
}

/// A `// +build` line's terms as a `//go:build` expression: space-separated options
/// are alternatives, comma-separated tags all hold (`linux,386 darwin,!cgo` is
/// `(linux && 386) || (darwin && !cgo)`).
fn plus_build_expression(line: &str) -> String {
    let options: Vec<String> = line
        .split_whitespace()
        .map(|option| {
            let tags: Vec<&str> = option.split(',').filter(|t| !t.is_empty()).collect();
            match tags.len() {
                1 => tags[0].to_string(),
                _ => format!("({})", tags.join(" && ")),
            }
        })
        .collect();
    match options.len() {
        // `// +build` alone: a line Go rejects; read it as no tag at all.
        0 => "ignore".to_string(),
        _ => options.join(" || "),
    }
}

/// Evaluates a `//go:build` expression (`linux && (amd64 || arm64) && !purego`); an
/// expression it cannot read counts as true, so the file is vetted rather than missed.
fn evaluate(expr: &str, set: &BTreeSet<String>) -> bool {
    evaluate_with(expr, &|tag| holds(tag, set)).unwrap_or(true)
}

/// Evaluates a `//go:build` expression with `holds` deciding each tag; `None` when the
/// expression cannot be read.
fn evaluate_with(expr: &str, holds: &dyn Fn(&str) -> bool) -> Option<bool> {
    let tokens = tokens(expr);
    let mut at = 0;
    let value = or(&tokens, &mut at, holds)?;
    (at == tokens.len()).then_some(value)
}

/// Whether a `//go:build` expression holds in every build of a module whose go line is
/// `1.go_minor`: its release tags (`go1.21`) are decided by that line (every toolchain
/// building the module is at least that release) and it must hold for every value of
/// its other tags. Such a file is compiled wherever its package is.
pub fn always_holds(expr: &str, go_minor: u32) -> bool {
    let release = |tag: &str| {
        tag.strip_prefix("go1.")
            .and_then(|minor| minor.parse::<u32>().ok())
    };
    let others: BTreeSet<&str> = tokens(expr)
        .into_iter()
        .filter(|t| !matches!(*t, "!" | "(" | ")" | "&&" | "||") && release(t).is_none())
        .collect();
    // Each further tag doubles the assignments to try; past a dozen, say no.
    if others.len() > 12 {
        return false;
    }
    let others: Vec<&str> = others.into_iter().collect();
    (0..1u32 << others.len()).all(|mask| {
        let holds = |tag: &str| match release(tag) {
            Some(minor) => minor <= go_minor,
            None => others
                .iter()
                .position(|o| *o == tag)
                .is_some_and(|i| mask & (1 << i) != 0),
        };
        evaluate_with(expr, &holds) == Some(true)
    })
}

fn tokens(expr: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = expr.trim_start();
    while !rest.is_empty() {
        let len = if rest.starts_with("&&") || rest.starts_with("||") {
            2
        } else if rest.starts_with(['!', '(', ')']) {
            1
        } else {
            rest.find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '.'))
                .unwrap_or(rest.len())
                .max(1)
        };
        out.push(&rest[..len]);
        rest = rest[len..].trim_start();
    }
    out
}

fn or(tokens: &[&str], at: &mut usize, holds: &dyn Fn(&str) -> bool) -> Option<bool> {
    let mut value = and(tokens, at, holds)?;
    while tokens.get(*at) == Some(&"||") {
        *at += 1;
        value |= and(tokens, at, holds)?;
    }
    Some(value)
}

fn and(tokens: &[&str], at: &mut usize, holds: &dyn Fn(&str) -> bool) -> Option<bool> {
    let mut value = not(tokens, at, holds)?;
    while tokens.get(*at) == Some(&"&&") {
        *at += 1;
        value &= not(tokens, at, holds)?;
    }
    Some(value)
}

fn not(tokens: &[&str], at: &mut usize, holds: &dyn Fn(&str) -> bool) -> Option<bool> {
    let token = *tokens.get(*at)?;
    *at += 1;
    match token {
        "!" => not(tokens, at, holds).map(|v| !v),
        "(" => {
            let value = or(tokens, at, holds)?;
            (tokens.get(*at) == Some(&")")).then(|| *at += 1)?;
            Some(value)
        }
        "&&" | "||" | ")" => None,
        tag => Some(holds(tag)),
    }
}

/// Whether Go builds a file (by name and text) on `platform` with `tags`.
pub fn builds(name: &str, text: &str, platform: &Platform, tags: &[String], cgo: bool) -> bool {
    let set = satisfied(platform, tags, cgo);
    name_matches(name, &set) && build_line(text).is_none_or(|expr| evaluate(&expr, &set))
}

/// The platforms among `known` for which a package (its files' names and texts) has files
/// of its own: files Go builds there and not on `host`. One platform stands for each set
/// of files (amd64 first, then arm64, then the first listed), so a package with a
/// `_windows.go` file is vetted once for windows, not for each windows architecture.
pub fn own_platforms(
    files: &[(String, String)],
    host: &Platform,
    known: &[Platform],
    tags: &[String],
) -> Vec<Platform> {
    let on = |platform: &Platform, cgo: bool| -> BTreeSet<&str> {
        files
            .iter()
            .filter(|(name, text)| builds(name, text, platform, tags, cgo))
            .map(|(name, _)| name.as_str())
            .collect()
    };
    // The host builds with cgo when it can; a cross build does not.
    let home = on(host, true);
    let mut by_files: BTreeMap<BTreeSet<&str>, Vec<&Platform>> = BTreeMap::new();
    for platform in known.iter().filter(|p| *p != host) {
        let set = on(platform, false);
        if set.difference(&home).next().is_some() {
            by_files.entry(set).or_default().push(platform);
        }
    }
    let mut chosen: Vec<Platform> = by_files
        .into_values()
        .filter_map(|platforms| {
            let pick = |arch: &str| platforms.iter().find(|p| p.goarch == arch);
            pick("amd64")
                .or_else(|| pick("arm64"))
                .or_else(|| platforms.first())
                .map(|p| (*p).clone())
        })
        .collect();
    chosen.sort();
    chosen
}

#[cfg(test)]
mod tests {
    #[test]
    fn release_tags_at_or_below_the_go_line_always_hold() {
        use super::always_holds;
        assert!(always_holds("go1.21", 26));
        assert!(always_holds("go1.26", 26));
        assert!(!always_holds("go1.27", 26));
        assert!(!always_holds("!go1.21", 26));
        assert!(always_holds("go1.21 || purego", 22));
        assert!(!always_holds("go1.21 && !purego", 22));
        assert!(always_holds("purego || !purego", 22));
        assert!(!always_holds("linux", 26));
        assert!(
            !always_holds("go1.21 &&", 26),
            "an unreadable line is a constraint"
        );
        assert_eq!(
            super::constraint_in_module("slog.go", "//go:build go1.21\n\npackage p\n", Some(26)),
            None
        );
        assert_eq!(
            super::constraint_in_module("slog.go", "//go:build go1.21\n\npackage p\n", Some(20))
                .as_deref(),
            Some("//go:build go1.21")
        );
        assert_eq!(
            super::constraint_in_module(
                "slog_linux.go",
                "//go:build go1.21\n\npackage p\n",
                Some(26)
            )
            .as_deref(),
            Some("for linux")
        );
    }

    use super::*;

    fn list() -> Vec<Platform> {
        Platform::parse_list(
            "darwin/amd64\ndarwin/arm64\nlinux/386\nlinux/amd64\nlinux/arm64\nplan9/386\nwindows/386\nwindows/amd64\nwindows/arm64\njs/wasm\n",
        )
    }

    fn file(name: &str, text: &str) -> (String, String) {
        (name.to_string(), text.to_string())
    }

    /// `// +build` lines, which Go honours in a file without `//go:build`, read as the
    /// same expression; one without a blank line after it is doc comment, not a
    /// constraint.
    #[test]
    fn plus_build_lines_read_as_go_build_expressions() {
        let line = |text: &str| build_line(text).map(|l| l.into_owned());
        assert_eq!(
            line("// +build debug\n\npackage p\n").as_deref(),
            Some("debug")
        );
        assert_eq!(
            line("// +build linux,386 darwin,!cgo\n// +build go1.20\n\npackage p\n").as_deref(),
            Some("((linux && 386) || (darwin && !cgo)) && (go1.20)")
        );
        assert_eq!(line("// +build debug\npackage p\n"), None);
        assert_eq!(
            line("//go:build !debug\n// +build !debug\n\npackage p\n").as_deref(),
            Some("!debug")
        );
        assert_eq!(
            constraint("lvl_debug.go", "// +build debug\n\npackage lvl\n").as_deref(),
            Some("//go:build debug")
        );
        let linux = Platform::new("linux", "amd64");
        assert!(!builds(
            "d.go",
            "// +build debug\n\npackage p\n",
            &linux,
            &[],
            true
        ));
        assert!(builds(
            "d.go",
            "// +build debug\n\npackage p\n",
            &linux,
            &["debug".into()],
            true
        ));
    }

    #[test]
    fn file_names_and_build_lines_pick_platforms() {
        let linux = Platform::new("linux", "amd64");
        let windows = Platform::new("windows", "arm64");
        let none: &[String] = &[];
        for (name, text, on_linux, on_windows) in [
            ("dial.go", "package d\n", true, true),
            ("dial_windows.go", "package d\n", false, true),
            ("dial_windows_test.go", "package d\n", false, true),
            ("dial_windows_amd64.go", "package d\n", false, false),
            ("windows.go", "package d\n", true, true),
            ("dial_arm64.go", "package d\n", false, true),
            (
                "dial_unix.go",
                "//go:build unix\n\npackage d\n",
                true,
                false,
            ),
            (
                "poll.go",
                "// Copyright\n\n//go:build linux && (amd64 || arm64) && !purego\n\npackage d\n",
                true,
                false,
            ),
            ("new.go", "//go:build go1.21\n\npackage d\n", true, true),
            ("cgo.go", "//go:build cgo\n\npackage d\n", false, false),
            ("late.go", "package d\n\n//go:build windows\n", true, true),
        ] {
            assert_eq!(builds(name, text, &linux, none, false), on_linux, "{name}");
            assert_eq!(
                builds(name, text, &windows, none, false),
                on_windows,
                "{name}"
            );
        }
        let tags = ["purego".to_string()];
        let poll = "//go:build linux && !purego\n\npackage d\n";
        assert!(!builds("poll.go", poll, &linux, &tags, false));
    }

    #[test]
    fn a_package_is_vetted_once_per_set_of_files_of_its_own() {
        let host = Platform::new("linux", "amd64");
        let files = [
            file("dial.go", "package d\n"),
            file("dial_unix.go", "//go:build !windows\n\npackage d\n"),
            file("dial_windows.go", "package d\n"),
            file("wait_darwin_arm64.go", "package d\n"),
        ];
        let chosen: Vec<String> = own_platforms(&files, &host, &list(), &[])
            .iter()
            .map(Platform::to_string)
            .collect();
        // windows (one architecture for the three), darwin/arm64; not linux/386, whose
        // files the host builds too, nor darwin/amd64, js/wasm or plan9, which only lose
        // files.
        assert_eq!(chosen, ["darwin/arm64", "windows/amd64"]);
        let plain = [file("dial.go", "package d\n")];
        assert!(own_platforms(&plain, &host, &list(), &[]).is_empty());
    }

    #[test]
    fn configurations_say_their_tags() {
        let mut c = Configuration {
            goos: "linux".into(),
            goarch: "amd64".into(),
            tags: Vec::new(),
        };
        assert_eq!(c.to_string(), "linux/amd64, no tags");
        c.tags = vec!["integration".into(), "slow".into()];
        assert_eq!(c.to_string(), "linux/amd64, tags: integration,slow");
    }
}
