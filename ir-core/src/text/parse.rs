//! Reading the textual circuit format: a lexer that cuts a line into tokens (value numbers `%N`,
//! explicit bitfields `#N`, gate types `!0xHEX`, words, punctuation) and a parser that takes the
//! parts of a gate line in their fixed order, each at most once:
//!
//! ```text
//! %N = OPCODE [type] [bitfield] [!gate-type] [[states]] [{dependencies}] [(values)] [<root>]
//! ```
//!
//! The bitfield is required when the opcode's table gives it a meaning the text cannot imply (a
//! case of an enum, a value such as a constant's bits) and optional otherwise (a count of inputs).
//! A value bitfield takes the numbers users write, read by the gate's type (`-1`, `0xFFFFFFF6`,
//! `2.0`, `0x1.8p1`, `nan`: see `number`); other numbers are decimal, with no sign and no leading
//! zero; a gate type is `0x` and hex digits.
//! Every refusal names the line, the column and the unexpected token.

use super::number::{self, Meaning};
use super::{ParseError, Parsed, default_gate_type, implied_bitfield, implied_type};
use crate::circuit::{Circuit, GateRef, Inputs};
use crate::gate_type::GateType;
use crate::opcode::{BitfieldKind, MachineType, Opcode};

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// `%` and the word right after it (empty when a space or symbol follows).
    Ref,
    /// `#` and the word right after it.
    Hash,
    /// `!` and the word right after it.
    Bang,
    /// `@` and the word right after it: a function's name.
    At,
    /// Letters, digits and `_`.
    Word,
    /// One of `= [ ] { } ( ) < > ,`.
    Punct(char),
    /// Any other character.
    Other,
}

/// A token: its kind, its text (sigil included) and its 1-based column.
#[derive(Clone, Copy, Debug)]
struct Token<'a> {
    kind: Kind,
    text: &'a str,
    column: usize,
}

impl<'a> Token<'a> {
    /// The text after the sigil of a `%`, `#` or `!` token.
    fn body(&self) -> &'a str {
        match self.kind {
            Kind::Ref | Kind::Hash | Kind::Bang | Kind::At => &self.text[1..],
            _ => self.text,
        }
    }
}

fn is_word_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Cuts a line (its comment already removed) into tokens; spaces and tabs separate them.
fn lex(line: &str) -> Vec<Token<'_>> {
    let mut tokens = Vec::new();
    let mut chars = line.char_indices().peekable();
    let mut column = 0;
    while let Some((start, c)) = chars.next() {
        column += 1;
        let here = column;
        let word_end = |chars: &mut std::iter::Peekable<std::str::CharIndices<'_>>,
                        column: &mut usize| {
            while let Some(&(_, d)) = chars.peek() {
                if !is_word_char(d) {
                    break;
                }
                chars.next();
                *column += 1;
            }
            chars.peek().map_or(line.len(), |&(i, _)| i)
        };
        let kind = match c {
            ' ' | '\t' => continue,
            '%' => Kind::Ref,
            '#' => Kind::Hash,
            '!' => Kind::Bang,
            '@' => Kind::At,
            c if is_word_char(c) => Kind::Word,
            '=' | '[' | ']' | '{' | '}' | '(' | ')' | '<' | '>' | ',' => Kind::Punct(c),
            _ => Kind::Other,
        };
        let end = match kind {
            Kind::Ref | Kind::Hash | Kind::Bang | Kind::At | Kind::Word => {
                word_end(&mut chars, &mut column)
            }
            _ => start + c.len_utf8(),
        };
        tokens.push(Token {
            kind,
            text: &line[start..end],
            column: here,
        });
    }
    tokens
}

/// A decimal number as the format writes it: digits only, no leading zero.
fn decimal(s: &str) -> Option<u64> {
    let canonical =
        !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) && (s == "0" || !s.starts_with('0'));
    if canonical { s.parse().ok() } else { None }
}

/// Resolves `@name` to the address of the function `name`.
pub(super) type Symbols<'s> = &'s dyn Fn(&str) -> Option<u64>;

/// The tokens of one line and where the parser is among them.
struct Line<'a> {
    tokens: Vec<Token<'a>>,
    symbols: Symbols<'a>,
    next: usize,
    number: usize,
    /// The column just past the line's content, where "end of line" is reported.
    end: usize,
}

impl<'a> Line<'a> {
    fn peek(&self) -> Option<Token<'a>> {
        self.tokens.get(self.next).copied()
    }

    fn error_at(&self, column: usize, message: String) -> ParseError {
        ParseError {
            line: self.number,
            column,
            message,
        }
    }

    /// "expected X, found `T`" at the next token (or the end of the line).
    fn expected(&self, what: &str) -> ParseError {
        match self.peek() {
            Some(t) => self.error_at(t.column, format!("expected {what}, found `{}`", t.text)),
            None => self.error_at(self.end, format!("expected {what}, found the end of line")),
        }
    }

    fn eat(&mut self, c: char) -> bool {
        let hit = self.peek().is_some_and(|t| t.kind == Kind::Punct(c));
        self.next += usize::from(hit);
        hit
    }

    /// A value number `%N` (or `%pending` when `pending` is allowed).
    fn gate_ref(&mut self, pending: bool) -> Result<GateRef, ParseError> {
        const WHAT: &str =
            "a gate such as `%7` (decimal, right after `%`, no sign or leading zero)";
        let Some(t) = self.peek().filter(|t| t.kind == Kind::Ref) else {
            return Err(self.expected(WHAT));
        };
        if pending && t.body() == "pending" {
            self.next += 1;
            return Ok(GateRef::PENDING);
        }
        let n = decimal(t.body()).ok_or_else(|| self.expected(WHAT))?;
        let g = u32::try_from(n)
            .ok()
            .filter(|&n| GateRef(n) != GateRef::PENDING)
            .map(GateRef)
            .ok_or_else(|| {
                self.error_at(t.column, format!("gate number out of range: `{}`", t.text))
            })?;
        self.next += 1;
        Ok(g)
    }

    /// The number after the sigil of `t`, decimal or (`hex`) `0x` and hex digits; errors point
    /// at the number itself.
    fn sigil_number(&self, t: Token<'a>, hex: bool) -> Result<u64, ParseError> {
        let body = t.body();
        let parsed = if hex {
            body.strip_prefix("0x")
                .filter(|h| !h.is_empty() && h.bytes().all(|b| b.is_ascii_hexdigit()))
                .and_then(|h| u64::from_str_radix(h, 16).ok())
        } else {
            decimal(body)
        };
        parsed.ok_or_else(|| {
            let what = if hex {
                "a number (`0x` and hex digits)"
            } else {
                "a number (decimal, no sign or leading zero)"
            };
            let found = if body.is_empty() {
                "nothing".to_owned()
            } else {
                format!("`{body}`")
            };
            self.error_at(
                t.column + 1,
                format!("expected {what} after `{}`, found {found}", &t.text[..1]),
            )
        })
    }

    /// A list of gates between `open` and `close`, when the next token is `open`.
    fn group(&mut self, open: char, close: char) -> Result<Option<Vec<GateRef>>, ParseError> {
        if !self.eat(open) {
            return Ok(None);
        }
        let mut refs = Vec::new();
        if self.eat(close) {
            return Ok(Some(refs));
        }
        loop {
            refs.push(self.gate_ref(true)?);
            if self.eat(close) {
                return Ok(Some(refs));
            }
            if !self.eat(',') {
                return Err(self.expected(&format!("`,` or `{close}`")));
            }
        }
    }
}

/// The parts of one gate line.
struct GateLine {
    op: Opcode,
    ty: MachineType,
    bitfield: Option<u64>,
    gate_type: Option<GateType>,
    state: Vec<GateRef>,
    depend: Vec<GateRef>,
    data: Vec<GateRef>,
    root: Option<GateRef>,
}

/// What may still follow, for "expected" messages, from the part the parser is at.
fn still_allowed(from: usize) -> String {
    const PARTS: [&str; 6] = [
        "a gate type `!0x...`",
        "`[` (state inputs)",
        "`{` (dependency inputs)",
        "`(` (data inputs)",
        "`<` (the root list)",
        "the end of the line",
    ];
    PARTS[from.min(PARTS.len() - 1)..].join(", ")
}

/// Parses the part of a line after `%N =`.
fn gate_line(line: &mut Line<'_>) -> Result<GateLine, ParseError> {
    let op = match line.peek() {
        Some(t) if t.kind == Kind::Word => t
            .text
            .parse::<Opcode>()
            .map_err(|_| line.error_at(t.column, format!("unknown opcode `{}`", t.text)))?,
        _ => return Err(line.expected("an opcode such as `ADD`")),
    };
    line.next += 1;
    let mut ty = implied_type(op).unwrap_or(MachineType::Novalue);
    if let Some(t) = line.peek().filter(|t| t.kind == Kind::Word)
        && let Some(m) = MachineType::from_spelling(t.text)
    {
        ty = m;
        line.next += 1;
    }
    let bitfield = bitfield(line, op, ty)?;
    let gate_type = match line.peek() {
        Some(t) if t.kind == Kind::Bang => {
            let n = line.sigil_number(t, true)?;
            let bits = u32::try_from(n).map_err(|_| {
                line.error_at(
                    t.column + 1,
                    format!("gate type `{}` is wider than 32 bits", t.body()),
                )
            })?;
            line.next += 1;
            Some(GateType(bits))
        }
        _ => None,
    };
    let state = line.group('[', ']')?.unwrap_or_default();
    let depend = line.group('{', '}')?.unwrap_or_default();
    let data = line.group('(', ')')?.unwrap_or_default();
    let root_at = line.peek().map_or(line.end, |t| t.column);
    let root = match line.group('<', '>')?.as_deref() {
        None | Some([]) => None,
        Some(&[r]) => Some(r),
        Some(_) => {
            return Err(line.error_at(
                root_at,
                "a gate is registered in at most one root list: found several in `<...>`".into(),
            ));
        }
    };
    if let Some(t) = line.peek() {
        // Which parts could still have come here, given the ones already read.
        let read = [
            gate_type.is_some(),
            !state.is_empty(),
            !depend.is_empty(),
            !data.is_empty(),
            root.is_some(),
        ];
        let from = read.iter().rposition(|&r| r).map_or(0, |i| i + 1);
        let first = t.text.chars().next().unwrap_or(' ');
        return Err(line.error_at(
            t.column,
            format!(
                "unexpected `{first}`: expected {}, found `{}`",
                still_allowed(from),
                t.text
            ),
        ));
    }
    Ok(GateLine {
        op,
        ty,
        bitfield,
        gate_type,
        state,
        depend,
        data,
        root,
    })
}

/// The bitfield part: `#N` for any opcode, a case name for an enum, a number for a value (read
/// by the gate's type: see [`number`]),
/// `@name` (a function's address) for a `CONSTANT arch`; required when the opcode's bitfield is an
/// enum or a value, optional when it is a count or unused.
fn bitfield(line: &mut Line<'_>, op: Opcode, ty: MachineType) -> Result<Option<u64>, ParseError> {
    let info = op.info().bitfield;
    let required = matches!(info.kind, BitfieldKind::Enum(_) | BitfieldKind::Bits(_));
    let Some(t) = line.peek() else {
        return if required {
            Err(line.expected(&format!("{op}'s bitfield")))
        } else {
            Ok(None)
        };
    };
    let value = match (t.kind, info.kind) {
        (Kind::Hash, _) => Some(line.sigil_number(t, false)?),
        (Kind::At, _) if op != Opcode::Constant || ty != MachineType::Arch => {
            return Err(line.error_at(
                t.column,
                format!(
                    "`{}` is a function's address: only a `CONSTANT arch` takes one",
                    t.text
                ),
            ));
        }
        (Kind::At, _) => Some((line.symbols)(t.body()).ok_or_else(|| {
            line.error_at(
                t.column,
                format!("no function named `{}` in the module", t.body()),
            )
        })?),
        (Kind::Word | Kind::Other, BitfieldKind::Bits(_)) if t.text != "!" => {
            // A number may span several tokens (`-1`, `2.5`, `0x1.8p1`, `1e-3`): every token
            // that touches the one before it.
            let mut text = String::from(t.text);
            let mut end = t.column + t.text.chars().count();
            while let Some(&u) = line.tokens.get(line.next + 1)
                && u.column == end
                && matches!(u.kind, Kind::Word | Kind::Other)
            {
                text.push_str(u.text);
                end += u.text.chars().count();
                line.next += 1;
            }
            let meaning = Meaning::of(op, ty);
            Some(number::bits(&text, meaning).map_err(|why| line.error_at(t.column, why))?)
        }
        (Kind::Word, BitfieldKind::Enum(name)) => {
            match info
                .names
                .iter()
                .position(|n| n.eq_ignore_ascii_case(t.text))
            {
                Some(i) => info.values.get(i).copied(),
                None => {
                    let cases: Vec<String> =
                        info.names.iter().map(|n| n.to_ascii_lowercase()).collect();
                    return Err(line.error_at(
                        t.column,
                        format!(
                            "`{}` is neither a type nor a case of {op}'s bitfield {name} ({}, or `#N`)",
                            t.text,
                            cases.join(", ")
                        ),
                    ));
                }
            }
        }
        _ => None,
    };
    match value {
        Some(v) => {
            line.next += 1;
            Ok(Some(v))
        }
        None if required => {
            let what = match info.kind {
                BitfieldKind::Enum(name) => format!("a case of {op}'s bitfield {name} or `#N`"),
                _ => format!("{op}'s bitfield (a decimal number or `#N`)"),
            };
            Err(line.expected(&what))
        }
        None => Ok(None),
    }
}

/// A line without its comment: `//` or `;` and everything after it.
pub(super) fn content(raw: &str) -> &str {
    let end = [raw.find("//"), raw.find(';')]
        .into_iter()
        .flatten()
        .min()
        .unwrap_or(raw.len());
    &raw[..end]
}

/// The function name of a `func NAME` header line and its column, `None` when the line is no
/// header; an error when it starts with `func` but does not name one function.
pub(super) fn header(number: usize, raw: &str) -> Result<Option<(&str, usize)>, ParseError> {
    let text = content(raw);
    let tokens = lex(text);
    match tokens.as_slice() {
        [t, ..] if t.kind != Kind::Word || t.text != "func" => Ok(None),
        [] => Ok(None),
        [_, name] if name.kind == Kind::Word => Ok(Some((name.text, name.column))),
        [f, rest @ ..] => {
            let (column, found) = match rest {
                [] => (f.column + 4, "the end of line".to_owned()),
                [n] => (n.column, format!("`{}`", n.text)),
                [_, extra, ..] => (extra.column, format!("`{}`", extra.text)),
            };
            Err(ParseError {
                line: number,
                column,
                message: format!(
                    "expected `func NAME` (letters, digits and `_`) alone on its line, found {found}"
                ),
            })
        }
    }
}

/// Parses circuit text: every error carries its line, its column and the token found there. A
/// `func` header is refused: a text with headers is a module (see [`super::parse_module`]).
pub fn parse(text: &str) -> Result<Parsed, ParseError> {
    let numbered: Vec<(usize, &str)> = text.lines().enumerate().map(|(i, l)| (i + 1, l)).collect();
    for &(number, raw) in &numbered {
        if header(number, raw)?.is_some() {
            return Err(ParseError {
                line: number,
                column: 1,
                message: "`func` starts a function of a module: read the text as a module".into(),
            });
        }
    }
    parse_lines(&numbered, &|_| None)
}

/// Parses the gate lines of one circuit (each with its 1-based line number), resolving `@name`
/// through `symbols`.
pub(super) fn parse_lines(
    numbered: &[(usize, &str)],
    symbols: Symbols<'_>,
) -> Result<Parsed, ParseError> {
    let mut circuit = Circuit::new();
    let mut lines = vec![0; circuit.len()];
    for &(number, raw) in numbered {
        let content = content(raw);
        let tokens = lex(content);
        if tokens.is_empty() {
            continue;
        }
        let mut line = Line {
            tokens,
            symbols,
            next: 0,
            number,
            end: content.chars().count() + 1,
        };
        let id = line.gate_ref(false)?;
        if id.index() != circuit.len() {
            return Err(line.error_at(
                1,
                format!(
                    "expected gate %{} next (gates are numbered in order), found `{id}`",
                    circuit.len()
                ),
            ));
        }
        if !line.eat('=') {
            return Err(line.expected("`=`"));
        }
        let g = gate_line(&mut line)?;
        let inputs = Inputs {
            state: &g.state,
            depend: &g.depend,
            data: &g.data,
            root: g.root,
        };
        let gate_type = g.gate_type.unwrap_or_else(|| default_gate_type(g.ty));
        let added = circuit
            .add(g.op, g.ty, gate_type, 0, inputs)
            .map_err(|e| line.error_at(1, e.to_string()))?;
        let bits = g
            .bitfield
            .unwrap_or_else(|| implied_bitfield(&circuit, added));
        circuit.set_bitfield(added, bits);
        lines.push(number);
    }
    Ok(Parsed { circuit, lines })
}
