// trybuild compiles this case in target/tests/trybuild/opforge-tests: the spec path is relative
// to that directory, the way `spec!` resolves paths against CARGO_MANIFEST_DIR.
ir_macros::spec!("../../../../tests/ui/specs/enum_overflow.yaml");

fn main() {}
