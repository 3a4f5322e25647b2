//! Owns calls of functions with more arguments than the back end passes: AAPCS64 puts the
//! integers past eight and the floats past eight on the stack, and the back end holds at most
//! [`STACK_ARGS`] such stack arguments (SysY programs have functions of 32 and of 1000
//! parameters). A function of the module past that limit is *wide*: it keeps its first eight
//! integer (or pointer) and first eight float parameters in registers as AAPCS64 does, and
//! takes the others through an overflow area, 8 bytes a parameter in order, whose address is
//! its last parameter. The caller reserves the area in its frame and stores the arguments
//! there ([`Overflow::call`]); the callee's new entry block loads them and jumps to the old
//! entry with every parameter ([`Overflow::split_entry`]). Functions within the limit, and
//! the C runtime's, follow AAPCS64 unchanged. RV64's LIR counts its registers the same way
//! (a0-a7 and fa0-fa7, each kind on its own), so the area is the same on every [`Machine`].

use opforge_cfg::{Function, UImm, Value};
use opforge_compile::regalloc::STACK_ARGS;
use sysy_ir::Type;

use super::address::{access_offset, add_offset, zero_offset};
use super::machine::{Build, Cx, Machine, Ty};

/// Registers AAPCS64 passes arguments in, per kind (x0-x7, s0-s7).
const REGISTERS: usize = 8;

/// Bytes a parameter takes in the overflow area.
const SLOT: u64 = 8;

/// How a wide function takes its parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Overflow {
    /// Per parameter, `None` when it stays in a register, else its slot in the area.
    pub slots: Vec<Option<usize>>,
    /// The SysY types of the parameters in the area, by slot.
    pub types: Vec<Type>,
}

impl Overflow {
    /// How a function of parameters `params` is called: `None` when AAPCS64 and the back end
    /// pass them all.
    pub fn of(params: &[Type]) -> Option<Overflow> {
        let floats = params.iter().filter(|&&t| t == Type::F32).count();
        let ints = params.len() - floats;
        let stacked = ints.saturating_sub(REGISTERS) + floats.saturating_sub(REGISTERS);
        if stacked <= STACK_ARGS {
            return None;
        }
        let (mut seen_int, mut seen_float) = (0, 0);
        let mut slots = Vec::with_capacity(params.len());
        let mut types = Vec::new();
        for &t in params {
            let seen = if t == Type::F32 {
                &mut seen_float
            } else {
                &mut seen_int
            };
            *seen += 1;
            if *seen <= REGISTERS {
                slots.push(None);
            } else {
                slots.push(Some(types.len()));
                types.push(t);
            }
        }
        Some(Overflow { slots, types })
    }

    /// The area's size in bytes.
    pub fn bytes(&self) -> u64 {
        self.types.len() as u64 * SLOT
    }

    /// Lowers a call of a wide function: reserves the area in the caller's frame as stack
    /// slot `slot`, stores the arguments past the registers there, and calls with the others
    /// and the area's address. Returns the slot's declaration and the call's result (an S
    /// register's when `float_result`, else a W register's).
    pub fn call<M: Machine>(
        &self,
        cx: &mut Cx<'_, M>,
        callee: u32,
        args: &[Value],
        (slot, bytes): (u16, UImm<24>),
        float_result: bool,
    ) -> (opforge_cfg::Inst, Value) {
        let b = cx.builder();
        let decl = M::stack_slot(b, bytes, 16);
        let area = M::stack_addr(b, slot);
        let mut passed = Vec::new();
        for (&arg, place) in args.iter().zip(&self.slots) {
            match *place {
                None => passed.push(arg),
                Some(k) => store_at::<M>(cx, arg, area, k),
            }
        }
        passed.push(area);
        let b = cx.builder();
        let out = if float_result {
            M::fcall(b, callee, &passed, M::F32)
        } else {
            M::call(b, callee, &passed, M::I32)
        };
        (decl, out)
    }

    /// Gives the lowered wide function `f` the signature the callers use: a new entry block
    /// takes the registers' parameters and the area's address, loads the others, and jumps to
    /// the old entry block with them all.
    pub fn split_entry<M: Machine>(&self, f: &mut Function<M::Op>) {
        let Some(old) = f.entry() else {
            return;
        };
        let params: Vec<Ty<M>> = f.params().to_vec();
        let entry = f.create_block();
        let mut kept = Vec::new();
        for (&ty, place) in params.iter().zip(&self.slots) {
            if place.is_none() {
                kept.push(ty);
            }
        }
        kept.push(M::I64);
        let values: Vec<Value> = kept
            .iter()
            .map(|&t| f.append_block_param(entry, t))
            .collect();
        let Some(&area) = values.last() else {
            return;
        };
        let mut b = Build::<M>::new(f);
        b.switch_to(entry);
        let mut regs = values.iter();
        let mut args = Vec::with_capacity(params.len());
        for (&ty, place) in params.iter().zip(&self.slots) {
            match *place {
                None => args.extend(regs.next().copied()),
                Some(k) => {
                    let offset = (k as u64 * SLOT) as i64;
                    let v = match access_offset::<M>(offset, size::<M>(ty)) {
                        Some(imm) => M::load(&mut b, area, imm, ty),
                        None => {
                            let at = offset_value::<M>(&mut b, area, offset);
                            M::load(&mut b, at, zero_offset::<M>(), ty)
                        }
                    };
                    args.push(v);
                }
            }
        }
        M::jump(&mut b, (old, &args));
        let layout = f.layout_mut();
        layout.retain(|&blk| blk != entry);
        layout.insert(0, entry);
        *f.signature_mut().0 = kept;
    }
}

/// The size in bytes of a value of `ty`.
fn size<M: Machine>(ty: Ty<M>) -> u64 {
    if ty == M::I32 || ty == M::F32 { 4 } else { 8 }
}

/// `base + offset` with the LIR's builder.
fn offset_value<M: Machine>(b: &mut Build<'_, M>, base: Value, offset: i64) -> Value {
    let k = M::iconst(b, offset, M::I64);
    M::iadd(b, base, k)
}

/// Stores `value` in slot `k` of the area at `area`.
fn store_at<M: Machine>(cx: &mut Cx<'_, M>, value: Value, area: Value, k: usize) {
    let offset = (k as u64 * SLOT) as i64;
    match access_offset::<M>(offset, 4) {
        Some(imm) => {
            M::store(cx.builder(), value, area, imm);
        }
        None => {
            let at = add_offset::<M>(cx, area, offset);
            M::store(cx.builder(), value, at, zero_offset::<M>());
        }
    }
}
