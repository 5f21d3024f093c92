//! Singularization by the default English inflections of Rails' ActiveSupport (docs/guide.md,
//! "4.2 How the param is named"): the word a controller's children use for its id (`photos` →
//! `{photo_id}`).
//!
//! Source: `activesupport/lib/active_support/inflections.rb` of rails/rails at commit
//! `2a2db1e8d6d104ee0611efcae7eb023af65cff34` (main, 8.2.0.alpha), read with how Rails applies
//! it (`Inflections#singular`, `#irregular` and `Uncountables` in `inflector/inflections.rb`,
//! `apply_inflections` in `inflector/methods.rb`). Its rules are the same in every release from
//! 5.2.0 to 8.0.0, and Rails keeps them frozen.
//!
//! How Rails applies them, and so this module:
//! - the empty string, and a word ending with an uncountable word after the start or a
//!   non-word character (`/\b(?:equipment|...)\Z/i`), stay as they are;
//! - otherwise the rules are tried last defined first, and the first that matches replaces its
//!   match once: the captured `\1` keeps the case it had, the text after it is the replacement
//!   as written (lower case). So `People` → `Person`, but also `NEWS` → `News`;
//! - `irregular(singular, plural)` adds two rules, `/(s)ingular$/i` and then `/(p)lural$/i`,
//!   both replaced by `\1` and the singular's rest: `/(p)eople$/i` → `\1erson`.
//!
//! One departure from Rails (docs/guide.md, "4.2 How the param is named"): the
//! inflection applies to the last word of a snake-case name (after the last `_`), the rest
//! staying as it is. The rules anchored at the start (`^(m|l)ice$`, `^(a)x[ie]s$`, `^(ox)en`,
//! `^analy`) and the uncountables see that word: `user_mice` → `user_mouse` and `sea_species` →
//! `sea_species`, where Rails on the whole string gives `user_mice` and `sea_specy`.

/// The singular of a resource name, by the default English inflections of Rails' ActiveSupport
/// (see the module's documentation): `photos` → `photo`, `people` → `person`, `news` → `news`,
/// `book_reviews` → `book_review`. The empty string stays empty; no input panics.
pub(crate) fn singularize(word: &str) -> String {
    let start = word.rfind('_').map_or(0, |underscore| underscore + 1);
    let (head, last) = word.split_at(start);
    format!("{head}{}", singularize_word(last))
}

/// Rails' `singularize` of one word.
fn singularize_word(word: &str) -> String {
    // ASCII lower case keeps every byte where it was, so the ranges found in `lower` are
    // character boundaries of `word` too.
    let lower = word.to_ascii_lowercase();
    if word.is_empty() || is_uncountable(&lower) {
        return word.to_owned();
    }
    RULES
        .iter()
        .rev()
        .find_map(|(pattern, replacement)| {
            let (kept, end) = pattern.find(&lower)?;
            Some(format!("{}{replacement}{}", &word[..kept], &word[end..]))
        })
        .unwrap_or_else(|| word.to_owned())
}

/// `inflect.uncountable(%w(...))`.
const UNCOUNTABLE: [&str; 10] = [
    "equipment",
    "information",
    "rice",
    "money",
    "species",
    "series",
    "fish",
    "sheep",
    "jeans",
    "police",
];

/// `/\b(?:equipment|information|...)\Z/i` on the lower case of a word.
fn is_uncountable(lower: &str) -> bool {
    let is_word_char = |c: char| c.is_alphanumeric() || c == '_';
    UNCOUNTABLE.iter().any(|uncountable| {
        lower
            .strip_suffix(uncountable)
            .is_some_and(|before| !before.ends_with(is_word_char))
    })
}

/// What a rule matches, in lower case: a kept part (Rails' `\1`), then a dropped part.
#[derive(Clone, Copy)]
enum Pattern {
    /// `/(kept)dropped$/i`.
    End(&'static str, &'static str),
    /// `/([^none_of])dropped$/i`: the kept part is one character that is none of `none_of`.
    EndAfterNoneOf(&'static str, &'static str),
    /// `/^(kept)dropped$/i`: the whole word.
    Whole(&'static str, &'static str),
    /// `/^(kept)dropped/i`: the start of the word, the rest following unchanged.
    Start(&'static str, &'static str),
}

use Pattern::{End, EndAfterNoneOf, Start, Whole};

impl Pattern {
    /// Where the pattern matches `lower`: the end of the kept part and the end of the match.
    fn find(self, lower: &str) -> Option<(usize, usize)> {
        match self {
            End(kept, dropped) => {
                let before = lower.strip_suffix(dropped)?;
                before
                    .ends_with(kept)
                    .then_some((before.len(), lower.len()))
            }
            EndAfterNoneOf(none_of, dropped) => {
                let before = lower.strip_suffix(dropped)?;
                let last = before.chars().next_back()?;
                (!none_of.contains(last)).then_some((before.len(), lower.len()))
            }
            Whole(kept, dropped) => {
                let rest = lower.strip_prefix(kept)?;
                (rest == dropped).then_some((kept.len(), lower.len()))
            }
            Start(kept, dropped) => {
                let rest = lower.strip_prefix(kept)?;
                rest.starts_with(dropped)
                    .then_some((kept.len(), kept.len() + dropped.len()))
            }
        }
    }
}

/// Rails' singular rules in the order `inflections.rb` defines them (so the last that matches
/// wins), each with the text that replaces its dropped part. A Rails rule with alternatives is
/// one entry per alternative: no two alternatives of one rule match the same word with
/// different results, so their order does not matter.
#[rustfmt::skip]
const RULES: &[(Pattern, &str)] = &[
    // inflect.singular(/s$/i, "")
    (End("", "s"), ""),
    // /(ss)$/i → '\1'
    (End("ss", ""), ""),
    // /(n)ews$/i → '\1ews'
    (End("n", "ews"), "ews"),
    // /([ti])a$/i → '\1um'
    (End("t", "a"), "um"),           (End("i", "a"), "um"),
    // /((a)naly|(b)a|(d)iagno|(p)arenthe|(p)rogno|(s)ynop|(t)he)(sis|ses)$/i → '\1sis'
    (End("analy", "sis"), "sis"),    (End("analy", "ses"), "sis"),
    (End("ba", "sis"), "sis"),       (End("ba", "ses"), "sis"),
    (End("diagno", "sis"), "sis"),   (End("diagno", "ses"), "sis"),
    (End("parenthe", "sis"), "sis"), (End("parenthe", "ses"), "sis"),
    (End("progno", "sis"), "sis"),   (End("progno", "ses"), "sis"),
    (End("synop", "sis"), "sis"),    (End("synop", "ses"), "sis"),
    (End("the", "sis"), "sis"),      (End("the", "ses"), "sis"),
    // /(^analy)(sis|ses)$/i → '\1sis'
    (Whole("analy", "sis"), "sis"),  (Whole("analy", "ses"), "sis"),
    // /([^f])ves$/i → '\1fe'
    (EndAfterNoneOf("f", "ves"), "fe"),
    // /(hive)s$/i → '\1'
    (End("hive", "s"), ""),
    // /(tive)s$/i → '\1'
    (End("tive", "s"), ""),
    // /([lr])ves$/i → '\1f'
    (End("l", "ves"), "f"),          (End("r", "ves"), "f"),
    // /([^aeiouy]|qu)ies$/i → '\1y'
    (EndAfterNoneOf("aeiouy", "ies"), "y"), (End("qu", "ies"), "y"),
    // /(s)eries$/i → '\1eries'
    (End("s", "eries"), "eries"),
    // /(m)ovies$/i → '\1ovie'
    (End("m", "ovies"), "ovie"),
    // /(x|ch|ss|sh)es$/i → '\1'
    (End("x", "es"), ""),            (End("ch", "es"), ""),
    (End("ss", "es"), ""),           (End("sh", "es"), ""),
    // /^(m|l)ice$/i → '\1ouse'
    (Whole("m", "ice"), "ouse"),     (Whole("l", "ice"), "ouse"),
    // /(bus)(es)?$/i → '\1'
    (End("bus", "es"), ""),          (End("bus", ""), ""),
    // /(o)es$/i → '\1'
    (End("o", "es"), ""),
    // /(shoe)s$/i → '\1'
    (End("shoe", "s"), ""),
    // /(cris|test)(is|es)$/i → '\1is'
    (End("cris", "is"), "is"),       (End("cris", "es"), "is"),
    (End("test", "is"), "is"),       (End("test", "es"), "is"),
    // /^(a)x[ie]s$/i → '\1xis'
    (Whole("a", "xis"), "xis"),      (Whole("a", "xes"), "xis"),
    // /(octop|vir)(us|i)$/i → '\1us'
    (End("octop", "us"), "us"),      (End("octop", "i"), "us"),
    (End("vir", "us"), "us"),        (End("vir", "i"), "us"),
    // /(alias|status)(es)?$/i → '\1'
    (End("alias", "es"), ""),        (End("alias", ""), ""),
    (End("status", "es"), ""),       (End("status", ""), ""),
    // /^(ox)en/i → '\1'
    (Start("ox", "en"), ""),
    // /(vert|ind)ices$/i → '\1ex'
    (End("vert", "ices"), "ex"),     (End("ind", "ices"), "ex"),
    // /(matr)ices$/i → '\1ix'
    (End("matr", "ices"), "ix"),
    // /(quiz)zes$/i → '\1'
    (End("quiz", "zes"), ""),
    // /(database)s$/i → '\1'
    (End("database", "s"), ""),
    // inflect.irregular("person", "people"): /(p)erson$/i, then /(p)eople$/i → '\1erson'
    (End("p", "erson"), "erson"),    (End("p", "eople"), "erson"),
    // irregular("man", "men")
    (End("m", "an"), "an"),          (End("m", "en"), "an"),
    // irregular("child", "children")
    (End("c", "hild"), "hild"),      (End("c", "hildren"), "hild"),
    // irregular("sex", "sexes")
    (End("s", "ex"), "ex"),          (End("s", "exes"), "ex"),
    // irregular("move", "moves")
    (End("m", "ove"), "ove"),        (End("m", "oves"), "ove"),
    // irregular("zombie", "zombies")
    (End("z", "ombie"), "ombie"),    (End("z", "ombies"), "ombie"),
];

#[cfg(test)]
mod tests {
    use super::*;

    /// `SingularToPlural` of `activesupport/test/inflector_test_cases.rb`, rails/rails at
    /// `2a2db1e8d6d104ee0611efcae7eb023af65cff34` (the same pairs as in v8.0.0), as
    /// (singular, plural), in its order: 82 of its 86 pairs. Left out, as not URL path segments
    /// of `A-Z a-z 0-9 - . _ ~`: `funky jeans` and `my money` (a space), `|ice`/`|ices` and
    /// `|ouse`/`|ouses` (a `|`). The snake-case pairs are in: by the last word they give what
    /// Rails gives on the whole string.
    #[rustfmt::skip]
    const SINGULAR_TO_PLURAL: [(&str, &str); 82] = [
        ("search", "searches"), ("switch", "switches"), ("fix", "fixes"), ("box", "boxes"),
        ("process", "processes"), ("address", "addresses"), ("case", "cases"),
        ("stack", "stacks"), ("wish", "wishes"), ("fish", "fish"), ("jeans", "jeans"),
        ("category", "categories"), ("query", "queries"), ("ability", "abilities"),
        ("agency", "agencies"), ("movie", "movies"),
        ("archive", "archives"),
        ("index", "indices"),
        ("wife", "wives"), ("safe", "saves"), ("half", "halves"),
        ("move", "moves"),
        ("salesperson", "salespeople"), ("person", "people"),
        ("spokesman", "spokesmen"), ("man", "men"), ("woman", "women"),
        ("basis", "bases"), ("diagnosis", "diagnoses"), ("diagnosis_a", "diagnosis_as"),
        ("datum", "data"), ("medium", "media"), ("stadium", "stadia"),
        ("analysis", "analyses"), ("my_analysis", "my_analyses"),
        ("node_child", "node_children"), ("child", "children"),
        ("experience", "experiences"), ("day", "days"),
        ("comment", "comments"), ("foobar", "foobars"), ("newsletter", "newsletters"),
        ("old_news", "old_news"), ("news", "news"),
        ("series", "series"), ("miniseries", "miniseries"), ("species", "species"),
        ("quiz", "quizzes"),
        ("perspective", "perspectives"),
        ("ox", "oxen"), ("photo", "photos"), ("buffalo", "buffaloes"), ("tomato", "tomatoes"),
        ("dwarf", "dwarves"), ("elf", "elves"), ("information", "information"),
        ("equipment", "equipment"), ("bus", "buses"), ("status", "statuses"),
        ("status_code", "status_codes"), ("mouse", "mice"),
        ("louse", "lice"), ("house", "houses"), ("octopus", "octopi"), ("virus", "viri"),
        ("alias", "aliases"), ("portfolio", "portfolios"),
        ("vertex", "vertices"), ("matrix", "matrices"), ("matrix_fu", "matrix_fus"),
        ("axis", "axes"), ("taxi", "taxis"), ("testis", "testes"), ("crisis", "crises"),
        ("rice", "rice"), ("shoe", "shoes"),
        ("horse", "horses"), ("prize", "prizes"), ("edge", "edges"),
        ("database", "databases"),
        ("slice", "slices"), ("police", "police"),
    ];

    /// `Irregularities` of the same file, less `cow`/`kine` and `genus`/`genera`, which that
    /// test adds itself and are not among the default inflections.
    const IRREGULAR: [(&str, &str); 6] = [
        ("person", "people"),
        ("man", "men"),
        ("child", "children"),
        ("sex", "sexes"),
        ("move", "moves"),
        ("zombie", "zombies"),
    ];

    /// Ruby's `String#capitalize` on ASCII.
    fn capitalize(word: &str) -> String {
        let lower = word.to_ascii_lowercase();
        let mut chars = lower.chars();
        chars
            .next()
            .map(|first| first.to_ascii_uppercase().to_string() + chars.as_str())
            .unwrap_or_default()
    }

    /// What Rails' `test_singularize_plural_*` and `test_singularize_singular_*` check for
    /// every pair: the plural singularizes to the singular, the singular stays, and both hold
    /// capitalized.
    #[test]
    fn rails_singular_to_plural_table() {
        let mut wrong = Vec::new();
        for (singular, plural) in SINGULAR_TO_PLURAL {
            for (input, expected) in [
                (plural.to_owned(), singular.to_owned()),
                (singular.to_owned(), singular.to_owned()),
                (capitalize(plural), capitalize(singular)),
                (capitalize(singular), capitalize(singular)),
            ] {
                let got = singularize(&input);
                if got != expected {
                    wrong.push(format!("{input} → {got}, not {expected}"));
                }
            }
        }
        assert!(wrong.is_empty(), "{wrong:#?}");
    }

    /// Rails' `test_irregularity_between_*` and `test_singularize_of_irregularity_*`.
    #[test]
    fn irregulars() {
        for (singular, plural) in IRREGULAR {
            assert_eq!(singularize(plural), singular, "{plural}");
            assert_eq!(singularize(singular), singular, "{singular}");
            assert_eq!(singularize(&capitalize(plural)), capitalize(singular));
        }
        let rows = [
            ("sales_people", "sales_person"),
            ("salespeople", "salesperson"),
            ("node_children", "node_child"),
            ("chess_men", "chess_man"),
            ("chessmen", "chessman"),
            ("class_sexes", "class_sex"),
            ("chess_moves", "chess_move"),
            ("walking_zombies", "walking_zombie"),
            ("Sales_People", "Sales_Person"),
            // Only the first letter of an irregular keeps its case (`/(p)eople$/i` → `\1erson`).
            ("PEOPLE", "Person"),
            ("SALES_PEOPLE", "SALES_Person"),
            ("MAN", "Man"),
        ];
        for (plural, singular) in rows {
            assert_eq!(singularize(plural), singular, "{plural}");
        }
    }

    #[test]
    fn uncountables() {
        for word in UNCOUNTABLE {
            assert_eq!(singularize(word), word);
            assert_eq!(singularize(&capitalize(word)), capitalize(word));
            assert_eq!(
                singularize(&word.to_ascii_uppercase()),
                word.to_ascii_uppercase()
            );
            // The last word of a snake-case name.
            let name = format!("old_{word}");
            assert_eq!(singularize(&name), name);
        }
        let rows = [
            ("sea_species", "sea_species"),
            ("blue_jeans", "blue_jeans"),
            ("secret_police", "secret_police"),
            // After a non-word character, as Rails' `\b`.
            ("black-sheep", "black-sheep"),
            ("wool.money", "wool.money"),
            ("v2~series", "v2~series"),
            // Within a word, no: Rails' rules apply.
            ("superjeans", "superjean"),
            ("subspecies", "subspecy"),
            ("miniseries", "miniseries"),
            ("MINISERIES", "MINISeries"),
        ];
        for (plural, singular) in rows {
            assert_eq!(singularize(plural), singular, "{plural}");
        }
    }

    #[test]
    fn spec_section_9_examples() {
        let rows = [
            ("photos", "photo"),
            ("categories", "category"),
            ("people", "person"),
            ("boxes", "box"),
            ("statuses", "status"),
            ("book_reviews", "book_review"),
            ("news", "news"),
            ("comments", "comment"),
            ("line_items", "line_item"),
        ];
        for (plural, singular) in rows {
            assert_eq!(singularize(plural), singular, "{plural}");
        }
    }

    /// The kept characters keep their case; the replacement is Rails' text as written.
    #[test]
    fn case_of_the_kept_characters() {
        let rows = [
            ("PhotOs", "PhotO"),
            ("People", "Person"),
            ("PHOTOS", "PHOTO"),
            ("CATEGORIES", "CATEGORy"),
            ("BoXeS", "BoX"),
            ("STATUSES", "STATUS"),
            ("Book_Reviews", "Book_Review"),
            ("LINE_ITEMS", "LINE_ITEM"),
            ("NEWS", "News"),
            ("ANALYSES", "ANALYsis"),
            ("Octopi", "Octopus"),
            ("OXEN", "OX"),
            ("Mice", "Mouse"),
        ];
        for (plural, singular) in rows {
            assert_eq!(singularize(plural), singular, "{plural}");
        }
    }

    /// The anchored rules see the last word; anything before the last `_` stays.
    #[test]
    fn the_last_word_of_a_snake_case_name() {
        let rows = [
            ("user_mice", "user_mouse"),
            ("my_axes", "my_axis"),
            ("seen_oxen", "seen_ox"),
            ("users_photos", "users_photo"),
            ("v2_apis", "v2_api"),
            ("photos_", "photos_"),
            ("_", "_"),
            ("__", "__"),
            ("_s", "_"),
            // `^(m|l)ice$` is anchored: not `user-mouse`.
            ("user-mice", "user-mice"),
        ];
        for (plural, singular) in rows {
            assert_eq!(singularize(plural), singular, "{plural}");
        }
    }

    #[test]
    fn never_panics() {
        let alphabet = ["a", "s", "e", "_", "-"];
        let mut words = vec![String::new()];
        let mut longest = vec![String::new()];
        for _ in 0..3 {
            longest = longest
                .iter()
                .flat_map(|word| alphabet.iter().map(move |c| format!("{word}{c}")))
                .collect();
            words.extend(longest.iter().cloned());
        }
        assert_eq!(words.len(), 1 + 5 + 25 + 125);
        let odd = [
            "", "_", "s", "ss", "S", "__", "-", "--", "0", "123", "1s", "~", ".", "..", "a.b~c",
            "ies", "ves", "ses", "xes", "oxen_", "_oxen", "quies", "-ies", "-ves", "ice",
        ];
        for word in words.iter().map(String::as_str).chain(odd) {
            let singular = singularize(word);
            let head = word
                .rfind('_')
                .map_or("", |underscore| &word[..=underscore]);
            assert!(singular.starts_with(head), "{word} → {singular}");
        }
        // Outside the alphabet of a path segment too.
        for word in ["é", "éies", "éves", "ßa", "ÖXEN", "naïve_sheep"] {
            let _ = singularize(word);
        }
        assert_eq!(singularize(""), "");
        // Rails' `/s$/i` → '' leaves nothing of `s`.
        assert_eq!(singularize("s"), "");
        assert_eq!(singularize("ss"), "ss");
        assert_eq!(singularize("-ies"), "-y");
    }
}
