//! Compile-time guarantees, proven with trybuild: each case under `ui/fail/` is one distinct
//! mistake (bad YAML through `spec!`, a visitor method the spec does not know, a typed-builder
//! misuse) that must fail to compile with the message in its `.stderr` snapshot; each case under
//! `ui/pass/` is the correct use and must compile.

#[test]
fn compile_time_guarantees() {
    let t = trybuild::TestCases::new();
    t.compile_fail("ui/fail/*.rs");
    t.pass("ui/pass/*.rs");
}
