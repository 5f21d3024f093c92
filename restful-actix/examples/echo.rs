//! The echo app (docs/integrations.md, "4.2 The echo app and the conformance suite") on
//! actix-web 4 with restful-actix, the same app as on every stack: each handler answers with
//! its route, its params and the link to itself. The router and the method override answer
//! their refusals with the app's `on_rejection` function: JSON to a client that asks for it,
//! restful's plain text otherwise.
//!
//! ```sh
//! cargo run -p restful-actix --example echo -- --addr 127.0.0.1:3000 --mount /api
//! curl -i 127.0.0.1:3000/api/photos/1/comments/2
//! ```

use std::net::{SocketAddr, TcpListener};
use std::process::ExitCode;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::StatusCode;
use actix_web::http::header::{HeaderName, HeaderValue};
use actix_web::middleware::{Next, from_fn};
use actix_web::{App, Error, HttpMessage, HttpResponse, HttpServer, ResponseError, web};
use restful_actix::{Actions, Id, Ids, MethodOverride, Recognized, RestfulRouter};
use restful_core::Restful;
use restful_core::adapter::Rejection;
use restful_core::http::header::ACCEPT;
use restful_core::http::request::Parts;

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

/// Nested under `TicketsController`, with a typed id: `/tickets/{ticket_id}/seats/{id}`, the
/// id a `u8`; its handlers read both ids at once with `Ids`.
#[derive(Restful)]
#[restful(parent = TicketsController, id = u8, only(index, show))]
struct SeatsController;

/// `<Controller>#<action> <name>=<value>... self=<link>`.
async fn echo(found: Recognized) -> String {
    let mut body = format!("{}#{}", found.controller().name(), found.action());
    for (name, value) in found.params() {
        body += &format!(" {name}={value}");
    }
    body + &format!(" self={}", found.self_path())
}

/// The echo of a ticket, whose id is a number: `Id<u64>` refuses any other, and the app's
/// default service answers.
async fn ticket(Id(_): Id<u64>, found: Recognized) -> String {
    echo(found).await
}

async fn seats(Ids(_): Ids<u64>, found: Recognized) -> String {
    echo(found).await
}

async fn seat(Ids((_, _)): Ids<(u64, u8)>, found: Recognized) -> String {
    echo(found).await
}

/// The app's answer to every refusal (`on_rejection`): to a client whose `Accept` asks for
/// JSON, `{"status":<status>,"error":"<message>"}`; to any other, restful's plain text. The
/// head is `http` 1's, as on every stack.
fn refused(rejection: Rejection, parts: &Parts) -> HttpResponse {
    let accept = parts.headers.get(ACCEPT).map(|value| value.as_bytes());
    if !accept.is_some_and(|accept| accept.starts_with(b"application/json")) {
        return restful_actix::Rejection::from(rejection).error_response();
    }
    let status = rejection.status().as_u16();
    HttpResponse::build(StatusCode::from_u16(status).unwrap_or(StatusCode::BAD_REQUEST))
        .content_type("application/json")
        .body(json_refusal(status, rejection.message()))
}

/// `{"status":<status>,"error":"<message>"}`, the message escaped as a JSON string.
fn json_refusal(status: u16, message: &str) -> String {
    let message = message.replace('\\', "\\\\").replace('"', "\\\"");
    format!(r#"{{"status":{status},"error":"{message}"}}"#)
}

/// The login filter: 401 `login required` without a non-empty `X-User` header.
async fn require_login(
    request: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    match request.headers().get("x-user") {
        Some(user) if !user.is_empty() => Ok(next.call(request).await?.map_into_left_body()),
        _ => Ok(refuse(
            request,
            HttpResponse::Unauthorized(),
            "login required",
        )),
    }
}

/// The block filter: 403 `blocked` with `X-Block: 1`; otherwise the answer gets
/// `X-Action: <action>`, read from the recognized route.
async fn block(
    request: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    if request.headers().get("x-block").is_some_and(|v| v == "1") {
        return Ok(refuse(request, HttpResponse::Forbidden(), "blocked"));
    }
    let action = request
        .extensions()
        .get::<Recognized>()
        .map(|found| found.action().name());
    let mut response = next.call(request).await?;
    if let Some(action) = action {
        let name = HeaderName::from_static("x-action");
        response
            .headers_mut()
            .insert(name, HeaderValue::from_static(action));
    }
    Ok(response.map_into_left_body())
}

/// A filter's refusal: `status` with a plain-text `body`.
fn refuse<B>(
    request: ServiceRequest,
    mut status: actix_web::HttpResponseBuilder,
    body: &'static str,
) -> ServiceResponse<actix_web::body::EitherBody<B>> {
    let refused = status.content_type("text/plain; charset=utf-8").body(body);
    request.into_response(refused).map_into_right_body()
}

async fn health() -> &'static str {
    "ok"
}

/// Every controller with the echo as each of its actions.
pub fn router() -> RestfulRouter {
    let every = || {
        Actions::new()
            .index(echo)
            .new_form(echo)
            .create(echo)
            .show(echo)
            .edit_form(echo)
            .update(echo)
            .destroy(echo)
    };
    let profile = Actions::new()
        .new_form(echo)
        .create(echo)
        .show(echo)
        .edit_form(echo)
        .update(echo)
        .destroy(echo)
        .on("verify", echo);
    let reviews = Actions::new()
        .index(echo)
        .create(echo)
        .show(echo)
        .destroy(echo);
    let writes = ["create", "update", "destroy", "publish", "unpublish"];
    RestfulRouter::new()
        .restful::<PhotosController>(
            every()
                .on("search", echo)
                .on("publish", echo)
                .on("unpublish", echo)
                .wrap_only(writes, from_fn(require_login))
                .named("login")
                .wrap(from_fn(block))
                .named("block"),
        )
        .restful::<ProfileController>(profile)
        .restful::<CommentsController>(every())
        .restful::<BookReviewsController>(
            reviews
                .wrap_except(["index", "show"], from_fn(require_login))
                .named("login"),
        )
        .restful::<PagesController>(
            Actions::new()
                .on("home", echo)
                .on("about", echo)
                .on("asset", echo)
                .on("logo", echo),
        )
        .restful::<UsersController>(Actions::new().index(echo).show(echo).on("profile", echo))
        .restful::<TicketsController>(Actions::new().index(echo).show(ticket))
        .restful::<SeatsController>(Actions::new().index(seats).show(seat))
        .on_rejection(refused)
        .expect_all_mounted()
}

/// Serves the echo app on `listener` until the process ends, the router at the root or in
/// `web::scope(mount)`; `/health` and the default service stay at the root; the whole app in
/// `MethodOverride`, with the app's answer to the forms it refuses.
pub fn serve(listener: TcpListener, mount: Option<String>) -> std::io::Result<()> {
    // Each worker builds its own router, as it builds its `App`: actix middleware such as
    // `from_fn` stays on the thread that made it. Built once here first, so that a mount
    // mistake stops the process before it listens.
    drop(router());
    let server = HttpServer::new(move || {
        let router = router();
        let app = App::new()
            .wrap(MethodOverride::new().on_rejection(refused))
            // actix's `web::get()` is GET only: HEAD gets its own route, as on other stacks.
            .service(
                web::resource("/health")
                    .route(web::get().to(health))
                    .route(web::head().to(health)),
            )
            .default_service(web::to(|| async {
                HttpResponse::NotFound()
                    .content_type("text/plain; charset=utf-8")
                    .body("fallback")
            }));
        match &mount {
            Some(prefix) => app.service(web::scope(prefix).service(router)),
            None => app.service(router),
        }
    })
    .workers(2)
    .listen(listener)?;
    actix_web::rt::System::new().block_on(server.run())
}

/// `--addr HOST:PORT` and `--mount /PREFIX`.
fn options() -> Result<(SocketAddr, Option<String>), String> {
    let (mut addr, mut mount) = ("127.0.0.1:3000".to_owned(), None);
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args.next().ok_or(format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--addr" => addr = value,
            "--mount" if value.starts_with('/') && !value.ends_with('/') => mount = Some(value),
            "--mount" => return Err(format!("--mount takes a prefix like /api, not {value:?}")),
            _ => {
                return Err(format!(
                    "unknown flag {flag}; use --addr HOST:PORT, --mount /PREFIX"
                ));
            }
        }
    }
    let addr = addr
        .parse()
        .map_err(|err| format!("--addr {addr}: {err}"))?;
    Ok((addr, mount))
}

#[allow(dead_code)] // Tests include this file for `serve`, and call it themselves.
fn main() -> ExitCode {
    let (addr, mount) = match options() {
        Ok(options) => options,
        Err(message) => {
            eprintln!("echo: {message}");
            return ExitCode::from(2);
        }
    };
    let listener = match TcpListener::bind(addr) {
        Ok(listener) => listener,
        Err(err) => {
            eprintln!("echo: cannot listen on {addr}: {err}");
            return ExitCode::FAILURE;
        }
    };
    match listener.local_addr() {
        Ok(bound) => println!("listening on http://{bound}"),
        Err(err) => eprintln!("echo: {err}"),
    }
    match serve(listener, mount) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("echo: {err}");
            ExitCode::FAILURE
        }
    }
}
