//! Owns [`Machine`], what the target-neutral rules of [`super`] need of a target: its LIR's
//! opcodes and types, the ranges of its immediates, the instructions they build (by the names
//! both LIR tables give them), the one they spell differently (multiply-subtract), and the
//! generated table of rules it lowers by. [`super::arm64`] and [`super::riscv64`] implement it
//! for `opforge_compile`'s `A64` and `Rv64`; the back end compiles the result through the same
//! [`RelocatableTarget`].

use opforge_cfg::lower::LowerError;
use opforge_cfg::{Block, Builder, CfgOpcode, Function, Immediate, Inst, UImm, Value};
use opforge_compile::target::{RelocatableTarget, Target};

use super::custom::Lowerer;

/// A LIR type of machine `M`.
pub type Ty<M> = <<M as Target>::Op as CfgOpcode>::Type;
/// What a rule of machine `M` reads and builds through: the SysY IR function and `M`'s builder.
pub type Cx<'a, M> = opforge_cfg::lower::Cx<'a, sysy_ir::Opcode, <M as Target>::Op>;
/// The builder of machine `M`'s LIR.
pub type Build<'a, M> = Builder<'a, <M as Target>::Op>;

/// Calls `$then!` with the instructions the shared rules build, each as its name, its
/// operands past the builder and its result: the one list [`Machine`] declares and each target
/// implements (through [`instructions`]).
macro_rules! with_instructions {
    ($then:ident) => {
        $then! {
            iconst(value: i64, ty: Ty<Self>) -> Value;
            iadd(lhs: Value, rhs: Value) -> Value;
            iadd_imm(lhs: Value, imm: Self::AddImm) -> Value;
            isub(lhs: Value, rhs: Value) -> Value;
            imul(lhs: Value, rhs: Value) -> Value;
            sdiv(lhs: Value, rhs: Value) -> Value;
            ishl_imm(lhs: Value, imm: UImm<6>) -> Value;
            sshr_imm(lhs: Value, imm: UImm<6>) -> Value;
            ushr_imm(lhs: Value, imm: UImm<6>) -> Value;
            ineg(src: Value) -> Value;
            sextend32(src: Value) -> Value;
            ireduce(src: Value) -> Value;
            bitcast_to_float(src: Value, ty: Ty<Self>) -> Value;
            load(base: Value, offset: Self::Offset, ty: Ty<Self>) -> Value;
            store(value: Value, base: Value, offset: Self::Offset) -> Inst;
            load_idx_w(base: Value, index: Value, ty: Ty<Self>) -> Value;
            store_idx_w(value: Value, base: Value, index: Value) -> Inst;
            stack_slot(size: UImm<24>, align: u8) -> Inst;
            stack_addr(slot: u16) -> Value;
            call(callee: u32, args: &[Value], ty: Ty<Self>) -> Value;
            fcall(callee: u32, args: &[Value], ty: Ty<Self>) -> Value;
            jump(dest: (Block, &[Value])) -> Inst;
        }
    };
}
pub(crate) use with_instructions;

/// Declares each instruction of [`with_instructions`] as a method of [`Machine`].
macro_rules! declare {
    ($($name:ident($($arg:ident: $ty:ty),*) -> $out:ty;)*) => {
        $(
            #[doc = concat!("Builds `", stringify!($name), "`.")]
            fn $name(b: &mut Build<'_, Self>, $($arg: $ty),*) -> $out;
        )*
    };
}

/// A target SysY lowers to: a [`RelocatableTarget`] of `opforge_compile`, its lowering table's
/// generated rules, and the instructions the hand-written rules build.
pub trait Machine: RelocatableTarget + Sized {
    /// The target's name in messages (`A64`, `RV64`).
    const NAME: &'static str;
    /// The LIR's 32-bit integer type.
    const I32: Ty<Self>;
    /// The LIR's 64-bit integer (and address) type.
    const I64: Ty<Self>;
    /// The LIR's single-precision float type.
    const F32: Ty<Self>;
    /// The opcode of a stack slot's address.
    const STACK_ADDR: Self::Op;
    /// The LIR's `pure` flag (an instruction without effect besides its results).
    const PURE: u64;

    /// Lowers `source` by the target's table with the hand-written rules `custom`, handing them
    /// back with the result.
    fn lower<'m>(
        custom: Lowerer<'m, Self>,
        source: &Function<sysy_ir::Opcode>,
    ) -> (Result<Function<Self::Op>, LowerError>, Lowerer<'m, Self>);

    /// The immediate of a load's or store's offset.
    type Offset: Immediate;
    /// The immediate of `iadd_imm`.
    type AddImm: Immediate;

    /// `offset` as the immediate of a load or store of `size` bytes, if it is one.
    fn access_offset(offset: i64, size: u64) -> Option<Self::Offset>;
    /// `k` (not 0) as `iadd_imm`'s immediate, if it takes it.
    fn add_imm(k: i64) -> Option<Self::AddImm>;
    /// `x - q * k` (A64's `msub`; `imul` and `isub` where there is none).
    fn msub(b: &mut Build<'_, Self>, q: Value, k: Value, x: Value) -> Value;

    with_instructions!(declare);
}

/// Implements each instruction of [`with_instructions`] as the generated `InstBuilder`'s
/// method of its name (the invoking module imports its LIR's `InstBuilder`).
macro_rules! forward {
    ($($name:ident($($arg:ident: $ty:ty),*) -> $out:ty;)*) => {
        $(
            fn $name(b: &mut Build<'_, Self>, $($arg: $ty),*) -> $out {
                b.$name($($arg),*)
            }
        )*
    };
}
pub(crate) use forward;

/// What both LIR tables name alike, for a target's [`Machine`] implementation: the types
/// `i32`, `i64` and `f32`, `stack_addr`, the `pure` flag, the instructions of
/// [`with_instructions`], and `lower` by the invoking module's generated `rules` (which imports
/// its LIR's `InstBuilder`, `Opcode`, `Type` and `flag`).
macro_rules! instructions {
    () => {
        const I32: Type = Type::I32;
        const I64: Type = Type::I64;
        const F32: Type = Type::F32;
        const STACK_ADDR: Opcode = Opcode::StackAddr;
        const PURE: u64 = flag::PURE;

        fn lower<'m>(
            custom: $crate::codegen::custom::Lowerer<'m, Self>,
            source: &::opforge_cfg::Function<::sysy_ir::Opcode>,
        ) -> (
            Result<::opforge_cfg::Function<Self::Op>, ::opforge_cfg::lower::LowerError>,
            $crate::codegen::custom::Lowerer<'m, Self>,
        ) {
            let mut rules = rules::Rules { custom };
            let out = ::opforge_cfg::lower::lower(&mut rules, source);
            (out, rules.custom)
        }

        $crate::codegen::machine::with_instructions!(forward);
    };
}
pub(crate) use instructions;
