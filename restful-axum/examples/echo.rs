//! The echo app (docs/integrations.md, "4.2 The echo app and the conformance suite") on axum
//! 0.8 with restful-axum, the same app as on every stack: each handler answers with its route,
//! its params and the link to itself.
//!
//! ```sh
//! cargo run -p restful-axum --example echo -- --addr 127.0.0.1:3000 --mount /api
//! curl -i 127.0.0.1:3000/api/photos/1/comments/2
//! ```
//!
//! Both ways restful-axum serves are here. By default the restful routes are a layer in front
//! of the app (`into_layer`), and with `--mount /api` that layered app is nested with
//! `Router::nest_service`. With `RESTFUL_ECHO_MODE=router`, they are an `axum::Router`
//! (`into_router`), nested with `Router::nest` under `--mount`, and with
//! `RESTFUL_ECHO_MODE=router-service` the same router nested with `Router::nest_service`.
//! Either way `/health` and the fallback are the app's own, at its root. The router and the
//! method override answer their refusals with the app's `on_rejection` function: JSON to a
//! client that asks for it, restful's plain text otherwise.

use std::convert::Infallible;
use std::net::SocketAddr;
use std::process::ExitCode;

use axum::body::Body;
use axum::extract::Request;
use axum::http::request::Parts;
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::{Next, from_fn};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Router, ServiceExt};
use restful_axum::{Actions, Id, Ids, Layer, MethodOverride, Recognized, RestfulRouter};
use restful_core::Restful;
use restful_core::adapter::Rejection;
use tokio::net::TcpListener;
use tower_service::Service;

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

/// How the restful routes are served.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// `into_layer()` in front of the app; below a prefix, the layered app in
    /// `Router::nest_service`.
    Layer,
    /// `into_router()`; below a prefix, in `Router::nest`, which never routes the prefix with
    /// `/` (`/api/`) to the nested router: the app's fallback answers it.
    Router,
    /// `into_router()`; below a prefix, in `Router::nest_service`, which routes `/api/` to it.
    RouterService,
}

/// `<Controller>#<action> <name>=<value>... self=<link>`.
async fn echo(found: Recognized) -> String {
    let mut body = format!("{}#{}", found.controller().name(), found.action());
    for (name, value) in found.params() {
        body += &format!(" {name}={value}");
    }
    body + &format!(" self={}", found.self_path())
}

/// The echo of a ticket, whose id is a number: `Id<u64>` refuses any other, and the app's
/// fallback answers.
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
/// JSON, `{"status":<status>,"error":"<message>"}`; to any other, restful's plain text.
fn refused(rejection: Rejection, parts: &Parts) -> Response {
    let accept = parts.headers.get(header::ACCEPT).map(HeaderValue::as_bytes);
    if !accept.is_some_and(|accept| accept.starts_with(b"application/json")) {
        return rejection.to_response::<Body>();
    }
    let body = json_refusal(rejection.status().as_u16(), rejection.message());
    let json = [(header::CONTENT_TYPE, "application/json")];
    (rejection.status(), json, body).into_response()
}

/// `{"status":<status>,"error":"<message>"}`, the message escaped as a JSON string.
fn json_refusal(status: u16, message: &str) -> String {
    let message = message.replace('\\', "\\\\").replace('"', "\\\"");
    format!(r#"{{"status":{status},"error":"{message}"}}"#)
}

/// The login filter: 401 `login required` without a non-empty `X-User` header.
async fn require_login(request: Request, next: Next) -> Response {
    match request.headers().get("x-user") {
        Some(user) if !user.is_empty() => next.run(request).await,
        _ => (StatusCode::UNAUTHORIZED, "login required").into_response(),
    }
}

/// The block filter: 403 `blocked` with `X-Block: 1`; otherwise the answer gets
/// `X-Action: <action>`, read from the recognized route.
async fn block(found: Recognized, request: Request, next: Next) -> Response {
    if request.headers().get("x-block").is_some_and(|v| v == "1") {
        return (StatusCode::FORBIDDEN, "blocked").into_response();
    }
    let mut response = next.run(request).await;
    if let Ok(action) = HeaderValue::from_str(found.action().name()) {
        response.headers_mut().insert("x-action", action);
    }
    response
}

async fn health() -> &'static str {
    "ok"
}

async fn fallback() -> (StatusCode, &'static str) {
    (StatusCode::NOT_FOUND, "fallback")
}

/// Every controller with the echo as each of its actions.
fn restful() -> RestfulRouter {
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
                .layer_only(writes, from_fn(require_login))
                .named("login")
                .layer(from_fn(block))
                .named("block"),
        )
        .restful::<ProfileController>(profile)
        .restful::<CommentsController>(every())
        .restful::<BookReviewsController>(
            reviews
                .layer_except(["index", "show"], from_fn(require_login))
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

/// Serves the echo app on `listener` for as long as the runtime runs: the restful routes
/// served the `mode` way, at the root or below `mount`; `/health` and the fallback at the
/// root; the whole app in `MethodOverride`.
pub async fn serve(listener: TcpListener, mount: Option<String>, mode: Mode) {
    // The app's own routes and 404, as if restful were not there.
    let app = || {
        Router::new()
            .route("/health", get(health))
            .fallback(fallback)
    };
    match (mode, mount) {
        (Mode::Layer, None) => run(listener, restful().into_layer().layer(app())).await,
        (Mode::Layer, Some(prefix)) => {
            let below = restful()
                .into_layer()
                .layer(Router::new().fallback(fallback));
            run(listener, app().nest_service(&prefix, below)).await;
        }
        (Mode::Router | Mode::RouterService, None) => {
            let router = restful().fallback(fallback).into_router();
            run(listener, router.route("/health", get(health))).await;
        }
        (Mode::Router, Some(prefix)) => {
            let router = restful().fallback(fallback).into_router();
            run(listener, app().nest(&prefix, router)).await;
        }
        (Mode::RouterService, Some(prefix)) => {
            let router = restful().fallback(fallback).into_router();
            run(listener, app().nest_service(&prefix, router)).await;
        }
    }
}

/// `app`, in `MethodOverride` (with the app's answer to the forms it refuses), served until
/// the runtime ends.
async fn run<S>(listener: TcpListener, app: S)
where
    S: Service<Request, Response = Response, Error = Infallible> + Clone + Send + 'static,
    S::Future: Send,
{
    let app = MethodOverride::new(app).on_rejection(refused);
    // `serve` ends only when accepting fails for good; the example ends with it.
    if let Err(err) = axum::serve(listener, ServiceExt::<Request>::into_make_service(app)).await {
        eprintln!("echo: {err}");
    }
}

/// `--addr HOST:PORT` and `--mount /PREFIX`; `RESTFUL_ECHO_MODE=router` for `into_router` in
/// `Router::nest`, `router-service` for `into_router` in `Router::nest_service`.
fn options() -> Result<(SocketAddr, Option<String>, Mode), String> {
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
    let mode = match std::env::var("RESTFUL_ECHO_MODE").as_deref() {
        Err(_) | Ok("" | "layer") => Mode::Layer,
        Ok("router") => Mode::Router,
        Ok("router-service") => Mode::RouterService,
        Ok(other) => {
            return Err(format!(
                "RESTFUL_ECHO_MODE={other}: use `layer` (the default), `router` or \
                 `router-service`"
            ));
        }
    };
    Ok((addr, mount, mode))
}

#[allow(dead_code)] // Tests include this file for `serve`, and call it themselves.
#[tokio::main]
async fn main() -> ExitCode {
    let (addr, mount, mode) = match options() {
        Ok(options) => options,
        Err(message) => {
            eprintln!("echo: {message}");
            return ExitCode::from(2);
        }
    };
    let listener = match TcpListener::bind(addr).await {
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
    serve(listener, mount, mode).await;
    ExitCode::FAILURE
}
