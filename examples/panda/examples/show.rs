//! Prints a random Panda module and its lowering into the A64 LIR, or the RV64 LIR with `rv64`:
//! `cargo run -p panda-compile --example show -- SEED [BASE] [a64|rv64]`.

fn main() {
    let mut args = std::env::args().skip(1);
    let seed = args.next().and_then(|a| a.parse().ok()).unwrap_or(0);
    let base = args.next().and_then(|a| a.parse().ok()).unwrap_or(0);
    let rv64 = args.next().is_some_and(|t| t == "rv64");
    let (module, inputs) = panda_compile::random::module(seed, base);
    println!("; arguments {inputs:?}");
    for f in &module {
        println!("{}", opforge_cfg::print(f));
        let lowered = if rv64 {
            panda_compile::riscv64::lower(f).map(|l| opforge_cfg::print(&l))
        } else {
            panda_compile::arm64::lower(f).map(|l| opforge_cfg::print(&l))
        };
        match lowered {
            Ok(text) => println!("{text}"),
            Err(e) => println!("; {e}"),
        }
    }
}
