//! `restful-conformance --addr HOST:PORT [--mount /PREFIX]`: runs the conformance table
//! against an echo app that is already running, and prints what failed.

use std::net::SocketAddr;
use std::process::ExitCode;

/// `--addr HOST:PORT` (default `127.0.0.1:3000`, the echo example's) and `--mount /PREFIX`.
fn options() -> Result<(SocketAddr, Option<String>), String> {
    let (mut addr, mut mount) = ("127.0.0.1:3000".to_owned(), None);
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args.next().ok_or(format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--addr" => addr = value,
            "--mount" if value.starts_with('/') && !value.ends_with('/') => mount = Some(value),
            "--mount" => return Err(format!("--mount takes a prefix like /api, not {value:?}")),
            _ => {
                return Err(format!(
                    "unknown flag {flag}; use --addr HOST:PORT, --mount /PREFIX"
                ));
            }
        }
    }
    let addr: SocketAddr = addr
        .parse()
        .map_err(|err| format!("--addr {addr}: {err}"))?;
    if !addr.ip().is_loopback() {
        return Err(format!(
            "--addr {addr}: give a loopback address, as 127.0.0.1:3000"
        ));
    }
    Ok((addr, mount))
}

fn main() -> ExitCode {
    let (addr, mount) = match options() {
        Ok(options) => options,
        Err(message) => {
            eprintln!("restful-conformance: {message}");
            return ExitCode::from(2);
        }
    };
    match restful_conformance::check(addr, mount.as_deref()) {
        Ok(sent) => {
            println!("restful-conformance: all {sent} case(s) pass against http://{addr}");
            ExitCode::SUCCESS
        }
        Err(report) => {
            eprint!("{report}");
            ExitCode::FAILURE
        }
    }
}
