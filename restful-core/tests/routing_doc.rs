//! docs/routing.md, run: the example application of its section 1.3 is defined below as the
//! page shows it, and every row of every table of the page is checked against it, or against
//! the recognizer that a table of routes of the page defines.
//!
//! The tables are read from the page itself, so the page and the code cannot drift apart: a row
//! that says something the code does not do fails this test, and so does a table whose columns
//! this file does not know how to check. Every Rust block of the page must also appear in this
//! file, line for line (spaces aside), where it compiles and runs.
//!
//! The formats, by the columns of a table:
//! - `request | outcome` (and a free `why`): `` `GET /photos/1` `` and one of `` `404` ``,
//!   `` `400` ``, `` `405`, `Allow: GET, HEAD` `` or `` `Name#action` `` followed by each param
//!   of the route, in path order, as its name and a Rust string literal
//!   (`` `CommentsController#show`, photo_id `"1"`, id `"2"` ``), checked against `registry()`;
//! - `method | template`: a table of routes, `GET` and `` `/files/{*path}` ``, in a recognizer
//!   (`Recognizer::new`, each route's value its row). The `request | outcome` and
//!   `route | values | path` tables below it, up to the next heading, are checked against that
//!   recognizer, and a found route is written as its method and template
//!   (`` `GET /files/{*path}`, path `"a/b"` ``);
//! - `route | values | path` (and a free `rule`): `` `GET /files/{*path}` ``, the values as a
//!   Rust list of string literals (`` `["a/b"]` ``) and the path that `Recognizer::path` writes,
//!   or `` `None` ``; the path must also recognize back to the route and the values (and with
//!   HEAD for a GET route);
//! - `call | result` and `call | path | rule` (a free `rule`): `` `Name`, `action`, ids `` with
//!   the ids as Rust gives them to `path_for` (`None`, `Some("1")`, `["1", "2"]`), and the path;
//!   the path must also recognize back to the call;
//! - `id | path_for(show)`: `PhotosController`'s `show` of that id;
//! - `call | error | message`: the `PathError` variant and its message, with `my_app` for the
//!   module path;
//! - `# | method | path template | action`: the seven routes of every controller of the
//!   application that serves all seven, `<base>` standing for its base path;
//! - `controller | base path | params`: `Controller::path` and `Controller::param_names`;
//! - `segment | written | matches`: each segment written in the second column (`` `~{name}` ``)
//!   is one segment of the kind the first names; the third is free;
//! - `template | error | byte`: `Template::parse` refuses the template with this
//!   `TemplateErrorKind` (as `Debug` writes it) at this byte;
//! - `routes | conflict`: routes separated by `,` (`` `GET /a/{x}`, `GET /a/{*y}` ``) and the
//!   `ConflictKind` that `Recognizer::new` refuses them with, or none, for every order of them;
//! - `step | checks | failure` is an outline of the tables that follow it, and is not checked.

use std::collections::BTreeMap;

use restful_core::http::Request;
use restful_core::{Action, Controller, Found, Match, Method, PathError, RecognizeError};
use restful_core::{Recognizer, RecognizerError, Segment, registry};

const PAGE: &str = include_str!("../../docs/routing.md");
const THIS_FILE: &str = include_str!("routing_doc.rs");

// The example application of docs/routing.md §1.3, as the page shows it.

use restful_core::Restful;

#[derive(Restful)]
struct PhotosController; // /photos, all seven actions

#[derive(Restful)]
#[restful(prefix = "/photos", resource = "archive")]
struct PhotoArchiveController; // /photos/archive, all seven actions

#[derive(Restful)]
#[restful(prefix = "/photos", resource = "tags", only(show))]
struct PhotoTagsController; // GET /photos/tags/{id} only

#[derive(Restful)]
#[restful(prefix = "/photos/drafts", resource = "edit_form", only(index))]
struct DraftFormsController; // GET /photos/drafts/edit_form only (contrived, for 3.3)

#[derive(Restful)]
#[restful(prefix = "/admin", only(index, show))]
struct ReviewsController; // GET /admin/reviews, GET /admin/reviews/{id}

#[derive(Restful)]
#[restful(only(create))]
struct UploadsController; // POST /uploads only

#[derive(Restful)]
#[restful(parent = PhotosController)]
struct CommentsController; // /photos/{photo_id}/comments, all seven actions

#[derive(Restful)]
#[restful(parent = CommentsController, only(index, show))]
struct LikesController; // index and show, under /photos/{photo_id}/comments/{comment_id}

/// The application's controllers, found by name.
fn controllers() -> [&'static Controller; 8] {
    [
        PhotosController::CONTROLLER,
        PhotoArchiveController::CONTROLLER,
        PhotoTagsController::CONTROLLER,
        DraftFormsController::CONTROLLER,
        ReviewsController::CONTROLLER,
        UploadsController::CONTROLLER,
        CommentsController::CONTROLLER,
        LikesController::CONTROLLER,
    ]
}

fn controller(name: &str) -> Result<&'static Controller, String> {
    controllers()
        .into_iter()
        .find(|controller| controller.name() == name)
        .ok_or_else(|| format!("no controller `{name}` in the application of §1.3"))
}

fn action(name: &str) -> Result<Action, String> {
    name.parse().map_err(|err| format!("{err}"))
}

#[test]
fn the_application_is_one_registry_without_conflict() {
    let registry = restful_core::try_registry().unwrap_or_else(|err| panic!("{err}"));
    // With the two controllers of section 5.2, at paths that no table of the page requests.
    assert_eq!(registry.len(), controllers().len() + 2);
}

/// What a table of the page is, by its columns.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    /// `request | outcome` (and a free `why`).
    Recognition,
    /// `call | result` and `call | path | rule`.
    Path,
    /// `id | path_for(show)`.
    Encoding,
    /// `call | error | message`.
    PathError,
    /// `# | method | path template | action`.
    Seven,
    /// `controller | base path | params`.
    Base,
    /// `segment | written | matches`.
    Segments,
    /// `template | error | byte`.
    Refused,
    /// `routes | conflict`.
    Conflicts,
    /// `type | text | value`.
    Values,
    /// `method | template`: the routes of a recognizer.
    Routes,
    /// `route | values | path` (and a free `rule`).
    RoutePath,
}

impl Kind {
    fn of(header: &[&str]) -> Option<Kind> {
        Some(match header {
            ["request", "outcome"] | ["request", "outcome", "why"] => Kind::Recognition,
            ["call", "result"] | ["call", "path", "rule"] => Kind::Path,
            ["id", "`path_for(show)`"] => Kind::Encoding,
            ["call", "error", "message"] => Kind::PathError,
            ["#", "method", "path template", "action"] => Kind::Seven,
            ["controller", "base path", "params"] => Kind::Base,
            ["segment", "written", "matches"] => Kind::Segments,
            ["template", "error", "byte"] => Kind::Refused,
            ["routes", "conflict"] => Kind::Conflicts,
            ["type", "text", "value"] => Kind::Values,
            ["method", "template"] => Kind::Routes,
            ["route", "values", "path"] | ["route", "values", "path", "rule"] => Kind::RoutePath,
            _ => return None,
        })
    }
}

/// The recognizer that a table of routes (`method | template`) defines for the tables below
/// it, up to the next heading.
struct Routes {
    /// The line of the table's header.
    line: usize,
    routes: Vec<(Method, String)>,
    recognizer: Result<Recognizer<usize>, String>,
    /// How many tables below it were checked against it.
    used: usize,
}

impl Routes {
    fn new(line: usize, rows: &[(usize, Vec<&str>)]) -> Result<Routes, String> {
        let mut routes = Vec::new();
        for (row, cells) in rows {
            let route = match cells[..] {
                [method, template] => Method::from_bytes(method.as_bytes())
                    .map_err(|err| format!("{err}"))
                    .and_then(|method| Ok((method, one_code_span(template)?.to_owned()))),
                _ => Err(format!("{} cells, not 2", cells.len())),
            };
            routes.push(route.map_err(|why| format!("docs/routing.md:{row}: {why}"))?);
        }
        let recognizer = Recognizer::new(
            routes
                .iter()
                .enumerate()
                .map(|(index, (method, template))| (method.clone(), template.as_str(), index)),
        )
        .map_err(|err| format!("the routes of docs/routing.md:{line} do not build: {err}"));
        Ok(Routes {
            line,
            routes,
            recognizer,
            used: 0,
        })
    }

    /// The index of the route that a cell names, `` `GET /files/{*path}` ``.
    fn index(&self, code: &str) -> Result<usize, String> {
        let (method, template) = code
            .split_once(' ')
            .ok_or_else(|| format!("a route is `METHOD /template`: {code:?}"))?;
        self.routes
            .iter()
            .position(|(m, t)| m.as_str() == method && t == template)
            .ok_or_else(|| {
                format!(
                    "`{code}` is not a route of the table of docs/routing.md:{}",
                    self.line
                )
            })
    }

    fn recognizer(&self) -> Result<&Recognizer<usize>, String> {
        self.recognizer.as_ref().map_err(Clone::clone)
    }
}

#[test]
fn every_table_of_the_page_holds() {
    let mut failures = Vec::new();
    let mut checked: BTreeMap<String, usize> = BTreeMap::new();
    let headings = headings(PAGE);
    let mut routes: Option<Routes> = None;
    let unused = |routes: Option<Routes>, failures: &mut Vec<String>| {
        if let Some(routes) = routes.filter(|routes| routes.used == 0) {
            failures.push(format!(
                "docs/routing.md:{}: a table of routes with no table below it in its section",
                routes.line
            ));
        }
    };
    for table in tables(PAGE) {
        // A table of routes holds up to the next heading.
        if let Some(above) = &routes {
            if headings
                .iter()
                .any(|&at| above.line < at && at < table.line)
            {
                unused(routes.take(), &mut failures);
            }
        }
        let header: Vec<&str> = table.header.iter().map(String::as_str).collect();
        let Some(kind) = Kind::of(&header) else {
            if header != ["step", "checks", "failure"] {
                failures.push(format!(
                    "docs/routing.md:{}: a table whose columns this test does not know: {header:?}",
                    table.line
                ));
            }
            continue;
        };
        *checked.entry(header.join(" | ")).or_default() += table.rows.len();
        if kind == Kind::Routes {
            unused(routes.take(), &mut failures);
            match Routes::new(table.line, &table.rows) {
                Ok(table) => {
                    if let Err(why) = &table.recognizer {
                        failures.push(why.clone());
                    }
                    routes = Some(table);
                }
                Err(why) => failures.push(why),
            }
            continue;
        }
        let context = match kind {
            Kind::Recognition | Kind::RoutePath => routes.as_mut().map(|routes| {
                routes.used += 1;
                &*routes
            }),
            _ => None,
        };
        for (line, cells) in &table.rows {
            let result = if cells.len() == header.len() {
                check(kind, cells, context)
            } else {
                Err(format!("{} cells, not {}", cells.len(), header.len()))
            };
            if let Err(why) = result {
                failures.push(format!("docs/routing.md:{line}: {why}"));
            }
        }
    }
    unused(routes, &mut failures);
    println!("rows checked, by the columns of their table: {checked:#?}");
    assert!(
        failures.is_empty(),
        "docs/routing.md does not hold in {} places:\n{}",
        failures.len(),
        failures.join("\n")
    );
    for columns in [
        "request | outcome",
        "call | path | rule",
        "call | error | message",
        "segment | written | matches",
        "template | error | byte",
        "routes | conflict",
        "type | text | value",
        "method | template",
        "route | values | path | rule",
    ] {
        assert!(checked.contains_key(columns), "no `{columns}` table found");
    }
}

/// Checks one row of a table of `kind`; `routes` is the table of routes above it in its
/// section, if there is one.
fn check(kind: Kind, cells: &[&str], routes: Option<&Routes>) -> Result<(), String> {
    match (kind, routes) {
        (Kind::Recognition, None) => check_recognition(cells),
        (Kind::Recognition, Some(routes)) => check_route_recognition(cells, routes),
        (Kind::RoutePath, Some(routes)) => check_route_path(cells, routes),
        (Kind::RoutePath, None) => Err("a `route | values | path` table needs a table of \
             routes (`method | template`) above it in its section"
            .to_owned()),
        (Kind::Path, _) => check_path(cells),
        (Kind::Encoding, _) => check_encoding(cells),
        (Kind::PathError, _) => check_path_error(cells),
        (Kind::Seven, _) => check_template(cells),
        (Kind::Base, _) => check_base(cells),
        (Kind::Segments, _) => check_segments(cells),
        (Kind::Refused, _) => check_refused(cells),
        (Kind::Conflicts, _) => check_conflicts(cells),
        (Kind::Values, _) => check_values(cells),
        (Kind::Routes, _) => Ok(()),
    }
}

#[test]
fn every_rust_block_of_the_page_is_in_this_file() {
    // Line for line, but for the spaces that align the page's comments.
    let words = |line: &str| line.split_whitespace().collect::<Vec<_>>().join(" ");
    let ours: Vec<String> = THIS_FILE.lines().map(words).collect();
    let blocks = rust_blocks(PAGE);
    assert!(!blocks.is_empty());
    let missing: Vec<String> = blocks
        .iter()
        .filter(|(_, block)| {
            let theirs: Vec<String> = block.iter().map(|line| words(line)).collect();
            !ours.windows(theirs.len()).any(|window| window == theirs)
        })
        .map(|(line, _)| format!("docs/routing.md:{line}"))
        .collect();
    assert!(
        missing.is_empty(),
        "Rust blocks of the page that are not in routing_doc.rs, line for line: {missing:?}"
    );
}

/// §2.5: an adapter.
mod adapter {
    use restful_core::http::{Request, Response, header};
    use restful_core::registry;

    /// `Ok` with what to dispatch, or `Err` with the response to send.
    fn route<B>(req: &Request<B>) -> Result<String, Response<()>> {
        match registry().recognize(req.method(), req.uri().path()) {
            Ok(found) => Ok(format!(
                "{}#{} {:?}",
                found.controller().name(),
                found.action(),
                found.params().collect::<Vec<_>>()
            )),
            Err(err) => {
                let mut response = Response::builder().status(err.status()); // 404, 405 or 400
                if let Some(allowed) = err.allowed() {
                    response = response.header(header::ALLOW, allowed.to_string());
                }
                Err(response.body(()).expect("a valid response"))
            }
        }
    }

    #[test]
    fn dispatches_and_answers() {
        let request = super::request;
        assert_eq!(
            route(&request("GET", "/photos/1/comments/a%20b")).unwrap(),
            r#"CommentsController#show [("photo_id", "1"), ("id", "a b")]"#
        );
        let response = route(&request("PATCH", "/photos/1/comments")).unwrap_err();
        assert_eq!(response.status(), 405);
        assert_eq!(response.headers()[header::ALLOW], "GET, HEAD, POST");
        let response = route(&request("GET", "/photos/%zz/comments")).unwrap_err();
        assert_eq!(response.status(), 400);
        assert!(!response.headers().contains_key(header::ALLOW));
        assert_eq!(route(&request("GET", "/videos")).unwrap_err().status(), 404);
    }
}

fn request(method: &str, path: &str) -> Request<()> {
    Request::builder()
        .method(method)
        .uri(path)
        .body(())
        .expect("a valid request")
}

// §2.7: the params of a match.

#[test]
fn the_params_of_section_2_7() {
    let found = registry()
        .recognize(&Method::GET, "/photos/caf%C3%A9/comments/7/likes/x")
        .unwrap();
    assert!(found.controller().is::<LikesController>());
    assert_eq!(found.param("photo_id"), Some("café"));
    assert_eq!(found.param("comment_id"), Some("7"));
    assert_eq!(found.id(), Some("x"));
    assert_eq!(found.param("id"), Some("x"));
    assert_eq!(found.param("like_id"), None);
    let params: Vec<(&str, &str)> = found.params().collect();
    assert_eq!(
        params,
        [("photo_id", "café"), ("comment_id", "7"), ("id", "x")]
    );
}

// §2.5: PATCH read as PUT, in the adapter.

fn recognize_patch_as_put<B>(req: &Request<B>) -> Option<(Action, Option<String>)> {
    use restful_core::Method;

    let method = if req.method() == Method::PATCH {
        &Method::PUT
    } else {
        req.method()
    };
    let found = registry().recognize(method, req.uri().path());
    found
        .ok()
        .map(|found| (found.action(), found.id().map(str::to_owned)))
}

#[test]
fn patch_is_read_as_put_as_section_2_5_shows() {
    let patch = request("PATCH", "/photos/1");
    let found = recognize_patch_as_put(&patch);
    assert_eq!(found, Some((Action::Update, Some("1".to_owned()))));
}

// §4: a recognizer of any templates.

#[test]
fn the_recognizer_of_section_4() {
    use restful_core::{Method, Recognizer};

    let recognizer = Recognizer::new([
        (Method::GET, "/", "home"),
        (Method::GET, "/~{username}", "profile"),
        (Method::GET, "/avatars/{size}.png", "avatar"),
        (Method::GET, "/assets/{*path}", "asset"),
    ])
    .unwrap();

    let found = recognizer.recognize(&Method::GET, "/~ada").unwrap();
    assert_eq!(*found.value(), "profile");
    assert_eq!(found.param("username"), Some("ada"));

    let found = recognizer.recognize(&Method::HEAD, "/").unwrap();
    assert_eq!((found.index(), found.method()), (0, &Method::GET));

    let found = recognizer.recognize(&Method::GET, "/assets/a/b").unwrap();
    assert_eq!(found.template().as_str(), "/assets/{*path}");
    assert_eq!(found.param("path"), Some("a/b"));

    let err = recognizer.recognize(&Method::POST, "/").unwrap_err();
    assert_eq!(err.status(), 405);

    assert_eq!(recognizer.path(2, &["a b"]).unwrap(), "/avatars/a%20b.png");
    assert_eq!(recognizer.path(3, &["a/b"]).unwrap(), "/assets/a/b");
    assert_eq!(recognizer.path(3, &[""]), None);
}

#[test]
fn the_conflict_of_section_4() {
    let err = Recognizer::new([
        (Method::GET, "/files/{id}", ()),
        (Method::GET, "/files/{*path}", ()),
    ])
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "conflicting routes `GET /files/{id}` and `GET /files/{*path}`: a whole-segment param and \
         a catch-all cannot stand at one place: a value of one segment could be either's"
    );
}

#[test]
fn the_typed_params_of_section_5_2() {
    use restful_core::{Method, RecognizeError, Restful, registry};

    #[derive(Restful)]
    #[restful(routes(get(by_version = "/releases/v{version}")), params(version = u16))]
    struct ReleasesController;

    #[derive(Restful)]
    #[restful(id = u64)]
    struct TracksController;

    let found = registry().recognize(&Method::GET, "/releases/v2").unwrap();
    assert_eq!(
        (found.action().name(), found.param("version")),
        ("by_version", Some("2"))
    );
    // `intage` is no `u16`: the next template the path matches, `/releases/{id}`.
    let found = registry()
        .recognize(&Method::GET, "/releases/vintage")
        .unwrap();
    assert_eq!(
        (found.action().name(), found.id()),
        ("show", Some("vintage"))
    );

    assert_eq!(
        registry()
            .recognize(&Method::GET, "/tracks/42")
            .unwrap()
            .id(),
        Some("42")
    );
    for (method, path) in [
        (Method::GET, "/tracks/abc"),
        (Method::PATCH, "/tracks/abc"),
        (Method::GET, "/tracks/042"),
    ] {
        assert_eq!(
            registry().recognize(&method, path),
            Err(RecognizeError::NotFound)
        );
    }
}

// The checks, one per kind of table.

/// What a row of a recognition table says.
#[derive(Debug, PartialEq)]
enum Outcome {
    Found {
        controller: String,
        action: Action,
        params: Vec<(String, String)>,
    },
    /// A route of a table of routes: its method and template.
    Route {
        route: String,
        params: Vec<(String, String)>,
    },
    NotFound,
    NotAllowed(String),
    BadRequest,
}

impl Outcome {
    fn of(answer: &Result<Match<'_>, RecognizeError>) -> Outcome {
        match answer {
            Ok(found) => Outcome::Found {
                controller: found.controller().name().to_owned(),
                action: found.action(),
                params: found
                    .params()
                    .map(|(name, value)| (name.to_owned(), value.to_owned()))
                    .collect(),
            },
            Err(RecognizeError::NotFound) => Outcome::NotFound,
            Err(RecognizeError::BadRequest) => Outcome::BadRequest,
            Err(RecognizeError::MethodNotAllowed(allowed)) => {
                Outcome::NotAllowed(allowed.to_string())
            }
            Err(other) => panic!("an error that recognition never gives: {other:?}"),
        }
    }

    fn of_route(answer: &Result<Found<'_, '_, usize>, RecognizeError>) -> Outcome {
        match answer {
            Ok(found) => Outcome::Route {
                route: format!("{} {}", found.method(), found.template()),
                params: found
                    .params()
                    .map(|(name, value)| (name.to_owned(), value.to_owned()))
                    .collect(),
            },
            Err(RecognizeError::NotFound) => Outcome::NotFound,
            Err(RecognizeError::BadRequest) => Outcome::BadRequest,
            Err(RecognizeError::MethodNotAllowed(allowed)) => {
                Outcome::NotAllowed(allowed.to_string())
            }
            Err(other) => panic!("an error that recognition never gives: {other:?}"),
        }
    }

    /// The outcome as the page writes it.
    fn cell(&self) -> String {
        match self {
            Outcome::Found {
                controller,
                action,
                params,
            } => {
                let mut cell = format!("`{controller}#{action}`");
                for (name, value) in params {
                    cell.push_str(&format!(", {name} `{value:?}`"));
                }
                cell
            }
            Outcome::Route { route, params } => {
                let mut cell = format!("`{route}`");
                for (name, value) in params {
                    cell.push_str(&format!(", {name} `{value:?}`"));
                }
                cell
            }
            Outcome::NotFound => "`404`".to_owned(),
            Outcome::NotAllowed(allow) => format!("`405`, `Allow: {allow}`"),
            Outcome::BadRequest => "`400`".to_owned(),
        }
    }

    fn parse(cell: &str) -> Result<Outcome, String> {
        let pieces = pieces(cell);
        let (first, rest) = match pieces.split_first() {
            Some((Piece::Code(first), rest)) => (*first, rest),
            _ => return Err(format!("an outcome starts with a code span: {cell:?}")),
        };
        let outcome = match (first, rest) {
            ("404", []) => Outcome::NotFound,
            ("400", []) => Outcome::BadRequest,
            ("405", [Piece::Text(", "), Piece::Code(allow)]) => {
                let allow = allow
                    .strip_prefix("Allow: ")
                    .ok_or("`Allow: ...` after `405`")?;
                Outcome::NotAllowed(allow.to_owned())
            }
            (route, rest) => {
                let mut params = Vec::new();
                for pair in rest.chunks(2) {
                    let [Piece::Text(text), Piece::Code(value)] = pair else {
                        return Err(format!("not `, name \"value\"`: {pair:?}"));
                    };
                    let param = text
                        .strip_prefix(", ")
                        .map(str::trim)
                        .ok_or_else(|| format!("not `, name `: {text:?}"))?;
                    params.push((param.to_owned(), string_literal(value)?));
                }
                // A route of a table of routes, `GET /files/{*path}`; else `Name#action`.
                if route.contains(" /") {
                    return Ok(Outcome::Route {
                        route: route.to_owned(),
                        params,
                    });
                }
                let (name, action_name) = route.split_once('#').ok_or_else(|| {
                    format!("not `Name#action` nor `METHOD /template`: {route:?}")
                })?;
                Outcome::Found {
                    controller: name.to_owned(),
                    action: action(action_name)?,
                    params,
                }
            }
        };
        Ok(outcome)
    }
}

fn check_recognition(cells: &[&str]) -> Result<(), String> {
    let [Piece::Code(request)] = pieces(cells[0])[..] else {
        return Err(format!("a request is one code span: {:?}", cells[0]));
    };
    let (method, path) = request
        .split_once(' ')
        .ok_or_else(|| format!("not `METHOD path`: {request:?}"))?;
    let method = Method::from_bytes(method.as_bytes()).map_err(|err| format!("{err}"))?;
    let expected = Outcome::parse(cells[1])?;
    if matches!(expected, Outcome::Route { .. }) {
        return Err(format!(
            "`{request}`: the outcome names a route of a table of routes, and there is none \
             above it in its section"
        ));
    }
    let answer = registry().recognize(&method, path);
    if let Ok(found) = &answer {
        let routed = if method == Method::HEAD {
            Method::GET
        } else {
            method.clone()
        };
        if found.route().method() != routed {
            return Err(format!("`{request}` answered by {}", found.route()));
        }
    }
    let actual = Outcome::of(&answer);
    if actual != expected {
        return Err(format!(
            "`{request}`: the page says {}, the code answers {}",
            cells[1],
            actual.cell()
        ));
    }
    Ok(())
}

/// The ids of a call, as Rust gives them to `path_for`.
#[derive(Debug)]
enum Ids {
    Option(Option<String>),
    List(Vec<String>),
}

impl Ids {
    fn parse(code: &str) -> Result<Ids, String> {
        let code = code.trim();
        if code == "None" {
            return Ok(Ids::Option(None));
        }
        if let Some(inner) = code.strip_prefix("Some(").and_then(|c| c.strip_suffix(')')) {
            let (id, rest) = string_literal_prefix(inner)?;
            return match rest {
                "" => Ok(Ids::Option(Some(id))),
                _ => Err(format!("`Some` of one string literal, not {code:?}")),
            };
        }
        let Some(mut rest) = code.strip_prefix('[') else {
            return Err(format!(
                "ids are `None`, `Some(\"..\")` or `[..]`, not {code:?}"
            ));
        };
        let mut ids = Vec::new();
        loop {
            rest = rest.trim_start();
            if let Some(after) = rest.strip_prefix(']') {
                return match after {
                    "" => Ok(Ids::List(ids)),
                    _ => Err(format!("text after `]`: {code:?}")),
                };
            }
            let (id, after) = string_literal_prefix(rest)?;
            ids.push(id);
            rest = after.trim_start();
            rest = rest.strip_prefix(',').unwrap_or(rest);
        }
    }

    fn path_for(&self, controller: &Controller, action: Action) -> Result<String, PathError> {
        match self {
            Ids::Option(id) => controller.path_for(action, id.as_deref()),
            Ids::List(ids) => {
                let ids: Vec<&str> = ids.iter().map(String::as_str).collect();
                controller.path_for(action, ids.as_slice())
            }
        }
    }

    fn values(&self) -> Vec<String> {
        match self {
            Ids::Option(id) => id.iter().cloned().collect(),
            Ids::List(ids) => ids.clone(),
        }
    }
}

/// `` `Name`, `action`, ids ``.
fn parse_call(cell: &str) -> Result<(&'static Controller, Action, Ids), String> {
    let codes: Vec<&str> = pieces(cell)
        .into_iter()
        .filter_map(|piece| match piece {
            Piece::Code(code) => Some(code),
            Piece::Text(_) => None,
        })
        .collect();
    let [name, action_name, ids] = codes[..] else {
        return Err(format!("a call is `Name`, `action`, ids: {cell:?}"));
    };
    Ok((controller(name)?, action(action_name)?, Ids::parse(ids)?))
}

fn one_code_span(cell: &str) -> Result<&str, String> {
    match pieces(cell)[..] {
        [Piece::Code(code)] => Ok(code),
        _ => Err(format!("one code span, not {cell:?}")),
    }
}

/// `path_for` gives `expected`, which recognizes back to the call.
fn check_path_of(
    controller: &'static Controller,
    action: Action,
    ids: &Ids,
    expected: &str,
) -> Result<(), String> {
    let call = format!("`{}`, `{action}`, {ids:?}", controller.name());
    let path = ids
        .path_for(controller, action)
        .map_err(|err| format!("{call}: the page says `{expected}`, the code fails: {err}"))?;
    if path != expected {
        return Err(format!(
            "{call}: the page says `{expected}`, the code gives `{path}`"
        ));
    }
    let back = Outcome::of(&registry().recognize(&action.method(), &path));
    let names = controller.route(action).map(|route| route.param_names());
    let round_trip = Outcome::Found {
        controller: controller.name().to_owned(),
        action,
        params: names
            .unwrap_or_default()
            .iter()
            .map(|name| (*name).to_owned())
            .zip(ids.values())
            .collect(),
    };
    if back != round_trip {
        return Err(format!(
            "{call}: `{path}` recognizes as {}, not as {}",
            back.cell(),
            round_trip.cell()
        ));
    }
    Ok(())
}

fn check_path(cells: &[&str]) -> Result<(), String> {
    let (controller, action, ids) = parse_call(cells[0])?;
    check_path_of(controller, action, &ids, one_code_span(cells[1])?)
}

fn check_encoding(cells: &[&str]) -> Result<(), String> {
    let id = string_literal(one_code_span(cells[0])?)?;
    let expected = one_code_span(cells[1])?;
    check_path_of(
        PhotosController::CONTROLLER,
        Action::Show,
        &Ids::Option(Some(id)),
        expected,
    )
}

fn check_path_error(cells: &[&str]) -> Result<(), String> {
    let (controller, action, ids) = parse_call(cells[0])?;
    let variant = one_code_span(cells[1])?;
    let message = one_code_span(cells[2])?.replace("my_app::", concat!(module_path!(), "::"));
    let call = format!("`{}`, `{action}`, {ids:?}", controller.name());
    let err = match ids.path_for(controller, action) {
        Ok(path) => {
            return Err(format!(
                "{call}: the page says `{variant}`, the code gives `{path}`"
            ));
        }
        Err(err) => err,
    };
    let debug = format!("{err:?}");
    let actual_variant: String = debug
        .chars()
        .take_while(char::is_ascii_alphanumeric)
        .collect();
    if actual_variant != variant || err.to_string() != message {
        return Err(format!(
            "{call}: the page says `{variant}`, {message:?}; the code gives `{actual_variant}`, {:?}",
            err.to_string()
        ));
    }
    Ok(())
}

/// A row of the table of the seven routes, for every controller that serves all seven.
fn check_template(cells: &[&str]) -> Result<(), String> {
    let number: usize = cells[0]
        .parse()
        .map_err(|_| format!("not a number: {:?}", cells[0]))?;
    let method = cells[1];
    let template = one_code_span(cells[2])?;
    let action = action(one_code_span(cells[3])?)?;
    if Action::ALL.get(number.wrapping_sub(1)) != Some(&action) {
        return Err(format!("`{action}` is not action number {number}"));
    }
    let all_seven = controllers()
        .into_iter()
        .filter(|controller| Action::ALL.into_iter().all(|a| controller.serves(a)));
    for controller in all_seven {
        let expected = template.replace("/<base>", controller.path());
        let route = controller.route(action).ok_or("a route")?;
        if route.method().as_str() != method || route.path() != expected {
            return Err(format!(
                "`{}`: the page says {method} `{expected}`, the code has {route}",
                controller.name()
            ));
        }
    }
    Ok(())
}

fn check_base(cells: &[&str]) -> Result<(), String> {
    let controller = controller(one_code_span(cells[0])?)?;
    let path = one_code_span(cells[1])?;
    let params: Vec<&str> = pieces(cells[2])
        .into_iter()
        .filter_map(|piece| match piece {
            Piece::Code(code) => Some(code),
            Piece::Text(_) => None,
        })
        .collect();
    if controller.path() != path || controller.param_names() != params {
        return Err(format!(
            "`{}`: the page says `{path}` with {params:?}, the code has `{}` with {:?}",
            controller.name(),
            controller.path(),
            controller.param_names()
        ));
    }
    Ok(())
}

/// A recognition row below a table of routes: checked against its recognizer.
fn check_route_recognition(cells: &[&str], routes: &Routes) -> Result<(), String> {
    let [Piece::Code(request)] = pieces(cells[0])[..] else {
        return Err(format!("a request is one code span: {:?}", cells[0]));
    };
    let (method, path) = request
        .split_once(' ')
        .ok_or_else(|| format!("not `METHOD path`: {request:?}"))?;
    let method = Method::from_bytes(method.as_bytes()).map_err(|err| format!("{err}"))?;
    let expected = Outcome::parse(cells[1])?;
    if let Outcome::Route { route, .. } = &expected {
        routes.index(route)?;
    }
    if matches!(expected, Outcome::Found { .. }) {
        return Err(format!(
            "`{request}`: below the table of routes of docs/routing.md:{}, an outcome names one \
             of its routes, `METHOD /template`",
            routes.line
        ));
    }
    let actual = Outcome::of_route(&routes.recognizer()?.recognize(&method, path));
    if actual != expected {
        return Err(format!(
            "`{request}`: the page says {}, the code answers {}",
            cells[1],
            actual.cell()
        ));
    }
    Ok(())
}

/// `route | values | path`: `Recognizer::path` of the route with these values gives the path
/// (`None`: no path), which recognizes back to the route with exactly these values.
fn check_route_path(cells: &[&str], routes: &Routes) -> Result<(), String> {
    let route = one_code_span(cells[0])?;
    let index = routes.index(route)?;
    let Ids::List(values) = Ids::parse(one_code_span(cells[1])?)? else {
        return Err(format!("values are a list, `[\"a\", ..]`: {:?}", cells[1]));
    };
    let values: Vec<&str> = values.iter().map(String::as_str).collect();
    let expected = one_code_span(cells[2])?;
    let recognizer = routes.recognizer()?;
    let call = format!("`{route}` with {values:?}");
    let path = recognizer.path(index, &values);
    let path = match (path, expected) {
        (None, "None") => return Ok(()),
        (Some(path), expected) if path == expected => path,
        (path, _) => {
            return Err(format!(
                "{call}: the page says `{expected}`, the code gives {path:?}"
            ));
        }
    };
    let (method, template) = &routes.routes[index];
    let names = restful_core::Template::parse(template).map_err(|err| format!("{err}"))?;
    let expected = Outcome::Route {
        route: route.to_owned(),
        params: names
            .params()
            .map(str::to_owned)
            .zip(values.iter().map(|value| (*value).to_owned()))
            .collect(),
    };
    let mut methods = vec![method.clone()];
    if *method == Method::GET {
        methods.push(Method::HEAD);
    }
    for method in methods {
        let back = Outcome::of_route(&recognizer.recognize(&method, &path));
        if back != expected {
            return Err(format!(
                "{call}: `{method} {path}` recognizes as {}, not as {}",
                back.cell(),
                expected.cell()
            ));
        }
    }
    Ok(())
}

/// `segment | written | matches`: each template segment written in the second column parses as
/// one segment of the kind the first names.
/// `type | text | value`: what `<type as Param>::parse` gives the text, as `Debug` writes it.
fn check_values(cells: &[&str]) -> Result<(), String> {
    use restful_core::{Param, RestPath};
    fn parsed<T: Param + std::fmt::Debug>(text: &str) -> String {
        format!("{:?}", T::parse(text))
    }
    let text = one_code_span(cells[1])?;
    let got = match one_code_span(cells[0])? {
        "u8" => parsed::<u8>(text),
        "u16" => parsed::<u16>(text),
        "u32" => parsed::<u32>(text),
        "u64" => parsed::<u64>(text),
        "i8" => parsed::<i8>(text),
        "i32" => parsed::<i32>(text),
        "i64" => parsed::<i64>(text),
        "String" => parsed::<String>(text),
        "RestPath" => parsed::<RestPath>(text),
        other => return Err(format!("a type this test does not know: {other:?}")),
    };
    let expected = one_code_span(cells[2])?;
    match got == expected {
        true => Ok(()),
        false => Err(format!("`{text}` parses to `{got}`, not `{expected}`")),
    }
}

fn check_segments(cells: &[&str]) -> Result<(), String> {
    type Test = fn(&Segment<'_>) -> bool;
    let test: Test = match cells[0] {
        "static" => |s| matches!(s, Segment::Static(_)),
        "param" => |s| s.is_bare_param(),
        "param with a static prefix" => {
            |s| matches!(s, Segment::Param { prefix, suffix: "", .. } if !prefix.is_empty())
        }
        "param with a static suffix" => {
            |s| matches!(s, Segment::Param { prefix: "", suffix, .. } if !suffix.is_empty())
        }
        "param with a static prefix and suffix" => |s| {
            matches!(s, Segment::Param { prefix, suffix, .. }
                if !prefix.is_empty() && !suffix.is_empty())
        },
        "catch-all" => |s| matches!(s, Segment::CatchAll { .. }),
        other => {
            return Err(format!(
                "a kind of segment this test does not know: {other:?}"
            ));
        }
    };
    let written: Vec<&str> = pieces(cells[1])
        .into_iter()
        .filter_map(|piece| match piece {
            Piece::Code(code) => Some(code),
            Piece::Text(_) => None,
        })
        .collect();
    if written.is_empty() {
        return Err(format!("no segment written: {:?}", cells[1]));
    }
    for segment in written {
        let template = restful_core::Template::parse(&format!("/{segment}"))
            .map_err(|err| format!("`{segment}`: {err}"))?;
        let segments: Vec<Segment<'_>> = template.segments().collect();
        if !matches!(&segments[..], [one] if test(one)) {
            return Err(format!("`{segment}` is not a {}: {segments:?}", cells[0]));
        }
    }
    Ok(())
}

/// `template | error | byte`: the template is refused with this kind of error, at this byte.
fn check_refused(cells: &[&str]) -> Result<(), String> {
    let template = one_code_span(cells[0])?;
    let kind = one_code_span(cells[1])?;
    let byte: usize = cells[2]
        .parse()
        .map_err(|_| format!("not a byte: {:?}", cells[2]))?;
    match restful_core::Template::parse(template) {
        Ok(_) => Err(format!(
            "`{template}`: the page says `{kind}`, the code takes it"
        )),
        Err(err) if format!("{:?}", err.kind()) == kind && err.position() == byte => Ok(()),
        Err(err) => Err(format!(
            "`{template}`: the page says `{kind}` at byte {byte}, the code gives `{:?}` at \
             byte {}: {err}",
            err.kind(),
            err.position()
        )),
    }
}

/// `routes | conflict`: the routes, in every order, build a recognizer (`none`) or are refused
/// with this kind of conflict.
fn check_conflicts(cells: &[&str]) -> Result<(), String> {
    let mut routes = Vec::new();
    for piece in pieces(cells[0]) {
        match piece {
            Piece::Code(code) => {
                let (method, template) = code
                    .split_once(' ')
                    .ok_or_else(|| format!("a route is `METHOD /template`: {code:?}"))?;
                let method = Method::from_bytes(method.as_bytes()).map_err(|e| format!("{e}"))?;
                routes.push((method, template));
            }
            Piece::Text(text) if text.trim() == "," => {}
            Piece::Text(text) => return Err(format!("routes are separated by `,`: {text:?}")),
        }
    }
    let expected = match pieces(cells[1])[..] {
        [Piece::Code(kind)] => Some(kind),
        [Piece::Text("none")] => None,
        _ => return Err(format!("a conflict is `Kind` or none: {:?}", cells[1])),
    };
    for order in orders(routes.len()) {
        let ordered = order.iter().map(|&i| routes[i].clone());
        let kind = match Recognizer::new(ordered.map(|(m, t)| (m, t, ()))) {
            Ok(_) => None,
            Err(RecognizerError::Conflict { kind, .. }) => Some(format!("{kind:?}")),
            Err(err) => return Err(format!("{}: not a conflict: {err}", cells[0])),
        };
        if kind.as_deref() != expected {
            let routes: Vec<String> = order
                .iter()
                .map(|&i| format!("`{} {}`", routes[i].0, routes[i].1))
                .collect();
            return Err(format!(
                "{}: the page says {}, the code gives {} in this order",
                routes.join(", "),
                cells[1],
                kind.map_or("none".to_owned(), |kind| format!("`{kind}`"))
            ));
        }
    }
    Ok(())
}

/// Every order of `n` things.
fn orders(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return vec![Vec::new()];
    }
    let mut all = Vec::new();
    for shorter in orders(n - 1) {
        for at in 0..=shorter.len() {
            let mut order = shorter.clone();
            order.insert(at, n - 1);
            all.push(order);
        }
    }
    all
}

// Reading the page: tables, cells, code spans, string literals.

struct Table<'a> {
    /// The line of the header, from 1.
    line: usize,
    header: Vec<String>,
    /// Each row with its line.
    rows: Vec<(usize, Vec<&'a str>)>,
}

/// Where a line of a page is: outside fenced code blocks, on a fence, or inside a block with
/// this info string (`rust`, `text`, or empty).
#[derive(Clone, Copy, PartialEq)]
enum Place<'a> {
    Outside,
    Fence,
    Inside(&'a str),
}

fn places(page: &str) -> Vec<(&str, Place<'_>)> {
    let mut open: Option<(usize, &str)> = None;
    let mut out = Vec::new();
    for line in page.lines() {
        let trimmed = line.trim_start();
        let ticks = trimmed.bytes().take_while(|&b| b == b'`').count();
        let place = match open {
            None if ticks >= 3 => {
                open = Some((ticks, trimmed[ticks..].trim()));
                Place::Fence
            }
            None => Place::Outside,
            // A closing fence has at least as many backticks, and nothing after them.
            Some((opening, _)) if ticks >= opening && trimmed[ticks..].trim().is_empty() => {
                open = None;
                Place::Fence
            }
            Some((_, info)) => Place::Inside(info),
        };
        out.push((line, place));
    }
    out
}

/// The tables of a Markdown page, outside fenced code blocks.
fn tables(page: &str) -> Vec<Table<'_>> {
    let lines: Vec<(&str, Place<'_>)> = places(page);
    let outside = |i: usize| {
        lines
            .get(i)
            .filter(|(line, place)| *place == Place::Outside && line.starts_with('|'))
            .map(|(line, _)| *line)
    };
    let mut tables = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let (Some(header), Some(delimiter)) = (outside(i), outside(i + 1)) else {
            i += 1;
            continue;
        };
        if !delimiter
            .bytes()
            .all(|b| matches!(b, b'|' | b'-' | b':' | b' '))
        {
            i += 1;
            continue;
        }
        let mut table = Table {
            line: i + 1,
            header: cells(header).into_iter().map(str::to_owned).collect(),
            rows: Vec::new(),
        };
        i += 2;
        while let Some(row) = outside(i) {
            table.rows.push((i + 1, cells(row)));
            i += 1;
        }
        tables.push(table);
    }
    tables
}

/// The lines of the headings of a Markdown page (from 1), outside fenced code blocks.
fn headings(page: &str) -> Vec<usize> {
    places(page)
        .into_iter()
        .enumerate()
        .filter(|(_, (line, place))| *place == Place::Outside && line.starts_with('#'))
        .map(|(i, _)| i + 1)
        .collect()
}

/// The cells of a row: between the `|`s, trimmed. No cell of the page holds a `|`.
fn cells(row: &str) -> Vec<&str> {
    let inner = row.trim().trim_start_matches('|').trim_end_matches('|');
    inner.split('|').map(str::trim).collect()
}

/// The Rust blocks of a page (info string `rust`, or `rust,...`), each with the line of its
/// first line.
fn rust_blocks(page: &str) -> Vec<(usize, Vec<&str>)> {
    let mut blocks: Vec<(usize, Vec<&str>)> = Vec::new();
    let mut previous = Place::Outside;
    for (i, (line, place)) in places(page).into_iter().enumerate() {
        if let Place::Inside(info) = place {
            if info.split(',').next() == Some("rust") {
                if previous == Place::Fence {
                    blocks.push((i + 1, Vec::new()));
                }
                if let Some((_, block)) = blocks.last_mut() {
                    block.push(line);
                }
            }
        }
        previous = place;
    }
    blocks
}

/// A cell's text and code spans, in order (CommonMark code spans: a run of backticks up to
/// the next run of as many).
#[derive(Debug, Clone, Copy)]
enum Piece<'a> {
    Text(&'a str),
    Code(&'a str),
}

fn pieces(cell: &str) -> Vec<Piece<'_>> {
    let mut out = Vec::new();
    let mut rest = cell;
    while let Some(start) = rest.find('`') {
        let ticks = rest[start..].bytes().take_while(|&b| b == b'`').count();
        let after = &rest[start + ticks..];
        let mut from = 0;
        let close = loop {
            let Some(at) = after[from..].find('`').map(|at| from + at) else {
                break None;
            };
            let run = after[at..].bytes().take_while(|&b| b == b'`').count();
            if run == ticks {
                break Some(at);
            }
            from = at + run;
        };
        let Some(close) = close else {
            break;
        };
        if start > 0 {
            out.push(Piece::Text(&rest[..start]));
        }
        let code = &after[..close];
        let padded = code.len() >= 2 && code.starts_with(' ') && code.ends_with(' ');
        out.push(Piece::Code(if padded && !code.trim().is_empty() {
            &code[1..code.len() - 1]
        } else {
            code
        }));
        rest = &after[close + ticks..];
    }
    if !rest.is_empty() {
        out.push(Piece::Text(rest));
    }
    out
}

/// The value of a Rust string literal that is all of `code`.
fn string_literal(code: &str) -> Result<String, String> {
    match string_literal_prefix(code)? {
        (value, "") => Ok(value),
        _ => Err(format!("text after the string literal: {code:?}")),
    }
}

/// The value of the Rust string literal at the start of `code`, and what follows it.
fn string_literal_prefix(code: &str) -> Result<(String, &str), String> {
    let mut chars = code.char_indices();
    if chars.next().map(|(_, c)| c) != Some('"') {
        return Err(format!("not a string literal: {code:?}"));
    }
    let mut value = String::new();
    while let Some((i, c)) = chars.next() {
        match c {
            '"' => return Ok((value, &code[i + 1..])),
            '\\' => {
                let escaped = match chars.next().map(|(_, c)| c) {
                    Some('"') => '"',
                    Some('\\') => '\\',
                    Some('\'') => '\'',
                    Some('n') => '\n',
                    Some('t') => '\t',
                    Some('r') => '\r',
                    Some('0') => '\0',
                    Some('u') => {
                        let rest = chars.as_str();
                        let hex = rest
                            .strip_prefix('{')
                            .and_then(|r| r.split_once('}'))
                            .map(|(hex, _)| hex)
                            .ok_or_else(|| format!("a `\\u{{..}}` escape: {code:?}"))?;
                        for _ in 0..hex.len() + 2 {
                            chars.next();
                        }
                        u32::from_str_radix(hex, 16)
                            .ok()
                            .and_then(char::from_u32)
                            .ok_or_else(|| format!("a `\\u{{..}}` escape: {code:?}"))?
                    }
                    other => return Err(format!("an escape this test does not read: {other:?}")),
                };
                value.push(escaped);
            }
            c => value.push(c),
        }
    }
    Err(format!("an unterminated string literal: {code:?}"))
}

/// Each kind of table that this file checks fails on a row that does not hold.
#[test]
fn a_row_that_does_not_hold_fails() {
    let rows = [
        (3, vec!["GET", "`/f/{x}`"]),
        (4, vec!["GET", "`/f/{x}.json`"]),
    ];
    let routes = Routes::new(1, &rows).expect("a table of routes");
    let holds = |kind, cells: &[&str]| check(kind, cells, Some(&routes)).is_ok();
    assert!(holds(
        Kind::Recognition,
        &["`GET /f/a.json`", "`GET /f/{x}.json`, x `\"a\"`"]
    ));
    assert!(!holds(
        Kind::Recognition,
        &["`GET /f/a.json`", "`GET /f/{x}`, x `\"a.json\"`"]
    ));
    assert!(!holds(
        Kind::Recognition,
        &["`GET /f/a`", "`PhotosController#show`"]
    ));
    assert!(!holds(
        Kind::Recognition,
        &["`GET /f/a`", "`GET /g/{x}`, x `\"a\"`"]
    ));
    assert!(holds(
        Kind::RoutePath,
        &["`GET /f/{x}`", "`[\"a.json\"]`", "`/f/a.jso%6E`"]
    ));
    assert!(!holds(
        Kind::RoutePath,
        &["`GET /f/{x}`", "`[\"a.json\"]`", "`/f/a.json`"]
    ));
    assert!(holds(Kind::RoutePath, &["`GET /f/{x}`", "`[]`", "`None`"]));
    assert!(!holds(
        Kind::RoutePath,
        &["`GET /f/{x}`", "`[\"a\"]`", "`None`"]
    ));
    assert!(
        check(
            Kind::RoutePath,
            &["`GET /f/{x}`", "`[\"a\"]`", "`/f/a`"],
            None
        )
        .is_err()
    );
    assert!(check(Kind::Recognition, &["`GET /f/a`", "`GET /f/{x}`"], None).is_err());
    let conflict = |cells: &[&str]| check(Kind::Conflicts, cells, None).is_ok();
    assert!(conflict(&[
        "`GET /a/{x}`, `GET /a/{*y}`",
        "`ParamAndCatchAll`"
    ]));
    assert!(!conflict(&["`GET /a/{x}`, `GET /a/{*y}`", "none"]));
    assert!(!conflict(&["`GET /a/{x}`, `GET /a/{*y}`", "`SameRoute`"]));
    assert!(!conflict(&["`GET /a/{x}`, `POST /a/{y}`", "`SameRoute`"]));
    assert!(check(Kind::Refused, &["`/a/`", "`TrailingSlash`", "2"], None).is_ok());
    assert!(check(Kind::Refused, &["`/a/`", "`TrailingSlash`", "1"], None).is_err());
    assert!(check(Kind::Refused, &["`/a`", "`TrailingSlash`", "2"], None).is_err());
    assert!(check(Kind::Segments, &["catch-all", "`{*a}`", ""], None).is_ok());
    assert!(check(Kind::Segments, &["param", "`{*a}`", ""], None).is_err());
    assert!(
        Routes::new(
            1,
            &[(2, vec!["GET", "`/a/{x}`"]), (3, vec!["GET", "`/a/{y}`"])]
        )
        .expect("a table of routes")
        .recognizer()
        .is_err()
    );
}

#[test]
fn the_page_reader_reads_what_the_page_writes() {
    let cell = "`CommentsController#show`, photo_id `\"a\\\"b\"`, id `\"2\"`";
    assert_eq!(
        Outcome::parse(cell),
        Ok(Outcome::Found {
            controller: "CommentsController".to_owned(),
            action: Action::Show,
            params: vec![
                ("photo_id".to_owned(), "a\"b".to_owned()),
                ("id".to_owned(), "2".to_owned())
            ],
        })
    );
    assert_eq!(
        Outcome::parse("`405`, `Allow: GET, HEAD`"),
        Ok(Outcome::NotAllowed("GET, HEAD".to_owned()))
    );
    assert!(Outcome::parse("`PhotosController#show` id `\"1\"`").is_err());
    assert_eq!(
        Outcome::parse("`GET /files/{*path}`, path `\"a/b\"`"),
        Ok(Outcome::Route {
            route: "GET /files/{*path}".to_owned(),
            params: vec![("path".to_owned(), "a/b".to_owned())],
        })
    );
    assert!(Outcome::parse("`GET files`").is_err());
    assert_eq!(orders(3).len(), 6);
    assert!(Outcome::parse("404").is_err());
    let [Piece::Code(message)] = pieces("`` `show` needs an id ``")[..] else {
        panic!("one code span");
    };
    assert_eq!(message, "`show` needs an id");
    assert!(matches!(
        Ids::parse(r#"["a, b", "c\u{e9}"]"#),
        Ok(Ids::List(ids)) if ids == ["a, b", "cé"]
    ));
    assert!(matches!(Ids::parse("Some(\"1\")"), Ok(Ids::Option(Some(id))) if id == "1"));
    assert!(Ids::parse("Some(\"1\", \"2\")").is_err());
    assert_eq!(cells("| `a` | b |"), ["`a`", "b"]);
}
