// The buffer comes first, then the instructions.
fn main() {
    let _ = ir_macros::a64!();
}
