//! Prints the route table of the controllers below, like `rails routes`.
//!
//! ```sh
//! cargo run --example routes
//! ```

use restful_core::{Restful, registry};

/// All seven actions at `/photos`.
#[derive(Restful)]
struct PhotosController;

/// Acronyms become one word: `/html_pages`.
#[derive(Restful)]
struct HTMLPagesController;

/// Read-only, under a prefix: `/admin/book_reviews`.
mod admin {
    #[derive(restful_core::Restful)]
    #[restful(prefix = "/admin", only(index, show))]
    pub struct BookReviewsController;
}

/// A JSON API without the HTML forms, with an explicit resource name.
#[derive(Restful)]
#[restful(prefix = "/api/v1", resource = "people", except(new_form, edit_form))]
struct PersonApi;

fn main() {
    let registry = registry();
    print!("{registry}");
    println!(
        "\n{} controllers, {} routes",
        registry.len(),
        registry.routes().count()
    );
}
