//! The error of parsing an opcode name: owns [`UnknownOpcode`], what `Opcode::from_str` of every
//! generated IR layer returns for a name its spec does not declare.

use core::fmt;

/// The error of parsing an unknown opcode name; holds the name as given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownOpcode(pub String);

impl fmt::Display for UnknownOpcode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown opcode `{}`", self.0)
    }
}

impl std::error::Error for UnknownOpcode {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_the_rejected_opcode() {
        let e = UnknownOpcode("ADDD".to_owned());
        assert_eq!(e.to_string(), "unknown opcode `ADDD`");
        let boxed: Box<dyn std::error::Error> = Box::new(e.clone());
        assert_eq!(boxed.to_string(), e.to_string());
    }
}
