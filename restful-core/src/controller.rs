//! The descriptor of one marked type, and its routes.

use std::any::TypeId;
use std::fmt;
use std::hash::{Hash, Hasher};

use http::Method;

use crate::action::{Action, ActionSet};
use crate::error::PathError;

/// The `'static` descriptor of one type marked with `#[derive(Restful)]`.
///
/// The derive computes everything at compile time, base path and route templates included,
/// so a `Controller` is plain `'static` data. Reach one through [`Restful::CONTROLLER`],
/// [`Registry::by_type_id`] or [`Registry::by_path`]. Two `Controller`s are equal when they
/// are the same descriptor (the same marked type).
///
/// ```
/// use restful_core::{Action, Restful};
///
/// #[derive(Restful)]
/// #[restful(prefix = "/admin", except(destroy))]
/// struct BookReviewsController;
///
/// let reviews = BookReviewsController::CONTROLLER;
/// assert_eq!(reviews.name(), "BookReviewsController");
/// assert_eq!(reviews.resource(), "book_reviews");
/// assert_eq!(reviews.path(), "/admin/book_reviews");
/// assert!(reviews.serves(Action::Update));
/// assert!(!reviews.serves(Action::Destroy));
/// assert!(reviews.is::<BookReviewsController>());
/// ```
///
/// [`Restful::CONTROLLER`]: crate::Restful::CONTROLLER
/// [`Registry::by_type_id`]: crate::Registry::by_type_id
/// [`Registry::by_path`]: crate::Registry::by_path
pub struct Controller {
    pub(crate) name: &'static str,
    pub(crate) type_name: &'static str,
    pub(crate) resource: &'static str,
    pub(crate) path: &'static str,
    pub(crate) actions: ActionSet,
    /// Indexed by [`Shape`]: `<base>`, `<base>/new_form`, `<base>/{id}`, `<base>/{id}/edit_form`.
    pub(crate) templates: [&'static str; 4],
    pub(crate) type_id: fn() -> TypeId,
}

impl Controller {
    /// The type's identifier, as written: `"PhotosController"`.
    ///
    /// ```
    /// # use restful_core::Restful;
    /// #[derive(Restful)]
    /// struct PhotosController;
    ///
    /// assert_eq!(PhotosController::CONTROLLER.name(), "PhotosController");
    /// ```
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// The type's full path: `module_path!()`, `::`, then [`name`](Controller::name).
    ///
    /// ```
    /// # use restful_core::Restful;
    /// mod web {
    ///     #[derive(restful_core::Restful)]
    ///     pub struct PhotosController;
    /// }
    ///
    /// assert!(web::PhotosController::CONTROLLER.type_name().ends_with("::web::PhotosController"));
    /// ```
    pub fn type_name(&self) -> &'static str {
        self.type_name
    }

    /// The resource name: the path segment after the prefix (`"photos"`).
    ///
    /// ```
    /// # use restful_core::Restful;
    /// #[derive(Restful)]
    /// struct HTMLPagesController;
    ///
    /// assert_eq!(HTMLPagesController::CONTROLLER.resource(), "html_pages");
    /// ```
    pub fn resource(&self) -> &'static str {
        self.resource
    }

    /// The base path: the prefix, `/`, then the resource (`"/photos"`, `"/admin/book_reviews"`).
    ///
    /// ```
    /// # use restful_core::Restful;
    /// #[derive(Restful)]
    /// #[restful(prefix = "/admin", resource = "reviews")]
    /// struct BookReviewsController;
    ///
    /// assert_eq!(BookReviewsController::CONTROLLER.path(), "/admin/reviews");
    /// ```
    pub fn path(&self) -> &'static str {
        self.path
    }

    /// Whether the controller serves `action` (see `only` and `except`).
    ///
    /// ```
    /// # use restful_core::{Action, Restful};
    /// #[derive(Restful)]
    /// #[restful(only(index))]
    /// struct PhotosController;
    ///
    /// assert!(PhotosController::CONTROLLER.serves(Action::Index));
    /// assert!(!PhotosController::CONTROLLER.serves(Action::Show));
    /// ```
    pub fn serves(&self, action: Action) -> bool {
        self.actions.contains(action)
    }

    /// The served actions, in table order.
    ///
    /// ```
    /// # use restful_core::{Action, Restful};
    /// #[derive(Restful)]
    /// #[restful(except(new_form, edit_form))]
    /// struct PhotosController;
    ///
    /// assert_eq!(PhotosController::CONTROLLER.actions().len(), 5);
    /// ```
    pub fn actions(&self) -> ActionSet {
        self.actions
    }

    /// The served routes, in table order.
    ///
    /// ```
    /// # use restful_core::Restful;
    /// #[derive(Restful)]
    /// struct PhotosController;
    ///
    /// let table: Vec<String> = PhotosController::CONTROLLER
    ///     .routes()
    ///     .map(|route| format!("{} {}", route.method(), route.path()))
    ///     .collect();
    /// assert_eq!(table, [
    ///     "GET /photos",
    ///     "GET /photos/new_form",
    ///     "POST /photos",
    ///     "GET /photos/{id}",
    ///     "GET /photos/{id}/edit_form",
    ///     "PUT /photos/{id}",
    ///     "DELETE /photos/{id}",
    /// ]);
    /// ```
    pub fn routes(&'static self) -> impl ExactSizeIterator<Item = Route> + Clone + use<> {
        self.actions
            .into_iter()
            .map(move |action| Route::new(self, action))
    }

    /// The route of `action`, if the controller serves it.
    ///
    /// ```
    /// # use restful_core::{Action, Restful};
    /// #[derive(Restful)]
    /// struct PhotosController;
    ///
    /// let route = PhotosController::CONTROLLER.route(Action::EditForm).unwrap();
    /// assert_eq!(route.path(), "/photos/{id}/edit_form");
    /// ```
    pub fn route(&'static self, action: Action) -> Option<Route> {
        self.serves(action).then(|| Route::new(self, action))
    }

    /// The [`TypeId`] of the marked type.
    ///
    /// ```
    /// # use std::any::TypeId;
    /// # use restful_core::Restful;
    /// #[derive(Restful)]
    /// struct PhotosController;
    ///
    /// assert_eq!(PhotosController::CONTROLLER.type_id(), TypeId::of::<PhotosController>());
    /// ```
    pub fn type_id(&self) -> TypeId {
        (self.type_id)()
    }

    /// Whether this is the descriptor of `T`.
    ///
    /// ```
    /// # use restful_core::Restful;
    /// #[derive(Restful)]
    /// struct PhotosController;
    ///
    /// assert!(PhotosController::CONTROLLER.is::<PhotosController>());
    /// assert!(!PhotosController::CONTROLLER.is::<String>());
    /// ```
    pub fn is<T: 'static>(&self) -> bool {
        self.type_id() == TypeId::of::<T>()
    }

    /// The path of `action`, with `id` percent-encoded into it.
    ///
    /// The path always round-trips: [`Registry::recognize`] with `action.method()` gives back
    /// this controller, this action and exactly this id, whatever the id holds (`/`, `%`,
    /// `.`, `new_form`, any Unicode). The rules are in `docs/routing.md`.
    ///
    /// ```rust,standalone_crate
    /// # use restful_core::{Action, Restful};
    /// #[derive(Restful)]
    /// struct PhotosController;
    ///
    /// let photos = PhotosController::CONTROLLER;
    /// assert_eq!(photos.path_for(Action::Index, None).unwrap(), "/photos");
    /// assert_eq!(photos.path_for(Action::EditForm, Some("42")).unwrap(), "/photos/42/edit_form");
    /// assert_eq!(photos.path_for(Action::Show, Some("a/b c")).unwrap(), "/photos/a%2Fb%20c");
    /// // `new_form` as an id must not be read as the `new_form` action:
    /// assert_eq!(photos.path_for(Action::Show, Some("new_form")).unwrap(), "/photos/%6Eew_form");
    /// ```
    ///
    /// # Errors
    ///
    /// [`PathError`] when the controller does not serve `action`, or when `id` is missing for an
    /// action that needs one, given for one that does not, or empty.
    ///
    /// [`Registry::recognize`]: crate::Registry::recognize
    pub fn path_for(&self, action: Action, id: Option<&str>) -> Result<String, PathError> {
        let registry = crate::registry::try_registry().ok();
        crate::encoding::path_for(registry, self, action, id)
    }

    pub(crate) fn template(&self, action: Action) -> &'static str {
        self.templates[action.shape() as usize]
    }
}

impl PartialEq for Controller {
    /// Identity: the same descriptor.
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self, other)
    }
}

impl Eq for Controller {}

impl Hash for Controller {
    fn hash<H: Hasher>(&self, state: &mut H) {
        std::ptr::hash(self, state);
    }
}

impl fmt::Debug for Controller {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Controller")
            .field("type_name", &self.type_name)
            .field("path", &self.path)
            .field("actions", &self.actions)
            .finish()
    }
}

/// One route: a controller's action, with its method and path template.
///
/// ```
/// # use restful_core::{Action, Method, Restful};
/// #[derive(Restful)]
/// struct PhotosController;
///
/// let route = PhotosController::CONTROLLER.route(Action::Update).unwrap();
/// assert_eq!(route.method(), Method::PUT);
/// assert_eq!(route.path(), "/photos/{id}");
/// assert_eq!(route.action(), Action::Update);
/// assert!(route.controller().is::<PhotosController>());
/// assert_eq!(route.to_string(), "PUT /photos/{id} (PhotosController#update)");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Route {
    controller: &'static Controller,
    action: Action,
}

impl Route {
    pub(crate) fn new(controller: &'static Controller, action: Action) -> Route {
        Route { controller, action }
    }

    /// The controller the route belongs to.
    ///
    /// ```
    /// # use restful_core::Restful;
    /// # #[derive(Restful)]
    /// # struct PhotosController;
    /// let route = PhotosController::CONTROLLER.routes().next().unwrap();
    /// assert_eq!(route.controller().name(), "PhotosController");
    /// ```
    pub fn controller(&self) -> &'static Controller {
        self.controller
    }

    /// The route's action.
    ///
    /// ```
    /// # use restful_core::{Action, Restful};
    /// # #[derive(Restful)]
    /// # struct PhotosController;
    /// let route = PhotosController::CONTROLLER.routes().next().unwrap();
    /// assert_eq!(route.action(), Action::Index);
    /// ```
    pub fn action(&self) -> Action {
        self.action
    }

    /// The route's method: [`Action::method`].
    ///
    /// ```
    /// # use restful_core::{Method, Restful};
    /// # #[derive(Restful)]
    /// # struct PhotosController;
    /// let route = PhotosController::CONTROLLER.routes().next().unwrap();
    /// assert_eq!(route.method(), Method::GET);
    /// ```
    pub fn method(&self) -> Method {
        self.action.method()
    }

    /// The route's path template, with `{id}` where the id goes: `"/photos/{id}/edit_form"`.
    ///
    /// ```
    /// # use restful_core::{Action, Restful};
    /// # #[derive(Restful)]
    /// # struct PhotosController;
    /// let route = PhotosController::CONTROLLER.route(Action::NewForm).unwrap();
    /// assert_eq!(route.path(), "/photos/new_form");
    /// ```
    pub fn path(&self) -> &'static str {
        self.controller.template(self.action)
    }
}

impl fmt::Debug for Route {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Route({self})")
    }
}

impl fmt::Display for Route {
    /// `METHOD template (Name#action)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} ({}#{})",
            self.method(),
            self.path(),
            self.controller.name,
            self.action
        )
    }
}
