//! Modules: owns [`Module`] (functions with their signatures, external functions declared by
//! their signatures alone, and globals with their initialisers), the checks that need more than one function ([`ModuleCheck`]: calls against
//! their callees, references to globals, initialisers against their types) with their report,
//! and the module's text format: globals, then functions.
//!
//! ```text
//! global %table: [3 x i32] = [1, 2, 3]
//! global %zeros: [100 x i32] = zero
//! extern %putint(i32)
//! function %id(i32) -> i32 {
//! block0(v0: i32):
//!     ret v0
//! }
//! ```
//!
//! Functions and globals are numbered by position, and an immediate operand whose kind
//! `refers` to functions or globals holds such a number; the external functions are numbered
//! after the functions (with `n` functions, callee `n + k` is `externs[k]`, as a back end numbers
//! a module's external symbols after its functions). An instruction with a function
//! operand is a call, whose value operands after it are the arguments and whose results are the
//! callee's; a result of rule [`TypeOf::Global`] is a pointer to the global's type; an
//! immediate global operand of rule [`TypeOf::Pointee`] names a global holding what the
//! pointer operand points to (or an array of it: a pointer's element may be one row of the
//! array behind it).

use core::fmt::{self, Write as _};

use crate::function::{Block, Function, Inst, Operand, Value};
use crate::spec::{CfgOpcode, OperandKind, Refers, Shape, TypeOf, ValueType, malformed, pointee};
use crate::text::{ParseError, error_at, extern_line, parse_lines, print, split_top};
use crate::types::parse_type;
use crate::verify::{Finding, Place, verify_with, write_finding, write_report};
use crate::{Check, VerifyOptions, counted, verify::type_list};

/// One scalar of an initialiser.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Scalar {
    /// An integer.
    Int(i64),
    /// A floating-point number.
    Float(f64),
}

impl fmt::Display for Scalar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Scalar::Int(n) => write!(f, "{n}"),
            // `{:?}` keeps a point or an exponent, so the text reads back as a float.
            Scalar::Float(x) => write!(f, "{x:?}"),
        }
    }
}

/// A global's initial contents.
#[derive(Clone, Debug, PartialEq)]
pub enum Init {
    /// Every byte zero.
    Zero,
    /// The scalars of the type in order (arrays flattened, row after row); the elements after
    /// the last given are zero.
    Values(Vec<Scalar>),
}

/// A global: a name, the type of what it holds, and its initialiser. Its address is a pointer
/// to its type.
#[derive(Clone, Debug, PartialEq)]
pub struct Global<T> {
    /// Its name, without the `%`.
    pub name: String,
    /// The type of what it holds.
    pub ty: T,
    /// Its contents when the program starts.
    pub init: Init,
}

/// A function the module calls but does not define (a runtime library's, say): its name and
/// signature. Printed `extern %name(params) -> results`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Extern<T> {
    /// Its name, without the `%`.
    pub name: String,
    /// Its parameter types.
    pub params: Vec<T>,
    /// Its result types.
    pub results: Vec<T>,
}

/// What a call names: a function of the module or an external one.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Callee<'m, Op: CfgOpcode> {
    /// A function of the module.
    Function(&'m Function<Op>),
    /// An external function.
    Extern(&'m Extern<Op::Type>),
}

impl<'m, Op: CfgOpcode> Callee<'m, Op> {
    /// The callee's name.
    pub fn name(self) -> &'m str {
        match self {
            Callee::Function(f) => f.name(),
            Callee::Extern(e) => &e.name,
        }
    }

    /// The callee's parameter types.
    pub fn params(self) -> &'m [Op::Type] {
        match self {
            Callee::Function(f) => f.params(),
            Callee::Extern(e) => &e.params,
        }
    }

    /// The callee's result types.
    pub fn results(self) -> &'m [Op::Type] {
        match self {
            Callee::Function(f) => f.results(),
            Callee::Extern(e) => &e.results,
        }
    }
}

/// Functions, external functions and globals, each numbered by its position (external
/// functions after the functions).
#[derive(Clone, Debug, PartialEq)]
pub struct Module<Op: CfgOpcode> {
    /// The globals.
    pub globals: Vec<Global<Op::Type>>,
    /// The functions.
    pub functions: Vec<Function<Op>>,
    /// The external functions: callee `functions.len() + k` is `externs[k]`.
    pub externs: Vec<Extern<Op::Type>>,
}

impl<Op: CfgOpcode> Default for Module<Op> {
    fn default() -> Self {
        Module {
            globals: Vec::new(),
            functions: Vec::new(),
            externs: Vec::new(),
        }
    }
}

impl<Op: CfgOpcode> Module<Op> {
    /// An empty module.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a global; returns its number (what a global immediate holds).
    pub fn add_global(&mut self, name: impl Into<String>, ty: Op::Type, init: Init) -> usize {
        self.globals.push(Global {
            name: name.into(),
            ty,
            init,
        });
        self.globals.len() - 1
    }

    /// Adds a function; returns its number (what a callee immediate holds).
    pub fn add_function(&mut self, func: Function<Op>) -> usize {
        self.functions.push(func);
        self.functions.len() - 1
    }

    /// Declares an external function; returns its position in [`Module::externs`] (a call
    /// names it as `functions.len()` plus that position, once every function is added).
    pub fn add_extern(
        &mut self,
        name: impl Into<String>,
        params: &[Op::Type],
        results: &[Op::Type],
    ) -> usize {
        self.externs.push(Extern {
            name: name.into(),
            params: params.to_vec(),
            results: results.to_vec(),
        });
        self.externs.len() - 1
    }

    /// The callee numbered `n`: function `n`, or past the functions an external function.
    pub fn callee(&self, n: usize) -> Option<Callee<'_, Op>> {
        match self.functions.get(n) {
            Some(f) => Some(Callee::Function(f)),
            None => n
                .checked_sub(self.functions.len())
                .and_then(|k| self.externs.get(k))
                .map(Callee::Extern),
        }
    }

    /// The number of the function named `name`.
    pub fn function_named(&self, name: &str) -> Option<usize> {
        self.functions.iter().position(|f| f.name() == name)
    }

    /// The callee number of the function or external function named `name`.
    pub fn callee_named(&self, name: &str) -> Option<usize> {
        self.function_named(name).or_else(|| {
            let k = self.externs.iter().position(|e| e.name == name)?;
            Some(self.functions.len() + k)
        })
    }

    /// The number of the global named `name`.
    pub fn global_named(&self, name: &str) -> Option<usize> {
        self.globals.iter().position(|g| g.name == name)
    }
}

/// A rule of a module, or a function's rule reported in its module.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum ModuleCheck {
    /// A rule of one function ([`Check`]).
    Function(Check),
    /// A call names a function of the module (or an external one) and passes its parameters,
    /// and its results are the callee's.
    Call,
    /// A global operand names a global of the module, of the type its row derives.
    Global,
    /// A global's type is one the table allows, and its initialiser fits it.
    Init,
    /// Function names (external ones included) are distinct, and so are global names.
    Names,
    /// A check the table hands to Rust (`custom: { verify: m }`), run by the table's crate.
    Custom,
}

impl ModuleCheck {
    /// Its name in messages.
    pub fn name(self) -> &'static str {
        match self {
            ModuleCheck::Function(c) => c.name(),
            ModuleCheck::Call => "call",
            ModuleCheck::Global => "global",
            ModuleCheck::Init => "init",
            ModuleCheck::Names => "names",
            ModuleCheck::Custom => "custom",
        }
    }

    /// Whether a violation is an error.
    pub fn is_error(self) -> bool {
        match self {
            ModuleCheck::Function(c) => c.is_error(),
            _ => true,
        }
    }
}

impl fmt::Display for ModuleCheck {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One violation in a module: the check, the function or global (`function %f`,
/// `global %g`), and where in a function (block, instruction with its text, operand).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModuleFinding {
    /// The broken rule.
    pub check: ModuleCheck,
    /// The function or global.
    pub item: String,
    /// The block.
    pub block: Option<Block>,
    /// The instruction, with its text.
    pub inst: Option<(Inst, String)>,
    /// The operand, by position and name in the table.
    pub operand: Option<(usize, &'static str)>,
    /// What is wrong.
    pub message: String,
}

impl ModuleFinding {
    /// The finding of a custom check (`custom: { verify: m }`) that refused instruction `inst`
    /// of `func` with `message`: for a table's crate, which runs the generated
    /// `verify_custom` and reports its failures beside the module's.
    pub fn custom<Op: CfgOpcode>(func: &Function<Op>, inst: Inst, message: String) -> Self {
        ModuleFinding {
            check: ModuleCheck::Custom,
            item: format!("function %{}", func.name()),
            block: func.inst(inst).and_then(|d| d.block),
            inst: Some((inst, crate::text::inst_text(func, inst))),
            operand: None,
            message,
        }
    }

    fn of(item: String, f: Finding) -> Self {
        ModuleFinding {
            check: ModuleCheck::Function(f.check),
            item,
            block: f.block,
            inst: f.inst,
            operand: f.operand,
            message: f.message,
        }
    }
}

impl fmt::Display for ModuleFinding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let place = Place {
            item: Some(&self.item),
            block: self.block,
            inst: &self.inst,
            operand: self.operand,
        };
        write_finding(
            f,
            self.check.is_error(),
            self.check.name(),
            place,
            &self.message,
        )
    }
}

/// Every violation found in a module.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ModuleReport {
    /// The findings: names, initialisers, then function by function its own checks followed
    /// by its calls and global references.
    pub findings: Vec<ModuleFinding>,
}

impl ModuleReport {
    /// The errors.
    pub fn errors(&self) -> impl Iterator<Item = &ModuleFinding> {
        self.findings.iter().filter(|f| f.check.is_error())
    }

    /// Whether there is no error (warnings allowed).
    pub fn is_ok(&self) -> bool {
        self.errors().next().is_none()
    }
}

impl fmt::Display for ModuleReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_report(f, &self.findings, self.errors().count())
    }
}

impl std::error::Error for ModuleReport {}

/// Verifies every function of `module` (with `options`) and the rules between them: the
/// warnings, or the report when it has an error.
pub fn verify_module<Op: CfgOpcode>(
    module: &Module<Op>,
    options: VerifyOptions,
) -> Result<Vec<ModuleFinding>, ModuleReport> {
    let mut out = Vec::new();
    names(module, &mut out);
    for g in &module.globals {
        if let Some(message) = malformed(g.ty).or_else(|| init_fits(g.ty, &g.init)) {
            out.push(ModuleFinding {
                check: ModuleCheck::Init,
                item: format!("global %{}", g.name),
                block: None,
                inst: None,
                operand: None,
                message,
            });
        }
    }
    for f in &module.functions {
        let item = format!("function %{}", f.name());
        let report = verify_with(f, options);
        out.extend(
            report
                .findings
                .into_iter()
                .map(|x| ModuleFinding::of(item.clone(), x)),
        );
        references(module, f, &item, &mut out);
    }
    let report = ModuleReport { findings: out };
    if report.is_ok() {
        Ok(report.findings)
    } else {
        Err(report)
    }
}

fn names<Op: CfgOpcode>(module: &Module<Op>, out: &mut Vec<ModuleFinding>) {
    let mut seen = std::collections::HashSet::new();
    let functions = module.functions.iter().map(|f| ("function", f.name()));
    let externs = module.externs.iter().map(|e| ("function", e.name.as_str()));
    let globals = module.globals.iter().map(|g| ("global", g.name.as_str()));
    for (what, name) in functions.chain(externs).chain(globals) {
        if !seen.insert((what, name)) {
            out.push(ModuleFinding {
                check: ModuleCheck::Names,
                item: format!("{what} %{name}"),
                block: None,
                inst: None,
                operand: None,
                message: format!("a second {what} named `{name}`"),
            });
        }
    }
}

/// The number of scalars a value of type `ty` holds (arrays multiplied out).
fn scalars<T: ValueType>(ty: T) -> u64 {
    match ty.shape() {
        Shape::Array(len, elem) => len.saturating_mul(scalars(elem)),
        _ => 1,
    }
}

/// Why `init` does not fit `ty`, if it does not.
fn init_fits<T: ValueType>(ty: T, init: &Init) -> Option<String> {
    let Init::Values(values) = init else {
        return None;
    };
    let room = scalars(ty);
    (values.len() as u64 > room).then(|| {
        format!(
            "the initialiser has {}, but {} holds {room}",
            counted(values.len(), "scalar"),
            ty.name()
        )
    })
}

/// The calls and global references of `f`.
fn references<Op: CfgOpcode>(
    module: &Module<Op>,
    f: &Function<Op>,
    item: &str,
    out: &mut Vec<ModuleFinding>,
) {
    for &b in f.layout() {
        for &i in f.block_insts(b) {
            let Some(d) = f.inst(i) else { continue };
            let info = d.opcode.info();
            let mut push = |check, operand: Option<usize>, message: String| {
                let operand = operand.map(|k| (k, info.operand(k).map_or("?", |o| o.name)));
                out.push(ModuleFinding {
                    check,
                    item: item.to_owned(),
                    block: Some(b),
                    inst: Some((i, crate::text::inst_text(f, i))),
                    operand,
                    message,
                });
            };
            for (k, op) in d.operands().enumerate() {
                let (Operand::Imm(n), Some(o)) = (op, info.operand(k)) else {
                    continue;
                };
                let OperandKind::Imm(imm) = o.kind else {
                    continue;
                };
                match imm.refers {
                    Some(Refers::Function) => {
                        let callee = usize::try_from(n).ok().and_then(|n| module.callee(n));
                        let Some(callee) = callee else {
                            let message = format!("{n} is not a function of the module");
                            push(ModuleCheck::Call, Some(k), message);
                            continue;
                        };
                        let args: Vec<Value> = d
                            .operands()
                            .skip(k + 1)
                            .filter_map(|o| match o {
                                Operand::Value(v) => Some(v),
                                _ => None,
                            })
                            .collect();
                        let types: Vec<Op::Type> = args.iter().map(|&v| f.value_type(v)).collect();
                        if types != callee.params() {
                            let message = format!(
                                "passes {}, but %{} takes {}",
                                type_list(&types),
                                callee.name(),
                                type_list(callee.params())
                            );
                            push(ModuleCheck::Call, None, message);
                        }
                        let results: Vec<Op::Type> =
                            d.results().iter().map(|&v| f.value_type(v)).collect();
                        if results != callee.results() {
                            let message = format!(
                                "has results {}, but %{} returns {}",
                                type_list(&results),
                                callee.name(),
                                type_list(callee.results())
                            );
                            push(ModuleCheck::Call, None, message);
                        }
                    }
                    Some(Refers::Global) => {
                        let global = usize::try_from(n).ok().and_then(|n| module.globals.get(n));
                        let Some(global) = global else {
                            let message = format!("{n} is not a global of the module");
                            push(ModuleCheck::Global, Some(k), message);
                            continue;
                        };
                        if let Some(TypeOf::Pointee(p)) = o.type_of
                            && let Some(Operand::Value(ptr)) = d.operand(usize::from(p))
                            && let Some(elem) = pointee(f.value_type(ptr))
                        {
                            let row = match global.ty.shape() {
                                Shape::Array(_, e) => Some(e),
                                _ => None,
                            };
                            if global.ty != elem && row != Some(elem) {
                                let message = format!(
                                    "%{} holds {}, but {ptr} points to {}",
                                    global.name,
                                    global.ty.name(),
                                    elem.name()
                                );
                                push(ModuleCheck::Global, Some(k), message);
                            }
                        }
                        for (r, (spec, &v)) in info.results.iter().zip(d.results()).enumerate() {
                            if spec.type_of != Some(TypeOf::Global(k as u8)) {
                                continue;
                            }
                            let want = <Op::Type as ValueType>::pointer_to(global.ty);
                            let t = f.value_type(v);
                            if want != Some(t) {
                                let message = format!(
                                    "result {r} ({v}) has type {}, expected a pointer to {} (the type of %{})",
                                    t.name(),
                                    global.ty.name(),
                                    global.name
                                );
                                push(ModuleCheck::Global, None, message);
                            }
                        }
                    }
                    None => {}
                }
            }
        }
    }
}

/// Prints `module` in the text format: its globals, its external functions, then its
/// functions.
pub fn print_module<Op: CfgOpcode>(module: &Module<Op>) -> String {
    let mut out = String::new();
    for g in &module.globals {
        let _ = write!(out, "global %{}: {} = ", g.name, g.ty.name());
        match &g.init {
            Init::Zero => out.push_str("zero"),
            Init::Values(values) => {
                let list: Vec<String> = values.iter().map(Scalar::to_string).collect();
                let _ = write!(out, "[{}]", list.join(", "));
            }
        }
        out.push('\n');
    }
    for e in &module.externs {
        let list = |ts: &[Op::Type]| ts.iter().map(|t| t.name()).collect::<Vec<_>>().join(", ");
        let _ = write!(out, "extern %{}({})", e.name, list(&e.params));
        if !e.results.is_empty() {
            let _ = write!(out, " -> {}", list(&e.results));
        }
        out.push('\n');
    }
    for f in &module.functions {
        out.push_str(&print(f));
    }
    out
}

/// Parses a module in the text format: `global` and `extern` lines, and functions, each from
/// its `function` line to its `}` line. Errors name lines of the whole text.
pub fn parse_module<Op: CfgOpcode>(text: &str) -> Result<Module<Op>, ParseError> {
    let raw: Vec<&str> = text.lines().collect();
    let mut module = Module::new();
    let mut i = 0;
    while i < raw.len() {
        let line = raw[i].split(';').next().unwrap_or("").trim();
        if line.is_empty() {
            i += 1;
        } else if line.starts_with("global ") {
            let g = global::<Op::Type>(line)
                .map_err(|(token, message)| error_at(i + 1, raw[i], Some(token), message))?;
            module.globals.push(g);
            i += 1;
        } else if line.starts_with("extern ") {
            let (name, params, results) = extern_line::<Op::Type>(i + 1, raw[i])?;
            module.add_extern(name, &params, &results);
            i += 1;
        } else if line.starts_with("function ") {
            let end = (i..raw.len())
                .find(|&j| raw[j].split(';').next().unwrap_or("").trim() == "}")
                .map_or(raw.len(), |j| j + 1);
            module.functions.push(parse_lines(&raw[i..end], i)?);
            i = end;
        } else {
            let message = "expected `global %name: type = ...`, `extern %name(...)` or `function %name(...) {`";
            return Err(error_at(i + 1, raw[i], None, message.to_owned()));
        }
    }
    Ok(module)
}

/// `global %name: type = zero` or `global %name: type = [scalars]`; an error names its token.
fn global<T: ValueType>(line: &str) -> Result<Global<T>, (&str, String)> {
    let rest = line
        .strip_prefix("global %")
        .ok_or((line, "expected `global %name`".to_owned()))?;
    let (name, rest) = rest
        .split_once(':')
        .ok_or((rest, "expected `:` and the type after the name".to_owned()))?;
    let (ty, init) = rest.split_once('=').ok_or((
        rest,
        "expected `=` and the initialiser after the type".to_owned(),
    ))?;
    let ty = parse_type::<T>(ty).map_err(|e| (ty.trim(), e.to_string()))?;
    let init = init.trim();
    let init = if init == "zero" {
        Init::Zero
    } else {
        let list = init
            .strip_prefix('[')
            .and_then(|l| l.strip_suffix(']'))
            .ok_or((init, "expected `zero` or `[scalars]`".to_owned()))?;
        let values = split_top(list)
            .into_iter()
            .map(|s| {
                s.parse::<i64>()
                    .map(Scalar::Int)
                    .or_else(|_| s.parse::<f64>().map(Scalar::Float))
                    .map_err(|_| (s, format!("expected a number, found `{s}`")))
            })
            .collect::<Result<Vec<_>, _>>()?;
        Init::Values(values)
    };
    Ok(Global {
        name: name.trim().to_owned(),
        ty,
        init,
    })
}
