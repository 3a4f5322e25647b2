//! What a C-like front end needs from the back end, through [`LirModule`], run under
//! qemu-aarch64 in the executable with its harness: stack slots of any size and alignment
//! (arrays in the frame, 1 byte to past a page, with a callee that fills its own large frame
//! in between), loads and stores at a base plus a scaled index for i32, i64, f32 and f64, and
//! the module's data items (initialized, zero-filled, read-only) addressed by `global_addr`,
//! their writes seen by the next call. (The object path, linked with C, is in `object.rs`.)

use opforge_cfg::{Builder, Function, UImm, Value};
use opforge_compile::code::{Data, DataContents};
use opforge_compile::elf::{self, CaseResult, HarnessArg};
use opforge_compile::emit::StackLayout;
use opforge_compile::lir::{InstBuilder, Opcode, Type, imm::Cond};
use opforge_compile::{CompileError, LirModule};

/// The stack slots of `arrays`: (size, align).
const SLOTS: [(u64, u8); 6] = [(1, 1), (12, 4), (4100, 16), (1, 1), (24, 8), (8, 4)];

/// The LIR's unsigned immediate of `N` bits for a constant of the test.
fn imm<const N: u32>(v: u64) -> UImm<N> {
    UImm::new(v).expect("the test's constant fits its immediate")
}

/// `clobber()`: fills an 8192-byte stack slot of its own with -1, eight bytes at a time, and
/// returns 0. Called from `arrays`, its frame lies right below the caller's: a caller's slot
/// placed outside its frame would be overwritten.
fn clobber() -> Function<Opcode> {
    let mut f = Function::new("clobber", &[], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    b.stack_slot(imm(8192), 16);
    let base = b.stack_addr(0);
    let (header, body, exit) = (b.create_block(), b.create_block(), b.create_block());
    let k = b.append_block_param(header, Type::I64);
    let zero = b.iconst(0, Type::I64);
    b.jump((header, &[zero]));
    b.switch_to(header);
    let n = b.iconst(1024, Type::I64);
    b.br_icmp(Cond::Lt, k, n, (body, &[]), (exit, &[]));
    b.switch_to(body);
    let ones = b.iconst(-1, Type::I64);
    b.store_idx(ones, base, k);
    let k2 = b.iadd_imm(k, imm(1));
    b.jump((header, &[k2]));
    b.switch_to(exit);
    let zero = b.iconst(0, Type::I64);
    b.ret(zero);
    f
}

/// `arrays(n)`: writes into each of the slots of [`SLOTS`], calls `clobber`, reads them all
/// back and returns their sum, plus 2^40 times the low bits of any slot address that is off
/// its alignment.
fn arrays() -> Function<Opcode> {
    let mut f = Function::new("arrays", &[Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let n = b.try_param(0).expect("n");
    for (size, align) in SLOTS {
        b.stack_slot(imm(size), align);
    }
    let addr: Vec<Value> = (0..SLOTS.len() as u16).map(|k| b.stack_addr(k)).collect();
    let idx = |b: &mut Builder<'_, Opcode>, k: i64| b.iconst(k, Type::I64);
    let n32 = b.ireduce(n);
    // Slot 0 and 3: a byte each.
    b.store8(n, addr[0], 0);
    let n3 = b.iadd_imm(n, imm(3));
    b.store8(n3, addr[3], 0);
    // Slot 1: three i32.
    for k in 0..3 {
        let v = b.iadd_imm(n32, imm(k as u64));
        let i = idx(&mut b, k);
        b.store_idx(v, addr[1], i);
    }
    // Slot 2: an f64 at element 511 (bytes 4088..4096) and an i32 at element 1024 (the last
    // four of its 4100 bytes).
    let nf = b.scvt_from_i64(n, Type::F64);
    let half = b.iconst(0x4004_0000_0000_0000, Type::I64); // 2.5
    let half = b.bitcast_to_float(half, Type::F64);
    let x = b.fmul(nf, half);
    let i511 = idx(&mut b, 511);
    b.store_idx(x, addr[2], i511);
    let n7 = b.iadd_imm(n32, imm(7));
    let i1024 = idx(&mut b, 1024);
    b.store_idx(n7, addr[2], i1024);
    // Slot 4: three i64.
    for k in 0..3 {
        let v = b.iadd_imm(n, imm(100 * (k as u64 + 1)));
        let i = idx(&mut b, k);
        b.store_idx(v, addr[4], i);
    }
    // Slot 5: two f32, the second n / 2.
    let ns = b.scvt_from_i64(n, Type::F32);
    let h = b.iconst(0x3f00_0000, Type::I32); // 0.5f
    let h = b.bitcast_to_float(h, Type::F32);
    let y = b.fmul(ns, h);
    let i1 = idx(&mut b, 1);
    b.store_idx(y, addr[5], i1);
    let i0 = idx(&mut b, 0);
    b.store_idx(h, addr[5], i0);

    let junk = b.call(0, &[], Type::I64);

    let mut sum = junk;
    let v = b.load8u(addr[0], 0, Type::I64);
    sum = b.iadd(sum, v);
    let v = b.load8u(addr[3], 0, Type::I64);
    sum = b.iadd(sum, v);
    for k in 0..3 {
        let i = idx(&mut b, k);
        let v = b.load_idx(addr[1], i, Type::I32);
        let v = b.sextend32(v);
        sum = b.iadd(sum, v);
    }
    let x = b.load_idx(addr[2], i511, Type::F64);
    let x = b.fcvtzs_from_f64(x, Type::I64);
    sum = b.iadd(sum, x);
    let v = b.load_idx(addr[2], i1024, Type::I32);
    let v = b.sextend32(v);
    sum = b.iadd(sum, v);
    for k in 0..3 {
        let i = idx(&mut b, k);
        let v = b.load_idx(addr[4], i, Type::I64);
        sum = b.iadd(sum, v);
    }
    for k in 0..2 {
        let i = idx(&mut b, k);
        let v = b.load_idx(addr[5], i, Type::F32);
        let ten = b.iconst(0x4120_0000, Type::I32); // 10.0f
        let ten = b.bitcast_to_float(ten, Type::F32);
        let v = b.fmul(v, ten);
        let v = b.fcvtzs_from_f32(v, Type::I64);
        sum = b.iadd(sum, v);
    }
    // Alignment: the low bits of each address under its alignment, or-ed together.
    let mut off = b.iconst(0, Type::I64);
    for (k, (_, align)) in SLOTS.iter().enumerate() {
        let mask = b.iconst(i64::from(*align) - 1, Type::I64);
        let low = b.band(addr[k], mask);
        off = b.bor(off, low);
    }
    let off = b.ishl_imm(off, imm(40));
    let out = b.iadd(sum, off);
    b.ret(out);
    f
}

/// What `arrays(n)` returns.
fn arrays_ref(n: i64) -> i64 {
    let bytes = (n & 0xff) + ((n + 3) & 0xff);
    let ints: i64 = (0..3).map(|k| i64::from((n as i32).wrapping_add(k))).sum();
    let double = (n as f64 * 2.5) as i64;
    let last = i64::from((n as i32).wrapping_add(7));
    let longs: i64 = (0..3).map(|k| n + 100 * (k + 1)).sum();
    let floats = 5 + ((n as f32 * 0.5) * 10.0) as i64;
    bytes + ints + double + last + longs + floats
}

#[test]
fn stack_slots_of_any_size_and_alignment_hold_arrays() {
    let module = LirModule::new(vec![clobber(), arrays()]);
    // The layout: each slot at a multiple of its alignment below the 16-byte aligned frame
    // record, none overlapping, past a page for the large one.
    let layout = StackLayout::of::<opforge_compile::A64>(&module.functions[1]).expect("a layout");
    let mut top = 0;
    for (k, (&depth, (size, align))) in layout.depths.iter().zip(SLOTS).enumerate() {
        let depth = i64::from(depth);
        assert_eq!(depth % i64::from(align), 0, "slot {k} aligned");
        assert!(
            depth - size as i64 >= top,
            "slot {k} below the ones before it"
        );
        top = depth;
    }
    assert!(top > 4095, "the frame reaches past one page: {top}");
    assert_eq!(layout.slots as i64, top, "the slots end at the deepest one");
    let ns = [0i64, 1, 5, 77, -3, 250, 1 << 20];
    let cases: Vec<(usize, Vec<HarnessArg>)> =
        ns.iter().map(|&n| (1, vec![HarnessArg::Int(n)])).collect();
    let exe = module.executable(&cases).unwrap_or_else(|e| panic!("{e}"));
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let results = elf::run(&exe.elf, &dir, "stack_slots").unwrap_or_else(|e| panic!("{e}"));
    let want: Vec<CaseResult> = ns
        .iter()
        .map(|&n| CaseResult::Returned(arrays_ref(n)))
        .collect();
    assert_eq!(results, want);
}

#[test]
fn a_stack_slot_off_the_alignments_or_undeclared_is_refused() {
    for (align, what) in [(3, "alignment 3"), (32, "alignment 32"), (0, "alignment 0")] {
        let mut f = Function::new("bad", &[], &[Type::I64]);
        let mut b = Builder::new(&mut f);
        b.stack_slot(imm(8), align);
        let a = b.stack_addr(0);
        b.ret(a);
        let e = LirModule::new(vec![f]).code().expect_err("a bad alignment");
        assert!(e.to_string().contains(what), "{e}");
    }
    let mut f = Function::new("undeclared", &[], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    b.stack_slot(imm(8), 8);
    let a = b.stack_addr(1);
    b.ret(a);
    let e = LirModule::new(vec![f]).code().expect_err("slot 1 of 1");
    assert!(e.to_string().contains("slot 1"), "{e}");
    // A frame past the largest the prologue can make.
    let mut f = Function::new("huge", &[], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    b.stack_slot(imm((1 << 24) - 1), 16);
    let a = b.stack_addr(0);
    b.ret(a);
    let e = LirModule::new(vec![f]).code().expect_err("too large");
    assert!(matches!(e, CompileError::Module(_)), "{e}");
    assert!(e.to_string().contains("frame"), "{e}");
}

/// The data items of `data_sum`: an i32 table in `.data`, 100 i64 of zeros in `.bss`, an f64
/// table in `.rodata`, and a byte in `.data` between them to move the others off alignment.
fn data_items() -> Vec<Data> {
    let bytes = |words: &[[u8; 8]]| words.concat();
    vec![
        Data {
            name: "table".into(),
            contents: DataContents::Bytes(
                [10i32, 20, 30, 40]
                    .iter()
                    .flat_map(|v| v.to_le_bytes())
                    .collect(),
            ),
            align: 4,
            read_only: false,
        },
        Data {
            name: "flag".into(),
            contents: DataContents::Bytes(vec![7]),
            align: 1,
            read_only: false,
        },
        Data {
            name: "scratch".into(),
            contents: DataContents::Zero(800),
            align: 8,
            read_only: false,
        },
        Data {
            name: "consts".into(),
            contents: DataContents::Bytes(bytes(&[
                0.5f64.to_le_bytes(),
                1.5f64.to_le_bytes(),
                2.5f64.to_le_bytes(),
                3.5f64.to_le_bytes(),
            ])),
            align: 8,
            read_only: true,
        },
    ]
}

/// `data_sum(i)`: x = table[i]; table[i] = x + 1; scratch[i] += x; returns
/// scratch[i] * 1000 + consts[i] * 10 + flag.
fn data_sum() -> Function<Opcode> {
    let mut f = Function::new("data_sum", &[Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let i = b.try_param(0).expect("i");
    let table = b.global_addr(0);
    let x = b.load_idx(table, i, Type::I32);
    let x1 = b.iadd_imm(x, imm(1));
    b.store_idx(x1, table, i);
    let scratch = b.global_addr(2);
    let old = b.load_idx(scratch, i, Type::I64);
    let x64 = b.sextend32(x);
    let new = b.iadd(old, x64);
    b.store_idx(new, scratch, i);
    let consts = b.global_addr(3);
    let d = b.load_idx(consts, i, Type::F64);
    let ten = b.iconst(10, Type::I64);
    let ten = b.scvt_from_i64(ten, Type::F64);
    let d = b.fmul(d, ten);
    let d = b.fcvtzs_from_f64(d, Type::I64);
    let k = b.iconst(1000, Type::I64);
    let out = b.imul(new, k);
    let out = b.iadd(out, d);
    let flag = b.global_addr(1);
    let flag = b.load8u(flag, 0, Type::I64);
    let out = b.iadd(out, flag);
    b.ret(out);
    f
}

#[test]
fn the_executable_places_the_modules_data_and_global_addr_reaches_it() {
    let mut module = LirModule::new(vec![data_sum()]);
    for d in data_items() {
        module.push_data(d);
    }
    let placed = elf::place_data(elf::CODE + 4 * 1001, &module.data).expect("placed");
    for (d, &at) in module.data.iter().zip(&placed.addresses) {
        assert_eq!(at % d.align, 0, "{} aligned", d.name);
    }
    assert_eq!(
        placed.zeros,
        800 + (placed.addresses[2] - elf::CODE - 4 * 1001) - placed.file.len() as u64
    );
    let is = [0i64, 1, 0, 3, 1, 0];
    let cases: Vec<(usize, Vec<HarnessArg>)> =
        is.iter().map(|&i| (0, vec![HarnessArg::Int(i)])).collect();
    let exe = module.executable(&cases).unwrap_or_else(|e| panic!("{e}"));
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let results = elf::run(&exe.elf, &dir, "data_items").unwrap_or_else(|e| panic!("{e}"));
    // The reference: the same three tables, changed call after call.
    let mut table = [10i64, 20, 30, 40];
    let mut scratch = [0i64; 100];
    let consts = [5i64, 15, 25, 35];
    let want: Vec<CaseResult> = is
        .iter()
        .map(|&i| {
            let i = i as usize;
            let x = table[i];
            table[i] += 1;
            scratch[i] += x;
            CaseResult::Returned(scratch[i] * 1000 + consts[i] + 7)
        })
        .collect();
    assert_eq!(results, want);
}

#[test]
fn the_executable_has_no_external_symbols() {
    let mut f = Function::new("ext", &[], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let a = b.global_addr(1);
    b.ret(a);
    let mut module = LirModule::new(vec![f]);
    module.push_data(Data {
        name: "one".into(),
        contents: DataContents::Zero(8),
        align: 8,
        read_only: false,
    });
    module.push_extern("elsewhere");
    let e = module.executable(&[]).expect_err("no externals");
    assert!(e.to_string().contains("no external symbols"), "{e}");
    // The object has it: an undefined symbol its ADRP and ADD point at.
    let code = module.code().expect("relocatable");
    assert_eq!(code.externs, ["elsewhere"]);
    assert!(
        code.relocations
            .iter()
            .all(|r| r.target == opforge_compile::code::Target::External(0))
    );
    assert_eq!(code.relocations.len(), 2);
}
