// A mnemonic the tables do not have.
use opforge_arm64::CodeBuffer;

fn main() {
    let mut buf = CodeBuffer::new();
    let _ = ir_macros::a64!(buf; frob x0, x1);
}
