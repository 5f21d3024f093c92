//! The path below where a router is mounted.

/// The part of `path` below `prefix` (`"/api"`, no trailing `/`), as the router mounted there
/// recognizes it: `/api/photos` is `/photos`, `/api` is `/`, and a path outside the prefix
/// (`/apiary`, `/other`) is `None`.
///
/// ```
/// use restful_core::adapter::below_prefix;
///
/// assert_eq!(below_prefix("/api/photos/7", "/api"), Some("/photos/7"));
/// assert_eq!(below_prefix("/api", "/api"), Some("/"));
/// assert_eq!(below_prefix("/apiary", "/api"), None);
/// assert_eq!(below_prefix("/photos", ""), Some("/photos"));
/// ```
pub fn below_prefix<'p>(path: &'p str, prefix: &str) -> Option<&'p str> {
    match path.strip_prefix(prefix)? {
        "" => Some("/"),
        rest if rest.starts_with('/') => Some(rest),
        _ => None,
    }
}

/// `path` cut after its first `segments` segments: the prefix a framework matched (one that
/// counts segments, or decodes them before matching, as a scope with a `{param}` does), and
/// the rest of the path as it came, for the router mounted there. The rest is the whole path
/// at 0 segments, and `""` when the path has no more segments.
///
/// ```
/// use restful_core::adapter::split_segments;
///
/// assert_eq!(split_segments("/shops/a%2Fb/photos/7", 2), ("/shops/a%2Fb", "/photos/7"));
/// assert_eq!(split_segments("/photos", 0), ("", "/photos"));
/// assert_eq!(split_segments("/shops/1", 2), ("/shops/1", ""));
/// ```
pub fn split_segments(path: &str, segments: usize) -> (&str, &str) {
    if segments == 0 {
        return ("", path);
    }
    let end = path
        .match_indices('/')
        .nth(segments)
        .map_or(path.len(), |(at, _)| at);
    path.split_at(end)
}
