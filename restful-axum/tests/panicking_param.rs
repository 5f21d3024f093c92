//! A `Param` whose `parse` panics: recognition catches nothing, so the panic unwinds out of
//! the request's task; the server goes on answering (docs/routing.md, 5.2). Over a real
//! loopback socket.

use std::borrow::Cow;
use std::net::TcpListener;

use restful_axum::{Actions, RestfulRouter};
use restful_conformance::shared::outlives_a_panic;
use restful_core::{Param, ParamSchema, Restful};

/// An id type whose `parse` panics on `boom`: an app's bug in its own `Param`.
#[derive(Debug)]
struct Fragile(u64);

impl Param for Fragile {
    fn parse(text: &str) -> Option<Fragile> {
        assert!(text != "boom", "a `Param` that panics");
        u64::parse(text).map(Fragile)
    }
    fn write(&self) -> Cow<'_, str> {
        self.0.write()
    }
    fn schema() -> ParamSchema {
        u64::schema()
    }
}

#[derive(Restful)]
#[restful(id = Fragile, only(show))]
struct BombsController;

async fn ok() -> &'static str {
    "ok"
}

#[test]
fn a_param_that_panics_does_not_take_the_server_down() {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    listener.set_nonblocking(true).unwrap();
    let app = RestfulRouter::new()
        .restful::<BombsController>(Actions::new().show(ok))
        .into_router();
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async move {
            let listener = tokio::net::TcpListener::from_std(listener).unwrap();
            axum::serve(listener, app).await.unwrap();
        });
    });
    outlives_a_panic(addr, "/bombs/boom", "/bombs/7");
}
