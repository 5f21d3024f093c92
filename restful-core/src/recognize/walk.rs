//! The walk down the tree: the template a path goes to, and where its params are.

use crate::params::Spans;
use crate::scan::Segment;

use super::tree::{Node, NodeId, Tree};

impl Tree {
    /// The node of the template that `path` goes to by path alone, matchit's choice among all
    /// those that match it; the spans of its param segments are written to `params`.
    ///
    /// `path` starts with `/` and has neither a query nor a trailing `/` (the root excepted).
    /// An empty segment matches nothing: no static segment is empty, and no param either.
    #[inline(always)]
    pub(crate) fn find(&self, path: &[u8], params: &mut Spans) -> Option<&Node> {
        let found = self.walk(path, NodeId::ROOT, 1, params)?;
        Some(self.node(found))
    }

    /// The walk from `node`, whose next segment starts at `at`.
    ///
    /// A segment goes to the node's static child of that name, else to its param child. Where
    /// the node has both, the static child is matchit's choice unless nothing below it
    /// matches the rest of the path: that branch is walked first, by a call of its own, and
    /// the param taken if it finds nothing. A node is visited at most once per path, so a walk
    /// is never longer than the tree.
    #[inline(always)]
    fn walk(
        &self,
        path: &[u8],
        mut node: NodeId,
        mut at: usize,
        params: &mut Spans,
    ) -> Option<NodeId> {
        loop {
            let segment = Segment::at(path, at);
            let end = segment.end;
            let here = self.node(node);
            let param = here.param.filter(|_| end > at);
            let next = match (self.static_child_at(here, path, &segment), param) {
                (Some(child), None) => child,
                (None, Some(param)) => {
                    params.push(&segment, path);
                    param
                }
                (Some(child), Some(param)) => {
                    let len = params.len();
                    if let Some(found) = self.below(path, child, end, params) {
                        return Some(found);
                    }
                    params.truncate(len);
                    params.push(&segment, path);
                    param
                }
                (None, None) => return None,
            };
            if end == path.len() {
                return self.is_template(next).then_some(next);
            }
            (node, at) = (next, end + 1);
        }
    }

    /// The walk below `node`, reached by the segment that ends at `end`: `node` itself at the
    /// end of the path.
    #[inline(never)]
    fn below(&self, path: &[u8], node: NodeId, end: usize, params: &mut Spans) -> Option<NodeId> {
        if end == path.len() {
            return self.is_template(node).then_some(node);
        }
        self.walk(path, node, end + 1, params)
    }
}
