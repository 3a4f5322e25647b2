//! The gate-graph runtime of `opforge-ir` (`ir-runtime/src/graph/`) serves any table: nothing in
//! it names a gate of the Circuit IR, neither by its spec name (`MERGE`) nor as an opcode
//! (`Opcode::Merge`), in any of its files or folders. Its tests, which run on a hand-written
//! fixture table, are not scanned.

use std::path::Path;

/// The words of `text`: runs of ASCII letters, digits and underscores.
fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
}

#[test]
fn the_generic_runtime_names_no_circuit_gate() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("workspace");
    let spec = ir_spec::Loader::new()
        .file(root.join("spec/circuit.yaml"))
        .load()
        .expect("the Circuit IR's table loads");
    let ir_spec::Loaded::Ir(spec) = spec else {
        panic!("spec/circuit.yaml is a kind: ir table");
    };
    let names: Vec<&str> = spec.gates.iter().map(|g| g.named.name.as_str()).collect();
    assert!(names.len() > 50 && names.contains(&"MERGE"));
    let dir = root.join("ir-runtime/src/graph");
    let mut scanned = 0;
    let mut folders = vec![dir.clone()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("a folder of the runtime's graph module") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                folders.push(path);
                continue;
            }
            if path.file_name().is_some_and(|n| n == "tests.rs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).expect("a source file");
            scanned += 1;
            let found: Vec<&str> = words(&text).filter(|w| names.contains(w)).collect();
            assert!(
                found.is_empty(),
                "{} names Circuit gates: {found:?}",
                path.display()
            );
            assert!(
                !text.contains("Opcode::"),
                "{} names an opcode",
                path.display()
            );
        }
    }
    assert!(scanned >= 7, "scanned {scanned} files of {}", dir.display());
}
