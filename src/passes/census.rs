//! The census of uses: every expression of a package (tests and unparsed bodies included)
//! whose type is, points to or holds one of a pass's candidate types, with the role it
//! plays where it stands, as Go's type checker sees it (`unbox_facts.go` lists them; a
//! pass names its types with [`Pass::census`](super::Pass::census)).
//!
//! A pass proves a rewrite by explaining every use: a use it rewrites, or one whose role it
//! knows cannot observe the change. Any other use refuses the candidate at that site,
//! naming the role ("t.profile becomes an interface value here (argument of
//! fmt.Sprintf)"). Lists of unsafe shapes are cases in `transforms/`, not the mechanism:
//! a use nobody thought of is refused because nobody explained it.
//!
//! Invariant: pure; reads the package's type facts and texts.

use super::Location;
use crate::syntax::{Package, SourceFile};
use crate::types::{PackageFacts, Use};

/// What a use does where it stands, parsed from the facts' spelling.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role<'f> {
    /// Converted to an interface: an argument of an interface parameter (the callee), an
    /// assignment, a return, a literal element, a send or a comparison with an interface.
    Interface(&'f str),
    /// Handed to a type parameter of a generic function (the callee), inside which it
    /// may be converted to anything.
    GenericArgument(&'f str),
    /// Converted to another non-interface type (the type), written or implied: a
    /// struct value assigned to a place of another type over the same struct.
    Conversion(&'f str),
    /// Made by converting a value of a type that does not name the subject (that type):
    /// `guild(r)` for a row of the same fields, or through an alias of another package.
    ConversionFrom(&'f str),
    /// Converted to a type declared over the same subject (`yarpc.CallOption(o)` for
    /// `type CallOption encoding.CallOption`): the same layout before and after.
    SameConversion(&'f str),
    /// Passed to a builtin (its name, `unsafe.Sizeof` included).
    Builtin(&'f str),
    /// Made by converting an `unsafe.Pointer`.
    FromUnsafe,
    /// `x.m` without a call: the method value binds the receiver.
    MethodValue(&'f str),
    /// `T.m` or `(*T).m`.
    MethodExpression(&'f str),
    /// A non-interface argument of a call (the callee).
    Argument(&'f str),
    /// Assigned to a destination: `define`, `local`, `global`, `field`, `element`,
    /// `deref`, `blank`.
    Assignment(&'f str),
    /// Written to: the left side of an assignment, or a range variable.
    Assigned,
    /// Returned as a non-interface result (the function).
    Return(&'f str),
    /// A composite literal's element (the literal's type).
    Element(&'f str),
    /// A key of a map literal.
    MapKey,
    Send,
    Receive,
    /// Compared with `==` or `!=`; `nil` when with nil.
    Comparison {
        nil: bool,
    },
    /// `&x`.
    Address,
    /// `*x`.
    Dereference,
    /// `x[i]`, and `m[x]` (`key`).
    Index {
        key: bool,
    },
    Slice,
    Range,
    /// `x.(T)`.
    Assertion,
    /// `switch x.(type)`.
    TypeSwitch,
    /// `switch x { … }`.
    Switch,
    /// A call whose result is dropped.
    Discarded,
    /// A function's variable used inside a function literal, which shares it.
    Captured,
    /// A nil that becomes a value of the subject, an interface (how it gets there: the
    /// callee, `an assignment`, `a case of a switch on one`).
    Nil(&'f str),
    /// Named as a type in another package where no value stands: embedded in an
    /// interface, or a type parameter's constraint (how).
    TypeUse(&'f str),
    /// A call of `recover` in another package of the module (one row per subject).
    Recovered,
    /// The receiver of a method whose receiver is a value of a type holding the subject
    /// by value (the method): the call copies the subject with it.
    ReceiverCopy(&'f str),
    /// Anything else, with what stands around it.
    Other(&'f str),
}

impl<'f> Role<'f> {
    /// Reads a use's role as the facts spell it.
    pub fn of(used: &Use<'f>) -> Role<'f> {
        let detail = used.detail.unwrap_or_default();
        match used.role {
            "iface" => Role::Interface(detail),
            "generic_arg" => Role::GenericArgument(detail),
            "type_use" => Role::TypeUse(detail),
            "recover" => Role::Recovered,
            "receiver_copy" => Role::ReceiverCopy(detail),
            "convert" => Role::Conversion(detail),
            "convert_same" => Role::SameConversion(detail),
            "convert_from" => Role::ConversionFrom(detail),
            "builtin" => Role::Builtin(detail),
            "from_unsafe" => Role::FromUnsafe,
            "method_value" => Role::MethodValue(detail),
            "method_expr" => Role::MethodExpression(detail),
            "arg" => Role::Argument(detail),
            "assign" => Role::Assignment(detail),
            "assigned" => Role::Assigned,
            "return" => Role::Return(detail),
            "element" => Role::Element(detail),
            "map_key" => Role::MapKey,
            "send" => Role::Send,
            "receive" => Role::Receive,
            "compare" => Role::Comparison {
                nil: detail == "nil",
            },
            "address" => Role::Address,
            "deref" => Role::Dereference,
            "index" => Role::Index { key: false },
            "index_key" => Role::Index { key: true },
            "slice" => Role::Slice,
            "range" => Role::Range,
            "assert" => Role::Assertion,
            "type_switch" => Role::TypeSwitch,
            "switch" => Role::Switch,
            "discard" => Role::Discarded,
            "capture" => Role::Captured,
            "nil" => Role::Nil(detail),
            _ => Role::Other(detail),
        }
    }

    /// How the role reads in a refusal: "becomes an interface value here (argument of
    /// fmt.Sprintf)".
    pub fn describe(self) -> String {
        match self {
            Role::Interface(how) if how.starts_with("a ") || how.starts_with("an ") => {
                format!("becomes an interface value here ({how})")
            }
            Role::Interface(callee) => {
                format!("becomes an interface value here (an argument of {callee})")
            }
            Role::GenericArgument(callee) => format!(
                "is handed to a type parameter of {callee} here, which may convert it to an interface"
            ),
            Role::Conversion(to) | Role::SameConversion(to) => format!("is converted to {to} here"),
            Role::ConversionFrom(from) => format!("is made here by converting a value of {from}"),
            Role::Builtin(name) => format!("is passed to {name} here"),
            Role::TypeUse(how) => format!("is named here as a type, {how}"),
            Role::Recovered => "may panic under a recover() here".into(),
            Role::ReceiverCopy(method) => {
                format!("is copied here with the value receiver of {method}")
            }
            Role::FromUnsafe => "is made from an unsafe.Pointer here".into(),
            Role::MethodValue(m) => format!("has its method {m} taken as a value here"),
            Role::MethodExpression(m) => format!("has its method {m} used as an expression here"),
            Role::Argument(callee) => format!("is passed to {callee} here"),
            Role::Assignment("define" | "local") => "is held in another variable here".into(),
            Role::Assignment("global") => "is stored in a package variable here".into(),
            Role::Assignment("field") => "is stored in a field here".into(),
            Role::Assignment("element") => "is stored in an element here".into(),
            Role::Assignment(_) => "is assigned here".into(),
            Role::Assigned => "is written here".into(),
            Role::Return(func) => format!("is returned from {func} here"),
            Role::Element(_) => "is stored in a composite literal here".into(),
            Role::MapKey => "is a map key here".into(),
            Role::Send => "is sent on a channel here".into(),
            Role::Receive => "is received here".into(),
            Role::Comparison { nil: true } => "is compared with nil here".into(),
            Role::Comparison { nil: false } => "is compared here".into(),
            Role::Address => "has its address taken here".into(),
            Role::Dereference => "is dereferenced here".into(),
            Role::Index { .. } => "is indexed here".into(),
            Role::Slice => "is sliced here".into(),
            Role::Range => "is ranged over here".into(),
            Role::Assertion => "is type-asserted here".into(),
            Role::TypeSwitch => "is type-switched on here".into(),
            Role::Switch => "is switched on here".into(),
            Role::Discarded => "is dropped here".into(),
            Role::Captured => "is captured by a function literal here".into(),
            Role::Nil(how) => format!("is nil here ({how})"),
            Role::Other(what) => format!("is used here in a way unbox does not judge ({what})"),
        }
    }

    /// Whether a value in this role may show its layout or identity to code that can
    /// inspect any value (fmt, reflect, encoding/*, equality helpers, unsafe): an
    /// interface, a type parameter, a conversion, `unsafe`'s builtins.
    pub fn observes_layout(self) -> bool {
        match self {
            Role::Interface(_)
            | Role::GenericArgument(_)
            | Role::Conversion(_)
            | Role::ConversionFrom(_)
            | Role::FromUnsafe => true,
            // Sizeof and Alignof report a size the rewrites change on purpose (and the plan
            // says by how much); Offsetof and pointer arithmetic depend on the layout.
            Role::Builtin(name) => {
                name.starts_with("unsafe.") && !matches!(name, "unsafe.Sizeof" | "unsafe.Alignof")
            }
            _ => false,
        }
    }
}

/// Whether a callee taking a value as an interface never hands it back nor looks inside:
/// it keeps it alive or calls its methods. A holder that hands the value back as an
/// interface (`sync.Map`, `atomic.Value`, `sync.Pool`, `context.WithValue`, `heap.Push`'s
/// element) is not one: the code that loads it may print it with `%T` or `%v`, which the
/// census cannot follow through `any`. Anything else (fmt, reflect, encoding/*, equality
/// helpers, a function unbox cannot see) may print or compare the layout.
pub fn opaque_holder(callee: &str) -> bool {
    matches!(
        callee,
        "runtime.KeepAlive"
            | "runtime.SetFinalizer"
            | "sort.Sort"
            | "sort.Stable"
            // The slice itself, as `any`: only its length is read and its elements swapped
            // in memory (reflectlite.Swapper), whatever their layout.
            | "sort.Slice"
            | "sort.SliceStable"
            | "sort.SliceIsSorted"
            | "container/heap.Init"
            | "container/heap.Fix"
    )
}

/// Whether converting a value to `target` to pass it to `callee` only lets the callee call
/// its methods: a standard-library function taking one of the standard library's method
/// interfaces (`io.WriteString(w, …)`, `sort.Sort(x)`). The standard library uses such a
/// parameter through its methods, which no rewrite changes; it neither prints nor
/// reflects on a writer. Not `error` (errors.Is compares with ==) nor the empty interface.
pub fn methods_only(target: Option<&str>, callee: &str) -> bool {
    // `io.WriteString`, `(*bufio.Writer).WriteString`: the package path before the name.
    let in_std = |name: &str| {
        let name = name.trim_start_matches("(*").trim_start_matches('(');
        let owner = name.split(')').next().unwrap_or_default();
        let path = owner.rsplit_once('.').map_or("", |(p, _)| p);
        let root = path.split('/').next().unwrap_or_default();
        !root.is_empty() && !root.contains('.') && !root.starts_with('_')
    };
    let method_interface = matches!(
        target,
        Some(
            "io.Writer"
                | "io.Reader"
                | "io.ReadWriter"
                | "io.Closer"
                | "io.ReadCloser"
                | "io.WriteCloser"
                | "io.ReadWriteCloser"
                | "io.StringWriter"
                | "io.ByteWriter"
                | "io.ByteReader"
                | "io.ReaderAt"
                | "io.WriterAt"
                | "io.ReaderFrom"
                | "io.WriterTo"
                | "io.Seeker"
                | "sort.Interface"
                | "container/heap.Interface"
                | "hash.Hash"
                | "hash.Hash32"
                | "hash.Hash64"
        )
    );
    method_interface && in_std(callee)
}

/// Whether the package's facts hold a census covering every file (some pass asked for
/// one, and every file type-checked).
pub fn has_census(package: &Package) -> bool {
    package
        .types
        .known()
        .is_some_and(|f| f.census.iter().all(|s| f.census_complete(s)) && !f.census.is_empty())
}

/// The census of one package, when the facts hold one: asked for the pass's types, and
/// complete (every file type-checked). Without it a pass keeps its syntactic rules.
#[derive(Clone, Copy)]
pub struct Census<'f> {
    facts: &'f PackageFacts,
    package: &'f Package,
}

impl<'f> Census<'f> {
    /// The package's census, if it lists every use of each of `subjects`.
    pub fn of(package: &'f Package, subjects: &[&str]) -> Option<Census<'f>> {
        let facts = package.types.known()?;
        subjects
            .iter()
            .all(|s| facts.census_complete(s))
            .then_some(Census { facts, package })
    }

    /// Why the uses in some package of the module that imports this one are unknown (it
    /// does not type-check): a rewrite cannot be proved then.
    pub fn unseen(&self) -> Option<&'f str> {
        self.facts.uses_unseen()
    }

    /// Every use of the given types, in file then source order.
    pub fn uses<'s>(&self, subjects: &'s [&str]) -> impl Iterator<Item = Use<'f>> + 's
    where
        'f: 's,
    {
        self.facts
            .uses()
            .filter(move |u| subjects.contains(&u.subject))
    }

    /// The file a use is in, when it is one of the package's.
    pub fn file(&self, used: &Use) -> Option<&'f SourceFile> {
        if used.position.is_some() {
            return None;
        }
        self.package.all_files().find(|f| {
            f.path
                .file_name()
                .is_some_and(|n| n.to_str() == Some(used.file))
        })
    }

    /// Where a use is, for a refusal: in another package of the module, where the type
    /// checker says.
    pub fn location(&self, used: &Use) -> Option<Location> {
        if let Some((line, column)) = used.position {
            return Some(Location {
                file: used.file.into(),
                position: crate::syntax::Position { line, column },
            });
        }
        self.file(used).map(|f| Location::at(f, used.start))
    }

    /// The use's text as written (shortened past 40 characters).
    pub fn text(&self, used: &Use) -> String {
        let text = used
            .text
            .or_else(|| {
                self.file(used)
                    .and_then(|f| f.text.get(used.start..used.end))
            })
            .unwrap_or("this expression");
        let one_line: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
        match one_line.char_indices().nth(40) {
            Some((cut, _)) => format!("{}…", &one_line[..cut]),
            None => one_line,
        }
    }

    /// A refusal sentence for a use no rule explains: "t (of type *tables) becomes an
    /// interface value here (an argument of fmt.Sprintf)", then why that matters.
    pub fn sentence(&self, used: &Use, why: &str) -> String {
        if Role::of(used) == Role::Recovered {
            return why.to_string();
        }
        if let Role::Nil(how) = Role::of(used) {
            let how = if how.starts_with("a ") || how.starts_with("an ") {
                how.to_string()
            } else {
                format!("an argument of {how}")
            };
            let article = if used.subject.starts_with(['A', 'E', 'I', 'O', 'U']) {
                "an"
            } else {
                "a"
            };
            return format!(
                "nil becomes {article} {} here ({}): {why}",
                used.subject,
                self.spell(&how)
            );
        }
        let ty = self.spell(used.ty.unwrap_or(used.subject));
        let what = if used.indirect {
            format!("of type {ty}, holding {}", used.subject)
        } else {
            format!("of type {ty}")
        };
        format!(
            "{} ({what}) {}: {why}",
            self.text(used),
            self.spell(&Role::of(used).describe())
        )
    }

    /// A type as the package's own code spells it: its own path left out
    /// (`*example.com/game.tables` reads `*tables`).
    pub fn spell(&self, ty: &str) -> String {
        ty.replace(&format!("{}.", self.facts.path), "")
    }
}
