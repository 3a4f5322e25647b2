//! The check of a LIR table's emissions against llvm-mc (LLVM 14), for any target: for each LIR
//! instruction and each type its controlling value may have, random legal registers (each
//! value's class, fixed registers where the table fixes them, an input's register where a
//! result reuses it), random immediates and block targets before and after the instruction. The
//! generated emitter produces words; the table's expected assembly, with the same registers,
//! immediates and target offsets substituted, is assembled by llvm-mc; the words must be the
//! same. When the emitter refuses an immediate (out of the form's range, a shift past the
//! width), llvm-mc must refuse the text too, or encode it with another form. Every instruction
//! and type must be emitted successfully at least once. One llvm-mc process checks every case.
//! Every step is one 4-byte instruction. A target supplies its generated layer and machine through [`Target`].

use opforge_cfg::lir::{
    AsmPart, Constraint, EmitError, EmitInfo, FixedEachCursor, LirOpcode, RegSlot,
};
use opforge_cfg::{CfgOpcode, ImmKind, OperandKind, TypeSet, ValueType};
use opforge_machine::AliasInfo;
use opforge_machine::buffer::{CodeBuffer, Label, Target as Machine};

use super::Rng;

/// What the check needs of a target: its generated LIR layer (opcodes, types, emission rows,
/// register views, `emit`), its machine layer (the code buffer's [`Machine`] and the alias rows)
/// and llvm-mc's arguments for it.
pub trait Target {
    /// The generated `Opcode`.
    type Op: LirOpcode<Type = Self::Ty> + 'static;
    /// The generated `Type`.
    type Ty: ValueType + Copy + 'static;
    /// The machine layer's code buffer target.
    type Machine: Machine;
    /// llvm-mc's arguments besides `-show-encoding` (the triple and the features).
    const LLVM_MC: &'static [&'static str];
    /// The generated `EMISSIONS`.
    fn emissions() -> &'static [EmitInfo];
    /// The generated `VIEWS`: each register kind's name and its spellings by number.
    fn views() -> &'static [(&'static str, &'static [&'static str])];
    /// The machine layer's `ALIASES`.
    fn aliases() -> &'static [AliasInfo<Form<Self>>];
    /// The word of an instruction that does nothing.
    fn nop() -> u32;
    /// The generated `emit` of `op` with these operands and the target's custom emissions.
    fn emit(
        op: Self::Op,
        ty: Option<Self::Ty>,
        imms: &[i64],
        regs: &[u8],
        labels: &[Label],
        buf: &mut CodeBuffer<Self::Machine>,
    ) -> Result<(), EmitError>;
    /// A block target `bytes` from the instruction, as the target's assembler reads it.
    fn target(bytes: i64) -> String;
}

/// Declares unit struct `$name` and implements [`Target`] for it from a generated LIR module
/// (`lir`: its `Opcode`, `Type`, `EMISSIONS`, `VIEWS`, `Operands` and `emit`), the machine's code
/// buffer target and alias rows, the custom emissions' type (`Default`), llvm-mc's arguments,
/// the word of a no-op and the spelling of a block target `bytes` away.
#[allow(unused_macros)] // Only the emission tests use it.
macro_rules! lir_target {
    (
        $(#[$doc:meta])*
        $name:ident {
            lir: $($lir:ident)::+,
            machine: $machine:ty,
            aliases: $aliases:expr,
            custom: $custom:ty,
            llvm_mc: $args:expr,
            nop: $nop:expr,
            target: $target:expr $(,)?
        }
    ) => {
        $(#[$doc])*
        struct $name;

        impl $crate::support::emission::Target for $name {
            type Op = $($lir)::+::Opcode;
            type Ty = $($lir)::+::Type;
            type Machine = $machine;
            const LLVM_MC: &'static [&'static str] = $args;

            fn emissions() -> &'static [::opforge_cfg::lir::EmitInfo] {
                &$($lir)::+::EMISSIONS
            }

            fn views() -> &'static [(&'static str, &'static [&'static str])] {
                &$($lir)::+::VIEWS
            }

            fn aliases() -> &'static [::opforge_machine::AliasInfo<
                <$machine as ::opforge_machine::buffer::Target>::Form,
            >] {
                $aliases
            }

            fn nop() -> u32 {
                $nop
            }

            fn emit(
                op: Self::Op,
                ty: Option<Self::Ty>,
                imms: &[i64],
                regs: &[u8],
                labels: &[::opforge_machine::buffer::Label],
                buf: &mut ::opforge_machine::buffer::CodeBuffer<$machine>,
            ) -> Result<(), ::opforge_cfg::lir::EmitError> {
                let ops = $($lir)::+::Operands { imms, regs, labels };
                $($lir)::+::emit(op, ty, &ops, buf, &mut <$custom>::default())
            }

            fn target(bytes: i64) -> String {
                ($target)(bytes)
            }
        }
    };
}
#[allow(unused_imports)]
pub(crate) use lir_target;

/// The machine form type of target `T`.
type Form<T> = <<T as Target>::Machine as Machine>::Form;

/// The 4-byte instructions in `buf`.
pub fn instructions<M: Machine>(buf: &CodeBuffer<M>) -> usize {
    buf.byte_len() / 4
}

/// The words of a finished buffer of 4-byte instructions.
pub fn words<M: Machine>(buf: CodeBuffer<M>) -> Result<Vec<u32>, String> {
    let bytes = buf.finish_bytes().map_err(|e| e.to_string())?;
    Ok(bytes
        .chunks(4)
        .map(|c| c.iter().rev().fold(0u32, |w, &b| (w << 8) | u32::from(b)))
        .collect())
}

/// The encoding (form) name of an instruction word, if it decodes.
fn form_of<M: Machine>(word: u32) -> Option<&'static str> {
    M::decode(word).map(|i| M::form_name(M::form(i)))
}

/// The encoding a form of the machine table names (an alias names the encoding it spells).
fn encoding_name<T: Target>(form: &'static str) -> &'static str {
    T::aliases()
        .iter()
        .find(|a| a.name == form)
        .map_or(form, |a| T::Machine::form_name(a.of))
}

/// Runs llvm-mc with `args` and `-show-encoding` on `input`; returns stdout and stderr.
pub fn llvm_mc(args: &[&str], input: &str) -> (String, String) {
    opforge_llvm_mc::run_text(&[args, &["-show-encoding"][..]].concat(), input)
}

/// The 32-bit word of an llvm-mc `-show-encoding` line, if it has one.
pub fn encoding_of(line: &str) -> Option<u32> {
    let bytes = opforge_llvm_mc::encoding_bytes(line)?;
    Some(u32::from_le_bytes(bytes.try_into().ok()?))
}

/// The types of every value slot of one instance of `op` whose controlling value has type `ty`:
/// value operands (fixed ones, then `variadic` values), then results.
fn slot_types<Op: LirOpcode>(
    rng: &mut Rng,
    op: Op,
    ty: Option<Op::Type>,
    variadic: usize,
) -> Vec<Op::Type>
where
    Op::Type: Copy,
{
    let info = op.info();
    let values: Vec<(TypeSet, Option<u8>)> = info
        .operands
        .iter()
        .filter_map(|o| match o.kind {
            OperandKind::Value { types, same } if !o.variadic => Some((types, same)),
            _ => None,
        })
        .collect();
    // `same` names a declared operand; count value operands before it.
    let value_index = |declared: u8| {
        info.operands[..usize::from(declared)]
            .iter()
            .filter(|o| matches!(o.kind, OperandKind::Value { .. }))
            .count()
    };
    let n = values.len() + info.results.len();
    let mut types: Vec<Option<Op::Type>> = vec![None; n];
    match op.policy().control {
        Some(RegSlot::Operand(i)) => types[usize::from(i)] = ty,
        Some(RegSlot::Result(i)) => types[values.len() + usize::from(i)] = ty,
        _ => {}
    }
    let links: Vec<(usize, usize)> = values
        .iter()
        .enumerate()
        .filter_map(|(i, (_, s))| s.map(|s| (i, value_index(s))))
        .chain(
            info.results
                .iter()
                .enumerate()
                .filter_map(|(i, r)| r.same.map(|s| (values.len() + i, value_index(s)))),
        )
        .collect();
    for _ in 0..3 {
        for &(a, b) in &links {
            if types[a].is_none() {
                types[a] = types[b];
            } else if types[b].is_none() {
                types[b] = types[a];
            }
        }
    }
    let masks: Vec<TypeSet> = values
        .iter()
        .map(|(m, _)| *m)
        .chain(info.results.iter().map(|r| r.types))
        .collect();
    let members = |mask: TypeSet| -> Vec<Op::Type> {
        Op::Type::ALL
            .iter()
            .copied()
            .filter(|t| t.is_in(mask))
            .collect()
    };
    let mut out: Vec<Op::Type> = types
        .iter()
        .zip(&masks)
        .map(|(t, &mask)| t.unwrap_or_else(|| rng.choose(&members(mask))))
        .collect();
    let variadic_mask = info
        .operands
        .iter()
        .find(|o| o.variadic)
        .and_then(|o| match o.kind {
            OperandKind::Value { types, .. } => Some(types),
            _ => None,
        })
        .unwrap_or(TypeSet::EMPTY);
    let variadic_members = members(variadic_mask);
    let extra: Vec<Op::Type> = (0..variadic)
        .map(|_| rng.choose(&variadic_members))
        .collect();
    let results = out.split_off(values.len());
    out.extend(extra);
    out.extend(results);
    out
}

/// A register of `class` the allocator could hand out.
fn any_register<Op: LirOpcode>(rng: &mut Rng, class: u8) -> u8 {
    let c = &Op::REG_CLASSES[usize::from(class)];
    let all: Vec<u8> = c.preferred.iter().chain(c.non_preferred).copied().collect();
    rng.choose(&all)
}

/// A random value of an immediate kind, biased toward the aligned and small values the forms'
/// ranges favour.
fn immediate(rng: &mut Rng, kind: ImmKind) -> i64 {
    match kind {
        ImmKind::Enum(cases) => rng.below(cases.len()) as i64,
        ImmKind::Float => rng.next_u64() as i64,
        ImmKind::Int { bits, signed } => {
            let raw = rng.next_u64();
            let v = match rng.below(4) {
                0 => raw as i64,
                1 => (raw & 0xff) as i64,
                2 => ((raw & 0x3ff) * 8) as i64,
                _ => rng.choose(&[0i64, 16, 32, 48]),
            };
            if bits >= 64 {
                v
            } else if signed {
                let shift = 64 - u32::from(bits);
                (v << shift) >> shift
            } else {
                v & ((1i64 << bits) - 1)
            }
        }
    }
}

/// One emitted case: its label, the expected assembly lines, and the emitter's words or error.
struct Case {
    what: String,
    lines: Vec<String>,
    /// The encoding each line's step uses (an alias's encoding for an alias).
    forms: Vec<&'static str>,
    outcome: Result<Vec<u32>, EmitError>,
}

/// Builds one random instance of `op` at controlling type `ty`, emits it and spells its expected
/// assembly.
fn case<T: Target>(rng: &mut Rng, op: T::Op, ty: Option<T::Ty>) -> Case {
    let info = op.info();
    let policy = op.policy();
    let variadic = if info.is_variadic() { rng.below(4) } else { 0 };
    let types = slot_types(rng, op, ty, variadic);
    let nvalues = types.len() - info.results.len();
    // Registers: value operands, then results, then temps.
    let mut regs: Vec<u8> = Vec::new();
    let fixed_values = policy.operands.len();
    let mut each: Option<FixedEachCursor> = None;
    for (i, t) in types[..nvalues].iter().enumerate() {
        let class = T::Op::class_of(*t).expect("every type has a class");
        let p = policy.operands[i.min(fixed_values - 1)];
        let hw = match p.constraint {
            Constraint::Fixed(hw) => hw,
            Constraint::FixedEach(list) => each
                .get_or_insert_with(|| FixedEachCursor::new(list))
                .next(class)
                .unwrap_or_else(|| any_register::<T::Op>(rng, class)),
            _ => any_register::<T::Op>(rng, class),
        };
        regs.push(hw);
    }
    for (i, t) in types[nvalues..].iter().enumerate() {
        let class = T::Op::class_of(*t).expect("every type has a class");
        let hw = match policy.results[i].constraint {
            Constraint::Fixed(hw) => hw,
            Constraint::Reuse(n) => regs[usize::from(n)],
            _ => any_register::<T::Op>(rng, class),
        };
        regs.push(hw);
    }
    for t in policy.temps {
        let hw = match t.constraint {
            Constraint::Fixed(hw) => hw,
            _ => any_register::<T::Op>(rng, t.class),
        };
        regs.push(hw);
    }
    let imms: Vec<i64> = info
        .operands
        .iter()
        .map(|o| match o.kind {
            OperandKind::Imm(kind) => immediate(rng, kind.kind),
            _ => 0,
        })
        .collect();
    let targets = info
        .operands
        .iter()
        .filter(|o| o.kind == OperandKind::Block)
        .count();
    let steps = match T::emissions()[usize::from(op.number())] {
        EmitInfo::Steps(steps) => steps,
        EmitInfo::Custom(_) => &[],
    };
    let steps: Vec<_> = steps
        .iter()
        .filter(|s| s.types.is_empty() || ty.is_some_and(|t| t.is_in(s.types)))
        .collect();
    // Targets: some bound before the instruction (after a few padding words), the others after.
    let mut buf = CodeBuffer::<T::Machine>::new();
    let labels: Vec<Label> = (0..targets).map(|_| buf.new_label()).collect();
    let mut positions = vec![0usize; targets];
    let lead = rng.below(6);
    for _ in 0..lead {
        buf.emit_word(T::nop());
    }
    for (k, &l) in labels.iter().enumerate() {
        if rng.below(2) == 0 {
            positions[k] = instructions(&buf);
            buf.bind(l).expect("fresh label");
        } else {
            positions[k] = usize::MAX;
        }
    }
    let start = instructions(&buf);
    let result = T::emit(op, ty, &imms, &regs, &labels, &mut buf);
    let end = instructions(&buf);
    for (k, &l) in labels.iter().enumerate() {
        if positions[k] == usize::MAX {
            for _ in 0..rng.below(40) {
                buf.emit_word(T::nop());
            }
            positions[k] = instructions(&buf);
            buf.bind(l).expect("fresh label");
        }
    }
    buf.emit_word(T::nop());
    let outcome = result.and_then(|()| {
        words(buf)
            .map(|w| w[start..end].to_vec())
            .map_err(EmitError::Buffer)
    });
    let views = T::views();
    let lines = steps
        .iter()
        .enumerate()
        .map(|(at, s)| {
            let mut text = s.asm.to_owned();
            for (name, part) in s.parts {
                let value = match *part {
                    AsmPart::Reg { slot, view } => {
                        let index = match slot {
                            RegSlot::Operand(n) => usize::from(n),
                            RegSlot::Result(n) => nvalues + usize::from(n),
                            RegSlot::Temp(n) => nvalues + info.results.len() + usize::from(n),
                        };
                        views[usize::from(view)].1[usize::from(regs[index])].to_owned()
                    }
                    AsmPart::Imm(k) => {
                        let v = imms[usize::from(k)];
                        match info.operands[usize::from(k)].kind {
                            OperandKind::Imm(m) => match m.kind {
                                ImmKind::Enum(cases) => cases[v as usize].to_owned(),
                                ImmKind::Int { .. } | ImmKind::Float => v.to_string(),
                            },
                            _ => v.to_string(),
                        }
                    }
                    AsmPart::Target(n) => {
                        T::target((positions[usize::from(n)] as i64 - (start + at) as i64) * 4)
                    }
                };
                text = text.replace(&format!("{{{name}}}"), &value);
            }
            text
        })
        .collect();
    let forms = steps.iter().map(|s| encoding_name::<T>(s.form)).collect();
    Case {
        forms,
        what: format!(
            "{}{}",
            info.name,
            ty.map_or(String::new(), |t| format!(".{}", t.name()))
        ),
        lines,
        outcome,
    }
}

/// The controlling types of `op` (one `None` when it has no controlling value).
fn controlling_types<Op: LirOpcode>(op: Op) -> Vec<Option<Op::Type>>
where
    Op::Type: Copy,
{
    let info = op.info();
    let mask = match op.policy().control {
        Some(RegSlot::Result(i)) => info.results[usize::from(i)].types,
        Some(RegSlot::Operand(n)) => info
            .operands
            .iter()
            .filter_map(|o| match o.kind {
                OperandKind::Value { types, .. } => Some(types),
                _ => None,
            })
            .nth(usize::from(n))
            .unwrap_or(TypeSet::EMPTY),
        _ => return vec![None],
    };
    Op::Type::ALL
        .iter()
        .copied()
        .filter(|t| t.is_in(mask))
        .map(Some)
        .collect()
}

/// Checks every table emission of target `T` (`trials` random cases per instruction and
/// controlling type, from `seed`) against llvm-mc; fails with the first disagreements. Returns
/// the number of cases checked.
pub fn check_every_emission<T: Target>(seed: u64, trials: usize) -> usize {
    let mut rng = Rng::splitmix64(seed);
    let mut cases = Vec::new();
    for &op in <T::Op as CfgOpcode>::ALL {
        if matches!(
            T::emissions()[usize::from(op.number())],
            EmitInfo::Custom(_)
        ) {
            continue;
        }
        for ty in controlling_types(op) {
            for _ in 0..trials {
                cases.push(case::<T>(&mut rng, op, ty));
            }
        }
    }
    // One llvm-mc run over every line; map its errors and encodings back to cases.
    let mut input = String::new();
    let mut line_case = Vec::new();
    for (i, c) in cases.iter().enumerate() {
        for l in &c.lines {
            input.push_str(l);
            input.push('\n');
            line_case.push(i);
        }
    }
    let (stdout, stderr) = llvm_mc(T::LLVM_MC, &input);
    let mut refused = vec![false; line_case.len()];
    for l in stderr.lines().filter(|l| l.contains(": error:")) {
        if let Some(n) = l
            .strip_prefix("<stdin>:")
            .and_then(|r| r.split(':').next()?.parse::<usize>().ok())
        {
            refused[n - 1] = true;
        }
    }
    let mut encodings = stdout.lines().filter_map(encoding_of);
    let mut words: Vec<Vec<Option<u32>>> = cases.iter().map(|_| Vec::new()).collect();
    for (k, &c) in line_case.iter().enumerate() {
        words[c].push(if refused[k] { None } else { encodings.next() });
    }
    assert!(
        encodings.next().is_none(),
        "llvm-mc printed more encodings than lines"
    );
    let mut failures = Vec::new();
    let mut emitted = std::collections::BTreeMap::<String, (usize, usize)>::new();
    for (c, theirs) in cases.iter().zip(&words) {
        let tally = emitted.entry(c.what.clone()).or_default();
        match &c.outcome {
            Ok(ours) => {
                tally.0 += 1;
                let theirs: Vec<u32> = theirs.iter().flatten().copied().collect();
                if theirs.len() != c.lines.len() || *ours != theirs {
                    failures.push(format!(
                        "{}: {:?} gives {ours:08x?}; llvm-mc gives {theirs:08x?}",
                        c.what, c.lines
                    ));
                }
            }
            Err(EmitError::Operand { .. }) => {
                tally.1 += 1;
                // llvm-mc may spell the text with another form (`ldr w0, [x1, #3]` is LDUR);
                // what it must not do is encode it with the form we refused.
                let same_forms = theirs.iter().zip(&c.forms).all(|(w, form)| {
                    w.and_then(form_of::<T::Machine>)
                        .is_some_and(|f| f == *form)
                });
                if same_forms {
                    failures.push(format!(
                        "{}: we refuse {:?} ({}), llvm-mc encodes it with the same forms",
                        c.what,
                        c.lines,
                        c.outcome
                            .as_ref()
                            .err()
                            .map_or(String::new(), ToString::to_string)
                    ));
                }
            }
            Err(e) => failures.push(format!("{}: {e}", c.what)),
        }
    }
    for (what, (ok, refused)) in &emitted {
        if *ok == 0 {
            failures.push(format!("{what}: never emitted ({refused} refusals)"));
        }
    }
    let accepted: usize = emitted.values().map(|t| t.0).sum();
    println!(
        "{} cases ({} emitted and matched, {} refused, with llvm-mc refusing or using another form) over {} instruction/type pairs, {} llvm-mc lines",
        cases.len(),
        accepted,
        cases.len() - accepted,
        emitted.len(),
        line_case.len()
    );
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures[..failures.len().min(30)].join("\n")
    );
    cases.len()
}
