//! `restful-demo`: serves the demo app, or prints its route table. `--help` says how.

use std::env;
use std::ffi::OsString;
use std::future::Future;
use std::io;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, ToSocketAddrs};
use std::process::ExitCode;

use restful_core::registry;
use restful_demo::{Config, Db, Location, PhotosController};
use tokio::net::TcpListener;

const USAGE: &str = "\
Usage: restful-demo [--addr HOST:PORT] [--db PATH] [--secure-cookies]
                    [--routes | --openapi]

Serves a photo album (/photos, with a search at /photos/search) with comments
on each photo (/photos/{photo_id}/comments), a book-review admin
(/admin/book_reviews) and the site's settings (/settings), built with
restful-axum, kept in a SQLite database. Anyone reads; writing needs an
account: sign up at /users/new_form, sign in at /session/new_form, or send
HTTP Basic credentials (email:password) with JSON requests.

Options:
  --addr HOST:PORT  where to listen; default 127.0.0.1:3000. The environment
                    variable RESTFUL_DEMO_ADDR sets it too; the flag wins.
  --db PATH         the SQLite database file, created with its schema and a few
                    examples when missing; default restful-demo.sqlite3 in the
                    working directory. `:memory:` keeps nothing after exit.
                    The environment variable RESTFUL_DEMO_DB sets it too; the
                    flag wins.
  --secure-cookies  mark the cookies Secure, for a demo served over HTTPS (a
                    browser then sends them over HTTPS only). The environment
                    variable RESTFUL_DEMO_SECURE_COOKIES=1 sets it too.
  --routes          print the route table and exit
  --openapi         print the OpenAPI 3.1 document (what /openapi.json serves)
                    and exit
  -h, --help        print this help and exit
";

const DEFAULT_ADDR: &str = "127.0.0.1:3000";
const ADDR_VAR: &str = "RESTFUL_DEMO_ADDR";
const DB_VAR: &str = "RESTFUL_DEMO_DB";
const SECURE_VAR: &str = "RESTFUL_DEMO_SECURE_COOKIES";

/// What the command line asks for.
#[derive(Debug, PartialEq, Eq)]
enum Command {
    Serve(Listen, Data, Config),
    Routes,
    OpenApi,
    Help,
}

/// Where to listen, and where that came from, to say so when it is wrong.
#[derive(Debug, PartialEq, Eq)]
struct Listen {
    addr: String,
    from: &'static str,
}

/// Where the data lives, and where that came from, to say so.
#[derive(Debug, PartialEq, Eq)]
struct Data {
    location: Location,
    from: &'static str,
}

/// Why the program stops early.
enum Failure {
    /// The command line is wrong: exit code 2, as command-line tools do.
    Usage(String),
    /// Something failed at run time: exit code 1.
    Run(String),
}

#[tokio::main]
async fn main() -> ExitCode {
    match run().await {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Usage(message)) => {
            eprintln!("restful-demo: {message}\n\n{USAGE}");
            ExitCode::from(2)
        }
        Err(Failure::Run(message)) => {
            eprintln!("restful-demo: {message}");
            ExitCode::FAILURE
        }
    }
}

async fn run() -> Result<(), Failure> {
    let command = parse(
        env::args_os().skip(1),
        env::var_os(ADDR_VAR),
        env::var_os(DB_VAR),
    )
    .map_err(Failure::Usage)?;
    let (listen, data, config) = match command {
        Command::Serve(listen, data, config) => (listen, data, config),
        Command::Routes => {
            print!("{}", registry());
            return Ok(());
        }
        Command::OpenApi => {
            println!("{}", restful_demo::openapi_json());
            return Ok(());
        }
        Command::Help => {
            print!("{USAGE}");
            return Ok(());
        }
    };
    let addrs = resolve(&listen).map_err(Failure::Usage)?;
    let failed = |what: String| move |err: io::Error| Failure::Run(format!("{what}: {err}"));
    let db = Db::open(&data.location)
        .map_err(|err| Failure::Run(format!("{err} (from {})", data.from)))?;
    let listener = TcpListener::bind(&addrs[..])
        .await
        .map_err(failed(format!("cannot listen on {}", listen.addr)))?;
    let local = listener
        .local_addr()
        .map_err(failed("cannot read the address listened on".into()))?;
    let shutdown = shutdown_signal().map_err(failed("cannot listen for Ctrl-C".into()))?;
    let photos = PhotosController::index_path();
    print!("{}", registry());
    println!();
    match &data.location {
        Location::File(path) => println!("Data kept in {} (from {}).", path.display(), data.from),
        Location::Memory => println!("Data kept in memory, gone at exit (from {}).", data.from),
    }
    println!("restful-demo listening on http://{local}");
    println!(
        "Open http://{}{photos} in a browser. Ctrl-C stops.",
        browsable(local)
    );
    if config.secure_cookies {
        println!("Cookies are Secure: browsers send them over HTTPS only.");
    }
    restful_demo::serve_with(listener, db, config, shutdown)
        .await
        .map_err(failed("serving failed".into()))
}

/// The command that `args` (without the program's name) and the values of
/// `RESTFUL_DEMO_ADDR` and `RESTFUL_DEMO_DB` ask for, or what is wrong with them.
fn parse(
    args: impl IntoIterator<Item = OsString>,
    env_addr: Option<OsString>,
    env_db: Option<OsString>,
) -> Result<Command, String> {
    let (mut flag_addr, mut flag_db) = (None, None);
    let mut secure_cookies = secure_from_env()?;
    // `--routes` or `--openapi`, with the flag as written: each prints one thing, so not both.
    let mut print: Option<(Command, &'static str)> = None;
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let arg = arg
            .into_string()
            .map_err(|arg| format!("argument {arg:?} is not UTF-8"))?;
        // `--name=value` or `--name value`.
        let (name, inline) = match arg.split_once('=') {
            Some((name, value)) => (name, Some(OsString::from(value))),
            None => (arg.as_str(), None),
        };
        let (slot, example) = match name {
            "-h" | "--help" if inline.is_none() => return Ok(Command::Help),
            "--routes" | "--openapi" if inline.is_none() => {
                let this = match name {
                    "--routes" => (Command::Routes, "--routes"),
                    _ => (Command::OpenApi, "--openapi"),
                };
                if let Some((_, other)) = &print
                    && *other != this.1
                {
                    return Err(format!("`{other}` and `{}` do not go together", this.1));
                }
                print = Some(this);
                continue;
            }
            "--secure-cookies" if inline.is_none() => {
                secure_cookies = true;
                continue;
            }
            "--addr" => (&mut flag_addr, "`--addr 127.0.0.1:3000`"),
            "--db" => (
                &mut flag_db,
                "`--db restful-demo.sqlite3` or `--db :memory:`",
            ),
            _ => return Err(format!("unknown argument `{arg}`")),
        };
        let value = inline
            .or_else(|| args.next())
            .filter(|value| !value.is_empty())
            .ok_or_else(|| format!("`{name}` needs a value, as in {example}"))?;
        if slot.replace(value).is_some() {
            return Err(format!("`{name}` is given twice"));
        }
    }
    if let Some((command, _)) = print {
        return Ok(command);
    }
    let listen = match chosen(flag_addr, "--addr", env_addr, ADDR_VAR) {
        Some((addr, from)) => Listen {
            addr: addr
                .into_string()
                .map_err(|addr| format!("{from} {addr:?} is not UTF-8"))?,
            from,
        },
        None => Listen {
            addr: DEFAULT_ADDR.into(),
            from: "the default",
        },
    };
    let data = match chosen(flag_db, "--db", env_db, DB_VAR) {
        Some((path, from)) => Data {
            location: Location::parse(&path),
            from,
        },
        None => Data {
            location: Location::default(),
            from: "the default",
        },
    };
    Ok(Command::Serve(listen, data, Config { secure_cookies }))
}

/// Whether `RESTFUL_DEMO_SECURE_COOKIES` asks for `Secure` cookies: `1` or `true` does, unset,
/// empty, `0` or `false` does not.
fn secure_from_env() -> Result<bool, String> {
    let value = env::var_os(SECURE_VAR).unwrap_or_default();
    match value.to_str() {
        Some("" | "0" | "false") => Ok(false),
        Some("1" | "true") => Ok(true),
        _ => Err(format!(
            "{SECURE_VAR} is {value:?}; expected 1 or true (or 0, false, or nothing)"
        )),
    }
}

/// The flag's value, else the environment variable's unless it is empty, each with its name:
/// `None` leaves the default.
fn chosen(
    flag: Option<OsString>,
    flag_name: &'static str,
    var: Option<OsString>,
    var_name: &'static str,
) -> Option<(OsString, &'static str)> {
    match (flag, var.filter(|value| !value.is_empty())) {
        (Some(value), _) => Some((value, flag_name)),
        (None, Some(value)) => Some((value, var_name)),
        (None, None) => None,
    }
}

/// The socket addresses `listen` names: `127.0.0.1:3000`, `[::1]:8080`, `localhost:3000`.
fn resolve(listen: &Listen) -> Result<Vec<SocketAddr>, String> {
    let invalid = |why: String| {
        format!(
            "cannot listen on `{}` (from {}): {why}; expected HOST:PORT, as in {DEFAULT_ADDR}",
            listen.addr, listen.from
        )
    };
    let addrs: Vec<SocketAddr> = listen
        .addr
        .to_socket_addrs()
        .map_err(|err| invalid(err.to_string()))?
        .collect();
    if addrs.is_empty() {
        return Err(invalid("the host has no address".into()));
    }
    Ok(addrs)
}

/// `local`, or for a wildcard address (`0.0.0.0`, `::`) the loopback one, which a browser on
/// this machine can open.
fn browsable(local: SocketAddr) -> SocketAddr {
    let ip = match local.ip() {
        IpAddr::V4(ip) if ip.is_unspecified() => IpAddr::V4(Ipv4Addr::LOCALHOST),
        IpAddr::V6(ip) if ip.is_unspecified() => IpAddr::V6(Ipv6Addr::LOCALHOST),
        ip => ip,
    };
    SocketAddr::new(ip, local.port())
}

/// A future that completes on Ctrl-C, or on Unix on SIGTERM too (how service managers and
/// `docker stop` ask a server to stop). The handlers are installed at once, not when the
/// future is first polled: a signal sent as soon as the server says it listens is not lost.
#[cfg(unix)]
fn shutdown_signal() -> io::Result<impl Future<Output = ()> + Send + 'static> {
    use tokio::signal::unix::{SignalKind, signal};
    let mut interrupt = signal(SignalKind::interrupt())?;
    let mut terminate = signal(SignalKind::terminate())?;
    Ok(async move {
        tokio::select! {
            _ = interrupt.recv() => {}
            _ = terminate.recv() => {}
        }
        println!("Shutting down: finishing the requests in flight.");
    })
}

/// A future that completes on Ctrl-C. The handler is installed at once, not when the future
/// is first polled: a signal sent as soon as the server says it listens is not lost.
#[cfg(not(unix))]
fn shutdown_signal() -> io::Result<impl Future<Output = ()> + Send + 'static> {
    let mut ctrl_c = tokio::signal::windows::ctrl_c()?;
    Ok(async move {
        ctrl_c.recv().await;
        println!("Shutting down: finishing the requests in flight.");
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_strs(args: &[&str], env: Option<&str>) -> Result<Command, String> {
        parse_with_db(args, env, None)
    }

    fn parse_with_db(
        args: &[&str],
        env: Option<&str>,
        env_db: Option<&str>,
    ) -> Result<Command, String> {
        parse(
            args.iter().map(OsString::from),
            env.map(OsString::from),
            env_db.map(OsString::from),
        )
    }

    fn default_data() -> Data {
        Data {
            location: Location::default(),
            from: "the default",
        }
    }

    fn serve(addr: &str, from: &'static str) -> Result<Command, String> {
        Ok(Command::Serve(
            Listen {
                addr: addr.into(),
                from,
            },
            default_data(),
            Config::default(),
        ))
    }

    #[test]
    fn the_db_flag_wins_over_its_variable_which_wins_over_the_default() {
        let data = |args: &[&str], env_db: Option<&str>| match parse_with_db(args, None, env_db) {
            Ok(Command::Serve(_, data, _)) => data,
            other => panic!("{args:?}: {other:?}"),
        };
        let file = |path: &str| Location::File(path.into());
        let cases = [
            (&[][..], None, default_data()),
            (&[], Some(""), default_data()),
            (
                &[],
                Some("/tmp/x.db"),
                Data {
                    location: file("/tmp/x.db"),
                    from: DB_VAR,
                },
            ),
            (
                &[],
                Some(":memory:"),
                Data {
                    location: Location::Memory,
                    from: DB_VAR,
                },
            ),
            (
                &["--db", "a.db"],
                Some("b.db"),
                Data {
                    location: file("a.db"),
                    from: "--db",
                },
            ),
            (
                &["--db=:memory:"],
                None,
                Data {
                    location: Location::Memory,
                    from: "--db",
                },
            ),
            (
                &["--db", "./:memory:"],
                None,
                Data {
                    location: file("./:memory:"),
                    from: "--db",
                },
            ),
        ];
        for (args, env_db, expected) in cases {
            assert_eq!(data(args, env_db), expected, "{args:?} {env_db:?}");
        }
    }

    #[test]
    fn the_flag_wins_over_the_variable_which_wins_over_the_default() {
        let cases = [
            (&[][..], None, serve("127.0.0.1:3000", "the default")),
            (&[], Some(""), serve("127.0.0.1:3000", "the default")),
            (&[], Some("0.0.0.0:80"), serve("0.0.0.0:80", ADDR_VAR)),
            (
                &["--addr", "[::1]:8080"],
                None,
                serve("[::1]:8080", "--addr"),
            ),
            (
                &["--addr=[::1]:8080"],
                Some("x"),
                serve("[::1]:8080", "--addr"),
            ),
            (
                &["--addr", "127.0.0.1:0"],
                Some("nonsense"),
                serve("127.0.0.1:0", "--addr"),
            ),
        ];
        for (args, env, expected) in cases {
            assert_eq!(parse_strs(args, env), expected, "{args:?} {env:?}");
        }
    }

    #[test]
    fn secure_cookies_are_asked_for_with_a_flag() {
        let config = |args: &[&str]| match parse_strs(args, None) {
            Ok(Command::Serve(_, _, config)) => config,
            other => panic!("{args:?}: {other:?}"),
        };
        assert!(!config(&[]).secure_cookies);
        assert!(config(&["--secure-cookies"]).secure_cookies);
        assert!(config(&["--db", ":memory:", "--secure-cookies"]).secure_cookies);
        let err = parse_strs(&["--secure-cookies=yes"], None).unwrap_err();
        assert!(err.starts_with("unknown argument"), "{err}");
    }

    #[test]
    fn routes_and_help() {
        assert_eq!(parse_strs(&["--routes"], None), Ok(Command::Routes));
        assert_eq!(
            parse_strs(&["--addr", "x:1", "--routes"], None),
            Ok(Command::Routes)
        );
        assert_eq!(parse_strs(&["--openapi"], None), Ok(Command::OpenApi));
        assert_eq!(
            parse_strs(&["--openapi", "--addr", "x:1", "--openapi"], None),
            Ok(Command::OpenApi)
        );
        assert_eq!(parse_strs(&["--help"], None), Ok(Command::Help));
        assert_eq!(
            parse_strs(&["--routes", "-h", "--bogus"], None),
            Ok(Command::Help)
        );
    }

    #[test]
    fn bad_arguments_say_what_is_wrong() {
        let cases = [
            (&["--bogus"][..], "unknown argument `--bogus`"),
            (&["serve"], "unknown argument `serve`"),
            (&["--addr"], "`--addr` needs a value"),
            (
                &["--routes", "--openapi"],
                "`--routes` and `--openapi` do not go together",
            ),
            (&["--addr="], "`--addr` needs a value"),
            (
                &["--addr", "a:1", "--addr", "b:2"],
                "`--addr` is given twice",
            ),
            (&["--db"], "`--db` needs a value"),
            (&["--db="], "`--db` needs a value"),
            (&["--db", ""], "`--db` needs a value"),
            (&["--db", "a", "--db=b"], "`--db` is given twice"),
        ];
        for (args, message) in cases {
            let err = parse_strs(args, None).unwrap_err();
            assert!(err.starts_with(message), "{args:?}: {err}");
        }
    }

    #[test]
    fn addresses_resolve_or_say_why_not() {
        let listen = |addr: &str| Listen {
            addr: addr.into(),
            from: "--addr",
        };
        assert_eq!(
            resolve(&listen("127.0.0.1:3000")),
            Ok(vec![SocketAddr::from(([127, 0, 0, 1], 3000))])
        );
        for bad in ["127.0.0.1", "3000", "127.0.0.1:http", ":"] {
            let err = resolve(&listen(bad)).unwrap_err();
            assert!(
                err.starts_with(&format!("cannot listen on `{bad}` (from --addr): ")),
                "{err}"
            );
        }
    }

    #[test]
    fn wildcard_addresses_are_opened_on_loopback() {
        let cases = [
            ("0.0.0.0:3000", "127.0.0.1:3000"),
            ("[::]:3000", "[::1]:3000"),
            ("192.168.1.2:80", "192.168.1.2:80"),
        ];
        for (local, expected) in cases {
            let local: SocketAddr = local.parse().unwrap();
            assert_eq!(browsable(local).to_string(), expected);
        }
    }
}
