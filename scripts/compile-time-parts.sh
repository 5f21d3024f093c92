#!/usr/bin/env bash
# Where the compile time of `#[derive(Restful)]` goes, per part of its expansion.
#
# Generates a crate of N unit structs with `#[derive(Restful)]` on each (as
# scripts/compile-time.sh does), prints its expansion with nightly rustc
# (`-Zunpretty=expanded`), and writes variants of that expansion as plain source, each with
# one part taken out:
#
#   derive        #[derive(Restful)] on each struct: what users build
#   expanded      the whole expansion, written out: derive - expanded is the proc macro itself
#   no_docs       without the `#[doc = ...]` of the link functions
#   no_links      without the link functions (`impl T { fn index_path() ... }`)
#   no_inventory  without the registration (`inventory::submit!`: a node static, a
#                 constructor function, an `.init_array` static)
#   descriptor    neither links nor registration: the descriptor statics and the `Restful` impl
#   plain         the structs alone (the baseline)
#
# Each variant is compiled once per mode under callgrind, which counts the instructions rustc
# runs (the proc macro's included): `cargo check`, and `cargo build` without incremental
# compilation. The variants share one target directory per mode (restful-core and its
# dependencies build once), never the workspace's.
# The expanded variants are edition 2021: the pretty-printed expansion writes inventory's
# `#[link_section]` without the `unsafe(...)` that edition 2024 asks for.
#
# Usage: scripts/compile-time-parts.sh     (environment: N=100 WORK=<dir>)
# Needs valgrind, and a nightly toolchain (`rustup toolchain install nightly`) for the
# expansion only. Each count takes about a minute at N=100.

set -euo pipefail

N=${N:-100}
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
WORK=${WORK:-$(mktemp -d "${TMPDIR:-/tmp}/restful-compile-parts.XXXXXX")}
VARIANTS=(derive expanded no_docs no_links no_inventory descriptor plain)

export CARGO_TERM_COLOR=never
unset CARGO_INCREMENTAL RUSTFLAGS CARGO_BUILD_RUSTFLAGS CARGO_TARGET_DIR CARGO_BUILD_TARGET_DIR

echo "# where the compile time of #[derive(Restful)] goes"
echo "date:      $(date -u +%Y-%m-%dT%H:%MZ)"
echo "rustc:     $(rustc -V); expansion by $(rustc +nightly -V)"
echo "cpus:      $(nproc)"
echo "load:      $(cut -d' ' -f1-3 /proc/loadavg) (1, 5, 15 min)"
echo "restful:   $ROOT ($(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo 'not a git checkout'))"
echo "N=$N structs"
echo "scratch:   $WORK"

manifest() {
    local name=$1 edition=$2 restful=$3
    cat <<TOML
[package]
name = "parts_$name"
version = "0.0.0"
edition = "$edition"
publish = false

[dependencies]
TOML
    if [[ $restful == yes ]]; then echo "restful-core = { path = \"$ROOT/restful-core\" }"; fi
    printf '\n[workspace]\n'
}

# The crate users write, and the structs alone.
for variant in derive plain; do
    mkdir -p "$WORK/$variant/src"
    restful=yes
    [[ $variant == plain ]] && restful=no
    manifest "$variant" 2024 "$restful" >"$WORK/$variant/Cargo.toml"
    {
        [[ $variant == derive ]] && echo 'use restful_core::Restful;'
        for ((i = 1; i <= N; i++)); do
            [[ $variant == derive ]] && echo '#[derive(Restful)]'
            printf 'pub struct Resource%04dController;\n' "$i"
        done
    } >"$WORK/$variant/src/lib.rs"
done
cp "$ROOT/Cargo.lock" "$WORK/derive/Cargo.lock"

echo "Expanding..." >&2
expansion=$WORK/expansion.rs
(cd "$WORK/derive" && CARGO_TARGET_DIR="$WORK/target-expand" \
    cargo +nightly rustc -q --profile=check -- -Zunpretty=expanded) >"$expansion"

# The expansion as stable source: no prelude import or `extern crate std` (edition 2021's
# prelude is implicit), inventory named through restful-core (the generated crate does not
# depend on it directly), and the struct's module path that `module_path!()` gave.
awk '
    /^#!\[feature\(prelude_import\)\]$/ { next }
    /^extern crate std;$/ { next }
    /^#\[prelude_import\]$/ { skip_use = 1; next }
    skip_use && /^use std::prelude/ { skip_use = 0; next }
    { gsub(/::inventory::/, "::restful_core::__private::inventory::"); print }
' "$expansion" >"$WORK/expanded.rs"

# Takes parts out of the written expansion. Each derive's items are indented by 8 spaces
# inside `const _: () = { ... };`; the registration is a nested `const _` block after
# `#[allow(non_upper_case_globals)]`, the link functions an `impl` after `#[allow(dead_code)]`,
# and each link function's doc is `#[doc =` and its string on the next line.
strip() {
    local drop_docs=$1 drop_links=$2 drop_inventory=$3
    awk -v docs="$drop_docs" -v links="$drop_links" -v inv="$drop_inventory" '
        inv && /^        #\[allow\(non_upper_case_globals\)\]$/ { skipping = "inv"; next }
        skipping == "inv" { if (/^            };$/) skipping = ""; next }
        links && /^        #\[allow\(dead_code\)\]$/ { skipping = "links"; next }
        skipping == "links" { if (/^        }$/) skipping = ""; next }
        docs && /^ *#\[doc =$/ { skip_doc = 1; next }
        skip_doc { if (/"\]$/) skip_doc = 0; next }
        { print }
    ' "$WORK/expanded.rs"
}

declare -A PARTS=(
    [expanded]="0 0 0"
    [no_docs]="1 0 0"
    [no_links]="0 1 0"
    [no_inventory]="0 0 1"
    [descriptor]="0 1 1"
)
for variant in "${!PARTS[@]}"; do
    mkdir -p "$WORK/$variant/src"
    manifest "$variant" 2021 yes >"$WORK/$variant/Cargo.toml"
    cp "$ROOT/Cargo.lock" "$WORK/$variant/Cargo.lock"
    # shellcheck disable=SC2086
    strip ${PARTS[$variant]} >"$WORK/$variant/src/lib.rs"
done
for variant in "${VARIANTS[@]}"; do
    printf '%-13s %8d bytes of source\n' "$variant" "$(wc -c <"$WORK/$variant/src/lib.rs")"
done

# One compilation of the generated crate, as cargo runs it (its own rustc command line, read
# from `cargo -v`), counted by callgrind: instructions are the same from run to run, where
# wall-clock time on a shared machine is not.
#   check  `cargo check` (type checking and constant evaluation, no code generation)
#   build  `cargo build` with CARGO_INCREMENTAL=0 (everything, code generation included)
MODES=(check build)
rustc_command() {
    local mode=$1 variant=$2
    touch "$WORK/$variant/src/lib.rs"
    (cd "$WORK/$variant" && CARGO_INCREMENTAL=0 CARGO_TARGET_DIR="$WORK/target-$mode" \
        cargo "$mode" -v 2>&1) | sed -n "s/^ *Running \`\(.*crate-name parts_$variant .*\)\`$/\1/p"
}

count() {
    local mode=$1 variant=$2 command
    command=$(rustc_command "$mode" "$variant")
    [[ -n $command ]] || { echo "no rustc command for $variant ($mode)" >&2; exit 1; }
    (cd "$WORK/$variant" && eval "valgrind --tool=callgrind --callgrind-out-file=/dev/null $command" 2>&1) |
        sed -n 's/.*I *refs: *//p' | tr -d ,
}

echo "Building dependencies (not counted)..." >&2
for variant in "${VARIANTS[@]}"; do
    for mode in "${MODES[@]}"; do rustc_command "$mode" "$variant" >/dev/null; done
done

declare -A IR
for mode in "${MODES[@]}"; do
    for variant in "${VARIANTS[@]}"; do
        echo "counting $variant ($mode)..." >&2
        IR[$mode-$variant]=$(count "$mode" "$variant")
    done
done

per() { awk -v a="$1" -v b="$2" -v n="$N" 'BEGIN { printf "%.2f", (a - b) / n / 1e6 }'; }
millions() { awk -v a="$1" 'BEGIN { printf "%.0f", a / 1e6 }'; }
echo
echo "Millions of instructions to compile the generated crate ($N structs), and per struct"
echo "over the structs alone (\`plain\`):"
echo
printf '| %-13s | %14s | %12s | %14s | %12s |\n' variant "check" "per struct" "build" "per struct"
printf '|%s|%s|%s|%s|%s|\n' "---------------" "---------------:" "-------------:" "---------------:" "-------------:"
for variant in "${VARIANTS[@]}"; do
    printf '| %-13s | %14s | %12s | %14s | %12s |\n' "$variant" \
        "$(millions "${IR[check-$variant]}")" \
        "$(per "${IR[check-$variant]}" "${IR[check-plain]}")" \
        "$(millions "${IR[build-$variant]}")" \
        "$(per "${IR[build-$variant]}" "${IR[build-plain]}")"
done
