//! `Actions`: the handlers of one controller, by action.

use std::fmt;

use axum::handler::Handler;
use axum::routing::{MethodRouter, delete, get, post, put};
use restful_core::Action;

/// The handlers of one controller's actions: ordinary axum handlers, with any extractors
/// and any state. Give one for each action the controller serves, no more.
///
/// ```rust,standalone_crate
/// use axum::Router;
/// use restful_axum::{Actions, Id, RouterExt};
/// use restful_core::Restful;
///
/// #[derive(Restful)]
/// #[restful(only(index, show))]
/// struct PhotosController;
///
/// async fn list() -> &'static str { "all photos" }
/// async fn show(Id(id): Id) -> String { format!("photo {id}") }
///
/// let app: Router = Router::new().restful::<PhotosController>(Actions::new().index(list).show(show));
/// ```
#[must_use = "an `Actions` does nothing until it is mounted with `restful::<Controller>(actions)`"]
pub struct Actions<S = ()> {
    handlers: [Option<MethodRouter<S>>; 7],
}

impl<S> Default for Actions<S> {
    fn default() -> Self {
        Actions {
            handlers: Default::default(),
        }
    }
}

macro_rules! action_setters {
    ($($(#[$doc:meta])* $name:ident => $action:ident, $method:ident;)*) => {
        $(
            $(#[$doc])*
            pub fn $name<H, T>(self, handler: H) -> Self
            where
                H: Handler<T, S>,
                T: 'static,
            {
                self.set(Action::$action, $method(handler))
            }
        )*
    };
}

impl<S> Actions<S>
where
    S: Clone + Send + Sync + 'static,
{
    /// No handler yet.
    pub fn new() -> Self {
        Self::default()
    }

    action_setters! {
        /// `GET /<base>`: the list.
        index => Index, get;
        /// `GET /<base>/new_form`: the HTML form to create one.
        new_form => NewForm, get;
        /// `POST /<base>`: create one.
        create => Create, post;
        /// `GET /<base>/{id}`: one (HEAD too).
        show => Show, get;
        /// `GET /<base>/{id}/edit_form`: the HTML form to edit one.
        edit_form => EditForm, get;
        /// `PUT /<base>/{id}`: replace one.
        update => Update, put;
        /// `DELETE /<base>/{id}`: delete one.
        destroy => Destroy, delete;
    }

    /// The handler of `action`, chosen at run time: the same as the named setters.
    ///
    /// ```
    /// use restful_axum::Actions;
    /// use restful_core::Action;
    ///
    /// async fn handler() {}
    /// let actions: Actions = Actions::new().on(Action::Show, handler);
    /// assert!(actions.has(Action::Show));
    /// ```
    pub fn on<H, T>(self, action: Action, handler: H) -> Self
    where
        H: Handler<T, S>,
        T: 'static,
    {
        let router = match action {
            Action::Index | Action::NewForm | Action::Show | Action::EditForm => get(handler),
            Action::Create => post(handler),
            Action::Update => put(handler),
            Action::Destroy => delete(handler),
        };
        self.set(action, router)
    }

    /// Whether a handler was given for `action`.
    pub fn has(&self, action: Action) -> bool {
        self.handlers[action as usize].is_some()
    }

    fn set(mut self, action: Action, router: MethodRouter<S>) -> Self {
        self.handlers[action as usize] = Some(router);
        self
    }

    pub(crate) fn take(&mut self, action: Action) -> Option<MethodRouter<S>> {
        self.handlers[action as usize].take()
    }
}

impl<S> fmt::Debug for Actions<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let given = Action::ALL
            .into_iter()
            .filter(|&action| self.handlers[action as usize].is_some());
        f.debug_set().entries(given).finish()
    }
}
