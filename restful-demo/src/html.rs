//! The HTML side: escaping, the shared layout, and the pieces every form uses.
//!
//! Pages are built with `format!`. Every value that did not come from this file goes through
//! [`Escape`], paths included: `path_for` may leave `&` and `'` in an id.

use std::fmt::{self, Display, Write as _};

use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Response};
use restful_core::{Action, Controller, registry};

/// `text` with `& < > " '` replaced by entities: safe as element content and as a quoted
/// attribute value.
pub(crate) struct Escape<'a>(pub &'a str);

impl Display for Escape<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut rest = self.0;
        while let Some(at) = rest.find(['&', '<', '>', '"', '\'']) {
            f.write_str(&rest[..at])?;
            f.write_str(match rest.as_bytes()[at] {
                b'&' => "&amp;",
                b'<' => "&lt;",
                b'>' => "&gt;",
                b'"' => "&quot;",
                _ => "&#39;",
            })?;
            rest = &rest[at + 1..];
        }
        f.write_str(rest)
    }
}

/// A whole page: the layout around `main`, which must be HTML already (escape what goes in
/// it). `section` is the controller whose link the nav marks as current.
pub(crate) fn page(section: Option<&'static Controller>, title: &str, main: &str) -> Html<String> {
    Html(format!(
        r#"<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title} · restful demo</title>
<style>{STYLE}</style>
</head>
<body>
<header><a class="brand" href="/">restful demo</a><nav>{nav}</nav></header>
<main>
{main}
</main>
</body>
</html>
"#,
        title = Escape(title),
        nav = nav(section),
    ))
}

/// A link to the index of every controller that has one, in registry order: adding a
/// controller adds its link.
fn nav(section: Option<&'static Controller>) -> String {
    let mut nav = String::new();
    for controller in registry().controllers() {
        let Ok(href) = controller.path_for(Action::Index, None) else {
            continue; // Serves no index: nothing to link to.
        };
        let current = section.is_some_and(|s| std::ptr::eq(s, controller));
        let _ = write!(
            nav,
            r#"<a href="{}"{}>{}</a>"#,
            Escape(&href),
            if current {
                r#" aria-current="page""#
            } else {
                ""
            },
            Escape(&label(controller.resource())),
        );
    }
    nav
}

/// `book_reviews` → `Book reviews`.
fn label(resource: &str) -> String {
    let words = resource.replace('_', " ");
    let mut chars = words.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => words,
    }
}

/// A page that says what went wrong, with `status`.
pub(crate) fn error_page(status: StatusCode, messages: &[String]) -> Response {
    let title = status.canonical_reason().unwrap_or("Error");
    let mut main = format!("<h1>{}</h1>\n", Escape(title));
    for message in messages {
        let _ = writeln!(main, "<p>{}</p>", Escape(message));
    }
    main.push_str(r#"<p><a href="/">All routes</a></p>"#);
    (status, page(None, title, &main)).into_response()
}

/// What is wrong with the submitted form, above it; nothing when all is well.
pub(crate) fn problems(problems: &[String]) -> String {
    if problems.is_empty() {
        return String::new();
    }
    let mut html = String::from(
        "<div class=\"errors\" role=\"alert\">\n<p>Please fix the following:</p>\n<ul>\n",
    );
    for problem in problems {
        let _ = writeln!(html, "<li>{}</li>", Escape(problem));
    }
    html.push_str("</ul>\n</div>\n");
    html
}

/// A labelled one-line text field. No `required` or `maxlength`: the server checks, and the
/// demo shows how it answers.
pub(crate) fn text_field(name: &str, label: &str, value: &str) -> String {
    format!(
        r#"<label for="{name}">{label}</label>
<input type="text" id="{name}" name="{name}" value="{value}">
"#,
        name = Escape(name),
        label = Escape(label),
        value = Escape(value),
    )
}

/// A labelled multi-line text field.
pub(crate) fn text_area(name: &str, label: &str, value: &str) -> String {
    format!(
        r#"<label for="{name}">{label}</label>
<textarea id="{name}" name="{name}" rows="5">{value}</textarea>
"#,
        name = Escape(name),
        label = Escape(label),
        value = Escape(value),
    )
}

/// A button that deletes what `path` names: a form POST with `_method=DELETE`, which
/// `MethodOverrideLayer` turns into the DELETE request that `destroy` is routed to.
pub(crate) fn delete_button(path: &str, what: &str) -> String {
    format!(
        r#"<form class="inline" method="post" action="{path}"><input type="hidden" name="_method" value="DELETE"><button type="submit" class="danger" aria-label="Delete {what}">Delete</button></form>"#,
        path = Escape(path),
        what = Escape(what),
    )
}

const STYLE: &str = "
:root { color-scheme: light dark; --accent: #2563eb; --danger: #b91c1c; --muted: #6b7280; --line: #d1d5db; }
body { font: 16px/1.5 system-ui, sans-serif; max-width: 44rem; margin: 0 auto; padding: 0 1rem 3rem; }
header { display: flex; gap: 1rem; align-items: baseline; padding: 1rem 0; margin-bottom: 1.5rem; border-bottom: 1px solid var(--line); }
header .brand { font-weight: 600; margin-right: auto; text-decoration: none; }
nav { display: flex; gap: 1rem; }
nav a[aria-current] { font-weight: 600; text-decoration: none; }
a { color: var(--accent); }
h1 { font-size: 1.6rem; margin: 0 0 1rem; }
h2 { font-size: 1.2rem; margin: 2rem 0 .5rem; }
ul.items { list-style: none; padding: 0; margin: 0; }
ul.items li { display: flex; justify-content: space-between; align-items: baseline; gap: 1rem; padding: .6rem 0; border-bottom: 1px solid var(--line); }
label { display: block; margin: 1rem 0 .25rem; font-weight: 600; }
input[type=text], textarea { box-sizing: border-box; width: 100%; padding: .5rem; font: inherit; border: 1px solid var(--line); border-radius: 4px; }
button, a.button { display: inline-block; padding: .4rem .9rem; font: inherit; border: 1px solid var(--accent); border-radius: 4px; background: var(--accent); color: #fff; text-decoration: none; cursor: pointer; }
button.danger { background: transparent; color: var(--danger); border-color: var(--danger); }
.actions { display: flex; gap: .75rem; align-items: center; margin-top: 1.25rem; }
form.inline { display: inline; margin: 0; }
.errors { padding: .25rem 1rem; color: var(--danger); border: 1px solid var(--danger); border-radius: 4px; }
.muted { color: var(--muted); }
.text { white-space: pre-wrap; }
table { width: 100%; border-collapse: collapse; }
th, td { padding: .3rem .5rem; text-align: left; border-bottom: 1px solid var(--line); }
code { white-space: nowrap; }
";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escape_replaces_the_five_html_characters() {
        let cases = [
            ("", ""),
            ("plain text", "plain text"),
            (
                "<script>alert(1)</script>",
                "&lt;script&gt;alert(1)&lt;/script&gt;",
            ),
            (r#"" onmouseover="x"#, "&quot; onmouseover=&quot;x"),
            ("Tom & Jerry's", "Tom &amp; Jerry&#39;s"),
            ("&amp;", "&amp;amp;"),
            ("café ☕ <", "café ☕ &lt;"),
        ];
        for (text, escaped) in cases {
            assert_eq!(Escape(text).to_string(), escaped, "{text:?}");
        }
    }

    #[test]
    fn labels_are_resources_in_words() {
        assert_eq!(label("photos"), "Photos");
        assert_eq!(label("book_reviews"), "Book reviews");
        assert_eq!(label("v2_api"), "V2 api");
    }
}
