//! Code generation: the SysY IR (`spec/sysy.yaml`, crate `sysy-ir`) lowered to the A64 LIR by
//! the table `spec/lower-sysy-arm64.yaml` through the generic driver of `opforge_cfg::lower`,
//! into a module of `opforge-compile`'s back end (regalloc2, frames, emission, objects).
//!
//! - [`rules`]: the rules the build script generated from the table;
//! - [`custom`]: the rules the table leaves to the compiler (float constants, stack slots,
//!   `gep` and the loads and stores that fold it);
//! - [`address`]: address arithmetic (strides from pointer types, folded constant indexes);
//! - [`cleanup`]: the constants hand-written rules leave unread, removed;
//! - [`layout`]: sizes and alignments of the IR's types in memory;
//! - [`data`]: the module's globals as data items;
//! - [`divide`]: division and remainder by constants;
//! - [`wide`]: calls of functions of more arguments than the back end passes;
//! - [`error`]: why lowering fails, [`CodegenError`].
//!
//! Numbering carries over unchanged: function `k` of the IR module is function `k` of the LIR
//! module, its extern `k` the LIR module's extern `k` (so callee `functions.len() + k` is the
//! same external function on both sides), its global `k` data item `k`.
//!
//! ```
//! use opforge_cfg::{Module, parse_module};
//! use sysy_ir::Opcode;
//!
//! let module: Module<Opcode> = parse_module(
//!     "function %twice(i32) -> i32 {\nblock0(v0: i32):\n    v1 = iadd v0, v0\n    ret v1\n}\n",
//! )?;
//! let lir = sysyc::codegen::lower_module(&module)?;
//! assert_eq!(lir.functions.len(), 1);
//! assert!(lir.code().is_ok());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod address;
pub mod cleanup;
pub mod custom;
pub mod data;
pub mod divide;
pub mod error;
pub mod layout;
pub mod rules;
pub mod wide;

use opforge_cfg::{Function, Module};
use opforge_compile::LirModule;
use opforge_compile::lir::Opcode as LirOp;
use sysy_ir::Opcode;

pub use custom::Lowerer;
pub use error::CodegenError;
pub use wide::Overflow;

/// Lowers one function of the SysY IR to the A64 LIR, calling the module's functions as
/// `wide` says (see [`wide`]; one entry per function of the module, `None` for AAPCS64).
pub fn lower_function(
    source: &Function<Opcode>,
    wide: &[Option<Overflow>],
) -> Result<Function<LirOp>, CodegenError> {
    let mut rules = rules::Rules {
        custom: Lowerer::new(wide),
    };
    let mut target = opforge_cfg::lower::lower(&mut rules, source)
        .map_err(|e| CodegenError::lower(source, e))?;
    rules.custom.renumber_slots(&mut target);
    cleanup::remove_unused(&mut target);
    if let Some(overflow) = Overflow::of(source.params()) {
        overflow.split_entry(&mut target);
    }
    Ok(target)
}

/// Lowers a SysY IR module (verified by `sysy_ir::verify`) to an A64 LIR module: its
/// functions in order, its globals as data items in order, its externs as the LIR module's
/// external symbols in order. The result is checked (the LIR verifier and regalloc2's checker
/// run when it compiles); set its `options` to change that.
pub fn lower_module(module: &Module<Opcode>) -> Result<LirModule, CodegenError> {
    let wide: Vec<Option<Overflow>> = module
        .functions
        .iter()
        .map(|f| Overflow::of(f.params()))
        .collect();
    let functions = module
        .functions
        .iter()
        .map(|f| lower_function(f, &wide))
        .collect::<Result<Vec<_>, _>>()?;
    let mut lir = LirModule::new(functions);
    for global in &module.globals {
        lir.push_data(data::data_item(global)?);
    }
    for ext in &module.externs {
        lir.push_extern(&ext.name);
    }
    Ok(lir)
}
