//! A module of LIR functions compiled into one static executable: owns the order of the steps
//! for each function (verify when asked, present to regalloc2, allocate, run regalloc2's checker when asked,
//! emit through the table) and the `_start` harness calling the functions on the given cases.

use core::fmt;

use opforge_cfg::Function;

use crate::code::{Data, patch_each};
use crate::emit::emit_function;
use crate::executable::{CODE, HarnessArg, HarnessCase, ResultKind, executable_for, place_data};
use crate::regalloc::{Allocator, RaFunction, allocate_with, check, machine_env};
use crate::target::{CodeSink, ExecutableTarget, LabelOf, Target};

/// A compiled module.
#[derive(Clone, Debug)]
pub struct Program {
    /// The code: `_start`, then each function, as 32-bit little-endian words (the last padded
    /// with zeros).
    pub words: Vec<u32>,
    /// The executable.
    pub elf: Vec<u8>,
    /// The moves regalloc2 inserted, over all functions.
    pub moves: usize,
    /// The functions [`Allocator::BySize`] gave to the single-pass allocator, with their block
    /// counts.
    pub single_pass_by_size: Vec<(String, usize)>,
}

/// Why a module did not compile, naming the function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModuleError {
    /// The function's name (or `_start`).
    pub function: String,
    /// What went wrong.
    pub message: String,
}

impl fmt::Display for ModuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.function, self.message)
    }
}

impl std::error::Error for ModuleError {}

/// How a module is compiled.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// Whether the LIR verifier checks every function before allocation and regalloc2's checker
    /// validates every allocation: the test suite's setting. Unchecked, the back end trusts the
    /// LIR the lowering produced (the circuit it came from is still verified), as Cranelift
    /// trusts its VCode.
    pub checked: bool,
    /// Which of regalloc2's allocators runs.
    pub allocator: Allocator,
}

impl Options {
    /// The backtracking allocator, with the LIR verifier and regalloc2's checker when
    /// `checked`.
    pub fn checked(checked: bool) -> Options {
        Options {
            checked,
            ..Options::default()
        }
    }
}

/// Compiles `functions` and a `_start` that calls function `i` on each case `(i, args)` for any
/// target with a harness (`crate::a64::compile_program` is A64's).
pub fn compile_program_for<T: ExecutableTarget>(
    functions: &[Function<T::Op>],
    data: &[Data],
    cases: &[(usize, Vec<HarnessArg>)],
    options: Options,
) -> Result<Program, ModuleError> {
    let mut buf = T::Buffer::default();
    let labels: Vec<LabelOf<T>> = functions.iter().map(|_| buf.new_label()).collect();
    let harness: Vec<HarnessCase<LabelOf<T>>> = cases
        .iter()
        .map(|(i, args)| {
            let (Some(&target), Some(f)) = (labels.get(*i), functions.get(*i)) else {
                return Err(ModuleError {
                    function: "_start".into(),
                    message: format!("a case calls function {i} of {}", functions.len()),
                });
            };
            let result = f
                .results()
                .first()
                .map_or(ResultKind::Int, |&ty| T::result_kind(ty));
            Ok(HarnessCase {
                target,
                args: args.clone(),
                result,
            })
        })
        .collect::<Result<_, _>>()?;
    let trap = T::start(&mut buf, &harness).map_err(module_error)?;
    let table = buf.new_label();
    let mut custom = T::custom(labels.clone(), trap, table);
    let emitted = emit_functions::<T>(functions, &labels, &mut buf, &mut custom, options)?;
    emit_table::<T>(&mut buf, table, &labels, "_start")?;
    let mut code = finish::<T>(buf, &emitted.starts, functions, "_start")?;
    let unit = T::Buffer::UNIT_BYTES;
    let placed = place_data(CODE + code.len() as u64, data).map_err(module_error)?;
    for (word, symbol) in T::symbol_sites(&custom) {
        let fail = |message: String| {
            let f = emitted.starts.partition_point(|&s| s <= word);
            ModuleError {
                function: f
                    .checked_sub(1)
                    .and_then(|f| functions.get(f))
                    .map_or_else(|| "_start".to_owned(), |f| f.name().to_owned()),
                message,
            }
        };
        let address = usize::try_from(symbol)
            .ok()
            .and_then(|k| placed.addresses.get(k).copied())
            .ok_or_else(|| {
                fail(format!(
                    "the address of symbol {symbol}, but the executable has {} data items and no external symbols",
                    data.len()
                ))
            })?;
        let place = CODE + (unit * word) as u64;
        let site = code
            .get_mut(unit * word..)
            .filter(|w| !w.is_empty())
            .ok_or_else(|| fail("a global_addr past the code".into()))?;
        patch_each(site, T::ADDRESS, address, place).map_err(fail)?;
    }
    Ok(Program {
        elf: executable_for(T::ELF, &code, &placed),
        words: code
            .chunks(4)
            .map(|w| w.iter().rev().fold(0, |acc, &b| (acc << 8) | u32::from(b)))
            .collect(),
        moves: emitted.moves,
        single_pass_by_size: emitted.single_pass_by_size,
    })
}

/// What [`emit_functions`] tells of the functions it emitted.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Emitted {
    /// Where each function's code starts, in units of the target's buffer.
    pub starts: Vec<usize>,
    /// The moves regalloc2 inserted, over all functions.
    pub moves: usize,
    /// The functions [`Allocator::BySize`] gave to the single-pass allocator, with their block
    /// counts.
    pub single_pass_by_size: Vec<(String, usize)>,
}

/// Verifies (when `options.checked`), allocates, checks and emits each function at its label,
/// one after the other from the end of `buf`; calls and traps go through `custom`.
pub fn emit_functions<T: Target>(
    functions: &[Function<T::Op>],
    labels: &[LabelOf<T>],
    buf: &mut T::Buffer,
    custom: &mut T::Custom,
    options: Options,
) -> Result<Emitted, ModuleError> {
    let env = machine_env::<T::Op>();
    let mut moves = 0;
    let mut single_pass_by_size = Vec::new();
    // Where each function's code starts (in units), to name the function a late error is in.
    let mut starts = Vec::with_capacity(functions.len());
    for (f, &label) in functions.iter().zip(labels) {
        starts.push(buf.len());
        let fail = |message: String| ModuleError {
            function: f.name().to_owned(),
            message,
        };
        if options.checked {
            opforge_cfg::verify(f).map_err(|r| fail(r.to_string()))?;
        }
        let ra = RaFunction::new(f).map_err(|e| fail(e.to_string()))?;
        let blocks = regalloc2::Function::num_blocks(&ra);
        if options.allocator == Allocator::BySize
            && options.allocator.for_blocks(blocks) == Allocator::SinglePass
        {
            single_pass_by_size.push((f.name().to_owned(), blocks));
        }
        let out = allocate_with(&ra, &env, options.allocator).map_err(|e| fail(e.to_string()))?;
        if options.checked {
            check(&ra, &env, &out).map_err(|e| fail(format!("regalloc2's checker: {e}")))?;
        }
        moves += out.edits.len();
        emit_function::<T>(f, &ra, &out, label, buf, custom).map_err(|e| fail(e.to_string()))?;
    }
    Ok(Emitted {
        starts,
        moves,
        single_pass_by_size,
    })
}

/// An error of the executable's code outside its functions (the harness, the table).
pub(crate) fn module_error(e: impl fmt::Display) -> ModuleError {
    outside("_start")(e)
}

/// An error of the code outside the functions, said as `place`'s.
pub(crate) fn outside<E: fmt::Display>(place: &str) -> impl Fn(E) -> ModuleError + '_ {
    move |e| ModuleError {
        function: place.to_owned(),
        message: e.to_string(),
    }
}

/// Binds `table` here and emits the table of functions `call_index` branches through: a jump to
/// each function's label, in order. An error is said as `place`'s.
pub(crate) fn emit_table<T: ExecutableTarget>(
    buf: &mut T::Buffer,
    table: LabelOf<T>,
    labels: &[LabelOf<T>],
    place: &str,
) -> Result<(), ModuleError> {
    T::emit_table(buf, table, labels).map_err(outside(place))
}

/// Resolves the buffer's fixups; a branch out of reach is said with the function it is in
/// (`starts` are the functions' first units), or as `place`'s outside them.
pub(crate) fn finish<T: ExecutableTarget>(
    buf: T::Buffer,
    starts: &[usize],
    functions: &[Function<T::Op>],
    place: &str,
) -> Result<Vec<u8>, ModuleError> {
    T::finish(buf).map_err(|(at, error)| match at {
        // A branch too far for its instruction: name the function it is in.
        Some(at) => {
            let f = starts.partition_point(|&s| s <= at);
            ModuleError {
                function: f
                    .checked_sub(1)
                    .and_then(|f| functions.get(f))
                    .map_or_else(|| place.to_owned(), |f| f.name().to_owned()),
                message: format!(
                    "the instruction at byte {:#x} of the code cannot reach its target ({error})",
                    T::Buffer::UNIT_BYTES * at
                ),
            }
        }
        None => outside(place)(error),
    })
}
