//! The echo app (docs/integrations.md, "4.2 The echo app and the conformance suite") on
//! actix-web 4 with restful-actix, the same app as on every stack: each handler answers with
//! its route, its params and the link to itself.
//!
//! ```sh
//! cargo run -p restful-actix --example echo -- --addr 127.0.0.1:3000 --mount /api
//! curl -i 127.0.0.1:3000/api/photos/1/comments/2
//! ```

use std::net::{SocketAddr, TcpListener};
use std::process::ExitCode;

use actix_web::{App, HttpResponse, HttpServer, web};
use restful_actix::{Actions, MethodOverride, Recognized, RestfulRouter};
use restful_core::Restful;

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

/// `<Controller>#<action> <name>=<value>... self=<link>`.
async fn echo(found: Recognized) -> String {
    let mut body = format!("{}#{}", found.controller().name(), found.action());
    for (name, value) in found.params() {
        body += &format!(" {name}={value}");
    }
    body + &format!(" self={}", found.self_path())
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
    RestfulRouter::new()
        .restful::<PhotosController>(
            every()
                .on("search", echo)
                .on("publish", echo)
                .on("unpublish", echo),
        )
        .restful::<ProfileController>(profile)
        .restful::<CommentsController>(every())
        .restful::<BookReviewsController>(reviews)
        .expect_all_mounted()
}

/// Serves the echo app on `listener` until the process ends, the router at the root or in
/// `web::scope(mount)`; `/health` and the default service stay at the root.
pub fn serve(listener: TcpListener, mount: Option<String>) -> std::io::Result<()> {
    let router = router();
    let server = HttpServer::new(move || {
        let app = App::new()
            .wrap(MethodOverride::new())
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
            Some(prefix) => app.service(web::scope(prefix).service(router.clone())),
            None => app.service(router.clone()),
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
