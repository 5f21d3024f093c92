//! Byte scans a word at a time (SWAR), and the hash of short byte strings: paths are a few
//! dozen bytes, where calls into the C library's vectorized routines cost more than the work.

/// The eight bytes of `bytes` from `at`, little-endian.
#[inline(always)]
fn word(bytes: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(bytes[at..at + 8].try_into().unwrap_or_default())
}

/// Bit 7 of each byte of the result is set exactly where that byte of `word` equals `needle`
/// (SWAR, without the borrow between bytes of the shorter test, so any set bit can be used).
#[inline(always)]
fn matching(word: u64, needle: u8) -> u64 {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    let x = word ^ (u64::from(needle) * 0x0101_0101_0101_0101);
    !(((x & LOW7) + LOW7) | x | LOW7)
}

/// Bit 7 of each byte of the result is set exactly where that byte of `word` ends a path
/// segment: a `/`, or the `?` that starts the query.
#[inline(always)]
fn segment_ends(word: u64) -> u64 {
    matching(word, b'/') | matching(word, b'?')
}

/// The first `/` or `?` in `bytes[from..]`, a word at a time: paths are short, so this beats
/// a call to a vectorized `memchr`. Where fewer than eight bytes are left, the word that ends
/// `bytes` is read and the bytes before `from` masked off.
#[inline(always)]
pub(crate) fn find_segment_end(bytes: &[u8], from: usize) -> Option<usize> {
    let len = bytes.len();
    let mut at = from;
    while at + 8 <= len {
        let found = segment_ends(word(bytes, at));
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
            .position(|&b| b == b'/' || b == b'?')
            .map(|i| at + i);
    }
    // The word `bytes[len - 8..]`, less its bytes before `at` (the low ones).
    let skip = at - (len - 8);
    let found = segment_ends(word(bytes, len - 8)) & (!0u64 << (8 * skip));
    (found != 0).then(|| len - 8 + (found.trailing_zeros() / 8) as usize)
}

/// Whether `bytes` holds `needle`, a word at a time.
#[inline]
pub(crate) fn contains_byte(needle: u8, bytes: &[u8]) -> bool {
    let len = bytes.len();
    if len < 8 {
        return bytes.contains(&needle);
    }
    let mut found = 0;
    let mut at = 0;
    while at + 8 < len {
        found |= matching(word(bytes, at), needle);
        at += 8;
    }
    // The last word, overlapping the one before when `len` is not a multiple of 8.
    found | matching(word(bytes, len - 8), needle) != 0
}

/// A segment of a path, read once: where it starts and ends, and its first eight bytes as a
/// word (zero past its end), from which its [`Key`] and whether it holds a byte follow without
/// reading it again.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Segment {
    pub(crate) start: usize,
    pub(crate) end: usize,
    head: u64,
}

impl Segment {
    /// The segment of `path` that starts at `start`: up to the next `/`, the `?` that starts
    /// the query, or the end.
    #[inline(always)]
    pub(crate) fn at(path: &[u8], start: usize) -> Segment {
        let len = path.len();
        // The eight bytes from `start`, zero past the end of the path.
        let first = match len.checked_sub(8) {
            Some(last) if start <= last => word(path, start),
            Some(last) => word(path, last)
                .checked_shr(8 * (start - last) as u32)
                .unwrap_or(0),
            None => {
                let mut padded = [0; 8];
                let rest = path.get(start..).unwrap_or_default();
                padded[..rest.len()].copy_from_slice(rest);
                u64::from_le_bytes(padded)
            }
        };
        let stop = segment_ends(first);
        if stop != 0 {
            let n = (stop.trailing_zeros() / 8) as usize;
            return Segment {
                start,
                end: start + n,
                head: first & low_bytes(n),
            };
        }
        // Zeros past the end of the path end no segment: it ends within these eight bytes, or
        // the segment is longer.
        let end = match start + 8 >= len {
            true => len,
            false => find_segment_end(path, start + 8).unwrap_or(len),
        };
        Segment {
            start,
            end,
            head: first,
        }
    }

    #[inline(always)]
    pub(crate) fn len(&self) -> usize {
        self.end - self.start
    }

    /// The segment's [`Key`]: `path` is the one it was read from.
    #[inline(always)]
    pub(crate) fn key(&self, path: &[u8]) -> Key {
        let tail = match self.len() > 8 {
            true => word(path, self.end - 8),
            false => 0,
        };
        Key {
            head: self.head,
            tail,
        }
    }

    /// Whether the segment is `.` or `..`.
    #[inline(always)]
    pub(crate) fn is_dots(&self) -> bool {
        // The head is zero-padded: the length tells `.` from `.` and a NUL.
        matches!((self.len(), self.head), (1, 0x2E) | (2, 0x2E2E))
    }

    /// Whether the segment holds `needle`: `path` is the one it was read from.
    #[inline(always)]
    pub(crate) fn contains(&self, path: &[u8], needle: u8) -> bool {
        match self.len() <= 8 {
            true => matching(self.head, needle) & low_bytes(self.len()) != 0,
            false => contains_byte(needle, &path[self.start..self.end]),
        }
    }
}

/// The low `n` bytes of a word set, for `n <= 8`.
#[inline(always)]
fn low_bytes(n: usize) -> u64 {
    u64::MAX.checked_shr(8 * (8 - n) as u32).unwrap_or(0)
}

/// A short byte string as two words that tell it from any other string of its length: its first
/// eight bytes (zero-padded), and its last eight when it is longer. Strings longer than 16 bytes
/// share a key when they share those bytes, so a key equal to another's must then be confirmed
/// by the bytes.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(crate) struct Key {
    head: u64,
    tail: u64,
}

impl Key {
    pub(crate) fn of(bytes: &[u8]) -> Key {
        let len = bytes.len();
        let mut head = [0; 8];
        head[..len.min(8)].copy_from_slice(&bytes[..len.min(8)]);
        let tail = if len > 8 { word(bytes, len - 8) } else { 0 };
        Key {
            head: u64::from_le_bytes(head),
            tail,
        }
    }

    /// A hash of the key and a length, after wyhash's folded multiply, whose low bits pick a
    /// place in a table. The keys are the application's own segments, not chosen by whoever
    /// sends requests, and a collision costs a probe, never a wrong answer.
    #[inline(always)]
    pub(crate) fn hash(self, len: usize) -> u64 {
        const P0: u64 = 0xa076_1d64_78bd_642f;
        const P1: u64 = 0xe703_7ed1_a0b4_28db;
        let product = u128::from(self.head ^ P0) * u128::from(self.tail ^ P1 ^ len as u64);
        let folded = (product as u64) ^ (product >> 64) as u64;
        // The low bits of a product see only the low bits of its factors: fold the high ones in.
        folded ^ (folded >> 32)
    }
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

#[cfg(test)]
mod tests {
    use super::*;

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
    fn find_segment_end_agrees_with_position_at_every_length_and_place() {
        for (bytes, from) in slash_cases(40) {
            // The same places, with a `?` in place of each `/` in turn.
            let with_query = bytes
                .iter()
                .enumerate()
                .filter(|&(_, &b)| b == b'/')
                .map(|(i, _)| {
                    let mut bytes = bytes.clone();
                    bytes[i] = b'?';
                    bytes
                });
            for bytes in std::iter::once(bytes.clone()).chain(with_query) {
                let expected = bytes[from..].iter().position(|&b| b == b'/' || b == b'?');
                let expected = expected.map(|i| from + i);
                assert_eq!(find_segment_end(&bytes, from), expected, "{bytes:?} {from}");
            }
        }
    }

    #[test]
    fn contains_byte_agrees_with_contains_at_every_length_and_place() {
        for len in 0..40 {
            for at in 0..=len {
                let mut bytes = vec![b'a'; len];
                if at < len {
                    bytes[at] = b'%';
                }
                // Bytes that borrow in the SWAR test.
                if at + 1 < len {
                    bytes[at + 1] = 0x24;
                }
                let expected = bytes.contains(&b'%');
                assert_eq!(contains_byte(b'%', &bytes), expected, "{len} {at}");
            }
        }
    }

    /// A segment read in place agrees with the slice up to the next `/`: its end, its key,
    /// and the bytes it holds, at every place of paths of every length.
    #[test]
    fn segments_agree_with_their_slices() {
        for (path, from) in slash_cases(30) {
            let path: Vec<u8> = path
                .iter()
                .enumerate()
                .map(|(i, &b)| if b == b'/' { b } else { b'a' + (i % 26) as u8 })
                .collect();
            if from > path.len() {
                continue;
            }
            let segment = Segment::at(&path, from);
            let end = path[from..]
                .iter()
                .position(|&b| b == b'/')
                .map_or(path.len(), |i| from + i);
            assert_eq!((segment.start, segment.end), (from, end), "{path:?} {from}");
            let bytes = &path[from..end];
            assert_eq!(segment.key(&path), Key::of(bytes), "{path:?} {from}");
            assert!(!segment.is_dots());
            for needle in [b'a', b'c', b'z'] {
                assert_eq!(
                    segment.contains(&path, needle),
                    bytes.contains(&needle),
                    "{path:?} {from} {needle}"
                );
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
    fn dot_segments_are_told_from_others() {
        for (path, dots) in [
            (&b"/./x"[..], true),
            (b"/../x", true),
            (b"/...", false),
            (b"/.a", false),
            (b"/a.", false),
            (b"/", false),
            (b"/%2E", false),
            (b"/.\0", false),
            (b"/\0.", false),
            (b"/..\0", false),
        ] {
            assert_eq!(Segment::at(path, 1).is_dots(), dots, "{path:?}");
        }
    }

    #[test]
    fn keys_tell_strings_of_one_length_apart() {
        let base: Vec<u8> = (1..=40).collect();
        for len in 0..=16 {
            let a = &base[..len];
            for flip in 0..len {
                let mut b = a.to_vec();
                b[flip] ^= 0x80;
                assert_ne!(Key::of(a), Key::of(&b), "{len} {flip}");
            }
        }
    }

    #[test]
    fn hash_spreads_similar_keys() {
        let keys: Vec<String> = (0..10_000).map(|i| format!("orders{i}")).collect();
        let mut tops: Vec<u64> = keys
            .iter()
            .map(|k| Key::of(k.as_bytes()).hash(k.len()) & 0xFFFF)
            .collect();
        tops.sort_unstable();
        tops.dedup();
        // 10,000 keys into 65,536 buckets by the low bits, as the tables take them: a good
        // hash leaves few collisions.
        assert!(tops.len() > 9_000, "{}", tops.len());
    }
}
