//! Byte scans a word at a time (SWAR), and the hash of short byte strings: paths are a few
//! dozen bytes, where calls into the C library's vectorized routines cost more than the work.

/// The eight bytes of `bytes` from `at`, little-endian.
#[inline(always)]
fn word(bytes: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(bytes[at..at + 8].try_into().unwrap_or_default())
}

/// Bit 7 of the first byte of `word` (the lowest) that equals `needle` is set in the result,
/// and no bit below it; none is set if no byte does. Bytes after the first may be marked
/// wrongly (by the borrow of the subtraction), so only the lowest set bit, or whether there is
/// one, can be used: what the walk needs, in the fewest steps, since the walk waits on them
/// to find where the next segment starts.
#[inline(always)]
fn matching(word: u64, needle: u8) -> u64 {
    const ONES: u64 = 0x0101_0101_0101_0101;
    let x = word ^ (u64::from(needle) * ONES);
    x.wrapping_sub(ONES) & !x & (ONES << 7)
}

/// [`matching`] for the bytes that end a path segment: a `/`, or the `?` that starts the
/// query. The two differ only in bit 4, and no other byte becomes `?` when that bit is set: one
/// test finds both.
#[inline(always)]
fn segment_ends(word: u64) -> u64 {
    matching(word | 0x1010_1010_1010_1010, b'?')
}

/// The first `/` or `?` in `bytes[from..]`, a word at a time: paths are short, so this beats
/// a call to a vectorized `memchr`. Where fewer than eight bytes are left, the word that ends
/// `bytes` is read and the bytes before `from` shifted out. Only segments longer than sixteen
/// bytes need it, which are rare: it stays apart from the walk's loop.
#[inline(never)]
fn find_segment_end(bytes: &[u8], from: usize) -> Option<usize> {
    let len = bytes.len();
    let mut at = from;
    while at + 8 <= len {
        let found = segment_ends(word(bytes, at));
        if found != 0 {
            return Some(at + ends_at(found));
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
    // The word `bytes[len - 8..]`, its bytes before `at` (the low ones) shifted out: a byte
    // masked after the test could still mark the ones after it.
    let skip = at - (len - 8);
    let found = segment_ends(word(bytes, len - 8) >> (8 * skip)) << (8 * skip);
    (found != 0).then(|| len - 8 + ends_at(found))
}

/// A segment of a path, read once: where it starts and ends, and its first sixteen bytes as
/// two words (zero past its end), from which its [`Key`] and whether it may need a second look
/// as a param follow without reading it again.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Segment {
    pub(crate) start: usize,
    pub(crate) end: usize,
    head: u64,
    tail: u64,
}

impl Segment {
    /// The segment of `path` that starts at `start`: up to the next `/`, the `?` that starts
    /// the query, or the end.
    #[inline(always)]
    pub(crate) fn at(path: &[u8], start: usize) -> Segment {
        let len = path.len();
        // The eight bytes from `start`, zero past the end of the path.
        let head = match len.checked_sub(8) {
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
        let stop = segment_ends(head);
        if stop != 0 {
            return Segment {
                start,
                end: start + ends_at(stop),
                head: head & before_first(stop),
                tail: 0,
            };
        }
        // Zeros past the end of the path end no segment: it ends within these eight bytes, or
        // the segment is longer.
        if start + 8 >= len {
            return Segment {
                start,
                end: len,
                head,
                tail: 0,
            };
        }
        // The next eight bytes, from the last word of the path where they would pass its end
        // (`len - 8 < start + 8 < len`: shifted by fewer than eight bytes), zero past it.
        let from = (start + 8).min(len - 8);
        let tail = word(path, from) >> (8 * (start + 8 - from));
        let stop = segment_ends(tail);
        if stop != 0 {
            return Segment {
                start,
                end: start + 8 + ends_at(stop),
                head,
                tail: tail & before_first(stop),
            };
        }
        let end = match start + 16 >= len {
            true => len,
            false => find_segment_end(path, start + 16).unwrap_or(len),
        };
        Segment {
            start,
            end,
            head,
            tail,
        }
    }

    #[inline(always)]
    pub(crate) fn len(&self) -> usize {
        self.end - self.start
    }

    /// The segment's [`Key`].
    #[inline(always)]
    pub(crate) fn key(&self) -> Key {
        Key {
            head: self.head,
            tail: self.tail,
        }
    }

    /// Whether the segment, as a param, may need a second look: it may be `.` or `..` (a dot
    /// segment) or hold a `%` (an escape). True of every segment with a `.` or a `%` in its
    /// first eight bytes, and of every longer segment, which is not read again here.
    #[inline(always)]
    pub(crate) fn may_be_special(&self) -> bool {
        // The head is zero past the segment's end, and neither byte is zero.
        let special = matching(self.head, b'.') | matching(self.head, b'%');
        (self.len() > 8) | (special != 0)
    }
}

/// Where the first byte that `found` marks (as [`matching`] gives it) is in its word.
#[inline(always)]
fn ends_at(found: u64) -> usize {
    (found.trailing_zeros() / 8) as usize
}

/// The bytes of a word before the first one that `found` marks (as [`matching`] gives it), set:
/// the bits up to the lowest set one (bit 7 of that byte), less that byte.
#[inline(always)]
fn before_first(found: u64) -> u64 {
    (found ^ found.wrapping_sub(1)) >> 8
}

/// A short byte string as two words that tell it from any other string of its length: its first
/// sixteen bytes, zero-padded. Strings longer than 16 bytes share a key when they share those
/// bytes, so a key equal to another's must then be confirmed by the bytes.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(crate) struct Key {
    head: u64,
    tail: u64,
}

impl Key {
    pub(crate) fn of(bytes: &[u8]) -> Key {
        let mut first = [0; 16];
        let n = bytes.len().min(16);
        first[..n].copy_from_slice(&bytes[..n]);
        let (head, tail) = first.split_at(8);
        Key {
            head: u64::from_le_bytes(head.try_into().unwrap_or_default()),
            tail: u64::from_le_bytes(tail.try_into().unwrap_or_default()),
        }
    }

    /// A hash of the key and a length, after wyhash's folded multiply, whose high bits pick a
    /// place in a table (every bit of the key reaches them, through the carries of the high half
    /// of the product). The keys are the application's own segments, not chosen by whoever
    /// sends requests, and a collision costs a probe, never a wrong answer.
    #[inline(always)]
    pub(crate) fn hash(self, len: usize) -> u64 {
        const P0: u64 = 0xa076_1d64_78bd_642f;
        const P1: u64 = 0xe703_7ed1_a0b4_28db;
        let product = u128::from(self.head ^ P0) * u128::from(self.tail ^ P1 ^ len as u64);
        (product as u64) ^ (product >> 64) as u64
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

    /// A segment read in place agrees with the slice up to the next `/`: its end and its key,
    /// at every place of paths of every length.
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
            assert_eq!(segment.key(), Key::of(bytes), "{path:?} {from}");
            // Letters only: special only when longer than the head.
            assert_eq!(segment.may_be_special(), bytes.len() > 8, "{path:?} {from}");
        }
    }

    /// Paths of bytes that a SWAR test could confuse with `/`, `?`, `.` and `%` (their
    /// neighbours, the bytes that fold onto them, zero, bytes above 127), at random: each
    /// segment agrees with the slice up to its end, and a segment with a `.` or `%` is special.
    #[test]
    fn segments_of_confusable_bytes_agree_with_their_slices() {
        const BYTES: &[u8] = b"/?.%>-$&0O\0\x01\x80\xff\x2f\x3e\x1f";
        let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for _ in 0..200_000 {
            let len = (next() % 40) as usize;
            let path: Vec<u8> = (0..len)
                .map(|_| BYTES[(next() % BYTES.len() as u64) as usize])
                .collect();
            for from in 0..=len {
                let end = path[from..]
                    .iter()
                    .position(|&b| b == b'/' || b == b'?')
                    .map(|i| from + i);
                assert_eq!(find_segment_end(&path, from), end, "{path:?} {from}");
                let segment = Segment::at(&path, from);
                let end = end.unwrap_or(len);
                assert_eq!((segment.start, segment.end), (from, end), "{path:?} {from}");
                let bytes = &path[from..end];
                assert_eq!(segment.key(), Key::of(bytes), "{path:?} {from}");
                if bytes.contains(&b'.') || bytes.contains(&b'%') {
                    assert!(segment.may_be_special(), "{path:?} {from}");
                }
                if bytes.len() <= 8 && !bytes.contains(&b'.') && !bytes.contains(&b'%') {
                    assert!(!segment.may_be_special(), "{path:?} {from}");
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
    fn dot_segments_and_escapes_are_special_and_short_plain_segments_not() {
        for (path, special) in [
            (&b"/./x"[..], true),
            (b"/../x", true),
            (b"/...", true),
            (b"/a.", true),
            (b"/%2E", true),
            (b"/a%", true),
            (b"/.\0", true),
            (b"/\0.", true),
            (b"/1234567.", true),
            (b"/12345678", false),
            (b"/123456789", true),
            (b"/", false),
            (b"/a", false),
            (b"/$-/x", false),
            (b"/\0\0", false),
            (b"/-/.", false),
        ] {
            assert_eq!(Segment::at(path, 1).may_be_special(), special, "{path:?}");
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
            .map(|k| Key::of(k.as_bytes()).hash(k.len()) >> 48)
            .collect();
        tops.sort_unstable();
        tops.dedup();
        // 10,000 keys into 65,536 buckets by the high bits, as the tables take them: a good
        // hash leaves few collisions.
        assert!(tops.len() > 9_000, "{}", tops.len());
    }
}
