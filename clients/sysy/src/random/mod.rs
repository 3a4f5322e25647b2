//! Random SysY programs for differential testing: [`program`] makes a deterministic program per
//! seed that terminates and is free of what C leaves undefined, so gcc `-O0` (through
//! [`crate::peer`]), the interpreter and the code generator must all print the same; [`shrink`]
//! cuts a failing one down line by line; [`differential`] runs one against the gcc peer.
//!
//! How the programs stay defined:
//! - every `int` expression carries the interval its value lies in; operands that could overflow
//!   are first reduced with `%` (C's truncating remainder), so no subexpression leaves
//!   `[-2^30, 2^30]`; divisors are non-zero by construction (literals, `(e % k + m)` with `m >= k`);
//!   `int` variables, parameters, array elements and results hold values within `[-30000, 30000]`;
//! - `float` expressions carry a bound on their magnitude (kept below 10^9 by dividing by an `int`
//!   literal), float divisors are `(f * f + 1)` or positive integers, so there is no overflow, no
//!   NaN and no infinity, and a float becomes an `int` only when it is in range;
//! - float literals appear only as whole initialisers (`float x = 1.5;`, global float arrays),
//!   where C's double constant converts exactly, never inside an expression C would compute in
//!   double;
//! - array indexes are reduced into range (`((e % n) + n) % n`) unless their interval is in range;
//!   array parameters have a known minimum length that every call respects;
//! - every variable is initialised where it is declared, every local array has an initialiser;
//! - every loop is `while (i < N ...)` with the counter incremented on every path (first in the
//!   body, or last and before each `continue`), N at most 8; recursion is on a depth parameter that
//!   decreases to a small bound; the estimated work of every function is capped;
//! - an expression calling a function with side effects reads no memory (globals, array
//!   elements) unsequenced with that call and holds no second such call, so C's unspecified
//!   evaluation order cannot show; `&&` and `||` sequence their operands and may hold both.
//!
//! Each statement is on a line of its own (blocks open and close on their own lines) so that
//! removing lines mostly leaves a valid program, which is what [`shrink`] relies on.

mod differential;
mod expr;
mod items;
mod model;
mod shrink;
mod stmt;

pub use differential::{
    Verdict, differential, differential_on, differential_with, differential_with_on,
    same_but_nan_signs, shrink_difference, shrink_difference_on,
};
pub use shrink::shrink;

use model::*;
use opforge_rng::Rng;

/// How big the generated programs are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Size {
    /// Functions besides `main`.
    pub functions: usize,
    /// Statements in a function's top-level block (nested blocks get fewer).
    pub statements: usize,
    /// Nesting depth of `if` and `while` blocks.
    pub depth: u32,
    /// Depth of expression trees.
    pub expr_depth: u32,
}

impl Size {
    /// Small programs for many quick runs: a handful of functions of a few statements.
    pub const SMALL: Size = Size {
        functions: 4,
        statements: 6,
        depth: 2,
        expr_depth: 3,
    };
    /// Medium programs.
    pub const MEDIUM: Size = Size {
        functions: 7,
        statements: 10,
        depth: 3,
        expr_depth: 3,
    };
    /// Large programs.
    pub const LARGE: Size = Size {
        functions: 12,
        statements: 16,
        depth: 4,
        expr_depth: 4,
    };
}

/// What a generated program contains, counted where the source has it (not where it runs).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Features {
    /// Functions that call themselves (on a decreasing depth parameter).
    pub recursion: u32,
    /// Calls with more than 8 arguments.
    pub many_arg_calls: u32,
    /// Two-dimensional arrays declared (global, local or parameter).
    pub two_d_arrays: u32,
    /// Rows of larger arrays passed as array arguments (`m[i]`).
    pub row_passes: u32,
    /// `break` statements.
    pub breaks: u32,
    /// `continue` statements.
    pub continues: u32,
    /// `&&` or `||` whose right operand calls a function with side effects.
    pub short_circuit_calls: u32,
    /// Functions with a `float` parameter.
    pub float_params: u32,
    /// Functions with an array parameter.
    pub array_params: u32,
    /// `while` loops.
    pub loops: u32,
    /// `return` statements before the end of a function.
    pub early_returns: u32,
    /// Implicit `float` to `int` conversions (assignments, arguments, returns).
    pub float_to_int: u32,
}

impl Features {
    /// Adds `o`'s counts to these.
    pub fn add(&mut self, o: &Features) {
        self.recursion += o.recursion;
        self.many_arg_calls += o.many_arg_calls;
        self.two_d_arrays += o.two_d_arrays;
        self.row_passes += o.row_passes;
        self.breaks += o.breaks;
        self.continues += o.continues;
        self.short_circuit_calls += o.short_circuit_calls;
        self.float_params += o.float_params;
        self.array_params += o.array_params;
        self.loops += o.loops;
        self.early_returns += o.early_returns;
        self.float_to_int += o.float_to_int;
    }

    /// The counts as `(name, count)` pairs, for reports.
    pub fn named(&self) -> [(&'static str, u32); 12] {
        [
            ("recursion", self.recursion),
            ("calls with >8 args", self.many_arg_calls),
            ("2-D arrays", self.two_d_arrays),
            ("row passes", self.row_passes),
            ("breaks", self.breaks),
            ("continues", self.continues),
            ("short-circuit calls", self.short_circuit_calls),
            ("float params", self.float_params),
            ("array params", self.array_params),
            ("loops", self.loops),
            ("early returns", self.early_returns),
            ("float to int", self.float_to_int),
        ]
    }
}

/// A generated program, the standard input it reads, and what it contains.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generated {
    /// The SysY source, one statement per line.
    pub source: String,
    /// Its standard input (exactly what it reads).
    pub input: Vec<u8>,
    /// Feature counts.
    pub features: Features,
}

/// The program for `seed` at `size`; the same seed and size always give the same program.
pub fn program(seed: u64, size: Size) -> Generated {
    let mut g = Gen::new(seed, size);
    g.globals();
    g.functions();
    g.main();
    Generated {
        source: g.out,
        input: g.input.into_bytes(),
        features: g.features,
    }
}

/// Bound on `int` variables, parameters, array elements and results.
const B: i64 = 30_000;
/// Bound on any `int` subexpression.
const LIM: i64 = 1 << 30;
/// Bound on `float` variables, parameters, array elements and results.
const FB: f64 = 1e6;
/// Bound on any `float` subexpression.
const FLIM: f64 = 1e9;
/// Estimated work (statements times iterations) of one function, and of `main` with its calls.
const FN_CAP: u64 = 4_000;
const MAIN_CAP: u64 = 60_000;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deterministic() {
        assert_eq!(program(7, Size::SMALL), program(7, Size::SMALL));
        assert_ne!(
            program(7, Size::SMALL).source,
            program(8, Size::SMALL).source
        );
    }

    #[test]
    fn shrink_keeps_what_the_predicate_needs() {
        let g = program(3, Size::MEDIUM);
        // Plant a marker statement in main and shrink towards it.
        let src = g
            .source
            .replacen("int main() {\n", "int main() {\n  putint(424242);\n", 1);
        assert!(crate::compile(&src).is_ok());
        let small = shrink(&src, |s| s.contains("putint(424242);"));
        assert!(small.contains("putint(424242);"));
        assert!(crate::compile(&small).is_ok(), "{small}");
        assert!(
            small.lines().count() < 6,
            "shrunk to {} lines:\n{small}",
            small.lines().count()
        );
    }
}
