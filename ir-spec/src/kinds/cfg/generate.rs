//! Generates the layer of a block-structured IR from its checked model: the `Type` enum, type
//! set and flag masks, the immediate kinds (with an enum per enumeration), the `Class` tree with
//! one opcode range per class, the `#[repr(u16)] Opcode` enum numbered depth-first with its
//! `is_<class>()` tests, the metadata rows (`INST_INFO`: operand and result shapes, flags,
//! terminator), the `CfgOpcode` impl and the typed `InstBuilder` (one method per instruction).
//! Everything whose text does not depend on the table lives in the `opforge-cfg` runtime,
//! named by absolute path, so the output compiles in any module.

use proc_macro2::{Literal, TokenStream};
use quote::quote;

use super::model::{CfgSpec, ImmediateKind, Instruction, OperandKind, Refers, TypeMask, TypeOf};
use crate::front::format::{GenerateError, doc, format, ident};
use crate::front::naming::{camel, screaming, snake_ident};

/// The formatted layer (see the module docs), with the "generated from `source`" header.
pub fn layer(spec: &CfgSpec, source: &str) -> Result<String, GenerateError> {
    format(source, tokens(spec))
}

/// The unformatted tokens of the layer.
pub fn tokens(spec: &CfgSpec) -> TokenStream {
    let mut out = types(spec);
    out.extend(immediates(spec));
    out.extend(classes(spec));
    out.extend(opcodes(spec));
    out.extend(info(spec));
    out.extend(builder(spec));
    out.extend(super::lir::generate::tokens(spec));
    out.extend(super::custom::tokens(spec));
    out.extend([super::mixins::tokens(spec), super::visitors::tokens(spec)]);
    out
}

fn u64_lit(v: u64) -> Literal {
    Literal::u64_unsuffixed(v)
}

fn types(spec: &CfgSpec) -> TokenStream {
    if spec.compound() != 0 {
        return compound_types(spec);
    }
    let variants: Vec<_> = spec.types.iter().map(|t| ident(&camel(&t.name))).collect();
    let docs = spec.types.iter().map(|t| doc(&t.doc));
    let names = spec.types.iter().map(|t| &t.name);
    let numbers = (0..spec.types.len()).map(|i| Literal::u8_unsuffixed(i as u8));
    let n = Literal::usize_unsuffixed(spec.types.len());
    let repr = if spec.types.is_empty() {
        quote!()
    } else {
        quote!(#[repr(u8)])
    };
    let masks = masks(spec);
    let heading = format!(" The value types of `{}`.", spec.name);
    quote! {
        #[doc = #heading]
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        #repr
        pub enum Type { #(#docs #variants,)* }

        impl Type {
            /// Every type, in declaration order (type `n` at index `n`).
            pub const ALL: [Type; #n] = [#(Type::#variants,)*];
        }

        impl ::opforge_cfg::ValueType for Type {
            const ALL: &'static [Type] = &Type::ALL;
            fn index(self) -> u8 {
                match self { #(Type::#variants => #numbers,)* }
            }
            fn name(self) -> &'static str {
                match self { #(Type::#variants => #names,)* }
            }
        }

        impl ::core::fmt::Display for Type {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.pad(::opforge_cfg::ValueType::name(*self))
            }
        }

        impl ::core::str::FromStr for Type {
            type Err = ::opforge_cfg::UnknownName;
            fn from_str(s: &str) -> ::core::result::Result<Type, ::opforge_cfg::UnknownName> {
                ::opforge_cfg::type_named(s)
            }
        }

        #masks
    }
}

/// The type set and flag masks.
fn masks(spec: &CfgSpec) -> TokenStream {
    let sets = spec.type_sets.iter().map(|s| {
        let d = doc(&s.named.doc);
        let name = ident(&screaming(&s.named.name));
        let mask = u64_lit(s.mask);
        quote! { #d pub const #name: ::opforge_cfg::TypeSet = ::opforge_cfg::TypeSet(#mask); }
    });
    let any = u64_lit(spec.all_types());
    let flags = spec.flags.iter().enumerate().map(|(i, f)| {
        let d = doc(&f.doc);
        let name = ident(&screaming(&f.name));
        let bit = u64_lit(1u64 << (i % 64));
        quote! { #d pub const #name: u64 = #bit; }
    });
    quote! {
        /// The type sets of the table, each an `opforge_cfg::TypeSet` (bit `n` is type `n`),
        /// the shape of a `kind: ir` layer's `TypeSet`.
        pub mod type_set {
            #(#sets)*
            /// Every type.
            pub const ANY: ::opforge_cfg::TypeSet = ::opforge_cfg::TypeSet(#any);
        }

        /// The flags of the table, as bits of `InstInfo::flags`.
        pub mod flag {
            #(#flags)*
        }
    }
}

/// The `Type` of a table with pointer or array families: the scalar types as unit variants,
/// each family a variant holding the number of one structure in the table's interner.
fn compound_types(spec: &CfgSpec) -> TokenStream {
    let is_family = |i: usize| spec.pointer == Some(i) || spec.array == Some(i);
    let scalars: Vec<(usize, &crate::front::model::Named)> = spec
        .types
        .iter()
        .enumerate()
        .filter(|(i, _)| !is_family(*i))
        .collect();
    let variant = |i: usize| ident(&camel(&spec.types[i].name));
    let scalar_variants: Vec<_> = scalars.iter().map(|(i, _)| variant(*i)).collect();
    let scalar_docs = scalars.iter().map(|(_, t)| doc(&t.doc));
    let scalar_names = scalars.iter().map(|(_, t)| &t.name);
    let scalar_numbers: Vec<_> = scalars
        .iter()
        .map(|(i, _)| Literal::u8_unsuffixed(*i as u8))
        .collect();
    let families: Vec<_> = [spec.pointer, spec.array].into_iter().flatten().collect();
    let family_variants: Vec<_> = families.iter().map(|&i| variant(i)).collect();
    let family_docs = families.iter().map(|&i| doc(&spec.types[i].doc));
    let family_numbers: Vec<_> = families
        .iter()
        .map(|&i| Literal::u8_unsuffixed(i as u8))
        .collect();
    let n = Literal::usize_unsuffixed(scalars.len());
    let compound = u64_lit(spec.compound());
    let (pointer_elements, array_elements) =
        (u64_lit(spec.pointer_elements), u64_lit(spec.array_elements));
    let pointer_to = match spec.pointer {
        Some(p) => {
            let v = variant(p);
            quote!(::core::option::Option::Some(Type::#v(INTERNER.intern(::opforge_cfg::Shape::Pointer(elem)))))
        }
        None => quote!({
            let _ = elem;
            ::core::option::Option::None
        }),
    };
    let array_of = match spec.array {
        Some(a) => {
            let v = variant(a);
            quote!(::core::option::Option::Some(Type::#v(INTERNER.intern(::opforge_cfg::Shape::Array(len, elem)))))
        }
        None => quote!({
            let _ = (len, elem);
            ::core::option::Option::None
        }),
    };
    let masks = masks(spec);
    let heading = format!(
        " The value types of `{}`: its scalar types, and pointer and array types built from them.",
        spec.name
    );
    quote! {
        #[doc = #heading]
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        pub enum Type {
            #(#scalar_docs #scalar_variants,)*
            #(#family_docs #family_variants(::opforge_cfg::Compound),)*
        }

        /// The number and name of every pointer and array type made so far.
        static INTERNER: ::opforge_cfg::Interner<Type> = ::opforge_cfg::Interner::new();

        impl Type {
            /// Every scalar type, in declaration order (pointer and array types are built with
            /// `Type::pointer` and `Type::array`).
            pub const ALL: [Type; #n] = [#(Type::#scalar_variants,)*];

            /// The pointer type to `elem` (`*i32`), or `None` when the table has no pointers.
            pub fn pointer(elem: Type) -> ::core::option::Option<Type> {
                <Type as ::opforge_cfg::ValueType>::pointer_to(elem)
            }

            /// The type of arrays of `len` elements of `elem` (`[3 x i32]`), or `None` when the
            /// table has no arrays.
            pub fn array(len: u64, elem: Type) -> ::core::option::Option<Type> {
                <Type as ::opforge_cfg::ValueType>::array_of(len, elem)
            }

            /// The element type of a pointer type.
            pub fn pointee(self) -> ::core::option::Option<Type> {
                ::opforge_cfg::pointee(self)
            }

            /// The type's structure: a scalar, or a pointer or array and its element.
            pub fn shape(self) -> ::opforge_cfg::Shape<Type> {
                ::opforge_cfg::ValueType::shape(self)
            }
        }

        impl ::opforge_cfg::ValueType for Type {
            const ALL: &'static [Type] = &Type::ALL;
            const COMPOUND: ::opforge_cfg::TypeSet = ::opforge_cfg::TypeSet(#compound);
            const POINTER_ELEMENTS: ::opforge_cfg::TypeSet = ::opforge_cfg::TypeSet(#pointer_elements);
            const ARRAY_ELEMENTS: ::opforge_cfg::TypeSet = ::opforge_cfg::TypeSet(#array_elements);
            fn index(self) -> u8 {
                match self {
                    #(Type::#scalar_variants => #scalar_numbers,)*
                    #(Type::#family_variants(_) => #family_numbers,)*
                }
            }
            fn name(self) -> &'static str {
                match self {
                    #(Type::#scalar_variants => #scalar_names,)*
                    #(Type::#family_variants(c) => INTERNER.name(c),)*
                }
            }
            fn shape(self) -> ::opforge_cfg::Shape<Type> {
                match self {
                    #(Type::#family_variants(c) => INTERNER.shape(c),)*
                    _ => ::opforge_cfg::Shape::Scalar,
                }
            }
            fn pointer_to(elem: Type) -> ::core::option::Option<Type> {
                #pointer_to
            }
            fn array_of(len: u64, elem: Type) -> ::core::option::Option<Type> {
                #array_of
            }
        }

        impl ::core::fmt::Display for Type {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.pad(::opforge_cfg::ValueType::name(*self))
            }
        }

        impl ::core::str::FromStr for Type {
            type Err = ::opforge_cfg::TypeError;
            fn from_str(s: &str) -> ::core::result::Result<Type, ::opforge_cfg::TypeError> {
                ::opforge_cfg::parse_type(s)
            }
        }

        #masks
    }
}

fn immediates(spec: &CfgSpec) -> TokenStream {
    let items = spec.immediates.iter().map(|m| {
        let d = doc(&m.named.doc);
        let (name, doc_text) = (&m.named.name, &m.named.doc);
        let info = ident(&screaming(&m.named.name));
        match &m.kind {
            ImmediateKind::Int { bits, signed } => {
                let bits = Literal::u8_unsuffixed(*bits);
                let refers = match m.refers {
                    Some(Refers::Function) => {
                        quote!(::core::option::Option::Some(
                            ::opforge_cfg::Refers::Function
                        ))
                    }
                    Some(Refers::Global) => {
                        quote!(::core::option::Option::Some(::opforge_cfg::Refers::Global))
                    }
                    None => quote!(::core::option::Option::None),
                };
                quote! {
                    #d
                    pub const #info: ::opforge_cfg::ImmInfo = ::opforge_cfg::ImmInfo {
                        name: #name, doc: #doc_text,
                        kind: ::opforge_cfg::ImmKind::Int { bits: #bits, signed: #signed },
                        refers: #refers,
                    };
                }
            }
            ImmediateKind::Float => quote! {
                #d
                pub const #info: ::opforge_cfg::ImmInfo = ::opforge_cfg::ImmInfo {
                    name: #name, doc: #doc_text,
                    kind: ::opforge_cfg::ImmKind::Float,
                    refers: ::core::option::Option::None,
                };
            },
            ImmediateKind::Enum(cases) => {
                let ty = ident(&camel(&m.named.name));
                let variants: Vec<_> = cases.iter().map(|c| ident(&camel(&c.name))).collect();
                let docs = cases.iter().map(|c| doc(&c.doc));
                let names = cases.iter().map(|c| &c.name);
                let values: Vec<_> = (0..cases.len())
                    .map(|i| Literal::i64_unsuffixed(i as i64))
                    .collect();
                let count = Literal::usize_unsuffixed(cases.len());
                quote! {
                    #d
                    pub const #info: ::opforge_cfg::ImmInfo = ::opforge_cfg::ImmInfo {
                        name: #name, doc: #doc_text,
                        kind: ::opforge_cfg::ImmKind::Enum(&[#(#names),*]),
                        refers: ::core::option::Option::None,
                    };
                    #d
                    #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
                    pub enum #ty { #(#docs #variants,)* }
                    impl ::core::convert::From<#ty> for i64 {
                        fn from(v: #ty) -> i64 {
                            match v { #(#ty::#variants => #values,)* }
                        }
                    }
                    impl ::core::convert::TryFrom<i64> for #ty {
                        type Error = ::opforge_cfg::NotACase;
                        fn try_from(v: i64) -> ::core::result::Result<#ty, ::opforge_cfg::NotACase> {
                            match v {
                                #(#values => ::core::result::Result::Ok(#ty::#variants),)*
                                _ => ::core::result::Result::Err(::opforge_cfg::NotACase {
                                    immediate: #name, value: v, cases: #count,
                                }),
                            }
                        }
                    }
                }
            }
        }
    });
    quote! {
        /// The immediate kinds of the table (`ImmInfo` rows) and an enum per enumeration.
        pub mod imm {
            #(#items)*
        }
    }
}

fn classes(spec: &CfgSpec) -> TokenStream {
    let classes: Vec<_> = spec
        .classes
        .iter()
        .filter(|c| !c.named.name.is_empty())
        .collect();
    let variants: Vec<_> = classes
        .iter()
        .map(|c| ident(&camel(&c.named.name)))
        .collect();
    let docs = classes.iter().map(|c| doc(&c.named.doc));
    let consts: Vec<_> = classes
        .iter()
        .map(|c| ident(&screaming(&c.named.name)))
        .collect();
    let ranges = classes.iter().map(|c| {
        let (start, end) = (
            Literal::u16_unsuffixed(c.start as u16),
            Literal::u16_unsuffixed(c.end as u16),
        );
        let d = doc(&format!("The opcodes of class `{}`.", c.named.name));
        (d, quote!(::opforge_cfg::OpcodeRange::new(#start, #end)))
    });
    let range_items = ranges.zip(&consts).map(
        |((d, r), c)| quote! { #d pub const #c: ::opforge_cfg::OpcodeRange<super::Opcode> = #r; },
    );
    let tests = classes.iter().map(|c| {
        let name = ident(&format!(
            "is_{}",
            crate::front::naming::snake(&c.named.name)
        ));
        let d = doc(&format!(
            "Whether the opcode is in class `{}` (one subtraction and one comparison).",
            c.named.name
        ));
        let (start, len) = (
            Literal::u16_unsuffixed(c.start as u16),
            Literal::u16_unsuffixed((c.end - c.start) as u16),
        );
        quote! {
            #d
            pub const fn #name(self) -> bool { (self as u16).wrapping_sub(#start) < #len }
        }
    });
    quote! {
        /// The instruction classes, in depth-first order; each is one contiguous opcode range.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        pub enum Class { #(#docs #variants,)* }

        impl Class {
            /// The class's opcodes, as a range of opcode numbers (the same type as a `kind: ir`
            /// table's `Class::range`).
            pub const fn range(self) -> ::opforge_cfg::OpcodeRange<Opcode> {
                match self { #(Class::#variants => class_range::#consts,)* }
            }

            /// Whether `op` is in the class (one subtraction and one comparison).
            pub const fn contains(self, op: Opcode) -> bool {
                self.range().contains_number(op as u16)
            }
        }

        /// The opcode range of every class.
        pub mod class_range {
            #(#range_items)*
        }

        impl Opcode {
            #(#tests)*
        }
    }
}

fn variant(inst: &Instruction) -> proc_macro2::Ident {
    ident(&camel(&inst.named.name))
}

fn opcodes(spec: &CfgSpec) -> TokenStream {
    let variants: Vec<_> = spec.instructions.iter().map(variant).collect();
    let docs = spec.instructions.iter().map(|i| doc(&i.named.doc));
    let numbers: Vec<_> = (0..variants.len())
        .map(|i| Literal::u16_unsuffixed(i as u16))
        .collect();
    let classes = spec.instructions.iter().map(|i| {
        let c = spec
            .classes
            .get(i.class)
            .map_or("", |c| c.named.name.as_str());
        ident(&camel(c))
    });
    let n = Literal::usize_unsuffixed(variants.len());
    let repr = if variants.is_empty() {
        quote!()
    } else {
        quote!(#[repr(u16)])
    };
    quote! {
        /// The opcodes, numbered depth-first over the class tree.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        #repr
        pub enum Opcode { #(#docs #variants = #numbers,)* }

        impl Opcode {
            /// Every opcode, in opcode order.
            pub const ALL: [Opcode; #n] = [#(Opcode::#variants,)*];

            /// The opcode's leaf class.
            pub const fn class(self) -> Class {
                match self { #(Opcode::#variants => Class::#classes,)* }
            }
        }

        impl ::opforge_cfg::CfgOpcode for Opcode {
            type Type = Type;
            const ALL: &'static [Opcode] = &Opcode::ALL;
            fn number(self) -> u16 {
                match self { #(Opcode::#variants => #numbers,)* }
            }
            fn info(self) -> &'static ::opforge_cfg::InstInfo {
                &INST_INFO[::opforge_cfg::CfgOpcode::number(self) as usize]
            }
        }

        impl ::core::fmt::Display for Opcode {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.pad(::opforge_cfg::CfgOpcode::info(*self).name)
            }
        }

        impl ::core::str::FromStr for Opcode {
            type Err = ::opforge_cfg::UnknownName;
            fn from_str(s: &str) -> ::core::result::Result<Opcode, ::opforge_cfg::UnknownName> {
                ::opforge_cfg::opcode_named(s)
            }
        }
    }
}

fn same(s: Option<usize>) -> TokenStream {
    match s {
        Some(i) => {
            let i = Literal::u8_unsuffixed(i as u8);
            quote!(::core::option::Option::Some(#i))
        }
        None => quote!(::core::option::Option::None),
    }
}

fn type_of(t: Option<TypeOf>) -> TokenStream {
    match t {
        None => quote!(::core::option::Option::None),
        Some(t) => {
            let t = rule_tokens(t);
            quote!(::core::option::Option::Some(#t))
        }
    }
}

fn rule_tokens(t: TypeOf) -> TokenStream {
    let (variant, n) = match t {
        TypeOf::Pointee(n) => (quote!(Pointee), n),
        TypeOf::Address(n) => (quote!(Address), n),
        TypeOf::Global(n) => (quote!(Global), n),
    };
    let n = Literal::u8_unsuffixed(n as u8);
    quote!(::opforge_cfg::TypeOf::#variant(#n))
}

fn info(spec: &CfgSpec) -> TokenStream {
    let rows = spec.instructions.iter().map(|inst| {
        let (name, doc_text) = (&inst.named.name, &inst.named.doc);
        let class = spec
            .classes
            .get(inst.class)
            .map_or("", |c| c.named.name.as_str());
        let operands = inst.operands.iter().map(|o| {
            let name = &o.named.name;
            let kind = match o.kind {
                OperandKind::Value { types, same: s } => {
                    let (types, s) = (u64_lit(types), same(s));
                    quote!(::opforge_cfg::OperandKind::Value { types: ::opforge_cfg::TypeSet(#types), same: #s })
                }
                OperandKind::Imm(k) => {
                    let c = ident(&screaming(
                        spec.immediates.get(k).map_or("", |m| m.named.name.as_str()),
                    ));
                    quote!(::opforge_cfg::OperandKind::Imm(&imm::#c))
                }
                OperandKind::Block => quote!(::opforge_cfg::OperandKind::Block),
            };
            let variadic = o.variadic;
            let type_of = type_of(o.type_of);
            quote!(::opforge_cfg::OperandInfo { name: #name, kind: #kind, variadic: #variadic, type_of: #type_of })
        });
        let results = inst.results.iter().map(|r| {
            let (name, types, s) = (&r.named.name, u64_lit(r.types), same(r.same));
            let type_of = type_of(r.type_of);
            quote!(::opforge_cfg::ResultInfo { name: #name, types: ::opforge_cfg::TypeSet(#types), same: #s, type_of: #type_of })
        });
        let (flags, terminator, returns) = (u64_lit(inst.flags), inst.terminator, inst.returns);
        quote! {
            ::opforge_cfg::InstInfo {
                name: #name, doc: #doc_text, class: #class,
                operands: &[#(#operands),*], results: &[#(#results),*],
                flags: #flags, terminator: #terminator, returns: #returns,
            }
        }
    });
    let n = Literal::usize_unsuffixed(spec.instructions.len());
    quote! {
        /// The metadata row of every opcode, in opcode order: operand and result shapes, flags,
        /// and whether it terminates a block.
        pub static INST_INFO: [::opforge_cfg::InstInfo; #n] = [#(#rows),*];
    }
}

/// The one type of a mask with a single member.
fn single(mask: TypeMask) -> Option<usize> {
    (mask.count_ones() == 1).then(|| mask.trailing_zeros() as usize)
}

/// The builder's parameter type for an integer immediate: the Rust type of its width where
/// there is one (`bool` for one unsigned bit), else the checked `UImm`/`SImm` of `opforge_cfg`.
fn int_imm_type(bits: u8, signed: bool) -> TokenStream {
    match (bits, signed) {
        (1, false) => quote!(bool),
        (8, true) => quote!(i8),
        (16, true) => quote!(i16),
        (32, true) => quote!(i32),
        (64, true) => quote!(i64),
        (8, false) => quote!(u8),
        (16, false) => quote!(u16),
        (32, false) => quote!(u32),
        (64, false) => quote!(u64),
        (n, true) => {
            let n = Literal::u32_unsuffixed(u32::from(n));
            quote!(::opforge_cfg::SImm<#n>)
        }
        (n, false) => {
            let n = Literal::u32_unsuffixed(u32::from(n));
            quote!(::opforge_cfg::UImm<#n>)
        }
    }
}

fn builder(spec: &CfgSpec) -> TokenStream {
    let mut sigs = Vec::new();
    let mut bodies = Vec::new();
    for inst in &spec.instructions {
        let method = ident(&snake_ident(&inst.named.name));
        let d = doc(&inst.named.doc);
        let mut params = Vec::new();
        let mut fixed = Vec::new();
        let mut rest = quote!();
        for o in &inst.operands {
            let p = ident(&snake_ident(&o.named.name));
            match (o.kind, o.variadic) {
                (OperandKind::Value { .. }, true) => {
                    params.push(quote!(#p: &[::opforge_cfg::Value]));
                    rest = quote! {
                        .chain(#p.iter().map(|&v| ::opforge_cfg::Operand::Value(v)))
                    };
                }
                (OperandKind::Value { .. }, false) => {
                    params.push(quote!(#p: ::opforge_cfg::Value));
                    fixed.push(quote!(::opforge_cfg::Operand::Value(#p)));
                }
                (OperandKind::Imm(k), _) => {
                    match spec.immediates.get(k).map(|m| (&m.kind, &m.named.name)) {
                        Some((ImmediateKind::Enum(_), name)) => {
                            let e = ident(&camel(name));
                            params.push(quote!(#p: imm::#e));
                            fixed.push(quote!(::opforge_cfg::Operand::Imm(i64::from(#p))));
                        }
                        Some((ImmediateKind::Float, _)) => {
                            params.push(quote!(#p: f64));
                            fixed.push(quote!(::opforge_cfg::Operand::Imm(#p.to_bits() as i64)));
                        }
                        Some((&ImmediateKind::Int { bits, signed }, _)) => {
                            let ty = int_imm_type(bits, signed);
                            params.push(quote!(#p: #ty));
                            fixed.push(quote!(::opforge_cfg::Operand::Imm(
                                ::opforge_cfg::Immediate::to_imm(#p)
                            )));
                        }
                        None => {
                            params.push(quote!(#p: i64));
                            fixed.push(quote!(::opforge_cfg::Operand::Imm(#p)));
                        }
                    }
                }
                (OperandKind::Block, _) => {
                    params.push(quote!(#p: (::opforge_cfg::Block, &[::opforge_cfg::Value])));
                    fixed.push(quote!(::opforge_cfg::Operand::Block(::opforge_cfg::BlockCall::new(#p.0, #p.1))));
                }
            }
        }
        // The operands on the stack (an array, and a variadic operand's values chained after
        // it): building an instruction allocates nothing but its place in the function's pools.
        let nfixed = Literal::usize_unsuffixed(fixed.len());
        let operands = quote! {
            let fixed: [::opforge_cfg::Operand<'_>; #nfixed] = [#(#fixed),*];
            let operands = fixed.into_iter() #rest;
        };
        let mut types = Vec::new();
        for r in &inst.results {
            let operand = r.same.and_then(|o| inst.operands.get(o));
            let derived = r.type_of.and_then(|t| match t {
                TypeOf::Pointee(n) | TypeOf::Address(n) => Some((t, n)),
                TypeOf::Global(_) => None,
            });
            if let Some(o) = operand {
                let p = ident(&snake_ident(&o.named.name));
                types.push(quote!(self.function().value_type(#p)));
            } else if let Some((rule, n)) = derived {
                // The operand's own type stands in when the rule finds none: the verifier
                // reports the operand.
                let p = ident(&snake_ident(&inst.operands[n].named.name));
                let rule = rule_tokens(rule);
                let fixed_after = inst.operands[n + 1..]
                    .iter()
                    .filter(|o| !o.variadic)
                    .count();
                let after = match inst.operands.last().filter(|o| o.variadic) {
                    Some(v) if fixed_after == 0 => {
                        let v = ident(&snake_ident(&v.named.name));
                        quote!(#v.len())
                    }
                    Some(v) => {
                        let v = ident(&snake_ident(&v.named.name));
                        quote!(#fixed_after + #v.len())
                    }
                    None => quote!(#fixed_after),
                };
                types.push(quote! {{
                    let base = self.function().value_type(#p);
                    match #rule.derive(base, #after) {
                        ::core::option::Option::Some(::core::result::Result::Ok(t)) => t,
                        _ => base,
                    }
                }});
            } else if let Some(t) = single(r.types).filter(|_| !spec.is_open(r)) {
                let t = ident(&camel(&spec.types[t].name));
                types.push(quote!(Type::#t));
            } else {
                let p = ident(&super::names::result_type_param(&r.named.name));
                params.push(quote!(#p: Type));
                types.push(quote!(#p));
            }
        }
        let v = variant(inst);
        let n = Literal::usize_unsuffixed(inst.results.len());
        let (ret, call) = match inst.results.len() {
            0 => (
                quote!(::opforge_cfg::Inst),
                quote!(self.ins::<0>(Opcode::#v, operands, &types).0),
            ),
            1 => (
                quote!(::opforge_cfg::Value),
                quote!(self.ins::<1>(Opcode::#v, operands, &types).1[0]),
            ),
            _ => (
                quote!([::opforge_cfg::Value; #n]),
                quote!(self.ins::<#n>(Opcode::#v, operands, &types).1),
            ),
        };
        sigs.push(quote! { #d fn #method(&mut self, #(#params),*) -> #ret; });
        bodies.push(quote! {
            fn #method(&mut self, #(#params),*) -> #ret {
                let types = [#(#types),*];
                #operands
                #call
            }
        });
    }
    quote! {
        /// Typed construction: one method per instruction, appending it to the builder's
        /// current block. Result types the table fixes or ties to an operand are inferred; the
        /// others are parameters.
        pub trait InstBuilder {
            #(#sigs)*
        }

        impl InstBuilder for ::opforge_cfg::Builder<'_, Opcode> {
            #(#bodies)*
        }
    }
}
