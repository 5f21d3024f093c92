//! Singularization by the default English inflections of Rails' ActiveSupport (SPEC §9): the
//! word a controller's children use for its id.
//!
//! The rules are those of `activesupport/lib/active_support/inflections.rb` in Rails 7.0.4
//! (frozen by the Rails team since long before: "patches for the inflections library will not be
//! accepted"), transcribed from regular expressions into the suffix patterns below. Rails tries
//! its rules last defined first and takes the first that matches; [`RULES`] lists them in that
//! order, the irregulars (added last) first. Matching ignores ASCII case and keeps the case of
//! the kept bytes, as Rails' `/i` rules with `\1` do.
//!
//! One departure, from SPEC §9: the rules apply to the last word of a snake-case name
//! (`book_reviews` → `book_review`), so the rules anchored at the start of a word (`^(m|l)ice$`,
//! `^(a)x[ie]s$`, `^(ox)en`, `^analy`) see that word, where Rails would see the whole string.

/// The singular of `word` (see the module's documentation). The empty string stays empty.
pub(crate) fn singularize(word: &str) -> String {
    if is_uncountable(word) {
        return word.to_owned();
    }
    let start = word.rfind('_').map_or(0, |underscore| underscore + 1);
    let (head, last) = word.split_at(start);
    let lower = last.to_ascii_lowercase();
    let singular = RULES.iter().find_map(|rule| rule.apply(last, &lower));
    format!("{head}{}", singular.as_deref().unwrap_or(last))
}

/// Rails' uncountables; a word is one when it ends with one of them, after the start or a
/// character that is not a word character (Rails' `/\b#{word}\Z/i`).
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

fn is_uncountable(word: &str) -> bool {
    UNCOUNTABLE.iter().any(|uncountable| {
        let Some(start) = word.len().checked_sub(uncountable.len()) else {
            return false;
        };
        let (before, end) = word.as_bytes().split_at(start);
        let boundary = before
            .last()
            .is_none_or(|&byte| !(byte.is_ascii_alphanumeric() || byte == b'_'));
        boundary && end.eq_ignore_ascii_case(uncountable.as_bytes())
    })
}

/// What a rule matches, in the lower case of its regular expression.
#[derive(Clone, Copy)]
enum Pattern {
    /// `suffix$`.
    Ends(&'static str),
    /// `^word$`.
    Is(&'static str),
    /// `^prefix`, with no end anchor (`^(ox)en`).
    Starts(&'static str),
    /// `[^not]suffix$`: the suffix after one byte that is none of `not`.
    EndsAfterNone(&'static str, &'static str),
}

/// A rule: where `pattern` matches, the first `keep` bytes of the match stay, then `append`.
#[derive(Clone, Copy)]
struct Rule {
    pattern: Pattern,
    keep: usize,
    append: &'static str,
}

impl Rule {
    /// The rule applied to `word` (whose ASCII lower case is `lower`), if it matches.
    fn apply(&self, word: &str, lower: &str) -> Option<String> {
        let len = lower.len();
        let (start, end) = match self.pattern {
            Pattern::Ends(suffix) => lower.ends_with(suffix).then(|| (len - suffix.len(), len))?,
            Pattern::Is(whole) => (lower == whole).then_some((0, len))?,
            Pattern::Starts(prefix) => lower.starts_with(prefix).then_some((0, prefix.len()))?,
            Pattern::EndsAfterNone(not, suffix) => {
                let start = len.checked_sub(suffix.len() + 1)?;
                let before = lower.as_bytes()[start];
                let matched = lower.ends_with(suffix) && !not.as_bytes().contains(&before);
                matched.then_some((start, len))?
            }
        };
        let kept = word.get(..start + self.keep)?;
        Some(format!("{kept}{}{}", self.append, word.get(end..)?))
    }
}

const fn ends(suffix: &'static str, keep: usize, append: &'static str) -> Rule {
    Rule {
        pattern: Pattern::Ends(suffix),
        keep,
        append,
    }
}

const fn is(whole: &'static str, keep: usize, append: &'static str) -> Rule {
    Rule {
        pattern: Pattern::Is(whole),
        keep,
        append,
    }
}

/// Rails' singular rules, first tried first. Each line gives the Rails rule it transcribes.
#[rustfmt::skip]
const RULES: [Rule; 70] = [
    // inflect.irregular("zombie", "zombies"), and so on back to ("person", "people"): for each,
    // Rails adds `/(p)eople$/i → '\1erson'` and `/(p)erson$/i → '\1erson'`.
    ends("zombies", 1, "ombie"),   ends("zombie", 6, ""),
    ends("moves", 1, "ove"),       ends("move", 4, ""),
    ends("sexes", 1, "ex"),        ends("sex", 3, ""),
    ends("children", 1, "hild"),   ends("child", 5, ""),
    ends("men", 1, "an"),          ends("man", 3, ""),
    ends("people", 1, "erson"),    ends("person", 6, ""),
    // /(database)s$/i → '\1'
    ends("databases", 8, ""),
    // /(quiz)zes$/i → '\1'
    ends("quizzes", 4, ""),
    // /(matr)ices$/i → '\1ix'
    ends("matrices", 4, "ix"),
    // /(vert|ind)ices$/i → '\1ex'
    ends("vertices", 4, "ex"),     ends("indices", 3, "ex"),
    // /^(ox)en/i → '\1'
    Rule { pattern: Pattern::Starts("oxen"), keep: 2, append: "" },
    // /(alias|status)(es)?$/i → '\1'
    ends("aliases", 5, ""),        ends("alias", 5, ""),
    ends("statuses", 6, ""),       ends("status", 6, ""),
    // /(octop|vir)(us|i)$/i → '\1us'
    ends("octopus", 5, "us"),      ends("octopi", 5, "us"),
    ends("virus", 3, "us"),        ends("viri", 3, "us"),
    // /^(a)x[ie]s$/i → '\1xis'
    is("axis", 1, "xis"),          is("axes", 1, "xis"),
    // /(cris|test)(is|es)$/i → '\1is'
    ends("crisis", 4, "is"),       ends("crises", 4, "is"),
    ends("testis", 4, "is"),       ends("testes", 4, "is"),
    // /(shoe)s$/i → '\1'
    ends("shoes", 4, ""),
    // /(o)es$/i → '\1'
    ends("oes", 1, ""),
    // /(bus)(es)?$/i → '\1'
    ends("buses", 3, ""),          ends("bus", 3, ""),
    // /^(m|l)ice$/i → '\1ouse'
    is("mice", 1, "ouse"),         is("lice", 1, "ouse"),
    // /(x|ch|ss|sh)es$/i → '\1'
    ends("xes", 1, ""),            ends("ches", 2, ""),
    ends("sses", 2, ""),           ends("shes", 2, ""),
    // /(m)ovies$/i → '\1ovie'
    ends("movies", 1, "ovie"),
    // /(s)eries$/i → '\1eries'
    ends("series", 6, ""),
    // /([^aeiouy]|qu)ies$/i → '\1y'
    Rule { pattern: Pattern::EndsAfterNone("aeiouy", "ies"), keep: 1, append: "y" },
    ends("quies", 2, "y"),
    // /([lr])ves$/i → '\1f'
    ends("lves", 1, "f"),          ends("rves", 1, "f"),
    // /(tive)s$/i → '\1' and /(hive)s$/i → '\1'
    ends("tives", 4, ""),          ends("hives", 4, ""),
    // /([^f])ves$/i → '\1fe'
    Rule { pattern: Pattern::EndsAfterNone("f", "ves"), keep: 1, append: "fe" },
    // /((a)naly|(b)a|(d)iagno|(p)arenthe|(p)rogno|(s)ynop|(t)he)(sis|ses)$/i → '\1sis'
    // (and /(^analy)(sis|ses)$/i → '\1sis' before it, which this one covers):
    // `...ses` of those stems becomes `...sis`; `...sis` stays.
    ends("analyses", 5, "sis"),    ends("analysis", 8, ""),
    ends("bases", 2, "sis"),       ends("basis", 5, ""),
    ends("diagnoses", 6, "sis"),   ends("diagnosis", 9, ""),
    ends("parentheses", 8, "sis"), ends("parenthesis", 11, ""),
    ends("prognoses", 6, "sis"),   ends("prognosis", 9, ""),
    ends("synopses", 5, "sis"),    ends("synopsis", 8, ""),
    ends("theses", 3, "sis"),      ends("thesis", 6, ""),
    // /([ti])a$/i → '\1um'
    ends("ta", 1, "um"),           ends("ia", 1, "um"),
    // /(n)ews$/i → '\1ews'
    ends("news", 4, ""),
    // /(ss)$/i → '\1'
    ends("ss", 2, ""),
    // /s$/i → ''
    ends("s", 0, ""),
];

#[cfg(test)]
mod tests {
    use super::*;

    /// Rails' own test cases, `SingularToPlural` of `activesupport/test/inflector_test_cases.rb`
    /// (Rails main), as (singular, plural): `singularize(plural)` must give `singular`. Left
    /// out: `canvas`/`canvases`, added to that table later than Rails 7.0.4's rules, none of
    /// which singularizes it (`canvases` gives `canvase`, as in Rails 7.0.4).
    #[rustfmt::skip]
    const RAILS: [(&str, &str); 86] = [
        ("search", "searches"), ("switch", "switches"), ("fix", "fixes"), ("box", "boxes"),
        ("process", "processes"), ("address", "addresses"), ("case", "cases"),
        ("stack", "stacks"), ("wish", "wishes"), ("fish", "fish"), ("jeans", "jeans"),
        ("funky jeans", "funky jeans"), ("my money", "my money"),
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
        ("|ice", "|ices"), ("|ouse", "|ouses"), ("slice", "slices"), ("police", "police"),
    ];

    /// `Irregularities` of the same file, those of Rails' default rules.
    const IRREGULAR: [(&str, &str); 6] = [
        ("person", "people"),
        ("man", "men"),
        ("child", "children"),
        ("sex", "sexes"),
        ("move", "moves"),
        ("zombie", "zombies"),
    ];

    fn capitalize(word: &str) -> String {
        let mut chars = word.chars();
        chars
            .next()
            .map(|first| first.to_ascii_uppercase().to_string() + chars.as_str())
            .unwrap_or_default()
    }

    #[test]
    fn rails_singular_to_plural_table() {
        let wrong: Vec<String> = RAILS
            .iter()
            .chain(&IRREGULAR)
            .filter(|(singular, plural)| singularize(plural) != *singular)
            .map(|(singular, plural)| {
                format!("{plural} → {} (not {singular})", singularize(plural))
            })
            .collect();
        assert!(wrong.is_empty(), "{wrong:#?}");
    }

    /// Rails checks capitalized words too: the kept bytes keep their case.
    #[test]
    fn case_is_kept() {
        for (singular, plural) in RAILS.iter().chain(&IRREGULAR) {
            assert_eq!(
                singularize(&capitalize(plural)),
                capitalize(singular),
                "{plural}"
            );
        }
        assert_eq!(singularize("PEOPLE"), "Person");
        assert_eq!(singularize("BookReviews"), "BookReview");
    }

    /// Irregular singulars stay as they are, as Rails' `(p)erson$` rules keep them.
    #[test]
    fn irregular_singulars_stay() {
        for (singular, _) in IRREGULAR {
            assert_eq!(singularize(singular), singular);
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
        ];
        for (plural, singular) in rows {
            assert_eq!(singularize(plural), singular, "{plural}");
        }
    }

    /// The rules see the last word of a snake-case name, anchored ones included.
    #[test]
    fn the_last_word_of_a_snake_case_name() {
        let rows = [
            ("line_items", "line_item"),
            ("sales_people", "sales_person"),
            ("admin_users", "admin_user"),
            ("user_mice", "user_mouse"),
            ("my_axes", "my_axis"),
            ("seen_oxen", "seen_ox"),
            ("secret_police", "secret_police"),
            ("cat_fish", "cat_fish"),
            ("hypotheses", "hypothesis"),
            ("photos_", "photos_"),
            ("_", "_"),
            ("v2_apis", "v2_api"),
        ];
        for (plural, singular) in rows {
            assert_eq!(singularize(plural), singular, "{plural}");
        }
    }

    /// Uncountable when ending an uncountable word after a non-word character, as Rails'
    /// `/\bword\Z/i`.
    #[test]
    fn uncountables_need_a_word_boundary() {
        assert_eq!(singularize("sheep"), "sheep");
        assert_eq!(singularize("black-sheep"), "black-sheep");
        assert_eq!(singularize("wool.money"), "wool.money");
        assert_eq!(singularize("superjeans"), "superjean");
    }

    #[test]
    fn never_panics() {
        let alphabet = ["", "a", "s", "e", "_", "-", "i", "v", "x", "é"];
        for a in alphabet {
            for b in alphabet {
                for c in alphabet {
                    for d in alphabet {
                        let _ = singularize(&format!("{a}{b}{c}{d}"));
                    }
                }
            }
        }
        for odd in [
            "ies", "ves", "ses", "s", "ss", "oxen", "OXEN", "éies", "éves", "~", ".",
        ] {
            let _ = singularize(odd);
        }
        assert_eq!(singularize(""), "");
    }
}
