//! Path generation, as docs/routing.md, "3. Path generation" states it: the errors, the
//! encoding, the disambiguation of ids that would be read as something else, and the round trip
//! of every generated path through `recognize`.
//!
//! `Controller::path_for` works against the process-wide registry, which here holds every
//! controller below (they do not conflict); `Registry::path_for` against a registry built
//! for the test, to show that the same id is encoded differently "with the registry as it is".

mod support;

use restful_core::Action;
use restful_core::{Controller, Method, PathError, Registry, Restful, registry};
use support::Outcome;
use support::short::{CREATE, DESTROY, EDIT_FORM, INDEX, NEW_FORM, SHOW, UPDATE};

/// All seven actions under `/photos`.
#[derive(Restful)]
struct PhotosController;

/// `GET /photos/archive`: a static template where `PhotosController`'s `{id}` goes.
#[derive(Restful)]
#[restful(prefix = "/photos", resource = "archive", only(index))]
struct ArchiveController;

/// `POST /photos/uploads` only: a static template all the same (the template is chosen by the
/// path alone, so `GET /photos/uploads` would be a 405, not `photos#show`).
#[derive(Restful)]
#[restful(prefix = "/photos", resource = "uploads", only(create))]
struct UploadsController;

/// `GET /photos/albums/{id}` only: `{id}` routes below `/photos/albums`, which is no template.
#[derive(Restful)]
#[restful(prefix = "/photos", resource = "albums", only(show))]
struct PhotoAlbumsController;

/// `GET /photos/drafts/edit_form`: a static template that ends in `edit_form`, while
/// `/photos/drafts` is no template.
#[derive(Restful)]
#[restful(prefix = "/photos/drafts", resource = "edit_form", only(index))]
struct DraftsEditController;

/// `/photos/new_form/tags`: nested below `PhotosController`'s `new_form`.
#[derive(Restful)]
#[restful(prefix = "/photos/new_form", resource = "tags")]
struct TagsController;

/// `/reviews` without `new_form`: there `new_form` is an ordinary id...
#[derive(Restful)]
#[restful(except(new_form))]
struct ReviewsController;

/// ...unless another controller has `/reviews/new_form` as its base path.
#[derive(Restful)]
#[restful(prefix = "/reviews", resource = "new_form", only(index))]
struct ReviewsNewFormController;

/// `/notes`, all seven; `edit_form` is an ordinary id there...
#[derive(Restful)]
struct NotesController;

/// ...unless `/notes/edit_form` is a base path.
#[derive(Restful)]
#[restful(prefix = "/notes", resource = "edit_form")]
struct NotesEditController;

const PHOTOS: &Controller = PhotosController::CONTROLLER;
const ARCHIVE: &Controller = ArchiveController::CONTROLLER;
const UPLOADS: &Controller = UploadsController::CONTROLLER;
const ALBUMS: &Controller = PhotoAlbumsController::CONTROLLER;
const DRAFTS_EDIT: &Controller = DraftsEditController::CONTROLLER;
const TAGS: &Controller = TagsController::CONTROLLER;
const REVIEWS: &Controller = ReviewsController::CONTROLLER;
const REVIEWS_NEW_FORM: &Controller = ReviewsNewFormController::CONTROLLER;
const NOTES: &Controller = NotesController::CONTROLLER;
const NOTES_EDIT: &Controller = NotesEditController::CONTROLLER;

const ID_ACTIONS: [Action; 4] = [SHOW, EDIT_FORM, UPDATE, DESTROY];

/// `recognize(action.method(), path)`, and HEAD for a GET action, give back `controller`,
/// `action` and exactly `id`.
#[track_caller]
fn assert_recognized(
    registry: &Registry,
    controller: &'static Controller,
    action: Action,
    id: Option<&str>,
    path: &str,
) {
    let expected = Outcome::Found(
        controller,
        action,
        id.into_iter().map(str::to_owned).collect(),
    );
    let mut methods = vec![action.method()];
    if action.method() == Method::GET {
        methods.push(Method::HEAD);
    }
    for method in methods {
        let actual = Outcome::of(registry, &method, path);
        assert_eq!(actual, expected, "{method} {path:?} does not come back");
    }
}

/// `path_for` through the process-wide registry (`Controller::path_for`), checked against
/// `registry().path_for` and recognized back.
#[track_caller]
fn global_path(controller: &'static Controller, action: Action, id: Option<&str>) -> String {
    let path = controller
        .path_for(action, id)
        .unwrap_or_else(|err| panic!("{action} {id:?}: {err}"));
    let again = registry().path_for(controller, action, id);
    assert_eq!(again.as_ref(), Ok(&path));
    assert_recognized(registry(), controller, action, id, &path);
    path
}

/// The path of `action` with the id segment `segment`, under `base`.
fn id_path(base: &str, action: Action, segment: &str) -> String {
    match action {
        EDIT_FORM => format!("{base}/{segment}/edit_form"),
        _ => format!("{base}/{segment}"),
    }
}

#[test]
fn the_process_wide_registry_builds() {
    assert_eq!(registry().len(), 10);
}

/// routing.md 3: paths without an id are the templates themselves.
#[test]
fn paths_without_id_are_the_templates() {
    #[rustfmt::skip]
    let rows = [
        (PHOTOS,           INDEX,   "/photos"),
        (PHOTOS,           NEW_FORM, "/photos/new_form"),
        (PHOTOS,           CREATE,  "/photos"),
        (ARCHIVE,          INDEX,   "/photos/archive"),
        (UPLOADS,          CREATE,  "/photos/uploads"),
        (DRAFTS_EDIT,      INDEX,   "/photos/drafts/edit_form"),
        (TAGS,             INDEX,   "/photos/new_form/tags"),
        (TAGS,             NEW_FORM, "/photos/new_form/tags/new_form"),
        (REVIEWS_NEW_FORM, INDEX,   "/reviews/new_form"),
        (NOTES_EDIT,       NEW_FORM, "/notes/edit_form/new_form"),
    ];
    for (controller, action, expected) in rows {
        assert_eq!(global_path(controller, action, None), expected);
    }
}

fn not_served(controller: &Controller, action: Action) -> PathError {
    let controller = controller.type_name();
    PathError::NotServed { controller, action }
}

fn missing(controller: &Controller, action: Action) -> PathError {
    let controller = controller.type_name();
    PathError::WrongIdCount {
        controller,
        action,
        expected: &["id"],
        given: 0,
    }
}

fn unexpected(controller: &Controller, action: Action) -> PathError {
    let controller = controller.type_name();
    PathError::WrongIdCount {
        controller,
        action,
        expected: &[],
        given: 1,
    }
}

fn empty(controller: &Controller, action: Action) -> PathError {
    let controller = controller.type_name();
    PathError::EmptyParam {
        controller,
        action,
        param: "id",
    }
}

/// routing.md 3.1, errors: the action is not served; the id is missing for an action that needs
/// it, given for one that does not, or empty. Each message names the action, and the offending
/// value where there is one: the type that does not serve it, the params expected, the empty
/// one.
#[test]
fn errors_name_the_offending_value() {
    #[rustfmt::skip]
    let rows = [
        // Not served; checked before the id.
        (ARCHIVE, SHOW,     Some("1"),          not_served(ARCHIVE, SHOW)),
        (ARCHIVE, SHOW,     None,               not_served(ARCHIVE, SHOW)),
        (ARCHIVE, CREATE,   None,               not_served(ARCHIVE, CREATE)),
        (ARCHIVE, DESTROY,  Some(""),           not_served(ARCHIVE, DESTROY)),
        (REVIEWS, NEW_FORM,  None,               not_served(REVIEWS, NEW_FORM)),
        // Missing id.
        (PHOTOS,  SHOW,     None,               missing(PHOTOS, SHOW)),
        (PHOTOS,  EDIT_FORM, None,               missing(PHOTOS, EDIT_FORM)),
        (PHOTOS,  UPDATE,   None,               missing(PHOTOS, UPDATE)),
        (PHOTOS,  DESTROY,  None,               missing(PHOTOS, DESTROY)),
        // Unexpected id, empty or not.
        (PHOTOS,  INDEX,    Some("7"),          unexpected(PHOTOS, INDEX)),
        (PHOTOS,  NEW_FORM,  Some("new_form"),   unexpected(PHOTOS, NEW_FORM)),
        (PHOTOS,  CREATE,   Some("a b"),        unexpected(PHOTOS, CREATE)),
        (PHOTOS,  INDEX,    Some(""),           unexpected(PHOTOS, INDEX)),
        // Empty id.
        (PHOTOS,  SHOW,     Some(""),           empty(PHOTOS, SHOW)),
        (PHOTOS,  EDIT_FORM, Some(""),           empty(PHOTOS, EDIT_FORM)),
        (PHOTOS,  UPDATE,   Some(""),           empty(PHOTOS, UPDATE)),
        (PHOTOS,  DESTROY,  Some(""),           empty(PHOTOS, DESTROY)),
    ];
    let own = Registry::new([PHOTOS, ARCHIVE, REVIEWS]).unwrap_or_else(|err| panic!("{err}"));
    for (controller, action, id, expected) in rows {
        let row = format!("{}.path_for({action}, {id:?})", controller.name());
        let err = controller.path_for(action, id).expect_err(&row);
        assert_eq!(err, expected, "{row}");
        assert_eq!(
            own.path_for(controller, action, id).as_ref(),
            Err(&err),
            "{row}"
        );
        let fragments = match &err {
            PathError::NotServed { controller, .. } => vec![format!("`{controller}`")],
            PathError::WrongIdCount { given, .. } => vec![format!("{given} given")],
            PathError::EmptyParam { param, .. } => vec![format!("empty id for `{param}`")],
            _ => vec![],
        };
        let message = err.to_string();
        for fragment in fragments.iter().chain([&format!("{action}`")]) {
            assert!(
                message.contains(fragment),
                "{row}: {message:?} lacks {fragment}"
            );
        }
        let _: &dyn std::error::Error = &err;
    }
}

/// The bytes that routing.md 3.2 keeps: RFC 3986 unreserved, sub-delims, `:` and `@`.
const KEPT: &str =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@";

/// routing.md 3.2: the id is percent-encoded; bytes outside unreserved, sub-delims, `:` and `@`
/// become upper-case `%XX`.
#[test]
fn ids_are_percent_encoded() {
    #[rustfmt::skip]
    let mut rows: Vec<(String, String)> = [
        (" ",               "%20"),
        ("/",               "%2F"),
        ("?",               "%3F"),
        ("#",               "%23"),
        ("%",               "%25"),
        ("\0",              "%00"),
        ("+",               "+"),
        ("%41",             "%2541"),
        ("a b/c?d#e%f",     "a%20b%2Fc%3Fd%23e%25f"),
        ("\"<>\\^`{|}[]",   "%22%3C%3E%5C%5E%60%7B%7C%7D%5B%5D"),
        ("\t\n\r\u{7f}",    "%09%0A%0D%7F"),
        ("é",               "%C3%A9"),
        ("café",            "caf%C3%A9"),
        ("\u{ff}",          "%C3%BF"),
        ("€",               "%E2%82%AC"),
        ("🦀",              "%F0%9F%A6%80"),
        ("\u{10FFFF}",      "%F4%8F%BF%BF"),
        ("1.json",          "1.json"),
        ("...",             "..."),
        (KEPT,              KEPT),
    ]
    .map(|(id, encoded)| (id.to_owned(), encoded.to_owned()))
    .into();
    // Every ASCII byte, between two letters so that no row is a dot segment.
    rows.extend((0..=0x7F_u8).map(|byte| {
        let c = char::from(byte);
        let encoded = if KEPT.contains(c) {
            c.to_string()
        } else {
            format!("%{byte:02X}")
        };
        (format!("a{c}b"), format!("a{encoded}b"))
    }));
    for (id, encoded) in &rows {
        for action in ID_ACTIONS {
            let path = global_path(PHOTOS, action, Some(id));
            assert_eq!(path, id_path("/photos", action, encoded), "{action} {id:?}");
        }
    }
}

/// routing.md 3.3: an encoded id segment `s` that would be read as something else gets its
/// first byte percent-encoded too: when `s` is `.` or `..`; or `<base>/s` is a static template;
/// or, for `edit_form`, `<base>/s` has `{id}` routes or `<base>/s/edit_form` is a static
/// template. Everything else stays as the plain encoding gives it.
#[test]
fn shadowed_ids_get_their_first_byte_encoded() {
    // (controller, id, segment in show/update/destroy, segment in edit_form), in the
    // process-wide registry, which holds every controller of this file.
    #[rustfmt::skip]
    let rows = [
        // Dot segments.
        (PHOTOS,  ".",          "%2E",          "%2E"),
        (PHOTOS,  "..",         "%2E.",         "%2E."),
        (PHOTOS,  "...",        "...",          "..."),
        (PHOTOS,  ".a",         ".a",           ".a"),
        (TAGS,    "..",         "%2E.",         "%2E."),
        // `<base>/new_form` is served.
        (PHOTOS,  "new_form",   "%6Eew_form",   "%6Eew_form"),
        (TAGS,    "new_form",   "%6Eew_form",   "%6Eew_form"),
        (PHOTOS,  "new_forms",  "new_forms",    "new_forms"),
        (PHOTOS,  "New_form",   "New_form",     "New_form"),
        (PHOTOS,  "new_form/x", "new_form%2Fx", "new_form%2Fx"),
        (PHOTOS,  "%6Eew_form", "%256Eew_form", "%256Eew_form"),
        // A sibling's base path below the base: a static template, whatever its methods.
        (PHOTOS,  "archive",    "%61rchive",    "%61rchive"),
        (PHOTOS,  "uploads",    "%75ploads",    "%75ploads"),
        (PHOTOS,  "archive ",   "archive%20",   "archive%20"),
        (PHOTOS,  "Archive",    "Archive",      "Archive"),
        // `/reviews` has no `new_form`, but `/reviews/new_form` is a base path.
        (REVIEWS, "new_form",   "%6Eew_form",   "%6Eew_form"),
        // `/photos/albums/{id}` exists: only `edit_form` would be read otherwise.
        (PHOTOS,  "albums",     "albums",       "%61lbums"),
        // `/photos/drafts/edit_form` is a static template: only `edit_form` is shadowed.
        (PHOTOS,  "drafts",     "drafts",       "%64rafts"),
        // Nothing is at `/photos/edit_form`; `/notes/edit_form` is a base path.
        (PHOTOS,  "edit_form",  "edit_form",    "edit_form"),
        (NOTES,   "edit_form",  "%65dit_form",  "%65dit_form"),
        // `tags` is below `/photos/new_form`, not below `/photos`.
        (PHOTOS,  "tags",       "tags",         "tags"),
        (TAGS,    "archive",    "archive",      "archive"),
    ];
    for (controller, id, member, edit) in rows {
        for action in ID_ACTIONS {
            let segment = if action == EDIT_FORM { edit } else { member };
            let expected = id_path(controller.path(), action, segment);
            let path = global_path(controller, action, Some(id));
            assert_eq!(path, expected, "{} {action} {id:?}", controller.name());
        }
    }
}

/// routing.md 3.4, "with the registry as it is": the same id, against a registry without and
/// with the neighbour that shadows it.
#[test]
fn shadowing_depends_on_the_registry() {
    // (controller, neighbour, action, id, segment without the neighbour, segment with it)
    #[rustfmt::skip]
    let rows = [
        (REVIEWS, REVIEWS_NEW_FORM, SHOW,     "new_form",  "new_form",   "%6Eew_form"),
        (REVIEWS, REVIEWS_NEW_FORM, EDIT_FORM, "new_form",  "new_form",   "%6Eew_form"),
        (PHOTOS,  ARCHIVE,          SHOW,     "archive",   "archive",    "%61rchive"),
        (PHOTOS,  ARCHIVE,          EDIT_FORM, "archive",   "archive",    "%61rchive"),
        (PHOTOS,  UPLOADS,          UPDATE,   "uploads",   "uploads",    "%75ploads"),
        (PHOTOS,  ALBUMS,           DESTROY,  "albums",    "albums",     "albums"),
        (PHOTOS,  ALBUMS,           EDIT_FORM, "albums",    "albums",     "%61lbums"),
        (PHOTOS,  DRAFTS_EDIT,      SHOW,     "drafts",    "drafts",     "drafts"),
        (PHOTOS,  DRAFTS_EDIT,      EDIT_FORM, "drafts",    "drafts",     "%64rafts"),
        (NOTES,   NOTES_EDIT,       SHOW,     "edit_form", "edit_form",  "%65dit_form"),
        (NOTES,   NOTES_EDIT,       UPDATE,   "edit_form", "edit_form",  "%65dit_form"),
        (NOTES,   NOTES_EDIT,       EDIT_FORM, "edit_form", "edit_form",  "%65dit_form"),
        // A served `new_form` shadows, whatever the neighbours.
        (PHOTOS,  ARCHIVE,          SHOW,     "new_form",  "%6Eew_form", "%6Eew_form"),
    ];
    for (controller, neighbour, action, id, without, with) in rows {
        for (controllers, segment) in [
            (vec![controller], without),
            (vec![controller, neighbour], with),
        ] {
            let names: Vec<_> = controllers.iter().map(|c| c.name()).collect();
            let registry = Registry::new(controllers).unwrap_or_else(|err| panic!("{err}"));
            let path = registry
                .path_for(controller, action, Some(id))
                .unwrap_or_else(|err| panic!("{err}"));
            let expected = id_path(controller.path(), action, segment);
            assert_eq!(path, expected, "{names:?}: {action} {id:?}");
            assert_recognized(&registry, controller, action, Some(id), &path);
        }
    }
}

/// routing.md 3.4: every generated path recognizes back, for a spread of awkward ids, every id
/// action and every controller of the process-wide registry that serves it.
#[test]
fn generated_paths_recognize_back() {
    #[rustfmt::skip]
    let ids = [
        "1", "a b", "a/b", "a%2Fb", "%", "%zz", "?", "?x=1", "#", "#top", ".", "..", "...", "./",
        "/..", "new_form", "edit_form", "archive", "uploads", "albums", "drafts", "tags",
        "new_form/edit_form", "edit_form/edit_form", "\0", "é", "🦀", "+", " ", "//", "1.json",
    ];
    for controller in registry().controllers() {
        for action in ID_ACTIONS.into_iter().filter(|&a| controller.serves(a)) {
            for id in ids {
                global_path(controller, action, Some(id));
            }
        }
    }
}
