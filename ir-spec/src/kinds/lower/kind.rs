//! The lowering kind (`kind: lower`). Its document is [`crate::kinds::lower::syntax::LowerDocument`],
//! its model [`crate::kinds::lower::Lowering`]; it generates the matcher a compiler's lowering driver
//! runs, and the rule reference.

use crate::front::diagnostic::SpecError;
use crate::front::kind::{Files, Output, OutputError, SpecKind, Tables};
use crate::kinds::lower::Lowering;
use crate::kinds::lower::syntax::{LowerDocument, LowerKind};

impl SpecKind for LowerKind {
    type Document = LowerDocument;
    type Model = Lowering;

    fn validate(files: Files<LowerDocument>, tables: &impl Tables) -> Result<Lowering, SpecError> {
        crate::kinds::lower::validate(files.sources, files.documents, tables)
    }

    fn outputs(l: &Lowering, source: &str) -> Result<Vec<Output>, OutputError> {
        Ok(vec![Output {
            part: "lower",
            rust: crate::kinds::lower::generate::layer(l, source)?,
        }])
    }

    #[cfg(feature = "docs")]
    fn docs(l: &Lowering, source: &str) -> Result<String, OutputError> {
        Ok(crate::kinds::lower::docs::markdown(l, source))
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
