//! The echo app (docs/integrations.md, "4.2 The echo app and the conformance suite") on hyper 1
//! with restful-tower, the same app as on every stack: each handler answers with its route, its
//! params and the link to itself. The router and the method override answer their refusals
//! with the app's `on_rejection` function: JSON to a client that asks for it, restful's plain
//! text otherwise.
//!
//! ```sh
//! cargo run -p restful-tower --example echo -- --addr 127.0.0.1:3000 --mount /api
//! curl -i 127.0.0.1:3000/api/photos/1/comments/2
//! ```

use std::convert::Infallible;
use std::net::SocketAddr;
use std::process::ExitCode;

use http::request::Parts;
use http::{Method, Request, Response, StatusCode, header};
use http_body_util::Full;
use hyper::body::{Bytes, Incoming};
use hyper::server::conn::http1;
use hyper_util::rt::TokioIo;
use hyper_util::service::TowerToHyperService;
use restful_core::Restful;
use restful_core::adapter::Rejection;
use restful_tower::{
    Actions, Id, Ids, MethodOverride, OverrideBody, Recognized, RestfulRouter, Route,
};
use tokio::net::TcpListener;
use tower::layer::layer_fn;
use tower::{ServiceExt, service_fn};

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

type Body = OverrideBody<Incoming>;
type Answer = Result<Response<Full<Bytes>>, Infallible>;
/// What a filter calls on: the handler, behind the filters declared after it.
type Next = Route<Body, Full<Bytes>>;

/// `<Controller>#<action> <name>=<value>... self=<link>`.
async fn echo(request: Request<Body>) -> Answer {
    let Some(found) = Recognized::of(&request) else {
        return text(
            StatusCode::INTERNAL_SERVER_ERROR,
            "not a restful route".into(),
        );
    };
    let mut body = format!("{}#{}", found.controller().name(), found.action());
    for (name, value) in found.params() {
        body += &format!(" {name}={value}");
    }
    body += &format!(" self={}", found.self_path());
    text(StatusCode::OK, body)
}

/// The echo of a ticket, whose id is a number: `Id::<u64>::of` refuses any other, and the
/// app's fallback answers.
async fn ticket(request: Request<Body>) -> Answer {
    match Id::<u64>::of(&request) {
        Ok(_) => echo(request).await,
        Err(rejection) => Ok(rejection.into_response()),
    }
}

async fn seats(request: Request<Body>) -> Answer {
    match Ids::<u64>::of(&request) {
        Ok(_) => echo(request).await,
        Err(rejection) => Ok(rejection.into_response()),
    }
}

async fn seat(request: Request<Body>) -> Answer {
    match Ids::<(u64, u8)>::of(&request) {
        Ok(_) => echo(request).await,
        Err(rejection) => Ok(rejection.into_response()),
    }
}

/// The app's answer to every refusal (`on_rejection`): to a client whose `Accept` asks for
/// JSON, `{"status":<status>,"error":"<message>"}`; to any other, restful's plain text.
fn refused(rejection: Rejection, parts: &Parts) -> Response<Full<Bytes>> {
    let accept = parts
        .headers
        .get(header::ACCEPT)
        .map(|value| value.as_bytes());
    if !accept.is_some_and(|accept| accept.starts_with(b"application/json")) {
        return rejection.to_response();
    }
    let body = json_refusal(rejection.status().as_u16(), rejection.message());
    let mut response = Response::new(Full::from(body));
    *response.status_mut() = rejection.status();
    let json = http::HeaderValue::from_static("application/json");
    response.headers_mut().insert(header::CONTENT_TYPE, json);
    response
}

/// `{"status":<status>,"error":"<message>"}`, the message escaped as a JSON string.
fn json_refusal(status: u16, message: &str) -> String {
    let message = message.replace('\\', "\\\\").replace('"', "\\\"");
    format!(r#"{{"status":{status},"error":"{message}"}}"#)
}

/// The login filter: 401 `login required` without a non-empty `X-User` header.
async fn require_login(next: Next, request: Request<Body>) -> Answer {
    match request.headers().get("x-user") {
        Some(user) if !user.is_empty() => next.oneshot(request).await,
        _ => text(StatusCode::UNAUTHORIZED, "login required".into()),
    }
}

/// The block filter: 403 `blocked` with `X-Block: 1`; otherwise the answer gets
/// `X-Action: <action>`, read from the recognized route.
async fn block(next: Next, request: Request<Body>) -> Answer {
    if request.headers().get("x-block").is_some_and(|v| v == "1") {
        return text(StatusCode::FORBIDDEN, "blocked".into());
    }
    let action = Recognized::of(&request).map(|found| found.action().name());
    let Ok(mut response) = next.oneshot(request).await;
    if let Some(action) = action {
        let action = http::HeaderValue::from_static(action);
        response.headers_mut().insert("x-action", action);
    }
    Ok(response)
}

/// `/health` wherever the router is mounted; `fallback` for anything else.
async fn fallback(request: Request<Body>) -> Answer {
    match (request.method(), request.uri().path()) {
        (&Method::GET | &Method::HEAD, "/health") => text(StatusCode::OK, "ok".into()),
        _ => text(StatusCode::NOT_FOUND, "fallback".into()),
    }
}

fn text(status: StatusCode, body: String) -> Answer {
    let mut response = Response::new(Full::from(body));
    *response.status_mut() = status;
    let plain = http::HeaderValue::from_static("text/plain; charset=utf-8");
    response
        .headers_mut()
        .insert(http::header::CONTENT_TYPE, plain);
    Ok(response)
}

fn router(mount: Option<&str>) -> RestfulRouter<Body, Full<Bytes>> {
    let echo = service_fn(echo);
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
    // Each filter: a layer that makes a service of the next one and the request.
    let login =
        || layer_fn(|next: Next| service_fn(move |request| require_login(next.clone(), request)));
    let block = layer_fn(|next: Next| service_fn(move |request| block(next.clone(), request)));
    let writes = ["create", "update", "destroy", "publish", "unpublish"];
    let router = RestfulRouter::new()
        .restful::<PhotosController>(
            every()
                .on("search", echo)
                .on("publish", echo)
                .on("unpublish", echo)
                .layer_only(writes, login())
                .named("login")
                .layer(block)
                .named("block"),
        )
        .restful::<ProfileController>(profile)
        .restful::<CommentsController>(every())
        .restful::<BookReviewsController>(
            reviews
                .layer_except(["index", "show"], login())
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
        .restful::<TicketsController>(Actions::new().index(echo).show(service_fn(ticket)))
        .restful::<SeatsController>(
            Actions::new()
                .index(service_fn(seats))
                .show(service_fn(seat)),
        )
        .fallback(service_fn(fallback))
        .on_rejection(refused);
    match mount {
        Some(prefix) => router.mounted_at(prefix),
        None => router,
    }
    .expect_all_mounted()
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

/// Serves the echo app on `listener` for as long as the runtime runs, the router at the root
/// or `mounted_at(mount)`; `/health` and the fallback stay at the root; the whole app in
/// `MethodOverride`, with the app's answer to the forms it refuses.
pub async fn serve(listener: TcpListener, mount: Option<String>) {
    let app = MethodOverride::new(router(mount.as_deref())).on_rejection(refused);
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            continue;
        };
        let service = TowerToHyperService::new(app.clone());
        tokio::spawn(http1::Builder::new().serve_connection(TokioIo::new(stream), service));
    }
}

#[allow(dead_code)] // Tests include this file for `serve`, and call it themselves.
#[tokio::main]
async fn main() -> ExitCode {
    let (addr, mount) = match options() {
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
    serve(listener, mount).await;
    ExitCode::SUCCESS
}
