//! A `Param` whose `parse` panics: recognition catches nothing, so the panic unwinds out of
//! the request's service; actix-web goes on answering (docs/routing.md, 5.2). Over a real
//! loopback socket.

use std::borrow::Cow;
use std::net::TcpListener;

use actix_web::{App, HttpServer};
use restful_actix::{Actions, RestfulRouter};
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
    std::thread::spawn(move || {
        let server = HttpServer::new(|| {
            App::new()
                .service(RestfulRouter::new().restful::<BombsController>(Actions::new().show(ok)))
        })
        .workers(1)
        .listen(listener)
        .unwrap();
        actix_web::rt::System::new().block_on(server.run())
    });
    outlives_a_panic(addr, "/bombs/boom", "/bombs/7");
}
