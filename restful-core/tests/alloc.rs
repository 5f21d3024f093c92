//! docs/routing.md, "2.8 What recognition promises": `recognize` makes no heap allocation when
//! no param needs decoding, on any outcome and at any depth of nesting; params with `%` allocate
//! once, for the decoded params only.
//!
//! A counting `#[global_allocator]` forwards to `System` and counts, per thread, the
//! allocations and the live bytes, so that tests running in parallel do not see each other's.

// `#[global_allocator]` needs `unsafe impl GlobalAlloc`; this one only counts, then forwards
// each call unchanged to `System`.
#![allow(unsafe_code)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use restful_core::Action;

// The seven by their short names, as the tables below read best.
const CREATE: Action = Action::Create;
const DESTROY: Action = Action::Destroy;
const EDIT_FORM: Action = Action::EditForm;
const INDEX: Action = Action::Index;
const NEW_FORM: Action = Action::NewForm;
const SHOW: Action = Action::Show;
const UPDATE: Action = Action::Update;
use restful_core::{Allowed, Method, RecognizeError, Registry, Restful};

struct Counting;

#[global_allocator]
static ALLOCATOR: Counting = Counting;

thread_local! {
    // `const` and without `Drop`: reading them never allocates nor registers a destructor.
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
    static LIVE_BYTES: Cell<isize> = const { Cell::new(0) };
    static PEAK_BYTES: Cell<isize> = const { Cell::new(0) };
}

fn record(allocations: usize, bytes: isize) {
    // `try_with`: the allocator also runs while a thread's locals are being torn down.
    let _ = ALLOCATIONS.try_with(|count| count.set(count.get() + allocations));
    let _ = LIVE_BYTES.try_with(|live| {
        live.set(live.get() + bytes);
        let _ = PEAK_BYTES.try_with(|peak| peak.set(peak.get().max(live.get())));
    });
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        record(1, layout.size() as isize);
        // SAFETY: forwarded unchanged; the caller upholds `GlobalAlloc::alloc`'s contract.
        unsafe { System.alloc(layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        record(1, layout.size() as isize);
        // SAFETY: as above.
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        record(0, -(layout.size() as isize));
        // SAFETY: as above.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        record(1, new_size as isize - layout.size() as isize);
        // SAFETY: as above.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

/// What `f` allocated on this thread: the number of allocations (a `realloc` counts), and the
/// peak of the bytes it held at once. `f`'s result is dropped outside the count.
fn measure<R>(f: impl FnOnce() -> R) -> (usize, isize, R) {
    let allocations = ALLOCATIONS.with(Cell::get);
    let live = LIVE_BYTES.with(Cell::get);
    PEAK_BYTES.with(|peak| peak.set(live));
    let result = f();
    let allocations = ALLOCATIONS.with(Cell::get) - allocations;
    let peak = PEAK_BYTES.with(Cell::get) - live;
    (allocations, peak, result)
}

/// The bytes live on this thread now.
fn live_bytes() -> isize {
    LIVE_BYTES.with(Cell::get)
}

/// The counter itself: it sees this thread's allocations, and a freed one leaves no bytes.
#[test]
fn the_counter_counts() {
    let before = live_bytes();
    let (count, peak, text) = measure(|| String::from("sixteen bytes..."));
    assert_eq!((count, peak), (1, 16));
    let (count, _, text) = measure(|| text + "!");
    assert_eq!(count, 1);
    drop(text);
    assert_eq!(live_bytes(), before);
    assert_eq!(measure(|| 1 + 1).0, 0);
}

#[derive(Restful)]
struct PhotosController;

#[derive(Restful)]
#[restful(prefix = "/photos", resource = "archive", only(index))]
struct ArchiveController;

#[derive(Restful)]
#[restful(only(create, update, destroy))]
struct UploadsController;

#[derive(Restful)]
#[restful(parent = PhotosController)]
struct CommentsController;

#[derive(Restful)]
#[restful(parent = CommentsController)]
struct LikesController;

// Three levels below the root: four ids.
#[derive(Restful)]
#[restful(parent = LikesController, except(update))]
struct VotesController;

fn registry() -> Registry {
    Registry::new([
        PhotosController::CONTROLLER,
        ArchiveController::CONTROLLER,
        UploadsController::CONTROLLER,
        CommentsController::CONTROLLER,
        LikesController::CONTROLLER,
        VotesController::CONTROLLER,
    ])
    .unwrap_or_else(|err| panic!("{err}"))
}

/// What a row expects: the action matched, or the status of the error.
type Expected = Result<Action, u16>;

/// Checks that each `(method, path)` gives `expected` with `allocations` allocations.
#[track_caller]
fn check(registry: &Registry, rows: &[(&str, &str, Expected)], allocations: usize) {
    for (method, path, expected) in rows {
        // Building the method may allocate (extension methods): outside the count.
        let method = Method::from_bytes(method.as_bytes()).unwrap_or_else(|err| panic!("{err}"));
        let (count, _, answer) = measure(|| registry.recognize(&method, path));
        let answer = answer
            .map(|found| found.action())
            .map_err(|err| err.status().as_u16());
        assert_eq!(answer, *expected, "{method} {path:?}");
        assert_eq!(count, allocations, "{method} {path:?}: {count} allocations");
    }
}

/// routing.md 2.8: no allocation, on any outcome, when the id needs no decoding: every action,
/// HEAD, 404, 405 (even with `%` in the id: the id rules never run), queries, trailing slashes.
#[test]
fn recognize_allocates_nothing_when_no_id_is_decoded() {
    let registry = registry();
    check(
        &registry,
        &[
            ("GET", "/photos", Ok(INDEX)),
            ("GET", "/photos/new_form", Ok(NEW_FORM)),
            ("POST", "/photos", Ok(CREATE)),
            ("GET", "/photos/42", Ok(SHOW)),
            ("GET", "/photos/42/edit_form", Ok(EDIT_FORM)),
            ("PUT", "/photos/42", Ok(UPDATE)),
            ("DELETE", "/photos/42", Ok(DESTROY)),
            ("HEAD", "/photos", Ok(INDEX)),
            ("HEAD", "/photos/42", Ok(SHOW)),
            ("HEAD", "/photos/42/edit_form", Ok(EDIT_FORM)),
            ("GET", "/photos/42?page=2&q=%zz", Ok(SHOW)),
            ("GET", "/photos/42/", Ok(SHOW)),
            ("GET", "/photos/?x", Ok(INDEX)),
            ("GET", "/photos/a+b.json", Ok(SHOW)),
            ("GET", "/photos/café", Ok(SHOW)),
            ("GET", "/photos/edit_form", Ok(SHOW)),
            ("GET", "/photos/archive", Ok(INDEX)),
            ("GET", "/photos/archive/edit_form", Ok(EDIT_FORM)),
            ("GET", "/nothing", Err(404)),
            ("GET", "photos", Err(404)),
            ("GET", "", Err(404)),
            ("GET", "/", Err(404)),
            ("GET", "/photos//42", Err(404)),
            ("GET", "/photos/.", Err(404)),
            ("GET", "/photos/..", Err(404)),
            ("GET", "/photos/42/x", Err(404)),
            ("GET", "/photos/%zz/x", Err(404)),
            ("PATCH", "/photos/42", Err(405)),
            ("OPTIONS", "/photos", Err(405)),
            ("PURGE", "/photos/42/edit_form", Err(405)),
            ("GET", "/uploads/42", Err(405)),
            ("PATCH", "/photos/%41", Err(405)),
            ("PATCH", "/photos/%zz", Err(405)),
            ("DELETE", "/photos/archive", Err(405)),
        ],
        0,
    );
}

/// The same at depth 3, four ids in one path, on every outcome.
#[test]
fn recognize_allocates_nothing_at_depth_three() {
    let registry = registry();
    let votes = "/photos/1/comments/2/likes/3/votes";
    let rows: Vec<(String, Expected)> = vec![
        (format!("GET {votes}"), Ok(INDEX)),
        (format!("GET {votes}/new_form"), Ok(NEW_FORM)),
        (format!("POST {votes}"), Ok(CREATE)),
        (format!("GET {votes}/4"), Ok(SHOW)),
        (format!("HEAD {votes}/4"), Ok(SHOW)),
        (format!("GET {votes}/4/edit_form"), Ok(EDIT_FORM)),
        (format!("DELETE {votes}/4"), Ok(DESTROY)),
        (format!("GET {votes}/4?x=%zz"), Ok(SHOW)),
        (format!("GET {votes}/4/"), Ok(SHOW)),
        (format!("GET {votes}/edit_form"), Ok(SHOW)),
        (format!("GET {votes}/4/x"), Err(404)),
        (format!("GET {votes}/./edit_form"), Err(404)),
        (
            "GET /photos/1/comments/../likes/3/votes".to_owned(),
            Err(404),
        ),
        ("GET /photos/1/comments//likes/3/votes".to_owned(), Err(404)),
        (format!("PUT {votes}/4"), Err(405)),
        (format!("PATCH {votes}/%zz"), Err(405)),
        (
            "PATCH /photos/%41/comments/2/likes/3/votes".to_owned(),
            Err(405),
        ),
        (
            "GET /photos/%zz/comments/2/likes/3/votes".to_owned(),
            Err(400),
        ),
        (format!("GET {votes}/4/%C3"), Err(404)),
    ];
    let rows: Vec<(&str, &str, Expected)> = rows
        .iter()
        .map(|(request, expected)| {
            let (method, path) = request.split_once(' ').unwrap_or_default();
            (method, path, *expected)
        })
        .collect();
    check(&registry, &rows, 0);
}

/// Params with `%` at several positions allocate once, exactly their decoded length.
#[test]
fn decoding_params_at_depth_allocates_once() {
    let registry = registry();
    let path = "/photos/a%20b/comments/c/likes/%C3%A9/votes/x%2Fy";
    let before = live_bytes();
    let (count, peak, found) = measure(|| registry.recognize(&Method::GET, path));
    let found = found.unwrap_or_else(|err| panic!("{err}"));
    assert!(found.params().eq([
        ("photo_id", "a b"),
        ("comment_id", "c"),
        ("like_id", "é"),
        ("id", "x/y")
    ]));
    assert_eq!(count, 1);
    assert_eq!(peak, "a bé".len() as isize + "x/y".len() as isize);
    drop(found);
    assert_eq!(live_bytes(), before);
}

/// A malformed escape is a 400 found without decoding anything, so without allocating
/// either. (routing.md 2.8 speaks of params that need no decoding; this one cannot be decoded.)
#[test]
fn malformed_escapes_are_rejected_without_allocating() {
    let registry = registry();
    check(
        &registry,
        &[
            ("GET", "/photos/%zz", Err(400)),
            ("GET", "/photos/%", Err(400)),
            ("PUT", "/photos/a%2", Err(400)),
            ("GET", "/photos/%41%g1/edit_form", Err(400)),
        ],
        0,
    );
}

/// routing.md 2.8: an id with `%` allocates to be decoded, and for nothing else: everything it
/// allocates is the decoded id, held by the `Match` and freed with it.
#[test]
fn decoding_an_id_allocates_only_the_decoded_id() {
    let registry = registry();
    let rows = [
        ("GET", "/photos/caf%C3%A9", SHOW, "café"),
        ("GET", "/photos/a%2Fb/edit_form", EDIT_FORM, "a/b"),
        ("PUT", "/photos/%41", UPDATE, "A"),
        ("HEAD", "/photos/100%25?x=%zz", SHOW, "100%"),
        (
            "DELETE",
            "/photos/a-rather-long-id-with-one-escape-at-the-end%21",
            DESTROY,
            "a-rather-long-id-with-one-escape-at-the-end!",
        ),
    ];
    for (method, path, action, id) in rows {
        let method = Method::from_bytes(method.as_bytes()).unwrap_or_else(|err| panic!("{err}"));
        let before = live_bytes();
        let (count, peak, found) = measure(|| registry.recognize(&method, path));
        let found = found.unwrap_or_else(|err| panic!("{method} {path:?}: {err}"));
        assert_eq!(
            (found.action(), found.id()),
            (action, Some(id)),
            "{method} {path:?}"
        );
        assert!(
            count >= 1,
            "{method} {path:?}: the decoded id must be allocated"
        );
        let held = live_bytes() - before;
        assert!(
            held >= id.len() as isize,
            "{method} {path:?}: {held} bytes held"
        );
        drop(found);
        assert_eq!(
            live_bytes(),
            before,
            "{method} {path:?}: recognize kept memory"
        );
        // The raw segment bounds the decoded id; a buffer that grows may double it, no more.
        let raw = path.split('?').next().unwrap_or_default().len();
        assert!(
            peak <= 2 * raw as isize,
            "{method} {path:?}: {peak} bytes at peak"
        );
    }
}

/// Decoding bytes that are not UTF-8 may allocate, but keeps nothing.
#[test]
fn non_utf8_ids_keep_nothing() {
    let registry = registry();
    for path in ["/photos/%FF", "/photos/caf%E9", "/photos/%C3%28/edit_form"] {
        let before = live_bytes();
        let (_, _, answer) = measure(|| registry.recognize(&Method::GET, path));
        assert_eq!(answer, Err(RecognizeError::BadRequest), "{path:?}");
        assert_eq!(live_bytes(), before, "{path:?}: recognize kept memory");
    }
}

/// routing.md 2.8: `Allowed` is a small `Copy` value, not a `Vec`.
#[test]
fn allowed_is_a_small_copy_value() {
    fn copy<T: Copy>() {}
    copy::<Allowed>();
    assert!(size_of::<Allowed>() <= size_of::<u64>());
    assert!(size_of::<RecognizeError>() <= 2 * size_of::<u64>());
}

/// A recognizer of templates of every kind allocates nothing either when no param needs
/// decoding: params beside static text, catch-alls (scanned for their end and their dot
/// segments), and the fall-backs between them; once, for the decoded params, when one does.
#[test]
fn a_recognizer_of_any_templates_allocates_only_to_decode() {
    use restful_core::Recognizer;

    let recognizer = Recognizer::new([
        (Method::GET, "/", 0),
        (Method::GET, "/~{username}", 1),
        (Method::GET, "/avatars/{size}.png", 2),
        (Method::GET, "/avatars/{id}", 3),
        (Method::GET, "/t/{slug}/{id}", 4),
        (Method::GET, "/assets/v{version}/app.js", 5),
        (Method::GET, "/assets/{*path}", 6),
        (Method::POST, "/assets/{*path}", 7),
    ])
    .expect("no conflict");
    let paths = [
        "/",
        "/~ada",
        "/~ada/",
        "/avatars/64.png",
        "/avatars/64.jpg",
        "/t/hello-world/42?x=1",
        "/assets/v2/app.js",
        "/assets/v2/site.css",
        "/assets/a/b/c/d.css/",
        "/assets/a/../b",
        "/assets/a//b",
        "/nowhere/at/all",
        "/avatars",
    ];
    for path in paths {
        for method in [Method::GET, Method::POST, Method::PATCH] {
            let (allocations, _, found) = measure(|| {
                let found = recognizer.recognize(&method, path);
                found.map(|found| found.params().map(|(_, v)| v.len()).sum::<usize>())
            });
            assert_eq!(allocations, 0, "{method} {path}: {found:?}");
        }
    }
    let (allocations, _, found) = measure(|| {
        let found = recognizer.recognize(&Method::GET, "/assets/caf%C3%A9/%41.css");
        found.map(|found| found.param("path").map(str::to_owned))
    });
    assert_eq!(found, Ok(Some("café/A.css".to_owned())));
    // The decoded value, then the copy the test itself makes.
    assert_eq!(allocations, 2);
}
