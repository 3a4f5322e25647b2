//! Metadata: the `Form` enum and the `FORMS` and `ALIASES` rows.

use super::*;

pub(super) fn metadata(out: &mut String, isa: &Isa) {
    w!(out, "/// Which encoding an instruction is.");
    w!(
        out,
        "#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]"
    );
    w!(out, "#[repr(u16)]");
    w!(out, "pub enum Form {{");
    for (i, e) in isa.encodings.iter().enumerate() {
        w!(out, "{}", doc(&format!("`{}`", e.asm)));
        w!(out, "{} = {i},", variant(e));
    }
    w!(out, "}}");
    w!(out, "impl Form {{");
    w!(out, "/// Every encoding, in table order.");
    let all: Vec<String> = isa
        .encodings
        .iter()
        .map(|e| format!("Form::{}", variant(e)))
        .collect();
    w!(
        out,
        "pub const ALL: &'static [Form] = &[{}];",
        all.join(", ")
    );
    w!(out, "/// Its row of [`FORMS`].");
    w!(
        out,
        "pub fn info(self) -> &'static FormInfo {{ &FORMS[self as usize] }}"
    );
    if isa.widths != [32] {
        // A table of several widths says how long each encoding is; one of 32-bit words only
        // (A64) has nothing to say.
        let sizes: Vec<String> = isa
            .encodings
            .iter()
            .map(|e| (e.width / 8).to_string())
            .collect();
        w!(
            out,
            "/// Bytes of the encoding ({}): a narrower one occupies the low bits of the word.",
            isa.widths
                .iter()
                .map(|w| (w / 8).to_string())
                .collect::<Vec<_>>()
                .join(" or ")
        );
        w!(
            out,
            "pub const fn size(self) -> usize {{ const SIZES: [u8; {}] = [{}]; SIZES[self as usize] as usize }}",
            sizes.len(),
            sizes.join(", ")
        );
    }
    w!(out, "/// Decodes `w` as this encoding only.");
    w!(
        out,
        "pub fn decode(self, w: u32) -> Option<Inst> {{ let info = self.info(); if w & info.mask != info.value {{ return None; }} decode_as(self as usize, w) }} }}"
    );
    w!(out, "/// Every alias, in table order.");
    let all: Vec<String> = isa
        .aliases
        .iter()
        .map(|a| format!("Alias::{}", camel(&a.name)))
        .collect();
    w!(
        out,
        "impl Alias {{ /// Every alias, in table order.\n pub const ALL: &'static [Alias] = &[{}];",
        all.join(", ")
    );
    w!(out, "/// Its row of [`ALIASES`].");
    w!(
        out,
        "pub fn info(self) -> &'static AliasInfo<Form> {{ &ALIASES[self as usize] }} }}"
    );
    w!(
        out,
        "/// Every encoding of the table: name, doc, template, fixed bits and fields."
    );
    w!(out, "pub static FORMS: &[FormInfo] = &[");
    for e in &isa.encodings {
        let fields: Vec<String> = e
            .fields
            .iter()
            .map(|f| {
                format!(
                    "FieldInfo {{ name: {}, lo: {}, width: {} }}",
                    lit(&f.name),
                    f.lo,
                    f.width
                )
            })
            .collect();
        let named = described(&e.name, &e.doc, &e.asm, &e.mnemonic());
        let (mask, value, fields) = (e.mask, e.value, fields.join(", "));
        w!(
            out,
            "FormInfo {{ {named}, mask: {mask:#010x}, value: {value:#010x}, fields: &[{fields}] }},"
        );
    }
    w!(out, "];");
    w!(
        out,
        "/// Every alias of the table: name, doc, template, its encoding, whether LLVM prints it, and the fields it fixes."
    );
    w!(out, "pub static ALIASES: &[AliasInfo<Form>] = &[");
    for a in &isa.aliases {
        let base = &isa.encodings[a.of];
        let (mut m, mut v) = (0u32, 0u32);
        for (i, x) in &a.set {
            m |= base.fields[*i].mask();
            v |= x << base.fields[*i].lo;
        }
        let mnemonic = crate::kinds::isa::model::mnemonic(&a.template);
        let named = described(&a.name, &a.doc, &a.asm, &mnemonic);
        let (of, printed) = (variant(base), a.print);
        w!(
            out,
            "AliasInfo {{ {named}, of: Form::{of}, printed: {printed}, set_mask: {m:#010x}, set_value: {v:#010x} }},"
        );
    }
    w!(out, "];");
}

/// The fields a row of `FORMS` and of `ALIASES` begin with: name, doc, template, mnemonic.
fn described(name: &str, doc: &str, asm: &str, mnemonic: &str) -> String {
    format!(
        "name: {}, doc: {}, asm: {}, mnemonic: {}",
        lit(name),
        lit(doc),
        lit(asm),
        lit(mnemonic)
    )
}
