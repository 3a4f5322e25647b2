// A branch to a label the macro never defines.
use opforge_arm64::CodeBuffer;

fn main() {
    let mut buf = CodeBuffer::new();
    let _ = ir_macros::a64!(buf; b.eq nowhere; ret);
}
