// An immediate no form holds (4097: beyond 12 bits and no multiple of 4096 for the shifted
// form): the message gives the legal range.
use opforge_arm64::CodeBuffer;

fn main() {
    let mut buf = CodeBuffer::new();
    let _ = ir_macros::a64!(buf; add x0, x1, #4097);
}
