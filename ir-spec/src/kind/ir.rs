//! The IR kind (`kind: ir`): gate tables of a graph IR such as the Circuit IR. Its document is
//! [`crate::syntax::Document`], its model [`crate::model::Spec`]; it generates the opcode layer,
//! the typed builder and the visitor traits, and the gate reference.

use super::{Output, OutputError, SpecKind};
use crate::diagnostic::SpecError;
use crate::isa::Codecs;
use crate::model::Spec;
use crate::source::{FileId, SourceMap};
use crate::syntax::Document;

/// The IR kind of table.
#[derive(Clone, Copy, Debug, Default)]
pub struct IrKind;

impl SpecKind for IrKind {
    const NAME: &'static str = "ir";
    const ABOUT: &'static str = "an IR's gates, classes, types and wires";
    type Document = Document;
    type Model = Spec;

    fn validate(
        sources: SourceMap,
        documents: Vec<(FileId, Document)>,
        _codecs: &Codecs,
    ) -> Result<Spec, SpecError> {
        crate::validate::validate(sources, documents)
    }

    fn outputs(spec: &Spec, source: &str) -> Result<Vec<Output>, OutputError> {
        Ok(vec![
            Output {
                part: "opcodes",
                rust: crate::generate::opcodes(spec, source)?,
            },
            Output {
                part: "builder",
                rust: crate::generate::circuit_builder(spec, source)?,
            },
            Output {
                part: "visitors",
                rust: crate::generate::visitors(spec, source)?,
            },
            Output {
                part: "graph",
                rust: crate::generate::graph_instance(spec, source)?,
            },
        ])
    }

    #[cfg(feature = "docs")]
    fn docs(spec: &Spec, source: &str) -> Result<String, OutputError> {
        Ok(crate::docs::markdown(spec, source)?)
    }

    fn summary(spec: &Spec) -> String {
        let leaves = spec.classes.iter().filter(|c| c.is_leaf()).count();
        format!(
            "ok: {} gates in {} classes ({} leaves), {} types, {} type sets, {} flags, {} roots",
            spec.gates.len(),
            spec.classes.len(),
            leaves,
            spec.types.len(),
            spec.type_sets.len(),
            spec.flags.len(),
            spec.roots.len()
        )
    }
}
