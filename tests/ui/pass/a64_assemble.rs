// `a64!` assembles at compile time into a code buffer; a branch to a label becomes a fixup; LLVM's
// parse-only spellings (`ldr` for LDUR) are accepted.
use opforge_arm64::{CodeBuffer, Inst};

fn word(text: &str) -> u32 {
    text.parse::<Inst>().expect("valid instruction").encode()
}

fn main() {
    let mut buf = CodeBuffer::new();
    ir_macros::a64!(buf;
        add x0, x1, #4095;
        ldr x2, [x3, #8];
        ldr x2, [x3, #7];
        b.eq done;
        sub w4, w5, w6, lsl #3;
        done:
        ret
    )
    .expect("labels in reach");
    let words = buf.finish().expect("every label bound");
    assert_eq!(
        words,
        vec![
            word("add x0, x1, #4095"),
            word("ldr x2, [x3, #8]"),
            // As in LLVM: an offset only the unscaled form holds assembles to LDUR.
            word("ldur x2, [x3, #7]"),
            word("b.eq #8"),
            word("sub w4, w5, w6, lsl #3"),
            word("ret"),
        ]
    );
}
