use restful_core::Restful;

#[derive(Restful)]
#[restful(only(index, show))]
struct PhotosController;

#[restful_axum::actions]
impl PhotosController {
    // A key other than `name`, and an empty name.
    #[layer(axum::middleware::from_fn(pass), nmae = "login")]
    async fn index() -> &'static str {
        "all photos"
    }

    #[layer(axum::middleware::from_fn(pass), name = "")]
    async fn show() -> &'static str {
        "a photo"
    }
}

async fn pass(
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    next.run(request).await
}

fn main() {}
