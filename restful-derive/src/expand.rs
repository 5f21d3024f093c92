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
        ..
    } = resolved;
    let served = served(resolved, krate);
    let suffixes: Vec<&str> = served.iter().map(|action| action.suffix.as_str()).collect();
    let count = served.len();
    let (statics, parent, path, templates, params) = match parent {
        None => {
            let templates = suffixes.iter().map(|suffix| format!("{path}{suffix}"));
            let params = if *singleton {
                quote!(#krate::__private::NO_PARAMS)
            } else {
                quote!(#krate::__private::ROOT_PARAMS)
            };
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
            let named = quote_spanned!(parent.span()=> <#parent as #krate::Restful>::CONTROLLER);
            let statics = quote! {
                const __PARENT: &'static #krate::Controller = #named;
                const __SUFFIXES: &[&str] = &[#(#suffixes),*];
                const __LEN: usize =
                    #krate::__private::nested_len(__PARENT, #resource, __SUFFIXES);
                static __BUFFER: [u8; __LEN] =
                    #krate::__private::nested_buffer::<__LEN>(__PARENT, #resource, __SUFFIXES);
                static __TEMPLATES: [&str; #count] = #krate::__private::nested_templates::<#count>(
                    &__BUFFER, __PARENT, #resource, __SUFFIXES,
                );
                const __PARAM_COUNT: usize =
                    #krate::__private::nested_param_count(__PARENT, #singleton);
                static __PARAMS: [&str; __PARAM_COUNT] =
                    #krate::__private::nested_params::<__PARAM_COUNT>(__PARENT, &__BUFFER);
                const __PARENT_IDS: usize = #krate::__private::parent_ids(__PARENT);
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
    let constants = served.iter().map(|action| &action.constant);
    let krate_docs = quote!(#krate).to_string().replace(' ', "");
    let path_fns = served
        .iter()
        .enumerate()
        .map(|(at, action)| action.path_fn(&input.vis, ty, at, resolved, krate, &krate_docs));
    quote! {
        #[doc(hidden)]
        #[allow(non_upper_case_globals, unused_qualifications)]
        const _: () = {
            #statics

            static __ACTIONS: [#krate::Action; #count] = [#(#constants),*];

            static __RESTFUL_CONTROLLER: #krate::Controller =
                #krate::__private::controller(#krate::__private::Parts {
                    name: #name,
                    type_name: ::core::concat!(::core::module_path!(), "::", #name),
                    resource: #resource,
                    singular: #singular,
                    parent: #parent,
                    singleton: #singleton,
                    path: #path,
                    actions: &__ACTIONS,
                    templates: #templates,
                    params: #params,
                    type_id: #krate::__private::TypeId::of::<#ty>,
                });

            #[automatically_derived]
            impl #krate::Restful for #ty {
                const CONTROLLER: &'static #krate::Controller = &__RESTFUL_CONTROLLER;
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
    let seven = valid::ACTIONS.iter().zip(SEVEN).enumerate();
    let seven = seven
        .filter(|(at, _)| resolved.actions & (1 << at) != 0)
        .map(|(_, (&name, (constant, method)))| {
            let constant = format_ident!("{constant}");
            let has_id = plural && matches!(name, "show" | "edit_form" | "update" | "destroy");
            let id = if has_id { "/{id}" } else { "" };
            Served {
                name,
                method: method.to_owned(),
                has_id,
                suffix: match name {
                    "index" | "create" => String::new(),
                    "new_form" => "/new_form".to_owned(),
                    "edit_form" => format!("{id}/edit_form"),
                    _ => id.to_owned(),
                },
                constant: quote!(#krate::Action::#constant),
            }
        });
    let custom = resolved.custom.iter().map(|action| {
        let name = action.name.as_str();
        let verb = format_ident!("{}", action.verb);
        let on = format_ident!(
            "{}",
            match (action.member, resolved.singleton) {
                (false, _) => "Collection",
                (true, false) => "Member",
                (true, true) => "Singleton",
            }
        );
        let has_id = action.member && plural;
        Served {
            name,
            method: action.verb.to_uppercase(),
            has_id,
            suffix: if has_id {
                format!("/{{id}}/{name}")
            } else {
                format!("/{name}")
            },
            constant: quote! {
                #krate::Action::custom(&#krate::__private::ActionDef::new(
                    #name,
                    #krate::__private::Verb::#verb,
                    #krate::__private::On::#on,
                ))
            },
        }
    });
    seven.chain(custom).collect()
}

/// A served action, as the expansion writes it: its `Action` constant, what its template adds
/// to the base path, and its `<action>_path` function.
struct Served<'a> {
    name: &'a str,
    /// `GET`, `POST`, `PUT` or `DELETE`.
    method: String,
    /// Whether the template ends in the controller's own `{id}` (or `{id}/<name>`).
    has_id: bool,
    /// What the template adds to the base path.
    suffix: String,
    /// The `Action` value, a constant expression.
    constant: TokenStream,
}

impl Served<'_> {
    /// The `<action>_path` function, for the action at `at` in `__ACTIONS`: its arguments are
    /// the route's params, in path order (a nested controller's parent's ids as one
    /// `ParentIds` argument), and it returns what `path_for` returns.
    fn path_fn(
        &self,
        vis: &syn::Visibility,
        ty: &syn::Ident,
        at: usize,
        resolved: &Resolved,
        krate: &Path,
        krate_docs: &str,
    ) -> TokenStream {
        let name = format_ident!("{}_path", self.name);
        let (action, method) = (self.name, &self.method);
        let mut args = Vec::new();
        let mut parent_ids = quote!(&[]);
        let template = match resolved.parent {
            None => format!("{}{}", resolved.path, self.suffix),
            Some(_) => {
                args.push(quote!(parent: impl #krate::ParentIds<{ __PARENT_IDS }>));
                parent_ids = quote!(&#krate::ParentIds::ids(&parent));
                format!("…/{}{}", resolved.resource, self.suffix)
            }
        };
        let mut own_id = quote!(&[]);
        if self.has_id {
            args.push(quote!(id: impl ::core::fmt::Display));
            own_id = quote!(&[&id]);
        }
        let takes = match (resolved.parent.is_some(), self.has_id) {
            (false, false) => "",
            (false, true) => ", with `id` written in",
            (true, false) => ", with the parent's ids (`parent`, see [`ParentIds`]) written in",
            (true, true) => {
                ", with the parent's ids (`parent`, see [`ParentIds`]) and `id` written in"
            }
        };
        let doc = format!(
            "The path of `{ty}`'s `{action}` action, `{method} {template}`{takes}: what \
             [`Controller::path_for`] returns, escaped so that recognition reads the same ids \
             back.\n\n\
             # Panics\n\n\
             If an id displays as the empty string, which no path segment can carry. \
             [`Controller::path_for`] returns that error instead.\n\n\
             [`Controller::path_for`]: {krate_docs}::Controller::path_for\n\
             [`ParentIds`]: {krate_docs}::ParentIds",
        );
        quote! {
            #[doc = #doc]
            #[must_use]
            #vis fn #name(#(#args),*) -> ::std::string::String {
                #krate::__private::path(&__RESTFUL_CONTROLLER, __ACTIONS[#at], #parent_ids, #own_id)
            }
        }
    }
}

fn fallback(input: &DeriveInput, krate: &Path) -> TokenStream {
    let ty = &input.ident;
    quote! {
        #[automatically_derived]
        impl #krate::Restful for #ty {
            const CONTROLLER: &'static #krate::Controller = &#krate::__private::FALLBACK;
        }
    }
}
