//! Typed params: `#[restful(id = T)]` and `params(name = T)`, in recognition, in links and in
//! the descriptor (docs/routing.md, "5. Typed params").

use restful_core::{
    Action, Method, Param, ParamType, PathError, RecognizeError, Registry, RegistryError, Restful,
};

#[derive(Restful)]
#[restful(id = u64)]
struct PhotosController;

#[derive(Restful)]
#[restful(parent = PhotosController)]
struct CommentsController;

#[derive(Restful)]
#[restful(
    resource = "archives",
    only(),
    routes(get(month = "/archives/{year}/{month}")),
    params(year = u16, month = u8)
)]
struct ArchivesController;

/// Any path of two segments, where `/photos/{id}` does not take it.
#[derive(Restful)]
#[restful(resource = "pages", only(), routes(get(page = "/{section}/{page}")))]
struct PagesController;

fn registry() -> Registry {
    Registry::new([
        PhotosController::CONTROLLER,
        CommentsController::CONTROLLER,
        ArchivesController::CONTROLLER,
    ])
    .expect("no conflict")
}

/// What recognition finds: `Controller#action` and the params, or the error.
type Found = Result<(String, Vec<String>), RecognizeError>;

fn found(registry: &Registry, method: &Method, path: &str) -> Found {
    registry.recognize(method, path).map(|found| {
        let route = format!("{}#{}", found.controller().name(), found.action());
        let params = found
            .params()
            .map(|(name, value)| format!("{name}={value}"));
        (route, params.collect())
    })
}

fn ok(route: &str, params: &[&str]) -> Found {
    Ok((
        route.to_owned(),
        params.iter().map(|p| p.to_string()).collect(),
    ))
}

#[test]
fn a_typed_id_that_does_not_parse_is_not_found_whatever_the_method() {
    let registry = registry();
    let not_allowed = registry.recognize(&Method::PATCH, "/photos/42");
    let rows: [(Method, &str, Found); 16] = [
        (
            Method::GET,
            "/photos/42",
            ok("PhotosController#show", &["id=42"]),
        ),
        (
            Method::GET,
            "/photos/0",
            ok("PhotosController#show", &["id=0"]),
        ),
        // Percent-encoded digits are the same text once decoded.
        (
            Method::GET,
            "/photos/%34%32",
            ok("PhotosController#show", &["id=42"]),
        ),
        (
            Method::GET,
            "/photos/new_form",
            ok("PhotosController#new_form", &[]),
        ),
        (
            Method::GET,
            "/photos/7/edit_form",
            ok("PhotosController#edit_form", &["id=7"]),
        ),
        (Method::GET, "/photos/abc", Err(RecognizeError::NotFound)),
        (Method::GET, "/photos/042", Err(RecognizeError::NotFound)),
        (Method::GET, "/photos/+42", Err(RecognizeError::NotFound)),
        (Method::GET, "/photos/-1", Err(RecognizeError::NotFound)),
        (
            Method::GET,
            "/photos/18446744073709551616",
            Err(RecognizeError::NotFound),
        ),
        (Method::PUT, "/photos/abc", Err(RecognizeError::NotFound)),
        (Method::PATCH, "/photos/abc", Err(RecognizeError::NotFound)),
        (
            Method::GET,
            "/photos/abc/edit_form",
            Err(RecognizeError::NotFound),
        ),
        // A malformed escape in a typed param: no `u64`, so not found rather than 400.
        (Method::PUT, "/photos/%ZZ", Err(RecognizeError::NotFound)),
        (Method::PUT, "/photos/%FF", Err(RecognizeError::NotFound)),
        (
            Method::PATCH,
            "/photos/42",
            not_allowed.map(|_| unreachable!()),
        ),
    ];
    for (method, path, expected) in rows {
        assert_eq!(found(&registry, &method, path), expected, "{method} {path}");
    }
    assert_eq!(
        registry
            .recognize(&Method::PATCH, "/photos/42")
            .unwrap_err()
            .status(),
        405
    );
}

#[test]
fn a_parent_id_is_typed_as_the_parent_types_its_own() {
    let registry = registry();
    let rows: [(&str, Found); 4] = [
        (
            "/photos/1/comments",
            ok("CommentsController#index", &["photo_id=1"]),
        ),
        (
            "/photos/1/comments/x",
            ok("CommentsController#show", &["photo_id=1", "id=x"]),
        ),
        ("/photos/one/comments", Err(RecognizeError::NotFound)),
        ("/photos/01/comments/x", Err(RecognizeError::NotFound)),
    ];
    for (path, expected) in rows {
        assert_eq!(found(&registry, &Method::GET, path), expected, "{path}");
    }
    let show = CommentsController::CONTROLLER.route(Action::Show).unwrap();
    let types: Vec<_> = show.param_types().collect();
    assert_eq!(
        types,
        [("photo_id", Some(ParamType::of::<u64>())), ("id", None)]
    );
}

#[test]
fn params_types_the_other_params_of_a_template() {
    let registry = registry();
    let rows: [(&str, Found); 4] = [
        (
            "/archives/2024/7",
            ok("ArchivesController#month", &["year=2024", "month=7"]),
        ),
        ("/archives/2024/256", Err(RecognizeError::NotFound)),
        ("/archives/65536/1", Err(RecognizeError::NotFound)),
        ("/archives/2024/07", Err(RecognizeError::NotFound)),
    ];
    for (path, expected) in rows {
        assert_eq!(found(&registry, &Method::GET, path), expected, "{path}");
    }
}

#[test]
fn a_path_whose_typed_params_do_not_parse_goes_to_the_next_template_it_matches() {
    let registry = Registry::new([PhotosController::CONTROLLER, PagesController::CONTROLLER])
        .expect("no conflict");
    let rows: [(Method, &str, Found); 5] = [
        (
            Method::GET,
            "/photos/42",
            ok("PhotosController#show", &["id=42"]),
        ),
        (
            Method::GET,
            "/photos/abc",
            ok("PagesController#page", &["section=photos", "page=abc"]),
        ),
        (
            Method::GET,
            "/photos/042",
            ok("PagesController#page", &["section=photos", "page=042"]),
        ),
        (
            Method::GET,
            "/about/team",
            ok("PagesController#page", &["section=about", "page=team"]),
        ),
        // The template it goes to has no PUT.
        (
            Method::PUT,
            "/photos/abc",
            Err(registry.recognize(&Method::PUT, "/about/team").unwrap_err()),
        ),
    ];
    for (method, path, expected) in rows {
        assert_eq!(found(&registry, &method, path), expected, "{method} {path}");
    }
    assert_eq!(
        registry
            .recognize(&Method::PUT, "/photos/abc")
            .unwrap_err()
            .status(),
        405
    );
}

#[test]
fn links_take_the_typed_value_or_a_borrow_of_it() {
    let id: u64 = 42;
    assert_eq!(PhotosController::show_path(id), "/photos/42");
    // A borrow of the value compiles too (what the test shows, whatever clippy says of it).
    #[allow(clippy::needless_borrows_for_generic_args)]
    let borrowed = PhotosController::show_path(&id);
    assert_eq!(borrowed, "/photos/42");
    assert_eq!(
        PhotosController::edit_form_path(7_u64),
        "/photos/7/edit_form"
    );
    assert_eq!(
        ArchivesController::month_path(2024_u16, 7_u8),
        "/archives/2024/7"
    );
    // The parent's ids are written as their type writes them, and must be values of it.
    assert_eq!(
        CommentsController::show_path(42, "x"),
        "/photos/42/comments/x"
    );
    let err = CommentsController::CONTROLLER
        .path_for(Action::Show, ["abc", "x"])
        .unwrap_err();
    assert_eq!(
        err,
        PathError::NotAValue {
            controller: CommentsController::CONTROLLER.type_name(),
            action: Action::Show,
            param: "photo_id",
            type_name: "u64",
        }
    );
    assert!(err.to_string().ends_with(
        "CommentsController#show` was given an id for `photo_id` that is not a `u64`; its path \
         would be no route's"
    ));
    // A link function takes the parent's id as its type (text does not compile:
    // tests/ui/typed/parent_link_wrong_type.rs), or anything that borrows as one.
    let photo: u64 = 42;
    #[expect(
        clippy::needless_borrows_for_generic_args,
        reason = "a borrowed id, as a handler has it"
    )]
    let link = CommentsController::show_path(&photo, "x");
    assert_eq!(link, "/photos/42/comments/x");
    // What a link writes, recognition reads back.
    let registry = registry();
    for id in [0, 1, 10, u64::MAX] {
        let path = PhotosController::show_path(id);
        let found = registry.recognize(&Method::GET, &path).unwrap();
        assert_eq!(found.id().map(u64::parse), Some(Some(id)));
    }
}

/// Two routes of one shape, of two controllers.
#[derive(Restful)]
#[restful(resource = "a", only(), routes(get(show_x = "/x/{n}")), params(n = u8))]
struct TypedX;

#[derive(Restful)]
#[restful(resource = "b", only(), routes(post(create_x = "/x/{n}")))]
struct UntypedX;

#[derive(Restful)]
#[restful(resource = "c", only(), routes(put(update_x = "/x/{n}")), params(n = u8))]
struct AlsoTypedX;

#[test]
fn routes_of_one_shape_agree_on_their_params_types() {
    let err = Registry::new([TypedX::CONTROLLER, UntypedX::CONTROLLER])
        .err()
        .unwrap();
    assert!(
        matches!(err, RegistryError::ParamTypes { at: 0, .. }),
        "{err:?}"
    );
    assert_eq!(
        err.to_string(),
        "`/x/{n}` and `/x/{n}` have one shape but their params differ in type: `{n}` of \
         `GET /x/{n} (TypedX#show_x)` is `u8` and `{n}` of `POST /x/{n} (UntypedX#create_x)` \
         is untyped; routes of one shape must agree on each param's type"
    );
    let registry = Registry::new([TypedX::CONTROLLER, AlsoTypedX::CONTROLLER]).expect("agree");
    assert!(registry.recognize(&Method::PUT, "/x/7").is_ok());
    assert_eq!(
        registry.recognize(&Method::PUT, "/x/700"),
        Err(RecognizeError::NotFound)
    );
}
