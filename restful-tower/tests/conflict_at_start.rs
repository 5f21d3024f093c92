//! An app whose controllers conflict refuses to start, on tower as on every stack
//! (docs/integrations.md, "4.1 What every adapter answers"): `examples/conflict.rs`, handed to
//! the conformance suite's start check. A test binary of its own: its registry is the
//! example's, and conflicts.

#[path = "../examples/conflict.rs"]
mod conflict;

#[test]
fn an_app_whose_controllers_conflict_refuses_to_start() {
    restful_conformance::refused_at_start(
        |listener| {
            listener
                .set_nonblocking(true)
                .expect("a non-blocking listener");
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .expect("a tokio runtime");
            runtime.block_on(async move {
                let listener =
                    tokio::net::TcpListener::from_std(listener).expect("a tokio listener");
                conflict::serve(listener).await;
            });
        },
        &["PhotosController", "PicturesController", "`/photos`"],
    );
}
