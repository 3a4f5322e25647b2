//! The binary of the RISC-V scratch crate (`tests/tests/cargo_build.rs`): the machine layer
//! generated from `tests/specs/rv64.yaml`, exercised through its public API. For each form, random
//! words of the form that decode (the operands of the rest are illegal) must decode to that form,
//! re-encode to the word, be as long as the form says, print text that parses back to the same
//! instruction and, for a 16-bit form, decode the same whatever the next halfword is. Prints one
//! line per case: form, bytes, word in hex, text; llvm-mc checks the words and texts.

opforge_machine::include_machine!("rv64.rs");

fn main() {
    let per_form: usize = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(24);
    let mut rng = opforge_rng::Rng::xorshift64(0x2545_f491_4f6c_dd1d);
    let mut next = move || rng.next_u64();
    for &form in Form::ALL {
        let info = form.info();
        let size = form.size();
        let width_mask = if size == 2 { 0xffff } else { u32::MAX };
        let (mut n, mut tries) = (0, 0);
        while n < per_form && tries < 100_000 {
            tries += 1;
            let r = next();
            let w = (r as u32 & !info.mask & width_mask) | info.value;
            let Some(inst) = Inst::decode(w) else {
                continue;
            };
            assert_eq!(inst.form(), form, "{w:#010x}");
            assert_eq!(inst.encode(), w, "{inst:?}");
            assert_eq!(inst.size(), size, "{inst:?}");
            if size == 2 {
                let next_half = (r >> 40) as u32 & 0xffff;
                assert_eq!(Inst::decode(w | next_half << 16), Some(inst), "{w:#010x}");
            }
            let text = inst.to_string();
            assert_eq!(text.parse::<Inst>().ok(), Some(inst), "{text}");
            println!("{}\t{size}\t{w:08x}\t{text}", info.name);
            n += 1;
        }
        assert_eq!(n, per_form, "{}: too few legal words", info.name);
    }
}
