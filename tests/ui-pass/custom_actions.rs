// `member(...)` and `collection(...)`: custom actions after the seven, the collection's first,
// then the members', each in declaration order, wherever the lists are written.
use restful_core::{Action, Method, Restful};

#[derive(Restful)]
struct ProjectsController;

#[derive(Restful)]
#[restful(parent = ProjectsController, member(post(close, reopen)), collection(get(search)))]
struct IssuesController;

#[derive(Restful)]
#[restful(member(post(close, reopen), delete(archive)), only(index, show))]
#[restful(r#collection(r#get(search), put(reorder)))]
struct TicketsController;

fn table(controller: &'static restful_core::Controller) -> Vec<String> {
    controller
        .routes()
        .map(|route| format!("{} {}", route.method(), route.path()))
        .collect()
}

fn main() {
    assert_eq!(
        table(IssuesController::CONTROLLER),
        [
            "GET /projects/{project_id}/issues",
            "GET /projects/{project_id}/issues/new_form",
            "POST /projects/{project_id}/issues",
            "GET /projects/{project_id}/issues/{id}",
            "GET /projects/{project_id}/issues/{id}/edit_form",
            "PUT /projects/{project_id}/issues/{id}",
            "DELETE /projects/{project_id}/issues/{id}",
            "GET /projects/{project_id}/issues/search",
            "POST /projects/{project_id}/issues/{id}/close",
            "POST /projects/{project_id}/issues/{id}/reopen",
        ]
    );
    let issues = IssuesController::CONTROLLER;
    assert!(!issues.is_singleton());
    let close = issues.action("close").unwrap();
    assert!(close.has_id() && close.is_member() && close.is_custom());
    assert_eq!(close.method(), Method::POST);
    assert_eq!(issues.route(close).unwrap().param_names(), ["project_id", "id"]);
    let search = issues.action("search").unwrap();
    assert!(!search.has_id() && search.is_collection());
    assert_eq!(search.method(), Method::GET);
    assert_eq!(issues.route(search).unwrap().param_names(), ["project_id"]);

    assert_eq!(
        table(TicketsController::CONTROLLER),
        [
            "GET /tickets",
            "GET /tickets/{id}",
            "GET /tickets/search",
            "PUT /tickets/reorder",
            "POST /tickets/{id}/close",
            "POST /tickets/{id}/reopen",
            "DELETE /tickets/{id}/archive",
        ]
    );
    let tickets = TicketsController::CONTROLLER;
    assert!(!tickets.serves(Action::Create));
    let archive = tickets.action("archive").unwrap();
    assert_eq!((archive.method(), archive.has_id()), (Method::DELETE, true));
    assert_eq!(tickets.action("reorder").unwrap().method(), Method::PUT);
}
