//! Generates what ties a table to the gate-graph runtime `opforge_ir::graph`: the `LAYER` facts
//! and the `GraphLayer` impl of `Opcode` (in every opcode layer), and, for a crate that has no
//! runtime of its own, the table's instance of the runtime: `Graph`, the handle type of each wire
//! kind the table declares, `GateBuilder` over `opforge_ir::GraphBuilder` (whose per-gate methods
//! `builder` generates), and `verify`, `print`, `parse` and `to_dot` for the table's graphs.
//!
//! The primary type named `NOVALUE`, when the table declares one, is the type of gates without a
//! value (as in the Circuit IR); a table without it gives such gates no type.

use proc_macro2::{Ident, Literal, TokenStream};
use quote::quote;

use super::ident;
use crate::front::naming::camel;
use crate::kinds::ir::model::{GraphRule, Role, Spec, Wire, WireKind};

/// The name of the primary type that stands for "no value".
const NO_VALUE: &str = "NOVALUE";

/// `LAYER`, its type table and the `GraphLayer` impl of `Opcode`.
pub(super) fn layer(spec: &Spec) -> TokenStream {
    let name = &spec.name;
    let n = Literal::usize_unsuffixed(spec.types.len());
    let types = spec.types.iter().map(|t| {
        let v = ident(&camel(&t.named.name));
        let (tn, sp, float) = (&t.named.name, &t.spelling, t.float);
        let bits = match t.bits {
            Some(b) => {
                let b = Literal::u32_unsuffixed(b as u32);
                quote! { Some(#b) }
            }
            None => quote! { None },
        };
        quote! { ::opforge_ir::graph::TypeInfo { ty: MachineType::#v, name: #tn, spelling: #sp, bits: #bits, float: #float } }
    });
    let roots = spec
        .roots
        .iter()
        .map(|&op| ident(&camel(&spec.gates[op].named.name)));
    let no_value = match spec.types.iter().find(|t| t.named.name == NO_VALUE) {
        Some(t) => {
            let v = ident(&camel(&t.named.name));
            quote! { Some(MachineType::#v) }
        }
        None => quote! { None },
    };
    let wires = WireKind::ALL.map(|k| spec.wire_name(k));
    let kinds = spec.wires.iter().map(|w| {
        let (n, k) = (&w.name, ident(&format!("{:?}", w.kind)));
        quote! { (#n, ::opforge_ir::graph::WireKind::#k) }
    });
    let vars = spec.type_vars.iter().map(|v| {
        let id = ident(&camel(&v.name));
        let n = &v.name;
        quote! { (TypeVar::#id, #n) }
    });
    let rules = rules(spec);
    let index = if spec.types.is_empty() {
        quote! { match t {} }
    } else {
        quote! { t as usize }
    };
    quote! {
        static LAYER_TYPES: [::opforge_ir::graph::TypeInfo<MachineType>; #n] = [#(#types,)*];

        /// The table's facts beyond the opcode rows, for the gate-graph runtime: its types, roots
        /// in offset order, the type of gates without a value, wire names and type variables.
        pub static LAYER: ::opforge_ir::graph::LayerInfo<Opcode> = ::opforge_ir::graph::LayerInfo {
            name: #name,
            types: &LAYER_TYPES,
            roots: &[#(Opcode::#roots,)*],
            no_value: #no_value,
            wires: [#(#wires,)*],
            kinds: &[#(#kinds,)*],
            type_vars: &[#(#vars,)*],
            rules: #rules,
        };

        impl ::opforge_ir::GraphLayer for Opcode {
            type Type = MachineType;
            fn layer() -> &'static ::opforge_ir::graph::LayerInfo<Opcode> { &LAYER }
            fn type_index(t: MachineType) -> usize { #index }
            fn type_bits(set: TypeSet) -> u64 { set.0 }
        }
    }
}

/// The `GraphRules` of `LAYER`: the graph rules the table asks for that the generic runtime
/// runs, and the gates of the roles they need.
fn rules(spec: &Spec) -> TokenStream {
    let op = |o: usize| {
        let v = ident(&camel(&spec.gates[o].named.name));
        quote! { Opcode::#v }
    };
    let one = |role: Role| match spec.role(role).and_then(|ops| ops.first()) {
        Some(&o) => {
            let o = op(o);
            quote! { Some(#o) }
        }
        None => quote! { None },
    };
    if spec.graph_rules.is_empty() && spec.roles.is_empty() {
        return quote! { ::opforge_ir::graph::GraphRules::NONE };
    }
    let asks = |rule: GraphRule| spec.graph_rules.contains(&rule);
    let [
        reachability,
        acyclic,
        selector_arity,
        closed_loops,
        schedulable,
        distinct_cases,
        parameter_types,
        return_type,
    ] = [
        GraphRule::Reachability,
        GraphRule::Acyclic,
        GraphRule::SelectorArity,
        GraphRule::ClosedLoops,
        GraphRule::Schedulable,
        GraphRule::DistinctCases,
        GraphRule::ParameterTypes,
        GraphRule::ReturnType,
    ]
    .map(asks);
    let state_gates = spec
        .role(Role::StateGates)
        .unwrap_or_default()
        .iter()
        .map(|&o| op(o));
    let [
        entry,
        merge,
        head,
        back,
        value,
        depend,
        case,
        parameter,
        return_,
    ] = [
        Role::StateEntry,
        Role::Merge,
        Role::LoopBegin,
        Role::LoopBack,
        Role::ValueSelector,
        Role::DependSelector,
        Role::SwitchCase,
        Role::Parameter,
        Role::Return,
    ]
    .map(one);
    quote! {
        ::opforge_ir::graph::GraphRules {
            reachability: #reachability,
            acyclic: #acyclic,
            selector_arity: #selector_arity,
            closed_loops: #closed_loops,
            schedulable: #schedulable,
            distinct_cases: #distinct_cases,
            parameter_types: #parameter_types,
            return_type: #return_type,
            state_entry: #entry,
            state_gates: &[#(#state_gates,)*],
            merge: #merge,
            loop_begin: #head,
            loop_back: #back,
            value_selector: #value,
            depend_selector: #depend,
            switch_case: #case,
            parameter: #parameter,
            return_: #return_,
        }
    }
}

/// The handle type of wire kind `w`, and its doc.
fn handle(w: &Wire) -> (proc_macro2::Ident, String) {
    let (what, wire) = match w.kind {
        WireKind::State => ("as a state", "a state wire"),
        WireKind::Depend => ("as a dependency", "a dependency wire"),
        _ => ("as a value", "a data wire"),
    };
    let name = &w.name;
    let doc = if name == w.kind.name() {
        format!(" A gate used {what}: the source of {wire}.")
    } else {
        format!(" A gate used {what}: the source of a wire of kind `{name}`.")
    };
    (ident(&w.handle()), doc)
}

/// The table's instance of the gate-graph runtime (see the module doc), without the per-gate
/// builder methods and the visitors, which `builder` and `visitor` generate.
pub(super) fn instance(spec: &Spec) -> TokenStream {
    let mut kinds: Vec<&Wire> = spec
        .wires
        .iter()
        .filter(|w| w.kind != WireKind::Root)
        .collect();
    kinds.sort_by_key(|w| w.kind);
    let handles = kinds.into_iter().map(|w| {
        let (h, d) = handle(w);
        handle_type(
            &h,
            &d,
            quote! {
                /// An input to be wired later with `GateBuilder::close` (a loop's back edge, a
                /// value carried around it).
            },
        )
    });
    let no_value = match spec.types.iter().find(|t| t.named.name == NO_VALUE) {
        Some(t) => {
            let v = ident(&camel(&t.named.name));
            quote! { Some(MachineType::#v) }
        }
        None => quote! { None },
    };
    let typed = if spec.has_wire(WireKind::Data) {
        super::builder::fixed_types(spec)
    } else {
        Vec::new()
    };
    let typed = typed.into_iter().map(|t| {
        let h = super::builder::type_handle(spec, t);
        let ty = &spec.types[t];
        let d = format!(
            " A gate used as a value of type `{}` (`{}`), the one type an input or output of the table fixes; a value of another type does not fit where this is asked for.",
            ty.named.name, ty.spelling
        );
        let as_fn = ident(&format!("as_{}", crate::front::naming::snake_ident(&ty.named.name)));
        let as_doc = format!(
            " This value, taken to be of type `{}` where the table asks for one: `verify()` reports it if its gate has another type.",
            ty.spelling
        );
        let handle = handle_type(
            &h,
            &d,
            quote! {
                /// An input to be wired later with `GateBuilder::close`.
            },
        );
        quote! {
            #handle

            impl From<#h> for ValueRef {
                fn from(v: #h) -> ValueRef { ValueRef(v.0) }
            }

            impl ValueRef {
                #[doc = #as_doc]
                pub fn #as_fn(self) -> #h { #h(self.0) }
            }
        }
    });
    quote! {
        pub use ::opforge_ir::GateRef;
        pub use ::opforge_ir::graph::{Findings, GateCheck, GraphError, TextError, WireKind};

        /// A graph of this table's gates.
        pub type Graph = ::opforge_ir::Graph<Opcode>;

        #(#handles)*
        #(#typed)*

        /// Builds a graph gate by gate with typed handles. Building never panics: if the graph
        /// runs out of room, the methods return placeholder handles and `finish` reports it.
        #[derive(Debug, Default)]
        pub struct GateBuilder {
            inner: ::opforge_ir::GraphBuilder<Opcode>,
        }

        impl GateBuilder {
            /// The type of gates without a value.
            pub const NO_VALUE: Option<MachineType> = #no_value;

            /// A builder over a fresh graph holding the table's roots.
            pub fn new() -> Self { GateBuilder { inner: ::opforge_ir::GraphBuilder::new() } }

            /// The graph built so far.
            pub fn graph(&self) -> &Graph { self.inner.graph() }

            /// The graph, or the first error met while building it.
            pub fn finish(self) -> Result<Graph, GraphError> { self.inner.finish() }

            /// Wires input `index` of wire kind `kind` of `gate` (built with a `PENDING` handle
            /// there) to `source`; `false` when the gate has no such input.
            pub fn close(&mut self, gate: GateRef, kind: WireKind, index: usize, source: GateRef) -> bool {
                self.inner.close(gate, kind, index, source).is_some()
            }

            fn root_gate(&self, root: Root) -> GateRef { self.inner.root(root.opcode()) }

            #[allow(clippy::too_many_arguments)]
            fn gate(
                &mut self,
                opcode: Opcode,
                ty: impl Into<Option<MachineType>>,
                bitfield: u64,
                state: &[GateRef],
                depend: &[GateRef],
                data: &[GateRef],
                root: Option<Root>,
            ) -> GateRef {
                self.inner.gate(opcode, ty.into(), bitfield, [state, depend, data], root.map(Root::opcode))
            }
        }

        /// Checks every per-gate rule of the table on every gate, then the graph rules it asks
        /// for; every finding, located.
        pub fn verify(graph: &Graph) -> Findings<Opcode> { ::opforge_ir::graph::verify(graph) }

        /// A verifier of this table's graphs that keeps its memory between runs, for a pipeline
        /// that verifies after every pass (`Verifier::new().run(&graph)`).
        pub type Verifier = ::opforge_ir::graph::Verifier<Opcode>;

        /// The graph in the table's text format, one gate a line after the roots.
        pub fn print(graph: &Graph) -> String { ::opforge_ir::graph::text::print(graph) }

        /// Reads a graph in the table's text format; an error names line and column.
        pub fn parse(text: &str) -> Result<Graph, TextError> { ::opforge_ir::graph::text::parse(text) }

        /// The graph in Graphviz `dot` syntax.
        pub fn to_dot(graph: &Graph, title: &str) -> String { ::opforge_ir::graph::to_dot(graph, title) }
    }
}

/// A handle type `h` over `GateRef` (documented `doc`), with its `PENDING` constant documented
/// `pending_doc`.
fn handle_type(h: &Ident, doc: &str, pending_doc: TokenStream) -> TokenStream {
    quote! {
        #[doc = #doc]
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub struct #h(pub GateRef);

        impl #h {
            #pending_doc
            pub const PENDING: #h = #h(GateRef::PENDING);
        }
    }
}
