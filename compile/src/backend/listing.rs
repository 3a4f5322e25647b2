//! Listings of compiled code for any target: owns the text `opforge compile --emit asm` prints,
//! one instruction a line with its address and its encoding, each decoded by the target's
//! generated printer ([`Target::print_instruction`]).

use crate::target::Target;

/// The listing of `code` placed at address `base`: `ADDRESS:  ENCODING  INSTRUCTION` a line, the
/// encoding as the hex of its little-endian value (8 digits for 4 bytes, 4 for 2).
pub fn listing<T: Target>(code: &[u8], base: u64) -> String {
    let mut text = String::new();
    let mut at = 0;
    while at < code.len() {
        let (inst, size) = T::print_instruction(&code[at..]);
        let size = size.clamp(1, code.len() - at);
        let value = little_endian(&code[at..], size);
        let hex = format!("{value:0width$x}", width = 2 * size);
        text.push_str(&format!("{:8x}:  {hex:<8}  {inst}\n", base + at as u64));
        at += size;
    }
    text
}

/// The little-endian value of the first `size` bytes of `code` (at most 4; fewer when `code` is
/// shorter, the missing bytes zero).
pub fn little_endian(code: &[u8], size: usize) -> u32 {
    let mut bytes = [0u8; 4];
    let n = size.min(4).min(code.len());
    bytes[..n].copy_from_slice(&code[..n]);
    u32::from_le_bytes(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::A64;
    use crate::rv64::target::Rv64;

    #[test]
    fn a64_words_are_listed_one_a_line_unknown_ones_as_directives() {
        // `ret`, then a word that encodes nothing.
        let code = [0xc0, 0x03, 0x5f, 0xd6, 0xff, 0xff, 0xff, 0xff];
        assert_eq!(
            listing::<A64>(&code, 0x1000),
            "    1000:  d65f03c0  ret\n    1004:  ffffffff  .inst 0xffffffff\n"
        );
    }

    #[test]
    fn rv64_parcels_and_words_are_listed_by_their_size() {
        // `ret` (4 bytes), `c.addi a0, 1` (2 bytes), an unknown 4-byte word and a trailing
        // parcel alone.
        let code = [
            0x67, 0x80, 0x00, 0x00, 0x05, 0x05, 0xff, 0xff, 0xff, 0xff, 0x05, 0x05,
        ];
        assert_eq!(
            listing::<Rv64>(&code, 0),
            "       0:  00008067  ret\n       4:  0505      c.addi a0, 1\n       6:  ffffffff  .4byte 0xffffffff\n       a:  0505      c.addi a0, 1\n"
        );
    }
}
