use restful_core::Restful;

#[derive(Restful)]
#[restful(only(index), collection(get(actions)))]
struct GamesController;

#[restful_axum::actions]
impl GamesController {
    async fn index() -> &'static str {
        "all games"
    }

    async fn actions() -> &'static str {
        "the moves"
    }
}

fn main() {}
