//! The text format of any table's graphs: owns [`print`], [`parse`] and [`TextError`]. One gate
//! a line, its syntax drawn from the generated tables (opcode names, type spellings, bitfield
//! enum case names):
//!
//! ```text
//! %3 = PLUS i32 (%1, %2)       // the gate's type, data inputs in ( )
//! %4 = LESS lt (%3, %2)        // an enum bitfield by its case name (an output type it fixes is implied)
//! %5 = FORK [%0] (%4)          // state inputs in [ ]
//! %6 = WRITE {%0} (%3) <%1>    // dependency inputs in { }, the root list in < >
//! ```
//!
//! Each group holds the inputs of the wire kind with that behaviour, whatever the table calls it
//! (a table's `order` wires, `like: depend`, are the `{ }` group).
//!
//! Root gates exist in every graph and are not written; the first line defines the gate after
//! them, and every line the next one. Inputs may name later gates (a loop's back edge), absent
//! ones and `%pending`, so any graph, valid or not, prints and parses back to itself. A bitfield
//! is written as its enum case, as a plain number for raw bits, and left out when the inputs imply
//! it (a count) or it is an unused zero; any other value is `#N`. A type the output fixes is left
//! out, and a gate without a type where one would be implied is written `!none`. Comments run
//! from `//` or `;` to the end of the line.

use core::fmt::{self, Write as _};

use super::arena::{GateRef, Graph, GraphError, Inputs};
use super::layer::GraphLayer;
use crate::{BitfieldKind, DependCount, Repeat};

/// A line the parser could not read, with its 1-based position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TextError {
    /// The line.
    pub line: usize,
    /// The column (in characters) where the problem starts.
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for TextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.message)
    }
}

impl std::error::Error for TextError {}

/// The type the output of `op` fixes (a single primary type), which the text leaves out.
fn implied_type<Op: GraphLayer>(op: Op) -> Option<Op::Type> {
    let out = op.info().shape.data_out?;
    if out.var.is_some() {
        return None;
    }
    let bits = Op::type_bits(out.types);
    let mut members = Op::layer()
        .types
        .iter()
        .filter(|t| bits >> Op::type_index(t.ty) & 1 == 1);
    match (members.next(), members.next()) {
        (Some(t), None) => Some(t.ty),
        _ => None,
    }
}

/// The bitfield the inputs imply when it counts a variadic input, else zero.
fn implied_bitfield<Op: GraphLayer>(op: Op, inputs: [usize; 3]) -> u64 {
    let shape = op.info().shape;
    let counted =
        |entries: &[crate::InputInfo<Op>]| entries.iter().any(|e| e.repeat == Repeat::Bitfield);
    let n = if counted(shape.state_in) {
        inputs[0]
    } else if shape.depend_in == DependCount::Bitfield {
        inputs[1]
    } else if counted(shape.data_in) {
        inputs[2]
    } else {
        0
    };
    n as u64
}

fn write_refs(out: &mut String, open: char, close: char, refs: &[GateRef]) {
    if refs.is_empty() {
        return;
    }
    let _ = write!(out, " {open}");
    for (i, r) in refs.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "{r}");
    }
    out.push(close);
}

/// Appends the line of gate `g` (without a newline) to `out`.
pub fn print_gate<Op: GraphLayer>(graph: &Graph<Op>, g: GateRef, out: &mut String) {
    let Some(v) = graph.view(g) else { return };
    let layer = Op::layer();
    let info = v.opcode.info();
    let _ = write!(out, "{g} = {}", info.name);
    match (v.ty, implied_type(v.opcode)) {
        (t, implied) if t == implied => {}
        (Some(t), _) => {
            let _ = write!(out, " {}", layer.spelling(t));
        }
        (None, _) => out.push_str(" !none"),
    }
    let b = v.bitfield;
    let implied = implied_bitfield(v.opcode, [v.state.len(), v.depend.len(), v.data.len()]);
    match info.bitfield.kind {
        BitfieldKind::Enum(_) => {
            let case = info
                .bitfield
                .values
                .iter()
                .position(|&x| x == b)
                .and_then(|i| info.bitfield.names.get(i))
                .filter(|n| layer.type_by_spelling(n).is_none());
            match case {
                Some(name) => {
                    let _ = write!(out, " {name}");
                }
                None => {
                    let _ = write!(out, " #{b}");
                }
            }
        }
        BitfieldKind::Bits(_) => {
            let _ = write!(out, " {b}");
        }
        BitfieldKind::Count | BitfieldKind::None if b != implied => {
            let _ = write!(out, " #{b}");
        }
        _ => {}
    }
    write_refs(out, '[', ']', v.state);
    write_refs(out, '{', '}', v.depend);
    write_refs(out, '(', ')', v.data);
    if let Some(r) = v.root {
        let _ = write!(out, " <{r}>");
    }
}

/// The whole graph, one line per gate after the roots.
pub fn print<Op: GraphLayer>(graph: &Graph<Op>) -> String {
    let mut out = String::new();
    for g in graph.gates().skip(Op::layer().roots.len()) {
        print_gate(graph, g, &mut out);
        out.push('\n');
    }
    out
}

/// A cursor over one line.
struct Line<'a> {
    text: &'a str,
    at: usize,
    line: usize,
}

impl<'a> Line<'a> {
    fn error(&self, message: impl Into<String>) -> TextError {
        TextError {
            line: self.line,
            column: self.text[..self.at].chars().count() + 1,
            message: message.into(),
        }
    }

    fn skip_space(&mut self) {
        let rest = &self.text[self.at..];
        self.at += rest.len() - rest.trim_start().len();
    }

    fn peek(&mut self) -> Option<char> {
        self.skip_space();
        self.text[self.at..].chars().next()
    }

    fn word(&mut self) -> &'a str {
        self.skip_space();
        let rest = &self.text[self.at..];
        let end = rest
            .find(|c: char| c.is_whitespace() || "[]{}()<>,=".contains(c))
            .unwrap_or(rest.len());
        self.at += end;
        &rest[..end]
    }

    fn expect(&mut self, c: char) -> Result<(), TextError> {
        if self.peek() == Some(c) {
            self.at += c.len_utf8();
            Ok(())
        } else {
            Err(self.error(format!("expected `{c}`")))
        }
    }

    fn gate_ref(&mut self) -> Result<GateRef, TextError> {
        let start = self.at;
        let w = self.word();
        let number = w.strip_prefix('%').ok_or_else(|| {
            self.at = start;
            self.error(format!("expected a gate such as %3, found `{w}`"))
        })?;
        if number == "pending" {
            return Ok(GateRef::PENDING);
        }
        match number.parse::<u32>() {
            Ok(n) if n != u32::MAX => Ok(GateRef(n)),
            _ => {
                self.at = start;
                Err(self.error(format!("`{w}` is not a gate number")))
            }
        }
    }

    fn refs(&mut self, close: char) -> Result<Vec<GateRef>, TextError> {
        self.at += 1;
        let mut out = Vec::new();
        if self.peek() == Some(close) {
            self.at += 1;
            return Ok(out);
        }
        loop {
            out.push(self.gate_ref()?);
            match self.peek() {
                Some(',') => self.at += 1,
                Some(c) if c == close => {
                    self.at += 1;
                    return Ok(out);
                }
                _ => return Err(self.error(format!("expected `,` or `{close}`"))),
            }
        }
    }
}

/// A number as the text writes a bitfield: decimal or `0x` hex.
fn number(w: &str) -> Option<u64> {
    match w.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16).ok(),
        None => w.parse().ok(),
    }
}

/// Reads one gate line (comments already cut) into `graph`, which must then hold gate `%N`;
/// `names` are the table's opcodes by name, sorted.
fn parse_line<Op: GraphLayer>(
    graph: &mut Graph<Op>,
    names: &[(&'static str, Op)],
    mut l: Line<'_>,
) -> Result<(), TextError> {
    let layer = Op::layer();
    let id = l.gate_ref()?;
    if id.index() != graph.len() {
        return Err(TextError {
            column: 1,
            ..l.error(format!("expected gate %{} here (gates are numbered in order after the {} roots), found {id}", graph.len(), layer.roots.len()))
        });
    }
    l.expect('=')?;
    let name_at = l.at;
    let name = l.word();
    let op = names
        .binary_search_by(|(n, _)| n.cmp(&name))
        .ok()
        .map(|i| names[i].1)
        .ok_or_else(|| {
            l.at = name_at;
            l.skip_space();
            l.error(format!("unknown opcode `{name}` in table `{}`", layer.name))
        })?;
    let info = op.info();
    let mut ty = implied_type(op);
    let mut bitfield: Option<u64> = None;
    let mut typed = false;
    // Words before the inputs: a type, then a bitfield, each at most once and in that order.
    while matches!(l.peek(), Some(c) if !"[{(<".contains(c)) {
        let at = l.at;
        let w = l.word();
        let fail = |l: &mut Line<'_>, m: String| {
            l.at = at;
            l.skip_space();
            Err(l.error(m))
        };
        if w.is_empty() {
            return fail(&mut l, "unexpected character".into());
        }
        if bitfield.is_none() && !typed {
            if w == "!none" {
                ty = None;
                typed = true;
                continue;
            }
            if let Some(t) = layer.type_by_spelling(w) {
                ty = Some(t);
                typed = true;
                continue;
            }
        }
        if bitfield.is_some() {
            return fail(&mut l, format!("unexpected `{w}` after the bitfield"));
        }
        let value = if let Some(raw) = w.strip_prefix('#') {
            number(raw)
        } else {
            match info.bitfield.kind {
                BitfieldKind::Enum(e) => match info.bitfield.names.iter().position(|n| *n == w) {
                    Some(i) => info.bitfield.values.get(i).copied(),
                    None => {
                        let cases = info.bitfield.names.join(", ");
                        return fail(&mut l, format!("`{w}` is not a case of {e} ({cases})"));
                    }
                },
                BitfieldKind::Bits(_) => number(w),
                _ => {
                    return fail(
                        &mut l,
                        format!(
                            "`{w}` is neither a type nor a bitfield of {name} (write `#N` for a raw bitfield)"
                        ),
                    );
                }
            }
        };
        match value {
            Some(v) => bitfield = Some(v),
            None => return fail(&mut l, format!("`{w}` is not a number")),
        }
    }
    let mut groups: [Option<Vec<GateRef>>; 4] = [None, None, None, None];
    let order = ['[', '{', '(', '<'];
    let closes = [']', '}', ')', '>'];
    let mut last = None;
    while let Some(c) = l.peek() {
        let Some(k) = order.iter().position(|&o| o == c) else {
            return Err(l.error(format!("unexpected `{c}`")));
        };
        if last.is_some_and(|p| p >= k) {
            return Err(l.error(format!(
                "`{c}` out of place: inputs go state [ ], dependency {{ }}, data ( ), root < >, each at most once"
            )));
        }
        last = Some(k);
        groups[k] = Some(l.refs(closes[k])?);
    }
    let [state, depend, data, root] = groups;
    let (state, depend, data) = (
        state.unwrap_or_default(),
        depend.unwrap_or_default(),
        data.unwrap_or_default(),
    );
    let root = match root.as_deref() {
        None => None,
        Some([r]) => Some(*r),
        Some(_) => return Err(l.error("a gate is registered in one root list, `<%N>`")),
    };
    let implied = implied_bitfield(op, [state.len(), depend.len(), data.len()]);
    let inputs = Inputs {
        state: &state,
        depend: &depend,
        data: &data,
        root,
    };
    graph
        .add(op, ty, bitfield.unwrap_or(implied), inputs)
        .map_err(|e: GraphError| l.error(e.to_string()))?;
    Ok(())
}

/// Reads a graph printed by [`print`] (or written by hand): strict, every error located.
pub fn parse<Op: GraphLayer>(text: &str) -> Result<Graph<Op>, TextError> {
    let mut graph = Graph::new();
    // Opcodes by name, looked up once per line by binary search.
    let mut names: Vec<(&'static str, Op)> =
        Op::OPCODES.iter().map(|&o| (o.info().name, o)).collect();
    names.sort_unstable_by(|a, b| a.0.cmp(b.0));
    for (i, raw) in text.lines().enumerate() {
        let cut = [raw.find("//"), raw.find(';')]
            .into_iter()
            .flatten()
            .min()
            .unwrap_or(raw.len());
        let code = &raw[..cut];
        if code.trim().is_empty() {
            continue;
        }
        parse_line(
            &mut graph,
            &names,
            Line {
                text: code,
                at: 0,
                line: i + 1,
            },
        )?;
    }
    Ok(graph)
}
