//! Owns [`CodegenError`], why a SysY IR module did not become A64 code: which function, which
//! instruction (with its text) and why.

use core::fmt;

use opforge_cfg::lower::LowerError;
use opforge_cfg::{Function, Inst};
use opforge_compile::CompileError;
use sysy_ir::Opcode;

/// Why [`super::lower_module`] failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodegenError {
    /// An instruction of a function did not lower (no rule, a refusal of the table, or a
    /// hand-written rule's refusal).
    Lower {
        /// The function's name.
        function: String,
        /// The instruction as the text format prints it, when the error is about one.
        inst: Option<String>,
        /// Why.
        message: String,
    },
    /// A global's contents cannot be laid out.
    Global {
        /// The global's name.
        global: String,
        /// Why.
        message: String,
    },
    /// The back end refused the lowered module.
    Compile(CompileError),
}

impl CodegenError {
    /// The error of the lowering driver or of a rule, with the instruction's text from
    /// `source`.
    pub(crate) fn lower(source: &Function<Opcode>, e: LowerError) -> Self {
        CodegenError::Lower {
            function: e.function,
            inst: e.inst.map(|i| describe(source, i)),
            message: e.message,
        }
    }
}

/// `inst` as the text format prints it, after its number.
fn describe(source: &Function<Opcode>, inst: Inst) -> String {
    if source.inst(inst).is_some() {
        format!(
            "{inst} `{}`",
            opforge_cfg::text::inst_text(source, inst).trim()
        )
    } else {
        inst.to_string()
    }
}

impl fmt::Display for CodegenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodegenError::Lower {
                function,
                inst: Some(inst),
                message,
            } => write!(f, "function `{function}`, {inst}: {message}"),
            CodegenError::Lower {
                function,
                inst: None,
                message,
            } => write!(f, "function `{function}`: {message}"),
            CodegenError::Global { global, message } => write!(f, "global `{global}`: {message}"),
            CodegenError::Compile(e) => write!(f, "back end: {e}"),
        }
    }
}

impl std::error::Error for CodegenError {}

impl From<CompileError> for CodegenError {
    fn from(e: CompileError) -> Self {
        CodegenError::Compile(e)
    }
}
