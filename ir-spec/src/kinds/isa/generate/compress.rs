//! Expansion and compression, for a table whose narrower encodings say what they stand for
//! (`expands`): `Inst::expand` (the wider instruction, which is what LLVM prints by default),
//! `Inst::compress` (the narrower encoding an assembler with the narrow forms chooses: the first
//! whose spelling matches, in table order, the expansion before the `also_compresses` spellings)
//! and `Inst::display_expanded`.

use super::*;
use crate::kinds::isa::model::{Expr, Slot, WidePattern};

/// Rust converting `v`, a value of type `from`, into type `to` (`?` when it does not fit).
fn convert(isa: &Isa, v: &str, from: usize, to: usize) -> String {
    if from == to {
        return v.to_owned();
    }
    let t = &isa.types[to];
    match t.kind {
        TypeKind::Reg { .. } => format!("{}::new({v}.index()).ok()?", t.name),
        _ => format!("{}::new({v}.value()).ok()?", t.name),
    }
}

/// Rust for a fixed value of type `to`.
fn fixed(isa: &Isa, v: i64, to: usize) -> String {
    format!("{}::new({v}).ok()?", isa.types[to].name)
}

/// `if !(when) { return None; }` over the narrow operands bound as locals, for the
/// expansion's condition and, when `compressing`, the compression's.
fn when_check(e: &Encoding, compressing: bool) -> String {
    let Some(x) = &e.expands else {
        return String::new();
    };
    let conds: Vec<&Expr> = if compressing {
        x.when.iter().chain(&x.compress_when).collect()
    } else {
        x.when.iter().collect()
    };
    let mut names = Vec::new();
    for c in &conds {
        c.names(&mut names);
    }
    let mut s = String::new();
    let mut done = Vec::new();
    for n in names {
        if let NameRef::Operand(k) = n
            && !done.contains(&k)
        {
            done.push(k);
            let _ = write!(s, "let op{k} = {}.expr();", var(&e.operands[k]));
        }
    }
    let name = |n: NameRef| match n {
        NameRef::Operand(k) => format!("op{k}"),
        NameRef::Field(k) => format!("f{k}"),
    };
    for c in conds {
        let _ = write!(s, "if {} {{ return None; }}", c.negated_rust(&name));
    }
    s
}

/// The function compressing a wide instruction with pattern `p` into narrow encoding `e`.
fn compressor(out: &mut String, isa: &Isa, e: &Encoding, k: usize, p: &WidePattern) {
    let wide = &isa.encodings[p.of];
    let binds: Vec<String> = wide.operands.iter().map(var).collect();
    w!(
        out,
        "/// `{}` as `{}` (`{}`), when its operands allow.",
        p.text,
        e.asm,
        e.name
    );
    w!(out, "#[allow(unused_variables, clippy::unnecessary_cast)]");
    w!(
        out,
        "fn z_{}_{k}(i: &Inst) -> Option<Inst> {{",
        fn_name(&e.name)
    );
    w!(
        out,
        "let Inst::{} {{ {} }} = *i else {{ return None; }};",
        variant(wide),
        binds.join(", ")
    );
    let mut bound: Vec<Option<usize>> = vec![None; e.operands.len()];
    let mut lets = String::new();
    for (j, slot) in p.operands.iter().enumerate() {
        let w = var(&wide.operands[j]);
        match *slot {
            Slot::Fixed(v) => {
                w!(out, "if {w}.expr() != {v} {{ return None; }}");
            }
            Slot::Operand(n) => match bound[n] {
                Some(first) => w!(
                    out,
                    "if {w}.expr() != {}.expr() {{ return None; }}",
                    var(&wide.operands[first])
                ),
                None => {
                    bound[n] = Some(j);
                    if w == var(&e.operands[n]) && wide.operands[j].ty == e.operands[n].ty {
                        continue;
                    }
                    let _ = write!(
                        lets,
                        "let {} = {};",
                        var(&e.operands[n]),
                        convert(isa, &w, wide.operands[j].ty, e.operands[n].ty)
                    );
                }
            },
        }
    }
    w!(out, "{lets}");
    w!(out, "{}", when_check(e, true));
    let fields: Vec<String> = e.operands.iter().map(var).collect();
    w!(
        out,
        "Some(Inst::{} {{ {} }}) }}",
        variant(e),
        fields.join(", ")
    );
}

pub(super) fn compress(out: &mut String, isa: &Isa) {
    if !isa.encodings.iter().any(|e| e.expands.is_some()) {
        return;
    }
    // Narrow encodings by wide encoding, in table order.
    let mut by_wide: Vec<Vec<String>> = vec![Vec::new(); isa.encodings.len()];
    for e in &isa.encodings {
        let Some(x) = &e.expands else { continue };
        for (k, p) in x.patterns.iter().enumerate() {
            compressor(out, isa, e, k, p);
            by_wide[p.of].push(format!("z_{}_{k}", fn_name(&e.name)));
        }
    }
    w!(out, "impl Inst {{");
    w!(
        out,
        "/// The wider instruction this narrower one stands for (its `expands:` in the table), which is what LLVM prints by default; `None` for a wide instruction and for a narrow one that is a hint (outside its `expands_when`) or expands to nothing."
    );
    w!(
        out,
        "#[allow(unused_variables, clippy::unnecessary_cast)] pub fn expand(&self) -> Option<Inst> {{ match *self {{"
    );
    for e in &isa.encodings {
        let Some(x) = &e.expands else { continue };
        let p = &x.patterns[0];
        let wide = &isa.encodings[p.of];
        let binds: Vec<String> = e.operands.iter().map(var).collect();
        let mut fields = Vec::new();
        for (j, slot) in p.operands.iter().enumerate() {
            let to = wide.operands[j].ty;
            let v = match *slot {
                Slot::Fixed(v) => fixed(isa, v, to),
                Slot::Operand(n) => convert(isa, &var(&e.operands[n]), e.operands[n].ty, to),
            };
            let name = var(&wide.operands[j]);
            fields.push(if v == name { v } else { format!("{name}: {v}") });
        }
        w!(
            out,
            "Inst::{} {{ {} }} => {{ {} Some(Inst::{} {{ {} }}) }}",
            variant(e),
            binds.join(", "),
            when_check(e, false),
            variant(wide),
            fields.join(", ")
        );
    }
    w!(out, "_ => None }} }}");
    w!(
        out,
        "/// The narrower instruction an assembler with the narrow encodings (llvm-mc with them enabled) writes for this one: the first narrow encoding, in table order, whose expansion or `also_compresses` spelling this is with operands it holds. `None` when there is none (and for a narrow instruction)."
    );
    w!(
        out,
        "pub fn compress(&self) -> Option<Inst> {{ match self {{"
    );
    for (i, list) in by_wide.iter().enumerate() {
        if list.is_empty() {
            continue;
        }
        let calls: Vec<String> = list.iter().map(|f| format!("{f}(self)")).collect();
        let mut chain = calls[0].clone();
        for c in &calls[1..] {
            chain = format!("{chain}.or_else(|| {c})");
        }
        w!(
            out,
            "Inst::{} {{ .. }} => {chain},",
            variant(&isa.encodings[i])
        );
    }
    w!(out, "_ => None }} }}");
    w!(
        out,
        "/// The instruction as LLVM prints it by default: a narrow instruction as the wider one it expands to (`c.addi a0, 1` as `addi a0, a0, 1`), any other as itself (`Display` prints the narrow spelling, as LLVM does with `-riscv-no-aliases`)."
    );
    w!(
        out,
        "pub fn display_expanded(&self) -> impl fmt::Display {{ self.expand().unwrap_or(*self) }}"
    );
    w!(out, "}}");
}
