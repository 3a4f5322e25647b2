//! `#[visitor("spec/x.yaml")]`: checks a visitor impl's `visit_<name>` methods against the spec;
//! `#[visitor("spec/x.yaml", exhaustive)]` also requires every opcode to be handled by its own
//! method or by one of its classes' methods.

use proc_macro2::TokenStream;
use quote::quote_spanned;
use syn::parse::{Parse, ParseStream};
use syn::{Ident, ImplItem, ItemImpl, LitStr, Token};

struct Args {
    path: LitStr,
    exhaustive: bool,
}

impl Parse for Args {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let path: LitStr = input.parse()?;
        let mut exhaustive = false;
        if input.parse::<Option<Token![,]>>()?.is_some() && !input.is_empty() {
            let word: Ident = input.parse()?;
            if word != "exhaustive" {
                return Err(syn::Error::new(word.span(), "expected `exhaustive`"));
            }
            exhaustive = true;
        }
        Ok(Args { path, exhaustive })
    }
}

pub fn expand(args: TokenStream, item: TokenStream) -> TokenStream {
    let args: Args = match syn::parse2(args) {
        Ok(a) => a,
        Err(e) => return e.to_compile_error(),
    };
    let imp: ItemImpl = match syn::parse2(item.clone()) {
        Ok(i) => i,
        Err(e) => return e.to_compile_error(),
    };
    let (spec, path) = match crate::load::load_ir(&args.path) {
        Ok(l) => l,
        Err(errors) => return quote::quote! { #errors #item },
    };
    let spec = &spec;
    let shown = args.path.value();
    // The method suffix of every opcode and class, with the spec name it stands for.
    let mut names: Vec<(String, String)> = Vec::new();
    names.extend(
        spec.gates
            .iter()
            .map(|g| (ir_spec::naming::snake(&g.named.name), g.named.name.clone())),
    );
    names.extend(
        spec.classes
            .iter()
            .map(|c| (ir_spec::naming::snake(&c.named.name), c.named.name.clone())),
    );
    let mut errors = TokenStream::new();
    let mut handled: Vec<String> = Vec::new();
    for item in &imp.items {
        let ImplItem::Fn(f) = item else { continue };
        let ident = &f.sig.ident;
        let name = ident.to_string();
        let Some(suffix) = name.strip_prefix("visit_") else {
            continue;
        };
        if suffix == "gate" {
            continue;
        }
        if names.iter().any(|(s, _)| s == suffix) {
            handled.push(suffix.to_owned());
            continue;
        }
        let hint = ir_spec::naming::did_you_mean(suffix, names.iter().map(|(s, _)| s.as_str()))
            .and_then(|h| {
                let s = h.split('`').nth(1)?;
                let spec_name = names.iter().find(|(x, _)| x == s)?.1.clone();
                Some(format!("; did you mean `{spec_name}`?"))
            })
            .unwrap_or_default();
        let message = format!(
            "no opcode or class `{}` in {shown}{hint}",
            suffix.to_ascii_uppercase()
        );
        let span = ident.span();
        errors.extend(quote_spanned! {span=> ::core::compile_error!(#message); });
    }
    if args.exhaustive {
        let missing: Vec<&str> = spec
            .gates
            .iter()
            .filter(|g| {
                let own = ir_spec::naming::snake(&g.named.name);
                let by_class = spec.ancestors(g.class).any(|c| {
                    handled.contains(&ir_spec::naming::snake(&spec.classes[c].named.name))
                });
                !handled.contains(&own) && !by_class
            })
            .map(|g| g.named.name.as_str())
            .collect();
        if !missing.is_empty() {
            let message = format!(
                "exhaustive visitor: {} opcodes of {shown} are handled neither by their own method nor by a class method: {}",
                missing.len(),
                missing.join(", ")
            );
            let span = args.path.span();
            errors.extend(quote_spanned! {span=> ::core::compile_error!(#message); });
        }
    }
    let track = crate::load::track(&path);
    quote::quote! { #errors #track #item }
}
