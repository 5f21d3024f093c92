//! The walk down the tree: the template a path goes to, and where its params are.

use crate::params::Spans;
use crate::scan::Segment;

use super::tree::{Node, NodeId, Tree};

impl Tree {
    /// The node of the template that `path` goes to by path alone, matchit's choice among all
    /// those that match it, and where the path as recognized ends: before the query and one
    /// trailing `/` (the root's own `/` excepted). The spans of its param segments are written
    /// to `params`.
    ///
    /// `path` starts with `/`. An empty segment matches nothing (no static segment is empty,
    /// and no param either), except one that ends the path: that is the trailing `/`.
    #[inline(always)]
    pub(crate) fn find(&self, path: &[u8], params: &mut Spans) -> Option<(&Node, usize)> {
        self.walk(path, self.node(NodeId::ROOT), 1, params)
    }

    /// The walk from `node`, whose next segment starts at `at`.
    ///
    /// A segment goes to the node's static child of that name, else to its param child. Where
    /// the node has both, the static child is matchit's choice unless nothing below it
    /// matches the rest of the path: that branch is walked first, by a call of its own, and
    /// the param taken if it finds nothing. A node is visited at most once per path, so a walk
    /// is never longer than the tree.
    #[inline(always)]
    fn walk<'t>(
        &'t self,
        path: &[u8],
        mut here: &'t Node,
        mut at: usize,
        params: &mut Spans,
    ) -> Option<(&'t Node, usize)> {
        loop {
            let segment = Segment::at(path, at);
            let end = segment.end;
            if end == at {
                let end = trailing_slash(path, at).filter(|_| here.is_template())?;
                return Some((here, end));
            }
            let next = match (self.static_child_at(here, path, &segment), here.param) {
                (Some(child), None) => &child.node,
                (None, Some(param)) => {
                    params.push(&segment);
                    self.node(param)
                }
                (Some(child), Some(param)) => {
                    let len = params.len();
                    if let Some(found) = self.below(path, &child.node, end, params) {
                        return Some(found);
                    }
                    params.truncate(len);
                    params.push(&segment);
                    self.node(param)
                }
                (None, None) => return None,
            };
            if ends_path(path, end) {
                return next.is_template().then_some((next, end));
            }
            (here, at) = (next, end + 1);
        }
    }

    /// The walk below `node`, reached by the segment that ends at `end`: `node` itself if the
    /// path ends there.
    #[inline(never)]
    fn below<'t>(
        &'t self,
        path: &[u8],
        node: &'t Node,
        end: usize,
        params: &mut Spans,
    ) -> Option<(&'t Node, usize)> {
        if ends_path(path, end) {
            return node.is_template().then_some((node, end));
        }
        self.walk(path, node, end + 1, params)
    }
}

/// Whether the segment that ends at `end` is the path's last: the path or its query starts there.
#[inline(always)]
fn ends_path(path: &[u8], end: usize) -> bool {
    path.get(end).is_none_or(|&byte| byte == b'?')
}

/// Where the path as recognized ends, for the empty segment at `at` (after the `/` that ends
/// the segment before it): the path ends there if nothing but the query follows, and that `/`
/// goes, unless it is the root's own. `//` is the root with its trailing `/`. Any other empty
/// segment matches nothing.
#[cold]
fn trailing_slash(path: &[u8], at: usize) -> Option<usize> {
    match ends_path(path, at) {
        true => Some((at - 1).max(1)),
        false if at == 1 && ends_path(path, 2) => Some(1),
        false => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_segment_ends_the_path_only_before_the_query() {
        let rows: [(&str, usize, Option<usize>); 10] = [
            ("/", 1, Some(1)),
            ("/?x=/y", 1, Some(1)),
            ("//", 1, Some(1)),
            ("//?x", 1, Some(1)),
            ("///", 1, None),
            ("//x", 1, None),
            ("/photos/", 8, Some(7)),
            ("/photos/?x=/y", 8, Some(7)),
            ("/photos//", 8, None),
            ("/photos//?x", 8, None),
        ];
        for (path, at, end) in rows {
            assert_eq!(trailing_slash(path.as_bytes(), at), end, "{path:?}");
        }
    }
}
