//! Error cases of LIR tables (a `kind: cfg` table with a `machine`): one test per mistake, each
//! checking that it is reported alone, under its rule, with its message, at the exact
//! `line:column` of the text at fault. The machine is a five-form table written next to the
//! LIR in a scratch directory, so the tests need no target crate; the calling convention's
//! tests (`abi:`, E136–E139) add a RISC-V LIR over `tests/specs/rv64.yaml`, a machine that
//! names every register.

#[path = "../support/one_finding.rs"]
mod one_finding;

use std::path::PathBuf;

use ir_spec::cfg::CfgSpec;
use ir_spec::cfg::lir::model::{Bind, Constraint, Emission, Slot};
use ir_spec::kind::CfgKind;
use ir_spec::{Diagnostic, Loader, Rule};
use one_finding::one_finding;

/// The machine: five forms over two register kinds.
const MACHINE: &str = include_str!("../../../tests/specs/mini.yaml");

/// A RISC-V machine (RV64IC), whose register kinds name every register (`zero`, `ra`, `a0`..).
const RV64: &str = include_str!("../../../tests/specs/rv64.yaml");

/// A scratch directory holding the machine table (and a broken one), made once per process.
fn dir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("opforge-lir-errors-{}", std::process::id()));
    if !dir.join("mini.yaml").is_file() {
        std::fs::create_dir_all(&dir).expect("scratch directory");
        std::fs::write(dir.join("rv64.yaml"), RV64).expect("RISC-V machine table");
        std::fs::write(dir.join("mini.yaml"), MACHINE).expect("machine table");
        std::fs::write(
            dir.join("broken.yaml"),
            "kind: isa\nversion: 1\nregisters: 3\n",
        )
        .expect("broken table");
    }
    dir
}

/// The LIR header (machine, classes, sets, types, immediates, classes) with `header` lines
/// added, then `insts` after its one valid instruction. The added instruction line is line 20.
fn lir(header: &str, insts: &str) -> String {
    format!(
        "\
kind: cfg
version: 1
machine: {{ spec: mini.yaml, crate: mini }}
register_classes:
  - {{ name: gpr, doc: G., bank: int, views: [XReg], preferred: [x0-x7], non_preferred: [x8-x15], scratch: x16 }}
  - {{ name: fpr, doc: F., bank: float, views: [DReg], preferred: [d0-d7] }}
register_sets:
  - {{ name: clobbered, doc: C., registers: [x0-x3] }}
types:
  - {{ name: i64, doc: I., class: gpr, view: XReg }}
  - {{ name: f64, doc: F., class: fpr, view: DReg }}
immediates:
  - {{ name: imm, doc: I., bits: 12 }}
  - {{ name: cc, doc: C., cases: [{{ name: eq, doc: E. }}, {{ name: ne, doc: N. }}] }}
classes:
  - {{ name: Op, doc: Ops. }}
{header}instructions:
  - {{ name: add, doc: A., class: Op, operands: [{{ name: a, value: i64 }}, {{ name: b, value: i64 }}], results: [{{ name: out, type: i64 }}], emit: [{{ form: ADD, bind: {{ Xd: out, Xn: a, Xm: b }}, asm: \"add {{out}}, {{a}}, {{b}}\" }}] }}
{insts}"
    )
}

fn load(yaml: &str) -> Result<CfgSpec, ir_spec::SpecError> {
    let dir = dir();
    let name = format!("lir-{:016x}.yaml", fxhash(yaml));
    std::fs::write(dir.join(&name), yaml).expect("write the table");
    Loader::new().file(dir.join(name)).load_as::<CfgKind>()
}

/// A hash naming a table's file (tests run in parallel in one directory).
fn fxhash(s: &str) -> u64 {
    s.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    })
}

/// The one finding of `yaml`, which must be at the first `token` of the line holding `marker`
/// and have `message`.
#[track_caller]
fn check(yaml: &str, rule: Rule, marker: &str, token: &str, message: &str) -> Diagnostic {
    one_finding(load(yaml), yaml, rule, (marker, token), message)
}

/// An instruction line with `rest` after its name, doc and class.
fn inst(rest: &str) -> String {
    lir(
        "",
        &format!("  - {{ name: bad, doc: B., class: Op, {rest} }}\n"),
    )
}

/// The calling convention of the mini LIR: x28 the stack pointer, x29 the frame pointer, x30
/// the link register, x17 scratch, x18 reserved.
const ABI: &str = "\
abi:
  name: Mini
  doc: The mini convention.
  stack_pointer: x28
  frame_pointer: x29
  link_register: x30
  stack_arguments: { slot: 8, align: 16 }
  classes:
    - { class: gpr, arguments: [x0-x3], results: [x0-x1], callee_saved: [x8-x11], scratch: [x17], reserved: [x18] }
    - { class: fpr, arguments: [d0-d3], results: [d0], callee_saved: [d4-d5] }
";

/// The mini LIR with its calling convention, then `insts`.
fn with_abi(insts: &str) -> String {
    lir(ABI, insts)
}

mod abi;
mod base;
mod emission;
mod machine;
mod policies;
mod registers;
mod riscv;
