//! docs/routing.md, run: the example application of its section 1 is defined below as the page
//! shows it, and every row of every table of the page is checked against it.
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
//!   (`` `CommentsController#show`, photo_id `"1"`, id `"2"` ``);
//! - `call | result` and `call | path | rule` (a free `rule`): `` `Name`, `action`, ids `` with
//!   the ids as Rust gives them to `path_for` (`None`, `Some("1")`, `["1", "2"]`), and the path;
//!   the path must also recognize back to the call;
//! - `id | path_for(show)`: `PhotosController`'s `show` of that id;
//! - `call | error | message`: the `PathError` variant and its message, with `my_app` for the
//!   module path;
//! - `# | method | path template | action`: the seven routes of every controller of the
//!   application that serves all seven, `<base>` standing for its base path;
//! - `controller | base path | params`: `Controller::path` and `Controller::param_names`;
//! - `step | checks | failure` is an outline of the tables that follow it, and is not checked.

use std::collections::BTreeMap;

use restful_core::http::Request;
use restful_core::{Action, Controller, Match, Method, PathError, RecognizeError, registry};

const PAGE: &str = include_str!("../../docs/routing.md");
const THIS_FILE: &str = include_str!("routing_doc.rs");

// The example application of docs/routing.md §1, as the page shows it.

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
        .ok_or_else(|| format!("no controller `{name}` in the application of §1"))
}

fn action(name: &str) -> Result<Action, String> {
    name.parse().map_err(|err| format!("{err}"))
}

#[test]
fn the_application_is_one_registry_without_conflict() {
    let registry = restful_core::try_registry().unwrap_or_else(|err| panic!("{err}"));
    assert_eq!(registry.len(), controllers().len());
}

#[test]
fn every_table_of_the_page_holds() {
    let mut failures = Vec::new();
    let mut checked: BTreeMap<String, usize> = BTreeMap::new();
    for table in tables(PAGE) {
        let header: Vec<&str> = table.header.iter().map(String::as_str).collect();
        let check: fn(&[&str]) -> Result<(), String> = match header.as_slice() {
            ["request", "outcome"] | ["request", "outcome", "why"] => check_recognition,
            ["call", "result"] | ["call", "path", "rule"] => check_path,
            ["id", "`path_for(show)`"] => check_encoding,
            ["call", "error", "message"] => check_path_error,
            ["#", "method", "path template", "action"] => check_template,
            ["controller", "base path", "params"] => check_base,
            ["step", "checks", "failure"] => continue,
            other => {
                failures.push(format!(
                    "docs/routing.md:{}: a table whose columns this test does not know: {other:?}",
                    table.line
                ));
                continue;
            }
        };
        for (line, cells) in &table.rows {
            let result = if cells.len() == header.len() {
                check(cells)
            } else {
                Err(format!("{} cells, not {}", cells.len(), header.len()))
            };
            if let Err(why) = result {
                failures.push(format!("docs/routing.md:{line}: {why}"));
            }
            *checked.entry(header.join(" | ")).or_default() += 1;
        }
    }
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
    ] {
        assert!(checked.contains_key(columns), "no `{columns}` table found");
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

// §4.6: PATCH read as PUT, in the adapter.

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
fn patch_is_read_as_put_as_section_4_6_shows() {
    let patch = request("PATCH", "/photos/1");
    let found = recognize_patch_as_put(&patch);
    assert_eq!(found, Some((Action::Update, Some("1".to_owned()))));
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
                let (name, action_name) = route
                    .split_once('#')
                    .ok_or_else(|| format!("not `Name#action`: {route:?}"))?;
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
