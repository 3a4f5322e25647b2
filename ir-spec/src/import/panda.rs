//! Panda's `instructions.yaml` (ArkCompiler): instruction groups, signatures, flags and modes
//! into opforge gates and classes.

use super::*;

/// Check qualifiers of Panda's signature tokens and the opcode each demands as the input's source.
pub(crate) const PANDA_CHECKS: &[(&str, &str)] = &[
    ("nc", "NullCheck"),
    ("zc", "ZeroCheck"),
    ("bc", "BoundsCheck"),
    ("ngc", "NegativeCheck"),
];

/// Translates Panda's `instructions.yaml` (see the module docs for the mapping).
///
/// `opcode` → gate name; `base` → leaf class (`FixedInputsInst<N>` → `FixedInputsInstN` under the
/// parent `FixedInputsInst`); `signature` → `outputs.data` (destination `d-…`) and data inputs typed
/// by type sets named after the tokens (`real-any` → `real_any`), with `nc`/`zc`/`bc`/`ngc` →
/// `from: NullCheck|ZeroCheck|BoundsCheck|NegativeCheck`, `save_state` → `from: SaveState`, `dyn` →
/// `repeat: any`, `opt` → `optional: true`, `pseudo` → flag `pseudo_destination`; `flags` → flags;
/// `modes`, `verification` (templates expanded), `abckit_flags` → set attributes; `codegen` → text
/// attribute; `fields` (and its misspelling `field`) → fields.
///
/// Every doc string of the result is written by the importer from these facts (an instruction's
/// base, signature and flags; a flag's or mode's name), never copied from the table's
/// descriptions, legends or comments: the table is someone else's prose, the spec holds facts.
pub fn translate_panda(text: &str, mode: Mode) -> Result<Translation, String> {
    let root = parse_yaml(text)?;
    let top = root
        .as_map()
        .ok_or("the Panda table's top level is not a mapping")?;
    let mut notes = Notes::default();
    let mut m = Model {
        name: "panda".to_owned(),
        doc: "Panda's (ArkCompiler's) IR instructions, imported by `opforge import panda`: their \
              opcodes, C++ base classes, signatures, flags and modes."
            .to_owned(),
        ..Model::default()
    };

    // Top-level keys first: legends give docs and sets.
    let mut legend: HashMap<String, String> = HashMap::new();
    let mut templates: HashMap<String, Vec<String>> = HashMap::new();
    let mut verification_doc: Vec<(String, String)> = Vec::new();
    let mut mode_doc: Vec<(String, String)> = Vec::new();
    let mut flag_doc: Vec<(String, String)> = Vec::new();
    let mut type_names: Vec<String> = Vec::new();
    for (k, v) in top {
        let key = format!("(top level) {k}");
        match k.as_str() {
            "doc" => {
                // The table's own prose stays there: the spec's doc is the importer's.
                let _ = v;
                notes.map(&key, "not copied (the importer writes the spec's doc)");
            }
            "templates" => {
                for (name, items) in v.as_map().unwrap_or_default() {
                    match items.strings() {
                        Some(list) => {
                            templates.insert(name.clone(), list);
                        }
                        None => notes.lost("template that is not a list of names", name.clone()),
                    }
                }
                notes.map(&key, "expanded into the `verification` attribute");
            }
            "instructions" | "pseudo_instructions" => {
                notes.map(&key, "gates");
            }
            "types" => {
                for t in v.as_seq().unwrap_or_default() {
                    for (tk, tv) in t.as_map().unwrap_or_default() {
                        match (tk.as_str(), tv.as_str()) {
                            ("name", Some(n)) => type_names.push(n.to_owned()),
                            _ => notes.lost("key of a `types` entry", format!("{tk}: {tv}")),
                        }
                    }
                }
                notes.map(&key, "primary types");
            }
            "legend" => {
                for (_, section) in v.as_map().unwrap_or_default() {
                    for (tok, d) in section.as_map().unwrap_or_default() {
                        legend.insert(tok.clone(), d.to_string());
                    }
                }
                notes.map(
                    &key,
                    "docs of types, type sets and flags; type unions → type sets",
                );
            }
            "verification" => {
                for (n, d) in v.as_map().unwrap_or_default() {
                    verification_doc.push((n.clone(), d.to_string().trim().to_owned()));
                }
                notes.map(&key, "members and doc of the `verification` attribute");
            }
            "modes" => {
                for (n, d) in v.as_map().unwrap_or_default() {
                    mode_doc.push((n.clone(), d.to_string().trim().to_owned()));
                }
                notes.map(&key, "members and doc of the `modes` attribute");
            }
            "flags" => {
                for (n, d) in v.as_map().unwrap_or_default() {
                    flag_doc.push((n.clone(), d.to_string().trim().to_owned()));
                }
                notes.map(&key, "flags");
            }
            "arch_info" => {
                for a in v.as_seq().unwrap_or_default() {
                    notes.lost(
                        "top-level `arch_info` (per-target register counts and temporaries): no target section in schema v1",
                        a.to_string(),
                    );
                }
            }
            other => notes.lost("unknown top-level key", other.to_owned()),
        }
    }

    // Primary types and the type unions of the legend.
    for t in &type_names {
        notes.doc("type");
        let doc = format!("Panda type `{t}`.");
        let bits = t
            .strip_prefix(['i', 'u', 'f'])
            .and_then(|b| b.parse::<u64>().ok());
        m.types.push(TypeItem {
            name: t.clone(),
            doc,
            bits,
        });
    }
    let mut known_types: HashSet<String> = type_names.iter().cloned().collect();
    // Keep the legend's order for unions: walk the original document.
    let union_order: Vec<String> = top
        .iter()
        .find(|(k, _)| k == "legend")
        .map(|(_, v)| {
            v.as_map()
                .unwrap_or_default()
                .iter()
                .flat_map(|(_, s)| {
                    s.as_map()
                        .unwrap_or_default()
                        .iter()
                        .map(|(k, _)| k.clone())
                })
                .collect()
        })
        .unwrap_or_default();
    for tok in &union_order {
        let d = &legend[tok];
        if let Some(rest) = d.strip_prefix("type union of [")
            && let Some(list) = rest.split(']').next()
        {
            let members: Vec<String> = list.split(',').map(|s| s.trim().to_owned()).collect();
            m.type_sets.push(SetItem {
                name: tok.clone(),
                doc: format!("Signature token `{tok}`: any of {}.", code_list(&members)),
                members,
            });
            known_types.insert(tok.clone());
        }
    }

    // Flags.
    let mut declared_flags: HashSet<String> = HashSet::new();
    for (n, _) in &flag_doc {
        notes.doc("flag");
        m.flags.push(Item {
            name: n.clone(),
            doc: format!("Panda flag `{n}` (from the table's `flags` legend)."),
        });
        declared_flags.insert(n.clone());
    }
    let flag_names_legend: Vec<String> = flag_doc.iter().map(|(n, _)| n.clone()).collect();

    // Gates.
    let mut classes: Vec<ClassItem> = Vec::new();
    let mut class_of_base: HashMap<String, String> = HashMap::new();
    let mut verification_members: Vec<String> =
        verification_doc.iter().map(|(n, _)| n.clone()).collect();
    let mut mode_members: Vec<String> = mode_doc.iter().map(|(n, _)| n.clone()).collect();
    let mut abckit_members: Vec<String> = flag_names_legend.clone();
    let mut extra_flags: Vec<(String, String)> = Vec::new();
    let mut uses = AttrUse::default();
    let mut instructions = 0;
    let gate_names: HashSet<String> = ["instructions", "pseudo_instructions"]
        .iter()
        .filter_map(|k| root.get(k))
        .flat_map(|v| v.as_seq().unwrap_or_default())
        .filter_map(|i| i.get("opcode").and_then(Node::as_str).map(str::to_owned))
        .collect();
    for list_key in ["instructions", "pseudo_instructions"] {
        let pseudo = list_key == "pseudo_instructions";
        let Some(list) = root.get(list_key).and_then(Node::as_seq) else {
            continue;
        };
        for ins in list {
            instructions += 1;
            let Some(map) = ins.as_map() else {
                notes.lost("instruction that is not a mapping", ins.to_string());
                continue;
            };
            let name = ins
                .get("opcode")
                .and_then(Node::as_str)
                .unwrap_or("UNNAMED")
                .to_owned();
            let map = dedupe(map, &name, &mut notes);
            let mut g = GateItem {
                name: name.clone(),
                ..GateItem::default()
            };
            if pseudo {
                g.class = "PseudoInstruction".to_owned();
                if !classes.iter().any(|c| c.name == g.class) {
                    classes.push(ClassItem {
                        name: g.class.clone(),
                        doc: "Pseudo instructions of the table's `pseudo_instructions` list (they have no C++ base).".to_owned(),
                        parent: None,
                    });
                    notes.doc("class");
                }
            }
            for (k, v) in &map {
                let key = if pseudo {
                    format!("pseudo_instructions[].{k}")
                } else {
                    format!("instructions[].{k}")
                };
                match k.as_str() {
                    "opcode" => notes.map(&key, "gate name"),
                    "description" => {
                        notes.map(&key, "not copied (the importer writes the gate's doc)");
                    }
                    "base" => {
                        let base = v.to_string();
                        g.class = panda_class(&base, &mut classes, &mut class_of_base);
                        notes.map(&key, "leaf class (template instances under a parent)");
                    }
                    "signature" => {
                        let Some(tokens) = v.strings() else {
                            notes.lost("signature that is not a list of tokens", name.clone());
                            continue;
                        };
                        panda_signature(
                            &name,
                            &tokens,
                            &mut g,
                            &mut m.type_sets,
                            &known_types,
                            &gate_names,
                            &mut notes,
                        );
                        notes.map(
                            &key,
                            "outputs.data and data inputs (type, from, repeat, optional)",
                        );
                    }
                    "flags" => {
                        for f in v.strings().unwrap_or_default() {
                            if !declared_flags.contains(&f) {
                                declared_flags.insert(f.clone());
                                extra_flags.push((f.clone(), name.clone()));
                            }
                            g.flags.push(f);
                        }
                        notes.map(&key, "flags");
                    }
                    "modes" => {
                        let list = v.strings().unwrap_or_default();
                        add_members(&mut mode_members, &list);
                        g.attrs.push(("modes".to_owned(), Val::List(list)));
                        uses.modes = true;
                        notes.map(&key, "set attribute `modes`");
                    }
                    "verification" => {
                        let mut list = Vec::new();
                        for item in v.strings().unwrap_or_default() {
                            match item.strip_prefix('$') {
                                Some(t) => match templates.get(t) {
                                    Some(items) => list.extend(items.iter().cloned()),
                                    None => notes.lost(
                                        "verification template that is not defined",
                                        format!("{name}: {item}"),
                                    ),
                                },
                                None => list.push(item),
                            }
                        }
                        add_members(&mut verification_members, &list);
                        g.attrs.push(("verification".to_owned(), Val::List(list)));
                        uses.verification = true;
                        notes.map(&key, "set attribute `verification` (templates expanded)");
                    }
                    "abckit_flags" => {
                        let list = v.strings().unwrap_or_default();
                        add_members(&mut abckit_members, &list);
                        g.attrs.push(("abckit_flags".to_owned(), Val::List(list)));
                        uses.abckit = true;
                        notes.map(&key, "set attribute `abckit_flags` (over the flag names)");
                    }
                    "codegen" => {
                        let lines = v.strings().unwrap_or_else(|| vec![v.to_string()]);
                        g.attrs
                            .push(("codegen".to_owned(), Val::Text(lines.join("\n"))));
                        uses.codegen = true;
                        notes.map(&key, "text attribute `codegen` (lines joined by newlines)");
                    }
                    "fields" | "field" => {
                        if k == "field" {
                            notes.t.observations.push(format!(
                                "`{name}` spells its `fields` key `field` (singular); read as `fields`"
                            ));
                        }
                        for f in v.as_seq().unwrap_or_default() {
                            for (fname, fty) in f.as_map().unwrap_or_default() {
                                let cpp = fty.to_string();
                                match cpp_to_rust(&cpp) {
                                    Some(ty) => {
                                        g.fields.push(FieldItem {
                                            name: fname.clone(),
                                            doc: format!("Field `{fname}` (C++ type `{cpp}`)."),
                                            ty,
                                        });
                                        notes.doc("field");
                                    }
                                    None => notes.lost(
                                        "field whose C++ type has no Rust spelling",
                                        format!("{name}.{fname}: {cpp}"),
                                    ),
                                }
                            }
                        }
                        notes.map(&key, "fields (name, Rust type)");
                    }
                    other => notes.lost(
                        format!("instruction key `{other}` (no mapping)"),
                        format!("{name}: {v}"),
                    ),
                }
            }
            g.doc = gate_doc(&name, pseudo, &map);
            notes.doc("gate");
            if g.class.is_empty() {
                g.class = "NoBase".to_owned();
                if !classes.iter().any(|c| c.name == "NoBase") {
                    classes.push(ClassItem {
                        name: "NoBase".to_owned(),
                        doc: "Instructions without a C++ base in the table.".to_owned(),
                        parent: None,
                    });
                }
                notes.lost("instruction without `base`", name.clone());
            }
            m.gates.push(g);
        }
    }
    for (f, first) in extra_flags {
        let doc = if f == "pseudo" {
            "Pseudo instruction: used by the table's `pseudo_instructions` (not in its `flags` legend).".to_owned()
        } else {
            format!("Flag `{f}` (not in the table's `flags` legend; first used by `{first}`).")
        };
        notes.doc("flag");
        m.flags.push(Item { name: f, doc });
    }
    if m.gates
        .iter()
        .any(|g| g.flags.iter().any(|f| f == "pseudo_destination"))
    {
        m.flags.push(Item {
            name: "pseudo_destination".to_owned(),
            doc: "The destination operand is pseudo (signature token `pseudo`).".to_owned(),
        });
    }
    m.classes = classes;

    // Attributes.
    if uses.modes {
        m.attributes.push(AttrItem {
            name: "modes".to_owned(),
            doc: format!(
                "Modes the instruction can be used in (empty: the table does not say): {}.",
                code_list(&mode_members)
            ),
            kind: AttrKind::Set(mode_members),
            default: None,
        });
    }
    if uses.verification {
        for (n, _) in &verification_doc {
            let used = m.gates.iter().any(|g| {
                g.attrs
                    .iter()
                    .any(|(k, v)| k == "verification" && matches!(v, Val::List(l) if l.contains(n)))
            });
            if !used {
                notes.t.observations.push(format!(
                    "verification rule `{n}` is described in the legend but used by no instruction"
                ));
            }
        }
        for n in &verification_members {
            if !verification_doc.iter().any(|(d, _)| d == n) {
                notes.t.observations.push(format!(
                    "verification rule `{n}` is used (through templates) but not described in the `verification` legend"
                ));
            }
        }
        m.attributes.push(AttrItem {
            name: "verification".to_owned(),
            doc: format!(
                "Verification rules the instruction obeys (templates `$…` expanded): {}.",
                code_list(&verification_members)
            ),
            kind: AttrKind::Set(verification_members),
            default: None,
        });
    }
    if uses.abckit {
        m.attributes.push(AttrItem {
            name: "abckit_flags".to_owned(),
            doc: "The instruction's flags as ArkCompiler's abckit sees them (members are flag names)."
                .to_owned(),
            kind: AttrKind::Set(abckit_members),
            default: None,
        });
    }
    if uses.codegen {
        m.attributes.push(AttrItem {
            name: "codegen".to_owned(),
            doc: "Irtoc code-generation template of the instruction, one line per template line."
                .to_owned(),
            kind: AttrKind::Text,
            default: Some(Val::Text(String::new())),
        });
    }
    Ok(finish(m, mode, notes, instructions))
}

#[derive(Default)]
pub(crate) struct AttrUse {
    pub(crate) modes: bool,
    pub(crate) verification: bool,
    pub(crate) abckit: bool,
    pub(crate) codegen: bool,
}

pub(crate) fn add_members(members: &mut Vec<String>, list: &[String]) {
    for x in list {
        if !members.contains(x) {
            members.push(x.clone());
        }
    }
}

/// Names as a list of code spans: `` `a`, `b`, `c` ``.
pub(crate) fn code_list(names: &[String]) -> String {
    names
        .iter()
        .map(|n| format!("`{n}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The doc of an instruction, written from its facts: its base, signature and flags.
fn gate_doc(name: &str, pseudo: bool, entry: &[(String, Node)]) -> String {
    let what = if pseudo {
        "Panda pseudo instruction"
    } else {
        "Panda instruction"
    };
    let mut doc = format!("{what} `{name}`");
    let mut facts = Vec::new();
    for (k, v) in entry {
        match (k.as_str(), v.strings()) {
            ("base", _) => facts.push(format!("C++ base `{v}`")),
            ("signature", Some(tokens)) if !tokens.is_empty() => {
                facts.push(format!("signature `{}`", tokens.join(", ")));
            }
            ("flags", Some(flags)) if !flags.is_empty() => {
                facts.push(format!("flags {}", code_list(&flags)));
            }
            _ => {}
        }
    }
    if !facts.is_empty() {
        doc.push_str(": ");
        doc.push_str(&facts.join("; "));
    }
    doc.push('.');
    doc
}

/// The leaf class of a C++ base: `FixedInputsInst<3>` → `FixedInputsInst3` under `FixedInputsInst`.
pub(crate) fn panda_class(
    base: &str,
    classes: &mut Vec<ClassItem>,
    class_of_base: &mut HashMap<String, String>,
) -> String {
    if let Some(c) = class_of_base.get(base) {
        return c.clone();
    }
    let leaf = identifier(base);
    let parent = base.find('<').map(|i| identifier(&base[..i]));
    if let Some(p) = &parent
        && !classes.iter().any(|c| &c.name == p)
    {
        classes.push(ClassItem {
            name: p.clone(),
            doc: format!(
                "Instructions whose C++ base is an instance of the template `{}<…>`.",
                &base[..base.find('<').unwrap_or(base.len())]
            ),
            parent: None,
        });
    }
    classes.push(ClassItem {
        name: leaf.clone(),
        doc: format!("Instructions whose C++ base class is `{base}`."),
        parent,
    });
    class_of_base.insert(base.to_owned(), leaf.clone());
    leaf
}

/// The type (a declared name, or a set declared on the fly) of a list of type tokens.
pub(crate) fn token_type(parts: &[&str], sets: &mut Vec<SetItem>) -> String {
    if parts.len() == 1 {
        return parts[0].to_owned();
    }
    let name = parts.join("_");
    if !sets.iter().any(|s| s.name == name) {
        let members: Vec<String> = parts.iter().map(|s| (*s).to_owned()).collect();
        sets.push(SetItem {
            name: name.clone(),
            doc: format!(
                "Signature token `{}`: any of {}.",
                parts.join("-"),
                code_list(&members)
            ),
            members: parts.iter().map(|s| (*s).to_owned()).collect(),
        });
    }
    name
}

#[allow(clippy::too_many_arguments)]
pub(crate) fn panda_signature(
    gate: &str,
    tokens: &[String],
    g: &mut GateItem,
    sets: &mut Vec<SetItem>,
    known_types: &HashSet<String>,
    gate_names: &HashSet<String>,
    notes: &mut Notes,
) {
    for tok in tokens {
        if tok == "save_state" {
            g.inputs.push(InputItem {
                from: vec!["SaveState".to_owned()],
                ..InputItem::default()
            });
            if !gate_names.contains("SaveState") {
                notes.lost(
                    "`save_state` without a `SaveState` instruction",
                    gate.to_owned(),
                );
            }
            continue;
        }
        let parts: Vec<&str> = tok.split('-').collect();
        let dest = parts[0] == "d";
        let rest = if dest { &parts[1..] } else { &parts[..] };
        let mut types: Vec<&str> = Vec::new();
        let mut input = InputItem::default();
        let mut pseudo = false;
        for p in rest {
            if known_types.contains(*p) {
                types.push(p);
            } else if let Some((_, op)) = PANDA_CHECKS.iter().find(|(q, _)| q == p) {
                if gate_names.contains(*op) {
                    input.from.push((*op).to_owned());
                } else {
                    notes.lost(
                        format!("qualifier `{p}` names `{op}`, which the table does not define"),
                        format!("{gate}: {tok}"),
                    );
                }
            } else {
                match *p {
                    "dyn" => input.repeat_any = true,
                    "opt" => input.optional = true,
                    "pseudo" => pseudo = true,
                    _ => notes.lost(
                        "signature token part that is neither a type nor a known qualifier",
                        format!("{gate}: `{p}` in `{tok}`"),
                    ),
                }
            }
        }
        if dest {
            if !input.from.is_empty() || input.repeat_any || input.optional {
                notes.lost(
                    "check/dyn/opt qualifier on a destination (outputs have no such property)",
                    format!("{gate}: {tok}"),
                );
            }
            if g.output.is_some() {
                notes.lost(
                    "second destination operand (a gate has one data output)",
                    format!("{gate}: {tok}"),
                );
                continue;
            }
            if types.is_empty() {
                notes.lost("destination without a type", format!("{gate}: {tok}"));
                continue;
            }
            g.output = Some(token_type(&types, sets));
            if pseudo {
                g.flags.push("pseudo_destination".to_owned());
            }
        } else {
            if pseudo {
                notes.lost("`pseudo` on a source operand", format!("{gate}: {tok}"));
            }
            if !types.is_empty() {
                input.ty = Some(token_type(&types, sets));
            }
            g.inputs.push(input);
        }
    }
}
