//! Times the stages of verifying one large random function (control flow, dominators, the
//! checks): `cargo run --release -p opforge-cfg-testbed --example verify_timing -- BLOCKS`.

use std::time::Instant;

use opforge_cfg::{ControlFlow, DomTree, verify};
use opforge_cfg_testbed::random::function_of;

fn main() {
    let blocks = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(100_000);
    let f = function_of(7, blocks);
    let t = Instant::now();
    let cfg = ControlFlow::new(&f);
    let flow = t.elapsed();
    let t = Instant::now();
    let dom = DomTree::new(&cfg);
    let doms = t.elapsed();
    let t = Instant::now();
    let ok = verify(&f).is_ok();
    let all = t.elapsed();
    println!(
        "{} instructions, {} blocks: control flow {flow:?}, dominators {doms:?}, verify {all:?} (valid: {ok}); {} reachable",
        f.inst_count(),
        f.block_count(),
        dom.reverse_post_order().len()
    );
}
