//! The scheduler on every example circuit and filetest function, checked by an independent
//! checker: each gate's inputs are defined in a dominating block or earlier in its own block,
//! each jump passes one argument per parameter of its target, no edge is critical, and every
//! exit's value is scheduled. Plus the placement decisions: a loop-invariant gate leaves the
//! loop, a division stays in the branch that uses it, a store stays below its relay, dead gates
//! are not scheduled, HIR is refused with the gate named; and a 10^4-gate nest of loops and
//! diamonds.

use std::collections::HashSet;
use std::path::Path;

use ir_core::circuit::{Circuit, GateRef};
use ir_core::opcode::Opcode;
use opforge_compile::schedule::{Exit, Schedule, schedule};

/// Dominators of the schedule's blocks, by the simple iterative set algorithm (independent of
/// the scheduler's own).
fn dominators(s: &Schedule) -> Vec<HashSet<u32>> {
    let n = s.blocks.len();
    let succs = |b: usize| -> Vec<u32> {
        match &s.blocks[b].exit {
            Exit::Jump { target, .. } => vec![*target],
            Exit::Branch {
                then_block,
                else_block,
                ..
            } => vec![*then_block, *else_block],
            Exit::Switch { cases, default, .. } => {
                cases.iter().map(|c| c.1).chain([*default]).collect()
            }
            _ => Vec::new(),
        }
    };
    let mut preds = vec![Vec::new(); n];
    for b in 0..n {
        for t in succs(b) {
            preds[t as usize].push(b as u32);
        }
    }
    let all: HashSet<u32> = (0..n as u32).collect();
    let mut dom: Vec<HashSet<u32>> = (0..n)
        .map(|b| {
            if b == 0 {
                HashSet::from([0])
            } else {
                all.clone()
            }
        })
        .collect();
    let mut changed = true;
    while changed {
        changed = false;
        for b in 1..n {
            let mut new: Option<HashSet<u32>> = None;
            for &p in &preds[b] {
                new = Some(match new {
                    None => dom[p as usize].clone(),
                    Some(acc) => acc.intersection(&dom[p as usize]).copied().collect(),
                });
            }
            let mut new = new.unwrap_or_default();
            new.insert(b as u32);
            if new != dom[b] {
                dom[b] = new;
                changed = true;
            }
        }
    }
    // No critical edge: a block with several successors only enters blocks of one predecessor.
    for b in 0..n {
        let ts = succs(b);
        if ts.len() > 1 {
            for t in ts {
                assert_eq!(preds[t as usize].len(), 1, "critical edge b{b} -> b{t}");
            }
        }
    }
    dom
}

/// Checks the schedule's invariants; returns the block of each scheduled gate (the first, for
/// a copied one).
fn check(c: &Circuit, s: &Schedule) -> Vec<Option<u32>> {
    let dom = dominators(s);
    let blocks_of = s.blocks_of(c.len());
    // The scheduled gates are the live ones (`ir_core::live`, the interpreter's definition)
    // that produce code or values.
    let live = ir_core::live::live_gates(c);
    for g in c.gates() {
        let op = c.opcode(g).expect("a gate");
        let bookkeeping = op.is_state()
            || op.is_root()
            || matches!(
                op,
                Opcode::DependRelay
                    | Opcode::DependAnd
                    | Opcode::DependSelector
                    | Opcode::DependEntry
            );
        if !bookkeeping {
            assert_eq!(
                !blocks_of[g.index()].is_empty(),
                live[g.index()],
                "%{} ({}): scheduled and live disagree\n{s}",
                g.0,
                op.name()
            );
        }
    }
    for b in 1..s.blocks.len() {
        assert_eq!(
            s.idom[b],
            idom(&dom, b as u32),
            "the schedule's immediate dominator of b{b}\n{s}"
        );
        assert!(s.dominates(s.idom[b], b as u32) && !s.dominates(b as u32, s.idom[b]));
    }
    for (i, blocks) in blocks_of.iter().enumerate() {
        for (k, &a) in blocks.iter().enumerate() {
            for &b in &blocks[k + 1..] {
                // Copies are only of guarded gates, on different paths, one per block.
                assert!(
                    !dom[b as usize].contains(&a) && !dom[a as usize].contains(&b),
                    "%{i} is computed in b{a} and b{b}, one dominating the other\n{s}"
                );
                assert!(
                    guarded(c, GateRef(i as u32)),
                    "%{i} is copied but cannot trap\n{s}"
                );
            }
        }
    }
    let code = |g: GateRef| {
        !matches!(
            c.opcode(g),
            Some(
                Opcode::DependRelay
                    | Opcode::DependAnd
                    | Opcode::DependEntry
                    | Opcode::DependSelector
            )
        )
    };
    // The code inputs of a gate, through the dependency gates that produce no code.
    let code_inputs = |g: GateRef| -> Vec<GateRef> {
        let mut out = Vec::new();
        let mut work: Vec<GateRef> = c
            .data_inputs(g)
            .iter()
            .chain(c.depend_inputs(g))
            .copied()
            .collect();
        let mut seen = HashSet::new();
        while let Some(x) = work.pop() {
            if !seen.insert(x) {
                continue;
            }
            let op = c.opcode(x).expect("a gate");
            if code(x) || op == Opcode::DependSelector {
                if op != Opcode::DependSelector && !op.is_state() {
                    out.push(x);
                }
            } else if op != Opcode::DependEntry {
                work.extend(c.depend_inputs(x).iter().copied());
            }
        }
        out
    };
    for (b, block) in s.blocks.iter().enumerate() {
        let b = b as u32;
        let mut earlier: HashSet<GateRef> = s.list(block.params).iter().copied().collect();
        let available = |x: GateRef, earlier: &HashSet<GateRef>| -> bool {
            earlier.contains(&x)
                || blocks_of[x.index()]
                    .iter()
                    .any(|&d| d != b && dom[b as usize].contains(&d))
        };
        for &g in s.list(block.gates) {
            for i in code_inputs(g) {
                assert!(
                    available(i, &earlier),
                    "b{b}: %{} reads %{} before it is defined\n{s}",
                    g.0,
                    i.0
                );
            }
            earlier.insert(g);
        }
        let reads: Vec<GateRef> = match &block.exit {
            Exit::Jump { target, args } => {
                assert_eq!(args.len, s.blocks[*target as usize].params.len, "b{b}\n{s}");
                s.list(*args).to_vec()
            }
            Exit::Branch { cond, .. } => vec![*cond],
            Exit::Switch { value, .. } => vec![*value],
            Exit::Return { value, .. } => value.iter().copied().collect(),
            Exit::Throw { value, .. } => vec![*value],
        };
        for r in reads {
            assert!(
                available(r, &earlier),
                "b{b}: the exit reads %{} before it is defined\n{s}",
                r.0
            );
        }
    }
    blocks_of.iter().map(|b| b.first().copied()).collect()
}

/// Whether `x` may trap or reads a gate that may (through data wires).
fn guarded(c: &Circuit, x: GateRef) -> bool {
    let mut work = vec![x];
    let mut seen = HashSet::new();
    while let Some(g) = work.pop() {
        if !seen.insert(g) {
            continue;
        }
        match c.opcode(g) {
            Some(Opcode::Sdiv | Opcode::Srem | Opcode::Udiv | Opcode::Urem) => return true,
            Some(Opcode::ValueSelector) | None => {}
            Some(op) if op.is_state() => {}
            Some(_) => work.extend(c.data_inputs(g).iter().copied()),
        }
    }
    false
}

/// The immediate dominator of `b` from the dominator sets: its strict dominator with the most
/// dominators.
fn idom(dom: &[HashSet<u32>], b: u32) -> u32 {
    dom[b as usize]
        .iter()
        .copied()
        .filter(|&d| d != b)
        .max_by_key(|&d| dom[d as usize].len())
        .expect("a block other than the entry has a strict dominator")
}

fn circuits() -> Vec<(String, Circuit)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut out = Vec::new();
    for dir in ["examples", "ir-core/tests/filetests"] {
        for e in std::fs::read_dir(root.join(dir))
            .expect("the directory")
            .flatten()
        {
            let path = e.path();
            if path.extension().is_none_or(|x| x != "circuit") {
                continue;
            }
            let text = std::fs::read_to_string(&path).expect("the file");
            let stem = path.file_stem().and_then(|s| s.to_str()).expect("a name");
            let module = ir_core::text::parse_module(&text, stem)
                .expect("parses")
                .module;
            for f in module.functions() {
                out.push((format!("{}:{}", path.display(), f.name), f.circuit.clone()));
            }
        }
    }
    out
}

#[test]
fn every_example_and_filetest_function_schedules_soundly() {
    let mut scheduled = 0;
    for (name, c) in circuits() {
        match schedule(&c) {
            Ok(s) => {
                check(&c, &s);
                scheduled += 1;
            }
            Err(e) => {
                // Only the HIR example is refused.
                assert!(name.contains("call_throw"), "{name}: {e}");
                assert!(e.to_string().contains("JS_BYTECODE"), "{e}");
            }
        }
    }
    assert!(scheduled >= 20, "{scheduled}");
}

fn parse(text: &str) -> Circuit {
    ir_core::text::parse(text)
        .unwrap_or_else(|e| panic!("{e:?}"))
        .circuit
}

#[test]
fn a_loop_invariant_gate_leaves_the_loop_and_a_guarded_one_does_not() {
    // for (i = 0; i < n; i++) s += a * b + i / b; the product is hoisted, the division is not.
    let text = "\
%8 = ARG i64 0 <%7>
%9 = ARG i64 1 <%7>
%10 = ARG i64 2 <%7>
%11 = CONSTANT i64 0 <%5>
%12 = CONSTANT i64 1 <%5>
%13 = LOOP_BEGIN [%1, %22]
%14 = VALUE_SELECTOR i64 [%13] (%11, %23)
%15 = VALUE_SELECTOR i64 [%13] (%11, %25)
%16 = ICMP slt (%14, %8)
%17 = IF_BRANCH [%13] (%16)
%18 = IF_TRUE [%17]
%19 = IF_FALSE [%17]
%20 = MUL i64 (%9, %10)
%21 = UDIV i64 (%14, %10)
%22 = LOOP_BACK [%18]
%23 = ADD i64 (%14, %12)
%24 = ADD i64 (%20, %21)
%25 = ADD i64 (%15, %24)
%26 = RETURN [%19] {%2} (%15) <%3>
";
    let c = parse(text);
    let s = schedule(&c).unwrap_or_else(|e| panic!("{e}"));
    let blocks = check(&c, &s);
    let depth = |g: u32| s.blocks[blocks[g as usize].expect("scheduled") as usize].loop_depth;
    assert_eq!(depth(20), 0, "the product is hoisted\n{s}");
    assert_eq!(depth(21), 1, "the division stays in the loop\n{s}");
    assert_eq!(depth(24), 1, "the sum of a guarded gate stays too\n{s}");
}

#[test]
fn a_division_in_one_branch_and_a_store_below_its_relay_stay_there() {
    let text = "\
%8 = ARG i64 0 <%7>
%9 = ARG i64 1 <%7>
%10 = ARG arch 2 <%7>
%11 = CONSTANT i64 0 <%5>
%12 = ICMP ne (%9, %11)
%13 = IF_BRANCH [%1] (%12)
%14 = IF_TRUE [%13]
%15 = IF_FALSE [%13]
%16 = SDIV i64 (%8, %9)
%17 = DEPEND_RELAY [%14] {%2}
%18 = STORE {%17} (%16, %10)
%19 = DEPEND_RELAY [%15] {%2}
%20 = MERGE [%14, %15]
%21 = VALUE_SELECTOR i64 [%20] (%16, %11)
%22 = DEPEND_SELECTOR [%20] {%18, %19}
%23 = MUL i64 (%8, %8)
%24 = RETURN [%20] {%22} (%21) <%3>
";
    let c = parse(text);
    let s = schedule(&c).unwrap_or_else(|e| panic!("{e}"));
    let blocks = check(&c, &s);
    let head_of = |g: u32| s.blocks[blocks[g as usize].expect("scheduled") as usize].head;
    assert_eq!(head_of(16), Some(GateRef(14)), "{s}");
    assert_eq!(head_of(18), Some(GateRef(14)), "{s}");
    assert_eq!(blocks[23], None, "the dead MUL is not scheduled\n{s}");
}

#[test]
fn hir_is_refused_with_the_gate_named() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/call_throw.circuit");
    let c = parse(&std::fs::read_to_string(root).expect("the example"));
    let e = schedule(&c).expect_err("HIR");
    assert!(
        e.to_string()
            .starts_with("gate %10 (JS_BYTECODE): a HIR gate"),
        "{e}"
    );
}

/// A function of `loops` sequential loops, each holding a diamond and arithmetic.
fn nest(loops: usize) -> String {
    let mut t =
        String::from("%8 = ARG i64 0 <%7>\n%9 = CONSTANT i64 0 <%5>\n%10 = CONSTANT i64 1 <%5>\n");
    let next = std::cell::Cell::new(11u32);
    let mut state = 1u32;
    let mut acc = 8u32;
    let gate = |t: &mut String, body: String| -> u32 {
        let g = next.get();
        next.set(g + 1);
        t.push_str(&format!("%{g} = {body}\n"));
        g
    };
    for _ in 0..loops {
        // Forward references are placeholders, replaced once the gates exist.
        let lb = next.get();
        let lb = gate(&mut t, format!("LOOP_BEGIN [%{state}, %LB{lb}_]"));
        let i = gate(&mut t, format!("VALUE_SELECTOR i64 [%{lb}] (%9, %NI{lb}_)"));
        let s = gate(
            &mut t,
            format!("VALUE_SELECTOR i64 [%{lb}] (%{acc}, %NS{lb}_)"),
        );
        let lim = gate(&mut t, "CONSTANT i64 3 <%5>".into());
        let cmp = gate(&mut t, format!("ICMP slt (%{i}, %{lim})"));
        let br = gate(&mut t, format!("IF_BRANCH [%{lb}] (%{cmp})"));
        let yes = gate(&mut t, format!("IF_TRUE [%{br}]"));
        let no = gate(&mut t, format!("IF_FALSE [%{br}]"));
        let odd = gate(&mut t, format!("AND i64 (%{i}, %10)"));
        let c2 = gate(&mut t, format!("ICMP eq (%{odd}, %9)"));
        let br2 = gate(&mut t, format!("IF_BRANCH [%{yes}] (%{c2})"));
        let y2 = gate(&mut t, format!("IF_TRUE [%{br2}]"));
        let n2 = gate(&mut t, format!("IF_FALSE [%{br2}]"));
        let a = gate(&mut t, format!("ADD i64 (%{s}, %{i})"));
        let m = gate(&mut t, format!("MUL i64 (%{s}, %{lim})"));
        let mg = gate(&mut t, format!("MERGE [%{y2}, %{n2}]"));
        let v = gate(&mut t, format!("VALUE_SELECTOR i64 [%{mg}] (%{a}, %{m})"));
        let ni = gate(&mut t, format!("ADD i64 (%{i}, %10)"));
        let back = gate(&mut t, format!("LOOP_BACK [%{mg}]"));
        t = t.replace(&format!("%LB{lb}_"), &format!("%{back}"));
        t = t.replace(&format!("%NI{lb}_"), &format!("%{ni}"));
        t = t.replace(&format!("%NS{lb}_"), &format!("%{v}"));
        state = no;
        acc = s;
    }
    t.push_str(&format!(
        "%{} = RETURN [%{state}] {{%2}} (%{acc}) <%3>\n",
        next.get()
    ));
    t
}

#[test]
fn a_large_nest_of_loops_and_diamonds_schedules_soundly() {
    let text = nest(550);
    let c = parse(&text);
    assert!(c.len() > 10_000, "{}", c.len());
    let start = std::time::Instant::now();
    let s = schedule(&c).unwrap_or_else(|e| panic!("{e}"));
    let took = start.elapsed();
    check(&c, &s);
    eprintln!(
        "{} gates scheduled into {} blocks in {took:?}",
        c.len(),
        s.blocks.len()
    );
}

#[test]
fn a_division_used_in_two_of_three_switch_arms_is_copied_into_those_arms() {
    // switch (a) { case 0: return a / b; case 1: return a / b; default: return b; }
    let text = "\
%8 = ARG i64 0 <%7>
%9 = ARG i64 1 <%7>
%10 = SWITCH_BRANCH [%1] (%8)
%11 = SWITCH_CASE 0 [%10]
%12 = SWITCH_CASE 1 [%10]
%13 = DEFAULT_CASE [%10]
%14 = SDIV i64 (%8, %9)
%15 = CONSTANT i64 3 <%5>
%16 = ADD i64 (%14, %15)
%17 = RETURN [%11] {%2} (%14) <%3>
%18 = RETURN [%12] {%2} (%16) <%3>
%19 = RETURN [%13] {%2} (%9) <%3>
";
    let c = parse(text);
    let s = schedule(&c).unwrap_or_else(|e| panic!("{e}"));
    check(&c, &s);
    let block_of_head = |h: u32| {
        s.blocks
            .iter()
            .position(|b| b.head == Some(GateRef(h)))
            .expect("a block") as u32
    };
    let blocks = s.blocks_of(c.len());
    let mut arms = vec![block_of_head(11), block_of_head(12)];
    arms.sort();
    assert_eq!(
        blocks[14], arms,
        "the division in both arms that use it\n{s}"
    );
    assert_eq!(blocks[16], vec![block_of_head(12)], "{s}");
    assert!(
        !s.gates(block_of_head(13)).contains(&GateRef(14)) && !s.gates(0).contains(&GateRef(14)),
        "neither the default arm nor the switch divides\n{s}"
    );
}

#[test]
fn a_division_used_in_a_block_and_in_one_it_dominates_is_computed_once() {
    // if (b != 0) { q = a / b; if (q > 1) return q + 1; return q; } return 0;
    let text = "\
%8 = ARG i64 0 <%7>
%9 = ARG i64 1 <%7>
%10 = CONSTANT i64 0 <%5>
%11 = CONSTANT i64 1 <%5>
%12 = ICMP ne (%9, %10)
%13 = IF_BRANCH [%1] (%12)
%14 = IF_TRUE [%13]
%15 = IF_FALSE [%13]
%16 = SDIV i64 (%8, %9)
%17 = ICMP sgt (%16, %11)
%18 = IF_BRANCH [%14] (%17)
%19 = IF_TRUE [%18]
%20 = IF_FALSE [%18]
%21 = ADD i64 (%16, %11)
%22 = RETURN [%19] {%2} (%21) <%3>
%23 = RETURN [%20] {%2} (%16) <%3>
%24 = RETURN [%15] {%2} (%10) <%3>
";
    let c = parse(text);
    let s = schedule(&c).unwrap_or_else(|e| panic!("{e}"));
    check(&c, &s);
    let head = s.blocks[s.blocks_of(c.len())[16][0] as usize].head;
    assert_eq!(s.blocks_of(c.len())[16].len(), 1, "{s}");
    assert_eq!(head, Some(GateRef(14)), "{s}");
}
