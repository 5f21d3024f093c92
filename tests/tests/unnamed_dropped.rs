//! The linker pitfall: `fixture-unnamed` is a dependency of this test binary, but nothing here
//! names it, so rustc never loads it and its registrations are not in the binary.
//! `unnamed_fixed.rs` is the same binary with the fix.

use restful_core::registry;

#[test]
fn a_crate_linked_but_never_named_is_dropped_with_its_registrations() {
    assert!(registry().by_path("/linked_but_unnamed").is_none());
    assert!(
        registry()
            .controllers()
            .all(|c| !c.type_name().starts_with("fixture_unnamed::"))
    );
}
