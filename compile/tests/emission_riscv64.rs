//! Every emission of `spec/lir-riscv64.yaml` against llvm-mc (LLVM 14, `--triple=riscv64
//! -mattr=+m,+a,+f,+d`, no C extension): the table's rows through `support::emission` (random
//! legal registers, immediates and block targets; the words must be llvm-mc's for the rows'
//! expected assembly), the constants `iconst` builds against llvm-mc's expansion of `li`, and
//! each hand-written emission of `Rv64Custom` against the assembly it means (traps, calls,
//! addresses, selects), branch offsets included.

use opforge_cfg::CfgOpcode;
use opforge_compile::rv64::custom::{CallSite, Rv64Custom, SymbolSite, constant};
use opforge_compile::rv64::lir::{Opcode, Operands, Type, emit};
use opforge_riscv64::buffer::Rv64;
use opforge_riscv64::{ALIASES, CodeBuffer, Inst};

const TRIALS: usize = 60;

/// llvm-mc's arguments: RV64 with M, A, F and D, as `spec/riscv64.yaml` is checked.
const LLVM_MC: &[&str] = &["--triple=riscv64", "-mattr=+m,+a,+f,+d"];

mod support;
use support::emission::{
    check_every_emission, encoding_of, instructions, lir_target, llvm_mc, words,
};

lir_target! {
    /// The RV64 LIR and machine layer.
    Rv64Lir {
        lir: opforge_compile::rv64::lir,
        machine: Rv64,
        aliases: ALIASES,
        custom: Rv64Custom,
        llvm_mc: LLVM_MC,
        nop: nop(),
        target: |bytes: i64| bytes.to_string(),
    }
}

/// `nop`'s word.
fn nop() -> u32 {
    Inst::nop().expect("nop").encode()
}

#[test]
fn every_emission_agrees_with_llvm_mc() {
    check_every_emission::<Rv64Lir>(0x5eed_2b3c, TRIALS);
}

/// llvm-mc's words for each group of lines (groups are assembled apart by a separating
/// `ebreak`, which no group holds).
fn assembled(groups: &[Vec<String>]) -> Vec<Vec<u32>> {
    let ebreak = Inst::ebreak().expect("ebreak").encode();
    let mut input = String::new();
    for g in groups {
        for l in g {
            input.push_str(l);
            input.push('\n');
        }
        input.push_str("ebreak\n");
    }
    let (stdout, stderr) = llvm_mc(LLVM_MC, &input);
    assert!(!stderr.contains("error"), "llvm-mc refuses: {stderr}");
    let mut out = vec![Vec::new()];
    for w in stdout.lines().filter_map(encoding_of) {
        if w == ebreak {
            out.push(Vec::new());
        } else if let Some(last) = out.last_mut() {
            last.push(w);
        }
    }
    out.pop();
    assert_eq!(out.len(), groups.len(), "one group per input group");
    out
}

#[test]
fn iconst_builds_what_llvm_mc_li_builds() {
    let mut rng = support::Rng::splitmix64(0x11c0_25a7);
    let mut values: Vec<i64> = vec![
        0,
        1,
        -1,
        2047,
        2048,
        -2048,
        -2049,
        4095,
        4096,
        0x7ff,
        0x800,
        0xfff,
        0x1000,
        0x7fff_f7ff,
        0x7fff_f800,
        0x7fff_ffff,
        0x8000_0000,
        -0x8000_0000,
        -0x8000_0001,
        0xffff_ffff,
        0x1_0000_0000,
        0x1_0000_0001,
        0x5555_5555_5555_5555,
        0x0000_ffff_ffff_ffff,
        0x00ff_ffff_ffff_fff0,
        0x7fff_ffff_ffff_f800,
        i64::MAX,
        i64::MIN,
        i64::MIN + 1,
    ];
    for k in 0..64 {
        values.extend([
            1i64 << k,
            (1i64 << k).wrapping_neg(),
            (1i64 << k).wrapping_sub(1),
            !(1i64 << k).wrapping_sub(1),
        ]);
    }
    for _ in 0..10_000 {
        let raw = rng.next_u64();
        let v = match rng.below(6) {
            0 => raw as i64,
            1 => (raw >> rng.below(64)) as i64,
            2 => ((raw & 0xfff) << rng.below(52)) as i64,
            3 => i64::from(raw as i32),
            4 => (raw & 0xffff_0000_0000_ffff) as i64,
            _ => ((raw >> rng.below(64)) as i64).wrapping_neg(),
        };
        values.push(v);
    }
    let groups: Vec<Vec<String>> = values.iter().map(|v| vec![format!("li a0, {v}")]).collect();
    let theirs = assembled(&groups);
    let mut failures = Vec::new();
    for (v, theirs) in values.iter().zip(&theirs) {
        let ours: Vec<u32> = constant(10, *v)
            .expect("every constant is emitted")
            .iter()
            .map(|i| i.encode())
            .collect();
        if ours != *theirs {
            failures.push(format!("{v:#x}: ours {ours:08x?}, llvm-mc {theirs:08x?}"));
        }
    }
    println!("{} constants checked against llvm-mc's li", values.len());
    assert!(
        failures.is_empty(),
        "{} of {} constants differ:\n{}",
        failures.len(),
        values.len(),
        failures[..failures.len().min(30)].join("\n")
    );
}

/// The position (in instructions) of the trap stub and of the module's three functions in the
/// buffer [`custom_emitted`] builds.
const STUB: i64 = 20;
const FUNCTIONS: i64 = 30;

/// Emits one instruction at the start of a buffer whose trap stub is at instruction [`STUB`]
/// and whose three functions start at [`FUNCTIONS`]; returns its words and the custom state.
fn custom_emitted(
    op: Opcode,
    ty: Option<Type>,
    regs: &[u8],
    imms: &[i64],
    set: impl FnOnce(&mut Rv64Custom),
) -> (Vec<u32>, Rv64Custom) {
    let mut buf = CodeBuffer::new();
    let stub = buf.new_label();
    let mut custom = Rv64Custom {
        functions: vec![buf.new_label(), buf.new_label(), buf.new_label()],
        trap: Some(stub),
        ..Rv64Custom::default()
    };
    set(&mut custom);
    let ops = Operands {
        imms,
        regs,
        labels: &[],
    };
    emit(op, ty, &ops, &mut buf, &mut custom).unwrap_or_else(|e| panic!("{}: {e}", op.info().name));
    let end = instructions(&buf);
    let pad = |buf: &mut CodeBuffer, to: i64| {
        while (instructions(buf) as i64) < to {
            buf.emit_word(nop());
        }
    };
    pad(&mut buf, STUB);
    buf.bind(stub).expect("the stub");
    for (k, &f) in custom.functions.iter().enumerate() {
        pad(&mut buf, FUNCTIONS + k as i64);
        buf.bind(f).expect("a function");
    }
    buf.emit_word(nop());
    let all = words(buf).expect("finished");
    (all[..end].to_vec(), custom)
}

/// The byte offset from instruction `at` to instruction `to`.
fn from(at: i64, to: i64) -> i64 {
    (to - at) * 4
}

#[test]
fn custom_emissions_are_the_assembly_they_mean() {
    let (a0, a1, a2, fa0, fa1) = (10u8, 11u8, 12u8, 10u8, 11u8);
    let mut cases: Vec<(&str, Vec<u32>, Vec<String>)> = Vec::new();
    let mut case = |what: &'static str, words: Vec<u32>, asm: &[String]| {
        cases.push((what, words, asm.to_vec()));
    };
    let lines = |s: &[&str]| s.iter().map(|l| (*l).to_owned()).collect::<Vec<_>>();
    let none = |_: &mut Rv64Custom| {};

    // Constants: an i32 is built sign-extended from its low 32 bits.
    let (w, _) = custom_emitted(
        Opcode::Iconst,
        Some(Type::I32),
        &[a0],
        &[0x1_8000_0000],
        none,
    );
    case("iconst.i32", w, &lines(&["li a0, -2147483648"]));
    let (w, _) = custom_emitted(
        Opcode::Iconst,
        Some(Type::I64),
        &[a0],
        &[0x1_8000_0000],
        none,
    );
    case("iconst.i64", w, &lines(&["li a0, 6442450944"]));

    // Addresses below the frame pointer.
    let (w, _) = custom_emitted(Opcode::FrameAddr, None, &[a0], &[16], none);
    case("frame_addr 16", w, &lines(&["addi a0, s0, -16"]));
    let (w, _) = custom_emitted(Opcode::FrameAddr, None, &[a0], &[2048], none);
    case("frame_addr 2048", w, &lines(&["addi a0, s0, -2048"]));
    let (w, _) = custom_emitted(Opcode::FrameAddr, None, &[a1], &[70000], none);
    case(
        "frame_addr 70000",
        w,
        &lines(&["li a1, 70000", "sub a1, s0, a1"]),
    );
    let slots = |c: &mut Rv64Custom| c.stack_slots = vec![24, 4096];
    let (w, _) = custom_emitted(Opcode::StackAddr, None, &[a2], &[0], slots);
    case("stack_addr 0", w, &lines(&["addi a2, s0, -24"]));
    let (w, _) = custom_emitted(Opcode::StackAddr, None, &[a2], &[1], slots);
    case(
        "stack_addr 1",
        w,
        &lines(&["li a2, 4096", "sub a2, s0, a2"]),
    );
    let (w, _) = custom_emitted(Opcode::StackSlot, None, &[], &[8, 8], none);
    case("stack_slot", w, &[]);

    // A data address: AUIPC and ADDI with zero immediates, recorded at parcel 0.
    let (w, c) = custom_emitted(Opcode::GlobalAddr, None, &[a0], &[3], none);
    assert_eq!(c.symbol_sites, [SymbolSite { word: 0, symbol: 3 }]);
    case("global_addr", w, &lines(&["auipc a0, 0", "addi a0, a0, 0"]));

    // Calls: a JAL to the callee's label, or AUIPC and JALR recorded for a relocation.
    // Every result type, each way.
    let sites = |c: &mut Rv64Custom| c.call_sites = Some(Vec::new());
    for (op, ty, out) in [
        (Opcode::Call, Type::I32, a0),
        (Opcode::Call, Type::I64, a0),
        (Opcode::Fcall, Type::F32, fa0),
        (Opcode::Fcall, Type::F64, fa0),
    ] {
        let (w, _) = custom_emitted(op, Some(ty), &[a0, a1, out], &[2], none);
        case("call", w, &[format!("jal ra, {}", from(0, FUNCTIONS + 2))]);
        let (w, c) = custom_emitted(op, Some(ty), &[a0, out], &[7], sites);
        assert_eq!(c.call_sites, Some(vec![CallSite { word: 0, callee: 7 }]));
        case(
            "call, relocated",
            w,
            &lines(&["auipc ra, 0", "jalr ra, 0(ra)"]),
        );
    }

    // Traps: the code in t6, then a jump to the stub.
    let (w, c) = custom_emitted(Opcode::Trap, None, &[], &[3], none);
    assert!(c.trap_used);
    case(
        "trap 3",
        w,
        &["li t6, 3".into(), format!("j {}", from(1, STUB))],
    );
    let (w, _) = custom_emitted(Opcode::Trap, None, &[], &[40000], none);
    case(
        "trap 40000",
        w,
        &["li t6, 40000".into(), format!("j {}", from(2, STUB))],
    );
    let (w, _) = custom_emitted(Opcode::Throw, None, &[a0], &[0], none);
    case(
        "throw",
        w,
        &["li t6, 5".into(), format!("j {}", from(1, STUB))],
    );
    let (w, _) = custom_emitted(Opcode::Trapz, Some(Type::I32), &[a1], &[0, 1], none);
    case(
        "trapz",
        w,
        &[
            "bnez a1, 12".into(),
            "li t6, 1".into(),
            format!("j {}", from(2, STUB)),
        ],
    );
    let (w, _) = custom_emitted(Opcode::Trapz, Some(Type::I64), &[a1], &[0, 4000], none);
    case(
        "trapz 4000",
        w,
        &[
            "bnez a1, 16".into(),
            "li t6, 4000".into(),
            format!("j {}", from(3, STUB)),
        ],
    );
    // The least integer in t5 (one LUI for i32, two instructions for i64), compared with lhs
    // once rhs + 1 is zero.
    for (ty, least) in [
        (Type::I32, &["lui t5, 524288"][..]),
        (Type::I64, &["li t5, -1", "slli t5, t5, 63"][..]),
    ] {
        let n = least.len() as i64;
        let (w, _) = custom_emitted(Opcode::TrapSdivOverflow, Some(ty), &[a0, a1], &[], none);
        let mut asm = vec![
            "addi t5, a1, 1".to_owned(),
            format!("bnez t5, {}", from(1, n + 5)),
        ];
        asm.extend(lines(least));
        asm.extend([
            "bne a0, t5, 12".to_owned(),
            "li t6, 2".to_owned(),
            format!("j {}", from(n + 4, STUB)),
        ]);
        case("trap_sdiv_overflow", w, &asm);
    }

    // Selects: the result in x's register, y moved in when the condition is zero.
    for (ty, x, y, mv) in [
        (Type::I32, a1, a2, "mv a1, a2"),
        (Type::I64, a1, a2, "mv a1, a2"),
        (Type::F32, fa0, fa1, "fmv.s fa0, fa1"),
        (Type::F64, fa0, fa1, "fmv.d fa0, fa1"),
    ] {
        let (w, _) = custom_emitted(Opcode::Select, Some(ty), &[a0, x, y, x], &[], none);
        case("select", w, &lines(&["bnez a0, 8", mv]));
    }

    let groups: Vec<Vec<String>> = cases.iter().map(|c| c.2.clone()).collect();
    let theirs = assembled(&groups);
    let failures: Vec<String> = cases
        .iter()
        .zip(&theirs)
        .filter(|(c, t)| c.1 != **t)
        .map(|(c, t)| format!("{}: {:?} gives {:08x?}; llvm-mc {:08x?}", c.0, c.2, c.1, t))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    println!("{} custom emissions checked", cases.len());
}

/// `call_index` (its index in `index`) in a module of `count` functions whose table is at
/// instruction [`TABLE`], after its trap stub at [`STUB`]; returns the call's words.
fn call_index_emitted(op: Opcode, ty: Type, index: u8, count: usize) -> Vec<u32> {
    let mut buf = CodeBuffer::new();
    let (stub, table) = (buf.new_label(), buf.new_label());
    let mut custom = Rv64Custom {
        functions: (0..count).map(|_| buf.new_label()).collect(),
        trap: Some(stub),
        table: Some(table),
        ..Rv64Custom::default()
    };
    // a0 or fa0, by the result's bank: both are register 10.
    let out = 10;
    let ops = Operands {
        imms: &[],
        regs: &[index, 11, out],
        labels: &[],
    };
    emit(op, Some(ty), &ops, &mut buf, &mut custom).unwrap_or_else(|e| panic!("{e}"));
    let end = instructions(&buf);
    while (instructions(&buf) as i64) < STUB {
        buf.emit_word(nop());
    }
    buf.bind(stub).expect("the stub");
    while (instructions(&buf) as i64) < TABLE {
        buf.emit_word(nop());
    }
    buf.bind(table).expect("the table");
    for f in custom.functions {
        buf.bind(f).expect("a function");
    }
    buf.emit_word(nop());
    words(buf).expect("finished")[..end].to_vec()
}

/// The position (in instructions) of the table of functions in [`call_index_emitted`].
const TABLE: i64 = 24;

#[test]
fn call_index_checks_the_index_and_jumps_through_the_tables_head() {
    let mut cases: Vec<(String, Vec<u32>, Vec<String>)> = Vec::new();
    for (op, ty) in [
        (Opcode::CallIndex, Type::I64),
        (Opcode::CallIndex, Type::I32),
        (Opcode::FcallIndex, Type::F64),
        (Opcode::FcallIndex, Type::F32),
    ] {
        // A count an SLTIU holds, and one past its 12-bit immediate (built in t6 first).
        for (count, check) in [
            (3, vec!["sltiu t6, a2, 3".to_owned()]),
            (2047, vec!["sltiu t6, a2, 2047".to_owned()]),
            (
                2048,
                vec![
                    "lui t6, 1".to_owned(),
                    "addiw t6, t6, -2048".to_owned(),
                    "sltu t6, a2, t6".to_owned(),
                ],
            ),
        ] {
            let n = check.len() as i64;
            let mut asm = check;
            asm.extend([
                "bnez t6, 12".to_owned(),
                "li t6, 4".to_owned(),
                format!("j {}", from(n + 2, STUB)),
                "slli t6, a2, 2".to_owned(),
                format!("jal ra, {}", from(n + 4, TABLE)),
            ]);
            let w = call_index_emitted(op, ty, 12, count);
            cases.push((format!("{} {count}", op.info().name), w, asm));
        }
    }
    // The head of the table: its own address plus the offset in t6, past the head's 12 bytes.
    let mut buf = CodeBuffer::new();
    let table = buf.new_label();
    let functions = [buf.new_label(), buf.new_label()];
    <opforge_compile::rv64::target::Rv64 as opforge_compile::target::ExecutableTarget>::emit_table(
        &mut buf, table, &functions,
    )
    .expect("a table");
    for f in functions {
        buf.emit_word(nop());
        buf.bind(f).expect("a function");
    }
    let w = words(buf).expect("finished")[..5].to_vec();
    cases.push((
        "the table".to_owned(),
        w,
        [
            "auipc t5, 0",
            "add t5, t5, t6",
            "jalr zero, 12(t5)",
            "j 12",
            "j 12",
        ]
        .map(str::to_owned)
        .to_vec(),
    ));
    let groups: Vec<Vec<String>> = cases.iter().map(|c| c.2.clone()).collect();
    let theirs = assembled(&groups);
    for (c, t) in cases.iter().zip(&theirs) {
        assert_eq!(&c.1, t, "{}: {:?}", c.0, c.2);
    }
    println!("{} call_index emissions checked", cases.len());
}

#[test]
fn a_custom_emission_refuses_what_it_cannot_emit() {
    let (w, _) = custom_emitted(Opcode::Trap, None, &[], &[2], |_| {});
    assert_eq!(w.len(), 2);
    let mut buf = CodeBuffer::new();
    let mut custom = Rv64Custom::default();
    let ops = Operands {
        imms: &[1],
        regs: &[],
        labels: &[],
    };
    // No trap stub.
    let e = emit(Opcode::Trap, None, &ops, &mut buf, &mut custom).expect_err("no stub");
    assert!(e.to_string().contains("no trap stub"), "{e}");
    // A callee that is no function of the module.
    let ops = Operands {
        imms: &[4],
        regs: &[10],
        labels: &[],
    };
    let e = emit(Opcode::Call, Some(Type::I64), &ops, &mut buf, &mut custom).expect_err("callee");
    assert!(e.to_string().contains("not a function"), "{e}");
    // A slot the function does not declare.
    let ops = Operands {
        imms: &[0],
        regs: &[10],
        labels: &[],
    };
    let e = emit(Opcode::StackAddr, None, &ops, &mut buf, &mut custom).expect_err("slot");
    assert!(e.to_string().contains("stack slots"), "{e}");
}
