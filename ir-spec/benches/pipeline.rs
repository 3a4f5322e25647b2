//! Benchmark of the spec pipeline on a synthetic spec of 5,000 opcodes in 200 classes: load and
//! validate, generate tokens, and the whole build-script path (load, validate, generate, format).
//! Target: the whole path under 100 ms. Run with `cargo bench -p ir-spec`.

use std::fmt::Write as _;
use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};

/// A spec with `tops` top-level classes of `leaves_per_top` leaf classes each, and `gates` gates
/// spread over the leaves, using every schema feature: sets, variables, flags, attributes,
/// state/dependency/data inputs, variadics driven by the bitfield, enums.
fn synthetic(tops: usize, leaves_per_top: usize, gates: usize) -> String {
    let mut y = String::from(
        "kind: ir\nversion: 1\nname: synthetic\ndoc: A synthetic spec for benchmarks.\ntypes:\n",
    );
    for t in ["I8", "I16", "I32", "I64", "F32", "F64", "PTR"] {
        let _ = writeln!(y, "  - {{ name: {t}, doc: Type {t}. }}");
    }
    y.push_str("type_sets:\n  - { name: INT, doc: Integers., members: [I8, I16, I32, I64] }\n");
    y.push_str("  - { name: FLOAT, doc: Floats., members: [F32, F64] }\n  - { name: NUM, doc: Numbers., members: [INT, FLOAT] }\n");
    y.push_str("type_vars:\n  - { name: FLEX, doc: Own type. }\nflags:\n");
    for f in 0..16 {
        let _ = writeln!(y, "  - {{ name: flag{f}, doc: Flag {f}. }}");
    }
    y.push_str("attributes:\n  - { name: cost, doc: Cost., kind: { int: { min: 0, max: 100 } }, default: 1 }\n");
    y.push_str("classes:\n");
    let leaves = tops * leaves_per_top;
    for t in 0..tops {
        let _ = writeln!(y, "  - {{ name: Top{t}, doc: Top class {t}. }}");
        for l in 0..leaves_per_top {
            let _ = writeln!(
                y,
                "  - {{ name: Leaf{t}x{l}, parent: Top{t}, doc: Leaf class {t}.{l}. }}"
            );
        }
    }
    y.push_str(
        "opcode_sets:\n  - { name: STATES, doc: States., members: [Top0] }\nroots: [OP0]\ngates:\n",
    );
    for g in 0..gates {
        let leaf = g % leaves;
        let (t, l) = (leaf / leaves_per_top, leaf % leaves_per_top);
        let _ = write!(
            y,
            "  - {{ name: OP{g}, doc: Operation number {g}., class: Leaf{t}x{l}"
        );
        if g == 0 {
            y.push_str(" }\n");
            continue;
        }
        let _ = write!(
            y,
            ", flags: [flag{}, flag{}], attrs: {{ cost: {} }}",
            g % 16,
            (g / 16) % 16,
            g % 100
        );
        if g % 50 == 2 {
            let _ = write!(
                y,
                ", inputs: {{ data: [NUM, NUM] }}, outputs: {{ data: I8 }}, bitfield: {{ enum: {{ name: Cond{g}, doc: Condition., width: 2, values: [{{ name: EQ, value: 1, doc: Equal. }}, {{ name: NE, value: 2, doc: Different. }}] }} }}"
            );
        } else {
            y.push_str(match g % 4 {
                0 | 2 => ", inputs: { data: [FLEX, FLEX] }, outputs: { data: FLEX }",
                1 => ", inputs: { state: [STATES], depend: 1, data: [INT, { type: NUM, repeat: bitfield }] }, outputs: { data: I64, depend: true }, bitfield: { count: { doc: Number of arguments. } }",
                _ => ", inputs: { state: [OP0 | STATES] }, outputs: { state: [{ many: Top0 }] }",
            });
        }
        y.push_str(" }\n");
    }
    y
}

fn pipeline(c: &mut Criterion) {
    let text = synthetic(10, 19, 5000);
    let spec = ir_spec::Loader::new()
        .text("synthetic.yaml", text.clone())
        .load_ir()
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((spec.gates.len(), spec.classes.len()), (5000, 200));
    eprintln!(
        "synthetic spec: {} bytes, {} gates, {} classes",
        text.len(),
        spec.gates.len(),
        spec.classes.len()
    );

    let mut group = c.benchmark_group("spec_5000_opcodes_200_classes");
    group.sample_size(20);
    group.bench_function("load_and_validate", |b| {
        b.iter(|| {
            ir_spec::Loader::new()
                .text("synthetic.yaml", black_box(text.as_str()))
                .load_ir()
                .map(|s| s.gates.len())
        })
    });
    group.bench_function("generate_tokens", |b| {
        b.iter(|| ir_spec::generate::opcode_tokens(black_box(&spec)))
    });
    group.bench_function("load_validate_generate_format", |b| {
        b.iter(|| {
            let spec = ir_spec::Loader::new()
                .text("synthetic.yaml", black_box(text.as_str()))
                .load_ir()
                .map_err(|e| e.to_string())?;
            ir_spec::generate::opcodes(&spec, "synthetic.yaml").map_err(|e| e.to_string())
        })
    });
    group.finish();
}

criterion_group!(benches, pipeline);
criterion_main!(benches);
