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
use actix_web::{Error, HttpMessage};
use futures_util::future::{Either, LocalBoxFuture};
use restful_core::adapter::{self, MountedRoute, Mounts, Routed, Unmounted, split_segments};
use restful_core::{Controller, Method, Restful, RouteTable};

use crate::actions::{ActionService, Actions, Maker};
use crate::extract::{Recognized, Rejection};

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

    /// [`restful`](RestfulRouter::restful) for a controller given by its descriptor rather than
    /// its type: the controllers of a registry walked at run time.
    ///
    /// # Panics
    ///
    /// As [`restful`](RestfulRouter::restful).
    #[track_caller]
    pub fn mount(self, controller: &'static Controller, actions: Actions) -> Self {
        // The mounts as they are, taken when no clone shares them: no copy per mount.
        let mut mounts = match Rc::try_unwrap(self.inner) {
            Ok(inner) => inner.mounts,
            Err(shared) => shared.mounts.clone(),
        };
        let mounted =
            mounts.mount_filtered(controller, actions.slots, &actions.filters, Maker::filtered);
        if let Err(err) = mounted {
            panic!("restful-actix: {err}");
        }
        RestfulRouter {
            inner: Rc::new(Inner {
                mounts,
                table: OnceCell::new(),
            }),
        }
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
                default: default.await?,
                last_prefix: RefCell::new(None),
            })
        })
    }
}

/// The router in one worker: each route's handler, and the default service.
struct RestfulService {
    inner: Rc<Inner>,
    services: Vec<ActionService>,
    default: BoxService<ServiceRequest, ServiceResponse, Error>,
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
                match self.services.get(index) {
                    Some(ActionService::Route(route)) => Either::Left(route.call(request)),
                    Some(ActionService::Filtered(filtered)) => Either::Left(filtered.call(request)),
                    None => Either::Left(self.default.call(request)),
                }
            }
            Routed::Fallback => Either::Left(self.default.call(request)),
            Routed::Refused(rejection) => Either::Right(ready(Ok(
                request.error_response(Rejection::from(rejection))
            ))),
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
