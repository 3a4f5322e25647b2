//! Procedural macros of opforge. This crate will own `spec!("spec/x.yaml")` (the build script's
//! generated code inside a downstream crate, with spec errors as compile errors), the `#[visitor]`
//! check of visitor methods against the spec, and the `a64!` compile-time assembler. It is empty
//! until the issue "Compile-time guarantees" fills it.
