//! docs/guide.md, "4.4 Deeper nesting": two param names equal within one template are refused
//! by `try_registry()`, naming the types and the fix (`singular`).

use restful_core::{RegistryError, Restful, try_registry};

#[derive(Restful)]
struct PhotosController;

/// `/photos/{photo_id}/photos`: its own singular is `photo` too.
#[derive(Restful)]
#[restful(parent = PhotosController, resource = "photos")]
struct VariantsController;

/// `/photos/{photo_id}/photos/{photo_id}/tags`.
#[derive(Restful)]
#[restful(parent = VariantsController, only(index))]
struct TagsController;

#[test]
fn a_param_named_twice_is_refused_with_the_fix() {
    let err = try_registry().unwrap_err();
    let RegistryError::RepeatedParam {
        controller,
        param,
        template,
    } = err
    else {
        panic!("expected RepeatedParam, got {err:?}");
    };
    assert!(controller.is::<TagsController>());
    assert_eq!(*param, "photo_id");
    assert_eq!(*template, "/photos/{photo_id}/photos/{photo_id}/tags");
    assert_eq!(
        err.to_string(),
        "`nested_repeated_param::TagsController` has the template \
         `/photos/{photo_id}/photos/{photo_id}/tags`, which names the param `{photo_id}` \
         twice: two controllers of the chain `nested_repeated_param::TagsController` → \
         `nested_repeated_param::VariantsController` → `nested_repeated_param::PhotosController` \
         have the same singular; give one of them `#[restful(singular = \"...\")]`"
    );
}
