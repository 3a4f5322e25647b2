//! The generated RV64GC API beyond the llvm-mc oracle: constructors name the operand and its legal
//! values, CSRs without a name print and parse as bare numbers, 16-bit forms ignore the next
//! halfword, and parse errors say where.

use opforge_riscv64::{Csr, FReg, Inst, RoundingMode, XReg};

#[test]
fn constructors_name_the_operand_and_its_range() {
    let err = Inst::addi(XReg::A0, XReg::A1, 2048).expect_err("out of range");
    assert_eq!(
        err.to_string(),
        "`imm` = 2048 is out of range; legal: -2048..=2047"
    );
    let err = Inst::c_lui_pos(opforge_riscv64::XRegNoSp::A0, 0).expect_err("zero");
    assert!(err.to_string().contains("`i` = 0"), "{err}");
    let ok = Inst::addi(XReg::A0, XReg::A1, -2048).expect("in range");
    assert_eq!(ok.to_string(), "addi a0, a1, -2048");
}

#[test]
fn csrs_print_by_name_or_as_bare_numbers() -> Result<(), Box<dyn std::error::Error>> {
    let named = Inst::csrrs(XReg::A0, Csr::MSTATUS, XReg::A1)?;
    assert_eq!(named.to_string(), "csrrs a0, mstatus, a1");
    let unnamed = Inst::csrrs(XReg::A0, Csr::new(2047)?, XReg::A1)?;
    assert_eq!(unnamed.to_string(), "csrrs a0, 2047, a1");
    assert_eq!("csrrs a0, 2047, a1".parse::<Inst>()?, unnamed);
    assert_eq!("csrrs a0, 0x7ff, a1".parse::<Inst>()?, unnamed);
    // The alias LLVM prints when nothing is written.
    let read = Inst::csrrs(XReg::A0, Csr::new(2047)?, XReg::ZERO)?;
    assert_eq!(read.to_string(), "csrr a0, 2047");
    assert!(Csr::new(4096).is_err());
    Ok(())
}

#[test]
fn rounding_modes_are_left_out_when_dynamic() -> Result<(), Box<dyn std::error::Error>> {
    let dynamic = Inst::fadd_s(FReg::FA0, FReg::FA1, FReg::FA2, RoundingMode::DYN)?;
    assert_eq!(dynamic.to_string(), "fadd.s fa0, fa1, fa2");
    assert_eq!("fadd.s fa0, fa1, fa2".parse::<Inst>()?, dynamic);
    let rtz = Inst::fadd_s(FReg::FA0, FReg::FA1, FReg::FA2, RoundingMode::RTZ)?;
    assert_eq!(rtz.to_string(), "fadd.s fa0, fa1, fa2, rtz");
    // Rounding modes 5 and 6 are reserved: such words do not decode.
    assert_eq!(Inst::decode(dynamic.encode() & !(7 << 12) | 5 << 12), None);
    Ok(())
}

#[test]
fn a_16_bit_form_is_two_bytes_whatever_follows() -> Result<(), Box<dyn std::error::Error>> {
    let i: Inst = "c.addi a0, 5".parse()?;
    assert_eq!(i.size(), 2);
    assert_eq!(i.encode() >> 16, 0);
    for next in [0u32, 0xffff, 0x1234] {
        assert_eq!(Inst::decode(i.encode() | next << 16), Some(i));
    }
    let wide: Inst = "addi a0, a0, 5".parse()?;
    assert_eq!(wide.size(), 4);
    Ok(())
}

#[test]
fn parse_errors_say_where_and_why() {
    let e = "addi a0, a1, 4096"
        .parse::<Inst>()
        .expect_err("out of range");
    assert!(e.to_string().contains("4096"), "{e}");
    let e = "addi a0, q1, 1"
        .parse::<Inst>()
        .expect_err("no such register");
    assert!(e.column > 1, "{e:?}");
    let e = "frobnicate a0"
        .parse::<Inst>()
        .expect_err("no such mnemonic");
    assert!(e.to_string().contains("frobnicate"), "{e}");
}
