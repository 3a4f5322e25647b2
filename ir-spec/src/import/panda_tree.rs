//! The class tree of an imported Panda table: owns placing each instruction's C++ base in
//! Panda's class tree (from [`super::panda_classes`]), the leaf classes (`<Class>Exact` for the
//! instructions of a class that also has subclasses, since instructions sit in leaves), the
//! classes of bases the facts do not know, and the mixins the instructions use.

use super::panda_classes::{PANDA_CLASSES, parent_of};
use super::*;

/// The class of pseudo instructions, which have no C++ base.
const PSEUDO: &str = "PseudoInstruction";
/// The class of instructions without a base.
const NO_BASE: &str = "NoBase";

/// The classes and mixins the instructions use.
#[derive(Default)]
pub(crate) struct ClassTree {
    /// Known C++ classes that are some instruction's base.
    direct: Vec<&'static str>,
    /// Bases the facts do not know: (class, its template's class).
    unknown: Vec<(String, Option<String>)>,
    pseudo: bool,
    no_base: bool,
    mixins: Vec<&'static str>,
}

impl ClassTree {
    /// Places an instruction whose C++ base is `base` (empty when it has none): returns its
    /// class key (see [`ClassTree::leaves`]) and, for a base the facts know, the C++ class whose
    /// mixins it has.
    pub(crate) fn place(
        &mut self,
        base: &str,
        pseudo: bool,
        inst: &str,
        notes: &mut Notes,
    ) -> (String, Option<&'static str>) {
        if base.is_empty() {
            if pseudo {
                self.pseudo = true;
                return (PSEUDO.to_owned(), None);
            }
            self.no_base = true;
            return (NO_BASE.to_owned(), None);
        }
        let class = identifier(base);
        if let Some((known, _, _)) = PANDA_CLASSES.iter().find(|(c, _, _)| *c == class) {
            if !self.direct.contains(known) {
                self.direct.push(known);
            }
            return (class, Some(known));
        }
        notes.t.observations.push(format!(
            "`{inst}`: C++ base `{base}` is not among the importer's class facts (Panda's inst.h at 1541ba96); placed at the top level"
        ));
        let template = base.find('<').map(|i| identifier(&base[..i]));
        if !self.unknown.iter().any(|(c, _)| *c == class) {
            self.unknown.push((class.clone(), template));
        }
        (class, None)
    }

    /// Records the mixins of an instruction.
    pub(crate) fn use_mixins(&mut self, mixins: &[&'static str]) {
        for m in mixins {
            if !self.mixins.contains(m) {
                self.mixins.push(m);
            }
        }
    }

    /// The known classes the tree holds (the direct bases and their ancestors, in the facts'
    /// order) and those of them that are the base of another.
    fn used(&self) -> (Vec<&'static str>, HashSet<&'static str>) {
        let mut held: HashSet<&'static str> = HashSet::new();
        let mut inner: HashSet<&'static str> = HashSet::new();
        for d in &self.direct {
            let mut at = Some(*d);
            // The facts are a tree, so the walk up ends within their length.
            for _ in 0..PANDA_CLASSES.len() {
                let Some(x) = at else { break };
                held.insert(x);
                at = parent_of(x).flatten();
                if let Some(p) = at {
                    inner.insert(p);
                }
            }
        }
        let used = PANDA_CLASSES
            .iter()
            .map(|(c, _, _)| *c)
            .filter(|c| held.contains(c))
            .collect();
        (used, inner)
    }

    /// Turns each instruction class key of `keys` into its leaf class: `<Class>Exact` for a
    /// class that is also the base of another.
    pub(crate) fn leaves<'a>(&self, keys: impl Iterator<Item = &'a mut String>) {
        let (_, inner) = self.used();
        for key in keys {
            if self.direct.contains(&key.as_str()) && inner.contains(key.as_str()) {
                key.push_str("Exact");
            }
        }
    }

    /// The classes, parents before children: the known tree depth-first, then the unknown
    /// bases, then the classes of instructions without a base.
    pub(crate) fn classes(&self, notes: &mut Notes) -> Vec<ClassItem> {
        let mut out = Vec::new();
        let (used, inner) = self.used();
        for class in used {
            let (parent, mixins) = PANDA_CLASSES
                .iter()
                .find(|(c, _, _)| *c == class)
                .map(|(_, p, m)| (*p, *m))
                .unwrap_or_default();
            let mut doc = match parent {
                Some(p) => format!("Panda's C++ instruction class `{class}`, derived from `{p}`"),
                None => format!("Panda's C++ root instruction class `{class}`"),
            };
            if !mixins.is_empty() {
                let names: Vec<String> = mixins.iter().map(|m| (*m).to_owned()).collect();
                doc.push_str(&format!(", with mixins {}", code_list(&names)));
            }
            doc.push('.');
            out.push(ClassItem {
                name: class.to_owned(),
                doc,
                parent: parent.map(str::to_owned),
            });
            if self.direct.contains(&class) && inner.contains(class) {
                out.push(ClassItem {
                    name: format!("{class}Exact"),
                    doc: format!(
                        "The instructions whose C++ class is exactly `{class}` (not a class derived from it)."
                    ),
                    parent: Some(class.to_owned()),
                });
            }
        }
        for (class, template) in &self.unknown {
            if let Some(t) = template
                && !out.iter().any(|c| c.name == *t)
            {
                out.push(ClassItem {
                    name: t.clone(),
                    doc: format!("Instances of the C++ class template `{t}<…>`."),
                    parent: None,
                });
            }
            out.push(ClassItem {
                name: class.clone(),
                doc: format!("Panda's C++ instruction class `{class}`."),
                parent: template.clone(),
            });
        }
        if self.no_base {
            out.push(ClassItem {
                name: NO_BASE.to_owned(),
                doc: "Instructions without a C++ base in the table.".to_owned(),
                parent: None,
            });
        }
        if self.pseudo {
            out.push(ClassItem {
                name: PSEUDO.to_owned(),
                doc: "The table's pseudo instructions (`pseudo_instructions`), which have no C++ class.".to_owned(),
                parent: None,
            });
        }
        for _ in &out {
            notes.doc("class");
        }
        out
    }

    /// The mixins the instructions use, in the order first met.
    pub(crate) fn mixins(&self) -> Vec<Item> {
        self.mixins
            .iter()
            .map(|m| Item {
                name: (*m).to_owned(),
                doc: format!("Panda's C++ mixin class `{m}`."),
            })
            .collect()
    }
}
