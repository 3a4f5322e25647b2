//! Filetests through the interpreter: the `; run:` lines of a module's text turned into calls
//! ([`cases`]: the function found, the arguments typed by its ARG gates) and run, each with fresh
//! memory, every outcome compared with the one expected ([`check`]). A compiled run of the same
//! cases only needs [`cases`] and [`crate::text::run_line::matches`].

use std::fmt;

use super::{Interpreter, Options, param_types};
use crate::module::Module;
use crate::text::ParseError;
use crate::text::run_line::{RunLine, arg_values, matches, read_run_lines};

use super::Value;

/// A run line ready to run.
#[derive(Clone, Debug, PartialEq)]
pub struct Case {
    /// The line.
    pub run: RunLine,
    /// The address of the function it calls.
    pub function: u64,
    /// The arguments, typed by the function's parameters.
    pub args: Vec<Value>,
}

/// The run lines of `text` as calls of functions of `module` (the module parsed from the same
/// text). An error names the line and column of a malformed line, of a function the module lacks
/// or of an argument that does not fit its parameter; the first one found is returned.
pub fn cases(module: &Module, text: &str) -> Result<Vec<Case>, ParseError> {
    let (cases, mut errors) = all_cases(module, text);
    if errors.is_empty() {
        Ok(cases)
    } else {
        Err(errors.swap_remove(0))
    }
}

/// Like [`cases`], but every line is read: the cases of the lines that are good and the error of
/// each line that is not, both in line order.
pub fn all_cases(module: &Module, text: &str) -> (Vec<Case>, Vec<ParseError>) {
    let (lines, mut errors) = read_run_lines(text);
    let mut cases = Vec::with_capacity(lines.len());
    for run in lines {
        let Some(function) = module.index(&run.function) else {
            errors.push(ParseError {
                line: run.line,
                column: run.column,
                message: format!("no function `{}` in the file", run.function),
            });
            continue;
        };
        let params = module
            .get(function)
            .map(|f| param_types(&f.circuit))
            .unwrap_or_default();
        match arg_values(&run, &params) {
            Ok(args) => cases.push(Case {
                run,
                function,
                args,
            }),
            Err(e) => errors.push(e),
        }
    }
    errors.sort_by_key(|e| (e.line, e.column));
    (cases, errors)
}

/// A case whose outcome is not the one expected (or that could not run).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    /// 1-based line of the run line.
    pub line: usize,
    /// 1-based column of its function name.
    pub column: usize,
    /// What was expected and what happened.
    pub message: String,
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.message)
    }
}

/// The call of a case as written: `sum(10)`.
fn call_text(run: &RunLine) -> String {
    let args: Vec<String> = run.args.iter().map(|(_, l)| l.to_string()).collect();
    format!("{}({})", run.function, args.join(", "))
}

/// Runs every case through the interpreter, each with fresh memory; the mismatches, in order.
pub fn check(module: &Module, cases: &[Case], options: &Options) -> Vec<Mismatch> {
    let mut out = Vec::new();
    for case in cases {
        let got = Interpreter::new(module, *options).call_at(case.function, &case.args);
        let message = match got {
            Ok(outcome) if matches(&case.run.expect, &outcome) => continue,
            Ok(outcome) => format!(
                "{}: expected {}, got {outcome}",
                call_text(&case.run),
                case.run.expect
            ),
            Err(e) => format!("{}: {e}", call_text(&case.run)),
        };
        out.push(Mismatch {
            line: case.run.line,
            column: case.run.column,
            message,
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::parse_module;

    const TEXT: &str = "\
%8 = ARG i32 0 <%7>
%9 = ARG i32 1 <%7>
%10 = SDIV i32 (%8, %9)
%11 = RETURN [%1] {%2} (%10) <%3>
; run: div(7, 2) == 3
; run: div(7, 0) == trap division_by_zero
; run: div(7, 1) == 8
; run: div(-2147483648, -1) == 0
";

    #[test]
    fn run_lines_run_and_mismatches_are_located() {
        let module = parse_module(TEXT, "div").expect("parses").module;
        let cases = cases(&module, TEXT).expect("cases");
        assert_eq!(cases.len(), 4);
        assert_eq!(cases[0].args, vec![Value::i32(7), Value::i32(2)]);
        let bad: Vec<String> = check(&module, &cases, &Options::default())
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(
            bad,
            [
                "7:8: div(7, 1): expected 8, got return i32 7",
                "8:8: div(-2147483648, -1): expected 0, got trap integer_overflow"
            ]
        );
    }

    #[test]
    fn a_run_line_for_a_missing_function_or_a_bad_argument_is_located() {
        let module = parse_module(TEXT, "div").expect("parses").module;
        let e = cases(&module, "\n; run: nope(1) == 1").map_err(|e| e.to_string());
        assert_eq!(e, Err("2:8: no function `nope` in the file".into()));
        let e = cases(&module, "; run: div(1, 1.5) == 1").map_err(|e| e.to_string());
        assert_eq!(e, Err("1:15: 1.5 cannot be a value of type i32".into()));
    }
}
