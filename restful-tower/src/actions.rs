//! `Actions`: the handlers of one controller, by action.

use std::fmt;

use restful_core::Action;
use restful_core::adapter::{ActionRef, Slots};

use crate::handler::{BoxedHandler, Handler};

/// The handlers of one controller's actions: tower services of `http::Request<B>` that answer
/// `http::Response<R>` and never fail (`Error = Infallible`), as `tower::service_fn` makes them.
/// Give one for each action the controller serves, no more.
///
/// ```
/// use std::convert::Infallible;
///
/// use http::{Request, Response};
/// use http_body_util::Full;
/// use hyper::body::{Bytes, Incoming};
/// use restful_tower::{Actions, Recognized};
/// use tower::service_fn;
///
/// async fn show(request: Request<Incoming>) -> Result<Response<Full<Bytes>>, Infallible> {
///     let id = Recognized::of(&request).and_then(|found| found.id()).unwrap_or_default();
///     Ok(Response::new(Full::from(format!("photo {id}"))))
/// }
///
/// let actions: Actions<Incoming, Full<Bytes>> = Actions::new().show(service_fn(show));
/// ```
pub struct Actions<B, R> {
    pub(crate) slots: Slots<BoxedHandler<B, R>>,
}

impl<B, R> Default for Actions<B, R> {
    fn default() -> Self {
        Actions {
            slots: Slots::new(),
        }
    }
}

macro_rules! setters {
    ($($name:ident => $action:ident,)*) => {
        $(
            #[doc = concat!("The handler of `", stringify!($name), "`.")]
            pub fn $name<S>(self, service: S) -> Self
            where
                S: Handler<B, R>,
            {
                self.on(Action::$action, service)
            }
        )*
    };
}

impl<B, R> Actions<B, R>
where
    B: Send + 'static,
    R: Send + 'static,
{
    /// No handler yet.
    pub fn new() -> Self {
        Self::default()
    }

    setters! {
        index => Index,
        new_form => NewForm,
        create => Create,
        show => Show,
        edit_form => EditForm,
        update => Update,
        destroy => Destroy,
    }

    /// The handler of an action given by name or as an [`Action`]: a custom action of the
    /// controller (`member(...)`, `collection(...)`), or one of the seven chosen at run time.
    /// A name the controller does not serve panics at the mount, with the names it serves and
    /// the nearest one.
    pub fn on<S>(mut self, action: impl Into<ActionRef>, service: S) -> Self
    where
        S: Handler<B, R>,
    {
        self.slots.set(action, BoxedHandler::new(service));
        self
    }

    /// Whether a handler was given for `action`.
    pub fn has(&self, action: Action) -> bool {
        self.slots.has(action)
    }
}

impl<B, R> fmt::Debug for Actions<B, R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.slots.fmt(f)
    }
}
