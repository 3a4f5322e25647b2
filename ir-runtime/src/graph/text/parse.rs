//! Reading the text format: a strict parser that takes the parts of a gate line in their fixed
//! order, each at most once (see the module above), from the tokens `lex` cuts. The bitfield is
//! required when the opcode's table gives it a meaning the text cannot imply (a case of an enum,
//! raw bits) and optional otherwise (a count of inputs). Every refusal names the line, the column
//! and the unexpected token.

use super::super::arena::{GateRef, Graph, Inputs};
use super::super::layer::GraphLayer;
use super::lex::{Kind, Token, content, decimal, lex};
use super::number::{self, Meaning};
use super::{TextError, TextPayload, implied_bitfield, implied_type, roots};
use crate::BitfieldKind;

/// Resolves `@name` in the bitfield of a gate of opcode `Op` and type `Option<Op::Type>` to the
/// bits it stands for (a function's address, say), or says why it cannot.
pub type Symbols<'s, Op> =
    &'s dyn Fn(Op, Option<<Op as GraphLayer>::Type>, &str) -> Result<u64, String>;

/// A parsed graph with the line each gate came from.
#[derive(Clone, Debug)]
pub struct Parsed<Op: GraphLayer, X: Copy + Default = ()> {
    /// The graph.
    pub graph: Graph<Op, X>,
    /// `lines[g]` is the 1-based line of gate `g` (0 for the roots).
    pub lines: Vec<usize>,
}

/// The tokens of one line and where the parser is among them.
struct Line<'a, 's, Op: GraphLayer> {
    tokens: Vec<Token<'a>>,
    symbols: Symbols<'s, Op>,
    next: usize,
    number: usize,
    /// The column just past the line's content, where "end of line" is reported.
    end: usize,
}

impl<'a, Op: GraphLayer> Line<'a, '_, Op> {
    fn peek(&self) -> Option<Token<'a>> {
        self.tokens.get(self.next).copied()
    }

    fn error_at(&self, column: usize, message: String) -> TextError {
        TextError {
            line: self.number,
            column,
            message,
        }
    }

    /// "expected X, found `T`" at the next token (or the end of the line).
    fn expected(&self, what: &str) -> TextError {
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
    fn gate_ref(&mut self, pending: bool) -> Result<GateRef, TextError> {
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

    /// A list of gates between `open` and `close`, when the next token is `open`.
    fn group(&mut self, open: char, close: char) -> Result<Option<Vec<GateRef>>, TextError> {
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
struct GateLine<Op: GraphLayer, X> {
    op: Op,
    ty: Option<Op::Type>,
    bitfield: Option<u64>,
    payload: Option<X>,
    state: Vec<GateRef>,
    depend: Vec<GateRef>,
    data: Vec<GateRef>,
    root: Option<GateRef>,
}

/// What may still follow, for "expected" messages, from the part the parser is at.
fn still_allowed(from: usize) -> String {
    const PARTS: [&str; 6] = [
        "a payload `!...`",
        "`[` (state inputs)",
        "`{` (dependency inputs)",
        "`(` (data inputs)",
        "`<` (the root list)",
        "the end of the line",
    ];
    PARTS[from.min(PARTS.len() - 1)..].join(", ")
}

/// The opcode named `name`, by binary search of `names` (the table's opcodes sorted by name).
fn opcode<Op: Copy>(names: &[(&'static str, Op)], name: &str) -> Option<Op> {
    names
        .binary_search_by(|(n, _)| (*n).cmp(name))
        .ok()
        .map(|i| names[i].1)
}

/// Parses the part of a line after `%N =`.
fn gate_line<Op: GraphLayer, X: TextPayload<Op>>(
    line: &mut Line<'_, '_, Op>,
    names: &[(&'static str, Op)],
) -> Result<GateLine<Op, X>, TextError> {
    let layer = Op::layer();
    let op = match line.peek() {
        Some(t) if t.kind == Kind::Word => opcode(names, t.text).ok_or_else(|| {
            line.error_at(
                t.column,
                format!("unknown opcode `{}` in table `{}`", t.text, layer.name),
            )
        })?,
        _ => return Err(line.expected(&format!("an opcode of table `{}`", layer.name))),
    };
    line.next += 1;
    let mut ty = implied_type(op);
    match line.peek() {
        Some(t) if t.kind == Kind::Word => {
            if let Some(m) = layer.type_by_spelling(t.text) {
                ty = Some(m);
                line.next += 1;
            }
        }
        Some(t) if t.kind == Kind::Bang && t.body() == "none" => {
            ty = None;
            line.next += 1;
        }
        _ => {}
    }
    let bitfield = bitfield(line, op, ty)?;
    let payload = match line.peek() {
        Some(t) if t.kind == Kind::Bang => {
            let x = X::read(t.body()).map_err(|why| line.error_at(t.column + 1, why))?;
            line.next += 1;
            Some(x)
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
            payload.is_some(),
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
        payload,
        state,
        depend,
        data,
        root,
    })
}

/// The bitfield part: `#N` for any opcode, a case name for an enum, a number for raw bits (read
/// by the gate's type when they are a value: see [`number`]), `@name` for a value the caller
/// resolves; required when the opcode's bitfield is an enum or raw bits, optional when it is a
/// count or unused.
fn bitfield<Op: GraphLayer>(
    line: &mut Line<'_, '_, Op>,
    op: Op,
    ty: Option<Op::Type>,
) -> Result<Option<u64>, TextError> {
    let info = op.info();
    let (kind, name) = (info.bitfield.kind, info.name);
    let required = matches!(kind, BitfieldKind::Enum(_) | BitfieldKind::Bits(_));
    let Some(t) = line.peek() else {
        return if required {
            Err(line.expected(&format!("{name}'s bitfield")))
        } else {
            Ok(None)
        };
    };
    let value = match (t.kind, kind) {
        (Kind::Hash, _) => Some(sigil_decimal(line, t)?),
        (Kind::At, _) => {
            Some((line.symbols)(op, ty, t.body()).map_err(|why| line.error_at(t.column, why))?)
        }
        (Kind::Word | Kind::Other, BitfieldKind::Bits(_)) => {
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
        (Kind::Word, BitfieldKind::Enum(e)) => {
            let names = info.bitfield.names;
            match names.iter().position(|n| n.eq_ignore_ascii_case(t.text)) {
                Some(i) => info.bitfield.values.get(i).copied(),
                None => {
                    let cases: Vec<String> = names.iter().map(|n| n.to_ascii_lowercase()).collect();
                    return Err(line.error_at(
                        t.column,
                        format!(
                            "`{}` is neither a type nor a case of {name}'s bitfield {e} ({}, or `#N`)",
                            t.text,
                            cases.join(", ")
                        ),
                    ));
                }
            }
        }
        (Kind::Word, _) => {
            return Err(line.error_at(
                t.column,
                format!(
                    "`{}` is neither a type nor a bitfield of {name} (write `#N` for a raw bitfield)",
                    t.text
                ),
            ));
        }
        _ => None,
    };
    match value {
        Some(v) => {
            line.next += 1;
            Ok(Some(v))
        }
        None if required => {
            let what = match kind {
                BitfieldKind::Enum(e) => format!("a case of {name}'s bitfield {e} or `#N`"),
                _ => format!("{name}'s bitfield (a number or `#N`)"),
            };
            Err(line.expected(&what))
        }
        None => Ok(None),
    }
}

/// The decimal number after the `#` of `t`; an error points at the number itself.
fn sigil_decimal<Op: GraphLayer>(line: &Line<'_, '_, Op>, t: Token<'_>) -> Result<u64, TextError> {
    decimal(t.body()).ok_or_else(|| {
        let found = if t.body().is_empty() {
            "nothing".to_owned()
        } else {
            format!("`{}`", t.body())
        };
        line.error_at(
            t.column + 1,
            format!(
                "expected a number (decimal, no sign or leading zero) after `#`, found {found}"
            ),
        )
    })
}

/// The table's opcodes sorted by name, for the parser's look-ups.
fn opcode_names<Op: GraphLayer>() -> Vec<(&'static str, Op)> {
    let mut names: Vec<(&'static str, Op)> =
        Op::OPCODES.iter().map(|&o| (o.info().name, o)).collect();
    names.sort_unstable_by(|a, b| a.0.cmp(b.0));
    names
}

/// Reads a graph printed by [`print`](super::print) (or written by hand): strict, every error
/// located. A `func` header is refused: a text with headers holds several graphs (see
/// [`functions`](super::functions)); `@name` names nothing here.
pub fn parse<Op: GraphLayer, X: TextPayload<Op>>(text: &str) -> Result<Graph<Op, X>, TextError> {
    let numbered: Vec<(usize, &str)> = text.lines().enumerate().map(|(i, l)| (i + 1, l)).collect();
    for &(number, raw) in &numbered {
        if super::functions::header(number, raw)?.is_some() {
            return Err(TextError {
                line: number,
                column: 1,
                message: "`func` starts a function of a text of several: read it with `functions`"
                    .into(),
            });
        }
    }
    let none = |_: Op, _: Option<Op::Type>, name: &str| {
        Err(format!(
            "`@{name}` names a function, and this text is a single graph"
        ))
    };
    parse_lines(&numbered, &none).map(|p| p.graph)
}

/// Parses the gate lines of one graph (each with its 1-based line number) onto the roots,
/// resolving `@name` through `symbols`, and says which line each gate came from.
pub fn parse_lines<Op: GraphLayer, X: TextPayload<Op>>(
    numbered: &[(usize, &str)],
    symbols: Symbols<'_, Op>,
) -> Result<Parsed<Op, X>, TextError> {
    let names = opcode_names::<Op>();
    let mut graph: Graph<Op, X> = roots();
    let mut lines = vec![0; graph.len()];
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
        if id.index() != graph.len() {
            return Err(line.error_at(
                1,
                format!(
                    "expected gate %{} next (gates are numbered in order after the roots), found `{id}`",
                    graph.len()
                ),
            ));
        }
        if !line.eat('=') {
            return Err(line.expected("`=`"));
        }
        let g = gate_line::<Op, X>(&mut line, &names)?;
        let inputs = Inputs {
            state: &g.state,
            depend: &g.depend,
            data: &g.data,
            root: g.root,
        };
        let bits = g.bitfield.unwrap_or_else(|| {
            implied_bitfield(g.op, [g.state.len(), g.depend.len(), g.data.len()])
        });
        let payload = g.payload.unwrap_or_else(|| X::implied(g.ty));
        graph
            .add_with(g.op, g.ty, payload, bits, inputs)
            .map_err(|e| line.error_at(1, e.to_string()))?;
        lines.push(number);
    }
    Ok(Parsed { graph, lines })
}
