//! docs/guide.md, "4.4 Deeper nesting": a chain of parents deeper than the registry accepts is
//! refused by `try_registry()`, naming the chain. Four controllers (four ids) are accepted; a
//! fifth is one too many.

use restful_core::{RegistryError, Restful, try_registry};

#[derive(Restful)]
struct AController;

#[derive(Restful)]
#[restful(parent = AController)]
struct BController;

#[derive(Restful)]
#[restful(parent = BController)]
struct CController;

#[derive(Restful)]
#[restful(parent = CController)]
struct DController;

#[derive(Restful)]
#[restful(parent = DController, only(index))]
struct EController;

#[test]
fn a_fifth_level_is_refused_naming_the_chain() {
    // Each descriptor is still complete: the limit is the registry's.
    assert_eq!(
        EController::CONTROLLER.path(),
        "/a/{a_id}/b/{b_id}/c/{c_id}/d/{d_id}/e"
    );
    let err = try_registry().unwrap_err();
    let RegistryError::TooDeep { chain } = err else {
        panic!("expected TooDeep, got {err:?}");
    };
    let names: Vec<&str> = chain.iter().map(|c| c.name()).collect();
    assert_eq!(
        names,
        [
            "EController",
            "DController",
            "CController",
            "BController",
            "AController"
        ]
    );
    assert_eq!(
        err.to_string(),
        "`nested_too_deep::EController` is nested too deep: the chain \
         `nested_too_deep::EController` → `nested_too_deep::DController` → \
         `nested_too_deep::CController` → `nested_too_deep::BController` → \
         `nested_too_deep::AController` has more than 4 controllers (more than 4 ids in one \
         path); nest it under a controller nearer the root"
    );
}

#[test]
fn registry_panics_with_the_same_message() {
    let panic = std::panic::catch_unwind(restful_core::registry).unwrap_err();
    let message = panic.downcast_ref::<String>().unwrap();
    assert!(message.contains("is nested too deep"), "{message}");
}
