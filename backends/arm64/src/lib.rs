//! `opforge-arm64`: the ARM64 (A64) machine-code layer generated from `spec/arm64.yaml`. One table
//! drives everything here: typed registers (`XReg`, `WReg`, `XRegOrSp`, `SReg`, `DReg`, ...),
//! immediate types that can only hold legal values (the logical bitmask immediate, FMOV's 8-bit
//! float, scaled offsets), one constructor per form returning an [`OperandError`] that names the
//! operand and its legal range, the [`Inst`] enum with [`Inst::encode`], [`Inst::decode`],
//! `Display` in LLVM syntax (choosing the alias LLVM prints) and `FromStr` (aliases included),
//! plus the [`CodeBuffer`] with labels and fixups for PC-relative forms, and the multi-statement
//! [`assembler`] (labels, directives, expressions, literal pool) over the parser.
//!
//! ```
//! use opforge_arm64::{Inst, XReg, XRegOrSp};
//!
//! let add = Inst::add_x_shifted(XReg::X0, XReg::X1, XReg::X2, opforge_arm64::Shift::LSL, 0)?;
//! assert_eq!(add.encode(), 0x8b02_0020);
//! assert_eq!(add.to_string(), "add x0, x1, x2");
//! assert_eq!(Inst::decode(0x8b02_0020), Some(add));
//! assert_eq!("add x0, x1, x2".parse::<Inst>()?, add);
//! // An immediate out of range is an error naming the operand.
//! let err = Inst::add_x_imm(XRegOrSp::X0, XRegOrSp::SP, 4096, 0).unwrap_err();
//! assert_eq!(err.to_string(), "`imm12` = 4096 is out of range; legal: 0..=4095");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod assembler;
pub mod buffer;

opforge_machine::include_machine!("arm64.rs");

pub use buffer::{BufferError, CodeBuffer, Label};
/// The runtime the generated code uses (error types, parse cursor, immediate encodings, table
/// rows), from `opforge-machine`.
pub use opforge_machine as support;
pub use opforge_machine::{OperandError, OperandValue, ParseError};
