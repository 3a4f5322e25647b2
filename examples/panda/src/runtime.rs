//! The runtime the lowering tables leave to the compiler: owns where Panda's arrays live, the
//! same on every target. Each table's `NewArray` rule is `custom: lower_new_array`, and
//! [`Heap`] is that rule ([`new_array_rule!`] implements it for a target's generated `Custom`):
//! it bumps a pointer through a zero-filled region of the module's data, so an array is zeroed
//! when made and never freed. An array takes a header of 8 bytes (its length, an `i32`) and 8
//! bytes an element whatever its type (`i32` elements sit 4 bytes apart in the first half). The
//! region and the pointer are two data items of the module, [`Heap::data`].

use opforge_compile::code::{Data, DataContents};

/// Bytes of an array's header (its length and padding), before its elements.
pub const HEADER: u64 = 8;

/// Bytes an element takes in the allocation, whatever its type.
pub const SLOT: u64 = 8;

/// The size of the region arrays are allocated from.
pub const HEAP_BYTES: u64 = 64 << 20;

/// Where `NewArray` allocates: the data symbols of the region and of the offset of its first
/// free byte.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Heap {
    /// The symbol of the zero-filled region.
    pub region: u32,
    /// The symbol of the 8-byte offset of the region's first free byte.
    pub top: u32,
}

impl Heap {
    /// The heap of a module whose data items start with [`Heap::data`].
    pub const FIRST: Heap = Heap { region: 0, top: 1 };

    /// The two data items a module needs for this heap, in symbol order.
    pub fn data() -> Vec<Data> {
        vec![
            Data {
                name: "panda_heap".into(),
                contents: DataContents::Zero(HEAP_BYTES),
                align: 16,
                read_only: false,
            },
            Data {
                name: "panda_heap_top".into(),
                contents: DataContents::Zero(8),
                align: 8,
                read_only: false,
            },
        ]
    }
}

/// Implements a target's generated `Custom` (`$custom`, whose context is `$cx`) for [`Heap`]:
/// `NewArray` of a length (an `i32`, sign-extended, or an `i64`) becomes the load of the heap's
/// top, the array's address, the top moved past the header and the elements, and the length
/// stored in the header, in the LIR instructions both targets' tables have (`global_addr`,
/// `load`, `iadd`, `ishl_imm`, `iadd_imm`, `store`, `sextend32`, `ireduce`); `$i64` is the
/// LIR's 64-bit integer type, and the LIR's `InstBuilder` must be in scope. A length of another
/// type is refused.
macro_rules! new_array_rule {
    ($custom:path, $cx:ty, $i64:expr) => {
        impl $custom for $crate::runtime::Heap {
            fn lower_new_array(
                &mut self,
                cx: &mut $cx,
                inst: ::opforge_cfg::Inst,
            ) -> Result<(), ::opforge_cfg::lower::LowerError> {
                use ::opforge_panda_testbed::Type;
                use $crate::runtime::{HEADER, SLOT};
                // Operands: the class's type id, the class, the length, the save state.
                const LENGTH: usize = 2;
                let length = cx.operand_value(inst, LENGTH)?;
                let wide = match cx.operand_type(inst, LENGTH) {
                    Some(Type::I32) => false,
                    Some(Type::I64) => true,
                    other => {
                        return Err(cx.refuse(
                            inst,
                            format!(
                                "an array's length is an i32 or an i64, not {}",
                                other.map_or_else(|| "untyped".to_owned(), |t| t.to_string())
                            ),
                        ));
                    }
                };
                let header = cx.fit(inst, HEADER as i64)?;
                let b = cx.builder();
                let length64 = if wide { length } else { b.sextend32(length) };
                let region = b.global_addr(self.region);
                let top = b.global_addr(self.top);
                // Offset 0, in the target's load and store immediate.
                let offset = b.load(top, Default::default(), $i64);
                let array = b.iadd(region, offset);
                let elements = b.ishl_imm(
                    length64,
                    const { ::opforge_cfg::UImm::lit(SLOT.trailing_zeros() as u64) },
                );
                let size = b.iadd_imm(elements, header);
                let next = b.iadd(offset, size);
                b.store(next, top, Default::default());
                let length32 = if wide { b.ireduce(length) } else { length };
                b.store(length32, array, Default::default());
                cx.define(inst, array);
                Ok(())
            }
        }
    };
}
pub(crate) use new_array_rule;
