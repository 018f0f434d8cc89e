//! `ludus serve` by its JSON API, over real HTTP on 127.0.0.1 with a port
//! the system chooses: a whole checkers game, per-seat secrecy in LIGA
//! (checked against the real hands of the same seeded game replayed here),
//! refusals, malformed requests, and many games at once.

use std::process::Command;
use std::time::{Duration, Instant};

use ludus::{Match, notation};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{Value, json};

#[path = "common/http.rs"]
mod http;
use http::{Events, PATIENCE, Server, create, strs};

/// Plays random legal moves as whichever seat is to move until the game
/// ends (or `max` plies); the moves played.
fn play_out(
    srv: &Server,
    id: u64,
    tokens: &[String],
    rng: &mut ChaCha8Rng,
    max: usize,
) -> Vec<String> {
    let mut played = Vec::new();
    while played.len() < max {
        let views: Vec<Value> = tokens
            .iter()
            .map(|t| srv.get(&format!("/api/games/{id}/{t}")).1)
            .collect();
        if !views[0]["result"].is_null() {
            break;
        }
        let me = views
            .iter()
            .position(|v| v["your_turn"] == true)
            .expect("a seat to move");
        let legal = strs(&views[me]["legal"]);
        let (_, listed) = srv.get(&format!("/api/games/{id}/{}/moves", tokens[me]));
        assert_eq!(strs(&listed["moves"]), legal);
        let mv = legal[rng.random_range(0..legal.len())].clone();
        let (st, v) = srv.post(
            &format!("/api/games/{id}/{}/move", tokens[me]),
            &json!({"move": mv}),
        );
        assert_eq!(st, 200, "{mv}: {v}");
        played.push(mv);
    }
    played
}

#[test]
fn a_whole_checkers_game_by_api() {
    let srv = Server::start();
    let (id, tokens) = create(&srv, "checkers", &["human", "human"], 1);
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let played = play_out(&srv, id, &tokens, &mut rng, 2000);
    let (_, v) = srv.get(&format!("/api/games/{id}/{}", tokens[0]));
    let result = v["result"].as_str().expect("the game ended");
    assert!(v["svg"].as_str().expect("svg").starts_with("<svg"));
    assert_eq!(v["moves"].as_array().expect("moves").len(), played.len());
    // The same moves played here end the same way.
    let game =
        ludus::load(concat!(env!("CARGO_MANIFEST_DIR"), "/games/checkers.game")).expect("checkers");
    let mut m = Match::new(&game);
    for t in &played {
        m.play_text(t).expect("legal here too");
    }
    let o = m.outcome().expect("over here too");
    assert!(result.contains(&o.reason), "{result} vs {}", o.reason);
}

#[test]
fn checkers_against_random_reaches_a_result() {
    let srv = Server::start();
    let (id, tokens) = create(&srv, "checkers", &["human", "random"], 5);
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let path = format!("/api/games/{id}/{}", tokens[0]);
    // A whole game of a few hundred requests: three times one reply's
    // patience, far more than the second it takes on a quiet machine.
    let until = Instant::now() + 3 * PATIENCE;
    while Instant::now() < until {
        let (_, v) = srv.get(&path);
        if !v["result"].is_null() {
            assert!(v["moves"].as_array().expect("moves").len() > 2);
            return;
        }
        if v["your_turn"] == true {
            let legal = strs(&v["legal"]);
            let mv = &legal[rng.random_range(0..legal.len())];
            let (st, w) = srv.post(&format!("{path}/move"), &json!({"move": mv}));
            assert_eq!(st, 200, "{w}");
        } else {
            std::thread::sleep(Duration::from_millis(2));
        }
    }
    panic!("no result");
}

/// Checks one response to seat `x` of the LIGA game replayed in `m`: the
/// hands it may not see are only sizes everywhere (text and SVG), the
/// cards given face down that it may not see are not named, and nothing
/// but the view's fields is sent.
fn assert_no_leak(m: &Match, x: u8, v: &Value, hidden_gives: &[(usize, String)]) {
    let game = m.game;
    let body = v.to_string();
    let keys: Vec<&String> = v.as_object().expect("an object").keys().collect();
    let allowed = [
        "id",
        "game",
        "title",
        "seat",
        "seat_index",
        "players",
        "to_move",
        "your_turn",
        "thinking",
        "position",
        "cards",
        "svg",
        "cells",
        "cell_size",
        "moves",
        "moves_from",
        "plies",
        "legal",
        "result",
        "version",
        "seed_chosen",
        // The board marks (issue 38): the legal moves again, by cells; the
        // cells of a last move the seat saw; the kings in check; whether
        // the board is turned for the seat.
        "legal_info",
        "last",
        "check",
        "turned",
        // The game's legend, from its rule file (`picture { legend ... }`).
        "legend",
    ];
    assert!(
        keys.iter().all(|k| allowed.contains(&k.as_str())),
        "{keys:?}"
    );
    // The moves by cells are the legal moves, nothing more.
    if let Some(info) = v["legal_info"].as_array() {
        let texts: Vec<&Value> = info.iter().map(|i| &i["text"]).collect();
        let legal: Vec<&Value> = v["legal"]
            .as_array()
            .map_or(Vec::new(), |l| l.iter().collect());
        assert_eq!(texts, legal, "legal_info is not the legal moves");
    }
    let all = notation::hands_text(game, &m.state, None).expect("cards");
    for (q, name) in game.players.iter().enumerate() {
        let q8 = u8::try_from(q).expect("seat");
        if m.state.sees_hand(game, x, q8) {
            continue;
        }
        // The whole hand, as it would be shown to one who sees it.
        let full = all
            .lines()
            .find(|l| l.starts_with(&format!("hand of {name}:")))
            .expect("a hand line");
        if !full.ends_with("(empty)") {
            assert!(!body.contains(full), "seat {x} is sent `{full}`");
        }
        let hidden = format!("hand of {name}: ");
        for field in ["position", "cards", "svg"] {
            let text = v[field].as_str().expect("text");
            let at = text.find(&hidden).expect("the hand's line");
            let line = text[at..].lines().next().expect("line");
            assert!(
                line.contains("(hidden)"),
                "seat {x} field {field}: `{line}`"
            );
        }
    }
    // An event stream's view holds the moves from `moves_from` on.
    let moves = v["moves"].as_array().expect("moves");
    let from = usize::try_from(v["moves_from"].as_u64().expect("moves_from")).expect("small");
    for (i, text) in hidden_gives.iter().filter(|(i, _)| *i >= from) {
        assert_eq!(
            moves[i - from]["text"],
            "gives a card",
            "seat {x} sees `{text}`"
        );
    }
    assert!(!body.contains("deck order") && !body.contains("\"deck\""));
}

#[test]
fn liga_every_response_to_a_seat_shows_only_what_it_may_see() {
    let srv = Server::start();
    let seed = 7;
    let (id, tokens) = create(&srv, "liga", &["human"; 4], seed);
    let game = ludus::load(concat!(env!("CARGO_MANIFEST_DIR"), "/games/liga.game")).expect("liga");
    let mut m = Match::new_seeded(&game, seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    // Per seat: the moves (index, text) whose card it may not see.
    let mut hidden: Vec<Vec<(usize, String)>> = vec![Vec::new(); 4];
    let mut gives_hidden = 0;
    for ply in 0..160 {
        if m.outcome().is_some() {
            break;
        }
        for (x, t) in tokens.iter().enumerate() {
            let x8 = u8::try_from(x).expect("seat");
            let (st, v) = srv.get(&format!("/api/games/{id}/{t}"));
            assert_eq!(st, 200);
            assert_no_leak(&m, x8, &v, &hidden[x]);
            let (_, mv) = srv.get(&format!("/api/games/{id}/{t}/moves"));
            if m.chooser() != x8 {
                assert!(
                    strs(&mv["moves"]).is_empty(),
                    "seat {x} is sent another's moves"
                );
            }
        }
        let me = m.chooser();
        let legal = m.legal_moves();
        let mv = legal[rng.random_range(0..legal.len())];
        let text = m.text(&mv);
        for (x, h) in hidden.iter_mut().enumerate() {
            if !notation::sees_card(&game, &m.state, &mv, u8::try_from(x).expect("seat")) {
                h.push((ply, text.clone()));
                gives_hidden += 1;
            }
        }
        let (st, v) = srv.post(
            &format!("/api/games/{id}/{}/move", tokens[usize::from(me)]),
            &json!({"move": text}),
        );
        assert_eq!(st, 200, "{text}: {v}");
        m.play(&mv).expect("legal");
        assert_no_leak(&m, me, &v, &hidden[usize::from(me)]);
    }
    assert!(gives_hidden > 0, "the game reached no face-down exchange");
    assert!(m.played.len() >= 40, "too short a game to tell");
    // Each new deal is a line of the move list, after the move it followed.
    let (_, v) = srv.get(&format!("/api/games/{id}/{}", tokens[0]));
    let deals: Vec<&str> = v["moves"]
        .as_array()
        .expect("moves")
        .iter()
        .filter_map(|m| m["deal"].as_str())
        .collect();
    assert_eq!(
        deals.len(),
        usize::try_from(m.state.deals).expect("small") - 1,
        "{deals:?}"
    );
    assert_eq!(deals.first(), Some(&"new deal (deal 2): north deals"));
}

#[test]
fn an_illegal_move_says_why_where_no_hand_is_hidden() {
    let srv = Server::start();
    let (id, tokens) = create(&srv, "chess", &["human", "human"], 1);
    let (st, v) = srv.post(
        &format!("/api/games/{id}/{}/move", tokens[0]),
        &json!({"move": "g1-g3"}),
    );
    assert_eq!(st, 422, "{v}");
    let said = v["error"].as_str().expect("error");
    assert!(
        said.contains(
            "; why: no rule of knight makes `g1-g3` (`leap (1, 2) to not-friend`: does not make it)"
        ),
        "{said}"
    );
    // With hidden hands the reason would be worked out on every hand: not
    // given.
    let (id, tokens) = create(&srv, "liga", &["human"; 4], 1);
    let (st, v) = srv.post(
        &format!("/api/games/{id}/{}/move", tokens[0]),
        &json!({"move": "a1-a2"}),
    );
    assert!((400..500).contains(&st), "{v}");
    assert!(!v["error"].as_str().expect("error").contains("why:"), "{v}");
}

#[test]
fn a_move_from_the_wrong_seat_or_an_illegal_move_is_refused_and_changes_nothing() {
    let srv = Server::start();
    let (id, tokens) = create(&srv, "checkers", &["human", "human"], 2);
    let path = |s: usize| format!("/api/games/{id}/{}", tokens[s]);
    let (_, before) = srv.get(&path(0));
    let (_, before1) = srv.get(&path(1));
    let legal = strs(&before["legal"]);
    assert!(!legal.is_empty() && strs(&before1["legal"]).is_empty());
    let (st, v) = srv.post(&format!("{}/move", path(1)), &json!({"move": legal[0]}));
    assert_eq!(st, 409, "{v}");
    assert!(v["error"].as_str().expect("error").contains("turn"));
    for bad in ["a1-a2", "zz", "", "c3-d4-e5-f6"] {
        let (st, v) = srv.post(&format!("{}/move", path(0)), &json!({"move": bad}));
        assert!((400..500).contains(&st), "{bad}: {st}");
        assert!(v["error"].is_string(), "{v}");
    }
    let (st, v) = srv.post(
        &format!("/api/games/{id}/nosuchtoken/move"),
        &json!({"move": legal[0]}),
    );
    assert_eq!(st, 404, "{v}");
    assert_eq!(srv.get(&path(0)).1, before);
    assert_eq!(srv.get(&path(1)).1, before1);
}

#[test]
fn a_thousand_malformed_requests_do_not_stop_the_server() {
    let srv = Server::start();
    let (id, tokens) = create(&srv, "checkers", &["human", "random"], 3);
    let mut rng = ChaCha8Rng::seed_from_u64(99);
    let paths = [
        "/api/games".to_string(),
        format!("/api/games/{id}/{}", tokens[0]),
        format!("/api/games/{id}/{}/move", tokens[0]),
        format!("/api/games/{id}/{}/resign", tokens[1]),
        format!("/api/games/{id}/{}/moves", tokens[0]),
        "/api/games/99999999999999999999999/x".to_string(),
        "/play/1/../../etc".to_string(),
        "/%ff%fe".to_string(),
    ];
    let bodies = [
        "{\"game\":\"../../etc/passwd\"}",
        "{\"game\":\"checkers\",\"seats\":[\"mcts:x\",\"who\"]}",
        "{\"game\":\"checkers\",\"seats\":[\"human\",\"human\",\"human\"]}",
        "{\"move\":123}",
        "{\"move\":\"x\".repeat}",
        "[[[[[[[[[[",
        "null",
        "{\"game\":\"checkers\",\"seed\":-1}",
    ];
    let mut answered = 0;
    for i in 0..1000 {
        let method = ["GET", "POST", "PUT", "DELETE", "P@ST", ""][rng.random_range(0..6)];
        let path = &paths[rng.random_range(0..paths.len())];
        let mut body: Vec<u8> = match i % 3 {
            0 => bodies[rng.random_range(0..bodies.len())]
                .as_bytes()
                .to_vec(),
            1 => (0..rng.random_range(0..300))
                .map(|_| rng.random())
                .collect(),
            _ => Vec::new(),
        };
        // Mostly past the guard (this server's Host, a JSON body), so that
        // the routes see the malformed parts.
        let host = if i % 7 == 0 { "x" } else { srv.addr.as_str() };
        let kind = if i % 2 == 0 {
            "application/json"
        } else {
            "text/plain"
        };
        let mut req = format!(
            "{method} {path} HTTP/1.1\r\nHost: {host}\r\nContent-Type: {kind}\r\nConnection: close\r\n"
        )
        .into_bytes();
        match i % 5 {
            0 => req.extend(format!("Content-Length: {}\r\n\r\n", body.len()).as_bytes()),
            1 => req.extend(b"Content-Length: 99999999999\r\n\r\n"),
            2 => req.extend(b"Transfer-Encoding: chunked\r\n\r\nzz\r\n"),
            3 => {
                req = (0..rng.random_range(1..200))
                    .map(|_| rng.random())
                    .collect();
                body.clear();
            }
            _ => req.extend(b"\r\n"),
        }
        req.extend(&body);
        if let Some((st, _)) = srv.raw(&req, true) {
            assert!(
                st < 500 || st == 501 || st == 505,
                "{st} for {}",
                String::from_utf8_lossy(&req)
            );
            answered += 1;
        }
    }
    assert!(answered > 500, "only {answered} answers");
    let (st, v) = srv.get("/api/games");
    assert_eq!(st, 200);
    assert!(strs(&v["games"]).contains(&"checkers".to_string()));
    let (st, _) = srv.get(&format!("/api/games/{id}/{}", tokens[0]));
    assert_eq!(st, 200);
}

#[test]
fn fifty_concurrent_games_keep_separate_states() {
    let srv = Server::start();
    let game =
        ludus::load(concat!(env!("CARGO_MANIFEST_DIR"), "/games/checkers.game")).expect("checkers");
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..50u64)
            .map(|g| {
                let (srv, game) = (&srv, &game);
                s.spawn(move || {
                    let (id, tokens) = create(srv, "checkers", &["human", "human"], g);
                    let mut rng = ChaCha8Rng::seed_from_u64(1000 + g);
                    let plies = 4 + usize::try_from(g % 7).expect("small");
                    let played = play_out(srv, id, &tokens, &mut rng, plies);
                    let mut m = Match::new(game);
                    for t in &played {
                        m.play_text(t).expect("legal");
                    }
                    let (_, v) = srv.get(&format!("/api/games/{id}/{}", tokens[0]));
                    let seen: Vec<String> = v["moves"]
                        .as_array()
                        .expect("moves")
                        .iter()
                        .map(|x| x["text"].as_str().expect("text").to_string())
                        .collect();
                    assert_eq!(seen, played, "game {g}");
                    assert_eq!(
                        v["position"].as_str(),
                        Some(notation::diagram_for(game, &m.state, Some(0)).as_str())
                    );
                    played
                })
            })
            .collect();
        let games: Vec<Vec<String>> = handles
            .into_iter()
            .map(|h| h.join().expect("no panic"))
            .collect();
        let distinct: std::collections::HashSet<_> = games.iter().collect();
        assert!(distinct.len() > 40, "the games should differ");
    });
}

#[test]
fn the_page_is_served_for_the_lobby_and_each_seat() {
    let srv = Server::start();
    for path in ["/", "/play/1/0123abcd"] {
        let req = format!(
            "GET {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n",
            srv.addr
        );
        let (st, body) = srv.raw(req.as_bytes(), false).expect("an answer");
        assert_eq!(st, 200);
        assert!(
            body.contains("<!doctype html>") && body.contains("/api/games"),
            "{path}"
        );
    }
    let (st, v) = srv.get("/api/rules/liga");
    assert_eq!(st, 200);
    assert_eq!(strs(&v["players"]).len(), 4);
    let (st, v) = srv.get("/api/rules/..%2Fsecret");
    assert_eq!(st, 404, "{v}");
}

#[test]
fn liga_event_streams_and_the_record_show_a_seat_only_what_it_may_see() {
    let srv = Server::start();
    let seed = 11;
    let (id, tokens) = create(&srv, "liga", &["human"; 4], seed);
    let game = ludus::load(concat!(env!("CARGO_MANIFEST_DIR"), "/games/liga.game")).expect("liga");
    let mut m = Match::new_seeded(&game, seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut streams: Vec<Events> = tokens
        .iter()
        .map(|t| Events::open(&srv, &format!("/api/games/{id}/{t}/events")))
        .collect();
    let mut hidden: Vec<Vec<(usize, String)>> = vec![Vec::new(); 4];
    for (x, s) in streams.iter_mut().enumerate() {
        assert_no_leak(&m, u8::try_from(x).expect("seat"), &s.until(0), &hidden[x]);
    }
    for ply in 0..80 {
        if m.outcome().is_some() {
            break;
        }
        let me = m.chooser();
        let legal = m.legal_moves();
        let mv = legal[rng.random_range(0..legal.len())];
        let text = m.text(&mv);
        for (x, h) in hidden.iter_mut().enumerate() {
            if !notation::sees_card(&game, &m.state, &mv, u8::try_from(x).expect("seat")) {
                h.push((ply, text.clone()));
            }
        }
        let (st, _) = srv.post(
            &format!("/api/games/{id}/{}/move", tokens[usize::from(me)]),
            &json!({"move": text}),
        );
        assert_eq!(st, 200);
        m.play(&mv).expect("legal");
        let version = u64::try_from(ply + 1).expect("small");
        for (x, s) in streams.iter_mut().enumerate() {
            let v = s.until(version);
            assert_eq!(v["version"].as_u64(), Some(version));
            assert_no_leak(&m, u8::try_from(x).expect("seat"), &v, &hidden[x]);
        }
        // While the game goes on, neither the record nor its replay is
        // given, and no move is taken back (it would show hidden cards).
        let t = &tokens[ply % 4];
        let (st, v) = srv.post(&format!("/api/games/{id}/{t}/undo"), &json!(null));
        assert_eq!(st, 409, "{v}");
        assert!(v["error"].as_str().expect("error").contains("cards"));
        for path in ["record", "replay?ply=1"] {
            let (st, v) = srv.get(&format!("/api/games/{id}/{t}/{path}"));
            assert_eq!(st, 409, "{path}: {v}");
            assert_eq!(v.as_object().expect("object").len(), 1, "{v}");
            assert!(v["error"].as_str().expect("error").contains("over"));
        }
    }
    assert!(
        hidden.iter().any(|h| !h.is_empty()),
        "no face-down exchange"
    );
    // Once over (a resignation), every seat may have the whole record.
    let (st, _) = srv.post(
        &format!("/api/games/{id}/{}/resign", tokens[0]),
        &json!(null),
    );
    assert_eq!(st, 200);
    let (st, rec) = srv.get(&format!("/api/games/{id}/{}/record", tokens[2]));
    assert_eq!(st, 200, "{rec}");
    assert_eq!(rec["seed"].as_u64(), Some(seed));
    assert_eq!(
        rec["moves"].as_array().expect("moves").len(),
        m.played.len()
    );
}

#[test]
fn a_pasted_game_gets_the_diagnostics_of_check_json_and_plays_if_it_checks() {
    let srv = Server::start();
    let good = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/games/checkers.game"))
        .expect("checkers");
    let bad = good.replacen("man", "mna", 2);
    let (st, r) = srv.post("/api/check", &json!({"text": bad}));
    assert_eq!(st, 200, "{r}");
    assert_eq!(r["ok"], false);
    assert!(r["title"].is_null() && r["players"].is_null());
    // The same diagnostics as `ludus check --json` on the same text.
    let dir = std::env::temp_dir().join(format!("ludus-serve-check-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("pasted.game");
    std::fs::write(&file, &bad).expect("write");
    let out = Command::new(env!("CARGO_BIN_EXE_ludus"))
        .args(["check", "--json"])
        .arg(&file)
        .output()
        .expect("ludus check");
    let cli: Value = serde_json::from_slice(&out.stdout).expect("check --json");
    let strip = |ds: &Value| -> Vec<Value> {
        ds.as_array()
            .expect("diagnostics")
            .iter()
            .map(|d| {
                let mut d = d.clone();
                d.as_object_mut().expect("object").remove("file");
                d
            })
            .collect()
    };
    let served = strip(&r["diagnostics"]);
    assert!(!served.is_empty());
    assert_eq!(served, strip(&cli[0]["diagnostics"]));
    assert!(served.iter().all(
        |d| d["code"].as_str().is_some_and(|c| c.starts_with("ludus::"))
            && d["line"].as_u64().is_some()
            && d["message"].is_string()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    // A text that does not check is not played; one that checks is.
    let (st, v) = srv.post(
        "/api/games",
        &json!({"text": bad, "seats": ["human", "human"]}),
    );
    assert_eq!(st, 400, "{v}");
    assert!(
        v["error"]
            .as_str()
            .expect("error")
            .contains("does not check")
    );
    let (st, r) = srv.post("/api/check", &json!({"text": good}));
    assert_eq!(st, 200);
    assert_eq!(
        (r["ok"].clone(), strs(&r["players"]).len()),
        (json!(true), 2)
    );
    let (st, v) = srv.post(
        "/api/games",
        &json!({"text": good, "seats": ["human", "random"], "seed": 4}),
    );
    assert_eq!(st, 201, "{v}");
    assert_eq!(v["game"], "pasted");
    let t = v["seats"][0]["token"].as_str().expect("token");
    let path = format!("/api/games/{}/{t}", v["id"]);
    let (_, view) = srv.get(&path);
    let mv = strs(&view["legal"])[0].clone();
    let (st, after) = srv.post(&format!("{path}/move"), &json!({"move": mv}));
    assert_eq!(st, 200, "{after}");
    // A pasted text reads no file: `extends` is a diagnostic.
    let (_, r) = srv.post(
        "/api/check",
        &json!({"text": "game \"x\" extends \"checkers.game\"\n"}),
    );
    assert_eq!(r["ok"], false);
    assert_eq!(r["diagnostics"][0]["code"], "ludus::extends-without-file");
    // Neither or both of `game` and `text`: refused.
    let (st, _) = srv.post("/api/games", &json!({"seats": []}));
    assert_eq!(st, 400);
    let (st, _) = srv.post("/api/games", &json!({"game": "checkers", "text": good}));
    assert_eq!(st, 400);
}

#[test]
fn undo_takes_back_a_seats_own_last_move_only_in_games_without_a_computer_seat() {
    let srv = Server::start();
    let (id, tokens) = create(&srv, "checkers", &["human", "human"], 6);
    let path = |s: usize| format!("/api/games/{id}/{}", tokens[s]);
    let (st, v) = srv.post(&format!("{}/undo", path(0)), &json!(null));
    assert_eq!(st, 409, "nothing to take back: {v}");
    let (_, start) = srv.get(&path(0));
    let mut rng = ChaCha8Rng::seed_from_u64(6);
    let played = play_out(&srv, id, &tokens, &mut rng, 2);
    let game =
        ludus::load(concat!(env!("CARGO_MANIFEST_DIR"), "/games/checkers.game")).expect("checkers");
    let mut m = Match::new(&game);
    m.play_text(&played[0]).expect("legal");
    let after_one = notation::diagram_for(&game, &m.state, Some(0));
    // A seat takes back only its own last move (issue 39, finding 7):
    // never the opponent's, which needs the opponent's consent.
    let (st, v) = srv.post(&format!("{}/undo", path(0)), &json!(null));
    assert_eq!(st, 409, "{v}");
    assert!(
        v["error"].as_str().expect("error").contains("own move"),
        "{v}"
    );
    let (_, now) = srv.get(&path(0));
    assert_eq!(now["moves"].as_array().expect("moves").len(), 2);
    let (st, v) = srv.post(&format!("{}/undo", path(1)), &json!(null));
    assert_eq!(st, 200, "{v}");
    assert_eq!(v["moves"].as_array().expect("moves").len(), 1);
    assert_eq!(v["seat_index"], 1);
    let (_, v) = srv.get(&path(0));
    assert_eq!(v["position"].as_str(), Some(after_one.as_str()));
    assert_eq!(v["your_turn"], false);
    let (st, v) = srv.post(&format!("{}/undo", path(0)), &json!(null));
    assert_eq!(st, 200, "{v}");
    let (_, v) = srv.get(&path(0));
    for key in ["position", "svg", "legal", "moves", "to_move", "your_turn"] {
        assert_eq!(v[key], start[key], "{key}");
    }
    assert!(v["version"].as_u64() > start["version"].as_u64());
    // After a resignation, no undo.
    play_out(&srv, id, &tokens, &mut rng, 1);
    srv.post(&format!("{}/resign", path(1)), &json!(null));
    let (st, _) = srv.post(&format!("{}/undo", path(0)), &json!(null));
    assert_eq!(st, 409);
    // With a computer seat: refused, and nothing changes.
    let (id, tokens) = create(&srv, "checkers", &["human", "random"], 6);
    let p = format!("/api/games/{id}/{}", tokens[0]);
    let (_, v) = srv.get(&p);
    let mv = strs(&v["legal"])[0].clone();
    srv.post(&format!("{p}/move"), &json!({"move": mv}));
    // The computer replies on its own: wait for its move, so that nothing
    // changes the game between `before` and `now` but the undo asked for.
    let mut before = Value::Null;
    let until = Instant::now() + PATIENCE;
    while Instant::now() < until {
        before = srv.get(&p).1;
        if before["your_turn"] == true {
            break;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    assert_eq!(before["your_turn"], true, "the computer replied");
    let (st, v) = srv.post(&format!("{p}/undo"), &json!(null));
    assert_eq!(st, 409, "{v}");
    assert!(v["error"].as_str().expect("error").contains("computer"));
    let (_, now) = srv.get(&p);
    assert_eq!(now["moves"], before["moves"]);
}

#[test]
fn the_record_downloaded_replays_with_ludus_replay_and_in_the_viewer() {
    let srv = Server::start();
    let (id, tokens) = create(&srv, "checkers", &["human", "human"], 8);
    let path = format!("/api/games/{id}/{}", tokens[1]);
    let mut rng = ChaCha8Rng::seed_from_u64(8);
    // While the game goes on (no cards): the moves so far, no seed.
    let first = play_out(&srv, id, &tokens, &mut rng, 3);
    let (st, rec) = srv.get(&format!("{path}/record"));
    assert_eq!(st, 200, "{rec}");
    assert!(rec["seed"].is_null() && rec["result"].is_null());
    assert_eq!(strs(&rec["moves"]), first);
    let mut played = first;
    played.extend(play_out(&srv, id, &tokens, &mut rng, 2000));
    let (_, rec) = srv.get(&format!("{path}/record"));
    assert_eq!(rec["format"], "ludus-record/1");
    assert_eq!(rec["seed"].as_u64(), Some(8));
    assert_eq!(strs(&rec["moves"]), played);
    assert!(rec["result"]["reason"].is_string(), "{rec}");
    // `ludus replay` reads it: every move legal, the same result.
    let dir = std::env::temp_dir().join(format!("ludus-serve-rec-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("record.json");
    std::fs::write(&file, rec.to_string()).expect("write");
    let games = concat!(env!("CARGO_MANIFEST_DIR"), "/games/checkers.game");
    let out = Command::new(env!("CARGO_BIN_EXE_ludus"))
        .args(["replay", games])
        .arg(&file)
        .arg("--json")
        .output()
        .expect("ludus replay");
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let verdict: Value = serde_json::from_slice(&out.stdout).expect("replay --json");
    let text = verdict.to_string();
    assert!(text.contains("\"legal\":true"), "{text}");
    assert!(!text.contains("another version"), "{text}");
    // The viewer: each ply's position is the game's after that many moves.
    let game = ludus::load(games).expect("checkers");
    let mut m = Match::new(&game);
    let n = played.len();
    for ply in [0, 1, 2, n / 2, n] {
        while m.played.len() < ply {
            m.play_text(&played[m.played.len()]).expect("legal");
        }
        let (st, f) = srv.get(&format!("{path}/replay?ply={ply}"));
        assert_eq!(st, 200, "{f}");
        assert_eq!(f["ply"].as_u64(), Some(ply as u64));
        assert_eq!(f["plies"].as_u64(), Some(n as u64));
        assert_eq!(
            f["position"].as_str(),
            Some(m.diagram().as_str()),
            "ply {ply}"
        );
        assert_eq!(
            f["last"].as_str(),
            ply.checked_sub(1).map(|i| played[i].as_str())
        );
        assert_eq!(f["result"].is_string(), ply == n);
        // The same record sent back by a client gives the same frame.
        let (st, g) = srv.post(
            "/api/replay",
            &json!({"game": "checkers", "record": rec, "ply": ply}),
        );
        assert_eq!((st, &g), (200, &f));
    }
    let (_, past) = srv.get(&format!("{path}/replay?ply=999999"));
    assert_eq!(past["ply"].as_u64(), Some(n as u64));
    // A record with a move that is not legal: refused, naming it.
    let mut bad = rec.clone();
    bad["moves"][1] = json!("a1-b2");
    let (st, v) = srv.post(
        "/api/replay",
        &json!({"game": "checkers", "record": bad, "ply": 5}),
    );
    assert_eq!(st, 422, "{v}");
    assert!(v["error"].as_str().expect("error").contains("move 2"));
    let (st, _) = srv.post("/api/replay", &json!({"game": "nosuch", "record": rec}));
    assert_eq!(st, 400);
    // A record of a format this ludus does not read: refused, saying so.
    let mut future = rec.clone();
    future["format"] = json!("ludus-record/999");
    let (st, v) = srv.post(
        "/api/replay",
        &json!({"game": "checkers", "record": future, "ply": 5}),
    );
    assert_eq!(st, 422, "{v}");
    assert!(
        v["error"]
            .as_str()
            .expect("error")
            .contains("`ludus-record/999`"),
        "{v}"
    );
}

#[test]
fn the_event_stream_sends_the_view_at_each_change() {
    let srv = Server::start();
    let (id, tokens) = create(&srv, "checkers", &["human", "human"], 9);
    let mut ev = Events::open(&srv, &format!("/api/games/{id}/{}/events", tokens[1]));
    let first = ev.next();
    let (_, now) = srv.get(&format!("/api/games/{id}/{}", tokens[1]));
    assert_eq!(first, now, "the first event is the view");
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    for k in 1..=4u64 {
        let played = play_out(&srv, id, &tokens, &mut rng, 1);
        let v = ev.until(k);
        assert_eq!(v["version"].as_u64(), Some(k));
        let moves = v["moves"].as_array().expect("moves");
        assert_eq!(
            moves.last().expect("a move")["text"].as_str(),
            Some(played[0].as_str())
        );
        assert_eq!(v["your_turn"], k % 2 == 1);
    }
    // The second seat took back its own last move: the list is whole again.
    srv.post(&format!("/api/games/{id}/{}/undo", tokens[1]), &json!(null));
    let v = ev.until(5);
    assert_eq!(v["moves"].as_array().expect("moves").len(), 3);
    assert_eq!(v["moves_from"], 0);
    // A computer's moves reach the human's stream without asking.
    let (id, tokens) = create(&srv, "checkers", &["random", "human"], 9);
    let mut ev = Events::open(&srv, &format!("/api/games/{id}/{}/events", tokens[1]));
    let v = ev.until(1);
    assert_eq!(v["moves"].as_array().expect("moves").len(), 1);
    let (st, _) = srv.get(&format!("/api/games/{id}/nosuch/events"));
    assert_eq!(st, 404);
}

#[test]
fn a_card_that_passes_the_hands_tells_each_seat_its_new_hand() {
    // LIGA by the API, a twister played as soon as one may be: every seat's
    // move list says what it did and that seat's own new hand (its own
    // only, as the replayed game has it).
    let srv = Server::start();
    let seed = 11;
    let (id, tokens) = create(&srv, "liga", &["human"; 4], seed);
    let game = ludus::load(concat!(env!("CARGO_MANIFEST_DIR"), "/games/liga.game")).expect("liga");
    let mut m = Match::new_seeded(&game, seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut at = None;
    for ply in 0..2000 {
        if m.outcome().is_some() {
            break;
        }
        let legal = m.legal_moves();
        let twister = legal
            .iter()
            .find(|mv| notation::passes_hands(&game, mv))
            .copied();
        let mv = twister.unwrap_or_else(|| legal[rng.random_range(0..legal.len())]);
        let text = m.text(&mv);
        let me = usize::from(m.chooser());
        let (st, v) = srv.post(
            &format!("/api/games/{id}/{}/move", tokens[me]),
            &json!({"move": text}),
        );
        assert_eq!(st, 200, "{text}: {v}");
        m.play(&mv).expect("legal");
        if twister.is_some() {
            at = Some((ply, me));
            break;
        }
    }
    let (ply, mover) = at.expect("a twister was played");
    for (x, t) in tokens.iter().enumerate() {
        let (_, v) = srv.get(&format!("/api/games/{id}/{t}"));
        let effect = v["moves"][ply]["effect"].as_str().expect("an effect");
        let own = notation::own_hand_text(&game, &m.state, u8::try_from(x).expect("seat"))
            .expect("a hand");
        assert!(
            effect.starts_with("every hand passes one seat to the"),
            "{effect}"
        );
        assert!(
            effect.ends_with(&format!("; your hand is now: {own}")),
            "seat {x}: {effect}"
        );
        // No other seat's hand is named.
        for (q, _) in game.players.iter().enumerate().filter(|&(q, _)| q != x) {
            let theirs = notation::own_hand_text(&game, &m.state, u8::try_from(q).expect("seat"))
                .expect("a hand");
            if theirs != own && theirs != "(empty)" {
                assert!(!v.to_string().contains(&theirs), "seat {x} sees {q}'s hand");
            }
        }
    }
    assert!(mover < 4);
}

/// Hex by the API: random placements until a chain joins a player's two
/// edges, and the same moves end the same way here.
#[test]
fn a_whole_hex_game_by_api() {
    let srv = Server::start();
    let (id, tokens) = create(&srv, "hex", &["human", "human"], 3);
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let played = play_out(&srv, id, &tokens, &mut rng, 200);
    let (_, v) = srv.get(&format!("/api/games/{id}/{}", tokens[0]));
    let result = v["result"].as_str().expect("the game ended");
    assert!(result.contains("edges connected"), "{result}");
    assert!(v["svg"].as_str().expect("svg").starts_with("<svg"));
    assert!(played.iter().all(|m| m.starts_with("enter ")), "{played:?}");
    let game = ludus::load(concat!(env!("CARGO_MANIFEST_DIR"), "/games/hex.game")).expect("hex");
    let mut m = Match::new(&game);
    for t in &played {
        m.play_text(t).expect("legal here too");
    }
    let o = m.outcome().expect("over here too");
    let label = o.label.expect("a labelled rule");
    assert!(result.contains(&label), "{result} vs {label}");
    let winner = &game.players[usize::from(o.winner.expect("a winner"))];
    assert!(result.starts_with(winner.as_str()), "{result} vs {winner}");
}

/// Amazons by the API: each decision a move and its arrow (`d1-d7/g7`),
/// played until a player has no move.
#[test]
fn a_whole_amazons_game_by_api() {
    let srv = Server::start();
    let (id, tokens) = create(&srv, "amazons", &["human", "human"], 4);
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    let played = play_out(&srv, id, &tokens, &mut rng, 100);
    assert!(
        played.iter().all(|m| m.contains('-') && m.contains('/')),
        "{played:?}"
    );
    let (_, v) = srv.get(&format!("/api/games/{id}/{}", tokens[0]));
    let result = v["result"].as_str().expect("the game ended");
    assert!(result.contains("no move"), "{result}");
}

/// Nine Men's Morris by the API: placements, moves, flights and removals
/// (`enter d2xb6`, `a1-a4xd7`), played until the game ends.
#[test]
fn a_whole_morris_game_by_api() {
    let srv = Server::start();
    let (id, tokens) = create(&srv, "morris", &["human", "human"], 4);
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    let played = play_out(&srv, id, &tokens, &mut rng, 2000);
    assert!(
        played[..18].iter().all(|m| m.starts_with("enter ")),
        "{played:?}"
    );
    assert!(played.iter().any(|m| m.contains('x')), "{played:?}");
    let (_, v) = srv.get(&format!("/api/games/{id}/{}", tokens[0]));
    assert!(v["result"].as_str().is_some(), "the game ended: {played:?}");
}

/// Every game of games/ (the folder `serve` offers by default) is offered,
/// and plays its first moves through the API: each seat's legal moves, a
/// move posted, the picture drawn — Xiangqi, Shogi and the dice games too
/// (whose seats roll by sending `roll`).
#[test]
fn every_game_of_the_folder_plays_by_api() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/games");
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("games/")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "game"))
        .map(|p| p.file_stem().expect("stem").to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert!(names.len() > 30, "{names:?}");
    let srv = Server::start();
    for (i, name) in names.iter().enumerate() {
        let game = ludus::load(format!("{dir}/{name}.game")).expect("loads");
        let seats = vec!["human"; game.players.len()];
        let (id, tokens) = create(&srv, name, &seats, 1);
        let mut rng = ChaCha8Rng::seed_from_u64(i as u64);
        let played = play_out(&srv, id, &tokens, &mut rng, 8);
        let (_, v) = srv.get(&format!("/api/games/{id}/{}", tokens[0]));
        assert!(played.len() >= 2, "{name}: {played:?}");
        assert_eq!(
            v["moves"].as_array().expect("moves").len(),
            played.len(),
            "{name}"
        );
        assert!(
            v["svg"].as_str().expect("svg").starts_with("<svg"),
            "{name}"
        );
    }
}

/// A person rolls the dice by a button (`roll`): the server draws the
/// numbers with the game's seed, so two games of one seed roll alike; a
/// roll named by the seat (`roll 6-6`) is refused and the game unchanged.
#[test]
fn a_person_rolls_the_dice_by_the_button() {
    let srv = Server::start();
    let mut rolled = Vec::new();
    for _ in 0..2 {
        let (id, tokens) = create(&srv, "backgammon", &["human", "human"], 11);
        let path = format!("/api/games/{id}/{}", tokens[0]);
        let (_, v) = srv.get(&path);
        assert_eq!(strs(&v["legal"]), ["roll"]);
        assert_eq!(v["legal_info"][0]["label"], "roll the dice");
        let (st, w) = srv.post(&format!("{path}/move"), &json!({"move": "roll 6-6"}));
        assert_eq!(st, 422, "{w}");
        assert!(w.to_string().contains("send `roll`"), "{w}");
        let (_, same) = srv.get(&path);
        assert_eq!(same["moves"].as_array().expect("moves").len(), 0);
        let (st, w) = srv.post(&format!("{path}/move"), &json!({"move": "roll"}));
        assert_eq!(st, 200, "{w}");
        let moves = w["moves"].as_array().expect("moves");
        assert_eq!(moves.len(), 1);
        let text = moves[0]["text"].as_str().expect("text").to_string();
        assert!(text.starts_with("roll ") && text.len() == 8, "{text}");
        // Now a play of that roll is to be chosen, by cells.
        assert!(
            !strs(&w["legal"]).iter().any(|m| m.starts_with("roll")),
            "{w}"
        );
        rolled.push(text);
    }
    assert_eq!(rolled[0], rolled[1], "one seed, one roll");
}
