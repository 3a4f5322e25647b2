//! `opforge-compile`: the compiler pipeline's back end, table-driven, for A64. Its layout:
//!
//! - [`backend`], target-neutral: regalloc2 glue from the LIR table's allocation policy rows
//!   ([`regalloc`]), the frame and emission from the table's `abi` ([`emit`]), modules of
//!   functions calling each other ([`module`]), relocatable code ([`code`]), trap codes
//!   ([`trap`]);
//! - [`a64`], the A64 target: the LIR generated from `spec/lir-arm64.yaml` ([`lir`]), the
//!   emissions it hands to Rust ([`custom`]), the static executable with its `_start` harness
//!   ([`elf`], run by [`qemu`]), the ELF relocatable object ([`object`]) and the same code as
//!   GNU assembler source ([`asm`]);
//! - [`rv64`], the RISC-V RV64 target: the LIR generated from `spec/lir-riscv64.yaml`
//!   ([`rv64::lir`]), the emissions it hands to Rust ([`rv64::custom`]) and its static
//!   executable ([`rv64::target`], run under qemu-riscv64);
//! - [`circuit`], the Circuit pipeline: the scheduler ([`schedule`]), the lowering driver
//!   ([`lower`], one for both targets' tables) and the driver of a module of circuits
//!   ([`pipeline`], `compile_module_for::<Rv64>` for RV64).
//!
//! Each module is re-exported at the crate's root (`opforge_compile::emit` is
//! `opforge_compile::backend::emit`).
//!
//! # Entry point
//!
//! [`LirModule`] is a module of LIR functions (built with the generated [`lir::InstBuilder`]
//! over an [`opforge_cfg::Builder`]), its data items ([`code::Data`]) and the external symbols
//! it uses. It compiles to the static executable with its test harness
//! ([`LirModule::executable`]), an ELF relocatable object to link with C
//! ([`LirModule::object`]) or the same as GNU assembler source ([`LirModule::assembly`]), or
//! code bytes with a relocation list for a JIT
//! ([`LirModule::code`], placed by [`code::Code::link`]). Functions follow the `abi:` of
//! `spec/lir-arm64.yaml` (AAPCS64), so C calls them and they call C.
//!
//! ```
//! use opforge_cfg::{Builder, Function, UImm};
//! use opforge_compile::a64::reloc;
//! use opforge_compile::code::{Data, DataContents, RelocKind};
//! use opforge_compile::lir::{InstBuilder, Type};
//! use opforge_compile::{CompileError, LirModule};
//!
//! // bump(n): counter += n over a stack array of one element; returns the new counter.
//! let mut f = Function::new("bump", &[Type::I64], &[Type::I64]);
//! let mut b = Builder::new(&mut f);
//! let n = b.try_param(0).expect("n");
//! b.stack_slot(const { UImm::lit(8) }, 8); // slot 0: 8 bytes, 8-byte aligned
//! let slot = b.stack_addr(0);
//! let zero = b.iconst(0, Type::I64);
//! b.store_idx(n, slot, zero);
//! let n = b.load_idx(slot, zero, Type::I64);
//! let counter = b.global_addr(0); // data item 0
//! let old = b.load(counter, 0, Type::I64);
//! let new = b.iadd(old, n);
//! b.store(new, counter, 0);
//! b.ret(new);
//!
//! let mut module = LirModule::new(vec![f]);
//! module.push_data(Data {
//!     name: "counter".into(),
//!     contents: DataContents::Bytes(41i64.to_le_bytes().to_vec()),
//!     align: 8,
//!     read_only: false,
//! });
//! // An ELF relocatable object: link it with `aarch64-linux-gnu-gcc main.c bump.o`.
//! let object = module.object()?;
//! assert_eq!(&object[..4], b"\x7fELF");
//! // The same as GNU assembler source: `aarch64-linux-gnu-as bump.s -o bump.o`.
//! let source = module.assembly()?;
//! assert!(source.contains("\tadrp x") && source.contains(":lo12:counter"));
//! // Code and relocations for a JIT: the ADRP and ADD of `counter`.
//! let code = module.code()?;
//! let kinds: Vec<RelocKind> = code.relocations.iter().map(|r| r.kind).collect();
//! assert_eq!(kinds, [reloc::ADR_PREL_PG_HI21, reloc::ADD_ABS_LO12_NC]);
//! // The static executable whose harness calls bump(1): run it with `qemu::run`.
//! let program = module.executable(&[(0, vec![opforge_compile::elf::HarnessArg::Int(1)])])?;
//! assert_eq!(&program.elf[..4], b"\x7fELF");
//! # Ok::<(), CompileError>(())
//! ```

pub mod a64;
pub mod backend;
pub mod circuit;
pub mod rv64;
pub mod targets;

pub use a64::target::A64;
pub use a64::unit::{CompileError, LirModule};
pub use a64::{asm, custom, elf, lir, qemu};
pub use backend::{
    code, emit, emulator, executable, listing, module, object, regalloc, sites, target, trap,
};
pub use circuit::{lower, pipeline, schedule};
