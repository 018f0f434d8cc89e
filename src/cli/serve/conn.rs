//! The connections: accepted up to `--max-connections` at once (one more is
//! answered `503` and closed), each served by hyper's HTTP/1 with a
//! deadline for a request's headers (`--header-timeout`, so a client that
//! sends half a request is dropped) and closed after `--idle-timeout` with
//! no traffic either way (an event stream's keep-alive comments count as
//! traffic, so a live stream stays open). Each request carries the client's
//! address ([`Client`]), for the per-client game cap.

use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use axum::Router;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::io::{AsyncRead, AsyncWrite, AsyncWriteExt, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::Semaphore;

use super::limits::Limits;

/// The address of the client that sent a request.
#[derive(Clone, Copy, Debug)]
pub struct Client(pub SocketAddr);

/// Accepts and serves connections for ever.
pub async fn serve(listener: TcpListener, router: Router, limits: &Limits) {
    let open = Arc::new(Semaphore::new(limits.max_connections));
    let epoch = Instant::now();
    loop {
        let Ok((mut stream, peer)) = listener.accept().await else {
            // Out of file descriptors or the like: wait a little rather
            // than spin; connections already open go on being served.
            tokio::time::sleep(Duration::from_millis(50)).await;
            continue;
        };
        let _ = stream.set_nodelay(true);
        let Ok(permit) = Arc::clone(&open).try_acquire_owned() else {
            tokio::spawn(async move {
                let _ = stream.write_all(FULL).await;
                let _ = stream.shutdown().await;
            });
            continue;
        };
        let router = router.clone();
        let (header, idle) = (limits.header_timeout, limits.idle_timeout);
        tokio::spawn(async move {
            one(stream, peer, router, header, idle, epoch).await;
            drop(permit);
        });
    }
}

/// The answer to a connection over the cap.
const FULL: &[u8] = b"HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\n\
Content-Length: 51\r\nConnection: close\r\n\r\n{\"error\":\"too many connections: try again shortly\"}";

/// Serves one connection until it ends, times out or goes idle.
async fn one(
    stream: TcpStream,
    peer: SocketAddr,
    router: Router,
    header: Duration,
    idle: Duration,
    epoch: Instant,
) {
    let last = Arc::new(AtomicU64::new(0));
    let io = Watched {
        inner: stream,
        last: Arc::clone(&last),
        epoch,
    };
    let service = hyper::service::service_fn(move |mut req: hyper::Request<_>| {
        req.extensions_mut().insert(Client(peer));
        let mut router = router.clone();
        async move { tower_service::Service::call(&mut router, req.map(axum::body::Body::new)).await }
    });
    let conn = hyper::server::conn::http1::Builder::new()
        .timer(TokioTimer::new())
        .header_read_timeout(header)
        .serve_connection(TokioIo::new(io), service);
    last.store(millis(epoch), Ordering::Relaxed);
    tokio::select! {
        _ = conn => {}
        () = idle_for(&last, idle, epoch) => {}
    }
}

/// Ends once `idle` has passed since the last traffic noted in `last`.
async fn idle_for(last: &AtomicU64, idle: Duration, epoch: Instant) {
    loop {
        let quiet = millis(epoch).saturating_sub(last.load(Ordering::Relaxed));
        let quiet = Duration::from_millis(quiet);
        if quiet >= idle {
            return;
        }
        tokio::time::sleep(idle - quiet).await;
    }
}

fn millis(epoch: Instant) -> u64 {
    u64::try_from(epoch.elapsed().as_millis()).unwrap_or(u64::MAX)
}

/// A connection's stream that notes when bytes last went either way.
struct Watched {
    inner: TcpStream,
    last: Arc<AtomicU64>,
    epoch: Instant,
}

impl Watched {
    fn touch(&self) {
        self.last.store(millis(self.epoch), Ordering::Relaxed);
    }
}

impl AsyncRead for Watched {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        let before = buf.filled().len();
        let r = Pin::new(&mut self.inner).poll_read(cx, buf);
        if buf.filled().len() > before {
            self.touch();
        }
        r
    }
}

impl AsyncWrite for Watched {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        data: &[u8],
    ) -> Poll<std::io::Result<usize>> {
        let r = Pin::new(&mut self.inner).poll_write(cx, data);
        if matches!(r, Poll::Ready(Ok(n)) if n > 0) {
            self.touch();
        }
        r
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}
