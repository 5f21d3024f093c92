//! The axum routes of [`RestfulRouter::into_router`](crate::RestfulRouter::into_router): each
//! restful template as a route that axum's router (matchit 0.8.4) can hold, so that
//! `Router::route_layer` and `Router::layer` cover restful routes as they cover routes added by
//! hand, while restful itself decides which route a request is.
//!
//! axum 0.8 holds static segments, whole-segment params, params with a static prefix and a
//! last catch-all, but no param with a static suffix (`{name}.json`) and no catch-all beside a
//! param at one place. A template of that language is its own axum route (its `MatchedPath`);
//! templates of the same shape are one route, written as the first of them, with the methods
//! of all. A param with a suffix is registered without it (`{name}`, or `v{x}` for `v{x}.png`):
//! a wider route, which also takes some requests that restful then
//! answers 404 or 405, and which carries the methods of every template whose requests it may
//! take (any template whose shape overlaps it), so that no request of a restful route reaches
//! axum's fallback, where `route_layer` would not run.

use axum::routing::MethodFilter;
use restful_core::{Segment, Template};

/// One segment of an axum route.
#[derive(Clone, PartialEq, Eq, Debug)]
enum Part {
    Static(String),
    /// A param after a static prefix (`~{username}`; the prefix is empty for a whole-segment
    /// one), and its name.
    Param(String, String),
    /// A catch-all, and its name.
    CatchAll(String),
}

impl Part {
    /// The segment with its name left out: two routes of one shape match the same paths.
    fn same_shape(&self, other: &Part) -> bool {
        match (self, other) {
            (Part::Static(a), Part::Static(b)) => a == b,
            (Part::Param(a, _), Part::Param(b, _)) => a == b,
            (Part::CatchAll(_), Part::CatchAll(_)) => true,
            _ => false,
        }
    }
}

/// An axum route that holds one or more restful templates, and the methods of its routes.
#[derive(Debug)]
pub(crate) struct Cover {
    parts: Vec<Part>,
    pub(crate) methods: Vec<MethodFilter>,
    /// Whether it matches exactly the paths of its templates (no suffix left out).
    exact: bool,
}

impl Cover {
    /// The route as axum writes it.
    pub(crate) fn path(&self) -> String {
        if self.parts.is_empty() {
            return "/".to_owned();
        }
        let mut path = String::new();
        for part in &self.parts {
            path.push('/');
            match part {
                Part::Static(text) => path.push_str(text),
                Part::Param(prefix, name) => path.push_str(&format!("{prefix}{{{name}}}")),
                Part::CatchAll(name) => path.push_str(&format!("{{*{name}}}")),
            }
        }
        path
    }

    /// The same route with one trailing `/`, which restful ignores and axum does not; none for
    /// a catch-all, which takes the `/` into its value.
    pub(crate) fn twin(&self) -> Option<String> {
        match self.parts.last() {
            Some(Part::CatchAll(_)) => None,
            _ => Some(format!("{}/", self.path())),
        }
    }

    /// Whether some path matches both routes.
    fn overlaps(&self, other: &Cover) -> bool {
        for (a, b) in self.parts.iter().zip(&other.parts) {
            let fits = match (a, b) {
                (Part::CatchAll(_), _) | (_, Part::CatchAll(_)) => return true,
                (Part::Static(a), Part::Static(b)) => a == b,
                (Part::Static(text), Part::Param(prefix, _))
                | (Part::Param(prefix, _), Part::Static(text)) => {
                    text.len() > prefix.len() && text.starts_with(prefix.as_str())
                }
                (Part::Param(a, _), Part::Param(b, _)) => {
                    a.starts_with(b.as_str()) || b.starts_with(a.as_str())
                }
            };
            if !fits {
                return false;
            }
        }
        self.parts.len() == other.parts.len()
    }
}

/// The axum routes of `routes` (a template and the method of its route, in mount order), in
/// the order their first template came.
pub(crate) fn covers<'t>(
    routes: impl IntoIterator<Item = (&'t Template, MethodFilter)>,
) -> Vec<Cover> {
    let mut covers: Vec<Cover> = Vec::new();
    for (template, method) in routes {
        let mut exact = true;
        let parts: Vec<Part> = template
            .segments()
            .map(|segment| match segment {
                Segment::Static(text) => Part::Static(text.to_owned()),
                Segment::Param {
                    prefix,
                    name,
                    suffix,
                } => {
                    exact &= suffix.is_empty();
                    Part::Param(prefix.to_owned(), name.to_owned())
                }
                Segment::CatchAll { name } => Part::CatchAll(name.to_owned()),
            })
            .collect();
        let same = |cover: &&mut Cover| {
            cover.parts.len() == parts.len()
                && cover.parts.iter().zip(&parts).all(|(a, b)| a.same_shape(b))
        };
        match covers.iter_mut().find(same) {
            Some(cover) => {
                cover.exact &= exact;
                if !cover.methods.contains(&method) {
                    cover.methods.push(method);
                }
            }
            None => covers.push(Cover {
                parts,
                methods: vec![method],
                exact,
            }),
        }
    }
    // A wider route takes the requests of the templates it overlaps, and they take some of
    // its: each gets the other's methods.
    let wide: Vec<usize> = (0..covers.len()).filter(|&i| !covers[i].exact).collect();
    for i in wide {
        for j in 0..covers.len() {
            if i == j || !covers[i].overlaps(&covers[j]) {
                continue;
            }
            let (theirs, ours) = (covers[j].methods.clone(), covers[i].methods.clone());
            for method in theirs {
                if !covers[i].methods.contains(&method) {
                    covers[i].methods.push(method);
                }
            }
            for method in ours {
                if !covers[j].methods.contains(&method) {
                    covers[j].methods.push(method);
                }
            }
        }
    }
    covers
}

#[cfg(test)]
mod tests {
    use super::*;

    fn covers_of(rows: &[(&str, MethodFilter)]) -> Vec<(String, Vec<MethodFilter>)> {
        let templates: Vec<Template> = rows
            .iter()
            .map(|(text, _)| Template::parse(text).expect("a template"))
            .collect();
        let routes = templates.iter().zip(rows).map(|(t, (_, m))| (t, *m));
        covers(routes)
            .into_iter()
            .map(|cover| (cover.path(), cover.methods))
            .collect()
    }

    #[test]
    fn templates_of_one_shape_are_one_route_with_the_methods_of_both() {
        let got = covers_of(&[
            ("/photos/{id}/edit_form", MethodFilter::GET),
            ("/photos/{photo_id}/edit_form", MethodFilter::POST),
            ("/", MethodFilter::GET),
            ("/~{username}", MethodFilter::GET),
            ("/assets/{*path}", MethodFilter::GET),
        ]);
        assert_eq!(
            got,
            [
                (
                    "/photos/{id}/edit_form".to_owned(),
                    vec![MethodFilter::GET, MethodFilter::POST]
                ),
                ("/".to_owned(), vec![MethodFilter::GET]),
                ("/~{username}".to_owned(), vec![MethodFilter::GET]),
                ("/assets/{*path}".to_owned(), vec![MethodFilter::GET]),
            ]
        );
    }

    #[test]
    fn a_param_with_a_suffix_is_a_wider_route_with_the_methods_of_what_it_overlaps() {
        let got = covers_of(&[
            ("/files/{name}.png", MethodFilter::GET),
            ("/files/{name}", MethodFilter::DELETE),
            ("/files/a.png", MethodFilter::PUT),
            ("/files/v{x}.json/raw", MethodFilter::GET),
            ("/files/{y}/raw", MethodFilter::POST),
            ("/other", MethodFilter::POST),
        ]);
        assert_eq!(
            got,
            [
                (
                    "/files/{name}".to_owned(),
                    vec![MethodFilter::GET, MethodFilter::DELETE, MethodFilter::PUT]
                ),
                (
                    "/files/a.png".to_owned(),
                    vec![MethodFilter::PUT, MethodFilter::GET, MethodFilter::DELETE]
                ),
                (
                    "/files/v{x}/raw".to_owned(),
                    vec![MethodFilter::GET, MethodFilter::POST]
                ),
                (
                    "/files/{y}/raw".to_owned(),
                    vec![MethodFilter::POST, MethodFilter::GET]
                ),
                ("/other".to_owned(), vec![MethodFilter::POST]),
            ]
        );
    }

    /// Every request that restful answers with a route reaches an axum route that has its
    /// method: `route_layer` runs for it. Tables with every kind of template, and paths made
    /// from them.
    #[test]
    fn every_request_of_a_restful_route_reaches_an_axum_route_with_its_method() {
        use axum::Router;
        use axum::body::Body;
        use axum::http::{Method, Request, StatusCode};
        use axum::routing::MethodRouter;
        use restful_core::Recognizer;
        use tower::ServiceExt;

        let tables: &[&[(&str, Method)]] = &[
            &[
                ("/", Method::GET),
                ("/about", Method::GET),
                ("/~{username}", Method::GET),
                ("/assets/{*path}", Method::GET),
                ("/users/{id}", Method::PUT),
                ("/users/{user_id}/posts", Method::POST),
            ],
            &[
                ("/files/{name}.png", Method::GET),
                ("/files/{name}.tar.png", Method::DELETE),
                ("/files/{name}", Method::PUT),
                ("/files/a.png", Method::POST),
                ("/files/{x}.png/raw", Method::GET),
                ("/files/{y}/raw", Method::POST),
                ("/files/{y}/raw/{z}", Method::DELETE),
            ],
            &[
                ("/t/v{x}.json", Method::GET),
                ("/t/w", Method::POST),
                ("/t/{*rest}", Method::PUT),
            ],
        ];
        let paths = [
            "/",
            "//",
            "/about",
            "/about/",
            "/~ada",
            "/~",
            "/assets/a",
            "/assets/a/b.css",
            "/assets/a/b/",
            "/users/7",
            "/users/7/",
            "/users/7/posts",
            "/files/a.png",
            "/files/b.png",
            "/files/b.tar.png",
            "/files/b",
            "/files/a.png/raw",
            "/files/b.png/raw",
            "/files/b.jpg/raw",
            "/files/b/raw/c",
            "/files/b.png/raw/c",
            "/t/v1.json",
            "/t/v1",
            "/t/w",
            "/t/a/b",
            "/t/v1.json/x",
        ];
        let methods = [
            Method::GET,
            Method::HEAD,
            Method::POST,
            Method::PUT,
            Method::DELETE,
        ];
        let runtime = tokio::runtime::Builder::new_current_thread()
            .build()
            .expect("a runtime");
        let mut checked = 0;
        for table in tables {
            let recognizer = Recognizer::new(table.iter().map(|(t, m)| (m.clone(), *t, ())))
                .expect("no conflict");
            let templates: Vec<(Template, MethodFilter)> = table
                .iter()
                .map(|(text, method)| {
                    let filter = MethodFilter::try_from(method.clone()).expect("a filter");
                    (Template::parse(text).expect("a template"), filter)
                })
                .collect();
            let mut router = Router::new();
            for cover in covers(templates.iter().map(|(t, m)| (t, *m))) {
                let mut endpoint = MethodRouter::new();
                for &method in &cover.methods {
                    endpoint = endpoint.on(method, || async { "route" });
                }
                let endpoint = endpoint.fallback(|| async { "method fallback" });
                if let Some(twin) = cover.twin() {
                    router = router.route(&twin, endpoint.clone());
                }
                router = router.route(&cover.path(), endpoint);
            }
            let router = router.fallback(|| async { "fallback" });
            for path in paths {
                for method in &methods {
                    if recognizer.recognize(method, path).is_err() {
                        continue;
                    }
                    let request = Request::builder()
                        .method(method.clone())
                        .uri(path)
                        .body(Body::empty())
                        .expect("a request");
                    let response = runtime
                        .block_on(router.clone().oneshot(request))
                        .expect("infallible");
                    assert_eq!(response.status(), StatusCode::OK);
                    let body = runtime
                        .block_on(axum::body::to_bytes(response.into_body(), 1024))
                        .expect("a body");
                    let expected: &[u8] = if *method == Method::HEAD {
                        b""
                    } else {
                        b"route"
                    };
                    assert_eq!(&body[..], expected, "{method} {path} in {table:?}");
                    checked += 1;
                }
            }
        }
        assert!(checked > 30, "only {checked} requests of restful routes");
    }
}
