//! Every param of a match at once, typed: what each adapter's `Ids<T>` extractor reads
//! ([`deserialize_params`]).
//!
//! `T` is read from the params as serde reads a value: a tuple (or an array, or a `Vec`) takes
//! them in path order, a struct (or a map) by name, and a single value the one param of a
//! route that has one. Each param's value is one text: an integer reads it as
//! [`Param`](crate::Param) does (one spelling per value: `42`, never `042` or `+42`), a string
//! takes it whole, an `Option` is `Some`, a unit enum variant is named by it.

use std::fmt;

use serde::de::value::StrDeserializer;
use serde::de::{self, DeserializeOwned, DeserializeSeed, IntoDeserializer, Visitor};

use crate::Param;
use crate::adapter::Rejection;
use crate::matched::MatchBuf;

/// Why the params of a match could not be read as a `T`: a `T` that does not fit the route (a
/// bug in the app, a 500), or a value that is not one of the type asked for (no such
/// resource, a 404: where the param is typed, recognition has already made sure it is one).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum IdsError {
    /// `T` does not fit the route's params: a tuple of another length, a field that no param
    /// is named, a single value for a route of several params, a nested sequence or map.
    DoesNotFit(String),
    /// The value of the param `param` is not a value of the type asked for.
    NotAValue {
        /// The param.
        param: &'static str,
        /// What was expected: `u64`, a boolean, one of the variants...
        expected: String,
    },
}

impl IdsError {
    /// Whether the error is the app's (a `T` that does not fit the route): a 500 rather than
    /// a 404.
    pub fn is_a_bug(&self) -> bool {
        matches!(self, IdsError::DoesNotFit(_))
    }
}

impl fmt::Display for IdsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IdsError::DoesNotFit(why) => f.write_str(why),
            IdsError::NotAValue { param, expected } => {
                write!(f, "the param `{param}` is not {expected}")
            }
        }
    }
}

impl std::error::Error for IdsError {}

impl de::Error for IdsError {
    fn custom<M: fmt::Display>(message: M) -> Self {
        IdsError::DoesNotFit(message.to_string())
    }
}

/// `params` (every param of a route, `(name, value)` in path order, the values percent-decoded)
/// read as a `T`.
///
/// ```
/// use restful_core::adapter::{IdsError, deserialize_params};
///
/// let params = [("photo_id", "7"), ("id", "42")];
/// let (photo_id, id): (u64, u64) = deserialize_params(&params).unwrap();
/// assert_eq!((photo_id, id), (7, 42));
///
/// #[derive(serde::Deserialize)]
/// struct Ids { id: u64, photo_id: u32 }
/// let ids: Ids = deserialize_params(&params).unwrap();
/// assert_eq!((ids.photo_id, ids.id), (7, 42));
///
/// let one: u64 = deserialize_params(&[("id", "42")]).unwrap();
/// assert_eq!(one, 42);
///
/// // A value that is not a number: no such resource.
/// let err = deserialize_params::<(u64, u64)>(&[("photo_id", "seven"), ("id", "42")]).unwrap_err();
/// assert_eq!(err.to_string(), "the param `photo_id` is not a `u64`");
/// assert!(!err.is_a_bug());
/// // Three values for two params: a bug.
/// let err = deserialize_params::<(u64, u64, u64)>(&params).unwrap_err();
/// assert!(err.is_a_bug());
/// ```
///
/// # Errors
///
/// [`IdsError::DoesNotFit`] when `T` does not fit the params, [`IdsError::NotAValue`] when a
/// value is not one of the type its place asks for.
pub fn deserialize_params<T: DeserializeOwned>(
    params: &[(&'static str, &str)],
) -> Result<T, IdsError> {
    T::deserialize(Params { params })
}

/// What every adapter's `Ids<T>` extractor gives a handler: the params of `found` as a `T`
/// ([`MatchBuf::ids`]), or the refusal: [`Rejection::IdsDoNotFit`] (500, naming the route) when
/// `T` does not fit the route, [`Rejection::IdDoesNotParse`] (404) when a value is not one of
/// its type (where the param is typed, recognition has already made sure it is one).
///
/// # Errors
///
/// As said.
pub fn ids_of<T: DeserializeOwned>(found: &MatchBuf) -> Result<T, Rejection> {
    found.ids().map_err(|err| match err.is_a_bug() {
        true => Rejection::IdsDoNotFit(found.route()),
        false => Rejection::IdDoesNotParse,
    })
}

/// The deserializer of all the params.
struct Params<'a, 'v> {
    params: &'a [(&'static str, &'v str)],
}

impl<'a, 'v> Params<'a, 'v> {
    /// The one param, for a `T` that is a single value.
    fn single(&self, what: &str) -> Result<Value<'v>, IdsError> {
        match self.params {
            [(name, value)] => Ok(Value { name, value }),
            _ => Err(IdsError::DoesNotFit(format!(
                "{what} reads one param, and the route has {}: read a tuple or a struct",
                count(self.params.len())
            ))),
        }
    }

    fn arity(&self, len: usize) -> Result<(), IdsError> {
        match len == self.params.len() {
            true => Ok(()),
            false => Err(IdsError::DoesNotFit(format!(
                "a tuple of {len} reads {}, and the route has {} ({})",
                count(len),
                count(self.params.len()),
                names(self.params)
            ))),
        }
    }
}

fn count(n: usize) -> String {
    match n {
        1 => "one param".to_owned(),
        n => format!("{n} params"),
    }
}

fn names(params: &[(&'static str, &str)]) -> String {
    let names: Vec<String> = params.iter().map(|(name, _)| format!("`{name}`")).collect();
    match names.is_empty() {
        true => "none".to_owned(),
        false => names.join(", "),
    }
}

macro_rules! single {
    ($($method:ident)*) => {$(
        fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, IdsError> {
            self.single("a single value")?.$method(visitor)
        }
    )*};
}

impl<'de> de::Deserializer<'de> for Params<'_, '_> {
    type Error = IdsError;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, IdsError> {
        match self.params.len() {
            1 => self.single("a single value")?.deserialize_any(visitor),
            _ => self.deserialize_map(visitor),
        }
    }

    single! {
        deserialize_bool deserialize_i8 deserialize_i16 deserialize_i32 deserialize_i64
        deserialize_i128 deserialize_u8 deserialize_u16 deserialize_u32 deserialize_u64
        deserialize_u128 deserialize_f32 deserialize_f64 deserialize_char deserialize_str
        deserialize_string deserialize_bytes deserialize_byte_buf deserialize_option
        deserialize_identifier
    }

    fn deserialize_unit<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, IdsError> {
        match self.params.is_empty() {
            true => visitor.visit_unit(),
            false => Err(IdsError::DoesNotFit(format!(
                "`()` reads no param, and the route has {} ({})",
                count(self.params.len()),
                names(self.params)
            ))),
        }
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        visitor: V,
    ) -> Result<V::Value, IdsError> {
        self.deserialize_unit(visitor)
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        visitor: V,
    ) -> Result<V::Value, IdsError> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, IdsError> {
        visitor.visit_seq(InOrder {
            params: self.params.iter(),
        })
    }

    fn deserialize_tuple<V: Visitor<'de>>(
        self,
        len: usize,
        visitor: V,
    ) -> Result<V::Value, IdsError> {
        self.arity(len)?;
        self.deserialize_seq(visitor)
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        len: usize,
        visitor: V,
    ) -> Result<V::Value, IdsError> {
        self.deserialize_tuple(len, visitor)
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, IdsError> {
        visitor.visit_map(ByName {
            params: self.params.iter(),
            value: None,
        })
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        _: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, IdsError> {
        self.deserialize_map(visitor)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, IdsError> {
        self.single("an enum")?
            .deserialize_enum(name, variants, visitor)
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, IdsError> {
        visitor.visit_unit()
    }
}

/// The params in path order, one value each.
struct InOrder<'a, 'v> {
    params: std::slice::Iter<'a, (&'static str, &'v str)>,
}

impl<'de> de::SeqAccess<'de> for InOrder<'_, '_> {
    type Error = IdsError;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, IdsError> {
        match self.params.next() {
            Some(&(name, value)) => seed.deserialize(Value { name, value }).map(Some),
            None => Ok(None),
        }
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.params.len())
    }
}

/// The params by name.
struct ByName<'a, 'v> {
    params: std::slice::Iter<'a, (&'static str, &'v str)>,
    value: Option<(&'static str, &'v str)>,
}

impl<'de> de::MapAccess<'de> for ByName<'_, '_> {
    type Error = IdsError;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, IdsError> {
        let Some(&(name, value)) = self.params.next() else {
            return Ok(None);
        };
        self.value = Some((name, value));
        let key: StrDeserializer<'_, IdsError> = name.into_deserializer();
        seed.deserialize(key).map(Some)
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, IdsError> {
        let (name, value) = self
            .value
            .take()
            .ok_or_else(|| IdsError::DoesNotFit("a value read before its name".to_owned()))?;
        seed.deserialize(Value { name, value })
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.params.len())
    }
}

/// One param's value.
struct Value<'v> {
    name: &'static str,
    value: &'v str,
}

impl Value<'_> {
    fn not_a(&self, expected: impl Into<String>) -> IdsError {
        IdsError::NotAValue {
            param: self.name,
            expected: expected.into(),
        }
    }

    fn nested(&self, what: &str) -> IdsError {
        IdsError::DoesNotFit(format!(
            "the param `{}` is one text, and {what} reads several values",
            self.name
        ))
    }
}

macro_rules! integer {
    ($($method:ident $visit:ident $ty:ty),*) => {$(
        fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, IdsError> {
            match <$ty as Param>::parse(self.value) {
                Some(value) => visitor.$visit(value),
                None => Err(self.not_a(concat!("a `", stringify!($ty), "`"))),
            }
        }
    )*};
}

macro_rules! from_str {
    ($($method:ident $visit:ident $ty:ty, $what:literal),*) => {$(
        fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, IdsError> {
            match self.value.parse::<$ty>() {
                Ok(value) => visitor.$visit(value),
                Err(_) => Err(self.not_a($what)),
            }
        }
    )*};
}

impl<'de> de::Deserializer<'de> for Value<'_> {
    type Error = IdsError;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, IdsError> {
        visitor.visit_str(self.value)
    }

    integer! {
        deserialize_i8 visit_i8 i8, deserialize_i16 visit_i16 i16, deserialize_i32 visit_i32 i32,
        deserialize_i64 visit_i64 i64, deserialize_i128 visit_i128 i128,
        deserialize_u8 visit_u8 u8, deserialize_u16 visit_u16 u16, deserialize_u32 visit_u32 u32,
        deserialize_u64 visit_u64 u64, deserialize_u128 visit_u128 u128
    }

    from_str! {
        deserialize_bool visit_bool bool, "`true` or `false`",
        deserialize_f32 visit_f32 f32, "a number",
        deserialize_f64 visit_f64 f64, "a number",
        deserialize_char visit_char char, "one character"
    }

    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, IdsError> {
        visitor.visit_str(self.value)
    }

    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, IdsError> {
        visitor.visit_string(self.value.to_owned())
    }

    fn deserialize_bytes<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, IdsError> {
        visitor.visit_bytes(self.value.as_bytes())
    }

    fn deserialize_byte_buf<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, IdsError> {
        visitor.visit_byte_buf(self.value.as_bytes().to_vec())
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, IdsError> {
        visitor.visit_some(self)
    }

    fn deserialize_unit<V: Visitor<'de>>(self, _: V) -> Result<V::Value, IdsError> {
        Err(self.nested("`()`"))
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        _: V,
    ) -> Result<V::Value, IdsError> {
        Err(self.nested("a unit struct"))
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        visitor: V,
    ) -> Result<V::Value, IdsError> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_seq<V: Visitor<'de>>(self, _: V) -> Result<V::Value, IdsError> {
        Err(self.nested("a sequence"))
    }

    fn deserialize_tuple<V: Visitor<'de>>(self, _: usize, _: V) -> Result<V::Value, IdsError> {
        Err(self.nested("a tuple"))
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        _: usize,
        _: V,
    ) -> Result<V::Value, IdsError> {
        Err(self.nested("a tuple struct"))
    }

    fn deserialize_map<V: Visitor<'de>>(self, _: V) -> Result<V::Value, IdsError> {
        Err(self.nested("a map"))
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        _: &'static [&'static str],
        _: V,
    ) -> Result<V::Value, IdsError> {
        Err(self.nested("a struct"))
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, IdsError> {
        if !variants.contains(&self.value) {
            let variants: Vec<String> = variants.iter().map(|v| format!("`{v}`")).collect();
            return Err(self.not_a(format!("one of {}", variants.join(", "))));
        }
        let variant: StrDeserializer<'_, IdsError> = self.value.into_deserializer();
        visitor.visit_enum(variant)
    }

    fn deserialize_identifier<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, IdsError> {
        visitor.visit_str(self.value)
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, IdsError> {
        visitor.visit_unit()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PARAMS: [(&str, &str); 2] = [("photo_id", "7"), ("id", "42")];

    #[test]
    fn a_tuple_reads_the_params_in_path_order() {
        assert_eq!(deserialize_params::<(u64, u64)>(&PARAMS), Ok((7, 42)));
        assert_eq!(
            deserialize_params::<(String, u8)>(&PARAMS),
            Ok(("7".to_owned(), 42))
        );
        assert_eq!(deserialize_params::<[u32; 2]>(&PARAMS), Ok([7, 42]));
        assert_eq!(deserialize_params::<Vec<u16>>(&PARAMS), Ok(vec![7, 42]));
        assert_eq!(
            deserialize_params::<(Option<u64>, u64)>(&PARAMS),
            Ok((Some(7), 42))
        );
    }

    #[test]
    fn a_map_reads_them_by_name() {
        let map: std::collections::BTreeMap<String, u64> =
            deserialize_params(&PARAMS).expect("numbers");
        assert_eq!(map.get("photo_id"), Some(&7));
        assert_eq!(map.get("id"), Some(&42));
    }

    #[test]
    fn a_single_value_reads_the_one_param() {
        assert_eq!(deserialize_params::<u64>(&[("id", "42")]), Ok(42));
        assert_eq!(
            deserialize_params::<String>(&[("path", "a/b")]),
            Ok("a/b".to_owned())
        );
        assert_eq!(deserialize_params::<()>(&[]), Ok(()));
        let err = deserialize_params::<u64>(&PARAMS).unwrap_err();
        assert!(err.is_a_bug());
        assert_eq!(
            err.to_string(),
            "a single value reads one param, and the route has 2 params: read a tuple or a struct"
        );
    }

    #[test]
    fn integers_have_one_spelling_per_value() {
        for text in [
            "042",
            "+42",
            "-1",
            " 42",
            "4_2",
            "18446744073709551616",
            "abc",
        ] {
            let err = deserialize_params::<u64>(&[("id", text)]).unwrap_err();
            assert_eq!(
                err,
                IdsError::NotAValue {
                    param: "id",
                    expected: "a `u64`".to_owned()
                },
                "{text}"
            );
            assert!(!err.is_a_bug());
        }
    }

    #[test]
    fn a_t_that_does_not_fit_is_a_bug_that_names_the_params() {
        let err = deserialize_params::<(u64, u64, u64)>(&PARAMS).unwrap_err();
        assert_eq!(
            err.to_string(),
            "a tuple of 3 reads 3 params, and the route has 2 params (`photo_id`, `id`)"
        );
        assert!(err.is_a_bug());
        let err = deserialize_params::<(u64,)>(&PARAMS).unwrap_err();
        assert!(err.is_a_bug());
        let err = deserialize_params::<(Vec<u64>, u64)>(&PARAMS).unwrap_err();
        assert_eq!(
            err.to_string(),
            "the param `photo_id` is one text, and a sequence reads several values"
        );
    }
}
