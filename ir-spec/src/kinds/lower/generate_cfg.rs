//! The Rust generated from a lowering table whose source is a block-structured IR
//! (`kind: cfg`): the rules as the generic driver of `opforge_cfg::lower` runs them. It owns
//! `select` (the rule an instruction takes), `emit` (a rule's steps as calls to the target's
//! typed builder), `RULES` (per rule its instruction, position, the operand positions it
//! absorbs or reads as immediates, and a refusal's reason), the `Custom` trait of hand-written
//! rules, and `Rules`, which implements `opforge_cfg::lower::Rules` so that `lower` turns a
//! source function into a target function with no driver written by the user.

use proc_macro2::{Literal, TokenStream};
use quote::quote;

use super::generate::{
    fit, imm_import, path, position, step_call, type_tables, value_pattern, with_own,
};
use super::model::{Action, Arg, GateRules, Lowering, Pattern, Rule, Step};
use super::source::Slots;
use crate::front::format::{GenerateError, doc, ident};
use crate::front::naming::{camel, snake_ident};

/// The operand positions of source instruction `name`.
fn slots<'a>(l: &'a Lowering, name: &str) -> Result<&'a Slots, GenerateError> {
    l.source_slots
        .iter()
        .find(|(n, _)| n == name)
        .map(|(_, s)| s)
        .ok_or_else(|| GenerateError {
            message: format!("no operand positions for `{name}`"),
        })
}

/// The operand position of value input `n` (a repeated last input continues past its own).
fn input_slot(s: &Slots, n: usize) -> usize {
    match s.inputs.get(n) {
        Some(&k) => k,
        None => s.inputs.last().map_or(n, |&k| k + (n + 1 - s.inputs.len())),
    }
}

fn lit(n: usize) -> Literal {
    Literal::usize_unsuffixed(n)
}

/// The unformatted tokens.
pub(super) fn tokens(l: &Lowering) -> Result<TokenStream, GenerateError> {
    let src = path(&l.source_path)?;
    let tgt = path(&l.target_path)?;
    let source_type = quote!(SourceType);
    let (type_bits, target_types, conds) = type_tables(l, &source_type);
    let mut by_id: Vec<(&GateRules, &Rule)> = l
        .gates
        .iter()
        .flat_map(|g| g.rules.iter().map(move |r| (g, r)))
        .collect();
    by_id.sort_by_key(|(_, r)| r.id);
    let mut infos = Vec::new();
    for (g, r) in &by_id {
        let gate = &g.gate;
        let at = position(l, r.loc);
        let absorbs = r
            .inputs
            .iter()
            .filter(|i| matches!(i.pattern, Pattern::Gate(_)))
            .map(|i| lit(input_slot(&g.slots, i.index)));
        let imms = r
            .inputs
            .iter()
            .filter(|i| matches!(i.pattern, Pattern::Const { .. }))
            .map(|i| lit(input_slot(&g.slots, i.index)));
        let unsupported = match &r.action {
            Action::Unsupported(why) => quote!(Some(#why)),
            _ => quote!(None),
        };
        infos.push(quote! {
            ::opforge_cfg::lower::RuleInfo { inst: #gate, at: #at, absorbs: &[#(#absorbs),*], immediates: &[#(#imms),*], unsupported: #unsupported }
        });
    }
    let n_rules = lit(by_id.len());
    let mut customs: Vec<TokenStream> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for (g, r) in &by_id {
        if let Action::Custom(m) = &r.action
            && seen.insert(m.clone())
        {
            let m = ident(&snake_ident(m));
            let d = format!(
                " Lowers a `{}` instruction (the rule at {}).",
                g.gate,
                position(l, r.loc)
            );
            customs.push(quote! {
                #[doc = #d]
                fn #m(&mut self, cx: &mut Cx<'_>, inst: ::opforge_cfg::Inst) -> Result<(), ::opforge_cfg::lower::LowerError>;
            });
        }
    }
    let select_arms = l
        .gates
        .iter()
        .filter(|g| !g.rules.is_empty())
        .map(|g| select_arm(l, g))
        .collect::<Result<Vec<_>, _>>()?;
    let unsupported = match_or_none(l.gates.iter().filter_map(|g| {
        g.unsupported.as_ref().map(|why| {
            let op = ident(&camel(&g.gate));
            quote!(SourceOpcode::#op => Some(#why),)
        })
    }));
    let constants = match_or_none(l.constants.iter().map(|(name, slot)| {
        let op = ident(&camel(name));
        let slot = lit(*slot);
        quote!(SourceOpcode::#op => Some(#slot),)
    }));
    let emit_arms = by_id
        .iter()
        .filter(|(_, r)| !matches!(r.action, Action::Unsupported(_)))
        .map(|(g, r)| {
            let id = Literal::u16_unsuffixed(r.id as u16);
            let body = match &r.action {
                Action::Custom(m) => {
                    let m = ident(&snake_ident(m));
                    quote!(custom.#m(cx, inst))
                }
                Action::Steps(steps) => steps_body(l, g, steps)?,
                Action::Unsupported(_) => quote!(Ok(())),
            };
            Ok(quote!(#id => { #body }))
        })
        .collect::<Result<Vec<_>, GenerateError>>()?;
    let custom_doc = doc(&format!(
        "The hand-written rules of `{}`: one method per `custom:` rule.",
        l.name
    ));
    let no_customs = customs.is_empty();
    let unit_custom = if no_customs {
        quote! {
            /// A table without `custom:` rules needs no hand-written code.
            impl Custom for () {}

            /// Lowers `source` into a function of the target with the table's rules: one target
            /// block per reachable source block, with its parameters.
            pub fn lower(
                source: &::opforge_cfg::Function<SourceOpcode>,
            ) -> Result<::opforge_cfg::Function<Opcode>, ::opforge_cfg::lower::LowerError> {
                ::opforge_cfg::lower::lower(&mut Rules { custom: () }, source)
            }
        }
    } else {
        quote!()
    };
    let rules_doc = doc(&format!(
        "The rules of `{}` lowering `{}` into `{}`, for [`::opforge_cfg::lower::lower`]; `custom` holds the hand-written rules.",
        l.name, l.source_spec, l.target_spec
    ));
    let imm = imm_import(l);
    Ok(quote! {
        use #src::{Opcode as SourceOpcode, Type as SourceType};
        use #tgt::{InstBuilder, Opcode, Type #imm};

        /// What a rule reads and builds through: the source function and the target's builder.
        pub type Cx<'a> = ::opforge_cfg::lower::Cx<'a, SourceOpcode, Opcode>;

        /// A rule of the table, by number.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub struct RuleId(pub u16);

        /// Every rule, by number (operand positions count every operand of the instruction).
        pub static RULES: [::opforge_cfg::lower::RuleInfo; #n_rules] = [#(#infos),*];

        #custom_doc
        pub trait Custom {
            #(#customs)*
        }

        #unit_custom

        /// The bit of a source type in the table's type masks (0 for a type it does not map).
        pub fn type_bit(t: SourceType) -> u64 {
            #[allow(unreachable_patterns)]
            match t { #(#type_bits)* _ => 0 }
        }

        /// The target type holding values of a source type.
        pub fn target_type(t: SourceType) -> Option<Type> {
            #[allow(unreachable_patterns)]
            match t { #(#target_types)* _ => None }
        }

        #(#conds)*

        /// Why the table does not lower instructions of this opcode, when it marks them
        /// unsupported.
        pub fn unsupported(op: SourceOpcode) -> Option<&'static str> {
            #unsupported
        }

        /// The operand position of the value of a constant instruction (the table's
        /// `constants`).
        pub fn constant(op: SourceOpcode) -> Option<usize> {
            #constants
        }

        /// The rule that lowers `inst`: the first of its opcode's rules, in priority order,
        /// whose types, condition and input patterns hold; `None` when none does.
        pub fn select(cx: &Cx<'_>, inst: ::opforge_cfg::Inst) -> Option<RuleId> {
            #[allow(unreachable_patterns)]
            match cx.opcode(inst)? {
                #(#select_arms)*
                _ => None,
            }
        }

        /// Builds the target instructions of `rule` for `inst` (a rule [`select`] chose; a
        /// refusal builds nothing).
        #[allow(unused_variables)]
        pub fn emit<C: Custom + ?Sized>(
            custom: &mut C,
            cx: &mut Cx<'_>,
            inst: ::opforge_cfg::Inst,
            rule: RuleId,
        ) -> Result<(), ::opforge_cfg::lower::LowerError> {
            match rule.0 {
                #(#emit_arms)*
                _ => Ok(()),
            }
        }

        #rules_doc
        #[derive(Clone, Copy, Debug, Default)]
        pub struct Rules<C = ()> {
            /// The hand-written rules.
            pub custom: C,
        }

        impl<C: Custom> ::opforge_cfg::lower::Rules for Rules<C> {
            type Source = SourceOpcode;
            type Target = Opcode;

            fn target_type(&self, t: SourceType) -> Option<Type> {
                target_type(t)
            }

            fn constant(op: SourceOpcode) -> Option<usize> {
                constant(op)
            }

            fn unsupported(&self, op: SourceOpcode) -> Option<&'static str> {
                unsupported(op)
            }

            fn select(&self, cx: &Cx<'_>, inst: ::opforge_cfg::Inst) -> Option<u16> {
                select(cx, inst).map(|r| r.0)
            }

            fn rule(&self, rule: u16) -> Option<&'static ::opforge_cfg::lower::RuleInfo> {
                RULES.get(usize::from(rule))
            }

            fn emit(
                &mut self,
                cx: &mut Cx<'_>,
                inst: ::opforge_cfg::Inst,
                rule: u16,
            ) -> Result<(), ::opforge_cfg::lower::LowerError> {
                emit(&mut self.custom, cx, inst, RuleId(rule))
            }
        }
    })
}

/// A match of `op` over `arms`, `None` for any other opcode; without arms, just `None` (so
/// clippy sees no match of one arm).
pub(super) fn match_or_none(arms: impl Iterator<Item = TokenStream>) -> TokenStream {
    let arms: Vec<TokenStream> = arms.collect();
    if arms.is_empty() {
        quote! { let _ = op; None }
    } else {
        quote! {
            #[allow(unreachable_patterns)]
            match op { #(#arms)* _ => None }
        }
    }
}

/// The arm of `select` for one instruction.
fn select_arm(l: &Lowering, g: &GateRules) -> Result<TokenStream, GenerateError> {
    let op = ident(&camel(&g.gate));
    let control = if g.typed_by_output {
        quote!(cx.result_type(inst))
    } else {
        let s = lit(input_slot(&g.slots, 0));
        quote!(cx.operand_type(inst, #s))
    };
    let tests = g
        .rules
        .iter()
        .map(|r| {
            let id = Literal::u16_unsuffixed(r.id as u16);
            let test = rule_test(l, g, r)?;
            Ok(quote!(if #test { return Some(RuleId(#id)); }))
        })
        .collect::<Result<Vec<_>, GenerateError>>()?;
    let all = crate::kinds::cfg::model::mask_of_count(l.types.len());
    let typed = g.rules.iter().any(|r| r.types & all != all);
    let t = if typed {
        quote!(let t = #control.map_or(0, type_bit);)
    } else {
        quote!()
    };
    Ok(quote! {
        SourceOpcode::#op => {
            #t
            #(#tests)*
            None
        }
    })
}

/// The test of one rule in `select`.
fn rule_test(l: &Lowering, g: &GateRules, r: &Rule) -> Result<TokenStream, GenerateError> {
    let all = crate::kinds::cfg::model::mask_of_count(l.types.len());
    let mut tests = Vec::new();
    if r.types & all != all {
        let m = Literal::u64_unsuffixed(r.types);
        tests.push(quote!(t & #m != 0));
    }
    if g.typed_by_output && r.from & all != all {
        let m = Literal::u64_unsuffixed(r.from);
        let s = lit(input_slot(&g.slots, 0));
        tests.push(quote!(cx.operand_type(inst, #s).map_or(0, type_bit) & #m != 0));
    }
    if let Some(list) = &r.cond {
        let s = lit(g.slots.condition.unwrap_or_default());
        let pattern = value_pattern(list, |v| Literal::i64_unsuffixed(v as i64));
        tests.push(quote!(matches!(cx.imm(inst, #s), Some(#pattern))));
    }
    for i in &r.inputs {
        let s = lit(input_slot(&g.slots, i.index));
        if i.types & all != all {
            let m = Literal::u64_unsuffixed(i.types);
            let control = match &i.pattern {
                Pattern::Gate(name) => {
                    let by_output = l
                        .gates
                        .iter()
                        .find(|x| x.gate == *name)
                        .is_none_or(|x| x.typed_by_output);
                    if by_output {
                        quote!(cx.operand_type(inst, #s))
                    } else {
                        let inner = lit(input_slot(slots(l, name)?, 0));
                        quote!(cx.operand_of_type(inst, #s, #inner))
                    }
                }
                _ => quote!(cx.operand_type(inst, #s)),
            };
            tests.push(quote!(#control.map_or(0, type_bit) & #m != 0));
        }
        match &i.pattern {
            Pattern::Any => {}
            Pattern::Const { min, max, .. } => {
                let (min, max) = (
                    Literal::i128_unsuffixed(*min),
                    Literal::i128_unsuffixed(*max),
                );
                tests.push(quote!(cx.operand_constant(inst, #s).is_some_and(|v| (#min..=#max).contains(&i128::from(v)))));
            }
            Pattern::Gate(name) => {
                let op = ident(&camel(name));
                tests.push(quote!(cx.absorbable(inst, #s, SourceOpcode::#op)));
                if let Some(list) = &i.cond {
                    let inner = lit(slots(l, name)?.condition.unwrap_or_default());
                    let pattern = value_pattern(list, |v| Literal::i64_unsuffixed(v as i64));
                    tests.push(quote!(
                        matches!(cx.operand_of_imm(inst, #s, #inner), Some(#pattern))
                    ));
                }
            }
        }
    }
    Ok(if tests.is_empty() {
        quote!(true)
    } else {
        quote!(#(#tests)&&*)
    })
}

/// The body of `emit` for a rule with steps.
fn steps_body(l: &Lowering, g: &GateRules, steps: &[Step]) -> Result<TokenStream, GenerateError> {
    let own_type = if g.typed_by_output {
        quote!(cx.result_type(inst).and_then(target_type))
    } else if let Some(t) = g
        .output
        .as_ref()
        .and_then(|o| l.types.iter().find(|x| x.source == *o))
    {
        let tt = ident(&camel(&t.target));
        quote!(Some(Type::#tt))
    } else {
        quote!(cx.result_type(inst).and_then(target_type))
    };
    let absorbed_slots = |n: usize| -> Result<&Slots, GenerateError> {
        let rule_inputs = g.rules.iter().flat_map(|r| r.inputs.iter());
        let name = rule_inputs
            .filter(|i| i.index == n)
            .find_map(|i| match &i.pattern {
                Pattern::Gate(name) => Some(name.as_str()),
                _ => None,
            })
            .ok_or_else(|| GenerateError {
                message: format!("`{}` absorbs no input {n}", g.gate),
            })?;
        slots(l, name)
    };
    let mut body = Vec::new();
    let mut uses_own = false;
    for (k, s) in steps.iter().enumerate() {
        let mut pre = Vec::new();
        let mut args = Vec::new();
        for (j, a) in s.args.iter().enumerate() {
            let v = ident(&format!("a{k}_{j}"));
            match a {
                Arg::Input(n) => {
                    let n = lit(input_slot(&g.slots, *n));
                    pre.push(quote!(let #v = cx.operand_value(inst, #n)?;));
                    args.push(quote!(#v));
                }
                Arg::InputOf(n, m) => {
                    let inner = lit(input_slot(absorbed_slots(*n)?, *m));
                    let n = lit(input_slot(&g.slots, *n));
                    pre.push(quote!(let #v = cx.operand_of_value(inst, #n, #inner)?;));
                    args.push(quote!(#v));
                }
                Arg::Temp(t) => {
                    let t = ident(&format!("t{t}"));
                    args.push(quote!(#t));
                }
                Arg::Out => args.push(quote!(out)),
                Arg::Rest(n) => {
                    let n = lit(input_slot(&g.slots, *n));
                    pre.push(quote!(let #v = cx.operand_values_from(inst, #n)?;));
                    args.push(quote!(&#v));
                }
                Arg::Target(t) => {
                    let slot = lit(g.slots.targets.get(*t).copied().unwrap_or_default());
                    let b = ident(&format!("b{k}_{j}"));
                    pre.push(quote!(let (#b, #v) = cx.target(inst, #slot)?;));
                    args.push(quote!((#b, &#v)));
                }
                Arg::Int(i) => {
                    let i = Literal::i64_unsuffixed(*i);
                    pre.push(fit(&v, &quote!(#i), &quote!(cx), &quote!(inst)));
                    args.push(quote!(#v));
                }
                Arg::ConstOf(n) => {
                    let n = lit(input_slot(&g.slots, *n));
                    pre.push(quote!(let #v = cx.operand_constant(inst, #n).unwrap_or_default();));
                    pre.push(fit(&v, &quote!(#v), &quote!(cx), &quote!(inst)));
                    args.push(quote!(#v));
                }
                Arg::Bitfield => {
                    let s = lit(g.slots.bits.unwrap_or_default());
                    pre.push(quote!(let #v = cx.imm(inst, #s).unwrap_or_default();));
                    pre.push(fit(&v, &quote!(#v), &quote!(cx), &quote!(inst)));
                    args.push(quote!(#v));
                }
                Arg::Imm(slot) => {
                    let s = lit(*slot);
                    pre.push(quote!(let #v = cx.imm(inst, #s).unwrap_or_default();));
                    pre.push(fit(&v, &quote!(#v), &quote!(cx), &quote!(inst)));
                    args.push(quote!(#v));
                }
                Arg::Cond { of, map, .. } => {
                    let f = ident(&format!("cond_{map}"));
                    let read = match of {
                        Some(n) => {
                            let inner = lit(absorbed_slots(*n)?.condition.unwrap_or_default());
                            let n = lit(input_slot(&g.slots, *n));
                            quote!(cx.operand_of_imm(inst, #n, #inner))
                        }
                        None => {
                            let s = lit(g.slots.condition.unwrap_or_default());
                            quote!(cx.imm(inst, #s))
                        }
                    };
                    pre.push(quote! {
                        let #v = {
                            let value = #read.unwrap_or(-1);
                            match #f(value as u64) { Some(c) => c, None => return Err(cx.unmapped(inst, value)) }
                        };
                    });
                    args.push(quote!(#v));
                }
                Arg::Case { imm, case } => {
                    let e = ident(&camel(imm));
                    let c = ident(&camel(case));
                    args.push(quote!(imm::#e::#c));
                }
            }
        }
        uses_own |= step_call(s, &mut args, pre, &mut body, &quote!(cx), &quote!(inst));
    }
    Ok(with_own(
        uses_own,
        own_type,
        &body,
        &quote!(cx),
        &quote!(inst),
    ))
}
