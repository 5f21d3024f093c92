//! The descriptor of one marked type, and its routes.

use std::any::TypeId;
use std::borrow::Cow;
use std::fmt;
use std::hash::{Hash, Hasher};

use http::Method;

use crate::action::{Action, ActionSet};
use crate::error::PathError;
use crate::paths::Ids;
use crate::syntax::{SyntaxError, TemplateSyntax};
use crate::typed::ParamType;

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
    pub(crate) singular: &'static str,
    pub(crate) parent: Option<&'static Controller>,
    pub(crate) singleton: bool,
    /// The base path.
    pub(crate) path: &'static str,
    /// The served actions in table order: the seven first, then the custom ones.
    pub(crate) actions: &'static [Action],
    /// The template of each of `actions`.
    pub(crate) templates: &'static [&'static str],
    /// Every param of the member template, in path order: the ancestors' ids, then the own id
    /// (`id`, or `#[restful(param = "...")]`; a singleton has none of its own).
    pub(crate) params: &'static [&'static str],
    /// The typed params of its templates, by name: the ancestors' typed ids, the own id
    /// (`#[restful(id = T)]`), then `#[restful(params(...))]`.
    pub(crate) param_types: &'static [(&'static str, ParamType)],
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

    /// The base path: the prefix, `/`, then the resource (`"/photos"`, `"/admin/book_reviews"`);
    /// for a nested controller, the parent's base path, its id param, then the resource
    /// (`"/photos/{photo_id}/comments"`).
    ///
    /// ```
    /// # use restful_core::Restful;
    /// #[derive(Restful)]
    /// #[restful(prefix = "/admin", resource = "reviews")]
    /// struct BookReviewsController;
    ///
    /// #[derive(Restful)]
    /// #[restful(parent = BookReviewsController)]
    /// struct CommentsController;
    ///
    /// assert_eq!(BookReviewsController::CONTROLLER.path(), "/admin/reviews");
    /// assert_eq!(CommentsController::CONTROLLER.path(), "/admin/reviews/{review_id}/comments");
    /// ```
    pub const fn path(&self) -> &'static str {
        self.path
    }

    /// The base path in another template syntax: `"/photos/:photo_id/comments"`.
    ///
    /// ```
    /// # use restful_core::{Restful, TemplateSyntax};
    /// #[derive(Restful)]
    /// struct PhotosController;
    ///
    /// #[derive(Restful)]
    /// #[restful(parent = PhotosController)]
    /// struct CommentsController;
    ///
    /// let comments = CommentsController::CONTROLLER;
    /// assert_eq!(comments.path_in(TemplateSyntax::Colon).unwrap(), "/photos/:photo_id/comments");
    /// assert_eq!(comments.path_in(TemplateSyntax::Angle).unwrap(), "/photos/<photo_id>/comments");
    /// ```
    ///
    /// # Errors
    ///
    /// [`SyntaxError`] when the syntax has no way to write the template (see
    /// [`TemplateSyntax`]).
    pub fn path_in(&self, syntax: TemplateSyntax) -> Result<Cow<'static, str>, SyntaxError> {
        syntax.write(self.path())
    }

    /// The word children use for this controller's id: their templates name it
    /// `{<singular>_id}`. `#[restful(singular = "...")]`, or the resource singularized by
    /// Rails' default English inflections (of the last word of a snake-case name).
    ///
    /// ```
    /// # use restful_core::Restful;
    /// #[derive(Restful)]
    /// struct CategoriesController;
    ///
    /// #[derive(Restful)]
    /// #[restful(resource = "people", singular = "member")]
    /// struct PeopleController;
    ///
    /// assert_eq!(CategoriesController::CONTROLLER.singular(), "category");
    /// assert_eq!(PeopleController::CONTROLLER.singular(), "member");
    /// ```
    pub const fn singular(&self) -> &'static str {
        self.singular
    }

    /// The controller this one is nested under (`#[restful(parent = ...)]`).
    ///
    /// ```
    /// # use restful_core::Restful;
    /// #[derive(Restful)]
    /// struct PhotosController;
    ///
    /// #[derive(Restful)]
    /// #[restful(parent = PhotosController)]
    /// struct CommentsController;
    ///
    /// assert!(CommentsController::CONTROLLER.parent().unwrap().is::<PhotosController>());
    /// assert!(PhotosController::CONTROLLER.parent().is_none());
    /// ```
    pub const fn parent(&self) -> Option<&'static Controller> {
        self.parent
    }

    /// The controller's ancestors, its parent first.
    ///
    /// ```
    /// # use restful_core::Restful;
    /// #[derive(Restful)]
    /// struct PhotosController;
    ///
    /// #[derive(Restful)]
    /// #[restful(parent = PhotosController)]
    /// struct CommentsController;
    ///
    /// #[derive(Restful)]
    /// #[restful(parent = CommentsController)]
    /// struct LikesController;
    ///
    /// let names: Vec<_> = LikesController::CONTROLLER.ancestors().map(|c| c.name()).collect();
    /// assert_eq!(names, ["CommentsController", "PhotosController"]);
    /// ```
    pub fn ancestors(&self) -> impl Iterator<Item = &'static Controller> + Clone + use<> {
        std::iter::successors(self.parent, |c| c.parent)
    }

    /// The names of the params of the member template `<base>/{id}`, in path order: the
    /// ancestors' ids, then `id`. Collection routes have all but the last. A singleton has no
    /// `id`: every one of its routes has all of them, its ancestors' ids.
    ///
    /// ```
    /// # use restful_core::Restful;
    /// #[derive(Restful)]
    /// struct PhotosController;
    ///
    /// #[derive(Restful)]
    /// #[restful(parent = PhotosController)]
    /// struct CommentsController;
    ///
    /// assert_eq!(PhotosController::CONTROLLER.param_names(), ["id"]);
    /// assert_eq!(CommentsController::CONTROLLER.param_names(), ["photo_id", "id"]);
    /// ```
    pub const fn param_names(&self) -> &'static [&'static str] {
        self.params
    }

    /// The name of the own id's param: `"id"`, or the one `#[restful(param = "...")]` gives
    /// (children name it `{<singular>_<param>}`); none for a singleton, which has no id.
    ///
    /// ```
    /// # use restful_core::Restful;
    /// #[derive(Restful)]
    /// #[restful(param = "username")]
    /// struct UsersController;
    ///
    /// #[derive(Restful)]
    /// #[restful(parent = UsersController)]
    /// struct PostsController;
    ///
    /// assert_eq!(UsersController::CONTROLLER.id_param(), Some("username"));
    /// assert_eq!(PostsController::CONTROLLER.id_param(), Some("id"));
    /// assert_eq!(PostsController::CONTROLLER.path(), "/users/{user_username}/posts");
    /// ```
    pub const fn id_param(&self) -> Option<&'static str> {
        match self.params {
            [.., own] if !self.singleton => Some(own),
            _ => None,
        }
    }

    /// The type of the param `name` of the controller's templates, if it is typed: an
    /// ancestor's id typed by `#[restful(id = T)]` on the ancestor, the own id typed by this
    /// controller's `id = T`, or a param of its `params(...)`.
    ///
    /// ```
    /// # use restful_core::Restful;
    /// #[derive(Restful)]
    /// #[restful(id = u64, routes(get(archive = "/photos/archive/{year}")), params(year = u16))]
    /// struct PhotosController;
    ///
    /// let photos = PhotosController::CONTROLLER;
    /// assert!(photos.param_type("id").unwrap().is::<u64>());
    /// assert!(photos.param_type("year").unwrap().is::<u16>());
    /// assert_eq!(photos.param_type("slug"), None);
    /// ```
    pub fn param_type(&self, name: &str) -> Option<ParamType> {
        self.param_types
            .iter()
            .find(|(typed, _)| *typed == name)
            .map(|&(_, ty)| ty)
    }

    /// Whether the controller serves `action` (see `only` and `except`, `member`,
    /// `collection` and `routes`).
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
        self.actions.contains(&action)
    }

    /// The served action named `name`, one of the seven or a custom one; none when the
    /// controller serves no action of that name.
    ///
    /// ```
    /// # use restful_core::{Action, Restful};
    /// #[derive(Restful)]
    /// #[restful(only(index, show), member(post(close)))]
    /// struct IssuesController;
    ///
    /// let issues = IssuesController::CONTROLLER;
    /// assert_eq!(issues.action("show"), Some(Action::Show));
    /// assert_eq!(issues.action("close").map(|close| close.has_id()), Some(true));
    /// assert_eq!(issues.action("destroy"), None);
    /// ```
    pub fn action(&self, name: &str) -> Option<Action> {
        self.actions
            .iter()
            .copied()
            .find(|action| action.name() == name)
    }

    /// Whether this is a singular resource (`#[restful(singleton)]`, Rails' `resource`): one
    /// resource with no id, such as the visitor's profile at `/profile`.
    ///
    /// ```
    /// # use restful_core::{Action, Restful};
    /// #[derive(Restful)]
    /// #[restful(singleton)]
    /// struct ProfileController;
    ///
    /// let profile = ProfileController::CONTROLLER;
    /// assert!(profile.is_singleton());
    /// assert!(!profile.serves(Action::Index));
    /// assert_eq!(profile.route(Action::Show).unwrap().path(), "/profile");
    /// ```
    pub const fn is_singleton(&self) -> bool {
        self.singleton
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
        ActionSet::of_table(self.actions)
    }

    /// The served routes, in table order: the seven, then the collection actions, then the
    /// member actions, then the routes of any shape, each in declaration order.
    ///
    /// ```
    /// # use restful_core::Restful;
    /// #[derive(Restful)]
    /// #[restful(collection(get(search)), member(post(close)))]
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
    ///     "GET /photos/search",
    ///     "POST /photos/{id}/close",
    /// ]);
    /// ```
    pub fn routes(&'static self) -> impl ExactSizeIterator<Item = Route> + Clone + use<> {
        (0..self.actions.len()).map(move |at| Route {
            controller: self,
            at,
        })
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
        let at = self.actions.iter().position(|&served| served == action)?;
        Some(Route {
            controller: self,
            at,
        })
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

    /// The path of `action`, with its ids percent-encoded into it: `Some(id)` or `None` for a
    /// controller without a parent, or every id in path order (`["7", "3"]`: the ancestors'
    /// ids, then the own id where the action has one).
    ///
    /// The path always round-trips: [`Registry::recognize`] with `action.method()` gives back
    /// this controller, this action and exactly these ids, whatever they hold (`/`, `%`, `.`,
    /// `new_form`, any Unicode). The rules are in `docs/routing.md`.
    ///
    /// ```rust,standalone_crate
    /// # use restful_core::{Action, Restful};
    /// #[derive(Restful)]
    /// struct PhotosController;
    ///
    /// #[derive(Restful)]
    /// #[restful(parent = PhotosController)]
    /// struct CommentsController;
    ///
    /// let photos = PhotosController::CONTROLLER;
    /// assert_eq!(photos.path_for(Action::Index, None).unwrap(), "/photos");
    /// assert_eq!(photos.path_for(Action::EditForm, Some("42")).unwrap(), "/photos/42/edit_form");
    /// assert_eq!(photos.path_for(Action::Show, Some("a/b c")).unwrap(), "/photos/a%2Fb%20c");
    /// // `new_form` as an id must not be read as the `new_form` action:
    /// assert_eq!(photos.path_for(Action::Show, Some("new_form")).unwrap(), "/photos/%6Eew_form");
    ///
    /// let comments = CommentsController::CONTROLLER;
    /// assert_eq!(comments.path_for(Action::Show, ["42", "7"]).unwrap(), "/photos/42/comments/7");
    /// assert!(comments.path_for(Action::Show, ["42"]).is_err());
    /// ```
    ///
    /// # Errors
    ///
    /// [`PathError`] when the controller does not serve `action`, or when the ids are not
    /// one per param of the action's template, or one is empty.
    ///
    /// [`Registry::recognize`]: crate::Registry::recognize
    pub fn path_for(&self, action: Action, ids: impl Ids) -> Result<String, PathError> {
        let registry = crate::registry::try_registry().ok();
        crate::paths::path_for(registry, self, action, ids.ids())
    }

    /// Whether `action`'s template has the controller's own id: the action has an id, and the
    /// controller is not a singleton (whose params are all its ancestors').
    #[inline]
    pub(crate) fn has_own_id(&self, action: Action) -> bool {
        action.has_id() && !self.singleton
    }

    /// The params of `action`'s template, in path order; none for an action the controller
    /// does not serve.
    #[inline]
    pub(crate) fn params_of(&self, action: Action) -> &'static [&'static str] {
        match self.actions.iter().position(|&served| served == action) {
            Some(at) => self.params_at(at),
            None => &[],
        }
    }

    /// The params of the template of the route at `at` in the table: the action's own list
    /// where its template has params of its own, else they follow from the member params: all
    /// of them where the route has the own id, all but the last where it has not (a
    /// singleton's are its ancestors' ids alone, on every route).
    #[inline]
    pub(crate) fn params_at(&self, at: usize) -> &'static [&'static str] {
        let Some(action) = self.actions.get(at) else {
            return &[];
        };
        if let Some(params) = action.own_params() {
            return params;
        }
        let without_own = !self.singleton && !action.has_id();
        let len = self.params.len().saturating_sub(usize::from(without_own));
        self.params.split_at(len).0
    }

    /// Where the own id is among the params of `action`'s template (`params_of`), if the
    /// route has it: after the ancestors' ids below the base path, by name in a route of any
    /// shape.
    #[inline]
    pub(crate) fn id_index(&self, action: Action, params: &[&str]) -> Option<usize> {
        if !self.has_own_id(action) {
            return None;
        }
        if action.is_route() {
            let own = self.id_param()?;
            return params.iter().position(|&name| name == own);
        }
        self.params.len().checked_sub(1)
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
            .field("path", &self.path())
            .field("actions", &self.actions())
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
    /// The route's place in the controller's table: its action is `controller.actions[at]`.
    at: usize,
}

impl Route {
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
        self.controller.actions[self.at]
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
        self.action().method()
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
        self.controller.templates[self.at]
    }

    /// The route's path template in another syntax: `"/photos/:id/edit_form"` for Express,
    /// Rails and Sinatra, `"/photos/<id>/edit_form"` for Rocket and Flask. Borrowed where
    /// nothing changes.
    ///
    /// ```
    /// # use restful_core::{Action, Restful, TemplateSyntax};
    /// # #[derive(Restful)]
    /// # struct PhotosController;
    /// let route = PhotosController::CONTROLLER.route(Action::EditForm).unwrap();
    /// assert_eq!(route.path_in(TemplateSyntax::Braces).unwrap(), route.path());
    /// assert_eq!(route.path_in(TemplateSyntax::Colon).unwrap(), "/photos/:id/edit_form");
    /// assert_eq!(route.path_in(TemplateSyntax::Angle).unwrap(), "/photos/<id>/edit_form");
    /// ```
    ///
    /// # Errors
    ///
    /// [`SyntaxError`] when the syntax has no way to write the template (see
    /// [`TemplateSyntax`]).
    pub fn path_in(&self, syntax: TemplateSyntax) -> Result<Cow<'static, str>, SyntaxError> {
        syntax.write(self.path())
    }

    /// The names of the params in the route's template, in path order.
    ///
    /// ```
    /// # use restful_core::{Action, Restful};
    /// # #[derive(Restful)]
    /// # struct PhotosController;
    /// #[derive(Restful)]
    /// #[restful(parent = PhotosController)]
    /// struct CommentsController;
    ///
    /// let comments = CommentsController::CONTROLLER;
    /// assert_eq!(comments.route(Action::Index).unwrap().param_names(), ["photo_id"]);
    /// assert_eq!(comments.route(Action::Show).unwrap().param_names(), ["photo_id", "id"]);
    /// ```
    #[inline]
    pub fn param_names(&self) -> &'static [&'static str] {
        self.controller.params_at(self.at)
    }

    /// Each param of the route's template with its type, in path order: `None` for an
    /// untyped param (any text). See [`Param`](crate::Param).
    ///
    /// ```
    /// # use restful_core::{Action, Restful};
    /// #[derive(Restful)]
    /// #[restful(id = u64)]
    /// struct PhotosController;
    ///
    /// #[derive(Restful)]
    /// #[restful(parent = PhotosController)]
    /// struct CommentsController;
    ///
    /// let show = CommentsController::CONTROLLER.route(Action::Show).unwrap();
    /// let types: Vec<_> = show.param_types().map(|(name, ty)| (name, ty.map(|t| t.name()))).collect();
    /// assert_eq!(types, [("photo_id", Some("u64")), ("id", None)]);
    /// ```
    pub fn param_types(
        &self,
    ) -> impl ExactSizeIterator<Item = (&'static str, Option<ParamType>)> + Clone + '_ {
        let controller = self.controller;
        self.param_names()
            .iter()
            .map(move |&name| (name, controller.param_type(name)))
    }

    /// Whether the route's template has the controller's own `{id}`, last: the action has an
    /// id ([`Action::has_id`]) and the controller is not a singleton.
    ///
    /// ```
    /// # use restful_core::{Action, Restful};
    /// #[derive(Restful)]
    /// #[restful(singleton)]
    /// struct ProfileController;
    ///
    /// let show = ProfileController::CONTROLLER.route(Action::Show).unwrap();
    /// assert!(Action::Show.has_id());
    /// assert!(!show.has_id());
    /// ```
    #[inline]
    pub fn has_id(&self) -> bool {
        self.controller.has_own_id(self.action())
    }

    /// The route's place in its controller's table.
    #[cfg_attr(not(feature = "serde"), allow(dead_code))]
    pub(crate) fn index(&self) -> usize {
        self.at
    }

    /// Where the own id is among [`param_names`](Route::param_names), if the route has it.
    #[inline]
    pub(crate) fn id_index(&self) -> Option<usize> {
        self.controller.id_index(self.action(), self.param_names())
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
            self.action()
        )
    }
}
