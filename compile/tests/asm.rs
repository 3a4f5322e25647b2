//! GNU assembler source ([`write_gnu`]) read back by GNU `as` for AArch64: each module's text
//! is assembled by `aarch64-linux-gnu-as`, and the object it makes is compared with the one
//! [`write_object`] writes from the same [`Code`], both read with the `object` crate: `.text`
//! with every relocation of each applied the same way at the same addresses (and equal to
//! [`Code::link`]'s), `.data`, `.bss` and `.rodata` byte for byte, the defined symbols (section,
//! value, size, kind, binding) and the undefined ones. The modules: LIR modules with loops,
//! branches, calls between functions and to C, `call_index` through the table, traps, data
//! items in the three sections, an external datum, stack slots and floats; every example and
//! filetest of the Circuit IR through the pipeline with each allocator; random LIR functions;
//! every PC-relative form of the A64 table at offsets forward, backward and across pages; and
//! every other form of the table, sixteen words each (only what GNU `as` refuses, and words
//! whose spelling reads back as another word, left as `.inst`).
//! One module's assembled object is linked with C by `aarch64-linux-gnu-gcc -static` and run
//! under `qemu-aarch64`. A test that needs a tool it cannot find fails, saying how to install
//! it.

mod support;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

use object::{
    Object, ObjectSection, ObjectSymbol, RelocationFlags, RelocationTarget, SectionIndex,
    SymbolKind,
};
use opforge_arm64::{Form, Inst};
use opforge_cfg::{Block, Builder, Function, Value};
use opforge_compile::LirModule;
use opforge_compile::a64::reloc;
use opforge_compile::asm::{AsmCounts, write_gnu, write_gnu_counted};
use opforge_compile::code::{Code, Data, DataContents, FunctionSymbol, Target, patch};
use opforge_compile::lir::{InstBuilder, Opcode, Type, imm::Cond};
use opforge_compile::module::Options;
use opforge_compile::object::write_object;
use opforge_compile::pipeline::{compile_module_code, lower_function};
use opforge_compile::regalloc::Allocator;

fn gas() -> PathBuf {
    support::tool(&["aarch64-linux-gnu-as"], "binutils-aarch64-linux-gnu")
}

/// A fresh directory for one test's files.
fn scratch(name: &str) -> PathBuf {
    support::scratch(&format!("asm-{name}"))
}

/// Assembles `text` as `dir/name.o` with GNU `as`; the object's path.
fn assemble(text: &str, dir: &Path, name: &str) -> PathBuf {
    let source = dir.join(format!("{name}.s"));
    let object = dir.join(format!("{name}.o"));
    std::fs::write(&source, text).expect("write the source");
    support::output(Command::new(gas()).arg("-o").arg(&object).arg(&source));
    object
}

/// Where the test's link places each section, page-aligned (ADRP's pages are the code's).
const SECTIONS: [(&str, u64); 4] = [
    (".text", 0x40_0000),
    (".data", 0x80_0000),
    (".bss", 0xc0_0000),
    (".rodata", 0x100_0000),
];

/// The address of external symbol `k` (within a BL's reach of `.text`).
fn extern_address(k: usize) -> u64 {
    0x300_0000 + 0x1000 * k as u64
}

/// A defined symbol: section, value, size, whether a function (else data), whether global.
type Sym = (String, u64, u64, bool, bool);

/// What the comparison reads of an object.
struct Read {
    /// `.text` as it is.
    raw: Vec<u8>,
    /// `.text` with its relocations applied at [`SECTIONS`].
    linked: Vec<u8>,
    /// The defined symbols by name (not sections, files or mapping symbols).
    symbols: BTreeMap<String, Sym>,
    /// The undefined symbols.
    undefined: BTreeSet<String>,
    /// Each non-empty data section: (size, alignment, bytes; none for `.bss`).
    data: BTreeMap<String, (u64, u64, Vec<u8>)>,
}

fn base(name: &str) -> u64 {
    SECTIONS
        .iter()
        .find(|(n, _)| *n == name)
        .unwrap_or_else(|| panic!("no address for section {name}"))
        .1
}

/// Reads an object and links its `.text` with the externals of `code` at
/// [`extern_address`].
fn read(bytes: &[u8], code: &Code) -> Read {
    let file = object::File::parse(bytes).expect("an object");
    let section_name = |i: SectionIndex| {
        file.section_by_index(i)
            .and_then(|s| s.name().map(str::to_owned))
            .expect("a section")
    };
    let text = file.section_by_name(".text").expect("a .text");
    let raw = text.data().expect("its bytes").to_vec();
    let mut linked = raw.clone();
    for (offset, r) in text.relocations() {
        let RelocationFlags::Elf { r_type } = r.flags() else {
            panic!("an ELF relocation")
        };
        let RelocationTarget::Symbol(i) = r.target() else {
            panic!("a relocation against a symbol")
        };
        let s = file.symbol_by_index(i).expect("its symbol");
        let value = match s.section_index() {
            Some(sec) if s.kind() == SymbolKind::Section => base(&section_name(sec)),
            Some(sec) => base(&section_name(sec)) + s.address(),
            None => {
                let name = s.name().expect("a name");
                let k = code
                    .externs
                    .iter()
                    .position(|e| e == name)
                    .unwrap_or_else(|| panic!("{name} is no external of the code"));
                extern_address(k)
            }
        };
        let kind = match r_type {
            // CALL26, JUMP26 (the same field).
            283 | 282 => reloc::CALL26,
            275 => reloc::ADR_PREL_PG_HI21,
            277 => reloc::ADD_ABS_LO12_NC,
            other => panic!("relocation type {other} at {offset:#x}"),
        };
        let at = offset as usize;
        let word = u32::from_le_bytes(linked[at..at + 4].try_into().expect("a word"));
        let place = base(".text") + offset;
        let patched = patch(word, kind, value.wrapping_add_signed(r.addend()), place)
            .unwrap_or_else(|v| panic!("{kind:?} at {offset:#x} cannot encode {v:#x}"));
        linked[at..at + 4].copy_from_slice(&patched.to_le_bytes());
    }
    let mut symbols = BTreeMap::new();
    let mut undefined = BTreeSet::new();
    for s in file.symbols() {
        let name = s.name().expect("a name").to_owned();
        if matches!(s.kind(), SymbolKind::Section | SymbolKind::File)
            || name.is_empty()
            || name.starts_with('$')
        {
            continue;
        }
        match s.section_index() {
            None => {
                undefined.insert(name);
            }
            Some(sec) => {
                let row = (
                    section_name(sec),
                    s.address(),
                    s.size(),
                    s.kind() == SymbolKind::Text,
                    s.is_global(),
                );
                symbols.insert(name, row);
            }
        }
    }
    let mut data = BTreeMap::new();
    for name in [".data", ".bss", ".rodata"] {
        if let Some(s) = file.section_by_name(name).filter(|s| s.size() > 0) {
            let bytes = if name == ".bss" {
                Vec::new()
            } else {
                s.data().expect("its bytes").to_vec()
            };
            data.insert(name.to_owned(), (s.size(), s.align(), bytes));
        }
    }
    Read {
        raw,
        linked,
        symbols,
        undefined,
        data,
    }
}

/// Each word where `a` and `b` differ, disassembled.
fn differences(a: &[u8], b: &[u8]) -> Vec<String> {
    let word = |bytes: &[u8], k: usize| {
        bytes
            .get(4 * k..4 * k + 4)
            .map(|w| u32::from_le_bytes(w.try_into().expect("a word")))
    };
    let show = |w: Option<u32>| match w {
        Some(w) => format!(
            "{w:#010x} {}",
            Inst::decode(w).map_or("?".into(), |i| i.to_string())
        ),
        None => "none".into(),
    };
    (0..a.len().max(b.len()).div_ceil(4))
        .filter(|&k| word(a, k) != word(b, k))
        .map(|k| {
            format!(
                "byte {:#x}: ours {}, GNU as {}",
                4 * k,
                show(word(a, k)),
                show(word(b, k))
            )
        })
        .collect()
}

/// Renders `code`, assembles it with GNU `as` as `dir/name.o`, and checks that object against
/// the one [`write_object`] writes; what was rendered, counted.
fn check(code: &Code, dir: &Path, name: &str) -> AsmCounts {
    let (text, counts) = write_gnu_counted(code).unwrap_or_else(|e| panic!("{name}: {e}"));
    let gnu = std::fs::read(assemble(&text, dir, name)).expect("read the object");
    let ours = write_object(code).expect("the object");
    let (g, o) = (read(&gnu, code), read(&ours, code));
    // Our own object, linked by this test, is what `Code::link` places.
    let address = |t: Target| match t {
        Target::External(k) => Some(extern_address(k)),
        Target::Data(k) => {
            let (section, value, ..) = &o.symbols[&code.data[k].name];
            Some(base(section) + value)
        }
        Target::Function(_) => None,
    };
    let linked = code.link(base(".text"), address).expect("the code links");
    assert_eq!(
        o.linked, linked,
        "{name}: the test links as Code::link does"
    );
    assert_eq!(o.raw, code.bytes, "{name}: write_object's text");
    let diff = differences(&o.linked, &g.linked);
    assert!(
        diff.is_empty(),
        "{name}: {} words differ once linked ({}):\n{}",
        diff.len(),
        dir.join(format!("{name}.s")).display(),
        diff.join("\n")
    );
    assert_eq!(g.symbols, o.symbols, "{name}: the defined symbols");
    assert_eq!(g.data, o.data, "{name}: the data sections");
    // GNU `as` declares the externals the code names; write_object every one.
    assert_eq!(o.undefined, code.externs.iter().cloned().collect());
    let named: BTreeSet<String> = code
        .relocations
        .iter()
        .filter(|r| matches!(r.target, Target::External(_)))
        .filter_map(|r| code.target_name(r.target).map(str::to_owned))
        .collect();
    assert_eq!(g.undefined, named, "{name}: the undefined symbols");
    // Every word of the code was an instruction or, not decoding, a `.inst`.
    assert_eq!(
        counts.instructions + counts.raw_words,
        code.bytes.len() / 4,
        "{name}"
    );
    assert_eq!(counts.relocated, code.relocations.len(), "{name}");
    counts
}

/// Adds `b`'s counts to `a`.
fn add(a: &mut AsmCounts, b: AsmCounts) {
    a.instructions += b.instructions;
    a.pc_relative += b.pc_relative;
    a.relocated += b.relocated;
    a.raw_words += b.raw_words;
}

/// The blocks of a loop (header, body, exit) and the header's parameters, of `types`, entered
/// with `init`; the builder is left in the header.
fn enter_loop(
    b: &mut Builder<'_, Opcode>,
    types: &[Type],
    init: &[Value],
) -> ([Block; 3], Vec<Value>) {
    let blocks = [b.create_block(), b.create_block(), b.create_block()];
    let params = types
        .iter()
        .map(|&t| b.append_block_param(blocks[0], t))
        .collect();
    b.jump((blocks[0], init));
    b.switch_to(blocks[0]);
    (blocks, params)
}

/// `sum_to(n)`: 0 + 1 + ... + (n - 1), in a loop.
fn sum_to() -> Function<Opcode> {
    let mut f = Function::new("sum_to", &[Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let n = b.try_param(0).expect("n");
    let zero = b.iconst(0, Type::I64);
    let ([header, body, exit], p) = enter_loop(&mut b, &[Type::I64; 2], &[zero, zero]);
    let (k, acc) = (p[0], p[1]);
    b.br_icmp(Cond::Lt, k, n, (body, &[]), (exit, &[]));
    b.switch_to(body);
    let acc2 = b.iadd(acc, k);
    let k2 = b.iadd_imm(k, 1);
    b.jump((header, &[k2, acc2]));
    b.switch_to(exit);
    b.ret(acc);
    f
}

/// `collatz(n)`: the steps of the Collatz sequence from `n` to 1 (a loop around a diamond).
fn collatz() -> Function<Opcode> {
    let mut f = Function::new("collatz", &[Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let n = b.try_param(0).expect("n");
    let zero = b.iconst(0, Type::I64);
    let ([header, body, exit], p) = enter_loop(&mut b, &[Type::I64; 2], &[n, zero]);
    let (x, steps) = (p[0], p[1]);
    let (odd, even) = (b.create_block(), b.create_block());
    let one = b.iconst(1, Type::I64);
    b.br_icmp(Cond::Gt, x, one, (body, &[]), (exit, &[]));
    b.switch_to(body);
    let steps2 = b.iadd_imm(steps, 1);
    let low = b.band(x, one);
    let zero = b.iconst(0, Type::I64);
    b.br_icmp(Cond::Ne, low, zero, (odd, &[]), (even, &[]));
    b.switch_to(odd);
    let three = b.iconst(3, Type::I64);
    let x3 = b.imul(x, three);
    let x3 = b.iadd_imm(x3, 1);
    b.jump((header, &[x3, steps2]));
    b.switch_to(even);
    let half = b.ushr_imm(x, 1);
    b.jump((header, &[half, steps2]));
    b.switch_to(exit);
    b.ret(steps);
    f
}

/// `combine(n)`: `sum_to(n) * 1000 + collatz(n)` (callees 0 and 1), or -1 for a negative `n`
/// (a select).
fn combine() -> Function<Opcode> {
    let mut f = Function::new("combine", &[Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let n = b.try_param(0).expect("n");
    let s = b.call(0, &[n], Type::I64);
    let c = b.call(1, &[n], Type::I64);
    let k = b.iconst(1000, Type::I64);
    let s = b.imul(s, k);
    let r = b.iadd(s, c);
    let zero = b.iconst(0, Type::I64);
    let neg = b.icmp(Cond::Lt, n, zero);
    let minus = b.iconst(-1, Type::I64);
    let out = b.select(neg, minus, r);
    b.ret(out);
    f
}

/// `dispatch(i, x)`: function `i` of the module called with `x` through the table (an index
/// past it traps).
fn dispatch() -> Function<Opcode> {
    let mut f = Function::new("dispatch", &[Type::I64, Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let i = b.try_param(0).expect("i");
    let x = b.try_param(1).expect("x");
    let r = b.call_index(i, &[x], Type::I64);
    b.ret(r);
    f
}

/// Loops, branches, calls between functions and through the table, traps.
fn control_module() -> LirModule {
    LirModule::new(vec![sum_to(), collatz(), combine(), dispatch()])
}

/// The data items of [`data_module`]: `counter` in `.data`, `zeros` in `.bss`, `squares` and
/// an odd-sized `tag` in `.rodata`.
fn data_items() -> Vec<Data> {
    let squares: Vec<u8> = (1..=8i32).flat_map(|k| (k * k).to_le_bytes()).collect();
    vec![
        Data {
            name: "counter".into(),
            contents: DataContents::Bytes(41i64.to_le_bytes().to_vec()),
            align: 8,
            read_only: false,
        },
        Data {
            name: "zeros".into(),
            contents: DataContents::Zero(64),
            align: 16,
            read_only: false,
        },
        Data {
            name: "squares".into(),
            contents: DataContents::Bytes(squares),
            align: 4,
            read_only: true,
        },
        Data {
            name: "tag".into(),
            contents: DataContents::Bytes(b"asm!\0".to_vec()),
            align: 1,
            read_only: true,
        },
    ]
}

/// `bump(n)`: `counter += n` through a stack slot; the new counter.
fn bump() -> Function<Opcode> {
    let mut f = Function::new("bump", &[Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let n = b.try_param(0).expect("n");
    b.stack_slot(16, 8);
    let slot = b.stack_addr(0);
    let one = b.iconst(1, Type::I64);
    b.store_idx(n, slot, one);
    let n = b.load_idx(slot, one, Type::I64);
    let counter = b.global_addr(0);
    let old = b.load(counter, 0, Type::I64);
    let new = b.iadd(old, n);
    b.store(new, counter, 0);
    b.ret(new);
    f
}

/// `squares_sum()`: the sum of the read-only `squares`, in a loop, plus the first byte of
/// `tag`.
fn squares_sum() -> Function<Opcode> {
    let mut f = Function::new("squares_sum", &[], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let table = b.global_addr(2);
    let zero = b.iconst(0, Type::I64);
    let ([header, body, exit], p) = enter_loop(&mut b, &[Type::I64; 2], &[zero, zero]);
    let (k, acc) = (p[0], p[1]);
    let eight = b.iconst(8, Type::I64);
    b.br_icmp(Cond::Lt, k, eight, (body, &[]), (exit, &[]));
    b.switch_to(body);
    let v = b.load_idx(table, k, Type::I32);
    let v = b.sextend32(v);
    let acc2 = b.iadd(acc, v);
    let k2 = b.iadd_imm(k, 1);
    b.jump((header, &[k2, acc2]));
    b.switch_to(exit);
    let tag = b.global_addr(3);
    let a = b.load8u(tag, 0, Type::I64);
    let out = b.iadd(acc, a);
    b.ret(out);
    f
}

/// `fill(n)`: `zeros[k] = n + k` for the eight i64 of `zeros`; their sum.
fn fill() -> Function<Opcode> {
    let mut f = Function::new("fill", &[Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let n = b.try_param(0).expect("n");
    let zeros = b.global_addr(1);
    let mut sum = b.iconst(0, Type::I64);
    for k in 0..8 {
        let i = b.iconst(k, Type::I64);
        let v = b.iadd_imm(n, k);
        b.store_idx(v, zeros, i);
        let back = b.load_idx(zeros, i, Type::I64);
        sum = b.iadd(sum, back);
    }
    b.ret(sum);
    f
}

/// `with_c(x)`: `c_scale(x) + c_value` (an external function and an external datum).
/// `callee` and `symbol` the module's numbers of the two.
fn with_c(callee: i64, symbol: i64) -> Function<Opcode> {
    let mut f = Function::new("with_c", &[Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let x = b.try_param(0).expect("x");
    let r = b.call(callee, &[x], Type::I64);
    let v = b.global_addr(symbol);
    let v = b.load(v, 0, Type::I64);
    let out = b.iadd(r, v);
    b.ret(out);
    f
}

/// `divide(a, b)`: `a / b`, trapping (code 1, through `opforge_trap`) when `b` is 0.
fn divide() -> Function<Opcode> {
    let mut f = Function::new("divide", &[Type::I64, Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let x = b.try_param(0).expect("a");
    let y = b.try_param(1).expect("b");
    b.trapz(y, 1);
    let q = b.sdiv(x, y);
    b.ret(q);
    f
}

/// Data items in the three sections, an external function and an external datum, stack
/// slots, a trap, loops, floats.
fn data_module() -> LirModule {
    let mut module = LirModule::new(vec![
        bump(),
        squares_sum(),
        fill(),
        divide(),
        sum_to(),
        collatz(),
        poly(),
        norm(),
    ]);
    for d in data_items() {
        module.push_data(d);
    }
    let scale = module.push_extern("c_scale");
    let value = module.push_extern("c_value");
    // with_c comes last: the callee number of an external counts it too.
    let callee = module.extern_callee(scale) + 1;
    let f = with_c(callee, module.extern_symbol(value));
    module.functions.push(f);
    module
}

/// `poly(x)`: `2.5 x^2 + 1` in doubles.
fn poly() -> Function<Opcode> {
    let mut f = Function::new("poly", &[Type::F64], &[Type::F64]);
    let mut b = Builder::new(&mut f);
    let x = b.try_param(0).expect("x");
    let k = b.iconst(0x4004_0000_0000_0000, Type::I64); // 2.5
    let k = b.bitcast_to_float(k, Type::F64);
    let one = b.iconst(0x3ff0_0000_0000_0000, Type::I64); // 1.0
    let one = b.bitcast_to_float(one, Type::F64);
    let xx = b.fmul(x, x);
    let y = b.fmul(xx, k);
    let y = b.fadd(y, one);
    b.fret(y);
    f
}

/// `halvings(x)`: how many times the single `x` halves before it is below 1 (a float
/// compare in a loop), as an integer, plus `poly` of it truncated.
fn halvings() -> Function<Opcode> {
    let mut f = Function::new("halvings", &[Type::F32], &[Type::I64]);
    let mut b = Builder::new(&mut f);
    let x = b.try_param(0).expect("x");
    let zero = b.iconst(0, Type::I64);
    let ([header, body, exit], p) = enter_loop(&mut b, &[Type::F32, Type::I64], &[x, zero]);
    let (v, n) = (p[0], p[1]);
    let one = b.iconst(0x3f80_0000, Type::I32);
    let one = b.bitcast_to_float(one, Type::F32);
    let big = b.fcmp(Cond::Ge, v, one);
    b.brif(big, (body, &[]), (exit, &[]));
    b.switch_to(body);
    let half = b.iconst(0x3f00_0000, Type::I32);
    let half = b.bitcast_to_float(half, Type::F32);
    let v2 = b.fmul(v, half);
    let n2 = b.iadd_imm(n, 1);
    b.jump((header, &[v2, n2]));
    b.switch_to(exit);
    let nf = b.scvt_from_i64(n, Type::F64);
    let p = b.fcall(0, &[nf], Type::F64);
    let p = b.fcvtzs_from_f64(p, Type::I64);
    let out = b.iadd(n, p);
    b.ret(out);
    f
}

/// `norm(a, b)`: `sqrt(a^2 + b^2)` of a single and a double, as a single.
fn norm() -> Function<Opcode> {
    let mut f = Function::new("norm", &[Type::F32, Type::F64], &[Type::F32]);
    let mut b = Builder::new(&mut f);
    let a = b.try_param(0).expect("a");
    let y = b.try_param(1).expect("b");
    let x = b.fpromote(a);
    let xx = b.fmul(x, x);
    let yy = b.fmul(y, y);
    let s = b.fadd(xx, yy);
    let r = b.fsqrt(s);
    let r = b.fdemote(r);
    b.fret(r);
    f
}

/// Floats: doubles and singles, a float loop, a float call.
fn float_module() -> LirModule {
    LirModule::new(vec![poly(), halvings(), norm()])
}

#[test]
fn lir_modules_assemble_to_the_objects_write_object_writes() {
    let dir = scratch("modules");
    let mut total = AsmCounts::default();
    for (name, module) in [
        ("control", control_module()),
        ("data", data_module()),
        ("floats", float_module()),
    ] {
        let code = module.code().unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(module.assembly(), Ok(write_gnu(&code).expect("the text")));
        let counts = check(&code, &dir, name);
        assert_eq!(counts.raw_words, 0, "{name}: every word an instruction");
        assert!(counts.pc_relative > 0, "{name}: {counts:?}");
        add(&mut total, counts);
    }
    // The data module's text, for the eye: relocations as symbols, branches to labels.
    let text = write_gnu(&data_module().code().expect("the code")).expect("the text");
    for line in [
        "\t.globl bump",
        "\t.type bump, %function",
        "\tbl c_scale",
        "\tbl opforge_trap",
        "\t.section .rodata",
        "\t.bss",
        "\t.type zeros, %object",
        "\t.zero 64",
        "\t.size zeros, 64",
        "\t.size tag, 5",
        "\t.type opforge.trap_stub, %function",
    ] {
        assert!(text.lines().any(|l| l == line), "no `{line}` in:\n{text}");
    }
    assert!(text.contains(", :lo12:counter\n"), "{text}");
    assert!(text.contains(", c_value\n"), "{text}");
    assert!(text.contains("// External symbols: c_scale, c_value, opforge_trap."));
    assert!(
        !text.contains(".globl opforge.trap_stub"),
        "the stub is local"
    );
    assert!(text.contains("\tcbnz x1, .Ldivide_0\n") || text.contains(", .Ldivide_"));
    println!("LIR modules: {total:?}");
    assert!(total.instructions > 200, "{total:?}");
    assert!(total.pc_relative > 20, "{total:?}");
    assert!(total.relocated >= 16, "{total:?}");
}

/// The C program that calls [`data_module`]'s functions, reads and writes its data, gives it
/// `c_scale` and `c_value`, and ends at its trap.
const MAIN_C: &str = r#"#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
int64_t bump(int64_t);
int64_t squares_sum(void);
int64_t fill(int64_t);
int64_t divide(int64_t, int64_t);
int64_t with_c(int64_t);
int64_t sum_to(int64_t);
int64_t collatz(int64_t);
double poly(double);
float norm(float, double);
extern int64_t counter;
extern int64_t zeros[8];
extern const char tag[5];
int64_t c_value = 1000;
int64_t c_scale(int64_t x) { return 3 * x; }
void opforge_trap(uint64_t code, int64_t value) {
    printf("opforge_trap(%llu)\n", (unsigned long long)code);
    exit(0);
}
int main(void) {
    printf("bump(1) = %lld\n", (long long)bump(1));
    counter = 100;
    printf("bump(5) = %lld\n", (long long)bump(5));
    printf("squares_sum() = %lld, tag %s\n", (long long)squares_sum(), tag);
    printf("fill(10) = %lld, zeros[7] = %lld\n", (long long)fill(10), (long long)zeros[7]);
    printf("with_c(7) = %lld\n", (long long)with_c(7));
    printf("sum_to(10) = %lld, collatz(27) = %lld\n", (long long)sum_to(10), (long long)collatz(27));
    printf("poly(2) = %g, norm(3, 4) = %g\n", poly(2.0), (double)norm(3.0f, 4.0));
    printf("divide(-42, 5) = %lld\n", (long long)divide(-42, 5));
    fflush(stdout);
    divide(1, 0);
    return 1;
}
"#;

#[test]
fn an_assembled_module_links_with_c_and_runs() {
    let dir = scratch("link");
    let code = data_module().code().expect("the code");
    let object = assemble(&write_gnu(&code).expect("the text"), &dir, "module");
    let main = dir.join("main.c");
    std::fs::write(&main, MAIN_C).expect("write the C");
    let exe = dir.join("program");
    support::output(
        Command::new(support::tool(
            &["aarch64-linux-gnu-gcc"],
            "gcc-aarch64-linux-gnu",
        ))
        .args(["-static", "-O1", "-o"])
        .arg(&exe)
        .arg(&main)
        .arg(&object),
    );
    let printed =
        support::output(Command::new(support::tool(&["qemu-aarch64"], "qemu-user")).arg(&exe));
    assert_eq!(
        printed,
        "bump(1) = 42\n\
         bump(5) = 105\n\
         squares_sum() = 301, tag asm!\n\
         fill(10) = 108, zeros[7] = 17\n\
         with_c(7) = 1021\n\
         sum_to(10) = 45, collatz(27) = 111\n\
         poly(2) = 11, norm(3, 4) = 5\n\
         divide(-42, 5) = -8\n\
         opforge_trap(1)\n"
    );
}

#[test]
fn every_circuit_example_and_filetest_assembles_to_its_object() {
    let dir = scratch("circuits");
    let mut total = AsmCounts::default();
    let mut modules = 0;
    for path in support::circuit_files(&["examples", "examples/c", "ir-core/tests/filetests"]) {
        let text = std::fs::read_to_string(&path).expect("the file");
        let stem = path.file_stem().and_then(|s| s.to_str()).expect("a name");
        let parsed = ir_core::text::parse_module(&text, stem).expect("the file parses");
        let mut module = ir_core::module::Module::new();
        for f in parsed.module.functions() {
            let circuit = match lower_function(&f.name, &f.circuit) {
                Ok(_) => f.circuit.clone(),
                Err(_) => support::stand_in(),
            };
            module.push(f.name.clone(), circuit).expect("unique names");
        }
        // interop.circuit calls C's c_square.
        let externs = ["c_square".to_owned()];
        for allocator in Allocator::ALL {
            let options = Options {
                checked: true,
                allocator,
            };
            let code = compile_module_code(&module, &externs, options)
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let name = format!("{stem}-{}", allocator.name());
            let counts = check(&code, &dir, &name);
            assert_eq!(counts.raw_words, 0, "{name}");
            add(&mut total, counts);
            modules += 1;
        }
    }
    println!("Circuit modules: {modules}, {total:?}");
    assert!(modules >= 2 * 15, "{modules} modules");
    assert!(total.instructions > 3000, "{total:?}");
    assert!(total.pc_relative > 300, "{total:?}");
}

#[test]
fn random_lir_functions_assemble_to_their_objects() {
    let dir = scratch("random");
    let mut total = AsmCounts::default();
    let seeds = 0..150u64;
    for seed in seeds.clone() {
        let code = LirModule::new(vec![support::random::random_function(seed)])
            .code()
            .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        let counts = check(&code, &dir, &format!("random-{seed}"));
        assert_eq!(counts.raw_words, 0, "seed {seed}");
        add(&mut total, counts);
    }
    println!("random modules: {}, {total:?}", seeds.count());
    assert!(total.instructions > 5000, "{total:?}");
    assert!(total.pc_relative > 300, "{total:?}");
}

/// An instruction of `form` with a PC-relative operand, found among words with its fixed bits
/// and pseudo-random others; `None` when the form has no PC-relative operand.
fn sample(form: Form, rng: &mut support::Rng) -> Option<Inst> {
    let info = form.info();
    (0..256).find_map(|_| {
        let w = info.value | (rng.next_u64() as u32 & !info.mask);
        form.decode(w)
            .filter(|i| i.encode() == w && i.target().is_some())
    })
}

#[test]
fn every_pc_relative_form_names_a_label_that_gnu_as_resolves() {
    let dir = scratch("forms");
    let mut rng = support::Rng::splitmix64(0xa5a5);
    // Three pages of NOPs, instructions of every PC-relative form written over some of them,
    // pointing forward and backward, across pages, at the first and last bytes of the text,
    // at bytes between words (ADR).
    const WORDS: usize = 3 * 1024 + 17;
    let nop = Inst::decode(0xd503_201f).expect("nop");
    let mut words = vec![nop.encode(); WORDS];
    let len = 4 * WORDS as i64;
    let mut forms = BTreeSet::new();
    let mut placed = 0;
    let mut at = 3usize;
    for &form in Form::ALL {
        let Some(inst) = sample(form, &mut rng) else {
            continue;
        };
        forms.insert(form.info().name);
        for _ in 0..6 {
            at = (at + 1 + rng.below(97)) % WORDS;
            let here = 4 * at as i64;
            let candidates: Vec<i64> = if form == Form::Adrp {
                (0..=(len >> 12))
                    .map(|p| (p << 12) - (here & !0xfff))
                    .collect()
            } else {
                [0, len, here, here + 4, len - 4, 4 * rng.below(WORDS) as i64]
                    .iter()
                    .flat_map(|&t| [t - here, t - here + 1, t - here - 3])
                    .collect()
            };
            let mut inst = inst;
            let fits: Vec<i64> = candidates
                .into_iter()
                .filter(|&o| {
                    let t = if form == Form::Adrp {
                        (here & !0xfff) + o
                    } else {
                        here + o
                    };
                    (0..=len).contains(&t) && inst.set_target(o).is_ok()
                })
                .collect();
            let o = fits[rng.below(fits.len())];
            inst.set_target(o).expect("it fits");
            if words[at] == nop.encode() {
                placed += 1;
            }
            words[at] = inst.encode();
        }
    }
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let code = Code {
        bytes: bytes.clone(),
        functions: vec![
            FunctionSymbol {
                name: "first".into(),
                offset: 0,
                size: 4 * 1000,
                global: true,
            },
            FunctionSymbol {
                name: "second".into(),
                offset: 4 * 1200,
                size: 4 * (WORDS as u64 - 1200),
                global: false,
            },
        ],
        ..Code::default()
    };
    let counts = check(&code, &dir, "forms");
    // The gap between the functions has `.Ltext_` labels, the functions their own.
    let text = write_gnu(&code).expect("the text");
    assert!(text.contains(".Lfirst_0:"), "labels in `first`");
    assert!(text.contains(".Lsecond_0:"), "labels in `second`");
    assert!(text.contains("\n.Ltext_"), "labels between the functions");
    assert!(
        text.contains(&format!("\n.Ltext_{len}:")),
        "a label at the end"
    );
    let pc_relative = words
        .iter()
        .filter(|&&w| Inst::decode(w).and_then(|i| i.target()).is_some())
        .count();
    assert_eq!(counts.pc_relative, pc_relative, "{counts:?}");
    assert_eq!(counts.raw_words, 0);
    println!(
        "PC-relative forms: {} ({forms:?}), {placed} placed, {counts:?}",
        forms.len()
    );
    // B, BL, B.cond, CBZ/CBNZ (W, X), TBZ/TBNZ (W, X), ADR, ADRP, LDR (W, X, SW, S, D, Q) and
    // PRFM literals.
    assert_eq!(forms.len(), 20, "{forms:?}");
}

/// Up to `n` words of `form` with its fixed bits and pseudo-random others that decode to an
/// instruction encoding to them and without a PC-relative operand.
fn samples(form: Form, n: usize, rng: &mut support::Rng) -> Vec<u32> {
    let info = form.info();
    let mut out = Vec::new();
    for _ in 0..4000 {
        let w = info.value | (rng.next_u64() as u32 & !info.mask);
        if form
            .decode(w)
            .is_some_and(|i| i.encode() == w && i.target().is_none())
            && !out.contains(&w)
        {
            out.push(w);
            if out.len() == n {
                break;
            }
        }
    }
    out
}

#[test]
fn every_form_of_the_table_is_read_back_by_gnu_as_as_its_word() {
    let dir = scratch("every-form");
    let mut rng = support::Rng::splitmix64(0x5eed);
    let mut words = Vec::new();
    let mut forms = 0;
    for &form in Form::ALL {
        let found = samples(form, 16, &mut rng);
        forms += usize::from(!found.is_empty());
        words.extend(found);
    }
    // Every MSR (immediate) the table decodes: the one form GNU `as` refuses some of.
    let msr = Form::MsrImm.info();
    words.extend(
        (0..1u32 << 10)
            .map(|v| msr.value | (v >> 4 & 7) << 16 | (v & 15) << 8 | (v >> 7 & 7) << 5)
            .filter(|&w| Form::MsrImm.decode(w).is_some_and(|i| i.encode() == w)),
    );
    // What must be a `.inst`: a spelling GNU `as` refuses, or one that reads back as another
    // word (a logical immediate's redundant rotation bits do not survive the text).
    let mut refused = 0;
    let mut ambiguous = BTreeSet::new();
    for &w in &words {
        let text = Inst::decode(w).expect("decodes").to_string();
        if text.parse::<Inst>().map(|i| i.encode()) != Ok(w) {
            ambiguous.insert(Inst::decode(w).expect("decodes").form().info().name);
        } else if text
            .strip_prefix("msr SPSel, #")
            .is_some_and(|imm| imm.parse::<i64>().expect("an immediate") > 1)
        {
            refused += 1;
        }
    }
    let ambiguous_words = words
        .iter()
        .filter(|&&w| {
            Inst::decode(w)
                .is_some_and(|i| i.to_string().parse::<Inst>().map(|i| i.encode()) != Ok(w))
        })
        .count();
    let code = Code {
        bytes: words.iter().flat_map(|w| w.to_le_bytes()).collect(),
        functions: vec![FunctionSymbol {
            name: "every_form".into(),
            offset: 0,
            size: 4 * words.len() as u64,
            global: true,
        }],
        ..Code::default()
    };
    let counts = check(&code, &dir, "every-form");
    println!(
        "every form: {forms} of {} forms, {} words, {counts:?}, {refused} refused by GNU as, \
         {ambiguous_words} of other words in the text ({ambiguous:?})",
        Form::ALL.len(),
        words.len()
    );
    assert_eq!(counts.raw_words, refused + ambiguous_words);
    assert!(refused >= 14, "msr SPSel, #2..=#15");
    assert!(forms > 700, "{forms} forms");
    assert!(counts.instructions > 10_000, "{counts:?}");
}
