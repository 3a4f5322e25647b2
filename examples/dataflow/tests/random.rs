//! 1,000 random valid graphs of the dataflow table verify and read back from their text; each
//! mutation of a random gate is flagged by the rule it breaks, and only by that rule; the
//! visitors and the picture see every gate. All from the generated layer, with no other code.

use dataflow_ir::ir::{
    self, Cond, GateBuilder, GateCheck, GateRef, Graph, MachineType, Opcode, OrderRef, StateRef,
    ValueRef, Visitor,
};

use opforge_rng::Rng;

/// Values built so far, by type.
#[derive(Default)]
struct Values {
    of: Vec<(MachineType, ValueRef)>,
}

impl Values {
    fn pick(&self, rng: &mut Rng, ty: MachineType) -> Option<ValueRef> {
        let all: Vec<ValueRef> = self
            .of
            .iter()
            .filter(|(t, _)| *t == ty)
            .map(|(_, v)| *v)
            .collect();
        (!all.is_empty()).then(|| all[rng.below(all.len())])
    }
}

/// A random valid graph: parameters and constants, arithmetic, compares and selects on
/// numbers, a chain of memory effects, and a control path of branches and joins to one END.
fn random_graph(rng: &mut Rng) -> Graph {
    let mut b = GateBuilder::new();
    let (mut control, mut memory): (StateRef, OrderRef) = b.start();
    let mut values = Values::default();
    let numbers = [MachineType::Int, MachineType::Real];
    for (i, ty) in [MachineType::Int, MachineType::Real, MachineType::Addr]
        .into_iter()
        .enumerate()
    {
        values.of.push((ty, b.param(ty, i as u64)));
    }
    let one = b.const_(MachineType::Int, 1);
    values.of.push((MachineType::Int, one));
    let cmp = b.cmp(Cond::Le, one, one);
    values.of.push((MachineType::Bool, cmp.into()));
    for _ in 0..rng.below(30) + 1 {
        let ty = numbers[rng.below(2)];
        let a = values.pick(rng, ty).expect("a value of each number type");
        let c = values.pick(rng, ty).expect("a value of each number type");
        let v = match rng.below(9) {
            0 => b.add(ty, a, c),
            1 => b.mul(ty, a, c),
            2 => b.neg(ty, a),
            3 => b.const_(ty, rng.next_u64()),
            4 => {
                let cond = [Cond::Eq, Cond::Lt, Cond::Le][rng.below(3)];
                let v = b.cmp(cond, a, c);
                values.of.push((MachineType::Bool, v.into()));
                continue;
            }
            5 => {
                let p = values.pick(rng, MachineType::Bool).expect("a truth value");
                b.select(ty, p.as_bool(), a, c)
            }
            6 => {
                let at = values.pick(rng, MachineType::Addr).expect("an address");
                memory = b.store(memory, at.as_addr(), a);
                continue;
            }
            7 => {
                let at = values.pick(rng, MachineType::Addr).expect("an address");
                let (m, v) = b.load(ty, memory, at.as_addr());
                memory = m;
                v
            }
            _ => {
                let p = values.pick(rng, MachineType::Bool).expect("a truth value");
                let branch = b.branch(control, p.as_bool());
                control = if rng.below(2) == 0 {
                    b.join(&[branch, branch])
                } else {
                    b.join(&[branch])
                };
                if rng.below(3) == 0 {
                    memory = b.sync(&[memory, memory]);
                }
                continue;
            }
        };
        values.of.push((ty, v));
    }
    let result = values.pick(rng, MachineType::Int).expect("an integer");
    b.end(control, memory, result);
    b.finish().expect("room for every gate")
}

/// Counts gates by class through the generated visitor.
#[derive(Default)]
struct Census {
    control: usize,
    arith: usize,
    all: usize,
}

impl Visitor for Census {
    type Output = ();
    fn visit_gate(&mut self, _: &Graph, _: GateRef) {
        self.all += 1;
    }
    fn visit_control(&mut self, g: &Graph, gate: GateRef) {
        self.control += 1;
        self.visit_gate(g, gate)
    }
    fn visit_arith(&mut self, g: &Graph, gate: GateRef) {
        self.arith += 1;
        self.visit_gate(g, gate)
    }
}

#[test]
fn a_thousand_random_graphs_verify_and_read_back_from_their_text() {
    let mut rng = Rng::xorshift64(0x9e37_79b9_7f4a_7c15);
    let mut gates = 0;
    for _ in 0..1000 {
        let g = random_graph(&mut rng);
        let findings = ir::verify(&g);
        assert!(findings.is_empty(), "{}\n{findings}", ir::print(&g));
        let text = ir::print(&g);
        assert_eq!(ir::parse(&text).as_ref(), Ok(&g), "{text}");
        let mut census = Census::default();
        for gate in g.gates() {
            census.visit(&g, gate);
        }
        assert_eq!(census.all, g.len());
        let control = g
            .gates()
            .filter(|&x| g.opcode(x).is_some_and(Opcode::is_control))
            .count();
        let arith = g
            .gates()
            .filter(|&x| g.opcode(x).is_some_and(Opcode::is_arith))
            .count();
        assert_eq!((census.control, census.arith), (control, arith));
        let dot = ir::to_dot(&g, "random");
        assert_eq!(dot.matches(" [label=").count(), g.len());
        gates += g.len();
    }
    assert!(gates > 10_000, "the graphs hold {gates} gates in all");
}

/// The gates of `g` with opcode `op`.
fn of(g: &Graph, op: Opcode) -> Vec<GateRef> {
    g.gates().filter(|&x| g.opcode(x) == Some(op)).collect()
}

/// One mutation: the rule it breaks, and a change to a random gate it applies to (`None` when
/// the graph has no such gate).
type Mutation = (GateCheck, fn(&mut Graph, &mut Rng) -> Option<GateRef>);

const MUTATIONS: [Mutation; 8] = [
    (GateCheck::DataInputType, |g, rng| {
        let adds = of(g, Opcode::Add);
        let a = *adds.get(rng.below(adds.len().max(1)))?;
        let other = match g.ty(a)? {
            MachineType::Int => MachineType::Real,
            _ => MachineType::Int,
        };
        g.set_ty(a, Some(other));
        Some(a)
    }),
    (GateCheck::BitfieldValue, |g, _| {
        let c = *of(g, Opcode::Cmp).first()?;
        g.set_bitfield(c, 7);
        Some(c)
    }),
    (GateCheck::DataInputSource, |g, _| {
        let store = *of(g, Opcode::Store).first()?;
        let end = *of(g, Opcode::End).first()?;
        let skip = g.view(end)?.state.len() + g.view(end)?.depend.len();
        g.set_input(end, skip, store);
        Some(end)
    }),
    (GateCheck::DanglingInput, |g, rng| {
        let muls = of(g, Opcode::Mul);
        let m = *muls.get(rng.below(muls.len().max(1)))?;
        g.set_input(m, 1, GateRef::PENDING);
        Some(m)
    }),
    (GateCheck::StateInputCount, |g, _| {
        let j = *of(g, Opcode::Join).first()?;
        let n = g.bitfield(j)?;
        g.set_bitfield(j, n + 1);
        Some(j)
    }),
    (GateCheck::BitfieldValue, |g, _| {
        let p = *of(g, Opcode::Param).first()?;
        g.set_bitfield(p, 256);
        Some(p)
    }),
    (GateCheck::DependInputSource, |g, _| {
        let end = *of(g, Opcode::End).first()?;
        let param = *of(g, Opcode::Param).first()?;
        let at = g.view(end)?.state.len();
        g.set_input(end, at, param);
        Some(end)
    }),
    (GateCheck::DataInputCount, |g, _| {
        let n = *of(g, Opcode::Neg).first()?;
        g.set_opcode(n, Opcode::Add);
        Some(n)
    }),
];

#[test]
fn each_mutation_is_flagged_by_the_rule_it_breaks_and_no_other() {
    let mut rng = Rng::xorshift64(0x2545_f491_4f6c_dd1d);
    let mut applied = [0usize; MUTATIONS.len()];
    for round in 0..400 {
        let k = round % MUTATIONS.len();
        let (check, mutate) = MUTATIONS[k];
        let mut g = random_graph(&mut rng);
        let Some(at) = mutate(&mut g, &mut rng) else {
            continue;
        };
        applied[k] += 1;
        let findings = ir::verify(&g);
        assert!(
            findings.0.iter().any(|f| f.check == check && f.gate == at),
            "{check:?} at {at}:\n{}\n{findings}",
            ir::print(&g)
        );
        assert!(
            findings.0.iter().all(|f| f.check == check),
            "{check:?}:\n{findings}"
        );
        let text = ir::print(&g);
        assert_eq!(ir::parse(&text).as_ref(), Ok(&g), "{text}");
    }
    assert!(
        applied.iter().all(|&n| n >= 10),
        "each mutation applied: {applied:?}"
    );
}

#[test]
fn a_wrong_typed_value_is_a_finding_naming_gate_input_expected_and_found() {
    let mut b = GateBuilder::new();
    let x = b.param(MachineType::Int, 0);
    let r = b.param(MachineType::Real, 1);
    let sum = b.add(MachineType::Int, x, r);
    let g = b.finish().expect("room");
    let findings = ir::verify(&g);
    assert_eq!(findings.len(), 1, "{findings}");
    assert_eq!(
        findings.0[0].to_string(),
        format!(
            "{} (ADD), data input 1 `rhs`: data_input_type: expected a value of type T (the gate's own type, int), found {} (PARAM real)",
            sum.0, r.0
        )
    );
}

/// The table's own wire kind `order` (which behaves like `depend`) is what the findings, the
/// text format's `{...}` group and the picture's edges are named by.
#[test]
fn the_order_wire_kind_goes_by_its_table_name() {
    assert_eq!(ir::LAYER.wire_name(ir::WireKind::Depend), "order");
    let mut b = GateBuilder::new();
    let (_, memory): (StateRef, OrderRef) = b.start();
    let at = b.param(MachineType::Addr, 0);
    let stored = b.store(memory, at.as_addr(), at);
    let synced = b.sync(&[stored, OrderRef(at.0)]);
    let g = b.finish().expect("room");
    let findings = ir::verify(&g);
    assert_eq!(findings.len(), 2, "{findings}");
    assert_eq!(
        findings.0[1].to_string(),
        format!(
            "{} (SYNC), order input 1: depend_input_source: expected a gate that produces a order wire, found {} (PARAM addr)",
            synced.0, at.0
        )
    );
    let text = ir::print(&g);
    assert!(
        text.contains(&format!("SYNC {{{}, {}}}", stored.0, at.0)),
        "{text}"
    );
    assert_eq!(ir::parse(&text).as_ref(), Ok(&g));
    let dot = ir::to_dot(&g, "order");
    assert!(
        dot.contains(&format!(
            "  g{} -> g{} [style=dashed, tooltip=\"order\"];",
            stored.0.0, synced.0.0
        )),
        "{dot}"
    );
}

/// The quickstart's example prints the text the quickstart shows.
#[test]
fn the_quickstart_prints_what_it_shows() {
    let doc = include_str!("../../../docs/your-own-ir.md");
    let shown = doc
        .split("prints\n\n```text\n")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .expect("the quickstart shows the printed graph");
    let mut b = GateBuilder::new();
    let (entry, memory) = b.start();
    let x = b.param(MachineType::Int, 0);
    let y = b.param(MachineType::Int, 1);
    let less = b.cmp(Cond::Lt, x, y);
    let branch = b.branch(entry, less);
    let join = b.join(&[branch]);
    let sum = b.add(MachineType::Int, x, y);
    b.end(join, memory, sum);
    let graph = b.finish().expect("room");
    assert!(ir::verify(&graph).is_empty());
    assert_eq!(ir::print(&graph), shown);
}
