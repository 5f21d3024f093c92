//! Code generation: the descriptor static, the `Restful` impl and the registration, or, on
//! error, the errors and a fallback impl so that code using the type adds none of its own.

use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
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
    } = resolved;
    let (statics, parent, templates, params) = match parent {
        None => {
            let new_form = format!("{path}/new_form");
            let member = format!("{path}/{{id}}");
            let edit_form = format!("{path}/{{id}}/edit_form");
            (
                TokenStream::new(),
                quote!(::core::option::Option::None),
                quote!([#path, #new_form, #member, #edit_form]),
                quote!(#krate::__private::ROOT_PARAMS),
            )
        }
        // The parent's descriptor is read in const evaluation: its base path and singular are
        // known only to its own expansion. Named once, at the user's token, so that a parent
        // that is not a controller is one error there.
        Some(parent) => {
            let named = quote_spanned!(parent.span()=> <#parent as #krate::Restful>::CONTROLLER);
            let statics = quote! {
                const __PARENT: &'static #krate::Controller = #named;
                const __LEN: usize = #krate::__private::nested_len(__PARENT, #resource);
                static __TEMPLATES: [u8; __LEN] =
                    #krate::__private::nested_buffer::<__LEN>(__PARENT, #resource);
                const __PARAM_COUNT: usize = #krate::__private::nested_param_count(__PARENT);
                static __PARAMS: [&str; __PARAM_COUNT] =
                    #krate::__private::nested_params::<__PARAM_COUNT>(__PARENT, &__TEMPLATES);
            };
            (
                statics,
                quote!(::core::option::Option::Some(__PARENT)),
                quote!(#krate::__private::nested_templates(&__TEMPLATES, __PARENT, #resource)),
                quote!(&__PARAMS),
            )
        }
    };
    quote! {
        #[doc(hidden)]
        #[allow(non_upper_case_globals, unused_qualifications)]
        const _: () = {
            #statics

            static __RESTFUL_CONTROLLER: #krate::Controller =
                #krate::__private::controller(#krate::__private::Parts {
                    name: #name,
                    type_name: ::core::concat!(::core::module_path!(), "::", #name),
                    resource: #resource,
                    singular: #singular,
                    parent: #parent,
                    actions: #actions,
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
        };
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
