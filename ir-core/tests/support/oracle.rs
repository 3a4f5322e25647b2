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
            || self.gate_types(c)
            || self.open_loops(c)
            || self.unschedulable(c)
            || self.disagree(c)
    }

    /// Two SWITCH_CASEs of one branch with one value at the width of the branch's input, two
    /// ARGs of one position with different types, two RETURNs of values of different types
    /// (every pair compared).
    fn disagree(&self, c: &Circuit) -> bool {
        let named = |name: &str| -> Vec<GateRef> {
            c.gates()
                .filter(|&g| c.opcode(g).map(|o| o.name()) == Some(name))
                .collect()
        };
        let case_key = |g: GateRef| {
            let branch = *c.state_inputs(g).first()?;
            let bits = c
                .data_inputs(branch)
                .first()
                .and_then(|&v| c.machine_type(v))
                .and_then(|t| t.bits())
                .unwrap_or(64);
            let value = c.bitfield(g)? as u128 % (1u128 << bits);
            Some((branch, value))
        };
        let cases = named("SWITCH_CASE");
        let args = named("ARG");
        let returns = named("RETURN");
        let value_type = |r: GateRef| c.data_inputs(r).first().and_then(|&v| c.machine_type(v));
        cases.iter().enumerate().any(|(i, &a)| {
            cases[i + 1..]
                .iter()
                .any(|&b| case_key(a).is_some() && case_key(a) == case_key(b))
        }) || args.iter().any(|&a| {
            args.iter()
                .any(|&b| c.bitfield(a) == c.bitfield(b) && c.machine_type(a) != c.machine_type(b))
        }) || returns
            .iter()
            .any(|&a| returns.iter().any(|&b| value_type(a) != value_type(b)))
    }

    /// A `NOVALUE` gate has the `EMPTY` gate type; a MIR gate type's bit 0 says whether the
    /// gate has a value.
    fn gate_types(&self, c: &Circuit) -> bool {
        c.gates().any(|g| {
            let t = c.gate_type(g).expect("gate");
            let novalue = c.machine_type(g).expect("gate").name() == "NOVALUE";
            if novalue {
                t.0 != 1 << 31
            } else {
                t.0 >> 31 == 1 && t.0 & 1 == 0
            }
        })
    }

    /// The state gates reached from `from` along state wires (through state gates only).
    fn reached_from(&self, c: &Circuit, from: GateRef) -> BTreeSet<GateRef> {
        let mut seen = BTreeSet::from([from]);
        let mut changed = true;
        while changed {
            changed = false;
            for u in c.gates() {
                if self.is_state_gate(c.opcode(u).expect("gate"))
                    && !seen.contains(&u)
                    && c.state_inputs(u).iter().any(|s| seen.contains(s))
                {
                    seen.insert(u);
                    changed = true;
                }
            }
        }
        seen
    }

    /// A reachable LOOP_BEGIN's LOOP_BACK input must be reached from that LOOP_BEGIN.
    fn open_loops(&self, c: &Circuit) -> bool {
        let entry = c.root(ir_core::opcode::Root::StateEntry);
        let reachable = self.reached_from(c, entry);
        c.gates().any(|h| {
            c.opcode(h).map(|o| o.name()) == Some("LOOP_BEGIN")
                && reachable.contains(&h)
                && c.state_inputs(h).iter().any(|b| {
                    c.opcode(*b).map(|o| o.name()) == Some("LOOP_BACK")
                        && reachable.contains(b)
                        && !self.reached_from(c, h).contains(b)
                })
        })
    }

    /// Dominator sets over the reachable state gates, by naive iteration to a fixed point.
    fn dominator_sets(&self, c: &Circuit) -> HashMap<GateRef, BTreeSet<GateRef>> {
        let entry = c.root(ir_core::opcode::Root::StateEntry);
        let reachable = self.reached_from(c, entry);
        let mut dom: HashMap<GateRef, BTreeSet<GateRef>> =
            reachable.iter().map(|&g| (g, reachable.clone())).collect();
        dom.insert(entry, BTreeSet::from([entry]));
        let mut changed = true;
        while changed {
            changed = false;
            for &g in &reachable {
                if g == entry {
                    continue;
                }
                let mut new: Option<BTreeSet<GateRef>> = None;
                for p in c.state_inputs(g).iter().filter(|p| reachable.contains(p)) {
                    let d = &dom[p];
                    new = Some(match new {
                        None => d.clone(),
                        Some(n) => n.intersection(d).copied().collect(),
                    });
                }
                let mut new = new.unwrap_or_default();
                new.insert(g);
                if new != dom[&g] {
                    dom.insert(g, new);
                    changed = true;
                }
            }
        }
        dom
    }

    /// Every value is available where it is used: the set of blocks where a gate's value is
    /// available must hold each block that uses it (a selector's input at its predecessor), and
    /// a floating gate must have somewhere to go. Judged only on acyclic flow.
    fn unschedulable(&self, c: &Circuit) -> bool {
        let dom = self.dominator_sets(c);
        let blocks: BTreeSet<GateRef> = dom.keys().copied().collect();
        let below = |s: GateRef| -> BTreeSet<GateRef> {
            blocks
                .iter()
                .copied()
                .filter(|b| dom[b].contains(&s))
                .collect()
        };
        // None: floating; Some(None): pinned where no reachable block is; Some(Some(b)): at b.
        let pin = |g: GateRef| -> Option<Option<GateRef>> {
            let op = c.opcode(g).expect("gate");
            if g.index() < self.spec.roots.len() {
                return Some(Some(c.root(ir_core::opcode::Root::StateEntry)));
            }
            if self.is_state_gate(op) {
                return Some(blocks.contains(&g).then_some(g));
            }
            c.state_inputs(g)
                .first()
                .map(|s| blocks.contains(s).then_some(*s))
        };
        let mut avail: HashMap<GateRef, BTreeSet<GateRef>> = HashMap::new();
        // Floating gates in an order where inputs come first (the flow is acyclic here).
        let mut pending: Vec<GateRef> = c.gates().collect();
        while !pending.is_empty() {
            let before = pending.len();
            pending.retain(|&g| {
                let set = match pin(g) {
                    Some(Some(b)) => below(b),
                    Some(None) => blocks.clone(),
                    None => {
                        let ins: Vec<GateRef> = c
                            .depend_inputs(g)
                            .iter()
                            .chain(c.data_inputs(g))
                            .copied()
                            .collect();
                        if ins
                            .iter()
                            .any(|i| pin(*i).is_none() && !avail.contains_key(i))
                        {
                            return true;
                        }
                        let mut set = blocks.clone();
                        for i in ins {
                            let a = match pin(i) {
                                Some(Some(b)) => below(b),
                                Some(None) => blocks.clone(),
                                None => avail[&i].clone(),
                            };
                            set = set.intersection(&a).copied().collect();
                        }
                        set
                    }
                };
                avail.insert(g, set);
                false
            });
            if pending.len() == before {
                return false; // a cycle: judged by the acyclic rule
            }
        }
        for g in c.gates() {
            let Some(p) = pin(g) else {
                if avail[&g].is_empty() {
                    return true;
                }
                continue;
            };
            let Some(block) = p else { continue };
            let op = c.opcode(g).expect("gate").name();
            let join = c.state_inputs(g).first().copied().filter(|m| {
                matches!(op, "VALUE_SELECTOR" | "DEPEND_SELECTOR")
                    && matches!(c.opcode(*m).map(|o| o.name()), Some("MERGE" | "LOOP_BEGIN"))
            });
            let uses = |kind: WireKind| {
                c.inputs_of(g, kind)
                    .iter()
                    .enumerate()
                    .map(move |(j, s)| (kind, j, *s))
            };
            for (kind, j, src) in uses(WireKind::Depend).chain(uses(WireKind::Data)) {
                let selected = (op == "VALUE_SELECTOR") == (kind == WireKind::Data);
                let at = match join {
                    Some(m) if selected => match c.state_inputs(m).get(j) {
                        Some(p) if blocks.contains(p) => *p,
                        _ => continue,
                    },
                    _ => block,
                };
                if !avail[&src].contains(&at) {
                    return true;
                }
            }
        }
        false
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
        // Kahn's algorithm over dependency and data edges, minus the inputs of loop selectors that
        // come from a LOOP_BACK.
        let n = c.len();
        let mut indegree = vec![0usize; n];
        let mut out: Vec<Vec<usize>> = vec![Vec::new(); n];
        for g in c.gates() {
            let name = c.opcode(g).expect("gate").name();
            let head = c.state_inputs(g).first().copied().filter(|m| {
                (name == "VALUE_SELECTOR" || name == "DEPEND_SELECTOR")
                    && c.opcode(*m).map(|o| o.name()) == Some("LOOP_BEGIN")
            });
            for kind in [WireKind::Depend, WireKind::Data] {
                for (j, s) in c.inputs_of(g, kind).iter().enumerate() {
                    let selected = (name == "VALUE_SELECTOR") == (kind == WireKind::Data);
                    let from_back = head.is_some_and(|h| {
                        selected
                            && c.state_inputs(h)
                                .get(j)
                                .and_then(|b| c.opcode(*b))
                                .map(|o| o.name())
                                == Some("LOOP_BACK")
                    });
                    if from_back {
                        continue;
                    }
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
