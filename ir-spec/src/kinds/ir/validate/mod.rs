//! Validation: owns turning parsed [`Document`]s into a checked [`Spec`]. One pass collects every
//! finding (with file, line, column and, for unknown names, a suggestion) instead of stopping at the
//! first. Submodules check one part of the schema each.

mod attributes;
mod classes;
mod gates;
mod generated;
mod names;
mod roles;
mod sets;
mod vocabulary;

use crate::front::diagnostic::{Diagnostic, Rule, SpecError};
use crate::front::source::{FileId, SourceMap};
use crate::kinds::ir::model::{Named, Spec};
use crate::kinds::ir::syntax::{Document, S};

pub(crate) use crate::front::context::{Cx, unique};

/// Validates `documents` (each with the file it came from) into a spec.
pub(crate) fn validate(
    sources: SourceMap,
    documents: Vec<(FileId, Document)>,
) -> Result<Spec, SpecError> {
    let mut cx = Cx::new(&sources);
    for (file, doc) in &documents {
        cx.check_version(*file, &doc.version);
    }
    let decls = Decls::collect(&documents);
    let spec = build(&mut cx, &decls);
    let diags = cx.into_findings();
    if diags.is_empty() {
        let (name, doc) = crate::front::kind::identity(
            &sources,
            documents.iter().map(|(_, d)| &d.name),
            documents.iter().map(|(_, d)| &d.doc),
        );
        return Ok(Spec {
            sources,
            name,
            doc,
            ..spec
        });
    }
    Err(SpecError {
        sources,
        diagnostics: diags,
    })
}

/// Every declaration of every document, with the file it came from.
pub(crate) struct Decls<'a> {
    pub types: Vec<(FileId, &'a crate::kinds::ir::syntax::TypeDecl)>,
    pub type_sets: Vec<(FileId, &'a crate::kinds::ir::syntax::MembersDecl)>,
    pub type_vars: Vec<(FileId, &'a crate::kinds::ir::syntax::NamedDecl)>,
    pub flags: Vec<(FileId, &'a crate::kinds::ir::syntax::NamedDecl)>,
    pub attributes: Vec<(FileId, &'a crate::kinds::ir::syntax::AttributeDecl)>,
    pub classes: Vec<(FileId, &'a crate::kinds::ir::syntax::ClassDecl)>,
    pub opcode_sets: Vec<(FileId, &'a crate::kinds::ir::syntax::MembersDecl)>,
    pub roots: Vec<(FileId, &'a S<String>)>,
    pub gates: Vec<(FileId, &'a crate::kinds::ir::syntax::GateDecl)>,
    /// `None` when no file declares `wires` (every wire kind is then declared).
    pub wires: Option<Vec<(FileId, &'a crate::kinds::ir::syntax::WireDecl)>>,
    /// `None` when no file declares `levels` (the default levels are then declared).
    pub levels: Option<Vec<(FileId, &'a crate::kinds::ir::syntax::NamedDecl)>>,
    pub roles: Vec<(FileId, &'a crate::kinds::ir::syntax::Entry<String>)>,
    pub graph_rules: Vec<(FileId, &'a S<String>)>,
    /// The wire kinds `wires` declares, with their behaviours, read without diagnostics (those
    /// are `vocabulary::collect`'s): what a gate's `inputs` and `outputs` keys are resolved by.
    pub wire_kinds: Vec<crate::kinds::ir::model::Wire>,
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
            wire_kinds: Vec::new(),
        }
        .with_wire_kinds()
    }

    /// These declarations with their `wire_kinds` read.
    fn with_wire_kinds(mut self) -> Self {
        self.wire_kinds = vocabulary::wire_kinds(self.wires.as_deref());
        self
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
