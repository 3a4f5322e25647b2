//! The assembly syntax users write, case by case against llvm-mc 14: each program is assembled
//! by `opforge_arm64::assembler` and by llvm-mc into an object file (its `.text` read back with
//! llvm-objcopy); both must give the same bytes, or both must refuse the program. The cases are
//! those of issue 13 part 3: numbers in every base and constant expressions, `tbz` of an X
//! register with a low bit, `;`, `/* */` and `#` comments, labels named like registers or
//! operand words, local labels, `.`-relative and label-plus-offset targets, data directives and
//! `ldr Rt, =value` with its literal pool.

use std::path::PathBuf;
use std::process::Command;

use opforge_arm64::assembler::assemble;

/// Each case: a program, and whether llvm-mc accepts it (checked, so that a refusal is a
/// deliberate case and not a broken test).
const CASES: &[(&str, bool)] = &[
    // Numbers.
    ("mov x0, #010", true),
    ("add x0, x1, #017", true),
    ("mov x0, #0b101", true),
    ("mov x0, #0B11", true),
    ("mov x0, #0X10", true),
    ("mov x0, #+16", true),
    ("mov x0, #-0x10", true),
    ("mov x0, #0xffffffffffffffff", true),
    ("fmov d0, #2.5e-1", true),
    ("fmov d0, #-2.5e-1", true),
    ("fmov d0, #2.5e+1", true),
    ("fmov d0, #1.0E1", true),
    ("fmov d0, #017", true),
    ("fmov d0, #1", true),
    ("fmov s0, #.5", true),
    ("fmov d0, #+1.0", false),
    ("ldxr x0, [x1, #0]", true),
    ("stxrb w0, w1, [x2, #0x0]", true),
    ("ldaxp x0, x1, [x2, 0]", true),
    ("stlr w0, [sp, #1-1]", true),
    ("ldar x0, [x1, # 00]", true),
    ("ldxr x0, [x1, #1]", false),
    ("ldxr x0, [x1, #(0)]", false),
    ("ldxr x0, [x1, #-0]", false),
    ("cas x0, x1, [x2, #0]", false),
    ("fmov d0, #0x70", true),
    ("fmov s0, 0x70", true),
    ("fmov h0, #0x70", true),
    ("fmov d0, #0xff", true),
    ("fmov d0, #0x100", false),
    ("fmov d0, #-0x70", false),
    ("fmov d0, #0X70", false),
    ("mov x0, #08", false),
    ("mov x0, #0x", false),
    ("mov x0, #0x10000000000000000", false),
    ("mov x0, 16", true),
    ("add x0, x1, 16", true),
    ("mov x0, # 5", true),
    ("mov x0, #'a'", true),
    // Constant expressions.
    ("mov x0, #(8+8)", true),
    ("mov x0, #1 << 4", true),
    ("mov x0, #1+2<<3", true),
    ("mov x0, #6|1+1", true),
    ("mov x0, #6^3*2", true),
    ("mov x0, #(1+2)*3", true),
    ("mov x0, #-7/2", true),
    ("mov x0, #-7%3", true),
    ("mov x0, #~0", true),
    ("mov x0, #!0", true),
    ("mov x0, #1==1", true),
    ("mov x0, #1<2", true),
    ("mov x0, #2!=2", true),
    ("mov x0, #--5", true),
    ("mov x0, #5 + 3", true),
    ("ldr x0, [x1, #(2*8)]", true),
    ("ldr x0, [x1, 8]", true),
    ("ldp x0, x1, [sp, #-(2*8)]!", true),
    ("add x0, x1, x2, lsl #1+1", true),
    ("add x0, x1, x2, lsl 2", true),
    ("and x0, x1, #0xff << 8", true),
    ("mov x0, #(1", false),
    // TBZ/TBNZ of an X register with a bit below 32, and x31/w31 as the zero register.
    ("tbz x0, #3, #8", true),
    ("tbnz x5, #31, #-8", true),
    ("tbz x0, #33, #8", true),
    ("add x31, x1, x2", true),
    ("add x0, x31, x2", true),
    ("add w31, w1, w2", true),
    ("mov x31, x1", true),
    ("ldr x31, [x0]", true),
    ("add x31, x1, #1", false),
    ("ldr x0, [x31]", false),
    // Statements and comments.
    ("nop; nop", true),
    ("nop;nop", true),
    ("nop ; ; nop", true),
    ("; nop", true),
    ("nop /* c */ ; nop", true),
    ("nop /* ; */ nop", false),
    ("/* a */ nop /* b */ /* c */", true),
    ("nop // c ; nop", true),
    ("nop // /*\nnop", true),
    ("# a comment line\nnop", true),
    ("  # indented\nnop", true),
    ("nop /* a\n b */", true),
    ("nop /* a\n b */ nop", false),
    ("nop # x", false),
    ("NOP\nAdd X0, x1, X2, LSL #3", true),
    // Labels named like registers and operand words.
    ("x0: nop\nadd x0, x1, x2\nmov x0, x1", true),
    ("x0: b x0", false),
    ("eq: nop\nb.eq eq\ncsel x0, x1, x2, eq\nb eq", true),
    ("sp: nop\nmov sp, x1\nadd sp, sp, #16", true),
    ("lr: nop\nmov x29, lr\nret lr", true),
    ("lr: b lr", false),
    ("lsl: nop\nadd x0, x1, x2, lsl #2", true),
    ("lsl: b lsl", false),
    ("uxtw: b uxtw", false),
    ("ip0: b ip0", true),
    ("x32: b x32", true),
    // Targets after a tab or a comma without a space.
    ("a: nop\n\tb\ta\n\tcbz\tx0,a\n\ttbz x1,#2,a", true),
    // Local labels, several labels on a line, `.` and label + offset.
    ("1: nop\nb 1b\nb 1f\n1: nop\nb 1b", true),
    ("1: b 1b", true),
    ("b 1f", false),
    ("a: b: nop\nb a\nb b", true),
    ("b .+8\nnop\nnop", true),
    ("b .\nb .-4", true),
    ("a: nop\nb a+4\nb a + 4\nb (a+4)\nb a-4+8", true),
    ("adr x0, .\nadr x1, a+3\na: nop", true),
    (
        "ldr x0, a\nldr w1, a+8\ncbz x2, a\nb.ne a\na: nop\nnop\nnop",
        true,
    ),
    // Data directives.
    (".inst 0xd503201f", true),
    (".inst 0xd503201f, 0x8b020020\nnop", true),
    (".inst 0x00000000", true),
    (".inst 1+1", true),
    (".inst -1", true),
    (".word 0x12345678, 5", true),
    (".word -1", true),
    (".long 7\n.int 8\n.4byte 9", true),
    (".byte 1,2,3,4", true),
    (".byte -1, 255, 0x7f, 'a'", true),
    (".hword 1, 2\n.short 3, 4\n.2byte 5, 6", true),
    (".xword 0x123456789\n.quad -1\n.8byte 2", true),
    (".byte 256", false),
    (".byte -129", false),
    (".word 0x100000000", false),
    // `ldr Rt, =value`: a MOVZ when one does, otherwise the literal pool.
    ("ldr x0, =0x1234", true),
    (
        "ldr x4, =0x12340000\nldr w5, =0x10000\nldr x6, =0x123400000000\nldr x3, =0",
        true,
    ),
    ("ldr x0, =0x12345678", true),
    (
        "nop\nldr x0, =0x12345678\nldr w1, =0x12345678\nldr x2, =0x12345678\nnop",
        true,
    ),
    (
        "ldr x7, =-1\nldr w8, =-1\nldr w9, =0xffffffff\nldr x10, =0xffff0000ffff\nnop",
        true,
    ),
    ("ldr w9, =0xffffffff\nldr x10, =0xffff0000ffff", true),
    ("ldr x0, =(1+2)\nldr x1, = 5", true),
    (
        "ldr x0, =0x12345678\n.ltorg\nnop\nldr x1, =0x12345678",
        true,
    ),
    ("ldr s0, =1", false),
    ("ldr d0, =1", false),
];

/// A scratch file for case `k`.
fn scratch(k: usize, ext: &str) -> PathBuf {
    std::env::temp_dir().join(format!(
        "opforge-asm-syntax-{}-{k}.{ext}",
        std::process::id()
    ))
}

/// llvm-mc's bytes for `source` (its `.text`), or its error.
fn llvm(k: usize, source: &str) -> Result<Vec<u8>, String> {
    let (s, o, b) = (scratch(k, "s"), scratch(k, "o"), scratch(k, "bin"));
    std::fs::write(&s, format!("{source}\n")).expect("write the source");
    let mc = Command::new(opforge_llvm_mc::LLVM_MC)
        .args(support::ARGS)
        .args(["-filetype=obj", "-o"])
        .arg(&o)
        .arg(&s)
        .output()
        .expect("llvm-mc runs (install it with .ci/setup)");
    let result = if mc.status.success() {
        let copy = Command::new("llvm-objcopy")
            .args(["-O", "binary", "--only-section=.text"])
            .arg(&o)
            .arg(&b)
            .output()
            .expect("llvm-objcopy runs");
        assert!(
            copy.status.success(),
            "{}",
            String::from_utf8_lossy(&copy.stderr)
        );
        Ok(std::fs::read(&b).expect("read the bytes"))
    } else {
        Err(String::from_utf8_lossy(&mc.stderr).into_owned())
    };
    for f in [s, o, b] {
        let _ = std::fs::remove_file(f);
    }
    result
}

mod support;

#[test]
fn each_spelling_matches_llvm_mc() {
    // One llvm-mc process per case, on both cores.
    let theirs: Vec<Result<Vec<u8>, String>> = std::thread::scope(|s| {
        let half = CASES.len().div_ceil(2);
        let jobs: Vec<_> = CASES
            .chunks(half)
            .enumerate()
            .map(|(c, chunk)| {
                s.spawn(move || {
                    chunk
                        .iter()
                        .enumerate()
                        .map(|(k, (source, _))| llvm(c * half + k, source))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        jobs.into_iter()
            .flat_map(|j| j.join().expect("llvm-mc thread"))
            .collect()
    });
    let mut failures = Vec::new();
    for ((source, accepted), theirs) in CASES.iter().zip(&theirs) {
        let ours = assemble(source);
        match theirs {
            Ok(bytes) => {
                if !accepted {
                    failures.push(format!(
                        "`{source}`: llvm-mc accepts it (the case says not)"
                    ));
                }
                let mut padded = bytes.clone();
                padded.resize(bytes.len().next_multiple_of(4), 0);
                let want: Vec<u32> = padded
                    .chunks(4)
                    .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                    .collect();
                let got: Vec<u32> = ours.words.iter().map(|w| w.word).collect();
                if !ours.errors.is_empty() {
                    failures.push(format!(
                        "`{source}`: llvm-mc accepts it, we say {:?}",
                        ours.errors
                            .iter()
                            .map(ToString::to_string)
                            .collect::<Vec<_>>()
                    ));
                } else if got != want {
                    failures.push(format!("`{source}`: ours {got:08x?}, llvm-mc {want:08x?}"));
                }
            }
            Err(e) => {
                if *accepted {
                    failures.push(format!("`{source}`: llvm-mc refuses it: {e}"));
                }
                if ours.errors.is_empty() {
                    failures.push(format!(
                        "`{source}`: llvm-mc refuses it ({}), we accept it",
                        e.lines().next().unwrap_or("")
                    ));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases differ:\n{}",
        failures.len(),
        CASES.len(),
        failures.join("\n")
    );
    println!("{} programs agree with llvm-mc", CASES.len());
}
