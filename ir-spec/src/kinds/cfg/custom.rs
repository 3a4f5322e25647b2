//! Generates the hand-written checks a block-structured table names (`custom: { verify: m }` on
//! a row): the `CustomChecks` trait, one method per named check (documented with the rows that
//! name it), and `verify_custom`, which runs each instruction whose row names a check through
//! it. An implementation of the trait lacking a method does not compile, and rustc names the
//! method. Nothing is generated for a table without custom checks.

use proc_macro2::TokenStream;
use quote::quote;

use super::model::CfgSpec;
use crate::front::format::{doc, ident};
use crate::front::naming::camel;

/// The custom-check items of the layer.
pub fn tokens(spec: &CfgSpec) -> TokenStream {
    let mut methods: Vec<(String, Vec<String>)> = Vec::new();
    for inst in &spec.instructions {
        if let Some(m) = &inst.custom_check {
            match methods.iter_mut().find(|(n, _)| n == m) {
                Some((_, rows)) => rows.push(inst.named.name.clone()),
                None => methods.push((m.clone(), vec![inst.named.name.clone()])),
            }
        }
    }
    if methods.is_empty() {
        return TokenStream::new();
    }
    let sigs = methods.iter().map(|(m, rows)| {
        let rows: Vec<String> = rows.iter().map(|r| format!("`{r}`")).collect();
        let d = doc(&format!(
            "Checks an instruction of the rows that name this method ({}) beyond the table's rules: an error message, or `Ok`.",
            rows.join(", ")
        ));
        let m = ident(m);
        quote! {
            #d
            fn #m(
                &self,
                func: &::opforge_cfg::Function<Opcode>,
                inst: ::opforge_cfg::Inst,
            ) -> ::core::result::Result<(), ::std::string::String>;
        }
    });
    let arms = spec.instructions.iter().filter_map(|inst| {
        let m = ident(inst.custom_check.as_deref()?);
        let v = ident(&camel(&inst.named.name));
        Some(quote!(Opcode::#v => C::#m(checks, func, inst),))
    });
    quote! {
        /// The hand-written checks the table's rows name (`custom: { verify: <method> }`).
        pub trait CustomChecks {
            #(#sigs)*
        }

        /// Runs the custom check of every instruction of `func` whose row names one, in layout
        /// order; returns each failing instruction with its message.
        pub fn verify_custom<C: CustomChecks + ?::core::marker::Sized>(
            func: &::opforge_cfg::Function<Opcode>,
            checks: &C,
        ) -> ::std::vec::Vec<(::opforge_cfg::Inst, ::std::string::String)> {
            let mut failures = ::std::vec::Vec::new();
            for &block in func.layout() {
                for &inst in func.block_insts(block) {
                    let ::core::option::Option::Some(data) = func.inst(inst) else { continue };
                    let verdict = match data.opcode {
                        #(#arms)*
                        _ => ::core::result::Result::Ok(()),
                    };
                    if let ::core::result::Result::Err(message) = verdict {
                        failures.push((inst, message));
                    }
                }
            }
            failures
        }
    }
}
