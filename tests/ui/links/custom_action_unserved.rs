// A member action has a path function; a collection action of another controller does not.
use restful_core::Restful;

#[derive(Restful)]
#[restful(member(post(close)))]
struct IssuesController;

fn main() {
    let _ = IssuesController::close_path(1);
    let _ = IssuesController::search_path();
}
