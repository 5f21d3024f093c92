//! Request recognition (the rules are in `docs/routing.md`): which route a method and a path go
//! to, and where its params are.
//!
//! The templates of every route form a [`Tree`]: a node per distinct prefix of a template,
//! segment by segment, with an edge per static segment and one for a `{param}` segment.
//! Templates that differ only in param names share their nodes, and the node where a template
//! ends holds its routes by method. Recognition is then:
//!
//! 1. the walk down the tree ([`Tree::find`]): each segment goes to the static child of that
//!    name if there is one, else to the param child, and when both exist and nothing below the
//!    static child matches, the walk comes back and takes the param (matchit's choice: static
//!    segments win, the leftmost difference decides). The walk records where each param
//!    segment is, so that a [`Match`] reads its params without looking at the path again; and
//!    it ends the path, at the query and without one trailing `/`;
//! 2. the route of the node for the method, else a 405 with the methods the node has;
//! 3. the params: no raw `.` or `..`, and those with `%` decoded ([`Spans::check_and_decode`]).
//!
//! Its speed comes from the shape of the tree: a static child is found in one probe of the
//! parent's own hash table ([`tree`]), after a test of the segment's length against the lengths
//! of the parent's static children, which settles most param segments without hashing them;
//! the place the probe reads holds the child node itself, so that each static segment costs one
//! read of memory; and a walk only comes back where a node has both kinds of child.
//!
//! `Registry::recognize` is inlined into its caller, so that the answer is built where the
//! caller reads it; the functions of the walk are `#[inline(always)]` so that all of it goes
//! with it, as one loop: left to the compiler, some of them stay calls across the crate.

mod build;
mod tree;
mod walk;

use std::num::NonZeroU32;

use http::Method;

pub(crate) use crate::action::Verb;
use crate::controller::Route;
use crate::error::{RecognizeError, RegistryError};
use crate::matched::Match;
use crate::params::{MAX_PATH_LEN, Spans};

pub(crate) use tree::Tree;
use tree::{Node, NodeId};

/// A route's place in its registry's route table ([`Registry::routes`] order): what a
/// [`RouteTable`](crate::RouteTable) indexes its values by. Made only by [`RouteId::new`], which
/// refuses an index that does not fit.
///
/// [`Registry::routes`]: crate::Registry::routes
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) struct RouteId(NonZeroU32);

impl RouteId {
    /// The id of the `index`-th route, if the index fits in 32 bits.
    pub(crate) fn new(index: usize) -> Option<RouteId> {
        let plus_one = u32::try_from(index).ok()?.checked_add(1)?;
        NonZeroU32::new(plus_one).map(RouteId)
    }

    pub(crate) fn index(self) -> usize {
        self.0.get() as usize - 1
    }
}

/// A registry's recognizer: the tree of its templates, and its routes by [`RouteId`].
pub(crate) struct Recognizer {
    tree: Tree,
    routes: Box<[Route]>,
}

impl Recognizer {
    /// The recognizer of `routes`, in registry order: the first route of a conflict is the one
    /// that sorts first.
    ///
    /// # Errors
    ///
    /// [`RegistryError::DuplicateRoute`] for two routes with the same method and templates of
    /// the same shape; [`RegistryError::TooLarge`] for a table that the ids cannot number.
    pub(crate) fn build(routes: Vec<Route>) -> Result<Recognizer, RegistryError> {
        let tree = Tree::build(&routes)?;
        Ok(Recognizer {
            tree,
            routes: routes.into_boxed_slice(),
        })
    }

    /// The routes, by [`RouteId`].
    pub(crate) fn routes(&self) -> &[Route] {
        &self.routes
    }

    /// The node of the template that `path` goes to, and the path as recognized: steps 2.1 and
    /// 2.2 of recognition (docs/routing.md) are the walk's, which ends the path at the query and
    /// takes one trailing `/` off it, unless it is the root. The path must start with `/`, and
    /// be no longer than [`MAX_PATH_LEN`].
    #[inline(always)]
    fn find<'p>(&self, path: &'p str, params: &mut Spans) -> Option<(&Node, &'p str)> {
        if !path.starts_with('/') || path.len() > MAX_PATH_LEN {
            return None;
        }
        let (node, end) = self.tree.find(path.as_bytes(), params)?;
        // The walk ends the path before a `/` or a `?`, or at its end: a char boundary.
        Some((node, path.get(..end)?))
    }

    /// Which route `method` and `path` go to, and where its params are.
    #[inline]
    pub(crate) fn recognize<'p>(
        &self,
        method: &Method,
        path: &'p str,
    ) -> Result<Match<'p>, RecognizeError> {
        let mut params = Spans::EMPTY;
        let (node, path) = self
            .find(path, &mut params)
            .ok_or(RecognizeError::NotFound)?;
        let route_id = node
            .route(Verb::of(method))
            .ok_or(RecognizeError::MethodNotAllowed(node.allowed()))?;
        let decoded = params.check_and_decode(path)?;
        Ok(Match {
            route: self.routes[route_id.index()],
            route_id,
            path,
            params,
            decoded,
        })
    }

    /// A route of the template that `path` goes to, by path alone: each route of a template
    /// has it, so any of them tells which template it is.
    pub(crate) fn template_of(&self, path: &str) -> Option<Route> {
        let mut params = Spans::EMPTY;
        let (node, _) = self.find(path, &mut params)?;
        let id = node.any_route()?;
        self.routes.get(id.index()).copied()
    }

    /// Whether the own id `segment` (encoded) below the base path `base` (a template) would be
    /// read as something else, as path generation's rule has it: `<base>/<segment>` is a
    /// template; or, for an action whose template goes on after the id with the static `tail`
    /// (`edit_form`, a member action's name), `<base>/<segment>/{id}` or
    /// `<base>/<segment>/<tail>` is one. (It escapes a little more than recognition needs: the
    /// rule is the same for every method.)
    pub(crate) fn shadows_own_id(&self, base: &str, segment: &str, tail: Option<&str>) -> bool {
        let tree = &self.tree;
        let template = |node: Option<NodeId>| node.is_some_and(|node| tree.is_template(node));
        let below = tree
            .node_of_template(base)
            .and_then(|base| tree.static_child(tree.node(base), segment.as_bytes()));
        let Some(below) = below else {
            return false;
        };
        template(Some(below))
            || tail.is_some_and(|tail| {
                template(tree.param_child(below))
                    || template(tree.static_child(tree.node(below), tail.as_bytes()))
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_path_recognized_loses_its_query_and_one_trailing_slash() {
        let photos = crate::__private::leak("Photos", "", "photos", "photos", None, 0b111_1111);
        let registry = crate::Registry::new([photos]).expect("one controller");
        let rows = [
            ("/photos", Some("/photos")),
            ("/photos/", Some("/photos")),
            ("/photos//", None),
            ("/photos?x=/y", Some("/photos")),
            ("/photos/?x", Some("/photos")),
            ("/photos/?", Some("/photos")),
            ("/photos/7?x=/y", Some("/photos/7")),
            ("/photos/7/", Some("/photos/7")),
            ("/photos/7//", None),
            ("/photos/7/?x", Some("/photos/7")),
            (
                "/photos/a-segment-longer-than-a-word?x=/y",
                Some("/photos/a-segment-longer-than-a-word"),
            ),
            ("//photos", None),
            ("/", None),
            ("photos", None),
            ("", None),
            ("?/photos", None),
        ];
        for (path, expected) in rows {
            let found = registry.recognize(&http::Method::GET, path).ok();
            assert_eq!(found.map(|found| found.path), expected, "{path:?}");
        }
    }

    #[test]
    fn route_ids_are_numbered_from_zero_and_refuse_what_does_not_fit() {
        assert_eq!(RouteId::new(0).map(RouteId::index), Some(0));
        assert_eq!(RouteId::new(41).map(RouteId::index), Some(41));
        assert_eq!(
            RouteId::new(u32::MAX as usize - 1).map(RouteId::index),
            Some(u32::MAX as usize - 1)
        );
        assert_eq!(RouteId::new(u32::MAX as usize), None);
        assert_eq!(RouteId::new(usize::MAX), None);
    }
}
