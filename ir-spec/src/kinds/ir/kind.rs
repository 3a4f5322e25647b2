//! The IR kind (`kind: ir`): gate tables of a graph IR such as the Circuit IR. Its document is
//! [`crate::kinds::ir::syntax::Document`], its model [`crate::kinds::ir::model::Spec`]; it generates the opcode layer,
//! the typed builder and the visitor traits, and the gate reference.

use crate::front::diagnostic::SpecError;
use crate::front::kind::{Files, Output, OutputError, SpecKind, Tables};
use crate::kinds::ir::model::Spec;
use crate::kinds::ir::syntax::{Document, IrKind};

impl SpecKind for IrKind {
    type Document = Document;
    type Model = Spec;

    fn validate(files: Files<Document>, _tables: &impl Tables) -> Result<Spec, SpecError> {
        crate::kinds::ir::validate::validate(files.sources, files.documents)
    }

    fn outputs(spec: &Spec, source: &str) -> Result<Vec<Output>, OutputError> {
        Ok(vec![
            Output {
                part: "opcodes",
                rust: crate::kinds::ir::generate::opcodes(spec, source)?,
            },
            Output {
                part: "builder",
                rust: crate::kinds::ir::generate::circuit_builder(spec, source)?,
            },
            Output {
                part: "visitors",
                rust: crate::kinds::ir::generate::visitors(spec, source)?,
            },
            Output {
                part: "graph",
                rust: crate::kinds::ir::generate::graph_instance(spec, source)?,
            },
        ])
    }

    #[cfg(feature = "docs")]
    fn docs(spec: &Spec, source: &str) -> Result<String, OutputError> {
        Ok(crate::kinds::ir::docs::markdown(spec, source)?)
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
