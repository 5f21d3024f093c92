#!/usr/bin/env bash
# What users download: every library crate packaged as crates.io would get it, then a project
# outside the workspace that depends on those packages only, built and run.
#
# 1. `cargo package` of the seven library crates together (restful-template, restful-derive,
#    restful-core, the adapters, restful-openapi), with its verification build: each `.crate` is unpacked and
#    built on its own, against the others through a temporary local registry.
# 2. Each `.crate` holds its `src/`, its README.md and what cargo adds (Cargo.toml, its
#    original, Cargo.lock, .cargo_vcs_info.json), nothing else; prints its size and file count.
# 3. In a temporary directory outside the workspace: the `.crate` files unpacked, and a
#    project that names them as crates.io dependencies (`restful-core = "0.1"`...), put in
#    place with `[patch.crates-io]`. Its own lock file is resolved for the workspace's
#    `rust-version` (1.85), as a user's on that version would be. Its binaries:
#    - `readme`: the first example of README.md, taken from it, run; its route table checked;
#    - `axum`: scripts/package-check/axum.rs, restful-axum serving a controller, answering in
#      process (`oneshot`) and over 127.0.0.1, within 10 s each;
#    - `all`: names restful-actix, restful-tower and restful-openapi, so that they build from
#      their packages too (an OpenAPI document of the README's controllers, printed).
# 4. With PACKAGE_CHECK_MSRV set to a toolchain (`1.85`, installed with rustup), builds and
#    runs the same project, same lock file, with that toolchain too.
#
# Usage: bash scripts/package-check.sh
# Environment: CARGO_TARGET_DIR (default: target/), where the packages go and, below
# package-check/, the outside project's build (kept, so a second run builds only restful).
# The working tree may have uncommitted changes (`--allow-dirty`): they are what is packaged.
# crates.io is needed for the dependencies, unless they are in cargo's cache already.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
target=${CARGO_TARGET_DIR:-$root/target}
case $target in /*) ;; *) target=$root/$target ;; esac

crates=(restful-template restful-derive restful-core restful-axum restful-actix restful-tower restful-openapi)
version=$(cargo pkgid -p restful-core | sed 's/.*[#@]//')
msrv=$(sed -n 's/^rust-version = "\(.*\)"/\1/p' Cargo.toml)

echo "== cargo package (${crates[*]}), version $version"
# The verification builds each package against the others through a temporary local registry.
# cargo takes a registry's packages to never change: it keeps what it unpacks under
# $CARGO_HOME/registry/src/-<hash>/ (only local registries' directories start with `-`) and
# what it builds from them in the target directory, by name and version, so an earlier run's
# packages of the same version would be built, or taken as built, instead of today's. Both
# go first.
cargo_home=${CARGO_HOME:-$HOME/.cargo}
for crate in "${crates[@]}"; do
    rm -rf "$cargo_home"/registry/src/-*/"$crate-$version"
    cargo clean -q -p "$crate" 2>/dev/null || true
done
package_args=()
for crate in "${crates[@]}"; do package_args+=(-p "$crate"); done
cargo package --allow-dirty "${package_args[@]}"

work=$(mktemp -d "${TMPDIR:-/tmp}/restful-package-check.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir "$work/crates"

echo "== what each package holds"
printf '%-16s %9s %6s\n' crate bytes files
for crate in "${crates[@]}"; do
    file=$target/package/$crate-$version.crate
    unexpected=$(tar -tzf "$file" | grep -Ev "^$crate-$version/(src/.+\.rs|README\.md|LICENSE-APACHE|LICENSE-MIT|Cargo\.toml|Cargo\.toml\.orig|Cargo\.lock|\.cargo_vcs_info\.json)$" || true)
    if [ -n "$unexpected" ]; then
        echo "$file holds files it should not:" >&2
        echo "$unexpected" >&2
        exit 1
    fi
    printf '%-16s %9s %6s\n' "$crate" "$(wc -c <"$file")" "$(tar -tzf "$file" | wc -l)"
    tar -xzf "$file" -C "$work/crates"
done

echo "== a project outside the workspace, on the packages only ($work/project)"
project=$work/project
mkdir -p "$project/src/bin"
cat >"$project/Cargo.toml" <<EOF
[package]
name = "restful-package-check"
version = "0.0.0"
edition = "2024"
rust-version = "$msrv"
publish = false

[dependencies]
restful-core = "$version"
restful-axum = "$version"
restful-actix = "$version"
restful-tower = "$version"
restful-openapi = "$version"
axum = { version = "0.8", default-features = false, features = ["tokio", "http1"] }
tokio = { version = "1", features = ["macros", "rt", "net", "io-util", "time"] }
tower = { version = "0.5", default-features = false, features = ["util"] }

[patch.crates-io]
EOF
for crate in "${crates[@]}"; do
    echo "$crate = { path = \"$work/crates/$crate-$version\" }" >>"$project/Cargo.toml"
done
# Its own workspace: whatever directory holds it.
printf '\n[workspace]\n' >>"$project/Cargo.toml"

# The first ```rust block of README.md, as it is.
awk '/^```rust/ { inside = 1; next } inside && /^```/ { exit } inside { print }' README.md \
    >"$project/src/bin/readme.rs"
grep -q 'fn main' "$project/src/bin/readme.rs" || {
    echo "README.md: no first rust example with a main function" >&2
    exit 1
}
cp scripts/package-check/axum.rs "$project/src/bin/axum.rs"
cp scripts/package-check/all.rs "$project/src/bin/all.rs"

export CARGO_TARGET_DIR=$target/package-check
run_all() {
    local toolchain=("$@")
    (
        cd "$project"
        cargo "${toolchain[@]}" build --locked --bins
        echo "-- readme"
        out=$(cargo "${toolchain[@]}" run --locked --quiet --bin readme)
        echo "$out"
        for line in 'PhotosController +edit_form +GET +/photos/\{id\}/edit_form$' \
            'Reviews +show +GET +/admin/book_reviews/\{id\}$'; do
            grep -qE -- "$line" <<<"$out" || {
                echo "the README example's route table has no line that matches '$line'" >&2
                exit 1
            }
        done
        echo "-- axum"
        timeout 60 cargo "${toolchain[@]}" run --locked --quiet --bin axum
        echo "-- all"
        cargo "${toolchain[@]}" run --locked --quiet --bin all
    )
}
(cd "$project" && cargo generate-lockfile)
run_all

if [ -n "${PACKAGE_CHECK_MSRV:-}" ]; then
    echo "== the same project with Rust $PACKAGE_CHECK_MSRV"
    run_all "+$PACKAGE_CHECK_MSRV"
fi
echo "== the packages build and run from outside the workspace"
