//! A global allocator that counts allocations, for the adapters' benchmarks: each declares
//! `#[global_allocator] static ALLOCATOR: Counting = Counting;` and reads [`allocations`].

// `unsafe impl GlobalAlloc`: each call is forwarded to `System` unchanged.
#![allow(unsafe_code)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

/// `System`, counting every `alloc` and `realloc`.
pub struct Counting;

static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);

/// The allocations made so far by the whole process.
pub fn allocations() -> usize {
    ALLOCATIONS.load(Ordering::Relaxed)
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        // SAFETY: forwarded unchanged; the caller upholds `GlobalAlloc::alloc`'s contract.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: as above.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        // SAFETY: as above.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

/// The median of `xs` (the upper one of an even count).
pub fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    xs[xs.len() / 2]
}

/// How long `f` takes.
pub fn time(f: impl FnOnce()) -> std::time::Duration {
    let start = std::time::Instant::now();
    f();
    start.elapsed()
}
