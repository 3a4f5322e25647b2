//! TEMPORARY stand-in for the scheduler's API (the helper's branch replaces this file).
#![allow(missing_docs)]
use ir_core::circuit::GateRef;
pub type BlockId = u32;
pub struct Schedule {
    pub blocks: Vec<Block>,
}
pub struct Block {
    pub head: Option<GateRef>,
    pub params: Vec<GateRef>,
    pub gates: Vec<GateRef>,
    pub exit: Exit,
    pub loop_depth: u32,
}
pub enum Exit {
    Jump {
        target: BlockId,
        args: Vec<GateRef>,
    },
    Branch {
        cond: GateRef,
        then_block: BlockId,
        else_block: BlockId,
    },
    Switch {
        value: GateRef,
        cases: Vec<(u64, BlockId)>,
        default: BlockId,
    },
    Return {
        value: Option<GateRef>,
    },
    Throw {
        value: GateRef,
    },
}
#[derive(Debug)]
pub struct ScheduleError(pub String);
impl std::fmt::Display for ScheduleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
pub fn schedule(_c: &ir_core::circuit::Circuit) -> Result<Schedule, ScheduleError> {
    Err(ScheduleError("stub".into()))
}
