//! `opforge-ir`: the runtime of every IR layer that `ir-spec` generates from a gate table
//! (`spec/circuit.yaml` for `ir-core`, or your own). It owns the types whose text does not depend
//! on the spec: opcode ranges and sets, the rows of the metadata table, wire shapes, the error of
//! parsing an opcode name, [`Ancestors`] (common ancestors in a growing tree, for dominator
//! computations), and the [`OpcodeEnum`] trait through which they reach the spec's own
//! `Opcode`. The generated code names each of them by absolute path (`::opforge_ir::OpcodeRange`),
//! so it compiles in any module of any crate that depends on `opforge-ir`.
//!
//! A crate with its own spec generates the code in its build script with `ir_spec::Builder` and
//! includes it with [`include_ir!`]:
//!
//! ```text
//! // build.rs
//! fn main() {
//!     ir_spec::Builder::new().spec("spec/myir.yaml").generate().unwrap_or_else(|e| e.exit());
//! }
//! // src/lib.rs, or any module: `Opcode`, `Class`, `MachineType`, `OPCODE_INFO`, ...
//! opforge_ir::include_ir!("myir.rs");
//! ```

mod ancestors;
mod error;
pub mod graph;
mod include;
mod info;
mod opcode;
mod range;
mod set;
mod shape;

#[cfg(test)]
mod fixture;

pub use ancestors::Ancestors;
pub use error::UnknownOpcode;
pub use graph::{GateRef, Graph, GraphBuilder, GraphLayer};
pub use info::{BitfieldInfo, BitfieldKind, FieldInfo, OpcodeInfo};
pub use opcode::{OpcodeEnum, find_opcode};
pub use range::OpcodeRange;
pub use set::OpcodeSet;
pub use shape::{DependCount, DependInfo, InputInfo, Repeat, TypeConstraint, UserInfo, WireShape};
