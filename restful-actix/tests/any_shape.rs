//! `Id` on routes of any shape: the own id wherever the template has it (`/~{username}`,
//! `/keys/{id}/translations/{locale}`), and a 500 that says so on a route without one (`/`,
//! `/assets/{*path}`), never another param's value; at the root and in a `web::scope`.

use actix_web::test::{self, TestRequest};
use actix_web::{App, web};
use restful_actix::{Actions, Id, RestfulRouter};
use restful_core::Restful;

#[derive(Restful)]
#[restful(only(), routes(get(home = "/"), get(asset = "/assets/{*path}")))]
struct PagesController;

#[derive(Restful)]
#[restful(
    param = "username",
    only(show),
    routes(
        get(profile = "/~{username}"),
        get(feed = "/~{username}/feed.{format}")
    )
)]
struct UsersController;

#[derive(Restful)]
#[restful(only(), member(get(translation = "translations/{locale}")))]
struct KeysController;

/// `id=<the own id>`; a 500 from `Id`'s rejection on a route without one.
async fn id(Id(id): Id) -> String {
    format!("id={id}")
}

fn router() -> RestfulRouter {
    RestfulRouter::new()
        .restful::<PagesController>(Actions::new().on("home", id).on("asset", id))
        .restful::<UsersController>(Actions::new().show(id).on("profile", id).on("feed", id))
        .restful::<KeysController>(Actions::new().on("translation", id))
}

#[actix_web::test]
async fn id_is_the_own_id_wherever_the_template_has_it_and_a_500_without_one() {
    let app = test::init_service(
        App::new()
            .service(web::scope("/api").service(router()))
            .service(router()),
    )
    .await;
    for prefix in ["", "/api"] {
        for (path, expected) in [
            ("/~ada", "id=ada"),
            ("/~caf%C3%A9", "id=café"),
            ("/~ada/feed.atom", "id=ada"),
            ("/users/ada", "id=ada"),
            ("/keys/7/translations/fr", "id=7"),
        ] {
            let path = format!("{prefix}{path}");
            let request = TestRequest::get().uri(&path).to_request();
            let response = test::call_service(&app, request).await;
            assert_eq!(response.status(), 200, "{path}");
            let body = test::read_body(response).await;
            assert_eq!(body, expected.as_bytes(), "{path}");
        }
        // The root route below a prefix answers the prefix and the prefix with `/`.
        let roots = match prefix {
            "" => vec!["/".to_owned()],
            _ => vec![prefix.to_owned(), format!("{prefix}/")],
        };
        for path in roots.into_iter().chain([format!("{prefix}/assets/a/b")]) {
            let request = TestRequest::get().uri(&path).to_request();
            let response = test::call_service(&app, request).await;
            assert_eq!(response.status(), 500, "{path}");
            let body = test::read_body(response).await;
            let body = String::from_utf8_lossy(&body);
            assert!(body.contains("has no own id"), "{path}: {body}");
        }
    }
}
