//! The tree of templates, and the lookup of a node's static child.

use std::num::{NonZeroU16, NonZeroU32};

use crate::allowed::Allowed;
use crate::scan::{Key, Segment, same_bytes};

use super::{RouteId, Verb};

/// A node's place in [`Tree::nodes`]. Made only by [`NodeId::new`] while the tree is built, for a
/// node it pushes, so it is always in range.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) struct NodeId(NonZeroU32);

impl NodeId {
    pub(super) const ROOT: NodeId = NodeId(NonZeroU32::MIN);

    /// The id of the `index`-th node, if the index fits in 32 bits.
    pub(super) fn new(index: usize) -> Option<NodeId> {
        let plus_one = u32::try_from(index).ok()?.checked_add(1)?;
        NonZeroU32::new(plus_one).map(NodeId)
    }

    #[inline(always)]
    pub(super) fn index(self) -> usize {
        self.0.get() as usize - 1
    }
}

/// A node's params with static text beside them, and its catch-all: its place in
/// [`Tree::dynamics`]. Few nodes have one, so it is kept out of the node, and 16 bits number
/// them.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) struct DynamicId(NonZeroU16);

impl DynamicId {
    pub(super) fn new(index: usize) -> Option<DynamicId> {
        let plus_one = u16::try_from(index).ok()?.checked_add(1)?;
        NonZeroU16::new(plus_one).map(DynamicId)
    }

    pub(super) fn index(self) -> usize {
        self.0.get() as usize - 1
    }
}

/// One prefix of one or more templates, segment by segment: the shape of its segments, with
/// the param names left out. 32 bytes: two to a cache line, none across two.
#[derive(Clone, Copy, Default, Debug)]
#[repr(align(32))]
pub(crate) struct Node {
    /// The routes of the template that ends here, by [`Verb`]; none where no template ends.
    pub(super) routes: [Option<RouteId>; Verb::COUNT],
    /// The child reached by a whole-segment `{param}`.
    pub(super) param: Option<NodeId>,
    /// The lengths of the segments of the static children.
    pub(super) lengths: Lengths,
    /// The static children: a hash table of their own, `2^(64 - table_shift)` places of
    /// [`Tree::children`] from `table`, at most three quarters full; a hash shifted right by
    /// `table_shift` (its high bits) is the place a child is looked for first.
    pub(super) table: u32,
    /// The params with static text beside them, and the catch-all, if the node has any.
    pub(super) dynamic: Option<DynamicId>,
    pub(super) table_shift: u8,
    /// The template that ends here: the methods of its routes, for a 405 (HEAD wherever GET
    /// is; none where no template ends), and whether it has typed params.
    pub(super) ends: Ends,
}

/// What a node knows of the template that ends at it, in one byte: the bits of the
/// [`Allowed`] set of its routes' methods, and [`Ends::TYPED`].
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
pub(super) struct Ends(u8);

impl Ends {
    /// The template has typed params: a path it matches by shape may still not match it.
    const TYPED: u8 = 0x80;

    pub(super) fn new(allowed: Allowed, typed: bool) -> Ends {
        debug_assert_eq!(allowed.bits() & Ends::TYPED, 0, "five methods, five bits");
        Ends(allowed.bits() | if typed { Ends::TYPED } else { 0 })
    }
}

impl Node {
    /// The route of the template that ends here for `verb`.
    #[inline]
    pub(super) fn route(&self, verb: Option<Verb>) -> Option<RouteId> {
        self.routes[verb? as usize]
    }

    /// The methods of the template that ends here: none if no template does.
    pub(super) fn allowed(&self) -> Allowed {
        Allowed::from_bits(self.ends.0 & !Ends::TYPED)
    }

    /// Whether a template ends here.
    #[inline(always)]
    pub(super) fn is_template(&self) -> bool {
        self.ends.0 & !Ends::TYPED != 0
    }

    /// Whether the template that ends here has typed params.
    #[inline(always)]
    pub(super) fn is_typed(&self) -> bool {
        self.ends.0 & Ends::TYPED != 0
    }

    /// The place of its table where a child whose segment has `hash` is looked for first.
    #[inline(always)]
    pub(super) fn home(&self, hash: u64) -> usize {
        (hash >> self.table_shift) as usize
    }

    /// The places of its table, less one: a probe goes on from the last place to the first.
    #[inline(always)]
    pub(super) fn table_mask(&self) -> usize {
        (u64::MAX >> self.table_shift) as usize
    }
}

/// A set of segment lengths, one bit each up to 30 and one for every longer length: a segment
/// whose length has no bit is no static child, found without hashing it. Ids rarely have the
/// length of their static siblings.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
pub(super) struct Lengths(u32);

impl Lengths {
    #[inline(always)]
    fn bit(len: usize) -> u32 {
        1 << len.min(31)
    }

    pub(super) fn insert(&mut self, len: usize) {
        self.0 |= Lengths::bit(len);
    }

    #[inline(always)]
    fn may_contain(self, len: usize) -> bool {
        self.0 & Lengths::bit(len) != 0
    }
}

const _: () = assert!(size_of::<Node>() == 32);

/// A place of a node's table: a static child, whose segment has `key` and `len` (and, past 16
/// bytes, is `Tree::segments[start..start + len]`), or nothing (`id` is `None`). The child node
/// itself is kept here, a copy of `Tree::nodes[id]`: the probe that finds a child has read it,
/// so a walk down static segments reads one place per segment. 64 bytes: one cache line.
#[derive(Clone, Copy, Default, Debug)]
#[repr(align(64))]
pub(super) struct Child {
    pub(super) key: Key,
    pub(super) len: u32,
    pub(super) start: u32,
    pub(super) id: Option<NodeId>,
    pub(super) node: Node,
}

const _: () = assert!(size_of::<Child>() == 64);

/// A node's params with static text beside them (`~{username}`, `{name}.json`,
/// `img-{id}.png`), in the order recognition tries them, and its catch-all.
#[derive(Clone, Debug, Default)]
pub(super) struct Dynamic {
    /// Params with a static prefix (and maybe a suffix), the longest prefix first: each is
    /// tried in turn, and the next when nothing below it matches.
    pub(super) prefixed: Box<[Inline]>,
    /// Params with a static suffix only, the longest suffix first: the first whose suffix
    /// ends the segment is taken, for better or worse (see `walk`).
    pub(super) suffixed: Box<[Inline]>,
    /// The `{*catch_all}` child: a node with routes and no children.
    pub(super) catch_all: Option<NodeId>,
}

/// Whether a param's text, percent-decoded, is a value of its type.
pub(crate) type Checker = fn(&str) -> bool;

/// A param with static text beside it in its segment.
#[derive(Clone, Debug)]
pub(super) struct Inline {
    pub(super) prefix: Box<[u8]>,
    pub(super) suffix: Box<[u8]>,
    pub(super) node: NodeId,
    /// Whether a template ends at `node`, and whether one goes on below it.
    pub(super) ends: bool,
    pub(super) goes_on: bool,
}

impl Inline {
    /// The span of the param in `segment` (bytes `start..end` of a path): the segment starts
    /// with the prefix and ends with the suffix, and something is left between them.
    #[inline]
    pub(super) fn param_in(&self, segment: &[u8]) -> Option<(usize, usize)> {
        let (prefix, suffix) = (self.prefix.len(), self.suffix.len());
        let len = segment.len();
        // Static text is a few bytes: compared a word at a time, without a call to `memcmp`.
        let fits = len > prefix + suffix
            && same_bytes(&segment[..prefix], &self.prefix)
            && same_bytes(&segment[len - suffix..], &self.suffix);
        fits.then(|| (prefix, len - suffix))
    }
}

/// The templates of a set of routes, as a tree of segments.
#[derive(Debug)]
pub(crate) struct Tree {
    /// Every node, the root first.
    pub(super) nodes: Box<[Node]>,
    /// The nodes' tables of static children, end to end: each at most three quarters full, so
    /// that a probe mostly ends at its first place or the next, and a table holds a free place;
    /// a child is at the place its hash picks, or in the next ones. Each place holds its child
    /// node.
    pub(super) children: Box<[Child]>,
    /// The segments longer than a [`Key`] tells apart, end to end.
    pub(super) segments: Box<[u8]>,
    /// The params with static text beside them and the catch-alls, of the nodes that have any.
    pub(super) dynamics: Box<[Dynamic]>,
    /// The node where each route's template ends, by [`RouteId`](super::RouteId): routes of
    /// one node have templates of one shape.
    pub(super) shapes: Box<[NodeId]>,
    /// The types of the params of each route's template, by [`RouteId`](super::RouteId) and
    /// place in the template: empty for a route without typed params. The routes of a node
    /// have the same. A path whose typed params do not all parse does not match the template
    /// (docs/routing.md, "5. Typed params").
    pub(super) types: Box<[Box<[Option<Checker>]>]>,
}

impl Tree {
    /// The node where the `at`-th route's template ends: routes of one node have templates of
    /// one shape.
    pub(crate) fn shape(&self, at: usize) -> Option<NodeId> {
        self.shapes.get(at).copied()
    }

    #[inline(always)]
    pub(super) fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id.index()]
    }

    /// The shape of the `index`-th route's template: the same for every route whose template
    /// matches the same paths.
    pub(crate) fn shape_of(&self, index: usize) -> Option<NodeId> {
        self.shapes.get(index).copied()
    }

    pub(super) fn dynamic(&self, node: &Node) -> Option<&Dynamic> {
        self.dynamics.get(node.dynamic?.index())
    }

    /// The static child of `node` whose segment is `segment`.
    pub(super) fn static_child(&self, node: &Node, segment: &[u8]) -> Option<NodeId> {
        self.static_child_at(node, segment, &Segment::at(segment, 0))?
            .id
    }

    /// The place of the static child of `node` whose segment is `segment`, read from `path`.
    #[inline(always)]
    pub(super) fn static_child_at(
        &self,
        node: &Node,
        path: &[u8],
        segment: &Segment,
    ) -> Option<&Child> {
        let len = segment.len();
        if !node.lengths.may_contain(len) {
            return None;
        }
        let key = segment.key();
        let first = node.table as usize;
        let mut at = node.home(key.hash(len));
        // Never full: a free place ends the probe before it comes round. The key is compared
        // first, as the place looked at first mostly holds the child: a free place (key and
        // length zero) matches only an empty segment, and is told from a child by its id.
        loop {
            let child = self.children.get(first + at)?;
            if child.key == key
                && child.len as usize == len
                && (len <= 16 || self.same(child, path, segment))
            {
                return Some(child).filter(|child| child.id.is_some());
            }
            child.id?;
            at = (at + 1) & node.table_mask();
        }
    }

    /// Whether a child's segment, longer than its key tells apart, is `segment` of `path`.
    /// Apart from the walk's loop: the segment is sliced only here.
    #[cold]
    fn same(&self, child: &Child, path: &[u8], segment: &Segment) -> bool {
        let start = child.start as usize;
        let bytes = self.segments.get(start..start + child.len as usize);
        let segment = path.get(segment.start..segment.end);
        bytes
            .zip(segment)
            .is_some_and(|(bytes, segment)| same_bytes(bytes, segment))
    }
}
