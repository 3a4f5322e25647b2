//! Modules in text: several circuits in one file, each after a `func NAME` header line, numbered
//! from the first free offset (`%8`) each. A CALL names its callee by a `CONSTANT arch @NAME`,
//! the address of the function `NAME` (its index in the module, in file order; a function may call
//! one defined later). A text without any header is a module of one function named by the caller
//! (the file's stem, say).
//!
//! ```text
//! func square
//! %8 = ARG i64 0 <%7>
//! %9 = MUL i64 (%8, %8)
//! %10 = RETURN [%1] {%2} (%9) <%3>
//! func main
//! %8 = ARG i64 0 <%7>
//! %9 = CONSTANT arch @square <%5>
//! %10 = CALL i64 {%2} (%9, %8)
//! %11 = RETURN [%1] {%10} (%10) <%3>
//! ```

use opforge_ir::graph::text;

use super::{ParseError, parse_function, print};
use crate::module::Module;

/// A parsed module with, for each function, the line of each of its gates.
#[derive(Debug)]
pub struct ParsedModule {
    /// The functions.
    pub module: Module,
    /// `lines[f][g]` is the 1-based line of gate `g` of function `f` (0 for the roots).
    pub lines: Vec<Vec<usize>>,
}

/// Parses a module; a text without `func` headers is one function called `default_name`. Errors
/// carry their line and column: a malformed header, gates before the first header, a name defined
/// twice, or an error of a function's gates (such as `@name` naming no function).
pub fn parse_module(source: &str, default_name: &str) -> Result<ParsedModule, ParseError> {
    let functions = text::functions(source, default_name)?;
    let mut module = Module::new();
    let mut lines = Vec::new();
    for f in functions.iter() {
        let parsed = parse_function(f.lines, |name| functions.index(name))?;
        module
            .push(f.name.to_owned(), parsed.circuit)
            .map_err(|e| ParseError {
                line: f.line,
                column: 1,
                message: e.to_string(),
            })?;
        lines.push(parsed.lines);
    }
    Ok(ParsedModule { module, lines })
}

/// A module as text: each function after its `func NAME` header (callees print as their numeric
/// addresses, which read back the same).
pub fn print_module(module: &Module) -> String {
    let mut out = String::new();
    for f in module.functions() {
        out.push_str("func ");
        out.push_str(&f.name);
        out.push('\n');
        out.push_str(&print(&f.circuit));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::opcode::Opcode;

    const TWO: &str = "\
// a comment
func main
%8 = ARG i64 0 <%7>
%9 = CONSTANT arch @square <%5>   ; a callee defined later
%10 = CALL i64 {%2} (%9, %8)
%11 = RETURN [%1] {%10} (%10) <%3>
func square
%8 = ARG i64 0 <%7>
%9 = MUL i64 (%8, %8)
%10 = RETURN [%1] {%2} (%9) <%3>
";

    #[test]
    fn functions_follow_their_headers_and_callees_resolve_to_addresses() {
        let p = parse_module(TWO, "unused").expect("parses");
        let names: Vec<&str> = p
            .module
            .functions()
            .iter()
            .map(|f| f.name.as_str())
            .collect();
        assert_eq!(names, ["main", "square"]);
        let main = &p.module.functions()[0].circuit;
        assert_eq!(main.opcode(crate::GateRef(9)), Some(Opcode::Constant));
        assert_eq!(main.bitfield(crate::GateRef(9)), p.module.index("square"));
        assert_eq!(p.lines[1][9], 9);
        let again = parse_module(&print_module(&p.module), "unused").expect("reparses");
        assert_eq!(print_module(&again.module), print_module(&p.module));
    }

    #[test]
    fn a_text_without_headers_is_one_function_named_by_the_caller() {
        let p = parse_module("%8 = ARG i32 0 <%7>\n", "sum").expect("parses");
        assert_eq!(p.module.index("sum"), Some(0));
        assert_eq!(p.module.functions().len(), 1);
    }

    /// A long headerless text parses in one pass: the question "is there a header?" is asked once,
    /// not per gate line (which took minutes at 10^5 gates).
    #[test]
    fn a_long_text_without_headers_parses_in_linear_work() {
        let gates = 200_000;
        let mut text = String::from("%8 = ARG i64 0 <%7>\n");
        for g in 9..8 + gates {
            text.push_str(&format!("%{g} = ADD i64 (%{}, %8)\n", g - 1));
        }
        let p = parse_module(&text, "long").expect("parses");
        assert_eq!(p.module.functions()[0].circuit.len(), 8 + gates);
        assert_eq!(p.lines[0][8 + gates - 1], gates);
    }

    fn error(text: &str) -> String {
        parse_module(text, "f")
            .map(|_| ())
            .map_err(|e| e.to_string())
            .unwrap_err()
    }

    #[test]
    fn module_errors_are_located() {
        assert_eq!(
            error("%8 = ARG i32 0 <%7>\nfunc f\n"),
            "1:1: a gate before the first `func NAME` header"
        );
        assert_eq!(
            error("func f\nfunc g\nfunc f\n"),
            "3:6: function `f` is already defined on line 1"
        );
        assert_eq!(
            error("func f g\n"),
            "1:8: expected `func NAME` (letters, digits and `_`) alone on its line, found `g`"
        );
        assert_eq!(
            error("func\n"),
            "1:5: expected `func NAME` (letters, digits and `_`) alone on its line, found the end of line"
        );
        assert_eq!(
            error("func f\n%8 = CONSTANT arch @nope <%5>\n"),
            "2:20: no function named `nope` in the module"
        );
        assert_eq!(
            error("func f\n%8 = CONSTANT i64 @f <%5>\n"),
            "2:19: `@f` is a function's address: only a `CONSTANT arch` takes one"
        );
        assert_eq!(
            crate::text::parse("func f\n")
                .map(|_| ())
                .map_err(|e| e.to_string()),
            Err("1:1: `func` starts a function of a module: read the text as a module".into())
        );
    }
}
