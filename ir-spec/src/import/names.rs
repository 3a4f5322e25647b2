//! Names: the validator's rules checked up front, and the renames `Loadable` mode makes.

use super::*;

/// Why the validator rejects `name` as a keyword (it mirrors `check_identifier`: the CamelCase form
/// must not be a keyword, the snake_case form not `self`, `super` or `crate`; other snake_case
/// keywords are escaped by the generator as `return_`).
pub(crate) fn rejected_keyword(name: &str) -> Option<String> {
    let camel = naming::camel(name);
    let snake = naming::snake(name);
    if naming::is_rust_keyword(&camel) {
        Some(format!("its CamelCase form `{camel}` is a Rust keyword"))
    } else if ["self", "super", "crate"].contains(&snake.as_str()) {
        Some(format!("its snake_case form `{snake}` is a path keyword"))
    } else {
        None
    }
}

/// `name` with a suffix in the name's own style: `ref` → `ref_kw`, `If` → `IfKw`, `OP` → `OP_KW`.
pub(crate) fn suffixed(name: &str, tag: &str) -> String {
    if !name.chars().any(|c| c.is_ascii_lowercase()) {
        format!("{name}_{}", tag.to_ascii_uppercase())
    } else if name.contains('_') || name.starts_with(|c: char| c.is_ascii_lowercase()) {
        format!("{name}_{tag}")
    } else {
        let mut t = tag.chars();
        let head = t.next().map(|c| c.to_ascii_uppercase()).unwrap_or('X');
        format!("{name}{head}{}", t.as_str())
    }
}

/// Turns arbitrary text into an identifier: `FixedInputsInst<3>` → `FixedInputsInst3`.
pub(crate) fn identifier(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if !out.is_empty() && !out.ends_with('_') && c != '<' && c != '>' {
            out.push('_');
        }
    }
    let out = out.trim_end_matches('_').to_owned();
    if out.starts_with(|c: char| c.is_ascii_alphabetic()) {
        out
    } else {
        format!("N{out}")
    }
}

/// How a name is converted for generated code (`naming::camel`, `snake`, `screaming`).
pub(crate) type Convert = fn(&str) -> String;

/// One name to place: (kind, name, the (group, conversion) pairs under which it must stay
/// distinct from the others).
pub(crate) type Entry<'a> = (&'a str, &'a str, Vec<(usize, Convert)>);

/// One namespace: the exact names taken and, per conversion group, the converted forms taken.
pub(crate) struct Space {
    pub(crate) exact: HashMap<String, String>,
    pub(crate) converted: Vec<HashMap<String, String>>,
}

/// Decides final names for the entries of one namespace. Each entry is (kind, name, groups), where
/// `groups` lists (group index, conversion) pairs under which the name must stay distinct.
/// Returns the map from original to new names (only changed names), recording every rename.
pub(crate) fn resolve_space(
    entries: &[Entry<'_>],
    groups: usize,
    reserved: &dyn Fn(&str, &str) -> bool,
    renames: &mut Vec<String>,
    escaped: &mut Vec<String>,
) -> HashMap<String, String> {
    let mut space = Space {
        exact: HashMap::new(),
        converted: vec![HashMap::new(); groups],
    };
    let mut map = HashMap::new();
    for (kind, name, conv) in entries {
        let mut cand = (*name).to_owned();
        let mut reasons = Vec::new();
        if let Some(why) = rejected_keyword(&cand) {
            reasons.push(why);
            cand = suffixed(&cand, "kw");
        } else if naming::is_rust_keyword(&naming::snake(&cand)) {
            escaped.push(format!(
                "{kind} `{name}` (snake_case `{}`; where generated code needs the snake_case form it writes `{}`)",
                naming::snake(&cand),
                naming::snake_ident(&cand)
            ));
        }
        if reserved(kind, &cand) {
            reasons.push("is reserved by the generator".to_owned());
            cand = suffixed(&cand, "res");
        }
        let base = cand.clone();
        let mut n = 1;
        loop {
            let clash = space.exact.get(&cand).cloned().or_else(|| {
                conv.iter().find_map(|(g, f)| {
                    space.converted[*g]
                        .get(&f(&cand))
                        .filter(|other| other.as_str() != cand)
                        .map(|other| format!("{other}` (as `{}`)", f(&cand)))
                })
            });
            let Some(other) = clash else { break };
            if n == 1 {
                reasons.push(format!("clashes with `{other}"));
            }
            n += 1;
            cand = suffixed(&base, &format!("dup{n}"));
        }
        space.exact.insert(cand.clone(), cand.clone());
        for (g, f) in conv {
            space.converted[*g].insert(f(&cand), cand.clone());
        }
        if cand != *name {
            renames.push(format!(
                "{kind} `{name}` → `{cand}` ({})",
                reasons.join("; ")
            ));
            map.insert((*name).to_owned(), cand);
        }
    }
    map
}

pub(crate) fn rename(map: &HashMap<String, String>, s: &mut String) {
    if let Some(n) = map.get(s.as_str()) {
        s.clone_from(n);
    }
}

/// Finds every name the validator would reject and, in `Loadable` mode, renames it everywhere.
pub(crate) fn fix_names(
    m: &mut Model,
    mode: Mode,
    renames: &mut Vec<String>,
    escaped: &mut Vec<String>,
) {
    let camel: Convert = naming::camel;
    let snake: Convert = naming::snake;
    let screaming: Convert = naming::screaming;
    let no_reserved = |_: &str, _: &str| false;

    // Opcodes: classes and gates. Groups: 0 class camel, 1 gate camel, 2 snake of both.
    let mut entries: Vec<Entry<'_>> = Vec::new();
    for c in &m.classes {
        entries.push(("class", &c.name, vec![(0, camel), (2, snake)]));
    }
    for g in &m.gates {
        entries.push(("gate", &g.name, vec![(1, camel), (2, snake)]));
    }
    let class_reserved = |kind: &str, name: &str| {
        kind == "class"
            && naming::RESERVED_CLASS_NAMES
                .iter()
                .any(|r| naming::camel(r) == naming::camel(name))
    };
    let opcodes = resolve_space(&entries, 3, &class_reserved, renames, escaped);

    // Types: primary types and sets. Groups: 0 type camel, 1 screaming of both.
    let mut entries: Vec<Entry<'_>> = Vec::new();
    for t in &m.types {
        entries.push(("type", &t.name, vec![(0, camel), (1, screaming)]));
    }
    for s in &m.type_sets {
        entries.push(("type set", &s.name, vec![(1, screaming)]));
    }
    let types = resolve_space(&entries, 2, &no_reserved, renames, escaped);

    let entries: Vec<Entry<'_>> = m
        .flags
        .iter()
        .map(|f| ("flag", f.name.as_str(), vec![(0, screaming)]))
        .collect();
    let flags = resolve_space(&entries, 1, &no_reserved, renames, escaped);

    let entries: Vec<Entry<'_>> = m
        .attributes
        .iter()
        .map(|a| ("attribute", a.name.as_str(), Vec::new()))
        .collect();
    let attrs = resolve_space(&entries, 0, &no_reserved, renames, escaped);

    let mut values: HashMap<String, HashMap<String, String>> = HashMap::new();
    for a in &m.attributes {
        if let AttrKind::Enum(c) = &a.kind {
            let kind = format!("value of attribute `{}`", a.name);
            let entries: Vec<Entry<'_>> = c
                .iter()
                .map(|v| (kind.as_str(), v.as_str(), Vec::new()))
                .collect();
            values.insert(
                a.name.clone(),
                resolve_space(&entries, 0, &no_reserved, renames, escaped),
            );
        }
    }

    // Input and field names are local to their gate.
    let mut local: Vec<HashMap<String, String>> = Vec::new();
    for g in &m.gates {
        let kind_in = format!("input of `{}`", g.name);
        let kind_field = format!("field of `{}`", g.name);
        let mut entries: Vec<Entry<'_>> = Vec::new();
        for i in &g.inputs {
            if let Some(n) = &i.name {
                entries.push((kind_in.as_str(), n.as_str(), Vec::new()));
            }
        }
        for f in &g.fields {
            entries.push((kind_field.as_str(), f.name.as_str(), Vec::new()));
        }
        // The generated builder takes these as parameters of its own.
        let input_reserved = |kind: &str, name: &str| {
            kind == kind_in && naming::RESERVED_INPUT_NAMES.contains(&naming::snake(name).as_str())
        };
        local.push(resolve_space(
            &entries,
            0,
            &input_reserved,
            renames,
            escaped,
        ));
    }

    if mode == Mode::Faithful {
        return;
    }
    for c in &mut m.classes {
        rename(&opcodes, &mut c.name);
        if let Some(p) = &mut c.parent {
            rename(&opcodes, p);
        }
    }
    for t in &mut m.types {
        rename(&types, &mut t.name);
    }
    for s in &mut m.type_sets {
        rename(&types, &mut s.name);
        for x in &mut s.members {
            rename(&types, x);
        }
    }
    for f in &mut m.flags {
        rename(&flags, &mut f.name);
    }
    let fix_val = |vmap: Option<&HashMap<String, String>>, v: &mut Val| {
        let Some(vmap) = vmap else { return };
        if let Val::Name(n) = v {
            rename(vmap, n);
        }
    };
    for a in &mut m.attributes {
        let vmap = values.get(&a.name);
        if let (Some(vmap), AttrKind::Enum(c)) = (vmap, &mut a.kind) {
            c.iter_mut().for_each(|n| rename(vmap, n));
        }
        if let Some(d) = &mut a.default {
            fix_val(vmap, d);
        }
        rename(&attrs, &mut a.name);
    }
    for (g, lmap) in m.gates.iter_mut().zip(&local) {
        rename(&opcodes, &mut g.name);
        rename(&opcodes, &mut g.class);
        for f in &mut g.flags {
            rename(&flags, f);
        }
        for (k, v) in &mut g.attrs {
            fix_val(values.get(k.as_str()), v);
            rename(&attrs, k);
        }
        for i in &mut g.inputs {
            if let Some(n) = &mut i.name {
                rename(lmap, n);
            }
            if let Some(t) = &mut i.ty {
                rename(&types, t);
            }
            for f in &mut i.from {
                rename(&opcodes, f);
            }
        }
        if let Some(o) = &mut g.output {
            rename(&types, o);
        }
        for f in &mut g.fields {
            rename(lmap, &mut f.name);
        }
    }
}

/// Moves inputs the schema cannot place: a fixed input after the variadic one goes before it, and
/// a required input after an optional one goes before the optional ones.
pub(crate) fn fix_input_order(m: &mut Model, mode: Mode, notes: &mut Notes) {
    for g in &mut m.gates {
        let describe = |i: &InputItem| {
            i.ty.clone()
                .or_else(|| i.from.first().map(|f| format!("from {f}")))
                .unwrap_or_default()
        };
        if let Some(v) = g.inputs.iter().position(|i| i.repeat_any)
            && v + 1 < g.inputs.len()
        {
            let after: Vec<String> = g.inputs[v + 1..].iter().map(describe).collect();
            notes.workaround(
                "E052 a fixed data input after the variadic one (the variadic must be last): moved before it",
                format!("{} (after `{}`: {})", g.name, describe(&g.inputs[v]), after.join(", ")),
            );
            if mode == Mode::Loadable {
                let tail: Vec<InputItem> = g.inputs.drain(v + 1..).collect();
                for (k, i) in tail.into_iter().enumerate() {
                    g.inputs.insert(v + k, i);
                }
            }
        }
        if let Some(o) = g.inputs.iter().position(|i| i.optional)
            && g.inputs[o..].iter().any(|i| !i.optional && !i.repeat_any)
        {
            notes.workaround(
                "E053 a required data input after an optional one: moved before the optional ones",
                g.name.clone(),
            );
            if mode == Mode::Loadable {
                let (req, opt): (Vec<InputItem>, Vec<InputItem>) = g.inputs[o..]
                    .iter()
                    .cloned()
                    .partition(|i| !i.optional && !i.repeat_any);
                g.inputs.truncate(o);
                g.inputs.extend(req);
                g.inputs.extend(opt);
            }
        }
    }
}

pub(crate) fn finish(
    mut m: Model,
    mode: Mode,
    mut notes: Notes,
    instructions: usize,
) -> Translation {
    fix_input_order(&mut m, mode, &mut notes);
    let (mut renames, mut escaped) = (Vec::new(), Vec::new());
    fix_names(&mut m, mode, &mut renames, &mut escaped);
    notes.t.renames = renames;
    notes.t.escaped_keywords = escaped;
    notes.t.instructions = instructions;
    notes.t.yaml = m.emit();
    notes.t
}
