//! The shrinker's edits: each a small change to a program, listed for the current program by
//! [`edits`] (in the order the passes run: big cuts first) and made by [`apply`] on a copy,
//! which gives `None` when the edit does not fit (the shrinker then checks what it gives).

use super::Program;
use super::contract::{address_derived, computes, effect_free_below, is_callee, is_effect};
use super::graph::Graph;
use super::surgery::{collapse, drop_function, drop_param, edit_function};
use crate::circuit::GateRef;
use crate::interp::Value;
use crate::opcode::{MachineType, Opcode};

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
