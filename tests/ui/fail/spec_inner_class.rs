// `$OPFORGE_ROOT` (set in .cargo/config.toml) names the workspace root: trybuild compiles this
// case away from the crate, where a path relative to CARGO_MANIFEST_DIR would not resolve.
ir_macros::spec!("$OPFORGE_ROOT/tests/ui/specs/inner_class.yaml");

fn main() {}
