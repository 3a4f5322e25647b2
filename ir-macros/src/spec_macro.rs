//! `spec!("spec/x.yaml")`: the build script's opcode layer, generated inside the calling crate.
//! The items go through `opforge_ir::__ir_items!`, as `include_ir!`'s do: in a module of their
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
            let items = ir_spec::generate::opcode_tokens(&loaded.spec);
            out.extend(quote::quote! { ::opforge_ir::__ir_items! { #items } });
            out
        }
        Err(errors) => errors,
    }
}
