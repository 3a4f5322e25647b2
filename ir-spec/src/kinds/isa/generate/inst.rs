//! The `Inst` enum (one variant per encoding), the per-encoding `const fn` encoders and
//! `Inst::encode`, PC-relative targets, and one checked constructor per encoding and alias.

use super::*;

/// The doc of the generated `Inst`.
const INST_DOC: &str = "One instruction: a variant per encoding of the table, holding typed operands that can only be legal. Aliases are spellings of these variants.";

pub(super) fn inst_enum(out: &mut String, isa: &Isa) {
    w!(out, "{}", doc(INST_DOC));
    w!(out, "#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]");
    // The layout `Decoded::inst` assembles variants in (see `layout.rs`); the discriminants
    // are those of `Form`.
    w!(out, "#[repr(u16)]");
    w!(out, "pub enum Inst {{");
    for (i, e) in isa.encodings.iter().enumerate() {
        w!(out, "{}", doc(&format!("{}\n\n`{}`", e.doc, e.asm)));
        w!(out, "{} {{", variant(e));
        for o in &e.operands {
            let t = &isa.types[o.ty];
            let d = if o.doc.is_empty() {
                t.doc.clone()
            } else {
                o.doc.clone()
            };
            w!(out, "{}", doc(&d));
            w!(out, "{}: {},", var(o), t.name);
        }
        w!(out, "}} = {i},");
    }
    w!(out, "}}");
}

pub(super) fn encode(out: &mut String, isa: &Isa) {
    // One `const fn` per encoding over typed (so already legal) operands: the JIT's fast path,
    // and what `Inst::encode` calls.
    w!(
        out,
        "/// One encoder per encoding of the table: typed operands in, the 32-bit word out. The operand types hold only legal values, so these cannot fail; check run-time values once with the types' `new`."
    );
    w!(out, "pub mod encode {{");
    w!(out, "use super::*;");
    for e in &isa.encodings {
        let params: Vec<String> = e
            .operands
            .iter()
            .map(|o| format!("{}: {}", var(o), isa.types[o.ty].name))
            .collect();
        let mut expr = format!("{:#010x}u32", e.value);
        for o in &e.operands {
            expr.push_str(" | ");
            expr.push_str(&place(isa, e, o, &format!("{}.raw()", var(o))));
        }
        w!(out, "{}", doc(&format!("`{}`: {}", e.asm, e.doc)));
        // `identity_op`: an encoding whose fixed bits are all 0 (UDF) starts with `0x00000000u32 |`.
        w!(
            out,
            "#[allow(clippy::too_many_arguments, clippy::identity_op)]"
        );
        w!(out, "#[inline(always)]");
        w!(
            out,
            "pub const fn {}({}) -> u32 {{ {expr} }}",
            fn_name(&e.name),
            params.join(", ")
        );
    }
    w!(out, "}}");
    w!(out, "impl Inst {{");
    if isa.widths == [32] {
        w!(out, "/// The 32-bit instruction word.");
    } else {
        w!(
            out,
            "/// Bytes of its encoding: the bytes of [`Inst::encode`]'s word, in little-endian order, that belong to it."
        );
        w!(out, "#[inline]");
        w!(
            out,
            "pub const fn size(&self) -> usize {{ self.form().size() }}"
        );
        w!(
            out,
            "/// The instruction word; an encoding narrower than 32 bits occupies its low bits."
        );
    }
    w!(out, "#[inline]");
    w!(out, "pub const fn encode(&self) -> u32 {{");
    w!(out, "match *self {{");
    for e in &isa.encodings {
        let binds: Vec<String> = e.operands.iter().map(var).collect();
        w!(
            out,
            "Inst::{v} {{ {b} }} => encode::{f}({b}),",
            v = variant(e),
            b = binds.join(", "),
            f = fn_name(&e.name)
        );
    }
    w!(out, "}} }}");
    w!(out, "/// Which encoding this is.");
    w!(out, "#[inline]");
    w!(out, "pub const fn form(&self) -> Form {{ match self {{");
    for e in &isa.encodings {
        let v = variant(e);
        w!(out, "Inst::{v} {{ .. }} => Form::{v},");
    }
    w!(out, "}} }}");
    // PC-relative targets.
    let target_doc = "/// The PC-relative byte offset this instruction targets, if it has one.";
    w!(
        out,
        "{target_doc}\npub fn target(&self) -> Option<i64> {{ match *self {{"
    );
    for e in &isa.encodings {
        if let Some(o) = pcrel(isa, &e.operands) {
            w!(
                out,
                "Inst::{} {{ {}, .. }} => Some({}.value()),",
                variant(e),
                var(o),
                var(o)
            );
        }
    }
    w!(out, "_ => None }} }}");
    w!(
        out,
        "/// Replaces the PC-relative byte offset; an error names the operand and its legal range, or says the instruction has none."
    );
    w!(
        out,
        "pub fn set_target(&mut self, offset: i64) -> Result<(), support::OperandError> {{ match self {{"
    );
    for e in &isa.encodings {
        if let Some(o) = pcrel(isa, &e.operands) {
            let t = &isa.types[o.ty].name;
            w!(
                out,
                "Inst::{} {{ {}, .. }} => {{ *{} = {t}::new(offset).map_err(|e| e.named({}))?; Ok(()) }}",
                variant(e),
                var(o),
                var(o),
                lit(&o.name)
            );
        }
    }
    w!(
        out,
        "_ => Err(support::OperandError::new(\"target\", offset, \"an instruction with a PC-relative operand\")) }} }}"
    );
    w!(out, "}}");
}

pub(super) fn constructors(out: &mut String, isa: &Isa) {
    // One shape for every constructor, of an encoding or of an alias: an immediate is taken as
    // its operand type (what `encode::*` takes, already legal) or as the value it holds (checked
    // here), through `support::IntoOperand`.
    for t in &isa.types {
        if !takes_value(t) {
            continue;
        }
        let name = &t.name;
        w!(
            out,
            "impl support::IntoOperand<{name}> for {name} {{ #[inline] fn into_operand(self) -> Result<{name}, support::OperandError> {{ Ok(self) }} }}"
        );
        w!(
            out,
            "impl support::IntoOperand<{name}> for {} {{ #[inline] fn into_operand(self) -> Result<{name}, support::OperandError> {{ {name}::new(self) }} }}",
            value_type(t)
        );
    }
    w!(out, "impl Inst {{");
    let mut emit = |name: &str, docs: &str, operands: &[Operand], body: &str| {
        let mut params = Vec::new();
        let mut conv = String::new();
        for o in operands {
            let t = &isa.types[o.ty];
            if takes_value(t) {
                params.push(format!("{}: impl support::IntoOperand<{}>", var(o), t.name));
                let _ = write!(
                    conv,
                    "let {v} = support::IntoOperand::into_operand({v}).map_err(|e| e.named({}))?;",
                    lit(&o.name),
                    v = var(o)
                );
            } else {
                params.push(format!("{}: {}", var(o), t.name));
            }
        }
        w!(out, "{}", doc(docs));
        w!(out, "#[allow(clippy::too_many_arguments)]");
        w!(out, "#[inline]");
        w!(
            out,
            "pub fn {name}({}) -> Result<Inst, support::OperandError> {{ {conv} {body} }}",
            params.join(", ")
        );
    };
    for e in &isa.encodings {
        let fields: Vec<String> = e.operands.iter().map(var).collect();
        let body = format!("Ok(Inst::{} {{ {} }})", variant(e), fields.join(", "));
        let docs = format!(
            "`{}`: {}\n\nAn immediate is its operand type (as `encode::{}` takes it) or the value it holds; a value outside its legal range is an error naming the operand.",
            e.asm,
            e.doc,
            fn_name(&e.name)
        );
        emit(&fn_name(&e.name), &docs, &e.operands, &body);
    }
    for a in &isa.aliases {
        let args: Vec<String> = a.operands.iter().map(var).collect();
        let body = format!("b_{}({})", fn_name(&a.name), args.join(", "));
        let docs = format!(
            "`{}` (alias of `{}`): {}\n\nAn immediate is its operand type or the value it holds, as for the encoding's constructor; a value outside its legal range is an error naming the operand.",
            a.asm, isa.encodings[a.of].name, a.doc
        );
        emit(&fn_name(&a.name), &docs, &a.operands, &body);
    }
    w!(out, "}}");
}
