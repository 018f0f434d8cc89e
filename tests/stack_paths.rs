//! The lean paths of Liger chosen by flags the rule compiler computes agree
//! with the general ones: the end rules judged by count look-ups
//! (`Tables::end_counts`) and the bear-off searched only from its zone
//! (`Tables::rare_at`) give the same outcomes and legal moves, ply by ply
//! in random games, as a copy of the rules written so that neither flag is
//! set (`not … !=` and `and height >= 1` leave the conditions as they
//! were, walked).

use ludus::{Game, Match, Source, compile};

fn liger_text() -> String {
    let path = format!("{}/games/liger.game", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(path).expect("liger.game reads")
}

fn compiled(name: &str, text: &str) -> Game {
    compile(Source::named(name, text))
        .into_result()
        .unwrap_or_else(|e| panic!("{name} compiles: {e:?}"))
}

/// Liger's rules with the same conditions written so that the rule
/// compiler sees no count look-up and no bear-off zone.
fn walked_variant(text: &str) -> String {
    let swaps = [
        (
            "after move count(pieces own) = 0: wins",
            "after move not count(pieces own) != 0: wins",
        ),
        (
            "after move count(showing enemy) = 0: loses",
            "after move not count(showing enemy) != 0: loses",
        ),
        (
            "bear off if in farthest-row",
            "bear off if in farthest-row and height >= 1",
        ),
    ];
    let mut out = text.to_string();
    for (from, to) in swaps {
        assert!(out.contains(from), "liger.game has `{from}`");
        out = out.replace(from, to);
    }
    out
}

fn sorted_moves(m: &mut Match) -> Vec<String> {
    let moves = m.legal_moves();
    let mut texts: Vec<String> = moves.iter().map(|mv| m.text(mv)).collect();
    texts.sort();
    texts
}

#[test]
fn liger_count_end_rules_and_bear_off_zone_match_the_walked_rules() {
    let text = liger_text();
    let lean = compiled("liger.game", &text);
    let walked = compiled("liger-walked.game", &walked_variant(&text));
    assert!(
        lean.tables.end_counts.is_some(),
        "Liger's end rules are counts"
    );
    assert!(
        !lean.tables.rare_at.is_empty(),
        "Liger's bear-off has a zone"
    );
    assert!(walked.tables.end_counts.is_none());
    assert!(walked.tables.rare_at.is_empty());
    let mut seed: u64 = 0x5eed_1234_abcd_0001;
    let mut ends = 0;
    let mut bear_offs = 0;
    for _ in 0..40 {
        let (mut a, mut b) = (Match::new(&lean), Match::new(&walked));
        for _ in 0..400 {
            let (oa, ob) = (a.outcome(), b.outcome());
            // The same rule ends the game (its text differs in the copy).
            let rule = |o: &Option<ludus::Outcome>| {
                o.as_ref().map(|o| (o.winner, o.reason.ends_with("wins")))
            };
            assert_eq!(rule(&oa), rule(&ob));
            if oa.is_some() {
                ends += 1;
                break;
            }
            let moves = sorted_moves(&mut a);
            assert_eq!(moves, sorted_moves(&mut b));
            if moves.is_empty() {
                break;
            }
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let pick = &moves[(seed >> 33) as usize % moves.len()];
            bear_offs += usize::from(pick.contains("off"));
            a.play_text(pick).expect("a legal move plays");
            b.play_text(pick).expect("the same move plays in the copy");
        }
    }
    // The games did reach what the flags are about.
    assert!(ends > 0, "some games ended by the count rules");
    assert!(bear_offs > 0, "some checkers were borne off");
}
