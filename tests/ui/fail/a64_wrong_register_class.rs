// A 64-bit register where the form wants a 32-bit one.
use opforge_arm64::CodeBuffer;

fn main() {
    let mut buf = CodeBuffer::new();
    let _ = ir_macros::a64!(buf; add w0, x1, #1);
}
