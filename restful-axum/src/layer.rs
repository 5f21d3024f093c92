//! `RestfulLayer`: the mounted routes in front of an app, recognized before axum routes.

use std::fmt;
use std::future::{Future, poll_fn};
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};

use axum::body::Body;
use axum::extract::Request;
use axum::response::Response;
use pin_project_lite::pin_project;
use restful_core::adapter::{self, Rescued, without_body};
use tower_layer::Layer;
use tower_service::Service;

use crate::router::{Nested, Routing, Shared};

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
    A: Service<Request, Response = Response> + Clone + Send + 'static,
    A::Future: Send + 'static,
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
        let inner = match self.shared.dispatch(request, (), nested) {
            Routing::Answer(future) => Answer::Restful { future },
            // The app's function answers the handler's refusals, and the app a 404.
            Routing::Rescue(rescue) => {
                let mut app = self.app.clone();
                let (future, head, on_rejection) =
                    (rescue.future, rescue.head, rescue.on_rejection);
                Answer::Rescue {
                    future: Box::pin(async move {
                        match on_rejection.rescue(future.await, Some(())) {
                            // HEAD through the GET handler: its answer, or the app's, without
                            // a body.
                            Rescued::Answered(response) if head => Ok(without_body(response)),
                            Rescued::Answered(response) => Ok(response),
                            Rescued::Fallback((), parts) => {
                                poll_fn(|cx| app.poll_ready(cx)).await?;
                                app.call(Request::from_parts(parts, Body::empty())).await
                            }
                        }
                    }),
                }
            }
            // The app was polled ready; a restful answer leaves it ready for the next request.
            Routing::Fallback(request, ()) => Answer::App {
                future: self.app.call(request),
            },
        };
        RestfulFuture { inner }
    }
}

pin_project! {
    /// The response future of [`RestfulService`], the service that answers restful routes: a
    /// restful route's answer (an [`adapter::Answer`]), or the app's.
    pub struct RestfulFuture<F>
    where
        F: Future,
    {
        #[pin]
        inner: Answer<F>,
    }
}

/// A restful route's answer, given to the app when an extractor says no such resource
/// exists: its type erased.
type RescueFuture<T> = Pin<Box<dyn Future<Output = T> + Send>>;

pin_project! {
    #[project = AnswerProjection]
    enum Answer<F>
    where
        F: Future,
    {
        // A restful route's handler, or a refusal (405, 400).
        Restful { future: adapter::Answer<Body> },
        // A restful route's handler, whose refusals the app's `on_rejection` answers, and the
        // app a 404.
        Rescue { future: RescueFuture<F::Output> },
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
            AnswerProjection::Rescue { future } => future.as_mut().poll(cx),
            AnswerProjection::App { future } => future.poll(cx),
        }
    }
}

impl<F: Future> fmt::Debug for RestfulFuture<F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let answer = match self.inner {
            Answer::Restful { .. } => "restful",
            Answer::Rescue { .. } => "restful, rescued",
            Answer::App { .. } => "app",
        };
        f.debug_struct("RestfulFuture")
            .field("answer", &answer)
            .finish()
    }
}
