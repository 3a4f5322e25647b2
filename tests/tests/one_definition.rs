//! One definition of each type the generator and the runtimes share: no public struct, enum,
//! trait or union that `ir-spec` (the generator) or `opforge-shapes` (the types both sides use)
//! declares is declared by name again in another of them or in `opforge-cfg`, `opforge-ir` and
//! `opforge-machine` (the runtimes). A type a table row carries on both sides lives in
//! `opforge-shapes` and each side names it by a re-export or a type alias; a name declared twice
//! is either such a type written again or a clash of two different ideas, and the list below
//! says, for each clash that stays, why the two are different things.
//!
//! Declarations are read with `syn`, so a name inside a `quote!` (code the generator writes,
//! not a type of its own), a comment or a string is not one. `ir-runtime/src/fixture.rs` is left
//! out: it is the hand-written copy of a generated layer the runtime's own tests run on, and
//! declares what the generator writes into every user's crate (`Class`, `TypeSet`, `Ty`, ...).

use std::collections::BTreeMap;
use std::path::Path;

use opforge_tests::sources;

/// The crates compared, by folder: the first two are the generator's side.
const CRATES: &[&str] = &[
    "ir-spec/src",
    "support/shapes/src",
    "cfg/src",
    "ir-runtime/src",
    "backends/machine/src",
];

/// Files that are not the crate's own types (see the module doc).
const LEFT_OUT: &[&str] = &["ir-runtime/src/fixture.rs"];

/// Names two crates both declare for two different ideas, and why they differ.
const CLASHES: &[(&str, &str)] = &[
    (
        "Builder",
        "ir-spec's build-script builder of generated files; opforge-cfg's builder of a function's instructions",
    ),
    (
        "Immediate",
        "a table's declared immediate kind in the generator's model (the runtime's row is `ImmInfo`); \
         opforge-cfg's trait of typed immediate values",
    ),
    (
        "Operand",
        "a table's declared operand in the generator's models (the runtime's row is `OperandInfo`); \
         an operand of an instruction in a function",
    ),
    (
        "Inputs",
        "the YAML syntax of a gate's `inputs:`; the arena's view of one gate's input wires",
    ),
    (
        "TypeSet",
        "a table's declared type set (name, doc, members) in the generator's models; the runtime's \
         bit mask of type numbers",
    ),
    (
        "OpcodeSet",
        "a table's declared opcode set (name, doc, members); the runtime's bit set of opcodes",
    ),
];

/// The macros of `ir-spec` that declare a type (a table's mapping, a kind's document and tag):
/// the body of a call holds `pub struct Name` or `pub enum Name` at its top level.
const DECLARING_MACROS: &[&str] = &["declaration", "spec_document", "kind_tag"];

/// The names a call of one of [`DECLARING_MACROS`] declares public: each `pub struct` or
/// `pub enum` at the top level of its body.
fn declared_by_macro(call: &syn::ItemMacro, out: &mut Vec<String>) {
    let declares = call
        .mac
        .path
        .segments
        .last()
        .is_some_and(|s| DECLARING_MACROS.contains(&s.ident.to_string().as_str()));
    if !declares {
        return;
    }
    let words: Vec<String> = call
        .mac
        .tokens
        .clone()
        .into_iter()
        .map(|t| match t {
            proc_macro2::TokenTree::Ident(i) => i.to_string(),
            _ => String::new(),
        })
        .collect();
    for w in words.windows(3) {
        if w[0] == "pub" && (w[1] == "struct" || w[1] == "enum") {
            out.push(w[2].clone());
        }
    }
}

/// The public structs, enums, traits and unions `text` declares, at any depth of inline
/// modules, with their lines (the first line that declares the name), and those the calls of
/// `ir-spec`'s declaring macros declare. Other macro bodies, comments and strings declare
/// nothing.
fn declared(text: &str) -> Result<Vec<(String, usize)>, syn::Error> {
    fn walk(items: &[syn::Item], out: &mut Vec<String>) {
        for item in items {
            let (vis, ident) = match item {
                syn::Item::Macro(call) => {
                    declared_by_macro(call, out);
                    continue;
                }
                syn::Item::Struct(i) => (&i.vis, &i.ident),
                syn::Item::Enum(i) => (&i.vis, &i.ident),
                syn::Item::Trait(i) => (&i.vis, &i.ident),
                syn::Item::Union(i) => (&i.vis, &i.ident),
                syn::Item::Mod(m) => {
                    if let Some((_, inner)) = &m.content {
                        walk(inner, out);
                    }
                    continue;
                }
                _ => continue,
            };
            if matches!(vis, syn::Visibility::Public(_)) {
                out.push(ident.to_string());
            }
        }
    }
    let file = syn::parse_file(text)?;
    let mut names = Vec::new();
    walk(&file.items, &mut names);
    let line_of = |name: &str| {
        let declares = |line: &str| {
            ["struct", "enum", "trait", "union"].iter().any(|k| {
                line.split(|c: char| !c.is_alphanumeric() && c != '_')
                    .collect::<Vec<_>>()
                    .windows(2)
                    .any(|w| w[0] == *k && w[1] == name)
            })
        };
        text.lines().position(declares).map_or(0, |k| k + 1)
    };
    Ok(names
        .into_iter()
        .map(|n| (line_of(&n), n))
        .map(|(l, n)| (n, l))
        .collect())
}

/// Every name declared by one of the `generator` crates and by another of `crates` (each a
/// crate's name and its declarations as (name, file:line)), with where each crate declares it.
/// Two runtimes may each have a name of their own (`Finding`, `ParseError`).
fn declared_twice(
    crates: &[(&str, Vec<(String, String)>)],
    generator: &[&str],
) -> BTreeMap<String, Vec<(String, String)>> {
    let mut by_name: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
    for (krate, names) in crates {
        for (name, at) in names {
            by_name
                .entry(name.clone())
                .or_default()
                .entry(krate.to_string())
                .or_insert_with(|| at.clone());
        }
    }
    by_name
        .into_iter()
        .filter(|(_, crates)| {
            crates.len() > 1 && crates.keys().any(|k| generator.contains(&k.as_str()))
        })
        .map(|(name, crates)| (name, crates.into_iter().collect()))
        .collect()
}

#[test]
fn the_reader_sees_declarations_and_not_generated_code() {
    let text = r#"
        //! pub struct InAComment;
        pub struct Row { pub name: &'static str }
        struct Private;
        pub(crate) enum Crate { A }
        pub mod inner { pub trait Walk {} }
        fn generate() -> TokenStream { quote! { pub struct Generated; } }
        const S: &str = "pub enum InAString {}";
        crate::front::syntax::declaration! {
            /// A mapping.
            pub struct Mapping { name, doc, #[serde(default)] pub count: Option<u64>, }
        }
        crate::front::kind::kind_tag! { pub enum Tag { Ir = "ir" } }
        other! { pub struct NotADeclaration; }
    "#;
    let names: Vec<String> = declared(text)
        .expect("the sample parses")
        .into_iter()
        .map(|(n, _)| n)
        .collect();
    assert_eq!(names, ["Row", "Walk", "Mapping", "Tag"]);
}

#[test]
fn a_name_in_two_crates_is_reported_with_both_places() {
    let at = |s: &str| s.to_string();
    let crates = [
        (
            "gen",
            vec![(at("TypeOf"), at("gen.rs:3")), (at("Only"), at("gen.rs:9"))],
        ),
        (
            "run",
            vec![
                (at("TypeOf"), at("run.rs:7")),
                (at("Finding"), at("run.rs:8")),
            ],
        ),
        ("other", vec![(at("Finding"), at("other.rs:2"))]),
    ];
    let twice = declared_twice(&crates, &["gen"]);
    assert_eq!(twice.len(), 1);
    assert_eq!(
        twice["TypeOf"],
        [(at("gen"), at("gen.rs:3")), (at("run"), at("run.rs:7"))]
    );
}

#[test]
fn generator_and_runtimes_declare_each_type_once() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the workspace");
    let mut crates = Vec::new();
    let mut files = 0;
    for &krate in CRATES {
        let mut names = Vec::new();
        for path in sources(&root.join(krate)) {
            let rel = path.strip_prefix(root).unwrap_or(&path);
            let rel = rel.to_string_lossy().replace('\\', "/");
            if LEFT_OUT.contains(&rel.as_str()) {
                continue;
            }
            let text = std::fs::read_to_string(&path).expect("a source file");
            let found = declared(&text).unwrap_or_else(|e| panic!("{rel} does not parse: {e}"));
            files += 1;
            names.extend(
                found
                    .into_iter()
                    .map(|(name, line)| (name, format!("{rel}:{line}"))),
            );
        }
        crates.push((krate, names));
    }
    assert!(files >= 150, "read only {files} files");
    let twice = declared_twice(&crates, &CRATES[..2]);
    let unexplained: Vec<_> = twice
        .iter()
        .filter(|(name, _)| !CLASHES.iter().any(|(c, _)| c == name))
        .collect();
    assert!(
        unexplained.is_empty(),
        "declared in more than one crate (move a shared type to `opforge-shapes` and re-export it, \
         or rename one of two different ideas): {unexplained:#?}"
    );
    for (name, why) in CLASHES {
        assert!(
            twice.contains_key(*name),
            "`{name}` is listed as a clash ({why}) but is no longer declared twice: take it off the list"
        );
    }
}
