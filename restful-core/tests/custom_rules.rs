//! Custom actions and singular resources, as rule tables (docs/routing.md, "2.4 The template is
//! chosen by the path alone", and docs/guide.md, "8. Beyond the seven"): the templates and
//! table order, recognition, path generation and the conflicts a custom segment can make.
//! The descriptors are built at run time with the templates the derive computes, so that
//! conflicting ones can stand side by side in one test binary.

mod support;

use restful_core::__private::{ActionDef, Leak, On, Verb};
use restful_core::{Action, Controller, Method, PathError, Registry, RegistryError};
use support::{NotFound, Outcome, allow};

const SEARCH: Action = Action::custom(&ActionDef::new("search", Verb::Get, On::Collection));
const CLOSE: Action = Action::custom(&ActionDef::new("close", Verb::Post, On::Member));
const REOPEN: Action = Action::custom(&ActionDef::new("reopen", Verb::Post, On::Member));
const VERIFY: Action = Action::custom(&ActionDef::new("verify", Verb::Post, On::Singleton));
const ALL: u8 = 0b111_1111;
const SIX: u8 = ALL & !1;

fn leak(
    name: &str,
    resource: &str,
    parent: Option<&'static Controller>,
    actions: u8,
    singleton: bool,
    custom: &[Action],
) -> &'static Controller {
    Leak {
        name,
        prefix: "",
        resource,
        singular: resource.trim_end_matches('s'),
        parent,
        actions,
        singleton,
        custom,
    }
    .leak()
}

/// `/projects`, `/projects/{project_id}/issues` with `search`, `close` and `reopen`, the
/// singleton `/profile` with `verify`, and `/profile/addresses` below it.
struct App {
    registry: Registry,
    projects: &'static Controller,
    issues: &'static Controller,
    profile: &'static Controller,
    addresses: &'static Controller,
}

fn app() -> App {
    let projects = leak("ProjectsController", "projects", None, ALL, false, &[]);
    let issues = leak(
        "IssuesController",
        "issues",
        Some(projects),
        ALL,
        false,
        &[SEARCH, CLOSE, REOPEN],
    );
    let profile = leak("ProfileController", "profile", None, SIX, true, &[VERIFY]);
    let addresses = leak(
        "AddressesController",
        "addresses",
        Some(profile),
        ALL,
        false,
        &[],
    );
    let registry = Registry::new([projects, issues, profile, addresses]).unwrap();
    App {
        registry,
        projects,
        issues,
        profile,
        addresses,
    }
}

fn table(controller: &'static Controller) -> Vec<String> {
    controller
        .routes()
        .map(|route| format!("{} {} {}", route.method(), route.path(), route.action()))
        .collect()
}

#[test]
fn the_table_has_the_seven_then_collection_then_member_actions() {
    let app = app();
    assert_eq!(
        table(app.issues),
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
        table(app.profile),
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
    assert_eq!(app.addresses.path(), "/profile/addresses");
    assert_eq!(app.addresses.param_names(), ["id"]);
    assert_eq!(app.profile.param_names(), [] as [&str; 0]);
    assert_eq!(app.issues.action("close"), Some(CLOSE));
    assert_eq!(app.issues.action("verify"), None);
    assert_eq!(app.profile.action("index"), None);
    assert!(app.profile.is_singleton() && !app.issues.is_singleton());
    let actions = app.issues.actions();
    assert_eq!(actions.len(), 10);
    assert!(actions.contains(SEARCH) && !actions.contains(VERIFY));
}

#[test]
fn recognition_takes_custom_segments_as_static_segments() {
    let app = app();
    let found = |controller, action, params: &[&str]| {
        Outcome::Found(controller, action, support::to_strings(params))
    };
    let rows = [
        (
            "GET",
            "/projects/1/issues/search",
            found(app.issues, SEARCH, &["1"]),
        ),
        (
            "HEAD",
            "/projects/1/issues/search",
            found(app.issues, SEARCH, &["1"]),
        ),
        ("POST", "/projects/1/issues/search", allow("GET, HEAD")),
        (
            "POST",
            "/projects/1/issues/7/close",
            found(app.issues, CLOSE, &["1", "7"]),
        ),
        // A collection name in the place of an id: the member action of the id `search`.
        (
            "POST",
            "/projects/1/issues/search/close",
            found(app.issues, CLOSE, &["1", "search"]),
        ),
        ("GET", "/projects/1/issues/search/close", allow("POST")),
        ("GET", "/projects/1/issues/7/close", allow("POST")),
        (
            "POST",
            "/projects/1/issues/7/reopen/",
            found(app.issues, REOPEN, &["1", "7"]),
        ),
        (
            "GET",
            "/projects/1/issues/close",
            found(app.issues, Action::Show, &["1", "close"]),
        ),
        ("POST", "/projects/1/issues/7/closed", NotFound),
        ("GET", "/profile", found(app.profile, Action::Show, &[])),
        ("POST", "/profile", found(app.profile, Action::Create, &[])),
        ("PUT", "/profile", found(app.profile, Action::Update, &[])),
        (
            "DELETE",
            "/profile/",
            found(app.profile, Action::Destroy, &[]),
        ),
        ("PATCH", "/profile", allow("GET, HEAD, POST, PUT, DELETE")),
        (
            "GET",
            "/profile/new_form",
            found(app.profile, Action::NewForm, &[]),
        ),
        (
            "GET",
            "/profile/edit_form",
            found(app.profile, Action::EditForm, &[]),
        ),
        ("POST", "/profile/verify", found(app.profile, VERIFY, &[])),
        ("GET", "/profile/verify", allow("POST")),
        ("GET", "/profile/1", NotFound),
        (
            "GET",
            "/profile/addresses/9",
            found(app.addresses, Action::Show, &["9"]),
        ),
        (
            "GET",
            "/profile/addresses",
            found(app.addresses, Action::Index, &[]),
        ),
    ];
    for (method, path, expected) in rows {
        let method: Method = method.parse().unwrap();
        assert_eq!(
            Outcome::of(&app.registry, &method, path),
            expected,
            "{method} {path}"
        );
    }
    let found = app.registry.recognize(&Method::GET, "/profile").unwrap();
    assert_eq!(found.id(), None);
    let found = app
        .registry
        .recognize(&Method::POST, "/projects/1/issues/7/close")
        .unwrap();
    assert_eq!(
        (found.id(), found.param("project_id")),
        (Some("7"), Some("1"))
    );
    assert!(found.route().has_id());
    let _ = app.projects;
}

#[test]
fn paths_of_custom_actions_and_singletons_round_trip() {
    let app = app();
    let path = |controller, action, ids: &[&str]| app.registry.path_for(controller, action, ids);
    let rows: [(&'static Controller, Action, &[&str], &str); 8] = [
        (app.issues, SEARCH, &["1"], "/projects/1/issues/search"),
        (app.issues, CLOSE, &["1", "7"], "/projects/1/issues/7/close"),
        // Rule 2: `<base>/search` is a static template.
        (
            app.issues,
            Action::Show,
            &["1", "search"],
            "/projects/1/issues/%73earch",
        ),
        (
            app.issues,
            CLOSE,
            &["1", "search"],
            "/projects/1/issues/%73earch/close",
        ),
        (
            app.issues,
            Action::Show,
            &["1", "close"],
            "/projects/1/issues/close",
        ),
        (app.profile, Action::Show, &[], "/profile"),
        (app.profile, VERIFY, &[], "/profile/verify"),
        (
            app.addresses,
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
        let found = app.registry.recognize(&action.method(), expected).unwrap();
        assert_eq!((found.controller(), found.action()), (controller, action));
        let params: Vec<&str> = found.params().map(|(_, value)| value).collect();
        assert_eq!(params, ids);
    }
    assert_eq!(
        app.profile.path_for(Action::Show, None).unwrap(),
        "/profile"
    );
    assert!(matches!(
        app.profile.path_for(Action::Show, Some("1")),
        Err(PathError::WrongIdCount { given: 1, .. })
    ));
    assert!(matches!(
        app.profile.path_for(Action::Index, None),
        Err(PathError::NotServed { .. })
    ));
    assert!(matches!(
        app.issues.path_for(VERIFY, ["1"]),
        Err(PathError::NotServed { .. })
    ));
}

#[test]
fn a_custom_segment_that_clashes_by_shape_is_a_conflict_naming_both() {
    let projects = leak("ProjectsController", "projects", None, ALL, false, &[CLOSE]);
    // A child resource named like the member action, serving GET only: by shape, the same path.
    let close = leak("CloseController", "close", Some(projects), 1, false, &[]);
    let err = Registry::new([projects, close]).map(|_| ()).unwrap_err();
    assert!(matches!(err, RegistryError::CustomClash { .. }), "{err:?}");
    assert_eq!(
        err.to_string(),
        "conflicting routes: `/projects/{id}/close` is both `ProjectsController#close` and \
         `CloseController#index` (`/projects/{project_id}/close` has the same shape); the path \
         of a custom action is its controller's own: rename `close` in `ProjectsController`, \
         or give `CloseController` another `#[restful(resource = \"...\")]`"
    );
    // A collection action beside another controller's base path.
    let photos = leak("PhotosController", "photos", None, ALL, false, &[SEARCH]);
    let search = Leak {
        name: "PhotoSearchController",
        prefix: "/photos",
        resource: "search",
        singular: "search",
        parent: None,
        actions: 0b100,
        singleton: false,
        custom: &[],
    }
    .leak();
    let err = Registry::new([photos, search]).map(|_| ()).unwrap_err();
    assert!(matches!(err, RegistryError::CustomClash { .. }), "{err:?}");
    assert!(
        err.to_string().contains("`PhotosController#search`"),
        "{err}"
    );
    // A singleton's member action beside its child of that name.
    let profile = leak("ProfileController", "profile", None, SIX, true, &[VERIFY]);
    let verify = leak("VerifyController", "verify", Some(profile), ALL, false, &[]);
    assert!(matches!(
        Registry::new([profile, verify]),
        Err(RegistryError::CustomClash { .. })
    ));
    // Custom actions of one controller, and the same names on unrelated controllers: fine.
    let issues = leak(
        "IssuesController",
        "issues",
        None,
        ALL,
        false,
        &[SEARCH, CLOSE],
    );
    assert!(Registry::new([projects, photos, issues, profile]).is_ok());
}
