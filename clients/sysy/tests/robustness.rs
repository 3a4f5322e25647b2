//! No input makes the front end or the interpreter panic: truncated and garbled versions of the
//! contest's programs each give a located error or a program, and a program runs to an outcome
//! or a fault within a small budget.

mod common;

use sysyc::interp::{Limits, run};

use opforge_rng::Rng;

const NOISE: &[u8] = b"{}[]();,=+-*/%!<>&|\"0123456789.xXeEpP_ab \n\t/*";

/// Truncations and garbled copies of `src`.
fn variants(src: &[u8], seed: u64) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    let n = src.len();
    for k in 1..20 {
        out.push(src[..n * k / 20].to_vec());
    }
    let mut rng = Rng::xorshift64_star(seed | 1);
    for _ in 0..30 {
        let mut s = src.to_vec();
        for _ in 0..1 + rng.below(3) {
            if s.is_empty() {
                break;
            }
            let at = rng.below(s.len());
            match rng.below(5) {
                0 => {
                    let len = (1 + rng.below(5)).min(s.len() - at);
                    s.drain(at..at + len);
                }
                1 => s.insert(at, NOISE[rng.below(NOISE.len())]),
                2 => s[at] = NOISE[rng.below(NOISE.len())],
                3 => {
                    let end = (at + 1 + rng.below(40)).min(s.len());
                    let chunk = s[at..end].to_vec();
                    let to = rng.below(s.len());
                    s.splice(to..to, chunk);
                }
                _ => {
                    let other = rng.below(s.len());
                    s.swap(at, other);
                }
            }
        }
        out.push(s);
    }
    out
}

#[test]
fn garbled_programs_never_panic() {
    let cases = common::cases("functional");
    let limits = Limits {
        steps: 20_000,
        call_depth: 1_000,
        memory_words: 1 << 20,
    };
    let counts = common::parallel(&cases, 2, |c| {
        let src = std::fs::read(&c.sy).expect("the program reads");
        let seed = c.name.bytes().fold(0x9e37_79b9_7f4a_7c15u64, |h, b| {
            (h ^ b as u64).wrapping_mul(0x100_0000_01b3)
        });
        let (mut ok, mut err) = (0, 0);
        for v in variants(&src, seed) {
            // Garbling may split a UTF-8 sequence in a comment; the front end reads text.
            let text = String::from_utf8_lossy(&v);
            match sysyc::compile(&text) {
                Ok(p) => {
                    ok += 1;
                    // Any outcome or fault will do; the point is that it returns.
                    let _ = run(&p, &c.input, limits);
                }
                Err(e) => {
                    err += 1;
                    let r = e.render("g.sy", &text);
                    assert!(r.starts_with("g.sy:"), "{r}");
                }
            }
        }
        (ok, err)
    });
    let (ok, err) = counts.iter().fold((0, 0), |(a, b), (c, d)| (a + c, b + d));
    // Both paths are exercised.
    assert!(ok > 100 && err > 1000, "{ok} compiled, {err} rejected");
}

#[test]
fn random_token_soup_never_panics() {
    let words = [
        "int", "float", "void", "const", "if", "else", "while", "break", "continue", "return",
        "main", "x", "a", "(", ")", "[", "]", "{", "}", ";", ",", "=", "+", "-", "*", "/", "%",
        "!", "&&", "||", "==", "<", ">=", "0", "1", "07", "0x1f", "1.5", ".5e3", "0x1p3", "getint",
        "putint", "\"s\"", "putf",
    ];
    let mut rng = Rng::xorshift64_star(0x5eed);
    for _ in 0..3000 {
        let n = rng.below(60);
        let src: Vec<&str> = (0..n).map(|_| words[rng.below(words.len())]).collect();
        let src = format!("int main() {{ {} }}", src.join(" "));
        if let Ok(p) = sysyc::compile(&src) {
            let limits = Limits {
                steps: 10_000,
                call_depth: 500,
                memory_words: 1 << 16,
            };
            let _ = run(&p, b"1 2 3", limits);
        }
    }
}
