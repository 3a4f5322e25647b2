//! Relocatable code and ELF objects: the symbols and relocations of an object compiled from
//! `examples/c/interop.circuit` read back by `llvm-readelf` and `llvm-objdump` and compared
//! with what [`Code`] says; the object linked with C by `aarch64-linux-gnu-gcc -static` and run
//! under `qemu-aarch64`, both ways (C calls the Circuit functions; they call C back, and a trap
//! calls `opforge_trap`); AAPCS64's callee-saved registers, x18 and the stack pointer checked
//! across calls from C by an assembly shim; data items in `.data`, `.bss` and `.rodata`
//! addressed through ADRP and ADD relocations, from hand-assembled code and from the LIR's
//! `global_addr` (C reading and writing the module's data, the module reading C's); LIR
//! functions of ten integer and ten float arguments called from C and calling C back with as
//! many; and [`Code::link`], the placement a JIT does.
//! A test that needs a tool it cannot find fails, saying how to install it.

mod support;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

use ir_core::text::parse_module;
use opforge_arm64::{Inst, XReg, XRegOrSp};
use opforge_cfg::{Builder, Function, Value};
use opforge_compile::LirModule;
use opforge_compile::a64::reloc;
use opforge_compile::code::{
    Code, Data, DataContents, Relocation, TRAP_SYMBOL, Target, data_address,
};
use opforge_compile::lir::{InstBuilder, Type};
use opforge_compile::module::Options;
use opforge_compile::object::write_object;
use opforge_compile::pipeline::{compile_module, compile_module_code};
use support::{output, tool};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn gcc() -> PathBuf {
    tool(&["aarch64-linux-gnu-gcc"], "gcc-aarch64-linux-gnu")
}

fn qemu() -> PathBuf {
    tool(&["qemu-aarch64"], "qemu-user")
}

fn readelf() -> PathBuf {
    tool(
        &[
            "llvm-readelf",
            "/usr/lib/llvm-14/bin/llvm-readelf",
            "llvm-readelf-14",
        ],
        "llvm-14",
    )
}

fn objdump() -> PathBuf {
    tool(
        &[
            "llvm-objdump",
            "/usr/lib/llvm-14/bin/llvm-objdump",
            "llvm-objdump-14",
        ],
        "llvm-14",
    )
}

/// A fresh directory for one test's files.
fn scratch(name: &str) -> PathBuf {
    support::scratch(&format!("object-{name}"))
}

/// `examples/c/interop.circuit` compiled (checked) into relocatable code, `c_square` its one
/// external.
fn interop() -> Code {
    let text = std::fs::read_to_string(root().join("examples/c/interop.circuit")).expect("read");
    let parsed = parse_module(&text, "interop").expect("the module parses");
    compile_module_code(&parsed.module, &["c_square".into()], Options::checked(true))
        .expect("the module compiles")
}

/// Writes `code` as `dir/name.o`.
fn object_file(code: &Code, dir: &Path, name: &str) -> PathBuf {
    let path = dir.join(format!("{name}.o"));
    std::fs::write(&path, write_object(code).expect("the object")).expect("write the object");
    path
}

/// Links `inputs` with `aarch64-linux-gnu-gcc -static` and returns what the program prints
/// under qemu-aarch64.
fn link_and_run(dir: &Path, inputs: &[PathBuf]) -> String {
    let exe = dir.join("program");
    output(
        Command::new(gcc())
            .arg("-static")
            .arg("-O1")
            .arg("-o")
            .arg(&exe)
            .args(inputs),
    );
    output(Command::new(qemu()).arg(&exe))
}

/// What `llvm-readelf -s` says of a symbol: value, size, type, binding (with its visibility
/// when it is global: `GLOBAL DEFAULT`), section index.
type SymbolRow = (u64, u64, String, String, String);

/// The symbols of an object as `llvm-readelf -s` prints them, by name.
fn symbols(object: &Path) -> std::collections::BTreeMap<String, SymbolRow> {
    let text = output(Command::new(readelf()).arg("-s").arg(object));
    let mut out = std::collections::BTreeMap::new();
    for line in text.lines() {
        let t: Vec<&str> = line.split_whitespace().collect();
        // Num: Value Size Type Bind Vis Ndx Name
        if t.len() == 8 && t[0].ends_with(':') && t[0] != "Num:" {
            let value = u64::from_str_radix(t[1], 16).expect("a value");
            let size = t[2].parse().expect("a size");
            let bind = if t[4] == "GLOBAL" {
                format!("{} {}", t[4], t[5])
            } else {
                t[4].to_owned()
            };
            out.insert(
                t[7].to_owned(),
                (value, size, t[3].to_owned(), bind, t[6].to_owned()),
            );
        }
    }
    out
}

/// The relocations of `.rela.text` as `llvm-readelf -r` prints them: (offset, type, symbol,
/// addend).
fn relocations(object: &Path) -> BTreeSet<(u64, String, String, i64)> {
    let text = output(Command::new(readelf()).arg("-r").arg(object));
    let mut out = BTreeSet::new();
    for line in text.lines() {
        let t: Vec<&str> = line.split_whitespace().collect();
        // Offset Info Type Symbol's-Value Symbol's-Name + Addend
        if t.len() == 7 && t[2].starts_with("R_AARCH64_") {
            let addend = t[6].parse::<i64>().expect("an addend");
            let addend = if t[5] == "-" { -addend } else { addend };
            out.insert((
                u64::from_str_radix(t[0], 16).expect("an offset"),
                t[2].to_owned(),
                t[4].to_owned(),
                addend,
            ));
        }
    }
    out
}

/// The relocations `code` says it has, in the form of [`relocations`].
fn expected_relocations(code: &Code) -> BTreeSet<(u64, String, String, i64)> {
    code.relocations
        .iter()
        .map(|r| {
            (
                r.offset,
                r.kind.elf_name().to_owned(),
                code.target_name(r.target)
                    .expect("a known target")
                    .to_owned(),
                r.addend,
            )
        })
        .collect()
}

#[test]
fn the_objects_symbols_and_relocations_are_what_the_code_says() {
    let code = interop();
    let dir = scratch("symbols");
    let object = object_file(&code, &dir, "interop");
    let header = output(Command::new(readelf()).arg("-h").arg(&object));
    assert!(header.contains("REL (Relocatable file)"), "{header}");
    assert!(header.contains("AArch64"), "{header}");

    // `.text` holds the code's bytes.
    let dump = output(Command::new(readelf()).args(["-x", ".text"]).arg(&object));
    let text: Vec<u8> = dump
        .lines()
        .filter(|l| l.starts_with("0x"))
        .flat_map(|l| l.split_whitespace().skip(1).take(4))
        .filter(|w| w.len() % 2 == 0 && w.chars().all(|c| c.is_ascii_hexdigit()))
        .flat_map(|w| {
            (0..w.len())
                .step_by(2)
                .map(move |i| u8::from_str_radix(&w[i..i + 2], 16).expect("hex"))
        })
        .collect();
    assert_eq!(text, code.bytes);

    let syms = symbols(&object);
    for f in &code.functions {
        let (value, size, ty, bind, ndx) = &syms[&f.name];
        assert_eq!((*value, *size), (f.offset, f.size), "{}", f.name);
        assert_eq!(ty, "FUNC", "{}", f.name);
        assert_eq!(
            bind,
            if f.global { "GLOBAL DEFAULT" } else { "LOCAL" },
            "{}",
            f.name
        );
        assert_ne!(ndx, "UND", "{}", f.name);
    }
    // The module's seven functions, the table and the trap stub (divide can trap).
    let names: Vec<&str> = code.functions.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "mul_add",
            "twice",
            "scale",
            "add32",
            "with_callback",
            "divide",
            "sum10",
            "opforge.table",
            "opforge.trap_stub"
        ]
    );
    assert_eq!(code.externs, ["c_square", TRAP_SYMBOL]);
    for e in &code.externs {
        assert_eq!(syms[e].4, "UND", "{e} is undefined");
    }
    // The functions tile the code.
    let end = code.functions.iter().fold(0, |at, f| {
        assert_eq!(
            f.offset, at,
            "{} starts where the previous one ends",
            f.name
        );
        at + f.size
    });
    assert_eq!(end, code.bytes.len() as u64);

    // Every call is a CALL26 relocation: twice calls mul_add twice, with_callback c_square
    // twice, the trap stub opforge_trap once.
    let found = relocations(&object);
    assert_eq!(found, expected_relocations(&code));
    let calls = |name: &str| {
        found
            .iter()
            .filter(|r| r.1 == "R_AARCH64_CALL26" && r.2 == name)
            .count()
    };
    assert_eq!(
        (calls("mul_add"), calls("c_square"), calls(TRAP_SYMBOL)),
        (2, 2, 1)
    );
    assert_eq!(found.len(), 5);

    // The global functions have default visibility: a shared library made of the object
    // exports them.
    let library = dir.join("libinterop.so");
    output(
        Command::new(gcc())
            .arg("-shared")
            .arg("-o")
            .arg(&library)
            .arg(&object),
    );
    let exported = output(Command::new(readelf()).arg("--dyn-syms").arg(&library));
    for f in code.functions.iter().filter(|f| f.global) {
        assert!(
            exported.lines().any(|l| {
                let t: Vec<&str> = l.split_whitespace().collect();
                t.len() == 8 && t[7] == f.name && t[3..6] == ["FUNC", "GLOBAL", "DEFAULT"]
            }),
            "{} is not exported: {exported}",
            f.name
        );
    }

    // llvm-objdump puts each relocation under a `bl` whose offset field is left 0.
    let listing = output(Command::new(objdump()).arg("-dr").arg(&object));
    let lines: Vec<&str> = listing.lines().collect();
    let mut seen = 0;
    for (i, line) in lines.iter().enumerate() {
        if line.contains("R_AARCH64_CALL26") {
            let prev = lines[i - 1];
            assert!(prev.contains("\tbl\t"), "{prev} / {line}");
            assert!(prev.contains("00 00 00 94"), "{prev}");
            seen += 1;
        }
    }
    assert_eq!(seen, 5, "{listing}");
    // with_callback keeps a and b across the calls of c_square in callee-saved registers, so
    // the preservation test of `callee_saved_registers_x18_and_sp_survive_calls_from_c` means
    // something: the function saves and restores one.
    let start = listing
        .find("<with_callback>:")
        .expect("with_callback is listed");
    let body = &listing[start
        ..listing[start..]
            .find("\n\n")
            .map_or(listing.len(), |e| start + e)];
    assert!(
        (19..=28).any(|r| body.contains(&format!("x{r},")) || body.contains(&format!("x{r}\n"))),
        "{body}"
    );
}

#[test]
fn c_calls_the_object_and_the_object_calls_c_back() {
    let code = interop();
    let dir = scratch("interop");
    let object = object_file(&code, &dir, "interop");
    let printed = link_and_run(&dir, &[root().join("examples/c/main.c"), object]);
    assert_eq!(
        printed,
        "mul_add(6, 7) = 48\n\
         twice(5) = 50\n\
         scale(1.5, 4) = 7.5\n\
         add32(-5, 3) = -2\n\
         with_callback(3, 4) = 37 after 2 squares\n\
         sum10(1, ..., 10) = -5\n\
         divide(-42, 5) = -8\n\
         opforge_trap(1)\n"
    );
}

/// An assembly shim `check_call(f, a, b, &changed)`: calls `f(a, b)` with x18-x28 and d8-d15
/// set to patterns and sets `changed` to a bit per register whose pattern did not survive
/// (bit n for xn, bit 32 + n for dn) and bit 63 when the stack pointer moved.
fn check_shim() -> String {
    let mut s = String::from(
        "\t.text\n\t.global check_call\n\t.type check_call, %function\ncheck_call:\n\
         \tstp x29, x30, [sp, #-176]!\n\tmov x29, sp\n",
    );
    let saves = [
        ("x19", "x20", 16),
        ("x21", "x22", 32),
        ("x23", "x24", 48),
        ("x25", "x26", 64),
        ("x27", "x28", 80),
        ("d8", "d9", 96),
        ("d10", "d11", 112),
        ("d12", "d13", 128),
        ("d14", "d15", 144),
        ("x18", "x3", 160),
    ];
    for (a, b, off) in saves {
        s += &format!("\tstp {a}, {b}, [sp, #{off}]\n");
    }
    s += "\tmov x9, x0\n\tmov x0, x1\n\tmov x1, x2\n";
    let pattern = |n: u32, float: bool| 0x5a00 + n + if float { 0x80 } else { 0 };
    for n in 18..=28 {
        s += &format!("\tmov x{n}, #{:#x}\n", pattern(n, false));
    }
    for n in 8..=15 {
        s += &format!("\tmov x10, #{:#x}\n\tfmov d{n}, x10\n", pattern(n, true));
    }
    s += "\tblr x9\n\tmov x12, #0\n";
    for n in 18..=28 {
        s += &format!(
            "\tmov x10, #{:#x}\n\tcmp x{n}, x10\n\tcset x11, ne\n\torr x12, x12, x11, lsl #{n}\n",
            pattern(n, false)
        );
    }
    for n in 8..=15 {
        s += &format!(
            "\tmov x10, #{:#x}\n\tfmov x13, d{n}\n\tcmp x13, x10\n\tcset x11, ne\n\torr x12, x12, x11, lsl #{}\n",
            pattern(n, true),
            32 + n
        );
    }
    s += "\tmov x10, sp\n\tcmp x10, x29\n\tcset x11, ne\n\torr x12, x12, x11, lsl #63\n";
    for (a, b, off) in saves {
        s += &format!("\tldp {a}, {b}, [sp, #{off}]\n");
    }
    s += "\tstr x12, [x3]\n\tldp x29, x30, [sp], #176\n\tret\n\
          \t.size check_call, .-check_call\n\t.section .note.GNU-stack,\"\",%progbits\n";
    s
}

#[test]
fn callee_saved_registers_x18_and_sp_survive_calls_from_c() {
    let mut code = interop();
    // The shim's own control: a hand-assembled function that breaks the rules (x18, x19 and
    // d8 overwritten) must be caught.
    let zero = XReg::new(31).expect("xzr");
    let bad: Vec<u8> = [
        Inst::movz_x(XReg::new(18).expect("x18"), 0, 0).expect("movz"),
        Inst::movz_x(XReg::new(19).expect("x19"), 0, 0).expect("movz"),
        Inst::fmov_d_from_x(opforge_arm64::DReg::new(8).expect("d8"), zero).expect("fmov"),
        Inst::ret_lr().expect("ret"),
    ]
    .iter()
    .flat_map(|i| i.encode().to_le_bytes())
    .collect();
    code.push_function("breaks_the_rules", &bad, &[])
        .expect("a function");
    let dir = scratch("abi");
    let object = object_file(&code, &dir, "interop");
    let shim = dir.join("check.S");
    std::fs::write(&shim, check_shim()).expect("write the shim");
    let main = dir.join("abi.c");
    std::fs::write(
        &main,
        r#"#include <stdint.h>
#include <stdio.h>
int64_t check_call(void *f, int64_t a, int64_t b, uint64_t *changed);
int64_t mul_add(int64_t, int64_t);
int64_t twice(int64_t);
int64_t with_callback(int64_t, int64_t);
int64_t breaks_the_rules(void);
int64_t c_square(int64_t x) { return x * x; }
void opforge_trap(uint64_t code, int64_t value) { (void)value; printf("trap %llu\n", (unsigned long long)code); }
static void run(const char *name, void *f, int64_t a, int64_t b) {
    uint64_t changed = 1;
    int64_t r = check_call(f, a, b, &changed);
    printf("%s = %lld, changed %#llx\n", name, (long long)r, (unsigned long long)changed);
}
int main(void) {
    run("mul_add(6, 7)", (void *)mul_add, 6, 7);
    run("twice(5)", (void *)twice, 5, 0);
    run("with_callback(3, 4)", (void *)with_callback, 3, 4);
    run("with_callback(-7, 100)", (void *)with_callback, -7, 100);
    run("breaks_the_rules()", (void *)breaks_the_rules, 0, 0);
    return 0;
}
"#,
    )
    .expect("write the C");
    let printed = link_and_run(&dir, &[main, shim, object]);
    assert_eq!(
        printed,
        "mul_add(6, 7) = 48, changed 0\n\
         twice(5) = 50, changed 0\n\
         with_callback(3, 4) = 37, changed 0\n\
         with_callback(-7, 100) = 9349, changed 0\n\
         breaks_the_rules() = 0, changed 0x100000c0000\n"
    );
}

/// `code` plus three data items (a writable counter in `.data`, 64 zero bytes in `.bss`, a
/// read-only word in `.rodata`) and two hand-assembled functions addressing them through
/// ADRP and ADD: `counter_next()` increments the counter and returns it, `ro_word()` returns
/// the read-only word.
fn with_data(mut code: Code) -> Code {
    let counter = code
        .push_data(Data {
            name: "opforge_counter".into(),
            contents: DataContents::Bytes(41i64.to_le_bytes().to_vec()),
            align: 8,
            read_only: false,
        })
        .expect("a data item");
    code.push_data(Data {
        name: "opforge_zeros".into(),
        contents: DataContents::Zero(64),
        align: 16,
        read_only: false,
    })
    .expect("a bss item");
    let word = code
        .push_data(Data {
            name: "opforge_word".into(),
            contents: DataContents::Bytes(0x1234_5678_9abc_def0u64.to_le_bytes().to_vec()),
            align: 8,
            read_only: true,
        })
        .expect("a read-only item");
    let x = |n| XRegOrSp::new(n).expect("a register");
    let xr = |n| XReg::new(n).expect("a register");
    let words = |insts: &[Inst]| -> Vec<u8> {
        insts
            .iter()
            .flat_map(|i| i.encode().to_le_bytes())
            .collect()
    };
    // counter_next: adrp x1, c; add x1, x1, :lo12:c; ldr x0, [x1]; add x0, x0, #1; str x0, [x1]; ret
    let (pair, relocs) = data_address(1, counter, 0).expect("the pair");
    let mut bytes: Vec<u8> = pair.iter().flat_map(|w| w.to_le_bytes()).collect();
    bytes.extend(words(&[
        Inst::ldr_x_uoff(xr(0), x(1), 0).expect("ldr"),
        Inst::add_x_imm(x(0), x(0), 1, 0).expect("add"),
        Inst::str_x_uoff(xr(0), x(1), 0).expect("str"),
        Inst::ret_lr().expect("ret"),
    ]));
    code.push_function("counter_next", &bytes, &relocs)
        .expect("counter_next");
    // ro_word: adrp x0, w; add x0, x0, :lo12:w; ldr x0, [x0]; ret
    let (pair, relocs) = data_address(0, word, 0).expect("the pair");
    let mut bytes: Vec<u8> = pair.iter().flat_map(|w| w.to_le_bytes()).collect();
    bytes.extend(words(&[
        Inst::ldr_x_uoff(xr(0), x(0), 0).expect("ldr"),
        Inst::ret_lr().expect("ret"),
    ]));
    code.push_function("ro_word", &bytes, &relocs)
        .expect("ro_word");
    code
}

#[test]
fn data_items_are_placed_in_their_sections_and_addressed_by_adrp_and_add() {
    let code = with_data(interop());
    let dir = scratch("data");
    let object = object_file(&code, &dir, "data");
    let syms = symbols(&object);
    let sections = output(Command::new(readelf()).arg("-S").arg(&object));
    // The section index of each data section, as readelf numbers them.
    let index = |name: &str| {
        // `  [ 3] .data  PROGBITS ...`
        sections
            .lines()
            .filter_map(|l| l.trim_start().strip_prefix('['))
            .filter_map(|l| l.split_once(']'))
            .find(|(_, rest)| rest.split_whitespace().next() == Some(name))
            .map(|(n, _)| n.trim().to_owned())
            .unwrap_or_else(|| panic!("no {name} in {sections}"))
    };
    for (name, size, section) in [
        ("opforge_counter", 8, ".data"),
        ("opforge_zeros", 64, ".bss"),
        ("opforge_word", 8, ".rodata"),
    ] {
        let (_, s, ty, bind, ndx) = &syms[name];
        assert_eq!(
            (*s, ty.as_str(), bind.as_str(), ndx.clone()),
            (size, "OBJECT", "GLOBAL DEFAULT", index(section)),
            "{name}"
        );
    }
    let found = relocations(&object);
    assert_eq!(found, expected_relocations(&code));
    for name in ["opforge_counter", "opforge_word"] {
        for kind in ["R_AARCH64_ADR_PREL_PG_HI21", "R_AARCH64_ADD_ABS_LO12_NC"] {
            assert_eq!(
                found.iter().filter(|r| r.1 == kind && r.2 == name).count(),
                1,
                "{kind} {name}"
            );
        }
    }
    let main = dir.join("data.c");
    std::fs::write(
        &main,
        r#"#include <stdint.h>
#include <stdio.h>
int64_t counter_next(void);
uint64_t ro_word(void);
extern int64_t opforge_counter;
extern int64_t opforge_zeros[8];
int64_t c_square(int64_t x) { return x * x; }
void opforge_trap(uint64_t code, int64_t value) { (void)code; (void)value; }
int main(void) {
    int64_t a = counter_next();
    int64_t b = counter_next();
    opforge_counter = 100;
    int64_t c = counter_next();
    int64_t zeros = 0;
    for (int i = 0; i < 8; i++) zeros |= opforge_zeros[i];
    printf("%lld %lld %lld %lld %#llx %lld\n", (long long)a, (long long)b, (long long)c,
           (long long)opforge_counter, (unsigned long long)ro_word(), (long long)zeros);
    return 0;
}
"#,
    )
    .expect("write the C");
    let printed = link_and_run(&dir, &[main, object]);
    assert_eq!(printed, "42 43 101 101 0x123456789abcdef0 0\n");
}

/// The word at byte `at` of `bytes`.
fn word(bytes: &[u8], at: u64) -> u32 {
    let at = at as usize;
    u32::from_le_bytes(bytes[at..at + 4].try_into().expect("four bytes"))
}

#[test]
fn link_places_the_code_for_a_jit() {
    let code = with_data(interop());
    let base = 0x7f12_3456_7000u64;
    // Externals and data where the JIT put them, each a page apart: the externals 16 MiB above
    // the code (a BL reaches ±128 MiB), the data 2 GiB below it (an ADRP reaches ±4 GiB).
    let address = |t: Target| match t {
        Target::External(k) => Some(base + 0x100_0000 + 0x1000 * k as u64),
        Target::Data(k) => Some(base - 0x8000_0000 + 0x1000 * k as u64 + 0x128),
        Target::Function(_) => None,
    };
    let linked = code.link(base, address).expect("the code links");
    assert_eq!(linked.len(), code.bytes.len());
    for r in &code.relocations {
        let target = match r.target {
            Target::Function(i) => base + code.functions[i].offset,
            other => address(other).expect("resolved"),
        };
        // The bits outside the relocation's field are unchanged.
        let field: u32 = match r.kind {
            reloc::CALL26 => 0x03ff_ffff,
            reloc::ADR_PREL_PG_HI21 => 3 << 29 | 0x7_ffff << 5,
            reloc::ADD_ABS_LO12_NC => 0xfff << 10,
            other => panic!("{other:?} in A64 code"),
        };
        assert_eq!(
            word(&linked, r.offset) & !field,
            word(&code.bytes, r.offset) & !field
        );
        if r.kind == reloc::ADD_ABS_LO12_NC {
            continue; // below
        }
        let place = base + r.offset;
        let inst = Inst::decode(word(&linked, r.offset)).expect("a decodable instruction");
        let offset = inst.target().expect("a PC-relative instruction");
        match r.kind {
            reloc::CALL26 => assert_eq!(place.wrapping_add_signed(offset), target, "{inst}"),
            reloc::ADR_PREL_PG_HI21 => {
                assert_eq!(
                    (place & !0xfff).wrapping_add_signed(offset),
                    target & !0xfff
                )
            }
            _ => {}
        }
    }
    // Each ADD's immediate is as the low 12 bits of its datum's address.
    let adds: Vec<&Relocation> = code
        .relocations
        .iter()
        .filter(|r| r.kind == reloc::ADD_ABS_LO12_NC)
        .collect();
    assert_eq!(adds.len(), 2);
    for r in adds {
        let text = Inst::decode(word(&linked, r.offset))
            .expect("an ADD")
            .to_string();
        assert!(text.ends_with("#0x128") || text.ends_with("#296"), "{text}");
    }
    // A resolver without the external fails, naming it; a target beyond a BL's reach fails.
    let missing = code.link(base, |t| match t {
        Target::External(_) => None,
        other => address(other),
    });
    assert_eq!(
        missing.expect_err("unresolved").to_string(),
        "no address for the symbol `c_square`"
    );
    let far = code.link(base, |t| match t {
        Target::External(_) => Some(base + (1 << 28)),
        other => address(other),
    });
    assert!(
        far.expect_err("out of reach")
            .to_string()
            .contains("R_AARCH64_CALL26"),
    );
}

#[test]
fn inconsistent_code_is_refused_with_a_reason() {
    let text = std::fs::read_to_string(root().join("examples/c/interop.circuit")).expect("read");
    let parsed = parse_module(&text, "interop").expect("the module parses");
    // Without the external, with_callback's callee 7 is no symbol.
    let e = compile_module_code(&parsed.module, &[], Options::checked(true))
        .expect_err("an unknown callee");
    assert_eq!(
        e.to_string(),
        "with_callback: a call of callee 7, which is neither one of the module's 7 functions nor \
         one of its 0 external symbols"
    );
    // An external named like a function of the module.
    let e = compile_module_code(&parsed.module, &["twice".into()], Options::checked(true))
        .expect_err("a duplicate name");
    assert_eq!(
        e.to_string(),
        "(object): the symbol `twice` is defined twice"
    );
    let mut code = interop();
    assert_eq!(
        code.push_data(Data {
            name: "d".into(),
            contents: DataContents::Zero(8),
            align: 3,
            read_only: false,
        })
        .map_err(|e| e.to_string()),
        Err("`d`: alignment 3 is not a power of two".into())
    );
    assert_eq!(
        code.push_function("f", &[0; 6], &[])
            .map_err(|e| e.to_string()),
        Err("`f`: 6 bytes are not whole instruction words".into())
    );
    let bad = Relocation {
        offset: 0,
        kind: reloc::CALL26,
        target: Target::Data(7),
        addend: 0,
    };
    assert_eq!(
        code.push_function("f", &[0; 4], &[bad])
            .map_err(|e| e.to_string()),
        Err("the relocation at byte 0x0 points at Data(7), which the code does not have".into())
    );
    code.relocations.push(Relocation {
        offset: code.bytes.len() as u64,
        ..bad
    });
    assert!(write_object(&code).is_err());
}

#[test]
fn code_that_cannot_trap_needs_no_trap_handler() {
    let text =
        "func f\n%8 = ARG i64 0 <%7>\n%9 = ADD i64 (%8, %8)\n%10 = RETURN [%1] {%2} (%9) <%3>\n";
    let parsed = parse_module(text, "f").expect("parses");
    let code = compile_module_code(&parsed.module, &[], Options::checked(true)).expect("compiles");
    assert!(code.externs.is_empty(), "{:?}", code.externs);
    assert!(code.relocations.is_empty());
    let names: Vec<&str> = code.functions.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(names, ["f", "opforge.table"]);
    // add x0, x0, x0 and ret, inside the frame record's push and pop.
    let listing: Vec<String> = code.bytes[..code.functions[0].size as usize]
        .chunks(4)
        .map(|w| {
            Inst::decode(u32::from_le_bytes(w.try_into().expect("a word")))
                .expect("decodes")
                .to_string()
        })
        .collect();
    assert_eq!(
        listing.last().map(String::as_str),
        Some("ret"),
        "{listing:?}"
    );
}

#[test]
fn linked_where_the_executable_has_it_the_code_is_the_executables() {
    // Calls inside a module, recursion among them, and no trap: the executable's functions and
    // table, after its harness, are the object's code placed at their address.
    let text = "func square\n%8 = ARG i64 0 <%7>\n%9 = MUL i64 (%8, %8)\n%10 = RETURN [%1] {%2} (%9) <%3>\n\
        func sum_squares\n%8 = ARG i64 0 <%7>\n%9 = ARG i64 1 <%7>\n%10 = CONSTANT arch @square <%5>\n\
        %11 = CALL i64 {%2} (%10, %8)\n%12 = CALL i64 {%11} (%10, %9)\n%13 = ADD i64 (%11, %12)\n\
        %14 = RETURN [%1] {%12} (%13) <%3>\n\
        func countdown\n%8 = ARG i64 0 <%7>\n%9 = CONSTANT i64 0 <%5>\n%10 = ICMP sgt (%8, %9)\n\
        %11 = IF_BRANCH [%1] (%10)\n%12 = IF_TRUE [%11]\n%13 = IF_FALSE [%11]\n\
        %14 = CONSTANT arch @countdown <%5>\n%15 = CONSTANT i64 1 <%5>\n%16 = SUB i64 (%8, %15)\n\
        %17 = DEPEND_RELAY [%12] {%2}\n%18 = CALL i64 {%17} (%14, %16)\n\
        %19 = CONSTANT arch @sum_squares <%5>\n%20 = CALL i64 {%18} (%19, %18, %8)\n\
        %21 = RETURN [%12] {%20} (%20) <%3>\n%22 = RETURN [%13] {%2} (%9) <%3>\n";
    let parsed = parse_module(text, "m").expect("the module parses");
    let options = Options::checked(true);
    let code = compile_module_code(&parsed.module, &[], options).expect("relocatable code");
    assert!(code.externs.is_empty(), "nothing traps: {:?}", code.externs);
    assert_eq!(
        code.relocations.len(),
        4,
        "four calls: {:?}",
        code.relocations
    );
    let program = compile_module(&parsed.module, &[], options).expect("an executable");
    let words = code.bytes.len() / 4;
    let first = program.words.len() - words;
    let base = opforge_compile::elf::CODE + 4 * first as u64;
    let linked = code.link(base, |_| None).expect("links");
    let exe: Vec<u8> = program.words[first..]
        .iter()
        .flat_map(|w| w.to_le_bytes())
        .collect();
    assert_eq!(linked, exe);
    // Unlinked, only the relocated words differ.
    let differ: Vec<u64> = (0..words as u64)
        .filter(|&i| word(&code.bytes, 4 * i) != word(&exe, 4 * i))
        .map(|i| 4 * i)
        .collect();
    let relocated: Vec<u64> = code.relocations.iter().map(|r| r.offset).collect();
    assert_eq!(differ, relocated);
}

#[test]
fn a_throw_calls_opforge_trap_with_its_code_and_value() {
    let text = "func fail\n%8 = ARG i64 0 <%7>\n%9 = CONSTANT i64 1 <%5>\n%10 = ADD i64 (%8, %9)\n\
        %11 = THROW [%1] {%2} (%10) <%4>\n";
    let parsed = parse_module(text, "fail").expect("the module parses");
    let code = compile_module_code(&parsed.module, &[], Options::checked(true)).expect("compiles");
    assert_eq!(code.externs, [TRAP_SYMBOL]);
    let dir = scratch("throw");
    let object = object_file(&code, &dir, "fail");
    let main = dir.join("throw.c");
    std::fs::write(
        &main,
        r#"#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
int64_t fail(int64_t);
void opforge_trap(uint64_t code, int64_t value) {
    printf("opforge_trap(%llu, %lld)\n", (unsigned long long)code, (long long)value);
    exit(0);
}
int main(void) { fail(42); return 1; }
"#,
    )
    .expect("write the C");
    assert_eq!(link_and_run(&dir, &[main, object]), "opforge_trap(5, 43)\n");
}

/// `many_ints(a0..a9: i64, d0..d9: f64) -> i64`: `c_many_ints` (an external) on the arguments
/// reversed, plus `a0 * 1000` (a0 live across the call); `many_floats(x0..x9: i32, y0..y9: f32)
/// -> f32`: `c_many_floats` on its arguments, plus y9; `bump(n) -> i64`: `opforge_total += n`,
/// `opforge_buf[2] = n`, returns `opforge_total * 100 + c_table[1]` (`c_table` an external
/// array of C's). Ten arguments of each class: two of each on the stack, both ways.
fn many_args_module() -> LirModule {
    let mut ints = Function::new(
        "many_ints",
        &[[Type::I64; 10], [Type::F64; 10]].concat(),
        &[Type::I64],
    );
    let mut b = Builder::new(&mut ints);
    let params: Vec<Value> = (0..20)
        .map(|k| b.try_param(k).expect("a parameter"))
        .collect();
    let mut args: Vec<Value> = params[..10].iter().rev().copied().collect();
    args.extend(params[10..].iter().rev());
    let r = b.call(3, &args, Type::I64);
    let k = b.iconst(1000, Type::I64);
    let a0 = b.imul(params[0], k);
    let out = b.iadd(r, a0);
    b.ret(out);

    let mut floats = Function::new(
        "many_floats",
        &[[Type::I32; 10], [Type::F32; 10]].concat(),
        &[Type::F32],
    );
    let mut b = Builder::new(&mut floats);
    let params: Vec<Value> = (0..20)
        .map(|k| b.try_param(k).expect("a parameter"))
        .collect();
    let r = b.fcall(4, &params, Type::F32);
    let out = b.fadd(r, params[19]);
    b.fret(out);

    let mut bump = Function::new("bump", &[Type::I64], &[Type::I64]);
    let mut b = Builder::new(&mut bump);
    let n = b.try_param(0).expect("n");
    let total = b.global_addr(0);
    let old = b.load(total, 0, Type::I64);
    let new = b.iadd(old, n);
    b.store(new, total, 0);
    let buf = b.global_addr(1);
    let two = b.iconst(2, Type::I64);
    b.store_idx(n, buf, two);
    let table = b.global_addr(5); // 3 data items, then the externals: c_table is the third
    let one = b.iconst(1, Type::I64);
    let t = b.load_idx(table, one, Type::I32);
    let t = b.sextend32(t);
    let k = b.iconst(100, Type::I64);
    let out = b.imul(new, k);
    let out = b.iadd(out, t);
    b.ret(out);

    let mut module = LirModule::new(vec![ints, floats, bump]);
    module.push_data(Data {
        name: "opforge_total".into(),
        contents: DataContents::Bytes(5i64.to_le_bytes().to_vec()),
        align: 8,
        read_only: false,
    });
    module.push_data(Data {
        name: "opforge_buf".into(),
        contents: DataContents::Zero(40),
        align: 8,
        read_only: false,
    });
    module.push_data(Data {
        name: "opforge_ro".into(),
        contents: DataContents::Bytes(2.75f64.to_le_bytes().to_vec()),
        align: 8,
        read_only: true,
    });
    for name in ["c_many_ints", "c_many_floats", "c_table"] {
        module.push_extern(name);
    }
    assert_eq!(module.extern_callee(0), 3);
    assert_eq!(module.extern_callee(1), 4);
    assert_eq!(module.extern_symbol(2), 5);
    module
}

#[test]
fn c_and_the_object_call_each_other_with_ten_arguments_of_each_class_and_share_data() {
    let module = many_args_module();
    let dir = scratch("many_args");
    let object = dir.join("many_args.o");
    std::fs::write(&object, module.object().unwrap_or_else(|e| panic!("{e}")))
        .expect("write the object");
    let syms = symbols(&object);
    for (name, ty) in [
        ("many_ints", "FUNC"),
        ("many_floats", "FUNC"),
        ("bump", "FUNC"),
        ("opforge_total", "OBJECT"),
        ("opforge_buf", "OBJECT"),
        ("opforge_ro", "OBJECT"),
    ] {
        assert_eq!(syms[name].2, ty, "{name}");
        assert_eq!(syms[name].3, "GLOBAL DEFAULT", "{name}");
    }
    for name in ["c_many_ints", "c_many_floats", "c_table"] {
        assert_eq!(syms[name].4, "UND", "{name}");
    }
    let main = dir.join("many_args.c");
    std::fs::write(
        &main,
        r#"#include <stdint.h>
#include <stdio.h>
int64_t many_ints(int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t,
                  int64_t, int64_t, double, double, double, double, double, double, double,
                  double, double, double);
float many_floats(int, int, int, int, int, int, int, int, int, int, float, float, float,
                  float, float, float, float, float, float, float);
int64_t bump(int64_t);
extern int64_t opforge_total;
extern int64_t opforge_buf[5];
extern const double opforge_ro;
int32_t c_table[3] = {11, 22, 33};
int64_t c_many_ints(int64_t a0, int64_t a1, int64_t a2, int64_t a3, int64_t a4, int64_t a5,
                    int64_t a6, int64_t a7, int64_t a8, int64_t a9, double d0, double d1,
                    double d2, double d3, double d4, double d5, double d6, double d7,
                    double d8, double d9) {
    int64_t a[10] = {a0, a1, a2, a3, a4, a5, a6, a7, a8, a9};
    double d[10] = {d0, d1, d2, d3, d4, d5, d6, d7, d8, d9};
    int64_t s = 0;
    double t = 0;
    for (int k = 0; k < 10; k++) { s += (k + 1) * a[k]; t += (k + 1) * d[k]; }
    return s + (int64_t)(t * 4);
}
float c_many_floats(int x0, int x1, int x2, int x3, int x4, int x5, int x6, int x7, int x8,
                    int x9, float y0, float y1, float y2, float y3, float y4, float y5,
                    float y6, float y7, float y8, float y9) {
    int x[10] = {x0, x1, x2, x3, x4, x5, x6, x7, x8, x9};
    float y[10] = {y0, y1, y2, y3, y4, y5, y6, y7, y8, y9};
    int s = 0;
    float t = 0;
    for (int k = 0; k < 10; k++) { s += (k + 1) * x[k]; t += (k + 1) * y[k]; }
    return (float)s + t;
}
int main(void) {
    int64_t i = many_ints(1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
                          0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5);
    float f = many_floats(-1, 2, -3, 4, -5, 6, -7, 8, -9, 10,
                          0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.25, 2.5);
    int64_t b1 = bump(3);
    int64_t b2 = bump(4);
    printf("%lld %.2f %lld %lld %lld %lld %.2f\n", (long long)i, f, (long long)b1,
           (long long)b2, (long long)opforge_total, (long long)opforge_buf[2], opforge_ro);
    return 0;
}
"#,
    )
    .expect("write the C");
    let printed = link_and_run(&dir, &[main, object]);
    // The same computations in Rust.
    let a: Vec<i64> = (1..=10).collect();
    let d: Vec<f64> = (0..10).map(|k| k as f64 + 0.5).collect();
    let (ra, rd): (Vec<i64>, Vec<f64>) = (
        a.iter().rev().copied().collect(),
        d.iter().rev().copied().collect(),
    );
    let s: i64 = (0..10).map(|k| (k as i64 + 1) * ra[k]).sum();
    let t: f64 = (0..10).map(|k| (k as f64 + 1.0) * rd[k]).sum();
    let ints = s + (t * 4.0) as i64 + a[0] * 1000;
    let x: Vec<i32> = (1..=10).map(|k| if k % 2 == 1 { -k } else { k }).collect();
    let y: Vec<f32> = (1..=10).map(|k| k as f32 * 0.25).collect();
    let s: i32 = (0..10).map(|k| (k as i32 + 1) * x[k]).sum();
    let t: f32 = (0..10).map(|k| (k as f32 + 1.0) * y[k]).sum();
    let floats = s as f32 + t + y[9];
    let (b1, b2) = ((5 + 3) * 100 + 22, (5 + 3 + 4) * 100 + 22);
    assert_eq!(printed, format!("{ints} {floats:.2} {b1} {b2} 12 4 2.75\n"));
}
