//! SpiderMonkey's `MIROps.yaml` (with its `#ifdef` lines): MIR opcodes, operands and attributes
//! into opforge gates.

use super::*;

/// How a MIROps.yaml key becomes an attribute.
pub(crate) enum MirKey {
    /// `true` (or `false`): a `bool` attribute.
    Bool,
    /// Named values: an `enum` attribute with this default (the "attribute not specified" case)
    /// and these documented cases; values found in the table are added.
    Enum(&'static str, &'static [&'static str]),
    /// A count: an `int` attribute in `0..=max`, default 0.
    Int(i64),
}

/// The attribute-like keys of MIROps.yaml, with the meaning its header comment documents.
pub(crate) const MIR_ATTRS: &[(&str, MirKey, &str)] = &[
    (
        "guard",
        MirKey::Bool,
        "The op is a guard: it is kept for its checks even when its result is unused (setGuard).",
    ),
    (
        "movable",
        MirKey::Bool,
        "The op may be hoisted (setMovable).",
    ),
    (
        "folds_to",
        MirKey::Enum("unset", &["unset", "custom"]),
        "How foldsTo folds the op: `unset` (no folding) or `custom` (C++).",
    ),
    (
        "congruent_to",
        MirKey::Enum("unset", &["unset", "if_operands_equal", "custom"]),
        "How value numbering compares the op: `unset` (never congruent), `if_operands_equal` or `custom` (C++).",
    ),
    (
        "alias_set",
        MirKey::Enum("any", &["any", "none", "custom"]),
        "The op's alias set for alias analysis: `any` (the default), `none` or `custom` (C++).",
    ),
    (
        "possibly_calls",
        MirKey::Enum("unset", &["unset", "true", "custom"]),
        "Whether the op may call: `unset` (does not call), `true` or `custom` (C++).",
    ),
    (
        "compute_range",
        MirKey::Enum("unset", &["unset", "custom"]),
        "How range analysis computes the op's range: `unset` (no range) or `custom` (C++).",
    ),
    (
        "can_recover",
        MirKey::Enum("unset", &["unset", "true", "custom"]),
        "Whether the op can be recovered on bailout: `unset` (no), `true` or `custom` (C++).",
    ),
    ("clone", MirKey::Bool, "The op may be cloned."),
    (
        "can_consume_float32",
        MirKey::Bool,
        "The op's operands may have MIRType::Float32.",
    ),
    (
        "generate_lir",
        MirKey::Bool,
        "A one-to-one LIR instruction is generated for the op.",
    ),
    (
        "lir_temps",
        MirKey::Int(15),
        "Temporary registers of the generated LIR instruction (when `generate_lir`), at most 15.",
    ),
    (
        "might_alias",
        MirKey::Enum("unset", &["unset", "custom"]),
        "How mightAlias is answered: `unset` (default) or `custom` (C++); not documented in the table's header.",
    ),
    (
        "type_policy",
        MirKey::Enum("unset", &["unset", "none"]),
        "The op's type policy: `unset` (derived from the operand types) or `none` (NoTypePolicy).",
    ),
];

/// What the line preprocessor of MIROps.yaml found.
pub(crate) struct Preprocessed {
    /// The text without `#ifdef`/`#else`/`#endif` lines and without the branches that would repeat
    /// a key.
    pub(crate) text: String,
    /// Op name → the `#ifdef` condition its whole entry sits under.
    pub(crate) cfg: HashMap<String, String>,
    /// Op name → the comment right above its entry.
    pub(crate) docs: HashMap<String, String>,
    /// Key lines under a condition inside an op entry: (op, condition, line, kept?).
    pub(crate) conditional_keys: Vec<(String, String, String, bool)>,
}

pub(crate) fn directive(line: &str) -> Option<(&str, &str)> {
    let t = line.trim_start().strip_prefix('#')?;
    let t = t.trim_start();
    for d in ["ifdef", "ifndef", "if", "elif", "else", "endif"] {
        if let Some(rest) = t.strip_prefix(d)
            && (rest.is_empty() || rest.starts_with(char::is_whitespace))
        {
            return Some((d, rest.trim()));
        }
    }
    None
}

pub(crate) fn preprocess_mir(text: &str) -> Preprocessed {
    let lines: Vec<&str> = text.lines().collect();
    // Which #if blocks have an #else (to drop the branch that would repeat a key).
    let mut has_else: HashMap<usize, bool> = HashMap::new();
    let mut open: Vec<usize> = Vec::new();
    for (i, l) in lines.iter().enumerate() {
        match directive(l) {
            Some(("ifdef" | "ifndef" | "if", _)) => {
                open.push(i);
                has_else.insert(i, false);
            }
            Some(("else" | "elif", _)) => {
                if let Some(&o) = open.last() {
                    has_else.insert(o, true);
                }
            }
            Some(("endif", _)) => {
                open.pop();
            }
            _ => {}
        }
    }
    struct Block {
        start: usize,
        cond: String,
        in_else: bool,
    }
    let mut out = Preprocessed {
        text: String::with_capacity(text.len()),
        cfg: HashMap::new(),
        docs: HashMap::new(),
        conditional_keys: Vec::new(),
    };
    let mut stack: Vec<Block> = Vec::new();
    let mut comment: Vec<String> = Vec::new();
    let mut current: Option<(String, usize)> = None;
    for (i, l) in lines.iter().enumerate() {
        if let Some((d, rest)) = directive(l) {
            match d {
                "ifdef" | "if" => stack.push(Block {
                    start: i,
                    cond: rest.to_owned(),
                    in_else: false,
                }),
                "ifndef" => stack.push(Block {
                    start: i,
                    cond: format!("!{rest}"),
                    in_else: false,
                }),
                "else" | "elif" => {
                    if let Some(b) = stack.last_mut() {
                        b.in_else = true;
                    }
                }
                _ => {
                    stack.pop();
                }
            }
            continue;
        }
        let cond = || {
            stack
                .iter()
                .map(|b| {
                    if b.in_else {
                        format!("!({})", b.cond)
                    } else {
                        b.cond.clone()
                    }
                })
                .collect::<Vec<_>>()
                .join(" && ")
        };
        if let Some(name) = l.strip_prefix("- name:") {
            let name = name.trim().to_owned();
            if !stack.is_empty() {
                out.cfg.insert(name.clone(), cond());
            }
            if !comment.is_empty() {
                let doc = comment.join("\n").trim().to_owned();
                if !doc.is_empty() {
                    out.docs.insert(name.clone(), doc);
                }
            }
            comment.clear();
            current = Some((name, stack.len()));
            out.text.push_str(l);
            out.text.push('\n');
            continue;
        }
        let trimmed = l.trim_start();
        if let Some(c) = trimmed.strip_prefix('#') {
            if l.starts_with('#') {
                comment.push(c.strip_prefix(' ').unwrap_or(c).to_owned());
            }
            out.text.push_str(l);
            out.text.push('\n');
            continue;
        }
        if trimmed.is_empty() {
            comment.clear();
            out.text.push('\n');
            continue;
        }
        comment.clear();
        let mut keep = true;
        if let Some((op, depth)) = &current
            && stack.len() > *depth
        {
            // A key of an op whose entry started outside this block: conditional key.
            let inner = stack.last().expect("nonempty");
            let repeated = !inner.in_else && has_else.get(&inner.start).copied().unwrap_or(false);
            keep = !repeated;
            out.conditional_keys
                .push((op.clone(), cond(), l.trim().to_owned(), keep));
        }
        if keep {
            out.text.push_str(l);
        }
        out.text.push('\n');
    }
    out
}

/// Translates SpiderMonkey's `MIROps.yaml` (see the module docs for the mapping).
///
/// `name` → gate name; `operands` → named data inputs typed by MIRType (one primary type per MIRType
/// found); `arguments` → fields (C++ types mapped by [`cpp_to_rust`]); `result_type` →
/// `outputs.data`; `gen_boilerplate: false` → class `HandWritten` (others: `Generated`, both under
/// `MirOp`); the keys of `MIR_ATTRS` → attributes; an entry under `#ifdef X` → text attribute
/// `cfg`; the comment above an entry → doc.
pub fn translate_spidermonkey(text: &str, mode: Mode) -> Result<Translation, ImportError> {
    let pre = preprocess_mir(text);
    let root = parse_yaml(&pre.text)?;
    let ops = root
        .as_seq()
        .ok_or("the MIR table's top level is not a list")?;
    let mut notes = Notes::default();
    let mut m = Model {
        name: "spidermonkey_mir".to_owned(),
        doc: "SpiderMonkey's MIR opcodes, translated from js/src/jit/MIROps.yaml.".to_owned(),
        ..Model::default()
    };
    for (op, cond, line, kept) in &pre.conditional_keys {
        notes.lost(
            "key inside an op under `#ifdef` (a key's value cannot depend on a build condition)",
            format!(
                "{op}: `{line}` only when {cond}{}",
                if *kept {
                    " — kept unconditionally"
                } else {
                    " — dropped: the `#else` branch sets the same key and is kept"
                }
            ),
        );
    }
    let mut mir_types: Vec<String> = Vec::new();
    let mut seen_cases: HashMap<&str, Vec<String>> = HashMap::new();
    let mut used_attrs: HashSet<&str> = HashSet::new();
    let mut uses_cfg = false;
    let mut class_used = [false, false];
    for op in ops {
        let Some(map) = op.as_map() else {
            notes.lost("entry that is not a mapping", op.to_string());
            continue;
        };
        let name = op
            .get("name")
            .and_then(Node::as_str)
            .unwrap_or("UNNAMED")
            .to_owned();
        let map = dedupe(map, &name, &mut notes);
        let mut g = GateItem {
            name: name.clone(),
            class: "Generated".to_owned(),
            ..GateItem::default()
        };
        for (k, v) in &map {
            let key = k.as_str();
            match key {
                "name" => notes.map(key, "gate name"),
                "gen_boilerplate" => match v {
                    Node::Bool(false) => {
                        g.class = "HandWritten".to_owned();
                        notes.map(key, "class `HandWritten` (false) / `Generated` (default)");
                    }
                    Node::Bool(true) => {
                        notes.map(key, "class `HandWritten` (false) / `Generated` (default)");
                    }
                    other => {
                        notes.lost("non-boolean `gen_boilerplate`", format!("{name}: {other}"))
                    }
                },
                "operands" => {
                    let Some(list) = v.as_map() else {
                        notes.lost("`operands` that is not a mapping", format!("{name}: {v}"));
                        continue;
                    };
                    for (oname, oty) in list {
                        let Some(ty) = oty.as_str() else {
                            notes.lost(
                                "operand whose type is not a name",
                                format!("{name}.{oname}: {oty}"),
                            );
                            continue;
                        };
                        add_members(&mut mir_types, &[ty.to_owned()]);
                        g.inputs.push(InputItem {
                            name: Some(oname.clone()),
                            ty: Some(ty.to_owned()),
                            ..InputItem::default()
                        });
                    }
                    notes.map(key, "named data inputs typed by MIRType");
                }
                "arguments" => {
                    let Some(list) = v.as_map() else {
                        notes.lost("`arguments` that is not a mapping", format!("{name}: {v}"));
                        continue;
                    };
                    for (aname, aty) in list {
                        let cpp = aty.to_string();
                        match cpp_to_rust(&cpp) {
                            Some(ty) => {
                                g.fields.push(FieldItem {
                                    name: aname.clone(),
                                    doc: format!(
                                        "Constructor argument `{aname}` (C++ type `{cpp}`)."
                                    ),
                                    ty,
                                });
                                notes.doc("field");
                            }
                            None => notes.lost(
                                "argument whose C++ type has no Rust spelling",
                                format!("{name}.{aname}: {cpp}"),
                            ),
                        }
                    }
                    notes.map(key, "fields (name, C++ type mapped to a Rust type)");
                }
                "result_type" => match v.as_str() {
                    Some(t) => {
                        add_members(&mut mir_types, &[t.to_owned()]);
                        g.output = Some(t.to_owned());
                        notes.map(key, "outputs.data (a MIRType)");
                    }
                    None => notes.lost("`result_type` that is not a name", format!("{name}: {v}")),
                },
                _ => match MIR_ATTRS.iter().find(|(n, _, _)| *n == key) {
                    Some((attr, kind, _)) => {
                        let val = match (kind, v) {
                            (MirKey::Bool, Node::Bool(b)) => Some(Val::Bool(*b)),
                            (MirKey::Int(max), Node::Int(i)) if (0..=*max).contains(i) => {
                                Some(Val::Int(*i))
                            }
                            (MirKey::Enum(..), Node::Str(s)) => Some(Val::Name(s.clone())),
                            (MirKey::Enum(..), Node::Bool(b)) => Some(Val::Name(b.to_string())),
                            _ => None,
                        };
                        match val {
                            Some(val) => {
                                if let Val::Name(c) = &val {
                                    let cases = seen_cases.entry(attr).or_default();
                                    add_members(cases, std::slice::from_ref(c));
                                }
                                used_attrs.insert(attr);
                                g.attrs.push(((*attr).to_owned(), val));
                                let target = match kind {
                                    MirKey::Bool => format!("bool attribute `{attr}`"),
                                    MirKey::Int(max) => {
                                        format!("int attribute `{attr}` (0..={max})")
                                    }
                                    MirKey::Enum(..) => format!("enum attribute `{attr}`"),
                                };
                                notes.map(key, &target);
                            }
                            None => notes.lost(
                                format!("value of `{key}` outside its documented kind"),
                                format!("{name}: {v}"),
                            ),
                        }
                    }
                    None => notes.lost(
                        format!("op key `{key}` (no mapping)"),
                        format!("{name}: {v}"),
                    ),
                },
            }
        }
        if let Some(c) = pre.cfg.get(&name) {
            g.attrs.push(("cfg".to_owned(), Val::Text(c.clone())));
            uses_cfg = true;
            notes.map("(#ifdef around an op)", "text attribute `cfg`");
        }
        match pre.docs.get(&name) {
            Some(d) => {
                g.doc = d.clone();
                notes.map("(comment above an op)", "gate doc");
            }
            None => {
                g.doc = format!("MIR op `{name}` (the table gives no description).");
                notes.doc("gate");
            }
        }
        class_used[usize::from(g.class == "HandWritten")] = true;
        m.gates.push(g);
    }
    for t in &mir_types {
        m.types.push(TypeItem {
            name: t.clone(),
            doc: format!("MIRType::{t}."),
            bits: None,
        });
        notes.doc("type");
    }
    if class_used.iter().any(|u| *u) {
        m.classes.push(ClassItem {
            name: "MirOp".to_owned(),
            doc: "Every MIR op.".to_owned(),
            parent: None,
        });
    }
    if class_used[0] {
        m.classes.push(ClassItem {
            name: "Generated".to_owned(),
            doc: "MIR ops whose C++ class boilerplate is generated from the table.".to_owned(),
            parent: Some("MirOp".to_owned()),
        });
    }
    if class_used[1] {
        m.classes.push(ClassItem {
            name: "HandWritten".to_owned(),
            doc: "MIR ops whose C++ class is written by hand (`gen_boilerplate: false`)."
                .to_owned(),
            parent: Some("MirOp".to_owned()),
        });
    }
    for (attr, kind, doc) in MIR_ATTRS {
        if !used_attrs.contains(attr) {
            continue;
        }
        let (kind, default) = match kind {
            MirKey::Bool => (AttrKind::Bool, None),
            MirKey::Int(max) => (AttrKind::Int(0, *max), Some(Val::Int(0))),
            MirKey::Enum(default, cases) => {
                let mut all: Vec<String> = cases.iter().map(|s| (*s).to_owned()).collect();
                add_members(&mut all, seen_cases.get(attr).map_or(&[][..], |v| v));
                (AttrKind::Enum(all), Some(Val::Name((*default).to_owned())))
            }
        };
        m.attributes.push(AttrItem {
            name: (*attr).to_owned(),
            doc: (*doc).to_owned(),
            kind,
            default,
        });
    }
    if uses_cfg {
        m.attributes.push(AttrItem {
            name: "cfg".to_owned(),
            doc: "The build condition (`#ifdef`) the op exists under; empty: always.".to_owned(),
            kind: AttrKind::Text,
            default: Some(Val::Text(String::new())),
        });
    }
    let n = ops.len();
    Ok(finish(m, mode, notes, n))
}
