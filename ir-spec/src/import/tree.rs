//! The order-preserving YAML tree the foreign tables are read into ([`Node`]), and the C++
//! type spellings of their signatures turned into Rust ([`cpp_to_rust`]).

use super::*;
use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};

use crate::load::Limits;
use crate::source::FileId;

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
    pub(crate) fn as_str(&self) -> Option<&str> {
        match self {
            Node::Str(s) => Some(s),
            _ => None,
        }
    }

    pub(crate) fn as_map(&self) -> Option<&[(String, Node)]> {
        match self {
            Node::Map(m) => Some(m),
            _ => None,
        }
    }

    pub(crate) fn as_seq(&self) -> Option<&[Node]> {
        match self {
            Node::Seq(s) => Some(s),
            _ => None,
        }
    }

    /// Strings of a sequence of strings (non-strings are skipped by the caller's check).
    pub(crate) fn strings(&self) -> Option<Vec<String>> {
        self.as_seq()?
            .iter()
            .map(|n| n.as_str().map(str::to_owned))
            .collect()
    }

    pub(crate) fn get(&self, key: &str) -> Option<&Node> {
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

/// Parses YAML text into a [`Node`] tree under the loader's default [`Limits`], which every real
/// table fits. Repeated keys of a mapping are all kept (YAML forbids them, but real tables have
/// them); the translators report them with `dedupe`. A syntax error or a breached limit is
/// located and worded as the loader words a spec's.
pub fn parse_yaml(text: &str) -> Result<Node, ImportError> {
    let limits = Limits::default();
    let mut options = crate::front::read::options(&limits);
    options.duplicate_keys = serde_saphyr::DuplicateKeyPolicy::PassThrough;
    serde_saphyr::from_str_with_options::<Node>(text, options).map_err(|e| {
        let d = crate::front::read::yaml_diagnostic(FileId(0), "the table", text, &e, &limits);
        ImportError::Yaml {
            rule: d.rule,
            line: d.loc.line,
            column: d.loc.column,
            message: d.message,
        }
    })
}

/// The entries of an instruction's mapping with repeated keys collapsed to their last value; each
/// repetition is reported as an observation (same value) or as not expressible (the earlier,
/// different value is lost, as a YAML reader that keeps the last value would lose it).
pub(crate) fn dedupe(map: &[(String, Node)], name: &str, notes: &mut Notes) -> Vec<(String, Node)> {
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

pub(crate) fn cpp_type(t: &str) -> Option<String> {
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

pub(crate) fn split_top_level(s: &str) -> Vec<&str> {
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
