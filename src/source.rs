//! Loading a game from its files: a `.game` file may start from another
//! one (`game "TITLE" extends "FILE"`), which may extend another in turn.
//!
//! Every file of the chain is parsed with its spans offset into one source
//! space (the files one after another, root first, a NUL byte between two), the ASTs are merged root first ([`merge`]), and the merged AST is
//! checked against the joined text. Each diagnostic is then given back to
//! the file its primary span falls in, with spans relative to that file, so
//! that an error in a parent file is shown in the parent file, under its
//! name. Why a parent cannot be had is an [`ExtendsError`] (`errors`).

use std::path::{Path, PathBuf};
use std::sync::Arc;

mod errors;

pub use errors::ExtendsError;

use crate::check;
use crate::diag::{Diagnostic, Label, Span};
use crate::ir::Game;
use crate::syntax::{self, Ast};

/// The longest chain of files extending one another (the file itself
/// included).
pub const MAX_DEPTH: usize = 8;

/// One file of a game: its name as shown, its text, and where it starts in
/// the joined source space.
#[derive(Clone, Debug)]
pub struct SourceFile {
    pub name: String,
    pub text: String,
    pub base: usize,
}

/// The files of a game, root first, each also as the miette source its
/// diagnostics carry (one shared copy per file).
#[derive(Clone, Debug, Default)]
pub struct Sources {
    pub files: Vec<SourceFile>,
    named: Vec<Arc<miette::NamedSource<String>>>,
}

impl Sources {
    /// A single text named `name`, at base 0.
    pub fn single(name: &str, text: &str) -> Self {
        let mut s = Sources::default();
        s.push(name.to_string(), text.to_string(), 0);
        s
    }

    /// Adds a file (after the others) starting at `base`.
    pub fn push(&mut self, name: String, text: String, base: usize) {
        self.named
            .push(Arc::new(miette::NamedSource::new(&name, text.clone())));
        self.files.push(SourceFile { name, text, base });
    }

    /// The file a joined offset falls in (its index).
    fn file_at(&self, offset: usize) -> usize {
        self.files
            .iter()
            .rposition(|f| f.base <= offset)
            .unwrap_or(0)
    }

    /// The joined text: every file, root first, a NUL between two files.
    pub fn joined(&self) -> String {
        let texts: Vec<&str> = self.files.iter().map(|f| f.text.as_str()).collect();
        texts.join("\0")
    }

    /// Gives a diagnostic (spans in the joined space) to the file its
    /// primary span is in: spans made relative to that file, the file
    /// attached as its source. Labels in other files cannot be drawn with
    /// it; they are named in the help instead.
    pub fn localize(&self, mut d: Diagnostic) -> Diagnostic {
        let Some(main) = d.primary_span().or(d.labels.first().map(|l| l.span)) else {
            // Nothing to point at: the last file (the one loaded) is meant.
            if let Some(src) = self.named.last() {
                return d.with_source(src.clone());
            }
            return d;
        };
        let fi = self.file_at(main.start);
        let mut kept: Vec<Label> = Vec::new();
        let mut elsewhere: Vec<String> = Vec::new();
        for l in std::mem::take(&mut d.labels) {
            let li = self.file_at(l.span.start);
            let f = &self.files[li];
            let local = Span::new(l.span.start - f.base, l.span.len);
            if li == fi {
                kept.push(Label { span: local, ..l });
            } else {
                let (line, col) = line_col(&f.text, local.start);
                elsewhere.push(format!("{}: {}:{line}:{col}", l.text, f.name));
            }
        }
        d.labels = kept;
        if !elsewhere.is_empty() {
            let more = elsewhere.join("; ");
            d.help = Some(match d.help.take() {
                Some(h) => format!("{h} ({more})"),
                None => more,
            });
        }
        d.with_source(self.named[fi].clone())
    }
}

/// The 1-based line and column of a byte offset.
fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let at = offset.min(text.len());
    let before = text.get(..at).unwrap_or("");
    let line = before.matches('\n').count() + 1;
    let col = at - before.rfind('\n').map_or(0, |i| i + 1) + 1;
    (line, col)
}

/// Merges a child's AST into its parent's: the child's items replace the
/// parent's items of the same identity and add the others.
///
/// - Blocks are identified by their keyword: `players`, `sides`, `board`,
///   `setup`, `rules`, `end` (with its `score`), `turn`, `cards`,
///   `counters`, `store`. If the child has the block, the parent's is
///   dropped and the child's is used.
/// - Named items are identified by their keyword and name: `piece`,
///   `zone`, `directions`, `track`, `branch`, `card`. A child's item takes
///   the place of the parent's item of that name (so the order of pieces
///   and cards, and with it the deck and the shuffles, stays the parent's);
///   the child's new items come after the parent's.
/// - The title is the child's.
/// - `remove KIND NAME` takes the parent's item of that keyword and name
///   out (the child's `removes` record whether it was there).
pub fn merge(parent: Ast, child: Ast) -> Ast {
    fn block<T>(parent: Vec<T>, child: Vec<T>) -> Vec<T> {
        if child.is_empty() { parent } else { child }
    }
    fn named<T>(parent: Vec<T>, child: Vec<T>, key: impl Fn(&T) -> &str) -> Vec<T> {
        let keys: Vec<String> = child.iter().map(|c| key(c).to_string()).collect();
        let mut child: Vec<Option<T>> = child.into_iter().map(Some).collect();
        let mut out = Vec::new();
        let mut replaced = vec![false; keys.len()];
        for p in parent {
            match keys.iter().position(|k| k == key(&p)) {
                // A parent's second item of that name (an error in the
                // parent) goes with the first.
                Some(i) if replaced[i] => {}
                Some(i) => {
                    replaced[i] = true;
                    out.extend(child[i].take());
                }
                None => out.push(p),
            }
        }
        out.extend(child.into_iter().flatten());
        out
    }
    let (rules, rules_blocks) = if child.rules_blocks.is_empty() {
        (parent.rules, parent.rules_blocks)
    } else {
        (child.rules, child.rules_blocks)
    };
    let (ends, end_blocks, scores) = if child.end_blocks.is_empty() {
        (parent.ends, parent.end_blocks, parent.scores)
    } else {
        (child.ends, child.end_blocks, child.scores)
    };
    let mut removes = child.removes;
    let mut ast = Ast {
        title: child.title.or(parent.title),
        extra_titles: [parent.extra_titles, child.extra_titles].concat(),
        extends: child.extends,
        players: block(parent.players, child.players),
        sides: block(parent.sides, child.sides),
        boards: block(parent.boards, child.boards),
        directions: named(parent.directions, child.directions, |d| &d.name.text),
        zones: named(parent.zones, child.zones, |z| &z.name.text),
        pieces: named(parent.pieces, child.pieces, |p| &p.name.text),
        setups: block(parent.setups, child.setups),
        rules,
        rules_blocks,
        ends,
        end_blocks,
        scores,
        counters: block(parent.counters, child.counters),
        turns: block(parent.turns, child.turns),
        tracks: named(parent.tracks, child.tracks, |t| &t.name.text),
        branches: named(parent.branches, child.branches, |b| &b.name.text),
        captor_stores: if child.stores.is_empty() {
            parent.captor_stores
        } else {
            child.captor_stores
        },
        stores: block(parent.stores, child.stores),
        cards_blocks: block(parent.cards_blocks, child.cards_blocks),
        cards: named(parent.cards, child.cards, |c| &c.name.text),
        pictures: block(parent.pictures, child.pictures),
        sowings: block(parent.sowings, child.sowings),
        races: block(parent.races, child.races),
        broken_names: [parent.broken_names, child.broken_names].concat(),
        removes: parent.removes,
    };
    for r in &mut removes {
        r.found = take_out(&mut ast, &r.what, &r.name.text);
    }
    ast.removes.extend(removes);
    ast
}

/// Takes the item `what NAME` out of a merged game (`remove`); whether
/// there was one.
fn take_out(ast: &mut Ast, what: &str, name: &str) -> bool {
    fn drop<T>(items: &mut Vec<T>, key: impl Fn(&T) -> &str, name: &str) -> bool {
        let before = items.len();
        items.retain(|i| key(i) != name);
        items.len() < before
    }
    match what {
        "zone" => drop(&mut ast.zones, |z| &z.name.text, name),
        "piece" => drop(&mut ast.pieces, |p| &p.name.text, name),
        "directions" => drop(&mut ast.directions, |d| &d.name.text, name),
        "track" => drop(&mut ast.tracks, |t| &t.name.text, name),
        "branch" => drop(&mut ast.branches, |b| &b.name.text, name),
        "card" => drop(&mut ast.cards, |c| &c.name.text, name),
        _ => false,
    }
}

/// One file of the chain being read: its path, name and text.
/// A rule file as it travels to another machine: the path its game names
/// it by (the file loaded, or its folder joined with an `extends`) and its
/// text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleFile {
    pub path: PathBuf,
    pub text: String,
}

/// The files of the game in `path` (its text `text` read already), the
/// file first and then the files it extends, each as read from disk; `None`
/// if a parent cannot be had (compiling the file says why).
pub(crate) fn rule_files(path: &Path, text: String) -> Option<Vec<RuleFile>> {
    let chain = read_chain(path, text, None);
    if chain.broken.is_some() {
        return None;
    }
    Some(
        chain
            .links
            .into_iter()
            .map(|l| RuleFile {
                path: l.path,
                text: l.text,
            })
            .collect(),
    )
}

struct Link {
    path: PathBuf,
    name: String,
    text: String,
}

fn same_file(a: &Path, b: &Path) -> bool {
    match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
        (Ok(x), Ok(y)) => x == y,
        _ => a == b,
    }
}

/// Reads, parses and checks the game in `path`, with the files it extends.
/// `text` is the file's text if already read. Returns the game (if there
/// is no error) and every diagnostic, each attached to its own file (see
/// `ludus::compile` for which diagnostics come).
/// With `given`, the parents are looked up among these files (by the path
/// the `extends` names, joined to its file's folder) instead of read.
pub(crate) fn compile_file(
    path: &Path,
    text: String,
    given: Option<&[RuleFile]>,
) -> (Option<Game>, Vec<Diagnostic>) {
    let Chain {
        links,
        root_parse,
        broken,
    } = read_chain(path, text, given);
    let n = links.len();
    let sources = join(links);
    let (merged, mut errors) = parse_all(&sources, root_parse);
    if let Some((at, mut d)) = broken {
        // The file at chain index `at` is file `n - 1 - at` of `sources`.
        let b = sources.files[n - 1 - at].base;
        for l in &mut d.labels {
            l.span.start += b;
        }
        errors.insert(0, d);
        let ds = errors.into_iter().map(|d| sources.localize(d)).collect();
        return (None, ds);
    }
    let joined = sources.joined();
    let (game, ds) = check::check_parsed(&merged, errors, &joined);
    let ds = ds.into_iter().map(|d| sources.localize(d)).collect();
    (game, ds)
}

/// The files of a game as read: the file, its parent, the parent's
/// parent...; the parse of the last one read (the root, which will be at
/// base 0); and, if the chain broke, the index of the file naming the
/// parent that could not be had, and why.
struct Chain {
    links: Vec<Link>,
    root_parse: (Ast, Vec<Diagnostic>),
    broken: Option<(usize, Diagnostic)>,
}

/// Reads the file and the files it extends, up to the root or the first
/// parent that cannot be had.
fn read_chain(path: &Path, text: String, given: Option<&[RuleFile]>) -> Chain {
    let mut links: Vec<Link> = Vec::new();
    let mut path = path.to_path_buf();
    let mut text = text;
    loop {
        let parsed = syntax::parse(&text);
        let extends = parsed.0.extends.clone();
        links.push(Link {
            name: path.display().to_string(),
            path: path.clone(),
            text,
        });
        let here = links.len() - 1;
        let Some((rel, span)) = extends else {
            return Chain {
                links,
                root_parse: parsed,
                broken: None,
            };
        };
        match read_parent(&links, &path, &rel, span, given) {
            Ok((parent, t)) => {
                path = parent;
                text = t;
            }
            Err(d) => {
                return Chain {
                    links,
                    root_parse: parsed,
                    broken: Some((here, d)),
                };
            }
        }
    }
}

/// The parent that the file at `path` (the last of `chain`) extends, as
/// `rel` at `span`: its path and text, or why it cannot be had (too deep a
/// chain, a cycle, a file that cannot be read).
fn read_parent(
    chain: &[Link],
    path: &Path,
    rel: &str,
    span: Span,
    given: Option<&[RuleFile]>,
) -> Result<(PathBuf, String), Diagnostic> {
    let parent = path.parent().unwrap_or(Path::new("")).join(rel);
    let shown = parent.display().to_string();
    if chain.len() >= MAX_DEPTH {
        return Err(ExtendsError::TooDeep {
            max: MAX_DEPTH,
            times: MAX_DEPTH - 1,
            parent: rel.to_string(),
            span,
        }
        .into());
    }
    if let Some(first) = chain.iter().position(|l| same_file(&l.path, &parent)) {
        let mut names: Vec<&str> = chain[first..].iter().map(|l| l.name.as_str()).collect();
        names.push(&chain[first].name);
        return Err(ExtendsError::Cycle {
            cycle: names.join(" extends "),
            span,
        }
        .into());
    }
    // Only a regular `.game` file is read: a pipe would wait for a writer
    // for ever, and another kind of file (`/etc/passwd`) would be quoted in
    // the syntax errors of its parse.
    if !rel.ends_with(".game") {
        return Err(ExtendsError::NotGame { path: shown, span }.into());
    }
    if let Some(files) = given {
        return match files.iter().find(|f| f.path == parent) {
            Some(f) => Ok((parent, f.text.clone())),
            None => Err(ExtendsError::Unreadable {
                path: shown,
                error: std::io::Error::other("it is not among the rule files given"),
                span,
            }
            .into()),
        };
    }
    if std::fs::metadata(&parent).is_ok_and(|m| !m.is_file()) {
        return Err(ExtendsError::Unreadable {
            path: shown,
            error: std::io::Error::other("it is not a regular file (a folder, a pipe or a device)"),
            span,
        }
        .into());
    }
    match crate::limits::read(&parent, crate::limits::RULE_FILE).map(String::from_utf8) {
        Ok(Ok(t)) => Ok((parent, t)),
        Ok(Err(_)) => Err(ExtendsError::NotText { path: shown, span }.into()),
        Err(error) => Err(ExtendsError::Unreadable {
            path: shown,
            error,
            span,
        }
        .into()),
    }
}

/// The chain as sources, root first, each file at its base in the joined
/// space (a NUL byte between two files).
fn join(links: Vec<Link>) -> Sources {
    let mut sources = Sources::default();
    let mut base = 0;
    for link in links.into_iter().rev() {
        let len = link.text.len();
        sources.push(link.name, link.text, base);
        base += len + 1;
    }
    sources
}

/// Parses every file at its base (the root's parse is already done) and
/// merges the ASTs root first; the syntax errors of every file.
fn parse_all(sources: &Sources, root_parse: (Ast, Vec<Diagnostic>)) -> (Ast, Vec<Diagnostic>) {
    let mut root_parse = Some(root_parse);
    let mut errors = Vec::new();
    let mut merged: Option<Ast> = None;
    for f in &sources.files {
        let (ast, errs) = match root_parse.take() {
            Some(p) if f.base == 0 => p,
            _ => syntax::parse_at(&f.text, f.base),
        };
        errors.extend(errs);
        merged = Some(match merged {
            None => ast,
            Some(parent) => merge(parent, ast),
        });
    }
    (merged.unwrap_or_default(), errors)
}
