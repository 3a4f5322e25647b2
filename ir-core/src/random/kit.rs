//! What one [`Config`] allows, sorted for the generator: the allowed gates by their feeding rule,
//! the value types by family, and whether memory, calls, branches and loops can be built with the
//! gates allowed (each needs a few helper gates, such as AND to keep addresses in bounds).

use super::Config;
use super::catalog::{Conversion, Divisor, Family, Feed, family_of, feed};
use crate::opcode::{MachineType, Opcode};

/// The generator's view of a [`Config`].
#[derive(Clone, Debug)]
pub(crate) struct Kit {
    /// Allowed arithmetic: opcode, family, operand count, divisor rule.
    pub arith: Vec<(Opcode, Family, usize, Divisor)>,
    /// Allowed compares: opcode, family, legal condition codes.
    pub compares: Vec<(Opcode, Family, &'static [u64])>,
    /// Allowed conversions.
    pub converts: Vec<(Opcode, Conversion)>,
    /// The integer types of values (`I8` to `I64`, `ARCH`).
    pub ints: Vec<MachineType>,
    /// The float types.
    pub floats: Vec<MachineType>,
    /// Whether compare results may be kept as values (`I1` among the types).
    pub bools: bool,
    /// Loads and stores on ALLOCA regions.
    pub memory: bool,
    /// Diamonds and switches.
    pub branches: bool,
    /// Counted loops.
    pub loops: bool,
    /// Calls to later functions.
    pub calls: bool,
    /// The configuration.
    pub config: Config,
}

impl Kit {
    /// Sorts `config`'s gates and types.
    pub fn new(config: &Config) -> Kit {
        let mut kit = Kit {
            arith: Vec::new(),
            compares: Vec::new(),
            converts: Vec::new(),
            ints: Vec::new(),
            floats: Vec::new(),
            bools: config.types.contains(&MachineType::I1),
            memory: false,
            branches: false,
            loops: false,
            calls: false,
            config: config.clone(),
        };
        for &op in &config.gates {
            match feed(op) {
                Some(Feed::Arith {
                    family,
                    arity,
                    divisor,
                }) => kit.arith.push((op, family, arity, divisor)),
                Some(Feed::Compare { family, conds }) => kit.compares.push((op, family, conds)),
                Some(Feed::Convert(c)) => kit.converts.push((op, c)),
                _ => {}
            }
        }
        for &t in &config.types {
            match family_of(t) {
                Some(Family::Int) if t != MachineType::I1 && !kit.ints.contains(&t) => {
                    kit.ints.push(t)
                }
                Some(Family::Float) if !kit.floats.contains(&t) => kit.floats.push(t),
                _ => {}
            }
        }
        let has = |op| config.gates.contains(&op);
        let int_compare = kit.compares.iter().any(|c| c.1 == Family::Int);
        let any_compare = kit.compares.iter().any(|c| {
            c.1 == Family::Int && !kit.ints.is_empty()
                || c.1 == Family::Float && !kit.floats.is_empty()
        });
        kit.memory = config.memory
            && has(Opcode::Alloca)
            && (has(Opcode::Load) || has(Opcode::Store))
            && has(Opcode::And)
            && has(Opcode::Add);
        kit.branches = config.control && any_compare;
        kit.loops = config.control
            && int_compare
            && !kit.ints.is_empty()
            && (has(Opcode::Add) || has(Opcode::Sub))
            && config.max_loop_trip > 0;
        kit.calls = config.functions > 1 && has(Opcode::Call);
        kit
    }

    /// Whether `op` is allowed.
    pub fn allows(&self, op: Opcode) -> bool {
        self.config.gates.contains(&op)
    }

    /// The types of `family` values may have.
    pub fn types(&self, family: Family) -> &[MachineType] {
        match family {
            Family::Int => &self.ints,
            Family::Float => &self.floats,
        }
    }

    /// Every value type (integers, then floats).
    pub fn value_types(&self) -> Vec<MachineType> {
        self.ints.iter().chain(&self.floats).copied().collect()
    }
}
