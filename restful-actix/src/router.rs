//! `RestfulRouter`: mounted controllers as one actix-web service, answered from one route
//! table.

use std::cell::RefCell;
use std::fmt;
use std::future::{Ready, ready};
use std::rc::Rc;
use std::sync::{Arc, OnceLock};

use actix_service::boxed::{BoxService, BoxServiceFactory};
use actix_web::dev::{
    AppService, HttpServiceFactory, ResourceDef, Service, ServiceFactory, ServiceRequest,
    ServiceResponse,
};
use actix_web::{Error, HttpMessage, Route};
use futures_util::future::{Either, LocalBoxFuture};
use restful_core::mount::{self, Unmounted};
use restful_core::{
    Action, ActionSet, Controller, MatchBuf, Method, RecognizeError, Restful, RouteTable,
};

use crate::actions::{Actions, Maker};
use crate::extract::{Recognized, Rejection};

/// Controllers mounted with their handlers, served by actix-web as one service:
/// `App::new().service(router)`, beside the app's other services and its default service.
///
/// Each request is recognized with one lookup in a table of the mounted routes (SPEC §10), then
/// given to the route's handler, with its [`Recognized`] in the request's extensions. HEAD is
/// answered by the GET handler; a wrong method is 405 with `Allow`, a malformed param 400;
/// a path no mounted route has goes to the app's default service (or the scope's), as if the
/// router were not there.
///
/// The router answers every path it is mounted at, as `actix_files::Files` at `/` does: register
/// the app's other services first, and the router last. Under `web::scope("/api")` it
/// recognizes the path below the scope, and links built from [`Recognized`] include it.
///
/// ```
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
    inner: Arc<Inner>,
}

#[derive(Default)]
struct Inner {
    entries: Vec<(restful_core::Route, Maker)>,
    mounted: Vec<&'static Controller>,
    /// Route → index in `entries`, and in each worker's services: built once.
    table: OnceLock<RouteTable<usize>>,
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
    pub fn mount(self, controller: &'static Controller, mut actions: Actions) -> Self {
        if self.inner.mounted.contains(&controller) {
            panic!(
                "restful-actix: `{}` is mounted twice; mount each controller once",
                controller.type_name()
            );
        }
        let given: ActionSet = Action::ALL
            .into_iter()
            .filter(|&action| actions.has(action))
            .collect();
        if let Err(err) = mount::check(controller, given) {
            panic!("restful-actix: {err}");
        }
        let mut inner = Arc::try_unwrap(self.inner).unwrap_or_else(|shared| Inner {
            entries: shared.entries.clone(),
            mounted: shared.mounted.clone(),
            table: OnceLock::new(),
        });
        inner.table = OnceLock::new();
        for route in controller.routes() {
            if let Some(maker) = actions.take(route.action()) {
                inner.entries.push((route, maker));
            }
        }
        inner.mounted.push(controller);
        RestfulRouter {
            inner: Arc::new(inner),
        }
    }

    /// The controllers of the registry that this router has not mounted, in registry order.
    pub fn unmounted(&self) -> Vec<&'static Controller> {
        match mount::unmounted(&self.inner.mounted) {
            Ok(()) => Vec::new(),
            Err(unmounted) => unmounted.controllers().to_vec(),
        }
    }

    /// Checks that every controller of the registry is mounted.
    ///
    /// # Errors
    ///
    /// [`Unmounted`], listing the controllers no handler serves.
    pub fn all_mounted(self) -> Result<Self, Unmounted> {
        mount::unmounted(&self.inner.mounted).map(|()| self)
    }

    /// Checks that every controller of the registry is mounted, and builds the table.
    ///
    /// # Panics
    ///
    /// With the message of [`Unmounted`], or of the registry's refusal when the mounted
    /// controllers conflict.
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
    /// When the mounted controllers conflict (SPEC §5): the process-wide registry refuses
    /// such controllers, so only descriptors made outside the derive can.
    #[track_caller]
    fn table(&self) -> &RouteTable<usize> {
        self.table.get_or_init(|| {
            let entries = self.entries.iter().enumerate();
            match RouteTable::new(entries.map(|(i, (route, _))| (*route, i))) {
                Ok(table) => table,
                Err(err) => panic!("restful-actix: {err}"),
            }
        })
    }
}

impl fmt::Debug for RestfulRouter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mounted: Vec<&str> = self.inner.mounted.iter().map(|c| c.type_name()).collect();
        f.debug_struct("RestfulRouter")
            .field("mounted", &mounted)
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
    inner: Arc<Inner>,
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
        let inner = Arc::clone(&self.inner);
        let default = self.default.new_service(());
        let routes: Vec<_> = inner
            .entries
            .iter()
            .map(|(_, make)| make().new_service(()))
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

/// The service of one route's handler.
type RouteService = <Route as ServiceFactory<ServiceRequest>>::Service;

/// The router in one worker: each route's handler, and the default service.
struct RestfulService {
    inner: Arc<Inner>,
    services: Vec<RouteService>,
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
        let found = self
            .inner
            .table()
            .recognize(&method, below)
            .map(|(found, &index)| match self.prefix(prefix) {
                Some(prefix) => (MatchBuf::from(found).with_prefix(prefix), index),
                None => (MatchBuf::from(found), index),
            });
        match found {
            Ok((found, index)) => {
                request.extensions_mut().insert(Recognized::new(found));
                match self.services.get(index) {
                    Some(service) => Either::Left(service.call(request)),
                    None => Either::Left(self.default.call(request)),
                }
            }
            Err(RecognizeError::NotFound) => Either::Left(self.default.call(request)),
            Err(err) => Either::Right(ready(Ok(request.error_response(Rejection::from(err))))),
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
    let raw = request.uri().path();
    let info = request.match_info();
    let matched = info.as_str().len().saturating_sub(info.unprocessed().len());
    let segments = info
        .as_str()
        .get(..matched)
        .map_or(0, |p| p.matches('/').count());
    if segments == 0 {
        return (raw, "");
    }
    let end = raw
        .match_indices('/')
        .nth(segments)
        .map_or(raw.len(), |(at, _)| at);
    (&raw[end..], &raw[..end])
}
