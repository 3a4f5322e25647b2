//! IR generation: owns turning a checked program ([`crate::checked::Program`]) into a module
//! of the SysY IR (`spec/sysy.yaml`, the `sysy_ir` crate) that `sysy_ir::verify` accepts.
//!
//! - globals become module globals with their initialisers, row after row;
//! - each function becomes a function of the module ([`function`]): scalar locals are SSA
//!   variables ([`opforge_cfg::Ssa`], Braun et al.), local arrays are `calloc`s in the entry
//!   block, elements are reached with `gep`, conditions become branches (short-circuit `&&`
//!   and `||` included), and loops take their variables as block parameters;
//! - the runtime library's functions are external functions of the module ([`runtime`]),
//!   declared as the program first calls them;
//! - [`fold`] then does what the IR's rules ask of a front end: no operation on constants
//!   only, no conditional branch on a constant, no unreachable block; [`inline`] copies small
//!   one-block functions into their callers; [`cse`] computes each
//!   value once where an earlier computation dominates, and [`licm`] moves the work loops
//!   repeat for nothing out of them (both on [`dominance`]).

pub mod combine;
pub mod cse;
pub mod dominance;
pub mod fold;
pub mod function;
pub mod inline;
pub mod licm;
pub mod runtime;
mod types;

use core::fmt;

use opforge_cfg::{Init, Module, Scalar as InitScalar, SsaError};
use sysy_ir::Opcode;

use crate::checked::{ConstVal, Program};

pub use types::{pointer_to, row_type, scalar_type};

/// Why a program could not be turned into IR: an internal limit or a bug, never a mistake of
/// the program (the checker reports those).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IrGenError {
    /// SSA construction failed in a function.
    Ssa {
        /// The function.
        function: String,
        /// What went wrong.
        error: SsaError,
    },
    /// A type the IR cannot make (its interner of pointer and array types is full, or an
    /// array is too large).
    Type {
        /// The function or global.
        item: String,
        /// The type, as the program wrote it.
        ty: String,
    },
    /// The program has more functions or globals than the IR's 32-bit `func` and `global`
    /// immediates number.
    TooMany {
        /// `functions` or `globals`.
        what: &'static str,
        /// How many it has.
        count: usize,
    },
    /// The value of an expression of type `void` was used.
    VoidValue {
        /// The function.
        function: String,
    },
}

impl fmt::Display for IrGenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IrGenError::Ssa { function, error } => {
                write!(
                    f,
                    "in function `{function}`: SSA construction failed: {error}"
                )
            }
            IrGenError::Type { item, ty } => {
                write!(f, "in `{item}`: the IR has no type for {ty}")
            }
            IrGenError::TooMany { what, count } => write!(
                f,
                "the program has {count} {what}; the IR numbers at most {MAX_ITEMS}"
            ),
            IrGenError::VoidValue { function } => write!(
                f,
                "in function `{function}`: the value of a void call is used"
            ),
        }
    }
}

impl std::error::Error for IrGenError {}

/// The most functions (or globals) a program may have: their numbers, and the runtime
/// functions' past the functions (a few dozen), are 32-bit `func` and `global` immediates.
const MAX_ITEMS: usize = (u32::MAX - 1024) as usize;

/// A function's or global's number as the IR's 32-bit `func` or `global` immediate: in range,
/// as [`generate_here`] refuses a program with more than [`MAX_ITEMS`] of either.
pub(crate) fn module_index(n: usize) -> u32 {
    n as u32
}

/// The module of `program`: its globals, its functions in order (so function `i` of the
/// program is callee `i`), then the runtime functions it calls as external functions. Runs on
/// the front end's large stack ([`crate::with_stack`]): expressions and SSA reads recurse as
/// deep as the program nests.
pub fn generate(program: &Program) -> Result<Module<Opcode>, IrGenError> {
    crate::with_stack(|| generate_here(program))
}

/// [`generate`] on the current thread's stack.
pub fn generate_here(program: &Program) -> Result<Module<Opcode>, IrGenError> {
    for (what, count) in [
        ("functions", program.funcs.len()),
        ("globals", program.globals.len()),
    ] {
        if count > MAX_ITEMS {
            return Err(IrGenError::TooMany { what, count });
        }
    }
    let mut module = Module::new();
    for g in &program.globals {
        let ty = row_type(g.ty, &g.dims).ok_or_else(|| IrGenError::Type {
            item: g.name.clone(),
            ty: format!("{:?} {:?}", g.ty, g.dims),
        })?;
        module.add_global(g.name.clone(), ty, initialiser(g.size(), &g.init));
    }
    let mut externs = runtime::Externs::new(program.funcs.len());
    let mut functions = Vec::with_capacity(program.funcs.len());
    for func in &program.funcs {
        let mut f = function::generate(program, func, &mut externs)?;
        fold::simplify(&mut f);
        functions.push(f);
    }
    inline::inline_small_calls(&mut functions);
    for mut f in functions {
        fold::simplify(&mut f);
        cse::eliminate(&mut f);
        if licm::hoist(&mut f) > 0 {
            cse::eliminate(&mut f);
        }
        fold::simplify(&mut f);
        module.add_function(f);
    }
    externs.declare(&mut module);
    Ok(module)
}

/// A global's initialiser: zero, or every scalar up to the last non-zero one.
fn initialiser(size: usize, init: &[(usize, ConstVal)]) -> Init {
    let Some(last) = init.iter().map(|&(at, _)| at).max() else {
        return Init::Zero;
    };
    let float = init.iter().any(|(_, v)| matches!(v, ConstVal::Float(_)));
    let zero = if float {
        InitScalar::Float(0.0)
    } else {
        InitScalar::Int(0)
    };
    let mut values = vec![zero; (last + 1).min(size)];
    for &(at, v) in init {
        if let Some(slot) = values.get_mut(at) {
            *slot = match v {
                ConstVal::Int(n) => InitScalar::Int(i64::from(n)),
                ConstVal::Float(x) => InitScalar::Float(f64::from(x)),
            };
        }
    }
    Init::Values(values)
}
