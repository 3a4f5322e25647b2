//! Validation of block-structured IR tables: owns turning [`CfgDocument`]s into a checked
//! [`CfgSpec`], every finding located and reported at once (through the shared
//! [`Cx`](crate::front::context::Cx)): declared names, type sets, immediate kinds, the class tree and
//! its depth-first numbering, and each instruction's operands, results, flags and terminator
//! properties.

use std::collections::HashMap;

use super::classes::ClassTree;
use super::lir::validate::Table;
use super::model::{
    CfgSpec, Immediate, ImmediateKind, Instruction, Named, Operand, OperandKind, Refers,
    ResultSpec, TypeMask, TypeOf, TypeSet, mask_of_count,
};
use super::syntax::{CfgDocument, InstructionDecl, S};
use crate::front::context::{Cx, unique};
use crate::front::diagnostic::{Diagnostic, Rule, SpecError};
use crate::front::kind::Tables;
use crate::front::naming;
use crate::front::source::{FileId, Loc, SourceMap};

mod instructions;

use instructions::{Names, instruction};

/// The type constraint every value satisfies.
const ANY: &str = "any";

/// Validates `documents` (each with its file) into a block-structured IR spec.
pub(crate) fn validate(
    sources: SourceMap,
    documents: Vec<(FileId, CfgDocument)>,
    tables: &impl Tables,
) -> Result<CfgSpec, SpecError> {
    let mut cx = Cx::new(&sources);
    for (file, doc) in &documents {
        cx.check_version(*file, &doc.version);
    }
    let parts = check(&mut cx, &documents, tables);
    let diagnostics = cx.into_findings();
    if !diagnostics.is_empty() {
        return Err(SpecError {
            sources,
            diagnostics,
        });
    }
    let (name, doc) = crate::front::kind::identity(
        &sources,
        documents.iter().map(|(_, d)| &d.name),
        documents.iter().map(|(_, d)| &d.doc),
    );
    Ok(CfgSpec {
        sources,
        name,
        doc,
        ..parts
    })
}

/// Every declaration of a list across the documents, with its file.
fn all<'a, T>(
    documents: &'a [(FileId, CfgDocument)],
    list: impl Fn(&'a CfgDocument) -> &'a [T],
) -> Vec<(FileId, &'a T)> {
    documents
        .iter()
        .flat_map(|(f, d)| list(d).iter().map(move |x| (*f, x)))
        .collect()
}

/// Declares the named items of one namespace: checks each name and doc and its uniqueness.
fn declare<T>(
    cx: &mut Cx<'_>,
    kind: &str,
    items: &[(FileId, &T)],
    name_doc: impl Fn(&T) -> (&S<String>, &Option<S<String>>),
    seen: &mut HashMap<String, (usize, Loc)>,
) -> Vec<Named> {
    let mut out = Vec::with_capacity(items.len());
    for (i, (f, item)) in items.iter().enumerate() {
        let (name, doc) = name_doc(item);
        let named = cx.named(kind, *f, name, doc);
        if name.value.eq_ignore_ascii_case(ANY) && kind.contains("type") {
            cx.err(
                Rule::ReservedName,
                named.loc,
                format!("{kind} name `{ANY}` is reserved: it is the constraint every type meets"),
            );
        }
        unique(cx, seen, kind, &name.value, named.loc, i);
        out.push(named);
    }
    out
}

/// Records a finding at the 65th of `items` (types and flags are bits of a `u64`).
fn at_most_64<T>(
    cx: &mut Cx<'_>,
    rule: Rule,
    what: &str,
    items: &[(FileId, &T)],
    name: impl Fn(&T) -> &S<String>,
) {
    if let Some((f, item)) = items.get(64) {
        let loc = cx.loc(*f, name(item));
        cx.err(
            rule,
            loc,
            format!(
                "{} {what} are declared; at most 64 fit a 64-bit mask",
                items.len()
            ),
        );
    }
}

fn check(cx: &mut Cx<'_>, documents: &[(FileId, CfgDocument)], tables: &impl Tables) -> CfgSpec {
    let type_decls = all(documents, |d| &d.types);
    let set_decls = all(documents, |d| &d.type_sets);
    let mut type_names = HashMap::new();
    let types = declare(
        cx,
        "type",
        &type_decls,
        |t| (&t.name, &t.doc),
        &mut type_names,
    );
    at_most_64(cx, Rule::TooManyTypes, "types", &type_decls, |t| &t.name);
    let (pointer, array) = families(cx, &type_decls);
    // Type constraints: a type, a type set or `any`, all in one namespace.
    let mut constraints: HashMap<String, TypeMask> = type_names
        .iter()
        .map(|(n, &(i, _))| (n.clone(), if i < 64 { 1u64 << i } else { 0 }))
        .collect();
    let mut set_names = type_names.clone();
    let set_named = declare(
        cx,
        "type set",
        &set_decls,
        |s| (&s.name, &s.doc),
        &mut set_names,
    );
    let mut type_sets = Vec::with_capacity(set_decls.len());
    for ((f, decl), named) in set_decls.iter().zip(set_named) {
        let mut mask = 0;
        for member in &decl.members {
            match type_names.get(&member.value) {
                Some(&(i, _)) if i < 64 => mask |= 1u64 << i,
                Some(_) => {}
                None => {
                    let loc = cx.loc(*f, member);
                    cx.push(
                        Diagnostic::new(
                            Rule::BadTypeSetMember,
                            loc,
                            format!(
                                "type set `{}` lists `{}`, which is not a type",
                                named.name, member.value
                            ),
                        )
                        .with_optional_hint(naming::did_you_mean(
                            &member.value,
                            type_names.keys().map(String::as_str),
                        )),
                    );
                }
            }
        }
        if decl.members.is_empty() {
            cx.err(
                Rule::EmptyTypeSet,
                named.loc,
                format!("type set `{}` has no members", named.name),
            );
        }
        constraints.insert(named.name.clone(), mask);
        type_sets.push(TypeSet { named, mask });
    }
    constraints.insert(ANY.to_owned(), mask_of_count(types.len()));
    let mut elements = [mask_of_count(types.len()); 2];
    for (i, (f, t)) in type_decls.iter().enumerate() {
        let Some(e) = &t.elements else { continue };
        let family = [pointer, array].iter().position(|&x| x == Some(i));
        let mask = match constraints.get(&e.value) {
            Some(&m) => m,
            None => {
                let loc = cx.loc(*f, e);
                cx.unknown(
                    Rule::UnknownType,
                    loc,
                    "type or type set",
                    &e.value,
                    constraints.keys().map(String::as_str),
                );
                continue;
            }
        };
        match family {
            Some(k) => elements[k] = mask,
            None => {
                let loc = cx.loc(*f, e);
                cx.err(
                    Rule::CfgCompoundType,
                    loc,
                    format!(
                        "type `{}` is no pointer or array family, so it has no `elements`",
                        t.name.value
                    ),
                );
            }
        }
    }

    let imm_decls = all(documents, |d| &d.immediates);
    let mut imm_names = HashMap::new();
    let imm_named = declare(
        cx,
        "immediate",
        &imm_decls,
        |m| (&m.name, &m.doc),
        &mut imm_names,
    );
    let immediates: Vec<Immediate> = imm_decls
        .iter()
        .zip(imm_named)
        .map(|((f, decl), named)| immediate(cx, *f, decl, named))
        .collect();

    let flag_decls = all(documents, |d| &d.flags);
    let mut flag_names = HashMap::new();
    let flags = declare(
        cx,
        "flag",
        &flag_decls,
        |f| (&f.name, &f.doc),
        &mut flag_names,
    );
    at_most_64(cx, Rule::TooManyFlags, "flags", &flag_decls, |f| &f.name);

    let mixin_decls = all(documents, |d| &d.mixins);
    let mut mixin_names = HashMap::new();
    let mixins = declare(
        cx,
        "mixin",
        &mixin_decls,
        |m| (&m.name, &m.doc),
        &mut mixin_names,
    );

    let class_decls = all(documents, |d| &d.classes);
    let inst_decls = all(documents, |d| &d.instructions);
    let mut class_names = HashMap::new();
    let class_named = declare(
        cx,
        "class",
        &class_decls,
        |c| (&c.name, &c.doc),
        &mut class_names,
    );
    let mut inst_names = HashMap::new();
    declare(
        cx,
        "instruction",
        &inst_decls,
        |i| (&i.name, &i.doc),
        &mut inst_names,
    );
    let tree = ClassTree::new(cx, &class_decls, class_named, &class_names);
    let leaf_of: Vec<Option<usize>> = inst_decls
        .iter()
        .map(|(f, decl)| tree.leaf(cx, *f, decl, &class_names))
        .collect();
    let (classes, order, class_of_decl) = tree.number(cx, &leaf_of);

    let names = Names {
        constraints: &constraints,
        immediates: &imm_names,
        flags: &flag_names,
        mixins: &mixin_names,
        pointer: pointer.filter(|&p| p < 64).map(|p| 1u64 << p),
        refers: immediates.iter().map(|m| m.refers).collect(),
    };
    let mut instructions = Vec::with_capacity(order.len());
    for &i in &order {
        let (f, decl) = inst_decls[i];
        let class = leaf_of[i].and_then(|c| class_of_decl[c]).unwrap_or(0);
        instructions.push(instruction(cx, f, decl, class, &names));
    }
    super::method_names::check(cx, &classes, &instructions);
    let table = Table {
        documents,
        instructions: order
            .iter()
            .zip(&instructions)
            .map(|(&i, inst)| (inst_decls[i].0, inst_decls[i].1, inst))
            .collect(),
        types: &types,
        immediates: &immediates,
    };
    let lir = super::lir::validate::check(cx, &table, tables);
    let spec = CfgSpec {
        sources: SourceMap::new(),
        name: String::new(),
        doc: String::new(),
        types,
        type_sets,
        immediates,
        flags,
        classes,
        instructions,
        mixins,
        lir,
        pointer,
        array,
        pointer_elements: elements[0],
        array_elements: elements[1],
    };
    super::names::check(cx, &spec);
    spec
}

fn immediate(
    cx: &mut Cx<'_>,
    file: FileId,
    decl: &super::syntax::ImmediateDecl,
    named: Named,
) -> Immediate {
    let float = decl.float.as_ref().is_some_and(|f| f.value);
    let kind = match (&decl.bits, &decl.cases) {
        (None, None) if float && decl.signed.is_none() => ImmediateKind::Float,
        (Some(bits), None) if !float => {
            if !(1..=64).contains(&bits.value) {
                let loc = cx.loc(file, bits);
                cx.err(
                    Rule::CfgImmediate,
                    loc,
                    format!(
                        "immediate `{}` is {} bits wide; the width must be 1 to 64",
                        named.name, bits.value
                    ),
                );
            }
            ImmediateKind::Int {
                bits: bits.value.clamp(1, 64) as u8,
                signed: decl.signed.as_ref().is_some_and(|s| s.value),
            }
        }
        (None, Some(cases)) if !cases.is_empty() && decl.signed.is_none() && !float => {
            let mut seen = HashMap::new();
            let items: Vec<_> = cases.iter().map(|c| (file, c)).collect();
            ImmediateKind::Enum(declare(
                cx,
                "case",
                &items,
                |c| (&c.name, &c.doc),
                &mut seen,
            ))
        }
        _ if float => {
            cx.err(
                Rule::CfgImmediate,
                named.loc,
                format!(
                    "immediate `{}` is `float: true`, so it has no `bits`, `signed` or `cases`",
                    named.name
                ),
            );
            ImmediateKind::Float
        }
        _ => {
            cx.err(
                Rule::CfgImmediate,
                named.loc,
                format!(
                    "immediate `{}` must have either `bits` (and optionally `signed`) or a non-empty `cases` list",
                    named.name
                ),
            );
            ImmediateKind::Int {
                bits: 64,
                signed: true,
            }
        }
    };
    let refers = decl.refers.as_ref().and_then(|r| {
        let refers = match r.value.as_str() {
            "function" => Some(Refers::Function),
            "global" => Some(Refers::Global),
            _ => None,
        };
        let loc = cx.loc(file, r);
        match refers {
            None => cx.push(
                Diagnostic::new(
                    Rule::CfgRefers,
                    loc,
                    format!(
                        "immediate `{}` refers to `{}`; it may refer to `function` or `global`",
                        named.name, r.value
                    ),
                )
                .with_optional_hint(naming::did_you_mean(&r.value, ["function", "global"])),
            ),
            Some(_) if !matches!(kind, ImmediateKind::Int { .. }) => cx.err(
                Rule::CfgRefers,
                loc,
                format!(
                    "immediate `{}` is an enumeration, so its values number nothing",
                    named.name
                ),
            ),
            Some(_) => {}
        }
        refers
    });
    Immediate {
        named,
        kind,
        refers,
    }
}

/// The pointer and array families among the types (their positions), each found once.
fn families(
    cx: &mut Cx<'_>,
    types: &[(FileId, &super::syntax::TypeDecl)],
) -> (Option<usize>, Option<usize>) {
    let (mut pointer, mut array): (Option<usize>, Option<usize>) = (None, None);
    for (i, (f, t)) in types.iter().enumerate() {
        let p = t.pointer.as_ref().filter(|b| b.value);
        let a = t.array.as_ref().filter(|b| b.value);
        if let (Some(_), Some(a)) = (p, a) {
            let loc = cx.loc(*f, a);
            cx.err(
                Rule::CfgCompoundType,
                loc,
                format!(
                    "type `{}` is both the pointer and the array family; declare two types",
                    t.name.value
                ),
            );
            continue;
        }
        for (mark, slot, what) in [(p, &mut pointer, "pointer"), (a, &mut array, "array")] {
            let Some(mark) = mark else { continue };
            if let Some(first) = *slot {
                let loc = cx.loc(*f, mark);
                let first: &str = &types[first].1.name.value;
                cx.err(
                    Rule::CfgCompoundType,
                    loc,
                    format!(
                        "type `{}` is a second {what} family; `{first}` already is the table's {what} types",
                        t.name.value
                    ),
                );
            } else {
                *slot = Some(i);
            }
        }
        if let (Some(class), Some(_)) = (&t.class, p.or(a)) {
            let loc = cx.loc(*f, class);
            cx.err(
                Rule::CfgCompoundType,
                loc,
                format!(
                    "type `{}` is a compound family, so no register class holds it",
                    t.name.value
                ),
            );
        }
    }
    (pointer, array)
}
