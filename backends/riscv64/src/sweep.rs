//! Checks instruction words against the encodings' own decoders, for the sweeps over every
//! 16-bit word and over 32-bit words (`tests/sweep.rs` runs a bounded sample on every
//! `cargo test`, `examples/sweep.rs` every word). For a word, [`Sweeper::check`] asks the decode
//! trie ([`Decoded`]) and every encoding whose fixed opcode bits the word matches: at most one
//! encoding may accept the word, the trie must find exactly that one and give the instruction
//! that encoding's decoder gives (as must [`Inst::decode`]), and the instruction must re-encode
//! to the word (its low halfword for a 16-bit form).

use std::fmt;

use crate::{Decoded, Form, Inst};

/// Bits of a 32-bit word that pick its bucket: the opcode (6-0) and funct3 (14-12).
const KEY_32: u32 = 0x707f;
/// Bits of a 16-bit word that pick its bucket: the quadrant (1-0) and funct3 (15-13).
const KEY_16: u32 = 0xe003;

/// What is wrong with a word.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Finding {
    /// Two encodings' own decoders accept the word.
    TwoForms {
        /// The word.
        word: u32,
        /// One encoding that accepts it.
        first: Form,
        /// Another.
        second: Form,
    },
    /// An encoding accepts the word but the trie does not find it, or finds another.
    Missed {
        /// The word.
        word: u32,
        /// The encoding whose decoder accepts it.
        form: Form,
    },
    /// The trie finds a form whose decoder refuses the word, or gives another instruction, or
    /// `Inst::decode` disagrees with it.
    Disagrees {
        /// The word.
        word: u32,
    },
    /// The instruction re-encodes to another word.
    Reencodes {
        /// The word.
        word: u32,
        /// What it re-encodes to.
        encoded: u32,
    },
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Finding::TwoForms {
                word,
                first,
                second,
            } => write!(
                f,
                "{word:#010x} decodes as {} and as {}",
                first.info().name,
                second.info().name
            ),
            Finding::Missed { word, form } => write!(
                f,
                "{word:#010x}: {} accepts it but the decoder does not find it",
                form.info().name
            ),
            Finding::Disagrees { word } => write!(
                f,
                "{word:#010x}: the decoder disagrees with its encoding's own decoder"
            ),
            Finding::Reencodes { word, encoded } => {
                write!(f, "{word:#010x} re-encodes to {encoded:#010x}")
            }
        }
    }
}

impl std::error::Error for Finding {}

/// The encodings grouped by the fixed bits that pick a bucket, so that a word is tried only
/// against the encodings it could be.
pub struct Sweeper {
    buckets: Vec<Vec<Form>>,
}

impl Default for Sweeper {
    fn default() -> Self {
        Self::new()
    }
}

impl Sweeper {
    /// Groups the table's encodings.
    pub fn new() -> Self {
        let mut buckets = vec![Vec::new(); 1024 + 32];
        for &form in Form::ALL {
            let info = form.info();
            for (key, bucket) in buckets.iter_mut().enumerate() {
                let (word, bits, size) = match key.checked_sub(1024) {
                    None => (spread_32(key as u32), KEY_32, 4),
                    Some(k) => (spread_16(k as u32), KEY_16, 2),
                };
                if form.size() == size && (word ^ info.value) & info.mask & bits == 0 {
                    bucket.push(form);
                }
            }
        }
        Sweeper { buckets }
    }

    /// The encodings `word` could be.
    fn bucket(&self, word: u32) -> &[Form] {
        let key = if word & 3 == 3 {
            (word & 0x7f) | ((word >> 12) & 7) << 7
        } else {
            1024 + ((word & 3) | ((word >> 13) & 7) << 2)
        };
        &self.buckets[key as usize]
    }

    /// Checks `word`: the instruction it decodes to, if any, or what is wrong.
    pub fn check(&self, word: u32) -> Result<Option<Inst>, Finding> {
        let mut accepting = self
            .bucket(word)
            .iter()
            .filter_map(|&f| Some((f, f.decode(word)?)));
        let first = accepting.next();
        if let (Some((first, _)), Some((second, _))) = (first, accepting.next()) {
            return Err(Finding::TwoForms {
                word,
                first,
                second,
            });
        }
        match (Decoded::new(word), first) {
            (None, None) => match Inst::decode(word) {
                None => Ok(None),
                Some(_) => Err(Finding::Disagrees { word }),
            },
            (None, Some((form, _))) => Err(Finding::Missed { word, form }),
            (Some(_), None) => Err(Finding::Disagrees { word }),
            (Some(found), Some((form, own))) => {
                let inst = found.inst();
                if found.form() != form {
                    return Err(Finding::Missed { word, form });
                }
                if inst != own || inst.form() != form || Inst::decode(word) != Some(inst) {
                    return Err(Finding::Disagrees { word });
                }
                let low = if inst.size() == 2 {
                    word & 0xffff
                } else {
                    word
                };
                if inst.encode() != low {
                    return Err(Finding::Reencodes {
                        word,
                        encoded: inst.encode(),
                    });
                }
                Ok(Some(inst))
            }
        }
    }
}

/// The 32-bit word whose bucket bits are `key` (opcode in bits 6-0, funct3 in bits 9-7).
fn spread_32(key: u32) -> u32 {
    (key & 0x7f) | ((key >> 7) & 7) << 12
}

/// The 16-bit word whose bucket bits are `key` (quadrant in bits 1-0, funct3 in bits 4-2).
fn spread_16(key: u32) -> u32 {
    (key & 3) | ((key >> 2) & 7) << 13
}
