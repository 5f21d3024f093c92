//! `RestfulRouter`: mounted controllers as one actix-web service, answered from one route
//! table.

use std::cell::{OnceCell, RefCell};
use std::fmt;
use std::future::{Ready, ready};
use std::rc::Rc;
use std::sync::Arc;

use actix_service::boxed::{BoxService, BoxServiceFactory};
use actix_web::dev::{
    AppService, HttpServiceFactory, ResourceDef, Service, ServiceFactory, ServiceRequest,
    ServiceResponse,
};
use actix_web::{Error, HttpMessage, HttpResponse};
use futures_util::future::{Either, LocalBoxFuture};
use restful_core::adapter::{
    self, MountedRoute, Mounts, OnRejection, Routed, Unmounted, split_segments,
};
use restful_core::http::request::Parts;
use restful_core::{Controller, Method, Restful, RouteTable};

use crate::actions::{ActionService, Actions, ControllerActions, Maker};
use crate::extract::{Recognized, Rejection};
use crate::on_rejection::{answer, head_of, rescue};

/// Controllers mounted with their handlers, served by actix-web as one service:
/// `App::new().service(router)`, beside the app's other services and its default service.
///
/// Each request is recognized with one lookup in a table of the mounted routes, then
/// given to the route's handler, with its [`Recognized`] in the request's extensions. HEAD is
/// answered by the GET handler; a wrong method is 405 with `Allow`, a malformed param 400;
/// a path no mounted route has goes to the app's default service (or the scope's), as if the
/// router were not there.
///
/// The router answers every path it is mounted at, as `actix_files::Files` at `/` does: register
/// the app's other services first, and the router last. Under `web::scope("/api")` it
/// recognizes the path below the scope, and links built from [`Recognized`] include it.
///
/// ```rust,standalone_crate
/// use actix_web::{App, web};
/// use restful_actix::{Actions, Id, RestfulRouter};
/// use restful_core::Restful;
///
/// #[derive(Restful)]
/// #[restful(only(index, show))]
/// struct PhotosController;
///
/// async fn index() -> &'static str { "all photos" }
/// async fn show(Id(id): Id<u64>) -> String { format!("photo {id}") }
/// async fn health() -> &'static str { "ok" }
///
/// let router = RestfulRouter::new()
///     .restful::<PhotosController>(Actions::new().index(index).show(show));
/// let app = App::new()
///     .route("/health", web::get().to(health))
///     .service(router)
///     .default_service(web::to(|| async { actix_web::HttpResponse::NotFound().body("nothing here") }));
/// ```
#[derive(Clone, Default)]
#[must_use = "a `RestfulRouter` serves nothing until `App::service` mounts it"]
pub struct RestfulRouter {
    inner: Rc<Inner>,
}

#[derive(Default)]
struct Inner {
    mounts: Mounts<Maker>,
    /// Route → index in the mounts' entries, and in each worker's services: built once.
    table: OnceCell<RouteTable<usize>>,
    on_rejection: Option<OnRejection<HttpResponse>>,
}

impl RestfulRouter {
    /// No controller yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// Mounts `C`'s actions: each served action's handler at `C`'s route and method.
    ///
    /// # Panics
    ///
    /// When `actions` lacks a handler for an action `C` serves, or has one for an action `C`
    /// does not serve, and when `C` is mounted twice.
    #[track_caller]
    pub fn restful<C: Restful>(self, actions: Actions) -> Self {
        self.mount(C::CONTROLLER, actions)
    }

    /// Mounts `C`'s actions as its `#[restful_actix::actions]` block gives them
    /// ([`actions`](crate::actions)): `restful::<C>(C::actions())`.
    ///
    /// # Panics
    ///
    /// As [`restful`](RestfulRouter::restful).
    #[track_caller]
    pub fn controller<C: Restful + ControllerActions>(self) -> Self {
        self.restful::<C>(C::actions())
    }

    /// [`restful`](RestfulRouter::restful) for a controller given by its descriptor rather than
    /// its type: the controllers of a registry walked at run time.
    ///
    /// # Panics
    ///
    /// As [`restful`](RestfulRouter::restful).
    #[track_caller]
    pub fn mount(self, controller: &'static Controller, actions: Actions) -> Self {
        let mut mounted = Ok(());
        let router = self.edit(|inner| {
            mounted = inner.mounts.mount_filtered(
                controller,
                actions.slots,
                &actions.filters,
                Maker::filtered,
            );
        });
        if let Err(err) = mounted {
            panic!("restful-actix: {err}");
        }
        router
    }

    /// This router's parts, to change: taken when no clone shares them (no copy per mount),
    /// copied otherwise. The table is built again from them.
    fn edit(self, change: impl FnOnce(&mut Inner)) -> Self {
        let mut inner = Rc::try_unwrap(self.inner).unwrap_or_else(|shared| Inner {
            mounts: shared.mounts.clone(),
            table: OnceCell::new(),
            on_rejection: shared.on_rejection.clone(),
        });
        inner.table = OnceCell::new();
        change(&mut inner);
        RestfulRouter {
            inner: Rc::new(inner),
        }
    }

    /// The app's own answer to every refusal: a 405 (its `Allow` is kept whatever the function
    /// answers: set after it when the response lacks one), a 400 (a malformed escape), the
    /// refusal of an extractor ([`Id`](crate::Id), [`Params`](crate::Params),
    /// [`Recognized`]), from the [`Rejection`](restful_core::adapter::Rejection) and the
    /// request's head, so that a JSON client gets JSON and a browser the app's page. Give the
    /// same function to [`MethodOverride`](crate::MethodOverride), for its 413.
    ///
    /// The head is `http` 1's [`Parts`], as on every stack: actix-web speaks `http` 0.2, and
    /// the router converts the method, URI, version and headers; its extensions hold the
    /// request's [`Recognized`] when the router recognized it. A refusal that says no such
    /// resource exists ([`is_not_found`](restful_core::adapter::Rejection::is_not_found):
    /// `Id<u64>` cannot parse `abc`) goes to the app's default service (or the scope's), as a
    /// path no route has does. Without a function, every refusal is restful's plain text.
    ///
    /// ```rust,standalone_crate
    /// use actix_web::{App, HttpResponse, test, web};
    /// use restful_actix::{Actions, Id, RestfulRouter};
    /// use restful_core::Restful;
    /// use restful_core::adapter::Rejection;
    /// use restful_core::http::{header, request::Parts};
    ///
    /// #[derive(Restful)]
    /// #[restful(only(show))]
    /// struct PhotosController;
    ///
    /// async fn show(Id(id): Id<u64>) -> String { format!("photo {id}") }
    ///
    /// /// JSON to a client that asks for it, the app's page to a browser.
    /// fn refused(rejection: Rejection, parts: &Parts) -> HttpResponse {
    ///     let accept = parts.headers.get(header::ACCEPT).and_then(|v| v.to_str().ok());
    ///     let status = actix_web::http::StatusCode::from_u16(rejection.status().as_u16()).unwrap();
    ///     match accept.is_some_and(|accept| accept.contains("application/json")) {
    ///         true => HttpResponse::build(status)
    ///             .content_type("application/json")
    ///             .body(format!(r#"{{"error":"{}"}}"#, rejection.message())),
    ///         false => HttpResponse::build(status)
    ///             .content_type("text/html")
    ///             .body(format!("<h1>{}</h1>", rejection.message())),
    ///     }
    /// }
    ///
    /// # actix_web::rt::System::new().block_on(async {
    /// let app = test::init_service(
    ///     App::new()
    ///         .service(RestfulRouter::new()
    ///             .restful::<PhotosController>(Actions::new().show(show))
    ///             .on_rejection(refused))
    ///         .default_service(web::to(|| async { HttpResponse::NotFound().body("<h1>Nothing here</h1>") })),
    /// )
    /// .await;
    /// let request = test::TestRequest::delete().uri("/photos/1").insert_header(("accept", "application/json"));
    /// let refused = test::call_service(&app, request.to_request()).await;
    /// assert_eq!(refused.status(), 405);
    /// assert_eq!(refused.headers().get("allow").unwrap(), "GET, HEAD");    // kept by restful
    /// assert_eq!(refused.headers().get("content-type").unwrap(), "application/json");
    /// // `Id<u64>` cannot parse `abc`: the app's 404.
    /// let missing = test::call_service(&app, test::TestRequest::get().uri("/photos/abc").to_request()).await;
    /// assert_eq!(test::read_body(missing).await, "<h1>Nothing here</h1>");
    /// # });
    /// ```
    pub fn on_rejection<F>(self, on_rejection: F) -> Self
    where
        F: Fn(adapter::Rejection, &Parts) -> HttpResponse + Clone + Send + Sync + 'static,
    {
        let on_rejection = OnRejection::new(on_rejection);
        self.edit(|inner| inner.on_rejection = Some(on_rejection))
    }

    /// Every mounted route and the filters that guard it, in mount order: for a test that
    /// checks that every route that changes state is guarded.
    pub fn routes(&self) -> impl ExactSizeIterator<Item = MountedRoute> + '_ {
        self.inner.mounts.routes()
    }

    /// The controllers of the registry that this router has not mounted, in registry order.
    pub fn unmounted(&self) -> Vec<&'static Controller> {
        self.inner.mounts.unmounted()
    }

    /// Checks that every controller of the registry is mounted.
    ///
    /// # Errors
    ///
    /// [`Unmounted`], listing the controllers no handler serves.
    pub fn all_mounted(self) -> Result<Self, Unmounted> {
        self.inner.mounts.all_mounted().map(|()| self)
    }

    /// The controllers of the registry under the module `module` (`"app::web"`: their type
    /// path starts with it, whole `::` segments) that this router has not mounted, in registry
    /// order.
    pub fn unmounted_in(&self, module: &str) -> Vec<&'static Controller> {
        self.inner.mounts.unmounted_in(module)
    }

    /// Checks that every controller of the registry under the module `module` is mounted: the
    /// app's own, leaving out those of its tests and of other crates it links. A module's path
    /// is what `module_path!()` gives in it.
    ///
    /// # Errors
    ///
    /// [`Unmounted`], listing the controllers of `module` no handler serves.
    pub fn all_mounted_in(self, module: &str) -> Result<Self, Unmounted> {
        self.inner.mounts.all_mounted_in(module).map(|()| self)
    }

    /// [`all_mounted_in`](RestfulRouter::all_mounted_in), panicking with the message of
    /// [`Unmounted`] when a controller of `module` is not mounted; and builds the table.
    ///
    /// # Panics
    ///
    /// As [`expect_all_mounted`](RestfulRouter::expect_all_mounted), for the controllers of
    /// `module`.
    #[track_caller]
    pub fn expect_all_mounted_in(self, module: &str) -> Self {
        match self.all_mounted_in(module) {
            Ok(router) => {
                router.inner.table();
                router
            }
            Err(err) => panic!("restful-actix: {err}"),
        }
    }

    /// Checks that every controller of the registry is mounted, and builds the table.
    ///
    /// # Panics
    ///
    /// With the message of [`Unmounted`], or of the registry's refusal when the table
    /// outgrows the recognizer's ids.
    #[track_caller]
    pub fn expect_all_mounted(self) -> Self {
        match self.all_mounted() {
            Ok(router) => {
                router.inner.table();
                router
            }
            Err(err) => panic!("restful-actix: {err}"),
        }
    }
}

impl Inner {
    /// The table, built the first time the router is registered in an app.
    ///
    /// # Panics
    ///
    /// Only when the table outgrows the recognizer's 32-bit ids: every mount was checked for
    /// conflicts when it was made.
    #[track_caller]
    fn table(&self) -> &RouteTable<usize> {
        self.table
            .get_or_init(|| match self.mounts.table_with(|index, _| index) {
                Ok(table) => table,
                Err(err) => panic!("restful-actix: {err}"),
            })
    }
}

impl fmt::Debug for RestfulRouter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RestfulRouter")
            .field("mounts", &self.inner.mounts)
            .field("on_rejection", &self.inner.on_rejection.is_some())
            .finish()
    }
}

type DefaultFactory = BoxServiceFactory<(), ServiceRequest, ServiceResponse, Error, ()>;

impl HttpServiceFactory for RestfulRouter {
    /// Registers one service for every path below where the router is mounted (at the root,
    /// or below a `web::scope`), with the app's (or the scope's) default service for the paths
    /// no mounted route has.
    fn register(self, config: &mut AppService) {
        self.inner.table();
        let default = config.default_service();
        let rdef = if config.is_root() {
            ResourceDef::root_prefix("")
        } else {
            ResourceDef::prefix("")
        };
        let factory = RestfulFactory {
            inner: self.inner,
            default,
        };
        config.register_service(rdef, None, factory, None);
    }
}

/// What actix builds a [`RestfulService`] from, once per worker.
struct RestfulFactory {
    inner: Rc<Inner>,
    default: Rc<DefaultFactory>,
}

impl ServiceFactory<ServiceRequest> for RestfulFactory {
    type Response = ServiceResponse;
    type Error = Error;
    type Config = ();
    type Service = RestfulService;
    type InitError = ();
    type Future = LocalBoxFuture<'static, Result<RestfulService, ()>>;

    fn new_service(&self, _: ()) -> Self::Future {
        let inner = Rc::clone(&self.inner);
        let default = self.default.new_service(());
        let routes: Vec<_> = inner
            .mounts
            .entries()
            .iter()
            .map(|(_, maker)| maker.make())
            .collect();
        Box::pin(async move {
            let mut services = Vec::with_capacity(routes.len());
            for route in routes {
                services.push(route.await?);
            }
            Ok(RestfulService {
                inner,
                services,
                default: Rc::new(default.await?),
                last_prefix: RefCell::new(None),
            })
        })
    }
}

/// The router in one worker: each route's handler, and the default service.
struct RestfulService {
    inner: Rc<Inner>,
    services: Vec<ActionService>,
    default: Rc<BoxService<ServiceRequest, ServiceResponse, Error>>,
    last_prefix: RefCell<Option<Arc<str>>>,
}

impl Service<ServiceRequest> for RestfulService {
    type Response = ServiceResponse;
    type Error = Error;
    type Future = Either<
        LocalBoxFuture<'static, Result<ServiceResponse, Error>>,
        Ready<Result<ServiceResponse, Error>>,
    >;

    actix_web::dev::always_ready!();

    fn call(&self, request: ServiceRequest) -> Self::Future {
        let method = method(request.method());
        let (below, prefix) = below_scope(&request);
        // actix's URI is `http` 0.2's: the match keeps a copy of the path, not the URI.
        let routed = adapter::dispatch(self.inner.table(), &method, Some(below), None, || {
            self.prefix(prefix)
        });
        match routed {
            Routed::Found(&index, found) => {
                request.extensions_mut().insert(Recognized::new(found));
                let future = match self.services.get(index) {
                    Some(ActionService::Route(route)) => route.call(request),
                    Some(ActionService::Filtered(filtered)) => filtered.call(request),
                    None => self.default.call(request),
                };
                let Some(on_rejection) = &self.inner.on_rejection else {
                    return Either::Left(future);
                };
                // The app's function answers the handler's refusals, and the default service
                // a 404.
                let (on_rejection, default) = (on_rejection.clone(), Rc::clone(&self.default));
                Either::Left(Box::pin(async move {
                    rescue(future.await?, &on_rejection, &*default).await
                }))
            }
            Routed::Fallback => Either::Left(self.default.call(request)),
            Routed::Refused(rejection) => {
                Either::Right(ready(Ok(match &self.inner.on_rejection {
                    Some(on_rejection) => {
                        let response = answer(on_rejection, rejection, &head_of(request.request()));
                        request.into_response(response)
                    }
                    None => request.error_response(Rejection::from(rejection)),
                })))
            }
        }
    }
}

impl RestfulService {
    /// The scope's prefix as the links of a [`MatchBuf`] keep it, `None` at the root: the
    /// last one again while it is the same (a scope without params has only one), so that
    /// requests share it.
    fn prefix(&self, prefix: &str) -> Option<Arc<str>> {
        if prefix.is_empty() {
            return None;
        }
        let mut last = self.last_prefix.borrow_mut();
        match &*last {
            Some(kept) if **kept == *prefix => Some(Arc::clone(kept)),
            _ => Some(Arc::clone(last.insert(Arc::from(prefix)))),
        }
    }
}

/// The request's method as restful-core has it: actix-web 4 speaks `http` 0.2, restful `http`
/// 1; a method goes over by its name, with no allocation for the standard ones.
fn method(method: &actix_web::http::Method) -> Method {
    // Any method name of `http` 0.2 is one of `http` 1; were it not, OPTIONS is as unrouted.
    Method::from_bytes(method.as_str().as_bytes()).unwrap_or(Method::OPTIONS)
}

/// The raw path below the scopes the router is mounted in, and the raw prefix they matched.
/// actix matched the scopes on its decoded copy of the path, so the prefix is found again in
/// the raw path by its number of segments: the registry recognizes the path as it came.
fn below_scope(request: &ServiceRequest) -> (&str, &str) {
    let info = request.match_info();
    let matched = info.as_str().len().saturating_sub(info.unprocessed().len());
    let segments = info
        .as_str()
        .get(..matched)
        .map_or(0, |p| p.matches('/').count());
    let (prefix, below) = split_segments(request.uri().path(), segments);
    (below, prefix)
}
