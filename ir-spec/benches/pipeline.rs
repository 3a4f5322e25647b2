//! Placeholder until the pipeline benchmark lands.
fn main() {}
