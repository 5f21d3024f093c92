//! `Actions`: the handlers of one controller, by action.

use std::any::Any;
use std::fmt;
use std::marker::PhantomData;
use std::sync::Arc;

use axum::body::Body;
use axum::extract::Request;
use axum::handler::Handler;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use restful_core::Action;
use restful_core::adapter::{self, ActionRef, Slots};

/// The handlers of one controller's actions: ordinary axum handlers, with any extractors
/// and any state. Give one for each action the controller serves, no more.
///
/// ```rust,standalone_crate
/// use restful_axum::{Actions, Id, RestfulRouter};
/// use restful_core::Restful;
///
/// #[derive(Restful)]
/// #[restful(only(index, show))]
/// struct PhotosController;
///
/// async fn list() -> &'static str { "all photos" }
/// async fn show(Id(id): Id) -> String { format!("photo {id}") }
///
/// let app: axum::Router = RestfulRouter::new()
///     .restful::<PhotosController>(Actions::new().index(list).show(show))
///     .into_router();
/// ```
#[must_use = "an `Actions` does nothing until it is mounted with `restful::<Controller>(actions)`"]
pub struct Actions<S = ()> {
    pub(crate) slots: Slots<BoxedHandler<S>>,
}

impl<S> Default for Actions<S> {
    fn default() -> Self {
        Actions {
            slots: Slots::new(),
        }
    }
}

macro_rules! action_setters {
    ($($(#[$doc:meta])* $name:ident => $action:ident;)*) => {
        $(
            $(#[$doc])*
            pub fn $name<H, T>(self, handler: H) -> Self
            where
                H: Handler<T, S>,
                T: 'static,
            {
                self.on(Action::$action, handler)
            }
        )*
    };
}

impl<S> Actions<S>
where
    S: Clone + Send + Sync + 'static,
{
    /// No handler yet.
    pub fn new() -> Self {
        Self::default()
    }

    action_setters! {
        /// `GET /<base>`: the list.
        index => Index;
        /// `GET /<base>/new_form`: the HTML form to create one.
        new_form => NewForm;
        /// `POST /<base>`: create one.
        create => Create;
        /// `GET /<base>/{id}`: one (HEAD too).
        show => Show;
        /// `GET /<base>/{id}/edit_form`: the HTML form to edit one.
        edit_form => EditForm;
        /// `PUT /<base>/{id}`: replace one.
        update => Update;
        /// `DELETE /<base>/{id}`: delete one.
        destroy => Destroy;
    }

    /// The handler of an action given by name or as an [`Action`]: a custom action of the
    /// controller (`member(...)`, `collection(...)`), or one of the seven chosen at run time.
    /// A name the controller does not serve panics at the mount, with the names it serves and
    /// the nearest one.
    ///
    /// ```rust,standalone_crate
    /// use restful_axum::{Actions, Id, RestfulRouter};
    /// use restful_core::{Action, Restful};
    ///
    /// #[derive(Restful)]
    /// #[restful(only(show), member(post(close)))]
    /// struct IssuesController;
    ///
    /// async fn show(Id(id): Id) -> String { format!("issue {id}") }
    /// async fn close(Id(id): Id) -> String { format!("closed issue {id}") }
    ///
    /// let actions: Actions = Actions::new().on(Action::Show, show).on("close", close);
    /// let app: axum::Router = RestfulRouter::new()
    ///     .restful::<IssuesController>(actions)
    ///     .into_router();
    /// ```
    pub fn on<H, T>(mut self, action: impl Into<ActionRef>, handler: H) -> Self
    where
        H: Handler<T, S>,
        T: 'static,
    {
        self.slots.set(action, BoxedHandler::new(handler));
        self
    }

    /// Whether a handler was given for `action`.
    pub fn has(&self, action: Action) -> bool {
        self.slots.has(action)
    }
}

impl<S> fmt::Debug for Actions<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.slots.fmt(f)
    }
}

/// The future of a handler, its type erased.
pub(crate) type HandlerFuture = adapter::HandlerFuture<Body>;

/// An axum handler, its type erased: called with the request and the app's state.
pub(crate) struct BoxedHandler<S>(Arc<dyn ErasedHandler<S>>);

impl<S> Clone for BoxedHandler<S> {
    fn clone(&self) -> Self {
        BoxedHandler(Arc::clone(&self.0))
    }
}

impl<S> BoxedHandler<S>
where
    S: Clone + Send + Sync + 'static,
{
    pub(crate) fn new<H, T>(handler: H) -> Self
    where
        H: Handler<T, S>,
        T: 'static,
    {
        BoxedHandler(Arc::new(Erased {
            handler,
            extractors: PhantomData,
        }))
    }

    pub(crate) fn call(&self, request: Request, state: S) -> HandlerFuture {
        self.0.call(request, state)
    }

    /// This handler with its state given: a handler of any state type, which it ignores.
    pub(crate) fn with_state<S2>(self, state: S) -> BoxedHandler<S2> {
        BoxedHandler(Arc::new(WithState {
            handler: self,
            state,
        }))
    }
}

/// A handler and the state it is called with.
struct WithState<S> {
    handler: BoxedHandler<S>,
    state: S,
}

impl<S, S2> ErasedHandler<S2> for WithState<S>
where
    S: Clone + Send + Sync + 'static,
{
    fn call(&self, request: Request, _: S2) -> HandlerFuture {
        self.handler.call(request, self.state.clone())
    }
}

trait ErasedHandler<S>: Send + Sync {
    fn call(&self, request: Request, state: S) -> HandlerFuture;
}

struct Erased<H, T> {
    handler: H,
    extractors: PhantomData<fn() -> T>,
}

impl<H, T, S> ErasedHandler<S> for Erased<H, T>
where
    H: Handler<T, S>,
    T: 'static,
    S: Send + Sync + 'static,
{
    fn call(&self, request: Request, state: S) -> HandlerFuture {
        // As axum calls a handler: a clone of it, by value.
        let future = self.handler.clone().call(request, state);
        // An `async fn` handler's future is boxed already: take it as it is rather than box
        // the box (the type is known at compile time, so this costs nothing at run time).
        let mut slot = Some(future);
        let boxed = (&mut slot as &mut dyn Any)
            .downcast_mut::<Option<HandlerFuture>>()
            .and_then(Option::take);
        boxed
            .or_else(|| Some(Box::pin(slot.take()?)))
            .unwrap_or_else(|| Box::pin(std::future::ready(unreachable_response())))
    }
}

/// What an emptied handler slot answers: never, as each branch takes it once.
fn unreachable_response() -> Response {
    StatusCode::INTERNAL_SERVER_ERROR.into_response()
}
