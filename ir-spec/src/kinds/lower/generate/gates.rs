//! The Rust generated from a lowering table whose source is a gate graph (`kind: ir`): the
//! `Driver` trait the compiler implements (how the matcher reads gates and builds target
//! instructions), the `Custom` trait of hand-written rules, `select` (the rule a gate takes: a
//! match on its opcode, then each rule's tests in priority order, refusals last), `emit` (the
//! steps of a rule as calls to the target's typed builder), and `RULES` (per rule: its gate, its
//! position in the table, the inputs it absorbs and those it reads as immediates, so the driver
//! can skip gates nothing else needs, and a refusal's reason).

use proc_macro2::{Ident, Literal, TokenStream};
use quote::quote;

use super::super::model::{Arg, GateRules, Lowering};
use super::rules::{Generated, Read, Reader, parts, value_pattern, var};
use crate::front::format::{GenerateError, doc, ident};
use crate::front::naming::camel;

/// Reads a gate through the compiler's `Driver` (`d`): value input `n` is `d.input(gate, n)`.
struct Gates<'a>(&'a Lowering);

/// `d.input(gate, n)`.
fn input(n: usize) -> TokenStream {
    let n = Literal::usize_unsuffixed(n);
    quote!(d.input(gate, #n))
}

impl Reader for Gates<'_> {
    fn table(&self) -> &Lowering {
        self.0
    }

    fn cx(&self) -> TokenStream {
        quote!(d)
    }

    fn node(&self) -> TokenStream {
        quote!(gate)
    }

    fn opcode(&self) -> TokenStream {
        quote!(Opcode)
    }

    fn noun(&self) -> &'static str {
        "gate"
    }

    fn slot(&self, _: &GateRules, n: usize) -> usize {
        n
    }

    fn rule_info(&self, gate: &str, rest: TokenStream) -> TokenStream {
        quote!(RuleInfo { gate: #gate, #rest })
    }

    fn custom_method(&self, m: &Ident) -> TokenStream {
        quote!(fn #m(&mut self, gate: Self::Gate) -> Result<(), Self::Error>;)
    }

    fn custom_call(&self, m: &Ident) -> TokenStream {
        quote!(<D as Custom>::#m(d, gate))
    }

    fn output_bits(&self) -> TokenStream {
        quote!(type_bit(d.machine_type(gate)))
    }

    fn input_bits(&self, _: &GateRules, n: usize) -> TokenStream {
        let input = input(n);
        quote!(type_bit(d.machine_type(#input)))
    }

    fn input_of_bits(&self, _: &GateRules, n: usize, _: &str) -> Generated<TokenStream> {
        let input = input(n);
        Ok(quote!(type_bit(d.machine_type(d.input(#input, 0)))))
    }

    fn cond_test(&self, _: &GateRules, list: &[u64]) -> TokenStream {
        let pattern = value_pattern(list, Literal::u64_unsuffixed);
        quote!(matches!(d.bitfield(gate), #pattern))
    }

    fn input_constant(&self, _: &GateRules, n: usize) -> TokenStream {
        let input = input(n);
        quote!(d.constant(#input))
    }

    fn absorbs(&self, _: &GateRules, n: usize, name: &str) -> TokenStream {
        let (input, op) = (input(n), ident(&camel(name)));
        quote!(d.opcode(#input) == Opcode::#op && d.absorbable(#input, gate))
    }

    fn input_cond_test(
        &self,
        _: &GateRules,
        at: (usize, &str),
        list: &[u64],
    ) -> Generated<TokenStream> {
        let (input, pattern) = (input(at.0), value_pattern(list, Literal::u64_unsuffixed));
        Ok(quote!(matches!(d.bitfield(#input), #pattern)))
    }

    fn output_target(&self) -> TokenStream {
        quote!(target_type(d.machine_type(gate)))
    }

    fn unfixed_target(&self) -> TokenStream {
        quote!(None::<Type>)
    }

    fn read_arg(&self, _: &GateRules, at: (usize, usize), a: &Arg) -> Generated<Read> {
        let v = var(at);
        let fitted = |value| Read::fitted(var(at), value, &quote!(d), &quote!(gate));
        Ok(match a {
            Arg::Input(n) => {
                let input = input(*n);
                Read::into_var(
                    v.clone(),
                    vec![quote!(let #v = { let g = #input; d.value(g)? };)],
                )
            }
            Arg::InputOf(n, m) => {
                let (input, m) = (input(*n), Literal::usize_unsuffixed(*m));
                let pre = quote!(let #v = { let g = d.input(#input, #m); d.value(g)? };);
                Read::into_var(v, vec![pre])
            }
            Arg::Rest(n) => {
                let n = Literal::usize_unsuffixed(*n);
                let pre = quote! {
                    let #v = (#n..d.input_count(gate))
                        .map(|i| { let g = d.input(gate, i); d.value(g) })
                        .collect::<Result<Vec<_>, _>>()?;
                };
                Read {
                    pre: vec![pre],
                    arg: quote!(&#v),
                }
            }
            Arg::Target(t) => {
                let t = Literal::usize_unsuffixed(*t);
                Read {
                    pre: vec![quote!(let #v = d.target(gate, #t);)],
                    arg: quote!((#v, &[])),
                }
            }
            Arg::ConstOf(n) => {
                let input = input(*n);
                fitted(quote!(d.constant(#input).unwrap_or_default()))
            }
            Arg::Bitfield => fitted(quote!(d.bitfield(gate) as i64)),
            Arg::Cond { of, map, .. } => {
                let f = ident(&format!("cond_{map}"));
                let of_gate = match of {
                    Some(n) => input(*n),
                    None => quote!(gate),
                };
                let pre = quote! {
                    let #v = {
                        let g = #of_gate;
                        let bits = d.bitfield(g);
                        match #f(bits) { Some(c) => c, None => return Err(d.unmapped(g, bits)) }
                    };
                };
                Read::into_var(v, vec![pre])
            }
            Arg::Imm(_) => {
                return Err(GenerateError {
                    message: "a gate has no named immediates".into(),
                });
            }
            Arg::Temp(_) | Arg::Out | Arg::Int(_) | Arg::Case { .. } => {
                return Err(GenerateError {
                    message: "the gate reader was asked for an argument every source reads alike"
                        .into(),
                });
            }
        })
    }
}

/// The unformatted tokens of a gate graph's matcher.
pub(super) fn tokens(l: &Lowering) -> Generated<TokenStream> {
    let p = parts(&Gates(l), &quote!(MachineType))?;
    let (src, tgt, imm, n_rules, infos) = (p.src, p.tgt, p.imm, p.n_rules, p.infos);
    let d_doc = doc(&format!(
        "What the generated matcher needs from the compiler lowering `{}` gates into `{}` instructions: reading gates, the values of lowered gates, and the target's builder.",
        l.source_spec, l.target_spec
    ));
    let (custom_doc, customs, types) = (p.custom_doc, p.customs, p.types);
    let (unsupported, select_arms, emit_arms) = (p.unsupported, p.select_arms, p.emit_arms);
    Ok(quote! {
        use #src::{MachineType, Opcode};
        use #tgt::{InstBuilder, Type #imm};

        /// A rule of the table, by number.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub struct RuleId(pub u16);

        /// What the driver needs to know about a rule.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct RuleInfo {
            /// The gate it lowers.
            pub gate: &'static str,
            /// Where it is written, `file:line:col`.
            pub at: &'static str,
            /// The data inputs it absorbs (gates it lowers together with its own).
            pub absorbs: &'static [usize],
            /// The data inputs it reads as immediates (constants it does not materialize).
            pub immediates: &'static [usize],
            /// Why gates it matches are not lowered, when it is a refusal (`unsupported` with
            /// `types`, `from` or `cond`): the driver reports it instead of emitting.
            pub unsupported: Option<&'static str>,
        }

        /// Every rule, by number.
        pub static RULES: [RuleInfo; #n_rules] = [#infos];

        #d_doc
        pub trait Driver {
            /// A gate of the source.
            type Gate: Copy;
            /// The target's builder.
            type Builder: InstBuilder;
            /// Why lowering failed.
            type Error;
            /// The gate's opcode.
            fn opcode(&self, gate: Self::Gate) -> Opcode;
            /// The gate's machine type.
            fn machine_type(&self, gate: Self::Gate) -> MachineType;
            /// The gate's bitfield.
            fn bitfield(&self, gate: Self::Gate) -> u64;
            /// Data input `n` of the gate.
            fn input(&self, gate: Self::Gate, n: usize) -> Self::Gate;
            /// The number of data inputs of the gate.
            fn input_count(&self, gate: Self::Gate) -> usize;
            /// The value of a constant gate, its bits zero-extended from its type's width; `None`
            /// for any other gate.
            fn constant(&self, gate: Self::Gate) -> Option<i64>;
            /// Whether `input` may be absorbed into `user`'s rule: `user` is its only use left
            /// and both are placed in one block.
            fn absorbable(&self, input: Self::Gate, user: Self::Gate) -> bool;
            /// The target value of a lowered gate.
            fn value(&mut self, gate: Self::Gate) -> Result<::opforge_cfg::Value, Self::Error>;
            /// Records the target value of a gate.
            fn define(&mut self, gate: Self::Gate, value: ::opforge_cfg::Value);
            /// The builder, positioned where the gate's instructions go.
            fn builder(&mut self) -> &mut Self::Builder;
            /// Target `which` (0: then, 1: else) of a branch gate.
            fn target(&self, gate: Self::Gate, which: usize) -> ::opforge_cfg::Block;
            /// The error for a bitfield the table's condition map leaves out.
            fn unmapped(&self, gate: Self::Gate, bitfield: u64) -> Self::Error;
            /// The error for a gate whose type the table does not map.
            fn untyped(&self, gate: Self::Gate) -> Self::Error;
            /// The error for a number that does not fit the target immediate a step passes it to.
            fn out_of_range(&self, gate: Self::Gate, error: ::opforge_cfg::ImmOutOfRange) -> Self::Error;
            /// `value` as the immediate type `I` a step's target parameter names, or the
            /// `out_of_range` error for `gate`.
            fn fit<I: ::opforge_cfg::Immediate>(&self, gate: Self::Gate, value: i64) -> Result<I, Self::Error> {
                I::from_imm(value).map_err(|e| self.out_of_range(gate, e))
            }
        }

        #custom_doc
        pub trait Custom: Driver {
            #customs
        }

        #types

        /// Why the table does not lower gates of this opcode, when it marks them unsupported.
        pub fn unsupported(op: Opcode) -> Option<&'static str> {
            #unsupported
        }

        /// The rule that lowers `gate`: the first of its opcode's rules, in priority order,
        /// whose types, bitfield and input patterns hold; `None` when none does.
        pub fn select<D: Driver>(d: &D, gate: D::Gate) -> Option<RuleId> {
            #[allow(unreachable_patterns)]
            match d.opcode(gate) {
                #select_arms
                _ => None,
            }
        }

        /// Builds the target instructions of `rule` for `gate` (a rule [`select`] chose; a
        /// refusal builds nothing).
        #[allow(unused_variables)]
        pub fn emit<D: Custom>(d: &mut D, gate: D::Gate, rule: RuleId) -> Result<(), D::Error> {
            match rule.0 {
                #emit_arms
                _ => Ok(()),
            }
        }
    })
}
