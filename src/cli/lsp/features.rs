//! What the server answers, each from a document's text: diagnostics (the
//! checker's, as `ludus check` reports them), hover, definition,
//! references, rename, formatting (the outline is in `outline.rs`,
//! completion in `complete.rs`).

use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;

use lsp_types::{
    Diagnostic, DiagnosticSeverity, Hover, HoverContents, Location, MarkupContent, MarkupKind,
    NumberOrString, Position, TextEdit, Uri, WorkspaceEdit,
};

use super::docs;
use super::names::{Def, defs};
use super::text::{Doc, word_at, words};

/// The checker's diagnostics of a document (the file's own, not those of
/// a file it extends).
pub fn diagnostics(doc: &Doc, path: Option<&Path>) -> Vec<Diagnostic> {
    let compiled = match path {
        Some(p) => ludus::compile(ludus::Source::at(p, &doc.text)),
        None => ludus::compile(ludus::Source::named("document", &doc.text)),
    };
    let (_, ds) = compiled.into_parts();
    // Whether a diagnostic's source is this document, judged once per
    // source (the diagnostics of a file share it): comparing the whole
    // text per diagnostic made a document with thousands of errors
    // quadratic.
    let mut seen: Vec<(Arc<miette::NamedSource<String>>, bool)> = Vec::new();
    let mut own = |s: &Arc<miette::NamedSource<String>>| -> bool {
        if let Some(&(_, mine)) = seen.iter().find(|(k, _)| Arc::ptr_eq(k, s)) {
            return mine;
        }
        let mine = s.inner() == &doc.text;
        seen.push((Arc::clone(s), mine));
        mine
    };
    ds.iter()
        .filter(|d| d.source.as_ref().is_none_or(&mut own))
        .map(|d| {
            let span = d.primary_span().unwrap_or_default();
            let mut message = d.message.clone();
            if let Some(help) = &d.help {
                message.push_str("\nhelp: ");
                message.push_str(help);
            }
            Diagnostic {
                range: doc.range(span.start, span.len),
                severity: Some(if d.is_error() {
                    DiagnosticSeverity::ERROR
                } else {
                    DiagnosticSeverity::WARNING
                }),
                code: Some(NumberOrString::String(d.code.to_string())),
                source: Some("ludus".into()),
                message,
                ..Diagnostic::default()
            }
        })
        .collect()
}

fn markdown(value: String) -> Hover {
    Hover {
        contents: HoverContents::Markup(MarkupContent {
            kind: MarkupKind::Markdown,
            value,
        }),
        range: None,
    }
}

/// A defined name's definition line, or the summary of a keyword's
/// section of the language reference.
pub fn hover(doc: &Doc, at: Position) -> Option<Hover> {
    let (_, word) = word_at(&doc.text, doc.offset(at))?;
    if let Some(d) = defs(&doc.text).into_iter().find(|d| d.name == word) {
        let line = doc.position(d.start).line as usize;
        let text = doc.text.lines().nth(line).unwrap_or("").trim();
        return Some(markdown(format!(
            "{} `{}`\n\n```\n{text}\n```",
            d.what, d.name
        )));
    }
    docs::summary(word).map(markdown)
}

fn def_of<'d>(all: &'d [Def], word: &str) -> Option<&'d Def> {
    all.iter().find(|d| d.name == word)
}

/// Where the name under the cursor is defined.
pub fn definition(doc: &Doc, uri: &Uri, at: Position) -> Option<Location> {
    let (_, word) = word_at(&doc.text, doc.offset(at))?;
    let all = defs(&doc.text);
    let d = def_of(&all, word)?;
    Some(Location::new(uri.clone(), doc.range(d.start, d.len)))
}

/// Every use of the defined name under the cursor, its definition too.
fn uses(doc: &Doc, at: Position) -> Vec<(usize, usize)> {
    let Some((_, word)) = word_at(&doc.text, doc.offset(at)) else {
        return Vec::new();
    };
    if def_of(&defs(&doc.text), word).is_none() {
        return Vec::new();
    }
    words(&doc.text)
        .into_iter()
        .filter(|&(_, w)| w == word)
        .map(|(s, w)| (s, w.len()))
        .collect()
}

pub fn references(doc: &Doc, uri: &Uri, at: Position) -> Vec<Location> {
    uses(doc, at)
        .into_iter()
        .map(|(s, n)| Location::new(uri.clone(), doc.range(s, n)))
        .collect()
}

/// Renames the defined name under the cursor everywhere in the file.
pub fn rename(doc: &Doc, uri: &Uri, at: Position, new_name: &str) -> Option<WorkspaceEdit> {
    let edits: Vec<TextEdit> = uses(doc, at)
        .into_iter()
        .map(|(s, n)| TextEdit::new(doc.range(s, n), new_name.to_string()))
        .collect();
    if edits.is_empty() {
        return None;
    }
    Some(WorkspaceEdit::new(HashMap::from([(uri.clone(), edits)])))
}

/// The whole document formatted, or no edit when it does not parse or is
/// formatted already.
pub fn formatting(doc: &Doc) -> Vec<TextEdit> {
    match ludus::fmt::format(&doc.text) {
        Ok(f) if f != doc.text => vec![TextEdit::new(doc.all(), f)],
        _ => Vec::new(),
    }
}
