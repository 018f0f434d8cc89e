/**
 * tree-sitter grammar for ludus `.game` rule files, for editors (highlighting, outline, folding).
 *
 * The language's one grammar is grammar/ludus.pest, read by the interpreter; this grammar follows it
 * for the top-level items (one node per item kind, with its name) and for the statements of a piece
 * (one node per statement, a move or a property), and reads the rest of every block as a sequence
 * of words, numbers, strings and signs. It is deliberately more tolerant than the pest grammar: an
 * editor must keep highlighting a file while it is being typed, and `ludus check` (or `ludus lsp`)
 * says what is wrong. Its keywords are read from grammar/ludus.pest (every `kw_X = @{ "X" ... }`),
 * so the two cannot disagree on which words are keywords.
 */

const fs = require('fs');
const path = require('path');

const PEST = fs.readFileSync(path.join(__dirname, '..', '..', 'grammar', 'ludus.pest'), 'utf8');
const PEST_KEYWORDS = [...PEST.matchAll(/^kw_\w+\s*=\s*@\{\s*"([a-z-]+)"/gm)].map((m) => m[1]);
if (PEST_KEYWORDS.length < 100) {
  throw new Error(`read only ${PEST_KEYWORDS.length} keywords from grammar/ludus.pest`);
}

// Words that are keywords in one place but far more often a name the author reads as a built-in
// value (a direction, a target): highlighted by highlights.scm as such, not as keywords.
const VALUE_WORDS = ['forward', 'left', 'empty', 'any'];

// The words that start a top-level item (grammar/ludus.pest, `item`).
const ITEM_WORDS = [
  'game', 'players', 'board', 'directions', 'zone', 'piece', 'setup', 'rules', 'end', 'counters',
  'turn', 'track', 'branch', 'store', 'cards', 'card', 'sides', 'remove',
  'picture', 'sowing', 'race',
];

// The words that start a statement of a piece (grammar/ludus.pest, `piece_stmt`).
const MOVE_WORDS = ['step', 'slide', 'leap', 'jump', 'hop', 'fly', 'along', 'enter', 'castle', 'bear'];
const PROPERTY_WORDS = ['symbols', 'glyphs', 'promote', 'royal', 'neutral', 'stored', 'quiet'];

for (const w of [...ITEM_WORDS, ...MOVE_WORDS, ...PROPERTY_WORDS]) {
  if (!PEST_KEYWORDS.includes(w)) throw new Error(`\`${w}\` is no keyword of grammar/ludus.pest`);
}

const KEYWORDS = PEST_KEYWORDS.filter((w) => !VALUE_WORDS.includes(w));
const STATEMENT_WORDS = [...MOVE_WORDS, ...PROPERTY_WORDS];
const ARG_KEYWORDS = KEYWORDS.filter((w) => !STATEMENT_WORDS.includes(w));

const commaList = (rule) => seq(rule, repeat(seq(',', rule)));

module.exports = grammar({
  name: 'ludus',

  word: ($) => $.name,

  extras: ($) => [/\s/, $.comment],

  rules: {
    source_file: ($) => repeat($._item),

    _item: ($) =>
      choice(
        $.game_item,
        $.players_item,
        $.sides_item,
        $.board_item,
        $.directions_item,
        $.zone_item,
        $.piece_item,
        $.setup_item,
        $.rules_item,
        $.end_item,
        $.counters_item,
        $.turn_item,
        $.track_item,
        $.branch_item,
        $.store_item,
        $.cards_item,
        $.card_item,
        $.remove_item,
        $.picture_item,
        $.sowing_item,
        $.race_item,
      ),

    // `game "TITLE" extends "FILE"`
    game_item: ($) =>
      seq('game', field('title', $.string), optional(seq('extends', field('parent', $.string)))),

    players_item: ($) => seq('players', field('body', $.block)),
    sides_item: ($) => seq('sides', field('body', $.block)),
    board_item: ($) => seq('board', field('body', $.block)),
    setup_item: ($) => seq('setup', field('body', $.block)),
    rules_item: ($) => seq('rules', field('body', $.block)),
    end_item: ($) => seq('end', field('body', $.block)),
    turn_item: ($) => seq('turn', field('body', $.block)),
    cards_item: ($) => seq('cards', field('body', $.block)),
    picture_item: ($) => seq('picture', field('body', $.block)),
    sowing_item: ($) => seq('sowing', field('body', $.block)),
    race_item: ($) => seq('race', field('body', $.block)),

    // `directions NAME = DIR, DIR`
    directions_item: ($) => seq('directions', field('name', $.name), '=', commaList($.name)),

    // `zone NAME { PLAYER: REGION ... }` or `zone NAME: REGION`
    zone_item: ($) =>
      seq('zone', field('name', $.name), choice(field('body', $.block), seq(':', $.region))),

    // `piece NAME { STATEMENT ... }`
    piece_item: ($) => seq('piece', field('name', $.name), field('body', $.piece_block)),

    // `card NAME { ... }`
    card_item: ($) => seq('card', field('name', $.name), field('body', $.block)),

    // `counters NAME, NAME`
    counters_item: ($) => seq('counters', commaList($.name)),

    // `track NAME loop: CELLS`
    track_item: ($) =>
      seq('track', field('name', $.name), optional(alias('loop', $.keyword)), ':', $.region),

    // `branch NAME from TRACK { PLAYER: CELL into CELLS ... }`
    branch_item: ($) =>
      seq('branch', field('name', $.name), alias('from', $.keyword), field('track', $.name), field('body', $.block)),

    // `store NAME`, `store hand to captor` (captures go to the captor's store)
    store_item: ($) => seq('store', field('name', $.name), optional(seq('to', 'captor'))),

    // `remove zone king-short, rook-short`: items of the parent taken out of a variant.
    remove_item: ($) =>
      seq(
        'remove',
        field('kind', alias(choice('zone', 'piece', 'directions', 'track', 'branch', 'card'), $.keyword)),
        commaList($.name),
      ),

    // Cells: `rank 1..2, a3..c7, file e`.
    region: ($) =>
      repeat1(choice(alias(choice('rank', 'file'), $.keyword), $.name, $.integer, $.operator, ',')),

    piece_block: ($) => seq('{', repeat(choice($.move_statement, $.property_statement)), '}'),

    // `step forward to empty`, `slide orthogonal to not-friend`, `jump diagonal over enemy chained`...
    move_statement: ($) =>
      seq(field('kind', alias(choice(...MOVE_WORDS), $.move_keyword)), repeat($._statement_part)),

    // `symbols "P" "p"`, `promote queen | rook on last-rank`, `royal`...
    property_statement: ($) =>
      seq(field('kind', alias(choice(...PROPERTY_WORDS), $.keyword)), repeat($._statement_part)),

    _statement_part: ($) =>
      choice(
        alias(choice(...ARG_KEYWORDS), $.keyword),
        $.name,
        $.integer,
        $.string,
        $.operator,
        ',',
        ':',
        $.group,
      ),

    // `( ... )`: an offset `(1, 2)`, a count `count(pieces own in goal)`, a parenthesised condition.
    group: ($) => seq('(', repeat($._token), ')'),

    // Any other block: a sequence of words and signs, and blocks inside it.
    block: ($) => seq('{', repeat(choice($._token, $.block)), '}'),

    _token: ($) =>
      choice($.keyword, $.name, $.integer, $.string, $.operator, ',', ':', $.group),

    keyword: (_) => choice(...KEYWORDS),

    operator: (_) => choice('<=', '>=', '!=', '=', '<', '>', '..', '|'),

    name: (_) => /[A-Za-z][A-Za-z0-9_-]*/,
    integer: (_) => /[0-9]+/,
    string: (_) => /"[^"\n]*"/,
    comment: (_) => token(seq('//', /[^\n]*/)),
  },
});
