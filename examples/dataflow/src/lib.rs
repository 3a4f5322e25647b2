//! A user's own IR from its table alone: `spec/dataflow.yaml` (14 gates in 7 classes, control,
//! memory order and values, a type variable, a comparison enum, no roots) becomes, through
//! `ir_spec::Builder` in `build.rs` and [`opforge_ir::include_ir!`], a typed builder, a verifier,
//! visitors, a text format and Graphviz pictures, with no hand-written runtime. This crate is the
//! complete example of `docs/your-own-ir.md`.
//!
//! ```
//! use dataflow_ir::ir::{self, GateBuilder, MachineType};
//!
//! let mut b = GateBuilder::new();
//! let (entry, memory) = b.start();
//! let x = b.param(MachineType::Int, 0);
//! let square = b.mul(MachineType::Int, x, x);
//! b.end(entry, memory, square);
//! let graph = b.finish().expect("room for every gate");
//! assert!(ir::verify(&graph).is_empty());
//! let text = ir::print(&graph);
//! assert_eq!(ir::parse(&text).expect("reads back"), graph);
//! ```

/// The quickstart `docs/your-own-ir.md`, whose Rust example runs as this crate's doctest.
#[doc = include_str!("../../../docs/your-own-ir.md")]
pub mod quickstart {}

/// The layer generated from `spec/dataflow.yaml`.
pub mod ir {
    opforge_ir::include_ir!("dataflow.rs");
}

use ir::{Cond, GateBuilder, Graph, GraphError, MachineType};

/// `f(x, y) = if x < y { x * x } else { y + x }` as a graph: a branch whose paths meet at a
/// join, a `SELECT` picking the value, a load and a store ordered through the memory wires.
pub fn example() -> Result<Graph, GraphError> {
    let mut b = GateBuilder::new();
    let (entry, memory) = b.start();
    let x = b.param(MachineType::Int, 0);
    let y = b.param(MachineType::Int, 1);
    // A parameter's type is the one it is built with; the address inputs take an `AddrValue`.
    let at = b.param(MachineType::Addr, 2).as_addr();
    let less = b.cmp(Cond::Lt, x, y);
    let branch = b.branch(entry, less);
    let join = b.join(&[branch, branch]);
    let square = b.mul(MachineType::Int, x, x);
    let sum = b.add(MachineType::Int, y, x);
    let pick = b.select(MachineType::Int, less, square, sum);
    let stored = b.store(memory, at, pick);
    let (_, loaded) = b.load(MachineType::Int, stored, at);
    b.end(join, stored, loaded);
    b.finish()
}
