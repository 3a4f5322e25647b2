//! Trap codes: owns the numbers compiled code leaves in x16 when it branches to the harness's
//! trap stub, and what they mean. The stub writes the code as the case's status (0 is a return),
//! so a trapping case does not end the executable. In an object ([`crate::code`]) the stub
//! passes the code to the external `opforge_trap(code, value)` instead.

/// Why compiled code trapped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u16)]
pub enum TrapCode {
    /// An integer division or remainder by zero.
    DivisionByZero = 1,
    /// A signed division of the least integer by -1.
    IntegerOverflow = 2,
    /// A `trap` the program asked for.
    Unreachable = 3,
    /// A call of a number that is no function of the module.
    BadCallee = 4,
    /// Not a trap: a THROW, whose value is the record's second word.
    Throw = 5,
}

impl TrapCode {
    /// The code of a number the stub reported, if it is one.
    pub fn from_number(n: u64) -> Option<TrapCode> {
        match n {
            1 => Some(TrapCode::DivisionByZero),
            2 => Some(TrapCode::IntegerOverflow),
            3 => Some(TrapCode::Unreachable),
            4 => Some(TrapCode::BadCallee),
            5 => Some(TrapCode::Throw),
            _ => None,
        }
    }

    /// The number left in x16.
    pub fn number(self) -> u16 {
        self as u16
    }
}
