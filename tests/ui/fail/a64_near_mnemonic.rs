// A mnemonic one letter off: the error names the closest one.
use opforge_arm64::CodeBuffer;

fn main() {
    let mut buf = CodeBuffer::new();
    let _ = ir_macros::a64!(buf; addd x0, x1, x2);
}
