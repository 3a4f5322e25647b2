//! Generates the LIR part of a block-structured IR layer from its checked model: the register
//! classes (`REG_CLASSES`), the register kinds the expected assembly spells registers in
//! (`VIEWS`), each type's class, the allocation rows (`POLICIES`) and the `LirOpcode` impl a
//! register-allocator glue reads; the calling convention (`ABI`, when the table has an `abi`);
//! the emission rows (`EMISSIONS`: each step's form and expected
//! assembly); the `Custom` trait with one method per hand-written emission; and `emit`, which
//! turns an instruction with allocated registers into machine words through the machine
//! layer's per-form constructors and its code buffer (named by absolute path through the
//! table's `machine.crate`: it must export `Inst`, `CodeBuffer`, `Label`, the register kinds and
//! the operand types).

use proc_macro2::{Literal, TokenStream};
use quote::quote;

use super::model::{
    Bind, Constraint, Emission, FormRef, InstLir, Lir, Policy, Position, Slot, Step,
};
use crate::front::codec::CodecValue;
use crate::front::format::{doc, ident};
use crate::front::naming::camel;
use crate::kinds::cfg::model::{CfgSpec, Instruction, OperandKind};
use crate::kinds::isa::model::{Operand as FormOperand, TypeKind};
use crate::kinds::isa::{fn_name, register_const, value_type};

/// The LIR items of the layer (empty for a table without a `machine`).
pub fn tokens(spec: &CfgSpec) -> TokenStream {
    let Some(lir) = &spec.lir else {
        return TokenStream::new();
    };
    let m: TokenStream = format!("::{}", lir.machine_crate)
        .parse()
        .unwrap_or_else(|_| quote!(::opforge_arm64));
    let mut out = classes(spec, lir);
    out.extend(abi(lir));
    out.extend(policies(spec, lir));
    out.extend(emissions(spec, lir));
    out.extend(emitter(spec, lir, &m));
    out.extend(operand_error_fn(&m));
    out
}

fn u8_lit(v: usize) -> Literal {
    Literal::u8_unsuffixed(v.min(255) as u8)
}

/// A register of a class, as the runtime's `HwReg`.
fn hw_reg(&(class, hw): &(usize, u8)) -> TokenStream {
    let (class, hw) = (u8_lit(class), Literal::u8_unsuffixed(hw));
    quote!(::opforge_cfg::lir::HwReg { class: #class, hw: #hw })
}

fn classes(spec: &CfgSpec, lir: &Lir) -> TokenStream {
    let rows = lir.classes.iter().map(|c| {
        let (name, doc_text) = (&c.named.name, &c.named.doc);
        let bank = match c.bank {
            super::model::Bank::Int => quote!(Int),
            super::model::Bank::Float => quote!(Float),
            super::model::Bank::Vector => quote!(Vector),
        };
        let preferred = c.preferred.iter().map(|&r| Literal::u8_unsuffixed(r));
        let non_preferred = c.non_preferred.iter().map(|&r| Literal::u8_unsuffixed(r));
        let scratch = match c.scratch {
            Some(r) => {
                let r = Literal::u8_unsuffixed(r);
                quote!(::core::option::Option::Some(#r))
            }
            None => quote!(::core::option::Option::None),
        };
        let reserved = c.reserved.iter().map(|&r| Literal::u8_unsuffixed(r));
        let view = c.views.first().map(|&v| &lir.isa.registers[v]);
        let spellings = view
            .map(|r| (0..r.count).map(|raw| r.spelling(raw)).collect::<Vec<_>>())
            .unwrap_or_default();
        quote! {
            ::opforge_cfg::lir::RegClassInfo {
                name: #name, doc: #doc_text,
                bank: ::opforge_cfg::lir::Bank::#bank,
                preferred: &[#(#preferred),*],
                non_preferred: &[#(#non_preferred),*],
                scratch: #scratch,
                reserved: &[#(#reserved),*],
                spellings: &[#(#spellings),*],
            }
        }
    });
    let n = Literal::usize_unsuffixed(lir.classes.len());
    let views = lir.isa.registers.iter().map(|r| {
        let name = &r.name;
        let spellings = (0..r.count).map(|raw| r.spelling(raw));
        quote!((#name, &[#(#spellings),*]))
    });
    let nviews = Literal::usize_unsuffixed(lir.isa.registers.len());
    let type_classes = lir.type_classes.iter().map(|t| u8_lit(t.class));
    let ntypes = Literal::usize_unsuffixed(spec.types.len());
    quote! {
        /// The register classes, by index: bank, allocation order, scratch and reserved
        /// registers, and spellings.
        pub static REG_CLASSES: [::opforge_cfg::lir::RegClassInfo; #n] = [#(#rows),*];

        /// The machine's register kinds, by index: name and the spelling of each number (what
        /// `AsmPart::Reg::view` indexes).
        pub static VIEWS: [(&str, &[&str]); #nviews] = [#(#views),*];

        /// The register class of each value type (by type index).
        pub static TYPE_CLASS: [u8; #ntypes] = [#(#type_classes),*];
    }
}

/// The calling convention as `ABI` (nothing for a table without an `abi`).
fn abi(lir: &Lir) -> TokenStream {
    let Some(abi) = &lir.abi else {
        return TokenStream::new();
    };
    let name = &abi.name;
    let doc_text = format!(
        "The calling convention of the table (its `abi`), {name}: {}",
        abi.doc
    );
    let optional = |r: &Option<super::model::AbiReg>| match r {
        Some(r) => {
            let r = hw_reg(&r.reg);
            quote!(::core::option::Option::Some(#r))
        }
        None => quote!(::core::option::Option::None),
    };
    let sp = hw_reg(&abi.stack_pointer.reg);
    let (raw_doc, doc_attr) = (&abi.doc, doc(&doc_text));
    let (fp, lr) = (optional(&abi.frame_pointer), optional(&abi.link_register));
    let slot = Literal::u32_unsuffixed(abi.stack.slot);
    let align = Literal::u32_unsuffixed(abi.stack.align);
    let list = |l: &[u8]| {
        let l = l.iter().map(|&r| Literal::u8_unsuffixed(r));
        quote!(&[#(#l),*])
    };
    let classes = abi.classes.iter().map(|c| {
        let (arguments, results) = (list(&c.arguments), list(&c.results));
        let (callee_saved, scratch, reserved) =
            (list(&c.callee_saved), list(&c.scratch), list(&c.reserved));
        quote! {
            ::opforge_cfg::lir::ClassAbi {
                arguments: #arguments, results: #results, callee_saved: #callee_saved,
                scratch: #scratch, reserved: #reserved,
            }
        }
    });
    quote! {
        #doc_attr
        pub const ABI: ::opforge_cfg::lir::Abi = ::opforge_cfg::lir::Abi {
            name: #name,
            doc: #raw_doc,
            stack_pointer: #sp,
            frame_pointer: #fp,
            link_register: #lr,
            stack: ::opforge_cfg::lir::StackArgs { slot: #slot, align: #align },
            classes: &[#(#classes),*],
        };
    }
}

fn constraint(c: &Constraint) -> TokenStream {
    match c {
        Constraint::Reg => quote!(::opforge_cfg::lir::Constraint::Reg),
        Constraint::Any => quote!(::opforge_cfg::lir::Constraint::Any),
        Constraint::Stack => quote!(::opforge_cfg::lir::Constraint::Stack),
        Constraint::Fixed(r) => {
            let r = Literal::u8_unsuffixed(*r);
            quote!(::opforge_cfg::lir::Constraint::Fixed(#r))
        }
        Constraint::FixedEach(rs) => {
            let rs = rs.iter().map(hw_reg);
            quote!(::opforge_cfg::lir::Constraint::FixedEach(&[#(#rs),*]))
        }
        Constraint::Reuse(i) => {
            let i = u8_lit(*i);
            quote!(::opforge_cfg::lir::Constraint::Reuse(#i))
        }
    }
}

fn policy(p: &Policy) -> TokenStream {
    let (name, c) = (&p.name, constraint(&p.constraint));
    let pos = match p.position {
        Position::Early => quote!(Early),
        Position::Late => quote!(Late),
    };
    quote!(::opforge_cfg::lir::Policy { name: #name, constraint: #c, position: ::opforge_cfg::lir::Position::#pos })
}

fn policies(spec: &CfgSpec, lir: &Lir) -> TokenStream {
    let rows = spec.instructions.iter().zip(&lir.insts).map(|(inst, l)| {
        // A reuse names a declared operand; the runtime counts value operands only.
        let value_index = |declared: usize| {
            inst.operands[..declared]
                .iter()
                .filter(|o| matches!(o.kind, OperandKind::Value { .. }))
                .count()
        };
        let operands = l.operands.iter().filter_map(|p| p.as_ref().map(policy));
        let results = l.results.iter().map(|p| {
            let p = match p.constraint {
                Constraint::Reuse(i) => Policy {
                    name: p.name.clone(),
                    constraint: Constraint::Reuse(value_index(i)),
                    position: p.position,
                },
                _ => p.clone(),
            };
            policy(&p)
        });
        let temps = l.temps.iter().map(|t| {
            let (name, class, c) = (&t.named.name, u8_lit(t.class), constraint(&t.constraint));
            quote!(::opforge_cfg::lir::TempPolicy { name: #name, class: #class, constraint: #c })
        });
        let clobbers = l.clobbers.iter().map(hw_reg);
        let call = l.call;
        let control = match l.control {
            Some(slot) => {
                let (t, _, _) = reg_slot(inst, slot);
                quote!(::core::option::Option::Some(#t))
            }
            None => quote!(::core::option::Option::None),
        };
        quote! {
            ::opforge_cfg::lir::InstPolicy {
                operands: &[#(#operands),*], results: &[#(#results),*], temps: &[#(#temps),*],
                clobbers: &[#(#clobbers),*], call: #call, control: #control,
            }
        }
    });
    let n = Literal::usize_unsuffixed(spec.instructions.len());
    let abi = match lir.abi {
        Some(_) => quote!(::core::option::Option::Some(&ABI)),
        None => quote!(::core::option::Option::None),
    };
    quote! {
        /// The allocation facts of every opcode, in opcode order.
        pub static POLICIES: [::opforge_cfg::lir::InstPolicy; #n] = [#(#rows),*];

        impl ::opforge_cfg::lir::LirOpcode for Opcode {
            const REG_CLASSES: &'static [::opforge_cfg::lir::RegClassInfo] = &REG_CLASSES;
            const ABI: ::core::option::Option<&'static ::opforge_cfg::lir::Abi> = #abi;
            fn policy(self) -> &'static ::opforge_cfg::lir::InstPolicy {
                &POLICIES[self as usize]
            }
            fn class_of(ty: Type) -> ::core::option::Option<u8> {
                TYPE_CLASS.get(ty as usize).copied()
            }
        }
    }
}

/// The runtime slot of a model slot: value operands are counted among value operands.
fn reg_slot(inst: &Instruction, slot: Slot) -> (TokenStream, usize, &'static str) {
    match slot {
        Slot::Operand(i) => {
            let n = inst.operands[..i]
                .iter()
                .filter(|o| matches!(o.kind, OperandKind::Value { .. }))
                .count();
            let l = u8_lit(n);
            (
                quote!(::opforge_cfg::lir::RegSlot::Operand(#l)),
                n,
                "operand",
            )
        }
        Slot::Result(i) => {
            let l = u8_lit(i);
            (quote!(::opforge_cfg::lir::RegSlot::Result(#l)), i, "result")
        }
        Slot::Temp(i) => {
            let l = u8_lit(i);
            (quote!(::opforge_cfg::lir::RegSlot::Temp(#l)), i, "temp")
        }
    }
}

/// The form operands of a step.
fn form_operands(lir: &Lir, form: FormRef) -> (&str, &[FormOperand]) {
    match form {
        FormRef::Encoding(i) => (&lir.isa.encodings[i].name, &lir.isa.encodings[i].operands),
        FormRef::Alias(i) => (&lir.isa.aliases[i].name, &lir.isa.aliases[i].operands),
    }
}

fn emissions(spec: &CfgSpec, lir: &Lir) -> TokenStream {
    let rows = spec
        .instructions
        .iter()
        .zip(&lir.insts)
        .map(|(inst, l)| match &l.emission {
            Emission::Custom { method, .. } => {
                quote!(::opforge_cfg::lir::EmitInfo::Custom(#method))
            }
            Emission::Steps(steps) => {
                let steps = steps.iter().map(|s| step_info(inst, l, lir, s));
                quote!(::opforge_cfg::lir::EmitInfo::Steps(&[#(#steps),*]))
            }
        });
    let n = Literal::usize_unsuffixed(spec.instructions.len());
    quote! {
        /// How each opcode is emitted, in opcode order: its steps (form and expected assembly)
        /// or the name of its hand-written emission.
        pub static EMISSIONS: [::opforge_cfg::lir::EmitInfo; #n] = [#(#rows),*];
    }
}

fn step_info(inst: &Instruction, l: &InstLir, lir: &Lir, s: &Step) -> TokenStream {
    let (form, operands) = form_operands(lir, s.form);
    let mut parts = Vec::new();
    let mut seen = Vec::new();
    for (b, o) in s.binds.iter().zip(operands) {
        let (name, part) = match b {
            Bind::Reg(slot) => {
                let (slot_tokens, _, _) = reg_slot(inst, *slot);
                let view = match lir.isa.types[o.ty].kind {
                    TypeKind::Reg { class, .. } => u8_lit(class),
                    _ => u8_lit(0),
                };
                let name = match slot {
                    Slot::Operand(i) => inst.operands[*i].named.name.clone(),
                    Slot::Result(i) => inst.results[*i].named.name.clone(),
                    Slot::Temp(i) => l.temps[*i].named.name.clone(),
                };
                (
                    name,
                    quote!(::opforge_cfg::lir::AsmPart::Reg { slot: #slot_tokens, view: #view }),
                )
            }
            Bind::Imm(i) | Bind::ImmCases(i, _) => {
                let l = u8_lit(*i);
                (
                    inst.operands[*i].named.name.clone(),
                    quote!(::opforge_cfg::lir::AsmPart::Imm(#l)),
                )
            }
            Bind::Target(n) => {
                let name = inst
                    .operands
                    .iter()
                    .filter(|o| o.kind == OperandKind::Block)
                    .nth(*n)
                    .map_or_else(String::new, |o| o.named.name.clone());
                let l = u8_lit(*n);
                (name, quote!(::opforge_cfg::lir::AsmPart::Target(#l)))
            }
            _ => continue,
        };
        if !seen.contains(&name) {
            seen.push(name.clone());
            parts.push(quote!((#name, #part)));
        }
    }
    let (types, asm) = (Literal::u64_unsuffixed(s.types), &s.asm);
    quote! {
        ::opforge_cfg::lir::StepInfo { types: ::opforge_cfg::TypeSet(#types), form: #form, asm: #asm, parts: &[#(#parts),*] }
    }
}

fn emitter(spec: &CfgSpec, lir: &Lir, m: &TokenStream) -> TokenStream {
    let mut methods = Vec::new();
    let mut declared: Vec<String> = Vec::new();
    let mut arms = Vec::new();
    for (inst, l) in spec.instructions.iter().zip(&lir.insts) {
        let variant = ident(&camel(&inst.named.name));
        let name = &inst.named.name;
        match &l.emission {
            Emission::Custom { method, .. } => {
                let mname = ident(method);
                arms.push(quote!(Opcode::#variant => C::#mname(custom, ty, ops, buf),));
                // Rows may share a method; the trait declares it once.
                if declared.contains(method) {
                    continue;
                }
                declared.push(method.clone());
                let d = doc(&format!(
                    "Emits `{name}` (row `{name}` of the table names this method in `custom: {{ emit: {method} }}`): {}",
                    inst.named.doc
                ));
                methods.push(quote! {
                    #d
                    fn #mname(
                        &mut self,
                        ty: ::core::option::Option<Type>,
                        ops: &Operands<'_>,
                        buf: &mut #m::CodeBuffer,
                    ) -> ::core::result::Result<(), ::opforge_cfg::lir::EmitError>;
                });
            }
            Emission::Steps(steps) => {
                let body = steps_code(spec, inst, l, lir, steps, m);
                arms.push(quote!(Opcode::#variant => { #body }));
            }
        }
    }
    let no_custom = if methods.is_empty() {
        quote! {
            /// The `Custom` of a table without hand-written emissions.
            #[derive(Clone, Copy, Debug, Default)]
            pub struct NoCustom;
            impl Custom for NoCustom {}
        }
    } else {
        quote!()
    };
    quote! {
        /// What the emitter needs of one instruction besides its opcode and controlling type.
        #[derive(Clone, Copy, Debug)]
        pub struct Operands<'a> {
            /// Per declared operand, in order: an immediate's value (anything for the others).
            pub imms: &'a [i64],
            /// The allocated hardware registers: value operands in order (a variadic operand's
            /// values last among them), then results, then temps.
            pub regs: &'a [u8],
            /// Per block target, in order: the label of its block.
            pub labels: &'a [#m::Label],
        }

        /// The hand-written emissions the table names (`custom: { emit: <method> }`). An
        /// implementation lacking one of them does not compile, and the error names the method.
        pub trait Custom {
            #(#methods)*
        }

        #no_custom

        /// Emits one instruction with allocated registers into `buf`, as the table's `emit`
        /// says (steps whose `types` admit `ty`, the controlling type) or through `custom`.
        pub fn emit<C: Custom + ?Sized>(
            opcode: Opcode,
            ty: ::core::option::Option<Type>,
            ops: &Operands<'_>,
            buf: &mut #m::CodeBuffer,
            custom: &mut C,
        ) -> ::core::result::Result<(), ::opforge_cfg::lir::EmitError> {
            let _ = (&ty, &ops, &custom);
            match opcode {
                #(#arms)*
            }
        }
    }
}

/// The body of one opcode's arm of `emit`.
fn steps_code(
    spec: &CfgSpec,
    inst: &Instruction,
    l: &InstLir,
    lir: &Lir,
    steps: &[Step],
    m: &TokenStream,
) -> TokenStream {
    let name = &inst.named.name;
    let fixed = Literal::usize_unsuffixed(inst.results.len() + l.temps.len());
    let filtered = steps.iter().any(|s| s.types != 0);
    let mut code = quote! {
        const INST: &str = #name;
        let shape = |what: &str| ::opforge_cfg::lir::EmitError::Shape {
            inst: INST, message: ::std::format!("no {what}"),
        };
        let values = ops.regs.len().checked_sub(#fixed).ok_or_else(|| shape("register for every result and temp"))?;
        let _ = (values, &shape);
    };
    if filtered {
        code.extend(quote!(let mut done = false;));
    }
    for s in steps {
        let one = step_code(spec, inst, lir, s, m);
        if s.types == 0 {
            code.extend(one);
        } else {
            let tys = (0..spec.types.len())
                .filter(|&t| t < 64 && s.types & (1u64 << t) != 0)
                .map(|t| {
                    let v = ident(&camel(&spec.types[t].name));
                    quote!(Type::#v)
                });
            code.extend(quote! {
                if matches!(ty, ::core::option::Option::Some(#(#tys)|*)) {
                    done = true;
                    #one
                }
            });
        }
    }
    if filtered {
        code.extend(quote! {
            if !done {
                return ::core::result::Result::Err(::opforge_cfg::lir::EmitError::NoEmission {
                    inst: INST, ty: ty.map(::opforge_cfg::ValueType::name),
                });
            }
        });
    }
    code.extend(quote!(::core::result::Result::Ok(())));
    code
}

/// The code of one step: build the form with its bound operands and append it.
fn step_code(
    spec: &CfgSpec,
    inst: &Instruction,
    lir: &Lir,
    s: &Step,
    m: &TokenStream,
) -> TokenStream {
    let _ = spec;
    let (form, operands) = form_operands(lir, s.form);
    let ctor: TokenStream = fn_name(form).parse().unwrap_or_default();
    let mut args = Vec::new();
    let mut target = None;
    for (b, o) in s.binds.iter().zip(operands) {
        let t = &lir.isa.types[o.ty];
        let tname = ident(&t.name);
        let oname = &o.name;
        let arg = match b {
            Bind::Reg(slot) => {
                let (_, n, kind) = reg_slot(inst, *slot);
                // Results and temps follow the value operands, whose count varies.
                let after = match kind {
                    "operand" => None,
                    "result" => Some(n),
                    _ => Some(inst.results.len() + n),
                };
                let get = match (after, n) {
                    (None, n) => getter(n),
                    (Some(0), _) => quote!(get(values)),
                    (Some(k), _) => {
                        let k = Literal::usize_unsuffixed(k);
                        quote!(get(values + #k))
                    }
                };
                quote! {
                    #m::#tname::new(register(ops.regs.#get, INST, #oname)?)
                        .map_err(|e| operand_error(INST, #form, e))?
                }
            }
            Bind::FixedReg(hw) => {
                let r = match t.kind {
                    TypeKind::Reg { class, .. } => lir.isa.registers[class].spelling(*hw),
                    _ => String::new(),
                };
                let c = ident(&register_const(&r));
                quote!(#m::#tname::#c)
            }
            Bind::Imm(i) => {
                let i = getter(*i);
                let v = quote!(ops.imms.#i.copied().ok_or_else(|| shape("immediate"))?);
                numeric(t, v)
            }
            Bind::ImmCases(i, raws) => {
                let i = getter(*i);
                let arms = raws.iter().enumerate().map(|(case, &raw)| {
                    let case = Literal::i64_unsuffixed(case as i64);
                    let c = enum_const(t, raw);
                    quote!(#case => #m::#tname::#c,)
                });
                quote! {
                    match ops.imms.#i.copied().ok_or_else(|| shape("immediate"))? {
                        #(#arms)*
                        _ => return ::core::result::Result::Err(shape(::core::concat!("case of `", #oname, "` in range"))),
                    }
                }
            }
            Bind::Target(n) => {
                let n = getter(*n);
                target = Some(quote!(ops.labels.#n.copied().ok_or_else(|| shape("label"))?));
                quote!(0)
            }
            Bind::Const(v) => numeric(t, quote!(#v)),
            Bind::Case(raw) => {
                let c = enum_const(t, *raw);
                quote!(#m::#tname::#c)
            }
            Bind::Flag(b) => quote!(#b),
            Bind::Default => default_value(t, m),
        };
        args.push(arg);
    }
    let build = quote! {
        let inst = #m::Inst::#ctor(#(#args),*).map_err(|e| operand_error(INST, #form, e))?;
    };
    let push = match target {
        Some(label) => quote! {
            buf.emit_to(inst, #label).map_err(|e| ::opforge_cfg::lir::EmitError::Buffer(::std::string::ToString::to_string(&e)))?;
        },
        None => quote!(buf.emit(inst);),
    };
    quote!({ #build #push })
}

/// `first()` or `get(n)`: element `n` of a slice, as clippy prefers it.
fn getter(n: usize) -> TokenStream {
    if n == 0 {
        quote!(first())
    } else {
        let n = Literal::usize_unsuffixed(n);
        quote!(get(#n))
    }
}

/// A numeric argument of an operand type from an `i64` expression.
fn numeric(t: &crate::kinds::isa::model::OperandType, v: TokenStream) -> TokenStream {
    let ty = value_type(t);
    if ty == "i64" {
        v
    } else {
        let ty: TokenStream = ty.parse().unwrap_or_default();
        quote!((#v) as #ty)
    }
}

/// The constant of an enumeration operand type for encoded value `raw`.
fn enum_const(t: &crate::kinds::isa::model::OperandType, raw: u32) -> proc_macro2::Ident {
    let name = match &t.kind {
        TypeKind::Enum { values, .. } => values
            .iter()
            .find(|(_, v)| *v == raw)
            .map_or_else(|| format!("V{raw}"), |(n, _)| n.clone()),
        _ => format!("V{raw}"),
    };
    ident(&register_const(&name))
}

/// The argument for an operand left to its type's default.
fn default_value(t: &crate::kinds::isa::model::OperandType, m: &TokenStream) -> TokenStream {
    let raw = t.default.unwrap_or(0);
    match &t.kind {
        TypeKind::Enum { .. } => {
            let (tname, c) = (ident(&t.name), enum_const(t, raw));
            quote!(#m::#tname::#c)
        }
        TypeKind::Uimm(u) => {
            let v = u.value(i64::from(raw));
            quote!(#v)
        }
        TypeKind::Simm { bits, scale, .. } => {
            let shift = 64 - bits;
            let v = ((i64::from(raw) << shift) >> shift) * *scale as i64;
            quote!(#v)
        }
        TypeKind::Flag { .. } => {
            let b = raw != 0;
            quote!(#b)
        }
        TypeKind::Codec(c) => match c.codec.decode(&c.params, u64::from(raw)) {
            CodecValue::Int(v) => numeric(t, quote!(#v)),
            CodecValue::Float(f) => quote!(#f),
        },
        TypeKind::Reg { .. } => quote!(0),
    }
}

/// The helpers every arm's registers and operand errors go through.
fn operand_error_fn(m: &TokenStream) -> TokenStream {
    quote! {
        /// The allocated register of a slot, or the error naming the form operand it was for.
        fn register(
            slot: ::core::option::Option<&u8>,
            inst: &'static str,
            operand: &'static str,
        ) -> ::core::result::Result<u8, ::opforge_cfg::lir::EmitError> {
            slot.copied().ok_or_else(|| ::opforge_cfg::lir::EmitError::Shape {
                inst,
                message: ::std::format!("no register for `{operand}`"),
            })
        }

        /// An operand the machine form refused, as an emission error naming the instruction and
        /// form.
        fn operand_error(inst: &'static str, form: &'static str, e: #m::OperandError) -> ::opforge_cfg::lir::EmitError {
            ::opforge_cfg::lir::EmitError::Operand { inst, form, message: ::std::string::ToString::to_string(&e) }
        }
    }
}
