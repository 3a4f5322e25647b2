//! The verifier's state: owns the function under check, the findings per check (so the report
//! lists them in check order, then layout order, however the walks interleave the checks),
//! the position of every placed instruction and the dense per-value record the walks share.

use crate::function::{Block, Function, Inst, Value, ValueDef};
use crate::spec::CfgOpcode;
use crate::text::inst_text;

use super::{Check, Finding, Report};

/// No block: an instruction out of the layout, a value defined nowhere.
pub(super) const NOWHERE: u32 = u32::MAX;

/// The position of a block parameter: before every instruction of its block.
pub(super) const PARAM: u32 = u32::MAX;

/// Which part of the definition check a finding comes from: its parameters, results and uses
/// are reported in that order, as three passes would.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum DefStage {
    Params = 0,
    Results = 1,
    Uses = 2,
}

/// What the walks know of one value, in one record so a use costs one read: the dominator-tree
/// interval of the block its record says defines it ([`DomTree`](crate::DomTree)'s numbering: `(0, 0)` when
/// unreachable, `enter` [`NOWHERE`] when the record names nothing placed) and its position
/// there ([`PARAM`] for a parameter), its type, and whether anything defines it.
#[derive(Clone, Copy, Debug)]
pub(super) struct Facts<T> {
    pub(super) enter: u32,
    pub(super) exit: u32,
    pub(super) at: u32,
    pub(super) ty: T,
    pub(super) defined: bool,
}

pub(super) struct Verifier<'f, Op: CfgOpcode> {
    pub(super) func: &'f Function<Op>,
    /// The findings of each check (the definition check's in three stages).
    findings: Vec<Vec<Finding>>,
    pub(super) stage: DefStage,
    /// Block and position of every instruction placed in the layout (`NOWHERE` if not).
    pub(super) position: Vec<(u32, u32)>,
    /// Each block's parameter types, `types[start..start + len]` for its `(start, len)`
    /// ([`NOWHERE`] as the length of a block out of the layout): what a block target needs of
    /// its block, in one small table instead of a walk through the function's pools.
    pub(super) signatures: Vec<(u32, u32)>,
    pub(super) signature_types: Vec<<Op as CfgOpcode>::Type>,
    /// One record per value, filled by the definition walk.
    pub(super) facts: Vec<Facts<<Op as CfgOpcode>::Type>>,
}

impl<'f, Op: CfgOpcode> Verifier<'f, Op> {
    pub(super) fn new(func: &'f Function<Op>) -> Self {
        let mut signatures = vec![(0, NOWHERE); func.block_count()];
        let mut signature_types = Vec::new();
        for b in func.layout() {
            if let Some(s) = signatures.get_mut(b.index()).filter(|s| s.1 == NOWHERE) {
                let params = func.block_params(*b);
                *s = (signature_types.len() as u32, params.len() as u32);
                signature_types.extend(params.iter().map(|&v| func.value_type(v)));
            }
        }
        Verifier {
            func,
            findings: vec![Vec::new(); Check::ALL.len() + 2],
            stage: DefStage::Params,
            position: vec![(NOWHERE, 0); func.inst_count()],
            signatures,
            signature_types,
            facts: Vec::new(),
        }
    }

    /// Records a finding of `check` at `block`, `inst` (with its text) and operand `operand`
    /// (with its name in the table).
    pub(super) fn push(
        &mut self,
        check: Check,
        block: Option<Block>,
        inst: Option<Inst>,
        operand: Option<usize>,
        message: String,
    ) {
        let operand = inst.zip(operand).and_then(|(i, k)| {
            let info = self.func.opcode(i)?.info();
            Some((k, info.operand(k).map_or("?", |o| o.name)))
        });
        let inst = inst.map(|i| (i, inst_text(self.func, i)));
        let list = match check as usize {
            n if check == Check::Definition => n + self.stage as usize,
            n if n < Check::Definition as usize => n,
            n => n + 2,
        };
        self.findings[list].push(Finding {
            check,
            block,
            inst,
            operand,
            message,
        });
    }

    /// The block the record of `v` names as its definition's (for messages).
    pub(super) fn home(&self, v: Value) -> Option<Block> {
        match self.func.value(v)?.def {
            ValueDef::Param { block, .. } => Some(block),
            ValueDef::Result { inst, .. } => {
                let &(home, _) = self.position.get(inst.index())?;
                (home != NOWHERE).then(|| Block::new(home))
            }
            ValueDef::Detached => None,
        }
    }

    /// The report: every finding, in check order, then in the order the walks found them.
    pub(super) fn report(self) -> Report {
        Report {
            findings: self.findings.into_iter().flatten().collect(),
        }
    }
}
