//! The named things a rule file defines, from its (possibly partial) AST:
//! players, directions, zones, pieces, tracks, branches, stores, counters,
//! cards, with where each is defined.

use lsp_types::SymbolKind;

/// One definition.
pub struct Def {
    pub name: String,
    pub start: usize,
    pub len: usize,
    /// `piece`, `zone`, ...
    pub what: &'static str,
    pub kind: SymbolKind,
}

/// Every definition of a text, in the order of the file.
pub fn defs(text: &str) -> Vec<Def> {
    let (ast, _) = ludus::syntax::parse(text);
    let mut out = Vec::new();
    let mut add = |n: &ludus::syntax::Name, what, kind| {
        out.push(Def {
            name: n.text.clone(),
            start: n.span.start,
            len: n.span.len,
            what,
            kind,
        });
    };
    for b in &ast.players {
        for p in &b.players {
            add(&p.name, "player", SymbolKind::CONSTANT);
        }
    }
    for d in &ast.directions {
        add(&d.name, "directions", SymbolKind::ENUM);
    }
    for z in &ast.zones {
        add(&z.name, "zone", SymbolKind::NAMESPACE);
    }
    for p in &ast.pieces {
        add(&p.name, "piece", SymbolKind::CLASS);
    }
    for t in &ast.tracks {
        add(&t.name, "track", SymbolKind::ARRAY);
    }
    for b in &ast.branches {
        add(&b.name, "branch", SymbolKind::ARRAY);
    }
    for s in &ast.stores {
        add(s, "store", SymbolKind::VARIABLE);
    }
    for c in &ast.counters {
        add(c, "counter", SymbolKind::FIELD);
    }
    for c in &ast.cards {
        add(&c.name, "card", SymbolKind::STRUCT);
    }
    out.sort_by_key(|d| d.start);
    out
}
