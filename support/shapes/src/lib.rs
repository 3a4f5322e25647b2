//! The types the generator (`ir-spec`) and the runtimes (`opforge-cfg`, `opforge-ir`) share:
//! owns the one definition of each vocabulary type a table row carries on both sides of code
//! generation, as `cranelift-codegen-shared` does for Cranelift. A type whose payload differs
//! between the sides (an index is a `usize` in the generator's model and a `u8` in a `static`
//! row; a list is a `Vec` in the model and a `&'static` slice in the runtime) is generic over
//! it, and each side names its instance with a type alias under its old name and path
//! (`opforge_cfg::OperandKind`, `ir_spec::kinds::cfg::model::OperandKind`). The crate has no
//! dependencies: `ir-spec` is a build-time dependency of its users, and this crate adds nothing
//! to what their build scripts compile.

mod allocation;
mod naming;
mod operands;
mod types;
mod wires;

pub use allocation::{Abi, Bank, ClassAbi, Constraint, Policy, Position, StackArgs};
pub use naming::{closest, edit_distance};
pub use operands::{OperandKind, Refers};
pub use types::{
    AddressError, Shape, TypeOf, TypeSet, ValueType, address_type, malformed, pointee,
};
pub use wires::{DependCount, Repeat, WireKind};
