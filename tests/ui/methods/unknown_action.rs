use restful_core::Restful;

#[derive(Restful)]
#[restful(only(index), member(post(upvote)))]
struct PostsController;

#[restful_axum::actions]
impl PostsController {
    async fn index() -> &'static str {
        "all posts"
    }

    async fn upvote() -> &'static str {
        "upvoted"
    }

    // A typo: no action is named so.
    async fn upvot() -> &'static str {
        "upvoted"
    }
}

fn main() {}
