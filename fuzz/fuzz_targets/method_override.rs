//! The method override's readers against the `form_urlencoded` crate, on bodies and header values
//! the fuzzer makes: the input's bytes are the form body, and the header's value, as a client may
//! send them. The driver of the property tests in `restful-core/tests/method_override.rs`, whose
//! rules it checks:
//!
//! - `from_form` and `from_header`: the answers of the reference,
//!   `restful-core/tests/support/override_reference.rs` (the first `_method` field as `form_urlencoded::parse` decodes the body; the header's
//!   value, spaces and tabs around it aside), each naming PUT, PATCH or DELETE in any case;
//! - `decide`: a POST with a header that names one is overridden at once; any other method is
//!   kept whatever its header; a POST without one is read when it is a form.
//!
//! A difference panics with the input and both answers.

#![no_main]

#[path = "../../restful-core/tests/support/override_reference.rs"]
mod reference;

use libfuzzer_sys::fuzz_target;
use restful_core::Method;
use restful_core::adapter::method_override::{self, Decision};

fuzz_target!(|data: &[u8]| {
    let form = method_override::from_form(data);
    assert_eq!(
        form,
        reference::form(data),
        "from_form({:?})",
        String::from_utf8_lossy(data)
    );

    let header = method_override::from_header(data);
    let named = reference::header(data);
    assert_eq!(
        header,
        named,
        "from_header({:?})",
        String::from_utf8_lossy(data)
    );

    let content_type = Some(&b"application/x-www-form-urlencoded"[..]);
    let decided = method_override::decide(&Method::POST, Some(data), content_type);
    let expected = named.map_or(Decision::ReadForm, Decision::Override);
    assert_eq!(
        decided,
        expected,
        "decide(POST, {:?})",
        String::from_utf8_lossy(data)
    );
    for method in [Method::GET, Method::PUT, Method::DELETE] {
        let decided = method_override::decide(&method, Some(data), content_type);
        assert_eq!(decided, Decision::Keep, "decide({method}, {data:?})");
    }
});
