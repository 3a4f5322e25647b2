//! Tables that name other tables (a LIR its machine, a lowering its source and target): owns
//! loading the named table relative to the naming file, and the located finding when it is
//! missing or does not load.

use std::path::{Path, PathBuf};

use crate::front::context::Cx;
use crate::front::diagnostic::{Rule, SpecError};
use crate::front::source::FileId;
use crate::front::syntax::S;

/// Loads the table `spec` names, relative to `file`'s directory, with `loader`; reports a
/// missing or broken table under `rule`, calling it a `what` (such as "machine table").
pub(crate) fn load_relative<M>(
    cx: &mut Cx<'_>,
    file: FileId,
    spec: &S<String>,
    rule: Rule,
    what: &str,
    loader: impl FnOnce(&Path, String) -> Result<M, SpecError>,
) -> Option<M> {
    let base = cx
        .sources
        .file(file)
        .and_then(|f| f.path.parent().map(PathBuf::from))
        .unwrap_or_default();
    let path = base.join(&spec.value);
    let loc = cx.loc(file, spec);
    if let Some(problem) = crate::front::read::not_a_file(&path) {
        let message = if problem == crate::front::read::NotAFile::Missing {
            format!(
                "{what} `{}` not found (looked at {})",
                spec.value,
                path.display()
            )
        } else {
            format!("{what} `{}` is {problem} ({})", spec.value, path.display())
        };
        cx.err(rule, loc, message);
        return None;
    }
    match loader(&path, spec.value.clone()) {
        Ok(m) => Some(m),
        Err(e) => {
            let first = e
                .diagnostics
                .first()
                .map(|d| format!("{}: {}", e.sources.display(d.loc.file), d.message))
                .unwrap_or_else(|| e.to_string());
            cx.err(
                rule,
                loc,
                format!(
                    "{what} `{}` does not load ({} finding(s); the first: {first})",
                    spec.value,
                    e.diagnostics.len().max(1)
                ),
            );
            None
        }
    }
}
