//! The methods a path allows, for a 405's `Allow` header: a bit set, so a 405 costs no
//! allocation.

use std::fmt;
use std::sync::LazyLock;

use http::Method;

use crate::action::Verb;

/// The methods a path allows: a bit set, so a 405 costs no allocation.
///
/// Iterates, and displays (the `Allow` header's value), in the order GET, HEAD, POST, PUT,
/// DELETE, with HEAD wherever GET is.
///
/// ```rust,standalone_crate
/// use restful_core::{Method, RecognizeError, Restful, registry};
///
/// #[derive(Restful)]
/// struct PhotosController;
///
/// let err = registry().recognize(&Method::PATCH, "/photos/1").unwrap_err();
/// let RecognizeError::MethodNotAllowed(allowed) = err else { panic!() };
/// assert_eq!(allowed.to_string(), "GET, HEAD, PUT, DELETE");
/// assert!(allowed.contains(&Method::HEAD));
/// assert_eq!(allowed.methods().next(), Some(Method::GET));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Allowed(u8);

/// `Allow` order.
const ALLOW_ORDER: [Method; 5] = [
    Method::GET,
    Method::HEAD,
    Method::POST,
    Method::PUT,
    Method::DELETE,
];

impl Allowed {
    /// No method at all.
    pub const EMPTY: Allowed = Allowed(0);

    fn bit(method: &Method) -> u8 {
        ALLOW_ORDER
            .iter()
            .position(|m| m == method)
            .map_or(0, |i| 1 << i)
    }

    /// The set with `verb`'s method added, and HEAD with GET.
    pub(crate) fn with(self, verb: Verb) -> Allowed {
        let method = verb.method();
        let head = match verb {
            Verb::Get => Allowed::bit(&Method::HEAD),
            _ => 0,
        };
        Allowed(self.0 | Allowed::bit(&method) | head)
    }

    /// The set of these five bits (in `Allow` order), for tables indexed by set.
    pub(crate) fn from_bits(bits: u8) -> Allowed {
        Allowed(bits & 0b1_1111)
    }

    /// The set's five bits, in `Allow` order.
    pub(crate) fn bits(self) -> u8 {
        self.0
    }

    /// Whether `method` is allowed.
    ///
    /// ```
    /// use restful_core::{Allowed, Method};
    ///
    /// assert!(!Allowed::EMPTY.contains(&Method::GET));
    /// ```
    pub fn contains(&self, method: &Method) -> bool {
        self.0 & Allowed::bit(method) != 0
    }

    /// The allowed methods, in the order GET, HEAD, POST, PUT, DELETE.
    ///
    /// ```
    /// use restful_core::Allowed;
    ///
    /// assert_eq!(Allowed::EMPTY.methods().count(), 0);
    /// ```
    pub fn methods(&self) -> AllowedMethods {
        AllowedMethods {
            bits: self.0,
            next: 0,
        }
    }

    /// How many methods are allowed.
    ///
    /// ```
    /// assert_eq!(restful_core::Allowed::EMPTY.len(), 0);
    /// ```
    pub fn len(&self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether no method is allowed.
    ///
    /// ```
    /// assert!(restful_core::Allowed::EMPTY.is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.0 == 0
    }

    /// The `Allow` header's value, as [`Display`](fmt::Display) writes it, without
    /// allocating: an adapter answers a 405 with
    /// `HeaderValue::from_static(allowed.as_str())`.
    ///
    /// ```rust,standalone_crate
    /// use restful_core::{Allowed, Method, Restful, registry};
    /// # #[derive(Restful)]
    /// # struct PhotosController;
    ///
    /// let err = registry().recognize(&Method::PATCH, "/photos").unwrap_err();
    /// assert_eq!(err.allowed().map(|a| a.as_str()), Some("GET, HEAD, POST"));
    /// assert_eq!(Allowed::EMPTY.as_str(), "");
    /// ```
    pub fn as_str(&self) -> &'static str {
        // Five bits: every set is written once, at the first 405 of the process.
        static ALL: LazyLock<[String; 32]> = LazyLock::new(|| {
            std::array::from_fn(|bits| Allowed::from_bits(bits as u8).to_string())
        });
        ALL.get(usize::from(self.bits())).map_or("", String::as_str)
    }
}

/// The iterator of [`Allowed::methods`].
#[derive(Clone, Debug)]
pub struct AllowedMethods {
    bits: u8,
    next: usize,
}

impl Iterator for AllowedMethods {
    type Item = Method;

    fn next(&mut self) -> Option<Method> {
        while let Some(method) = ALLOW_ORDER.get(self.next) {
            self.next += 1;
            if self.bits & (1 << (self.next - 1)) != 0 {
                return Some(method.clone());
            }
        }
        None
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let remaining = (self.bits >> self.next.min(7)).count_ones() as usize;
        (remaining, Some(remaining))
    }
}

impl ExactSizeIterator for AllowedMethods {}
impl std::iter::FusedIterator for AllowedMethods {}

impl fmt::Display for Allowed {
    /// The `Allow` header's value: `GET, HEAD, PUT, DELETE`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, method) in self.methods().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(method.as_str())?;
        }
        Ok(())
    }
}

impl fmt::Debug for Allowed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.methods()).finish()
    }
}
