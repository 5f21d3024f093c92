//! `Registry::recognize` against matchit plus the same method check, both reading every param,
//! and registry build against inserting the same templates into matchit, at 10 to 1,000
//! controllers (divan).
//!
//! ```sh
//! cargo bench -p restful-core --bench recognize
//! ```
//!
//! Each sample runs the same 1,024 requests of the shuffled mix; divan reports time per
//! sample. `versus_matchit` gives the interleaved ratio, which is the figure to quote.

use divan::{Bencher, black_box};
use restful_core::Registry;

mod support;
use support::{MatchitRouter, SIZES, controllers, requests, run_matchit, run_restful};

fn main() {
    divan::main();
}

#[divan::bench(args = SIZES)]
fn restful(bencher: Bencher, n: usize) {
    let controllers = controllers(n);
    let registry = Registry::new(controllers.iter().copied()).expect("no conflict");
    let requests = requests(&controllers);
    bencher.bench_local(|| run_restful(&registry, &requests));
}

#[divan::bench(args = SIZES)]
fn matchit(bencher: Bencher, n: usize) {
    let controllers = controllers(n);
    let router = MatchitRouter::new(&controllers);
    let requests = requests(&controllers);
    bencher.bench_local(|| run_matchit(&router, &requests));
}

#[divan::bench(args = SIZES, sample_count = 20)]
fn build_restful(bencher: Bencher, n: usize) {
    let controllers = controllers(n);
    bencher.bench_local(|| Registry::new(black_box(controllers.iter().copied())).is_ok());
}

#[divan::bench(args = SIZES, sample_count = 20)]
fn build_matchit(bencher: Bencher, n: usize) {
    let controllers = controllers(n);
    bencher.bench_local(|| MatchitRouter::new(black_box(&controllers)));
}
