//! Owns the module's globals as data items of the A64 module: global `k` of the IR is data
//! item `k` (so `global_addr k` keeps its number), writable, its bytes those of its
//! initialiser flattened row after row (an `i32` little-endian, an `f32` its IEEE bits), the
//! elements after the last given zero; a global of zeros goes to `.bss`.

use opforge_cfg::{Global, Init, Scalar};
use opforge_compile::code::{Data, DataContents};
use sysy_ir::Type;

use super::CodegenError;
use super::layout::{align_of, base_scalar, size_of};

/// The data item of `global`.
pub fn data_item(global: &Global<Type>) -> Result<Data, CodegenError> {
    let fail = |message: String| CodegenError::Global {
        global: global.name.clone(),
        message,
    };
    let size = size_of(global.ty)
        .ok_or_else(|| fail(format!("a global of type {} has no size", global.ty)))?;
    let contents = match &global.init {
        Init::Values(values) if values.iter().any(|v| !is_zero(v)) => {
            let float = match base_scalar(global.ty) {
                Type::I32 => false,
                Type::F32 => true,
                other => return Err(fail(format!("a global of {other} holds no numbers"))),
            };
            let len = usize::try_from(size).map_err(|_| fail("too large".into()))?;
            if values.len().saturating_mul(4) > len {
                return Err(fail(format!(
                    "{} values do not fit in {size} bytes",
                    values.len()
                )));
            }
            let mut bytes = vec![0u8; len];
            for (chunk, v) in bytes.chunks_exact_mut(4).zip(values) {
                chunk.copy_from_slice(&scalar_bytes(*v, float));
            }
            DataContents::Bytes(bytes)
        }
        _ => DataContents::Zero(size),
    };
    Ok(Data {
        name: global.name.clone(),
        contents,
        align: align_of(size),
        read_only: false,
    })
}

fn is_zero(v: &Scalar) -> bool {
    match *v {
        Scalar::Int(x) => x == 0,
        // -0.0 has a bit set.
        Scalar::Float(x) => x.to_bits() == 0,
    }
}

/// The four bytes of `v` stored in an element of an `f32` (`float`) or `i32` array.
fn scalar_bytes(v: Scalar, float: bool) -> [u8; 4] {
    match (v, float) {
        (Scalar::Int(x), false) => (x as i32).to_le_bytes(),
        (Scalar::Int(x), true) => (x as f32).to_bits().to_le_bytes(),
        (Scalar::Float(x), false) => (x as i32).to_le_bytes(),
        (Scalar::Float(x), true) => (x as f32).to_bits().to_le_bytes(),
    }
}
