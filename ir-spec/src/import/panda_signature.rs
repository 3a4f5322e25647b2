//! Panda's signature token language (`d-real-any`, `ref-nc`, `int-ngc-dyn`, `save_state`) into
//! results and value operands of a cfg instruction: its types, type unions and qualifiers.

use super::cfg_model::{OperandItem, OperandShape, ResultItem};
use super::*;

/// Check qualifiers of Panda's signature tokens and the opcode whose result the input must be.
const PANDA_CHECKS: &[(&str, &str)] = &[
    ("nc", "NullCheck"),
    ("zc", "ZeroCheck"),
    ("bc", "BoundsCheck"),
    ("ngc", "NegativeCheck"),
];

/// The name a cfg table gives Panda's type `any`: the cfg kind reserves `any` for the
/// constraint every type meets.
const ANY_RENAMED: &str = "any_type";

/// Panda's primary types and type unions, and the names the spec gives them.
pub(crate) struct TypeNames {
    /// Primary types, in order, as the table names them.
    primary: Vec<String>,
    /// Union tokens and the primary types they stand for (flattened, in type order).
    unions: HashMap<String, Vec<String>>,
    /// Whether Panda's `any` is renamed.
    rename_any: bool,
}

impl TypeNames {
    pub(crate) fn new(
        primary: &[String],
        unions: &[(String, Vec<String>)],
        mode: Mode,
        notes: &mut Notes,
    ) -> Self {
        let declared: HashMap<&str, &[String]> = unions
            .iter()
            .map(|(n, m)| (n.as_str(), m.as_slice()))
            .collect();
        let mut flat = HashMap::new();
        for (name, _) in unions {
            let mut out: Vec<String> = Vec::new();
            let mut stack = vec![name.as_str()];
            // A union names primaries or other unions; a cycle is cut by the step bound.
            for _ in 0..unions.len() * primary.len().max(1) + 1 {
                let Some(at) = stack.pop() else { break };
                match declared.get(at) {
                    Some(members) => stack.extend(members.iter().rev().map(String::as_str)),
                    None if primary.iter().any(|p| p == at) => {
                        if !out.iter().any(|o| o == at) {
                            out.push(at.to_owned());
                        }
                    }
                    None => notes.lost(
                        "type union member that is neither a type nor a union",
                        format!("{name}: {at}"),
                    ),
                }
            }
            out.sort_by_key(|t| primary.iter().position(|p| p == t));
            flat.insert(name.clone(), out);
        }
        TypeNames {
            primary: primary.to_vec(),
            unions: flat,
            rename_any: mode == Mode::Loadable && primary.iter().any(|p| p == "any"),
        }
    }

    /// The spec's name of a primary type.
    fn spec_name(&self, panda: &str) -> String {
        if self.rename_any && panda == "any" {
            ANY_RENAMED.to_owned()
        } else {
            panda.to_owned()
        }
    }

    /// The primary types as spec items.
    pub(crate) fn items(&self) -> Vec<Item> {
        self.primary
            .iter()
            .map(|t| Item {
                name: self.spec_name(t),
                doc: format!("Panda type `{t}`."),
            })
            .collect()
    }

    /// The renames made, as [`Translation::renames`] lists them.
    pub(crate) fn renames(&self) -> Vec<String> {
        if self.rename_any {
            vec![format!(
                "type `any` → `{ANY_RENAMED}` (the cfg kind reserves `any` for the constraint every type meets)"
            )]
        } else {
            Vec::new()
        }
    }

    /// Whether a token part names a type or a union.
    pub(crate) fn is_type_token(&self, part: &str) -> bool {
        self.primary.iter().any(|p| p == part) || self.unions.contains_key(part)
    }

    /// The constraint of type token parts (`["real", "any"]`): one primary type, or a type set
    /// named after the parts (`real_any`), declared in `sets` on first use.
    pub(crate) fn constraint(&self, parts: &[&str], sets: &mut Vec<SetItem>) -> String {
        if let [one] = parts
            && self.primary.iter().any(|p| p == one)
        {
            return self.spec_name(one);
        }
        let name = parts.join("_");
        if !sets.iter().any(|s| s.name == name) {
            let mut members: Vec<&String> = Vec::new();
            for p in parts {
                let expanded = match self.unions.get(*p) {
                    Some(u) => u.iter().collect(),
                    None => self.primary.iter().filter(|t| t == p).collect::<Vec<_>>(),
                };
                for t in expanded {
                    if !members.contains(&t) {
                        members.push(t);
                    }
                }
            }
            members.sort_by_key(|t| self.primary.iter().position(|p| p == *t));
            let members: Vec<String> = members.iter().map(|t| self.spec_name(t)).collect();
            sets.push(SetItem {
                name: name.clone(),
                doc: format!(
                    "Panda signature token `{}`: any of {}.",
                    parts.join("-"),
                    code_list(&members)
                ),
                members,
            });
        }
        name
    }
}

/// An instruction's results and value operands, from its signature.
#[derive(Default)]
pub(crate) struct Signature {
    pub(crate) operands: Vec<OperandItem>,
    pub(crate) results: Vec<ResultItem>,
    /// The destination is pseudo (token `pseudo`).
    pub(crate) pseudo_destination: bool,
}

/// Reads the signature `tokens` of instruction `inst`.
pub(crate) fn signature(
    inst: &str,
    tokens: &[String],
    types: &TypeNames,
    save_state_type: &str,
    sets: &mut Vec<SetItem>,
    notes: &mut Notes,
) -> Signature {
    let mut sig = Signature::default();
    let mut sources = 0;
    for tok in tokens {
        if tok == "save_state" {
            sig.operands.push(OperandItem {
                name: "save_state".to_owned(),
                kind: OperandShape::Value(save_state_type.to_owned()),
                same: None,
                variadic: false,
            });
            notes.lost(
                "`save_state`: the input must be a `SaveState` (a cfg operand constrains the type, not the defining opcode)",
                inst.to_owned(),
            );
            continue;
        }
        let parts: Vec<&str> = tok.split('-').collect();
        let dest = parts[0] == "d";
        let rest = if dest { &parts[1..] } else { &parts[..] };
        let mut type_parts: Vec<&str> = Vec::new();
        let (mut variadic, mut pseudo) = (false, false);
        for p in rest {
            if types.is_type_token(p) {
                type_parts.push(p);
            } else if let Some((_, op)) = PANDA_CHECKS.iter().find(|(q, _)| q == p) {
                notes.lost(
                    format!(
                        "check qualifier `{p}`: the input must be a `{op}` (a cfg operand constrains the type, not the defining opcode)"
                    ),
                    format!("{inst}: {tok}"),
                );
            } else {
                match *p {
                    "dyn" => variadic = true,
                    "opt" => {
                        variadic = true;
                        notes.workaround(
                            "optional operand (`opt`): a variadic operand (the cfg kind has no optional operands; at most one value is meant)",
                            format!("{inst}: {tok}"),
                        );
                    }
                    "pseudo" => pseudo = true,
                    _ => notes.lost(
                        "signature token part that is neither a type nor a known qualifier",
                        format!("{inst}: `{p}` in `{tok}`"),
                    ),
                }
            }
        }
        let ty = if type_parts.is_empty() {
            None
        } else {
            Some(types.constraint(&type_parts, sets))
        };
        if dest {
            if variadic {
                notes.lost(
                    "`dyn`/`opt` on a destination (a result is one value)",
                    format!("{inst}: {tok}"),
                );
            }
            match (ty, sig.results.is_empty()) {
                (Some(ty), true) => {
                    sig.results.push(ResultItem {
                        name: "dst".to_owned(),
                        ty,
                    });
                    sig.pseudo_destination |= pseudo;
                }
                (None, _) => notes.lost("destination without a type", format!("{inst}: {tok}")),
                (Some(_), false) => notes.lost(
                    "second destination operand (the table gives one)",
                    format!("{inst}: {tok}"),
                ),
            }
        } else {
            if pseudo {
                notes.lost("`pseudo` on a source operand", format!("{inst}: {tok}"));
            }
            let name = if variadic {
                "inputs".to_owned()
            } else {
                format!("input{sources}")
            };
            sources += 1;
            sig.operands.push(OperandItem {
                name,
                kind: OperandShape::Value(ty.unwrap_or_else(|| "any".to_owned())),
                same: None,
                variadic,
            });
        }
    }
    sig
}
