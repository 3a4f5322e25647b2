//! Operand errors: owns [`OperandError`], what a generated constructor or `new` says of a value
//! an instruction cannot hold, and [`IntoOperand`], the typed-or-raw immediate a constructor
//! takes.

use core::fmt;

/// An operand value that the instruction cannot hold: which operand, the value, what is legal.
///
/// It is `Copy` and owns no heap memory, so a `Result` of an operand type costs no drop glue on
/// the encoding fast path.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct OperandError {
    /// The operand (or, before it is known, the operand type).
    pub operand: &'static str,
    /// The rejected value.
    pub value: OperandValue,
    /// The legal values, in words.
    pub legal: &'static str,
}

/// A rejected operand value, as the caller gave it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum OperandValue {
    /// An integer (register numbers, immediates, offsets).
    Int(i64),
    /// A floating-point immediate.
    Float(f64),
}

impl fmt::Display for OperandValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OperandValue::Int(v) => write!(f, "{v}"),
            OperandValue::Float(v) => write!(f, "{v}"),
        }
    }
}

impl OperandError {
    /// An integer `value` rejected for `operand`.
    #[cold]
    #[inline(never)]
    pub const fn new(operand: &'static str, value: i64, legal: &'static str) -> Self {
        OperandError {
            operand,
            value: OperandValue::Int(value),
            legal,
        }
    }

    /// A float `value` rejected for `operand`.
    #[cold]
    #[inline(never)]
    pub const fn float(operand: &'static str, value: f64, legal: &'static str) -> Self {
        OperandError {
            operand,
            value: OperandValue::Float(value),
            legal,
        }
    }

    /// The same error attributed to the operand called `operand`.
    pub const fn named(mut self, operand: &'static str) -> Self {
        self.operand = operand;
        self
    }
}

impl fmt::Display for OperandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` = {} is out of range; legal: {}",
            self.operand, self.value, self.legal
        )
    }
}

impl std::error::Error for OperandError {}

/// An immediate operand of a generated `Inst` constructor, of an encoding or of an alias alike:
/// the operand type `T` itself (already legal: what `encode::*` takes) or the value it holds
/// (an `i64`, or the codec's value type), checked with `T::new` when the instruction is built.
/// The generated layer implements it for each of its immediate types.
pub trait IntoOperand<T> {
    /// The operand, or why the value is not one.
    fn into_operand(self) -> Result<T, OperandError>;
}
