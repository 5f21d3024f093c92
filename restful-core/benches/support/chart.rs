//! The bar charts of docs/benchmarks.md: at each size, each series' speed-up over a baseline
//! (the median of per-round ratios), beside the 1.0× line.

/// A chart of speed-ups: one group of bars per size, one bar per series.
pub struct Chart<'a> {
    pub title: &'a str,
    /// What 1.0× is: the line's label.
    pub baseline: &'a str,
    /// Each series' name and colour, in bar order.
    pub series: &'a [(&'a str, &'a str)],
    /// Each group's label and its bars (a series without a figure at this size: `None`).
    pub groups: Vec<(String, Vec<Option<f64>>)>,
    /// A logarithmic axis, for speed-ups that span orders of magnitude.
    pub log: bool,
}

impl Chart<'_> {
    /// The chart as an SVG document.
    pub fn svg(&self) -> String {
        let (w, h, left, top, bottom) = (640.0, 380.0, 60.0, 40.0, 70.0);
        let max = self
            .groups
            .iter()
            .flat_map(|(_, values)| values.iter().flatten().copied())
            .fold(1.5_f64, f64::max);
        // The axis ticks: 0.25× steps on a linear axis, 1-2-5 steps on a log one.
        let ticks: Vec<f64> = if self.log {
            (0..)
                .map(|k| [1.0, 2.0, 5.0][k % 3] * 10f64.powi((k / 3) as i32))
                .take_while(|&t| t <= max * 2.0)
                .collect()
        } else {
            let top_tick = (max * 4.0).floor() / 4.0 + 0.25;
            (0..=(top_tick * 4.0).round() as usize)
                .map(|k| k as f64 / 4.0)
                .collect()
        };
        let (low, high) = (ticks[0], *ticks.last().unwrap_or(&1.0));
        let scale = |ratio: f64| {
            if self.log {
                (ratio.max(low).ln() - low.ln()) / (high.ln() - low.ln())
            } else {
                ratio / high
            }
        };
        let y = |ratio: f64| top + (h - top - bottom) * (1.0 - scale(ratio));
        let group = (w - left - 20.0) / self.groups.len() as f64;
        let bar = group / (self.series.len() as f64 + 1.5);
        let mut out = format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" font-family=\"sans-serif\" font-size=\"12\">\n\
             <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n\
             <text x=\"{}\" y=\"18\" text-anchor=\"middle\" font-size=\"14\">{}</text>\n",
            w / 2.0,
            self.title
        );
        for &tick in &ticks {
            out += &format!(
                "<text x=\"{}\" y=\"{:.1}\" text-anchor=\"end\">{}×</text>\n<line x1=\"{left}\" y1=\"{:.1}\" x2=\"{}\" y2=\"{:.1}\" stroke=\"#ddd\"/>\n",
                left - 6.0,
                y(tick) + 4.0,
                if self.log {
                    format!("{tick}")
                } else {
                    format!("{tick:.2}")
                },
                y(tick),
                w - 20.0,
                y(tick)
            );
        }
        for (i, (label, values)) in self.groups.iter().enumerate() {
            let x0 = left + group * i as f64 + bar * 0.75;
            for (j, (value, (_, color))) in values.iter().zip(self.series).enumerate() {
                let Some(value) = *value else { continue };
                let x = x0 + bar * j as f64;
                out += &format!(
                    "<rect x=\"{x:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"{color}\"/>\n<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\" font-size=\"10\">{}</text>\n",
                    y(value),
                    bar * 0.9,
                    y(low) - y(value),
                    x + bar * 0.45,
                    y(value) - 3.0,
                    if value >= 10.0 {
                        format!("{value:.0}")
                    } else {
                        format!("{value:.2}")
                    }
                );
            }
            out += &format!(
                "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{label}</text>\n",
                x0 + bar * (self.series.len() as f64 / 2.0),
                h - bottom + 18.0,
            );
        }
        out += &format!(
            "<line x1=\"{left}\" y1=\"{:.1}\" x2=\"{}\" y2=\"{:.1}\" stroke=\"black\" stroke-dasharray=\"4 3\"/>\n<text x=\"{}\" y=\"{:.1}\" text-anchor=\"end\" font-size=\"10\">{}</text>\n",
            y(1.0),
            w - 20.0,
            y(1.0),
            w - 22.0,
            y(1.0) - 4.0,
            self.baseline
        );
        let key = (w - left) / self.series.len() as f64;
        for (j, (name, color)) in self.series.iter().enumerate() {
            let x = left + key * j as f64;
            out += &format!(
                "<rect x=\"{x:.1}\" y=\"{:.1}\" width=\"10\" height=\"10\" fill=\"{color}\"/>\n<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"11\">{name}</text>\n",
                h - 30.0,
                x + 14.0,
                h - 21.0
            );
        }
        out + "</svg>\n"
    }

    /// Writes the chart to `path`, relative to the workspace (cargo runs benches in the
    /// package's directory), and says where.
    pub fn write(&self, path: &str) {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("..")
            .join(path);
        std::fs::write(&path, self.svg()).expect("write the SVG");
        println!("\nchart written to {}", path.display());
    }
}
