//! The hand-written emissions of `spec/lir-arm64.yaml` that leave the straight line (traps and
//! calls through the table of functions) or depend on the frame and the module (`stack_addr`,
//! `global_addr` before and after its relocations are applied), disassembled by llvm-mc: each
//! word must read as the instruction the emission means, branch offsets included. (Constants and direct calls are
//! checked in `src/a64/custom.rs` and by the run tests.)

use opforge_arm64::CodeBuffer;
use opforge_compile::custom::A64Custom;
use opforge_compile::lir::{Opcode, Operands, Type, emit};

/// llvm-mc's disassembly of `words`, one instruction per line, spaces normalized.
fn disassemble(words: &[u32]) -> Vec<String> {
    let input: String = words
        .iter()
        .map(|w| {
            w.to_le_bytes()
                .iter()
                .map(|b| format!("0x{b:02x} "))
                .collect::<String>()
                + "\n"
        })
        .collect();
    let out = opforge_llvm_mc::run(&["--triple=aarch64", "--disassemble"], &input);
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('.'))
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect()
}

/// Emits one instruction at word 0 of a buffer whose trap stub is at word 20 and whose table
/// of three functions starts at word 30; returns the words of the instruction.
fn emitted(op: Opcode, ty: Type, regs: &[u8], imms: &[i64]) -> Vec<u32> {
    let mut buf = CodeBuffer::new();
    let (stub, table) = (buf.new_label(), buf.new_label());
    let mut custom = A64Custom {
        functions: vec![buf.new_label(), buf.new_label(), buf.new_label()],
        trap: Some(stub),
        table: Some(table),
        ..A64Custom::default()
    };
    let ops = Operands {
        imms,
        regs,
        labels: &[],
    };
    emit(op, Some(ty), &ops, &mut buf, &mut custom).expect("emits");
    let n = buf.len();
    while buf.len() < 20 {
        buf.emit_word(0xd503201f); // nop
    }
    buf.bind(stub).expect("stub");
    while buf.len() < 30 {
        buf.emit_word(0xd503201f);
    }
    buf.bind(table).expect("table");
    for f in custom.functions.clone() {
        buf.bind(f).expect("function");
        buf.emit_word(0xd65f03c0); // ret
    }
    let words = buf.finish().expect("fixups");
    words[..n].to_vec()
}

#[test]
fn trapz_skips_the_branch_to_the_stub_unless_zero() {
    let words = emitted(Opcode::Trapz, Type::I32, &[3], &[0, 1]);
    assert_eq!(
        disassemble(&words),
        ["cbnz w3, #12", "mov x16, #1", "b #72"]
    );
    let words = emitted(Opcode::Trapz, Type::I64, &[5], &[0, 7]);
    assert_eq!(
        disassemble(&words),
        ["cbnz x5, #12", "mov x16, #7", "b #72"]
    );
}

#[test]
fn the_overflow_check_tests_least_by_minus_one() {
    let words = emitted(Opcode::TrapSdivOverflow, Type::I32, &[1, 2], &[0, 0]);
    assert_eq!(
        disassemble(&words),
        [
            "cmn w2, #1",
            "ccmp w1, #1, #0, eq",
            "b.vc #12",
            "mov x16, #2",
            "b #64"
        ]
    );
    let words = emitted(Opcode::TrapSdivOverflow, Type::I64, &[9, 10], &[0, 0]);
    assert_eq!(
        disassemble(&words),
        [
            "cmn x10, #1",
            "ccmp x9, #1, #0, eq",
            "b.vc #12",
            "mov x16, #2",
            "b #64"
        ]
    );
}

#[test]
fn trap_and_call_index_branch_through_the_stub_and_the_table() {
    let words = emitted(Opcode::Trap, Type::I64, &[], &[3]);
    assert_eq!(disassemble(&words), ["mov x16, #3", "b #76"]);
    let words = emitted(Opcode::CallIndex, Type::I64, &[9, 0], &[0]);
    assert_eq!(
        disassemble(&words),
        [
            "cmp x9, #3",
            "b.lo #12",
            "mov x16, #4",
            "b #68",
            "adr x17, #104",
            "add x17, x17, x9, lsl #2",
            "blr x17"
        ]
    );
}

#[test]
fn stack_addr_subtracts_the_slots_depth_from_the_frame_pointer() {
    // Slot depths as the frame lays them out: near, at a page, and past it.
    let emit_slot = |slot: i64, out: u8| {
        let mut buf = CodeBuffer::new();
        let mut custom = A64Custom {
            stack_slots: vec![16, 4096, 8196],
            ..A64Custom::default()
        };
        let ops = Operands {
            imms: &[slot],
            regs: &[out],
            labels: &[],
        };
        emit(Opcode::StackAddr, None, &ops, &mut buf, &mut custom).expect("emits");
        buf.finish().expect("no fixups")
    };
    assert_eq!(disassemble(&emit_slot(0, 3)), ["sub x3, x29, #16"]);
    assert_eq!(
        disassemble(&emit_slot(1, 0)),
        ["sub x0, x29, #1, lsl #12 // =4096"]
    );
    assert_eq!(
        disassemble(&emit_slot(2, 28)),
        ["sub x28, x29, #2, lsl #12 // =8192", "sub x28, x28, #4"]
    );
    // A slot the function does not declare is refused.
    let mut custom = A64Custom::default();
    let ops = Operands {
        imms: &[0],
        regs: &[1],
        labels: &[],
    };
    let err = emit(
        Opcode::StackAddr,
        None,
        &ops,
        &mut CodeBuffer::new(),
        &mut custom,
    )
    .expect_err("no slot 0");
    assert!(err.to_string().contains("declares 0 stack slots"), "{err}");
}

#[test]
fn global_addr_is_an_adrp_and_an_add_left_for_relocations() {
    let mut buf = CodeBuffer::new();
    buf.emit_word(0xd503201f); // nop: the site's word is the second
    let mut custom = A64Custom::default();
    let ops = Operands {
        imms: &[7],
        regs: &[12],
        labels: &[],
    };
    emit(Opcode::GlobalAddr, None, &ops, &mut buf, &mut custom).expect("emits");
    let words = buf.finish().expect("no fixups");
    assert_eq!(
        disassemble(&words[1..]),
        ["adrp x12, #0", "add x12, x12, #0"]
    );
    assert_eq!(
        custom.symbol_sites,
        [opforge_compile::custom::SymbolSite { word: 1, symbol: 7 }]
    );
    // Patched as a linker does, the pair reads as the symbol's page and offset.
    let (place, symbol) = (0x40_0000 + 4, 0x41_2345);
    let adrp = opforge_compile::code::patch(
        words[1],
        opforge_compile::a64::reloc::ADR_PREL_PG_HI21,
        symbol,
        place,
    )
    .expect("in range");
    let add = opforge_compile::code::patch(
        words[2],
        opforge_compile::a64::reloc::ADD_ABS_LO12_NC,
        symbol,
        place + 4,
    )
    .expect("in range");
    assert_eq!(
        disassemble(&[adrp, add]),
        ["adrp x12, #73728", "add x12, x12, #837"]
    );
}
