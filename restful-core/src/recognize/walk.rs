//! The walk down the tree: the template a path goes to, and where its params are.

use crate::params::Spans;
use crate::scan::Segment;

use super::tree::{Node, NodeId, Tree};

impl Tree {
    /// The node of the template that `path` goes to by path alone, matchit's choice among all
    /// those that match it, and where the path as recognized ends: before the query and one
    /// trailing `/` (the root's own `/` excepted). The spans of its params are written to
    /// `params`.
    ///
    /// `path` starts with `/`. An empty segment matches nothing (no static segment is empty,
    /// and no param either), except one that ends the path: that is the trailing `/`.
    ///
    /// With `TYPED`, a template whose typed params do not all parse does not match, and the
    /// walk goes on to the next; without, templates are matched by the path's shape alone.
    /// Recognition walks without first, and walks again with only when the template it found
    /// has typed params that do not parse: the first template by shape whose types hold is
    /// the one a typed walk finds.
    #[inline(always)]
    pub(crate) fn find<const TYPED: bool>(
        &self,
        path: &[u8],
        params: &mut Spans,
    ) -> Option<(&Node, usize)> {
        self.walk::<TYPED>(path, self.node(NodeId::ROOT), 1, params)
    }

    /// The walk from `node`, whose next segment starts at `at`.
    ///
    /// A segment goes to the node's static child of that name, else to its param child. Where
    /// the node has both, the static child is matchit's choice unless nothing below it
    /// matches the rest of the path: that branch is walked first, by a call of its own, and
    /// the param taken if it finds nothing. A node with params beside static text or a
    /// catch-all is walked apart ([`Tree::walk_dynamic`]). A node is visited at most once per
    /// path, so a walk is never longer than the tree.
    #[inline(always)]
    pub(super) fn walk<'t, const TYPED: bool>(
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
                let end =
                    trailing_slash(path, at).filter(|_| self.takes::<TYPED>(here, path, params))?;
                return Some((here, end));
            }
            if here.dynamic.is_some() && self.dynamic_may_take(path, here, &segment) {
                return self.walk_dynamic::<TYPED>(path, here, &segment, params);
            }
            let next = match (self.static_child_at(here, path, &segment), here.param) {
                (Some(child), None) => &child.node,
                (None, Some(param)) => {
                    params.push(&segment);
                    self.node(param)
                }
                (Some(child), Some(param)) => {
                    let len = params.len();
                    if let Some(found) = self.below::<TYPED>(path, &child.node, end, params) {
                        return Some(found);
                    }
                    params.truncate(len);
                    params.push(&segment);
                    self.node(param)
                }
                (None, None) => return None,
            };
            if ends_path(path, end) {
                return self
                    .takes::<TYPED>(next, path, params)
                    .then_some((next, end));
            }
            (here, at) = (next, end + 1);
        }
    }

    /// The walk below `node`, reached by the segment that ends at `end`: `node` itself if the
    /// path ends there.
    #[inline(never)]
    pub(super) fn below<'t, const TYPED: bool>(
        &'t self,
        path: &[u8],
        node: &'t Node,
        end: usize,
        params: &mut Spans,
    ) -> Option<(&'t Node, usize)> {
        if ends_path(path, end) {
            return self
                .takes::<TYPED>(node, path, params)
                .then_some((node, end));
        }
        self.walk::<TYPED>(path, node, end + 1, params)
    }

    /// Whether the path, which ends at `node` with `params`, matches the template that ends
    /// there: one does, and, in a walk that looks at types (`TYPED`), its typed params all
    /// parse.
    #[inline(always)]
    fn takes<const TYPED: bool>(&self, node: &Node, path: &[u8], params: &Spans) -> bool {
        node.is_template()
            && (!TYPED
                || !node.is_typed()
                || std::str::from_utf8(path).is_ok_and(|path| self.types_hold(node, path, params)))
    }

    /// Whether each typed param of the template that ends at `node` is a value of its type,
    /// `params` being all of the template's.
    #[inline]
    pub(crate) fn types_hold(&self, node: &Node, path: &str, params: &Spans) -> bool {
        // The routes of a node agree on their types: any of them tells.
        let Some(types) = node
            .routes
            .iter()
            .flatten()
            .find_map(|id| self.types.get(id.index()))
        else {
            return true;
        };
        types
            .iter()
            .enumerate()
            .all(|(i, check)| check.is_none_or(|check| params.is_a_value(i, path, check)))
    }

    /// Whether a param beside static text or a catch-all of `here` may take `segment`: if not,
    /// the node is walked as any other for it (its static child, else its whole-segment
    /// param), as [`Tree::walk_dynamic`] would, only faster.
    #[inline(always)]
    fn dynamic_may_take(&self, path: &[u8], here: &Node, segment: &Segment) -> bool {
        let Some(dynamic) = self.dynamic(here) else {
            return false;
        };
        let Some(text) = path.get(segment.start..segment.end) else {
            return false;
        };
        dynamic.catch_all.is_some()
            || dynamic
                .prefixed
                .iter()
                .any(|inline| inline.param_in(text).is_some())
            || dynamic
                .suffixed
                .iter()
                .any(|inline| inline.param_in(text).is_some())
    }

    /// The walk from a node with params beside static text or a catch-all, for its next
    /// `segment` (not empty). Its children are tried in this order (docs/routing.md, "2.4 The
    /// template is chosen by the path alone"):
    ///
    /// 1. the static child of that name;
    /// 2. params with a static prefix, the longest prefix first;
    /// 3. params with a static suffix only: the one with the longest suffix that ends the
    ///    segment, among those where a template ends (for the last segment) or goes on (for
    ///    any other), is taken, and if nothing below it matches, neither is anything else at
    ///    this place — matchit 0.9 does so;
    /// 4. the whole-segment param, or the catch-all, which takes the rest of the path.
    ///
    /// Each of 1 and 2 gives way to the next when nothing below it matches.
    #[inline(never)]
    fn walk_dynamic<'t, const TYPED: bool>(
        &'t self,
        path: &[u8],
        here: &'t Node,
        segment: &Segment,
        params: &mut Spans,
    ) -> Option<(&'t Node, usize)> {
        let (start, end) = (segment.start, segment.end);
        let len = params.len();
        if let Some(child) = self.static_child_at(here, path, segment) {
            if let Some(found) = self.below::<TYPED>(path, &child.node, end, params) {
                return Some(found);
            }
            params.truncate(len);
        }
        let dynamic = self.dynamic(here)?;
        let text = path.get(start..end)?;
        for inline in &dynamic.prefixed {
            if let Some((from, to)) = inline.param_in(text) {
                params.push_inline(start + from, start + to, text);
                let found = self.below::<TYPED>(path, self.node(inline.node), end, params);
                if found.is_some() {
                    return found;
                }
                params.truncate(len);
            }
        }
        // The path's last segment, one trailing `/` aside.
        let last =
            ends_path(path, end) || (path.get(end) == Some(&b'/') && ends_path(path, end + 1));
        let suffixed = dynamic
            .suffixed
            .iter()
            .filter(|inline| if last { inline.ends } else { inline.goes_on })
            .find_map(|inline| Some((inline, inline.param_in(text)?)));
        if let Some((inline, (from, to))) = suffixed {
            params.push_inline(start + from, start + to, text);
            return self.below::<TYPED>(path, self.node(inline.node), end, params);
        }
        if let Some(param) = here.param {
            params.push(segment);
            return self.below::<TYPED>(path, self.node(param), end, params);
        }
        let catch_all = self.node(dynamic.catch_all?);
        let (end, special) = rest_end(path, start)?;
        params.push_rest(start, end, special);
        self.takes::<TYPED>(catch_all, path, params)
            .then_some((catch_all, end))
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

/// Where a catch-all's value that starts at `start` ends: before the query and one trailing
/// `/`; and whether it may need a second look (it holds a `.` or a `%`). None when it would
/// hold an empty segment, which no param holds. One pass over the rest of the path.
fn rest_end(path: &[u8], start: usize) -> Option<(usize, bool)> {
    let rest = path.get(start..)?;
    // The value starts after a `/`: a `/` there would end an empty segment.
    let mut after_slash = true;
    let mut special = false;
    let mut len = rest.len();
    for (at, &byte) in rest.iter().enumerate() {
        match byte {
            b'?' => {
                len = at;
                break;
            }
            b'/' if after_slash => return None,
            b'/' => after_slash = true,
            _ => {
                after_slash = false;
                special |= matches!(byte, b'.' | b'%');
            }
        }
    }
    // One trailing `/` goes; the byte before it is not a `/`, or the value ended above.
    let len = match len > 0 && rest[len - 1] == b'/' {
        true => len - 1,
        false => len,
    };
    (len > 0).then_some((start + len, special))
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

    #[test]
    fn a_catch_all_takes_the_rest_without_its_query_and_trailing_slash_and_no_empty_segment() {
        // A path, where the value starts, and where it ends and whether it holds `.` or `%`.
        type Row = (&'static str, usize, Option<(usize, bool)>);
        let rows: [Row; 13] = [
            ("/f/a", 3, Some((4, false))),
            ("/f/a/b/c", 3, Some((8, false))),
            ("/f/a/b/", 3, Some((6, false))),
            ("/f/a/b?x=/y.%", 3, Some((6, false))),
            ("/f/a/b/?x", 3, Some((6, false))),
            ("/f/a/b.css", 3, Some((10, true))),
            ("/f/a%20b", 3, Some((8, true))),
            ("/f/a//b", 3, None),
            ("/f/a/b//", 3, None),
            ("/f//a", 3, None),
            ("/f/?x", 3, None),
            ("/f/", 3, None),
            ("/f/a/b//?x", 3, None),
        ];
        for (path, at, end) in rows {
            assert_eq!(rest_end(path.as_bytes(), at), end, "{path:?}");
        }
    }
}
