//! Building the tree from templates and methods: the conflicts, and the limits of its ids.

use std::collections::HashMap;

use restful_template::{Segment, Template};

use crate::allowed::Allowed;
use crate::params::MAX_PARAMS;
use crate::scan::Key;

use super::tree::{Checker, Child, Dynamic, DynamicId, Ends, Inline, Node, NodeId, Tree};
use super::{ConflictKind, RouteId, Verb};

/// Why a set of routes cannot be recognized together. Routes are named by their place in the
/// list the tree is built from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum BuildError {
    /// Two routes that cannot be told apart, or whose templates cannot stand side by side.
    Conflict {
        first: usize,
        second: usize,
        kind: ConflictKind,
    },
    /// A template with more params than a match holds.
    TooManyParams { route: usize },
    /// More routes, nodes or bytes of static segments than the tree's 32-bit ids can number.
    TooLarge { what: &'static str },
}

/// A node while the tree is built.
#[derive(Default)]
struct Draft<'t> {
    routes: [Option<RouteId>; Verb::COUNT],
    /// The first route whose template goes through the node: named in conflicts.
    origin: usize,
    param: Option<NodeId>,
    /// Params with static text beside them: prefix, suffix, child; in the order they came.
    inline: Vec<(&'t str, &'t str, NodeId)>,
    catch_all: Option<NodeId>,
    /// How many static children it has.
    statics: usize,
    /// Whether the template that ends here has typed params.
    typed: bool,
}

impl Tree {
    /// The tree of `routes`: a route's [`RouteId`] is its place in the list.
    ///
    /// # Errors
    ///
    /// [`BuildError::Conflict`] for two routes of the same method and shape (templates that
    /// differ only in param names match the same paths; with other methods they share a node,
    /// each route with its own names), or two templates that may not stand side by side at one
    /// place (docs/routing.md, "1. Templates"); [`BuildError::TooManyParams`] for a
    /// template with more than [`MAX_PARAMS`] params; [`BuildError::TooLarge`] when the routes,
    /// nodes or bytes of static segments outgrow 32-bit ids.
    pub(crate) fn build(routes: &[(Verb, &Template)]) -> Result<Tree, BuildError> {
        Tree::build_typed(routes, Vec::new())
    }

    /// [`Tree::build`], with the types of each route's params by place in its template
    /// (`types[i]` for the `i`-th route; empty, or past the end of `types`, for a route without
    /// typed params). The routes of one template must have the same types (the registry
    /// refuses others): any of them gives the node's.
    pub(crate) fn build_typed(
        routes: &[(Verb, &Template)],
        mut types: Vec<Box<[Option<Checker>]>>,
    ) -> Result<Tree, BuildError> {
        let mut drafts: Vec<Draft<'_>> = vec![Draft::default()];
        let mut shapes = Vec::with_capacity(routes.len());
        // Every static edge: a parent and a segment, to a child.
        let mut edges: HashMap<(NodeId, &str), NodeId> = HashMap::new();
        let push = |drafts: &mut Vec<Draft<'_>>, origin: usize| {
            let id = NodeId::new(drafts.len()).ok_or(BuildError::TooLarge { what: "nodes" })?;
            drafts.push(Draft {
                origin,
                ..Draft::default()
            });
            Ok(id)
        };
        for (at, &(verb, template)) in routes.iter().enumerate() {
            let id = RouteId::new(at).ok_or(BuildError::TooLarge { what: "routes" })?;
            if template.param_count() > MAX_PARAMS {
                return Err(BuildError::TooManyParams { route: at });
            }
            let mut node = NodeId::ROOT;
            for segment in template.segments() {
                let here = node.index();
                node = match segment {
                    Segment::Static(text) => match edges.get(&(node, text)) {
                        Some(&child) => child,
                        None => {
                            let child = push(&mut drafts, at)?;
                            edges.insert((node, text), child);
                            drafts[here].statics += 1;
                            child
                        }
                    },
                    Segment::Param {
                        prefix: "",
                        suffix: "",
                        ..
                    } => match drafts[here].param {
                        Some(child) => child,
                        None => {
                            let child = push(&mut drafts, at)?;
                            drafts[here].param = Some(child);
                            child
                        }
                    },
                    Segment::Param { prefix, suffix, .. } => {
                        let same = |&&(p, s, _): &&(&str, &str, NodeId)| (p, s) == (prefix, suffix);
                        match drafts[here].inline.iter().find(same) {
                            Some(&(_, _, child)) => child,
                            None => {
                                let child = push(&mut drafts, at)?;
                                drafts[here].inline.push((prefix, suffix, child));
                                child
                            }
                        }
                    }
                    Segment::CatchAll { .. } => match drafts[here].catch_all {
                        Some(child) => child,
                        None => {
                            let child = push(&mut drafts, at)?;
                            drafts[here].catch_all = Some(child);
                            child
                        }
                    },
                };
            }
            let slot = &mut drafts[node.index()].routes[verb as usize];
            if let Some(first) = *slot {
                return Err(conflict(first.index(), at, ConflictKind::SameRoute));
            }
            *slot = Some(id);
            let typed = types
                .get(at)
                .is_some_and(|types| types.iter().any(Option::is_some));
            drafts[node.index()].typed |= typed;
            shapes.push(node);
        }
        for draft in &drafts {
            check_place(&drafts, draft)?;
        }
        // Each node's static children, in the order they were made, so that a tree's tables
        // are the same on every run.
        let mut children = vec![Vec::new(); drafts.len()];
        let mut edges: Vec<_> = edges.into_iter().collect();
        edges.sort_unstable_by_key(|&(_, child)| child.index());
        for ((parent, segment), child) in edges {
            children[parent.index()].push((segment, child));
        }
        let mut nodes: Vec<Node> = drafts
            .iter()
            .map(|draft| Node {
                routes: draft.routes,
                param: draft.param,
                ends: Ends::new(
                    Verb::ALL
                        .into_iter()
                        .filter(|&verb| draft.routes[verb as usize].is_some())
                        .fold(Allowed::EMPTY, Allowed::with),
                    draft.typed,
                ),
                ..Node::default()
            })
            .collect();
        let dynamics = dynamics(&mut nodes, &drafts)?;
        let (children, segments) = tables(&mut nodes, &children)?;
        Ok(Tree {
            nodes: nodes.into_boxed_slice(),
            children,
            segments,
            dynamics,
            shapes: shapes.into_boxed_slice(),
            types: {
                types.resize_with(routes.len(), Box::default);
                types.into_boxed_slice()
            },
        })
    }
}

fn conflict(first: usize, second: usize, kind: ConflictKind) -> BuildError {
    BuildError::Conflict {
        first,
        second,
        kind,
    }
}

/// The rules of what may stand side by side at one place (docs/routing.md, "1.2 Conflicts"):
/// below one node, any static segments; params with static text beside them of one kind (each
/// with a prefix only, each with a suffix only, or a single one with both); and a
/// whole-segment param or a catch-all, not both. A catch-all does not stand beside params with
/// a suffix, and a suffix may not extend another one (or a whole-segment param) by only one or
/// two hex digits: a value that ends with them could not be written so that it is read back.
fn check_place(drafts: &[Draft<'_>], draft: &Draft<'_>) -> Result<(), BuildError> {
    let origin = |id: NodeId| drafts[id.index()].origin;
    if let (Some(param), Some(catch_all)) = (draft.param, draft.catch_all) {
        let (first, second) = ordered(origin(param), origin(catch_all));
        return Err(conflict(first, second, ConflictKind::ParamAndCatchAll));
    }
    let both = draft
        .inline
        .iter()
        .find(|(p, s, _)| !p.is_empty() && !s.is_empty());
    if let Some(&(_, _, both)) = both {
        if let Some(&(_, _, other)) = draft.inline.iter().find(|&&(_, _, id)| id != both) {
            let (first, second) = ordered(origin(both), origin(other));
            return Err(conflict(first, second, ConflictKind::PrefixedAndSuffixed));
        }
    }
    let prefixed = draft.inline.iter().find(|(p, _, _)| !p.is_empty());
    let suffixed = draft.inline.iter().find(|(p, _, _)| p.is_empty());
    if let (Some(&(_, _, a)), Some(&(_, _, b))) = (prefixed, suffixed) {
        let (first, second) = ordered(origin(a), origin(b));
        return Err(conflict(first, second, ConflictKind::PrefixAndSuffix));
    }
    if let (Some(catch_all), Some(&(_, _, suffix))) = (draft.catch_all, suffixed) {
        let (first, second) = ordered(origin(catch_all), origin(suffix));
        return Err(conflict(first, second, ConflictKind::CatchAllAndSuffix));
    }
    // A suffix against every shorter one that it ends with, and against a whole-segment param
    // (the empty suffix).
    let suffixes = draft.inline.iter().filter(|(p, _, _)| p.is_empty());
    let shorter = suffixes
        .clone()
        .map(|&(_, s, id)| (s, id))
        .chain(draft.param.map(|id| ("", id)));
    for &(_, long, a) in suffixes {
        for (short, b) in shorter.clone() {
            let extra = long
                .strip_suffix(short)
                .filter(|_| long.len() > short.len());
            if extra.is_some_and(only_hex_digits) {
                let (first, second) = ordered(origin(a), origin(b));
                return Err(conflict(first, second, ConflictKind::HexSuffix));
            }
        }
    }
    Ok(())
}

/// Whether `extra`, what one suffix adds to another, is one or two of the characters that end
/// a percent-escape as path generation writes it (`0-9`, `A-F`): a value whose last character
/// must be escaped, or is such a digit, may end with them however it is spelled (`4` and `%34`
/// both end with `4`; a `/` is `%2F`).
fn only_hex_digits(extra: &str) -> bool {
    (1..=2).contains(&extra.len())
        && extra
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'A'..=b'F').contains(&b))
}

fn ordered(a: usize, b: usize) -> (usize, usize) {
    (a.min(b), a.max(b))
}

/// Each node's params with static text beside them and its catch-all, in the order the walk
/// tries them, for the nodes that have any.
fn dynamics(nodes: &mut [Node], drafts: &[Draft<'_>]) -> Result<Box<[Dynamic]>, BuildError> {
    let too_large = || BuildError::TooLarge {
        what: "nodes with params beside static text or a catch-all",
    };
    let mut dynamics = Vec::new();
    for (at, draft) in drafts.iter().enumerate() {
        if draft.inline.is_empty() && draft.catch_all.is_none() {
            continue;
        }
        let inline = |&(prefix, suffix, node): &(&str, &str, NodeId)| {
            let child = &drafts[node.index()];
            Inline {
                prefix: prefix.as_bytes().into(),
                suffix: suffix.as_bytes().into(),
                node,
                ends: child.routes != [None; Verb::COUNT],
                goes_on: child.statics > 0
                    || child.param.is_some()
                    || !child.inline.is_empty()
                    || child.catch_all.is_some(),
            }
        };
        let mut prefixed: Vec<Inline> = draft
            .inline
            .iter()
            .filter(|(p, _, _)| !p.is_empty())
            .map(inline)
            .collect();
        prefixed.sort_by_key(|inline| std::cmp::Reverse(inline.prefix.len()));
        let mut suffixed: Vec<Inline> = draft
            .inline
            .iter()
            .filter(|(p, _, _)| p.is_empty())
            .map(inline)
            .collect();
        suffixed.sort_by_key(|inline| std::cmp::Reverse(inline.suffix.len()));
        nodes[at].dynamic = Some(DynamicId::new(dynamics.len()).ok_or_else(too_large)?);
        dynamics.push(Dynamic {
            prefixed: prefixed.into_boxed_slice(),
            suffixed: suffixed.into_boxed_slice(),
            catch_all: draft.catch_all,
        });
    }
    Ok(dynamics.into_boxed_slice())
}

/// Every node's table of static children, end to end, and the segments their keys do not
/// tell apart, end to end.
type Tables = (Box<[Child]>, Box<[u8]>);

/// Each node's hash table of its static children (see [`Table`]), end to end, and the
/// segments that their keys do not tell apart. The first two places are free, the table of
/// every node without static children.
fn tables(nodes: &mut [Node], children: &[Vec<(&str, NodeId)>]) -> Result<Tables, BuildError> {
    let too_large = || BuildError::TooLarge {
        what: "bytes of static segments",
    };
    let mut places = vec![Child::default(); 2];
    let mut segments = Vec::new();
    for (node, children) in nodes.iter_mut().zip(children) {
        // The two free places, the table of every node without static children.
        (node.table, node.table_shift) = (0, 63);
        if children.is_empty() {
            continue;
        }
        // Dense enough that a table fits in fewer cache lines (a root with hundreds of
        // children is read by every request), sparse enough that a probe is short; and never
        // full, so that a free place ends every probe.
        let len = (children.len() * 4 / 3 + 1).next_power_of_two();
        let start = places.len();
        node.table = u32::try_from(start).map_err(|_| BuildError::TooLarge {
            what: "static segments",
        })?;
        node.table_shift = 64 - len.trailing_zeros() as u8;
        places.resize(start + len, Child::default());
        for &(segment, child) in children {
            let key = Key::of(segment.as_bytes());
            node.lengths.insert(segment.len());
            let mut at = node.home(key.hash(segment.len()));
            while places[start + at].id.is_some() {
                at = (at + 1) & node.table_mask();
            }
            places[start + at] = Child {
                key,
                len: u32::try_from(segment.len()).map_err(|_| too_large())?,
                start: u32::try_from(segments.len()).map_err(|_| too_large())?,
                id: Some(child),
                node: Node::default(),
            };
            if segment.len() > 16 {
                segments.extend_from_slice(segment.as_bytes());
            }
        }
    }
    // Each place holds a copy of its child, now that every node has its table.
    for place in &mut places {
        if let Some(id) = place.id {
            place.node = nodes[id.index()];
        }
    }
    u32::try_from(segments.len()).map_err(|_| too_large())?;
    Ok((places.into_boxed_slice(), segments.into_boxed_slice()))
}
