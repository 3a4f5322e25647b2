//! The Rust generated from a lowering table: the `Driver` trait the compiler implements (how the
//! matcher reads gates and builds target instructions), the `Custom` trait of hand-written rules,
//! `select` (the rule a gate takes: a match on its opcode, then each rule's tests in priority
//! order, refusals last), `emit` (the steps of a rule as calls to the target's typed builder), and
//! `RULES` (per rule: its gate, its position in the table, the inputs it absorbs and those it
//! reads as immediates, so the driver can skip gates nothing else needs, and a refusal's reason).

use proc_macro2::{Ident, Literal, TokenStream};
use quote::quote;

use super::model::{Action, Arg, Def, GateRules, Lowering, Pattern, Rule, Step};
use crate::front::format::{GenerateError, doc, format, ident};
use crate::front::naming::{camel, snake_ident};

/// `, imm` for the generated file's import of the target's `imm` module when a step names one
/// of its enums (a condition through `conditions:`, or a `#case`), else nothing: a table without
/// either then compiles without an unused import.
pub(super) fn imm_import(l: &Lowering) -> TokenStream {
    let names_imm = !l.conditions.is_empty()
        || l.gates
            .iter()
            .flat_map(|g| &g.rules)
            .any(|r| match &r.action {
                Action::Steps(steps) => steps
                    .iter()
                    .flat_map(|s| &s.args)
                    .any(|a| matches!(a, Arg::Case { .. })),
                _ => false,
            });
    if names_imm { quote!(, imm) } else { quote!() }
}

/// The formatted Rust of `lowering`.
pub fn layer(lowering: &Lowering, source: &str) -> Result<String, GenerateError> {
    format(source, tokens(lowering)?)
}

pub(super) fn path(text: &str) -> Result<TokenStream, GenerateError> {
    text.parse::<TokenStream>().map_err(|e| GenerateError {
        message: format!("`{text}` is not a Rust path: {e}"),
    })
}

/// The unformatted tokens: a gate graph's matcher over the compiler's `Driver`, or a
/// block-structured IR's rules for the generic driver of `opforge_cfg::lower`.
pub fn tokens(l: &Lowering) -> Result<TokenStream, GenerateError> {
    if l.source_kind == super::source::SourceKind::Cfg {
        return super::generate_cfg::tokens(l);
    }
    let src = path(&l.source_path)?;
    let tgt = path(&l.target_path)?;
    let rules: Vec<(&GateRules, &Rule)> = l
        .gates
        .iter()
        .flat_map(|g| g.rules.iter().map(move |r| (g, r)))
        .collect();
    let mut by_id = rules.clone();
    by_id.sort_by_key(|(_, r)| r.id);
    let source_type = quote!(MachineType);
    let (type_bits, target_types, conds) = type_tables(l, &source_type);
    let mut infos = Vec::new();
    for (g, r) in &by_id {
        let gate = &g.gate;
        let at = position(l, r.loc);
        let absorbs = r
            .inputs
            .iter()
            .filter(|i| matches!(i.pattern, Pattern::Gate(_)))
            .map(|i| Literal::usize_unsuffixed(i.index));
        let imms = r
            .inputs
            .iter()
            .filter(|i| matches!(i.pattern, Pattern::Const { .. }))
            .map(|i| Literal::usize_unsuffixed(i.index));
        let unsupported = match &r.action {
            Action::Unsupported(why) => quote!(Some(#why)),
            _ => quote!(None),
        };
        infos.push(quote! {
            RuleInfo { gate: #gate, at: #at, absorbs: &[#(#absorbs),*], immediates: &[#(#imms),*], unsupported: #unsupported }
        });
    }
    let n_rules = Literal::usize_unsuffixed(by_id.len());
    let customs: Vec<TokenStream> = by_id
        .iter()
        .filter_map(|(g, r)| match &r.action {
            Action::Custom(m) => {
                let m = ident(&snake_ident(m));
                let d = format!(
                    " Lowers a `{}` gate (the rule at {}).",
                    g.gate,
                    position(l, r.loc)
                );
                Some(quote! {
                    #[doc = #d]
                    fn #m(&mut self, gate: Self::Gate) -> Result<(), Self::Error>;
                })
            }
            Action::Steps(_) | Action::Unsupported(_) => None,
        })
        .collect();
    let mut seen = std::collections::HashSet::new();
    let customs: Vec<TokenStream> = customs
        .into_iter()
        .filter(|t| seen.insert(t.to_string()))
        .collect();
    let select_arms = l.gates.iter().filter(|g| !g.rules.is_empty()).map(|g| {
        let op = ident(&camel(&g.gate));
        let control = if g.typed_by_output {
            quote!(d.machine_type(gate))
        } else {
            quote!(d.machine_type(d.input(gate, 0)))
        };
        let tests = g.rules.iter().map(|r| {
            let id = Literal::u16_unsuffixed(r.id as u16);
            let test = rule_test(g, r, l);
            quote!(if #test { return Some(RuleId(#id)); })
        });
        let all = crate::kinds::cfg::model::mask_of_count(l.types.len());
        let typed = g.rules.iter().any(|r| r.types & all != all);
        let t = if typed {
            quote!(let t = type_bit(#control);)
        } else {
            quote!()
        };
        quote! {
            Opcode::#op => {
                #t
                #(#tests)*
                None
            }
        }
    });
    let unsupported = super::generate_cfg::match_or_none(l.gates.iter().filter_map(|g| {
        g.unsupported.as_ref().map(|why| {
            let op = ident(&camel(&g.gate));
            quote!(Opcode::#op => Some(#why),)
        })
    }));
    let emit_arms = by_id
        .iter()
        .filter(|(_, r)| !matches!(r.action, Action::Unsupported(_)))
        .map(|(g, r)| {
            let id = Literal::u16_unsuffixed(r.id as u16);
            let body = match &r.action {
                Action::Custom(m) => {
                    let m = ident(&snake_ident(m));
                    quote!(<D as Custom>::#m(d, gate))
                }
                Action::Steps(steps) => steps_body(l, g, r, steps)?,
                Action::Unsupported(_) => quote!(Ok(())),
            };
            Ok(quote!(#id => { #body }))
        })
        .collect::<Result<Vec<_>, GenerateError>>()?;
    let d_doc = doc(&format!(
        "What the generated matcher needs from the compiler lowering `{}` gates into `{}` instructions: reading gates, the values of lowered gates, and the target's builder.",
        l.source_spec, l.target_spec
    ));
    let custom_doc = doc(&format!(
        "The hand-written rules of `{}`: one method per `custom:` rule.",
        l.name
    ));
    let imm = imm_import(l);
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
        pub static RULES: [RuleInfo; #n_rules] = [#(#infos),*];

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
            #(#customs)*
        }

        /// The bit of a source type in the table's type masks (0 for a type it does not map).
        pub fn type_bit(t: MachineType) -> u64 {
            #[allow(unreachable_patterns)]
            match t { #(#type_bits)* _ => 0 }
        }

        /// The target type holding values of a source type.
        pub fn target_type(t: MachineType) -> Option<Type> {
            #[allow(unreachable_patterns)]
            match t { #(#target_types)* _ => None }
        }

        #(#conds)*

        /// Why the table does not lower gates of this opcode, when it marks them unsupported.
        pub fn unsupported(op: Opcode) -> Option<&'static str> {
            #unsupported
        }

        /// The rule that lowers `gate`: the first of its opcode's rules, in priority order,
        /// whose types, bitfield and input patterns hold; `None` when none does.
        pub fn select<D: Driver>(d: &D, gate: D::Gate) -> Option<RuleId> {
            #[allow(unreachable_patterns)]
            match d.opcode(gate) {
                #(#select_arms)*
                _ => None,
            }
        }

        /// Builds the target instructions of `rule` for `gate` (a rule [`select`] chose; a
        /// refusal builds nothing).
        #[allow(unused_variables)]
        pub fn emit<D: Custom>(d: &mut D, gate: D::Gate, rule: RuleId) -> Result<(), D::Error> {
            match rule.0 {
                #(#emit_arms)*
                _ => Ok(()),
            }
        }
    })
}

/// The pattern matching the source type of `t` in the enum `ty`: its variant, which holds the
/// structure's number for a compound family (`Type::Ptr(_)`, every pointer type).
fn variant_pattern(ty: &TokenStream, t: &super::model::TypeMap) -> TokenStream {
    let v = ident(&camel(&t.source));
    if t.family {
        quote!(#ty::#v(_))
    } else {
        quote!(#ty::#v)
    }
}

/// The arms of `type_bit` and `target_type` over the source type enum `ty`, and the functions
/// mapping each condition enum to its target immediate kind.
pub(super) fn type_tables(
    l: &Lowering,
    ty: &TokenStream,
) -> (Vec<TokenStream>, Vec<TokenStream>, Vec<TokenStream>) {
    let type_bits = l
        .types
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let v = variant_pattern(ty, t);
            let bit = Literal::u64_unsuffixed(1 << i);
            quote!(#v => #bit,)
        })
        .collect();
    let target_types = l
        .types
        .iter()
        .map(|t| {
            let v = variant_pattern(ty, t);
            let tt = ident(&camel(&t.target));
            quote!(#v => Some(Type::#tt),)
        })
        .collect();
    let conds = l
        .conditions
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let f = ident(&format!("cond_{i}"));
            let e = ident(&camel(&c.imm));
            let arms = c.cases.iter().map(|(_, v, t)| {
                let v = Literal::u64_unsuffixed(*v);
                let t = ident(&camel(t));
                quote!(#v => Some(imm::#e::#t),)
            });
            let d = format!(" The `{}` case of a `{}` value.", c.imm, c.enumeration);
            quote! {
                #[doc = #d]
                fn #f(value: u64) -> Option<imm::#e> {
                    match value { #(#arms)* _ => None }
                }
            }
        })
        .collect();
    (type_bits, target_types, conds)
}

/// A pattern matching exactly `values`: runs of three or more consecutive values as ranges
/// (`0..=9 | 12`), so clippy sees no long alternation of neighbours.
pub(super) fn value_pattern(values: &[u64], lit: impl Fn(u64) -> Literal) -> TokenStream {
    let mut sorted = values.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    let mut parts = Vec::new();
    let mut k = 0;
    while k < sorted.len() {
        let mut end = k;
        while end + 1 < sorted.len() && sorted[end + 1] == sorted[end] + 1 {
            end += 1;
        }
        let (a, b) = (lit(sorted[k]), lit(sorted[end]));
        if end - k >= 2 {
            parts.push(quote!(#a..=#b));
            k = end + 1;
        } else {
            parts.push(quote!(#a));
            k += 1;
        }
    }
    quote!(#(#parts)|*)
}

/// `file:line:col` of a rule.
pub(super) fn position(l: &Lowering, loc: crate::front::source::Loc) -> String {
    format!(
        "{}:{}:{}",
        l.sources.display(loc.file),
        loc.line,
        loc.column
    )
}

/// The test of one rule in `select`.
fn rule_test(g: &GateRules, r: &Rule, l: &Lowering) -> TokenStream {
    let all = crate::kinds::cfg::model::mask_of_count(l.types.len());
    let mut tests = Vec::new();
    if r.types & all != all {
        let m = Literal::u64_unsuffixed(r.types);
        tests.push(quote!(t & #m != 0));
    }
    if g.typed_by_output && r.from & all != all {
        let m = Literal::u64_unsuffixed(r.from);
        tests.push(quote!(type_bit(d.machine_type(d.input(gate, 0))) & #m != 0));
    }
    if let Some(list) = &r.cond {
        let pattern = value_pattern(list, Literal::u64_unsuffixed);
        tests.push(quote!(matches!(d.bitfield(gate), #pattern)));
    }
    for i in &r.inputs {
        let n = Literal::usize_unsuffixed(i.index);
        let input = quote!(d.input(gate, #n));
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
                        quote!(d.machine_type(#input))
                    } else {
                        quote!(d.machine_type(d.input(#input, 0)))
                    }
                }
                _ => quote!(d.machine_type(#input)),
            };
            tests.push(quote!(type_bit(#control) & #m != 0));
        }
        match &i.pattern {
            Pattern::Any => {}
            Pattern::Const { min, max, .. } => {
                let (min, max) = (
                    Literal::i128_unsuffixed(*min),
                    Literal::i128_unsuffixed(*max),
                );
                tests.push(quote!(d.constant(#input).is_some_and(|v| (#min..=#max).contains(&i128::from(v)))));
            }
            Pattern::Gate(name) => {
                let op = ident(&camel(name));
                tests.push(quote!(d.opcode(#input) == Opcode::#op && d.absorbable(#input, gate)));
                if let Some(list) = &i.cond {
                    let pattern = value_pattern(list, Literal::u64_unsuffixed);
                    tests.push(quote!(matches!(d.bitfield(#input), #pattern)));
                }
            }
        }
    }
    if tests.is_empty() {
        quote!(true)
    } else {
        quote!(#(#tests)&&*)
    }
}

/// The body of `emit` for a rule with steps.
fn steps_body(
    l: &Lowering,
    g: &GateRules,
    r: &Rule,
    steps: &[Step],
) -> Result<TokenStream, GenerateError> {
    let own_type = if g.typed_by_output {
        quote!(target_type(d.machine_type(gate)))
    } else if let Some(t) = g
        .output
        .as_ref()
        .and_then(|o| l.types.iter().find(|x| x.source == *o))
    {
        let tt = ident(&camel(&t.target));
        quote!(Some(Type::#tt))
    } else {
        quote!(None::<Type>)
    };
    let _ = r;
    let mut body = Vec::new();
    let mut uses_own = false;
    for (k, s) in steps.iter().enumerate() {
        let mut pre = Vec::new();
        let mut args = Vec::new();
        for (j, a) in s.args.iter().enumerate() {
            let v = ident(&format!("a{k}_{j}"));
            match a {
                Arg::Input(n) => {
                    let n = Literal::usize_unsuffixed(*n);
                    pre.push(quote!(let #v = { let g = d.input(gate, #n); d.value(g)? };));
                    args.push(quote!(#v));
                }
                Arg::InputOf(n, m) => {
                    let (n, m) = (Literal::usize_unsuffixed(*n), Literal::usize_unsuffixed(*m));
                    pre.push(
                        quote!(let #v = { let g = d.input(d.input(gate, #n), #m); d.value(g)? };),
                    );
                    args.push(quote!(#v));
                }
                Arg::Temp(t) => {
                    let t = ident(&format!("t{t}"));
                    args.push(quote!(#t));
                }
                Arg::Out => args.push(quote!(out)),
                Arg::Rest(n) => {
                    let n = Literal::usize_unsuffixed(*n);
                    pre.push(quote! {
                        let #v = (#n..d.input_count(gate))
                            .map(|i| { let g = d.input(gate, i); d.value(g) })
                            .collect::<Result<Vec<_>, _>>()?;
                    });
                    args.push(quote!(&#v));
                }
                Arg::Target(t) => {
                    let t = Literal::usize_unsuffixed(*t);
                    pre.push(quote!(let #v = d.target(gate, #t);));
                    args.push(quote!((#v, &[])));
                }
                Arg::Int(i) => {
                    let i = Literal::i64_unsuffixed(*i);
                    pre.push(fit(&v, &quote!(#i), &quote!(d), &quote!(gate)));
                    args.push(quote!(#v));
                }
                Arg::ConstOf(n) => {
                    let n = Literal::usize_unsuffixed(*n);
                    pre.push(quote!(let #v = d.constant(d.input(gate, #n)).unwrap_or_default();));
                    pre.push(fit(&v, &quote!(#v), &quote!(d), &quote!(gate)));
                    args.push(quote!(#v));
                }
                Arg::Bitfield => {
                    pre.push(quote!(let #v = d.bitfield(gate) as i64;));
                    pre.push(fit(&v, &quote!(#v), &quote!(d), &quote!(gate)));
                    args.push(quote!(#v));
                }
                Arg::Cond { of, map, .. } => {
                    let f = ident(&format!("cond_{map}"));
                    let of_gate = match of {
                        Some(n) => {
                            let n = Literal::usize_unsuffixed(*n);
                            quote!(d.input(gate, #n))
                        }
                        None => quote!(gate),
                    };
                    pre.push(quote! {
                        let #v = {
                            let g = #of_gate;
                            let bits = d.bitfield(g);
                            match #f(bits) { Some(c) => c, None => return Err(d.unmapped(g, bits)) }
                        };
                    });
                    args.push(quote!(#v));
                }
                Arg::Case { imm, case } => {
                    let e = ident(&camel(imm));
                    let c = ident(&camel(case));
                    args.push(quote!(imm::#e::#c));
                }
                Arg::Imm(_) => {
                    return Err(GenerateError {
                        message: "a gate has no named immediates".into(),
                    });
                }
            }
        }
        uses_own |= step_call(s, &mut args, pre, &mut body, &quote!(d), &quote!(gate));
    }
    Ok(with_own(
        uses_own,
        own_type,
        &body,
        &quote!(d),
        &quote!(gate),
    ))
}

/// The line binding `var` to a step's integer argument `value` (an `i64`) as the immediate type the target builder's
/// parameter names, inferred from the call (`fit` of the driver or of `opforge_cfg::lower`'s
/// context); a number that does not fit is the `out_of_range` error for `node`.
pub(super) fn fit(
    var: &Ident,
    value: &TokenStream,
    cx: &TokenStream,
    node: &TokenStream,
) -> TokenStream {
    quote!(let #var = #cx.fit(#node, #value)?;)
}

/// Appends the result types a step's builder call takes to `args` and the step's line (its
/// operands' reads `pre`, the call through `cx.builder()`, the definition of `out` or a
/// temporary) to `body`; says whether it took the instruction's own type.
pub(super) fn step_call(
    s: &Step,
    args: &mut Vec<TokenStream>,
    pre: Vec<TokenStream>,
    body: &mut Vec<TokenStream>,
    cx: &TokenStream,
    node: &TokenStream,
) -> bool {
    let mut uses_own = false;
    for t in &s.result_types {
        match t {
            Some(t) => {
                let tt = ident(&camel(t));
                args.push(quote!(Type::#tt));
            }
            None => {
                uses_own = true;
                args.push(quote!(own));
            }
        }
    }
    let m = ident(&snake_ident(&s.inst));
    let call = quote!(#cx.builder().#m(#(#args),*));
    let line = match &s.def {
        Def::Out => quote!(let out = #call; #cx.define(#node, out);),
        Def::Temp(t) => {
            let t = ident(&format!("t{t}"));
            quote!(let #t = #call;)
        }
        Def::None => quote!(let _ = #call;),
    };
    body.push(quote! { #(#pre)* #line });
    uses_own
}

/// A rule's body: the instruction's own target type first when a step needs it (an error
/// when the table maps none), then the steps.
pub(super) fn with_own(
    uses_own: bool,
    own_type: TokenStream,
    body: &[TokenStream],
    cx: &TokenStream,
    node: &TokenStream,
) -> TokenStream {
    let own = if uses_own {
        quote! {
            let Some(own) = #own_type else {
                return Err(#cx.untyped(#node));
            };
        }
    } else {
        quote!()
    };
    quote! { #own #(#body)* Ok(()) }
}

#[cfg(test)]
mod tests {
    use proc_macro2::Literal;

    #[test]
    fn a_value_pattern_folds_runs_of_three_or_more_into_ranges() {
        let p = |v: &[u64]| super::value_pattern(v, Literal::u64_unsuffixed).to_string();
        assert_eq!(p(&[0, 1, 2, 3, 9]), "0 ..= 3 | 9");
        assert_eq!(p(&[5, 4, 7, 8]), "4 | 5 | 7 | 8");
        assert_eq!(p(&[11, 10, 6, 7, 8, 9]), "6 ..= 11");
        assert_eq!(p(&[2, 2]), "2");
    }
}
