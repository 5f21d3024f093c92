//! The workload of `real_tables.rs` (the rules are in `docs/benchmarks.md`, section 6): five
//! Rails apps' route tables (`benches/routes/`), the table that a router which refuses
//! conflicts keeps of each, and a shuffled mix of requests over what it keeps.
//!
//! Not a module of `support/mod.rs`: the adapters' benchmarks include that file, and this one
//! is for the recognizer alone.

use std::collections::HashSet;

use restful_core::{Method, RecognizeError, Recognizer, Segment, Template, TemplateErrorKind};

/// The apps, as `benches/routes/README.md` lists them.
const FILES: [(&str, &str); 5] = [
    ("mastodon", include_str!("../routes/mastodon.tsv")),
    ("discourse", include_str!("../routes/discourse.tsv")),
    ("redmine", include_str!("../routes/redmine.tsv")),
    ("osm", include_str!("../routes/osm.tsv")),
    ("maybe", include_str!("../routes/maybe.tsv")),
];

/// One app's table as Rails draws it.
pub struct App {
    pub name: &'static str,
    /// The file's first line: where the table comes from.
    pub source: &'static str,
    pub rows: Vec<Row>,
}

/// A row of a table: `METHOD\ttemplate\tcontroller\taction`.
pub struct Row {
    /// The line in the file, for messages.
    pub line: usize,
    pub method: &'static str,
    pub template: &'static str,
    pub controller: &'static str,
    pub action: &'static str,
}

/// Every app, in the README's order.
pub fn apps() -> Vec<App> {
    FILES
        .iter()
        .map(|&(name, text)| {
            let mut lines = text.lines();
            let source = lines.next().expect("a first line");
            assert!(
                source.starts_with('#'),
                "{name}: the first line names the source"
            );
            let rows = lines
                .enumerate()
                .map(|(i, line)| {
                    let fields: Vec<&str> = line.split('\t').collect();
                    let [method, template, controller, action] = fields[..] else {
                        panic!("{name}.tsv:{}: four fields, not {line:?}", i + 2)
                    };
                    Row {
                        line: i + 2,
                        method,
                        template,
                        controller,
                        action,
                    }
                })
                .collect();
            App { name, source, rows }
        })
        .collect()
}

/// A route the table keeps.
pub struct Route {
    pub row: usize,
    pub method: Method,
    pub template: Template,
}

/// Why a row is not kept.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Dropped {
    /// `PATCH`: Rails' twin of a `PUT` route.
    Patch,
    /// A template outside the template language.
    Outside(Outside),
    /// A route of the same method and shape (the template with its param names left out)
    /// came before: Rails would pick the first.
    SameShape,
    /// A router refused the table with it: the routers that refused (`matchit`, `wayfind`,
    /// `restful`), each with its message.
    Refused(Refusals),
    /// A router sends its paths to another route: the routers that do, each with the request
    /// and where it went.
    Elsewhere(Refusals),
}

/// Routers, each with its message: those that refuse a table, or send a route's path elsewhere.
pub type Refusals = Vec<(&'static str, String)>;

/// What puts a template outside the language.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Outside {
    TwoParams,
    Character(char),
    CatchAllNotLast,
    CatchAllInline,
}

impl Dropped {
    /// The columns of the reasons, in the order of the variants.
    pub const COLUMNS: [&str; 5] = [
        "PATCH",
        "outside the language",
        "same method and shape as an earlier row",
        "refused by a router",
        "sent elsewhere by a router",
    ];

    /// The reason's column in [`Dropped::COLUMNS`], and what it says within it: what puts
    /// the template outside the language, which routers refused or sent its paths elsewhere.
    pub fn reason(&self) -> (usize, String) {
        let routers = |by: &Refusals| {
            let names: Vec<&str> = by.iter().map(|(name, _)| *name).collect();
            names.join(" and ")
        };
        match self {
            Dropped::Patch => (0, String::new()),
            Dropped::Outside(Outside::TwoParams) => (1, "two params in one segment".into()),
            Dropped::Outside(Outside::Character(c)) => (1, format!("`{c}` in a static part")),
            Dropped::Outside(Outside::CatchAllNotLast) => (1, "a catch-all before the end".into()),
            Dropped::Outside(Outside::CatchAllInline) => {
                (1, "a catch-all with text in its segment".into())
            }
            Dropped::SameShape => (2, String::new()),
            Dropped::Refused(by) => (3, routers(by)),
            Dropped::Elsewhere(by) => (4, routers(by)),
        }
    }
}

/// The table a router that refuses conflicts keeps of an app's rows: the routes, and each row
/// not kept with why.
pub struct Kept {
    pub routes: Vec<Route>,
    pub dropped: Vec<(usize, Dropped)>,
}

impl Kept {
    /// For each column of [`Dropped::COLUMNS`], how many rows were dropped for each of its
    /// reasons (first seen first).
    pub fn counts(&self) -> [Vec<(String, usize)>; 5] {
        let mut counts: [Vec<(String, usize)>; 5] = Default::default();
        for (_, dropped) in &self.dropped {
            let (column, reason) = dropped.reason();
            let column = &mut counts[column];
            match column.iter_mut().find(|(r, _)| *r == reason) {
                Some((_, n)) => *n += 1,
                None => column.push((reason, 1)),
            }
        }
        counts
    }
}

/// The template with its param names left out: `/users/{}/posts/{*}`.
fn shape(template: &Template) -> String {
    let mut shape = String::new();
    for segment in template.segments() {
        shape.push('/');
        match segment {
            Segment::Static(text) => shape.push_str(text),
            Segment::Param { prefix, suffix, .. } => {
                shape.push_str(prefix);
                shape.push_str("{}");
                shape.push_str(suffix);
            }
            Segment::CatchAll { .. } => shape.push_str("{*}"),
        }
    }
    shape
}

/// Keeps of `app` what a router that refuses conflicts keeps, building the table one row at a
/// time: no PATCH row and no template outside the language; then a row is kept if no route
/// kept before has its method and shape, and every router accepts the routes kept so far with
/// it (`refusals` of a table, given as two slices, names the routers that refuse it). Last, a
/// route is dropped if a router sends its paths to another route (`strays` of a table names
/// them, by index, with the routers and their answers), until there is none.
pub fn keep(
    app: &App,
    mut refusals: impl FnMut(&[Route], &[Route]) -> Refusals,
    mut strays: impl FnMut(&[Route]) -> Vec<(usize, Refusals)>,
) -> Kept {
    let mut dropped = Vec::new();
    let mut pending = Vec::new();
    for (i, row) in app.rows.iter().enumerate() {
        let method = match row.method {
            "PATCH" => {
                dropped.push((i, Dropped::Patch));
                continue;
            }
            method => method.parse::<Method>().expect("a method"),
        };
        match Template::parse(row.template) {
            Ok(template) => pending.push(Route {
                row: i,
                method,
                template,
            }),
            Err(err) => {
                let outside = match *err.kind() {
                    TemplateErrorKind::TwoParams => Outside::TwoParams,
                    TemplateErrorKind::InvalidCharacter(c) => Outside::Character(c),
                    TemplateErrorKind::CatchAllNotLast => Outside::CatchAllNotLast,
                    TemplateErrorKind::CatchAllInline => Outside::CatchAllInline,
                    _ => panic!("{}.tsv:{}: {err}", app.name, row.line),
                };
                dropped.push((i, Dropped::Outside(outside)));
            }
        }
    }

    let mut kept: Vec<Route> = Vec::new();
    let mut shapes = HashSet::new();
    while !pending.is_empty() {
        // The rows before the first that repeats a method and shape.
        let mut seen = shapes.clone();
        let run = pending
            .iter()
            .position(|route| !seen.insert((route.method.clone(), shape(&route.template))))
            .unwrap_or(pending.len());
        // The routers' acceptance of a table only shrinks as rows are added, so the first row
        // of the run that one of them refuses ends the longest part of it that all accept.
        // Most runs are accepted whole, in one build; else bisecting finds the first refused:
        // the first `good` rows are accepted, the first `bad` are not.
        let (mut good, mut bad) = (0, run);
        if run == 0 || refusals(&kept, &pending[..run]).is_empty() {
            good = run;
        }
        while bad - good > 1 {
            let mid = (good + bad) / 2;
            match refusals(&kept, &pending[..mid]).is_empty() {
                true => good = mid,
                false => bad = mid,
            }
        }
        let rest = pending.split_off(good);
        for route in pending.drain(..) {
            shapes.insert((route.method.clone(), shape(&route.template)));
            kept.push(route);
        }
        pending = rest;
        if pending.is_empty() {
            break;
        }
        let next = pending.remove(0);
        let why = match good == run {
            true => Dropped::SameShape,
            false => Dropped::Refused(refusals(&kept, std::slice::from_ref(&next))),
        };
        dropped.push((next.row, why));
    }

    loop {
        let mut stray = strays(&kept);
        if stray.is_empty() {
            break;
        }
        stray.sort_by_key(|&(at, _)| std::cmp::Reverse(at));
        for (at, by) in stray {
            dropped.push((kept.remove(at).row, Dropped::Elsewhere(by)));
        }
    }
    dropped.sort_by_key(|&(i, _)| i);
    Kept {
        routes: kept,
        dropped,
    }
}

/// A pseudo-random sequence, the same on every run.
pub fn xorshift(seed: u64) -> impl FnMut() -> u64 {
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15 ^ seed;
    move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    }
}

/// A value such as an app's paths hold for the param `name`, the `n`-th of its kind: numeric
/// ids, slugs, usernames, tokens, a format, a file path for a catch-all. None holds `%`, and
/// only a catch-all's holds `/`.
fn value(name: &str, catch_all: bool, n: u64) -> String {
    let pick = |list: &[&str]| list[(n % list.len() as u64) as usize].to_string();
    let id = || (1 + n % 99_999).to_string();
    let hex = |digits: usize| {
        format!("{:016x}", n.wrapping_mul(0x2545_F491_4F6C_DD1D))[..digits].to_string()
    };
    if catch_all {
        return match name {
            "path" => pick(&[
                "css/app-3f2a9.css",
                "docs/install.md",
                "lib/tasks/backup.rake",
            ]),
            _ => pick(&[
                "general/announcements",
                "2024/summer-trip",
                "tech/rust/async-io",
            ]),
        };
    }
    match name {
        "format" => pick(&["json", "xml", "rss"]),
        "extension" => pick(&["png", "jpg", "pdf"]),
        "locale" | "language" | "about_locale" | "copyright_locale" => pick(&["en", "de", "pt-BR"]),
        "username"
        | "account_username"
        | "display_name"
        | "user_display_name"
        | "username_with_domain" => pick(&["ada_lovelace", "gh0st", "mapper-42", "alice"]),
        "token" | "code" | "invite_code" | "confirmation_code" | "key" | "digest" | "sha"
        | "base62" | "external_id" | "encoded_path" => hex(16),
        "rev" | "revision" => hex(7),
        "color" => hex(6),
        "date" => format!("2025-{:02}-{:02}", 1 + n % 12, 1 + n % 28),
        "month_year" | "budget_month_year" => pick(&["jan-2025", "jun-2025", "dec-2024"]),
        "tag" | "tag_id" => pick(&["rustlang", "photography", "open-source"]),
        "hostname" => pick(&["forum.example.com", "meta.discourse.org"]),
        "letter" => pick(&["a", "m", "z"]),
        "page" | "size" | "version" | "post_number" => (1 + n % 120).to_string(),
        _ if name == "slug" || name.ends_with("_slug") => {
            pick(&["hello-world-42", "release-notes-3-1", "how-to-map-a-river"])
        }
        _ if name == "id" || name.ends_with("_id") => id(),
        _ => pick(&["general", "summary-7", "weekly_digest", "dark-mode"]),
    }
}

/// A path of `template` with a value for each param, drawn from `n` (each param its own).
pub fn path(template: &Template, n: u64) -> String {
    if template.is_root() {
        return "/".into();
    }
    let mut path = String::new();
    for (k, segment) in template.segments().enumerate() {
        let n = n.rotate_left(7 * k as u32);
        path.push('/');
        match segment {
            Segment::Static(text) => path.push_str(text),
            Segment::Param {
                prefix,
                name,
                suffix,
            } => {
                path.push_str(prefix);
                path.push_str(&value(name, false, n));
                path.push_str(suffix);
            }
            Segment::CatchAll { name } => path.push_str(&value(name, true, n)),
        }
    }
    path
}

/// What a request of the mix is made for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    /// The route at this index of the kept table.
    Hit(usize),
    /// A path that no route was made for: a 404, unless the table has a catch-all at the root
    /// (discourse's `GET /{*url}`), which takes every such path.
    Unknown,
    /// A route's path with a method that its template lacks.
    MethodNotAllowed,
}

/// The route of a catch-all at the root, if the table has one: where unknown paths go.
pub fn root_catch_all(routes: &[Route]) -> Option<usize> {
    routes.iter().position(|route| {
        matches!(
            route.template.segments().next(),
            Some(Segment::CatchAll { .. })
        )
    })
}

/// Hits per table: every route at least once, more passes over a small table.
const HITS: usize = 1_400;

/// The mix over a kept table (`recognizer` is restful's, of those routes, which says what a
/// candidate request gets): for every route a path with realistic values (more passes over
/// a small table, to about 1,400 hits), its method (a quarter of the GETs as HEAD); then
/// unknown paths (a route's path with an extra segment, or with an unknown first segment: 404s,
/// or the root catch-all's if there is one) and 405s (a route's path with a method its
/// template lacks, PATCH included), two and one for each seven hits; shuffled with a fixed
/// seed.
pub fn requests(
    routes: &[Route],
    recognizer: &Recognizer<usize>,
    seed: u64,
) -> Vec<(Kind, Method, String)> {
    let mut next = xorshift(seed);
    let goes_to = |method: &Method, path: &str| match recognizer.recognize(method, path) {
        Ok(found) => Some(Kind::Hit(*found.value())),
        Err(RecognizeError::NotFound) => Some(Kind::Unknown),
        Err(RecognizeError::MethodNotAllowed(_)) => Some(Kind::MethodNotAllowed),
        Err(_) => None,
    };
    // A path of route `i`: values that another route's static segment does not take.
    let path_of = |i: usize, next: &mut dyn FnMut() -> u64| {
        (0..64)
            .map(|_| path(&routes[i].template, next()))
            .find(|path| goes_to(&routes[i].method, path) == Some(Kind::Hit(i)))
            .unwrap_or_else(|| panic!("no path found for {}", routes[i].template))
    };
    let passes = HITS.div_ceil(routes.len());
    let mut requests = Vec::new();
    for _ in 0..passes {
        for (i, route) in routes.iter().enumerate() {
            let method = match route.method {
                Method::GET if next() % 4 == 0 => Method::HEAD,
                ref method => method.clone(),
            };
            requests.push((Kind::Hit(i), method, path_of(i, &mut next)));
        }
    }
    let hits = requests.len();
    const UNKNOWN: [&str; 5] = ["wp-login.php", ".env", "old-blog", "xmlrpc.php", "cgi-bin"];
    const EXTRA: [&str; 4] = ["details", "7", "export", "v2"];
    let unknown = match root_catch_all(routes) {
        Some(route) => Kind::Hit(route),
        None => Kind::Unknown,
    };
    while requests.len() < hits + hits * 2 / 7 {
        let i = next() as usize % routes.len();
        let path = path_of(i, &mut next);
        let (first, rest) = match path[1..].find('/') {
            Some(at) => (&path[..1 + at], &path[1 + at..]),
            None => (path.as_str(), ""),
        };
        let extra = EXTRA[next() as usize % EXTRA.len()];
        let extra = match first {
            "/" => format!("/{extra}"),
            _ => format!("{path}/{extra}"),
        };
        let other_first = format!("/{}{rest}", UNKNOWN[next() as usize % UNKNOWN.len()]);
        let mut tries = [extra, other_first];
        if next() % 2 == 0 {
            tries.reverse();
        }
        if let Some(path) = tries
            .into_iter()
            .find(|path| goes_to(&Method::GET, path) == Some(unknown))
        {
            requests.push((Kind::Unknown, Method::GET, path));
        }
    }
    let before = requests.len();
    while requests.len() < before + hits / 7 {
        let i = next() as usize % routes.len();
        let path = path_of(i, &mut next);
        let lacking: Vec<Method> = [
            Method::GET,
            Method::POST,
            Method::PUT,
            Method::DELETE,
            Method::PATCH,
        ]
        .into_iter()
        .filter(|method| goes_to(method, &path) == Some(Kind::MethodNotAllowed))
        .collect();
        let method = lacking[next() as usize % lacking.len()].clone();
        requests.push((Kind::MethodNotAllowed, method, path));
    }
    // Fisher-Yates, so that no kind comes at a fixed period.
    for i in (1..requests.len()).rev() {
        let j = next() as usize % (i + 1);
        requests.swap(i, j);
    }
    requests
}
