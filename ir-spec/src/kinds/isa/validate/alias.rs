//! Aliases: each determines every field of its encoding exactly once (operands, `set`,
//! `encode`), and its expressions parse against the encoding's fields, its operands and the
//! builtins the table declares.

use std::collections::HashMap;

use super::encoding::{bind_fields, resolve_template};
use super::{Cx, Shared};
use crate::front::diagnostic::{Diagnostic, Rule};
use crate::front::source::{FileId, Loc};
use crate::front::syntax::S;
use crate::kinds::isa::expr::{self, Expr, NameRef, Ty};
use crate::kinds::isa::model::{Alias, Encoding, OperandType};
use crate::kinds::isa::syntax::{AliasDecl, OperandDecl};

/// Checks an alias of an encoding; `None` after reporting.
#[allow(clippy::too_many_arguments)]
pub(super) fn alias(
    cx: &mut Cx<'_>,
    file: FileId,
    a: &AliasDecl,
    encodings: &[Encoding],
    types: &[OperandType],
    type_index: &HashMap<String, usize>,
    shared: &Shared<'_>,
    names: &mut HashMap<String, Loc>,
) -> Option<Alias> {
    let before = cx.diags.len();
    let (name, doc, loc) = cx.declare("alias", file, &a.name, &a.doc, names);
    let Some(of) = encodings.iter().position(|e| e.name == a.of.value) else {
        let loc = cx.loc(file, &a.of);
        cx.unknown(
            loc,
            "encoding",
            &a.of.value,
            encodings.iter().map(|e| e.name.as_str()),
        );
        return None;
    };
    let base = &encodings[of];
    let field_names: Vec<String> = base.fields.iter().map(|f| f.name.clone()).collect();
    let resolve_field = |n: &str| {
        base.fields
            .iter()
            .position(|f| f.name == n)
            .map(NameRef::Field)
    };
    let mut pending_decode: Vec<(usize, FileId, S<String>)> = Vec::new();
    let mut count = 0usize;
    let mut bind = |cx: &mut Cx<'_>, n: &str, f: FileId, d: &OperandDecl, _: Loc| {
        let op = bind_fields(cx, n, f, d, &base.fields, types, type_index, true)?;
        if let Some(dec) = &d.decode {
            pending_decode.push((count, f, dec.clone()));
        }
        count += 1;
        Some(op)
    };
    let (template, mut operands) =
        resolve_template(cx, file, &a.asm, &a.operands, shared, &mut bind)?;
    let mut ok = true;
    let parse_expr = |cx: &mut Cx<'_>,
                      f: FileId,
                      s: &S<String>,
                      want: Ty,
                      resolve: &dyn Fn(&str) -> Option<NameRef>,
                      cands: &[String]|
     -> Option<Expr> {
        let builtins = cx.builtins.clone();
        match expr::parse(&s.value, want, resolve, cands, &builtins) {
            Ok(e) => Some(e),
            Err(err) => {
                let loc = cx.at(f, s, err.offset);
                cx.push(
                    Diagnostic::new(Rule::IsaBadExpression, loc, err.message)
                        .with_optional_hint(err.hint),
                );
                None
            }
        }
    };
    for (i, f, text) in pending_decode {
        let e = parse_expr(cx, f, &text, Ty::Int, &resolve_field, &field_names);
        operands[i].decode = e;
        if !types[operands[i].ty].kind.is_integer() {
            let loc = cx.loc(f, &text);
            cx.err(
                Rule::IsaBadExpression,
                loc,
                format!(
                    "operand `{}` has a non-integer type; it cannot be computed by `decode`",
                    operands[i].name
                ),
            );
        }
    }
    let op_names: Vec<String> = operands
        .iter()
        .filter(|o| types[o.ty].kind.is_integer())
        .map(|o| o.name.clone())
        .collect();
    let resolve_op = |n: &str| {
        operands
            .iter()
            .position(|o| o.name == n && types[o.ty].kind.is_integer())
            .map(NameRef::Operand)
    };
    // Which fields are determined, and by what.
    let mut covered: Vec<Vec<String>> = vec![Vec::new(); base.fields.len()];
    for o in &operands {
        for &i in &o.fields {
            covered[i].push(format!("operand `{}`", o.name));
        }
    }
    let field_of = |cx: &mut Cx<'_>, k: &S<String>| -> Option<usize> {
        let i = base.fields.iter().position(|f| f.name == k.value);
        if i.is_none() {
            let loc = cx.loc(file, k);
            cx.unknown(
                loc,
                "field",
                &k.value,
                base.fields.iter().map(|f| f.name.as_str()),
            );
        }
        i
    };
    let mut set = Vec::new();
    for (k, v) in &a.set.0 {
        let Some(i) = field_of(cx, k) else {
            ok = false;
            continue;
        };
        if v.value >> base.fields[i].width != 0 {
            let loc = cx.loc(file, v);
            cx.err(
                Rule::IsaValueOverflow,
                loc,
                format!(
                    "{} does not fit field `{}` of {} bits",
                    v.value, k.value, base.fields[i].width
                ),
            );
            ok = false;
            continue;
        }
        covered[i].push("`set`".into());
        set.push((i, v.value as u32));
    }
    let mut encode = Vec::new();
    for (k, v) in &a.encode.0 {
        let Some(i) = field_of(cx, k) else {
            ok = false;
            continue;
        };
        covered[i].push("`encode`".into());
        if let Some(e) = parse_expr(cx, file, v, Ty::Int, &resolve_op, &op_names) {
            encode.push((i, e));
        }
    }
    for (i, by) in covered.iter().enumerate() {
        if by.len() != 1 {
            let f = &base.fields[i].name;
            let message = if by.is_empty() {
                format!(
                    "alias `{name}` leaves field `{f}` of `{}` undetermined",
                    base.name
                )
            } else {
                format!(
                    "alias `{name}` determines field `{f}` of `{}` {} times (by {})",
                    base.name,
                    by.len(),
                    by.join(", ")
                )
            };
            cx.push(
                Diagnostic::new(Rule::IsaAliasCoverage, loc, message).with_hint(
                    "bind the field to an operand, give it a value in `set`, or compute it in `encode`",
                ),
            );
            ok = false;
        }
    }
    for o in &operands {
        if o.fields.is_empty() && o.decode.is_none() {
            ok = false;
        }
    }
    let when = a
        .when
        .as_ref()
        .and_then(|w| parse_expr(cx, file, w, Ty::Bool, &resolve_field, &field_names));
    let requires = a
        .requires
        .as_ref()
        .and_then(|r| parse_expr(cx, file, r, Ty::Bool, &resolve_op, &op_names));
    (ok && cx.diags.len() == before).then(|| Alias {
        name,
        doc,
        loc,
        of,
        operands,
        template,
        asm: a.asm.value.clone(),
        set,
        encode,
        when,
        requires,
        print: a.print.as_ref().is_none_or(|p| p.value),
    })
}
