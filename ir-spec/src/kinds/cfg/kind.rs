//! The block-structured IR kind (`kind: cfg`). Its document is
//! [`crate::kinds::cfg::syntax::CfgDocument`], its model [`crate::kinds::cfg::CfgSpec`]; it generates the
//! layer the `opforge-cfg` runtime instantiates, and the instruction reference.

use crate::front::diagnostic::SpecError;
use crate::front::kind::{Files, Output, OutputError, SpecKind, Tables};
use crate::kinds::cfg::CfgSpec;
use crate::kinds::cfg::syntax::{CfgDocument, CfgKind};

impl SpecKind for CfgKind {
    type Document = CfgDocument;
    type Model = CfgSpec;

    fn validate(files: Files<CfgDocument>, tables: &impl Tables) -> Result<CfgSpec, SpecError> {
        crate::kinds::cfg::validate(files.sources, files.documents, tables)
    }

    fn outputs(spec: &CfgSpec, source: &str) -> Result<Vec<Output>, OutputError> {
        Ok(vec![Output {
            part: "cfg",
            rust: crate::kinds::cfg::generate::layer(spec, source)?,
        }])
    }

    #[cfg(feature = "docs")]
    fn docs(spec: &CfgSpec, source: &str) -> Result<String, OutputError> {
        Ok(crate::kinds::cfg::docs::markdown(spec, source)?)
    }

    fn summary(spec: &CfgSpec) -> String {
        format!(
            "ok: block-structured IR `{}`: {} instructions ({} terminators) in {} classes, {} types, {} immediate kinds",
            spec.name,
            spec.instructions.len(),
            spec.instructions.iter().filter(|i| i.terminator).count(),
            spec.classes.len(),
            spec.types.len(),
            spec.immediates.len()
        )
    }
}
