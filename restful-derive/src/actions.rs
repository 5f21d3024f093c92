//! `#[actions]` on an `impl` block of a controller, for each stack: every associated function is
//! the handler of the served action it is named after. The block is kept as written (but for
//! the filter attributes, which become the `Actions`' filters), and the macro adds:
//!
//! - a `const` item per function, evaluated against the controller's descriptor, that fails the
//!   build when the controller serves no action of that name (pointing at the name), and one
//!   that fails it when a served action has no function (pointing at the controller's type);
//! - `C::actions()`, the stack's `Actions` with each function mounted at its action, and the
//!   stack's `ControllerActions` for `C`, which `RestfulRouter::controller::<C>()` mounts.
//!
//! The derive and the attribute are separate macro calls: the attribute sees the controller only
//! through its descriptor, in const evaluation.

use proc_macro2::{Group, Span, TokenStream, TokenTree};
use quote::{format_ident, quote, quote_spanned};
use syn::ext::IdentExt;
use syn::parse::{Parse, ParseStream, Parser};
use syn::punctuated::Punctuated;
use syn::spanned::Spanned;
use syn::{
    Expr, FnArg, GenericArgument, ImplItem, ItemImpl, LitStr, Path, PathArguments, ReturnType,
    Token, Type,
};

use crate::valid::did_you_mean_hint;

/// The stack an `#[actions]` block is for.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Stack {
    Axum,
    Actix,
    Tower,
}

impl Stack {
    /// The adapter crate the generated code names, unless `crate = "..."` says otherwise.
    fn default_crate(self) -> Path {
        match self {
            Stack::Axum => syn::parse_quote!(::restful_axum),
            Stack::Actix => syn::parse_quote!(::restful_actix),
            Stack::Tower => syn::parse_quote!(::restful_tower),
        }
    }

    /// The attribute, as the user writes it, for messages.
    fn attribute(self) -> &'static str {
        match self {
            Stack::Axum => "#[restful_axum::actions]",
            Stack::Actix => "#[restful_actix::actions]",
            Stack::Tower => "#[restful_tower::actions]",
        }
    }

    /// The attribute of a function that adds a filter to its action: the name of the stack's
    /// `Actions` method for one action's filter (`layer_only`, `wrap_only`) without `_only`.
    fn filter(self) -> &'static str {
        match self {
            Stack::Axum | Stack::Tower => "layer",
            Stack::Actix => "wrap",
        }
    }

    /// The keys the attribute takes.
    fn keys(self) -> &'static [&'static str] {
        match self {
            Stack::Axum => &["state", "crate"],
            Stack::Actix => &["crate"],
            Stack::Tower => &["body", "response", "crate"],
        }
    }
}

/// The attribute's arguments.
#[derive(Default)]
struct Args {
    krate: Option<Path>,
    state: Option<Type>,
    body: Option<Type>,
    response: Option<Type>,
}

fn parse_args(stack: Stack, input: ParseStream<'_>) -> syn::Result<Args> {
    let mut args = Args::default();
    let pairs = Punctuated::<KeyValue, Token![,]>::parse_terminated(input)?;
    for pair in pairs {
        let key = pair.key.unraw().to_string();
        let twice = |given: bool| match given {
            true => Err(syn::Error::new(
                pair.key.span(),
                format!("`{key}` is given twice"),
            )),
            false => Ok(()),
        };
        match key.as_str() {
            _ if !stack.keys().contains(&key.as_str()) => {
                let known: Vec<String> = stack.keys().iter().map(|k| format!("`{k}`")).collect();
                return Err(syn::Error::new(
                    pair.key.span(),
                    format!(
                        "unknown key `{key}` of {}: {}it takes {}",
                        stack.attribute(),
                        did_you_mean_hint(&key, stack.keys(), &[]),
                        known.join(", ")
                    ),
                ));
            }
            "crate" => {
                twice(args.krate.is_some())?;
                let text: LitStr = syn::parse2(pair.value)?;
                args.krate = Some(text.parse()?);
            }
            "state" => {
                twice(args.state.is_some())?;
                args.state = Some(syn::parse2(pair.value)?);
            }
            "body" => {
                twice(args.body.is_some())?;
                args.body = Some(syn::parse2(pair.value)?);
            }
            _ => {
                twice(args.response.is_some())?;
                args.response = Some(syn::parse2(pair.value)?);
            }
        }
    }
    Ok(args)
}

/// `key = value`, the value's tokens kept as they are (a type, a string).
struct KeyValue {
    key: syn::Ident,
    value: TokenStream,
}

impl Parse for KeyValue {
    fn parse(input: ParseStream<'_>) -> syn::Result<Self> {
        let key = syn::Ident::parse_any(input)?;
        input.parse::<Token![=]>()?;
        let mut value = TokenStream::new();
        while !input.is_empty() && !input.peek(Token![,]) {
            value.extend(std::iter::once(input.parse::<proc_macro2::TokenTree>()?));
        }
        if value.is_empty() {
            return Err(syn::Error::new(
                key.span(),
                format!("`{key}` takes a value"),
            ));
        }
        Ok(KeyValue { key, value })
    }
}

/// One function of the block: its name, the action's name, and the filters its attributes add.
struct Handler {
    ident: syn::Ident,
    name: String,
    filters: Vec<Filter>,
}

/// A filter attribute's arguments: `#[layer(l)]`, or `#[layer(l, name = "login")]` to name it
/// (`Actions::named`) in the router's list of each route's filters.
struct Filter {
    filter: Expr,
    name: Option<LitStr>,
}

impl Parse for Filter {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let filter = input.parse()?;
        let mut name = None;
        if input.parse::<Option<Token![,]>>()?.is_some() && !input.is_empty() {
            let key = input.call(syn::Ident::parse_any)?;
            if key != "name" {
                return Err(syn::Error::new(
                    key.span(),
                    format!(
                        "unknown key `{key}`: after the filter, a filter attribute takes only \
                         `name = \"...\"`, its name in the router's list of each route's filters"
                    ),
                ));
            }
            input.parse::<Token![=]>()?;
            let value: LitStr = input.parse()?;
            if value.value().is_empty() {
                return Err(syn::Error::new(
                    value.span(),
                    "a filter's name is not empty",
                ));
            }
            name = Some(value);
            input.parse::<Option<Token![,]>>()?;
        }
        Ok(Filter { filter, name })
    }
}

/// `#[actions(args)]` on `item`, for `stack`.
pub(crate) fn expand(stack: Stack, args: TokenStream, item: TokenStream) -> TokenStream {
    let args = match (|input: ParseStream<'_>| parse_args(stack, input)).parse2(args) {
        Ok(args) => args,
        Err(err) => return with_item(err, item),
    };
    let mut block: ItemImpl = match syn::parse2(item.clone()) {
        Ok(block) => block,
        Err(_) => {
            let message = format!(
                "{} goes on an `impl` block of a `#[derive(Restful)]` controller: \
                 `impl PhotosController {{ async fn index(...) {{ ... }} }}`",
                stack.attribute()
            );
            return with_item(syn::Error::new(Span::call_site(), message), item);
        }
    };
    match handlers(stack, &mut block) {
        Ok(handlers) => {
            let generated = generate(stack, &args, &block, &handlers);
            quote!(#block #generated)
        }
        Err(err) => {
            let err = err.into_compile_error();
            quote!(#block #err)
        }
    }
}

/// The error, with the item as it was, so that the rest of the crate still sees it.
fn with_item(err: syn::Error, item: TokenStream) -> TokenStream {
    let err = err.into_compile_error();
    quote!(#item #err)
}

/// The functions of the block, their filter attributes taken off; every error at once.
fn handlers(stack: Stack, block: &mut ItemImpl) -> syn::Result<Vec<Handler>> {
    let mut errors: Option<syn::Error> = None;
    let mut push = |err: syn::Error| match &mut errors {
        Some(errors) => errors.combine(err),
        None => errors = Some(err),
    };
    if let Some((path, _)) = &block.trait_ {
        push(syn::Error::new(
            path.span(),
            format!(
                "{} goes on an inherent `impl` block of the controller, not on a trait's",
                stack.attribute()
            ),
        ));
    }
    if !block.generics.params.is_empty() {
        push(syn::Error::new(
            block.generics.span(),
            "a controller is a concrete type: its `#[actions]` block has no generics",
        ));
    }
    let mut handlers = Vec::new();
    for item in &mut block.items {
        let ImplItem::Fn(function) = item else {
            continue;
        };
        if let Some(FnArg::Receiver(receiver)) = function.sig.inputs.first() {
            push(syn::Error::new(
                receiver.span(),
                "an action's function takes no `self`: the controller is a marker type, and a \
                 handler reads the request with its arguments (extractors); a helper that takes \
                 `self` goes in a plain `impl` block",
            ));
        }
        let name = function.sig.ident.unraw().to_string();
        if name == "actions" {
            push(syn::Error::new(
                function.sig.ident.span(),
                "`actions` is the function that `#[actions]` writes (`C::actions()`): an action of \
                 this name cannot be a function of the block; mount it with `Actions::on`",
            ));
        }
        let mut filters = Vec::new();
        let mut kept = Vec::new();
        for attr in std::mem::take(&mut function.attrs) {
            if attr.path().is_ident(stack.filter()) {
                match attr.parse_args::<Filter>() {
                    Ok(filter) => filters.push(filter),
                    Err(err) => push(err),
                }
            } else {
                kept.push(attr);
            }
        }
        function.attrs = kept;
        handlers.push(Handler {
            ident: function.sig.ident.clone(),
            name,
            filters,
        });
    }
    match errors {
        Some(errors) => Err(errors),
        None => Ok(handlers),
    }
}

/// The checks, `C::actions()` and `ControllerActions` for the block.
fn generate(stack: Stack, args: &Args, block: &ItemImpl, handlers: &[Handler]) -> TokenStream {
    let default_krate = stack.default_crate();
    let krate = args.krate.as_ref().unwrap_or(&default_krate);
    let core = quote!(#krate::__private::restful_core);
    let ty = &block.self_ty;
    // Each function's name is an action the controller serves: pointing at the name.
    let served = handlers.iter().map(|handler| {
        let name = &handler.name;
        let check = quote! {
            const _: () = #core::__private::action_fn(
                <#ty as #core::Restful>::CONTROLLER,
                #name,
            );
        };
        respan(check, handler.ident.span())
    });
    // Every action it serves has a function: pointing at the type.
    let names = handlers.iter().map(|handler| &handler.name);
    let every = quote! {
        const _: () = #core::__private::every_action_has_a_fn(
            <#ty as #core::Restful>::CONTROLLER,
            &[#(#names),*],
        );
    };
    let every = respan(every, ty.span());
    let mounted = handlers.iter().map(|handler| {
        let (ident, name) = (&handler.ident, &handler.name);
        match stack {
            Stack::Tower => quote!(.on(#name, #krate::__private::service_fn(Self::#ident))),
            Stack::Axum | Stack::Actix => quote!(.on(#name, Self::#ident)),
        }
    });
    let only = format_ident!("{}_only", stack.filter());
    let filters = handlers.iter().flat_map(|handler| {
        let name = &handler.name;
        let only = &only;
        handler.filters.iter().map(
            move |Filter {
                      filter,
                      name: named,
                  }| {
                let named = named.as_ref().map(|named| quote!(.named(#named)));
                quote_spanned!(filter.span()=> .#only([#name], #filter) #named)
            },
        )
    });
    let body = quote! {
        #krate::Actions::new()
            #(#mounted)*
            #(#filters)*
    };
    let doc = format!(
        "The handlers of the controller's `{}` block, each mounted at the action it is named \
         after, with the filters its functions declare: what \
         `RestfulRouter::controller::<Self>()` mounts. Filters added to it run after those.",
        stack.attribute()
    );
    let actions = match stack {
        Stack::Axum => {
            let (generics, state) = match &args.state {
                Some(state) => (TokenStream::new(), quote!(#state)),
                None => (
                    quote!(<S: ::core::clone::Clone + ::core::marker::Send + ::core::marker::Sync + 'static>),
                    quote!(S),
                ),
            };
            quote! {
                impl #ty {
                    #[doc = #doc]
                    pub fn actions #generics () -> #krate::Actions<#state> {
                        #body
                    }
                }

                #[automatically_derived]
                impl #generics #krate::ControllerActions<#state> for #ty {
                    fn actions() -> #krate::Actions<#state> {
                        <#ty>::actions()
                    }
                }
            }
        }
        Stack::Actix => quote! {
            impl #ty {
                #[doc = #doc]
                pub fn actions() -> #krate::Actions {
                    #body
                }
            }

            #[automatically_derived]
            impl #krate::ControllerActions for #ty {
                fn actions() -> #krate::Actions {
                    <#ty>::actions()
                }
            }
        },
        Stack::Tower => {
            let body_ty = args.body.as_ref().or_else(|| infer(block, request_body));
            let response_ty = args
                .response
                .as_ref()
                .or_else(|| infer(block, response_body));
            let (Some(body_ty), Some(response_ty)) = (body_ty, response_ty) else {
                return syn::Error::new(
                    block.self_ty.span(),
                    "say the request's and the response's body types: \
                     `#[restful_tower::actions(body = Incoming, response = Full<Bytes>)]` (they \
                     are read from the first function's `Request<B>` argument and \
                     `Result<Response<R>, Infallible>` when it has them)",
                )
                .into_compile_error();
            };
            quote! {
                impl #ty {
                    #[doc = #doc]
                    pub fn actions() -> #krate::Actions<#body_ty, #response_ty> {
                        #body
                    }
                }

                #[automatically_derived]
                impl #krate::ControllerActions<#body_ty, #response_ty> for #ty {
                    fn actions() -> #krate::Actions<#body_ty, #response_ty> {
                        <#ty>::actions()
                    }
                }
            }
        }
    };
    quote! {
        #[doc(hidden)]
        const _: () = {
            #(#served)*
            #every
        };

        #actions
    }
}

/// What `read` finds in the signature of the block's first function.
fn infer(block: &ItemImpl, read: fn(&syn::Signature) -> Option<&Type>) -> Option<&Type> {
    block.items.iter().find_map(|item| match item {
        ImplItem::Fn(function) => Some(read(&function.sig)),
        _ => None,
    })?
}

/// `B` of a first argument `Request<B>` (`http::Request<B>`, any path to it).
fn request_body(sig: &syn::Signature) -> Option<&Type> {
    let FnArg::Typed(arg) = sig.inputs.first()? else {
        return None;
    };
    generic_of(&arg.ty, "Request")
}

/// `R` of a return type `Result<Response<R>, _>`.
fn response_body(sig: &syn::Signature) -> Option<&Type> {
    let ReturnType::Type(_, ty) = &sig.output else {
        return None;
    };
    generic_of(generic_of(ty, "Result")?, "Response")
}

/// The first type argument of `ty` when its path ends with `name`: `Request<Incoming>`.
fn generic_of<'t>(ty: &'t Type, name: &str) -> Option<&'t Type> {
    let Type::Path(path) = ty else {
        return None;
    };
    let last = path.path.segments.last()?;
    if last.ident != name {
        return None;
    }
    let PathArguments::AngleBracketed(args) = &last.arguments else {
        return None;
    };
    args.args.iter().find_map(|arg| match arg {
        GenericArgument::Type(ty) => Some(ty),
        _ => None,
    })
}

/// `tokens`, every one of them at `span`: where an error of const evaluation points, as it
/// points at the first token of the expression that failed.
fn respan(tokens: TokenStream, span: Span) -> TokenStream {
    tokens
        .into_iter()
        .map(|mut token| {
            if let TokenTree::Group(group) = &token {
                let mut inner = Group::new(group.delimiter(), respan(group.stream(), span));
                inner.set_span(span);
                token = TokenTree::Group(inner);
            }
            token.set_span(span);
            token
        })
        .collect()
}
