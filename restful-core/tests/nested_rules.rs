//! Nested resources (docs/guide.md, "4. Nested resources"), rule by rule: nested base paths and
//! templates, singulars, the descriptor, the choice of the template among nested ones, every
//! param under steps 2.5 to 2.8 of docs/routing.md, `Match::param`, and `path_for` with ids at
//! every position.

mod support;

use restful_core::{Controller, Method, PathError, RecognizeError, Registry, Restful, registry};
use support::{BadRequest, NotFound, allow, check, found, found_with};

use restful_core::Action;
use support::short::{CREATE, DESTROY, EDIT_FORM, INDEX, NEW_FORM, SHOW, UPDATE};

#[derive(Restful)]
struct PhotosController;

#[derive(Restful)]
#[restful(parent = PhotosController)]
struct CommentsController;

#[derive(Restful)]
#[restful(parent = CommentsController, only(index, create, show, destroy))]
struct LikesController;

// Three levels below a root: four ids in one path.
#[derive(Restful)]
#[restful(parent = LikesController)]
struct VotesController;

#[derive(Restful)]
#[restful(resource = "people")]
struct PeopleController;

#[derive(Restful)]
#[restful(parent = PeopleController)]
struct AddressesController;

#[derive(Restful)]
#[restful(resource = "categories", singular = "kind", only(index, show))]
struct Categories;

#[derive(Restful)]
#[restful(parent = Categories, resource = "items", only(index, show))]
struct Items;

// Static segments beside `{photo_id}`: `/photos/featured/comments` is a base of its own.
#[derive(Restful)]
#[restful(prefix = "/photos/featured", resource = "comments", only(index, show))]
struct FeaturedComments;

// A child named `edit_form`: its base `/photos/{photo_id}/edit_form` has the shape of
// `PhotosController#edit_form`; POST only, as a GET would conflict.
#[derive(Restful)]
#[restful(parent = PhotosController, resource = "edit_form", only(create))]
struct PhotoEditForms;

fn photos() -> &'static Controller {
    PhotosController::CONTROLLER
}

#[test]
fn a_nested_base_path_is_the_parents_then_its_id_then_the_resource() {
    let comments = CommentsController::CONTROLLER;
    assert_eq!(comments.path(), "/photos/{photo_id}/comments");
    assert_eq!(comments.resource(), "comments");
    let table: Vec<String> = comments
        .routes()
        .map(|r| format!("{} {}", r.method(), r.path()))
        .collect();
    assert_eq!(
        table,
        [
            "GET /photos/{photo_id}/comments",
            "GET /photos/{photo_id}/comments/new_form",
            "POST /photos/{photo_id}/comments",
            "GET /photos/{photo_id}/comments/{id}",
            "GET /photos/{photo_id}/comments/{id}/edit_form",
            "PUT /photos/{photo_id}/comments/{id}",
            "DELETE /photos/{photo_id}/comments/{id}",
        ]
    );
}

#[test]
fn nesting_works_three_levels_deep() {
    let votes = VotesController::CONTROLLER;
    assert_eq!(
        votes.path(),
        "/photos/{photo_id}/comments/{comment_id}/likes/{like_id}/votes"
    );
    assert_eq!(
        votes.route(EDIT_FORM).unwrap().path(),
        "/photos/{photo_id}/comments/{comment_id}/likes/{like_id}/votes/{id}/edit_form"
    );
    assert_eq!(
        votes.param_names(),
        ["photo_id", "comment_id", "like_id", "id"]
    );
    let chain: Vec<&str> = votes.ancestors().map(Controller::name).collect();
    assert_eq!(
        chain,
        ["LikesController", "CommentsController", "PhotosController"]
    );
}

#[test]
fn the_singular_names_the_param_of_the_children() {
    let rows: [(&Controller, &str, &str); 4] = [
        (photos(), "photo", "/photos/{photo_id}/comments"),
        (
            PeopleController::CONTROLLER,
            "person",
            "/people/{person_id}/addresses",
        ),
        (
            Categories::CONTROLLER,
            "kind",
            "/categories/{kind_id}/items",
        ),
        (
            CommentsController::CONTROLLER,
            "comment",
            "/photos/{photo_id}/comments/{comment_id}/likes",
        ),
    ];
    let children = [
        CommentsController::CONTROLLER,
        AddressesController::CONTROLLER,
        Items::CONTROLLER,
        LikesController::CONTROLLER,
    ];
    for ((parent, singular, child_path), child) in rows.into_iter().zip(children) {
        assert_eq!(parent.singular(), singular, "{}", parent.name());
        assert_eq!(child.path(), child_path);
        assert!(std::ptr::eq(child.parent().unwrap(), parent));
    }
    assert!(photos().parent().is_none());
}

#[test]
fn route_param_names_leave_out_the_own_id_on_collection_routes() {
    let comments = CommentsController::CONTROLLER;
    for route in comments.routes() {
        let expected: &[&str] = if route.action().has_id() {
            &["photo_id", "id"]
        } else {
            &["photo_id"]
        };
        assert_eq!(route.param_names(), expected, "{route}");
    }
}

#[test]
fn by_path_takes_the_template() {
    let r = registry();
    let found = r.by_path("/photos/{photo_id}/comments").unwrap();
    assert!(found.is::<CommentsController>());
    assert!(r.by_path("/photos/{id}/comments").is_none());
    assert!(r.by_path("/photos/1/comments").is_none());
}

#[test]
fn the_registry_sorts_nested_controllers_by_their_templates() {
    let paths: Vec<&str> = registry().controllers().map(Controller::path).collect();
    let mut sorted = paths.clone();
    sorted.sort_unstable();
    assert_eq!(paths, sorted);
    assert!(paths.contains(&"/photos/{photo_id}/comments/{comment_id}/likes/{like_id}/votes"));
}

#[test]
fn every_action_of_a_nested_controller() {
    #[rustfmt::skip]
    let rows = [
        ("GET /photos/1/comments",               found_with::<CommentsController>(INDEX, &["1"])),
        ("GET /photos/1/comments/new_form",      found_with::<CommentsController>(NEW_FORM, &["1"])),
        ("POST /photos/1/comments",              found_with::<CommentsController>(CREATE, &["1"])),
        ("GET /photos/1/comments/2",             found_with::<CommentsController>(SHOW, &["1", "2"])),
        ("HEAD /photos/1/comments/2",            found_with::<CommentsController>(SHOW, &["1", "2"])),
        ("GET /photos/1/comments/2/edit_form",   found_with::<CommentsController>(EDIT_FORM, &["1", "2"])),
        ("PUT /photos/1/comments/2",             found_with::<CommentsController>(UPDATE, &["1", "2"])),
        ("DELETE /photos/1/comments/2",          found_with::<CommentsController>(DESTROY, &["1", "2"])),
        ("GET /photos/1/comments/",              found_with::<CommentsController>(INDEX, &["1"])),
        ("GET /photos/1/comments/2?page=3",      found_with::<CommentsController>(SHOW, &["1", "2"])),
        ("GET /people/ada/addresses/7",          found_with::<AddressesController>(SHOW, &["ada", "7"])),
        ("GET /categories/k/items",              found_with::<Items>(INDEX, &["k"])),
    ];
    check(registry(), &rows);
}

#[test]
fn four_ids_in_one_path() {
    #[rustfmt::skip]
    let rows = [
        ("GET /photos/1/comments/2/likes/3/votes",               found_with::<VotesController>(INDEX, &["1", "2", "3"])),
        ("GET /photos/1/comments/2/likes/3/votes/4",             found_with::<VotesController>(SHOW, &["1", "2", "3", "4"])),
        ("GET /photos/1/comments/2/likes/3/votes/4/edit_form",   found_with::<VotesController>(EDIT_FORM, &["1", "2", "3", "4"])),
        ("DELETE /photos/1/comments/2/likes/3",                  found_with::<LikesController>(DESTROY, &["1", "2", "3"])),
        ("GET /photos/1/comments/2/likes/3/votes/4/edit_form/x", NotFound),
        ("GET /photos/1/comments/2/likes/3/edit_form",           NotFound),
        ("PUT /photos/1/comments/2/likes/3",                     allow("GET, HEAD, DELETE")),
    ];
    check(registry(), &rows);
}

#[test]
fn static_segments_win_at_the_leftmost_difference_and_fall_back_to_the_param() {
    #[rustfmt::skip]
    let rows = [
        // The static branch `featured` leads to a template: it wins.
        ("GET /photos/featured/comments",            found::<FeaturedComments>(INDEX, None)),
        ("GET /photos/featured/comments/5",          found::<FeaturedComments>(SHOW, Some("5"))),
        ("GET /photos/featured/comments/new_form",   found::<FeaturedComments>(SHOW, Some("new_form"))),
        // ... and decides by path alone: its `{id}` template has no DELETE.
        ("DELETE /photos/featured/comments/5",       allow("GET, HEAD")),
        // It leads nowhere: back to `{photo_id}`.
        ("GET /photos/featured/comments/5/edit_form", found_with::<CommentsController>(EDIT_FORM, &["featured", "5"])),
        ("GET /photos/featured",                     found::<PhotosController>(SHOW, Some("featured"))),
        ("GET /photos/featured/edit_form",           found::<PhotosController>(EDIT_FORM, Some("featured"))),
        // `new_form` and `edit_form` as ancestor ids: no template claims them there.
        ("GET /photos/new_form/comments",            found_with::<CommentsController>(INDEX, &["new_form"])),
        ("GET /photos/edit_form/comments/edit_form", found_with::<CommentsController>(SHOW, &["edit_form", "edit_form"])),
        ("GET /photos/new_form/comments/new_form",   found_with::<CommentsController>(NEW_FORM, &["new_form"])),
    ];
    check(registry(), &rows);
}

#[test]
fn a_template_shared_by_shape_answers_the_methods_of_both_routes() {
    #[rustfmt::skip]
    let rows = [
        // `/photos/{id}/edit_form` (GET) and `/photos/{photo_id}/edit_form` (POST).
        ("GET /photos/1/edit_form",    found::<PhotosController>(EDIT_FORM, Some("1"))),
        ("POST /photos/1/edit_form",   found_with::<PhotoEditForms>(CREATE, &["1"])),
        ("PUT /photos/1/edit_form",    allow("GET, HEAD, POST")),
    ];
    check(registry(), &rows);
}

#[test]
fn every_param_goes_through_the_method_then_the_dots_then_the_decoding() {
    #[rustfmt::skip]
    let rows = [
        ("GET /photos/caf%C3%A9/comments/a%2Fb",  found_with::<CommentsController>(SHOW, &["café", "a/b"])),
        ("GET /photos/a+b/comments/%2E",          found_with::<CommentsController>(SHOW, &["a+b", "."])),
        ("GET /photos/v1.0/comments/x.json",      found_with::<CommentsController>(SHOW, &["v1.0", "x.json"])),
        ("GET /photos/%23/comments",              found_with::<CommentsController>(INDEX, &["#"])),
        // A raw dot segment is no param, at any position.
        ("GET /photos/./comments/2",              NotFound),
        ("GET /photos/../comments",               NotFound),
        ("GET /photos/1/comments/2/likes/../votes", NotFound),
        // A malformed escape, at any position.
        ("GET /photos/%zz/comments/2",            BadRequest),
        ("GET /photos/1/comments/2/likes/%C3/votes/4", BadRequest),
        // The method is checked first: 405 before 404 for a dot, before 400.
        ("PATCH /photos/%zz/comments/2",          allow("GET, HEAD, PUT, DELETE")),
        ("PATCH /photos/./comments",              allow("GET, HEAD, POST")),
        // Then the dots, then the decoding.
        ("GET /photos/%zz/comments/..",           NotFound),
        // Empty segments are nobody's param.
        ("GET /photos//comments",                 NotFound),
        ("GET /photos/1/comments//edit_form",     NotFound),
        ("GET //comments/1",                      NotFound),
    ];
    check(registry(), &rows);
}

#[test]
fn match_param_and_params() {
    let found = registry()
        .recognize(&Method::GET, "/photos/p%201/comments/c/likes/l/votes/v")
        .unwrap();
    assert_eq!(found.param("photo_id"), Some("p 1"));
    assert_eq!(found.param("comment_id"), Some("c"));
    assert_eq!(found.param("like_id"), Some("l"));
    assert_eq!(found.param("id"), Some("v"));
    assert_eq!(found.id(), Some("v"));
    assert_eq!(found.param("vote_id"), None);
    assert_eq!(
        found.params().collect::<Vec<_>>(),
        [
            ("photo_id", "p 1"),
            ("comment_id", "c"),
            ("like_id", "l"),
            ("id", "v")
        ]
    );
    let index = registry()
        .recognize(&Method::GET, "/photos/7/comments")
        .unwrap();
    assert_eq!(index.params().collect::<Vec<_>>(), [("photo_id", "7")]);
    assert_eq!(index.id(), None);
    assert_eq!(index.param("id"), None);
}

#[test]
fn path_for_takes_every_id_in_path_order() {
    let comments = CommentsController::CONTROLLER;
    #[rustfmt::skip]
    let rows: [(Action, &[&str], &str); 7] = [
        (INDEX,    &["1"],      "/photos/1/comments"),
        (NEW_FORM,  &["1"],      "/photos/1/comments/new_form"),
        (CREATE,   &["1"],      "/photos/1/comments"),
        (SHOW,     &["1", "2"], "/photos/1/comments/2"),
        (EDIT_FORM, &["1", "2"], "/photos/1/comments/2/edit_form"),
        (UPDATE,   &["a b", "c/d"], "/photos/a%20b/comments/c%2Fd"),
        (DESTROY,  &["é", "?"], "/photos/%C3%A9/comments/%3F"),
    ];
    for (action, ids, expected) in rows {
        assert_eq!(
            comments.path_for(action, ids).unwrap(),
            expected,
            "{action}"
        );
    }
    // Arrays, references to arrays, and `Option` for a single id.
    let one: &[&str; 1] = &["1"];
    assert_eq!(
        comments.path_for(SHOW, ["1", "2"]).unwrap(),
        "/photos/1/comments/2"
    );
    assert_eq!(comments.path_for(INDEX, one).unwrap(), "/photos/1/comments");
    assert_eq!(
        comments.path_for(INDEX, Some("1")).unwrap(),
        "/photos/1/comments"
    );
    let votes = VotesController::CONTROLLER;
    assert_eq!(
        votes.path_for(EDIT_FORM, ["1", "2", "3", "4"]).unwrap(),
        "/photos/1/comments/2/likes/3/votes/4/edit_form"
    );
    // A controller without a parent takes a slice too.
    assert_eq!(photos().path_for(SHOW, ["9"]).unwrap(), "/photos/9");
}

#[test]
fn path_for_names_the_params_it_expects() {
    let comments = CommentsController::CONTROLLER;
    let err = comments.path_for(SHOW, ["1"]).unwrap_err();
    assert!(matches!(
        err,
        PathError::WrongIdCount {
            given: 1,
            expected: ["photo_id", "id"],
            ..
        }
    ));
    assert_eq!(
        err.to_string(),
        "`nested_rules::CommentsController#show` takes 2 ids, in path order: `photo_id`, `id`; 1 given"
    );
    let err = comments.path_for(INDEX, None).unwrap_err();
    assert_eq!(
        err.to_string(),
        "`nested_rules::CommentsController#index` takes one id, for `photo_id`; 0 given"
    );
    let err = comments.path_for(SHOW, ["", "2"]).unwrap_err();
    assert!(matches!(
        err,
        PathError::EmptyParam {
            param: "photo_id",
            ..
        }
    ));
    assert_eq!(
        err.to_string(),
        "`nested_rules::CommentsController#show` was given an empty id for `photo_id`; an id must not be empty"
    );
    let err = comments.path_for(SHOW, ["1", ""]).unwrap_err();
    assert!(matches!(err, PathError::EmptyParam { param: "id", .. }));
    let err = photos().path_for(INDEX, ["1"]).unwrap_err();
    assert_eq!(
        err.to_string(),
        "`nested_rules::PhotosController#index` takes no id; 1 given"
    );
    // The single-id form of a controller without a parent has the same errors.
    assert!(matches!(
        photos().path_for(SHOW, None),
        Err(PathError::WrongIdCount { given: 0, .. })
    ));
    assert!(matches!(
        photos().path_for(INDEX, Some("1")),
        Err(PathError::WrongIdCount { given: 1, .. })
    ));
    assert!(matches!(
        photos().path_for(SHOW, Some("")),
        Err(PathError::EmptyParam { param: "id", .. })
    ));
}

#[test]
fn path_for_escapes_the_first_byte_of_a_param_another_template_would_claim() {
    let comments = CommentsController::CONTROLLER;
    #[rustfmt::skip]
    let rows: [(Action, &[&str], &str); 8] = [
        // `/photos/featured/comments/...` is `FeaturedComments`'s.
        (INDEX,    &["featured"],        "/photos/%66eatured/comments"),
        (SHOW,     &["featured", "5"],   "/photos/%66eatured/comments/5"),
        (DESTROY,  &["featured", "5"],   "/photos/%66eatured/comments/5"),
        // ... but its templates end there: no escape is needed past them.
        (EDIT_FORM, &["featured", "5"],   "/photos/featured/comments/5/edit_form"),
        // Nothing claims `new_form` as a photo's id here; as a comment's id, `new_form` does.
        (INDEX,    &["new_form"],        "/photos/new_form/comments"),
        (SHOW,     &["1", "new_form"],   "/photos/1/comments/%6Eew_form"),
        // Dot segments, at every position.
        (SHOW,     &[".", ".."],         "/photos/%2E/comments/%2E."),
        (EDIT_FORM, &["..", "."],         "/photos/%2E./comments/%2E/edit_form"),
    ];
    for (action, ids, expected) in rows {
        let path = comments.path_for(action, ids).unwrap();
        assert_eq!(path, expected, "{action} {ids:?}");
        let back = registry().recognize(&action.method(), &path).unwrap();
        assert!(back.controller().is::<CommentsController>(), "{path}");
        assert_eq!(
            back.params().map(|(_, v)| v).collect::<Vec<_>>(),
            ids,
            "{path}"
        );
    }
}

#[test]
fn registry_path_for_round_trips_through_that_registry() {
    // Without `FeaturedComments`, nothing claims `featured`.
    let registry = Registry::new([photos(), CommentsController::CONTROLLER]).unwrap();
    let path = registry
        .path_for(CommentsController::CONTROLLER, INDEX, ["featured"])
        .unwrap();
    assert_eq!(path, "/photos/featured/comments");
}

#[test]
fn recognition_errors_keep_their_plain_variants() {
    let r = registry();
    assert_eq!(
        r.recognize(&Method::GET, "/photos/1/videos"),
        Err(RecognizeError::NotFound)
    );
    assert_eq!(
        r.recognize(&Method::GET, "/photos/%zz/comments")
            .unwrap_err()
            .status(),
        400
    );
}
