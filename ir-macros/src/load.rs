//! Loading a spec from a macro: owns resolving the path against `CARGO_MANIFEST_DIR`, turning
//! spec errors into `compile_error!`s on the macro's argument, and the `include_bytes!` that
//! makes the crate rebuild when the YAML changes.

use std::path::PathBuf;

use proc_macro2::TokenStream;
use quote::quote_spanned;
use syn::LitStr;

/// A loaded spec with the absolute path it came from.
pub struct Loaded {
    pub spec: ir_spec::Spec,
    pub path: PathBuf,
}

/// Loads the spec named by `lit`, or returns the compile errors to emit.
pub fn load(lit: &LitStr) -> Result<Loaded, TokenStream> {
    let rel = lit.value();
    let root = std::env::var_os("CARGO_MANIFEST_DIR")
        .map(PathBuf::from)
        .unwrap_or_default();
    let path = root.join(&rel);
    match ir_spec::Loader::new().file_as(&path, rel.clone()).load() {
        Ok(spec) => Ok(Loaded { spec, path }),
        Err(err) => {
            let span = lit.span();
            let errors = err.diagnostics.iter().map(|d| {
                let mut message = format!("{}: {} [{}]", err.position(d), d.message, d.rule);
                if let Some(h) = &d.hint {
                    message.push_str(&format!("; help: {h}"));
                }
                quote_spanned! {span=> ::core::compile_error!(#message); }
            });
            Err(quote::quote! { #(#errors)* })
        }
    }
}

/// `const _: &[u8] = include_bytes!(path);`, so Cargo rebuilds when the spec changes.
pub fn track(path: &std::path::Path) -> TokenStream {
    let p = path.display().to_string();
    quote::quote! { const _: &[u8] = ::core::include_bytes!(#p); }
}
