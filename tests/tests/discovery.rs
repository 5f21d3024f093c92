//! The derive, the descriptor and the registry (docs/guide.md, "1. Getting started",
//! "3. Resource names" and "6. The registry") through the public API: controllers of this
//! binary and of two library crates (one that has `restful-core` under another name) are all
//! discovered, described and sorted.

use std::any::TypeId;

use fixture_app::admin::{BookReviewsController, UsersController};
use fixture_app::{Match as RawIdent, PhotosController};
use fixture_renamed::{ClipsController, VideosController};
use restful_core::{Action, Controller, Method, Restful, registry, try_registry};

/// A controller of the test binary itself, with every key.
#[derive(Restful)]
#[restful(resource = "tags", prefix = "/api/v1", only(index, show, destroy))]
struct TagsApi;

#[derive(Restful)]
union Mixed {
    _a: u8,
    _b: u16,
}

fn controller<T: Restful>() -> &'static Controller {
    T::CONTROLLER
}

#[test]
fn every_marked_type_of_every_linked_crate_is_registered_once() {
    let registry = registry();
    let names: Vec<&str> = registry.controllers().map(Controller::type_name).collect();
    assert_eq!(
        names,
        [
            "fixture_app::admin::BookReviewsController",
            "fixture_app::admin::UsersController",
            "discovery::TagsApi",
            "fixture_app::Match",
            "fixture_renamed::ClipsController",
            "discovery::Mixed",
            "fixture_app::PhotosController",
            "fixture_renamed::VideosController",
        ]
    );
    assert_eq!(registry.len(), 8);
    assert!(!registry.is_empty());
    assert_eq!(registry.controllers().len(), 8);
    assert!(std::ptr::eq(try_registry().unwrap(), registry));
}

#[test]
fn controllers_are_sorted_by_base_path() {
    let paths: Vec<&str> = registry().controllers().map(Controller::path).collect();
    let mut sorted = paths.clone();
    sorted.sort();
    assert_eq!(paths, sorted);
    assert_eq!(paths[0], "/admin/book_reviews");
}

#[test]
fn descriptor_of_each_type_is_the_registered_static() {
    let types = [
        (
            TypeId::of::<PhotosController>(),
            controller::<PhotosController>(),
        ),
        (
            TypeId::of::<BookReviewsController>(),
            controller::<BookReviewsController>(),
        ),
        (
            TypeId::of::<UsersController>(),
            controller::<UsersController>(),
        ),
        (TypeId::of::<RawIdent>(), controller::<RawIdent>()),
        (
            TypeId::of::<VideosController>(),
            controller::<VideosController>(),
        ),
        (
            TypeId::of::<ClipsController>(),
            controller::<ClipsController>(),
        ),
        (TypeId::of::<TagsApi>(), controller::<TagsApi>()),
        (TypeId::of::<Mixed>(), controller::<Mixed>()),
    ];
    for (id, descriptor) in types {
        let found = registry().by_type_id(id).expect("registered");
        assert!(
            std::ptr::eq(found, descriptor),
            "{}",
            descriptor.type_name()
        );
        assert!(std::ptr::eq(
            registry().by_path(descriptor.path()).unwrap(),
            descriptor
        ));
        assert_eq!(descriptor.type_id(), id);
    }
    assert!(registry().by_type_id(TypeId::of::<String>()).is_none());
    assert!(PhotosController::CONTROLLER.is::<PhotosController>());
    assert!(!PhotosController::CONTROLLER.is::<VideosController>());
}

#[test]
fn descriptors_hold_names_resources_and_paths() {
    let table = [
        (
            controller::<PhotosController>(),
            "PhotosController",
            "photos",
            "/photos",
        ),
        (
            controller::<BookReviewsController>(),
            "BookReviewsController",
            "book_reviews",
            "/admin/book_reviews",
        ),
        (
            controller::<UsersController>(),
            "UsersController",
            "users",
            "/admin/users",
        ),
        (controller::<RawIdent>(), "Match", "match", "/match"),
        (
            controller::<VideosController>(),
            "VideosController",
            "videos",
            "/videos",
        ),
        (
            controller::<ClipsController>(),
            "ClipsController",
            "clips",
            "/media/clips",
        ),
        (controller::<TagsApi>(), "TagsApi", "tags", "/api/v1/tags"),
        (controller::<Mixed>(), "Mixed", "mixed", "/mixed"),
    ];
    for (descriptor, name, resource, path) in table {
        assert_eq!(descriptor.name(), name);
        assert_eq!(descriptor.resource(), resource);
        assert_eq!(descriptor.path(), path);
        assert!(descriptor.type_name().ends_with(&format!("::{name}")));
    }
}

#[test]
fn only_and_except_select_the_served_routes_in_table_order() {
    let routes = |c: &'static Controller| -> Vec<String> {
        c.routes()
            .map(|r| format!("{} {} {}", r.action(), r.method(), r.path()))
            .collect()
    };
    assert_eq!(
        routes(controller::<BookReviewsController>()),
        [
            "index GET /admin/book_reviews",
            "show GET /admin/book_reviews/{id}"
        ]
    );
    assert_eq!(
        routes(controller::<UsersController>()),
        [
            "index GET /admin/users",
            "create POST /admin/users",
            "show GET /admin/users/{id}",
            "update PUT /admin/users/{id}",
            "destroy DELETE /admin/users/{id}",
        ]
    );
    assert_eq!(
        routes(controller::<ClipsController>()),
        ["index GET /media/clips", "create POST /media/clips"]
    );
    assert_eq!(routes(controller::<PhotosController>()).len(), 7);
    for action in Action::ALL {
        let tags = controller::<TagsApi>();
        let served = matches!(action, Action::Index | Action::Show | Action::Destroy);
        assert_eq!(tags.serves(action), served, "{action}");
        assert_eq!(tags.route(action).is_some(), served, "{action}");
    }
}

#[test]
fn registry_routes_follow_controller_order() {
    let expected: Vec<_> = registry()
        .controllers()
        .flat_map(Controller::routes)
        .collect();
    let routes: Vec<_> = registry().routes().collect();
    assert_eq!(routes, expected);
    assert_eq!(routes.len(), 2 + 5 + 3 + 2 + 7 + 7 + 7 + 7);
    assert!(routes.iter().all(|r| r.method() == r.action().method()));
}

#[test]
fn every_route_recognizes_and_generates_its_own_path() {
    for route in registry().routes() {
        let id = route.action().has_id().then_some("42");
        let path = route.controller().path_for(route.action(), id).unwrap();
        assert_eq!(path, route.path().replace("{id}", "42"));
        let found = registry().recognize(&route.method(), &path).unwrap();
        assert_eq!(found.route(), route);
        assert_eq!(found.id(), id);
    }
}

#[test]
fn route_table_lists_every_route_aligned() {
    let table = registry().to_string();
    let lines: Vec<&str> = table.lines().collect();
    assert_eq!(lines.len(), 1 + registry().routes().count());
    let path_column = lines[0].find("Path").unwrap();
    for (line, route) in lines[1..].iter().zip(registry().routes()) {
        assert_eq!(&line[path_column..], route.path());
        assert!(line.starts_with(route.controller().type_name()));
        assert!(line.contains(&format!("  {}  ", route.action().name())));
    }
    assert_eq!(table, registry().to_string(), "deterministic");
}

#[test]
fn recognition_reaches_controllers_of_every_crate() {
    let r = registry();
    let found = r.recognize(&Method::GET, "/media/clips").unwrap();
    assert!(found.controller().is::<ClipsController>());
    let found = r.recognize(&Method::DELETE, "/api/v1/tags/x%20y").unwrap();
    assert!(found.controller().is::<TagsApi>());
    assert_eq!(found.id(), Some("x y"));
    assert_eq!(
        r.recognize(&Method::PUT, "/admin/book_reviews/1")
            .unwrap_err()
            .allowed()
            .map(|a| a.to_string()),
        Some("GET, HEAD".to_owned())
    );
}
