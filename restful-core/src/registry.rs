//! The process-wide registry of marked types.

use std::any::TypeId;
use std::collections::HashMap;
use std::fmt;
use std::sync::LazyLock;

use http::Method;

use restful_template::{Template, TemplateError, TemplateErrorKind};

use crate::__private::Registration;
use crate::action::Action;
use crate::controller::{Controller, Route};
use crate::error::{MAX_DEPTH, PathError, RecognizeError, RegistryError};
use crate::matched::{Match, Target};
use crate::params::Spans;
use crate::paths::Ids;
use crate::recognize::{BuildError, Checker, ConflictKind, NodeId, RouteId, Tree, Verb};

/// Every controller of the binary, indexed for lookup and recognition.
///
/// The process-wide one is [`registry()`]; [`Registry::new`] builds one from a chosen set.
///
/// ```rust,standalone_crate
/// use restful_core::{Action, Method, Restful, registry};
///
/// #[derive(Restful)]
/// struct PhotosController;
///
/// let registry = registry();
/// let photos = registry.by_path("/photos").unwrap();
/// assert!(photos.is::<PhotosController>());
///
/// let found = registry.recognize(&Method::GET, "/photos/7/edit_form").unwrap();
/// assert_eq!((found.action(), found.id()), (Action::EditForm, Some("7")));
/// ```
pub struct Registry {
    /// Sorted by base path, then type name; base paths are distinct.
    controllers: Vec<&'static Controller>,
    by_type: HashMap<TypeId, &'static Controller>,
    /// The tree of the routes' templates.
    tree: Tree,
    /// Every route, by [`RouteId`]: each controller's in table order, controllers in order.
    routes: Box<[Target]>,
    /// The template of each route, parsed.
    templates: Box<[Template]>,
}

static REGISTRY: LazyLock<Result<Registry, RegistryError>> = LazyLock::new(|| {
    Registry::new(
        inventory::iter::<Registration>
            .into_iter()
            .map(Registration::controller),
    )
});

/// The process-wide registry: every `#[derive(Restful)]` linked into the binary.
///
/// Built on first use, once, from any thread.
///
/// ```rust,standalone_crate
/// use restful_core::{Restful, registry};
///
/// #[derive(Restful)]
/// struct PhotosController;
///
/// #[derive(Restful)]
/// #[restful(prefix = "/admin", only(index, show))]
/// struct UsersController;
///
/// let paths: Vec<_> = registry().controllers().map(|c| c.path()).collect();
/// assert_eq!(paths, ["/admin/users", "/photos"]);
/// ```
///
/// # Panics
///
/// When two marked types conflict, with the message of the [`RegistryError`] that
/// [`try_registry`] returns.
#[track_caller]
pub fn registry() -> &'static Registry {
    match try_registry() {
        Ok(registry) => registry,
        Err(err) => panic!("{err}"),
    }
}

/// The process-wide registry, or why it could not be built.
///
/// ```rust,standalone_crate
/// use restful_core::{Restful, try_registry};
///
/// #[derive(Restful)]
/// struct PhotosController;
///
/// assert_eq!(try_registry().unwrap().len(), 1);
/// ```
///
/// # Errors
///
/// [`RegistryError`] when two marked types have the same base path, or two routes the same
/// method and template. The same error on every call.
pub fn try_registry() -> Result<&'static Registry, &'static RegistryError> {
    REGISTRY.as_ref()
}

impl Registry {
    /// Builds a registry of `controllers` (duplicates of one descriptor count once), with the
    /// rules of the process-wide one: for a part of an application, or for a test.
    ///
    /// ```
    /// use restful_core::{Registry, Restful};
    ///
    /// #[derive(Restful)]
    /// struct PhotosController;
    ///
    /// #[derive(Restful)]
    /// #[restful(resource = "photos")]
    /// struct PicturesController;
    ///
    /// let one = Registry::new([PhotosController::CONTROLLER]).unwrap();
    /// assert_eq!(one.len(), 1);
    ///
    /// let err = Registry::new([PhotosController::CONTROLLER, PicturesController::CONTROLLER])
    ///     .err()
    ///     .unwrap();
    /// assert!(err.to_string().contains("both have the base path `/photos`"));
    /// ```
    ///
    /// # Errors
    ///
    /// [`RegistryError`] on the first conflict, in sorted order.
    pub fn new(
        controllers: impl IntoIterator<Item = &'static Controller>,
    ) -> Result<Registry, RegistryError> {
        let mut controllers: Vec<&'static Controller> = controllers.into_iter().collect();
        controllers.sort_by(|a, b| {
            (a.path(), a.type_name, *a as *const Controller).cmp(&(
                b.path(),
                b.type_name,
                *b as *const Controller,
            ))
        });
        controllers.dedup_by(|a, b| std::ptr::eq(*a, *b));
        if let Some(pair) = controllers
            .windows(2)
            .find(|pair| pair[0].path() == pair[1].path())
        {
            return Err(RegistryError::DuplicatePath {
                path: pair[0].path(),
                first: pair[0],
                second: pair[1],
            });
        }
        for &controller in &controllers {
            check_nesting(controller)?;
        }
        let routes: Vec<Route> = controllers.iter().flat_map(|c| c.routes()).collect();
        let templates = routes
            .iter()
            .map(|&route| Template::parse(route.path()).map_err(|error| invalid(route, error)))
            .collect::<Result<Vec<Template>, RegistryError>>()?;
        let shapes: Vec<(Verb, &Template)> = routes
            .iter()
            .zip(&templates)
            .map(|(route, template)| (route.action().verb(), template))
            .collect();
        // The type of each param of each route's template, by place: what recognition checks.
        // None for a route without typed params: the tree keeps nothing for it.
        let types: Vec<Box<[Option<Checker>]>> = routes
            .iter()
            .map(
                |route| match route.param_types().any(|(_, ty)| ty.is_some()) {
                    true => route
                        .param_types()
                        .map(|(_, ty)| ty.map(|ty| ty.checker()))
                        .collect(),
                    false => Box::default(),
                },
            )
            .collect();
        let tree = Tree::build_typed(&shapes, types).map_err(|err| match err {
            // One route twice: a custom action's path is its own controller's, whatever the
            // method, so that is the clash to report.
            BuildError::Conflict {
                first,
                second,
                kind: ConflictKind::SameRoute,
            } if custom_clash(routes[first], routes[second]) => RegistryError::CustomClash {
                template: routes[first].path(),
                first: routes[first],
                second: routes[second],
            },
            err => RegistryError::of_build(err, &routes),
        })?;
        check_custom_segments(&tree, &routes)?;
        check_param_types(&tree, &routes)?;
        let by_type = controllers.iter().map(|&c| (c.type_id(), c)).collect();
        Ok(Registry {
            controllers,
            by_type,
            tree,
            routes: routes.into_iter().map(Target::new).collect(),
            templates: templates.into_boxed_slice(),
        })
    }

    /// The controllers, sorted by base path, then by type name.
    ///
    /// ```rust,standalone_crate
    /// # use restful_core::{Restful, registry};
    /// # #[derive(Restful)]
    /// # struct PhotosController;
    /// for controller in registry().controllers() {
    ///     println!("{} serves {}", controller.type_name(), controller.path());
    /// }
    /// ```
    pub fn controllers(&self) -> impl ExactSizeIterator<Item = &'static Controller> + Clone + '_ {
        self.controllers.iter().copied()
    }

    /// How many controllers the registry holds.
    ///
    /// ```rust,standalone_crate
    /// # use restful_core::{Restful, registry};
    /// # #[derive(Restful)]
    /// # struct PhotosController;
    /// assert_eq!(registry().len(), 1);
    /// ```
    pub fn len(&self) -> usize {
        self.controllers.len()
    }

    /// Whether the registry holds no controller.
    ///
    /// ```
    /// assert!(restful_core::Registry::new([]).unwrap().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.controllers.is_empty()
    }

    /// The controller of the type with this [`TypeId`].
    ///
    /// ```rust,standalone_crate
    /// # use std::any::TypeId;
    /// # use restful_core::{Restful, registry};
    /// #[derive(Restful)]
    /// struct PhotosController;
    ///
    /// let found = registry().by_type_id(TypeId::of::<PhotosController>()).unwrap();
    /// assert!(std::ptr::eq(found, PhotosController::CONTROLLER));
    /// assert!(registry().by_type_id(TypeId::of::<String>()).is_none());
    /// ```
    pub fn by_type_id(&self, id: TypeId) -> Option<&'static Controller> {
        self.by_type.get(&id).copied()
    }

    /// The controller whose base path is exactly `base_path` (`"/admin/book_reviews"`).
    ///
    /// ```rust,standalone_crate
    /// # use restful_core::{Restful, registry};
    /// #[derive(Restful)]
    /// struct PhotosController;
    ///
    /// assert!(registry().by_path("/photos").is_some());
    /// assert!(registry().by_path("/photos/").is_none());
    /// ```
    pub fn by_path(&self, base_path: &str) -> Option<&'static Controller> {
        self.controllers
            .binary_search_by(|c| c.path().cmp(base_path))
            .ok()
            .map(|i| self.controllers[i])
    }

    /// The whole route table: each controller's routes in table order, controllers in
    /// [`controllers`](Registry::controllers) order.
    ///
    /// ```rust,standalone_crate
    /// # use restful_core::{Restful, registry};
    /// #[derive(Restful)]
    /// #[restful(only(index, create))]
    /// struct PhotosController;
    ///
    /// let table: Vec<_> = registry().routes().map(|r| r.to_string()).collect();
    /// assert_eq!(table, [
    ///     "GET /photos (PhotosController#index)",
    ///     "POST /photos (PhotosController#create)",
    /// ]);
    /// ```
    pub fn routes(&self) -> impl ExactSizeIterator<Item = Route> + Clone + '_ {
        self.routes.iter().map(|target| target.route)
    }

    /// Which route `method` and `path` go to (docs/routing.md, "2. Recognition"): the first `?`
    /// ends the path, one trailing `/` is ignored, static segments beat `{id}`, HEAD is answered as
    /// GET, and the id is percent-decoded. Never panics; allocates only to decode an id with `%`.
    ///
    /// ```rust,standalone_crate
    /// use restful_core::{Action, Method, RecognizeError, Restful, registry};
    ///
    /// #[derive(Restful)]
    /// struct PhotosController;
    ///
    /// let r = registry();
    /// assert_eq!(r.recognize(&Method::GET, "/photos/new_form").unwrap().action(), Action::NewForm);
    /// assert_eq!(r.recognize(&Method::PUT, "/photos/1?x=2").unwrap().id(), Some("1"));
    /// assert_eq!(r.recognize(&Method::GET, "/videos"), Err(RecognizeError::NotFound));
    /// assert_eq!(r.recognize(&Method::GET, "/photos/%zz"), Err(RecognizeError::BadRequest));
    /// assert_eq!(r.recognize(&Method::PATCH, "/photos/1").unwrap_err().status(), 405);
    /// ```
    ///
    /// # Errors
    ///
    /// [`RecognizeError::NotFound`] when no template matches the path,
    /// [`RecognizeError::MethodNotAllowed`] when the template has no route for `method`, and
    /// [`RecognizeError::BadRequest`] when the id is not valid percent-encoded UTF-8.
    #[inline]
    pub fn recognize<'p>(
        &self,
        method: &Method,
        path: &'p str,
    ) -> Result<Match<'p>, RecognizeError> {
        let mut params = Spans::EMPTY;
        let (route_id, path) = self.tree.recognize(method, path, &mut params)?;
        let decoded = params.check_and_decode(path)?;
        Ok(Match {
            target: self.routes[route_id.index()],
            route_id,
            path,
            params,
            decoded,
        })
    }

    /// The param that made `recognize(method, path)` a `BadRequest`: the first, in path
    /// order, that is a malformed percent-escape or not UTF-8. None when the request is not a
    /// `BadRequest`.
    pub(crate) fn undecodable_param(&self, method: &Method, path: &str) -> Option<&'static str> {
        let mut params = Spans::EMPTY;
        let (route_id, path) = self.tree.recognize(method, path, &mut params).ok()?;
        let at = params.undecodable(path)?;
        self.routes.get(route_id.index())?.names().get(at).copied()
    }

    /// [`Controller::path_for`] against this registry rather than the process-wide one: the
    /// path round-trips through this registry's [`recognize`](Registry::recognize).
    ///
    /// ```
    /// use restful_core::{Action, Registry, Restful};
    ///
    /// #[derive(Restful)]
    /// struct PhotosController;
    ///
    /// let registry = Registry::new([PhotosController::CONTROLLER]).unwrap();
    /// let path = registry.path_for(PhotosController::CONTROLLER, Action::Show, Some("..")).unwrap();
    /// assert_eq!(path, "/photos/%2E.");
    /// ```
    ///
    /// # Errors
    ///
    /// As [`Controller::path_for`].
    pub fn path_for(
        &self,
        controller: &Controller,
        action: Action,
        ids: impl Ids,
    ) -> Result<String, PathError> {
        crate::paths::path_for(Some(self), controller, action, ids.ids())
    }

    /// The place of `route` in [`routes`](Registry::routes), if it is a route of this
    /// registry.
    pub(crate) fn route_id(&self, route: Route) -> Option<RouteId> {
        self.route_of(route.controller(), route.action())
    }

    /// The place of `controller`'s `action` in [`routes`](Registry::routes), if it is a route
    /// of this registry.
    fn route_of(&self, controller: &Controller, action: Action) -> Option<RouteId> {
        // Routes are in the order of their controllers, sorted by base path.
        let first = self
            .routes
            .partition_point(|t| t.route.controller().path() < controller.path());
        let at = self.routes[first..]
            .iter()
            .map(|target| target.route)
            .take_while(|r| r.controller().path() == controller.path())
            .position(|r| std::ptr::eq(r.controller(), controller) && r.action() == action)?;
        RouteId::new(first + at)
    }

    /// The path of `controller`'s `action` with `ids` (one per param, none empty) written in
    /// so that this registry reads it back; none if the route is not in this registry.
    pub(crate) fn write_path(
        &self,
        controller: &Controller,
        action: Action,
        ids: &[&str],
    ) -> Option<Option<String>> {
        let id = self.route_of(controller, action)?;
        let template = &self.templates[id.index()];
        let own = crate::paths::own_id(&self.tree, controller, action, template, ids);
        Some(self.tree.generate(id, action.verb(), template, ids, own))
    }
}

/// Why `route`'s template was refused: the derive checks every template it writes, so only
/// a name that a nested controller's own template repeats from its ancestors' ids gets here.
fn invalid(route: Route, error: TemplateError) -> RegistryError {
    let controller = route.controller();
    let inherited = controller.param_names();
    let inherited = &inherited[..inherited.len() - usize::from(!controller.is_singleton())];
    let repeated = match error.kind() {
        TemplateErrorKind::RepeatedName => inherited
            .iter()
            .position(|&param| error.template()[error.position()..].starts_with(param))
            .filter(|&at| {
                let rest = &error.template()[error.position() + inherited[at].len()..];
                rest.starts_with('}')
            }),
        _ => None,
    };
    match repeated {
        // The ancestors, root first, have the inherited ids in order.
        Some(at) if !route.action().is_route() => {
            let mut chain: Vec<_> = controller
                .ancestors()
                .filter(|a| !a.is_singleton())
                .collect();
            chain.reverse();
            match chain.get(at) {
                Some(&ancestor) => RegistryError::AncestorParam {
                    route,
                    ancestor,
                    param: inherited[at],
                },
                None => RegistryError::InvalidTemplate { route, error },
            }
        }
        _ => RegistryError::InvalidTemplate { route, error },
    }
}

/// Routes whose templates have one shape (one node of the tree) give each param the same
/// type, or none: they match the same paths, so they agree on which are values.
fn check_param_types(tree: &Tree, routes: &[Route]) -> Result<(), RegistryError> {
    let mut first_of_shape: HashMap<NodeId, Route> = HashMap::new();
    for (at, &route) in routes.iter().enumerate() {
        let Some(shape) = tree.shape(at) else {
            continue;
        };
        let first = *first_of_shape.entry(shape).or_insert(route);
        let differs = first
            .param_types()
            .zip(route.param_types())
            .position(|((_, a), (_, b))| a != b);
        if let Some(at) = differs {
            let (first, second) = match first.controller().path() <= route.controller().path() {
                true => (first, route),
                false => (route, first),
            };
            return Err(RegistryError::ParamTypes { first, second, at });
        }
    }
    Ok(())
}

/// A custom action's path belongs to its controller (docs/guide.md, "8.1 Member and collection
/// actions"):
/// no route of another controller may have a template of the same shape, whatever its method.
/// Routes of one shape end at one node of the tree.
fn check_custom_segments(tree: &Tree, routes: &[Route]) -> Result<(), RegistryError> {
    let mut by_shape: HashMap<NodeId, Vec<Route>> = HashMap::new();
    for (at, &route) in routes.iter().enumerate() {
        let Some(shape) = tree.shape_of(at) else {
            continue;
        };
        let same = by_shape.entry(shape).or_default();
        if let Some(&first) = same.iter().find(|&&other| custom_clash(other, route)) {
            return Err(RegistryError::CustomClash {
                template: first.path(),
                first,
                second: route,
            });
        }
        same.push(route);
    }
    Ok(())
}

/// Whether two routes of one shape clash: of two controllers, and one a member or collection
/// action. A route of `routes(...)` is not below its controller's base path: its absolute
/// template is no controller's own, and may carry other controllers' routes of other methods
/// (Rails' `GET /bookmarks` of one controller beside `POST /bookmarks` of another).
fn custom_clash(first: Route, second: Route) -> bool {
    let owned = |route: Route| route.action().is_custom() && !route.action().is_route();
    first.controller() != second.controller() && (owned(first) || owned(second))
}

/// The rules of nesting that only the registry can check (docs/guide.md, "4.8 What is
/// refused, and when"): a chain of at most `MAX_DEPTH` controllers (the walk also ends on a
/// cycle, which the derive cannot build), and no param named twice in one template.
fn check_nesting(controller: &'static Controller) -> Result<(), RegistryError> {
    let chain: Vec<&'static Controller> = std::iter::once(controller)
        .chain(controller.ancestors())
        .take(MAX_DEPTH + 1)
        .collect();
    if chain.len() > MAX_DEPTH {
        return Err(RegistryError::TooDeep { chain });
    }
    let params = controller.param_names();
    for (i, param) in params.iter().enumerate() {
        if params[..i].contains(param) {
            return Err(RegistryError::RepeatedParam {
                controller,
                param,
                template: member_template(controller),
            });
        }
    }
    Ok(())
}

/// The first template of `controller` with every one of its params (`show`'s, where it is
/// served), else its base path.
fn member_template(controller: &Controller) -> &'static str {
    let all = controller.param_names().len();
    let mut templates = controller.templates.iter();
    let full = templates.find(|template| template.matches('{').count() == all);
    full.copied().unwrap_or(controller.path())
}

impl fmt::Display for Registry {
    /// The route table, like `rails routes`: one aligned line per route, under a header.
    ///
    /// ```rust,standalone_crate
    /// use restful_core::{Restful, registry};
    ///
    /// #[derive(Restful)]
    /// #[restful(only(index, show))]
    /// struct PhotosController;
    ///
    /// let table = registry().to_string();
    /// let lines: Vec<&str> = table.lines().collect();
    /// assert!(lines[0].starts_with("Controller"));
    /// assert!(lines[1].ends_with("index      GET     /photos"));
    /// assert!(lines[2].ends_with("show       GET     /photos/{id}"));
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const HEADER: [&str; 4] = ["Controller", "Action", "Method", "Path"];
        let controller_width = self
            .controllers()
            .map(|c| c.type_name().len())
            .chain([HEADER[0].len()])
            .max()
            .unwrap_or_default();
        let action_width = "edit_form".len();
        let method_width = "DELETE".len();
        let mut line = |columns: [&str; 4]| {
            writeln!(
                f,
                "{:controller_width$}  {:action_width$}  {:method_width$}  {}",
                columns[0], columns[1], columns[2], columns[3]
            )
        };
        line(HEADER)?;
        for route in self.routes() {
            line([
                route.controller().type_name(),
                route.action().name(),
                route.method().as_str(),
                route.path(),
            ])?;
        }
        Ok(())
    }
}

impl fmt::Debug for Registry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Registry")
            .field("controllers", &self.controllers)
            .finish_non_exhaustive()
    }
}
