//! `Id` on routes of any shape: the own id wherever the template has it (`/~{username}`,
//! `/keys/{id}/translations/{locale}`), and a 500 that says so on a route without one (`/`,
//! `/assets/{*path}`), never another param's value.

use std::convert::Infallible;

use http::{Method, Request, Response, StatusCode};
use http_body_util::{BodyExt, Full};
use hyper::body::Bytes;
use restful_core::Restful;
use restful_tower::{Actions, Id, RestfulRouter};
use tower::{ServiceExt, service_fn};

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

type Body = Full<Bytes>;

/// `id=<the own id>`, or the rejection's answer.
async fn id(request: Request<Body>) -> Result<Response<Body>, Infallible> {
    Ok(match Id::<String>::of(&request) {
        Ok(Id(id)) => Response::new(Full::from(format!("id={id}"))),
        Err(rejection) => rejection.into_response(),
    })
}

fn router() -> RestfulRouter<Body, Body> {
    let id = service_fn(id);
    RestfulRouter::new()
        .restful::<PagesController>(Actions::new().on("home", id).on("asset", id))
        .restful::<UsersController>(Actions::new().show(id).on("profile", id).on("feed", id))
        .restful::<KeysController>(Actions::new().on("translation", id))
}

async fn get(router: &RestfulRouter<Body, Body>, uri: &str) -> (StatusCode, String) {
    let request = Request::builder()
        .method(Method::GET)
        .uri(uri)
        .body(Body::default())
        .unwrap();
    let response = router.clone().oneshot(request).await.unwrap();
    let status = response.status();
    let body = response.into_body().collect().await.unwrap().to_bytes();
    (status, String::from_utf8(body.to_vec()).unwrap())
}

#[tokio::test]
async fn id_is_the_own_id_wherever_the_template_has_it() {
    for (router, prefix) in [(router(), ""), (router().mounted_at("/api"), "/api")] {
        for (path, expected) in [
            ("/~ada", "id=ada"),
            ("/~caf%C3%A9", "id=café"),
            ("/~ada/feed.atom", "id=ada"),
            ("/users/ada", "id=ada"),
            ("/keys/7/translations/fr", "id=7"),
        ] {
            let path = format!("{prefix}{path}");
            assert_eq!(
                get(&router, &path).await,
                (StatusCode::OK, expected.to_owned()),
                "{path}"
            );
        }
    }
}

#[tokio::test]
async fn id_on_a_route_without_the_own_id_is_a_500_that_says_so() {
    let router = router();
    for path in ["/", "/assets/css/site.css"] {
        let (status, body) = get(&router, path).await;
        assert_eq!(status, StatusCode::INTERNAL_SERVER_ERROR, "{path}");
        assert!(body.contains("has no own id"), "{path}: {body}");
    }
}
