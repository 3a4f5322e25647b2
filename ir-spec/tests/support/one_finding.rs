//! The check of every error test of a table: the load failed with exactly one finding, under its
//! rule, with its message, at the first `token` of the line of the table's text holding `marker`.

use ir_spec::{Diagnostic, Rule, SpecError};

/// The one finding of a failed load of `yaml`, checked.
#[track_caller]
pub fn one_finding<T>(
    loaded: Result<T, SpecError>,
    yaml: &str,
    rule: Rule,
    (marker, token): (&str, &str),
    message: &str,
) -> Diagnostic {
    let diagnostics = match loaded {
        Ok(_) => panic!("expected an error, but the table loaded:\n{yaml}"),
        Err(e) => e.diagnostics,
    };
    assert_eq!(
        diagnostics.len(),
        1,
        "expected one finding: {diagnostics:#?}"
    );
    let d = diagnostics.into_iter().next().expect("one finding");
    let (n, line) = yaml
        .lines()
        .enumerate()
        .find(|(_, l)| l.contains(marker))
        .expect("marker in the table");
    let column = line.find(token).expect("token on the marked line") + 1;
    assert_eq!(d.rule, rule, "{d:?}");
    assert_eq!(
        (d.loc.line, d.loc.column),
        (n as u32 + 1, column as u32),
        "wrong position for {d:?}"
    );
    assert_eq!(d.message, message);
    d
}
