//! The actions of a RESTful controller: the seven, and the custom ones a controller declares
//! with `member(...)` and `collection(...)`.

use std::borrow::Cow;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::str::FromStr;

use http::Method;

use crate::error::ParseActionError;

/// An action of a RESTful controller: one of the seven, or a custom action that a controller
/// declares with `member(...)` or `collection(...)` (Rails' member and collection routes).
///
/// The seven are constants, written `Action::Index` … `Action::Destroy` and usable as
/// patterns, as `http::Method::GET` is; [`Action::ALL`] lists them in table order. A custom
/// action is found by name on the controller that declares it
/// ([`Controller::action`](crate::Controller::action)). `Action` is a small `Copy` value;
/// two actions are equal when they have the same name, method and place (member, collection
/// or a route of any shape), on whichever controller, and, for an action whose template has
/// params of its own, the same params.
///
/// ```
/// use restful_core::{Action, Method, Restful};
///
/// #[derive(Restful)]
/// #[restful(member(post(close)), collection(get(search)))]
/// struct IssuesController;
///
/// assert_eq!(Action::EditForm.name(), "edit_form");
/// assert_eq!(Action::Update.method(), Method::PUT);
/// assert!(Action::Show.has_id());
/// assert_eq!("destroy".parse::<Action>(), Ok(Action::Destroy));
///
/// let close = IssuesController::CONTROLLER.action("close").unwrap();
/// assert_eq!((close.name(), close.method(), close.has_id()), ("close", Method::POST, true));
/// assert!(close.is_custom());
/// let search = IssuesController::CONTROLLER.action("search").unwrap();
/// assert!(!search.has_id());
///
/// match close {
///     Action::Index | Action::Show => unreachable!(),
///     other => assert_eq!(other.to_string(), "close"),
/// }
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Action(&'static ActionDef);

/// What an action is: one of the seven, or where a custom action is routed. The derived order
/// is the table order of the seven, then custom actions.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
enum Kind {
    Index,
    NewForm,
    Create,
    Show,
    EditForm,
    Update,
    Destroy,
    Custom(On),
}

/// An action's definition: the seven's are constants, a custom action's is written by the
/// derive. An `Action` refers to one, so that it is one word. Its equality is structural, so
/// that the seven's constants are patterns.
#[doc(hidden)]
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct ActionDef {
    kind: Kind,
    verb: Verb,
    name: &'static str,
    /// The params of the action's template, in path order, when they do not follow from its
    /// controller's member params (a template with params of its own, a route of any shape).
    params: Option<&'static [&'static str]>,
}

impl ActionDef {
    /// The custom action named `name` (its path segment), routed under `verb`, `on` a member
    /// or the collection.
    pub const fn new(name: &'static str, verb: Verb, on: On) -> ActionDef {
        ActionDef {
            kind: Kind::Custom(on),
            verb,
            name,
            params: None,
        }
    }

    /// A custom action whose template has params of its own: `params` are all of them, in
    /// path order.
    pub const fn with_params(
        name: &'static str,
        verb: Verb,
        on: On,
        params: &'static [&'static str],
    ) -> ActionDef {
        ActionDef {
            kind: Kind::Custom(on),
            verb,
            name,
            params: Some(params),
        }
    }

    const fn seven(kind: Kind, verb: Verb, name: &'static str) -> ActionDef {
        ActionDef {
            kind,
            verb,
            name,
            params: None,
        }
    }
}

/// Where a custom action's route is: below the collection, below one member, or anywhere.
#[doc(hidden)]
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum On {
    /// `collection(...)`: `<base>/<name>` (or `<base>/<template>`), no own id.
    Collection,
    /// `member(...)` of a plural resource: `<base>/{id}/<name>` (or `<base>/{id}/<template>`).
    Member,
    /// `member(...)` of a singleton: `<base>/<name>`, no id (a singleton has none).
    Singleton,
    /// `routes(...)`: a template of any shape, with the own id where it names the controller's
    /// own param (`id`: whether it does).
    Route {
        /// Whether the template holds the controller's own id.
        id: bool,
    },
}

/// The methods that carry routes. HEAD is answered as GET (RFC 9110); no other method is
/// routed.
#[doc(hidden)]
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Verb {
    /// GET (and HEAD).
    Get,
    /// POST.
    Post,
    /// PUT.
    Put,
    /// DELETE.
    Delete,
}

impl Verb {
    /// How many verbs there are.
    pub(crate) const COUNT: usize = 4;

    /// Every verb, in this order.
    pub(crate) const ALL: [Verb; Verb::COUNT] = [Verb::Get, Verb::Post, Verb::Put, Verb::Delete];

    /// The verb whose routes `method` can reach; none for PATCH, OPTIONS and the rest.
    pub(crate) fn of(method: &Method) -> Option<Verb> {
        match *method {
            Method::GET | Method::HEAD => Some(Verb::Get),
            Method::POST => Some(Verb::Post),
            Method::PUT => Some(Verb::Put),
            Method::DELETE => Some(Verb::Delete),
            _ => None,
        }
    }

    pub(crate) const fn method(self) -> Method {
        match self {
            Verb::Get => Method::GET,
            Verb::Post => Method::POST,
            Verb::Put => Method::PUT,
            Verb::Delete => Method::DELETE,
        }
    }
}

#[allow(
    non_upper_case_globals,
    reason = "the seven are written as enum variants were"
)]
impl Action {
    /// `GET /<base>`: the list of resources.
    pub const Index: Action = Action(&ActionDef::seven(Kind::Index, Verb::Get, "index"));
    /// `GET /<base>/new_form`: an HTML form to create a resource.
    pub const NewForm: Action = Action(&ActionDef::seven(Kind::NewForm, Verb::Get, "new_form"));
    /// `POST /<base>`: create a resource.
    pub const Create: Action = Action(&ActionDef::seven(Kind::Create, Verb::Post, "create"));
    /// `GET /<base>/{id}`: one resource.
    pub const Show: Action = Action(&ActionDef::seven(Kind::Show, Verb::Get, "show"));
    /// `GET /<base>/{id}/edit_form`: an HTML form to edit a resource.
    pub const EditForm: Action = Action(&ActionDef::seven(Kind::EditForm, Verb::Get, "edit_form"));
    /// `PUT /<base>/{id}`: replace a resource.
    pub const Update: Action = Action(&ActionDef::seven(Kind::Update, Verb::Put, "update"));
    /// `DELETE /<base>/{id}`: delete a resource.
    pub const Destroy: Action = Action(&ActionDef::seven(Kind::Destroy, Verb::Delete, "destroy"));

    /// The seven actions, in the order of the route table. Custom actions are not here: they
    /// belong to the controller that declares them.
    ///
    /// ```
    /// use restful_core::Action;
    ///
    /// let names: Vec<_> = Action::ALL.iter().map(|a| a.name()).collect();
    /// assert_eq!(names, ["index", "new_form", "create", "show", "edit_form", "update", "destroy"]);
    /// ```
    pub const ALL: [Action; 7] = [
        Action::Index,
        Action::NewForm,
        Action::Create,
        Action::Show,
        Action::EditForm,
        Action::Update,
        Action::Destroy,
    ];

    /// A custom action, as the derive declares it: `Action::custom(&ActionDef::new(...))`, whose
    /// reference is promoted to a `'static` in a constant or a static.
    #[doc(hidden)]
    pub const fn custom(custom: &'static ActionDef) -> Action {
        Action(custom)
    }

    /// The action's name, as written in `only(...)`, `member(...)` and route tables; a custom
    /// action's name is also its path segment.
    ///
    /// ```
    /// assert_eq!(restful_core::Action::NewForm.name(), "new_form");
    /// ```
    pub const fn name(self) -> &'static str {
        self.0.name
    }

    /// The HTTP method the action is routed under.
    ///
    /// ```
    /// use restful_core::{Action, Method};
    ///
    /// assert_eq!(Action::Create.method(), Method::POST);
    /// assert_eq!(Action::Destroy.method(), Method::DELETE);
    /// ```
    pub const fn method(self) -> Method {
        self.verb().method()
    }

    pub(crate) const fn verb(self) -> Verb {
        self.0.verb
    }

    /// The params of the action's template when they do not follow from its controller's
    /// member params.
    #[inline]
    pub(crate) const fn own_params(self) -> Option<&'static [&'static str]> {
        self.0.params
    }

    /// Whether the action's path carries the resource's own `{id}`: `show`, `edit_form`,
    /// `update`, `destroy`, the member actions of a plural resource, and a route of
    /// `routes(...)` whose template names the own id. A collection action and a singleton's
    /// member actions have none. (A singleton's `show`, `edit_form`,
    /// `update` and `destroy` are the constants of the seven, whose routes there have no id:
    /// [`Route::param_names`](crate::Route::param_names) gives a route's params.)
    ///
    /// ```
    /// use restful_core::Action;
    ///
    /// assert!(Action::EditForm.has_id());
    /// assert!(!Action::NewForm.has_id());
    /// ```
    pub const fn has_id(self) -> bool {
        matches!(
            self.0.kind,
            Kind::Show
                | Kind::EditForm
                | Kind::Update
                | Kind::Destroy
                | Kind::Custom(On::Member | On::Route { id: true })
        )
    }

    /// Whether the action answers with an HTML form: `new_form` and `edit_form`.
    ///
    /// ```
    /// use restful_core::Action;
    ///
    /// assert!(Action::NewForm.is_form());
    /// assert!(!Action::Create.is_form());
    /// ```
    pub const fn is_form(self) -> bool {
        matches!(self.0.kind, Kind::NewForm | Kind::EditForm)
    }

    /// Whether this is a custom action (`member(...)`, `collection(...)` or `routes(...)`), not
    /// one of the seven.
    ///
    /// ```
    /// assert!(!restful_core::Action::Show.is_custom());
    /// ```
    pub const fn is_custom(self) -> bool {
        matches!(self.0.kind, Kind::Custom(_))
    }

    /// Whether this is a member action (`member(...)`): of one resource, or of a singleton.
    ///
    /// ```
    /// assert!(!restful_core::Action::Show.is_member());
    /// ```
    pub const fn is_member(self) -> bool {
        matches!(self.0.kind, Kind::Custom(On::Member | On::Singleton))
    }

    /// Whether this is a collection action (`collection(...)`).
    ///
    /// ```
    /// assert!(!restful_core::Action::Index.is_collection());
    /// ```
    pub const fn is_collection(self) -> bool {
        matches!(self.0.kind, Kind::Custom(On::Collection))
    }

    /// Whether this is a route of any shape (`routes(...)`): its template is absolute, not
    /// below the controller's base path.
    ///
    /// ```
    /// use restful_core::Restful;
    ///
    /// #[derive(Restful)]
    /// #[restful(only(), routes(get(home = "/")))]
    /// struct PagesController;
    ///
    /// assert!(PagesController::CONTROLLER.action("home").unwrap().is_route());
    /// assert!(!restful_core::Action::Index.is_route());
    /// ```
    pub const fn is_route(self) -> bool {
        matches!(self.0.kind, Kind::Custom(On::Route { .. }))
    }

    /// Bit `i` for `Action::ALL[i]`; none for a custom action.
    const fn bit(self) -> Option<u8> {
        Some(match self.0.kind {
            Kind::Index => 1,
            Kind::NewForm => 1 << 1,
            Kind::Create => 1 << 2,
            Kind::Show => 1 << 3,
            Kind::EditForm => 1 << 4,
            Kind::Update => 1 << 5,
            Kind::Destroy => 1 << 6,
            Kind::Custom(_) => return None,
        })
    }
}

impl fmt::Debug for Action {
    /// `Show`, as the seven are written; `Custom(POST close, member)` for a custom action.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let seven = match self.0.kind {
            Kind::Index => "Index",
            Kind::NewForm => "NewForm",
            Kind::Create => "Create",
            Kind::Show => "Show",
            Kind::EditForm => "EditForm",
            Kind::Update => "Update",
            Kind::Destroy => "Destroy",
            Kind::Custom(on) => {
                let on = match on {
                    On::Collection => "collection",
                    On::Member => "member",
                    On::Singleton => "singleton member",
                    On::Route { .. } => "route",
                };
                return write!(f, "Custom({} {}, {on})", self.method(), self.name());
            }
        };
        f.write_str(seven)
    }
}

impl fmt::Display for Action {
    /// Writes [`Action::name`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

impl FromStr for Action {
    type Err = ParseActionError;

    /// Parses one of the seven names exactly (case-sensitive, no surrounding space). A custom
    /// action's name is known to its controller only:
    /// [`Controller::action`](crate::Controller::action) finds any action by name.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Action::ALL
            .into_iter()
            .find(|action| action.name() == s)
            .ok_or_else(|| ParseActionError::new(s))
    }
}

/// A set of [`Action`]s: the actions a controller serves, or the handlers given for them.
///
/// Iterates in table order: the seven in [`Action::ALL`] order, then the custom actions in the
/// order they were added (a controller's: its collection actions, then its member actions,
/// each in declaration order). A controller's set borrows its descriptor: no allocation.
///
/// ```
/// use restful_core::{Action, ActionSet};
///
/// let set = ActionSet::from_iter([Action::Show, Action::Index]);
/// assert!(set.contains(Action::Show));
/// assert_eq!(set.iter().collect::<Vec<_>>(), [Action::Index, Action::Show]);
/// assert_eq!(set.len(), 2);
/// ```
#[derive(Clone, Default)]
pub struct ActionSet {
    /// Bit `i` is `Action::ALL[i]`.
    seven: u8,
    /// The custom actions, each once, in the order they came.
    custom: Cow<'static, [Action]>,
}

impl ActionSet {
    /// All seven actions.
    pub const ALL: ActionSet = ActionSet {
        seven: 0b111_1111,
        custom: Cow::Borrowed(&[]),
    };

    /// The empty set.
    pub const EMPTY: ActionSet = ActionSet {
        seven: 0,
        custom: Cow::Borrowed(&[]),
    };

    /// The set of a controller's actions, in table order: the seven first, then the custom
    /// ones. Borrows `actions`.
    pub(crate) fn of_table(actions: &'static [Action]) -> ActionSet {
        let custom_from = actions
            .iter()
            .position(|action| action.is_custom())
            .unwrap_or(actions.len());
        let (seven, custom) = actions.split_at(custom_from);
        ActionSet {
            seven: seven
                .iter()
                .filter_map(|action| action.bit())
                .fold(0, |a, b| a | b),
            custom: Cow::Borrowed(custom),
        }
    }

    /// Whether `action` is in the set.
    ///
    /// ```
    /// use restful_core::{Action, ActionSet};
    ///
    /// assert!(ActionSet::ALL.contains(Action::Destroy));
    /// assert!(!ActionSet::EMPTY.contains(Action::Destroy));
    /// ```
    pub fn contains(&self, action: Action) -> bool {
        match action.bit() {
            Some(bit) => self.seven & bit != 0,
            None => self.custom.contains(&action),
        }
    }

    /// The set with `action` added.
    ///
    /// ```
    /// use restful_core::{Action, ActionSet};
    ///
    /// assert!(ActionSet::EMPTY.with(Action::Show).contains(Action::Show));
    /// ```
    #[must_use]
    pub fn with(mut self, action: Action) -> ActionSet {
        self.insert(action);
        self
    }

    /// Adds `action`; whether it was not there yet.
    pub fn insert(&mut self, action: Action) -> bool {
        if self.contains(action) {
            return false;
        }
        match action.bit() {
            Some(bit) => self.seven |= bit,
            None => self.custom.to_mut().push(action),
        }
        true
    }

    /// How many actions the set holds.
    ///
    /// ```
    /// assert_eq!(restful_core::ActionSet::ALL.len(), 7);
    /// ```
    pub fn len(&self) -> usize {
        self.seven.count_ones() as usize + self.custom.len()
    }

    /// Whether the set is empty.
    ///
    /// ```
    /// assert!(restful_core::ActionSet::EMPTY.is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The actions of the set, in table order.
    ///
    /// ```
    /// use restful_core::{Action, ActionSet};
    ///
    /// assert_eq!(ActionSet::ALL.iter().next(), Some(Action::Index));
    /// ```
    pub fn iter(&self) -> ActionSetIter<'_> {
        ActionSetIter {
            seven: self.seven,
            next: 0,
            custom: self.custom.iter(),
        }
    }
}

impl PartialEq for ActionSet {
    /// The same actions, in whatever order the custom ones came.
    fn eq(&self, other: &Self) -> bool {
        self.len() == other.len() && self.iter().all(|action| other.contains(action))
    }
}

impl Eq for ActionSet {}

impl Hash for ActionSet {
    /// Consistent with `==`, whatever the order of the custom actions: their hashes are
    /// summed.
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.seven.hash(state);
        let custom = self.custom.iter().fold(0u64, |sum, action| {
            let mut one = std::hash::DefaultHasher::new();
            action.hash(&mut one);
            sum.wrapping_add(one.finish())
        });
        state.write_u64(custom);
    }
}

impl FromIterator<Action> for ActionSet {
    fn from_iter<I: IntoIterator<Item = Action>>(iter: I) -> Self {
        let mut set = ActionSet::EMPTY;
        set.extend(iter);
        set
    }
}

impl Extend<Action> for ActionSet {
    fn extend<I: IntoIterator<Item = Action>>(&mut self, iter: I) {
        for action in iter {
            self.insert(action);
        }
    }
}

impl<'s> IntoIterator for &'s ActionSet {
    type Item = Action;
    type IntoIter = ActionSetIter<'s>;

    fn into_iter(self) -> ActionSetIter<'s> {
        self.iter()
    }
}

impl fmt::Debug for ActionSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self).finish()
    }
}

/// The iterator of [`ActionSet::iter`]: the set's actions in table order.
#[derive(Clone, Debug)]
pub struct ActionSetIter<'s> {
    seven: u8,
    next: usize,
    custom: std::slice::Iter<'s, Action>,
}

impl Iterator for ActionSetIter<'_> {
    type Item = Action;

    fn next(&mut self) -> Option<Action> {
        while let Some(&action) = Action::ALL.get(self.next) {
            self.next += 1;
            if action.bit().is_some_and(|bit| self.seven & bit != 0) {
                return Some(action);
            }
        }
        self.custom.next().copied()
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let remaining = (self.seven >> self.next.min(7)).count_ones() as usize + self.custom.len();
        (remaining, Some(remaining))
    }
}

impl ExactSizeIterator for ActionSetIter<'_> {}
impl std::iter::FusedIterator for ActionSetIter<'_> {}

#[cfg(test)]
mod tests {
    use super::*;

    const CLOSE: Action = Action::custom(&ActionDef::new("close", Verb::Post, On::Member));
    const SEARCH: Action = Action::custom(&ActionDef::new("search", Verb::Get, On::Collection));
    const VERIFY: Action = Action::custom(&ActionDef::new("verify", Verb::Post, On::Singleton));

    #[test]
    fn an_action_is_one_word() {
        assert_eq!(size_of::<Action>(), size_of::<usize>());
    }

    #[test]
    fn table_of_the_seven_and_custom_actions() {
        let table = [
            (Action::Index, "index", Method::GET, false, false),
            (Action::NewForm, "new_form", Method::GET, false, true),
            (Action::Create, "create", Method::POST, false, false),
            (Action::Show, "show", Method::GET, true, false),
            (Action::EditForm, "edit_form", Method::GET, true, true),
            (Action::Update, "update", Method::PUT, true, false),
            (Action::Destroy, "destroy", Method::DELETE, true, false),
        ];
        assert_eq!(table.clone().map(|row| row.0), Action::ALL);
        for (action, name, method, has_id, is_form) in table {
            assert_eq!(action.name(), name);
            assert_eq!(action.to_string(), name);
            assert_eq!(action.method(), method);
            assert_eq!(action.has_id(), has_id, "{action}");
            assert_eq!(action.is_form(), is_form, "{action}");
            assert!(!action.is_custom() && !action.is_member() && !action.is_collection());
            assert_eq!(name.parse::<Action>(), Ok(action));
        }
        let custom = [
            (CLOSE, "close", Method::POST, true, true),
            (SEARCH, "search", Method::GET, false, false),
            (VERIFY, "verify", Method::POST, false, true),
        ];
        for (action, name, method, has_id, member) in custom {
            assert_eq!((action.name(), action.method()), (name, method));
            assert_eq!(action.has_id(), has_id, "{action:?}");
            assert!(action.is_custom() && !action.is_form());
            assert_eq!(
                (action.is_member(), action.is_collection()),
                (member, !member)
            );
            assert!(
                name.parse::<Action>().is_err(),
                "FromStr knows the seven only"
            );
        }
        assert_eq!(format!("{CLOSE:?}"), "Custom(POST close, member)");
        assert_eq!(format!("{:?}", Action::EditForm), "EditForm");
    }

    #[test]
    fn the_seven_are_patterns() {
        let kind = |action| match action {
            Action::Index | Action::Create => "collection",
            Action::Show | Action::Update | Action::Destroy => "member",
            Action::NewForm | Action::EditForm => "form",
            _ => "custom",
        };
        assert_eq!(kind(Action::Update), "member");
        assert_eq!(kind(CLOSE), "custom");
    }

    #[test]
    fn from_str_takes_exact_names_only() {
        for bad in [
            "", "Index", "INDEX", " index", "index ", "new-form", "newform", "edit",
        ] {
            let err = bad.parse::<Action>().unwrap_err();
            assert_eq!(err.input(), bad);
            assert!(err.to_string().contains("new_form"), "{err}");
        }
    }

    #[test]
    fn the_seven_sort_in_table_order_before_every_custom_action() {
        assert!(Action::ALL.windows(2).all(|w| w[0] < w[1]));
        assert!(Action::Destroy < SEARCH && Action::Destroy < CLOSE);
    }

    #[test]
    fn action_set_iterates_in_table_order_with_exact_size() {
        let set = ActionSet::from_iter([Action::Destroy, CLOSE, Action::Index, Action::Show]);
        let mut iter = set.iter();
        assert_eq!(iter.len(), 4);
        assert_eq!(iter.next(), Some(Action::Index));
        assert_eq!(iter.len(), 3);
        assert_eq!(
            iter.collect::<Vec<_>>(),
            [Action::Show, Action::Destroy, CLOSE]
        );
        assert_eq!(
            format!("{set:?}"),
            "{Index, Show, Destroy, Custom(POST close, member)}"
        );
    }

    #[test]
    fn action_sets_are_equal_whatever_the_order_of_their_custom_actions() {
        let one = ActionSet::from_iter([SEARCH, CLOSE, Action::Show]);
        let two = ActionSet::from_iter([Action::Show, CLOSE, SEARCH, CLOSE]);
        assert_eq!(one, two);
        let hash = |set: &ActionSet| {
            let mut state = std::collections::hash_map::DefaultHasher::new();
            set.hash(&mut state);
            state.finish()
        };
        assert_eq!(hash(&one), hash(&two));
        assert_ne!(one, two.clone().with(VERIFY));
        let table: &'static [Action] = &[Action::Index, Action::Show, SEARCH, CLOSE];
        assert_eq!(
            ActionSet::of_table(table),
            ActionSet::from_iter(table.iter().copied())
        );
    }
}
