//! The syntactic half of the audit: every place a package converts a non-constant value to
//! an interface, with the value's type as far as the source declares it.
//!
//! Types come from what the package spells: parameters, results, `var` declarations, struct
//! fields, composite literals, conversions, results of its own functions and a small table
//! of standard-library calls. Scoping inside a function is flat (the last declaration of a
//! name wins); when a type cannot be worked out the site is still reported, as `unknown`,
//! rather than guessed.
//!
//! Invariant: pure; reads only the [`Package`] it is given.

use crate::syntax::index::Index;
use crate::syntax::NodeExt;
use crate::syntax::{
    call_parts, descendants, enclosing_function, named_children, parameters, unparen, Package,
    SourceFile,
};
use crate::types::{FileTypes, Mode};
use std::collections::BTreeMap;
use tree_sitter::Node;

/// How a value reaches an interface.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// `m[k] = v` or `map[K]any{k: v}`.
    MapValue,
    /// `s[i] = v` or `[]any{v}`.
    SliceElement,
    /// `T{Field: v}` where the field is an interface.
    StructField,
    /// `x = v` where `x` is an interface variable or field.
    Assignment,
    /// An argument for an interface parameter.
    Argument,
    /// An argument of a `...interface{}` / `...any` call such as `fmt.Sprintf`.
    VariadicArgument,
    /// `return v` from a function whose result is an interface.
    Return,
    /// `any(v)`, `interface{}(v)`, `io.Reader(v)`: an explicit conversion to an interface.
    Conversion,
    /// `ch <- v` on a channel of an interface type.
    Send,
    /// A box the compiler emits (`CALL runtime.convT…` with `--escape`) on a line where
    /// the finder names no site: an implicit conversion it does not model.
    Compiler,
}

impl Kind {
    pub fn describe(self) -> &'static str {
        match self {
            Kind::MapValue => "map value",
            Kind::SliceElement => "slice element",
            Kind::StructField => "struct field",
            Kind::Assignment => "assignment",
            Kind::Argument => "argument",
            Kind::VariadicArgument => "variadic argument",
            Kind::Return => "return",
            Kind::Conversion => "conversion",
            Kind::Send => "channel send",
            Kind::Compiler => "compiler box",
        }
    }
}

/// One boxing site.
#[derive(Debug, Clone)]
pub struct Site {
    pub file: std::path::PathBuf,
    /// The line the expression starts on, where an `//unbox:ignore` above it applies.
    pub start_line: usize,
    /// The 1-based line the compiler places the expression on (the line of its `{`, `(`
    /// or operator: `syntax::compiler_point`), so that `-m` diagnostics, convT lines and
    /// profile samples land on it; the byte columns of its first and last byte on that
    /// line (the `{`, `(` or operator when it starts on an earlier line).
    pub line: usize,
    pub column: usize,
    pub end_column: usize,
    pub expr: String,
    /// The value's type, or `None` when the source does not say.
    pub ty: Option<String>,
    /// Whether the type is known to allocate when boxed (`false`: a type the finder could
    /// not classify, such as one from another package).
    pub certain: bool,
    pub kind: Kind,
    /// Inside a `for` body of the same function.
    pub in_loop: bool,
    /// Inside an `if` of the same function: a logging call there is already guarded.
    pub guarded: bool,
    /// An argument of a call whose literal format wraps an error (`%w`): a sentinel error
    /// would drop what it wraps.
    pub wraps: bool,
    /// The called function, for argument sites (`fmt.Sprintf`).
    pub callee: Option<String>,
    /// The function the site is in.
    pub function: String,
    /// What puts the value into an interface: the literal or call it is part of.
    pub cause: Cause,
}

/// The expression a boxing site belongs to, which one change fixes at once: the composite
/// literal a value is an element of (every value of a `map[string]any` literal goes when
/// the map becomes a struct), the call it is an argument of, or else its function. Sites
/// are grouped by it, and groups ranked, so that one literal's six values read as one
/// cause, not as six findings spread down the ranking.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, serde::Serialize)]
pub struct Cause {
    /// Where the literal, call or function starts (1-based): groups of equal rank are
    /// ordered by place.
    pub file: std::path::PathBuf,
    pub line: usize,
    pub column: usize,
    /// The literal's or call's last line; the function's first (its sites' own lines
    /// stand for it).
    pub end_line: usize,
    /// `literal`, `call` or `function`.
    pub kind: &'static str,
    /// The literal's type, the callee, or the function's name, as written.
    pub name: String,
}

impl Cause {
    /// Short, for a table cell: `literal map[string]interface{} :55`.
    pub fn describe(&self) -> String {
        let mut name: String = self.name.split_whitespace().collect::<Vec<_>>().join(" ");
        if name.chars().count() > 28 {
            name = name.chars().take(27).collect::<String>() + "…";
        }
        format!("{} {name} :{}", self.kind, self.line)
    }
}

/// What an expression is, for boxing purposes.
#[derive(Debug, Clone, PartialEq)]
enum Value {
    /// A constant: boxed from read-only data, never allocated.
    Constant,
    Typed(String),
}

/// How a type boxes.
#[derive(Debug, PartialEq)]
enum Class {
    /// Already an interface: no conversion happens.
    Interface,
    /// Pointers, maps, chans, funcs: stored in the interface word as they are.
    PointerShaped,
    /// Zero-size values share one address.
    ZeroSize,
    /// bool, byte, int8: the runtime keeps a static copy of every single-byte value.
    SingleByte,
    /// Copied to the heap when boxed.
    Allocates,
    Unknown,
}

/// Standard-library calls whose result type the finder knows.
const KNOWN_RESULTS: &[(&str, &str)] = &[
    ("strconv.Itoa", "string"),
    ("strconv.FormatInt", "string"),
    ("strconv.FormatFloat", "string"),
    ("strconv.Quote", "string"),
    ("fmt.Sprintf", "string"),
    ("fmt.Sprint", "string"),
    ("fmt.Sprintln", "string"),
    ("strings.Join", "string"),
    ("strings.Repeat", "string"),
    ("strings.ToUpper", "string"),
    ("strings.ToLower", "string"),
    ("strings.TrimSpace", "string"),
    ("time.Now", "time.Time"),
    ("time.Since", "time.Duration"),
    ("log.New", "*log.Logger"),
    ("errors.New", "error"),
    ("fmt.Errorf", "error"),
];

/// Standard-library types the finder can classify without their declaration.
const KNOWN_TYPES: &[(&str, Class)] = &[
    ("time.Duration", Class::Allocates),
    ("time.Time", Class::Allocates),
    ("time.Month", Class::Allocates),
    ("io.Reader", Class::Interface),
    ("io.Writer", Class::Interface),
    ("context.Context", Class::Interface),
    ("fmt.Stringer", Class::Interface),
    ("reflect.Type", Class::Interface),
    ("sort.Interface", Class::Interface),
];

/// Functions taking `...any` after `n` fixed parameters, by `pkg.Name` or method name.
const VARIADIC_ANY: &[(&str, usize)] = &[
    ("fmt.Sprintf", 1),
    ("fmt.Printf", 1),
    ("fmt.Errorf", 1),
    ("fmt.Fprintf", 2),
    ("fmt.Sprint", 0),
    ("fmt.Sprintln", 0),
    ("fmt.Print", 0),
    ("fmt.Println", 0),
    ("fmt.Fprint", 1),
    ("fmt.Fprintln", 1),
    ("fmt.Appendf", 2),
    ("fmt.Append", 1),
    ("fmt.Appendln", 1),
    ("log.Printf", 1),
    ("log.Print", 0),
    ("log.Println", 0),
    ("log.Fatalf", 1),
    ("log.Fatal", 0),
    ("log.Fatalln", 0),
    ("log.Panicf", 1),
    ("log.Panic", 0),
    ("log.Panicln", 0),
];

/// Standard-library functions with `any` parameters that are not variadic: the value
/// handed to them is boxed (`json.Marshal(ev)`, `sort.Slice(people, less)`).
const FIXED_ANY: &[(&str, &[&str])] = &[
    ("json.Marshal", &["any"]),
    ("json.MarshalIndent", &["any", "string", "string"]),
    ("sort.Slice", &["any", "func"]),
    ("sort.SliceStable", &["any", "func"]),
    ("xml.Marshal", &["any"]),
];

/// Methods of standard-library types with `any` parameters, by the receiver's type (with
/// or without `*`): what a pool, an atomic value or a sync.Map is handed is boxed.
const METHODS_TAKING_ANY: &[(&str, &str, &[&str])] = &[
    ("sync.Pool", "Put", &["any"]),
    ("atomic.Value", "Store", &["any"]),
    ("atomic.Value", "Swap", &["any"]),
    ("atomic.Value", "CompareAndSwap", &["any", "any"]),
    ("sync.Map", "Store", &["any", "any"]),
    ("sync.Map", "LoadOrStore", &["any", "any"]),
    ("sync.Map", "Swap", &["any", "any"]),
    ("sync.Map", "Load", &["any"]),
    ("sync.Map", "LoadAndDelete", &["any"]),
    ("sync.Map", "Delete", &["any"]),
    ("sync.Map", "CompareAndSwap", &["any", "any", "any"]),
    ("sync.Map", "CompareAndDelete", &["any", "any"]),
];

/// Methods of `*log.Logger` taking `...any` after `n` fixed parameters.
const LOGGER_METHODS: &[(&str, usize)] = &[
    ("Printf", 1),
    ("Print", 0),
    ("Println", 0),
    ("Fatalf", 1),
    ("Fatal", 0),
    ("Fatalln", 0),
    ("Panicf", 1),
    ("Panic", 0),
    ("Panicln", 0),
];

/// Finds the boxing sites of a package's non-test files.
pub fn find(package: &Package) -> Vec<Site> {
    let index = Index::build(package);
    let globals = Globals::collect(package, &index);
    let mut sites = Vec::new();
    for file in package.files.iter().filter(|f| !f.is_test()) {
        for node in descendants(file.tree.root_node()) {
            if !matches!(
                node.kind_name(),
                "function_declaration" | "method_declaration"
            ) {
                continue;
            }
            let scope = Scope::of_function(file, node, &globals);
            let finder = Finder {
                file,
                globals: &globals,
                scope: &scope,
                function: node,
                facts: package.types.file(file).ok(),
            };
            finder.scan(&mut sites);
        }
    }
    sites.sort_by(|a, b| (&a.file, a.line, a.column).cmp(&(&b.file, b.line, b.column)));
    sites.dedup_by(|a, b| a.file == b.file && a.line == b.line && a.column == b.column);
    sites
}

/// Package-level facts: declared types, function signatures, variables and constants.
struct Globals<'a> {
    index: &'a Index<'a>,
    /// Package variables with a known type, and constants.
    values: BTreeMap<String, Value>,
}

impl<'a> Globals<'a> {
    fn collect(package: &'a Package, index: &'a Index<'a>) -> Globals<'a> {
        let mut globals = Globals {
            index,
            values: BTreeMap::new(),
        };
        for file in &package.files {
            for top in named_children(file.tree.root_node()) {
                let constant = top.kind_name() == "const_declaration";
                if !constant && top.kind_name() != "var_declaration" {
                    continue;
                }
                for spec in
                    descendants(top).filter(|n| matches!(n.kind_name(), "var_spec" | "const_spec"))
                {
                    let mut cursor = spec.walk();
                    let names: Vec<Node> =
                        spec.children_by_field_name("name", &mut cursor).collect();
                    let ty = spec.field("type").map(|t| file.text_of(t).to_string());
                    let values: Vec<Node> =
                        spec.field("value").map(named_children).unwrap_or_default();
                    for (i, name) in names.iter().enumerate() {
                        let value = if constant {
                            Some(Value::Constant)
                        } else if let Some(ty) = &ty {
                            Some(Value::Typed(ty.clone()))
                        } else {
                            let empty = Scope::default();
                            values
                                .get(i)
                                .and_then(|v| Finder::value_in(file, *v, &globals, &empty))
                        };
                        if let Some(value) = value {
                            globals
                                .values
                                .insert(file.text_of(*name).to_string(), value);
                        }
                    }
                }
            }
        }
        globals
    }

    /// The result types of a package function, by name.
    fn results(&self, name: &str) -> Option<Vec<String>> {
        let func = self.index.funcs.get(name)?;
        let result = func.at.node.field("result")?;
        Some(
            parameters(result)
                .iter()
                .map(|p| func.at.file.text_of(p.ty).to_string())
                .collect(),
        )
    }

    /// Parameter types of a package function, or a method of a package type.
    fn params(&self, receiver: Option<&str>, name: &str) -> Option<Vec<(String, bool)>> {
        let (file, node) = match receiver {
            None => {
                let func = self.index.funcs.get(name)?;
                (func.at.file, func.at.node)
            }
            Some(ty) => {
                let method = self
                    .index
                    .methods_of(ty.trim_start_matches('*'))
                    .iter()
                    .find(|m| m.name == name)?;
                (method.at.file, method.at.node)
            }
        };
        let list = node.field("parameters")?;
        let generic = type_parameter_names(file, node);
        Some(
            parameters(list)
                .iter()
                .map(|p| {
                    let ty = file.text_of(p.ty);
                    // A type parameter is instantiated with the argument's own type: the
                    // value is passed as it is, not boxed (otel's newSetting[T any](v T)).
                    let ty = if generic.contains(&ty) {
                        TYPE_PARAMETER
                    } else {
                        ty
                    };
                    (ty.to_string(), p.variadic)
                })
                .collect(),
        )
    }

    /// The type of field `field` of the named struct type `ty` (or `*ty`).
    fn field_type(&self, ty: &str, field: &str) -> Option<String> {
        let decl = self.index.types.get(ty.trim_start_matches('*'))?;
        if decl.ty.kind_name() != "struct_type" {
            return None;
        }
        descendants(decl.ty)
            .filter(|n| n.kind_name() == "field_declaration")
            .find_map(|f| {
                let mut cursor = f.walk();
                let named = f
                    .children_by_field_name("name", &mut cursor)
                    .any(|n| decl.spec.file.text_of(n) == field);
                named
                    .then(|| {
                        f.field("type")
                            .map(|t| decl.spec.file.text_of(t).to_string())
                    })
                    .flatten()
            })
    }

    /// How a type boxes, looking through the package's named types.
    fn class(&self, ty: &str) -> Class {
        let ty = ty.trim();
        if ty.starts_with('*')
            || ty.starts_with("map[")
            || ty.starts_with("chan")
            || ty.starts_with("<-chan")
            || ty.starts_with("func")
            || ty == "unsafe.Pointer"
        {
            return Class::PointerShaped;
        }
        if ty.starts_with("interface") || ty == "any" || ty == "error" {
            return Class::Interface;
        }
        if ty == "struct{}" || ty.starts_with("[0]") {
            return Class::ZeroSize;
        }
        if matches!(ty, "bool" | "byte" | "uint8" | "int8") {
            return Class::SingleByte;
        }
        if ty.starts_with('[') || ty.starts_with("struct") || is_allocating_basic(ty) {
            return Class::Allocates;
        }
        if let Some((_, class)) = KNOWN_TYPES.iter().find(|(name, _)| *name == ty) {
            return match class {
                Class::Allocates => Class::Allocates,
                _ => Class::Interface,
            };
        }
        match self.index.types.get(ty) {
            Some(decl) => match decl.ty.kind_name() {
                "interface_type" => Class::Interface,
                "struct_type"
                    if named_children(decl.ty)
                        .iter()
                        .all(|n| named_children(*n).is_empty()) =>
                {
                    Class::ZeroSize
                }
                _ => self.class(decl.spec.file.text_of(decl.ty)),
            },
            None => Class::Unknown,
        }
    }
}

fn is_allocating_basic(ty: &str) -> bool {
    matches!(
        ty,
        "int"
            | "int16"
            | "int32"
            | "int64"
            | "uint"
            | "uint16"
            | "uint32"
            | "uint64"
            | "uintptr"
            | "rune"
            | "float32"
            | "float64"
            | "complex64"
            | "complex128"
            | "string"
    )
}

/// Names declared inside one function, with their types (flat: the last declaration wins).
#[derive(Default)]
struct Scope {
    names: BTreeMap<String, Value>,
}

impl Scope {
    fn of_function(file: &SourceFile, func: Node, globals: &Globals) -> Scope {
        let mut scope = Scope::default();
        for field in ["receiver", "parameters", "result"] {
            if let Some(list) = func
                .field(field)
                .filter(|l| l.kind_name() == "parameter_list")
            {
                for p in parameters(list) {
                    if let Some(name) = p.name {
                        let ty = file.text_of(p.ty);
                        let ty = if p.variadic {
                            format!("[]{ty}")
                        } else {
                            ty.to_string()
                        };
                        scope
                            .names
                            .insert(file.text_of(name).to_string(), Value::Typed(ty));
                    }
                }
            }
        }
        let Some(body) = func.field("body") else {
            return scope;
        };
        for node in descendants(body) {
            match node.kind_name() {
                "var_spec" | "const_spec" => {
                    let mut cursor = node.walk();
                    let names: Vec<Node> =
                        node.children_by_field_name("name", &mut cursor).collect();
                    let values: Vec<Node> =
                        node.field("value").map(named_children).unwrap_or_default();
                    for (i, name) in names.iter().enumerate() {
                        let value = if node.kind_name() == "const_spec" {
                            Some(Value::Constant)
                        } else if let Some(ty) = node.field("type") {
                            Some(Value::Typed(file.text_of(ty).to_string()))
                        } else {
                            values
                                .get(i)
                                .and_then(|v| Finder::value_in(file, *v, globals, &scope))
                        };
                        if let Some(value) = value {
                            scope.names.insert(file.text_of(*name).to_string(), value);
                        }
                    }
                }
                "short_var_declaration" => {
                    let (Some(left), Some(right)) = (node.field("left"), node.field("right"))
                    else {
                        continue;
                    };
                    let (left, right) = (named_children(left), named_children(right));
                    let types: Vec<Option<Value>> = if right.len() == 1 && left.len() > 1 {
                        // `a, err := f()`: the results of f by position.
                        Finder::results_in(file, right[0], globals, &scope)
                            .map(|r| r.into_iter().map(|t| Some(Value::Typed(t))).collect())
                            .unwrap_or_default()
                    } else {
                        right
                            .iter()
                            .map(|r| Finder::value_in(file, *r, globals, &scope))
                            .collect()
                    };
                    for (i, name) in left.iter().enumerate() {
                        if let Some(Some(value)) = types.get(i) {
                            // A constant assigned with := gets its default type.
                            let value = match value {
                                Value::Constant => {
                                    Finder::constant_type(file, right.get(i).copied())
                                }
                                typed => Some(typed.clone()),
                            };
                            if let Some(value) = value {
                                scope.names.insert(file.text_of(*name).to_string(), value);
                            }
                        }
                    }
                }
                "range_clause" => {
                    let (Some(left), Some(right)) = (node.field("left"), node.field("right"))
                    else {
                        continue;
                    };
                    let left = named_children(left);
                    let Some(Value::Typed(over)) = Finder::value_in(file, right, globals, &scope)
                    else {
                        continue;
                    };
                    let (key, value) = if let Some(rest) = over.strip_prefix("[]") {
                        ("int".to_string(), rest.to_string())
                    } else if let Some((k, v)) = map_types(&over) {
                        (k, v)
                    } else if over == "string" {
                        ("int".to_string(), "rune".to_string())
                    } else {
                        continue;
                    };
                    if let Some(k) = left.first() {
                        scope
                            .names
                            .insert(file.text_of(*k).to_string(), Value::Typed(key));
                    }
                    if let Some(v) = left.get(1) {
                        scope
                            .names
                            .insert(file.text_of(*v).to_string(), Value::Typed(value));
                    }
                }
                _ => {}
            }
        }
        scope
    }
}

/// `(K, V)` of a `map[K]V` type text.
fn map_types(ty: &str) -> Option<(String, String)> {
    crate::types::map_parts(ty).map(|(k, v)| (k.to_string(), v.to_string()))
}

/// The element type of a slice or array type text.
fn element_type(ty: &str) -> Option<String> {
    if let Some(rest) = ty.strip_prefix("[]") {
        return Some(rest.to_string());
    }
    let rest = ty.strip_prefix('[')?;
    let close = rest.find(']')?;
    Some(rest[close + 1..].to_string())
}

/// A map, slice or array type as its text shows it; a named type the package declares over
/// one (`type Fields map[string]interface{}`, logrus's shape) as the type it is declared
/// over. Anything else as it is.
fn collection_type(globals: &Globals, ty: &str) -> String {
    let is_collection = |t: &str| map_types(t).is_some() || element_type(t).is_some();
    let mut resolved = ty;
    // A chain of declarations is followed a few steps; Go forbids cycles anyway.
    for _ in 0..4 {
        if is_collection(resolved) {
            return resolved.to_string();
        }
        match globals.index.types.get(resolved) {
            Some(decl) => resolved = decl.spec.file.text_of(decl.ty),
            None => break,
        }
    }
    ty.to_string()
}

struct Finder<'a, 's> {
    file: &'a SourceFile,
    globals: &'s Globals<'a>,
    scope: &'s Scope,
    function: Node<'a>,
    /// Go's type facts for this file, when the type checker saw it: they decide every
    /// value's type and whether boxing it allocates.
    facts: Option<FileTypes<'a>>,
}

impl<'a> Finder<'a, '_> {
    /// How a type boxes: from the type checker's size and shape when it knows the type,
    /// else from what the package declares.
    fn class(&self, ty: &str) -> Class {
        match self.facts.and_then(|f| f.type_info(ty)) {
            Some(info) if info.interface => Class::Interface,
            Some(info) if info.pointer_shaped => Class::PointerShaped,
            Some(info) => match info.size {
                0 => Class::ZeroSize,
                1 => Class::SingleByte,
                s if s > 1 => Class::Allocates,
                _ => Class::Unknown,
            },
            None => self.globals.class(ty),
        }
    }

    /// A type as a reader of this package writes it: its own package path left out.
    fn display(&self, ty: &str) -> String {
        match self.facts {
            Some(facts) => ty.replace(&format!("{}.", facts.package().path), ""),
            None => ty.to_string(),
        }
    }

    /// The value an expression denotes, as far as declarations tell.
    fn value_in(file: &SourceFile, expr: Node, globals: &Globals, scope: &Scope) -> Option<Value> {
        let expr = unparen(expr);
        let text = file.text_of(expr);
        match expr.kind_name() {
            "int_literal"
            | "float_literal"
            | "imaginary_literal"
            | "rune_literal"
            | "interpreted_string_literal"
            | "raw_string_literal"
            | "true"
            | "false"
            | "iota" => Some(Value::Constant),
            "nil" => None,
            "identifier" => scope
                .names
                .get(text)
                .or_else(|| globals.values.get(text))
                .cloned(),
            "composite_literal" => expr
                .field("type")
                .map(|t| Value::Typed(file.text_of(t).to_string())),
            "func_literal" => Some(Value::Typed("func".into())),
            "unary_expression" => {
                let operand = expr.field("operand")?;
                let op = file.text_of(expr.field("operator")?);
                match op {
                    "&" => Some(Value::Typed("*".into())),
                    "!" => Some(Value::Typed("bool".into())),
                    "<-" => None,
                    _ => Self::value_in(file, operand, globals, scope),
                }
            }
            "binary_expression" => {
                let op = file.text_of(expr.field("operator")?);
                if matches!(op, "==" | "!=" | "<" | "<=" | ">" | ">=" | "&&" | "||") {
                    return Some(Value::Typed("bool".into()));
                }
                let left = Self::value_in(file, expr.field("left")?, globals, scope);
                let right = Self::value_in(file, expr.field("right")?, globals, scope);
                match (left, right) {
                    (Some(Value::Constant), Some(Value::Constant)) => Some(Value::Constant),
                    (Some(Value::Typed(t)), _) | (_, Some(Value::Typed(t))) => {
                        Some(Value::Typed(t))
                    }
                    _ => None,
                }
            }
            "selector_expression" => {
                let operand = expr.field("operand")?;
                let field = file.text_of(expr.field("field")?);
                match Self::value_in(file, operand, globals, scope)? {
                    Value::Typed(ty) => globals.field_type(&ty, field).map(Value::Typed),
                    Value::Constant => None,
                }
            }
            "index_expression" => {
                let operand = expr.field("operand")?;
                match Self::value_in(file, operand, globals, scope)? {
                    Value::Typed(ty) if ty == "string" => Some(Value::Typed("byte".into())),
                    Value::Typed(ty) => Some(collection_type(globals, &ty))
                        .and_then(|ty| map_types(&ty).map(|(_, v)| v).or_else(|| element_type(&ty)))
                        .map(Value::Typed),
                    Value::Constant => None,
                }
            }
            "slice_expression" => Self::value_in(file, expr.field("operand")?, globals, scope),
            "type_assertion_expression" => expr
                .field("type")
                .map(|t| Value::Typed(file.text_of(t).to_string())),
            _ => {
                // `int64(7)`, `Level(3)`: a conversion of a constant is a constant.
                if let Some((callee, args)) = call_parts(expr) {
                    let callee_name = file.text_of(unparen(callee));
                    let conversion = is_allocating_basic(callee_name)
                        || matches!(callee_name, "bool" | "byte" | "uint8" | "int8")
                        || globals
                            .index
                            .types
                            .get(callee_name)
                            .is_some_and(|t| t.ty.kind_name() != "interface_type");
                    if conversion
                        && args.len() == 1
                        && Self::value_in(file, args[0], globals, scope) == Some(Value::Constant)
                    {
                        return Some(Value::Constant);
                    }
                }
                let results = Self::results_in(file, expr, globals, scope)?;
                match results.as_slice() {
                    [only] => Some(Value::Typed(only.clone())),
                    _ => None,
                }
            }
        }
    }

    /// The result types of a call or conversion.
    fn results_in(
        file: &SourceFile,
        expr: Node,
        globals: &Globals,
        scope: &Scope,
    ) -> Option<Vec<String>> {
        let (callee, args) = call_parts(unparen(expr))?;
        let callee = unparen(callee);
        let name = file.text_of(callee);
        match callee.kind_name() {
            "identifier" | "type_identifier" => match name {
                "len" | "cap" | "copy" => Some(vec!["int".into()]),
                "new" => args.first().map(|a| vec![format!("*{}", file.text_of(*a))]),
                "make" => args.first().map(|a| vec![file.text_of(*a).to_string()]),
                "string" | "int" | "int64" | "int32" | "uint64" | "uint32" | "float64"
                | "float32" | "uint" | "byte" | "rune" | "bool" | "uint8" | "int8" | "int16"
                | "uint16" => {
                    // A conversion of a constant is a constant.
                    let inner = args
                        .first()
                        .and_then(|a| Self::value_in(file, *a, globals, scope));
                    if inner == Some(Value::Constant) {
                        None
                    } else {
                        Some(vec![name.to_string()])
                    }
                }
                _ if globals.index.types.contains_key(name) => Some(vec![name.to_string()]),
                _ => globals.results(name),
            },
            "selector_expression" => {
                if let Some((_, ty)) = KNOWN_RESULTS.iter().find(|(n, _)| *n == name) {
                    return Some(vec![ty.to_string()]);
                }
                let operand = callee.field("operand")?;
                let method = file.text_of(callee.field("field")?);
                let Value::Typed(ty) = Self::value_in(file, operand, globals, scope)? else {
                    return None;
                };
                let decl = globals
                    .index
                    .methods_of(ty.trim_start_matches('*'))
                    .iter()
                    .find(|m| m.name == method)?;
                let result = decl.at.node.field("result")?;
                Some(
                    parameters(result)
                        .iter()
                        .map(|p| decl.at.file.text_of(p.ty).to_string())
                        .collect(),
                )
            }
            "qualified_type" | "array_type" | "slice_type" | "map_type" | "pointer_type"
            | "generic_type" => Some(vec![name.to_string()]),
            _ => None,
        }
    }

    /// The default type of an untyped constant (what `x := 1` makes x).
    fn constant_type(file: &SourceFile, expr: Option<Node>) -> Option<Value> {
        let expr = unparen(expr?);
        let ty = match expr.kind_name() {
            "int_literal" => "int",
            "float_literal" => "float64",
            "rune_literal" => "rune",
            "interpreted_string_literal" | "raw_string_literal" => "string",
            "true" | "false" => "bool",
            _ => return None,
        };
        let _ = file;
        Some(Value::Typed(ty.to_string()))
    }

    fn value(&self, expr: Node) -> Option<Value> {
        if let Some(e) = self.facts.and_then(|f| f.expr(expr)) {
            if self.static_literal(expr) {
                return Some(Value::Constant);
            }
            return match (e.mode, e.ty) {
                (Mode::Constant, _) => Some(Value::Constant),
                (_, Some(ty)) if e.mode != Mode::Nil => Some(Value::Typed(ty.to_string())),
                _ => None,
            };
        }
        Self::value_in(self.file, expr, self.globals, self.scope)
    }

    /// Whether `expr` is a struct or array literal whose elements are all constants, or
    /// that has none (`noopTracer{}`, `struct{ Type string }{Type:
    /// "OTLP"}`): gc boxes such a value from read-only data, with no `runtime.convT` call,
    /// though its escape analysis still says the literal escapes. Only with type facts,
    /// which say what is constant.
    fn static_literal(&self, expr: Node) -> bool {
        let expr = unparen(expr);
        if expr.kind_name() != "composite_literal" {
            return false;
        }
        // An empty slice literal's header still points somewhere: gc boxes it with
        // convTslice. Structs and arrays only.
        let shape = self.facts.and_then(|f| f.expr(expr)).and_then(|e| e.info);
        if !shape.is_some_and(|i| i.kind == "struct" || i.kind == "array") {
            return false;
        }
        let Some(body) = expr.field("body") else {
            return false;
        };
        named_children(body)
            .into_iter()
            .filter(|n| n.kind_name() != "comment")
            .all(|element| {
                let value = match element.kind_name() {
                    "keyed_element" => element.field("value"),
                    _ => Some(element),
                };
                let Some(value) =
                    value.and_then(|v| named_children(v).into_iter().next().or(Some(v)))
                else {
                    return false;
                };
                // A nested literal may be a slice (its header is not constant) or a
                // value converted to an interface field: not counted.
                self.facts
                    .and_then(|f| f.expr(value))
                    .is_some_and(|e| e.mode == Mode::Constant)
            })
    }

    /// Looks at every node of the function for conversions to an interface.
    fn scan(&self, sites: &mut Vec<Site>) {
        let Some(body) = self.function.field("body") else {
            return;
        };
        for node in descendants(body) {
            match node.kind_name() {
                "assignment_statement" => self.assignment(node, sites),
                "var_spec" => {
                    let Some(ty) = node.field("type") else {
                        continue;
                    };
                    if self.class(self.file.text_of(ty)) != Class::Interface {
                        continue;
                    }
                    for value in node.field("value").map(named_children).unwrap_or_default() {
                        self.site(value, Kind::Assignment, None, false, sites);
                    }
                }
                "composite_literal" => self.literal(node, sites),
                "call_expression" | "type_conversion_expression" => self.call(node, sites),
                "send_statement" => self.send(node, sites),
                "return_statement" => self.ret(node, sites),
                _ => {}
            }
        }
    }

    fn assignment(&self, node: Node, sites: &mut Vec<Site>) {
        if node
            .field("operator")
            .is_some_and(|o| self.file.text_of(o) != "=")
        {
            return;
        }
        let (Some(left), Some(right)) = (node.field("left"), node.field("right")) else {
            return;
        };
        let (left, right) = (named_children(left), named_children(right));
        if left.len() != right.len() {
            return;
        }
        for (target, value) in left.iter().zip(&right) {
            let target = unparen(*target);
            // `_ = f()` stores nothing; `_` is not the `var _ I = T{}` of the package.
            if self.file.text_of(target) == "_" {
                continue;
            }
            let (destination, kind) = if target.kind_name() == "index_expression" {
                let Some(operand) = target.field("operand") else {
                    continue;
                };
                match self.value(operand).map(|v| self.collection(v)) {
                    Some(Value::Typed(ty)) => match map_types(&ty) {
                        Some((_, v)) => (Some(v), Kind::MapValue),
                        None => (element_type(&ty), Kind::SliceElement),
                    },
                    _ => (None, Kind::Assignment),
                }
            } else {
                match self.value(target) {
                    Some(Value::Typed(ty)) => (Some(ty), Kind::Assignment),
                    _ => (None, Kind::Assignment),
                }
            };
            if destination.is_some_and(|d| self.class(&d) == Class::Interface && d != "error") {
                self.site(*value, kind, None, false, sites);
            }
        }
    }

    fn literal(&self, node: Node, sites: &mut Vec<Site>) {
        let (Some(ty), Some(body)) = (node.field("type"), node.field("body")) else {
            return;
        };
        // A struct literal keeps its name (its fields are looked up by it).
        let ty = collection_type(self.globals, self.file.text_of(ty));
        let ty = ty.as_str();
        for element in named_children(body) {
            let (key, value) = match element.kind_name() {
                "keyed_element" => (element.field("key"), element.field("value")),
                _ => (None, Some(element)),
            };
            let Some(value) = value.and_then(|v| named_children(v).into_iter().next()) else {
                continue;
            };
            if value.kind_name() == "literal_value" {
                continue;
            }
            if let Some((_, v)) = map_types(ty) {
                if self.class(&v) == Class::Interface {
                    self.site(value, Kind::MapValue, None, false, sites);
                }
            } else if let Some(v) = element_type(ty) {
                if self.class(&v) == Class::Interface {
                    self.site(value, Kind::SliceElement, None, false, sites);
                }
            } else if let Some(key) = key {
                let field = self.file.text_of(key);
                if let Some(field_ty) = self.globals.field_type(ty, field) {
                    if self.class(&field_ty) == Class::Interface && field_ty != "error" {
                        self.site(value, Kind::StructField, None, false, sites);
                    }
                }
            }
        }
    }

    fn call(&self, node: Node, sites: &mut Vec<Site>) {
        let Some((callee, args)) = call_parts(node) else {
            return;
        };
        // `any(v)`, `interface{}(v)`, `io.Reader(v)`: a conversion to an interface boxes
        // as an assignment does.
        if self.converts_to_interface(node) {
            self.site(args[0], Kind::Conversion, None, false, sites);
            return;
        }
        if node.kind_name() != "call_expression" {
            return; // A conversion, not a call.
        }
        // `panic(v)` takes an interface.
        if self.file.text_of(callee) == "panic" && args.len() == 1 {
            self.site(args[0], Kind::Argument, Some("panic".into()), false, sites);
            return;
        }
        // `f(args...)`, also with a trailing comma or a comment after it: the last
        // argument is a `variadic_argument`.
        let spread = node.field("arguments").is_some_and(|a| {
            let mut cursor = a.walk();
            let found = a
                .named_children(&mut cursor)
                .any(|c| c.kind_name() == "variadic_argument");
            found
        });
        let callee = unparen(callee);
        let name = self.file.text_of(callee);
        if name == "append" && !spread {
            // `append(s, v)` onto a slice of interfaces boxes each appended value.
            let element =
                args.first()
                    .and_then(|s| match self.value(*s).map(|v| self.collection(v)) {
                        Some(Value::Typed(ty)) => element_type(&ty),
                        _ => None,
                    });
            if element.is_some_and(|e| self.class(&e) == Class::Interface) {
                for arg in args.iter().skip(1) {
                    self.site(*arg, Kind::SliceElement, None, false, sites);
                }
            }
            return;
        }
        // The type checker's signature when it has one: it knows every callee; the
        // declarations and tables otherwise.
        let Some(params) = self
            .checked_params(callee)
            .or_else(|| self.declared_params(callee, name))
        else {
            return;
        };
        for (i, arg) in args.iter().enumerate() {
            let slot = params
                .get(i)
                .or_else(|| params.last().filter(|(_, variadic)| *variadic));
            let Some((ty, variadic)) = slot else { continue };
            if *variadic && spread {
                continue; // `f(args...)` passes the slice as it is.
            }
            if self.class(ty) != Class::Interface || ty == "error" {
                continue;
            }
            let kind = if *variadic {
                Kind::VariadicArgument
            } else {
                Kind::Argument
            };
            self.site(*arg, kind, Some(name.to_string()), false, sites);
        }
    }

    /// A value's type as a collection ([`collection_type`]), the package's own path left
    /// out first when type facts spelled it.
    fn collection(&self, value: Value) -> Value {
        match value {
            Value::Typed(ty) => Value::Typed(collection_type(self.globals, &self.display(&ty))),
            other => other,
        }
    }

    /// The parameters of a call's callee as the source declares them: the standard
    /// library's tables, the package's own functions and methods.
    fn declared_params(&self, callee: Node, name: &str) -> Option<Vec<(String, bool)>> {
        Some(
            if let Some((_, fixed)) = VARIADIC_ANY.iter().find(|(n, _)| *n == name) {
                let mut p = vec![("string".to_string(), false); *fixed];
                p.push(("interface{}".into(), true));
                p
            } else if let Some((_, params)) = FIXED_ANY.iter().find(|(n, _)| *n == name) {
                params.iter().map(|p| (p.to_string(), false)).collect()
            } else if callee.kind_name() == "selector_expression" {
                let (Some(operand), Some(method)) =
                    (callee.field("operand"), callee.field("field"))
                else {
                    return None;
                };
                let method = self.file.text_of(method);
                match self.value(operand) {
                    Some(Value::Typed(ty)) if method_taking_any(&ty, method).is_some() => {
                        method_taking_any(&ty, method).unwrap_or_default()
                    }
                    Some(Value::Typed(ty)) if ty == "*log.Logger" => {
                        match LOGGER_METHODS.iter().find(|(m, _)| *m == method) {
                            Some((_, fixed)) => {
                                let mut p = vec![("string".to_string(), false); *fixed];
                                p.push(("interface{}".into(), true));
                                p
                            }
                            None => return None,
                        }
                    }
                    // Type facts spell the package's own types with its path
                    // (`*example.com/svc.sink`); its declarations by name.
                    Some(Value::Typed(ty)) => {
                        self.globals.params(Some(&self.display(&ty)), method)?
                    }
                    _ => return None,
                }
            } else if callee.kind_name() == "identifier" {
                self.globals.params(None, name)?
            } else {
                return None;
            },
        )
    }

    /// The parameters of a call's callee from its type in the type facts
    /// (`func(key string, val go.uber.org/zap/zapcore.ArrayMarshaler) …`): any callee,
    /// another package's function or method, a function value or a closure.
    fn checked_params(&self, callee: Node) -> Option<Vec<(String, bool)>> {
        let signature = self.facts?.type_of(callee)?;
        signature_params(signature)
    }

    /// Whether `node` is a conversion of one value to an interface type other than
    /// `error` (`any(v)`, `interface{}(v)`, `io.Reader(v)`): its result is already an
    /// interface, and its operand is what gets boxed.
    fn converts_to_interface(&self, node: Node) -> bool {
        let Some((callee, args)) = call_parts(unparen(node)) else {
            return false;
        };
        let to = unparen(callee);
        // `N(x)` for a type parameter N converts to the instantiation's own type: no box,
        // though the type checker describes N by its constraint, an interface.
        let type_parameter = self
            .facts
            .and_then(|f| f.expr(to))
            .and_then(|e| e.info)
            .is_some_and(|i| i.kind == "typeparam");
        args.len() == 1
            && !type_parameter
            && self.file.text_of(to) != "error"
            && (to.kind_name() == "interface_type"
                || self.class(self.file.text_of(to)) == Class::Interface)
    }

    /// `ch <- v` on a channel whose element type is an interface.
    fn send(&self, node: Node, sites: &mut Vec<Site>) {
        let (Some(channel), Some(value)) = (node.field("channel"), node.field("value")) else {
            return;
        };
        let Some(Value::Typed(ty)) = self.value(channel) else {
            return;
        };
        let element = ty
            .trim_start_matches("chan<-")
            .trim_start_matches("chan")
            .trim_start();
        if element != ty && self.class(element) == Class::Interface && element != "error" {
            self.site(value, Kind::Send, None, false, sites);
        }
    }

    fn ret(&self, node: Node, sites: &mut Vec<Site>) {
        if enclosing_function(node) != Some(self.function) {
            return; // A return of a func literal inside this function.
        }
        let Some(result) = self.function.field("result") else {
            return;
        };
        let types: Vec<String> = parameters(result)
            .iter()
            .map(|p| self.file.text_of(p.ty).to_string())
            .collect();
        let Some(list) = named_children(node)
            .into_iter()
            .find(|c| c.kind_name() == "expression_list")
        else {
            return;
        };
        let values = named_children(list);
        if values.len() != types.len() {
            return;
        }
        for (value, ty) in values.iter().zip(&types) {
            if self.class(ty) == Class::Interface {
                // An error result usually receives values already typed as error: report
                // only values whose concrete type the source shows.
                self.site(*value, Kind::Return, None, ty == "error", sites);
            }
        }
    }

    /// Records a site unless the value needs no allocation to be boxed.
    fn site(
        &self,
        expr: Node,
        kind: Kind,
        callee: Option<String>,
        known_only: bool,
        sites: &mut Vec<Site>,
    ) {
        let (ty, certain) = match self.value(expr) {
            Some(Value::Constant) => return,
            Some(Value::Typed(ty)) => match self.class(&ty) {
                Class::Allocates => (Some(self.display(&ty)), true),
                Class::Unknown if !known_only => (Some(self.display(&ty)), false),
                _ => return,
            },
            None if known_only => return,
            None => {
                if matches!(unparen(expr).kind_name(), "nil" | "func_literal")
                    || self.converts_to_interface(expr)
                {
                    return;
                }
                (None, false)
            }
        };
        let start = self.file.position(expr.start_byte());
        let point = self.file.position(crate::syntax::compiler_point(expr));
        let end = self
            .file
            .position(expr.end_byte().saturating_sub(1).max(expr.start_byte()));
        let function = self
            .function
            .field("name")
            .map(|n| self.file.text_of(n).to_string())
            .unwrap_or_default();
        sites.push(Site {
            file: self.file.path.clone(),
            start_line: start.line,
            line: point.line,
            column: if point.line == start.line {
                start.column
            } else {
                point.column
            },
            end_column: if end.line == point.line {
                end.column
            } else {
                point.column
            },
            expr: self.file.text_of(expr).to_string(),
            ty,
            certain,
            kind,
            in_loop: self.in_loop(expr),
            guarded: self.guarded(expr),
            wraps: self.wraps_error(expr),
            callee,
            cause: self.cause(expr, &function),
            function,
        });
    }

    /// The composite literal or call whose element or argument `expr` is (the nearest
    /// one, within this function), or else the function.
    fn cause(&self, expr: Node, function: &str) -> Cause {
        let mut inner = expr;
        let mut current = expr.parent();
        while let Some(n) = current {
            if n == self.function || n.kind_name() == "func_literal" {
                break;
            }
            let (kind, part, name) = match n.kind_name() {
                "composite_literal" => ("literal", "body", "type"),
                "call_expression" => ("call", "arguments", "function"),
                _ => ("", "", ""),
            };
            if !kind.is_empty() && n.field(part) == Some(inner) {
                let at = self.file.position(n.start_byte());
                let end = self.file.position(n.end_byte().saturating_sub(1));
                return Cause {
                    end_line: end.line,
                    kind,
                    name: n
                        .field(name)
                        .map(|t| self.file.text_of(t).to_string())
                        .unwrap_or_default(),
                    file: self.file.path.clone(),
                    line: at.line,
                    column: at.column,
                };
            }
            inner = n;
            current = n.parent();
        }
        let at = self.file.position(self.function.start_byte());
        Cause {
            end_line: at.line,
            kind: "function",
            name: function.to_string(),
            file: self.file.path.clone(),
            line: at.line,
            column: at.column,
        }
    }

    /// Whether `expr` is an argument of a call whose first argument is a string literal
    /// with `%w` in it (`fmt.Errorf("decode %d: %w", id, err)`).
    fn wraps_error(&self, expr: Node) -> bool {
        let Some(list) = expr.parent().filter(|p| p.kind_name() == "argument_list") else {
            return false;
        };
        list.named_child(0).is_some_and(|format| {
            matches!(
                format.kind_name(),
                "interpreted_string_literal" | "raw_string_literal"
            ) && self.file.text_of(format).contains("%w")
        })
    }

    /// Whether a node sits in a branch of an `if` of this function (not of a nested func
    /// literal), its condition not counted.
    fn guarded(&self, node: Node) -> bool {
        let mut inner = node;
        let mut current = node.parent();
        while let Some(n) = current {
            if n == self.function || n.kind_name() == "func_literal" {
                return false;
            }
            if n.kind_name() == "if_statement"
                && (n.field("consequence") == Some(inner) || n.field("alternative") == Some(inner))
            {
                return true;
            }
            inner = n;
            current = n.parent();
        }
        false
    }

    /// Whether a node sits in a `for` body of this function (not of a nested func literal).
    fn in_loop(&self, node: Node) -> bool {
        let mut current = node.parent();
        while let Some(n) = current {
            if n == self.function || n.kind_name() == "func_literal" {
                return false;
            }
            if n.kind_name() == "for_statement" {
                return true;
            }
            current = n.parent();
        }
        false
    }
}

/// What a parameter typed by a type parameter is listed as: no interface, so an argument
/// passed there is not a boxing site.
const TYPE_PARAMETER: &str = "type parameter";

/// The type parameters a function declares (`func f[T any, S ~string]`), or a method's
/// receiver names (`func (s *Set[T]) Add(v T)`).
fn type_parameter_names<'f>(file: &'f SourceFile, func: Node) -> Vec<&'f str> {
    let mut names = Vec::new();
    if let Some(list) = func.field("type_parameters") {
        for declaration in named_children(list) {
            let mut cursor = declaration.walk();
            names.extend(
                declaration
                    .children_by_field_name("name", &mut cursor)
                    .map(|n| file.text_of(n)),
            );
        }
    }
    if let Some(receiver) = func.field("receiver") {
        names.extend(
            descendants(receiver)
                .filter(|n| n.kind_name() == "type_arguments")
                .flat_map(named_children)
                .map(|n| file.text_of(n)),
        );
    }
    names
}

/// The parameters of a standard-library method taking `any` ([`METHODS_TAKING_ANY`]), on
/// a receiver of type `ty` (`sync.Pool` or `*sync.Pool`).
fn method_taking_any(ty: &str, method: &str) -> Option<Vec<(String, bool)>> {
    // Type facts spell the package by path (`sync/atomic.Value`), the source by name.
    let receiver = ty.trim_start_matches('*');
    let receiver = receiver.rsplit_once('/').map_or(receiver, |(_, last)| last);
    METHODS_TAKING_ANY
        .iter()
        .find(|(t, m, _)| *t == receiver && *m == method)
        .map(|(_, _, params)| params.iter().map(|p| (p.to_string(), false)).collect())
}

/// The parameters of a function type as go/types writes it, `(type, variadic)` each:
/// `func(key string, val p.T, args ...any) error` gives `string`, `p.T`, `any` (variadic).
/// Parameters are written one by one, named (`key string`) or not (`string`).
fn signature_params(signature: &str) -> Option<Vec<(String, bool)>> {
    let rest = signature.strip_prefix("func(")?;
    // The parameter list ends at the `)` that closes `func(`.
    let mut depth = 0usize;
    let mut end = None;
    for (i, c) in rest.char_indices() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' if depth > 0 => depth -= 1,
            ')' => {
                end = Some(i);
                break;
            }
            _ => {}
        }
    }
    let list = &rest[..end?];
    let mut params = Vec::new();
    let (mut depth, mut start) = (0usize, 0);
    let mut parts = Vec::new();
    for (i, c) in list.char_indices() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                parts.push(&list[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    if !list.trim().is_empty() {
        parts.push(&list[start..]);
    }
    for part in parts {
        let part = part.trim();
        // `name type`, unless the first word is where a type starts (`chan int`).
        let ty = match part.split_once(' ') {
            Some((first, ty))
                if !matches!(first, "chan" | "func" | "map" | "struct" | "interface")
                    && first.chars().all(|c| c.is_alphanumeric() || c == '_')
                    && !first.is_empty() =>
            {
                ty.trim()
            }
            _ => part,
        };
        match ty.strip_prefix("...") {
            Some(element) => params.push((element.to_string(), true)),
            None => params.push((ty.to_string(), false)),
        }
    }
    Some(params)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// go/types writes each parameter on its own, named or not, variadic with `...`; a
    /// parameter's type may hold commas, spaces and parentheses of its own.
    #[test]
    fn signatures_read_as_go_types_writes_them() {
        let params = |s: &str| signature_params(s).expect("a signature");
        assert_eq!(
            params("func(key string, val go.uber.org/zap/zapcore.ArrayMarshaler) go.uber.org/zap/zapcore.Field"),
            [
                ("string".to_string(), false),
                ("go.uber.org/zap/zapcore.ArrayMarshaler".to_string(), false)
            ]
        );
        assert_eq!(
            params("func(...interface{})"),
            [("interface{}".to_string(), true)]
        );
        assert_eq!(
            params(
                "func(f func(a int, b string) error, m map[string]any, c chan int, args ...any)"
            ),
            [
                ("func(a int, b string) error".to_string(), false),
                ("map[string]any".to_string(), false),
                ("chan int".to_string(), false),
                ("any".to_string(), true)
            ]
        );
        assert_eq!(params("func()"), []);
        assert_eq!(signature_params("int"), None);
    }
}
