//! Request recognition: which route a method and a path go to (SPEC §6, §9).
//!
//! Every template is one of four shapes below a base path, and a nested base path has params
//! of its own, so a template is a sequence of static segments and `{param}` segments. The
//! recognizer keys a node by its *skeleton*: a prefix of a template, with each param segment
//! written as the single byte [`PARAM`], which no `&str` holds. Every prefix of every template
//! has a node; a node lists its static children, its param child, its static routes and the
//! controller whose base it is (for `<base>/{id}`).
//!
//! matchit's choice among templates (static before param at the leftmost difference, a static
//! branch that leads nowhere falls back to the param) is the first matching template in the
//! order where a template whose first param is further right comes first. So a request is
//! tried in that order:
//!
//! 1. the parent path (all but the last segment) as a plain key: its static child, else its
//!    `{id}` — one lookup for every route of a controller without a parent but `edit_form`;
//! 2. the parent's last segment as the first param (`<base>/{id}/edit_form`, a nested
//!    controller's collection routes): the key before it, its param child, the static child;
//! 3. the first param one segment further left each time, as far as a template's first param
//!    can be: the key before it, then a walk from its param child along the rest of the path,
//!    static child first, backing up to the param child where the static branch leads nowhere.
//!
//! Before 2, a path whose last segment is no template's static last segment and whose segment
//! before it is no resource of a controller with `{id}` routes is a 404: every template ends
//! one way or the other. Small sketches of the segments that can follow a param, and of the
//! resources that can precede one, skip most candidates of 2 and 3 without a lookup.

use std::collections::HashMap;

use http::Method;

use crate::action::{Action, Shape};
use crate::allowed::Allowed;
use crate::controller::{Controller, Route};
use crate::encoding;
use crate::error::{RecognizeError, RegistryError};
use crate::matched::{MAX_PARAMS, Match, decoded_len};
use crate::scan::{
    Marks, SlashBits, SlashScan, Slashes, contains_byte, find_byte, hash, mix, rfind_slash,
    rfind_slash_before, same_bytes,
};

/// A param segment in a skeleton. `0xFF` never occurs in UTF-8, so no path spells it: a key
/// with a param is reached only through a param child, never by a path that holds its bytes.
pub(crate) const PARAM: u8 = 0xFF;

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

/// Everything routed at or directly below one skeleton `P` (a node's key).
///
/// Templates come in four shapes, so this is all there can be: `P` itself as a template whose
/// last segment is static (`index`, `new_form` or `edit_form` under GET, `create` under POST;
/// two controllers can share `P`, as when one's `<base>/new_form` is the other's base), and
/// `P/{id}` (one controller's `show`, `update`, `destroy`). A node also lists its static
/// children (the `s` of each template `P/s`) so that one lookup of the parent settles most
/// requests.
///
/// Routes and controllers are indices, so that a node is 32 bytes, two to a cache line: with
/// thousands of controllers, a lookup's memory traffic is what it costs.
#[derive(Clone, Copy)]
#[repr(align(32))]
pub(crate) struct Node {
    /// The key `P` is `Recognizer::keys[key_start..key_start + key_len]`: the keys lie side by
    /// side rather than wherever each controller's strings are.
    key_start: u32,
    key_len: u32,
    /// The route index (see [`route_index`]) of the static template `P` under GET and POST, or
    /// `NO_ROUTE`.
    get: u32,
    post: u32,
    /// The index of the controller whose base is `P`, if it serves any of `show`, `update`,
    /// `destroy`; `NO_ROUTE` otherwise.
    member: u32,
    /// `table[param_child]` is the node `P/{param}`, when a template goes through it;
    /// `NO_NODE` otherwise.
    param_child: u32,
    /// `Recognizer::children[first..first + count]` are `P`'s static children, templates or
    /// nodes a template goes through; when there are more than `FEW_CHILDREN`, `count` is
    /// `MANY` and the child is looked up by its whole skeleton instead.
    first_child: u32,
    child_count: u16,
    /// The low bits of the key's hash, to skip most key comparisons.
    tag: u16,
}

/// The index of the route of `action` of the `controller`-th controller of a registry: seven
/// places per controller, in table order. An adapter's table of handlers uses the same index.
pub(crate) const fn route_index(controller: usize, action: Action) -> usize {
    controller * 7 + action as usize
}

/// `Node::get`, `post` and `member` of a node without one.
const NO_ROUTE: u32 = u32::MAX;

/// `Node::param_child` of a node without one.
const NO_NODE: u32 = u32::MAX;

/// The route with this index (see [`route_index`]) of a registry's `controllers`.
fn route_at(controllers: &[&'static Controller], index: u32) -> Route {
    let index = index as usize;
    Route::new(controllers[index / 7], Action::ALL[index % 7])
}

/// Up to this many static children are compared in place; past it, hashing the whole path
/// is cheaper.
const FEW_CHILDREN: usize = 6;
const MANY: u16 = u16::MAX;

/// A static child `s` of a node `P`: `P/s` is the key of `table[node]`.
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
            get: NO_ROUTE,
            post: NO_ROUTE,
            member: NO_ROUTE,
            param_child: NO_NODE,
            first_child: 0,
            child_count: 0,
            tag: 0,
        }
    }

    fn is_static_template(&self) -> bool {
        self.get != NO_ROUTE || self.post != NO_ROUTE
    }

    fn static_route(&self, verb: Verb) -> Option<u32> {
        let index = match verb {
            Verb::Get => self.get,
            Verb::Post => self.post,
            Verb::Put | Verb::Delete => NO_ROUTE,
        };
        (index != NO_ROUTE).then_some(index)
    }

    fn static_allowed(&self) -> Allowed {
        let mut allowed = Allowed::EMPTY;
        if self.get != NO_ROUTE {
            allowed = allowed.add(Action::Index);
        }
        if self.post != NO_ROUTE {
            allowed = allowed.add(Action::Create);
        }
        allowed
    }
}

const MEMBER_ACTIONS: [Action; 3] = [Action::Show, Action::Update, Action::Destroy];

fn member_action(verb: Verb) -> Option<Action> {
    match verb {
        Verb::Get => Some(Action::Show),
        Verb::Put => Some(Action::Update),
        Verb::Delete => Some(Action::Destroy),
        Verb::Post => None,
    }
}

fn member_allowed(controller: &Controller) -> Allowed {
    MEMBER_ACTIONS
        .into_iter()
        .filter(|&action| controller.serves(action))
        .fold(Allowed::EMPTY, Allowed::add)
}

/// A template chosen by path alone (SPEC §6.4): the static template of a node, or the member
/// template `P/{id}` of the controller with this index.
#[derive(Clone, Copy)]
pub(crate) enum Template<'r> {
    Static(&'r Node),
    Member(u32),
}

/// The param segments of a chosen template: byte ranges of the path, in path order.
#[derive(Clone, Copy)]
struct Params {
    spans: [(usize, usize); MAX_PARAMS],
    len: usize,
}

impl Params {
    const NONE: Params = Params {
        spans: [(0, 0); MAX_PARAMS],
        len: 0,
    };

    fn push(&mut self, start: usize, end: usize) {
        if let Some(span) = self.spans.get_mut(self.len) {
            *span = (start, end);
            self.len += 1;
        }
    }
}

/// The parts of a path that a skeleton with params keeps: the bytes between its param
/// segments. The key `/photos/␀/comments` (␀ for [`PARAM`]) has the pieces `/photos/` and
/// `/comments`, and so does the path `/photos/42/comments` with its param `42`.
#[derive(Clone, Copy)]
struct Pieces {
    spans: [(usize, usize); MAX_PARAMS + 1],
    len: usize,
}

impl Pieces {
    fn push(&mut self, start: usize, end: usize) {
        if let Some(span) = self.spans.get_mut(self.len) {
            *span = (start, end);
            self.len += 1;
        }
    }

    fn as_slice(&self) -> &[(usize, usize)] {
        &self.spans[..self.len]
    }
}

/// A set of segments for a quick "certainly not": 512 bits, each segment setting the bit its
/// length, first and last byte pick. A segment of the set always finds its bit set; another
/// may too, and then only costs the lookup the sketch would have spared.
#[derive(Clone, Default)]
struct Sketch([u64; 8]);

impl Sketch {
    #[inline(always)]
    fn bit(segment: &[u8]) -> usize {
        let first = segment.first().copied().unwrap_or(0);
        let last = segment.last().copied().unwrap_or(0);
        let key = (segment.len() as u32) << 16 | u32::from(first) << 8 | u32::from(last);
        (key.wrapping_mul(0x9E37_79B1) >> 23) as usize
    }

    fn insert(&mut self, segment: &[u8]) {
        let bit = Sketch::bit(segment);
        self.0[bit / 64] |= 1 << (bit % 64);
    }

    #[inline(always)]
    fn may_contain(&self, segment: &[u8]) -> bool {
        let bit = Sketch::bit(segment);
        self.0[bit / 64] & (1 << (bit % 64)) != 0
    }
}

/// The hash of a skeleton given as pieces: the hash of the first, folded with each next one.
/// A skeleton without params is one piece, and hashes as the plain bytes do.
fn hash_pieces<'a>(mut pieces: impl Iterator<Item = &'a [u8]>) -> u64 {
    let first = pieces.next().map_or(0, hash);
    pieces.fold(first, |folded, piece| {
        mix(
            folded ^ u64::from(PARAM),
            hash(piece) ^ 0x9E37_79B9_7F4A_7C15,
        )
    })
}

/// The recognizer, built with the registry: the nodes in an open-addressing hash table keyed
/// by the node's skeleton.
pub(crate) struct Recognizer {
    /// The nodes, in power-of-two places at most half full, so that a miss usually ends at the
    /// first place; a node is found in the place its hash picks, or in the next ones.
    table: Box<[Node]>,
    /// `64 - log2(table.len())`: a hash's top bits pick its first place.
    shift: u32,
    /// Every node's key, end to end.
    keys: Box<[u8]>,
    children: Box<[Child]>,
    /// The controllers, in the registry's order: a node's `member` indexes them.
    controllers: Box<[&'static Controller]>,
    /// Whether a template has a param before its last segment, so that a walk can find it.
    walks: bool,
    /// How many segments before the parent's last a template's first param can be.
    reach: usize,
    /// The static segments that follow a param in a template (`edit_form`, the resources of
    /// nested controllers).
    followers: Sketch,
    /// The last segments of the keys without params that have a param child (the bases of
    /// controllers with children or `edit_form`).
    param_parents: Sketch,
    /// The static last segments of the templates (collections' resources, `new_form`,
    /// `edit_form`).
    lasts: Sketch,
    /// The segments before a template's last when that is a param: the resources of the
    /// controllers that serve `{id}` routes.
    member_bases: Sketch,
}

/// `Node::key_start` of a free place.
const FREE_KEY: u32 = u32::MAX;

/// `template` with each `{param}` segment as [`PARAM`].
pub(crate) fn skeleton(template: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(template.len());
    for (i, segment) in template.split('/').enumerate() {
        if i > 0 {
            out.push(b'/');
        }
        if segment.starts_with('{') {
            out.push(PARAM);
        } else {
            out.extend_from_slice(segment.as_bytes());
        }
    }
    out
}

impl Recognizer {
    /// Indexes the routes of `controllers`, which must have distinct base paths, at most
    /// `MAX_PARAMS` params per template, and come sorted by base path: then the first route a
    /// conflict finds is the one that sorts first.
    pub(crate) fn build(controllers: &[&'static Controller]) -> Result<Recognizer, RegistryError> {
        let mut index: HashMap<Vec<u8>, usize> = HashMap::new();
        let mut nodes: Vec<Node> = Vec::new();
        let mut keys: Vec<Vec<u8>> = Vec::new();
        let mut node = |key: Vec<u8>| -> usize {
            let next = nodes.len();
            *index.entry(key.clone()).or_insert_with(|| {
                nodes.push(Node::new());
                keys.push(key);
                next
            })
        };
        let mut placed: Vec<(usize, (usize, Route))> = Vec::new();
        let mut child_lists: Vec<(usize, Child)> = Vec::new();
        let mut param_children: Vec<(usize, usize)> = Vec::new();
        let root = node(Vec::new());
        for (controller_index, &controller) in controllers.iter().enumerate() {
            for route in controller.routes() {
                // Every prefix of the template has a node, listed by the one before it as its
                // static child or its param child; the last segment is the template's.
                // `<base>/{id}` lives in the base's node.
                let path = match route.action().shape() {
                    Shape::Member => controller.path(),
                    _ => route.path(),
                };
                let mut key = Vec::with_capacity(path.len());
                let mut previous = root;
                for segment in path.split('/').skip(1) {
                    let param = segment.starts_with('{');
                    key.push(b'/');
                    if param {
                        key.push(PARAM);
                    } else {
                        key.extend_from_slice(segment.as_bytes());
                    }
                    let at = node(key.clone());
                    if param {
                        param_children.push((previous, at));
                    } else {
                        let node = u32::try_from(at).unwrap_or(NO_NODE);
                        child_lists.push((previous, Child { segment, node }));
                    }
                    previous = at;
                }
                placed.push((previous, (controller_index, route)));
            }
        }
        let walks = !param_children.is_empty();
        let mut param_parents = Sketch::default();
        for &(before, at) in &param_children {
            nodes[before].param_child = u32::try_from(at).unwrap_or(NO_NODE);
            if !keys[before].contains(&PARAM) {
                let key = &keys[before];
                let tail = key.rsplit(|&b| b == b'/').next().unwrap_or_default();
                param_parents.insert(tail);
            }
        }
        let mut followers = Sketch::default();
        for key in &keys {
            for pair in key.split(|&b| b == b'/').collect::<Vec<_>>().windows(2) {
                if pair[0] == [PARAM] && pair[1] != [PARAM] {
                    followers.insert(pair[1]);
                }
            }
        }
        for (i, (controller_index, route)) in placed {
            let node = &mut nodes[i];
            // Past `u32`, a registry would hold 613 million descriptors: more than memory.
            let index =
                u32::try_from(route_index(controller_index, route.action())).unwrap_or(NO_ROUTE);
            let slot = match route.action() {
                Action::Create => &mut node.post,
                Action::Index | Action::NewForm | Action::EditForm => &mut node.get,
                Action::Show | Action::Update | Action::Destroy => {
                    let controller = u32::try_from(controller_index).unwrap_or(NO_ROUTE);
                    match node.member {
                        // Equal skeletons of two bases would be equal bases (a base's params
                        // come from its parent's), which the registry refuses before this.
                        NO_ROUTE => node.member = controller,
                        other if other != controller => {
                            let other = controllers[other as usize];
                            return Err(RegistryError::DuplicateRoute {
                                method: route.method(),
                                template: other.template(route.action()),
                                first: Route::new(other, Action::Show),
                                second: route,
                            });
                        }
                        _ => {}
                    }
                    continue;
                }
            };
            if *slot != NO_ROUTE {
                let first = route_at(controllers, *slot);
                return Err(RegistryError::DuplicateRoute {
                    method: route.method(),
                    template: first.path(),
                    first,
                    second: route,
                });
            }
            *slot = index;
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
        // A template of `n` segments whose first param is its `f`-th: in a parent of `n - 1`
        // segments, that param is `n - 2 - f` before the parent's last.
        let reach = controllers
            .iter()
            .flat_map(|controller| controller.routes())
            .filter_map(|route| {
                let segments: Vec<&str> = route.path().split('/').skip(1).collect();
                let first = segments
                    .iter()
                    .position(|segment| segment.starts_with('{'))?;
                (segments.len() - 2).checked_sub(first)
            })
            .max()
            .unwrap_or(0);
        let (mut lasts, mut member_bases) = (Sketch::default(), Sketch::default());
        for route in controllers
            .iter()
            .flat_map(|controller| controller.routes())
        {
            let mut segments = route.path().rsplit('/');
            match (segments.next(), segments.next()) {
                (Some(last), Some(before)) if last.starts_with('{') => {
                    member_bases.insert(before.as_bytes());
                }
                (Some(last), _) => lasts.insert(last.as_bytes()),
                _ => {}
            }
        }
        let mut recognizer = Recognizer::index(nodes, &keys, children);
        recognizer.controllers = controllers.into();
        recognizer.walks = walks;
        recognizer.reach = reach;
        recognizer.followers = followers;
        recognizer.param_parents = param_parents;
        recognizer.lasts = lasts;
        recognizer.member_bases = member_bases;
        Ok(recognizer)
    }

    fn index(mut nodes: Vec<Node>, keys: &[Vec<u8>], mut children: Vec<Child>) -> Recognizer {
        let mut arena = Vec::with_capacity(keys.iter().map(Vec::len).sum());
        for (node, key) in nodes.iter_mut().zip(keys) {
            node.key_start = u32::try_from(arena.len()).unwrap_or(u32::MAX);
            node.key_len = u32::try_from(key.len()).unwrap_or(u32::MAX);
            arena.extend_from_slice(key);
        }
        let capacity = (nodes.len() * 2).next_power_of_two().max(8);
        let shift = 64 - capacity.trailing_zeros();
        let mut table = vec![Node::FREE; capacity].into_boxed_slice();
        let mut place_of = vec![0; nodes.len()];
        for (i, (node, key)) in nodes.iter().zip(keys).enumerate() {
            let hash = hash_pieces(key.split(|&b| b == PARAM));
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
            child.node = u32::try_from(place_of[child.node as usize]).unwrap_or(NO_NODE);
        }
        for node in table.iter_mut() {
            if node.key_start != FREE_KEY && node.param_child != NO_NODE {
                node.param_child =
                    u32::try_from(place_of[node.param_child as usize]).unwrap_or(NO_NODE);
            }
        }
        Recognizer {
            table,
            shift,
            keys: arena.into_boxed_slice(),
            children: children.into_boxed_slice(),
            controllers: Box::new([]),
            walks: false,
            reach: 0,
            followers: Sketch::default(),
            param_parents: Sketch::default(),
            lasts: Sketch::default(),
            member_bases: Sketch::default(),
        }
    }

    /// The node whose hash is `hash` and whose key `matches`.
    #[inline(always)]
    fn probe(&self, hash: u64, matches: impl Fn(&[u8]) -> bool) -> Option<&Node> {
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
                if node_key.is_some_and(&matches) {
                    return Some(node);
                }
            }
            at = (at + 1) & mask;
        }
    }

    /// One route of `template`, for its shape: all of them share it.
    pub(crate) fn template_route(&self, template: &Template<'_>) -> Option<Route> {
        match *template {
            Template::Static(node) => {
                let index = node
                    .static_route(Verb::Get)
                    .or(node.static_route(Verb::Post))?;
                Some(route_at(&self.controllers, index))
            }
            Template::Member(controller) => {
                let controller = *self.controllers.get(controller as usize)?;
                MEMBER_ACTIONS
                    .into_iter()
                    .find_map(|action| controller.route(action))
            }
        }
    }

    /// The route of the `controller`-th controller's member template for `verb`, if served.
    #[inline(always)]
    fn member_route(&self, controller: u32, verb: Verb) -> Option<u32> {
        let action = member_action(verb)?;
        let served = self.controllers.get(controller as usize)?.serves(action);
        let index = route_index(controller as usize, action) as u32;
        served.then_some(index)
    }

    /// The methods the `controller`-th controller's member template allows.
    fn member_allowed(&self, controller: u32) -> Allowed {
        self.controllers
            .get(controller as usize)
            .map_or(Allowed::EMPTY, |controller| member_allowed(controller))
    }

    /// The node whose key is `key`, a skeleton without params.
    #[inline(always)]
    fn node(&self, key: &[u8]) -> Option<&Node> {
        self.probe(hash(key), |node_key| same_bytes(node_key, key))
    }

    /// The node whose key is `key`, a skeleton with or without params.
    fn node_of_key(&self, key: &[u8]) -> Option<&Node> {
        self.probe(hash_pieces(key.split(|&b| b == PARAM)), |node_key| {
            node_key == key
        })
    }

    /// SPEC §7's list, for the own id `segment` (encoded) of a template whose base has the
    /// skeleton `base`: `<base>/<segment>` is a static template; or, for `edit_form`,
    /// `<base>/<segment>` has `{id}` routes or `<base>/<segment>/edit_form` is a static
    /// template. (It escapes a little more than recognition needs, as §7 defines it.)
    pub(crate) fn shadows_own_id(&self, base: &[u8], segment: &str, edit_form: bool) -> bool {
        let mut below = Vec::with_capacity(base.len() + segment.len() + "//edit_form".len());
        below.extend_from_slice(base);
        below.push(b'/');
        below.extend_from_slice(segment.as_bytes());
        let below_node = self.node_of_key(&below);
        if below_node.is_some_and(Node::is_static_template) {
            return true;
        }
        if !edit_form {
            return false;
        }
        below.extend_from_slice(b"/edit_form");
        below_node.is_some_and(|node| node.member != NO_ROUTE)
            || self
                .node_of_key(&below)
                .is_some_and(Node::is_static_template)
    }

    /// The node whose key is the skeleton made of `pieces` of `path`.
    fn node_of_pieces(&self, path: &[u8], pieces: &Pieces) -> Option<&Node> {
        let slices = pieces
            .as_slice()
            .iter()
            .map(|&(start, end)| &path[start..end]);
        self.probe(hash_pieces(slices.clone()), |key| {
            let mut rest = key;
            for (i, piece) in slices.clone().enumerate() {
                if i > 0 {
                    match rest.split_first() {
                        Some((&PARAM, after)) => rest = after,
                        _ => return false,
                    }
                }
                match rest.split_at_checked(piece.len()) {
                    Some((head, after)) if same_bytes(head, piece) => rest = after,
                    _ => return false,
                }
            }
            rest.is_empty()
        })
    }

    /// The static child `segment` of `node`: compared in place, or, past `FEW_CHILDREN`, found
    /// by its whole skeleton (`whole`).
    #[inline(always)]
    fn static_child<'r>(
        &'r self,
        node: &Node,
        segment: &[u8],
        whole: impl FnOnce() -> Option<&'r Node>,
    ) -> Option<&'r Node> {
        if node.child_count == MANY {
            return whole();
        }
        let first = node.first_child as usize;
        let children = self
            .children
            .get(first..first + node.child_count as usize)
            .unwrap_or_default();
        // A loop rather than `Iterator::find`, which is not always inlined here.
        for child in children {
            if same_bytes(child.segment.as_bytes(), segment) {
                return self.table.get(child.node as usize);
            }
        }
        None
    }

    /// The template directly below `node`, the parent of a path, for the last segment `last`:
    /// the static template `P/last`, else `P/{id}`. `whole` finds the static child by the
    /// whole path when the node has too many children to compare.
    #[inline(always)]
    fn below<'r>(
        &'r self,
        node: &'r Node,
        last: &[u8],
        whole: impl FnOnce() -> Option<&'r Node>,
    ) -> Option<Template<'r>> {
        let child = self.static_child(node, last, whole);
        match child.filter(|child| child.is_static_template()) {
            Some(child) => Some(Template::Static(child)),
            None if node.member != NO_ROUTE && !last.is_empty() => {
                Some(Template::Member(node.member))
            }
            None => None,
        }
    }

    /// The template of `bytes` by path alone (SPEC §6.4, §9); `None` when no template has this
    /// path, or when a param segment is empty. One trailing `/` is ignored.
    pub(crate) fn find(&self, bytes: &[u8]) -> Option<Template<'_>> {
        let bytes = trim(bytes)?;
        let last_slash = rfind_slash(bytes).unwrap_or(0);
        if let Some(template) = self.find_plain(bytes, last_slash) {
            return Some(template);
        }
        if !self.walks || last_slash == 0 {
            return None;
        }
        let second_slash = rfind_slash_before(bytes, last_slash).unwrap_or(0);
        if let Some(node) = self.find_param_last(bytes, second_slash, last_slash) {
            return Some(Template::Static(node));
        }
        let mut params = Params::NONE;
        self.find_walk_any(bytes, second_slash, last_slash, &mut params)
    }

    /// The template of `bytes` (trimmed) under mask 0: the parent as it is, so that the only
    /// param can be the own id, the last segment. This settles every request to a controller
    /// without a parent but `edit_form`.
    #[inline(always)]
    fn find_plain(&self, bytes: &[u8], last_slash: usize) -> Option<Template<'_>> {
        if last_slash == 0 {
            // Only static templates have a single segment.
            let node = self.node(bytes).filter(|node| node.is_static_template())?;
            return Some(Template::Static(node));
        }
        let (parent, last) = (&bytes[..last_slash], &bytes[last_slash + 1..]);
        let node = self.node(parent)?;
        self.below(node, last, || self.node(bytes))
    }

    /// Whether a template can end as `bytes` does: with its static last segment, or with a
    /// param after a controller's resource. Every template does one or the other, so a path
    /// that does neither is a 404 without a lookup.
    #[inline(always)]
    fn may_end(&self, bytes: &[u8], second_slash: usize, last_slash: usize) -> bool {
        self.lasts.may_contain(&bytes[last_slash + 1..])
            || self
                .member_bases
                .may_contain(&bytes[second_slash + 1..last_slash])
    }

    /// The template `<key>/{param}/<last>` whose param is the parent's last segment
    /// `bytes[second_slash + 1..last_slash]`, as `<base>/{id}/edit_form` and a nested
    /// controller's collection routes are: one plain lookup of `<key>`, then its param child's
    /// static child. Such a template has a static last segment (no base ends with a param).
    #[inline(always)]
    fn find_param_last(
        &self,
        bytes: &[u8],
        second_slash: usize,
        last_slash: usize,
    ) -> Option<&Node> {
        let last = &bytes[last_slash + 1..];
        if second_slash == 0 || second_slash + 1 >= last_slash || !self.followers.may_contain(last)
        {
            return None;
        }
        let node = self.node(&bytes[..second_slash])?;
        let param = self.table.get(node.param_child as usize)?;
        let mut params = Params::NONE;
        params.push(second_slash + 1, last_slash);
        let whole = || self.node_of_params(bytes, bytes.len(), &params);
        self.static_child(param, last, whole)
            .filter(|node| node.is_static_template())
    }

    /// [`find`](Recognizer::find) for the templates whose first param is further left in the
    /// parent, grouped by where that param is. A group whose first param is further right wins
    /// (its static segment comes first at the leftmost difference), so the groups are tried
    /// from the right, up to the farthest a template's first param can be from the end: the
    /// parent's bytes before the param are a plain key, and the walk from that node's param
    /// child tries the group's templates in matchit's order. The chosen template's params are
    /// written to `params`, in path order.
    #[inline(always)]
    fn find_walk(
        &self,
        bytes: &[u8],
        slashes: impl Slashes,
        second_slash: usize,
        last_slash: usize,
        params: &mut Params,
    ) -> Option<Template<'_>> {
        let mut end = second_slash;
        // The segment after the candidate param.
        let mut follower = bytes.get(second_slash + 1..last_slash)?;
        // The `/` before the candidate param.
        let mut slash = slashes.before(end)?;
        // No template starts with a param: the first segment is always static.
        for _ in 0..self.reach {
            if slash == 0 {
                break;
            }
            // `bytes[slash + 1..end]` is the first param, followed by a static segment; before
            // it, `bytes[..slash]` is a key with a param child, ending with a base's resource
            // `bytes[before + 1..slash]`. The path starts with `/`, so there is a `before`.
            let before = slashes.before(slash).unwrap_or(0);
            if self.followers.may_contain(follower)
                && slash + 1 < end
                && self.param_parents.may_contain(&bytes[before + 1..slash])
            {
                let found = self.find_below(bytes, slashes, slash, end, last_slash, params);
                if let Some(template) = found {
                    return Some(template);
                }
            }
            follower = &bytes[slash + 1..end];
            end = slash;
            slash = before;
        }
        None
    }

    /// [`find_walk`](Recognizer::find_walk), with the slashes of the parent path as the bits
    /// of a word when it has at most 64 bytes (nearly always): the search asks for several, and
    /// one pass over the parent answers them all. A longer parent is searched by scans, out of
    /// line.
    #[inline(always)]
    fn find_walk_any(
        &self,
        bytes: &[u8],
        second_slash: usize,
        last_slash: usize,
        params: &mut Params,
    ) -> Option<Template<'_>> {
        match SlashBits::of(&bytes[..last_slash]) {
            Some(bits) => self.find_walk(bytes, bits, second_slash, last_slash, params),
            None => self.find_walk_long(bytes, second_slash, last_slash, params),
        }
    }

    /// [`find_walk`](Recognizer::find_walk) on a parent path longer than 64 bytes.
    #[inline(never)]
    fn find_walk_long(
        &self,
        bytes: &[u8],
        second_slash: usize,
        last_slash: usize,
        params: &mut Params,
    ) -> Option<Template<'_>> {
        self.find_walk(bytes, SlashScan(bytes), second_slash, last_slash, params)
    }

    /// The group of templates whose first param is `bytes[slash + 1..end]`, a segment before
    /// the parent's last (`end < last_slash`: a param that is the parent's last segment is
    /// [`find_param_last`](Recognizer::find_param_last)'s).
    #[inline(always)]
    fn find_below(
        &self,
        bytes: &[u8],
        slashes: impl Slashes,
        slash: usize,
        end: usize,
        last_slash: usize,
        params: &mut Params,
    ) -> Option<Template<'_>> {
        let node = self.node(&bytes[..slash])?;
        let param = self.table.get(node.param_child as usize)?;
        *params = Params::NONE;
        params.push(slash + 1, end);
        self.walk(param, bytes, slashes, end + 1, last_slash, params)
    }

    /// The template of `bytes` below `node`, whose skeleton is `bytes[..at - 1]` with `params`
    /// as its param segments; the parent path ends at `last_slash`. Static children go first;
    /// the param child is taken when there is no static one, or when the static branch leads
    /// nowhere. A loop, inlined where it is called: only at a segment that has both a static
    /// and a param child does the static branch go through [`walk_branch`], out of line, the
    /// one recursion (it goes no deeper than the templates do, as only existing nodes are
    /// entered).
    ///
    /// [`walk_branch`]: Recognizer::walk_branch
    #[inline(always)]
    fn walk<'r>(
        &'r self,
        mut node: &'r Node,
        bytes: &[u8],
        slashes: impl Slashes,
        mut at: usize,
        last_slash: usize,
        params: &mut Params,
    ) -> Option<Template<'r>> {
        while at <= last_slash {
            // `bytes[last_slash]` is a `/`: the search ends there at the latest.
            let end = slashes
                .from(at)
                .map_or(last_slash, |slash| slash.min(last_slash));
            let segment = &bytes[at..end];
            let whole = || self.node_of_params(bytes, end, params);
            let child = self.static_child(node, segment, whole);
            // An empty segment is nobody's param (SPEC §6.2); no static segment is empty.
            let param = self
                .table
                .get(node.param_child as usize)
                .filter(|_| !segment.is_empty());
            node = match (child, param) {
                (Some(child), None) => child,
                (None, Some(param)) => {
                    params.push(at, end);
                    param
                }
                (None, None) => return None,
                (Some(child), Some(param)) => {
                    let before = params.len;
                    let branch =
                        self.walk_branch(child, bytes, slashes, end + 1, last_slash, params);
                    if branch.is_some() {
                        return branch;
                    }
                    params.len = before;
                    params.push(at, end);
                    param
                }
            };
            at = end + 1;
        }
        let last = &bytes[last_slash + 1..];
        let whole = || self.node_of_params(bytes, bytes.len(), params);
        let template = self.below(node, last, whole)?;
        if let Template::Member(_) = template {
            params.push(last_slash + 1, bytes.len());
        }
        Some(template)
    }

    /// [`walk`](Recognizer::walk) down the static branch of a segment that also has a param
    /// child, out of line: the recursion stops here rather than in every caller.
    #[inline(never)]
    fn walk_branch<'r>(
        &'r self,
        node: &'r Node,
        bytes: &[u8],
        slashes: impl Slashes,
        at: usize,
        last_slash: usize,
        params: &mut Params,
    ) -> Option<Template<'r>> {
        self.walk(node, bytes, slashes, at, last_slash, params)
    }

    /// The node of the skeleton of `bytes[..end]` whose param segments are `params`.
    fn node_of_params(&self, bytes: &[u8], end: usize, params: &Params) -> Option<&Node> {
        let mut pieces = Pieces {
            spans: [(0, 0); MAX_PARAMS + 1],
            len: 0,
        };
        let mut from = 0;
        for &(start, stop) in &params.spans[..params.len] {
            pieces.push(from, start);
            from = stop;
        }
        pieces.push(from, end);
        self.node_of_pieces(bytes, &pieces)
    }

    #[inline]
    pub(crate) fn recognize<'p>(
        &self,
        method: &Method,
        path: &'p str,
    ) -> Result<Match<'p>, RecognizeError> {
        // Most paths come without a query, so the whole string is tried first, without a scan
        // for `?`. Whatever that finds spans every byte of the string (static keys and param
        // segments), and keys hold no `?`: the answer stands unless it is 404, or a param
        // segment holds a `?`, and then the query is cut and the path tried again.
        self.lookup(Verb::of(method), path, path.len(), true)
    }

    /// The rare second try: the path has a query, and the first try found nothing, or a param
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
    /// or a param segment that holds a `?` (a query that was not cut) hands over to the second
    /// try.
    #[inline(always)]
    fn lookup<'p>(
        &self,
        verb: Option<Verb>,
        path: &'p str,
        end: usize,
        watch_query: bool,
    ) -> Result<Match<'p>, RecognizeError> {
        'miss: {
            let Some(bytes) = trim(&path.as_bytes()[..end]) else {
                break 'miss;
            };
            // Cut where a byte of ASCII is, or at the end: a char boundary.
            let Some(recognized) = path.get(..bytes.len()) else {
                break 'miss;
            };
            let last_slash = rfind_slash(bytes).unwrap_or(0);
            match self.find_plain(bytes, last_slash) {
                Some(Template::Static(node)) => {
                    let index = verb.and_then(|verb| node.static_route(verb));
                    let index = index.ok_or_else(|| node.static_allowed());
                    let index = index.map_err(RecognizeError::MethodNotAllowed)?;
                    return Ok(Match {
                        route: route_at(&self.controllers, index),
                        index,
                        path: recognized,
                        decoded: None,
                    });
                }
                Some(Template::Member(controller)) => {
                    let (start, end) = (last_slash + 1, bytes.len());
                    let marks = Marks::of(bytes, start, end);
                    if watch_query && marks.query {
                        break 'miss;
                    }
                    let index = verb.and_then(|verb| self.member_route(controller, verb));
                    let index = index.ok_or_else(|| self.member_allowed(controller));
                    let index = index.map_err(RecognizeError::MethodNotAllowed)?;
                    let route = route_at(&self.controllers, index);
                    return param_match(route, index, recognized, start, end, marks.percent);
                }
                None => {}
            }
            if !self.walks || last_slash == 0 {
                break 'miss;
            }
            let second_slash = rfind_slash_before(bytes, last_slash).unwrap_or(0);
            if !self.may_end(bytes, second_slash, last_slash) {
                break 'miss;
            }
            if let Some(node) = self.find_param_last(bytes, second_slash, last_slash) {
                let (start, end) = (second_slash + 1, last_slash);
                let marks = Marks::of(bytes, start, end);
                if watch_query && marks.query {
                    break 'miss;
                }
                let index = verb.and_then(|verb| node.static_route(verb));
                let index = index.ok_or_else(|| node.static_allowed());
                let index = index.map_err(RecognizeError::MethodNotAllowed)?;
                let route = route_at(&self.controllers, index);
                return param_match(route, index, recognized, start, end, marks.percent);
            }
            let mut params = Params::NONE;
            let found = self.find_walk_any(bytes, second_slash, last_slash, &mut params);
            if let Some(template) = found {
                // One scan from the first param to the end: the static segments between the
                // params are keys' and hold neither `?` nor `%`, so most paths are done here.
                let mut percent = 0u8;
                let tail = Marks::of(bytes, params.spans[0].0, bytes.len());
                if tail.query || tail.percent {
                    for (i, &(start, end)) in params.spans[..params.len].iter().enumerate() {
                        let marks = Marks::of(bytes, start, end);
                        if watch_query && marks.query {
                            break 'miss;
                        }
                        percent |= u8::from(marks.percent) << i;
                    }
                }
                let index = match template {
                    Template::Static(node) => verb
                        .and_then(|verb| node.static_route(verb))
                        .ok_or_else(|| node.static_allowed()),
                    Template::Member(controller) => verb
                        .and_then(|verb| self.member_route(controller, verb))
                        .ok_or_else(|| self.member_allowed(controller)),
                };
                let index = index.map_err(RecognizeError::MethodNotAllowed)?;
                let route = route_at(&self.controllers, index);
                return matched(route, index, recognized, &params, percent);
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
        if watch_query && contains_byte(b'?', path.as_bytes()) {
            if let Some(query) = find_byte(b'?', path.as_bytes()) {
                return self.lookup_without_query(verb, path, query);
            }
        }
        Err(RecognizeError::NotFound)
    }
}

/// `bytes` without one trailing `/` (but the root's), if it starts with `/`.
#[inline(always)]
fn trim(bytes: &[u8]) -> Option<&[u8]> {
    if bytes.first() != Some(&b'/') {
        return None;
    }
    if bytes.len() > 1 && bytes[bytes.len() - 1] == b'/' {
        return Some(&bytes[..bytes.len() - 1]);
    }
    Some(bytes)
}

/// The match of a route with one param, `path[start..end]`: a raw `.` or `..` is never a
/// param, and one with `%` is percent-decoded (SPEC §6.6).
#[inline(always)]
fn param_match(
    route: Route,
    index: u32,
    path: &str,
    start: usize,
    end: usize,
    percent: bool,
) -> Result<Match<'_>, RecognizeError> {
    let id = path.get(start..end).ok_or(RecognizeError::NotFound)?;
    if id == "." || id == ".." {
        return Err(RecognizeError::NotFound);
    }
    let decoded = if percent {
        Some(decode(&[id], 1)?)
    } else {
        None
    };
    Ok(Match {
        route,
        index,
        path,
        decoded,
    })
}

/// The match of `route`, whose params are the `params` of `path`: a raw `.` or `..` is never a
/// param, and params with `%` (bit `i` of `percent` for the `i`-th) are percent-decoded
/// (SPEC §6.6, §9).
#[inline(always)]
fn matched<'p>(
    route: Route,
    index: u32,
    path: &'p str,
    params: &Params,
    percent: u8,
) -> Result<Match<'p>, RecognizeError> {
    let mut raw = [""; MAX_PARAMS];
    for (i, &(start, end)) in params.spans[..params.len].iter().enumerate() {
        let param = path.get(start..end).ok_or(RecognizeError::NotFound)?;
        if param == "." || param == ".." {
            return Err(RecognizeError::NotFound);
        }
        raw[i] = param;
    }
    let decoded = if percent == 0 {
        None
    } else {
        Some(decode(&raw[..params.len], percent)?)
    };
    Ok(Match {
        route,
        index,
        path,
        decoded,
    })
}

/// The params with `%` (bit `i` of `percent` for the `i`-th), decoded end to end into one
/// allocation of exactly their decoded length (see [`Match`]).
#[cold]
fn decode(raw: &[&str], percent: u8) -> Result<Box<str>, RecognizeError> {
    let with_escapes = || {
        raw.iter()
            .enumerate()
            .filter(move |(i, _)| percent & (1 << i) != 0)
            .map(|(_, param)| *param)
    };
    // Malformed escapes are refused before anything is allocated.
    if !with_escapes().all(encoding::escapes_are_well_formed) {
        return Err(RecognizeError::BadRequest);
    }
    let mut bytes = Vec::with_capacity(with_escapes().map(decoded_len).sum());
    for param in with_escapes() {
        let start = bytes.len();
        bytes.extend(percent_encoding::percent_decode_str(param));
        if std::str::from_utf8(&bytes[start..]).is_err() {
            return Err(RecognizeError::BadRequest);
        }
    }
    String::from_utf8(bytes)
        .map(String::into_boxed_str)
        .map_err(|_| RecognizeError::BadRequest)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn skeletons_write_params_as_one_byte() {
        assert_eq!(skeleton("/photos"), b"/photos");
        assert_eq!(
            skeleton("/photos/{photo_id}/comments/{id}/edit_form"),
            b"/photos/\xFF/comments/\xFF/edit_form"
        );
    }

    #[test]
    fn pieces_hash_as_the_key_does() {
        let key = b"/photos/\xFF/comments";
        let path = b"/photos/42/comments";
        let from_key = hash_pieces(key.split(|&b| b == PARAM));
        let from_path = hash_pieces([&path[..8], &path[10..]].into_iter());
        assert_eq!(from_key, from_path);
        assert_eq!(hash_pieces([&b"/photos"[..]].into_iter()), hash(b"/photos"));
    }
}
