// An immediate beyond its field: the message gives the legal range.
use opforge_arm64::CodeBuffer;

fn main() {
    let mut buf = CodeBuffer::new();
    let _ = ir_macros::a64!(buf; add x0, x1, #4096);
}
