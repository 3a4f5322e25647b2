//! Property tests over random functions of the test IR: every generated function verifies and
//! round-trips through the text format; every single mutation is flagged by exactly the rule
//! it breaks; dominators agree with the textbook definition; splitting critical edges removes
//! every critical edge and keeps the function valid.

use opforge_cfg::{
    Check, ControlFlow, DomTree, Function, VerifyOptions, parse, print, split_critical_edges,
    verify_with,
};
use opforge_cfg_testbed::Opcode;
use opforge_cfg_testbed::mutate::{breakable, mutate};
use opforge_cfg_testbed::random::{Rng, function, graph};

/// Functions generated in the default run.
const CASES: u64 = 3000;

#[test]
fn random_functions_verify_and_round_trip_and_each_mutation_breaks_its_rule() {
    let checks = breakable();
    let (mut mutated, mut skipped) = (vec![0usize; checks.len()], vec![0usize; checks.len()]);
    let (mut insts, mut blocks) = (0, 0);
    for seed in 0..CASES {
        let f = function(seed);
        insts += f.inst_count();
        blocks += f.layout().len();
        let report = verify_with(&f, VerifyOptions::default());
        assert!(
            report.findings.is_empty(),
            "seed {seed}:\n{}\n{report}",
            print(&f)
        );
        let text = print(&f);
        let back: Function<Opcode> =
            parse(&text).unwrap_or_else(|e| panic!("seed {seed}: {e}\n{text}"));
        assert_eq!(print(&back), text, "seed {seed}");
        assert!(
            verify_with(&back, VerifyOptions::default())
                .findings
                .is_empty(),
            "seed {seed}"
        );
        let mut rng = Rng::xorshift64_star_from(seed ^ 0xA5A5);
        for (n, &check) in checks.iter().enumerate() {
            let Some(m) = mutate(&f, check, &mut rng) else {
                skipped[n] += 1;
                continue;
            };
            let report = verify_with(&m, VerifyOptions::default());
            assert_eq!(
                report.failed_checks(),
                vec![check],
                "seed {seed}, {check}:\n{}\n{report}",
                print(&m)
            );
            mutated[n] += 1;
            // Printing and parsing a broken function never panics.
            let _ = parse::<Opcode>(&print(&m));
        }
    }
    let total: usize = mutated.iter().sum();
    eprintln!(
        "{CASES} functions ({blocks} blocks, {insts} instructions); {total} mutations flagged by their rule"
    );
    for (n, check) in checks.iter().enumerate() {
        eprintln!(
            "  {check}: {} flagged, {} functions without a spot",
            mutated[n], skipped[n]
        );
        assert!(
            mutated[n] >= (CASES as usize) / 4,
            "{check} was broken only {} times",
            mutated[n]
        );
    }
}

#[test]
fn an_unreachable_block_is_a_warning_only() {
    for seed in 0..200 {
        let mut f = function(seed);
        let lost = f.create_block();
        f.append_inst(
            lost,
            Opcode::Jump,
            vec![opforge_cfg::Operand::Block(opforge_cfg::BlockCall::new(
                lost,
                &[],
            ))],
            &[],
        );
        let report = verify_with(&f, VerifyOptions::default());
        assert!(report.is_ok(), "{report}");
        let warnings: Vec<Check> = report.warnings().map(|w| w.check).collect();
        assert_eq!(warnings, vec![Check::Unreachable]);
    }
}

#[test]
fn splitting_critical_edges_removes_them_and_keeps_the_function_valid() {
    let strict = VerifyOptions {
        no_critical_edges: true,
    };
    let mut with_critical = 0;
    for seed in 0..CASES {
        let mut f = function(seed);
        let before = verify_with(&f, strict);
        if !before.is_ok() {
            assert_eq!(before.failed_checks(), vec![Check::CriticalEdge]);
            with_critical += 1;
        }
        let split = split_critical_edges(&mut f, Opcode::Jump);
        assert_eq!(split > 0, !before.is_ok(), "seed {seed}");
        let after = verify_with(&f, strict);
        assert!(
            after.findings.is_empty(),
            "seed {seed}:\n{}\n{after}",
            print(&f)
        );
    }
    assert!(
        with_critical > 100,
        "only {with_critical} functions had a critical edge"
    );
}

/// Dominators by the definition: `a` dominates `b` when `b` cannot be reached from the entry
/// without `a`.
fn dominates_naively(succs: &[Vec<usize>], a: usize, b: usize) -> bool {
    let mut seen = vec![false; succs.len()];
    let mut stack = vec![0];
    if a == 0 {
        return reachable(succs, b);
    }
    while let Some(n) = stack.pop() {
        if n == a || seen[n] {
            continue;
        }
        seen[n] = true;
        stack.extend(&succs[n]);
    }
    reachable(succs, b) && !seen[b]
}

fn reachable(succs: &[Vec<usize>], b: usize) -> bool {
    let mut seen = vec![false; succs.len()];
    let mut stack = vec![0];
    while let Some(n) = stack.pop() {
        if !std::mem::replace(&mut seen[n], true) {
            stack.extend(&succs[n]);
        }
    }
    seen[b]
}

#[test]
fn dominators_agree_with_the_definition() {
    for seed in 0..CASES {
        let mut rng = Rng::xorshift64_star_from(seed);
        let n = 1 + rng.below(10);
        let mut succs = graph(&mut rng, n);
        // Extra random edges, including into the entry and unreachable parts.
        for _ in 0..rng.below(4) {
            let (a, b) = (rng.below(n), rng.below(n));
            succs[a].push(b);
        }
        if n > 3 && rng.below(3) == 0 {
            let cut = rng.below(n);
            succs[cut].clear();
        }
        let dom = DomTree::new(&ControlFlow::from_successors(0, succs.clone()));
        for a in 0..n {
            for b in 0..n {
                let (ba, bb) = (
                    opforge_cfg::Block::new(a as u32),
                    opforge_cfg::Block::new(b as u32),
                );
                assert_eq!(
                    dom.dominates(ba, bb),
                    dominates_naively(&succs, a, b),
                    "seed {seed}: {a} dom {b} in {succs:?}"
                );
            }
        }
    }
}
