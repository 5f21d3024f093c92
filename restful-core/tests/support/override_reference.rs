//! The reference of the method override's readers, shared by `tests/method_override.rs` and the
//! fuzz target `fuzz/fuzz_targets/method_override.rs`: form bodies decoded by the
//! `form_urlencoded` crate (the url crate's, which serde_urlencoded and so axum's `Form` read
//! with), and the rules of docs/integrations.md, "1.7 HTML forms", written out.

use restful_core::Method;

/// The method a form body asks for: its first field named `_method`, decoded by
/// `form_urlencoded`, when its value names PUT, PATCH or DELETE in any case.
pub fn form(body: &[u8]) -> Option<Method> {
    let (_, value) = form_urlencoded::parse(body).find(|(name, _)| name == "_method")?;
    allowed(&value)
}

/// The method an `X-HTTP-Method-Override` value asks for: spaces and tabs around it are no
/// part of a header's value (RFC 9110, 5.5); what is left names PUT, PATCH or DELETE.
pub fn header(value: &[u8]) -> Option<Method> {
    std::str::from_utf8(value.trim_ascii())
        .ok()
        .and_then(allowed)
}

/// PUT, PATCH or DELETE, named in any case.
fn allowed(name: &str) -> Option<Method> {
    [Method::PUT, Method::PATCH, Method::DELETE]
        .into_iter()
        .find(|method| method.as_str().eq_ignore_ascii_case(name))
}
