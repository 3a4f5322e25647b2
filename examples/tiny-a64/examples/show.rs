//! Prints a random module of the cfg test IR and its lowering into the A64 LIR:
//! `cargo run -p tiny-a64 --example show -- SEED [BASE]`.

fn main() {
    let mut args = std::env::args().skip(1);
    let seed = args.next().and_then(|a| a.parse().ok()).unwrap_or(0);
    let base = args.next().and_then(|a| a.parse().ok()).unwrap_or(0);
    let (module, inputs) = tiny_a64::random::module(seed, base);
    println!("; arguments {inputs:?}");
    for f in &module {
        println!("{}", opforge_cfg::print(f));
        match tiny_a64::lowering::lower(f) {
            Ok(l) => println!("{}", opforge_cfg::print(&l)),
            Err(e) => println!("; {e}"),
        }
    }
}
