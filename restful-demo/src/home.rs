//! `/`: the route table, read from the registry, so that a newcomer sees what the derive
//! discovered and can follow every link that a plain GET can open.

use axum::response::Html;
use restful_core::{Method, registry};

use crate::html::{self, Escape};

pub(crate) async fn routes() -> Html<String> {
    let rows: String = registry()
        .routes()
        .map(|route| {
            let action = route.action();
            let path = match route.controller().path_for(action, None) {
                // An `{id}` route has no path of its own: show its template.
                Ok(path) if action.method() == Method::GET => format!(
                    "<a href=\"{}\"><code>{}</code></a>",
                    Escape(&path),
                    Escape(&path)
                ),
                _ => format!("<code>{}</code>", Escape(route.path())),
            };
            format!(
                "<tr><td>{method}</td><td>{path}</td><td><code title=\"{type_name}\">{name}</code></td><td>{action}</td></tr>\n",
                method = route.method(),
                // The short name fits the column; the full one shows on hover.
                type_name = Escape(route.controller().type_name()),
                name = Escape(route.controller().name()),
            )
        })
        .collect();
    let main = format!(
        "<h1>Routes</h1>\n<p>Every route of this app, as <code>restful_core::registry()</code> discovered it from the <code>#[derive(Restful)]</code> controllers of the binary. No path below, and none in the pages, was written by hand.</p>\n<table>\n<thead><tr><th>Method</th><th>Path</th><th>Controller</th><th>Action</th></tr></thead>\n<tbody>\n{rows}</tbody>\n</table>\n<p>The same routes as an OpenAPI 3.1 document, for API tools: <a href=\"/openapi.json\"><code>/openapi.json</code></a>.</p>\n"
    );
    html::page(None, "Routes", &main)
}
