//! The RISC-V test table (`tests/specs/rv64.yaml`, checked against llvm-mc by `cargo_build.rs`)
//! loads without any codec: it uses only the built-in operand kinds.

#[test]
fn the_risc_v_table_needs_no_codec() {
    let root = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.."));
    let isa = ir_spec::Loader::new()
        .file_as(root.join("tests/specs/rv64.yaml"), "tests/specs/rv64.yaml")
        .load_isa()
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(isa.encodings.iter().filter(|e| e.width == 16).count(), 17);
}
