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

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("workspace root")
        .to_path_buf()
}

/// A deterministic xorshift generator: the same specs on every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    /// A number in `0..n` (`n > 0`).
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
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
        rng.pick(HOSTILE).to_owned()
    } else {
        format!("{}{}", rng.pick(PLAIN), rng.below(4))
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
            rng.pick(LOCAL_NAMES).to_owned()
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

impl Scratch {
    fn new(dir: &str) -> Self {
        let ws = workspace();
        let dir = ws.join("target").join(dir);
        let _ = std::fs::remove_dir_all(dir.join("gen"));
        std::fs::create_dir_all(dir.join("gen")).expect("mkdir gen");
        std::fs::create_dir_all(dir.join("src")).expect("mkdir src");
        let manifest = format!(
            "[package]\nname = \"hostile-scratch\"\nversion = \"0.0.0\"\nedition = \"2024\"\npublish = false\n\n\
             [dependencies]\nopforge-ir = {{ path = {:?} }}\nopforge-machine = {{ path = {:?} }}\n\n[workspace]\n",
            ws.join("ir-runtime"),
            ws.join("backends/machine")
        );
        std::fs::write(dir.join("Cargo.toml"), manifest).expect("manifest");
        std::fs::write(dir.join("build.rs"), BUILD_RS).expect("build.rs");
        if let Ok(lock) = std::fs::read_to_string(ws.join("Cargo.lock")) {
            std::fs::write(dir.join("Cargo.lock"), lock).expect("lock");
        }
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
            // The generators of this test write IR and machine specs only.
            Loaded::Cfg(_) => return Err("a block-structured spec is not generated here".into()),
            Loaded::Lower(_) => return Err("a lowering table is not generated here".into()),
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

/// Loads `yaml`; the model when `check` accepts it.
fn accept(yaml: &str) -> Option<Loaded> {
    Loader::new().text("s.yaml", yaml).load().ok()
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
fn run(dir: &str, count: usize, min_accepted: usize, make: fn(&mut Rng) -> String) {
    let start = Instant::now();
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut scratch = Scratch::new(dir);
    let mut accepted = 0;
    let mut unparsed = Vec::new();
    for _ in 0..count {
        let yaml = make(&mut rng);
        if let Some(loaded) = accept(&yaml) {
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
    run("opforge-hostile-ir", 1000, 200, ir_spec);
}

#[test]
fn every_accepted_hostile_isa_spec_compiles() {
    run("opforge-hostile-isa", 400, 30, isa_spec);
}
