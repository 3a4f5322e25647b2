//! The `opforge` command line.
fn main() {}
