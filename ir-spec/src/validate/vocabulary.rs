//! Wire kinds and levels: owns the spec's `wires` and `levels` declarations (with their defaults
//! when a spec declares none), and the checks that a gate uses only declared wire kinds and names a
//! declared level.

use std::collections::HashMap;

use super::{Cx, Decls, unique};
use crate::diagnostic::{Diagnostic, Rule};
use crate::model::{LevelId, Named, Wire, WireKind};
use crate::naming;
use crate::source::{FileId, Loc};
use crate::syntax::{Count, GateDecl, S};
use crate::vocabulary::DEFAULT_LEVELS;

/// The declared wire kinds and levels.
pub(crate) struct Vocabulary {
    pub wires: Vec<Wire>,
    pub levels: Vec<Named>,
    /// Level name to index into `levels`.
    level_index: HashMap<String, LevelId>,
}

/// Where a spec without a declaration gets its defaults from: the start of its first file.
const START: Loc = Loc::new(FileId(0), 1, 1);

pub(crate) fn collect(cx: &mut Cx<'_>, d: &Decls<'_>) -> Vocabulary {
    let wires = match &d.wires {
        None => WireKind::ALL
            .into_iter()
            .map(|kind| Wire {
                kind,
                doc: kind.default_doc().to_owned(),
                loc: START,
            })
            .collect(),
        Some(decls) => {
            let mut seen = HashMap::new();
            let mut out = Vec::new();
            for (f, w) in decls {
                let named = cx.named("wire kind", *f, &w.name, &w.doc);
                unique(cx, &mut seen, "wire kind", &named.name, named.loc, ());
                match WireKind::from_name(&named.name) {
                    Some(kind) => out.push(Wire {
                        kind,
                        doc: named.doc,
                        loc: named.loc,
                    }),
                    None => cx.push(
                        Diagnostic::new(
                            Rule::UnknownWireKind,
                            named.loc,
                            format!("`{}` is not a wire kind opforge knows", named.name),
                        )
                        .with_hint(
                            naming::did_you_mean(
                                &named.name,
                                WireKind::ALL.iter().map(|k| k.name()),
                            )
                            .unwrap_or_else(|| {
                                "the wire kinds are `state`, `depend`, `data` and `root`".into()
                            }),
                        ),
                    ),
                }
            }
            out
        }
    };
    let levels: Vec<Named> = match &d.levels {
        None => DEFAULT_LEVELS
            .iter()
            .map(|(name, doc)| Named {
                name: (*name).to_owned(),
                doc: (*doc).to_owned(),
                loc: START,
            })
            .collect(),
        Some(decls) => {
            let mut seen = HashMap::new();
            let mut camel: HashMap<String, (String, Loc)> = HashMap::new();
            let mut out = Vec::new();
            for (f, l) in decls {
                let named = cx.named("level", *f, &l.name, &l.doc);
                unique(cx, &mut seen, "level", &named.name, named.loc, ());
                let rust = naming::camel(&named.name);
                match camel.get(&rust) {
                    Some((other, _)) if *other != named.name => cx.push(Diagnostic::new(
                        Rule::GeneratedNameClash,
                        named.loc,
                        format!(
                            "levels `{other}` and `{}` both become `Level::{rust}`",
                            named.name
                        ),
                    )),
                    _ => {
                        camel.insert(rust, (named.name.clone(), named.loc));
                    }
                }
                out.push(named);
            }
            out
        }
    };
    let level_index = levels
        .iter()
        .enumerate()
        .map(|(i, l)| (l.name.clone(), i))
        .collect();
    Vocabulary {
        wires,
        levels,
        level_index,
    }
}

impl Vocabulary {
    /// Resolves a gate's `level`, reporting a level the spec does not declare.
    pub fn level(
        &self,
        cx: &mut Cx<'_>,
        f: FileId,
        gate: &str,
        level: Option<&S<String>>,
    ) -> Option<LevelId> {
        let level = level?;
        if let Some(&i) = self.level_index.get(&level.value) {
            return Some(i);
        }
        let loc = cx.loc(f, level);
        let hint = naming::did_you_mean(&level.value, self.levels.iter().map(|l| l.name.as_str()))
            .unwrap_or_else(|| {
                let all: Vec<String> = self
                    .levels
                    .iter()
                    .map(|l| format!("`{}`", l.name))
                    .collect();
                if all.is_empty() {
                    "the spec declares no levels; add them to `levels`".to_owned()
                } else {
                    format!("the declared levels are {}", all.join(", "))
                }
            });
        cx.push(
            Diagnostic::new(
                Rule::UnknownLevel,
                loc,
                format!("gate `{gate}` names an unknown level `{}`", level.value),
            )
            .with_hint(hint),
        );
        None
    }

    /// Reports every wire kind gate `g` uses that the spec does not declare, at its first use.
    pub fn check_wires(&self, cx: &mut Cx<'_>, f: FileId, g: &GateDecl) {
        let declared = |k: WireKind| self.wires.iter().any(|w| w.kind == k);
        let (i, o) = (&g.inputs, &g.outputs);
        let depend_in = i.depend.as_ref().filter(|c| c.value != Count::Fixed(0));
        let uses: [(WireKind, Option<Loc>); 4] = [
            (
                WireKind::State,
                i.state
                    .first()
                    .map(|e| cx.loc(f, e))
                    .or_else(|| o.state.first().map(|u| cx.loc(f, u))),
            ),
            (
                WireKind::Depend,
                depend_in
                    .map(|c| cx.loc(f, c))
                    .or_else(|| o.depend.as_ref().filter(|b| b.value).map(|b| cx.loc(f, b))),
            ),
            (
                WireKind::Data,
                i.data
                    .first()
                    .map(|e| cx.loc(f, e))
                    .or_else(|| o.data.as_ref().map(|t| cx.loc(f, t))),
            ),
            (WireKind::Root, g.root.as_ref().map(|r| cx.loc(f, r))),
        ];
        for (kind, at) in uses {
            if let Some(at) = at.filter(|_| !declared(kind)) {
                cx.push(
                    Diagnostic::new(
                        Rule::UnknownWireKind,
                        at,
                        format!(
                            "gate `{}` uses `{}` wires, which `wires` does not declare",
                            g.name.value,
                            kind.name()
                        ),
                    )
                    .with_hint(format!(
                        "add `- {{ name: {}, doc: <what it carries> }}` to `wires`",
                        kind.name()
                    )),
                );
            }
        }
    }
}
