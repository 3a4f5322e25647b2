//! `opforge-machine`: the runtime of every machine layer that `ir-spec` generates from an ISA
//! table (`spec/arm64.yaml` for `opforge-arm64`, or your own). It owns what the generated code
//! calls: the error types, the parse cursor, the total arithmetic of table expressions, the
//! metadata row types, and (in [`buffer`]) the code buffer every machine crate instantiates with
//! its own [`buffer::Target`]. It names no target: what is one machine's (A64's immediate
//! codecs, in `opforge-arm64-imm`) lives in that machine's folder.
//!
//! A crate with its own table generates the code in its build script with
//! `ir_spec::Builder` (the table says `kind: isa`) and includes it with [`include_machine!`]:
//!
//! ```text
//! // build.rs
//! fn main() {
//!     ir_spec::Builder::new()
//!         .spec("spec/mymachine.yaml")
//!         .generate()
//!         .unwrap_or_else(|e| e.exit());
//! }
//! // src/lib.rs: `Inst`, `Form`, the operand types, `Decoded`, `encode::*`, ...
//! opforge_machine::include_machine!("mymachine.rs");
//! ```

pub mod buffer;
mod expr;
mod operand;
mod parse;
mod rows;

pub use expr::{ex_div, ex_rem, ex_shl, ex_shr};
pub use operand::{IntoOperand, OperandError, OperandValue};
pub use opforge_shapes::{closest, edit_distance};
pub use parse::{
    Candidate, Cursor, Fail, ParseError, literal_value, numbered, operand_message, parse_among,
    parse_with,
};
pub use rows::{AliasInfo, FieldInfo, FormInfo};

/// Includes the machine layer generated into `OUT_DIR/$file` by `ir_spec::Builder`,
/// with the names it uses from this crate, and re-exports everything it defines.
#[macro_export]
macro_rules! include_machine {
    ($file:literal) => {
        // Every operand type gets the same methods (`expr` for alias expressions, `raw`,
        // `from_raw`); a table's aliases and encodings use most, not all, of them.
        #[allow(dead_code)]
        mod generated {
            use $crate::{self as support, AliasInfo, FieldInfo, FormInfo};
            include!(concat!(env!("OUT_DIR"), "/", $file));
        }
        pub use generated::*;
    };
}
