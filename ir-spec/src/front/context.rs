//! The validation context every kind of spec shares: owns the sources being checked (to turn a
//! located value into `file:line:col`), the findings collected so far, and the checks every kind
//! makes the same way: the schema version, declared names (identifiers usable in generated code,
//! unique in their namespace, documented), unknown names with a "did you mean" hint, and `A | B`
//! alternatives with the position of each.

use std::collections::HashMap;

use super::model::Named;
use crate::front::diagnostic::{Diagnostic, Rule};
use crate::front::naming;
use crate::front::read::{LineIndex, locate};
use crate::front::source::{FileId, Loc, SourceMap};
use crate::front::syntax::S;

/// The validation context: the sources (to compute positions) and the findings so far.
pub(crate) struct Cx<'s> {
    pub sources: &'s SourceMap,
    pub diags: Vec<Diagnostic>,
    /// The line index of every file of `sources`, in the same order.
    lines: Vec<LineIndex>,
    /// Every name declared so far, with what it is (`flag`, `type set`): an unknown name that is
    /// declared as something else is reported as that confusion.
    declared: HashMap<String, Vec<String>>,
}

impl<'s> Cx<'s> {
    /// A context with no findings over `sources`.
    pub fn new(sources: &'s SourceMap) -> Self {
        Cx {
            sources,
            diags: Vec::new(),
            lines: sources
                .files()
                .iter()
                .map(|f| LineIndex::new(&f.text))
                .collect(),
            declared: HashMap::new(),
        }
    }

    /// The findings, in file and line order.
    pub fn into_findings(self) -> Vec<Diagnostic> {
        let mut diags = self.diags;
        diags.sort_by_key(|d| d.loc);
        diags
    }

    /// Records a finding when a file's `version` is not one this opforge reads.
    pub fn check_version(&mut self, file: FileId, version: &S<u64>) {
        if version.value != 1 {
            let loc = self.loc(file, version);
            self.push(Diagnostic::new(
                Rule::Version,
                loc,
                format!(
                    "schema version {} is not supported; this opforge reads version 1",
                    version.value
                ),
            ));
        }
    }

    /// Records that `name`, a `kind`, is declared again at `loc` after `first`.
    pub fn declared_twice(&mut self, kind: &str, name: &str, loc: Loc, first: Loc) {
        let first = self.position(first);
        self.push(
            Diagnostic::new(
                Rule::DuplicateName,
                loc,
                format!("{kind} `{name}` is declared twice"),
            )
            .with_hint(format!("the first declaration is at {first}")),
        );
    }

    /// Records a finding that breaks `rule`.
    pub fn err(&mut self, rule: Rule, loc: Loc, message: impl Into<String>) {
        self.push(Diagnostic::new(rule, loc, message));
    }

    /// [`unknown`](Self::unknown) for a name written in file `file`, located where it is written.
    pub fn unknown_name<'a>(
        &mut self,
        rule: Rule,
        file: FileId,
        name: &S<String>,
        what: &str,
        candidates: impl IntoIterator<Item = &'a str>,
    ) {
        let loc = self.loc(file, name);
        self.unknown(rule, loc, what, &name.value, candidates);
    }

    /// Records that `name`, used as a `what`, names nothing declared, with a "did you mean" hint
    /// from `candidates`.
    pub fn unknown<'a>(
        &mut self,
        rule: Rule,
        loc: Loc,
        what: &str,
        name: &str,
        candidates: impl IntoIterator<Item = &'a str>,
    ) {
        let hint = self
            .confusion(name, what)
            .or_else(|| naming::did_you_mean(name, candidates));
        self.push(
            Diagnostic::new(rule, loc, format!("unknown {what} `{name}`")).with_optional_hint(hint),
        );
    }

    /// When `name`, unknown as a `what`, is declared as something else (a flag named where a
    /// type is expected), the hint that says so: that is the likelier mistake than a misspelling.
    pub fn confusion(&self, name: &str, what: &str) -> Option<String> {
        let kind = self
            .declared
            .get(name)?
            .iter()
            .find(|k| k.as_str() != what && !what.ends_with(&format!(" {k}")))?;
        Some(format!(
            "`{name}` is {} {kind}, not {} {what}",
            naming::article(kind),
            naming::article(what)
        ))
    }

    /// The position of character `offset` of a one-line string scalar (past an opening quote).
    pub fn at(&self, file: FileId, s: &S<String>, offset: usize) -> Loc {
        let loc = self.loc(file, s);
        let quoted = self
            .sources
            .file(file)
            .and_then(|f| f.line(loc.line))
            .and_then(|line| line.chars().nth(loc.column.saturating_sub(1) as usize))
            .is_some_and(|c| c == '"' || c == '\'');
        loc.shifted(offset as u32 + u32::from(quoted))
    }

    /// The position of a spanned value in `file`.
    pub fn loc<T>(&self, file: FileId, s: &S<T>) -> Loc {
        let l = &s.referenced;
        let (line, column) = match (self.sources.file(file), self.lines.get(file.0 as usize)) {
            (Some(f), Some(index)) => locate(index, &f.text, l),
            _ => (l.line() as u32, l.column() as u32),
        };
        Loc::new(file, line, column)
    }

    /// Records a finding.
    pub fn push(&mut self, d: Diagnostic) {
        self.diags.push(d);
    }

    /// Checks that a declared name is an identifier and not a keyword, that its doc is present, and
    /// returns it as a [`Named`].
    pub fn named(
        &mut self,
        kind: &str,
        file: FileId,
        name: &S<String>,
        doc: &Option<S<String>>,
    ) -> Named {
        let loc = self.loc(file, name);
        self.check_identifier(kind, &name.value, loc);
        let kinds = self.declared.entry(name.value.clone()).or_default();
        if !kinds.iter().any(|k| k == kind) {
            kinds.push(kind.to_owned());
        }
        let doc = self.require_doc(kind, &name.value, loc, doc);
        Named {
            name: name.value.clone(),
            doc,
            loc,
        }
    }

    /// Checks that `name` is an identifier whose generated forms are usable: its CamelCase form
    /// must not be a keyword (`Self`), nor its snake_case form one of `self`, `super`, `crate`.
    /// Other snake_case keywords (`return`) get a trailing underscore in generated code.
    pub fn check_identifier(&mut self, kind: &str, name: &str, loc: Loc) {
        if !naming::is_identifier(name) {
            self.push(
                Diagnostic::new(
                    Rule::InvalidIdentifier,
                    loc,
                    format!("{kind} name `{name}` is not an identifier"),
                )
                .with_hint("use ASCII letters, digits and underscores, starting with a letter"),
            );
        } else if naming::is_rust_keyword(&naming::camel(name))
            || ["self", "super", "crate"].contains(&naming::snake(name).as_str())
        {
            self.push(Diagnostic::new(
                Rule::ReservedName,
                loc,
                format!("{kind} name `{name}` would become a Rust keyword in generated code"),
            ));
        }
    }

    /// Checks a name the generated code spells as written (a method a row names, a crate): an
    /// identifier that is no Rust keyword of edition 2024 (`fn`, `gen`, `Self`).
    pub fn check_verbatim(&mut self, kind: &str, name: &str, loc: Loc) {
        if !naming::is_identifier(name) {
            self.check_identifier(kind, name, loc);
        } else if naming::is_rust_keyword(name) {
            self.push(Diagnostic::new(
                Rule::ReservedName,
                loc,
                format!("{kind} name `{name}` is a Rust keyword, and the generated code spells it as written"),
            ));
        }
    }

    /// Checks that `text` is a Rust path the generated code can `use`: `::`-separated
    /// identifiers (`a::b`, `::a::b`), none a keyword but a leading `crate`, `self` or `super`s.
    pub fn check_rust_path(&mut self, kind: &str, text: &str, loc: Loc) {
        match naming::path_problem(text) {
            Some(naming::PathProblem::Malformed) => self.push(
                Diagnostic::new(
                    Rule::InvalidIdentifier,
                    loc,
                    format!("{kind} `{text}` is not a Rust path"),
                )
                .with_hint("write identifiers separated by `::`, such as `crate::lir`"),
            ),
            Some(naming::PathProblem::Keyword(k)) => self.push(Diagnostic::new(
                Rule::ReservedName,
                loc,
                format!(
                    "{kind} `{text}` names `{k}`, a Rust keyword, which a path cannot name there"
                ),
            )),
            None => {}
        }
    }

    /// Returns the trimmed doc, or records a missing-doc finding and returns an empty string.
    pub fn require_doc(
        &mut self,
        kind: &str,
        name: &str,
        loc: Loc,
        doc: &Option<S<String>>,
    ) -> String {
        match doc {
            Some(d) if !d.value.trim().is_empty() => d.value.trim().to_owned(),
            _ => {
                self.push(
                    Diagnostic::new(
                        Rule::MissingDoc,
                        loc,
                        format!("{kind} `{name}` has no `doc`"),
                    )
                    .with_hint("every public item is documented; add `doc: <one sentence>`"),
                );
                String::new()
            }
        }
    }

    /// Splits `A | B | C` into its alternatives with their positions. `at` is the position of the
    /// whole scalar.
    pub fn alternatives(&mut self, text: &str, at: Loc) -> Vec<(String, Loc)> {
        let positions = self.value_positions(text, at);
        let mut out = Vec::new();
        let mut offset = 0usize;
        for part in text.split('|') {
            let lead = part.chars().take_while(|c| c.is_whitespace()).count();
            let trimmed = part.trim();
            let loc = positions.get(offset + lead).copied().unwrap_or(at);
            if trimmed.is_empty() {
                self.push(Diagnostic::new(
                    Rule::EmptyAlternative,
                    loc,
                    format!("`{text}` has an empty alternative"),
                ));
            } else {
                out.push((trimmed.to_owned(), loc));
            }
            offset += part.chars().count() + 1;
        }
        out
    }

    /// The position of every character of a scalar's value `text`, and of its end, found by
    /// walking the source from `at`, the scalar's position: past an opening quote, across line
    /// breaks that the value folds into spaces and over indentation. Where the source spells the
    /// value otherwise (an escape), the remaining positions continue along the line.
    fn value_positions(&self, text: &str, at: Loc) -> Vec<Loc> {
        let source = self
            .sources
            .file(at.file)
            .zip(self.lines.get(at.file.0 as usize))
            .and_then(|(f, index)| f.text.get(index.offset(&f.text, at.line, at.column)?..))
            .unwrap_or("");
        let mut src = source.chars().peekable();
        let mut pos = at;
        let step = |pos: &mut Loc, c: char| {
            if c == '\n' {
                pos.line += 1;
                pos.column = 1;
            } else {
                pos.column += 1;
            }
        };
        if let Some(&q) = src.peek().filter(|&&c| c == '"' || c == '\'') {
            step(&mut pos, q);
            src.next();
        }
        let mut aligned = true;
        let mut out = Vec::with_capacity(text.len() + 1);
        for c in text.chars() {
            // Indentation, and blank lines the value keeps as one line break.
            if aligned && !c.is_whitespace() {
                while let Some(s) = src.next_if(|s| s.is_whitespace()) {
                    step(&mut pos, s);
                }
            }
            out.push(pos);
            match src.peek().copied() {
                Some(s) if aligned && s == c => {
                    step(&mut pos, s);
                    src.next();
                }
                // A line break folded into a space, with the indentation that follows it.
                Some(s) if aligned && c.is_whitespace() && s.is_whitespace() => {
                    while let Some(s) = src.next_if(|s| s.is_whitespace()) {
                        step(&mut pos, s);
                    }
                }
                _ if aligned && c.is_whitespace() => {}
                _ => {
                    aligned = false;
                    pos.column += 1;
                }
            }
        }
        out.push(pos);
        out
    }

    /// The `file:line:col` of a position, for hints.
    pub fn position(&self, loc: Loc) -> String {
        format!(
            "{}:{}:{}",
            self.sources.display(loc.file),
            loc.line,
            loc.column
        )
    }
}

/// Records a duplicate-name finding when `name` is already in `seen`, and inserts it otherwise.
pub(crate) fn unique<V: Copy>(
    cx: &mut Cx<'_>,
    seen: &mut HashMap<String, (V, Loc)>,
    kind: &str,
    name: &str,
    loc: Loc,
    value: V,
) {
    match seen.get(name) {
        Some(&(_, first)) => cx.declared_twice(kind, name, loc, first),
        None => {
            seen.insert(name.to_owned(), (value, loc));
        }
    }
}
