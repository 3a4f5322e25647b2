//! The workspace's one seeded random number generator, for the random programs, mutants and
//! operands of its tests and benches: small, fast, without dependencies and the same on every
//! host, so that a seed names one stream forever (a failure reported as "seed 1292" reproduces).
//!
//! Three algorithms stand behind one [`Rng`], each chosen by its constructor and each kept bit
//! for bit as the tests that predate this crate drew from it (their seeds and figures depend on
//! their streams): [`Rng::splitmix64`], [`Rng::xorshift64`] and [`Rng::xorshift64_star`]. The
//! draws ([`Rng::below`], [`Rng::chance`], [`Rng::pick`], ...) are the same over all three.
//!
//! ```
//! use opforge_rng::Rng;
//!
//! let (mut a, mut b) = (Rng::splitmix64(7), Rng::splitmix64(7));
//! assert_eq!(a.next_u64(), b.next_u64());
//! assert!(a.below(10) < 10);
//! ```

/// The golden ratio's 64-bit fraction: SplitMix64's increment, and a multiplier that spreads
/// small seeds over the 64-bit range.
pub const GOLDEN: u64 = 0x9e37_79b9_7f4a_7c15;

/// SplitMix64's output function: a bijective mix of the 64 bits of `z`.
pub const fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Which algorithm a generator runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Algorithm {
    SplitMix64,
    XorShift64,
    XorShift64Star,
}

/// A deterministic random number generator: one of three algorithms (see the constructors),
/// and the draws every test makes from its 64-bit words.
#[derive(Clone, Debug)]
pub struct Rng {
    state: u64,
    algorithm: Algorithm,
}

impl Rng {
    /// SplitMix64 from the state `state` (any value): each word is [`mix`] of the state after
    /// adding [`GOLDEN`].
    pub const fn splitmix64(state: u64) -> Rng {
        Rng {
            state,
            algorithm: Algorithm::SplitMix64,
        }
    }

    /// Marsaglia's xorshift64 (shifts 13, 7, 17) from the state `state`, which must not be 0
    /// (the stream of 0 is all zeros).
    pub const fn xorshift64(state: u64) -> Rng {
        Rng {
            state,
            algorithm: Algorithm::XorShift64,
        }
    }

    /// xorshift64* (shifts 12, 25, 27, then a multiply) from the state `state`, which must not
    /// be 0.
    pub const fn xorshift64_star(state: u64) -> Rng {
        Rng {
            state,
            algorithm: Algorithm::XorShift64Star,
        }
    }

    /// xorshift64* from any seed, 0 included: the state is `seed` times [`GOLDEN`], made odd.
    pub const fn xorshift64_star_from(seed: u64) -> Rng {
        Rng::xorshift64_star(seed.wrapping_mul(GOLDEN) | 1)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        match self.algorithm {
            Algorithm::SplitMix64 => {
                self.state = self.state.wrapping_add(GOLDEN);
                mix(self.state)
            }
            Algorithm::XorShift64 => {
                let mut x = self.state;
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                self.state = x;
                x
            }
            Algorithm::XorShift64Star => {
                let mut x = self.state;
                x ^= x >> 12;
                x ^= x << 25;
                x ^= x >> 27;
                self.state = x;
                x.wrapping_mul(0x2545_f491_4f6c_dd1d)
            }
        }
    }

    /// A number in `0..n`: the next word modulo `n`; 0 when `n` is 0, without drawing.
    pub fn below(&mut self, n: usize) -> usize {
        self.below_u64(n as u64) as usize
    }

    /// [`Rng::below`] for a `u64` bound.
    pub fn below_u64(&mut self, n: u64) -> u64 {
        if n == 0 { 0 } else { self.next_u64() % n }
    }

    /// A number in `lo..=hi` (`lo` itself, after one draw, when `hi` < `lo`).
    pub fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi.saturating_sub(lo) + 1)
    }

    /// A number in `lo..=hi` for signed bounds (`hi` ≥ `lo`).
    pub fn range_i64(&mut self, lo: i64, hi: i64) -> i64 {
        lo + self.below_u64((hi - lo + 1) as u64) as i64
    }

    /// True with probability `percent` / 100.
    pub fn chance(&mut self, percent: u64) -> bool {
        self.next_u64() % 100 < percent
    }

    /// True one time in `n`.
    pub fn one_in(&mut self, n: usize) -> bool {
        self.below(n) == 0
    }

    /// One element of `items`, `None` (without drawing) when it is empty.
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> Option<T> {
        let i = self.below(items.len());
        items.get(i).copied()
    }

    /// One element of `items`, which must not be empty.
    pub fn choose<T: Clone>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())].clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first words of each algorithm, as the generators this crate replaced drew them.
    #[test]
    fn each_algorithm_keeps_its_stream() {
        let mut s = 7u64;
        let mut splitmix = Rng::splitmix64(7);
        for _ in 0..4 {
            s = s.wrapping_add(GOLDEN);
            assert_eq!(splitmix.next_u64(), mix(s));
        }
        let mut x = 0x5eedu64;
        let mut xorshift = Rng::xorshift64(0x5eed);
        for _ in 0..4 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            assert_eq!(xorshift.next_u64(), x);
        }
        let mut x = 3u64.wrapping_mul(GOLDEN) | 1;
        let mut star = Rng::xorshift64_star_from(3);
        for _ in 0..4 {
            x ^= x >> 12;
            x ^= x << 25;
            x ^= x >> 27;
            assert_eq!(star.next_u64(), x.wrapping_mul(0x2545_f491_4f6c_dd1d));
        }
        assert_eq!(Rng::splitmix64(0).next_u64(), 0xe220_a839_7b1d_cdaf);
    }

    #[test]
    fn a_seed_gives_one_sequence_and_bounds_hold() {
        let (mut a, mut b) = (Rng::splitmix64(7), Rng::splitmix64(7));
        let xs: Vec<u64> = (0..8).map(|_| a.next_u64()).collect();
        let ys: Vec<u64> = (0..8).map(|_| b.next_u64()).collect();
        assert_eq!(xs, ys);
        assert_ne!(Rng::splitmix64(8).next_u64(), xs[0]);
        let mut r = Rng::xorshift64_star_from(1);
        assert!((0..1000).all(|_| r.below(5) < 5 && (3..=6).contains(&r.range(3, 6))));
        assert!((0..1000).all(|_| (-4..=9).contains(&r.range_i64(-4, 9))));
        let before = r.clone().next_u64();
        assert_eq!((r.below(0), r.pick::<u8>(&[])), (0, None));
        assert_eq!(r.next_u64(), before, "an empty choice draws nothing");
        assert!(!(0..100).any(|_| r.chance(0)) && (0..100).all(|_| r.chance(100)));
        assert_eq!(r.choose(&["only"]), "only");
    }
}
