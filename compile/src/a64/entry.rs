//! A64's entry points as free functions, the target fixed: a module of A64 LIR functions
//! compiled into a static executable with its `_start` harness ([`compile`], [`compile_with`],
//! [`compile_program`]) or into relocatable code ([`compile_code`], [`compile_code_with`]), and
//! the ADRP+ADD pair that addresses a data item ([`data_address`]). Each is the target-neutral
//! back end's generic function (`compile_program_for`, `compile_code_for`) at [`A64`];
//! [`LirModule`](crate::LirModule) is the same as a value.

use opforge_arm64::{Inst, XReg};
use opforge_cfg::Function;

use crate::a64::target::A64;
use crate::code::{Code, Data, Relocation, Target, compile_code_for};
use crate::elf::HarnessArg;
use crate::lir::Opcode;
use crate::module::{ModuleError, Options, Program, compile_program_for};

/// Compiles `functions` (a call's callee index is a position in this list) and a `_start` that
/// calls function `i` on each case `(i, args)`, with regalloc2's backtracking allocator; with
/// `checked`, the LIR verifier checks every function and regalloc2's checker every allocation.
pub fn compile(
    functions: &[Function<Opcode>],
    cases: &[(usize, Vec<i64>)],
    checked: bool,
) -> Result<Program, ModuleError> {
    let cases: Vec<(usize, Vec<HarnessArg>)> = cases
        .iter()
        .map(|(i, args)| (*i, args.iter().map(|&a| HarnessArg::Int(a)).collect()))
        .collect();
    compile_with(functions, &cases, Options::checked(checked))
}

/// [`compile`] with arguments of any kind (floats go in d0.., see [`HarnessArg`]) and a choice
/// of allocator.
pub fn compile_with(
    functions: &[Function<Opcode>],
    cases: &[(usize, Vec<HarnessArg>)],
    options: Options,
) -> Result<Program, ModuleError> {
    compile_program(functions, &[], cases, options)
}

/// [`compile_with`] with the module's data items, which the executable places after its code
/// (initialized and read-only bytes in the file, zero-filled ones past its end in memory; one
/// segment, readable, writable and executable): a `global_addr` of symbol `k` addresses
/// `data[k]`. The executable has no external symbols: a `global_addr` past the data items, or a
/// call past the functions, is an error.
pub fn compile_program(
    functions: &[Function<Opcode>],
    data: &[Data],
    cases: &[(usize, Vec<HarnessArg>)],
    options: Options,
) -> Result<Program, ModuleError> {
    compile_program_for::<A64>(functions, data, cases, options)
}

/// Compiles `functions` (a call's callee index is a position in this list, or past it an index
/// into `externs`) into relocatable code, without a harness: each function a global symbol,
/// every call a `R_AARCH64_CALL26` relocation, traps through [`TRAP_SYMBOL`](crate::code::TRAP_SYMBOL) (see [`crate::code`]'s
/// documentation). With `options.checked`, the LIR verifier checks every function and regalloc2's
/// checker every allocation.
pub fn compile_code(
    functions: &[Function<Opcode>],
    externs: &[String],
    options: Options,
) -> Result<Code, ModuleError> {
    compile_code_with(functions, externs, &[], options)
}

/// [`compile_code`] with the module's data items: a `global_addr` of symbol `k` addresses
/// `data[k]` (in `.data`, `.bss` or `.rodata` by its kind), or for `k` past them the external
/// symbol `externs[k - data.len()]`, through an `R_AARCH64_ADR_PREL_PG_HI21` and an
/// `R_AARCH64_ADD_ABS_LO12_NC` relocation.
pub fn compile_code_with(
    functions: &[Function<Opcode>],
    externs: &[String],
    data: &[Data],
    options: Options,
) -> Result<Code, ModuleError> {
    compile_code_for::<A64>(functions, externs, data, options)
}

/// `adrp xd, <data>; add xd, xd, :lo12:<data>` for a function's instructions at byte `offset`
/// of it: the two words (their address fields zero) and their relocations (offsets from the
/// function's first byte, as [`Code::push_function`] takes them).
pub fn data_address(
    rd: u8,
    data: usize,
    offset: u64,
) -> Result<([u32; 2], [Relocation; 2]), opforge_arm64::OperandError> {
    let xd = XReg::new(rd)?;
    let xd_sp = opforge_arm64::XRegOrSp::new(rd)?;
    let adrp = Inst::adrp(xd, 0)?;
    let add = Inst::add_x_imm(xd_sp, xd_sp, 0, 0)?;
    let reloc = |offset, kind| Relocation {
        offset,
        kind,
        target: Target::Data(data),
        addend: 0,
    };
    Ok((
        [adrp.encode(), add.encode()],
        [
            reloc(offset, crate::a64::reloc::ADR_PREL_PG_HI21),
            reloc(offset + 4, crate::a64::reloc::ADD_ABS_LO12_NC),
        ],
    ))
}
