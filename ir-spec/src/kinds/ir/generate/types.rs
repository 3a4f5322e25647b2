//! Generates the type layer: `MachineType` (the primary types), `TypeSet` with one constant per
//! named set, `TypeVar`, `Flags` with one constant per flag, the `Level` enum of the declared
//! levels, and the bitfield enums.

use std::collections::BTreeMap;

use proc_macro2::{Literal, TokenStream};
use quote::quote;

use super::{doc, ident};
use crate::front::naming::{camel, screaming};
use crate::kinds::ir::model::{Bitfield, BitfieldEnum, Spec};

pub(super) fn tokens(spec: &Spec) -> TokenStream {
    let mut out = machine_types(spec);
    out.extend(type_sets(spec));
    out.extend(type_vars(spec));
    out.extend(flags(spec));
    out.extend(super::roles::level_enum(spec));
    let mut enums: BTreeMap<&str, &BitfieldEnum> = BTreeMap::new();
    for g in &spec.gates {
        if let Bitfield::Enum(e) = &g.bitfield {
            enums.entry(e.named.name.as_str()).or_insert(e);
        }
    }
    for e in enums.values() {
        out.extend(bitfield_enum(e));
    }
    out
}

fn machine_types(spec: &Spec) -> TokenStream {
    let n = Literal::usize_unsuffixed(spec.types.len());
    let variants = spec.types.iter().map(|t| {
        let d = doc(&t.named.doc);
        let v = ident(&camel(&t.named.name));
        quote! { #d #v }
    });
    let all = spec.types.iter().map(|t| ident(&camel(&t.named.name)));
    let names = spec.types.iter().map(|t| &t.named.name);
    let spellings: Vec<&String> = spec.types.iter().map(|t| &t.spelling).collect();
    let spelled = spec.types.iter().map(|t| ident(&camel(&t.named.name)));
    let bits = spec.types.iter().map(|t| match t.bits {
        Some(b) => {
            let b = Literal::u32_unsuffixed(b as u32);
            quote! { Some(#b) }
        }
        None => quote! { None },
    });
    let repr = if spec.types.is_empty() {
        quote! {}
    } else {
        quote! { #[repr(u8)] }
    };
    quote! {
        /// A primary (machine) type: the bit width of a value and the kind of register it lives in.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        #repr
        pub enum MachineType { #(#variants,)* }

        impl MachineType {
            /// Every primary type, in declaration order.
            pub const ALL: [MachineType; #n] = [#(MachineType::#all,)*];
            const NAMES: [&'static str; #n] = [#(#names,)*];
            const SPELLINGS: [&'static str; #n] = [#(#spellings,)*];
            const BITS: [Option<u32>; #n] = [#(#bits,)*];

            /// The name used in the spec, such as `I32`.
            pub const fn name(self) -> &'static str { Self::NAMES[self as usize] }

            /// The spelling in textual IR, such as `i32`.
            pub const fn spelling(self) -> &'static str { Self::SPELLINGS[self as usize] }

            /// Width in bits, when fixed.
            pub const fn bits(self) -> Option<u32> { Self::BITS[self as usize] }

            /// The type spelled `s` in textual IR.
            pub fn from_spelling(s: &str) -> Option<MachineType> {
                match s { #(#spellings => Some(MachineType::#spelled),)* _ => None }
            }
        }

        impl ::core::fmt::Display for MachineType {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result { f.pad(self.spelling()) }
        }
    }
}

fn type_sets(spec: &Spec) -> TokenStream {
    let consts = spec.type_sets.iter().map(|s| {
        let d = doc(&s.named.doc);
        let c = ident(&screaming(&s.named.name));
        let m = Literal::u64_unsuffixed(s.mask);
        quote! { #d pub const #c: TypeSet = TypeSet(#m); }
    });
    let named = spec.type_sets.iter().map(|s| {
        let c = ident(&screaming(&s.named.name));
        let name = &s.named.name;
        quote! { (#name, TypeSet::#c) }
    });
    let k = Literal::usize_unsuffixed(spec.type_sets.len());
    quote! {
        /// A set of primary types, as a bit mask over `MachineType` numbers.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
        pub struct TypeSet(pub u64);

        impl TypeSet {
            /// The empty set.
            pub const EMPTY: TypeSet = TypeSet(0);
            #(#consts)*
            /// Every named set with its spec name.
            pub const NAMED: [(&'static str, TypeSet); #k] = [#(#named,)*];

            /// The set holding only `t`.
            pub const fn of(t: MachineType) -> TypeSet { TypeSet(1 << t as u32) }

            /// Whether `t` is a member.
            pub const fn contains(self, t: MachineType) -> bool { self.0 & (1 << t as u32) != 0 }

            /// The union of two sets.
            pub const fn union(self, other: TypeSet) -> TypeSet { TypeSet(self.0 | other.0) }

            /// Whether the set is empty.
            pub const fn is_empty(self) -> bool { self.0 == 0 }
        }
    }
}

fn type_vars(spec: &Spec) -> TokenStream {
    let variants = spec.type_vars.iter().map(|v| {
        let d = doc(&v.doc);
        let i = ident(&camel(&v.name));
        quote! { #d #i }
    });
    quote! {
        /// A type variable: a type fixed per gate rather than per opcode.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub enum TypeVar { #(#variants,)* }
    }
}

fn flags(spec: &Spec) -> TokenStream {
    let consts = spec.flags.iter().enumerate().map(|(i, f)| {
        let d = doc(&f.doc);
        let c = ident(&screaming(&f.name));
        let bit = Literal::u64_unsuffixed(1u64 << i);
        quote! { #d pub const #c: Flags = Flags(#bit); }
    });
    let named = spec.flags.iter().map(|f| {
        let c = ident(&screaming(&f.name));
        let name = &f.name;
        quote! { (#name, Flags::#c) }
    });
    let k = Literal::usize_unsuffixed(spec.flags.len());
    quote! {
        /// A set of flags, one bit per flag declared in the spec. It prints as the spec's names
        /// joined by ` | ` (`pure | commutative`, `none` for the empty set); `{:?}` wraps that
        /// in `Flags(...)`.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
        pub struct Flags(pub u64);

        impl ::core::fmt::Display for Flags {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let mut text = ::std::string::String::new();
                for (name, flag) in Flags::NAMED {
                    if flag.0 != 0 && self.contains(flag) {
                        if !text.is_empty() {
                            text.push_str(" | ");
                        }
                        text.push_str(name);
                    }
                }
                let known = Flags::NAMED.iter().fold(0, |m, (_, x)| m | x.0);
                if self.0 & !known != 0 {
                    if !text.is_empty() {
                        text.push_str(" | ");
                    }
                    text.push_str(&::std::format!("{:#x}", self.0 & !known));
                }
                if text.is_empty() {
                    text.push_str("none");
                }
                f.pad(&text)
            }
        }

        impl ::core::fmt::Debug for Flags {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                ::core::write!(f, "Flags({self})")
            }
        }

        impl Flags {
            /// No flag.
            pub const NONE: Flags = Flags(0);
            #(#consts)*
            /// Every flag with its spec name.
            pub const NAMED: [(&'static str, Flags); #k] = [#(#named,)*];

            /// Whether every flag of `other` is set.
            pub const fn contains(self, other: Flags) -> bool { self.0 & other.0 == other.0 }

            /// The union of two sets.
            pub const fn union(self, other: Flags) -> Flags { Flags(self.0 | other.0) }
        }
    }
}

fn bitfield_enum(e: &BitfieldEnum) -> TokenStream {
    let name = ident(&camel(&e.named.name));
    let d = doc(&e.named.doc);
    let n = Literal::usize_unsuffixed(e.cases.len());
    let variants = e.cases.iter().map(|c| {
        let d = doc(&c.named.doc);
        let v = ident(&camel(&c.named.name));
        let val = Literal::u64_unsuffixed(c.value);
        quote! { #d #v = #val }
    });
    let all = e.cases.iter().map(|c| ident(&camel(&c.named.name)));
    let from = e.cases.iter().map(|c| {
        let v = ident(&camel(&c.named.name));
        let val = Literal::u64_unsuffixed(c.value);
        quote! { #val => Some(#name::#v) }
    });
    let names = e.cases.iter().map(|c| {
        let v = ident(&camel(&c.named.name));
        let s = &c.named.name;
        quote! { #name::#v => #s }
    });
    let parse = e.cases.iter().map(|c| {
        let v = ident(&camel(&c.named.name));
        let s = c.named.name.to_ascii_lowercase();
        quote! { #s => Some(#name::#v) }
    });
    let width = e.width;
    quote! {
        #d
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        #[repr(u64)]
        pub enum #name { #(#variants,)* }

        impl #name {
            /// Every case, in declaration order.
            pub const ALL: [#name; #n] = [#(#name::#all,)*];
            /// Width of the bitfield in bits.
            pub const WIDTH: u32 = #width;

            /// The bitfield value of this case.
            pub const fn bits(self) -> u64 { self as u64 }

            /// The case whose bitfield value is `bits`.
            pub const fn from_bits(bits: u64) -> Option<#name> {
                match bits { #(#from,)* _ => None }
            }

            /// The name used in the spec.
            pub const fn name(self) -> &'static str {
                match self { #(#names,)* }
            }

            /// The case named `s`, ignoring ASCII case.
            pub fn from_name(s: &str) -> Option<#name> {
                match s.to_ascii_lowercase().as_str() { #(#parse,)* _ => None }
            }
        }

        impl ::core::fmt::Display for #name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result { f.pad(self.name()) }
        }
    }
}
