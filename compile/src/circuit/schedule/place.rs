//! Placement: owns deciding which gates are scheduled (those an exit reaches through data and
//! dependency wires) and the block of each: pinned gates where the graph puts them, effects
//! where their dependency chain does, and every other gate by global code motion between its
//! earliest and latest blocks (guarded gates at their latest). The latest-block pass needs no
//! index of uses: users come before their inputs in its order, so each gate, once placed, counts
//! its block as a use of each data input (selectors and state gates count theirs up front).

use std::collections::HashMap;

use ir_core::circuit::{Circuit, GateRef};
use ir_core::opcode::Opcode;

use super::blocks::{Graph, NONE, RawExit};
use super::{ScheduleError, error};

/// Gates that produce no code: they order effects or name values of a join.
pub(crate) fn is_bookkeeping(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::DependRelay
            | Opcode::DependAnd
            | Opcode::DependSelector
            | Opcode::ValueSelector
            | Opcode::DependEntry
    ) || op.is_state()
}

/// Gates with an effect: they stay in the block their dependency chain pins them to.
fn is_effect(op: Opcode) -> bool {
    matches!(op, Opcode::Load | Opcode::Store | Opcode::Call)
}

/// Gates that may trap.
fn may_trap(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::Sdiv | Opcode::Srem | Opcode::Udiv | Opcode::Urem
    )
}

/// Where each scheduled gate goes.
#[derive(Debug)]
pub(crate) struct Placed {
    /// The block of each gate (`NONE`: not scheduled).
    pub block: Vec<u32>,
    /// The blocks of each guarded gate computed in more than one block, by gate index (each
    /// copy in a block that uses it, no copy dominating another); its `block` entry is then
    /// the first of them.
    pub copies: HashMap<u32, Vec<u32>>,
    /// The scheduled VALUE_SELECTORs, in gate order.
    pub selectors: Vec<GateRef>,
}

impl Placed {
    /// The blocks of `x` when it is copied (most functions copy nothing: no lookup then).
    #[inline]
    pub fn copy_blocks(&self, x: GateRef) -> Option<&Vec<u32>> {
        if self.copies.is_empty() {
            None
        } else {
            self.copies.get(&x.0)
        }
    }

    /// Whether gate `x` is computed in block `b`.
    #[inline]
    pub fn is_in(&self, x: GateRef, b: u32) -> bool {
        match self.copy_blocks(x) {
            Some(blocks) => blocks.contains(&b),
            None => self.block.get(x.index()) == Some(&b),
        }
    }

    /// The blocks gate `x` is computed in (none when it is not scheduled).
    #[inline]
    pub fn blocks_of(&self, x: GateRef) -> &[u32] {
        match self.copy_blocks(x) {
            Some(blocks) => blocks,
            None => match self.block.get(x.index()) {
                Some(b) if *b != NONE => core::slice::from_ref(b),
                _ => &[],
            },
        }
    }
}

/// The blocks of `uses` that no other block of `uses` dominates: the fewest blocks that a copy
/// of a guarded gate must go to so that every use has one before it and no path computes it
/// without using it.
fn outermost(g: &Graph, mut uses: Vec<u32>) -> Vec<u32> {
    uses.sort_unstable();
    uses.dedup();
    let mut out: Vec<u32> = Vec::with_capacity(uses.len());
    // In reverse postorder a dominator comes before the blocks it dominates.
    for b in uses {
        if !out.iter().any(|&d| g.dominates(d, b)) {
            out.push(b);
        }
    }
    out
}

/// The inputs that order a gate: data and dependency wires.
fn inputs(c: &Circuit, g: GateRef) -> impl Iterator<Item = GateRef> + '_ {
    c.data_inputs(g).iter().chain(c.depend_inputs(g)).copied()
}

/// What the latest-block pass needs to know of a gate's uses.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Need {
    /// Nothing: the gate stays where it is (pinned, an effect, not scheduled).
    Nothing,
    /// The common dominator of its uses: it floats.
    Latest,
    /// That and every block it is used in: it is guarded.
    Blocks,
}

/// The latest block of each floating gate so far (the common dominator of the uses counted),
/// and for a guarded gate every block it is used in (it goes to the outermost of them, see
/// [`outermost`]); the uses of other gates are not counted.
struct UseBlocks {
    /// The common dominator of the uses of each gate counted so far (`NONE`: none yet).
    latest: Vec<u32>,
    /// What each gate needs counted.
    need: Vec<Need>,
    /// The blocks of the uses of each guarded gate counted so far, repeats included.
    lists: HashMap<u32, Vec<u32>>,
}

impl UseBlocks {
    /// No use counted yet, for a circuit of `n` gates, none of which needs any.
    fn new(n: usize) -> Self {
        UseBlocks {
            latest: vec![NONE; n],
            need: vec![Need::Nothing; n],
            lists: HashMap::new(),
        }
    }

    /// Counts a use of `x` in block `b` (a gate out of range is ignored).
    fn add(&mut self, g: &Graph, x: GateRef, b: u32) {
        let Some(&need) = self.need.get(x.index()) else {
            return;
        };
        if need == Need::Nothing {
            return;
        }
        let slot = &mut self.latest[x.index()];
        *slot = g.lca(*slot, b);
        if need == Need::Blocks {
            self.lists.entry(x.0).or_default().push(b);
        }
    }

    /// The blocks of the uses of guarded gate `x` counted so far (given up: each gate takes
    /// its list once).
    fn take_list(&mut self, x: GateRef) -> Vec<u32> {
        self.lists.remove(&x.0).unwrap_or_default()
    }
}

/// The block between `earliest` and `latest` (which it dominates) for a gate of opcode `o`
/// that floats: the shallowest loop depth on the dominator-tree path up from `latest`, the
/// latest block among equals; a constant stays at `latest`.
fn shallowest(g: &Graph, o: Opcode, earliest: u32, latest: u32) -> u32 {
    let mut best = latest;
    // A constant stays by its uses: building it again costs an instruction or four, holding it
    // across a loop costs a register for the whole loop.
    if o != Opcode::Constant {
        let mut at = latest;
        // Up the dominator tree towards the earliest block, while a shallower loop depth is
        // still possible.
        while at != earliest && g.loop_depth[best as usize] > 0 {
            at = g.idom[at as usize];
            if g.loop_depth[at as usize] < g.loop_depth[best as usize] {
                best = at;
            }
        }
    }
    best
}

/// The gates the branches, switches, returns and throws read directly: the roots of the walk
/// that finds the scheduled gates (a join's selectors join the walk when something reads them,
/// so a selector nothing reads, and what only it reads, is not scheduled: see [`ir_core::live`]).
fn exit_reads(c: &Circuit, g: &Graph) -> Vec<GateRef> {
    let mut out = Vec::new();
    for e in &g.exits {
        match e {
            RawExit::Branch { gate, .. } | RawExit::Switch { gate, .. } => {
                out.extend(c.data_inputs(*gate).iter().copied());
            }
            RawExit::Return(gate) | RawExit::Throw(gate) => out.extend(inputs(c, *gate)),
            RawExit::Jump { .. } => {}
        }
    }
    out
}

/// The deeper in the dominator tree of blocks `a` and `b` (`NONE` stands for no block; `a`
/// among equals).
#[inline]
fn deepest(g: &Graph, a: u32, b: u32) -> u32 {
    if a == NONE {
        b
    } else if b == NONE || g.dom_depth[a as usize] >= g.dom_depth[b as usize] {
        a
    } else {
        b
    }
}

/// Places gate `x` as the walk orders it (every input it orders after is placed): a pinned gate
/// where the graph puts it, any other in its earliest block (the deepest of its inputs', by
/// [`deepest`]; the entry's without any), guarded when it may trap or reads a guarded gate; and
/// records what the latest-block pass must count of its uses, and a VALUE_SELECTOR in
/// `selectors`.
#[allow(clippy::too_many_arguments)]
#[inline]
fn place_early(
    c: &Circuit,
    g: &Graph,
    x: GateRef,
    block: &mut [u32],
    guarded: &mut [bool],
    uses: &mut UseBlocks,
    selectors: &mut Vec<GateRef>,
) {
    let Some(view) = c.view(x) else { return };
    let o = view.opcode;
    if o == Opcode::ValueSelector {
        selectors.push(x);
    }
    let pin = match o {
        Opcode::ValueSelector | Opcode::DependSelector | Opcode::DependRelay => view
            .state
            .first()
            .map_or(NONE, |s| g.block_of_state[s.index()]),
        Opcode::Arg | Opcode::Alloca | Opcode::DependEntry => 0,
        _ if o.is_state() => g.block_of_state[x.index()],
        _ => NONE,
    };
    if pin != NONE {
        block[x.index()] = pin;
        return;
    }
    let mut earliest = NONE;
    let mut guard = may_trap(o);
    for &input in view.data.iter().chain(view.depend) {
        if let Some(&b) = block.get(input.index()) {
            earliest = deepest(g, earliest, b);
        }
        guard |= guarded.get(input.index()).copied().unwrap_or(false);
    }
    guarded[x.index()] |= guard;
    block[x.index()] = if earliest == NONE { 0 } else { earliest };
    if !(is_bookkeeping(o) || is_effect(o)) {
        uses.need[x.index()] = if guarded[x.index()] {
            Need::Blocks
        } else {
            Need::Latest
        };
    }
}

/// Places the gates of `c` in the blocks of `g`.
pub(crate) fn place(c: &Circuit, g: &Graph) -> Result<Placed, ScheduleError> {
    let n = c.len();
    let op = |x: GateRef| c.opcode(x).unwrap_or(Opcode::CircuitRoot);
    // Topological order of the scheduled gates (and the bookkeeping gates they reach), inputs
    // first, by an iterative depth-first walk that stops at selectors and state gates. Each gate
    // is placed as it is ordered, its inputs all placed before it: pinned gates where the graph
    // puts them, every other gate in its earliest block (the deepest of its inputs'), guarded
    // when it may trap or reads a guarded gate.
    let mut state = vec![0u8; n]; // 0 new, 1 on the stack, 2 done
    let mut order = Vec::new();
    let mut stack: Vec<(GateRef, bool)> = Vec::new();
    let mut block = vec![NONE; n];
    let mut guarded = vec![false; n];
    // What the latest-block pass counts of each gate's uses.
    let mut uses = UseBlocks::new(n);
    let mut selectors = Vec::new();
    // Roots: what the exits read, then what each selector the walk reaches reads (walked as
    // roots of their own, so that a walk never passes a selector and a gate met again on the
    // stack is a cycle without one).
    let mut roots = exit_reads(c, g);
    let mut next_root = 0;
    while let Some(&root) = roots.get(next_root) {
        next_root += 1;
        stack.push((root, false));
        while let Some((x, expanded)) = stack.pop() {
            let i = x.index();
            if i >= n {
                continue;
            }
            if expanded {
                if state[i] == 1 {
                    state[i] = 2;
                    order.push(x);
                    place_early(c, g, x, &mut block, &mut guarded, &mut uses, &mut selectors);
                }
                continue;
            }
            if state[i] != 0 {
                if state[i] == 1 && !matches!(op(x), Opcode::ValueSelector | Opcode::DependSelector)
                {
                    return Err(error(
                        c,
                        x,
                        "a cycle of data or dependency wires without a selector",
                    ));
                }
                continue;
            }
            state[i] = 1;
            stack.push((x, true));
            // One lookup for the opcode and the inputs (`x` is a gate of the circuit).
            let Some(view) = c.view(x) else { continue };
            let o = view.opcode;
            // A selector read: the values each predecessor hands it are read too (at the end of
            // that predecessor, which the latest-block pass accounts for).
            if o == Opcode::ValueSelector {
                roots.extend_from_slice(view.data);
                continue;
            }
            if o == Opcode::DependSelector {
                roots.extend_from_slice(view.depend);
                continue;
            }
            if o.is_state() {
                continue;
            }
            if o.is_hir() {
                return Err(error(
                    c,
                    x,
                    "a HIR gate: lower it to MIR gates before compiling",
                ));
            }
            // An input already ordered (or no gate) would be popped and dropped: not pushed.
            for &input in view.data.iter().chain(view.depend) {
                if state.get(input.index()).is_some_and(|&s| s != 2) {
                    stack.push((input, false));
                }
            }
        }
    }
    // Latest blocks, users first; floating gates move to the shallowest loop on the way. Uses
    // are pushed: each gate, once its blocks are decided, counts them as uses of its data
    // inputs, which come after it in this order (the walk's order puts inputs first; its only
    // cycles pass a selector). The uses that no such gate makes are counted first: a live
    // selector's input `j` at the end of its join's predecessor `j`, and every input of a state
    // gate of a block in that block.
    for &u in &selectors {
        let join = c.state_inputs(u).first().copied();
        let jb = join.map_or(NONE, |j| g.block_of_state[j.index()]);
        if jb == NONE {
            continue;
        }
        let preds = g.join_preds(jb as usize);
        for (&input, &p) in c.data_inputs(u).iter().zip(preds) {
            if p != NONE {
                uses.add(g, input, p);
            }
        }
    }
    for &s in &g.states {
        let b = g.block_of_state[s.index()];
        for &input in c.inputs(s) {
            uses.add(g, input, b);
        }
    }
    let mut copies: HashMap<u32, Vec<u32>> = HashMap::new();
    for &x in order.iter().rev() {
        let Some(view) = c.view(x) else { continue };
        let o = view.opcode;
        let need = uses.need[x.index()];
        if need != Need::Nothing {
            let earliest = block[x.index()];
            let latest = uses.latest[x.index()];
            if latest != NONE {
                if !g.dominates(earliest, latest) {
                    return Err(error(
                        c,
                        x,
                        "used in a block its inputs do not dominate (the verifier's `schedulable` rule)",
                    ));
                }
                block[x.index()] = if need == Need::Blocks {
                    // A gate that may trap runs only where it is used: in the outermost blocks
                    // of its uses, one copy each when they lie on different paths.
                    let blocks = outermost(g, uses.take_list(x));
                    let first = blocks[0];
                    if blocks.len() > 1 {
                        copies.insert(x.0, blocks);
                    }
                    first
                } else {
                    shallowest(g, o, earliest, latest)
                };
            }
        }
        // Its blocks are uses of its data inputs (a selector's and a state gate's are counted
        // above).
        if o == Opcode::ValueSelector || o.is_state() || view.data.is_empty() {
            continue;
        }
        let copied = if copies.is_empty() {
            None
        } else {
            copies.get(&x.0)
        };
        match copied {
            Some(blocks) => {
                for &b in blocks {
                    for &input in view.data {
                        uses.add(g, input, b);
                    }
                }
            }
            None => {
                let b = block[x.index()];
                if b != NONE {
                    for &input in view.data {
                        uses.add(g, input, b);
                    }
                }
            }
        }
    }
    // Only scheduled gates have a block: the passes above set only those.
    selectors.retain(|s| block[s.index()] != NONE);
    selectors.sort_unstable();
    Ok(Placed {
        block,
        copies,
        selectors,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::schedule::blocks;

    fn graph(text: &str) -> (Circuit, Graph) {
        let c = ir_core::text::parse(text)
            .unwrap_or_else(|e| panic!("{e:?}"))
            .circuit;
        let g = blocks::build(&c).unwrap_or_else(|e| panic!("{e}"));
        (c, g)
    }

    use crate::schedule::blocks::tests::DIAMONDS;

    /// A loop: `i` counts up to `n`, its body holds block 2.
    const LOOP: &str = "\
%8 = ARG i64 0 <%7>
%9 = CONSTANT i64 0 <%5>
%10 = CONSTANT i64 1 <%5>
%11 = LOOP_BEGIN [%1, %17]
%12 = VALUE_SELECTOR i64 [%11] (%9, %18)
%13 = ICMP slt (%12, %8)
%14 = IF_BRANCH [%11] (%13)
%15 = IF_TRUE [%14]
%16 = IF_FALSE [%14]
%17 = LOOP_BACK [%15]
%18 = ADD i64 (%12, %10)
%19 = RETURN [%16] {%2} (%12) <%3>
";

    /// The common dominator by the textbook walk: the deeper block up first.
    fn naive_lca(g: &Graph, mut a: u32, mut b: u32) -> u32 {
        while a != b {
            if g.dom_depth[a as usize] > g.dom_depth[b as usize] {
                a = g.idom[a as usize];
            } else {
                b = g.idom[b as usize];
            }
        }
        a
    }

    #[test]
    fn lca_is_the_nearest_common_dominator() {
        for text in [DIAMONDS, LOOP] {
            let (_, g) = graph(text);
            let n = g.heads.len() as u32;
            assert!(n >= 4, "{n} blocks");
            for a in 0..n {
                assert_eq!(g.lca(NONE, a), a);
                assert_eq!(g.lca(a, NONE), a);
                for b in 0..n {
                    assert_eq!(g.lca(a, b), naive_lca(&g, a, b), "lca(b{a}, b{b})");
                }
            }
        }
        assert_eq!(graph(DIAMONDS).1.lca(NONE, NONE), NONE);
    }

    #[test]
    fn use_blocks_count_only_what_is_needed() {
        let (_, g) = graph(DIAMONDS);
        let b = |h: u32| g.block_of_state[h as usize];
        let mut uses = UseBlocks::new(3);
        uses.need[1] = Need::Latest;
        uses.need[2] = Need::Blocks;
        for x in 0..4 {
            uses.add(&g, GateRef(x), b(14));
            uses.add(&g, GateRef(x), b(15));
            uses.add(&g, GateRef(x), b(14));
        }
        assert_eq!(uses.latest, [NONE, b(11), b(11)], "{:?}", g.block_of_state);
        assert!(uses.take_list(GateRef(1)).is_empty());
        assert_eq!(uses.take_list(GateRef(2)), [b(14), b(15), b(14)]);
        assert!(uses.take_list(GateRef(2)).is_empty(), "taken once");
    }

    #[test]
    fn shallowest_leaves_the_loop_but_a_constant_stays() {
        let (_, g) = graph(LOOP);
        let body = g.block_of_state[15];
        let head = g.block_of_state[11];
        assert_eq!((g.loop_depth[body as usize], g.loop_depth[0]), (1, 0));
        assert_eq!(shallowest(&g, Opcode::Add, 0, body), 0);
        assert_eq!(shallowest(&g, Opcode::Add, head, body), body, "no way out");
        assert_eq!(shallowest(&g, Opcode::Constant, 0, body), body);
        assert_eq!(shallowest(&g, Opcode::Add, 0, 0), 0);
    }
}
