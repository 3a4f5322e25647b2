//! A program as a failure report: its cases run under the interpreter, and the whole program as
//! a filetest (the module's text and a `; run:` line per case with the interpreter's outcome), so
//! a shrunk failure can be read, rerun with `opforge interp`, and kept as a regression test.

use super::Program;
use crate::interp::{InterpError, Interpreter, Options, Outcome, Value};
use crate::text::print_module;
use crate::text::run_line::{Expect, Literal};

/// A value as a run-line literal (`nan` for every NaN).
fn literal(v: Value) -> String {
    match v.float() {
        Some(x) if x.is_nan() => "nan".to_owned(),
        Some(x) => Literal::Float(x).to_string(),
        None => Literal::Int(i128::from(v.signed())).to_string(),
    }
}

impl Program {
    /// The interpreter's outcome of every case (each with fresh memory).
    pub fn outcomes(&self, options: &Options) -> Vec<Result<Outcome, InterpError>> {
        self.cases
            .iter()
            .map(|case| Interpreter::new(&self.module, *options).call_at(0, case))
            .collect()
    }

    /// The program as a filetest: the module's text, then `; run: f0(ARGS) == OUTCOME` for each
    /// case with the interpreter's outcome (a `;` comment for a case that ran out of fuel or
    /// could not run).
    pub fn filetest(&self) -> String {
        let mut out = print_module(&self.module);
        let name = self
            .module
            .functions()
            .first()
            .map_or("f0", |f| f.name.as_str());
        for (case, outcome) in self.cases.iter().zip(self.outcomes(&Options::default())) {
            let args: Vec<String> = case.iter().map(|&v| literal(v)).collect();
            let call = format!("{name}({})", args.join(", "));
            let line = match outcome {
                Ok(Outcome::Return(v)) => format!("; run: {call} == {}", literal(v)),
                Ok(Outcome::Throw(v)) => format!("; run: {call} == throw {}", literal(v)),
                Ok(Outcome::Trap(t)) => format!("; run: {call} == {}", Expect::Trap(t)),
                Ok(Outcome::OutOfFuel) => format!("; {call}: out of fuel"),
                Err(e) => format!("; {call}: {e}"),
            };
            out.push_str(&line);
            out.push('\n');
        }
        out
    }
}
