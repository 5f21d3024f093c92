//! What the tests of this crate (and restful-demo's) share.

pub mod validator;
