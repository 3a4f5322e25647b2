//! Specs with hostile names either fail `check` with a located error or generate Rust that
//! compiles: random IR and ISA specs whose names are Rust keywords, prelude names (`Option`,
//! `Some`, `String`, `Iterator`), names of generated items (`Opcode`, `ALL`, `info`, `NAMED`),
//! names that differ only in case or underscores, and names that convert to the same identifier.
//! Every spec `ir_spec::Loader` accepts is generated (for IR: the opcode layer, the typed builder
//! and the visitors, over stubs of the runtime types a builder and a visitor need) and compiled as
//! one module of a single scratch crate, so `cargo build` runs once for the whole batch.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use ir_spec::{Loaded, Loader};
use opforge_rng::Rng;

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("workspace root")
        .to_path_buf()
}

/// Names that are hostile to generated Rust: keywords, prelude and core names, and the names of
/// what the generators emit themselves, in several spellings.
const HOSTILE: &[&str] = &[
    "fn",
    "type",
    "match",
    "return",
    "loop",
    "async",
    "dyn",
    "try",
    "gen",
    "union",
    "Self",
    "SELF",
    "self_",
    "Option",
    "option",
    "OPTION",
    "Some",
    "some",
    "None",
    "none",
    "NONE",
    "Result",
    "result",
    "Ok",
    "Err",
    "String",
    "string",
    "Vec",
    "vec",
    "Box",
    "Iterator",
    "iterator",
    "IntoIterator",
    "Clone",
    "Copy",
    "Default",
    "Debug",
    "Display",
    "Hash",
    "Eq",
    "PartialEq",
    "Ord",
    "From",
    "Into",
    "ToString",
    "Send",
    "Sized",
    "Fn",
    "Drop",
    "fmt",
    "core",
    "std",
    "alloc",
    "u8",
    "u16",
    "U16",
    "u64",
    "usize",
    "i64",
    "bool",
    "Bool",
    "str",
    "Str",
    "Opcode",
    "OPCODE",
    "opcode",
    "Class",
    "class",
    "CLASS",
    "Flags",
    "flags",
    "Level",
    "level",
    "Root",
    "root",
    "MachineType",
    "machine_type",
    "TypeSet",
    "type_set",
    "TypeVar",
    "ALL",
    "All",
    "all",
    "COUNT",
    "count",
    "EMPTY",
    "empty",
    "Empty",
    "NAMED",
    "named",
    "Named",
    "NAMES",
    "DOCS",
    "PARENTS",
    "RANGES",
    "DEPTHS",
    "SPELLINGS",
    "BITS",
    "bits",
    "WIDTH",
    "width",
    "info",
    "INFO",
    "name",
    "Name",
    "doc",
    "DOC",
    "has",
    "shape",
    "Shape",
    "of",
    "contains",
    "is_empty",
    "IS_EMPTY",
    "from_u16",
    "as_u16",
    "from_name",
    "from_bits",
    "from_spelling",
    "spelling",
    "parent",
    "depth",
    "range",
    "offset",
    "number",
    "is_add",
    "is_a",
    "class_range",
    "ClassRange",
    "roles",
    "graph_rules",
    "OPCODE_INFO",
    "opcode_info",
    "OPCODE_LIST_0",
    "opcode_list_0",
    "SHAPE_0",
    "shape_0",
    "ATTR_X",
    "opforge_ir",
    "OpforgeIr",
    "OpcodeInfo",
    "OpcodeRange",
    "OpcodeSet",
    "WireShape",
    "UnknownOpcode",
    "OpcodeEnum",
    "GateBuilder",
    "GateRef",
    "StateRef",
    "ValueRef",
    "DependRef",
    "gate",
    "root_gate",
    "new",
    "finish",
    "visit",
    "visit_gate",
    "Visitor",
    "VisitorMut",
    "Circuit",
    "circuit",
    "Output",
    "state",
    "state0",
    "states",
    "depend",
    "depends",
    "arg",
    "arg0",
    "args",
    "ty",
    "x",
    "g",
    "f",
    "s",
    "n",
    "op",
    "wires",
    "add",
    "ADD",
    "Add",
    "a_dd",
    "A_DD",
    "aDD",
    "AddX",
    "ADD_X",
    "add_x",
    "addX",
    "X",
    "x_",
    "X1",
    "x1",
    "x_1",
    "HTTPServer",
    "http_server",
    "A",
    "a",
    "B",
    "b",
    "support",
    "Support",
    "Form",
    "FORM",
    "form",
    "Inst",
    "inst",
    "Alias",
    "alias",
    "FORMS",
    "ALIASES",
    "FormInfo",
    "AliasInfo",
    "FieldInfo",
    "encode",
    "decode",
    "Cursor",
    "OperandError",
    "expr",
    "raw",
    "parse",
    "size",
    "mask",
    "value",
    "w",
];

/// Names of locals, parameters and imports in generated machine code, for operands.
const LOCAL_NAMES: &[&str] = &[
    "a",
    "c",
    "e",
    "f",
    "g",
    "i",
    "n",
    "r",
    "s",
    "v",
    "w",
    "x",
    "at",
    "ok",
    "raw",
    "row",
    "save",
    "set",
    "word",
    "bits",
    "width",
    "offset",
    "mnemonic",
    "info",
    "forbidden",
    "applies",
    "alias",
    "form",
    "support",
    "fmt",
    "core",
    "std",
    "out",
    "text",
    "p0",
    "p1",
    "v0",
    "v1",
    "f_rd",
    "f_im",
    "value",
    "expr",
    "parse",
    "encode",
    "decode",
    "cursor",
    "inst",
    "Inst",
    "Self",
    "self_",
];

/// Ordinary names, so that specs are not refused for their names alone too often.
const PLAIN: &[&str] = &[
    "Alpha", "beta", "GAMMA", "delta_x", "Eps1", "ZETA_2", "eta", "Theta", "iota", "KAPPA",
];

fn name(rng: &mut Rng) -> String {
    if rng.chance(65) {
        rng.choose(HOSTILE).to_owned()
    } else {
        format!("{}{}", rng.choose(PLAIN), rng.below(4))
    }
}

fn names(rng: &mut Rng, max: usize) -> Vec<String> {
    (0..rng.below(max + 1)).map(|_| name(rng)).collect()
}

fn list(items: &[String]) -> String {
    format!("[{}]", items.join(", "))
}

/// A random IR spec.
fn ir_spec(rng: &mut Rng) -> String {
    let mut y = String::from("kind: ir\nversion: 1\n");
    if rng.chance(5) {
        return y;
    }
    let types = names(rng, 3);
    let sets = names(rng, 2);
    let vars = names(rng, 1);
    let flags = names(rng, 3);
    let decl = |y: &mut String, key: &str, items: &[String], extra: &dyn Fn(usize) -> String| {
        if !items.is_empty() {
            let _ = writeln!(y, "{key}:");
            for (i, n) in items.iter().enumerate() {
                let _ = writeln!(y, "  - {{ name: {n}, doc: D.{} }}", extra(i));
            }
        }
    };
    decl(&mut y, "types", &types, &|_| String::new());
    if !types.is_empty() {
        let first = types[0].clone();
        decl(&mut y, "type_sets", &sets, &|_| {
            format!(", members: [{first}]")
        });
    }
    decl(&mut y, "type_vars", &vars, &|_| String::new());
    decl(&mut y, "flags", &flags, &|_| String::new());
    let levels = names(rng, 2);
    if rng.chance(40) {
        decl(&mut y, "levels", &levels, &|_| String::new());
    }
    let attrs = names(rng, 2);
    let mut attr_values = Vec::new();
    if !attrs.is_empty() {
        y.push_str("attributes:\n");
        for a in &attrs {
            let (kind, default, value) = match rng.below(5) {
                0 => ("bool".to_owned(), String::new(), "true".to_owned()),
                1 => (
                    "{ int: { min: 0, max: 3 } }".to_owned(),
                    ", default: 0".to_owned(),
                    "2".to_owned(),
                ),
                2 => {
                    let mut v = names(rng, 3);
                    v.push(name(rng));
                    let first = v[0].clone();
                    (
                        format!("{{ enum: {} }}", list(&v)),
                        format!(", default: {first}"),
                        v[v.len() - 1].clone(),
                    )
                }
                3 => {
                    let v = vec![name(rng), name(rng)];
                    let one = v[1].clone();
                    (
                        format!("{{ set: {} }}", list(&v)),
                        String::new(),
                        format!("[{one}]"),
                    )
                }
                _ => (
                    "text".to_owned(),
                    ", default: \"t\"".to_owned(),
                    "\"u\"".to_owned(),
                ),
            };
            attr_values.push((a.clone(), value));
            let _ = writeln!(y, "  - {{ name: {a}, doc: D., kind: {kind}{default} }}");
        }
    }
    // Classes: a few top-level ones, each with a child sometimes; gates go to leaves.
    let mut leaves = Vec::new();
    let tops = names(rng, 2);
    if !tops.is_empty() {
        y.push_str("classes:\n");
    }
    for t in &tops {
        let _ = writeln!(y, "  - {{ name: {t}, doc: D. }}");
        if rng.chance(30) {
            let c = name(rng);
            let _ = writeln!(y, "  - {{ name: {c}, doc: D., parent: {t} }}");
            leaves.push(c);
        } else {
            leaves.push(t.clone());
        }
    }
    let mut root = None;
    if !leaves.is_empty() {
        y.push_str("gates:\n");
    }
    for leaf in &leaves {
        for _ in 0..1 + rng.below(3) {
            let g = name(rng);
            let mut keys = vec![
                format!("name: {g}"),
                "doc: D.".into(),
                format!("class: {leaf}"),
            ];
            if !flags.is_empty() && rng.chance(50) {
                keys.push(format!("flags: [{}]", flags[rng.below(flags.len())]));
            }
            if rng.chance(30) && !levels.is_empty() {
                keys.push(format!("level: {}", levels[0]));
            }
            if !attr_values.is_empty() && rng.chance(50) {
                let (a, v) = &attr_values[rng.below(attr_values.len())];
                keys.push(format!("attrs: {{ {a}: {v} }}"));
            }
            let mut data = Vec::new();
            for _ in 0..rng.below(3) {
                let ty = match rng.below(3) {
                    0 if !types.is_empty() => format!(", type: {}", types[0]),
                    1 if !vars.is_empty() => format!(", type: {}", vars[0]),
                    _ => String::new(),
                };
                data.push(format!("{{ name: {}{ty} }}", name(rng)));
            }
            if data.is_empty() {
                root.get_or_insert_with(|| g.clone());
            } else {
                keys.push(format!("inputs: {{ data: {} }}", list(&data)));
            }
            if !vars.is_empty() {
                keys.push(format!("outputs: {{ data: {} }}", vars[0]));
            } else if !types.is_empty() && rng.chance(50) {
                keys.push(format!("outputs: {{ data: {} }}", types[0]));
            }
            if rng.chance(35) {
                let e = name(rng);
                let cases: Vec<String> = (0..1 + rng.below(3))
                    .map(|i| format!("{{ name: {}, value: {i}, doc: D. }}", name(rng)))
                    .collect();
                keys.push(format!(
                    "bitfield: {{ enum: {{ name: {e}, doc: D., width: 4, values: {} }} }}",
                    list(&cases)
                ));
            }
            let _ = writeln!(y, "  - {{ {} }}", keys.join(", "));
        }
    }
    if let Some(r) = root.filter(|_| rng.chance(50)) {
        let _ = writeln!(y, "roots: [{r}]");
    }
    y
}

/// A random ISA table: one register class, one immediate type, encodings told apart by their
/// top eight bits.
fn isa_spec(rng: &mut Rng) -> String {
    // Types are named as in the table, so most need a capital to be accepted.
    let type_name = |rng: &mut Rng| {
        let n = name(rng);
        match n.chars().next() {
            Some(c) if rng.chance(80) => format!("{}{}", c.to_ascii_uppercase(), &n[1..]),
            _ => n,
        }
    };
    let reg = type_name(rng);
    let imm = type_name(rng);
    let prefix = if rng.chance(10) {
        String::new()
    } else {
        "r".to_owned()
    };
    // Operands become variables: half of them take names the generated code's locals have.
    let operand = |rng: &mut Rng| {
        if rng.chance(50) {
            rng.choose(LOCAL_NAMES).to_owned()
        } else {
            name(rng)
        }
    };
    let (rd, im) = (operand(rng), operand(rng));
    let mut y = format!(
        "kind: isa\nversion: 1\nregisters:\n  - {{ name: {reg}, doc: D., prefix: '{prefix}' }}\n\
         operand_types:\n  - {{ name: {imm}, doc: D., kind: uimm, bits: 8 }}\n\
         operands:\n  {rd}: {{ type: {reg}, field: Rd }}\n  {im}: {{ type: {imm}, field: im }}\n\
         encodings:\n"
    );
    let n = 1 + rng.below(3);
    let mut encodings = Vec::new();
    for i in 0..n {
        let e = name(rng);
        let _ = writeln!(
            y,
            "  - {{ name: {e}, doc: D., bits: \"{i:08b} 00000000000 im:8 Rd:5\", asm: \"op{i} {{{rd}}}, #{{{im}}}\" }}"
        );
        encodings.push(e);
    }
    if rng.chance(40) {
        let a = name(rng);
        let _ = writeln!(
            y,
            "aliases:\n  - {{ name: {a}, doc: D., of: {}, asm: \"al {{{rd}}}\", set: {{ im: 0 }} }}",
            encodings[0]
        );
    }
    y
}

/// Names the layer of a block-structured table binds or calls itself, for operands, results,
/// instructions and custom methods.
const CFG_NAMES: &[&str] = &[
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

fn cfg_name(rng: &mut Rng) -> String {
    if rng.chance(45) {
        rng.choose(CFG_NAMES).to_owned()
    } else {
        name(rng)
    }
}

/// A random block-structured table (`kind: cfg`, no machine): types, type sets, immediates of
/// both kinds, flags, classes, mixins and instructions whose operands, results and custom checks
/// take names the generated layer uses itself.
fn cfg_spec(rng: &mut Rng) -> String {
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

/// The machine table of the LIR and lowering specs (`ir-spec`'s LIR and lowering error tests'
/// too), written next to the specs; the scratch crate's `hostile_machine` is its layer.
const MACHINE: &str = include_str!("../specs/mini.yaml");

/// The source table of the lowering specs.
const SOURCE_IR: &str = "kind: ir
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
const LIR_NAMES: &[&str] = &[
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

fn lir_name(rng: &mut Rng) -> String {
    if rng.chance(35) {
        rng.choose(LIR_NAMES).to_owned()
    } else {
        cfg_name(rng)
    }
}

/// A random LIR over [`MACHINE`], with its `add` instruction's name and its type: register
/// class, types, immediates, instructions emitted through each form or a custom method, the
/// machine's crate sometimes a keyword.
fn lir_table(rng: &mut Rng) -> (String, String, String) {
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
fn lir_spec(rng: &mut Rng, _: &Path) -> String {
    lir_table(rng).0
}

/// A random lowering table from [`SOURCE_IR`] to a random LIR written in `dir`: its module
/// paths sometimes no Rust paths or keywords, its custom methods named like the matcher's own.
fn lower_spec(rng: &mut Rng, dir: &Path) -> String {
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

/// A scratch crate whose build script copies the generated files into `OUT_DIR`, so that they
/// are included with `include_ir!` and `include_machine!` as a user's crate does.
struct Scratch {
    dir: PathBuf,
    lib: String,
    modules: usize,
}

const BUILD_RS: &str = "fn main() {\n    let out = std::env::var(\"OUT_DIR\").expect(\"OUT_DIR\");\n    \
    println!(\"cargo:rerun-if-changed=gen\");\n    \
    for e in std::fs::read_dir(\"gen\").expect(\"gen\") {\n        let p = e.expect(\"entry\").path();\n        \
    std::fs::copy(&p, std::path::Path::new(&out).join(p.file_name().expect(\"name\"))).expect(\"copy\");\n    }\n}\n";

/// The runtime types a generated builder and visitor expect around them, as stubs.
const STUBS: &str = "\
#[derive(Clone, Copy, Debug)] pub struct GateRef(u32);
impl GateRef { pub const PENDING: GateRef = GateRef(0); }
#[derive(Clone, Copy, Debug)] pub struct StateRef(pub GateRef);
#[derive(Clone, Copy, Debug)] pub struct DependRef(pub GateRef);
#[derive(Clone, Copy, Debug)] pub struct ValueRef(pub GateRef);
pub struct GateBuilder;
impl GateBuilder {
    const NO_VALUE: () = ();
    fn gate<T>(&mut self, _: Opcode, _: T, _: u64, _: &[GateRef], _: &[GateRef], _: &[GateRef], _: ::core::option::Option<Root>) -> GateRef { GateRef(0) }
    fn root_gate(&self, _: Root) -> GateRef { GateRef(0) }
}
pub struct Circuit;
impl Circuit { pub fn opcode(&self, _: GateRef) -> ::core::option::Option<Opcode> { ::core::option::Option::None } }
";

/// The tables directory of the scratch crate `dir`, which the specs name [`MACHINE`] and
/// [`SOURCE_IR`] from.
fn tables(dir: &Path) {
    let tables = dir.join("tables");
    let _ = std::fs::remove_dir_all(&tables);
    std::fs::create_dir_all(&tables).expect("mkdir tables");
    std::fs::write(tables.join("mini.yaml"), MACHINE).expect("machine table");
    std::fs::write(tables.join("ir.yaml"), SOURCE_IR).expect("source table");
}

/// The crate `hostile_machine` every scratch crate depends on: the layer of [`MACHINE`] and a code
/// buffer, what a LIR's emitter names through `machine.crate`. Written once per run, under
/// `target/opforge-hostile-machine`, so that the scratch crates (sharing one target directory)
/// build it once between them.
fn machine_crate(ws: &Path) -> &'static Path {
    static CRATE: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    CRATE.get_or_init(|| {
        let m = ws.join("target").join("opforge-hostile-machine");
        write_machine_crate(ws, &m);
        m
    })
}

/// Writes the crate of [`machine_crate`] at `m`.
fn write_machine_crate(ws: &Path, m: &Path) {
    std::fs::create_dir_all(m.join("src")).expect("mkdir machine");
    std::fs::create_dir_all(m.join("gen")).expect("mkdir machine/gen");
    let isa = Loader::new()
        .text("mini.yaml", MACHINE)
        .load()
        .map(|l| match l {
            Loaded::Isa(isa) => isa,
            _ => panic!("mini.yaml is a machine table"),
        })
        .unwrap_or_else(|e| panic!("{e}"));
    let code = ir_spec::isa::generate(&isa, "mini.yaml").expect("machine layer");
    std::fs::write(m.join("gen/machine.rs"), code).expect("machine layer");
    std::fs::write(m.join("build.rs"), BUILD_RS).expect("build.rs");
    std::fs::write(
        m.join("Cargo.toml"),
        format!(
            "[package]\nname = \"hostile-machine\"\nversion = \"0.0.0\"\nedition = \"2024\"\npublish = false\n\n\
             [dependencies]\nopforge-machine = {{ path = {:?} }}\n",
            ws.join("backends/machine")
        ),
    )
    .expect("machine manifest");
    std::fs::write(
        m.join("src/lib.rs"),
        "#![allow(warnings)]\nopforge_machine::include_machine!(\"machine.rs\");\n\
         pub use opforge_machine::OperandError;\n\
         #[derive(Clone, Copy, Debug)] pub struct Label(pub u32);\n\
         #[derive(Default)] pub struct CodeBuffer { pub insts: Vec<Inst> }\n\
         impl CodeBuffer {\n    pub fn emit(&mut self, inst: Inst) { self.insts.push(inst); }\n    \
         pub fn emit_to(&mut self, inst: Inst, _: Label) -> Result<(), String> { self.insts.push(inst); Ok(()) }\n}\n",
    )
    .expect("machine lib");
}

impl Scratch {
    fn new(dir: &str) -> Self {
        let ws = workspace();
        let dir = ws.join("target").join(dir);
        let _ = std::fs::remove_dir_all(dir.join("gen"));
        std::fs::create_dir_all(dir.join("gen")).expect("mkdir gen");
        std::fs::create_dir_all(dir.join("src")).expect("mkdir src");
        let manifest = format!(
            "[package]\nname = \"hostile-scratch\"\nversion = \"0.0.0\"\nedition = \"2024\"\npublish = false\n\n\
             [dependencies]\nopforge-ir = {{ path = {:?} }}\nopforge-machine = {{ path = {:?} }}\n\
             opforge-cfg = {{ path = {:?} }}\nhostile-machine = {{ path = {:?} }}\n\n[workspace]\n",
            ws.join("ir-runtime"),
            ws.join("backends/machine"),
            ws.join("cfg"),
            machine_crate(&ws)
        );
        std::fs::write(dir.join("Cargo.toml"), manifest).expect("manifest");
        std::fs::write(dir.join("build.rs"), BUILD_RS).expect("build.rs");
        if let Ok(lock) = std::fs::read_to_string(ws.join("Cargo.lock")) {
            std::fs::write(dir.join("Cargo.lock"), lock).expect("lock");
        }
        tables(&dir);
        Scratch {
            dir,
            lib: "#![allow(warnings)]\n".to_owned(),
            modules: 0,
        }
    }

    fn file(&self, name: &str, text: &str) {
        std::fs::write(self.dir.join("gen").join(name), text).expect("write generated");
    }

    /// Adds a loaded spec as module `m<N>`, with its spec text as a comment for failures; the
    /// generator's error when it produces no code.
    fn add(&mut self, loaded: &Loaded, yaml: &str) -> Result<(), String> {
        let m = format!("m{}", self.modules);
        let comment: String = yaml.lines().map(|l| format!("// {l}\n")).collect();
        match loaded {
            Loaded::Ir(spec) => {
                let ops = ir_spec::generate::opcodes(spec, "s.yaml").map_err(|e| e.to_string())?;
                let b = ir_spec::generate::circuit_builder(spec, "s.yaml")
                    .map_err(|e| e.to_string())?;
                let v = ir_spec::generate::visitors(spec, "s.yaml").map_err(|e| e.to_string())?;
                self.file(&format!("{m}.rs"), &ops);
                self.file(&format!("{m}_builder.rs"), &b);
                self.file(&format!("{m}_visit.rs"), &v);
                let _ = write!(
                    self.lib,
                    "{comment}pub mod {m} {{\n    opforge_ir::include_ir!(\"{m}.rs\");\n    \
                     pub mod build {{\n        use super::*;\n        {STUBS}\n        \
                     include!(concat!(env!(\"OUT_DIR\"), \"/{m}_builder.rs\"));\n        \
                     pub mod visit {{\n            use super::*;\n            \
                     include!(concat!(env!(\"OUT_DIR\"), \"/{m}_visit.rs\"));\n        }}\n    }}\n}}\n"
                );
            }
            Loaded::Isa(isa) => {
                let code = ir_spec::isa::generate(isa, "s.yaml").map_err(|e| e.to_string())?;
                self.file(&format!("{m}.rs"), &code);
                let _ = write!(
                    self.lib,
                    "{comment}pub mod {m} {{\n    opforge_machine::include_machine!(\"{m}.rs\");\n}}\n"
                );
            }
            Loaded::Cfg(spec) => {
                let code =
                    ir_spec::cfg::generate::layer(spec, "s.yaml").map_err(|e| e.to_string())?;
                self.file(&format!("{m}.rs"), &code);
                let _ = write!(
                    self.lib,
                    "{comment}pub mod {m} {{\n    opforge_cfg::include_cfg!(\"{m}.rs\");\n}}\n"
                );
            }
            Loaded::Lower(l) => {
                let tables = self.dir.join("tables");
                let ir = Loader::new()
                    .file(tables.join(&l.source_spec))
                    .load_ir()
                    .map_err(|e| e.to_string())?;
                let lir = Loader::new()
                    .file(tables.join(&l.target_spec))
                    .load_as::<ir_spec::kind::CfgKind>()
                    .map_err(|e| e.to_string())?;
                let ops = ir_spec::generate::opcodes(&ir, "s.yaml").map_err(|e| e.to_string())?;
                let layer =
                    ir_spec::cfg::generate::layer(&lir, "s.yaml").map_err(|e| e.to_string())?;
                let lower =
                    ir_spec::lower::generate::layer(l, "s.yaml").map_err(|e| e.to_string())?;
                self.file(&format!("{m}_ir.rs"), &ops);
                self.file(&format!("{m}_lir.rs"), &layer);
                self.file(&format!("{m}_lower.rs"), &lower);
                let _ = write!(
                    self.lib,
                    "{comment}pub mod {m} {{\n    pub mod ir {{ opforge_ir::include_ir!(\"{m}_ir.rs\"); }}\n    \
                     pub mod lir {{ opforge_cfg::include_cfg!(\"{m}_lir.rs\"); }}\n    \
                     pub mod lower {{ include!(concat!(env!(\"OUT_DIR\"), \"/{m}_lower.rs\")); }}\n}}\n"
                );
            }
        }
        self.modules += 1;
        Ok(())
    }

    /// Builds the crate; the compiler's errors on failure.
    fn build(&self) -> Result<(), String> {
        std::fs::write(self.dir.join("src/lib.rs"), &self.lib).expect("lib.rs");
        let out = Command::new(env!("CARGO"))
            .args(["build", "--offline", "--quiet", "--message-format=short"])
            .current_dir(&self.dir)
            .env(
                "CARGO_TARGET_DIR",
                workspace().join("target").join("opforge-scratch-target"),
            )
            .env_remove("RUSTFLAGS")
            // Scratch builds are thrown away: no debug info, no incremental state on disk.
            .env("CARGO_PROFILE_DEV_DEBUG", "false")
            .env("CARGO_INCREMENTAL", "0")
            .output()
            .expect("run cargo");
        if out.status.success() {
            Ok(())
        } else {
            Err(String::from_utf8_lossy(&out.stderr).into_owned())
        }
    }
}

/// Loads `yaml` as if it were a file of `dir`; the model when `check` accepts it.
fn accept(yaml: &str, dir: &Path) -> Option<Loaded> {
    Loader::new()
        .text(dir.join("s.yaml").display().to_string(), yaml)
        .load()
        .ok()
}

/// The first errors of a failed build.
fn first_errors(stderr: &str) -> String {
    let lines: Vec<&str> = stderr
        .lines()
        .filter(|l| l.contains("error"))
        .take(40)
        .collect();
    lines.join("\n")
}

/// Generates `count` specs with `make`, loads each, generates and compiles every accepted one in
/// the scratch crate `dir`; asserts they all compile and at least `min_accepted` were accepted.
/// `make` may write the tables a spec names into the directory it is given.
fn run(dir: &str, count: usize, min_accepted: usize, make: fn(&mut Rng, &Path) -> String) {
    let start = Instant::now();
    let mut rng = Rng::xorshift64(0x9e37_79b9_7f4a_7c15);
    let mut scratch = Scratch::new(dir);
    let mut accepted = 0;
    let mut unparsed = Vec::new();
    for _ in 0..count {
        let tables = scratch.dir.join("tables");
        let yaml = make(&mut rng, &tables);
        if let Some(loaded) = accept(&yaml, &tables) {
            accepted += 1;
            if let Err(e) = scratch.add(&loaded, &yaml) {
                unparsed.push(format!("{e}\n{yaml}"));
            }
        }
    }
    let built = scratch.build();
    eprintln!(
        "{dir}: {count} specs generated, {accepted} accepted, {} compiled in one crate, {:.1?}",
        scratch.modules,
        start.elapsed()
    );
    let mut report = unparsed.join("\n");
    if let Err(stderr) = &built {
        report.push_str(stderr);
    }
    std::fs::write(scratch.dir.join("report.txt"), report).expect("report");
    assert!(
        unparsed.is_empty(),
        "{} accepted specs generate no code, such as:\n{}",
        unparsed.len(),
        unparsed[..unparsed.len().min(3)].join("\n")
    );
    if let Err(stderr) = built {
        panic!(
            "accepted specs generate code that does not compile:\n{}\n(the specs are comments in {})",
            first_errors(&stderr),
            scratch.dir.join("src/lib.rs").display()
        );
    }
    assert!(
        accepted >= min_accepted,
        "too few specs accepted: {accepted}"
    );
}

#[test]
fn every_accepted_hostile_ir_spec_compiles() {
    run("opforge-hostile-ir", 1000, 200, |r, _| ir_spec(r));
}

#[test]
fn every_accepted_hostile_cfg_spec_compiles() {
    run("opforge-hostile-cfg", 400, 80, |r, _| cfg_spec(r));
}

#[test]
fn every_accepted_hostile_lir_spec_compiles() {
    run("opforge-hostile-lir", 200, 60, lir_spec);
}

#[test]
fn every_accepted_hostile_lowering_spec_compiles() {
    run("opforge-hostile-lower", 200, 40, lower_spec);
}

#[test]
fn every_accepted_hostile_isa_spec_compiles() {
    run("opforge-hostile-isa", 400, 30, |r, _| isa_spec(r));
}
