//! Code generation: the descriptor static, the `Restful` impl and the registration, or, on
//! error, the errors and a fallback impl so that code using the type adds none of its own.

use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;
use syn::{DeriveInput, Path, parse_quote};

use crate::attr::{self, Errors};
use crate::valid::{self, Resolved};

pub(crate) fn derive(input: &DeriveInput) -> TokenStream {
    let mut errors = Errors::default();
    let attrs = attr::parse(&input.attrs, &mut errors);
    let resolved = valid::check(input, &attrs, &mut errors);
    let default_krate: Path = parse_quote!(::restful_core);
    let krate = attrs.krate.as_ref().unwrap_or(&default_krate);
    match errors.into_result() {
        Ok(()) => registration(input, &resolved, krate),
        Err(err) => {
            let mut out = err.into_compile_error();
            // A generic type gets no impl: there would be no descriptor per instance to point
            // at. An invalid `crate = "..."` is left out of `attrs.krate`, so the fallback
            // names `::restful_core`, the likeliest place when the path cannot be read.
            if input.generics.params.is_empty() {
                out.extend(fallback(input, krate));
            }
            out
        }
    }
}

fn registration(input: &DeriveInput, resolved: &Resolved, krate: &Path) -> TokenStream {
    let ty = &input.ident;
    let Resolved {
        name,
        resource,
        singular,
        path,
        parent,
        singleton,
        param,
        ..
    } = resolved;
    let served = served(resolved, krate);
    let count = served.len();
    let suffixes: Vec<&str> = served.iter().filter_map(Served::suffix).collect();
    let absolute: Vec<&str> = served.iter().filter_map(Served::absolute).collect();
    // Each action's own list of params, where they do not follow from the member params: a
    // template with params of its own, a route of any shape. (Most controllers have none: a
    // list per route would be one more thing per derive to evaluate and check.)
    let mut own_params: Vec<Option<TokenStream>> = Vec::with_capacity(count);
    let (statics, parent, path, templates, params) = match parent {
        None => {
            let templates = served.iter().map(|action| match &action.place {
                Place::Below(suffix) => format!("{path}{suffix}"),
                Place::Absolute(template) => template.clone(),
            });
            let params = match *singleton {
                true => quote!(#krate::__private::NO_PARAMS),
                false if param == "id" => quote!(#krate::__private::ROOT_PARAMS),
                false => quote!(&[#param]),
            };
            own_params.extend(served.iter().map(|action| {
                let names = action.root_params(param);
                (!action.params_follow()).then(|| quote!(&[#(#names),*]))
            }));
            (
                TokenStream::new(),
                quote!(::core::option::Option::None),
                quote!(#path),
                quote!(&[#(#templates),*]),
                params,
            )
        }
        // The parent's descriptor is read in const evaluation: its base path, its singular and
        // whether it is a singleton are known only to its own expansion. Named once, at the
        // user's token, so that a parent that is not a controller is one error there.
        Some(parent) => {
            let named = quote_spanned! {parent.span()=>
                <#parent as #krate::__private::LinkKinds>::DESCRIPTOR
            };
            let mut route_statics = TokenStream::new();
            for (at, action) in served.iter().enumerate() {
                own_params.push(match &action.place {
                    _ if action.params_follow() => None,
                    Place::Absolute(_) => {
                        let names = &action.params;
                        Some(quote!(&[#(#names),*]))
                    }
                    Place::Below(_) => {
                        let name = format_ident!("__ROUTE_PARAMS_{at}");
                        let extras = &action.params;
                        let own = action.has_id;
                        let len = usize::from(own) + extras.len();
                        route_statics.extend(quote! {
                            static #name: [&str; __PARENT_IDS + #len] =
                                #krate::__private::route_params::<{ __PARENT_IDS + #len }>(
                                    &__PARAMS, __PARENT_IDS, #own, &[#(#extras),*],
                                );
                        });
                        Some(quote!(&#name))
                    }
                });
            }
            let statics = quote! {
                const __PARENT: &'static #krate::Controller = #named;
                const __SUFFIXES: &[&str] = &[#(#suffixes),*];
                const __LEN: usize =
                    #krate::__private::nested_len(__PARENT, #resource, __SUFFIXES);
                static __BUFFER: [u8; __LEN] =
                    #krate::__private::nested_buffer::<__LEN>(__PARENT, #resource, __SUFFIXES);
                static __TEMPLATES: [&str; #count] = #krate::__private::nested_templates::<#count>(
                    &__BUFFER, __PARENT, #resource, __SUFFIXES, &[#(#absolute),*],
                );
                const __PARAM_COUNT: usize =
                    #krate::__private::nested_param_count(__PARENT, #singleton);
                static __PARAMS: [&str; __PARAM_COUNT] =
                    #krate::__private::nested_params::<__PARAM_COUNT>(__PARENT, &__BUFFER, #param);
                const __PARENT_IDS: usize = #krate::__private::parent_ids(__PARENT);
                #route_statics
            };
            (
                statics,
                quote!(::core::option::Option::Some(__PARENT)),
                quote!(#krate::__private::nested_path(&__BUFFER, __PARENT, #resource)),
                quote!(&__TEMPLATES),
                quote!(&__PARAMS),
            )
        }
    };
    // The typed params: the own id (`id = T`), then `params(...)`, each pointing at its type
    // where an error would; a nested controller's ancestors' typed ids come first, read from
    // its parent's descriptor.
    let typed = resolved.id_type.map(|ty| (param.as_str(), ty));
    let typed = typed.into_iter().chain(
        resolved
            .param_types
            .iter()
            .map(|(name, ty)| (name.as_str(), *ty)),
    );
    let entries: Vec<TokenStream> = typed
        .map(|(name, ty)| {
            // Each function named at the type: a type that is no `Param` is one error there,
            // the same as the link functions' (below).
            quote_spanned! {ty.span()=>
                (#name, #krate::__private::param_type(
                    #krate::__private::TypeId::of::<#ty>,
                    ::core::any::type_name::<#ty>,
                    <#ty as #krate::Param>::accepts,
                    <#ty as #krate::Param>::schema,
                ))
            }
        })
        .collect();
    let (types_static, param_types) = match (resolved.parent, entries.is_empty()) {
        (None, true) => (TokenStream::new(), quote!(&[])),
        (None, false) => {
            let len = entries.len();
            (
                quote! {
                    static __TYPES: [(&str, #krate::__private::ParamType); #len] =
                        [#(#entries),*];
                },
                quote!(&__TYPES),
            )
        }
        (Some(_), _) => (
            quote! {
                const __OWN_TYPES: &[(&str, #krate::__private::ParamType)] = &[#(#entries),*];
                const __TYPE_COUNT: usize =
                    #krate::__private::nested_type_count(__PARENT, __OWN_TYPES);
                static __TYPES: [(&str, #krate::__private::ParamType); __TYPE_COUNT] =
                    #krate::__private::nested_types::<__TYPE_COUNT>(
                        __PARENT, &__PARAMS, __OWN_TYPES,
                    );
            },
            quote!(&__TYPES),
        ),
    };
    let constants = served
        .iter()
        .zip(&own_params)
        .map(|(action, params)| action.constant(krate, params.as_ref()));
    // A controller of the seven alone (the most common) points at restful-core's one table of
    // them rather than making its own.
    let seven_alone = resolved.actions == 0b111_1111 && resolved.custom.is_empty();
    let (actions_static, table) = match seven_alone {
        true => (TokenStream::new(), quote!(#krate::__private::SEVEN)),
        false => (
            quote!(static __ACTIONS: [#krate::Action; #count] = [#(#constants),*];),
            quote!(__ACTIONS),
        ),
    };
    // The kinds of the ids this controller's children take as their parent's: its parent's,
    // then its own id's (none for a singleton), typed where `id = T` types it.
    let own_kind = match resolved.id_type {
        Some(ty) => quote_spanned!(ty.span()=> #krate::Typed<#ty>),
        None => quote!(#krate::Untyped),
    };
    let kinds = match (resolved.parent, resolved.singleton) {
        (None, false) => quote!((#own_kind,)),
        (None, true) => quote!(()),
        // Spanned at the parent's path, where an error that it is no controller points.
        (Some(parent), false) => quote_spanned! {parent.span()=>
            <<#parent as #krate::__private::LinkKinds>::Kinds
                as #krate::__private::Append<#own_kind>>::Out
        },
        (Some(parent), true) => {
            quote_spanned!(parent.span()=> <#parent as #krate::__private::LinkKinds>::Kinds)
        }
    };
    let krate_docs = quote!(#krate).to_string().replace(' ', "");
    let path_fns = served.iter().enumerate().map(|(at, action)| {
        let action_value = quote!(#table[#at]);
        action.path_fn(&input.vis, ty, &action_value, resolved, krate, &krate_docs)
    });
    quote! {
        #[doc(hidden)]
        #[allow(non_upper_case_globals, unused_qualifications)]
        const _: () = {
            #statics

            #actions_static

            #types_static

            static __RESTFUL_CONTROLLER: #krate::Controller =
                #krate::__private::controller(#krate::__private::Parts {
                    name: #name,
                    type_name: ::core::concat!(::core::module_path!(), "::", #name),
                    resource: #resource,
                    singular: #singular,
                    parent: #parent,
                    singleton: #singleton,
                    path: #path,
                    actions: &#table,
                    templates: #templates,
                    params: #params,
                    param_types: #param_types,
                    type_id: #krate::__private::TypeId::of::<#ty>,
                });

            #[automatically_derived]
            impl #krate::Restful for #ty {
                const CONTROLLER: &'static #krate::Controller = &__RESTFUL_CONTROLLER;
            }

            #[automatically_derived]
            impl #krate::__private::LinkKinds for #ty {
                type Kinds = #kinds;
            }

            #krate::__private::inventory::submit! {
                #krate::__private::Registration::new(&__RESTFUL_CONTROLLER)
            }

            #[allow(dead_code)]
            impl #ty {
                #(#path_fns)*
            }
        };
    }
}

/// The served actions in table order: the seven, then the custom ones.
fn served<'a>(resolved: &'a Resolved, krate: &Path) -> Vec<Served<'a>> {
    // `Action`'s constants and methods, in the order of `valid::ACTIONS`.
    const SEVEN: [(&str, &str); 7] = [
        ("Index", "GET"),
        ("NewForm", "GET"),
        ("Create", "POST"),
        ("Show", "GET"),
        ("EditForm", "GET"),
        ("Update", "PUT"),
        ("Destroy", "DELETE"),
    ];
    let plural = !resolved.singleton;
    let param = &resolved.param;
    let [new_form, edit_form] = &resolved.form_segments;
    let seven = valid::ACTIONS.iter().zip(SEVEN).enumerate();
    let seven = seven
        .filter(|(at, _)| resolved.actions & (1 << at) != 0)
        .map(|(_, (&name, (constant, method)))| {
            let constant = format_ident!("{constant}");
            let has_id = plural && matches!(name, "show" | "edit_form" | "update" | "destroy");
            let id = if has_id {
                format!("/{{{param}}}")
            } else {
                String::new()
            };
            Served {
                name,
                method: method.to_owned(),
                has_id,
                place: Place::Below(match name {
                    "index" | "create" => String::new(),
                    "new_form" => format!("/{new_form}"),
                    "edit_form" => format!("{id}/{edit_form}"),
                    _ => id,
                }),
                params: Vec::new(),
                constant: Constant::Seven(quote!(#krate::Action::#constant)),
            }
        });
    let custom = resolved.custom.iter().map(|action| {
        let name = action.name.as_str();
        let verb = format_ident!("{}", action.verb);
        let (has_id, place, on) = match action.place {
            valid::Place::Collection => (
                false,
                Place::Below(format!("/{}", action.template)),
                quote!(Collection),
            ),
            valid::Place::Member if plural => (
                true,
                Place::Below(format!("/{{{param}}}/{}", action.template)),
                quote!(Member),
            ),
            valid::Place::Member => (
                false,
                Place::Below(format!("/{}", action.template)),
                quote!(Singleton),
            ),
            valid::Place::Route => {
                let id = plural && action.params.iter().any(|name| name == param);
                (
                    id,
                    Place::Absolute(action.template.clone()),
                    quote!(Route { id: #id }),
                )
            }
        };
        Served {
            name,
            method: action.verb.to_uppercase(),
            has_id,
            place,
            params: action.params.clone(),
            constant: Constant::Custom {
                verb: quote!(#krate::__private::Verb::#verb),
                on: quote!(#krate::__private::On::#on),
            },
        }
    });
    seven.chain(custom).collect()
}

/// Where a served action's template is.
enum Place {
    /// Below the base path: what the template adds to it.
    Below(String),
    /// A route of any shape: its whole template.
    Absolute(String),
}

/// A served action, as the expansion writes it: its `Action` constant, its template, and its
/// `<action>_path` function.
struct Served<'a> {
    name: &'a str,
    /// `GET`, `POST`, `PUT` or `DELETE`.
    method: String,
    /// Whether the template has the controller's own id.
    has_id: bool,
    place: Place,
    /// Below the base path: the params of the template's own part, after the own id. A route
    /// of any shape: every param of its template.
    params: Vec<String>,
    constant: Constant,
}

/// How a served action's `Action` value is written.
enum Constant {
    /// One of the seven: `Action::Show`.
    Seven(TokenStream),
    /// A custom action: its verb and its place, `__private::Verb::Post` and
    /// `__private::On::Member`.
    Custom { verb: TokenStream, on: TokenStream },
}

impl Served<'_> {
    /// The `Action` value, a constant expression; `params` is the action's own list of params
    /// where they do not follow from the member params.
    fn constant(&self, krate: &Path, params: Option<&TokenStream>) -> TokenStream {
        let name = self.name;
        match (&self.constant, params) {
            (Constant::Seven(constant), _) => constant.clone(),
            (Constant::Custom { verb, on }, None) => quote! {
                #krate::Action::custom(&#krate::__private::ActionDef::new(#name, #verb, #on))
            },
            (Constant::Custom { verb, on }, Some(params)) => quote! {
                #krate::Action::custom(&#krate::__private::ActionDef::with_params(
                    #name, #verb, #on, #params,
                ))
            },
        }
    }

    fn suffix(&self) -> Option<&str> {
        match &self.place {
            Place::Below(suffix) => Some(suffix),
            Place::Absolute(_) => None,
        }
    }

    fn absolute(&self) -> Option<&str> {
        match &self.place {
            Place::Absolute(template) => Some(template),
            Place::Below(_) => None,
        }
    }

    /// Whether the route's params follow from the controller's member params: a route below
    /// the base path whose template adds none of its own (the ancestors' ids, then the own id
    /// where the route has it).
    fn params_follow(&self) -> bool {
        matches!(self.place, Place::Below(_)) && self.params.is_empty()
    }

    /// The params of the route of a controller without a parent, in path order.
    fn root_params<'s>(&'s self, param: &'s str) -> Vec<&'s str> {
        let own = matches!(self.place, Place::Below(_)) && self.has_id;
        let own = own.then_some(param);
        own.into_iter()
            .chain(self.params.iter().map(String::as_str))
            .collect()
    }

    /// The `<action>_path` function, for the action `action_value` (its place in the
    /// controller's table of actions): its arguments are
    /// the route's params, in path order (a nested controller's parent's ids as one
    /// `ParentIds` argument, for a route below its base path), and it returns what `path_for`
    /// returns.
    fn path_fn(
        &self,
        vis: &syn::Visibility,
        ty: &syn::Ident,
        action_value: &TokenStream,
        resolved: &Resolved,
        krate: &Path,
        krate_docs: &str,
    ) -> TokenStream {
        let name = format_ident!("{}_path", self.name);
        let (action, method) = (self.name, &self.method);
        let below_parent = resolved.parent.is_some() && matches!(self.place, Place::Below(_));
        let template = match (&self.place, resolved.parent) {
            (Place::Absolute(template), _) => template.clone(),
            (Place::Below(suffix), None) => format!("{}{suffix}", resolved.path),
            (Place::Below(suffix), Some(_)) => format!("…/{}{suffix}", resolved.resource),
        };
        // The params the function takes one by one, in path order.
        let names: Vec<&str> = match self.place {
            Place::Below(_) => {
                let own = self.has_id.then_some(resolved.param.as_str());
                own.into_iter()
                    .chain(self.params.iter().map(String::as_str))
                    .collect()
            }
            Place::Absolute(_) => self.params.iter().map(String::as_str).collect(),
        };
        let idents = arg_idents(&names, below_parent);
        let mut args = Vec::new();
        let mut parent_ids = quote!(&[]);
        if below_parent {
            let kinds = match resolved.parent {
                Some(parent) => quote!(<#parent as #krate::__private::LinkKinds>::Kinds),
                None => quote!(()),
            };
            args.push(quote!(parent: impl #krate::ParentIds<{ __PARENT_IDS }, #kinds>));
            parent_ids = quote!(&#krate::ParentIds::ids(&parent));
        }
        // A typed param takes its type (or anything that borrows as one), written as the type
        // writes it; an untyped one anything that displays.
        let types: Vec<Option<&syn::Type>> =
            names.iter().map(|&name| resolved.type_of(name)).collect();
        args.extend(idents.iter().zip(&types).map(|(ident, ty)| match ty {
            Some(ty) => quote!(#ident: impl ::core::borrow::Borrow<#ty>),
            None => quote!(#ident: impl ::core::fmt::Display),
        }));
        let values = idents.iter().zip(&types).map(|(ident, ty)| match ty {
            // Spanned at the type, where an error that the type is no `Param` points.
            Some(ty) => quote_spanned! {ty.span()=>
                &<#ty as #krate::Param>::write(::core::borrow::Borrow::<#ty>::borrow(&#ident))
            },
            None => quote!(&#ident),
        });
        let written: Vec<String> = idents
            .iter()
            .map(|ident| format!("`{}`", ident.to_string().trim_start_matches("r#")))
            .collect();
        let takes = match (below_parent, written.is_empty()) {
            (false, true) => String::new(),
            (false, false) => format!(", with {} written in", written.join(", ")),
            (true, true) => {
                ", with the parent's ids (`parent`, see [`ParentIds`]) written in".to_owned()
            }
            (true, false) => format!(
                ", with the parent's ids (`parent`, see [`ParentIds`]) and {} written in",
                written.join(", ")
            ),
        };
        let doc = format!(
            "The path of `{ty}`'s `{action}` action, `{method} {template}`{takes}: what \
             [`Controller::path_for`] returns, escaped so that recognition reads the same ids \
             back.\n\n\
             # Panics\n\n\
             If an id displays as the empty string, which no path segment can carry, or a \
             parent's id is not a value of the type the parent gives its id. \
             [`Controller::path_for`] returns those errors instead.\n\n\
             [`Controller::path_for`]: {krate_docs}::Controller::path_for\n\
             [`ParentIds`]: {krate_docs}::ParentIds",
        );
        quote! {
            #[doc = #doc]
            #[must_use]
            #vis fn #name(#(#args),*) -> ::std::string::String {
                #krate::__private::path(
                    &__RESTFUL_CONTROLLER,
                    #action_value,
                    #parent_ids,
                    &[#(#values),*],
                )
            }
        }
    }
}

/// Rust's keywords, strict and reserved, of every edition, but those that cannot be raw
/// (`self`, `super`, `crate`, `Self`, which a name gets `_` after): a param named as one
/// becomes a raw identifier.
const KEYWORDS: [&str; 48] = [
    "as", "break", "const", "continue", "else", "enum", "extern", "false", "fn", "for", "if",
    "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return", "static",
    "struct", "trait", "true", "type", "unsafe", "use", "where", "while", "async", "await", "dyn",
    "abstract", "become", "box", "do", "final", "macro", "override", "priv", "typeof", "unsized",
    "virtual", "yield", "try", "gen",
];

/// The arguments of a link function, one per param name: the name itself where it is an
/// identifier (raw for a keyword), with `_` added where it is not one or is taken (`parent`,
/// the argument of the parent's ids).
fn arg_idents(names: &[&str], parent: bool) -> Vec<syn::Ident> {
    let mut taken: Vec<String> = Vec::new();
    if parent {
        taken.push("parent".to_owned());
    }
    names
        .iter()
        .map(|&name| {
            let mut text = match name {
                "self" | "super" | "crate" | "Self" | "_" => format!("{name}_"),
                _ => name.to_owned(),
            };
            while taken.contains(&text) {
                text.push('_');
            }
            taken.push(text.clone());
            let span = proc_macro2::Span::call_site();
            match KEYWORDS.contains(&text.as_str()) {
                true => syn::Ident::new_raw(&text, span),
                false => syn::Ident::new(&text, span),
            }
        })
        .collect()
}

fn fallback(input: &DeriveInput, krate: &Path) -> TokenStream {
    let ty = &input.ident;
    quote! {
        #[automatically_derived]
        impl #krate::Restful for #ty {
            const CONTROLLER: &'static #krate::Controller = &#krate::__private::FALLBACK;
        }

        #[automatically_derived]
        impl #krate::__private::LinkKinds for #ty {
            type Kinds = ();
        }
    }
}
