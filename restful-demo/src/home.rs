//! [`PagesController`], the routes of the site that belong to no resource: `/`, the route
//! table, read from the registry, so that a newcomer sees what the derive discovered and can
//! follow every link that a plain GET can open, with the filters that guard each route, by
//! their names (`login`, `owner`, `author`), as the router mounted them; and `/openapi.json`,
//! the OpenAPI document of the same routes (`crate::openapi`). Both are routes of the
//! registry like any other, so that the table and the document list themselves.

use askama::Template;
use axum::http::header::CONTENT_TYPE;
use axum::response::{IntoResponse, Response};
use restful_core::{Method, Restful, registry};

use crate::db::Db;
use crate::openapi;
use crate::pages::{Page, render};

/// The site's own pages: `GET /` (`home`, the route table) and `GET /openapi.json`
/// (`openapi`, the document).
#[derive(Restful)]
#[restful(only(), routes(get(home = "/"), get(openapi = "/openapi.json")))]
pub struct PagesController;

/// The name of the action of the route table.
pub(crate) const HOME: &str = "home";

/// The name of the action of the OpenAPI document.
pub(crate) const OPENAPI: &str = "openapi";

/// The handlers, mounted with `RestfulRouter::controller`: each function is the one of the
/// action it is named after.
#[restful_axum::actions(state = Db)]
impl PagesController {
    /// `GET /`: the route table.
    async fn home() -> Response {
        let mounted = crate::mounted_routes();
        let rows = registry()
            .routes()
            .map(|route| {
                let controller = route.controller();
                let action = route.action();
                let href = controller
                    .path_for(action, None)
                    .ok()
                    .filter(|_| action.method() == Method::GET);
                let filters = mounted
                    .iter()
                    .find(|mounted| mounted.route() == route)
                    .map(|mounted| {
                        let names: Vec<&str> = mounted
                            .filter_names()
                            .map(|name| name.unwrap_or("unnamed"))
                            .collect();
                        names.join(", ")
                    })
                    .unwrap_or_default();
                Row {
                    method: route.method(),
                    path: route.path(),
                    href,
                    type_name: controller.type_name(),
                    name: controller.name(),
                    action,
                    filters,
                }
            })
            .collect();
        render(&Home {
            page: Page::new(None, "Routes"),
            rows,
        })
    }

    /// `GET /openapi.json`: the document, as `crate::openapi` makes it.
    async fn openapi() -> impl IntoResponse {
        ([(CONTENT_TYPE, "application/json")], openapi::json())
    }
}

#[derive(Template)]
#[template(path = "home.html")]
struct Home {
    page: Page,
    rows: Vec<Row>,
}

/// A route: its link when a GET can open it as it is (no `{id}` to fill in).
struct Row {
    method: Method,
    path: &'static str,
    href: Option<String>,
    /// The full name shows on hover; the short one fits the column.
    type_name: &'static str,
    name: &'static str,
    action: restful_core::Action,
    /// The names of its filters, in the order they see a request; empty for none.
    filters: String,
}
