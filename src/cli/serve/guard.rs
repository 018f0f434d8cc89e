//! Which requests are let in. A page of another site must not drive this
//! server from a visitor's browser:
//! - the `Host` a request names must be this server (its address, or
//!   `localhost` when it listens on a loopback address, or a name given
//!   with `--allow-host`), which closes DNS rebinding; a server listening
//!   on every address (`0.0.0.0`) takes any `Host` unless names are given;
//! - an `Origin`, when a browser sends one, must be `http://` and such a
//!   host;
//! - a `POST` must say `Content-Type: application/json`, which a page of
//!   another site cannot send without the browser asking first (and this
//!   server answers no such question).

use std::net::SocketAddr;

use axum::extract::{Request, State};
use axum::http::{HeaderMap, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use serde_json::json;

/// The names this server answers to, each as `host:port` in lower case
/// (`None`: any).
#[derive(Clone, Debug)]
pub struct Hosts(Option<Vec<String>>);

impl Hosts {
    pub fn new(addr: SocketAddr, allowed: &[String]) -> Hosts {
        let port = addr.port();
        let with_port = |h: &str| {
            let h = h.to_ascii_lowercase();
            if h.rsplit_once(':')
                .is_some_and(|(_, p)| p.parse::<u16>().is_ok())
                && !h.ends_with(']')
            {
                h
            } else {
                format!("{h}:{port}")
            }
        };
        let mut names: Vec<String> = allowed.iter().map(|h| with_port(h)).collect();
        if addr.ip().is_unspecified() {
            return Hosts((!names.is_empty()).then_some(names));
        }
        names.push(format!("{addr}").to_ascii_lowercase());
        if addr.ip().is_loopback() {
            names.push(format!("localhost:{port}"));
        }
        Hosts(Some(names))
    }

    fn allows(&self, host: &str) -> bool {
        self.0
            .as_ref()
            .is_none_or(|names| names.iter().any(|n| n.eq_ignore_ascii_case(host)))
    }
}

/// Refuses a request that fails one of the checks above.
pub async fn check(State(hosts): State<Hosts>, req: Request, next: Next) -> Response {
    if let Err((status, msg)) = judge(&hosts, req.method(), req.headers()) {
        return (status, axum::Json(json!({ "error": msg }))).into_response();
    }
    next.run(req).await
}

fn judge(hosts: &Hosts, method: &Method, headers: &HeaderMap) -> Result<(), (StatusCode, String)> {
    let text = |name| headers.get(name).and_then(|v| v.to_str().ok());
    let host = text(header::HOST).unwrap_or("");
    if !hosts.allows(host) {
        return Err((
            StatusCode::MISDIRECTED_REQUEST,
            format!(
                "this server is not `{}`: start it with --allow-host to be reached by that name",
                cut(host)
            ),
        ));
    }
    if let Some(origin) = text(header::ORIGIN) {
        let ok = origin
            .strip_prefix("http://")
            .is_some_and(|h| hosts.allows(h) && (host.is_empty() || h.eq_ignore_ascii_case(host)));
        if !ok {
            return Err((
                StatusCode::FORBIDDEN,
                format!("requests from the page of `{}` are refused", cut(origin)),
            ));
        }
    }
    if method == Method::POST {
        let json = text(header::CONTENT_TYPE).is_some_and(|t| {
            t.split(';')
                .next()
                .is_some_and(|m| m.trim().eq_ignore_ascii_case("application/json"))
        });
        if !json {
            return Err((
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                "send the body as JSON, with `Content-Type: application/json`".to_string(),
            ));
        }
    }
    Ok(())
}

/// A header quoted in a refusal: at most 80 characters.
fn cut(s: &str) -> String {
    s.chars().take(80).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(header::HeaderName, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.insert(k, v.parse().expect("header"));
        }
        h
    }

    #[test]
    fn a_loopback_server_answers_to_its_address_and_localhost_only() {
        let hosts = Hosts::new("127.0.0.1:8080".parse().expect("addr"), &[]);
        for ok in ["127.0.0.1:8080", "localhost:8080", "LOCALHOST:8080"] {
            assert!(hosts.allows(ok), "{ok}");
        }
        for bad in ["evil.example", "evil.example:8080", "127.0.0.1:8081", ""] {
            assert!(!hosts.allows(bad), "{bad}");
        }
        let named = Hosts::new(
            "127.0.0.1:8080".parse().expect("addr"),
            &["games.example".into(), "other.example:443".into()],
        );
        assert!(named.allows("games.example:8080"));
        assert!(named.allows("other.example:443"));
        assert!(!named.allows("other.example:8080"));
    }

    #[test]
    fn a_server_on_every_address_takes_any_host_unless_names_are_given() {
        let any = Hosts::new("0.0.0.0:80".parse().expect("addr"), &[]);
        assert!(any.allows("whatever.example:80"));
        let named = Hosts::new(
            "0.0.0.0:80".parse().expect("addr"),
            &["games.example".into()],
        );
        assert!(named.allows("games.example:80"));
        assert!(!named.allows("whatever.example:80"));
    }

    #[test]
    fn origins_of_other_sites_and_posts_not_json_are_refused() {
        let hosts = Hosts::new("127.0.0.1:8080".parse().expect("addr"), &[]);
        let host = (header::HOST, "127.0.0.1:8080");
        let json = (header::CONTENT_TYPE, "application/json; charset=utf-8");
        assert!(
            judge(
                &hosts,
                &Method::POST,
                &headers(&[host.clone(), json.clone()])
            )
            .is_ok()
        );
        let same = (header::ORIGIN, "http://127.0.0.1:8080");
        assert!(
            judge(
                &hosts,
                &Method::POST,
                &headers(&[host.clone(), json.clone(), same])
            )
            .is_ok()
        );
        let other = (header::ORIGIN, "http://evil.example");
        let e = judge(
            &hosts,
            &Method::POST,
            &headers(&[host.clone(), json, other]),
        );
        assert_eq!(e.map_err(|e| e.0), Err(StatusCode::FORBIDDEN));
        let text = (header::CONTENT_TYPE, "text/plain");
        let e = judge(&hosts, &Method::POST, &headers(&[host.clone(), text]));
        assert_eq!(e.map_err(|e| e.0), Err(StatusCode::UNSUPPORTED_MEDIA_TYPE));
        assert!(judge(&hosts, &Method::GET, &headers(&[host])).is_ok());
        let e = judge(
            &hosts,
            &Method::GET,
            &headers(&[(header::HOST, "evil.example")]),
        );
        assert_eq!(e.map_err(|e| e.0), Err(StatusCode::MISDIRECTED_REQUEST));
    }
}
