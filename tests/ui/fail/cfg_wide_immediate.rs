// spec/sysy.yaml's `int` immediate is `bits: 32, signed: true`: the generated builder's `iconst`
// takes an `i32`, so a 64-bit number does not compile (the verifier used to be the only check).
mod sysy {
    ir_macros::spec!("$OPFORGE_ROOT/spec/sysy.yaml");
}

use opforge_cfg::{Builder, Function};
use sysy::{InstBuilder, Type};

fn main() {
    let mut f = Function::new("f", &[], &[Type::I32]);
    let mut b = Builder::new(&mut f);
    let wide: i64 = 1 << 40;
    let k = b.iconst(wide);
    b.ret(&[k]);
}
