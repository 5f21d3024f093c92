//! Request recognition: which route a method and a path go to (SPEC §6).

use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt;

use http::Method;

use crate::action::{Action, Shape};
use crate::controller::{Controller, Route};
use crate::encoding;
use crate::error::{RecognizeError, RegistryError};

/// The methods a path allows: a bit set, so a 405 costs no allocation.
///
/// Iterates, and displays (the `Allow` header's value), in the order GET, HEAD, POST, PUT,
/// DELETE, with HEAD wherever GET is.
///
/// ```rust,standalone_crate
/// use restful_core::{Method, RecognizeError, Restful, registry};
///
/// #[derive(Restful)]
/// struct PhotosController;
///
/// let err = registry().recognize(&Method::PATCH, "/photos/1").unwrap_err();
/// let RecognizeError::MethodNotAllowed(allowed) = err else { panic!() };
/// assert_eq!(allowed.to_string(), "GET, HEAD, PUT, DELETE");
/// assert!(allowed.contains(&Method::HEAD));
/// assert_eq!(allowed.methods().next(), Some(Method::GET));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Allowed(u8);

/// `Allow` order.
const ALLOW_ORDER: [Method; 5] = [
    Method::GET,
    Method::HEAD,
    Method::POST,
    Method::PUT,
    Method::DELETE,
];

impl Allowed {
    /// No method at all.
    pub const EMPTY: Allowed = Allowed(0);

    fn bit(method: &Method) -> u8 {
        ALLOW_ORDER
            .iter()
            .position(|m| m == method)
            .map_or(0, |i| 1 << i)
    }

    /// The set of the methods that `slots` routes, HEAD added where GET is.
    fn of(slots: &Slots) -> Allowed {
        let mut bits = 0;
        for (slot, method) in slots.iter().zip(&SLOT_METHODS) {
            if slot.is_some() {
                bits |= Allowed::bit(method);
                if *method == Method::GET {
                    bits |= Allowed::bit(&Method::HEAD);
                }
            }
        }
        Allowed(bits)
    }

    /// Whether `method` is allowed.
    ///
    /// ```
    /// use restful_core::{Allowed, Method};
    ///
    /// assert!(!Allowed::EMPTY.contains(&Method::GET));
    /// ```
    pub fn contains(&self, method: &Method) -> bool {
        self.0 & Allowed::bit(method) != 0
    }

    /// The allowed methods, in the order GET, HEAD, POST, PUT, DELETE.
    ///
    /// ```
    /// use restful_core::Allowed;
    ///
    /// assert_eq!(Allowed::EMPTY.methods().count(), 0);
    /// ```
    pub fn methods(&self) -> AllowedMethods {
        AllowedMethods {
            bits: self.0,
            next: 0,
        }
    }

    /// How many methods are allowed.
    ///
    /// ```
    /// assert_eq!(restful_core::Allowed::EMPTY.len(), 0);
    /// ```
    pub fn len(&self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether no method is allowed.
    ///
    /// ```
    /// assert!(restful_core::Allowed::EMPTY.is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.0 == 0
    }
}

/// The iterator of [`Allowed::methods`].
#[derive(Clone, Debug)]
pub struct AllowedMethods {
    bits: u8,
    next: usize,
}

impl Iterator for AllowedMethods {
    type Item = Method;

    fn next(&mut self) -> Option<Method> {
        while let Some(method) = ALLOW_ORDER.get(self.next) {
            self.next += 1;
            if self.bits & (1 << (self.next - 1)) != 0 {
                return Some(method.clone());
            }
        }
        None
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let remaining = (self.bits >> self.next.min(7)).count_ones() as usize;
        (remaining, Some(remaining))
    }
}

impl ExactSizeIterator for AllowedMethods {}
impl std::iter::FusedIterator for AllowedMethods {}

impl fmt::Display for Allowed {
    /// The `Allow` header's value: `GET, HEAD, PUT, DELETE`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, method) in self.methods().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(method.as_str())?;
        }
        Ok(())
    }
}

impl fmt::Debug for Allowed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.methods()).finish()
    }
}

/// What [`Registry::recognize`](crate::Registry::recognize) found: a route, and the id
/// when the route has one.
///
/// ```rust,standalone_crate
/// use restful_core::{Action, Method, Restful, registry};
///
/// #[derive(Restful)]
/// struct PhotosController;
///
/// let found = registry().recognize(&Method::GET, "/photos/caf%C3%A9/edit_form").unwrap();
/// assert_eq!(found.action(), Action::EditForm);
/// assert_eq!(found.id(), Some("café"));
/// assert!(found.controller().is::<PhotosController>());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Match<'p> {
    route: Route,
    id: Option<Cow<'p, str>>,
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

    /// The id, percent-decoded; `None` for routes without `{id}`. Borrowed from the path
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
        self.id.as_deref()
    }

    /// The id as it was in the path or decoded into a new string, without a copy.
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
        self.id
    }
}

/// The methods a template can route, one slot each; HEAD goes to GET's slot.
const SLOT_METHODS: [Method; 4] = [Method::GET, Method::POST, Method::PUT, Method::DELETE];

fn slot_of(method: &Method) -> Option<usize> {
    if *method == Method::HEAD {
        return Some(0);
    }
    SLOT_METHODS.iter().position(|m| m == method)
}

/// The routes of one template, by method slot.
type Slots = [Option<Route>; 4];

fn is_template(slots: &Slots) -> bool {
    slots.iter().any(Option::is_some)
}

/// Everything routed at or directly below one static path `P`.
#[derive(Default)]
struct Node {
    /// The routes whose template is `P` itself.
    exact: Slots,
    /// The routes whose template is `P/{id}`.
    member: Slots,
    /// The routes whose template is `P/{id}/edit_form`.
    edit: Slots,
}

/// The recognizer, built with the registry.
pub(crate) struct Recognizer {
    nodes: HashMap<&'static str, Node>,
}

impl Recognizer {
    /// Indexes the routes of `controllers`, which must have distinct base paths and come sorted
    /// by base path: then the first route a conflict finds is the one that sorts first.
    pub(crate) fn build(controllers: &[&'static Controller]) -> Result<Recognizer, RegistryError> {
        let mut nodes: HashMap<&'static str, Node> = HashMap::new();
        for &controller in controllers {
            for route in controller.routes() {
                let action = route.action();
                let slots = match action.shape() {
                    Shape::Collection | Shape::NewForm => {
                        &mut nodes.entry(route.path()).or_default().exact
                    }
                    Shape::Member => &mut nodes.entry(controller.path).or_default().member,
                    Shape::EditForm => &mut nodes.entry(controller.path).or_default().edit,
                };
                let slot = action.slot();
                if let Some(first) = slots[slot] {
                    return Err(RegistryError::DuplicateRoute {
                        method: action.method(),
                        template: route.path(),
                        first,
                        second: route,
                    });
                }
                slots[slot] = Some(route);
            }
        }
        Ok(Recognizer { nodes })
    }

    pub(crate) fn recognize<'p>(
        &self,
        method: &Method,
        path: &'p str,
    ) -> Result<Match<'p>, RecognizeError> {
        let path = match path.find('?') {
            Some(end) => &path[..end],
            None => path,
        };
        if !path.starts_with('/') {
            return Err(RecognizeError::NotFound);
        }
        let path = match path.strip_suffix('/') {
            Some(stripped) if !stripped.is_empty() => stripped,
            _ => path,
        };
        if path.contains("//") || (path.len() > 1 && path.ends_with('/')) {
            return Err(RecognizeError::NotFound);
        }
        let (parent, last) = path.rsplit_once('/').ok_or(RecognizeError::NotFound)?;
        if let Some(node) = self.nodes.get(path).filter(|node| is_template(&node.exact)) {
            return dispatch(&node.exact, method, None);
        }
        if let Some(node) = self.nodes.get(parent).filter(|node| is_template(&node.member)) {
            return dispatch(&node.member, method, Some(last));
        }
        if last == "edit_form" {
            if let Some((grandparent, id)) = parent.rsplit_once('/') {
                if let Some(node) = self.nodes.get(grandparent).filter(|node| is_template(&node.edit)) {
                    return dispatch(&node.edit, method, Some(id));
                }
            }
        }
        Err(RecognizeError::NotFound)
    }

    /// Whether the encoded id segment `segment`, put in `base`'s template of `shape`, would be
    /// read as something else than that template with that id (SPEC §7).
    pub(crate) fn shadows(&self, base: &str, segment: &str, shape: Shape) -> bool {
        if segment == "." || segment == ".." {
            return true;
        }
        let below = format!("{base}/{segment}");
        let node = |path: &str| self.nodes.get(path);
        if node(&below).is_some_and(|node| is_template(&node.exact)) {
            return true;
        }
        shape == Shape::EditForm
            && (node(&below).is_some_and(|node| is_template(&node.member))
                || node(&format!("{below}/edit_form")).is_some_and(|node| is_template(&node.exact)))
    }
}

fn dispatch<'p>(
    slots: &Slots,
    method: &Method,
    id: Option<&'p str>,
) -> Result<Match<'p>, RecognizeError> {
    let route = slot_of(method)
        .and_then(|slot| slots[slot])
        .ok_or_else(|| RecognizeError::MethodNotAllowed(Allowed::of(slots)))?;
    let id = match id {
        None => None,
        Some("." | "..") => return Err(RecognizeError::NotFound),
        Some(raw) => Some(encoding::decode_segment(raw).ok_or(RecognizeError::BadRequest)?),
    };
    Ok(Match { route, id })
}
