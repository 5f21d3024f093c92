//! `/`: the route table, read from the registry, so that a newcomer sees what the derive
//! discovered and can follow every link that a plain GET can open, with the filters that guard
//! each route, by their names (`login`, `owner`, `author`), as the router mounted them.

use std::sync::Arc;

use askama::Template;
use axum::response::Response;
use restful_core::adapter::MountedRoute;
use restful_core::{Method, registry};

use crate::pages::{Page, render};

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

/// The routes as the router mounted them, with their filters.
#[derive(Clone)]
pub(crate) struct Mounted(pub(crate) Arc<Vec<MountedRoute>>);

pub(crate) async fn routes(mounted: Mounted) -> Response {
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
                .0
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
