//! restful-tower answers as docs/routing.md, "2. Recognition", and docs/integrations.md,
//! "4.1 What every adapter answers", say, in process; and as the registry does, for every
//! request of an exhaustive set of paths.

use std::convert::Infallible;

use http::{Method, Request, Response, StatusCode, header};
use http_body_util::{BodyExt, Full};
use hyper::body::Bytes;
use restful_conformance::panic_message;
use restful_core::{Action, Restful, registry};
use restful_tower::{
    Actions, Id, MethodOverride, MethodOverrideLayer, OverrideBody, Params, Recognized,
    RestfulRouter,
};
use tower::{Layer, ServiceExt, service_fn};

#[derive(Restful)]
struct PhotosController;

#[derive(Restful)]
#[restful(parent = PhotosController)]
struct CommentsController;

/// Sits where `PhotosController`'s `{id}` goes: static segments win.
#[derive(Restful)]
#[restful(prefix = "/photos", resource = "archive", only(index, show))]
struct ArchiveController;

#[derive(Restful)]
#[restful(prefix = "/admin", resource = "book_reviews", only(index, show))]
struct ReviewsController;

type Body = Full<Bytes>;
type Answer = Result<Response<Body>, Infallible>;

/// `Controller#action name=value... self=<link>`, and for a comment's `show`, the link to its edit form
/// made from the typed function.
async fn say(request: Request<Body>) -> Answer {
    let found = Recognized::of(&request).expect("recognized");
    let mut text = format!("{}#{}", found.controller().name(), found.action());
    for (name, value) in found.params() {
        text += &format!(" {name}={value}");
    }
    text += &format!(" self={}", found.self_path());
    if let (true, Some(photo), Some(id)) = (
        found.controller().is::<CommentsController>() && found.action() == Action::Show,
        found.param("photo_id"),
        found.id(),
    ) {
        text += &format!(
            " edit={}",
            found.link(CommentsController::edit_form_path(photo, id))
        );
    }
    Ok(Response::new(Full::from(text)))
}

/// The id as a number, or the rejection's answer.
async fn numeric(request: Request<Body>) -> Answer {
    Ok(match Id::<u64>::of(&request) {
        Ok(Id(id)) => Response::new(Full::from(format!("number {id}"))),
        Err(rejection) => rejection.into_response(),
    })
}

async fn not_found(_: Request<Body>) -> Answer {
    let mut response = Response::new(Full::from("the app's 404"));
    *response.status_mut() = StatusCode::NOT_FOUND;
    Ok(response)
}

fn all() -> Actions<Body, Body> {
    let say = service_fn(say);
    Actions::new()
        .index(say)
        .new_form(say)
        .create(say)
        .show(say)
        .edit_form(say)
        .update(say)
        .destroy(say)
}

fn router() -> RestfulRouter<Body, Body> {
    RestfulRouter::new()
        .restful::<PhotosController>(all())
        .restful::<CommentsController>(all())
        .restful::<ArchiveController>(
            Actions::new()
                .index(service_fn(say))
                .show(service_fn(numeric)),
        )
        .restful::<ReviewsController>(Actions::new().index(service_fn(say)).show(service_fn(say)))
        .fallback(service_fn(not_found))
        .expect_all_mounted()
}

async fn send(
    router: &RestfulRouter<Body, Body>,
    method: Method,
    uri: &str,
) -> (StatusCode, Option<String>, String) {
    let request = Request::builder()
        .method(method)
        .uri(uri)
        .body(Body::default())
        .unwrap();
    let response = router.clone().oneshot(request).await.unwrap();
    let status = response.status();
    let allow = response
        .headers()
        .get(header::ALLOW)
        .map(|v| v.to_str().unwrap().to_owned());
    let body = response.into_body().collect().await.unwrap().to_bytes();
    (status, allow, String::from_utf8(body.to_vec()).unwrap())
}

#[tokio::test]
async fn every_action_and_every_refusal() {
    let router = router();
    let cases: [(Method, &str, u16, &str); 14] = [
        (
            Method::GET,
            "/photos",
            200,
            "PhotosController#index self=/photos",
        ),
        (
            Method::POST,
            "/photos/",
            200,
            "PhotosController#create self=/photos",
        ),
        (
            Method::GET,
            "/photos/a%2Fb?x=1",
            200,
            "PhotosController#show id=a/b self=/photos/a%2Fb",
        ),
        (
            Method::PUT,
            "/photos/1/comments/2",
            200,
            "CommentsController#update photo_id=1 id=2 self=/photos/1/comments/2",
        ),
        (
            Method::GET,
            "/photos/1/comments/new_form",
            200,
            "CommentsController#new_form photo_id=1 self=/photos/1/comments/new_form",
        ),
        (Method::GET, "/photos/archive/7", 200, "number 7"),
        (
            Method::GET,
            "/photos/archive/seven",
            404,
            "no resource has this id",
        ),
        (
            Method::GET,
            "/photos/%zz",
            400,
            "the param `id` is a malformed percent-escape or not UTF-8",
        ),
        (Method::GET, "/photos/..", 404, "the app's 404"),
        (Method::GET, "/videos", 404, "the app's 404"),
        (
            Method::PATCH,
            "/photos/1",
            405,
            "method not allowed; the path allows GET, HEAD, PUT, DELETE",
        ),
        (
            Method::DELETE,
            "/admin/book_reviews",
            405,
            "method not allowed; the path allows GET, HEAD",
        ),
        (
            Method::OPTIONS,
            "/photos",
            405,
            "method not allowed; the path allows GET, HEAD, POST",
        ),
        (Method::HEAD, "/photos/9", 200, ""),
    ];
    for (method, uri, status, body) in cases {
        let (got, allow, text) = send(&router, method.clone(), uri).await;
        assert_eq!(
            (got.as_u16(), text.as_str()),
            (status, body),
            "{method} {uri}"
        );
        if status == 405 {
            let expected = body.trim_start_matches("method not allowed; the path allows ");
            assert_eq!(allow.as_deref(), Some(expected), "{method} {uri}");
        }
    }
    let request = Request::head("/photos/9").body(Body::default()).unwrap();
    let response = router.clone().oneshot(request).await.unwrap();
    let length = response.headers().get(header::CONTENT_LENGTH).unwrap();
    assert_eq!(length, "41", "HEAD keeps the GET answer's length");
    let request = Request::get("/photos/%zz").body(Body::default()).unwrap();
    let response = router.clone().oneshot(request).await.unwrap();
    assert_eq!(
        response.extensions().get::<restful_core::RecognizeError>(),
        Some(&restful_core::RecognizeError::BadRequest)
    );
}

#[tokio::test]
async fn below_a_prefix() {
    let router = router().mounted_at("/api");
    let cases = [
        (
            "/api/photos/1/comments/2",
            200,
            "CommentsController#show photo_id=1 id=2 self=/api/photos/1/comments/2 \
             edit=/api/photos/1/comments/2/edit_form",
        ),
        (
            "/api/admin/book_reviews",
            200,
            "ReviewsController#index self=/api/admin/book_reviews",
        ),
        ("/api", 404, "the app's 404"),
        ("/apiphotos", 404, "the app's 404"),
        ("/photos", 404, "the app's 404"),
    ];
    for (uri, status, body) in cases {
        let (got, _, text) = send(&router, Method::GET, uri).await;
        assert_eq!((got.as_u16(), text.as_str()), (status, body), "{uri}");
    }
}

#[tokio::test]
async fn params_and_ids_from_the_request() {
    async fn both(request: Request<Body>) -> Answer {
        let params = Params::of(&request).expect("params");
        let text = format!(
            "{} of {} ({} params)",
            params.get("id").unwrap_or("?"),
            params.get("photo_id").unwrap_or("?"),
            params.len()
        );
        Ok(Response::new(Full::from(text)))
    }
    let router = RestfulRouter::new()
        .restful::<CommentsController>(all().show(service_fn(both)))
        .restful::<PhotosController>(all());
    let (_, _, text) = send(&router, Method::GET, "/photos/caf%C3%A9/comments/3").await;
    assert_eq!(text, "3 of café (2 params)");
    // Without a fallback: a plain 404 that names the problem.
    let (status, _, text) = send(&router, Method::GET, "/nowhere").await;
    assert_eq!(
        (status.as_u16(), text.as_str()),
        (404, "no route matches the path")
    );
}

#[tokio::test]
async fn the_method_override() {
    /// `<action> <method> <body>`: what the handler saw.
    async fn said(request: Request<OverrideBody<Body>>) -> Result<Response<Body>, Infallible> {
        let found = Recognized::of(&request).expect("recognized");
        let text = format!("{} {}", found.action(), request.method());
        let body = request
            .into_body()
            .collect()
            .await
            .expect("a body")
            .to_bytes();
        let body = String::from_utf8_lossy(&body);
        Ok(Response::new(Full::from(format!("{text} {body}"))))
    }
    let said = service_fn(said);
    let actions = Actions::new()
        .index(said)
        .new_form(said)
        .create(said)
        .show(said)
        .edit_form(said)
        .update(said)
        .destroy(said);
    let router: RestfulRouter<OverrideBody<Body>, Body> =
        RestfulRouter::new().restful::<PhotosController>(actions);
    let app = MethodOverride::new(router.clone());
    let form = "application/x-www-form-urlencoded";
    let request = |method: Method, uri: &str, content_type: &str, header: Option<&str>, body| {
        let mut request = Request::builder()
            .method(method)
            .uri(uri)
            .header(header::CONTENT_TYPE, content_type);
        if let Some(method) = header {
            request = request.header("X-HTTP-Method-Override", method);
        }
        request.body(Full::from(body)).unwrap()
    };
    let cases = [
        (
            Method::POST,
            "/photos/5",
            form,
            None,
            "_method=PUT&t=x",
            "update PUT _method=PUT&t=x",
        ),
        (
            Method::POST,
            "/photos/5",
            "application/x-www-form-urlencoded; charset=utf-8",
            None,
            "_method=delete",
            "destroy DELETE _method=delete",
        ),
        (
            Method::POST,
            "/photos/5",
            "text/plain",
            Some("delete"),
            "x",
            "destroy DELETE x",
        ),
        (
            Method::POST,
            "/photos",
            form,
            None,
            "title=x",
            "create POST title=x",
        ),
        // Only a POST is changed.
        (
            Method::PUT,
            "/photos/5",
            form,
            None,
            "_method=DELETE",
            "update PUT _method=DELETE",
        ),
        // Never from the query, never from another type of body, never to GET or PATCH.
        (Method::POST, "/photos/5?_method=PUT", form, None, "", "405"),
        (
            Method::POST,
            "/photos/5",
            "application/json",
            None,
            "{\"_method\":\"PUT\"}",
            "405",
        ),
        (Method::POST, "/photos/5", form, None, "_method=GET", "405"),
        (
            Method::POST,
            "/photos/5",
            form,
            None,
            "_method=PATCH",
            "405",
        ),
    ];
    for (method, uri, content_type, header, body, expected) in cases {
        let what = format!("{method} {uri} {body}");
        let response = app
            .clone()
            .oneshot(request(method, uri, content_type, header, body))
            .await
            .unwrap();
        if expected == "405" {
            assert_eq!(response.status(), StatusCode::METHOD_NOT_ALLOWED, "{what}");
            continue;
        }
        let text = response.into_body().collect().await.unwrap().to_bytes();
        assert_eq!(String::from_utf8_lossy(&text), expected, "{what}");
    }
    // A form over the limit: 413; at the limit, read.
    let small = MethodOverrideLayer::new().body_limit(14).layer(router);
    let at_limit = request(Method::POST, "/photos/5", form, None, "_method=delete");
    let response = small.clone().oneshot(at_limit).await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let over = request(Method::POST, "/photos/5", form, None, "_method=delete&");
    let response = small.oneshot(over).await.unwrap();
    assert_eq!(response.status(), StatusCode::PAYLOAD_TOO_LARGE);
}

#[tokio::test]
async fn the_router_and_the_registry_answer_alike() {
    let router = router();
    let segments = [
        "photos",
        "comments",
        "archive",
        "new_form",
        "edit_form",
        "7",
        "%zz",
        "..",
        "",
    ];
    let mut paths = vec!["/".to_owned()];
    let mut layer = vec![String::new()];
    for _ in 0..5 {
        layer = layer
            .iter()
            .flat_map(|prefix| segments.iter().map(move |s| format!("{prefix}/{s}")))
            .collect();
        paths.extend(layer.iter().filter(|p| p.starts_with("/photos")).cloned());
    }
    let methods = [
        Method::GET,
        Method::HEAD,
        Method::POST,
        Method::PUT,
        Method::DELETE,
        Method::PATCH,
    ];
    let mut checked = 0;
    for path in &paths {
        for method in &methods {
            let (status, _, body) = send(&router, method.clone(), path).await;
            match registry().recognize(method, path) {
                Ok(found) => {
                    // `ArchiveController#show` parses its id as a number: 404 otherwise.
                    let numeric = found.controller().is::<ArchiveController>()
                        && found.action() == restful_core::Action::Show;
                    let parses = found.id().is_some_and(|id| id.parse::<u64>().is_ok());
                    let expected = if numeric && !parses { 404 } else { 200 };
                    assert_eq!(status.as_u16(), expected, "{method} {path}");
                    if *method != Method::HEAD && !numeric {
                        let want = format!("{}#{}", found.controller().name(), found.action());
                        assert!(body.starts_with(&want), "{method} {path}: {body}");
                    }
                }
                Err(err) => assert_eq!(status, err.status(), "{method} {path}"),
            }
            checked += 1;
        }
    }
    assert!(checked > 30_000, "{checked}");
}

#[test]
fn mount_mistakes_fail_when_the_router_is_built() {
    let missing = panic_message(|| {
        let _ = RestfulRouter::<Body, Body>::new()
            .restful::<ReviewsController>(Actions::new().index(service_fn(say)));
    });
    assert!(
        missing.starts_with(
            "restful-tower: cannot mount `serve::ReviewsController`; it serves `show`"
        ),
        "{missing}"
    );
    let twice = panic_message(|| {
        let _ = RestfulRouter::<Body, Body>::new()
            .restful::<PhotosController>(all())
            .restful::<PhotosController>(all());
    });
    assert!(twice.contains("mounted twice"), "{twice}");
    let unmounted = panic_message(|| {
        let _ = RestfulRouter::<Body, Body>::new()
            .restful::<PhotosController>(all())
            .expect_all_mounted();
    });
    assert!(
        unmounted.starts_with("restful-tower: 3 discovered controller(s) not mounted"),
        "{unmounted}"
    );
    let prefix = panic_message(|| {
        let _ = RestfulRouter::<Body, Body>::new().mounted_at("/api/");
    });
    assert!(
        prefix.contains("must start with `/` and not end with one"),
        "{prefix}"
    );
}
