//! Prints a random Panda module and its lowering into the A64 LIR:
//! `cargo run -p panda-a64 --example show -- SEED [BASE]`.

fn main() {
    let mut args = std::env::args().skip(1);
    let seed = args.next().and_then(|a| a.parse().ok()).unwrap_or(0);
    let base = args.next().and_then(|a| a.parse().ok()).unwrap_or(0);
    let (module, inputs) = panda_a64::random::module(seed, base);
    println!("; arguments {inputs:?}");
    for f in &module {
        println!("{}", opforge_cfg::print(f));
        match panda_a64::runtime::lower(f) {
            Ok(l) => println!("{}", opforge_cfg::print(&l)),
            Err(e) => println!("; {e}"),
        }
    }
}
