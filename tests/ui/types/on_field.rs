struct Photos {
    #[derive(restful_core::Restful)]
    id: u32,
}

fn main() {
    let _ = Photos { id: 1 }.id;
}
