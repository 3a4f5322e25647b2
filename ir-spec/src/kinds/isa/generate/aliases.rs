//! Aliases: when each applies to a word (and its operands then), how each builds its encoding,
//! the `Alias` enum and `Inst::alias` (the spelling LLVM prints).

use super::*;

/// Rust for an alias expression over the word `w`'s fields of `base` (`f_NAME` locals).
pub(super) fn field_locals(base: &Encoding, names: &[NameRef]) -> String {
    let mut s = String::new();
    let mut done = Vec::new();
    for n in names {
        if let NameRef::Field(i) = n
            && !done.contains(i)
        {
            done.push(*i);
            let _ = write!(
                s,
                "let f_{} = ({}) as i64;",
                fn_name(&base.fields[*i].name),
                extract(base, &[*i])
            );
        }
    }
    s
}

pub(super) fn alias_field_name(base: &Encoding) -> impl Fn(NameRef) -> String + '_ {
    move |n| match n {
        NameRef::Field(i) => format!("f_{}", fn_name(&base.fields[i].name)),
        NameRef::Operand(i) => format!("op{i}"),
    }
}

pub(super) fn aliases(out: &mut String, isa: &Isa) {
    for a in &isa.aliases {
        let base = &isa.encodings[a.of];
        let name = fn_name(&a.name);
        // Operand extraction: the alias's operands when it applies to word `w`.
        let tys: Vec<String> = a
            .operands
            .iter()
            .map(|o| isa.types[o.ty].name.clone())
            .collect();
        w!(
            out,
            "/// The operands of alias `{}` when it is the spelling of `w`.",
            a.name
        );
        w!(out, "#[allow(clippy::unnecessary_cast, unused_parens)]");
        let tuple = if tys.is_empty() {
            "()".to_owned()
        } else {
            format!("({},)", tys.join(", "))
        };
        w!(out, "fn o_{name}(w: u32) -> Option<{tuple}> {{");
        let mut names = Vec::new();
        if let Some(when) = &a.when {
            when.names(&mut names);
        }
        for o in &a.operands {
            if let Some(d) = &o.decode {
                d.names(&mut names);
            }
        }
        let mut set_mask = 0u32;
        let mut set_value = 0u32;
        for (i, v) in &a.set {
            let f = &base.fields[*i];
            set_mask |= f.mask();
            set_value |= v << f.lo;
        }
        if set_mask != 0 {
            w!(
                out,
                "if w & {set_mask:#010x} != {set_value:#010x} {{ return None; }}"
            );
        }
        w!(out, "{}", field_locals(base, &names));
        if let Some(when) = &a.when {
            w!(
                out,
                "if {} {{ return None; }}",
                when.negated_rust(&alias_field_name(base))
            );
        }
        let mut vals = Vec::new();
        for (k, o) in a.operands.iter().enumerate() {
            let t = &isa.types[o.ty];
            match &o.decode {
                Some(d) => {
                    let v = d.to_rust_bare(&alias_field_name(base));
                    if matches!(t.kind, TypeKind::Uimm(_) | TypeKind::Simm { .. })
                        || matches!(&t.kind, TypeKind::Codec(c) if c.codec.is_integer(&c.params))
                    {
                        w!(out, "let v{k} = {}::new({v}).ok()?;", t.name);
                    } else {
                        w!(
                            out,
                            "let v{k} = {}::from_raw(u32::try_from({v}).ok()?)?;",
                            t.name
                        );
                    }
                }
                None => w!(
                    out,
                    "let v{k} = {}::from_raw({})?;",
                    t.name,
                    extract(base, &o.fields)
                ),
            }
            vals.push(format!("v{k}"));
        }
        if vals.is_empty() {
            w!(out, "Some(()) }}");
        } else {
            w!(out, "Some(({},)) }}", vals.join(", "));
        }
        // Building: typed operands to the base instruction.
        let params: Vec<String> = a
            .operands
            .iter()
            .enumerate()
            .map(|(k, o)| format!("op{k}_t: {}", isa.types[o.ty].name))
            .collect();
        w!(out, "/// Builds alias `{}` from typed operands.", a.name);
        w!(
            out,
            "#[allow(clippy::unnecessary_cast, unused_parens, clippy::identity_op)]"
        );
        w!(
            out,
            "fn b_{name}({}) -> Result<Inst, support::OperandError> {{",
            params.join(", ")
        );
        let mut used = Vec::new();
        for (_, e) in &a.encode {
            e.names(&mut used);
        }
        if let Some(r) = &a.requires {
            r.names(&mut used);
        }
        for (k, _) in a.operands.iter().enumerate() {
            if used.contains(&NameRef::Operand(k)) {
                w!(out, "let op{k} = op{k}_t.expr();");
            }
        }
        if let Some(r) = &a.requires {
            w!(
                out,
                "if {} {{ return Err(support::OperandError::new({}, 0, {})); }}",
                r.negated_rust(&alias_field_name(base)),
                lit(&a.name),
                lit(&format!("operands that `{}` accepts", a.asm))
            );
        }
        w!(
            out,
            "#[allow(unused_mut)] let mut w: u32 = {:#010x} | {set_value:#010x};",
            base.value
        );
        for (k, o) in a.operands.iter().enumerate() {
            if !o.fields.is_empty() {
                w!(
                    out,
                    "w |= {};",
                    place(isa, base, o, &format!("op{k}_t.raw()"))
                );
            }
        }
        for (i, e) in &a.encode {
            let f = &base.fields[*i];
            let max = (1i64 << f.width) - 1;
            w!(
                out,
                "let v: i64 = {};",
                e.to_rust_bare(&alias_field_name(base))
            );
            w!(
                out,
                "if !(0..={max}).contains(&v) {{ return Err(support::OperandError::new({}, v, \"0..={max}\")); }}",
                lit(&format!("{} (field {} of {})", a.name, f.name, base.name))
            );
            w!(out, "w |= (v as u32) << {};", f.lo);
        }
        w!(
            out,
            "d_{}(w).ok_or_else(|| support::OperandError::new({}, w as i64, \"operands that {} can encode\")) }}",
            fn_name(&base.name),
            lit(&a.name),
            base.name
        );
    }
    // The Alias enum and Inst::alias.
    w!(
        out,
        "/// An alias of the table: another spelling of an encoding."
    );
    w!(out, "#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]");
    if !isa.aliases.is_empty() {
        w!(out, "#[repr(u16)]");
    }
    w!(out, "pub enum Alias {{");
    for a in &isa.aliases {
        w!(out, "{}", doc(&format!("{}\n\n`{}`", a.doc, a.asm)));
        w!(out, "{},", camel(&a.name));
    }
    w!(out, "}}");
    w!(out, "impl Inst {{");
    w!(
        out,
        "/// The alias LLVM prints for this instruction, if any."
    );
    w!(out, "pub fn alias(&self) -> Option<Alias> {{");
    w!(out, "match self {{");
    for e in 0..isa.encodings.len() {
        let list: Vec<&Alias> = isa
            .aliases
            .iter()
            .filter(|a| a.of == e && a.print)
            .collect();
        if list.is_empty() {
            continue;
        }
        w!(
            out,
            "Inst::{} {{ .. }} => {{ let w = self.encode();",
            variant(&isa.encodings[e])
        );
        for a in list {
            w!(
                out,
                "if o_{}(w).is_some() {{ return Some(Alias::{}); }}",
                fn_name(&a.name),
                camel(&a.name)
            );
        }
        w!(out, "None }}");
    }
    w!(out, "_ => None }} }} }}");
}
