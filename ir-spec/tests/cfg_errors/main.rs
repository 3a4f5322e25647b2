//! Error cases of block-structured IR tables (`kind: cfg`): one test per mistake, each checking
//! that it is reported once and alone, under its rule, with its message, at the exact
//! `line:column` (double-checked by the text found there), and with its hint where there is one.
//!
//! [`spec`] builds a small valid table with extra lines: an instruction line lands on line 10,
//! an immediate line on line 12 (when no instruction line is added).

use ir_spec::cfg::CfgSpec;
use ir_spec::{Diagnostic, Loader, Rule};

/// A small valid table with `insts` appended to its instructions and `imms` to its immediates.
fn spec(insts: &str, imms: &str) -> String {
    format!(
        "\
kind: cfg
version: 1
types:
  - {{ name: i32, doc: Word. }}
  - {{ name: b1, doc: Bit. }}
classes:
  - {{ name: Op, doc: Ops. }}
instructions:
  - {{ name: nop, doc: Nothing., class: Op }}
{insts}immediates:
  - {{ name: imm, doc: Constant., bits: 32 }}
{imms}flags:
  - {{ name: pure, doc: No effects. }}
"
    )
}

fn load(yaml: &str) -> Result<CfgSpec, ir_spec::SpecError> {
    Loader::new()
        .text("t.yaml", yaml)
        .load_as::<ir_spec::kind::CfgKind>()
}

/// The one finding of `yaml`.
#[track_caller]
fn one(yaml: &str) -> Diagnostic {
    match load(yaml) {
        Ok(_) => panic!("expected an error, but the spec loaded:\n{yaml}"),
        Err(e) => {
            assert_eq!(e.diagnostics.len(), 1, "expected one finding, got:\n{e}");
            e.diagnostics.into_iter().next().expect("one finding")
        }
    }
}

/// Asserts the rule, position (and the text there), and message of the one finding of `yaml`.
#[track_caller]
fn check(
    yaml: &str,
    rule: Rule,
    (line, column): (u32, u32),
    token: &str,
    message: &str,
) -> Diagnostic {
    let d = one(yaml);
    assert_eq!(d.rule, rule, "wrong rule: {d:?}");
    assert_eq!(
        (d.loc.line, d.loc.column),
        (line, column),
        "wrong position: {d:?}"
    );
    let there: String = yaml
        .lines()
        .nth(line as usize - 1)
        .unwrap_or_default()
        .chars()
        .skip(column as usize - 1)
        .collect();
    assert!(
        there.starts_with(token),
        "line {line} column {column} shows `{there}`, not `{token}`"
    );
    assert_eq!(d.message, message);
    d
}

/// An instruction line for [`spec`].
fn inst(rest: &str) -> String {
    spec(
        &format!("  - {{ name: bad, doc: B., class: Op, {rest} }}\n"),
        "",
    )
}

mod generated_names;
mod instructions;
mod mixins;
mod pointers;
mod rules;
