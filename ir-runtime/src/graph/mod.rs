//! The gate-graph runtime of any `kind: ir` table: everything about a graph of gates that does not
//! depend on the table, generic over the generated `Opcode` through [`GraphLayer`].
//!
//! - [`Graph`] (`arena`): gates and their inputs by wire kind, the users index, edits;
//! - [`GraphBuilder`] (`build`): the engine under every generated `GateBuilder`;
//! - [`verify`]: the per-gate rules of the table's rows, with located [`Finding`]s, then the
//!   graph rules the table asks for ([`rules`]: reachability, acyclic flow);
//! - [`text`]: a strict text format driven by the table's names, that round-trips any graph;
//! - [`to_dot`] (`dot`): Graphviz pictures;
//! - [`walk`]: the orders passes need, along the wire kinds they name.
//!
//! Nothing here names a gate of any particular table; a table's roots, types and wire names come
//! from its [`LayerInfo`].

mod arena;
mod build;
mod dot;
mod layer;
pub mod rules;
pub mod text;
mod verify;
pub mod walk;

pub use arena::{Flows, GateFlow, GateRef, GateView, Graph, GraphError, Inputs, Views};
pub use build::GraphBuilder;
pub use dot::to_dot;
pub use layer::{GraphLayer, LayerInfo, TypeInfo, WireKind};
pub use rules::GraphRules;
pub use text::TextError;
pub use verify::{
    Arity, Finding, Findings, GateCheck, InputAt, StateEdges, Verifier, depend_wire_of, describe,
    entry_for, verify, wire_of,
};

#[cfg(test)]
mod tests;
