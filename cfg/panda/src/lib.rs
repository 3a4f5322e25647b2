//! Panda's IR as a client of opforge: the block-structured layer generated from
//! `spec/panda.yaml`, which `opforge import panda` translated from Panda's (ArkCompiler's)
//! `instructions.yaml`: its opcodes numbered over Panda's C++ class tree, its mixins, the typed
//! `InstBuilder`, the metadata rows the verifier reads, and the grouped `Visitor`.

opforge_cfg::include_cfg!("panda.rs");
