#[restful_axum::actions]
async fn index() -> &'static str {
    "all photos"
}

fn main() {}
