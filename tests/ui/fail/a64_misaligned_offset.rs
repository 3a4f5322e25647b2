// An offset that no LDR encoding holds: not a multiple of the access size (so not the scaled
// form) and outside -256..=255 (so not the unscaled LDUR that LLVM also accepts as `ldr`).
use opforge_arm64::CodeBuffer;

fn main() {
    let mut buf = CodeBuffer::new();
    let _ = ir_macros::a64!(buf; ldr x2, [x3, #1001]);
}
