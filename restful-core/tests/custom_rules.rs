//! Custom actions and singular resources, as rule tables (docs/routing.md, "2.4 The template is
//! chosen by the path alone", and docs/guide.md, "8. Beyond the seven"): the templates and
//! table order, recognition and path generation. The conflicts a custom segment can make are
//! in `custom_clashes.rs`, a test binary of their own: its process-wide registry cannot be
//! built.

mod support;

use restful_core::__private::{ActionDef, On, Verb};
use restful_core::{Action, Controller, Method, PathError, Restful, registry};
use support::{NotFound, Outcome, allow};

// The custom actions, written out as the derive declares them: a controller's must equal these.
const SEARCH: Action = Action::custom(&ActionDef::new("search", Verb::Get, On::Collection));
const CLOSE: Action = Action::custom(&ActionDef::new("close", Verb::Post, On::Member));
const REOPEN: Action = Action::custom(&ActionDef::new("reopen", Verb::Post, On::Member));
const VERIFY: Action = Action::custom(&ActionDef::new("verify", Verb::Post, On::Singleton));

// `/projects`, `/projects/{project_id}/issues` with `search`, `close` and `reopen`, the
// singleton `/profile` with `verify`, and `/profile/addresses` below it.
#[derive(Restful)]
struct ProjectsController;

#[derive(Restful)]
#[restful(
    parent = ProjectsController,
    collection(get(search)),
    member(post(close, reopen))
)]
struct IssuesController;

#[derive(Restful)]
#[restful(singleton, member(post(verify)))]
struct ProfileController;

#[derive(Restful)]
#[restful(parent = ProfileController)]
struct AddressesController;

const ISSUES: &Controller = IssuesController::CONTROLLER;
const PROFILE: &Controller = ProfileController::CONTROLLER;
const ADDRESSES: &Controller = AddressesController::CONTROLLER;

fn table(controller: &'static Controller) -> Vec<String> {
    controller
        .routes()
        .map(|route| format!("{} {} {}", route.method(), route.path(), route.action()))
        .collect()
}

#[test]
fn the_table_has_the_seven_then_collection_then_member_actions() {
    assert_eq!(
        table(ISSUES),
        [
            "GET /projects/{project_id}/issues index",
            "GET /projects/{project_id}/issues/new_form new_form",
            "POST /projects/{project_id}/issues create",
            "GET /projects/{project_id}/issues/{id} show",
            "GET /projects/{project_id}/issues/{id}/edit_form edit_form",
            "PUT /projects/{project_id}/issues/{id} update",
            "DELETE /projects/{project_id}/issues/{id} destroy",
            "GET /projects/{project_id}/issues/search search",
            "POST /projects/{project_id}/issues/{id}/close close",
            "POST /projects/{project_id}/issues/{id}/reopen reopen",
        ]
    );
    assert_eq!(
        table(PROFILE),
        [
            "GET /profile/new_form new_form",
            "POST /profile create",
            "GET /profile show",
            "GET /profile/edit_form edit_form",
            "PUT /profile update",
            "DELETE /profile destroy",
            "POST /profile/verify verify",
        ]
    );
    assert_eq!(ADDRESSES.path(), "/profile/addresses");
    assert_eq!(ADDRESSES.param_names(), ["id"]);
    assert_eq!(PROFILE.param_names(), [] as [&str; 0]);
    assert_eq!(ISSUES.action("close"), Some(CLOSE));
    assert_eq!(ISSUES.action("verify"), None);
    assert_eq!(PROFILE.action("index"), None);
    assert!(PROFILE.is_singleton() && !ISSUES.is_singleton());
    let actions = ISSUES.actions();
    assert_eq!(actions.len(), 10);
    assert!(actions.contains(SEARCH) && !actions.contains(VERIFY));
}

#[test]
fn recognition_takes_custom_segments_as_static_segments() {
    let found = |controller, action, params: &[&str]| {
        Outcome::Found(controller, action, support::to_strings(params))
    };
    let rows = [
        (
            "GET",
            "/projects/1/issues/search",
            found(ISSUES, SEARCH, &["1"]),
        ),
        (
            "HEAD",
            "/projects/1/issues/search",
            found(ISSUES, SEARCH, &["1"]),
        ),
        ("POST", "/projects/1/issues/search", allow("GET, HEAD")),
        (
            "POST",
            "/projects/1/issues/7/close",
            found(ISSUES, CLOSE, &["1", "7"]),
        ),
        // A collection name in the place of an id: the member action of the id `search`.
        (
            "POST",
            "/projects/1/issues/search/close",
            found(ISSUES, CLOSE, &["1", "search"]),
        ),
        ("GET", "/projects/1/issues/search/close", allow("POST")),
        ("GET", "/projects/1/issues/7/close", allow("POST")),
        (
            "POST",
            "/projects/1/issues/7/reopen/",
            found(ISSUES, REOPEN, &["1", "7"]),
        ),
        (
            "GET",
            "/projects/1/issues/close",
            found(ISSUES, Action::Show, &["1", "close"]),
        ),
        ("POST", "/projects/1/issues/7/closed", NotFound),
        ("GET", "/profile", found(PROFILE, Action::Show, &[])),
        ("POST", "/profile", found(PROFILE, Action::Create, &[])),
        ("PUT", "/profile", found(PROFILE, Action::Update, &[])),
        ("DELETE", "/profile/", found(PROFILE, Action::Destroy, &[])),
        ("PATCH", "/profile", allow("GET, HEAD, POST, PUT, DELETE")),
        (
            "GET",
            "/profile/new_form",
            found(PROFILE, Action::NewForm, &[]),
        ),
        (
            "GET",
            "/profile/edit_form",
            found(PROFILE, Action::EditForm, &[]),
        ),
        ("POST", "/profile/verify", found(PROFILE, VERIFY, &[])),
        ("GET", "/profile/verify", allow("POST")),
        ("GET", "/profile/1", NotFound),
        (
            "GET",
            "/profile/addresses/9",
            found(ADDRESSES, Action::Show, &["9"]),
        ),
        (
            "GET",
            "/profile/addresses",
            found(ADDRESSES, Action::Index, &[]),
        ),
    ];
    for (method, path, expected) in rows {
        let method: Method = method.parse().unwrap();
        assert_eq!(
            Outcome::of(registry(), &method, path),
            expected,
            "{method} {path}"
        );
    }
    let found = registry().recognize(&Method::GET, "/profile").unwrap();
    assert_eq!(found.id(), None);
    let found = registry()
        .recognize(&Method::POST, "/projects/1/issues/7/close")
        .unwrap();
    assert_eq!(
        (found.id(), found.param("project_id")),
        (Some("7"), Some("1"))
    );
    assert!(found.route().has_id());
}

#[test]
fn paths_of_custom_actions_and_singletons_round_trip() {
    let path = |controller, action, ids: &[&str]| registry().path_for(controller, action, ids);
    let rows: [(&'static Controller, Action, &[&str], &str); 8] = [
        (ISSUES, SEARCH, &["1"], "/projects/1/issues/search"),
        (ISSUES, CLOSE, &["1", "7"], "/projects/1/issues/7/close"),
        // Rule 2: `<base>/search` is a static template.
        (
            ISSUES,
            Action::Show,
            &["1", "search"],
            "/projects/1/issues/%73earch",
        ),
        (
            ISSUES,
            CLOSE,
            &["1", "search"],
            "/projects/1/issues/%73earch/close",
        ),
        (
            ISSUES,
            Action::Show,
            &["1", "close"],
            "/projects/1/issues/close",
        ),
        (PROFILE, Action::Show, &[], "/profile"),
        (PROFILE, VERIFY, &[], "/profile/verify"),
        (
            ADDRESSES,
            Action::Show,
            &["verify"],
            "/profile/addresses/verify",
        ),
    ];
    for (controller, action, ids, expected) in rows {
        assert_eq!(
            path(controller, action, ids).unwrap(),
            expected,
            "{action} {ids:?}"
        );
        let found = registry().recognize(&action.method(), expected).unwrap();
        assert_eq!((found.controller(), found.action()), (controller, action));
        let params: Vec<&str> = found.params().map(|(_, value)| value).collect();
        assert_eq!(params, ids);
    }
    assert_eq!(PROFILE.path_for(Action::Show, None).unwrap(), "/profile");
    assert!(matches!(
        PROFILE.path_for(Action::Show, Some("1")),
        Err(PathError::WrongIdCount { given: 1, .. })
    ));
    assert!(matches!(
        PROFILE.path_for(Action::Index, None),
        Err(PathError::NotServed { .. })
    ));
    assert!(matches!(
        ISSUES.path_for(VERIFY, ["1"]),
        Err(PathError::NotServed { .. })
    ));
}
