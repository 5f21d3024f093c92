//! `/photos`: a controller with all seven actions, answering HTML pages and JSON.

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Json, Redirect, Response};
use restful_axum::{Actions, Id};
use restful_core::{Action, Restful};
use serde::{Deserialize, Serialize};

use crate::html::{self, Escape};
use crate::negotiate::{self, Format, Submitted, failure};
use crate::store::{Store, Table};
use crate::validate::{self, Presence};

/// The photo album: `/photos`, with every action.
#[derive(Restful)]
pub struct PhotosController;

/// A photo, as stored and as submitted: a form's fields, or a JSON object. A field left out
/// is empty, so that a missing title reads "Title is required." like an empty one.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(default)]
pub struct Photo {
    /// Required, at most 100 characters.
    pub title: String,
    /// At most 2000 characters.
    pub description: String,
}

impl Photo {
    /// The photo to save, trimmed, or what is wrong with this one.
    fn validate(&self) -> Result<Photo, Vec<String>> {
        let title = validate::text("Title", &self.title, Presence::Required, 100);
        let description =
            validate::text("Description", &self.description, Presence::Optional, 2000);
        match (title, description) {
            (Ok(title), Ok(description)) => Ok(Photo { title, description }),
            (title, description) => Err(title.err().into_iter().chain(description.err()).collect()),
        }
    }
}

/// The handlers of `PhotosController`'s actions.
pub(crate) fn actions() -> Actions<Store> {
    Actions::new()
        .index(index)
        .new_form(new_form)
        .create(create)
        .show(show)
        .edit_form(edit_form)
        .update(update)
        .destroy(destroy)
}

type Photos = State<Table<Photo>>;

async fn index(State(photos): Photos, format: Format) -> Response {
    let photos = photos.all();
    if format == Format::Json {
        return Json(photos).into_response();
    }
    let mut main = format!(
        "<h1>Photos</h1>\n<p><a class=\"button\" href=\"{}\">New photo</a></p>\n",
        Escape(&path(Action::NewForm, None)),
    );
    if photos.is_empty() {
        main.push_str("<p class=\"muted\">No photos yet.</p>\n");
    } else {
        let items: String = photos
            .iter()
            .map(|photo| {
                format!(
                    "<li><a href=\"{}\">{}</a></li>\n",
                    Escape(&path(Action::Show, Some(&photo.id))),
                    Escape(&photo.fields.title),
                )
            })
            .collect();
        main += &format!("<ul class=\"items\">\n{items}</ul>\n");
    }
    page("Photos", &main).into_response()
}

async fn new_form() -> Html<String> {
    form_page(None, &Photo::default(), &[])
}

async fn create(
    State(photos): Photos,
    format: Format,
    Submitted(input): Submitted<Photo>,
) -> Response {
    let photo = match input.validate() {
        Ok(photo) => photo,
        Err(problems) => return refused(format, None, &input, problems),
    };
    let created = photos.insert(photo);
    let shown_at = path(Action::Show, Some(&created.id));
    negotiate::created(format, shown_at, created)
}

async fn show(State(photos): Photos, Id(id): Id, format: Format) -> Response {
    let Some(photo) = photos.get(&id) else {
        return not_found(format, &id);
    };
    if format == Format::Json {
        return Json(photo).into_response();
    }
    let description = if photo.fields.description.is_empty() {
        "<p class=\"muted\">No description.</p>".to_owned()
    } else {
        format!(
            "<p class=\"text\">{}</p>",
            Escape(&photo.fields.description)
        )
    };
    let main = format!(
        "<h1>{title}</h1>\n{description}\n<div class=\"actions\">\n<a class=\"button\" href=\"{edit}\">Edit</a>\n{delete}\n<a href=\"{index}\">All photos</a>\n</div>\n",
        title = Escape(&photo.fields.title),
        edit = Escape(&path(Action::EditForm, Some(&id))),
        delete = html::delete_button(&path(Action::Destroy, Some(&id)), &photo.fields.title),
        index = Escape(&path(Action::Index, None)),
    );
    page(&photo.fields.title, &main).into_response()
}

async fn edit_form(State(photos): Photos, Id(id): Id, format: Format) -> Response {
    match photos.get(&id) {
        Some(photo) => form_page(Some(&id), &photo.fields, &[]).into_response(),
        None => not_found(format, &id),
    }
}

async fn update(
    State(photos): Photos,
    Id(id): Id,
    format: Format,
    Submitted(input): Submitted<Photo>,
) -> Response {
    // 404 before 422: no form to fix for a photo that is not there.
    if photos.get(&id).is_none() {
        return not_found(format, &id);
    }
    let photo = match input.validate() {
        Ok(photo) => photo,
        Err(problems) => return refused(format, Some(&id), &input, problems),
    };
    match photos.update(&id, photo) {
        Some(updated) if format == Format::Json => Json(updated).into_response(),
        Some(_) => Redirect::to(&path(Action::Show, Some(&id))).into_response(),
        // Deleted since the check above.
        None => not_found(format, &id),
    }
}

async fn destroy(State(photos): Photos, Id(id): Id, format: Format) -> Response {
    match photos.remove(&id) {
        Some(_) if format == Format::Json => StatusCode::NO_CONTENT.into_response(),
        Some(_) => Redirect::to(&path(Action::Index, None)).into_response(),
        None => not_found(format, &id),
    }
}

/// The form of `new_form` (no id) or of `edit_form` (the photo's id), also shown again with
/// the problems and the user's input when a create or an update is refused.
fn form_page(id: Option<&str>, photo: &Photo, problems: &[String]) -> Html<String> {
    let (title, action, method, submit, cancel) = match id {
        None => (
            "New photo",
            path(Action::Create, None),
            "",
            "Create photo",
            path(Action::Index, None),
        ),
        // A form can only POST: `_method` asks `MethodOverrideLayer` for the PUT of `update`.
        Some(id) => (
            "Edit photo",
            path(Action::Update, Some(id)),
            "<input type=\"hidden\" name=\"_method\" value=\"PUT\">\n",
            "Save changes",
            path(Action::Show, Some(id)),
        ),
    };
    let main = format!(
        "<h1>{title}</h1>\n{problems}<form method=\"post\" action=\"{action}\">\n{method}{title_field}{description_field}<div class=\"actions\">\n<button type=\"submit\">{submit}</button>\n<a href=\"{cancel}\">Cancel</a>\n</div>\n</form>\n",
        problems = html::problems(problems),
        action = Escape(&action),
        title_field = html::text_field("title", "Title", &photo.title),
        description_field = html::text_area("description", "Description", &photo.description),
        cancel = Escape(&cancel),
    );
    page(title, &main)
}

/// A create or an update that did not pass validation: 422, with the form again or the
/// problems as JSON.
fn refused(format: Format, id: Option<&str>, input: &Photo, problems: Vec<String>) -> Response {
    let status = StatusCode::UNPROCESSABLE_ENTITY;
    match format {
        Format::Json => failure(format, status, problems),
        Format::Html => (status, form_page(id, input, &problems)).into_response(),
    }
}

fn not_found(format: Format, id: &str) -> Response {
    let message = format!("There is no photo with the id {id}.");
    failure(format, StatusCode::NOT_FOUND, vec![message])
}

fn page(title: &str, main: &str) -> Html<String> {
    html::page(Some(PhotosController::CONTROLLER), title, main)
}

/// Where `action` is, for the photo `id` when the action has one. Every link and form of this
/// file goes through here: no path is written by hand.
fn path(action: Action, id: Option<&str>) -> String {
    PhotosController::CONTROLLER
        .path_for(action, id)
        .expect("`PhotosController` serves every action, and the store's ids are never empty")
}
