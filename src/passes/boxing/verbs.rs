//! A fmt format read into constant text and plain verbs, and the strconv text that prints
//! each verb's operand exactly as fmt does.
//!
//! Only verbs whose output for a basic type is, by fmt's own code, what a strconv
//! function returns are accepted: `%s` and `%v` of a string are its bytes; `%d` and `%v`
//! of an integer are `FormatInt`/`FormatUint` in base 10, `%x` in base 16 (a minus sign
//! before the digits, as fmt writes it); `%t` and `%v` of a bool are `FormatBool`; `%v` of
//! a float is `FormatFloat(f, 'g', -1, size)` (fmt's `%v` is `%g` at the shortest
//! precision, `+Inf` included). Flags, widths, precisions and argument indexes change
//! that, so any of them refuses the call.

/// One piece of a format: text printed as it is, or a verb taking the next operand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Piece {
    Text(Vec<u8>),
    Verb(u8),
}

/// Reads a format's bytes into pieces, `%%` becoming text; `Err` names the first verb
/// that is not a plain `%s`, `%d`, `%t`, `%v` or `%x`.
pub fn parse(format: &[u8]) -> Result<Vec<Piece>, String> {
    let mut pieces = Vec::new();
    let mut text = Vec::new();
    let mut i = 0;
    while i < format.len() {
        let b = format[i];
        if b != b'%' {
            text.push(b);
            i += 1;
            continue;
        }
        match format.get(i + 1) {
            Some(b'%') => text.push(b'%'),
            Some(&verb @ (b's' | b'd' | b't' | b'v' | b'x')) => {
                if !text.is_empty() {
                    pieces.push(Piece::Text(std::mem::take(&mut text)));
                }
                pieces.push(Piece::Verb(verb));
            }
            Some(_) => {
                // The verb with its flags, width and precision, for the message.
                let end = format[i + 1..]
                    .iter()
                    .position(|c| c.is_ascii_alphabetic())
                    .map_or(format.len(), |p| i + 2 + p);
                return Err(String::from_utf8_lossy(&format[i..end]).into_owned());
            }
            None => return Err("%".into()),
        }
        i += 2;
    }
    if !text.is_empty() {
        pieces.push(Piece::Text(text));
    }
    Ok(pieces)
}

/// The basic kinds an operand may have, from its type's underlying type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Basic {
    String,
    /// Width in bits (0: `int`/`uint`/`uintptr`, sized by the platform) and signedness.
    Int {
        bits: u8,
        signed: bool,
    },
    Bool,
    Float {
        bits: u8,
    },
    /// `complex64` or `complex128`: fmt prints `(re+imi)` as strconv.FormatComplex does.
    Complex {
        bits: u8,
    },
}

impl Basic {
    /// The kind of a basic type's name as go/types prints it, `untyped` ones by their
    /// default type (which is what a constant operand of `...any` becomes).
    pub fn of(name: &str) -> Option<(Basic, &'static str)> {
        let name = name.strip_prefix("untyped ").map_or(name, |u| match u {
            "int" => "int",
            "rune" => "int32",
            "float" => "float64",
            "string" => "string",
            "bool" => "bool",
            _ => "",
        });
        Some(match name {
            "string" => (Basic::String, "string"),
            "bool" => (Basic::Bool, "bool"),
            "int" => (
                Basic::Int {
                    bits: 0,
                    signed: true,
                },
                "int",
            ),
            "int8" => (
                Basic::Int {
                    bits: 8,
                    signed: true,
                },
                "int8",
            ),
            // go/types keeps the predeclared aliases' names.
            "byte" => (
                Basic::Int {
                    bits: 8,
                    signed: false,
                },
                "uint8",
            ),
            "rune" => (
                Basic::Int {
                    bits: 32,
                    signed: true,
                },
                "int32",
            ),
            "int16" => (
                Basic::Int {
                    bits: 16,
                    signed: true,
                },
                "int16",
            ),
            "int32" => (
                Basic::Int {
                    bits: 32,
                    signed: true,
                },
                "int32",
            ),
            "int64" => (
                Basic::Int {
                    bits: 64,
                    signed: true,
                },
                "int64",
            ),
            "uint" => (
                Basic::Int {
                    bits: 0,
                    signed: false,
                },
                "uint",
            ),
            "uint8" => (
                Basic::Int {
                    bits: 8,
                    signed: false,
                },
                "uint8",
            ),
            "uint16" => (
                Basic::Int {
                    bits: 16,
                    signed: false,
                },
                "uint16",
            ),
            "uint32" => (
                Basic::Int {
                    bits: 32,
                    signed: false,
                },
                "uint32",
            ),
            "uint64" => (
                Basic::Int {
                    bits: 64,
                    signed: false,
                },
                "uint64",
            ),
            "uintptr" => (
                Basic::Int {
                    bits: 0,
                    signed: false,
                },
                "uintptr",
            ),
            "float32" => (Basic::Float { bits: 32 }, "float32"),
            "float64" => (Basic::Float { bits: 64 }, "float64"),
            "complex64" => (Basic::Complex { bits: 64 }, "complex64"),
            "complex128" => (Basic::Complex { bits: 128 }, "complex128"),
            _ => return None,
        })
    }

    /// Whether fmt prints an operand of this kind with `verb` as strconv does.
    pub fn takes(self, verb: u8) -> bool {
        match self {
            Basic::String => matches!(verb, b's' | b'v'),
            Basic::Int { .. } => matches!(verb, b'd' | b'v' | b'x'),
            Basic::Bool => matches!(verb, b't' | b'v'),
            // fmt's %v of a float is strconv's 'g' shortest and its %x is 'x' shortest
            // (fmt adds only the signs strconv writes too: none on NaN, + on +Inf).
            Basic::Float { .. } => matches!(verb, b'v' | b'x'),
            // Each part as a float's %v, the imaginary one always signed, in `(…i)`:
            // what strconv.FormatComplex writes, NaN and infinities included.
            Basic::Complex { .. } => verb == b'v',
        }
    }

    /// Whether boxing a non-constant value of this kind allocates (fmt's operands are
    /// `any`): strings, floats and integers wider than a byte are copied to the heap
    /// (integers below 256 are not, at run time); bools and bytes never are.
    pub fn boxing_allocates(self) -> bool {
        match self {
            Basic::String | Basic::Float { .. } | Basic::Complex { .. } => true,
            Basic::Int { bits, .. } => bits != 8,
            Basic::Bool => false,
        }
    }
}

/// An operand of a fmt call as the rewrite sees it.
#[derive(Debug, Clone)]
pub struct Operand {
    /// Its source text.
    pub text: String,
    pub basic: Basic,
    /// The basic type's own name (`int64`), to tell when a conversion is needed.
    pub basic_name: &'static str,
    /// Its type is a named type (of this package), not the basic type itself: strconv
    /// takes it only through a conversion.
    pub named: bool,
    pub constant: bool,
    /// A constant's value when it is an integer from 0 to 99 (the type checker's answer,
    /// so `KindGauge` or `7*9` count as well as `63`).
    pub small: Option<u8>,
}

/// Go text that gives `operand` printed with `verb` (which it [takes](Basic::takes)),
/// whether that text allocates at run time, and the predeclared type it converts the
/// operand to, if any (a local variable of that name would break it). `strconv` is the
/// package's name in the file.
pub fn render(operand: &Operand, verb: u8, strconv: &str) -> (String, bool, Option<&'static str>) {
    let x = &operand.text;
    let exact = |ty: &str| operand.basic_name == ty && !operand.named;
    match operand.basic {
        Basic::String if operand.named => (format!("string({x})"), false, Some("string")),
        Basic::String => (x.clone(), false, None),
        Basic::Bool if operand.named => (
            format!("{strconv}.FormatBool(bool({x}))"),
            false,
            Some("bool"),
        ),
        Basic::Bool => (format!("{strconv}.FormatBool({x})"), false, None),
        Basic::Int { signed, .. } => {
            let base = if verb == b'x' { 16 } else { 10 };
            let (text, conversion) = if signed && base == 10 && exact("int") {
                (format!("{strconv}.Itoa({x})"), None)
            } else if signed && exact("int64") {
                (format!("{strconv}.FormatInt({x}, {base})"), None)
            } else if signed {
                (
                    format!("{strconv}.FormatInt(int64({x}), {base})"),
                    Some("int64"),
                )
            } else if exact("uint64") {
                (format!("{strconv}.FormatUint({x}, {base})"), None)
            } else {
                (
                    format!("{strconv}.FormatUint(uint64({x}), {base})"),
                    Some("uint64"),
                )
            };
            (text, true, conversion)
        }
        Basic::Float { bits } => {
            let form = if verb == b'x' { 'x' } else { 'g' };
            if exact("float64") {
                (
                    format!("{strconv}.FormatFloat({x}, '{form}', -1, 64)"),
                    true,
                    None,
                )
            } else {
                let text = format!("{strconv}.FormatFloat(float64({x}), '{form}', -1, {bits})");
                (text, true, Some("float64"))
            }
        }
        Basic::Complex { bits } => {
            if exact("complex128") {
                (
                    format!("{strconv}.FormatComplex({x}, 'g', -1, 128)"),
                    true,
                    None,
                )
            } else {
                let text = format!("{strconv}.FormatComplex(complex128({x}), 'g', -1, {bits})");
                (text, true, Some("complex128"))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_verbs_and_percent_signs_are_read() {
        assert_eq!(
            parse(b"%s:%d 100%% %x").unwrap(),
            vec![
                Piece::Verb(b's'),
                Piece::Text(b":".to_vec()),
                Piece::Verb(b'd'),
                Piece::Text(b" 100% ".to_vec()),
                Piece::Verb(b'x'),
            ]
        );
        assert_eq!(parse(b"").unwrap(), vec![]);
    }

    #[test]
    fn flags_widths_and_other_verbs_are_named() {
        assert_eq!(parse(b"id=%05d").unwrap_err(), "%05d");
        assert_eq!(parse(b"%q").unwrap_err(), "%q");
        assert_eq!(parse(b"%+v").unwrap_err(), "%+v");
        assert_eq!(parse(b"%[1]d").unwrap_err(), "%[1]d");
        assert_eq!(parse(b"100%").unwrap_err(), "%");
    }

    #[test]
    fn operands_are_converted_only_where_strconv_needs_it() {
        let op = |basic_name: &str, named: bool| {
            let (basic, name) = Basic::of(basic_name).unwrap();
            Operand {
                text: "x".into(),
                basic,
                basic_name: name,
                named,
                constant: false,
                small: None,
            }
        };
        assert_eq!(
            render(&op("int", false), b'd', "strconv").0,
            "strconv.Itoa(x)"
        );
        assert_eq!(
            render(&op("int", false), b'x', "strconv").0,
            "strconv.FormatInt(int64(x), 16)"
        );
        assert_eq!(
            render(&op("int64", false), b'v', "strconv").0,
            "strconv.FormatInt(x, 10)"
        );
        assert_eq!(
            render(&op("uint32", false), b'x', "sc").0,
            "sc.FormatUint(uint64(x), 16)"
        );
        assert_eq!(render(&op("string", true), b's', "strconv").0, "string(x)");
        assert_eq!(
            render(&op("float32", false), b'v', "strconv").0,
            "strconv.FormatFloat(float64(x), 'g', -1, 32)"
        );
        assert_eq!(
            render(&op("float64", false), b'x', "strconv").0,
            "strconv.FormatFloat(x, 'x', -1, 64)"
        );
        assert_eq!(
            render(&op("complex64", false), b'v', "strconv").0,
            "strconv.FormatComplex(complex128(x), 'g', -1, 64)"
        );
        assert_eq!(
            render(&op("complex128", false), b'v', "strconv").0,
            "strconv.FormatComplex(x, 'g', -1, 128)"
        );
        assert!(!Basic::of("bool").unwrap().0.takes(b'd'));
        assert!(!Basic::of("float64").unwrap().0.takes(b'd'));
        assert!(!Basic::of("complex128").unwrap().0.takes(b'x'));
        assert_eq!(Basic::of("untyped rune").unwrap().1, "int32");
    }
}
