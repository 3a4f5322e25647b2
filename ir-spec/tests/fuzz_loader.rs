//! Fuzz test of the loader, validator and generator: thousands of seeded mutants of real specs
//! must never panic. A mutant that loads must generate Rust that parses; a mutant that fails must
//! report positions inside its file and render without panicking.
//!
//! For longer runs: `cargo run --release -p ir-spec --example fuzz_loader -- 1000000`.

#[path = "support/mutate.rs"]
mod mutate;

use mutate::{Rng, mutate};

const CORPUS: &[(&str, &str)] = &[
    ("circuit.yaml", include_str!("../../spec/circuit.yaml")),
    (
        "features.yaml",
        r#"kind: ir
version: 1
types:
  - { name: I32, doc: Word. }
  - { name: F64, doc: Double. }
type_sets:
  - { name: NUM, doc: Numbers., members: [I32, F64] }
  - { name: ALLNUM, doc: Nested., members: [NUM] }
type_vars:
  - { name: FLEX, doc: Own type. }
flags:
  - { name: pure, doc: No effects. }
attributes:
  - { name: alias_set, doc: Alias class., kind: { enum: [none, any] }, default: any }
  - { name: temps, doc: Temporaries., kind: { int: { min: 0, max: 15 } }, default: 0 }
  - { name: modes, doc: Modes., kind: { set: [jit, aot] } }
classes:
  - { name: Ctl, doc: Control. }
  - { name: Arith, doc: Arithmetic. }
  - { name: Bin, parent: Arith, doc: Binary. }
opcode_sets:
  - { name: STARTS, doc: Starts., members: [START, Ctl] }
roots: [START]
gates:
  - { name: START, doc: Start., class: Ctl }
  - name: PHI
    doc: Joins.
    class: Ctl
    inputs:
      state: [STARTS]
      depend: bitfield
    outputs: { depend: true, state: [{ many: PHI }] }
    bitfield: { count: { doc: Number of joined dependencies. } }
  - name: ADD
    doc: Adds.
    class: Bin
    flags: [pure]
    attrs: { alias_set: none, temps: 2, modes: [jit] }
    inputs:
      data:
        - { name: lhs, type: FLEX }
        - { name: rhs, type: FLEX | ALLNUM, from: ADD, optional: true }
    outputs: { data: FLEX }
    fields: [{ name: hint, doc: A hint., type: "Option<u32>" }]
  - name: CMP
    doc: Compares.
    class: Bin
    inputs: { data: [NUM, NUM] }
    outputs: { data: I32 }
    bitfield:
      enum:
        name: Cond
        doc: Condition.
        width: 2
        values:
          - { name: EQ, value: 0b01, doc: Equal. }
          - { name: NE, value: 0b10, doc: Not equal. }
"#,
    ),
];

fn check_one(name: &str, text: &str) -> bool {
    let lines = text.lines().count() as u32 + 1;
    match ir_spec::Loader::new().text(name, text).load_ir() {
        Ok(spec) => {
            let tokens = ir_spec::generate::opcode_tokens(&spec);
            if let Err(e) = syn::parse2::<syn::File>(tokens) {
                panic!("generated code does not parse ({e}) for:\n{text}");
            }
            true
        }
        Err(err) => {
            assert!(!err.diagnostics.is_empty());
            for d in &err.diagnostics {
                assert!(
                    d.loc.line <= lines,
                    "line {} beyond the file ({lines} lines): {}\n{text}",
                    d.loc.line,
                    d.message
                );
            }
            let _ = err.to_string();
            false
        }
    }
}

#[test]
fn the_corpus_is_valid() {
    for (name, text) in CORPUS {
        assert!(check_one(name, text), "{name} must be valid");
    }
}

#[test]
fn mutants_never_panic() {
    let cases = 3000u64;
    // The seeds are independent: each thread checks every `threads`-th one, and a panic in any
    // fails the test when the scope ends.
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get().min(4)) as u64;
    let valid: u64 = std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads)
            .map(|first| {
                s.spawn(move || {
                    let mut valid = 0;
                    for seed in (first..cases).step_by(threads as usize) {
                        let (name, text) = CORPUS[seed as usize % CORPUS.len()];
                        let mut rng = Rng::xorshift64_star_from(seed);
                        let mutant = mutate(text, &mut rng);
                        if check_one(name, &mutant) {
                            valid += 1;
                        }
                    }
                    valid
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().expect("a mutant panicked"))
            .sum()
    });
    // Some mutants stay valid (edits in docs), most do not: both paths are exercised.
    assert!(
        valid > 0 && valid < cases,
        "{valid} of {cases} mutants valid"
    );
}
