//! The test IR of `opforge-cfg`: the layer generated from `tests/specs/cfg.yaml` (integer
//! constants and arithmetic, compare, call, jump, conditional branch, return), a generator of
//! random valid functions ([`random`]) and single mutations that each break one verifier rule
//! ([`mutate`]).

opforge_cfg::include_cfg!("tiny.rs");

/// The examples of `docs/cfg.md`, compiled and run as doctests over this crate's table.
#[doc = include_str!("../../../docs/cfg.md")]
#[cfg(doctest)]
pub struct CfgDoc;

pub mod mutate;
pub mod random;
