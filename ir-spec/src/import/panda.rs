//! Panda's `instructions.yaml` (ArkCompiler) into a block-structured IR spec (`kind: cfg`):
//! opcodes, the C++ class tree with its mixins, signatures as operand and result type
//! constraints, flags and modes.

use super::cfg_model::{CfgModel, ImmItem, ImmShape, InstItem, OperandItem, OperandShape};
use super::panda_classes::{CONDITION_CODES, SHIFT_TYPES, mixins_of};
use super::panda_signature::{Signature, TypeNames, signature};
use super::panda_tree::ClassTree;
use super::*;

/// Translates Panda's `instructions.yaml` into a `kind: cfg` spec.
///
/// `opcode` → instruction name; `base` → leaf class, placed in Panda's C++ class tree (from the
/// facts of `panda_classes`; `FixedInputsInst<2>` is `FixedInputsInst2`), with the
/// base's mixins as the instruction's `mixins`; `signature` → results (`d-…`) and value operands
/// typed by the tokens (`real-any` → a type set `real_any` of the primary types it stands for),
/// `dyn` and `opt` → a variadic last operand, `save_state` → an operand `save_state` typed as the
/// `SaveState` instruction's result, `pseudo` → flag `pseudo_destination`; the immediates the
/// mixins carry (`ImmediateMixin` → `imm`, `ConditionMixin` → `cc`, `ShiftTypeMixin` →
/// `shift`, `MethodDataMixin` → `method`, the callee), `ConstantInst`'s value (`value`) and the
/// `fields` of C++ type `TypeId` → immediate operands; inputs that share one type
/// (`InstWithOperandsType`, or the verification rule `equal_common_types`) → `same: input0` on
/// the later ones of the first's signature token; `flags` → flags;
/// `modes`, `verification` (templates expanded) and `abckit_flags` → flags `mode_…`,
/// `verify_…`, `abckit_…`. Flag `terminator` → a terminator (`returns` for the `Return…`
/// opcodes without immediates); flag `cf` on a conditional (`ConditionMixin`) without a result →
/// a terminator with the targets `if_true` and `if_false` (Panda keeps them on the block);
/// the pseudo instruction `Goto` → a terminator with one `target`.
///
/// Every doc string of the result is written by the importer from these facts, never copied from
/// the table's descriptions, legends or comments. What the cfg kind cannot say (check
/// qualifiers such as `nc`, the defining opcode `save_state` demands, `codegen`, `arch_info`) is
/// listed in [`Translation::not_expressible`].
pub fn translate_panda(text: &str, mode: Mode) -> Result<Translation, ImportError> {
    let root = parse_yaml(text)?;
    let top = root
        .as_map()
        .ok_or("the Panda table's top level is not a mapping")?;
    let mut notes = Notes::default();
    let legend = read_top_level(top, &mut notes);
    let types = TypeNames::new(&legend.types, &legend.unions, mode, &mut notes);
    let mut m = CfgModel {
        name: "panda".to_owned(),
        doc: "Panda's (ArkCompiler's) IR instructions, imported by `opforge import panda`: their \
              opcodes, C++ class tree and mixins, signatures, flags and modes."
            .to_owned(),
        ..CfgModel::default()
    };
    m.types = types.items();
    let save_state_type = save_state_constraint(&root, &types, &mut m.type_sets);
    let mut tree = ClassTree::default();
    let mut flags = FlagList::new(&legend.flags);
    let mut instructions = 0;
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
            let cx = InstContext {
                pseudo,
                legend: &legend,
                types: &types,
                save_state_type: &save_state_type,
            };
            let inst = instruction(&name, &map, &cx, &mut tree, &mut flags, &mut m, &mut notes);
            m.instructions.push(inst);
        }
    }
    tree.leaves(m.instructions.iter_mut().map(|i| &mut i.class));
    m.flags = flags.items(&mut notes);
    m.classes = tree.classes(&mut notes);
    m.mixins = tree.mixins();
    m.immediates = immediates(&m.instructions);
    if let Some(Node::Seq(arch)) = root.get("arch_info") {
        for a in arch {
            notes.lost(
                "top-level `arch_info` (per-target register counts and temporaries): no target section in a cfg table",
                a.to_string(),
            );
        }
    }
    fix_variadic_order(&mut m, mode, &mut notes);
    notes.t.renames = types.renames();
    notes.t.instructions = instructions;
    notes.t.yaml = m.emit();
    Ok(notes.t)
}

/// What the table's top-level keys declare.
#[derive(Default)]
pub(crate) struct Legend {
    /// Primary type names, in order.
    pub(crate) types: Vec<String>,
    /// Signature tokens that stand for unions of other tokens, in legend order.
    pub(crate) unions: Vec<(String, Vec<String>)>,
    /// Flag names of the `flags` legend, in order.
    flags: Vec<String>,
    /// Verification templates: name → rules.
    templates: HashMap<String, Vec<String>>,
}

fn read_top_level(top: &[(String, Node)], notes: &mut Notes) -> Legend {
    let mut legend = Legend::default();
    for (k, v) in top {
        let key = format!("(top level) {k}");
        match k.as_str() {
            "doc" | "verification" | "modes" => {
                // Prose, or names that are flags only where an instruction uses them.
                notes.map(&key, "not copied (the importer writes every doc)");
            }
            "templates" => {
                for (name, items) in v.as_map().unwrap_or_default() {
                    match items.strings() {
                        Some(list) => {
                            legend.templates.insert(name.clone(), list);
                        }
                        None => notes.lost("template that is not a list of names", name.clone()),
                    }
                }
                notes.map(&key, "expanded into `verify_…` flags");
            }
            "instructions" | "pseudo_instructions" => notes.map(&key, "instructions"),
            "types" => {
                for t in v.as_seq().unwrap_or_default() {
                    match t.get("name").and_then(Node::as_str) {
                        Some(n) => legend.types.push(n.to_owned()),
                        None => notes.lost("`types` entry without a name", t.to_string()),
                    }
                }
                notes.map(&key, "primary types");
            }
            "legend" => {
                for (_, section) in v.as_map().unwrap_or_default() {
                    for (tok, d) in section.as_map().unwrap_or_default() {
                        let text = d.to_string();
                        if let Some(rest) = text.strip_prefix("type union of [")
                            && let Some(list) = rest.split(']').next()
                        {
                            let members = list.split(',').map(|s| s.trim().to_owned()).collect();
                            legend.unions.push((tok.clone(), members));
                        }
                    }
                }
                notes.map(&key, "type unions → type sets (the prose is not copied)");
            }
            "flags" => {
                legend.flags.extend(
                    v.as_map()
                        .unwrap_or_default()
                        .iter()
                        .map(|(n, _)| n.clone()),
                );
                notes.map(&key, "flags (names only)");
            }
            "arch_info" => {}
            other => notes.lost("unknown top-level key", other.to_owned()),
        }
    }
    legend
}

/// The type constraint of a `save_state` operand: the result type of the table's `SaveState`
/// instruction (the value such an operand must be), or every type.
fn save_state_constraint(root: &Node, types: &TypeNames, sets: &mut Vec<SetItem>) -> String {
    root.get("instructions")
        .and_then(Node::as_seq)
        .unwrap_or_default()
        .iter()
        .find(|i| i.get("opcode").and_then(Node::as_str) == Some("SaveState"))
        .and_then(|i| i.get("signature")?.strings())
        .and_then(|tokens| {
            let dst = tokens.iter().find(|t| t.starts_with("d-"))?;
            let parts: Vec<&str> = dst[2..]
                .split('-')
                .filter(|p| types.is_type_token(p))
                .collect();
            (!parts.is_empty()).then(|| types.constraint(&parts, sets))
        })
        .unwrap_or_else(|| "any".to_owned())
}

/// What [`instruction`] reads besides the instruction itself.
struct InstContext<'a> {
    pseudo: bool,
    legend: &'a Legend,
    types: &'a TypeNames,
    save_state_type: &'a str,
}

fn instruction(
    name: &str,
    map: &[(String, Node)],
    cx: &InstContext<'_>,
    tree: &mut ClassTree,
    flags: &mut FlagList,
    m: &mut CfgModel,
    notes: &mut Notes,
) -> InstItem {
    let mut inst = InstItem {
        name: name.to_owned(),
        ..InstItem::default()
    };
    let list_key = if cx.pseudo {
        "pseudo_instructions"
    } else {
        "instructions"
    };
    let mut base = None;
    let mut sig = Signature::default();
    let mut immediates: Vec<OperandItem> = Vec::new();
    let mut facts: Vec<String> = Vec::new();
    let mut table_flags: Vec<String> = Vec::new();
    for (k, v) in map {
        let key = format!("{list_key}[].{k}");
        match k.as_str() {
            "opcode" => notes.map(&key, "instruction name"),
            "description" => notes.map(&key, "not copied (the importer writes the doc)"),
            "base" => {
                base = Some(v.to_string());
                notes.map(&key, "leaf class in Panda's C++ class tree; its mixins");
            }
            "signature" => {
                let Some(tokens) = v.strings() else {
                    notes.lost("signature that is not a list of tokens", name.to_owned());
                    continue;
                };
                sig = signature(
                    name,
                    &tokens,
                    cx.types,
                    cx.save_state_type,
                    &mut m.type_sets,
                    notes,
                );
                if !tokens.is_empty() {
                    facts.push(format!("signature `{}`", tokens.join(", ")));
                }
                notes.map(
                    &key,
                    "results and value operands (type constraints, variadic)",
                );
            }
            "flags" => {
                table_flags = v.strings().unwrap_or_default();
                for f in &table_flags {
                    flags.use_flag(f, name);
                    inst.flags.push(f.clone());
                }
                notes.map(&key, "flags");
            }
            "modes" => {
                for mode in v.strings().unwrap_or_default() {
                    inst.flags.push(flags.prefixed("mode", &mode));
                }
                notes.map(&key, "flags `mode_…`");
            }
            "verification" => {
                for item in v.strings().unwrap_or_default() {
                    let rules = match item.strip_prefix('$') {
                        Some(t) => match cx.legend.templates.get(t) {
                            Some(rules) => rules.clone(),
                            None => {
                                notes.lost(
                                    "verification template that is not defined",
                                    format!("{name}: {item}"),
                                );
                                continue;
                            }
                        },
                        None => vec![item],
                    };
                    for r in rules {
                        let f = flags.prefixed("verify", &r);
                        if !inst.flags.contains(&f) {
                            inst.flags.push(f);
                        }
                    }
                }
                notes.map(&key, "flags `verify_…` (templates expanded)");
            }
            "abckit_flags" => {
                for f in v.strings().unwrap_or_default() {
                    inst.flags.push(flags.prefixed("abckit", &f));
                }
                notes.map(&key, "flags `abckit_…`");
            }
            "fields" | "field" => {
                if k == "field" {
                    notes.t.observations.push(format!(
                        "`{name}` spells its `fields` key `field` (singular); read as `fields`"
                    ));
                }
                for f in v.as_seq().unwrap_or_default() {
                    for (fname, fty) in f.as_map().unwrap_or_default() {
                        if fty.as_str() == Some("TypeId") {
                            immediates.push(imm_operand(fname, TYPE_ID));
                        } else {
                            notes.lost(
                                "field whose C++ type is not `TypeId` (no immediate kind for it)",
                                format!("{name}.{fname}: {fty}"),
                            );
                        }
                    }
                }
                notes.map(&key, "immediate operands of kind `type_id`");
            }
            "codegen" => notes.lost("`codegen` (code, not a fact)", name.to_owned()),
            other => notes.lost(
                format!("instruction key `{other}` (no mapping)"),
                format!("{name}: {v}"),
            ),
        }
    }
    let class_name = match (&base, cx.pseudo) {
        (Some(b), _) => b.clone(),
        (None, true) => String::new(),
        (None, false) => {
            notes.lost("instruction without `base`", name.to_owned());
            String::new()
        }
    };
    let (leaf, cpp_class) = tree.place(&class_name, cx.pseudo, name, notes);
    inst.class = leaf;
    let mixins = cpp_class.map(mixins_of).unwrap_or_default();
    inst.mixins = mixins.iter().map(|m| (*m).to_owned()).collect();
    tree.use_mixins(&mixins);
    for (mixin, operand, kind) in MIXIN_IMMEDIATES {
        if mixins.contains(&mixin) {
            immediates.insert(0, imm_operand(operand, kind));
        }
    }
    for (class, operand, kind) in CLASS_IMMEDIATES {
        if class_name == class {
            immediates.insert(0, imm_operand(operand, kind));
        }
    }
    if sig.pseudo_destination {
        inst.flags.push(flags.importer_flag(PSEUDO_DESTINATION));
    }
    inst.operands = immediates;
    inst.operands.extend(sig.operands);
    if mixins.contains(&"InstWithOperandsType")
        || inst.flags.iter().any(|f| f == EQUAL_COMMON_TYPES)
    {
        same_typed_inputs(&mut inst.operands);
    }
    inst.results = sig.results;
    control_flow(&mut inst, &table_flags, &mixins, cx.pseudo, notes);
    let what = if cx.pseudo {
        "Panda pseudo instruction"
    } else {
        "Panda instruction"
    };
    let mut doc = format!("{what} `{name}`");
    if let Some(b) = &base {
        facts.insert(0, format!("C++ class `{b}`"));
    }
    if !table_flags.is_empty() {
        facts.push(format!("flags {}", code_list(&table_flags)));
    }
    if !facts.is_empty() {
        doc.push_str(": ");
        doc.push_str(&facts.join("; "));
    }
    doc.push('.');
    inst.doc = doc;
    notes.doc("instruction");
    inst
}

/// The immediate kind of Panda's `TypeId` (a `uint32_t`).
const TYPE_ID: &str = "type_id";
/// The immediate kind of `ImmediateMixin`'s `uint64_t` immediate.
const IMM64: &str = "imm64";
/// The immediate kind of `ConditionMixin`'s `ConditionCode`.
const CONDITION_CODE: &str = "condition_code";
/// The immediate kind of `ShiftTypeMixin`'s `ShiftType`.
const SHIFT_TYPE: &str = "shift_type";
/// The flag of an instruction whose destination is pseudo (signature token `pseudo`).
const PSEUDO_DESTINATION: &str = "pseudo_destination";

/// The immediates mixins carry: (mixin, operand name, immediate kind), the last one first in
/// the operand list. `MethodDataMixin`'s is the callee's method id.
const MIXIN_IMMEDIATES: [(&str, &str, &str); 4] = [
    ("MethodDataMixin", "method", TYPE_ID),
    ("ImmediateMixin", "imm", IMM64),
    ("ShiftTypeMixin", "shift", SHIFT_TYPE),
    ("ConditionMixin", "cc", CONDITION_CODE),
];

/// The verification rule saying an instruction's inputs have one common type.
const EQUAL_COMMON_TYPES: &str = "verify_equal_common_types";

/// Gives the later inputs of an instruction whose inputs share a type (`InstWithOperandsType`:
/// the operands' type; `verify_equal_common_types`) the first input's type, where their
/// signature tokens are the first's: `same: input0`.
fn same_typed_inputs(operands: &mut [OperandItem]) {
    let Some((first, token)) = operands.iter().find_map(|o| match &o.kind {
        OperandShape::Value(t) if !o.variadic => Some((o.name.clone(), t.clone())),
        _ => None,
    }) else {
        return;
    };
    for o in operands.iter_mut() {
        if o.name != first && !o.variadic && o.kind == OperandShape::Value(token.clone()) {
            o.same = Some(first.clone());
        }
    }
}

/// The immediates C++ classes hold in fields of their own: (class, operand name, immediate
/// kind). `ConstantInst` keeps its value's bits in a `uint64_t`.
const CLASS_IMMEDIATES: [(&str, &str, &str); 1] = [("ConstantInst", "value", IMM64)];

fn imm_operand(name: &str, kind: &str) -> OperandItem {
    OperandItem {
        name: name.to_owned(),
        kind: OperandShape::Imm(kind.to_owned()),
        same: None,
        variadic: false,
    }
}

/// The immediate kinds the instructions use, in a fixed order.
fn immediates(instructions: &[InstItem]) -> Vec<ImmItem> {
    let used = |kind: &str| {
        instructions.iter().any(|i| {
            i.operands
                .iter()
                .any(|o| o.kind == OperandShape::Imm(kind.to_owned()))
        })
    };
    let cases = |names: &[&str], of: &str| {
        names
            .iter()
            .map(|c| Item {
                name: (*c).to_owned(),
                doc: format!("`{of}` case `{}`.", c.to_ascii_uppercase()),
            })
            .collect()
    };
    let all = [
        (
            IMM64,
            "The `uint64_t` immediate of Panda's `ImmediateMixin`.",
            ImmShape::Int {
                bits: 64,
                signed: false,
            },
        ),
        (
            TYPE_ID,
            "A Panda `TypeId` (a `uint32_t` id of a type, field or method in the panda file).",
            ImmShape::Int {
                bits: 32,
                signed: false,
            },
        ),
        (
            CONDITION_CODE,
            "Panda's `ConditionCode` (of `ConditionMixin`), cases in its order without the `CC_` prefix.",
            ImmShape::Enum(cases(CONDITION_CODES, "ConditionCode")),
        ),
        (
            SHIFT_TYPE,
            "Panda's `ShiftType` (of `ShiftTypeMixin`), cases in its order.",
            ImmShape::Enum(cases(SHIFT_TYPES, "ShiftType")),
        ),
    ];
    all.into_iter()
        .filter(|(name, _, _)| used(name))
        .map(|(name, doc, kind)| ImmItem {
            name: name.to_owned(),
            doc: doc.to_owned(),
            kind,
        })
        .collect()
}

/// Makes terminators of the instructions that end a block (see [`translate_panda`]).
fn control_flow(
    inst: &mut InstItem,
    table_flags: &[String],
    mixins: &[&str],
    pseudo: bool,
    notes: &mut Notes,
) {
    let has = |f: &str| table_flags.iter().any(|x| x == f);
    let targets: &[&str] = if pseudo && inst.name == "Goto" && has("cf") {
        notes.map("pseudo `Goto` (flag `cf`)", "terminator with one `target`");
        &["target"]
    } else if has("cf") && !has("terminator") && !pseudo && mixins.contains(&"ConditionMixin") {
        if !inst.results.is_empty() {
            notes.lost(
                "conditional branch with a result (a cfg terminator has no results): imported as an ordinary instruction",
                inst.name.clone(),
            );
            return;
        }
        notes.map(
            "flag `cf` with `ConditionMixin`",
            "terminator with targets `if_true`, `if_false`",
        );
        &["if_true", "if_false"]
    } else if has("terminator") {
        &[]
    } else {
        if has("cf") {
            notes.lost(
                "flag `cf` on an instruction that is not a branch the importer knows (a marker of irtoc's structured code, or a call-like jump)",
                inst.name.clone(),
            );
        }
        return;
    };
    if !inst.results.is_empty() {
        notes.lost(
            "terminator with a result (a cfg terminator has no results): imported as an ordinary instruction",
            inst.name.clone(),
        );
        return;
    }
    inst.terminator = true;
    inst.operands.extend(targets.iter().map(|t| OperandItem {
        name: (*t).to_owned(),
        kind: OperandShape::Block,
        same: None,
        variadic: false,
    }));
    inst.returns = has("terminator")
        && inst.name.starts_with("Return")
        && inst
            .operands
            .iter()
            .all(|o| matches!(o.kind, OperandShape::Value(_)));
}

/// Moves a variadic operand that is not last to the end (`Loadable` mode), listing each move.
fn fix_variadic_order(m: &mut CfgModel, mode: Mode, notes: &mut Notes) {
    for inst in &mut m.instructions {
        let Some(v) = inst.operands.iter().position(|o| o.variadic) else {
            continue;
        };
        if v + 1 == inst.operands.len() {
            continue;
        }
        let after: Vec<&str> = inst.operands[v + 1..]
            .iter()
            .map(|o| o.name.as_str())
            .collect();
        notes.workaround(
            "E123 an operand after the variadic one (only the last operand may be variadic): the variadic moved last",
            format!("{} (`{}` before {})", inst.name, inst.operands[v].name, after.join(", ")),
        );
        if mode == Mode::Loadable {
            let variadic = inst.operands.remove(v);
            inst.operands.push(variadic);
        }
    }
}

/// The flags: the legend's, then the ones instructions use without the legend declaring them,
/// then the importer's (`mode_…`, `verify_…`, `abckit_…`, `pseudo_destination`).
struct FlagList {
    legend: Vec<String>,
    extra: Vec<(String, String)>,
    derived: Vec<(String, String)>,
}

impl FlagList {
    fn new(legend: &[String]) -> Self {
        FlagList {
            legend: legend.to_vec(),
            extra: Vec::new(),
            derived: Vec::new(),
        }
    }

    /// Records a table flag an instruction uses.
    fn use_flag(&mut self, flag: &str, first: &str) {
        if !self.legend.iter().any(|f| f == flag) && !self.extra.iter().any(|(f, _)| f == flag) {
            self.extra.push((flag.to_owned(), first.to_owned()));
        }
    }

    /// The flag `<prefix>_<name>` for a mode, verification rule or abckit flag.
    fn prefixed(&mut self, prefix: &str, name: &str) -> String {
        let flag = format!("{prefix}_{name}");
        if !self.derived.iter().any(|(f, _)| *f == flag) {
            let doc = match prefix {
                "mode" => format!("Usable in Panda's mode `{name}` (the instruction's `modes`)."),
                "verify" => format!(
                    "Obeys Panda's verification rule `{name}` (the instruction's `verification`)."
                ),
                _ => format!("Has abckit flag `{name}` (the instruction's `abckit_flags`)."),
            };
            self.derived.push((flag.clone(), doc));
        }
        flag
    }

    /// An importer flag with its doc.
    fn importer_flag(&mut self, flag: &str) -> String {
        if !self.derived.iter().any(|(f, _)| f == flag) {
            self.derived.push((
                flag.to_owned(),
                "The destination is pseudo (signature token `pseudo`): it writes no register."
                    .to_owned(),
            ));
        }
        flag.to_owned()
    }

    fn items(self, notes: &mut Notes) -> Vec<Item> {
        let mut out: Vec<Item> = self
            .legend
            .into_iter()
            .map(|n| Item {
                doc: format!("Panda flag `{n}`."),
                name: n,
            })
            .collect();
        out.extend(self.extra.into_iter().map(|(n, first)| Item {
            doc: format!(
                "Panda flag `{n}` (not in the table's `flags` legend; first used by `{first}`)."
            ),
            name: n,
        }));
        out.extend(
            self.derived
                .into_iter()
                .map(|(name, doc)| Item { name, doc }),
        );
        for _ in &out {
            notes.doc("flag");
        }
        out
    }
}
