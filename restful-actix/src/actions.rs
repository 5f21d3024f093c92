//! `Actions`: the handlers of one controller, by action.

use std::fmt;
use std::rc::Rc;

use actix_service::boxed::{self, BoxService};
use actix_service::{ServiceExt, Transform};
use actix_web::body::MessageBody;
use actix_web::dev::ServiceFactory;
use actix_web::dev::{Handler, ServiceRequest, ServiceResponse};
use actix_web::{Error, FromRequest, Responder, Route};
use futures_util::future::LocalBoxFuture;
use restful_core::Action;
use restful_core::adapter::{ActionRef, Filters, Slots};

/// An action's handler, or what the filters declared after one made of it: the service a
/// filter wraps, as actix's own `Route::wrap` has it.
pub(crate) type Inner = BoxService<ServiceRequest, ServiceResponse, Error>;

/// A filter, its middleware's type erased: what it makes of the service it wraps, once per
/// worker.
pub(crate) type Filter = Rc<dyn Fn(Inner) -> LocalBoxFuture<'static, Result<Inner, ()>>>;

/// Makes an action's service: its actix `Route`, then its filters, the first declared
/// outermost. Once per worker, as actix builds its app once per worker thread.
#[derive(Clone)]
pub(crate) struct Maker {
    pub(crate) route: Rc<dyn Fn() -> Route>,
    pub(crate) filters: Vec<Filter>,
}

impl Maker {
    /// This handler behind `filters`, the first of which sees the request first.
    pub(crate) fn filtered(mut self, filters: &[&Filter]) -> Self {
        self.filters = filters.iter().map(|&filter| Rc::clone(filter)).collect();
        self
    }
}

/// What a filter is on actix-web: any `Transform` that actix's `Route::wrap` takes, such as
/// `actix_web::middleware::from_fn(f)`. Every such middleware is one; this names the bounds
/// once.
pub trait Middleware<B>:
    Transform<Inner, ServiceRequest, Response = ServiceResponse<B>, Error = Error, InitError = ()>
    + 'static
{
}

impl<M, B> Middleware<B> for M where
    M: Transform<
            Inner,
            ServiceRequest,
            Response = ServiceResponse<B>,
            Error = Error,
            InitError = (),
        > + 'static
{
}

/// `middleware`, as what it makes of the service it wraps.
fn filter<M, B>(middleware: M) -> Filter
where
    M: Middleware<B>,
    B: MessageBody + 'static,
{
    Rc::new(move |inner: Inner| {
        let wrapped = middleware.new_transform(inner);
        Box::pin(async move {
            let service = wrapped.await?;
            let service = service.map(ServiceResponse::map_into_boxed_body);
            Ok(boxed::service(service))
        })
    })
}

/// A controller's handlers, as its `#[restful_actix::actions]` block gives them
/// ([`actions`](crate::actions)): [`RestfulRouter::controller`](crate::RestfulRouter::controller)
/// mounts them. The attribute implements it; a controller mounted with loose functions does not
/// need it.
pub trait ControllerActions {
    /// Each function of the block at the action it is named after, with the filters it
    /// declares.
    fn actions() -> Actions;
}

/// The handlers of one controller's actions: ordinary actix-web handlers, with any extractors
/// (`web::Data`, `web::Json`, `web::Form`...). Give one for each action the controller serves,
/// no more.
///
/// ```
/// use actix_web::web;
/// use restful_actix::{Actions, Id};
///
/// async fn index() -> &'static str { "all photos" }
/// async fn show(Id(id): Id<u64>) -> String { format!("photo {id}") }
/// async fn create(form: web::Form<Vec<(String, String)>>) -> String { format!("{} fields", form.len()) }
///
/// let actions = Actions::new().index(index).show(show).create(create);
/// ```
#[derive(Clone, Default)]
pub struct Actions {
    pub(crate) slots: Slots<Maker>,
    pub(crate) filters: Filters<Filter>,
}

impl Actions {
    /// No handler yet.
    pub fn new() -> Self {
        Self::default()
    }

    restful_core::__adapter_action_setters! {
        docs: names;
        fn<F, Args>(handler: F)
        where
            F: Handler<Args>,
            Args: FromRequest + 'static,
            F::Output: Responder + 'static,
    }

    /// The handler of an action given by name or as an [`Action`]: a custom action of the
    /// controller (`member(...)`, `collection(...)`), or one of the seven chosen at run time.
    /// A name the controller does not serve panics at the mount, with the names it serves and
    /// the nearest one.
    pub fn on<F, Args>(mut self, action: impl Into<ActionRef>, handler: F) -> Self
    where
        F: Handler<Args>,
        Args: FromRequest + 'static,
        F::Output: Responder + 'static,
    {
        let maker = Maker {
            route: Rc::new(move || Route::new().to(handler.clone())),
            filters: Vec::new(),
        };
        self.slots.set(action, maker);
        self
    }

    /// Whether a handler was given for `action`.
    pub fn has(&self, action: Action) -> bool {
        self.slots.has(action)
    }

    /// A filter on every action of the controller, custom ones included: `middleware` is any
    /// `Transform` that actix's `Route::wrap` takes, such as
    /// `actix_web::middleware::from_fn(f)`. It runs once the request is recognized, so
    /// [`Recognized`](crate::Recognized), [`Id`](crate::Id) and [`Params`](crate::Params)
    /// work in it; never for a 404, a 405 or a 400. Several filters on one action run in the
    /// order they were declared: the first sees the request first.
    ///
    /// ```rust,standalone_crate
    /// use actix_web::body::MessageBody;
    /// use actix_web::dev::{ServiceRequest, ServiceResponse};
    /// use actix_web::middleware::{Next, from_fn};
    /// use actix_web::{Error, HttpResponse};
    /// use restful_actix::{Actions, RestfulRouter};
    /// use restful_core::Restful;
    ///
    /// #[derive(Restful)]
    /// #[restful(only(index, create))]
    /// struct PhotosController;
    ///
    /// async fn require_login(
    ///     request: ServiceRequest,
    ///     next: Next<impl MessageBody + 'static>,
    /// ) -> Result<ServiceResponse<impl MessageBody>, Error> {
    ///     if request.headers().contains_key("x-user") {
    ///         return Ok(next.call(request).await?.map_into_left_body());
    ///     }
    ///     let refused = HttpResponse::Unauthorized().body("login required");
    ///     Ok(request.into_response(refused).map_into_right_body())
    /// }
    ///
    /// async fn list() -> &'static str { "all photos" }
    /// async fn create() -> &'static str { "created" }
    ///
    /// let router = RestfulRouter::new().restful::<PhotosController>(
    ///     Actions::new()
    ///         .index(list)
    ///         .create(create)
    ///         .wrap_except(["index"], from_fn(require_login))
    ///         .named("login"),
    /// );
    /// ```
    pub fn wrap<M, B>(mut self, middleware: M) -> Self
    where
        M: Middleware<B>,
        B: MessageBody + 'static,
    {
        self.filters.every(filter(middleware));
        self
    }

    /// A filter on the actions named (as [`on`](Actions::on) takes them), as
    /// [`wrap`](Actions::wrap). A name the controller does not serve panics at the mount.
    pub fn wrap_only<A, M, B>(mut self, actions: impl IntoIterator<Item = A>, middleware: M) -> Self
    where
        A: Into<ActionRef>,
        M: Middleware<B>,
        B: MessageBody + 'static,
    {
        self.filters.only(actions, filter(middleware));
        self
    }

    /// A filter on every action but those named, as [`wrap`](Actions::wrap): an action added
    /// to the controller later is covered. A name the controller does not serve panics at the
    /// mount.
    pub fn wrap_except<A, M, B>(
        mut self,
        actions: impl IntoIterator<Item = A>,
        middleware: M,
    ) -> Self
    where
        A: Into<ActionRef>,
        M: Middleware<B>,
        B: MessageBody + 'static,
    {
        self.filters.except(actions, filter(middleware));
        self
    }

    /// Names the filter declared just before, for the router's list of the filters on each
    /// route ([`RestfulRouter::routes`](crate::RestfulRouter::routes)).
    ///
    /// # Panics
    ///
    /// When no filter was declared before it.
    #[track_caller]
    pub fn named(mut self, name: &'static str) -> Self {
        assert!(
            self.filters.name_last(name),
            "restful-actix: `named(\"{name}\")` names the filter declared before it; declare \
             one first with `wrap`, `wrap_only` or `wrap_except`"
        );
        self
    }
}

impl Maker {
    /// The action's service in a worker: its route, then its filters.
    pub(crate) fn make(&self) -> LocalBoxFuture<'static, Result<ActionService, ()>> {
        let route = (self.route)().new_service(());
        let filters = self.filters.clone();
        Box::pin(async move {
            let route = route.await?;
            if filters.is_empty() {
                return Ok(ActionService::Route(route));
            }
            let mut service: Inner = boxed::service(route);
            for filter in filters.iter().rev() {
                service = filter(service).await?;
            }
            Ok(ActionService::Filtered(service))
        })
    }
}

/// An action's service in a worker: its route as actix makes it, or, behind filters, boxed.
pub(crate) enum ActionService {
    Route(<Route as ServiceFactory<ServiceRequest>>::Service),
    Filtered(Inner),
}

impl fmt::Debug for Actions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Actions")
            .field("handlers", &self.slots)
            .field("filters", &self.filters)
            .finish()
    }
}
