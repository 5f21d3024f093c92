//! One route as an OpenAPI operation: its id, tag, summary, params, default response and the
//! errors restful itself answers.

use restful_core::http::StatusCode;
use restful_core::{Action, Controller, ParamSchema, Route, Segment, Template};
use utoipa::openapi::header::HeaderBuilder;
use utoipa::openapi::path::{
    Operation, OperationBuilder, Parameter, ParameterBuilder, ParameterIn,
};
use utoipa::openapi::schema::{KnownFormat, ObjectBuilder, Schema, SchemaFormat, Type};
use utoipa::openapi::{Required, Response, ResponseBuilder};

use crate::body::Body;

/// The base of a controller's operation ids: the static segments of its base path, joined by
/// `_` (`/admin/book_reviews` → `admin_book_reviews`, `/photos/{photo_id}/comments` →
/// `photos_comments`).
pub(crate) fn id_base(controller: &Controller) -> String {
    let Ok(template) = Template::parse(controller.path()) else {
        return String::new();
    };
    let segments: Vec<&str> = template
        .segments()
        .filter_map(|segment| match segment {
            Segment::Static(text) => Some(text),
            _ => None,
        })
        .collect();
    segments.join("_")
}

/// The operation of `route`, whose controller's operations are named `<base>_<action>` and
/// tagged `base`; `allow` is the `Allow` list of its path, when the registry gave one.
pub(crate) fn operation(route: Route, base: &str, allow: Option<&str>) -> Operation {
    let controller = route.controller();
    let action = route.action();
    let plural = words(controller.resource());
    let singular = words(controller.singular());
    let parameters: Vec<Parameter> = route
        .param_types()
        .enumerate()
        .map(|(at, (name, ty))| {
            let schema = ty.map_or_else(Body::string_schema, |ty| param_schema(&ty.schema()));
            ParameterBuilder::new()
                .name(name)
                .parameter_in(ParameterIn::Path)
                .required(Required::True)
                .description(Some(param_description(&route, at, name)))
                .schema(Some(schema))
                .build()
        })
        .collect();
    let (status, response) = default_response(route, &plural, &singular);
    let summary = if action.is_route() {
        route_summary(action, route.has_id(), &singular)
    } else if controller.is_singleton() {
        singleton_summary(action, &singular)
    } else {
        summary(action, &plural, &singular)
    };
    let mut operation = OperationBuilder::new()
        .operation_id(Some(format!("{base}_{action}")))
        .tag(base)
        .summary(Some(summary))
        .parameters((!parameters.is_empty()).then_some(parameters))
        .response(status, response);
    // A malformed escape is a 400 in an untyped param; in a typed one, the path is not the
    // route's (a 404).
    let untyped = route.param_types().any(|(_, ty)| ty.is_none());
    for (status, response) in refusals(!route.param_names().is_empty(), untyped, allow) {
        operation = operation.response(status.as_str(), response);
    }
    operation.build()
}

/// The schema of a typed param, from its type's [`ParamSchema`].
fn param_schema(param: &ParamSchema) -> Schema {
    let r#type = match param.r#type {
        "integer" => Type::Integer,
        "number" => Type::Number,
        "boolean" => Type::Boolean,
        _ => Type::String,
    };
    let mut schema = ObjectBuilder::new().schema_type(r#type);
    if let Some(format) = param.format {
        schema = schema.format(Some(match format {
            "int32" => SchemaFormat::KnownFormat(KnownFormat::Int32),
            "int64" => SchemaFormat::KnownFormat(KnownFormat::Int64),
            other => SchemaFormat::Custom(other.to_owned()),
        }));
    }
    bounds(schema, param).build().into()
}

/// `minimum`, `maximum` and `pattern`, where the type gives them.
fn bounds(mut schema: ObjectBuilder, param: &ParamSchema) -> ObjectBuilder {
    if let Some(minimum) = param.minimum {
        schema = schema.minimum(Some(minimum));
    }
    if let Some(maximum) = param.maximum {
        schema = schema.maximum(Some(maximum));
    }
    if let Some(pattern) = param.pattern {
        schema = schema.pattern(Some(pattern));
    }
    schema
}

/// What the param `name`, the `at`-th of `route`'s template, is: an ancestor's id or the
/// controller's own ("The photo's id", "The user's username" where `param = "username"`), or
/// a param of the template's own ("The year"; a catch-all is the rest of the path).
fn param_description(route: &Route, at: usize, name: &str) -> String {
    let controller = route.controller();
    // The owners of the ids of the base path, root first: the ancestors that have an id, then
    // the controller itself; `Controller::param_names` names them in the same order.
    let mut owners: Vec<&Controller> = controller.ancestors().collect();
    owners.reverse();
    owners.push(controller);
    owners.retain(|owner| !owner.is_singleton());
    let id_of = |owner: &Controller| {
        let param = owner.id_param().unwrap_or("id");
        format!("The {}'s {}", words(owner.singular()), words(param))
    };
    if route.has_id() && controller.id_param() == Some(name) {
        return id_of(controller);
    }
    // A template below the base path starts with the base path's params; a route of any shape
    // has none of them but its own id.
    if !route.action().is_route() && controller.param_names().get(at) == Some(&name) {
        if let Some(owner) = owners.get(at) {
            return id_of(owner);
        }
    }
    let catch_all = Template::parse(route.path()).is_ok_and(|template| {
        template
            .segments()
            .any(|segment| matches!(segment, Segment::CatchAll { name: n } if n == name))
    });
    if catch_all {
        format!(
            "The {}: the rest of the path, one segment or more, `/` included",
            words(name)
        )
    } else {
        format!("The {}", words(name))
    }
}

/// What restful answers by itself, before any handler, to a request for the path of a route:
/// 405 with `Allow` on every path (a method the path does not answer), and on a path with
/// params 400 (a param with a malformed percent escape, or not UTF-8) and 404 (a param that
/// is `.` or `..`, or an `Id<T>` that does not parse). A path without params is matched byte
/// for byte, and gives neither. Each is plain text, as `Rejection::to_response` answers.
fn refusals(
    has_params: bool,
    has_untyped: bool,
    allow: Option<&str>,
) -> Vec<(StatusCode, Response)> {
    let text = Body::text();
    let response = |description: &str| {
        ResponseBuilder::new()
            .description(description)
            .content(text.media_type(), text.to_content())
    };
    let listed = allow.map_or_else(String::new, |allow| format!(": `{allow}`"));
    let allow = HeaderBuilder::new()
        .schema(Body::string_schema())
        .description(Some(format!(
            "The methods the path answers, comma-separated{listed}"
        )))
        .build();
    let mut refusals = Vec::with_capacity(3);
    if has_untyped {
        refusals.push((
            StatusCode::BAD_REQUEST,
            response(
                "Bad Request: a param of the path has a malformed percent escape, or is not \
                 UTF-8",
            )
            .build(),
        ));
    }
    if has_params {
        refusals.push((
            StatusCode::NOT_FOUND,
            response(
                "Not Found: no resource has this id (a param that is `.` or `..` is never one)",
            )
            .build(),
        ));
    }
    refusals.push((
        StatusCode::METHOD_NOT_ALLOWED,
        response("Method Not Allowed: the path does not answer the request's method")
            .header("Allow", allow)
            .build(),
    ));
    refusals
}

/// "List photos", "Form for a new photo", "Create a photo", "Show a photo",
/// "Form to edit a photo", "Update a photo", "Delete a photo" (docs/integrations.md,
/// "5.3 OpenAPI and other tools"), nested controllers alike; a member action's name before
/// the singular ("Close an issue"), a collection action's before the plural ("Search
/// issues").
pub(crate) fn summary(action: Action, plural: &str, singular: &str) -> String {
    let a = article(singular);
    match action {
        Action::Index => format!("List {plural}"),
        Action::NewForm => format!("Form for a new {singular}"),
        Action::Create => format!("Create {a} {singular}"),
        Action::Show => format!("Show {a} {singular}"),
        Action::EditForm => format!("Form to edit {a} {singular}"),
        Action::Update => format!("Update {a} {singular}"),
        Action::Destroy => format!("Delete {a} {singular}"),
        custom if custom.is_collection() => format!("{} {plural}", verb_words(custom)),
        custom => format!("{} {a} {singular}", verb_words(custom)),
    }
}

/// The summaries of a singleton's operations, which say "the profile": "Show the profile",
/// "Verify the profile".
pub(crate) fn singleton_summary(action: Action, singular: &str) -> String {
    match action {
        Action::NewForm => format!("Form for the {singular}"),
        Action::EditForm => format!("Form to edit the {singular}"),
        other => {
            let verb = match other {
                Action::Index => "List".to_owned(),
                Action::Create => "Create".to_owned(),
                Action::Show => "Show".to_owned(),
                Action::Update => "Update".to_owned(),
                Action::Destroy => "Delete".to_owned(),
                custom => verb_words(custom),
            };
            format!("{verb} the {singular}")
        }
    }
}

/// The summary of a route of `routes(...)`: its name alone when it has no id of the
/// controller's ("Home", "About"), and before the singular, as a member action's, when it
/// has the own id ("Profile of a user").
pub(crate) fn route_summary(action: Action, has_id: bool, singular: &str) -> String {
    if has_id {
        format!("{} of {} {singular}", verb_words(action), article(singular))
    } else {
        verb_words(action)
    }
}

/// A custom action's name as the words of a summary, the first capitalized: `mark_read` →
/// `Mark read`.
fn verb_words(action: Action) -> String {
    let words = words(action.name());
    let mut chars = words.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_ascii_uppercase().to_string() + chars.as_str()
    })
}

/// The response a route has before anything is attached: what a Rails scaffold's JSON answers
/// (200, 201 for `create`, 204 for `destroy`), and an HTML page for the two forms.
fn default_response(route: Route, plural: &str, singular: &str) -> (&'static str, Response) {
    let action = route.action();
    let (status, description) = match action {
        Action::Index => ("200", format!("The {plural}")),
        Action::NewForm => ("200", format!("The form for a new {singular}")),
        Action::Create => ("201", format!("The {singular}, created")),
        Action::Show => ("200", format!("The {singular}")),
        Action::EditForm => ("200", format!("The form to edit the {singular}")),
        Action::Update => ("200", format!("The {singular}, updated")),
        Action::Destroy => ("204", format!("The {singular} is deleted")),
        custom if custom.is_collection() => ("200", format!("The {plural}")),
        custom if custom.is_route() && !route.has_id() => ("200", "OK".to_owned()),
        _ => ("200", format!("The {singular}")),
    };
    let mut response = ResponseBuilder::new().description(description);
    if action.is_form() {
        let html = Body::html();
        response = response.content(html.media_type(), html.to_content());
    }
    (status, response.build())
}

/// A snake-case name as words: `book_reviews` → `book reviews`.
fn words(name: &str) -> String {
    name.replace('_', " ")
}

/// `a` or `an`, by the first letter (`an item`), and for a `u` by the next two, the common
/// cases of a `u` said "you" (`a user`, `a unit`, `an update`).
fn article(word: &str) -> &'static str {
    let lower = word.to_ascii_lowercase();
    let you = ["uni", "use", "usu", "uti", "ura", "ure", "uro", "eu"];
    if you.iter().any(|start| lower.starts_with(start)) {
        return "a";
    }
    match lower.bytes().next() {
        Some(b'a' | b'e' | b'i' | b'o' | b'u') => "an",
        _ => "a",
    }
}

#[cfg(test)]
mod tests {
    use restful_core::Restful;

    use super::*;

    #[test]
    fn summaries_of_section_12() {
        let cases = [
            (Action::Index, "List photos"),
            (Action::NewForm, "Form for a new photo"),
            (Action::Create, "Create a photo"),
            (Action::Show, "Show a photo"),
            (Action::EditForm, "Form to edit a photo"),
            (Action::Update, "Update a photo"),
            (Action::Destroy, "Delete a photo"),
        ];
        for (action, expected) in cases {
            assert_eq!(summary(action, "photos", "photo"), expected);
        }
    }

    #[derive(Restful)]
    #[restful(collection(get(search)), member(post(close), put(mark_read)))]
    struct IssuesController;

    #[derive(Restful)]
    #[restful(singleton, member(post(verify)))]
    struct ProfileController;

    #[test]
    fn summaries_of_custom_actions_and_singletons() {
        let issues = |name| IssuesController::CONTROLLER.action(name).expect("declared");
        let (close, search, mark_read) = (issues("close"), issues("search"), issues("mark_read"));
        let verify = ProfileController::CONTROLLER
            .action("verify")
            .expect("declared");
        assert_eq!(summary(close, "issues", "issue"), "Close an issue");
        assert_eq!(summary(search, "issues", "issue"), "Search issues");
        assert_eq!(summary(mark_read, "issues", "issue"), "Mark read an issue");
        assert_eq!(singleton_summary(verify, "profile"), "Verify the profile");
        assert_eq!(
            singleton_summary(Action::Show, "profile"),
            "Show the profile"
        );
        assert_eq!(
            singleton_summary(Action::EditForm, "profile"),
            "Form to edit the profile"
        );
    }

    #[test]
    fn the_article_follows_the_sound_of_the_first_letters() {
        let cases = [
            ("photo", "a"),
            ("item", "an"),
            ("order", "an"),
            ("album", "an"),
            ("entry", "an"),
            ("update", "an"),
            ("user", "a"),
            ("unit", "a"),
            ("euro_note", "a"),
            ("book review", "a"),
            ("", "a"),
        ];
        for (word, expected) in cases {
            assert_eq!(article(word), expected, "{word}");
        }
    }
}
