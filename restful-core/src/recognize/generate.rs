//! Path generation against the tree: a template with its params written in, escaped where a
//! plain encoding would be read as another template (docs/routing.md, "3. Path generation").

use std::fmt::Write;

use restful_template::{Segment, Template};

use crate::encoding;
use crate::params::Spans;

use super::tree::{Inline, Node, NodeId, Tree};
use super::{RouteId, Verb};

/// A param's value as written into the path: percent-encoded, and which of its ends are
/// escaped further so that no other template claims it.
struct Written {
    encoded: String,
    first: bool,
    last: bool,
}

/// Which end of a value to escape against a template that claims it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum End {
    First,
    Last,
}

impl Written {
    /// `value` encoded for a param: bytes outside RFC 3986 `pchar` (and `%`) escaped; for a
    /// catch-all, each of its segments so, `/` kept between non-empty ones (an empty segment
    /// would match nothing: its `/` is escaped instead).
    fn new(value: &str, catch_all: bool) -> Written {
        let encoded = match catch_all {
            false => encoding::encode(value).into_owned(),
            true => encode_rest(value),
        };
        Written {
            encoded,
            first: false,
            last: false,
        }
    }

    /// Whether the byte at that end is written as itself, not as part of an escape.
    fn is_plain(&self, end: End) -> bool {
        let bytes = self.encoded.as_bytes();
        match end {
            End::First => bytes.first().is_some_and(|&b| b != b'%'),
            End::Last => bytes.len() < 3 || bytes[bytes.len() - 3] != b'%',
        }
    }

    fn escape(&mut self, end: End) -> bool {
        // A one-byte value whose first byte is escaped has no plain last byte.
        let single = self.encoded.len() == 1 && (self.first || self.last);
        if !self.is_plain(end) || self.escaped(end) || single {
            return false;
        }
        match end {
            End::First => self.first = true,
            End::Last => self.last = true,
        }
        true
    }

    fn escaped(&self, end: End) -> bool {
        match end {
            End::First => self.first,
            End::Last => self.last,
        }
    }

    /// Appends the value to `path`, its escaped ends as upper-case `%XX`. An escaped end is a
    /// plain byte, which only the encoding's plain bytes are: ASCII.
    fn write(&self, path: &mut String) {
        let mut text = self.encoded.as_str();
        if self.first {
            let _ = write!(path, "%{:02X}", text.as_bytes()[0]);
            text = &text[1..];
        }
        let mut tail = None;
        if self.last && !text.is_empty() {
            tail = Some(text.as_bytes()[text.len() - 1]);
            text = &text[..text.len() - 1];
        }
        path.push_str(text);
        if let Some(byte) = tail {
            let _ = write!(path, "%{byte:02X}");
        }
    }
}

/// A catch-all's value, encoded segment by segment: `/` kept only between two non-empty
/// segments, escaped elsewhere (a leading, trailing or doubled `/`), and a segment `.` or
/// `..` with its first byte escaped.
fn encode_rest(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    let mut segment_start = 0;
    for (i, piece) in value.split('/').enumerate() {
        if i > 0 {
            // The `/` before `piece`: kept between non-empty segments only.
            let before_empty = out.len() == segment_start;
            let raw = !before_empty && !piece.is_empty();
            match raw {
                true => {
                    escape_dot_segment(&mut out, segment_start);
                    out.push('/');
                    segment_start = out.len();
                }
                false => out.push_str("%2F"),
            }
        }
        out.push_str(&encoding::encode(piece));
    }
    escape_dot_segment(&mut out, segment_start);
    out
}

/// Escapes the first byte of the segment of `out` from `start` if it is `.` or `..`.
fn escape_dot_segment(out: &mut String, start: usize) {
    if matches!(&out[start..], "." | "..") {
        out.replace_range(start..start + 1, "%2E");
    }
}

impl Tree {
    /// The path of the route `route` (`verb` on `template`, a template of the tree), with
    /// `values` written in: one per param, in path order, none empty. Each is encoded as
    /// [`encoding::encode`] does, and where the walk would take the path elsewhere, escaped
    /// further until it does not: a value that a static segment or a param with a longer
    /// prefix would claim gets its first byte escaped, one that a longer suffix would claim its
    /// last byte; a dot segment (`.`, `..`) its first byte. None if no escape can keep it here,
    /// which the rules of what may stand side by side exclude.
    ///
    /// `escape_first` names a param whose first byte is escaped whatever the tree says: the
    /// registry's rule for a controller's own id.
    pub(crate) fn generate(
        &self,
        route: RouteId,
        verb: Verb,
        template: &Template,
        values: &[&str],
        escape_first: Option<usize>,
    ) -> Option<String> {
        let segments: Vec<Segment<'_>> = template.segments().collect();
        let nodes = self.nodes_of(&segments)?;
        let mut written: Vec<Written> = segments
            .iter()
            .filter(|segment| !matches!(segment, Segment::Static(_)))
            .zip(values)
            .map(|(segment, value)| {
                Written::new(value, matches!(segment, Segment::CatchAll { .. }))
            })
            .collect();
        if written.len() != values.len() {
            return None;
        }
        if let Some(param) = escape_first {
            written.get_mut(param)?.escape(End::First);
        }
        // A segment `.` or `..` is removed by clients: its first byte is escaped.
        let mut param = 0;
        for segment in &segments {
            match *segment {
                Segment::Static(_) => continue,
                Segment::Param { prefix, suffix, .. } => {
                    let value = &written[param].encoded;
                    if matches!(format!("{prefix}{value}{suffix}").as_str(), "." | "..") {
                        written[param].escape(End::First);
                    }
                }
                Segment::CatchAll { .. } => {}
            }
            param += 1;
        }
        // Each round escapes one end of one value that another template claims; there are two
        // ends to each value.
        for _ in 0..=2 * written.len() {
            let (path, bounds) = assemble(&segments, &written);
            let mut spans = Spans::EMPTY;
            let found = self.find::<false>(path.as_bytes(), &mut spans);
            if found.is_some_and(|(node, end)| {
                node.route(Some(verb)) == Some(route) && end == path.len()
            }) {
                return Some(path);
            }
            let (param, end) = self.claim(&segments, &nodes, &path, &bounds)?;
            if !written[param].escape(end) {
                return None;
            }
        }
        None
    }

    /// Whether the own id `id` (encoded) below the base path `base` (the segments of a
    /// template) would be read as something else, by the registry's rule for own ids
    /// (docs/routing.md, "3.3 Disambiguation"): `<base>/<id>` is a template; or, for an action
    /// whose template goes on after the id with the static `tail` (`edit_form`, a member
    /// action's name), `<base>/<id>/{param}` or `<base>/<id>/<tail>` is one. It escapes a little
    /// more than recognition needs (the rule is the same for every method and whatever follows),
    /// so that an id's path depends on the registry's templates, not on a walk.
    pub(crate) fn shadows(&self, base: &[Segment<'_>], id: &str, tail: Option<&str>) -> bool {
        let template =
            |node: Option<NodeId>| node.is_some_and(|node| self.node(node).is_template());
        let below = self
            .nodes_of(base)
            .and_then(|nodes| self.static_child(self.node(*nodes.last()?), id.as_bytes()));
        let Some(below) = below else {
            return false;
        };
        template(Some(below))
            || tail.is_some_and(|tail| {
                let node = self.node(below);
                template(node.param) || template(self.static_child(node, tail.as_bytes()))
            })
    }

    /// The node before each segment of a template of the tree, and the one after the last.
    fn nodes_of(&self, segments: &[Segment<'_>]) -> Option<Vec<NodeId>> {
        let mut nodes = vec![NodeId::ROOT];
        let mut here = NodeId::ROOT;
        for segment in segments {
            let node = self.node(here);
            let inline = |list: &[Inline], prefix: &str, suffix: &str| {
                list.iter()
                    .find(|inline| {
                        *inline.prefix == *prefix.as_bytes() && *inline.suffix == *suffix.as_bytes()
                    })
                    .map(|inline| inline.node)
            };
            here = match *segment {
                Segment::Static(text) => self.static_child(node, text.as_bytes())?,
                Segment::Param {
                    prefix: "",
                    suffix: "",
                    ..
                } => node.param?,
                Segment::Param {
                    prefix: "", suffix, ..
                } => inline(&self.dynamic(node)?.suffixed, "", suffix)?,
                Segment::Param { prefix, suffix, .. } => {
                    inline(&self.dynamic(node)?.prefixed, prefix, suffix)?
                }
                Segment::CatchAll { .. } => self.dynamic(node)?.catch_all?,
            };
            nodes.push(here);
        }
        Some(nodes)
    }

    /// The first param of the path, from the left, that another template at its place would
    /// take before the template's own segment, and the end of its value to escape against it.
    /// Static segments come first at every place; so does nothing else before them.
    fn claim(
        &self,
        segments: &[Segment<'_>],
        nodes: &[NodeId],
        path: &str,
        bounds: &[(usize, usize)],
    ) -> Option<(usize, End)> {
        let mut param = 0;
        for (i, segment) in segments.iter().enumerate() {
            if matches!(segment, Segment::Static(_)) {
                continue;
            }
            let (start, end) = bounds[i];
            if let Some(end_to_escape) =
                self.claimed(self.node(nodes[i]), segment, path, start, end)
            {
                return Some((param, end_to_escape));
            }
            param += 1;
        }
        None
    }

    /// Whether a template other than the one of `ours` takes the path at `node`, whose segment
    /// there is `path[start..end]` (for a catch-all, its value's first segment): one tried
    /// before `ours` that matches the segment and the rest of the path, or a suffix that
    /// matches the segment, which the walk takes for better or worse.
    fn claimed(
        &self,
        node: &Node,
        ours: &Segment<'_>,
        path: &str,
        start: usize,
        end: usize,
    ) -> Option<End> {
        let bytes = path.as_bytes();
        let end = match ours {
            Segment::CatchAll { .. } => bytes[start..end]
                .iter()
                .position(|&b| b == b'/')
                .map_or(end, |i| start + i),
            _ => end,
        };
        let text = &bytes[start..end];
        let succeeds = |node: &Node| {
            let mut spans = Spans::EMPTY;
            self.below::<false>(bytes, node, end, &mut spans).is_some()
        };
        let segment = crate::scan::Segment::at(bytes, start);
        if self
            .static_child_at(node, bytes, &segment)
            .is_some_and(|child| succeeds(&child.node))
        {
            return Some(End::First);
        }
        let dynamic = self.dynamic(node)?;
        let (our_prefix, our_suffix) = match *ours {
            Segment::Param { prefix, suffix, .. } => (prefix.len(), suffix.len()),
            _ => (0, 0),
        };
        let both = our_prefix > 0 && our_suffix > 0;
        if !both {
            let before_ours = dynamic
                .prefixed
                .iter()
                .filter(|inline| inline.prefix.len() > our_prefix);
            for inline in before_ours {
                if inline.param_in(text).is_some() && succeeds(self.node(inline.node)) {
                    return Some(End::First);
                }
            }
        }
        if our_prefix == 0 && !matches!(ours, Segment::CatchAll { .. }) {
            let last = bytes.get(end).is_none();
            let taken = dynamic
                .suffixed
                .iter()
                .filter(|inline| if last { inline.ends } else { inline.goes_on })
                .find(|inline| inline.param_in(text).is_some());
            if taken.is_some_and(|inline| inline.suffix.len() > our_suffix) {
                return Some(End::Last);
            }
        }
        None
    }
}

/// The path of `segments` with the `written` values, and where each segment is in it.
fn assemble(segments: &[Segment<'_>], written: &[Written]) -> (String, Vec<(usize, usize)>) {
    let mut path = String::new();
    let mut bounds = Vec::with_capacity(segments.len());
    let mut values = written.iter();
    for segment in segments {
        path.push('/');
        let start = path.len();
        match *segment {
            Segment::Static(text) => path.push_str(text),
            Segment::Param { prefix, suffix, .. } => {
                path.push_str(prefix);
                if let Some(value) = values.next() {
                    value.write(&mut path);
                }
                path.push_str(suffix);
            }
            Segment::CatchAll { .. } => {
                if let Some(value) = values.next() {
                    value.write(&mut path);
                }
            }
        }
        bounds.push((start, path.len()));
    }
    if segments.is_empty() {
        path.push('/');
    }
    (path, bounds)
}
