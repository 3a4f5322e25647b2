//! The spec file as written: serde types that mirror the YAML of schema v1 one to one, with the
//! position of every value kept ([`Located`]). Nothing here is checked beyond its shape; the
//! validator turns a list of [`Document`]s into the checked model.
//!
//! The short forms (a plain name where a mapping is also allowed) are implemented with hand-written
//! visitors rather than untagged enums, because untagged enums would lose the positions.

use std::fmt;

use serde::Deserialize;
use serde::de::{self, Deserializer, MapAccess, SeqAccess, Visitor};

pub use crate::front::syntax::{ClassDecl, Located, MembersDecl, NamedDecl, S};

#[cfg(feature = "schema")]
mod schema;

crate::front::kind::spec_document! {
    /// One file of an IR spec (`kind: ir`).
    pub struct Document {
        kind: IrTag,
        /// Primary (machine) types.
        #[serde(default)]
        pub types: Vec<TypeDecl>,
        /// Named sets of primary types.
        #[serde(default)]
        pub type_sets: Vec<MembersDecl>,
        /// Type variables, such as `FLEX`: "the gate's own output type".
        #[serde(default)]
        pub type_vars: Vec<NamedDecl>,
        /// Boolean properties a gate may carry.
        #[serde(default)]
        pub flags: Vec<NamedDecl>,
        /// Typed properties a gate may set.
        #[serde(default)]
        pub attributes: Vec<AttributeDecl>,
        /// The class tree, as a flat list with parents.
        #[serde(default)]
        pub classes: Vec<ClassDecl>,
        /// Named sets of opcodes (gates, classes or other sets).
        #[serde(default)]
        pub opcode_sets: Vec<MembersDecl>,
        /// Root gates, in the order of their fixed offsets.
        #[serde(default)]
        pub roots: Vec<S<String>>,
        /// The gates (instructions).
        #[serde(default)]
        pub gates: Vec<GateDecl>,
        /// The wire kinds gates may use, under the table's own names, each with what it carries
        /// and which of opforge's four wire behaviours (`state`, `depend`, `data`, `root`) it has;
        /// absent: the four, under those names.
        #[serde(default)]
        pub wires: Option<Vec<WireDecl>>,
        /// The levels a gate may belong to; absent: `HIR`, `MIR` and `LIR`.
        #[serde(default)]
        pub levels: Option<Vec<NamedDecl>>,
        /// The gates the runtime's graph rules and walks need, by role (`loop_begin: LOOP_BEGIN`).
        #[serde(default)]
        pub roles: RoleMap,
        /// The graph rules the runtime verifier runs (`reachability`, `acyclic`, `selector_arity`);
        /// each needs its roles.
        #[serde(default)]
        pub graph_rules: Vec<S<String>>,
    }
}

crate::front::kind::kind_tag! {
    /// The `kind:` value of an IR spec.
    pub enum IrTag {
        /// An IR: gates, classes, types and wires.
        Ir = "ir"
    }
    /// The IR kind of table.
    pub struct IrKind: "an IR's gates, classes, types and wires";
}

crate::front::syntax::declaration! {
    /// A wire kind: its name (the key of a gate's `inputs` and `outputs` that uses it), its doc and
    /// the behaviour it has.
    pub struct WireDecl {
        /// The name, such as `order`: the key gates use it under.
        name,
        /// What it carries.
        doc,
        /// Which of opforge's wire behaviours it has: `state` (control, inputs listed with the
        /// opcodes that may feed them, users on the output), `depend` (order, inputs counted),
        /// `data` (values, typed) or `root` (registration in a root list). Defaults to the name for
        /// a wire kind named `state`, `depend`, `data` or `root`.
        #[serde(default)]
        pub like: Option<S<String>>,
    }
}

crate::front::syntax::declaration! {
    /// A primary type.
    pub struct TypeDecl {
        /// The name, such as `I32`.
        name,
        /// Its documentation.
        doc,
        /// How the type is spelled in textual IR, such as `i32` (defaults to the lower-cased name).
        #[serde(default)]
        pub spelling: Option<S<String>>,
        /// Width in bits, when fixed (`ARCH` has none).
        #[serde(default)]
        pub bits: Option<S<u64>>,
        /// Whether its values are floating-point numbers (the text format reads a constant of the type
        /// as a float: `2.0`, `0x1.8p1`, `nan`).
        #[serde(default)]
        pub float: bool,
    }
}

crate::front::syntax::declaration! {
    /// A typed attribute declaration.
    pub struct AttributeDecl {
        /// The name, such as `alias_set`.
        name,
        /// Its documentation.
        doc,
        /// What values it takes.
        pub kind: S<AttributeKind>,
        /// The value of gates that do not set it (required for every kind but `bool`, whose default is
        /// `false`).
        #[serde(default)]
        pub default: Option<S<AttrValue>>,
    }
}

/// The kind of an attribute.
#[derive(Debug, Deserialize, Clone, PartialEq)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase", deny_unknown_fields)]
pub enum AttributeKind {
    /// `true` or `false`.
    Bool,
    /// A signed integer within `min..=max`.
    Int {
        /// Smallest legal value.
        min: i64,
        /// Largest legal value.
        max: i64,
    },
    /// One of the listed names.
    Enum(Vec<S<String>>),
    /// Any subset of the listed names.
    Set(Vec<S<String>>),
    /// Free text.
    Text,
}

/// A value given to an attribute.
#[derive(Debug, Clone, PartialEq)]
pub enum AttrValue {
    /// `true` / `false`.
    Bool(bool),
    /// An integer.
    Int(i64),
    /// A name or text.
    Text(String),
    /// A list of names.
    List(Vec<String>),
}

impl<'de> Deserialize<'de> for AttrValue {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = AttrValue;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a boolean, an integer, a name or a list of names")
            }
            fn visit_bool<E: de::Error>(self, v: bool) -> Result<AttrValue, E> {
                Ok(AttrValue::Bool(v))
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<AttrValue, E> {
                Ok(AttrValue::Int(v))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<AttrValue, E> {
                i64::try_from(v)
                    .map(AttrValue::Int)
                    .map_err(|_| E::custom("integer too large"))
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<AttrValue, E> {
                Ok(AttrValue::Text(v.to_owned()))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<AttrValue, A::Error> {
                let mut out = Vec::new();
                while let Some(s) = seq.next_element::<String>()? {
                    out.push(s);
                }
                Ok(AttrValue::List(out))
            }
            fn visit_f64<E: de::Error>(self, v: f64) -> Result<AttrValue, E> {
                Err(invalid_type(de::Unexpected::Float(v), &self))
            }
            fn visit_unit<E: de::Error>(self) -> Result<AttrValue, E> {
                Err(invalid_type(de::Unexpected::Unit, &self))
            }
            fn visit_map<A: MapAccess<'de>>(self, _: A) -> Result<AttrValue, A::Error> {
                Err(invalid_type(de::Unexpected::Map, &self))
            }
        }
        d.deserialize_any(V)
    }
}

crate::front::syntax::declaration! {
    /// A gate (one opcode).
    pub struct GateDecl {
        /// The name, such as `ADD`.
        name,
        /// Its documentation.
        doc,
        /// Its leaf class.
        #[serde(default)]
        pub class: Option<S<String>>,
        /// Its level, one of `levels`; absent when the gate belongs to every level.
        #[serde(default)]
        pub level: Option<S<String>>,
        /// Flags it carries.
        #[serde(default)]
        pub flags: Vec<S<String>>,
        /// Attribute values.
        #[serde(default)]
        pub attrs: AttrMap,
        /// Its inputs, by wire kind.
        #[serde(default)]
        pub inputs: Inputs,
        /// Its outputs, by wire kind.
        #[serde(default)]
        pub outputs: Outputs,
        /// The root list that registers every gate of this opcode.
        #[serde(default)]
        pub root: Option<S<String>>,
        /// What the gate's bitfield means; absent when unused.
        #[serde(default)]
        pub bitfield: Option<S<Bitfield>>,
        /// Per-instance immediate fields (other than the bitfield), with their Rust types.
        #[serde(default)]
        pub fields: Vec<FieldDecl>,
    }
}

crate::front::syntax::declaration! {
    /// A per-instance field of a gate.
    pub struct FieldDecl {
        /// The name, such as `template_object`.
        name,
        /// Its documentation.
        doc,
        /// Its Rust type, such as `u32` or `Box<str>`.
        #[serde(rename = "type")]
        pub ty: S<String>,
    }
}

/// Attribute values of a gate, in the order written.
#[derive(Debug, Default)]
pub struct AttrMap(pub Vec<(S<String>, S<AttrValue>)>);

impl<'de> Deserialize<'de> for AttrMap {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        entries(d, "a mapping from attribute names to values").map(AttrMap)
    }
}

/// Roles given to gates, in the order written: role name, then the opcodes (`A | B`).
#[derive(Debug, Default)]
pub struct RoleMap(pub Vec<Entry<String>>);

impl<'de> Deserialize<'de> for RoleMap {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        entries(d, "a mapping from role names to gates").map(RoleMap)
    }
}

/// One entry of a mapping: the key and the value, each with its position.
pub type Entry<T> = (S<String>, S<T>);

/// The entries of a mapping with spanned keys, in the order written (duplicates kept, for the
/// validator to report with both positions).
fn entries<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    d: D,
    expecting: &'static str,
) -> Result<Vec<Entry<T>>, D::Error> {
    struct V<T>(&'static str, std::marker::PhantomData<T>);
    impl<'de, T: Deserialize<'de>> Visitor<'de> for V<T> {
        type Value = Vec<Entry<T>>;
        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str(self.0)
        }
        fn visit_map<A: MapAccess<'de>>(self, mut m: A) -> Result<Self::Value, A::Error> {
            let mut out = Vec::new();
            while let Some(k) = m.next_key::<S<String>>()? {
                out.push((k, m.next_value()?));
            }
            Ok(out)
        }
    }
    d.deserialize_map(V(expecting, std::marker::PhantomData))
}

/// Inputs of a gate, by the wire kinds `wires` declares (keys in the order written; duplicates
/// kept, for the validator to report). The kinds named after a behaviour (`state`, `data`: a
/// list; `depend`: a count) are read in that behaviour's shape here, so a wrong value there is a
/// structural error; the others are read in either shape and checked by the validator.
#[derive(Debug, Default)]
pub struct Inputs(pub Vec<Entry<WireInputs>>);

impl<'de> Deserialize<'de> for Inputs {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Inputs;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a mapping from wire kinds to inputs")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut m: A) -> Result<Inputs, A::Error> {
                let mut out = Vec::new();
                while let Some(k) = m.next_key::<S<String>>()? {
                    let v: S<WireInputs> = match k.value.as_str() {
                        "state" | "data" => m
                            .next_value::<S<Vec<S<InputEntry>>>>()?
                            .map(WireInputs::Listed),
                        "depend" => m.next_value::<S<Count>>()?.map(WireInputs::Counted),
                        _ => m.next_value()?,
                    };
                    out.push((k, v));
                }
                Ok(Inputs(out))
            }
        }
        d.deserialize_map(V)
    }
}

/// Outputs of a gate, by the wire kinds `wires` declares; read as [`Inputs`] are (`state`: a
/// list of users, `depend`: a boolean, `data`: a type).
#[derive(Debug, Default)]
pub struct Outputs(pub Vec<Entry<WireOutputs>>);

impl<'de> Deserialize<'de> for Outputs {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Outputs;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a mapping from wire kinds to outputs")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut m: A) -> Result<Outputs, A::Error> {
                let mut out = Vec::new();
                while let Some(k) = m.next_key::<S<String>>()? {
                    let v: S<WireOutputs> = match k.value.as_str() {
                        "state" => m
                            .next_value::<S<Vec<S<UserEntry>>>>()?
                            .map(WireOutputs::Users),
                        "depend" => m.next_value::<S<bool>>()?.map(WireOutputs::Flag),
                        "data" => m.next_value::<S<String>>()?.map(WireOutputs::Type),
                        _ => m.next_value()?,
                    };
                    out.push((k, v));
                }
                Ok(Outputs(out))
            }
        }
        d.deserialize_map(V)
    }
}

/// The inputs of one wire kind, as written: a list (of a `state`- or `data`-like kind) or a count
/// (of a `depend`-like kind). Which one the kind takes is the validator's business.
#[derive(Debug)]
pub enum WireInputs {
    /// One entry per input.
    Listed(Vec<S<InputEntry>>),
    /// How many inputs.
    Counted(Count),
}

impl<'de> Deserialize<'de> for WireInputs {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        /// A list, or what [`CountVisitor`] reads.
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = WireInputs;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("inputs: a list of inputs, or a count (a number, `bitfield` or `any`)")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut s: A) -> Result<WireInputs, A::Error> {
                let mut out = Vec::new();
                while let Some(e) = s.next_element()? {
                    out.push(e);
                }
                Ok(WireInputs::Listed(out))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<WireInputs, E> {
                CountVisitor.visit_u64(v).map(WireInputs::Counted)
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<WireInputs, E> {
                CountVisitor.visit_i64(v).map(WireInputs::Counted)
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<WireInputs, E> {
                CountVisitor.visit_str(v).map(WireInputs::Counted)
            }
            fn visit_bool<E: de::Error>(self, v: bool) -> Result<WireInputs, E> {
                CountVisitor.visit_bool(v).map(WireInputs::Counted)
            }
            fn visit_f64<E: de::Error>(self, v: f64) -> Result<WireInputs, E> {
                CountVisitor.visit_f64(v).map(WireInputs::Counted)
            }
            fn visit_unit<E: de::Error>(self) -> Result<WireInputs, E> {
                CountVisitor.visit_unit().map(WireInputs::Counted)
            }
            fn visit_map<A: MapAccess<'de>>(self, m: A) -> Result<WireInputs, A::Error> {
                CountVisitor.visit_map(m).map(WireInputs::Counted)
            }
        }
        d.deserialize_any(V)
    }
}

/// The output of one wire kind, as written: the users a `state`-like kind admits, whether a
/// `depend`-like kind is produced, or the type of a `data`-like kind's value.
#[derive(Debug)]
pub enum WireOutputs {
    /// The gates that may use this one through the wire, and how many of each.
    Users(Vec<S<UserEntry>>),
    /// Whether the gate produces the wire.
    Flag(bool),
    /// The type of the value produced.
    Type(String),
}

impl<'de> Deserialize<'de> for WireOutputs {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = WireOutputs;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("an output: a list of users, `true`/`false`, or a type")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut s: A) -> Result<WireOutputs, A::Error> {
                let mut out = Vec::new();
                while let Some(e) = s.next_element()? {
                    out.push(e);
                }
                Ok(WireOutputs::Users(out))
            }
            fn visit_bool<E: de::Error>(self, v: bool) -> Result<WireOutputs, E> {
                Ok(WireOutputs::Flag(v))
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<WireOutputs, E> {
                Ok(WireOutputs::Type(v.to_owned()))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<WireOutputs, E> {
                Err(invalid_type(de::Unexpected::Unsigned(v), &self))
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<WireOutputs, E> {
                Err(invalid_type(de::Unexpected::Signed(v), &self))
            }
            fn visit_f64<E: de::Error>(self, v: f64) -> Result<WireOutputs, E> {
                Err(invalid_type(de::Unexpected::Float(v), &self))
            }
            fn visit_unit<E: de::Error>(self) -> Result<WireOutputs, E> {
                Err(invalid_type(de::Unexpected::Unit, &self))
            }
            fn visit_map<A: MapAccess<'de>>(self, _: A) -> Result<WireOutputs, A::Error> {
                Err(invalid_type(de::Unexpected::Map, &self))
            }
        }
        d.deserialize_any(V)
    }
}

/// How many inputs: a fixed number, the bitfield's count, or any number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Count {
    /// Exactly this many.
    Fixed(u64),
    /// As many as the gate's `count` bitfield says.
    Bitfield,
    /// Any number, zero included.
    Any,
}

/// Reads a [`Count`]; [`WireInputs`] reads its counts with it too.
struct CountVisitor;

impl<'de> Visitor<'de> for CountVisitor {
    type Value = Count;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a count: a number, `bitfield` or `any`")
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Count, E> {
        Ok(Count::Fixed(v))
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Count, E> {
        u64::try_from(v)
            .map(Count::Fixed)
            .map_err(|_| E::custom("a count cannot be negative"))
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<Count, E> {
        match v {
            "bitfield" => Ok(Count::Bitfield),
            "any" => Ok(Count::Any),
            other => Err(invalid_value(de::Unexpected::Str(other), &self)),
        }
    }
    fn visit_bool<E: de::Error>(self, v: bool) -> Result<Count, E> {
        Err(invalid_type(de::Unexpected::Bool(v), &self))
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Count, E> {
        Err(invalid_type(de::Unexpected::Float(v), &self))
    }
    fn visit_unit<E: de::Error>(self) -> Result<Count, E> {
        Err(invalid_type(de::Unexpected::Unit, &self))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, _: A) -> Result<Count, A::Error> {
        Err(invalid_type(de::Unexpected::Seq, &self))
    }
    fn visit_map<A: MapAccess<'de>>(self, _: A) -> Result<Count, A::Error> {
        Err(invalid_type(de::Unexpected::Map, &self))
    }
}

impl<'de> Deserialize<'de> for Count {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(CountVisitor)
    }
}

/// Serde's "invalid type" error, raised as a custom error. The YAML deserializer places a custom
/// error at the value being read, but Serde's own `invalid_type` error at the key of the mapping
/// entry that holds it; the visitors written by hand here use this so that the column is right.
fn invalid_type<E: de::Error>(unexp: de::Unexpected<'_>, exp: &dyn de::Expected) -> E {
    E::custom(format_args!("invalid type: {unexp}, expected {exp}"))
}

/// Serde's "invalid value" error, raised as a custom error for the reason given at
/// [`invalid_type`].
fn invalid_value<E: de::Error>(unexp: de::Unexpected<'_>, exp: &dyn de::Expected) -> E {
    E::custom(format_args!("invalid value: {unexp}, expected {exp}"))
}

/// One input of a wire kind. Written either as a plain constraint (`I32`, `ANYINT`,
/// `MERGE | LOOP_BEGIN`) or as a mapping with `name`, `type`, `from`, `repeat`, `optional`, `doc`.
#[derive(Debug, Default)]
pub struct InputEntry {
    /// The plain form's constraint, when written plainly.
    pub plain: Option<String>,
    /// Name of the operand (for accessors).
    pub name: Option<S<String>>,
    /// Accepted types (`A | B`), data inputs only.
    pub ty: Option<S<String>>,
    /// Accepted source opcodes (`A | B`).
    pub from: Option<S<String>>,
    /// Repetition: `bitfield` or `any`.
    pub repeat: Option<S<Count>>,
    /// Whether the input may be absent.
    pub optional: Option<S<bool>>,
    /// Documentation of the operand.
    pub doc: Option<S<String>>,
}

const INPUT_KEYS: &[&str] = &["name", "type", "from", "repeat", "optional", "doc"];

impl<'de> Deserialize<'de> for InputEntry {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = InputEntry;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str(
                    "an input: a constraint such as `I32` or `MERGE | LOOP_BEGIN`, or a mapping",
                )
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<InputEntry, E> {
                Ok(InputEntry {
                    plain: Some(v.to_owned()),
                    ..InputEntry::default()
                })
            }
            fn visit_map<A: MapAccess<'de>>(self, mut m: A) -> Result<InputEntry, A::Error> {
                let mut e = InputEntry::default();
                while let Some(k) = m.next_key::<String>()? {
                    match k.as_str() {
                        "name" => set_once(&mut e.name, m.next_value()?, "name")?,
                        "type" => set_once(&mut e.ty, m.next_value()?, "type")?,
                        "from" => set_once(&mut e.from, m.next_value()?, "from")?,
                        "repeat" => set_once(&mut e.repeat, m.next_value()?, "repeat")?,
                        "optional" => set_once(&mut e.optional, m.next_value()?, "optional")?,
                        "doc" => set_once(&mut e.doc, m.next_value()?, "doc")?,
                        other => return Err(de::Error::unknown_field(other, INPUT_KEYS)),
                    }
                }
                Ok(e)
            }
        }
        d.deserialize_any(V)
    }
}

fn set_once<T, E: de::Error>(slot: &mut Option<T>, v: T, key: &'static str) -> Result<(), E> {
    if slot.is_some() {
        return Err(E::duplicate_field(key));
    }
    *slot = Some(v);
    Ok(())
}

/// How many users of a given opcode a gate may have through its state output.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Multiplicity {
    /// Exactly one.
    One,
    /// Zero or more.
    Many,
}

/// One allowed user of a gate's state output: `IF_TRUE` (exactly one) or `{ many: DEPEND_RELAY }`.
#[derive(Debug)]
pub struct UserEntry {
    /// How many.
    pub multiplicity: Multiplicity,
    /// Which opcodes (`A | B`); `None` for the plain form, whose text is in `plain`.
    pub opcodes: Option<S<String>>,
    /// The plain form's text.
    pub plain: Option<String>,
}

impl<'de> Deserialize<'de> for UserEntry {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = UserEntry;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a user: an opcode such as `IF_TRUE`, `{ one: X }` or `{ many: X }`")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<UserEntry, E> {
                Ok(UserEntry {
                    multiplicity: Multiplicity::One,
                    opcodes: None,
                    plain: Some(v.to_owned()),
                })
            }
            fn visit_map<A: MapAccess<'de>>(self, mut m: A) -> Result<UserEntry, A::Error> {
                let Some(k) = m.next_key::<String>()? else {
                    return Err(de::Error::custom("expected `one` or `many`"));
                };
                let multiplicity = match k.as_str() {
                    "one" => Multiplicity::One,
                    "many" => Multiplicity::Many,
                    other => return Err(de::Error::unknown_field(other, &["one", "many"])),
                };
                let opcodes = Some(m.next_value()?);
                if let Some(extra) = m.next_key::<String>()? {
                    return Err(de::Error::custom(format!(
                        "a user entry has one key, `one` or `many`; found also `{extra}`"
                    )));
                }
                Ok(UserEntry {
                    multiplicity,
                    opcodes,
                    plain: None,
                })
            }
        }
        d.deserialize_any(V)
    }
}

/// What a gate's bitfield means.
#[derive(Debug, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase", deny_unknown_fields)]
pub enum Bitfield {
    /// The number of inputs of the gate's variadic input.
    Count(BitfieldCount),
    /// One case of an enum, such as a condition code.
    Enum(BitfieldEnum),
    /// Raw bits with a meaning given in prose (a constant, a case value, an offset).
    Bits(BitfieldBits),
}

/// A count bitfield.
#[derive(Debug, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct BitfieldCount {
    /// What is counted.
    #[serde(default)]
    pub doc: Option<S<String>>,
}

crate::front::syntax::declaration! {
    /// An enum bitfield.
    pub struct BitfieldEnum {
        /// The Rust enum's name, such as `IcmpCond`.
        name,
        /// What the enum selects.
        doc,
        /// Width in bits.
        pub width: S<u64>,
        /// The cases.
        #[serde(default)]
        pub values: Vec<EnumCase>,
    }
}

/// One case of an enum bitfield.
#[derive(Debug, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct EnumCase {
    /// The name, such as `SLT`.
    pub name: S<String>,
    /// Its bit value.
    pub value: S<u64>,
    /// What it means.
    #[serde(default)]
    pub doc: Option<S<String>>,
}

/// A raw bitfield.
#[derive(Debug, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct BitfieldBits {
    /// What the bits mean.
    #[serde(default)]
    pub doc: Option<S<String>>,
    /// Width in bits (default 64).
    #[serde(default)]
    pub width: Option<S<u64>>,
    /// Whether the bits are a value of the gate's type (a constant's, a case's: a 64-bit integer
    /// for a gate without a type), which the text format reads by that type (`-1`, `2.0`).
    #[serde(default)]
    pub value: bool,
}
