//! The lowering kind (`kind: lower`). Its document is [`crate::lower::syntax::LowerDocument`],
//! its model [`crate::lower::Lowering`]; it generates the matcher a compiler's lowering driver
//! runs, and the rule reference.

use super::{Output, OutputError, SpecKind};
use crate::diagnostic::SpecError;
use crate::isa::Codecs;
use crate::lower::Lowering;
use crate::lower::syntax::LowerDocument;
use crate::source::{FileId, SourceMap};

/// The lowering kind of table.
#[derive(Clone, Copy, Debug, Default)]
pub struct LowerKind;

impl SpecKind for LowerKind {
    const NAME: &'static str = "lower";
    const ABOUT: &'static str = "rules lowering an IR's gates into a LIR's instructions";
    type Document = LowerDocument;
    type Model = Lowering;

    fn validate(
        sources: SourceMap,
        documents: Vec<(FileId, LowerDocument)>,
        codecs: &Codecs,
    ) -> Result<Lowering, SpecError> {
        crate::lower::validate(sources, documents, codecs)
    }

    fn outputs(l: &Lowering, source: &str) -> Result<Vec<Output>, OutputError> {
        Ok(vec![Output {
            part: "lower",
            rust: crate::lower::generate::layer(l, source)?,
        }])
    }

    #[cfg(feature = "docs")]
    fn docs(l: &Lowering, source: &str) -> Result<String, OutputError> {
        Ok(crate::lower::docs::markdown(l, source))
    }

    fn summary(l: &Lowering) -> String {
        let rules: usize = l.gates.iter().map(|g| g.rules.len()).sum();
        let unsupported = l.gates.iter().filter(|g| g.unsupported.is_some()).count();
        format!(
            "ok: lowering `{}`: {rules} rules over {} gates ({unsupported} marked unsupported), {} types",
            l.name,
            l.gates.len() - unsupported,
            l.types.len()
        )
    }
}
