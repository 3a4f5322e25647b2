//! The source of a lowering, as its rules see it: owns the one interface both kinds of source
//! table implement — a gate graph's table (`kind: ir`) and a block-structured IR's (`kind: cfg`)
//! — so that validation, coverage and generation read instructions the same way whatever the
//! source is. Each source instruction has a name, value inputs (with the types they accept and
//! whether the last repeats), an output (fixed, a type variable or none), a condition (an enum
//! the rules map with `conditions`), integer immediates, block targets, and whether the table's
//! `cover` list asks that it be lowered.

use crate::front::context::Cx;
use crate::front::diagnostic::Rule;
use crate::front::source::FileId;
use crate::front::syntax::S;
use crate::kinds::cfg::CfgSpec;
use crate::kinds::cfg::model::{ImmediateKind, OperandKind};
use crate::kinds::ir::model::{Bitfield, Spec, TypeRef};

/// Which kind of table the source is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SourceKind {
    /// A gate graph (`kind: ir`): the compiler's driver reads gates through the generated
    /// `Driver` trait.
    Ir,
    /// A block-structured IR (`kind: cfg`): the generic driver of `opforge_cfg::lower` reads
    /// its functions.
    Cfg,
}

/// A source table through the lowering's interface.
#[derive(Clone, Debug)]
pub(crate) struct SourceTable {
    /// The kind it is.
    pub kind: SourceKind,
    /// Its type names, in declaration order (`TypeRef::Primary(t)` is `types[t]`).
    pub types: Vec<String>,
    /// Type sets as masks over `types` (`TypeRef::Set(s)` is `sets[s]`).
    pub sets: Vec<u64>,
    /// Which of `types` are compound families (a `kind: cfg` table's `pointer: true` and
    /// `array: true` types): each names every type built from it (`ptr` every `*T`), and its
    /// generated variant holds the structure's number.
    pub families: Vec<bool>,
    /// Its instructions (gates), in the table's order.
    pub insts: Vec<SourceInst>,
    /// The groups a `cover` list may name: levels of an IR table, classes of a cfg table.
    pub groups: Vec<String>,
    /// What a group is called, for messages.
    pub group_word: &'static str,
}

/// One instruction of the source.
#[derive(Clone, Debug)]
pub(crate) struct SourceInst {
    /// Its name, such as `ADD` or `iadd`.
    pub name: String,
    /// Its value inputs, in order; the last may repeat.
    pub inputs: Vec<SourceInput>,
    /// Whether the last input repeats (a variadic operand).
    pub repeats: bool,
    /// Its output type, if it has a value.
    pub output: Option<TypeRef>,
    /// The types a type variable of the instruction may take, as a mask over the source types.
    pub var_types: u64,
    /// Its condition: the enum the rules read with `#cond` and `cond:`.
    pub condition: Option<Condition>,
    /// Whether `#bitfield` reads something: the gate's bitfield, or the instruction's first
    /// integer immediate.
    pub has_bits: bool,
    /// Its integer immediates by name (cfg sources): (name, operand position).
    pub immediates: Vec<(String, usize)>,
    /// Its block targets by name, in order (`then`, `else` for a gate that branches).
    pub targets: Vec<String>,
    /// The groups it belongs to (indices into [`SourceTable::groups`]).
    pub groups: Vec<usize>,
    /// Where each operand is, for cfg sources: the position among all operands of value input
    /// `n` (the last repeating from its position on), of the condition, of the first integer
    /// immediate and of each target.
    pub slots: Slots,
}

/// Operand positions of a cfg source instruction (empty for gates).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Slots {
    /// The position of each value input.
    pub inputs: Vec<usize>,
    /// The position of the condition immediate.
    pub condition: Option<usize>,
    /// The position of the first integer immediate.
    pub bits: Option<usize>,
    /// The position of each block target.
    pub targets: Vec<usize>,
}

/// A value input of a source instruction.
#[derive(Clone, Debug)]
pub(crate) struct SourceInput {
    /// The types it accepts (empty: any).
    pub types: Vec<TypeRef>,
    /// Whether the table gives it the first input's type (a cfg operand whose `same` leads to
    /// the first value operand), so a rule's `from` constrains it too.
    pub same_as_first: bool,
}

/// The enum a source instruction's condition takes.
#[derive(Clone, Debug)]
pub(crate) struct Condition {
    /// The enum's name (a bitfield enum, or an immediate kind with cases).
    pub name: String,
    /// Its cases with their values.
    pub cases: Vec<(String, u64)>,
}

impl Condition {
    /// The value of case `name` (in file `f`), or an `E131` finding that names the cases.
    pub fn case(&self, cx: &mut Cx<'_>, f: FileId, name: &S<String>) -> Option<u64> {
        let found = self.cases.iter().find(|c| c.0 == name.value);
        if found.is_none() {
            cx.unknown_name(
                Rule::LowerName,
                f,
                name,
                &format!("case of `{}`", self.name),
                self.cases.iter().map(|c| c.0.as_str()),
            );
        }
        found.map(|c| c.1)
    }
}

impl SourceTable {
    /// The gate-graph table `spec` through the interface.
    pub(crate) fn of_ir(spec: &Spec) -> Self {
        let insts = spec
            .gates
            .iter()
            .map(|g| {
                let repeats = g
                    .data_in
                    .last()
                    .is_some_and(|i| i.repeat != crate::kinds::ir::model::Repeat::Once);
                SourceInst {
                    name: g.named.name.clone(),
                    inputs: g
                        .data_in
                        .iter()
                        .map(|i| SourceInput {
                            types: i.types.clone(),
                            same_as_first: false,
                        })
                        .collect(),
                    repeats,
                    output: g.data_out,
                    var_types: crate::kinds::cfg::model::mask_of_count(spec.types.len()),
                    condition: match &g.bitfield {
                        Bitfield::Enum(e) => Some(Condition {
                            name: e.named.name.clone(),
                            cases: e
                                .cases
                                .iter()
                                .map(|c| (c.named.name.clone(), c.value))
                                .collect(),
                        }),
                        _ => None,
                    },
                    has_bits: true,
                    immediates: Vec::new(),
                    targets: if g.state_out.is_empty() {
                        Vec::new()
                    } else {
                        vec!["then".into(), "else".into()]
                    },
                    groups: g.level.into_iter().collect(),
                    slots: Slots::default(),
                }
            })
            .collect();
        SourceTable {
            kind: SourceKind::Ir,
            types: spec.types.iter().map(|t| t.named.name.clone()).collect(),
            sets: spec.type_sets.iter().map(|s| s.mask).collect(),
            families: vec![false; spec.types.len()],
            insts,
            groups: spec.levels.iter().map(|l| l.name.clone()).collect(),
            group_word: "level",
        }
    }

    /// The block-structured table `spec` through the interface. A result whose type is some
    /// operand's (`same`) makes that operand, and every operand of the same type, a type
    /// variable: the instruction is typed by its output, as a gate with `FLEX` is.
    pub(crate) fn of_cfg(spec: &CfgSpec) -> Self {
        let all = crate::kinds::cfg::model::mask_of_count(spec.types.len());
        let mut sets: Vec<u64> = Vec::new();
        // A primary type for one type, else a set (made once per distinct mask).
        let mut type_ref = |mask: u64| -> TypeRef {
            if mask.count_ones() == 1 {
                return TypeRef::Primary(mask.trailing_zeros() as usize);
            }
            match sets.iter().position(|&m| m == mask) {
                Some(s) => TypeRef::Set(s),
                None => {
                    sets.push(mask);
                    TypeRef::Set(sets.len() - 1)
                }
            }
        };
        let mut insts = Vec::new();
        for inst in &spec.instructions {
            // The operand whose type is the variable, following `same` to its root.
            let root = |k: usize| {
                let mut k = k;
                for _ in 0..inst.operands.len() {
                    match inst.operands.get(k).map(|o| o.kind) {
                        Some(OperandKind::Value { same: Some(s), .. }) => k = s,
                        _ => break,
                    }
                }
                k
            };
            let var = inst.results.first().and_then(|r| r.same).map(root);
            // A result of its own open type (no `same`, more than one type allowed) is the
            // instruction's type, as Panda's `Add` has the type of its destination: it is
            // typed by its output, whatever its inputs.
            let open = var.is_none()
                && inst
                    .results
                    .first()
                    .is_some_and(|r| r.types.count_ones() > 1);
            let first_value = inst
                .operands
                .iter()
                .position(|o| matches!(o.kind, OperandKind::Value { .. }));
            let mut slots = Slots::default();
            let mut inputs = Vec::new();
            let mut immediates = Vec::new();
            let mut targets = Vec::new();
            let mut condition = None;
            let mut var_types = crate::kinds::cfg::model::mask_of_count(spec.types.len());
            for (k, o) in inst.operands.iter().enumerate() {
                match o.kind {
                    OperandKind::Value { types, same } => {
                        slots.inputs.push(k);
                        let is_var = var.is_some_and(|v| root(k) == v);
                        let types = if is_var {
                            var_types &= types;
                            vec![TypeRef::Var(0)]
                        } else {
                            // An operand of another's type takes the other's declaration.
                            let t = same
                                .and_then(|s| match inst.operands.get(root(s)).map(|o| o.kind) {
                                    Some(OperandKind::Value { types, .. }) => Some(types),
                                    _ => None,
                                })
                                .unwrap_or(types);
                            if t == all {
                                Vec::new()
                            } else {
                                vec![type_ref(t)]
                            }
                        };
                        let same_as_first =
                            k != 0 && Some(root(k)) == first_value && first_value != Some(k);
                        inputs.push(SourceInput {
                            types,
                            same_as_first,
                        });
                    }
                    OperandKind::Imm(i) => match &spec.immediates[i].kind {
                        ImmediateKind::Enum(cases) => {
                            if condition.is_none() {
                                slots.condition = Some(k);
                                condition = Some(Condition {
                                    name: spec.immediates[i].named.name.clone(),
                                    cases: cases
                                        .iter()
                                        .enumerate()
                                        .map(|(v, c)| (c.name.clone(), v as u64))
                                        .collect(),
                                });
                            }
                        }
                        ImmediateKind::Float => immediates.push((o.named.name.clone(), k)),
                        ImmediateKind::Int { .. } => {
                            if slots.bits.is_none() {
                                slots.bits = Some(k);
                            }
                            immediates.push((o.named.name.clone(), k));
                        }
                    },
                    OperandKind::Block => {
                        slots.targets.push(k);
                        targets.push(o.named.name.clone());
                    }
                }
            }
            let output = inst.results.first().map(|r| match var {
                Some(_) => {
                    var_types &= r.types;
                    TypeRef::Var(0)
                }
                None if open => {
                    var_types = r.types;
                    TypeRef::Var(0)
                }
                None => type_ref(r.types),
            });
            // Every class on the path from the instruction's class to the root.
            let mut groups = Vec::new();
            let mut at = Some(inst.class);
            while let Some(c) = at {
                if groups.contains(&c) {
                    break;
                }
                groups.push(c);
                at = spec.classes.get(c).and_then(|x| x.parent);
            }
            insts.push(SourceInst {
                name: inst.named.name.clone(),
                repeats: inst.operands.last().is_some_and(|o| o.variadic),
                inputs,
                output,
                var_types,
                condition,
                has_bits: slots.bits.is_some(),
                immediates,
                targets,
                groups,
                slots,
            });
        }
        SourceTable {
            kind: SourceKind::Cfg,
            types: spec.types.iter().map(|t| t.name.clone()).collect(),
            families: (0..spec.types.len())
                .map(|i| spec.pointer == Some(i) || spec.array == Some(i))
                .collect(),
            sets,
            insts,
            groups: spec.classes.iter().map(|c| c.named.name.clone()).collect(),
            group_word: "class",
        }
    }

    /// The instruction named `name`.
    pub(crate) fn inst(&self, name: &str) -> Option<&SourceInst> {
        self.insts.iter().find(|i| i.name == name)
    }
}

impl SourceInst {
    /// Whether the instruction's controlling type is its own output's (a type variable, or no
    /// inputs); else it is its first input's.
    pub(crate) fn typed_by_output(&self) -> bool {
        matches!(self.output, Some(TypeRef::Var(_))) || self.inputs.is_empty()
    }

    /// The declaration of value input `n`, following a repeated last input.
    pub(crate) fn input(&self, n: usize) -> Option<&SourceInput> {
        self.inputs
            .get(n)
            .or_else(|| self.inputs.last().filter(|_| self.repeats))
    }
}
