//! `Actions`: the handlers of one controller, by action.

use std::fmt;
use std::sync::Arc;

use actix_web::dev::Handler;
use actix_web::{FromRequest, Responder, Route};
use restful_core::Action;
use restful_core::adapter::{ActionRef, Slots};

/// Makes the actix `Route` that calls a handler: once per worker, as actix builds its app once
/// per worker thread.
pub(crate) type Maker = Arc<dyn Fn() -> Route + Send + Sync>;

/// The handlers of one controller's actions: ordinary actix-web handlers, with any extractors
/// (`web::Data`, `web::Json`, `web::Form`...). Give one for each action the controller serves,
/// no more.
///
/// ```
/// use actix_web::web;
/// use restful_actix::{Actions, Id};
///
/// async fn index() -> &'static str { "all photos" }
/// async fn show(Id(id): Id<u64>) -> String { format!("photo {id}") }
/// async fn create(form: web::Form<Vec<(String, String)>>) -> String { format!("{} fields", form.len()) }
///
/// let actions = Actions::new().index(index).show(show).create(create);
/// ```
#[derive(Clone, Default)]
pub struct Actions {
    pub(crate) slots: Slots<Maker>,
}

macro_rules! setters {
    ($($name:ident => $action:ident,)*) => {
        $(
            #[doc = concat!("The handler of `", stringify!($name), "`.")]
            pub fn $name<F, Args>(self, handler: F) -> Self
            where
                F: Handler<Args> + Send + Sync,
                Args: FromRequest + 'static,
                F::Output: Responder + 'static,
            {
                self.on(Action::$action, handler)
            }
        )*
    };
}

impl Actions {
    /// No handler yet.
    pub fn new() -> Self {
        Self::default()
    }

    setters! {
        index => Index,
        new_form => NewForm,
        create => Create,
        show => Show,
        edit_form => EditForm,
        update => Update,
        destroy => Destroy,
    }

    /// The handler of an action given by name or as an [`Action`]: a custom action of the
    /// controller (`member(...)`, `collection(...)`), or one of the seven chosen at run time.
    /// A name the controller does not serve panics at the mount, with the names it serves and
    /// the nearest one.
    pub fn on<F, Args>(mut self, action: impl Into<ActionRef>, handler: F) -> Self
    where
        F: Handler<Args> + Send + Sync,
        Args: FromRequest + 'static,
        F::Output: Responder + 'static,
    {
        let maker: Maker = Arc::new(move || Route::new().to(handler.clone()));
        self.slots.set(action, maker);
        self
    }

    /// Whether a handler was given for `action`.
    pub fn has(&self, action: Action) -> bool {
        self.slots.has(action)
    }
}

impl fmt::Debug for Actions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.slots.fmt(f)
    }
}
