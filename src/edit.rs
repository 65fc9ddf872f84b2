//! Edits as data over the original bytes of a file, grouped into fixes, and their merge.
//!
//! A pass never rewrites a tree or a file: it describes replacements of byte ranges in the
//! text it parsed. A [`Fix`] is a set of edits that must land together (one rewritten option
//! family touches a type, its constructors and its call sites). Fixes from different
//! findings are independent changes to one baseline; [`merge`] combines them the way git
//! merges commits with a common parent: identical edits coalesce, and a fix that overlaps an
//! already accepted one is dropped whole and reported.
//!
//! Invariant: no I/O; edits are checked where they enter ([`Fix::validate`]) and applied
//! only through [`apply_edits`].

use ropey::Rope;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Replace `text[start..end]` (byte offsets into the file as parsed) with `new_text`.
/// An empty range is an insertion at `start`.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub struct Edit {
    pub file: PathBuf,
    pub start: usize,
    pub end: usize,
    pub new_text: String,
}

impl Edit {
    pub fn replace(
        file: &Path,
        range: std::ops::Range<usize>,
        new_text: impl Into<String>,
    ) -> Edit {
        Edit {
            file: file.to_path_buf(),
            start: range.start,
            end: range.end,
            new_text: new_text.into(),
        }
    }

    pub fn insert(file: &Path, at: usize, new_text: impl Into<String>) -> Edit {
        Edit::replace(file, at..at, new_text)
    }

    /// Whether two edits of one file cannot both be applied: their ranges share a byte, or
    /// one inserts strictly inside the other's range. Two inserts at one point do not
    /// conflict (their order is the fix order), nor do touching ranges.
    fn conflicts_with(&self, other: &Edit) -> bool {
        if self.file != other.file {
            return false;
        }
        let inside = |point: usize, e: &Edit| e.start < point && point < e.end;
        if self.start == self.end {
            return inside(self.start, other);
        }
        if other.start == other.end {
            return inside(other.start, self);
        }
        self.start < other.end && other.start < self.end
    }
}

/// Edits that must land together, with a verb-phrase message ("make Option a tagged struct").
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Fix {
    pub message: String,
    pub edits: Vec<Edit>,
    /// Fixes with the same key are applied all or none ([`merge`]): one file's `boxing`
    /// rewrites share the edits that make its imports fit all of them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub together: Option<String>,
}

/// What went wrong with a fix a pass handed over. Always a bug in that pass.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum EditError {
    #[error("fix {fix:?}: edit {start}..{end} is outside {file} ({len} bytes)")]
    OutOfBounds {
        fix: String,
        file: PathBuf,
        start: usize,
        end: usize,
        len: usize,
    },
    #[error("fix {fix:?}: edit {start}..{end} in {file} splits a UTF-8 character")]
    NotCharBoundary {
        fix: String,
        file: PathBuf,
        start: usize,
        end: usize,
    },
    #[error("fix {fix:?}: edits {first:?} and {second:?} in {file} overlap")]
    Overlap {
        fix: String,
        file: PathBuf,
        first: (usize, usize),
        second: (usize, usize),
    },
    #[error("fix {fix:?}: edit names {file}, which is not in the package")]
    UnknownFile { fix: String, file: PathBuf },
}

impl Fix {
    /// Sorts the edits (stable, by file then range) and checks them against the texts they
    /// apply to: in bounds, on character boundaries, no two overlapping.
    pub fn validate<'t>(
        &mut self,
        text_of: impl Fn(&Path) -> Option<&'t str>,
    ) -> Result<(), EditError> {
        self.edits
            .sort_by(|a, b| (&a.file, a.start, a.end).cmp(&(&b.file, b.start, b.end)));
        // Identical edits coalesce (two fields of one record both add its flag field; two
        // lists of one record both add its helpers, inserted at one place in turn, so
        // identical ones need not be next to each other). The first of each stays where it
        // was: the order of inserts at one place is the order of their texts.
        let mut seen = std::collections::BTreeSet::new();
        self.edits.retain(|e| seen.insert(e.clone()));
        for edit in &self.edits {
            let Some(text) = text_of(&edit.file) else {
                return Err(EditError::UnknownFile {
                    fix: self.message.clone(),
                    file: edit.file.clone(),
                });
            };
            if edit.start > edit.end || edit.end > text.len() {
                return Err(EditError::OutOfBounds {
                    fix: self.message.clone(),
                    file: edit.file.clone(),
                    start: edit.start,
                    end: edit.end,
                    len: text.len(),
                });
            }
            if !text.is_char_boundary(edit.start) || !text.is_char_boundary(edit.end) {
                return Err(EditError::NotCharBoundary {
                    fix: self.message.clone(),
                    file: edit.file.clone(),
                    start: edit.start,
                    end: edit.end,
                });
            }
        }
        for pair in self.edits.windows(2) {
            if pair[0].conflicts_with(&pair[1]) {
                return Err(EditError::Overlap {
                    fix: self.message.clone(),
                    file: pair[0].file.clone(),
                    first: (pair[0].start, pair[0].end),
                    second: (pair[1].start, pair[1].end),
                });
            }
        }
        Ok(())
    }

    /// The files this fix touches, each once, sorted.
    pub fn files(&self) -> Vec<&Path> {
        let mut files: Vec<&Path> = self.edits.iter().map(|e| e.file.as_path()).collect();
        files.sort();
        files.dedup();
        files
    }
}

/// The result of merging fixes: which were applied, which were dropped and why, and the
/// accepted edits of each file in application order.
#[derive(Debug, Default)]
pub struct Merged {
    /// Indices (into the merged slice) of the fixes that were kept.
    pub applied: Vec<usize>,
    /// `(dropped, lost_to)`: a fix that overlapped the earlier fix `lost_to`.
    pub dropped: Vec<(usize, usize)>,
    /// For a fix dropped only because a fix it stands [together](Fix::together) with
    /// overlapped another, that member: its own edits conflicted with nothing.
    pub through: BTreeMap<usize, usize>,
    pub edits: BTreeMap<PathBuf, Vec<Edit>>,
}

/// Merges validated fixes in the order given. A fix is kept whole or dropped whole: any edit
/// that conflicts with an edit already accepted from another fix drops it, unless the two
/// edits are identical, in which case they coalesce into one.
///
/// Fixes that stand [together](Fix::together) go as one: when one of them is dropped, the
/// merge is made again without every fix of its group, each recorded as dropped for the
/// fix its member lost to.
pub fn merge(fixes: &[Fix]) -> Merged {
    let mut excluded: BTreeMap<usize, usize> = BTreeMap::new();
    let mut through: BTreeMap<usize, usize> = BTreeMap::new();
    loop {
        let mut merged = merge_except(fixes, &excluded);
        let mut grew = false;
        for (dropped, owner) in &merged.dropped {
            let Some(key) = &fixes[*dropped].together else {
                continue;
            };
            let member = through.get(dropped).copied().unwrap_or(*dropped);
            for (i, fix) in fixes.iter().enumerate() {
                if fix.together.as_ref() == Some(key) && !excluded.contains_key(&i) {
                    excluded.insert(i, *owner);
                    if i != member {
                        through.insert(i, member);
                    }
                    grew = true;
                }
            }
        }
        if !grew {
            merged.through = through;
            return merged;
        }
    }
}

/// [`merge`] of the fixes not in `excluded` (which maps each left-out fix to the fix it is
/// said to have lost to).
fn merge_except(fixes: &[Fix], excluded: &BTreeMap<usize, usize>) -> Merged {
    let mut merged = Merged::default();
    // For each accepted edit, the fix it came from, to name the winner of a conflict.
    let mut owners: BTreeMap<PathBuf, Vec<(Edit, usize)>> = BTreeMap::new();
    'fixes: for (i, fix) in fixes.iter().enumerate() {
        if let Some(owner) = excluded.get(&i) {
            merged.dropped.push((i, *owner));
            continue;
        }
        let mut fresh = Vec::new();
        for edit in &fix.edits {
            let accepted = owners.get(&edit.file).map_or(&[][..], Vec::as_slice);
            if accepted.iter().any(|(e, _)| e == edit) {
                continue; // Identical edits coalesce.
            }
            if let Some((_, owner)) = accepted.iter().find(|(e, _)| e.conflicts_with(edit)) {
                merged.dropped.push((i, *owner));
                continue 'fixes;
            }
            fresh.push(edit.clone());
        }
        for edit in fresh {
            owners.entry(edit.file.clone()).or_default().push((edit, i));
        }
        merged.applied.push(i);
    }
    for (file, mut edits) in owners {
        // Stable: inserts at one point keep the order of the fixes that made them.
        edits.sort_by_key(|(e, owner)| (e.start, e.end, *owner));
        merged
            .edits
            .insert(file, edits.into_iter().map(|(e, _)| e).collect());
    }
    merged
}

/// Applies non-overlapping edits, sorted by position, to `text`. The rope makes each
/// replacement cheap on large files; byte offsets are converted to its char indices.
pub fn apply_edits(text: &str, edits: &[Edit]) -> String {
    let mut rope = Rope::from_str(text);
    // From the end backwards, so earlier offsets stay valid.
    for edit in edits.iter().rev() {
        let start = rope.byte_to_char(edit.start);
        let end = rope.byte_to_char(edit.end);
        rope.remove(start..end);
        rope.insert(start, &edit.new_text);
    }
    rope.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn edit(start: usize, end: usize, text: &str) -> Edit {
        Edit::replace(Path::new("a.go"), start..end, text)
    }

    fn fix(name: &str, edits: Vec<Edit>) -> Fix {
        Fix {
            together: None,
            message: name.into(),
            edits,
        }
    }

    #[test]
    fn fixes_that_stand_together_are_dropped_together() {
        let together = |name: &str, edits: Vec<Edit>| Fix {
            together: Some("file".into()),
            ..fix(name, edits)
        };
        let fixes = [
            fix("other pass", vec![edit(2, 4, "xy")]),
            together("first site", vec![edit(3, 5, "ab"), edit(0, 0, "import")]),
            together("second site", vec![edit(7, 8, "c"), edit(0, 0, "import")]),
            fix("unrelated", vec![edit(9, 10, "z")]),
        ];
        let merged = merge(&fixes);
        assert_eq!(merged.applied, [0, 3]);
        assert_eq!(merged.dropped, [(1, 0), (2, 0)]);
        // The second site overlapped nothing: it went with the first, which did.
        assert_eq!(merged.through, BTreeMap::from([(2, 1)]));
        assert_eq!(
            apply_edits("0123456789", &merged.edits[Path::new("a.go")]),
            "01xy45678z"
        );
    }

    /// One row of the merge table: name, first fix, second fix, whether the second is kept,
    /// and the merged text of "0123456789".
    type MergeCase = (&'static str, Vec<Edit>, Vec<Edit>, bool, &'static str);

    #[test]
    fn merge_table() {
        let base = "0123456789";
        let cases: Vec<MergeCase> = vec![
            (
                "disjoint",
                vec![edit(0, 1, "a")],
                vec![edit(5, 6, "b")],
                true,
                "a1234b6789",
            ),
            (
                "adjacent",
                vec![edit(0, 2, "a")],
                vec![edit(2, 4, "b")],
                true,
                "ab456789",
            ),
            (
                "identical",
                vec![edit(1, 3, "x")],
                vec![edit(1, 3, "x")],
                true,
                "0x3456789",
            ),
            (
                "same-point inserts",
                vec![edit(2, 2, "a")],
                vec![edit(2, 2, "b")],
                true,
                "01ab23456789",
            ),
            (
                "overlap",
                vec![edit(1, 4, "x")],
                vec![edit(3, 6, "y")],
                false,
                "0x456789",
            ),
            (
                "insert inside",
                vec![edit(1, 4, "x")],
                vec![edit(2, 2, "y")],
                false,
                "0x456789",
            ),
            (
                "same range, other text",
                vec![edit(1, 3, "x")],
                vec![edit(1, 3, "y")],
                false,
                "0x3456789",
            ),
        ];
        for (name, first, second, kept, want) in cases {
            let merged = merge(&[fix("first", first), fix("second", second)]);
            assert_eq!(merged.applied.contains(&1), kept, "{name}: second kept");
            if !kept {
                assert_eq!(merged.dropped, vec![(1, 0)], "{name}: names the winner");
            }
            let edits = merged
                .edits
                .get(Path::new("a.go"))
                .cloned()
                .unwrap_or_default();
            assert_eq!(apply_edits(base, &edits), want, "{name}: merged text");
        }
    }

    #[test]
    fn a_conflicting_fix_is_dropped_whole() {
        let merged = merge(&[
            fix("first", vec![edit(0, 2, "a")]),
            fix("second", vec![edit(5, 6, "b"), edit(1, 3, "c")]),
        ]);
        assert_eq!(merged.applied, vec![0]);
        assert_eq!(
            apply_edits("0123456789", &merged.edits[Path::new("a.go")]),
            "a23456789"
        );
    }

    #[test]
    fn validate_rejects_bad_fixes() {
        let text = "héllo";
        let lookup = |_: &Path| Some(text);
        let mut out_of_bounds = fix("f", vec![edit(0, 99, "")]);
        assert!(matches!(
            out_of_bounds.validate(lookup),
            Err(EditError::OutOfBounds { .. })
        ));
        let mut split = fix("f", vec![edit(2, 3, "")]);
        assert!(matches!(
            split.validate(lookup),
            Err(EditError::NotCharBoundary { .. })
        ));
        let mut overlap = fix("f", vec![edit(3, 5, ""), edit(0, 4, "")]);
        assert!(matches!(
            overlap.validate(lookup),
            Err(EditError::Overlap { .. })
        ));
        let mut twice = fix("f", vec![edit(0, 1, "H"), edit(0, 1, "H")]);
        assert_eq!(twice.validate(lookup), Ok(()), "identical edits coalesce");
        assert_eq!(twice.edits.len(), 1);
        // Two lists of one record each insert the same two helpers at one place.
        let mut interleaved = fix(
            "f",
            vec![
                edit(5, 5, "A"),
                edit(5, 5, "B"),
                edit(5, 5, "A"),
                edit(5, 5, "B"),
            ],
        );
        assert_eq!(interleaved.validate(lookup), Ok(()));
        let texts: Vec<&str> = interleaved
            .edits
            .iter()
            .map(|e| e.new_text.as_str())
            .collect();
        assert_eq!(texts, ["A", "B"], "each once, in the order first given");
        let mut fine = fix("f", vec![edit(3, 4, "L"), edit(0, 1, "H")]);
        assert_eq!(fine.validate(lookup), Ok(()));
        assert_eq!(fine.edits[0].start, 0, "validate sorts the edits");
    }

    #[test]
    fn apply_handles_multibyte_text() {
        let text = "ä = 1 // ö";
        let edits = vec![edit(0, 2, "x"), edit(10, 12, "o")];
        assert_eq!(apply_edits(text, &edits), "x = 1 // o");
    }
}
