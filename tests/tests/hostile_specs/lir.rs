//! The random LIR and lowering spec generators, over the shared machine table.

use super::*;

/// The machine table of the LIR and lowering specs (`ir-spec`'s LIR and lowering error tests'
/// too), written next to the specs; the scratch crate's `hostile_machine` is its layer.
pub(crate) const MACHINE: &str = include_str!("../../specs/mini.yaml");

/// The source table of the lowering specs.
pub(crate) const SOURCE_IR: &str = "kind: ir
version: 1
types:
  - { name: I64, doc: D. }
classes:
  - { name: Arith, doc: D. }
gates:
  - { name: ADD, doc: D., class: Arith, inputs: { data: [{ name: lhs, type: I64 }, { name: rhs, type: I64 }] }, outputs: { data: I64 } }
  - { name: NEG, doc: D., class: Arith, inputs: { data: [{ name: x, type: I64 }] }, outputs: { data: I64 } }
  - { name: SUB, doc: D., class: Arith, inputs: { data: [{ name: lhs, type: I64 }, { name: rhs, type: I64 }] }, outputs: { data: I64 } }
";

/// Names the emitter, the matcher and their traits use themselves.
pub(crate) const LIR_NAMES: &[&str] = &[
    "ty",
    "ops",
    "buf",
    "custom",
    "shape",
    "values",
    "done",
    "INST",
    "inst",
    "register",
    "operand_error",
    "emit",
    "Operands",
    "NoCustom",
    "Custom",
    "value",
    "input",
    "builder",
    "define",
    "target",
    "constant",
    "opcode",
    "d",
    "gate",
    "rule",
    "select",
    "own",
    "out",
    "t0",
    "a0_0",
    "into",
    "clone",
    "hostile_machine",
];

pub(crate) fn lir_name(rng: &mut Rng) -> String {
    if rng.chance(35) {
        rng.choose(LIR_NAMES).to_owned()
    } else {
        cfg_name(rng)
    }
}

/// A random LIR over [`MACHINE`], with its `add` instruction's name and its type: register
/// class, types, immediates, instructions emitted through each form or a custom method, the
/// machine's crate sometimes a keyword.
pub(crate) fn lir_table(rng: &mut Rng) -> (String, String, String) {
    let krate = if rng.chance(85) {
        "hostile_machine"
    } else {
        rng.choose(&["fn", "gen", "Self", "self", "crate", "type"])
    };
    let (rc, t0, imm, cc, class) = (
        lir_name(rng),
        lir_name(rng),
        lir_name(rng),
        lir_name(rng),
        lir_name(rng),
    );
    let mut y = format!(
        "kind: cfg\nversion: 1\nmachine: {{ spec: mini.yaml, crate: {krate} }}\n\
         register_classes:\n  - {{ name: {rc}, doc: D., bank: int, views: [XReg], preferred: [x0-x7], scratch: x16 }}\n\
         types:\n  - {{ name: {t0}, doc: D., class: {rc}, view: XReg }}\n\
         immediates:\n  - {{ name: {imm}, doc: D., bits: 12 }}\n  \
         - {{ name: {cc}, doc: D., cases: [{{ name: eq, doc: E. }}, {{ name: ne, doc: N. }}] }}\n\
         classes:\n  - {{ name: {class}, doc: D. }}\ninstructions:\n"
    );
    let add = lir_name(rng);
    let (a, b, o) = (lir_name(rng), lir_name(rng), lir_name(rng));
    let _ = writeln!(
        y,
        "  - {{ name: {add}, doc: D., class: {class}, operands: [{{ name: {a}, value: {t0} }}, {{ name: {b}, value: {t0} }}], \
         results: [{{ name: {o}, type: {t0} }}], emit: [{{ form: ADD, bind: {{ Xd: {o}, Xn: {a}, Xm: {b} }}, asm: \"add {{{o}}}, {{{a}}}, {{{b}}}\" }}] }}"
    );
    for _ in 0..rng.below(4) {
        let (n, a, k, o) = (lir_name(rng), lir_name(rng), lir_name(rng), lir_name(rng));
        let line = match rng.below(4) {
            0 => format!(
                "{{ name: {n}, doc: D., class: {class}, operands: [{{ name: {a}, value: {t0} }}, {{ name: {k}, imm: {imm} }}], \
                 results: [{{ name: {o}, type: {t0} }}], emit: [{{ form: ADDI, bind: {{ Xd: {o}, Xn: {a}, imm12: {k} }}, asm: \"add {{{o}}}, {{{a}}}, #{{{k}}}\" }}] }}"
            ),
            1 => format!(
                "{{ name: {n}, doc: D., class: {class}, operands: [{{ name: {k}, imm: {cc} }}, {{ name: {a}, value: {t0} }}], \
                 results: [{{ name: {o}, type: {t0} }}], temps: [{{ name: {}, doc: T., class: {rc} }}], \
                 emit: [{{ form: CSEL, bind: {{ Xd: {o}, Xn: {a}, Xm: {a}, cond: {k} }}, asm: \"csel {{{o}}}, {{{a}}}, {{{a}}}, {{{k}}}\" }}] }}",
                lir_name(rng)
            ),
            2 => format!(
                "{{ name: {n}, doc: D., class: {class}, operands: [{{ name: {a}, block: true }}], terminator: true, \
                 emit: [{{ form: B, bind: {{ target26: {a} }}, asm: \"b {{{a}}}\" }}] }}"
            ),
            _ => format!(
                "{{ name: {n}, doc: D., class: {class}, operands: [{{ name: {a}, value: {t0} }}], results: [{{ name: {o}, type: {t0} }}], \
                 custom: {{ emit: {k} }} }}"
            ),
        };
        let _ = writeln!(y, "  - {line}");
    }
    (y, add, t0)
}

/// A random LIR (see [`lir_table`]).
pub(crate) fn lir_spec(rng: &mut Rng, _: &Path) -> String {
    lir_table(rng).0
}

/// A random lowering table from [`SOURCE_IR`] to a random LIR written in `dir`: its module
/// paths sometimes no Rust paths or keywords, its custom methods named like the matcher's own.
pub(crate) fn lower_spec(rng: &mut Rng, dir: &Path) -> String {
    let (lir, add, t0) = lir_table(rng);
    let target = format!("lir{:016x}.yaml", rng.next_u64());
    std::fs::write(dir.join(&target), lir).expect("write the LIR");
    let mut path = |valid: &str| {
        if rng.chance(80) {
            valid.to_owned()
        } else {
            rng.choose(&[
                "\"\"",
                "gen::ir",
                "fn",
                "super::type",
                "crate::Self",
                "\"a::\"",
                "::self",
            ])
            .to_owned()
        }
    };
    let (sp, tp) = (path("super::ir"), path("super::lir"));
    let mut custom = || {
        if rng.chance(50) {
            format!("custom: {}", lir_name(rng))
        } else {
            "unsupported: not here".to_owned()
        }
    };
    let (neg, sub) = (custom(), custom());
    format!(
        "kind: lower\nversion: 1\nsource: ir.yaml\nsource_path: {sp}\ntarget: {target}\ntarget_path: {tp}\n\
         types: {{ I64: {t0} }}\nrules:\n  - {{ gate: ADD, steps: [\"out = {add} in0, in1\"] }}\n  \
         - {{ gate: NEG, {neg} }}\n  - {{ gate: SUB, {sub} }}\n"
    )
}
