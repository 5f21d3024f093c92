//! The table: every request of the suite, and the one answer every stack must give to it.
//!
//! The app is the echo example (docs/integrations.md, 4.2): `PhotosController` (all seven actions,
//! `collection(get(search))`, `member(post(publish), delete(unpublish))`), `ProfileController`
//! (`singleton`, its six actions, `member(post(verify))`), `CommentsController`
//! (`parent = PhotosController`, all seven), `BookReviewsController`
//! (`prefix = "/admin"`, `only(index, create, show, destroy)`), `PagesController` (`only()`,
//! `routes(get(home = "/"), get(about = "/about"), get(asset = "/assets/{*path}"),
//! get(logo = "/logos/{name}.png"))`),
//! `UsersController` (`param = "username"`, `only(index, show)`,
//! `routes(get(profile = "/~{username}"))`), `TicketsController` (`only(index, show)`, whose
//! `show` reads its id as `Id<u64>`), `SeatsController` (`parent = TicketsController`,
//! `id = u8`, `only(index, show)`, whose handlers read `Ids<u64>` and `Ids<(u64, u8)>`),
//! `GET /health` answering `ok`,
//! a fallback answering 404 `fallback`, the whole app in `MethodOverride`. Each handler
//! answers `<Controller>#<action>`, ` <name>=<value>` per param in path order (decoded), then
//! ` self=<link>`, the link below the mount prefix.
//!
//! The router and the override have the app's `on_rejection` function: to a request whose
//! `Accept` says `application/json` ([`Request::json`]), a refusal (405, 400, 413, the
//! override's 400) is `{"status":<status>,"error":"<message>"}` with `Content-Type:
//! application/json`, a 405 keeping its `Allow`; to any other, restful's plain text, as without
//! a function. `Id<u64>` that cannot parse the id (`/tickets/abc`) is the app's fallback, JSON
//! or not.
//!
//! Its filters (docs/guide.md, "9 Filters"), declared in this order: on `PhotosController`'s
//! `create`, `update`, `destroy`, `publish` and `unpublish`, a login that answers 401 `login
//! required` without a non-empty `X-User` header; on every action of `PhotosController`, a
//! filter that answers 403 `blocked` to `X-Block: 1` and otherwise adds `X-Action: <action>` to
//! the answer; on `BookReviewsController`, the login on all but `index` and `show`. Every
//! request of the table is sent with `X-User: ann` unless it says [`Request::anonymous`], and
//! every answer is checked for `X-Action`: the action's name on what a `PhotosController`
//! handler answered, absent on anything else.
//!
//! Every expected answer follows from the rules of docs/routing.md (2, recognition), docs/guide.md
//! (4, nested resources) and docs/integrations.md (4.1, what every adapter answers);
//! `tests/agrees_with_registry.rs` derives each one again from `registry().recognize` and
//! `path_for`, so the table cannot drift from the core. Where the rules leave a choice to the
//! adapters, the table fixes it, so that every stack answers alike:
//!
//! - the body of a 405 is `RecognizeError::message()` (`method not allowed; the path allows GET,
//!   HEAD, POST`), that of a 400 `Rejection::BadParam`'s message (``the param `id` is a
//!   malformed percent-escape or not UTF-8``, the first param that is), and a 405's
//!   `Allow` is `Allowed::as_str()`: GET, HEAD, POST, PUT, DELETE order, HEAD beside GET;
//! - no answer but a 405 has an `Allow` header;
//! - HEAD is answered with no body and a `Content-Length` equal to the length of the body GET
//!   gets, on every answer (a route's, a 400's, the fallback's): restful's HEAD runs the GET
//!   handler and keeps its headers, and HTTP/1.1 servers send the length of what they leave
//!   out;
//! - a form over the override's limit is 413 with the body `form body too large`, and one it
//!   cannot read (a malformed chunk) 400 with the body `the form body could not be read`;
//! - the override's limit, 2 MiB, holds exactly: a form of 2 MiB is read, one byte more is not;
//! - the app's function answers every refusal of the router and of the override, and never a
//!   404: recognition's and an extractor's go to the app's fallback.

use std::borrow::Cow;

/// The form body `MethodOverride` reads at most by default (docs/integrations.md, 4.1): 2 MiB.
pub const FORM_LIMIT: usize = 2 * 1024 * 1024;

/// The `Content-Type` of an HTML form's body.
pub const FORM: &str = "application/x-www-form-urlencoded";

/// One request and the answer to it.
#[derive(Clone, Copy, Debug)]
pub struct Case {
    /// What is sent.
    pub request: Request,
    /// What must come back.
    pub expect: Expect,
}

/// A request of the table. Its path is sent where its [`Scope`] says.
#[derive(Clone, Copy, Debug)]
pub struct Request {
    /// The method, as sent (`PATCH`, `PROPFIND`...).
    pub method: &'static str,
    /// The request target, raw (percent-escapes as they go on the wire), query included.
    pub path: &'static str,
    /// Where the path is sent.
    pub scope: Scope,
    /// Headers besides `Host`, `Connection`, `Content-Type`, `Content-Length`, `X-User` and
    /// `Accept`.
    pub headers: &'static [(&'static str, &'static str)],
    /// The `X-User` header the login filter reads: `ann` unless the case says otherwise,
    /// none for an anonymous request.
    pub user: Option<&'static str>,
    /// The `Accept` header, if any: [`JSON`] asks the app's `on_rejection` for JSON.
    pub accept: Option<&'static str>,
    /// The body's `Content-Type`, if any.
    pub content_type: Option<&'static str>,
    /// The body.
    pub body: Payload,
    /// How the body is framed on the wire.
    pub framing: Framing,
}

/// Where a case's path is sent, given the prefix the router is mounted at (none, or `/api`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// A restful route: the prefix, then the path.
    Router,
    /// The app's own routes and fallback, at the root whatever the mount.
    App,
    /// At the root, only when the router is mounted: a restful path outside the prefix.
    AppWhenMounted,
    /// The prefix, then the path, only when the router is mounted: the app's paths below the
    /// prefix (`/api/health`), the prefix itself (the root route's, as the prefix with `/`
    /// is), a prefix of a segment (`/apix`).
    PrefixWhenMounted,
}

/// How a request's body is framed on the wire.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Framing {
    /// With a `Content-Length` (sent with an empty body too on POST and PUT).
    Length,
    /// `Transfer-Encoding: chunked`, in chunks of 64 KiB.
    Chunked,
    /// `Transfer-Encoding: chunked` with a malformed chunk-size line: a body no server can
    /// read.
    BrokenChunks,
}

/// A request body.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Payload {
    /// No body.
    Empty,
    /// These bytes.
    Text(&'static str),
    /// `fields`, then `&pad=` and as many `a` as make the body `len` bytes long.
    Padded {
        /// The form's fields.
        fields: &'static str,
        /// The body's length in bytes.
        len: usize,
    },
}

impl Payload {
    /// The bytes sent.
    pub fn bytes(&self) -> Cow<'static, [u8]> {
        match *self {
            Payload::Empty => Cow::Borrowed(b""),
            Payload::Text(text) => Cow::Borrowed(text.as_bytes()),
            Payload::Padded { fields, len } => {
                let mut body = format!("{fields}&pad=").into_bytes();
                body.resize(len.max(body.len()), b'a');
                Cow::Owned(body)
            }
        }
    }

    /// How many bytes are sent.
    pub fn len(&self) -> usize {
        match *self {
            Payload::Empty => 0,
            Payload::Text(text) => text.len(),
            Payload::Padded { fields, len } => len.max(fields.len() + "&pad=".len()),
        }
    }

    /// Whether nothing is sent.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The answer a case expects.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expect {
    /// 200 from an echo handler, or from `/health`, with this body. The ` self=` link is
    /// written as at the root; below a mount prefix it starts with the prefix. To HEAD: no
    /// body, and this body's length as `Content-Length`.
    Ok(&'static str),
    /// 404 `fallback`: the app's own fallback (recognition's `NotFound` goes there).
    Fallback,
    /// 405 with this `Allow` and the body `method not allowed; the path allows <Allow>`.
    NotAllowed(&'static str),
    /// 400 ``the param `<name>` is a malformed percent-escape or not UTF-8``, naming the first
    /// param (in path order) that is.
    BadRequest(&'static str),
    /// 413 `form body too large`: a form over the override's limit.
    TooLarge,
    /// 400 `the form body could not be read`: a form the override could not read.
    Unreadable,
    /// 401 `login required`: the login filter, to a request without a user.
    Unauthorized,
    /// 403 `blocked`: the block filter, to `X-Block: 1`.
    Forbidden,
    /// A refusal answered by the app's `on_rejection` as JSON:
    /// `{"status":<status>,"error":"<message>"}`, `Content-Type: application/json`, and a
    /// 405's `Allow`.
    Json(Refusal),
}

/// A refusal of the router or of the override: what [`Expect::Json`] answers as JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// 405 with this `Allow`.
    NotAllowed(&'static str),
    /// 400: a malformed escape in the param of this name.
    BadRequest(&'static str),
    /// 413: a form over the override's limit.
    TooLarge,
    /// 400: a form the override could not read.
    Unreadable,
}

impl Refusal {
    /// The same refusal in restful's plain text.
    pub const fn plain(self) -> Expect {
        match self {
            Refusal::NotAllowed(allow) => Expect::NotAllowed(allow),
            Refusal::BadRequest(param) => Expect::BadRequest(param),
            Refusal::TooLarge => Expect::TooLarge,
            Refusal::Unreadable => Expect::Unreadable,
        }
    }
}

/// The `Accept` of a client that wants JSON.
pub const JSON: &str = "application/json";

/// The JSON the echo app's `on_rejection` answers: `{"status":405,"error":"<message>"}`.
pub fn json_refusal(status: u16, message: &str) -> String {
    let message = message.replace('\\', "\\\\").replace('"', "\\\"");
    format!(r#"{{"status":{status},"error":"{message}"}}"#)
}

/// The body of a 400 for a malformed escape in `param`: `Rejection::BadParam`'s message.
pub fn bad_request(param: &str) -> String {
    format!("the param `{param}` is a malformed percent-escape or not UTF-8")
}

/// The body of a 413 from `MethodOverride`.
pub const TOO_LARGE: &str = "form body too large";

/// The body of a 400 from `MethodOverride`: a form it could not read.
pub const UNREADABLE: &str = "the form body could not be read";

/// The body of the login filter's 401.
pub const LOGIN_REQUIRED: &str = "login required";

/// The body of the block filter's 403.
pub const BLOCKED: &str = "blocked";

impl Expect {
    /// The status code.
    pub fn status(&self) -> u16 {
        match self {
            Expect::Ok(_) => 200,
            Expect::Fallback => 404,
            Expect::NotAllowed(_) => 405,
            Expect::BadRequest(_) => 400,
            Expect::TooLarge => 413,
            Expect::Unreadable => 400,
            Expect::Unauthorized => 401,
            Expect::Forbidden => 403,
            Expect::Json(refusal) => refusal.plain().status(),
        }
    }

    /// This answer to a client that wants JSON: a refusal as the app's JSON, anything else
    /// (a route's answer, the fallback's, a filter's) as it is.
    pub const fn as_json(self) -> Expect {
        match self {
            Expect::NotAllowed(allow) => Expect::Json(Refusal::NotAllowed(allow)),
            Expect::BadRequest(param) => Expect::Json(Refusal::BadRequest(param)),
            Expect::TooLarge => Expect::Json(Refusal::TooLarge),
            Expect::Unreadable => Expect::Json(Refusal::Unreadable),
            other => other,
        }
    }

    /// The `Content-Type` the answer must have, where the table fixes it: `application/json`
    /// for the app's JSON. Others are left to each stack.
    pub fn content_type(&self) -> Option<&'static str> {
        match self {
            Expect::Json(_) => Some(JSON),
            _ => None,
        }
    }

    /// The `X-Action` header the block filter adds: the action's name on what a
    /// `PhotosController` handler answered, and none on any other answer.
    pub fn x_action(&self) -> Option<&'static str> {
        let Expect::Ok(body) = self else {
            return None;
        };
        let rest = body.strip_prefix("PhotosController#")?;
        rest.split(' ').next()
    }

    /// The `Allow` header: a 405's, and none on any other answer.
    pub fn allow(&self) -> Option<&'static str> {
        match self {
            Expect::NotAllowed(allow) | Expect::Json(Refusal::NotAllowed(allow)) => Some(allow),
            _ => None,
        }
    }

    /// The body (to HEAD, the body whose length `Content-Length` gives), for a router
    /// mounted at `mount` (`""` at the root).
    pub fn body(&self, mount: &str) -> Cow<'static, str> {
        match *self {
            Expect::Ok(body) if !mount.is_empty() => {
                Cow::Owned(body.replacen(" self=/", &format!(" self={mount}/"), 1))
            }
            Expect::Ok(body) => Cow::Borrowed(body),
            Expect::Fallback => Cow::Borrowed("fallback"),
            Expect::NotAllowed(allow) => {
                Cow::Owned(format!("method not allowed; the path allows {allow}"))
            }
            Expect::BadRequest(param) => Cow::Owned(bad_request(param)),
            Expect::TooLarge => Cow::Borrowed(TOO_LARGE),
            Expect::Unreadable => Cow::Borrowed(UNREADABLE),
            Expect::Unauthorized => Cow::Borrowed(LOGIN_REQUIRED),
            Expect::Forbidden => Cow::Borrowed(BLOCKED),
            Expect::Json(refusal) => {
                let plain = refusal.plain();
                Cow::Owned(json_refusal(plain.status(), &plain.body(mount)))
            }
        }
    }
}

impl Request {
    /// A request of `method` for `path` below the mount, with no header and no body.
    pub const fn new(method: &'static str, path: &'static str) -> Request {
        Request {
            method,
            path,
            scope: Scope::Router,
            headers: &[],
            user: Some("ann"),
            accept: None,
            content_type: None,
            body: Payload::Empty,
            framing: Framing::Length,
        }
    }

    /// Sent where `scope` says.
    pub const fn scope(mut self, scope: Scope) -> Request {
        self.scope = scope;
        self
    }

    /// With these headers.
    pub const fn headers(mut self, headers: &'static [(&'static str, &'static str)]) -> Request {
        self.headers = headers;
        self
    }

    /// Without `X-User`: a visitor who has not logged in.
    pub const fn anonymous(mut self) -> Request {
        self.user = None;
        self
    }

    /// With `X-User: <user>` (`""` for an empty one).
    pub const fn user(mut self, user: &'static str) -> Request {
        self.user = Some(user);
        self
    }

    /// With `Accept: application/json`: a refusal is answered as the app's JSON
    /// ([`Expect::as_json`]), anything else as without it.
    pub const fn json(mut self) -> Request {
        self.accept = Some(JSON);
        self
    }

    /// With this body, of this `Content-Type`.
    pub const fn body(mut self, content_type: &'static str, body: &'static str) -> Request {
        self.content_type = Some(content_type);
        self.body = Payload::Text(body);
        self
    }

    /// With this urlencoded form as body.
    pub const fn form(self, body: &'static str) -> Request {
        self.body(FORM, body)
    }

    /// With an urlencoded form of `len` bytes: `fields`, then padding.
    pub const fn padded_form(mut self, fields: &'static str, len: usize) -> Request {
        self.content_type = Some(FORM);
        self.body = Payload::Padded { fields, len };
        self
    }

    /// With the body sent in chunks.
    pub const fn chunked(mut self) -> Request {
        self.framing = Framing::Chunked;
        self
    }

    /// With the body sent in chunks whose size line is malformed.
    pub const fn broken_chunks(mut self) -> Request {
        self.framing = Framing::BrokenChunks;
        self
    }

    /// Answered 200 with `body`.
    pub const fn ok(self, body: &'static str) -> Case {
        self.expect(Expect::Ok(body))
    }

    /// Answered by the app's fallback.
    pub const fn fallback(self) -> Case {
        self.expect(Expect::Fallback)
    }

    /// Answered 405 with this `Allow`.
    pub const fn not_allowed(self, allow: &'static str) -> Case {
        self.expect(Expect::NotAllowed(allow))
    }

    /// Answered 400: `param` is a malformed escape.
    pub const fn bad_request(self, param: &'static str) -> Case {
        self.expect(Expect::BadRequest(param))
    }

    /// Answered 413.
    pub const fn too_large(self) -> Case {
        self.expect(Expect::TooLarge)
    }

    /// Answered 400: the form body could not be read.
    pub const fn unreadable(self) -> Case {
        self.expect(Expect::Unreadable)
    }

    /// Answered 401 by the login filter.
    pub const fn unauthorized(self) -> Case {
        self.expect(Expect::Unauthorized)
    }

    /// Answered 403 by the block filter.
    pub const fn forbidden(self) -> Case {
        self.expect(Expect::Forbidden)
    }

    /// Answered `expect`; as the app's JSON when the request asks for JSON and it is a
    /// refusal.
    const fn expect(self, expect: Expect) -> Case {
        let expect = match self.accept {
            Some(_) => expect.as_json(),
            None => expect,
        };
        Case {
            request: self,
            expect,
        }
    }
}

const fn get(path: &'static str) -> Request {
    Request::new("GET", path)
}

const fn head(path: &'static str) -> Request {
    Request::new("HEAD", path)
}

const fn post(path: &'static str) -> Request {
    Request::new("POST", path)
}

const fn put(path: &'static str) -> Request {
    Request::new("PUT", path)
}

const fn delete(path: &'static str) -> Request {
    Request::new("DELETE", path)
}

/// `Allow` of `<base>` (index, create).
const COLLECTION: &str = "GET, HEAD, POST";
/// `Allow` of `<base>/{id}` with all seven actions (show, update, destroy).
const MEMBER: &str = "GET, HEAD, PUT, DELETE";
/// `Allow` of `<base>/new_form` and `<base>/{id}/edit_form`.
const FORM_PAGE: &str = "GET, HEAD";
/// `Allow` of `/admin/book_reviews/{id}`: `only(index, create, show, destroy)`.
const REVIEW: &str = "GET, HEAD, DELETE";

const OVERRIDE: &str = "X-HTTP-Method-Override";

/// The header the block filter answers 403 to.
const BLOCK: &[(&str, &str)] = &[("X-Block", "1")];

/// Every case, grouped by the rule it checks.
pub const CASES: &[Case] = &[
    // PhotosController, all seven actions.
    get("/photos").ok("PhotosController#index self=/photos"),
    get("/photos/new_form").ok("PhotosController#new_form self=/photos/new_form"),
    post("/photos").ok("PhotosController#create self=/photos"),
    get("/photos/1").ok("PhotosController#show id=1 self=/photos/1"),
    get("/photos/1/edit_form").ok("PhotosController#edit_form id=1 self=/photos/1/edit_form"),
    put("/photos/1").ok("PhotosController#update id=1 self=/photos/1"),
    delete("/photos/1").ok("PhotosController#destroy id=1 self=/photos/1"),
    // Custom actions (guide 8.1): a collection action and two member actions, static segments
    // beside the seven's; HEAD, 405 and `Allow` as for the seven.
    get("/photos/search").ok("PhotosController#search self=/photos/search"),
    head("/photos/search").ok("PhotosController#search self=/photos/search"),
    post("/photos/search").not_allowed(FORM_PAGE),
    post("/photos/1/publish").ok("PhotosController#publish id=1 self=/photos/1/publish"),
    delete("/photos/1/unpublish").ok("PhotosController#unpublish id=1 self=/photos/1/unpublish"),
    get("/photos/1/publish").not_allowed("POST"),
    post("/photos/1/unpublish").not_allowed("DELETE"),
    post("/photos/1/publish")
        .form("_method=DELETE")
        .not_allowed("POST"),
    // A collection name in the place of an id: the member action of the id `search`, whose
    // link escapes it.
    post("/photos/search/publish")
        .ok("PhotosController#publish id=search self=/photos/%73earch/publish"),
    get("/photos/publish").ok("PhotosController#show id=publish self=/photos/publish"),
    post("/photos/1/publishing").fallback(),
    // A singular resource (guide 8.2): six actions and a member action, and no id.
    get("/profile").ok("ProfileController#show self=/profile"),
    head("/profile").ok("ProfileController#show self=/profile"),
    get("/profile/new_form").ok("ProfileController#new_form self=/profile/new_form"),
    post("/profile").ok("ProfileController#create self=/profile"),
    get("/profile/edit_form").ok("ProfileController#edit_form self=/profile/edit_form"),
    put("/profile").ok("ProfileController#update self=/profile"),
    delete("/profile/").ok("ProfileController#destroy self=/profile"),
    post("/profile").form("_method=PUT").ok("ProfileController#update self=/profile"),
    post("/profile/verify").ok("ProfileController#verify self=/profile/verify"),
    get("/profile/verify").not_allowed("POST"),
    Request::new("PATCH", "/profile").not_allowed("GET, HEAD, POST, PUT, DELETE"),
    get("/profile/1").fallback(),
    get("/profile/1/edit_form").fallback(),
    // Nested (guide 4): CommentsController, nested, all seven; params in path order, `id` last.
    get("/photos/1/comments").ok("CommentsController#index photo_id=1 self=/photos/1/comments"),
    get("/photos/1/comments/new_form")
        .ok("CommentsController#new_form photo_id=1 self=/photos/1/comments/new_form"),
    post("/photos/1/comments").ok("CommentsController#create photo_id=1 self=/photos/1/comments"),
    get("/photos/1/comments/2")
        .ok("CommentsController#show photo_id=1 id=2 self=/photos/1/comments/2"),
    get("/photos/1/comments/2/edit_form")
        .ok("CommentsController#edit_form photo_id=1 id=2 self=/photos/1/comments/2/edit_form"),
    put("/photos/1/comments/2")
        .ok("CommentsController#update photo_id=1 id=2 self=/photos/1/comments/2"),
    delete("/photos/1/comments/2")
        .ok("CommentsController#destroy photo_id=1 id=2 self=/photos/1/comments/2"),
    get("/photos/abc/comments/xyz")
        .ok("CommentsController#show photo_id=abc id=xyz self=/photos/abc/comments/xyz"),
    // Attributes (guide 2): BookReviewsController, prefix `/admin`, only(index, create, show, destroy).
    get("/admin/book_reviews").ok("BookReviewsController#index self=/admin/book_reviews"),
    post("/admin/book_reviews").ok("BookReviewsController#create self=/admin/book_reviews"),
    get("/admin/book_reviews/7").ok("BookReviewsController#show id=7 self=/admin/book_reviews/7"),
    delete("/admin/book_reviews/7")
        .ok("BookReviewsController#destroy id=7 self=/admin/book_reviews/7"),
    head("/admin/book_reviews/7").ok("BookReviewsController#show id=7 self=/admin/book_reviews/7"),
    // Its missing actions: `update` has the template of `show`, so 405; `new_form` is not a
    // static template, so it is an id (routing 2.4); `edit_form` has no template at all, so 404.
    put("/admin/book_reviews/7").not_allowed(REVIEW),
    Request::new("PATCH", "/admin/book_reviews/7").not_allowed(REVIEW),
    get("/admin/book_reviews/new_form")
        .ok("BookReviewsController#show id=new_form self=/admin/book_reviews/new_form"),
    post("/admin/book_reviews/new_form").not_allowed(REVIEW),
    get("/admin/book_reviews/7/edit_form").fallback(),
    put("/admin/book_reviews").not_allowed(COLLECTION),
    delete("/admin/book_reviews").not_allowed(COLLECTION),
    // A prefix alone is no template, and the resource is not found without its prefix.
    get("/admin").fallback(),
    get("/book_reviews").fallback(),
    // Routes of any shape (guide 8.3): PagesController (`only()`, `routes(get(home = "/"),
    // get(about = "/about"), get(asset = "/assets/{*path}"))`), UsersController
    // (`param = "username"`, `only(index, show)`, `routes(get(profile = "/~{username}"))`).
    get("/").ok("PagesController#home self=/"),
    head("/").ok("PagesController#home self=/"),
    // One trailing `/` is ignored on the root too: `//` is `/`, and `///` has an empty segment.
    get("//").ok("PagesController#home self=/"),
    get("///").fallback(),
    get("/?page=2").ok("PagesController#home self=/"),
    post("/").not_allowed(FORM_PAGE),
    Request::new("PATCH", "/").not_allowed(FORM_PAGE),
    get("/about").ok("PagesController#about self=/about"),
    get("/about/").ok("PagesController#about self=/about"),
    head("/about").ok("PagesController#about self=/about"),
    post("/about").not_allowed(FORM_PAGE),
    delete("/about").not_allowed(FORM_PAGE),
    post("/about").form("_method=PUT").not_allowed(FORM_PAGE),
    get("/about/x").fallback(),
    get("/About").fallback(),
    get("/%61bout").fallback(),
    // A catch-all takes one segment or more, keeps its `/`, and decodes segment by segment.
    get("/assets/site.css").ok("PagesController#asset path=site.css self=/assets/site.css"),
    get("/assets/css/site.css")
        .ok("PagesController#asset path=css/site.css self=/assets/css/site.css"),
    get("/assets/css/site.css/")
        .ok("PagesController#asset path=css/site.css self=/assets/css/site.css"),
    head("/assets/css/site.css")
        .ok("PagesController#asset path=css/site.css self=/assets/css/site.css"),
    get("/assets/caf%C3%A9/a%20b.css")
        .ok("PagesController#asset path=café/a b.css self=/assets/caf%C3%A9/a%20b.css"),
    get("/assets/a%2Fb").ok("PagesController#asset path=a/b self=/assets/a/b"),
    get("/assets/100%25/x").ok("PagesController#asset path=100%/x self=/assets/100%25/x"),
    get("/assets/%2E%2E/x").ok("PagesController#asset path=../x self=/assets/%2E./x"),
    get("/assets").fallback(),
    get("/assets/").fallback(),
    get("/assets//x").fallback(),
    get("/assets/css/../x").fallback(),
    get("/assets/./x").fallback(),
    get("/assets/%zz").bad_request("path"),
    get("/assets/css/%FF.css").bad_request("path"),
    post("/assets/css/site.css").not_allowed(FORM_PAGE),
    // A param with a static suffix: its value is what comes before it, one character or more.
    get("/logos/ada.png").ok("PagesController#logo name=ada self=/logos/ada.png"),
    head("/logos/ada.png/").ok("PagesController#logo name=ada self=/logos/ada.png"),
    get("/logos/a.b.png").ok("PagesController#logo name=a.b self=/logos/a.b.png"),
    get("/logos/caf%C3%A9.png").ok("PagesController#logo name=café self=/logos/caf%C3%A9.png"),
    post("/logos/ada.png").not_allowed(FORM_PAGE),
    get("/logos/.png").fallback(),
    get("/logos/ada.PNG").fallback(),
    get("/logos/%zz.png").bad_request("name"),
    // A path of the template's segment count that is not of its shape: no route, whatever the
    // method, and no `Allow` (axum's router holds no suffix, so it takes these to restful).
    get("/logos/ada").fallback(),
    post("/logos/ada").fallback(),
    delete("/logos/ada.jpg").fallback(),
    Request::new("PATCH", "/logos/ada").fallback(),
    // The own id under another name: `{username}` in `/users/{username}` and in `/~{username}`.
    get("/users").ok("UsersController#index self=/users"),
    get("/users/ada").ok("UsersController#show username=ada self=/users/ada"),
    head("/users/ada/").ok("UsersController#show username=ada self=/users/ada"),
    get("/users/caf%C3%A9").ok("UsersController#show username=café self=/users/caf%C3%A9"),
    put("/users/ada").not_allowed(FORM_PAGE),
    post("/users").not_allowed(FORM_PAGE),
    get("/users/ada/edit_form").fallback(),
    get("/~ada").ok("UsersController#profile username=ada self=/~ada"),
    get("/~ada/").ok("UsersController#profile username=ada self=/~ada"),
    head("/~ada").ok("UsersController#profile username=ada self=/~ada"),
    get("/~caf%C3%A9").ok("UsersController#profile username=café self=/~caf%C3%A9"),
    get("/~a%2Fb").ok("UsersController#profile username=a/b self=/~a%2Fb"),
    get("/~").fallback(),
    get("/~ada/x").fallback(),
    get("/%7Eada").fallback(),
    get("/~%zz").bad_request("username"),
    post("/~ada").not_allowed(FORM_PAGE),
    delete("/~ada").anonymous().headers(BLOCK).not_allowed(FORM_PAGE),
    // Routing 2.3, 2.4: static segments byte for byte; the template chosen by the path alone.
    get("/Photos").fallback(),
    get("/photos/NEW_FORM").ok("PhotosController#show id=NEW_FORM self=/photos/NEW_FORM"),
    get("/photos/edit_form").ok("PhotosController#show id=edit_form self=/photos/edit_form"),
    get("/photos/new_form/edit_form")
        .ok("PhotosController#edit_form id=new_form self=/photos/%6Eew_form/edit_form"),
    get("/photos/new_form/comments")
        .ok("CommentsController#index photo_id=new_form self=/photos/new_form/comments"),
    get("/photos/1/2").fallback(),
    get("/photos/1/edit_form/x").fallback(),
    get("/photos/1/comments/2/3").fallback(),
    get("/videos").fallback(),
    // Routing 2.3: static segments are never decoded, by restful nor by the stack before it.
    get("/%70hotos").fallback(),
    get("/photos/1/%63omments").fallback(),
    get("/admin/book%5Freviews").fallback(),
    get("/photos/new%5Fform").ok("PhotosController#show id=new_form self=/photos/%6Eew_form"),
    // Routing 2.6: every param percent-decoded on its own; `self` re-encoded as `path_for` does.
    get("/photos/a%2Fb").ok("PhotosController#show id=a/b self=/photos/a%2Fb"),
    get("/photos/a%2fb").ok("PhotosController#show id=a/b self=/photos/a%2Fb"),
    get("/photos/a%20b").ok("PhotosController#show id=a b self=/photos/a%20b"),
    get("/photos/caf%C3%A9").ok("PhotosController#show id=café self=/photos/caf%C3%A9"),
    get("/photos/100%25").ok("PhotosController#show id=100% self=/photos/100%25"),
    get("/photos/a+b").ok("PhotosController#show id=a+b self=/photos/a+b"),
    get("/photos/a%3Fb").ok("PhotosController#show id=a?b self=/photos/a%3Fb"),
    get("/photos/a%23b").ok("PhotosController#show id=a#b self=/photos/a%23b"),
    get("/photos/%6Eew_form").ok("PhotosController#show id=new_form self=/photos/%6Eew_form"),
    get("/photos/1%2F").ok("PhotosController#show id=1/ self=/photos/1%2F"),
    put("/photos/%E2%9C%93").ok("PhotosController#update id=✓ self=/photos/%E2%9C%93"),
    get("/photos/a%2Fb/edit_form")
        .ok("PhotosController#edit_form id=a/b self=/photos/a%2Fb/edit_form"),
    get("/photos/caf%C3%A9/comments/a%2Fb")
        .ok("CommentsController#show photo_id=café id=a/b self=/photos/caf%C3%A9/comments/a%2Fb"),
    delete("/photos/a%2Fb/comments/%25")
        .ok("CommentsController#destroy photo_id=a/b id=% self=/photos/a%2Fb/comments/%25"),
    // Routing 2.6: an id keeps its dots; a raw `.` or `..` segment is never a param (404); an
    // encoded dot is an ordinary id.
    get("/photos/1.json").ok("PhotosController#show id=1.json self=/photos/1.json"),
    get("/photos/report.final.pdf")
        .ok("PhotosController#show id=report.final.pdf self=/photos/report.final.pdf"),
    get("/photos/...").ok("PhotosController#show id=... self=/photos/..."),
    get("/photos/.hidden").ok("PhotosController#show id=.hidden self=/photos/.hidden"),
    get("/photos/.").fallback(),
    get("/photos/..").fallback(),
    delete("/photos/..").fallback(),
    get("/photos/../edit_form").fallback(),
    get("/photos/../comments").fallback(),
    get("/photos/1/comments/.").fallback(),
    get("/photos/%2E").ok("PhotosController#show id=. self=/photos/%2E"),
    get("/photos/%2e%2e").ok("PhotosController#show id=.. self=/photos/%2E."),
    // Routing 2.6: a malformed escape, or bytes that are not UTF-8, in any param: 400.
    get("/photos/%zz").bad_request("id"),
    get("/photos/50%").bad_request("id"),
    get("/photos/%4").bad_request("id"),
    get("/photos/%FF").bad_request("id"),
    get("/photos/%C3").bad_request("id"),
    get("/photos/%zz/edit_form").bad_request("id"),
    get("/photos/%zz/comments").bad_request("photo_id"),
    delete("/photos/1/comments/%FF").bad_request("id"),
    put("/photos/caf%C3/comments/%A9").bad_request("photo_id"),
    // Routing 2: the method before the params, dot segments before decoding.
    Request::new("PATCH", "/photos/%zz").not_allowed(MEMBER),
    Request::new("PATCH", "/photos/..").not_allowed(MEMBER),
    get("/photos/%zz/comments/..").fallback(),
    // Routing 2.5: HEAD runs the GET handler and sends no body.
    head("/photos").ok("PhotosController#index self=/photos"),
    head("/photos/1").ok("PhotosController#show id=1 self=/photos/1"),
    head("/photos/new_form").ok("PhotosController#new_form self=/photos/new_form"),
    head("/photos/caf%C3%A9/comments/2/edit_form").ok(
        "CommentsController#edit_form photo_id=café id=2 self=/photos/caf%C3%A9/comments/2/edit_form",
    ),
    head("/photos/%zz").bad_request("id"),
    head("/photos/1/2").fallback(),
    // Routing 2.5: a template without a route for the method is 405, with the template's methods in
    // the order GET, HEAD, POST, PUT, DELETE.
    post("/photos/1").not_allowed(MEMBER),
    put("/photos").not_allowed(COLLECTION),
    delete("/photos").not_allowed(COLLECTION),
    Request::new("PATCH", "/photos/1").not_allowed(MEMBER),
    Request::new("PATCH", "/photos").not_allowed(COLLECTION),
    Request::new("OPTIONS", "/photos").not_allowed(COLLECTION),
    Request::new("OPTIONS", "/photos/1/edit_form").not_allowed(FORM_PAGE),
    Request::new("PROPFIND", "/photos/1").not_allowed(MEMBER),
    // Methods are case-sensitive (RFC 9110 §9.1): `get` is another verb.
    Request::new("get", "/photos").not_allowed(COLLECTION),
    delete("/photos/new_form").not_allowed(FORM_PAGE),
    put("/photos/1/edit_form").not_allowed(FORM_PAGE),
    post("/photos/1/comments/2/edit_form").not_allowed(FORM_PAGE),
    delete("/photos/1/comments").not_allowed(COLLECTION),
    Request::new("PATCH", "/photos/1/comments/2").not_allowed(MEMBER),
    // Routing 2.2: one trailing `/` is ignored (and `self` has none); other empty segments are 404.
    get("/photos/").ok("PhotosController#index self=/photos"),
    get("/photos/1/").ok("PhotosController#show id=1 self=/photos/1"),
    get("/photos/1/edit_form/").ok("PhotosController#edit_form id=1 self=/photos/1/edit_form"),
    post("/photos/1/comments/").ok("CommentsController#create photo_id=1 self=/photos/1/comments"),
    head("/photos/1/comments/2/")
        .ok("CommentsController#show photo_id=1 id=2 self=/photos/1/comments/2"),
    get("/photos//").fallback(),
    get("/photos//1").fallback(),
    get("/photos/1//").fallback(),
    // Below a prefix too: `/api//photos` is `//photos` below `/api`, not `/photos`.
    get("//photos").fallback(),
    // Routing 2.1: the query is ignored by routing, and never decoded.
    get("/photos?page=2").ok("PhotosController#index self=/photos"),
    get("/photos/1?next=/photos/2").ok("PhotosController#show id=1 self=/photos/1"),
    get("/photos/?sort=asc").ok("PhotosController#index self=/photos"),
    get("/photos/1/comments/2?q=%zz")
        .ok("CommentsController#show photo_id=1 id=2 self=/photos/1/comments/2"),
    // MethodOverride (integrations 4.1): a POST's urlencoded `_method` field (any case, name and value
    // form-decoded), or its `X-HTTP-Method-Override` header, looked at first.
    post("/photos/1").form("_method=DELETE").ok("PhotosController#destroy id=1 self=/photos/1"),
    post("/photos/1").form("title=Tea&_method=put").ok("PhotosController#update id=1 self=/photos/1"),
    post("/photos/1").form("%5Fmethod=Put").ok("PhotosController#update id=1 self=/photos/1"),
    post("/photos/1")
        .body("application/x-www-form-urlencoded; charset=UTF-8", "_method=delete")
        .ok("PhotosController#destroy id=1 self=/photos/1"),
    post("/photos/1/comments/2")
        .form("_method=delete")
        .ok("CommentsController#destroy photo_id=1 id=2 self=/photos/1/comments/2"),
    post("/photos/1")
        .headers(&[(OVERRIDE, "put")])
        .ok("PhotosController#update id=1 self=/photos/1"),
    post("/photos/1")
        .headers(&[("x-http-method-override", "DELETE")])
        .ok("PhotosController#destroy id=1 self=/photos/1"),
    post("/admin/book_reviews/7")
        .headers(&[(OVERRIDE, "Delete")])
        .ok("BookReviewsController#destroy id=7 self=/admin/book_reviews/7"),
    post("/photos/1")
        .headers(&[(OVERRIDE, "DELETE")])
        .form("_method=PUT")
        .ok("PhotosController#destroy id=1 self=/photos/1"),
    post("/photos/1")
        .form("_method=DELETE&_method=PUT")
        .ok("PhotosController#destroy id=1 self=/photos/1"),
    post("/photos/1")
        .body("Application/X-WWW-Form-Urlencoded", "_method=PUT")
        .ok("PhotosController#update id=1 self=/photos/1"),
    post("/photos/1")
        .chunked()
        .form("title=Tea&_method=delete")
        .ok("PhotosController#destroy id=1 self=/photos/1"),
    post("/photos/1")
        .headers(&[("Expect", "100-continue")])
        .form("_method=PUT")
        .ok("PhotosController#update id=1 self=/photos/1"),
    // The override asks for PATCH, which no restful route has: 405.
    post("/photos/1").headers(&[(OVERRIDE, "PATCH")]).not_allowed(MEMBER),
    post("/photos/1").form("_method=patch").not_allowed(MEMBER),
    // Nothing else overrides: not GET or POST as the asked method, not another field, not a
    // body that is not a form, not a method but POST, and never the query string.
    post("/photos").form("_method=GET").ok("PhotosController#create self=/photos"),
    post("/photos/1").form("method=DELETE").not_allowed(MEMBER),
    post("/photos/1").headers(&[(OVERRIDE, "GET")]).not_allowed(MEMBER),
    post("/photos/1").body("text/plain", "_method=DELETE").not_allowed(MEMBER),
    put("/photos/1").form("_method=DELETE").ok("PhotosController#update id=1 self=/photos/1"),
    get("/photos/1")
        .headers(&[(OVERRIDE, "DELETE")])
        .ok("PhotosController#show id=1 self=/photos/1"),
    post("/photos/1?_method=DELETE").not_allowed(MEMBER),
    post("/photos/1?_method=PUT").form("title=Tea").not_allowed(MEMBER),
    post("/photos?_method=DELETE").ok("PhotosController#create self=/photos"),
    // MethodOverride: the form is read up to 2 MiB; a longer one is 413, whatever it asks for. With the
    // header, the body is not read at all.
    post("/photos/1")
        .padded_form("_method=DELETE", FORM_LIMIT)
        .ok("PhotosController#destroy id=1 self=/photos/1"),
    post("/photos/1").padded_form("_method=DELETE", FORM_LIMIT + 1).too_large(),
    post("/photos").padded_form("title=Tea", FORM_LIMIT + 1).too_large(),
    post("/photos/1")
        .chunked()
        .padded_form("_method=DELETE", FORM_LIMIT)
        .ok("PhotosController#destroy id=1 self=/photos/1"),
    post("/photos/1")
        .chunked()
        .padded_form("_method=DELETE", FORM_LIMIT + 1)
        .too_large(),
    post("/photos/1")
        .headers(&[(OVERRIDE, "DELETE")])
        .padded_form("_method=PUT", FORM_LIMIT + 1)
        .ok("PhotosController#destroy id=1 self=/photos/1"),
    // A form the override cannot read (a malformed chunk) is 400, whatever it asks for.
    post("/photos/1").broken_chunks().form("_method=DELETE").unreadable(),
    post("/photos").broken_chunks().form("title=Tea").unreadable(),
    // Filters (guide 9): the login on PhotosController's writes and on BookReviewsController
    // but for index and show, then the block filter on every action of PhotosController.
    post("/photos").anonymous().unauthorized(),
    post("/photos").user("").unauthorized(),
    put("/photos/1").anonymous().unauthorized(),
    delete("/photos/1").anonymous().unauthorized(),
    post("/photos/1/publish").anonymous().unauthorized(),
    delete("/photos/1/unpublish").anonymous().unauthorized(),
    get("/photos").anonymous().ok("PhotosController#index self=/photos"),
    get("/photos/1").anonymous().ok("PhotosController#show id=1 self=/photos/1"),
    get("/photos/search").anonymous().ok("PhotosController#search self=/photos/search"),
    get("/photos/1/edit_form")
        .anonymous()
        .ok("PhotosController#edit_form id=1 self=/photos/1/edit_form"),
    // The first declared sees the request first: the login before the block.
    post("/photos").anonymous().headers(BLOCK).unauthorized(),
    post("/photos").headers(BLOCK).forbidden(),
    get("/photos/1").anonymous().headers(BLOCK).forbidden(),
    post("/photos/1/publish").headers(BLOCK).forbidden(),
    // HEAD runs the filters of its GET action.
    head("/photos/1").headers(BLOCK).forbidden(),
    head("/photos/search").anonymous().ok("PhotosController#search self=/photos/search"),
    // The override runs the filters of the action it reaches.
    post("/photos/1").form("_method=DELETE").anonymous().unauthorized(),
    post("/photos/1")
        .headers(&[(OVERRIDE, "PUT"), ("X-Block", "1")])
        .forbidden(),
    post("/admin/book_reviews/7")
        .headers(&[(OVERRIDE, "DELETE")])
        .anonymous()
        .unauthorized(),
    // No filter on a 404; 405 and 400 before any filter.
    get("/photos/1/2").anonymous().headers(BLOCK).fallback(),
    Request::new("PATCH", "/photos/1")
        .anonymous()
        .headers(BLOCK)
        .not_allowed(MEMBER),
    post("/photos/1").anonymous().not_allowed(MEMBER),
    get("/photos/%zz").headers(BLOCK).bad_request("id"),
    delete("/photos/%zz").anonymous().bad_request("id"),
    // BookReviewsController: everything but index and show needs the login.
    post("/admin/book_reviews").anonymous().unauthorized(),
    delete("/admin/book_reviews/7").anonymous().unauthorized(),
    get("/admin/book_reviews")
        .anonymous()
        .headers(BLOCK)
        .ok("BookReviewsController#index self=/admin/book_reviews"),
    get("/admin/book_reviews/7")
        .anonymous()
        .ok("BookReviewsController#show id=7 self=/admin/book_reviews/7"),
    // No filter on CommentsController or ProfileController.
    delete("/photos/1/comments/2")
        .anonymous()
        .headers(BLOCK)
        .ok("CommentsController#destroy photo_id=1 id=2 self=/photos/1/comments/2"),
    post("/profile/verify")
        .anonymous()
        .headers(BLOCK)
        .ok("ProfileController#verify self=/profile/verify"),
    // The app's own answers (integrations 4.1, `on_rejection`): to `Accept: application/json`,
    // every refusal of the router and of the override is the app's JSON, and a 405 keeps its
    // `Allow`; OPTIONS stays a 405; a 404 is the app's fallback, JSON or not.
    Request::new("PATCH", "/photos/1").json().not_allowed(MEMBER),
    delete("/photos").json().not_allowed(COLLECTION),
    Request::new("OPTIONS", "/photos").json().not_allowed(COLLECTION),
    Request::new("OPTIONS", "/photos/1/edit_form").json().not_allowed(FORM_PAGE),
    post("/about").json().not_allowed(FORM_PAGE),
    get("/profile/verify").json().not_allowed("POST"),
    head("/photos/search").json().ok("PhotosController#search self=/photos/search"),
    Request::new("PATCH", "/photos/%zz").json().not_allowed(MEMBER),
    post("/photos/1").json().anonymous().not_allowed(MEMBER),
    get("/photos/%zz").json().bad_request("id"),
    head("/photos/%zz").json().bad_request("id"),
    put("/photos/caf%C3/comments/%A9").json().bad_request("photo_id"),
    get("/assets/%zz").json().bad_request("path"),
    get("/photos/1").json().ok("PhotosController#show id=1 self=/photos/1"),
    post("/photos").json().anonymous().unauthorized(),
    get("/photos/1").json().headers(BLOCK).forbidden(),
    post("/photos/1").json().form("_method=patch").not_allowed(MEMBER),
    post("/photos/1").json().form("_method=DELETE").ok("PhotosController#destroy id=1 self=/photos/1"),
    post("/photos/1")
        .json()
        .padded_form("_method=DELETE", FORM_LIMIT + 1)
        .too_large(),
    post("/photos/1")
        .json()
        .chunked()
        .padded_form("_method=DELETE", FORM_LIMIT + 1)
        .too_large(),
    post("/photos/1").json().broken_chunks().form("_method=DELETE").unreadable(),
    get("/photos/1/2").json().fallback(),
    get("/photos/..").json().fallback(),
    get("/videos").json().fallback(),
    // An extractor's refusal: `TicketsController#show` reads its id as `Id<u64>`; an id that
    // does not parse is no such resource, the app's fallback, JSON or not.
    get("/tickets").ok("TicketsController#index self=/tickets"),
    get("/tickets/7").ok("TicketsController#show id=7 self=/tickets/7"),
    head("/tickets/7").ok("TicketsController#show id=7 self=/tickets/7"),
    get("/tickets/007/").ok("TicketsController#show id=007 self=/tickets/007"),
    get("/tickets/abc").fallback(),
    get("/tickets/abc").json().fallback(),
    head("/tickets/abc").fallback(),
    get("/tickets/-1").fallback(),
    get("/tickets/%37").ok("TicketsController#show id=7 self=/tickets/7"),
    get("/tickets/18446744073709551616").fallback(),
    get("/tickets/%zz").json().bad_request("id"),
    delete("/tickets/7").not_allowed(FORM_PAGE),
    delete("/tickets/abc").json().not_allowed(FORM_PAGE),
    post("/tickets").json().not_allowed(FORM_PAGE),
    // Typed params: `SeatsController`'s own id is a `u8` (`id = u8`), so a path whose id is no
    // `u8` is not its route: no such resource, whatever the method (PATCH too, not a 405), the
    // app's fallback. Its handlers read both ids at once, `Ids<(u64, u8)>` (the ticket's id is
    // untyped: `Ids` refuses `abc` as a `u64`, the fallback too).
    get("/tickets/7/seats").ok("SeatsController#index ticket_id=7 self=/tickets/7/seats"),
    get("/tickets/7/seats/3")
        .ok("SeatsController#show ticket_id=7 id=3 self=/tickets/7/seats/3"),
    head("/tickets/7/seats/255")
        .ok("SeatsController#show ticket_id=7 id=255 self=/tickets/7/seats/255"),
    get("/tickets/7/seats/%33").ok("SeatsController#show ticket_id=7 id=3 self=/tickets/7/seats/3"),
    get("/tickets/7/seats/256").fallback(),
    get("/tickets/7/seats/03").fallback(),
    get("/tickets/7/seats/+3").fallback(),
    get("/tickets/7/seats/x").json().fallback(),
    get("/tickets/7/seats/%zz").fallback(),
    delete("/tickets/7/seats/x").fallback(),
    Request::new("PATCH", "/tickets/7/seats/x").fallback(),
    Request::new("PATCH", "/tickets/7/seats/3").not_allowed(FORM_PAGE),
    get("/tickets/abc/seats").fallback(),
    get("/tickets/abc/seats/3").json().fallback(),
    // The app's own routes and fallback, at the root whatever the mount.
    get("/health").scope(Scope::App).ok("ok"),
    head("/health").scope(Scope::App).ok("ok"),
    get("/nope").scope(Scope::App).fallback(),
    post("/nope").scope(Scope::App).fallback(),
    delete("/nope/1").scope(Scope::App).fallback(),
    head("/nope").scope(Scope::App).fallback(),
    // The override wraps the whole app: before routing, so before the fallback too.
    post("/nope")
        .scope(Scope::App)
        .padded_form("_method=DELETE", FORM_LIMIT + 1)
        .too_large(),
    post("/nope")
        .scope(Scope::App)
        .json()
        .padded_form("_method=DELETE", FORM_LIMIT + 1)
        .too_large(),
    get("/nope").scope(Scope::App).json().fallback(),
    // Mounted below a prefix (integrations 4.1): restful paths outside it go to the fallback (not 405), and
    // the app's paths are not below it.
    get("/photos").scope(Scope::AppWhenMounted).fallback(),
    get("/photos/1/comments/2").scope(Scope::AppWhenMounted).fallback(),
    Request::new("PATCH", "/photos/1").scope(Scope::AppWhenMounted).fallback(),
    post("/photos/1").scope(Scope::AppWhenMounted).form("_method=DELETE").fallback(),
    get("/health").scope(Scope::PrefixWhenMounted).fallback(),
    get("/").scope(Scope::AppWhenMounted).fallback(),
    get("/about").scope(Scope::AppWhenMounted).fallback(),
    get("/~ada").scope(Scope::AppWhenMounted).fallback(),
    Request::new("PATCH", "/photos/1")
        .scope(Scope::AppWhenMounted)
        .json()
        .fallback(),
    get("/assets/css/site.css").scope(Scope::AppWhenMounted).fallback(),
    // The root route answers the prefix itself, and the prefix with `/` (`get("/")` above);
    // its link is the prefix with `/`.
    get("").scope(Scope::PrefixWhenMounted).ok("PagesController#home self=/"),
    head("").scope(Scope::PrefixWhenMounted).ok("PagesController#home self=/"),
    get("?page=2").scope(Scope::PrefixWhenMounted).ok("PagesController#home self=/"),
    post("").scope(Scope::PrefixWhenMounted).not_allowed(FORM_PAGE),
    post("").scope(Scope::PrefixWhenMounted).json().not_allowed(FORM_PAGE),
    get("x/photos").scope(Scope::PrefixWhenMounted).fallback(),
];
