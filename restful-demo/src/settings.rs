//! `/settings`: the site's settings, a singular resource (`#[restful(singleton)]`): there is
//! one, with no id, at `/settings`. They are kept in SQLite, in a table of one row that its
//! migration makes (`migrations/05_settings.sql`), and hold the site's title, which every page
//! shows in its `<title>` and header, and how many photos a search shows at most.
//!
//! Only `show`, `edit_form` and `update` are routes: the site always has its settings, from
//! the migration on, so there is nothing to create (`new_form`, `create`) and nothing to delete
//! (`destroy`; going back to the defaults is an update).
//!
//! Every page shows the title, error pages too, and most handlers have no reason to read the
//! database for it: the server keeps a copy in memory ([`Current`]), read once at start and
//! replaced by each update once it is committed. A middleware ([`provide`]) hands each request
//! that copy, for the pages ([`site_title`]) and for the update.

use std::sync::{Arc, PoisonError, RwLock};

use askama::Template;
use axum::Extension;
use axum::extract::{Request, State};
use axum::http::StatusCode;
use axum::middleware::{Next, from_fn};
use axum::response::{IntoResponse, Json, Redirect, Response};
use restful_axum::Actions;
use restful_core::Restful;
use rusqlite::Connection;
use serde::{Deserialize, Serialize};

use crate::auth;
use crate::csrf::FormToken;
use crate::db::{self, Db, DbError};
use crate::negotiate::{Answer, Format, Submitted, failure};
use crate::pages::{Page, render};
use crate::validate::{self, Presence, TextField};

/// The site's settings: `/settings`, with show, edit_form and update.
#[derive(Restful)]
#[restful(singleton, only(show, edit_form, update))]
pub struct SettingsController;

/// The title a page shows outside a request of the app (a unit test's page): the one the
/// migration stores.
const DEFAULT_TITLE: &str = "restful demo";

/// The bounds of [`Settings::search_limit`], as the table's CHECK has them.
pub(crate) const SEARCH_LIMITS: std::ops::RangeInclusive<u32> = 1..=100;

/// The site's name.
pub(crate) const TITLE: TextField = TextField {
    label: "Site title",
    presence: Presence::Required,
    max_chars: 60,
};

/// The site's settings, as stored and as JSON shows them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Settings {
    /// The site's name, in every page's title and header: required, at most 60 characters.
    pub title: String,
    /// How many photos a search shows at most, newest first: 1 to 100.
    pub search_limit: u32,
}

impl Settings {
    /// The settings as stored, with their revision.
    fn load(db: &Connection) -> rusqlite::Result<(i64, Settings)> {
        db.prepare_cached("SELECT title, search_limit, revision FROM settings WHERE id = 1")?
            .query_row([], |row| {
                let settings = Settings {
                    title: row.get("title")?,
                    search_limit: row.get("search_limit")?,
                };
                Ok((row.get("revision")?, settings))
            })
    }

    /// How many photos a search shows at most, as stored.
    pub(crate) fn search_limit(db: &Connection) -> rusqlite::Result<u32> {
        db.prepare_cached("SELECT search_limit FROM settings WHERE id = 1")?
            .query_row([], |row| row.get(0))
    }
}

/// The settings as submitted: a form's fields, or a JSON object. A field left out is empty.
/// The limit is kept as it was written, so that a form refused for it shows it again as it was
/// typed.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(default)]
struct Submission {
    title: String,
    search_limit: Written,
}

/// A number as a form writes it (text), or as JSON may (a number). JSON has one kind of
/// number: `20`, `20.0` and `2e1` are the same whole number, as JSON Schema's `integer` says.
#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
enum Written {
    Number(f64),
    Text(String),
}

impl Default for Written {
    fn default() -> Self {
        Written::Text(String::new())
    }
}

impl Written {
    fn text(&self) -> String {
        match self {
            // Without a fraction, written as a whole number (`20.0` is "20"), which
            // `validate::whole_number` then reads or refuses like text.
            Written::Number(number) if number.fract() == 0.0 => format!("{number:.0}"),
            Written::Number(number) => number.to_string(),
            Written::Text(text) => text.clone(),
        }
    }
}

impl Submission {
    fn of(settings: &Settings) -> Submission {
        Submission {
            title: settings.title.clone(),
            search_limit: Written::Number(settings.search_limit.into()),
        }
    }

    /// The settings to save, trimmed, or what is wrong with these.
    fn validate(&self) -> Result<Settings, Vec<String>> {
        let title = TITLE.check(&self.title);
        let limit = validate::whole_number(
            "Search results shown",
            &self.search_limit.text(),
            SEARCH_LIMITS,
        );
        match (title, limit) {
            (Ok(title), Ok(search_limit)) => Ok(Settings {
                title,
                search_limit,
            }),
            (title, limit) => Err(title.err().into_iter().chain(limit.err()).collect()),
        }
    }
}

/// The settings the pages show, kept in memory: read at start, replaced after each update.
/// Each copy carries the revision it was read or written at, and a copy never replaces a newer
/// one: two updates that commit one after the other may reach here in the other order.
#[derive(Clone)]
pub(crate) struct Current(Arc<RwLock<(i64, Arc<Settings>)>>);

impl Current {
    /// The settings stored in `db`. Blocking: for start-up.
    pub(crate) fn load(db: &Db) -> Result<Current, DbError> {
        let (revision, settings) = db.read_now(Settings::load)?;
        Ok(Current(Arc::new(RwLock::new((
            revision,
            Arc::new(settings),
        )))))
    }

    fn get(&self) -> Arc<Settings> {
        let current = self.0.read().unwrap_or_else(PoisonError::into_inner);
        Arc::clone(&current.1)
    }

    /// Keeps `settings`, committed at `revision`, unless a later revision is kept already.
    fn offer(&self, revision: i64, settings: Settings) {
        let mut current = self.0.write().unwrap_or_else(PoisonError::into_inner);
        if revision > current.0 {
            *current = (revision, Arc::new(settings));
        }
    }
}

tokio::task_local! {
    /// The settings of the request being answered, for the pages it renders.
    static SETTINGS: Arc<Settings>;
}

/// The middleware: each request gets the settings as they are when it arrives (the pages
/// read them with [`site_title`]) and the [`Current`] copy (an update replaces it).
pub(crate) async fn provide(
    State(current): State<Current>,
    mut request: Request,
    next: Next,
) -> Response {
    let settings = current.get();
    request.extensions_mut().insert(current);
    SETTINGS.scope(settings, next.run(request)).await
}

/// The site's title, for the layout of a page rendered while answering a request; the
/// default outside one.
pub(crate) fn site_title() -> String {
    SETTINGS
        .try_with(|settings| settings.title.clone())
        .unwrap_or_else(|_| DEFAULT_TITLE.to_owned())
}

/// `SettingsController`'s actions, as its `#[restful_axum::actions]` block gives them (the
/// three it serves), behind their filter. Anyone sees them; changing them is behind the filter
/// "login": any signed-in account may, as the demo has no roles.
pub(crate) fn filtered() -> Actions<Db> {
    SettingsController::actions()
        .layer_except(["show"], from_fn(auth::require_login))
        .named("login")
}

/// The handlers: each function is the one of the action it is named after.
#[restful_axum::actions(state = Db)]
impl SettingsController {
    async fn show(State(db): State<Db>, format: Format) -> Answer {
        let (_, settings) = db.read(Settings::load).await.map_err(db::failed(format))?;
        if format == Format::Json {
            return Ok(Json(settings).into_response());
        }
        Ok(render(&ShowPage {
            page: page("Settings"),
            edit_href: SettingsController::edit_form_path(),
            settings,
        }))
    }

    async fn edit_form(State(db): State<Db>, format: Format, token: FormToken) -> Answer {
        let (_, settings) = db.read(Settings::load).await.map_err(db::failed(format))?;
        Ok(form_page(&Submission::of(&settings), &[], token))
    }

    async fn update(
        State(db): State<Db>,
        Extension(current): Extension<Current>,
        format: Format,
        token: FormToken,
        Submitted(input): Submitted<Submission>,
    ) -> Answer {
        let settings = match input.validate() {
            Ok(settings) => settings,
            Err(problems) => {
                let status = StatusCode::UNPROCESSABLE_ENTITY;
                return Ok(match format {
                    Format::Json => failure(format, status, problems),
                    Format::Html => (status, form_page(&input, &problems, token)).into_response(),
                });
            }
        };
        let saved = settings.clone();
        let revision = db
            .write(move |db| {
                db.prepare_cached(
                    "UPDATE settings SET title = ?1, search_limit = ?2, revision = revision + 1 \
                     WHERE id = 1 RETURNING revision",
                )?
                .query_row((&saved.title, saved.search_limit), |row| row.get(0))
            })
            .await
            .map_err(db::failed(format))?;
        // Committed: the pages of the next requests show it.
        current.offer(revision, settings.clone());
        Ok(match format {
            Format::Json => Json(settings).into_response(),
            Format::Html => Redirect::to(&SettingsController::show_path()).into_response(),
        })
    }
}

#[derive(Template)]
#[template(path = "settings/show.html")]
struct ShowPage {
    page: Page,
    settings: Settings,
    edit_href: String,
}

#[derive(Template)]
#[template(path = "settings/form.html")]
struct FormPage<'a> {
    page: Page,
    action: String,
    cancel: String,
    title: &'a str,
    search_limit: String,
    limits: &'a std::ops::RangeInclusive<u32>,
    problems: &'a [String],
    token: String,
}

/// The form of `edit_form`, also shown again with the problems and the user's input when an
/// update is refused.
fn form_page(input: &Submission, problems: &[String], token: FormToken) -> Response {
    render(&FormPage {
        page: page("Edit settings"),
        action: SettingsController::update_path(),
        cancel: SettingsController::show_path(),
        title: &input.title,
        search_limit: input.search_limit.text(),
        limits: &SEARCH_LIMITS,
        problems,
        token: token.value(),
    })
}

fn page(title: &str) -> Page {
    Page::new(Some(SettingsController::CONTROLLER), title)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn submitted(title: &str, search_limit: Written) -> Submission {
        Submission {
            title: title.to_owned(),
            search_limit,
        }
    }

    #[test]
    fn submissions_are_trimmed_and_checked() {
        let harbour = Settings {
            title: "Harbour".to_owned(),
            search_limit: 20,
        };
        assert_eq!(
            submitted(" Harbour ", Written::Text(" 20 ".into())).validate(),
            Ok(harbour.clone())
        );
        assert_eq!(
            submitted("Harbour", Written::Number(20.0)).validate(),
            Ok(harbour)
        );
        assert_eq!(
            submitted("", Written::Number(0.0)).validate(),
            Err(vec![
                "Site title is required.".to_owned(),
                "Search results shown must be a whole number from 1 to 100.".to_owned(),
            ])
        );
        assert_eq!(
            submitted(&"x".repeat(61), Written::Number(-1.0)).validate(),
            Err(vec![
                "Site title is 61 characters long; the limit is 60.".to_owned(),
                "Search results shown must be a whole number from 1 to 100.".to_owned(),
            ])
        );
        assert_eq!(
            submitted("x", Written::default()).validate(),
            Err(vec!["Search results shown is required.".to_owned()])
        );
    }

    #[test]
    fn a_form_and_json_submit_the_same_way() {
        let form: Submission =
            serde_json::from_value(serde_json::json!({"title": "t", "search_limit": "7"})).unwrap();
        let json: Submission =
            serde_json::from_value(serde_json::json!({"title": "t", "search_limit": 7})).unwrap();
        assert_eq!(form.validate(), json.validate());
        for whole in [
            serde_json::json!(7.0),
            serde_json::json!(7),
            serde_json::json!(0.7e1),
        ] {
            let json: Submission =
                serde_json::from_value(serde_json::json!({"title": "t", "search_limit": whole}))
                    .unwrap();
            assert_eq!(json.validate(), form.validate(), "{whole}");
        }
        for refused in [7.5, 1e300, -0.0, 101.0] {
            let json: Submission =
                serde_json::from_value(serde_json::json!({"title": "t", "search_limit": refused}))
                    .unwrap();
            assert!(json.validate().is_err(), "{refused}");
        }
        let missing: Submission = serde_json::from_value(serde_json::json!({})).unwrap();
        assert_eq!(
            (missing.title.as_str(), missing.search_limit.text()),
            ("", String::new())
        );
    }

    #[test]
    fn an_older_revision_never_replaces_a_newer_one() {
        let current = Current(Arc::new(RwLock::new((
            0,
            Arc::new(Settings {
                title: "first".into(),
                search_limit: 1,
            }),
        ))));
        let at = |title: &str| Settings {
            title: title.into(),
            search_limit: 1,
        };
        current.offer(2, at("second"));
        current.offer(1, at("late"));
        assert_eq!(current.get().title, "second");
        current.offer(3, at("third"));
        assert_eq!(current.get().title, "third");
    }

    #[test]
    fn pages_outside_a_request_show_the_default_title() {
        assert_eq!(site_title(), DEFAULT_TITLE);
    }
}
