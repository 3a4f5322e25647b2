//! The assembler's behaviour on whole programs: each spelling assembles to the words of its
//! plain equivalent (llvm-mc checks the words themselves in `tests/asm_syntax.rs`), and each
//! mistake is reported with its line, column and message.

use super::*;

fn words(source: &str) -> Vec<u32> {
    let out = assemble(source);
    assert!(out.errors.is_empty(), "{source}: {:?}", out.errors);
    out.words.iter().map(|w| w.word).collect()
}

fn errors(source: &str) -> Vec<String> {
    assemble(source)
        .errors
        .iter()
        .map(ToString::to_string)
        .collect()
}

#[test]
fn spellings_assemble_as_their_plain_equivalents() {
    for (spelt, plain) in [
        ("mov x0, #010", "mov x0, #8"),
        ("add x0, x1, #017", "add x0, x1, #15"),
        ("mov x0, #0b101", "mov x0, #5"),
        ("mov x0, #+16", "mov x0, #16"),
        ("fmov d0, #2.5e-1", "fmov d0, #0.25"),
        ("mov x0, #(8+8)", "mov x0, #16"),
        ("mov x0, #1 << 4", "mov x0, #16"),
        ("tbz x0, #3, #8", "tbz w0, #3, #8"),
        ("add x31, x1, x2", "add xzr, x1, x2"),
        ("nop; nop", "nop\nnop"),
        ("nop /* a */ ; /* b */ nop", "nop\nnop"),
        ("# a comment line\nnop", "nop"),
        ("b .+8", "b #8"),
        ("x0: nop\nadd x0, x1, x2", "nop\nadd x0, x1, x2"),
        (
            "eq: b.eq eq\ncsel x0, x1, x2, eq",
            "b.eq #0\ncsel x0, x1, x2, eq",
        ),
        ("sp: nop\nmov sp, x1\nb sp_\nsp_:", "nop\nmov sp, x1\nb #4"),
        ("a:\tb\ta", "b #0"),
        ("a: cbz x0,a", "cbz x0, #0"),
        ("1: nop\nb 1b\nb 1f\n1: nop", "nop\nb #-4\nb #4\nnop"),
        ("a: b: nop\nb a\nb b", "nop\nb #-4\nb #-8"),
        ("a: nop\nb a+4\nb (a + 4)", "nop\nb #0\nb #-4"),
        ("adrp x0, a+4096\na: nop", "adrp x0, #4096\nnop"),
        (".inst 0xd503201f", "nop"),
        (".word 0xd503201f", "nop"),
        (".byte 0x1f, 0x20, 0x03, 0xd5", "nop"),
        (".hword 0x201f, 0xd503", "nop"),
        ("ldr x0, =0x1234", "mov x0, #0x1234"),
        ("ldr w5, =0x10000", "mov w5, #0x10000"),
    ] {
        assert_eq!(words(spelt), words(plain), "`{spelt}` against `{plain}`");
    }
}

#[test]
fn a_literal_pool_follows_the_code_aligned_to_its_entries() {
    let out = assemble("ldr x0, =0x12345678\nldr w1, =0x12345678\nldr w2, =-1\n");
    assert!(out.errors.is_empty(), "{:?}", out.errors);
    let text: Vec<&str> = out.words.iter().map(|w| w.text.as_str()).collect();
    // Code 0..12, a word of padding, the 8-byte entry at 16 (shared), the 4-byte one at 24.
    assert_eq!(
        text,
        [
            "ldr x0, #16",
            "ldr w1, #12",
            "ldr w2, #16",
            ".word 0x00000000",
            ".word 0x12345678",
            ".word 0x00000000",
            ".word 0xffffffff",
        ]
    );
    // `.ltorg` places it early.
    let out = assemble("ldr x0, =0x12345678\n.ltorg\nnop");
    let text: Vec<&str> = out.words.iter().map(|w| w.text.as_str()).collect();
    assert_eq!(
        text,
        [
            "ldr x0, #8",
            ".word 0x00000000",
            ".word 0x12345678",
            ".word 0x00000000",
            "nop"
        ]
    );
}

#[test]
fn mistakes_name_the_line_the_column_and_the_construct() {
    assert_eq!(
        errors("nop\n  mov x0, #08"),
        ["line 2: mov x0, #08: column 12: operand `08`: not an octal number"]
    );
    assert_eq!(
        errors("nop ; mov x0, #(1+"),
        ["line 1: mov x0, #(1+: column 19: expected a number or a label"]
    );
    assert_eq!(
        errors("fmov d0, #+1.0"),
        [
            "line 1: fmov d0, #+1.0: column 11: operand `+1.0`: a floating-point immediate takes no `+` sign"
        ]
    );
    assert_eq!(
        errors("add x31, x1, #1"),
        [
            "line 1: add x31, x1, #1: column 5: operand `x31`: expected w0-w30 or wsp; or expected x0-x30 or sp; or expected w0-w30 or wzr; or expected x0-x30 or xzr"
        ]
    );
    assert_eq!(
        errors("b 1f"),
        ["line 1: b 1f: column 3: no local label `1:` after this statement"]
    );
    assert_eq!(
        errors(".align 4"),
        ["line 1: .align 4: column 1: the directive `.align` is not supported"]
    );
    assert_eq!(
        errors("ldr x0, =a\na: nop"),
        [
            "line 1: ldr x0, =a: column 10: a label in a literal pool (`ldr Rt, =label` needs a relocation) is not supported"
        ]
    );
    assert_eq!(
        errors("ldr s0, =1"),
        ["line 1: ldr s0, =1: column 5: `ldr Rt, =value` takes an X or W register, not `s0`"]
    );
    assert_eq!(
        errors("a: .word a"),
        [
            "line 1: .word a: column 10: a label's address as data (it needs a relocation) is not supported"
        ]
    );
    assert_eq!(
        errors(".byte 256, 1"),
        ["line 1: .byte 256, 1: column 7: 256 does not fit in `.byte`"]
    );
    assert_eq!(
        errors(".byte 1\nnop"),
        [
            "line 2: nop: column 1: an instruction must start at a multiple of 4 bytes, not at byte 1 (data before it is not a whole number of words)"
        ]
    );
    assert_eq!(
        errors("x0: b x0"),
        ["line 1: b x0: column 7: operand `x0`: not a number"]
    );
    assert_eq!(
        errors("nop /* a\n b */ add x0,\n  x1"),
        // The comment joins the lines (as in LLVM): `add` is an operand of `nop`, on line 2.
        [
            "line 2: nop   add x0,: column 7: unexpected text after the instruction",
            "line 3: x1: column 3: unknown mnemonic `x1`"
        ]
    );
}

#[test]
fn label_mistakes_are_reported_by_line() {
    let out = assemble("a: nop\na: nop\nb nowhere\nadd x0, x1, a\nb.eq far\n.space: nop\n");
    let text: Vec<&str> = out.words.iter().map(|w| w.text.as_str()).collect();
    assert_eq!(text, ["nop", "nop", "nop"]);
    let errors: Vec<String> = out.errors.iter().map(ToString::to_string).collect();
    assert_eq!(errors[0], "line 2: label `a` is defined twice");
    assert!(
        errors[1].starts_with("line 3: b nowhere: column 3: ")
            && errors[1].ends_with("(no line defines a label `nowhere:`)"),
        "{}",
        errors[1]
    );
    assert_eq!(errors[2], "line 4: add x0, x1, a: `add` takes no label");
    assert!(errors[3].starts_with("line 5: b.eq far: "), "{}", errors[3]);
    assert_eq!(errors.len(), 4);
    assert_eq!(out.errors[0].kind, AsmErrorKind::LabelTwice("a".to_owned()));
}

#[test]
fn a_target_out_of_range_names_the_label() {
    let mut text = String::from("tbz w0, #1, end\n");
    text.push_str(&"nop\n".repeat(8192));
    text.push_str("end: ret\n");
    let out = assemble(&text);
    assert_eq!(out.words.len(), 8193);
    assert_eq!(out.errors.len(), 1);
    assert!(
        out.errors[0].to_string().starts_with(
            "line 1: tbz w0, #1, end: label `end` is out of range: `target14` = 32772"
        ),
        "{}",
        out.errors[0]
    );
}

#[test]
fn lines_that_are_not_utf8_are_errors_of_their_own() {
    let out = assemble_bytes(b"add x0, x1, x2\nmov x0, \xff\nret\n");
    assert_eq!(out.words.len(), 2);
    let errors: Vec<String> = out.errors.iter().map(ToString::to_string).collect();
    assert_eq!(errors, ["line 2: not UTF-8 text (byte 9 of the line)"]);
}

#[test]
fn data_ending_inside_a_word_is_padded() {
    let out = assemble(".byte 1, 2");
    assert!(out.errors.is_empty());
    assert_eq!(out.words.len(), 1);
    assert_eq!(out.words[0].word, u32::from_le_bytes([1, 2, 0, 0]));
    assert_eq!(out.words[0].text, ".word 0x00000201");
}
