//! The HTML side: askama templates (`restful-demo/templates/`), compiled into the binary and
//! checked when it builds, which escape every value unless told otherwise. No page depends on
//! remembering to escape: a template writes `{{ photo.title }}` and gets it escaped.

use askama::Template;
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Response};
use restful_core::{Action, Controller, registry};

use crate::auth;
use crate::csrf;
use crate::session::SessionController;
use crate::settings;
use crate::users::UsersController;

/// What the layout needs: the title, the site's title (from its settings), the links of the
/// nav, and the visitor's account.
pub(crate) struct Page {
    pub(crate) title: String,
    pub(crate) site: String,
    pub(crate) nav: Vec<NavLink>,
    pub(crate) account: Account,
}

/// The corner of every page for the visitor: signed in, their address and a sign-out button
/// (a POST with `_method=DELETE` and the CSRF token, as the other delete buttons); otherwise
/// the links to sign in and to sign up, which come back to this page.
pub(crate) struct Account {
    pub(crate) email_address: Option<String>,
    /// The CSRF token of the sign-out button; none for a page answered before the CSRF
    /// check let the request in (its own 403), which then has no button.
    pub(crate) token: Option<String>,
    pub(crate) sign_out_href: String,
    pub(crate) sign_in_href: String,
    pub(crate) sign_up_href: String,
}

impl Account {
    /// The account of the visitor of the request being answered (the session cookie's).
    fn current() -> Account {
        let visitor = auth::visitor();
        let email_address = visitor
            .signed_in
            .map(|signed_in| signed_in.user.email_address);
        // Back to this page after signing in, unless it is the sign-in or sign-up form.
        let here = visitor.here.as_deref().filter(|here| {
            let path = here.split('?').next().unwrap_or_default();
            path != SessionController::new_form_path() && path != UsersController::new_form_path()
        });
        Account {
            token: email_address.as_ref().and_then(|_| csrf::page_token()),
            email_address,
            sign_out_href: SessionController::destroy_path(),
            sign_in_href: auth::sign_in_path(here),
            sign_up_href: auth::with_return_to(UsersController::new_form_path(), here),
        }
    }
}

/// A link of the nav: the index of a controller that has one, or the page of a singleton.
pub(crate) struct NavLink {
    pub(crate) href: String,
    pub(crate) label: String,
    pub(crate) current: bool,
}

impl Page {
    /// A page titled `title`, in the nav's section of `section` (marked as current).
    pub(crate) fn new(section: Option<&'static Controller>, title: impl Into<String>) -> Page {
        Page {
            title: title.into(),
            site: settings::site_title(),
            nav: nav(section),
            account: Account::current(),
        }
    }
}

/// A link to the index of every controller that has one without ids, and to the page of every
/// singleton that has one without ids (`/settings`), in registry order: adding a controller
/// adds its link. A nested controller's pages need its parent's id, so they are linked from
/// the parent's pages instead.
fn nav(section: Option<&'static Controller>) -> Vec<NavLink> {
    registry()
        .controllers()
        .filter_map(|controller| {
            let action = if controller.is_singleton() {
                Action::Show
            } else {
                Action::Index
            };
            let href = controller.path_for(action, None).ok()?;
            Some(NavLink {
                href,
                label: label(controller.resource()),
                current: section.is_some_and(|s| std::ptr::eq(s, controller)),
            })
        })
        .collect()
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

/// `template` as an HTML answer; a template that fails to render (a bug) is a 500.
pub(crate) fn render(template: &impl Template) -> Response {
    match template.render() {
        Ok(html) => Html(html).into_response(),
        Err(err) => {
            eprintln!("restful-demo: a page failed to render: {err}");
            (
                StatusCode::INTERNAL_SERVER_ERROR,
                "This page failed to render.",
            )
                .into_response()
        }
    }
}

#[derive(Template)]
#[template(path = "error.html")]
struct ErrorPage<'a> {
    page: Page,
    messages: &'a [String],
}

/// A page that says what went wrong, with `status`.
pub(crate) fn error_page(status: StatusCode, messages: &[String]) -> Response {
    let title = status.canonical_reason().unwrap_or("Error");
    let page = ErrorPage {
        page: Page::new(None, title),
        messages,
    };
    (status, render(&page)).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_are_resources_in_words() {
        assert_eq!(label("photos"), "Photos");
        assert_eq!(label("book_reviews"), "Book reviews");
        assert_eq!(label("v2_api"), "V2 api");
    }

    #[test]
    fn pages_escape_what_they_show() {
        let messages = ["<script>alert('x')</script> & \"y\"".to_owned()];
        let page = ErrorPage {
            page: Page::new(None, "<Title>"),
            messages: &messages,
        };
        let html = page.render().unwrap();
        assert!(
            html.contains(
                "<p>&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62; &#38; &#34;y&#34;</p>"
            ),
            "{html}"
        );
        assert!(
            html.contains("<title>&#60;Title&#62; · restful demo</title>"),
            "{html}"
        );
        assert!(!html.contains("<script>"));
    }
}

#[cfg(test)]
mod template_links {
    use askama::Template;

    /// The pages get their links from their handlers, but a template can call the typed
    /// functions itself: they are ordinary functions, which take the ids as the rows have them
    /// (`i64`).
    #[derive(Template)]
    #[template(
        source = r#"<a href="{{ crate::photos::PhotosController::edit_form_path(photo) }}">Edit</a> <a href="{{ crate::comments::CommentsController::show_path(photo, comment) }}">Comment</a>"#,
        ext = "html"
    )]
    struct Links {
        photo: i64,
        comment: i64,
    }

    #[test]
    fn a_template_can_call_the_typed_functions() {
        let links = Links {
            photo: 7,
            comment: -3,
        };
        assert_eq!(
            links.render().unwrap(),
            r#"<a href="/photos/7/edit_form">Edit</a> <a href="/photos/7/comments/-3">Comment</a>"#
        );
    }
}
