//! The random block-structured (CFG) spec generator, with the names its layer binds or calls.

use super::*;

/// Names the layer of a block-structured table binds or calls itself, for operands, results,
/// instructions and custom methods.
pub(crate) const CFG_NAMES: &[&str] = &[
    "types",
    "fixed",
    "operands",
    "out",
    "out_type",
    "r",
    "r_type",
    "R",
    "ty",
    "func",
    "inst",
    "checks",
    "custom",
    "ops",
    "buf",
    "function",
    "function_mut",
    "ins",
    "new",
    "switch_to",
    "create_block",
    "current_block",
    "try_param",
    "append_block_param",
    "visit",
    "visit_default",
    "default",
    "class",
    "mixins",
    "into",
    "clone",
    "to_owned",
    "eq",
    "i32",
    "I32",
    "ne",
    "NE",
    "cond",
    "Cond",
    "call",
    "CALL",
    "any",
    "Any_",
    "ALL",
    "ANY",
    "fn",
    "gen",
    "Self",
    "self",
    "type",
    "Err",
    "Ok",
    "Type",
    "Opcode",
];

pub(crate) fn cfg_name(rng: &mut Rng) -> String {
    if rng.chance(45) {
        rng.choose(CFG_NAMES).to_owned()
    } else {
        name(rng)
    }
}

/// A random block-structured table (`kind: cfg`, no machine): types, type sets, immediates of
/// both kinds, flags, classes, mixins and instructions whose operands, results and custom checks
/// take names the generated layer uses itself.
pub(crate) fn cfg_spec(rng: &mut Rng) -> String {
    let mut y = String::from("kind: cfg\nversion: 1\n");
    let types: Vec<String> = (0..1 + rng.below(3)).map(|_| cfg_name(rng)).collect();
    let _ = writeln!(y, "types:");
    for t in &types {
        let _ = writeln!(y, "  - {{ name: {t}, doc: D. }}");
    }
    let sets: Vec<String> = (0..rng.below(3)).map(|_| cfg_name(rng)).collect();
    if !sets.is_empty() {
        let _ = writeln!(y, "type_sets:");
        for s in &sets {
            let _ = writeln!(y, "  - {{ name: {s}, doc: D., members: {} }}", list(&types));
        }
    }
    let (int, cases) = (cfg_name(rng), cfg_name(rng));
    let case_names: Vec<String> = (0..1 + rng.below(3)).map(|_| cfg_name(rng)).collect();
    let _ = writeln!(
        y,
        "immediates:\n  - {{ name: {int}, doc: D., bits: 8 }}\n  - {{ name: {cases}, doc: D., cases: [{}] }}",
        case_names
            .iter()
            .map(|c| format!("{{ name: {c}, doc: D. }}"))
            .collect::<Vec<_>>()
            .join(", ")
    );
    let flags: Vec<String> = (0..rng.below(3)).map(|_| cfg_name(rng)).collect();
    if !flags.is_empty() {
        let _ = writeln!(y, "flags:");
        for f in &flags {
            let _ = writeln!(y, "  - {{ name: {f}, doc: D. }}");
        }
    }
    let mixins: Vec<String> = (0..rng.below(3)).map(|_| cfg_name(rng)).collect();
    if !mixins.is_empty() {
        let _ = writeln!(y, "mixins:");
        for m in &mixins {
            let _ = writeln!(y, "  - {{ name: {m}, doc: D. }}");
        }
    }
    let mut leaves = Vec::new();
    let _ = writeln!(y, "classes:");
    for _ in 0..1 + rng.below(2) {
        let t = cfg_name(rng);
        let _ = writeln!(y, "  - {{ name: {t}, doc: D. }}");
        if rng.chance(30) {
            let c = cfg_name(rng);
            let _ = writeln!(y, "  - {{ name: {c}, doc: D., parent: {t} }}");
            leaves.push(c);
        } else {
            leaves.push(t);
        }
    }
    let constraints: Vec<&str> = types
        .iter()
        .chain(&sets)
        .map(String::as_str)
        .chain(["any"])
        .collect();
    let _ = writeln!(y, "instructions:");
    for leaf in &leaves {
        for _ in 0..1 + rng.below(3) {
            let terminator = rng.chance(20);
            let mut keys = vec![
                format!("name: {}", cfg_name(rng)),
                "doc: D.".to_owned(),
                format!("class: {leaf}"),
            ];
            let mut operands = Vec::new();
            let mut values = Vec::new();
            for _ in 0..rng.below(4) {
                let n = cfg_name(rng);
                let kind = match rng.below(5) {
                    0 => format!("imm: {int}"),
                    1 => format!("imm: {cases}"),
                    2 if terminator => "block: true".to_owned(),
                    3 if !values.is_empty() => format!("value: any, same: {}", values[0]),
                    _ => {
                        values.push(n.clone());
                        format!("value: {}", rng.choose(&constraints))
                    }
                };
                operands.push(format!("{{ name: {n}, {kind} }}"));
            }
            if rng.chance(15) {
                operands.push(format!(
                    "{{ name: {}, value: any, variadic: true }}",
                    cfg_name(rng)
                ));
            }
            if !operands.is_empty() {
                keys.push(format!("operands: {}", list(&operands)));
            }
            if terminator {
                keys.push("terminator: true".to_owned());
                if rng.chance(30) {
                    keys.push("returns: true".to_owned());
                }
            } else {
                let results: Vec<String> = (0..rng.below(3))
                    .map(|_| {
                        let n = cfg_name(rng);
                        match rng.below(3) {
                            0 if !values.is_empty() => {
                                format!("{{ name: {n}, same: {} }}", values[0])
                            }
                            _ => format!("{{ name: {n}, type: {} }}", rng.choose(&constraints)),
                        }
                    })
                    .collect();
                if !results.is_empty() {
                    keys.push(format!("results: {}", list(&results)));
                }
            }
            if !flags.is_empty() && rng.chance(40) {
                keys.push(format!("flags: [{}]", flags[rng.below(flags.len())]));
            }
            if !mixins.is_empty() && rng.chance(40) {
                keys.push(format!("mixins: [{}]", mixins[rng.below(mixins.len())]));
            }
            if rng.chance(25) {
                keys.push(format!("custom: {{ verify: {} }}", cfg_name(rng)));
            }
            let _ = writeln!(y, "  - {{ {} }}", keys.join(", "));
        }
    }
    y
}
