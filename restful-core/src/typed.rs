//! Typed params: the [`Param`] trait, the types that implement it here, and what a route's
//! description keeps of a param's type ([`ParamType`], [`ParamSchema`]).
//!
//! The rules (docs/routing.md, "5. Typed params"): a typed param that does not parse does not
//! match its template, and recognition goes on to the next template the path matches.

use std::any::TypeId;
use std::borrow::Cow;
use std::fmt;
use std::ops::Deref;

/// A type a template param can have: `#[restful(id = u64)]` types a controller's own id (and
/// the parent id of its children), `#[restful(params(locale = String))]` its other params.
///
/// A type reads a value from a param's text once percent-decoded ([`parse`](Param::parse)),
/// writes one for links ([`write`](Param::write), percent-encoded afterwards), and describes
/// itself for OpenAPI ([`schema`](Param::schema)). `parse` and `write` must round-trip:
/// `parse(&write(v)) == Some(v)`, so that a link reaches the resource it names. A type that
/// spells one value one way only (as the integers here do) gives each resource one URL.
///
/// | type | accepts | schema |
/// |---|---|---|
/// | `u8` … `u128`, `usize` | digits, no sign, no leading zero (`0` itself is one), in range | `integer`, `format` `int32`/`int64` where it fits, `minimum: 0` |
/// | `i8` … `i128`, `isize` | the same after an optional `-`; not `-0` | `integer`, `format` `int32`/`int64` where it fits |
/// | `String` | any text | `string` |
/// | [`RestPath`] | a catch-all's value without a `.`, `..` or empty segment, `\` or NUL | `string` |
/// | `uuid::Uuid` (feature `uuid`) | the hyphenated lowercase form, 36 characters | `string`, `format: uuid` |
///
/// An app's own id type:
///
/// ```
/// use std::borrow::Cow;
/// use restful_core::{Param, ParamSchema};
///
/// #[derive(Debug, PartialEq)]
/// struct Slug(String);
///
/// impl Param for Slug {
///     fn parse(text: &str) -> Option<Self> {
///         let ok = !text.is_empty()
///             && text.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
///         ok.then(|| Slug(text.to_owned()))
///     }
///     fn write(&self) -> Cow<'_, str> {
///         Cow::Borrowed(&self.0)
///     }
///     fn schema() -> ParamSchema {
///         ParamSchema::string().pattern("^[a-z0-9-]+$")
///     }
/// }
///
/// assert_eq!(Slug::parse("hello-world"), Some(Slug("hello-world".into())));
/// assert_eq!(Slug::parse("Hello"), None);
/// assert_eq!(u64::parse("042"), None);
/// assert_eq!(u64::parse("42"), Some(42));
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be the type of a param",
    label = "not a `restful_core::Param`",
    note = "a param's type implements `restful_core::Param` (parse, write and schema): the \
            integers, `String`, `RestPath`, `uuid::Uuid` with the `uuid` feature, or an app's \
            own type with an impl"
)]
pub trait Param: Sized + 'static {
    /// The value a param's text (percent-decoded, never empty) spells, if it spells one.
    fn parse(text: &str) -> Option<Self>;

    /// The text of the value in a path, before percent-encoding: what [`parse`](Param::parse)
    /// reads back as the same value. Never empty.
    fn write(&self) -> Cow<'_, str>;

    /// How OpenAPI describes the param.
    fn schema() -> ParamSchema;

    /// Whether `text` spells a value: what recognition asks. The default parses and drops the
    /// value; a type whose parse allocates may answer without it.
    fn accepts(text: &str) -> bool {
        Self::parse(text).is_some()
    }
}

/// How OpenAPI describes a param: the schema object of its `schema` field, what
/// [`Param::schema`] returns.
///
/// ```
/// use restful_core::{Param, ParamSchema};
///
/// assert_eq!(u32::schema(), ParamSchema::integer().format("int64").minimum(0).maximum(4_294_967_295));
/// assert_eq!(String::schema(), ParamSchema::string());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct ParamSchema {
    /// The JSON Schema type: `"integer"` or `"string"`.
    pub r#type: &'static str,
    /// `"int32"`, `"int64"`, `"uuid"`, …
    pub format: Option<&'static str>,
    /// The least value of an integer.
    pub minimum: Option<i64>,
    /// The greatest value of an integer.
    pub maximum: Option<i64>,
    /// A regular expression that the text matches.
    pub pattern: Option<&'static str>,
}

impl ParamSchema {
    /// `type: integer`.
    pub const fn integer() -> ParamSchema {
        ParamSchema::of("integer")
    }

    /// `type: string`.
    pub const fn string() -> ParamSchema {
        ParamSchema::of("string")
    }

    const fn of(r#type: &'static str) -> ParamSchema {
        ParamSchema {
            r#type,
            format: None,
            minimum: None,
            maximum: None,
            pattern: None,
        }
    }

    /// With a `format`.
    pub const fn format(mut self, format: &'static str) -> ParamSchema {
        self.format = Some(format);
        self
    }

    /// With a `minimum`.
    pub const fn minimum(mut self, minimum: i64) -> ParamSchema {
        self.minimum = Some(minimum);
        self
    }

    /// With a `maximum`.
    pub const fn maximum(mut self, maximum: i64) -> ParamSchema {
        self.maximum = Some(maximum);
        self
    }

    /// With a `pattern`.
    pub const fn pattern(mut self, pattern: &'static str) -> ParamSchema {
        self.pattern = Some(pattern);
        self
    }
}

/// A param's type as a controller's descriptor keeps it: which type, whether a text spells one
/// of its values, and its schema. [`Route::param_types`](crate::Route::param_types) gives a
/// route's.
///
/// ```
/// use restful_core::{ParamType, Restful};
///
/// #[derive(Restful)]
/// #[restful(id = u64)]
/// struct PhotosController;
///
/// let show = PhotosController::CONTROLLER.route(restful_core::Action::Show).unwrap();
/// let (name, ty) = show.param_types().next().unwrap();
/// let ty = ty.unwrap();
/// assert_eq!((name, ty.name()), ("id", "u64"));
/// assert!(ty.is::<u64>() && ty.accepts("42") && !ty.accepts("abc"));
/// assert_eq!(ty, ParamType::of::<u64>());
/// ```
#[derive(Clone, Copy)]
pub struct ParamType {
    type_id: fn() -> TypeId,
    name: fn() -> &'static str,
    accepts: fn(&str) -> bool,
    schema: fn() -> ParamSchema,
}

impl ParamType {
    /// The type `T`.
    pub const fn of<T: Param>() -> ParamType {
        ParamType::of_fns(
            TypeId::of::<T>,
            std::any::type_name::<T>,
            T::accepts,
            T::schema,
        )
    }

    /// The type whose functions these are: [`of`](ParamType::of), and what the derive writes
    /// through `__private::param_type`.
    pub(crate) const fn of_fns(
        type_id: fn() -> TypeId,
        name: fn() -> &'static str,
        accepts: fn(&str) -> bool,
        schema: fn() -> ParamSchema,
    ) -> ParamType {
        ParamType {
            type_id,
            name,
            accepts,
            schema,
        }
    }

    /// Whether it is `T`.
    pub fn is<T: Param>(&self) -> bool {
        (self.type_id)() == TypeId::of::<T>()
    }

    /// The type's name, as `std::any::type_name` gives it (`u64`, `alloc::string::String`).
    pub fn name(&self) -> &'static str {
        (self.name)()
    }

    /// Whether `text` (percent-decoded) spells a value of the type: [`Param::accepts`].
    pub fn accepts(&self, text: &str) -> bool {
        (self.accepts)(text)
    }

    /// The type's schema: [`Param::schema`].
    pub fn schema(&self) -> ParamSchema {
        (self.schema)()
    }

    /// The checker recognition calls.
    pub(crate) fn checker(&self) -> fn(&str) -> bool {
        self.accepts
    }
}

impl PartialEq for ParamType {
    /// The same type.
    fn eq(&self, other: &Self) -> bool {
        (self.type_id)() == (other.type_id)()
    }
}

impl Eq for ParamType {}

impl fmt::Debug for ParamType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ParamType({})", self.name())
    }
}

/// The value of the digits of a non-negative integer spelled one way per value (ASCII digits,
/// no leading zero unless the number is `0`), if they are and it fits in a `u64`; `None` for
/// more than 19 digits, which the caller reads its own way.
#[inline]
fn canonical_value(digits: &str) -> Result<u64, Canonical> {
    let bytes = digits.as_bytes();
    match bytes {
        [] | [b'0', _, ..] => return Err(Canonical::No),
        _ if !bytes.iter().all(u8::is_ascii_digit) => return Err(Canonical::No),
        _ if bytes.len() > 19 => return Err(Canonical::Long),
        _ => {}
    }
    // Nineteen digits are below `u64::MAX`: no overflow.
    Ok(bytes
        .iter()
        .fold(0, |value, &digit| value * 10 + u64::from(digit - b'0')))
}

/// Why [`canonical_value`] gave no value.
enum Canonical {
    /// Not digits spelled one way per value.
    No,
    /// Canonical digits, more than 19 of them.
    Long,
}

/// The unsigned value `digits` spells one way per value, if it fits in `T`.
#[inline]
fn unsigned<T: TryFrom<u64> + std::str::FromStr>(digits: &str) -> Option<T> {
    match canonical_value(digits) {
        Ok(value) => T::try_from(value).ok(),
        Err(Canonical::Long) => digits.parse().ok(),
        Err(Canonical::No) => None,
    }
}

macro_rules! unsigned {
    ($($ty:ty => $schema:expr),* $(,)?) => {$(
        impl Param for $ty {
            /// Digits alone, without a leading zero, in range: `42`, not `+42`, `042`, `4_2`.
            fn parse(text: &str) -> Option<Self> {
                unsigned(text)
            }

            fn write(&self) -> Cow<'_, str> {
                Cow::Owned(self.to_string())
            }

            fn schema() -> ParamSchema {
                $schema
            }
        }
    )*};
}

macro_rules! signed {
    ($($ty:ty => $schema:expr),* $(,)?) => {$(
        impl Param for $ty {
            /// Digits without a leading zero after an optional `-`, in range: `-42`, not
            /// `+42`, `-0`, `042`.
            fn parse(text: &str) -> Option<Self> {
                match text.strip_prefix('-') {
                    // `i128::MIN` has 39 digits: the long ones are read by `parse`.
                    Some("0") => None,
                    Some(digits) => match canonical_value(digits) {
                        Ok(value) => <$ty>::try_from(-i128::from(value)).ok(),
                        Err(Canonical::Long) => text.parse().ok(),
                        Err(Canonical::No) => None,
                    },
                    None => unsigned(text),
                }
            }

            fn write(&self) -> Cow<'_, str> {
                Cow::Owned(self.to_string())
            }

            fn schema() -> ParamSchema {
                $schema
            }
        }
    )*};
}

unsigned! {
    u8 => ParamSchema::integer().format("int32").minimum(0).maximum(u8::MAX as i64),
    u16 => ParamSchema::integer().format("int32").minimum(0).maximum(u16::MAX as i64),
    u32 => ParamSchema::integer().format("int64").minimum(0).maximum(u32::MAX as i64),
    u64 => ParamSchema::integer().format("int64").minimum(0),
    usize => ParamSchema::integer().format("int64").minimum(0),
    u128 => ParamSchema::integer().minimum(0),
}

signed! {
    i8 => ParamSchema::integer().format("int32").minimum(i8::MIN as i64).maximum(i8::MAX as i64),
    i16 => ParamSchema::integer().format("int32").minimum(i16::MIN as i64).maximum(i16::MAX as i64),
    i32 => ParamSchema::integer().format("int32"),
    i64 => ParamSchema::integer().format("int64"),
    isize => ParamSchema::integer().format("int64"),
    i128 => ParamSchema::integer(),
}

impl Param for String {
    /// Any text.
    fn parse(text: &str) -> Option<Self> {
        Some(text.to_owned())
    }

    fn write(&self) -> Cow<'_, str> {
        Cow::Borrowed(self)
    }

    fn schema() -> ParamSchema {
        ParamSchema::string()
    }

    fn accepts(_: &str) -> bool {
        true
    }
}

/// The value of a catch-all (`{*path}`), percent-decoded, that is safe to join to a directory:
/// segments separated by `/`, none of them empty, `.` or `..`, and no `\` or NUL anywhere.
/// Recognition already refuses a `.` or `..` segment as the path spells it; this type also
/// refuses the ones that decoding makes (`%2E%2E`).
///
/// ```
/// use restful_core::{Param, RestPath};
///
/// let path = RestPath::parse("css/app.css").unwrap();
/// assert_eq!(path.segments().collect::<Vec<_>>(), ["css", "app.css"]);
/// assert_eq!(&*path, "css/app.css");
/// for refused in ["../etc/passwd", "a/./b", "a//b", "a\\..\\b", "/a", "a/"] {
///     assert_eq!(RestPath::parse(refused), None, "{refused}");
/// }
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RestPath(String);

impl RestPath {
    /// The value, segments separated by `/`.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Its segments, in order.
    pub fn segments(&self) -> impl Iterator<Item = &str> + '_ {
        self.0.split('/')
    }

    /// The value as a `String`.
    pub fn into_string(self) -> String {
        self.0
    }

    fn is_safe(text: &str) -> bool {
        !text.is_empty()
            && !text.contains(['\\', '\0'])
            && text.split('/').all(|s| !matches!(s, "" | "." | ".."))
    }
}

impl Deref for RestPath {
    type Target = str;

    fn deref(&self) -> &str {
        &self.0
    }
}

impl AsRef<str> for RestPath {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for RestPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl Param for RestPath {
    fn parse(text: &str) -> Option<Self> {
        RestPath::is_safe(text).then(|| RestPath(text.to_owned()))
    }

    fn write(&self) -> Cow<'_, str> {
        Cow::Borrowed(&self.0)
    }

    fn schema() -> ParamSchema {
        ParamSchema::string()
    }

    fn accepts(text: &str) -> bool {
        RestPath::is_safe(text)
    }
}

#[cfg(feature = "uuid")]
impl Param for uuid::Uuid {
    /// The hyphenated lowercase form alone (`67e55044-10b1-426f-9247-bb680e5fe0c8`): one
    /// spelling per value, the one `write` gives.
    fn parse(text: &str) -> Option<Self> {
        let lowercase = !text.bytes().any(|b| b.is_ascii_uppercase());
        let hyphenated = text.len() == 36;
        (lowercase && hyphenated)
            .then(|| uuid::Uuid::try_parse(text).ok())
            .flatten()
    }

    fn write(&self) -> Cow<'_, str> {
        Cow::Owned(self.hyphenated().to_string())
    }

    fn schema() -> ParamSchema {
        ParamSchema::string().format("uuid")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_have_one_spelling_per_value() {
        // (text, as u64, as i64)
        let rows: [(&str, Option<u64>, Option<i64>); 17] = [
            ("0", Some(0), Some(0)),
            ("7", Some(7), Some(7)),
            ("42", Some(42), Some(42)),
            ("-42", None, Some(-42)),
            ("-0", None, None),
            ("+42", None, None),
            ("042", None, None),
            ("00", None, None),
            ("-042", None, None),
            ("", None, None),
            ("-", None, None),
            ("4_2", None, None),
            (" 42", None, None),
            ("42 ", None, None),
            ("٤٢", None, None),
            ("18446744073709551615", Some(u64::MAX), None),
            ("18446744073709551616", None, None),
        ];
        for (text, unsigned, signed) in rows {
            assert_eq!(u64::parse(text), unsigned, "u64 {text:?}");
            assert_eq!(i64::parse(text), signed, "i64 {text:?}");
        }
        assert_eq!(i64::parse("-9223372036854775808"), Some(i64::MIN));
        assert_eq!(i64::parse("9223372036854775808"), None);
        assert_eq!(u8::parse("255"), Some(255));
        assert_eq!(u8::parse("256"), None);
        assert_eq!(i8::parse("-128"), Some(-128));
    }

    #[test]
    fn every_integer_written_is_read_back() {
        for value in [0, 1, 9, 10, 99, 100, u64::MAX] {
            assert_eq!(u64::parse(&value.write()), Some(value));
        }
        for value in [i64::MIN, -10, -1, 0, 1, i64::MAX] {
            assert_eq!(i64::parse(&value.write()), Some(value));
        }
    }

    /// What the integers accept, said another way: `str::parse`, where the text is the one
    /// spelling `to_string` gives the value.
    fn reference<T: std::str::FromStr + ToString>(text: &str) -> Option<T> {
        text.parse::<T>()
            .ok()
            .filter(|value| value.to_string() == text)
    }

    proptest::proptest! {
        #[test]
        fn integers_read_what_they_write(value: u64, signed: i64, wide: i128, small: i8) {
            proptest::prop_assert_eq!(u64::parse(&value.write()), Some(value));
            proptest::prop_assert_eq!(i64::parse(&signed.write()), Some(signed));
            proptest::prop_assert_eq!(i128::parse(&wide.write()), Some(wide));
            proptest::prop_assert_eq!(i8::parse(&small.write()), Some(small));
        }

        #[test]
        fn integers_accept_one_spelling_per_value(text in "[-+0-9a]{0,42}") {
            proptest::prop_assert_eq!(u8::parse(&text), reference::<u8>(&text));
            proptest::prop_assert_eq!(u64::parse(&text), reference::<u64>(&text));
            proptest::prop_assert_eq!(u128::parse(&text), reference::<u128>(&text));
            proptest::prop_assert_eq!(i16::parse(&text), reference::<i16>(&text));
            proptest::prop_assert_eq!(i64::parse(&text), reference::<i64>(&text));
            proptest::prop_assert_eq!(i128::parse(&text), reference::<i128>(&text));
        }
    }

    #[test]
    fn a_rest_path_has_no_dot_or_empty_segment() {
        for ok in ["a", "a/b", "a.b/c..d/...", ".x/x."] {
            assert!(RestPath::accepts(ok), "{ok}");
            assert_eq!(
                RestPath::parse(ok).map(RestPath::into_string).as_deref(),
                Some(ok)
            );
        }
        for refused in [
            "", ".", "..", "a/..", "../a", "a/./b", "a//b", "/a", "a/", "a\\b", "a\0",
        ] {
            assert!(!RestPath::accepts(refused), "{refused:?}");
        }
    }

    #[test]
    fn a_type_is_itself_whatever_the_copy() {
        assert_eq!(ParamType::of::<u64>(), ParamType::of::<u64>());
        assert_ne!(ParamType::of::<u64>(), ParamType::of::<i64>());
        assert!(ParamType::of::<String>().is::<String>());
        assert_eq!(ParamType::of::<u8>().name(), "u8");
        assert!(ParamType::of::<String>().accepts("anything at all"));
        assert_eq!(
            ParamType::of::<u64>().schema(),
            ParamSchema::integer().format("int64").minimum(0)
        );
    }

    #[cfg(feature = "uuid")]
    #[test]
    fn a_uuid_has_its_lowercase_hyphenated_spelling_only() {
        let text = "67e55044-10b1-426f-9247-bb680e5fe0c8";
        let uuid = <uuid::Uuid as Param>::parse(text).expect("canonical");
        assert_eq!(uuid.write(), text);
        for refused in [
            "67E55044-10B1-426F-9247-BB680E5FE0C8",
            "67e5504410b1426f9247bb680e5fe0c8",
            "{67e55044-10b1-426f-9247-bb680e5fe0c8}",
            "urn:uuid:67e55044-10b1-426f-9247-bb680e5fe0c8",
            "67e55044-10b1-426f-9247-bb680e5fe0c",
        ] {
            assert_eq!(<uuid::Uuid as Param>::parse(refused), None, "{refused}");
        }
    }
}
