//! `/openapi.json`: the OpenAPI 3.1 document of every restful route of the app, made from the
//! registry by restful-openapi, so that it lists exactly the routes the app serves.

use std::sync::LazyLock;

use axum::http::header::CONTENT_TYPE;
use axum::response::IntoResponse;
use restful_core::registry;
use restful_openapi::Document;
use restful_openapi::utoipa::openapi::InfoBuilder;

/// Made once: the registry does not change while the program runs.
static JSON: LazyLock<String> = LazyLock::new(|| {
    let info = InfoBuilder::new()
        .title("restful-demo")
        .version(env!("CARGO_PKG_VERSION"))
        .description(Some(
            "A photo album with comments on each photo, a search and featured photos, a \
             book-review admin, and the site's settings. Every route answers HTML, or JSON to \
             `Accept: application/json`; the form routes answer HTML only. Requests that \
             change something need the session's CSRF token (a form's `authenticity_token` \
             field or an `X-CSRF-Token` header), unless their body is JSON \
             (`Content-Type: application/json`).",
        ))
        .build();
    Document::new(registry()).info(info).to_json()
});

/// The document as JSON text, as `/openapi.json` serves it and `--openapi` prints it.
pub fn json() -> &'static str {
    &JSON
}

pub(crate) async fn serve() -> impl IntoResponse {
    ([(CONTENT_TYPE, "application/json")], json())
}
