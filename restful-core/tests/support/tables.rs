//! Tables of routes of every kind of template, and requests made from their templates: the
//! alphabets and the assembly that `tests/templates.rs` (with proptest) and the fuzz target
//! `templates` (from the fuzzer's bytes) share. Each driver picks the pieces its own way.
//!
//! The alphabets are small so that templates collide: the same static segment, prefix or suffix
//! comes up in many templates of one table, and the values of paths are made of the same pieces
//! (a value that is a static segment, that ends with a suffix, that starts with a prefix).

// Each driver uses part of this module.
#![allow(dead_code)]

use restful_core::{Method, Segment, Template};

/// Static segments: prefixes of one another (`a`, `ab`), one that ends with a suffix below
/// (`x.png`), one made of a prefix (`v1`), `~`, a prefix too; and segments longer than the
/// 16 bytes that the recognizer tells apart by their key alone, the first two alike in those
/// 16 bytes, the last longer than the 30 bytes whose lengths it tells apart.
pub const STATICS: &[&str] = &[
    "a",
    "ab",
    "b",
    "new",
    "x.png",
    "v1",
    "~",
    "png",
    "abcdefghijklmnopq",
    "abcdefghijklmnopr",
    "abcdefghijklmnopqrstuvwxyz0123456789",
];

/// The static text before a param in its segment: `a` and `ab` are statics too, `ab` extends
/// `a`, and `.` makes `.{x}` a dot segment when the value is `.`.
pub const PREFIXES: &[&str] = &["a", "ab", "~", "v", "."];

/// The static text after a param: `.tar.png` extends `.png`, which extends `png`; `.` makes
/// `{x}.` a dot segment when the value is `.`; `4` and `14` are hex digits that extend the
/// empty suffix of a whole-segment param and each other (`ConflictKind::HexSuffix`), `e4` by
/// a hex letter.
pub const SUFFIXES: &[&str] = &[
    ".png", ".json", ".tar.png", "x", "png", ".", "4", "14", "e4",
];

/// The methods that carry routes.
pub const ROUTED: [Method; 4] = [Method::GET, Method::POST, Method::PUT, Method::DELETE];

/// The methods each request is made with: the routed ones, HEAD (answered by GET's route), and
/// one that carries no route.
pub const REQUESTED: [Method; 6] = [
    Method::GET,
    Method::HEAD,
    Method::POST,
    Method::PUT,
    Method::DELETE,
    Method::PATCH,
];

/// Param names; a template's params are `<name><position>`, so that templates of one shape
/// may have different names.
const NAMES: &[&str] = &["x", "id", "n", "slug"];

/// Pieces of the values written into paths: the alphabets above, what they are made of
/// (`tar`), long segments one byte short of the long statics, dot segments and near ones, escapes well-formed or not (`%2E` is a dot, `%34` a
/// `4`, `%61` an `a`, `%6E` an `n`), escapes that are not UTF-8 (`%C3`, `%FF`), an escaped `/`,
/// and plain Unicode, spaces and `#`.
pub const VALUE_PIECES: &[&str] = &[
    "a",
    "ab",
    "b",
    "new",
    "x.png",
    "v1",
    "v",
    "~",
    "x",
    "tar",
    "png",
    ".png",
    ".json",
    ".tar.png",
    "4",
    "14",
    "e4",
    "e",
    "1",
    "7",
    ".",
    "..",
    "...",
    ".a",
    "%2E",
    "%2e",
    "%2E%2E",
    "%2E.",
    "%zz",
    "%",
    "%4",
    "%C3",
    "%C3%A9",
    "%FF",
    "%2F",
    "%2f",
    "%25",
    "%34",
    "%61",
    "%6E",
    "%78",
    "é",
    "日本",
    " ",
    "+",
    "#",
    "abcdefghijklmnop",
    "abcdefghijklmnopq",
    "abcdefghijklmnopqrstuvwxyz012345678",
];

/// One segment of a template.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Part {
    Static(&'static str),
    /// A param, whole (`{x}`: both empty) or with static text beside it.
    Param {
        prefix: &'static str,
        suffix: &'static str,
    },
    /// A catch-all: last only.
    CatchAll,
}

/// A template and the methods of its routes.
#[derive(Clone, Debug)]
pub struct Spec {
    /// Its segments, none for the root; a catch-all last only.
    pub parts: Vec<Part>,
    /// Which names its params get.
    pub names: usize,
    /// One or more distinct routed methods.
    pub methods: Vec<Method>,
}

impl Spec {
    /// The template as written.
    pub fn template(&self) -> String {
        if self.parts.is_empty() {
            return "/".to_owned();
        }
        let mut text = String::new();
        for (i, part) in self.parts.iter().enumerate() {
            let name = format!("{}{i}", NAMES[(self.names + i) % NAMES.len()]);
            text.push('/');
            match *part {
                Part::Static(segment) => text.push_str(segment),
                Part::Param { prefix, suffix } => {
                    text.push_str(&format!("{prefix}{{{name}}}{suffix}"));
                }
                Part::CatchAll => text.push_str(&format!("{{*{name}}}")),
            }
        }
        text
    }
}

/// The routes of `specs`, in order: a route per method of each.
pub fn routes(specs: &[Spec]) -> Vec<(Method, String)> {
    specs
        .iter()
        .flat_map(|spec| {
            let template = spec.template();
            spec.methods
                .iter()
                .map(move |method| (method.clone(), template.clone()))
        })
        .collect()
}

/// How one segment of a template is written into a path.
#[derive(Clone, Debug)]
pub enum Fill {
    /// As the template has it: a static segment itself, a param's static text around the
    /// value, a catch-all's value (which may hold `/`).
    Proper(String),
    /// The value alone in place of the segment, static or not.
    Bare(String),
    /// A param's value without its prefix, or without its suffix.
    NoPrefix(String),
    NoSuffix(String),
}

/// What is done to a path made from a template.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tail {
    Nothing,
    /// A trailing `/`, which is ignored.
    Slash,
    /// Two, which are not.
    DoubleSlash,
    /// A query, which is ignored, with `/` and `?` in it.
    Query,
    /// A trailing `/`, then a query.
    SlashQuery,
    /// An extra segment (the first fill's value, or `z`).
    Extra,
    /// The last segment left out.
    DropLast,
    /// An empty segment before the last one.
    EmptyInside,
    /// A fragment, which a client never sends: `#` is an ordinary byte here.
    Fragment,
}

/// The path of `template` (a template of the table) with its segments written as `fills` say,
/// one fill per segment (a missing fill writes a segment as the template has it, with `1` for
/// a value), then `tail`.
pub fn path(template: &Template, fills: &[Fill], tail: Tail) -> String {
    let mut segments: Vec<String> = Vec::new();
    for (i, segment) in template.segments().enumerate() {
        let fill = fills
            .get(i)
            .cloned()
            .unwrap_or(Fill::Proper("1".to_owned()));
        let written = match (segment, fill) {
            (_, Fill::Bare(value)) => value,
            (Segment::Static(text), _) => text.to_owned(),
            (Segment::Param { prefix, suffix, .. }, fill) => match fill {
                Fill::NoPrefix(value) => format!("{value}{suffix}"),
                Fill::NoSuffix(value) => format!("{prefix}{value}"),
                Fill::Proper(value) | Fill::Bare(value) => format!("{prefix}{value}{suffix}"),
            },
            (
                Segment::CatchAll { .. },
                Fill::Proper(value) | Fill::NoPrefix(value) | Fill::NoSuffix(value),
            ) => value,
        };
        segments.push(written);
    }
    let extra = match fills.first() {
        Some(Fill::Proper(value) | Fill::Bare(value)) => value.clone(),
        _ => "z".to_owned(),
    };
    match tail {
        Tail::Extra => segments.push(extra),
        Tail::DropLast => {
            segments.pop();
        }
        Tail::EmptyInside if !segments.is_empty() => {
            let last = segments.len() - 1;
            segments.insert(last, String::new());
        }
        _ => {}
    }
    let mut path = format!("/{}", segments.join("/"));
    match tail {
        Tail::Slash => path.push('/'),
        Tail::DoubleSlash => path.push_str("//"),
        Tail::Query => path.push_str("?q=/a/b?c"),
        Tail::SlashQuery => path.push_str("/?q"),
        Tail::Fragment => path.push_str("#f"),
        _ => {}
    }
    path
}
