//! The base table: it loads with its policies and emission, its policies, clobbers and
//! enumerations resolve, and a fixed `each` list mixes classes.

use super::*;

#[test]
fn the_base_table_loads_with_its_policies_and_emission() {
    let spec = load(&lir("", "")).unwrap_or_else(|e| panic!("{e}"));
    let l = spec.lir.expect("a LIR");
    assert_eq!(l.classes.len(), 2);
    assert_eq!(l.classes[0].preferred, (0..8).collect::<Vec<u8>>());
    assert_eq!(l.classes[0].non_preferred, (8..16).collect::<Vec<u8>>());
    assert_eq!(l.classes[0].scratch, Some(16));
    let add = &l.insts[0];
    assert_eq!(
        add.operands[0].as_ref().map(|p| &p.constraint),
        Some(&Constraint::Reg)
    );
    let Emission::Steps(steps) = &add.emission else {
        panic!("steps")
    };
    assert_eq!(
        steps[0].binds,
        vec![
            Bind::Reg(Slot::Result(0)),
            Bind::Reg(Slot::Operand(0)),
            Bind::Reg(Slot::Operand(1))
        ]
    );
}

#[test]
fn policies_clobbers_and_enumerations_resolve() {
    let yaml = inst(
        "operands: [{ name: c, imm: cc }, { name: x, value: i64, alloc: x3, at: late }, { name: y, value: i64 }], results: [{ name: out, type: i64, reuse: y }], clobbers: [clobbered, x9], temps: [{ name: t, doc: T., class: gpr, alloc: x5 }], emit: [{ form: CSEL, bind: { Xd: out, Xn: x, Xm: t, cond: c }, asm: \"csel {out}, {x}, {t}, {c}\" }]",
    );
    let spec = load(&yaml).unwrap_or_else(|e| panic!("{e}"));
    let l = spec.lir.expect("a LIR");
    let bad = &l.insts[1];
    assert_eq!(
        bad.operands[1].as_ref().map(|p| &p.constraint),
        Some(&Constraint::Fixed(3))
    );
    assert_eq!(bad.results[0].constraint, Constraint::Reuse(2));
    assert_eq!(bad.temps[0].constraint, Constraint::Fixed(5));
    assert_eq!(bad.clobbers, vec![(0, 0), (0, 1), (0, 2), (0, 3), (0, 9)]);
    let Emission::Steps(steps) = &bad.emission else {
        panic!("steps")
    };
    assert_eq!(steps[0].binds[3], Bind::ImmCases(0, vec![0, 1]));
}

#[test]
fn a_fixed_each_list_may_mix_the_classes_of_its_operand_types() {
    let yaml = inst(
        "operands: [{ name: args, value: any, variadic: true, fixed_each: [x0-x1, d0, x4, d3-d4] }], emit: []",
    );
    let spec = load(&yaml).unwrap_or_else(|e| panic!("{e}"));
    let l = spec.lir.expect("a LIR");
    assert_eq!(
        l.insts[1].operands[0].as_ref().map(|p| &p.constraint),
        Some(&Constraint::FixedEach(vec![
            (0, 0),
            (0, 1),
            (1, 0),
            (0, 4),
            (1, 3),
            (1, 4)
        ]))
    );
}
