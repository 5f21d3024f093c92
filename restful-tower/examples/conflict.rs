//! An app whose two controllers claim one path, `/photos`: it refuses to start, and the panic
//! names both controllers, the path and the fix. Nothing is served.
//!
//! ```sh
//! cargo run -p restful-tower --example conflict
//! ```

use std::convert::Infallible;

use http::{Request, Response};
use http_body_util::Full;
use hyper::body::{Bytes, Incoming};
use hyper::server::conn::http1;
use hyper_util::rt::TokioIo;
use hyper_util::service::TowerToHyperService;
use restful_core::Restful;
use restful_tower::{Actions, RestfulRouter};
use tokio::net::TcpListener;
use tower::service_fn;

#[derive(Restful)]
#[restful(only(index))]
struct PhotosController;

/// An older name for the same resource, left behind: one of the two must go, or move.
#[derive(Restful)]
#[restful(resource = "photos", only(index))]
struct PicturesController;

async fn index(_: Request<Incoming>) -> Result<Response<Full<Bytes>>, Infallible> {
    Ok(Response::new(Full::from("photos")))
}

/// Mounts both controllers, which panics, then would serve `listener`.
pub async fn serve(listener: TcpListener) {
    let app: RestfulRouter<Incoming, Full<Bytes>> = RestfulRouter::new()
        .restful::<PhotosController>(Actions::new().index(service_fn(index)))
        .restful::<PicturesController>(Actions::new().index(service_fn(index)));
    while let Ok((stream, _)) = listener.accept().await {
        let service = TowerToHyperService::new(app.clone());
        tokio::spawn(http1::Builder::new().serve_connection(TokioIo::new(stream), service));
    }
}

#[allow(dead_code)] // Tests include this file for `serve`, and call it themselves.
#[tokio::main]
async fn main() {
    let listener = TcpListener::bind("127.0.0.1:3000")
        .await
        .expect("the port is free");
    serve(listener).await;
}
