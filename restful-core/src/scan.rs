//! Byte scans a word at a time (SWAR), and the hash of short byte strings: paths are a few
//! dozen bytes, where calls into the C library's vectorized routines cost more than the work.

/// Bit 7 of each byte of the result is set exactly where that byte of `word` equals `needle`
/// (SWAR, without the borrow between bytes of the shorter test, so any set bit can be used).
#[inline(always)]
pub(crate) fn matching_bytes(word: &[u8], needle: u8) -> u64 {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    let x = u64::from_le_bytes(word.try_into().unwrap_or_default())
        ^ (u64::from(needle) * 0x0101_0101_0101_0101);
    !(((x & LOW7) + LOW7) | x | LOW7)
}

/// The first `needle` in `bytes[from..]`, a word at a time: paths are short, so this beats a
/// call to a vectorized `memchr`. Where fewer than eight bytes are left, the word that ends
/// `bytes` is read and the bytes before `from` masked off, rather than a byte at a time:
/// segments are often shorter than a word.
#[inline(always)]
pub(crate) fn find_byte(needle: u8, bytes: &[u8], from: usize) -> Option<usize> {
    let len = bytes.len();
    let mut at = from;
    while at + 8 <= len {
        let found = matching_bytes(&bytes[at..at + 8], needle);
        if found != 0 {
            return Some(at + (found.trailing_zeros() / 8) as usize);
        }
        at += 8;
    }
    if at >= len {
        return None;
    }
    if len < 8 {
        return bytes[at..]
            .iter()
            .position(|&b| b == needle)
            .map(|i| at + i);
    }
    // The word `bytes[len - 8..]`, less its bytes before `at` (the low ones).
    let skip = at - (len - 8);
    let found = matching_bytes(&bytes[len - 8..], needle) & (!0u64 << (8 * skip));
    (found != 0).then(|| len - 8 + (found.trailing_zeros() / 8) as usize)
}

/// Whether `haystack` holds `needle`, a word at a time without a branch per word: a miss
/// only needs to know whether the path has a query before it is a 404.
#[inline]
pub(crate) fn contains_byte(needle: u8, haystack: &[u8]) -> bool {
    let len = haystack.len();
    if len < 8 {
        return haystack.contains(&needle);
    }
    let mut found = 0;
    let mut at = 0;
    while at + 8 < len {
        found |= matching_bytes(&haystack[at..at + 8], needle);
        at += 8;
    }
    // The last word, overlapping the one before when `len` is not a multiple of 8.
    found |= matching_bytes(&haystack[len - 8..], needle);
    found != 0
}

/// The last `/` in `bytes`, a word at a time from the end.
#[inline]
pub(crate) fn rfind_slash(bytes: &[u8]) -> Option<usize> {
    let len = bytes.len();
    if len < 8 {
        return bytes.iter().rposition(|&b| b == b'/');
    }
    let mut end = len;
    loop {
        // The first word may overlap bytes already searched, which hold no match.
        let start = end.saturating_sub(8);
        let found = matching_bytes(&bytes[start..start + 8], b'/');
        if found != 0 {
            return Some(start + (63 - found.leading_zeros() as usize) / 8);
        }
        if start == 0 {
            return None;
        }
        end = start.max(8);
    }
}

/// The last `/` in `bytes[..end]`. A prefix shorter than a word is read within a word of
/// `bytes`, masked, rather than a byte at a time.
#[inline]
pub(crate) fn rfind_slash_before(bytes: &[u8], end: usize) -> Option<usize> {
    if end >= 8 || bytes.len() < 8 {
        return rfind_slash(&bytes[..end]);
    }
    // The bytes of `bytes[..end]` are the low `end` ones of the first word.
    let found = matching_bytes(&bytes[..8], b'/') & ((1u64 << (8 * end)) - 1);
    (found != 0).then(|| (63 - found.leading_zeros() as usize) / 8)
}

/// `a == b` for short strings, a word at a time: keys are a few dozen bytes, where a call to
/// the C library's `memcmp` costs more than the comparison.
#[inline]
pub(crate) fn same_bytes(a: &[u8], b: &[u8]) -> bool {
    let len = a.len();
    if len != b.len() {
        return false;
    }
    if len < 8 {
        // Two overlapping halves (or one byte and the rest): no call to `memcmp`.
        let half =
            |s: &[u8], at: usize| u32::from_le_bytes(s[at..at + 4].try_into().unwrap_or_default());
        let pair =
            |s: &[u8], at: usize| u16::from_le_bytes(s[at..at + 2].try_into().unwrap_or_default());
        return match len {
            4.. => half(a, 0) == half(b, 0) && half(a, len - 4) == half(b, len - 4),
            2.. => pair(a, 0) == pair(b, 0) && a[len - 1] == b[len - 1],
            1 => a[0] == b[0],
            _ => true,
        };
    }
    let word =
        |s: &[u8], at: usize| u64::from_le_bytes(s[at..at + 8].try_into().unwrap_or_default());
    let mut at = 0;
    while at + 8 < len {
        if word(a, at) != word(b, at) {
            return false;
        }
        at += 8;
    }
    // The last word, overlapping the one before when `len` is not a multiple of 8.
    word(a, len - 8) == word(b, len - 8)
}

/// A fast hash of a short byte string, after wyhash: one folded multiply for keys of up to 16
/// bytes (most paths' parents), one more per 16 bytes beyond. The keys are the application's own
/// paths, not attacker-chosen, and a collision costs a probe, never a wrong answer: keys are
/// compared in full.
#[inline(always)]
pub(crate) fn hash(bytes: &[u8]) -> u64 {
    const P0: u64 = 0xa076_1d64_78bd_642f;
    const P1: u64 = 0xe703_7ed1_a0b4_28db;
    let len = bytes.len();
    let word = |at: usize| u64::from_le_bytes(bytes[at..at + 8].try_into().unwrap_or_default());
    let half = |at: usize| {
        u64::from(u32::from_le_bytes(
            bytes[at..at + 4].try_into().unwrap_or_default(),
        ))
    };
    let (a, b, seed) = if len <= 16 {
        let (a, b) = if len >= 8 {
            (word(0), word(len - 8))
        } else if len >= 4 {
            (half(0), half(len - 4))
        } else if len > 0 {
            let (x, y, z) = (bytes[0], bytes[len / 2], bytes[len - 1]);
            (u64::from(x) << 16 | u64::from(y) << 8 | u64::from(z), 0)
        } else {
            (0, 0)
        };
        (a, b, P0 ^ len as u64)
    } else {
        let mut seed = P0 ^ len as u64;
        let mut at = 0;
        while len - at > 16 {
            seed = mix(word(at) ^ P1, word(at + 8) ^ seed);
            at += 16;
        }
        (word(len - 16), word(len - 8), seed)
    };
    mix(a ^ P1, b ^ seed)
}

#[inline(always)]
pub(crate) fn mix(a: u64, b: u64) -> u64 {
    let product = u128::from(a) * u128::from(b);
    (product as u64) ^ (product >> 64) as u64
}

/// The bytes of a param segment that change how it is read, found in one pass.
#[derive(Clone, Copy)]
pub(crate) struct Marks {
    /// A `?`: the path has a query that was not cut.
    pub(crate) query: bool,
    /// A `%`: the id needs decoding.
    pub(crate) percent: bool,
}

impl Marks {
    /// The marks of `path[start..end]`.
    #[inline(always)]
    pub(crate) fn of(path: &[u8], start: usize, end: usize) -> Marks {
        let mut query = 0;
        let mut percent = 0;
        let mut scan = |word: &[u8], keep: u64| {
            query |= matching_bytes(word, b'?') & keep;
            percent |= matching_bytes(word, b'%') & keep;
        };
        let len = end - start;
        if len >= 8 {
            let mut at = start;
            while at + 8 < end {
                scan(&path[at..at + 8], !0);
                at += 8;
            }
            // The last word, overlapping the one before.
            scan(&path[end - 8..end], !0);
        } else if end >= 8 && len > 0 {
            // The word that ends with the segment, less the bytes before it (the low ones).
            scan(&path[end - 8..end], !0 << (8 * (8 - len)));
        } else {
            let segment = &path[start..end];
            return Marks {
                query: segment.contains(&b'?'),
                percent: segment.contains(&b'%'),
            };
        }
        Marks {
            query: query != 0,
            percent: percent != 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn find_byte_agrees_with_position_at_every_length_and_place() {
        for len in 0..40 {
            for at in 0..=len {
                let mut bytes = vec![b'a'; len];
                if at < len {
                    bytes[at] = b'?';
                }
                // A second match after the first, and bytes that borrow in the SWAR test.
                if at + 3 < len {
                    bytes[at + 3] = b'?';
                    bytes[at + 1] = 0x3e;
                }
                let expected = bytes.iter().position(|&b| b == b'?');
                assert_eq!(find_byte(b'?', &bytes, 0), expected, "{len} {at}");
            }
        }
    }

    /// Paths of `0..max_len` bytes of `0` (`/` + 1, the byte a borrow would confuse) with one
    /// `/` at every place and a second one at the start, the middle or the end, each with every
    /// cut `0..=len`.
    fn slash_cases(max_len: usize) -> impl Iterator<Item = (Vec<u8>, usize)> {
        (0..max_len).flat_map(|len| {
            (0..len).flat_map(move |at| {
                [None, Some(0), Some(len / 2), Some(len - 1)]
                    .into_iter()
                    .flat_map(move |other| {
                        let mut bytes = vec![b'0'; len];
                        bytes[at] = b'/';
                        if let Some(other) = other {
                            bytes[other] = b'/';
                        }
                        (0..=len).map(move |cut| (bytes.clone(), cut))
                    })
            })
        })
    }

    #[test]
    fn find_byte_from_agrees_with_position_at_every_length_and_place() {
        for (bytes, from) in slash_cases(40) {
            let expected = bytes[from..].iter().position(|&b| b == b'/');
            let expected = expected.map(|i| from + i);
            assert_eq!(find_byte(b'/', &bytes, from), expected, "{bytes:?} {from}");
        }
    }

    #[test]
    fn contains_byte_agrees_with_contains_at_every_length_and_place() {
        for len in 0..40 {
            for at in 0..=len {
                let mut bytes = vec![b'a'; len];
                if at < len {
                    bytes[at] = b'?';
                }
                // Bytes that borrow in the SWAR test.
                if at + 1 < len {
                    bytes[at + 1] = 0x3e;
                }
                let expected = bytes.contains(&b'?');
                assert_eq!(contains_byte(b'?', &bytes), expected, "{len} {at}");
            }
        }
    }

    #[test]
    fn rfind_slash_before_agrees_with_rposition() {
        for (bytes, end) in slash_cases(24) {
            let expected = bytes[..end].iter().rposition(|&b| b == b'/');
            assert_eq!(rfind_slash_before(&bytes, end), expected, "{bytes:?} {end}");
        }
    }

    #[test]
    fn rfind_slash_agrees_with_rposition_at_every_length_and_place() {
        for len in 0..40 {
            for at in 0..=len {
                let mut bytes = vec![b'.'; len];
                if at < len {
                    bytes[at] = b'/';
                }
                if at >= 3 {
                    bytes[at - 3] = b'/';
                }
                // `0` is `/` + 1, the byte a borrow would confuse.
                if at + 1 < len {
                    bytes[at + 1] = b'0';
                }
                let expected = bytes.iter().rposition(|&b| b == b'/');
                assert_eq!(rfind_slash(&bytes), expected, "{len} {at}");
            }
        }
    }

    #[test]
    fn marks_find_query_and_percent_in_the_segment_only() {
        for len in 0..30 {
            for start in 0..=len {
                for end in start..=len {
                    for at in 0..len {
                        for (byte, is_query) in [(b'?', true), (b'%', false)] {
                            let mut path = vec![b'x'; len];
                            path[at] = byte;
                            let marks = Marks::of(&path, start, end);
                            let inside = (start..end).contains(&at);
                            assert_eq!(marks.query, inside && is_query, "{len} {start} {end} {at}");
                            assert_eq!(
                                marks.percent,
                                inside && !is_query,
                                "{len} {start} {end} {at}"
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn same_bytes_agrees_with_eq() {
        let base: Vec<u8> = (0..40).collect();
        for len in 0..40 {
            let a = &base[..len];
            assert!(same_bytes(a, a));
            for flip in 0..len {
                let mut b = a.to_vec();
                b[flip] ^= 1;
                assert!(!same_bytes(a, &b), "{len} {flip}");
            }
            assert!(!same_bytes(a, &base[..len + 1]));
        }
    }

    #[test]
    fn hash_spreads_similar_keys() {
        let keys: Vec<String> = (0..10_000).map(|i| format!("/api/v1/orders{i}")).collect();
        let mut tops: Vec<u64> = keys.iter().map(|k| hash(k.as_bytes()) >> 48).collect();
        tops.sort_unstable();
        tops.dedup();
        // 10,000 keys into 65,536 buckets: a good hash leaves few collisions.
        assert!(tops.len() > 9_000, "{}", tops.len());
    }
}
