//! `spec!("spec/x.yaml")`: what the build script generates from a spec, generated inside the
//! calling crate: the whole layer of an IR (`kind: ir`: opcodes and its instance of the
//! gate-graph runtime `opforge_ir::graph`), the machine layer of an ISA
//! (`kind: isa`, which calls its runtime `opforge_machine` by path), the layer of a block-structured
//! IR (`kind: cfg`, over `opforge_cfg`).
//!
//! An IR's items go through `opforge_ir::__ir_items!`, as `include_ir!`'s do: in a module of their
//! own, re-exported; and a crate without the `opforge-ir` dependency gets one error naming
//! `opforge_ir` on the macro call, not one per path of the generated code.

use proc_macro2::TokenStream;
use syn::LitStr;

pub fn expand(input: TokenStream) -> TokenStream {
    let lit: LitStr = match syn::parse2(input) {
        Ok(l) => l,
        Err(e) => return e.to_compile_error(),
    };
    match crate::load::load(&lit) {
        Ok(loaded) => {
            let mut out = crate::load::track(&loaded.path);
            match &loaded.spec {
                ir_spec::Loaded::Ir(spec) => {
                    let items = ir_spec::generate::ir_layer_tokens(spec);
                    out.extend(quote::quote! { ::opforge_ir::__ir_items! { #items } });
                }
                ir_spec::Loaded::Cfg(cfg) => {
                    let items = ir_spec::cfg::generate::tokens(cfg);
                    out.extend(quote::quote! {
                        #[allow(dead_code)]
                        mod generated { #items }
                        pub use generated::*;
                    });
                }
                ir_spec::Loaded::Isa(isa) => match ir_spec::isa::generate_tokens(isa) {
                    // The same module `opforge_machine::include_machine!` wraps the build
                    // script's output in.
                    Ok(tokens) => out.extend(quote::quote! {
                        #[allow(dead_code)]
                        mod generated {
                            use ::opforge_machine::{self as support, AliasInfo, FieldInfo, FormInfo};
                            #tokens
                        }
                        pub use generated::*;
                    }),
                    Err(e) => {
                        let message = e.to_string();
                        let span = lit.span();
                        out.extend(quote::quote_spanned! {span=> ::core::compile_error!(#message); });
                    }
                },
                ir_spec::Loaded::Lower(l) => match ir_spec::lower::generate::tokens(l) {
                    Ok(items) => out.extend(quote::quote! {
                        #[allow(dead_code)]
                        mod generated { #items }
                        pub use generated::*;
                    }),
                    Err(e) => {
                        let message = e.to_string();
                        let span = lit.span();
                        out.extend(quote::quote_spanned! {span=> ::core::compile_error!(#message); });
                    }
                },
            }
            out
        }
        Err(errors) => errors,
    }
}
