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
    ) -> Option<&'t Node> {
        loop {
            let segment = Segment::at(path, at);
            let end = segment.end;
            let param = here.param.filter(|_| end > at);
            let next = match (self.static_child_at(here, path, &segment), param) {
                (Some(child), None) => &child.node,
                (None, Some(param)) => {
                    params.push(&segment, path);
                    self.node(param)
                }
                (Some(child), Some(param)) => {
                    let len = params.len();
                    if let Some(found) = self.below(path, &child.node, end, params) {
                        return Some(found);
                    }
                    params.truncate(len);
                    params.push(&segment, path);
                    self.node(param)
                }
                (None, None) => return None,
            };
            if end == path.len() {
                return next.is_template().then_some(next);
            }
            (here, at) = (next, end + 1);
        }
    }

    /// The walk below `node`, reached by the segment that ends at `end`: `node` itself at the
    /// end of the path.
    #[inline(never)]
    fn below<'t>(
        &'t self,
        path: &[u8],
        node: &'t Node,
        end: usize,
        params: &mut Spans,
    ) -> Option<&'t Node> {
        if end == path.len() {
            return node.is_template().then_some(node);
        }
        self.walk(path, node, end + 1, params)
    }
}
