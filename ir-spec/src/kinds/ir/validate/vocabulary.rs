//! Wire kinds and levels: owns the spec's `wires` and `levels` declarations (with their defaults
//! when a spec declares none), [`GateWires`] (a gate's inputs and outputs sorted by the behaviour
//! of the wire kinds they name), and the checks that a gate uses only declared wire kinds, each
//! with the shape its behaviour takes, and names a declared level.

use std::collections::HashMap;

use super::{Cx, Decls, unique};
use crate::front::diagnostic::{Diagnostic, Rule};
use crate::front::naming;
use crate::front::source::{FileId, Loc};
use crate::kinds::ir::model::{LevelId, Named, Wire, WireKind};
use crate::kinds::ir::syntax::{
    Count, Entry, GateDecl, InputEntry, S, UserEntry, WireDecl, WireInputs, WireOutputs,
};
use crate::kinds::ir::vocabulary::DEFAULT_LEVELS;

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
                name: kind.name().to_owned(),
                kind,
                doc: kind.default_doc().to_owned(),
                loc: START,
                first: true,
            })
            .collect(),
        Some(decls) => declared_wires(cx, decls),
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

/// The wire kinds `wires` declares (every behaviour under its own name when it is absent), read
/// without diagnostics: a kind with an unknown behaviour, or a name already taken, is left out.
pub(crate) fn wire_kinds(decls: Option<&[(FileId, &WireDecl)]>) -> Vec<Wire> {
    let Some(decls) = decls else {
        return WireKind::ALL
            .into_iter()
            .map(|kind| Wire {
                name: kind.name().to_owned(),
                kind,
                doc: String::new(),
                loc: START,
                first: true,
            })
            .collect();
    };
    let mut out: Vec<Wire> = Vec::new();
    for (_, w) in decls {
        let like = w.like.as_ref().map_or(&w.name.value, |l| &l.value);
        let own = WireKind::from_name(&w.name.value);
        if let Some(kind) = WireKind::from_name(like)
            && own.is_none_or(|own| own == kind)
            && !out.iter().any(|o| o.name == w.name.value)
        {
            out.push(Wire {
                name: w.name.value.clone(),
                kind,
                doc: String::new(),
                loc: START,
                first: !out.iter().any(|o| o.kind == kind),
            });
        }
    }
    out
}

/// The wire kinds a `wires` list declares, each with its behaviour (any number of kinds may
/// share one); reports a name declared twice, an unknown or missing `like`, and a handle type
/// that clashes with a generated one.
fn declared_wires(cx: &mut Cx<'_>, decls: &[(FileId, &WireDecl)]) -> Vec<Wire> {
    let mut seen = HashMap::new();
    let mut out: Vec<Wire> = Vec::new();
    for (f, w) in decls {
        let named = cx.named("wire kind", *f, &w.name, &w.doc);
        let twice = seen.contains_key(&named.name);
        unique(cx, &mut seen, "wire kind", &named.name, named.loc, ());
        if twice {
            continue;
        }
        let Some(kind) = wire_behaviour(cx, *f, w, &named) else {
            continue;
        };
        let first = !out.iter().any(|o| o.kind == kind);
        if kind != WireKind::Root {
            let handle = crate::kinds::ir::model::handle_name(kind, &named.name, first);
            let own = crate::kinds::ir::model::handle_name(kind, kind.name(), true);
            // A behaviour's default handle is its first kind's (`StateRef` for a kind named
            // `state`); `ValueRef` is the first `data`-like kind's, whatever its name.
            let taken = handle != own || (!first && handle == "ValueRef");
            if taken && naming::RESERVED_TYPE_NAMES.contains(&handle.as_str()) {
                cx.push(Diagnostic::new(
                    Rule::GeneratedNameClash,
                    named.loc,
                    format!(
                        "wire kind `{}` would get the handle type `{handle}`, which the generated code already has",
                        named.name
                    ),
                ));
                continue;
            }
        }
        out.push(Wire {
            name: named.name,
            kind,
            doc: named.doc,
            loc: named.loc,
            first,
        });
    }
    out
}

/// The behaviour of a declared wire kind: its `like:`, or its name when that is a behaviour's.
fn wire_behaviour(cx: &mut Cx<'_>, f: FileId, w: &WireDecl, named: &Named) -> Option<WireKind> {
    let behaviours = || WireKind::ALL.iter().map(|k| k.name());
    let Some(like) = &w.like else {
        let kind = WireKind::from_name(&named.name);
        if kind.is_none() {
            let how = "a wire kind of a name of its own says which behaviour it has: `like: state`, `like: depend`, `like: data` or `like: root`";
            cx.push(
                Diagnostic::new(
                    Rule::UnknownWireKind,
                    named.loc,
                    format!(
                        "wire kind `{}` is not one of opforge's wire behaviours and has no `like:`",
                        named.name
                    ),
                )
                .with_hint(match naming::did_you_mean(&named.name, behaviours()) {
                    Some(mean) => format!("{mean} Or: {how}"),
                    None => how.to_owned(),
                }),
            );
        }
        return kind;
    };
    let kind = WireKind::from_name(&like.value);
    let own = WireKind::from_name(&named.name);
    let refuse = |cx: &mut Cx<'_>, message: String, hint: String| {
        let loc = cx.loc(f, like);
        cx.push(Diagnostic::new(Rule::UnknownWireKind, loc, message).with_hint(hint));
    };
    if let (Some(own), Some(k)) = (own, kind)
        && own != k
    {
        let (name, like) = (&named.name, &like.value);
        refuse(
            cx,
            format!(
                "wire kind `{name}` is named after the `{}` behaviour, so it cannot be `like: {like}`",
                own.name()
            ),
            format!("give it a name of its own, or leave out `like: {like}`"),
        );
        return None;
    }
    if kind.is_none() {
        let hint = naming::did_you_mean(&like.value, behaviours()).unwrap_or_else(|| {
            "the wire behaviours are `state`, `depend`, `data` and `root`".into()
        });
        refuse(
            cx,
            format!(
                "wire kind `{}` is `like: {}`, which is not a wire behaviour opforge knows",
                named.name, like.value
            ),
            hint,
        );
    }
    kind
}

/// A gate's inputs and outputs, sorted by the behaviour of their wire kinds (see
/// [`GateWires::of`]): each behaviour's entries kind by kind, the kinds in the order the table
/// declares them, each with the table's name of its kind.
#[derive(Default)]
pub(crate) struct GateWires<'g> {
    /// The inputs of the `state`-like kinds.
    pub state_in: Vec<(String, &'g [S<InputEntry>])>,
    /// The counts of the `depend`-like kinds, where written.
    pub depend_in: Vec<(String, S<Count>)>,
    /// The inputs of the `data`-like kinds.
    pub data_in: Vec<(String, &'g [S<InputEntry>])>,
    /// The users the `state`-like kinds admit.
    pub state_out: Vec<(String, &'g [S<UserEntry>])>,
    /// Whether each `depend`-like kind is produced, where written.
    pub depend_out: Vec<(String, S<bool>)>,
    /// The type of each `data`-like kind's value, where written.
    pub data_out: Vec<(String, S<String>)>,
}

impl<'g> GateWires<'g> {
    /// The inputs and outputs of `g` under the wire kinds `wires` names (each with its
    /// behaviour), silently leaving out a key no wire kind has, a key written twice (after its
    /// first entry) and a value of the wrong shape for its kind's behaviour: `Vocabulary::
    /// check_wires` reports those.
    pub fn of(wires: &[Wire], g: &'g GateDecl) -> Self {
        let mut out = GateWires::default();
        for w in wires {
            let name = || w.name.clone();
            if let Some(v) = first_of(w, &g.inputs.0) {
                match (w.kind, &v.value) {
                    (WireKind::State, WireInputs::Listed(l)) => out.state_in.push((name(), l)),
                    (WireKind::Data, WireInputs::Listed(l)) => out.data_in.push((name(), l)),
                    (WireKind::Depend, WireInputs::Counted(c)) => {
                        out.depend_in.push((name(), relocate(v, *c)))
                    }
                    _ => {}
                }
            }
            if let Some(v) = first_of(w, &g.outputs.0) {
                match (w.kind, &v.value) {
                    (WireKind::State, WireOutputs::Users(u)) => out.state_out.push((name(), u)),
                    (WireKind::Depend, WireOutputs::Flag(b)) => {
                        out.depend_out.push((name(), relocate(v, *b)))
                    }
                    (WireKind::Data, WireOutputs::Type(t)) => {
                        out.data_out.push((name(), relocate(v, t.clone())))
                    }
                    _ => {}
                }
            }
        }
        out
    }

    /// Whether the gate takes any input (the first root must not).
    pub fn has_inputs(&self) -> bool {
        self.state_in.iter().any(|(_, l)| !l.is_empty())
            || self.data_in.iter().any(|(_, l)| !l.is_empty())
            || self
                .depend_in
                .iter()
                .any(|(_, c)| c.value != Count::Fixed(0))
    }
}

/// The first entry of wire kind `w` among `entries`.
fn first_of<'g, T>(w: &Wire, entries: &'g [Entry<T>]) -> Option<&'g S<T>> {
    entries
        .iter()
        .find(|(k, _)| k.value == w.name)
        .map(|(_, v)| v)
}

/// `value` at the position of `at`.
fn relocate<T, U>(at: &S<T>, value: U) -> S<U> {
    S {
        value,
        referenced: at.referenced,
        defined: at.defined,
    }
}

/// What a wire kind of behaviour `kind` takes as its inputs and its output, for messages.
fn expected_shape(kind: WireKind) -> (&'static str, &'static str) {
    match kind {
        WireKind::State => (
            "a list of inputs, each naming the opcodes that may feed it",
            "a list of the gates that may use this one",
        ),
        WireKind::Depend => (
            "a count: a number, `bitfield` or `any`",
            "`true` when the gate produces it",
        ),
        WireKind::Data => (
            "a list of inputs, each naming the types it accepts",
            "the type of the value produced",
        ),
        WireKind::Root => (
            "nothing: a gate joins a root list with its `root` key",
            "nothing: a gate joins a root list with its `root` key",
        ),
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

    /// Reports every key of gate `g`'s `inputs` and `outputs` that names no declared wire kind
    /// (with the closest declared name), a key written twice, a value of the wrong shape for its
    /// kind's behaviour, and a `root` key when `wires` declares no `root`-like kind.
    pub fn check_wires(&self, cx: &mut Cx<'_>, f: FileId, g: &GateDecl) {
        let gate = g.name.value.as_str();
        let inputs = g.inputs.0.iter().map(|(k, v)| {
            let ok = |kind| {
                matches!(
                    (kind, &v.value),
                    (WireKind::State | WireKind::Data, WireInputs::Listed(_))
                        | (WireKind::Depend, WireInputs::Counted(_))
                )
            };
            (
                k,
                cx.loc(f, v),
                "inputs",
                Box::new(ok) as Box<dyn Fn(WireKind) -> bool>,
            )
        });
        let outputs = g.outputs.0.iter().map(|(k, v)| {
            let ok = |kind| {
                matches!(
                    (kind, &v.value),
                    (WireKind::State, WireOutputs::Users(_))
                        | (WireKind::Depend, WireOutputs::Flag(_))
                        | (WireKind::Data, WireOutputs::Type(_))
                )
            };
            (
                k,
                cx.loc(f, v),
                "outputs",
                Box::new(ok) as Box<dyn Fn(WireKind) -> bool>,
            )
        });
        let entries: Vec<_> = inputs.chain(outputs).collect();
        let mut seen: HashMap<(&str, &str), Loc> = HashMap::new();
        for (k, at, side, ok) in entries {
            let key = cx.loc(f, k);
            let Some(wire) = self.wires.iter().find(|w| w.name == k.value) else {
                let hint = if WireKind::from_name(&k.value).is_some() {
                    format!(
                        "add `- {{ name: {}, doc: <what it carries> }}` to `wires`",
                        k.value
                    )
                } else {
                    naming::did_you_mean(&k.value, self.wires.iter().map(|w| w.name.as_str()))
                        .unwrap_or_else(|| {
                            format!(
                                "add `- {{ name: {}, doc: <what it carries>, like: <state, depend or data> }}` to `wires`",
                                k.value
                            )
                        })
                };
                cx.push(
                    Diagnostic::new(
                        Rule::UnknownWireKind,
                        key,
                        format!(
                            "gate `{gate}` uses `{}` wires, which `wires` does not declare",
                            k.value
                        ),
                    )
                    .with_hint(hint),
                );
                continue;
            };
            if let Some(first) = seen.insert((side, &k.value), key) {
                cx.push(
                    Diagnostic::new(
                        Rule::DuplicateName,
                        key,
                        format!("gate `{gate}` gives its `{}` {side} twice", k.value),
                    )
                    .with_hint(format!("the first is at line {}", first.line)),
                );
                continue;
            }
            if !ok(wire.kind) {
                let (i, o) = expected_shape(wire.kind);
                let want = if side == "inputs" { i } else { o };
                cx.push(Diagnostic::new(
                    Rule::Shape,
                    at,
                    format!(
                        "gate `{gate}`'s `{}` {side} are `{}` wires, whose {side} are {want}",
                        k.value,
                        wire.kind.name()
                    ),
                ));
            }
        }
        if let Some(r) = &g.root
            && !self.wires.iter().any(|w| w.kind == WireKind::Root)
        {
            cx.push(
                Diagnostic::new(
                    Rule::UnknownWireKind,
                    cx.loc(f, r),
                    format!("gate `{gate}` uses `root` wires, which `wires` does not declare"),
                )
                .with_hint("add `- { name: root, doc: <what it carries> }` to `wires`"),
            );
        }
    }
}
