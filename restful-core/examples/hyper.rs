//! A server on hyper 1 and no framework, built from `restful_core::adapter`: the handlers are
//! mounted with the same checks every adapter makes, and each request is answered from one
//! `RouteTable` lookup, HEAD and the refusals as on every stack.
//! `cargo run -p restful-core --example hyper`, then `curl -i 127.0.0.1:3000/photos/7`.

use std::convert::Infallible;
use std::sync::Arc;

use http_body_util::Full;
use hyper::body::{Bytes, Incoming};
use hyper::{Method, Request, Response, server::conn::http1, service::service_fn};
use hyper_util::rt::TokioIo;
use restful_core::adapter::{Answer, MountError, Mounts, Rejection, Slots};
use restful_core::{Action, Match, Restful, RouteTable};
use tokio::net::TcpListener;

#[derive(Restful)]
#[restful(only(index, show, destroy))]
struct PhotosController;

type Body = Full<Bytes>;

/// A handler: the recognized route and its params in, the body out.
type Handler = fn(&Match<'_>) -> String;

/// The table of every route and its handler. A handler missing or left over, a controller
/// mounted twice, two routes in conflict: a [`MountError`] that says which and how to fix it.
pub fn routes() -> Result<RouteTable<Handler>, MountError> {
    let mut photos = Slots::<Handler>::new();
    photos.set(Action::Index, |_| "all photos".to_owned());
    photos.set(Action::Show, |found| {
        format!("photo {}", found.id().unwrap_or_default())
    });
    photos.set(Action::Destroy, |found| {
        format!("deleted photo {}", found.id().unwrap_or_default())
    });
    let mut mounts = Mounts::new();
    mounts.mount(PhotosController::CONTROLLER, photos)?;
    mounts.into_table()
}

/// One lookup, then the handler: HEAD answered by GET's handler without the body; 404, 405
/// with `Allow`, and 400 from the refusal.
fn answer(table: &RouteTable<Handler>, request: &Request<Incoming>) -> Answer<Body> {
    match table.recognize(request.method(), request.uri().path()) {
        Ok((found, handler)) => {
            let response = Response::new(Body::from(handler(&found)));
            let head = request.method() == Method::HEAD;
            Answer::new(Box::pin(std::future::ready(response)), head)
        }
        Err(err) => Answer::refused(Rejection::from(err)),
    }
}

/// Serves `listener`, each connection on a task of its own, until accepting fails.
pub async fn serve(listener: TcpListener, table: RouteTable<Handler>) {
    let table = Arc::new(table);
    while let Ok((stream, _)) = listener.accept().await {
        let table = Arc::clone(&table);
        let answer = move |request| {
            let answer = answer(&table, &request);
            async move { Ok::<Response<Body>, Infallible>(answer.await) }
        };
        let connection =
            http1::Builder::new().serve_connection(TokioIo::new(stream), service_fn(answer));
        tokio::spawn(connection);
    }
}

#[tokio::main]
async fn main() {
    let table = routes().unwrap_or_else(|err| panic!("{err}"));
    let address = "127.0.0.1:3000";
    let listener = TcpListener::bind(address).await.expect("the port is free");
    println!("listening on http://{address}");
    serve(listener, table).await;
}
