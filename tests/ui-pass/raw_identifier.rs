// The resource is inferred from the identifier without `r#`.
use restful_core::Restful;

#[allow(non_camel_case_types)]
#[derive(Restful)]
struct r#match;

fn main() {
    assert_eq!(r#match::CONTROLLER.name(), "match");
    assert_eq!(r#match::CONTROLLER.resource(), "match");
}
