//! Entry points of generated code: owns [`include_ir!`](crate::include_ir), which includes a file
//! that `ir_spec::Builder` wrote to `OUT_DIR`, and the hidden forwarder through which
//! `ir_macros::spec!` expands. Both put the generated items in a module of their own (so no
//! `use` or item of the including module can change what the generated code names) and
//! re-export them, so they read as if written where the macro is called.

/// Includes an IR layer that `ir_spec::Builder` generated into `OUT_DIR`, by file name, into the
/// calling module (any module of any crate): `Opcode`, `Class` and `class_range`, `MachineType`,
/// `TypeSet`, `TypeVar`, `Flags`, `Root`, the bitfield enums and `OPCODE_INFO`.
///
/// ```text
/// // build.rs
/// fn main() {
///     ir_spec::Builder::new().spec("spec/myir.yaml").generate().unwrap_or_else(|e| e.exit());
/// }
/// // src/ir.rs
/// opforge_ir::include_ir!("myir.rs");
/// ```
///
/// The crate must depend on `opforge-ir`: the generated code names its runtime by absolute path
/// (`::opforge_ir::OpcodeInfo`, ...).
#[macro_export]
macro_rules! include_ir {
    ($file:literal) => {
        $crate::__ir_items! { include!(concat!(env!("OUT_DIR"), "/", $file)); }
    };
}

/// Expands to the generated items given to it, in a module of their own, re-exported. What
/// `include_ir!` and `ir_macros::spec!` expand to; not for direct use.
#[doc(hidden)]
#[macro_export]
macro_rules! __ir_items {
    ($($item:tt)*) => {
        // A crate uses some of the generated items, rarely all.
        #[allow(dead_code)]
        mod __opforge_ir {
            $($item)*
        }
        pub use __opforge_ir::*;
    };
}
