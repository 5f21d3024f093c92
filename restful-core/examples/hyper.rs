//! A server on hyper 1 and no framework: each request is answered from one `RouteTable` lookup.
//! `cargo run -p restful-core --example hyper`, then `curl -i 127.0.0.1:3000/photos/7`.

use std::convert::Infallible;
use std::sync::Arc;

use http_body_util::Full;
use hyper::body::{Bytes, Incoming};
use hyper::header::{ALLOW, HeaderValue};
use hyper::{Request, Response, server::conn::http1, service::service_fn};
use hyper_util::rt::TokioIo;
use restful_core::{Action, Match, Restful, RouteTable};
use tokio::net::TcpListener;

#[derive(Restful)]
#[restful(only(index, show, destroy))]
struct PhotosController;

/// A handler: the recognized route and its params in, the body out.
type Handler = fn(&Match<'_>) -> String;

fn handler(action: Action) -> Handler {
    match action {
        Action::Index => |_| "all photos".to_owned(),
        Action::Show => |found| format!("photo {}", found.id().unwrap_or_default()),
        _ => |found| format!("deleted photo {}", found.id().unwrap_or_default()),
    }
}

/// One lookup, then the handler; 404, 405 with `Allow`, or 400 from the error itself.
fn answer(table: &RouteTable<Handler>, request: &Request<Incoming>) -> Response<Full<Bytes>> {
    match table.recognize(request.method(), request.uri().path()) {
        Ok((found, handler)) => Response::new(Full::from(handler(&found))),
        Err(err) => {
            let mut response = Response::builder().status(err.status());
            if let Some(allowed) = err.allowed() {
                response = response.header(ALLOW, HeaderValue::from_static(allowed.as_str()));
            }
            let body = Full::from(err.message());
            response.body(body).expect("a status and a valid header")
        }
    }
}

/// Serves `listener`, each connection on a task of its own, until accepting fails.
pub async fn serve(listener: TcpListener) {
    let routes = PhotosController::CONTROLLER.routes();
    let table = RouteTable::new(routes.map(|route| (route, handler(route.action()))));
    let table = Arc::new(table.expect("one controller: no conflict"));
    while let Ok((stream, _)) = listener.accept().await {
        let table = Arc::clone(&table);
        let answer =
            move |request| std::future::ready(Ok::<_, Infallible>(answer(&table, &request)));
        let connection =
            http1::Builder::new().serve_connection(TokioIo::new(stream), service_fn(answer));
        tokio::spawn(connection);
    }
}

#[tokio::main]
async fn main() {
    let address = "127.0.0.1:3000";
    let listener = TcpListener::bind(address).await.expect("the port is free");
    println!("listening on http://{address}");
    serve(listener).await;
}
