//! Error cases of the spec loader and validator: one test per distinct mistake. Each checks that
//! the mistake is reported once and alone, under the intended rule, with its message, at the exact
//! `line:column`, and, for unknown names, with the suggestion. Further tests check that several
//! mistakes are all reported in one load, how a failure renders, and that hostile input is refused
//! without a panic and with bounded work (bytes allocated, counted by [`work::Counting`]; never
//! elapsed time, which a busy machine stretches). The cases are grouped by theme, one module a file; the helpers and
//! the base spec they extend are here.
//!
//! Most cases append a few lines to [`BASE`], a small valid spec of [`B`] lines that ends inside the
//! `gates` list: an appended `  - { ... }` line adds a gate, an unindented line starts a top-level
//! key, and appended line `k` is line `B + k` of the file. Columns are counted by hand and
//! double-checked by [`check`], which also asserts which text the column points at. A gate line
//! that starts `  - { name: SUB, doc: S., class: Arith, ` has its next key at column 41.

mod budget;
mod classes;
mod gates;
mod names;
mod render;
mod roles;
mod schema;
mod work;
mod yaml;

use std::path::PathBuf;
use std::sync::{Mutex, MutexGuard, PoisonError};

use ir_spec::{Diagnostic, Limits, Loader, Rule, SpecError};

/// A small valid spec (12 lines) that ends inside the `gates` list.
const BASE: &str = "\
kind: ir
version: 1
types:
  - { name: I32, doc: Word. }
type_vars:
  - { name: FLEX, doc: Own type. }
flags:
  - { name: pure, doc: No effects. }
classes:
  - { name: Arith, doc: Arithmetic. }
gates:
  - { name: ADD, doc: Adds., class: Arith }
";

/// Number of lines of [`BASE`].
const B: u32 = 12;

/// Every allocation of this test binary is counted, so that the tests of large and hostile
/// inputs bound their work (bytes allocated) instead of their time.
#[global_allocator]
static COUNTING: work::Counting = work::Counting;

/// The bytes a load may allocate per byte of its input: refusing (or loading) a large or hostile
/// input costs work linear in its size, the parser's events, the spec's nodes and the findings
/// included.
const WORK_PER_BYTE: u64 = 1_000;

/// The bytes any load may allocate besides (the schema, tables and messages of a small spec).
const WORK_BASE: u64 = 64 << 20;

/// [`BASE`] followed by `extra`.
fn with(extra: &str) -> String {
    format!("{BASE}{extra}")
}

/// Loads `yaml` as `t.yaml` and returns the error, failing if it loads.
fn fail(yaml: &str) -> SpecError {
    match Loader::new().text("t.yaml", yaml).load_ir() {
        Ok(_) => panic!("expected an error, but the spec loaded:\n{yaml}"),
        Err(e) => e,
    }
}

/// The first finding of loading `yaml` under `limits`, failing if it loads.
fn one_under(yaml: &str, limits: Limits) -> Diagnostic {
    match Loader::new().text("t.yaml", yaml).limits(limits).load_ir() {
        Ok(_) => panic!("expected an error, but the spec loaded under {limits:?}"),
        Err(e) => e.diagnostics.into_iter().next().expect("a finding"),
    }
}

/// The spec `yaml` loads to, failing with its first finding if it does not load.
fn loads(yaml: &str) -> ir_spec::Spec {
    Loader::new()
        .text("t.yaml", yaml)
        .load_ir()
        .unwrap_or_else(|e| panic!("{e}"))
}

/// Every finding of loading `yaml`.
fn errs(yaml: &str) -> Vec<Diagnostic> {
    fail(yaml).diagnostics
}

/// The one finding of loading `yaml`; fails, listing them, if there are several.
#[track_caller]
fn one(yaml: &str) -> Diagnostic {
    let e = fail(yaml);
    assert_eq!(
        e.diagnostics.len(),
        1,
        "expected exactly one finding, got:\n{e}"
    );
    e.diagnostics.into_iter().next().expect("one finding")
}

/// The text of `yaml` from 1-based `line` and `column` to the end of that line.
fn text_at(yaml: &str, line: u32, column: u32) -> String {
    let text = yaml.lines().nth(line as usize - 1).unwrap_or_default();
    text.trim_start_matches('\u{feff}')
        .chars()
        .skip(column as usize - 1)
        .collect()
}

/// Asserts that `d` breaks `rule` at `line`:`column` of `yaml`, that the text there starts with
/// `token`, and that its message contains `message`.
#[track_caller]
fn check(
    d: &Diagnostic,
    yaml: &str,
    rule: Rule,
    (line, column): (u32, u32),
    token: &str,
    message: &str,
) {
    assert_eq!(d.rule, rule, "wrong rule: {d:?}");
    assert_eq!(
        (d.loc.line, d.loc.column),
        (line, column),
        "wrong position: {d:?}"
    );
    let there = text_at(yaml, line, column);
    assert!(
        there.starts_with(token),
        "line {line} column {column} shows `{there}`, not `{token}` (the test is miscounted)"
    );
    assert!(
        d.message.contains(message),
        "message `{}` lacks `{message}`",
        d.message
    );
}

/// Asserts the hint of `d`.
#[track_caller]
fn hint(d: &Diagnostic, expected: &str) {
    assert_eq!(d.hint.as_deref(), Some(expected), "wrong hint: {d:?}");
}

/// Held by the tests that load large inputs, so that they run one at a time rather than all
/// holding their memory at once.
static HEAVY: Mutex<()> = Mutex::new(());

/// Waits for the other large inputs to finish, and holds them off while the guard lives.
fn heavy() -> MutexGuard<'static, ()> {
    HEAVY.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Runs `f` on an input of `input` bytes, failing if it allocates more than [`WORK_BASE`] plus
/// [`WORK_PER_BYTE`] bytes for each byte of the input (counted on this thread, whatever runs
/// beside it).
#[track_caller]
fn bounded<T>(input: usize, f: impl FnOnce() -> T) -> T {
    within(WORK_BASE + WORK_PER_BYTE * input as u64, f)
}

/// Runs `f`, failing if it allocates more than `bound` bytes (counted on this thread).
#[track_caller]
fn within<T>(bound: u64, f: impl FnOnce() -> T) -> T {
    let _alone = heavy();
    let before = work::allocated();
    let out = f();
    let spent = work::allocated() - before;
    assert!(
        spent <= bound,
        "{spent} bytes allocated; the bound is {bound}"
    );
    out
}

/// Asserts that a budget message is plain English: no Rust debug struct, and the way to raise the
/// limit.
#[track_caller]
fn plain(d: &Diagnostic) {
    assert!(
        !d.message.contains('{') && !d.message.contains("budget breached"),
        "not plain: {d:?}"
    );
    assert!(
        d.message.contains("raise it with `Loader::limits`"),
        "does not say how to raise the limit: {d:?}"
    );
}

/// A path in the temporary directory, unique to this process and `name`.
fn temp_path(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("opforge-errors-{}-{name}", std::process::id()))
}
