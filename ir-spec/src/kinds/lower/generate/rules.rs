//! What the two matchers share: the parts of the generated file that are the same whatever the
//! source kind (per rule its `RULES` entry, its test in `select`, its steps in `emit`; the type
//! masks and condition maps), written once over a [`Reader`], which says how the generated code
//! reads a source node: a gate through the compiler's `Driver`, or an instruction through the
//! context of `opforge_cfg::lower`.

use proc_macro2::{Ident, Literal, TokenStream};
use quote::quote;

use super::super::model::{Action, Arg, Def, GateRules, Lowering, Pattern, Rule, Step, TypeMap};
use crate::front::format::{GenerateError, doc, ident};
use crate::front::naming::{camel, snake_ident};

/// What a generator step returns: tokens, or why they cannot be written.
pub(super) type Generated<T> = Result<T, GenerateError>;

/// How the generated code of one source kind reads the node it lowers. Each method returns the
/// tokens of one expression; `bits` expressions are a type's bit in the table's masks (`u64`).
pub(super) trait Reader {
    /// The table being generated.
    fn table(&self) -> &Lowering;
    /// The context every read goes through (`d` or `cx`).
    fn cx(&self) -> TokenStream;
    /// The node being lowered (`gate` or `inst`).
    fn node(&self) -> TokenStream;
    /// The source's opcode enum as the generated file names it.
    fn opcode(&self) -> TokenStream;
    /// What the source calls its nodes in documentation (`gate`, `instruction`).
    fn noun(&self) -> &'static str;
    /// The position `RULES` gives value input `n` of `g`.
    fn slot(&self, g: &GateRules, n: usize) -> usize;
    /// One entry of `RULES`: the source node's `name`, then the fields `rest`.
    fn rule_info(&self, name: &str, rest: TokenStream) -> TokenStream;
    /// The declaration of a hand-written rule's method in `Custom`, after its doc.
    fn custom_method(&self, method: &Ident) -> TokenStream;
    /// The call of a hand-written rule's method in `emit`.
    fn custom_call(&self, method: &Ident) -> TokenStream;
    /// The bits of the node's own (output) type.
    fn output_bits(&self) -> TokenStream;
    /// The bits of value input `n`'s type.
    fn input_bits(&self, g: &GateRules, n: usize) -> TokenStream;
    /// The bits of the type of the first input of absorbed input `n` (a `name`).
    fn input_of_bits(&self, g: &GateRules, n: usize, name: &str) -> Generated<TokenStream>;
    /// The test that the node's condition is one of `list`.
    fn cond_test(&self, g: &GateRules, list: &[u64]) -> TokenStream;
    /// The constant of value input `n` (`Option<i64>`).
    fn input_constant(&self, g: &GateRules, n: usize) -> TokenStream;
    /// The test that value input `n` is a `name` the rule may absorb.
    fn absorbs(&self, g: &GateRules, n: usize, name: &str) -> TokenStream;
    /// The test that the condition of absorbed input `n` (a `name`) is one of `list`.
    fn input_cond_test(
        &self,
        g: &GateRules,
        at: (usize, &str),
        list: &[u64],
    ) -> Generated<TokenStream>;
    /// The node's own target type (`Option<Type>`) when the node is typed by its output.
    fn output_target(&self) -> TokenStream;
    /// The node's own target type when it is typed by an input and the table fixes no output.
    fn unfixed_target(&self) -> TokenStream;
    /// Reads argument `a` of a step, one the source kinds read differently, into [`var`]`(at)`.
    fn read_arg(&self, g: &GateRules, at: (usize, usize), a: &Arg) -> Generated<Read>;
}

/// A step argument as read: the lines that read it, and what the builder call passes.
pub(super) struct Read {
    /// The lines before the call.
    pub pre: Vec<TokenStream>,
    /// The argument of the call.
    pub arg: TokenStream,
}

impl Read {
    /// An argument read by the lines `pre` into the variable `v`, passed as itself.
    pub fn into_var(v: Ident, pre: Vec<TokenStream>) -> Read {
        Read {
            pre,
            arg: quote!(#v),
        }
    }

    /// An integer argument: `value` (an `i64`) into `v`, then fitted to the immediate type the
    /// builder's parameter names (see [`fit`]) through the context `cx` for the node `node`.
    pub fn fitted(v: Ident, value: TokenStream, cx: &TokenStream, node: &TokenStream) -> Read {
        let pre = vec![quote!(let #v = #value;), fit(&v, &quote!(#v), cx, node)];
        Read::into_var(v, pre)
    }
}

/// The variable holding argument `at.1` of step `at.0`.
pub(super) fn var(at: (usize, usize)) -> Ident {
    ident(&format!("a{}_{}", at.0, at.1))
}

/// The shared parts of a generated file, each as the tokens the file's template splices in.
pub(super) struct Parts {
    /// The source IR's module path.
    pub src: TokenStream,
    /// The target IR's module path.
    pub tgt: TokenStream,
    /// The import of the target's `imm` module, when a rule names it.
    pub imm: TokenStream,
    /// The entries of `RULES`, by rule number, comma-separated.
    pub infos: TokenStream,
    /// The number of rules.
    pub n_rules: Literal,
    /// The doc of `Custom`.
    pub custom_doc: TokenStream,
    /// The methods of `Custom`, one per hand-written rule's method.
    pub customs: TokenStream,
    /// `type_bit`, `target_type` and the functions mapping each condition enum to its target
    /// immediate kind.
    pub types: TokenStream,
    /// The body of `unsupported`.
    pub unsupported: TokenStream,
    /// The arms of `select`, one per source opcode with rules.
    pub select_arms: TokenStream,
    /// The arms of `emit`, one per rule that builds.
    pub emit_arms: TokenStream,
}

/// Builds the shared parts of a matcher, with `source_type` the source's type enum.
pub(super) fn parts(r: &impl Reader, source_type: &TokenStream) -> Generated<Parts> {
    let l = r.table();
    let mut by_id: Vec<(&GateRules, &Rule)> = l
        .gates
        .iter()
        .flat_map(|g| g.rules.iter().map(move |r| (g, r)))
        .collect();
    by_id.sort_by_key(|(_, r)| r.id);
    let infos = by_id.iter().map(|(g, rule)| {
        let slots = |keep: fn(&Pattern) -> bool| {
            let inputs = rule.inputs.iter().filter(|i| keep(&i.pattern));
            let slots = inputs.map(|i| Literal::usize_unsuffixed(r.slot(g, i.index)));
            quote!(&[#(#slots),*])
        };
        let absorbs = slots(|p| matches!(p, Pattern::Gate(_)));
        let imms = slots(|p| matches!(p, Pattern::Const { .. }));
        let unsupported = match &rule.action {
            Action::Unsupported(why) => quote!(Some(#why)),
            _ => quote!(None),
        };
        let at = position(l, rule.loc);
        r.rule_info(
            &g.gate,
            quote!(at: #at, absorbs: #absorbs, immediates: #imms, unsupported: #unsupported),
        )
    });
    let infos: Vec<TokenStream> = infos.collect();
    let mut customs = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for (g, rule) in &by_id {
        if let Action::Custom(m) = &rule.action
            && seen.insert(m.clone())
        {
            let d = format!(
                " Lowers a `{}` {} (the rule at {}).",
                g.gate,
                r.noun(),
                position(l, rule.loc)
            );
            let method = r.custom_method(&ident(&snake_ident(m)));
            customs.push(quote! { #[doc = #d] #method });
        }
    }
    let select_arms = l
        .gates
        .iter()
        .filter(|g| !g.rules.is_empty())
        .map(|g| select_arm(r, g))
        .collect::<Generated<Vec<_>>>()?;
    let emit_arms = by_id
        .iter()
        .filter(|(_, rule)| !matches!(rule.action, Action::Unsupported(_)))
        .map(|(g, rule)| {
            let id = Literal::u16_unsuffixed(rule.id as u16);
            let body = match &rule.action {
                Action::Custom(m) => r.custom_call(&ident(&snake_ident(m))),
                Action::Steps(steps) => steps_body(r, g, steps)?,
                Action::Unsupported(_) => quote!(Ok(())),
            };
            Ok(quote!(#id => { #body }))
        })
        .collect::<Generated<Vec<_>>>()?;
    let (type_bits, target_types, conds) = type_tables(l, source_type);
    let opcode = r.opcode();
    let unsupported = match_or_none(l.gates.iter().filter_map(|g| {
        g.unsupported.as_ref().map(|why| {
            let op = ident(&camel(&g.gate));
            quote!(#opcode::#op => Some(#why),)
        })
    }));
    Ok(Parts {
        src: path(&l.source_path)?,
        tgt: path(&l.target_path)?,
        imm: imm_import(l),
        infos: quote!(#(#infos),*),
        n_rules: Literal::usize_unsuffixed(by_id.len()),
        custom_doc: doc(&format!(
            "The hand-written rules of `{}`: one method per `custom:` rule.",
            l.name
        )),
        customs: quote!(#(#customs)*),
        types: quote! {
            /// The bit of a source type in the table's type masks (0 for a type it does not map).
            pub fn type_bit(t: #source_type) -> u64 {
                #[allow(unreachable_patterns)]
                match t { #(#type_bits)* _ => 0 }
            }

            /// The target type holding values of a source type.
            pub fn target_type(t: #source_type) -> Option<Type> {
                #[allow(unreachable_patterns)]
                match t { #(#target_types)* _ => None }
            }

            #(#conds)*
        },
        unsupported,
        select_arms: quote!(#(#select_arms)*),
        emit_arms: quote!(#(#emit_arms)*),
    })
}

/// The arm of `select` for one source opcode: its rules' tests in priority order.
fn select_arm(r: &impl Reader, g: &GateRules) -> Generated<TokenStream> {
    let l = r.table();
    let op = ident(&camel(&g.gate));
    let opcode = r.opcode();
    let tests = g
        .rules
        .iter()
        .map(|rule| {
            let id = Literal::u16_unsuffixed(rule.id as u16);
            let test = rule_test(r, g, rule)?;
            Ok(quote!(if #test { return Some(RuleId(#id)); }))
        })
        .collect::<Result<Vec<_>, GenerateError>>()?;
    let all = crate::kinds::cfg::model::mask_of_count(l.types.len());
    let typed = g.rules.iter().any(|rule| rule.types & all != all);
    let t = if typed {
        let bits = if g.typed_by_output {
            r.output_bits()
        } else {
            r.input_bits(g, 0)
        };
        quote!(let t = #bits;)
    } else {
        quote!()
    };
    Ok(quote! {
        #opcode::#op => {
            #t
            #(#tests)*
            None
        }
    })
}

/// The test of one rule in `select`.
fn rule_test(r: &impl Reader, g: &GateRules, rule: &Rule) -> Generated<TokenStream> {
    let l = r.table();
    let all = crate::kinds::cfg::model::mask_of_count(l.types.len());
    let mut tests = Vec::new();
    if rule.types & all != all {
        let m = Literal::u64_unsuffixed(rule.types);
        tests.push(quote!(t & #m != 0));
    }
    if g.typed_by_output && rule.from & all != all {
        let m = Literal::u64_unsuffixed(rule.from);
        let bits = r.input_bits(g, 0);
        tests.push(quote!(#bits & #m != 0));
    }
    if let Some(list) = &rule.cond {
        tests.push(r.cond_test(g, list));
    }
    for i in &rule.inputs {
        if i.types & all != all {
            let m = Literal::u64_unsuffixed(i.types);
            let bits = match &i.pattern {
                Pattern::Gate(name) => {
                    let by_output = l
                        .gates
                        .iter()
                        .find(|x| x.gate == *name)
                        .is_none_or(|x| x.typed_by_output);
                    if by_output {
                        r.input_bits(g, i.index)
                    } else {
                        r.input_of_bits(g, i.index, name)?
                    }
                }
                _ => r.input_bits(g, i.index),
            };
            tests.push(quote!(#bits & #m != 0));
        }
        match &i.pattern {
            Pattern::Any => {}
            Pattern::Const { min, max, .. } => {
                let (min, max) = (
                    Literal::i128_unsuffixed(*min),
                    Literal::i128_unsuffixed(*max),
                );
                let constant = r.input_constant(g, i.index);
                tests.push(
                    quote!(#constant.is_some_and(|v| (#min..=#max).contains(&i128::from(v)))),
                );
            }
            Pattern::Gate(name) => {
                tests.push(r.absorbs(g, i.index, name));
                if let Some(list) = &i.cond {
                    tests.push(r.input_cond_test(g, (i.index, name), list)?);
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
fn steps_body(r: &impl Reader, g: &GateRules, steps: &[Step]) -> Generated<TokenStream> {
    let l = r.table();
    let own_type = if g.typed_by_output {
        r.output_target()
    } else if let Some(t) = g
        .output
        .as_ref()
        .and_then(|o| l.types.iter().find(|x| x.source == *o))
    {
        let tt = ident(&camel(&t.target));
        quote!(Some(Type::#tt))
    } else {
        r.unfixed_target()
    };
    let (cx, node) = (r.cx(), r.node());
    let mut body = Vec::new();
    let mut uses_own = false;
    for (k, s) in steps.iter().enumerate() {
        let mut pre = Vec::new();
        let mut args = Vec::new();
        for (j, a) in s.args.iter().enumerate() {
            let v = var((k, j));
            match a {
                Arg::Temp(t) => {
                    let t = ident(&format!("t{t}"));
                    args.push(quote!(#t));
                }
                Arg::Out => args.push(quote!(out)),
                Arg::Int(i) => {
                    let i = Literal::i64_unsuffixed(*i);
                    pre.push(fit(&v, &quote!(#i), &cx, &node));
                    args.push(quote!(#v));
                }
                Arg::Case { imm, case } => {
                    let e = ident(&camel(imm));
                    let c = ident(&camel(case));
                    args.push(quote!(imm::#e::#c));
                }
                _ => {
                    let read = r.read_arg(g, (k, j), a)?;
                    pre.extend(read.pre);
                    args.push(read.arg);
                }
            }
        }
        uses_own |= step_call(s, &mut args, pre, &mut body, &cx, &node);
    }
    let own = if uses_own {
        quote! {
            let Some(own) = #own_type else {
                return Err(#cx.untyped(#node));
            };
        }
    } else {
        quote!()
    };
    Ok(quote! { #own #(#body)* Ok(()) })
}

/// The line binding `var` to a step's integer argument `value` (an `i64`) as the immediate type
/// the target builder's parameter names, inferred from the call (`fit` of the driver or of
/// `opforge_cfg::lower`'s context); a number that does not fit is the `out_of_range` error for
/// `node`.
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
fn step_call(
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

/// The pattern matching the source type of `t` in the enum `ty`: its variant, which holds the
/// structure's number for a compound family (`Type::Ptr(_)`, every pointer type).
fn variant_pattern(ty: &TokenStream, t: &TypeMap) -> TokenStream {
    let v = ident(&camel(&t.source));
    if t.family {
        quote!(#ty::#v(_))
    } else {
        quote!(#ty::#v)
    }
}

/// The arms of `type_bit` and `target_type` over the source type enum `ty`, and the functions
/// mapping each condition enum to its target immediate kind.
fn type_tables(
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
fn position(l: &Lowering, loc: crate::front::source::Loc) -> String {
    format!(
        "{}:{}:{}",
        l.sources.display(loc.file),
        loc.line,
        loc.column
    )
}

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

/// `text` as a Rust path.
pub(super) fn path(text: &str) -> Result<TokenStream, GenerateError> {
    text.parse::<TokenStream>().map_err(|e| GenerateError {
        message: format!("`{text}` is not a Rust path: {e}"),
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
