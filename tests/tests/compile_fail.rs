//! Compile-time guarantees. Each case under `ui/fail/` is one distinct mistake (bad YAML through
//! `spec!`, a visitor method the spec does not know, a typed-builder misuse) that must fail to
//! compile with the message in its `.stderr` snapshot, proven with trybuild. Each case under
//! `ui/pass/` is the correct use: it must compile and its `main` must run to the end.
//!
//! The passing cases are modules of this test binary rather than trybuild cases: trybuild checks
//! its compile-fail cases with `cargo check` (all of them in one parallel cargo run), but one
//! passing case makes it `cargo build` every dependency again in its own target directory, the
//! generated A64 layer included, and then every case one at a time. Here the passing cases are
//! compiled with the rest of the workspace's tests, over the dependencies already built.

#[test]
fn compile_fail_cases() {
    trybuild::TestCases::new().compile_fail("ui/fail/*.rs");
}

/// For each passing case `ui/pass/NAME.rs`, a module holding it as written and a test that runs its
/// `main`; and [`PASS`], their names.
macro_rules! pass {
    ($($name:ident),* $(,)?) => {
        $(
            // The machine layer `spec!` expands for the tiny table of `spec_machine` holds a
            // range clippy finds empty (trybuild never ran clippy over these cases).
            #[allow(clippy::reversed_empty_ranges)]
            mod $name {
                include!(concat!("../ui/pass/", stringify!($name), ".rs"));

                #[test]
                fn compiles_and_runs() {
                    main();
                }
            }
        )*
        /// The passing cases, by name.
        const PASS: &[&str] = &[$(stringify!($name)),*];
    };
}

pass!(
    a64_assemble,
    a64_runtime_operands,
    builder_typed,
    lir_custom,
    own_ir_typed_handles,
    spec_in_any_module,
    spec_machine,
    spec_valid,
    visitor_checked,
);

/// Every file under `ui/pass/` is one of the cases above: a new case cannot be left unrun.
#[test]
fn every_pass_case_runs() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/ui/pass");
    let mut found: Vec<String> = std::fs::read_dir(dir)
        .expect("ui/pass")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    found.sort();
    let mut listed: Vec<String> = PASS.iter().map(|n| format!("{n}.rs")).collect();
    listed.sort();
    assert_eq!(found, listed, "add the new case to `pass!` in this file");
}
