//! The assembler: LLVM-syntax A64 source (many statements, labels, directives, expressions, a
//! literal pool) to words, in two passes over the statements. The first lays the program out
//! from address 0 (taken to be 4 KiB-aligned, for ADRP): every label gets its address and every
//! `ldr Rt, =value` its MOVZ or its pool entry. The second computes each statement: the
//! operands' expressions and targets (`operands`, after `zero_index` drops the `#0` index
//! LLVM allows on a base-only address), then the generated parser
//! (`Inst: FromStr`) and the target filled in. A statement that fails is reported with its line
//! and column as written and leaves no word; the others are still assembled.
//!
//! ```
//! use opforge_arm64::assembler::assemble;
//!
//! let out = assemble("1: subs x0, x0, #(1 << 0)\n   b.ne 1b ; ret // done\n");
//! let words: Vec<u32> = out.words.iter().map(|w| w.word).collect();
//! assert_eq!(words, [0xf100_0400, 0x54ff_ffe1, 0xd65f_03c0]);
//! assert!(out.errors.is_empty());
//! let bad = assemble("mov x0, #08");
//! assert_eq!(
//!     bad.errors[0].to_string(),
//!     "line 1: mov x0, #08: column 10: operand `08`: not an octal number"
//! );
//! ```

mod directives;
mod error;
mod expr;
mod labels;
mod operands;
mod pool;
mod statements;
mod zero_index;

pub use error::{AsmError, AsmErrorKind};

use directives::{Directive, directive, fits};
use expr::{Resolve, Symbol, Value, evaluate, names_symbol};
use labels::Labels;
use operands::{Rewritten, is_register, rewrite, variants};
use pool::{Pool, movz};
use statements::{Statement, statements};

use crate::{Form, Inst};

/// One 32-bit word of the output.
#[derive(Clone, Debug, PartialEq)]
pub struct Word {
    /// Its address (the first statement is at 0).
    pub address: u64,
    /// The word.
    pub word: u32,
    /// The instruction in our canonical text, or `.inst 0x…`/`.word 0x…` for data.
    pub text: String,
}

/// What [`assemble`] makes of a source: the words of the statements that assemble, in address
/// order, and an error for each statement that does not, in line order.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Assembly {
    /// The words.
    pub words: Vec<Word>,
    /// The errors.
    pub errors: Vec<AsmError>,
}

/// What a word of the output is, printed by its `Display` (our canonical text, `.inst 0x…` or
/// `.word 0x…`) without a string built for each word.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Shown {
    /// An instruction.
    Inst(Inst),
    /// A word written by `.inst`.
    Inst32(u32),
    /// A word of data (`.word` and the other data directives, the literal pool).
    Data(u32),
}

impl core::fmt::Display for Shown {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Shown::Inst(inst) => core::fmt::Display::fmt(inst, f),
            Shown::Inst32(w) => write!(f, ".inst {w:#010x}"),
            Shown::Data(w) => write!(f, ".word {w:#010x}"),
        }
    }
}

/// A word of a [`Listing`]: its address, the word and what it is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Listed {
    /// Its address (the first statement is at 0).
    pub address: u64,
    /// The word.
    pub word: u32,
    /// What it is, to print.
    pub shown: Shown,
}

/// What [`listing`] makes of a source: [`Assembly`] with each word's text left to print.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Listing {
    /// The words, in address order.
    pub words: Vec<Listed>,
    /// The errors, in line order.
    pub errors: Vec<AsmError>,
}

impl From<Listing> for Assembly {
    fn from(listing: Listing) -> Assembly {
        Assembly {
            words: listing
                .words
                .into_iter()
                .map(|w| Word {
                    address: w.address,
                    word: w.word,
                    text: w.shown.to_string(),
                })
                .collect(),
            errors: listing.errors,
        }
    }
}

/// Assembles `source`. Data that ends in the middle of a word is padded with zero bytes to a
/// whole word.
pub fn assemble(source: &str) -> Assembly {
    listing(source).into()
}

/// Assembles `source` as [`assemble`] does, each word's text left to print.
pub fn listing(source: &str) -> Listing {
    Assembler::new(source).run()
}

/// Assembles `bytes`: a line that is not UTF-8 is an error of its own and is read as empty, so
/// that the other lines keep their numbers and are still assembled.
pub fn assemble_bytes(bytes: &[u8]) -> Assembly {
    listing_bytes(bytes).into()
}

/// [`assemble_bytes`], each word's text left to print.
pub fn listing_bytes(bytes: &[u8]) -> Listing {
    if let Ok(text) = core::str::from_utf8(bytes) {
        return listing(text);
    }
    let mut text = String::with_capacity(bytes.len());
    let mut bad = Vec::new();
    for (n, line) in bytes.split(|&b| b == b'\n').enumerate() {
        if n > 0 {
            text.push('\n');
        }
        match core::str::from_utf8(line) {
            Ok(line) => text.push_str(line),
            Err(e) => bad.push(AsmError {
                line: n + 1,
                column: e.valid_up_to() + 1,
                statement: String::new(),
                kind: AsmErrorKind::NotUtf8 {
                    byte: e.valid_up_to() + 1,
                },
            }),
        }
    }
    let mut out = listing(&text);
    out.errors.extend(bad);
    out.errors.sort_by_key(|e| (e.line, e.column));
    out
}

/// What a statement is, once laid out.
enum Item<'s> {
    /// An instruction.
    Inst,
    /// `ldr Rt, =value` as this MOVZ.
    Movz(String),
    /// `ldr Rt, =value` as a load of a pool entry.
    Literal {
        /// The register as written.
        reg: &'s str,
        /// The pool placed next (the `pool`th), for a pending entry.
        pool: usize,
        /// The entry.
        entry: pool::Entry,
    },
    /// Data.
    Data(Directive<'s>),
    /// Pool `pool` is placed here.
    Pool(usize),
}

/// A statement laid out: which statement, its address, its body and what it is.
struct Placed<'s> {
    statement: usize,
    address: u64,
    /// Offset of the body (the statement after its labels) in the statement's text.
    body_at: usize,
    body: &'s str,
    item: Item<'s>,
}

/// What a word of the output holds.
#[derive(Clone, Debug, PartialEq)]
enum Content {
    /// Nothing (a statement that did not assemble).
    Empty,
    /// An instruction or `.inst`.
    Text(Shown),
    /// Data.
    Data,
}

/// A failure inside a statement body: the byte offset in the body and what is wrong.
type Failure = (usize, AsmErrorKind);

struct Assembler<'s> {
    source: &'s str,
    statements: Vec<Statement<'s>>,
    /// The source's lines, split when an error needs them.
    lines: Vec<&'s str>,
    errors: Vec<AsmError>,
}

impl<'s> Assembler<'s> {
    fn new(source: &'s str) -> Self {
        Assembler {
            source,
            statements: statements(source),
            lines: Vec::new(),
            errors: Vec::new(),
        }
    }

    /// An error at byte `at` of the body of statement `statement` (the body starting at byte
    /// `body_at` of the statement's text).
    fn error(&mut self, statement: usize, body_at: usize, at: usize, kind: AsmErrorKind) {
        if self.lines.is_empty() {
            self.lines = self.source.split('\n').collect();
        }
        let s = &self.statements[statement];
        let text = &s.text[..];
        let body_end = text.len();
        let body = text.get(body_at..body_end).unwrap_or("").trim_end();
        let at_in_body = at.min(body.len());
        let (line, byte) = s.origin(body_at + at_in_body);
        let line_text = self.lines.get(line).copied().unwrap_or("");
        let column = line_text.get(..byte).map_or(byte, |prefix| {
            if prefix.is_ascii() {
                prefix.len()
            } else {
                prefix.chars().count()
            }
        }) + 1;
        let chars_before = body.get(..at_in_body).map_or(0, |p| p.chars().count());
        self.errors.push(AsmError {
            line: line + 1,
            column,
            statement: error::window(body, chars_before),
            kind,
        });
    }

    fn run(mut self) -> Listing {
        let statements = core::mem::take(&mut self.statements);
        // Pass 1: labels, layout and the literal pool.
        let mut labels = Labels::default();
        let mut pool = Pool::default();
        let mut pools: Vec<pool::Placed> = Vec::new();
        let mut placed: Vec<Placed<'_>> = Vec::new();
        let mut pc = 0u64;
        let mut failures: Vec<(usize, usize, Failure)> = Vec::new();
        for (k, s) in statements.iter().enumerate() {
            let (defined, rest) = statements::labels(&s.text);
            for (name, at) in defined {
                if !labels.define(name, k, pc) {
                    failures.push((k, 0, (at, AsmErrorKind::LabelTwice(name.to_owned()))));
                }
            }
            let after = &s.text[rest..];
            let body = after.trim();
            let body_at = rest + (after.len() - after.trim_start().len());
            if body.is_empty() {
                continue;
            }
            let at = pc;
            let item = if body.starts_with('.') {
                match directive(body) {
                    Ok(Directive::Text) => continue,
                    Ok(Directive::Pool) => {
                        let (entries, end) = pool.place(pc);
                        pools.push(entries);
                        pc = end;
                        Item::Pool(pools.len() - 1)
                    }
                    Ok(d @ Directive::Data { .. }) => {
                        if let Directive::Data { size, values, .. } = &d {
                            pc += size * values.len() as u64;
                        }
                        Item::Data(d)
                    }
                    Err(name) => {
                        failures.push((
                            k,
                            body_at,
                            (
                                0,
                                AsmErrorKind::Unsupported(format!(
                                    "the directive `{}`",
                                    error::cut(name, 40)
                                )),
                            ),
                        ));
                        continue;
                    }
                }
            } else if let Some(load) = literal_load(body) {
                pc += 4;
                match load {
                    Err(f) => {
                        failures.push((k, body_at, f));
                        continue;
                    }
                    Ok((reg, value)) => {
                        let x = reg.starts_with(['x', 'X']);
                        match movz(value, x) {
                            Some((imm, shift)) => {
                                Item::Movz(format!("movz {reg}, #{imm}, lsl #{shift}"))
                            }
                            None => Item::Literal {
                                reg,
                                pool: pools.len(),
                                entry: pool.entry(value, if x { 8 } else { 4 }),
                            },
                        }
                    }
                }
            } else {
                pc += 4;
                Item::Inst
            };
            placed.push(Placed {
                statement: k,
                address: at,
                body_at,
                body,
                item,
            });
        }
        let (entries, end) = pool.place(pc);
        if !entries.is_empty() {
            pools.push(entries);
            placed.push(Placed {
                statement: statements.len(),
                address: pc,
                body_at: 0,
                body: "",
                item: Item::Pool(pools.len() - 1),
            });
            pc = end;
        }
        // Pass 2: every statement's bytes.
        let size = pc.next_multiple_of(4) as usize;
        let mut image = vec![0u8; size];
        let mut content = vec![Content::Empty; size / 4];
        for p in &placed {
            let resolve = |s: Symbol<'_>| labels.resolve(s, p.statement, p.address);
            let is_label = |name: &str| labels.is_defined(name);
            let result = match &p.item {
                Item::Inst => instruction(p.body, &is_label, &resolve, p.address)
                    .map(|inst| put_inst(&mut image, &mut content, p.address, inst)),
                Item::Movz(text) => match text.parse::<Inst>() {
                    Ok(inst) => {
                        put_inst(&mut image, &mut content, p.address, inst);
                        Ok(())
                    }
                    Err(e) => Err((
                        0,
                        AsmErrorKind::Syntax {
                            message: e.message,
                            undefined: None,
                        },
                    )),
                },
                Item::Literal { reg, pool, entry } => {
                    let to = match *entry {
                        pool::Entry::Placed(address) => address,
                        pool::Entry::Pending(k) => {
                            pools.get(*pool).and_then(|e| e.get(k)).map_or(0, |e| e.0)
                        }
                    };
                    literal(reg, to as i64 - p.address as i64)
                        .map(|inst| put_inst(&mut image, &mut content, p.address, inst))
                }
                Item::Data(d) => data(d, &resolve, &mut image, &mut content, p.address),
                Item::Pool(k) => {
                    for &(address, value, size) in pools.get(*k).map_or(&[][..], Vec::as_slice) {
                        put(&mut image, &mut content, address, value, size);
                    }
                    let end = pools
                        .get(*k)
                        .and_then(|e| e.last())
                        .map_or(p.address, |e| e.0 + e.2);
                    for w in p.address / 4..end.div_ceil(4) {
                        if let Some(c @ Content::Empty) = content.get_mut(w as usize) {
                            *c = Content::Data;
                        }
                    }
                    Ok(())
                }
            };
            if let Err((at, kind)) = result {
                failures.push((p.statement, p.body_at, (at, kind)));
            }
        }
        self.statements = statements;
        for (k, body_at, (at, kind)) in failures {
            self.error(k, body_at, at, kind);
        }
        self.errors.sort_by_key(|e| (e.line, e.column));
        let words = content
            .into_iter()
            .enumerate()
            .filter_map(|(k, c)| {
                let bytes = image.get(4 * k..4 * k + 4)?;
                let word = u32::from_le_bytes(bytes.try_into().ok()?);
                let shown = match c {
                    Content::Empty => return None,
                    Content::Text(t) => t,
                    Content::Data => Shown::Data(word),
                };
                Some(Listed {
                    address: 4 * k as u64,
                    word,
                    shown,
                })
            })
            .collect();
        Listing {
            words,
            errors: self.errors,
        }
    }
}

/// Writes `inst` at `address`.
fn put_inst(image: &mut [u8], content: &mut [Content], address: u64, inst: Inst) {
    put(image, content, address, i64::from(inst.encode()), 4);
    if let Some(c) = content.get_mut(address as usize / 4) {
        *c = Content::Text(Shown::Inst(inst));
    }
}

/// Writes the `size` low bytes of `value` at `address`, little-endian, as data.
fn put(image: &mut [u8], content: &mut [Content], address: u64, value: i64, size: u64) {
    let bytes = value.to_le_bytes();
    for i in 0..size.min(8) {
        if let Some(b) = image.get_mut((address + i) as usize) {
            *b = bytes[i as usize];
        }
        if let Some(c @ Content::Empty) = content.get_mut(((address + i) / 4) as usize) {
            *c = Content::Data;
        }
    }
}

/// Assembles the instruction `body` at `address`.
fn instruction(
    body: &str,
    is_label: &dyn Fn(&str) -> bool,
    resolve: &Resolve<'_>,
    address: u64,
) -> Result<Inst, Failure> {
    if !address.is_multiple_of(4) {
        return Err((0, AsmErrorKind::Misaligned { address }));
    }
    let expression = |e: expr::ExprError| (e.at, AsmErrorKind::Expression(e.message));
    let stripped = zero_index::strip(body, resolve).transpose()?;
    let body = stripped.as_deref().unwrap_or(body);
    let rw = rewrite(body, is_label, resolve, true).map_err(expression)?;
    let parsed = parse(&rw.text);
    match (parsed, &rw.target) {
        (Ok(mut inst), Some(t)) if inst.target().is_some() => {
            let here = address as i64;
            let offset = if inst.form() == Form::Adrp {
                (t.address & !4095) - (here & !4095)
            } else {
                t.address - here
            };
            inst.set_target(offset).map_err(|e| {
                (
                    0,
                    AsmErrorKind::OutOfRange {
                        label: t.written.to_owned(),
                        reason: e.to_string(),
                    },
                )
            })?;
            Ok(inst)
        }
        (Ok(inst), None) => Ok(inst),
        (parsed, Some(_)) => {
            // The label is no target here (a condition named like a label, say): the
            // instruction read without that reading, if it is one.
            let plain = rewrite(body, is_label, resolve, false).map_err(expression)?;
            match (parse(&plain.text), parsed) {
                (Ok(inst), _) => Ok(inst),
                (Err(_), Ok(_)) => {
                    let mnemonic = body.split([' ', '\t']).next().unwrap_or(body);
                    Err((0, AsmErrorKind::TakesNoLabel(mnemonic.to_ascii_lowercase())))
                }
                (Err(e), Err(_)) => Err(syntax(e, &plain, None)),
            }
        }
        (Err(e), None) => {
            let undefined = rw.undefined.filter(|name| {
                rw.text.ends_with(name)
                    && parse(&format!("{}#0", &rw.text[..rw.text.len() - name.len()]))
                        .is_ok_and(|i| i.target().is_some())
            });
            Err(syntax(e, &rw, undefined.map(str::to_owned)))
        }
    }
}

/// Parses `text`, then LLVM's spellings outside the table ([`variants`]) if it does not.
fn parse(text: &str) -> Result<Inst, opforge_machine::ParseError> {
    let first = text.parse::<Inst>();
    if first.is_ok() {
        return first;
    }
    variants(text)
        .iter()
        .find_map(|v| v.parse::<Inst>().ok())
        .map_or(first, Ok)
}

/// The parser's error `e` on `rw`'s text, placed in the body as written.
fn syntax(e: opforge_machine::ParseError, rw: &Rewritten, undefined: Option<String>) -> Failure {
    let byte: usize = rw
        .text
        .chars()
        .take(e.column.saturating_sub(1))
        .map(char::len_utf8)
        .sum();
    (
        rw.written_offset(byte),
        AsmErrorKind::Syntax {
            message: e.message,
            undefined,
        },
    )
}

/// `ldr Rt, =value`: the register and the value, or why not; `None` for any other statement.
fn literal_load(body: &str) -> Option<Result<(&str, i64), Failure>> {
    let (mnemonic, rest) = body.split_once([' ', '\t'])?;
    if !mnemonic.eq_ignore_ascii_case("ldr") {
        return None;
    }
    let (reg, value) = rest.split_once(',')?;
    let lead = value.len() - value.trim_start().len();
    let expr = value.trim_start().strip_prefix('=')?;
    let at = body.len() - value.len() + lead + 1;
    let reg = reg.trim();
    if !is_register(reg) || !reg.starts_with(['x', 'X', 'w', 'W']) {
        return Some(Err((
            body.len() - rest.len(),
            AsmErrorKind::Syntax {
                message: format!(
                    "`ldr Rt, =value` takes an X or W register, not `{}`",
                    error::cut(reg, 40)
                ),
                undefined: None,
            },
        )));
    }
    if names_symbol(expr) {
        return Some(Err((
            at,
            AsmErrorKind::Unsupported(
                "a label in a literal pool (`ldr Rt, =label` needs a relocation)".to_owned(),
            ),
        )));
    }
    let lead = expr.len() - expr.trim_start().len();
    Some(match evaluate(expr.trim(), &|_| Err(String::new())) {
        Ok(Value::Int(v)) => Ok((reg, v)),
        Ok(Value::Addr(_)) => Err((at, AsmErrorKind::Expression("expected a number".to_owned()))),
        Err(e) => Err((at + lead + e.at, AsmErrorKind::Expression(e.message))),
    })
}

/// `ldr reg, #offset` (LDR literal).
fn literal(reg: &str, offset: i64) -> Result<Inst, Failure> {
    let mut inst = format!("ldr {reg}, #0").parse::<Inst>().map_err(|e| {
        (
            0,
            AsmErrorKind::Syntax {
                message: e.message,
                undefined: None,
            },
        )
    })?;
    inst.set_target(offset).map_err(|e| {
        (
            0,
            AsmErrorKind::OutOfRange {
                label: "the literal pool".to_owned(),
                reason: e.to_string(),
            },
        )
    })?;
    Ok(inst)
}

/// Writes a data directive's values at `address`.
fn data(
    d: &Directive<'_>,
    resolve: &Resolve<'_>,
    image: &mut [u8],
    content: &mut [Content],
    address: u64,
) -> Result<(), Failure> {
    let Directive::Data {
        name,
        size,
        inst,
        values,
    } = d
    else {
        return Ok(());
    };
    if *inst && !address.is_multiple_of(4) {
        return Err((0, AsmErrorKind::Misaligned { address }));
    }
    let mut first_error = None;
    for (k, &(text, at)) in values.iter().enumerate() {
        let value = match evaluate(text, resolve) {
            Ok(Value::Int(v)) => v,
            Ok(Value::Addr(_)) => {
                first_error.get_or_insert((
                    at,
                    AsmErrorKind::Unsupported(
                        "a label's address as data (it needs a relocation)".to_owned(),
                    ),
                ));
                continue;
            }
            Err(e) => {
                first_error.get_or_insert((at + e.at, AsmErrorKind::Expression(e.message)));
                continue;
            }
        };
        if !fits(value, *size) {
            first_error.get_or_insert((
                at,
                AsmErrorKind::DataRange {
                    directive: (*name).to_owned(),
                    value,
                },
            ));
            continue;
        }
        let here = address + k as u64 * size;
        put(image, content, here, value, *size);
        if *inst && let Some(c) = content.get_mut(here as usize / 4) {
            *c = Content::Text(Shown::Inst32(value as u32));
        }
    }
    first_error.map_or(Ok(()), Err)
}

#[cfg(test)]
mod tests;
