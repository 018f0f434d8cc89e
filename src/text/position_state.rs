//! The cards and the turn in progress in a position text: the deck in its
//! order, the pile, the cards of this deal in the centre (with the position
//! each restores), the dealer, the deals, the seed of the shuffles, the
//! skips owed, a split in progress, the exchange, the announcements, a card
//! to play again, a provisional win, a turn taken for another player, and
//! the actions of a turn of several; a race's checkers, bars and dice
//! (written by `race::race_parts`). [`read_state`] sets them in a
//! [`State`], [`state_parts`] writes them.

use crate::engine::{BITS_WORDS, CentreEntry, Move, Snapshot, State};
use crate::ir::{Cards, Features, Game, Narrow};
use crate::syntax::{Name, PositionText, StateEntry, StateValue};

/// Reads a position in brackets into the [`Snapshot`] it stands for.
pub(super) type ReadBefore<'a> = &'a dyn Fn(&PositionText) -> Result<Snapshot, String>;

/// Sets the state entries of a position text (`deck: …`, `dealer: …`) in
/// `state`; `before` reads the position a card in the centre restores.
pub(super) fn read_state(
    game: &Game,
    entries: &[StateEntry],
    state: &mut State,
    before: ReadBefore,
) -> Result<(), String> {
    let mut pile_before_deal = None;
    for e in entries {
        let r = Reader { game, entry: e };
        match e.word.text.as_str() {
            "deck" => {
                for v in &e.values {
                    let [c] = r.words::<1>(v)?;
                    state.deck.push(r.card(c)?);
                }
            }
            "pile" => {
                for v in &e.values {
                    let [c, p] = r.words::<2>(v)?;
                    state.pile.push((r.card(c)?, r.player(p)?));
                }
            }
            "centre" => {
                pile_before_deal.get_or_insert(state.pile.len());
                for v in &e.values {
                    let entry = r.centre(v, before)?;
                    state.pile.push((entry.card, entry.by));
                    state.centre.push(entry);
                }
            }
            "dealer" => state.dealer = r.player(&r.one(0)?[0])?,
            "deals" => state.deals = r.int(&r.one(1)?[0])?,
            "seed" => state.seed = r.int(&r.one(1)?[0])?,
            "skip" => {
                for v in &e.values {
                    let [p] = r.words::<1>(v)?;
                    state.skipping |= 1 << r.player(p)?;
                }
            }
            "split" => read_split(&r, state)?,
            "giving" => state.giving = r.int(&r.one(1)?[0])?,
            "given" => {
                for v in &e.values {
                    let [p, c] = r.words::<2>(v)?;
                    let p = usize::from(r.player(p)?);
                    state.given[p] = r.card(c)? + 1;
                }
            }
            "announced" => {
                for v in &e.values {
                    let [p] = r.words::<1>(v)?;
                    state.announced |= 1 << r.player(p)?;
                }
            }
            "replay" => state.replay = r.card(&r.one(1)?[0])? + 1,
            "pending" => {
                let [w, a, rule] = r.words::<3>(r.value()?)?;
                state.pending = r.player(w)? + 1;
                state.answering = r.player(a)? + 1;
                state.pending_rule = r.rule(rule)?;
            }
            "decided" => {
                let [w, rule] = r.words::<2>(r.value()?)?;
                state.decided = r.player(w)? + 1;
                state.pending_rule = r.rule(rule)?;
            }
            "proxy" => {
                let [p, q] = r.words::<2>(r.value()?)?;
                state.proxy = r.player(p)? + 1;
                state.proxied = r.player(q)? + 1;
            }
            "used" => state.used = r.int(&r.one(1)?[0])?,
            "acted" => {
                let [w] = r.words::<1>(r.value()?)?;
                state.acted = match w.text.as_str() {
                    "yes" => true,
                    "no" => false,
                    _ => return Err(r.wrong("`yes` or `no`")),
                };
            }
            "mover" => state.last_mover = r.player(&r.one(0)?[0])?,
            "passes" => state.set_passes_before(r.int(&r.one(1)?[0])?),
            "earlier" => {
                for v in &e.values {
                    let [h] = r.words::<1>(v)?;
                    state.push_earlier(r.hash(h)?);
                }
            }
            "seeds" => read_seeds(&r, state)?,
            "quiet" => read_quiet(&r, state)?,
            "race" => read_race_cells(&r, state)?,
            "bar" => read_bar(&r, state)?,
            "dice" => read_dice(&r, state)?,
            "last" => state.last_to = read_last(&r)?,
            _ => return Err(format!("unknown entry `{}:`", e.word.text)),
        }
    }
    state.deal_start = pile_before_deal.unwrap_or(state.pile.len()).narrow();
    state.hash = state.compute_hash(game);
    Ok(())
}

/// `last: CELL`: the last move's landing.
fn read_last(r: &Reader) -> Result<crate::ir::Cell, String> {
    r.cell(&r.one(0)?[0])
}

fn race_of<'g>(r: &Reader<'g>) -> Result<&'g crate::ir::Race, String> {
    r.game
        .race
        .as_deref()
        .ok_or_else(|| r.wrong("a game with a race; this game has none"))
}

/// `race: PLAYER CELL N, …`: the checkers on the board, which replace the
/// start's (the cells not listed are empty).
fn read_race_cells(r: &Reader, state: &mut State) -> Result<(), String> {
    let race = race_of(r)?;
    state.race[..2 * race.cells].fill(0);
    for v in &r.entry.values {
        let [p, c, n] = r.words::<3>(v)?;
        let p = r.player(p)?;
        let cell = usize::from(r.cell(c)?);
        if state.race[cell] > 0 {
            return Err(format!("`race:` {} is listed twice", c.text));
        }
        let n: u8 = r.int(n)?;
        if n == 0 {
            return Err(format!("`race:` {} holds 0 pieces: leave it out", c.text));
        }
        state.race[cell] = n;
        state.race[race.cells + cell] = p + 1;
    }
    Ok(())
}

/// `bar: PLAYER N, …`: the checkers on each player's bar.
fn read_bar(r: &Reader, state: &mut State) -> Result<(), String> {
    let race = race_of(r)?;
    for v in &r.entry.values {
        let [p, n] = r.words::<2>(v)?;
        let p = usize::from(r.player(p)?);
        state.race[race.bar_at(p)] = r.int(n)?;
    }
    Ok(())
}

/// `dice: A B` (`dice: A` with one die): the roll to play.
fn read_dice(r: &Reader, state: &mut State) -> Result<(), String> {
    let race = race_of(r)?;
    let v = match r.entry.values.as_slice() {
        [v] => v,
        _ => return Err(r.wrong("one value: the dice")),
    };
    let faces: Vec<u8> = v.words.iter().map(|w| r.int(w)).collect::<Result<_, _>>()?;
    if faces.len() != usize::from(race.dice) || faces.iter().any(|&f| f == 0 || f > race.faces) {
        return Err(r.wrong(&format!(
            "{} number(s) from 1 to {}, one per die",
            race.dice, race.faces
        )));
    }
    let (a, b) = (faces[0], faces.get(1).copied().unwrap_or(0));
    let d = race.dice_at();
    state.race[d] = a.max(b);
    state.race[d + 1] = a.min(b);
    Ok(())
}

/// `seeds: b1 4, h1 0, …`: the seeds of a sowing game's pits and stores
/// (those not listed hold none).
fn read_seeds(r: &Reader, state: &mut State) -> Result<(), String> {
    let Some(sow) = r.game.sowing.as_deref() else {
        return Err("`seeds:` in a game without sowing".to_string());
    };
    state.seeds.iter_mut().for_each(|n| *n = 0);
    for v in &r.entry.values {
        let [c, n] = r.words::<2>(v)?;
        let cell = r
            .game
            .board
            .cell(&c.text)
            .filter(|&x| sow.pit_owner[usize::from(x)] != 0 || sow.store.contains(&x))
            .ok_or_else(|| format!("`{}` is not a pit or a store", c.text))?;
        state.seeds[usize::from(cell)] = r.int(n)?;
    }
    if state.seeds.iter().map(|&n| u32::from(n)).sum::<u32>() > 255 {
        return Err("`seeds:` more than 255 seeds in all".to_string());
    }
    Ok(())
}

/// `quiet: PLAYER CELL N, …`: a player's quiet moves in a row (`quiet
/// moves max N in a row`), N by the piece on CELL, which must be the
/// player's and of a kind with a limit, N from 1 to its limit.
fn read_quiet(r: &Reader, state: &mut State) -> Result<(), String> {
    if state.quiet.is_empty() {
        return Err("`quiet:` in a game without a limit on quiet moves".to_string());
    }
    for v in &r.entry.values {
        let [p, c, n] = r.words::<3>(v)?;
        let p = r.player(p)?;
        let cell = r.cell(c)?;
        let code = state.board[usize::from(cell)];
        let limit = (code != 0 && r.game.tables.owner[usize::from(code)] == p)
            .then(|| r.game.program(code).quiet)
            .flatten()
            .ok_or_else(|| {
                format!(
                    "`quiet:` {} holds no piece of {}'s with a limit on quiet moves",
                    c.text,
                    r.game.players[usize::from(p)]
                )
            })?;
        let n: u8 = r.int(n)?;
        if n == 0 || n > limit.max {
            return Err(format!(
                "`quiet:` {n} quiet moves in a row: the limit is {}",
                limit.max
            ));
        }
        state.quiet[usize::from(p)] = (cell, n);
    }
    Ok(())
}

/// `split: CARD STEPS CELL…`: the split card being played, its steps left
/// and the cells of the pieces that stay.
fn read_split(r: &Reader, state: &mut State) -> Result<(), String> {
    let v = r.value()?;
    let (Some(card), Some(left)) = (v.words.first(), v.words.get(1)) else {
        return Err(r.wrong("a card, the steps left, then the cells that stay"));
    };
    state.split_card = r.card(card)?;
    state.split_left = r.int(left)?;
    state.split_stay = [0; BITS_WORDS];
    for c in &v.words[2..] {
        let cell = r.cell(c)?;
        state.split_stay[usize::from(cell) / 64] |= 1 << (cell % 64);
    }
    Ok(())
}

/// Reads the values of one entry, with messages that name it.
struct Reader<'a> {
    game: &'a Game,
    entry: &'a StateEntry,
}

impl Reader<'_> {
    fn wrong(&self, what: &str) -> String {
        format!("`{}:` takes {what}", self.entry.word.text)
    }

    /// The entry's only value.
    fn value(&self) -> Result<&StateValue, String> {
        match self.entry.values.as_slice() {
            [v] => Ok(v),
            _ => Err(self.wrong("one value")),
        }
    }

    /// The only value, one word (`kind` 0: a name, 1: a number).
    fn one(&self, kind: u8) -> Result<&[Name], String> {
        let v = self.value()?;
        if v.words.len() == 1 && v.before.is_none() {
            Ok(&v.words)
        } else {
            Err(self.wrong(if kind == 0 { "one name" } else { "one number" }))
        }
    }

    /// A value of exactly `N` words.
    fn words<'v, const N: usize>(&self, v: &'v StateValue) -> Result<&'v [Name; N], String> {
        if v.before.is_some() {
            return Err(self.wrong(&format!("{N} word(s) a value, without brackets")));
        }
        v.words
            .as_slice()
            .try_into()
            .map_err(|_| self.wrong(&format!("{N} word(s) a value")))
    }

    fn cards(&self) -> Result<&Cards, String> {
        self.game.cards.as_ref().ok_or_else(|| {
            format!(
                "`{}:` is for games with cards; this game has none",
                self.entry.word.text
            )
        })
    }

    fn card(&self, n: &Name) -> Result<u8, String> {
        self.cards()?
            .kinds
            .iter()
            .position(|k| k.name == n.text)
            .map(Narrow::narrow)
            .ok_or_else(|| format!("unknown card `{}`", n.text))
    }

    /// A cell of the board, by its name.
    fn cell(&self, n: &Name) -> Result<crate::ir::Cell, String> {
        self.game
            .board
            .cell(&n.text)
            .ok_or_else(|| format!("unknown cell `{}`", n.text))
    }

    fn player(&self, n: &Name) -> Result<u8, String> {
        self.game
            .player(&n.text)
            .ok_or_else(|| format!("unknown player `{}`", n.text))
    }

    /// An earlier position's hash, `h` and 16 hexadecimal digits.
    fn hash(&self, n: &Name) -> Result<u64, String> {
        n.text
            .strip_prefix('h')
            .filter(|x| x.len() == 16)
            .and_then(|x| u64::from_str_radix(x, 16).ok())
            .ok_or_else(|| {
                format!(
                    "`{}:` {} is not a position's hash (`h` and 16 hexadecimal digits)",
                    self.entry.word.text, n.text
                )
            })
    }

    fn int<T: TryFrom<u64>>(&self, n: &Name) -> Result<T, String> {
        n.text
            .parse::<u64>()
            .ok()
            .and_then(|v| T::try_from(v).ok())
            .ok_or_else(|| {
                format!(
                    "`{}:` {} is not a number in range",
                    self.entry.word.text, n.text
                )
            })
    }

    /// An end rule, counted from 1 in the order of the game's `end` block.
    fn rule(&self, n: &Name) -> Result<u8, String> {
        let i: usize = self.int(n)?;
        if i == 0 || i > self.game.ends.len() {
            return Err(format!(
                "`{}:` end rule {i} does not exist (the game has {})",
                self.entry.word.text,
                self.game.ends.len()
            ));
        }
        Ok((i - 1).narrow())
    }

    /// `CARD PLAYER [discarded] [locked] [as CARD] [(POSITION)]`.
    fn centre(&self, v: &StateValue, before: ReadBefore) -> Result<CentreEntry, String> {
        let (Some(c), Some(p)) = (v.words.first(), v.words.get(1)) else {
            return Err(self.wrong("a card and a player a value"));
        };
        let card = self.card(c)?;
        let by = self.player(p)?;
        let mut e = CentreEntry {
            card,
            by,
            chosen_by: by,
            decision: Move {
                card: card + 1,
                ..Move::NONE
            },
            discarded: false,
            base: card,
            before: None,
            locked: false,
        };
        let mut rest = v.words[2..].iter();
        while let Some(w) = rest.next() {
            match w.text.as_str() {
                "discarded" => e.discarded = true,
                "locked" => e.locked = true,
                "as" => {
                    let b = rest.next().ok_or_else(|| self.wrong("a card after `as`"))?;
                    e.base = self.card(b)?;
                }
                other => {
                    return Err(format!(
                        "`centre:` unknown word `{other}` (expected `discarded`, `locked` or `as CARD`)"
                    ));
                }
            }
        }
        if let Some(b) = &v.before {
            e.before = Some(Box::new(before(b)?));
        }
        Ok(e)
    }
}

/// The state entries of `state` that differ from a fresh position's (in a
/// card game, the deck, the dealer and the deals always); `pieces` writes
/// a position's pieces, counters and skips (for the positions in brackets).
pub(super) fn state_parts(
    game: &Game,
    state: &State,
    parts: &mut Vec<String>,
    pieces: &dyn Fn(&State) -> String,
) {
    let player = |p: u8| game.players[usize::from(p)].as_str();
    if game.cards.is_some() {
        let card = |c: u8| card_name(game, c);
        let deck: Vec<&str> = state.deck.iter().map(|&c| card(c)).collect();
        parts.push(format!("deck: {}", deck.join(", ")).trim_end().to_string());
        let start = usize::from(state.deal_start).min(state.pile.len());
        let pile: Vec<String> = state.pile[..start]
            .iter()
            .map(|&(c, p)| format!("{} {}", card(c), player(p)))
            .collect();
        if !pile.is_empty() {
            parts.push(format!("pile: {}", pile.join(", ")));
        }
        let centre: Vec<String> = state
            .centre
            .iter()
            .map(|e| centre_text(game, e, state, pieces))
            .collect();
        if !centre.is_empty() {
            parts.push(format!("centre: {}", centre.join(", ")));
        }
        parts.push(format!("dealer: {}", player(state.dealer)));
        parts.push(format!("deals: {}", state.deals));
        if state.seed != 0 {
            parts.push(format!("seed: {}", state.seed));
        }
        card_turn_parts(game, state, parts);
    }
    parts.extend(skip_part(game, state));
    if state.used > 0 {
        parts.push(format!("used: {}", state.used));
    }
    if state.acted {
        parts.push("acted: yes".into());
    }
    if let Some(sow) = game.sowing.as_deref() {
        // Every pit and store, with its seeds.
        let cells: Vec<String> = (0..sow.cells)
            .filter(|&c| sow.pit_owner[c] != 0 || sow.store.contains(&c.narrow()))
            .map(|c| format!("{} {}", game.board.names[c], state.seeds[c]))
            .collect();
        parts.push(format!("seeds: {}", cells.join(", ")));
    }
    let quiet: Vec<String> = (state.quiet.iter().enumerate())
        .filter(|(_, q)| q.1 > 0)
        .map(|(p, &(c, n))| {
            format!(
                "{} {} {n}",
                game.players[p],
                game.board.names[usize::from(c)]
            )
        })
        .collect();
    if !quiet.is_empty() {
        parts.push(format!("quiet: {}", quiet.join(", ")));
    }
    let mover = state.mover(game);
    if mover != game.tables.prev_player[usize::from(state.to_move)] {
        parts.push(format!("mover: {}", player(mover)));
    }
    // The last move's landing, where `line of N` and `connects` look
    // (only games with them keep it).
    if (game.tables.features.has(Features::LINES) || game.tables.features.has(Features::CONNECTS))
        && let Some(name) = game.board.names.get(usize::from(state.last_to))
    {
        parts.push(format!("last: {name}"));
    }
}

/// `skip: PLAYER, …`: the players who must skip their next turn.
pub(super) fn skip_part(game: &Game, state: &State) -> Option<String> {
    let skip: Vec<&str> = (0..game.players.len().narrow())
        .filter(|&p: &u8| state.skipping & (1 << p) != 0)
        .map(|p| game.players[usize::from(p)].as_str())
        .collect();
    (!skip.is_empty()).then(|| format!("skip: {}", skip.join(", ")))
}

/// A card in the centre: `five north`, `cancel east as five locked`, with
/// the position it restores in brackets.
fn centre_text(
    game: &Game,
    e: &CentreEntry,
    state: &State,
    pieces: &dyn Fn(&State) -> String,
) -> String {
    let card = |c: u8| card_name(game, c);
    let player = |p: u8| game.players[usize::from(p)].as_str();
    let mut s = format!("{} {}", card(e.card), player(e.by));
    if e.discarded {
        s.push_str(" discarded");
    }
    if e.locked {
        s.push_str(" locked");
    }
    if e.base != e.card {
        s.push_str(" as ");
        s.push_str(card(e.base));
    }
    if let Some(b) = &e.before {
        s.push_str(" (");
        s.push_str(&pieces(&state.with_snapshot(b)));
        s.push(')');
    }
    s
}

/// The parts of a card's turn in progress: a split, the exchange, the
/// announcements, a card to play again, a provisional win, a turn taken
/// for another player.
fn card_turn_parts(game: &Game, state: &State, parts: &mut Vec<String>) {
    let card = |c: u8| card_name(game, c);
    let player = |p: u8| game.players[usize::from(p)].as_str();
    if state.split_left > 0 {
        let mut s = format!("split: {} {}", card(state.split_card), state.split_left);
        for c in 0..game.board.cells() {
            if state.split_stay[c / 64] & (1 << (c % 64)) != 0 {
                s.push(' ');
                s.push_str(&game.board.names[c]);
            }
        }
        parts.push(s);
    }
    if state.giving > 0 {
        parts.push(format!("giving: {}", state.giving));
    }
    let given: Vec<String> = (0..game.players.len().narrow())
        .filter(|&p| state.given[usize::from(p)] != 0)
        .map(|p| format!("{} {}", player(p), card(state.given[usize::from(p)] - 1)))
        .collect();
    if !given.is_empty() {
        parts.push(format!("given: {}", given.join(", ")));
    }
    let announced: Vec<&str> = (0..game.players.len().narrow())
        .filter(|&p| state.announced & (1 << p) != 0)
        .map(player)
        .collect();
    if !announced.is_empty() {
        parts.push(format!("announced: {}", announced.join(", ")));
    }
    if state.replay != 0 {
        parts.push(format!("replay: {}", card(state.replay - 1)));
    }
    let rule = u32::from(state.pending_rule) + 1;
    if state.pending != 0 {
        parts.push(format!(
            "pending: {} {} {rule}",
            player(state.pending - 1),
            player(state.answering.saturating_sub(1))
        ));
    }
    if state.decided != 0 {
        parts.push(format!("decided: {} {rule}", player(state.decided - 1)));
    }
    if state.proxy != 0 {
        parts.push(format!(
            "proxy: {} {}",
            player(state.proxy - 1),
            player(state.proxied.saturating_sub(1))
        ));
    }
}

/// The name of card kind `c`.
fn card_name(game: &Game, c: u8) -> &str {
    game.cards
        .as_ref()
        .and_then(|k| k.kinds.get(usize::from(c)))
        .map_or("?", |k| k.name.as_str())
}
