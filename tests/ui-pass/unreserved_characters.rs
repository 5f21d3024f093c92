// Every RFC 3986 unreserved character is allowed in a resource and in prefix segments, and dots
// are fine once a segment is more than `.` or `..`.
use restful_core::Restful;

#[derive(Restful)]
#[restful(resource = "AZaz09-._~", prefix = "/v1.2/...")]
struct PhotosController;

fn main() {
    assert_eq!(PhotosController::CONTROLLER.path(), "/v1.2/.../AZaz09-._~");
}
