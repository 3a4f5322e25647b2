//! Every emission of `spec/lir-arm64.yaml` against llvm-mc (LLVM 14): for each LIR instruction
//! and each type its controlling value may have, random legal registers (each value's class,
//! fixed registers where the table fixes them, an input's register where a result reuses it),
//! random immediates and block targets before and after the instruction. The generated emitter
//! produces words; the table's expected assembly, with the same registers, immediates and
//! target offsets substituted, is assembled by llvm-mc; the words must be the same. When the
//! emitter refuses an immediate (not a multiple of the access size, a shift past the width),
//! llvm-mc must refuse the text too. Every instruction and type must be emitted successfully at
//! least once. One llvm-mc process checks every case; the machinery is
//! `support::emission`'s, which this file hands the A64 layer.

use opforge_arm64::{ALIASES, CodeBuffer, Inst, Label};
use opforge_cfg::lir::{EmitError, EmitInfo};
use opforge_compile::custom::A64Custom;
use opforge_compile::lir::{EMISSIONS, Opcode, Operands, Type, VIEWS, emit};

const TRIALS: usize = 60;
const NOP: u32 = 0xd503_201f;

mod support;
use support::emission::{Target, check_every_emission};

/// The A64 LIR and machine layer.
struct A64;

impl Target for A64 {
    type Op = Opcode;
    type Ty = Type;
    type Buf = CodeBuffer;
    type Label = Label;
    const LLVM_MC: &'static [&'static str] = &["--triple=aarch64", "-mattr=+v8a,+fp-armv8"];

    fn emissions() -> &'static [EmitInfo] {
        &EMISSIONS
    }

    fn views() -> &'static [(&'static str, &'static [&'static str])] {
        &VIEWS
    }

    fn buffer() -> CodeBuffer {
        CodeBuffer::new()
    }

    fn label(buf: &mut CodeBuffer) -> Label {
        buf.new_label()
    }

    fn bind(buf: &mut CodeBuffer, label: Label) {
        buf.bind(label).expect("fresh label");
    }

    fn pad(buf: &mut CodeBuffer) {
        buf.emit_word(NOP);
    }

    fn len(buf: &CodeBuffer) -> usize {
        buf.len()
    }

    fn emit(
        op: Opcode,
        ty: Option<Type>,
        imms: &[i64],
        regs: &[u8],
        labels: &[Label],
        buf: &mut CodeBuffer,
    ) -> Result<(), EmitError> {
        let ops = Operands { imms, regs, labels };
        emit(op, ty, &ops, buf, &mut A64Custom::default())
    }

    fn finish(buf: CodeBuffer) -> Result<Vec<u32>, String> {
        buf.finish().map_err(|e| e.to_string())
    }

    fn form_of(word: u32) -> Option<&'static str> {
        Inst::decode(word).map(|i| i.form().info().name)
    }

    fn encoding_name(form: &'static str) -> &'static str {
        ALIASES
            .iter()
            .find(|a| a.name == form)
            .map_or(form, |a| a.of.info().name)
    }

    fn target(bytes: i64) -> String {
        format!("#{bytes}")
    }
}

#[test]
fn every_emission_agrees_with_llvm_mc() {
    check_every_emission::<A64>(0x5eed_1a2b, TRIALS);
}
