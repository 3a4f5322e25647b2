//! Reading assembly text: owns the [`Cursor`] the generated parsers read a line with (numbers
//! and floats as LLVM reads them, quiet first attempts), the failures of one template ([`Fail`])
//! and of a line ([`ParseError`]), and the messages that merge them ("did you mean",
//! [`operand_message`]).

use core::fmt;

use opforge_shapes::closest;

/// Why a line is not an instruction we know: the column (1-based, in the trimmed line) and the
/// reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// Column of the problem in the trimmed line, 1-based.
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "column {}: {}", self.column, self.message)
    }
}

impl std::error::Error for ParseError {}

/// A failed attempt to parse with one template: where it stopped and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fail {
    /// Byte offset in the normalized line.
    pub pos: usize,
    /// What is wrong.
    pub message: String,
}

impl Fail {
    /// A failure at `pos`.
    pub fn new(pos: usize, message: String) -> Self {
        Fail { pos, message }
    }
}

/// A cursor over a lower-cased line of assembly.
#[derive(Clone, Debug)]
pub struct Cursor<'a> {
    s: &'a [u8],
    /// The line as written, before lower-casing (the same length as `s`).
    written: &'a [u8],
    pos: usize,
    /// Whether failures leave their messages out ([`Cursor::fail`], [`Cursor::why`]): a first
    /// attempt over every template builds no message, and only a line that no template reads
    /// is read again to say why.
    quiet: bool,
}

impl<'a> Cursor<'a> {
    /// A cursor at the start of `s`.
    pub fn new(s: &'a str) -> Self {
        Cursor {
            s: s.as_bytes(),
            written: s.as_bytes(),
            pos: 0,
            quiet: false,
        }
    }

    /// A cursor at the start of `lower`, the lower-cased `written` (for the few places where
    /// LLVM's assembler minds the case, such as FMOV's `0x` immediate).
    pub fn with_written(lower: &'a str, written: &'a str) -> Self {
        let same = written.len() == lower.len() && written.eq_ignore_ascii_case(lower);
        Cursor {
            s: lower.as_bytes(),
            written: if same {
                written.as_bytes()
            } else {
                lower.as_bytes()
            },
            pos: 0,
            quiet: false,
        }
    }

    /// The same cursor, its failures without messages (see [`Cursor::fail`]).
    pub fn quiet(mut self) -> Self {
        self.quiet = true;
        self
    }

    /// A failure at byte `pos` with the message `message` builds, unless the cursor is quiet
    /// (then the message is empty and nothing is allocated).
    #[inline]
    pub fn fail(&self, pos: usize, message: impl FnOnce(&Self) -> String) -> Fail {
        Fail {
            pos,
            message: if self.quiet {
                String::new()
            } else {
                message(self)
            },
        }
    }

    /// The reason `message` builds, or an empty one (no allocation) when the cursor is quiet.
    #[inline]
    pub fn why(&self, message: impl FnOnce() -> String) -> String {
        if self.quiet { String::new() } else { message() }
    }

    /// The byte offset.
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// Moves to byte offset `pos`.
    pub fn set_pos(&mut self, pos: usize) {
        self.pos = pos.min(self.s.len());
    }

    /// The next byte.
    pub fn peek(&self) -> Option<u8> {
        self.s.get(self.pos).copied()
    }

    /// Whether the whole line was read.
    pub fn at_end(&self) -> bool {
        self.pos >= self.s.len()
    }

    /// Skips spaces and tabs.
    pub fn skip_ws(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t')) {
            self.pos += 1;
        }
    }

    /// Consumes `b` if it is next.
    pub fn eat(&mut self, b: u8) -> bool {
        if self.peek() == Some(b) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// Consumes a run of letters, digits, `_` and `.` (a register, name or condition).
    pub fn word(&mut self) -> &'a str {
        let start = self.pos;
        while matches!(self.peek(), Some(c) if c.is_ascii_alphanumeric() || c == b'_') {
            self.pos += 1;
        }
        core::str::from_utf8(&self.s[start..self.pos]).unwrap_or("")
    }

    /// Consumes an integer literal as LLVM's assembler reads it: optional `#`, an optional sign
    /// (`-` or `+`), then `0x` hexadecimal, `0b` binary, octal when it starts with `0`, or decimal.
    /// Values up to 2^64 - 1 wrap to `i64` as LLVM's do (`0xffffffffffffffff` is -1).
    pub fn number(&mut self) -> Result<i64, String> {
        self.skip_ws();
        self.eat(b'#');
        self.skip_ws();
        let neg = self.eat(b'-') || {
            self.eat(b'+');
            false
        };
        let start = self.pos;
        let text = self.word();
        let magnitude = match literal(text) {
            Ok(m) => m,
            Err(e) => {
                self.pos = start;
                return Err(self.why(|| e.message(text)));
            }
        };
        if neg {
            Ok((magnitude as i64).wrapping_neg())
        } else {
            Ok(magnitude as i64)
        }
    }

    /// Consumes a decimal floating-point number as LLVM's assembler reads it: optional `#`, an
    /// optional `-` (a `+` is refused, as LLVM does), digits with an optional `.` and an optional
    /// exponent (`e`, an optional sign, digits).
    pub fn float(&mut self) -> Result<f64, String> {
        self.skip_ws();
        self.eat(b'#');
        self.skip_ws();
        let start = self.pos;
        if self.peek() == Some(b'+') {
            return Err(self.why(|| "a floating-point immediate takes no `+` sign".to_owned()));
        }
        self.eat(b'-');
        while matches!(self.peek(), Some(c) if c.is_ascii_digit() || c == b'.') {
            self.pos += 1;
        }
        let mantissa_end = self.pos;
        if self.eat(b'e') {
            if !self.eat(b'-') {
                self.eat(b'+');
            }
            while matches!(self.peek(), Some(c) if c.is_ascii_digit()) {
                self.pos += 1;
            }
        }
        let text = core::str::from_utf8(&self.s[start..self.pos]).unwrap_or("");
        // LLVM reads an exponent without digits (`1.0e`) as no exponent.
        let number = if self.s[mantissa_end..self.pos]
            .last()
            .is_some_and(u8::is_ascii_digit)
        {
            text
        } else {
            core::str::from_utf8(&self.s[start..mantissa_end]).unwrap_or("")
        };
        number
            .parse::<f64>()
            .map_err(|_| self.why(|| format!("`{}` is not a floating-point number", quoted(text))))
    }

    /// Consumes a floating-point immediate that may also be written as its 8-bit encoding, as
    /// LLVM's assembler reads A64's FMOV immediate: a floating-point number ([`Cursor::float`]),
    /// or the encoding as a lowercase hexadecimal integer, which must lie in `0x00..=0xff`, take
    /// no sign, and is the value `decode` gives it.
    pub fn float_or_encoded(&mut self, decode: impl FnOnce(u8) -> f64) -> Result<f64, String> {
        self.skip_ws();
        let start = self.pos;
        self.eat(b'#');
        self.skip_ws();
        let negative = self.eat(b'-');
        // LLVM reads `0X70` as a malformed float, not as an encoding.
        if self.written.get(self.pos..self.pos + 2) == Some(b"0X") {
            return Err(self.why(|| {
                "`0X` is not a floating-point number (an encoded immediate takes a lowercase `0x`)"
                    .to_owned()
            }));
        }
        if self.s.get(self.pos..self.pos + 2) != Some(b"0x") {
            self.pos = start;
            return self.float();
        }
        self.pos += 2;
        let digits = self.pos;
        while matches!(self.peek(), Some(c) if c.is_ascii_hexdigit()) {
            self.pos += 1;
        }
        let text = core::str::from_utf8(&self.s[digits..self.pos]).unwrap_or("");
        match u32::from_str_radix(text, 16) {
            Ok(raw) if !negative && let Ok(byte) = u8::try_from(raw) => Ok(decode(byte)),
            Ok(_) => Err(self.why(|| {
                format!(
                    "`{}0x{text}` is out of range of an encoded 8-bit float (0x00..=0xff)",
                    if negative { "-" } else { "" }
                )
            })),
            Err(_) => Err(self.why(|| format!("`0x{text}` is not a hexadecimal number"))),
        }
    }

    /// The operand text written at byte offset `at`: up to the next `,` or `]` (or the end),
    /// trimmed, cut to a few dozen characters; for error messages.
    pub fn operand_text(&self, at: usize) -> String {
        let rest = self.s.get(at..).unwrap_or(&[]);
        let end = rest
            .iter()
            .position(|&b| b == b',' || b == b']')
            .unwrap_or(rest.len());
        quoted(String::from_utf8_lossy(&rest[..end]).trim())
    }
}

/// The value of an unsigned integer literal as LLVM's assembler reads it: `0x` hexadecimal, `0b`
/// binary, octal when it starts with `0`, otherwise decimal; at most 2^64 - 1.
pub fn literal_value(text: &str) -> Result<u64, String> {
    literal(text).map_err(|e| e.message(text))
}

/// Why a literal is not a number ([`literal`]); its message is built only when asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LiteralError {
    /// Nothing was written.
    Empty,
    /// A digit outside the radix, or no digit; the radix.
    Digits(u32),
    /// More than 64 bits.
    Range,
}

impl LiteralError {
    /// The message about `text`, the literal as written.
    fn message(self, text: &str) -> String {
        let text = quoted(text);
        match self {
            LiteralError::Empty => "expected a number".to_owned(),
            LiteralError::Digits(10) => format!("`{text}` is not a number"),
            LiteralError::Digits(radix) => {
                let kind = match radix {
                    16 => "a hexadecimal",
                    2 => "a binary",
                    _ => "an octal",
                };
                format!("`{text}` is not {kind} number")
            }
            LiteralError::Range => format!("`{text}` is out of range of a 64-bit number"),
        }
    }
}

/// [`literal_value`] without building a message (nor allocating anything).
fn literal(text: &str) -> Result<u64, LiteralError> {
    let b = text.as_bytes();
    let (digits, radix) = match b {
        [b'0', b'x' | b'X', rest @ ..] => (rest, 16),
        [b'0', b'b' | b'B', rest @ ..] => (rest, 2),
        [b'0', rest @ ..] if !rest.is_empty() => (rest, 8),
        _ => (b, 10),
    };
    if text.is_empty() {
        return Err(LiteralError::Empty);
    }
    if digits.is_empty() {
        return Err(LiteralError::Digits(radix));
    }
    let mut value: u64 = 0;
    for &d in digits {
        let digit = match (d as char).to_digit(radix) {
            Some(digit) => digit,
            None => return Err(LiteralError::Digits(radix)),
        };
        value = match value
            .checked_mul(u64::from(radix))
            .and_then(|v| v.checked_add(u64::from(digit)))
        {
            Some(v) => v,
            None => {
                // A later digit outside the radix is the first reason, as before.
                if digits.iter().all(|&d| (d as char).is_digit(radix)) {
                    return Err(LiteralError::Range);
                }
                return Err(LiteralError::Digits(radix));
            }
        };
    }
    Ok(value)
}

/// The number of a register spelt `prefix` and a decimal number as printed (no sign, no leading
/// zero): `numbered("x12", "x")` is 12; `None` for any other word (`x012`, `x`, `xzr`).
#[inline]
pub fn numbered(word: &str, prefix: &str) -> Option<u32> {
    let digits = word.strip_prefix(prefix)?.as_bytes();
    if digits.is_empty() || digits.len() > 9 || (digits.len() > 1 && digits[0] == b'0') {
        return None;
    }
    let mut n = 0u32;
    for &d in digits {
        if !d.is_ascii_digit() {
            return None;
        }
        n = n * 10 + u32::from(d - b'0');
    }
    Some(n)
}

/// Most characters of the input a message quotes.
const QUOTED: usize = 40;

/// `text` cut to [`QUOTED`] characters, with `…` where it was cut.
fn quoted(text: &str) -> String {
    let mut chars = text.chars();
    let mut out: String = chars.by_ref().take(QUOTED).collect();
    if chars.next().is_some() {
        out.push('…');
    }
    out
}

/// Most characters of a parse error's message (a template's reason may quote a long word).
const MESSAGE: usize = 400;

/// The message of an operand that does not parse: the operand as written, then why, without the
/// operand type's name (`` `Imm12` = 4096 is out of range`` says "out of range") nor the
/// operand quoted again (`` `08` is not an octal number`` says "not an octal number").
pub fn operand_message(written: &str, reason: &str) -> String {
    let reason = match reason.strip_prefix('`').and_then(|r| r.split_once("` = ")) {
        Some((_, rest)) => rest.split_once(" is ").map_or(rest, |(_, why)| why),
        None => reason
            .strip_prefix(&format!("`{written}` is "))
            .unwrap_or(reason),
    };
    format!("operand `{written}`: {reason}")
}

/// Most bytes of a line [`parse_among`] lower-cases on the stack (a longer one on the heap).
const LINE: usize = 256;

/// One parse function per template.
pub type Candidate<T> = fn(&mut Cursor<'_>) -> Result<T, Fail>;

/// Parses `line` with every candidate template of its mnemonic; the first that matches the whole
/// line wins, otherwise the error of the attempt that got furthest.
pub fn parse_with<T>(
    line: &str,
    candidates: fn(&str) -> &'static [Candidate<T>],
) -> Result<T, ParseError> {
    parse_among(line, candidates, &[])
}

/// Like [`parse_with`], and an unknown mnemonic is reported with the closest of `mnemonics`
/// (the table's, in lower case): `unknown mnemonic `addd`; did you mean `add`?`.
pub fn parse_among<T>(
    line: &str,
    candidates: fn(&str) -> &'static [Candidate<T>],
    mnemonics: &[&str],
) -> Result<T, ParseError> {
    let written = line.trim();
    // The line in lower case: on the stack when it is short (as instructions are).
    let mut buffer = [0u8; LINE];
    let owned;
    let text: &str = match buffer.get_mut(..written.len()) {
        Some(lower) => {
            lower.copy_from_slice(written.as_bytes());
            lower.make_ascii_lowercase();
            match core::str::from_utf8(lower) {
                Ok(text) => text,
                Err(_) => {
                    owned = written.to_ascii_lowercase();
                    &owned
                }
            }
        }
        None => {
            owned = written.to_ascii_lowercase();
            &owned
        }
    };
    let word_end = text.find(|c: char| c.is_whitespace()).unwrap_or(text.len());
    let word = &text[..word_end];
    let mut cands = candidates(word);
    if cands.is_empty()
        && let Some(dot) = word.find('.')
    {
        cands = candidates(&word[..=dot]);
    }
    if cands.is_empty() {
        return Err(ParseError {
            column: 1,
            message: if word.is_empty() {
                "empty line".to_owned()
            } else {
                match closest(word, mnemonics.iter().copied()) {
                    Some(m) => format!("unknown mnemonic `{word}`; did you mean `{m}`?"),
                    None => format!("unknown mnemonic `{word}`"),
                }
            },
        });
    }
    // A first attempt builds no message; the templates are tried again, saying why, only when
    // none reads the line.
    for cand in cands {
        let mut c = Cursor::with_written(text, written).quiet();
        if let Ok(inst) = cand(&mut c) {
            return Ok(inst);
        }
    }
    let mut fails: Vec<Fail> = Vec::new();
    for cand in cands {
        let mut c = Cursor::with_written(text, written);
        match cand(&mut c) {
            Ok(inst) => return Ok(inst),
            Err(f) => fails.push(f),
        }
    }
    // The attempts that got furthest; their distinct reasons are all reported. When those only
    // ran out of line (a longer form wanted more: `cmp x0, w1` is a prefix of `cmp x0, w1, uxtw`),
    // an operand refused as the line's last one is the likelier mistake: it is reported first,
    // the longer form after it.
    let furthest = |fails: &[&Fail]| {
        let pos = fails.iter().map(|f| f.pos).max().unwrap_or(0);
        let mut best: Vec<Fail> = Vec::new();
        for f in fails.iter().filter(|f| f.pos == pos) {
            if !best.iter().any(|x| x.message == f.message) {
                best.push((*f).clone());
            }
        }
        best
    };
    let all: Vec<&Fail> = fails.iter().collect();
    let best = furthest(&all);
    let pos = best.first().map_or(0, |f| f.pos);
    let inside: Vec<&Fail> = fails
        .iter()
        .filter(|f| f.pos < text.trim_end().len() && f.message.starts_with("operand `"))
        .collect();
    let operand = furthest(&inside);
    let pos_inside = operand.first().map_or(0, |f| f.pos);
    let last = text
        .get(pos_inside..)
        .is_some_and(|rest| !rest.contains(','));
    let (pos, message) = if pos >= text.trim_end().len() && !operand.is_empty() && last {
        (
            pos_inside,
            format!(
                "{}; or, for a longer form: {}",
                merge_reasons(&operand),
                merge_reasons(&best)
            ),
        )
    } else {
        (pos, merge_reasons(&best))
    };
    Err(ParseError {
        column: column(text, pos),
        message,
    })
}

/// The 1-based column, in characters, of byte offset `pos` of `text`. A template character
/// beyond ASCII is matched byte by byte, so a parse can fail inside one: the column is then that
/// character's.
fn column(text: &str, pos: usize) -> usize {
    let mut end = pos.min(text.len());
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    text[..end].chars().count() + 1
}

/// Most reasons one error lists when several templates fail at the same place.
const REASONS: usize = 4;

/// The reasons of failures at one place in one message: `operand `x`: a; or b` when they all
/// name the same operand.
fn merge_reasons(fails: &[Fail]) -> String {
    let Some(first) = fails.first() else {
        return "no template matches".to_owned();
    };
    let prefix = first
        .message
        .find("`: ")
        .filter(|_| first.message.starts_with("operand `"))
        .map(|i| &first.message[..i + 3]);
    let mut reasons: Vec<&str> = Vec::new();
    for f in fails.iter().take(REASONS) {
        match prefix.and_then(|p| f.message.strip_prefix(p)) {
            Some(r) => reasons.push(r),
            None => reasons.push(&f.message),
        }
    }
    // Reasons that start alike (`out of range; legal: `) say it once.
    if let Some(lead) = reasons[0].find(": ").map(|i| &reasons[0][..i + 2])
        && reasons.iter().all(|r| r.starts_with(lead))
    {
        for r in reasons.iter_mut().skip(1) {
            *r = &r[lead.len()..];
        }
    }
    let mut message = format!("{}{}", prefix.unwrap_or(""), reasons.join("; or "));
    if fails.len() > REASONS {
        message.push_str("; or …");
    }
    if message.chars().count() > MESSAGE {
        message = message.chars().take(MESSAGE).collect();
        message.push('…');
    }
    message
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_column_inside_a_character_is_that_characters() {
        // `→` is bytes 7..10: offsets 7, 8 and 9 are all column 8.
        let text = "cpy x1 → x2";
        assert_eq!(column(text, 0), 1);
        for pos in 7..10 {
            assert_eq!(column(text, pos), 8, "byte {pos}");
        }
        assert_eq!(column(text, 10), 9);
        assert_eq!(column(text, 99), text.chars().count() + 1);
    }

    #[test]
    fn cursor() {
        let mut c = Cursor::new("#-0x10, #12");
        assert_eq!(c.number(), Ok(-16));
        assert!(c.eat(b','));
        assert_eq!(c.number(), Ok(12));
        assert!(c.at_end());
        let mut c = Cursor::new("#1.50000000");
        assert_eq!(c.float(), Ok(1.5));
        let mut c = Cursor::new("x1");
        assert!(c.number().is_err());
        assert_eq!(c.pos(), 0);
    }

    #[test]
    fn numbers_read_as_llvm_does() {
        for (text, value) in [
            ("#017", 15),
            ("#010", 8),
            ("#0", 0),
            ("#0b101", 5),
            ("#+16", 16),
            ("#-0x10", -16),
            ("#0xffffffffffffffff", -1),
            ("#18446744073709551615", -1),
            ("12", 12),
            ("# 4", 4),
        ] {
            assert_eq!(Cursor::new(text).number(), Ok(value), "{text}");
        }
        for (text, message) in [
            ("#08", "`08` is not an octal number"),
            ("#0b", "`0b` is not a binary number"),
            ("#0x", "`0x` is not a hexadecimal number"),
            (
                "#0x10000000000000000",
                "`0x10000000000000000` is out of range of a 64-bit number",
            ),
            ("#", "expected a number"),
        ] {
            assert_eq!(
                Cursor::new(text).number(),
                Err(message.to_owned()),
                "{text}"
            );
        }
    }

    #[test]
    fn a_numbered_register_reads_as_printed() {
        assert_eq!(numbered("x12", "x"), Some(12));
        assert_eq!(numbered("x0", "x"), Some(0));
        assert_eq!(numbered("v31", "v"), Some(31));
        for word in ["x012", "x", "xzr", "x1a", "w1", "x-1", "x1234567890"] {
            assert_eq!(numbered(word, "x"), None, "{word}");
        }
    }

    #[test]
    fn a_quiet_cursor_fails_without_a_message() {
        let mut c = Cursor::new("x1").quiet();
        assert_eq!(c.number(), Err(String::new()));
        assert_eq!(c.fail(0, |_| "why".to_owned()), Fail::new(0, String::new()));
        let c = Cursor::new("x1");
        assert_eq!(
            c.fail(0, |_| "why".to_owned()),
            Fail::new(0, "why".to_owned())
        );
    }

    #[test]
    fn floats_read_as_llvm_does() {
        for (text, value) in [
            ("#2.5e-1", 0.25),
            ("#2.5e+1", 25.0),
            ("#-1.0", -1.0),
            ("#1.0e", 1.0),
            ("#.5", 0.5),
            ("#1.", 1.0),
            ("#017", 17.0),
        ] {
            assert_eq!(Cursor::new(text).float(), Ok(value), "{text}");
        }
        assert_eq!(
            Cursor::new("#+1.0").float(),
            Err("a floating-point immediate takes no `+` sign".to_owned())
        );
    }

    #[test]
    fn an_encoded_float_is_decoded_by_the_callers_rule() {
        let byte = |raw: u8| f64::from(raw);
        assert_eq!(Cursor::new("#0x70").float_or_encoded(byte), Ok(112.0));
        assert_eq!(Cursor::new("#2.5").float_or_encoded(byte), Ok(2.5));
        assert_eq!(
            Cursor::new("#0x100").float_or_encoded(byte),
            Err("`0x100` is out of range of an encoded 8-bit float (0x00..=0xff)".to_owned())
        );
    }

    #[test]
    fn an_operand_message_quotes_the_operand_and_drops_the_type_name() {
        assert_eq!(
            operand_message("#4096", "`Imm12` = 4096 is out of range; legal: 0..=4095"),
            "operand `#4096`: out of range; legal: 0..=4095"
        );
        assert_eq!(
            operand_message("qqq", "`qqq` is not a number"),
            "operand `qqq`: not a number"
        );
        let fails = [
            Fail::new(3, "operand `9`: out of range; legal: 0..=4".to_owned()),
            Fail::new(3, "operand `9`: out of range; legal: -4..=-1".to_owned()),
        ];
        assert_eq!(
            merge_reasons(&fails),
            "operand `9`: out of range; legal: 0..=4; or -4..=-1"
        );
        let c = Cursor::new("add x0, x1, x2");
        assert_eq!(c.operand_text(8), "x1");
        assert_eq!(c.operand_text(99), "");
    }
}
