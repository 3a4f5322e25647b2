//! An editable copy of a circuit for the shrinker: gates as plain rows whose inputs can be
//! rewired, added to and dropped, and the way back to a [`Circuit`] that keeps only what an exit
//! (RETURN or THROW) reaches through its inputs (plus the roots and every ARG, which fix the
//! parameter list), renumbered in order.

use crate::circuit::{Circuit, GateRef, Inputs};
use crate::gate_type::{GateType, GcCategory};
use crate::opcode::{MachineType, Opcode, Root};

/// One gate.
#[derive(Clone, Debug)]
pub(crate) struct Node {
    pub op: Opcode,
    pub ty: MachineType,
    pub gate_type: GateType,
    pub bits: u64,
    pub state: Vec<GateRef>,
    pub depend: Vec<GateRef>,
    pub data: Vec<GateRef>,
    pub root: Option<GateRef>,
}

/// A circuit as rows, indexed by gate.
#[derive(Clone, Debug)]
pub(crate) struct Graph {
    pub nodes: Vec<Node>,
}

impl Graph {
    /// The rows of `c`.
    pub fn of(c: &Circuit) -> Graph {
        let nodes = c
            .gates()
            .filter_map(|g| c.view(g))
            .map(|v| Node {
                op: v.opcode,
                ty: v.machine_type,
                gate_type: v.gate_type,
                bits: v.bitfield,
                state: v.state.to_vec(),
                depend: v.depend.to_vec(),
                data: v.data.to_vec(),
                root: v.root,
            })
            .collect();
        Graph { nodes }
    }

    /// The node of `g`.
    pub fn node(&self, g: GateRef) -> Option<&Node> {
        self.nodes.get(g.index())
    }

    /// Every gate.
    pub fn gates(&self) -> impl DoubleEndedIterator<Item = GateRef> + use<> {
        (0..self.nodes.len() as u32).map(GateRef)
    }

    /// Adds a CONSTANT (reusing one of the same type and bits) and returns it.
    pub fn constant(&mut self, ty: MachineType, bits: u64) -> GateRef {
        let bits = crate::interp::Value::from_bits(ty, bits).bits();
        if let Some(i) = self
            .nodes
            .iter()
            .position(|n| n.op == Opcode::Constant && n.ty == ty && n.bits == bits)
        {
            return GateRef(i as u32);
        }
        self.nodes.push(Node {
            op: Opcode::Constant,
            ty: super::emit::result_type(Opcode::Constant, ty),
            gate_type: GateType::mir(GcCategory::Native, true),
            bits,
            state: Vec::new(),
            depend: Vec::new(),
            data: Vec::new(),
            root: Some(GateRef(Root::ConstantList.offset())),
        });
        GateRef(self.nodes.len() as u32 - 1)
    }

    /// Adds a DEPEND_RELAY of `depend` on `state` and returns it.
    pub fn relay(&mut self, state: GateRef, depend: GateRef) -> GateRef {
        self.nodes.push(Node {
            op: Opcode::DependRelay,
            ty: MachineType::Novalue,
            gate_type: GateType::EMPTY,
            bits: 0,
            state: vec![state],
            depend: vec![depend],
            data: Vec::new(),
            root: None,
        });
        GateRef(self.nodes.len() as u32 - 1)
    }

    /// Rewires every data input that names `old` to `new`.
    pub fn replace_data(&mut self, old: GateRef, new: GateRef) {
        for n in &mut self.nodes {
            for x in &mut n.data {
                if *x == old {
                    *x = new;
                }
            }
        }
    }

    /// Rewires every dependency input that names `old` to `new`.
    pub fn replace_depend(&mut self, old: GateRef, new: GateRef) {
        for n in &mut self.nodes {
            for x in &mut n.depend {
                if *x == old {
                    *x = new;
                }
            }
        }
    }

    /// Rewires every state input that names `old` to `new`.
    pub fn replace_state(&mut self, old: GateRef, new: GateRef) {
        for n in &mut self.nodes {
            for x in &mut n.state {
                if *x == old {
                    *x = new;
                }
            }
        }
    }

    /// The gates an exit reaches through its inputs, the roots and every ARG.
    pub fn live(&self) -> Vec<bool> {
        let mut live = vec![false; self.nodes.len()];
        let mut work: Vec<usize> = Vec::new();
        for (i, n) in self.nodes.iter().enumerate() {
            if i < Root::ALL.len() || n.op.is_terminator() || n.op == Opcode::Arg {
                work.push(i);
            }
        }
        while let Some(i) = work.pop() {
            if live[i] {
                continue;
            }
            live[i] = true;
            let n = &self.nodes[i];
            for g in n
                .state
                .iter()
                .chain(&n.depend)
                .chain(&n.data)
                .chain(&n.root)
            {
                if g.index() < live.len() && !live[g.index()] {
                    work.push(g.index());
                }
            }
        }
        live
    }

    /// Whether a node takes no input but its root list (ARG, CONSTANT, ALLOCA).
    fn is_leaf(n: &Node) -> bool {
        n.state.is_empty() && n.depend.is_empty() && n.data.is_empty()
    }

    /// The circuit of the live gates, renumbered: the roots, the leaves (so constants added by
    /// an edit come before their users), then the rest, each group in order.
    pub fn build(&self) -> Circuit {
        let live = self.live();
        let roots = Root::ALL.len();
        let order: Vec<usize> = (0..roots)
            .chain((roots..self.nodes.len()).filter(|&i| Self::is_leaf(&self.nodes[i])))
            .chain((roots..self.nodes.len()).filter(|&i| !Self::is_leaf(&self.nodes[i])))
            .filter(|&i| live[i])
            .collect();
        let mut map = vec![GateRef::PENDING; self.nodes.len()];
        for (k, &i) in order.iter().enumerate() {
            map[i] = GateRef(k as u32);
        }
        let remap = |v: &[GateRef]| -> Vec<GateRef> {
            v.iter()
                .map(|g| map.get(g.index()).copied().unwrap_or(GateRef::PENDING))
                .collect()
        };
        let mut c = Circuit::new();
        for &i in order.iter().skip(roots) {
            let n = &self.nodes[i];
            let (state, depend, data) = (remap(&n.state), remap(&n.depend), remap(&n.data));
            let root = n.root.map(|r| remap(&[r])[0]);
            let inputs = Inputs {
                state: &state,
                depend: &depend,
                data: &data,
                root,
            };
            // Shrunk circuits are smaller than the original: the arena has room.
            let _ = c.add(n.op, n.ty, n.gate_type, n.bits, inputs);
        }
        c
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::{parse, print};

    #[test]
    fn a_round_trip_keeps_the_circuit_and_dead_gates_go() {
        let text = include_str!("../../../examples/sum.circuit");
        let c = parse(text).expect("parses").circuit;
        let g = Graph::of(&c);
        assert_eq!(print(&g.build()), print(&c));
        let mut g2 = g.clone();
        let k = g2.constant(MachineType::I32, 5);
        assert_eq!(g2.constant(MachineType::I32, 5), k, "constants are reused");
        let built = g2.build();
        assert_eq!(built.len(), c.len(), "an unused constant is dropped");
    }
}
