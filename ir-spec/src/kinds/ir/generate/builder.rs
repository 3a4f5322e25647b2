//! Generates the typed circuit builder: one method per gate on `GateBuilder`, taking distinct
//! handle types per wire kind (`StateRef`, `DependRef`, `ValueRef`, and one per further kind of a
//! behaviour, such as `IoRef` beside `OrderRef`) so that wiring a value into a state input, or an
//! `order` dependency into an `io` one, does not compile; bitfield enums instead of raw integers; slices for variadic
//! inputs, whose count the method writes into the bitfield itself; the root list filled in. A
//! gate hands back a `StateRef` when it is a state gate (it has state users, or the spec's
//! `state_gates` role names it), with no regard to class or gate names.
//!
//! Parameter names come from the inputs' spec names (the validator keeps them unique and clear of
//! the builder's own names: `ty`, `bits`, `depend`, `depends`).
//!
//! The generated `impl` expects the including module to have in scope: `GateBuilder` (with
//! `fn gate(&mut self, Opcode, MachineType, u64, Inputs<'_>) -> GateRef`), `Inputs`, `GateRef`,
//! `StateRef`, `DependRef`, `ValueRef`, `Root` and the opcode layer's types.

use proc_macro2::{Ident, TokenStream};
use quote::quote;

use super::{doc, ident};
use crate::front::naming::{builder_param, camel, snake_ident};
use crate::kinds::ir::model::{
    Bitfield, DependCount, Gate, Input, Repeat, Spec, TypeId, TypeRef, WireKind,
};

/// How the builder's value handles are typed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Handles {
    /// One `ValueRef` for every value (a runtime that brings its own handles, as `ir-core`).
    Untyped,
    /// A handle per primary type that the table fixes on an input or output (`BoolValue` for
    /// `BOOL`), `ValueRef` for the rest: a value of another fixed type does not compile.
    Typed,
}

/// The primary type an input or output fixes (exactly one, no set, no variable).
pub(crate) fn fixed_type(types: &[TypeRef]) -> Option<TypeId> {
    match types {
        [TypeRef::Primary(t)] => Some(*t),
        _ => None,
    }
}

/// The handle type of a value of primary type `t`: `BoolValue` for `BOOL`.
pub(crate) fn type_handle(spec: &Spec, t: TypeId) -> Ident {
    ident(&format!("{}Value", camel(&spec.types[t].named.name)))
}

/// The primary types the table fixes on some data input or output, in declaration order.
pub(crate) fn fixed_types(spec: &Spec) -> Vec<TypeId> {
    let mut used = vec![false; spec.types.len()];
    for g in &spec.gates {
        let outs = g.data_out.and_then(|t| fixed_type(&[t]));
        for t in g
            .data_in
            .iter()
            .filter_map(|i| fixed_type(&i.types))
            .chain(outs)
        {
            used[t] = true;
        }
    }
    (0..spec.types.len()).filter(|&t| used[t]).collect()
}

/// What a gate's method returns, by the wires it can feed: one handle per wire kind it feeds.
struct Outputs {
    /// The handles of the `state`- and `depend`-like kinds it feeds, in declaration order.
    handles: Vec<Ident>,
    value: bool,
    /// The value's handle.
    handle: TokenStream,
}

/// A gate feeds a wire kind the spec declares when its outputs say so; it is a state gate also
/// when the `state_gates` role names it (a terminator has no state users, yet is a state): then
/// it feeds the first `state`-like kind unless its outputs name others.
fn outputs(spec: &Spec, g: &Gate, handles: Handles) -> Outputs {
    let data_kind = g.data_out_kind.as_deref().and_then(|k| spec.wire(k));
    let fixed = g.data_out.and_then(|t| fixed_type(&[t]));
    let handle = match (data_kind, handles, fixed) {
        (Some(w), _, _) if !w.first => {
            let h = ident(&w.handle());
            quote! { #h }
        }
        (_, Handles::Typed, Some(t)) => {
            let h = type_handle(spec, t);
            quote! { #h }
        }
        _ => quote! { ValueRef },
    };
    let mut out = Vec::new();
    if spec.has_wire(WireKind::State) && spec.is_state_gate(g) {
        if g.state_out_kinds.is_empty() {
            out.push(ident(&spec.handle_name(WireKind::State)));
        }
        for k in &g.state_out_kinds {
            out.push(ident(&spec.handle_of(WireKind::State, k)));
        }
    }
    if spec.has_wire(WireKind::Depend) {
        for k in &g.depend_out_kinds {
            out.push(ident(&spec.handle_of(WireKind::Depend, k)));
        }
    }
    Outputs {
        handles: out,
        value: spec.has_wire(WireKind::Data) && g.data_out.is_some(),
        handle,
    }
}

fn return_type(o: &Outputs) -> TokenStream {
    let mut parts: Vec<TokenStream> = o.handles.iter().map(|h| quote! { #h }).collect();
    if o.value {
        parts.push(o.handle.clone());
    }
    match parts.len() {
        0 => quote! { GateRef },
        1 => parts.remove(0),
        _ => quote! { (#(#parts),*) },
    }
}

/// The method's result built from `g`, an expression naming the new gate.
fn return_value(o: &Outputs, g: TokenStream) -> TokenStream {
    let mut parts: Vec<TokenStream> = o.handles.iter().map(|h| quote! { #h(g) }).collect();
    if o.value {
        let h = &o.handle;
        parts.push(quote! { #h(g) });
    }
    match parts.len() {
        0 => g,
        1 => {
            let only = parts.remove(0);
            quote! { { let g = #g; #only } }
        }
        _ => quote! { { let g = #g; (#(#parts),*) } },
    }
}

/// The parameter name of input `i` of the `count` inputs of its wire kind: its spec name, else
/// a name from the kind's parameter prefix and the position.
fn param_name(prefix: &str, i: usize, count: usize, input: &Input) -> Ident {
    let name = input.name.as_deref();
    ident(&builder_param(
        prefix,
        i,
        count,
        name,
        input.repeat == Repeat::Once,
    ))
}

/// Parameters and the expression collecting them into a `Vec<GateRef>` for one behaviour.
struct Wire {
    params: Vec<TokenStream>,
    collect: TokenStream,
    count: Option<TokenStream>,
}

/// The handle an input takes, and whether the parameter is `impl Into<handle>` (a value of any
/// type where the table does not fix one, so a typed handle passes too).
type HandleOf<'a> = &'a dyn Fn(&Input) -> (TokenStream, bool);

/// The parameters of the inputs of one behaviour (every kind of it, kind after kind), each
/// named by its kind's parameter prefix (`prefix_of`) and its position among that kind's inputs.
fn wire(prefix_of: &dyn Fn(&str) -> String, handle_of: HandleOf<'_>, inputs: &[Input]) -> Wire {
    let mut params = Vec::new();
    let mut pushes = Vec::new();
    let mut access = Vec::new();
    let mut count = None;
    for (i, input) in inputs.iter().enumerate() {
        let start = inputs
            .iter()
            .position(|x| x.wire == input.wire)
            .unwrap_or(i);
        let of_kind = inputs.iter().filter(|x| x.wire == input.wire).count();
        let name = param_name(&prefix_of(&input.wire), i - start, of_kind, input);
        let (handle, into) = handle_of(input);
        match (input.repeat, input.optional) {
            (Repeat::Once, false) => {
                if into {
                    params.push(quote! { #name: impl Into<#handle> });
                    access.push(quote! { Into::<#handle>::into(#name).0 });
                } else {
                    params.push(quote! { #name: #handle });
                    access.push(quote! { #name.0 });
                }
                let a = access.last().cloned();
                pushes.push(quote! { wires_.push(#a); });
            }
            (Repeat::Once, true) => {
                params.push(quote! { #name: Option<#handle> });
                pushes.push(quote! { if let Some(x) = #name { wires_.push(x.0); } });
            }
            (repeat, _) => {
                params.push(quote! { #name: &[#handle] });
                pushes.push(quote! { wires_.extend(#name.iter().map(|x| x.0)); });
                if repeat == Repeat::Bitfield {
                    count = Some(quote! { #name.len() as u64 });
                }
            }
        }
    }
    let simple = inputs
        .iter()
        .all(|i| i.repeat == Repeat::Once && !i.optional);
    let collect = if simple {
        quote! { [#(#access),*] }
    } else {
        quote! { { let mut wires_: Vec<GateRef> = Vec::new(); #(#pushes)* wires_ } }
    };
    Wire {
        params,
        collect,
        count,
    }
}

/// The parameters, collecting expression and bitfield count of a gate's dependency inputs: one
/// parameter per `depend`-like kind it takes (`depend`/`depends` for the first kind of the
/// behaviour, the kind's own snake-case name, or that name with an `s`, for the others).
fn depends(spec: &Spec, g: &Gate) -> (Vec<TokenStream>, TokenStream, Option<TokenStream>) {
    let mut params = Vec::new();
    let mut parts = Vec::new();
    let mut count = None;
    for d in &g.depend_kinds {
        let h = ident(&spec.handle_of(WireKind::Depend, &d.wire));
        let prefix = spec.wire(&d.wire).map_or_else(
            || "depend".to_owned(),
            crate::kinds::ir::model::Wire::param_prefix,
        );
        let one = ident(&prefix);
        let many = ident(&format!("{prefix}s"));
        match d.count {
            DependCount::Fixed(0) => {}
            DependCount::Fixed(1) => {
                params.push(quote! { #one: #h });
                parts.push((quote! { [#one.0] }, quote! { wires_.push(#one.0); }));
            }
            DependCount::Fixed(n) => {
                let n = n as usize;
                params.push(quote! { #many: [#h; #n] });
                parts.push((
                    quote! { #many.map(|x| x.0) },
                    quote! { wires_.extend(#many.map(|x| x.0)); },
                ));
            }
            DependCount::Bitfield | DependCount::Any => {
                params.push(quote! { #many: &[#h] });
                parts.push((
                    quote! { #many.iter().map(|x| x.0).collect::<Vec<_>>() },
                    quote! { wires_.extend(#many.iter().map(|x| x.0)); },
                ));
                if d.count == DependCount::Bitfield {
                    count = Some(quote! { #many.len() as u64 });
                }
            }
        }
    }
    let collect = match parts.len() {
        0 => quote! { [GateRef::PENDING; 0] },
        1 => parts.remove(0).0,
        _ => {
            let pushes = parts.iter().map(|(_, p)| p);
            quote! { { let mut wires_: Vec<GateRef> = Vec::new(); #(#pushes)* wires_ } }
        }
    };
    (params, collect, count)
}

fn method(spec: &Spec, g: &Gate, handles: Handles) -> TokenStream {
    let name = ident(&snake_ident(&g.named.name));
    let op = ident(&camel(&g.named.name));
    let o = outputs(spec, g, handles);
    let ret = return_type(&o);
    let prefix_of = |w: &str| {
        spec.wire(w)
            .map_or_else(|| w.to_owned(), crate::kinds::ir::model::Wire::param_prefix)
    };
    let state = wire(
        &prefix_of,
        &|i: &Input| {
            let h = ident(&spec.handle_of(WireKind::State, &i.wire));
            (quote! { #h }, false)
        },
        &g.state_in,
    );
    let value = |input: &Input| match (handles, fixed_type(&input.types)) {
        _ if spec.wire(&input.wire).is_some_and(|w| !w.first) => {
            let h = ident(&spec.handle_of(WireKind::Data, &input.wire));
            (quote! { #h }, false)
        }
        (Handles::Typed, Some(t)) => {
            let h = type_handle(spec, t);
            (quote! { #h }, false)
        }
        (Handles::Typed, None) => (quote! { ValueRef }, true),
        (Handles::Untyped, _) => (quote! { ValueRef }, false),
    };
    let data = wire(&prefix_of, &value, &g.data_in);
    let (depend_params, depend_collect, depend_count) = depends(spec, g);
    // The machine type: fixed when the output names one primary type, a parameter otherwise.
    let (ty_param, ty_expr) = match g.data_out {
        None => (None, quote! { GateBuilder::NO_VALUE }),
        Some(TypeRef::Primary(t)) => {
            let t = ident(&camel(&spec.types[t].named.name));
            (None, quote! { MachineType::#t })
        }
        Some(_) => (Some(quote! { ty: MachineType }), quote! { ty }),
    };
    let (bits_param, bits_expr) = match &g.bitfield {
        Bitfield::None => (None, quote! { 0 }),
        Bitfield::Count { .. } => {
            let count = state
                .count
                .clone()
                .or(depend_count.clone())
                .or(data.count.clone())
                .unwrap_or(quote! { 0 });
            (None, count)
        }
        Bitfield::Enum(e) => {
            let en = ident(&camel(&e.named.name));
            let p = ident(&snake_ident(&e.named.name));
            (Some(quote! { #p: #en }), quote! { #p.bits() })
        }
        Bitfield::Bits { .. } => (Some(quote! { bits: u64 }), quote! { bits }),
    };
    let root = match g.root {
        Some(r) => {
            let r = ident(&camel(&spec.gates[spec.roots[r]].named.name));
            quote! { Some(Root::#r) }
        }
        None => quote! { None },
    };
    let mut params: Vec<TokenStream> = Vec::new();
    params.extend(ty_param);
    params.extend(bits_param);
    params.extend(state.params);
    params.extend(depend_params);
    params.extend(data.params);
    let doc_text = doc(&format!("Adds a gate `{}`: {}", g.named.name, g.named.doc));
    let state_collect = state.collect;
    let data_collect = data.collect;
    let body = return_value(
        &o,
        quote! { self.gate(Opcode::#op, #ty_expr, #bits_expr, &state_wires_, &depend_wires_, &data_wires_, #root) },
    );
    quote! {
        #doc_text
        pub fn #name(&mut self, #(#params),*) -> #ret {
            let state_wires_ = #state_collect;
            let depend_wires_ = #depend_collect;
            let data_wires_ = #data_collect;
            #body
        }
    }
}

fn root_accessor(spec: &Spec, op: usize, handles: Handles) -> TokenStream {
    let g = &spec.gates[op];
    let name = ident(&snake_ident(&g.named.name));
    let r = ident(&camel(&g.named.name));
    let o = outputs(spec, g, handles);
    let ret = return_type(&o);
    let value = return_value(&o, quote! { self.root_gate(Root::#r) });
    let d = doc(&format!("The `{}` root: {}", g.named.name, g.named.doc));
    quote! {
        #d
        pub fn #name(&self) -> #ret {
            #value
        }
    }
}

/// The builder methods of every gate (roots get accessors instead), with one `ValueRef` for
/// every value (for `ir-core`'s hand-written handles).
pub fn tokens(spec: &Spec) -> TokenStream {
    tokens_with(spec, Handles::Untyped)
}

/// The builder methods of every gate, with value handles as `handles` says.
pub fn tokens_with(spec: &Spec, handles: Handles) -> TokenStream {
    let methods = spec
        .gates
        .iter()
        .filter(|g| !spec.roots.contains(&g.opcode))
        .map(|g| method(spec, g, handles));
    let roots = spec
        .roots
        .iter()
        .map(|&op| root_accessor(spec, op, handles));
    quote! {
        impl GateBuilder {
            #(#roots)*
            #(#methods)*
        }
    }
}
