//! Request recognition (the rules are in `docs/routing.md`): which route a method and a path go
//! to, and where its params are. Built from templates and methods alone: what a route means
//! (a controller, an action) is the registry's business.
//!
//! The templates form a [`Tree`]: a node per distinct prefix of a template, segment by
//! segment, with an edge per static segment, one for a whole-segment `{param}`, and, kept
//! apart as few templates have them, edges for params with static text beside them and for a
//! catch-all. Templates that differ only in param names share their nodes, and the node where
//! a template ends holds its routes by method. Recognition is then:
//!
//! 1. the walk down the tree ([`Tree::find`]): each segment goes to the static child of that
//!    name if there is one, else to the param child, and when both exist and nothing below the
//!    static child matches, the walk comes back and takes the param (matchit's choice: static
//!    segments win, the leftmost difference decides). The walk records where each param is,
//!    so that a match reads its params without looking at the path again; and it ends the
//!    path, at the query and without one trailing `/`;
//! 2. the route of the node for the method, else a 405 with the methods the node has;
//! 3. the params: no dot segment, and those with `%` decoded ([`Spans::check_and_decode`]).
//!
//! Its speed comes from the shape of the tree: a static child is found in one probe of the
//! parent's own hash table ([`tree`]), after a test of the segment's length against the lengths
//! of the parent's static children, which settles most param segments without hashing them;
//! the place the probe reads holds the child node itself, so that each static segment costs one
//! read of memory; and a walk only comes back where a node has both kinds of child.
//!
//! `recognize` is inlined into its caller, so that the answer is built where the caller reads
//! it; the functions of the walk are `#[inline(always)]` so that all of it goes with it, as one
//! loop: left to the compiler, some of them stay calls across the crate.

mod build;
mod generate;
mod tree;
mod walk;

use std::fmt;
use std::num::NonZeroU32;

use http::Method;

pub(crate) use crate::action::Verb;
use crate::error::RecognizeError;
use crate::params::{MAX_PATH_LEN, Spans};

pub(crate) use build::BuildError;
use tree::Node;
pub(crate) use tree::Tree;
pub(crate) use tree::{Checker, NodeId};

/// A route's place in the list its recognizer was built from (for a registry,
/// [`Registry::routes`] order): what a [`RouteTable`](crate::RouteTable) indexes its values by.
/// Made only by [`RouteId::new`], which refuses an index that does not fit.
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

/// Why two routes cannot be recognized together (the rules are in `docs/routing.md`, "1.2
/// Conflicts"). The same answer whatever order the routes are given in.
///
/// ```
/// use restful_core::{ConflictKind, Method, Recognizer, RecognizerError};
///
/// let err = Recognizer::new([
///     (Method::GET, "/files/{id}", ()),
///     (Method::GET, "/files/{*path}", ()),
/// ])
/// .unwrap_err();
/// assert!(matches!(err, RecognizerError::Conflict { kind: ConflictKind::ParamAndCatchAll, .. }));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[non_exhaustive]
pub enum ConflictKind {
    /// The same method on two templates of the same shape (the same, or different only in
    /// their param names): one request would have two routes.
    SameRoute,
    /// A whole-segment param and a catch-all at one place: a one-segment value could not be
    /// told from the other's.
    ParamAndCatchAll,
    /// A catch-all and a param with a suffix at one place.
    CatchAllAndSuffix,
    /// A param with a static prefix and one with a static suffix at one place: a segment with
    /// both could be either's.
    PrefixAndSuffix,
    /// A param with both a static prefix and suffix beside another param with static text, at
    /// one place: one such param stands alone.
    PrefixedAndSuffixed,
    /// A suffix that extends another's (or a whole-segment param's) by only one or two of the
    /// characters that end a percent-escape, `0-9` and `A-F` (`{x}4` beside `{x}`): a value
    /// that ends with them, however it is spelled (`4`, `%34`), would be read as the longer
    /// suffix, so no path could reach it.
    HexSuffix,
}

impl ConflictKind {
    /// What the conflict is, for a message.
    pub(crate) fn reason(self) -> &'static str {
        match self {
            ConflictKind::SameRoute => "they are the same route: one method, one shape",
            ConflictKind::ParamAndCatchAll => {
                "a whole-segment param and a catch-all cannot stand at one place: a value of one \
                 segment could be either's"
            }
            ConflictKind::CatchAllAndSuffix => {
                "a catch-all and a param with a suffix cannot stand at one place"
            }
            ConflictKind::PrefixAndSuffix => {
                "a param with a prefix and a param with a suffix cannot stand at one place: a \
                 segment with both could be either's"
            }
            ConflictKind::PrefixedAndSuffixed => {
                "a param with both a prefix and a suffix stands alone among the params with \
                 static text at its place"
            }
            ConflictKind::HexSuffix => {
                "one suffix extends the other (or a whole-segment param's) by only one or two of \
                 `0-9` and `A-F`, which a value's percent-escape may end with: some values of the \
                 shorter one could not be written so that they are read back"
            }
        }
    }
}

impl fmt::Display for ConflictKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.reason())
    }
}

impl Tree {
    /// The node of the template that `path` goes to, and the path as recognized: steps 2.1 and
    /// 2.2 of recognition (docs/routing.md) are the walk's, which ends the path at the query and
    /// takes one trailing `/` off it, unless it is the root. The path must start with `/`, and
    /// be no longer than [`MAX_PATH_LEN`].
    #[inline(always)]
    fn locate<'p>(&self, path: &'p str, params: &mut Spans) -> Option<(&Node, &'p str)> {
        if !path.starts_with('/') || path.len() > MAX_PATH_LEN {
            return None;
        }
        let bytes = path.as_bytes();
        let (mut node, mut end) = self.find::<false>(bytes, params)?;
        if node.is_typed() {
            (node, end) = self.with_types(node, end, path, params)?;
        }
        // The walk ends the path before a `/` or a `?`, or at its end: a char boundary.
        Some((node, path.get(..end)?))
    }

    /// Where `path` goes now that the walk by shape found `node`, whose template has typed
    /// params: there if they all parse, else the next template whose typed params all do
    /// (docs/routing.md, "5. Typed params"). Out of the walk's line.
    #[inline(never)]
    fn with_types<'t>(
        &'t self,
        node: &'t Node,
        end: usize,
        path: &str,
        params: &mut Spans,
    ) -> Option<(&'t Node, usize)> {
        if self.types_hold(node, path, params) {
            return Some((node, end));
        }
        *params = Spans::EMPTY;
        self.find::<true>(path.as_bytes(), params)
    }

    /// Which route `method` and `path` go to, and the path as recognized; where its params
    /// are is written to `params`, which the caller then checks and decodes
    /// ([`Spans::check_and_decode`]), so that its answer keeps them where they were written.
    #[inline(always)]
    pub(crate) fn recognize<'p>(
        &self,
        method: &Method,
        path: &'p str,
        params: &mut Spans,
    ) -> Result<(RouteId, &'p str), RecognizeError> {
        let (node, path) = self.locate(path, params).ok_or(RecognizeError::NotFound)?;
        let route = node
            .route(Verb::of(method))
            .ok_or_else(|| RecognizeError::MethodNotAllowed(node.allowed()))?;
        Ok((route, path))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use restful_template::Template;

    fn tree(routes: &[(Verb, &str)]) -> Result<Tree, BuildError> {
        let templates: Vec<Template> = routes
            .iter()
            .map(|(_, text)| Template::parse(text).expect("a template"))
            .collect();
        let routes: Vec<(Verb, &Template)> = routes
            .iter()
            .zip(&templates)
            .map(|(&(verb, _), template)| (verb, template))
            .collect();
        Tree::build(&routes)
    }

    #[test]
    fn the_path_recognized_loses_its_query_and_one_trailing_slash() {
        let routes = [(Verb::Get, "/photos"), (Verb::Get, "/photos/{id}")];
        let tree = tree(&routes).expect("no conflict");
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
            let mut params = Spans::EMPTY;
            let found = tree.recognize(&Method::GET, path, &mut params).ok();
            assert_eq!(found.map(|(_, path)| path), expected, "{path:?}");
        }
    }

    #[test]
    fn a_path_is_recognized_up_to_the_longest_a_span_points_into() {
        let tree = tree(&[(Verb::Get, "/f/{x}"), (Verb::Get, "/{*rest}")]).expect("no conflict");
        for (len, found) in [(MAX_PATH_LEN, true), (MAX_PATH_LEN + 1, false)] {
            // A param after `/f/`, and a catch-all after `/`: the whole path but its prefix.
            for prefix in ["/f/", "/"] {
                let path = format!("{prefix}{}", "x".repeat(len - prefix.len()));
                let mut params = Spans::EMPTY;
                let recognized = tree.recognize(&Method::GET, &path, &mut params).ok();
                assert_eq!(recognized.map(|(_, p)| p.len()), found.then_some(len));
                let value = params.get(0, &path, "").map(str::len);
                assert_eq!(value, found.then_some(len - prefix.len()), "{prefix}");
            }
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

    /// Each rule of what may stand side by side at one place, both ways round.
    #[test]
    fn conflicts_are_a_property_of_the_set() {
        use ConflictKind as K;
        let rows: &[(&str, &str, Option<K>)] = &[
            ("/a/{x}", "/a/{y}", None),
            ("/a/{x}", "/a/{*y}", Some(K::ParamAndCatchAll)),
            ("/a/{*x}", "/a/{y}.png", Some(K::CatchAllAndSuffix)),
            ("/a/v{x}", "/a/{y}.png", Some(K::PrefixAndSuffix)),
            ("/a/v{x}.png", "/a/w{y}", Some(K::PrefixedAndSuffixed)),
            ("/a/v{x}.png", "/a/v{y}", Some(K::PrefixedAndSuffixed)),
            ("/a/v{x}.png", "/a/{y}.jpg", Some(K::PrefixedAndSuffixed)),
            ("/a/{x}4", "/a/{y}", Some(K::HexSuffix)),
            ("/a/{x}.34", "/a/{y}.png", None),
            ("/a/{x}34", "/a/{y}", Some(K::HexSuffix)),
            ("/a/{x}.b4", "/a/{y}4", None),
            ("/a/{x}14", "/a/{y}4", Some(K::HexSuffix)),
            ("/a/{x}g4", "/a/{y}", None),
            ("/a/{x}e4", "/a/{y}", None),
            ("/a/{x}E4", "/a/{y}", Some(K::HexSuffix)),
            ("/a/{x}F", "/a/{y}", Some(K::HexSuffix)),
            ("/a/{x}.mp4", "/a/{y}", None),
            ("/a/{x}", "/a/{x}/b", None),
            ("/a/{x}", "/a/{y}/b", None),
            ("/a/v{x}", "/a/{y}", None),
            ("/a/v{x}", "/a/vw{y}", None),
            ("/a/{x}.png", "/a/{y}.tar.png", None),
            ("/a/{x}.png", "/a/{y}", None),
            ("/a/v{x}.png", "/a/{y}", None),
            ("/a/v{x}.png", "/a/{*y}", None),
            ("/a/v{x}", "/a/{*y}", None),
            ("/a/b", "/a/{*y}", None),
        ];
        for &(a, b, kind) in rows {
            for (first, second) in [(a, b), (b, a)] {
                let got = tree(&[(Verb::Get, first), (Verb::Post, second)]).err();
                let got = got.map(|err| match err {
                    BuildError::Conflict { kind, .. } => kind,
                    other => panic!("{first} {second}: {other:?}"),
                });
                assert_eq!(got, kind, "{first} beside {second}");
            }
        }
        let same = tree(&[(Verb::Get, "/a/{x}"), (Verb::Get, "/a/{x}")]).err();
        assert!(matches!(
            same,
            Some(BuildError::Conflict {
                kind: K::SameRoute,
                first: 0,
                second: 1
            })
        ));
    }
    /// A path's answer among typed templates, by their meaning: the first template the walk
    /// by shape finds whose typed params all parse, the ones that do not taken out of the
    /// table one by one.
    fn by_removal(
        templates: &[Template],
        types: &[Box<[Option<Checker>]>],
        path: &str,
    ) -> Option<usize> {
        let mut alive: Vec<usize> = (0..templates.len()).collect();
        loop {
            let routes: Vec<(Verb, &Template)> = alive
                .iter()
                .map(|&at| (Verb::Get, &templates[at]))
                .collect();
            let tree = Tree::build(&routes).expect("a subset of a table without conflicts");
            let mut params = Spans::EMPTY;
            let (route, _) = tree.recognize(&Method::GET, path, &mut params).ok()?;
            let at = alive[route.index()];
            let holds = types[at].iter().enumerate().all(|(i, check)| {
                check.is_none_or(|check| params.get(i, path, "").is_some_and(check))
            });
            if holds {
                return Some(at);
            }
            alive.retain(|&other| other != at);
        }
    }

    fn digits(text: &str) -> bool {
        !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())
    }

    fn short(text: &str) -> bool {
        text.len() <= 1
    }

    /// A template of static segments and whole-segment params.
    fn template() -> impl proptest::strategy::Strategy<Value = String> {
        use proptest::prelude::*;
        let segment = prop_oneof![Just("a"), Just("b"), Just("{}")];
        proptest::collection::vec(segment, 1..4).prop_map(|segments| {
            let mut n = 0;
            let segments: Vec<String> = segments
                .into_iter()
                .map(|segment| match segment {
                    "{}" => {
                        n += 1;
                        format!("{{p{n}}}")
                    }
                    text => text.to_owned(),
                })
                .collect();
            format!("/{}", segments.join("/"))
        })
    }

    proptest::proptest! {
        /// Recognition with types answers the first template by shape whose typed params all
        /// parse: the walk again with types (`find::<true>`) against taking the templates
        /// that do not out of the table, one by one.
        #[test]
        fn typed_recognition_is_the_first_template_whose_types_hold(
            texts in proptest::collection::vec(template(), 1..8),
            kinds in proptest::collection::vec(0..3_u8, 24),
            paths in proptest::collection::vec(
                proptest::collection::vec(
                    proptest::prop_oneof![
                        proptest::strategy::Just("a"),
                        proptest::strategy::Just("b"),
                        proptest::strategy::Just("7"),
                        proptest::strategy::Just("42"),
                        proptest::strategy::Just("x"),
                    ],
                    1..4,
                ),
                16,
            ),
        ) {
            let mut seen = std::collections::HashSet::new();
            let templates: Vec<Template> = texts
                .iter()
                .filter(|text| seen.insert((*text).clone()))
                .map(|text| Template::parse(text).expect("a template"))
                .collect();
            let mut kind = kinds.iter().cycle();
            let types: Vec<Box<[Option<Checker>]>> = templates
                .iter()
                .map(|template| {
                    (0..template.param_count())
                        .map(|_| match kind.next() {
                            Some(0) => Some(digits as Checker),
                            Some(1) => Some(short as Checker),
                            _ => None,
                        })
                        .collect()
                })
                .collect();
            let routes: Vec<(Verb, &Template)> = templates.iter().map(|t| (Verb::Get, t)).collect();
            // Two templates of one shape conflict (one method): such tables are not built.
            let Ok(tree) = Tree::build_typed(&routes, types.clone()) else {
                return Ok(());
            };
            for segments in paths {
                let path = format!("/{}", segments.join("/"));
                let mut params = Spans::EMPTY;
                let typed = tree
                    .recognize(&Method::GET, &path, &mut params)
                    .ok()
                    .map(|(route, _)| route.index());
                proptest::prop_assert_eq!(typed, by_removal(&templates, &types, &path), "{}", path);
            }
        }
    }
}
