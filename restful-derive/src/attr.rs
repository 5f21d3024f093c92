//! Parsing of the `#[restful(...)]` attributes, and nothing else: every key is recorded with its
//! tokens, so that each error can point at the offending one.

use proc_macro2::Span;
use syn::ext::IdentExt;
use syn::parse::ParseStream;
use syn::{Attribute, Ident, LitStr, Path, Token, parenthesized};

pub(crate) const KEYS: &str = "`resource`, `prefix`, `only`, `except`, `crate`";

/// The attributes as written. Keys given twice, and unknown keys, are errors already.
#[derive(Default)]
pub(crate) struct Attrs {
    pub resource: Option<LitStr>,
    pub prefix: Option<LitStr>,
    pub only: Option<ActionList>,
    pub except: Option<ActionList>,
    pub krate: Option<Path>,
    /// `crate = "..."` was given but is not a path: the fallback impl cannot name the crate.
    pub krate_invalid: bool,
}

/// `only(...)` or `except(...)`: the key, and the action names as written.
pub(crate) struct ActionList {
    pub key: Ident,
    pub parens: Span,
    pub names: Vec<Ident>,
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
    for attr in attrs.iter().filter(|attr| attr.path().is_ident("restful")) {
        let parsed = attr.parse_nested_meta(|meta| {
            let Some(key) = meta.path.get_ident().map(Ident::unraw) else {
                return Err(meta.error(format_args!(
                    "unknown restful attribute; expected one of {KEYS}"
                )));
            };
            let given_before = match key.to_string().as_str() {
                "resource" => set(&mut out.resource, meta.value()?.parse()?),
                "prefix" => set(&mut out.prefix, meta.value()?.parse()?),
                "only" => set(&mut out.only, parse_action_list(&key, meta.input)?),
                "except" => set(&mut out.except, parse_action_list(&key, meta.input)?),
                "crate" => match parse_crate_path(meta.value()?.parse()?) {
                    Ok(path) => set(&mut out.krate, path),
                    Err(err) => {
                        out.krate_invalid = true;
                        errors.push(err);
                        false
                    }
                },
                other => {
                    return Err(syn::Error::new(
                        key.span(),
                        format_args!("unknown restful attribute `{other}`; expected one of {KEYS}"),
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

fn parse_crate_path(value: LitStr) -> syn::Result<Path> {
    value.parse_with(Path::parse_mod_style).map_err(|_| {
        syn::Error::new(
            value.span(),
            format_args!(
                "`crate` takes the path restful_core is reachable at, such as \"my_web::restful\"; `{}` is not a path",
                value.value()
            ),
        )
    })
}

fn parse_action_list(key: &Ident, input: ParseStream) -> syn::Result<ActionList> {
    if !input.peek(syn::token::Paren) {
        return Err(syn::Error::new(
            key.span(),
            format_args!("`{key}` takes a list of actions in parentheses, as in `{key}(index, show)`"),
        ));
    }
    let content;
    let parens = parenthesized!(content in input);
    let names = content.parse_terminated(Ident::parse_any, Token![,])?;
    Ok(ActionList {
        key: key.clone(),
        parens: parens.span.join(),
        names: names.into_iter().collect(),
    })
}
