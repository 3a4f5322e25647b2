//! Generates the visitors: a `Visitor` trait with an associated output type and one
//! `visit_<opcode>` method per opcode whose default calls `visit_<class>` for its leaf class,
//! which calls its parent class's, up to `visit_gate`; a `visit` method dispatching on the opcode;
//! and a `VisitorMut` twin taking the circuit mutably, for passes that rewrite.
//!
//! The generated traits expect the including module to have the graph type (`Circuit` for
//! `ir-core`, `Graph` for the generated runtime instance), `GateRef` and `Opcode` in scope.

use proc_macro2::TokenStream;
use quote::quote;

use super::{doc, ident};
use crate::front::naming::camel;
use crate::kinds::ir::model::Spec;

fn method_name(name: &str) -> proc_macro2::Ident {
    ident(&crate::front::naming::visit_method(name))
}

fn visitor_trait(spec: &Spec, name: &str, circuit: TokenStream, doc_text: &str) -> TokenStream {
    let trait_name = ident(name);
    let classes = spec.classes.iter().map(|c| {
        let m = method_name(&c.named.name);
        let up = match c.parent {
            Some(p) => method_name(&spec.classes[p].named.name),
            None => ident("visit_gate"),
        };
        let d = doc(&format!(
            "Visits a gate of class `{}` ({}); by default defers to `{}`.",
            c.named.name, c.named.doc, up
        ));
        quote! { #d fn #m(&mut self, circuit: #circuit, gate: GateRef) -> Self::Output { self.#up(circuit, gate) } }
    });
    let opcodes = spec.gates.iter().map(|g| {
        let m = method_name(&g.named.name);
        let class = method_name(&spec.classes[g.class].named.name);
        let d = doc(&format!("Visits a `{}` gate; by default defers to `{}`.", g.named.name, class));
        quote! { #d fn #m(&mut self, circuit: #circuit, gate: GateRef) -> Self::Output { self.#class(circuit, gate) } }
    });
    let arms = spec.gates.iter().map(|g| {
        let m = method_name(&g.named.name);
        let v = ident(&camel(&g.named.name));
        quote! { Some(Opcode::#v) => self.#m(circuit, gate) }
    });
    let d = doc(doc_text);
    quote! {
        #d
        pub trait #trait_name {
            /// What a visit returns.
            type Output;

            /// Visits any gate: the end of every default chain.
            fn visit_gate(&mut self, circuit: #circuit, gate: GateRef) -> Self::Output;

            /// Dispatches on the gate's opcode to its `visit_<opcode>` method (`visit_gate` for a
            /// reference to no gate).
            fn visit(&mut self, circuit: #circuit, gate: GateRef) -> Self::Output {
                match circuit.opcode(gate) {
                    #(#arms,)*
                    None => self.visit_gate(circuit, gate),
                }
            }

            #(#classes)*
            #(#opcodes)*
        }
    }
}

/// The `Visitor` and `VisitorMut` traits over `ir-core`'s `Circuit`.
pub fn tokens(spec: &Spec) -> TokenStream {
    tokens_over(spec, quote! { Circuit })
}

/// The `Visitor` and `VisitorMut` traits over the graph type `graph` (a type in scope with
/// `fn opcode(&self, GateRef) -> Option<Opcode>`).
pub fn tokens_over(spec: &Spec, graph: TokenStream) -> TokenStream {
    let mut out = visitor_trait(
        spec,
        "Visitor",
        quote! { &#graph },
        "Visits gates by opcode, or grouped by class: override `visit_<opcode>` for one opcode, \
         `visit_<class>` for every opcode of a class and its subclasses, `visit_gate` for all.",
    );
    out.extend(visitor_trait(
        spec,
        "VisitorMut",
        quote! { &mut #graph },
        "The twin of `Visitor` for passes that rewrite: every method gets the graph mutably.",
    ));
    out
}
