//! Mounting controllers on an `axum::Router`.

use std::any::TypeId;
use std::fmt;

use axum::Router;
use axum::middleware::from_fn_with_state;
use axum::routing::MethodRouter;
use restful_core::{Action, Controller, Restful, registry};

use crate::actions::Actions;
use crate::recognized::check_and_record;

/// Mounting on a plain `axum::Router`.
pub trait RouterExt<S> {
    /// Mounts `C`'s actions: each served action's handler at `C`'s route, with its method; a
    /// trailing `/` is accepted too, HEAD is served by the GET handler, a wrong method gets
    /// 405 with `Allow`, and ids go through the rules of SPEC §6 (see [`Id`](crate::Id)).
    ///
    /// # Panics
    ///
    /// When `actions` lacks a handler for an action `C` serves, or has one for an action `C`
    /// does not serve (as axum panics on bad routes when the router is built), and when the
    /// registry has a conflict.
    fn restful<C: Restful>(self, actions: Actions<S>) -> Self;
}

impl<S> RouterExt<S> for Router<S>
where
    S: Clone + Send + Sync + 'static,
{
    #[track_caller]
    fn restful<C: Restful>(self, actions: Actions<S>) -> Self {
        mount(self, C::CONTROLLER, actions)
    }
}

#[track_caller]
fn mount<S>(
    mut router: Router<S>,
    controller: &'static Controller,
    mut actions: Actions<S>,
) -> Router<S>
where
    S: Clone + Send + Sync + 'static,
{
    // Build the registry now, so that a conflict shows when the app starts.
    let _ = registry();
    let missing: Vec<&str> = controller
        .actions()
        .iter()
        .filter(|&action| !actions.has(action))
        .map(Action::name)
        .collect();
    let extra: Vec<&str> = Action::ALL
        .into_iter()
        .filter(|&action| actions.has(action) && !controller.serves(action))
        .map(Action::name)
        .collect();
    if !missing.is_empty() || !extra.is_empty() {
        panic!(
            "{}",
            MountError {
                controller,
                missing,
                extra
            }
        );
    }
    // One `MethodRouter` per template, its methods added in table order, so that `Allow`
    // lists them in the order of SPEC §6.5.
    let mut templates: Vec<(&'static str, MethodRouter<S>)> = Vec::new();
    for route in controller.routes() {
        let Some(handler) = actions.take(route.action()) else {
            continue;
        };
        match templates.iter_mut().find(|(path, _)| *path == route.path()) {
            Some((_, methods)) => *methods = std::mem::take(methods).merge(handler),
            None => templates.push((route.path(), handler)),
        }
    }
    for (path, methods) in templates {
        // `layer`, not `route_layer`: the check also runs where axum would answer 405, so
        // that the registry, not axum's router, decides between 404, 405 and 400.
        let methods = methods.layer(from_fn_with_state(path, check_and_record));
        router = router
            .route(&format!("{path}/"), methods.clone())
            .route(path, methods);
    }
    router
}

/// Why a controller could not be mounted: handlers missing, or given for actions it does not
/// serve.
struct MountError<'a> {
    controller: &'static Controller,
    missing: Vec<&'a str>,
    extra: Vec<&'a str>,
}

impl fmt::Display for MountError<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = self.controller.type_name();
        let list = |names: &[&str]| {
            names
                .iter()
                .map(|n| format!("`{n}`"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        write!(f, "restful-axum: cannot mount `{name}`")?;
        if !self.missing.is_empty() {
            write!(
                f,
                "; it serves {} but has no handler for it: add it to the `Actions`, as in \
                 `.{}(handler)`, or leave it out with #[restful(except(...))]",
                list(&self.missing),
                self.missing[0]
            )?;
        }
        if !self.extra.is_empty() {
            write!(
                f,
                "; it does not serve {}, yet a handler was given: remove it from the `Actions`, \
                 or serve the action (see `only`/`except`)",
                list(&self.extra)
            )?;
        }
        Ok(())
    }
}

/// A `Router` that remembers which controllers it mounted, so that one call can check that
/// every controller the registry discovered is served.
///
/// ```rust,standalone_crate
/// use axum::Router;
/// use restful_axum::{Actions, RestfulRouter};
/// use restful_core::Restful;
///
/// #[derive(Restful)]
/// #[restful(only(index))]
/// struct PhotosController;
///
/// async fn list() -> &'static str { "photos" }
///
/// let app: Router = RestfulRouter::new()
///     .restful::<PhotosController>(Actions::new().index(list))
///     .expect_all_mounted()
///     .into_router();
/// ```
#[must_use = "a `RestfulRouter` serves nothing until `into_router()` is mounted"]
pub struct RestfulRouter<S = ()> {
    router: Router<S>,
    mounted: Vec<TypeId>,
}

impl<S> Default for RestfulRouter<S>
where
    S: Clone + Send + Sync + 'static,
{
    fn default() -> Self {
        RestfulRouter {
            router: Router::new(),
            mounted: Vec::new(),
        }
    }
}

impl<S> RestfulRouter<S>
where
    S: Clone + Send + Sync + 'static,
{
    /// An empty router.
    pub fn new() -> Self {
        Self::default()
    }

    /// Wraps a router that already has other routes.
    pub fn from_router(router: Router<S>) -> Self {
        RestfulRouter {
            router,
            mounted: Vec::new(),
        }
    }

    /// Mounts `C`'s actions, as [`RouterExt::restful`].
    ///
    /// # Panics
    ///
    /// As [`RouterExt::restful`], and when `C` is mounted twice.
    #[track_caller]
    pub fn restful<C: Restful>(mut self, actions: Actions<S>) -> Self {
        let controller = C::CONTROLLER;
        assert!(
            !self.mounted.contains(&controller.type_id()),
            "restful-axum: `{}` is mounted twice",
            controller.type_name()
        );
        self.mounted.push(controller.type_id());
        self.router = mount(self.router, controller, actions);
        self
    }

    /// The controllers of the registry that this router has not mounted, in registry order.
    pub fn unmounted(&self) -> Vec<&'static Controller> {
        registry()
            .controllers()
            .filter(|c| !self.mounted.contains(&c.type_id()))
            .collect()
    }

    /// Checks that every controller of the registry is mounted.
    ///
    /// # Errors
    ///
    /// [`Unmounted`], listing the controllers no handler serves.
    pub fn all_mounted(self) -> Result<Self, Unmounted> {
        let missing = self.unmounted();
        if missing.is_empty() {
            Ok(self)
        } else {
            Err(Unmounted { missing })
        }
    }

    /// Checks that every controller of the registry is mounted, panicking otherwise (like
    /// axum's own checks when a router is built).
    ///
    /// # Panics
    ///
    /// With the message of [`Unmounted`].
    #[track_caller]
    pub fn expect_all_mounted(self) -> Self {
        match self.all_mounted() {
            Ok(router) => router,
            Err(err) => panic!("{err}"),
        }
    }

    /// The `axum::Router`, to add other routes, layers and state to.
    pub fn into_router(self) -> Router<S> {
        self.router
    }
}

impl<S> From<RestfulRouter<S>> for Router<S> {
    fn from(router: RestfulRouter<S>) -> Router<S> {
        router.router
    }
}

impl<S> fmt::Debug for RestfulRouter<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RestfulRouter")
            .field("mounted", &self.mounted.len())
            .finish_non_exhaustive()
    }
}

/// Controllers that the registry discovered but no router mounted.
#[derive(Debug, Clone)]
pub struct Unmounted {
    missing: Vec<&'static Controller>,
}

impl Unmounted {
    /// The controllers left unmounted, in registry order.
    pub fn controllers(&self) -> &[&'static Controller] {
        &self.missing
    }
}

impl fmt::Display for Unmounted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "restful-axum: {} discovered controller(s) not mounted: ",
            self.missing.len()
        )?;
        for (i, controller) in self.missing.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "`{}` ({})", controller.type_name(), controller.path())?;
        }
        f.write_str("; mount each with `.restful::<Controller>(Actions::new()...)`")
    }
}

impl std::error::Error for Unmounted {}
