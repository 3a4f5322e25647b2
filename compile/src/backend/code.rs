//! Relocatable code: owns a module compiled without the test harness ([`compile_code_for`]; A64's `crate::a64::compile_code`) as
//! [`Code`]: the bytes of its `.text`, a symbol per function (offset, size), the relocations
//! that a linker or a JIT resolves (calls as `R_AARCH64_CALL26`, addresses of data as the pair
//! `R_AARCH64_ADR_PREL_PG_HI21` / `R_AARCH64_ADD_ABS_LO12_NC`), the external symbols the code
//! calls, and the module's data items. [`crate::object`] writes it as an ELF relocatable object;
//! [`Code::link`] patches it for a JIT that places it at an address of its choosing.
//!
//! # Traps in relocatable code
//!
//! There is no harness to resume: a trap (division by zero, overflow, a bad callee of
//! `call_index`) and a THROW branch, with the code in x16 as in the executable, to a stub at the
//! end of the code that calls the external function [`TRAP_SYMBOL`] as
//! `opforge_trap(uint64_t code, int64_t value)` (x0 the [`crate::trap::TrapCode`] number, x1 the
//! thrown value of a THROW, else the value x0 held) and, should it return, stops at `brk #1`.
//! The stub and the symbol exist only when some function can trap, so code that cannot needs no
//! `opforge_trap` at link time. The stack pointer at the call is the trapping function's, 16-byte
//! aligned as AAPCS64 requires; its callee-saved registers are not restored, so the handler must
//! not return into the code (it exits, or `longjmp`s out).

use core::fmt;

use opforge_cfg::Function;

use crate::executable::ElfMachine;
use crate::module::{ModuleError, Options, emit_functions, emit_table, finish, outside};
use crate::target::{CodeSink, LabelOf, RelocatableTarget};

/// The external function a trap calls in relocatable code: `opforge_trap(code, value)`.
pub const TRAP_SYMBOL: &str = "opforge_trap";

/// The local symbol of the table of functions `call_index` branches through.
pub const TABLE_SYMBOL: &str = "opforge.table";

/// The local symbol of the stub that calls [`TRAP_SYMBOL`].
pub const TRAP_STUB_SYMBOL: &str = "opforge.trap_stub";

/// What an error of relocatable code outside its functions (a symbol's name, the table, the
/// trap stub) is said to be in.
pub const OUTSIDE: &str = "(object)";

/// The immediate of the `brk` after the call of [`TRAP_SYMBOL`] (reached only if it returns).
pub const TRAP_BRK: i64 = 1;

/// How a relocation patches its instructions: one relocation type of an ELF machine's psABI,
/// named by its `e_machine` and `r_type`. The target folder that emits it describes it (its
/// name, the bytes it patches, how) in a [`RelocInfo`] of its `reloc` module: `a64::reloc`,
/// `rv64::reloc`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RelocKind {
    /// The ELF machine (`e_machine`) whose psABI defines it.
    pub machine: u16,
    /// The ELF relocation type (`r_type` of an `Elf64_Rela`).
    pub elf_type: u32,
}

/// What a target says of one of its relocations.
#[derive(Clone, Copy, Debug)]
pub struct RelocInfo {
    /// The relocation.
    pub kind: RelocKind,
    /// The ELF name, as `llvm-readelf` prints it.
    pub name: &'static str,
    /// The bytes of code it patches (a multiple of 4).
    pub size: u64,
    /// When set, it completes the relocation this many bytes before it, and in an object its
    /// symbol is a local label at that place (as the psABI of RISC-V asks of `%pcrel_lo`).
    pub completes: Option<u64>,
    /// Sets the fields of the instructions at the start of its first argument (at the address
    /// of its third) for a target at its second; the value that does not fit as the error.
    pub patch: fn(&mut [u8], u64, u64) -> Result<(), i64>,
}

impl RelocKind {
    /// What its target says of it; `None` for a relocation no target emits.
    pub fn info(self) -> Option<&'static RelocInfo> {
        crate::targets::relocations().find(|i| i.kind == self)
    }

    /// The ELF relocation type (`r_type` of an `Elf64_Rela`).
    pub fn elf_type(self) -> u32 {
        self.elf_type
    }

    /// The bytes of code it patches (4 for a relocation no target describes).
    pub fn size(self) -> u64 {
        self.info().map_or(4, |i| i.size)
    }

    /// The ELF name, as `llvm-readelf` prints it (`?` for a relocation no target describes).
    pub fn elf_name(self) -> &'static str {
        self.info().map_or("?", |i| i.name)
    }
}

/// The 32-bit little-endian word at byte `at` of `code`; `Err(0)` past its end.
pub fn word_at(code: &[u8], at: usize) -> Result<u32, i64> {
    let b = code.get(at..at + 4).ok_or(0i64)?;
    Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
}

/// Writes `word` little-endian at byte `at` of `code` (which [`word_at`] read).
pub fn set_word_at(code: &mut [u8], at: usize, word: u32) {
    code[at..at + 4].copy_from_slice(&word.to_le_bytes());
}

/// What a relocation points at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    /// A function of the code, by its index in [`Code::functions`].
    Function(usize),
    /// An external symbol, by its index in [`Code::externs`].
    External(usize),
    /// A data item, by its index in [`Code::data`].
    Data(usize),
}

/// One place in the code a linker or a JIT patches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Relocation {
    /// The byte offset of the instruction in [`Code::bytes`].
    pub offset: u64,
    /// How it is patched.
    pub kind: RelocKind,
    /// What it points at.
    pub target: Target,
    /// Added to the target's address.
    pub addend: i64,
}

/// A function of the code: a symbol of type `STT_FUNC` in `.text`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionSymbol {
    /// Its name.
    pub name: String,
    /// Its first byte in [`Code::bytes`].
    pub offset: u64,
    /// Its size in bytes.
    pub size: u64,
    /// Whether it is global (a module's function, callable from outside) or local to the object
    /// (the table of functions, the trap stub).
    pub global: bool,
}

/// What a data item holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DataContents {
    /// These bytes.
    Bytes(Vec<u8>),
    /// This many zero bytes (in `.bss` when writable).
    Zero(u64),
}

/// A data item of the module: a global `STT_OBJECT` symbol in `.data` (writable bytes), `.bss`
/// (writable zeros) or `.rodata` (read-only).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Data {
    /// Its symbol's name.
    pub name: String,
    /// Its contents.
    pub contents: DataContents,
    /// Its alignment in bytes (a power of two).
    pub align: u64,
    /// Whether it is read-only.
    pub read_only: bool,
}

/// The section a data item goes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DataSection {
    /// `.data`: initialized, writable.
    Data,
    /// `.bss`: zeros, writable.
    Bss,
    /// `.rodata`: read-only.
    ReadOnly,
}

impl Data {
    /// Its size in bytes.
    pub fn size(&self) -> u64 {
        match &self.contents {
            DataContents::Bytes(b) => b.len() as u64,
            DataContents::Zero(n) => *n,
        }
    }

    /// The section it goes to.
    pub fn section(&self) -> DataSection {
        match (&self.contents, self.read_only) {
            (_, true) => DataSection::ReadOnly,
            (DataContents::Bytes(_), false) => DataSection::Data,
            (DataContents::Zero(_), false) => DataSection::Bss,
        }
    }
}

/// Why [`Code`] is not consistent, or an item could not be added.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeError {
    /// Two symbols (functions, externals, data) share a name.
    DuplicateName(String),
    /// A name that is empty or holds a NUL byte.
    BadName(String),
    /// A data item's alignment is not a power of two.
    BadAlignment {
        /// The item.
        name: String,
        /// Its alignment.
        align: u64,
    },
    /// A function's bytes are not whole instruction words.
    PartialWord {
        /// The function.
        name: String,
        /// Its size in bytes.
        size: u64,
    },
    /// A function lies outside the code, or its offset is not a multiple of 4.
    FunctionOutside {
        /// The function.
        name: String,
    },
    /// A relocation's place is not an instruction word of the code.
    RelocationOutside {
        /// Its offset.
        offset: u64,
    },
    /// A relocation points at an item the code does not have.
    UnknownTarget {
        /// Its offset.
        offset: u64,
        /// Its target.
        target: Target,
    },
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeError::DuplicateName(n) => write!(f, "the symbol `{n}` is defined twice"),
            CodeError::BadName(n) => write!(f, "{n:?} is no symbol name (empty, or a NUL byte)"),
            CodeError::BadAlignment { name, align } => {
                write!(f, "`{name}`: alignment {align} is not a power of two")
            }
            CodeError::PartialWord { name, size } => {
                write!(f, "`{name}`: {size} bytes are not whole instruction words")
            }
            CodeError::FunctionOutside { name } => {
                write!(f, "`{name}` lies outside the code or off a word boundary")
            }
            CodeError::RelocationOutside { offset } => {
                write!(
                    f,
                    "a relocation at byte {offset:#x} is not at a word of the code"
                )
            }
            CodeError::UnknownTarget { offset, target } => {
                write!(
                    f,
                    "the relocation at byte {offset:#x} points at {target:?}, which the code does not have"
                )
            }
        }
    }
}

impl std::error::Error for CodeError {}

/// Why [`Code::link`] could not place the code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// The code is not consistent.
    Code(CodeError),
    /// The resolver gave no address for an external symbol or a data item.
    Unresolved {
        /// The symbol's name.
        name: String,
    },
    /// A target lies beyond the relocation's reach (or off the alignment it needs).
    OutOfRange {
        /// The relocation's offset.
        offset: u64,
        /// Its kind.
        kind: RelocKind,
        /// The value it would encode.
        value: i64,
    },
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::Code(e) => write!(f, "{e}"),
            LinkError::Unresolved { name } => write!(f, "no address for the symbol `{name}`"),
            LinkError::OutOfRange {
                offset,
                kind,
                value,
            } => write!(
                f,
                "the {} at byte {offset:#x} cannot encode {value:#x}",
                kind.elf_name()
            ),
        }
    }
}

impl std::error::Error for LinkError {}

/// Code with its symbols and relocations: what an object file holds, or what a JIT places.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Code {
    /// The machine the code is for (`e_machine` and `e_flags` of its object).
    pub machine: ElfMachine,
    /// The bytes of `.text` (little-endian instruction words), with 0 in the fields relocations
    /// fill.
    pub bytes: Vec<u8>,
    /// The functions: the module's first, in module order (a `call`'s callee index is a position
    /// here), then the local helpers (the table of functions, the trap stub), then the functions
    /// added with [`Code::push_function`].
    pub functions: Vec<FunctionSymbol>,
    /// The places to patch, by offset.
    pub relocations: Vec<Relocation>,
    /// The external symbols the code refers to but does not define.
    pub externs: Vec<String>,
    /// The data items.
    pub data: Vec<Data>,
}

impl Default for Code {
    /// Empty code for AArch64, the first target (code assembled by hand, say); the compiler
    /// sets the machine of the code it makes.
    fn default() -> Self {
        Code {
            machine: crate::elf::EM_AARCH64,
            bytes: Vec::new(),
            functions: Vec::new(),
            relocations: Vec::new(),
            externs: Vec::new(),
            data: Vec::new(),
        }
    }
}

/// Whether `name` can be a symbol's.
fn check_name(name: &str) -> Result<(), CodeError> {
    if name.is_empty() || name.contains('\0') {
        return Err(CodeError::BadName(name.to_owned()));
    }
    Ok(())
}

impl Code {
    /// The names of every symbol: functions, externals, data.
    fn names(&self) -> impl Iterator<Item = &str> {
        self.functions
            .iter()
            .map(|f| f.name.as_str())
            .chain(self.externs.iter().map(String::as_str))
            .chain(self.data.iter().map(|d| d.name.as_str()))
    }

    /// Refuses `name` when it is malformed or already a symbol's.
    fn fresh(&self, name: &str) -> Result<(), CodeError> {
        check_name(name)?;
        if self.names().any(|n| n == name) {
            return Err(CodeError::DuplicateName(name.to_owned()));
        }
        Ok(())
    }

    /// The index of the function called `name`.
    pub fn function(&self, name: &str) -> Option<usize> {
        self.functions.iter().position(|f| f.name == name)
    }

    /// The index of the external symbol `name`, declared now if it is new.
    pub fn external(&mut self, name: &str) -> Result<usize, CodeError> {
        if let Some(k) = self.externs.iter().position(|e| e == name) {
            return Ok(k);
        }
        self.fresh(name)?;
        self.externs.push(name.to_owned());
        Ok(self.externs.len() - 1)
    }

    /// Adds a data item; returns its index (for [`Target::Data`]).
    pub fn push_data(&mut self, data: Data) -> Result<usize, CodeError> {
        self.fresh(&data.name)?;
        if !data.align.is_power_of_two() {
            return Err(CodeError::BadAlignment {
                name: data.name,
                align: data.align,
            });
        }
        self.data.push(data);
        Ok(self.data.len() - 1)
    }

    /// Appends a global function made elsewhere (hand-assembled, say): its bytes, and its
    /// relocations with offsets from its first byte. Returns its index.
    pub fn push_function(
        &mut self,
        name: &str,
        bytes: &[u8],
        relocations: &[Relocation],
    ) -> Result<usize, CodeError> {
        self.fresh(name)?;
        if !bytes.len().is_multiple_of(4) {
            return Err(CodeError::PartialWord {
                name: name.to_owned(),
                size: bytes.len() as u64,
            });
        }
        let offset = self.bytes.len() as u64;
        for r in relocations {
            if !r.offset.is_multiple_of(4) || r.offset >= bytes.len() as u64 {
                return Err(CodeError::RelocationOutside { offset: r.offset });
            }
            self.check_target(r.offset, r.target)?;
        }
        self.bytes.extend_from_slice(bytes);
        self.functions.push(FunctionSymbol {
            name: name.to_owned(),
            offset,
            size: bytes.len() as u64,
            global: true,
        });
        self.relocations
            .extend(relocations.iter().map(|r| Relocation {
                offset: offset + r.offset,
                ..*r
            }));
        Ok(self.functions.len() - 1)
    }

    /// Refuses a target the code does not have.
    fn check_target(&self, offset: u64, target: Target) -> Result<(), CodeError> {
        let known = match target {
            Target::Function(i) => i < self.functions.len(),
            Target::External(k) => k < self.externs.len(),
            Target::Data(k) => k < self.data.len(),
        };
        if known {
            Ok(())
        } else {
            Err(CodeError::UnknownTarget { offset, target })
        }
    }

    /// Checks that the names are unique and well formed, the functions and relocations lie on
    /// words of the code, every relocation's target exists and every alignment is a power of two.
    pub fn check(&self) -> Result<(), CodeError> {
        let mut seen = std::collections::HashSet::new();
        for name in self.names() {
            check_name(name)?;
            if !seen.insert(name) {
                return Err(CodeError::DuplicateName(name.to_owned()));
            }
        }
        let len = self.bytes.len() as u64;
        for f in &self.functions {
            if !f.offset.is_multiple_of(4) || !f.size.is_multiple_of(4) || f.offset + f.size > len {
                return Err(CodeError::FunctionOutside {
                    name: f.name.clone(),
                });
            }
        }
        for d in &self.data {
            if !d.align.is_power_of_two() {
                return Err(CodeError::BadAlignment {
                    name: d.name.clone(),
                    align: d.align,
                });
            }
        }
        for r in &self.relocations {
            if !r.offset.is_multiple_of(4) || r.offset + r.kind.size() > len {
                return Err(CodeError::RelocationOutside { offset: r.offset });
            }
            self.check_target(r.offset, r.target)?;
        }
        Ok(())
    }

    /// The name of a relocation's target.
    pub fn target_name(&self, target: Target) -> Option<&str> {
        match target {
            Target::Function(i) => self.functions.get(i).map(|f| f.name.as_str()),
            Target::External(k) => self.externs.get(k).map(String::as_str),
            Target::Data(k) => self.data.get(k).map(|d| d.name.as_str()),
        }
    }

    /// The bytes placed at address `base` (4-byte aligned) with every relocation applied: a
    /// function of the code is at `base` plus its offset; `address` gives the address of each
    /// external symbol and data item (the JIT's own placement), `None` when it has none.
    pub fn link(
        &self,
        base: u64,
        address: impl Fn(Target) -> Option<u64>,
    ) -> Result<Vec<u8>, LinkError> {
        self.check().map_err(LinkError::Code)?;
        let mut bytes = self.bytes.clone();
        for r in &self.relocations {
            let symbol = match r.target {
                Target::Function(i) => Some(base + self.functions[i].offset),
                other => address(other),
            }
            .ok_or_else(|| LinkError::Unresolved {
                name: self.target_name(r.target).unwrap_or("?").to_owned(),
            })?;
            let place = base.wrapping_add(r.offset);
            let at = r.offset as usize;
            let value = symbol.wrapping_add_signed(r.addend);
            patch_bytes(&mut bytes[at..], r.kind, value, place).map_err(|value| {
                LinkError::OutOfRange {
                    offset: r.offset,
                    kind: r.kind,
                    value,
                }
            })?;
        }
        Ok(bytes)
    }
}

/// The instructions at the start of `code` (at address `place`) with the fields of `kind` set
/// for a target at `value`; the value that does not fit as the error (0 for a relocation no
/// target describes, or code too short for it).
pub fn patch_bytes(code: &mut [u8], kind: RelocKind, value: u64, place: u64) -> Result<(), i64> {
    let info = kind.info().ok_or(0i64)?;
    (info.patch)(code, value, place)
}

/// Patches each `(offset, kind)` of `kinds` at its offset in `code` (at address `place`) for a
/// target at `value`, as a linker would the relocations of one address computation.
pub fn patch_each(
    code: &mut [u8],
    kinds: &[(u64, RelocKind)],
    value: u64,
    place: u64,
) -> Result<(), String> {
    for &(offset, kind) in kinds {
        let at = code
            .get_mut(offset as usize..)
            .filter(|c| c.len() as u64 >= kind.size())
            .ok_or("an address computation past the code")?;
        patch_bytes(at, kind, value, place + offset)
            .map_err(|v| format!("{} cannot encode {v:#x}", kind.elf_name()))?;
    }
    Ok(())
}

/// `word` with the field of `kind` (a kind that patches one word) set for a target at `value`
/// from an instruction at `place`; the value that does not fit as the error (0 for a kind of
/// more than one word).
pub fn patch(word: u32, kind: RelocKind, value: u64, place: u64) -> Result<u32, i64> {
    if kind.size() != 4 {
        return Err(0);
    }
    let mut bytes = word.to_le_bytes();
    patch_bytes(&mut bytes, kind, value, place)?;
    Ok(u32::from_le_bytes(bytes))
}

/// Compiles a module into relocatable code for any target of relocatable code (`crate::a64::compile_code_with` is A64's): calls and data addresses get the
/// target's relocations ([`RelocatableTarget::CALL`], [`ADDRESS`](crate::target::ExecutableTarget::ADDRESS)) and
/// traps its stub.
pub fn compile_code_for<T: RelocatableTarget>(
    functions: &[Function<T::Op>],
    externs: &[String],
    data: &[Data],
    options: Options,
) -> Result<Code, ModuleError> {
    let mut code = Code {
        machine: T::ELF,
        ..Code::default()
    };
    for f in functions {
        code.fresh(f.name()).map_err(outside(OUTSIDE))?;
        code.functions.push(FunctionSymbol {
            name: f.name().to_owned(),
            offset: 0,
            size: 0,
            global: true,
        });
    }
    for e in externs {
        code.external(e).map_err(outside(OUTSIDE))?;
    }
    for d in data {
        code.push_data(d.clone()).map_err(outside(OUTSIDE))?;
    }
    let unit = T::Buffer::UNIT_BYTES as u64;
    let mut buf = T::Buffer::default();
    let labels: Vec<LabelOf<T>> = functions.iter().map(|_| buf.new_label()).collect();
    let (trap, table) = (buf.new_label(), buf.new_label());
    let mut custom = T::relocatable_custom(labels.clone(), trap, table);
    let emitted = emit_functions::<T>(functions, &labels, &mut buf, &mut custom, options)?;
    let table_start = buf.len();
    let mut ends: Vec<usize> = emitted.starts.iter().skip(1).copied().collect();
    ends.push(table_start);
    for ((f, &start), &end) in code.functions.iter_mut().zip(&emitted.starts).zip(&ends) {
        f.offset = unit * start as u64;
        f.size = unit * (end - start) as u64;
    }
    // The function a site at unit `at` is in, for an error.
    let caller = |at: usize| {
        let f = emitted.starts.partition_point(|&s| s <= at);
        f.checked_sub(1)
            .and_then(|f| functions.get(f))
            .map_or_else(|| OUTSIDE.to_owned(), |f| f.name().to_owned())
    };
    let mut relocate = |at: usize, kinds: &[(u64, RelocKind)], target| {
        for &(offset, kind) in kinds {
            code.relocations.push(Relocation {
                offset: unit * at as u64 + offset,
                kind,
                target,
                addend: 0,
            });
        }
    };
    // Relocations of the functions' calls, each callee checked against the module's functions
    // and external symbols.
    let n = functions.len() as u64;
    let extern_count = externs.len() as u64;
    for (at, callee) in T::call_sites(&mut custom) {
        let target = if callee < n {
            Target::Function(callee as usize)
        } else if callee - n < extern_count {
            Target::External((callee - n) as usize)
        } else {
            return Err(ModuleError {
                function: caller(at),
                message: format!(
                    "a call of callee {callee}, which is neither one of the module's {n} functions nor one of its {extern_count} external symbols"
                ),
            });
        };
        relocate(at, T::CALL, target);
    }
    // Relocations of the `global_addr`s: a data item, or past them an external symbol.
    for (at, symbol) in T::symbol_sites(&custom) {
        let target = symbol_target(symbol, data.len(), externs.len()).ok_or_else(|| ModuleError {
            function: caller(at),
            message: format!(
                "the address of symbol {symbol}, which is neither one of the module's {} data items nor one of its {extern_count} external symbols",
                data.len(),
            ),
        })?;
        relocate(at, T::ADDRESS, target);
    }
    if !functions.is_empty() {
        emit_table::<T>(&mut buf, table, &labels, OUTSIDE)?;
        code.functions.push(FunctionSymbol {
            name: TABLE_SYMBOL.into(),
            offset: unit * table_start as u64,
            size: unit * (buf.len() - table_start) as u64,
            global: false,
        });
    }
    if T::trap_used(&custom) {
        emit_trap_stub::<T>(&mut code, &mut buf, trap)?;
    }
    code.relocations.sort_by_key(|r| r.offset);
    code.bytes = finish::<T>(buf, &emitted.starts, functions, OUTSIDE)?;
    code.check().map_err(outside(OUTSIDE))?;
    Ok(code)
}

/// What symbol `symbol` of a `global_addr` names in a module of `data` data items and `externs`
/// external symbols.
fn symbol_target(symbol: u64, data: usize, externs: usize) -> Option<Target> {
    let k = usize::try_from(symbol).ok()?;
    if k < data {
        Some(Target::Data(k))
    } else if k - data < externs {
        Some(Target::External(k - data))
    } else {
        None
    }
}

/// Binds `trap` here and emits the stub the traps branch to (the target's: under AAPCS64
/// `mov x1, x0; mov x0, x16; bl opforge_trap; brk #1`), with its call's relocations, its local
/// symbol and [`TRAP_SYMBOL`] among the externals.
fn emit_trap_stub<T: RelocatableTarget>(
    code: &mut Code,
    buf: &mut T::Buffer,
    trap: LabelOf<T>,
) -> Result<(), ModuleError> {
    let unit = T::Buffer::UNIT_BYTES as u64;
    let stub_start = buf.len();
    let trap_fn = code.external(TRAP_SYMBOL).map_err(outside(OUTSIDE))?;
    buf.bind(trap).map_err(outside(OUTSIDE))?;
    let call = T::emit_trap_stub(buf).map_err(outside(OUTSIDE))?;
    for &(offset, kind) in T::CALL {
        code.relocations.push(Relocation {
            offset: unit * call as u64 + offset,
            kind,
            target: Target::External(trap_fn),
            addend: 0,
        });
    }
    code.functions.push(FunctionSymbol {
        name: TRAP_STUB_SYMBOL.into(),
        offset: unit * stub_start as u64,
        size: unit * (buf.len() - stub_start) as u64,
        global: false,
    });
    Ok(())
}
