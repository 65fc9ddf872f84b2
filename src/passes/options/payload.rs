//! What a payload type is, for laying out the family struct: the class of slots it may
//! share (any integer with any integer, strings with strings), its size and alignment,
//! and whether `==` is defined on it.
//!
//! Go's type checker answers for every type the package writes, foreign ones included
//! (`time.Duration` is an `int64` of 8 bytes, comparable; `io.Writer` is an interface of
//! 16). Without its facts the declarations answer what they can: predeclared types, type
//! literals and the package's own named types.
//!
//! Invariant: pure; reads the index, the syntax and the package's type facts.

use super::checks::{comparable_type, Comparable};
use crate::syntax::index::Index;
use crate::syntax::NodeExt;
use crate::syntax::{is_predeclared_type, named_children, unparen, SourceFile};
use std::collections::BTreeSet;
use tree_sitter::Node;

/// Which slots a payload may share: values of one class convert into the class's slot
/// type and back without loss, so variants of different types can share one field.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub enum Class {
    /// Any integer type: the slot is the widest (see [`integer_slot`]).
    Integer,
    String,
    Bool,
    /// Anything else shares only with the identical type, spelled as written. Floats are
    /// here too: a `float32` constant kept in a `float64` would be rounded twice.
    Exact(String),
}

impl Class {
    /// The word a shared field of this class is named with when its users' own names
    /// disagree: `str1`, `num1`.
    pub fn word(&self) -> String {
        match self {
            Class::Integer => "num".into(),
            Class::String => "str".into(),
            Class::Bool => "flag".into(),
            Class::Exact(ty) => type_word(ty),
        }
    }
}

/// What is known of one type as written at a node.
#[derive(Debug, Clone, Default)]
pub struct TypeFacts {
    /// The predeclared type underlying it (`int64` for `time.Duration`), when it is one.
    pub basic: Option<String>,
    /// Size and alignment in bytes on a 64-bit platform.
    pub size: Option<(u64, u64)>,
    /// Whether `==` is defined on it; `None` when neither the facts nor the declarations
    /// say.
    pub comparable: Option<bool>,
    /// Its spelling in the type facts (`time.Duration`, `example.com/p.level`).
    pub spelled: Option<String>,
    /// Where the answers came from.
    pub from_checker: bool,
}

impl TypeFacts {
    /// The class of slots it may share; `written` is its text, for [`Class::Exact`].
    pub fn class(&self, written: &str) -> Class {
        match self.basic.as_deref() {
            // No signed slot holds every uint64 (or uint, uintptr): a constant such as
            // math.MaxUint64 converted into one would not compile. They share only with
            // their own type.
            Some(b) if matches!(integer(b), Some((64 | 0, false))) => Class::Exact(b.to_string()),
            Some(b) if integer(b).is_some() => Class::Integer,
            Some("string") => Class::String,
            Some("bool") => Class::Bool,
            _ => Class::Exact(written.split_whitespace().collect::<Vec<_>>().join(" ")),
        }
    }
}

/// The facts of the type written at `ty` in `file`: from Go's type checker when it saw
/// the file, else from the declarations.
pub fn of_node<'a>(index: &Index<'a>, file: &'a SourceFile, ty: Node<'a>) -> TypeFacts {
    let ty = unparen(ty);
    let text = file.text_of(ty);
    let mut facts = TypeFacts::default();
    if let Some(expr) = index.package.types.file(file).ok().and_then(|f| f.expr(ty)) {
        facts.spelled = expr.ty.map(str::to_string);
        if let Some(info) = expr.info {
            facts.from_checker = true;
            facts.basic = info.basic.as_deref().map(normal_basic).map(str::to_string);
            if info.size >= 0 && info.align >= 0 {
                facts.size = Some((
                    u64::try_from(info.size).unwrap_or_default(),
                    u64::try_from(info.align).unwrap_or(1).max(1),
                ));
            }
            facts.comparable = Some(info.comparable);
        }
    }
    if facts.basic.is_none() {
        facts.basic = declared_basic(index, file, ty);
    }
    if let Some(basic) = facts.basic.as_deref().filter(|_| is_predeclared_type(text)) {
        // A predeclared type has the same answer on every 64-bit platform.
        facts.size = predeclared_size(basic);
    }
    if facts.size.is_none() {
        facts.size = size_of(index, file, ty, 0);
    }
    if facts.comparable.is_none() {
        facts.comparable = match comparable_type(index, file, ty, &mut BTreeSet::new()) {
            Comparable::Yes => Some(true),
            Comparable::No(_) => Some(false),
            Comparable::Unknown(_) => None,
        };
    }
    facts
}

/// The facts of a package type by name (a variant held whole).
pub fn of_named(index: &Index<'_>, name: &str) -> TypeFacts {
    let mut facts = TypeFacts::default();
    let checked = index
        .package
        .types
        .known()
        .and_then(|p| p.type_info(&p.qualify(name)));
    if let Some(info) = checked {
        facts.from_checker = true;
        facts.basic = info.basic.as_deref().map(normal_basic).map(str::to_string);
        if info.size >= 0 && info.align >= 0 {
            facts.size = Some((
                u64::try_from(info.size).unwrap_or_default(),
                u64::try_from(info.align).unwrap_or(1).max(1),
            ));
        }
        facts.comparable = Some(info.comparable);
    }
    if let Some(decl) = index.types.get(name).filter(|d| !d.generic) {
        let declared = of_node(index, decl.spec.file, decl.ty);
        facts.basic = facts.basic.or(declared.basic);
        facts.size = facts.size.or(declared.size);
        facts.comparable = facts.comparable.or(declared.comparable);
        facts.from_checker |= declared.from_checker;
    }
    facts
}

/// `byte` is `uint8` and `rune` is `int32`.
pub fn normal_basic(name: &str) -> &str {
    match name {
        "byte" => "uint8",
        "rune" => "int32",
        other => other,
    }
}

/// The predeclared type a type stands for, read from the declarations: the name itself,
/// or a package type declared over one (`type level int8`).
fn declared_basic(index: &Index, file: &SourceFile, ty: Node) -> Option<String> {
    let mut name = file.text_of(unparen(ty)).to_string();
    // A chain of named types is short; the bound only guards against a cycle.
    for _ in 0..8 {
        if is_predeclared_type(&name) {
            return (!matches!(name.as_str(), "error" | "any" | "comparable"))
                .then(|| normal_basic(&name).to_string());
        }
        let decl = index.types.get(name.as_str()).filter(|d| !d.generic)?;
        let ty = unparen(decl.ty);
        if ty.kind_name() != "type_identifier" {
            return None;
        }
        name = decl.spec.file.text_of(ty).to_string();
    }
    None
}

/// An integer type's width in bits (0 for `int`, `uint` and `uintptr`, whose width is the
/// platform's word) and whether it is signed.
fn integer(basic: &str) -> Option<(u8, bool)> {
    Some(match basic {
        "int8" => (8, true),
        "int16" => (16, true),
        "int32" => (32, true),
        "int64" => (64, true),
        "int" => (0, true),
        "uint8" => (8, false),
        "uint16" => (16, false),
        "uint32" => (32, false),
        "uint64" => (64, false),
        "uint" | "uintptr" => (0, false),
        _ => return None,
    })
}

/// The slot type for integers of these predeclared types: one that holds every value of
/// each on every platform, so converting in and back out gives the value that went in.
/// The type itself when all are one type; else the widest, `int64` (or `uint64`) as soon
/// as one is 64 bits wide, since `int` is 32 bits on some platforms; signed when any is.
pub fn integer_slot<'b>(basics: impl IntoIterator<Item = &'b str>) -> String {
    let basics: BTreeSet<&str> = basics.into_iter().collect();
    if let [only] = basics.iter().copied().collect::<Vec<_>>().as_slice() {
        return only.to_string();
    }
    let kinds: Vec<(u8, bool)> = basics.iter().filter_map(|b| integer(b)).collect();
    let signed = kinds.iter().any(|(_, s)| *s);
    // Beside a signed type, an unsigned one needs a signed slot twice as wide: a constant
    // such as `uint8(255)` written into an `int8` does not compile. (uint64, uint and
    // uintptr never share: see `TypeFacts::class`.)
    let widest = kinds
        .iter()
        .map(|&(bits, s)| {
            if signed && !s {
                (bits * 2).min(64)
            } else {
                bits
            }
        })
        .max()
        .unwrap_or(0);
    let word = kinds.iter().any(|(bits, _)| *bits == 0);
    let bits = match (widest, word) {
        (64, _) => "64",
        (_, true) => "",
        (32, false) => "32",
        (16, false) => "16",
        _ => "8",
    };
    format!("{}int{bits}", if signed { "" } else { "u" })
}

/// A word naming a type, for shared field names: `time.Duration` → `duration`, `[]byte`
/// → `slice`, `*T` → `ptr`.
pub fn type_word(ty: &str) -> String {
    let ty = ty.trim();
    let word = match ty.chars().next() {
        Some('*') => "ptr".to_string(),
        Some('[') if ty.starts_with("[]") => "slice".to_string(),
        Some('[') => "array".to_string(),
        _ if ty.starts_with("map[") => "map".to_string(),
        _ if ty.starts_with("func") => "fn".to_string(),
        _ if ty.starts_with("chan") || ty.starts_with("<-") => "ch".to_string(),
        _ if ty.starts_with("struct") || ty.starts_with("interface") => "value".to_string(),
        _ => super::render::lower_first(ty.rsplit('.').next().unwrap_or(ty)),
    };
    if word.chars().all(|c| c.is_alphanumeric() || c == '_') && !word.is_empty() {
        word
    } else {
        "value".to_string()
    }
}

/// Size and alignment of a type on amd64, from its declaration: predeclared types, type
/// literals, and named types of the package. `None` for anything else (a qualified type,
/// a type parameter, an array whose length is not a literal).
pub fn size_of(index: &Index, file: &SourceFile, ty: Node, depth: usize) -> Option<(u64, u64)> {
    if depth > 16 {
        return None;
    }
    let ty = unparen(ty);
    let word = (8, 8);
    match ty.kind_name() {
        "pointer_type" | "map_type" | "channel_type" | "function_type" => Some(word),
        "slice_type" => Some((24, 8)),
        "interface_type" => Some((16, 8)),
        "array_type" => {
            let length = ty.field("length")?;
            let n: u64 = file.text_of(length).replace('_', "").parse().ok()?;
            let (size, align) = size_of(index, file, ty.field("element")?, depth + 1)?;
            Some((size * n, align))
        }
        "struct_type" => {
            let list = named_children(ty)
                .into_iter()
                .find(|n| n.kind_name() == "field_declaration_list")?;
            let mut sizes = Vec::new();
            for field in named_children(list) {
                if field.kind_name() != "field_declaration" {
                    continue;
                }
                let field_ty = field.field("type")?;
                let names = field
                    .children_by_field_name("name", &mut field.walk())
                    .count()
                    .max(1);
                let size = size_of(index, file, field_ty, depth + 1)?;
                sizes.extend(std::iter::repeat_n(size, names));
            }
            Some(struct_size(&sizes))
        }
        "type_identifier" => {
            let name = file.text_of(ty);
            if let Some(basic) = predeclared_size(name) {
                return Some(basic);
            }
            let decl = index.types.get(name)?;
            if decl.generic {
                return None;
            }
            size_of(index, decl.spec.file, decl.ty, depth + 1)
        }
        _ => None,
    }
}

/// Go's struct layout: each field at the next multiple of its alignment, the whole rounded
/// up to the largest alignment.
pub fn struct_size(fields: &[(u64, u64)]) -> (u64, u64) {
    let mut offset: u64 = 0;
    let mut align: u64 = 1;
    for (size, a) in fields {
        let a = (*a).max(1);
        offset = offset.div_ceil(a) * a + size;
        align = align.max(a);
    }
    // A zero-size final field gets a byte of padding so its address stays inside.
    if fields.last().is_some_and(|(size, _)| *size == 0) && offset > 0 {
        offset += 1;
    }
    (offset.div_ceil(align) * align, align)
}

/// Size and alignment of a predeclared type on a 64-bit platform.
pub fn predeclared_size(name: &str) -> Option<(u64, u64)> {
    Some(match name {
        "bool" | "int8" | "uint8" | "byte" => (1, 1),
        "int16" | "uint16" => (2, 2),
        "int32" | "uint32" | "rune" | "float32" => (4, 4),
        "complex64" => (8, 4),
        "int" | "uint" | "int64" | "uint64" | "uintptr" | "float64" => (8, 8),
        "complex128" => (16, 8),
        "string" | "error" | "any" => (16, 8),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn struct_layout_pads_like_go() {
        // kind uint8, two strings, a pointer: the hand-written yarpc struct.
        assert_eq!(struct_size(&[(1, 1), (16, 8), (16, 8), (8, 8)]), (48, 8));
        assert_eq!(struct_size(&[(1, 1), (4, 4), (1, 1)]), (12, 4));
        assert_eq!(struct_size(&[]), (0, 1));
        assert_eq!(struct_size(&[(8, 8), (0, 1)]), (16, 8));
    }

    #[test]
    fn integer_slots_hold_every_member_on_every_platform() {
        assert_eq!(integer_slot(["int"]), "int");
        assert_eq!(integer_slot(["int", "int64"]), "int64");
        assert_eq!(integer_slot(["int", "int32"]), "int");
        assert_eq!(integer_slot(["int16", "uint8"]), "int16");
        assert_eq!(integer_slot(["uint16", "uint8"]), "uint16");
        assert_eq!(integer_slot(["uint", "uint32"]), "uint");
        assert_eq!(integer_slot(["int32", "uint32"]), "int64");
        assert_eq!(integer_slot(["int8", "uint32"]), "int64");
        assert_eq!(integer_slot(["int", "uint16"]), "int");
        assert_eq!(integer_slot(["int8", "uint8"]), "int16");
    }

    #[test]
    fn shared_fields_are_named_for_their_type() {
        assert_eq!(type_word("time.Duration"), "duration");
        assert_eq!(type_word("[]byte"), "slice");
        assert_eq!(type_word("map[string]string"), "map");
        assert_eq!(type_word("*config"), "ptr");
        assert_eq!(Class::Integer.word(), "num");
    }
}
