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

#[path = "../support/mod.rs"]
mod support;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

use object::{
    Object, ObjectSection, ObjectSymbol, RelocationFlags, RelocationTarget, SectionIndex,
    SymbolKind,
};
use opforge_arm64::{Form, Inst};
use opforge_cfg::{Block, Builder, Function, UImm, Value};
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

mod corpus;
mod forms;
mod modules;
