//! Generated identifiers of a machine table: owns the check that every identifier the ISA
//! generator derives from a table name is usable and distinct in its Rust namespace. Register
//! classes and operand types become types under their own names, so each must begin with an
//! upper-case letter (the generated code's functions, modules and locals are lower case) and must
//! not be a type the generated code defines or uses (`Inst`, `Form`, `FormInfo`, `Option`,
//! `Result`, `String`, ...). Encodings become `Form` and `Inst` variants (CamelCase) and
//! constructors (snake_case), aliases `Alias` variants and constructors; two that meet in one of
//! these namespaces are refused. Each register's spelling becomes a constant of its class
//! (`x0` → `X0`), which must be an identifier, so a `prefix` must be one too.

use std::collections::{HashMap, HashSet};

use super::Cx;
use crate::front::diagnostic::Rule;
use crate::front::naming::{self, camel, snake_ident};
use crate::front::source::Loc;
use crate::kinds::isa::model::Isa;

/// The types the generated machine layer defines, those `include_machine!` imports, and its
/// statics and constants (a newtype's constructor shares their namespace).
const MACHINE_TYPES: &[&str] = &[
    "Inst",
    "Form",
    "Alias",
    "Decoded",
    "Spelling",
    "DecodeRow",
    "ParseFn",
    "FormInfo",
    "AliasInfo",
    "FieldInfo",
    "ParseError",
    "OperandError",
    "Cursor",
    "Fail",
    "FORMS",
    "ALIASES",
    "DECODE_DEPTH",
    "DECODE_ROOT",
    "DECODE_ENTRIES",
    "DECODE_ROWS",
    "DECODE_LISTS",
    "INST_SIZE",
    "SIZES",
];

/// The prelude names the machine code does not use: a table may name a type after them (A64's
/// `Extend` operand type; the code never calls `extend`).
const UNUSED_PRELUDE: &[&str] = &["Extend"];

/// The methods of `Inst` beside one constructor per encoding and alias.
const INST_METHODS: &[&str] = &[
    "encode", "decode", "alias", "form", "size", "new", "assemble",
];

/// The names of the generated code's own variables that an operand (a binding named in
/// keyword-safe snake_case) would shadow: `f`, the formatter of `Display`. Other locals of the
/// generated code (`w`, `v`, `raw`, ...) are bound where no operand is, as the property test in
/// `tests/tests/hostile_specs/` shows.
const LOCALS: &[&str] = &["f"];

/// Whether the generated code uses `ident` as a variable that an operand would shadow.
fn is_local(ident: &str) -> bool {
    LOCALS.contains(&ident)
}

/// The associated items of a register class's type, beside one constant per register.
const REGISTER_ITEMS: &[&str] = &["NAMES"];

/// The associated constants of an enum operand type, beside one constant per value.
pub(super) const ENUM_ITEMS: &[&str] = &["VALUES"];

/// Checks the identifiers generated from the names of `isa` (see the module doc).
pub(super) fn check(cx: &mut Cx<'_>, isa: &Isa) {
    for t in &isa.types {
        let name = t.name.as_str();
        if !naming::is_identifier(name) || naming::is_rust_keyword(&naming::camel(name)) {
            continue;
        }
        if !name.starts_with(|c: char| c.is_ascii_uppercase()) {
            cx.err(
                Rule::ReservedName,
                t.loc,
                format!(
                    "`{name}` becomes a type of the generated code and must begin with an upper-case letter"
                ),
            );
        } else if MACHINE_TYPES.contains(&name)
            || (naming::PRELUDE_NAMES.contains(&name) && !UNUSED_PRELUDE.contains(&name))
        {
            cx.err(
                Rule::ReservedName,
                t.loc,
                format!("`{name}` becomes a type, which the generated code defines or uses itself"),
            );
        }
    }
    let encodings = isa.encodings.iter().map(|e| ("encoding", &e.name, e.loc));
    let aliases = isa.aliases.iter().map(|a| ("alias", &a.name, a.loc));
    // A name that clashes in several generated forms is reported once.
    let r = &mut HashSet::new();
    clash(
        cx,
        r,
        "a variant of `Form` and `Inst`",
        &[],
        encodings.clone(),
        camel,
    );
    clash(cx, r, "a variant of `Alias`", &[], aliases.clone(), camel);
    clash(
        cx,
        r,
        "a method of `Inst`",
        INST_METHODS,
        encodings.chain(aliases),
        snake_ident,
    );
    let forms = isa
        .encodings
        .iter()
        .map(|e| ("encoding", &e.name, e.loc, &e.operands));
    let alias_forms = isa
        .aliases
        .iter()
        .map(|a| ("alias", &a.name, a.loc, &a.operands));
    for (kind, name, loc, operands) in forms.chain(alias_forms) {
        for o in operands.iter().filter(|o| naming::is_identifier(&o.name)) {
            let ident = snake_ident(&o.name);
            if is_local(&ident) {
                cx.err(
                    Rule::ReservedName,
                    loc,
                    format!(
                        "operand `{}` of {kind} `{name}` becomes the variable `{ident}`, which the generated code uses itself",
                        o.name
                    ),
                );
            }
        }
        let operand_names = operands.iter().map(|o| ("operand", &o.name, loc));
        clash(cx, r, "a variable", &[], operand_names, snake_ident);
    }
    for r in &isa.registers {
        let mut seen: HashMap<String, String> = HashMap::new();
        for raw in 0..r.count {
            if !r.legal(u64::from(raw)) {
                continue;
            }
            let spelling = r.spelling(raw);
            let constant = crate::kinds::isa::generate::register_const(&spelling);
            let why = if !naming::is_identifier(&constant) || naming::is_rust_keyword(&constant) {
                Some("which is not an identifier".to_owned())
            } else if REGISTER_ITEMS.contains(&constant.as_str()) {
                Some("which the type defines itself".to_owned())
            } else {
                seen.insert(constant.clone(), spelling.clone())
                    .filter(|other| *other != spelling)
                    .map(|other| format!("as register `{other}` does"))
            };
            if let Some(why) = why {
                cx.err(
                    Rule::ReservedName,
                    r.loc,
                    format!(
                        "register `{spelling}` of class `{}` (prefix `{}`) becomes the constant `{}::{constant}`, {why}",
                        r.name, r.prefix, r.name
                    ),
                );
                break;
            }
        }
    }
}

/// Records a finding for each name whose converted form equals an earlier one's.
fn clash<'a>(
    cx: &mut Cx<'_>,
    reported: &mut HashSet<Loc>,
    what: &str,
    fixed: &[&str],
    names: impl Iterator<Item = (&'static str, &'a String, Loc)>,
    convert: fn(&str) -> String,
) {
    let mut seen: HashMap<String, (&str, &String, Loc)> = HashMap::new();
    for (kind, name, loc) in names {
        // A name that is no identifier, or a keyword, is reported by `check_identifier`.
        if !naming::is_identifier(name)
            || naming::is_rust_keyword(&camel(name))
            || reported.contains(&loc)
        {
            continue;
        }
        let ident = convert(name);
        if fixed.contains(&ident.as_str()) {
            reported.insert(loc);
            cx.err(
                Rule::ReservedName,
                loc,
                format!("{kind} `{name}` becomes `{ident}`, {what}, which the generated code defines itself"),
            );
            continue;
        }
        match seen.get(&ident) {
            // The same name twice in one kind is a duplicate (E010), reported elsewhere.
            Some(&(first_kind, first, at)) if first != name || first_kind != kind => {
                reported.insert(loc);
                let at = cx.position(at);
                cx.push(
                    crate::front::diagnostic::Diagnostic::new(
                        Rule::GeneratedNameClash,
                        loc,
                        format!(
                            "{kind} `{name}` and {first_kind} `{first}` both become `{ident}`, {what}"
                        ),
                    )
                    .with_hint(format!("rename one of them; `{first}` is at {at}")),
                );
            }
            Some(_) => {}
            None => {
                seen.insert(ident, (kind, name, loc));
            }
        }
    }
}
