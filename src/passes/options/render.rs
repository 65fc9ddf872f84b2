//! Go text for a rewritten option family: the tagged struct, its kind type and constants,
//! and one dispatcher per interface method.
//!
//! The text is laid out as gofmt would lay it out (tabs for indentation, struct fields
//! aligned with spaces), so output is already gofmt-clean before gofmt runs.
//!
//! Invariant: pure string building from a [`Layout`]; knows nothing about trees.

/// How a variant's value is kept in the family struct.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Storage {
    /// The value (or the pointer to it) in one field of the variant's own type.
    Whole,
    /// `type shardKeyOption string`: the value converted to `underlying`, in a field
    /// other variants may share.
    Converted { underlying: String },
    /// A struct variant taken apart: the value of its field `names[i]` is in `fields[i]`.
    Fields { names: Vec<String> },
}

/// One variant as stored in the family struct.
pub struct Slot {
    /// The variant type (`headerOption`).
    pub variant: String,
    /// Built as a pointer (`&echoOpt{}`, `(*labelsOption)(m)`).
    pub pointer: bool,
    pub storage: Storage,
    /// The struct fields holding the value: one for [`Storage::Whole`] and
    /// [`Storage::Converted`], one per variant field for [`Storage::Fields`].
    pub fields: Vec<String>,
    /// The kind constant naming this variant (`requestOptionKindHeader`).
    pub kind: String,
    /// For [`Storage::Fields`], the type each field's value converts back to when its
    /// shared field has a wider type (`time.Duration` kept in an `int64`); `None` where
    /// the types are the same.
    pub reads: Vec<Option<String>>,
    /// The types of [`Slot::fields`] in the struct.
    pub types: Vec<String>,
}

impl Slot {
    /// The variant's value rebuilt from the struct held in `receiver`:
    /// `o.labels`, `shardKeyOption(o.key)`, `headerOption{k: o.str1, v: o.str2}`,
    /// `timeoutOption{d: time.Duration(o.num)}`.
    pub fn value(&self, receiver: &str) -> String {
        match &self.storage {
            Storage::Whole => format!("{receiver}.{}", self.fields[0]),
            Storage::Converted { .. } => {
                format!("{}({receiver}.{})", self.variant, self.fields[0])
            }
            Storage::Fields { names } => {
                let parts: Vec<String> = names
                    .iter()
                    .zip(&self.fields)
                    .enumerate()
                    .map(
                        |(i, (name, field))| match self.reads.get(i).cloned().flatten() {
                            Some(ty) => {
                                format!("{name}: {}({receiver}.{field})", in_conversion(&ty))
                            }
                            None => format!("{name}: {receiver}.{field}"),
                        },
                    )
                    .collect();
                format!("{}{{{}}}", self.variant, parts.join(", "))
            }
        }
    }

    /// The struct's type for a whole variant: `*labelsOption` or `headerOption`.
    pub fn whole_type(&self) -> String {
        if self.pointer {
            format!("*{}", self.variant)
        } else {
            self.variant.clone()
        }
    }

    /// For notes: `labels (*labelsOption)`, `headerOption in key, value`.
    pub fn describe(&self) -> String {
        match self.storage {
            Storage::Whole => format!("{} ({})", self.fields[0], self.whole_type()),
            _ if self.fields.is_empty() => format!("{} (no fields)", self.variant),
            _ => format!("{} in {}", self.variant, self.fields.join(", ")),
        }
    }
}

/// A type as the callee of a conversion: `(*T)` and `(func())` need parentheses there.
pub fn in_conversion(ty: &str) -> String {
    if ty.starts_with('*') || ty.starts_with("func") || ty.starts_with("<-") {
        format!("({ty})")
    } else {
        ty.to_string()
    }
}

/// One parameter of an interface method, as the dispatcher declares and forwards it.
pub struct Param {
    pub name: String,
    pub ty: String,
    pub variadic: bool,
}

/// One interface method, re-declared on the family struct.
pub struct Method {
    pub doc: Vec<String>,
    pub name: String,
    pub params: Vec<Param>,
    /// Result types, each with its name when the interface named it.
    pub results: Vec<(Option<String>, String)>,
}

impl Method {
    /// What the zero option returns for each result: the one parameter of the same type,
    /// unchanged (`apply(c config) config` hands back `c`: doing nothing to a config is
    /// returning it), else `None` for the type's zero value. `Err` names a result whose
    /// type two parameters share, where "unchanged" has no single meaning.
    pub fn zero_returns(&self) -> Result<Vec<Option<String>>, String> {
        self.results
            .iter()
            .map(|(_, ty)| {
                let same: Vec<&Param> = self
                    .params
                    .iter()
                    .filter(|p| !p.variadic && &p.ty == ty)
                    .collect();
                match same.as_slice() {
                    [] => Ok(None),
                    [one] => Ok(Some(one.name.clone())),
                    _ => Err(ty.clone()),
                }
            })
            .collect()
    }
}

/// Everything needed to write the family's new declarations.
pub struct Layout {
    pub family: String,
    pub kind_type: String,
    pub receiver: String,
    pub slots: Vec<Slot>,
    /// The struct's fields after `kind`.
    pub fields: Vec<super::compact::Field>,
    pub methods: Vec<Method>,
}

/// The struct type that replaces the interface (or the wrapper's struct body), indented for
/// a declaration whose line starts with `indent`.
pub fn struct_type(layout: &Layout, indent: &str) -> String {
    let mut fields = vec![("kind".to_string(), layout.kind_type.clone())];
    fields.extend(layout.fields.iter().map(|f| (f.name.clone(), f.ty.clone())));
    let width = fields.iter().map(|(name, _)| name.len()).max().unwrap_or(0);
    let mut out = String::from("struct {\n");
    for (name, ty) in fields {
        out.push_str(&format!("{indent}\t{name:<width$} {ty}\n"));
    }
    out.push_str(indent);
    out.push('}');
    out
}

/// The kind type, its constants and the dispatchers, to insert after the family's
/// declaration. Starts with a blank line; ends without a newline.
pub fn declarations(layout: &Layout) -> String {
    let mut out = String::new();
    let kind_width = if layout.slots.len() < 256 {
        "uint8"
    } else {
        "uint16"
    };
    out.push_str(&format!(
        "\n\n// {kind} tells which variant of {family} is set.\ntype {kind} {kind_width}\n\nconst (\n\t_ {kind} = iota // the zero {family} does nothing\n",
        kind = layout.kind_type,
        family = layout.family,
    ));
    for slot in &layout.slots {
        out.push_str(&format!("\t{}\n", slot.kind));
    }
    out.push(')');
    for method in &layout.methods {
        out.push_str("\n\n");
        out.push_str(&dispatcher(layout, method));
    }
    out
}

/// `func (o Family) m(args) results { switch o.kind { case K: o.field.m(args) … } }`.
fn dispatcher(layout: &Layout, method: &Method) -> String {
    let mut out = String::new();
    for line in &method.doc {
        out.push_str(line);
        out.push('\n');
    }
    let identities = method.zero_returns().unwrap_or_default();
    let passes_through = identities.iter().any(Option::is_some);
    if method.doc.is_empty() {
        let zero = if method.results.is_empty() {
            "does nothing"
        } else if passes_through {
            "returns its argument unchanged"
        } else {
            "returns zero values"
        };
        out.push_str(&format!(
            "// {name} calls the {name} method of the variant held; on the zero {family} it {zero}.\n",
            name = method.name,
            family = layout.family,
        ));
    }
    let params: Vec<String> = method
        .params
        .iter()
        .map(|p| {
            let dots = if p.variadic { "..." } else { "" };
            format!("{} {dots}{}", p.name, p.ty)
        })
        .collect();
    let args: Vec<String> = method
        .params
        .iter()
        .map(|p| {
            let dots = if p.variadic { "..." } else { "" };
            format!("{}{dots}", p.name)
        })
        .collect();
    let named_results = method.results.iter().all(|(name, _)| name.is_some());
    let results = match method.results.as_slice() {
        [] => String::new(),
        [(None, ty)] => format!(" {ty}"),
        many => {
            let parts: Vec<String> = many
                .iter()
                .map(|(name, ty)| match name {
                    Some(name) => format!("{name} {ty}"),
                    None => ty.clone(),
                })
                .collect();
            format!(" ({})", parts.join(", "))
        }
    };
    out.push_str(&format!(
        "func ({recv} {family}) {name}({params}){results} {{\n\tswitch {recv}.kind {{\n",
        recv = layout.receiver,
        family = layout.family,
        name = method.name,
        params = params.join(", "),
    ));
    let call_args = args.join(", ");
    for slot in &layout.slots {
        let call = format!(
            "{}.{}({call_args})",
            slot.value(&layout.receiver),
            method.name
        );
        let body = if method.results.is_empty() {
            call
        } else {
            format!("return {call}")
        };
        out.push_str(&format!("\tcase {}:\n\t\t{body}\n", slot.kind));
    }
    out.push_str("\t}\n");
    if passes_through {
        // The zero option changes nothing: what came in goes back out.
        let values: Vec<String> = identities
            .iter()
            .zip(&method.results)
            .map(|(same, (_, ty))| match same {
                Some(param) => param.clone(),
                None => format!("*new({ty})"),
            })
            .collect();
        out.push_str(&format!("\treturn {}\n", values.join(", ")));
    } else if !method.results.is_empty() {
        if named_results {
            out.push_str("\treturn\n");
        } else {
            // Unnamed results: declare zero values, which the zero kind returns.
            let zeros: Vec<String> = if method.results.len() == 1 {
                vec!["zero".to_string()]
            } else {
                (0..method.results.len())
                    .map(|i| format!("zero{i}"))
                    .collect()
            };
            for (zero, (_, ty)) in zeros.iter().zip(&method.results) {
                out.push_str(&format!("\tvar {zero} {ty}\n"));
            }
            out.push_str(&format!("\treturn {}\n", zeros.join(", ")));
        }
    }
    out.push('}');
    out
}

/// Go's keywords, which generated names must not take (nor a predeclared identifier,
/// nor `kind`, the family struct's tag field).
const KEYWORDS: &[&str] = &[
    "break",
    "case",
    "chan",
    "const",
    "continue",
    "default",
    "defer",
    "else",
    "fallthrough",
    "for",
    "func",
    "go",
    "goto",
    "if",
    "import",
    "interface",
    "map",
    "package",
    "range",
    "return",
    "select",
    "struct",
    "switch",
    "type",
    "var",
];

/// Whether a name may be used for a generated field or parameter.
pub fn is_reserved(name: &str) -> bool {
    KEYWORDS.contains(&name)
        || crate::syntax::is_predeclared_name(name)
        || crate::syntax::is_builtin_function(name)
        || matches!(name, "kind" | "_" | "")
}

/// The field name for a variant: its name without the family's words around it
/// (`headerOption` → `header`, `optionFunc` → falls back to `optionFunc` since `func` is a
/// keyword), lower-case first.
pub fn field_name(variant: &str, family: &str) -> String {
    let family_lower = lower_first(family);
    let mut base = variant;
    for suffix in [family, "Options", "Option", "Opts", "Opt"] {
        if let Some(stripped) = base.strip_suffix(suffix) {
            if !stripped.is_empty() {
                base = stripped;
                break;
            }
        }
    }
    if let Some(stripped) = base.strip_prefix(family_lower.as_str()) {
        if !stripped.is_empty() {
            base = stripped;
        }
    }
    let candidate = lower_first(base);
    if is_reserved(&candidate) {
        lower_first(variant)
    } else {
        candidate
    }
}

/// `Header` from `header`: for kind constant names.
pub fn upper_first(name: &str) -> String {
    let mut chars = name.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// `requestOption` from `RequestOption`.
pub fn lower_first(name: &str) -> String {
    let mut chars = name.chars();
    match chars.next() {
        Some(c) => c.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn field_names_drop_the_family_words() {
        assert_eq!(field_name("headerOption", "CallOption"), "header");
        assert_eq!(field_name("shardOpt", "RequestOption"), "shard");
        assert_eq!(field_name("cacheOption", "Option"), "cache");
        assert_eq!(field_name("optionFunc", "Option"), "optionFunc");
        assert_eq!(field_name("funcOption", "Option"), "funcOption");
        assert_eq!(field_name("echo", "Option"), "echo");
        assert_eq!(
            field_name("responseHeadersOptions", "CallOption"),
            "responseHeaders"
        );
    }

    #[test]
    fn struct_fields_are_aligned_like_gofmt() {
        let layout = Layout {
            family: "Option".into(),
            kind_type: "optionKind".into(),
            receiver: "o".into(),
            slots: vec![Slot {
                variant: "headerOpt".into(),
                pointer: false,
                storage: Storage::Whole,
                fields: vec!["header".into()],
                kind: "optionKindHeader".into(),
                reads: vec![],
                types: vec!["headerOpt".into()],
            }],
            fields: vec![super::super::compact::Field {
                name: "header".into(),
                ty: "headerOpt".into(),
                size: None,
            }],
            methods: vec![],
        };
        assert_eq!(
            struct_type(&layout, ""),
            "struct {\n\tkind   optionKind\n\theader headerOpt\n}"
        );
    }
}
