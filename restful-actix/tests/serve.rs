//! restful-actix answers as docs/routing.md, "2. Recognition", and docs/integrations.md,
//! "4.1 What every adapter answers", say, in process (`actix_web::test`); and as the registry
//! does, for every request of an exhaustive set of paths.

use actix_web::body::MessageBody;
use actix_web::dev::{Service, ServiceResponse};
use actix_web::http::{Method, StatusCode, header};
use actix_web::test::{self, TestRequest};
use actix_web::{App, HttpResponse, web};
use restful_actix::{Actions, Id, MethodOverride, Params, Recognized, RestfulRouter};
use restful_conformance::panic_message;
use restful_core::{Action, Restful, registry};

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

/// `Controller#action name=value... self=<link>`, and for a comment's `show`, the link to its edit form
/// made from the typed function.
async fn say(found: Recognized) -> String {
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
    text
}

/// The id as a number: 404 otherwise.
async fn numeric(Id(id): Id<u64>) -> String {
    format!("number {id}")
}

async fn not_found() -> HttpResponse {
    HttpResponse::NotFound().body("the app's 404")
}

fn all() -> Actions {
    Actions::new()
        .index(say)
        .new_form(say)
        .create(say)
        .show(say)
        .edit_form(say)
        .update(say)
        .destroy(say)
}

fn router() -> RestfulRouter {
    RestfulRouter::new()
        .restful::<PhotosController>(all())
        .restful::<CommentsController>(all())
        .restful::<ArchiveController>(Actions::new().index(say).show(numeric))
        .restful::<ReviewsController>(Actions::new().index(say).show(say))
        .expect_all_mounted()
}

/// Status, `Allow` and body of an answer.
async fn read<B: MessageBody>(response: ServiceResponse<B>) -> (u16, Option<String>, String) {
    let status = response.status().as_u16();
    let allow = response
        .headers()
        .get(header::ALLOW)
        .map(|v| v.to_str().unwrap().to_owned());
    let body = test::read_body(response).await;
    (status, allow, String::from_utf8(body.to_vec()).unwrap())
}

#[actix_web::test]
async fn every_action_and_every_refusal() {
    let app = test::init_service(
        App::new()
            .route("/health", web::get().to(|| async { "ok" }))
            .service(router())
            .default_service(web::to(not_found)),
    )
    .await;
    let cases: [(Method, &str, u16, &str); 16] = [
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
        (Method::GET, "/health", 200, "ok"),
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
        (
            Method::HEAD,
            "/photos/9",
            200,
            "PhotosController#show id=9 self=/photos/9",
        ),
        (
            Method::from_bytes(b"PURGE").unwrap(),
            "/photos/9",
            405,
            "method not allowed; the path allows GET, HEAD, PUT, DELETE",
        ),
    ];
    for (method, uri, status, body) in cases {
        let request = TestRequest::default().method(method.clone()).uri(uri);
        let (got, allow, text) = read(test::call_service(&app, request.to_request()).await).await;
        // In process, a HEAD answer still has its body: actix's HTTP/1 encoder drops it on
        // the wire (the loopback conformance suite checks that).
        assert_eq!((got, text.as_str()), (status, body), "{method} {uri}");
        if status == 405 {
            let expected = body.trim_start_matches("method not allowed; the path allows ");
            assert_eq!(allow.as_deref(), Some(expected), "{method} {uri}");
        }
    }
    let request = TestRequest::get().uri("/photos/%zz").to_request();
    let response = test::call_service(&app, request).await;
    assert_eq!(
        response
            .response()
            .extensions()
            .get::<restful_core::RecognizeError>(),
        Some(&restful_core::RecognizeError::BadRequest),
        "the error is reachable by the app"
    );
}

#[actix_web::test]
async fn below_a_scope() {
    let app = test::init_service(
        App::new()
            .service(web::scope("/api").service(router()))
            .service(web::scope("/users/{user}").service(router()))
            .default_service(web::to(not_found)),
    )
    .await;
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
        // The scope's segment is found again in the raw path: `%20` stays as it came.
        (
            "/users/ann%20b/photos/x%2Fy",
            200,
            "PhotosController#show id=x/y self=/users/ann%20b/photos/x%2Fy",
        ),
        ("/api", 404, "the app's 404"),
        ("/api/", 404, "the app's 404"),
        ("/apiphotos", 404, "the app's 404"),
        ("/photos", 404, "the app's 404"),
    ];
    for (uri, status, body) in cases {
        let request = TestRequest::get().uri(uri).to_request();
        let (got, _, text) = read(test::call_service(&app, request).await).await;
        assert_eq!((got, text.as_str()), (status, body), "{uri}");
    }
}

#[actix_web::test]
async fn params_ids_and_the_app_around() {
    async fn both(params: Params, counter: web::Data<u32>) -> String {
        format!(
            "{} of {} ({} params, data {})",
            params.get("id").unwrap_or("?"),
            params.get("photo_id").unwrap_or("?"),
            params.len(),
            counter.get_ref()
        )
    }
    async fn outside(found: Option<Recognized>) -> String {
        format!("outside: {}", found.is_some())
    }
    let router = RestfulRouter::new()
        .restful::<CommentsController>(all().show(both))
        .restful::<PhotosController>(all());
    let app = test::init_service(
        App::new()
            .app_data(web::Data::new(7u32))
            .route("/outside", web::get().to(outside))
            .route("/id", web::get().to(numeric))
            .service(router),
    )
    .await;
    let request = TestRequest::get()
        .uri("/photos/caf%C3%A9/comments/3")
        .to_request();
    let (_, _, text) = read(test::call_service(&app, request).await).await;
    assert_eq!(text, "3 of café (2 params, data 7)");
    let request = TestRequest::get().uri("/outside").to_request();
    let (_, _, text) = read(test::call_service(&app, request).await).await;
    assert_eq!(text, "outside: false");
    // `Id` in a handler no router called: a 500 that says so.
    let request = TestRequest::get().uri("/id").to_request();
    let (status, _, text) = read(test::call_service(&app, request).await).await;
    assert_eq!(status, 500);
    assert!(text.contains("no restful router answered"), "{text}");
    // Without a default service: actix's own 404.
    let request = TestRequest::get().uri("/nowhere").to_request();
    let (status, _, _) = read(test::call_service(&app, request).await).await;
    assert_eq!(status, 404);
}

#[actix_web::test]
async fn the_method_override() {
    /// `<action> <method> <body>`: what the handler saw.
    async fn said(found: Recognized, request: actix_web::HttpRequest, body: String) -> String {
        format!("{} {} {body}", found.action(), request.method())
    }
    /// The form, read by actix's own `web::Form` after the override read it.
    async fn form(found: Recognized, form: web::Form<Vec<(String, String)>>) -> String {
        format!("{} {:?}", found.action(), form.into_inner())
    }
    let actions = Actions::new()
        .index(said)
        .new_form(said)
        .create(said)
        .show(said)
        .edit_form(said)
        .update(form)
        .destroy(said);
    let router = RestfulRouter::new().restful::<PhotosController>(actions);
    let app = test::init_service(
        App::new()
            .wrap(MethodOverride::new())
            .service(router.clone()),
    )
    .await;
    let form_type = "application/x-www-form-urlencoded";
    let cases = [
        (
            Method::POST,
            "/photos/5",
            form_type,
            None,
            "_method=PUT&t=x",
            "update [(\"_method\", \"PUT\"), (\"t\", \"x\")]",
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
            form_type,
            None,
            "title=x",
            "create POST title=x",
        ),
        // Only a POST is changed.
        (
            Method::PUT,
            "/photos/5",
            form_type,
            None,
            "_method=DELETE",
            "update [(\"_method\", \"DELETE\")]",
        ),
        // Never from the query, never from another type of body, never to GET or PATCH.
        (
            Method::POST,
            "/photos/5?_method=PUT",
            form_type,
            None,
            "",
            "405",
        ),
        (
            Method::POST,
            "/photos/5",
            "application/json",
            None,
            "{\"_method\":\"PUT\"}",
            "405",
        ),
        (
            Method::POST,
            "/photos/5",
            form_type,
            None,
            "_method=GET",
            "405",
        ),
        (
            Method::POST,
            "/photos/5",
            form_type,
            None,
            "_method=PATCH",
            "405",
        ),
    ];
    for (method, uri, content_type, header, body, expected) in cases {
        let what = format!("{method} {uri} {body}");
        let mut request = TestRequest::default()
            .method(method)
            .uri(uri)
            .insert_header((header::CONTENT_TYPE, content_type))
            .set_payload(body);
        if let Some(value) = header {
            request = request.insert_header(("X-HTTP-Method-Override", value));
        }
        let (status, _, text) = read(test::call_service(&app, request.to_request()).await).await;
        if expected == "405" {
            assert_eq!(status, 405, "{what}");
        } else {
            assert_eq!(text, expected, "{what}");
        }
    }
    // A form over the limit: 413; at the limit, read.
    let small = test::init_service(
        App::new()
            .wrap(MethodOverride::new().body_limit(14))
            .service(router),
    )
    .await;
    let post = |body: &'static str| {
        TestRequest::post()
            .uri("/photos/5")
            .insert_header((header::CONTENT_TYPE, form_type))
            .set_payload(body)
            .to_request()
    };
    let response = small.call(post("_method=delete")).await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let (status, _, text) = read(small.call(post("_method=delete&")).await.unwrap()).await;
    assert_eq!((status, text.as_str()), (413, "form body too large"));
}

#[actix_web::test]
async fn the_router_and_the_registry_answer_alike() {
    let app = test::init_service(
        App::new()
            .service(router())
            .default_service(web::to(not_found)),
    )
    .await;
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
            let request = TestRequest::default().method(method.clone()).uri(path);
            let (status, _, body) = read(app.call(request.to_request()).await.unwrap()).await;
            let ours = restful_core::Method::from_bytes(method.as_str().as_bytes()).unwrap();
            match registry().recognize(&ours, path) {
                Ok(found) => {
                    // `ArchiveController#show` parses its id as a number: 404 otherwise.
                    let numeric = found.controller().is::<ArchiveController>()
                        && found.action() == restful_core::Action::Show;
                    let parses = found.id().is_some_and(|id| id.parse::<u64>().is_ok());
                    let expected = if numeric && !parses { 404 } else { 200 };
                    assert_eq!(status, expected, "{method} {path}");
                    if !numeric {
                        let want = format!("{}#{}", found.controller().name(), found.action());
                        assert!(body.starts_with(&want), "{method} {path}: {body}");
                    }
                }
                Err(err) => assert_eq!(status, err.status().as_u16(), "{method} {path}"),
            }
            checked += 1;
        }
    }
    assert!(checked > 30_000, "{checked}");
}

#[test]
fn mount_mistakes_fail_when_the_router_is_built() {
    let missing = panic_message(|| {
        let _ = RestfulRouter::new().restful::<ReviewsController>(Actions::new().index(say));
    });
    assert!(
        missing.starts_with(
            "restful-actix: cannot mount `serve::ReviewsController`; it serves `show`"
        ),
        "{missing}"
    );
    let extra = panic_message(|| {
        let _ = RestfulRouter::new().restful::<ReviewsController>(all());
    });
    assert!(extra.starts_with("restful-actix: cannot mount"), "{extra}");
    let twice = panic_message(|| {
        let _ = RestfulRouter::new()
            .restful::<PhotosController>(all())
            .restful::<PhotosController>(all());
    });
    assert!(twice.contains("mounted twice"), "{twice}");
    let unmounted = panic_message(|| {
        let _ = RestfulRouter::new()
            .restful::<PhotosController>(all())
            .expect_all_mounted();
    });
    assert!(
        unmounted.starts_with("restful-actix: 3 discovered controller(s) not mounted"),
        "{unmounted}"
    );
    let router = RestfulRouter::new().restful::<PhotosController>(all());
    assert_eq!(router.unmounted().len(), 3);
    assert!(router.all_mounted().is_err());
}
