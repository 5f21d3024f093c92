//! The seven actions of a RESTful controller.

use std::fmt;
use std::str::FromStr;

use http::Method;

use crate::error::ParseActionError;

/// One of the seven actions of a RESTful controller, in the order of the route table.
///
/// `Action` is a small `Copy` value, ordered as [`Action::ALL`] lists it, like
/// [`http::Method`] is for methods.
///
/// ```
/// use restful_core::{Action, Method};
///
/// assert_eq!(Action::EditForm.name(), "edit_form");
/// assert_eq!(Action::Update.method(), Method::PUT);
/// assert!(Action::Show.has_id());
/// assert_eq!("destroy".parse::<Action>(), Ok(Action::Destroy));
/// assert!(Action::Index < Action::Destroy);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[repr(u8)]
pub enum Action {
    /// `GET /<base>`: the list of resources.
    Index,
    /// `GET /<base>/new_form`: an HTML form to create a resource.
    NewForm,
    /// `POST /<base>`: create a resource.
    Create,
    /// `GET /<base>/{id}`: one resource.
    Show,
    /// `GET /<base>/{id}/edit_form`: an HTML form to edit a resource.
    EditForm,
    /// `PUT /<base>/{id}`: replace a resource.
    Update,
    /// `DELETE /<base>/{id}`: delete a resource.
    Destroy,
}

/// The four shapes a route template can take; each action has one.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Shape {
    /// `<base>`
    Collection,
    /// `<base>/new_form`
    NewForm,
    /// `<base>/{id}`
    Member,
    /// `<base>/{id}/edit_form`
    EditForm,
}

impl Action {
    /// All seven actions, in the order of the route table.
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

    /// The action's name, as written in `only(...)`, `except(...)` and route tables.
    ///
    /// ```
    /// assert_eq!(restful_core::Action::NewForm.name(), "new_form");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Action::Index => "index",
            Action::NewForm => "new_form",
            Action::Create => "create",
            Action::Show => "show",
            Action::EditForm => "edit_form",
            Action::Update => "update",
            Action::Destroy => "destroy",
        }
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
        match self {
            Action::Index | Action::NewForm | Action::Show | Action::EditForm => Method::GET,
            Action::Create => Method::POST,
            Action::Update => Method::PUT,
            Action::Destroy => Method::DELETE,
        }
    }

    /// Whether the action's path carries an `{id}`: `show`, `edit_form`, `update`, `destroy`.
    ///
    /// ```
    /// use restful_core::Action;
    ///
    /// assert!(Action::EditForm.has_id());
    /// assert!(!Action::NewForm.has_id());
    /// ```
    pub const fn has_id(self) -> bool {
        matches!(self.shape(), Shape::Member | Shape::EditForm)
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
        matches!(self, Action::NewForm | Action::EditForm)
    }

    pub(crate) const fn shape(self) -> Shape {
        match self {
            Action::Index | Action::Create => Shape::Collection,
            Action::NewForm => Shape::NewForm,
            Action::Show | Action::Update | Action::Destroy => Shape::Member,
            Action::EditForm => Shape::EditForm,
        }
    }

    pub(crate) const fn bit(self) -> u8 {
        1 << self as u8
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

    /// Parses one of the seven names exactly (case-sensitive, no surrounding space).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Action::ALL
            .into_iter()
            .find(|action| action.name() == s)
            .ok_or_else(|| ParseActionError::new(s))
    }
}

/// A set of [`Action`]s: the actions a controller serves.
///
/// Iterates in table order.
///
/// ```
/// use restful_core::{Action, ActionSet};
///
/// let set = ActionSet::from_iter([Action::Show, Action::Index]);
/// assert!(set.contains(Action::Show));
/// assert_eq!(set.iter().collect::<Vec<_>>(), [Action::Index, Action::Show]);
/// assert_eq!(set.len(), 2);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct ActionSet(u8);

impl ActionSet {
    /// All seven actions.
    pub const ALL: ActionSet = ActionSet(0b111_1111);

    /// The empty set.
    pub const EMPTY: ActionSet = ActionSet(0);

    /// Builds a set from the bit mask the derive computes (bit `i` is `Action::ALL[i]`).
    pub(crate) const fn from_bits(bits: u8) -> ActionSet {
        ActionSet(bits & ActionSet::ALL.0)
    }

    /// Whether `action` is in the set.
    ///
    /// ```
    /// use restful_core::{Action, ActionSet};
    ///
    /// assert!(ActionSet::ALL.contains(Action::Destroy));
    /// assert!(!ActionSet::EMPTY.contains(Action::Destroy));
    /// ```
    pub const fn contains(self, action: Action) -> bool {
        self.0 & action.bit() != 0
    }

    /// The set with `action` added.
    ///
    /// ```
    /// use restful_core::{Action, ActionSet};
    ///
    /// assert!(ActionSet::EMPTY.with(Action::Show).contains(Action::Show));
    /// ```
    #[must_use]
    pub const fn with(self, action: Action) -> ActionSet {
        ActionSet(self.0 | action.bit())
    }

    /// How many actions the set holds.
    ///
    /// ```
    /// assert_eq!(restful_core::ActionSet::ALL.len(), 7);
    /// ```
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    ///
    /// ```
    /// assert!(restful_core::ActionSet::EMPTY.is_empty());
    /// ```
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The actions of the set, in table order.
    ///
    /// ```
    /// use restful_core::{Action, ActionSet};
    ///
    /// assert_eq!(ActionSet::ALL.iter().next(), Some(Action::Index));
    /// ```
    pub fn iter(self) -> ActionSetIter {
        self.into_iter()
    }
}

impl FromIterator<Action> for ActionSet {
    fn from_iter<I: IntoIterator<Item = Action>>(iter: I) -> Self {
        iter.into_iter().fold(ActionSet::EMPTY, ActionSet::with)
    }
}

impl IntoIterator for ActionSet {
    type Item = Action;
    type IntoIter = ActionSetIter;

    fn into_iter(self) -> ActionSetIter {
        ActionSetIter { set: self, next: 0 }
    }
}

impl fmt::Debug for ActionSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(*self).finish()
    }
}

/// The iterator of [`ActionSet::into_iter`]: the set's actions in table order.
#[derive(Clone, Debug)]
pub struct ActionSetIter {
    set: ActionSet,
    next: usize,
}

impl Iterator for ActionSetIter {
    type Item = Action;

    fn next(&mut self) -> Option<Action> {
        while let Some(&action) = Action::ALL.get(self.next) {
            self.next += 1;
            if self.set.contains(action) {
                return Some(action);
            }
        }
        None
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let remaining = (self.set.0 >> self.next.min(7)).count_ones() as usize;
        (remaining, Some(remaining))
    }
}

impl ExactSizeIterator for ActionSetIter {}
impl std::iter::FusedIterator for ActionSetIter {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_of_section_1() {
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
            assert_eq!(name.parse::<Action>(), Ok(action));
        }
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
    fn all_is_sorted_by_ord() {
        assert!(Action::ALL.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn action_set_iterates_in_table_order_with_exact_size() {
        let set = ActionSet::from_iter([Action::Destroy, Action::Index, Action::Show]);
        let mut iter = set.into_iter();
        assert_eq!(iter.len(), 3);
        assert_eq!(iter.next(), Some(Action::Index));
        assert_eq!(iter.len(), 2);
        assert_eq!(iter.collect::<Vec<_>>(), [Action::Show, Action::Destroy]);
        assert_eq!(ActionSet::from_bits(0xFF), ActionSet::ALL);
        assert_eq!(format!("{set:?}"), "{Index, Show, Destroy}");
    }
}
