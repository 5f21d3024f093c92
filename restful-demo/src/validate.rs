//! The checks of submitted text, shared by every resource.

use std::ops::RangeInclusive;

/// Whether a field may be left empty.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Presence {
    Required,
    Optional,
}

/// A text field of a form or of JSON: its label for the user, whether it may be left empty,
/// and its longest length in characters. Its check ([`TextField::check`]) and its schema in
/// the OpenAPI document (`crate::schemas`) both come from it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct TextField {
    pub(crate) label: &'static str,
    pub(crate) presence: Presence,
    pub(crate) max_chars: usize,
}

impl TextField {
    /// `value` without surrounding whitespace, or what is wrong with it: [`text`].
    pub(crate) fn check(&self, value: &str) -> Result<String, String> {
        text(self.label, value, self.presence, self.max_chars)
    }
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

/// The whole number that `value` writes (surrounding whitespace aside), when it is within
/// `range`; otherwise what is wrong with it, in words for the user.
pub(crate) fn whole_number(
    label: &str,
    value: &str,
    range: RangeInclusive<u32>,
) -> Result<u32, String> {
    let value = value.trim();
    if value.is_empty() {
        return Err(format!("{label} is required."));
    }
    value
        .parse::<u32>()
        .ok()
        .filter(|number| range.contains(number))
        .ok_or_else(|| {
            format!(
                "{label} must be a whole number from {} to {}.",
                range.start(),
                range.end()
            )
        })
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

    #[test]
    fn whole_numbers_are_checked_against_their_range() {
        let cases = [
            (" 20 ", Ok(20)),
            ("1", Ok(1)),
            ("100", Ok(100)),
            ("", Err("Limit is required.")),
            ("  ", Err("Limit is required.")),
            ("0", Err("Limit must be a whole number from 1 to 100.")),
            ("101", Err("Limit must be a whole number from 1 to 100.")),
            ("-3", Err("Limit must be a whole number from 1 to 100.")),
            ("2.5", Err("Limit must be a whole number from 1 to 100.")),
            ("lots", Err("Limit must be a whole number from 1 to 100.")),
            (
                "99999999999",
                Err("Limit must be a whole number from 1 to 100."),
            ),
        ];
        for (value, expected) in cases {
            let expected = expected.map_err(str::to_owned);
            assert_eq!(whole_number("Limit", value, 1..=100), expected, "{value:?}");
        }
    }
}
