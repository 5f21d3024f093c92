//! The headline comparison: ns per lookup for restful and for matchit plus the same method
//! check, as the median of interleaved rounds in one process, at 10 to 10,000 controllers, for
//! the flat workload and the nested one; and the time to build each router. Prints a Markdown
//! table per workload; with `--svg FILE` also writes the chart of `docs/benchmarks.md`.
//!
//! ```sh
//! cargo bench -p restful-core --bench versus_matchit
//! cargo bench -p restful-core --bench versus_matchit -- --svg docs/recognize.svg
//! cargo bench -p restful-core --bench versus_matchit -- --sizes 10,100 --workload nested
//! ```

use std::hint::black_box;
use std::time::{Duration, Instant};

use restful_core::Registry;

mod support;
use support::counting::median;
use support::{MatchitRouter, SIZES, Workload, requests, run_matchit, run_restful};

/// Rounds per size; each round times both routers over the same requests, in alternating order.
const ROUNDS: usize = 101;
/// Passes over the 1,024 requests within one timed round.
const PASSES: usize = 20;

fn time(f: impl FnOnce()) -> Duration {
    let start = Instant::now();
    f();
    start.elapsed()
}

struct Row {
    n: usize,
    restful_ns: f64,
    matchit_ns: f64,
    /// The median of each round's matchit time over its restful time: each ratio compares two
    /// runs made back to back, so drift in the machine's speed cancels out.
    speed_up: f64,
    build_restful_us: f64,
    build_matchit_us: f64,
}

fn measure(workload: Workload, n: usize) -> Row {
    let controllers = workload.controllers(n);
    let registry = Registry::new(controllers.iter().copied()).expect("no conflict");
    let router = MatchitRouter::new(&controllers);
    let requests = requests(&controllers);
    assert_eq!(
        run_restful(&registry, &requests),
        run_matchit(&router, &requests),
        "both routers must agree on the hits"
    );
    let lookups = (requests.len() * PASSES) as f64;
    let (mut ours, mut theirs) = (Vec::new(), Vec::new());
    for round in 0..ROUNDS {
        let mut restful = || {
            let t = time(|| {
                for _ in 0..PASSES {
                    black_box(run_restful(&registry, &requests));
                }
            });
            ours.push(t.as_nanos() as f64 / lookups);
        };
        let mut matchit = || {
            let t = time(|| {
                for _ in 0..PASSES {
                    black_box(run_matchit(&router, &requests));
                }
            });
            theirs.push(t.as_nanos() as f64 / lookups);
        };
        if round % 2 == 0 {
            restful();
            matchit();
        } else {
            matchit();
            restful();
        }
    }
    let build_rounds = if n >= 10_000 { 11 } else { 31 };
    let (mut build_ours, mut build_theirs) = (Vec::new(), Vec::new());
    for _ in 0..build_rounds {
        build_ours.push(
            time(|| drop(black_box(Registry::new(controllers.iter().copied())))).as_nanos() as f64
                / 1e3,
        );
        build_theirs.push(
            time(|| drop(black_box(MatchitRouter::new(&controllers)))).as_nanos() as f64 / 1e3,
        );
    }
    let ratios = ours.iter().zip(&theirs).map(|(o, t)| t / o).collect();
    Row {
        n,
        restful_ns: median(ours),
        matchit_ns: median(theirs),
        speed_up: median(ratios),
        build_restful_us: median(build_ours),
        build_matchit_us: median(build_theirs),
    }
}

fn svg(workloads: &[(Workload, Vec<Row>)]) -> String {
    let rows = &workloads[0].1;
    let (w, h, left, right, top, bottom) = (640.0, 400.0, 70.0, 150.0, 30.0, 60.0);
    let max = workloads
        .iter()
        .flat_map(|(_, rows)| rows)
        .map(|r| r.matchit_ns.max(r.restful_ns))
        .fold(0.0, f64::max)
        * 1.15;
    let x = |i: usize| left + (w - left - right) * i as f64 / (rows.len() - 1) as f64;
    let y = |ns: f64| top + (h - top - bottom) * (1.0 - ns / max);
    let mut out = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" font-family="sans-serif" font-size="12">
<rect width="100%" height="100%" fill="white"/>
<text x="{}" y="18" text-anchor="middle" font-size="14">ns per lookup (median of interleaved rounds; lower is better)</text>
<line x1="{left}" y1="{}" x2="{}" y2="{}" stroke="black"/>
<line x1="{left}" y1="{top}" x2="{left}" y2="{}" stroke="black"/>
"#,
        w / 2.0,
        h - bottom,
        w - right,
        h - bottom,
        h - bottom
    );
    for k in 0..=4 {
        let ns = max * k as f64 / 4.0;
        out += &format!(
            "<text x=\"{}\" y=\"{}\" text-anchor=\"end\">{ns:.0}</text>\n<line x1=\"{left}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"#ddd\"/>\n",
            left - 6.0,
            y(ns) + 4.0,
            y(ns),
            w - right,
            y(ns)
        );
    }
    for (i, row) in rows.iter().enumerate() {
        out += &format!(
            "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>\n",
            x(i),
            h - bottom + 18.0,
            row.n
        );
    }
    out += &format!(
        "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">controllers (log scale)</text>\n",
        (left + w - right) / 2.0,
        h - 16.0
    );
    for (workload, rows) in workloads {
        let dash = match workload {
            Workload::Flat => "",
            Workload::Nested | Workload::Quarter => " stroke-dasharray=\"6 4\"",
        };
        for (name, color, pick) in [
            (
                "matchit + method",
                "#d62728",
                (|r: &Row| r.matchit_ns) as fn(&Row) -> f64,
            ),
            ("restful", "#1f77b4", |r: &Row| r.restful_ns),
        ] {
            let points: Vec<String> = rows
                .iter()
                .enumerate()
                .map(|(i, r)| format!("{:.1},{:.1}", x(i), y(pick(r))))
                .collect();
            out += &format!(
                "<polyline fill=\"none\" stroke=\"{color}\" stroke-width=\"2\"{dash} points=\"{}\"/>\n",
                points.join(" ")
            );
            for (i, r) in rows.iter().enumerate() {
                out += &format!(
                    "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"3\" fill=\"{color}\"/>\n",
                    x(i),
                    y(pick(r))
                );
            }
            let last = rows.last().expect("rows");
            out += &format!(
                "<text x=\"{}\" y=\"{:.1}\" fill=\"{color}\">{name}, {}</text>\n",
                w - right + 8.0,
                y(pick(last)) + 4.0,
                workload.name()
            );
        }
    }
    out + "</svg>\n"
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let svg_path = args
        .iter()
        .position(|a| a == "--svg")
        .and_then(|i| args.get(i + 1).cloned());
    // `cargo test --benches` runs bench targets with `--bench` absent: keep that quick.
    if !args.iter().any(|a| a == "--bench") {
        let row = measure_quick();
        println!("smoke run: {:.1} ns vs {:.1} ns", row.0, row.1);
        return;
    }
    let sizes: Vec<usize> = match args.iter().position(|a| a == "--sizes") {
        Some(i) => args
            .get(i + 1)
            .map(|list| list.split(',').filter_map(|n| n.parse().ok()).collect())
            .unwrap_or_default(),
        None => SIZES.to_vec(),
    };
    let workloads: Vec<Workload> = match args.iter().position(|a| a == "--workload") {
        Some(i) => match args.get(i + 1).map(String::as_str) {
            Some("flat") => vec![Workload::Flat],
            Some("nested") => vec![Workload::Nested],
            other => panic!("--workload takes `flat` or `nested`, not {other:?}"),
        },
        None => vec![Workload::Flat, Workload::Nested],
    };
    let results: Vec<(Workload, Vec<Row>)> = workloads
        .into_iter()
        .map(|workload| {
            let rows = sizes.iter().map(|&n| measure(workload, n)).collect();
            (workload, rows)
        })
        .collect();
    for (workload, rows) in &results {
        println!("\n{} workload:\n", workload.name());
        println!(
            "| controllers | restful ns/lookup | matchit + method ns/lookup | speed-up (median of round ratios) | build restful µs | build matchit µs |"
        );
        println!("|---:|---:|---:|---:|---:|---:|");
        for r in rows {
            println!(
                "| {} | {:.1} | {:.1} | {:.2}× | {:.0} | {:.0} |",
                r.n, r.restful_ns, r.matchit_ns, r.speed_up, r.build_restful_us, r.build_matchit_us
            );
        }
    }
    if let Some(path) = svg_path {
        // Relative to the workspace, not to the package directory cargo runs benches in.
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("..")
            .join(path);
        std::fs::write(&path, svg(&results)).expect("write the SVG");
        println!("wrote {}", path.display());
    }
}

fn measure_quick() -> (f64, f64) {
    let controllers = Workload::Nested.controllers(30);
    let registry = Registry::new(controllers.iter().copied()).expect("no conflict");
    let router = MatchitRouter::new(&controllers);
    let requests = requests(&controllers);
    let ours = time(|| {
        black_box(run_restful(&registry, &requests));
    });
    let theirs = time(|| {
        black_box(run_matchit(&router, &requests));
    });
    let per = |t: Duration| t.as_nanos() as f64 / requests.len() as f64;
    (per(ours), per(theirs))
}
