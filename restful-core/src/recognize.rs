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

    /// The set with `action`'s method added, and HEAD with GET.
    fn add(self, action: Action) -> Allowed {
        let method = action.method();
        let head = if method == Method::GET {
            Allowed::bit(&Method::HEAD)
        } else {
            0
        };
        Allowed(self.0 | Allowed::bit(&method) | head)
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

/// Which routes a request method can reach: HEAD is answered as GET (RFC 9110).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Verb {
    Get,
    Post,
    Put,
    Delete,
}

impl Verb {
    fn of(method: &Method) -> Option<Verb> {
        match *method {
            Method::GET | Method::HEAD => Some(Verb::Get),
            Method::POST => Some(Verb::Post),
            Method::PUT => Some(Verb::Put),
            Method::DELETE => Some(Verb::Delete),
            _ => None,
        }
    }
}

/// Everything routed at or directly below one static path `P` (a node's key).
///
/// Templates come in four shapes, so this is all there can be: `P` itself as a static template
/// (`index`/`new_form` under GET, `create` under POST; two controllers can share `P` when one's
/// `<base>/new_form` is the other's base), `P/{id}` (one controller's `show`, `update`,
/// `destroy`) and `P/{id}/edit_form` (one controller's `edit_form`). A node also lists its
/// static children (the `s` of each static template `P/s`) so that one lookup of the parent
/// settles most requests.
///
/// 64 bytes, one cache line: with thousands of controllers, a lookup's memory traffic is what
/// it costs.
#[derive(Clone, Copy)]
#[repr(align(64))]
struct Node {
    /// The key `P` is `Recognizer::keys[key_start..key_start + key_len]`: the keys lie side by
    /// side rather than wherever each controller's strings are.
    key_start: u32,
    key_len: u32,
    get: Option<Route>,
    post: Option<Route>,
    /// The controller whose base is `P`, if it serves any of `show`, `update`, `destroy`.
    member: Option<&'static Controller>,
    /// The controller whose base is `P`, if it serves `edit_form`.
    edit: Option<&'static Controller>,
    /// `Recognizer::children[first..first + count]` are `P`'s static children; when there are
    /// more than `FEW_CHILDREN`, `count` is `MANY` and the whole path is looked up instead.
    first_child: u32,
    child_count: u16,
    /// The low bits of the key's hash, to skip most key comparisons.
    tag: u16,
}

/// Up to this many static children are compared in place; past it, hashing the whole path
/// is cheaper.
const FEW_CHILDREN: usize = 6;
const MANY: u16 = u16::MAX;

/// A static child `s` of a node `P`: `P/s` is the key of `nodes[node]`.
#[derive(Clone, Copy)]
struct Child {
    segment: &'static str,
    node: u32,
}

impl Node {
    /// A free place of the table.
    const FREE: Node = Node {
        key_start: FREE_KEY,
        ..Node::new()
    };

    const fn new() -> Node {
        Node {
            key_start: 0,
            key_len: 0,
            get: None,
            post: None,
            member: None,
            edit: None,
            first_child: 0,
            child_count: 0,
            tag: 0,
        }
    }

    fn is_static_template(&self) -> bool {
        self.get.is_some() || self.post.is_some()
    }

    fn static_route(&self, verb: Verb) -> Option<Route> {
        match verb {
            Verb::Get => self.get,
            Verb::Post => self.post,
            Verb::Put | Verb::Delete => None,
        }
    }

    fn static_allowed(&self) -> Allowed {
        let mut allowed = Allowed::EMPTY;
        if self.get.is_some() {
            allowed = allowed.add(Action::Index);
        }
        if self.post.is_some() {
            allowed = allowed.add(Action::Create);
        }
        allowed
    }
}

const MEMBER_ACTIONS: [Action; 3] = [Action::Show, Action::Update, Action::Destroy];

fn member_route(controller: &'static Controller, verb: Verb) -> Option<Route> {
    let action = match verb {
        Verb::Get => Action::Show,
        Verb::Put => Action::Update,
        Verb::Delete => Action::Destroy,
        Verb::Post => return None,
    };
    controller.route(action)
}

fn member_allowed(controller: &Controller) -> Allowed {
    MEMBER_ACTIONS
        .into_iter()
        .filter(|&action| controller.serves(action))
        .fold(Allowed::EMPTY, Allowed::add)
}

/// The recognizer, built with the registry: the nodes in an open-addressing hash table keyed
/// by the node's static path.
///
/// A request takes one lookup of its parent path in most cases, and at most three whatever the
/// number of controllers — the whole path, its parent, its grandparent (SPEC §6.4 (a), (b),
/// (c)). Only the path's last two segments are scanned for `/`: a key that matches is a
/// template's static part, and those have no empty or dot segments, so the part a key covers
/// needs no check of its own.
pub(crate) struct Recognizer {
    /// The nodes, in power-of-two places at most half full, so that a miss usually ends at the
    /// first place; a node is found in the place its hash picks, or in the next ones.
    table: Box<[Node]>,
    /// `64 - log2(table.len())`: a hash's top bits pick its first place.
    shift: u32,
    /// Every node's key, end to end.
    keys: Box<[u8]>,
    children: Box<[Child]>,
}

/// `Node::key_start` of a free place.
const FREE_KEY: u32 = u32::MAX;

impl Recognizer {
    /// Indexes the routes of `controllers`, which must have distinct base paths and come sorted
    /// by base path: then the first route a conflict finds is the one that sorts first.
    pub(crate) fn build(controllers: &[&'static Controller]) -> Result<Recognizer, RegistryError> {
        let mut index: HashMap<&'static str, usize> = HashMap::new();
        let mut nodes: Vec<Node> = Vec::new();
        let mut keys: Vec<&'static str> = Vec::new();
        let mut node = |key: &'static str| -> usize {
            *index.entry(key).or_insert_with(|| {
                nodes.push(Node::new());
                keys.push(key);
                nodes.len() - 1
            })
        };
        let mut placed: Vec<(usize, Route)> = Vec::new();
        for &controller in controllers {
            for route in controller.routes() {
                let key = match route.action().shape() {
                    Shape::Collection | Shape::NewForm => route.path(),
                    Shape::Member | Shape::EditForm => controller.path,
                };
                placed.push((node(key), route));
            }
        }
        // Every static template's parent gets a node that lists it as a child.
        let mut child_lists: Vec<(usize, Child)> = Vec::new();
        for &(i, route) in &placed {
            if matches!(route.action().shape(), Shape::Collection | Shape::NewForm) {
                let path = route.path();
                let (parent, segment) = path.rsplit_once('/').unwrap_or(("", path));
                let child = Child {
                    segment,
                    node: u32::try_from(i).unwrap_or(u32::MAX),
                };
                child_lists.push((node(parent), child));
            }
        }
        for (i, route) in placed {
            let node = &mut nodes[i];
            let slot = match route.action().shape() {
                Shape::Collection | Shape::NewForm if route.action() == Action::Create => {
                    &mut node.post
                }
                Shape::Collection | Shape::NewForm => &mut node.get,
                // Base paths are distinct: one controller per node has `{id}` routes.
                Shape::Member => {
                    node.member = Some(route.controller());
                    continue;
                }
                Shape::EditForm => {
                    node.edit = Some(route.controller());
                    continue;
                }
            };
            if let Some(first) = *slot {
                return Err(RegistryError::DuplicateRoute {
                    method: route.method(),
                    template: route.path(),
                    first,
                    second: route,
                });
            }
            *slot = Some(route);
        }
        child_lists.sort_by_key(|&(parent, child)| (parent, child.node));
        child_lists.dedup_by_key(|&mut (parent, child)| (parent, child.node));
        let mut children = Vec::with_capacity(child_lists.len());
        for group in child_lists.chunk_by(|a, b| a.0 == b.0) {
            let node = &mut nodes[group[0].0];
            if group.len() > FEW_CHILDREN {
                node.child_count = MANY;
            } else {
                node.first_child = u32::try_from(children.len()).unwrap_or(u32::MAX);
                node.child_count = group.len() as u16;
                children.extend(group.iter().map(|&(_, child)| child));
            }
        }
        Ok(Recognizer::index(nodes, &keys, children))
    }

    fn index(mut nodes: Vec<Node>, keys: &[&'static str], mut children: Vec<Child>) -> Recognizer {
        let mut arena = Vec::with_capacity(keys.iter().map(|key| key.len()).sum());
        for (node, key) in nodes.iter_mut().zip(keys) {
            node.key_start = u32::try_from(arena.len()).unwrap_or(u32::MAX);
            node.key_len = u32::try_from(key.len()).unwrap_or(u32::MAX);
            arena.extend_from_slice(key.as_bytes());
        }
        let capacity = (nodes.len() * 2).next_power_of_two().max(8);
        let shift = 64 - capacity.trailing_zeros();
        let mut table = vec![Node::FREE; capacity].into_boxed_slice();
        let mut place_of = vec![0; nodes.len()];
        for (i, (node, key)) in nodes.iter().zip(keys).enumerate() {
            let hash = hash(key.as_bytes());
            let mut at = (hash >> shift) as usize;
            while table[at].key_start != FREE_KEY {
                at = (at + 1) & (capacity - 1);
            }
            table[at] = Node {
                tag: hash as u16,
                ..*node
            };
            place_of[i] = at;
        }
        for child in &mut children {
            child.node = u32::try_from(place_of[child.node as usize]).unwrap_or(u32::MAX);
        }
        Recognizer {
            table,
            shift,
            keys: arena.into_boxed_slice(),
            children: children.into_boxed_slice(),
        }
    }

    #[inline(always)]
    fn node(&self, key: &[u8]) -> Option<&Node> {
        let hash = hash(key);
        let mask = self.table.len() - 1;
        let mut at = (hash >> self.shift) as usize;
        loop {
            let node = &self.table[at];
            if node.key_start == FREE_KEY {
                return None;
            }
            if node.tag == hash as u16 {
                let start = node.key_start as usize;
                let node_key = self.keys.get(start..start + node.key_len as usize);
                if node_key.is_some_and(|node_key| same_bytes(node_key, key)) {
                    return Some(node);
                }
            }
            at = (at + 1) & mask;
        }
    }

    /// The static template `parent/segment`, given the node of `parent`.
    #[inline(always)]
    fn static_child(&self, parent: &Node, segment: &[u8], whole: &[u8]) -> Option<&Node> {
        if parent.child_count == MANY {
            return self.node(whole).filter(|node| node.is_static_template());
        }
        let first = parent.first_child as usize;
        let children = self
            .children
            .get(first..first + parent.child_count as usize)?;
        children
            .iter()
            .find(|child| same_bytes(child.segment.as_bytes(), segment))
            .map(|child| &self.table[child.node as usize])
    }

    #[inline]
    pub(crate) fn recognize<'p>(
        &self,
        method: &Method,
        path: &'p str,
    ) -> Result<Match<'p>, RecognizeError> {
        // Most paths come without a query, so the whole string is tried first, without a scan
        // for `?`. Whatever that finds spans every byte of the string (a static key, id
        // segments, `/edit_form`), and keys hold no `?`: the answer stands unless it is 404, or
        // an id segment holds a `?`, and then the query is cut and the path tried again.
        self.lookup(Verb::of(method), path, path.len(), true)
    }

    /// The rare second try: the path has a query, and the first try found nothing, or an id
    /// segment with a `?`.
    #[cold]
    #[inline(never)]
    fn lookup_without_query<'p>(
        &self,
        verb: Option<Verb>,
        path: &'p str,
        query: usize,
    ) -> Result<Match<'p>, RecognizeError> {
        self.lookup(verb, path, query, false)
    }

    /// SPEC §6 on `path[..end]`. With `watch_query` (the first try, on the whole string), a 404
    /// or an id segment that holds a `?` (a query that was not cut) hands over to the second try.
    #[inline(always)]
    fn lookup<'p>(
        &self,
        verb: Option<Verb>,
        path: &'p str,
        end: usize,
        watch_query: bool,
    ) -> Result<Match<'p>, RecognizeError> {
        'miss: {
            let mut bytes = &path.as_bytes()[..end];
            if bytes.first() != Some(&b'/') {
                break 'miss;
            }
            if bytes.len() > 1 && bytes[bytes.len() - 1] == b'/' {
                bytes = &bytes[..bytes.len() - 1];
            }
            // `bytes` starts with `/`, so there is a last slash, and it is before any last segment.
            let last_slash = rfind_slash(bytes).unwrap_or(0);
            let (parent, last) = (&bytes[..last_slash], &bytes[last_slash + 1..]);
            let parent_node = if last_slash == 0 {
                None
            } else {
                self.node(parent)
            };

            // (a) the whole path as a static template.
            let static_node = match parent_node {
                Some(parent_node) => self.static_child(parent_node, last, bytes),
                // Only a path of one segment has static templates without a parent node.
                None if last_slash == 0 => {
                    self.node(bytes).filter(|node| node.is_static_template())
                }
                None => None,
            };
            if let Some(node) = static_node {
                return match verb.and_then(|verb| node.static_route(verb)) {
                    Some(route) => Ok(Match { route, id: None }),
                    None => Err(RecognizeError::MethodNotAllowed(node.static_allowed())),
                };
            }
            if last.is_empty() {
                break 'miss;
            }
            // (b) `<parent>/{id}`.
            if let Some(controller) = parent_node.and_then(|node| node.member) {
                let marks = Marks::of(bytes, last_slash + 1, bytes.len());
                if watch_query && marks.query {
                    break 'miss;
                }
                let route = verb.and_then(|verb| member_route(controller, verb));
                let Some(route) = route else {
                    return Err(RecognizeError::MethodNotAllowed(member_allowed(controller)));
                };
                return id_match(route, path, last_slash + 1, bytes.len(), marks);
            }
            // (c) `<grandparent>/{id}/edit_form`.
            if last == b"edit_form" {
                if let Some(slash) = rfind_slash(parent) {
                    let id = &parent[slash + 1..];
                    let grandparent = &parent[..slash];
                    if !id.is_empty() && !grandparent.is_empty() {
                        if let Some(controller) = self.node(grandparent).and_then(|node| node.edit)
                        {
                            let marks = Marks::of(bytes, slash + 1, slash + 1 + id.len());
                            if watch_query && marks.query {
                                break 'miss;
                            }
                            return match verb {
                                Some(Verb::Get) => {
                                    let route = Route::new(controller, Action::EditForm);
                                    id_match(route, path, slash + 1, slash + 1 + id.len(), marks)
                                }
                                _ => Err(RecognizeError::MethodNotAllowed(
                                    Allowed::EMPTY.add(Action::EditForm),
                                )),
                            };
                        }
                    }
                }
            }
        }
        self.not_found(verb, path, watch_query)
    }

    /// 404, or, on the first try of a path with a `?`, the second try. Handing over here rather
    /// than returning a 404 to look at keeps every answer of the first try in the return slot.
    #[inline(always)]
    fn not_found<'p>(
        &self,
        verb: Option<Verb>,
        path: &'p str,
        watch_query: bool,
    ) -> Result<Match<'p>, RecognizeError> {
        match find_byte(b'?', path.as_bytes()) {
            Some(query) if watch_query => self.lookup_without_query(verb, path, query),
            _ => Err(RecognizeError::NotFound),
        }
    }

    /// Whether the encoded id segment `segment`, put in `base`'s template of `shape`, would be
    /// read as another template than that one (SPEC §7): `<base>/<segment>` is a static
    /// template, or, for `edit_form`, has `{id}` routes or a static `.../edit_form`.
    pub(crate) fn shadows(&self, base: &str, segment: &str, shape: Shape) -> bool {
        let below = format!("{base}/{segment}");
        let below_node = self.node(below.as_bytes());
        if below_node.is_some_and(Node::is_static_template) {
            return true;
        }
        shape == Shape::EditForm
            && (below_node.is_some_and(|node| node.member.is_some())
                || self
                    .node(format!("{below}/edit_form").as_bytes())
                    .is_some_and(Node::is_static_template))
    }
}

/// The match of an `{id}` route whose id is `path[start..end]`: dot segments are not ids,
/// and the id is percent-decoded (SPEC §6.6).
fn id_match(
    route: Route,
    path: &str,
    start: usize,
    end: usize,
    marks: Marks,
) -> Result<Match<'_>, RecognizeError> {
    let raw = path.get(start..end).ok_or(RecognizeError::NotFound)?;
    if raw == "." || raw == ".." {
        return Err(RecognizeError::NotFound);
    }
    let id = if marks.percent {
        encoding::decode_escapes(raw).ok_or(RecognizeError::BadRequest)?
    } else {
        Cow::Borrowed(raw)
    };
    Ok(Match {
        route,
        id: Some(id),
    })
}

/// The bytes of an id segment that change how it is read, found in one pass.
#[derive(Clone, Copy)]
struct Marks {
    /// A `?`: the path has a query that was not cut.
    query: bool,
    /// A `%`: the id needs decoding.
    percent: bool,
}

impl Marks {
    /// The marks of `path[start..end]`.
    #[inline(always)]
    fn of(path: &[u8], start: usize, end: usize) -> Marks {
        let mut query = 0;
        let mut percent = 0;
        let mut scan = |word: &[u8], keep: u64| {
            query |= matching_bytes(word, b'?') & keep;
            percent |= matching_bytes(word, b'%') & keep;
        };
        let len = end - start;
        if len >= 8 {
            let mut at = start;
            while at + 8 < end {
                scan(&path[at..at + 8], !0);
                at += 8;
            }
            // The last word, overlapping the one before.
            scan(&path[end - 8..end], !0);
        } else if end >= 8 && len > 0 {
            // The word that ends with the segment, less the bytes before it (the low ones).
            scan(&path[end - 8..end], !0 << (8 * (8 - len)));
        } else {
            let segment = &path[start..end];
            return Marks {
                query: segment.contains(&b'?'),
                percent: segment.contains(&b'%'),
            };
        }
        Marks {
            query: query != 0,
            percent: percent != 0,
        }
    }
}

/// Bit 7 of each byte of the result is set exactly where that byte of `word` equals `needle`
/// (SWAR, without the borrow between bytes of the shorter test, so any set bit can be used).
#[inline(always)]
fn matching_bytes(word: &[u8], needle: u8) -> u64 {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    let x = u64::from_le_bytes(word.try_into().unwrap_or_default())
        ^ (u64::from(needle) * 0x0101_0101_0101_0101);
    !(((x & LOW7) + LOW7) | x | LOW7)
}

/// The first `needle` in `haystack`, a word at a time: paths are short, so this beats a call
/// to a vectorized `memchr`.
#[inline]
pub(crate) fn find_byte(needle: u8, haystack: &[u8]) -> Option<usize> {
    let len = haystack.len();
    if len < 8 {
        return haystack.iter().position(|&b| b == needle);
    }
    let mut at = 0;
    loop {
        // The last word may overlap bytes already searched, which hold no match.
        let start = at.min(len - 8);
        let found = matching_bytes(&haystack[start..start + 8], needle);
        if found != 0 {
            return Some(start + (found.trailing_zeros() / 8) as usize);
        }
        at += 8;
        if at >= len {
            return None;
        }
    }
}

/// The last `/` in `bytes`, a word at a time from the end.
#[inline]
fn rfind_slash(bytes: &[u8]) -> Option<usize> {
    let len = bytes.len();
    if len < 8 {
        return bytes.iter().rposition(|&b| b == b'/');
    }
    let mut end = len;
    loop {
        // The first word may overlap bytes already searched, which hold no match.
        let start = end.saturating_sub(8);
        let found = matching_bytes(&bytes[start..start + 8], b'/');
        if found != 0 {
            return Some(start + (63 - found.leading_zeros() as usize) / 8);
        }
        if start == 0 {
            return None;
        }
        end = start.max(8);
    }
}

/// `a == b` for short strings, a word at a time: keys are a few dozen bytes, where a call to
/// the C library's `memcmp` costs more than the comparison.
#[inline]
fn same_bytes(a: &[u8], b: &[u8]) -> bool {
    let len = a.len();
    if len != b.len() {
        return false;
    }
    if len < 8 {
        return a == b;
    }
    let word =
        |s: &[u8], at: usize| u64::from_le_bytes(s[at..at + 8].try_into().unwrap_or_default());
    let mut at = 0;
    while at + 8 < len {
        if word(a, at) != word(b, at) {
            return false;
        }
        at += 8;
    }
    // The last word, overlapping the one before when `len` is not a multiple of 8.
    word(a, len - 8) == word(b, len - 8)
}

/// A fast hash of a short byte string, after wyhash: one folded multiply for keys of up to 16
/// bytes (most paths' parents), one more per 16 bytes beyond. The keys are the application's own
/// paths, not attacker-chosen, and a collision costs a probe, never a wrong answer: keys are
/// compared in full.
#[inline(always)]
fn hash(bytes: &[u8]) -> u64 {
    const P0: u64 = 0xa076_1d64_78bd_642f;
    const P1: u64 = 0xe703_7ed1_a0b4_28db;
    let len = bytes.len();
    let word = |at: usize| u64::from_le_bytes(bytes[at..at + 8].try_into().unwrap_or_default());
    let half = |at: usize| {
        u64::from(u32::from_le_bytes(
            bytes[at..at + 4].try_into().unwrap_or_default(),
        ))
    };
    let (a, b, seed) = if len <= 16 {
        let (a, b) = if len >= 8 {
            (word(0), word(len - 8))
        } else if len >= 4 {
            (half(0), half(len - 4))
        } else if len > 0 {
            let (x, y, z) = (bytes[0], bytes[len / 2], bytes[len - 1]);
            (u64::from(x) << 16 | u64::from(y) << 8 | u64::from(z), 0)
        } else {
            (0, 0)
        };
        (a, b, P0 ^ len as u64)
    } else {
        let mut seed = P0 ^ len as u64;
        let mut at = 0;
        while len - at > 16 {
            seed = mix(word(at) ^ P1, word(at + 8) ^ seed);
            at += 16;
        }
        (word(len - 16), word(len - 8), seed)
    };
    mix(a ^ P1, b ^ seed)
}

#[inline(always)]
fn mix(a: u64, b: u64) -> u64 {
    let product = u128::from(a) * u128::from(b);
    (product as u64) ^ (product >> 64) as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn find_byte_agrees_with_position_at_every_length_and_place() {
        for len in 0..40 {
            for at in 0..=len {
                let mut bytes = vec![b'a'; len];
                if at < len {
                    bytes[at] = b'?';
                }
                // A second match after the first, and bytes that borrow in the SWAR test.
                if at + 3 < len {
                    bytes[at + 3] = b'?';
                    bytes[at + 1] = 0x3e;
                }
                let expected = bytes.iter().position(|&b| b == b'?');
                assert_eq!(find_byte(b'?', &bytes), expected, "{len} {at}");
            }
        }
    }

    #[test]
    fn rfind_slash_agrees_with_rposition_at_every_length_and_place() {
        for len in 0..40 {
            for at in 0..=len {
                let mut bytes = vec![b'.'; len];
                if at < len {
                    bytes[at] = b'/';
                }
                if at >= 3 {
                    bytes[at - 3] = b'/';
                }
                // `0` is `/` + 1, the byte a borrow would confuse.
                if at + 1 < len {
                    bytes[at + 1] = b'0';
                }
                let expected = bytes.iter().rposition(|&b| b == b'/');
                assert_eq!(rfind_slash(&bytes), expected, "{len} {at}");
            }
        }
    }

    #[test]
    fn marks_find_query_and_percent_in_the_segment_only() {
        for len in 0..30 {
            for start in 0..=len {
                for end in start..=len {
                    for at in 0..len {
                        for (byte, is_query) in [(b'?', true), (b'%', false)] {
                            let mut path = vec![b'x'; len];
                            path[at] = byte;
                            let marks = Marks::of(&path, start, end);
                            let inside = (start..end).contains(&at);
                            assert_eq!(marks.query, inside && is_query, "{len} {start} {end} {at}");
                            assert_eq!(
                                marks.percent,
                                inside && !is_query,
                                "{len} {start} {end} {at}"
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn same_bytes_agrees_with_eq() {
        let base: Vec<u8> = (0..40).collect();
        for len in 0..40 {
            let a = &base[..len];
            assert!(same_bytes(a, a));
            for flip in 0..len {
                let mut b = a.to_vec();
                b[flip] ^= 1;
                assert!(!same_bytes(a, &b), "{len} {flip}");
            }
            assert!(!same_bytes(a, &base[..len + 1]));
        }
    }

    #[test]
    fn hash_spreads_similar_keys() {
        let keys: Vec<String> = (0..10_000).map(|i| format!("/api/v1/orders{i}")).collect();
        let mut tops: Vec<u64> = keys.iter().map(|k| hash(k.as_bytes()) >> 48).collect();
        tops.sort_unstable();
        tops.dedup();
        // 10,000 keys into 65,536 buckets: a good hash leaves few collisions.
        assert!(tops.len() > 9_000, "{}", tops.len());
    }
}
