//! Request recognition: which route a method and a path go to (SPEC §6, §9).
//!
//! Every template is one of four shapes below a controller's base path: the base itself (the
//! collection routes), `<base>/new_form`, `<base>/{id}` and `<base>/{id}/edit_form`; a nested
//! base path has params of its own, `<parent base>/{parent_id}/<resource>`. The recognizer
//! keys a node by its *skeleton*: a prefix of a template, with each param segment written as
//! the single byte [`PARAM`], which no `&str` holds. Every prefix of every template has a
//! node; a node lists its static children, its static routes and the controller whose base it
//! is (for `<base>/{id}`).
//!
//! A request is answered in two steps:
//!
//! 1. the parent path (all but the last segment) as a plain key: its static child, else its
//!    `{id}`; for a last segment `edit_form`, the grandparent as a plain key, then its static
//!    child, else its `{id}/edit_form`. One lookup settles every route of a controller without
//!    a parent, and no template that step 2 could find is matchit's choice over it (it has a
//!    param where this one is static).
//! 2. from the right: a template's resource is the path's last segment (collection routes),
//!    the one before it (`new_form`, `{id}`), or the one before that (`{id}/edit_form`). The
//!    base paths with that resource are looked up by it and compared with the path, piece by
//!    piece between their params. The three lookups find every template that matches; when
//!    more than one does, matchit's choice (static before param at the leftmost difference)
//!    is the one whose params start later at their first difference.
//!
//! A small sketch of the resources skips the lookups of step 2 for segments that are no
//! resource, as ids mostly are, so that a 404 costs two bit tests after the first lookup.

use std::collections::HashMap;

use http::Method;

use crate::action::{Action, ActionSet, Shape};
use crate::allowed::Allowed;
use crate::controller::{Controller, Route};
use crate::encoding;
use crate::error::{RecognizeError, RegistryError};
use crate::matched::{MAX_PARAMS, Match, decoded_len};
use crate::scan::{
    Marks, contains_byte, find_byte, hash, rfind_slash, rfind_slash_before, same_bytes,
};

/// A param segment in a skeleton. `0xFF` never occurs in UTF-8, so no path spells it: a key
/// with a param is never found by a path's own bytes, only by the recognizer, which knows it.
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
    /// `Recognizer::children[first..first + count]` are `P`'s static children, templates or
    /// nodes a template goes through; when there are more than `FEW_CHILDREN`, `count` is
    /// `MANY` and the child is looked up by its whole skeleton instead.
    first_child: u32,
    child_count: u8,
    /// The actions of the `member` controller, so that a member route is chosen without a look
    /// at its descriptor.
    actions: ActionSet,
    /// The low bits of the key's hash, to skip most key comparisons.
    tag: u16,
    /// The table place of the node `P/{id}/edit_form` if that is a static template (a flat
    /// controller's `edit_form` when `P` is its base), or `NO_NODE`: a path's own bytes can
    /// never find that key, and `edit_form` is the one static template after a param that a
    /// controller without a parent has.
    edit_form: u32,
}

// Two nodes to a cache line.
const _: () = assert!(std::mem::size_of::<Node>() == 32);

/// The index of the route of `action` of the `controller`-th controller of a registry: seven
/// places per controller, in table order. An adapter's table of handlers uses the same index.
pub(crate) const fn route_index(controller: usize, action: Action) -> usize {
    controller * 7 + action as usize
}

/// `Node::get`, `post` and `member` of a node without one.
const NO_ROUTE: u32 = u32::MAX;

/// `Node::edit_form` of a node without one, and `Base::collection`, `new_form` and `edit_form`
/// of a base that does not serve them.
const NO_NODE: u32 = u32::MAX;

/// The route with this index (see [`route_index`]) of a registry's `controllers`.
fn route_at(controllers: &[&'static Controller], index: u32) -> Route {
    let index = index as usize;
    Route::new(controllers[index / 7], Action::ALL[index % 7])
}

/// Up to this many static children are compared in place; past it, hashing the whole path
/// is cheaper.
const FEW_CHILDREN: usize = 6;
const MANY: u8 = u8::MAX;

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
            first_child: 0,
            child_count: 0,
            actions: ActionSet::EMPTY,
            tag: 0,
            edit_form: NO_NODE,
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

/// [`MEMBER_ACTIONS`] as a set.
const MEMBERS: ActionSet = {
    let (mut set, mut i) = (ActionSet::EMPTY, 0);
    while i < MEMBER_ACTIONS.len() {
        set = set.with(MEMBER_ACTIONS[i]);
        i += 1;
    }
    set
};

fn member_action(verb: Verb) -> Option<Action> {
    match verb {
        Verb::Get => Some(Action::Show),
        Verb::Put => Some(Action::Update),
        Verb::Delete => Some(Action::Destroy),
        Verb::Post => None,
    }
}

/// The methods a member template allows, of a controller that serves `actions`.
fn member_allowed(actions: ActionSet) -> Allowed {
    MEMBER_ACTIONS
        .into_iter()
        .filter(|&action| actions.contains(action))
        .fold(Allowed::EMPTY, Allowed::add)
}

/// A template chosen by path alone (SPEC §6.4): the static template of a node, or the member
/// template `P/{id}` of the controller with this index, which serves these actions.
#[derive(Clone, Copy)]
pub(crate) enum Template<'r> {
    Static(&'r Node),
    Member(u32, ActionSet),
}

/// What the first step finds: a template whose only param, if it has one, is its own id: the
/// last segment for `P/{id}`, the one before it for `P/{id}/edit_form`.
#[derive(Clone, Copy)]
enum Plain<'r> {
    /// A static template without params.
    Static(&'r Node),
    /// A template with its own id, this byte range of the path.
    Own(Template<'r>, (usize, usize)),
}

impl<'r> Plain<'r> {
    fn template(self) -> Template<'r> {
        match self {
            Plain::Static(node) => Template::Static(node),
            Plain::Own(template, _) => template,
        }
    }
}

/// The bases whose templates can match a path, by where their resource is in it, and the
/// slashes before its last two segments.
#[derive(Clone, Copy)]
struct Candidates<'r> {
    last_slash: usize,
    second_slash: usize,
    /// The bases whose resource is the last segment: their collection routes.
    wholes: &'r [Base],
    /// The bases whose resource is the segment before the last: `new_form` and `{id}`.
    parents: &'r [Base],
    /// The bases whose resource is two segments before the last, which is `edit_form`.
    grandparents: &'r [Base],
}

/// A template that may match a path, found by its base's resource: `<base><own>`, where the
/// base path would be `path[..end]` and the own id, if the template has one, `path[own]`.
struct Candidate<'r> {
    template: Template<'r>,
    base: &'r Base,
    end: usize,
    own: Option<(usize, usize)>,
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

    /// Whether these params, of a template that matches the same path as the one whose params
    /// are `other`, start later at their first difference (a template without an `i`-th param
    /// counts as starting it at the end).
    fn later_than(&self, other: &Params) -> bool {
        let start = |params: &Params, i: usize| {
            params.spans[..params.len]
                .get(i)
                .map_or(usize::MAX, |span| span.0)
        };
        (0..MAX_PARAMS)
            .map(|i| (start(self, i), start(other, i)))
            .find(|(mine, theirs)| mine != theirs)
            .is_some_and(|(mine, theirs)| mine > theirs)
    }

    fn push(&mut self, start: usize, end: usize) {
        if let Some(span) = self.spans.get_mut(self.len) {
            *span = (start, end);
            self.len += 1;
        }
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
    /// Every controller's base path, grouped by resource (its last segment).
    bases: Box<[Base]>,
    /// The resources, in power-of-two places at most half full, as `table`.
    resources: Box<[Resource]>,
    /// `64 - log2(resources.len())`.
    resource_shift: u32,
    /// Every resource's bytes, end to end.
    names: Box<[u8]>,
    /// The resources, for a quick "certainly not" before their lookup.
    resource_sketch: Sketch,
}

/// `Node::key_start` and `Resource::start` of a free place.
const FREE_KEY: u32 = u32::MAX;

/// A controller's base path, as the search from the right compares it with a path.
#[derive(Clone, Copy)]
struct Base {
    /// The controller's index in the registry.
    controller: u32,
    /// The skeleton of the base path is `Recognizer::keys[key_start..key_start + key_len]`.
    key_start: u32,
    key_len: u32,
    /// Where the skeleton's [`PARAM`] bytes are, `params` of them (a base has fewer params
    /// than a template can).
    param_at: [u32; MAX_PARAMS],
    params: u32,
    /// The table places of the nodes of the static templates it serves: its collection
    /// (`index`, `create`), `new_form` and `edit_form`; `NO_NODE` for one it does not serve.
    collection: u32,
    new_form: u32,
    edit_form: u32,
    /// The actions its controller serves.
    actions: ActionSet,
}

/// A resource, the last segment of one or more base paths.
#[derive(Clone, Copy)]
struct Resource {
    /// The resource is `Recognizer::names[start..start + len]`; `FREE_KEY` marks a free place.
    start: u32,
    len: u32,
    /// `Recognizer::bases[first..first + count]` are the bases that end with it.
    first: u32,
    count: u32,
}

impl Resource {
    const FREE: Resource = Resource {
        start: FREE_KEY,
        len: 0,
        first: 0,
        count: 0,
    };
}

/// The entry of an open-addressing table (power-of-two places, linear probing, a hash's top
/// bits pick the first place) that `matches`; a `free` place ends the search.
#[inline(always)]
fn probe<T>(
    places: &[T],
    shift: u32,
    hash: u64,
    free: impl Fn(&T) -> bool,
    matches: impl Fn(&T) -> bool,
) -> Option<&T> {
    let mask = places.len().wrapping_sub(1);
    let mut at = (hash >> shift) as usize;
    loop {
        let place = places.get(at)?;
        if free(place) {
            return None;
        }
        if matches(place) {
            return Some(place);
        }
        at = (at + 1) & mask;
    }
}

/// A table of `2^k` places, at least twice `entries` and at least 8: its places and shift.
fn table_of<T: Clone>(entries: usize, free: T) -> (Box<[T]>, u32) {
    let capacity = (entries * 2).next_power_of_two().max(8);
    (
        vec![free; capacity].into_boxed_slice(),
        64 - capacity.trailing_zeros(),
    )
}

/// The free place where an entry whose hash is `hash` goes.
fn free_place<T>(places: &[T], shift: u32, hash: u64, free: impl Fn(&T) -> bool) -> usize {
    let mask = places.len() - 1;
    let mut at = (hash >> shift) as usize;
    while !free(&places[at]) {
        at = (at + 1) & mask;
    }
    at
}

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
        let root = node(Vec::new());
        for (controller_index, &controller) in controllers.iter().enumerate() {
            for route in controller.routes() {
                // Every prefix of the template has a node, listed by the one before it when its
                // last segment is static; the last segment is the template's. `<base>/{id}`
                // lives in the base's node.
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
                    if !param {
                        let node = u32::try_from(at).unwrap_or(NO_NODE);
                        child_lists.push((previous, Child { segment, node }));
                    }
                    previous = at;
                }
                placed.push((previous, (controller_index, route)));
            }
        }
        // The nodes of each controller's collection, `new_form` and `edit_form`, for its base.
        let mut statics = vec![[None; 3]; controllers.len()];
        for (i, (controller_index, route)) in placed {
            if let Some(slot) = match route.action() {
                Action::Index | Action::Create => Some(0),
                Action::NewForm => Some(1),
                Action::EditForm => Some(2),
                Action::Show | Action::Update | Action::Destroy => None,
            } {
                statics[controller_index][slot] = Some(i);
            }
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
                        NO_ROUTE => {
                            node.member = controller;
                            node.actions = controllers[controller_index].actions;
                        }
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
                // At most `FEW_CHILDREN`.
                node.child_count = group.len() as u8;
                children.extend(group.iter().map(|&(_, child)| child));
            }
        }
        let (mut recognizer, place_of) = Recognizer::index(nodes, &keys, children);
        recognizer.controllers = controllers.into();
        // Each `P/{id}/edit_form` that is a static template, from `P`.
        const PARAM_EDIT_FORM: &[u8] = b"/\xFF/edit_form";
        for (i, key) in keys.iter().enumerate() {
            let Some(parent) = key.strip_suffix(PARAM_EDIT_FORM) else {
                continue;
            };
            let place = place_of[i];
            // Every prefix of a template has a node.
            if let (true, Some(&parent)) = (
                recognizer.table[place].is_static_template(),
                index.get(parent),
            ) {
                recognizer.table[place_of[parent]].edit_form =
                    u32::try_from(place).unwrap_or(NO_NODE);
            }
        }
        let place = |node: Option<usize>| {
            node.map_or(NO_NODE, |node| {
                u32::try_from(place_of[node]).unwrap_or(NO_NODE)
            })
        };
        let mut bases = Vec::with_capacity(controllers.len());
        for (i, (&controller, [collection, new_form, edit_form])) in
            controllers.iter().zip(statics).enumerate()
        {
            // A base path is a prefix of each of its controller's templates, so it has a node.
            let Some(&base) = index.get(&skeleton(controller.path())) else {
                continue;
            };
            let (mut param_at, mut params) = ([0; MAX_PARAMS], 0);
            for (at, _) in keys[base].iter().enumerate().filter(|&(_, &b)| b == PARAM) {
                if let Some(slot) = param_at.get_mut(params) {
                    *slot = u32::try_from(at).unwrap_or(u32::MAX);
                    params += 1;
                }
            }
            let node = &recognizer.table[place_of[base]];
            let base = Base {
                controller: u32::try_from(i).unwrap_or(NO_ROUTE),
                key_start: node.key_start,
                key_len: node.key_len,
                param_at,
                params: params as u32,
                collection: place(collection),
                new_form: place(new_form),
                edit_form: place(edit_form),
                actions: controller.actions,
            };
            bases.push((controller.resource(), base));
        }
        recognizer.index_bases(bases);
        Ok(recognizer)
    }

    /// Lists the controllers' base paths, each with its resource (its last segment), by
    /// resource, for [`find_nested`].
    ///
    /// [`find_nested`]: Recognizer::find_nested
    fn index_bases(&mut self, mut bases: Vec<(&'static str, Base)>) {
        let mut resource_sketch = Sketch::default();
        for &(resource, _) in &bases {
            resource_sketch.insert(resource.as_bytes());
        }
        bases.sort_by_key(|&(resource, base)| (resource, base.controller));
        let groups: Vec<&[(&str, Base)]> = bases.chunk_by(|a, b| a.0 == b.0).collect();
        let (mut resources, resource_shift) = table_of(groups.len(), Resource::FREE);
        let mut names = Vec::new();
        let mut first = 0;
        for group in groups {
            let name = group[0].0.as_bytes();
            let at = free_place(&resources, resource_shift, hash(name), |r| {
                r.start == FREE_KEY
            });
            resources[at] = Resource {
                start: u32::try_from(names.len()).unwrap_or(FREE_KEY),
                len: u32::try_from(name.len()).unwrap_or(0),
                first: u32::try_from(first).unwrap_or(0),
                count: u32::try_from(group.len()).unwrap_or(0),
            };
            names.extend_from_slice(name);
            first += group.len();
        }
        self.bases = bases.into_iter().map(|(_, base)| base).collect();
        self.resources = resources;
        self.resource_shift = resource_shift;
        self.names = names.into_boxed_slice();
        self.resource_sketch = resource_sketch;
    }

    /// The recognizer of `nodes`, whose keys are `keys`, placed in its table; and the place of
    /// each node.
    fn index(
        mut nodes: Vec<Node>,
        keys: &[Vec<u8>],
        mut children: Vec<Child>,
    ) -> (Recognizer, Vec<usize>) {
        let mut arena = Vec::with_capacity(keys.iter().map(Vec::len).sum());
        for (node, key) in nodes.iter_mut().zip(keys) {
            node.key_start = u32::try_from(arena.len()).unwrap_or(u32::MAX);
            node.key_len = u32::try_from(key.len()).unwrap_or(u32::MAX);
            arena.extend_from_slice(key);
        }
        let (mut table, shift) = table_of(nodes.len(), Node::FREE);
        let mut place_of = vec![0; nodes.len()];
        for (i, (node, key)) in nodes.iter().zip(keys).enumerate() {
            let hash = hash(key);
            let at = free_place(&table, shift, hash, |node| node.key_start == FREE_KEY);
            table[at] = Node {
                tag: hash as u16,
                ..*node
            };
            place_of[i] = at;
        }
        for child in &mut children {
            child.node = u32::try_from(place_of[child.node as usize]).unwrap_or(NO_NODE);
        }
        let recognizer = Recognizer {
            table,
            shift,
            keys: arena.into_boxed_slice(),
            children: children.into_boxed_slice(),
            controllers: Box::new([]),
            bases: Box::new([]),
            resources: Box::new([]),
            resource_shift: 0,
            names: Box::new([]),
            resource_sketch: Sketch::default(),
        };
        (recognizer, place_of)
    }

    /// The node whose hash is `hash` and whose key `matches`.
    #[inline(always)]
    fn probe(&self, hash: u64, matches: impl Fn(&[u8]) -> bool) -> Option<&Node> {
        let free = |node: &Node| node.key_start == FREE_KEY;
        probe(&self.table, self.shift, hash, free, |node| {
            node.tag == hash as u16 && {
                let start = node.key_start as usize;
                let node_key = self.keys.get(start..start + node.key_len as usize);
                node_key.is_some_and(&matches)
            }
        })
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
            Template::Member(controller, _) => {
                let controller = *self.controllers.get(controller as usize)?;
                MEMBER_ACTIONS
                    .into_iter()
                    .find_map(|action| controller.route(action))
            }
        }
    }

    /// The route of `template` for `verb`, and its index; else a 405 with the methods the
    /// template allows.
    #[inline(always)]
    fn route_for(
        &self,
        template: Template<'_>,
        verb: Option<Verb>,
    ) -> Result<(Route, u32), RecognizeError> {
        match template {
            Template::Static(node) => {
                let index = verb.and_then(|verb| node.static_route(verb));
                let index =
                    index.ok_or_else(|| RecognizeError::MethodNotAllowed(node.static_allowed()))?;
                Ok((route_at(&self.controllers, index), index))
            }
            Template::Member(controller, actions) => {
                let action = verb.and_then(member_action);
                let action = action.filter(|&action| actions.contains(action));
                let action = action
                    .ok_or_else(|| RecognizeError::MethodNotAllowed(member_allowed(actions)))?;
                let route = Route::new(self.controllers[controller as usize], action);
                Ok((route, route_index(controller as usize, action) as u32))
            }
        }
    }

    /// The node whose key is `key`, a skeleton (a path's bytes hold no [`PARAM`], so a path
    /// finds only keys without params).
    #[inline(always)]
    fn node(&self, key: &[u8]) -> Option<&Node> {
        self.probe(hash(key), |node_key| same_bytes(node_key, key))
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
        let below_node = self.node(&below);
        if below_node.is_some_and(Node::is_static_template) {
            return true;
        }
        if !edit_form {
            return false;
        }
        below.extend_from_slice(b"/edit_form");
        below_node.is_some_and(|node| node.member != NO_ROUTE)
            || self.node(&below).is_some_and(Node::is_static_template)
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

    /// The template directly below `node`, the parent of `bytes`, whose last segment follows
    /// `last_slash`: the static template `P/<last>`, else `P/{id}`. `whole` finds the static
    /// child by the whole path when the node has too many children to compare.
    #[inline(always)]
    fn below<'r>(
        &'r self,
        node: &'r Node,
        bytes: &[u8],
        last_slash: usize,
        whole: impl FnOnce() -> Option<&'r Node>,
    ) -> Option<Plain<'r>> {
        let last = &bytes[last_slash + 1..];
        let child = self.static_child(node, last, whole);
        match child.filter(|child| child.is_static_template()) {
            Some(child) => Some(Plain::Static(child)),
            None if node.member != NO_ROUTE && !last.is_empty() => Some(Plain::Own(
                Template::Member(node.member, node.actions),
                (last_slash + 1, bytes.len()),
            )),
            None => None,
        }
    }

    /// The template of `bytes` by path alone (SPEC §6.4, §9); `None` when no template has this
    /// path, or when a param segment is empty. One trailing `/` is ignored.
    pub(crate) fn find(&self, bytes: &[u8]) -> Option<Template<'_>> {
        let bytes = trim(bytes)?;
        let last_slash = rfind_slash(bytes).unwrap_or(0);
        if let Some(plain) = self.find_plain(bytes, last_slash) {
            return Some(plain.template());
        }
        if last_slash == 0 {
            return None;
        }
        let candidates = self.nested_candidates(bytes, last_slash)?;
        let mut params = Params::NONE;
        self.find_nested(bytes, &candidates, &mut params)
    }

    /// The template of `bytes` (trimmed) whose only param, if it has one, is its own id, if
    /// that is matchit's choice: the parent as it is, so that the own id can only be the last
    /// segment; or, for `edit_form`, the grandparent as it is and the own id before the last
    /// segment. This settles every request to a controller without a parent.
    #[inline(always)]
    fn find_plain(&self, bytes: &[u8], last_slash: usize) -> Option<Plain<'_>> {
        if last_slash == 0 {
            // Only static templates have a single segment.
            let node = self.node(bytes).filter(|node| node.is_static_template())?;
            return Some(Plain::Static(node));
        }
        if same_bytes(&bytes[last_slash + 1..], b"edit_form") {
            return self.find_edit_form(bytes, last_slash);
        }
        let node = self.node(&bytes[..last_slash])?;
        self.below(node, bytes, last_slash, || self.node(bytes))
    }

    /// [`find_plain`](Recognizer::find_plain) for a path whose last segment is `edit_form`,
    /// from the grandparent `G`, so that one lookup answers both `G/<middle>/edit_form` and
    /// `G/{id}/edit_form`. When `G/<middle>` is no node, no template is static there with `G`
    /// before it, so `G/{id}/edit_form` is matchit's choice if it is a template: any other
    /// that matches has a param where it is static, within `G` or at `edit_form`.
    #[inline(always)]
    fn find_edit_form(&self, bytes: &[u8], last_slash: usize) -> Option<Plain<'_>> {
        let second_slash = rfind_slash_before(bytes, last_slash).unwrap_or(0);
        let middle = &bytes[second_slash + 1..last_slash];
        // Every prefix of a node's key is a node's key: without `G`, there is no parent either.
        let grandparent = self.node(&bytes[..second_slash])?;
        let parent = self.static_child(grandparent, middle, || self.node(&bytes[..last_slash]));
        match parent {
            Some(parent) => self.below(parent, bytes, last_slash, || self.node(bytes)),
            // An empty segment is nobody's param (SPEC §6.2).
            None if !middle.is_empty() => {
                let node = self.table.get(grandparent.edit_form as usize)?;
                Some(Plain::Own(
                    Template::Static(node),
                    (second_slash + 1, last_slash),
                ))
            }
            None => None,
        }
    }

    /// The template of `bytes` (trimmed, with a `/` at `last_slash > 0`) that
    /// [`find_plain`](Recognizer::find_plain) does not find: one with a param before its last
    /// segment. Its params are written to `params`, in path order.
    ///
    /// A template is a base path (static pieces with params between them, ending with the
    /// controller's resource) followed by nothing (the collection routes), `/new_form`, `/{id}`
    /// or `/{id}/edit_form`. So its resource is the path's last segment, the one before, or
    /// (for `edit_form`) the one before that: the bases with that resource are looked up by
    /// it and compared with the path. Each of the three lookups finds every template of its
    /// shapes that matches the path, so what none finds, no template has. When two templates
    /// match, the one whose params differ first with a later param is matchit's choice: the
    /// other has a param where it has a static segment.
    #[inline(always)]
    fn nested_candidates<'r>(&'r self, bytes: &[u8], last_slash: usize) -> Option<Candidates<'r>> {
        let second_slash = rfind_slash_before(bytes, last_slash).unwrap_or(0);
        let last = &bytes[last_slash + 1..];
        // The bases that are the whole path (for their collection routes), the parent path
        // (`new_form`, `{id}`) and the path but two segments (`{id}/edit_form`).
        let wholes = self.bases_named(last);
        let parents = self.bases_named(&bytes[second_slash + 1..last_slash]);
        let edit_form =
            same_bytes(last, b"edit_form") && second_slash > 0 && second_slash + 1 < last_slash;
        let grandparents = match edit_form {
            true => {
                let third_slash = rfind_slash_before(bytes, second_slash).unwrap_or(0);
                self.bases_named(&bytes[third_slash + 1..second_slash])
            }
            false => &[],
        };
        if wholes.is_empty() && parents.is_empty() && grandparents.is_empty() {
            return None;
        }
        Some(Candidates {
            last_slash,
            second_slash,
            wholes,
            parents,
            grandparents,
        })
    }

    /// The template of `bytes` among the `candidates`, its params written to `params`.
    #[inline(always)]
    fn find_nested<'r>(
        &'r self,
        bytes: &[u8],
        candidates: &Candidates<'r>,
        params: &mut Params,
    ) -> Option<Template<'r>> {
        let Candidates {
            last_slash,
            second_slash,
            wholes,
            parents,
            grandparents,
        } = *candidates;
        let last = &bytes[last_slash + 1..];
        let mut chosen = None;
        for base in wholes {
            if let Some(node) = self.table.get(base.collection as usize) {
                let candidate = Candidate {
                    template: Template::Static(node),
                    base,
                    end: bytes.len(),
                    own: None,
                };
                self.consider(&mut chosen, params, &candidate, bytes);
            }
        }
        let new_form = same_bytes(last, b"new_form");
        for base in parents {
            let (template, own) = match self.table.get(base.new_form as usize) {
                Some(node) if new_form => (Template::Static(node), None),
                // An empty segment is nobody's param (SPEC §6.2).
                _ if base.actions.intersects(MEMBERS) && !last.is_empty() => (
                    Template::Member(base.controller, base.actions),
                    Some((last_slash + 1, bytes.len())),
                ),
                _ => continue,
            };
            let end = last_slash;
            let candidate = Candidate {
                template,
                base,
                end,
                own,
            };
            self.consider(&mut chosen, params, &candidate, bytes);
        }
        for base in grandparents {
            if let Some(node) = self.table.get(base.edit_form as usize) {
                let candidate = Candidate {
                    template: Template::Static(node),
                    base,
                    end: second_slash,
                    own: Some((second_slash + 1, last_slash)),
                };
                self.consider(&mut chosen, params, &candidate, bytes);
            }
        }
        chosen
    }

    /// Keeps `candidate` as the `chosen` template (its params in `params`) if it fits the path
    /// and is the first found: the params go straight into `params`. Another one found after
    /// it is [`contest`](Recognizer::contest)ed.
    #[inline(always)]
    fn consider<'r>(
        &self,
        chosen: &mut Option<Template<'r>>,
        params: &mut Params,
        candidate: &Candidate<'r>,
        bytes: &[u8],
    ) {
        if chosen.is_some() {
            return self.contest(chosen, params, candidate, bytes);
        }
        if self.fits(candidate, bytes, params) {
            *chosen = Some(candidate.template);
        } else {
            params.len = 0;
        }
    }

    /// [`consider`](Recognizer::consider) once a template is chosen: `candidate` takes its
    /// place if it fits and is matchit's choice over it, as the one whose params start later
    /// at their first difference (the other has a param where it has a static segment).
    #[cold]
    #[inline(never)]
    fn contest<'r>(
        &self,
        chosen: &mut Option<Template<'r>>,
        params: &mut Params,
        candidate: &Candidate<'r>,
        bytes: &[u8],
    ) {
        let mut found = Params::NONE;
        if self.fits(candidate, bytes, &mut found) && found.later_than(params) {
            *chosen = Some(candidate.template);
            *params = found;
        }
    }

    /// Whether `candidate` matches `bytes`: its base path is `bytes[..end]`, and then its own
    /// id, if it has one. Its params, the own id last, are written to `found`.
    #[inline(always)]
    fn fits(&self, candidate: &Candidate<'_>, bytes: &[u8], found: &mut Params) -> bool {
        if !self.base_matches(candidate.base, bytes, candidate.end, found) {
            return false;
        }
        if let Some((start, stop)) = candidate.own {
            found.push(start, stop);
        }
        true
    }

    /// The bases whose resource is `resource`.
    #[inline(always)]
    fn bases_named(&self, resource: &[u8]) -> &[Base] {
        if !self.resource_sketch.may_contain(resource) {
            return &[];
        }
        let free = |place: &Resource| place.start == FREE_KEY;
        let found = probe(
            &self.resources,
            self.resource_shift,
            hash(resource),
            free,
            |place| {
                let start = place.start as usize;
                let name = self.names.get(start..start + place.len as usize);
                name.is_some_and(|name| same_bytes(name, resource))
            },
        );
        found
            .and_then(|place| {
                let first = place.first as usize;
                self.bases.get(first..first + place.count as usize)
            })
            .unwrap_or_default()
    }

    /// Whether `bytes[..end]` is the base path of `base`, whose resource the lookup found just
    /// before `end`; its params are written to `found`.
    ///
    /// The skeleton of a base with params is its root's static base path, then `/{param}/r`
    /// per level: so past its first param, each static piece is a single segment, and the last
    /// is the resource, already found where it must be, so only its place is compared.
    #[inline(always)]
    fn base_matches(&self, base: &Base, bytes: &[u8], end: usize, found: &mut Params) -> bool {
        let start = base.key_start as usize;
        let Some(key) = self.keys.get(start..start + base.key_len as usize) else {
            return false;
        };
        let params = &base.param_at[..(base.params as usize).min(MAX_PARAMS)];
        let Some((&first, _)) = params.split_first() else {
            return bytes.get(..end).is_some_and(|head| same_bytes(head, key));
        };
        // The static base path of the root, with the `/` before the first param.
        let mut at = first as usize;
        match (bytes.get(..at), key.get(..at)) {
            (Some(head), Some(piece)) if same_bytes(head, piece) => {}
            _ => return false,
        }
        for (i, &param) in params.iter().enumerate() {
            // Every param is followed by a static piece, so by a `/`; an empty segment is
            // nobody's param (SPEC §6.2).
            let stop = find_byte(b'/', bytes, at).unwrap_or(end);
            if stop == at || stop >= end {
                return false;
            }
            found.push(at, stop);
            let next = params.get(i + 1).map_or(key.len(), |&next| next as usize);
            let piece = key.get(param as usize + 1..next).unwrap_or_default();
            if i + 1 == params.len() {
                return stop + piece.len() == end;
            }
            match bytes.get(stop..stop + piece.len()) {
                Some(head) if same_bytes(head, piece) => at = stop + piece.len(),
                _ => return false,
            }
        }
        false
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
                Some(Plain::Static(node)) => {
                    let (route, index) = self.route_for(Template::Static(node), verb)?;
                    return Ok(Match {
                        route,
                        index,
                        path: recognized,
                        decoded: None,
                    });
                }
                // An arm per kind of template, each built where it is matched, and each answer
                // built in its arm: one arm for both, or a shared function returning the answer,
                // measured 7-8% slower (flat, 10 controllers, every block aligned).
                Some(Plain::Own(Template::Member(controller, actions), (start, end))) => {
                    let marks = Marks::of(bytes, start, end);
                    if watch_query && marks.query {
                        break 'miss;
                    }
                    let template = Template::Member(controller, actions);
                    let (route, index) = self.route_for(template, verb)?;
                    return param_match(route, index, recognized, start, end, marks.percent);
                }
                Some(Plain::Own(Template::Static(node), (start, end))) => {
                    let marks = Marks::of(bytes, start, end);
                    if watch_query && marks.query {
                        break 'miss;
                    }
                    let (route, index) = self.route_for(Template::Static(node), verb)?;
                    return param_match(route, index, recognized, start, end, marks.percent);
                }
                None => {}
            }
            if last_slash == 0 {
                break 'miss;
            }
            let Some(candidates) = self.nested_candidates(bytes, last_slash) else {
                break 'miss;
            };
            let mut params = Params::NONE;
            if let Some(template) = self.find_nested(bytes, &candidates, &mut params) {
                // One scan from the first param to the end: the static segments between the
                // params are keys' and hold neither `?` nor `%`, so most paths are done here.
                let mut percent = 0u8;
                let first = params.spans[..params.len].first().map_or(0, |span| span.0);
                let tail = Marks::of(bytes, first, bytes.len());
                if tail.query || tail.percent {
                    for (i, &(start, end)) in params.spans[..params.len].iter().enumerate() {
                        let marks = Marks::of(bytes, start, end);
                        if watch_query && marks.query {
                            break 'miss;
                        }
                        percent |= u8::from(marks.percent) << i;
                    }
                }
                let (route, index) = self.route_for(template, verb)?;
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
            if let Some(query) = find_byte(b'?', path.as_bytes(), 0) {
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
    if is_dots(path, (start, end)) {
        return Err(RecognizeError::NotFound);
    }
    let decoded = if percent {
        Some(decode(path, &[(start, end)], 1)?)
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

/// Whether a param segment is a raw `.` or `..`, which is never a param (SPEC §6.6).
#[inline(always)]
fn is_dots(path: &str, (start, end): (usize, usize)) -> bool {
    matches!(path.as_bytes().get(start..end), Some(b"." | b".."))
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
    let spans = &params.spans[..params.len];
    if spans.iter().any(|&span| is_dots(path, span)) {
        return Err(RecognizeError::NotFound);
    }
    let decoded = if percent == 0 {
        None
    } else {
        Some(decode(path, spans, percent)?)
    };
    Ok(Match {
        route,
        index,
        path,
        decoded,
    })
}

/// The params of `path` at `spans` with `%` (bit `i` of `percent` for the `i`-th), decoded end
/// to end into one allocation of exactly their decoded length (see [`Match`]).
#[cold]
fn decode(path: &str, spans: &[(usize, usize)], percent: u8) -> Result<Box<str>, RecognizeError> {
    let mut raw = [""; MAX_PARAMS];
    for (param, &(start, end)) in raw.iter_mut().zip(spans) {
        // Params end at a `/` or at the end of the path: at a char boundary.
        *param = path.get(start..end).ok_or(RecognizeError::NotFound)?;
    }
    let with_escapes = || {
        raw.iter()
            .take(spans.len())
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

    /// Of two templates that match one path, the one whose params start later at their first
    /// difference is matchit's choice: the other has a param where it has a static segment.
    #[test]
    fn later_params_win_at_their_first_difference() {
        let params = |starts: &[usize]| {
            let mut params = Params::NONE;
            for &start in starts {
                params.push(start, start + 1);
            }
            params
        };
        // `/a/b/{y}` (from 5) against `/a/{x}/c` (from 3), for `/a/b/c`.
        assert!(params(&[5]).later_than(&params(&[3])));
        assert!(!params(&[3]).later_than(&params(&[5])));
        // `/a/{x}/c` against `/a/{x}/{y}`: no second param is a static segment there.
        assert!(params(&[3]).later_than(&params(&[3, 7])));
        assert!(!params(&[3, 7]).later_than(&params(&[3])));
        assert!(params(&[3, 9]).later_than(&params(&[3, 7])));
        // The same params: neither is later.
        assert!(!params(&[3, 7]).later_than(&params(&[3, 7])));
    }

    #[test]
    fn skeletons_write_params_as_one_byte() {
        assert_eq!(skeleton("/photos"), b"/photos");
        assert_eq!(
            skeleton("/photos/{photo_id}/comments/{id}/edit_form"),
            b"/photos/\xFF/comments/\xFF/edit_form"
        );
    }
}
