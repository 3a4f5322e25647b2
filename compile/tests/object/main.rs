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

#[path = "../support/mod.rs"]
mod support;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

use ir_core::text::parse_module;
use opforge_arm64::{Inst, XReg, XRegOrSp};
use opforge_cfg::{Builder, Function, Value};
use opforge_compile::LirModule;
use opforge_compile::a64::{data_address, reloc};
use opforge_compile::code::{Code, Data, DataContents, Relocation, TRAP_SYMBOL, Target};
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

mod data;
mod interop;
mod link;
mod many_args;
mod symbols;
