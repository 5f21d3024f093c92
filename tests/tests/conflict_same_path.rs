//! Two controllers with the same base path: the registry refuses to build (docs/guide.md,
//! "6.2 Conflicts").

use std::panic;

use restful_core::{RegistryError, Restful, registry, try_registry};

#[derive(Restful)]
struct PhotosController;

mod legacy {
    #[derive(restful_core::Restful)]
    #[restful(resource = "photos", only(index))]
    pub struct Pictures;
}

/// Not part of the conflict: it must not be blamed.
#[derive(Restful)]
struct VideosController;

const MESSAGE: &str = "conflicting controllers: `conflict_same_path::PhotosController` and \
    `conflict_same_path::legacy::Pictures` both have the base path `/photos`; give one of them \
    `#[restful(resource = \"...\")]` or `#[restful(prefix = \"...\")]`";

#[test]
fn try_registry_names_both_types_the_path_and_the_fix() {
    let err = try_registry().unwrap_err();
    let RegistryError::DuplicatePath {
        path,
        first,
        second,
    } = err
    else {
        panic!("expected DuplicatePath, got {err:?}");
    };
    assert_eq!(*path, "/photos");
    assert!(std::ptr::eq(*first, PhotosController::CONTROLLER));
    assert!(std::ptr::eq(*second, legacy::Pictures::CONTROLLER));
    assert_eq!(err.to_string(), MESSAGE);
    assert!(
        std::ptr::eq(err, try_registry().unwrap_err()),
        "the same error on every call"
    );
}

#[test]
fn registry_panics_with_that_message() {
    let payload = panic::catch_unwind(registry).map(|_| ()).unwrap_err();
    let message = payload
        .downcast_ref::<String>()
        .map(String::as_str)
        .unwrap_or_default();
    assert_eq!(message, MESSAGE);
}
