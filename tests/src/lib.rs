//! Cross-crate tests of restful live in `tests/`; this library is empty on purpose.
