//! The document of a registry, and what a user attaches to its operations.

use std::any::TypeId;
use std::borrow::Cow;
use std::collections::{HashMap, HashSet};
use std::fmt;

use restful_core::adapter::MountedRoute;
use restful_core::http::StatusCode;
use restful_core::{
    Action, Controller, Method, RecognizeError, Registry, Restful, Segment, Template,
};
use utoipa::ToSchema;
use utoipa::openapi::path::{HttpMethod, Operation, PathItem};
use utoipa::openapi::request_body::RequestBodyBuilder;
use utoipa::openapi::security::{SecurityRequirement, SecurityScheme};
use utoipa::openapi::tag::TagBuilder;
use utoipa::openapi::{Components, Info, OpenApi, Paths, RefOr, Required, Response};

use crate::body::Body;
use crate::guard::Guard;
use crate::operation::{id_base, operation};

/// The OpenAPI 3.1 document of a [`Registry`], to which schemas are attached by controller and
/// action, never by path.
///
/// [`Document::new`] lists every route of the registry, as [`openapi`](crate::openapi) does,
/// with the errors restful answers by itself (400, 404, 405: plain text, and `Allow` for the
/// 405; [the crate docs](crate#the-errors-restful-answers-by-itself) say which operation gets
/// which);
/// [`response`](Document::response), [`request_body`](Document::request_body) and
/// [`operation`](Document::operation) then describe what a chosen controller's action takes
/// and answers. [`into_openapi`](Document::into_openapi) gives utoipa's [`OpenApi`], to merge
/// into a `#[derive(utoipa::OpenApi)]` document and to serve with the utoipa tools.
///
/// ```rust,standalone_crate
/// use restful_core::http::StatusCode;
/// use restful_core::{Action, Registry, Restful};
/// use restful_openapi::{Body, Document};
/// use utoipa::ToSchema;
/// use utoipa::openapi::Info;
///
/// #[derive(Restful)]
/// #[restful(only(index, create, show))]
/// struct PhotosController;
///
/// /// A photo of the album.
/// #[derive(ToSchema)]
/// struct Photo {
///     id: u64,
///     title: String,
/// }
///
/// /// What `create` takes.
/// #[derive(ToSchema)]
/// struct NewPhoto {
///     title: String,
/// }
///
/// let registry = Registry::new([PhotosController::CONTROLLER]).unwrap();
/// let api = Document::new(&registry)
///     .info(Info::new("Photo album", "1.0.0"))
///     .response::<PhotosController>(Action::Index, StatusCode::OK, Body::json_array::<Photo>())
///     .response::<PhotosController>(Action::Show, StatusCode::OK, Body::json::<Photo>())
///     .request_body::<PhotosController>(Action::Create, Body::json::<NewPhoto>())
///     .response::<PhotosController>(Action::Create, StatusCode::CREATED, Body::json::<Photo>())
///     .into_openapi();
///
/// let show = api.paths.get_path_operation("/photos/{id}", utoipa::openapi::HttpMethod::Get).unwrap();
/// assert_eq!(show.operation_id.as_deref(), Some("photos_show"));
/// let schemas = &api.components.as_ref().unwrap().schemas;
/// assert!(schemas.contains_key("Photo") && schemas.contains_key("NewPhoto"));
/// ```
#[derive(Clone)]
pub struct Document {
    openapi: OpenApi,
    /// Where each operation is in `openapi.paths`.
    operations: HashMap<(TypeId, Action), (Cow<'static, str>, Method)>,
}

impl Document {
    /// The document of every route of `registry`: one operation per route (HEAD is not
    /// listed), its `operationId`, tag, summary, path params, default response and the errors
    /// restful answers by itself (405 with `Allow` on every operation, 400 and 404 where the
    /// path has params; [the crate docs](crate#the-errors-restful-answers-by-itself)), as
    /// `docs/integrations.md` describes. The title is `"API"` and the version `"0.0.0"` until
    /// [`info`](Document::info) says otherwise.
    ///
    /// ```rust,standalone_crate
    /// use restful_core::{Registry, Restful};
    /// use restful_openapi::Document;
    /// use utoipa::openapi::{HttpMethod, RefOr};
    ///
    /// #[derive(Restful)]
    /// struct PhotosController;
    ///
    /// let registry = Registry::new([PhotosController::CONTROLLER]).unwrap();
    /// let api = Document::new(&registry).into_openapi();
    /// assert_eq!(api.paths.paths.len(), 4);   // /photos, /photos/new_form, /photos/{id}, /photos/{id}/edit_form
    ///
    /// let index = api.paths.get_path_operation("/photos", HttpMethod::Get).unwrap();
    /// assert_eq!(index.responses.responses.keys().collect::<Vec<_>>(), ["200", "405"]);
    /// let show = api.paths.get_path_operation("/photos/{id}", HttpMethod::Get).unwrap();
    /// assert_eq!(show.responses.responses.keys().collect::<Vec<_>>(), ["200", "400", "404", "405"]);
    /// let RefOr::T(refused) = &show.responses.responses["405"] else { unreachable!() };
    /// assert!(refused.content.contains_key("text/plain"));
    /// assert_eq!(
    ///     refused.headers["Allow"].description.as_deref(),
    ///     Some("The methods the path answers, comma-separated: `GET, HEAD, PUT, DELETE`")
    /// );
    /// ```
    pub fn new(registry: &Registry) -> Document {
        let bases = unique_bases(registry);
        let mut paths = Paths::new();
        let mut tags = Vec::with_capacity(bases.len());
        let mut operations = HashMap::new();
        for (controller, base) in registry.controllers().zip(bases) {
            for route in controller.routes() {
                let allow = allow(registry, route.path());
                let item =
                    PathItem::new(http_method(&route.method()), operation(route, &base, allow));
                let path = openapi_path(route.path());
                paths
                    .paths
                    .entry(path.clone().into_owned())
                    .or_default()
                    .merge_operations(item);
                operations.insert(
                    (controller.type_id(), route.action()),
                    (path, route.method()),
                );
            }
            tags.push(
                TagBuilder::new()
                    .name(base)
                    .description(Some(format!("`{}`", controller.type_name())))
                    .build(),
            );
        }
        let mut openapi = OpenApi::new(Info::new("API", "0.0.0"), paths);
        openapi.tags = (!tags.is_empty()).then_some(tags);
        Document {
            openapi,
            operations,
        }
    }

    /// Sets the document's `info`: its title, version, description...
    ///
    /// ```
    /// use restful_openapi::Document;
    /// use utoipa::openapi::Info;
    ///
    /// let registry = restful_core::Registry::new([]).unwrap();
    /// let api = Document::new(&registry).info(Info::new("Photo album", "2.1.0")).into_openapi();
    /// assert_eq!(api.info.title, "Photo album");
    /// ```
    #[must_use]
    pub fn info(mut self, info: Info) -> Document {
        self.openapi.info = info;
        self
    }

    /// Adds `body` to the response of `C`'s `action` with `status`: a new response, or one
    /// more media type of the response already there (the default one included, whose
    /// description stays). The schemas `body` names go to `components`.
    ///
    /// A status of restful's own errors (400, 404, 405) keeps restful's `text/plain` beside
    /// `body`, its description and its `Allow` header: restful still answers its text to the
    /// requests it refuses itself. [`operation`](Document::operation) takes it out, for an app
    /// that answers those itself.
    ///
    /// ```rust,standalone_crate
    /// use restful_core::http::StatusCode;
    /// use restful_core::{Action, Registry, Restful};
    /// use restful_openapi::{Body, Document};
    ///
    /// #[derive(Restful)]
    /// struct PhotosController;
    ///
    /// #[derive(utoipa::ToSchema)]
    /// struct Photo { title: String }
    ///
    /// let registry = Registry::new([PhotosController::CONTROLLER]).unwrap();
    /// let mut document = Document::new(&registry)
    ///     .response::<PhotosController>(Action::Show, StatusCode::OK, Body::json::<Photo>())
    ///     .response::<PhotosController>(Action::Show, StatusCode::OK, Body::html())
    ///     .response::<PhotosController>(Action::Show, StatusCode::NOT_FOUND, Body::html());
    ///
    /// let show = document.operation_mut(PhotosController::CONTROLLER, Action::Show).unwrap();
    /// let RefOr::T(ok) = &show.responses.responses["200"] else { unreachable!() };
    /// # use utoipa::openapi::RefOr;
    /// assert_eq!(ok.description, "The photo");
    /// assert_eq!(ok.content.keys().collect::<Vec<_>>(), ["application/json", "text/html"]);
    /// assert!(show.responses.responses.contains_key("404"));
    /// ```
    ///
    /// # Panics
    ///
    /// When the document's registry does not hold `C`, or `C` does not serve `action`: a
    /// mistake in the code, like a mount mistake, with the fix in the message.
    #[must_use]
    #[track_caller]
    pub fn response<C: Restful>(mut self, action: Action, status: StatusCode, body: Body) -> Self {
        self.add_components(body.components());
        let operation = self.expect_operation::<C>(action);
        let description = status.canonical_reason().unwrap_or(status.as_str());
        response_with(operation, status, description)
            .content
            .insert(body.media_type().to_owned(), body.to_content());
        self
    }

    /// Adds `body` to the request body of `C`'s `action` (required), one media type more on
    /// each call: `Body::json::<T>()` and `Body::form::<T>()` for a `create` that takes both.
    ///
    /// ```rust,standalone_crate
    /// use restful_core::{Action, Registry, Restful};
    /// use restful_openapi::{Body, Document};
    ///
    /// #[derive(Restful)]
    /// struct PhotosController;
    ///
    /// #[derive(utoipa::ToSchema)]
    /// struct NewPhoto { title: String }
    ///
    /// let registry = Registry::new([PhotosController::CONTROLLER]).unwrap();
    /// let mut document = Document::new(&registry)
    ///     .request_body::<PhotosController>(Action::Create, Body::json::<NewPhoto>())
    ///     .request_body::<PhotosController>(Action::Create, Body::form::<NewPhoto>());
    ///
    /// let create = document.operation_mut(PhotosController::CONTROLLER, Action::Create).unwrap();
    /// let body = create.request_body.as_ref().unwrap();
    /// assert_eq!(body.content.len(), 2);
    /// ```
    ///
    /// # Panics
    ///
    /// As [`response`](Document::response) does.
    #[must_use]
    #[track_caller]
    pub fn request_body<C: Restful>(mut self, action: Action, body: Body) -> Self {
        self.add_components(body.components());
        let operation = self.expect_operation::<C>(action);
        operation
            .request_body
            .get_or_insert_with(|| {
                RequestBodyBuilder::new()
                    .required(Some(Required::True))
                    .build()
            })
            .content
            .insert(body.media_type().to_owned(), body.to_content());
        self
    }

    /// Changes `C`'s `action` operation in place: a description, a security requirement, a
    /// response to take out... anything utoipa's [`Operation`] holds.
    ///
    /// ```rust,standalone_crate
    /// use restful_core::{Action, Registry, Restful};
    /// use restful_openapi::Document;
    ///
    /// #[derive(Restful)]
    /// struct PhotosController;
    ///
    /// let registry = Registry::new([PhotosController::CONTROLLER]).unwrap();
    /// let mut document = Document::new(&registry).operation::<PhotosController>(Action::Create, |create| {
    ///     create.description = Some("Uploads a photo; the form posts here too.".into());
    ///     // A form post is redirected to the photo, not answered with it.
    ///     create.responses.responses.remove("201");
    ///     create.responses.responses.insert("303".into(), utoipa::openapi::Response::new("See the photo").into());
    /// });
    /// let create = document.operation_mut(PhotosController::CONTROLLER, Action::Create).unwrap();
    /// assert!(create.responses.responses.contains_key("303"));
    /// ```
    ///
    /// The errors restful answers by itself are listed on every operation they can reach
    /// ([the crate docs](crate#the-errors-restful-answers-by-itself)). An app that answers one
    /// of them itself, or that does not want them listed, takes them out here, or on every
    /// operation at once with [`operation_mut`](Document::operation_mut):
    ///
    /// ```rust,standalone_crate
    /// use restful_core::http::StatusCode;
    /// use restful_core::{Action, Registry, Restful};
    /// use restful_openapi::{Body, Document};
    ///
    /// #[derive(Restful)]
    /// struct PhotosController;
    ///
    /// let registry = Registry::new([PhotosController::CONTROLLER]).unwrap();
    /// // The app's fallback answers its own 404 page to `/photos/..`: restful's text is not sent.
    /// let mut document = Document::new(&registry)
    ///     .response::<PhotosController>(Action::Show, StatusCode::NOT_FOUND, Body::html())
    ///     .operation::<PhotosController>(Action::Show, |show| {
    ///         if let Some(utoipa::openapi::RefOr::T(not_found)) = show.responses.responses.get_mut("404") {
    ///             not_found.content.shift_remove("text/plain");
    ///         }
    ///     });
    /// // No 405 listed anywhere.
    /// for route in registry.routes() {
    ///     if let Some(operation) = document.operation_mut(route.controller(), route.action()) {
    ///         operation.responses.responses.remove("405");
    ///     }
    /// }
    /// let show = document.operation_mut(PhotosController::CONTROLLER, Action::Show).unwrap();
    /// assert_eq!(show.responses.responses.keys().collect::<Vec<_>>(), ["200", "400", "404"]);
    /// ```
    ///
    /// # Panics
    ///
    /// As [`response`](Document::response) does.
    #[must_use]
    #[track_caller]
    pub fn operation<C: Restful>(
        mut self,
        action: Action,
        change: impl FnOnce(&mut Operation),
    ) -> Self {
        change(self.expect_operation::<C>(action));
        self
    }

    /// Marks every operation that a named filter guards, from the router's own list of its
    /// routes and their filters (`routes()` on each adapter's router): the guard's security
    /// schemes go to `components.securitySchemes` and to the operation's `security`, its
    /// answers to the operation's `responses`. The document follows the router: an action
    /// guarded later is documented as guarded without a word more.
    ///
    /// A filter whose name `guards` does not have (one that only adds a header, say) changes
    /// nothing; an unnamed one cannot be told apart, so name the filters the document should
    /// show.
    ///
    /// ```rust,standalone_crate
    /// use restful_core::adapter::{Filters, Mounts, Slots};
    /// use restful_core::http::StatusCode;
    /// use restful_core::{Action, Registry, Restful};
    /// use restful_openapi::{Document, Guard};
    /// use utoipa::openapi::security::{Http, HttpAuthScheme, SecurityScheme};
    /// use utoipa::openapi::HttpMethod;
    ///
    /// #[derive(Restful)]
    /// struct PhotosController;
    ///
    /// // An adapter's router gives this list: `RestfulRouter::routes()`.
    /// let mut slots = Slots::new();
    /// for action in PhotosController::CONTROLLER.actions().iter() {
    ///     slots.set(action, ());
    /// }
    /// let mut filters = Filters::new();
    /// filters.except(["index", "show"], ());
    /// filters.name_last("login");
    /// let mut mounts = Mounts::new();
    /// mounts.mount_filtered(PhotosController::CONTROLLER, slots, &filters, |handler, _| handler).unwrap();
    ///
    /// let registry = Registry::new([PhotosController::CONTROLLER]).unwrap();
    /// let login = Guard::new()
    ///     .scheme("basic", SecurityScheme::Http(Http::new(HttpAuthScheme::Basic)))
    ///     .answers(StatusCode::UNAUTHORIZED, "Sign in first");
    /// let api = Document::new(&registry).filters(mounts.routes(), [("login", login)]).into_openapi();
    ///
    /// let create = api.paths.get_path_operation("/photos", HttpMethod::Post).unwrap();
    /// assert!(create.responses.responses.contains_key("401"));
    /// assert!(create.security.is_some());
    /// let index = api.paths.get_path_operation("/photos", HttpMethod::Get).unwrap();
    /// assert!(index.security.is_none() && !index.responses.responses.contains_key("401"));
    /// assert!(api.components.unwrap().security_schemes.contains_key("basic"));
    /// ```
    ///
    /// # Panics
    ///
    /// A mistake in the code, with the fix in the message: a name in `guards` that no route's
    /// filter has (a misspelling, or a filter renamed on the router), a name given twice, a
    /// scheme name declared with two different schemes, or a route whose controller is not in
    /// the document's registry.
    #[must_use]
    #[track_caller]
    pub fn filters<'n>(
        mut self,
        routes: impl IntoIterator<Item = MountedRoute>,
        guards: impl IntoIterator<Item = (&'n str, Guard)>,
    ) -> Self {
        let mut named: Vec<(&str, Guard, bool)> = Vec::new();
        for (name, guard) in guards {
            if named.iter().any(|(seen, ..)| *seen == name) {
                panic!("the filter `{name}` has two guards: give it one");
            }
            for (scheme_name, scheme) in &guard.schemes {
                self.add_security_scheme(scheme_name, scheme);
            }
            named.push((name, guard, false));
        }
        let mut names_on_routes: Vec<String> = Vec::new();
        for mounted in routes {
            let route = mounted.route();
            let mut on_route: Vec<usize> = Vec::new();
            for name in mounted.filter_names().flatten() {
                if !names_on_routes.iter().any(|seen| seen == name) {
                    names_on_routes.push(name.to_owned());
                }
                if let Some(at) = named.iter().position(|(n, ..)| *n == name) {
                    named[at].2 = true;
                    on_route.push(at);
                }
            }
            if on_route.is_empty() {
                continue;
            }
            let on_route: Vec<&Guard> = on_route.iter().map(|&at| &named[at].1).collect();
            let mut components = Vec::new();
            let operation = self.expect_operation_of(route.controller(), route.action());
            guard_operation(operation, &on_route, &mut components);
            self.add_components(&components);
        }
        let unused: Vec<&str> = named
            .iter()
            .filter(|(.., used)| !*used)
            .map(|(name, ..)| *name)
            .collect();
        if !unused.is_empty() {
            let have = if names_on_routes.is_empty() {
                "no route has a named filter (name one with `.named(..)` after it)".to_owned()
            } else {
                format!(
                    "the routes' filters are named {}",
                    names_on_routes.join(", ")
                )
            };
            panic!(
                "no route has a filter named {}: {have}; give the guard the name the router \
                 gives the filter",
                unused
                    .iter()
                    .map(|name| format!("`{name}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            );
        }
        self
    }

    /// Adds `T`'s schema, and those it refers to, to `components`, for a schema that no body
    /// names (one that a hand-written operation of a merged document refers to, say).
    ///
    /// ```
    /// use restful_openapi::Document;
    ///
    /// #[derive(utoipa::ToSchema)]
    /// struct Problem { title: String }
    ///
    /// let registry = restful_core::Registry::new([]).unwrap();
    /// let api = Document::new(&registry).schema::<Problem>().into_openapi();
    /// assert!(api.components.unwrap().schemas.contains_key("Problem"));
    /// ```
    #[must_use]
    pub fn schema<T: ToSchema>(mut self) -> Self {
        self.add_components(&Body::named::<T>());
        self
    }

    /// The operation of `controller`'s `action`, or `None` when the document has none: the
    /// registry does not hold the controller, or the controller does not serve the action.
    ///
    /// ```rust,standalone_crate
    /// use restful_core::{Action, Registry, Restful};
    /// use restful_openapi::Document;
    ///
    /// #[derive(Restful)]
    /// #[restful(only(index))]
    /// struct PhotosController;
    ///
    /// let registry = Registry::new([PhotosController::CONTROLLER]).unwrap();
    /// let mut document = Document::new(&registry);
    /// let photos = PhotosController::CONTROLLER;
    /// let index = document.operation_mut(photos, Action::Index).unwrap();
    /// assert_eq!(index.summary.as_deref(), Some("List photos"));
    /// assert!(document.operation_mut(photos, Action::Show).is_none());
    /// ```
    pub fn operation_mut(
        &mut self,
        controller: &Controller,
        action: Action,
    ) -> Option<&mut Operation> {
        let (path, method) = self.operations.get(&(controller.type_id(), action))?;
        let item = self.openapi.paths.paths.get_mut(path.as_ref())?;
        match *method {
            Method::GET => item.get.as_mut(),
            Method::POST => item.post.as_mut(),
            Method::PUT => item.put.as_mut(),
            Method::DELETE => item.delete.as_mut(),
            _ => None,
        }
    }

    /// The document, as utoipa's [`OpenApi`]: merge it into your own with
    /// [`OpenApi::merge_from`], serve it, or change it further.
    pub fn into_openapi(self) -> OpenApi {
        self.openapi
    }

    /// The document as pretty-printed JSON text.
    ///
    /// ```
    /// let registry = restful_core::Registry::new([]).unwrap();
    /// let json = restful_openapi::Document::new(&registry).to_json();
    /// assert!(json.contains("\"openapi\": \"3.1.0\""));
    /// ```
    pub fn to_json(&self) -> String {
        to_json(&self.openapi)
    }

    #[track_caller]
    fn expect_operation<C: Restful>(&mut self, action: Action) -> &mut Operation {
        self.expect_operation_of(C::CONTROLLER, action)
    }

    #[track_caller]
    fn expect_operation_of(
        &mut self,
        controller: &'static Controller,
        action: Action,
    ) -> &mut Operation {
        let name = controller.name();
        if !controller.serves(action) {
            panic!(
                "`{name}` does not serve `{action}`, so the document has no operation for it: \
                 attach to an action it serves, or serve this one (its `only`/`except`)"
            );
        }
        match self.operation_mut(controller, action) {
            Some(operation) => operation,
            None => panic!(
                "`{name}` is not in the registry this document was built from, so the \
                 document has no operation for its `{action}`: build the document from a \
                 registry that holds it (`registry()` holds every `#[derive(Restful)]` of the \
                 binary)"
            ),
        }
    }

    #[track_caller]
    fn add_security_scheme(&mut self, name: &str, scheme: &SecurityScheme) {
        let components = self.openapi.components.get_or_insert_with(Components::new);
        match components.security_schemes.get(name) {
            Some(there) if there != scheme => panic!(
                "the security scheme `{name}` is declared twice, as two different schemes: \
                 give each its own name"
            ),
            Some(_) => {}
            None => {
                components
                    .security_schemes
                    .insert(name.to_owned(), scheme.clone());
            }
        }
    }

    fn add_components(&mut self, schemas: &[(String, RefOr<utoipa::openapi::schema::Schema>)]) {
        if schemas.is_empty() {
            return;
        }
        let components = self.openapi.components.get_or_insert_with(Components::new);
        for (name, schema) in schemas {
            components
                .schemas
                .entry(name.clone())
                .or_insert_with(|| schema.clone());
        }
    }
}

impl From<Document> for OpenApi {
    fn from(document: Document) -> OpenApi {
        document.into_openapi()
    }
}

impl fmt::Debug for Document {
    // utoipa's types implement `Debug` only with its `debug` feature: the JSON says it all.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Document")
            .field("title", &self.openapi.info.title)
            .field("operations", &self.operations.len())
            .finish_non_exhaustive()
    }
}

/// `openapi` as pretty-printed JSON text.
pub(crate) fn to_json(openapi: &OpenApi) -> String {
    // Every key is a string and every value a string, a number or JSON already: nothing in an
    // `OpenApi` can fail to serialize.
    openapi
        .to_pretty_json()
        .unwrap_or_else(|err| unreachable!("an OpenApi serializes to JSON: {err}"))
}

/// Each controller's operation-id base, in registry order: the static segments of its base
/// path joined by `_`, then `_2`, `_3`... for a controller whose base an earlier one has
/// (`/a_b/c` and `/a/b_c`; `/photos/comments` and `/photos/{photo_id}/comments`).
fn unique_bases(registry: &Registry) -> Vec<String> {
    let natural: Vec<String> = registry.controllers().map(id_base).collect();
    let mut taken: HashSet<String> = natural.iter().cloned().collect();
    let mut seen = HashSet::new();
    natural
        .into_iter()
        .map(|base| {
            if seen.insert(base.clone()) {
                return base;
            }
            let unique = (2..)
                .map(|n| format!("{base}_{n}"))
                .find(|candidate| !taken.contains(candidate))
                .unwrap_or_else(|| unreachable!("a number is always free"));
            taken.insert(unique.clone());
            seen.insert(unique.clone());
            unique
        })
        .collect()
}

/// `template` as an OpenAPI path: a catch-all, which OpenAPI has no form for, is written as a
/// param, `{*path}` as `{path}`.
fn openapi_path(template: &'static str) -> Cow<'static, str> {
    match Template::parse(template) {
        Ok(parsed) if parsed.has_catch_all() => {
            let segments: Vec<String> = parsed
                .segments()
                .map(|segment| match segment {
                    Segment::CatchAll { name } => format!("{{{name}}}"),
                    other => other.to_string(),
                })
                .collect();
            Cow::Owned(format!("/{}", segments.join("/")))
        }
        _ => Cow::Borrowed(template),
    }
}

/// The `Allow` list that a 405 for `template` carries: what the registry answers to a PATCH
/// of the template itself. No route is a PATCH, and a `{param}` segment is never a static one,
/// so the template is recognized as itself, and the method refused with its path's list.
fn allow(registry: &Registry, template: &str) -> Option<&'static str> {
    match registry.recognize(&Method::PATCH, template) {
        Err(RecognizeError::MethodNotAllowed(allowed)) => Some(allowed.as_str()),
        _ => None,
    }
}

fn http_method(method: &Method) -> HttpMethod {
    match *method {
        Method::POST => HttpMethod::Post,
        Method::PUT => HttpMethod::Put,
        Method::DELETE => HttpMethod::Delete,
        // Routes have GET, POST, PUT and DELETE only; HEAD is answered as GET and not listed.
        _ => HttpMethod::Get,
    }
}

/// Puts `guards` (in the order their filters see a request) on `operation`: their answers, and
/// a security requirement for each way through all of them (one scheme of each guard that has
/// schemes). The schemas their bodies name go to `components`.
fn guard_operation(
    operation: &mut Operation,
    guards: &[&Guard],
    components: &mut Vec<(String, RefOr<utoipa::openapi::schema::Schema>)>,
) {
    let mut ways = vec![SecurityRequirement::default()];
    for guard in guards.iter().filter(|guard| guard.schemes().len() > 0) {
        ways = ways
            .iter()
            .flat_map(|way| {
                guard
                    .schemes()
                    .map(move |scheme| way.clone().add(scheme, [] as [&str; 0]))
            })
            .collect();
    }
    if ways != [SecurityRequirement::default()] {
        let security = operation.security.get_or_insert_with(Vec::new);
        for way in ways {
            if !security.contains(&way) {
                security.push(way);
            }
        }
    }
    for answer in guards.iter().flat_map(|guard| &guard.answers) {
        let status = answer.status;
        let description = match &answer.description {
            Some(description) => description,
            None => status.canonical_reason().unwrap_or(status.as_str()),
        };
        let response = response_with(operation, status, description);
        for body in &answer.bodies {
            components.extend_from_slice(body.components());
            response
                .content
                .insert(body.media_type().to_owned(), body.to_content());
        }
    }
}

/// `operation`'s response with `status`: the one it has (whose description stays), or a new
/// one described by `description` in place of none or of a reference.
fn response_with<'o>(
    operation: &'o mut Operation,
    status: StatusCode,
    description: &str,
) -> &'o mut Response {
    let entry = operation
        .responses
        .responses
        .entry(status.as_str().to_owned())
        .or_insert_with(|| Response::new(description).into());
    if let RefOr::Ref(_) = entry {
        *entry = Response::new(description).into();
    }
    match entry {
        RefOr::T(response) => response,
        RefOr::Ref(_) => unreachable!("a reference was just replaced by a response"),
    }
}
