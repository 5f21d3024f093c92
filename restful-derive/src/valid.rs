//! The semantic checks of the parsed attributes (docs/guide.md, "5. What the derive refuses"):
//! what the descriptor will hold.

use restful_template::{Segment, Template};
use syn::ext::IdentExt;
use syn::{DeriveInput, Ident, Path};

use crate::attr::{ActionList, Attrs, CustomList, Entry, Errors, PathNames, VERBS};
use crate::infer::{self, InferError, PrefixProblem, SegmentProblem};
use crate::inflect;
use crate::suggest;

/// The seven action names, in table order: bit `i` of a mask is `ACTIONS[i]`.
pub(crate) const ACTIONS: [&str; 7] = [
    "index",
    "new_form",
    "create",
    "show",
    "edit_form",
    "update",
    "destroy",
];
const ALL: u8 = 0b111_1111;
const ACTION_LIST: &str = "`index`, `new_form`, `create`, `show`, `edit_form`, `update`, `destroy`";
/// A singleton's actions: the seven but `index` (bit 0).
const SINGLETON_ALL: u8 = ALL & !1;
/// A singleton's action names: the seven but `index`.
const SINGLETON_ACTIONS: &[&str] = ACTIONS.split_at(1).1;
const SINGLETON_LIST: &str = "`new_form`, `create`, `show`, `edit_form`, `update`, `destroy`";
const VERB_LIST: &str = "`get`, `post`, `put`, `delete`";
/// Words taken for a verb that "did you mean" cannot find by spelling.
const VERB_ALIASES: [(&str, &str); 3] =
    [("remove", "delete"), ("destroy", "delete"), ("head", "get")];

/// What the descriptor holds. Meaningful only when no error was pushed.
pub(crate) struct Resolved<'a> {
    pub name: String,
    pub resource: String,
    pub singular: String,
    /// The base path of a controller without a parent; a nested one's is computed from its
    /// parent's descriptor, in the expansion.
    pub path: String,
    pub parent: Option<&'a Path>,
    /// The served actions among the seven: bit `i` is `ACTIONS[i]`.
    pub actions: u8,
    /// `singleton`: one resource, no id.
    pub singleton: bool,
    /// The name of the own id's param: `id`, or `param = "..."`.
    pub param: String,
    /// The path segments of `new_form` and `edit_form`: theirs, or `path_names(...)`'s.
    pub form_segments: [String; 2],
    /// The custom actions, in table order: collection actions, then member actions, then
    /// routes of any shape, each in declaration order.
    pub custom: Vec<Custom>,
    /// `id = T`: the own id's type.
    pub id_type: Option<&'a syn::Type>,
    /// `params(name = T, ...)`: the types of the templates' other params, in the order given.
    pub param_types: Vec<(String, &'a syn::Type)>,
}

impl Resolved<'_> {
    /// The type the controller gives its param `name`: `id = T` for the own id,
    /// `params(...)` for the others.
    pub fn type_of(&self, name: &str) -> Option<&syn::Type> {
        if name == self.param {
            return self.id_type;
        }
        self.param_types
            .iter()
            .find(|(typed, _)| typed == name)
            .map(|&(_, ty)| ty)
    }
}

/// A custom action as the descriptor holds it.
pub(crate) struct Custom {
    pub name: String,
    /// `Get`, `Post`, `Put` or `Delete`: the variant of `__private::Verb`.
    pub verb: &'static str,
    pub place: Place,
    /// Member and collection actions: what the template adds below the member or the
    /// collection (the name, or `name = "..."`'s template). Routes of any shape: the whole
    /// template, the prefix included.
    pub template: String,
    /// The params of `template`, in path order.
    pub params: Vec<String>,
}

/// Where a custom action's route is.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Place {
    /// `collection(...)`: below the collection.
    Collection,
    /// `member(...)`: below one member.
    Member,
    /// `routes(...)`: anywhere, below the prefix.
    Route,
}

pub(crate) fn check<'a>(
    input: &DeriveInput,
    attrs: &'a Attrs,
    errors: &mut Errors,
) -> Resolved<'a> {
    if !input.generics.params.is_empty() {
        errors.push(syn::Error::new_spanned(
            &input.generics,
            "`#[derive(Restful)]` needs a type without generic parameters, lifetimes included: \
             the registry holds one descriptor per concrete type; remove the parameters, or \
             derive it on a concrete type that wraps this one",
        ));
    }
    let name = input.ident.unraw().to_string();
    let resource = resource(&input.ident, &name, attrs, errors);
    let prefix = match &attrs.prefix {
        Some(prefix) => {
            let lit = &prefix.value;
            let text = lit.value();
            if let Some(problem) = infer::prefix_problem(&text) {
                errors.push(syn::Error::new(lit.span(), prefix_message(&text, problem)));
            }
            text
        }
        None => String::new(),
    };
    let parent = attrs.parent.as_ref().map(|parent| {
        if is_self(&parent.value, &input.ident) {
            errors.push(syn::Error::new_spanned(
                &parent.value,
                "a controller cannot be its own parent; `parent` names the controller this one \
                 is nested under, as in `parent = PhotosController`",
            ));
        }
        if let Some(prefix) = &attrs.prefix {
            let later = if parent.order > prefix.order {
                &parent.key
            } else {
                &prefix.key
            };
            errors.push(syn::Error::new(
                later.span(),
                "`parent` and `prefix` cannot be combined: a nested controller's path starts \
                 with its parent's, which already carries the parent's prefix; give the prefix \
                 to the root controller",
            ));
        }
        &parent.value
    });
    let singleton = attrs.singleton.is_some();
    let param = param(attrs, singleton, errors);
    let path = format!("{prefix}/{resource}");
    // Where a singleton's member routes go, for the message that refuses its collection.
    let base = if parent.is_some() {
        format!(".../{resource}")
    } else {
        path.clone()
    };
    let served = actions(attrs, singleton, errors);
    let custom = custom(attrs, singleton, &base, &prefix, &param, errors);
    let id_type = id_type(attrs, singleton, errors);
    let param_types = param_types(attrs, &custom, &param, errors);
    Resolved {
        // A singleton's resource is already one thing: no plural rule applies to it.
        singular: match (&attrs.singular, singleton) {
            (None, true) => resource.clone(),
            _ => singular(&resource, attrs, errors),
        },
        parent,
        actions: served,
        singleton,
        form_segments: form_segments(attrs, served, errors),
        custom,
        id_type,
        param_types,
        param,
        path,
        name,
        resource,
    }
}

/// Whether `path` names the type being derived: `Self`, its identifier, or `self::` and it.
fn is_self(path: &Path, ident: &Ident) -> bool {
    let segments: Vec<&Ident> = path.segments.iter().map(|segment| &segment.ident).collect();
    match segments.as_slice() {
        [one] => *one == "Self" || one.unraw() == ident.unraw(),
        [first, one] => {
            path.leading_colon.is_none() && *first == "self" && one.unraw() == ident.unraw()
        }
        _ => false,
    }
}

/// The word children use for this controller's id: `singular = "..."`, or the resource
/// singularized.
fn singular(resource: &str, attrs: &Attrs, errors: &mut Errors) -> String {
    let Some(lit) = &attrs.singular else {
        // A resource such as `s` singularizes to nothing, and its children would name its id
        // `{_id}`: the resource names it instead.
        let singular = inflect::singularize(resource);
        return if singular.is_empty() {
            resource.to_owned()
        } else {
            singular
        };
    };
    let singular = lit.value();
    if let Some(problem) = infer::segment_problem(&singular) {
        let message = match problem {
            SegmentProblem::Empty => "`singular` is empty; give the word for one resource, as \
                                      in `singular = \"person\"`, or leave `singular` out to \
                                      infer it from the resource"
                .to_owned(),
            SegmentProblem::DotSegment => {
                format!(
                    "invalid singular `{singular}`: the children's param would be \
                     `{{{singular}_id}}`, which names no word; choose a word, as in \
                     `singular = \"person\"`"
                )
            }
            SegmentProblem::Char(c) => format!(
                "invalid singular `{singular}`: `{c:?}` is not allowed in a param name; \
                 {UNRESERVED}"
            ),
        };
        errors.push(syn::Error::new(lit.span(), message));
    }
    singular
}

fn resource(ident: &Ident, name: &str, attrs: &Attrs, errors: &mut Errors) -> String {
    if let Some(lit) = &attrs.resource {
        let resource = lit.value();
        if let Some(problem) = infer::segment_problem(&resource) {
            errors.push(syn::Error::new(
                lit.span(),
                resource_message(&resource, problem),
            ));
        }
        return resource;
    }
    infer::resource_name(name).unwrap_or_else(|err| {
        let why = match err {
            InferError::OnlyController => {
                "nothing is left once the `Controller` suffix is stripped"
            }
            InferError::NotAscii => "it is not ASCII, and a path segment must be",
        };
        errors.push(syn::Error::new(
            ident.span(),
            format_args!(
                "cannot infer a resource name from `{name}`: {why}; name the resource with \
                 `#[restful(resource = \"...\")]`"
            ),
        ));
        String::new()
    })
}

const UNRESERVED: &str = "use only `A-Z a-z 0-9 - . _ ~`";
const DOT_SEGMENT: &str = "a dot segment, which clients and servers remove from paths";
const EMPTY_RESOURCE: &str = "`resource` is empty; name the resource, as in \
                              `resource = \"photos\"`, or leave `resource` out to infer it from \
                              the type's name";

fn resource_message(resource: &str, problem: SegmentProblem) -> String {
    match problem {
        SegmentProblem::Empty => EMPTY_RESOURCE.to_owned(),
        SegmentProblem::DotSegment => {
            format!("invalid resource `{resource}`: {DOT_SEGMENT}; choose another name")
        }
        SegmentProblem::Char(c) => format!(
            "invalid resource `{resource}`: `{c:?}` is not allowed in a path segment; {UNRESERVED}"
        ),
    }
}

fn prefix_message(prefix: &str, problem: PrefixProblem) -> String {
    match problem {
        PrefixProblem::Default => {
            format!("`prefix = {prefix:?}` is the default; leave `prefix` out")
        }
        PrefixProblem::TrailingSlash("") => {
            format!("prefix `{prefix}` has no segment; leave `prefix` out")
        }
        PrefixProblem::NoLeadingSlash => format!(
            "prefix `{prefix}` must start with `/`: write `/{}`",
            prefix.trim_end_matches('/')
        ),
        PrefixProblem::TrailingSlash(trimmed) => {
            format!("prefix `{prefix}` must not end with `/`: write `{trimmed}`")
        }
        PrefixProblem::Segment(_, SegmentProblem::Empty) => {
            format!("prefix `{prefix}` has an empty segment (`//`); remove the extra `/`")
        }
        PrefixProblem::Segment(segment, SegmentProblem::DotSegment) => format!(
            "invalid prefix `{prefix}`: `{segment}` is {DOT_SEGMENT}; write the prefix without it"
        ),
        PrefixProblem::Segment(_, SegmentProblem::Char(c)) => format!(
            "invalid prefix `{prefix}`: `{c:?}` is not allowed in a path segment; {UNRESERVED} \
             between the `/`"
        ),
    }
}

/// The mask of served actions: among the seven, or a singleton's six.
fn actions(attrs: &Attrs, singleton: bool, errors: &mut Errors) -> u8 {
    let (all, list) = if singleton {
        (SINGLETON_ALL, SINGLETON_LIST)
    } else {
        (ALL, ACTION_LIST)
    };
    // Custom actions are served whatever `only` and `except` say: with one, a controller may
    // leave out all of the seven (Rails' `only: []` with member routes).
    let has_custom = attrs
        .member
        .iter()
        .chain(&attrs.collection)
        .chain(&attrs.routes)
        .any(|list| list.verbs.iter().any(|verb| !verb.entries.is_empty()));
    match (&attrs.only, &attrs.except) {
        (Some(only), Some(except)) => {
            let later = if only.order > except.order {
                only
            } else {
                except
            };
            errors.push(syn::Error::new(
                later.key.span(),
                "`only` and `except` cannot be combined; list the actions to serve in `only`, \
                 or the ones to leave out in `except`",
            ));
            all
        }
        (Some(only), None) => {
            let mask = mask(only, attrs, singleton, errors);
            if mask == 0 && only.names.is_empty() && !has_custom {
                errors.push(syn::Error::new(
                    only.parens,
                    format_args!("`only()` leaves no action to serve; list at least one of {list}"),
                ));
            }
            mask
        }
        (None, Some(except)) => {
            let served = all & !mask(except, attrs, singleton, errors);
            if served == 0 && !has_custom {
                errors.push(syn::Error::new(
                    except.key.span(),
                    "`except` leaves no action to serve; take at least one action out of the list",
                ));
            }
            served
        }
        (None, None) => all,
    }
}

/// The mask of the listed actions; unknown and repeated names are errors, and so is `index` on
/// a singleton.
fn mask(list: &ActionList, attrs: &Attrs, singleton: bool, errors: &mut Errors) -> u8 {
    let (candidates, expected): (&[&str], _) = if singleton {
        (SINGLETON_ACTIONS, SINGLETON_LIST)
    } else {
        (&ACTIONS, ACTION_LIST)
    };
    let mut mask = 0;
    for name in &list.names {
        let name_str = name.to_string();
        match ACTIONS.iter().position(|action| *action == name_str) {
            Some(0) if singleton => errors.push(syn::Error::new(
                name.span(),
                format_args!(
                    "a singleton has no `index`: it is one resource, not a list; remove `index` \
                     from `{}(...)`",
                    list.key
                ),
            )),
            Some(i) if mask & (1 << i) != 0 => errors.push(syn::Error::new(
                name.span(),
                format_args!("action `{name_str}` is listed twice; list each action once"),
            )),
            Some(i) => mask |= 1 << i,
            None if declared(attrs, &name_str) => errors.push(syn::Error::new(
                name.span(),
                format_args!(
                    "`{name_str}` is a custom action, served because it is declared; `{}(...)` \
                     chooses among the seven only: remove `{name_str}` from it",
                    list.key
                ),
            )),
            None => {
                let hint = did_you_mean_hint(&name_str, candidates, &[]);
                errors.push(syn::Error::new(
                    name.span(),
                    format_args!("unknown action `{name_str}`; {hint}expected one of {expected}"),
                ));
            }
        }
    }
    mask
}

/// Whether `name` is declared in `member(...)`, `collection(...)` or `routes(...)`.
fn declared(attrs: &Attrs, name: &str) -> bool {
    [&attrs.member, &attrs.collection, &attrs.routes]
        .into_iter()
        .flatten()
        .flat_map(|list| &list.verbs)
        .any(|group| group.entries.iter().any(|declared| declared.name == name))
}

/// The custom actions in table order: the collection's, then the members', then the routes of
/// any shape, each in declaration order. `base` is where a singleton's member routes go, for
/// messages; `prefix` is put before each route of any shape.
fn custom(
    attrs: &Attrs,
    singleton: bool,
    base: &str,
    prefix: &str,
    param: &str,
    errors: &mut Errors,
) -> Vec<Custom> {
    let mut lists: Vec<&CustomList> = [&attrs.collection, &attrs.member, &attrs.routes]
        .into_iter()
        .flatten()
        .collect();
    // A name given twice is reported at the later one, in the order the lists are written.
    lists.sort_by_key(|list| list.order);
    let mut seen: Vec<String> = Vec::new();
    let (mut collection, mut member, mut routes) = (Vec::new(), Vec::new(), Vec::new());
    for list in lists {
        let place = match list.key.to_string().as_str() {
            "member" => Place::Member,
            "collection" => Place::Collection,
            _ => Place::Route,
        };
        if singleton && place == Place::Collection {
            errors.push(syn::Error::new(
                list.key.span(),
                format_args!(
                    "a singleton has no collection; declare its actions with `member(...)`, \
                     whose routes are `{base}/<name>`"
                ),
            ));
            continue;
        }
        let (example, name_example) = match place {
            Place::Member => ("`member(post(close))`", "close"),
            Place::Collection => ("`collection(get(search))`", "search"),
            Place::Route => ("`routes(get(about = \"/about\"))`", "about = \"/about\""),
        };
        if list.verbs.is_empty() {
            errors.push(syn::Error::new(
                list.parens,
                format_args!(
                    "`{}()` declares no action; list actions by verb, as in {example}, or leave \
                     `{}` out",
                    list.key, list.key
                ),
            ));
            continue;
        }
        for group in &list.verbs {
            let verb = verb(&group.verb, errors);
            if group.entries.is_empty() {
                errors.push(syn::Error::new(
                    group.parens,
                    format_args!(
                        "`{}()` names no action; list at least one, as in `{}({name_example})`, \
                         or remove it",
                        group.verb, group.verb,
                    ),
                ));
                continue;
            }
            for entry in &group.entries {
                let name_str = entry.name.to_string();
                if !custom_name(&entry.name, &name_str, &seen, errors) {
                    continue;
                }
                seen.push(name_str.clone());
                let Some((template, params)) =
                    custom_template(entry, place, base, prefix, param, singleton, errors)
                else {
                    continue;
                };
                if let Some(verb) = verb {
                    let into = match place {
                        Place::Member => &mut member,
                        Place::Collection => &mut collection,
                        Place::Route => &mut routes,
                    };
                    into.push(Custom {
                        name: name_str,
                        verb,
                        place,
                        template,
                        params,
                    });
                }
            }
        }
    }
    collection.extend(member);
    collection.extend(routes);
    collection
}

/// The template of a custom action and its params: for a member or collection action, what
/// it adds below the member or the collection (its name, or its relative template); for a
/// route of any shape, its whole template below `prefix`. Each refusal is an error at the
/// template.
fn custom_template(
    entry: &Entry,
    place: Place,
    base: &str,
    prefix: &str,
    param: &str,
    singleton: bool,
    errors: &mut Errors,
) -> Option<(String, Vec<String>)> {
    let name = entry.name.to_string();
    let Some(lit) = &entry.template else {
        if place == Place::Route {
            errors.push(syn::Error::new(
                entry.name.span(),
                format_args!(
                    "a route of `routes(...)` needs its template: write `{name} = \"/{name}\"`, \
                     an absolute path (`\"/\"` for the root)"
                ),
            ));
            return None;
        }
        return Some((name, Vec::new()));
    };
    let text = lit.value();
    let refuse = |errors: &mut Errors, message: String| {
        errors.push(syn::Error::new(lit.span(), message));
        None
    };
    if place == Place::Route {
        let template = match Template::parse(&text) {
            Ok(template) => template,
            Err(err) => return refuse(errors, err.to_string()),
        };
        let params = template.params().map(str::to_owned).collect();
        let whole = match (prefix, text.as_str()) {
            ("", _) => text,
            (prefix, "/") => prefix.to_owned(),
            (prefix, text) => format!("{prefix}{text}"),
        };
        return Some((whole, params));
    }
    let below = if place == Place::Member && !singleton {
        format!("{base}/{{{param}}}/")
    } else {
        format!("{base}/")
    };
    if text.is_empty() {
        return refuse(
            errors,
            format!(
                "the template of `{name}` is empty; give the path below `{below}` (as in \
                 `{name} = \"{}\"`), or write `{name}` alone to use its name",
                name.replace('_', "-")
            ),
        );
    }
    if let Some(rest) = text.strip_prefix('/') {
        return refuse(
            errors,
            format!(
                "the template of `{name}` is relative to `{below}`: write `\"{rest}\"`, without \
                 the leading `/` (a route of any shape goes in `routes(...)`)"
            ),
        );
    }
    let template = match Template::parse(&format!("/{text}")) {
        Ok(template) => template,
        Err(err) => return refuse(errors, err.in_part(&text, 1).to_string()),
    };
    let params: Vec<String> = template.params().map(str::to_owned).collect();
    if params.iter().any(|name| *name == param) && !singleton {
        let why = match place {
            Place::Member => format!("the own id, already in the path `{below}`"),
            _ => "the own id, which a collection route does not have".to_owned(),
        };
        return refuse(
            errors,
            format!(
                "the template `{text}` names `{{{param}}}`, {why}; give the param another name"
            ),
        );
    }
    Some((text, params))
}

/// The own id's param name: `param = "..."`, checked, or `id`.
fn param(attrs: &Attrs, singleton: bool, errors: &mut Errors) -> String {
    let Some(keyed) = &attrs.param else {
        return "id".to_owned();
    };
    let lit = &keyed.value;
    let text = lit.value();
    let message = if singleton {
        Some(format!(
            "a singleton has no id, so no id param to name; remove `{}`",
            keyed.key
        ))
    } else if let Some(inner) = text.strip_prefix('{').and_then(|t| t.strip_suffix('}')) {
        Some(format!(
            "`param` takes the name alone, without braces: write `param = \"{inner}\"`"
        ))
    } else if Template::parse(&format!("/{{{text}}}")).is_err() || text.is_empty() {
        Some(format!(
            "invalid param `{text}`: a param name is made of `a-z`, `0-9` and `_`, starting with \
             a letter or `_`, as in `param = \"username\"`"
        ))
    } else {
        None
    };
    if let Some(message) = message {
        errors.push(syn::Error::new(lit.span(), message));
    }
    text
}

/// `id = T`: refused on a singleton, which has no id.
fn id_type<'a>(attrs: &'a Attrs, singleton: bool, errors: &mut Errors) -> Option<&'a syn::Type> {
    let keyed = attrs.id.as_ref()?;
    if singleton {
        errors.push(syn::Error::new(
            keyed.key.span(),
            "a singleton has no id, so no id to type; remove `id`",
        ));
        return None;
    }
    Some(&keyed.value)
}

/// `params(name = T, ...)`: each name a param of one of the controller's own templates (of
/// `member(...)`, `collection(...)` or `routes(...)`), given once, and not the own id, which
/// `id = T` types.
fn param_types<'a>(
    attrs: &'a Attrs,
    custom: &[Custom],
    param: &str,
    errors: &mut Errors,
) -> Vec<(String, &'a syn::Type)> {
    let Some(list) = &attrs.params else {
        return Vec::new();
    };
    let mut known: Vec<&str> = Vec::new();
    for name in custom.iter().flat_map(|c| &c.params) {
        if !known.contains(&name.as_str()) {
            known.push(name);
        }
    }
    let mut out: Vec<(String, &syn::Type)> = Vec::new();
    for (name, ty) in &list.entries {
        let text = name.to_string();
        let message = if text == param {
            Some(format!(
                "`{text}` is the own id: type it with `id = ...` rather than in `params(...)`"
            ))
        } else if out.iter().any(|(given, _)| *given == text) {
            Some(format!(
                "`{text}` is given twice in `params(...)`; give each param once"
            ))
        } else if !known.contains(&text.as_str()) {
            let hint = did_you_mean_hint(&text, &known, &[]);
            Some(match known.is_empty() {
                true => format!(
                    "no template of this controller has `{{{text}}}`: `params(...)` types the \
                     params of its `member(...)`, `collection(...)` and `routes(...)` templates, \
                     and it has none"
                ),
                false => format!(
                    "no template of this controller has `{{{text}}}`; {hint}its templates' \
                     params are {}",
                    known
                        .iter()
                        .map(|k| format!("`{k}`"))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            })
        } else {
            None
        };
        match message {
            Some(message) => errors.push(syn::Error::new(name.span(), message)),
            None => out.push((text, ty)),
        }
    }
    if list.entries.is_empty() {
        errors.push(syn::Error::new(
            list.key.span(),
            "`params()` types no param: give at least one, as in `params(locale = String)`, or \
             remove it",
        ));
    }
    out
}

/// The path segments of the two forms: `new_form` and `edit_form`, or what `path_names(...)`
/// gives. `served` is the mask of served actions among the seven.
fn form_segments(attrs: &Attrs, served: u8, errors: &mut Errors) -> [String; 2] {
    let mut segments = [ACTIONS[1].to_owned(), ACTIONS[4].to_owned()];
    let Some(PathNames {
        key,
        parens,
        entries,
    }) = &attrs.path_names
    else {
        return segments;
    };
    if entries.is_empty() {
        errors.push(syn::Error::new(
            *parens,
            format_args!(
                "`{key}()` renames nothing; write `{key}(new_form = \"new\", edit_form = \
                 \"edit\")`, or leave it out"
            ),
        ));
    }
    let mut given = [false; 2];
    for (form, lit) in entries {
        let form_str = form.to_string();
        let (slot, bit) = match form_str.as_str() {
            "new_form" => (0, 1),
            "edit_form" => (1, 4),
            other => {
                let hint = did_you_mean_hint(other, &["new_form", "edit_form"], &[]);
                errors.push(syn::Error::new(
                    form.span(),
                    format_args!(
                        "`{key}` renames the forms' path segments; `{other}` is not one of them: \
                         {hint}expected `new_form` or `edit_form`"
                    ),
                ));
                continue;
            }
        };
        if given[slot] {
            errors.push(syn::Error::new(
                form.span(),
                format_args!("`{form_str}` is given twice in `{key}(...)`; give it once"),
            ));
            continue;
        }
        given[slot] = true;
        if served & (1 << bit) == 0 {
            errors.push(syn::Error::new(
                form.span(),
                format_args!(
                    "`{form_str}` is not served, so it has no path to rename; serve it, or \
                     remove `{form_str}` from `{key}(...)`"
                ),
            ));
            continue;
        }
        let text = lit.value();
        let one_static = Template::parse(&format!("/{text}")).is_ok_and(|template| {
            let mut segments = template.segments();
            matches!(segments.next(), Some(Segment::Static(_))) && segments.next().is_none()
        });
        if !one_static {
            errors.push(syn::Error::new(
                lit.span(),
                format_args!(
                    "invalid path segment `{text}` for `{form_str}`: it is one static segment, \
                     without `/` or braces, as in `{form_str} = \"{}\"`",
                    if slot == 0 { "new" } else { "edit" }
                ),
            ));
            continue;
        }
        segments[slot] = text;
    }
    segments
}

/// The variant of `__private::Verb` for a verb as written; an unknown one, and `patch`, are
/// errors.
fn verb(verb: &Ident, errors: &mut Errors) -> Option<&'static str> {
    let verb_str = verb.to_string();
    let message = match verb_str.as_str() {
        "get" => return Some("Get"),
        "post" => return Some("Post"),
        "put" => return Some("Put"),
        "delete" => return Some("Delete"),
        "patch" => "restful routes no PATCH: a PUT replaces the resource, and a PATCH request \
                    (or a form's `_method=PATCH`) gets 405; use `put(...)`"
            .to_owned(),
        other => {
            let hint = did_you_mean_hint(other, &VERBS, &VERB_ALIASES);
            format!("unknown verb `{other}`; {hint}expected one of {VERB_LIST}")
        }
    };
    errors.push(syn::Error::new(verb.span(), message));
    None
}

/// Whether `name` can be a new custom action: it follows the name rule, is not one of the
/// seven, and was not declared before (`seen`). Each refusal is an error at the name.
fn custom_name(name: &Ident, name_str: &str, seen: &[String], errors: &mut Errors) -> bool {
    let message = if !infer::is_action_name(name_str) {
        let fix = if name_str.is_ascii() {
            Some(infer::underscore(name_str)).filter(|fixed| infer::is_action_name(fixed))
        } else {
            None
        };
        let fix = fix.map_or_else(String::new, |fixed| format!("; write `{fixed}`"));
        format!(
            "invalid action name `{name_str}`: a custom action's name is its path segment and its \
             handler's method name, so it must be a lower-case ASCII letter followed by \
             lower-case letters, digits and `_` (`[a-z][a-z0-9_]*`){fix}"
        )
    } else if matches!(name_str, "self" | "super" | "crate") {
        format!(
            "`{name_str}` cannot name an action: it is a Rust path keyword, and an action's name \
             is also its handler's method; give the action another name"
        )
    } else if name_str.ends_with("_path") {
        format!(
            "`{name_str}` cannot name an action: every action gets a link function \
             `<action>_path`, and `{name_str}` would read as one; give the action another name"
        )
    } else if ACTIONS.contains(&name_str) {
        format!(
            "`{name_str}` is one of the seven actions, which are served by default and \
             selected with `only(...)` or `except(...)`; give the custom action another name"
        )
    } else if seen.iter().any(|before| before == name_str) {
        format!("action `{name_str}` is declared twice; declare each custom action once")
    } else {
        return true;
    };
    errors.push(syn::Error::new(name.span(), message));
    false
}

/// `did you mean `x`? ` (with its trailing space), or nothing when no candidate is near.
pub(crate) fn did_you_mean_hint(
    name: &str,
    candidates: &[&str],
    aliases: &[(&str, &str)],
) -> String {
    suggest::did_you_mean(name, candidates, aliases).map_or_else(String::new, |candidate| {
        format!("did you mean `{candidate}`? ")
    })
}
