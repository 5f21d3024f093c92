//! Routes of any shape, templates in member and collection lists, `param` and `path_names`:
//! lists may mix bare and `name = "template"` entries, a verb may come back, and a param named
//! after a keyword still makes a link function.
use restful_core::Restful;

#[derive(Restful)]
#[restful(
    member(get(a, b = "x/{y}"), post(c), get(d = "d-d")),
    collection(get(search), get(by_type = "by/{type}/{self}")),
    path_names(new_form = "new", edit_form = "edit")
)]
struct ThingsController;

#[derive(Restful)]
#[restful(only(), routes(get(home = "/"), get(file = "/files/{*path}"), put(put = "/x/{parent}")))]
struct PagesController;

#[derive(Restful)]
#[restful(param = "slug", parent = PagesController, only(show), routes(get(short = "/s/{slug}")))]
struct PostsController;

fn main() {
    let _: String = ThingsController::b_path(1, "y");
    let _: String = ThingsController::by_type_path("t", "s");
    let _: String = ThingsController::new_form_path();
    let _: String = PagesController::file_path("a/b");
    let _: String = PagesController::put_path(1);
    let _: String = PostsController::short_path("hello");
}
