//! The generator's source of randomness: the workspace's SplitMix64 ([`opforge_rng::Rng`]),
//! small, fast and the same on every host, so a seed names one program forever.

pub(crate) use opforge_rng::Rng;

/// The generator of the program of seed `seed`.
pub(crate) fn seeded(seed: u64) -> Rng {
    Rng::splitmix64(seed ^ 0x5851_f42d_4c95_7f2d)
}
