//! Translation of real compilers' instruction tables into opforge schema v1 YAML: Panda's
//! `instructions.yaml` (ArkCompiler) and SpiderMonkey's `MIROps.yaml`. The tables are read at run
//! time only (their licenses forbid copying them into this repository); see
//! `../shared/data/SOURCES.md`.
//!
//! Each table is parsed generically into an order-preserving YAML tree ([`Node`]), every
//! instruction is mapped into an intermediate model, names are checked against the validator's
//! naming rules, and the model is written out as YAML text. Every key of every instruction is either
//! mapped (and counted in [`Translation::coverage`]) or listed in
//! [`Translation::not_expressible`]; nothing is dropped silently.
//!
//! Two modes exist ([`Mode`]): `Faithful` applies only the mapping itself, so that the validator's
//! verdict on what the table really says can be seen; `Loadable` also renames names the validator
//! rejects (keywords it cannot escape, clashes after case conversion, reserved class names) with a
//! visible suffix and reorders the inputs the schema cannot place, listing every such change.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::fmt::{self, Write as _};

use ir_spec::naming;
use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};

// ---------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------

/// Translates Panda's `instructions.yaml` into opforge schema v1 YAML that loads (the `Loadable`
/// mode of [`translate_panda`]).
pub fn panda_to_opforge(text: &str) -> Result<String, String> {
    translate_panda(text, Mode::Loadable).map(|t| t.yaml)
}

/// Translates SpiderMonkey's `MIROps.yaml` (with its `#ifdef` lines) into opforge schema v1 YAML
/// that loads (the `Loadable` mode of [`translate_spidermonkey`]).
pub fn spidermonkey_to_opforge(text: &str) -> Result<String, String> {
    translate_spidermonkey(text, Mode::Loadable).map(|t| t.yaml)
}

/// How far the translation may go beyond the mapping itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Only the mapping: names and input orders as the table has them, so the validator's findings
    /// show what the schema rejects.
    Faithful,
    /// The mapping plus the listed renames (with a visible suffix) and input reorders, so that the
    /// result validates.
    Loadable,
}

/// The result of translating one table, with everything the schema could not say.
#[derive(Debug, Default, Clone)]
pub struct Translation {
    /// The opforge schema v1 YAML text.
    pub yaml: String,
    /// Instructions read from the table.
    pub instructions: usize,
    /// How each source key was mapped: key → (where it went, how many times).
    pub coverage: BTreeMap<String, (String, usize)>,
    /// What the schema cannot express: category → the affected items.
    pub not_expressible: BTreeMap<String, Vec<String>>,
    /// Names the validator rejects (keywords it cannot escape, clashes after case conversion,
    /// names the generator reserves), as ``kind `old` → `new` (reason)``. Applied in `Loadable`
    /// mode only.
    pub renames: Vec<String>,
    /// Names whose snake_case form is a Rust keyword: accepted by the validator; the generator
    /// escapes the snake_case form (`Return` → `return_`).
    pub escaped_keywords: Vec<String>,
    /// Shape changes made so the validator accepts the spec: category → items. `Loadable` only;
    /// in `Faithful` mode the same entries say what was left as is.
    pub workarounds: BTreeMap<String, Vec<String>>,
    /// Docs the schema requires but the table lacks, written by the translator: kind → count.
    pub synthesized_docs: BTreeMap<String, usize>,
    /// Remarks about the source table itself (typos, inconsistencies).
    pub observations: Vec<String>,
}

/// An order-preserving YAML tree (`serde_json::Value` sorts mapping keys unless serde_json's
/// `preserve_order` feature is on, which would lose the order of MIR operands and arguments).
#[derive(Debug, Clone, PartialEq)]
pub enum Node {
    /// `~` or an empty value.
    Null,
    /// A boolean.
    Bool(bool),
    /// An integer.
    Int(i64),
    /// A float.
    Float(f64),
    /// A string.
    Str(String),
    /// A sequence.
    Seq(Vec<Node>),
    /// A mapping, in document order (keys rendered as strings).
    Map(Vec<(String, Node)>),
}

impl Node {
    fn as_str(&self) -> Option<&str> {
        match self {
            Node::Str(s) => Some(s),
            _ => None,
        }
    }

    fn as_map(&self) -> Option<&[(String, Node)]> {
        match self {
            Node::Map(m) => Some(m),
            _ => None,
        }
    }

    fn as_seq(&self) -> Option<&[Node]> {
        match self {
            Node::Seq(s) => Some(s),
            _ => None,
        }
    }

    /// Strings of a sequence of strings (non-strings are skipped by the caller's check).
    fn strings(&self) -> Option<Vec<String>> {
        self.as_seq()?
            .iter()
            .map(|n| n.as_str().map(str::to_owned))
            .collect()
    }

    fn get(&self, key: &str) -> Option<&Node> {
        self.as_map()?
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v)
    }
}

impl fmt::Display for Node {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Node::Null => f.write_str("~"),
            Node::Bool(b) => write!(f, "{b}"),
            Node::Int(i) => write!(f, "{i}"),
            Node::Float(x) => write!(f, "{x}"),
            Node::Str(s) => f.write_str(s),
            Node::Seq(s) => {
                f.write_str("[")?;
                for (i, n) in s.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{n}")?;
                }
                f.write_str("]")
            }
            Node::Map(m) => {
                f.write_str("{")?;
                for (i, (k, v)) in m.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{k}: {v}")?;
                }
                f.write_str("}")
            }
        }
    }
}

impl<'de> Deserialize<'de> for Node {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Node;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("any YAML value")
            }
            fn visit_bool<E: de::Error>(self, v: bool) -> Result<Node, E> {
                Ok(Node::Bool(v))
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Node, E> {
                Ok(Node::Int(v))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Node, E> {
                Ok(i64::try_from(v).map_or(Node::Float(v as f64), Node::Int))
            }
            fn visit_f64<E: de::Error>(self, v: f64) -> Result<Node, E> {
                Ok(Node::Float(v))
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Node, E> {
                Ok(Node::Str(v.to_owned()))
            }
            fn visit_string<E: de::Error>(self, v: String) -> Result<Node, E> {
                Ok(Node::Str(v))
            }
            fn visit_unit<E: de::Error>(self) -> Result<Node, E> {
                Ok(Node::Null)
            }
            fn visit_none<E: de::Error>(self) -> Result<Node, E> {
                Ok(Node::Null)
            }
            fn visit_some<D2: Deserializer<'de>>(self, d: D2) -> Result<Node, D2::Error> {
                Node::deserialize(d)
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Node, A::Error> {
                let mut out = Vec::new();
                while let Some(n) = seq.next_element::<Node>()? {
                    out.push(n);
                }
                Ok(Node::Seq(out))
            }
            fn visit_map<A: MapAccess<'de>>(self, mut m: A) -> Result<Node, A::Error> {
                let mut out = Vec::new();
                while let Some(k) = m.next_key::<Node>()? {
                    out.push((k.to_string(), m.next_value::<Node>()?));
                }
                Ok(Node::Map(out))
            }
        }
        d.deserialize_any(V)
    }
}

/// Parses YAML text into a [`Node`] tree. Repeated keys of a mapping are all kept (YAML forbids
/// them, but real tables have them); the translators report them with [`dedupe`].
pub fn parse_yaml(text: &str) -> Result<Node, String> {
    let options = serde_saphyr::options! {
        duplicate_keys: serde_saphyr::DuplicateKeyPolicy::PassThrough,
    };
    serde_saphyr::from_str_with_options::<Node>(text, options)
        .map_err(|e| format!("the table is not valid YAML: {e}"))
}

/// The entries of an instruction's mapping with repeated keys collapsed to their last value; each
/// repetition is reported as an observation (same value) or as not expressible (the earlier,
/// different value is lost, as a YAML reader that keeps the last value would lose it).
fn dedupe(map: &[(String, Node)], name: &str, notes: &mut Notes) -> Vec<(String, Node)> {
    let mut out: Vec<(String, Node)> = Vec::with_capacity(map.len());
    for (k, v) in map {
        match out.iter_mut().find(|(o, _)| o == k) {
            Some((_, old)) => {
                if old == v {
                    notes.t.observations.push(format!(
                        "`{name}` repeats the key `{k}` with the same value `{v}` (invalid YAML); read once"
                    ));
                } else {
                    notes.lost(
                        "repeated key with a different value (invalid YAML; the last value is kept)",
                        format!("{name}: `{k}: {old}` then `{k}: {v}`"),
                    );
                }
                *old = v.clone();
            }
            None => out.push((k.clone(), v.clone())),
        }
    }
    out
}

/// Maps a C++ type to a Rust type expression with placeholder types: `JSObject*` → `Ptr<JSObject>`,
/// `const void*` → `ConstPtr<c_void>`, `uint32_t` → `u32`, `gc::Heap` → `gc::Heap`. Returns `None`
/// when the result would not parse as a Rust type.
pub fn cpp_to_rust(cpp: &str) -> Option<String> {
    let out = cpp_type(cpp.trim())?;
    syn::parse_str::<syn::Type>(&out).ok().map(|_| out)
}

fn cpp_type(t: &str) -> Option<String> {
    let t = t.trim();
    if let Some(inner) = t.strip_suffix('*') {
        let inner = inner.trim_end();
        return Some(match inner.strip_prefix("const ") {
            Some(c) => format!("ConstPtr<{}>", cpp_type(c)?),
            None => format!("Ptr<{}>", cpp_type(inner)?),
        });
    }
    if let Some(inner) = t.strip_suffix('&') {
        let inner = inner.trim_end();
        return Some(match inner.strip_prefix("const ") {
            Some(c) => format!("ConstRef<{}>", cpp_type(c)?),
            None => format!("MutRef<{}>", cpp_type(inner)?),
        });
    }
    if let Some(inner) = t.strip_prefix("const ") {
        return cpp_type(inner);
    }
    let prim = match t {
        "bool" => Some("bool"),
        "int8_t" | "signed char" => Some("i8"),
        "uint8_t" | "unsigned char" => Some("u8"),
        "int16_t" | "short" => Some("i16"),
        "uint16_t" | "unsigned short" => Some("u16"),
        "int32_t" | "int" => Some("i32"),
        "uint32_t" | "unsigned" | "unsigned int" => Some("u32"),
        "int64_t" => Some("i64"),
        "uint64_t" => Some("u64"),
        "size_t" | "uintptr_t" => Some("usize"),
        "ptrdiff_t" | "intptr_t" => Some("isize"),
        "float" => Some("f32"),
        "double" => Some("f64"),
        "void" => Some("c_void"),
        "char" => Some("c_char"),
        _ => None,
    };
    if let Some(p) = prim {
        return Some(p.to_owned());
    }
    if let Some(open) = t.find('<')
        && t.ends_with('>')
    {
        let head = cpp_type(&t[..open])?;
        let args = split_top_level(&t[open + 1..t.len() - 1])
            .into_iter()
            .map(cpp_type)
            .collect::<Option<Vec<_>>>()?;
        return Some(format!("{head}<{}>", args.join(", ")));
    }
    let path_ok = !t.is_empty()
        && t.split("::")
            .all(|seg| naming::is_identifier(seg) || seg.starts_with('_'));
    path_ok.then(|| t.to_owned())
}

fn split_top_level(s: &str) -> Vec<&str> {
    let (mut depth, mut start, mut out) = (0i32, 0usize, Vec::new());
    for (i, c) in s.char_indices() {
        match c {
            '<' => depth += 1,
            '>' => depth -= 1,
            ',' if depth == 0 => {
                out.push(s[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(s[start..].trim());
    out
}

// ---------------------------------------------------------------------------------------------
// Intermediate model and YAML emission
// ---------------------------------------------------------------------------------------------

#[derive(Default)]
struct Model {
    name: String,
    doc: String,
    types: Vec<TypeItem>,
    type_sets: Vec<SetItem>,
    flags: Vec<Item>,
    attributes: Vec<AttrItem>,
    classes: Vec<ClassItem>,
    gates: Vec<GateItem>,
}

struct Item {
    name: String,
    doc: String,
}

struct TypeItem {
    name: String,
    doc: String,
    bits: Option<u64>,
}

struct SetItem {
    name: String,
    doc: String,
    members: Vec<String>,
}

#[derive(Clone, PartialEq)]
enum AttrKind {
    Bool,
    Int(i64, i64),
    Enum(Vec<String>),
    Set(Vec<String>),
    Text,
}

#[derive(Clone, PartialEq)]
enum Val {
    Bool(bool),
    Int(i64),
    Name(String),
    Text(String),
    List(Vec<String>),
}

struct AttrItem {
    name: String,
    doc: String,
    kind: AttrKind,
    default: Option<Val>,
}

struct ClassItem {
    name: String,
    doc: String,
    parent: Option<String>,
}

#[derive(Default)]
struct GateItem {
    name: String,
    doc: String,
    class: String,
    flags: Vec<String>,
    attrs: Vec<(String, Val)>,
    inputs: Vec<InputItem>,
    output: Option<String>,
    fields: Vec<FieldItem>,
}

#[derive(Default, Clone)]
struct InputItem {
    name: Option<String>,
    ty: Option<String>,
    from: Vec<String>,
    repeat_any: bool,
    optional: bool,
}

struct FieldItem {
    name: String,
    doc: String,
    ty: String,
}

/// A double-quoted YAML scalar.
fn q(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                let _ = write!(out, "\\x{:02x}", c as u32);
            }
            '\u{85}' | '\u{2028}' | '\u{2029}' | '\u{feff}' => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn q_list(items: &[String]) -> String {
    let parts: Vec<String> = items.iter().map(|s| q(s)).collect();
    format!("[{}]", parts.join(", "))
}

fn val_yaml(v: &Val) -> String {
    match v {
        Val::Bool(b) => b.to_string(),
        Val::Int(i) => i.to_string(),
        Val::Name(s) | Val::Text(s) => q(s),
        Val::List(l) => q_list(l),
    }
}

impl Model {
    fn emit(&self) -> String {
        let mut y = String::with_capacity(64 * 1024);
        let _ = writeln!(
            y,
            "# Translated at run time from a real compiler's table; see SOURCES.md."
        );
        let _ = writeln!(
            y,
            "kind: ir\nversion: 1\nname: {}\ndoc: {}",
            q(&self.name),
            q(&self.doc)
        );
        if !self.types.is_empty() {
            y.push_str("types:\n");
            for t in &self.types {
                let _ = write!(y, "  - {{ name: {}, doc: {}", q(&t.name), q(&t.doc));
                if let Some(b) = t.bits {
                    let _ = write!(y, ", bits: {b}");
                }
                y.push_str(" }\n");
            }
        }
        if !self.type_sets.is_empty() {
            y.push_str("type_sets:\n");
            for s in &self.type_sets {
                let _ = writeln!(
                    y,
                    "  - {{ name: {}, doc: {}, members: {} }}",
                    q(&s.name),
                    q(&s.doc),
                    q_list(&s.members)
                );
            }
        }
        if !self.flags.is_empty() {
            y.push_str("flags:\n");
            for f in &self.flags {
                let _ = writeln!(y, "  - {{ name: {}, doc: {} }}", q(&f.name), q(&f.doc));
            }
        }
        if !self.attributes.is_empty() {
            y.push_str("attributes:\n");
            for a in &self.attributes {
                let kind = match &a.kind {
                    AttrKind::Bool => "bool".to_owned(),
                    AttrKind::Text => "text".to_owned(),
                    AttrKind::Int(min, max) => format!("{{ int: {{ min: {min}, max: {max} }} }}"),
                    AttrKind::Enum(c) => format!("{{ enum: {} }}", q_list(c)),
                    AttrKind::Set(c) => format!("{{ set: {} }}", q_list(c)),
                };
                let _ = write!(
                    y,
                    "  - {{ name: {}, doc: {}, kind: {kind}",
                    q(&a.name),
                    q(&a.doc)
                );
                if let Some(d) = &a.default {
                    let _ = write!(y, ", default: {}", val_yaml(d));
                }
                y.push_str(" }\n");
            }
        }
        if !self.classes.is_empty() {
            y.push_str("classes:\n");
            for c in &self.classes {
                let _ = write!(y, "  - {{ name: {}, doc: {}", q(&c.name), q(&c.doc));
                if let Some(p) = &c.parent {
                    let _ = write!(y, ", parent: {}", q(p));
                }
                y.push_str(" }\n");
            }
        }
        y.push_str("gates:\n");
        for g in &self.gates {
            let _ = writeln!(y, "  - name: {}", q(&g.name));
            let _ = writeln!(y, "    doc: {}", q(&g.doc));
            let _ = writeln!(y, "    class: {}", q(&g.class));
            if !g.flags.is_empty() {
                let _ = writeln!(y, "    flags: {}", q_list(&g.flags));
            }
            if !g.attrs.is_empty() {
                y.push_str("    attrs:\n");
                for (k, v) in &g.attrs {
                    let _ = writeln!(y, "      {}: {}", q(k), val_yaml(v));
                }
            }
            if !g.inputs.is_empty() {
                y.push_str("    inputs:\n      data:\n");
                for i in &g.inputs {
                    let mut parts = Vec::new();
                    if let Some(n) = &i.name {
                        parts.push(format!("name: {}", q(n)));
                    }
                    if let Some(t) = &i.ty {
                        parts.push(format!("type: {}", q(t)));
                    }
                    if !i.from.is_empty() {
                        parts.push(format!("from: {}", q(&i.from.join(" | "))));
                    }
                    if i.repeat_any {
                        parts.push("repeat: any".to_owned());
                    }
                    if i.optional {
                        parts.push("optional: true".to_owned());
                    }
                    let _ = writeln!(y, "        - {{ {} }}", parts.join(", "));
                }
            }
            if let Some(o) = &g.output {
                let _ = writeln!(y, "    outputs: {{ data: {} }}", q(o));
            }
            if !g.fields.is_empty() {
                y.push_str("    fields:\n");
                for f in &g.fields {
                    let _ = writeln!(
                        y,
                        "      - {{ name: {}, doc: {}, type: {} }}",
                        q(&f.name),
                        q(&f.doc),
                        q(&f.ty)
                    );
                }
            }
        }
        y
    }
}

// ---------------------------------------------------------------------------------------------
// Bookkeeping
// ---------------------------------------------------------------------------------------------

#[derive(Default)]
struct Notes {
    t: Translation,
}

impl Notes {
    /// Records that `key` was mapped to `target`.
    fn map(&mut self, key: &str, target: &str) {
        let e = self
            .t
            .coverage
            .entry(key.to_owned())
            .or_insert_with(|| (target.to_owned(), 0));
        e.1 += 1;
    }

    /// Records something the schema cannot say.
    fn lost(&mut self, category: impl Into<String>, item: impl Into<String>) {
        self.t
            .not_expressible
            .entry(category.into())
            .or_default()
            .push(item.into());
    }

    fn workaround(&mut self, category: impl Into<String>, item: impl Into<String>) {
        self.t
            .workarounds
            .entry(category.into())
            .or_default()
            .push(item.into());
    }

    fn doc(&mut self, kind: &str) {
        *self.t.synthesized_docs.entry(kind.to_owned()).or_default() += 1;
    }
}

// ---------------------------------------------------------------------------------------------
// Names: the validator's rules, checked up front
// ---------------------------------------------------------------------------------------------

/// Why the validator rejects `name` as a keyword (it mirrors `check_identifier`: the CamelCase form
/// must not be a keyword, the snake_case form not `self`, `super` or `crate`; other snake_case
/// keywords are escaped by the generator as `return_`).
fn rejected_keyword(name: &str) -> Option<String> {
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
fn suffixed(name: &str, tag: &str) -> String {
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
fn identifier(text: &str) -> String {
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
type Convert = fn(&str) -> String;

/// One name to place: (kind, name, the (group, conversion) pairs under which it must stay
/// distinct from the others).
type Entry<'a> = (&'a str, &'a str, Vec<(usize, Convert)>);

/// One namespace: the exact names taken and, per conversion group, the converted forms taken.
struct Space {
    exact: HashMap<String, String>,
    converted: Vec<HashMap<String, String>>,
}

/// Decides final names for the entries of one namespace. Each entry is (kind, name, groups), where
/// `groups` lists (group index, conversion) pairs under which the name must stay distinct.
/// Returns the map from original to new names (only changed names), recording every rename.
fn resolve_space(
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

fn rename(map: &HashMap<String, String>, s: &mut String) {
    if let Some(n) = map.get(s.as_str()) {
        s.clone_from(n);
    }
}

/// Finds every name the validator would reject and, in `Loadable` mode, renames it everywhere.
fn fix_names(m: &mut Model, mode: Mode, renames: &mut Vec<String>, escaped: &mut Vec<String>) {
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
        if let AttrKind::Enum(c) | AttrKind::Set(c) = &a.kind {
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
        local.push(resolve_space(&entries, 0, &no_reserved, renames, escaped));
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
        match v {
            Val::Name(n) => rename(vmap, n),
            Val::List(l) => l.iter_mut().for_each(|n| rename(vmap, n)),
            _ => {}
        }
    };
    for a in &mut m.attributes {
        let vmap = values.get(&a.name);
        if let (Some(vmap), AttrKind::Enum(c) | AttrKind::Set(c)) = (vmap, &mut a.kind) {
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
fn fix_input_order(m: &mut Model, mode: Mode, notes: &mut Notes) {
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

fn finish(mut m: Model, mode: Mode, mut notes: Notes, instructions: usize) -> Translation {
    fix_input_order(&mut m, mode, &mut notes);
    let (mut renames, mut escaped) = (Vec::new(), Vec::new());
    fix_names(&mut m, mode, &mut renames, &mut escaped);
    notes.t.renames = renames;
    notes.t.escaped_keywords = escaped;
    notes.t.instructions = instructions;
    notes.t.yaml = m.emit();
    notes.t
}

// ---------------------------------------------------------------------------------------------
// Panda
// ---------------------------------------------------------------------------------------------

/// Check qualifiers of Panda's signature tokens and the opcode each demands as the input's source.
const PANDA_CHECKS: &[(&str, &str)] = &[
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
/// attribute; `fields` (and its misspelling `field`) → fields; `description` → doc.
pub fn translate_panda(text: &str, mode: Mode) -> Result<Translation, String> {
    let root = parse_yaml(text)?;
    let top = root
        .as_map()
        .ok_or("the Panda table's top level is not a mapping")?;
    let mut notes = Notes::default();
    let mut m = Model {
        name: "panda".to_owned(),
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
                m.doc = format!(
                    "Panda (ArkCompiler) IR instructions, translated from instructions.yaml.\n\n{}",
                    v.as_str().unwrap_or_default().trim()
                );
                notes.map(&key, "spec doc");
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
        let doc = match legend.get(t) {
            Some(d) => d.clone(),
            None => {
                notes.doc("type");
                format!("Panda type `{t}`.")
            }
        };
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
                doc: d.clone(),
                members,
            });
            known_types.insert(tok.clone());
        }
    }

    // Flags.
    let mut declared_flags: HashSet<String> = HashSet::new();
    for (n, d) in &flag_doc {
        m.flags.push(Item {
            name: n.clone(),
            doc: d.clone(),
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
            let mut has_doc = false;
            for (k, v) in &map {
                let key = if pseudo {
                    format!("pseudo_instructions[].{k}")
                } else {
                    format!("instructions[].{k}")
                };
                match k.as_str() {
                    "opcode" => notes.map(&key, "gate name"),
                    "description" => {
                        g.doc = v.to_string().trim().to_owned();
                        has_doc = true;
                        notes.map(&key, "gate doc");
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
                            &legend,
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
            if !has_doc {
                g.doc = if pseudo {
                    format!("Pseudo instruction `{name}` (the table gives no description).")
                } else {
                    format!("Instruction `{name}` (the table gives no description).")
                };
                notes.doc("gate");
            }
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
            doc: format!(
                "The destination operand is pseudo (signature token `pseudo`): {}",
                legend.get("pseudo").map_or("", String::as_str)
            ),
        });
    }
    m.classes = classes;

    // Attributes.
    if uses.modes {
        m.attributes.push(AttrItem {
            name: "modes".to_owned(),
            doc: format!(
                "Modes the instruction can be used in (empty: the table does not say). {}",
                described(&mode_members, &mode_doc)
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
                "Verification rules the instruction obeys (templates `$…` expanded). {}",
                described(&verification_members, &verification_doc)
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
struct AttrUse {
    modes: bool,
    verification: bool,
    abckit: bool,
    codegen: bool,
}

fn add_members(members: &mut Vec<String>, list: &[String]) {
    for x in list {
        if !members.contains(x) {
            members.push(x.clone());
        }
    }
}

fn described(members: &[String], docs: &[(String, String)]) -> String {
    members
        .iter()
        .map(|n| match docs.iter().find(|(d, _)| d == n) {
            Some((_, d)) => format!("`{n}`: {}", d.trim()),
            None => format!("`{n}`: (no description in the table)"),
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// The leaf class of a C++ base: `FixedInputsInst<3>` → `FixedInputsInst3` under `FixedInputsInst`.
fn panda_class(
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
fn token_type(parts: &[&str], sets: &mut Vec<SetItem>, legend: &HashMap<String, String>) -> String {
    if parts.len() == 1 {
        return parts[0].to_owned();
    }
    let name = parts.join("_");
    if !sets.iter().any(|s| s.name == name) {
        let described: Vec<String> = parts
            .iter()
            .map(|p| match legend.get(*p) {
                Some(d) => format!("`{p}` ({d})"),
                None => format!("`{p}`"),
            })
            .collect();
        sets.push(SetItem {
            name: name.clone(),
            doc: format!(
                "Signature token `{}`: any of {}.",
                parts.join("-"),
                described.join(", ")
            ),
            members: parts.iter().map(|s| (*s).to_owned()).collect(),
        });
    }
    name
}

#[allow(clippy::too_many_arguments)]
fn panda_signature(
    gate: &str,
    tokens: &[String],
    g: &mut GateItem,
    sets: &mut Vec<SetItem>,
    known_types: &HashSet<String>,
    legend: &HashMap<String, String>,
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
            g.output = Some(token_type(&types, sets, legend));
            if pseudo {
                g.flags.push("pseudo_destination".to_owned());
            }
        } else {
            if pseudo {
                notes.lost("`pseudo` on a source operand", format!("{gate}: {tok}"));
            }
            if !types.is_empty() {
                input.ty = Some(token_type(&types, sets, legend));
            }
            g.inputs.push(input);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// SpiderMonkey MIR
// ---------------------------------------------------------------------------------------------

/// How a MIROps.yaml key becomes an attribute.
enum MirKey {
    /// `true` (or `false`): a `bool` attribute.
    Bool,
    /// Named values: an `enum` attribute with this default (the "attribute not specified" case)
    /// and these documented cases; values found in the table are added.
    Enum(&'static str, &'static [&'static str]),
    /// A count: an `int` attribute in `0..=max`, default 0.
    Int(i64),
}

/// The attribute-like keys of MIROps.yaml, with the meaning its header comment documents.
const MIR_ATTRS: &[(&str, MirKey, &str)] = &[
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
struct Preprocessed {
    /// The text without `#ifdef`/`#else`/`#endif` lines and without the branches that would repeat
    /// a key.
    text: String,
    /// Op name → the `#ifdef` condition its whole entry sits under.
    cfg: HashMap<String, String>,
    /// Op name → the comment right above its entry.
    docs: HashMap<String, String>,
    /// Key lines under a condition inside an op entry: (op, condition, line, kept?).
    conditional_keys: Vec<(String, String, String, bool)>,
}

fn directive(line: &str) -> Option<(&str, &str)> {
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

fn preprocess_mir(text: &str) -> Preprocessed {
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
/// `MirOp`); the keys of [`MIR_ATTRS`] → attributes; an entry under `#ifdef X` → text attribute
/// `cfg`; the comment above an entry → doc.
pub fn translate_spidermonkey(text: &str, mode: Mode) -> Result<Translation, String> {
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
