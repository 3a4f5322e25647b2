//! The layout of `ir-spec/src`, checked on its import graph: one front end feeding one module per
//! kind, with the loader and the builder above them all.
//!
//! Every `.rs` file under `ir-spec/src` is in one of three layers, by its path:
//!
//! - the front end: `front/**`;
//! - a kind `k`: `kinds/<k>/**` (`ir`, `isa`, `cfg`, `lower`; the LIR part of a `cfg` table is
//!   `kinds/cfg/lir`, part of the `cfg` kind);
//! - the top level: everything else (`lib.rs`, `load.rs`, `builder.rs`, `kind.rs`, `schema.rs`,
//!   `import/**`, `tests/**`, `kinds/mod.rs`).
//!
//! The checker reads every path into the crate a file names, with comments and string literals
//! left out: the paths of `use` items (groups such as `use crate::{a, b::c}` expanded, `self` in
//! a group meaning the group's module, `*` the module itself), and the paths written inline
//! (`crate::a::f()`, `$crate::a::T` in a macro, `super::super::model::T`). A `super::` or
//! `self::` path is resolved from the module it is written in (a file's module, or a `mod x { }`
//! block in it). A path is in the layer of the module it names: `crate::front::..` in the front
//! end, `crate::kinds::<k>::..` in kind `k`, any other `crate::..` (such as `crate::Loader`,
//! `crate::model`, a public re-export) in the top level. The rules, on every path of every file
//! (tests included):
//!
//! 1. the front end names no kind and nothing of the top level;
//! 2. a kind names nothing of the top level (not the `Loader`, not the `Builder`, not a public
//!    re-export such as `crate::model`: it names the module that owns the item);
//! 3. a kind names of another kind only its public face: `crate::kinds::<j>` itself, an item at
//!    its root (declared or re-exported in `kinds/<j>/mod.rs`: a name that is not one of its
//!    submodule files), or anything under its `model` module; never another submodule
//!    (`crate::kinds::isa::validate::..`, `crate::kinds::cfg::lir::..`);
//! 4. the graph of the layers (the front end, each kind, the top level; an edge for every path
//!    from a file of one layer to another that rules 1 to 3 allow) has no cycle: two kinds may
//!    not each name the other's public face.
//!
//! And no file under `ir-spec/src` has more than [`MAX_LINES`] lines.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::path::Path;

/// The most lines a hand-written source file of `ir-spec` may have.
const MAX_LINES: usize = 800;

/// The layer a file, or the module a path names, is in.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Layer {
    Front,
    Kind(String),
    Top,
}

impl fmt::Display for Layer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Layer::Front => f.write_str("front"),
            Layer::Kind(k) => write!(f, "kinds::{k}"),
            Layer::Top => f.write_str("top"),
        }
    }
}

/// A path into the crate one file names: as written, and resolved from the crate root.
#[derive(Clone, Debug)]
struct Import {
    written: String,
    resolved: Vec<String>,
}

/// A broken rule: the file, the path as written, and which rule.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Violation {
    file: String,
    path: String,
    rule: String,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: `{}`: {}", self.file, self.path, self.rule)
    }
}

/// The module path of a file under `src` (`front/read/yaml.rs` is `front::read::yaml`,
/// `kinds/isa/mod.rs` is `kinds::isa`, `lib.rs` the root).
fn module_of(file: &str) -> Vec<String> {
    let file = file.strip_suffix(".rs").unwrap_or(file);
    let mut parts: Vec<String> = file.split('/').map(str::to_owned).collect();
    if parts.len() == 1 && (parts[0] == "lib" || parts[0] == "main") {
        return Vec::new();
    }
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    parts
}

/// The layer of a module path from the crate root.
fn layer_of(module: &[String]) -> Layer {
    match module {
        [first, ..] if first == "front" => Layer::Front,
        [first, kind, ..] if first == "kinds" => Layer::Kind(kind.clone()),
        _ => Layer::Top,
    }
}

/// The text of a Rust file with its comments, string literals and character literals blanked
/// (lifetimes kept), so only code is read.
fn code_only(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0usize;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            out.push(' ');
        } else if let Some(len) = raw_string_at(&chars, i) {
            i += len;
            out.push_str("\"\"");
        } else if c == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                i += if chars[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            out.push_str("\"\"");
        } else if c == '\'' {
            if next == Some('\\') {
                i += 2;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
                out.push_str("' '");
            } else if chars.get(i + 2) == Some(&'\'') {
                i += 3;
                out.push_str("' '");
            } else {
                out.push(c);
                i += 1;
            }
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// The length of the raw string (`r"…"`, `r#"…"#`, `br#"…"#`) starting at `i`, if one does.
fn raw_string_at(chars: &[char], i: usize) -> Option<usize> {
    if i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_') {
        return None;
    }
    let mut j = i;
    if chars.get(j) == Some(&'b') {
        j += 1;
    }
    if chars.get(j) != Some(&'r') {
        return None;
    }
    j += 1;
    let mut hashes = 0;
    while chars.get(j) == Some(&'#') {
        hashes += 1;
        j += 1;
    }
    if chars.get(j) != Some(&'"') {
        return None;
    }
    j += 1;
    while j < chars.len() {
        if chars[j] == '"' && (1..=hashes).all(|h| chars.get(j + h) == Some(&'#')) {
            return Some(j + 1 + hashes - i);
        }
        j += 1;
    }
    Some(chars.len() - i)
}

/// A token of code: an identifier (`$crate` reads as `crate`), `::`, or one other character.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Token {
    Ident(String),
    Path,
    Punct(char),
}

fn tokens(code: &str) -> Vec<Token> {
    let chars: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            out.push(Token::Ident(chars[start..i].iter().collect()));
        } else if c == ':' && chars.get(i + 1) == Some(&':') {
            out.push(Token::Path);
            i += 2;
        } else if c.is_whitespace() || c == '$' {
            i += 1;
        } else {
            out.push(Token::Punct(c));
            i += 1;
        }
    }
    out
}

/// The paths of one use tree starting at `*i` (read up to its end), each under `prefix`.
fn use_tree(toks: &[Token], i: &mut usize, prefix: &[String], out: &mut Vec<Vec<String>>) {
    let mut path = prefix.to_vec();
    loop {
        match toks.get(*i) {
            Some(Token::Ident(s)) if s == "as" => {
                *i += 2;
                out.push(path);
                return;
            }
            Some(Token::Ident(s)) if s == "self" && !path.is_empty() => {
                *i += 1;
            }
            Some(Token::Ident(s)) => {
                path.push(s.clone());
                *i += 1;
            }
            Some(Token::Path) => *i += 1,
            Some(Token::Punct('*')) => {
                *i += 1;
                out.push(path);
                return;
            }
            Some(Token::Punct('{')) => {
                *i += 1;
                loop {
                    match toks.get(*i) {
                        Some(Token::Punct('}')) => {
                            *i += 1;
                            return;
                        }
                        Some(Token::Punct(',')) => *i += 1,
                        None => return,
                        Some(_) => use_tree(toks, i, &path, out),
                    }
                }
            }
            _ => {
                out.push(path);
                return;
            }
        }
    }
}

/// Resolves a path as written in module `module` (`crate::`, `self::`, `super::` ones; `None`
/// for a path into another crate or to a name of the module itself).
fn resolve(path: &[String], module: &[String]) -> Option<Vec<String>> {
    let first = path.first()?;
    match first.as_str() {
        "crate" => Some(path[1..].to_vec()),
        "self" => Some(module.iter().chain(&path[1..]).cloned().collect()),
        "super" => {
            let mut base = module.to_vec();
            let mut rest = path;
            while rest.first().is_some_and(|s| s == "super") {
                base.pop()?;
                rest = &rest[1..];
            }
            Some(base.into_iter().chain(rest.iter().cloned()).collect())
        }
        _ => None,
    }
}

/// Every path into the crate the file `file` (under `src`) names, resolved.
fn imports(file: &str, text: &str) -> Vec<Import> {
    let toks = tokens(&code_only(text));
    let module = module_of(file);
    // Inline modules open, each with the brace depth inside it.
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0usize;
    let mut out = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        let here: Vec<String> = module
            .iter()
            .cloned()
            .chain(inline.iter().map(|(m, _)| m.clone()))
            .collect();
        match &toks[i] {
            Token::Ident(s) if s == "mod" => {
                if let (Some(Token::Ident(name)), Some(Token::Punct('{'))) =
                    (toks.get(i + 1), toks.get(i + 2))
                {
                    depth += 1;
                    inline.push((name.clone(), depth));
                    i += 3;
                    continue;
                }
                i += 1;
            }
            Token::Ident(s) if s == "use" => {
                i += 1;
                let mut paths = Vec::new();
                use_tree(&toks, &mut i, &[], &mut paths);
                for p in paths {
                    if let Some(resolved) = resolve(&p, &here) {
                        out.push(Import {
                            written: p.join("::"),
                            resolved,
                        });
                    }
                }
            }
            Token::Ident(s)
                if (s == "crate" || s == "super" || s == "self")
                    && toks.get(i + 1) == Some(&Token::Path) =>
            {
                let mut p = vec![s.clone()];
                i += 1;
                while toks.get(i) == Some(&Token::Path) {
                    match toks.get(i + 1) {
                        Some(Token::Ident(seg)) => {
                            p.push(seg.clone());
                            i += 2;
                        }
                        _ => break,
                    }
                }
                if let Some(resolved) = resolve(&p, &here) {
                    out.push(Import {
                        written: p.join("::"),
                        resolved,
                    });
                }
            }
            Token::Punct('{') => {
                depth += 1;
                i += 1;
            }
            Token::Punct('}') => {
                if inline.last().is_some_and(|(_, d)| *d == depth) {
                    inline.pop();
                }
                depth = depth.saturating_sub(1);
                i += 1;
            }
            _ => i += 1,
        }
    }
    out
}

/// Checks the files (each a path under `src` and its text) against the rules; every violation,
/// cycles last.
fn check(files: &[(String, String)]) -> Vec<Violation> {
    let names: BTreeSet<&str> = files.iter().map(|(f, _)| f.as_str()).collect();
    // Whether `kinds::<kind>::<name>` is a submodule file of the kind.
    let is_submodule = |kind: &str, name: &str| {
        names.contains(format!("kinds/{kind}/{name}.rs").as_str())
            || names.contains(format!("kinds/{kind}/{name}/mod.rs").as_str())
    };
    let mut found = Vec::new();
    let mut edges: BTreeMap<(Layer, Layer), (String, String)> = BTreeMap::new();
    for (file, text) in files {
        let from = layer_of(&module_of(file));
        for import in imports(file, text) {
            let to = layer_of(&import.resolved);
            let rule = match (&from, &to) {
                (Layer::Front, Layer::Kind(_)) => Some("the front end imports a kind".to_owned()),
                (Layer::Front, Layer::Top) => {
                    Some("the front end imports the top level".to_owned())
                }
                (Layer::Kind(_), Layer::Top) => Some(
                    "a kind imports the top level (name the module that owns the item)".to_owned(),
                ),
                (Layer::Kind(k), Layer::Kind(j)) if k != j => match import.resolved.get(2) {
                    Some(sub) if sub != "model" && is_submodule(j, sub) => Some(format!(
                        "kind `{k}` imports `{sub}`, an internal module of kind `{j}` (only its \
                         root items and its `model` are its public face)"
                    )),
                    _ => None,
                },
                _ => None,
            };
            if let Some(rule) = rule {
                found.push(Violation {
                    file: file.clone(),
                    path: import.written.clone(),
                    rule,
                });
            } else if from != to {
                edges
                    .entry((from.clone(), to))
                    .or_insert_with(|| (file.clone(), import.written.clone()));
            }
        }
    }
    found.extend(cycles(&edges));
    found
}

/// A violation for the first cycle of the layer graph, if it has one: the files and paths of its
/// edges, one by one.
fn cycles(edges: &BTreeMap<(Layer, Layer), (String, String)>) -> Option<Violation> {
    let nodes: BTreeSet<&Layer> = edges.keys().flat_map(|(a, b)| [a, b]).collect();
    for &start in &nodes {
        // Depth-first search for a path back to `start`.
        let mut stack: Vec<Vec<&Layer>> = vec![vec![start]];
        let mut seen: BTreeSet<&Layer> = BTreeSet::new();
        while let Some(trail) = stack.pop() {
            let Some(&last) = trail.last() else { continue };
            for (a, b) in edges.keys() {
                if a != last {
                    continue;
                }
                if b == start {
                    let mut ring = trail.clone();
                    ring.push(start);
                    let witness: Vec<String> = ring
                        .windows(2)
                        .filter_map(|w| edges.get(&(w[0].clone(), w[1].clone())))
                        .map(|(file, path)| format!("{file} imports {path}"))
                        .collect();
                    let names: Vec<String> = ring.iter().map(ToString::to_string).collect();
                    let (file, path) = edges
                        .get(&(ring[0].clone(), ring[1].clone()))
                        .cloned()
                        .unwrap_or_default();
                    return Some(Violation {
                        file,
                        path,
                        rule: format!(
                            "the layers import each other in a cycle: {} ({})",
                            names.join(" -> "),
                            witness.join("; ")
                        ),
                    });
                }
                if seen.insert(b) {
                    let mut next = trail.clone();
                    next.push(b);
                    stack.push(next);
                }
            }
        }
    }
    None
}

/// Every `.rs` file under `dir`, with its path relative to `root` (with `/`) and its text.
fn read_tree(root: &Path, dir: &Path, out: &mut Vec<(String, String)>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| {
            e.unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
                .path()
        })
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            read_tree(root, &path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let name = path
                .strip_prefix(root)
                .unwrap_or(&path)
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect::<Vec<_>>()
                .join("/");
            let text = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            out.push((name, text));
        }
    }
}

fn sources() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    read_tree(&root, &root, &mut files);
    files
}

#[test]
fn the_source_tree_keeps_its_layers() {
    let files = sources();
    assert!(
        files.iter().any(|(f, _)| f.starts_with("front/"))
            && files.iter().any(|(f, _)| f.starts_with("kinds/")),
        "the checker reads the tree it is about"
    );
    let found = check(&files);
    assert!(
        found.is_empty(),
        "{} layering violation(s):\n{}",
        found.len(),
        found
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn no_source_file_is_too_long() {
    let long: Vec<String> = sources()
        .iter()
        .filter(|(_, text)| text.lines().count() > MAX_LINES)
        .map(|(f, text)| format!("{f}: {} lines", text.lines().count()))
        .collect();
    assert!(
        long.is_empty(),
        "over {MAX_LINES} lines (split the file along its own seams):\n{}",
        long.join("\n")
    );
}

/// Files of a small crate for the cases below: a front end, two kinds with a submodule each,
/// and a top level naming them all.
fn crate_with(extra: &[(&str, &str)]) -> Vec<(String, String)> {
    let mut files: Vec<(String, String)> = [
        (
            "lib.rs",
            "mod front; mod kinds; pub use kinds::a; pub mod load;",
        ),
        (
            "load.rs",
            "use crate::kinds::{a::AKind, b::BKind};\npub struct Loader;",
        ),
        ("front/mod.rs", "pub mod context;"),
        ("front/context.rs", "pub struct Cx;"),
        ("kinds/mod.rs", "pub mod a;\npub mod b;"),
        (
            "kinds/a/mod.rs",
            "mod validate;\npub mod model;\npub use validate::check;\npub struct AKind;",
        ),
        ("kinds/a/model.rs", "pub struct A;"),
        (
            "kinds/a/validate.rs",
            "use crate::front::context::Cx;\npub fn check() {}",
        ),
        (
            "kinds/b/mod.rs",
            "mod validate;\npub mod model;\npub struct BKind;",
        ),
        (
            "kinds/b/model.rs",
            "use super::super::a::model::A;\npub struct B(A);",
        ),
        (
            "kinds/b/validate.rs",
            "use crate::kinds::a::{AKind, check};\nfn f() { crate::front::context::Cx; }",
        ),
    ]
    .iter()
    .map(|(f, t)| ((*f).to_owned(), (*t).to_owned()))
    .collect();
    for (f, t) in extra {
        files.retain(|(g, _)| g != f);
        files.push(((*f).to_owned(), (*t).to_owned()));
    }
    files
}

/// The one violation of `files`, checked to name `file`, `path` and `rule`.
#[track_caller]
fn only_violation(files: &[(String, String)], file: &str, path: &str, rule: &str) {
    let found = check(files);
    assert_eq!(found.len(), 1, "{found:#?}");
    let v = &found[0];
    assert_eq!((v.file.as_str(), v.path.as_str()), (file, path), "{v}");
    assert!(v.rule.contains(rule), "{v}");
    let shown = v.to_string();
    assert!(shown.contains(file) && shown.contains(path), "{shown}");
}

#[test]
fn a_layered_crate_passes() {
    let found = check(&crate_with(&[]));
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn the_front_end_importing_a_kind_is_reported() {
    // Today's `context.rs` imports the IR kind's `model.rs` for `Named`.
    only_violation(
        &crate_with(&[(
            "front/context.rs",
            "use crate::kinds::a::model::A;\npub struct Cx;",
        )]),
        "front/context.rs",
        "crate::kinds::a::model::A",
        "the front end imports a kind",
    );
    // Inline, in a group, and through a public re-export of the top level.
    only_violation(
        &crate_with(&[(
            "front/context.rs",
            "pub struct Cx;\nfn f() { let _ = crate::kinds::b::BKind; }",
        )]),
        "front/context.rs",
        "crate::kinds::b::BKind",
        "the front end imports a kind",
    );
    only_violation(
        &crate_with(&[(
            "front/context.rs",
            "use crate::{front::context, a::model};\npub struct Cx;",
        )]),
        "front/context.rs",
        "crate::a::model",
        "the front end imports the top level",
    );
}

#[test]
fn a_kind_importing_the_loader_is_reported() {
    // Today's `lower/validate` and `cfg/lir/validate` call the `Loader` back.
    only_violation(
        &crate_with(&[(
            "kinds/a/validate.rs",
            "use crate::front::context::Cx;\npub fn check() { crate::Loader; }",
        )]),
        "kinds/a/validate.rs",
        "crate::Loader",
        "a kind imports the top level",
    );
    only_violation(
        &crate_with(&[(
            "kinds/a/validate.rs",
            "use crate::load::Loader;\npub fn check() {}",
        )]),
        "kinds/a/validate.rs",
        "crate::load::Loader",
        "a kind imports the top level",
    );
}

#[test]
fn a_kind_importing_another_kinds_internals_is_reported() {
    only_violation(
        &crate_with(&[(
            "kinds/b/validate.rs",
            "use crate::kinds::a::{AKind, validate::check};",
        )]),
        "kinds/b/validate.rs",
        "crate::kinds::a::validate::check",
        "an internal module of kind `a`",
    );
    // Relative to an inline module: `super` there is the file's own module.
    only_violation(
        &crate_with(&[(
            "kinds/b/model.rs",
            "pub struct B;\nmod tests { use super::super::super::a::validate; }",
        )]),
        "kinds/b/model.rs",
        "super::super::super::a::validate",
        "an internal module of kind `a`",
    );
}

#[test]
fn a_cycle_of_layers_is_reported() {
    // Each path alone is another kind's public face; together they are a loop.
    only_violation(
        &crate_with(&[(
            "kinds/a/model.rs",
            "pub struct A;\nfn f(_: crate::kinds::b::BKind) {}",
        )]),
        "kinds/a/model.rs",
        "crate::kinds::b::BKind",
        "cycle: kinds::a -> kinds::b -> kinds::a",
    );
}

#[test]
fn comments_and_strings_are_not_imports() {
    let found = check(&crate_with(&[(
        "front/context.rs",
        "//! See [`crate::Loader`].\npub struct Cx; /* crate::kinds::a */\n\
         const P: &str = \"crate::lir\"; const R: &str = r#\"crate::Loader\"#;\n\
         fn f<'a>(c: &'a char) -> char { '\"' }",
    )]));
    assert!(found.is_empty(), "{found:#?}");
}
