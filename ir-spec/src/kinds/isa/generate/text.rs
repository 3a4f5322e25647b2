//! Assembly text: `Display` in LLVM syntax (aliases first) and `FromStr` over every template.

use super::*;
use crate::kinds::isa::model::RegClass;

/// Statements printing `pieces`; operand `k` is the expression `ops[k]`.
/// The doc of the generated `Inst::spelled_as`.
const SPELLED_AS_DOC: &str = "This instruction written with `alias`'s spelling, whether LLVM prints that alias or only accepts it (`ldr x0, [x1, #-8]` for LDUR), when the alias can write it: it spells this encoding, fixes the fields it has, and its operands can hold the values.";

pub(super) fn print_pieces(
    isa: &Isa,
    operands: &[Operand],
    pieces: &[Piece],
    ops: &[String],
) -> String {
    let mut s = String::new();
    for p in pieces {
        match p {
            Piece::Text(t) => {
                let _ = write!(s, "f.write_str({})?;", lit(t));
            }
            Piece::Operand(k) => {
                let _ = write!(s, "fmt::Display::fmt(&{}, f)?;", ops[*k]);
            }
            Piece::Optional(g) => {
                let cond = group_condition(isa, operands, g, ops);
                let _ = write!(s, "if {cond} {{ {} }}", print_pieces(isa, operands, g, ops));
            }
        }
    }
    s
}

/// The operands a template piece list places, groups included, in order (pushed onto `out`).
fn operands_in(p: &[Piece], out: &mut Vec<usize>) {
    for x in p {
        match x {
            Piece::Operand(k) => out.push(*k),
            Piece::Optional(g) => operands_in(g, out),
            Piece::Text(_) => {}
        }
    }
}

pub(super) fn group_condition(
    isa: &Isa,
    operands: &[Operand],
    g: &[Piece],
    ops: &[String],
) -> String {
    let mut conds = Vec::new();
    let mut ks = Vec::new();
    operands_in(g, &mut ks);
    for k in ks {
        match isa.types[operands[k].ty].default {
            Some(d) => conds.push(format!("{}.raw() != {d}", ops[k])),
            None => return "true".into(),
        }
    }
    if conds.is_empty() {
        "true".into()
    } else {
        conds.join(" || ")
    }
}

pub(super) fn display(out: &mut String, isa: &Isa) {
    w!(out, "impl fmt::Display for Inst {{");
    w!(
        out,
        "/// LLVM's spelling: the preferred alias when one applies."
    );
    w!(
        out,
        "fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {{"
    );
    w!(out, "match *self {{");
    for (ei, e) in isa.encodings.iter().enumerate() {
        let binds: Vec<String> = e.operands.iter().map(var).collect();
        w!(out, "Inst::{} {{ {} }} => {{", variant(e), binds.join(", "));
        let list: Vec<&Alias> = isa
            .aliases
            .iter()
            .filter(|a| a.of == ei && a.print)
            .collect();
        if !list.is_empty() {
            w!(out, "let w = self.encode();");
        }
        for a in list {
            w!(out, "{} return Ok(()); }}", print_alias(isa, a));
        }
        let ops: Vec<String> = binds.clone();
        w!(
            out,
            "{} Ok(()) }}",
            print_pieces(isa, &e.operands, &e.template, &ops)
        );
    }
    w!(out, "}} }} }}");
    spelled_as(out, isa);
}

/// `if let Some(a) = o_ALIAS(w) { <the alias's template printed>` (the block left open): the
/// word `w` printed with `a`'s spelling when the alias applies.
fn print_alias(isa: &Isa, a: &Alias) -> String {
    let ops: Vec<String> = (0..a.operands.len()).map(|k| format!("a.{k}")).collect();
    format!(
        "if let Some({}) = o_{}(w) {{ {}",
        if a.operands.is_empty() { "()" } else { "a" },
        fn_name(&a.name),
        print_pieces(isa, &a.operands, &a.template, &ops)
    )
}

/// `Inst::spelled_as`: an instruction written with any alias's spelling (printed or only
/// parsed), when that alias can write it.
fn spelled_as(out: &mut String, isa: &Isa) {
    w!(
        out,
        "/// A word written with an alias's spelling (what [`Inst::spelled_as`] formats)."
    );
    w!(out, "struct Spelling(u32, Alias);");
    w!(out, "impl fmt::Display for Spelling {{");
    w!(
        out,
        "fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {{"
    );
    w!(out, "let w = self.0;");
    w!(out, "match self.1 {{");
    for a in &isa.aliases {
        w!(
            out,
            "Alias::{} => {{ {} }} }}",
            camel(&a.name),
            print_alias(isa, a)
        );
    }
    if isa.aliases.is_empty() {
        w!(out, "_ => {{}}");
    }
    w!(out, "}} Ok(()) }} }}");
    w!(out, "impl Inst {{");
    w!(out, "{}", doc(SPELLED_AS_DOC));
    w!(
        out,
        "pub fn spelled_as(&self, alias: Alias) -> Option<String> {{"
    );
    w!(
        out,
        "if self.form() != alias.info().of {{ return None; }} let w = self.encode(); let applies = match alias {{"
    );
    for a in &isa.aliases {
        w!(
            out,
            "Alias::{} => o_{}(w).is_some(),",
            camel(&a.name),
            fn_name(&a.name)
        );
    }
    if isa.aliases.is_empty() {
        w!(out, "_ => false,");
    }
    w!(out, "}};");
    w!(out, "applies.then(|| Spelling(w, alias).to_string()) }} }}");
}

/// Statements matching `pieces` at cursor `c`, filling `Option` locals `pN`. Failure breaks out
/// of the block labelled `fail` with an error; within an optional group, out of the group.
pub(super) fn parse_pieces(
    isa: &Isa,
    operands: &[Operand],
    pieces: &[Piece],
    label: &str,
    group: bool,
) -> String {
    let mut s = String::new();
    let fail = |msg: &str| {
        if group {
            format!("break '{label} false;")
        } else {
            format!("return Err(c.fail(c.pos(), |_| {msg}));")
        }
    };
    for p in pieces {
        match p {
            Piece::Text(t) => {
                for ch in t.chars() {
                    match ch {
                        ' ' => s.push_str("c.skip_ws();"),
                        '#' => s.push_str("c.skip_ws(); c.eat(b'#');"),
                        ch => {
                            let byte = if ch == '\'' || ch == '\\' || !ch.is_ascii() {
                                format!("{}u8", ch as u32)
                            } else {
                                format!("b'{ch}'")
                            };
                            let _ = write!(
                                s,
                                "c.skip_ws(); if !c.eat({byte}) {{ {} }}",
                                fail(&format!("String::from({:?})", format!("expected `{ch}`")))
                            );
                        }
                    }
                }
            }
            Piece::Operand(k) => {
                let t = &isa.types[operands[*k].ty];
                let err = if group {
                    format!("break '{label} false")
                } else {
                    operand_failure(isa, t)
                };
                let _ = write!(
                    s,
                    "c.skip_ws(); let at = c.pos(); let _ = at; match {}::parse(c) {{ Ok(v) => p{k} = Some(v), Err(e) => {{ let _ = &e; {err} }} }}",
                    t.name
                );
            }
            Piece::Optional(g) => {
                let inner_label = format!("{label}g");
                let mut ks = Vec::new();
                operands_in(g, &mut ks);
                let reset: String = ks.iter().map(|k| format!("p{k} = None;")).collect();
                let _ = write!(
                    s,
                    "let save = c.pos(); let ok = '{inner_label}: {{ {} true }}; if !ok {{ c.set_pos(save); {reset} }}",
                    parse_pieces(isa, operands, g, &inner_label, true)
                );
            }
        }
    }
    s
}

/// The statement returning the error of an operand of type `t` that does not parse (the error
/// is `e`, the operand starts at byte `at`): the operand as the user wrote it, and what is
/// expected in the user's terms (the registers, by name, for a register; otherwise the type's
/// reason without its name).
fn operand_failure(isa: &Isa, t: &OperandType) -> String {
    match &t.kind {
        TypeKind::Reg { class, .. } => format!(
            "return Err(c.fail(at, |c| format!(\"operand `{{}}`: expected {}\", c.operand_text(at))))",
            register_words(&isa.registers[*class]).replace('"', "\\\"")
        ),
        _ => "return Err(c.fail(at, |c| support::operand_message(&c.operand_text(at), &e)))"
            .to_owned(),
    }
}

/// The registers of `class` in words: `x0-x30 or sp`, `b0-b31`.
fn register_words(class: &RegClass) -> String {
    let named: Vec<u32> = class.names.iter().map(|(_, n)| *n).collect();
    let numbers: Vec<u32> = (0..class.count)
        .filter(|&r| class.legal(u64::from(r)))
        .map(|r| r + class.offset)
        .filter(|n| !named.contains(n))
        .collect();
    let mut parts: Vec<String> = consecutive(&numbers)
        .into_iter()
        .map(|(lo, hi)| {
            if lo == hi {
                format!("{}{lo}", class.prefix)
            } else {
                format!("{p}{lo}-{p}{hi}", p = class.prefix)
            }
        })
        .collect();
    parts.extend(class.names.iter().map(|(s, _)| s.clone()));
    match parts.split_last() {
        None => "no register".to_owned(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
    }
}

/// A parse function for a template; `build` turns the typed locals `vN` into an `Inst` result.
pub(super) fn parse_fn(
    isa: &Isa,
    name: &str,
    operands: &[Operand],
    template: &[Piece],
    build: &str,
) -> String {
    let mut s = String::new();
    let _ = write!(
        s,
        "#[allow(unused_mut, unused_variables, unused_assignments, clippy::never_loop, clippy::redundant_pattern_matching)] fn {name}(c: &mut support::Cursor<'_>) -> Result<Inst, support::Fail> {{"
    );
    for (k, o) in operands.iter().enumerate() {
        let _ = write!(s, "let mut p{k}: Option<{}> = None;", isa.types[o.ty].name);
    }
    s.push_str(&parse_pieces(isa, operands, template, "g", false));
    s.push_str("c.skip_ws(); if !c.at_end() { return Err(c.fail(c.pos(), |_| String::from(\"unexpected text after the instruction\"))); }");
    for (k, o) in operands.iter().enumerate() {
        let t = &isa.types[o.ty];
        match t.default {
            Some(d) => {
                let _ = write!(
                    s,
                    "let v{k} = match p{k} {{ Some(v) => v, None => match {}::from_raw({d}) {{ Some(v) => v, None => return Err(c.fail(c.pos(), |_| String::from(\"no default\"))) }} }};",
                    t.name
                );
            }
            None => {
                let _ = write!(
                    s,
                    "let Some(v{k}) = p{k} else {{ return Err(c.fail(c.pos(), |_| String::from(\"missing operand `{}`\"))); }};",
                    o.name
                );
            }
        }
    }
    s.push_str(build);
    s.push('}');
    s
}

pub(super) fn parse(out: &mut String, isa: &Isa) {
    let mut by_mnemonic: Vec<(String, Vec<String>)> = Vec::new();
    let mut add = |m: String, f: String| match by_mnemonic.iter_mut().find(|(k, _)| *k == m) {
        Some((_, v)) => v.push(f),
        None => by_mnemonic.push((m, vec![f])),
    };
    for e in &isa.encodings {
        let name = format!("q_{}", fn_name(&e.name));
        let fields: Vec<String> = e
            .operands
            .iter()
            .enumerate()
            .map(|(k, o)| format!("{}: v{k}", var(o)))
            .collect();
        let build = format!("Ok(Inst::{} {{ {} }})", variant(e), fields.join(", "));
        w!(
            out,
            "{}",
            parse_fn(isa, &name, &e.operands, &e.template, &build)
        );
        add(e.mnemonic(), name);
    }
    for a in &isa.aliases {
        let name = format!("q_{}", fn_name(&a.name));
        let args: Vec<String> = (0..a.operands.len()).map(|k| format!("v{k}")).collect();
        let build = format!(
            "b_{}({}).map_err(|e| c.fail(c.pos(), |_| e.to_string()))",
            fn_name(&a.name),
            args.join(", ")
        );
        w!(
            out,
            "{}",
            parse_fn(isa, &name, &a.operands, &a.template, &build)
        );
        add(crate::kinds::isa::model::mnemonic(&a.template), name);
    }
    w!(
        out,
        "type ParseFn = fn(&mut support::Cursor<'_>) -> Result<Inst, support::Fail>;"
    );
    w!(
        out,
        "/// The parse functions of every encoding and alias spelt with `mnemonic`, in table order."
    );
    // A binary search over the mnemonics in byte order: a few comparisons, where a `match` on
    // the string compares it with arm after arm.
    let mut sorted: Vec<&(String, Vec<String>)> = by_mnemonic.iter().collect();
    sorted.sort_by(|a, b| a.0.cmp(&b.0));
    w!(
        out,
        "fn candidates(mnemonic: &str) -> &'static [ParseFn] {{ const BY_MNEMONIC: &[(&str, &[ParseFn])] = &["
    );
    for (m, fs) in sorted {
        w!(out, "({}, &[{}]),", lit(m), fs.join(", "));
    }
    w!(
        out,
        "]; match BY_MNEMONIC.binary_search_by(|(m, _)| (*m).cmp(mnemonic)) {{ Ok(i) => BY_MNEMONIC[i].1, Err(_) => &[] }} }}"
    );
    w!(out, "/// Every mnemonic the parser knows.");
    let ms: Vec<String> = by_mnemonic.iter().map(|(m, _)| lit(m)).collect();
    w!(out, "pub const MNEMONICS: &[&str] = &[{}];", ms.join(", "));
    w!(out, "impl core::str::FromStr for Inst {{");
    w!(out, "type Err = support::ParseError;");
    w!(
        out,
        "/// Parses one instruction in LLVM syntax, aliases included."
    );
    w!(
        out,
        "fn from_str(s: &str) -> Result<Inst, support::ParseError> {{ support::parse_among(s, candidates, MNEMONICS) }}"
    );
    w!(out, "}}");
}
