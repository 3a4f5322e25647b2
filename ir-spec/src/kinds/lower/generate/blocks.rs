//! The Rust generated from a lowering table whose source is a block-structured IR
//! (`kind: cfg`): the rules as the generic driver of `opforge_cfg::lower` runs them. It owns
//! `select` (the rule an instruction takes), `emit` (a rule's steps as calls to the target's
//! typed builder), `RULES` (per rule its instruction, position, the operand positions it
//! absorbs or reads as immediates, and a refusal's reason), the `Custom` trait of hand-written
//! rules, and `Rules`, which implements `opforge_cfg::lower::Rules` so that `lower` turns a
//! source function into a target function with no driver written by the user.

use proc_macro2::{Ident, Literal, TokenStream};
use quote::quote;

use super::super::model::{Arg, GateRules, Lowering, Pattern};
use super::super::source::Slots;
use super::rules::{Generated, Read, Reader, match_or_none, parts, value_pattern, var};
use crate::front::format::{GenerateError, doc, ident};
use crate::front::naming::camel;

/// The operand positions of source instruction `name`.
fn slots<'a>(l: &'a Lowering, name: &str) -> Generated<&'a Slots> {
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

/// A condition pattern: the values as `i64` literals, inside `Some`.
fn some_pattern(list: &[u64]) -> TokenStream {
    let pattern = value_pattern(list, |v| Literal::i64_unsuffixed(v as i64));
    quote!(Some(#pattern))
}

/// The operand positions of the instruction rule input `n` of `g` absorbs.
fn absorbed_slots<'a>(
    l: &'a Lowering,
    g: &GateRules,
    n: usize,
) -> Result<&'a Slots, GenerateError> {
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
}

/// Reads an instruction through the context of `opforge_cfg::lower` (`cx`): value input `n` is
/// the operand at its position in the instruction.
struct Blocks<'a>(&'a Lowering);

impl Reader for Blocks<'_> {
    fn table(&self) -> &Lowering {
        self.0
    }

    fn cx(&self) -> TokenStream {
        quote!(cx)
    }

    fn node(&self) -> TokenStream {
        quote!(inst)
    }

    fn opcode(&self) -> TokenStream {
        quote!(SourceOpcode)
    }

    fn noun(&self) -> &'static str {
        "instruction"
    }

    fn slot(&self, g: &GateRules, n: usize) -> usize {
        input_slot(&g.slots, n)
    }

    fn rule_info(&self, inst: &str, rest: TokenStream) -> TokenStream {
        quote!(::opforge_cfg::lower::RuleInfo { inst: #inst, #rest })
    }

    fn custom_method(&self, m: &Ident) -> TokenStream {
        quote!(fn #m(&mut self, cx: &mut Cx<'_>, inst: ::opforge_cfg::Inst) -> Result<(), ::opforge_cfg::lower::LowerError>;)
    }

    fn custom_call(&self, m: &Ident) -> TokenStream {
        quote!(custom.#m(cx, inst))
    }

    fn output_bits(&self) -> TokenStream {
        quote!(cx.result_type(inst).map_or(0, type_bit))
    }

    fn input_bits(&self, g: &GateRules, n: usize) -> TokenStream {
        let s = lit(input_slot(&g.slots, n));
        quote!(cx.operand_type(inst, #s).map_or(0, type_bit))
    }

    fn input_of_bits(&self, g: &GateRules, n: usize, name: &str) -> Generated<TokenStream> {
        let s = lit(input_slot(&g.slots, n));
        let inner = lit(input_slot(slots(self.0, name)?, 0));
        Ok(quote!(cx.operand_of_type(inst, #s, #inner).map_or(0, type_bit)))
    }

    fn cond_test(&self, g: &GateRules, list: &[u64]) -> TokenStream {
        let s = lit(g.slots.condition.unwrap_or_default());
        let pattern = some_pattern(list);
        quote!(matches!(cx.imm(inst, #s), #pattern))
    }

    fn input_constant(&self, g: &GateRules, n: usize) -> TokenStream {
        let s = lit(input_slot(&g.slots, n));
        quote!(cx.operand_constant(inst, #s))
    }

    fn absorbs(&self, g: &GateRules, n: usize, name: &str) -> TokenStream {
        let (s, op) = (lit(input_slot(&g.slots, n)), ident(&camel(name)));
        quote!(cx.absorbable(inst, #s, SourceOpcode::#op))
    }

    fn input_cond_test(
        &self,
        g: &GateRules,
        at: (usize, &str),
        list: &[u64],
    ) -> Generated<TokenStream> {
        let s = lit(input_slot(&g.slots, at.0));
        let inner = lit(slots(self.0, at.1)?.condition.unwrap_or_default());
        let pattern = some_pattern(list);
        Ok(quote!(
            matches!(cx.operand_of_imm(inst, #s, #inner), #pattern)
        ))
    }

    fn output_target(&self) -> TokenStream {
        quote!(cx.result_type(inst).and_then(target_type))
    }

    fn unfixed_target(&self) -> TokenStream {
        self.output_target()
    }

    fn read_arg(&self, g: &GateRules, at: (usize, usize), a: &Arg) -> Generated<Read> {
        let v = var(at);
        let fitted = |value| Read::fitted(var(at), value, &quote!(cx), &quote!(inst));
        let input = |n: usize| lit(input_slot(&g.slots, n));
        Ok(match a {
            Arg::Input(n) => {
                let n = input(*n);
                Read::into_var(
                    v.clone(),
                    vec![quote!(let #v = cx.operand_value(inst, #n)?;)],
                )
            }
            Arg::InputOf(n, m) => {
                let inner = lit(input_slot(absorbed_slots(self.0, g, *n)?, *m));
                let n = input(*n);
                let pre = quote!(let #v = cx.operand_of_value(inst, #n, #inner)?;);
                Read::into_var(v, vec![pre])
            }
            Arg::Rest(n) => {
                let n = input(*n);
                Read {
                    pre: vec![quote!(let #v = cx.operand_values_from(inst, #n)?;)],
                    arg: quote!(&#v),
                }
            }
            Arg::Target(t) => {
                let slot = lit(g.slots.targets.get(*t).copied().unwrap_or_default());
                let b = ident(&format!("b{}_{}", at.0, at.1));
                Read {
                    pre: vec![quote!(let (#b, #v) = cx.target(inst, #slot)?;)],
                    arg: quote!((#b, &#v)),
                }
            }
            Arg::ConstOf(n) => {
                let n = input(*n);
                fitted(quote!(cx.operand_constant(inst, #n).unwrap_or_default()))
            }
            Arg::Bitfield => {
                let s = lit(g.slots.bits.unwrap_or_default());
                fitted(quote!(cx.imm(inst, #s).unwrap_or_default()))
            }
            Arg::Imm(slot) => {
                let s = lit(*slot);
                fitted(quote!(cx.imm(inst, #s).unwrap_or_default()))
            }
            Arg::Cond { of, map, .. } => {
                let f = ident(&format!("cond_{map}"));
                let read = match of {
                    Some(n) => {
                        let slots = absorbed_slots(self.0, g, *n)?;
                        let inner = lit(slots.condition.unwrap_or_default());
                        let n = input(*n);
                        quote!(cx.operand_of_imm(inst, #n, #inner))
                    }
                    None => {
                        let s = lit(g.slots.condition.unwrap_or_default());
                        quote!(cx.imm(inst, #s))
                    }
                };
                let pre = quote! {
                    let #v = {
                        let value = #read.unwrap_or(-1);
                        match #f(value as u64) { Some(c) => c, None => return Err(cx.unmapped(inst, value)) }
                    };
                };
                Read::into_var(v, vec![pre])
            }
            Arg::Temp(_) | Arg::Out | Arg::Int(_) | Arg::Case { .. } => {
                return Err(GenerateError {
                    message:
                        "the instruction reader was asked for an argument every source reads alike"
                            .into(),
                });
            }
        })
    }
}

/// The unformatted tokens of a block-structured IR's rules.
pub(super) fn tokens(l: &Lowering) -> Generated<TokenStream> {
    let p = parts(&Blocks(l), &quote!(SourceType))?;
    let (src, tgt, imm, n_rules, infos) = (p.src, p.tgt, p.imm, p.n_rules, p.infos);
    let (custom_doc, customs, types, unsupported) =
        (p.custom_doc, p.customs, p.types, p.unsupported);
    let constants = match_or_none(l.constants.iter().map(|(name, slot)| {
        let op = ident(&camel(name));
        let slot = lit(*slot);
        quote!(SourceOpcode::#op => Some(#slot),)
    }));
    let (select_arms, emit_arms) = (p.select_arms, p.emit_arms);
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
    Ok(quote! {
        use #src::{Opcode as SourceOpcode, Type as SourceType};
        use #tgt::{InstBuilder, Opcode, Type #imm};

        /// What a rule reads and builds through: the source function and the target's builder.
        pub type Cx<'a> = ::opforge_cfg::lower::Cx<'a, SourceOpcode, Opcode>;

        /// A rule of the table, by number.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub struct RuleId(pub u16);

        /// Every rule, by number (operand positions count every operand of the instruction).
        pub static RULES: [::opforge_cfg::lower::RuleInfo; #n_rules] = [#infos];

        #custom_doc
        pub trait Custom {
            #customs
        }

        #unit_custom

        #types

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
                #select_arms
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
                #emit_arms
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
