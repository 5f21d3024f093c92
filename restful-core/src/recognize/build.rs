//! Building the tree from a registry's routes: the conflicts, and the limits of its ids.

use std::collections::HashMap;

use crate::controller::Route;
use crate::error::RegistryError;
use crate::scan::Key;

use super::RouteId;
use super::tree::{Child, Node, NodeId, Tree};

impl Tree {
    /// The tree of `routes`, in registry order: a route's [`RouteId`] is its place there.
    ///
    /// # Errors
    ///
    /// [`RegistryError::DuplicateRoute`] when two routes have the same method and templates of
    /// the same shape (the same node); [`RegistryError::CustomClash`] when a custom action's
    /// template has the shape of another controller's; [`RegistryError::TooLarge`] when the routes, the nodes
    /// or the bytes of the static segments outgrow 32-bit ids.
    pub(crate) fn build(routes: &[Route]) -> Result<Tree, RegistryError> {
        let mut nodes = vec![Node::default()];
        // Every static edge: a parent and a segment, to a child.
        let mut edges: HashMap<(NodeId, &'static str), NodeId> = HashMap::new();
        let push = |nodes: &mut Vec<Node>| {
            let id = NodeId::new(nodes.len()).ok_or(RegistryError::TooLarge { what: "nodes" })?;
            nodes.push(Node::default());
            Ok(id)
        };
        for (at, &route) in routes.iter().enumerate() {
            let id = RouteId::new(at).ok_or(RegistryError::TooLarge { what: "routes" })?;
            let mut node = NodeId::ROOT;
            for segment in route.path().split('/').skip(1) {
                node = if segment.starts_with('{') {
                    match nodes[node.index()].param {
                        Some(child) => child,
                        None => {
                            let child = push(&mut nodes)?;
                            nodes[node.index()].param = Some(child);
                            child
                        }
                    }
                } else {
                    match edges.get(&(node, segment)) {
                        Some(&child) => child,
                        None => {
                            let child = push(&mut nodes)?;
                            edges.insert((node, segment), child);
                            nodes[node.index()].lengths.insert(segment.len());
                            child
                        }
                    }
                };
            }
            let here = &mut nodes[node.index()];
            if let Some(other) = here.any_route().map(|other| routes[other.index()]) {
                let custom = route.action().is_custom() || other.action().is_custom();
                if custom && other.controller() != route.controller() {
                    return Err(RegistryError::CustomClash {
                        template: other.path(),
                        first: other,
                        second: route,
                    });
                }
            }
            let slot = &mut here.routes[route.action().verb() as usize];
            if let Some(first) = *slot {
                let first = routes[first.index()];
                return Err(RegistryError::DuplicateRoute {
                    method: route.method(),
                    template: first.path(),
                    first,
                    second: route,
                });
            }
            *slot = Some(id);
            here.allowed = here.allowed.add(route.action());
        }
        // Each node's static children, in the order they were made, so that a registry's
        // tables are the same on every run.
        let mut children = vec![Vec::new(); nodes.len()];
        let mut edges: Vec<_> = edges.into_iter().collect();
        edges.sort_unstable_by_key(|&(_, child)| child.index());
        for ((parent, segment), child) in edges {
            children[parent.index()].push((segment, child));
        }
        let (children, segments) = tables(&mut nodes, &children)?;
        Ok(Tree {
            nodes: nodes.into_boxed_slice(),
            children,
            segments,
        })
    }
}

/// Every node's table of static children, end to end, and the segments their keys do not
/// tell apart, end to end.
type Tables = (Box<[Child]>, Box<[u8]>);

/// Each node's hash table of its static children (see [`Node::table`]), end to end, and the
/// segments that their keys do not tell apart. The first two places are free, the table of
/// every node without static children.
fn tables(
    nodes: &mut [Node],
    children: &[Vec<(&'static str, NodeId)>],
) -> Result<Tables, RegistryError> {
    let too_large = || RegistryError::TooLarge {
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
        node.table = u32::try_from(start).map_err(|_| RegistryError::TooLarge {
            what: "static segments",
        })?;
        node.table_shift = 64 - len.trailing_zeros() as u8;
        places.resize(start + len, Child::default());
        for &(segment, child) in children {
            let key = Key::of(segment.as_bytes());
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
