//! Loading a spec from a macro: owns resolving the path against `CARGO_MANIFEST_DIR`, turning
//! spec errors into `compile_error!`s on the macro's argument, and the `include_bytes!` that
//! makes the crate rebuild when the YAML changes.

use std::path::PathBuf;

use proc_macro2::TokenStream;
use quote::quote_spanned;
use syn::LitStr;

/// A loaded spec (of the kind its `kind:` key names) with the absolute path it came from.
pub struct Loaded {
    pub spec: ir_spec::Loaded,
    pub path: PathBuf,
}

/// Loads the spec named by `lit`, which must be an IR (`kind: ir`), or returns the compile errors
/// to emit.
pub fn load_ir(lit: &LitStr) -> Result<(ir_spec::Spec, PathBuf), TokenStream> {
    let loaded = load(lit)?;
    let kind = loaded.spec.kind();
    match loaded.spec.into_ir() {
        Some(spec) => Ok((spec, loaded.path)),
        None => {
            let message = format!(
                "{}: this macro needs an IR spec (`kind: ir`), but the file is a spec of kind `{kind}`",
                lit.value()
            );
            let span = lit.span();
            Err(quote_spanned! {span=> ::core::compile_error!(#message); })
        }
    }
}

/// Loads the spec named by `lit`, or returns the compile errors to emit.
pub fn load(lit: &LitStr) -> Result<Loaded, TokenStream> {
    let rel = lit.value();
    let path = match resolve(&rel) {
        Ok(p) => p,
        Err(message) => {
            let span = lit.span();
            return Err(quote_spanned! {span=> ::core::compile_error!(#message); });
        }
    };
    match ir_spec::Loader::new()
        .codecs(opforge_arm64_codec::codecs())
        .file_as(&path, rel.clone())
        .load()
    {
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

/// Resolves a spec path: relative to `CARGO_MANIFEST_DIR` (the calling crate's root), or, when it
/// starts with `$NAME/`, relative to the directory in environment variable `NAME` (for code that
/// is compiled away from its crate, such as trybuild cases).
fn resolve(rel: &str) -> Result<PathBuf, String> {
    if let Some(rest) = rel.strip_prefix('$') {
        let (name, tail) = rest.split_once('/').unwrap_or((rest, ""));
        let base = std::env::var_os(name)
            .ok_or_else(|| format!("{rel}: environment variable `{name}` is not set"))?;
        return Ok(PathBuf::from(base).join(tail));
    }
    let root = std::env::var_os("CARGO_MANIFEST_DIR")
        .map(PathBuf::from)
        .unwrap_or_default();
    Ok(root.join(rel))
}

/// `const _: &[u8] = include_bytes!(path);`, so Cargo rebuilds when the spec changes.
pub fn track(path: &std::path::Path) -> TokenStream {
    let p = path.display().to_string();
    quote::quote! { const _: &[u8] = ::core::include_bytes!(#p); }
}
