//! The action name nearest to a misspelled one, for the messages of [`MountError`].
//!
//! [`MountError`]: super::MountError

/// The one of `names` nearest to `given`, if one is near: at most two edits away (and fewer
/// than half its length), or starting with it.
pub(super) fn nearest<'n>(given: &str, names: impl Iterator<Item = &'n str>) -> Option<&'n str> {
    names
        .map(|name| (distance(given, name), name))
        .filter(|&(edits, name)| {
            (edits <= 2 && edits * 2 < name.len().max(given.len()))
                || (given.len() >= 3 && name.starts_with(given))
        })
        .min_by_key(|&(edits, _)| edits)
        .map(|(_, name)| name)
}

/// The edit distance between `a` and `b` (insertions, deletions, substitutions, and swaps of
/// two neighbours), by bytes.
fn distance(a: &str, b: &str) -> usize {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    // Three rows of the table: two back, one back, this one.
    let mut rows = vec![vec![0; b.len() + 1]; 3];
    for (j, cell) in rows[2].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        rows.rotate_left(1);
        rows[2][0] = i;
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (rows[1][j] + 1)
                .min(rows[2][j - 1] + 1)
                .min(rows[1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(rows[0][j - 2] + 1);
            }
            rows[2][j] = best;
        }
    }
    rows[2][b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_nearest_name_is_a_few_edits_away_or_starts_with_the_given_one() {
        let names = ["index", "show", "close", "reopen", "search", "edit_form"];
        let near = |given| nearest(given, names.iter().copied());
        assert_eq!(near("clsoe"), Some("close"));
        assert_eq!(near("shwo"), Some("show"));
        assert_eq!(near("serch"), Some("search"));
        assert_eq!(near("edit"), Some("edit_form"));
        assert_eq!(near("reopened"), Some("reopen"));
        assert_eq!(near("x"), None);
        assert_eq!(near("publish"), None);
        assert_eq!(distance("", "abc"), 3);
        assert_eq!(distance("abc", "abc"), 0);
        assert_eq!(distance("ab", "ba"), 1);
    }
}
