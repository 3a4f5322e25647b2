//! What the generator knows about each MIR gate: how to feed it. The rule is read from the
//! generated table of `spec/circuit.yaml` (level, flags, class, wire shape, type constraints,
//! bitfield kind, enum values, root list); only the facts the table does not carry come from the
//! small [`hints`] module (which classes compute on integers or floats, which gates
//! divide, which way a conversion goes).

use super::hints;
use crate::opcode::{
    BitfieldKind, DependCount, Flags, InputInfo, Level, MachineType, Opcode, Repeat, Root,
    TypeConstraint, TypeSet, TypeVar,
};

/// The values a gate computes on.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Family {
    /// Integers (`I8` to `I64` and `ARCH`; `I1` only where a compare or a conversion makes it).
    Int,
    /// Floats.
    Float,
}

/// What a divisor must avoid for the gate not to trap.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Divisor {
    /// Any value is fine (no division).
    Any,
    /// Zero traps.
    NonZero,
    /// Zero traps, and so does -1 (with `INT_MIN` as the dividend).
    NonZeroNorMinusOne,
}

/// How the width of a conversion's result relates to its operand's.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Width {
    /// The result is at most as wide.
    Narrower,
    /// The result is at least as wide.
    Wider,
    /// Both are as wide.
    Same,
    /// Any widths.
    Any,
}

/// A conversion's operand family, result family and width rule.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Conversion {
    /// The operand's family.
    pub from: Family,
    /// The result's families.
    pub to: &'static [Family],
    /// The width rule.
    pub width: Width,
}

impl Conversion {
    /// Whether the conversion takes a value of `from` to `to` (`I1` included either way, and a
    /// type to itself when the width rule allows it).
    pub fn fits(&self, from: MachineType, to: MachineType) -> bool {
        let (Some(a), Some(b)) = (family_of(from), family_of(to)) else {
            return false;
        };
        let (wa, wb) = (width(from), width(to));
        a == self.from
            && self.to.contains(&b)
            && match self.width {
                Width::Narrower => wb <= wa,
                Width::Wider => wb >= wa,
                Width::Same => wa == wb,
                Width::Any => true,
            }
    }
}

/// How the generator feeds a gate.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Feed {
    /// Pure arithmetic: every data input and the result are the gate's own type (FLEX).
    Arith {
        /// The values it computes on.
        family: Family,
        /// Its number of operands.
        arity: usize,
        /// What its second operand must avoid.
        divisor: Divisor,
    },
    /// A pure compare of two values of one type, giving the `I1` its table fixes, under one of
    /// the condition codes its enum bitfield lists.
    Compare {
        /// The operands' family.
        family: Family,
        /// The legal bitfields.
        conds: &'static [u64],
    },
    /// A pure conversion: one operand of any type, the result of the gate's own type.
    Convert(Conversion),
    /// Reads memory at an `ARCH` address after a dependency.
    Load,
    /// Writes a value to an `ARCH` address after a dependency.
    Store,
    /// Calls the function at an `ARCH` address with as many arguments as its bitfield counts.
    Call,
    /// Reserves the bytes its bitfield says and yields their `ARCH` address.
    Alloca,
    /// Reads the parameter its bitfield names.
    Arg,
    /// The value of its bitfield's bits.
    Constant,
}

/// The width of a value type in bits (`ARCH` is 64, as in the interpreter).
pub fn width(ty: MachineType) -> u32 {
    crate::interp::value::width(ty)
}

/// The family of a value type (`None` for `NOVALUE`).
pub fn family_of(ty: MachineType) -> Option<Family> {
    if crate::interp::value::is_float(ty) {
        Some(Family::Float)
    } else if crate::interp::value::is_int(ty) {
        Some(Family::Int)
    } else {
        None
    }
}

fn is_flex(t: &TypeConstraint) -> bool {
    t.var == Some(TypeVar::Flex)
}

fn is_type(t: &TypeConstraint, ty: MachineType) -> bool {
    t.var.is_none() && t.types == TypeSet::of(ty)
}

fn once(inputs: &[InputInfo]) -> bool {
    inputs
        .iter()
        .all(|i| i.repeat == Repeat::Once && !i.optional)
}

/// The feeding rule of `op`, or `None` when it is no MIR gate the generator can feed.
pub fn feed(op: Opcode) -> Option<Feed> {
    let info = op.info();
    if info.level != Some(Level::Mir) {
        return None;
    }
    let shape = info.shape;
    let data = shape.data_in;
    let out = shape.data_out;
    let out_flex = out.as_ref().is_some_and(is_flex);
    let pure = op.has(Flags::PURE);
    let no_depend = shape.depend_in == DependCount::Fixed(0);
    let one_depend = shape.depend_in == DependCount::Fixed(1);
    let bits = matches!(info.bitfield.kind, BitfieldKind::Bits(_));
    let root = |r: Root| info.root == Some(r.opcode());
    if pure && no_depend && !data.is_empty() && once(data) {
        if out_flex && data.iter().all(|d| is_flex(&d.types)) {
            return Some(Feed::Arith {
                family: hints::class_family(info.class)?,
                arity: data.len(),
                divisor: hints::divisor(op),
            });
        }
        let enum_bitfield = matches!(info.bitfield.kind, BitfieldKind::Enum(_));
        if data.len() == 2 && out.is_some_and(|t| is_type(&t, MachineType::I1)) && enum_bitfield {
            return Some(Feed::Compare {
                family: hints::compare_family(op)?,
                conds: info.bitfield.values,
            });
        }
        if data.len() == 1 && out_flex {
            return hints::conversion(op).map(Feed::Convert);
        }
        return None;
    }
    if data.is_empty() && no_depend && bits {
        if out.is_some_and(|t| is_type(&t, MachineType::Arch)) && !pure {
            return Some(Feed::Alloca);
        }
        if out_flex && pure && root(Root::ArgList) {
            return Some(Feed::Arg);
        }
        if out_flex && pure && root(Root::ConstantList) {
            return Some(Feed::Constant);
        }
        return None;
    }
    let address = |i: &InputInfo| is_type(&i.types, MachineType::Arch) && i.repeat == Repeat::Once;
    if one_depend && !pure {
        match data {
            [a] if address(a) && out_flex && op.has(Flags::READS_MEMORY) => {
                return Some(Feed::Load);
            }
            [v, a]
                if address(a)
                    && v.types.types == TypeSet::ANYVALUE
                    && out.is_none()
                    && op.has(Flags::SIDE_EFFECT) =>
            {
                return Some(Feed::Store);
            }
            [callee, args]
                if address(callee)
                    && args.repeat == Repeat::Bitfield
                    && out_flex
                    && info.bitfield.kind == BitfieldKind::Count =>
            {
                return Some(Feed::Call);
            }
            _ => {}
        }
    }
    None
}

/// Every MIR gate of the table the generator can feed, in opcode order.
pub fn feedable() -> Vec<Opcode> {
    Opcode::ALL
        .iter()
        .copied()
        .filter(|&op| feed(op).is_some())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_mir_gate_of_the_table_is_fed() {
        let mir: Vec<Opcode> = Opcode::ALL
            .iter()
            .copied()
            .filter(|op| op.info().level == Some(Level::Mir))
            .collect();
        assert_eq!(feedable(), mir, "a MIR gate the generator cannot feed");
    }

    #[test]
    fn rules_come_from_the_shapes() {
        assert_eq!(
            feed(Opcode::Sdiv),
            Some(Feed::Arith {
                family: Family::Int,
                arity: 2,
                divisor: Divisor::NonZeroNorMinusOne
            })
        );
        assert!(matches!(
            feed(Opcode::Fneg),
            Some(Feed::Arith {
                family: Family::Float,
                arity: 1,
                ..
            })
        ));
        let Some(Feed::Compare { family, conds }) = feed(Opcode::Icmp) else {
            panic!("ICMP is a compare");
        };
        assert_eq!((family, conds.len()), (Family::Int, 10));
        assert_eq!(feed(Opcode::Load), Some(Feed::Load));
        assert_eq!(feed(Opcode::Store), Some(Feed::Store));
        assert_eq!(feed(Opcode::Call), Some(Feed::Call));
        assert_eq!(feed(Opcode::Alloca), Some(Feed::Alloca));
        assert_eq!(feed(Opcode::Arg), Some(Feed::Arg));
        assert_eq!(feed(Opcode::Constant), Some(Feed::Constant));
        assert_eq!(feed(Opcode::Merge), None);
        assert_eq!(feed(Opcode::JsBytecode), None);
    }

    #[test]
    fn conversions_check_families_and_widths() {
        let Some(Feed::Convert(trunc)) = feed(Opcode::Trunc) else {
            panic!("TRUNC converts");
        };
        assert!(trunc.fits(MachineType::I64, MachineType::I8));
        assert!(!trunc.fits(MachineType::I8, MachineType::I64));
        assert!(trunc.fits(MachineType::I64, MachineType::I1));
        assert!(
            trunc.fits(MachineType::I8, MachineType::I8),
            "to its own width"
        );
        let Some(Feed::Convert(fptosi)) = feed(Opcode::Fptosi) else {
            panic!("FPTOSI converts");
        };
        assert!(fptosi.fits(MachineType::F32, MachineType::I1));
        assert!(!fptosi.fits(MachineType::I32, MachineType::I1));
        let Some(Feed::Convert(bitcast)) = feed(Opcode::Bitcast) else {
            panic!("BITCAST converts");
        };
        assert!(bitcast.fits(MachineType::I64, MachineType::F64));
        assert!(
            !bitcast.fits(MachineType::F64, MachineType::I64),
            "float bits stay hidden"
        );
    }
}
