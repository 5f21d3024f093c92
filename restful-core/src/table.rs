//! One value per route, found together with the match: what an adapter dispatches
//! on.

use std::fmt;

use http::Method;

use crate::controller::{Controller, Route};
use crate::error::{RecognizeError, RegistryError};
use crate::matched::Match;
use crate::registry::Registry;

/// One value of any type per route — an adapter's handlers, say — found in the same step as the
/// route: one [`recognize`](RouteTable::recognize), then an index into the table. No second
/// routing of the path, no hashing of the controller.
///
/// The table holds a [`Registry`] of the controllers its routes belong to, so that a request
/// for a controller the table does not serve is not recognized at all.
///
/// ```rust,standalone_crate
/// use restful_core::{Action, Method, Restful, RouteTable};
///
/// #[derive(Restful)]
/// #[restful(only(index, show))]
/// struct PhotosController;
///
/// fn index() -> String { "all photos".into() }
/// fn show() -> String { "one photo".into() }
///
/// let photos = PhotosController::CONTROLLER;
/// let table = RouteTable::new([
///     (photos.route(Action::Index).unwrap(), index as fn() -> String),
///     (photos.route(Action::Show).unwrap(), show),
/// ])
/// .unwrap();
///
/// let (found, handler) = table.recognize(&Method::GET, "/photos/7").unwrap();
/// assert_eq!((found.id(), handler()), (Some("7"), "one photo".to_owned()));
/// assert_eq!(table.recognize(&Method::DELETE, "/photos/7").unwrap_err().status(), 405);
/// ```
pub struct RouteTable<T> {
    registry: Registry,
    /// By route id: one place per route of `registry`, in its order.
    values: Box<[Option<T>]>,
}

impl<T> RouteTable<T> {
    /// A table of `entries`, over a registry of their routes' controllers. A route given twice
    /// keeps the last value.
    ///
    /// # Errors
    ///
    /// [`RegistryError`] when the controllers conflict, as [`Registry::new`] says.
    pub fn new(entries: impl IntoIterator<Item = (Route, T)>) -> Result<Self, RegistryError> {
        let entries: Vec<(Route, T)> = entries.into_iter().collect();
        let registry = Registry::new(entries.iter().map(|(route, _)| route.controller()))?;
        let mut values: Box<[Option<T>]> = registry.routes().map(|_| None).collect();
        for (route, value) in entries {
            // Every route's controller is in the registry, and the route with it, unless the
            // controller does not serve it (a route is only made for a served action).
            if let Some(id) = registry.route_id(route) {
                values[id.index()] = Some(value);
            }
        }
        Ok(RouteTable { registry, values })
    }

    /// The registry of the table's controllers.
    ///
    /// ```rust,standalone_crate
    /// # use restful_core::{Action, Restful, RouteTable};
    /// # #[derive(Restful)]
    /// # struct PhotosController;
    /// let route = PhotosController::CONTROLLER.route(Action::Index).unwrap();
    /// let table = RouteTable::new([(route, ())]).unwrap();
    /// assert_eq!(table.registry().len(), 1);
    /// ```
    pub fn registry(&self) -> &Registry {
        &self.registry
    }

    /// The route `method` and `path` go to, and its value: [`Registry::recognize`] on the
    /// table's registry, then one index. A route of the table's controllers that was given no
    /// value answers [`RecognizeError::NotFound`], as if it were not there.
    ///
    /// ```rust,standalone_crate
    /// # use restful_core::{Action, Method, Restful, RouteTable};
    /// # #[derive(Restful)]
    /// # struct PhotosController;
    /// let photos = PhotosController::CONTROLLER;
    /// let table = RouteTable::new([(photos.route(Action::Index).unwrap(), "index")]).unwrap();
    /// assert_eq!(table.recognize(&Method::GET, "/photos").unwrap().1, &"index");
    /// // `show` has no value in this table.
    /// assert_eq!(table.recognize(&Method::GET, "/photos/1").unwrap_err().status(), 404);
    /// ```
    ///
    /// # Errors
    ///
    /// As [`Registry::recognize`].
    #[inline]
    pub fn recognize<'p>(
        &self,
        method: &Method,
        path: &'p str,
    ) -> Result<(Match<'p>, &T), RecognizeError> {
        let found = self.registry.recognize(method, path)?;
        match self.values.get(found.route_id.index()) {
            Some(Some(value)) => Ok((found, value)),
            _ => Err(RecognizeError::NotFound),
        }
    }

    /// The value of `route`, if the table has one.
    ///
    /// ```rust,standalone_crate
    /// # use restful_core::{Action, Restful, RouteTable};
    /// # #[derive(Restful)]
    /// # struct PhotosController;
    /// let index = PhotosController::CONTROLLER.route(Action::Index).unwrap();
    /// let show = PhotosController::CONTROLLER.route(Action::Show).unwrap();
    /// let table = RouteTable::new([(index, 1)]).unwrap();
    /// assert_eq!((table.get(index), table.get(show)), (Some(&1), None));
    /// ```
    pub fn get(&self, route: Route) -> Option<&T> {
        let id = self.registry.route_id(route)?;
        self.values.get(id.index())?.as_ref()
    }

    /// Every route with a value, and the value, in the registry's order.
    ///
    /// ```rust,standalone_crate
    /// # use restful_core::{Action, Restful, RouteTable};
    /// # #[derive(Restful)]
    /// # struct PhotosController;
    /// let index = PhotosController::CONTROLLER.route(Action::Index).unwrap();
    /// let table = RouteTable::new([(index, "list")]).unwrap();
    /// assert_eq!(table.iter().collect::<Vec<_>>(), [(index, &"list")]);
    /// ```
    pub fn iter(&self) -> impl Iterator<Item = (Route, &T)> + '_ {
        self.registry
            .routes()
            .filter_map(|route| Some((route, self.get(route)?)))
    }

    /// The routes of the table's controllers that were given no value.
    ///
    /// ```rust,standalone_crate
    /// # use restful_core::{Action, Restful, RouteTable};
    /// #[derive(Restful)]
    /// #[restful(only(index, show))]
    /// struct PhotosController;
    ///
    /// let index = PhotosController::CONTROLLER.route(Action::Index).unwrap();
    /// let table = RouteTable::new([(index, ())]).unwrap();
    /// let missing: Vec<_> = table.missing().map(|route| route.action()).collect();
    /// assert_eq!(missing, [Action::Show]);
    /// ```
    pub fn missing(&self) -> impl Iterator<Item = Route> + '_ {
        self.registry
            .routes()
            .filter(|&route| self.get(route).is_none())
    }

    /// The controllers of the table, in the registry's order.
    ///
    /// ```rust,standalone_crate
    /// # use restful_core::{Action, Restful, RouteTable};
    /// # #[derive(Restful)]
    /// # struct PhotosController;
    /// let index = PhotosController::CONTROLLER.route(Action::Index).unwrap();
    /// let table = RouteTable::new([(index, ())]).unwrap();
    /// assert!(table.controllers().eq([PhotosController::CONTROLLER]));
    /// ```
    pub fn controllers(&self) -> impl ExactSizeIterator<Item = &'static Controller> + '_ {
        self.registry.controllers()
    }
}

impl<T> fmt::Debug for RouteTable<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RouteTable")
            .field("registry", &self.registry)
            .field("values", &self.iter().count())
            .finish()
    }
}
