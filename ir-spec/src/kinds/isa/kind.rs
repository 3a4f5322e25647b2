//! The ISA kind (`kind: isa`): a machine's instruction encodings. Its document is
//! [`crate::kinds::isa::syntax::IsaDocument`], its model [`crate::kinds::isa::Isa`]; it generates the machine
//! layer (encoder, decoder, printer, parser, metadata) and the encoding reference.

use crate::front::diagnostic::SpecError;
use crate::front::kind::{Files, Output, OutputError, SpecKind, Tables};
use crate::kinds::isa::Isa;
use crate::kinds::isa::syntax::{IsaDocument, IsaKind};

impl SpecKind for IsaKind {
    type Document = IsaDocument;
    type Model = Isa;

    fn validate(files: Files<IsaDocument>, tables: &impl Tables) -> Result<Isa, SpecError> {
        crate::kinds::isa::validate_documents(files.sources, files.documents, tables.codecs())
    }

    fn outputs(isa: &Isa, source: &str) -> Result<Vec<Output>, OutputError> {
        Ok(vec![Output {
            part: "machine",
            rust: crate::kinds::isa::generate(isa, source)?,
        }])
    }

    #[cfg(feature = "docs")]
    fn docs(isa: &Isa, source: &str) -> Result<String, OutputError> {
        Ok(crate::kinds::isa::docs::markdown(isa, source)?)
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
