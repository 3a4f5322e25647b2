//! The system registers LLVM 14 names, by their 15-bit encoding `o0:op1:CRn:CRm:op2` (`op0` is
//! `2 + o0`), in LLVM's spelling: what `llvm-mc --disassemble -mattr=+v8a,+fp-armv8,+lse,+fullfp16`
//! prints for MRS and for MSR. Every other encoding is written generically (`S3_3_C13_C0_2`).
//! `backends/arm64/tests/llvm_mc.rs` checks both tables against llvm-mc over all 2^15 encodings,
//! in both directions.
//!
//! The two tables are sorted by encoding: [`READ`] (in `read.rs`) for MRS, [`WRITE`] (in
//! `write.rs`) for MSR.

mod read;
mod write;

pub use read::READ;
pub use write::WRITE;
