//! Operand codecs: the trait through which a target crate adds operand kinds of its own (A64's
//! logical bitmask, FMOV's 8-bit float, the move-wide immediate) to the shared ISA model, and
//! the registry of codecs and expression builtins a loader checks a table against.
//!
//! A table names a codec's kind in `operand_types` (`kind: bitmask`); the validator asks the
//! codec which parameters it takes and checks them, its overlap proof and the decode trie's
//! forbidden cubes ask it which raw values are legal, the docs ask it to describe itself, and the
//! generator asks it for the Rust of the operand type (the runtime functions it calls, by path).
//! A codec's legality test should call the very function its generated code calls at run time,
//! so that the build-time proof and the runtime share one definition.
//!
//! The registry is the front end's: the loader carries it down to every kind's validation (only
//! machine tables, and the LIR part of a `cfg` table, use it), so it names no kind.

use std::fmt;
use std::sync::Arc;

/// The parameters an operand type of a codec kind was declared with: the numeric and boolean keys
/// of its `operand_types` entry that were written (booleans as 0 and 1), in a fixed order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Params(pub Vec<(String, i64)>);

impl Params {
    /// The value of key `name`, if written.
    pub fn get(&self, name: &str) -> Option<i64> {
        self.0.iter().find(|(k, _)| k == name).map(|(_, v)| *v)
    }

    /// The boolean key `name`, if written.
    pub fn flag(&self, name: &str) -> Option<bool> {
        self.get(name).map(|v| v != 0)
    }
}

/// Why a codec refuses an operand type's parameters: the key at fault (the error is located
/// there; at the type's name when `None`) and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParamError {
    /// The key at fault.
    pub param: Option<String>,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for ParamError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ParamError {}

/// A value of a codec's operand, at build time.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum CodecValue {
    /// An integer (a 64-bit pattern for unsigned kinds).
    Int(i64),
    /// A floating-point value.
    Float(f64),
}

/// What the documentation says of an operand type of a codec kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodecDoc {
    /// Its kind, in words (`logical immediate of a 64-bit register`).
    pub kind: String,
    /// Its legal values, in words.
    pub legal: String,
}

/// The generated type of an operand type (what the codec writes its Rust against).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RustType<'a> {
    /// The type's name, such as `Bitmask64`.
    pub name: &'a str,
    /// The unsigned integer holding its raw bits (`u8`, `u16` or `u32`): the newtype's `self.0`.
    pub storage: &'a str,
}

/// The Rust of an operand type of a codec kind. The generated newtype holds the raw encoded
/// bits; the generator writes its frame (`new`, `value`, `from_raw`, `raw`, `expr`, `parse`,
/// `Display`) around these pieces. Runtime functions are named by path, through `support` (the
/// runtime crate the generated code is included with, `opforge-machine`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodecRust {
    /// The Rust type of values: what `new` takes and `value` returns (`u64`, `i64` or `f64`).
    pub value_type: String,
    /// The legal values in words (`LEGAL`, and operand errors).
    pub legal: String,
    /// The doc line of `new`.
    pub new_doc: String,
    /// An expression of type `Option<u32>` over `v` (the value): its raw bits, if legal.
    pub encode: String,
    /// The doc line of `value`.
    pub value_doc: String,
    /// An expression of the value type over `self.0` (the raw bits): the value.
    pub decode: String,
    /// A boolean expression over `raw: u32` (the raw bits): whether they are legal; `None` when
    /// every value of the width is.
    pub legal_raw: Option<String>,
    /// Statements reading the text of a value from `c: &mut support::Cursor<'_>` into `v`, with
    /// `?` on a `Result<_, String>`.
    pub parse: String,
    /// The body of `Display::fmt` (over `self` and `f`): the value as the assembler spells it.
    pub display: String,
    /// The body of `expr(self) -> i64`, the value in alias expressions, for integer kinds.
    pub expr: Option<String>,
}

/// An operand kind a target crate adds to the shared model. See the module documentation.
pub trait OperandCodec: fmt::Debug + Send + Sync {
    /// The `kind:` naming it in the table, such as `bitmask`.
    fn kind(&self) -> &str;

    /// The `operand_types` keys it takes, among `bits`, `scale`, `offset`, `min`, `max`, `hex`,
    /// `pcrel`, `width`, `inverted`, `amount` and `numbered` (`default` is always allowed).
    fn params(&self) -> &[&str];

    /// Checks the written parameters (all among [`params`](Self::params)).
    fn check(&self, params: &Params) -> Result<(), ParamError>;

    /// Width of the encoded value in bits (at most 32).
    fn bits(&self, params: &Params) -> u32;

    /// Whether the encoded value `raw` is legal: the overlap proof and the decode trie's
    /// forbidden cubes rest on it, so it should call the function the generated code calls.
    fn legal(&self, params: &Params, raw: u64) -> bool;

    /// Whether every encoded value of the width is legal (so decoding cannot fail). By default,
    /// every value is tried (up to 2^20 of them; wider kinds must say).
    fn is_total(&self, params: &Params) -> bool {
        let bits = self.bits(params);
        bits <= 20 && (0..1u64 << bits).all(|raw| self.legal(params, raw))
    }

    /// Whether its values are integers that alias expressions may use.
    fn is_integer(&self, params: &Params) -> bool;

    /// The raw bits of `value`, if the kind can hold it.
    fn encode(&self, params: &Params, value: CodecValue) -> Option<u64>;

    /// The value of the raw bits `raw`.
    fn decode(&self, params: &Params, raw: u64) -> CodecValue;

    /// What the reference documentation says of it.
    fn describe(&self, params: &Params) -> CodecDoc;

    /// The Rust of a generated operand type of this kind.
    fn rust(&self, params: &Params, ty: RustType<'_>) -> CodecRust;
}

/// An operand type of a codec kind: the codec and the parameters it was declared with.
#[derive(Clone, Debug)]
pub struct CodecType {
    /// The codec.
    pub codec: Arc<dyn OperandCodec>,
    /// Its parameters.
    pub params: Params,
}

impl PartialEq for CodecType {
    fn eq(&self, other: &Self) -> bool {
        self.codec.kind() == other.codec.kind() && self.params == other.params
    }
}

/// The codecs and expression builtins registered with a loader or builder, which the tables it
/// loads may use (a table declares the builtins it calls in `builtins:`).
#[derive(Clone, Debug, Default)]
pub struct Codecs {
    kinds: Vec<Arc<dyn OperandCodec>>,
    builtins: Vec<Builtin>,
}

impl Codecs {
    /// No codec and no builtin.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds an operand codec (a later one of the same kind replaces an earlier one).
    pub fn codec(mut self, codec: impl OperandCodec + 'static) -> Self {
        self.kinds.retain(|k| k.kind() != codec.kind());
        self.kinds.push(Arc::new(codec));
        self
    }

    /// Adds an expression builtin (a later one of the same name replaces an earlier one).
    pub fn builtin(mut self, builtin: Builtin) -> Self {
        self.builtins.retain(|b| b.name != builtin.name);
        self.builtins.push(builtin);
        self
    }

    /// Adds every codec and builtin of `other`.
    pub fn with(self, other: Codecs) -> Self {
        let with_kinds = other.kinds.into_iter().fold(self, |mut acc, k| {
            acc.kinds.retain(|x| x.kind() != k.kind());
            acc.kinds.push(k);
            acc
        });
        other
            .builtins
            .into_iter()
            .fold(with_kinds, |acc, b| acc.builtin(b))
    }

    /// The codec of kind `kind`.
    pub fn kind(&self, kind: &str) -> Option<&Arc<dyn OperandCodec>> {
        self.kinds.iter().find(|k| k.kind() == kind)
    }

    /// The registered kinds' names.
    pub fn kinds(&self) -> impl Iterator<Item = &str> {
        self.kinds.iter().map(|k| k.kind())
    }

    /// The builtin called `name`.
    pub fn builtin_named(&self, name: &str) -> Option<&Builtin> {
        self.builtins.iter().find(|b| b.name == name)
    }

    /// Every registered builtin.
    pub fn builtins(&self) -> &[Builtin] {
        &self.builtins
    }
}

/// A function an expression may call: declared by the table (`builtins:`), provided by a
/// registered codec crate ([`Codecs::builtin`]) with the path of its runtime
/// implementation, which takes and returns `i64` (or returns `bool`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Builtin {
    /// Its name in expressions, such as `movz_alias`.
    pub name: String,
    /// Number of (integer) arguments.
    pub arity: usize,
    /// Whether it returns a boolean (otherwise an integer).
    pub returns_bool: bool,
    /// The Rust path the generated code calls, such as `support::movz_alias`.
    pub rust: String,
    /// What it computes (for the reference).
    pub doc: String,
}

impl Builtin {
    /// A builtin `name` of `arity` integer arguments, returning a boolean when `returns_bool`,
    /// implemented at run time by the function at `rust`.
    pub fn new(
        name: impl Into<String>,
        arity: usize,
        returns_bool: bool,
        rust: impl Into<String>,
        doc: impl Into<String>,
    ) -> Self {
        Builtin {
            name: name.into(),
            arity,
            returns_bool,
            rust: rust.into(),
            doc: doc.into(),
        }
    }
}
