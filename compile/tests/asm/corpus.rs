//! The corpus: every Circuit example and filetest, and random LIR functions, assembled to
//! their objects.

use super::*;

#[test]
fn every_circuit_example_and_filetest_assembles_to_its_object() {
    let dir = scratch("circuits");
    let mut total = AsmCounts::default();
    let mut modules = 0;
    for path in support::circuit_files(&["examples", "examples/c", "ir-core/tests/filetests"]) {
        let text = std::fs::read_to_string(&path).expect("the file");
        let stem = path.file_stem().and_then(|s| s.to_str()).expect("a name");
        let parsed = ir_core::text::parse_module(&text, stem).expect("the file parses");
        let mut module = ir_core::module::Module::new();
        for f in parsed.module.functions() {
            let circuit = match lower_function(&f.name, &f.circuit) {
                Ok(_) => f.circuit.clone(),
                Err(_) => support::stand_in(),
            };
            module.push(f.name.clone(), circuit).expect("unique names");
        }
        // interop.circuit calls C's c_square.
        let externs = ["c_square".to_owned()];
        for allocator in Allocator::ALL {
            let options = Options {
                checked: true,
                allocator,
            };
            let code = compile_module_code(&module, &externs, options)
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let name = format!("{stem}-{}", allocator.name());
            let counts = check(&code, &dir, &name);
            assert_eq!(counts.raw_words, 0, "{name}");
            add(&mut total, counts);
            modules += 1;
        }
    }
    println!("Circuit modules: {modules}, {total:?}");
    assert!(modules >= 2 * 15, "{modules} modules");
    assert!(total.instructions > 3000, "{total:?}");
    assert!(total.pc_relative > 300, "{total:?}");
}

#[test]
fn random_lir_functions_assemble_to_their_objects() {
    let dir = scratch("random");
    let mut total = AsmCounts::default();
    let seeds = 0..150u64;
    for seed in seeds.clone() {
        let code = LirModule::new(vec![support::random::random_function(seed)])
            .code()
            .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        let counts = check(&code, &dir, &format!("random-{seed}"));
        assert_eq!(counts.raw_words, 0, "seed {seed}");
        add(&mut total, counts);
    }
    println!("random modules: {}, {total:?}", seeds.count());
    assert!(total.instructions > 5000, "{total:?}");
    assert!(total.pc_relative > 300, "{total:?}");
}
