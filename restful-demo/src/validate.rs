//! The checks of submitted text, shared by every resource.

/// Whether a field may be left empty.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Presence {
    Required,
    Optional,
}

/// `value` without surrounding whitespace, or what is wrong with it, in words for the user.
/// Lengths count characters, not bytes: "café" is 4.
pub(crate) fn text(
    label: &str,
    value: &str,
    presence: Presence,
    max_chars: usize,
) -> Result<String, String> {
    let value = value.trim();
    let chars = value.chars().count();
    if value.is_empty() && presence == Presence::Required {
        Err(format!("{label} is required."))
    } else if chars > max_chars {
        Err(format!(
            "{label} is {chars} characters long; the limit is {max_chars}."
        ))
    } else {
        Ok(value.to_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Presence::{Optional, Required};

    #[test]
    fn text_is_trimmed_and_checked() {
        let cases = [
            ("Title", "  Dawn ", Required, 5, Ok("Dawn")),
            ("Title", "", Required, 5, Err("Title is required.")),
            ("Title", " \n\t", Required, 5, Err("Title is required.")),
            ("Notes", "", Optional, 5, Ok("")),
            ("Title", "café!", Required, 5, Ok("café!")),
            (
                "Title",
                "sunrise",
                Required,
                5,
                Err("Title is 7 characters long; the limit is 5."),
            ),
        ];
        for (label, value, presence, max, expected) in cases {
            let expected = expected.map(str::to_owned).map_err(str::to_owned);
            assert_eq!(text(label, value, presence, max), expected, "{value:?}");
        }
    }
}
