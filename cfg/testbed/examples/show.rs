//! Prints a random function of the test IR and its verifier report: `cargo run -p
//! opforge-cfg-testbed --example show -- SEED`.

fn main() {
    let seed = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(7);
    let f = opforge_cfg_testbed::random::function(seed);
    print!("{}", opforge_cfg::print(&f));
    println!(
        "{}",
        opforge_cfg::verify_with(
            &f,
            opforge_cfg::VerifyOptions {
                no_critical_edges: true
            }
        )
    );
}
