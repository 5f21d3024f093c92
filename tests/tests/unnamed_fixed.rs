//! The fix for the linker pitfall of `unnamed_dropped.rs`: name the crate once.

use fixture_unnamed as _;
use restful_core::registry;

#[test]
fn naming_the_crate_keeps_its_registrations() {
    let found = registry()
        .by_path("/linked_but_unnamed")
        .expect("registered");
    assert_eq!(
        found.type_name(),
        "fixture_unnamed::LinkedButUnnamedController"
    );
}
