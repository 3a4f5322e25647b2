//! Register classes of a LIR: each class's bank, views, registers and allocation order against
//! the machine (and the registers the `abi` keeps), the register sets, and the class of each
//! type.

use super::*;

impl<'i> Lx<'i> {
    /// Declares every register class (bank, views, scratch and reserved registers; the
    /// allocation orders come later, once the `abi` says which registers it keeps); returns
    /// each class's declaration with its file, by class index.
    pub(super) fn declare_classes<'t>(
        &mut self,
        cx: &mut Cx<'_>,
        table: &Table<'t>,
    ) -> Vec<(FileId, &'t RegClassDecl)> {
        let mut seen = HashMap::new();
        let mut decls = Vec::new();
        for (f, d) in table.documents {
            for decl in &d.register_classes {
                let named = cx.named("register class", *f, &decl.name, &decl.doc);
                unique(
                    cx,
                    &mut seen,
                    "register class",
                    &decl.name.value,
                    named.loc,
                    self.classes.len(),
                );
                let class = self.class(cx, *f, decl, named);
                self.classes.push((class, *f));
                self.kept.push(Vec::new());
                decls.push((*f, decl));
            }
        }
        decls
    }

    pub(super) fn class(
        &mut self,
        cx: &mut Cx<'_>,
        f: FileId,
        decl: &RegClassDecl,
        named: Named,
    ) -> RegClass {
        let bank = match decl.bank.value.as_str() {
            "int" => Bank::Int,
            "float" => Bank::Float,
            "vector" => Bank::Vector,
            other => {
                let loc = cx.loc(f, &decl.bank);
                cx.push(
                    Diagnostic::new(
                        Rule::CfgRegister,
                        loc,
                        format!("register class `{}` has bank `{other}`; a bank is `int`, `float` or `vector`", named.name),
                    )
                    .with_optional_hint(naming::did_you_mean(other, ["int", "float", "vector"])),
                );
                Bank::Int
            }
        };
        let mut views = Vec::new();
        for v in &decl.views {
            match self.isa.registers.iter().position(|r| r.name == v.value) {
                Some(i) => {
                    if let Some((other, _)) =
                        self.classes.iter().find(|(c, _)| c.views.contains(&i))
                    {
                        let loc = cx.loc(f, v);
                        cx.err(
                            Rule::CfgRegister,
                            loc,
                            format!(
                                "register kind `{}` is already a view of register class `{}`: a register kind names the registers of one class",
                                v.value, other.named.name
                            ),
                        );
                    }
                    views.push(i);
                }
                None => {
                    cx.unknown_name(
                        Rule::CfgRegister,
                        f,
                        v,
                        "register kind of the machine",
                        self.isa.registers.iter().map(|r| r.name.as_str()),
                    );
                }
            }
        }
        if decl.views.is_empty() {
            cx.err(
                Rule::CfgRegister,
                named.loc,
                format!(
                    "register class `{}` names no register kind of the machine in `views`",
                    named.name
                ),
            );
        }
        let partial = RegClass {
            named,
            bank,
            views,
            preferred: Vec::new(),
            non_preferred: Vec::new(),
            scratch: None,
            reserved: Vec::new(),
        };
        let scratch = decl.scratch.as_ref().and_then(|s| {
            self.allocatable(cx, f, &partial, std::slice::from_ref(s))
                .first()
                .copied()
        });
        let mut reserved = Vec::new();
        for item in &decl.reserved {
            for hw in self.allocatable(cx, f, &partial, std::slice::from_ref(item)) {
                if Some(hw) == scratch {
                    let loc = cx.loc(f, item);
                    cx.err(
                        Rule::CfgRegister,
                        loc,
                        format!(
                            "`reserved` of register class `{}` names {}, its scratch register: list it once",
                            partial.named.name,
                            self.spelling(&partial, hw)
                        ),
                    );
                } else if !reserved.contains(&hw) {
                    reserved.push(hw);
                }
            }
        }
        RegClass {
            scratch,
            reserved,
            ..partial
        }
    }

    /// Reads the allocation orders of class `ci` (`preferred`, `non_preferred`), refusing a
    /// register listed twice or kept from values, and a class with nothing to allocate.
    pub(super) fn allocation_orders(
        &mut self,
        cx: &mut Cx<'_>,
        f: FileId,
        ci: usize,
        decl: &RegClassDecl,
    ) {
        let preferred = self.allocation_order(cx, f, ci, "preferred", &decl.preferred);
        let non_preferred = self.allocation_order(cx, f, ci, "non_preferred", &decl.non_preferred);
        let partial = &self.classes[ci].0;
        let scratch = partial.scratch;
        let mut seen = std::collections::HashSet::new();
        for r in preferred.iter().chain(&non_preferred).chain(scratch.iter()) {
            if !seen.insert(*r) {
                cx.err(
                    Rule::CfgRegister,
                    partial.named.loc,
                    format!(
                        "register class `{}` lists register {} more than once among `preferred`, `non_preferred` and `scratch`",
                        partial.named.name,
                        self.spelling(partial, *r)
                    ),
                );
            }
        }
        if decl.preferred.is_empty() && decl.non_preferred.is_empty() {
            cx.err(
                Rule::CfgRegister,
                partial.named.loc,
                format!("register class `{}` has no register to allocate (`preferred` and `non_preferred` are empty)", partial.named.name),
            );
        }
        let class = &mut self.classes[ci].0;
        class.preferred = preferred;
        class.non_preferred = non_preferred;
    }

    /// The registers of a `preferred` or `non_preferred` list (`key`) of class `ci`, refusing
    /// those the class reserves or its `abi` keeps (a value must never live in them).
    pub(super) fn allocation_order(
        &self,
        cx: &mut Cx<'_>,
        f: FileId,
        ci: usize,
        key: &str,
        list: &[S<String>],
    ) -> Vec<u8> {
        let class = &self.classes[ci].0;
        let mut out = Vec::new();
        for item in list {
            for hw in self.allocatable(cx, f, class, std::slice::from_ref(item)) {
                if let Some(role) = self.kept_as(ci, hw) {
                    let loc = cx.loc(f, item);
                    cx.err(
                        Rule::CfgRegister,
                        loc,
                        format!(
                            "`{key}` of register class `{}` names {}, which the `abi` keeps as {role}: no value may live in it",
                            class.named.name,
                            self.spelling(class, hw)
                        ),
                    );
                } else if class.reserved.contains(&hw) {
                    let loc = cx.loc(f, item);
                    cx.err(
                        Rule::CfgRegister,
                        loc,
                        format!(
                            "`{key}` of register class `{}` names {}, which the class reserves: no value may live in it",
                            class.named.name,
                            self.spelling(class, hw)
                        ),
                    );
                } else {
                    out.push(hw);
                }
            }
        }
        out
    }

    /// The role the `abi` keeps register `hw` of class `ci` for, if it keeps it from values.
    pub(in crate::kinds::cfg::lir) fn kept_as(&self, ci: usize, hw: u8) -> Option<&'static str> {
        self.kept
            .get(ci)
            .and_then(|k| k.iter().find(|(r, _)| *r == hw))
            .map(|&(_, role)| role)
    }

    /// Why no value may live in register `hw` of class `ci` (its scratch register, a register the
    /// `abi` keeps, a reserved register, or one in neither allocation list), or `None` when one
    /// may.
    pub(in crate::kinds::cfg::lir) fn unallocatable(&self, ci: usize, hw: u8) -> Option<String> {
        let class = &self.classes[ci].0;
        let name = &class.named.name;
        if class.scratch == Some(hw) {
            Some(format!("the scratch register of class `{name}`"))
        } else if let Some(role) = self.kept_as(ci, hw) {
            Some(format!("which the `abi` keeps as {role}"))
        } else if class.reserved.contains(&hw) {
            Some(format!("which class `{name}` reserves"))
        } else if !class.preferred.contains(&hw) && !class.non_preferred.contains(&hw) {
            Some(format!(
                "which class `{name}` does not allocate (it is in neither `preferred` nor `non_preferred`)"
            ))
        } else {
            None
        }
    }

    /// The spelling of register `hw` in the class's first view.
    pub(in crate::kinds::cfg::lir) fn spelling(&self, class: &RegClass, hw: u8) -> String {
        class.views.first().map_or_else(
            || hw.to_string(),
            |&v| self.isa.registers[v].spelling(u32::from(hw)),
        )
    }

    /// The hardware numbers a list of registers and ranges names, each one a general register
    /// of the class (one no view of the class spells specially, such as `xzr` or `sp`).
    pub(super) fn allocatable(
        &self,
        cx: &mut Cx<'_>,
        f: FileId,
        class: &RegClass,
        list: &[S<String>],
    ) -> Vec<u8> {
        let mut out = Vec::new();
        if class.views.is_empty() {
            // An unknown view was reported; its registers cannot be read.
            return out;
        }
        for item in list {
            let loc = cx.loc(f, item);
            let text = item.value.as_str();
            let range = text.split_once('-').map(|(a, b)| (a.trim(), b.trim()));
            let named = range.and_then(|(a, b)| named_range(a, b));
            let registers: Vec<u8> = match (range, named) {
                (_, Some((_, lo, hi))) if lo > hi => {
                    cx.err(
                        Rule::CfgRegister,
                        loc,
                        format!("register range `{text}` runs backwards"),
                    );
                    continue;
                }
                (_, Some((prefix, lo, hi))) => {
                    let mut regs = Vec::new();
                    for n in lo..=hi {
                        match self.register(cx, loc, class, &format!("{prefix}{n}")) {
                            Some(hw) => regs.push(hw),
                            None => break,
                        }
                    }
                    regs
                }
                (Some((a, b)), None) => {
                    let (lo, hi) = (
                        self.register(cx, loc, class, a),
                        self.register(cx, loc, class, b),
                    );
                    let (Some(lo), Some(hi)) = (lo, hi) else {
                        continue;
                    };
                    if lo > hi {
                        cx.err(
                            Rule::CfgRegister,
                            loc,
                            format!("register range `{text}` runs backwards"),
                        );
                        continue;
                    }
                    (lo..=hi).collect()
                }
                (None, _) => match self.register(cx, loc, class, text) {
                    Some(hw) => vec![hw],
                    None => continue,
                },
            };
            for hw in registers {
                if let Some(special) = self.special(class, hw) {
                    cx.err(
                        Rule::CfgRegister,
                        loc,
                        format!(
                            "`{text}` includes register {hw}, which the machine spells `{special}`: it is not a general register of class `{}`",
                            class.named.name
                        ),
                    );
                } else {
                    out.push(hw);
                }
            }
        }
        out
    }

    /// A name some view of the class gives register `hw` instead of its number (`xzr`, `sp`),
    /// in a table without an `abi` (with one, the `abi` says which registers are kept).
    pub(super) fn special(&self, class: &RegClass, hw: u8) -> Option<String> {
        if self.has_abi {
            return None;
        }
        class.views.iter().find_map(|&v| {
            let r = &self.isa.registers[v];
            r.names
                .iter()
                .find(|(_, n)| *n == u32::from(hw))
                .map(|(s, _)| s.clone())
        })
    }

    /// The hardware number of register `name` of the class, read in its first view.
    pub(super) fn register(
        &self,
        cx: &mut Cx<'_>,
        loc: Loc,
        class: &RegClass,
        name: &str,
    ) -> Option<u8> {
        let &view = class.views.first()?;
        let r = &self.isa.registers[view];
        let found = register_number(r, name);
        if found.is_none() {
            cx.err(
                Rule::CfgRegister,
                loc,
                format!(
                    "`{name}` is not a register of class `{}` (registers are spelt as `{}` spells them: `{}0`..)",
                    class.named.name, r.name, r.prefix
                ),
            );
        }
        found
    }

    /// The class holding register `name` (read in each class's first view), and its number.
    pub(super) fn any_register(&self, name: &str) -> Option<(usize, u8)> {
        self.classes.iter().enumerate().find_map(|(i, (c, _))| {
            let &view = c.views.first()?;
            let hw = register_number(&self.isa.registers[view], name)?;
            self.special(c, hw).is_none().then_some((i, hw))
        })
    }

    pub(super) fn declare_sets(&mut self, cx: &mut Cx<'_>, table: &Table<'_>) {
        let mut seen = HashMap::new();
        let mut n = 0;
        for (f, d) in table.documents {
            for decl in &d.register_sets {
                let named = cx.named("register set", *f, &decl.name, &decl.doc);
                unique(
                    cx,
                    &mut seen,
                    "register set",
                    &decl.name.value,
                    named.loc,
                    n,
                );
                n += 1;
                let mut regs = Vec::new();
                for item in &decl.registers {
                    regs.extend(self.registers_of_any_class(cx, *f, item));
                }
                regs.sort_unstable();
                regs.dedup();
                self.sets.insert(named.name, regs);
            }
        }
    }

    /// The registers one `registers` item names (a register or a range), of whichever class
    /// holds them.
    pub(super) fn registers_of_any_class(
        &self,
        cx: &mut Cx<'_>,
        f: FileId,
        item: &S<String>,
    ) -> Vec<(usize, u8)> {
        let loc = cx.loc(f, item);
        let text = item.value.as_str();
        let (a, b) = text
            .split_once('-')
            .map_or((text, text), |(a, b)| (a.trim(), b.trim()));
        match (self.any_register(a), self.any_register(b)) {
            (Some((ca, lo)), Some((cb, hi))) if ca == cb && lo <= hi => {
                let class = &self.classes[ca].0;
                (lo..=hi)
                    .filter(|&hw| self.special(class, hw).is_none())
                    .map(|hw| (ca, hw))
                    .collect()
            }
            // A class without a known view cannot read its registers; that was reported.
            _ if self.classes.iter().any(|(c, _)| c.views.is_empty()) => Vec::new(),
            _ => {
                cx.err(
                    Rule::CfgRegister,
                    loc,
                    format!("`{text}` is not a general register or an ascending range of one register class"),
                );
                Vec::new()
            }
        }
    }

    pub(super) fn class_named(&self, name: &str) -> Option<usize> {
        self.classes.iter().position(|(c, _)| c.named.name == name)
    }

    pub(super) fn type_classes(
        &self,
        cx: &mut Cx<'_>,
        table: &Table<'_>,
    ) -> Vec<Option<TypeClass>> {
        let mut out = Vec::new();
        for (f, d) in table.documents {
            for t in &d.types {
                let Some(class) = &t.class else {
                    let loc = cx.loc(*f, &t.name);
                    cx.err(
                        Rule::CfgRegister,
                        loc,
                        format!(
                            "type `{}` of a LIR needs a register `class` and a `view`",
                            t.name.value
                        ),
                    );
                    out.push(None);
                    continue;
                };
                let Some(ci) = self.class_named(&class.value) else {
                    let loc = cx.loc(*f, class);
                    cx.unknown(
                        Rule::CfgRegister,
                        loc,
                        "register class",
                        &class.value,
                        self.classes.iter().map(|(c, _)| c.named.name.as_str()),
                    );
                    out.push(None);
                    continue;
                };
                let c = &self.classes[ci].0;
                let view = match &t.view {
                    None => c.views.first().copied(),
                    Some(v) => {
                        let found = c
                            .views
                            .iter()
                            .copied()
                            .find(|&i| self.isa.registers[i].name == v.value);
                        // A class whose views are all unknown was reported already.
                        if found.is_none() && !c.views.is_empty() {
                            let loc = cx.loc(*f, v);
                            cx.unknown(
                                Rule::CfgRegister,
                                loc,
                                &format!("view of register class `{}`", c.named.name),
                                &v.value,
                                c.views.iter().map(|&i| self.isa.registers[i].name.as_str()),
                            );
                        }
                        found
                    }
                };
                out.push(view.map(|view| TypeClass { class: ci, view }));
            }
        }
        out
    }

    /// The one class of the values a type mask admits, or a finding at `loc`.
    pub(super) fn class_of_mask(
        &self,
        cx: &mut Cx<'_>,
        loc: Loc,
        what: &str,
        mask: TypeMask,
        type_classes: &[Option<TypeClass>],
        types: &[Named],
    ) -> Option<usize> {
        let mut found: Option<(usize, usize)> = None;
        for (t, tc) in type_classes.iter().enumerate() {
            if t >= 64 || mask & (1u64 << t) == 0 {
                continue;
            }
            let Some(tc) = tc else { return None };
            match found {
                None => found = Some((tc.class, t)),
                Some((c, first)) if c != tc.class => {
                    cx.err(
                        Rule::CfgPolicy,
                        loc,
                        format!(
                            "{what} may be of type `{}` (class `{}`) or `{}` (class `{}`); an allocated value has one register class",
                            types[first].name,
                            self.classes[c].0.named.name,
                            types[t].name,
                            self.classes[tc.class].0.named.name
                        ),
                    );
                    return None;
                }
                Some(_) => {}
            }
        }
        found.map(|(c, _)| c)
    }
}
