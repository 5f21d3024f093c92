//! `Recognizer` against matchit 0.9 on tables and requests that the fuzzer makes: the input's
//! bytes pick a table of templates of every kind (static segments, whole-segment params, params
//! with a static prefix, a suffix or both, catch-alls), then requests, then values for path
//! generation. The reference, restful's checked answer and the round trip are those of
//! `restful-core/tests/templates.rs`, whose `support/` files this target includes.
//!
//! Each input checks:
//!
//! - acceptance: restful takes the table that matchit takes, but for the refusals allowed in
//!   `reference::allowed_refusal`;
//! - agreement: on the table both take, each request, with each of seven methods, gets the
//!   reference's answer;
//! - the round trip: on the table both take and on the one restful alone takes, every route's
//!   path with the input's values is read back as that route with those values, and the
//!   reference agrees where it takes the table.
//!
//! A difference panics with the table, the request and both answers.

#![no_main]

#[path = "../../restful-core/tests/support/reference.rs"]
mod reference;
#[path = "../../restful-core/tests/support/tables.rs"]
mod tables;

use libfuzzer_sys::arbitrary::{Result, Unstructured};
use libfuzzer_sys::fuzz_target;
use restful_core::{Method, Template};
use tables::{Fill, Part, Spec, Tail};

fuzz_target!(|data: &[u8]| {
    // Running out of bytes ends the input where it is: what was built so far was checked.
    let _ = check(&mut Unstructured::new(data));
});

fn check(u: &mut Unstructured<'_>) -> Result<()> {
    let count = u.int_in_range(1..=12)?;
    let specs = (0..count).map(|_| spec(u)).collect::<Result<Vec<Spec>>>()?;
    let candidates = tables::routes(&specs);

    if let Err(difference) = reference::acceptance(&candidates) {
        panic!("{difference}");
    }

    let table = reference::greedy(&candidates, reference::both_accept);
    let recognizer = reference::recognizer(&table).expect("greedy keeps a table restful takes");
    let matchit = reference::Reference::new(&table).expect("greedy keeps a table matchit takes");
    let templates: Vec<Template> = table
        .iter()
        .map(|(_, text)| Template::parse(text).expect("a template"))
        .collect();
    let requests = u.int_in_range(1..=16)?;
    for _ in 0..requests {
        let path = path(u, &templates)?;
        for method in tables::REQUESTED.iter().chain([&*EXTENSION]) {
            if let Err(difference) = reference::agree(&recognizer, &matchit, method, &path) {
                panic!("{difference}");
            }
        }
    }

    let alone = reference::greedy(&candidates, reference::restful_accepts);
    for table in [&table, &alone] {
        let recognizer = reference::recognizer(table).expect("greedy keeps a table restful takes");
        let matchit = reference::Reference::new(table).ok();
        for (index, (method, template)) in table.iter().enumerate() {
            let count = Template::parse(template).expect("a template").param_count();
            let values = (0..count)
                .map(|_| round_trip_value(u))
                .collect::<Result<Vec<String>>>()?;
            let values: Vec<&str> = values.iter().map(String::as_str).collect();
            let path = reference::round_trip(&recognizer, table, index, &values);
            if let Some(matchit) = &matchit
                && let Err(difference) = reference::agree(&recognizer, matchit, method, &path)
            {
                panic!("round trip: {difference}");
            }
        }
    }
    Ok(())
}

/// A method that carries no route and is no standard one.
static EXTENSION: std::sync::LazyLock<Method> =
    std::sync::LazyLock::new(|| Method::from_bytes(b"PURGE").expect("a token"));

// ---------------------------------------------------------------------------------------------
// The table.

fn part(u: &mut Unstructured<'_>) -> Result<Part> {
    let param = |prefix, suffix| Part::Param { prefix, suffix };
    Ok(match u.int_in_range(0..=11)? {
        0..=3 => Part::Static(u.choose(tables::STATICS)?),
        4..=6 => param("", ""),
        7..=8 => param(u.choose(tables::PREFIXES)?, ""),
        9..=10 => param("", u.choose(tables::SUFFIXES)?),
        _ => param(u.choose(tables::PREFIXES)?, u.choose(tables::SUFFIXES)?),
    })
}

/// A template (the root one time in twelve, a catch-all last one time in five) and one or two
/// methods.
fn spec(u: &mut Unstructured<'_>) -> Result<Spec> {
    let len = match u.ratio(1, 12)? {
        true => 0,
        false => u.int_in_range(1..=3)?,
    };
    let mut parts = (0..len).map(|_| part(u)).collect::<Result<Vec<Part>>>()?;
    if u.ratio(1, 5)? {
        parts.push(Part::CatchAll);
    }
    let names = u.int_in_range(0..=3)?;
    let first = u.choose_index(tables::ROUTED.len())?;
    let mut methods = vec![tables::ROUTED[first].clone()];
    if u.ratio(1, 4)? {
        let other = (first + u.int_in_range(1..=3)?) % tables::ROUTED.len();
        methods.push(tables::ROUTED[other].clone());
    }
    Ok(Spec {
        parts,
        names,
        methods,
    })
}

// ---------------------------------------------------------------------------------------------
// The requests.

/// One to three pieces of [`tables::VALUE_PIECES`], or a few arbitrary characters.
fn value(u: &mut Unstructured<'_>) -> Result<String> {
    if u.ratio(1, 9)? {
        let len = u.int_in_range(1..=4)?;
        return (0..len).map(|_| u.arbitrary::<char>()).collect();
    }
    let len = u.int_in_range(1..=3)?;
    let pieces = (0..len)
        .map(|_| u.choose(tables::VALUE_PIECES).copied())
        .collect::<Result<Vec<&str>>>()?;
    Ok(pieces.concat())
}

/// A value, or several joined by `/` (a catch-all's, or a param's that adds segments).
fn fill_value(u: &mut Unstructured<'_>) -> Result<String> {
    if u.ratio(1, 5)? {
        let len = u.int_in_range(2..=3)?;
        let values = (0..len)
            .map(|_| value(u))
            .collect::<Result<Vec<String>>>()?;
        return Ok(values.join("/"));
    }
    value(u)
}

fn fill(u: &mut Unstructured<'_>) -> Result<Fill> {
    let value = fill_value(u)?;
    Ok(match u.int_in_range(0..=23)? {
        0..=19 => Fill::Proper(value),
        20..=21 => Fill::Bare(value),
        22 => Fill::NoPrefix(value),
        _ => Fill::NoSuffix(value),
    })
}

fn tail(u: &mut Unstructured<'_>) -> Result<Tail> {
    Ok(match u.int_in_range(0..=22)? {
        0..=13 => Tail::Nothing,
        14..=15 => Tail::Slash,
        16 => Tail::DoubleSlash,
        17 => Tail::Query,
        18 => Tail::SlashQuery,
        19 => Tail::Extra,
        20 => Tail::DropLast,
        21 => Tail::EmptyInside,
        _ => Tail::Fragment,
    })
}

/// A request's path: mostly made from a template of the table, else `/`-separated values and
/// `//`, `?`, `#`, or the input's bytes themselves.
fn path(u: &mut Unstructured<'_>, templates: &[Template]) -> Result<String> {
    match u.int_in_range(0..=7)? {
        0 => {
            let len = u.int_in_range(0..=6)?;
            let mut path = String::new();
            for _ in 0..len {
                match u.ratio(1, 7)? {
                    true => path.push_str(u.choose(&["/", "?", "?q=/a", "#", "//", "/.", "/.."])?),
                    false => path.push_str(&format!("/{}", value(u)?)),
                }
            }
            Ok(path)
        }
        1 => {
            let len = u.int_in_range(0..=40)?;
            Ok(String::from_utf8_lossy(u.bytes(len)?).into_owned())
        }
        _ => {
            let template = u.choose(templates)?;
            let fills = (0..template.segments().len())
                .map(|_| fill(u))
                .collect::<Result<Vec<Fill>>>()?;
            Ok(tables::path(template, &fills, tail(u)?))
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The round trip.

/// A non-empty value for path generation: pieces of paths, and `/`, `?`, `#`, `%`, empty and
/// dot segments once split at its `/`, or arbitrary characters.
fn round_trip_value(u: &mut Unstructured<'_>) -> Result<String> {
    if u.ratio(1, 6)? {
        let len = u.int_in_range(1..=8)?;
        return (0..len).map(|_| u.arbitrary::<char>()).collect();
    }
    let len = u.int_in_range(1..=4)?;
    let mut value = String::new();
    for _ in 0..len {
        match u.int_in_range(0..=8)? {
            0..=5 => value.push_str(u.choose(tables::VALUE_PIECES)?),
            6..=7 => value.push_str(u.choose(&["/", "?", "//", "/.", "./", "/..", "%", "#"])?),
            _ => value.push(u.arbitrary::<char>()?),
        }
    }
    Ok(value)
}
