//! What a request or a response carries: a media type and its schema.

use std::fmt;

use utoipa::ToSchema;
use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, Schema, Type};
use utoipa::openapi::{Content, Ref, RefOr};

/// A body for [`Document::response`](crate::Document::response) or
/// [`Document::request_body`](crate::Document::request_body): a media type and the schema of
/// what it holds, with the named schemas that schema refers to, which the document adds to its
/// `components`.
///
/// The constructors that take a [`ToSchema`] type refer to it by name (`$ref:
/// '#/components/schemas/Photo'`), as utoipa's own `body = Photo` does.
///
/// ```
/// use restful_openapi::Body;
/// use utoipa::ToSchema;
///
/// #[derive(ToSchema)]
/// struct Photo {
///     id: u64,
///     title: String,
/// }
///
/// let body = Body::json::<Photo>();
/// assert_eq!(body.media_type(), "application/json");
/// assert_eq!(Body::json_array::<Photo>().media_type(), "application/json");
/// assert_eq!(Body::form::<Photo>().media_type(), "application/x-www-form-urlencoded");
/// assert_eq!(Body::html().media_type(), "text/html");
/// assert_eq!(Body::text().media_type(), "text/plain");
/// ```
#[derive(Clone)]
pub struct Body {
    media_type: String,
    schema: RefOr<Schema>,
    components: Vec<(String, RefOr<Schema>)>,
}

impl Body {
    /// `application/json` holding a `T`.
    pub fn json<T: ToSchema>() -> Body {
        Body::of::<T>("application/json")
    }

    /// `application/json` holding an array of `T`: the body of a list, such as `index`
    /// answers. (`Body::json::<Vec<T>>()` would name the array `Vec` in `components`.)
    pub fn json_array<T: ToSchema>() -> Body {
        let item = Body::of::<T>("application/json");
        Body {
            schema: ArrayBuilder::new().items(item.schema).build().into(),
            ..item
        }
    }

    /// `application/x-www-form-urlencoded` holding a `T`: what an HTML form submits.
    pub fn form<T: ToSchema>() -> Body {
        Body::of::<T>("application/x-www-form-urlencoded")
    }

    /// `text/html`, a string: what the `new_form` and `edit_form` routes answer.
    pub fn html() -> Body {
        Body::new("text/html", Body::string_schema())
    }

    /// `text/plain`, a string: what restful answers, by itself, to a request it refuses (400,
    /// 404, 405), and what [`Document::new`](crate::Document::new) lists for those statuses.
    pub fn text() -> Body {
        Body::new("text/plain", Body::string_schema())
    }

    /// `media_type` holding a `T`, referred to by name; `T` and the schemas it refers to go to
    /// the document's `components`.
    ///
    /// ```
    /// # use restful_openapi::Body;
    /// # #[derive(utoipa::ToSchema)]
    /// # struct Photo { id: u64 }
    /// let body = Body::of::<Photo>("application/vnd.album+json");
    /// assert_eq!(body.media_type(), "application/vnd.album+json");
    /// ```
    pub fn of<T: ToSchema>(media_type: impl Into<String>) -> Body {
        Body {
            media_type: media_type.into(),
            schema: Ref::from_schema_name(T::name()).into(),
            components: Body::named::<T>(),
        }
    }

    /// `media_type` holding whatever `schema` says, written in place; nothing goes to
    /// `components`.
    ///
    /// ```
    /// use restful_openapi::Body;
    /// use utoipa::openapi::schema::{ObjectBuilder, Type};
    ///
    /// let body = Body::new("text/csv", ObjectBuilder::new().schema_type(Type::String));
    /// assert_eq!(body.media_type(), "text/csv");
    /// ```
    pub fn new(media_type: impl Into<String>, schema: impl Into<RefOr<Schema>>) -> Body {
        Body {
            media_type: media_type.into(),
            schema: schema.into(),
            components: Vec::new(),
        }
    }

    /// The media type: `"application/json"`.
    pub fn media_type(&self) -> &str {
        &self.media_type
    }

    /// The schema of what the body holds: a `$ref` for a [`ToSchema`] type.
    pub fn schema(&self) -> &RefOr<Schema> {
        &self.schema
    }

    /// The named schemas [`schema`](Body::schema) refers to, for `components`.
    pub(crate) fn components(&self) -> &[(String, RefOr<Schema>)] {
        &self.components
    }

    /// `T`'s schema under its name, then those it refers to.
    pub(crate) fn named<T: ToSchema>() -> Vec<(String, RefOr<Schema>)> {
        let mut named = vec![(T::name().into_owned(), T::schema())];
        T::schemas(&mut named);
        named
    }

    /// The body as the `content` entry of its media type.
    pub(crate) fn to_content(&self) -> Content {
        Content::new(Some(self.schema.clone()))
    }

    pub(crate) fn string_schema() -> Schema {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .build()
            .into()
    }
}

impl fmt::Debug for Body {
    // utoipa's types implement `Debug` only with its `debug` feature.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = self.components.iter().map(|(name, _)| &**name).collect();
        f.debug_struct("Body")
            .field("media_type", &self.media_type)
            .field("components", &names)
            .finish_non_exhaustive()
    }
}
