//! Every expected answer of the table, derived again from restful-core itself: the override
//! rules of `restful_core::adapter::method_override`, then `registry().recognize` and
//! `path_for` on the echo app's controllers, the echo app's filters on the action recognized,
//! its `Id<u64>` in `TicketsController#show`, and its `on_rejection` (JSON to a client that
//! asks for it). The table is the rules', not any adapter's.

use restful_conformance::{CASES, Case, Expect, Framing, Payload, Scope};
use restful_core::Param;
use restful_core::adapter::{self, Rejection, Routed, below_prefix, method_override};
use restful_core::{Method, RecognizeError, Restful, RouteTable, registry};

#[derive(Restful)]
#[restful(collection(get(search)), member(post(publish), delete(unpublish)))]
struct PhotosController;

#[derive(Restful)]
#[restful(singleton, member(post(verify)))]
struct ProfileController;

#[derive(Restful)]
#[restful(parent = PhotosController)]
struct CommentsController;

#[derive(Restful)]
#[restful(prefix = "/admin", only(index, create, show, destroy))]
struct BookReviewsController;

#[derive(Restful)]
#[restful(
    only(),
    routes(
        get(home = "/"),
        get(about = "/about"),
        get(asset = "/assets/{*path}"),
        get(logo = "/logos/{name}.png")
    )
)]
struct PagesController;

#[derive(Restful)]
#[restful(
    param = "username",
    only(index, show),
    routes(get(profile = "/~{username}"))
)]
struct UsersController;

#[derive(Restful)]
#[restful(only(index, show))]
struct TicketsController;

#[derive(Restful)]
#[restful(parent = TicketsController, id = u8, only(index, show))]
struct SeatsController;

/// The method routing sees, after the override (docs/integrations.md, 4.1); the refusal for a form it refuses.
fn routed_method(case: &Case) -> Result<Method, Expect> {
    let request = &case.request;
    let method: Method = request.method.parse().expect("a valid method");
    if !method_override::applies_to(&method) {
        return Ok(method);
    }
    let header = request
        .headers
        .iter()
        .find(|(name, _)| name.eq_ignore_ascii_case(method_override::HEADER));
    if let Some((_, value)) = header {
        return Ok(method_override::from_header(value.as_bytes()).unwrap_or(method));
    }
    match request.content_type {
        Some(content_type) if method_override::is_form(content_type.as_bytes()) => {
            if request.framing == Framing::BrokenChunks {
                return Err(Expect::Unreadable);
            }
            if request.body.len() > method_override::DEFAULT_BODY_LIMIT {
                return Err(Expect::TooLarge);
            }
            Ok(method_override::from_form(&request.body.bytes()).unwrap_or(method))
        }
        _ => Ok(method),
    }
}

/// What the echo app answers to `case` sent to `path` (the path below where the router is
/// mounted, with the query), from restful-core alone: as the app's JSON when the case asks
/// for JSON and the answer is a refusal.
fn derived(case: &Case, path: &str) -> Expect {
    let expect = derived_plain(case, path);
    match case.request.accept {
        Some(accept) if accept == restful_conformance::JSON => expect.as_json(),
        _ => expect,
    }
}

/// How a router of every controller refuses `method` and `path`, as every adapter's router
/// does (`adapter::dispatch`).
fn refusal(method: &Method, path: &str) -> Rejection {
    let table = RouteTable::new(registry().routes().map(|route| (route, ()))).expect("no conflict");
    match adapter::dispatch(&table, method, Some(path), None, || None) {
        Routed::Refused(rejection) => rejection,
        _ => panic!("{method} {path} is not refused"),
    }
}

/// The param a router names in its 400 to `method` and `path`.
fn bad_param(method: &Method, path: &str) -> &'static str {
    match refusal(method, path) {
        Rejection::BadParam { param } => param,
        other => panic!("{method} {path} is refused as {other:?}, not a bad param"),
    }
}

/// What the echo app answers to `case` sent to `path`, in restful's plain text.
fn derived_plain(case: &Case, path: &str) -> Expect {
    let method = match routed_method(case) {
        Ok(method) => method,
        Err(refused) => return refused,
    };
    let found = match registry().recognize(&method, path) {
        Ok(found) => found,
        Err(RecognizeError::NotFound) => return Expect::Fallback,
        Err(RecognizeError::MethodNotAllowed(allowed)) => {
            return Expect::NotAllowed(allowed.as_str());
        }
        Err(RecognizeError::BadRequest) => return Expect::BadRequest(bad_param(&method, path)),
        Err(other) => panic!("an error that recognition never gives: {other:?}"),
    };
    // The echo app's filters, in declaration order, on the action recognized.
    let action = found.action().name();
    let controller = found.controller();
    let login = match controller.name() {
        "PhotosController" => {
            ["create", "update", "destroy", "publish", "unpublish"].contains(&action)
        }
        "BookReviewsController" => !["index", "show"].contains(&action),
        _ => false,
    };
    if login && case.request.user.is_none_or(str::is_empty) {
        return Expect::Unauthorized;
    }
    let blocked = case.request.headers.contains(&("X-Block", "1"));
    if controller.name() == "PhotosController" && blocked {
        return Expect::Forbidden;
    }
    // `TicketsController#show` reads `Id<u64>`: an id that does not parse is no such
    // resource, the app's fallback (`on_rejection`).
    let numeric = found.id().is_none_or(|id| id.parse::<u64>().is_ok());
    if controller.is::<TicketsController>() && !numeric {
        return Expect::Fallback;
    }
    // `SeatsController`'s handlers read `Ids<(u64, u8)>` (`Ids<u64>` for `index`): a ticket id
    // that is no `u64` is no such resource too. (Its own id, typed `u8`, recognition checked.)
    let ticket = found.param("ticket_id").map(u64::parse);
    if controller.is::<SeatsController>() && ticket.is_some_and(|id| id.is_none()) {
        return Expect::Fallback;
    }
    let mut body = format!("{}#{}", found.controller().name(), found.action());
    let mut ids = Vec::new();
    for (name, value) in found.params() {
        body += &format!(" {name}={value}");
        ids.push(value);
    }
    let link = found
        .controller()
        .path_for(found.action(), ids.as_slice())
        .expect("the path of a recognized route");
    body += &format!(" self={link}");
    // `Expect::Ok` holds a `&'static str`; the test's few strings may leak.
    Expect::Ok(Box::leak(body.into_boxed_str()))
}

#[test]
fn every_restful_case_is_what_the_registry_answers() {
    let mut wrong = Vec::new();
    for (number, case) in CASES.iter().enumerate() {
        let derived = match case.request.scope {
            Scope::Router => derived(case, case.request.path),
            // Sent to the prefix, then the path: what the router mounted at `/api` sees.
            Scope::PrefixWhenMounted => {
                let sent = format!("/api{}", case.request.path);
                let (path, query) = sent.split_at(sent.find('?').unwrap_or(sent.len()));
                match below_prefix(path, "/api") {
                    Some(below) => derived(case, &format!("{below}{query}")),
                    None => Expect::Fallback,
                }
            }
            Scope::App | Scope::AppWhenMounted => continue,
        };
        if derived != case.expect {
            wrong.push(format!(
                "case {}: {} {}: the table says {:?}, restful-core {derived:?}",
                number + 1,
                case.request.method,
                case.request.path,
                case.expect
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_bodies_of_refusals_are_restful_cores_messages() {
    for case in CASES {
        let request = &case.request;
        let Ok(method) = routed_method(case) else {
            continue;
        };
        // The refusals sent to the prefix itself are those of `/`, checked above.
        if request.scope != Scope::Router {
            continue;
        }
        let plain = match case.expect {
            Expect::Json(refusal) => refusal.plain(),
            plain => plain,
        };
        let err = match plain {
            Expect::NotAllowed(_) | Expect::BadRequest(_) => refusal(&method, request.path),
            _ => continue,
        };
        assert_eq!(plain.body(""), err.message(), "{}", request.path);
        assert_eq!(case.expect.allow(), err.allow());
        if let Expect::Json(_) = case.expect {
            let json = restful_conformance::json_refusal(err.status().as_u16(), err.message());
            assert_eq!(case.expect.body(""), json, "{}", request.path);
        }
    }
}

#[test]
fn the_apps_own_paths_are_no_restful_routes() {
    for case in CASES {
        if case.request.scope == Scope::App {
            let path = case.request.path;
            let method: Method = case.request.method.parse().unwrap();
            assert_eq!(
                registry().recognize(&method, path).err(),
                Some(RecognizeError::NotFound),
                "{path}"
            );
        }
    }
}

#[test]
fn the_table_covers_every_action_of_every_controller() {
    for controller in registry().controllers() {
        for route in controller.routes() {
            let served = CASES.iter().any(|case| {
                case.request.scope == Scope::Router
                    && routed_method(case).ok().as_ref() == Some(&route.method())
                    && matches!(case.expect, Expect::Ok(body) if body.starts_with(
                        &format!("{}#{} ", controller.name(), route.action())))
            });
            assert!(served, "no case of {} {}", route.method(), route.path());
        }
    }
}

#[test]
fn the_apps_json_is_json_of_the_refusal() {
    use restful_conformance::Refusal;
    let cases = [
        (
            Expect::Json(Refusal::NotAllowed("GET, HEAD")),
            405,
            Some("GET, HEAD"),
            r#"{"status":405,"error":"method not allowed; the path allows GET, HEAD"}"#,
        ),
        (
            Expect::Json(Refusal::TooLarge),
            413,
            None,
            r#"{"status":413,"error":"form body too large"}"#,
        ),
    ];
    for (expect, status, allow, body) in cases {
        assert_eq!(
            (
                expect.status(),
                expect.allow(),
                expect.body("/api").as_ref()
            ),
            (status, allow, body)
        );
        assert_eq!(expect.content_type(), Some("application/json"));
    }
    assert_eq!(
        restful_conformance::json_refusal(400, r#"a "quoted" \ path"#),
        r#"{"status":400,"error":"a \"quoted\" \\ path"}"#
    );
    assert_eq!(Expect::Fallback.as_json(), Expect::Fallback);
    assert_eq!(Expect::BadRequest("id").content_type(), None);
}

#[test]
fn bodies_are_as_long_as_they_say() {
    let padded = Payload::Padded {
        fields: "_method=DELETE",
        len: 100,
    };
    assert_eq!(padded.bytes().len(), 100);
    assert_eq!(padded.len(), 100);
    assert!(padded.bytes().starts_with(b"_method=DELETE&pad=aaa"));
}
