//! Liveness: owns which gates a run of a circuit may compute. The interpreter reads it to set
//! only the live selectors of a join; the compiler's scheduler reaches the same gates by its own
//! walk, which its tests check against this definition.
//!
//! A gate is live when a state gate reads it (a branch's condition, a switch's value, the value
//! RETURN or THROW gives and the dependency chain they end), when a live gate reads it through a
//! data or dependency wire, or when it is an input of a live selector. A dead gate is never
//! computed: a division whose only use is a selector nothing reads does not trap, in the
//! interpreter or in compiled code.

use crate::circuit::{Circuit, GateRef};
use crate::opcode::Opcode;

/// Whether each gate of `c` (by index) is live.
pub fn live_gates(c: &Circuit) -> Vec<bool> {
    let mut live = vec![false; c.len()];
    let mut work: Vec<GateRef> = Vec::new();
    for g in c.gates() {
        if c.opcode(g).is_some_and(Opcode::is_state) {
            work.extend(c.data_inputs(g));
            work.extend(c.depend_inputs(g));
        }
    }
    while let Some(x) = work.pop() {
        let Some(slot) = live.get_mut(x.index()) else {
            continue;
        };
        if *slot {
            continue;
        }
        *slot = true;
        match c.opcode(x) {
            Some(op) if op.is_state() => {}
            Some(_) => {
                work.extend(c.data_inputs(x));
                work.extend(c.depend_inputs(x));
            }
            None => {}
        }
    }
    live
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_selector_nothing_reads_and_what_only_it_reads_are_dead() {
        let text = "\
%8 = ARG i64 0 <%7>
%9 = ARG i64 1 <%7>
%10 = CONSTANT i64 0 <%5>
%11 = ICMP ne (%9, %10)
%12 = IF_BRANCH [%1] (%11)
%13 = IF_TRUE [%12]
%14 = IF_FALSE [%12]
%15 = SDIV i64 (%8, %9)
%16 = MERGE [%13, %14]
%17 = VALUE_SELECTOR i64 [%16] (%15, %10)
%18 = VALUE_SELECTOR i64 [%16] (%8, %9)
%19 = MUL i64 (%8, %8)
%20 = RETURN [%16] {%2} (%18) <%3>
";
        let c = crate::text::parse(text).expect("parses").circuit;
        let live = live_gates(&c);
        let is = |g: u32| live[g as usize];
        assert!(
            is(18) && is(8) && is(9),
            "the returned selector and its inputs"
        );
        assert!(is(11) && is(10), "the branch's condition");
        assert!(is(2), "RETURN's dependency input");
        assert!(
            !is(17) && !is(15),
            "the unread selector and the division only it reads"
        );
        assert!(!is(19), "a gate nothing reads");
    }
}
