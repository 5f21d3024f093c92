//! Compile-fail tests of `#[derive(Restful)]` (docs/guide.md, "5. What the derive refuses"):
//! every misuse is one error, at the offending token, and the fallback impl keeps code that
//! uses the type from adding more. Passing cases pin down what must keep compiling.
//!
//! Paths are relative to this package's root (`tests/`). Regenerate the expected output with
//! `TRYBUILD=overwrite cargo test -p restful-tests --test ui`, then read every `.stderr`.

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("ui/*/*.rs");
    t.pass("ui-pass/*.rs");
}
