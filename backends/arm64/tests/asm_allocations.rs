//! The text layer's work per line, counted instead of timed: every allocation of this test
//! binary goes through [`Counting`], so these tests bound how many allocations assembling,
//! printing and disassembling a line costs, which a busy machine does not change: none of its
//! own in the common case (only the output's vectors grow), a few for a line whose operands are
//! rewritten (a label as a target, a computed expression).

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::fmt::Write as _;
use std::hint::black_box;

use opforge_arm64::Inst;
use opforge_arm64::assembler::listing;

/// The system allocator, counting the allocations each thread makes.
struct Counting;

thread_local! {
    /// Allocations (and reallocations) this thread has made so far.
    static CALLS: Cell<u64> = const { Cell::new(0) };
}

/// Counts one allocation on this thread (nothing once the thread is being torn down).
fn count() {
    let _ = CALLS.try_with(|c| c.set(c.get() + 1));
}

// SAFETY: every method hands its arguments unchanged to `System` and returns what `System`
// returns; the only other work is `count`, on a const-initialized thread-local `Cell` (no
// allocation, so no re-entry), through `try_with` (no access after it is destroyed).
#[allow(unsafe_code)]
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count();
        // SAFETY: the caller's guarantees for `layout` are `System.alloc`'s.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from `System` with `layout`.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count();
        // SAFETY: `ptr` came from `System` with `layout`; the caller's guarantees for `new_size`
        // are `System.realloc`'s.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static COUNTING: Counting = Counting;

/// The allocations `f` makes on this thread.
fn allocations(f: impl FnOnce()) -> u64 {
    let before = CALLS.with(Cell::get);
    f();
    CALLS.with(Cell::get) - before
}

/// Lines as LLVM's own A64 tests write them: extended and shifted registers, immediates in
/// several bases, addressing modes with writeback, floats, logical immediates, system
/// registers, conditions, barriers, branches by offset and to local labels, upper case.
const LINES: &[&str] = &[
    "add x2, x4, w5, uxtb",
    "add w17, w19, w23, uxtw #2",
    "adds x3, x5, x7, lsl #12",
    "sub sp, sp, #16",
    "cmp x0, #4095",
    "mov x0, #0x10",
    "movz w3, #0xffff, lsl #16",
    "and w0, w1, #0xff",
    "orr x3, x5, #0x5555555555555555",
    "ldr x0, [x1, #8]",
    "ldr w4, [x5, #-4]!",
    "ldrb w1, [x2], #1",
    "str q0, [sp, x3, lsl #4]",
    "stp x29, x30, [sp, #-16]!",
    "ldp w3, w2, [x15, #16]",
    "fmov d0, #1.0",
    "fadd s1, s2, s3",
    "fcvtzs x0, d1",
    "scvtf d2, w3",
    "csel x0, x1, x2, eq",
    "ccmp w1, #31, #0, ne",
    "mrs x9, tpidr_el0",
    "msr spsel, #0",
    "dmb ish",
    "ubfx x1, x2, #3, #7",
    "lsl x0, x1, #3",
    "b.ne #-8",
    "tbz w3, #5, #16",
    "ADD X0, X1, X2",
    "ldxr x0, [x1]",
    "1: ret",
    "nop // a comment",
    "bl #-4",
];

/// Lines whose operands are rewritten before parsing (a label as a branch's target, a computed
/// expression, a number without `#`, the `#0` index of an exclusive access): the rewritten text
/// is built, a few allocations each.
const REWRITTEN: &[&str] = &[
    "cbz x0, 1f",
    "1: b 1b",
    "mov x0, #(8+8)",
    "dsb 8",
    "ldxr x0, [x1, #0]",
];

/// Most allocations a line of [`REWRITTEN`] may cost.
const PER_REWRITTEN_LINE: u64 = 4;

/// The program of `lines` repeated `n` times.
fn program_of(lines: &[&str], n: usize) -> String {
    let mut s = String::new();
    for _ in 0..n {
        for line in lines {
            s.push_str(line);
            s.push('\n');
        }
    }
    s
}

/// The program of [`LINES`] repeated `n` times.
fn program(n: usize) -> String {
    program_of(LINES, n)
}

#[test]
fn a_line_costs_no_allocation_of_its_own() {
    let (small, large) = (program(10), program(80));
    // Every line assembles (the counts below are those of the lines' work, not of errors).
    let listed = listing(&small);
    assert!(listed.errors.is_empty(), "{:?}", listed.errors);
    assert_eq!(listed.words.len(), 10 * LINES.len());
    let a = allocations(|| {
        black_box(listing(black_box(&small)));
    });
    let b = allocations(|| {
        black_box(listing(black_box(&large)));
    });
    // Eight times the lines: the vectors that hold the statements, their layout, the image and
    // the words grow (a doubling each: some dozens in all), the lines themselves allocate
    // nothing; one allocation per line would be thousands.
    assert!(
        b.saturating_sub(a) <= (70 * LINES.len() as u64) / 16,
        "{} more lines cost {} more allocations ({a} for {} lines)",
        70 * LINES.len(),
        b.saturating_sub(a),
        10 * LINES.len()
    );
}

#[test]
fn a_rewritten_line_costs_a_few_allocations() {
    let (small, large) = (program_of(REWRITTEN, 10), program_of(REWRITTEN, 80));
    assert!(listing(&small).errors.is_empty());
    let a = allocations(|| {
        black_box(listing(black_box(&small)));
    });
    let b = allocations(|| {
        black_box(listing(black_box(&large)));
    });
    let lines = 70 * REWRITTEN.len() as u64;
    assert!(
        b.saturating_sub(a) <= 64 + PER_REWRITTEN_LINE * lines,
        "{lines} more lines cost {} more allocations",
        b.saturating_sub(a)
    );
}

#[test]
fn printing_and_disassembling_allocate_nothing() {
    let listed = listing(&program(4));
    let mut out = String::with_capacity(1 << 20);
    let printed = allocations(|| {
        for w in &listed.words {
            let _ = writeln!(out, "{:08x}\t{}", w.word, w.shown);
        }
    });
    assert_eq!(printed, 0, "printing the listing allocated");
    out.clear();
    let disassembled = allocations(|| {
        for w in &listed.words {
            let _ = match Inst::decode(w.word) {
                Some(inst) => writeln!(out, "{inst}"),
                None => writeln!(out, ".inst {:#010x}", w.word),
            };
        }
    });
    assert_eq!(disassembled, 0, "decoding and printing allocated");
}
