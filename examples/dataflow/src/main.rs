//! Prints the example graph of the dataflow IR in its text format, its verifier's findings and,
//! with `--dot`, its Graphviz picture: the generated layer used from a binary crate.

use dataflow_ir::{example, ir};

fn main() {
    let graph = match example() {
        Ok(g) => g,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(1);
        }
    };
    if std::env::args().any(|a| a == "--dot") {
        print!("{}", ir::to_dot(&graph, "example"));
        return;
    }
    print!("{}", ir::print(&graph));
    println!("; {}", ir::verify(&graph));
}
