use restful_core::Restful;

struct Year(u16);

#[derive(Restful)]
#[restful(only(), routes(get(archive = "/archive/{year}")), params(year = Year))]
struct PostsController;

fn main() {
    let _ = PostsController::archive_path(Year(2024));
}
