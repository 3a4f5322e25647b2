// A scaled offset that is not a multiple of the access size.
use opforge_arm64::CodeBuffer;

fn main() {
    let mut buf = CodeBuffer::new();
    let _ = ir_macros::a64!(buf; ldr x2, [x3, #7]);
}
