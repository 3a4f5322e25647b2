//! A module: the named circuits of one program, each a function. A function's address, the value a
//! CALL takes as its callee, is its index in the module (in text, `CONSTANT arch @name`); a callee
//! value that is no index of the module names no function.

use crate::circuit::Circuit;

/// One function of a module: its name and its circuit.
#[derive(Clone, Debug)]
pub struct Function {
    /// The name, unique in its module.
    pub name: String,
    /// The body.
    pub circuit: Circuit,
}

/// Two functions of one module with the same name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DuplicateFunction(pub String);

impl std::fmt::Display for DuplicateFunction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "function `{}` is defined twice", self.0)
    }
}

impl std::error::Error for DuplicateFunction {}

/// The functions of a program, in order; the index of a function is its address.
#[derive(Clone, Debug, Default)]
pub struct Module {
    functions: Vec<Function>,
}

impl Module {
    /// A module without functions.
    pub fn new() -> Self {
        Self::default()
    }

    /// A module holding one function.
    pub fn single(name: impl Into<String>, circuit: Circuit) -> Self {
        Module {
            functions: vec![Function {
                name: name.into(),
                circuit,
            }],
        }
    }

    /// Adds a function and returns its address (its index).
    pub fn push(
        &mut self,
        name: impl Into<String>,
        circuit: Circuit,
    ) -> Result<u64, DuplicateFunction> {
        let name = name.into();
        if self.index(&name).is_some() {
            return Err(DuplicateFunction(name));
        }
        self.functions.push(Function { name, circuit });
        Ok(self.functions.len() as u64 - 1)
    }

    /// The address (index) of the function called `name`.
    pub fn index(&self, name: &str) -> Option<u64> {
        self.functions
            .iter()
            .position(|f| f.name == name)
            .map(|i| i as u64)
    }

    /// The function at `address`.
    pub fn get(&self, address: u64) -> Option<&Function> {
        usize::try_from(address)
            .ok()
            .and_then(|i| self.functions.get(i))
    }

    /// Every function, in address order.
    pub fn functions(&self) -> &[Function] {
        &self.functions
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn functions_are_found_by_name_and_address_and_names_are_unique() {
        let mut m = Module::single("f", Circuit::new());
        assert_eq!(m.push("g", Circuit::new()), Ok(1));
        assert_eq!(
            m.push("f", Circuit::new()).map_err(|e| e.to_string()),
            Err("function `f` is defined twice".to_owned())
        );
        assert_eq!(m.index("g"), Some(1));
        assert_eq!(m.get(1).map(|f| f.name.as_str()), Some("g"));
        assert!(m.get(2).is_none() && m.get(u64::MAX).is_none());
        assert_eq!(m.functions().len(), 2);
    }
}
