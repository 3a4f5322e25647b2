//! A RISC-V ABI naming the machine's registers, and one ABI per LIR.

use super::*;

/// A RISC-V LIR over `rv64.yaml` (whose register kinds name every register) with `abi` lines.
fn riscv(abi: &str) -> String {
    format!(
        "\
kind: cfg
version: 1
machine: {{ spec: rv64.yaml, crate: rv64 }}
register_classes:
  - {{ name: gpr, doc: G., bank: int, views: [XReg], preferred: [a0-a7, t0-t5], non_preferred: [s1-s11], scratch: t6 }}
{abi}types:
  - {{ name: i64, doc: I., class: gpr, view: XReg }}
classes:
  - {{ name: Op, doc: Ops. }}
instructions:
  - {{ name: add, doc: A., class: Op, operands: [{{ name: a, value: i64 }}, {{ name: b, value: i64 }}], results: [{{ name: out, type: i64 }}], emit: [{{ form: ADD, bind: {{ rd: out, rs1: a, rs2: b }}, asm: \"add {{out}}, {{a}}, {{b}}\" }}] }}
  - {{ name: call, doc: C., class: Op, operands: [{{ name: args, value: i64, variadic: true, fixed_each: [a0-a7] }}], results: [{{ name: out, type: i64, alloc: a0 }}], call: true, emit: [] }}
  - {{ name: ret, doc: R., class: Op, operands: [{{ name: v, value: i64, alloc: a0 }}], terminator: true, returns: true, emit: [] }}
"
    )
}

/// The RISC-V calling convention (LP64, its integer half): arguments in a0-a7, results in
/// a0-a1, s0-s11 callee-saved (s0 the frame pointer too), sp, ra; zero, gp and tp reserved.
const RISCV_ABI: &str = "\
abi:
  name: LP64
  doc: The RISC-V integer calling convention.
  stack_pointer: sp
  frame_pointer: s0
  link_register: ra
  stack_arguments: { slot: 8, align: 16 }
  classes:
    - { class: gpr, arguments: [a0-a7], results: [a0-a1], callee_saved: [s0-s11], reserved: [zero, gp, tp] }
";

#[test]
fn a_riscv_abi_names_registers_the_machine_names() {
    // Without an `abi`, a register the machine names is special, and every RISC-V register is
    // named: the table cannot be written (every register it lists is refused).
    let yaml = riscv("");
    let found = load(&yaml).expect_err("no register is general").diagnostics;
    let line = yaml
        .lines()
        .position(|l| l.contains("name: gpr"))
        .expect("class")
        + 1;
    let column = yaml
        .lines()
        .nth(line - 1)
        .and_then(|l| l.find("a0-a7"))
        .expect("range")
        + 1;
    let first = &found[0];
    assert_eq!(
        (first.rule, first.loc.line, first.loc.column),
        (Rule::CfgRegister, line as u32, column as u32)
    );
    assert_eq!(
        first.message,
        "`a0-a7` includes register 10, which the machine spells `a0`: it is not a general register of class `gpr`"
    );
    assert!(
        found
            .iter()
            .all(|d| d.message.contains("which the machine spells")
                || d.message
                    .contains("expected `reg`, `any`, `stack` or a general register")),
        "{found:#?}"
    );
    // With one, only what it keeps is kept; ranges follow the names (`s1-s11` is x9, x18-x27).
    let spec = load(&riscv(RISCV_ABI)).unwrap_or_else(|e| panic!("{e}"));
    let l = spec.lir.expect("a LIR");
    let gpr = &l.classes[0];
    assert_eq!(
        gpr.preferred,
        vec![10, 11, 12, 13, 14, 15, 16, 17, 5, 6, 7, 28, 29, 30]
    );
    assert_eq!(
        gpr.non_preferred,
        vec![9, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27]
    );
    assert_eq!(gpr.scratch, Some(31));
    assert_eq!(gpr.reserved, vec![0, 1, 3, 4, 8]);
    let abi = l.abi.expect("an abi");
    assert_eq!(abi.stack_pointer.reg, (0, 2));
    assert_eq!(abi.link_register.map(|r| r.reg), Some((0, 1)));
    assert_eq!(abi.frame_pointer.map(|r| r.reg), Some((0, 8)));
    assert_eq!(abi.classes[0].arguments, (10..18).collect::<Vec<u8>>());
    let mut saved = vec![8, 9];
    saved.extend(18..28);
    assert_eq!(abi.classes[0].callee_saved, saved);
    // And it keeps what it says from values: `sp` in an allocation list is refused.
    check(
        &riscv(RISCV_ABI).replace("non_preferred: [s1-s11]", "non_preferred: [s1-s11, sp]"),
        Rule::CfgRegister,
        "name: gpr",
        "sp]",
        "`non_preferred` of register class `gpr` names sp, which the `abi` keeps as the stack pointer: no value may live in it",
    );
}

#[test]
fn a_lir_has_one_abi() {
    let dir = dir();
    let (a, b) = (dir.join("one-abi-a.yaml"), dir.join("one-abi-b.yaml"));
    std::fs::write(&a, with_abi("")).expect("first file");
    std::fs::write(&b, format!("kind: cfg\nversion: 1\n{ABI}")).expect("second file");
    let e = Loader::new()
        .file(&a)
        .file(&b)
        .load_as::<CfgKind>()
        .expect_err("two calling conventions");
    assert_eq!(e.diagnostics.len(), 1, "{e}");
    let d = &e.diagnostics[0];
    assert_eq!(d.rule, Rule::CfgAbiShape);
    assert_eq!(
        d.message,
        "a second `abi`: a LIR has one calling convention"
    );
    // At the second file's `abi` mapping, whose first key is line 4, column 3.
    assert!(
        e.position(d).ends_with("one-abi-b.yaml:4:3"),
        "{}",
        e.position(d)
    );
}
