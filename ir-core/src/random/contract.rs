//! The generator's contract as the shrinker checks it on a function's rows: which gates are
//! effects, which values derive from an address, where a chain is anchored (never on a loop
//! head), which dependency gates no effect follows, and whether every division's divisor is
//! safe by construction. An edit whose result breaks any of these is refused, so a shrunk program
//! has one right answer just as a generated one has.

use super::catalog::{Divisor, Feed, feed};
use super::graph::Graph;
use crate::circuit::GateRef;
use crate::opcode::{Opcode, Root};

/// Whether gates of `op` stand on the dependency chain (LOAD, STORE, CALL).
pub(crate) fn is_effect(op: Opcode) -> bool {
    matches!(feed(op), Some(Feed::Load | Feed::Store | Feed::Call))
}

/// Whether gates of `op` compute a value from their data inputs alone (arithmetic, compares,
/// conversions, value selectors).
pub(crate) fn computes(op: Opcode) -> bool {
    op == Opcode::ValueSelector
        || matches!(
            feed(op),
            Some(Feed::Arith { .. } | Feed::Compare { .. } | Feed::Convert(_))
        )
}

/// Whether a CALL names `g` as its callee.
pub(crate) fn is_callee(graph: &Graph, g: GateRef) -> bool {
    graph
        .nodes
        .iter()
        .any(|n| n.op == Opcode::Call && n.data.first() == Some(&g))
}

/// The gates whose value derives from an ALLOCA's address through computing gates.
pub(crate) fn address_derived(graph: &Graph) -> Vec<bool> {
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
pub(crate) fn effect_free_below(graph: &Graph) -> Vec<bool> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::parse;

    fn graph(text: &str) -> Graph {
        Graph::of(&parse(text).expect("parses").circuit)
    }

    #[test]
    fn an_effect_on_a_loop_head_is_not_anchored_and_a_relayed_one_is() {
        let relayed = graph(include_str!("../../../examples/memory.circuit"));
        assert!(effects_anchored(&relayed));
        // The same STORE hung straight off the loop head's DEPEND_SELECTOR.
        let text = include_str!("../../../examples/memory.circuit")
            .replace("%25 = STORE {%24}", "%25 = STORE {%15}");
        assert!(!effects_anchored(&graph(&text)));
    }

    #[test]
    fn divisors_are_safe_by_construction_only() {
        let body = |divisor: &str| {
            format!(
                "%8 = ARG i32 0 <%7>\n%9 = CONSTANT i32 2 <%5>\n%10 = CONSTANT i32 4294967294 <%5>\n\
                 %11 = CONSTANT i32 1 <%5>\n%12 = AND i32 (%8, %10)\n%13 = OR i32 (%12, %9)\n\
                 %14 = OR i32 (%8, %11)\n%15 = SDIV i32 (%8, {divisor})\n\
                 %16 = RETURN [%1] {{%2}} (%15) <%3>\n"
            )
        };
        assert!(divisions_safe(&graph(&body("%13"))), "OR(AND(x, -2), 2)");
        assert!(divisions_safe(&graph(&body("%9"))), "the constant 2");
        assert!(!divisions_safe(&graph(&body("%14"))), "OR(x, 1) may be -1");
        assert!(!divisions_safe(&graph(&body("%8"))), "any argument");
    }
}
