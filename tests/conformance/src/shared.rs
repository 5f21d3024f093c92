//! Rows and checks that the adapters' own tests share: `Ids<T>` on typed params, and a server
//! that outlives a `Param` that panics. (The controllers are declared in each test: a derive in
//! this crate would register them in every binary that links it.)

use std::net::SocketAddr;
use std::time::Duration;

use crate::cases::Framing;
use crate::client;

/// What every stack answers to a router of `PhotosController` (`id = u64`, `only(show)`, whose
/// `show` reads `Ids<PhotoIds>`, a struct of `id`) and `CommentsController`
/// (`parent = PhotosController`, `only(index, show, destroy)`: `index` reads `Ids<(u64, u64)>`,
/// which does not fit its one param; `show` `Ids<(u64, String)>`; `destroy` `Ids<(u64, u64)>`),
/// without `on_rejection`, beside a fallback that answers 404 `the app's 404`: the method, the
/// path, the status and the body.
pub const IDS_ROWS: [(&str, &str, u16, &str); 7] = [
    ("GET", "/photos/7", 200, "photo 7"),
    ("GET", "/photos/7/comments/x", 200, "comment x of photo 7"),
    (
        "DELETE",
        "/photos/7/comments/9",
        200,
        "comment 9 of photo 7",
    ),
    // The parent id is typed: not this route, whatever the method (the app's fallback).
    ("GET", "/photos/abc/comments/x", 404, "the app's 404"),
    ("PATCH", "/photos/abc/comments/x", 404, "the app's 404"),
    // `Ids<(u64, u64)>` on a route of one param: a bug in the app, named.
    (
        "GET",
        "/photos/7/comments",
        500,
        "`Ids<T>` read in the handler of `GET /photos/{photo_id}/comments \
         (CommentsController#index)` as a `T` that does not fit its params (`photo_id`): read \
         a tuple of one value in path order, or a struct with those names",
    ),
    // A value that is not one of its type (`destroy` reads the untyped own id as a `u64`): no
    // such resource (restful's own 404, the app having no `on_rejection`).
    (
        "DELETE",
        "/photos/7/comments/x%20y",
        404,
        "no resource has this id",
    ),
];

/// Sends `GET <boom>` (whose recognition panics in a `Param`'s `parse`), then `GET <fine>` on
/// new connections until it is answered 200, within five seconds: the server outlives the
/// panic. The request that panics must get no answer (its connection closed) or a 500.
///
/// # Panics
///
/// When the server answers the panicking request otherwise, or no longer answers.
pub fn outlives_a_panic(addr: SocketAddr, boom: &str, fine: &str) {
    let get = |path: &str| client::send(addr, "GET", path, &[], b"", Framing::Length);
    let answer = get(boom);
    assert!(
        answer
            .as_ref()
            .map_or(true, |response| response.status == 500),
        "the request that panics gets no answer, or a 500: {:?}",
        answer.map(|response| response.status)
    );
    let answered = (0..50).any(|_| {
        let ok = get(fine).is_ok_and(|response| response.status == 200);
        if !ok {
            std::thread::sleep(Duration::from_millis(100));
        }
        ok
    });
    assert!(answered, "the server answers after the panic");
}
