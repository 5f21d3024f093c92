//! `openapi-spec-validator` (PyPI), run on a document: the check that the documents pass.
//!
//! Without the validator a test says why and passes, except on CI (`CI=true`), where a
//! missing validator fails it; `.ci/run` installs it. `OPENAPI_SPEC_VALIDATOR` names another
//! executable than the one on `PATH`.

use std::io::ErrorKind;
use std::process::Command;
use std::time::{SystemTime, UNIX_EPOCH};
use std::{env, fs};

/// Validates `json`, the document called `name` in messages: `false` when the validator is
/// not installed (and this is not CI), `true` when the document passed.
///
/// # Panics
///
/// On any finding of the validator, with its report; on CI, when it is not installed.
pub fn validate(name: &str, json: &str) -> bool {
    let program = env::var("OPENAPI_SPEC_VALIDATOR").unwrap_or("openapi-spec-validator".into());
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| since.as_nanos());
    let file = env::temp_dir().join(format!(
        "restful-openapi-{}-{nanos}-{}.json",
        std::process::id(),
        name.replace(|c: char| !c.is_ascii_alphanumeric(), "_")
    ));
    fs::write(&file, json).unwrap_or_else(|err| panic!("cannot write {}: {err}", file.display()));
    let output = Command::new(&program).arg(&file).output();
    let _ = fs::remove_file(&file);
    let output = match output {
        Ok(output) => output,
        Err(err) if err.kind() == ErrorKind::NotFound => {
            let reason = format!(
                "`{program}` not found (pip install openapi-spec-validator; .ci/run installs it)"
            );
            assert!(
                env::var("CI").as_deref() != Ok("true"),
                "CI=true, so the OpenAPI validation must run: {reason}"
            );
            eprintln!("skipping the validation of {name}: {reason}");
            return false;
        }
        Err(err) => panic!("cannot run `{program}`: {err}"),
    };
    let report = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(
        output.status.success(),
        "openapi-spec-validator finds {name} invalid ({}):\n{report}\n{json}",
        output.status
    );
    true
}
