// A row of a block-structured table names a hand-written check (`custom: { verify: check_call }`
// on `call` in tests/specs/cfg.yaml): an implementation of the generated `CustomChecks` trait
// without it does not compile, and the error names the method.
mod tiny {
    ir_macros::spec!("$OPFORGE_ROOT/tests/specs/cfg.yaml");
}

struct Nothing;

impl tiny::CustomChecks for Nothing {}

fn main() {}
