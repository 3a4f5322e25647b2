//! GNU assembler source: owns rendering relocatable [`Code`] as a text file that GNU `as` for
//! AArch64 (`aarch64-linux-gnu-as`) assembles into an object equivalent to the one
//! [`crate::object::write_object`] writes: the same `.text` once relocated, the same data
//! sections byte for byte, the same defined symbols (functions `%function` with their sizes,
//! global or local; data items global `%object` in `.data`, `.bss` or `.rodata`).
//!
//! Every instruction word is spelled by the generated A64 layer ([`Inst::decode`] and its
//! `Display`, LLVM's spelling, which GNU `as` reads too). A PC-relative instruction (B, BL,
//! B.cond, CBZ/CBNZ, TBZ/TBNZ, ADR, ADRP, the LDR and PRFM literals) names a local label
//! (`.L<function>_<n>`, or `.Ltext_<offset>` outside every function) instead of its offset,
//! since GNU `as` reads `b #8` as the absolute address 8: which forms are PC-relative, and
//! their offsets, come from the generated [`Inst::target`]. A word with a relocation names
//! its symbol (`bl f`, `adrp x0, d`, `add x0, x0, :lo12:d`), so `as` writes the relocation
//! again. A word the table does not decode, or whose spelling reads back through the
//! generated parser as another word (a logical immediate's redundant rotation bits do not
//! survive the text), or whose spelling GNU `as` refuses ([`GNU_REFUSES`]), is written as
//! `.inst 0x........` with a comment. The file opens with `.arch` [`GNU_ARCH`], the
//! extensions of the A64 table, so that `as` takes every form of it. A global function gets
//! `.globl`, a local helper (the table of functions, the trap stub) none; the external
//! symbols, which GNU `as` needs no declaration of, are listed in a comment.

use core::fmt;
use core::fmt::Write as _;
use std::collections::{BTreeMap, BTreeSet, HashSet};

use opforge_arm64::{Form, Inst};

use super::reloc;
use crate::code::{Code, CodeError, DataContents, DataSection, RelocKind, Relocation};

/// The architecture the source declares (`.arch`): A64 with the extensions the table spells
/// (CRC32, LSE atomics, half-precision floats), as the llvm-mc oracle of `opforge-arm64` is run
/// (`-mattr=+v8a,+fp-armv8,+crc,+lse,+fullfp16`).
pub const GNU_ARCH: &str = "armv8-a+crc+lse+fp16";

/// Instructions GNU `as` refuses in LLVM's spelling although they encode: the start of the
/// spelling and the largest immediate `as` takes after it. Such a word is written as `.inst`.
/// (`msr SPSel, #n`: `as` takes only 0 and 1, LLVM every 4-bit value.)
pub const GNU_REFUSES: &[(&str, i64)] = &[("msr SPSel, #", 1)];

/// Whether GNU `as` refuses `text`, by [`GNU_REFUSES`].
fn gnu_refuses(text: &str) -> bool {
    GNU_REFUSES.iter().any(|&(head, max)| {
        text.strip_prefix(head)
            .and_then(|imm| imm.parse::<i64>().ok())
            .is_some_and(|imm| imm > max)
    })
}

/// Why [`write_gnu`] could not render the code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AsmError {
    /// The code is not consistent (see [`Code::check`]).
    Code(CodeError),
    /// A symbol's name that GNU `as` cannot take: one starting with `.` (`as` keeps those for
    /// its own: `.L` local labels, left out of the object; sections such as `.text`; the
    /// location counter `.`), or one holding a quote, a backslash, a control character or a
    /// character past ASCII.
    BadName(String),
    /// A relocation sits on a word whose form does not take it (a CALL26 off a BL, an
    /// ADR_PREL_PG_HI21 off an ADRP, an ADD_ABS_LO12_NC off an unshifted 64-bit ADD immediate).
    RelocationForm {
        /// The word's byte offset.
        offset: u64,
        /// The relocation's kind.
        kind: RelocKind,
        /// What the word is: its instruction, or that it does not decode.
        found: String,
    },
    /// The code is not AArch64's (its ELF machine is this number).
    NotAarch64(u16),
    /// Two relocations patch the same word.
    TwoRelocations {
        /// The word's byte offset.
        offset: u64,
    },
    /// A PC-relative instruction points outside the code's `.text` (before it, or past its
    /// end).
    TargetOutside {
        /// The instruction's byte offset.
        offset: u64,
        /// The byte offset in `.text` it points at.
        target: i64,
        /// The instruction.
        inst: String,
    },
}

impl fmt::Display for AsmError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AsmError::Code(e) => write!(f, "{e}"),
            AsmError::BadName(n) => write!(f, "{n:?} cannot be a symbol for GNU as"),
            AsmError::RelocationForm {
                offset,
                kind,
                found,
            } => write!(
                f,
                "the {} at byte {offset:#x} is on `{found}`, which does not take it",
                kind.elf_name()
            ),
            AsmError::NotAarch64(machine) => write!(
                f,
                "the code is for ELF machine {machine}, not AArch64: GNU assembly is written for A64 code only"
            ),
            AsmError::TwoRelocations { offset } => {
                write!(f, "two relocations patch the word at byte {offset:#x}")
            }
            AsmError::TargetOutside {
                offset,
                target,
                inst,
            } => {
                let sign = if *target < 0 { "-" } else { "" };
                write!(
                    f,
                    "`{inst}` at byte {offset:#x} points at byte {sign}{:#x}, outside the text",
                    target.unsigned_abs()
                )
            }
        }
    }
}

impl std::error::Error for AsmError {}

impl From<CodeError> for AsmError {
    fn from(e: CodeError) -> Self {
        AsmError::Code(e)
    }
}

/// What [`write_gnu_counted`] wrote, counted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AsmCounts {
    /// Instruction words written as instructions (relocated ones included).
    pub instructions: usize,
    /// Of them, PC-relative ones written with a local label.
    pub pc_relative: usize,
    /// Of them, words with a relocation written with its symbol.
    pub relocated: usize,
    /// Words written as `.inst`.
    pub raw_words: usize,
}

/// `code` as GNU assembler source for AArch64 (see the module's documentation).
pub fn write_gnu(code: &Code) -> Result<String, AsmError> {
    write_gnu_counted(code).map(|(text, _)| text)
}

/// [`write_gnu`], with how many words were written in each way.
pub fn write_gnu_counted(code: &Code) -> Result<(String, AsmCounts), AsmError> {
    code.check()?;
    if code.machine != crate::elf::EM_AARCH64 {
        return Err(AsmError::NotAarch64(code.machine.number));
    }
    let names = Names::of(code)?;
    let relocations = relocations(code)?;
    let len = code.bytes.len() as u64;
    let words = code.bytes.len() / 4;
    let word = |k: usize| {
        let b = &code.bytes[4 * k..4 * k + 4];
        u32::from_le_bytes([b[0], b[1], b[2], b[3]])
    };
    // The PC-relative instructions outside relocations, and the words their targets name.
    let mut targets: BTreeMap<usize, (Inst, i64)> = BTreeMap::new();
    for k in 0..words {
        let at = 4 * k as u64;
        if relocations.contains_key(&at) {
            continue;
        }
        let Some((inst, offset)) = spell(word(k))
            .ok()
            .and_then(|(i, _)| Some((i, i.target()?)))
        else {
            continue;
        };
        let target = if inst.form() == Form::Adrp {
            (at & !0xfff) as i64 + offset
        } else {
            at as i64 + offset
        };
        if !(0..=len as i64).contains(&target) {
            return Err(AsmError::TargetOutside {
                offset: at,
                target,
                inst: inst.to_string(),
            });
        }
        targets.insert(k, (inst, target));
    }
    let labels = labels(code, targets.values().map(|&(_, t)| (t as u64) & !3))?;

    let mut out = String::from(
        "// GNU assembler source for AArch64, written by opforge-compile (asm::write_gnu).\n",
    );
    if !code.externs.is_empty() {
        let list: Vec<&str> = names.externs.iter().map(String::as_str).collect();
        let _ = writeln!(out, "// External symbols: {}.", list.join(", "));
    }
    let _ = write!(out, "\n\t.arch {GNU_ARCH}\n\t.text\n\t.p2align 4\n");
    let mut counts = AsmCounts::default();
    // Functions by start, the shorter first (an empty one opens and closes before the next).
    let mut order: Vec<usize> = (0..code.functions.len()).collect();
    order.sort_by_key(|&i| (code.functions[i].offset, code.functions[i].size));
    let mut next = order.iter().peekable();
    let mut open: Vec<usize> = Vec::new();
    let mut at = 0u64;
    loop {
        // Close the functions that end here, open those that start here.
        open.retain(|&i| {
            let f = &code.functions[i];
            let ends = f.offset + f.size == at;
            if ends {
                let n = &names.functions[i];
                let _ = writeln!(out, "\t.size {n}, .-{n}");
            }
            !ends
        });
        while let Some(&&i) = next.peek().filter(|&&&i| code.functions[i].offset == at) {
            next.next();
            let f = &code.functions[i];
            let n = &names.functions[i];
            out += "\n";
            if f.global {
                let _ = writeln!(out, "\t.globl {n}");
            }
            let _ = writeln!(out, "\t.type {n}, %function\n\t.p2align 2\n{n}:");
            if f.size == 0 {
                let _ = writeln!(out, "\t.size {n}, 0");
            } else {
                open.push(i);
            }
        }
        if let Some(l) = labels.get(&at) {
            let _ = writeln!(out, "{l}:");
        }
        if at + 4 > len {
            break;
        }
        let k = (at / 4) as usize;
        let w = word(k);
        let line = if let Some(r) = relocations.get(&at) {
            counts.relocated += 1;
            relocated(w, r, &names)?
        } else if let Some(&(inst, target)) = targets.get(&k) {
            // The label of the target's word (every target has one), plus the bytes past it.
            let label = labels
                .get(&((target as u64) & !3))
                .map_or("?", String::as_str);
            let operand = match target & 3 {
                0 => label.to_owned(),
                r => format!("{label}+{r}"),
            };
            let text = inst.to_string();
            match inst
                .target()
                .and_then(|t| text.strip_suffix(&format!("#{t}")))
                .filter(|_| label != "?")
            {
                Some(head) => {
                    counts.pc_relative += 1;
                    format!("{head}{operand}")
                }
                None => format!(".inst {w:#010x} // {text} (to {operand})"),
            }
        } else {
            match spell(w) {
                Ok((_, text)) => text,
                Err(why) => format!(".inst {w:#010x} // {why}"),
            }
        };
        if line.starts_with(".inst") {
            counts.raw_words += 1;
        } else {
            counts.instructions += 1;
        }
        let _ = writeln!(out, "\t{line}");
        at += 4;
    }
    if at < len {
        let bytes: Vec<String> = code.bytes[at as usize..]
            .iter()
            .map(|b| format!("{b:#04x}"))
            .collect();
        let _ = writeln!(out, "\t.byte {} // past the last word", bytes.join(", "));
    }
    write_data(code, &names, &mut out);
    out += "\n\t.section .note.GNU-stack,\"\",%progbits\n";
    Ok((out, counts))
}

/// The instruction of `w` and its spelling, when the spelling names `w` alone: it decodes,
/// LLVM's spelling of it parses back to `w` through the generated parser (a logical immediate's
/// redundant rotation bits, say, do not survive the text), and GNU `as` takes it
/// ([`GNU_REFUSES`]). Otherwise why not, for the comment of its `.inst`.
fn spell(w: u32) -> Result<(Inst, String), String> {
    let inst = Inst::decode(w).ok_or("no instruction the A64 table decodes")?;
    let text = inst.to_string();
    if inst.encode() != w || text.parse::<Inst>().map(|i| i.encode()) != Ok(w) {
        return Err(format!("{text}, which reads back as another word"));
    }
    if gnu_refuses(&text) {
        return Err(format!("{text}, which GNU as refuses"));
    }
    Ok((inst, text))
}

/// The relocations by offset; two at one word are an error.
fn relocations(code: &Code) -> Result<BTreeMap<u64, Relocation>, AsmError> {
    let mut out = BTreeMap::new();
    for r in &code.relocations {
        if out.insert(r.offset, *r).is_some() {
            return Err(AsmError::TwoRelocations { offset: r.offset });
        }
    }
    Ok(out)
}

/// The symbols' names as GNU `as` reads them.
struct Names {
    functions: Vec<String>,
    externs: Vec<String>,
    data: Vec<String>,
}

impl Names {
    fn of(code: &Code) -> Result<Names, AsmError> {
        let spell = |names: &mut dyn Iterator<Item = &str>| -> Result<Vec<String>, AsmError> {
            names
                .map(|n| {
                    if n.starts_with('.') {
                        return Err(AsmError::BadName(n.to_owned()));
                    }
                    symbol(n).ok_or_else(|| AsmError::BadName(n.to_owned()))
                })
                .collect()
        };
        Ok(Names {
            functions: spell(&mut code.functions.iter().map(|f| f.name.as_str()))?,
            externs: spell(&mut code.externs.iter().map(String::as_str))?,
            data: spell(&mut code.data.iter().map(|d| d.name.as_str()))?,
        })
    }

    /// The spelling of a relocation's target (checked to exist by [`Code::check`]).
    fn target(&self, r: &Relocation) -> &str {
        use crate::code::Target;
        let name = match r.target {
            Target::Function(i) => self.functions.get(i),
            Target::External(k) => self.externs.get(k),
            Target::Data(k) => self.data.get(k),
        };
        name.map_or("", String::as_str)
    }
}

/// `name` as GNU `as` reads a symbol: bare when it is letters, digits, `_`, `.` and `$` not
/// starting with a digit, else quoted; `None` when it holds what a quoted name cannot (a quote,
/// a backslash, a control character, a character past ASCII).
fn symbol(name: &str) -> Option<String> {
    let bare = |c: char| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$');
    let first = name.chars().next()?;
    if !first.is_ascii_digit() && name.chars().all(bare) {
        return Some(name.to_owned());
    }
    let quotable = |c: char| c.is_ascii() && !c.is_ascii_control() && c != '"' && c != '\\';
    name.chars().all(quotable).then(|| format!("\"{name}\""))
}

/// A local label at each of `targets` (word offsets): `.L<function>_<n>` inside a function
/// (numbered from 0 in each), `.Ltext_<offset>` outside every one, each distinct.
fn labels(
    code: &Code,
    targets: impl Iterator<Item = u64>,
) -> Result<BTreeMap<u64, String>, AsmError> {
    let targets: BTreeSet<u64> = targets.collect();
    let mut taken: HashSet<String> = HashSet::new();
    let mut count: Vec<usize> = vec![0; code.functions.len()];
    let mut out = BTreeMap::new();
    // The functions by start: the one holding a target is the last to start at or before it,
    // when it reaches that far (functions tile the code; should some overlap, the last of
    // those holding it).
    let mut by_start: Vec<usize> = (0..code.functions.len()).collect();
    by_start.sort_by_key(|&i| code.functions[i].offset);
    for t in targets {
        let holds = |&i: &usize| {
            let f = &code.functions[i];
            f.offset <= t && t < f.offset + f.size
        };
        let before = &by_start[..by_start.partition_point(|&i| code.functions[i].offset <= t)];
        let owner = before.iter().rev().find(|i| holds(i)).copied();
        let mut name = match owner {
            Some(i) => {
                count[i] += 1;
                format!(".L{}_{}", code.functions[i].name, count[i] - 1)
            }
            None => format!(".Ltext_{t}"),
        };
        while taken.contains(&name) {
            name.push('_');
        }
        taken.insert(name.clone());
        let spelled = symbol(&name).ok_or(AsmError::BadName(name))?;
        out.insert(t, spelled);
    }
    Ok(out)
}

/// The instruction at a relocation, naming its target; an error when its form does not take
/// the relocation.
fn relocated(w: u32, r: &Relocation, names: &Names) -> Result<String, AsmError> {
    let mut sym = names.target(r).to_owned();
    if r.addend != 0 {
        let _ = write!(sym, "{:+}", r.addend);
    }
    let inst = Inst::decode(w);
    let text = match (r.kind, inst) {
        (reloc::CALL26, Some(Inst::Bl { .. })) => format!("bl {sym}"),
        (reloc::ADR_PREL_PG_HI21, Some(Inst::Adrp { xd, .. })) => format!("adrp {xd}, {sym}"),
        (
            reloc::ADD_ABS_LO12_NC,
            Some(Inst::AddXImm {
                xd_sp,
                xn_sp,
                lsl12,
                ..
            }),
        ) if lsl12.value() == 0 => format!("add {xd_sp}, {xn_sp}, :lo12:{sym}"),
        (kind, inst) => {
            return Err(AsmError::RelocationForm {
                offset: r.offset,
                kind,
                found: inst.map_or_else(
                    || format!(".inst {w:#010x} (no instruction the A64 table decodes)"),
                    |i| i.to_string(),
                ),
            });
        }
    };
    Ok(text)
}

/// The data items, each in its section, aligned, labelled, filled and sized.
fn write_data(code: &Code, names: &Names, out: &mut String) {
    for (d, n) in code.data.iter().zip(&names.data) {
        let section = match d.section() {
            DataSection::Data => ".data",
            DataSection::Bss => ".bss",
            DataSection::ReadOnly => ".section .rodata",
        };
        let _ = writeln!(
            out,
            "\n\t{section}\n\t.globl {n}\n\t.type {n}, %object\n\t.p2align {}\n{n}:",
            d.align.trailing_zeros()
        );
        match &d.contents {
            DataContents::Bytes(bytes) => {
                for row in bytes.chunks(16) {
                    let row: Vec<String> = row.iter().map(|b| format!("{b:#04x}")).collect();
                    let _ = writeln!(out, "\t.byte {}", row.join(", "));
                }
            }
            DataContents::Zero(size) => {
                let _ = writeln!(out, "\t.zero {size}");
            }
        }
        let _ = writeln!(out, "\t.size {n}, {}", d.size());
    }
}

#[cfg(test)]
mod tests {
    use opforge_arm64::{XReg, XRegOrSp};

    use super::*;
    use crate::code::{Data, FunctionSymbol, Target};

    /// Code of one global function `f` of `insts`.
    fn code(insts: &[Inst]) -> Code {
        let mut code = Code::default();
        let bytes: Vec<u8> = insts
            .iter()
            .flat_map(|i| i.encode().to_le_bytes())
            .collect();
        code.push_function("f", &bytes, &[]).expect("a function");
        code
    }

    /// A word the table does not decode.
    const NO_INST: u32 = 0xffff_ffff;

    #[test]
    fn no_inst_does_not_decode() {
        assert_eq!(Inst::decode(NO_INST), None);
    }

    fn ret() -> Inst {
        Inst::ret_lr().expect("ret")
    }

    fn x(n: u8) -> XReg {
        XReg::new(n).expect("a register")
    }

    fn xsp(n: u8) -> XRegOrSp {
        XRegOrSp::new(n).expect("a register")
    }

    fn reloc(offset: u64, kind: RelocKind, target: Target) -> Relocation {
        Relocation {
            offset,
            kind,
            target,
            addend: 0,
        }
    }

    #[test]
    fn a_function_with_a_loop_a_call_and_a_datum() {
        let mut c = code(&[
            Inst::adrp(x(0), 0).expect("adrp"),
            Inst::add_x_imm(xsp(0), xsp(0), 0, 0).expect("add"),
            Inst::cbz_x(x(1), 12).expect("cbz"),
            Inst::bl(0).expect("bl"),
            Inst::b(-8).expect("b"),
            ret(),
        ]);
        let ext = c.external("g").expect("g");
        let d = c
            .push_data(Data {
                name: "d".into(),
                contents: DataContents::Bytes(vec![1, 2, 3]),
                align: 4,
                read_only: true,
            })
            .expect("d");
        c.relocations = vec![
            Relocation {
                addend: 8,
                ..reloc(0, reloc::ADR_PREL_PG_HI21, Target::Data(d))
            },
            Relocation {
                addend: 8,
                ..reloc(4, reloc::ADD_ABS_LO12_NC, Target::Data(d))
            },
            reloc(12, reloc::CALL26, Target::External(ext)),
        ];
        let (text, counts) = write_gnu_counted(&c).expect("the text");
        let body: Vec<&str> = text
            .lines()
            .skip_while(|l| *l != "\t.globl f")
            .take_while(|l| !l.is_empty())
            .collect();
        assert_eq!(
            body,
            [
                "\t.globl f",
                "\t.type f, %function",
                "\t.p2align 2",
                "f:",
                "\tadrp x0, d+8",
                "\tadd x0, x0, :lo12:d+8",
                ".Lf_0:",
                "\tcbz x1, .Lf_1",
                "\tbl g",
                "\tb .Lf_0",
                ".Lf_1:",
                "\tret",
                "\t.size f, .-f",
            ]
        );
        assert!(text.contains("// External symbols: g.\n"), "{text}");
        assert!(text.contains(&format!("\t.arch {GNU_ARCH}\n")), "{text}");
        assert!(
            text.contains(
                "\n\t.section .rodata\n\t.globl d\n\t.type d, %object\n\t.p2align 2\nd:\n\
                 \t.byte 0x01, 0x02, 0x03\n\t.size d, 3\n"
            ),
            "{text}"
        );
        assert_eq!(
            counts,
            AsmCounts {
                instructions: 6,
                pc_relative: 2,
                relocated: 3,
                raw_words: 0
            }
        );
    }

    #[test]
    fn names_are_bare_or_quoted_and_labels_outside_functions_name_their_offset() {
        let mut c = code(&[Inst::b(8).expect("b"), ret()]);
        c.functions[0].name = "a b".into();
        c.functions[0].size = 4;
        c.bytes.extend_from_slice(&NO_INST.to_le_bytes());
        c.bytes.extend_from_slice(&[0xaa]);
        let text = write_gnu(&c).expect("the text");
        assert!(text.contains("\t.globl \"a b\"\n"), "{text}");
        assert!(text.contains("\t.size \"a b\", .-\"a b\"\n"), "{text}");
        assert!(text.contains("\tb .Ltext_8\n"), "{text}");
        assert!(
            text.contains("\n.Ltext_8:\n\t.inst 0xffffffff // "),
            "{text}"
        );
        assert!(
            text.contains("\t.byte 0xaa // past the last word\n"),
            "{text}"
        );
        assert_eq!(symbol("$x.1"), Some("$x.1".into()));
        assert_eq!(symbol("1st"), Some("\"1st\"".into()));
        assert_eq!(symbol("é"), None);
    }

    #[test]
    fn inconsistent_code_is_refused() {
        let mut c = code(&[ret()]);
        c.functions[0].size = 8;
        let e = write_gnu(&c).expect_err("outside");
        assert_eq!(
            e,
            AsmError::Code(CodeError::FunctionOutside { name: "f".into() })
        );
        assert_eq!(
            e.to_string(),
            "`f` lies outside the code or off a word boundary"
        );
    }

    #[test]
    fn names_gnu_as_cannot_take_are_refused() {
        for name in [".Llocal", ".text", ".", "a\"b", "a\\b", "tab\there", "é"] {
            let mut c = code(&[ret()]);
            c.functions[0].name = name.into();
            let e = write_gnu(&c).expect_err("a bad name");
            assert_eq!(e, AsmError::BadName(name.into()));
            assert_eq!(
                e.to_string(),
                format!("{name:?} cannot be a symbol for GNU as")
            );
        }
        let mut c = code(&[ret()]);
        c.external("g\"").expect("an external");
        assert_eq!(write_gnu(&c), Err(AsmError::BadName("g\"".into())));
    }

    #[test]
    fn a_relocation_on_a_form_that_does_not_take_it_is_refused() {
        let add12 = Inst::add_x_imm(xsp(0), xsp(0), 0, 12).expect("add, lsl #12");
        let cases = [
            (ret(), reloc::CALL26, "ret"),
            (Inst::b(0).expect("b"), reloc::CALL26, "b #0"),
            (Inst::bl(0).expect("bl"), reloc::ADR_PREL_PG_HI21, "bl #0"),
            (add12, reloc::ADD_ABS_LO12_NC, "add x0, x0, #0, lsl #12"),
        ];
        for (inst, kind, found) in cases {
            let mut c = code(&[inst, ret()]);
            let g = c.external("g").expect("g");
            c.relocations = vec![reloc(0, kind, Target::External(g))];
            let e = write_gnu(&c).expect_err("the wrong form");
            assert_eq!(
                e,
                AsmError::RelocationForm {
                    offset: 0,
                    kind,
                    found: found.into()
                }
            );
            assert_eq!(
                e.to_string(),
                format!(
                    "the {} at byte 0x0 is on `{found}`, which does not take it",
                    kind.elf_name()
                )
            );
        }
        // A word that does not decode.
        let mut c = code(&[ret()]);
        c.bytes[..4].copy_from_slice(&NO_INST.to_le_bytes());
        c.relocations = vec![reloc(0, reloc::CALL26, Target::Function(0))];
        let e = write_gnu(&c).expect_err("no instruction");
        assert!(
            matches!(&e, AsmError::RelocationForm { found, .. } if found.contains("no instruction the A64 table decodes")),
            "{e}"
        );
    }

    #[test]
    fn two_relocations_on_one_word_are_refused() {
        let mut c = code(&[Inst::bl(0).expect("bl"), ret()]);
        let g = c.external("g").expect("g");
        let r = reloc(0, reloc::CALL26, Target::External(g));
        c.relocations = vec![r, r];
        let e = write_gnu(&c).expect_err("two");
        assert_eq!(e, AsmError::TwoRelocations { offset: 0 });
        assert_eq!(e.to_string(), "two relocations patch the word at byte 0x0");
    }

    #[test]
    fn a_target_outside_the_text_is_refused() {
        // Past the end, before the start, and a page the text does not reach.
        let cases = [
            (Inst::b(12).expect("b"), 12, "b #12"),
            (Inst::cbz_x(x(3), -4).expect("cbz"), -4, "cbz x3, #-4"),
            (
                Inst::adrp(x(0), 4096).expect("adrp"),
                4096,
                "adrp x0, #4096",
            ),
        ];
        for (inst, target, spelled) in cases {
            let c = code(&[inst, ret()]);
            let e = write_gnu(&c).expect_err("outside");
            assert_eq!(
                e,
                AsmError::TargetOutside {
                    offset: 0,
                    target,
                    inst: spelled.into()
                }
            );
            assert!(e.to_string().contains("outside the text"), "{e}");
            if target < 0 {
                assert!(e.to_string().contains("byte -0x4,"), "{e}");
            }
        }
        // Its end is inside: a label after the last word.
        let c = code(&[Inst::b(8).expect("b"), ret()]);
        let text = write_gnu(&c).expect("the text");
        assert!(
            text.contains("\tret\n.Lf_0:\n") || text.contains(".Ltext_8:"),
            "{text}"
        );
    }

    #[test]
    fn a_local_helper_has_no_globl() {
        let mut c = code(&[ret()]);
        c.functions.push(FunctionSymbol {
            name: "helper".into(),
            offset: 0,
            size: 0,
            global: false,
        });
        let text = write_gnu(&c).expect("the text");
        assert!(!text.contains(".globl helper"), "{text}");
        assert!(text.contains("helper:\n\t.size helper, 0\n"), "{text}");
    }
}
