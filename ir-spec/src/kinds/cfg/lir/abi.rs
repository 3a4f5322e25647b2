//! Validation of a LIR's calling convention (`abi:`), as LLVM's `CallingConv.td` states one: owns
//! reading the stack pointer, frame pointer and link register, the stack arguments' slots, and
//! per register class the argument, result, callee-saved, scratch and reserved registers, each
//! spelt as any view of its class spells it (a register the machine names is no more special
//! than another: RISC-V's table names every register). The registers the convention keeps from
//! values (stack pointer, frame pointer, link register, scratch, reserved) become the class's
//! reserved registers, which no allocation list or fixed policy may name. Its rules are `E136`
//! (registers and classes that exist), `E137` (one role per register), `E138` (the section's
//! shape) and `E139` (calls and returns agree with it).

use std::collections::HashMap;

use super::model::{Abi, AbiReg, ClassAbi, ClassReg, Constraint, InstLir, TypeClass};
use super::validate::{Lx, Table, named_range, register_number};
use crate::front::context::Cx;
use crate::front::diagnostic::Rule;
use crate::front::source::{FileId, Loc};
use crate::kinds::cfg::model::OperandKind;
use crate::kinds::cfg::syntax::{AbiDecl, S};

/// The role of a register the convention keeps from values.
const STACK_POINTER: &str = "the stack pointer";
/// See [`STACK_POINTER`].
const FRAME_POINTER: &str = "the frame pointer";
/// See [`STACK_POINTER`].
const LINK_REGISTER: &str = "the link register";
/// See [`STACK_POINTER`].
const SCRATCH: &str = "a scratch register";
/// See [`STACK_POINTER`].
const RESERVED: &str = "a reserved register";

/// An argument or result register as written, checked once the allocation orders are known.
pub(super) struct Passing {
    loc: Loc,
    class: usize,
    hw: u8,
    key: &'static str,
}

/// The checked convention and the argument and result registers still to check against the
/// allocation orders ([`check_passing`]).
pub(super) struct Checked {
    /// The convention.
    pub abi: Abi,
    passing: Vec<Passing>,
}

/// Checks the table's `abi`, if it has one: records in `lx` the registers it keeps from values
/// (and adds them to each class's reserved registers).
pub(super) fn check(cx: &mut Cx<'_>, lx: &mut Lx<'_>, table: &Table<'_>) -> Option<Checked> {
    let mut found: Option<(FileId, &S<AbiDecl>)> = None;
    for (f, d) in table.documents {
        let Some(abi) = &d.abi else { continue };
        if found.is_some() {
            let loc = cx.loc(*f, abi);
            cx.err(
                Rule::CfgAbiShape,
                loc,
                "a second `abi`: a LIR has one calling convention".to_owned(),
            );
        } else {
            found = Some((*f, abi));
        }
    }
    let (f, decl) = found?;
    for (df, d) in table.documents {
        for c in &d.register_classes {
            if let Some(first) = c.reserved.first() {
                let loc = cx.loc(*df, first);
                cx.err(
                    Rule::CfgAbiShape,
                    loc,
                    format!(
                        "register class `{}` has `reserved`, and the table has an `abi`: list the registers the compiler keeps under `abi` (`reserved`, `scratch`, `stack_pointer`, `frame_pointer`, `link_register`)",
                        c.name.value
                    ),
                );
            }
        }
    }
    let at = cx.loc(f, decl);
    let decl = &decl.value;
    let doc = cx.require_doc("calling convention", "abi", at, &decl.doc);
    let mut kept: Vec<(ClassReg, &'static str, Loc)> = Vec::new();
    let mut keep = |cx: &mut Cx<'_>, lx: &Lx<'_>, reg: ClassReg, role: &'static str, loc: Loc| {
        if let Some((_, other, _)) = kept.iter().find(|(r, _, _)| *r == reg) {
            let name = lx.spelling(&lx.classes[reg.0].0, reg.1);
            cx.err(
                Rule::CfgAbiOverlap,
                loc,
                format!("register {name} is both {other} and {role} of the `abi`"),
            );
        } else {
            kept.push((reg, role, loc));
        }
    };
    let fixed = |cx: &mut Cx<'_>, s: &Option<S<String>>, role: &'static str| {
        let s = s.as_ref()?;
        let loc = cx.loc(f, s);
        let reg = any_class(lx, &s.value);
        if reg.is_none() {
            cx.err(
                Rule::CfgAbiRegister,
                loc,
                format!(
                    "{role} `{}` is not a register of any register class",
                    s.value
                ),
            );
        }
        reg.map(|r| (r, loc, s.value.clone()))
    };
    let sp = fixed(cx, &decl.stack_pointer, STACK_POINTER);
    let fp = fixed(cx, &decl.frame_pointer, FRAME_POINTER);
    let lr = fixed(cx, &decl.link_register, LINK_REGISTER);
    if decl.stack_pointer.is_none() {
        cx.err(
            Rule::CfgAbiShape,
            at,
            "the `abi` names no `stack_pointer`".to_owned(),
        );
    }
    for (reg, role) in [
        (&sp, STACK_POINTER),
        (&fp, FRAME_POINTER),
        (&lr, LINK_REGISTER),
    ] {
        if let Some((reg, loc, _)) = reg {
            keep(cx, lx, *reg, role, *loc);
        }
    }
    let (stack_slot, stack_align) = stack_arguments(cx, f, decl, at);
    let mut classes = vec![ClassAbi::default(); lx.classes.len()];
    let mut seen: HashMap<usize, ()> = HashMap::new();
    let mut passing = Vec::new();
    let mut callee_saved: Vec<(usize, u8, Loc)> = Vec::new();
    for c in &decl.classes {
        let loc = cx.loc(f, &c.class);
        let Some(ci) = lx
            .classes
            .iter()
            .position(|(k, _)| k.named.name == c.class.value)
        else {
            cx.unknown(
                Rule::CfgAbiRegister,
                loc,
                "register class",
                &c.class.value,
                lx.classes.iter().map(|(k, _)| k.named.name.as_str()),
            );
            continue;
        };
        if seen.insert(ci, ()).is_some() {
            cx.err(
                Rule::CfgAbiShape,
                loc,
                format!(
                    "register class `{}` is listed twice in the `abi`",
                    c.class.value
                ),
            );
            continue;
        }
        let read = |cx: &mut Cx<'_>, key: &'static str, list: &[S<String>]| {
            registers(cx, lx, f, ci, key, list)
        };
        let arguments = read(cx, "arguments", &c.arguments);
        let results = read(cx, "results", &c.results);
        let saved = read(cx, "callee_saved", &c.callee_saved);
        let scratch = read(cx, "scratch", &c.scratch);
        let reserved = read(cx, "reserved", &c.reserved);
        for (key, list) in [("arguments", &arguments), ("results", &results)] {
            passing.extend(list.iter().map(|&(hw, loc)| Passing {
                loc,
                class: ci,
                hw,
                key,
            }));
        }
        for &(hw, loc) in &scratch {
            keep(cx, lx, (ci, hw), SCRATCH, loc);
        }
        for &(hw, loc) in &reserved {
            keep(cx, lx, (ci, hw), RESERVED, loc);
        }
        for &(hw, loc) in &saved {
            let passes = arguments
                .iter()
                .map(|&(r, _)| (r, "an argument register"))
                .chain(results.iter().map(|&(r, _)| (r, "a result register")))
                .find(|&(r, _)| r == hw);
            if let Some((_, what)) = passes {
                let name = lx.spelling(&lx.classes[ci].0, hw);
                cx.err(
                    Rule::CfgAbiOverlap,
                    loc,
                    format!("register {name} is both callee-saved and {what} of the `abi`: a callee preserves no register a call passes a value in"),
                );
            }
            callee_saved.push((ci, hw, loc));
        }
        let hw = |l: &[(u8, Loc)]| l.iter().map(|&(r, _)| r).collect::<Vec<u8>>();
        let mut saved_hw = hw(&saved);
        saved_hw.sort_unstable();
        classes[ci] = ClassAbi {
            arguments: hw(&arguments),
            results: hw(&results),
            callee_saved: saved_hw,
            scratch: hw(&scratch),
            reserved: hw(&reserved),
        };
    }
    // A callee-saved register is no register the compiler keeps, but the frame pointer (which
    // the frame record saves).
    for (ci, hw, loc) in callee_saved {
        if let Some((_, role, _)) = kept.iter().find(|(r, _, _)| *r == (ci, hw))
            && *role != FRAME_POINTER
        {
            let name = lx.spelling(&lx.classes[ci].0, hw);
            cx.err(
                Rule::CfgAbiOverlap,
                loc,
                format!("register {name} is both callee-saved and {role} of the `abi`: no value lives in it to preserve"),
            );
        }
    }
    for &((ci, hw), role, _) in &kept {
        lx.kept[ci].push((hw, role));
        let class = &mut lx.classes[ci].0;
        if role != STACK_POINTER && class.scratch != Some(hw) && !class.reserved.contains(&hw) {
            class.reserved.push(hw);
        }
    }
    for (class, _) in &mut lx.classes {
        class.reserved.sort_unstable();
    }
    let reg = |r: Option<(ClassReg, Loc, String)>| r.map(|(reg, _, spelt)| AbiReg { reg, spelt });
    Some(Checked {
        abi: Abi {
            name: decl.name.value.clone(),
            doc,
            stack_pointer: reg(sp).unwrap_or(AbiReg {
                reg: (0, 0),
                spelt: String::new(),
            }),
            frame_pointer: reg(fp),
            link_register: reg(lr),
            stack: opforge_shapes::StackArgs {
                slot: stack_slot,
                align: stack_align,
            },
            classes,
        },
        passing,
    })
}

/// The slot and alignment of the stack arguments (both powers of two, the alignment at least
/// the slot); `(8, 16)` after a finding.
fn stack_arguments(cx: &mut Cx<'_>, f: FileId, decl: &AbiDecl, at: Loc) -> (u32, u32) {
    let Some(s) = &decl.stack_arguments else {
        cx.err(
            Rule::CfgAbiShape,
            at,
            "the `abi` names no `stack_arguments` (`{ slot: <bytes>, align: <bytes> }`)".to_owned(),
        );
        return (8, 16);
    };
    let (slot, align) = (s.slot.value, s.align.value);
    if !slot.is_power_of_two() {
        let loc = cx.loc(f, &s.slot);
        cx.err(
            Rule::CfgAbiShape,
            loc,
            format!("a stack argument's `slot` of {slot} bytes is not a power of two"),
        );
    } else if !align.is_power_of_two() || align < slot {
        let loc = cx.loc(f, &s.align);
        cx.err(
            Rule::CfgAbiShape,
            loc,
            format!("the stack's `align` of {align} bytes is not a power of two of at least the slot's {slot}"),
        );
    }
    (slot, align)
}

/// The class and number of register `name`, as any view of any class spells it.
fn any_class(lx: &Lx<'_>, name: &str) -> Option<ClassReg> {
    lx.classes
        .iter()
        .enumerate()
        .find_map(|(ci, _)| class_register(lx, ci, name).map(|hw| (ci, hw)))
}

/// The number of register `name` of class `ci`, as any of its views spells it.
fn class_register(lx: &Lx<'_>, ci: usize, name: &str) -> Option<u8> {
    lx.classes[ci]
        .0
        .views
        .iter()
        .find_map(|&v| register_number(&lx.isa.registers[v], name))
}

/// The registers of one list of class `ci` (`key`), each with where it is written: names and
/// ranges (`a0-a7` by name, `x28-xzr` by number), none twice.
fn registers(
    cx: &mut Cx<'_>,
    lx: &Lx<'_>,
    f: FileId,
    ci: usize,
    key: &str,
    list: &[S<String>],
) -> Vec<(u8, Loc)> {
    let class = &lx.classes[ci].0;
    if class.views.is_empty() {
        // An unknown view was reported; the class's registers cannot be read.
        return Vec::new();
    }
    let mut out: Vec<(u8, Loc)> = Vec::new();
    for item in list {
        let loc = cx.loc(f, item);
        let text = item.value.as_str();
        let one = |cx: &mut Cx<'_>, name: &str| -> Option<u8> {
            let found = class_register(lx, ci, name);
            if found.is_none() {
                let message = match any_class(lx, name) {
                    Some((other, _)) => format!(
                        "`{key}` of class `{}` in the `abi` names `{name}`, a register of class `{}`",
                        class.named.name, lx.classes[other].0.named.name
                    ),
                    None => format!(
                        "`{key}` of class `{}` in the `abi` names `{name}`, which is not a register of the class",
                        class.named.name
                    ),
                };
                cx.err(Rule::CfgAbiRegister, loc, message);
            }
            found
        };
        let range = text.split_once('-').map(|(a, b)| (a.trim(), b.trim()));
        let regs: Vec<u8> = match (range, range.and_then(|(a, b)| named_range(a, b))) {
            (_, Some((prefix, lo, hi))) if lo <= hi => {
                let mut regs = Vec::new();
                for n in lo..=hi {
                    match one(cx, &format!("{prefix}{n}")) {
                        Some(hw) => regs.push(hw),
                        None => break,
                    }
                }
                regs
            }
            (Some((a, b)), named) => match (one(cx, a), one(cx, b)) {
                (Some(lo), Some(hi)) if lo <= hi && named.is_none() => (lo..=hi).collect(),
                (Some(_), Some(_)) => {
                    cx.err(
                        Rule::CfgAbiRegister,
                        loc,
                        format!("register range `{text}` runs backwards"),
                    );
                    Vec::new()
                }
                _ => Vec::new(),
            },
            (None, _) => one(cx, text).into_iter().collect(),
        };
        for hw in regs {
            if out.iter().any(|&(r, _)| r == hw) {
                cx.err(
                    Rule::CfgAbiOverlap,
                    loc,
                    format!(
                        "`{key}` of class `{}` in the `abi` names {} twice",
                        class.named.name,
                        lx.spelling(class, hw)
                    ),
                );
            } else {
                out.push((hw, loc));
            }
        }
    }
    out
}

/// Checks, once the allocation orders are known, that every argument and result register is one
/// its class allocates (a value arrives or leaves in it).
pub(super) fn check_passing(cx: &mut Cx<'_>, lx: &Lx<'_>, checked: &Checked) {
    for p in &checked.passing {
        if let Some(why) = lx.unallocatable(p.class, p.hw) {
            let class = &lx.classes[p.class].0;
            cx.err(
                Rule::CfgAbiOverlap,
                p.loc,
                format!(
                    "`{}` of class `{}` in the `abi` names {}, {why}; a value passed in a register lives in one its class allocates",
                    p.key,
                    class.named.name,
                    lx.spelling(class, p.hw)
                ),
            );
        }
    }
}

/// Checks that the calls and returns of the table pass values where the convention says: a
/// call's `fixed_each` list gives each class's argument registers in order, and a fixed result
/// of a call or fixed operand of a return is its class's result register.
pub(super) fn check_calls(
    cx: &mut Cx<'_>,
    lx: &Lx<'_>,
    table: &Table<'_>,
    insts: &[InstLir],
    type_classes: &[Option<TypeClass>],
    abi: &Abi,
) {
    let spell = |ci: usize, regs: &[u8]| -> String {
        let class = &lx.classes[ci].0;
        let names: Vec<String> = regs.iter().map(|&r| lx.spelling(class, r)).collect();
        if names.is_empty() {
            "none".to_owned()
        } else {
            names.join(", ")
        }
    };
    for (&(f, decl, inst), lir) in table.instructions.iter().zip(insts) {
        let name = &inst.named.name;
        if lir.call {
            for (k, p) in lir.operands.iter().enumerate() {
                let Some(Constraint::FixedEach(list)) = p.as_ref().map(|p| &p.constraint) else {
                    continue;
                };
                let Some(first) = decl.operands.get(k).and_then(|o| o.fixed_each.first()) else {
                    continue;
                };
                // A mistake in the list itself (a register no value may live in, one named
                // twice: E128) was reported where it is written; once is enough.
                let items: Vec<Loc> = decl.operands[k]
                    .fixed_each
                    .iter()
                    .map(|item| cx.loc(f, item))
                    .collect();
                if cx.diags.iter().any(|d| items.contains(&d.loc)) {
                    continue;
                }
                let mut classes: Vec<usize> = list.iter().map(|&(c, _)| c).collect();
                classes.dedup();
                classes.sort_unstable();
                classes.dedup();
                for ci in classes {
                    let given: Vec<u8> = list
                        .iter()
                        .filter(|&&(c, _)| c == ci)
                        .map(|&(_, r)| r)
                        .collect();
                    let want = &abi.classes[ci].arguments;
                    if &given != want {
                        let loc = cx.loc(f, first);
                        cx.err(
                            Rule::CfgAbiCall,
                            loc,
                            format!(
                                "call `{name}` passes values of class `{}` in {}, but the `abi`'s argument registers of the class are {}",
                                lx.classes[ci].0.named.name,
                                spell(ci, &given),
                                spell(ci, want)
                            ),
                        );
                    }
                }
            }
        }
        // The fixed results of a call, the fixed operands of a return: the k-th of a class in
        // the class's k-th result register.
        let mut fixed: Vec<(usize, u8, Loc, String)> = Vec::new();
        let class_of = |mask: u64| -> Option<usize> {
            let mut found = None;
            for (t, tc) in type_classes.iter().enumerate() {
                if t < 64 && mask & (1u64 << t) != 0 {
                    let c = tc.as_ref()?.class;
                    if found.is_some_and(|f| f != c) {
                        return None;
                    }
                    found = Some(c);
                }
            }
            found
        };
        if lir.call {
            for ((r, p), rd) in inst.results.iter().zip(&lir.results).zip(&decl.results) {
                if let (Constraint::Fixed(hw), Some(a), Some(c)) =
                    (&p.constraint, &rd.alloc, class_of(r.types))
                {
                    let what = format!("result `{}` of call `{name}`", r.named.name);
                    fixed.push((c, *hw, cx.loc(f, a), what));
                }
            }
        }
        if inst.returns {
            for ((o, p), od) in inst.operands.iter().zip(&lir.operands).zip(&decl.operands) {
                let (Some(p), OperandKind::Value { types, .. }, Some(a)) = (p, o.kind, &od.alloc)
                else {
                    continue;
                };
                if let (Constraint::Fixed(hw), Some(c)) = (&p.constraint, class_of(types)) {
                    let what = format!("operand `{}` of return `{name}`", o.named.name);
                    fixed.push((c, *hw, cx.loc(f, a), what));
                }
            }
        }
        let mut placed: HashMap<usize, usize> = HashMap::new();
        for (c, hw, loc, what) in fixed {
            let k = placed.entry(c).or_insert(0);
            let want = abi.classes[c].results.get(*k).copied();
            *k += 1;
            // A register no value may live in was reported (E128); once is enough.
            if want != Some(hw) && lx.unallocatable(c, hw).is_none() {
                let class = &lx.classes[c].0;
                let want = want.map_or_else(
                    || {
                        format!(
                            "has no result register number {k} of class `{}`",
                            class.named.name
                        )
                    },
                    |w| format!("returns it in {}", lx.spelling(class, w)),
                );
                cx.err(
                    Rule::CfgAbiCall,
                    loc,
                    format!(
                        "{what} is in {}, but the `abi` {want}",
                        lx.spelling(class, hw)
                    ),
                );
            }
        }
    }
}
