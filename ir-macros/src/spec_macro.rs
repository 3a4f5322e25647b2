//! `spec!("spec/x.yaml")`: the build script's opcode layer, generated inside the calling crate.

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
            out.extend(ir_spec::generate::opcode_tokens(&loaded.spec));
            out
        }
        Err(errors) => errors,
    }
}
