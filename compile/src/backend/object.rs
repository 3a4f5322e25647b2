//! ELF relocatable objects: owns writing [`Code`] as an `ET_REL` file for its machine (AArch64
//! here; RISC-V's code, whose data addresses' low parts name local labels, too) with the `object`
//! crate (the writer `cranelift-object` uses): `.text` with a global, default-visibility `STT_FUNC` symbol per
//! function of the module (its size set) and local ones for the helpers, an undefined symbol per
//! external, each data item a global `STT_OBJECT` in `.data`, `.bss` or `.rodata`, the
//! relocations in `.rela.text`, and an empty `.note.GNU-stack` (the stack need not be
//! executable). Link it with any AArch64 linker, `aarch64-linux-gnu-gcc -static main.c f.o`:
//! its functions follow AAPCS64 (integers in x0-x7, floats in d0-d7, the result in x0 or d0,
//! x19-x28 and d8-d15 preserved, x18 untouched, the stack 16-byte aligned; x16 and x17 hold
//! nothing across a call, so a linker's range-extending veneer may use them), and a trap calls
//! `opforge_trap` (see [`crate::code`]).

use core::fmt;

use object::write::{Object, Relocation as ObjRelocation, StandardSection, Symbol, SymbolSection};
use object::{
    BinaryFormat, Endianness, RelocationFlags, SectionKind, SymbolFlags, SymbolKind, SymbolScope,
};

use crate::code::{Code, CodeError, DataContents, DataSection, Target};

/// Why an object could not be written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ObjectError {
    /// The code is not consistent.
    Code(CodeError),
    /// The `object` crate refused it.
    Write(String),
}

impl fmt::Display for ObjectError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ObjectError::Code(e) => write!(f, "{e}"),
            ObjectError::Write(m) => write!(f, "cannot write the object: {m}"),
        }
    }
}

impl std::error::Error for ObjectError {}

/// The most zero bytes a read-only data item may hold (they are written out, unlike `.bss`).
pub const MAX_READ_ONLY_ZEROS: usize = 1 << 30;

/// The alignment of `.text` in the object.
const TEXT_ALIGN: u64 = 16;

/// `code` as the bytes of an ELF relocatable object for its machine (AArch64 or RISC-V).
pub fn write_object(code: &Code) -> Result<Vec<u8>, ObjectError> {
    code.check().map_err(ObjectError::Code)?;
    let architecture = code.machine.architecture;
    let mut obj = Object::new(BinaryFormat::Elf, architecture, Endianness::Little);
    obj.flags = object::FileFlags::Elf {
        os_abi: object::elf::ELFOSABI_NONE,
        abi_version: 0,
        e_flags: code.machine.flags,
    };
    let text = obj.section_id(StandardSection::Text);
    obj.append_section_data(text, &code.bytes, TEXT_ALIGN);
    let functions: Vec<_> = code
        .functions
        .iter()
        .map(|f| {
            obj.add_symbol(Symbol {
                name: f.name.as_bytes().to_vec(),
                value: f.offset,
                size: f.size,
                kind: SymbolKind::Text,
                // Dynamic: STV_DEFAULT, as a C compiler gives a function that is not static
                // (Linkage would hide it from a shared library's exports).
                scope: if f.global {
                    SymbolScope::Dynamic
                } else {
                    SymbolScope::Compilation
                },
                weak: false,
                section: SymbolSection::Section(text),
                flags: SymbolFlags::None,
            })
        })
        .collect();
    let externs: Vec<_> = code
        .externs
        .iter()
        .map(|name| {
            obj.add_symbol(Symbol {
                name: name.as_bytes().to_vec(),
                value: 0,
                size: 0,
                kind: SymbolKind::Text,
                scope: SymbolScope::Unknown,
                weak: false,
                section: SymbolSection::Undefined,
                flags: SymbolFlags::None,
            })
        })
        .collect();
    let data: Vec<_> = code
        .data
        .iter()
        .map(|d| -> Result<_, ObjectError> {
            let symbol = obj.add_symbol(Symbol {
                name: d.name.as_bytes().to_vec(),
                value: 0,
                size: 0,
                kind: SymbolKind::Data,
                scope: SymbolScope::Dynamic,
                weak: false,
                section: SymbolSection::Undefined,
                flags: SymbolFlags::None,
            });
            let section = obj.section_id(match d.section() {
                DataSection::Data => StandardSection::Data,
                DataSection::Bss => StandardSection::UninitializedData,
                DataSection::ReadOnly => StandardSection::ReadOnlyData,
            });
            match &d.contents {
                DataContents::Zero(n) if !d.read_only => {
                    obj.add_symbol_bss(symbol, section, *n, d.align);
                }
                DataContents::Zero(n) => {
                    let n = usize::try_from(*n)
                        .ok()
                        .filter(|&n| n <= MAX_READ_ONLY_ZEROS)
                        .ok_or_else(|| {
                            ObjectError::Write(format!(
                                "`{}`: {n} read-only zero bytes; at most {MAX_READ_ONLY_ZEROS}",
                                d.name
                            ))
                        })?;
                    obj.add_symbol_data(symbol, section, &vec![0u8; n], d.align);
                }
                DataContents::Bytes(b) => {
                    obj.add_symbol_data(symbol, section, b, d.align);
                }
            }
            Ok(symbol)
        })
        .collect::<Result<_, _>>()?;
    let mut labels = 0;
    for r in &code.relocations {
        let symbol = match r.target {
            Target::Function(i) => functions[i],
            Target::External(k) => externs[k],
            Target::Data(k) => data[k],
        };
        // A relocation that completes an earlier one (RISC-V's `%pcrel_lo`) names the place of
        // that one by a local label.
        let completes = r.kind.info().and_then(|i| i.completes);
        let symbol = if let Some(back) = completes {
            labels += 1;
            obj.add_symbol(Symbol {
                name: format!(".Lpcrel_hi{labels}").into_bytes(),
                value: r.offset - back,
                size: 0,
                kind: SymbolKind::Label,
                scope: SymbolScope::Compilation,
                weak: false,
                section: SymbolSection::Section(text),
                flags: SymbolFlags::None,
            })
        } else {
            symbol
        };
        obj.add_relocation(
            text,
            ObjRelocation {
                offset: r.offset,
                symbol,
                addend: r.addend,
                flags: RelocationFlags::Elf {
                    r_type: r.kind.elf_type(),
                },
            },
        )
        .map_err(|e| ObjectError::Write(e.to_string()))?;
    }
    // No executable stack: an empty `.note.GNU-stack` of type SHT_PROGBITS, no flags.
    obj.add_section(
        Vec::new(),
        b".note.GNU-stack".to_vec(),
        SectionKind::Elf(object::elf::SHT_PROGBITS),
    );
    obj.write().map_err(|e| ObjectError::Write(e.to_string()))
}
