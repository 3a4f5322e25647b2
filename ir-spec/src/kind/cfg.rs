//! The block-structured IR kind (`kind: cfg`). Its document is
//! [`crate::cfg::syntax::CfgDocument`], its model [`crate::cfg::CfgSpec`]; it generates the
//! layer the `opforge-cfg` runtime instantiates, and the instruction reference.

use super::{Output, OutputError, SpecKind};
use crate::cfg::CfgSpec;
use crate::cfg::syntax::CfgDocument;
use crate::diagnostic::SpecError;
use crate::isa::Codecs;
use crate::source::{FileId, SourceMap};

/// The block-structured IR kind of table.
#[derive(Clone, Copy, Debug, Default)]
pub struct CfgKind;

impl SpecKind for CfgKind {
    const NAME: &'static str = "cfg";
    const ABOUT: &'static str = "a block-structured SSA IR's types, classes and instructions";
    type Document = CfgDocument;
    type Model = CfgSpec;

    fn validate(
        sources: SourceMap,
        documents: Vec<(FileId, CfgDocument)>,
        codecs: &Codecs,
    ) -> Result<CfgSpec, SpecError> {
        crate::cfg::validate(sources, documents, codecs)
    }

    fn outputs(spec: &CfgSpec, source: &str) -> Result<Vec<Output>, OutputError> {
        Ok(vec![Output {
            part: "cfg",
            rust: crate::cfg::generate::layer(spec, source)?,
        }])
    }

    #[cfg(feature = "docs")]
    fn docs(spec: &CfgSpec, source: &str) -> Result<String, OutputError> {
        Ok(crate::cfg::docs::markdown(spec, source)?)
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
