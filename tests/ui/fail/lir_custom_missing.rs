// A LIR row names a hand-written emission (`custom: { emit: emit_call }` on `call` in
// spec/lir-arm64.yaml): an implementation of the generated `Custom` trait without that method
// does not compile, and the error names it.
mod lir {
    ir_macros::spec!("$OPFORGE_ROOT/spec/lir-arm64.yaml");
}

use lir::{Custom, Operands, Type};
use opforge_arm64::CodeBuffer;
use opforge_cfg::lir::EmitError;

struct Mine;

impl Custom for Mine {
    fn emit_iconst(&mut self, _: Option<Type>, _: &Operands<'_>, _: &mut CodeBuffer) -> Result<(), EmitError> {
        Ok(())
    }
    fn emit_frame_addr(&mut self, _: Option<Type>, _: &Operands<'_>, _: &mut CodeBuffer) -> Result<(), EmitError> {
        Ok(())
    }
    fn emit_call_index(&mut self, _: Option<Type>, _: &Operands<'_>, _: &mut CodeBuffer) -> Result<(), EmitError> {
        Ok(())
    }
    fn emit_trapz(&mut self, _: Option<Type>, _: &Operands<'_>, _: &mut CodeBuffer) -> Result<(), EmitError> {
        Ok(())
    }
    fn emit_trap_sdiv_overflow(&mut self, _: Option<Type>, _: &Operands<'_>, _: &mut CodeBuffer) -> Result<(), EmitError> {
        Ok(())
    }
    fn emit_trap(&mut self, _: Option<Type>, _: &Operands<'_>, _: &mut CodeBuffer) -> Result<(), EmitError> {
        Ok(())
    }
    fn emit_throw(&mut self, _: Option<Type>, _: &Operands<'_>, _: &mut CodeBuffer) -> Result<(), EmitError> {
        Ok(())
    }
    fn emit_stack_slot(&mut self, _: Option<Type>, _: &Operands<'_>, _: &mut CodeBuffer) -> Result<(), EmitError> {
        Ok(())
    }
    fn emit_stack_addr(&mut self, _: Option<Type>, _: &Operands<'_>, _: &mut CodeBuffer) -> Result<(), EmitError> {
        Ok(())
    }
    fn emit_global_addr(&mut self, _: Option<Type>, _: &Operands<'_>, _: &mut CodeBuffer) -> Result<(), EmitError> {
        Ok(())
    }
}

fn main() {}
