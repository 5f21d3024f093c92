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
        actions,
        singleton,
        custom,
    } = resolved;
    // The served actions in table order, what each one's template adds to the base path, and
    // its path function.
    let mut served = Vec::new();
    let mut suffixes = Vec::new();
    let mut paths = Vec::new();
    let id = if *singleton { "" } else { "/{id}" };
    // `Action`'s constants and methods, in the order of `valid::ACTIONS`.
    const CONSTANTS: [(&str, &str); 7] = [
        ("Index", "GET"),
        ("NewForm", "GET"),
        ("Create", "POST"),
        ("Show", "GET"),
        ("EditForm", "GET"),
        ("Update", "PUT"),
        ("Destroy", "DELETE"),
    ];
    for (at, (action, (constant, method))) in valid::ACTIONS.iter().zip(CONSTANTS).enumerate() {
        if actions & (1 << at) == 0 {
            continue;
        }
        let constant = format_ident!("{constant}");
        served.push(quote!(#krate::Action::#constant));
        let suffix = match *action {
            "index" | "create" => String::new(),
            "new_form" => "/new_form".to_owned(),
            "edit_form" => format!("{id}/edit_form"),
            _ => id.to_owned(),
        };
        paths.push(PathFn {
            action,
            method,
            has_id: suffix.starts_with("/{id}"),
            suffix: suffix.clone(),
        });
        suffixes.push(suffix);
    }
    for action in custom {
        let action_name = &action.name;
        let verb = format_ident!("{}", action.verb);
        let on = format_ident!(
            "{}",
            match (action.member, singleton) {
                (false, _) => "Collection",
                (true, false) => "Member",
                (true, true) => "Singleton",
            }
        );
        served.push(quote! {
            #krate::Action::custom(&#krate::__private::ActionDef::new(
                #action_name,
                #krate::__private::Verb::#verb,
                #krate::__private::On::#on,
            ))
        });
        let has_id = action.member && !singleton;
        let suffix = if has_id {
            format!("/{{id}}/{action_name}")
        } else {
            format!("/{action_name}")
        };
        paths.push(PathFn {
            action: action_name,
            method: action.verb,
            has_id,
            suffix: suffix.clone(),
        });
        suffixes.push(suffix);
    }
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
    let path_fns = paths
        .iter()
        .enumerate()
        .map(|(at, f)| f.expand(&input.vis, ty, at, resolved, krate));
    quote! {
        #[doc(hidden)]
        #[allow(non_upper_case_globals, unused_qualifications)]
        const _: () = {
            #statics

            static __ACTIONS: [#krate::Action; #count] = [#(#served),*];

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

/// The `<action>_path` function of one served action: its arguments are the route's params,
/// in path order (a nested controller's parent's ids as one [`ParentIds`] argument), and it
/// returns what `path_for` returns.
///
/// [`ParentIds`]: https://docs.rs/restful-core/latest/restful_core/trait.ParentIds.html
struct PathFn<'a> {
    action: &'a str,
    method: &'a str,
    /// Whether the template ends in the controller's own `{id}` (or `{id}/<name>`).
    has_id: bool,
    /// What the template adds to the base path.
    suffix: String,
}

impl PathFn<'_> {
    /// The function, for the action at `at` in `__ACTIONS`.
    fn expand(
        &self,
        vis: &syn::Visibility,
        ty: &syn::Ident,
        at: usize,
        resolved: &Resolved,
        krate: &Path,
    ) -> TokenStream {
        let name = format_ident!("{}_path", self.action);
        let action = self.action;
        let method = self.method.to_uppercase();
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
            (false, true) => " with `id` written in",
            (true, false) => " with the parent's ids (`parent`, see [`ParentIds`]) written in",
            (true, true) => {
                " with the parent's ids (`parent`, see [`ParentIds`]) and `id` written in"
            }
        };
        let doc = format!(
            "The path of `{ty}`'s `{action}` action, `{method} {template}`,{takes}: what \
             [`Controller::path_for`] returns, escaped so that recognition reads the same ids \
             back.\n\n\
             # Panics\n\n\
             If an id displays as the empty string, which no path segment can carry. \
             [`Controller::path_for`] returns that error instead.\n\n\
             [`Controller::path_for`]: {krate_docs}::Controller::path_for\n\
             [`ParentIds`]: {krate_docs}::ParentIds",
            krate_docs = quote!(#krate).to_string().replace(' ', ""),
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
