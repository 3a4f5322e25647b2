//! The scratch crate: a user's crate whose build script copies the generated files into
//! `OUT_DIR` and includes them, built with cargo to check that an accepted spec compiles.

use super::*;

/// A scratch crate whose build script copies the generated files into `OUT_DIR`, so that they
/// are included with `include_ir!` and `include_machine!` as a user's crate does.
pub(crate) struct Scratch {
    pub(crate) dir: PathBuf,
    lib: String,
    pub(crate) modules: usize,
}

pub(crate) const BUILD_RS: &str = "fn main() {\n    let out = std::env::var(\"OUT_DIR\").expect(\"OUT_DIR\");\n    \
    println!(\"cargo:rerun-if-changed=gen\");\n    \
    for e in std::fs::read_dir(\"gen\").expect(\"gen\") {\n        let p = e.expect(\"entry\").path();\n        \
    std::fs::copy(&p, std::path::Path::new(&out).join(p.file_name().expect(\"name\"))).expect(\"copy\");\n    }\n}\n";

/// The runtime types a generated builder and visitor expect around them, as stubs.
pub(crate) const STUBS: &str = "\
#[derive(Clone, Copy, Debug)] pub struct GateRef(u32);
impl GateRef { pub const PENDING: GateRef = GateRef(0); }
#[derive(Clone, Copy, Debug)] pub struct StateRef(pub GateRef);
#[derive(Clone, Copy, Debug)] pub struct DependRef(pub GateRef);
#[derive(Clone, Copy, Debug)] pub struct ValueRef(pub GateRef);
pub struct GateBuilder;
impl GateBuilder {
    const NO_VALUE: () = ();
    pub(crate) fn gate<T>(&mut self, _: Opcode, _: T, _: u64, _: &[GateRef], _: &[GateRef], _: &[GateRef], _: ::core::option::Option<Root>) -> GateRef { GateRef(0) }
    pub(crate) fn root_gate(&self, _: Root) -> GateRef { GateRef(0) }
}
pub struct Circuit;
impl Circuit { pub fn opcode(&self, _: GateRef) -> ::core::option::Option<Opcode> { ::core::option::Option::None } }
";

/// The tables directory of the scratch crate `dir`, which the specs name [`MACHINE`] and
/// [`SOURCE_IR`] from.
pub(crate) fn tables(dir: &Path) {
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
pub(crate) fn machine_crate(ws: &Path) -> &'static Path {
    static CRATE: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    CRATE.get_or_init(|| {
        let m = ws.join("target").join("opforge-hostile-machine");
        write_machine_crate(ws, &m);
        m
    })
}

/// Writes the crate of [`machine_crate`] at `m`.
pub(crate) fn write_machine_crate(ws: &Path, m: &Path) {
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
    pub(crate) fn new(dir: &str) -> Self {
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

    pub(crate) fn file(&self, name: &str, text: &str) {
        std::fs::write(self.dir.join("gen").join(name), text).expect("write generated");
    }

    /// Adds a loaded spec as module `m<N>`, with its spec text as a comment for failures; the
    /// generator's error when it produces no code.
    pub(crate) fn add(&mut self, loaded: &Loaded, yaml: &str) -> Result<(), String> {
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
    pub(crate) fn build(&self) -> Result<(), String> {
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
