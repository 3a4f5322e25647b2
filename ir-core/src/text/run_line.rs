//! `; run:` lines of the Circuit IR's filetests: the runtime's run-line syntax
//! (`opforge_ir::graph::text::run`) with the interpreter's traps, and what its literals mean as
//! the interpreter's values.
//!
//! ```text
//! ; run: sum(10) == 45
//! ; run: div(7, 0) == trap division_by_zero
//! ; run: f(-1.5, 0x10) == throw 3
//! ; run: g() == nan
//! ```
//!
//! A literal takes the type of the parameter it is passed to, and an expected value the type of
//! the value returned ([`to_value`]).

use opforge_ir::graph::text::run::{self, TrapName};

use super::ParseError;
use crate::interp::value::{Value, is_int, mask, width};
use crate::interp::{Outcome, TrapKind};
use crate::opcode::MachineType;

pub use opforge_ir::graph::text::run::Literal;

/// What a run line of a circuit expects.
pub type Expect = run::Expect<TrapKind>;

/// One `; run:` line of a circuit's filetest.
pub type RunLine = run::RunLine<TrapKind>;

impl TrapName for TrapKind {
    const ALL: &'static [TrapKind] = &TrapKind::ALL;

    fn name(self) -> &'static str {
        TrapKind::name(self)
    }
}

/// The literal as a value of type `ty`: an integer must fit the width read as signed or as
/// unsigned; a float type takes a float or an integer (converted to the nearest float).
pub fn to_value(literal: Literal, ty: MachineType) -> Result<Value, String> {
    match (literal, ty) {
        (Literal::Int(n), t) if is_int(t) => {
            let w = width(t);
            let lo = -(1i128 << (w - 1));
            let hi = i128::from(mask(w));
            if n < lo || n > hi {
                return Err(format!("{n} does not fit {t}"));
            }
            Ok(Value::from_bits(t, n as u64))
        }
        (Literal::NegativeZero, t) if is_int(t) => Ok(Value::from_bits(t, 0)),
        (Literal::NegativeZero, MachineType::F32) => Ok(Value::f32(-0.0)),
        (Literal::NegativeZero, MachineType::F64) => Ok(Value::f64(-0.0)),
        (Literal::Int(n), MachineType::F32) => Ok(Value::f32(n as f32)),
        (Literal::Int(n), MachineType::F64) => Ok(Value::f64(n as f64)),
        (Literal::Float(x), MachineType::F32) if x.is_finite() && !(x as f32).is_finite() => {
            Err(format!("{x:e} is beyond the range of f32"))
        }
        (Literal::Float(x), MachineType::F32) => Ok(Value::f32(x as f32)),
        (Literal::Float(x), MachineType::F64) => Ok(Value::f64(x)),
        (lit, t) => Err(format!("{lit} cannot be a value of type {t}")),
    }
}

/// Whether `outcome` is the one `expect` says (a NaN matches any NaN of the type).
pub fn matches(expect: &Expect, outcome: &Outcome) -> bool {
    match (expect, outcome) {
        (Expect::Return(l), Outcome::Return(v)) | (Expect::Throw(l), Outcome::Throw(v)) => {
            to_value(*l, v.ty()).is_ok_and(|want| want.same_as(*v))
        }
        (Expect::Trap(t), Outcome::Trap(u)) => t == u,
        _ => false,
    }
}

/// The arguments of `run` as values of the given parameter types; an error names the argument's
/// line and column.
pub fn arg_values(run: &RunLine, params: &[Option<MachineType>]) -> Result<Vec<Value>, ParseError> {
    if params.len() != run.args.len() {
        return Err(ParseError {
            line: run.line,
            column: run.column,
            message: format!(
                "`{}` takes {} argument{}, given {}",
                run.function,
                params.len(),
                if params.len() == 1 { "" } else { "s" },
                run.args.len()
            ),
        });
    }
    run.args
        .iter()
        .zip(params)
        .map(|(&(column, lit), ty)| {
            let ty = ty.unwrap_or(MachineType::I64);
            to_value(lit, ty).map_err(|message| ParseError {
                line: run.line,
                column,
                message,
            })
        })
        .collect()
}

/// Every `; run:` line of a text, in order.
pub fn parse_run_lines(text: &str) -> Result<Vec<RunLine>, ParseError> {
    run::parse_run_lines(text)
}

/// Every run line of `text` that parses, and the error of each that does not, both in order (so
/// one malformed line does not hide the others).
pub fn read_run_lines(text: &str) -> (Vec<RunLine>, Vec<ParseError>) {
    run::read_run_lines(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(text: &str) -> RunLine {
        let mut lines = parse_run_lines(text).expect("parses");
        assert_eq!(lines.len(), 1);
        lines.remove(0)
    }

    fn error(text: &str) -> String {
        parse_run_lines(text)
            .map(|_| ())
            .map_err(|e| e.to_string())
            .unwrap_err()
    }

    /// The syntax is the runtime's (tested there); a circuit's run lines name the interpreter's
    /// traps.
    #[test]
    fn run_lines_name_the_interpreter_s_traps() {
        let r = one("%8 = ARG i32 0 <%7>\n; run: div(1, 0) == trap division_by_zero\n");
        assert_eq!((r.line, r.function.as_str()), (2, "div"));
        assert_eq!(r.expect, Expect::Trap(TrapKind::DivisionByZero));
        assert_eq!(r.expect.to_string(), "trap division_by_zero");
        assert!(
            error("\n  ; run: f() == trap oops")
                .starts_with("2:22: expected a trap (division_by_zero, integer_overflow")
        );
    }

    #[test]
    fn literals_take_the_type_they_are_given() {
        use MachineType::*;
        assert_eq!(to_value(Literal::Int(-1), I8), Ok(Value::int(I8, -1)));
        assert_eq!(to_value(Literal::Int(255), I8), Ok(Value::int(I8, -1)));
        assert_eq!(
            to_value(Literal::Int(256), I8),
            Err("256 does not fit i8".into())
        );
        assert_eq!(
            to_value(Literal::Int(-129), I8),
            Err("-129 does not fit i8".into())
        );
        assert_eq!(to_value(Literal::Int(2), F64), Ok(Value::f64(2.0)));
        assert_eq!(
            to_value(Literal::Float(0.5), I32),
            Err("0.5 cannot be a value of type i32".into())
        );
        assert_eq!(Literal::read("-0"), Ok(Literal::NegativeZero));
        let minus_zero = to_value(Literal::NegativeZero, F64).expect("a double");
        assert!(minus_zero.same_as(Value::f64(-0.0)) && !minus_zero.same_as(Value::f64(0.0)));
        assert!(
            to_value(Literal::NegativeZero, F32)
                .expect("a single")
                .same_as(Value::f32(-0.0))
        );
        assert_eq!(to_value(Literal::NegativeZero, I16), Ok(Value::int(I16, 0)));
        assert_eq!(
            Literal::read("1e400"),
            Err(
                "`1e400` is beyond the range of f64 (write `inf` or `-inf` for an infinity)".into()
            )
        );
        assert_eq!(
            Literal::read("1e39").and_then(|l| to_value(l, F32)),
            Err("1e39 is beyond the range of f32".into())
        );
        assert_eq!(
            Literal::read("-x"),
            Err("`-x` is no literal (such as `-3`, `0x1f`, `1.5`, `nan`, `true`)".into())
        );
        assert_eq!(
            error("; run: f(1e400) == 0"),
            "1:10: `1e400` is beyond the range of f64 (write `inf` or `-inf` for an infinity)"
        );
        assert!(matches(
            &Expect::Return(Literal::Float(f64::NAN)),
            &Outcome::Return(Value::f32(f32::NAN))
        ));
        assert!(!matches(
            &Expect::Return(Literal::Int(1)),
            &Outcome::Throw(Value::i32(1))
        ));
        let r = one("; run: f(1, 300) == 0");
        let e = arg_values(&r, &[Some(I32), Some(I8)]).map_err(|e| e.to_string());
        assert_eq!(e, Err("1:13: 300 does not fit i8".into()));
        let e = arg_values(&r, &[Some(I32)]).map_err(|e| e.to_string());
        assert_eq!(e, Err("1:8: `f` takes 1 argument, given 2".into()));
    }
}
