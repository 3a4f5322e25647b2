//! A64's entry point: owns [`LirModule`], a module of LIR functions with its data
//! items and external symbols, and the three things it compiles to: the static executable with
//! its test harness ([`LirModule::executable`]), an ELF relocatable object
//! ([`LirModule::object`]) or the same as GNU assembler source ([`LirModule::assembly`]), or
//! code bytes with their relocations for a JIT ([`LirModule::code`]). See the crate's
//! documentation for an example.
//!
//! Numbering, as the LIR's immediates see it: a `call`'s callee is a position in
//! [`LirModule::functions`], or past them an external symbol (callee `functions.len() + k` is
//! `externs[k]`); a `global_addr`'s symbol is a position in [`LirModule::data`], or past them an
//! external symbol (symbol `data.len() + k` is `externs[k]`).

use core::fmt;

use opforge_cfg::{Function, ImmOutOfRange, Immediate};

use crate::a64::entry::{compile_code_with, compile_program};
use crate::asm::{AsmError, write_gnu};
use crate::code::{Code, Data};
use crate::elf::HarnessArg;
use crate::lir::Opcode;
use crate::module::{ModuleError, Options, Program};
use crate::object::{ObjectError, write_object};

/// A module of LIR functions, its data items and the external symbols it calls or addresses.
#[derive(Clone, Debug, Default)]
pub struct LirModule {
    /// The functions, in the order a `call`'s callee index counts them.
    pub functions: Vec<Function<Opcode>>,
    /// The data items, in the order a `global_addr`'s symbol counts them.
    pub data: Vec<Data>,
    /// The external symbols (functions or data another object defines; only an object or a
    /// JIT can have them).
    pub externs: Vec<String>,
    /// Whether to verify and check each function, and which allocator runs.
    pub options: Options,
}

/// Why a [`LirModule`] did not compile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CompileError {
    /// A function (or the code around them) did not compile.
    Module(ModuleError),
    /// The object could not be written.
    Object(ObjectError),
    /// The assembler source could not be written.
    Asm(AsmError),
}

impl fmt::Display for CompileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CompileError::Module(e) => write!(f, "{e}"),
            CompileError::Object(e) => write!(f, "{e}"),
            CompileError::Asm(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for CompileError {}

impl From<ModuleError> for CompileError {
    fn from(e: ModuleError) -> Self {
        CompileError::Module(e)
    }
}

impl From<AsmError> for CompileError {
    fn from(e: AsmError) -> Self {
        CompileError::Asm(e)
    }
}

impl From<ObjectError> for CompileError {
    fn from(e: ObjectError) -> Self {
        CompileError::Object(e)
    }
}

impl LirModule {
    /// A module of `functions`, without data or external symbols, checked (the LIR verifier
    /// and regalloc2's checker run) with the backtracking allocator.
    pub fn new(functions: Vec<Function<Opcode>>) -> LirModule {
        LirModule {
            functions,
            options: Options::checked(true),
            ..LirModule::default()
        }
    }

    /// Adds a data item; returns its index (a `global_addr`'s symbol).
    pub fn push_data(&mut self, data: Data) -> usize {
        self.data.push(data);
        self.data.len() - 1
    }

    /// Adds an external symbol; returns its index `k` (see [`Self::extern_callee`] and
    /// [`Self::extern_symbol`]).
    pub fn push_extern(&mut self, name: &str) -> usize {
        self.externs.push(name.to_owned());
        self.externs.len() - 1
    }

    /// The callee index a `call` gives external symbol `k` (once every function is in), or
    /// why it does not fit the LIR's 32-bit `func` immediate.
    pub fn extern_callee(&self, k: usize) -> Result<u32, ImmOutOfRange> {
        index(self.functions.len().saturating_add(k))
    }

    /// The symbol index a `global_addr` gives external symbol `k` (once every data item is
    /// in), or why it does not fit the LIR's 32-bit `symbol` immediate.
    pub fn extern_symbol(&self, k: usize) -> Result<u32, ImmOutOfRange> {
        index(self.data.len().saturating_add(k))
    }

    /// The static executable with its `_start` harness calling function `i` once per case
    /// `(i, args)` and writing each result (see [`crate::elf`]; run it with [`crate::qemu`]).
    /// The data items follow the code; an external symbol is an error where it is used.
    pub fn executable(&self, cases: &[(usize, Vec<HarnessArg>)]) -> Result<Program, CompileError> {
        Ok(compile_program(
            &self.functions,
            &self.data,
            cases,
            self.options,
        )?)
    }

    /// Code bytes with their symbols and relocations, for a JIT to place with
    /// [`Code::link`] (or for [`crate::object`] to write).
    pub fn code(&self) -> Result<Code, CompileError> {
        Ok(compile_code_with(
            &self.functions,
            &self.externs,
            &self.data,
            self.options,
        )?)
    }

    /// An AArch64 ELF relocatable object: each function a global symbol, the data items in
    /// `.data`, `.bss` and `.rodata`, calls and addresses as relocations (see [`crate::object`]).
    pub fn object(&self) -> Result<Vec<u8>, CompileError> {
        Ok(write_object(&self.code()?)?)
    }

    /// The object of [`Self::object`] as GNU assembler source for AArch64, which
    /// `aarch64-linux-gnu-as` assembles (see [`crate::asm`]).
    pub fn assembly(&self) -> Result<String, CompileError> {
        Ok(write_gnu(&self.code()?)?)
    }
}

/// A module's count as a 32-bit index immediate.
fn index(n: usize) -> Result<u32, ImmOutOfRange> {
    u32::from_imm(i64::try_from(n).unwrap_or(i64::MAX))
}
