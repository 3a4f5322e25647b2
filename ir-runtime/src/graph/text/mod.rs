//! The text format of any table's graphs: owns [`print`], [`parse`], [`TextError`] and the
//! format's shared rules (what the text leaves implied). One gate a line, its syntax drawn from
//! the generated tables (opcode names, type spellings, bitfield enum cases, which bitfields are
//! values):
//!
//! ```text
//! %3 = PLUS i32 (%1, %2)       // the gate's type, data inputs in ( )
//! %4 = LESS lt (%3, %2)        // an enum bitfield by its case (an output type it fixes is implied)
//! %5 = FORK [%0] (%4)          // state inputs in [ ]
//! %6 = WRITE {%0} (%3) <%1>    // dependency inputs in { }, the root list in < >
//! %7 = CONST f64 2.5           // a value bitfield, read by the gate's type
//! ```
//!
//! The parts of a line come in this order, each at most once:
//!
//! ```text
//! %N = OPCODE [type | !none] [bitfield] [!payload] [[states]] [{dependencies}] [(values)] [<root>]
//! ```
//!
//! Each group holds the inputs of the wire kinds with that behaviour, whatever the table calls
//! them (a table's `order` wires, `like: depend`, are the `{ }` group).
//!
//! Root gates exist in every graph and are not written; the first line defines the gate after
//! them, and every line the next one. Inputs may name later gates (a loop's back edge), absent
//! ones and `%pending`, so any graph, valid or not, prints and parses back to itself:
//! - the type is left out when it is the one the text implies (the single type the opcode's
//!   output fixes, else the table's no-value type), and a gate without a type where one would be
//!   implied is written `!none`;
//! - an enum bitfield is written as its case, in lower case (read in any case); a value bitfield
//!   ([`BitfieldInfo::value`](crate::BitfieldInfo::value)) takes the numbers people write, read by
//!   the gate's type (`-1`, `0xFFFFFFF6`, `2.0`, `0x1.8p1`, `nan`: see `number`) and is printed
//!   as its unsigned decimal bits; other raw bits are an unsigned decimal or `0x` number;
//! - a bitfield that counts a variadic input (its inputs beyond the fixed ones) or is an unused
//!   zero is left out; any other value, and bits that do not fit the type, are `#N`;
//! - a payload other than the one the runtime's [`TextPayload`] implies is `!` and its text.
//!
//! Comments run from `//` or `;` to the end of the line. A file may hold several graphs, each
//! after a `func NAME` header ([`functions`]), and a value bitfield may name one of them as
//! `@name` when the caller resolves it ([`parse_lines`]); `; run:` comments state what a call of
//! one must give ([`run`]).

mod functions;
mod lex;
mod number;
mod parse;
pub mod run;

pub use functions::{FunctionText, Functions, functions, header};
pub use parse::{Parsed, Symbols, parse, parse_lines};

use core::fmt::{self, Write as _};

use super::arena::{GateRef, Graph};
use super::layer::GraphLayer;
use crate::{BitfieldKind, DependCount, InputInfo, Repeat};

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

/// How the text writes a runtime's per-gate payload (the `X` of [`Graph`]): left out when it is
/// the one a gate of its type implies, else `!` and [`TextPayload::write`]'s text. A runtime
/// without a payload (`()`) never writes one.
pub trait TextPayload<Op: GraphLayer>: Copy + Default + PartialEq {
    /// The payload a gate of type `ty` gets when the text writes none (the one the runtime's
    /// builder gives it).
    fn implied(ty: Option<Op::Type>) -> Self;

    /// Appends the payload's text (without the `!`).
    fn write(&self, out: &mut String);

    /// Reads the text after `!` (letters, digits and `_`); the reason when it is none.
    fn read(text: &str) -> Result<Self, String>;
}

impl<Op: GraphLayer> TextPayload<Op> for () {
    fn implied(_: Option<Op::Type>) {}

    fn write(&self, _: &mut String) {}

    fn read(text: &str) -> Result<(), String> {
        Err(format!(
            "`!{text}` is a payload, and the gates of table `{}` carry none (`!none` is a gate without a type)",
            Op::layer().name
        ))
    }
}

/// The type a gate of `op` has when the text writes none: the single type its output fixes, else
/// the table's no-value type.
fn implied_type<Op: GraphLayer>(op: Op) -> Option<Op::Type> {
    let fixed = op.info().shape.data_out.and_then(|out| {
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
    });
    fixed.or(Op::layer().no_value)
}

/// The bitfield the inputs imply: the number of a bitfield-counted input's repetitions (the
/// inputs of its wire kind beyond the fixed ones), else zero.
fn implied_bitfield<Op: GraphLayer>(op: Op, inputs: [usize; 3]) -> u64 {
    let shape = op.info().shape;
    if shape.depend_in == DependCount::Bitfield {
        return inputs[1] as u64;
    }
    let counted = |entries: &[InputInfo<Op>], n: usize| {
        entries
            .iter()
            .any(|e| e.repeat == Repeat::Bitfield)
            .then(|| {
                n - entries
                    .iter()
                    .filter(|e| e.repeat == Repeat::Once)
                    .count()
                    .min(n)
            })
    };
    counted(shape.state_in, inputs[0])
        .or_else(|| counted(shape.data_in, inputs[2]))
        .unwrap_or(0) as u64
}

/// The lower-case case name the text writes for enum bitfield `bits` of `op`, unless it reads
/// as a type (then the text writes `#N`).
fn case_name<Op: GraphLayer>(op: Op, bits: u64) -> Option<String> {
    let info = op.info().bitfield;
    let name = info
        .values
        .iter()
        .position(|&x| x == bits)
        .and_then(|i| info.names.get(i))?
        .to_ascii_lowercase();
    Op::layer()
        .type_by_spelling(&name)
        .is_none()
        .then_some(name)
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

/// Appends the line of gate `g` (without a line break) to `out`.
pub fn print_gate<Op: GraphLayer, X: TextPayload<Op>>(
    graph: &Graph<Op, X>,
    g: GateRef,
    out: &mut String,
) {
    let Some(v) = graph.view(g) else { return };
    let layer = Op::layer();
    let info = v.opcode.info();
    let _ = write!(out, "{g} = {}", info.name);
    if v.ty != implied_type(v.opcode) {
        match v.ty {
            Some(t) => {
                let _ = write!(out, " {}", layer.spelling(t));
            }
            None => out.push_str(" !none"),
        }
    }
    let b = v.bitfield;
    match info.bitfield.kind {
        BitfieldKind::Enum(_) => match case_name(v.opcode, b) {
            Some(name) => {
                let _ = write!(out, " {name}");
            }
            None => {
                let _ = write!(out, " #{b}");
            }
        },
        BitfieldKind::Bits(_) => {
            // The decimal bits when they read back as themselves, else the explicit `#N`.
            let sigil = if number::Meaning::of(v.opcode, v.ty).prints_plainly(b) {
                ""
            } else {
                "#"
            };
            let _ = write!(out, " {sigil}{b}");
        }
        BitfieldKind::Count | BitfieldKind::None => {
            if b != implied_bitfield(v.opcode, [v.state.len(), v.depend.len(), v.data.len()]) {
                let _ = write!(out, " #{b}");
            }
        }
    }
    if v.extra != X::implied(v.ty) {
        out.push_str(" !");
        v.extra.write(out);
    }
    write_refs(out, '[', ']', v.state);
    write_refs(out, '{', '}', v.depend);
    write_refs(out, '(', ')', v.data);
    if let Some(r) = v.root {
        let _ = write!(out, " <{r}>");
    }
}

/// The whole graph, one line per gate after the roots.
pub fn print<Op: GraphLayer, X: TextPayload<Op>>(graph: &Graph<Op, X>) -> String {
    let mut out = String::new();
    for g in graph.gates().skip(Op::layer().roots.len()) {
        print_gate(graph, g, &mut out);
        out.push('\n');
    }
    out
}

/// A graph holding only the roots, each with the payload its type implies: the graph the parser
/// adds a text's gates to.
pub fn roots<Op: GraphLayer, X: TextPayload<Op>>() -> Graph<Op, X> {
    let mut graph = Graph::new();
    for g in graph.gates().collect::<Vec<_>>() {
        let ty = graph.view(g).and_then(|v| v.ty);
        graph.set_extra(g, X::implied(ty));
    }
    graph
}
