//! Parsing of the `#[restful(...)]` attributes, and nothing else: every key is recorded with its
//! tokens, so that each error can point at the offending one.

use proc_macro2::{Span, TokenStream, TokenTree};
use syn::ext::IdentExt;
use syn::meta::ParseNestedMeta;
use syn::parse::ParseStream;
use syn::{Attribute, Ident, LitStr, Meta, Path, Token, parenthesized};

use crate::valid::did_you_mean_hint;

pub(crate) const KEYS: &str = "`resource`, `prefix`, `parent`, `singular`, `param`, `id`, \
                                `params`, `only`, `except`, `member`, `collection`, `routes`, \
                                `path_names`, `singleton`, `crate`";
/// The keys of [`KEYS`], for "did you mean".
const KEY_NAMES: [&str; 15] = [
    "resource",
    "prefix",
    "parent",
    "singular",
    "param",
    "id",
    "params",
    "only",
    "except",
    "member",
    "collection",
    "routes",
    "path_names",
    "singleton",
    "crate",
];

/// The attributes as written. Keys given twice, and unknown keys, are errors already.
#[derive(Default)]
pub(crate) struct Attrs {
    pub resource: Option<LitStr>,
    pub prefix: Option<Keyed<LitStr>>,
    pub parent: Option<Keyed<Path>>,
    pub singular: Option<LitStr>,
    /// `param = "username"`, with its key.
    pub param: Option<Keyed<LitStr>>,
    /// `id = u64`: the own id's type, with its key.
    pub id: Option<Keyed<syn::Type>>,
    /// `params(locale = String, ...)`: the other params' types.
    pub params: Option<ParamTypes>,
    pub only: Option<ActionList>,
    pub except: Option<ActionList>,
    pub member: Option<CustomList>,
    pub collection: Option<CustomList>,
    /// `routes(get(home = "/"), ...)`: routes of any shape.
    pub routes: Option<CustomList>,
    pub path_names: Option<PathNames>,
    /// The `singleton` key.
    pub singleton: Option<Ident>,
    pub krate: Option<Path>,
}

/// A value with its key, and where the key stands among all keys: of two keys that cannot be
/// combined, the later is the one to point at.
pub(crate) struct Keyed<T> {
    pub key: Ident,
    pub order: usize,
    pub value: T,
}

/// `only(...)` or `except(...)`: the key, and the action names as written (without `r#`).
pub(crate) struct ActionList {
    pub key: Ident,
    /// Where the key stands among all keys of all `#[restful(...)]`: the later of two
    /// conflicting keys is the one to point at.
    pub order: usize,
    pub parens: Span,
    pub names: Vec<Ident>,
}

/// `member(...)`, `collection(...)` or `routes(...)`: the key, and the actions by verb, as
/// written. Verbs, names and templates are checked in `valid`.
pub(crate) struct CustomList {
    /// `member`, `collection` or `routes` (without `r#`).
    pub key: Ident,
    /// Where the key stands among all keys: declaration order across the two lists.
    pub order: usize,
    pub parens: Span,
    pub verbs: Vec<VerbList>,
}

/// `post(close, reopen = "re-open")` in a `member(...)`, `collection(...)` or `routes(...)`.
pub(crate) struct VerbList {
    /// The verb as written (without `r#`): not necessarily one of the four.
    pub verb: Ident,
    pub parens: Span,
    pub entries: Vec<Entry>,
}

/// One action of a [`VerbList`]: its name, and its template if one is given.
pub(crate) struct Entry {
    /// Without `r#`.
    pub name: Ident,
    /// `name = "template"`.
    pub template: Option<LitStr>,
}

/// `params(locale = String, year = u16)`: each param's name as written (without `r#`), with
/// its type.
pub(crate) struct ParamTypes {
    pub key: Ident,
    pub entries: Vec<(Ident, syn::Type)>,
}

/// `path_names(new_form = "new", edit_form = "edit")`: each key as written, with its value.
pub(crate) struct PathNames {
    pub key: Ident,
    pub parens: Span,
    pub entries: Vec<(Ident, LitStr)>,
}

/// Collects the errors of one expansion, so that all of them show at once.
#[derive(Default)]
pub(crate) struct Errors(Option<syn::Error>);

impl Errors {
    pub fn push(&mut self, error: syn::Error) {
        match &mut self.0 {
            Some(errors) => errors.combine(error),
            None => self.0 = Some(error),
        }
    }

    pub fn into_result(self) -> Result<(), syn::Error> {
        self.0.map_or(Ok(()), Err)
    }
}

pub(crate) fn parse(attrs: &[Attribute], errors: &mut Errors) -> Attrs {
    let mut out = Attrs::default();
    let mut order = 0;
    for attr in attrs.iter().filter(|attr| attr.path().is_ident("restful")) {
        if !matches!(attr.meta, Meta::List(_)) {
            errors.push(syn::Error::new_spanned(
                &attr.meta,
                format_args!(
                    "`restful` takes its keys in parentheses, as in \
                     `#[restful(resource = \"photos\")]`; expected one of {KEYS}"
                ),
            ));
            continue;
        }
        let parsed = attr.parse_nested_meta(|meta| {
            let Some(key) = meta.path.get_ident().map(Ident::unraw) else {
                return Err(syn::Error::new_spanned(
                    &meta.path,
                    format_args!(
                        "unknown restful attribute `{}`; expected one of {KEYS}",
                        path_to_string(&meta.path)
                    ),
                ));
            };
            order += 1;
            let given_before = match key.to_string().as_str() {
                "resource" => set(&mut out.resource, string_value(&key, &meta, "photos")?),
                "prefix" => {
                    let value = string_value(&key, &meta, "/admin")?;
                    set(&mut out.prefix, keyed(&key, order, value))
                }
                "parent" => {
                    let value = parent_value(&key, &meta)?;
                    set(&mut out.parent, keyed(&key, order, value))
                }
                "singular" => set(&mut out.singular, string_value(&key, &meta, "person")?),
                "param" => {
                    let value = string_value(&key, &meta, "username")?;
                    set(&mut out.param, keyed(&key, order, value))
                }
                "id" => {
                    let value = type_after_eq(&key, &meta, "the type of the own id", "u64")?;
                    set(&mut out.id, keyed(&key, order, value))
                }
                "params" => set(&mut out.params, parse_param_types(&key, meta.input)?),
                "routes" => set(&mut out.routes, parse_custom_list(&key, order, meta.input)?),
                "path_names" => set(&mut out.path_names, parse_path_names(&key, meta.input)?),
                "only" => set(&mut out.only, parse_action_list(&key, order, meta.input)?),
                "except" => set(&mut out.except, parse_action_list(&key, order, meta.input)?),
                "member" => set(&mut out.member, parse_custom_list(&key, order, meta.input)?),
                "collection" => set(
                    &mut out.collection,
                    parse_custom_list(&key, order, meta.input)?,
                ),
                "singleton" => set(&mut out.singleton, flag(&key, meta.input)?),
                "crate" => {
                    let value = string_value(&key, &meta, "my_web::restful")?;
                    match parse_crate_path(&value) {
                        Ok(path) => set(&mut out.krate, path),
                        Err(err) => {
                            errors.push(err);
                            false
                        }
                    }
                }
                other => {
                    let hint = did_you_mean_hint(other, &KEY_NAMES, &[]);
                    return Err(syn::Error::new(
                        key.span(),
                        format_args!(
                            "unknown restful attribute `{other}`; {hint}expected one of {KEYS}"
                        ),
                    ));
                }
            };
            if given_before {
                errors.push(syn::Error::new(
                    key.span(),
                    format_args!("duplicate restful attribute `{key}`; give each key once"),
                ));
            }
            Ok(())
        });
        if let Err(err) = parsed {
            errors.push(err);
        }
    }
    out
}

/// Records the first value of a key; says whether one was there already.
fn set<T>(slot: &mut Option<T>, value: T) -> bool {
    if slot.is_some() {
        return true;
    }
    *slot = Some(value);
    false
}

fn keyed<T>(key: &Ident, order: usize, value: T) -> Keyed<T> {
    Keyed {
        key: key.clone(),
        order,
        value,
    }
}

/// `parent = Path`: a type path without generic arguments.
fn parent_value(key: &Ident, meta: &ParseNestedMeta) -> syn::Result<Path> {
    let path: Path = type_after_eq(
        key,
        meta,
        "the type of the parent controller",
        "PhotosController",
    )?;
    if let Some(segment) = path
        .segments
        .iter()
        .find(|segment| !segment.arguments.is_none())
    {
        return Err(syn::Error::new_spanned(
            &segment.arguments,
            "a `parent` has no generic arguments: a controller is a concrete type",
        ));
    }
    Ok(path)
}

/// `key = Type` (a `T` that parses as a type: a `syn::Type`, a `syn::Path`), not a string:
/// `what` the key takes and an `example`, for the errors.
fn type_after_eq<T: syn::parse::Parse>(
    key: &Ident,
    meta: &ParseNestedMeta,
    what: &str,
    example: &str,
) -> syn::Result<T> {
    let form = format!("as in `{key} = {example}`");
    if !meta.input.peek(Token![=]) {
        return Err(syn::Error::new(
            key.span(),
            format_args!("`{key}` takes {what}, {form}"),
        ));
    }
    let value = meta.value()?;
    if value.peek(LitStr) {
        let lit: LitStr = value.parse()?;
        return Err(syn::Error::new(
            lit.span(),
            format_args!(
                "`{key}` takes a type, not a string: write `{key} = {}`",
                lit.value()
            ),
        ));
    }
    value
        .parse()
        .map_err(|err| syn::Error::new(err.span(), format_args!("expected a type, {form}")))
}

/// `key = "..."`: the string literal, or an error that shows the form with an example value.
fn string_value(key: &Ident, meta: &ParseNestedMeta, example: &str) -> syn::Result<LitStr> {
    let form = format!("`{key} = \"{example}\"`");
    if !meta.input.peek(Token![=]) {
        return Err(syn::Error::new(
            key.span(),
            format_args!("`{key}` takes a value, as in {form}"),
        ));
    }
    let value = meta.value()?;
    if !value.peek(LitStr) {
        return Err(value.error(format_args!("`{key}` takes a string literal, as in {form}")));
    }
    value.parse()
}

fn parse_crate_path(value: &LitStr) -> syn::Result<Path> {
    let text = value.value();
    let form = "as in `crate = \"my_web::restful\"`";
    value.parse_with(Path::parse_mod_style).map_err(|_| {
        let message = if text.trim().is_empty() {
            format!(
                "`crate` is empty; give the path at which restful_core is reachable, {form}, \
                 or leave `crate` out"
            )
        } else {
            format!(
                "`crate` takes the path at which restful_core is reachable, {form}; `{text}` \
                 is not a path"
            )
        };
        syn::Error::new(value.span(), message)
    })
}

/// A key that takes no value, as `singleton`: the key, or an error that covers the key and
/// what follows it.
fn flag(key: &Ident, input: ParseStream) -> syn::Result<Ident> {
    if input.is_empty() || input.peek(Token![,]) {
        return Ok(key.clone());
    }
    let mut written = TokenStream::from(TokenTree::Ident(key.clone()));
    while !input.is_empty() && !input.peek(Token![,]) {
        written.extend([input.parse::<TokenTree>()?]);
    }
    Err(syn::Error::new_spanned(
        written,
        format_args!("`{key}` takes no value: write `{key}` alone, as in `#[restful({key})]`"),
    ))
}

fn parse_action_list(key: &Ident, order: usize, input: ParseStream) -> syn::Result<ActionList> {
    let example = format!("`{key}(index, show)`");
    if !input.peek(syn::token::Paren) {
        return Err(syn::Error::new(
            key.span(),
            format_args!("`{key}` takes a list of actions in parentheses, as in {example}"),
        ));
    }
    let content;
    let parens = parenthesized!(content in input);
    Ok(ActionList {
        key: key.clone(),
        order,
        parens: parens.span.join(),
        names: parse_names(&content, &example)?,
    })
}

/// The verbs `member(...)` and `collection(...)` take, lower case, as written.
pub(crate) const VERBS: [&str; 4] = ["get", "post", "put", "delete"];

/// `member(post(close), delete(archive))` or `collection(get(search))`.
fn parse_custom_list(key: &Ident, order: usize, input: ParseStream) -> syn::Result<CustomList> {
    let (example, names_example) = match key.to_string().as_str() {
        "member" => ("`member(post(close))`", "close, reopen"),
        "collection" => ("`collection(get(search))`", "search, recent"),
        _ => (
            "`routes(get(home = \"/\"))`",
            "home = \"/\", about = \"/about\"",
        ),
    };
    if !input.peek(syn::token::Paren) {
        return Err(syn::Error::new(
            key.span(),
            format_args!("`{key}` takes its actions by verb in parentheses, as in {example}"),
        ));
    }
    let content;
    let parens = parenthesized!(content in input);
    let mut verbs = Vec::new();
    while !content.is_empty() {
        if content.peek(LitStr) {
            return Err(content.error(format_args!(
                "action names are written without quotes, inside their verb, as in {example}"
            )));
        }
        if !content.peek(Ident::peek_any) {
            return Err(content.error(format_args!(
                "expected a verb and its actions, as in {example}"
            )));
        }
        let verb = content.call(Ident::parse_any)?.unraw();
        if !content.peek(syn::token::Paren) {
            let verb_str = verb.to_string();
            return Err(
                if VERBS.contains(&verb_str.as_str()) || verb_str == "patch" {
                    syn::Error::new(
                        verb.span(),
                        format_args!(
                            "`{verb}` takes the names of its actions in parentheses, as in {example}"
                        ),
                    )
                } else {
                    syn::Error::new(
                        verb.span(),
                        format_args!(
                            "`{verb}` has no verb: list it inside `get(...)`, `post(...)`, \
                         `put(...)` or `delete(...)`, as in {example}"
                        ),
                    )
                },
            );
        }
        let names;
        let verb_parens = parenthesized!(names in content);
        verbs.push(VerbList {
            entries: parse_entries(&names, &format!("`{verb}({names_example})`"))?,
            verb,
            parens: verb_parens.span.join(),
        });
        if content.is_empty() {
            break;
        }
        if !content.peek(Token![,]) {
            return Err(content.error(format_args!(
                "expected `,` between verbs, as in `{key}(post(close), delete(archive))`"
            )));
        }
        content.parse::<Token![,]>()?;
    }
    Ok(CustomList {
        key: key.clone(),
        order,
        parens: parens.span.join(),
        verbs,
    })
}

/// Actions separated by commas (a trailing comma allowed): `name` or `name = "template"`, the
/// name without `r#`.
fn parse_entries(content: ParseStream, example: &str) -> syn::Result<Vec<Entry>> {
    comma_list(content, "actions", example, |content| {
        let name = action_name(content, example)?;
        let template = if content.peek(Token![=]) {
            content.parse::<Token![=]>()?;
            if !content.peek(LitStr) {
                return Err(content.error(format_args!(
                    "`{name} = ` takes its template as a string literal, as in {example}"
                )));
            }
            Some(content.parse::<LitStr>()?)
        } else {
            None
        };
        Ok(Entry { name, template })
    })
}

/// One item after another, separated by commas (a trailing comma allowed), up to the end of
/// `content`; `what` names them in the error for a missing comma.
fn comma_list<T>(
    content: ParseStream,
    what: &str,
    example: &str,
    mut item: impl FnMut(ParseStream) -> syn::Result<T>,
) -> syn::Result<Vec<T>> {
    let mut items = Vec::new();
    while !content.is_empty() {
        items.push(item(content)?);
        if content.is_empty() {
            break;
        }
        if !content.peek(Token![,]) {
            return Err(content.error(format_args!("expected `,` between {what}, as in {example}")));
        }
        content.parse::<Token![,]>()?;
    }
    Ok(items)
}

/// An action's name, without `r#`; a quoted one is refused, saying so.
fn action_name(content: ParseStream, example: &str) -> syn::Result<Ident> {
    if !content.peek(Ident::peek_any) {
        return Err(if content.peek(LitStr) {
            content.error(format_args!(
                "action names are written without quotes, as in {example}"
            ))
        } else {
            content.error(format_args!("expected an action name, as in {example}"))
        });
    }
    Ok(content.call(Ident::parse_any)?.unraw())
}

/// `path_names(new_form = "new", edit_form = "edit")`.
fn parse_path_names(key: &Ident, input: ParseStream) -> syn::Result<PathNames> {
    let example = "`path_names(new_form = \"new\", edit_form = \"edit\")`";
    if !input.peek(syn::token::Paren) {
        return Err(syn::Error::new(
            key.span(),
            format_args!("`{key}` takes the forms' path segments in parentheses, as in {example}"),
        ));
    }
    let content;
    let parens = parenthesized!(content in input);
    let entries = comma_list(&content, "forms", example, |content| {
        if !content.peek(Ident::peek_any) {
            return Err(content.error(format_args!(
                "expected `new_form = \"...\"` or `edit_form = \"...\"`, as in {example}"
            )));
        }
        let form = content.call(Ident::parse_any)?.unraw();
        if !content.peek(Token![=]) || !content.peek2(LitStr) {
            return Err(syn::Error::new(
                form.span(),
                format_args!("`{form}` takes its path segment as a string, as in {example}"),
            ));
        }
        content.parse::<Token![=]>()?;
        Ok((form, content.parse::<LitStr>()?))
    })?;
    Ok(PathNames {
        key: key.clone(),
        parens: parens.span.join(),
        entries,
    })
}

/// `params(name = Type, ...)`.
fn parse_param_types(key: &Ident, input: ParseStream) -> syn::Result<ParamTypes> {
    let example = "`params(locale = String, year = u16)`";
    if !input.peek(syn::token::Paren) {
        return Err(syn::Error::new(
            key.span(),
            format_args!("`{key}` takes each param's type in parentheses, as in {example}"),
        ));
    }
    let content;
    parenthesized!(content in input);
    let entries = comma_list(&content, "params", example, |content| {
        if !content.peek(Ident::peek_any) {
            return Err(content.error(format_args!(
                "expected a param's name, then `=` and its type, as in {example}"
            )));
        }
        let name = content.call(Ident::parse_any)?.unraw();
        if !content.peek(Token![=]) {
            return Err(syn::Error::new(
                name.span(),
                format_args!("`{name}` takes its type after `=`, as in {example}"),
            ));
        }
        content.parse::<Token![=]>()?;
        if content.peek(LitStr) {
            let lit: LitStr = content.parse()?;
            return Err(syn::Error::new(
                lit.span(),
                format_args!(
                    "a param's type is a type, not a string: write `{name} = {}`",
                    lit.value()
                ),
            ));
        }
        Ok((name, content.parse::<syn::Type>()?))
    })?;
    Ok(ParamTypes {
        key: key.clone(),
        entries,
    })
}

/// Action names separated by commas (a trailing comma allowed), without `r#`.
fn parse_names(content: ParseStream, example: &str) -> syn::Result<Vec<Ident>> {
    comma_list(content, "actions", example, |content| {
        action_name(content, example)
    })
}

fn path_to_string(path: &Path) -> String {
    let segments = path
        .segments
        .iter()
        .map(|segment| segment.ident.to_string());
    let joined = segments.collect::<Vec<_>>().join("::");
    if path.leading_colon.is_some() {
        format!("::{joined}")
    } else {
        joined
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_lists_the_key_names() {
        let listed = KEY_NAMES.map(|key| format!("`{key}`")).join(", ");
        assert_eq!(KEYS, listed);
    }
}
