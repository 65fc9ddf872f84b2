//! Reading pprof profiles (gzip-compressed `profile.proto`, as written by
//! `go test -memprofile` or served by `/debug/pprof/heap` and `/allocs`) and summing the
//! allocation samples attributed to each source line.
//!
//! The message types mirror the published `profile.proto` and are decoded with prost; only
//! the fields the audit needs are declared (prost skips the others).
//!
//! Invariant: reads the one file it is given.

use flate2::read::GzDecoder;
use prost::Message;
use std::collections::BTreeMap;
use std::io::Read;
use std::path::{Path, PathBuf};

#[derive(Clone, PartialEq, Message)]
struct Profile {
    #[prost(message, repeated, tag = "1")]
    sample_type: Vec<ValueType>,
    #[prost(message, repeated, tag = "2")]
    sample: Vec<Sample>,
    #[prost(message, repeated, tag = "4")]
    location: Vec<Location>,
    #[prost(message, repeated, tag = "5")]
    function: Vec<Function>,
    #[prost(string, repeated, tag = "6")]
    string_table: Vec<String>,
}

#[derive(Clone, PartialEq, Message)]
struct ValueType {
    #[prost(int64, tag = "1")]
    r#type: i64,
    #[prost(int64, tag = "2")]
    unit: i64,
}

#[derive(Clone, PartialEq, Message)]
struct Sample {
    #[prost(uint64, repeated, tag = "1")]
    location_id: Vec<u64>,
    #[prost(int64, repeated, tag = "2")]
    value: Vec<i64>,
}

#[derive(Clone, PartialEq, Message)]
struct Location {
    #[prost(uint64, tag = "1")]
    id: u64,
    #[prost(message, repeated, tag = "4")]
    line: Vec<Line>,
}

#[derive(Clone, PartialEq, Message)]
struct Line {
    #[prost(uint64, tag = "1")]
    function_id: u64,
    #[prost(int64, tag = "2")]
    line: i64,
}

#[derive(Clone, PartialEq, Message)]
struct Function {
    #[prost(uint64, tag = "1")]
    id: u64,
    #[prost(int64, tag = "2")]
    name: i64,
    #[prost(int64, tag = "4")]
    filename: i64,
}

/// Allocation totals at one source line.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize)]
pub struct Allocations {
    pub alloc_space: i64,
    pub alloc_objects: i64,
}

/// What went wrong reading a profile.
#[derive(Debug, thiserror::Error)]
pub enum ProfileError {
    #[error("{path}: cannot read: {source}")]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{path}: not a pprof profile: {why}")]
    Format { path: PathBuf, why: String },
    #[error("{path}: the profile has no alloc_space or alloc_objects samples (is it a heap or allocs profile?)")]
    NoAllocations { path: PathBuf },
}

/// Allocation totals per (source file as recorded, line), attributed to the first frame of
/// each stack that is not in the runtime (the line that asked for the memory).
pub fn allocations_by_line(
    path: &Path,
) -> Result<BTreeMap<(String, usize), Allocations>, ProfileError> {
    let raw = std::fs::read(path).map_err(|source| ProfileError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    let bytes = if raw.starts_with(&[0x1f, 0x8b]) {
        let mut out = Vec::new();
        GzDecoder::new(raw.as_slice())
            .read_to_end(&mut out)
            .map_err(|e| ProfileError::Format {
                path: path.to_path_buf(),
                why: e.to_string(),
            })?;
        out
    } else {
        raw
    };
    let profile = Profile::decode(bytes.as_slice()).map_err(|e| ProfileError::Format {
        path: path.to_path_buf(),
        why: e.to_string(),
    })?;
    let string = |i: i64| {
        profile
            .string_table
            .get(usize::try_from(i).unwrap_or(usize::MAX))
            .map_or("", String::as_str)
    };
    let index_of = |name: &str| {
        profile
            .sample_type
            .iter()
            .position(|t| string(t.r#type) == name)
    };
    let (space, objects) = (index_of("alloc_space"), index_of("alloc_objects"));
    if space.is_none() && objects.is_none() {
        return Err(ProfileError::NoAllocations {
            path: path.to_path_buf(),
        });
    }
    let functions: BTreeMap<u64, &Function> = profile.function.iter().map(|f| (f.id, f)).collect();
    let locations: BTreeMap<u64, &Location> = profile.location.iter().map(|l| (l.id, l)).collect();
    let mut totals: BTreeMap<(String, usize), Allocations> = BTreeMap::new();
    for sample in &profile.sample {
        // Frames leaf first; a location's lines are inlined calls, innermost first.
        let frame = sample
            .location_id
            .iter()
            .filter_map(|id| locations.get(id))
            .flat_map(|l| l.line.iter())
            .filter_map(|line| functions.get(&line.function_id).map(|f| (f, line.line)))
            .find(|(f, _)| {
                let name = string(f.name);
                !name.starts_with("runtime.") && !name.starts_with("internal/runtime")
            });
        let Some((function, line)) = frame else {
            continue;
        };
        let entry = totals
            .entry((
                string(function.filename).to_string(),
                usize::try_from(line).unwrap_or(0),
            ))
            .or_default();
        let value = |i: Option<usize>| i.and_then(|i| sample.value.get(i)).copied().unwrap_or(0);
        entry.alloc_space += value(space);
        entry.alloc_objects += value(objects);
    }
    Ok(totals)
}
