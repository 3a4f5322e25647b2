//! Importers: translation of real compilers' instruction tables into opforge schema v1 YAML: Panda's
//! `instructions.yaml` (ArkCompiler) and SpiderMonkey's `LIROps.yaml` as block-structured IRs
//! (`kind: cfg`, through `cfg_model`), SpiderMonkey's `MIROps.yaml` as a sea-of-nodes IR
//! (`kind: ir`). The tables are read at run
//! time only (their licenses forbid copying them into this repository); see
//! `../shared/data/SOURCES.md`.
//!
//! Each table is parsed generically into an order-preserving YAML tree ([`Node`]), every
//! instruction is mapped into an intermediate model, names are checked against the validator's
//! naming rules, and the model is written out as YAML text. Every key of every instruction is either
//! mapped (and counted in [`Translation::coverage`]) or listed in
//! [`Translation::not_expressible`]; nothing is dropped silently.
//!
//! Two modes exist ([`Mode`]): `Faithful` applies only the mapping itself, so that the validator's
//! verdict on what the table really says can be seen; `Loadable` also renames names the validator
//! rejects (keywords it cannot escape, clashes after case conversion, reserved class names) with a
//! visible suffix and reorders the inputs the schema cannot place, listing every such change.
//!
//! `opforge import panda FILE`, `opforge import spidermonkey-mir FILE` and
//! `opforge import spidermonkey-lir FILE` run them from the command line.

mod cfg_model;
mod cpp_if;
mod error;
mod model;
mod names;
mod notes;
mod panda;
mod panda_classes;
mod panda_signature;
mod panda_tree;
mod spidermonkey;
mod spidermonkey_lir;
mod tree;

use std::collections::{BTreeMap, HashMap, HashSet};
use std::fmt::{self, Write as _};

use crate::naming;
pub use cpp_if::{mentioned_macros, unknown_define};
pub use error::ImportError;
use model::*;
use names::*;
use notes::*;
pub use panda::translate_panda;
pub use spidermonkey::translate_spidermonkey;
pub use spidermonkey_lir::{LIR_ARM64_DEFINES, translate_spidermonkey_lir};
use tree::*;
pub use tree::{Node, cpp_to_rust, parse_yaml};

/// Translates Panda's `instructions.yaml` into a `kind: cfg` spec that loads (the `Loadable`
/// mode of [`translate_panda`]).
pub fn panda_to_opforge(text: &str) -> Result<String, ImportError> {
    translate_panda(text, Mode::Loadable).map(|t| t.yaml)
}

/// Translates SpiderMonkey's `MIROps.yaml` (with its `#ifdef` lines) into opforge schema v1 YAML
/// that loads (the `Loadable` mode of [`translate_spidermonkey`]).
pub fn spidermonkey_to_opforge(text: &str) -> Result<String, ImportError> {
    translate_spidermonkey(text, Mode::Loadable).map(|t| t.yaml)
}

/// How far the translation may go beyond the mapping itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Only the mapping: names and input orders as the table has them, so the validator's findings
    /// show what the schema rejects.
    Faithful,
    /// The mapping plus the listed renames (with a visible suffix) and input reorders, so that the
    /// result validates.
    Loadable,
}

/// The result of translating one table, with everything the schema could not say.
#[derive(Debug, Default, Clone)]
pub struct Translation {
    /// The opforge schema v1 YAML text.
    pub yaml: String,
    /// Instructions read from the table.
    pub instructions: usize,
    /// How each source key was mapped: key → (where it went, how many times).
    pub coverage: BTreeMap<String, (String, usize)>,
    /// What the schema cannot express: category → the affected items.
    pub not_expressible: BTreeMap<String, Vec<String>>,
    /// Names the validator rejects (keywords it cannot escape, clashes after case conversion,
    /// names the generator reserves), as ``kind `old` → `new` (reason)``. Applied in `Loadable`
    /// mode only.
    pub renames: Vec<String>,
    /// Names whose snake_case form is a Rust keyword: accepted by the validator; the generator
    /// escapes the snake_case form (`Return` → `return_`).
    pub escaped_keywords: Vec<String>,
    /// Shape changes made so the validator accepts the spec: category → items. `Loadable` only;
    /// in `Faithful` mode the same entries say what was left as is.
    pub workarounds: BTreeMap<String, Vec<String>>,
    /// Docs the schema requires but the table lacks, written by the translator: kind → count.
    pub synthesized_docs: BTreeMap<String, usize>,
    /// Remarks about the source table itself (typos, inconsistencies).
    pub observations: Vec<String>,
}
