//! Generates the visitors of a block-structured IR layer, grouped as Panda's `GraphVisitor` is:
//! a `Visitor` trait with an associated output, one `visit_<opcode>` method per instruction whose
//! default calls `visit_class_<class>` of its leaf class, which calls its parent class's, up to
//! `visit_default`; a `visit` method dispatching on an instruction's opcode; and
//! `visit_function`, which visits every instruction of a function block by block in layout
//! order. Overriding `visit_class_<class>` handles every instruction of the class and its subclasses
//! at once. The validator guarantees the method names are distinct
//! (`super::method_names`).

use proc_macro2::TokenStream;
use quote::quote;

use super::method_names::{VISIT_DEFAULT, visit_class_method, visit_method};
use super::model::CfgSpec;
use crate::front::format::{doc, ident};
use crate::front::naming::camel;

/// The tokens of the `Visitor` trait and `visit_function`.
pub fn tokens(spec: &CfgSpec) -> TokenStream {
    let default = ident(VISIT_DEFAULT);
    let func = quote!(&::opforge_cfg::Function<Opcode>);
    let classes = spec
        .classes
        .iter()
        .filter(|c| !c.named.name.is_empty())
        .map(|c| {
            let m = ident(&visit_class_method(&c.named.name));
            let up = match c.parent.and_then(|p| spec.classes.get(p)) {
                Some(p) => ident(&visit_class_method(&p.named.name)),
                None => default.clone(),
            };
            let d = doc(&format!(
                "Visits an instruction of class `{}` or of one of its subclasses; by default \
                 defers to `{up}`.",
                c.named.name
            ));
            quote! {
                #d
                fn #m(&mut self, func: #func, inst: ::opforge_cfg::Inst) -> Self::Output {
                    self.#up(func, inst)
                }
            }
        });
    let opcodes = spec.instructions.iter().map(|i| {
        let m = ident(&visit_method(&i.named.name));
        let up = match spec.classes.get(i.class) {
            Some(c) if !c.named.name.is_empty() => ident(&visit_class_method(&c.named.name)),
            _ => default.clone(),
        };
        let d = doc(&format!(
            "Visits a `{}` instruction; by default defers to `{up}`.",
            i.named.name
        ));
        quote! {
            #d
            fn #m(&mut self, func: #func, inst: ::opforge_cfg::Inst) -> Self::Output {
                self.#up(func, inst)
            }
        }
    });
    let arms = spec.instructions.iter().map(|i| {
        let m = ident(&visit_method(&i.named.name));
        let v = ident(&camel(&i.named.name));
        quote! { ::core::option::Option::Some(Opcode::#v) => self.#m(func, inst) }
    });
    quote! {
        /// Visits instructions by opcode, or grouped by class: override `visit_<opcode>` for one
        /// opcode, `visit_class_<class>` for every opcode of a class and its subclasses,
        /// `visit_default` for all the others.
        pub trait Visitor {
            /// What a visit returns.
            type Output;

            /// Visits any instruction: the end of every default chain.
            fn #default(&mut self, func: #func, inst: ::opforge_cfg::Inst) -> Self::Output;

            /// Dispatches on the instruction's opcode to its `visit_<opcode>` method
            /// (`visit_default` for an instruction the function does not hold).
            fn visit(&mut self, func: #func, inst: ::opforge_cfg::Inst) -> Self::Output {
                match func.inst(inst).map(|data| data.opcode) {
                    #(#arms,)*
                    ::core::option::Option::None => self.#default(func, inst),
                }
            }

            #(#classes)*
            #(#opcodes)*
        }

        /// Visits every instruction of `func`, block by block in layout order and in order
        /// within each block, dropping what each visit returns.
        pub fn visit_function<V: Visitor + ?::core::marker::Sized>(visitor: &mut V, func: #func) {
            for &block in func.layout() {
                for &inst in func.block_insts(block) {
                    visitor.visit(func, inst);
                }
            }
        }
    }
}
