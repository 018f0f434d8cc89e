//! The outline of a document: every definition, in the order of the file,
//! and under each piece its statements (its moves, promotions), so that
//! an editor shows pieces → moves.

use lsp_types::{DocumentSymbol, SymbolKind};

use super::names::defs;
use super::text::Doc;
use ludus::syntax::Ast;

/// The outline: every definition, a piece with its statements under it.
#[allow(deprecated)] // `DocumentSymbol::deprecated` must still be given
pub fn symbols(doc: &Doc) -> Vec<DocumentSymbol> {
    let (ast, _) = ludus::syntax::parse(&doc.text);
    defs(&doc.text)
        .into_iter()
        .map(|d| {
            let children = (d.what == "piece").then(|| statements(doc, &ast, &d.name, d.start));
            DocumentSymbol {
                name: d.name.clone(),
                detail: Some(d.what.to_string()),
                kind: d.kind,
                tags: None,
                deprecated: None,
                range: doc.range(d.start, d.len),
                selection_range: doc.range(d.start, d.len),
                children,
            }
        })
        .collect()
}

/// The statements of the piece named `name` defined at `start`: each as
/// written (one line), a move or a promotion.
#[allow(deprecated)]
fn statements(doc: &Doc, ast: &Ast, name: &str, start: usize) -> Vec<DocumentSymbol> {
    let Some(piece) = ast
        .pieces
        .iter()
        .find(|p| p.name.text == name && p.name.span.start == start)
    else {
        return Vec::new();
    };
    let moves = piece.moves.iter().map(|m| {
        let s = m.span();
        ((s.start, s.len), SymbolKind::METHOD)
    });
    let promotions = piece
        .promotions
        .iter()
        .map(|p| ((p.span.start, p.span.len), SymbolKind::EVENT));
    let mut all: Vec<((usize, usize), SymbolKind)> = moves.chain(promotions).collect();
    all.sort_by_key(|((s, _), _)| *s);
    all.into_iter()
        .map(|((s, n), kind)| {
            let text = doc.text.get(s..s + n).unwrap_or("");
            let line = text.lines().next().unwrap_or("").trim().to_string();
            DocumentSymbol {
                name: line,
                detail: None,
                kind,
                tags: None,
                deprecated: None,
                range: doc.range(s, n),
                selection_range: doc.range(s, n),
                children: None,
            }
        })
        .collect()
}
