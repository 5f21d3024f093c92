//! The three routers of `real_tables.rs` and `real_controllers.rs` over a kept table
//! (`tables.rs`): restful's `Recognizer`, matchit 0.9 and wayfind 1.1 by hand, each checking
//! the method itself; what refuses a table or sends a route's paths elsewhere (the rules of
//! `tables::keep`); and the check that the three agree on every request of a mix.
//!
//! Not a module of `support/mod.rs`, as `tables.rs`. `tests/fixtures/fixture-real-table`'s
//! build script includes both, to keep of each table what the benchmarks keep.

use std::collections::HashMap;

use restful_core::{Method, RecognizeError, Recognizer, Segment, Template};

use crate::tables::{self, Kind, Refusals, Route};

/// The routes of one template by method, as a user writing the router by hand keeps them:
/// GET (which HEAD gets too), POST, PUT, DELETE; each the route's index.
#[derive(Clone, Copy, Default)]
pub struct ByMethod(pub [Option<usize>; 4]);

pub fn slot(method: &Method) -> Option<usize> {
    match *method {
        Method::GET | Method::HEAD => Some(0),
        Method::POST => Some(1),
        Method::PUT => Some(2),
        Method::DELETE => Some(3),
        _ => None,
    }
}

impl ByMethod {
    /// The route for `method`, or a 405 with the methods there are.
    pub fn route(&self, method: &Method) -> Result<usize, Miss> {
        slot(method)
            .and_then(|s| self.0[s])
            .ok_or_else(|| Miss::MethodNotAllowed(self.allowed()))
    }

    /// Bits in `Allow` order (GET, HEAD, POST, PUT, DELETE), HEAD where GET is.
    pub fn allowed(&self) -> u8 {
        const BITS: [u8; 4] = [0b00011, 0b00100, 0b01000, 0b10000];
        self.0
            .iter()
            .zip(BITS)
            .filter(|(route, _)| route.is_some())
            .fold(0, |bits, (_, bit)| bits | bit)
    }
}

/// The hand-written routers' misses: a 405 carries the `Allow` set as bits, as restful's does.
#[derive(Debug)]
pub enum Miss {
    NotFound,
    MethodNotAllowed(u8),
}

/// Templates in first-seen order, each with its routes by method (a route's index is its
/// place in `routes`).
pub fn by_template<'t>(routes: &[(Method, &'t str)]) -> Vec<(&'t str, ByMethod)> {
    let mut order: Vec<&'t str> = Vec::new();
    let mut templates: HashMap<&'t str, ByMethod> = HashMap::new();
    for (i, (method, template)) in routes.iter().enumerate() {
        let routes = templates.entry(template).or_insert_with(|| {
            order.push(template);
            ByMethod::default()
        });
        routes.0[slot(method).expect("a method with routes")] = Some(i);
    }
    order.into_iter().map(|t| (t, templates[t])).collect()
}

/// matchit 0.9 by hand: every template inserted with its routes by method.
pub struct MatchitRouter(pub matchit::Router<ByMethod>);

impl MatchitRouter {
    pub fn new(routes: &[(Method, &str)]) -> Result<MatchitRouter, matchit::InsertError> {
        let mut router = matchit::Router::new();
        for (template, routes) in by_template(routes) {
            router.insert(template, routes)?;
        }
        Ok(MatchitRouter(router))
    }

    /// `at(path)`, then the method check.
    pub fn recognize<'r, 'p>(
        &'r self,
        method: &Method,
        path: &'p str,
    ) -> Result<(usize, matchit::Params<'r, 'p>), Miss> {
        let found = self.0.at(path).map_err(|_| Miss::NotFound)?;
        Ok((found.value.route(method)?, found.params))
    }
}

/// wayfind 1.1 by hand: every template (in wayfind's syntax) inserted with its routes by
/// method, then the router built.
pub struct WayfindRouter(pub wayfind::Router<ByMethod>);

impl WayfindRouter {
    pub fn new(routes: &[(Method, &str)]) -> Result<WayfindRouter, wayfind::InsertError> {
        let mut builder = wayfind::RouterBuilder::new();
        for (template, routes) in by_template(routes) {
            builder.insert(template, routes)?;
        }
        Ok(WayfindRouter(builder.build()))
    }

    /// `search(path)`, then the method check.
    pub fn recognize<'r, 'p>(
        &'r self,
        method: &Method,
        path: &'p str,
    ) -> Result<(usize, wayfind::Match<'r, 'p, ByMethod>), Miss> {
        let found = self.0.search(path).ok_or(Miss::NotFound)?;
        Ok((found.data().route(method)?, found))
    }
}

pub fn restful(
    routes: &[(Method, &str)],
) -> Result<Recognizer<usize>, restful_core::RecognizerError> {
    Recognizer::new(
        routes
            .iter()
            .enumerate()
            .map(|(i, (method, template))| (method.clone(), *template, i)),
    )
}

/// A template in wayfind's syntax: `<id>`, `<*path>`.
pub fn wayfind_syntax(template: &Template) -> String {
    if template.is_root() {
        return "/".into();
    }
    let mut text = String::new();
    for segment in template.segments() {
        text.push('/');
        match segment {
            Segment::Static(s) => text.push_str(s),
            Segment::Param {
                prefix,
                name,
                suffix,
            } => text.push_str(&format!("{prefix}<{name}>{suffix}")),
            Segment::CatchAll { name } => text.push_str(&format!("<*{name}>")),
        }
    }
    text
}

/// A kept table as each side takes it: methods with templates in restful's and matchit's
/// syntax (the same), and in wayfind's.
pub struct Spelled {
    braces: Vec<(Method, String)>,
    angles: Vec<(Method, String)>,
}

impl Spelled {
    pub fn new<'a>(routes: impl Iterator<Item = &'a Route>) -> Spelled {
        let (braces, angles) = routes
            .map(|route| {
                (
                    (route.method.clone(), route.template.as_str().to_owned()),
                    (route.method.clone(), wayfind_syntax(&route.template)),
                )
            })
            .unzip();
        Spelled { braces, angles }
    }

    pub fn braces(&self) -> Vec<(Method, &str)> {
        self.braces
            .iter()
            .map(|(m, t)| (m.clone(), t.as_str()))
            .collect()
    }

    pub fn angles(&self) -> Vec<(Method, &str)> {
        self.angles
            .iter()
            .map(|(m, t)| (m.clone(), t.as_str()))
            .collect()
    }
}

/// The routers that refuse the table `kept` then `extra`, each with its message.
pub fn refusals(kept: &[Route], extra: &[Route]) -> Refusals {
    let spelled = Spelled::new(kept.iter().chain(extra));
    let mut refused = Vec::new();
    if let Err(err) = MatchitRouter::new(&spelled.braces()) {
        refused.push(("matchit", err.to_string()));
    }
    if let Err(err) = WayfindRouter::new(&spelled.angles()) {
        refused.push(("wayfind", err.to_string()));
    }
    if let Err(err) = restful(&spelled.braces()) {
        refused.push(("restful", err.to_string()));
    }
    refused
}

/// The routes of the table `kept` (by index) whose paths a router sends to another route (or
/// answers with a 404 or a 405), each with the routers that do and what they answered: four
/// paths of each route that restful sends to it, with its method.
pub fn strays(kept: &[Route]) -> Vec<(usize, Refusals)> {
    let routers = Routers::new(&Spelled::new(kept.iter()));
    let mut strays = Vec::new();
    for (i, route) in kept.iter().enumerate() {
        let mut next = tables::xorshift(i as u64);
        let mut elsewhere: Refusals = Vec::new();
        for _ in 0..4 {
            let path = tables::path(&route.template, next());
            let method = &route.method;
            let ours = outcome_restful(&routers.restful, method, &path);
            if !matches!(ours, Outcome::Route(r, _) if r == i) {
                continue;
            }
            let answer = |outcome: Outcome| match outcome {
                Outcome::Route(r, _) => format!("`{} {}`", kept[r].method, kept[r].template),
                Outcome::NotFound => "a 404".to_owned(),
                Outcome::MethodNotAllowed(_) => "a 405".to_owned(),
            };
            for (name, theirs) in routers.hand_outcomes(method, &path) {
                if theirs != ours && elsewhere.iter().all(|(n, _)| *n != name) {
                    let message = format!("`{method} {path}` goes to {}", answer(theirs));
                    elsewhere.push((name, message));
                }
            }
        }
        if !elsewhere.is_empty() {
            strays.push((i, elsewhere));
        }
    }
    strays
}

/// What a request got, the same way on every side: the route and its params (name, value),
/// a 404, or a 405 with its `Allow` bits.
#[derive(PartialEq, Eq, Debug)]
pub enum Outcome {
    Route(usize, Vec<(String, String)>),
    NotFound,
    MethodNotAllowed(u8),
}

pub fn owned<'a>(params: impl Iterator<Item = (&'a str, &'a str)>) -> Vec<(String, String)> {
    params.map(|(n, v)| (n.to_owned(), v.to_owned())).collect()
}

pub fn outcome_restful(recognizer: &Recognizer<usize>, method: &Method, path: &str) -> Outcome {
    const ALLOW: [Method; 5] = [
        Method::GET,
        Method::HEAD,
        Method::POST,
        Method::PUT,
        Method::DELETE,
    ];
    match recognizer.recognize(method, path) {
        Ok(found) => Outcome::Route(*found.value(), owned(found.params())),
        Err(RecognizeError::NotFound) => Outcome::NotFound,
        Err(RecognizeError::MethodNotAllowed(allowed)) => Outcome::MethodNotAllowed(
            allowed
                .methods()
                .map(|m| 1 << ALLOW.iter().position(|a| *a == m).expect("in Allow order"))
                .fold(0, |bits, bit| bits | bit),
        ),
        Err(err) => panic!("{method} {path}: {err}"),
    }
}

pub fn outcome_hand(found: Result<(usize, Vec<(String, String)>), Miss>) -> Outcome {
    match found {
        Ok((route, params)) => Outcome::Route(route, params),
        Err(Miss::NotFound) => Outcome::NotFound,
        Err(Miss::MethodNotAllowed(bits)) => Outcome::MethodNotAllowed(bits),
    }
}

/// The three routers of one kept table.
pub struct Routers {
    pub restful: Recognizer<usize>,
    pub matchit: MatchitRouter,
    pub wayfind: WayfindRouter,
}

impl Routers {
    pub fn new(spelled: &Spelled) -> Routers {
        Routers {
            restful: restful(&spelled.braces()).expect("kept"),
            matchit: MatchitRouter::new(&spelled.braces()).expect("kept"),
            wayfind: WayfindRouter::new(&spelled.angles()).expect("kept"),
        }
    }

    /// What matchit and wayfind answer `method` and `path`.
    pub fn hand_outcomes(&self, method: &Method, path: &str) -> [(&'static str, Outcome); 2] {
        let matchit = self
            .matchit
            .recognize(method, path)
            .map(|(route, params)| (route, owned(params.iter())));
        let wayfind = self
            .wayfind
            .recognize(method, path)
            .map(|(route, found)| (route, owned(found.parameters().iter().copied())));
        [
            ("matchit", outcome_hand(matchit)),
            ("wayfind", outcome_hand(wayfind)),
        ]
    }

    /// Panics, naming the request, unless the three agree on every request (the route and its
    /// params, or the miss and its `Allow` set) and it gets what it was made for: its route,
    /// a 404 (or `unknown`, the route that takes unknown paths), a 405.
    pub fn check(&self, requests: &[(Kind, Method, String)], unknown: Option<usize>) {
        for (kind, method, path) in requests {
            let ours = outcome_restful(&self.restful, method, path);
            for (name, theirs) in self.hand_outcomes(method, path) {
                assert_eq!(ours, theirs, "restful and {name} on {method} {path}");
            }
            let got = match ours {
                Outcome::Route(route, _) if Some(route) == unknown => Kind::Unknown,
                Outcome::Route(route, _) => Kind::Hit(route),
                Outcome::NotFound if unknown.is_none() => Kind::Unknown,
                Outcome::NotFound => panic!("{method} {path}: a 404 beside a catch-all"),
                Outcome::MethodNotAllowed(_) => Kind::MethodNotAllowed,
            };
            let made_for = match *kind {
                Kind::Hit(route) if Some(route) == unknown => Kind::Unknown,
                kind => kind,
            };
            assert_eq!(got, made_for, "{method} {path}");
        }
    }
}
