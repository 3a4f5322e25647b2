//! The `tiny-a64` binary as a user runs it: a function in the text format, lowered by the
//! table's rules (a compare used only by a branch absorbed into a compare-and-branch, a small
//! constant read as an immediate and not materialized), run under qemu, equal to the evaluator.

use std::process::Command;

fn tiny(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tiny-a64"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("run tiny-a64");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn max_runs_under_qemu_and_agrees_with_the_evaluator() {
    for (a, b, want) in [("3", "9", "109"), ("-5", "-7", "95"), ("40", "12", "40")] {
        let (ok, out, err) = tiny(&["programs/max.tiny", a, b]);
        assert!(ok, "{err}");
        assert_eq!(out.trim(), format!("{want} (the evaluator: {want})"));
    }
}

#[test]
fn the_lir_absorbs_the_compares_and_reads_the_constant_as_an_immediate() {
    let (ok, lir, err) = tiny(&["--lir", "programs/max.tiny"]);
    assert!(ok, "{err}");
    assert_eq!(lir.matches("br_icmp lt").count(), 2, "{lir}");
    assert!(!lir.contains(" icmp "), "every compare is absorbed:\n{lir}");
    assert!(lir.contains("iadd_imm v2, 100"), "{lir}");
    assert!(
        !lir.contains("iconst.i64 100"),
        "100 is not materialized:\n{lir}"
    );
    // The entry branch's two edges to one block were split: four jumps, one return.
    assert_eq!(lir.matches("jump").count(), 4, "{lir}");
}

#[test]
fn mistakes_are_reported_not_panicked() {
    let (ok, _, err) = tiny(&["programs/max.tiny", "1"]);
    assert!(!ok);
    assert!(err.contains("`max` takes 2 argument(s); 1 given"), "{err}");
    let (ok, _, err) = tiny(&["programs/missing.tiny"]);
    assert!(!ok);
    assert!(err.contains("programs/missing.tiny"), "{err}");
    let (ok, _, err) = tiny(&[]);
    assert!(!ok);
    assert!(err.contains("usage"), "{err}");
}
