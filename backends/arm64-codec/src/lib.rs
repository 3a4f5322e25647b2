//! `opforge-arm64-codec`: what A64 adds to opforge's target-neutral ISA model. Its operand kinds
//! ([`Bitmask`], [`Fbits`], [`Fpimm8`], [`Pstate`], [`RegPair`], [`SysReg`], [`Wide`]) implement `ir_spec::isa::OperandCodec`, and its expression
//! builtins ([`builtins`]) are the ones `spec/arm64.yaml`'s aliases call. Every user that loads
//! the A64 table registers them:
//!
//! ```
//! let isa = ir_spec::Loader::new()
//!     .codecs(opforge_arm64_codec::codecs())
//!     .file_as(concat!(env!("CARGO_MANIFEST_DIR"), "/../../spec/arm64.yaml"), "spec/arm64.yaml")
//!     .load_isa()
//!     .expect("the A64 table is valid");
//! assert!(isa.types.iter().any(|t| t.name == "Bitmask64"));
//! ```
//!
//! The codecs decide legality, encode and decode by calling the pure functions of
//! `opforge_arm64_imm`, the same ones the generated code calls at run time, so the
//! validator's overlap proof and the runtime share one definition of each.

/// The `params` and `check` of a codec kind that takes no parameters.
macro_rules! without_params {
    () => {
        fn params(&self) -> &[&str] {
            &[]
        }

        fn check(&self, _: &Params) -> Result<(), ir_spec::isa::codec::ParamError> {
            Ok(())
        }
    };
}

/// The `params` and `check` of a codec kind whose one parameter is `width` (32 or 64).
macro_rules! width_params {
    () => {
        fn params(&self) -> &[&str] {
            &["width"]
        }

        fn check(&self, params: &Params) -> Result<(), ir_spec::isa::codec::ParamError> {
            crate::register_width(self.kind(), params).map(|_| ())
        }
    };
}

mod bitmask;
mod builtins;
mod fbits;
mod fpimm8;
mod named;
mod pstate;
mod regpair;
mod sysreg;
pub mod sysreg_names;
mod wide;

pub use bitmask::Bitmask;
pub use builtins::builtins;
pub use fbits::{Fbits, decode_fbits, encode_fbits, fbits_legal};
pub use fpimm8::Fpimm8;
pub use pstate::Pstate;
pub use regpair::{RegPair, pair_text};
pub use sysreg::{SysReg, generic_name};
pub use wide::Wide;

use ir_spec::isa::Codecs;
use ir_spec::isa::codec::{ParamError, Params, RustType};

/// Every A64 operand codec and builtin, to register with `Loader::codecs` or
/// `Builder::codecs`.
pub fn codecs() -> Codecs {
    builtins()
        .into_iter()
        .fold(Codecs::new(), Codecs::builtin)
        .codec(Bitmask)
        .codec(Fbits)
        .codec(Fpimm8)
        .codec(Pstate)
        .codec(RegPair)
        .codec(SysReg { write: false })
        .codec(SysReg { write: true })
        .codec(Wide)
}

/// The `width` parameter of a kind that belongs to a 32- or 64-bit register.
fn register_width(kind: &str, params: &Params) -> Result<u32, ParamError> {
    match params.get("width") {
        Some(w @ (32 | 64)) => Ok(w as u32),
        Some(w) => Err(ParamError {
            param: Some("width".into()),
            message: format!("`width` is {w}; it must be 32 or 64"),
        }),
        None => Err(ParamError {
            param: None,
            message: format!("an operand type of kind `{kind}` needs `width`"),
        }),
    }
}

/// The register width of checked parameters (64 if absent, which `check` refuses).
fn width_of(params: &Params) -> u32 {
    if params.get("width") == Some(32) {
        32
    } else {
        64
    }
}

/// The generated newtype's raw bits (`self.0`) as a `u32`, whatever its storage.
fn raw_u32(ty: RustType<'_>) -> &'static str {
    if ty.storage == "u32" {
        "self.0"
    } else {
        "self.0 as u32"
    }
}
