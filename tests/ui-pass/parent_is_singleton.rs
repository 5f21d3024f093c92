// A plural controller nested under a singleton: no parent id in its paths, the singleton has
// none.
use restful_core::{Action, Restful};

#[derive(Restful)]
#[restful(singleton)]
struct AccountController;

#[derive(Restful)]
#[restful(parent = AccountController, only(index, show), member(post(pay)))]
struct InvoicesController;

fn main() {
    let invoices = InvoicesController::CONTROLLER;
    assert!(!invoices.is_singleton());
    assert!(invoices.parent().unwrap().is_singleton());
    assert_eq!(invoices.path(), "/account/invoices");
    let table: Vec<String> = invoices
        .routes()
        .map(|route| format!("{} {}", route.method(), route.path()))
        .collect();
    assert_eq!(
        table,
        [
            "GET /account/invoices",
            "GET /account/invoices/{id}",
            "POST /account/invoices/{id}/pay",
        ]
    );
    let pay = invoices.action("pay").unwrap();
    assert!(pay.has_id());
    assert_eq!(invoices.route(pay).unwrap().param_names(), ["id"]);
    assert!(invoices.route(Action::Index).unwrap().param_names().is_empty());
    assert_eq!(invoices.path_for(pay, ["42"]).unwrap(), "/account/invoices/42/pay");
}
