//! The textual circuit format (`.circuit` files): one gate per line, its syntax derived from the
//! spec's tables (opcode names, type spellings, bitfield enum case names, wire kinds).
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
//! `SWITCH_CASE` takes the same numbers as a 64-bit integer.
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
//!
//! This module owns printing and the shared format rules (implied types and bitfields); the
//! `parse` module owns reading, with a strict grammar: each part of a line at most once and in
//! its place.

mod module;
mod number;
mod parse;
pub mod run_line;

pub use module::{ParsedModule, parse_module, print_module};
pub use parse::parse;

use std::fmt::{self, Write as _};

use crate::circuit::{Circuit, GateRef};
use crate::gate_type::{GateType, GcCategory};
use crate::opcode::{BitfieldKind, DependCount, MachineType, Opcode, Repeat, Root};
use crate::verify::{Violation, verify};

/// The gate type the builder gives a gate of machine type `t`.
fn default_gate_type(t: MachineType) -> GateType {
    if t == MachineType::Novalue {
        GateType::EMPTY
    } else {
        GateType::mir(GcCategory::Native, true)
    }
}

/// The machine type an opcode's output fixes (ICMP's `i1`), which the text leaves out.
fn implied_type(op: Opcode) -> Option<MachineType> {
    let out = op.shape().data_out?;
    if out.var.is_some() {
        return None;
    }
    let mut members = MachineType::ALL
        .iter()
        .copied()
        .filter(|t| out.types.contains(*t));
    match (members.next(), members.next()) {
        (Some(t), None) => Some(t),
        _ => None,
    }
}

/// The bitfield the inputs imply when it counts a variadic input, else zero.
fn implied_bitfield(c: &Circuit, g: GateRef) -> u64 {
    let Some(v) = c.view(g) else { return 0 };
    let shape = v.opcode.shape();
    let variadic = |entries: &[crate::opcode::InputInfo], n: usize| {
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
    if shape.depend_in == DependCount::Bitfield {
        return v.depend.len() as u64;
    }
    variadic(shape.state_in, v.state.len())
        .or_else(|| variadic(shape.data_in, v.data.len()))
        .unwrap_or(0) as u64
}

/// Writes one gate as a line (without the line break).
pub fn print_gate(c: &Circuit, g: GateRef, out: &mut String) {
    let Some(v) = c.view(g) else { return };
    let _ = write!(out, "{g} = {}", v.opcode);
    if v.machine_type != implied_type(v.opcode).unwrap_or(MachineType::Novalue) {
        let _ = write!(out, " {}", v.machine_type);
    }
    let info = v.opcode.info().bitfield;
    let bits = v.bitfield;
    match info.kind {
        BitfieldKind::Enum(_) => match info.values.iter().position(|&x| x == bits) {
            Some(i) => {
                let _ = write!(out, " {}", info.names[i].to_ascii_lowercase());
            }
            None => {
                let _ = write!(out, " #{bits}");
            }
        },
        BitfieldKind::Bits(_) => {
            // The decimal bits when they read back as themselves, else the explicit `#N`.
            let sigil = if number::Meaning::of(v.opcode, v.machine_type).prints_plainly(bits) {
                ""
            } else {
                "#"
            };
            let _ = write!(out, " {sigil}{bits}");
        }
        BitfieldKind::Count | BitfieldKind::None => {
            if bits != implied_bitfield(c, g) {
                let _ = write!(out, " #{bits}");
            }
        }
    }
    if v.gate_type != default_gate_type(v.machine_type) {
        let _ = write!(out, " !{:#x}", v.gate_type.0);
    }
    let group = |out: &mut String, open: char, close: char, refs: &[GateRef]| {
        if !refs.is_empty() {
            let list: Vec<String> = refs.iter().map(|r| r.to_string()).collect();
            let _ = write!(out, " {open}{}{close}", list.join(", "));
        }
    };
    group(out, '[', ']', v.state);
    group(out, '{', '}', v.depend);
    group(out, '(', ')', v.data);
    group(out, '<', '>', v.root.as_slice());
}

/// The whole circuit as text, roots left out, one gate per line.
pub fn print(c: &Circuit) -> String {
    let mut out = String::new();
    for g in c.gates().skip(Root::ALL.len()) {
        print_gate(c, g, &mut out);
        out.push('\n');
    }
    out
}

/// Why a text does not parse: where, and what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// 1-based line.
    pub line: usize,
    /// 1-based column (in characters).
    pub column: usize,
    /// What went wrong.
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.message)
    }
}

impl std::error::Error for ParseError {}

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
