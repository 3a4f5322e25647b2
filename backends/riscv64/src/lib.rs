//! `opforge-riscv64`: the RISC-V RV64GC machine-code layer generated from `spec/riscv64.yaml`.
//! One table drives everything here: typed registers (`XReg`, `FReg`, the compressed forms'
//! `CReg` and `CFReg`, classes that exclude `zero`), immediates that can only hold legal values,
//! one constructor per form returning an [`OperandError`] that names the operand and its legal
//! range, and the [`Inst`] enum with [`Inst::encode`], [`Inst::decode`], [`Inst::size`] (2 for
//! the C extension's forms, 4 for the others), `Display` in LLVM syntax (choosing the alias LLVM
//! prints, such as `mv` or `ret`) and `FromStr` (aliases included), plus the [`CodeBuffer`]
//! with labels, fixups for the branches and JAL, islands of veneers for B-type branches whose
//! labels lie beyond their reach, and the inversion of a branch over a jump (the machinery is
//! `opforge_machine::buffer`, shared with the A64 layer).
//!
//! ```
//! use opforge_riscv64::Inst;
//!
//! let add: Inst = "add a0, a1, a2".parse()?;
//! assert_eq!(add.encode(), 0x00c5_8533);
//! assert_eq!(add.size(), 4);
//! assert_eq!(Inst::decode(0x00c5_8533), Some(add));
//! // The alias LLVM prints.
//! assert_eq!(Inst::decode(0x0000_8067).map(|i| i.to_string()).as_deref(), Some("ret"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod buffer;
pub mod sweep;

opforge_machine::include_machine!("riscv64.rs");

pub use buffer::{BufferError, CodeBuffer, Label};

/// The runtime the generated code uses (error types, parse cursor, table rows), from
/// `opforge-machine`.
pub use opforge_machine as support;
pub use opforge_machine::{OperandError, OperandValue, ParseError};
