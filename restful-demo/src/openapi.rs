//! `/openapi.json`: the OpenAPI 3.1 document of every restful route of the app, made from the
//! registry by restful-openapi, so that it lists exactly the routes the app serves, with what
//! each action takes and every status it answers (`crate::schemas` has the shapes).
//!
//! | status | when | body |
//! |---|---|---|
//! | 200, 201, 204 | the action's success, to JSON clients (`Accept` prefers `application/json`); 201 with `Location` | JSON; a page for browsers (200) |
//! | 303 | a write's success, to a browser: to the page to show next (`Location`) | none |
//! | 400 | a JSON body that does not parse, a search with two `q`; a username with a malformed escape (`/~%zz`: the one untyped param; a typed id that does not parse is a 404) | JSON `{"errors": [...]}` (`Errors`; `Refusal` for the username) or a page |
//! | 303 | also: a browser that is not signed in, to a guarded action: to the sign-in form (`crate::auth`) | none |
//! | 401 | a JSON client without valid HTTP Basic credentials, to a guarded action; a wrong sign-in; with `WWW-Authenticate: Basic realm="restful-demo"` | JSON `{"errors": [...]}` |
//! | 403 | a write that is not JSON (or JSON with a session cookie), without the session's CSRF token (`crate::csrf`); a photo or comment of another account | JSON `{"errors": [...]}` or a page |
//! | 409 | a sign-up with an email address that is taken | JSON `{"errors": [...]}` or the form again |
//! | 404 | a record that is not there (`Errors`), or a path that no route has: an id that is not an `i64` written one way (`/photos/abc`, `/photos/01`), a param that is `.` or `..` (`Refusal`) | JSON, `Errors` or `Refusal`, or a page |
//! | 405 | a method the path does not answer, with `Allow` | JSON `Refusal`, or a page |
//! | 413 | a body over 2 MiB | JSON `{"errors": [...]}` or a page |
//! | 415 | a write whose body is neither JSON nor a form | JSON `{"errors": [...]}` or a page |
//! | 422 | a body that does not pass validation (`crate::validate`), or that JSON cannot read as the action's input | JSON `{"errors": [...]}`, or the form again |
//!
//! None of restful's plain text is listed: the demo answers every refusal itself
//! (`crate::refusals`), and `Refusal` is its JSON: `{"status": 405, "error": "...", "errors":
//! ["..."]}`. The ids of the paths are `i64`s (`#[restful(id = i64)]`), so each path param is
//! an `integer` of `format: int64`, from the type, and restful's 400 of a malformed escape
//! is gone from the routes whose params are all typed (such a path is no route: 404). A 500
//! (the database failed to answer) is not listed: it is the demo failing, not an answer it
//! gives by design.
//!
//! The guarded operations (those behind the filter "login") name two security schemes: `basic`
//! (HTTP Basic, the email address and password) and `session` (the sign-in cookie).

use std::sync::LazyLock;

use restful_core::adapter::MountedRoute;
use restful_core::http::StatusCode;
use restful_core::{Action, Method, Restful, registry};
use restful_openapi::utoipa::openapi::header::HeaderBuilder;
use restful_openapi::utoipa::openapi::path::{Operation, ParameterBuilder, ParameterIn};
use restful_openapi::utoipa::openapi::schema::{AnyOfBuilder, ObjectBuilder, Type};
use restful_openapi::utoipa::openapi::security::{
    ApiKey, ApiKeyValue, Http, HttpAuthScheme, SecurityScheme,
};
use restful_openapi::utoipa::openapi::{Content, InfoBuilder, Ref, RefOr, Required, Response};
use restful_openapi::{Body, Document, Guard};

use crate::auth;
use crate::comments::CommentsController;
use crate::home::{self, PagesController};
use crate::photos::{self, PhotosController};
use crate::reviews::BookReviewsController;
use crate::schemas::{self, Errors, Refusal};
use crate::session::SessionController;
use crate::settings::SettingsController;
use crate::users::{self, UsersController};

/// Made once: the registry and the app's filters do not change while the program runs.
static JSON: LazyLock<String> = LazyLock::new(|| {
    // The routes as the app mounts them, with their filters: the same `controllers` that
    // `app_with` serves.
    document(crate::mounted_routes()).to_json()
});

/// The document as JSON text, as `/openapi.json` serves it and `--openapi` prints it.
pub fn json() -> &'static str {
    &JSON
}

/// The document: every route, then what each controller's actions take and answer, then
/// what the filters on `routes` answer in their place.
fn document(routes: &[MountedRoute]) -> Document {
    let info = InfoBuilder::new()
        .title("restful-demo")
        .version(env!("CARGO_PKG_VERSION"))
        .description(Some(
            "A photo album with comments on each photo, a search and featured photos, a \
             book-review admin, and the site's settings. Every route answers HTML, or JSON to \
             an `Accept` that prefers `application/json`; the form routes answer HTML only. \
             Reading is open to anyone; writing needs an account (`POST /users`), with HTTP \
             Basic credentials (the email address and password) on each request, or the \
             session cookie of a browser signed in with `POST /session`; only a photo's owner \
             and a comment's author change them (403 for anyone else). Requests that change \
             something need the session's CSRF token (a form's `authenticity_token` field or \
             an `X-CSRF-Token` header, with the session cookie), unless their `Content-Type` \
             is `application/json` and no sign-in cookie comes with them: JSON clients send \
             that, with or without a body. A browser's write is answered with a 303 to the \
             page to show next; a JSON client's with the record.",
        ))
        .build();
    let mut document = Document::new(registry()).info(info);
    document = pages(document);
    document = photos(document);
    document = comments(document);
    document = reviews(document);
    document = settings(document);
    document = users(document);
    document = session(document);
    refusals(guarded(document, routes))
}

const BASIC: &str = "basic";
const SESSION: &str = "session";

/// What the filters answer, on the operations whose routes they guard: "login" (the schemes
/// `basic` and `session`, the 401 of a JSON client that is not signed in, the 303 of a browser
/// to the sign-in form), "owner" and "author" (the 403 of another account's photo or
/// comment). Which operations they guard is the router's say (`routes`), never a list here.
fn guarded(document: Document, routes: &[MountedRoute]) -> Document {
    let mut basic = Http::new(HttpAuthScheme::Basic);
    basic.description = Some(
        "The account's email address and password, on every request: what JSON clients do."
            .to_owned(),
    );
    let session = ApiKey::Cookie(ApiKeyValue::with_description(
        auth::COOKIE,
        "The signed cookie of a browser signed in with `POST /session` (or signed up): \
         requests that carry it need the CSRF token, JSON ones too.",
    ));
    let login = Guard::new()
        .scheme(BASIC, SecurityScheme::Http(basic))
        .scheme(SESSION, SecurityScheme::ApiKey(session))
        .answers(
            StatusCode::UNAUTHORIZED,
            "Unauthorized: a JSON client without valid HTTP Basic credentials, and no session \
             cookie (a browser is sent to the sign-in form instead: 303)",
        )
        .body(StatusCode::UNAUTHORIZED, Body::json::<Errors>());
    let theirs = |what: &str| format!("the {what} is another account's: only its own changes it");
    let owned = |what: &str| {
        Guard::new()
            .answers(
                StatusCode::FORBIDDEN,
                format!("Forbidden: {}", theirs(what)),
            )
            .body(StatusCode::FORBIDDEN, Body::json::<Errors>())
            .body(StatusCode::FORBIDDEN, Body::html())
    };
    let mut document = document.filters(
        routes.iter().cloned(),
        [
            ("login", login),
            ("owner", owned("photo")),
            ("author", owned("comment")),
        ],
    );
    // What a guard cannot say: the headers of its answers, and a 303 or 403 that the action
    // answers for other reasons too.
    for mounted in routes {
        let route = mounted.route();
        let Some(operation) = document.operation_mut(route.controller(), route.action()) else {
            continue;
        };
        for name in mounted.filter_names().flatten() {
            match name {
                "login" => signing_in(operation, route.method() == Method::GET),
                "owner" => also_forbidden(operation, &theirs("photo")),
                "author" => also_forbidden(operation, &theirs("comment")),
                _ => {}
            }
        }
    }
    document
}

/// The headers of the 401 of "login", and the 303 of a browser that is not signed in: to the
/// sign-in form (`Location`, on a GET; a write's 303 has its own `Location` already).
fn signing_in(operation: &mut Operation, get: bool) {
    add_header(
        operation,
        StatusCode::UNAUTHORIZED,
        "WWW-Authenticate",
        &format!("`Basic realm=\"{}\"`.", auth::REALM),
    );
    let sign_in = "a browser that is not signed in is sent to the sign-in form (`Location`), \
                   which brings it back here after a GET";
    let see_other = match operation
        .responses
        .responses
        .get(StatusCode::SEE_OTHER.as_str())
    {
        Some(RefOr::T(response)) => format!("{}; or {sign_in}", response.description),
        _ => format!("See Other: {sign_in}"),
    };
    set_response(operation, StatusCode::SEE_OTHER, &see_other);
    if get {
        add_header(
            operation,
            StatusCode::SEE_OTHER,
            "Location",
            "The path of the sign-in form.",
        );
    }
}

/// `theirs` in the description of a 403 that the action answered already for another reason
/// (the CSRF check's), which the guard's description does not replace.
fn also_forbidden(operation: &mut Operation, theirs: &str) {
    if let Some(RefOr::T(response)) = operation
        .responses
        .responses
        .get_mut(StatusCode::FORBIDDEN.as_str())
        && !response.description.contains(theirs)
    {
        response.description = format!("{}; or {theirs}", response.description);
    }
}

/// The route table (a page only) and this document (JSON only).
fn pages(document: Document) -> Document {
    type C = PagesController;
    let action = |name| {
        C::CONTROLLER
            .action(name)
            .unwrap_or_else(|| panic!("pages declare `{name}`"))
    };
    let (home, openapi) = (action(home::HOME), action(home::OPENAPI));
    document
        .response::<C>(home, StatusCode::OK, Body::html())
        .response::<C>(
            openapi,
            StatusCode::OK,
            Body::new("application/json", schemas::anything()),
        )
        .operation::<C>(home, |operation| {
            operation.summary = Some("The route table".to_owned());
            set_response(
                operation,
                StatusCode::OK,
                "The routes of the app, as a page, whatever the `Accept`",
            );
        })
        .operation::<C>(openapi, |operation| {
            operation.summary = Some("The OpenAPI document".to_owned());
            set_response(
                operation,
                StatusCode::OK,
                "This document, whatever the `Accept`",
            );
        })
}

/// Signing up: no record page to point to, so no `Location`. An account's page: its photos.
fn users(document: Document) -> Document {
    type C = UsersController;
    let profile = C::CONTROLLER
        .action(users::PROFILE)
        .unwrap_or_else(|| panic!("users declare `{}`", users::PROFILE));
    let document = read::<C>(
        document,
        profile,
        Body::json_array::<schemas::ListedPhoto>(),
    )
    .operation::<C>(profile, |operation| {
        operation.summary = Some("An account's photos".to_owned());
        set_response(
            operation,
            StatusCode::OK,
            "The account's photos, oldest first, as `GET /photos` lists them; or its page",
        );
    });
    let document = refused::<C>(
        document,
        profile,
        StatusCode::NOT_FOUND,
        "Not Found: no account has this username (a param that is `.` or `..` names none)",
    );
    let document = write::<C>(
        document,
        Action::Create,
        Some((
            Body::json::<schemas::SignUpInput>(),
            Body::form::<schemas::SignUpForm>(),
        )),
        Some(Body::json::<schemas::Account>()),
        "`return_to` when it is a path of this site, the photos otherwise",
    );
    let document = without_location::<C>(document, Action::Create);
    refused::<C>(
        document,
        Action::Create,
        StatusCode::CONFLICT,
        "Conflict: the email address is another account's (for a browser, the form again)",
    )
}

/// Signing in and out.
fn session(document: Document) -> Document {
    type C = SessionController;
    let mut document = write::<C>(
        document,
        Action::Create,
        Some((
            Body::json::<schemas::SignInInput>(),
            Body::form::<schemas::SignInForm>(),
        )),
        Some(Body::json::<schemas::Account>()),
        "`return_to` when it is a path of this site, the photos otherwise",
    );
    document = without_location::<C>(document, Action::Create);
    document = document
        .response::<C>(
            Action::Create,
            StatusCode::UNAUTHORIZED,
            Body::json::<Errors>(),
        )
        .operation::<C>(Action::Create, |operation| {
            set_response(
                operation,
                StatusCode::UNAUTHORIZED,
                "Unauthorized: a JSON client's email address or password is wrong, which of \
                 the two is not said (a browser gets the form again: 422)",
            );
        });
    document = header::<C>(
        document,
        Action::Create,
        StatusCode::UNAUTHORIZED,
        "WWW-Authenticate",
        &format!("`Basic realm=\"{}\"`.", auth::REALM),
    );
    write::<C>(document, Action::Destroy, None, None, "the photos")
}

/// Takes the `Location` of `action`'s 201 off: the account has no page.
fn without_location<C: Restful>(document: Document, action: Action) -> Document {
    document.operation::<C>(action, |operation| {
        if let Some(RefOr::T(response)) = operation.responses.responses.get_mut("201") {
            response.headers.remove("Location");
        }
    })
}

fn photos(document: Document) -> Document {
    type C = PhotosController;
    let custom = |name| {
        C::CONTROLLER
            .action(name)
            .unwrap_or_else(|| panic!("photos declare `{name}`"))
    };
    let search = custom(photos::SEARCH);
    let mut document = read::<C>(
        document,
        Action::Index,
        Body::json_array::<schemas::ListedPhoto>(),
    );
    document = read::<C>(document, search, Body::json_array::<schemas::ListedPhoto>())
        .operation::<C>(search, |search| {
            let q = ParameterBuilder::new()
                .name("q")
                .parameter_in(ParameterIn::Query)
                .required(Required::False)
                .description(Some(
                    "Left out or empty: no photo (the search form alone, for a browser).",
                ))
                .schema(Some(schemas::search_text()))
                .build();
            search.parameters.get_or_insert_with(Vec::new).push(q);
        });
    document = refused::<C>(
        document,
        search,
        StatusCode::BAD_REQUEST,
        "Bad Request: the query string has `q` more than once",
    );
    document = refused::<C>(
        document,
        search,
        StatusCode::UNPROCESSABLE_ENTITY,
        &format!(
            "Unprocessable Entity: `q` is longer than {} characters (for a browser, the \
             search form again, with the problem)",
            photos::SEARCH_TEXT.max_chars
        ),
    );
    document = read::<C>(
        document,
        Action::Show,
        Body::json::<schemas::PhotoWithComments>(),
    );
    document = write::<C>(
        document,
        Action::Create,
        Some((
            Body::json::<schemas::PhotoInput>(),
            Body::form::<schemas::PhotoForm>(),
        )),
        Some(Body::json::<schemas::Photo>()),
        "the new photo's page",
    );
    document = write::<C>(
        document,
        Action::Update,
        Some((
            Body::json::<schemas::PhotoInput>(),
            Body::form::<schemas::PhotoForm>(),
        )),
        Some(Body::json::<schemas::Photo>()),
        "the photo's page",
    );
    document = write::<C>(document, Action::Destroy, None, None, "the list of photos");
    for name in [photos::FEATURE, photos::UNFEATURE] {
        document = write::<C>(
            document,
            custom(name),
            None,
            Some(Body::json::<schemas::Photo>()),
            "the photo's page",
        );
    }
    ids::<C>(document, "photo")
}

fn comments(document: Document) -> Document {
    type C = CommentsController;
    let mut document = read::<C>(
        document,
        Action::Index,
        Body::json_array::<schemas::Comment>(),
    );
    document = read::<C>(document, Action::Show, Body::json::<schemas::Comment>());
    for (action, then) in [
        (Action::Create, "the new comment's page"),
        (Action::Update, "the comment's page"),
    ] {
        document = write::<C>(
            document,
            action,
            Some((
                Body::json::<schemas::CommentInput>(),
                Body::form::<schemas::CommentForm>(),
            )),
            Some(Body::json::<schemas::Comment>()),
            then,
        );
    }
    document = write::<C>(document, Action::Destroy, None, None, "the photo's page");
    ids::<C>(document, "photo or comment")
}

fn reviews(document: Document) -> Document {
    type C = BookReviewsController;
    let mut document = read::<C>(
        document,
        Action::Index,
        Body::json_array::<schemas::BookReview>(),
    );
    document = read::<C>(document, Action::Show, Body::json::<schemas::BookReview>());
    document = write::<C>(
        document,
        Action::Create,
        Some((
            Body::json::<schemas::BookReviewInput>(),
            Body::form::<schemas::BookReviewForm>(),
        )),
        Some(Body::json::<schemas::BookReview>()),
        "the new review's page",
    );
    document = write::<C>(document, Action::Destroy, None, None, "the list of reviews");
    ids::<C>(document, "book review")
}

fn settings(document: Document) -> Document {
    type C = SettingsController;
    let document = read::<C>(document, Action::Show, Body::json::<schemas::Settings>());
    write::<C>(
        document,
        Action::Update,
        Some((
            Body::json::<schemas::SettingsInput>(),
            Body::form::<schemas::SettingsForm>(),
        )),
        Some(Body::json::<schemas::Settings>()),
        "the settings' page",
    )
}

/// An action that reads: its success as JSON, or as a page.
fn read<C: Restful>(document: Document, action: Action, json: Body) -> Document {
    let status = StatusCode::OK;
    document
        .response::<C>(action, status, json)
        .response::<C>(action, status, Body::html())
}

/// An action that writes: what it takes (`input`: the JSON and the form; none for an action
/// that reads no body, whose request is exempt from the CSRF check with an empty JSON body or
/// carries the token in a form), its success, and its refusals. `json` is the record a JSON
/// client gets, when the success has a body (a 204 has none); `then` is where a browser is
/// sent.
fn write<C: Restful>(
    mut document: Document,
    action: Action,
    input: Option<(Body, Body)>,
    json: Option<Body>,
    then: &str,
) -> Document {
    let success = default_success(&mut document, C::CONTROLLER, action);
    if let Some(json) = json {
        document = document.response::<C>(action, success, json);
    }
    if success == StatusCode::CREATED {
        document = header::<C>(
            document,
            action,
            success,
            "Location",
            "The path of the new record: its `show`.",
        );
    }
    let redirect = format!("See Other: a browser's write succeeded; `Location` is {then}");
    document = document.operation::<C>(action, |operation| {
        set_response(operation, StatusCode::SEE_OTHER, &redirect);
        operation.parameters.get_or_insert_with(Vec::new).push(
            ParameterBuilder::new()
                .name("X-CSRF-Token")
                .parameter_in(ParameterIn::Header)
                .required(Required::False)
                .description(Some(
                    "The session's CSRF token, for a request that is not JSON and carries no \
                     `authenticity_token` field.",
                ))
                .schema(Some(ObjectBuilder::new().schema_type(Type::String).build()))
                .build(),
        );
    });
    document = header::<C>(
        document,
        action,
        StatusCode::SEE_OTHER,
        "Location",
        &format!("The path of {then}."),
    );
    document = refused::<C>(
        document,
        action,
        StatusCode::FORBIDDEN,
        "Forbidden: a request that is not JSON, without the session's CSRF token (in the \
         form's `authenticity_token` or an `X-CSRF-Token` header) or with another one; \
         nothing was changed",
    );
    document = refused::<C>(
        document,
        action,
        StatusCode::PAYLOAD_TOO_LARGE,
        &format!(
            "Payload Too Large: a body over {} MiB",
            restful_axum::DEFAULT_BODY_LIMIT / (1024 * 1024)
        ),
    );
    match input {
        Some((json, form)) => {
            document = document
                .request_body::<C>(action, json)
                .request_body::<C>(action, form);
            document = refused::<C>(
                document,
                action,
                StatusCode::BAD_REQUEST,
                &format!(
                    "Bad Request: a JSON body that does not parse{}",
                    restfuls_400::<C>(action)
                ),
            );
            document = refused::<C>(
                document,
                action,
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                "Unsupported Media Type: a body that is neither JSON nor a form (with the \
                 token in `X-CSRF-Token`; without it, 403)",
            );
            refused::<C>(
                document,
                action,
                StatusCode::UNPROCESSABLE_ENTITY,
                "Unprocessable Entity: what was submitted does not pass validation, or is not \
                 the input JSON (for a browser, the form again, with the problems)",
            )
        }
        None => document
            .request_body::<C>(action, Body::new("application/json", schemas::anything()))
            .request_body::<C>(action, Body::form::<schemas::TokenForm>())
            .operation::<C>(action, |operation| {
                if let Some(body) = &mut operation.request_body {
                    body.required = Some(Required::False);
                    body.description = Some(
                        "None, for a JSON client, which sends `Content-Type: \
                         application/json` with no body or any; a form carries the token."
                            .to_owned(),
                    );
                }
            }),
    }
}

/// The status of `action`'s success as restful-openapi lists it by default.
fn default_success(
    document: &mut Document,
    controller: &restful_core::Controller,
    action: Action,
) -> StatusCode {
    document
        .operation_mut(controller, action)
        .and_then(|operation| {
            operation
                .responses
                .responses
                .keys()
                .find_map(|status| status.parse::<StatusCode>().ok())
                .filter(StatusCode::is_success)
        })
        .unwrap_or(StatusCode::OK)
}

/// A refusal of the demo's own, with `description`, as JSON `{"errors": [...]}` or as a page.
fn refused<C: Restful>(
    document: Document,
    action: Action,
    status: StatusCode,
    description: &str,
) -> Document {
    document
        .response::<C>(action, status, Body::json::<Errors>())
        .response::<C>(action, status, Body::html())
        .operation::<C>(action, |operation| {
            set_response(operation, status, description);
        })
}

/// ", or ..." for an action whose path has an untyped param, which the router refuses with
/// a 400 when it is a malformed escape; a typed one makes such a path no route (404).
fn restfuls_400<C: Restful>(action: Action) -> &'static str {
    let untyped = C::CONTROLLER.routes().any(|route| {
        route.action() == action && route.param_types().any(|(_, typed)| typed.is_none())
    });
    if untyped {
        ", or (`Refusal`, from the router) a param of the path with a malformed percent \
         escape, or not UTF-8"
    } else {
        ""
    }
}

/// The 404 of every action of `C` whose path has params: a record that is not there, in the
/// format asked for (the path params themselves are restful-openapi's, from the `i64` of the
/// ids: `integer`, `int64`); `refusals` adds the router's 404 beside it.
fn ids<C: Restful>(mut document: Document, what: &str) -> Document {
    let description = format!(
        "Not Found: there is no {what} with this id; or no route has the path (an id that is \
         not an `i64` written as Rust writes it, such as `abc` or `01`, or that is `.` or `..`)"
    );
    for route in C::CONTROLLER.routes() {
        if route.param_names().is_empty() {
            continue;
        }
        let action = route.action();
        document = refused::<C>(document, action, StatusCode::NOT_FOUND, &description)
            .operation::<C>(action, |operation| {
                for param in operation.parameters.iter_mut().flatten() {
                    if param.parameter_in == ParameterIn::Path {
                        let whose = param.description.take().unwrap_or_default();
                        param.description = Some(format!(
                            "{whose}, the `id` of its record (which JSON writes as text)"
                        ));
                    }
                }
            });
    }
    document
}

/// What the router refuses before any action, on every operation it can reach, as the demo
/// answers it (`crate::refusals`): JSON `Refusal` or a page, never restful's plain text. A 405
/// on every path (its `Allow` stays); a 404 on a path with params (no route has it: the
/// fallback's), beside the action's own `Errors`; a 400 where a param is untyped (a malformed
/// escape), and none where every param is typed, which such a path does not match.
fn refusals(document: Document) -> Document {
    let mut document = document.schema::<Refusal>();
    let json = |schema: RefOr<_>| Content::new(Some(schema));
    let refusal = || json(Ref::from_schema_name("Refusal").into());
    let either = || {
        let any_of = AnyOfBuilder::new()
            .item(Ref::from_schema_name("Errors"))
            .item(Ref::from_schema_name("Refusal"));
        json(any_of.into())
    };
    let html = || json(ObjectBuilder::new().schema_type(Type::String).into());
    for route in registry().routes() {
        let Some(operation) = document.operation_mut(route.controller(), route.action()) else {
            continue;
        };
        let params = !route.param_names().is_empty();
        let untyped = route.param_types().any(|(_, typed)| typed.is_none());
        let responses = &mut operation.responses.responses;
        for (status, response) in responses.iter_mut() {
            let RefOr::T(response) = response else {
                continue;
            };
            let content = &mut response.content;
            content.shift_remove("text/plain");
            let own = content.contains_key("application/json");
            let body = match status.as_str() {
                "405" => refusal(),
                "404" if params => either(),
                "400" if untyped && own => either(),
                "400" if untyped => refusal(),
                _ => continue,
            };
            content.insert("application/json".to_owned(), body);
            content.insert("text/html".to_owned(), html());
        }
    }
    document
}

/// Adds the header `name` to `action`'s response with `status`.
fn header<C: Restful>(
    document: Document,
    action: Action,
    status: StatusCode,
    name: &str,
    description: &str,
) -> Document {
    document.operation::<C>(action, |operation| {
        add_header(operation, status, name, description);
    })
}

/// Adds the header `name` to `operation`'s response with `status`, if it has one.
fn add_header(operation: &mut Operation, status: StatusCode, name: &str, description: &str) {
    let header = HeaderBuilder::new()
        .schema(ObjectBuilder::new().schema_type(Type::String))
        .description(Some(description))
        .build();
    if let Some(RefOr::T(response)) = operation.responses.responses.get_mut(status.as_str()) {
        response.headers.insert(name.to_owned(), header);
    }
}

/// Gives `operation`'s response with `status` the description `description`, adding the
/// response (with no body) when there is none.
fn set_response(operation: &mut Operation, status: StatusCode, description: &str) {
    let response = operation
        .responses
        .responses
        .entry(status.as_str().to_owned())
        .or_insert_with(|| Response::new(description).into());
    if let RefOr::T(response) = response {
        description.clone_into(&mut response.description);
    }
}
