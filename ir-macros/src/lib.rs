//! Procedural macros of opforge, checked against the spec at compile time:
//!
//! - `spec!("spec/x.yaml")` expands to the same opcode layer the build script generates, with the
//!   path relative to the crate's `CARGO_MANIFEST_DIR`; the crate rebuilds when the YAML changes,
//!   and a spec error becomes a compile error quoting `spec/x.yaml:LINE:COL`, the rule and the
//!   hint, on the macro's argument. The generated code names its runtime by path
//!   (`::opforge_ir::OpcodeInfo`, ...), so the calling crate depends on `opforge-ir`; without it
//!   the macro call fails with one error naming the unlinked crate `opforge_ir`.
//! - `#[visitor("spec/x.yaml")]` on an `impl Visitor for ...` block checks that every
//!   `visit_<name>` method names an opcode or class of the spec ("did you mean" otherwise), and
//!   with `exhaustive` that every opcode is handled by its own method or one of its classes'.
//!
//! - `a64!(buf; add x0, x1, #4095; b.eq done; done:)` assembles A64 at compile time from the
//!   tables of `spec/arm64.yaml` into a `CodeBuffer`; mistakes are compile errors on the
//!   offending instruction. It is behind the `a64` feature (`ir-macros = { ..., features =
//!   ["a64"] }`), which builds the generated A64 layer into the macro crate.

#[cfg(feature = "a64")]
mod a64;
mod load;
mod spec_macro;
mod visitor;

use proc_macro::TokenStream;

/// Expands to the opcode layer generated from a spec file (path relative to the crate root):
/// `Opcode`, `Class`, `MachineType`, `OPCODE_INFO`, ... in the calling module, any module.
///
/// The calling crate must depend on `opforge-ir` (`opforge-ir = { path = "ir-runtime" }`, or the
/// version you use), the runtime the generated code names by path; without it the call fails with
/// "use of unresolved module or unlinked crate `opforge_ir`".
#[proc_macro]
pub fn spec(input: TokenStream) -> TokenStream {
    spec_macro::expand(input.into()).into()
}

/// Checks the `visit_<name>` methods of a visitor impl against a spec file:
/// `#[visitor("spec/circuit.yaml")]` or `#[visitor("spec/circuit.yaml", exhaustive)]`.
#[proc_macro_attribute]
pub fn visitor(args: TokenStream, item: TokenStream) -> TokenStream {
    visitor::expand(args.into(), item.into()).into()
}

/// Assembles LLVM-syntax A64 instructions at compile time into a code buffer:
/// `a64!(buf; add x0, x1, #4095; ldr x2, [x3, #8]; b.eq done; done:)`. Evaluates to
/// `Result<(), BufferError>`. Needs the `a64` feature.
#[cfg(feature = "a64")]
#[proc_macro]
pub fn a64(input: TokenStream) -> TokenStream {
    a64::expand(input.into()).into()
}
