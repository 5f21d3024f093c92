//! "Did you mean ...?": the known name nearest to an unknown one, by edit distance.

/// The candidate an unknown `name` most likely stands for, if one is near enough:
///
/// 1. an exact alias (`aliases` maps a common wrong word to its candidate, as Rails'
///    `remove` to `delete`);
/// 2. else the one candidate that `name` is a prefix of, when `name` has at least three
///    characters (`new` → `new_form`, `del` → `delete`);
/// 3. else the candidate nearest by [`distance`], when that is at most 2 and smaller than
///    `name`'s length (`shwo` → `show`, `resourse` → `resource`); the first in `candidates`
///    on a tie.
///
/// Case is ignored (`Show` → `show`). A name equal to a candidate suggests nothing.
pub(crate) fn did_you_mean<'a>(
    name: &str,
    candidates: &[&'a str],
    aliases: &[(&str, &'a str)],
) -> Option<&'a str> {
    let lower = name.to_lowercase();
    if candidates.contains(&name) {
        return None;
    }
    if let Some(&(_, to)) = aliases.iter().find(|(from, _)| *from == lower) {
        return Some(to);
    }
    if lower.chars().count() >= 3 {
        let mut prefixed = candidates
            .iter()
            .filter(|candidate| candidate.starts_with(&lower));
        if let (Some(&only), None) = (prefixed.next(), prefixed.next()) {
            return Some(only);
        }
    }
    let len = lower.chars().count();
    candidates
        .iter()
        .map(|&candidate| (distance(&lower, candidate), candidate))
        .filter(|&(distance, _)| distance <= 2 && distance < len)
        .min_by_key(|&(distance, _)| distance)
        .map(|(_, candidate)| candidate)
}

/// The edit distance of `a` and `b` counted in characters: the fewest insertions, deletions,
/// substitutions and swaps of two adjacent characters that turn one into the other (the
/// "optimal string alignment" variant of Damerau–Levenshtein: no character is edited twice).
pub(crate) fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    // Three rows of the (a.len() + 1) × (b.len() + 1) table: i - 2, i - 1 and i.
    let mut before: Vec<usize> = vec![0; b.len() + 1];
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    let mut current: Vec<usize> = vec![0; b.len() + 1];
    for i in 1..=a.len() {
        current[0] = i;
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (previous[j] + 1)
                .min(current[j - 1] + 1)
                .min(previous[j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(before[j - 2] + 1);
            }
            current[j] = best;
        }
        std::mem::swap(&mut before, &mut previous);
        std::mem::swap(&mut previous, &mut current);
    }
    previous[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances() {
        let cases = [
            ("", "", 0),
            ("", "abc", 3),
            ("abc", "", 3),
            ("show", "show", 0),
            ("shwo", "show", 1),
            ("destory", "destroy", 1),
            ("sohw", "show", 1),
            ("gte", "get", 1),
            ("pots", "post", 1),
            ("resourse", "resource", 1),
            ("resorce", "resource", 1),
            ("kitten", "sitting", 3),
            ("ca", "abc", 3),
            ("del", "delete", 3),
            ("del", "get", 2),
            ("remove", "delete", 4),
            ("new", "new_form", 5),
            ("é", "e", 1),
        ];
        for (a, b, expected) in cases {
            assert_eq!(distance(a, b), expected, "{a:?} {b:?}");
            assert_eq!(distance(b, a), expected, "{b:?} {a:?}");
        }
    }

    use crate::valid::ACTIONS as SEVEN;

    const VERBS: [&str; 4] = ["get", "post", "put", "delete"];
    const VERB_ALIASES: [(&str, &str); 1] = [("remove", "delete")];

    #[test]
    fn suggestions() {
        let cases = [
            ("shwo", Some("show")),
            ("destory", Some("destroy")),
            ("new", Some("new_form")),
            ("edit", Some("edit_form")),
            ("Show", Some("show")),
            ("indx", Some("index")),
            ("updte", Some("update")),
            ("show", None),
            ("list", None),
            ("close", None),
            ("x", None),
        ];
        for (name, expected) in cases {
            assert_eq!(did_you_mean(name, &SEVEN, &[]), expected, "{name}");
        }
        let cases = [
            ("gte", Some("get")),
            ("pots", Some("post")),
            ("del", Some("delete")),
            ("remove", Some("delete")),
            ("GET", Some("get")),
            ("pu", Some("put")),
            ("patch", None),
            ("head", None),
            ("ab", None),
        ];
        for (name, expected) in cases {
            assert_eq!(
                did_you_mean(name, &VERBS, &VERB_ALIASES),
                expected,
                "{name}"
            );
        }
    }

    #[test]
    fn an_ambiguous_prefix_suggests_by_distance_only() {
        let keys = ["singular", "singleton", "only"];
        assert_eq!(did_you_mean("sing", &keys, &[]), None);
        assert_eq!(did_you_mean("singulr", &keys, &[]), Some("singular"));
        assert_eq!(did_you_mean("singelton", &keys, &[]), Some("singleton"));
    }
}
