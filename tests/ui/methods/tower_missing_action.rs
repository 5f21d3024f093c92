use std::convert::Infallible;

use http::{Request, Response};
use restful_core::Restful;

#[derive(Restful)]
#[restful(only(index, create))]
struct PhotosController;

#[restful_tower::actions]
impl PhotosController {
    async fn index(_: Request<String>) -> Result<Response<String>, Infallible> {
        Ok(Response::new("all photos".to_owned()))
    }

    async fn creat(_: Request<String>) -> Result<Response<String>, Infallible> {
        Ok(Response::new("made".to_owned()))
    }
}

fn main() {}
