//! An independent, deliberately naive judge of circuit validity for the mutation test. It reads
//! the rules from the `ir_spec` model of `spec/circuit.yaml` (not from the generated tables the
//! verifier uses) and recomputes everything globally, so that a verifier bug does not hide in a
//! shared helper. It answers one question: does this circuit break any rule?

#![allow(dead_code)]

use std::collections::{BTreeSet, HashMap};

use ir_core::opcode::{MachineType, Opcode};
use ir_core::{Circuit, GateRef, WireKind};
use ir_spec::model::{DependCount, Input, Multiplicity, Repeat, Spec, TypeRef};

/// The judge, holding the spec model.
pub struct Oracle {
    spec: Spec,
}

impl Oracle {
    /// Loads `spec/circuit.yaml`.
    pub fn new() -> Self {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../spec/circuit.yaml");
        Oracle {
            spec: ir_spec::Loader::new()
                .file(path)
                .load_ir()
                .unwrap_or_else(|e| panic!("{e}")),
        }
    }

    fn gate_model(&self, op: Opcode) -> &ir_spec::model::Gate {
        &self.spec.gates[op.as_u16() as usize]
    }

    fn type_index(&self, t: MachineType) -> usize {
        self.spec
            .types
            .iter()
            .position(|m| m.named.name == t.name())
            .expect("type in spec")
    }

    fn type_ok(&self, types: &[TypeRef], src: MachineType, own: MachineType) -> bool {
        if src.name() == "NOVALUE" {
            return false;
        }
        if types.is_empty() {
            return true;
        }
        let ti = self.type_index(src);
        types.iter().any(|t| match *t {
            TypeRef::Primary(p) => p == ti,
            TypeRef::Set(s) => self.spec.type_sets[s].mask & (1 << ti) != 0,
            TypeRef::Var(_) => src == own,
        })
    }

    /// The model entry input `i` of `n` falls under (fixed inputs may follow the variadic one).
    fn entry<'a>(&self, entries: &'a [Input], i: usize, n: usize) -> Option<&'a Input> {
        let Some(v) = entries.iter().position(|e| e.repeat != Repeat::Once) else {
            return entries.get(i);
        };
        let after = entries.len() - v - 1;
        if i < v {
            entries.get(i)
        } else if n >= v + after && i + after >= n {
            entries.get(entries.len() - (n - i))
        } else {
            entries.get(v)
        }
    }

    fn count_ok(&self, entries: &[Input], n: usize, bitfield: u64) -> bool {
        let required = entries
            .iter()
            .filter(|e| e.repeat == Repeat::Once && !e.optional)
            .count();
        let optional = entries
            .iter()
            .filter(|e| e.repeat == Repeat::Once && e.optional)
            .count();
        match entries
            .iter()
            .find(|e| e.repeat != Repeat::Once)
            .map(|e| e.repeat)
        {
            None => n >= required && n <= required + optional,
            Some(Repeat::Bitfield) => n as u64 == required as u64 + bitfield,
            Some(_) => n >= required,
        }
    }

    /// Whether the circuit breaks at least one rule.
    pub fn broken(&self, c: &Circuit) -> bool {
        self.local(c)
            || self.users(c)
            || self.unreachable(c)
            || self.cyclic(c)
            || self.selectors(c)
            || self.roots(c)
    }

    fn local(&self, c: &Circuit) -> bool {
        for g in c.gates() {
            let op = c.opcode(g).expect("gate");
            let own = c.machine_type(g).expect("gate");
            let bits = c.bitfield(g).expect("gate");
            let m = self.gate_model(op);
            if c.inputs(g).iter().any(|i| !c.contains(*i)) {
                return true;
            }
            let states = c.state_inputs(g);
            if !self.count_ok(&m.state_in, states.len(), bits) {
                return true;
            }
            for (i, s) in states.iter().enumerate() {
                let from = self
                    .entry(&m.state_in, i, states.len())
                    .and_then(|e| e.from.as_ref());
                if from.is_some_and(|f| {
                    !f.opcodes
                        .contains(&(c.opcode(*s).expect("gate").as_u16() as usize))
                }) {
                    return true;
                }
            }
            let deps = c.depend_inputs(g);
            let dep_ok = match m.depend_in {
                DependCount::Fixed(n) => deps.len() == n as usize,
                DependCount::Bitfield => deps.len() as u64 == bits,
                DependCount::Any => true,
            };
            if !dep_ok
                || deps
                    .iter()
                    .any(|d| !self.gate_model(c.opcode(*d).expect("gate")).depend_out)
            {
                return true;
            }
            let data = c.data_inputs(g);
            if !self.count_ok(&m.data_in, data.len(), bits) {
                return true;
            }
            for (i, d) in data.iter().enumerate() {
                let src = self.gate_model(c.opcode(*d).expect("gate"));
                let Some(e) = self.entry(&m.data_in, i, data.len()) else {
                    return true;
                };
                if src.data_out.is_none()
                    || !self.type_ok(&e.types, c.machine_type(*d).expect("gate"), own)
                {
                    return true;
                }
                if e.from
                    .as_ref()
                    .is_some_and(|f| !f.opcodes.contains(&src.opcode))
                {
                    return true;
                }
            }
            let out_ok = match m.data_out {
                Some(t) => self.type_ok(&[t], own, own),
                None => own.name() == "NOVALUE",
            };
            if !out_ok {
                return true;
            }
            let bits_ok = match &m.bitfield {
                ir_spec::model::Bitfield::None => bits == 0,
                ir_spec::model::Bitfield::Enum(e) => e.cases.iter().any(|k| k.value == bits),
                ir_spec::model::Bitfield::Bits { width, .. } => *width >= 64 || bits >> width == 0,
                ir_spec::model::Bitfield::Count { .. } => true,
            };
            if !bits_ok {
                return true;
            }
            let expected_root = m.root.map(|r| GateRef(r as u32));
            if c.root_input(g) != expected_root {
                return true;
            }
        }
        false
    }

    fn users(&self, c: &Circuit) -> bool {
        let mut state_users: HashMap<GateRef, Vec<GateRef>> = HashMap::new();
        for u in c.gates() {
            for s in c.state_inputs(u) {
                state_users.entry(*s).or_default().push(u);
            }
        }
        for g in c.gates() {
            let m = self.gate_model(c.opcode(g).expect("gate"));
            let users = state_users.get(&g).cloned().unwrap_or_default();
            let mut exact = vec![0usize; m.state_out.len()];
            for u in users {
                let u_op = c.opcode(u).expect("gate").as_u16() as usize;
                match m
                    .state_out
                    .iter()
                    .position(|e| e.opcodes.opcodes.contains(&u_op))
                {
                    Some(k) => exact[k] += 1,
                    None => return true,
                }
            }
            for (k, e) in m.state_out.iter().enumerate() {
                if e.multiplicity == Multiplicity::One && exact[k] != 1 {
                    return true;
                }
            }
        }
        false
    }

    fn is_state_gate(&self, op: Opcode) -> bool {
        let m = self.gate_model(op);
        self.spec
            .ancestors(m.class)
            .any(|k| self.spec.classes[k].named.name == "State")
            || !m.state_out.is_empty()
    }

    fn unreachable(&self, c: &Circuit) -> bool {
        let entry = c
            .gates()
            .find(|g| c.opcode(*g).map(|o| o.name()) == Some("STATE_ENTRY"))
            .expect("entry");
        let mut seen = BTreeSet::from([entry]);
        let mut changed = true;
        while changed {
            changed = false;
            for u in c.gates() {
                let op = c.opcode(u).expect("gate");
                if self.is_state_gate(op)
                    && !seen.contains(&u)
                    && c.state_inputs(u).iter().any(|s| seen.contains(s))
                {
                    seen.insert(u);
                    changed = true;
                }
            }
        }
        c.gates()
            .skip(self.spec.roots.len())
            .any(|g| self.is_state_gate(c.opcode(g).expect("gate")) && !seen.contains(&g))
    }

    fn cyclic(&self, c: &Circuit) -> bool {
        // Kahn's algorithm over dependency and data edges, minus the inputs of loop selectors.
        let n = c.len();
        let mut indegree = vec![0usize; n];
        let mut out: Vec<Vec<usize>> = vec![Vec::new(); n];
        for g in c.gates() {
            let name = c.opcode(g).expect("gate").name();
            let loop_selector = (name == "VALUE_SELECTOR" || name == "DEPEND_SELECTOR")
                && c.state_inputs(g)
                    .first()
                    .and_then(|m| c.opcode(*m))
                    .map(|o| o.name())
                    == Some("LOOP_BEGIN");
            if loop_selector {
                continue;
            }
            for kind in [WireKind::Depend, WireKind::Data] {
                for s in c.inputs_of(g, kind) {
                    out[s.index()].push(g.index());
                    indegree[g.index()] += 1;
                }
            }
        }
        let mut ready: Vec<usize> = (0..n).filter(|&i| indegree[i] == 0).collect();
        let mut done = 0;
        while let Some(i) = ready.pop() {
            done += 1;
            for &j in &out[i] {
                indegree[j] -= 1;
                if indegree[j] == 0 {
                    ready.push(j);
                }
            }
        }
        done != n
    }

    fn selectors(&self, c: &Circuit) -> bool {
        c.gates().any(|g| {
            let kind = match c.opcode(g).expect("gate").name() {
                "VALUE_SELECTOR" => WireKind::Data,
                "DEPEND_SELECTOR" => WireKind::Depend,
                _ => return false,
            };
            let Some(m) = c.state_inputs(g).first() else {
                return false;
            };
            matches!(c.opcode(*m).map(|o| o.name()), Some("MERGE" | "LOOP_BEGIN"))
                && c.state_inputs(*m).len() != c.inputs_of(g, kind).len()
        })
    }

    fn roots(&self, c: &Circuit) -> bool {
        for (i, &op) in self.spec.roots.iter().enumerate() {
            let g = GateRef(i as u32);
            if c.opcode(g).map(|o| o.as_u16() as usize) != Some(op) {
                return true;
            }
            let ok = if i == 0 {
                c.inputs(g).is_empty()
            } else {
                !c.inputs(g).is_empty() && c.inputs(g).iter().all(|x| x.0 == 0)
            };
            if !ok {
                return true;
            }
        }
        c.gates().skip(self.spec.roots.len()).any(|g| {
            c.inputs(g).is_empty()
                || self
                    .spec
                    .roots
                    .contains(&(c.opcode(g).expect("gate").as_u16() as usize))
        })
    }
}
