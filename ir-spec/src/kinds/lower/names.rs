//! Methods a lowering table gives the generated matcher: owns the check of the methods of
//! `custom:` rules, which become methods of the generated `Custom` trait, a subtrait of `Driver`:
//! one named like a `Driver` method would make every call of that method ambiguous. (The module
//! paths it `use`s are checked by `Cx::check_rust_path`.)

use crate::front::context::Cx;
use crate::front::diagnostic::{Diagnostic, Rule};
use crate::front::naming::snake_ident;
use crate::front::source::Loc;

/// The methods of the generated `Driver` trait (the test in [`super::generate`] compares them
/// with the trait's text).
pub(crate) const DRIVER_METHODS: &[&str] = &[
    "opcode",
    "machine_type",
    "bitfield",
    "input",
    "input_count",
    "constant",
    "absorbable",
    "value",
    "define",
    "builder",
    "target",
    "unmapped",
    "untyped",
    "out_of_range",
    "fit",
];

/// Checks the method of a `custom:` rule, written `name` at `loc`.
pub(crate) fn custom(cx: &mut Cx<'_>, name: &str, loc: Loc) {
    cx.check_identifier("custom method", name, loc);
    let method = snake_ident(name);
    if crate::front::naming::is_identifier(name) && DRIVER_METHODS.contains(&method.as_str()) {
        cx.push(
            Diagnostic::new(
                Rule::ReservedName,
                loc,
                format!(
                    "custom method `{name}` becomes `{method}`, a method of `Driver`, which the generated `Custom` trait extends"
                ),
            )
            .with_hint("rename it, such as `lower_<gate>`"),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::DRIVER_METHODS;
    use crate::front::source::{Loc, SourceMap};
    use crate::kinds::lower::Lowering;

    #[test]
    fn the_driver_methods_are_those_of_the_generated_trait() {
        let l = Lowering {
            sources: SourceMap::new(),
            name: "t".into(),
            doc: String::new(),
            source_spec: "s.yaml".into(),
            source_loc: Loc::default(),
            source_path: "crate::ir".into(),
            source_kind: crate::kinds::lower::source::SourceKind::Ir,
            constants: Vec::new(),
            source_slots: Vec::new(),
            target_spec: "t.yaml".into(),
            target_path: "crate::lir".into(),
            types: Vec::new(),
            conditions: Vec::new(),
            inputs: Vec::new(),
            gates: Vec::new(),
        };
        let tokens = crate::kinds::lower::generate::tokens(&l).expect("tokens");
        let file: syn::File = syn::parse2(tokens).expect("parses");
        let methods: Vec<String> = file
            .items
            .iter()
            .filter_map(|i| match i {
                syn::Item::Trait(t) if t.ident == "Driver" => Some(t),
                _ => None,
            })
            .flat_map(|t| &t.items)
            .filter_map(|i| match i {
                syn::TraitItem::Fn(f) => Some(f.sig.ident.to_string()),
                _ => None,
            })
            .collect();
        assert_eq!(methods, DRIVER_METHODS);
    }
}
