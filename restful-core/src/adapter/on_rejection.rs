//! The app's own answer to a refusal ([`OnRejection`]): one function from the [`Rejection`]
//! and the request's head to a response, which every adapter's router, method override and
//! extractors use alike; and how a refusal made inside a handler reaches it ([`Refused`],
//! [`Rescued`]).

use std::fmt;
use std::sync::Arc;

use http::header::ALLOW;
use http::request::Parts;
use http::{HeaderValue, Request, Response};

use super::rejection::Rejection;

/// The app's answer to every refusal of a restful router: a 405 (with its `Allow`), a 400 (a
/// malformed escape), a 413 or 400 from the method override, an extractor's refusal; given the
/// [`Rejection`] and the head of the request (method, URI, headers, extensions), so that a JSON
/// client gets JSON and a browser the app's page. `R` is the response type of the stack: an
/// axum `Response`, an actix `HttpResponse`, an `http::Response<B>` of a tower router's body.
///
/// Each adapter's router takes it with `on_rejection(function)`, and its method override
/// too; without one, the answers are restful's plain text. A refusal that says no such
/// resource exists ([`Rejection::is_not_found`]) goes to the router's fallback, the app's 404,
/// when it has one, and to this function otherwise. Whatever the function answers, a 405 keeps
/// its `Allow` header: the router sets it when the response lacks it.
///
/// The function is shared by every request: it is stored once, behind an `Arc`, and cloning an
/// `OnRejection` is a reference count.
///
/// ```rust,standalone_crate
/// use restful_core::adapter::{OnRejection, Rejection};
/// use restful_core::http::{Response, StatusCode, header, request::Parts};
/// use restful_core::{Method, RecognizeError};
///
/// fn answer(rejection: Rejection, parts: &Parts) -> Response<String> {
///     let json = parts.headers.get(header::ACCEPT).is_some_and(|v| v == "application/json");
///     let body = match json {
///         true => format!(r#"{{"error":"{}"}}"#, rejection.message()),
///         false => format!("<h1>{}</h1>", rejection.message()),
///     };
///     let mut response = Response::new(body);
///     *response.status_mut() = rejection.status();
///     response
/// }
///
/// # #[derive(restful_core::Restful)] struct PhotosController;
/// let on_rejection = OnRejection::new(answer);
/// let err = restful_core::registry().recognize(&Method::PATCH, "/photos").unwrap_err();
/// let (parts, ()) = restful_core::http::Request::get("/photos").body(()).unwrap().into_parts();
/// let response = on_rejection.answer(err.into(), &parts);
/// assert_eq!(response.status(), StatusCode::METHOD_NOT_ALLOWED);
/// assert_eq!(response.headers()["allow"], "GET, HEAD, POST");   // kept by restful
/// assert_eq!(response.body(), "<h1>method not allowed; the path allows GET, HEAD, POST</h1>");
/// assert_eq!(response.extensions().get(), Some(&RecognizeError::MethodNotAllowed(err.allowed().unwrap())));
/// ```
pub struct OnRejection<R> {
    function: Arc<Function<R>>,
}

/// The app's function, its type erased.
type Function<R> = dyn Fn(Rejection, &Parts) -> R + Send + Sync;

impl<R> OnRejection<R> {
    /// The app's `function`.
    pub fn new<F>(function: F) -> Self
    where
        F: Fn(Rejection, &Parts) -> R + Clone + Send + Sync + 'static,
    {
        OnRejection {
            function: Arc::new(function),
        }
    }

    /// The function's answer to `rejection`, as it is. An adapter whose responses are not
    /// `http`'s keeps the `Allow` of a 405 itself ([`Rejection::allow`]);
    /// [`answer`](OnRejection::answer) does it for `http` responses.
    pub fn call(&self, rejection: Rejection, parts: &Parts) -> R {
        (self.function)(rejection, parts)
    }
}

impl<B> OnRejection<Response<B>> {
    /// The function's answer to `rejection`, with what restful keeps whatever it returns: the
    /// `Allow` of a 405 (set when the response lacks it), and the refusal's
    /// [`RecognizeError`](crate::RecognizeError) in the response's extensions, as restful's own
    /// answers carry it.
    pub fn answer(&self, rejection: Rejection, parts: &Parts) -> Response<B> {
        let mut response = self.call(rejection, parts);
        if let Some(allow) = rejection.allow() {
            if !response.headers().contains_key(ALLOW) {
                let allow = HeaderValue::from_static(allow);
                response.headers_mut().insert(ALLOW, allow);
            }
        }
        if let Some(err) = rejection.recognize_error() {
            response.extensions_mut().insert(err);
        }
        response
    }

    /// A handler's `response`, seen by the router that called the handler: when it is a
    /// refusal an extractor made (it carries a [`Refused`]), the router's `fallback` (its own,
    /// or whatever it calls with the request's head: the wrapped app) when the refusal says no
    /// such resource exists ([`Rejection::is_not_found`]) and the router has one, and the
    /// function's answer otherwise. Any other response is left as it is.
    ///
    /// ```
    /// use restful_core::adapter::{OnRejection, Refused, Rejection, Rescued};
    /// use restful_core::http::{Request, Response};
    ///
    /// let on_rejection = OnRejection::new(|rejection: Rejection, _: &_| {
    ///     Response::new(format!("sorry: {rejection}"))
    /// });
    /// let (head, ()) = Request::get("/photos/abc").body(()).unwrap().into_parts();
    ///
    /// // What an `Id<u64>` answers to `/photos/abc`.
    /// let refused = || {
    ///     let mut response: Response<String> = Rejection::IdDoesNotParse.to_response();
    ///     response.extensions_mut().insert(Refused::new(Rejection::IdDoesNotParse, head.clone()));
    ///     response
    /// };
    /// let Rescued::Fallback("the app's 404", parts) = on_rejection.rescue(refused(), Some("the app's 404")) else {
    ///     panic!("a 404 goes to the fallback");
    /// };
    /// assert_eq!(parts.uri, "/photos/abc");
    /// let Rescued::Answered(answer) = on_rejection.rescue(refused(), None::<()>) else { panic!() };
    /// assert_eq!(answer.body(), "sorry: no resource has this id");
    ///
    /// let ok = Response::new(String::from("photo 7"));
    /// let Rescued::Answered(answer) = on_rejection.rescue(ok, Some("the app's 404")) else { panic!() };
    /// assert_eq!(answer.body(), "photo 7");
    /// ```
    pub fn rescue<F>(&self, mut response: Response<B>, fallback: Option<F>) -> Rescued<B, F> {
        let Some(refused) = response.extensions_mut().remove::<Refused>() else {
            return Rescued::Answered(response);
        };
        let Refused { rejection, head } = refused;
        match fallback {
            Some(fallback) if rejection.is_not_found() => Rescued::Fallback(fallback, *head),
            _ => Rescued::Answered(self.answer(rejection, &head)),
        }
    }
}

impl<R> Clone for OnRejection<R> {
    fn clone(&self) -> Self {
        OnRejection {
            function: Arc::clone(&self.function),
        }
    }
}

impl<R> fmt::Debug for OnRejection<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("OnRejection").finish_non_exhaustive()
    }
}

/// A refusal made inside a handler (an extractor's, `Id<T>`'s), as its response carries it in
/// its extensions to the router that called the handler: the [`Rejection`] and the head of the
/// request. Each adapter's `Rejection` puts it there when it knows the request; a router with
/// an `on_rejection` function takes it out ([`OnRejection::rescue`]) and answers the refusal
/// with the function, or with its fallback. Without a function, the response is restful's
/// plain text, and this is left in its extensions.
#[derive(Clone, Debug)]
pub struct Refused {
    rejection: Rejection,
    head: Box<Parts>,
}

impl Refused {
    /// `rejection` of the request whose head is `head`.
    pub fn new(rejection: Rejection, head: Parts) -> Self {
        Refused {
            rejection,
            head: Box::new(head),
        }
    }

    /// Why.
    pub fn rejection(&self) -> Rejection {
        self.rejection
    }

    /// The head of the request refused.
    pub fn head(&self) -> &Parts {
        &self.head
    }
}

/// What a router does with a handler's response ([`OnRejection::rescue`]).
#[derive(Debug)]
pub enum Rescued<B, F> {
    /// Send this: the handler's own response, or the app's answer to the refusal it made.
    Answered(Response<B>),
    /// The refusal is a 404, and the router has a fallback (the one it gave): call it with a
    /// request of this head (and an empty body: the handler took the body).
    Fallback(F, Parts),
}

/// A copy of `request`'s head (method, URI, version, headers, extensions): for a refusal made
/// where only a reference to the request is at hand.
///
/// ```
/// use restful_core::adapter::head_of;
/// use restful_core::http::Request;
///
/// let request = Request::delete("/photos/7").header("accept", "text/html").body(()).unwrap();
/// let head = head_of(&request);
/// assert_eq!((head.method.as_str(), head.uri.path()), ("DELETE", "/photos/7"));
/// assert_eq!(head.headers["accept"], "text/html");
/// ```
pub fn head_of<B>(request: &Request<B>) -> Parts {
    let (mut head, ()) = Request::new(()).into_parts();
    head.method = request.method().clone();
    head.uri = request.uri().clone();
    head.version = request.version();
    head.headers = request.headers().clone();
    head.extensions = request.extensions().clone();
    head
}

#[cfg(test)]
mod tests {
    use http::StatusCode;

    use super::*;
    use crate::RecognizeError;
    use crate::adapter::method_override::FormError;

    fn head() -> Parts {
        Request::post("/photos/1").body(()).unwrap().into_parts().0
    }

    #[test]
    fn a_405_keeps_its_allow_whatever_the_function_answers() {
        let json = OnRejection::new(|rejection: Rejection, _: &Parts| {
            let mut response = Response::new(format!("{{\"status\":{}}}", rejection.status()));
            *response.status_mut() = StatusCode::IM_A_TEAPOT;
            response
        });
        // GET, HEAD.
        let allowed = crate::Allowed::from_bits(0b11);
        let refused = Rejection::from(RecognizeError::MethodNotAllowed(allowed));
        let response = json.answer(refused, &head());
        assert_eq!(response.status(), StatusCode::IM_A_TEAPOT);
        assert_eq!(response.headers()[ALLOW], "GET, HEAD");
        assert_eq!(
            response.extensions().get(),
            Some(&RecognizeError::MethodNotAllowed(allowed))
        );

        let own = OnRejection::new(|_: Rejection, _: &Parts| {
            let mut response = Response::new(String::new());
            response
                .headers_mut()
                .insert(ALLOW, HeaderValue::from_static("GET"));
            response
        });
        let response = own.answer(refused, &head());
        assert_eq!(response.headers()[ALLOW], "GET");

        let too_large = json.answer(FormError::TooLarge.into(), &head());
        assert!(!too_large.headers().contains_key(ALLOW));
        assert_eq!(too_large.extensions().get::<RecognizeError>(), None);
    }

    #[test]
    fn only_a_404_goes_to_the_fallback() {
        let on_rejection = OnRejection::new(|rejection: Rejection, parts: &Parts| {
            Response::new(format!("{} {}", rejection.status().as_u16(), parts.uri))
        });
        let refused = |rejection: Rejection| {
            let mut response: Response<String> = rejection.to_response();
            response
                .extensions_mut()
                .insert(Refused::new(rejection, head()));
            response
        };
        let not_found = Rejection::from(RecognizeError::NotFound);
        for rejection in [not_found, Rejection::IdDoesNotParse] {
            assert!(matches!(
                on_rejection.rescue(refused(rejection), Some(())),
                Rescued::Fallback((), parts) if parts.uri == "/photos/1"
            ));
            let Rescued::Answered(answer) = on_rejection.rescue(refused(rejection), None::<()>)
            else {
                panic!("without a fallback, the function answers");
            };
            assert_eq!(answer.body(), "404 /photos/1");
            assert_eq!(answer.extensions().get::<Refused>().map(|_| ()), None);
        }
        let no_id = Rejection::NoId(crate::Action::Index);
        let Rescued::Answered(answer) = on_rejection.rescue(refused(no_id), Some(())) else {
            panic!("a 500 is the function's");
        };
        assert_eq!(answer.body(), "500 /photos/1");
        // A refusal whose request is not known is left as it is.
        let plain: Response<String> = Rejection::IdDoesNotParse.to_response();
        let Rescued::Answered(answer) = on_rejection.rescue(plain, Some(())) else {
            panic!("nothing to give the fallback");
        };
        assert_eq!(answer.body(), "no resource has this id");
    }
}
