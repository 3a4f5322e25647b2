//! The textual circuit format (`.circuit` files): the runtime's text format
//! (`opforge_ir::graph::text`, one gate per line, its syntax derived from the spec's tables) for
//! the Circuit IR, with what the Circuit adds: its gate type as the payload `!0xHEX`, its modules
//! (several functions, a callee named `@NAME`) and `; run:` lines.
//!
//! ```text
//! %8 = ARG i32 0 <%7>                 // machine type, bitfield (the argument's position), root list
//! %10 = ADD i32 (%8, %9)              // data inputs in ( )
//! %11 = ICMP slt (%10, %9)            // an enum bitfield by its case name (the type is implied)
//! %12 = IF_BRANCH [%1] (%11)          // state inputs in [ ]
//! %15 = RETURN [%14] {%2} (%10) <%3>  // dependency inputs in { }, the root list in < >
//! ```
//!
//! A constant's value is read by its type, as LLVM's and Cranelift's text formats read it: an
//! integer as a signed or unsigned decimal or a hex bit pattern (`CONSTANT i32 -10`,
//! `CONSTANT i32 0xFFFFFFF6`), a float as a value (`2.0`, `-0.0`, `1e-3`, the hex float `0x1.8p1`,
//! `nan`, `inf`) or a hex bit pattern (which keeps a NaN's payload); a plain decimal is the bit
//! pattern, the one form the printer writes (`#N` when the bits do not fit the type). A
//! `SWITCH_CASE` takes the same numbers as a 64-bit integer. (The table marks both bitfields
//! `value: true` and F32/F64 `float: true`; the runtime reads them by those facts.)
//!
//! Comments run from `//` or `;` to the end of the line (`; run:` lines of filetests, read by
//! [`run_line`], are comments to the circuit). A file may hold several functions, each after a
//! `func NAME` header (see [`parse_module`]).
//!
//! Root gates (`%0` to `%7` here) exist in every circuit and are not written. Gates are numbered
//! in order from the first free offset; inputs may name later gates (a loop's back edge). A
//! bitfield that the text would otherwise imply (a count of inputs, an unused zero) is left out;
//! any other value is written as `#N`, and a gate type other than the builder's default as
//! `!0xHEX`, so printing then parsing gives back the same circuit, valid or not.

mod module;
pub mod run_line;

pub use module::{ParsedModule, parse_module, print_module};

use opforge_ir::graph::text::{self, TextPayload};

use crate::circuit::{Circuit, GateRef};
use crate::gate_type::{GateType, GcCategory};
use crate::opcode::{MachineType, Opcode};
use crate::verify::{Violation, verify};

/// Why a text does not parse: where (1-based line and column, in characters), and what was
/// expected. The runtime's text error.
pub type ParseError = text::TextError;

/// The Circuit's payload in text: the gate type, written `!0x...` when it is not the one the
/// builder gives a gate of its machine type.
impl TextPayload<Opcode> for GateType {
    /// The gate type the builder gives a gate of machine type `ty`: `EMPTY` without a value.
    fn implied(ty: Option<MachineType>) -> GateType {
        match ty {
            None | Some(MachineType::Novalue) => GateType::EMPTY,
            Some(_) => GateType::mir(GcCategory::Native, true),
        }
    }

    fn write(&self, out: &mut String) {
        use std::fmt::Write as _;
        let _ = write!(out, "{:#x}", self.0);
    }

    fn read(body: &str) -> Result<GateType, String> {
        let hex = body
            .strip_prefix("0x")
            .filter(|h| !h.is_empty() && h.bytes().all(|b| b.is_ascii_hexdigit()));
        let Some(hex) = hex else {
            let found = if body.is_empty() {
                "nothing".to_owned()
            } else {
                format!("`{body}`")
            };
            return Err(format!(
                "expected a number (`0x` and hex digits) after `!`, found {found}"
            ));
        };
        u32::from_str_radix(hex, 16)
            .map(GateType)
            .map_err(|_| format!("gate type `{body}` is wider than 32 bits"))
    }
}

/// Writes one gate as a line (without the line break).
pub fn print_gate(c: &Circuit, g: GateRef, out: &mut String) {
    text::print_gate(c.graph(), g, out);
}

/// The whole circuit as text, roots left out, one gate per line.
pub fn print(c: &Circuit) -> String {
    text::print(c.graph())
}

/// A parsed circuit with the line each gate came from.
#[derive(Debug)]
pub struct Parsed {
    /// The circuit.
    pub circuit: Circuit,
    /// `lines[g]` is the 1-based line of gate `g` (0 for the roots).
    pub lines: Vec<usize>,
}

impl Parsed {
    /// Verifies the circuit and pairs every violation with the line of its gate.
    pub fn verify(&self) -> Vec<(usize, Violation)> {
        verify(&self.circuit)
            .0
            .into_iter()
            .map(|v| (self.lines.get(v.gate.index()).copied().unwrap_or(0), v))
            .collect()
    }
}

/// Resolves `@name` in a gate's bitfield: only a `CONSTANT arch` takes a function's address, the
/// index of the function `index` finds.
fn callee(
    index: impl Fn(&str) -> Option<usize>,
) -> impl Fn(Opcode, Option<MachineType>, &str) -> Result<u64, String> {
    move |op, ty, name| {
        if op != Opcode::Constant || ty != Some(MachineType::Arch) {
            return Err(format!(
                "`@{name}` is a function's address: only a `CONSTANT arch` takes one"
            ));
        }
        index(name)
            .map(|i| i as u64)
            .ok_or_else(|| format!("no function named `{name}` in the module"))
    }
}

/// Parses the gate lines of one function onto a new circuit, resolving `@name` with `index`.
fn parse_function(
    lines: &[(usize, &str)],
    index: impl Fn(&str) -> Option<usize>,
) -> Result<Parsed, ParseError> {
    let parsed = text::parse_lines::<Opcode, GateType>(lines, &callee(index))?;
    Ok(Parsed {
        circuit: Circuit::from_graph(parsed.graph),
        lines: parsed.lines,
    })
}

/// Parses circuit text: every error carries its line, its column and the token found there. A
/// `func` header is refused: a text with headers is a module (see [`parse_module`]).
pub fn parse(source: &str) -> Result<Parsed, ParseError> {
    let numbered: Vec<(usize, &str)> = source
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l))
        .collect();
    for &(number, raw) in &numbered {
        if text::header(number, raw)?.is_some() {
            return Err(ParseError {
                line: number,
                column: 1,
                message: "`func` starts a function of a module: read the text as a module".into(),
            });
        }
    }
    parse_function(&numbered, |_| None)
}
