//! `ludus lsp`: a language server over standard input and output. Built on
//! `lsp-server` and `lsp-types` (rust-analyzer's own, well kept): a small,
//! synchronous loop over messages, which suits a checker that answers in
//! milliseconds, with no async runtime to carry. Documents are kept whole
//! (full sync); every answer is computed from the text, so a half-typed
//! file still gets diagnostics, an outline and names.

mod complete;
mod docs;
mod features;
mod frames;
mod names;
mod outline;
mod text;

use std::collections::HashMap;
use std::path::PathBuf;

use lsp_server::{Connection, Message, Notification, Request, Response};
use lsp_types::notification::Notification as _;
use lsp_types::request::Request as _;
use lsp_types::{
    CompletionOptions, OneOf, PublishDiagnosticsParams, ServerCapabilities,
    TextDocumentPositionParams, TextDocumentSyncCapability, TextDocumentSyncKind, Uri,
    notification, request,
};
use serde_json::Value;

use text::Doc;

/// The open documents, by URI.
type Docs = HashMap<String, Doc>;

/// The arguments of `ludus lsp` (none: it speaks on stdin and stdout).
#[derive(clap::Args)]
pub struct LspArgs {}

/// Serves one client until it shuts down.
pub fn run(_args: &LspArgs) -> Result<std::process::ExitCode, String> {
    let (conn, io) = frames::stdio();
    let served = serve(&conn);
    // Whatever happened, what was sent is written out before the end.
    drop(conn);
    for thread in io {
        thread
            .join()
            .map_err(|_| "the server's input or output stopped".to_string())?;
    }
    served.map(|()| std::process::ExitCode::SUCCESS)
}

/// The initialization, then requests and notifications until shutdown.
fn serve(conn: &Connection) -> Result<(), String> {
    let caps = ServerCapabilities {
        text_document_sync: Some(TextDocumentSyncCapability::Kind(TextDocumentSyncKind::FULL)),
        hover_provider: Some(lsp_types::HoverProviderCapability::Simple(true)),
        definition_provider: Some(OneOf::Left(true)),
        references_provider: Some(OneOf::Left(true)),
        rename_provider: Some(OneOf::Left(true)),
        document_symbol_provider: Some(OneOf::Left(true)),
        document_formatting_provider: Some(OneOf::Left(true)),
        completion_provider: Some(CompletionOptions::default()),
        ..ServerCapabilities::default()
    };
    let caps = serde_json::to_value(caps).map_err(|e| e.to_string())?;
    conn.initialize(caps).map_err(|e| e.to_string())?;
    let mut docs: Docs = HashMap::new();
    for msg in &conn.receiver {
        match msg {
            Message::Request(req) => {
                if conn.handle_shutdown(&req).map_err(|e| e.to_string())? {
                    break;
                }
                let id = req.id.clone();
                let result = answer(&docs, req).unwrap_or(Value::Null);
                send(conn, Message::Response(Response::new_ok(id, result)));
            }
            Message::Notification(n) => match update(&mut docs, n) {
                Ok(Some(uri)) => publish(conn, &docs, &uri),
                Ok(None) => {}
                Err(refused) => send(conn, refused),
            },
            Message::Response(_) => {}
        }
    }
    Ok(())
}

fn send(conn: &Connection, msg: Message) {
    let _ = conn.sender.send(msg);
}

/// Applies an open, change or close; the document to check again. A
/// document over a rule file's limit (`limits::RULE_FILE`, 16 MiB) is refused (an error logged, the document
/// closed).
fn update(docs: &mut Docs, n: Notification) -> Result<Option<Uri>, Message> {
    let (uri, text) = match n.method.as_str() {
        notification::DidOpenTextDocument::METHOD => {
            let Ok(p) = serde_json::from_value::<lsp_types::DidOpenTextDocumentParams>(n.params)
            else {
                return Ok(None);
            };
            (p.text_document.uri, p.text_document.text)
        }
        notification::DidChangeTextDocument::METHOD => {
            let Ok(p) = serde_json::from_value::<lsp_types::DidChangeTextDocumentParams>(n.params)
            else {
                return Ok(None);
            };
            let Some(change) = p.content_changes.into_iter().last() else {
                return Ok(None);
            };
            (p.text_document.uri, change.text)
        }
        notification::DidCloseTextDocument::METHOD => {
            if let Ok(p) = serde_json::from_value::<lsp_types::DidCloseTextDocumentParams>(n.params)
            {
                docs.remove(p.text_document.uri.as_str());
            }
            return Ok(None);
        }
        _ => return Ok(None),
    };
    let limit = ludus::limits::RULE_FILE;
    if u64::try_from(text.len()).unwrap_or(u64::MAX) > limit {
        docs.remove(uri.as_str());
        return Err(frames::log_error(format!(
            "ludus lsp: {} is {} bytes, over the limit of {} (not checked)",
            uri.as_str(),
            text.len(),
            ludus::limits::size_text(limit)
        )));
    }
    docs.insert(uri.as_str().to_string(), Doc::new(text));
    Ok(Some(uri))
}

/// The file a `file://` URI names, for games that extend another file.
fn path_of(uri: &Uri) -> Option<PathBuf> {
    let s = uri.as_str().strip_prefix("file://")?;
    if s.contains('%') {
        return None;
    }
    Some(PathBuf::from(s))
}

fn publish(conn: &Connection, docs: &Docs, uri: &Uri) {
    let Some(doc) = docs.get(uri.as_str()) else {
        return;
    };
    let path = path_of(uri).filter(|p| p.is_file());
    let params = PublishDiagnosticsParams::new(
        uri.clone(),
        features::diagnostics(doc, path.as_deref()),
        None,
    );
    let Ok(params) = serde_json::to_value(params) else {
        return;
    };
    send(
        conn,
        Message::Notification(Notification::new(
            notification::PublishDiagnostics::METHOD.to_string(),
            params,
        )),
    );
}

/// The answer to a request (null for an unknown document or method).
fn answer(docs: &Docs, req: Request) -> Option<Value> {
    match req.method.as_str() {
        request::HoverRequest::METHOD => {
            let (doc, _, at) = position(docs, req.params)?;
            json(features::hover(doc, at)?)
        }
        request::GotoDefinition::METHOD => {
            let (doc, uri, at) = position(docs, req.params)?;
            json(features::definition(doc, &uri, at)?)
        }
        request::References::METHOD => {
            let (doc, uri, at) = position(docs, req.params)?;
            json(features::references(doc, &uri, at))
        }
        request::Rename::METHOD => {
            let new_name = req.params.get("newName")?.as_str()?.to_string();
            let (doc, uri, at) = position(docs, req.params)?;
            json(features::rename(doc, &uri, at, &new_name)?)
        }
        request::Completion::METHOD => {
            let (doc, _, at) = position(docs, req.params)?;
            json(complete::completion(doc, at))
        }
        request::DocumentSymbolRequest::METHOD => {
            let (doc, _) = document(docs, &req.params)?;
            json(outline::symbols(doc))
        }
        request::Formatting::METHOD => {
            let (doc, _) = document(docs, &req.params)?;
            json(features::formatting(doc))
        }
        _ => None,
    }
}

fn json<T: serde::Serialize>(v: T) -> Option<Value> {
    serde_json::to_value(v).ok()
}

/// The document a request's `textDocument` names.
fn document<'d>(docs: &'d Docs, params: &Value) -> Option<(&'d Doc, Uri)> {
    let uri: Uri = serde_json::from_value(params.get("textDocument")?.get("uri")?.clone()).ok()?;
    Some((docs.get(uri.as_str())?, uri))
}

/// The document and the position of a request about a place.
fn position(docs: &Docs, params: Value) -> Option<(&Doc, Uri, lsp_types::Position)> {
    let p: TextDocumentPositionParams = serde_json::from_value(params).ok()?;
    let doc = docs.get(p.text_document.uri.as_str())?;
    Some((doc, p.text_document.uri, p.position))
}
