#!/usr/bin/env python3
"""Writes restful-core/benches/support/derived.rs: the controllers of the benchmarks' mix
(`controllers(n)` in restful-core/benches/support/run_time.rs), each a `#[derive(Restful)]`
type, for the adapters' benchmarks, which mount them (a router mounts only the controllers of
the process-wide registry).

The rules below are those of `controllers(n)`, line by line: change both together, then run
`python3 scripts/bench-controllers.py` and commit the file it writes.
"""

import subprocess
from pathlib import Path

COUNT = 1_000
PREFIXES = ["", "/admin", "/api/v1", "/api/v2/shop"]
WORDS = ["photos", "orders", "customers", "book_reviews", "invoices", "line_items", "users", "tags"]
OUT = Path(__file__).resolve().parent.parent / "restful-core/benches/support/derived.rs"


def attributes(i, roots, level_one):
    """The `#[restful(...)]` of controller `i`, and where it goes among the parents."""
    if i % 10 == 9 and level_one:
        depth = 2
    elif i % 3 == 1 and roots:
        depth = 1
    else:
        depth = 0
    prefix = PREFIXES[i % len(PREFIXES)]
    resource = f"{WORDS[(i // len(PREFIXES)) % len(WORDS)]}{i}"
    singleton = i % 8 == 5 and depth < 2
    attrs = [f'resource = "{resource}"', f'singular = "{resource}"']
    if depth == 0 and prefix:
        attrs.append(f'prefix = "{prefix}"')
    if depth == 1:
        attrs.append(f"parent = C{roots[(i * 7) % len(roots)]}")
    elif depth == 2:
        attrs.append(f"parent = C{level_one[(i * 7) % len(level_one)]}")
    if singleton:
        attrs += ["singleton", "member(post(verify))"]
    elif i % 5 == 4:
        attrs.append("only(index, show)")
    elif i % 3 == 0:
        attrs += ["collection(get(search))", "member(post(archive))"]
    if depth == 0 and not singleton:
        roots.append(i)
    elif depth == 1 and not singleton:
        level_one.append(i)
    return ", ".join(attrs)


def main():
    roots, level_one = [], []
    lines = [
        "//! The controllers of the mix (`controllers` in `run_time.rs`), derived: what the adapters'",
        "//! benchmarks mount, as a router mounts only the controllers of the process-wide registry.",
        "//! Written by `scripts/bench-controllers.py`, from the same rules; do not edit.",
        "",
        "use restful_core::{Controller, Restful};",
        "",
        "/// The first `n` controllers of the mix, as `run_time.rs` makes them.",
        "///",
        "/// # Panics",
        "///",
        f"/// Above {COUNT:,} controllers: the derived mix stops there.",
        "pub fn controllers(n: usize) -> Vec<&'static Controller> {",
        "    assert!(",
        f"        n <= ALL.len(),",
        f'        "the derived mix has {COUNT:,} controllers; {{n}} were asked for"',
        "    );",
        "    ALL[..n].to_vec()",
        "}",
        "",
        f"static ALL: [&Controller; {COUNT}] = [",
    ]
    lines += [f"    C{i}::CONTROLLER," for i in range(COUNT)]
    lines += ["];", ""]
    for i in range(COUNT):
        lines += [
            "#[derive(Restful)]",
            f"#[restful({attributes(i, roots, level_one)})]",
            f"struct C{i};",
            "",
        ]
    OUT.write_text("\n".join(lines[:-1]) + "\n")
    subprocess.run(["rustfmt", "--edition", "2024", str(OUT)], check=True)


if __name__ == "__main__":
    main()
