//! The directives this assembler knows: data (`.inst` for instruction words, `.byte`,
//! `.hword`/`.short`/`.2byte`, `.word`/`.long`/`.int`/`.4byte`, `.xword`/`.quad`/`.8byte`, each
//! taking comma-separated expressions), `.ltorg`/`.pool` (place the literal pool here) and
//! `.text` (this assembler has one section). Any other directive is refused by name.

/// A directive statement.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Directive<'a> {
    /// Values of `size` bytes each, little-endian; `inst` for `.inst` (instruction words).
    Data {
        /// The directive as written.
        name: &'a str,
        /// Bytes per value.
        size: u64,
        /// Whether the values are instruction words.
        inst: bool,
        /// Each value's expression and its offset in the statement body.
        values: Vec<(&'a str, usize)>,
    },
    /// `.ltorg` or `.pool`.
    Pool,
    /// `.text`.
    Text,
}

/// The directive in `body` (which starts with `.`), or the name of an unknown one.
pub(super) fn directive(body: &str) -> Result<Directive<'_>, &str> {
    let name_end = body.find([' ', '\t']).unwrap_or(body.len());
    let name = &body[..name_end];
    let (size, inst) = match name.to_ascii_lowercase().as_str() {
        ".inst" => (4, true),
        ".byte" => (1, false),
        ".hword" | ".short" | ".2byte" => (2, false),
        ".word" | ".long" | ".int" | ".4byte" => (4, false),
        ".xword" | ".quad" | ".8byte" => (8, false),
        ".ltorg" | ".pool" => return Ok(Directive::Pool),
        ".text" => return Ok(Directive::Text),
        _ => return Err(name),
    };
    let mut values = Vec::new();
    if !body[name_end..].trim().is_empty() {
        let mut depth = 0usize;
        let mut start = name_end;
        for (i, b) in body
            .bytes()
            .enumerate()
            .skip(name_end)
            .chain([(body.len(), b',')])
        {
            match b {
                b'(' => depth += 1,
                b')' => depth = depth.saturating_sub(1),
                b',' if depth == 0 || i == body.len() => {
                    let text = &body[start..i];
                    let lead = text.len() - text.trim_start().len();
                    values.push((text.trim(), start + lead));
                    start = i + 1;
                }
                _ => {}
            }
        }
    }
    Ok(Directive::Data {
        name,
        size,
        inst,
        values,
    })
}

/// Whether `value` fits in `size` bytes (as a signed or an unsigned number, as LLVM allows).
pub(super) fn fits(value: i64, size: u64) -> bool {
    if size >= 8 {
        return true;
    }
    let bits = 8 * size as u32;
    (-(1i64 << (bits - 1))..(1i64 << bits)).contains(&value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn data_directives_list_their_values() {
        assert_eq!(
            directive(".inst 0xd503201f, (1, 2)"),
            Ok(Directive::Data {
                name: ".inst",
                size: 4,
                inst: true,
                values: vec![("0xd503201f", 6), ("(1, 2)", 18)],
            })
        );
        assert_eq!(
            directive(".BYTE 1,2"),
            Ok(Directive::Data {
                name: ".BYTE",
                size: 1,
                inst: false,
                values: vec![("1", 6), ("2", 8)],
            })
        );
        assert_eq!(directive(".ltorg"), Ok(Directive::Pool));
        assert_eq!(directive(".text"), Ok(Directive::Text));
        assert_eq!(directive(".align 4"), Err(".align"));
    }

    #[test]
    fn values_fit_as_signed_or_unsigned() {
        // As llvm-mc 14: `.byte 255` and `.byte -128` are accepted, 256 and -129 refused.
        assert!(fits(255, 1) && fits(-128, 1) && !fits(256, 1) && !fits(-129, 1));
        assert!(fits(-1, 4) && fits(0xffff_ffff, 4) && !fits(0x1_0000_0000, 4));
        assert!(fits(i64::MIN, 8));
    }
}
