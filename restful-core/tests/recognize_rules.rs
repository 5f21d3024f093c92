//! Recognition, as docs/routing.md, "2. Recognition" states it: one table per rule, each row
//! `("METHOD path", outcome)`.
//!
//! Every test builds the registry it needs with `Registry::new`, from the controllers below,
//! so that one binary can hold several route tables (the process-wide registry, which holds
//! them all, is not used here). The tables keep one row per line (`#[rustfmt::skip]`).

mod support;

use restful_core::Action;
use restful_core::{Controller, Registry, Restful};
use support::short::{CREATE, DESTROY, EDIT_FORM, INDEX, NEW_FORM, SHOW, UPDATE};
use support::{BadRequest, NotFound, Outcome, allow, check, found};

/// All seven actions under `/photos`.
#[derive(Restful)]
struct Photos;

/// `GET /albums`, `GET /albums/{id}`: a partial controller's `Allow` lists.
#[derive(Restful)]
#[restful(only(index, show))]
struct Albums;

/// No GET at all: `POST /uploads`, `PUT`/`DELETE /uploads/{id}`.
#[derive(Restful)]
#[restful(only(create, update, destroy))]
struct Uploads;

/// `GET /photos/archive`, where `Photos`' `{id}` goes; nothing below it.
#[derive(Restful)]
#[restful(prefix = "/photos", resource = "archive", only(index))]
struct Archive;

/// `/photos/new_form/tags`: nested below `Photos`' `new_form`.
#[derive(Restful)]
#[restful(prefix = "/photos/new_form", resource = "tags")]
struct Tags;

/// Base path `/photos/new_form`: `POST` beside `Photos`' `GET /photos/new_form`, and `{id}`
/// routes below it.
#[derive(Restful)]
#[restful(prefix = "/photos", resource = "new_form")]
#[restful(only(create, show, edit_form))]
struct Drafts;

/// Base path `/photos/edit_form`, all seven actions.
#[derive(Restful)]
#[restful(prefix = "/photos", resource = "edit_form")]
struct Edits;

/// Base path `/photos/1`, `show` only: `/photos/1/{id}` with no static template `/photos/1`.
#[derive(Restful)]
#[restful(prefix = "/photos", resource = "1", only(show))]
struct First;

/// `/a`, `/a/b`, `/a/b/c`: base paths nested three deep, all seven actions each.
#[derive(Restful)]
#[restful(resource = "a")]
struct A;

#[derive(Restful)]
#[restful(prefix = "/a", resource = "b")]
struct AB;

#[derive(Restful)]
#[restful(prefix = "/a/b", resource = "c")]
#[allow(clippy::upper_case_acronyms)] // Named after its base path, as `A` and `AB` are.
struct ABC;

fn registry(controllers: &[&'static Controller]) -> Registry {
    Registry::new(controllers.iter().copied()).unwrap_or_else(|err| panic!("{err}"))
}

/// Photos, Albums, Uploads: no nesting.
fn basic() -> Registry {
    registry(&[Photos::CONTROLLER, Albums::CONTROLLER, Uploads::CONTROLLER])
}

fn photos(action: Action, id: Option<&str>) -> Outcome {
    found::<Photos>(action, id)
}

fn show(id: &str) -> Outcome {
    photos(SHOW, Some(id))
}

/// routing.md 2.1: everything from the first `?` on is ignored.
#[test]
fn query_is_ignored() {
    #[rustfmt::skip]
    check(&basic(), &[
        ("GET /photos?page=2",          photos(INDEX, None)),
        ("GET /photos?",                photos(INDEX, None)),
        ("POST /photos?x=1",            photos(CREATE, None)),
        ("GET /photos/new_form?x=1",    photos(NEW_FORM, None)),
        ("GET /photos/1?x=1",           show("1")),
        ("GET /photos/1?a/b?c#d",       show("1")),
        ("GET /photos/1/edit_form?",    photos(EDIT_FORM, Some("1"))),
        ("DELETE /photos/1?",           photos(DESTROY, Some("1"))),
        // The query goes before the trailing slash and the empty segments are looked at.
        ("GET /photos/1/?x=1",          show("1")),
        ("GET /photos/?",               photos(INDEX, None)),
        ("GET /photos?//",              photos(INDEX, None)),
        ("GET /photos?/1",              photos(INDEX, None)),
        ("GET /photos?x=/photos/1",     photos(INDEX, None)),
        // The query is not looked at at all, not even its escapes.
        ("GET /photos/1?%zz",           show("1")),
        ("GET /photos/%zz?x",           BadRequest),
        // An encoded `?` is part of the segment.
        ("GET /photos/%3F",             show("?")),
        ("GET /photos/a%3Fb?c",         show("a?b")),
        ("GET /?photos",                NotFound),
        ("GET ?/photos",                NotFound),
        ("GET /nothing?x",              NotFound),
        ("PATCH /photos?x",             allow("GET, HEAD, POST")),
        // A `?` where an id would be: the template is chosen after the cut, so the Allow list
        // is the cut path's, and the id ends at the `?`.
        ("PATCH /photos/?",             allow("GET, HEAD, POST")),
        ("PATCH /photos/?x=1",          allow("GET, HEAD, POST")),
        ("PATCH /photos/1?/edit_form",  allow("GET, HEAD, PUT, DELETE")),
        ("PUT /photos/1?x",             photos(UPDATE, Some("1"))),
        ("GET /photos/a?b/edit_form",   show("a")),
        ("GET /photos/1/edit_form?x/y", photos(EDIT_FORM, Some("1"))),
        ("GET /photos/new_form?/x",     photos(NEW_FORM, None)),
        ("GET /photos/%zz?/1",          BadRequest),
        ("GET /photos/.?x",             NotFound),
    ]);
}

/// routing.md 2.1 and 2.2: the path that a match keeps is the request's less its query and one
/// trailing `/`, found in the same pass as the segments.
#[test]
fn the_matched_path_loses_its_query_and_one_trailing_slash() {
    let registry = basic();
    #[rustfmt::skip]
    let rows = [
        ("/photos",                   "/photos"),
        ("/photos/",                  "/photos"),
        ("/photos?x=/y",              "/photos"),
        ("/photos/?x",                "/photos"),
        ("/photos/?",                 "/photos"),
        ("/photos?/",                 "/photos"),
        ("/photos/1?a/b?c",           "/photos/1"),
        ("/photos/1/?",               "/photos/1"),
        ("/photos/1/edit_form/?x=/",  "/photos/1/edit_form"),
        ("/photos/an-id-of-more-than-16-bytes/", "/photos/an-id-of-more-than-16-bytes"),
        ("/photos/an-id-of-more-than-16-bytes?q", "/photos/an-id-of-more-than-16-bytes"),
        ("/photos/another-id-of-over-16-bytes/?q", "/photos/another-id-of-over-16-bytes"),
    ];
    for (path, seen) in rows {
        let found = registry.recognize(&restful_core::Method::GET, path);
        let kept = found.map(restful_core::MatchBuf::from);
        assert_eq!(kept.as_ref().map(|kept| kept.path()), Ok(seen), "{path:?}");
    }
}

/// routing.md 2.1: a path not starting with `/` is `NotFound`.
#[test]
fn path_must_start_with_slash() {
    #[rustfmt::skip]
    check(&basic(), &[
        ("GET /photos",                     photos(INDEX, None)),
        ("GET photos",                      NotFound),
        ("GET photos/1",                    NotFound),
        ("POST photos",                     NotFound),
        ("GET ",                            NotFound),
        ("GET  /photos",                    NotFound),
        ("GET ./photos",                    NotFound),
        ("GET %2Fphotos",                   NotFound),
        ("GET \\photos",                    NotFound),
        ("GET http://example.com/photos",   NotFound),
        ("GET *",                           NotFound),
        ("OPTIONS *",                       NotFound),
        ("PATCH photos/1",                  NotFound),
        ("GET ?x",                          NotFound),
    ]);
}

/// routing.md 2.2: one trailing `/` is ignored; the root `/` is never stripped.
#[test]
fn one_trailing_slash_is_ignored_root_never() {
    #[rustfmt::skip]
    check(&basic(), &[
        ("GET /photos/",                photos(INDEX, None)),
        ("POST /photos/",               photos(CREATE, None)),
        ("GET /photos/new_form/",       photos(NEW_FORM, None)),
        ("GET /photos/1/",              show("1")),
        ("PUT /photos/1/",              photos(UPDATE, Some("1"))),
        ("DELETE /photos/1/",           photos(DESTROY, Some("1"))),
        ("GET /photos/1/edit_form/",    photos(EDIT_FORM, Some("1"))),
        ("GET /photos/.../",            show("...")),
        ("PATCH /photos/",              allow("GET, HEAD, POST")),
        // An encoded slash is not a trailing slash.
        ("GET /photos/%2F",             show("/")),
        // One only.
        ("GET /photos//",               NotFound),
        ("GET /photos/1//",             NotFound),
        ("GET /photos///",              NotFound),
        // The root stays `/` (no template is `/`); `//` is the root and an empty segment.
        ("GET /",                       NotFound),
        ("GET //",                      NotFound),
        ("GET /?x",                     NotFound),
    ]);
}

/// routing.md 2.2: any other empty segment is `NotFound`.
#[test]
fn empty_segments_are_not_found() {
    #[rustfmt::skip]
    check(&basic(), &[
        ("GET //photos",                NotFound),
        ("GET /photos//1",              NotFound),
        ("GET /photos//1/edit_form",    NotFound),
        ("GET /photos/1//edit_form",    NotFound),
        ("GET /photos//edit_form",      NotFound),
        ("GET /photos//new_form",       NotFound),
        ("PUT /photos//",               NotFound),
        ("DELETE //",                   NotFound),
        ("GET ///",                     NotFound),
        // 404 comes before 405 and 400.
        ("PATCH /photos//1",            NotFound),
        ("GET /photos//%zz",            NotFound),
        ("GET /photos/%zz//",           NotFound),
    ]);
}

/// routing.md 2.3: static segments compare byte for byte: case-sensitive, never decoded.
#[test]
fn static_segments_compare_byte_for_byte() {
    #[rustfmt::skip]
    check(&basic(), &[
        ("GET /Photos",                 NotFound),
        ("GET /PHOTOS/1",               NotFound),
        ("GET /photo",                  NotFound),
        ("GET /photoss",                NotFound),
        ("GET /photos%2F1",             NotFound),
        ("GET /%70hotos",               NotFound),
        ("GET /%70hotos/1",             NotFound),
        ("GET /ph%C3%B6tos",            NotFound),
        ("GET /phötos",                 NotFound),
        // Not `new_form`, so an id.
        ("GET /photos/New_form",        show("New_form")),
        ("GET /photos/NEW_FORM",        show("NEW_FORM")),
        ("GET /photos/%6Eew_form",      show("new_form")),
        ("GET /photos/new%5Fform",      show("new_form")),
        ("GET /photos/new_form%20",     show("new_form ")),
        ("GET /photos/new_form ",       show("new_form ")),
        ("GET /photos/new_forms",       show("new_forms")),
        ("GET /photos/new",             show("new")),
        // Not `edit_form`, so no template.
        ("GET /photos/1/Edit_form",     NotFound),
        ("GET /photos/1/edit_form2",    NotFound),
        ("GET /photos/1/edit_for",      NotFound),
        ("GET /photos/1/edit%5Fform",   NotFound),
        ("GET /photos/1/%65dit_form",   NotFound),
    ]);
    #[rustfmt::skip]
    check(&registry(&[Photos::CONTROLLER, Archive::CONTROLLER]), &[
        ("GET /photos/archive",         found::<Archive>(INDEX, None)),
        ("GET /photos/Archive",         show("Archive")),
        ("GET /photos/%61rchive",       show("archive")),
        ("GET /photos/archive%20",      show("archive ")),
    ]);
}

/// routing.md 2.4: the template is chosen by the path alone; of the whole path as a static
/// template, `<parent>/{id}` and `<grandparent>/{id}/edit_form`, the first that is a template
/// wins: static segments beat `{id}`, the leftmost difference decides, and a static branch that
/// leads nowhere falls back to `{id}`.
#[test]
fn static_beats_id_with_fallback() {
    // The examples of routing.md 2.4.
    #[rustfmt::skip]
    check(&registry(&[Photos::CONTROLLER]), &[
        ("GET /photos/new_form",                photos(NEW_FORM, None)),
        ("GET /photos/new_form/edit_form",      photos(EDIT_FORM, Some("new_form"))),
        ("GET /photos/edit_form",               show("edit_form")),
        ("GET /photos/edit_form/edit_form",     photos(EDIT_FORM, Some("edit_form"))),
        ("PUT /photos/edit_form",               photos(UPDATE, Some("edit_form"))),
        // By the path alone: `/photos/new_form` is chosen, and it has no PUT.
        ("PUT /photos/new_form",                allow("GET, HEAD")),
        ("DELETE /photos/new_form",             allow("GET, HEAD")),
        ("PUT /photos/new_form/edit_form",      allow("GET, HEAD")),
        ("GET /photos/new_form/1",              NotFound),
    ]);

    // A static branch below `{id}` that leads nowhere (`/photos/archive` has nothing below
    // it), and one that leads somewhere (`/photos/new_form/tags`).
    #[rustfmt::skip]
    check(&registry(&[Photos::CONTROLLER, Archive::CONTROLLER, Tags::CONTROLLER]), &[
        ("GET /photos/archive",                     found::<Archive>(INDEX, None)),
        ("HEAD /photos/archive",                    found::<Archive>(INDEX, None)),
        ("DELETE /photos/archive",                  allow("GET, HEAD")),
        ("PUT /photos/archive",                     allow("GET, HEAD")),
        ("GET /photos/archive/edit_form",           photos(EDIT_FORM, Some("archive"))),
        ("GET /photos/archive/1",                   NotFound),
        ("GET /photos/archive/1/edit_form",         NotFound),
        ("GET /photos/archived",                    show("archived")),
        ("GET /photos/archiv",                      show("archiv")),
        ("GET /photos/archiv/edit_form",            photos(EDIT_FORM, Some("archiv"))),
        ("GET /photos/new_form",                    photos(NEW_FORM, None)),
        ("GET /photos/new_form/edit_form",          photos(EDIT_FORM, Some("new_form"))),
        ("GET /photos/new_form/7",                  NotFound),
        ("GET /photos/new_form/tags",               found::<Tags>(INDEX, None)),
        ("POST /photos/new_form/tags",              found::<Tags>(CREATE, None)),
        ("GET /photos/new_form/tags/new_form",      found::<Tags>(NEW_FORM, None)),
        ("GET /photos/new_form/tags/7",             found::<Tags>(SHOW, Some("7"))),
        ("PUT /photos/new_form/tags/7",             found::<Tags>(UPDATE, Some("7"))),
        ("GET /photos/new_form/tags/edit_form",     found::<Tags>(SHOW, Some("edit_form"))),
        ("GET /photos/new_form/tags/7/edit_form",   found::<Tags>(EDIT_FORM, Some("7"))),
        ("GET /photos/new_form/tags/7/8",           NotFound),
        ("GET /photos/new_form/tag",                NotFound),
    ]);

    // `<parent>/{id}` beats `<grandparent>/{id}/edit_form`: `/photos/new_form/{id}` exists.
    // And one static template, two controllers: GET from one, POST from the other.
    #[rustfmt::skip]
    check(&registry(&[Photos::CONTROLLER, Drafts::CONTROLLER]), &[
        ("GET /photos/new_form",                photos(NEW_FORM, None)),
        ("HEAD /photos/new_form",               photos(NEW_FORM, None)),
        ("POST /photos/new_form",               found::<Drafts>(CREATE, None)),
        ("PUT /photos/new_form",                allow("GET, HEAD, POST")),
        ("GET /photos/new_form/7",              found::<Drafts>(SHOW, Some("7"))),
        ("GET /photos/new_form/edit_form",      found::<Drafts>(SHOW, Some("edit_form"))),
        ("PUT /photos/new_form/edit_form",      allow("GET, HEAD")),
        ("GET /photos/new_form/7/edit_form",    found::<Drafts>(EDIT_FORM, Some("7"))),
        ("PUT /photos/new_form/7",              allow("GET, HEAD")),
        ("GET /photos/7/edit_form",             photos(EDIT_FORM, Some("7"))),
    ]);

    // A base path named `edit_form`, and one (`/photos/1`) with `{id}` routes but no static
    // template.
    #[rustfmt::skip]
    check(&registry(&[Photos::CONTROLLER, Edits::CONTROLLER, First::CONTROLLER]), &[
        ("GET /photos/edit_form",                   found::<Edits>(INDEX, None)),
        ("POST /photos/edit_form",                  found::<Edits>(CREATE, None)),
        ("PUT /photos/edit_form",                   allow("GET, HEAD, POST")),
        ("GET /photos/edit_form/new_form",          found::<Edits>(NEW_FORM, None)),
        ("GET /photos/edit_form/edit_form",         found::<Edits>(SHOW, Some("edit_form"))),
        ("GET /photos/edit_form/7/edit_form",       found::<Edits>(EDIT_FORM, Some("7"))),
        ("GET /photos/edit_form/edit_form/edit_form", found::<Edits>(EDIT_FORM, Some("edit_form"))),
        ("GET /photos/1",                           show("1")),
        ("PUT /photos/1",                           photos(UPDATE, Some("1"))),
        ("GET /photos/1/edit_form",                 found::<First>(SHOW, Some("edit_form"))),
        ("PUT /photos/1/edit_form",                 allow("GET, HEAD")),
        ("GET /photos/2/edit_form",                 photos(EDIT_FORM, Some("2"))),
        ("GET /photos/1/2",                         found::<First>(SHOW, Some("2"))),
        ("GET /photos/1/2/edit_form",               NotFound),
    ]);

    // Three deep.
    #[rustfmt::skip]
    check(&registry(&[A::CONTROLLER, AB::CONTROLLER, ABC::CONTROLLER]), &[
        ("GET /a",                      found::<A>(INDEX, None)),
        ("GET /a/b",                    found::<AB>(INDEX, None)),
        ("GET /a/b/c",                  found::<ABC>(INDEX, None)),
        ("GET /a/new_form",             found::<A>(NEW_FORM, None)),
        ("GET /a/b/new_form",           found::<AB>(NEW_FORM, None)),
        ("GET /a/b/c/new_form",         found::<ABC>(NEW_FORM, None)),
        ("GET /a/x",                    found::<A>(SHOW, Some("x"))),
        ("GET /a/b/x",                  found::<AB>(SHOW, Some("x"))),
        ("GET /a/b/c/x",                found::<ABC>(SHOW, Some("x"))),
        ("GET /a/x/edit_form",          found::<A>(EDIT_FORM, Some("x"))),
        ("GET /a/b/x/edit_form",        found::<AB>(EDIT_FORM, Some("x"))),
        ("GET /a/b/c/x/edit_form",      found::<ABC>(EDIT_FORM, Some("x"))),
        ("GET /a/b/edit_form",          found::<AB>(SHOW, Some("edit_form"))),
        ("GET /a/b/c/edit_form",        found::<ABC>(SHOW, Some("edit_form"))),
        ("DELETE /a/b",                 allow("GET, HEAD, POST")),
        ("DELETE /a/b/c/d",             found::<ABC>(DESTROY, Some("d"))),
        ("GET /a/x/c",                  NotFound),
        ("GET /a/x/new_form",           NotFound),
        ("GET /a/new_form/c",           NotFound),
        ("GET /a/b/c/x/y",              NotFound),
        ("GET /a/b/c/x/edit_form/y",    NotFound),
    ]);
}

/// routing.md 2.5: HEAD is answered as GET (RFC 9110); the match is the GET route.
#[test]
fn head_is_answered_as_get() {
    #[rustfmt::skip]
    check(&basic(), &[
        ("HEAD /photos",                photos(INDEX, None)),
        ("HEAD /photos/new_form",       photos(NEW_FORM, None)),
        ("HEAD /photos/1",              show("1")),
        ("HEAD /photos/1/edit_form",    photos(EDIT_FORM, Some("1"))),
        ("HEAD /photos/%41",            show("A")),
        ("HEAD /photos/?x",             photos(INDEX, None)),
        ("HEAD /albums/1",              found::<Albums>(SHOW, Some("1"))),
        // `Albums` has no `new_form`: an id.
        ("HEAD /albums/new_form",       found::<Albums>(SHOW, Some("new_form"))),
        // No GET, no HEAD.
        ("HEAD /uploads",               allow("POST")),
        ("HEAD /uploads/1",             allow("PUT, DELETE")),
        ("HEAD /photos/%zz",            BadRequest),
        ("HEAD /photos/.",              NotFound),
        ("HEAD /nothing",               NotFound),
    ]);
}

/// routing.md 2.5: a method the chosen template does not route is `MethodNotAllowed`, whose
/// methods are the template's, in the order GET, HEAD, POST, PUT, DELETE, HEAD wherever GET is.
/// PATCH, OPTIONS and any other verb get a 405, never a route.
#[test]
fn method_not_allowed_lists_the_template_methods_in_order() {
    #[rustfmt::skip]
    let templates = [
        ("/photos",             "GET, HEAD, POST"),
        ("/photos/new_form",    "GET, HEAD"),
        ("/photos/1",           "GET, HEAD, PUT, DELETE"),
        ("/photos/1/edit_form", "GET, HEAD"),
        ("/albums",             "GET, HEAD"),
        ("/albums/1",           "GET, HEAD"),
        ("/uploads",            "POST"),
        ("/uploads/1",          "PUT, DELETE"),
    ];
    let other_verbs = [
        "PATCH", "OPTIONS", "TRACE", "CONNECT", "PURGE", "PROPFIND", "M-SEARCH", "get", "Get",
        "head", "GETS", "HEADER",
    ];
    let mut rows: Vec<(String, Outcome)> = templates
        .iter()
        .flat_map(|&(path, methods)| {
            other_verbs
                .iter()
                .map(move |verb| (format!("{verb} {path}"), allow(methods)))
        })
        .collect();
    #[rustfmt::skip]
    rows.extend([
        ("PUT /photos",                 "GET, HEAD, POST"),
        ("DELETE /photos",              "GET, HEAD, POST"),
        ("POST /photos/new_form",       "GET, HEAD"),
        ("PUT /photos/new_form",        "GET, HEAD"),
        ("POST /photos/1",              "GET, HEAD, PUT, DELETE"),
        ("POST /photos/1/edit_form",    "GET, HEAD"),
        ("DELETE /photos/1/edit_form",  "GET, HEAD"),
        ("POST /albums",                "GET, HEAD"),
        ("PUT /albums/1",               "GET, HEAD"),
        ("DELETE /albums/1",            "GET, HEAD"),
        ("GET /uploads",                "POST"),
        ("PUT /uploads",                "POST"),
        ("GET /uploads/1",              "PUT, DELETE"),
        ("POST /uploads/1",             "PUT, DELETE"),
    ].map(|(request, methods)| (request.to_owned(), allow(methods))));
    check(&basic(), &rows);

    // One template, routes from two controllers.
    #[rustfmt::skip]
    check(&registry(&[Photos::CONTROLLER, Drafts::CONTROLLER]), &[
        ("PATCH /photos/new_form",      allow("GET, HEAD, POST")),
        ("DELETE /photos/new_form",     allow("GET, HEAD, POST")),
        ("PATCH /photos/new_form/1",    allow("GET, HEAD")),
    ]);
}

/// routing.md 2: `NotFound` (steps 2.1–2.4), then `MethodNotAllowed` (2.5), then the id rules
/// (2.6).
#[test]
fn not_found_before_405_before_400() {
    #[rustfmt::skip]
    check(&basic(), &[
        ("PATCH /photos/%zz",           allow("GET, HEAD, PUT, DELETE")),
        ("POST /photos/%zz",            allow("GET, HEAD, PUT, DELETE")),
        ("POST /photos/%FF",            allow("GET, HEAD, PUT, DELETE")),
        ("PATCH /photos/%zz/edit_form", allow("GET, HEAD")),
        ("PATCH /albums/%zz",           allow("GET, HEAD")),
        ("GET /uploads/%zz",            allow("PUT, DELETE")),
        ("GET /photos/%zz",             BadRequest),
        ("PUT /photos/%FF",             BadRequest),
        ("GET /photos/%zz/edit_form",   BadRequest),
        ("DELETE /uploads/%zz",         BadRequest),
        ("PATCH /nothing/%zz",          NotFound),
        ("PATCH /photos//%zz",          NotFound),
        ("PATCH /photos/%zz/x",         NotFound),
        ("GET /photos/%zz/x",           NotFound),
        ("GET /Photos/%zz",             NotFound),
        ("PATCH photos/%zz",            NotFound),
    ]);
}

/// routing.md 2.6: a raw `.` or `..` segment is never an id (`NotFound`); nothing is
/// normalized. The dot rule is an id rule (step 2.6), so a method the template lacks is a 405
/// first.
#[test]
fn dot_segments_are_never_ids() {
    #[rustfmt::skip]
    check(&basic(), &[
        ("GET /photos/.",               NotFound),
        ("GET /photos/..",              NotFound),
        ("HEAD /photos/.",              NotFound),
        ("PUT /photos/.",               NotFound),
        ("DELETE /photos/..",           NotFound),
        ("GET /photos/./edit_form",     NotFound),
        ("GET /photos/../edit_form",    NotFound),
        ("GET /photos/./",              NotFound),
        ("GET /photos/..?x",            NotFound),
        ("GET /albums/..",              NotFound),
        // Never normalized either.
        ("GET /photos/../photos",       NotFound),
        ("GET /photos/./1",             NotFound),
        ("GET /./photos",               NotFound),
        ("GET /photos/1/..",            NotFound),
        // Step 2.5 before step 2.6.
        ("PATCH /photos/.",             allow("GET, HEAD, PUT, DELETE")),
        ("POST /photos/..",             allow("GET, HEAD, PUT, DELETE")),
        ("PUT /photos/./edit_form",     allow("GET, HEAD")),
        // Other dotted segments are ids, and so are encoded dots.
        ("GET /photos/...",             show("...")),
        ("GET /photos/.a",              show(".a")),
        ("GET /photos/a.",              show("a.")),
        ("GET /photos/..a",             show("..a")),
        ("GET /photos/%2E",             show(".")),
        ("GET /photos/%2e",             show(".")),
        ("GET /photos/%2E%2E",          show("..")),
        ("GET /photos/%2E.",            show("..")),
        ("GET /photos/.%2E",            show("..")),
        ("DELETE /photos/%2E",          photos(DESTROY, Some("."))),
        ("GET /photos/%2E/edit_form",   photos(EDIT_FORM, Some("."))),
    ]);
    #[rustfmt::skip]
    check(&registry(&[A::CONTROLLER, AB::CONTROLLER, ABC::CONTROLLER]), &[
        ("GET /a/./edit_form",          NotFound),
        ("GET /a/b/..",                 NotFound),
        ("GET /a/b/c/.",                NotFound),
        ("GET /a/../b",                 NotFound),
        ("GET /a/b/../edit_form",       NotFound),
    ]);
}

/// routing.md 2.6: the id is percent-decoded; `+` stays `+`, `%2F` becomes `/`, `#` is an
/// ordinary byte, and the id keeps its dots (no format suffix is split off).
#[test]
fn ids_are_percent_decoded() {
    #[rustfmt::skip]
    check(&basic(), &[
        ("GET /photos/42",                  show("42")),
        ("GET /photos/a+b",                 show("a+b")),
        ("GET /photos/a%2Bb",               show("a+b")),
        ("GET /photos/a%20b",               show("a b")),
        ("GET /photos/a b",                 show("a b")),
        ("GET /photos/%20",                 show(" ")),
        ("GET /photos/a%2Fb",               show("a/b")),
        ("GET /photos/a%2fb",               show("a/b")),
        ("GET /photos/%2F",                 show("/")),
        ("GET /photos/%2F%2F",              show("//")),
        ("PUT /photos/a%2Fb",               photos(UPDATE, Some("a/b"))),
        ("DELETE /photos/a%2Fb",            photos(DESTROY, Some("a/b"))),
        ("GET /photos/a%2Fb/edit_form",     photos(EDIT_FORM, Some("a/b"))),
        ("GET /photos/a#b",                 show("a#b")),
        ("GET /photos/#",                   show("#")),
        ("GET /photos/1#top",               show("1#top")),
        ("GET /photos/%23",                 show("#")),
        ("GET /photos/1.json",              show("1.json")),
        ("GET /photos/photo.tar.gz",        show("photo.tar.gz")),
        ("GET /photos/new_form.json",       show("new_form.json")),
        ("GET /photos/1.json/edit_form",    photos(EDIT_FORM, Some("1.json"))),
        ("GET /photos/1/edit_form.html",    NotFound),
        ("GET /photos/caf%C3%A9",           show("café")),
        ("GET /photos/caf%c3%a9",           show("café")),
        ("GET /photos/café",                show("café")),
        ("GET /photos/%E2%82%AC",           show("€")),
        ("GET /photos/%F0%9F%A6%80",        show("🦀")),
        ("GET /photos/%25",                 show("%")),
        ("GET /photos/%2525",               show("%25")),
        ("GET /photos/%00",                 show("\0")),
        ("GET /photos/%41%42",              show("AB")),
        ("GET /photos/%6Eew_form",          show("new_form")),
        ("GET /photos/!$&'()*,;=:@~",       show("!$&'()*,;=:@~")),
        ("GET /photos/a%3Fb",               show("a?b")),
    ]);
}

/// routing.md 2.6: a malformed escape, or bytes that are not UTF-8, in the id give `BadRequest`.
#[test]
fn malformed_escapes_and_non_utf8_are_bad_request() {
    #[rustfmt::skip]
    check(&basic(), &[
        // Malformed escapes.
        ("GET /photos/%",               BadRequest),
        ("GET /photos/a%",              BadRequest),
        ("GET /photos/%2",              BadRequest),
        ("GET /photos/ok%4",            BadRequest),
        ("GET /photos/%zz",             BadRequest),
        ("GET /photos/%g0",             BadRequest),
        ("GET /photos/%0g",             BadRequest),
        ("GET /photos/%%41",            BadRequest),
        ("GET /photos/%+1",             BadRequest),
        ("GET /photos/%-1",             BadRequest),
        ("GET /photos/% 1",             BadRequest),
        ("GET /photos/%é",              BadRequest),
        ("GET /photos/%41%",            BadRequest),
        // Well-formed escapes of bytes that are not UTF-8.
        ("GET /photos/%FF",             BadRequest),
        ("GET /photos/%80",             BadRequest),
        ("GET /photos/%C3",             BadRequest),
        ("GET /photos/%C3%28",          BadRequest),
        ("GET /photos/%E2%82",          BadRequest),
        ("GET /photos/%ED%A0%80",       BadRequest),
        ("GET /photos/%C0%AF",          BadRequest),
        ("GET /photos/%F4%90%80%80",    BadRequest),
        ("GET /photos/caf%E9",          BadRequest),
        // Every method and template that takes an id.
        ("HEAD /photos/%FF",            BadRequest),
        ("PUT /photos/%zz",             BadRequest),
        ("DELETE /photos/%",            BadRequest),
        ("GET /photos/%zz/edit_form",   BadRequest),
        ("GET /photos/%zz?x",           BadRequest),
        ("GET /photos/%zz/",            BadRequest),
        // Outside the id, an escape is just bytes that match no static segment.
        ("GET /photos%zz",              NotFound),
        ("GET /%FF/1",                  NotFound),
        ("GET /photos/1/edit_form%",    NotFound),
        ("GET /photos/1?%",             show("1")),
    ]);
}

#[derive(Restful)]
#[restful(resource = "stories")]
struct Stories;

#[derive(Restful)]
#[restful(parent = Stories, resource = "comments")]
struct StoryComments;

/// The 400 of a router (`adapter::dispatch`) names the first param, in path order, that is a
/// malformed escape or not UTF-8: whatever its name, the parent's id as well as the own.
#[test]
fn a_routers_400_names_the_first_param_that_is_malformed() {
    use restful_core::adapter::{self, Rejection, Routed};
    use restful_core::{Method, RecognizeError, RouteTable};

    let controllers = [Stories::CONTROLLER, StoryComments::CONTROLLER];
    let routes = controllers.iter().flat_map(|c| c.routes()).map(|r| (r, ()));
    let table = RouteTable::new(routes).expect("no conflict");
    #[rustfmt::skip]
    let rows: [(Method, &str, Option<&str>); 8] = [
        (Method::GET,    "/stories/%ZZ/comments/1",      Some("story_id")),
        (Method::GET,    "/stories/1/comments/%ZZ",      Some("id")),
        (Method::PUT,    "/stories/%FF/comments/%zz",    Some("story_id")),
        (Method::GET,    "/stories/ok/comments/caf%E9",  Some("id")),
        (Method::DELETE, "/stories/%",                   Some("id")),
        (Method::GET,    "/stories/%zz/comments",        Some("story_id")),
        // Not a 400: a 404, and an escape outside a param.
        (Method::GET,    "/stories/../comments/%zz",     None),
        (Method::GET,    "/stories%zz",                  None),
    ];
    for (method, path, param) in rows {
        let refused = match adapter::dispatch(&table, &method, Some(path), None, || None) {
            Routed::Refused(rejection) => Some(rejection),
            _ => None,
        };
        let expected = param.map(|param| Rejection::BadParam { param });
        assert_eq!(refused, expected, "{method} {path}");
        if let Some(refused) = refused {
            assert_eq!(refused.status(), 400);
            assert_eq!(refused.recognize_error(), Some(RecognizeError::BadRequest));
            let message = format!(
                "the param `{}` is a malformed percent-escape or not UTF-8",
                param.unwrap_or_default()
            );
            assert_eq!(refused.message(), message);
            let response: restful_core::http::Response<String> = refused.to_response();
            assert_eq!(response.body(), &message);
            assert_eq!(
                response.extensions().get(),
                Some(&RecognizeError::BadRequest)
            );
        }
    }
}
