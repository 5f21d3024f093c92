//! What recognition found: a route and its params.

use std::borrow::Cow;
use std::fmt;

use crate::action::Action;
use crate::controller::{Controller, Route};

/// The most params a template can have: four ids, a chain of four controllers.
pub(crate) const MAX_PARAMS: usize = 4;

/// What [`Registry::recognize`](crate::Registry::recognize) found: a route, and its params.
///
/// Params are percent-decoded, and borrowed from the path when they needed no decoding.
///
/// ```rust,standalone_crate
/// use restful_core::{Action, Method, Restful, registry};
///
/// #[derive(Restful)]
/// struct PhotosController;
///
/// #[derive(Restful)]
/// #[restful(parent = PhotosController)]
/// struct CommentsController;
///
/// let found = registry().recognize(&Method::GET, "/photos/caf%C3%A9/comments/7/edit_form").unwrap();
/// assert!(found.controller().is::<CommentsController>());
/// assert_eq!(found.action(), Action::EditForm);
/// assert_eq!(found.param("photo_id"), Some("café"));
/// assert_eq!(found.id(), Some("7"));
/// assert_eq!(found.params().collect::<Vec<_>>(), [("photo_id", "café"), ("id", "7")]);
/// ```
#[derive(Clone)]
pub struct Match<'p> {
    pub(crate) route: Route,
    /// The route's index in the registry that recognized it: seven places per controller.
    pub(crate) index: u32,
    /// The path as recognized, without its query and trailing `/`: each param is the segment at
    /// the place of a `{param}` of the route's template.
    pub(crate) path: &'p str,
    /// The params that hold `%`, decoded, end to end in path order; `None` when none does
    /// (no allocation). Where each one lies follows from the raw params: each escape, checked
    /// well-formed, is three bytes that decode to one.
    pub(crate) decoded: Option<Box<str>>,
}

impl<'p> Match<'p> {
    /// The controller of the matched route.
    ///
    /// ```rust,standalone_crate
    /// # use restful_core::{Method, Restful, registry};
    /// # #[derive(Restful)]
    /// # struct PhotosController;
    /// let found = registry().recognize(&Method::GET, "/photos").unwrap();
    /// assert_eq!(found.controller().path(), "/photos");
    /// ```
    pub fn controller(&self) -> &'static Controller {
        self.route.controller()
    }

    /// The action of the matched route.
    ///
    /// ```rust,standalone_crate
    /// # use restful_core::{Action, Method, Restful, registry};
    /// # #[derive(Restful)]
    /// # struct PhotosController;
    /// let found = registry().recognize(&Method::POST, "/photos").unwrap();
    /// assert_eq!(found.action(), Action::Create);
    /// ```
    pub fn action(&self) -> Action {
        self.route.action()
    }

    /// The matched route (for HEAD, the GET route).
    ///
    /// ```rust,standalone_crate
    /// # use restful_core::{Method, Restful, registry};
    /// # #[derive(Restful)]
    /// # struct PhotosController;
    /// let found = registry().recognize(&Method::HEAD, "/photos/1").unwrap();
    /// assert_eq!(found.route().method(), Method::GET);
    /// ```
    pub fn route(&self) -> Route {
        self.route
    }

    /// The own id, percent-decoded; `None` for routes without `{id}`. Borrowed from the path
    /// when it needed no decoding.
    ///
    /// ```rust,standalone_crate
    /// # use restful_core::{Method, Restful, registry};
    /// # #[derive(Restful)]
    /// # struct PhotosController;
    /// let found = registry().recognize(&Method::DELETE, "/photos/a%2Fb").unwrap();
    /// assert_eq!(found.id(), Some("a/b"));
    /// ```
    pub fn id(&self) -> Option<&str> {
        self.action().has_id().then(|| self.at(self.len() - 1))
    }

    /// The param named `name`, percent-decoded: `"id"` is the own id, `"<singular>_id"` an
    /// ancestor's.
    ///
    /// ```rust,standalone_crate
    /// # use restful_core::{Method, Restful, registry};
    /// #[derive(Restful)]
    /// #[restful(resource = "people")]
    /// struct PeopleController;
    ///
    /// #[derive(Restful)]
    /// #[restful(parent = PeopleController)]
    /// struct AddressesController;
    ///
    /// let found = registry().recognize(&Method::GET, "/people/ada/addresses").unwrap();
    /// assert_eq!(found.param("person_id"), Some("ada"));
    /// assert_eq!(found.param("id"), None);
    /// ```
    pub fn param(&self, name: &str) -> Option<&str> {
        let names = self.route.param_names();
        let i = names.iter().position(|&param| param == name)?;
        Some(self.at(i))
    }

    /// Every param, in path order, as `(name, value)`: the ancestors' ids, then `id` where the
    /// route has one. Values are percent-decoded.
    ///
    /// ```rust,standalone_crate
    /// # use restful_core::{Method, Restful, registry};
    /// # #[derive(Restful)]
    /// # struct PhotosController;
    /// let found = registry().recognize(&Method::PUT, "/photos/42").unwrap();
    /// assert_eq!(found.params().collect::<Vec<_>>(), [("id", "42")]);
    /// ```
    pub fn params(&self) -> impl ExactSizeIterator<Item = (&'static str, &str)> + Clone + '_ {
        let names = self.route.param_names();
        names
            .iter()
            .enumerate()
            .map(|(i, &name)| (name, self.at(i)))
    }

    /// The own id as it was in the path or decoded into a new string, without a copy.
    ///
    /// ```rust,standalone_crate
    /// # use std::borrow::Cow;
    /// # use restful_core::{Method, Restful, registry};
    /// # #[derive(Restful)]
    /// # struct PhotosController;
    /// let found = registry().recognize(&Method::GET, "/photos/42").unwrap();
    /// assert!(matches!(found.into_id(), Some(Cow::Borrowed("42"))));
    /// ```
    pub fn into_id(self) -> Option<Cow<'p, str>> {
        if !self.action().has_id() {
            return None;
        }
        let i = self.len() - 1;
        let raw = self.raw_params().nth(i)?;
        let Some(range) = self.decoded_range(i) else {
            return Some(Cow::Borrowed(raw));
        };
        let decoded = self.decoded?;
        // The id alone was decoded: hand its buffer over without a copy.
        Some(Cow::Owned(if range == (0..decoded.len()) {
            decoded.into_string()
        } else {
            decoded.get(range)?.to_owned()
        }))
    }

    /// How many params the route has.
    fn len(&self) -> usize {
        self.route.param_names().len()
    }

    /// The params as they are in the path, in path order.
    fn raw_params(&self) -> impl Iterator<Item = &'p str> + use<'p> {
        let path: &'p str = self.path;
        let template = self.route.path().split('/');
        template
            .zip(path.split('/'))
            .filter(|(template, _)| template.starts_with('{'))
            .map(|(_, param)| param)
    }

    fn at(&self, i: usize) -> &str {
        let raw = self.raw_params().nth(i).unwrap_or_default();
        let decoded = self
            .decoded_range(i)
            .and_then(|range| self.decoded.as_deref()?.get(range));
        decoded.unwrap_or(raw)
    }

    /// Where the `i`-th param lies in `decoded`, if it was decoded.
    fn decoded_range(&self, i: usize) -> Option<std::ops::Range<usize>> {
        self.decoded.as_ref()?;
        let mut start = 0;
        for (j, raw) in self.raw_params().enumerate() {
            let escaped = raw.contains('%');
            if j == i {
                return escaped.then(|| start..start + decoded_len(raw));
            }
            if escaped {
                start += decoded_len(raw);
            }
        }
        None
    }
}

/// The length of a param once decoded: each of its escapes, all well-formed, is three bytes
/// that decode to one.
pub(crate) fn decoded_len(raw: &str) -> usize {
    raw.len() - 2 * raw.bytes().filter(|&b| b == b'%').count()
}

impl PartialEq for Match<'_> {
    /// The same route with the same param values.
    fn eq(&self, other: &Self) -> bool {
        self.route == other.route && self.params().eq(other.params())
    }
}

impl Eq for Match<'_> {}

impl fmt::Debug for Match<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Match")
            .field("route", &self.route)
            .field("params", &self.params().collect::<Vec<_>>())
            .finish()
    }
}
