//! The derive's `<action>_path` functions (docs/guide.md, "Links"): each one returns exactly
//! what `path_for` returns for its action with the same ids, for every action (custom ones
//! included), at every nesting depth, under a singleton, and for any id that displays; and the
//! path comes back through `recognize` as the same route with the same ids.

mod support;

use std::fmt;
use std::panic;

use proptest::collection::vec;
use proptest::prelude::*;
use proptest::test_runner::{Config as ProptestConfig, RngAlgorithm};
use restful_core::{Action, Controller, Restful, registry};
use support::Outcome;

/// All seven, a collection and a member action: `/photos`.
#[derive(Restful)]
#[restful(collection(get(search)), member(post(feature)))]
struct PhotosController;

/// A static sibling of `PhotosController`'s `{id}`: an id `archive` must be escaped.
#[derive(Restful)]
#[restful(prefix = "/photos", resource = "archive", only(index))]
struct ArchiveController;

/// One level down: `/photos/{photo_id}/comments`.
#[derive(Restful)]
#[restful(parent = PhotosController, member(post(close)), collection(get(recent)))]
struct CommentsController;

/// Two levels down: `/photos/{photo_id}/comments/{comment_id}/replies`.
#[derive(Restful)]
#[restful(parent = CommentsController, member(delete(hide)))]
struct RepliesController;

/// A singleton: `/profile`, no id.
#[derive(Restful)]
#[restful(singleton, member(post(verify)))]
struct ProfileController;

/// Below a singleton: `/profile/addresses`, whose parent has no id.
#[derive(Restful)]
#[restful(parent = ProfileController)]
struct AddressesController;

/// A singleton below a plural parent: `/photos/{photo_id}/cover`.
#[derive(Restful)]
#[restful(parent = PhotosController, singleton, member(put(crop)))]
struct CoverController;

/// An id as a handler holds one: text or a number, each with its own `Display`.
#[derive(Clone, Debug)]
enum Id {
    Text(String),
    Number(u64),
}

impl fmt::Display for Id {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Id::Text(text) => f.write_str(text),
            Id::Number(n) => write!(f, "{n}"),
        }
    }
}

/// One generated function: the controller and action it is for, and a call of it with the
/// first ids of `ids` (as many as the route has params).
type Row = (&'static Controller, Action, fn(&[Id]) -> String);

fn action(controller: &Controller, name: &str) -> Action {
    controller.action(name).expect("served")
}

/// Every generated function of the controllers above, called with the ids in path order.
fn rows() -> Vec<Row> {
    let photos = PhotosController::CONTROLLER;
    let comments = CommentsController::CONTROLLER;
    let replies = RepliesController::CONTROLLER;
    let profile = ProfileController::CONTROLLER;
    let addresses = AddressesController::CONTROLLER;
    let cover = CoverController::CONTROLLER;
    vec![
        (photos, Action::Index, |_| PhotosController::index_path()),
        (photos, Action::NewForm, |_| {
            PhotosController::new_form_path()
        }),
        (photos, Action::Create, |_| PhotosController::create_path()),
        (photos, Action::Show, |i| PhotosController::show_path(&i[0])),
        (photos, Action::EditForm, |i| {
            PhotosController::edit_form_path(&i[0])
        }),
        (photos, Action::Update, |i| {
            PhotosController::update_path(&i[0])
        }),
        (photos, Action::Destroy, |i| {
            PhotosController::destroy_path(&i[0])
        }),
        (photos, action(photos, "search"), |_| {
            PhotosController::search_path()
        }),
        (photos, action(photos, "feature"), |i| {
            PhotosController::feature_path(&i[0])
        }),
        (ArchiveController::CONTROLLER, Action::Index, |_| {
            ArchiveController::index_path()
        }),
        (comments, Action::Index, |i| {
            CommentsController::index_path(&i[0])
        }),
        (comments, Action::NewForm, |i| {
            CommentsController::new_form_path(&i[0])
        }),
        (comments, Action::Create, |i| {
            CommentsController::create_path(&i[0])
        }),
        (comments, Action::Show, |i| {
            CommentsController::show_path(&i[0], &i[1])
        }),
        (comments, Action::EditForm, |i| {
            CommentsController::edit_form_path(&i[0], &i[1])
        }),
        (comments, Action::Update, |i| {
            CommentsController::update_path(&i[0], &i[1])
        }),
        (comments, Action::Destroy, |i| {
            CommentsController::destroy_path(&i[0], &i[1])
        }),
        (comments, action(comments, "close"), |i| {
            CommentsController::close_path(&i[0], &i[1])
        }),
        (comments, action(comments, "recent"), |i| {
            CommentsController::recent_path(&i[0])
        }),
        (replies, Action::Index, |i| {
            RepliesController::index_path((&i[0], &i[1]))
        }),
        (replies, Action::NewForm, |i| {
            RepliesController::new_form_path((&i[0], &i[1]))
        }),
        (replies, Action::Create, |i| {
            RepliesController::create_path((&i[0], &i[1]))
        }),
        (replies, Action::Show, |i| {
            RepliesController::show_path((&i[0], &i[1]), &i[2])
        }),
        (replies, Action::EditForm, |i| {
            RepliesController::edit_form_path((&i[0], &i[1]), &i[2])
        }),
        (replies, Action::Update, |i| {
            RepliesController::update_path((&i[0], &i[1]), &i[2])
        }),
        (replies, Action::Destroy, |i| {
            RepliesController::destroy_path((&i[0], &i[1]), &i[2])
        }),
        (replies, action(replies, "hide"), |i| {
            RepliesController::hide_path((&i[0], &i[1]), &i[2])
        }),
        (profile, Action::NewForm, |_| {
            ProfileController::new_form_path()
        }),
        (profile, Action::Create, |_| {
            ProfileController::create_path()
        }),
        (profile, Action::Show, |_| ProfileController::show_path()),
        (profile, Action::EditForm, |_| {
            ProfileController::edit_form_path()
        }),
        (profile, Action::Update, |_| {
            ProfileController::update_path()
        }),
        (profile, Action::Destroy, |_| {
            ProfileController::destroy_path()
        }),
        (profile, action(profile, "verify"), |_| {
            ProfileController::verify_path()
        }),
        (addresses, Action::Index, |_| {
            AddressesController::index_path(())
        }),
        (addresses, Action::NewForm, |_| {
            AddressesController::new_form_path(())
        }),
        (addresses, Action::Create, |_| {
            AddressesController::create_path(())
        }),
        (addresses, Action::Show, |i| {
            AddressesController::show_path((), &i[0])
        }),
        (addresses, Action::EditForm, |i| {
            AddressesController::edit_form_path((), &i[0])
        }),
        (addresses, Action::Update, |i| {
            AddressesController::update_path((), &i[0])
        }),
        (addresses, Action::Destroy, |i| {
            AddressesController::destroy_path((), &i[0])
        }),
        (cover, Action::NewForm, |i| {
            CoverController::new_form_path(&i[0])
        }),
        (cover, Action::Create, |i| {
            CoverController::create_path(&i[0])
        }),
        (cover, Action::Show, |i| CoverController::show_path(&i[0])),
        (cover, Action::EditForm, |i| {
            CoverController::edit_form_path(&i[0])
        }),
        (cover, Action::Update, |i| {
            CoverController::update_path(&i[0])
        }),
        (cover, Action::Destroy, |i| {
            CoverController::destroy_path(&i[0])
        }),
        (cover, action(cover, "crop"), |i| {
            CoverController::crop_path(&i[0])
        }),
    ]
}

#[test]
fn every_served_route_has_its_function_and_no_other_route_has_one() {
    let rows = rows();
    let mut tabled: Vec<_> = rows.iter().map(|&(c, a, _)| (c.type_name(), a)).collect();
    let mut routes: Vec<_> = registry()
        .routes()
        .map(|route| (route.controller().type_name(), route.action()))
        .collect();
    tabled.sort();
    routes.sort();
    assert_eq!(tabled, routes);
}

#[test]
fn the_functions_give_the_documented_paths() {
    assert_eq!(PhotosController::index_path(), "/photos");
    assert_eq!(PhotosController::show_path(42), "/photos/42");
    assert_eq!(
        PhotosController::edit_form_path("a b"),
        "/photos/a%20b/edit_form"
    );
    assert_eq!(PhotosController::show_path("archive"), "/photos/%61rchive");
    assert_eq!(
        PhotosController::show_path(String::from("new_form")),
        "/photos/%6Eew_form"
    );
    assert_eq!(
        CommentsController::edit_form_path(7, "a b"),
        "/photos/7/comments/a%20b/edit_form"
    );
    assert_eq!(
        CommentsController::close_path(3, 9),
        "/photos/3/comments/9/close"
    );
    assert_eq!(
        RepliesController::show_path((1, 2), 3),
        "/photos/1/comments/2/replies/3"
    );
    assert_eq!(ProfileController::show_path(), "/profile");
    assert_eq!(
        AddressesController::show_path((), 5),
        "/profile/addresses/5"
    );
    assert_eq!(CoverController::crop_path(8), "/photos/8/cover/crop");
    let owned = String::from("x");
    assert_eq!(
        CommentsController::show_path(&owned, &owned),
        "/photos/x/comments/x"
    );
}

#[test]
fn an_empty_id_panics_naming_the_function_and_the_param() {
    for (call, function, param) in [
        (
            (|| drop(PhotosController::show_path(""))) as fn(),
            "PhotosController::show_path",
            "`id`",
        ),
        (
            || drop(CommentsController::show_path("", 3)),
            "CommentsController::show_path",
            "`photo_id`",
        ),
        (
            || drop(RepliesController::show_path((1, ""), 3)),
            "RepliesController::show_path",
            "`comment_id`",
        ),
    ] {
        let message = panic::catch_unwind(call).expect_err("an empty id has no path");
        let message = message
            .downcast_ref::<String>()
            .expect("a formatted message");
        assert!(message.contains(function), "{message}");
        assert!(message.contains(param), "{message}");
    }
}

fn id() -> impl Strategy<Value = Id> {
    let piece = prop_oneof![
        3 => prop::sample::select(&[
            "new_form", "edit_form", "archive", "search", "feature", "close", "recent", "hide",
            "verify", "crop", "comments", "replies", "addresses", "cover", ".", "..", "%", "/",
            "?", "#", " ", "é", "%41",
        ][..])
        .prop_map(str::to_owned),
        2 => "[a-z0-9._~-]{1,4}",
        1 => any::<char>().prop_map(String::from),
    ];
    prop_oneof![
        3 => vec(piece, 1..4).prop_map(|pieces| Id::Text(pieces.concat())),
        1 => any::<u64>().prop_map(Id::Number),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 5_000,
        failure_persistence: None,
        rng_algorithm: RngAlgorithm::XorShift,
        ..ProptestConfig::default()
    })]

    /// Every function returns `path_for`'s path for the same ids, and recognition reads it as
    /// the same route with the same ids.
    #[test]
    fn each_function_is_path_for_and_round_trips(ids in vec(id(), 3)) {
        for (controller, action, call) in rows() {
            let n = param_count(controller, action);
            let texts: Vec<String> = ids[..n].iter().map(Id::to_string).collect();
            let given: Vec<&str> = texts.iter().map(String::as_str).collect();
            let expected = controller.path_for(action, given.as_slice());
            let expected = expected.unwrap_or_else(|err| panic!("{given:?}: {err}"));
            let path = call(&ids);
            prop_assert_eq!(&path, &expected, "{}#{}", controller.name(), action);
            let outcome = Outcome::of(registry(), &action.method(), &path);
            prop_assert_eq!(outcome, Outcome::Found(controller, action, texts), "{}", path);
        }
    }
}

/// How many params the route of `controller`'s `action` has.
fn param_count(controller: &'static Controller, action: Action) -> usize {
    controller
        .route(action)
        .expect("served")
        .param_names()
        .len()
}
