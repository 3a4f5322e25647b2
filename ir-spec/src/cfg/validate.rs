//! Validation of block-structured IR tables: owns turning [`CfgDocument`]s into a checked
//! [`CfgSpec`], every finding located and reported at once (through the shared
//! [`Cx`](crate::context::Cx)): declared names, type sets, immediate kinds, the class tree and
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
use crate::context::{Cx, unique};
use crate::diagnostic::{Diagnostic, Rule, SpecError};
use crate::isa::Codecs;
use crate::naming;
use crate::source::{FileId, Loc, SourceMap};

/// The type constraint every value satisfies.
const ANY: &str = "any";

/// Validates `documents` (each with its file) into a block-structured IR spec.
pub(crate) fn validate(
    sources: SourceMap,
    documents: Vec<(FileId, CfgDocument)>,
    codecs: &Codecs,
) -> Result<CfgSpec, SpecError> {
    let mut cx = Cx::new(&sources);
    for (file, doc) in &documents {
        cx.check_version(*file, &doc.version);
    }
    let parts = check(&mut cx, &documents, codecs);
    let diagnostics = cx.into_findings();
    if !diagnostics.is_empty() {
        return Err(SpecError {
            sources,
            diagnostics,
        });
    }
    let (name, doc) = crate::kind::identity(
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

fn check(cx: &mut Cx<'_>, documents: &[(FileId, CfgDocument)], codecs: &Codecs) -> CfgSpec {
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
    let lir = super::lir::validate::check(cx, &table, codecs);
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

/// The namespaces an instruction's declaration refers to.
struct Names<'a> {
    constraints: &'a HashMap<String, TypeMask>,
    immediates: &'a HashMap<String, (usize, Loc)>,
    flags: &'a HashMap<String, (usize, Loc)>,
    mixins: &'a HashMap<String, (usize, Loc)>,
    /// The pointer family's bit, if the table has one.
    pointer: Option<TypeMask>,
    /// What each immediate kind's values number.
    refers: Vec<Option<Refers>>,
}

impl Names<'_> {
    fn constraint_any(&self) -> TypeMask {
        self.constraints.get(ANY).copied().unwrap_or(0)
    }

    fn constraint(&self, cx: &mut Cx<'_>, file: FileId, text: &S<String>) -> TypeMask {
        match self.constraints.get(&text.value) {
            Some(0) if text.value == ANY => {
                let loc = cx.loc(file, text);
                cx.err(
                    Rule::UnknownType,
                    loc,
                    format!("`{ANY}` stands for every type, but the table declares none"),
                );
                0
            }
            Some(&mask) => mask,
            None => {
                let loc = cx.loc(file, text);
                cx.unknown(
                    Rule::UnknownType,
                    loc,
                    "type or type set",
                    &text.value,
                    self.constraints.keys().map(String::as_str),
                );
                0
            }
        }
    }
}

fn instruction(
    cx: &mut Cx<'_>,
    file: FileId,
    decl: &InstructionDecl,
    class: usize,
    names: &Names<'_>,
) -> Instruction {
    let named = Named {
        name: decl.name.value.clone(),
        doc: decl
            .doc
            .as_ref()
            .map_or_else(String::new, |d| d.value.trim().to_owned()),
        loc: cx.loc(file, &decl.name),
    };
    let terminator = decl.terminator.as_ref().is_some_and(|t| t.value);
    let returns = decl.returns.as_ref().is_some_and(|r| r.value);
    let inst = &decl.name.value;
    if returns && !terminator {
        let loc = decl.returns.as_ref().map_or(named.loc, |r| cx.loc(file, r));
        cx.err(
            Rule::CfgTerminator,
            loc,
            format!(
                "instruction `{inst}` returns, so it must be a terminator (`terminator: true`)"
            ),
        );
    }
    let mut seen = HashMap::new();
    let mut value_operands: HashMap<&str, usize> = HashMap::new();
    let mut operands = Vec::with_capacity(decl.operands.len());
    for (i, op) in decl.operands.iter().enumerate() {
        let op_named = part("operand", cx, file, &op.name, &op.doc);
        unique(cx, &mut seen, "operand", &op.name.value, op_named.loc, i);
        let same = op
            .same
            .as_ref()
            .and_then(|s| same_operand(cx, file, s, &value_operands, inst));
        let kind = match (&op.value, &op.imm, &op.block) {
            (Some(v), None, None) => OperandKind::Value {
                types: names.constraint(cx, file, v),
                same,
            },
            (None, Some(m), None) => {
                if let Some(found) = names.immediates.get(&m.value) {
                    OperandKind::Imm(found.0)
                } else {
                    let loc = cx.loc(file, m);
                    cx.unknown(
                        Rule::CfgUnknownImmediate,
                        loc,
                        "immediate kind",
                        &m.value,
                        names.immediates.keys().map(String::as_str),
                    );
                    OperandKind::Imm(0)
                }
            }
            (None, None, Some(b)) if b.value => OperandKind::Block,
            _ => {
                cx.err(
                    Rule::CfgOperandKind,
                    op_named.loc,
                    format!(
                        "operand `{}` of `{inst}` must have exactly one of `value: <type>`, `imm: <kind>` or `block: true`",
                        op.name.value
                    ),
                );
                OperandKind::Value {
                    types: 0,
                    same: None,
                }
            }
        };
        if let Some(s) = &op.same
            && !matches!(kind, OperandKind::Value { .. })
        {
            let loc = cx.loc(file, s);
            cx.err(
                Rule::CfgSameType,
                loc,
                format!(
                    "operand `{}` of `{inst}` is not a value, so it cannot have `same`",
                    op.name.value
                ),
            );
        }
        let variadic = op.variadic.as_ref().is_some_and(|v| v.value);
        if variadic && (i + 1 != decl.operands.len() || !matches!(kind, OperandKind::Value { .. }))
        {
            let loc = op
                .variadic
                .as_ref()
                .map_or(op_named.loc, |v| cx.loc(file, v));
            cx.err(
                Rule::CfgVariadic,
                loc,
                format!(
                    "operand `{}` of `{inst}` is variadic, but only the last operand, a value, may be",
                    op.name.value
                ),
            );
        }
        if kind == OperandKind::Block && !terminator {
            cx.err(
                Rule::CfgTerminator,
                op_named.loc,
                format!(
                    "operand `{}` of `{inst}` is a block target, but `{inst}` is not a terminator",
                    op.name.value
                ),
            );
        }
        if matches!(kind, OperandKind::Value { .. }) && !variadic {
            value_operands.insert(&op.name.value, i);
        }
        let type_of = op.pointee.as_ref().and_then(|p| {
            if let OperandKind::Imm(k) = kind
                && names.refers.get(k).copied().flatten() != Some(Refers::Global)
            {
                let loc = cx.loc(file, p);
                cx.err(
                    Rule::CfgTypeOf,
                    loc,
                    format!(
                        "operand `{}` of `{inst}` is an immediate whose kind does not refer to globals, so it cannot have `pointee`",
                        op.name.value
                    ),
                );
                return None;
            }
            let target = derived_from(cx, file, "pointee", p, &operands, names, inst)?;
            Some(TypeOf::Pointee(target))
        });
        operands.push(Operand {
            named: op_named,
            kind,
            variadic,
            type_of,
        });
    }
    let mut result_names = HashMap::new();
    let mut results = Vec::with_capacity(decl.results.len());
    for (i, r) in decl.results.iter().enumerate() {
        let r_named = part("result", cx, file, &r.name, &r.doc);
        unique(
            cx,
            &mut result_names,
            "result",
            &r.name.value,
            r_named.loc,
            i,
        );
        let same = r
            .same
            .as_ref()
            .and_then(|s| same_operand(cx, file, s, &value_operands, inst));
        let type_of = result_type_of(cx, file, r, &operands, names, inst);
        let types = match (&r.ty, same, type_of) {
            (Some(t), _, _) => names.constraint(cx, file, t),
            (None, Some(o), _) => match operands[o].kind {
                OperandKind::Value { types, .. } => types,
                _ => 0,
            },
            (None, None, Some(TypeOf::Pointee(_))) => names.constraint_any(),
            (None, None, Some(_)) => names.pointer.unwrap_or(0),
            // A derivation key that failed has its own finding.
            (None, None, None)
                if r.pointee.is_some() || r.address.is_some() || r.global.is_some() =>
            {
                0
            }
            (None, None, None) => {
                cx.err(
                    Rule::CfgSameType,
                    r_named.loc,
                    format!(
                        "result `{}` of `{inst}` needs a `type` or a `same` operand",
                        r.name.value
                    ),
                );
                0
            }
        };
        results.push(ResultSpec {
            named: r_named,
            types,
            same,
            type_of,
        });
    }
    if terminator && !results.is_empty() {
        cx.err(
            Rule::CfgTerminator,
            results[0].named.loc,
            format!("instruction `{inst}` is a terminator, so it cannot have results"),
        );
    }
    let mut flags = 0u64;
    for flag in &decl.flags {
        match names.flags.get(&flag.value) {
            Some(&(i, _)) if i < 64 => flags |= 1 << i,
            Some(_) => {}
            None => {
                let loc = cx.loc(file, flag);
                cx.unknown(
                    Rule::UnknownFlag,
                    loc,
                    "flag",
                    &flag.value,
                    names.flags.keys().map(String::as_str),
                );
            }
        }
    }
    let custom_check = decl
        .custom
        .as_ref()
        .and_then(|c| c.verify.as_ref())
        .map(|m| {
            let loc = cx.loc(file, m);
            cx.check_verbatim("custom check", &m.value, loc);
            m.value.clone()
        });
    let mixins = instruction_mixins(cx, file, decl, names);
    Instruction {
        named,
        class,
        operands,
        results,
        flags,
        terminator,
        returns,
        custom_check,
        mixins,
    }
}

/// The mixins an instruction names, resolved (ascending, each once), or findings.
fn instruction_mixins(
    cx: &mut Cx<'_>,
    file: FileId,
    decl: &InstructionDecl,
    names: &Names<'_>,
) -> Vec<usize> {
    let mut out = Vec::with_capacity(decl.mixins.len());
    for m in &decl.mixins {
        match names.mixins.get(&m.value) {
            Some(&(i, _)) => out.push(i),
            None => {
                let loc = cx.loc(file, m);
                cx.unknown(
                    Rule::UnknownClass,
                    loc,
                    "mixin",
                    &m.value,
                    names.mixins.keys().map(String::as_str),
                );
            }
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// An operand's or result's name (an identifier; its doc is optional).
fn part(
    kind: &str,
    cx: &mut Cx<'_>,
    file: FileId,
    name: &S<String>,
    doc: &Option<S<String>>,
) -> Named {
    let loc = cx.loc(file, name);
    cx.check_identifier(kind, &name.value, loc);
    Named {
        name: name.value.clone(),
        doc: doc
            .as_ref()
            .map_or_else(String::new, |d| d.value.trim().to_owned()),
        loc,
    }
}

/// The earlier, non-variadic value operand that `same` names, or a finding.
fn same_operand(
    cx: &mut Cx<'_>,
    file: FileId,
    same: &S<String>,
    value_operands: &HashMap<&str, usize>,
    inst: &str,
) -> Option<usize> {
    let found = value_operands.get(same.value.as_str()).copied();
    if found.is_none() {
        let loc = cx.loc(file, same);
        cx.push(
            Diagnostic::new(
                Rule::CfgSameType,
                loc,
                format!(
                    "`same: {}` of `{inst}` names no earlier value operand",
                    same.value
                ),
            )
            .with_optional_hint(naming::did_you_mean(
                &same.value,
                value_operands.keys().copied(),
            )),
        );
    }
    found
}

/// A result's derivation (`pointee`, `address` or `global`), at most one of them and not
/// beside `same`, or findings.
fn result_type_of(
    cx: &mut Cx<'_>,
    file: FileId,
    r: &super::syntax::ResultDecl,
    operands: &[Operand],
    names: &Names<'_>,
    inst: &str,
) -> Option<TypeOf> {
    let keys = [
        ("pointee", &r.pointee),
        ("address", &r.address),
        ("global", &r.global),
    ];
    let given: Vec<(&str, &S<String>)> = keys
        .iter()
        .filter_map(|(k, v)| v.as_ref().map(|v| (*k, v)))
        .collect();
    let (key, text) = *given.first()?;
    if let Some((second, t)) = given
        .get(1)
        .copied()
        .or(r.same.as_ref().map(|s| ("same", s)))
    {
        let loc = cx.loc(file, t);
        cx.err(
            Rule::CfgTypeOf,
            loc,
            format!(
                "result `{}` of `{inst}` has `{key}` and `{second}`; it takes at most one of `same`, `pointee`, `address` and `global`",
                r.name.value
            ),
        );
        return None;
    }
    match key {
        "global" => {
            let found = operands.iter().position(|o| o.named.name == text.value);
            let refers = found.and_then(|i| match operands[i].kind {
                OperandKind::Imm(k) => names.refers.get(k).copied().flatten(),
                _ => None,
            });
            if refers != Some(Refers::Global) {
                let loc = cx.loc(file, text);
                cx.err(
                    Rule::CfgTypeOf,
                    loc,
                    format!(
                        "`global: {}` of `{inst}` names no immediate operand whose kind refers to globals",
                        text.value
                    ),
                );
                return None;
            }
            found.map(TypeOf::Global)
        }
        "address" => {
            let target = derived_from(cx, file, key, text, operands, names, inst)?;
            let indexed = operands
                .last()
                .is_some_and(|o| o.variadic && matches!(o.kind, OperandKind::Value { .. }));
            if !indexed || target + 1 == operands.len() {
                let loc = cx.loc(file, text);
                cx.err(
                    Rule::CfgTypeOf,
                    loc,
                    format!(
                        "`address: {}` of `{inst}` needs the indices: a variadic value operand last",
                        text.value
                    ),
                );
                return None;
            }
            Some(TypeOf::Address(target))
        }
        _ => derived_from(cx, file, key, text, operands, names, inst).map(TypeOf::Pointee),
    }
}

/// The earlier single value operand that `key: text` names, which only pointers satisfy, or a
/// finding.
fn derived_from(
    cx: &mut Cx<'_>,
    file: FileId,
    key: &str,
    text: &S<String>,
    operands: &[Operand],
    names: &Names<'_>,
    inst: &str,
) -> Option<usize> {
    let found = operands
        .iter()
        .position(|o| o.named.name == text.value && !o.variadic);
    let pointers = |types: TypeMask| names.pointer.is_some_and(|p| types != 0 && types & !p == 0);
    let message = match found.map(|i| operands[i].kind) {
        Some(OperandKind::Value { types, .. }) if pointers(types) => return found,
        Some(OperandKind::Value { .. }) if names.pointer.is_none() => format!(
            "`{key}: {}` of `{inst}` needs pointers, but the table declares no pointer family (`pointer: true`)",
            text.value
        ),
        Some(OperandKind::Value { .. }) => format!(
            "`{key}: {}` of `{inst}` names an operand that takes types other than pointers",
            text.value
        ),
        _ => format!(
            "`{key}: {}` of `{inst}` names no earlier single value operand",
            text.value
        ),
    };
    let loc = cx.loc(file, text);
    let names_here = operands
        .iter()
        .filter(|o| matches!(o.kind, OperandKind::Value { .. }) && !o.variadic)
        .map(|o| o.named.name.as_str());
    let hint = found
        .is_none()
        .then(|| naming::did_you_mean(&text.value, names_here))
        .flatten();
    cx.push(Diagnostic::new(Rule::CfgTypeOf, loc, message).with_optional_hint(hint));
    None
}
