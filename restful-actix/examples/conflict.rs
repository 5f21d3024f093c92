//! An app whose two controllers claim one path, `/photos`: it refuses to start, and the panic
//! names both controllers, the path and the fix. Nothing is served.
//!
//! ```sh
//! cargo run -p restful-actix --example conflict
//! ```

use std::net::TcpListener;

use actix_web::{App, HttpServer};
use restful_actix::{Actions, RestfulRouter};
use restful_core::Restful;

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

/// Mounts both controllers, which panics, then would serve `listener` until the process ends.
pub fn serve(listener: TcpListener) -> std::io::Result<()> {
    let router = || {
        RestfulRouter::new()
            .restful::<PhotosController>(Actions::new().index(index))
            .restful::<PicturesController>(Actions::new().index(index))
    };
    // Built once before serving, so that the mistake stops the process with its message; each
    // worker then builds its own, as it builds its `App`.
    drop(router());
    let server = HttpServer::new(move || App::new().service(router()))
        .workers(1)
        .listen(listener)?;
    actix_web::rt::System::new().block_on(server.run())
}

#[allow(dead_code)] // Tests include this file for `serve`, and call it themselves.
fn main() -> std::io::Result<()> {
    serve(TcpListener::bind("127.0.0.1:3000")?)
}
