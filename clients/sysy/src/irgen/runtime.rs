//! The runtime library as the IR sees it: owns which of its functions a module declares as
//! external functions, their signatures, and their callee numbers (after the module's own
//! functions, in the order the program first calls them). The library itself is
//! `runtime/sylib.c`.

use opforge_cfg::Module;
use sysy_ir::{Opcode, Type};

use crate::checked::{Builtin, Scalar, Ty};

use super::types::{pointer_to, scalar_type};

/// The symbol `putf`'s `%f` conversion calls: `printf("%f")` of one float.
pub const PUT_FIXED: &str = "_sysy_putfixed";

/// The external functions a module calls, numbered after its `functions` functions.
#[derive(Clone, Debug)]
pub struct Externs {
    functions: usize,
    declared: Vec<(String, Vec<Type>, Vec<Type>)>,
}

impl Externs {
    /// None yet, for a module of `functions` functions.
    pub fn new(functions: usize) -> Self {
        Externs {
            functions,
            declared: Vec::new(),
        }
    }

    /// The callee number of external function `name` of that signature, declared now if new.
    pub fn callee(&mut self, name: &str, params: &[Type], results: &[Type]) -> u32 {
        let k = match self.declared.iter().position(|(n, ..)| n == name) {
            Some(k) => k,
            None => {
                let entry = (name.to_owned(), params.to_vec(), results.to_vec());
                self.declared.push(entry);
                self.declared.len() - 1
            }
        };
        super::module_index(self.functions + k)
    }

    /// The callee number of the runtime function `which`, the symbol it is linked as
    /// (`starttime` is `_sysy_starttime`, taking the line), and its result type.
    pub fn builtin(&mut self, which: Builtin) -> (u32, Option<Type>) {
        let (params, ret) = which.signature();
        let mut types: Vec<Type> = params.iter().filter_map(ir_type).collect();
        let name = match which {
            Builtin::StartTime => "_sysy_starttime",
            Builtin::StopTime => "_sysy_stoptime",
            other => other.name(),
        };
        if matches!(which, Builtin::StartTime | Builtin::StopTime) {
            types.push(Type::I32);
        }
        let result = ret.map(scalar_type);
        let results: Vec<Type> = result.into_iter().collect();
        (self.callee(name, &types, &results), result)
    }

    /// Declares every external function called, in callee order.
    pub fn declare(&self, module: &mut Module<Opcode>) {
        for (name, params, results) in &self.declared {
            module.add_extern(name.clone(), params, results);
        }
    }
}

/// The IR type of a runtime parameter.
fn ir_type(ty: &Ty) -> Option<Type> {
    match ty {
        Ty::Scalar(s) => Some(scalar_type(*s)),
        Ty::Ptr { elem, dims } => pointer_to(*elem, dims),
        Ty::Void => None,
    }
}

/// The scalar type of `ty`, if it is one.
pub fn scalar_of(ty: &Ty) -> Option<Scalar> {
    match ty {
        Ty::Scalar(s) => Some(*s),
        _ => None,
    }
}
