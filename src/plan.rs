//! The plan: what each pass will rewrite and what it refuses and why, as text for people
//! and as stable JSON for scripts.
//!
//! Invariant: renders an [`Outcome`] into any `Write`; no I/O of its own.

use crate::engine::{Outcome, TypeReport};
use crate::passes::{Finding, Location, Refusal};
use crate::problem::Problem;
use crate::style::Style;
use std::io::{self, Write};
use std::path::PathBuf;

/// Version of the JSON plan's shape; bumped on any incompatible change.
pub const JSON_VERSION: u32 = 1;

#[derive(serde::Serialize)]
struct JsonPlan<'a> {
    version: u32,
    /// The shard this plan covers (`{"index": K, "count": N}`), or null for a whole tree.
    shard: Option<JsonShard>,
    /// The build the type facts describe, or null when no package had facts.
    build: Option<JsonBuild<'a>>,
    packages: Vec<JsonPackage<'a>>,
    problems: &'a [Problem],
    summary: Summary,
}

#[derive(serde::Serialize)]
struct JsonShard {
    index: u32,
    count: u32,
}

#[derive(serde::Serialize)]
struct JsonBuild<'a> {
    goos: &'a str,
    goarch: &'a str,
    tags: &'a [String],
    /// Files of packages with facts that this build leaves out, read by syntax alone.
    excluded: &'a [PathBuf],
}

#[derive(serde::Serialize)]
struct JsonPackage<'a> {
    dir: &'a PathBuf,
    name: &'a str,
    findings: Vec<JsonFinding<'a>>,
    refusals: &'a [Refusal],
}

#[derive(serde::Serialize)]
struct JsonFinding<'a> {
    pass: &'a str,
    subject: &'a str,
    location: &'a Location,
    summary: &'a str,
    notes: &'a [String],
    /// Files the rewrite edits, sorted.
    files: Vec<PathBuf>,
}

/// Counts for the closing line and the JSON summary.
#[derive(serde::Serialize, Debug, PartialEq, Eq)]
pub struct Summary {
    pub packages_with_results: usize,
    pub files_read: usize,
    pub rewrites: usize,
    pub refusals: usize,
    pub files_changed: usize,
    pub problems: usize,
    /// Packages the passes judged with Go's type facts, and without them.
    pub typed_packages: usize,
    pub untyped_packages: usize,
}

pub fn summary(outcome: &Outcome) -> Summary {
    Summary {
        packages_with_results: outcome
            .packages
            .iter()
            .filter(|p| !p.findings.is_empty() || !p.refusals.is_empty())
            .count(),
        files_read: outcome.files_read,
        rewrites: outcome.findings(),
        refusals: outcome.packages.iter().map(|p| p.refusals.len()).sum(),
        files_changed: outcome.changes.len(),
        problems: outcome.problems.len(),
        typed_packages: outcome.types.typed,
        untyped_packages: outcome.types.untyped.values().map(Vec::len).sum(),
    }
}

/// The plan as JSON (one document, pretty-printed, ending in a newline).
pub fn render_json(outcome: &Outcome, out: &mut dyn Write) -> io::Result<()> {
    let plan = JsonPlan {
        version: JSON_VERSION,
        shard: outcome.shard.map(|s| JsonShard {
            index: s.index,
            count: s.count,
        }),
        build: outcome.types.configuration.as_ref().map(|c| JsonBuild {
            goos: &c.goos,
            goarch: &c.goarch,
            tags: &c.tags,
            excluded: &outcome.types.excluded,
        }),
        packages: outcome
            .packages
            .iter()
            .filter(|p| !p.findings.is_empty() || !p.refusals.is_empty())
            .map(|p| JsonPackage {
                dir: &p.dir,
                name: &p.name,
                findings: p.findings.iter().map(json_finding).collect(),
                refusals: &p.refusals,
            })
            .collect(),
        problems: &outcome.problems,
        summary: summary(outcome),
    };
    serde_json::to_writer_pretty(&mut *out, &plan)?;
    writeln!(out)
}

fn json_finding(f: &Finding) -> JsonFinding<'_> {
    JsonFinding {
        pass: f.pass,
        subject: &f.subject,
        location: &f.location,
        summary: &f.summary,
        notes: &f.notes,
        files: f.fix.files().into_iter().map(PathBuf::from).collect(),
    }
}

/// The plan as text: per package, each rewrite with its notes, then each refusal as
/// `file:line:col: code: reason`; a closing count. No colour.
pub fn render_text(outcome: &Outcome, out: &mut dyn Write) -> io::Result<()> {
    render_text_styled(outcome, out, Style::plain())
}

/// [`render_text`], with rewrites, refusals and reason codes painted by `style`.
pub fn render_text_styled(outcome: &Outcome, out: &mut dyn Write, style: Style) -> io::Result<()> {
    for package in &outcome.packages {
        if package.findings.is_empty() && package.refusals.is_empty() {
            continue;
        }
        writeln!(
            out,
            "{}",
            style.bold(&format!(
                "{} (package {})",
                package.dir.display(),
                package.name
            ))
        )?;
        for finding in &package.findings {
            writeln!(
                out,
                "  {} {} [{}] at {}",
                style.good("rewrite"),
                finding.subject,
                finding.pass,
                finding.location
            )?;
            writeln!(out, "    {}", finding.summary)?;
            for note in &finding.notes {
                writeln!(out, "    - {note}")?;
            }
        }
        let mut subjects: Vec<(&str, &str)> = package
            .refusals
            .iter()
            .map(|r| (r.subject.as_str(), r.pass))
            .collect();
        subjects.sort();
        subjects.dedup();
        for (subject, pass) in subjects {
            writeln!(out, "  {} {subject} [{pass}]", style.warn("refuse"))?;
            for refusal in package
                .refusals
                .iter()
                .filter(|r| r.subject == subject && r.pass == pass)
            {
                writeln!(
                    out,
                    "    {}: {}: {}",
                    refusal.location,
                    style.code(refusal.code),
                    refusal.message
                )?;
            }
        }
    }
    render_untyped(&outcome.types, out)?;
    let s = summary(outcome);
    writeln!(
        out,
        "{} rewrite{}, {} refusal{}, {} file{} to change ({} file{} read)",
        s.rewrites,
        plural(s.rewrites),
        s.refusals,
        plural(s.refusals),
        s.files_changed,
        plural(s.files_changed),
        s.files_read,
        plural(s.files_read)
    )
}

/// Says once how many packages were judged without type facts and why, naming a few;
/// then, when it matters (build tags were given, or a package has files the build leaves
/// out), the platform and tags the facts were computed for.
pub fn render_untyped(types: &TypeReport, out: &mut dyn Write) -> io::Result<()> {
    render_configuration(types, out)?;
    for (reason, dirs) in &types.untyped {
        let shown: Vec<String> = dirs
            .iter()
            .take(3)
            .map(|d| d.display().to_string())
            .collect();
        let more = match dirs.len().saturating_sub(shown.len()) {
            0 => String::new(),
            n => format!(" and {n} more"),
        };
        writeln!(
            out,
            "without type facts: {} package{} ({reason}: {}{more}); judged by syntax alone",
            dirs.len(),
            plural(dirs.len()),
            shown.join(", ")
        )?;
    }
    Ok(())
}

/// `judged for linux/amd64, tags: integration; 1 file this build leaves out read by syntax
/// alone (dial_windows.go)`.
fn render_configuration(types: &TypeReport, out: &mut dyn Write) -> io::Result<()> {
    let Some(configuration) = &types.configuration else {
        return Ok(());
    };
    if configuration.tags.is_empty() && types.excluded.is_empty() {
        return Ok(());
    }
    write!(out, "judged for {configuration}")?;
    if !types.excluded.is_empty() {
        let shown: Vec<String> = types
            .excluded
            .iter()
            .take(3)
            .map(|f| f.display().to_string())
            .collect();
        let more = match types.excluded.len() - shown.len() {
            0 => String::new(),
            n => format!(" and {n} more"),
        };
        write!(
            out,
            "; {} file{} this build leaves out read by syntax alone ({}{more})",
            types.excluded.len(),
            plural(types.excluded.len()),
            shown.join(", ")
        )?;
    }
    writeln!(out)
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// Merges JSON plans of disjoint shards of one tree into the plan a single run over the
/// whole tree prints: packages and problems in the same order (paths compared as paths),
/// problems reported by every shard kept once, and summary counts added up.
pub fn merge_json(plans: &[serde_json::Value]) -> Result<serde_json::Value, String> {
    use serde_json::{json, Map, Value};
    check_shards(plans)?;
    let mut packages: Vec<Value> = Vec::new();
    let mut problems: Vec<Value> = Vec::new();
    // Shards of one run share the build; each names the files it left out.
    let mut build: Option<Value> = None;
    let mut excluded: Vec<PathBuf> = Vec::new();
    // Summary keys in the order the plans print them, so the merge prints like a plan.
    let mut sums: Map<String, Value> = Map::new();
    for (i, plan) in plans.iter().enumerate() {
        if plan["version"] != json!(JSON_VERSION) {
            return Err(format!(
                "plan {} has version {}, expected {JSON_VERSION}",
                i + 1,
                plan["version"]
            ));
        }
        let list = |key: &str| {
            plan[key]
                .as_array()
                .cloned()
                .ok_or(format!("plan {} has no {key} list", i + 1))
        };
        packages.extend(list("packages")?);
        problems.extend(list("problems")?);
        if plan["build"].is_object() {
            build.get_or_insert_with(|| plan["build"].clone());
            let files = plan["build"]["excluded"].as_array().into_iter().flatten();
            excluded.extend(files.filter_map(Value::as_str).map(PathBuf::from));
        }
        let summary = plan["summary"]
            .as_object()
            .ok_or(format!("plan {} has no summary", i + 1))?;
        for (key, value) in summary {
            let sum =
                sums.get(key).and_then(Value::as_u64).unwrap_or(0) + value.as_u64().unwrap_or(0);
            sums.insert(key.clone(), json!(sum));
        }
    }
    let text = |v: &Value, key: &str| v[key].as_str().unwrap_or_default().to_string();
    let package_key = |v: &Value| (PathBuf::from(text(v, "dir")), text(v, "name"));
    packages.sort_by_key(package_key);
    if let Some(twice) = packages
        .windows(2)
        .find(|w| package_key(&w[0]) == package_key(&w[1]))
    {
        return Err(format!(
            "package {} is in more than one plan (overlapping shards)",
            text(&twice[0], "dir")
        ));
    }
    let problem_key = |v: &Value| {
        let severity = match v["severity"].as_str() {
            Some("input") => 0,
            _ => 1,
        };
        (
            PathBuf::from(text(v, "path")),
            v["line"].as_u64(),
            v["column"].as_u64(),
            severity,
            text(v, "message"),
        )
    };
    problems.sort_by_key(problem_key);
    problems.dedup();
    sums.insert("problems".into(), json!(problems.len()));
    excluded.sort();
    excluded.dedup();
    if let Some(build) = build.as_mut() {
        build["excluded"] = json!(excluded);
    }
    Ok(json!({
        "version": JSON_VERSION,
        "shard": null,
        "build": build,
        "packages": packages,
        "problems": problems,
        "summary": sums,
    }))
}

/// The plans must be distinct shards `K/N` of one `N`, each given once: a shard given
/// twice would count its packages twice, and a whole-tree plan overlaps every shard.
fn check_shards(plans: &[serde_json::Value]) -> Result<(), String> {
    let mut seen: std::collections::BTreeMap<u64, usize> = std::collections::BTreeMap::new();
    let mut count = None;
    for (i, plan) in plans.iter().enumerate() {
        let shard = &plan["shard"];
        let (Some(index), Some(n)) = (shard["index"].as_u64(), shard["count"].as_u64()) else {
            if plans.len() > 1 {
                return Err(format!(
                    "plan {} covers a whole tree, not a shard (--shard K/N); it would overlap the others",
                    i + 1
                ));
            }
            continue;
        };
        if *count.get_or_insert(n) != n {
            return Err(format!(
                "plan {} is shard {index}/{n}, the others are of {}",
                i + 1,
                count.unwrap_or(n)
            ));
        }
        if let Some(first) = seen.insert(index, i + 1) {
            return Err(format!(
                "plans {first} and {} are both shard {index}/{n}",
                i + 1
            ));
        }
    }
    // Without every shard the merge would read as the whole tree's plan (`"shard": null`)
    // while it lacks the packages of the shards not given.
    if let Some(n) = count {
        let missing: Vec<String> = (1..=n)
            .filter(|k| !seen.contains_key(k))
            .map(|k| format!("{k}/{n}"))
            .collect();
        if !missing.is_empty() {
            let given: Vec<String> = seen.keys().map(|k| format!("{k}/{n}")).collect();
            return Err(format!(
                "{} missing ({} of {} given: {}); a merge of some shards would read as the whole tree's plan",
                match missing.as_slice() {
                    [one] => format!("shard {one} is"),
                    many => format!("shards {} are", list(many)),
                },
                given.len(),
                n,
                given.join(", ")
            ));
        }
    }
    Ok(())
}

/// `a`, `a and b`, `a, b and c`.
fn list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// Shards of one run share the build; the merged plan names every file any shard left
    /// out, sorted, as the whole tree's plan does, and a shard without facts adds nothing.
    #[test]
    fn merged_shards_keep_the_build_and_every_file_left_out() {
        let shard = |index: u32, build: serde_json::Value| {
            json!({
                "version": JSON_VERSION,
                "shard": {"index": index, "count": 3},
                "build": build,
                "packages": [],
                "problems": [],
                "summary": {"rewrites": 0},
            })
        };
        let build = |excluded: &[&str]| json!({"goos": "linux", "goarch": "amd64", "tags": ["slow"], "excluded": excluded});
        let merged = merge_json(&[
            shard(1, build(&["b/x_windows.go"])),
            shard(2, serde_json::Value::Null),
            shard(3, build(&["a/y_darwin.go", "b/x_windows.go"])),
        ])
        .expect("the shards merge");
        assert_eq!(merged["build"], build(&["a/y_darwin.go", "b/x_windows.go"]));
        let none = merge_json(&[
            shard(1, serde_json::Value::Null),
            shard(2, serde_json::Value::Null),
            shard(3, serde_json::Value::Null),
        ])
        .expect("merges");
        assert_eq!(none["build"], serde_json::Value::Null);
    }

    /// Two of four shards once merged into a plan with `"shard": null`, as if it were the
    /// whole tree; the merge now names the shards that are missing.
    #[test]
    fn an_incomplete_set_of_shards_is_refused_naming_the_missing() {
        let shard = |index: u32, count: u32| {
            json!({
                "version": JSON_VERSION,
                "shard": {"index": index, "count": count},
                "build": null,
                "packages": [],
                "problems": [],
                "summary": {"rewrites": 0},
            })
        };
        assert_eq!(
            merge_json(&[shard(1, 4), shard(3, 4)]).expect_err("2 of 4 shards"),
            "shards 2/4 and 4/4 are missing (2 of 4 given: 1/4, 3/4); a merge of some shards would read as the whole tree's plan"
        );
        assert_eq!(
            merge_json(&[shard(2, 3), shard(1, 3)]).expect_err("2 of 3 shards"),
            "shard 3/3 is missing (2 of 3 given: 1/3, 2/3); a merge of some shards would read as the whole tree's plan"
        );
        assert!(merge_json(&[shard(1, 1)]).is_ok(), "1/1 is the whole set");
    }
}
