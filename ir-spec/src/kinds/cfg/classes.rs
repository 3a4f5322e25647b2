//! The class tree of a block-structured IR table: owns resolving parents, finding cycles,
//! placing each instruction in a leaf class, and numbering opcodes depth-first so that each
//! class is one contiguous range (the same numbering as the IR kind's, for the same reason: a
//! class test is one subtraction and one comparison).

use std::collections::HashMap;

use super::model::{Class, Named};
use super::syntax::{ClassDecl, InstructionDecl};
use crate::front::context::Cx;
use crate::front::diagnostic::{Diagnostic, Rule};
use crate::front::source::{FileId, Loc};

/// The class tree as declared: parents and children by declaration index.
pub(super) struct ClassTree {
    named: Vec<Named>,
    parent: Vec<Option<usize>>,
    children: Vec<Vec<usize>>,
    /// Classes on a parent cycle, which are left out of the tree.
    cyclic: Vec<bool>,
}

impl ClassTree {
    pub(super) fn new(
        cx: &mut Cx<'_>,
        decls: &[(FileId, &ClassDecl)],
        named: Vec<Named>,
        names: &HashMap<String, (usize, Loc)>,
    ) -> Self {
        let parent: Vec<Option<usize>> = decls
            .iter()
            .map(|(f, c)| {
                let p = c.parent.as_ref()?;
                let found = names.get(&p.value).map(|&(i, _)| i);
                if found.is_none() {
                    let loc = cx.loc(*f, p);
                    cx.unknown(
                        Rule::UnknownClass,
                        loc,
                        "parent class",
                        &p.value,
                        names.keys().map(String::as_str),
                    );
                }
                found
            })
            .collect();
        // A class is on a cycle when following parents from it comes back to it.
        let n = decls.len();
        let cyclic: Vec<bool> = (0..n)
            .map(|start| {
                let mut at = parent[start];
                for _ in 0..n {
                    match at {
                        Some(c) if c == start => return true,
                        Some(c) => at = parent[c],
                        None => return false,
                    }
                }
                false
            })
            .collect();
        for start in (0..n).filter(|&c| cyclic[c]) {
            // Report each cycle once, at its first-declared member.
            let mut chain = vec![start];
            while let Some(next) = parent[chain[chain.len() - 1]].filter(|&c| c != start) {
                chain.push(next);
            }
            if chain.iter().min() == Some(&start) {
                let names: Vec<&str> = chain.iter().map(|&c| named[c].name.as_str()).collect();
                cx.err(
                    Rule::ClassCycle,
                    named[start].loc,
                    format!(
                        "class `{}` is its own ancestor: {} → {}",
                        named[start].name,
                        names.join(" → "),
                        named[start].name
                    ),
                );
            }
        }
        let mut children = vec![Vec::new(); n];
        for c in (0..n).filter(|&c| !cyclic[c]) {
            if let Some(p) = parent[c] {
                children[p].push(c);
            }
        }
        ClassTree {
            named,
            parent,
            children,
            cyclic,
        }
    }

    /// The leaf class (declaration index) an instruction names, or a finding.
    pub(super) fn leaf(
        &self,
        cx: &mut Cx<'_>,
        file: FileId,
        decl: &InstructionDecl,
        names: &HashMap<String, (usize, Loc)>,
    ) -> Option<usize> {
        let loc = cx.loc(file, &decl.class);
        let Some(&(c, _)) = names.get(&decl.class.value) else {
            cx.unknown(
                Rule::UnknownClass,
                loc,
                "class",
                &decl.class.value,
                names.keys().map(String::as_str),
            );
            return None;
        };
        if self.cyclic[c] {
            return None;
        }
        if !self.children[c].is_empty() {
            let subs: Vec<&str> = self.children[c]
                .iter()
                .map(|&s| self.named[s].name.as_str())
                .collect();
            cx.push(
                Diagnostic::new(
                    Rule::GateInInnerClass,
                    loc,
                    format!(
                        "instruction `{}` is in class `{}`, which has subclasses",
                        decl.name.value, decl.class.value
                    ),
                )
                .with_hint(format!("pick a leaf class: {}", subs.join(", "))),
            );
            return None;
        }
        Some(c)
    }

    /// Numbers the classes depth-first (children in declaration order) and the instructions of
    /// each leaf in declaration order: returns the classes in that order, the instruction
    /// declarations in opcode order, and the class id of each class declaration.
    pub(super) fn number(
        &self,
        cx: &mut Cx<'_>,
        leaf_of: &[Option<usize>],
    ) -> (Vec<Class>, Vec<usize>, Vec<Option<usize>>) {
        let mut members = vec![Vec::new(); self.named.len()];
        for (inst, leaf) in leaf_of.iter().enumerate() {
            if let Some(c) = leaf {
                members[*c].push(inst);
            }
        }
        let mut walk = Walk {
            tree: self,
            members: &members,
            classes: Vec::new(),
            order: Vec::new(),
            id_of: vec![None; self.named.len()],
        };
        for root in (0..self.named.len()).filter(|&c| self.parent[c].is_none()) {
            walk.visit(root, None, 0);
        }
        let (classes, mut order, id_of) = (walk.classes, walk.order, walk.id_of);
        let everything_placed = leaf_of.iter().all(Option::is_some);
        for class in classes.iter().filter(|c| c.start == c.end) {
            if everything_placed {
                cx.err(
                    Rule::EmptyClass,
                    class.named.loc,
                    format!("class `{}` contains no instructions", class.named.name),
                );
            }
        }
        // Instructions without a valid class still get an opcode, after the others.
        order.extend((0..leaf_of.len()).filter(|&i| leaf_of[i].is_none()));
        (classes, order, id_of)
    }
}

/// The state of the depth-first numbering.
struct Walk<'t> {
    tree: &'t ClassTree,
    members: &'t [Vec<usize>],
    classes: Vec<Class>,
    order: Vec<usize>,
    id_of: Vec<Option<usize>>,
}

impl Walk<'_> {
    fn visit(&mut self, decl: usize, parent: Option<usize>, depth: usize) {
        let id = self.classes.len();
        self.id_of[decl] = Some(id);
        if let Some(p) = parent {
            self.classes[p].children.push(id);
        }
        let start = self.order.len();
        self.order.extend(&self.members[decl]);
        self.classes.push(Class {
            named: self.tree.named[decl].clone(),
            parent,
            children: Vec::new(),
            depth,
            start,
            end: start,
        });
        for &child in &self.tree.children[decl] {
            self.visit(child, Some(id), depth + 1);
        }
        self.classes[id].end = self.order.len();
    }
}
