//! The facts about MIR gates that `spec/circuit.yaml` does not state and the generator needs:
//! which classes compute on integers and which on floats, which gates divide (a zero divisor, and
//! for signed division -1, traps), which family a compare reads, and which way each conversion
//! goes. Everything else about a gate is read from the table (see [`catalog`](super::catalog)).
//!
//! Float bits are never turned into integer bits (no `BITCAST` from a float): NaN payloads differ
//! between hosts and A64, so a program that exposed them would not have one answer.

use super::catalog::{Conversion, Divisor, Family, Width};
use crate::opcode::{Class, Opcode};

/// The family the arithmetic of a class computes on.
pub fn class_family(class: Class) -> Option<Family> {
    match class {
        Class::IntBinary => Some(Family::Int),
        Class::FloatBinary | Class::FloatUnary => Some(Family::Float),
        _ => None,
    }
}

/// What the second operand of an arithmetic gate must avoid.
pub fn divisor(op: Opcode) -> Divisor {
    match op {
        Opcode::Udiv | Opcode::Urem => Divisor::NonZero,
        Opcode::Sdiv | Opcode::Srem => Divisor::NonZeroNorMinusOne,
        _ => Divisor::Any,
    }
}

/// The family a compare reads.
pub fn compare_family(op: Opcode) -> Option<Family> {
    match op {
        Opcode::Icmp => Some(Family::Int),
        Opcode::Fcmp => Some(Family::Float),
        _ => None,
    }
}

/// The rule of a conversion.
pub fn conversion(op: Opcode) -> Option<Conversion> {
    use Family::{Float, Int};
    let (from, to, width): (Family, &'static [Family], Width) = match op {
        Opcode::Trunc => (Int, &[Int], Width::Narrower),
        Opcode::Zext | Opcode::Sext => (Int, &[Int], Width::Wider),
        Opcode::Sitofp | Opcode::Uitofp => (Int, &[Float], Width::Any),
        Opcode::Fptosi | Opcode::Fptoui => (Float, &[Int], Width::Any),
        Opcode::Bitcast => (Int, &[Int, Float], Width::Same),
        _ => return None,
    };
    Some(Conversion { from, to, width })
}
