//! The text format, in the spirit of Cranelift's `.clif`: owns printing a [`Function`] and
//! parsing one back, with the value and block numbers kept, so `parse(print(f))` prints as `f`.
//!
//! ```text
//! function %max(i32, i32) -> i32 {
//! block0(v0: i32, v1: i32):
//!     v2 = icmp slt, v0, v1
//!     brif v2, block1, block2(v0)
//! block1:
//!     ret v1
//! block2(v3: i32):
//!     ret v3
//! }
//! ```
//!
//! An instruction is `results = name operands`, operands in the table's order separated by
//! commas: values `vN`, immediates as numbers (an enumeration's by case name), block targets
//! `blockN` or `blockN(args)`. A result whose type the table leaves open (no `same` operand,
//! several allowed types) has it after the name, one `.type` per such result:
//! `v4 = iconst.i64 7`. Blank lines and `;` comments are ignored.

use core::fmt::{self, Write as _};
use std::collections::HashMap;

use crate::function::{Block, BlockCall, Function, Inst, Operand, Value, ValueDef};
use crate::spec::{CfgOpcode, ImmKind, OperandKind, TypeOf, ValueType, opcode_named, type_named};
use crate::types::{TypeError, parse_type};

/// Prints `func` in the text format.
pub fn print<Op: CfgOpcode>(func: &Function<Op>) -> String {
    let mut out = String::new();
    let types = |ts: &[Op::Type]| ts.iter().map(|t| t.name()).collect::<Vec<_>>().join(", ");
    let _ = write!(out, "function %{}({})", func.name(), types(func.params()));
    if !func.results().is_empty() {
        let _ = write!(out, " -> {}", types(func.results()));
    }
    out.push_str(" {\n");
    for &b in func.layout() {
        out.push_str(&block_header(func, b));
        out.push('\n');
        for &i in func.block_insts(b) {
            let _ = writeln!(out, "    {}", inst_text(func, i));
        }
    }
    out.push_str("}\n");
    out
}

/// `block2(v7: i32):`, the header of a block.
pub fn block_header<Op: CfgOpcode>(func: &Function<Op>, block: Block) -> String {
    let params = func.block_params(block);
    if params.is_empty() {
        return format!("{block}:");
    }
    let list: Vec<String> = params
        .iter()
        .map(|&v| format!("{v}: {}", func.value_type(v).name()))
        .collect();
    format!("{block}({}):", list.join(", "))
}

struct Args<'a>(&'a [Value]);

impl fmt::Display for Args<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, v) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{v}")?;
        }
        Ok(())
    }
}

/// One instruction as the text format writes it (`v8 = iadd v7, v3`).
pub fn inst_text<Op: CfgOpcode>(func: &Function<Op>, inst: Inst) -> String {
    let Some(data) = func.inst(inst) else {
        return format!("{inst}?");
    };
    let info = data.opcode.info();
    let mut out = String::new();
    if !data.results().is_empty() {
        let _ = write!(out, "{} = ", Args(data.results()));
    }
    out.push_str(info.name);
    for (r, &v) in info.results.iter().zip(data.results()) {
        if r.is_open_in(<Op::Type as ValueType>::COMPOUND) {
            let _ = write!(out, ".{}", func.value_type(v).name());
        }
    }
    for (i, op) in data.operands().enumerate() {
        out.push_str(if i == 0 { " " } else { ", " });
        match op {
            Operand::Value(v) => {
                let _ = write!(out, "{v}");
            }
            Operand::Imm(n) => match info.operand(i).map(|o| o.kind) {
                Some(OperandKind::Imm(imm)) => match imm.kind {
                    ImmKind::Enum(cases) => {
                        match usize::try_from(n).ok().and_then(|k| cases.get(k)) {
                            Some(case) => out.push_str(case),
                            None => {
                                let _ = write!(out, "{n}");
                            }
                        }
                    }
                    ImmKind::Int { .. } => {
                        let _ = write!(out, "{n}");
                    }
                    // `{:?}` keeps a point or an exponent: `1.5`, `1e-7`, `-0.0`, `NaN`.
                    ImmKind::Float => {
                        let _ = write!(out, "{:?}", f64::from_bits(n as u64));
                    }
                },
                _ => {
                    let _ = write!(out, "{n}");
                }
            },
            Operand::Block(call) if call.args.is_empty() => {
                let _ = write!(out, "{}", call.block);
            }
            Operand::Block(call) => {
                let _ = write!(out, "{}({})", call.block, Args(call.args));
            }
        }
    }
    out
}

/// Why a text does not parse: the 1-based line and column, what is wrong there, and how it might
/// be fixed. It displays as the spec front end's findings do: the place, the line with a caret
/// under the text at fault, and the hint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// The line (0 for the text as a whole).
    pub line: usize,
    /// The 1-based column, in characters, of the text at fault (0 for the line as a whole).
    pub column: usize,
    /// How many characters the text at fault spans (at least 1 when `column` is not 0).
    pub width: usize,
    /// What is wrong.
    pub message: String,
    /// A suggestion, such as "did you mean `iadd`?".
    pub hint: Option<String>,
    /// The line as written (empty for the text as a whole).
    pub source: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.column {
            0 => write!(f, "line {}: {}", self.line, self.message)?,
            c => write!(f, "line {}, column {c}: {}", self.line, self.message)?,
        }
        if self.line > 0 && !self.source.is_empty() {
            let number = self.line.to_string();
            let pad = " ".repeat(number.len());
            write!(f, "\n{pad} |\n{number} | {}", self.source)?;
            if self.column > 0 {
                let before: String = self
                    .source
                    .chars()
                    .take(self.column - 1)
                    .map(|c| if c == '\t' { '\t' } else { ' ' })
                    .collect();
                write!(f, "\n{pad} | {before}{}", "^".repeat(self.width.max(1)))?;
            }
        }
        if let Some(hint) = &self.hint {
            write!(f, "\n = help: {hint}")?;
        }
        Ok(())
    }
}

/// What is wrong in a line, with the text it is about (a slice of the line) and a hint.
struct Fault<'a> {
    token: Option<&'a str>,
    message: String,
    hint: Option<String>,
}

impl Fault<'_> {
    /// The error of this fault on line `line`, whose text as written is `source`.
    fn at_line(self, line: usize, source: &str) -> ParseError {
        // The token is a slice of `source`: its place is the distance between their addresses.
        let span = self.token.and_then(|t| {
            let start = (t.as_ptr() as usize).checked_sub(source.as_ptr() as usize)?;
            (start + t.len() <= source.len()).then_some(start)?;
            let column = source.get(..start)?.chars().count() + 1;
            Some((column, t.chars().count().max(1)))
        });
        let (column, width) = span.unwrap_or((0, 0));
        ParseError {
            line,
            column,
            width,
            message: self.message,
            hint: self.hint,
            source: source.to_owned(),
        }
    }
}

impl From<String> for Fault<'_> {
    fn from(message: String) -> Self {
        Fault {
            token: None,
            message,
            hint: None,
        }
    }
}

impl From<&str> for Fault<'_> {
    fn from(message: &str) -> Self {
        Fault::from(message.to_owned())
    }
}

/// A fault about `token`.
fn at(token: &str, message: impl Into<String>) -> Fault<'_> {
    Fault {
        token: Some(token),
        message: message.into(),
        hint: None,
    }
}

/// The type spelt `name` (`i32`, `*[3 x i32]`), or a fault at it, with the closest type's
/// name when a name is unknown.
fn type_at<T: ValueType>(name: &str) -> Result<T, Fault<'_>> {
    parse_type::<T>(name).map_err(|e| {
        let hint = match &e {
            TypeError::Unknown(unknown) => {
                opforge_shapes::closest(unknown, T::ALL.iter().map(|t| t.name()))
                    .map(|t| format!("did you mean `{t}`?"))
            }
            _ => None,
        };
        Fault {
            hint,
            ..at(name, e.to_string())
        }
    })
}

/// The opcode named `name`, or a fault at it with the closest opcode's name.
fn opcode_at<Op: CfgOpcode>(name: &str) -> Result<Op, Fault<'_>> {
    opcode_named::<Op>(name).map_err(|e| Fault {
        hint: opforge_shapes::closest(name, Op::ALL.iter().map(|op| op.info().name))
            .map(|n| format!("did you mean `{n}`?")),
        ..at(name, format!("unknown opcode `{}`", e.0))
    })
}

impl std::error::Error for ParseError {}

/// The parse state: the function so far and what each number names.
struct Parser<Op: CfgOpcode> {
    func: Function<Op>,
    line: usize,
    /// Values used before they were defined, with the line of the first use.
    pending: HashMap<usize, usize>,
    /// Blocks named before their header, with the line of the first mention.
    pending_blocks: HashMap<usize, usize>,
    /// Blocks whose header has been read (so a check is O(1), not a walk of the layout).
    defined_blocks: std::collections::HashSet<usize>,
    /// Results whose type is derived from an operand's (`same`, or a rule of [`TypeOf`]):
    /// the result, the instruction and the result's position, resolved once every value is
    /// defined.
    inferred: Vec<(Value, Inst, usize)>,
}

/// Parses one function in the text format.
pub fn parse<Op: CfgOpcode>(text: &str) -> Result<Function<Op>, ParseError> {
    let raw: Vec<&str> = text.lines().collect();
    parse_lines(&raw, 0)
}

/// Parses the function of `raw`, the lines of a text whose first line is line `offset + 1`
/// (a module's text holds several functions; errors name lines of the whole text).
pub(crate) fn parse_lines<Op: CfgOpcode>(
    raw: &[&str],
    offset: usize,
) -> Result<Function<Op>, ParseError> {
    let mut lines = raw
        .iter()
        .enumerate()
        .map(|(i, l)| (offset + i + 1, l.split(';').next().unwrap_or("").trim()))
        .filter(|(_, l)| !l.is_empty());
    let source = |line: usize| {
        raw.get(line.wrapping_sub(offset + 1))
            .copied()
            .unwrap_or("")
    };
    let err = |line: usize, message: String| Fault::from(message).at_line(line, source(line));
    let fault = |line: usize| move |f: Fault<'_>| f.at_line(line, source(line));
    let (line, header) = lines
        .next()
        .ok_or_else(|| err(0, "the text holds no function".into()))?;
    let mut p = Parser::<Op> {
        func: signature(header).map_err(fault(line))?,
        line,
        pending: HashMap::new(),
        pending_blocks: HashMap::new(),
        defined_blocks: std::collections::HashSet::new(),
        inferred: Vec::new(),
    };
    let mut current: Option<Block> = None;
    let mut closed = false;
    for (line, l) in lines {
        p.line = line;
        if closed {
            return Err(err(line, "text after the end of the function".into()));
        }
        if l == "}" {
            closed = true;
        } else if let Some(head) = l.strip_suffix(':') {
            current = Some(p.block(head).map_err(fault(line))?);
        } else {
            let block =
                current.ok_or_else(|| err(line, "an instruction before any block".into()))?;
            p.inst(block, l).map_err(fault(line))?;
        }
    }
    if !closed {
        return Err(err(p.line, "the function does not end with `}`".into()));
    }
    if let Some((&v, &line)) = p.pending.iter().min_by_key(|(_, l)| **l) {
        return Err(err(line, format!("v{v} is used but never defined")));
    }
    if let Some((&b, &line)) = p.pending_blocks.iter().min_by_key(|(_, l)| **l) {
        return Err(err(line, format!("block{b} is targeted but never defined")));
    }
    // A result typed like an operand defined further down (through a loop) gets its type now,
    // along chains of such results.
    for _ in 0..=p.inferred.len() {
        let mut changed = false;
        for &(result, inst, index) in &p.inferred {
            let Some(ty) = derived_type(&p.func, inst, index) else {
                continue;
            };
            if let Some(d) = p.func.value_mut(result).filter(|d| d.ty != ty) {
                d.ty = ty;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    Ok(p.func)
}

/// `function %name(types) -> types {`.
fn signature<Op: CfgOpcode>(line: &str) -> Result<Function<Op>, Fault<'_>> {
    let rest = line
        .strip_prefix("function %")
        .and_then(|r| r.strip_suffix('{'))
        .ok_or("expected `function %name(params) -> results {`")?;
    let (name, params, results) = name_and_types::<Op::Type>(rest)?;
    Ok(Function::new(name, &params, &results))
}

/// A declaration's name, parameter types and result types: `name(types) -> types`.
pub(crate) type Declared<'a, T> = (&'a str, Vec<T>, Vec<T>);

/// `name(types) -> types`, the part of a `function` or `extern` line after the `%`.
fn name_and_types<T: ValueType>(rest: &str) -> Result<Declared<'_, T>, Fault<'_>> {
    let (name, rest) = rest.split_once('(').ok_or("expected `(` after the name")?;
    let (params, rest) = rest
        .split_once(')')
        .ok_or("expected `)` after the parameters")?;
    let results = match rest.trim() {
        "" => "",
        r => r
            .strip_prefix("->")
            .ok_or("expected `->` before the results")?,
    };
    let types = |list| -> Result<Vec<T>, Fault<'_>> {
        split_top(list)
            .into_iter()
            .filter(|t| !t.is_empty())
            .map(type_at::<T>)
            .collect()
    };
    Ok((name.trim(), types(params)?, types(results)?))
}

/// `extern %name(types) -> types` (line `line` of a module's text): an external function's
/// name and signature.
pub(crate) fn extern_line<T: ValueType>(
    line: usize,
    source: &str,
) -> Result<Declared<'_, T>, ParseError> {
    let text = source.split(';').next().unwrap_or("").trim();
    text.strip_prefix("extern %")
        .ok_or_else(|| Fault::from("expected `extern %name(params) -> results`"))
        .and_then(name_and_types::<T>)
        .map_err(|f| f.at_line(line, source))
}

/// The number of `prefix<N>`.
fn number<'a>(text: &'a str, prefix: &str) -> Result<usize, Fault<'a>> {
    let text = text.trim();
    text.strip_prefix(prefix)
        .and_then(|n| n.parse().ok())
        .ok_or_else(|| at(text, format!("expected `{prefix}<number>`, found `{text}`")))
}

/// Splits `text` at its first space outside brackets: `load.*[3 x i32] v1` into the head
/// `load.*[3 x i32]` and the operands `v1`.
fn split_head(text: &str) -> (&str, &str) {
    let mut depth = 0i32;
    for (i, c) in text.char_indices() {
        match c {
            '[' => depth += 1,
            ']' => depth -= 1,
            ' ' if depth == 0 => return (&text[..i], &text[i + 1..]),
            _ => {}
        }
    }
    (text, "")
}

/// Splits `a, b(c, d), e` at the commas outside parentheses and brackets.
pub(crate) fn split_top(text: &str) -> Vec<&str> {
    let (mut depth, mut start, mut out) = (0i32, 0, Vec::new());
    for (i, c) in text.char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            ',' if depth == 0 => {
                out.push(text[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    let last = text[start..].trim();
    if !last.is_empty() || !out.is_empty() {
        out.push(last);
    }
    out
}

impl<Op: CfgOpcode> Parser<Op> {
    fn use_value<'a>(&mut self, text: &'a str) -> Result<Value, Fault<'a>> {
        let n = number(text, "v")?;
        if <Op::Type as ValueType>::ALL.is_empty() {
            return Err(at(
                text,
                "the table declares no types, so there are no values",
            ));
        }
        let v = self.func.reserve_value(n);
        if self
            .func
            .value(v)
            .is_some_and(|d| d.def == ValueDef::Detached)
        {
            self.pending.entry(n).or_insert(self.line);
        }
        Ok(v)
    }

    fn define_value<'a>(
        &mut self,
        text: &'a str,
        ty: Op::Type,
        def: ValueDef,
    ) -> Result<Value, Fault<'a>> {
        let n = number(text, "v")?;
        let v = self.func.reserve_value(n);
        match self.func.value_mut(v) {
            Some(d) if d.def == ValueDef::Detached => {
                d.ty = ty;
                d.def = def;
            }
            _ => return Err(at(text.trim(), format!("v{n} is defined twice"))),
        }
        self.pending.remove(&n);
        Ok(v)
    }

    fn use_block<'a>(&mut self, text: &'a str) -> Result<Block, Fault<'a>> {
        let n = number(text, "block")?;
        let b = self.func.reserve_block(n);
        if !self.defined_blocks.contains(&b.index()) {
            self.pending_blocks.entry(n).or_insert(self.line);
        }
        Ok(b)
    }

    /// `blockN(v1: i32, v2: i64)` (without the colon).
    fn block<'a>(&mut self, head: &'a str) -> Result<Block, Fault<'a>> {
        let (name, params) = match head.split_once('(') {
            Some((name, rest)) => (
                name,
                rest.strip_suffix(')')
                    .ok_or_else(|| at(rest, "expected `)`"))?,
            ),
            None => (head, ""),
        };
        let b = self.func.reserve_block(number(name, "block")?);
        if !self.defined_blocks.insert(b.index()) {
            return Err(at(name.trim(), format!("{b} is defined twice")));
        }
        self.func.layout_mut().push(b);
        self.pending_blocks.remove(&b.index());
        for (index, param) in split_top(params).into_iter().enumerate() {
            let (v, ty) = param
                .split_once(':')
                .ok_or_else(|| at(param, "expected `vN: type`"))?;
            let ty = type_at::<Op::Type>(ty.trim())?;
            let def = ValueDef::Param {
                block: b,
                index: index as u32,
            };
            let v = self.define_value(v, ty, def)?;
            self.func.push_block_param(b, v);
        }
        Ok(b)
    }

    fn inst<'a>(&mut self, block: Block, line: &'a str) -> Result<(), Fault<'a>> {
        let (results, rest) = match line.split_once('=') {
            Some((r, rest)) => (split_top(r), rest.trim()),
            None => (Vec::new(), line),
        };
        let (head, operands) = split_head(rest);
        let mut parts = head.split('.');
        let name = parts.next().unwrap_or("");
        let opcode = opcode_at::<Op>(name)?;
        let info = opcode.info();
        let mut open = parts.map(type_at::<Op::Type>);
        let texts = split_top(operands);
        let fixed = info.operands.len() - usize::from(info.is_variadic());
        if texts.len() < fixed || (!info.is_variadic() && texts.len() > fixed) {
            return Err(at(
                head,
                format!(
                    "`{name}` takes {}{}, found {}",
                    crate::counted(fixed, "operand"),
                    if info.is_variadic() { " or more" } else { "" },
                    texts.len()
                ),
            ));
        }
        let mut ops = Vec::with_capacity(texts.len());
        for (i, text) in texts.iter().enumerate() {
            let kind = info.operand(i).map(|o| o.kind);
            ops.push(match kind {
                Some(OperandKind::Value { .. }) => Read::Value(self.use_value(text)?),
                Some(OperandKind::Imm(imm)) => Read::Imm(immediate(imm.kind, text)?),
                _ => {
                    let (b, args) = match text.split_once('(') {
                        Some((b, a)) => {
                            (b, a.strip_suffix(')').ok_or_else(|| at(a, "expected `)`"))?)
                        }
                        None => (*text, ""),
                    };
                    let block = self.use_block(b)?;
                    let args = split_top(args)
                        .into_iter()
                        .map(|a| self.use_value(a))
                        .collect::<Result<Vec<_>, _>>()?;
                    Read::Block(block, args)
                }
            });
        }
        if results.len() != info.results.len() {
            return Err(at(
                head,
                format!(
                    "`{name}` has {}, found {}",
                    crate::counted(info.results.len(), "result"),
                    results.len()
                ),
            ));
        }
        let mut types = Vec::with_capacity(results.len());
        let mut sources = Vec::with_capacity(results.len());
        let compound = <Op::Type as ValueType>::COMPOUND;
        for r in info.results {
            let rule = r.type_of.filter(|t| !matches!(t, TypeOf::Global(_)));
            let operand = r.same.or(rule.map(TypeOf::operand));
            let source = match operand.and_then(|s| ops.get(usize::from(s))) {
                Some(Read::Value(v)) => Some(*v),
                _ => None,
            };
            sources.push(source);
            let ty = match source {
                // Derived from the operand once every value is defined; its type meanwhile.
                Some(v) => self.func.value_type(v),
                _ if r.types.len() == 1 && r.types.intersection(compound).is_empty() => {
                    type_named::<Op::Type>(
                        <Op::Type as ValueType>::ALL
                            .iter()
                            .find(|t| t.is_in(r.types))
                            .map_or("", |t| t.name()),
                    )
                    .map_err(|e| Fault::from(e.to_string()))?
                }
                _ => open.next().ok_or_else(|| {
                    at(
                        head,
                        format!(
                            "`{name}` needs the type of result `{}`: `{name}.<type>`",
                            r.name
                        ),
                    )
                })??,
            };
            types.push(ty);
        }
        if open.next().is_some() {
            return Err(at(
                head,
                format!("`{name}` has more `.type` suffixes than open results"),
            ));
        }
        let operands = ops.iter().map(|op| match op {
            Read::Value(v) => Operand::Value(*v),
            Read::Imm(x) => Operand::Imm(*x),
            Read::Block(b, args) => Operand::Block(BlockCall::new(*b, args)),
        });
        let inst = self.func.append_inst(block, opcode, operands, &[]);
        for (index, ((text, ty), source)) in results.iter().zip(types).zip(sources).enumerate() {
            let def = ValueDef::Result {
                inst,
                index: index as u32,
            };
            let v = self.define_value(text, ty, def)?;
            if source.is_some() {
                self.inferred.push((v, inst, index));
            }
            if let Some(mut d) = self.func.inst_mut(inst) {
                d.push_result(v);
            }
        }
        Ok(())
    }
}

/// The type result `index` of `inst` has by its row's `same` or derivation rule, from its
/// operands' types now (`None` when the row derives nothing, or the rule finds no type: the
/// verifier reports that).
pub fn derived_type<Op: CfgOpcode>(
    func: &Function<Op>,
    inst: Inst,
    index: usize,
) -> Option<Op::Type> {
    let data = func.inst(inst)?;
    let r = data.opcode.info().results.get(index)?;
    let value = |n: u8| match data.operand(usize::from(n)) {
        Some(Operand::Value(v)) => Some(func.value_type(v)),
        _ => None,
    };
    if let Some(s) = r.same {
        return value(s);
    }
    let rule = r.type_of?;
    let after = data
        .operand_count()
        .saturating_sub(usize::from(rule.operand()) + 1);
    rule.derive(value(rule.operand())?, after)?.ok()
}

/// An operand as read, before the instruction holding it exists.
enum Read {
    Value(Value),
    Imm(i64),
    Block(Block, Vec<Value>),
}

/// An immediate: a number, or an enumeration's case by name.
fn immediate(kind: ImmKind, text: &str) -> Result<i64, Fault<'_>> {
    if let ImmKind::Enum(cases) = kind
        && let Some(i) = cases.iter().position(|&c| c == text)
    {
        return Ok(i as i64);
    }
    if kind == ImmKind::Float {
        return text
            .parse::<f64>()
            .map(|x| x.to_bits() as i64)
            .map_err(|_| {
                at(
                    text,
                    format!("expected a floating-point number, found `{text}`"),
                )
            });
    }
    text.parse::<i64>()
        .or_else(|_| text.parse::<u64>().map(|u| u as i64))
        .map_err(|_| {
            let hint = match kind {
                ImmKind::Enum(cases) => opforge_shapes::closest(text, cases.iter().copied())
                    .map(|c| format!("did you mean `{c}`?")),
                _ => None,
            };
            Fault {
                hint,
                ..at(text, format!("expected an immediate, found `{text}`"))
            }
        })
}

/// The error of `message` about `token` (a slice of `source`, line `line` as written, or the
/// line as a whole when `None`): for the module's text, whose lines outside functions this
/// module does not read.
pub(crate) fn error_at(
    line: usize,
    source: &str,
    token: Option<&str>,
    message: String,
) -> ParseError {
    Fault {
        token,
        message,
        hint: None,
    }
    .at_line(line, source)
}
