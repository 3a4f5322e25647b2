//! Metadata: the `Form` enum and the `FORMS` and `ALIASES` rows.

use super::*;

pub(super) fn metadata(isa: &Isa) -> TokenStream {
    let variants = isa.encodings.iter().enumerate().map(|(i, e)| {
        let (d, v, i) = (
            docs(&format!("`{}`", e.asm)),
            ident(&variant(e)),
            int(i as u64),
        );
        quote! { #d #v = #i, }
    });
    let forms = isa.encodings.iter().map(|e| ident(&variant(e)));
    let size = (isa.widths != [32]).then(|| {
        // A table of several widths says how long each encoding is; one of 32-bit words only
        // (A64) has nothing to say.
        let sizes = isa.encodings.iter().map(|e| int(e.width / 8));
        let count = int(isa.encodings.len() as u64);
        let widths: Vec<String> = isa.widths.iter().map(|w| (w / 8).to_string()).collect();
        let d = docs(&format!(
            "Bytes of the encoding ({}): a narrower one occupies the low bits of the word.",
            widths.join(" or ")
        ));
        quote! {
            #d
            pub const fn size(self) -> usize { const SIZES: [u8; #count] = [#(#sizes),*]; SIZES[self as usize] as usize }
        }
    });
    let aliases = isa.aliases.iter().map(|a| ident(&camel(&a.name)));
    let form_rows = isa.encodings.iter().map(|e| {
        let fields = e.fields.iter().map(|f| {
            let (name, lo, width) = (text(&f.name), int(f.lo), int(f.width));
            quote! { FieldInfo { name: #name, lo: #lo, width: #width } }
        });
        let named = described(&e.name, &e.doc, &e.asm, &e.mnemonic());
        let (mask, value) = (word(e.mask, false), word(e.value, false));
        quote! { FormInfo { #named, mask: #mask, value: #value, fields: &[#(#fields),*] }, }
    });
    let alias_rows = isa.aliases.iter().map(|a| {
        let base = &isa.encodings[a.of];
        let (mut m, mut v) = (0u32, 0u32);
        for (i, x) in &a.set {
            m |= base.fields[*i].mask();
            v |= x << base.fields[*i].lo;
        }
        let mnemonic = crate::kinds::isa::model::mnemonic(&a.template);
        let named = described(&a.name, &a.doc, &a.asm, &mnemonic);
        let (of, printed) = (ident(&variant(base)), a.print);
        let (m, v) = (word(m, false), word(v, false));
        quote! { AliasInfo { #named, of: Form::#of, printed: #printed, set_mask: #m, set_value: #v }, }
    });
    quote! {
        /// Which encoding an instruction is.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u16)]
        pub enum Form { #(#variants)* }
        impl Form {
            /// Every encoding, in table order.
            pub const ALL: &'static [Form] = &[#(Form::#forms),*];
            /// Its row of [`FORMS`].
            pub fn info(self) -> &'static FormInfo { &FORMS[self as usize] }
            #size
            /// Decodes `w` as this encoding only.
            pub fn decode(self, w: u32) -> Option<Inst> { let info = self.info(); if w & info.mask != info.value { return None; } decode_as(self as usize, w) }
        }
        /// Every alias, in table order.
        impl Alias {
            /// Every alias, in table order.
            pub const ALL: &'static [Alias] = &[#(Alias::#aliases),*];
            /// Its row of [`ALIASES`].
            pub fn info(self) -> &'static AliasInfo<Form> { &ALIASES[self as usize] }
        }
        /// Every encoding of the table: name, doc, template, fixed bits and fields.
        pub static FORMS: &[FormInfo] = &[#(#form_rows)*];
        /// Every alias of the table: name, doc, template, its encoding, whether LLVM prints it, and the fields it fixes.
        pub static ALIASES: &[AliasInfo<Form>] = &[#(#alias_rows)*];
    }
}

/// The fields a row of `FORMS` and of `ALIASES` begin with: name, doc, template, mnemonic.
fn described(name: &str, doc: &str, asm: &str, mnemonic: &str) -> TokenStream {
    let (name, doc, asm, mnemonic) = (text(name), text(doc), text(asm), text(mnemonic));
    quote! { name: #name, doc: #doc, asm: #asm, mnemonic: #mnemonic }
}
