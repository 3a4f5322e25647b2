//! The work a load does, counted instead of timed: every byte a thread allocates goes through
//! [`Counting`] (the test binary's global allocator), so a test bounds what refusing a hostile
//! input costs in bytes allocated, which a busy machine does not change.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

/// The system allocator, counting the bytes each thread asks of it.
pub struct Counting;

thread_local! {
    /// Bytes this thread has allocated (grown, for a reallocation) so far.
    static ALLOCATED: Cell<u64> = const { Cell::new(0) };
}

/// Adds `bytes` to this thread's count (nothing once the thread is being torn down).
fn note(bytes: usize) {
    let _ = ALLOCATED.try_with(|a| a.set(a.get().saturating_add(bytes as u64)));
}

/// Bytes this thread has allocated so far.
pub fn allocated() -> u64 {
    ALLOCATED.try_with(Cell::get).unwrap_or(0)
}

// SAFETY: every method hands its arguments unchanged to `System` and returns what `System`
// returns, so each upholds `GlobalAlloc`'s contract exactly as `System` does. The only other work
// is `note`, which touches a const-initialized thread-local `Cell` (no allocation, so no re-entry
// into the allocator) through `try_with` (no access after the thread-local is destroyed).
#[allow(unsafe_code)]
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        note(layout.size());
        // SAFETY: the caller's guarantees for `layout` are `System.alloc`'s.
        unsafe { System.alloc(layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        note(layout.size());
        // SAFETY: as for `alloc`.
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from this allocator, that is from `System`, with `layout`.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        note(new_size.saturating_sub(layout.size()));
        // SAFETY: `ptr` came from `System` with `layout`; the caller's guarantees for `new_size`
        // are `System.realloc`'s.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}
