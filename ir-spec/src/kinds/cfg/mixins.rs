//! Generates the mixins of a block-structured IR layer: the `Mixin` enum (groups of instructions
//! beside the class tree, which need not be contiguous), each mixin's opcodes, and on `Opcode`
//! one `has_<mixin>()` test per mixin and `mixins()`. A table without mixins generates nothing.

use proc_macro2::{Literal, TokenStream};
use quote::quote;

use super::model::CfgSpec;
use crate::front::format::{doc, ident};
use crate::front::naming::{camel, snake};

/// The tokens of the mixins (empty when the table declares none).
pub fn tokens(spec: &CfgSpec) -> TokenStream {
    if spec.mixins.is_empty() {
        return TokenStream::new();
    }
    let variants: Vec<_> = spec.mixins.iter().map(|m| ident(&camel(&m.name))).collect();
    let docs = spec.mixins.iter().map(|m| doc(&m.doc));
    let names = spec.mixins.iter().map(|m| &m.name);
    let n = Literal::usize_unsuffixed(spec.mixins.len());
    let members: Vec<Vec<_>> = (0..spec.mixins.len())
        .map(|m| {
            spec.instructions
                .iter()
                .filter(|i| i.mixins.contains(&m))
                .map(|i| ident(&camel(&i.named.name)))
                .collect()
        })
        .collect();
    let lists = members.iter().map(|ops| quote!(&[#(Opcode::#ops),*]));
    let tests = spec.mixins.iter().zip(&members).map(|(m, ops)| {
        let name = ident(&format!("has_{}", snake(&m.name)));
        let d = doc(&format!("Whether the opcode is in mixin `{}`.", m.name));
        let body = if ops.is_empty() {
            quote!(false)
        } else {
            quote!(matches!(self, #(Opcode::#ops)|*))
        };
        quote! { #d pub const fn #name(self) -> bool { #body } }
    });
    let arms = spec.instructions.iter().map(|i| {
        let v = ident(&camel(&i.named.name));
        let ms = i.mixins.iter().map(|&m| &variants[m]);
        quote!(Opcode::#v => &[#(Mixin::#ms),*])
    });
    let mixins_of = if spec.instructions.is_empty() {
        quote!(&[])
    } else {
        quote!(match self { #(#arms,)* })
    };
    quote! {
        /// The mixins of the table: named groups of instructions beside the class tree (an
        /// instruction may be in several; their opcodes need not be contiguous).
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        pub enum Mixin { #(#docs #variants,)* }

        impl Mixin {
            /// Every mixin, in declaration order.
            pub const ALL: [Mixin; #n] = [#(Mixin::#variants,)*];

            /// The mixin's name in the table.
            pub const fn name(self) -> &'static str {
                match self { #(Mixin::#variants => #names,)* }
            }

            /// The opcodes in the mixin, in opcode order.
            pub const fn opcodes(self) -> &'static [Opcode] {
                match self { #(Mixin::#variants => #lists,)* }
            }
        }

        impl Opcode {
            #(#tests)*

            /// The mixins the opcode is in, in declaration order.
            pub const fn mixins(self) -> &'static [Mixin] {
                #mixins_of
            }
        }
    }
}
