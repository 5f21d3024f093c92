//! An app whose two controllers claim one path, `/photos`: it refuses to start, and the panic
//! names both controllers, the path and the fix. Nothing is served.
//!
//! ```sh
//! cargo run -p restful-axum --example conflict
//! ```

use restful_axum::{Actions, RestfulRouter};
use restful_core::Restful;
use tokio::net::TcpListener;

#[derive(Restful)]
#[restful(only(index))]
struct PhotosController;

/// An older name for the same resource, left behind: one of the two must go, or move.
#[derive(Restful)]
#[restful(resource = "photos", only(index))]
struct PicturesController;

async fn index() -> &'static str {
    "photos"
}

/// Mounts both controllers, which panics, then would serve `listener`.
pub async fn serve(listener: TcpListener) {
    let app = RestfulRouter::new()
        .restful::<PhotosController>(Actions::new().index(index))
        .restful::<PicturesController>(Actions::new().index(index))
        .into_router();
    axum::serve(listener, app).await.expect("serving");
}

#[allow(dead_code)] // Tests include this file for `serve`, and call it themselves.
#[tokio::main]
async fn main() {
    let listener = TcpListener::bind("127.0.0.1:3000")
        .await
        .expect("the port is free");
    serve(listener).await;
}
