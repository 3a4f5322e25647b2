//! Validation: owns turning parsed [`Document`]s into a checked [`Spec`]. One pass collects every
//! finding (with file, line, column and, for unknown names, a suggestion) instead of stopping at the
//! first. Submodules check one part of the schema each.

mod attributes;
mod classes;
mod gates;
mod names;
mod roles;
mod sets;
mod vocabulary;

use std::collections::HashMap;

use crate::diagnostic::{Diagnostic, Rule, SpecError};
use crate::load::{LineIndex, locate};
use crate::model::{Named, Spec};
use crate::naming;
use crate::source::{FileId, Loc, SourceMap};
use crate::syntax::{Document, S};

/// Validates `documents` (each with the file it came from) into a spec.
pub(crate) fn validate(
    sources: SourceMap,
    documents: Vec<(FileId, Document)>,
) -> Result<Spec, SpecError> {
    let mut cx = Cx {
        sources: &sources,
        diags: Vec::new(),
        lines: sources
            .files()
            .iter()
            .map(|f| LineIndex::new(&f.text))
            .collect(),
    };
    for (file, doc) in &documents {
        if doc.version.value != 1 {
            let loc = cx.loc(*file, &doc.version);
            cx.push(Diagnostic::new(
                Rule::Version,
                loc,
                format!(
                    "schema version {} is not supported; this opforge reads version 1",
                    doc.version.value
                ),
            ));
        }
    }
    let decls = Decls::collect(&documents);
    let spec = build(&mut cx, &decls);
    let mut diags = cx.diags;
    if diags.is_empty() {
        let (name, doc) = spec_identity(&sources, &documents);
        return Ok(Spec {
            sources,
            name,
            doc,
            ..spec
        });
    }
    diags.sort_by_key(|d| d.loc);
    Err(SpecError {
        sources,
        diagnostics: diags,
    })
}

fn spec_identity(sources: &SourceMap, documents: &[(FileId, Document)]) -> (String, String) {
    let name = documents
        .iter()
        .find_map(|(_, d)| d.name.as_ref().map(|n| n.value.clone()))
        .unwrap_or_else(|| sources.first_stem());
    let doc = documents
        .iter()
        .find_map(|(_, d)| d.doc.as_ref().map(|n| n.value.clone()))
        .unwrap_or_default();
    (name, doc)
}

/// Every declaration of every document, with the file it came from.
pub(crate) struct Decls<'a> {
    pub types: Vec<(FileId, &'a crate::syntax::TypeDecl)>,
    pub type_sets: Vec<(FileId, &'a crate::syntax::MembersDecl)>,
    pub type_vars: Vec<(FileId, &'a crate::syntax::NamedDecl)>,
    pub flags: Vec<(FileId, &'a crate::syntax::NamedDecl)>,
    pub attributes: Vec<(FileId, &'a crate::syntax::AttributeDecl)>,
    pub classes: Vec<(FileId, &'a crate::syntax::ClassDecl)>,
    pub opcode_sets: Vec<(FileId, &'a crate::syntax::MembersDecl)>,
    pub roots: Vec<(FileId, &'a S<String>)>,
    pub gates: Vec<(FileId, &'a crate::syntax::GateDecl)>,
    /// `None` when no file declares `wires` (every wire kind is then declared).
    pub wires: Option<Vec<(FileId, &'a crate::syntax::NamedDecl)>>,
    /// `None` when no file declares `levels` (the default levels are then declared).
    pub levels: Option<Vec<(FileId, &'a crate::syntax::NamedDecl)>>,
    pub roles: Vec<(FileId, &'a crate::syntax::Entry<String>)>,
    pub graph_rules: Vec<(FileId, &'a S<String>)>,
}

impl<'a> Decls<'a> {
    fn collect(documents: &'a [(FileId, Document)]) -> Self {
        fn all<'a, T>(
            docs: &'a [(FileId, Document)],
            f: impl Fn(&'a Document) -> &'a [T],
        ) -> Vec<(FileId, &'a T)> {
            docs.iter()
                .flat_map(|(id, d)| f(d).iter().map(move |x| (*id, x)))
                .collect()
        }
        Decls {
            types: all(documents, |d| &d.types),
            type_sets: all(documents, |d| &d.type_sets),
            type_vars: all(documents, |d| &d.type_vars),
            flags: all(documents, |d| &d.flags),
            attributes: all(documents, |d| &d.attributes),
            classes: all(documents, |d| &d.classes),
            opcode_sets: all(documents, |d| &d.opcode_sets),
            roots: all(documents, |d| &d.roots),
            gates: all(documents, |d| &d.gates),
            wires: documents
                .iter()
                .any(|(_, d)| d.wires.is_some())
                .then(|| all(documents, |d| d.wires.as_deref().unwrap_or_default())),
            levels: documents
                .iter()
                .any(|(_, d)| d.levels.is_some())
                .then(|| all(documents, |d| d.levels.as_deref().unwrap_or_default())),
            roles: all(documents, |d| &d.roles.0),
            graph_rules: all(documents, |d| &d.graph_rules),
        }
    }
}

fn build(cx: &mut Cx<'_>, decls: &Decls<'_>) -> Spec {
    let ns = names::Namespaces::collect(cx, decls);
    let classes = classes::order(cx, decls, &ns);
    let types = sets::types(cx, decls);
    let type_sets = sets::type_sets(cx, decls, &ns);
    let type_vars = decls
        .type_vars
        .iter()
        .map(|(f, d)| cx.named("type variable", *f, &d.name, &d.doc))
        .collect();
    let flags: Vec<Named> = decls
        .flags
        .iter()
        .map(|(f, d)| cx.named("flag", *f, &d.name, &d.doc))
        .collect();
    if flags.len() > 64 {
        let loc = flags[64].loc;
        cx.push(Diagnostic::new(
            Rule::TooManyFlags,
            loc,
            format!(
                "{} flags are declared; at most 64 fit the flag set",
                flags.len()
            ),
        ));
    }
    let opcode_sets = sets::opcode_sets(cx, decls, &ns, &classes);
    let attributes = attributes::attributes(cx, decls);
    let roots = gates::roots(cx, decls, &ns, &classes);
    let vocabulary = vocabulary::collect(cx, decls);
    let gates = gates::gates(
        cx,
        decls,
        &ns,
        &classes,
        &opcode_sets,
        &attributes,
        &roots,
        &vocabulary,
    );
    let (roles, given) = roles::roles(cx, decls, &ns, &classes, &opcode_sets, &roots);
    let graph_rules = roles::graph_rules(cx, decls, &given);
    Spec {
        sources: SourceMap::new(),
        name: String::new(),
        doc: String::new(),
        types,
        type_sets,
        type_vars,
        flags,
        attributes,
        classes: classes.classes,
        opcode_sets,
        roots: roots.iter().map(|(op, _)| *op).collect(),
        gates,
        wires: vocabulary.wires,
        levels: vocabulary.levels,
        roles,
        graph_rules,
    }
}

/// The validation context: the sources (to compute positions) and the findings so far.
pub(crate) struct Cx<'s> {
    pub sources: &'s SourceMap,
    pub diags: Vec<Diagnostic>,
    /// The line index of every file of `sources`, in the same order.
    lines: Vec<LineIndex>,
}

impl Cx<'_> {
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
    if let Some((_, first)) = seen.get(name) {
        let first = cx.position(*first);
        cx.push(
            Diagnostic::new(
                Rule::DuplicateName,
                loc,
                format!("{kind} `{name}` is declared twice"),
            )
            .with_hint(format!("the first declaration is at {first}")),
        );
    } else {
        seen.insert(name.to_owned(), (value, loc));
    }
}
