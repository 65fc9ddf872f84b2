//! Go string literals read into the bytes they denote, and bytes written back as a literal
//! Go reads as the same bytes: a format string is judged by its value (`"\x25d"` is a
//! `%d`), and the constant pieces between its verbs become literals of their own.

/// The bytes a Go string literal denotes (`"…"` with its escapes, or a raw `` `…` ``
/// literal, whose carriage returns Go drops), or `None` for text that is not one.
pub fn decode(text: &str) -> Option<Vec<u8>> {
    if let Some(raw) = text.strip_prefix('`').and_then(|t| t.strip_suffix('`')) {
        return Some(raw.bytes().filter(|&b| b != b'\r').collect());
    }
    let inner = text.strip_prefix('"')?.strip_suffix('"')?.as_bytes();
    let mut out = Vec::with_capacity(inner.len());
    let mut i = 0;
    while i < inner.len() {
        if inner[i] != b'\\' {
            out.push(inner[i]);
            i += 1;
            continue;
        }
        let escape = *inner.get(i + 1)?;
        i += 2;
        match escape {
            b'a' => out.push(7),
            b'b' => out.push(8),
            b'f' => out.push(12),
            b'n' => out.push(b'\n'),
            b'r' => out.push(b'\r'),
            b't' => out.push(b'\t'),
            b'v' => out.push(11),
            b'\\' => out.push(b'\\'),
            b'"' => out.push(b'"'),
            b'x' => {
                out.push(
                    u8::from_str_radix(std::str::from_utf8(inner.get(i..i + 2)?).ok()?, 16).ok()?,
                );
                i += 2;
            }
            b'0'..=b'7' => {
                let digits = std::str::from_utf8(inner.get(i - 1..i + 2)?).ok()?;
                out.push(u8::try_from(u32::from_str_radix(digits, 8).ok()?).ok()?);
                i += 2;
            }
            b'u' | b'U' => {
                let n = if escape == b'u' { 4 } else { 8 };
                let digits = std::str::from_utf8(inner.get(i..i + n)?).ok()?;
                let c = char::from_u32(u32::from_str_radix(digits, 16).ok()?)?;
                let mut buf = [0; 4];
                out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
                i += n;
            }
            _ => return None,
        }
    }
    Some(out)
}

/// An interpreted Go string literal denoting exactly `bytes`: printable text as it is,
/// quotes, backslashes and control characters escaped, and bytes that are not UTF-8
/// written as `\x..`, so invalid sequences survive unchanged.
pub fn encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() + 2);
    out.push('"');
    for chunk in bytes.utf8_chunks() {
        for c in chunk.valid().chars() {
            match c {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                '\n' => out.push_str("\\n"),
                '\t' => out.push_str("\\t"),
                '\r' => out.push_str("\\r"),
                c if c.is_control() || matches!(c, '\u{2028}' | '\u{2029}' | '\u{feff}') => {
                    if (c as u32) < 0x80 {
                        out.push_str(&format!("\\x{:02x}", c as u32));
                    } else if (c as u32) <= 0xffff {
                        out.push_str(&format!("\\u{:04x}", c as u32));
                    } else {
                        out.push_str(&format!("\\U{:08x}", c as u32));
                    }
                }
                c => out.push(c),
            }
        }
        for b in chunk.invalid() {
            out.push_str(&format!("\\x{b:02x}"));
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_are_read_as_go_reads_them() {
        assert_eq!(
            decode(r#""a\x25d\n\u00e9\101\"""#).unwrap(),
            "a%d\né\u{41}\"".as_bytes()
        );
        assert_eq!(decode("`a\\n\r`").unwrap(), b"a\\n");
        assert_eq!(decode(r#""\xff\xfe""#).unwrap(), vec![0xff, 0xfe]);
        assert_eq!(decode(r#""\q""#), None);
        assert_eq!(decode("x"), None);
    }

    #[test]
    fn encoded_literals_read_back_as_the_same_bytes() {
        for bytes in [
            b"plain".to_vec(),
            b"quote\" back\\slash\n\ttab".to_vec(),
            vec![0xff, b'a', 0xfe, 0x00],
            "<a href=\"x\">&</a> \u{2028} é".as_bytes().to_vec(),
        ] {
            assert_eq!(decode(&encode(&bytes)).unwrap(), bytes);
        }
        assert_eq!(encode(b"host:"), "\"host:\"");
    }
}
