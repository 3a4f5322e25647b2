//! What a register allocator and an emitter read of a LIR table (a `kind: cfg` table with a
//! `machine`): owns the allocation-policy rows the generated layer provides per opcode
//! ([`InstPolicy`]: each value operand's, result's and temp's [`Constraint`] and [`Position`],
//! the registers the instruction clobbers, whether it is a call), the register classes
//! ([`RegClassInfo`]: bank, allocation order, scratch and reserved registers, spellings), the
//! calling convention ([`Abi`]: per class the argument, result, callee-saved, scratch and
//! reserved registers, the stack pointer, frame pointer and link register, the stack arguments'
//! slots), the trait the generated `Opcode` implements ([`LirOpcode`]) and the error an emission
//! returns ([`EmitError`]). The vocabulary is regalloc2's, so a glue layer maps it one to one; nothing
//! here depends on regalloc2 or on a machine crate.

use core::fmt;

use crate::spec::CfgOpcode;

/// The bank of a register class: the one definition in [`opforge_shapes`], re-exported.
pub use opforge_shapes::Bank;

/// A register class of the table: the registers an allocator may hand out for values of the
/// types the table maps to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegClassInfo {
    /// Its name in the table, such as `gpr`.
    pub name: &'static str,
    /// Its documentation.
    pub doc: &'static str,
    /// Its bank.
    pub bank: Bank,
    /// The registers to allocate first, in order (hardware numbers).
    pub preferred: &'static [u8],
    /// The registers to allocate when the preferred ones are taken (callee-saved, typically).
    pub non_preferred: &'static [u8],
    /// The register the allocator may use to break cycles of moves, never allocated.
    pub scratch: Option<u8>,
    /// Registers no value lives in, kept for the compiler's own use (frame pointer, link
    /// register, platform register, a second scratch), never allocated.
    pub reserved: &'static [u8],
    /// The spelling of each hardware number in the class's first view (`x0`, ..., `lr`), as the
    /// machine table prints it.
    pub spellings: &'static [&'static str],
}

impl RegClassInfo {
    /// The spelling of hardware register `hw`, or `?` past the end.
    pub fn spelling(&self, hw: u8) -> &'static str {
        self.spellings.get(usize::from(hw)).copied().unwrap_or("?")
    }
}

/// Where an allocator must put a value: [`opforge_shapes::Constraint`] with a `&'static` list of
/// [`HwReg`]s and value operands numbered by `u8`.
pub type Constraint = opforge_shapes::Constraint<&'static [HwReg], u8>;

/// When an operand is read or written: the one definition in [`opforge_shapes`], re-exported.
pub use opforge_shapes::Position;

/// The allocation policy of one value operand or result: [`opforge_shapes::Policy`] with its
/// name as a `&'static str` and this module's [`Constraint`].
pub type Policy = opforge_shapes::Policy<&'static str, &'static [HwReg], u8>;

/// A temporary register an instruction needs: written and read within it, dead after.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TempPolicy {
    /// Its name in the table.
    pub name: &'static str,
    /// Index of its register class.
    pub class: u8,
    /// Where it goes ([`Constraint::Reg`] or [`Constraint::Fixed`]).
    pub constraint: Constraint,
}

/// A hardware register of a class.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HwReg {
    /// Index of its register class.
    pub class: u8,
    /// Its hardware number.
    pub hw: u8,
}

/// Hands the values of a variadic operand under [`Constraint::FixedEach`] their registers, one
/// value after another: the `i`th value of a register class takes the `i`th register of that
/// class in the list.
#[derive(Clone, Debug)]
pub struct FixedEachCursor {
    list: &'static [HwReg],
    /// Per register class (a `u8` index): the values of that class placed so far.
    placed: [u16; 256],
}

impl FixedEachCursor {
    /// A cursor at the first value of an operand with this list.
    pub fn new(list: &'static [HwReg]) -> FixedEachCursor {
        FixedEachCursor {
            list,
            placed: [0; 256],
        }
    }

    /// The hardware register of the next value, of register class `class`; `None` when the list
    /// holds no more registers of that class (a call passes the value on the stack).
    pub fn next(&mut self, class: u8) -> Option<u8> {
        let placed = &mut self.placed[usize::from(class)];
        let k = usize::from(*placed);
        *placed = placed.saturating_add(1);
        self.list
            .iter()
            .filter(|r| r.class == class)
            .nth(k)
            .map(|r| r.hw)
    }
}

/// The allocation facts of one instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InstPolicy {
    /// One per value operand of the table, in order (a variadic operand's policy applies to each
    /// of its values); immediates and block targets have none.
    pub operands: &'static [Policy],
    /// One per result, in order.
    pub results: &'static [Policy],
    /// Its temps, in order.
    pub temps: &'static [TempPolicy],
    /// The registers it overwrites besides its results and temps.
    pub clobbers: &'static [HwReg],
    /// Whether it calls another function (the frame must keep the return address).
    pub call: bool,
    /// The slot whose type selects the emission ([`RegSlot::Operand`] or
    /// [`RegSlot::Result`]), if any.
    pub control: Option<RegSlot>,
}

/// The calling convention of a LIR table (its `abi:`): [`opforge_shapes::Abi`] with `static`
/// name and doc, registers as [`HwReg`]s and `static` lists of registers per class. The generated
/// layer holds it as `ABI`; a compiler reads every such fact here ([`Abi::argument`],
/// [`Abi::is_callee_saved`], [`StackArgs::area`], ...).
pub type Abi = opforge_shapes::Abi<&'static str, HwReg, &'static [ClassAbi]>;

/// The registers of one register class in a calling convention: [`opforge_shapes::ClassAbi`]
/// with `static` lists of hardware numbers.
pub type ClassAbi = opforge_shapes::ClassAbi<&'static [u8]>;

/// How a calling convention passes arguments past its registers: the one definition in
/// [`opforge_shapes`], re-exported.
pub use opforge_shapes::StackArgs;

/// The `Opcode` of a LIR table: a [`CfgOpcode`] with allocation facts.
pub trait LirOpcode: CfgOpcode {
    /// The table's register classes, by index.
    const REG_CLASSES: &'static [RegClassInfo];
    /// The table's calling convention, if it has an `abi`.
    const ABI: Option<&'static Abi>;
    /// The opcode's allocation facts.
    fn policy(self) -> &'static InstPolicy;
    /// The register class of values of type `ty`, if the table gives it one.
    fn class_of(ty: Self::Type) -> Option<u8>;
}

/// A register slot of an instruction, as an emission binds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RegSlot {
    /// The `n`th value operand (variadic values come after every fixed one).
    Operand(u8),
    /// The `n`th result.
    Result(u8),
    /// The `n`th temp.
    Temp(u8),
}

/// What a `{name}` placeholder of an emission step's expected assembly stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AsmPart {
    /// The register allocated to a slot, spelt as this register kind of the machine spells it
    /// (an index into the generated `VIEWS`).
    Reg {
        /// The slot.
        slot: RegSlot,
        /// The register kind.
        view: u8,
    },
    /// An immediate operand (the `n`th declared operand), in decimal or as its case name.
    Imm(u8),
    /// The `n`th block target, as a byte offset `#n` from the step's instruction.
    Target(u8),
}

/// One machine instruction of an emission, as the table states it (for listings and for tests
/// that assemble the expected text with the machine's reference assembler).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StepInfo {
    /// The controlling types it is for (every type when empty).
    pub types: crate::TypeSet,
    /// The machine form's name.
    pub form: &'static str,
    /// The expected assembly, with `{name}` placeholders.
    pub asm: &'static str,
    /// The placeholders' meanings, by name.
    pub parts: &'static [(&'static str, AsmPart)],
}

/// How the table emits one instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EmitInfo {
    /// These steps, in order (those whose `types` admit the controlling type).
    Steps(&'static [StepInfo]),
    /// A hand-written method of the generated `Custom` trait, by name.
    Custom(&'static str),
}

/// The controlling type of an instruction of `func`: the type of the value its policy's
/// `control` names (what an emission's `types` select on).
pub fn controlling_type<Op: LirOpcode>(
    func: &crate::Function<Op>,
    inst: crate::Inst,
) -> Option<Op::Type> {
    controlling_type_of(func, &func.inst(inst)?)
}

/// [`controlling_type`] of an instruction already looked up (`data`, of `func`).
pub fn controlling_type_of<Op: LirOpcode>(
    func: &crate::Function<Op>,
    data: &crate::InstData<'_, Op>,
) -> Option<Op::Type> {
    match data.opcode.policy().control? {
        RegSlot::Result(i) => data
            .results()
            .get(usize::from(i))
            .map(|&v| func.value_type(v)),
        RegSlot::Operand(n) => data
            .operands()
            .filter_map(|o| match o {
                crate::Operand::Value(v) => Some(v),
                _ => None,
            })
            .nth(usize::from(n))
            .map(|v| func.value_type(v)),
        RegSlot::Temp(_) => None,
    }
}

/// Why an instruction could not be emitted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EmitError {
    /// The table has no emission of the instruction for this controlling type.
    NoEmission {
        /// The instruction.
        inst: &'static str,
        /// The controlling type's name, if the instruction has one.
        ty: Option<&'static str>,
    },
    /// A machine form refused an operand (an immediate out of range, a register of the wrong
    /// number); the message names the operand and its legal values.
    Operand {
        /// The LIR instruction.
        inst: &'static str,
        /// The machine form.
        form: &'static str,
        /// The machine layer's message.
        message: String,
    },
    /// The operands given do not match the instruction's shape (too few registers, an
    /// immediate missing).
    Shape {
        /// The LIR instruction.
        inst: &'static str,
        /// What is missing.
        message: String,
    },
    /// The code buffer refused the instruction (a label bound twice, a target out of range).
    Buffer(String),
    /// A hand-written emission reported an error.
    Custom {
        /// The LIR instruction.
        inst: &'static str,
        /// Its message.
        message: String,
    },
}

impl fmt::Display for EmitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EmitError::NoEmission { inst, ty: Some(ty) } => {
                write!(f, "`{inst}` has no emission for type `{ty}`")
            }
            EmitError::NoEmission { inst, ty: None } => write!(f, "`{inst}` has no emission"),
            EmitError::Operand {
                inst,
                form,
                message,
            } => write!(f, "`{inst}` as {form}: {message}"),
            EmitError::Shape { inst, message } => write!(f, "`{inst}`: {message}"),
            EmitError::Buffer(message) => f.write_str(message),
            EmitError::Custom { inst, message } => write!(f, "`{inst}`: {message}"),
        }
    }
}

impl std::error::Error for EmitError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_name_the_instruction_and_form() {
        let e = EmitError::Operand {
            inst: "iadd_imm",
            form: "ADD_X_imm",
            message: "`imm12` = 4096 is out of range; legal: 0..=4095".into(),
        };
        assert_eq!(
            e.to_string(),
            "`iadd_imm` as ADD_X_imm: `imm12` = 4096 is out of range; legal: 0..=4095"
        );
        let e = EmitError::NoEmission {
            inst: "iadd",
            ty: Some("f32"),
        };
        assert_eq!(e.to_string(), "`iadd` has no emission for type `f32`");
        assert_eq!(
            EmitError::NoEmission {
                inst: "jump",
                ty: None
            }
            .to_string(),
            "`jump` has no emission"
        );
    }

    #[test]
    fn each_class_takes_its_own_registers_of_a_fixed_each_list_in_order() {
        const LIST: &[HwReg] = &[
            HwReg { class: 0, hw: 0 },
            HwReg { class: 1, hw: 0 },
            HwReg { class: 0, hw: 1 },
            HwReg { class: 1, hw: 5 },
        ];
        let mut cursor = FixedEachCursor::new(LIST);
        let placed: Vec<Option<u8>> = [1, 1, 0, 1, 0, 0, 2]
            .into_iter()
            .map(|class| cursor.next(class))
            .collect();
        assert_eq!(
            placed,
            [Some(0), Some(5), Some(0), None, Some(1), None, None]
        );
    }

    #[test]
    fn a_convention_answers_per_class_and_rounds_its_stack_arguments() {
        const CLASSES: &[ClassAbi] = &[ClassAbi {
            arguments: &[10, 11],
            results: &[10],
            callee_saved: &[8, 9],
            scratch: &[5, 6],
            reserved: &[0],
        }];
        let abi = Abi {
            name: "LP64",
            doc: "",
            stack_pointer: HwReg { class: 0, hw: 2 },
            frame_pointer: Some(HwReg { class: 0, hw: 8 }),
            link_register: Some(HwReg { class: 0, hw: 1 }),
            stack: StackArgs { slot: 8, align: 16 },
            classes: CLASSES,
        };
        assert_eq!((abi.argument(0, 1), abi.argument(0, 2)), (Some(11), None));
        assert_eq!((abi.result(0, 0), abi.result(0, 1)), (Some(10), None));
        assert!(abi.is_callee_saved(0, 9) && !abi.is_callee_saved(0, 10));
        assert_eq!((abi.scratch(0, 1), abi.scratch(0, 2)), (Some(6), None));
        // A class past the table's has no registers.
        assert_eq!(abi.argument(3, 0), None);
        assert!(abi.class(3).callee_saved.is_empty());
        assert_eq!(
            (abi.stack.offset(3), abi.stack.area(3), abi.stack.area(0)),
            (24, 32, 0)
        );
    }

    #[test]
    fn a_spelling_past_the_end_is_a_question_mark() {
        let class = RegClassInfo {
            name: "gpr",
            doc: "",
            bank: Bank::Int,
            preferred: &[0],
            non_preferred: &[],
            scratch: None,
            reserved: &[],
            spellings: &["x0"],
        };
        assert_eq!(class.spelling(0), "x0");
        assert_eq!(class.spelling(1), "?");
    }
}
