//! `ludus serve` end to end in a real headless Chromium, driven through the
//! DevTools protocol (the small client in tests/common/cdp.rs): open the lobby, start
//! checkers against the random player, play by clicks (a piece, then a
//! cell), seeing the board change after each move and the computer answer,
//! resign by clicks (the result shown), save a screenshot (target/tmp/serve.png;
//! copy it to docs/serve.png to refresh the README's picture),
//! and step through the game in the replay viewer.
//!
//! It needs a Chromium binary (Debian's `chromium` package, or `CHROME`
//! naming one), so it is `#[ignore]`d: `cargo test` passes on a machine
//! without one, and .ci/run (which installs the package) runs it with
//! `--ignored`. Run that way without a browser, it fails: it never passes
//! without having played.

use std::time::{Duration, Instant};

use serde_json::Value;

#[path = "common/cdp.rs"]
mod cdp;
use cdp::Browser;

#[path = "common/http.rs"]
mod http;
use http::Server;

/// A JavaScript expression's value, the expression giving a JSON text.
fn eval(tab: &mut Browser, js: &str) -> Value {
    let v = tab.eval_raw(js);
    let text = v.as_str().unwrap_or_else(|| panic!("no JSON from {js}"));
    serde_json::from_str(text).expect("JSON")
}

/// Waits until `js` (a JSON-valued expression) gives a value `ok` accepts.
fn wait_for(tab: &mut Browser, js: &str, what: &str, ok: impl Fn(&Value) -> bool) -> Value {
    // Generous on purpose: the page answers in milliseconds on a quiet
    // machine; only a page that never gets there should fail by time.
    let until = Instant::now() + Duration::from_secs(120);
    loop {
        let v = eval(tab, js);
        if ok(&v) {
            return v;
        }
        assert!(Instant::now() < until, "timed out waiting for {what}: {v}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The page's state: the seat's view as the page last drew it.
const STATE: &str = "JSON.stringify(view && {your_turn: view.your_turn, legal: view.legal, \
     result: view.result, moves: view.moves.length, svg: document.querySelector('#board svg').outerHTML, \
     status: document.getElementById('status').textContent})";

/// Clicks cell `name` where it is drawn on the screen: its centre, from the
/// cells of the view and the SVG's transform.
fn click_cell(tab: &mut Browser, name: &str) {
    let js = format!(
        "(() => {{ const svg = document.querySelector('#board svg'); \
         const c = view.cells.find((c) => c.name === '{name}'); \
         const p = svg.createSVGPoint(); p.x = c.x + view.cell_size / 2; p.y = c.y + view.cell_size / 2; \
         const q = p.matrixTransform(svg.getScreenCTM()); return JSON.stringify([q.x, q.y]); }})()"
    );
    click_eval(tab, &js);
}

/// The cells a move names (`c3-d4`, `c3xe5xg7`).
fn cells(mv: &str) -> Vec<&str> {
    mv.split(['-', 'x']).filter(|w| !w.is_empty()).collect()
}

/// Plays `mv` by clicks: its piece, then its last cell (and the move's
/// button if the page asks which move is meant). `before` is the number of
/// moves played before it.
fn click_move(tab: &mut Browser, mv: &str, before: u64) {
    let cs = cells(mv);
    let (from, to) = (cs[0], cs[cs.len() - 1]);
    click_cell(tab, from);
    wait_for(
        tab,
        "JSON.stringify(document.querySelectorAll('#board svg .hl').length)",
        "the piece highlighted",
        |v| v == 1,
    );
    click_cell(tab, to);
    // Either the move is sent (the menu of the piece's moves goes at once,
    // the move list grows when the answer comes) or the page asks which
    // move is meant: never read the piece's menu as that question.
    let asked = wait_for(
        tab,
        &format!(
            "JSON.stringify(view.moves.length > {before} ? 'played' :              (document.querySelector('#menu div')?.textContent === 'choose:' ?              [...document.querySelectorAll('#menu button')].map((b) => b.textContent) :              (document.querySelector('#menu div') ? 'waiting' : 'sent')))"
        ),
        "the move sent or a question",
        |v| v == "played" || v == "sent" || v.is_array(),
    );
    if let Some(choices) = asked.as_array() {
        assert!(choices.len() > 1, "a question with one answer: {asked}");
        assert!(choices.iter().any(|c| c == mv), "{mv} not offered: {asked}");
        let buttons = format!(
            "[...document.querySelectorAll('#menu button')].filter((b) => b.textContent === {})",
            serde_json::to_string(mv).expect("JSON")
        );
        let count = format!("JSON.stringify({buttons}.length)");
        assert_eq!(eval(tab, &count), 1, "the move's button");
        click_where(tab, &format!("{buttons}[0]"));
    }
}

#[test]
#[ignore = "needs a Chromium binary (apt-get install chromium); .ci/run runs it with --ignored"]
fn checkers_against_random_by_clicks_in_headless_chromium() {
    let started = Instant::now();
    let srv = Server::start();
    let mut tab = open_lobby(&srv);
    // The lobby: checkers, the first seat a person, the second random.
    eval(
        &mut tab,
        "(() => { const s = document.getElementById('game'); s.value = 'checkers'; \
         s.dispatchEvent(new Event('change')); return '1'; })()",
    );
    let kinds = wait_for(
        &mut tab,
        "JSON.stringify([...document.querySelectorAll('.kind')].map((s) => s.value))",
        "the seat choices",
        |v| v.as_array().is_some_and(|a| a.len() == 2),
    );
    assert_eq!(kinds, serde_json::json!(["human", "random"]));
    click(&mut tab, "#seed");
    tab.type_text("3");
    click(&mut tab, "#start");
    wait_for(
        &mut tab,
        "JSON.stringify(location.pathname.startsWith('/play/') && !!document.querySelector('#board svg') && !!view)",
        "the game page",
        |v| v == true,
    );
    // Play by clicks (the first legal move each time), then resign.
    let mut mine = 0;
    loop {
        let s = wait_for(&mut tab, STATE, "my turn or the end", |v| {
            v["result"].is_string() || v["your_turn"] == true
        });
        if s["result"].is_string() || mine == MOVES {
            break;
        }
        let mv = s["legal"][0].as_str().expect("a legal move").to_string();
        let before = s["moves"].as_u64().expect("moves");
        click_move(&mut tab, &mv, before);
        let after = wait_for(&mut tab, STATE, "the move played", |v| {
            v["moves"].as_u64() > Some(before)
        });
        assert_ne!(after["svg"], s["svg"], "the board changed after {mv}");
        let list = eval(&mut tab, "JSON.stringify(view.moves.map((m) => m.text))");
        assert_eq!(list[usize::try_from(before).expect("small")], mv);
        mine += 1;
    }
    assert_eq!(mine, MOVES, "the game ended early");
    click(&mut tab, "#resign");
    click(&mut tab, "#resign-yes");
    let s = wait_for(&mut tab, STATE, "the result", |v| v["result"].is_string());
    let result = s["result"].as_str().expect("result").to_string();
    assert!(result.contains("resign"), "{result}");
    assert_eq!(s["status"], format!("Game over: {result}"));
    let plies = s["moves"].as_u64().expect("moves");
    assert!(plies >= 2 * MOVES as u64 - 1, "{plies} moves played");
    let png = tab.screenshot();
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"), "a PNG screenshot");
    // Beside the build, not over docs/serve.png: a test leaves the checkout
    // as it found it (copy it there by hand to refresh the docs' picture).
    let path = concat!(env!("CARGO_TARGET_TMPDIR"), "/serve.png");
    std::fs::write(path, &png).expect("write the screenshot");
    replay_by_clicks(&mut tab, plies);
    eprintln!(
        "played {mine} moves by clicks, resigned (`{result}`), replayed, in {:.1} s; screenshot {path}",
        started.elapsed().as_secs_f64()
    );
}

/// My moves by clicks before resigning.
const MOVES: usize = 12;

/// Clicks the element `selector` (at its middle, as a person would).
fn click(tab: &mut Browser, selector: &str) {
    let element = format!(
        "document.querySelector({})",
        serde_json::to_string(selector).expect("JSON")
    );
    wait_for(
        tab,
        &format!("JSON.stringify(!!{element})"),
        selector,
        |v| v == true,
    );
    click_where(tab, &element);
}

/// Clicks the middle of the element a JavaScript expression gives,
/// scrolled into view first.
fn click_where(tab: &mut Browser, element: &str) {
    let js = format!(
        "(() => {{ const e = {element}; e.scrollIntoView({{block: 'center'}}); \
         const r = e.getBoundingClientRect(); \
         return JSON.stringify([r.left + r.width / 2, r.top + r.height / 2]); }})()"
    );
    click_eval(tab, &js);
}

/// Clicks the point `[x, y]` a JavaScript expression gives (as JSON).
fn click_eval(tab: &mut Browser, js: &str) {
    let v = eval(tab, js);
    tab.click_at(v[0].as_f64().expect("x"), v[1].as_f64().expect("y"));
}

/// The replay viewer of the game page, by clicks: from the start, one move
/// forward, to the end, one move back.
fn replay_by_clicks(tab: &mut Browser, plies: u64) {
    click(tab, "#replaybtn");
    let rstatus = "JSON.stringify(document.getElementById('rstatus').textContent)";
    let first = format!("move 0 of {plies} (the start)");
    wait_for(tab, rstatus, "the replay's start", |v| v == first.as_str());
    click(tab, "#rnext");
    let first_move = eval(tab, "JSON.stringify(view.moves[0].text)");
    let one = format!(
        "move 1 of {plies}: black {}",
        first_move.as_str().expect("a move")
    );
    wait_for(tab, rstatus, "the first move", |v| v == one.as_str());
    click(tab, "#rlast");
    wait_for(tab, rstatus, "the end", |v| {
        v.as_str().is_some_and(|t| {
            t.starts_with(&format!("move {plies} of {plies}")) && t.contains("resign")
        })
    });
    click(tab, "#rback");
    let back = format!("move {} of {plies}", plies - 1);
    wait_for(tab, rstatus, "one move back", |v| {
        v.as_str().is_some_and(|t| t.starts_with(&back))
    });
}

/// Chromium with a fresh tab on the lobby of `srv`.
fn open_lobby(srv: &Server) -> Browser {
    let chrome = cdp::find_chrome().unwrap_or_else(|| {
        panic!("no Chromium found: install Debian's `chromium` package or set CHROME")
    });
    let mut tab = Browser::launch(&chrome, 1100, 820);
    tab.navigate(&format!("http://{}/", srv.addr));
    wait_for(
        &mut tab,
        "JSON.stringify(!!document.querySelector('#game option[value=checkers]'))",
        "the games listed",
        |v| v == true,
    );
    tab
}

#[test]
#[ignore = "needs a Chromium binary (apt-get install chromium); .ci/run runs it with --ignored"]
fn a_pasted_game_shows_its_diagnostics_in_the_lobby_and_plays_once_fixed() {
    let srv = Server::start();
    let mut tab = open_lobby(&srv);
    let good = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/games/checkers.game"))
        .expect("checkers");
    let bad = good.replacen("man", "mna", 2);
    let paste = |tab: &mut Browser, text: &str| {
        let js = format!(
            "(() => {{ document.getElementById('text').value = {}; return '1'; }})()",
            serde_json::to_string(text).expect("JSON")
        );
        eval(tab, &js);
    };
    paste(&mut tab, &bad);
    click(&mut tab, "#check");
    let diags = "JSON.stringify(document.getElementById('diags').innerText)";
    let shown = wait_for(&mut tab, diags, "the diagnostics", |v| {
        v.as_str().is_some_and(|t| !t.is_empty())
    });
    let shown = shown.as_str().expect("text");
    assert!(
        shown.contains("pasted.game:48:11: error[ludus::unknown-name]: unknown piece `man`"),
        "{shown}"
    );
    assert!(shown.contains("help: did you mean `mna`?"), "{shown}");
    let disabled = eval(
        &mut tab,
        "JSON.stringify(document.getElementById('start').disabled)",
    );
    assert_eq!(disabled, true, "a text with errors cannot be started");
    paste(&mut tab, &good);
    click(&mut tab, "#check");
    let verdict = "JSON.stringify(document.getElementById('verdict').textContent)";
    wait_for(&mut tab, verdict, "the verdict", |v| {
        v.as_str().is_some_and(|t| t.starts_with("ok: Checkers"))
    });
    click(&mut tab, "#start");
    wait_for(
        &mut tab,
        "JSON.stringify(!!(typeof view !== 'undefined' && view && view.game))",
        "the game page",
        |v| v == true,
    );
    let game = eval(&mut tab, "JSON.stringify([view.game, view.legal.length])");
    assert_eq!(game[0], "pasted");
    assert!(game[1].as_u64() > Some(0));
}

/// Plays `moves` through the API, each by the seat to move (`tokens` in
/// seat order; the seat alternates, white first).
fn play_api(srv: &Server, id: u64, tokens: &[String], moves: &[&str]) {
    for (i, mv) in moves.iter().enumerate() {
        let path = format!("/api/games/{id}/{}/move", tokens[i % tokens.len()]);
        let (st, v) = srv.post(&path, &serde_json::json!({ "move": mv }));
        assert_eq!(st, 200, "{mv}: {v}");
    }
}

/// A tab of `width` x `height` on seat `token`'s page of game `id`, once
/// the board is drawn.
fn open_seat(srv: &Server, id: u64, token: &str, width: u32, height: u32) -> Browser {
    let chrome = cdp::find_chrome().unwrap_or_else(|| {
        panic!("no Chromium found: install Debian's `chromium` package or set CHROME")
    });
    let mut tab = launch_sized(&chrome, width, height);
    tab.navigate(&format!("http://{}/play/{id}/{token}", srv.addr));
    wait_for(
        &mut tab,
        "JSON.stringify(typeof view !== 'undefined' && !!view && !!document.querySelector('#board svg'))",
        "the game page",
        |v| v == true,
    );
    tab
}

/// Chromium with a page of exactly `width` x `height` CSS pixels (a
/// headless window is never narrower than 500 pixels: a phone's width is
/// emulated, as the browser's device mode does).
fn launch_sized(chrome: &std::path::Path, width: u32, height: u32) -> Browser {
    let mut tab = Browser::launch(chrome, width.max(500), height);
    tab.call(
        "Emulation.setDeviceMetricsOverride",
        serde_json::json!({"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 500}),
    );
    tab
}

/// The number of elements `selector` finds.
fn count(tab: &mut Browser, selector: &str) -> Value {
    eval(
        tab,
        &format!(
            "JSON.stringify(document.querySelectorAll({}).length)",
            serde_json::to_string(selector).expect("JSON")
        ),
    )
}

/// Saves a screenshot beside the build (copy it to docs/ by hand).
fn save_png(tab: &mut Browser, name: &str) {
    let png = tab.screenshot();
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"), "a PNG screenshot");
    let path = format!("{}/{name}", env!("CARGO_TARGET_TMPDIR"));
    std::fs::write(&path, &png).expect("write the screenshot");
}

#[test]
#[ignore = "needs a Chromium binary (apt-get install chromium); .ci/run runs it with --ignored"]
fn chess_castles_by_clicks_with_destinations_last_move_and_illegal_clicks() {
    let srv = Server::start();
    let (id, tokens) = http::create(&srv, "chess", &["human", "human"], 1);
    play_api(
        &srv,
        id,
        &tokens,
        &["e2-e4", "e7-e5", "g1-f3", "b8-c6", "f1-c4", "g8-f6"],
    );
    let mut tab = open_seat(&srv, id, &tokens[0], 1280, 900);
    // White's board is not turned: e1 below e8.
    let turned = eval(
        &mut tab,
        "JSON.stringify([view.turned, view.cells.find((c) => c.name === 'e1').y > view.cells.find((c) => c.name === 'e8').y])",
    );
    assert_eq!(turned, serde_json::json!([false, true]));
    // The last move (g8-f6) tinted: its two cells.
    assert_eq!(count(&mut tab, "#board svg .last"), 2);
    // The king chosen: a marker on each cell it may go to, as many as its
    // legal moves (e1-e2, e1-f1 and the castling).
    click_cell(&mut tab, "e1");
    let from_e1 = eval(
        &mut tab,
        "JSON.stringify(view.legal.filter((m) => m.startsWith('e1-')).length)",
    );
    assert_eq!(from_e1, 3);
    let markers = wait_for(
        &mut tab,
        "JSON.stringify(document.querySelectorAll('#board svg .dest, #board svg .destcap').length)",
        "the destinations marked",
        |v| v.as_u64() > Some(0),
    );
    assert_eq!(markers, from_e1, "one marker per legal move from e1");
    // Castling: the king, then its destination.
    click_cell(&mut tab, "g1");
    let list = wait_for(
        &mut tab,
        "JSON.stringify(view.moves.map((m) => m.text))",
        "the castling played",
        |v| v.as_array().is_some_and(|a| a.len() == 7),
    );
    assert_eq!(list[6], "O-O", "castling reads O-O: {list}");
    // Its four cells tinted as the last move.
    assert_eq!(count(&mut tab, "#board svg .last"), 4);
    let (_, v) = srv.get(&format!("/api/games/{id}/{}", tokens[0]));
    assert_eq!(v["last"], serde_json::json!(["e1", "g1", "h1", "f1"]));
    // Black answers; an illegal click (the knight to f5) says why.
    play_api(&srv, id, &tokens[1..], &["d7-d6"]);
    wait_for(&mut tab, STATE, "white's turn", |v| v["your_turn"] == true);
    click_cell(&mut tab, "f3");
    click_cell(&mut tab, "f5");
    let said = wait_for(
        &mut tab,
        "JSON.stringify(document.getElementById('error').textContent)",
        "the refusal",
        |v| v.as_str().is_some_and(|t| !t.is_empty()),
    );
    let said = said.as_str().expect("text");
    assert!(said.contains("f3-f5 is not a legal move here"), "{said}");
    assert!(said.contains("The piece on f3 may go to"), "{said}");
    // And why, as `ludus why` says it: the rule that does not make it.
    assert!(
        said.contains(
            "Why: no rule of knight makes f3-f5 (leap (1, 2) to not-friend: does not make it)"
        ),
        "{said}"
    );
    // The flip button turns the board (a class on the picture).
    click(&mut tab, "#flip");
    assert_eq!(count(&mut tab, "#board svg.turned"), 1);
    click(&mut tab, "#flip");
    save_png(&mut tab, "serve-chess-1280.png");
}

#[test]
#[ignore = "needs a Chromium binary (apt-get install chromium); .ci/run runs it with --ignored"]
fn black_sees_the_board_turned_and_its_king_in_check() {
    let srv = Server::start();
    let (id, tokens) = http::create(&srv, "chess", &["human", "human"], 1);
    play_api(&srv, id, &tokens, &["e2-e4", "f7-f6", "d1-h5"]);
    let mut tab = open_seat(&srv, id, &tokens[1], 1280, 900);
    // Black's board turned: e8 drawn below e1, h-file on the left.
    let turned = eval(
        &mut tab,
        "JSON.stringify([view.turned, view.cells.find((c) => c.name === 'e8').y > view.cells.find((c) => c.name === 'e1').y, \
         view.cells.find((c) => c.name === 'h1').x < view.cells.find((c) => c.name === 'a1').x])",
    );
    assert_eq!(turned, serde_json::json!([true, true, true]));
    // Check marked on the king's cell.
    assert_eq!(
        eval(&mut tab, "JSON.stringify(view.check)"),
        serde_json::json!(["e8"])
    );
    assert_eq!(count(&mut tab, "#board svg .check"), 1);
    // Clicks still find the cells on the turned board: g7-g6 blocks.
    click_cell(&mut tab, "g7");
    click_cell(&mut tab, "g6");
    wait_for(&mut tab, STATE, "g7-g6 played", |v| v["moves"] == 4);
    assert_eq!(count(&mut tab, "#board svg .check"), 0);
}

/// Whether the page scrolls sideways.
const SCROLLS: &str =
    "JSON.stringify(document.documentElement.scrollWidth > document.documentElement.clientWidth)";

#[test]
#[ignore = "needs a Chromium binary (apt-get install chromium); .ci/run runs it with --ignored"]
fn pages_fit_a_phone_390_pixels_wide() {
    let srv = Server::start();
    let chrome = cdp::find_chrome().expect("Chromium");
    // The lobby: no sideways scroll, checkers chosen first.
    let mut tab = launch_sized(&chrome, 390, 844);
    tab.navigate(&format!("http://{}/", srv.addr));
    assert_eq!(eval(&mut tab, "JSON.stringify(window.innerWidth)"), 390);
    wait_for(
        &mut tab,
        "JSON.stringify(document.querySelectorAll('.kind').length)",
        "the seat choices",
        |v| v == 2,
    );
    assert_eq!(
        eval(
            &mut tab,
            "JSON.stringify(document.getElementById('game').value)"
        ),
        "checkers"
    );
    assert_eq!(eval(&mut tab, SCROLLS), false, "the lobby scrolls sideways");
    drop(tab);
    for (game, moves) in [
        ("chess", &["e2-e4", "e7-e5"][..]),
        ("checkers", &["c3-d4", "f6-e5"][..]),
    ] {
        let (id, tokens) = http::create(&srv, game, &["human", "human"], 1);
        play_api(&srv, id, &tokens, moves);
        for (width, height) in [(390, 844), (1280, 900)] {
            let mut tab = open_seat(&srv, id, &tokens[0], width, height);
            assert_eq!(
                eval(&mut tab, "JSON.stringify(window.innerWidth)"),
                width,
                "the page's width"
            );
            assert_eq!(eval(&mut tab, SCROLLS), false, "{game} at {width} px");
            // The board fits the window.
            let w = eval(
                &mut tab,
                "JSON.stringify(document.querySelector('#board svg').getBoundingClientRect().right <= window.innerWidth)",
            );
            assert_eq!(w, true, "{game} at {width} px: the board is cut");
            if !(game == "chess" && width == 1280) {
                save_png(&mut tab, &format!("serve-{game}-{width}.png"));
            }
        }
    }
}

#[test]
#[ignore = "needs a Chromium binary (apt-get install chromium); .ci/run runs it with --ignored"]
fn liga_the_exchange_and_a_card_by_clicking_cards() {
    let srv = Server::start();
    let (id, tokens) = http::create(&srv, "liga", &["human", "random", "random", "random"], 3);
    let mut tab = open_seat(&srv, id, &tokens[0], 1280, 900);
    // The exchange: a prompt naming the partner, the hand as cards.
    let s = wait_for(&mut tab, STATE, "north's turn", |v| v["your_turn"] == true);
    let prompt = eval(
        &mut tab,
        "JSON.stringify(document.querySelector('#hand .prompt').textContent)",
    );
    assert_eq!(prompt, "Give a card to south: click it.");
    let cards = eval(
        &mut tab,
        "JSON.stringify([...document.querySelectorAll('#hand .card')].map((b) => b.textContent))",
    );
    let legal = s["legal"].as_array().expect("legal").clone();
    assert_eq!(
        cards.as_array().map(Vec::len),
        Some(legal.len()),
        "one card per gift: {cards} {legal:?}"
    );
    let first = cards[0].as_str().expect("a card").to_string();
    click(&mut tab, "#hand .card");
    let mine = |tab: &mut Browser| {
        eval(
            tab,
            "JSON.stringify(view.moves.filter((m) => m.player === 'north').map((m) => m.text))",
        )
    };
    wait_for(
        &mut tab,
        &format!(
            "JSON.stringify(view.moves.some((m) => m.player === 'north' && m.text === 'give {first}'))"
        ),
        "the gift",
        |v| v == true,
    );
    // The first turn of play: a card, then its move.
    let s = wait_for(&mut tab, STATE, "north's turn to play", |v| {
        v["your_turn"] == true || v["result"].is_string()
    });
    assert!(s["result"].is_null(), "{s}");
    let before = mine(&mut tab).as_array().map_or(0, Vec::len);
    let card = eval(
        &mut tab,
        "JSON.stringify(document.querySelector('#hand .card').textContent)",
    );
    let card = card.as_str().expect("a card").to_string();
    click(&mut tab, "#hand .card");
    let n = wait_for(
        &mut tab,
        &format!(
            "JSON.stringify(view.moves.filter((m) => m.player === 'north').length > {before} ? 'played' : \
             document.querySelectorAll('#menu button').length)"
        ),
        "the card's move or its menu",
        |v| v == "played" || v.as_u64() > Some(0),
    );
    if n != "played" {
        // The card's moves: each names the card.
        let offered = eval(
            &mut tab,
            "JSON.stringify([...document.querySelectorAll('#menu button')].map((b) => b.textContent))",
        );
        assert!(
            offered
                .as_array()
                .expect("buttons")
                .iter()
                .all(|b| b.as_str().is_some_and(|t| t.contains(&card))),
            "{card}: {offered}"
        );
        click(&mut tab, "#menu button");
    }
    let played = wait_for(
        &mut tab,
        "JSON.stringify(view.moves.filter((m) => m.player === 'north').map((m) => m.text))",
        "the card played",
        |v| v.as_array().is_some_and(|a| a.len() > before),
    );
    let last = played[before].as_str().expect("text");
    assert!(last.contains(&card), "{card} played: {last}");
    save_png(&mut tab, "serve-liga-1280.png");
}

#[test]
#[ignore = "needs a Chromium binary (apt-get install chromium); .ci/run runs it with --ignored"]
fn a_promotion_is_chosen_from_the_pieces_pictures() {
    let srv = Server::start();
    let (id, tokens) = http::create(&srv, "chess", &["human", "human"], 1);
    // White's pawn reaches b7; b8 is empty.
    play_api(
        &srv,
        id,
        &tokens,
        &[
            "a2-a4", "b7-b5", "a4xb5", "a7-a6", "b5xa6", "c8-b7", "a6xb7", "b8-c6",
        ],
    );
    let mut tab = open_seat(&srv, id, &tokens[0], 1280, 900);
    wait_for(&mut tab, STATE, "white's turn", |v| v["your_turn"] == true);
    click_cell(&mut tab, "b7");
    click_cell(&mut tab, "b8");
    // Four pictures, one per piece the pawn may become, each the piece's
    // glyph as the board draws it.
    let faces = wait_for(
        &mut tab,
        "JSON.stringify([...document.querySelectorAll('#menu button.promo')].map((b) => [b.dataset.move, b.querySelector('svg text').textContent]))",
        "the promotion chooser",
        |v| v.as_array().is_some_and(|a| !a.is_empty()),
    );
    assert_eq!(
        faces,
        serde_json::json!([
            ["b7-b8=Q", "♕"],
            ["b7-b8=R", "♖"],
            ["b7-b8=B", "♗"],
            ["b7-b8=N", "♘"]
        ]),
    );
    assert_eq!(count(&mut tab, "#menu button.promo svg circle"), 4);
    // Clicking the knight plays that move.
    click_where(
        &mut tab,
        "[...document.querySelectorAll('#menu button.promo')].find((b) => b.dataset.move === 'b7-b8=N')",
    );
    let list = wait_for(
        &mut tab,
        "JSON.stringify(view.moves.map((m) => m.text))",
        "the promotion played",
        |v| v.as_array().is_some_and(|a| a.len() == 9),
    );
    assert_eq!(list[8], "b7-b8=N");
}

#[test]
#[ignore = "needs a Chromium binary (apt-get install chromium); .ci/run runs it with --ignored"]
fn liga_is_drawn_as_a_race_track_with_a_legend() {
    let srv = Server::start();
    let (id, tokens) = http::create(&srv, "liga", &["human", "random", "random", "random"], 3);
    for (width, height) in [(1280, 900), (390, 844)] {
        let mut tab = open_seat(&srv, id, &tokens[0], width, height);
        wait_for(&mut tab, STATE, "north's turn", |v| v["your_turn"] == true);
        // The ring's 64 cells and the four homes of four: circles, no
        // squares of a chessboard.
        assert_eq!(count(&mut tab, "#board svg circle.cell"), 64 + 16);
        assert_eq!(count(&mut tab, "#board svg polygon.arrow"), 16);
        assert_eq!(count(&mut tab, "#board svg rect.store"), 4);
        assert_eq!(count(&mut tab, "#board svg circle.stored"), 16);
        // The legend: base, exit, fresh and home explained.
        let legend = eval(
            &mut tab,
            "JSON.stringify([...document.querySelectorAll('#legend li')].map((l) => l.textContent.split(':')[0]))",
        );
        assert_eq!(
            legend,
            serde_json::json!(["base", "exit", "fresh (n, e, s, w)", "home"])
        );
        // Sound is offered, and off until the player turns it on.
        assert_eq!(
            eval(
                &mut tab,
                "JSON.stringify(document.getElementById('sound').checked)"
            ),
            false
        );
        assert_eq!(eval(&mut tab, SCROLLS), false, "LIGA at {width} px");
        save_png(&mut tab, &format!("serve-liga-track-{width}.png"));
    }
}

/// Placement by clicking an empty cell, on Hex's leaning board of
/// hexagons: each click is `enter CELL`, the cell found where it is drawn
/// (each rank half a cell right of the one below); the last click joins
/// red's edges.
#[test]
#[ignore = "needs a Chromium binary (apt-get install chromium); .ci/run runs it with --ignored"]
fn hex_placement_by_clicking_empty_cells() {
    let srv = Server::start();
    let (id, tokens) = http::create(&srv, "hex", &["human", "human"], 1);
    // Red's stones on file e but e6, blue's on files a and b.
    let mut setup = Vec::new();
    for (r, b) in ["e1", "e2", "e3", "e4", "e5", "e7", "e8", "e9", "e10"]
        .iter()
        .zip(["a1", "a2", "a3", "a4", "a5", "b1", "b2", "b3", "b4"])
    {
        setup.push(format!("enter {r}"));
        setup.push(format!("enter {b}"));
    }
    let setup: Vec<&str> = setup.iter().map(String::as_str).collect();
    play_api(&srv, id, &tokens, &setup);
    let mut red = open_seat(&srv, id, &tokens[0], 1280, 900);
    // The leaning board: e2 drawn half a cell right of e1.
    let lean = eval(
        &mut red,
        "JSON.stringify(view.cells.find((c) => c.name === 'e2').x - view.cells.find((c) => c.name === 'e1').x)",
    );
    assert_eq!(
        lean.as_i64(),
        Some(
            eval(&mut red, "JSON.stringify(view.cell_size / 2)")
                .as_i64()
                .unwrap()
        )
    );
    click_cell(&mut red, "e11");
    wait_for(&mut red, STATE, "enter e11 played", |v| v["moves"] == 19);
    play_api(&srv, id, &tokens[1..], &["enter b5"]);
    wait_for(&mut red, STATE, "blue's answer shown", |v| {
        v["your_turn"] == true
    });
    click_cell(&mut red, "e6");
    let v = wait_for(&mut red, STATE, "the connection", |v| {
        !v["result"].is_null()
    });
    assert!(
        v["result"]
            .as_str()
            .unwrap_or("")
            .contains("edges connected"),
        "{v}"
    );
}

/// A move followed by a shot, by three clicks (Amazons): the queen, its
/// destination, then the cell the arrow lands on, each shot marked with a
/// dot after the second click; a cell that is no shot says so and keeps
/// the choice.
#[test]
#[ignore = "needs a Chromium binary (apt-get install chromium); .ci/run runs it with --ignored"]
fn amazons_move_then_shot_by_three_clicks() {
    let srv = Server::start();
    let (id, tokens) = http::create(&srv, "amazons", &["human", "human"], 1);
    let mut tab = open_seat(&srv, id, &tokens[0], 1280, 900);
    wait_for(&mut tab, STATE, "white's turn", |v| v["your_turn"] == true);
    // From d7 the arrow flies along every line of the emptied board.
    let n = eval(
        &mut tab,
        "JSON.stringify(view.legal_info.filter((i) => i.from === 'd1' && i.to === 'd7' && i.then && !i.then_takes).length)",
    );
    assert!(n.as_u64().is_some_and(|n| n > 10), "{n}");
    click_cell(&mut tab, "d1");
    click_cell(&mut tab, "d7");
    // Every shot is marked, and the menu lists the same moves.
    let marked = "JSON.stringify([document.querySelectorAll('#board svg circle.dest').length, document.querySelectorAll('#menu button').length])";
    assert_eq!(eval(&mut tab, marked), serde_json::json!([n, n]));
    // d1 itself is a shot (the queen left it); a1 is none.
    click_cell(&mut tab, "a1");
    let said = eval(&mut tab, "JSON.stringify($('error').textContent)");
    assert!(
        said.to_string().contains("a1 is not a choice here"),
        "{said}"
    );
    click_cell(&mut tab, "g7");
    let list = wait_for(
        &mut tab,
        "JSON.stringify(view.moves.map((m) => m.text))",
        "the move and its shot played",
        |v| v.as_array().is_some_and(|a| a.len() == 1),
    );
    assert_eq!(list[0], "d1-d7/g7");
}

/// Shogi by clicks: a drop by clicking the piece in hand then a cell, and
/// a promotion the mover may decline chosen from two pictures (the piece
/// as it is, and promoted).
#[test]
#[ignore = "needs a Chromium binary (apt-get install chromium); .ci/run runs it with --ignored"]
fn shogi_drop_by_the_hand_and_an_optional_promotion_by_pictures() {
    let srv = Server::start();
    let (id, tokens) = http::create(&srv, "shogi", &["human", "human"], 1);
    // Black's bishop takes white's, which white's silver takes back:
    // black holds a bishop.
    play_api(&srv, id, &tokens, &["c3-c4", "g7-g6", "b2xh8=+B", "g9xh8"]);
    let mut tab = open_seat(&srv, id, &tokens[0], 1280, 900);
    wait_for(&mut tab, STATE, "black's turn", |v| v["your_turn"] == true);
    let hand = wait_for(
        &mut tab,
        "JSON.stringify([...document.querySelectorAll('#hand .drop')].map((b) => b.dataset.drop))",
        "the hand",
        |v| v.as_array().is_some_and(|a| !a.is_empty()),
    );
    assert_eq!(hand, serde_json::json!(["B"]));
    click_where(&mut tab, "document.querySelector('#hand .drop')");
    click_cell(&mut tab, "e5");
    wait_for(
        &mut tab,
        "JSON.stringify(view.moves.map((m) => m.text))",
        "the drop played",
        |v| v.as_array().is_some_and(|a| a.len() == 5),
    );
    play_api(&srv, id, &tokens[1..], &["a7-a6"]);
    wait_for(&mut tab, STATE, "black's turn again", |v| {
        v["your_turn"] == true
    });
    click_cell(&mut tab, "e5");
    click_cell(&mut tab, "g7");
    let faces = wait_for(
        &mut tab,
        "JSON.stringify([...document.querySelectorAll('#menu button.promo')].map((b) => [b.dataset.move, b.querySelector('svg text').textContent]))",
        "the promotion chooser",
        |v| v.as_array().is_some_and(|a| !a.is_empty()),
    );
    assert_eq!(
        faces,
        serde_json::json!([["e5-g7", "角"], ["e5-g7=+B", "馬"]])
    );
    click_where(
        &mut tab,
        "[...document.querySelectorAll('#menu button.promo')].find((b) => b.dataset.move === 'e5-g7=+B')",
    );
    let list = wait_for(
        &mut tab,
        "JSON.stringify(view.moves.map((m) => m.text))",
        "the promotion played",
        |v| v.as_array().is_some_and(|a| a.len() == 7),
    );
    assert_eq!(list[4], "B@e5");
    assert_eq!(list[6], "e5-g7=+B");
}

/// Backgammon by clicks: the seat to move rolls the dice by the button
/// (the server draws the numbers), and the roll is shown on the board.
#[test]
#[ignore = "needs a Chromium binary (apt-get install chromium); .ci/run runs it with --ignored"]
fn backgammon_dice_rolled_by_a_button_and_shown() {
    let srv = Server::start();
    let (id, tokens) = http::create(&srv, "backgammon", &["human", "human"], 2);
    let mut tab = open_seat(&srv, id, &tokens[0], 1280, 900);
    wait_for(&mut tab, STATE, "white's turn", |v| v["your_turn"] == true);
    let label = wait_for(
        &mut tab,
        "JSON.stringify(document.querySelector('#roll') && document.querySelector('#roll').textContent)",
        "the roll button",
        |v| v.is_string(),
    );
    assert_eq!(label, "Roll the dice");
    click_where(&mut tab, "document.querySelector('#roll')");
    let list = wait_for(
        &mut tab,
        "JSON.stringify(view.moves.map((m) => m.text))",
        "the roll played",
        |v| v.as_array().is_some_and(|a| a.len() == 1),
    );
    let roll = list[0].as_str().expect("text").to_string();
    assert!(roll.starts_with("roll "), "{roll}");
    let dice = wait_for(
        &mut tab,
        "JSON.stringify(document.querySelector('#board svg').textContent)",
        "the dice on the board",
        |v| v.as_str().is_some_and(|t| t.contains("dice: ")),
    );
    let shown = format!("dice: {}", &roll["roll ".len()..]);
    assert!(
        dice.as_str().expect("text").contains(&shown),
        "{dice} vs {shown}"
    );
}
