//! Cross-crate tests of restful live in `tests/`: fixture crates, one binary per registry
//! scenario, trybuild UI tests. This library only runs the README's example as a doctest, so
//! that the first code a reader sees keeps compiling and passing.

#[doc = include_str!("../../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
