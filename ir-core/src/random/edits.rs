//! The shrinker's edits: each a small change to a program, listed for the current program by
//! [`edits`] (in the order the passes run: big cuts first) and made by [`apply`] on a copy,
//! which gives `None` when the edit does not fit (the shrinker then checks what it gives).

use super::Program;
use super::catalog::{Divisor, Feed, feed};
use super::graph::Graph;
use crate::circuit::GateRef;
use crate::interp::Value;
use crate::module::Module;
use crate::opcode::{MachineType, Opcode, Root};

/// What a replaced value becomes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum With {
    /// The gate's data input of this index (of the gate's type).
    Input(usize),
    /// A constant with these bits.
    Constant(u64),
}

/// One edit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Edit {
    /// Keep only this case.
    KeepCase(usize),
    /// Drop a case.
    DropCase(usize),
    /// Drop a function (not the entry): its calls give 0 and pass their dependency on.
    DropFunction(usize),
    /// Let a join (MERGE or LOOP_BEGIN) be entered only from its predecessor `pred`: its
    /// selectors become their input `pred`, and a branch left with one live arm is bypassed.
    Collapse {
        function: usize,
        join: GateRef,
        pred: usize,
    },
    /// Remove a LOAD, STORE or CALL from the chain (its value becomes 0).
    RemoveEffect { function: usize, gate: GateRef },
    /// Replace the uses of a computed value.
    Replace {
        function: usize,
        gate: GateRef,
        with: With,
    },
    /// Replace the uses of a DEPEND_RELAY or DEPEND_SELECTOR with its input `input`.
    DropDepend {
        function: usize,
        gate: GateRef,
        input: usize,
    },
    /// Set a constant's bits.
    Lower {
        function: usize,
        gate: GateRef,
        bits: u64,
    },
    /// Drop an unused parameter.
    DropParam { function: usize, position: u64 },
}

fn is_effect(op: Opcode) -> bool {
    matches!(feed(op), Some(Feed::Load | Feed::Store | Feed::Call))
}

fn computes(op: Opcode) -> bool {
    op == Opcode::ValueSelector
        || matches!(
            feed(op),
            Some(Feed::Arith { .. } | Feed::Compare { .. } | Feed::Convert(_))
        )
}

/// Whether a CALL names `g` as its callee.
fn is_callee(graph: &Graph, g: GateRef) -> bool {
    graph
        .nodes
        .iter()
        .any(|n| n.op == Opcode::Call && n.data.first() == Some(&g))
}

/// The gates whose value derives from an ALLOCA's address through computing gates.
fn address_derived(graph: &Graph) -> Vec<bool> {
    let mut derived: Vec<bool> = graph.nodes.iter().map(|n| n.op == Opcode::Alloca).collect();
    loop {
        let mut changed = false;
        for (i, n) in graph.nodes.iter().enumerate() {
            if !derived[i]
                && computes(n.op)
                && n.data.iter().any(|g| derived.get(g.index()) == Some(&true))
            {
                derived[i] = true;
                changed = true;
            }
        }
        if !changed {
            return derived;
        }
    }
}

/// The dependency gates after which no LOAD, STORE or CALL follows on the chain.
fn effect_free_below(graph: &Graph) -> Vec<bool> {
    let n = graph.nodes.len();
    let mut below = vec![false; n];
    loop {
        let mut changed = false;
        for (i, u) in graph.nodes.iter().enumerate() {
            if !(is_effect(u.op) || below[i]) {
                continue;
            }
            for d in &u.depend {
                if d.index() < n && !below[d.index()] {
                    below[d.index()] = true;
                    changed = true;
                }
            }
        }
        if !changed {
            return below.into_iter().map(|b| !b).collect();
        }
    }
}

/// Every edit that may apply to `p`, big cuts first.
pub(crate) fn edits(p: &Program) -> Vec<Edit> {
    let mut out = Vec::new();
    if p.cases.len() > 1 {
        out.extend((0..p.cases.len()).map(Edit::KeepCase));
        out.extend((0..p.cases.len()).map(Edit::DropCase));
    }
    out.extend(
        (1..p.module.functions().len())
            .rev()
            .map(Edit::DropFunction),
    );
    let graphs: Vec<Graph> = p
        .module
        .functions()
        .iter()
        .map(|f| Graph::of(&f.circuit))
        .collect();
    for (function, graph) in graphs.iter().enumerate() {
        for gate in graph.gates().rev() {
            let Some(n) = graph.node(gate) else { continue };
            match n.op {
                Opcode::Merge => out.extend((0..n.state.len()).map(|pred| Edit::Collapse {
                    function,
                    join: gate,
                    pred,
                })),
                Opcode::LoopBegin => out.push(Edit::Collapse {
                    function,
                    join: gate,
                    pred: 0,
                }),
                _ => {}
            }
        }
    }
    for (function, graph) in graphs.iter().enumerate() {
        for gate in graph.gates().rev() {
            if graph.node(gate).is_some_and(|n| is_effect(n.op)) {
                out.push(Edit::RemoveEffect { function, gate });
            }
        }
    }
    for (function, graph) in graphs.iter().enumerate() {
        for gate in graph.gates().rev() {
            let Some(n) = graph.node(gate) else { continue };
            if !computes(n.op) {
                continue;
            }
            for (k, x) in n.data.iter().enumerate() {
                if graph.node(*x).is_some_and(|x| x.ty == n.ty) {
                    out.push(Edit::Replace {
                        function,
                        gate,
                        with: With::Input(k),
                    });
                }
            }
            out.push(Edit::Replace {
                function,
                gate,
                with: With::Constant(0),
            });
            out.push(Edit::Replace {
                function,
                gate,
                with: With::Constant(1),
            });
        }
    }
    for (function, graph) in graphs.iter().enumerate() {
        let free = effect_free_below(graph);
        for gate in graph.gates().rev() {
            let Some(n) = graph.node(gate) else { continue };
            if matches!(n.op, Opcode::DependRelay | Opcode::DependSelector) && free[gate.index()] {
                out.extend((0..n.depend.len()).map(|input| Edit::DropDepend {
                    function,
                    gate,
                    input,
                }));
            }
        }
    }
    for (function, graph) in graphs.iter().enumerate() {
        for n in &graph.nodes {
            if n.op == Opcode::Arg {
                out.push(Edit::DropParam {
                    function,
                    position: n.bits,
                });
            }
        }
    }
    for (function, graph) in graphs.iter().enumerate() {
        for gate in graph.gates() {
            let Some(n) = graph.node(gate) else { continue };
            if n.op != Opcode::Constant || is_callee(graph, gate) {
                continue;
            }
            let v = Value::from_bits(n.ty, n.bits);
            let lower: Vec<u64> = if v.float().is_some() {
                vec![0]
            } else {
                // Halving: a constant the failure needs large takes log steps, not its value.
                let s = v.signed();
                vec![0, 1, (s / 2) as u64]
            };
            for bits in lower {
                out.push(Edit::Lower {
                    function,
                    gate,
                    bits,
                });
            }
        }
    }
    out
}

/// A module with function `index`'s circuit rebuilt from `graph`.
fn with_function(module: &Module, index: usize, graph: &Graph) -> Module {
    let mut out = Module::new();
    for (i, f) in module.functions().iter().enumerate() {
        let circuit = if i == index {
            graph.build()
        } else {
            f.circuit.clone()
        };
        // The names were distinct already.
        let _ = out.push(f.name.clone(), circuit);
    }
    out
}

/// Edits function `function` of `p` through `change` on its rows, then bypasses branches left
/// with one live arm.
fn edit_function(
    p: &Program,
    function: usize,
    change: impl FnOnce(&mut Graph) -> Option<()>,
) -> Option<Program> {
    let mut graph = Graph::of(&p.module.functions().get(function)?.circuit);
    change(&mut graph)?;
    bypass_branches(&mut graph)?;
    (effects_anchored(&graph) && divisions_safe(&graph)).then_some(())?;
    Some(Program {
        module: with_function(&p.module, function, &graph),
        cases: p.cases.clone(),
    })
}

/// Whether a DEPEND_RELAY may hang off a gate with opcode `op`.
fn relay_source(op: Opcode) -> bool {
    Opcode::DependRelay.shape().state_in[0]
        .from
        .is_some_and(|set| set.contains(op))
}

/// Whether the chain at `h` is already pinned to the block of `state`: it comes, through
/// effects, from a DEPEND_SELECTOR of `state` (or from DEPEND_ENTRY when `state` is the entry).
fn pinned_at(graph: &Graph, mut h: GateRef, state: GateRef) -> bool {
    loop {
        let Some(n) = graph.node(h) else { return false };
        if is_effect(n.op) {
            let Some(&next) = n.depend.first() else {
                return false;
            };
            h = next;
            continue;
        }
        return (n.op == Opcode::DependSelector && n.state.first() == Some(&state))
            || (h.index() == Root::DependEntry.offset() as usize
                && state.index() == Root::StateEntry.offset() as usize);
    }
}

/// The first gate at or before `h` on its chain that is not a LOAD, STORE or CALL.
fn anchor(graph: &Graph, mut h: GateRef) -> Option<GateRef> {
    loop {
        let n = graph.node(h)?;
        if !is_effect(n.op) {
            return Some(h);
        }
        h = *n.depend.first()?;
    }
}

/// Whether the chain at `h` is pinned to a block where effects after it may stand: its anchor
/// is a DEPEND_RELAY, DEPEND_ENTRY or a MERGE's DEPEND_SELECTOR, never a loop head's (an effect
/// hanging off a loop head would float into the head and run once more than the loop body).
pub(crate) fn anchored(graph: &Graph, h: GateRef) -> bool {
    let Some(a) = anchor(graph, h) else {
        return false;
    };
    let Some(n) = graph.node(a) else { return false };
    match n.op {
        Opcode::DependRelay => true,
        Opcode::DependSelector => n
            .state
            .first()
            .and_then(|&j| graph.node(j))
            .is_some_and(|j| j.op == Opcode::Merge),
        _ => a.index() == Root::DependEntry.offset() as usize,
    }
}

/// Whether every LOAD, STORE and CALL of `graph` is [`anchored`].
pub(crate) fn effects_anchored(graph: &Graph) -> bool {
    let live = graph.live();
    graph.gates().all(|g| {
        !live[g.index()]
            || !graph.node(g).is_some_and(|n| is_effect(n.op))
            || graph
                .node(g)
                .and_then(|n| n.depend.first())
                .is_some_and(|&h| anchored(graph, h))
    })
}

/// The constant bits of `g`, if it is a CONSTANT.
fn constant_bits(graph: &Graph, g: GateRef) -> Option<u64> {
    graph
        .node(g)
        .filter(|n| n.op == Opcode::Constant)
        .map(|n| n.bits)
}

/// Whether `d` is a divisor that can be neither 0 nor, when `signed`, -1, by construction: a
/// constant, or `OR(x, c)` with `c` a nonzero constant, and for signed division `x = AND(y, m)`
/// with bit 0 clear in the constants `m` and `c` (the generator's masks).
fn safe_divisor(graph: &Graph, d: GateRef, signed: bool) -> bool {
    let Some(n) = graph.node(d) else { return false };
    let all = crate::interp::value::mask(super::catalog::width(n.ty));
    if let Some(v) = constant_bits(graph, d) {
        return v != 0 && !(signed && v == all);
    }
    let [x, c] = n.data[..] else { return false };
    let Some(c) = constant_bits(graph, c).filter(|&c| n.op == Opcode::Or && c != 0) else {
        return false;
    };
    if !signed {
        return true;
    }
    let Some(and) = graph.node(x).filter(|a| a.op == Opcode::And) else {
        return false;
    };
    let m = and.data.get(1).and_then(|&m| constant_bits(graph, m));
    c & 1 == 0 && m.is_some_and(|m| m & 1 == 0)
}

/// Whether every live division of `graph` has a [`safe_divisor`], so that no division can trap
/// wherever a compiler places it.
pub(crate) fn divisions_safe(graph: &Graph) -> bool {
    let live = graph.live();
    graph.gates().all(|g| {
        let Some(n) = graph.node(g) else { return true };
        let rule = match feed(n.op) {
            Some(Feed::Arith { divisor, .. }) => divisor,
            _ => Divisor::Any,
        };
        !live[g.index()]
            || rule == Divisor::Any
            || n.data
                .get(1)
                .is_some_and(|&d| safe_divisor(graph, d, rule == Divisor::NonZeroNorMinusOne))
    })
}

/// Replaces every branch that has one live successor by its predecessor: the successor's users
/// follow the branch's state, its relays move there (or go when the chain is pinned there).
fn bypass_branches(graph: &mut Graph) -> Option<()> {
    loop {
        let live = graph.live();
        let mut done = true;
        for b in graph.gates() {
            let Some(n) = graph.node(b) else { continue };
            if !n.op.is_branch() {
                continue;
            }
            let successors: Vec<GateRef> = graph
                .gates()
                .filter(|&s| {
                    live[s.index()]
                        && graph
                            .node(s)
                            .is_some_and(|x| x.op.is_successor() && x.state.first() == Some(&b))
                })
                .collect();
            let [s] = successors[..] else { continue };
            let p = *n.state.first()?;
            let p_op = graph.node(p)?.op;
            let relays: Vec<GateRef> = graph
                .gates()
                .filter(|&r| {
                    graph
                        .node(r)
                        .is_some_and(|x| x.op == Opcode::DependRelay && x.state.first() == Some(&s))
                })
                .collect();
            if !relay_source(p_op) {
                for r in relays {
                    let h = *graph.node(r)?.depend.first()?;
                    if !pinned_at(graph, h, p) {
                        return None;
                    }
                    graph.replace_depend(r, h);
                }
            }
            graph.replace_state(s, p);
            done = false;
            break;
        }
        if done {
            return Some(());
        }
    }
}

/// The program `edit` makes of `p`, if it applies.
pub(crate) fn apply(p: &Program, edit: &Edit) -> Option<Program> {
    match *edit {
        Edit::KeepCase(i) => Some(Program {
            module: p.module.clone(),
            cases: vec![p.cases.get(i)?.clone()],
        }),
        Edit::DropCase(i) => {
            let mut cases = p.cases.clone();
            (i < cases.len()).then(|| cases.remove(i))?;
            Some(Program {
                module: p.module.clone(),
                cases,
            })
        }
        Edit::DropFunction(k) => drop_function(p, k),
        Edit::Collapse {
            function,
            join,
            pred,
        } => edit_function(p, function, |g| collapse(g, join, pred)),
        Edit::RemoveEffect { function, gate } => edit_function(p, function, |g| {
            let n = g.node(gate)?.clone();
            if !is_effect(n.op) {
                return None;
            }
            g.replace_depend(gate, *n.depend.first()?);
            if n.ty != MachineType::Novalue {
                let zero = g.constant(n.ty, 0);
                g.replace_data(gate, zero);
            }
            Some(())
        }),
        Edit::Replace {
            function,
            gate,
            with,
        } => edit_function(p, function, |g| {
            let n = g.node(gate)?.clone();
            let to = match with {
                With::Input(k) => {
                    let x = *n.data.get(k)?;
                    let derived = address_derived(g);
                    if g.node(x)?.ty != n.ty || (derived[x.index()] && !derived[gate.index()]) {
                        return None;
                    }
                    x
                }
                With::Constant(bits) => g.constant(n.ty, bits),
            };
            g.replace_data(gate, to);
            Some(())
        }),
        Edit::DropDepend {
            function,
            gate,
            input,
        } => edit_function(p, function, |g| {
            let to = *g.node(gate)?.depend.get(input)?;
            (to != gate).then_some(())?;
            g.replace_depend(gate, to);
            Some(())
        }),
        Edit::Lower {
            function,
            gate,
            bits,
        } => edit_function(p, function, |g| {
            let n = g.nodes.get_mut(gate.index())?;
            n.bits = Value::from_bits(n.ty, bits).bits();
            Some(())
        }),
        Edit::DropParam { function, position } => drop_param(p, function, position),
    }
}

/// Collapses `join` to its predecessor `pred`.
fn collapse(g: &mut Graph, join: GateRef, pred: usize) -> Option<()> {
    let p = *g.node(join)?.state.get(pred)?;
    let selectors: Vec<GateRef> = g
        .gates()
        .filter(|&s| {
            g.node(s).is_some_and(|n| {
                matches!(n.op, Opcode::ValueSelector | Opcode::DependSelector)
                    && n.state.first() == Some(&join)
            })
        })
        .collect();
    for s in selectors {
        let n = g.node(s)?.clone();
        if n.op == Opcode::ValueSelector {
            let to = *n.data.get(pred)?;
            (to != s).then_some(())?;
            g.replace_data(s, to);
        } else {
            let mut to = *n.depend.get(pred)?;
            (to != s).then_some(())?;
            if !anchored(g, to) {
                // The chain came from a loop head: pin it to the predecessor's block again.
                relay_source(g.node(p)?.op).then_some(())?;
                to = g.relay(p, to);
            }
            g.replace_depend(s, to);
        }
    }
    g.replace_state(join, p);
    Some(())
}

/// Drops function `k` (not the entry): its calls give 0, callees above it move down.
fn drop_function(p: &Program, k: usize) -> Option<Program> {
    let functions = p.module.functions();
    if k == 0 || k >= functions.len() {
        return None;
    }
    let mut module = Module::new();
    for (i, f) in functions.iter().enumerate() {
        if i == k {
            continue;
        }
        let mut g = Graph::of(&f.circuit);
        let calls: Vec<GateRef> = g
            .gates()
            .filter(|&c| {
                g.node(c).is_some_and(|n| {
                    n.op == Opcode::Call
                        && n.data
                            .first()
                            .and_then(|&callee| g.node(callee))
                            .is_some_and(|x| x.op == Opcode::Constant && x.bits == k as u64)
                })
            })
            .collect();
        for c in calls {
            let n = g.node(c)?.clone();
            g.replace_depend(c, *n.depend.first()?);
            let zero = g.constant(n.ty, 0);
            g.replace_data(c, zero);
        }
        for c in g.gates().collect::<Vec<_>>() {
            if is_callee(&g, c)
                && let Some(n) = g.nodes.get_mut(c.index())
                && n.op == Opcode::Constant
                && n.bits > k as u64
            {
                n.bits -= 1;
            }
        }
        let _ = module.push(f.name.clone(), g.build());
    }
    Some(Program {
        module,
        cases: p.cases.clone(),
    })
}

/// Drops parameter `position` of `function` when no gate reads it.
fn drop_param(p: &Program, function: usize, position: u64) -> Option<Program> {
    let functions = p.module.functions();
    let mut target = Graph::of(&functions.get(function)?.circuit);
    let args: Vec<GateRef> = target
        .gates()
        .filter(|&a| {
            target
                .node(a)
                .is_some_and(|n| n.op == Opcode::Arg && n.bits == position)
        })
        .collect();
    let used = target
        .nodes
        .iter()
        .any(|n| n.data.iter().any(|d| args.contains(d)));
    if used || args.is_empty() {
        return None;
    }
    for n in &mut target.nodes {
        if n.op == Opcode::Arg && n.bits > position {
            n.bits -= 1;
        } else if n.op == Opcode::Arg && n.bits == position {
            // An unused CONSTANT is dropped when the circuit is rebuilt.
            n.op = Opcode::Constant;
            n.root = Some(GateRef(Root::ConstantList.offset()));
        }
    }
    let mut module = Module::new();
    for (i, f) in functions.iter().enumerate() {
        let mut g = if i == function {
            target.clone()
        } else {
            Graph::of(&f.circuit)
        };
        let callees: Vec<GateRef> = g
            .gates()
            .filter(|&c| {
                g.node(c)
                    .is_some_and(|n| n.op == Opcode::Constant && n.bits == function as u64)
                    && is_callee(&g, c)
            })
            .collect();
        for n in &mut g.nodes {
            if n.op == Opcode::Call && n.data.first().is_some_and(|c| callees.contains(c)) {
                let at = position as usize + 1;
                (at < n.data.len()).then_some(())?;
                n.data.remove(at);
                n.bits = n.data.len() as u64 - 1;
            }
        }
        let _ = module.push(f.name.clone(), g.build());
    }
    let mut cases = p.cases.clone();
    if function == 0 {
        for case in &mut cases {
            (position < case.len() as u64).then(|| case.remove(position as usize))?;
        }
    }
    Some(Program { module, cases })
}
