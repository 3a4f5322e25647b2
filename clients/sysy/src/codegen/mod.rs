//! Code generation: the SysY IR (`spec/sysy.yaml`, crate `sysy-ir`) lowered to a target's LIR
//! by its table through the generic driver of `opforge_cfg::lower`, into a module of
//! `opforge-compile`'s back end (regalloc2, frames, emission, objects): the A64 LIR by
//! `spec/lower-sysy-arm64.yaml` ([`arm64`]), the RV64 LIR by `spec/lower-sysy-riscv64.yaml`
//! ([`riscv64`]).
//!
//! What no target changes is shared, generic over the [`Machine`] each target implements:
//! - [`custom`]: the rules the tables leave to the compiler (float constants, stack slots,
//!   `gep` and the loads and stores that fold it, calls), as [`Lowerer`];
//! - [`address`]: address arithmetic (strides from pointer types, folded constant indexes);
//! - [`cleanup`]: the constants hand-written rules leave unread, removed;
//! - [`layout`]: sizes and alignments of the IR's types in memory;
//! - [`data`]: the module's globals as data items;
//! - [`divide`]: multiplication, division and remainder by constants;
//! - [`wide`]: calls of functions of more arguments than the back end passes;
//! - [`machine`]: what the shared rules need of a target;
//! - [`error`]: why lowering fails, [`CodegenError`].
//!
//! Each target's folder holds its generated `rules` and its own hand-written ones (A64's
//! compare-and-branch with an immediate).
//!
//! Numbering carries over unchanged: function `k` of the IR module is function `k` of the LIR
//! module, its extern `k` the LIR module's extern `k` (so callee `functions.len() + k` is the
//! same external function on both sides), its global `k` data item `k`.
//!
//! ```
//! use opforge_cfg::{Module, parse_module};
//! use opforge_compile::rv64::target::Rv64;
//! use sysy_ir::Opcode;
//!
//! let module: Module<Opcode> = parse_module(
//!     "function %twice(i32) -> i32 {\nblock0(v0: i32):\n    v1 = iadd v0, v0\n    ret v1\n}\n",
//! )?;
//! let lir = sysyc::codegen::lower_module(&module)?;
//! assert_eq!(lir.functions.len(), 1);
//! assert!(lir.code().is_ok());
//! let rv64 = sysyc::codegen::lower_module_for::<Rv64>(&module)?;
//! assert!(rv64.code(true).is_ok());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod address;
pub mod arm64;
pub mod cleanup;
pub mod custom;
pub mod data;
pub mod divide;
pub mod error;
pub mod layout;
pub mod machine;
pub mod riscv64;
pub mod wide;

use opforge_cfg::{Function, Module};
use opforge_compile::code::{Code, Data, compile_code_for};
use opforge_compile::lir::Opcode as LirOp;
use opforge_compile::module::Options;
use opforge_compile::object::write_object;
use opforge_compile::{A64, CompileError, LirModule};
use sysy_ir::Opcode;

pub use custom::Lowerer;
pub use error::CodegenError;
pub use machine::Machine;
pub use wide::Overflow;

/// A SysY IR module lowered to machine `M`'s LIR: its functions, data items and external
/// symbols, numbered as the IR numbers them.
#[derive(Clone, Debug)]
pub struct Lowered<M: Machine> {
    /// The functions, in the IR's order.
    pub functions: Vec<Function<M::Op>>,
    /// The globals as data items, in the IR's order.
    pub data: Vec<Data>,
    /// The externs (the runtime library's functions), in the IR's order.
    pub externs: Vec<String>,
}

impl<M: Machine> Lowered<M> {
    /// Relocatable code, with the LIR verifier and regalloc2's checker on when `checked`.
    pub fn code(&self, checked: bool) -> Result<Code, CompileError> {
        Ok(compile_code_for::<M>(
            &self.functions,
            &self.externs,
            &self.data,
            Options::checked(checked),
        )?)
    }

    /// The ELF relocatable object of [`Self::code`].
    pub fn object(&self, checked: bool) -> Result<Vec<u8>, CompileError> {
        Ok(write_object(&self.code(checked)?)?)
    }
}

/// Lowers one function of the SysY IR to machine `M`'s LIR, calling the module's functions as
/// `wide` says (see [`wide`]; one entry per function of the module, `None` for the LIR's own
/// convention).
pub fn lower_function_for<M: Machine>(
    source: &Function<Opcode>,
    wide: &[Option<Overflow>],
) -> Result<Function<M::Op>, CodegenError> {
    let (lowered, custom) = M::lower(Lowerer::new(wide), source);
    let mut target = lowered.map_err(|e| CodegenError::lower(source, e))?;
    custom.renumber_slots(&mut target);
    cleanup::remove_unused::<M>(&mut target);
    if let Some(overflow) = Overflow::of(source.params()) {
        overflow.split_entry::<M>(&mut target);
    }
    Ok(target)
}

/// Lowers one function of the SysY IR to the A64 LIR (see [`lower_function_for`]).
pub fn lower_function(
    source: &Function<Opcode>,
    wide: &[Option<Overflow>],
) -> Result<Function<LirOp>, CodegenError> {
    lower_function_for::<A64>(source, wide)
}

/// Lowers a SysY IR module (verified by `sysy_ir::verify`) to machine `M`'s LIR: its functions
/// in order, its globals as data items in order, its externs as external symbols in order.
pub fn lower_module_for<M: Machine>(module: &Module<Opcode>) -> Result<Lowered<M>, CodegenError> {
    let wide: Vec<Option<Overflow>> = module
        .functions
        .iter()
        .map(|f| Overflow::of(f.params()))
        .collect();
    let functions = module
        .functions
        .iter()
        .map(|f| lower_function_for::<M>(f, &wide))
        .collect::<Result<Vec<_>, _>>()?;
    let data = module
        .globals
        .iter()
        .map(data::data_item)
        .collect::<Result<Vec<_>, _>>()?;
    let externs = module.externs.iter().map(|e| e.name.clone()).collect();
    Ok(Lowered {
        functions,
        data,
        externs,
    })
}

/// Lowers a SysY IR module (verified by `sysy_ir::verify`) to an A64 LIR module (see
/// [`lower_module_for`]). The result is checked (the LIR verifier and regalloc2's checker run
/// when it compiles); set its `options` to change that.
pub fn lower_module(module: &Module<Opcode>) -> Result<LirModule, CodegenError> {
    Ok(lower_module_for::<A64>(module)?.into_lir_module())
}

impl Lowered<A64> {
    /// The A64 back end's module of these functions, data items and externs (checked; set its
    /// `options` to change that), which also writes GNU assembly.
    pub fn into_lir_module(self) -> LirModule {
        let mut lir = LirModule::new(self.functions);
        for d in self.data {
            lir.push_data(d);
        }
        for ext in &self.externs {
            lir.push_extern(ext);
        }
        lir
    }
}
