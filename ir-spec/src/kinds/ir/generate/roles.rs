//! Generates what a spec declares about its own meaning: the `Level` enum (one variant per
//! declared level), the `roles` module (one constant per role the spec gives: an `Opcode`, a
//! `Root` or a slice of them) and the `graph_rules` module (one `bool` per graph rule, `true` when
//! the spec asks for it). A runtime's hand-written rules and walks read these instead of looking
//! gates up by name, so a role the spec does not give cannot be silently missing: the validator
//! refuses a graph rule without its roles, and a runtime that uses a role the spec lacks does not
//! compile.

use proc_macro2::TokenStream;
use quote::quote;

use super::{doc, ident};
use crate::front::naming::{camel, screaming};
use crate::kinds::ir::model::{GraphRule, OpcodeId, RoleKind, Spec};

/// The `Level` enum: one variant per declared level, in declaration order.
pub(super) fn level_enum(spec: &Spec) -> TokenStream {
    let variants = spec.levels.iter().map(|l| {
        let d = doc(&l.doc);
        let v = ident(&camel(&l.name));
        quote! { #d #v }
    });
    quote! {
        /// The level an opcode belongs to.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub enum Level {
            #(#variants,)*
        }
    }
}

fn opcode(spec: &Spec, op: OpcodeId) -> TokenStream {
    let v = ident(&camel(&spec.gates[op].named.name));
    quote! { super::Opcode::#v }
}

fn root(spec: &Spec, op: OpcodeId) -> TokenStream {
    let v = ident(&camel(&spec.gates[op].named.name));
    quote! { super::Root::#v }
}

/// The `roles` and `graph_rules` modules.
pub(super) fn tokens(spec: &Spec) -> TokenStream {
    let roles = spec.roles.iter().map(|b| {
        let name = ident(&screaming(b.role.name()));
        let d = doc(&format!("`{}`: {}", b.role.name(), b.role.doc()));
        let ops = &b.opcodes.opcodes;
        match b.role.kind() {
            RoleKind::Gate => {
                let op = ops.first().map(|&op| opcode(spec, op));
                quote! { #d pub const #name: super::Opcode = #op; }
            }
            RoleKind::Root => {
                let r = ops.first().map(|&op| root(spec, op));
                quote! { #d pub const #name: super::Root = #r; }
            }
            RoleKind::Roots => {
                let rs = ops.iter().map(|&op| root(spec, op));
                quote! { #d pub const #name: &[super::Root] = &[#(#rs),*]; }
            }
            RoleKind::Opcodes => {
                let os = ops.iter().map(|&op| opcode(spec, op));
                quote! { #d pub const #name: &[super::Opcode] = &[#(#os),*]; }
            }
        }
    });
    let rules = GraphRule::ALL.iter().map(|&r| {
        let name = ident(&screaming(r.name()));
        let on = spec.graph_rules.contains(&r);
        let roles: Vec<String> = r
            .roles()
            .iter()
            .map(|x| format!("`{}`", x.name()))
            .collect();
        let d = doc(&format!(
            "`{}`: {} Needs {}.",
            r.name(),
            r.doc(),
            roles.join(", ")
        ));
        quote! { #d pub const #name: bool = #on; }
    });
    quote! {
        /// The gates the hand-written graph rules and walks need, by role (the spec's `roles`).
        /// Only the roles the spec gives are here.
        pub mod roles {
            #(#roles)*
        }

        /// The graph rules the spec asks the runtime verifier to run (the spec's `graph_rules`):
        /// `true` for each one asked for, whose roles are then sure to be in `roles`.
        pub mod graph_rules {
            #(#rules)*
        }
    }
}
