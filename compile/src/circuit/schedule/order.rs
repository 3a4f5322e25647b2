//! The blocks as the lowering reads them: owns each block's parameters (its join's value
//! selectors), the order of its gates (each after its inputs in the block, following
//! dependency chains through the gates that produce no code), and its exit in block numbers.

use std::collections::HashSet;

use ir_core::circuit::{Circuit, GateRef};
use ir_core::opcode::Opcode;

use super::blocks::{Graph, NONE, RawExit, is_join};
use super::place::{Placed, is_bookkeeping};
use super::{Block, BlockId, Exit, Schedule, Span};

/// The parameters of each block, appended to `lists`: the scheduled value selectors of the
/// join heading it, in gate order (other blocks have none).
fn params(c: &Circuit, g: &Graph, placed: &Placed, lists: &mut Vec<GateRef>) -> Vec<Span> {
    // Each join block's selectors, (block, selector) in selector order; then grouped by block
    // with a stable sort, which keeps gate order within a block.
    let mut pairs: Vec<(u32, GateRef)> = Vec::new();
    for &s in &placed.selectors {
        let Some(&join) = c.state_inputs(s).first() else {
            continue;
        };
        let b = g.block_of_state[join.index()];
        if b != NONE && g.heads[b as usize] == join && c.opcode(join).is_some_and(is_join) {
            pairs.push((b, s));
        }
    }
    pairs.sort_by_key(|&(b, _)| b);
    let mut out = vec![Span::default(); g.heads.len()];
    for &(b, s) in &pairs {
        let span = &mut out[b as usize];
        if span.len == 0 {
            span.start = lists.len() as u32;
        }
        lists.push(s);
        span.len += 1;
    }
    out
}

/// Whether the walk from `root` in block `b` would find nothing to order before it: every input
/// it would follow is a code gate of `b` already ordered (it never passes a bookkeeping gate).
/// Only for placements without copies.
fn settled(c: &Circuit, placed: &Placed, done: &[bool], root: GateRef, b: u32) -> bool {
    c.flow_inputs(root).iter().all(|&i| {
        let o = c.opcode(i).unwrap_or(Opcode::CircuitRoot);
        if is_bookkeeping(o) {
            matches!(o, Opcode::ValueSelector | Opcode::DependSelector) || o.is_state()
        } else {
            placed.block.get(i.index()) != Some(&b) || done.get(i.index()) == Some(&true)
        }
    })
}

/// Builds the schedule from the graph and the placement.
#[inline]
pub(crate) fn finish(c: &Circuit, g: Graph, placed: Placed) -> Schedule {
    let n = g.heads.len();
    let code = |x: GateRef| c.opcode(x).is_some_and(|o| !is_bookkeeping(o));
    // Each block's gate count first, so that each block's list is allocated once.
    // The roots of the walks below: the scheduled gates with code, in gate order.
    let mut counts = vec![0u32; n];
    let mut roots: Vec<GateRef> = Vec::new();
    for x in c.gates() {
        let blocks = placed.blocks_of(x);
        if blocks.is_empty() || !code(x) {
            continue;
        }
        roots.push(x);
        for &b in blocks {
            if let Some(k) = counts.get_mut(b as usize) {
                *k += 1;
            }
        }
    }
    // Every block's gates in one list: block `b`'s from `spans[b].start`, filled in order.
    let mut spans: Vec<Span> = Vec::with_capacity(n);
    let mut total = 0u32;
    for &k in &counts {
        spans.push(Span {
            start: total,
            len: 0,
        });
        total += k;
    }
    let mut lists = vec![GateRef(0); total as usize];
    let mut place_in = |b: u32, x: GateRef| {
        let span = &mut spans[b as usize];
        lists[(span.start + span.len) as usize] = x;
        span.len += 1;
    };
    // Depth-first postorder within each block, from the scheduled gates in gate order (a
    // copied gate once per block it is copied to).
    let mut done = vec![false; c.len()];
    let mut done_copies: HashSet<(u32, u32)> = HashSet::new();
    // The root whose walk last reached each gate (a walk passes a bookkeeping gate once).
    let mut walked = vec![u32::MAX; c.len()];
    let mut stack: Vec<(GateRef, bool)> = Vec::new();
    let mut walk = 0u32;
    // In gate order (each gate's blocks in order): no sort needed.
    for &root in &roots {
        for &b in placed.blocks_of(root) {
            let this_walk = walk;
            walk += 1;
            let copied = |x: GateRef| placed.copy_blocks(x).is_some();
            let is_done = |x: GateRef, done: &[bool], done_copies: &HashSet<(u32, u32)>| {
                if copied(x) {
                    done_copies.contains(&(x.0, b))
                } else {
                    done[x.index()]
                }
            };
            if is_done(root, &done, &done_copies) {
                continue;
            }
            // Most gates find every input they would walk into already ordered (it comes
            // before them): the walk would only add the root, so add it without one.
            if placed.copies.is_empty() && settled(c, &placed, &done, root, b) {
                done[root.index()] = true;
                place_in(b, root);
                continue;
            }
            stack.clear();
            stack.push((root, false));
            while let Some((x, expanded)) = stack.pop() {
                if expanded {
                    if code(x) && !is_done(x, &done, &done_copies) {
                        if copied(x) {
                            done_copies.insert((x.0, b));
                        } else {
                            done[x.index()] = true;
                        }
                        place_in(b, x);
                    }
                    continue;
                }
                if is_done(x, &done, &done_copies) || walked[x.index()] == this_walk {
                    continue;
                }
                walked[x.index()] = this_walk;
                stack.push((x, true));
                let first = stack.len();
                for &i in c.data_inputs(x).iter().chain(c.depend_inputs(x)) {
                    let o = c.opcode(i).unwrap_or(Opcode::CircuitRoot);
                    // Through gates without code (not selectors or state gates); into code
                    // gates of this block.
                    let follow = if is_bookkeeping(o) {
                        !matches!(o, Opcode::ValueSelector | Opcode::DependSelector)
                            && !o.is_state()
                    } else {
                        placed.is_in(i, b)
                    };
                    if follow {
                        stack.push((i, false));
                    }
                }
                // The lowest-numbered input on top: visited first.
                stack[first..].sort_unstable_by_key(|e| core::cmp::Reverse(e.0));
            }
        }
    }
    // The parameters of each join's block, once.
    let block_params = params(c, &g, &placed, &mut lists);
    let block_of = |h: &GateRef| g.block_of_state[h.index()] as BlockId;
    // The exits first: a jump reads its target's parameters, which may come before or after it.
    let exits: Vec<Exit> = (0..n)
        .map(|b| match &g.exits[b] {
            RawExit::Jump { join, index } => {
                let jb = g.block_of_state[join.index()] as usize;
                let span = block_params[jb];
                let start = lists.len();
                for k in span.start..span.start + span.len {
                    if let Some(&a) = c.data_inputs(lists[k as usize]).get(*index) {
                        lists.push(a);
                    }
                }
                let args = Span {
                    start: start as u32,
                    len: (lists.len() - start) as u32,
                };
                Exit::Jump {
                    target: jb as BlockId,
                    args,
                }
            }
            RawExit::Branch {
                gate,
                then_head,
                else_head,
            } => Exit::Branch {
                gate: *gate,
                cond: c.data_inputs(*gate).first().copied().unwrap_or(*gate),
                then_block: block_of(then_head),
                else_block: block_of(else_head),
            },
            RawExit::Switch {
                gate,
                cases,
                default,
            } => Exit::Switch {
                gate: *gate,
                value: c.data_inputs(*gate).first().copied().unwrap_or(*gate),
                cases: cases.iter().map(|(v, h)| (*v, block_of(h))).collect(),
                default: block_of(default),
            },
            RawExit::Return(gate) => Exit::Return {
                gate: *gate,
                value: c.data_inputs(*gate).first().copied(),
            },
            RawExit::Throw(gate) => Exit::Throw {
                gate: *gate,
                value: c.data_inputs(*gate).first().copied().unwrap_or(*gate),
            },
        })
        .collect();
    let blocks = spans
        .into_iter()
        .zip(block_params)
        .zip(exits)
        .enumerate()
        .map(|(b, ((gates, params), exit))| Block {
            head: Some(g.heads[b]),
            params,
            gates,
            exit,
            loop_depth: g.loop_depth[b],
        })
        .collect();
    Schedule {
        blocks,
        idom: g.idom,
        lists,
    }
}

#[cfg(test)]
mod tests {
    use ir_core::circuit::GateRef;

    #[test]
    fn a_join_takes_its_scheduled_selectors_in_gate_order() {
        // The walk reaches %15 before %14 (the ADD reads it last); %16 is read by nothing.
        let text = "\
%8 = ARG i1 0 <%7>
%9 = ARG i64 1 <%7>
%10 = IF_BRANCH [%1] (%8)
%11 = IF_TRUE [%10]
%12 = IF_FALSE [%10]
%13 = MERGE [%11, %12]
%14 = VALUE_SELECTOR i64 [%13] (%9, %9)
%15 = VALUE_SELECTOR i64 [%13] (%9, %9)
%16 = VALUE_SELECTOR i64 [%13] (%9, %9)
%17 = ADD i64 (%14, %15)
%18 = RETURN [%13] {%2} (%17) <%3>
";
        let c = ir_core::text::parse(text)
            .unwrap_or_else(|e| panic!("{e:?}"))
            .circuit;
        let s = crate::schedule::schedule(&c).unwrap_or_else(|e| panic!("{e}"));
        let join = s
            .blocks
            .iter()
            .find(|b| b.head == Some(GateRef(13)))
            .expect("the join's block");
        assert_eq!(s.list(join.params), [GateRef(14), GateRef(15)], "{s}");
        for b in &s.blocks {
            if b.head != Some(GateRef(13)) {
                assert!(s.list(b.params).is_empty(), "{s}");
            }
        }
    }
}
