//! The controllers of the mix, made at run time through the constructor the derive uses: any
//! number of them, for the recognizer's benchmark (`versus_matchit`), which builds registries
//! of them and mounts none.

use restful_core::__private;
use restful_core::{Action, Controller};

const PREFIXES: [&str; 4] = ["", "/admin", "/api/v1", "/api/v2/shop"];
const WORDS: [&str; 8] = [
    "photos",
    "orders",
    "customers",
    "book_reviews",
    "invoices",
    "line_items",
    "users",
    "tags",
];

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

/// `n` controllers of the mix: a tenth nested two levels (under a nested one), a third nested
/// one level (under a root one), the rest at the root, a quarter of them with no prefix and the
/// others under `/admin`, `/api/v1` or `/api/v2/shop`. One in five serves only `index` and
/// `show`, so that 405s have somewhere to come from; one in three has custom actions (a
/// collection `search`, a member `archive`); one in eight at the root or one level down is a
/// singleton (its six actions and a member `verify`), which nothing is nested under.
/// `derived.rs` has the first 1,000 as `#[derive(Restful)]` types, for the benchmarks that
/// mount them: change these rules in `scripts/bench-controllers.py` too, and run it.
pub fn controllers(n: usize) -> Vec<&'static Controller> {
    let search = __private::custom("search", __private::Verb::Get, __private::On::Collection);
    let archive = __private::custom("archive", __private::Verb::Post, __private::On::Member);
    let verify = __private::custom("verify", __private::Verb::Post, __private::On::Singleton);
    let mut made: Vec<&'static Controller> = Vec::with_capacity(n);
    let (mut roots, mut level_one) = (Vec::new(), Vec::new());
    for i in 0..n {
        let depth = match i {
            _ if i % 10 == 9 && !level_one.is_empty() => 2,
            _ if i % 3 == 1 && !roots.is_empty() => 1,
            _ => 0,
        };
        let prefix = PREFIXES[i % PREFIXES.len()];
        let resource = leak(format!(
            "{}{}",
            WORDS[(i / PREFIXES.len()) % WORDS.len()],
            i
        ));
        let singleton = i % 8 == 5 && depth < 2;
        let (actions, custom): (u8, &[Action]) = match i {
            _ if singleton => (0b111_1110, std::slice::from_ref(&verify)),
            _ if i % 5 == 4 => (0b000_1001, &[]),
            _ if i % 3 == 0 => (0b111_1111, &[search, archive]),
            _ => (0b111_1111, &[]),
        };
        // A parent picked among the earlier ones, spread over all of them.
        let parent = match depth {
            0 => None,
            1 => Some(roots[(i * 7) % roots.len()]),
            _ => Some(level_one[(i * 7) % level_one.len()]),
        };
        let name = format!("{prefix}/{resource}");
        let controller = __private::Leak {
            name: &name,
            prefix,
            resource,
            singular: resource,
            parent,
            actions,
            singleton,
            custom,
        }
        .leak();
        match depth {
            0 if !singleton => roots.push(controller),
            1 if !singleton => level_one.push(controller),
            _ => {}
        }
        made.push(controller);
    }
    made
}
