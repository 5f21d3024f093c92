#!/usr/bin/env bash
# Load test of restful-demo: the release build on a temporary database, on 127.0.0.1 only,
# under wrk, with a read mix and a write mix of bounded length. docs/benchmarks.md §5 has the
# figures and what they mean.
#
# 1. Builds `cargo build --release -p restful-demo` and installs wrk (Debian's package) when
#    it is missing, with sudo when not root, as .ci/run does for chromium.
# 2. Starts the server with `--addr 127.0.0.1:0` (a free port, read from the line it prints)
#    and `--db` in a temporary directory that is removed at exit, with the server stopped.
# 3. Signs an account up (writing needs one), and seeds the app through it, before measuring:
#    LOAD_PHOTOS photos (JSON POSTs with its HTTP Basic credentials) with LOAD_COMMENTS
#    comments each, so that pages have content; signs in with the form, as a browser does, for
#    the session cookies and the CSRF token, and checks that a form POST with them is taken.
#    The mixes use that session: its cookies and token on every write, JSON ones too (HTTP
#    Basic would measure Argon2, on every request).
# 4. Read mix (scripts/load/read.lua): GETs spread evenly over /photos, /photos/{id},
#    /photos/{id}/comments, /photos/{id}/comments/{cid} and /admin/book_reviews, half HTML,
#    half JSON. Every answer must be a 200.
# 5. Write mix (scripts/load/write.lua): photo creates (JSON), comment creates (forms with the
#    CSRF token), photo and comment updates (JSON PUTs, of the account's photos and comments),
#    and comment deletes (forms with _method=DELETE and the token). Every answer must be a 200, 201 or 303; afterwards the
#    number of photos must match the 201s (plus at most one per connection, for the requests
#    in flight when wrk stopped).
# 6. Prints a table (requests/s, p50, p99, non-2xx/3xx answers, the server's CPU) and the
#    machine, with the filesystem of the temporary directory and how many synchronous writes
#    a second it takes; exits 1 when any answer was unexpected or any socket error happened.
#
# Usage: bash scripts/load.sh
# Environment (defaults): LOAD_SECONDS=10 (per mix), LOAD_CONNECTIONS=32, LOAD_THREADS=2,
#                         LOAD_PHOTOS=50, LOAD_COMMENTS=5,
#                         LOAD_DB=file (or memory: `--db :memory:`, no disk)
# About 25 s with the defaults, once the release build is there. Run by hand, not by .ci/run.

set -euo pipefail

LOAD_SECONDS=${LOAD_SECONDS:-10}
LOAD_CONNECTIONS=${LOAD_CONNECTIONS:-32}
LOAD_THREADS=${LOAD_THREADS:-2}
LOAD_PHOTOS=${LOAD_PHOTOS:-50}
LOAD_COMMENTS=${LOAD_COMMENTS:-5}
LOAD_DB=${LOAD_DB:-file}
if [ "$LOAD_DB" != file ] && [ "$LOAD_DB" != memory ]; then
    echo "load.sh: LOAD_DB must be file or memory, not '$LOAD_DB'" >&2
    exit 2
fi
for name in LOAD_SECONDS LOAD_CONNECTIONS LOAD_THREADS LOAD_PHOTOS LOAD_COMMENTS; do
    if ! [[ ${!name} =~ ^[0-9]+$ ]] || ((${!name} > 100000)); then
        echo "load.sh: $name must be a whole number, not '${!name}'" >&2
        exit 2
    fi
done
if ((LOAD_SECONDS < 1 || LOAD_THREADS < 1 || LOAD_CONNECTIONS < LOAD_THREADS || LOAD_PHOTOS < 1)); then
    echo "load.sh: need LOAD_SECONDS >= 1, LOAD_THREADS >= 1, LOAD_CONNECTIONS >= LOAD_THREADS, LOAD_PHOTOS >= 1" >&2
    exit 2
fi

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
LUA_DIR=$ROOT/scripts/load
export CARGO_TERM_COLOR=never

# --- tools ---------------------------------------------------------------------------------

missing=()
command -v wrk >/dev/null || missing+=(wrk)
command -v curl >/dev/null || missing+=(curl)
if ((${#missing[@]} > 0)); then
    echo "== installing ${missing[*]}"
    as_root=()
    if [ "$(id -u)" -ne 0 ]; then as_root=(sudo); fi
    "${as_root[@]}" apt-get update -qq
    "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
fi

echo "== cargo build --release -p restful-demo"
build_log=$(cargo build --release -p restful-demo --message-format=json-render-diagnostics \
    --manifest-path "$ROOT/Cargo.toml")
bin=$(grep -o '"executable":"[^"]*/restful-demo"' <<<"$build_log" | tail -n1 | sed 's/^"executable":"//; s/"$//')
if [ ! -x "$bin" ]; then
    echo "load.sh: cannot find the restful-demo binary that cargo built" >&2
    exit 1
fi

# --- server --------------------------------------------------------------------------------

work=$(mktemp -d "${TMPDIR:-/tmp}/restful-load.XXXXXX")
server_pid=
cleanup() {
    if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
        kill "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

server_log=$work/server.log
db=$work/demo.sqlite3
if [ "$LOAD_DB" = memory ]; then db=:memory:; fi
"$bin" --addr 127.0.0.1:0 --db "$db" >"$server_log" 2>&1 &
server_pid=$!

base=
for _ in $(seq 300); do # 30 s at most
    base=$(grep -o 'listening on http://127\.0\.0\.1:[0-9]*' "$server_log" | sed 's/^listening on //' || true)
    if [ -n "$base" ]; then break; fi
    if ! kill -0 "$server_pid" 2>/dev/null; then break; fi
    sleep 0.1
done
if [ -z "$base" ]; then
    echo "load.sh: the server did not say where it listens within 30 s; its output:" >&2
    cat "$server_log" >&2
    exit 1
fi
echo "== restful-demo at $base, database $db"

server_alive() {
    if ! kill -0 "$server_pid" 2>/dev/null; then
        echo "load.sh: the server is gone; its output:" >&2
        cat "$server_log" >&2
        exit 1
    fi
}

# curl, bounded, never through a proxy.
fetch() { curl -sS --max-time 10 --noproxy '*' "$@"; }

json_ids() { grep -o '"id":"[0-9]*"' | sed 's/^"id":"//; s/"$//'; }

# --- seed ----------------------------------------------------------------------------------

# Writing needs an account: this one owns what the seed and the mixes write.
email=load@example.com
password=load-sh-password
signed_up=$(fetch -o /dev/null -w '%{http_code}' -H 'Content-Type: application/json' \
    -H 'Accept: application/json' -d "{\"email_address\":\"$email\",\"password\":\"$password\"}" \
    "$base/users")
if [ "$signed_up" != 201 ]; then
    echo "load.sh: signing up $email answered $signed_up, not 201" >&2
    exit 1
fi

echo "== seeding $LOAD_PHOTOS photos with $LOAD_COMMENTS comments each (JSON POSTs)"
seed_start=$SECONDS
seeded=()
for i in $(seq "$LOAD_PHOTOS"); do
    answer=$(fetch -u "$email:$password" -H 'Content-Type: application/json' -H 'Accept: application/json' \
        -d "{\"title\":\"Seed photo $i\",\"description\":\"Made by scripts/load.sh before measuring.\"}" \
        -w '\n%{http_code}' "$base/photos")
    if [ "$(tail -n1 <<<"$answer")" != 201 ]; then
        echo "load.sh: creating a photo answered: $answer" >&2
        exit 1
    fi
    photo=$(head -n1 <<<"$answer" | json_ids | head -n1)
    seeded+=("$photo")
    if ((LOAD_COMMENTS > 0)); then
        # One curl, LOAD_COMMENTS POSTs of the same body, one status a line.
        targets=()
        for _ in $(seq "$LOAD_COMMENTS"); do targets+=(-o /dev/null "$base/photos/$photo/comments"); done
        codes=$(fetch -u "$email:$password" -H 'Content-Type: application/json' -H 'Accept: application/json' \
            -d "{\"author\":\"Seed\",\"body\":\"A comment on seed photo $i.\"}" \
            -w '%{http_code}\n' "${targets[@]}")
        if [ "$(grep -c '^201$' <<<"$codes")" -ne "$LOAD_COMMENTS" ]; then
            echo "load.sh: creating comments on photo $photo answered: $(tr '\n' ' ' <<<"$codes")" >&2
            exit 1
        fi
    fi
done
echo "   $((SECONDS - seed_start)) s"

# A session cookie and its token, from the sign-in form, as a browser gets them; then the
# sign-in cookie of that browser, signed in.
headers=$(fetch -D - -o "$work/form.html" "$base/session/new_form" | tr -d '\r')
cookie=$(grep -i '^set-cookie: restful_demo_session=' <<<"$headers" | head -n1 | sed 's/^[^:]*: *//; s/;.*//' || true)
token=$(grep -o 'name="authenticity_token" value="[^"]*"' "$work/form.html" | head -n1 \
    | sed 's/^name="authenticity_token" value="//; s/"$//' \
    | sed 's/&#43;/+/g; s/&#x2[bB];/+/g; s/&#47;/\//g; s/&#x2[fF];/\//g; s/&#61;/=/g; s/&#x3[dD];/=/g; s/&amp;/\&/g' || true)
if [ -z "$cookie" ] || [ -z "$token" ]; then
    echo "load.sh: /session/new_form gave no session cookie or no authenticity_token" >&2
    exit 1
fi
headers=$(fetch -D - -o /dev/null -H "Cookie: $cookie" -H 'Accept: text/html' \
    --data-urlencode "email_address=$email" --data-urlencode "password=$password" \
    --data-urlencode "authenticity_token=$token" "$base/session" | tr -d '\r')
login=$(grep -i '^set-cookie: restful_demo_login=' <<<"$headers" | head -n1 | sed 's/^[^:]*: *//; s/;.*//' || true)
if [ -z "$login" ]; then
    echo "load.sh: signing in with the form set no sign-in cookie: $headers" >&2
    exit 1
fi
cookie="$cookie; $login"
# The form POST the write mix sends, once: a 303 means the cookies and the token are taken.
probe=$(fetch -o /dev/null -w '%{http_code}' -H "Cookie: $cookie" -H 'Accept: text/html' \
    --data-urlencode "author=load.sh" --data-urlencode "body=Checking the CSRF token." \
    --data-urlencode "authenticity_token=$token" "$base/photos/${seeded[0]}/comments")
if [ "$probe" != 303 ]; then
    echo "load.sh: a form POST with the session's token answered $probe, not 303" >&2
    exit 1
fi

# Every photo of the account and its comments, one photo a line: "photo_id comment_id ...". (The
# examples of a new database are the placeholder account's: the write mix may not update them.)
ids_file=$work/ids.txt
urls=()
for id in "${seeded[@]}"; do urls+=("$base/photos/$id"); done
fetch -H 'Accept: application/json' -w '\n' "${urls[@]}" | while IFS= read -r line; do
    if [ -n "$line" ]; then json_ids <<<"$line" | paste -sd' ' -; fi
done >"$ids_file"
photos_before=$(wc -l <"$ids_file")
comments_before=$(awk '{ n += NF - 1 } END { print n }' "$ids_file")
echo "== $photos_before photos, $comments_before comments before measuring"

# --- the mixes -----------------------------------------------------------------------------

export LOAD_LUA_DIR=$LUA_DIR LOAD_IDS=$ids_file LOAD_CSRF_COOKIE=$cookie LOAD_CSRF_TOKEN=$token

# CPU time so far, in clock ticks: the server's (user + system) and the machine's busy time.
server_ticks() { awk '{ print $14 + $15 }' "/proc/$server_pid/stat"; }
busy_ticks() { awk '/^cpu / { print $2 + $3 + $4 + $7 + $8 }' /proc/stat; }
ticks_per_second=$(getconf CLK_TCK)

# run_mix NAME EXPECTED_STATUSES: wrk with scripts/load/NAME.lua; its result line goes to
# $work/NAME.result.
run_mix() {
    local mix=$1 expected=$2 server_before busy_before
    echo
    echo "== $mix mix: wrk -t$LOAD_THREADS -c$LOAD_CONNECTIONS -d${LOAD_SECONDS}s --latency -s scripts/load/$mix.lua"
    server_before=$(server_ticks)
    busy_before=$(busy_ticks)
    if ! LOAD_MIX=$mix LOAD_EXPECTED=$expected \
        timeout --foreground --kill-after=5 $((LOAD_SECONDS + 30)) \
        wrk --latency --timeout 10s -t "$LOAD_THREADS" -c "$LOAD_CONNECTIONS" -d "${LOAD_SECONDS}s" \
        -s "$LUA_DIR/$mix.lua" "$base" | tee "$work/$mix.out"; then
        echo "load.sh: wrk failed, or took more than $((LOAD_SECONDS + 30)) s, on the $mix mix" >&2
        exit 1
    fi
    server_alive
    if ! grep '^load-result ' "$work/$mix.out" >"$work/$mix.result"; then
        echo "load.sh: wrk printed no result for the $mix mix" >&2
        exit 1
    fi
    # The server's CPU over the mix, in cores and per request, and the whole machine's, in
    # cores: appended to the result line.
    local server_s busy_s
    server_s=$(awk -v t=$(($(server_ticks) - server_before)) -v hz="$ticks_per_second" 'BEGIN { print t / hz }')
    busy_s=$(awk -v t=$(($(busy_ticks) - busy_before)) -v hz="$ticks_per_second" 'BEGIN { print t / hz }')
    awk -v server="$server_s" -v busy="$busy_s" '{
            for (i = 1; i <= NF; i++) { split($i, kv, "="); f[kv[1]] = kv[2] }
            printf "%s server_cores=%.2f server_cpu_us_per_request=%.0f machine_busy_cores=%.2f\n", $0,
                server / f["seconds"], server / f["requests"] * 1e6, busy / f["seconds"]
        }' "$work/$mix.result" >"$work/$mix.result.new"
    mv "$work/$mix.result.new" "$work/$mix.result"
    echo "   server CPU: $(field "$mix" server_cores) cores, $(field "$mix" server_cpu_us_per_request) µs a request;" \
        "the machine: $(field "$mix" machine_busy_cores) of $(nproc) cores busy"
}

field() { grep -o " $2=[^ ]*" "$work/$1.result" | head -n1 | cut -d= -f2; }

run_mix read 200
run_mix write 200,201,303

# What was answered 201 is in the database: as many photos as before plus the 201s, and at
# most one more per connection (wrk stops with requests in flight, which the server finishes).
created=$(field write statuses | tr ',' '\n' | awk -F: '$1 == 201 { print $2 }')
created=${created:-0}
photos_after=$(fetch -H 'Accept: application/json' "$base/photos" | json_ids | wc -l)
echo
echo "== photos: $photos_before before, $created answered 201, $photos_after after"
consistent=yes
if ((photos_after < photos_before + created || photos_after > photos_before + created + LOAD_CONNECTIONS)); then
    echo "load.sh: the database does not hold the photos that were answered 201" >&2
    consistent=no
fi
if grep -qi 'panicked' "$server_log"; then
    echo "load.sh: the server panicked; its output:" >&2
    cat "$server_log" >&2
    consistent=no
fi

# --- summary -------------------------------------------------------------------------------

cpu_model=$(grep -m1 '^model name' /proc/cpuinfo | sed 's/^[^:]*: *//' || true)
fs=$(df -T "$work" | awk 'NR == 2 { print $2 " on " $1 " (mounted at " $7 ")" }')
# How fast the disk takes synchronous writes: 1,000 appends of 4 KiB, each flushed, as a
# commit's fsync of the WAL is.
dsync=$(timeout 30 dd if=/dev/zero of="$work/dsync.probe" bs=4k count=1000 oflag=dsync 2>&1 \
    | awk '/copied/ { for (i = 1; i <= NF; i++) if ($i == "s,") printf "%.0f", 1000 / $(i - 1) }' || true)
rm -f "$work/dsync.probe"

echo
echo "== summary ($LOAD_SECONDS s per mix, $LOAD_CONNECTIONS connections, $LOAD_THREADS wrk threads, database: $LOAD_DB)"
printf '%-6s %10s %9s %9s %12s %10s %13s %13s\n' mix 'req/s' 'p50 ms' 'p99 ms' 'non-2xx/3xx' requests \
    'server cores' 'server us/req'
failed=no
for mix in read write; do
    printf '%-6s %10s %9s %9s %12s %10s %13s %13s\n' "$mix" "$(field $mix rps)" "$(field $mix p50_ms)" \
        "$(field $mix p99_ms)" "$(field $mix non_2xx_3xx)" "$(field $mix requests)" \
        "$(field $mix server_cores)" "$(field $mix server_cpu_us_per_request)"
    echo "       statuses $(field $mix statuses), socket errors $(field $mix socket_errors)"
    if [ -n "$(field $mix ops)" ]; then echo "       sent $(field $mix ops)"; fi
    if [ "$(field $mix unexpected)" != 0 ] || [ "$(field $mix socket_errors)" != 0 ]; then
        failed=yes
    fi
done
echo
echo "machine:  $(nproc) CPUs, ${cpu_model:-CPU model not exposed}, $(uname -sr)"
echo "memory:   $(awk '/^MemTotal/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo)"
echo "disk:     the temporary directory is on $fs; ${dsync:-?} synchronous 4 KiB appends/s (dd oflag=dsync)"
echo "tools:    $(wrk --version 2>&1 | head -n1 | cut -d' ' -f1-2), $(rustc -V)"
echo "restful:  $(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo 'not a git checkout')"

if [ "$failed" = yes ]; then
    echo "load.sh: FAILED: some answers had an unexpected status, or sockets failed (see above)" >&2
    exit 1
fi
if [ "$consistent" = no ]; then
    echo "load.sh: FAILED: see above" >&2
    exit 1
fi
