//! An instruction's operands made ready for the generated parser, which reads one instruction
//! with literal numbers: constant expressions (`#(8+8)`, `#1 << 4`, `lsl #1+1`) are computed
//! and written in decimal; a last operand naming a label, a local label or `.` (`b 1f`,
//! `cbz x0, done`, `b .+8`, `adrp x0, table+4096`) becomes `#0` and its address is kept to
//! be filled in as the instruction's PC-relative target. Single literals (`#017`, `#0b101`,
//! `#2.5e-1`) are left to the parser, which reads them as LLVM does. The edits are recorded so
//! that a column of the new text maps back to the text as written.

use std::borrow::Cow;

use super::expr::{ExprError, Resolve, Value, evaluate, names_symbol};
use super::statements::{name_char, name_start};

/// An operand that names an address: the address and the operand as written.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Target<'b> {
    /// The address.
    pub address: i64,
    /// The operand as written.
    pub written: &'b str,
}

/// The text given to the parser, and how it differs from the text as written.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Rewritten<'b> {
    /// The instruction with computed operands (the body itself when none was computed).
    pub text: Cow<'b, str>,
    /// Replaced ranges: (start in `text`, end in `text`, start as written, end as written).
    edits: Vec<(usize, usize, usize, usize)>,
    /// The address the last operand names, if it names one.
    pub target: Option<Target<'b>>,
    /// A last operand that looks like a label no line defines.
    pub undefined: Option<&'b str>,
}

impl Rewritten<'_> {
    /// The offset as written of byte `at` of the new text.
    pub fn written_offset(&self, at: usize) -> usize {
        let mut shift: isize = 0;
        for &(new_start, new_end, old_start, old_end) in &self.edits {
            if at < new_start {
                break;
            }
            if at < new_end {
                return old_start;
            }
            shift = old_end as isize - new_end as isize;
        }
        (at as isize + shift).max(0) as usize
    }
}

/// Whether `word` is what LLVM's operand parser reads before any label (so that it is never a
/// label): a general, zero, stack or SIMD&FP register, the `fp`/`lr` aliases, or a shift or
/// extend (`lsl`, `uxtw`, ...).
pub(super) fn is_register(word: &str) -> bool {
    if ["sp", "wsp", "xzr", "wzr", "fp", "lr"]
        .iter()
        .chain(SHIFTS)
        .any(|n| n.eq_ignore_ascii_case(word))
    {
        return true;
    }
    let mut chars = word.chars();
    matches!(
        chars.next().map(|c| c.to_ascii_lowercase()),
        Some('x' | 'w' | 'b' | 'h' | 's' | 'd' | 'q' | 'v')
    ) && chars
        .as_str()
        .parse::<u8>()
        .is_ok_and(|n| n <= 31 && !chars.as_str().starts_with('+'))
}

/// A single literal the parser reads itself: an optional sign, then letters, digits, `_` and
/// `.` (a number in any base, a float such as `1.5`), or a float with a signed exponent.
fn simple_literal(text: &str) -> bool {
    let t = text.trim();
    let body = t.strip_prefix(['-', '+']).unwrap_or(t);
    if body.is_empty() || !body.as_bytes()[0].is_ascii_digit() && !body.starts_with('.') {
        return false;
    }
    let plain = |s: &str| s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'.');
    if plain(body) {
        return true;
    }
    // `2.5e-1`: a mantissa, `e`, a sign, digits.
    match body.find(['e', 'E']) {
        Some(e) => {
            let (mantissa, exp) = (&body[..e], &body[e + 1..]);
            mantissa.bytes().all(|b| b.is_ascii_digit() || b == b'.')
                && exp
                    .strip_prefix(['-', '+'])
                    .is_some_and(|d| d.bytes().all(|b| b.is_ascii_digit()))
        }
        None => false,
    }
}

/// The shift and extend words, after which an operand is an amount.
const SHIFTS: &[&str] = &[
    "lsl", "lsr", "asr", "ror", "msl", "uxtb", "uxth", "uxtw", "uxtx", "sxtb", "sxth", "sxtw",
    "sxtx",
];

/// The mnemonics whose immediate LLVM reads with its optional `lsl #n` together.
const ADD_SUB: &[&str] = &["add", "adds", "sub", "subs", "cmp", "cmn"];

/// The operand ranges of `text` after the mnemonic: split at commas outside parentheses.
fn segments(text: &str, from: usize) -> Segments<'_> {
    Segments {
        text: text.as_bytes(),
        start: Some(from),
    }
}

/// The iterator [`segments`] returns (nothing collected).
struct Segments<'t> {
    text: &'t [u8],
    /// Where the next range starts; `None` after the last.
    start: Option<usize>,
}

impl Iterator for Segments<'_> {
    type Item = (usize, usize);

    fn next(&mut self) -> Option<(usize, usize)> {
        let start = self.start?;
        let mut depth = 0usize;
        for (i, &b) in self.text.iter().enumerate().skip(start) {
            match b {
                b'(' => depth += 1,
                b')' => depth = depth.saturating_sub(1),
                b',' if depth == 0 => {
                    self.start = Some(i + 1);
                    return Some((start, i));
                }
                _ => {}
            }
        }
        self.start = None;
        Some((start, self.text.len()))
    }
}

/// The range of an operand without blanks, a leading `[` and trailing `]` and `!`.
fn core(text: &str, (mut s, mut e): (usize, usize)) -> (usize, usize) {
    let b = text.as_bytes();
    loop {
        while s < e && matches!(b[s], b' ' | b'\t') {
            s += 1;
        }
        if s < e && b[s] == b'[' {
            s += 1;
        } else {
            break;
        }
    }
    loop {
        while e > s && matches!(b[e - 1], b' ' | b'\t') {
            e -= 1;
        }
        if e > s && matches!(b[e - 1], b']' | b'!') {
            e -= 1;
        } else {
            break;
        }
    }
    (s, e)
}

/// Computes the operands of `body` (an instruction, trimmed). `labels` says whether a name is a
/// label; `resolve` gives a symbol's address; `targets` says whether a last operand may name
/// an address. An expression that cannot be computed is an error at its byte offset.
pub(super) fn rewrite<'b>(
    body: &'b str,
    is_label: &dyn Fn(&str) -> bool,
    resolve: &Resolve<'_>,
    targets: bool,
) -> Result<Rewritten<'b>, ExprError> {
    let mnemonic_end = body.find([' ', '\t']).unwrap_or(body.len());
    let mut segs = segments(body, mnemonic_end).peekable();
    let mut replacements: Vec<(usize, usize, Cow<'static, str>)> = Vec::new();
    let mut target = None;
    let mut undefined = None;
    let mnemonic = &body[..mnemonic_end];
    let add_sub = ADD_SUB.iter().any(|m| m.eq_ignore_ascii_case(mnemonic));
    // Whether the previous operand is an immediate of ADD/SUB (whose shift LLVM reads apart).
    let mut after_immediate = false;
    // Whether it is one written without `#` and not starting with a digit (which LLVM reads as
    // an expression that takes no shift).
    let mut after_bare_expression = false;
    while let Some(seg) = segs.next() {
        let last = segs.peek().is_none();
        let (s, e) = core(body, seg);
        if s >= e {
            continue;
        }
        let text = &body[s..e];
        let shift = |err: ExprError, base: usize| ExprError {
            at: base + err.at,
            message: err.message,
        };
        let word_end = text
            .bytes()
            .position(|b| !name_char(b))
            .unwrap_or(text.len());
        let word = &text[..word_end];
        if SHIFTS.iter().any(|w| w.eq_ignore_ascii_case(word)) && word_end < text.len() {
            // A shift or extend amount: LLVM wants a number, `(` or a name first, and after an
            // ADD/SUB immediate, a plain number.
            let rest = &text[word_end..];
            let amount = rest
                .trim_start()
                .strip_prefix('#')
                .unwrap_or(rest.trim_start());
            let lead = amount.len() - amount.trim_start().len();
            let amount = amount.trim();
            let at = e - amount.len();
            let first = amount.as_bytes().first().copied().unwrap_or(b'0');
            if !(first.is_ascii_digit() || first == b'(' || name_start(first)) {
                return Err(ExprError {
                    at,
                    message: "expected an integer shift amount (a number, `(` or a name first)"
                        .to_owned(),
                });
            }
            let _ = lead;
            if after_bare_expression {
                return Err(ExprError {
                    at: s,
                    message: "an immediate written without `#` and starting with `-`, `+`, `~` \
                              or `(` takes no shift"
                        .to_owned(),
                });
            }
            if after_immediate && !amount.bytes().all(|b| b.is_ascii_alphanumeric()) {
                return Err(ExprError {
                    at,
                    message: "only `lsl #n` with n a plain number may follow an immediate"
                        .to_owned(),
                });
            }
            if !simple_literal(amount) && !names_symbol(amount) {
                match evaluate(amount, resolve).map_err(|err| shift(err, at))? {
                    Value::Int(v) => replacements.push((at, e, Cow::Owned(v.to_string()))),
                    Value::Addr(_) => {}
                }
            }
            after_immediate = false;
            after_bare_expression = false;
            continue;
        }
        after_immediate = add_sub && (text.starts_with('#') || text.as_bytes()[0].is_ascii_digit());
        after_bare_expression = add_sub && text.starts_with(['(', '-', '+', '~']);
        if let Some(p) = text.find('#') {
            // `#expr`, possibly after a word (`lsl #1+1`).
            let expr = &text[p + 1..];
            let lead = expr.len() - expr.trim_start().len();
            let expr = expr.trim();
            if expr.is_empty() || simple_literal(expr) || names_symbol(expr) {
                continue;
            }
            let at = s + p + 1 + lead;
            match evaluate(expr, resolve).map_err(|err| shift(err, at))? {
                Value::Int(v) => {
                    replacements.push((at, at + expr.len(), Cow::Owned(v.to_string())))
                }
                Value::Addr(_) => {}
            }
            continue;
        }
        let first = text.as_bytes()[0];
        let names_address = if name_start(first) {
            word == "." || (last && targets && is_label(word) && !is_register(word))
        } else {
            false
        };
        let expression = names_address
            || first.is_ascii_digit()
            || matches!(first, b'(' | b'-' | b'+' | b'~' | b'!' | b'\'');
        if !expression {
            if last && targets && word_end == text.len() && name_start(first) && !is_register(word)
            {
                undefined = Some(word);
            }
            continue;
        }
        if names_symbol(text) {
            if !last || !targets {
                continue;
            }
            match evaluate(text, resolve).map_err(|err| shift(err, s))? {
                Value::Addr(address) => {
                    target = Some(Target {
                        address,
                        written: text,
                    });
                    replacements.push((s, e, Cow::Borrowed("#0")));
                }
                Value::Int(v) => replacements.push((s, e, Cow::Owned(format!("#{v}")))),
            }
        } else if !simple_literal(text) {
            match evaluate(text, resolve).map_err(|err| shift(err, s))? {
                Value::Int(v) => replacements.push((s, e, Cow::Owned(format!("#{v}")))),
                Value::Addr(_) => {}
            }
        } else if first.is_ascii_digit() {
            // A number without `#` (`dsb 8`, `ldr x0, [x1, 8]`): LLVM takes it as with one
            // (but not `dsb +8`).
            replacements.push((s, e, Cow::Owned(format!("#{text}"))));
        }
    }
    if replacements.is_empty() {
        return Ok(Rewritten {
            text: Cow::Borrowed(body),
            edits: Vec::new(),
            target,
            undefined,
        });
    }
    let mut out = String::with_capacity(body.len() + 8);
    let mut edits = Vec::new();
    let mut from = 0;
    for (s, e, new) in replacements {
        out.push_str(&body[from..s]);
        let start = out.len();
        out.push_str(&new);
        edits.push((start, out.len(), s, e));
        from = e;
    }
    out.push_str(&body[from..]);
    Ok(Rewritten {
        text: Cow::Owned(out),
        edits,
        target,
        undefined,
    })
}

/// Spellings LLVM accepts that the table does not: `x31`/`w31` for the zero register, and
/// TBZ/TBNZ of an X register with a bit below 32 (the W form's encoding). Each is tried only
/// when the text as written does not parse; they keep every column in place.
pub(super) fn variants(text: &str) -> Vec<String> {
    let zr = zero_register(text);
    let tb = test_bit_w(text);
    let both = zr.as_deref().and_then(test_bit_w);
    [zr, tb, both].into_iter().flatten().collect()
}

/// `x31` and `w31` (whole words) as `xzr` and `wzr`, when there are any.
fn zero_register(text: &str) -> Option<String> {
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut changed = false;
    let mut i = 0;
    let mut from = 0;
    while i + 3 <= b.len() {
        let before = i == 0 || !name_char(b[i - 1]);
        let after = b.get(i + 3).is_none_or(|&c| !name_char(c));
        let reg = b[i].to_ascii_lowercase();
        if before && after && matches!(reg, b'x' | b'w') && &b[i + 1..i + 3] == b"31" {
            out.push_str(&text[from..i]);
            out.push(reg as char);
            out.push_str("zr");
            changed = true;
            i += 3;
            from = i;
        } else {
            i += 1;
        }
    }
    out.push_str(&text[from..]);
    changed.then_some(out)
}

/// `tbz xN, ...` / `tbnz xN, ...` with the register written as `wN`.
fn test_bit_w(text: &str) -> Option<String> {
    let (mnemonic, rest) = text.split_once([' ', '\t'])?;
    if !mnemonic.eq_ignore_ascii_case("tbz") && !mnemonic.eq_ignore_ascii_case("tbnz") {
        return None;
    }
    let reg = rest.trim_start();
    if !reg.starts_with(['x', 'X']) {
        return None;
    }
    let at = text.len() - reg.len();
    Some(format!("{}w{}", &text[..at], &text[at + 1..]))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(body: &str) -> Rewritten<'_> {
        let resolve = |s: super::super::expr::Symbol<'_>| match s {
            super::super::expr::Symbol::Here => Ok(100),
            super::super::expr::Symbol::Label("eq") => Ok(8),
            super::super::expr::Symbol::Label("a") => Ok(40),
            other => Err(format!("{other:?} undefined")),
        };
        rewrite(
            body,
            &|n| n == "a" || n == "eq" || n == "x0",
            &resolve,
            true,
        )
        .expect(body)
    }

    #[test]
    fn expressions_are_computed_and_literals_left_alone() {
        assert_eq!(run("mov x0, #(8+8)").text, "mov x0, #16");
        assert_eq!(run("mov x0, #1 << 4").text, "mov x0, #16");
        assert_eq!(
            run("add x0, x1, x2, lsl #1+1").text,
            "add x0, x1, x2, lsl #2"
        );
        assert_eq!(run("ldr x0, [x1, #(2*8)]!").text, "ldr x0, [x1, #16]!");
        assert_eq!(run("mov x0, (1+1)").text, "mov x0, #2");
        assert_eq!(run("dsb 8").text, "dsb #8");
        assert_eq!(run("ldr x0, [x1, 8]").text, "ldr x0, [x1, #8]");
        for same in [
            "mov x0, #017",
            "mov x0, #0b101",
            "fmov d0, #2.5e-1",
            "mov x0, #+16",
            "fmov d0, #-1.0",
            "mov x0, # 5",
            "b x0",
        ] {
            let r = run(same);
            assert_eq!(r.text, same);
            assert_eq!(r.target, None, "{same}");
        }
    }

    #[test]
    fn a_last_operand_naming_an_address_becomes_a_target() {
        let r = run("b.eq eq");
        assert_eq!(r.text, "b.eq #0");
        assert_eq!(r.target.map(|t| t.address), Some(8));
        // A condition named like a label reads as one here; the assembler falls back.
        assert_eq!(run("csel x0, x1, x2, eq").text, "csel x0, x1, x2, #0");
        let r = run("b .+8");
        assert_eq!(r.target.map(|t| (t.address, t.written)), Some((108, ".+8")));
        assert_eq!(run("b a + 4").target.map(|t| t.address), Some(44));
        assert_eq!(run("b (a+4)").target.map(|t| t.address), Some(44));
        assert_eq!(run("cbz x0,a").text, "cbz x0,#0");
        assert_eq!(run("b\ta").text, "b\t#0");
        assert_eq!(run("b nowhere").undefined, Some("nowhere"));
        assert_eq!(run("b x1").undefined, None);
    }

    #[test]
    fn columns_map_back_to_the_text_as_written() {
        let r = run("mov x0, #(8+8), lsl #99");
        assert_eq!(r.text, "mov x0, #16, lsl #99");
        assert_eq!(r.written_offset(4), 4);
        assert_eq!(r.written_offset(9), 9);
        assert_eq!(r.written_offset(10), 9);
        assert_eq!(r.written_offset(13), 16);
    }

    #[test]
    fn expression_errors_point_into_the_operand() {
        let resolve = |_: super::super::expr::Symbol<'_>| Err("undefined".to_owned());
        let e = rewrite("mov x0, #(1+", &|_| false, &resolve, true).unwrap_err();
        assert_eq!(e.at, 12);
        let e = rewrite("b 1f", &|_| false, &resolve, true).unwrap_err();
        assert_eq!((e.at, e.message.as_str()), (2, "undefined"));
    }

    #[test]
    fn llvm_spellings_outside_the_table() {
        assert_eq!(variants("add x31, x1, x2"), ["add xzr, x1, x2"]);
        assert_eq!(variants("tbz x0, #3, #8"), ["tbz w0, #3, #8"]);
        assert_eq!(
            variants("TBNZ X31, #3, #8"),
            ["TBNZ xzr, #3, #8", "TBNZ w31, #3, #8", "TBNZ wzr, #3, #8"]
        );
        assert!(variants("add x310, x1, x2").is_empty());
        assert!(is_register("X0") && is_register("lr") && is_register("v31"));
        assert!(is_register("LSL") && is_register("uxtw"));
        assert!(!is_register("x32") && !is_register("eq") && !is_register("ip0"));
    }
}
