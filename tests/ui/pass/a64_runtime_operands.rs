// `a64!` with run-time registers and immediates: the form is checked at compile time, the values
// when the code runs (an illegal value is a `BufferError::Operand`, not a silent truncation).
use opforge_arm64::{BufferError, CodeBuffer, Inst};

fn word(text: &str) -> u32 {
    text.parse::<Inst>().expect("valid instruction").encode()
}

fn main() {
    let mut buf = CodeBuffer::new();
    for n in [0u32, 5, 29] {
        ir_macros::a64!(buf; add X(n), X(n + 1), #(n * 8); ldr W(n), [X(n), #(4 * n)])
            .expect("legal operands");
    }
    let words = buf.finish().expect("no labels");
    let expected: Vec<u32> = [0u32, 5, 29]
        .iter()
        .flat_map(|n| {
            [
                word(&format!("add x{n}, x{}, #{}", n + 1, n * 8)),
                word(&format!("ldr w{n}, [x{n}, #{}]", 4 * n)),
            ]
        })
        .collect();
    assert_eq!(words, expected);

    let mut buf = CodeBuffer::new();
    let imm = 5000;
    let err = ir_macros::a64!(buf; add x0, x1, #(imm)).expect_err("5000 does not fit 12 bits");
    assert!(matches!(&err, BufferError::Operand { text, .. } if text == "add x0, x1, #5000"), "{err}");
    assert!(err.to_string().contains("legal: 0..=4095"), "{err}");
}
