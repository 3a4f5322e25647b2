//! Naming: owns how spec names become Rust identifiers (`IF_BRANCH` → `IfBranch`, `is_if_branch`),
//! which names are valid identifiers, and which are reserved.

pub use opforge_shapes::edit_distance;

/// Whether `s` is an ASCII identifier: a letter, then letters, digits or underscores.
pub fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// Rust keywords, strict and reserved (2024 edition), that cannot be used as plain identifiers.
const RUST_KEYWORDS: &[&str] = &[
    "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum", "extern",
    "false", "fn", "for", "gen", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut",
    "pub", "ref", "return", "self", "Self", "static", "struct", "super", "trait", "true", "type",
    "unsafe", "use", "where", "while", "abstract", "become", "box", "do", "final", "macro",
    "override", "priv", "typeof", "unsized", "virtual", "yield", "try",
];

/// Names the generator uses itself, so a class may not take them (`visit_gate` is the root of
/// the visitor chain, `Opcode` and friends are generated types).
pub const RESERVED_CLASS_NAMES: &[&str] = &["Gate", "Opcode", "Class", "Flags", "Type", "TypeSet"];

/// Type names the generated code defines itself: a bitfield enum or an enum attribute may not
/// take them.
pub const RESERVED_TYPE_NAMES: &[&str] = &[
    "Opcode",
    "Class",
    "Flags",
    "Level",
    "Root",
    "MachineType",
    "TypeSet",
    "TypeVar",
    "TypeConstraint",
    "OpcodeRange",
    "OpcodeSet",
    "OpcodeInfo",
    "WireShape",
    "InputInfo",
    "UserInfo",
    "Repeat",
    "DependCount",
    "BitfieldKind",
    "BitfieldInfo",
    "FieldInfo",
    "UnknownOpcode",
    "GateBuilder",
    "GateRef",
    "StateRef",
    "DependRef",
    "ValueRef",
    "Inputs",
];

/// Parameter names the generated builder methods use themselves: an input may not take them.
pub const RESERVED_INPUT_NAMES: &[&str] = &["ty", "bits", "depend", "depends"];

/// What is wrong with a Rust path (see [`path_problem`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PathProblem {
    /// It is not `::`-separated identifiers.
    Malformed,
    /// This segment is a keyword where a path cannot have one.
    Keyword(String),
}

/// Why `text` is not a path a generated `use` can name (`a::b`, `::a::b`, `crate::a`,
/// `super::super::a`), or `None` when it is one. Segments are ASCII identifiers (a leading
/// underscore allowed, `_` alone not); keywords are refused but a leading `crate` or `self`
/// and leading `super`s.
pub fn path_problem(text: &str) -> Option<PathProblem> {
    let rest = text.strip_prefix("::").unwrap_or(text);
    let absolute = rest.len() != text.len();
    let mut leading = true;
    for (i, seg) in rest.split("::").enumerate() {
        let mut chars = seg.chars();
        let ident = matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
            && seg != "_"
            && chars.all(|c| c.is_ascii_alphanumeric() || c == '_');
        if !ident {
            return Some(PathProblem::Malformed);
        }
        let allowed = !absolute
            && leading
            && (seg == "super" || (i == 0 && (seg == "crate" || seg == "self")));
        leading = allowed && seg == "super";
        if is_rust_keyword(seg) && !allowed {
            return Some(PathProblem::Keyword(seg.to_owned()));
        }
    }
    None
}

/// Whether an identifier is a Rust keyword.
pub fn is_rust_keyword(s: &str) -> bool {
    RUST_KEYWORDS.contains(&s)
}

/// Splits a name into lower-case words: `IF_BRANCH`, `IfBranch` and `if_branch` all give
/// `["if", "branch"]`; digits stay with the word before them (`I32` → `["i32"]`).
pub fn words(name: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut current = String::new();
    let chars: Vec<char> = name.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if c == '_' {
            if !current.is_empty() {
                out.push(std::mem::take(&mut current));
            }
            continue;
        }
        if c.is_ascii_uppercase() && !current.is_empty() {
            let prev = chars[i - 1];
            let next_lower = chars.get(i + 1).is_some_and(|n| n.is_ascii_lowercase());
            if prev.is_ascii_lowercase()
                || prev.is_ascii_digit()
                || (prev.is_ascii_uppercase() && next_lower)
            {
                out.push(std::mem::take(&mut current));
            }
        }
        current.push(c.to_ascii_lowercase());
    }
    if !current.is_empty() {
        out.push(current);
    }
    out
}

/// `IF_BRANCH` → `IfBranch`.
pub fn camel(name: &str) -> String {
    words(name)
        .iter()
        .map(|w| {
            let mut c = w.chars();
            match c.next() {
                Some(f) => f.to_ascii_uppercase().to_string() + c.as_str(),
                None => String::new(),
            }
        })
        .collect()
}

/// `IfBranch` → `if_branch`.
pub fn snake(name: &str) -> String {
    words(name).join("_")
}

/// `IfBranch` → `if_branch`, with a trailing underscore when the result is a Rust keyword
/// (`RETURN` → `return_`), for method and parameter names.
pub fn snake_ident(name: &str) -> String {
    let s = snake(name);
    if is_rust_keyword(&s) { s + "_" } else { s }
}

/// `IfBranch` → `IF_BRANCH`.
pub fn screaming(name: &str) -> String {
    snake(name).to_ascii_uppercase()
}

/// `IntBinary` → `is_int_binary`: the class test on `Opcode`.
pub fn class_test(class: &str) -> String {
    format!("is_{}", snake(class))
}

/// `IF_BRANCH` → `visit_if_branch`: the visitor method of a gate or a class.
pub fn visit_method(name: &str) -> String {
    format!("visit_{}", snake(name))
}

/// `alias_set` → `ATTR_ALIAS_SET`: the static table behind an attribute's accessor.
pub fn attribute_table(attribute: &str) -> String {
    format!("ATTR_{}", screaming(attribute))
}

/// The parameter of a builder method for one input: its spec name (keyword-safe snake_case), else
/// a name from its wire kind (`state`, `arg`): the kind alone for the only input of the kind, the
/// kind and the position among several (`arg0`), the plural for a variadic one (`args`).
pub fn builder_param(
    kind: &str,
    position: usize,
    count: usize,
    name: Option<&str>,
    once: bool,
) -> String {
    match (name, once, count) {
        (Some(n), _, _) => snake_ident(n),
        (None, true, 1) => kind.to_owned(),
        (None, true, _) => format!("{kind}{position}"),
        (None, false, _) => format!("{kind}s"),
    }
}

/// The names of the Rust 2024 prelude, of `core` and `std`, and of the primitive types: generated
/// code names some of them unqualified, so no generated type or value may take them.
pub const PRELUDE_NAMES: &[&str] = &[
    "Option",
    "Some",
    "None",
    "Result",
    "Ok",
    "Err",
    "String",
    "ToString",
    "Vec",
    "Box",
    "ToOwned",
    "Iterator",
    "IntoIterator",
    "DoubleEndedIterator",
    "ExactSizeIterator",
    "Extend",
    "FromIterator",
    "Clone",
    "Copy",
    "Send",
    "Sync",
    "Sized",
    "Unpin",
    "Drop",
    "Fn",
    "FnMut",
    "FnOnce",
    "AsyncFn",
    "AsyncFnMut",
    "AsyncFnOnce",
    "AsRef",
    "AsMut",
    "Into",
    "From",
    "TryFrom",
    "TryInto",
    "Default",
    "PartialEq",
    "PartialOrd",
    "Eq",
    "Ord",
    "Debug",
    "Hash",
    "Display",
    "Future",
    "IntoFuture",
    "Self",
    "core",
    "std",
    "alloc",
    "drop",
    "bool",
    "char",
    "str",
    "u8",
    "u16",
    "u32",
    "u64",
    "u128",
    "usize",
    "i8",
    "i16",
    "i32",
    "i64",
    "i128",
    "isize",
    "f32",
    "f64",
];

/// The closest candidate to `name` by edit distance (case-insensitive), if it is close enough to
/// be a likely typo.
pub fn did_you_mean<'a>(
    name: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<String> {
    let lower = name.to_ascii_lowercase();
    let limit = (name.chars().count() / 3).max(1);
    let candidates: Vec<&str> = candidates.into_iter().collect();
    candidates
        .iter()
        .map(|c| (edit_distance(&lower, &c.to_ascii_lowercase()), *c))
        .filter(|(d, _)| *d <= limit)
        .min_by_key(|(d, c)| (*d, c.len()))
        .or_else(|| {
            // An abbreviation of the name or the name of an abbreviation (`pointer` for `ptr`):
            // the shorter, of three letters or more, is the longer with letters left out, and
            // both start alike.
            candidates
                .iter()
                .filter(|c| abbreviates(&lower, &c.to_ascii_lowercase()))
                .map(|c| (c.len().abs_diff(name.len()), *c))
                .min()
        })
        .map(|(_, c)| format!("did you mean `{c}`?"))
}

/// Whether the shorter of `a` and `b` (three letters or more) is the longer with letters left
/// out inside it (`ptr` of `pointer`; not a mere prefix, which names another word as often as an
/// abbreviation), starting with the same letter.
fn abbreviates(a: &str, b: &str) -> bool {
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    if short.chars().count() < 3
        || long.starts_with(short)
        || short.chars().next() != long.chars().next()
    {
        return false;
    }
    let mut rest = long.chars();
    short.chars().all(|c| rest.any(|l| l == c))
}

/// The indefinite article of `word` (`a flag`, `an opcode`).
pub fn article(word: &str) -> &'static str {
    if word.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn case_conversions() {
        assert_eq!(camel("IF_BRANCH"), "IfBranch");
        assert_eq!(camel("IntBinary"), "IntBinary");
        assert_eq!(camel("I32"), "I32");
        assert_eq!(snake("IntBinary"), "int_binary");
        assert_eq!(snake("JS_BYTECODE"), "js_bytecode");
        assert_eq!(snake("HTTPServer"), "http_server");
        assert_eq!(screaming("IntBinary"), "INT_BINARY");
        assert_eq!(snake_ident("RETURN"), "return_");
        assert_eq!(snake_ident("ADD"), "add");
        assert_eq!(camel("MulOverflowCheck"), "MulOverflowCheck");
    }

    #[test]
    fn paths() {
        for ok in [
            "a",
            "a::b",
            "::a::b",
            "crate::lir",
            "self::x",
            "super::super::x",
            "_a::b1",
        ] {
            assert_eq!(path_problem(ok), None, "{ok}");
        }
        for bad in ["", "a::", "::", "a b", "a::b::", "1a", "_", "a-b", "a:b"] {
            assert_eq!(path_problem(bad), Some(PathProblem::Malformed), "{bad}");
        }
        for (bad, k) in [
            ("fn", "fn"),
            ("gen::x", "gen"),
            ("a::crate", "crate"),
            ("::self", "self"),
            ("crate::super", "super"),
            ("Self::a", "Self"),
        ] {
            assert_eq!(
                path_problem(bad),
                Some(PathProblem::Keyword(k.into())),
                "{bad}"
            );
        }
    }

    #[test]
    fn identifiers() {
        assert!(is_identifier("ADD"));
        assert!(is_identifier("a_1"));
        assert!(!is_identifier("1a"));
        assert!(!is_identifier("_a"));
        assert!(!is_identifier("a-b"));
        assert!(!is_identifier(""));
        assert!(is_rust_keyword("fn"));
    }

    #[test]
    fn suggestions() {
        assert_eq!(
            did_you_mean("ADDD", ["ADD", "SUB"]),
            Some("did you mean `ADD`?".into())
        );
        assert_eq!(
            did_you_mean("anyint", ["ANYINT"]),
            Some("did you mean `ANYINT`?".into())
        );
        assert_eq!(did_you_mean("XYZZY", ["ADD", "SUB"]), None);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
    }
}
