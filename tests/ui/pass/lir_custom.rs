// `spec!` on a LIR table (`kind: cfg` with a `machine`) expands the LIR layer with its emitter; a
// crate implements the `Custom` trait (one method per `custom: { emit: ... }` row) and emits.
mod lir {
    ir_macros::spec!("$OPFORGE_ROOT/spec/lir-arm64.yaml");
}

use lir::{Custom, Opcode, Operands, Type};
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
    fn emit_call(&mut self, _: Option<Type>, _: &Operands<'_>, _: &mut CodeBuffer) -> Result<(), EmitError> {
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

fn main() {
    let mut buf = CodeBuffer::new();
    let ops = Operands { imms: &[0, 0], regs: &[1, 2, 0], labels: &[] };
    lir::emit(Opcode::Iadd, Some(Type::I64), &ops, &mut buf, &mut Mine).expect("emits");
    assert_eq!(buf.finish().expect("words"), vec![0x8b02_0020]);
}
