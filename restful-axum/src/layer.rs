//! `RestfulLayer`: the mounted routes in front of an app, recognized before axum routes.

use std::fmt;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};

use axum::body::Body;
use axum::extract::Request;
use axum::response::Response;
use pin_project_lite::pin_project;
use restful_core::adapter;
use tower_layer::Layer;
use tower_service::Service;

use crate::router::{Nested, Shared};

/// The routes of a [`RestfulRouter`](crate::RestfulRouter), as a tower `Layer` in front of
/// an app: made by [`RestfulRouter::into_layer`](crate::RestfulRouter::into_layer).
#[derive(Clone)]
pub struct RestfulLayer {
    shared: Arc<Shared<()>>,
}

impl RestfulLayer {
    pub(crate) fn new(shared: Arc<Shared<()>>) -> Self {
        RestfulLayer { shared }
    }
}

impl fmt::Debug for RestfulLayer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RestfulLayer")
            .field("routes", &self.shared.table.iter().count())
            .finish()
    }
}

impl<A> Layer<A> for RestfulLayer {
    type Service = RestfulService<A>;

    fn layer(&self, app: A) -> RestfulService<A> {
        RestfulService {
            shared: Arc::clone(&self.shared),
            app,
        }
    }
}

/// An app behind a [`RestfulLayer`]: restful routes are answered with one lookup, anything
/// else by the app.
#[derive(Clone)]
pub struct RestfulService<A> {
    shared: Arc<Shared<()>>,
    app: A,
}

impl<A: fmt::Debug> fmt::Debug for RestfulService<A> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RestfulService")
            .field("routes", &self.shared.table.iter().count())
            .field("app", &self.app)
            .finish()
    }
}

impl<A> Service<Request> for RestfulService<A>
where
    A: Service<Request, Response = Response>,
{
    type Response = Response;
    type Error = A::Error;
    type Future = RestfulFuture<A::Future>;

    /// The app's readiness: a restful route needs none, yet a request may go to the app.
    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), A::Error>> {
        self.app.poll_ready(cx)
    }

    fn call(&mut self, request: Request) -> RestfulFuture<A::Future> {
        let nested = Nested::of(&request);
        match self.shared.dispatch(request, (), nested) {
            Ok(future) => RestfulFuture {
                inner: Answer::Restful { future },
            },
            // The app was polled ready; a restful answer leaves it ready for the next request.
            Err((request, ())) => RestfulFuture {
                inner: Answer::App {
                    future: self.app.call(request),
                },
            },
        }
    }
}

pin_project! {
    /// The response future of [`RestfulService`], the service that answers restful routes: a
    /// restful route's answer (an [`adapter::Answer`]), or the app's.
    pub struct RestfulFuture<F> {
        #[pin]
        inner: Answer<F>,
    }
}

pin_project! {
    #[project = AnswerProjection]
    enum Answer<F> {
        // A restful route's handler, or a refusal (405, 400).
        Restful { future: adapter::Answer<Body> },
        // The app's answer to a path no restful route has.
        App { #[pin] future: F },
    }
}

impl<F, E> Future for RestfulFuture<F>
where
    F: Future<Output = Result<Response, E>>,
{
    type Output = Result<Response, E>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        match self.project().inner.project() {
            AnswerProjection::Restful { future } => Pin::new(future).poll(cx).map(Ok),
            AnswerProjection::App { future } => future.poll(cx),
        }
    }
}

impl<F> fmt::Debug for RestfulFuture<F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let answer = match self.inner {
            Answer::Restful { .. } => "restful",
            Answer::App { .. } => "app",
        };
        f.debug_struct("RestfulFuture")
            .field("answer", &answer)
            .finish()
    }
}
