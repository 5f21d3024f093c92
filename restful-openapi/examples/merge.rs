//! An app's own OpenAPI document with every restful route merged in, and bodies attached to
//! chosen actions: `cargo run -p restful-openapi --example merge` prints it.

use restful_core::http::StatusCode;
use restful_core::{Action, Restful, registry};
use restful_openapi::{Body, Document};
use utoipa::{OpenApi, ToSchema};

#[derive(Restful)]
struct PhotosController;

#[derive(Restful)]
#[restful(parent = PhotosController, only(index, create))]
struct CommentsController;

/// A photo of the album.
#[derive(ToSchema)]
#[allow(dead_code, reason = "only its schema is used here")]
struct Photo {
    id: u64,
    title: String,
}

/// What `create` and `update` take.
#[derive(ToSchema)]
#[allow(dead_code, reason = "only its schema is used here")]
struct PhotoInput {
    title: String,
}

/// A comment on a photo.
#[derive(ToSchema)]
#[allow(dead_code, reason = "only its schema is used here")]
struct Comment {
    id: u64,
    text: String,
}

/// A route of the app's own, documented by hand as utoipa does it.
#[utoipa::path(get, path = "/health", responses((status = 200, description = "Up", body = String)))]
#[allow(dead_code, reason = "served elsewhere")]
async fn health() -> &'static str {
    "ok"
}

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Photo album",
        version = "1.0.0",
        description = "Photos and their comments."
    ),
    paths(health)
)]
struct ApiDoc;

/// The app's document: its own operations, then every restful route with its bodies.
pub fn api() -> utoipa::openapi::OpenApi {
    let restful = Document::new(registry())
        .response::<PhotosController>(Action::Index, StatusCode::OK, Body::json_array::<Photo>())
        .response::<PhotosController>(Action::Show, StatusCode::OK, Body::json::<Photo>())
        .request_body::<PhotosController>(Action::Create, Body::json::<PhotoInput>())
        .request_body::<PhotosController>(Action::Create, Body::form::<PhotoInput>())
        .response::<PhotosController>(Action::Create, StatusCode::CREATED, Body::json::<Photo>())
        .request_body::<PhotosController>(Action::Update, Body::json::<PhotoInput>())
        .response::<CommentsController>(
            Action::Index,
            StatusCode::OK,
            Body::json_array::<Comment>(),
        )
        .into_openapi();
    // `merge_from` keeps `ApiDoc`'s info and every operation it has (a path it documents by
    // hand wins), and adds the restful ones and their schemas.
    ApiDoc::openapi().merge_from(restful)
}

fn main() {
    let json = api()
        .to_pretty_json()
        .expect("an OpenApi serializes to JSON");
    println!("{json}");
}
