//! SpiderMonkey's `LIROps.yaml` into a block-structured IR spec (`kind: cfg`): LIR opcodes,
//! their defs, operands, successors and constructor arguments, for one target's build.

use super::cfg_model::{
    CfgModel, ImmItem, ImmShape, InstItem, OperandItem, OperandShape, ResultItem,
};
use super::cpp_if::preprocess;
use super::*;

/// The macros defined when a LIR table is read for opforge's target, A64.
pub const LIR_ARM64_DEFINES: &[&str] = &["JS_CODEGEN_ARM64"];

/// The boolean keys of an op that become flags, with the flag and its doc.
const LIR_FLAGS: &[(&str, &str, &str)] = &[
    (
        "call_instruction",
        "call_instruction",
        "A call instruction (`call_instruction: true`): the register allocator treats it as a call.",
    ),
    (
        "extra_name",
        "extra_name",
        "Declares an `extraName` method (`extra_name: true`).",
    ),
    (
        "defer_init",
        "defer_init",
        "Operands and temps are initialized outside the constructor (`defer_init: true`).",
    ),
];

/// C++ integer types of constructor arguments and their width and signedness.
const CPP_INTEGERS: &[(&str, u8, bool)] = &[
    ("bool", 1, false),
    ("int8_t", 8, true),
    ("uint8_t", 8, false),
    ("int16_t", 16, true),
    ("uint16_t", 16, false),
    ("int32_t", 32, true),
    ("uint32_t", 32, false),
    ("int64_t", 64, true),
    ("uint64_t", 64, false),
    ("size_t", 64, false),
];

/// Translates SpiderMonkey's `LIROps.yaml` into a `kind: cfg` spec, reading its `#if` lines for
/// a build where exactly the macros `defined` are defined (A64's: [`LIR_ARM64_DEFINES`]).
///
/// `name` → instruction; `result_type` → result `output` of that type (the types are the
/// table's `WordSized`, `BoxedValue`, `Int64`); `operands` → value operands; `successors` → a
/// terminator with one block target each; `arguments` → immediate operands (C++ integers as
/// integers of their width, any other C++ type as an opaque 64-bit immediate named after it);
/// `call_instruction`, `extra_name`, `defer_init` → flags; `gen_boilerplate: false` → flag
/// `custom_class`; `mir_op` → flag `mir_op`. Classes: `Control` (ops with successors), `Call`
/// (call instructions), and under `Compute` one class per result type and `NoResult`.
/// `num_temps` and `num_temps64` (temporaries) and the names `mir_op` gives are listed as not
/// expressible.
pub fn translate_spidermonkey_lir(
    text: &str,
    mode: Mode,
    defined: &[String],
) -> Result<Translation, ImportError> {
    let total = text
        .lines()
        .filter(|l| l.trim_start().starts_with("- name:"))
        .count();
    let text = preprocess(text, defined).map_err(|e| format!("an `#if` line is malformed: {e}"))?;
    let root = parse_yaml(&text)?;
    let ops = root
        .as_seq()
        .ok_or("the LIR table's top level is not a list of ops")?;
    let mut notes = Notes::default();
    let mut m = CfgModel {
        name: "spidermonkey_lir".to_owned(),
        doc: format!(
            "SpiderMonkey's LIR ops, imported by `opforge import spidermonkey-lir` for a build \
             defining {}: their defs, operands, successors and constructor arguments.",
            if defined.is_empty() {
                "no macro".to_owned()
            } else {
                code_list(defined)
            }
        ),
        ..CfgModel::default()
    };
    let mut seen: HashMap<String, usize> = HashMap::new();
    let mut used_flags: Vec<&str> = Vec::new();
    let mut classes: Vec<(String, String, Option<String>)> = Vec::new();
    for op in ops {
        let Some(map) = op.as_map() else {
            notes.lost("op that is not a mapping", op.to_string());
            continue;
        };
        let Some(name) = op.get("name").and_then(Node::as_str).map(str::to_owned) else {
            notes.lost("op without a name", op.to_string());
            continue;
        };
        let map = dedupe(map, &name, &mut notes);
        if let Some(first) = seen.get(&name) {
            notes.workaround(
                "op defined twice for the build (the cfg kind needs unique names): the first kept",
                format!("{name} (first at op {first})"),
            );
            if mode == Mode::Loadable {
                continue;
            }
        }
        seen.insert(name.clone(), m.instructions.len() + 1);
        let inst = lir_op(&name, &map, &mut m, &mut used_flags, &mut notes);
        add_class(&mut classes, &inst.class);
        m.instructions.push(inst);
    }
    notes.t.observations.push(format!(
        "{} of the table's {total} `- name:` entries are ops of this build (the `#if` lines evaluated for {})",
        m.instructions.len(),
        if defined.is_empty() { "no macro".to_owned() } else { code_list(defined) }
    ));
    for (_, flag, doc) in LIR_FLAGS.iter().chain(DERIVED_FLAGS) {
        if used_flags.contains(flag) {
            m.flags.push(Item {
                name: (*flag).to_owned(),
                doc: (*doc).to_owned(),
            });
        }
    }
    m.classes = classes
        .into_iter()
        .map(|(name, doc, parent)| ClassItem { name, doc, parent })
        .collect();
    for _ in &m.instructions {
        notes.doc("instruction");
    }
    notes.t.instructions = m.instructions.len();
    notes.t.yaml = m.emit();
    Ok(notes.t)
}

/// Flags the importer derives from keys that are not plain booleans.
const DERIVED_FLAGS: &[(&str, &str, &str)] = &[
    (
        "gen_boilerplate",
        "custom_class",
        "The op's class is written by hand (`gen_boilerplate: false`).",
    ),
    (
        "mir_op",
        "mir_op",
        "The op has one MIR op it corresponds to (`mir_op`), which a `mir()` method returns.",
    ),
];

fn lir_op(
    name: &str,
    map: &[(String, Node)],
    m: &mut CfgModel,
    used_flags: &mut Vec<&'static str>,
    notes: &mut Notes,
) -> InstItem {
    let mut inst = InstItem {
        name: name.to_owned(),
        ..InstItem::default()
    };
    let mut facts: Vec<String> = Vec::new();
    let mut targets: Vec<String> = Vec::new();
    let mut args: Vec<OperandItem> = Vec::new();
    let mut flag = |f: &'static str, inst: &mut InstItem| {
        if !used_flags.contains(&f) {
            used_flags.push(f);
        }
        inst.flags.push(f.to_owned());
    };
    for (k, v) in map {
        let key = format!("ops[].{k}");
        match k.as_str() {
            "name" => notes.map(&key, "instruction name"),
            "result_type" => {
                let ty = v.to_string();
                declare_type(m, &ty);
                inst.results.push(ResultItem {
                    name: "output".to_owned(),
                    ty: ty.clone(),
                });
                facts.push(format!("defines a `{ty}`"));
                notes.map(&key, "result `output`");
            }
            "operands" => {
                let mut list = Vec::new();
                for (o, t) in v.as_map().unwrap_or_default() {
                    let ty = t.to_string();
                    declare_type(m, &ty);
                    list.push(format!("`{o}: {ty}`"));
                    inst.operands.push(OperandItem {
                        name: o.clone(),
                        kind: OperandShape::Value(ty),
                        same: None,
                        variadic: false,
                    });
                }
                facts.push(format!("operands {}", list.join(", ")));
                notes.map(&key, "value operands");
            }
            "successors" => {
                targets = v.strings().unwrap_or_default();
                facts.push(format!("successors {}", code_list(&targets)));
                notes.map(&key, "terminator with one block target per successor");
            }
            "arguments" => {
                let mut list = Vec::new();
                for (a, t) in v.as_map().unwrap_or_default() {
                    let cpp = t.to_string();
                    list.push(format!("`{a}: {cpp}`"));
                    let kind = immediate_kind(m, &cpp, notes);
                    args.push(OperandItem {
                        name: a.clone(),
                        kind: OperandShape::Imm(kind),
                        same: None,
                        variadic: false,
                    });
                }
                facts.push(format!("arguments {}", list.join(", ")));
                notes.map(&key, "immediate operands");
            }
            "num_temps" | "num_temps64" => {
                let what = if k == "num_temps" {
                    "temps"
                } else {
                    "64-bit temps"
                };
                facts.push(format!("{v} {what}"));
                notes.lost(
                    format!("`{k}` (temporary registers): a cfg table has no temps"),
                    format!("{name}: {v}"),
                );
            }
            "mir_op" => {
                flag("mir_op", &mut inst);
                if let Some(mir) = v.as_str().filter(|s| *s != "true") {
                    facts.push(format!("MIR op `M{mir}`"));
                    notes.lost(
                        "the MIR op `mir_op` names (a cfg table has no link to another table)",
                        format!("{name}: {mir}"),
                    );
                }
                notes.map(&key, "flag `mir_op`");
            }
            "gen_boilerplate" => {
                if v.to_string() == "false" {
                    flag("custom_class", &mut inst);
                }
                notes.map(&key, "flag `custom_class` (when false)");
            }
            other => match LIR_FLAGS.iter().find(|(k, _, _)| *k == other) {
                Some((_, f, _)) => {
                    if v.to_string() == "true" {
                        flag(f, &mut inst);
                    }
                    notes.map(&key, "flag");
                }
                None => notes.lost(
                    format!("op key `{other}` (no mapping)"),
                    format!("{name}: {v}"),
                ),
            },
        }
    }
    fix_operand_names(name, &mut inst.operands, &mut args, notes);
    args.append(&mut inst.operands);
    inst.operands = args;
    inst.terminator = !targets.is_empty();
    if inst.terminator && !inst.results.is_empty() {
        notes.lost(
            "op with both successors and a result (a cfg terminator has no results): the result is dropped",
            name.to_owned(),
        );
        inst.results.clear();
    }
    inst.operands.extend(targets.iter().map(|t| OperandItem {
        name: t.clone(),
        kind: OperandShape::Block,
        same: None,
        variadic: false,
    }));
    inst.class = if inst.terminator {
        "Control".to_owned()
    } else if inst.flags.iter().any(|f| f == "call_instruction") {
        "Call".to_owned()
    } else {
        match inst.results.first() {
            Some(r) => format!("Defines{}", r.ty),
            None => "NoResult".to_owned(),
        }
    };
    let mut doc = format!("SpiderMonkey LIR op `L{name}`");
    if !facts.is_empty() {
        doc.push_str(": ");
        doc.push_str(&facts.join("; "));
    }
    doc.push('.');
    inst.doc = doc;
    inst
}

/// Renames an argument that has an operand's name (both become operands), visibly.
fn fix_operand_names(
    op: &str,
    operands: &mut [OperandItem],
    args: &mut [OperandItem],
    notes: &mut Notes,
) {
    for a in args.iter_mut() {
        if operands.iter().any(|o| o.name == a.name) {
            let new = format!("{}_arg", a.name);
            notes.t.renames.push(format!(
                "argument of `{op}` `{}` → `{new}` (an operand has its name)",
                a.name
            ));
            a.name = new;
        }
    }
}

fn declare_type(m: &mut CfgModel, ty: &str) {
    if !m.types.iter().any(|t| t.name == ty) {
        m.types.push(Item {
            name: ty.to_owned(),
            doc: format!(
                "A LIR value of kind `{ty}` (an `LDefinition` or `LAllocation` type of the table)."
            ),
        });
    }
}

/// The immediate kind of a constructor argument's C++ type, declared on first use.
fn immediate_kind(m: &mut CfgModel, cpp: &str, notes: &mut Notes) -> String {
    let integer = CPP_INTEGERS.iter().find(|(t, _, _)| *t == cpp);
    let name = match integer {
        Some((t, _, _)) => (*t).to_owned(),
        None => identifier(cpp),
    };
    if !m.immediates.iter().any(|i| i.name == name) {
        let (doc, kind) = match integer {
            Some(&(t, bits, signed)) => (
                format!("A C++ `{t}` argument."),
                ImmShape::Int { bits, signed },
            ),
            None => {
                notes.workaround(
                    "argument of a C++ type that is not an integer: an opaque 64-bit immediate (the cfg kind has integer and enumeration immediates)",
                    cpp.to_owned(),
                );
                (
                    format!("A C++ `{cpp}` argument, carried as an opaque 64-bit value."),
                    ImmShape::Int {
                        bits: 64,
                        signed: false,
                    },
                )
            }
        };
        m.immediates.push(ImmItem {
            name: name.clone(),
            doc,
            kind,
        });
    }
    name
}

/// Declares the class `leaf` (and `Compute` above the result classes) on first use.
fn add_class(classes: &mut Vec<(String, String, Option<String>)>, leaf: &str) {
    if classes.iter().any(|(c, _, _)| c == leaf) {
        return;
    }
    let doc = match leaf {
        "Control" => "Ops that end a block: they have successors.".to_owned(),
        "Call" => "Call instructions (`call_instruction: true`) without successors.".to_owned(),
        "NoResult" => "Other ops that define no value.".to_owned(),
        other => format!(
            "Other ops that define a `{}`.",
            other.trim_start_matches("Defines")
        ),
    };
    let parent = if leaf == "Control" || leaf == "Call" {
        None
    } else {
        if !classes.iter().any(|(c, _, _)| c == "Compute") {
            classes.push((
                "Compute".to_owned(),
                "Ops that are neither control nor calls, by what they define.".to_owned(),
                None,
            ));
        }
        Some("Compute".to_owned())
    };
    classes.push((leaf.to_owned(), doc, parent));
}
