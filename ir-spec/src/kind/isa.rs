//! The ISA kind (`kind: isa`): a machine's instruction encodings. Its document is
//! [`crate::isa::syntax::IsaDocument`], its model [`crate::isa::Isa`]; it generates the machine
//! layer (encoder, decoder, printer, parser, metadata) and the encoding reference.

use super::{Output, OutputError, SpecKind};
use crate::diagnostic::SpecError;
use crate::isa::syntax::IsaDocument;
use crate::isa::{Codecs, Isa};
use crate::source::{FileId, SourceMap};

/// The ISA kind of table.
#[derive(Clone, Copy, Debug, Default)]
pub struct IsaKind;

impl SpecKind for IsaKind {
    const NAME: &'static str = "isa";
    const ABOUT: &'static str = "a machine's registers, operands, encodings and aliases";
    type Document = IsaDocument;
    type Model = Isa;

    fn validate(
        sources: SourceMap,
        documents: Vec<(FileId, IsaDocument)>,
        codecs: &Codecs,
    ) -> Result<Isa, SpecError> {
        crate::isa::validate_documents(sources, documents, codecs)
    }

    fn outputs(isa: &Isa, source: &str) -> Result<Vec<Output>, OutputError> {
        Ok(vec![Output {
            part: "machine",
            rust: crate::isa::generate(isa, source)?,
        }])
    }

    #[cfg(feature = "docs")]
    fn docs(isa: &Isa, source: &str) -> Result<String, OutputError> {
        Ok(crate::isa::docs::markdown(isa, source)?)
    }

    fn summary(isa: &Isa) -> String {
        format!(
            "ok: ISA `{}`: {} encodings, {} aliases, {} operand types, {} register classes",
            isa.name,
            isa.encodings.len(),
            isa.aliases.len(),
            isa.types.len(),
            isa.registers.len()
        )
    }
}
