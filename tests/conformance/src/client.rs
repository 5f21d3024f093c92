//! A tiny HTTP/1.1 client on `std::net::TcpStream`: one request per connection
//! (`Connection: close`), every wait bounded by a timeout, replies read to the end of the
//! connection and parsed with `Content-Length` or `chunked`.

use std::io::{self, ErrorKind, Read, Write};
use std::net::{Shutdown, SocketAddr, TcpStream};
use std::thread;
use std::time::Duration;

use crate::cases::Framing;

/// How long a connect, a read or a write may wait: a server that hangs fails the case, it
/// does not hang the suite.
pub const TIMEOUT: Duration = Duration::from_secs(10);

/// A reply, as it came.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Response {
    /// The status code.
    pub status: u16,
    /// Every header, names as sent.
    pub headers: Vec<(String, String)>,
    /// The body, de-chunked; to HEAD, whatever came after the head (which should be nothing).
    pub body: Vec<u8>,
}

impl Response {
    /// The first header named `name`, in any case.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(key, _)| key.eq_ignore_ascii_case(name))
            .map(|(_, value)| value.as_str())
    }
}

/// Sends one request to `addr` and reads the reply. `target` is sent as is (raw escapes,
/// query). The body is framed as `framing` says.
///
/// The body is written from a second thread while the reply is read, so that a server that
/// answers before reading the whole body (a 413) is heard rather than dead-locked on.
///
/// # Errors
///
/// When the connection fails, a wait times out, or the reply is not HTTP/1.1 as this client
/// reads it: the message says which.
pub fn send(
    addr: SocketAddr,
    method: &str,
    target: &str,
    headers: &[(&str, &str)],
    body: &[u8],
    framing: Framing,
) -> Result<Response, String> {
    let chunked = framing != Framing::Length;
    let stream = TcpStream::connect_timeout(&addr, TIMEOUT)
        .map_err(|err| format!("cannot connect to {addr}: {err}"))?;
    let configured = stream
        .set_read_timeout(Some(TIMEOUT))
        .and_then(|()| stream.set_write_timeout(Some(TIMEOUT)));
    configured.map_err(|err| format!("cannot set timeouts: {err}"))?;
    let mut head = format!("{method} {target} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n");
    for (name, value) in headers {
        head += &format!("{name}: {value}\r\n");
    }
    if chunked {
        head += "Transfer-Encoding: chunked\r\n";
    } else if !body.is_empty() || method == "POST" || method == "PUT" {
        head += &format!("Content-Length: {}\r\n", body.len());
    }
    head += "\r\n";
    let mut writer = stream
        .try_clone()
        .map_err(|err| format!("cannot clone the socket: {err}"))?;
    thread::scope(|scope| {
        let written = scope.spawn(move || {
            writer.write_all(head.as_bytes())?;
            if !chunked {
                writer.write_all(body)?;
                return writer.flush();
            }
            for chunk in body.chunks(64 * 1024) {
                let size = match framing {
                    Framing::BrokenChunks => "zz".to_owned(),
                    _ => format!("{:x}", chunk.len()),
                };
                writer.write_all(format!("{size}\r\n").as_bytes())?;
                writer.write_all(chunk)?;
                writer.write_all(b"\r\n")?;
            }
            writer.write_all(b"0\r\n\r\n")?;
            writer.flush()
        });
        let reply = read_reply(&stream, method == "HEAD");
        // A reply ends the exchange: a writer still blocked on a body the server will not read
        // gives up now rather than at its timeout.
        if reply.is_ok() {
            let _ = stream.shutdown(Shutdown::Both);
        }
        let written = written.join();
        match (reply, written) {
            (Ok(reply), _) => Ok(reply),
            (Err(err), Ok(Err(write))) => Err(format!("{err} (writing the request: {write})")),
            (Err(err), _) => Err(err),
        }
    })
}

/// Reads until the server closes the connection (it must: the request said
/// `Connection: close`), then parses. A reset after a complete reply is the close of a server
/// that did not read the whole body, and is fine.
fn read_reply(mut stream: &TcpStream, head_request: bool) -> Result<Response, String> {
    let mut bytes = Vec::new();
    let mut chunk = [0; 64 * 1024];
    loop {
        match stream.read(&mut chunk) {
            Ok(0) => break,
            Ok(n) => bytes.extend_from_slice(&chunk[..n]),
            Err(err) if err.kind() == ErrorKind::Interrupted => {}
            Err(err) => {
                let reset = matches!(
                    err.kind(),
                    ErrorKind::ConnectionReset | ErrorKind::ConnectionAborted
                );
                return match parse(&bytes, head_request) {
                    Ok(reply) if reset => Ok(reply),
                    _ => Err(read_error(&err, &bytes)),
                };
            }
        }
    }
    parse(&bytes, head_request)
}

fn read_error(err: &io::Error, bytes: &[u8]) -> String {
    let what = match err.kind() {
        ErrorKind::WouldBlock | ErrorKind::TimedOut => {
            format!("no end of the reply within {TIMEOUT:?} (the server must close after it)")
        }
        _ => format!("reading the reply: {err}"),
    };
    format!("{what}; {} byte(s) came", bytes.len())
}

/// Parses a whole reply: status line, headers, and the body (to HEAD, the rest).
pub fn parse(bytes: &[u8], head_request: bool) -> Result<Response, String> {
    let mut rest = bytes;
    loop {
        let end = find(rest, b"\r\n\r\n").ok_or_else(|| {
            format!(
                "no complete head in {} byte(s): {:?}",
                rest.len(),
                String::from_utf8_lossy(&rest[..rest.len().min(200)])
            )
        })?;
        let head = std::str::from_utf8(&rest[..end]).map_err(|_| "a head that is not UTF-8")?;
        rest = &rest[end + 4..];
        let mut lines = head.split("\r\n");
        let status_line = lines.next().unwrap_or_default();
        let status = status_line
            .strip_prefix("HTTP/1.1 ")
            .or_else(|| status_line.strip_prefix("HTTP/1.0 "))
            .and_then(|rest| rest.get(..3))
            .and_then(|code| code.parse::<u16>().ok())
            .ok_or_else(|| format!("not an HTTP/1.x status line: {status_line:?}"))?;
        let mut headers = Vec::new();
        for line in lines {
            let (name, value) = line
                .split_once(':')
                .ok_or_else(|| format!("not a header line: {line:?}"))?;
            headers.push((name.trim().to_owned(), value.trim().to_owned()));
        }
        // An interim answer (100 Continue) comes before the real one.
        if (100..200).contains(&status) && status != 101 {
            continue;
        }
        let mut reply = Response {
            status,
            headers,
            body: Vec::new(),
        };
        reply.body = if head_request {
            rest.to_vec()
        } else if reply
            .header("transfer-encoding")
            .is_some_and(|value| value.to_ascii_lowercase().contains("chunked"))
        {
            dechunk(rest)?
        } else if let Some(length) = reply.header("content-length") {
            let length: usize = length
                .parse()
                .map_err(|_| format!("Content-Length {length:?} is not a number"))?;
            match rest.len() {
                n if n < length => {
                    return Err(format!("body cut short: Content-Length {length}, {n} came"));
                }
                n if n > length => {
                    return Err(format!("{} byte(s) after the body", n - length));
                }
                _ => rest.to_vec(),
            }
        } else {
            rest.to_vec()
        };
        return Ok(reply);
    }
}

/// The body of a `chunked` reply; trailers are skipped.
fn dechunk(mut rest: &[u8]) -> Result<Vec<u8>, String> {
    let mut body = Vec::new();
    loop {
        let end = find(rest, b"\r\n").ok_or("a chunk size line without its end")?;
        let line = String::from_utf8_lossy(&rest[..end]);
        let size = line.split(';').next().unwrap_or_default().trim();
        let size =
            usize::from_str_radix(size, 16).map_err(|_| format!("not a chunk size: {line:?}"))?;
        rest = &rest[end + 2..];
        if size == 0 {
            return Ok(body);
        }
        let chunk = rest
            .get(..size)
            .ok_or_else(|| format!("a chunk of {size} byte(s) cut short"))?;
        body.extend_from_slice(chunk);
        rest = rest
            .get(size..)
            .and_then(|after| after.strip_prefix(b"\r\n"))
            .ok_or("a chunk without its CRLF")?;
    }
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack
        .windows(needle.len())
        .position(|window| window == needle)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::TcpListener;

    #[test]
    fn content_length_bodies_are_read_exactly() {
        let reply = parse(
            b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\nAllow: GET\r\n\r\nok",
            false,
        );
        let reply = reply.unwrap();
        assert_eq!((reply.status, reply.body.as_slice()), (200, &b"ok"[..]));
        assert_eq!(reply.header("allow"), Some("GET"));
        let short = parse(b"HTTP/1.1 200 OK\r\nContent-Length: 3\r\n\r\nok", false);
        assert_eq!(
            short,
            Err("body cut short: Content-Length 3, 2 came".to_owned())
        );
        let long = parse(b"HTTP/1.1 200 OK\r\nContent-Length: 1\r\n\r\nok", false);
        assert_eq!(long, Err("1 byte(s) after the body".to_owned()));
    }

    #[test]
    fn chunked_bodies_are_joined() {
        let reply = parse(
            b"HTTP/1.1 404 Not Found\r\nTransfer-Encoding: chunked\r\n\r\n3;x=1\r\nfal\r\n5\r\nlback\r\n0\r\nX-T: 1\r\n\r\n",
            false,
        );
        assert_eq!(reply.unwrap().body, b"fallback");
    }

    #[test]
    fn a_reply_to_head_keeps_whatever_follows_the_head() {
        let reply = parse(b"HTTP/1.1 200 OK\r\nContent-Length: 9\r\n\r\n", true).unwrap();
        assert_eq!(
            (reply.header("content-length"), reply.body.len()),
            (Some("9"), 0)
        );
        let wrong = parse(b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok", true).unwrap();
        assert_eq!(wrong.body, b"ok");
    }

    #[test]
    fn interim_answers_are_skipped() {
        let reply = parse(
            b"HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 204 No Content\r\n\r\n",
            false,
        );
        assert_eq!(reply.unwrap().status, 204);
    }

    #[test]
    fn a_server_that_answers_before_reading_the_body_is_heard() {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap();
        let server = thread::spawn(move || {
            let (mut stream, _) = listener.accept().unwrap();
            let mut head = [0; 512];
            let _ = stream.read(&mut head);
            let _ =
                stream.write_all(b"HTTP/1.1 413 Payload Too Large\r\nContent-Length: 3\r\n\r\nbig");
            // Closed with most of the body unread: the kernel may reset the connection.
        });
        let body = vec![b'a'; 8 * 1024 * 1024];
        let reply = send(addr, "POST", "/", &[], &body, Framing::Length).unwrap();
        assert_eq!((reply.status, reply.body.as_slice()), (413, &b"big"[..]));
        server.join().unwrap();
    }
}
