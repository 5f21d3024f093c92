use std::marker::PhantomData;

use restful_core::Restful;

#[derive(Restful)]
#[restful(only(index))]
struct PhotosController;

struct Wrapper<T>(PhantomData<T>);

#[restful_axum::actions]
impl<T> Wrapper<T> {
    async fn index() -> &'static str {
        "all photos"
    }
}

fn main() {}
