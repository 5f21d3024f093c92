//! The `serde` feature: actions, routes and controllers as data, for a route table in JSON
//! (or any serde format).
//!
//! An [`Action`] is its name, and deserializes from it. A [`Route`] and a [`Controller`] only
//! serialize: the registry, not the data, makes them.

use std::fmt;

use serde::de::{Deserialize, Deserializer, Error, Visitor};
use serde::ser::{Serialize, SerializeSeq, SerializeStruct, Serializer};

use crate::action::Action;
use crate::controller::{Controller, Route};

impl Serialize for Action {
    /// The name: `"edit_form"`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for Action {
    /// From the name of one of the seven, exactly as [`str::parse`] takes it; anything else is
    /// an error that names the value and the seven names. (A custom action's name is known to
    /// its controller only: [`Controller::action`] finds it.)
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_str(ActionName)
    }
}

struct ActionName;

impl Visitor<'_> for ActionName {
    type Value = Action;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the name of an action: `index`, `new_form`, `create`, `show`, `edit_form`, `update` or `destroy`")
    }

    fn visit_str<E: Error>(self, name: &str) -> Result<Action, E> {
        name.parse().map_err(E::custom)
    }
}

impl Serialize for Route {
    /// `{"controller": type name, "action", "method", "path": template, "params": [names]}`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        RouteOf(self.controller(), self.index()).serialize(serializer)
    }
}

impl Serialize for Controller {
    /// `{"name", "type_name", "resource", "singular", "singleton": bool, "path": base
    /// template, "parent": its type name or null, "params": the member route's param names,
    /// "routes": [routes]}`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut out = serializer.serialize_struct("Controller", 9)?;
        out.serialize_field("name", self.name())?;
        out.serialize_field("type_name", self.type_name())?;
        out.serialize_field("resource", self.resource())?;
        out.serialize_field("singular", self.singular())?;
        out.serialize_field("singleton", &self.is_singleton())?;
        out.serialize_field("path", self.path())?;
        out.serialize_field("parent", &self.parent().map(Controller::type_name))?;
        out.serialize_field("params", self.param_names())?;
        out.serialize_field("routes", &RoutesOf(self))?;
        out.end()
    }
}

/// A route of a controller that may not be `'static` here (`Serialize` takes `&self`), written
/// as [`Route`] is.
/// (The controller, and the route's place in its table.)
struct RouteOf<'a>(&'a Controller, usize);

impl Serialize for RouteOf<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let RouteOf(controller, at) = *self;
        let action = controller.actions[at];
        let mut out = serializer.serialize_struct("Route", 5)?;
        out.serialize_field("controller", controller.type_name())?;
        out.serialize_field("action", &action)?;
        out.serialize_field("method", action.method().as_str())?;
        out.serialize_field("path", controller.templates[at])?;
        out.serialize_field("params", controller.params_at(at))?;
        out.end()
    }
}

struct RoutesOf<'a>(&'a Controller);

impl Serialize for RoutesOf<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let len = self.0.actions.len();
        let mut out = serializer.serialize_seq(Some(len))?;
        for at in 0..len {
            out.serialize_element(&RouteOf(self.0, at))?;
        }
        out.end()
    }
}
