//! The class tree: owns resolving parents, finding cycles, bounding the depth, placing each gate in
//! a leaf class and numbering opcodes by a depth-first walk so that every class is one contiguous
//! range. Every step takes time linear in the number of classes and gates, whatever the tree's
//! shape, and every message is of bounded length.

use super::names::{Namespaces, OpcodeName};
use super::{Cx, Decls};
use crate::front::diagnostic::{Diagnostic, Rule};
use crate::front::naming;
use crate::front::source::Loc;
use crate::kinds::ir::model::{Class, ClassId, OpcodeId};

/// Most levels of the class tree (a top-level class is level 1): generated code keeps a class's
/// depth in a `u8`, and the reference indents each class by its depth.
pub(crate) const MAX_CLASS_DEPTH: usize = 64;

/// Most names a message lists (the classes of a cycle, the subclasses to pick from).
const LISTED: usize = 8;

/// `names` joined by `sep`, the first [`LISTED`] of them and a count of the rest.
fn listed<'a>(names: impl ExactSizeIterator<Item = &'a str>, sep: &str, rest: &str) -> String {
    let n = names.len();
    let mut shown: Vec<&str> = names.take(LISTED).collect();
    let more;
    if n > LISTED {
        more = format!("… ({n} {rest})");
        shown.push(&more);
    }
    shown.join(sep)
}

/// The result of ordering: classes in depth-first order and every gate's opcode.
pub(crate) struct ClassOrder {
    /// Classes in depth-first order, with their opcode ranges.
    pub classes: Vec<Class>,
    /// Class id of each class declaration (`None` for classes on a cycle).
    pub class_of_decl: Vec<Option<ClassId>>,
    /// Opcode of each gate declaration.
    pub opcode_of_gate: Vec<OpcodeId>,
    /// Leaf class of each gate declaration, when it has a valid one.
    pub class_of_gate: Vec<Option<ClassId>>,
    /// Gate declaration index of each opcode.
    pub gate_of_opcode: Vec<usize>,
}

pub(crate) fn order(cx: &mut Cx<'_>, d: &Decls<'_>, ns: &Namespaces) -> ClassOrder {
    let n = d.classes.len();
    let mut named = Vec::with_capacity(n);
    let mut parent: Vec<Option<usize>> = vec![None; n];
    let mut parent_loc: Vec<Option<Loc>> = vec![None; n];
    for (i, (f, c)) in d.classes.iter().enumerate() {
        named.push(cx.named("class", *f, &c.name, &c.doc));
        if let Some(p) = &c.parent {
            let loc = cx.loc(*f, p);
            match ns.opcodes.get(&p.value) {
                Some((OpcodeName::Class(pi), _)) => {
                    parent[i] = Some(*pi);
                    parent_loc[i] = Some(loc);
                }
                _ => {
                    let what = format!("class `{}` names an unknown parent", c.name.value);
                    unknown_class(cx, d, loc, &what, &p.value);
                }
            }
        }
    }
    // Cycles: a class whose parent chain comes back to it. Each class is walked once: a walk
    // stops at a class an earlier walk finished, or at one of its own (then a cycle).
    let mut on_cycle = vec![false; n];
    let mut walked = vec![Walk::Unseen; n];
    let mut path = Vec::new();
    for start in 0..n {
        let mut cur = Some(start);
        while let Some(c) = cur {
            match walked[c] {
                Walk::Unseen => {
                    walked[c] = Walk::OnPath;
                    path.push(c);
                    cur = parent[c];
                }
                Walk::OnPath => {
                    let at = path.iter().rposition(|&p| p == c).unwrap_or(0);
                    for &m in &path[at..] {
                        on_cycle[m] = true;
                    }
                    break;
                }
                Walk::Done => break,
            }
        }
        for c in path.drain(..) {
            walked[c] = Walk::Done;
        }
    }
    let mut reported = vec![false; n];
    for start in 0..n {
        if on_cycle[start] && !reported[start] {
            let mut members = vec![start];
            let mut cur = parent[start];
            while let Some(c) = cur {
                if c == start {
                    break;
                }
                members.push(c);
                cur = parent[c];
            }
            for &m in &members {
                reported[m] = true;
            }
            let chain = listed(
                members.iter().map(|&m| named[m].name.as_str()),
                " → ",
                "classes in all",
            );
            cx.push(Diagnostic::new(
                Rule::ClassCycle,
                named[start].loc,
                format!(
                    "class `{}` is its own ancestor: {chain} → {}",
                    named[start].name, named[start].name
                ),
            ));
        }
    }
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
    for i in 0..n {
        if let Some(p) = parent[i]
            && !on_cycle[i]
        {
            children[p].push(i);
        }
    }

    // Place each gate in its class.
    let mut gates_of_class: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut gate_decl_class: Vec<Option<usize>> = vec![None; d.gates.len()];
    for (gi, (f, g)) in d.gates.iter().enumerate() {
        let gloc = cx.loc(*f, &g.name);
        let Some(class) = &g.class else {
            cx.push(
                Diagnostic::new(
                    Rule::GateWithoutClass,
                    gloc,
                    format!("gate `{}` has no `class`", g.name.value),
                )
                .with_hint("every gate belongs to one leaf class; add `class: <name>`"),
            );
            continue;
        };
        let loc = cx.loc(*f, class);
        match ns.opcodes.get(&class.value) {
            Some((OpcodeName::Class(ci), _)) if !on_cycle[*ci] => {
                if children[*ci].is_empty() {
                    gates_of_class[*ci].push(gi);
                    gate_decl_class[gi] = Some(*ci);
                } else {
                    let subs = listed(
                        children[*ci].iter().map(|&c| named[c].name.as_str()),
                        ", ",
                        "subclasses in all",
                    );
                    cx.push(
                        Diagnostic::new(
                            Rule::GateInInnerClass,
                            loc,
                            format!(
                                "gate `{}` is in class `{}`, which has subclasses",
                                g.name.value, class.value
                            ),
                        )
                        .with_hint(format!("gates belong to leaf classes; pick one of: {subs}")),
                    );
                }
            }
            Some((OpcodeName::Class(_), _)) => {}
            _ => {
                let what = format!("gate `{}` names an unknown class", g.name.value);
                unknown_class(cx, d, loc, &what, &class.value);
            }
        }
    }

    // Depth-first numbering.
    let mut classes: Vec<Class> = Vec::with_capacity(n);
    let mut class_of_decl: Vec<Option<ClassId>> = vec![None; n];
    let mut gate_of_opcode: Vec<usize> = Vec::with_capacity(d.gates.len());
    // Iterative DFS: (decl index, parent class id, depth, entering?)
    let mut stack: Vec<(usize, Option<ClassId>, usize, bool)> = Vec::new();
    for i in (0..n).rev() {
        if parent[i].is_none() && !on_cycle[i] {
            stack.push((i, None, 0, true));
        }
    }
    while let Some((ci, par, depth, entering)) = stack.pop() {
        if entering {
            let id = classes.len();
            class_of_decl[ci] = Some(id);
            let start = gate_of_opcode.len();
            classes.push(Class {
                named: named[ci].clone(),
                parent: par,
                children: Vec::new(),
                depth,
                start,
                end: start,
            });
            if let Some(p) = par {
                classes[p].children.push(id);
            }
            gate_of_opcode.extend(gates_of_class[ci].iter().copied());
            // Only the first class too deep on each path is a finding: its subtree is all too deep.
            if depth == MAX_CLASS_DEPTH
                && let Some(loc) = parent_loc[ci]
            {
                let name = &named[ci].name;
                cx.push(
                    Diagnostic::new(
                        Rule::ClassTreeTooDeep,
                        loc,
                        format!(
                            "class `{name}` is {} levels deep; the class tree may be at most {MAX_CLASS_DEPTH} levels deep",
                            depth + 1
                        ),
                    )
                    .with_hint(format!(
                        "give `{name}` a parent nearer the top, or flatten the tree"
                    )),
                );
            }
            stack.push((ci, par, depth, false));
            for &child in children[ci].iter().rev() {
                stack.push((child, Some(id), depth + 1, true));
            }
        } else if let Some(id) = class_of_decl[ci] {
            classes[id].end = gate_of_opcode.len();
        }
    }
    // A class left empty because a gate failed to land in it is reported through that gate's own
    // finding; only a class empty in a spec where every gate found its class is a finding itself.
    let all_placed = gate_decl_class.iter().all(Option::is_some);
    for c in &classes {
        if c.start == c.end && all_placed {
            cx.push(
                Diagnostic::new(
                    Rule::EmptyClass,
                    c.named.loc,
                    format!("class `{}` contains no gates", c.named.name),
                )
                .with_hint("remove the class or put a gate in it"),
            );
        }
    }
    // Gates that could not be placed get opcodes after the placed ones so references still resolve.
    let mut opcode_of_gate = vec![usize::MAX; d.gates.len()];
    for (op, &gi) in gate_of_opcode.iter().enumerate() {
        opcode_of_gate[gi] = op;
    }
    for (gi, op) in opcode_of_gate.iter_mut().enumerate() {
        if *op == usize::MAX {
            *op = gate_of_opcode.len();
            gate_of_opcode.push(gi);
        }
    }
    if gate_of_opcode.len() >= u16::MAX as usize {
        let (f, g) = d.gates[u16::MAX as usize - 1];
        let loc = cx.loc(f, &g.name);
        cx.push(Diagnostic::new(
            Rule::TooManyOpcodes,
            loc,
            format!("{} gates are declared; opcodes are `u16` and keep one value free, so at most 65534 fit", d.gates.len()),
        ));
    }
    let class_of_gate = gate_decl_class
        .iter()
        .map(|c| c.and_then(|c| class_of_decl[c]))
        .collect();
    ClassOrder {
        classes,
        class_of_decl,
        opcode_of_gate,
        class_of_gate,
        gate_of_opcode,
    }
}

/// Where the cycle search stands with one class.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Walk {
    /// Not reached yet.
    Unseen,
    /// On the parent chain being walked now.
    OnPath,
    /// Walked before: known to be on a cycle or to reach the top.
    Done,
}

/// Reports `name`, an unknown class that `what` names (`gate `ADD` names an unknown class`),
/// with the closest declared class.
fn unknown_class(cx: &mut Cx<'_>, d: &Decls<'_>, loc: Loc, what: &str, name: &str) {
    let classes = d.classes.iter().map(|(_, c)| c.name.value.as_str());
    cx.push(
        Diagnostic::new(Rule::UnknownClass, loc, format!("{what} `{name}`"))
            .with_optional_hint(naming::did_you_mean(name, classes)),
    );
}
