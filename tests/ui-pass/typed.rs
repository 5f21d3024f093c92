//! Typed params: the own id, a parent's id, params of templates, an app's own type, a keyword
//! param name.

use std::borrow::Cow;

use restful_core::{Param, ParamSchema, RestPath, Restful};

#[derive(Debug, PartialEq)]
struct Slug(String);

impl Param for Slug {
    fn parse(text: &str) -> Option<Self> {
        (!text.contains('_')).then(|| Slug(text.to_owned()))
    }
    fn write(&self) -> Cow<'_, str> {
        Cow::Borrowed(&self.0)
    }
    fn schema() -> ParamSchema {
        ParamSchema::string()
    }
}

#[derive(Restful)]
#[restful(id = i64)]
struct PhotosController;

#[derive(Restful)]
#[restful(
    parent = PhotosController,
    param = "slug",
    id = Slug,
    member(get(at = "at/{type}")),
    routes(get(file = "/files/{*path}")),
    params(r#type = u8, path = RestPath)
)]
struct CommentsController;

fn main() {
    let slug = Slug("hello".to_owned());
    let _: String = CommentsController::show_path(7, &slug);
    let _: String = CommentsController::at_path(7, slug, 3_u8);
    let _: String = CommentsController::file_path(RestPath::parse("a/b").unwrap());
    let _: String = PhotosController::show_path(-7_i64);
}
