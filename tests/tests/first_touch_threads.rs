//! The registry is built once, whichever of many threads touches it first (docs/guide.md,
//! "Reading the registry").

use std::sync::Barrier;
use std::thread;

use restful_core::{Restful, registry};

#[derive(Restful)]
struct PhotosController;

#[derive(Restful)]
#[restful(prefix = "/admin")]
struct UsersController;

#[test]
fn sixteen_threads_first_touch_at_once_and_see_one_registry() {
    const THREADS: usize = 16;
    let barrier = Barrier::new(THREADS);
    let seen: Vec<usize> = thread::scope(|scope| {
        let handles: Vec<_> = (0..THREADS)
            .map(|_| {
                scope.spawn(|| {
                    barrier.wait();
                    let registry = registry();
                    assert_eq!(registry.len(), 2);
                    assert!(registry.by_path("/photos").is_some());
                    assert!(registry.by_path("/admin/users").is_some());
                    std::ptr::from_ref(registry) as usize
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    assert!(
        seen.windows(2).all(|w| w[0] == w[1]),
        "one registry: {seen:?}"
    );
    assert!(std::ptr::eq(
        registry().by_path("/photos").unwrap(),
        PhotosController::CONTROLLER
    ));
    assert!(UsersController::CONTROLLER.is::<UsersController>());
}
