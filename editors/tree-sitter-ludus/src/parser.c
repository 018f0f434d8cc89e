#include "tree_sitter/parser.h"

#if defined(__GNUC__) || defined(__clang__)
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
#endif

#define LANGUAGE_VERSION 14
#define STATE_COUNT 92
#define LARGE_STATE_COUNT 22
#define SYMBOL_COUNT 189
#define ALIAS_COUNT 1
#define TOKEN_COUNT 153
#define EXTERNAL_TOKEN_COUNT 0
#define FIELD_COUNT 6
#define MAX_ALIAS_SEQUENCE_LENGTH 5
#define PRODUCTION_ID_COUNT 11

enum ts_symbol_identifiers {
  sym_name = 1,
  anon_sym_game = 2,
  anon_sym_extends = 3,
  anon_sym_players = 4,
  anon_sym_sides = 5,
  anon_sym_board = 6,
  anon_sym_setup = 7,
  anon_sym_rules = 8,
  anon_sym_end = 9,
  anon_sym_turn = 10,
  anon_sym_cards = 11,
  anon_sym_directions = 12,
  anon_sym_EQ = 13,
  anon_sym_COMMA = 14,
  anon_sym_zone = 15,
  anon_sym_COLON = 16,
  anon_sym_piece = 17,
  anon_sym_card = 18,
  anon_sym_counters = 19,
  anon_sym_track = 20,
  anon_sym_loop = 21,
  anon_sym_branch = 22,
  anon_sym_from = 23,
  anon_sym_store = 24,
  anon_sym_rank = 25,
  anon_sym_file = 26,
  anon_sym_LBRACE = 27,
  anon_sym_RBRACE = 28,
  anon_sym_step = 29,
  anon_sym_slide = 30,
  anon_sym_leap = 31,
  anon_sym_jump = 32,
  anon_sym_along = 33,
  anon_sym_enter = 34,
  anon_sym_castle = 35,
  anon_sym_bear = 36,
  anon_sym_symbols = 37,
  anon_sym_glyphs = 38,
  anon_sym_promote = 39,
  anon_sym_royal = 40,
  anon_sym_neutral = 41,
  anon_sym_stored = 42,
  anon_sym_grid = 43,
  anon_sym_cells = 44,
  anon_sym_numbers = 45,
  anon_sym_by = 46,
  anon_sym_to = 47,
  anon_sym_over = 48,
  anon_sym_chained = 49,
  anon_sym_on = 50,
  anon_sym_ends = 51,
  anon_sym_move = 52,
  anon_sym_mandatory = 53,
  anon_sym_no = 54,
  anon_sym_repetition = 55,
  anon_sym_plies = 56,
  anon_sym_since = 57,
  anon_sym_stacks = 58,
  anon_sym_unlimited = 59,
  anon_sym_onto = 60,
  anon_sym_lift = 61,
  anon_sym_if = 62,
  anon_sym_and = 63,
  anon_sym_or = 64,
  anon_sym_not = 65,
  anon_sym_below = 66,
  anon_sym_is = 67,
  anon_sym_in = 68,
  anon_sym_height = 69,
  anon_sym_count = 70,
  anon_sym_showing = 71,
  anon_sym_pieces = 72,
  anon_sym_off = 73,
  anon_sym_after = 74,
  anon_sym_stack = 75,
  anon_sym_max = 76,
  anon_sym_exactly = 77,
  anon_sym_passing = 78,
  anon_sym_flying = 79,
  anon_sym_connected = 80,
  anon_sym_within = 81,
  anon_sym_avoiding = 82,
  anon_sym_stopping = 83,
  anon_sym_actions = 84,
  anon_sym_until = 85,
  anon_sym_at = 86,
  anon_sym_most = 87,
  anon_sym_steal = 88,
  anon_sym_adjacent = 89,
  anon_sym_enters = 90,
  anon_sym_when = 91,
  anon_sym_add = 92,
  anon_sym_clear = 93,
  anon_sym_reset = 94,
  anon_sym_place = 95,
  anon_sym_of = 96,
  anon_sym_into = 97,
  anon_sym_team = 98,
  anon_sym_copies = 99,
  anon_sym_deal = 100,
  anon_sym_each = 101,
  anon_sym_hands = 102,
  anon_sym_as = 103,
  anon_sym_control = 104,
  anon_sym_skip = 105,
  anon_sym_swap = 106,
  anon_sym_partner = 107,
  anon_sym_split = 108,
  anon_sym_pass = 109,
  anon_sym_then = 110,
  anon_sym_play = 111,
  anon_sym_again = 112,
  anon_sym_cancel = 113,
  anon_sym_for = 114,
  anon_sym_replay = 115,
  anon_sym_stay = 116,
  anon_sym_exchange = 117,
  anon_sym_with = 118,
  anon_sym_announce = 119,
  anon_sym_deeper = 120,
  anon_sym_score = 121,
  anon_sym_attacked = 122,
  anon_sym_long = 123,
  anon_sym_reversing = 124,
  anon_sym_once = 125,
  anon_sym_continue = 126,
  anon_sym_merge = 127,
  anon_sym_remove = 128,
  anon_sym_same = 129,
  anon_sym_captures = 130,
  anon_sym_falling = 131,
  anon_sym_line = 132,
  anon_sym_moves = 133,
  anon_sym_flipping = 134,
  anon_sym_next = 135,
  anon_sym_claim = 136,
  anon_sym_moved = 137,
  anon_sym_en_DASHpassant = 138,
  anon_sym_hand = 139,
  anon_sym_counter = 140,
  anon_sym_LPAREN = 141,
  anon_sym_RPAREN = 142,
  anon_sym_LT_EQ = 143,
  anon_sym_GT_EQ = 144,
  anon_sym_BANG_EQ = 145,
  anon_sym_LT = 146,
  anon_sym_GT = 147,
  anon_sym_DOT_DOT = 148,
  anon_sym_PIPE = 149,
  sym_integer = 150,
  sym_string = 151,
  sym_comment = 152,
  sym_source_file = 153,
  sym__item = 154,
  sym_game_item = 155,
  sym_players_item = 156,
  sym_sides_item = 157,
  sym_board_item = 158,
  sym_setup_item = 159,
  sym_rules_item = 160,
  sym_end_item = 161,
  sym_turn_item = 162,
  sym_cards_item = 163,
  sym_directions_item = 164,
  sym_zone_item = 165,
  sym_piece_item = 166,
  sym_card_item = 167,
  sym_counters_item = 168,
  sym_track_item = 169,
  sym_branch_item = 170,
  sym_store_item = 171,
  sym_region = 172,
  sym_piece_block = 173,
  sym_move_statement = 174,
  sym_property_statement = 175,
  sym__statement_part = 176,
  sym_group = 177,
  sym_block = 178,
  sym__token = 179,
  sym_keyword = 180,
  sym_operator = 181,
  aux_sym_source_file_repeat1 = 182,
  aux_sym_directions_item_repeat1 = 183,
  aux_sym_region_repeat1 = 184,
  aux_sym_piece_block_repeat1 = 185,
  aux_sym_move_statement_repeat1 = 186,
  aux_sym_group_repeat1 = 187,
  aux_sym_block_repeat1 = 188,
  alias_sym_move_keyword = 189,
};

static const char * const ts_symbol_names[] = {
  [ts_builtin_sym_end] = "end",
  [sym_name] = "name",
  [anon_sym_game] = "game",
  [anon_sym_extends] = "extends",
  [anon_sym_players] = "players",
  [anon_sym_sides] = "sides",
  [anon_sym_board] = "board",
  [anon_sym_setup] = "setup",
  [anon_sym_rules] = "rules",
  [anon_sym_end] = "end",
  [anon_sym_turn] = "turn",
  [anon_sym_cards] = "cards",
  [anon_sym_directions] = "directions",
  [anon_sym_EQ] = "=",
  [anon_sym_COMMA] = ",",
  [anon_sym_zone] = "zone",
  [anon_sym_COLON] = ":",
  [anon_sym_piece] = "piece",
  [anon_sym_card] = "card",
  [anon_sym_counters] = "counters",
  [anon_sym_track] = "track",
  [anon_sym_loop] = "loop",
  [anon_sym_branch] = "branch",
  [anon_sym_from] = "from",
  [anon_sym_store] = "store",
  [anon_sym_rank] = "rank",
  [anon_sym_file] = "file",
  [anon_sym_LBRACE] = "{",
  [anon_sym_RBRACE] = "}",
  [anon_sym_step] = "step",
  [anon_sym_slide] = "slide",
  [anon_sym_leap] = "leap",
  [anon_sym_jump] = "jump",
  [anon_sym_along] = "along",
  [anon_sym_enter] = "enter",
  [anon_sym_castle] = "castle",
  [anon_sym_bear] = "bear",
  [anon_sym_symbols] = "symbols",
  [anon_sym_glyphs] = "glyphs",
  [anon_sym_promote] = "promote",
  [anon_sym_royal] = "royal",
  [anon_sym_neutral] = "neutral",
  [anon_sym_stored] = "stored",
  [anon_sym_grid] = "grid",
  [anon_sym_cells] = "cells",
  [anon_sym_numbers] = "numbers",
  [anon_sym_by] = "by",
  [anon_sym_to] = "to",
  [anon_sym_over] = "over",
  [anon_sym_chained] = "chained",
  [anon_sym_on] = "on",
  [anon_sym_ends] = "ends",
  [anon_sym_move] = "move",
  [anon_sym_mandatory] = "mandatory",
  [anon_sym_no] = "no",
  [anon_sym_repetition] = "repetition",
  [anon_sym_plies] = "plies",
  [anon_sym_since] = "since",
  [anon_sym_stacks] = "stacks",
  [anon_sym_unlimited] = "unlimited",
  [anon_sym_onto] = "onto",
  [anon_sym_lift] = "lift",
  [anon_sym_if] = "if",
  [anon_sym_and] = "and",
  [anon_sym_or] = "or",
  [anon_sym_not] = "not",
  [anon_sym_below] = "below",
  [anon_sym_is] = "is",
  [anon_sym_in] = "in",
  [anon_sym_height] = "height",
  [anon_sym_count] = "count",
  [anon_sym_showing] = "showing",
  [anon_sym_pieces] = "pieces",
  [anon_sym_off] = "off",
  [anon_sym_after] = "after",
  [anon_sym_stack] = "stack",
  [anon_sym_max] = "max",
  [anon_sym_exactly] = "exactly",
  [anon_sym_passing] = "passing",
  [anon_sym_flying] = "flying",
  [anon_sym_connected] = "connected",
  [anon_sym_within] = "within",
  [anon_sym_avoiding] = "avoiding",
  [anon_sym_stopping] = "stopping",
  [anon_sym_actions] = "actions",
  [anon_sym_until] = "until",
  [anon_sym_at] = "at",
  [anon_sym_most] = "most",
  [anon_sym_steal] = "steal",
  [anon_sym_adjacent] = "adjacent",
  [anon_sym_enters] = "enters",
  [anon_sym_when] = "when",
  [anon_sym_add] = "add",
  [anon_sym_clear] = "clear",
  [anon_sym_reset] = "reset",
  [anon_sym_place] = "place",
  [anon_sym_of] = "of",
  [anon_sym_into] = "into",
  [anon_sym_team] = "team",
  [anon_sym_copies] = "copies",
  [anon_sym_deal] = "deal",
  [anon_sym_each] = "each",
  [anon_sym_hands] = "hands",
  [anon_sym_as] = "as",
  [anon_sym_control] = "control",
  [anon_sym_skip] = "skip",
  [anon_sym_swap] = "swap",
  [anon_sym_partner] = "partner",
  [anon_sym_split] = "split",
  [anon_sym_pass] = "pass",
  [anon_sym_then] = "then",
  [anon_sym_play] = "play",
  [anon_sym_again] = "again",
  [anon_sym_cancel] = "cancel",
  [anon_sym_for] = "for",
  [anon_sym_replay] = "replay",
  [anon_sym_stay] = "stay",
  [anon_sym_exchange] = "exchange",
  [anon_sym_with] = "with",
  [anon_sym_announce] = "announce",
  [anon_sym_deeper] = "deeper",
  [anon_sym_score] = "score",
  [anon_sym_attacked] = "attacked",
  [anon_sym_long] = "long",
  [anon_sym_reversing] = "reversing",
  [anon_sym_once] = "once",
  [anon_sym_continue] = "continue",
  [anon_sym_merge] = "merge",
  [anon_sym_remove] = "remove",
  [anon_sym_same] = "same",
  [anon_sym_captures] = "captures",
  [anon_sym_falling] = "falling",
  [anon_sym_line] = "line",
  [anon_sym_moves] = "moves",
  [anon_sym_flipping] = "flipping",
  [anon_sym_next] = "next",
  [anon_sym_claim] = "claim",
  [anon_sym_moved] = "moved",
  [anon_sym_en_DASHpassant] = "en-passant",
  [anon_sym_hand] = "hand",
  [anon_sym_counter] = "counter",
  [anon_sym_LPAREN] = "(",
  [anon_sym_RPAREN] = ")",
  [anon_sym_LT_EQ] = "<=",
  [anon_sym_GT_EQ] = ">=",
  [anon_sym_BANG_EQ] = "!=",
  [anon_sym_LT] = "<",
  [anon_sym_GT] = ">",
  [anon_sym_DOT_DOT] = "..",
  [anon_sym_PIPE] = "|",
  [sym_integer] = "integer",
  [sym_string] = "string",
  [sym_comment] = "comment",
  [sym_source_file] = "source_file",
  [sym__item] = "_item",
  [sym_game_item] = "game_item",
  [sym_players_item] = "players_item",
  [sym_sides_item] = "sides_item",
  [sym_board_item] = "board_item",
  [sym_setup_item] = "setup_item",
  [sym_rules_item] = "rules_item",
  [sym_end_item] = "end_item",
  [sym_turn_item] = "turn_item",
  [sym_cards_item] = "cards_item",
  [sym_directions_item] = "directions_item",
  [sym_zone_item] = "zone_item",
  [sym_piece_item] = "piece_item",
  [sym_card_item] = "card_item",
  [sym_counters_item] = "counters_item",
  [sym_track_item] = "track_item",
  [sym_branch_item] = "branch_item",
  [sym_store_item] = "store_item",
  [sym_region] = "region",
  [sym_piece_block] = "piece_block",
  [sym_move_statement] = "move_statement",
  [sym_property_statement] = "property_statement",
  [sym__statement_part] = "_statement_part",
  [sym_group] = "group",
  [sym_block] = "block",
  [sym__token] = "_token",
  [sym_keyword] = "keyword",
  [sym_operator] = "operator",
  [aux_sym_source_file_repeat1] = "source_file_repeat1",
  [aux_sym_directions_item_repeat1] = "directions_item_repeat1",
  [aux_sym_region_repeat1] = "region_repeat1",
  [aux_sym_piece_block_repeat1] = "piece_block_repeat1",
  [aux_sym_move_statement_repeat1] = "move_statement_repeat1",
  [aux_sym_group_repeat1] = "group_repeat1",
  [aux_sym_block_repeat1] = "block_repeat1",
  [alias_sym_move_keyword] = "move_keyword",
};

static const TSSymbol ts_symbol_map[] = {
  [ts_builtin_sym_end] = ts_builtin_sym_end,
  [sym_name] = sym_name,
  [anon_sym_game] = anon_sym_game,
  [anon_sym_extends] = anon_sym_extends,
  [anon_sym_players] = anon_sym_players,
  [anon_sym_sides] = anon_sym_sides,
  [anon_sym_board] = anon_sym_board,
  [anon_sym_setup] = anon_sym_setup,
  [anon_sym_rules] = anon_sym_rules,
  [anon_sym_end] = anon_sym_end,
  [anon_sym_turn] = anon_sym_turn,
  [anon_sym_cards] = anon_sym_cards,
  [anon_sym_directions] = anon_sym_directions,
  [anon_sym_EQ] = anon_sym_EQ,
  [anon_sym_COMMA] = anon_sym_COMMA,
  [anon_sym_zone] = anon_sym_zone,
  [anon_sym_COLON] = anon_sym_COLON,
  [anon_sym_piece] = anon_sym_piece,
  [anon_sym_card] = anon_sym_card,
  [anon_sym_counters] = anon_sym_counters,
  [anon_sym_track] = anon_sym_track,
  [anon_sym_loop] = anon_sym_loop,
  [anon_sym_branch] = anon_sym_branch,
  [anon_sym_from] = anon_sym_from,
  [anon_sym_store] = anon_sym_store,
  [anon_sym_rank] = anon_sym_rank,
  [anon_sym_file] = anon_sym_file,
  [anon_sym_LBRACE] = anon_sym_LBRACE,
  [anon_sym_RBRACE] = anon_sym_RBRACE,
  [anon_sym_step] = anon_sym_step,
  [anon_sym_slide] = anon_sym_slide,
  [anon_sym_leap] = anon_sym_leap,
  [anon_sym_jump] = anon_sym_jump,
  [anon_sym_along] = anon_sym_along,
  [anon_sym_enter] = anon_sym_enter,
  [anon_sym_castle] = anon_sym_castle,
  [anon_sym_bear] = anon_sym_bear,
  [anon_sym_symbols] = anon_sym_symbols,
  [anon_sym_glyphs] = anon_sym_glyphs,
  [anon_sym_promote] = anon_sym_promote,
  [anon_sym_royal] = anon_sym_royal,
  [anon_sym_neutral] = anon_sym_neutral,
  [anon_sym_stored] = anon_sym_stored,
  [anon_sym_grid] = anon_sym_grid,
  [anon_sym_cells] = anon_sym_cells,
  [anon_sym_numbers] = anon_sym_numbers,
  [anon_sym_by] = anon_sym_by,
  [anon_sym_to] = anon_sym_to,
  [anon_sym_over] = anon_sym_over,
  [anon_sym_chained] = anon_sym_chained,
  [anon_sym_on] = anon_sym_on,
  [anon_sym_ends] = anon_sym_ends,
  [anon_sym_move] = anon_sym_move,
  [anon_sym_mandatory] = anon_sym_mandatory,
  [anon_sym_no] = anon_sym_no,
  [anon_sym_repetition] = anon_sym_repetition,
  [anon_sym_plies] = anon_sym_plies,
  [anon_sym_since] = anon_sym_since,
  [anon_sym_stacks] = anon_sym_stacks,
  [anon_sym_unlimited] = anon_sym_unlimited,
  [anon_sym_onto] = anon_sym_onto,
  [anon_sym_lift] = anon_sym_lift,
  [anon_sym_if] = anon_sym_if,
  [anon_sym_and] = anon_sym_and,
  [anon_sym_or] = anon_sym_or,
  [anon_sym_not] = anon_sym_not,
  [anon_sym_below] = anon_sym_below,
  [anon_sym_is] = anon_sym_is,
  [anon_sym_in] = anon_sym_in,
  [anon_sym_height] = anon_sym_height,
  [anon_sym_count] = anon_sym_count,
  [anon_sym_showing] = anon_sym_showing,
  [anon_sym_pieces] = anon_sym_pieces,
  [anon_sym_off] = anon_sym_off,
  [anon_sym_after] = anon_sym_after,
  [anon_sym_stack] = anon_sym_stack,
  [anon_sym_max] = anon_sym_max,
  [anon_sym_exactly] = anon_sym_exactly,
  [anon_sym_passing] = anon_sym_passing,
  [anon_sym_flying] = anon_sym_flying,
  [anon_sym_connected] = anon_sym_connected,
  [anon_sym_within] = anon_sym_within,
  [anon_sym_avoiding] = anon_sym_avoiding,
  [anon_sym_stopping] = anon_sym_stopping,
  [anon_sym_actions] = anon_sym_actions,
  [anon_sym_until] = anon_sym_until,
  [anon_sym_at] = anon_sym_at,
  [anon_sym_most] = anon_sym_most,
  [anon_sym_steal] = anon_sym_steal,
  [anon_sym_adjacent] = anon_sym_adjacent,
  [anon_sym_enters] = anon_sym_enters,
  [anon_sym_when] = anon_sym_when,
  [anon_sym_add] = anon_sym_add,
  [anon_sym_clear] = anon_sym_clear,
  [anon_sym_reset] = anon_sym_reset,
  [anon_sym_place] = anon_sym_place,
  [anon_sym_of] = anon_sym_of,
  [anon_sym_into] = anon_sym_into,
  [anon_sym_team] = anon_sym_team,
  [anon_sym_copies] = anon_sym_copies,
  [anon_sym_deal] = anon_sym_deal,
  [anon_sym_each] = anon_sym_each,
  [anon_sym_hands] = anon_sym_hands,
  [anon_sym_as] = anon_sym_as,
  [anon_sym_control] = anon_sym_control,
  [anon_sym_skip] = anon_sym_skip,
  [anon_sym_swap] = anon_sym_swap,
  [anon_sym_partner] = anon_sym_partner,
  [anon_sym_split] = anon_sym_split,
  [anon_sym_pass] = anon_sym_pass,
  [anon_sym_then] = anon_sym_then,
  [anon_sym_play] = anon_sym_play,
  [anon_sym_again] = anon_sym_again,
  [anon_sym_cancel] = anon_sym_cancel,
  [anon_sym_for] = anon_sym_for,
  [anon_sym_replay] = anon_sym_replay,
  [anon_sym_stay] = anon_sym_stay,
  [anon_sym_exchange] = anon_sym_exchange,
  [anon_sym_with] = anon_sym_with,
  [anon_sym_announce] = anon_sym_announce,
  [anon_sym_deeper] = anon_sym_deeper,
  [anon_sym_score] = anon_sym_score,
  [anon_sym_attacked] = anon_sym_attacked,
  [anon_sym_long] = anon_sym_long,
  [anon_sym_reversing] = anon_sym_reversing,
  [anon_sym_once] = anon_sym_once,
  [anon_sym_continue] = anon_sym_continue,
  [anon_sym_merge] = anon_sym_merge,
  [anon_sym_remove] = anon_sym_remove,
  [anon_sym_same] = anon_sym_same,
  [anon_sym_captures] = anon_sym_captures,
  [anon_sym_falling] = anon_sym_falling,
  [anon_sym_line] = anon_sym_line,
  [anon_sym_moves] = anon_sym_moves,
  [anon_sym_flipping] = anon_sym_flipping,
  [anon_sym_next] = anon_sym_next,
  [anon_sym_claim] = anon_sym_claim,
  [anon_sym_moved] = anon_sym_moved,
  [anon_sym_en_DASHpassant] = anon_sym_en_DASHpassant,
  [anon_sym_hand] = anon_sym_hand,
  [anon_sym_counter] = anon_sym_counter,
  [anon_sym_LPAREN] = anon_sym_LPAREN,
  [anon_sym_RPAREN] = anon_sym_RPAREN,
  [anon_sym_LT_EQ] = anon_sym_LT_EQ,
  [anon_sym_GT_EQ] = anon_sym_GT_EQ,
  [anon_sym_BANG_EQ] = anon_sym_BANG_EQ,
  [anon_sym_LT] = anon_sym_LT,
  [anon_sym_GT] = anon_sym_GT,
  [anon_sym_DOT_DOT] = anon_sym_DOT_DOT,
  [anon_sym_PIPE] = anon_sym_PIPE,
  [sym_integer] = sym_integer,
  [sym_string] = sym_string,
  [sym_comment] = sym_comment,
  [sym_source_file] = sym_source_file,
  [sym__item] = sym__item,
  [sym_game_item] = sym_game_item,
  [sym_players_item] = sym_players_item,
  [sym_sides_item] = sym_sides_item,
  [sym_board_item] = sym_board_item,
  [sym_setup_item] = sym_setup_item,
  [sym_rules_item] = sym_rules_item,
  [sym_end_item] = sym_end_item,
  [sym_turn_item] = sym_turn_item,
  [sym_cards_item] = sym_cards_item,
  [sym_directions_item] = sym_directions_item,
  [sym_zone_item] = sym_zone_item,
  [sym_piece_item] = sym_piece_item,
  [sym_card_item] = sym_card_item,
  [sym_counters_item] = sym_counters_item,
  [sym_track_item] = sym_track_item,
  [sym_branch_item] = sym_branch_item,
  [sym_store_item] = sym_store_item,
  [sym_region] = sym_region,
  [sym_piece_block] = sym_piece_block,
  [sym_move_statement] = sym_move_statement,
  [sym_property_statement] = sym_property_statement,
  [sym__statement_part] = sym__statement_part,
  [sym_group] = sym_group,
  [sym_block] = sym_block,
  [sym__token] = sym__token,
  [sym_keyword] = sym_keyword,
  [sym_operator] = sym_operator,
  [aux_sym_source_file_repeat1] = aux_sym_source_file_repeat1,
  [aux_sym_directions_item_repeat1] = aux_sym_directions_item_repeat1,
  [aux_sym_region_repeat1] = aux_sym_region_repeat1,
  [aux_sym_piece_block_repeat1] = aux_sym_piece_block_repeat1,
  [aux_sym_move_statement_repeat1] = aux_sym_move_statement_repeat1,
  [aux_sym_group_repeat1] = aux_sym_group_repeat1,
  [aux_sym_block_repeat1] = aux_sym_block_repeat1,
  [alias_sym_move_keyword] = alias_sym_move_keyword,
};

static const TSSymbolMetadata ts_symbol_metadata[] = {
  [ts_builtin_sym_end] = {
    .visible = false,
    .named = true,
  },
  [sym_name] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_game] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_extends] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_players] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_sides] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_board] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_setup] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_rules] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_end] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_turn] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_cards] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_directions] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_COMMA] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_zone] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_COLON] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_piece] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_card] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_counters] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_track] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_loop] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_branch] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_from] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_store] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_rank] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_file] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_LBRACE] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_RBRACE] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_step] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_slide] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_leap] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_jump] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_along] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_enter] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_castle] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_bear] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_symbols] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_glyphs] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_promote] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_royal] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_neutral] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_stored] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_grid] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_cells] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_numbers] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_by] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_to] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_over] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_chained] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_on] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_ends] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_move] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_mandatory] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_no] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_repetition] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_plies] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_since] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_stacks] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_unlimited] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_onto] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_lift] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_if] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_and] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_or] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_not] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_below] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_is] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_in] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_height] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_count] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_showing] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_pieces] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_off] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_after] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_stack] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_max] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_exactly] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_passing] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_flying] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_connected] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_within] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_avoiding] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_stopping] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_actions] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_until] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_at] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_most] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_steal] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_adjacent] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_enters] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_when] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_add] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_clear] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_reset] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_place] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_of] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_into] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_team] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_copies] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_deal] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_each] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_hands] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_as] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_control] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_skip] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_swap] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_partner] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_split] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_pass] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_then] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_play] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_again] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_cancel] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_for] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_replay] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_stay] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_exchange] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_with] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_announce] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_deeper] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_score] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_attacked] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_long] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_reversing] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_once] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_continue] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_merge] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_remove] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_same] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_captures] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_falling] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_line] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_moves] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_flipping] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_next] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_claim] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_moved] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_en_DASHpassant] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_hand] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_counter] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_LPAREN] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_RPAREN] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_LT_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_GT_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_BANG_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_LT] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_GT] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOT_DOT] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PIPE] = {
    .visible = true,
    .named = false,
  },
  [sym_integer] = {
    .visible = true,
    .named = true,
  },
  [sym_string] = {
    .visible = true,
    .named = true,
  },
  [sym_comment] = {
    .visible = true,
    .named = true,
  },
  [sym_source_file] = {
    .visible = true,
    .named = true,
  },
  [sym__item] = {
    .visible = false,
    .named = true,
  },
  [sym_game_item] = {
    .visible = true,
    .named = true,
  },
  [sym_players_item] = {
    .visible = true,
    .named = true,
  },
  [sym_sides_item] = {
    .visible = true,
    .named = true,
  },
  [sym_board_item] = {
    .visible = true,
    .named = true,
  },
  [sym_setup_item] = {
    .visible = true,
    .named = true,
  },
  [sym_rules_item] = {
    .visible = true,
    .named = true,
  },
  [sym_end_item] = {
    .visible = true,
    .named = true,
  },
  [sym_turn_item] = {
    .visible = true,
    .named = true,
  },
  [sym_cards_item] = {
    .visible = true,
    .named = true,
  },
  [sym_directions_item] = {
    .visible = true,
    .named = true,
  },
  [sym_zone_item] = {
    .visible = true,
    .named = true,
  },
  [sym_piece_item] = {
    .visible = true,
    .named = true,
  },
  [sym_card_item] = {
    .visible = true,
    .named = true,
  },
  [sym_counters_item] = {
    .visible = true,
    .named = true,
  },
  [sym_track_item] = {
    .visible = true,
    .named = true,
  },
  [sym_branch_item] = {
    .visible = true,
    .named = true,
  },
  [sym_store_item] = {
    .visible = true,
    .named = true,
  },
  [sym_region] = {
    .visible = true,
    .named = true,
  },
  [sym_piece_block] = {
    .visible = true,
    .named = true,
  },
  [sym_move_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_property_statement] = {
    .visible = true,
    .named = true,
  },
  [sym__statement_part] = {
    .visible = false,
    .named = true,
  },
  [sym_group] = {
    .visible = true,
    .named = true,
  },
  [sym_block] = {
    .visible = true,
    .named = true,
  },
  [sym__token] = {
    .visible = false,
    .named = true,
  },
  [sym_keyword] = {
    .visible = true,
    .named = true,
  },
  [sym_operator] = {
    .visible = true,
    .named = true,
  },
  [aux_sym_source_file_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_directions_item_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_region_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_piece_block_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_move_statement_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_group_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_block_repeat1] = {
    .visible = false,
    .named = false,
  },
  [alias_sym_move_keyword] = {
    .visible = true,
    .named = true,
  },
};

enum ts_field_identifiers {
  field_body = 1,
  field_kind = 2,
  field_name = 3,
  field_parent = 4,
  field_title = 5,
  field_track = 6,
};

static const char * const ts_field_names[] = {
  [0] = NULL,
  [field_body] = "body",
  [field_kind] = "kind",
  [field_name] = "name",
  [field_parent] = "parent",
  [field_title] = "title",
  [field_track] = "track",
};

static const TSFieldMapSlice ts_field_map_slices[PRODUCTION_ID_COUNT] = {
  [1] = {.index = 0, .length = 1},
  [2] = {.index = 1, .length = 1},
  [3] = {.index = 2, .length = 1},
  [4] = {.index = 3, .length = 2},
  [5] = {.index = 5, .length = 2},
  [7] = {.index = 7, .length = 1},
  [8] = {.index = 7, .length = 1},
  [9] = {.index = 2, .length = 1},
  [10] = {.index = 8, .length = 3},
};

static const TSFieldMapEntry ts_field_map_entries[] = {
  [0] =
    {field_title, 1},
  [1] =
    {field_body, 1},
  [2] =
    {field_name, 1},
  [3] =
    {field_body, 2},
    {field_name, 1},
  [5] =
    {field_parent, 3},
    {field_title, 1},
  [7] =
    {field_kind, 0},
  [8] =
    {field_body, 4},
    {field_name, 1},
    {field_track, 3},
};

static const TSSymbol ts_alias_sequences[PRODUCTION_ID_COUNT][MAX_ALIAS_SEQUENCE_LENGTH] = {
  [0] = {0},
  [6] = {
    [0] = sym_keyword,
  },
  [7] = {
    [0] = alias_sym_move_keyword,
  },
  [8] = {
    [0] = sym_keyword,
  },
  [9] = {
    [2] = sym_keyword,
  },
  [10] = {
    [2] = sym_keyword,
  },
};

static const uint16_t ts_non_terminal_alias_map[] = {
  0,
};

static const TSStateId ts_primary_state_ids[STATE_COUNT] = {
  [0] = 0,
  [1] = 1,
  [2] = 2,
  [3] = 3,
  [4] = 4,
  [5] = 2,
  [6] = 3,
  [7] = 7,
  [8] = 8,
  [9] = 9,
  [10] = 10,
  [11] = 11,
  [12] = 12,
  [13] = 13,
  [14] = 14,
  [15] = 15,
  [16] = 16,
  [17] = 17,
  [18] = 18,
  [19] = 19,
  [20] = 20,
  [21] = 21,
  [22] = 22,
  [23] = 23,
  [24] = 24,
  [25] = 25,
  [26] = 26,
  [27] = 15,
  [28] = 28,
  [29] = 29,
  [30] = 30,
  [31] = 31,
  [32] = 32,
  [33] = 33,
  [34] = 34,
  [35] = 35,
  [36] = 36,
  [37] = 37,
  [38] = 19,
  [39] = 39,
  [40] = 40,
  [41] = 41,
  [42] = 42,
  [43] = 20,
  [44] = 44,
  [45] = 45,
  [46] = 46,
  [47] = 47,
  [48] = 48,
  [49] = 49,
  [50] = 50,
  [51] = 51,
  [52] = 52,
  [53] = 53,
  [54] = 54,
  [55] = 55,
  [56] = 56,
  [57] = 57,
  [58] = 58,
  [59] = 59,
  [60] = 60,
  [61] = 61,
  [62] = 62,
  [63] = 63,
  [64] = 64,
  [65] = 65,
  [66] = 66,
  [67] = 67,
  [68] = 68,
  [69] = 69,
  [70] = 70,
  [71] = 71,
  [72] = 72,
  [73] = 73,
  [74] = 74,
  [75] = 75,
  [76] = 76,
  [77] = 77,
  [78] = 78,
  [79] = 79,
  [80] = 80,
  [81] = 81,
  [82] = 82,
  [83] = 83,
  [84] = 84,
  [85] = 85,
  [86] = 86,
  [87] = 87,
  [88] = 88,
  [89] = 89,
  [90] = 90,
  [91] = 91,
};

static bool ts_lex(TSLexer *lexer, TSStateId state) {
  START_LEXER();
  eof = lexer->eof(lexer);
  switch (state) {
    case 0:
      if (eof) ADVANCE(5);
      ADVANCE_MAP(
        '!', 4,
        '"', 1,
        '(', 11,
        ')', 12,
        ',', 7,
        '.', 2,
        '/', 3,
        ':', 8,
        '<', 16,
        '=', 6,
        '>', 17,
        '{', 9,
        '|', 19,
        '}', 10,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(0);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(21);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(20);
      END_STATE();
    case 1:
      if (lookahead == '"') ADVANCE(22);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(1);
      END_STATE();
    case 2:
      if (lookahead == '.') ADVANCE(18);
      END_STATE();
    case 3:
      if (lookahead == '/') ADVANCE(23);
      END_STATE();
    case 4:
      if (lookahead == '=') ADVANCE(15);
      END_STATE();
    case 5:
      ACCEPT_TOKEN(ts_builtin_sym_end);
      END_STATE();
    case 6:
      ACCEPT_TOKEN(anon_sym_EQ);
      END_STATE();
    case 7:
      ACCEPT_TOKEN(anon_sym_COMMA);
      END_STATE();
    case 8:
      ACCEPT_TOKEN(anon_sym_COLON);
      END_STATE();
    case 9:
      ACCEPT_TOKEN(anon_sym_LBRACE);
      END_STATE();
    case 10:
      ACCEPT_TOKEN(anon_sym_RBRACE);
      END_STATE();
    case 11:
      ACCEPT_TOKEN(anon_sym_LPAREN);
      END_STATE();
    case 12:
      ACCEPT_TOKEN(anon_sym_RPAREN);
      END_STATE();
    case 13:
      ACCEPT_TOKEN(anon_sym_LT_EQ);
      END_STATE();
    case 14:
      ACCEPT_TOKEN(anon_sym_GT_EQ);
      END_STATE();
    case 15:
      ACCEPT_TOKEN(anon_sym_BANG_EQ);
      END_STATE();
    case 16:
      ACCEPT_TOKEN(anon_sym_LT);
      if (lookahead == '=') ADVANCE(13);
      END_STATE();
    case 17:
      ACCEPT_TOKEN(anon_sym_GT);
      if (lookahead == '=') ADVANCE(14);
      END_STATE();
    case 18:
      ACCEPT_TOKEN(anon_sym_DOT_DOT);
      END_STATE();
    case 19:
      ACCEPT_TOKEN(anon_sym_PIPE);
      END_STATE();
    case 20:
      ACCEPT_TOKEN(sym_name);
      if (lookahead == '-' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(20);
      END_STATE();
    case 21:
      ACCEPT_TOKEN(sym_integer);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(21);
      END_STATE();
    case 22:
      ACCEPT_TOKEN(sym_string);
      END_STATE();
    case 23:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(23);
      END_STATE();
    default:
      return false;
  }
}

static bool ts_lex_keywords(TSLexer *lexer, TSStateId state) {
  START_LEXER();
  eof = lexer->eof(lexer);
  switch (state) {
    case 0:
      ADVANCE_MAP(
        'a', 1,
        'b', 2,
        'c', 3,
        'd', 4,
        'e', 5,
        'f', 6,
        'g', 7,
        'h', 8,
        'i', 9,
        'j', 10,
        'l', 11,
        'm', 12,
        'n', 13,
        'o', 14,
        'p', 15,
        'r', 16,
        's', 17,
        't', 18,
        'u', 19,
        'w', 20,
        'z', 21,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(0);
      END_STATE();
    case 1:
      ADVANCE_MAP(
        'c', 22,
        'd', 23,
        'f', 24,
        'g', 25,
        'l', 26,
        'n', 27,
        's', 28,
        't', 29,
        'v', 30,
      );
      END_STATE();
    case 2:
      if (lookahead == 'e') ADVANCE(31);
      if (lookahead == 'o') ADVANCE(32);
      if (lookahead == 'r') ADVANCE(33);
      if (lookahead == 'y') ADVANCE(34);
      END_STATE();
    case 3:
      if (lookahead == 'a') ADVANCE(35);
      if (lookahead == 'e') ADVANCE(36);
      if (lookahead == 'h') ADVANCE(37);
      if (lookahead == 'l') ADVANCE(38);
      if (lookahead == 'o') ADVANCE(39);
      END_STATE();
    case 4:
      if (lookahead == 'e') ADVANCE(40);
      if (lookahead == 'i') ADVANCE(41);
      END_STATE();
    case 5:
      if (lookahead == 'a') ADVANCE(42);
      if (lookahead == 'n') ADVANCE(43);
      if (lookahead == 'x') ADVANCE(44);
      END_STATE();
    case 6:
      if (lookahead == 'a') ADVANCE(45);
      if (lookahead == 'i') ADVANCE(46);
      if (lookahead == 'l') ADVANCE(47);
      if (lookahead == 'o') ADVANCE(48);
      if (lookahead == 'r') ADVANCE(49);
      END_STATE();
    case 7:
      if (lookahead == 'a') ADVANCE(50);
      if (lookahead == 'l') ADVANCE(51);
      if (lookahead == 'r') ADVANCE(52);
      END_STATE();
    case 8:
      if (lookahead == 'a') ADVANCE(53);
      if (lookahead == 'e') ADVANCE(54);
      END_STATE();
    case 9:
      if (lookahead == 'f') ADVANCE(55);
      if (lookahead == 'n') ADVANCE(56);
      if (lookahead == 's') ADVANCE(57);
      END_STATE();
    case 10:
      if (lookahead == 'u') ADVANCE(58);
      END_STATE();
    case 11:
      if (lookahead == 'e') ADVANCE(59);
      if (lookahead == 'i') ADVANCE(60);
      if (lookahead == 'o') ADVANCE(61);
      END_STATE();
    case 12:
      if (lookahead == 'a') ADVANCE(62);
      if (lookahead == 'e') ADVANCE(63);
      if (lookahead == 'o') ADVANCE(64);
      END_STATE();
    case 13:
      if (lookahead == 'e') ADVANCE(65);
      if (lookahead == 'o') ADVANCE(66);
      if (lookahead == 'u') ADVANCE(67);
      END_STATE();
    case 14:
      if (lookahead == 'f') ADVANCE(68);
      if (lookahead == 'n') ADVANCE(69);
      if (lookahead == 'r') ADVANCE(70);
      if (lookahead == 'v') ADVANCE(71);
      END_STATE();
    case 15:
      if (lookahead == 'a') ADVANCE(72);
      if (lookahead == 'i') ADVANCE(73);
      if (lookahead == 'l') ADVANCE(74);
      if (lookahead == 'r') ADVANCE(75);
      END_STATE();
    case 16:
      if (lookahead == 'a') ADVANCE(76);
      if (lookahead == 'e') ADVANCE(77);
      if (lookahead == 'o') ADVANCE(78);
      if (lookahead == 'u') ADVANCE(79);
      END_STATE();
    case 17:
      ADVANCE_MAP(
        'a', 80,
        'c', 81,
        'e', 82,
        'h', 83,
        'i', 84,
        'k', 85,
        'l', 86,
        'p', 87,
        't', 88,
        'w', 89,
        'y', 90,
      );
      END_STATE();
    case 18:
      if (lookahead == 'e') ADVANCE(91);
      if (lookahead == 'h') ADVANCE(92);
      if (lookahead == 'o') ADVANCE(93);
      if (lookahead == 'r') ADVANCE(94);
      if (lookahead == 'u') ADVANCE(95);
      END_STATE();
    case 19:
      if (lookahead == 'n') ADVANCE(96);
      END_STATE();
    case 20:
      if (lookahead == 'h') ADVANCE(97);
      if (lookahead == 'i') ADVANCE(98);
      END_STATE();
    case 21:
      if (lookahead == 'o') ADVANCE(99);
      END_STATE();
    case 22:
      if (lookahead == 't') ADVANCE(100);
      END_STATE();
    case 23:
      if (lookahead == 'd') ADVANCE(101);
      if (lookahead == 'j') ADVANCE(102);
      END_STATE();
    case 24:
      if (lookahead == 't') ADVANCE(103);
      END_STATE();
    case 25:
      if (lookahead == 'a') ADVANCE(104);
      END_STATE();
    case 26:
      if (lookahead == 'o') ADVANCE(105);
      END_STATE();
    case 27:
      if (lookahead == 'd') ADVANCE(106);
      if (lookahead == 'n') ADVANCE(107);
      END_STATE();
    case 28:
      ACCEPT_TOKEN(anon_sym_as);
      END_STATE();
    case 29:
      ACCEPT_TOKEN(anon_sym_at);
      if (lookahead == 't') ADVANCE(108);
      END_STATE();
    case 30:
      if (lookahead == 'o') ADVANCE(109);
      END_STATE();
    case 31:
      if (lookahead == 'a') ADVANCE(110);
      if (lookahead == 'l') ADVANCE(111);
      END_STATE();
    case 32:
      if (lookahead == 'a') ADVANCE(112);
      END_STATE();
    case 33:
      if (lookahead == 'a') ADVANCE(113);
      END_STATE();
    case 34:
      ACCEPT_TOKEN(anon_sym_by);
      END_STATE();
    case 35:
      if (lookahead == 'n') ADVANCE(114);
      if (lookahead == 'p') ADVANCE(115);
      if (lookahead == 'r') ADVANCE(116);
      if (lookahead == 's') ADVANCE(117);
      END_STATE();
    case 36:
      if (lookahead == 'l') ADVANCE(118);
      END_STATE();
    case 37:
      if (lookahead == 'a') ADVANCE(119);
      END_STATE();
    case 38:
      if (lookahead == 'a') ADVANCE(120);
      if (lookahead == 'e') ADVANCE(121);
      END_STATE();
    case 39:
      if (lookahead == 'n') ADVANCE(122);
      if (lookahead == 'p') ADVANCE(123);
      if (lookahead == 'u') ADVANCE(124);
      END_STATE();
    case 40:
      if (lookahead == 'a') ADVANCE(125);
      if (lookahead == 'e') ADVANCE(126);
      END_STATE();
    case 41:
      if (lookahead == 'r') ADVANCE(127);
      END_STATE();
    case 42:
      if (lookahead == 'c') ADVANCE(128);
      END_STATE();
    case 43:
      if (lookahead == '-') ADVANCE(129);
      if (lookahead == 'd') ADVANCE(130);
      if (lookahead == 't') ADVANCE(131);
      END_STATE();
    case 44:
      if (lookahead == 'a') ADVANCE(132);
      if (lookahead == 'c') ADVANCE(133);
      if (lookahead == 't') ADVANCE(134);
      END_STATE();
    case 45:
      if (lookahead == 'l') ADVANCE(135);
      END_STATE();
    case 46:
      if (lookahead == 'l') ADVANCE(136);
      END_STATE();
    case 47:
      if (lookahead == 'i') ADVANCE(137);
      if (lookahead == 'y') ADVANCE(138);
      END_STATE();
    case 48:
      if (lookahead == 'r') ADVANCE(139);
      END_STATE();
    case 49:
      if (lookahead == 'o') ADVANCE(140);
      END_STATE();
    case 50:
      if (lookahead == 'm') ADVANCE(141);
      END_STATE();
    case 51:
      if (lookahead == 'y') ADVANCE(142);
      END_STATE();
    case 52:
      if (lookahead == 'i') ADVANCE(143);
      END_STATE();
    case 53:
      if (lookahead == 'n') ADVANCE(144);
      END_STATE();
    case 54:
      if (lookahead == 'i') ADVANCE(145);
      END_STATE();
    case 55:
      ACCEPT_TOKEN(anon_sym_if);
      END_STATE();
    case 56:
      ACCEPT_TOKEN(anon_sym_in);
      if (lookahead == 't') ADVANCE(146);
      END_STATE();
    case 57:
      ACCEPT_TOKEN(anon_sym_is);
      END_STATE();
    case 58:
      if (lookahead == 'm') ADVANCE(147);
      END_STATE();
    case 59:
      if (lookahead == 'a') ADVANCE(148);
      END_STATE();
    case 60:
      if (lookahead == 'f') ADVANCE(149);
      if (lookahead == 'n') ADVANCE(150);
      END_STATE();
    case 61:
      if (lookahead == 'n') ADVANCE(151);
      if (lookahead == 'o') ADVANCE(152);
      END_STATE();
    case 62:
      if (lookahead == 'n') ADVANCE(153);
      if (lookahead == 'x') ADVANCE(154);
      END_STATE();
    case 63:
      if (lookahead == 'r') ADVANCE(155);
      END_STATE();
    case 64:
      if (lookahead == 's') ADVANCE(156);
      if (lookahead == 'v') ADVANCE(157);
      END_STATE();
    case 65:
      if (lookahead == 'u') ADVANCE(158);
      if (lookahead == 'x') ADVANCE(159);
      END_STATE();
    case 66:
      ACCEPT_TOKEN(anon_sym_no);
      if (lookahead == 't') ADVANCE(160);
      END_STATE();
    case 67:
      if (lookahead == 'm') ADVANCE(161);
      END_STATE();
    case 68:
      ACCEPT_TOKEN(anon_sym_of);
      if (lookahead == 'f') ADVANCE(162);
      END_STATE();
    case 69:
      ACCEPT_TOKEN(anon_sym_on);
      if (lookahead == 'c') ADVANCE(163);
      if (lookahead == 't') ADVANCE(164);
      END_STATE();
    case 70:
      ACCEPT_TOKEN(anon_sym_or);
      END_STATE();
    case 71:
      if (lookahead == 'e') ADVANCE(165);
      END_STATE();
    case 72:
      if (lookahead == 'r') ADVANCE(166);
      if (lookahead == 's') ADVANCE(167);
      END_STATE();
    case 73:
      if (lookahead == 'e') ADVANCE(168);
      END_STATE();
    case 74:
      if (lookahead == 'a') ADVANCE(169);
      if (lookahead == 'i') ADVANCE(170);
      END_STATE();
    case 75:
      if (lookahead == 'o') ADVANCE(171);
      END_STATE();
    case 76:
      if (lookahead == 'n') ADVANCE(172);
      END_STATE();
    case 77:
      if (lookahead == 'm') ADVANCE(173);
      if (lookahead == 'p') ADVANCE(174);
      if (lookahead == 's') ADVANCE(175);
      if (lookahead == 'v') ADVANCE(176);
      END_STATE();
    case 78:
      if (lookahead == 'y') ADVANCE(177);
      END_STATE();
    case 79:
      if (lookahead == 'l') ADVANCE(178);
      END_STATE();
    case 80:
      if (lookahead == 'm') ADVANCE(179);
      END_STATE();
    case 81:
      if (lookahead == 'o') ADVANCE(180);
      END_STATE();
    case 82:
      if (lookahead == 't') ADVANCE(181);
      END_STATE();
    case 83:
      if (lookahead == 'o') ADVANCE(182);
      END_STATE();
    case 84:
      if (lookahead == 'd') ADVANCE(183);
      if (lookahead == 'n') ADVANCE(184);
      END_STATE();
    case 85:
      if (lookahead == 'i') ADVANCE(185);
      END_STATE();
    case 86:
      if (lookahead == 'i') ADVANCE(186);
      END_STATE();
    case 87:
      if (lookahead == 'l') ADVANCE(187);
      END_STATE();
    case 88:
      if (lookahead == 'a') ADVANCE(188);
      if (lookahead == 'e') ADVANCE(189);
      if (lookahead == 'o') ADVANCE(190);
      END_STATE();
    case 89:
      if (lookahead == 'a') ADVANCE(191);
      END_STATE();
    case 90:
      if (lookahead == 'm') ADVANCE(192);
      END_STATE();
    case 91:
      if (lookahead == 'a') ADVANCE(193);
      END_STATE();
    case 92:
      if (lookahead == 'e') ADVANCE(194);
      END_STATE();
    case 93:
      ACCEPT_TOKEN(anon_sym_to);
      END_STATE();
    case 94:
      if (lookahead == 'a') ADVANCE(195);
      END_STATE();
    case 95:
      if (lookahead == 'r') ADVANCE(196);
      END_STATE();
    case 96:
      if (lookahead == 'l') ADVANCE(197);
      if (lookahead == 't') ADVANCE(198);
      END_STATE();
    case 97:
      if (lookahead == 'e') ADVANCE(199);
      END_STATE();
    case 98:
      if (lookahead == 't') ADVANCE(200);
      END_STATE();
    case 99:
      if (lookahead == 'n') ADVANCE(201);
      END_STATE();
    case 100:
      if (lookahead == 'i') ADVANCE(202);
      END_STATE();
    case 101:
      ACCEPT_TOKEN(anon_sym_add);
      END_STATE();
    case 102:
      if (lookahead == 'a') ADVANCE(203);
      END_STATE();
    case 103:
      if (lookahead == 'e') ADVANCE(204);
      END_STATE();
    case 104:
      if (lookahead == 'i') ADVANCE(205);
      END_STATE();
    case 105:
      if (lookahead == 'n') ADVANCE(206);
      END_STATE();
    case 106:
      ACCEPT_TOKEN(anon_sym_and);
      END_STATE();
    case 107:
      if (lookahead == 'o') ADVANCE(207);
      END_STATE();
    case 108:
      if (lookahead == 'a') ADVANCE(208);
      END_STATE();
    case 109:
      if (lookahead == 'i') ADVANCE(209);
      END_STATE();
    case 110:
      if (lookahead == 'r') ADVANCE(210);
      END_STATE();
    case 111:
      if (lookahead == 'o') ADVANCE(211);
      END_STATE();
    case 112:
      if (lookahead == 'r') ADVANCE(212);
      END_STATE();
    case 113:
      if (lookahead == 'n') ADVANCE(213);
      END_STATE();
    case 114:
      if (lookahead == 'c') ADVANCE(214);
      END_STATE();
    case 115:
      if (lookahead == 't') ADVANCE(215);
      END_STATE();
    case 116:
      if (lookahead == 'd') ADVANCE(216);
      END_STATE();
    case 117:
      if (lookahead == 't') ADVANCE(217);
      END_STATE();
    case 118:
      if (lookahead == 'l') ADVANCE(218);
      END_STATE();
    case 119:
      if (lookahead == 'i') ADVANCE(219);
      END_STATE();
    case 120:
      if (lookahead == 'i') ADVANCE(220);
      END_STATE();
    case 121:
      if (lookahead == 'a') ADVANCE(221);
      END_STATE();
    case 122:
      if (lookahead == 'n') ADVANCE(222);
      if (lookahead == 't') ADVANCE(223);
      END_STATE();
    case 123:
      if (lookahead == 'i') ADVANCE(224);
      END_STATE();
    case 124:
      if (lookahead == 'n') ADVANCE(225);
      END_STATE();
    case 125:
      if (lookahead == 'l') ADVANCE(226);
      END_STATE();
    case 126:
      if (lookahead == 'p') ADVANCE(227);
      END_STATE();
    case 127:
      if (lookahead == 'e') ADVANCE(228);
      END_STATE();
    case 128:
      if (lookahead == 'h') ADVANCE(229);
      END_STATE();
    case 129:
      if (lookahead == 'p') ADVANCE(230);
      END_STATE();
    case 130:
      ACCEPT_TOKEN(anon_sym_end);
      if (lookahead == 's') ADVANCE(231);
      END_STATE();
    case 131:
      if (lookahead == 'e') ADVANCE(232);
      END_STATE();
    case 132:
      if (lookahead == 'c') ADVANCE(233);
      END_STATE();
    case 133:
      if (lookahead == 'h') ADVANCE(234);
      END_STATE();
    case 134:
      if (lookahead == 'e') ADVANCE(235);
      END_STATE();
    case 135:
      if (lookahead == 'l') ADVANCE(236);
      END_STATE();
    case 136:
      if (lookahead == 'e') ADVANCE(237);
      END_STATE();
    case 137:
      if (lookahead == 'p') ADVANCE(238);
      END_STATE();
    case 138:
      if (lookahead == 'i') ADVANCE(239);
      END_STATE();
    case 139:
      ACCEPT_TOKEN(anon_sym_for);
      END_STATE();
    case 140:
      if (lookahead == 'm') ADVANCE(240);
      END_STATE();
    case 141:
      if (lookahead == 'e') ADVANCE(241);
      END_STATE();
    case 142:
      if (lookahead == 'p') ADVANCE(242);
      END_STATE();
    case 143:
      if (lookahead == 'd') ADVANCE(243);
      END_STATE();
    case 144:
      if (lookahead == 'd') ADVANCE(244);
      END_STATE();
    case 145:
      if (lookahead == 'g') ADVANCE(245);
      END_STATE();
    case 146:
      if (lookahead == 'o') ADVANCE(246);
      END_STATE();
    case 147:
      if (lookahead == 'p') ADVANCE(247);
      END_STATE();
    case 148:
      if (lookahead == 'p') ADVANCE(248);
      END_STATE();
    case 149:
      if (lookahead == 't') ADVANCE(249);
      END_STATE();
    case 150:
      if (lookahead == 'e') ADVANCE(250);
      END_STATE();
    case 151:
      if (lookahead == 'g') ADVANCE(251);
      END_STATE();
    case 152:
      if (lookahead == 'p') ADVANCE(252);
      END_STATE();
    case 153:
      if (lookahead == 'd') ADVANCE(253);
      END_STATE();
    case 154:
      ACCEPT_TOKEN(anon_sym_max);
      END_STATE();
    case 155:
      if (lookahead == 'g') ADVANCE(254);
      END_STATE();
    case 156:
      if (lookahead == 't') ADVANCE(255);
      END_STATE();
    case 157:
      if (lookahead == 'e') ADVANCE(256);
      END_STATE();
    case 158:
      if (lookahead == 't') ADVANCE(257);
      END_STATE();
    case 159:
      if (lookahead == 't') ADVANCE(258);
      END_STATE();
    case 160:
      ACCEPT_TOKEN(anon_sym_not);
      END_STATE();
    case 161:
      if (lookahead == 'b') ADVANCE(259);
      END_STATE();
    case 162:
      ACCEPT_TOKEN(anon_sym_off);
      END_STATE();
    case 163:
      if (lookahead == 'e') ADVANCE(260);
      END_STATE();
    case 164:
      if (lookahead == 'o') ADVANCE(261);
      END_STATE();
    case 165:
      if (lookahead == 'r') ADVANCE(262);
      END_STATE();
    case 166:
      if (lookahead == 't') ADVANCE(263);
      END_STATE();
    case 167:
      if (lookahead == 's') ADVANCE(264);
      END_STATE();
    case 168:
      if (lookahead == 'c') ADVANCE(265);
      END_STATE();
    case 169:
      if (lookahead == 'c') ADVANCE(266);
      if (lookahead == 'y') ADVANCE(267);
      END_STATE();
    case 170:
      if (lookahead == 'e') ADVANCE(268);
      END_STATE();
    case 171:
      if (lookahead == 'm') ADVANCE(269);
      END_STATE();
    case 172:
      if (lookahead == 'k') ADVANCE(270);
      END_STATE();
    case 173:
      if (lookahead == 'o') ADVANCE(271);
      END_STATE();
    case 174:
      if (lookahead == 'e') ADVANCE(272);
      if (lookahead == 'l') ADVANCE(273);
      END_STATE();
    case 175:
      if (lookahead == 'e') ADVANCE(274);
      END_STATE();
    case 176:
      if (lookahead == 'e') ADVANCE(275);
      END_STATE();
    case 177:
      if (lookahead == 'a') ADVANCE(276);
      END_STATE();
    case 178:
      if (lookahead == 'e') ADVANCE(277);
      END_STATE();
    case 179:
      if (lookahead == 'e') ADVANCE(278);
      END_STATE();
    case 180:
      if (lookahead == 'r') ADVANCE(279);
      END_STATE();
    case 181:
      if (lookahead == 'u') ADVANCE(280);
      END_STATE();
    case 182:
      if (lookahead == 'w') ADVANCE(281);
      END_STATE();
    case 183:
      if (lookahead == 'e') ADVANCE(282);
      END_STATE();
    case 184:
      if (lookahead == 'c') ADVANCE(283);
      END_STATE();
    case 185:
      if (lookahead == 'p') ADVANCE(284);
      END_STATE();
    case 186:
      if (lookahead == 'd') ADVANCE(285);
      END_STATE();
    case 187:
      if (lookahead == 'i') ADVANCE(286);
      END_STATE();
    case 188:
      if (lookahead == 'c') ADVANCE(287);
      if (lookahead == 'y') ADVANCE(288);
      END_STATE();
    case 189:
      if (lookahead == 'a') ADVANCE(289);
      if (lookahead == 'p') ADVANCE(290);
      END_STATE();
    case 190:
      if (lookahead == 'p') ADVANCE(291);
      if (lookahead == 'r') ADVANCE(292);
      END_STATE();
    case 191:
      if (lookahead == 'p') ADVANCE(293);
      END_STATE();
    case 192:
      if (lookahead == 'b') ADVANCE(294);
      END_STATE();
    case 193:
      if (lookahead == 'm') ADVANCE(295);
      END_STATE();
    case 194:
      if (lookahead == 'n') ADVANCE(296);
      END_STATE();
    case 195:
      if (lookahead == 'c') ADVANCE(297);
      END_STATE();
    case 196:
      if (lookahead == 'n') ADVANCE(298);
      END_STATE();
    case 197:
      if (lookahead == 'i') ADVANCE(299);
      END_STATE();
    case 198:
      if (lookahead == 'i') ADVANCE(300);
      END_STATE();
    case 199:
      if (lookahead == 'n') ADVANCE(301);
      END_STATE();
    case 200:
      if (lookahead == 'h') ADVANCE(302);
      END_STATE();
    case 201:
      if (lookahead == 'e') ADVANCE(303);
      END_STATE();
    case 202:
      if (lookahead == 'o') ADVANCE(304);
      END_STATE();
    case 203:
      if (lookahead == 'c') ADVANCE(305);
      END_STATE();
    case 204:
      if (lookahead == 'r') ADVANCE(306);
      END_STATE();
    case 205:
      if (lookahead == 'n') ADVANCE(307);
      END_STATE();
    case 206:
      if (lookahead == 'g') ADVANCE(308);
      END_STATE();
    case 207:
      if (lookahead == 'u') ADVANCE(309);
      END_STATE();
    case 208:
      if (lookahead == 'c') ADVANCE(310);
      END_STATE();
    case 209:
      if (lookahead == 'd') ADVANCE(311);
      END_STATE();
    case 210:
      ACCEPT_TOKEN(anon_sym_bear);
      END_STATE();
    case 211:
      if (lookahead == 'w') ADVANCE(312);
      END_STATE();
    case 212:
      if (lookahead == 'd') ADVANCE(313);
      END_STATE();
    case 213:
      if (lookahead == 'c') ADVANCE(314);
      END_STATE();
    case 214:
      if (lookahead == 'e') ADVANCE(315);
      END_STATE();
    case 215:
      if (lookahead == 'u') ADVANCE(316);
      END_STATE();
    case 216:
      ACCEPT_TOKEN(anon_sym_card);
      if (lookahead == 's') ADVANCE(317);
      END_STATE();
    case 217:
      if (lookahead == 'l') ADVANCE(318);
      END_STATE();
    case 218:
      if (lookahead == 's') ADVANCE(319);
      END_STATE();
    case 219:
      if (lookahead == 'n') ADVANCE(320);
      END_STATE();
    case 220:
      if (lookahead == 'm') ADVANCE(321);
      END_STATE();
    case 221:
      if (lookahead == 'r') ADVANCE(322);
      END_STATE();
    case 222:
      if (lookahead == 'e') ADVANCE(323);
      END_STATE();
    case 223:
      if (lookahead == 'i') ADVANCE(324);
      if (lookahead == 'r') ADVANCE(325);
      END_STATE();
    case 224:
      if (lookahead == 'e') ADVANCE(326);
      END_STATE();
    case 225:
      if (lookahead == 't') ADVANCE(327);
      END_STATE();
    case 226:
      ACCEPT_TOKEN(anon_sym_deal);
      END_STATE();
    case 227:
      if (lookahead == 'e') ADVANCE(328);
      END_STATE();
    case 228:
      if (lookahead == 'c') ADVANCE(329);
      END_STATE();
    case 229:
      ACCEPT_TOKEN(anon_sym_each);
      END_STATE();
    case 230:
      if (lookahead == 'a') ADVANCE(330);
      END_STATE();
    case 231:
      ACCEPT_TOKEN(anon_sym_ends);
      END_STATE();
    case 232:
      if (lookahead == 'r') ADVANCE(331);
      END_STATE();
    case 233:
      if (lookahead == 't') ADVANCE(332);
      END_STATE();
    case 234:
      if (lookahead == 'a') ADVANCE(333);
      END_STATE();
    case 235:
      if (lookahead == 'n') ADVANCE(334);
      END_STATE();
    case 236:
      if (lookahead == 'i') ADVANCE(335);
      END_STATE();
    case 237:
      ACCEPT_TOKEN(anon_sym_file);
      END_STATE();
    case 238:
      if (lookahead == 'p') ADVANCE(336);
      END_STATE();
    case 239:
      if (lookahead == 'n') ADVANCE(337);
      END_STATE();
    case 240:
      ACCEPT_TOKEN(anon_sym_from);
      END_STATE();
    case 241:
      ACCEPT_TOKEN(anon_sym_game);
      END_STATE();
    case 242:
      if (lookahead == 'h') ADVANCE(338);
      END_STATE();
    case 243:
      ACCEPT_TOKEN(anon_sym_grid);
      END_STATE();
    case 244:
      ACCEPT_TOKEN(anon_sym_hand);
      if (lookahead == 's') ADVANCE(339);
      END_STATE();
    case 245:
      if (lookahead == 'h') ADVANCE(340);
      END_STATE();
    case 246:
      ACCEPT_TOKEN(anon_sym_into);
      END_STATE();
    case 247:
      ACCEPT_TOKEN(anon_sym_jump);
      END_STATE();
    case 248:
      ACCEPT_TOKEN(anon_sym_leap);
      END_STATE();
    case 249:
      ACCEPT_TOKEN(anon_sym_lift);
      END_STATE();
    case 250:
      ACCEPT_TOKEN(anon_sym_line);
      END_STATE();
    case 251:
      ACCEPT_TOKEN(anon_sym_long);
      END_STATE();
    case 252:
      ACCEPT_TOKEN(anon_sym_loop);
      END_STATE();
    case 253:
      if (lookahead == 'a') ADVANCE(341);
      END_STATE();
    case 254:
      if (lookahead == 'e') ADVANCE(342);
      END_STATE();
    case 255:
      ACCEPT_TOKEN(anon_sym_most);
      END_STATE();
    case 256:
      ACCEPT_TOKEN(anon_sym_move);
      if (lookahead == 'd') ADVANCE(343);
      if (lookahead == 's') ADVANCE(344);
      END_STATE();
    case 257:
      if (lookahead == 'r') ADVANCE(345);
      END_STATE();
    case 258:
      ACCEPT_TOKEN(anon_sym_next);
      END_STATE();
    case 259:
      if (lookahead == 'e') ADVANCE(346);
      END_STATE();
    case 260:
      ACCEPT_TOKEN(anon_sym_once);
      END_STATE();
    case 261:
      ACCEPT_TOKEN(anon_sym_onto);
      END_STATE();
    case 262:
      ACCEPT_TOKEN(anon_sym_over);
      END_STATE();
    case 263:
      if (lookahead == 'n') ADVANCE(347);
      END_STATE();
    case 264:
      ACCEPT_TOKEN(anon_sym_pass);
      if (lookahead == 'i') ADVANCE(348);
      END_STATE();
    case 265:
      if (lookahead == 'e') ADVANCE(349);
      END_STATE();
    case 266:
      if (lookahead == 'e') ADVANCE(350);
      END_STATE();
    case 267:
      ACCEPT_TOKEN(anon_sym_play);
      if (lookahead == 'e') ADVANCE(351);
      END_STATE();
    case 268:
      if (lookahead == 's') ADVANCE(352);
      END_STATE();
    case 269:
      if (lookahead == 'o') ADVANCE(353);
      END_STATE();
    case 270:
      ACCEPT_TOKEN(anon_sym_rank);
      END_STATE();
    case 271:
      if (lookahead == 'v') ADVANCE(354);
      END_STATE();
    case 272:
      if (lookahead == 't') ADVANCE(355);
      END_STATE();
    case 273:
      if (lookahead == 'a') ADVANCE(356);
      END_STATE();
    case 274:
      if (lookahead == 't') ADVANCE(357);
      END_STATE();
    case 275:
      if (lookahead == 'r') ADVANCE(358);
      END_STATE();
    case 276:
      if (lookahead == 'l') ADVANCE(359);
      END_STATE();
    case 277:
      if (lookahead == 's') ADVANCE(360);
      END_STATE();
    case 278:
      ACCEPT_TOKEN(anon_sym_same);
      END_STATE();
    case 279:
      if (lookahead == 'e') ADVANCE(361);
      END_STATE();
    case 280:
      if (lookahead == 'p') ADVANCE(362);
      END_STATE();
    case 281:
      if (lookahead == 'i') ADVANCE(363);
      END_STATE();
    case 282:
      if (lookahead == 's') ADVANCE(364);
      END_STATE();
    case 283:
      if (lookahead == 'e') ADVANCE(365);
      END_STATE();
    case 284:
      ACCEPT_TOKEN(anon_sym_skip);
      END_STATE();
    case 285:
      if (lookahead == 'e') ADVANCE(366);
      END_STATE();
    case 286:
      if (lookahead == 't') ADVANCE(367);
      END_STATE();
    case 287:
      if (lookahead == 'k') ADVANCE(368);
      END_STATE();
    case 288:
      ACCEPT_TOKEN(anon_sym_stay);
      END_STATE();
    case 289:
      if (lookahead == 'l') ADVANCE(369);
      END_STATE();
    case 290:
      ACCEPT_TOKEN(anon_sym_step);
      END_STATE();
    case 291:
      if (lookahead == 'p') ADVANCE(370);
      END_STATE();
    case 292:
      if (lookahead == 'e') ADVANCE(371);
      END_STATE();
    case 293:
      ACCEPT_TOKEN(anon_sym_swap);
      END_STATE();
    case 294:
      if (lookahead == 'o') ADVANCE(372);
      END_STATE();
    case 295:
      ACCEPT_TOKEN(anon_sym_team);
      END_STATE();
    case 296:
      ACCEPT_TOKEN(anon_sym_then);
      END_STATE();
    case 297:
      if (lookahead == 'k') ADVANCE(373);
      END_STATE();
    case 298:
      ACCEPT_TOKEN(anon_sym_turn);
      END_STATE();
    case 299:
      if (lookahead == 'm') ADVANCE(374);
      END_STATE();
    case 300:
      if (lookahead == 'l') ADVANCE(375);
      END_STATE();
    case 301:
      ACCEPT_TOKEN(anon_sym_when);
      END_STATE();
    case 302:
      ACCEPT_TOKEN(anon_sym_with);
      if (lookahead == 'i') ADVANCE(376);
      END_STATE();
    case 303:
      ACCEPT_TOKEN(anon_sym_zone);
      END_STATE();
    case 304:
      if (lookahead == 'n') ADVANCE(377);
      END_STATE();
    case 305:
      if (lookahead == 'e') ADVANCE(378);
      END_STATE();
    case 306:
      ACCEPT_TOKEN(anon_sym_after);
      END_STATE();
    case 307:
      ACCEPT_TOKEN(anon_sym_again);
      END_STATE();
    case 308:
      ACCEPT_TOKEN(anon_sym_along);
      END_STATE();
    case 309:
      if (lookahead == 'n') ADVANCE(379);
      END_STATE();
    case 310:
      if (lookahead == 'k') ADVANCE(380);
      END_STATE();
    case 311:
      if (lookahead == 'i') ADVANCE(381);
      END_STATE();
    case 312:
      ACCEPT_TOKEN(anon_sym_below);
      END_STATE();
    case 313:
      ACCEPT_TOKEN(anon_sym_board);
      END_STATE();
    case 314:
      if (lookahead == 'h') ADVANCE(382);
      END_STATE();
    case 315:
      if (lookahead == 'l') ADVANCE(383);
      END_STATE();
    case 316:
      if (lookahead == 'r') ADVANCE(384);
      END_STATE();
    case 317:
      ACCEPT_TOKEN(anon_sym_cards);
      END_STATE();
    case 318:
      if (lookahead == 'e') ADVANCE(385);
      END_STATE();
    case 319:
      ACCEPT_TOKEN(anon_sym_cells);
      END_STATE();
    case 320:
      if (lookahead == 'e') ADVANCE(386);
      END_STATE();
    case 321:
      ACCEPT_TOKEN(anon_sym_claim);
      END_STATE();
    case 322:
      ACCEPT_TOKEN(anon_sym_clear);
      END_STATE();
    case 323:
      if (lookahead == 'c') ADVANCE(387);
      END_STATE();
    case 324:
      if (lookahead == 'n') ADVANCE(388);
      END_STATE();
    case 325:
      if (lookahead == 'o') ADVANCE(389);
      END_STATE();
    case 326:
      if (lookahead == 's') ADVANCE(390);
      END_STATE();
    case 327:
      ACCEPT_TOKEN(anon_sym_count);
      if (lookahead == 'e') ADVANCE(391);
      END_STATE();
    case 328:
      if (lookahead == 'r') ADVANCE(392);
      END_STATE();
    case 329:
      if (lookahead == 't') ADVANCE(393);
      END_STATE();
    case 330:
      if (lookahead == 's') ADVANCE(394);
      END_STATE();
    case 331:
      ACCEPT_TOKEN(anon_sym_enter);
      if (lookahead == 's') ADVANCE(395);
      END_STATE();
    case 332:
      if (lookahead == 'l') ADVANCE(396);
      END_STATE();
    case 333:
      if (lookahead == 'n') ADVANCE(397);
      END_STATE();
    case 334:
      if (lookahead == 'd') ADVANCE(398);
      END_STATE();
    case 335:
      if (lookahead == 'n') ADVANCE(399);
      END_STATE();
    case 336:
      if (lookahead == 'i') ADVANCE(400);
      END_STATE();
    case 337:
      if (lookahead == 'g') ADVANCE(401);
      END_STATE();
    case 338:
      if (lookahead == 's') ADVANCE(402);
      END_STATE();
    case 339:
      ACCEPT_TOKEN(anon_sym_hands);
      END_STATE();
    case 340:
      if (lookahead == 't') ADVANCE(403);
      END_STATE();
    case 341:
      if (lookahead == 't') ADVANCE(404);
      END_STATE();
    case 342:
      ACCEPT_TOKEN(anon_sym_merge);
      END_STATE();
    case 343:
      ACCEPT_TOKEN(anon_sym_moved);
      END_STATE();
    case 344:
      ACCEPT_TOKEN(anon_sym_moves);
      END_STATE();
    case 345:
      if (lookahead == 'a') ADVANCE(405);
      END_STATE();
    case 346:
      if (lookahead == 'r') ADVANCE(406);
      END_STATE();
    case 347:
      if (lookahead == 'e') ADVANCE(407);
      END_STATE();
    case 348:
      if (lookahead == 'n') ADVANCE(408);
      END_STATE();
    case 349:
      ACCEPT_TOKEN(anon_sym_piece);
      if (lookahead == 's') ADVANCE(409);
      END_STATE();
    case 350:
      ACCEPT_TOKEN(anon_sym_place);
      END_STATE();
    case 351:
      if (lookahead == 'r') ADVANCE(410);
      END_STATE();
    case 352:
      ACCEPT_TOKEN(anon_sym_plies);
      END_STATE();
    case 353:
      if (lookahead == 't') ADVANCE(411);
      END_STATE();
    case 354:
      if (lookahead == 'e') ADVANCE(412);
      END_STATE();
    case 355:
      if (lookahead == 'i') ADVANCE(413);
      END_STATE();
    case 356:
      if (lookahead == 'y') ADVANCE(414);
      END_STATE();
    case 357:
      ACCEPT_TOKEN(anon_sym_reset);
      END_STATE();
    case 358:
      if (lookahead == 's') ADVANCE(415);
      END_STATE();
    case 359:
      ACCEPT_TOKEN(anon_sym_royal);
      END_STATE();
    case 360:
      ACCEPT_TOKEN(anon_sym_rules);
      END_STATE();
    case 361:
      ACCEPT_TOKEN(anon_sym_score);
      END_STATE();
    case 362:
      ACCEPT_TOKEN(anon_sym_setup);
      END_STATE();
    case 363:
      if (lookahead == 'n') ADVANCE(416);
      END_STATE();
    case 364:
      ACCEPT_TOKEN(anon_sym_sides);
      END_STATE();
    case 365:
      ACCEPT_TOKEN(anon_sym_since);
      END_STATE();
    case 366:
      ACCEPT_TOKEN(anon_sym_slide);
      END_STATE();
    case 367:
      ACCEPT_TOKEN(anon_sym_split);
      END_STATE();
    case 368:
      ACCEPT_TOKEN(anon_sym_stack);
      if (lookahead == 's') ADVANCE(417);
      END_STATE();
    case 369:
      ACCEPT_TOKEN(anon_sym_steal);
      END_STATE();
    case 370:
      if (lookahead == 'i') ADVANCE(418);
      END_STATE();
    case 371:
      ACCEPT_TOKEN(anon_sym_store);
      if (lookahead == 'd') ADVANCE(419);
      END_STATE();
    case 372:
      if (lookahead == 'l') ADVANCE(420);
      END_STATE();
    case 373:
      ACCEPT_TOKEN(anon_sym_track);
      END_STATE();
    case 374:
      if (lookahead == 'i') ADVANCE(421);
      END_STATE();
    case 375:
      ACCEPT_TOKEN(anon_sym_until);
      END_STATE();
    case 376:
      if (lookahead == 'n') ADVANCE(422);
      END_STATE();
    case 377:
      if (lookahead == 's') ADVANCE(423);
      END_STATE();
    case 378:
      if (lookahead == 'n') ADVANCE(424);
      END_STATE();
    case 379:
      if (lookahead == 'c') ADVANCE(425);
      END_STATE();
    case 380:
      if (lookahead == 'e') ADVANCE(426);
      END_STATE();
    case 381:
      if (lookahead == 'n') ADVANCE(427);
      END_STATE();
    case 382:
      ACCEPT_TOKEN(anon_sym_branch);
      END_STATE();
    case 383:
      ACCEPT_TOKEN(anon_sym_cancel);
      END_STATE();
    case 384:
      if (lookahead == 'e') ADVANCE(428);
      END_STATE();
    case 385:
      ACCEPT_TOKEN(anon_sym_castle);
      END_STATE();
    case 386:
      if (lookahead == 'd') ADVANCE(429);
      END_STATE();
    case 387:
      if (lookahead == 't') ADVANCE(430);
      END_STATE();
    case 388:
      if (lookahead == 'u') ADVANCE(431);
      END_STATE();
    case 389:
      if (lookahead == 'l') ADVANCE(432);
      END_STATE();
    case 390:
      ACCEPT_TOKEN(anon_sym_copies);
      END_STATE();
    case 391:
      if (lookahead == 'r') ADVANCE(433);
      END_STATE();
    case 392:
      ACCEPT_TOKEN(anon_sym_deeper);
      END_STATE();
    case 393:
      if (lookahead == 'i') ADVANCE(434);
      END_STATE();
    case 394:
      if (lookahead == 's') ADVANCE(435);
      END_STATE();
    case 395:
      ACCEPT_TOKEN(anon_sym_enters);
      END_STATE();
    case 396:
      if (lookahead == 'y') ADVANCE(436);
      END_STATE();
    case 397:
      if (lookahead == 'g') ADVANCE(437);
      END_STATE();
    case 398:
      if (lookahead == 's') ADVANCE(438);
      END_STATE();
    case 399:
      if (lookahead == 'g') ADVANCE(439);
      END_STATE();
    case 400:
      if (lookahead == 'n') ADVANCE(440);
      END_STATE();
    case 401:
      ACCEPT_TOKEN(anon_sym_flying);
      END_STATE();
    case 402:
      ACCEPT_TOKEN(anon_sym_glyphs);
      END_STATE();
    case 403:
      ACCEPT_TOKEN(anon_sym_height);
      END_STATE();
    case 404:
      if (lookahead == 'o') ADVANCE(441);
      END_STATE();
    case 405:
      if (lookahead == 'l') ADVANCE(442);
      END_STATE();
    case 406:
      if (lookahead == 's') ADVANCE(443);
      END_STATE();
    case 407:
      if (lookahead == 'r') ADVANCE(444);
      END_STATE();
    case 408:
      if (lookahead == 'g') ADVANCE(445);
      END_STATE();
    case 409:
      ACCEPT_TOKEN(anon_sym_pieces);
      END_STATE();
    case 410:
      if (lookahead == 's') ADVANCE(446);
      END_STATE();
    case 411:
      if (lookahead == 'e') ADVANCE(447);
      END_STATE();
    case 412:
      ACCEPT_TOKEN(anon_sym_remove);
      END_STATE();
    case 413:
      if (lookahead == 't') ADVANCE(448);
      END_STATE();
    case 414:
      ACCEPT_TOKEN(anon_sym_replay);
      END_STATE();
    case 415:
      if (lookahead == 'i') ADVANCE(449);
      END_STATE();
    case 416:
      if (lookahead == 'g') ADVANCE(450);
      END_STATE();
    case 417:
      ACCEPT_TOKEN(anon_sym_stacks);
      END_STATE();
    case 418:
      if (lookahead == 'n') ADVANCE(451);
      END_STATE();
    case 419:
      ACCEPT_TOKEN(anon_sym_stored);
      END_STATE();
    case 420:
      if (lookahead == 's') ADVANCE(452);
      END_STATE();
    case 421:
      if (lookahead == 't') ADVANCE(453);
      END_STATE();
    case 422:
      ACCEPT_TOKEN(anon_sym_within);
      END_STATE();
    case 423:
      ACCEPT_TOKEN(anon_sym_actions);
      END_STATE();
    case 424:
      if (lookahead == 't') ADVANCE(454);
      END_STATE();
    case 425:
      if (lookahead == 'e') ADVANCE(455);
      END_STATE();
    case 426:
      if (lookahead == 'd') ADVANCE(456);
      END_STATE();
    case 427:
      if (lookahead == 'g') ADVANCE(457);
      END_STATE();
    case 428:
      if (lookahead == 's') ADVANCE(458);
      END_STATE();
    case 429:
      ACCEPT_TOKEN(anon_sym_chained);
      END_STATE();
    case 430:
      if (lookahead == 'e') ADVANCE(459);
      END_STATE();
    case 431:
      if (lookahead == 'e') ADVANCE(460);
      END_STATE();
    case 432:
      ACCEPT_TOKEN(anon_sym_control);
      END_STATE();
    case 433:
      ACCEPT_TOKEN(anon_sym_counter);
      if (lookahead == 's') ADVANCE(461);
      END_STATE();
    case 434:
      if (lookahead == 'o') ADVANCE(462);
      END_STATE();
    case 435:
      if (lookahead == 'a') ADVANCE(463);
      END_STATE();
    case 436:
      ACCEPT_TOKEN(anon_sym_exactly);
      END_STATE();
    case 437:
      if (lookahead == 'e') ADVANCE(464);
      END_STATE();
    case 438:
      ACCEPT_TOKEN(anon_sym_extends);
      END_STATE();
    case 439:
      ACCEPT_TOKEN(anon_sym_falling);
      END_STATE();
    case 440:
      if (lookahead == 'g') ADVANCE(465);
      END_STATE();
    case 441:
      if (lookahead == 'r') ADVANCE(466);
      END_STATE();
    case 442:
      ACCEPT_TOKEN(anon_sym_neutral);
      END_STATE();
    case 443:
      ACCEPT_TOKEN(anon_sym_numbers);
      END_STATE();
    case 444:
      ACCEPT_TOKEN(anon_sym_partner);
      END_STATE();
    case 445:
      ACCEPT_TOKEN(anon_sym_passing);
      END_STATE();
    case 446:
      ACCEPT_TOKEN(anon_sym_players);
      END_STATE();
    case 447:
      ACCEPT_TOKEN(anon_sym_promote);
      END_STATE();
    case 448:
      if (lookahead == 'i') ADVANCE(467);
      END_STATE();
    case 449:
      if (lookahead == 'n') ADVANCE(468);
      END_STATE();
    case 450:
      ACCEPT_TOKEN(anon_sym_showing);
      END_STATE();
    case 451:
      if (lookahead == 'g') ADVANCE(469);
      END_STATE();
    case 452:
      ACCEPT_TOKEN(anon_sym_symbols);
      END_STATE();
    case 453:
      if (lookahead == 'e') ADVANCE(470);
      END_STATE();
    case 454:
      ACCEPT_TOKEN(anon_sym_adjacent);
      END_STATE();
    case 455:
      ACCEPT_TOKEN(anon_sym_announce);
      END_STATE();
    case 456:
      ACCEPT_TOKEN(anon_sym_attacked);
      END_STATE();
    case 457:
      ACCEPT_TOKEN(anon_sym_avoiding);
      END_STATE();
    case 458:
      ACCEPT_TOKEN(anon_sym_captures);
      END_STATE();
    case 459:
      if (lookahead == 'd') ADVANCE(471);
      END_STATE();
    case 460:
      ACCEPT_TOKEN(anon_sym_continue);
      END_STATE();
    case 461:
      ACCEPT_TOKEN(anon_sym_counters);
      END_STATE();
    case 462:
      if (lookahead == 'n') ADVANCE(472);
      END_STATE();
    case 463:
      if (lookahead == 'n') ADVANCE(473);
      END_STATE();
    case 464:
      ACCEPT_TOKEN(anon_sym_exchange);
      END_STATE();
    case 465:
      ACCEPT_TOKEN(anon_sym_flipping);
      END_STATE();
    case 466:
      if (lookahead == 'y') ADVANCE(474);
      END_STATE();
    case 467:
      if (lookahead == 'o') ADVANCE(475);
      END_STATE();
    case 468:
      if (lookahead == 'g') ADVANCE(476);
      END_STATE();
    case 469:
      ACCEPT_TOKEN(anon_sym_stopping);
      END_STATE();
    case 470:
      if (lookahead == 'd') ADVANCE(477);
      END_STATE();
    case 471:
      ACCEPT_TOKEN(anon_sym_connected);
      END_STATE();
    case 472:
      if (lookahead == 's') ADVANCE(478);
      END_STATE();
    case 473:
      if (lookahead == 't') ADVANCE(479);
      END_STATE();
    case 474:
      ACCEPT_TOKEN(anon_sym_mandatory);
      END_STATE();
    case 475:
      if (lookahead == 'n') ADVANCE(480);
      END_STATE();
    case 476:
      ACCEPT_TOKEN(anon_sym_reversing);
      END_STATE();
    case 477:
      ACCEPT_TOKEN(anon_sym_unlimited);
      END_STATE();
    case 478:
      ACCEPT_TOKEN(anon_sym_directions);
      END_STATE();
    case 479:
      ACCEPT_TOKEN(anon_sym_en_DASHpassant);
      END_STATE();
    case 480:
      ACCEPT_TOKEN(anon_sym_repetition);
      END_STATE();
    default:
      return false;
  }
}

static const TSLexMode ts_lex_modes[STATE_COUNT] = {
  [0] = {.lex_state = 0},
  [1] = {.lex_state = 0},
  [2] = {.lex_state = 0},
  [3] = {.lex_state = 0},
  [4] = {.lex_state = 0},
  [5] = {.lex_state = 0},
  [6] = {.lex_state = 0},
  [7] = {.lex_state = 0},
  [8] = {.lex_state = 0},
  [9] = {.lex_state = 0},
  [10] = {.lex_state = 0},
  [11] = {.lex_state = 0},
  [12] = {.lex_state = 0},
  [13] = {.lex_state = 0},
  [14] = {.lex_state = 0},
  [15] = {.lex_state = 0},
  [16] = {.lex_state = 0},
  [17] = {.lex_state = 0},
  [18] = {.lex_state = 0},
  [19] = {.lex_state = 0},
  [20] = {.lex_state = 0},
  [21] = {.lex_state = 0},
  [22] = {.lex_state = 0},
  [23] = {.lex_state = 0},
  [24] = {.lex_state = 0},
  [25] = {.lex_state = 0},
  [26] = {.lex_state = 0},
  [27] = {.lex_state = 0},
  [28] = {.lex_state = 0},
  [29] = {.lex_state = 0},
  [30] = {.lex_state = 0},
  [31] = {.lex_state = 0},
  [32] = {.lex_state = 0},
  [33] = {.lex_state = 0},
  [34] = {.lex_state = 0},
  [35] = {.lex_state = 0},
  [36] = {.lex_state = 0},
  [37] = {.lex_state = 0},
  [38] = {.lex_state = 0},
  [39] = {.lex_state = 0},
  [40] = {.lex_state = 0},
  [41] = {.lex_state = 0},
  [42] = {.lex_state = 0},
  [43] = {.lex_state = 0},
  [44] = {.lex_state = 0},
  [45] = {.lex_state = 0},
  [46] = {.lex_state = 0},
  [47] = {.lex_state = 0},
  [48] = {.lex_state = 0},
  [49] = {.lex_state = 0},
  [50] = {.lex_state = 0},
  [51] = {.lex_state = 0},
  [52] = {.lex_state = 0},
  [53] = {.lex_state = 0},
  [54] = {.lex_state = 0},
  [55] = {.lex_state = 0},
  [56] = {.lex_state = 0},
  [57] = {.lex_state = 0},
  [58] = {.lex_state = 0},
  [59] = {.lex_state = 0},
  [60] = {.lex_state = 0},
  [61] = {.lex_state = 0},
  [62] = {.lex_state = 0},
  [63] = {.lex_state = 0},
  [64] = {.lex_state = 0},
  [65] = {.lex_state = 0},
  [66] = {.lex_state = 0},
  [67] = {.lex_state = 0},
  [68] = {.lex_state = 0},
  [69] = {.lex_state = 0},
  [70] = {.lex_state = 0},
  [71] = {.lex_state = 0},
  [72] = {.lex_state = 0},
  [73] = {.lex_state = 0},
  [74] = {.lex_state = 0},
  [75] = {.lex_state = 0},
  [76] = {.lex_state = 0},
  [77] = {.lex_state = 0},
  [78] = {.lex_state = 0},
  [79] = {.lex_state = 0},
  [80] = {.lex_state = 0},
  [81] = {.lex_state = 0},
  [82] = {.lex_state = 0},
  [83] = {.lex_state = 0},
  [84] = {.lex_state = 0},
  [85] = {.lex_state = 0},
  [86] = {.lex_state = 0},
  [87] = {.lex_state = 0},
  [88] = {.lex_state = 0},
  [89] = {.lex_state = 0},
  [90] = {.lex_state = 0},
  [91] = {.lex_state = 0},
};

static const uint16_t ts_parse_table[LARGE_STATE_COUNT][SYMBOL_COUNT] = {
  [0] = {
    [ts_builtin_sym_end] = ACTIONS(1),
    [sym_name] = ACTIONS(1),
    [anon_sym_game] = ACTIONS(1),
    [anon_sym_extends] = ACTIONS(1),
    [anon_sym_players] = ACTIONS(1),
    [anon_sym_sides] = ACTIONS(1),
    [anon_sym_board] = ACTIONS(1),
    [anon_sym_setup] = ACTIONS(1),
    [anon_sym_rules] = ACTIONS(1),
    [anon_sym_end] = ACTIONS(1),
    [anon_sym_turn] = ACTIONS(1),
    [anon_sym_cards] = ACTIONS(1),
    [anon_sym_directions] = ACTIONS(1),
    [anon_sym_EQ] = ACTIONS(1),
    [anon_sym_COMMA] = ACTIONS(1),
    [anon_sym_zone] = ACTIONS(1),
    [anon_sym_COLON] = ACTIONS(1),
    [anon_sym_piece] = ACTIONS(1),
    [anon_sym_card] = ACTIONS(1),
    [anon_sym_counters] = ACTIONS(1),
    [anon_sym_track] = ACTIONS(1),
    [anon_sym_loop] = ACTIONS(1),
    [anon_sym_branch] = ACTIONS(1),
    [anon_sym_from] = ACTIONS(1),
    [anon_sym_store] = ACTIONS(1),
    [anon_sym_rank] = ACTIONS(1),
    [anon_sym_file] = ACTIONS(1),
    [anon_sym_LBRACE] = ACTIONS(1),
    [anon_sym_RBRACE] = ACTIONS(1),
    [anon_sym_step] = ACTIONS(1),
    [anon_sym_slide] = ACTIONS(1),
    [anon_sym_leap] = ACTIONS(1),
    [anon_sym_jump] = ACTIONS(1),
    [anon_sym_along] = ACTIONS(1),
    [anon_sym_enter] = ACTIONS(1),
    [anon_sym_castle] = ACTIONS(1),
    [anon_sym_bear] = ACTIONS(1),
    [anon_sym_symbols] = ACTIONS(1),
    [anon_sym_glyphs] = ACTIONS(1),
    [anon_sym_promote] = ACTIONS(1),
    [anon_sym_royal] = ACTIONS(1),
    [anon_sym_neutral] = ACTIONS(1),
    [anon_sym_stored] = ACTIONS(1),
    [anon_sym_grid] = ACTIONS(1),
    [anon_sym_cells] = ACTIONS(1),
    [anon_sym_numbers] = ACTIONS(1),
    [anon_sym_by] = ACTIONS(1),
    [anon_sym_to] = ACTIONS(1),
    [anon_sym_over] = ACTIONS(1),
    [anon_sym_chained] = ACTIONS(1),
    [anon_sym_on] = ACTIONS(1),
    [anon_sym_ends] = ACTIONS(1),
    [anon_sym_move] = ACTIONS(1),
    [anon_sym_mandatory] = ACTIONS(1),
    [anon_sym_no] = ACTIONS(1),
    [anon_sym_repetition] = ACTIONS(1),
    [anon_sym_plies] = ACTIONS(1),
    [anon_sym_since] = ACTIONS(1),
    [anon_sym_stacks] = ACTIONS(1),
    [anon_sym_unlimited] = ACTIONS(1),
    [anon_sym_onto] = ACTIONS(1),
    [anon_sym_lift] = ACTIONS(1),
    [anon_sym_if] = ACTIONS(1),
    [anon_sym_and] = ACTIONS(1),
    [anon_sym_or] = ACTIONS(1),
    [anon_sym_not] = ACTIONS(1),
    [anon_sym_below] = ACTIONS(1),
    [anon_sym_is] = ACTIONS(1),
    [anon_sym_in] = ACTIONS(1),
    [anon_sym_height] = ACTIONS(1),
    [anon_sym_count] = ACTIONS(1),
    [anon_sym_showing] = ACTIONS(1),
    [anon_sym_pieces] = ACTIONS(1),
    [anon_sym_off] = ACTIONS(1),
    [anon_sym_after] = ACTIONS(1),
    [anon_sym_stack] = ACTIONS(1),
    [anon_sym_max] = ACTIONS(1),
    [anon_sym_exactly] = ACTIONS(1),
    [anon_sym_passing] = ACTIONS(1),
    [anon_sym_flying] = ACTIONS(1),
    [anon_sym_connected] = ACTIONS(1),
    [anon_sym_within] = ACTIONS(1),
    [anon_sym_avoiding] = ACTIONS(1),
    [anon_sym_stopping] = ACTIONS(1),
    [anon_sym_actions] = ACTIONS(1),
    [anon_sym_until] = ACTIONS(1),
    [anon_sym_at] = ACTIONS(1),
    [anon_sym_most] = ACTIONS(1),
    [anon_sym_steal] = ACTIONS(1),
    [anon_sym_adjacent] = ACTIONS(1),
    [anon_sym_enters] = ACTIONS(1),
    [anon_sym_when] = ACTIONS(1),
    [anon_sym_add] = ACTIONS(1),
    [anon_sym_clear] = ACTIONS(1),
    [anon_sym_reset] = ACTIONS(1),
    [anon_sym_place] = ACTIONS(1),
    [anon_sym_of] = ACTIONS(1),
    [anon_sym_into] = ACTIONS(1),
    [anon_sym_team] = ACTIONS(1),
    [anon_sym_copies] = ACTIONS(1),
    [anon_sym_deal] = ACTIONS(1),
    [anon_sym_each] = ACTIONS(1),
    [anon_sym_hands] = ACTIONS(1),
    [anon_sym_as] = ACTIONS(1),
    [anon_sym_control] = ACTIONS(1),
    [anon_sym_skip] = ACTIONS(1),
    [anon_sym_swap] = ACTIONS(1),
    [anon_sym_partner] = ACTIONS(1),
    [anon_sym_split] = ACTIONS(1),
    [anon_sym_pass] = ACTIONS(1),
    [anon_sym_then] = ACTIONS(1),
    [anon_sym_play] = ACTIONS(1),
    [anon_sym_again] = ACTIONS(1),
    [anon_sym_cancel] = ACTIONS(1),
    [anon_sym_for] = ACTIONS(1),
    [anon_sym_replay] = ACTIONS(1),
    [anon_sym_stay] = ACTIONS(1),
    [anon_sym_exchange] = ACTIONS(1),
    [anon_sym_with] = ACTIONS(1),
    [anon_sym_announce] = ACTIONS(1),
    [anon_sym_deeper] = ACTIONS(1),
    [anon_sym_score] = ACTIONS(1),
    [anon_sym_attacked] = ACTIONS(1),
    [anon_sym_long] = ACTIONS(1),
    [anon_sym_reversing] = ACTIONS(1),
    [anon_sym_once] = ACTIONS(1),
    [anon_sym_continue] = ACTIONS(1),
    [anon_sym_merge] = ACTIONS(1),
    [anon_sym_remove] = ACTIONS(1),
    [anon_sym_same] = ACTIONS(1),
    [anon_sym_captures] = ACTIONS(1),
    [anon_sym_falling] = ACTIONS(1),
    [anon_sym_line] = ACTIONS(1),
    [anon_sym_moves] = ACTIONS(1),
    [anon_sym_flipping] = ACTIONS(1),
    [anon_sym_next] = ACTIONS(1),
    [anon_sym_claim] = ACTIONS(1),
    [anon_sym_moved] = ACTIONS(1),
    [anon_sym_en_DASHpassant] = ACTIONS(1),
    [anon_sym_hand] = ACTIONS(1),
    [anon_sym_counter] = ACTIONS(1),
    [anon_sym_LPAREN] = ACTIONS(1),
    [anon_sym_RPAREN] = ACTIONS(1),
    [anon_sym_LT_EQ] = ACTIONS(1),
    [anon_sym_GT_EQ] = ACTIONS(1),
    [anon_sym_BANG_EQ] = ACTIONS(1),
    [anon_sym_LT] = ACTIONS(1),
    [anon_sym_GT] = ACTIONS(1),
    [anon_sym_DOT_DOT] = ACTIONS(1),
    [anon_sym_PIPE] = ACTIONS(1),
    [sym_integer] = ACTIONS(1),
    [sym_string] = ACTIONS(1),
    [sym_comment] = ACTIONS(3),
  },
  [1] = {
    [sym_source_file] = STATE(90),
    [sym__item] = STATE(22),
    [sym_game_item] = STATE(22),
    [sym_players_item] = STATE(22),
    [sym_sides_item] = STATE(22),
    [sym_board_item] = STATE(22),
    [sym_setup_item] = STATE(22),
    [sym_rules_item] = STATE(22),
    [sym_end_item] = STATE(22),
    [sym_turn_item] = STATE(22),
    [sym_cards_item] = STATE(22),
    [sym_directions_item] = STATE(22),
    [sym_zone_item] = STATE(22),
    [sym_piece_item] = STATE(22),
    [sym_card_item] = STATE(22),
    [sym_counters_item] = STATE(22),
    [sym_track_item] = STATE(22),
    [sym_branch_item] = STATE(22),
    [sym_store_item] = STATE(22),
    [aux_sym_source_file_repeat1] = STATE(22),
    [ts_builtin_sym_end] = ACTIONS(5),
    [anon_sym_game] = ACTIONS(7),
    [anon_sym_players] = ACTIONS(9),
    [anon_sym_sides] = ACTIONS(11),
    [anon_sym_board] = ACTIONS(13),
    [anon_sym_setup] = ACTIONS(15),
    [anon_sym_rules] = ACTIONS(17),
    [anon_sym_end] = ACTIONS(19),
    [anon_sym_turn] = ACTIONS(21),
    [anon_sym_cards] = ACTIONS(23),
    [anon_sym_directions] = ACTIONS(25),
    [anon_sym_zone] = ACTIONS(27),
    [anon_sym_piece] = ACTIONS(29),
    [anon_sym_card] = ACTIONS(31),
    [anon_sym_counters] = ACTIONS(33),
    [anon_sym_track] = ACTIONS(35),
    [anon_sym_branch] = ACTIONS(37),
    [anon_sym_store] = ACTIONS(39),
    [sym_comment] = ACTIONS(3),
  },
  [2] = {
    [sym_group] = STATE(4),
    [sym_block] = STATE(4),
    [sym__token] = STATE(4),
    [sym_keyword] = STATE(4),
    [sym_operator] = STATE(4),
    [aux_sym_block_repeat1] = STATE(4),
    [sym_name] = ACTIONS(41),
    [anon_sym_game] = ACTIONS(43),
    [anon_sym_extends] = ACTIONS(43),
    [anon_sym_players] = ACTIONS(43),
    [anon_sym_sides] = ACTIONS(43),
    [anon_sym_board] = ACTIONS(43),
    [anon_sym_setup] = ACTIONS(43),
    [anon_sym_rules] = ACTIONS(43),
    [anon_sym_end] = ACTIONS(43),
    [anon_sym_turn] = ACTIONS(43),
    [anon_sym_cards] = ACTIONS(43),
    [anon_sym_directions] = ACTIONS(43),
    [anon_sym_EQ] = ACTIONS(45),
    [anon_sym_COMMA] = ACTIONS(47),
    [anon_sym_zone] = ACTIONS(43),
    [anon_sym_COLON] = ACTIONS(47),
    [anon_sym_piece] = ACTIONS(43),
    [anon_sym_card] = ACTIONS(43),
    [anon_sym_counters] = ACTIONS(43),
    [anon_sym_track] = ACTIONS(43),
    [anon_sym_loop] = ACTIONS(43),
    [anon_sym_branch] = ACTIONS(43),
    [anon_sym_from] = ACTIONS(43),
    [anon_sym_store] = ACTIONS(43),
    [anon_sym_rank] = ACTIONS(43),
    [anon_sym_file] = ACTIONS(43),
    [anon_sym_LBRACE] = ACTIONS(49),
    [anon_sym_RBRACE] = ACTIONS(51),
    [anon_sym_step] = ACTIONS(43),
    [anon_sym_slide] = ACTIONS(43),
    [anon_sym_leap] = ACTIONS(43),
    [anon_sym_jump] = ACTIONS(43),
    [anon_sym_along] = ACTIONS(43),
    [anon_sym_enter] = ACTIONS(43),
    [anon_sym_castle] = ACTIONS(43),
    [anon_sym_bear] = ACTIONS(43),
    [anon_sym_symbols] = ACTIONS(43),
    [anon_sym_glyphs] = ACTIONS(43),
    [anon_sym_promote] = ACTIONS(43),
    [anon_sym_royal] = ACTIONS(43),
    [anon_sym_neutral] = ACTIONS(43),
    [anon_sym_stored] = ACTIONS(43),
    [anon_sym_grid] = ACTIONS(43),
    [anon_sym_cells] = ACTIONS(43),
    [anon_sym_numbers] = ACTIONS(43),
    [anon_sym_by] = ACTIONS(43),
    [anon_sym_to] = ACTIONS(43),
    [anon_sym_over] = ACTIONS(43),
    [anon_sym_chained] = ACTIONS(43),
    [anon_sym_on] = ACTIONS(43),
    [anon_sym_ends] = ACTIONS(43),
    [anon_sym_move] = ACTIONS(43),
    [anon_sym_mandatory] = ACTIONS(43),
    [anon_sym_no] = ACTIONS(43),
    [anon_sym_repetition] = ACTIONS(43),
    [anon_sym_plies] = ACTIONS(43),
    [anon_sym_since] = ACTIONS(43),
    [anon_sym_stacks] = ACTIONS(43),
    [anon_sym_unlimited] = ACTIONS(43),
    [anon_sym_onto] = ACTIONS(43),
    [anon_sym_lift] = ACTIONS(43),
    [anon_sym_if] = ACTIONS(43),
    [anon_sym_and] = ACTIONS(43),
    [anon_sym_or] = ACTIONS(43),
    [anon_sym_not] = ACTIONS(43),
    [anon_sym_below] = ACTIONS(43),
    [anon_sym_is] = ACTIONS(43),
    [anon_sym_in] = ACTIONS(43),
    [anon_sym_height] = ACTIONS(43),
    [anon_sym_count] = ACTIONS(43),
    [anon_sym_showing] = ACTIONS(43),
    [anon_sym_pieces] = ACTIONS(43),
    [anon_sym_off] = ACTIONS(43),
    [anon_sym_after] = ACTIONS(43),
    [anon_sym_stack] = ACTIONS(43),
    [anon_sym_max] = ACTIONS(43),
    [anon_sym_exactly] = ACTIONS(43),
    [anon_sym_passing] = ACTIONS(43),
    [anon_sym_flying] = ACTIONS(43),
    [anon_sym_connected] = ACTIONS(43),
    [anon_sym_within] = ACTIONS(43),
    [anon_sym_avoiding] = ACTIONS(43),
    [anon_sym_stopping] = ACTIONS(43),
    [anon_sym_actions] = ACTIONS(43),
    [anon_sym_until] = ACTIONS(43),
    [anon_sym_at] = ACTIONS(43),
    [anon_sym_most] = ACTIONS(43),
    [anon_sym_steal] = ACTIONS(43),
    [anon_sym_adjacent] = ACTIONS(43),
    [anon_sym_enters] = ACTIONS(43),
    [anon_sym_when] = ACTIONS(43),
    [anon_sym_add] = ACTIONS(43),
    [anon_sym_clear] = ACTIONS(43),
    [anon_sym_reset] = ACTIONS(43),
    [anon_sym_place] = ACTIONS(43),
    [anon_sym_of] = ACTIONS(43),
    [anon_sym_into] = ACTIONS(43),
    [anon_sym_team] = ACTIONS(43),
    [anon_sym_copies] = ACTIONS(43),
    [anon_sym_deal] = ACTIONS(43),
    [anon_sym_each] = ACTIONS(43),
    [anon_sym_hands] = ACTIONS(43),
    [anon_sym_as] = ACTIONS(43),
    [anon_sym_control] = ACTIONS(43),
    [anon_sym_skip] = ACTIONS(43),
    [anon_sym_swap] = ACTIONS(43),
    [anon_sym_partner] = ACTIONS(43),
    [anon_sym_split] = ACTIONS(43),
    [anon_sym_pass] = ACTIONS(43),
    [anon_sym_then] = ACTIONS(43),
    [anon_sym_play] = ACTIONS(43),
    [anon_sym_again] = ACTIONS(43),
    [anon_sym_cancel] = ACTIONS(43),
    [anon_sym_for] = ACTIONS(43),
    [anon_sym_replay] = ACTIONS(43),
    [anon_sym_stay] = ACTIONS(43),
    [anon_sym_exchange] = ACTIONS(43),
    [anon_sym_with] = ACTIONS(43),
    [anon_sym_announce] = ACTIONS(43),
    [anon_sym_deeper] = ACTIONS(43),
    [anon_sym_score] = ACTIONS(43),
    [anon_sym_attacked] = ACTIONS(43),
    [anon_sym_long] = ACTIONS(43),
    [anon_sym_reversing] = ACTIONS(43),
    [anon_sym_once] = ACTIONS(43),
    [anon_sym_continue] = ACTIONS(43),
    [anon_sym_merge] = ACTIONS(43),
    [anon_sym_remove] = ACTIONS(43),
    [anon_sym_same] = ACTIONS(43),
    [anon_sym_captures] = ACTIONS(43),
    [anon_sym_falling] = ACTIONS(43),
    [anon_sym_line] = ACTIONS(43),
    [anon_sym_moves] = ACTIONS(43),
    [anon_sym_flipping] = ACTIONS(43),
    [anon_sym_next] = ACTIONS(43),
    [anon_sym_claim] = ACTIONS(43),
    [anon_sym_moved] = ACTIONS(43),
    [anon_sym_en_DASHpassant] = ACTIONS(43),
    [anon_sym_hand] = ACTIONS(43),
    [anon_sym_counter] = ACTIONS(43),
    [anon_sym_LPAREN] = ACTIONS(53),
    [anon_sym_LT_EQ] = ACTIONS(45),
    [anon_sym_GT_EQ] = ACTIONS(45),
    [anon_sym_BANG_EQ] = ACTIONS(45),
    [anon_sym_LT] = ACTIONS(55),
    [anon_sym_GT] = ACTIONS(55),
    [anon_sym_DOT_DOT] = ACTIONS(45),
    [anon_sym_PIPE] = ACTIONS(45),
    [sym_integer] = ACTIONS(47),
    [sym_string] = ACTIONS(47),
    [sym_comment] = ACTIONS(3),
  },
  [3] = {
    [sym_group] = STATE(5),
    [sym_block] = STATE(5),
    [sym__token] = STATE(5),
    [sym_keyword] = STATE(5),
    [sym_operator] = STATE(5),
    [aux_sym_block_repeat1] = STATE(5),
    [sym_name] = ACTIONS(57),
    [anon_sym_game] = ACTIONS(43),
    [anon_sym_extends] = ACTIONS(43),
    [anon_sym_players] = ACTIONS(43),
    [anon_sym_sides] = ACTIONS(43),
    [anon_sym_board] = ACTIONS(43),
    [anon_sym_setup] = ACTIONS(43),
    [anon_sym_rules] = ACTIONS(43),
    [anon_sym_end] = ACTIONS(43),
    [anon_sym_turn] = ACTIONS(43),
    [anon_sym_cards] = ACTIONS(43),
    [anon_sym_directions] = ACTIONS(43),
    [anon_sym_EQ] = ACTIONS(45),
    [anon_sym_COMMA] = ACTIONS(59),
    [anon_sym_zone] = ACTIONS(43),
    [anon_sym_COLON] = ACTIONS(59),
    [anon_sym_piece] = ACTIONS(43),
    [anon_sym_card] = ACTIONS(43),
    [anon_sym_counters] = ACTIONS(43),
    [anon_sym_track] = ACTIONS(43),
    [anon_sym_loop] = ACTIONS(43),
    [anon_sym_branch] = ACTIONS(43),
    [anon_sym_from] = ACTIONS(43),
    [anon_sym_store] = ACTIONS(43),
    [anon_sym_rank] = ACTIONS(43),
    [anon_sym_file] = ACTIONS(43),
    [anon_sym_LBRACE] = ACTIONS(49),
    [anon_sym_RBRACE] = ACTIONS(61),
    [anon_sym_step] = ACTIONS(43),
    [anon_sym_slide] = ACTIONS(43),
    [anon_sym_leap] = ACTIONS(43),
    [anon_sym_jump] = ACTIONS(43),
    [anon_sym_along] = ACTIONS(43),
    [anon_sym_enter] = ACTIONS(43),
    [anon_sym_castle] = ACTIONS(43),
    [anon_sym_bear] = ACTIONS(43),
    [anon_sym_symbols] = ACTIONS(43),
    [anon_sym_glyphs] = ACTIONS(43),
    [anon_sym_promote] = ACTIONS(43),
    [anon_sym_royal] = ACTIONS(43),
    [anon_sym_neutral] = ACTIONS(43),
    [anon_sym_stored] = ACTIONS(43),
    [anon_sym_grid] = ACTIONS(43),
    [anon_sym_cells] = ACTIONS(43),
    [anon_sym_numbers] = ACTIONS(43),
    [anon_sym_by] = ACTIONS(43),
    [anon_sym_to] = ACTIONS(43),
    [anon_sym_over] = ACTIONS(43),
    [anon_sym_chained] = ACTIONS(43),
    [anon_sym_on] = ACTIONS(43),
    [anon_sym_ends] = ACTIONS(43),
    [anon_sym_move] = ACTIONS(43),
    [anon_sym_mandatory] = ACTIONS(43),
    [anon_sym_no] = ACTIONS(43),
    [anon_sym_repetition] = ACTIONS(43),
    [anon_sym_plies] = ACTIONS(43),
    [anon_sym_since] = ACTIONS(43),
    [anon_sym_stacks] = ACTIONS(43),
    [anon_sym_unlimited] = ACTIONS(43),
    [anon_sym_onto] = ACTIONS(43),
    [anon_sym_lift] = ACTIONS(43),
    [anon_sym_if] = ACTIONS(43),
    [anon_sym_and] = ACTIONS(43),
    [anon_sym_or] = ACTIONS(43),
    [anon_sym_not] = ACTIONS(43),
    [anon_sym_below] = ACTIONS(43),
    [anon_sym_is] = ACTIONS(43),
    [anon_sym_in] = ACTIONS(43),
    [anon_sym_height] = ACTIONS(43),
    [anon_sym_count] = ACTIONS(43),
    [anon_sym_showing] = ACTIONS(43),
    [anon_sym_pieces] = ACTIONS(43),
    [anon_sym_off] = ACTIONS(43),
    [anon_sym_after] = ACTIONS(43),
    [anon_sym_stack] = ACTIONS(43),
    [anon_sym_max] = ACTIONS(43),
    [anon_sym_exactly] = ACTIONS(43),
    [anon_sym_passing] = ACTIONS(43),
    [anon_sym_flying] = ACTIONS(43),
    [anon_sym_connected] = ACTIONS(43),
    [anon_sym_within] = ACTIONS(43),
    [anon_sym_avoiding] = ACTIONS(43),
    [anon_sym_stopping] = ACTIONS(43),
    [anon_sym_actions] = ACTIONS(43),
    [anon_sym_until] = ACTIONS(43),
    [anon_sym_at] = ACTIONS(43),
    [anon_sym_most] = ACTIONS(43),
    [anon_sym_steal] = ACTIONS(43),
    [anon_sym_adjacent] = ACTIONS(43),
    [anon_sym_enters] = ACTIONS(43),
    [anon_sym_when] = ACTIONS(43),
    [anon_sym_add] = ACTIONS(43),
    [anon_sym_clear] = ACTIONS(43),
    [anon_sym_reset] = ACTIONS(43),
    [anon_sym_place] = ACTIONS(43),
    [anon_sym_of] = ACTIONS(43),
    [anon_sym_into] = ACTIONS(43),
    [anon_sym_team] = ACTIONS(43),
    [anon_sym_copies] = ACTIONS(43),
    [anon_sym_deal] = ACTIONS(43),
    [anon_sym_each] = ACTIONS(43),
    [anon_sym_hands] = ACTIONS(43),
    [anon_sym_as] = ACTIONS(43),
    [anon_sym_control] = ACTIONS(43),
    [anon_sym_skip] = ACTIONS(43),
    [anon_sym_swap] = ACTIONS(43),
    [anon_sym_partner] = ACTIONS(43),
    [anon_sym_split] = ACTIONS(43),
    [anon_sym_pass] = ACTIONS(43),
    [anon_sym_then] = ACTIONS(43),
    [anon_sym_play] = ACTIONS(43),
    [anon_sym_again] = ACTIONS(43),
    [anon_sym_cancel] = ACTIONS(43),
    [anon_sym_for] = ACTIONS(43),
    [anon_sym_replay] = ACTIONS(43),
    [anon_sym_stay] = ACTIONS(43),
    [anon_sym_exchange] = ACTIONS(43),
    [anon_sym_with] = ACTIONS(43),
    [anon_sym_announce] = ACTIONS(43),
    [anon_sym_deeper] = ACTIONS(43),
    [anon_sym_score] = ACTIONS(43),
    [anon_sym_attacked] = ACTIONS(43),
    [anon_sym_long] = ACTIONS(43),
    [anon_sym_reversing] = ACTIONS(43),
    [anon_sym_once] = ACTIONS(43),
    [anon_sym_continue] = ACTIONS(43),
    [anon_sym_merge] = ACTIONS(43),
    [anon_sym_remove] = ACTIONS(43),
    [anon_sym_same] = ACTIONS(43),
    [anon_sym_captures] = ACTIONS(43),
    [anon_sym_falling] = ACTIONS(43),
    [anon_sym_line] = ACTIONS(43),
    [anon_sym_moves] = ACTIONS(43),
    [anon_sym_flipping] = ACTIONS(43),
    [anon_sym_next] = ACTIONS(43),
    [anon_sym_claim] = ACTIONS(43),
    [anon_sym_moved] = ACTIONS(43),
    [anon_sym_en_DASHpassant] = ACTIONS(43),
    [anon_sym_hand] = ACTIONS(43),
    [anon_sym_counter] = ACTIONS(43),
    [anon_sym_LPAREN] = ACTIONS(53),
    [anon_sym_LT_EQ] = ACTIONS(45),
    [anon_sym_GT_EQ] = ACTIONS(45),
    [anon_sym_BANG_EQ] = ACTIONS(45),
    [anon_sym_LT] = ACTIONS(55),
    [anon_sym_GT] = ACTIONS(55),
    [anon_sym_DOT_DOT] = ACTIONS(45),
    [anon_sym_PIPE] = ACTIONS(45),
    [sym_integer] = ACTIONS(59),
    [sym_string] = ACTIONS(59),
    [sym_comment] = ACTIONS(3),
  },
  [4] = {
    [sym_group] = STATE(4),
    [sym_block] = STATE(4),
    [sym__token] = STATE(4),
    [sym_keyword] = STATE(4),
    [sym_operator] = STATE(4),
    [aux_sym_block_repeat1] = STATE(4),
    [sym_name] = ACTIONS(63),
    [anon_sym_game] = ACTIONS(66),
    [anon_sym_extends] = ACTIONS(66),
    [anon_sym_players] = ACTIONS(66),
    [anon_sym_sides] = ACTIONS(66),
    [anon_sym_board] = ACTIONS(66),
    [anon_sym_setup] = ACTIONS(66),
    [anon_sym_rules] = ACTIONS(66),
    [anon_sym_end] = ACTIONS(66),
    [anon_sym_turn] = ACTIONS(66),
    [anon_sym_cards] = ACTIONS(66),
    [anon_sym_directions] = ACTIONS(66),
    [anon_sym_EQ] = ACTIONS(69),
    [anon_sym_COMMA] = ACTIONS(72),
    [anon_sym_zone] = ACTIONS(66),
    [anon_sym_COLON] = ACTIONS(72),
    [anon_sym_piece] = ACTIONS(66),
    [anon_sym_card] = ACTIONS(66),
    [anon_sym_counters] = ACTIONS(66),
    [anon_sym_track] = ACTIONS(66),
    [anon_sym_loop] = ACTIONS(66),
    [anon_sym_branch] = ACTIONS(66),
    [anon_sym_from] = ACTIONS(66),
    [anon_sym_store] = ACTIONS(66),
    [anon_sym_rank] = ACTIONS(66),
    [anon_sym_file] = ACTIONS(66),
    [anon_sym_LBRACE] = ACTIONS(75),
    [anon_sym_RBRACE] = ACTIONS(78),
    [anon_sym_step] = ACTIONS(66),
    [anon_sym_slide] = ACTIONS(66),
    [anon_sym_leap] = ACTIONS(66),
    [anon_sym_jump] = ACTIONS(66),
    [anon_sym_along] = ACTIONS(66),
    [anon_sym_enter] = ACTIONS(66),
    [anon_sym_castle] = ACTIONS(66),
    [anon_sym_bear] = ACTIONS(66),
    [anon_sym_symbols] = ACTIONS(66),
    [anon_sym_glyphs] = ACTIONS(66),
    [anon_sym_promote] = ACTIONS(66),
    [anon_sym_royal] = ACTIONS(66),
    [anon_sym_neutral] = ACTIONS(66),
    [anon_sym_stored] = ACTIONS(66),
    [anon_sym_grid] = ACTIONS(66),
    [anon_sym_cells] = ACTIONS(66),
    [anon_sym_numbers] = ACTIONS(66),
    [anon_sym_by] = ACTIONS(66),
    [anon_sym_to] = ACTIONS(66),
    [anon_sym_over] = ACTIONS(66),
    [anon_sym_chained] = ACTIONS(66),
    [anon_sym_on] = ACTIONS(66),
    [anon_sym_ends] = ACTIONS(66),
    [anon_sym_move] = ACTIONS(66),
    [anon_sym_mandatory] = ACTIONS(66),
    [anon_sym_no] = ACTIONS(66),
    [anon_sym_repetition] = ACTIONS(66),
    [anon_sym_plies] = ACTIONS(66),
    [anon_sym_since] = ACTIONS(66),
    [anon_sym_stacks] = ACTIONS(66),
    [anon_sym_unlimited] = ACTIONS(66),
    [anon_sym_onto] = ACTIONS(66),
    [anon_sym_lift] = ACTIONS(66),
    [anon_sym_if] = ACTIONS(66),
    [anon_sym_and] = ACTIONS(66),
    [anon_sym_or] = ACTIONS(66),
    [anon_sym_not] = ACTIONS(66),
    [anon_sym_below] = ACTIONS(66),
    [anon_sym_is] = ACTIONS(66),
    [anon_sym_in] = ACTIONS(66),
    [anon_sym_height] = ACTIONS(66),
    [anon_sym_count] = ACTIONS(66),
    [anon_sym_showing] = ACTIONS(66),
    [anon_sym_pieces] = ACTIONS(66),
    [anon_sym_off] = ACTIONS(66),
    [anon_sym_after] = ACTIONS(66),
    [anon_sym_stack] = ACTIONS(66),
    [anon_sym_max] = ACTIONS(66),
    [anon_sym_exactly] = ACTIONS(66),
    [anon_sym_passing] = ACTIONS(66),
    [anon_sym_flying] = ACTIONS(66),
    [anon_sym_connected] = ACTIONS(66),
    [anon_sym_within] = ACTIONS(66),
    [anon_sym_avoiding] = ACTIONS(66),
    [anon_sym_stopping] = ACTIONS(66),
    [anon_sym_actions] = ACTIONS(66),
    [anon_sym_until] = ACTIONS(66),
    [anon_sym_at] = ACTIONS(66),
    [anon_sym_most] = ACTIONS(66),
    [anon_sym_steal] = ACTIONS(66),
    [anon_sym_adjacent] = ACTIONS(66),
    [anon_sym_enters] = ACTIONS(66),
    [anon_sym_when] = ACTIONS(66),
    [anon_sym_add] = ACTIONS(66),
    [anon_sym_clear] = ACTIONS(66),
    [anon_sym_reset] = ACTIONS(66),
    [anon_sym_place] = ACTIONS(66),
    [anon_sym_of] = ACTIONS(66),
    [anon_sym_into] = ACTIONS(66),
    [anon_sym_team] = ACTIONS(66),
    [anon_sym_copies] = ACTIONS(66),
    [anon_sym_deal] = ACTIONS(66),
    [anon_sym_each] = ACTIONS(66),
    [anon_sym_hands] = ACTIONS(66),
    [anon_sym_as] = ACTIONS(66),
    [anon_sym_control] = ACTIONS(66),
    [anon_sym_skip] = ACTIONS(66),
    [anon_sym_swap] = ACTIONS(66),
    [anon_sym_partner] = ACTIONS(66),
    [anon_sym_split] = ACTIONS(66),
    [anon_sym_pass] = ACTIONS(66),
    [anon_sym_then] = ACTIONS(66),
    [anon_sym_play] = ACTIONS(66),
    [anon_sym_again] = ACTIONS(66),
    [anon_sym_cancel] = ACTIONS(66),
    [anon_sym_for] = ACTIONS(66),
    [anon_sym_replay] = ACTIONS(66),
    [anon_sym_stay] = ACTIONS(66),
    [anon_sym_exchange] = ACTIONS(66),
    [anon_sym_with] = ACTIONS(66),
    [anon_sym_announce] = ACTIONS(66),
    [anon_sym_deeper] = ACTIONS(66),
    [anon_sym_score] = ACTIONS(66),
    [anon_sym_attacked] = ACTIONS(66),
    [anon_sym_long] = ACTIONS(66),
    [anon_sym_reversing] = ACTIONS(66),
    [anon_sym_once] = ACTIONS(66),
    [anon_sym_continue] = ACTIONS(66),
    [anon_sym_merge] = ACTIONS(66),
    [anon_sym_remove] = ACTIONS(66),
    [anon_sym_same] = ACTIONS(66),
    [anon_sym_captures] = ACTIONS(66),
    [anon_sym_falling] = ACTIONS(66),
    [anon_sym_line] = ACTIONS(66),
    [anon_sym_moves] = ACTIONS(66),
    [anon_sym_flipping] = ACTIONS(66),
    [anon_sym_next] = ACTIONS(66),
    [anon_sym_claim] = ACTIONS(66),
    [anon_sym_moved] = ACTIONS(66),
    [anon_sym_en_DASHpassant] = ACTIONS(66),
    [anon_sym_hand] = ACTIONS(66),
    [anon_sym_counter] = ACTIONS(66),
    [anon_sym_LPAREN] = ACTIONS(80),
    [anon_sym_LT_EQ] = ACTIONS(69),
    [anon_sym_GT_EQ] = ACTIONS(69),
    [anon_sym_BANG_EQ] = ACTIONS(69),
    [anon_sym_LT] = ACTIONS(83),
    [anon_sym_GT] = ACTIONS(83),
    [anon_sym_DOT_DOT] = ACTIONS(69),
    [anon_sym_PIPE] = ACTIONS(69),
    [sym_integer] = ACTIONS(72),
    [sym_string] = ACTIONS(72),
    [sym_comment] = ACTIONS(3),
  },
  [5] = {
    [sym_group] = STATE(4),
    [sym_block] = STATE(4),
    [sym__token] = STATE(4),
    [sym_keyword] = STATE(4),
    [sym_operator] = STATE(4),
    [aux_sym_block_repeat1] = STATE(4),
    [sym_name] = ACTIONS(41),
    [anon_sym_game] = ACTIONS(43),
    [anon_sym_extends] = ACTIONS(43),
    [anon_sym_players] = ACTIONS(43),
    [anon_sym_sides] = ACTIONS(43),
    [anon_sym_board] = ACTIONS(43),
    [anon_sym_setup] = ACTIONS(43),
    [anon_sym_rules] = ACTIONS(43),
    [anon_sym_end] = ACTIONS(43),
    [anon_sym_turn] = ACTIONS(43),
    [anon_sym_cards] = ACTIONS(43),
    [anon_sym_directions] = ACTIONS(43),
    [anon_sym_EQ] = ACTIONS(45),
    [anon_sym_COMMA] = ACTIONS(47),
    [anon_sym_zone] = ACTIONS(43),
    [anon_sym_COLON] = ACTIONS(47),
    [anon_sym_piece] = ACTIONS(43),
    [anon_sym_card] = ACTIONS(43),
    [anon_sym_counters] = ACTIONS(43),
    [anon_sym_track] = ACTIONS(43),
    [anon_sym_loop] = ACTIONS(43),
    [anon_sym_branch] = ACTIONS(43),
    [anon_sym_from] = ACTIONS(43),
    [anon_sym_store] = ACTIONS(43),
    [anon_sym_rank] = ACTIONS(43),
    [anon_sym_file] = ACTIONS(43),
    [anon_sym_LBRACE] = ACTIONS(49),
    [anon_sym_RBRACE] = ACTIONS(86),
    [anon_sym_step] = ACTIONS(43),
    [anon_sym_slide] = ACTIONS(43),
    [anon_sym_leap] = ACTIONS(43),
    [anon_sym_jump] = ACTIONS(43),
    [anon_sym_along] = ACTIONS(43),
    [anon_sym_enter] = ACTIONS(43),
    [anon_sym_castle] = ACTIONS(43),
    [anon_sym_bear] = ACTIONS(43),
    [anon_sym_symbols] = ACTIONS(43),
    [anon_sym_glyphs] = ACTIONS(43),
    [anon_sym_promote] = ACTIONS(43),
    [anon_sym_royal] = ACTIONS(43),
    [anon_sym_neutral] = ACTIONS(43),
    [anon_sym_stored] = ACTIONS(43),
    [anon_sym_grid] = ACTIONS(43),
    [anon_sym_cells] = ACTIONS(43),
    [anon_sym_numbers] = ACTIONS(43),
    [anon_sym_by] = ACTIONS(43),
    [anon_sym_to] = ACTIONS(43),
    [anon_sym_over] = ACTIONS(43),
    [anon_sym_chained] = ACTIONS(43),
    [anon_sym_on] = ACTIONS(43),
    [anon_sym_ends] = ACTIONS(43),
    [anon_sym_move] = ACTIONS(43),
    [anon_sym_mandatory] = ACTIONS(43),
    [anon_sym_no] = ACTIONS(43),
    [anon_sym_repetition] = ACTIONS(43),
    [anon_sym_plies] = ACTIONS(43),
    [anon_sym_since] = ACTIONS(43),
    [anon_sym_stacks] = ACTIONS(43),
    [anon_sym_unlimited] = ACTIONS(43),
    [anon_sym_onto] = ACTIONS(43),
    [anon_sym_lift] = ACTIONS(43),
    [anon_sym_if] = ACTIONS(43),
    [anon_sym_and] = ACTIONS(43),
    [anon_sym_or] = ACTIONS(43),
    [anon_sym_not] = ACTIONS(43),
    [anon_sym_below] = ACTIONS(43),
    [anon_sym_is] = ACTIONS(43),
    [anon_sym_in] = ACTIONS(43),
    [anon_sym_height] = ACTIONS(43),
    [anon_sym_count] = ACTIONS(43),
    [anon_sym_showing] = ACTIONS(43),
    [anon_sym_pieces] = ACTIONS(43),
    [anon_sym_off] = ACTIONS(43),
    [anon_sym_after] = ACTIONS(43),
    [anon_sym_stack] = ACTIONS(43),
    [anon_sym_max] = ACTIONS(43),
    [anon_sym_exactly] = ACTIONS(43),
    [anon_sym_passing] = ACTIONS(43),
    [anon_sym_flying] = ACTIONS(43),
    [anon_sym_connected] = ACTIONS(43),
    [anon_sym_within] = ACTIONS(43),
    [anon_sym_avoiding] = ACTIONS(43),
    [anon_sym_stopping] = ACTIONS(43),
    [anon_sym_actions] = ACTIONS(43),
    [anon_sym_until] = ACTIONS(43),
    [anon_sym_at] = ACTIONS(43),
    [anon_sym_most] = ACTIONS(43),
    [anon_sym_steal] = ACTIONS(43),
    [anon_sym_adjacent] = ACTIONS(43),
    [anon_sym_enters] = ACTIONS(43),
    [anon_sym_when] = ACTIONS(43),
    [anon_sym_add] = ACTIONS(43),
    [anon_sym_clear] = ACTIONS(43),
    [anon_sym_reset] = ACTIONS(43),
    [anon_sym_place] = ACTIONS(43),
    [anon_sym_of] = ACTIONS(43),
    [anon_sym_into] = ACTIONS(43),
    [anon_sym_team] = ACTIONS(43),
    [anon_sym_copies] = ACTIONS(43),
    [anon_sym_deal] = ACTIONS(43),
    [anon_sym_each] = ACTIONS(43),
    [anon_sym_hands] = ACTIONS(43),
    [anon_sym_as] = ACTIONS(43),
    [anon_sym_control] = ACTIONS(43),
    [anon_sym_skip] = ACTIONS(43),
    [anon_sym_swap] = ACTIONS(43),
    [anon_sym_partner] = ACTIONS(43),
    [anon_sym_split] = ACTIONS(43),
    [anon_sym_pass] = ACTIONS(43),
    [anon_sym_then] = ACTIONS(43),
    [anon_sym_play] = ACTIONS(43),
    [anon_sym_again] = ACTIONS(43),
    [anon_sym_cancel] = ACTIONS(43),
    [anon_sym_for] = ACTIONS(43),
    [anon_sym_replay] = ACTIONS(43),
    [anon_sym_stay] = ACTIONS(43),
    [anon_sym_exchange] = ACTIONS(43),
    [anon_sym_with] = ACTIONS(43),
    [anon_sym_announce] = ACTIONS(43),
    [anon_sym_deeper] = ACTIONS(43),
    [anon_sym_score] = ACTIONS(43),
    [anon_sym_attacked] = ACTIONS(43),
    [anon_sym_long] = ACTIONS(43),
    [anon_sym_reversing] = ACTIONS(43),
    [anon_sym_once] = ACTIONS(43),
    [anon_sym_continue] = ACTIONS(43),
    [anon_sym_merge] = ACTIONS(43),
    [anon_sym_remove] = ACTIONS(43),
    [anon_sym_same] = ACTIONS(43),
    [anon_sym_captures] = ACTIONS(43),
    [anon_sym_falling] = ACTIONS(43),
    [anon_sym_line] = ACTIONS(43),
    [anon_sym_moves] = ACTIONS(43),
    [anon_sym_flipping] = ACTIONS(43),
    [anon_sym_next] = ACTIONS(43),
    [anon_sym_claim] = ACTIONS(43),
    [anon_sym_moved] = ACTIONS(43),
    [anon_sym_en_DASHpassant] = ACTIONS(43),
    [anon_sym_hand] = ACTIONS(43),
    [anon_sym_counter] = ACTIONS(43),
    [anon_sym_LPAREN] = ACTIONS(53),
    [anon_sym_LT_EQ] = ACTIONS(45),
    [anon_sym_GT_EQ] = ACTIONS(45),
    [anon_sym_BANG_EQ] = ACTIONS(45),
    [anon_sym_LT] = ACTIONS(55),
    [anon_sym_GT] = ACTIONS(55),
    [anon_sym_DOT_DOT] = ACTIONS(45),
    [anon_sym_PIPE] = ACTIONS(45),
    [sym_integer] = ACTIONS(47),
    [sym_string] = ACTIONS(47),
    [sym_comment] = ACTIONS(3),
  },
  [6] = {
    [sym_group] = STATE(2),
    [sym_block] = STATE(2),
    [sym__token] = STATE(2),
    [sym_keyword] = STATE(2),
    [sym_operator] = STATE(2),
    [aux_sym_block_repeat1] = STATE(2),
    [sym_name] = ACTIONS(88),
    [anon_sym_game] = ACTIONS(43),
    [anon_sym_extends] = ACTIONS(43),
    [anon_sym_players] = ACTIONS(43),
    [anon_sym_sides] = ACTIONS(43),
    [anon_sym_board] = ACTIONS(43),
    [anon_sym_setup] = ACTIONS(43),
    [anon_sym_rules] = ACTIONS(43),
    [anon_sym_end] = ACTIONS(43),
    [anon_sym_turn] = ACTIONS(43),
    [anon_sym_cards] = ACTIONS(43),
    [anon_sym_directions] = ACTIONS(43),
    [anon_sym_EQ] = ACTIONS(45),
    [anon_sym_COMMA] = ACTIONS(90),
    [anon_sym_zone] = ACTIONS(43),
    [anon_sym_COLON] = ACTIONS(90),
    [anon_sym_piece] = ACTIONS(43),
    [anon_sym_card] = ACTIONS(43),
    [anon_sym_counters] = ACTIONS(43),
    [anon_sym_track] = ACTIONS(43),
    [anon_sym_loop] = ACTIONS(43),
    [anon_sym_branch] = ACTIONS(43),
    [anon_sym_from] = ACTIONS(43),
    [anon_sym_store] = ACTIONS(43),
    [anon_sym_rank] = ACTIONS(43),
    [anon_sym_file] = ACTIONS(43),
    [anon_sym_LBRACE] = ACTIONS(49),
    [anon_sym_RBRACE] = ACTIONS(92),
    [anon_sym_step] = ACTIONS(43),
    [anon_sym_slide] = ACTIONS(43),
    [anon_sym_leap] = ACTIONS(43),
    [anon_sym_jump] = ACTIONS(43),
    [anon_sym_along] = ACTIONS(43),
    [anon_sym_enter] = ACTIONS(43),
    [anon_sym_castle] = ACTIONS(43),
    [anon_sym_bear] = ACTIONS(43),
    [anon_sym_symbols] = ACTIONS(43),
    [anon_sym_glyphs] = ACTIONS(43),
    [anon_sym_promote] = ACTIONS(43),
    [anon_sym_royal] = ACTIONS(43),
    [anon_sym_neutral] = ACTIONS(43),
    [anon_sym_stored] = ACTIONS(43),
    [anon_sym_grid] = ACTIONS(43),
    [anon_sym_cells] = ACTIONS(43),
    [anon_sym_numbers] = ACTIONS(43),
    [anon_sym_by] = ACTIONS(43),
    [anon_sym_to] = ACTIONS(43),
    [anon_sym_over] = ACTIONS(43),
    [anon_sym_chained] = ACTIONS(43),
    [anon_sym_on] = ACTIONS(43),
    [anon_sym_ends] = ACTIONS(43),
    [anon_sym_move] = ACTIONS(43),
    [anon_sym_mandatory] = ACTIONS(43),
    [anon_sym_no] = ACTIONS(43),
    [anon_sym_repetition] = ACTIONS(43),
    [anon_sym_plies] = ACTIONS(43),
    [anon_sym_since] = ACTIONS(43),
    [anon_sym_stacks] = ACTIONS(43),
    [anon_sym_unlimited] = ACTIONS(43),
    [anon_sym_onto] = ACTIONS(43),
    [anon_sym_lift] = ACTIONS(43),
    [anon_sym_if] = ACTIONS(43),
    [anon_sym_and] = ACTIONS(43),
    [anon_sym_or] = ACTIONS(43),
    [anon_sym_not] = ACTIONS(43),
    [anon_sym_below] = ACTIONS(43),
    [anon_sym_is] = ACTIONS(43),
    [anon_sym_in] = ACTIONS(43),
    [anon_sym_height] = ACTIONS(43),
    [anon_sym_count] = ACTIONS(43),
    [anon_sym_showing] = ACTIONS(43),
    [anon_sym_pieces] = ACTIONS(43),
    [anon_sym_off] = ACTIONS(43),
    [anon_sym_after] = ACTIONS(43),
    [anon_sym_stack] = ACTIONS(43),
    [anon_sym_max] = ACTIONS(43),
    [anon_sym_exactly] = ACTIONS(43),
    [anon_sym_passing] = ACTIONS(43),
    [anon_sym_flying] = ACTIONS(43),
    [anon_sym_connected] = ACTIONS(43),
    [anon_sym_within] = ACTIONS(43),
    [anon_sym_avoiding] = ACTIONS(43),
    [anon_sym_stopping] = ACTIONS(43),
    [anon_sym_actions] = ACTIONS(43),
    [anon_sym_until] = ACTIONS(43),
    [anon_sym_at] = ACTIONS(43),
    [anon_sym_most] = ACTIONS(43),
    [anon_sym_steal] = ACTIONS(43),
    [anon_sym_adjacent] = ACTIONS(43),
    [anon_sym_enters] = ACTIONS(43),
    [anon_sym_when] = ACTIONS(43),
    [anon_sym_add] = ACTIONS(43),
    [anon_sym_clear] = ACTIONS(43),
    [anon_sym_reset] = ACTIONS(43),
    [anon_sym_place] = ACTIONS(43),
    [anon_sym_of] = ACTIONS(43),
    [anon_sym_into] = ACTIONS(43),
    [anon_sym_team] = ACTIONS(43),
    [anon_sym_copies] = ACTIONS(43),
    [anon_sym_deal] = ACTIONS(43),
    [anon_sym_each] = ACTIONS(43),
    [anon_sym_hands] = ACTIONS(43),
    [anon_sym_as] = ACTIONS(43),
    [anon_sym_control] = ACTIONS(43),
    [anon_sym_skip] = ACTIONS(43),
    [anon_sym_swap] = ACTIONS(43),
    [anon_sym_partner] = ACTIONS(43),
    [anon_sym_split] = ACTIONS(43),
    [anon_sym_pass] = ACTIONS(43),
    [anon_sym_then] = ACTIONS(43),
    [anon_sym_play] = ACTIONS(43),
    [anon_sym_again] = ACTIONS(43),
    [anon_sym_cancel] = ACTIONS(43),
    [anon_sym_for] = ACTIONS(43),
    [anon_sym_replay] = ACTIONS(43),
    [anon_sym_stay] = ACTIONS(43),
    [anon_sym_exchange] = ACTIONS(43),
    [anon_sym_with] = ACTIONS(43),
    [anon_sym_announce] = ACTIONS(43),
    [anon_sym_deeper] = ACTIONS(43),
    [anon_sym_score] = ACTIONS(43),
    [anon_sym_attacked] = ACTIONS(43),
    [anon_sym_long] = ACTIONS(43),
    [anon_sym_reversing] = ACTIONS(43),
    [anon_sym_once] = ACTIONS(43),
    [anon_sym_continue] = ACTIONS(43),
    [anon_sym_merge] = ACTIONS(43),
    [anon_sym_remove] = ACTIONS(43),
    [anon_sym_same] = ACTIONS(43),
    [anon_sym_captures] = ACTIONS(43),
    [anon_sym_falling] = ACTIONS(43),
    [anon_sym_line] = ACTIONS(43),
    [anon_sym_moves] = ACTIONS(43),
    [anon_sym_flipping] = ACTIONS(43),
    [anon_sym_next] = ACTIONS(43),
    [anon_sym_claim] = ACTIONS(43),
    [anon_sym_moved] = ACTIONS(43),
    [anon_sym_en_DASHpassant] = ACTIONS(43),
    [anon_sym_hand] = ACTIONS(43),
    [anon_sym_counter] = ACTIONS(43),
    [anon_sym_LPAREN] = ACTIONS(53),
    [anon_sym_LT_EQ] = ACTIONS(45),
    [anon_sym_GT_EQ] = ACTIONS(45),
    [anon_sym_BANG_EQ] = ACTIONS(45),
    [anon_sym_LT] = ACTIONS(55),
    [anon_sym_GT] = ACTIONS(55),
    [anon_sym_DOT_DOT] = ACTIONS(45),
    [anon_sym_PIPE] = ACTIONS(45),
    [sym_integer] = ACTIONS(90),
    [sym_string] = ACTIONS(90),
    [sym_comment] = ACTIONS(3),
  },
  [7] = {
    [sym_group] = STATE(9),
    [sym__token] = STATE(9),
    [sym_keyword] = STATE(9),
    [sym_operator] = STATE(9),
    [aux_sym_group_repeat1] = STATE(9),
    [sym_name] = ACTIONS(94),
    [anon_sym_game] = ACTIONS(43),
    [anon_sym_extends] = ACTIONS(43),
    [anon_sym_players] = ACTIONS(43),
    [anon_sym_sides] = ACTIONS(43),
    [anon_sym_board] = ACTIONS(43),
    [anon_sym_setup] = ACTIONS(43),
    [anon_sym_rules] = ACTIONS(43),
    [anon_sym_end] = ACTIONS(43),
    [anon_sym_turn] = ACTIONS(43),
    [anon_sym_cards] = ACTIONS(43),
    [anon_sym_directions] = ACTIONS(43),
    [anon_sym_EQ] = ACTIONS(45),
    [anon_sym_COMMA] = ACTIONS(96),
    [anon_sym_zone] = ACTIONS(43),
    [anon_sym_COLON] = ACTIONS(96),
    [anon_sym_piece] = ACTIONS(43),
    [anon_sym_card] = ACTIONS(43),
    [anon_sym_counters] = ACTIONS(43),
    [anon_sym_track] = ACTIONS(43),
    [anon_sym_loop] = ACTIONS(43),
    [anon_sym_branch] = ACTIONS(43),
    [anon_sym_from] = ACTIONS(43),
    [anon_sym_store] = ACTIONS(43),
    [anon_sym_rank] = ACTIONS(43),
    [anon_sym_file] = ACTIONS(43),
    [anon_sym_step] = ACTIONS(43),
    [anon_sym_slide] = ACTIONS(43),
    [anon_sym_leap] = ACTIONS(43),
    [anon_sym_jump] = ACTIONS(43),
    [anon_sym_along] = ACTIONS(43),
    [anon_sym_enter] = ACTIONS(43),
    [anon_sym_castle] = ACTIONS(43),
    [anon_sym_bear] = ACTIONS(43),
    [anon_sym_symbols] = ACTIONS(43),
    [anon_sym_glyphs] = ACTIONS(43),
    [anon_sym_promote] = ACTIONS(43),
    [anon_sym_royal] = ACTIONS(43),
    [anon_sym_neutral] = ACTIONS(43),
    [anon_sym_stored] = ACTIONS(43),
    [anon_sym_grid] = ACTIONS(43),
    [anon_sym_cells] = ACTIONS(43),
    [anon_sym_numbers] = ACTIONS(43),
    [anon_sym_by] = ACTIONS(43),
    [anon_sym_to] = ACTIONS(43),
    [anon_sym_over] = ACTIONS(43),
    [anon_sym_chained] = ACTIONS(43),
    [anon_sym_on] = ACTIONS(43),
    [anon_sym_ends] = ACTIONS(43),
    [anon_sym_move] = ACTIONS(43),
    [anon_sym_mandatory] = ACTIONS(43),
    [anon_sym_no] = ACTIONS(43),
    [anon_sym_repetition] = ACTIONS(43),
    [anon_sym_plies] = ACTIONS(43),
    [anon_sym_since] = ACTIONS(43),
    [anon_sym_stacks] = ACTIONS(43),
    [anon_sym_unlimited] = ACTIONS(43),
    [anon_sym_onto] = ACTIONS(43),
    [anon_sym_lift] = ACTIONS(43),
    [anon_sym_if] = ACTIONS(43),
    [anon_sym_and] = ACTIONS(43),
    [anon_sym_or] = ACTIONS(43),
    [anon_sym_not] = ACTIONS(43),
    [anon_sym_below] = ACTIONS(43),
    [anon_sym_is] = ACTIONS(43),
    [anon_sym_in] = ACTIONS(43),
    [anon_sym_height] = ACTIONS(43),
    [anon_sym_count] = ACTIONS(43),
    [anon_sym_showing] = ACTIONS(43),
    [anon_sym_pieces] = ACTIONS(43),
    [anon_sym_off] = ACTIONS(43),
    [anon_sym_after] = ACTIONS(43),
    [anon_sym_stack] = ACTIONS(43),
    [anon_sym_max] = ACTIONS(43),
    [anon_sym_exactly] = ACTIONS(43),
    [anon_sym_passing] = ACTIONS(43),
    [anon_sym_flying] = ACTIONS(43),
    [anon_sym_connected] = ACTIONS(43),
    [anon_sym_within] = ACTIONS(43),
    [anon_sym_avoiding] = ACTIONS(43),
    [anon_sym_stopping] = ACTIONS(43),
    [anon_sym_actions] = ACTIONS(43),
    [anon_sym_until] = ACTIONS(43),
    [anon_sym_at] = ACTIONS(43),
    [anon_sym_most] = ACTIONS(43),
    [anon_sym_steal] = ACTIONS(43),
    [anon_sym_adjacent] = ACTIONS(43),
    [anon_sym_enters] = ACTIONS(43),
    [anon_sym_when] = ACTIONS(43),
    [anon_sym_add] = ACTIONS(43),
    [anon_sym_clear] = ACTIONS(43),
    [anon_sym_reset] = ACTIONS(43),
    [anon_sym_place] = ACTIONS(43),
    [anon_sym_of] = ACTIONS(43),
    [anon_sym_into] = ACTIONS(43),
    [anon_sym_team] = ACTIONS(43),
    [anon_sym_copies] = ACTIONS(43),
    [anon_sym_deal] = ACTIONS(43),
    [anon_sym_each] = ACTIONS(43),
    [anon_sym_hands] = ACTIONS(43),
    [anon_sym_as] = ACTIONS(43),
    [anon_sym_control] = ACTIONS(43),
    [anon_sym_skip] = ACTIONS(43),
    [anon_sym_swap] = ACTIONS(43),
    [anon_sym_partner] = ACTIONS(43),
    [anon_sym_split] = ACTIONS(43),
    [anon_sym_pass] = ACTIONS(43),
    [anon_sym_then] = ACTIONS(43),
    [anon_sym_play] = ACTIONS(43),
    [anon_sym_again] = ACTIONS(43),
    [anon_sym_cancel] = ACTIONS(43),
    [anon_sym_for] = ACTIONS(43),
    [anon_sym_replay] = ACTIONS(43),
    [anon_sym_stay] = ACTIONS(43),
    [anon_sym_exchange] = ACTIONS(43),
    [anon_sym_with] = ACTIONS(43),
    [anon_sym_announce] = ACTIONS(43),
    [anon_sym_deeper] = ACTIONS(43),
    [anon_sym_score] = ACTIONS(43),
    [anon_sym_attacked] = ACTIONS(43),
    [anon_sym_long] = ACTIONS(43),
    [anon_sym_reversing] = ACTIONS(43),
    [anon_sym_once] = ACTIONS(43),
    [anon_sym_continue] = ACTIONS(43),
    [anon_sym_merge] = ACTIONS(43),
    [anon_sym_remove] = ACTIONS(43),
    [anon_sym_same] = ACTIONS(43),
    [anon_sym_captures] = ACTIONS(43),
    [anon_sym_falling] = ACTIONS(43),
    [anon_sym_line] = ACTIONS(43),
    [anon_sym_moves] = ACTIONS(43),
    [anon_sym_flipping] = ACTIONS(43),
    [anon_sym_next] = ACTIONS(43),
    [anon_sym_claim] = ACTIONS(43),
    [anon_sym_moved] = ACTIONS(43),
    [anon_sym_en_DASHpassant] = ACTIONS(43),
    [anon_sym_hand] = ACTIONS(43),
    [anon_sym_counter] = ACTIONS(43),
    [anon_sym_LPAREN] = ACTIONS(53),
    [anon_sym_RPAREN] = ACTIONS(98),
    [anon_sym_LT_EQ] = ACTIONS(45),
    [anon_sym_GT_EQ] = ACTIONS(45),
    [anon_sym_BANG_EQ] = ACTIONS(45),
    [anon_sym_LT] = ACTIONS(55),
    [anon_sym_GT] = ACTIONS(55),
    [anon_sym_DOT_DOT] = ACTIONS(45),
    [anon_sym_PIPE] = ACTIONS(45),
    [sym_integer] = ACTIONS(96),
    [sym_string] = ACTIONS(96),
    [sym_comment] = ACTIONS(3),
  },
  [8] = {
    [sym_group] = STATE(7),
    [sym__token] = STATE(7),
    [sym_keyword] = STATE(7),
    [sym_operator] = STATE(7),
    [aux_sym_group_repeat1] = STATE(7),
    [sym_name] = ACTIONS(100),
    [anon_sym_game] = ACTIONS(43),
    [anon_sym_extends] = ACTIONS(43),
    [anon_sym_players] = ACTIONS(43),
    [anon_sym_sides] = ACTIONS(43),
    [anon_sym_board] = ACTIONS(43),
    [anon_sym_setup] = ACTIONS(43),
    [anon_sym_rules] = ACTIONS(43),
    [anon_sym_end] = ACTIONS(43),
    [anon_sym_turn] = ACTIONS(43),
    [anon_sym_cards] = ACTIONS(43),
    [anon_sym_directions] = ACTIONS(43),
    [anon_sym_EQ] = ACTIONS(45),
    [anon_sym_COMMA] = ACTIONS(102),
    [anon_sym_zone] = ACTIONS(43),
    [anon_sym_COLON] = ACTIONS(102),
    [anon_sym_piece] = ACTIONS(43),
    [anon_sym_card] = ACTIONS(43),
    [anon_sym_counters] = ACTIONS(43),
    [anon_sym_track] = ACTIONS(43),
    [anon_sym_loop] = ACTIONS(43),
    [anon_sym_branch] = ACTIONS(43),
    [anon_sym_from] = ACTIONS(43),
    [anon_sym_store] = ACTIONS(43),
    [anon_sym_rank] = ACTIONS(43),
    [anon_sym_file] = ACTIONS(43),
    [anon_sym_step] = ACTIONS(43),
    [anon_sym_slide] = ACTIONS(43),
    [anon_sym_leap] = ACTIONS(43),
    [anon_sym_jump] = ACTIONS(43),
    [anon_sym_along] = ACTIONS(43),
    [anon_sym_enter] = ACTIONS(43),
    [anon_sym_castle] = ACTIONS(43),
    [anon_sym_bear] = ACTIONS(43),
    [anon_sym_symbols] = ACTIONS(43),
    [anon_sym_glyphs] = ACTIONS(43),
    [anon_sym_promote] = ACTIONS(43),
    [anon_sym_royal] = ACTIONS(43),
    [anon_sym_neutral] = ACTIONS(43),
    [anon_sym_stored] = ACTIONS(43),
    [anon_sym_grid] = ACTIONS(43),
    [anon_sym_cells] = ACTIONS(43),
    [anon_sym_numbers] = ACTIONS(43),
    [anon_sym_by] = ACTIONS(43),
    [anon_sym_to] = ACTIONS(43),
    [anon_sym_over] = ACTIONS(43),
    [anon_sym_chained] = ACTIONS(43),
    [anon_sym_on] = ACTIONS(43),
    [anon_sym_ends] = ACTIONS(43),
    [anon_sym_move] = ACTIONS(43),
    [anon_sym_mandatory] = ACTIONS(43),
    [anon_sym_no] = ACTIONS(43),
    [anon_sym_repetition] = ACTIONS(43),
    [anon_sym_plies] = ACTIONS(43),
    [anon_sym_since] = ACTIONS(43),
    [anon_sym_stacks] = ACTIONS(43),
    [anon_sym_unlimited] = ACTIONS(43),
    [anon_sym_onto] = ACTIONS(43),
    [anon_sym_lift] = ACTIONS(43),
    [anon_sym_if] = ACTIONS(43),
    [anon_sym_and] = ACTIONS(43),
    [anon_sym_or] = ACTIONS(43),
    [anon_sym_not] = ACTIONS(43),
    [anon_sym_below] = ACTIONS(43),
    [anon_sym_is] = ACTIONS(43),
    [anon_sym_in] = ACTIONS(43),
    [anon_sym_height] = ACTIONS(43),
    [anon_sym_count] = ACTIONS(43),
    [anon_sym_showing] = ACTIONS(43),
    [anon_sym_pieces] = ACTIONS(43),
    [anon_sym_off] = ACTIONS(43),
    [anon_sym_after] = ACTIONS(43),
    [anon_sym_stack] = ACTIONS(43),
    [anon_sym_max] = ACTIONS(43),
    [anon_sym_exactly] = ACTIONS(43),
    [anon_sym_passing] = ACTIONS(43),
    [anon_sym_flying] = ACTIONS(43),
    [anon_sym_connected] = ACTIONS(43),
    [anon_sym_within] = ACTIONS(43),
    [anon_sym_avoiding] = ACTIONS(43),
    [anon_sym_stopping] = ACTIONS(43),
    [anon_sym_actions] = ACTIONS(43),
    [anon_sym_until] = ACTIONS(43),
    [anon_sym_at] = ACTIONS(43),
    [anon_sym_most] = ACTIONS(43),
    [anon_sym_steal] = ACTIONS(43),
    [anon_sym_adjacent] = ACTIONS(43),
    [anon_sym_enters] = ACTIONS(43),
    [anon_sym_when] = ACTIONS(43),
    [anon_sym_add] = ACTIONS(43),
    [anon_sym_clear] = ACTIONS(43),
    [anon_sym_reset] = ACTIONS(43),
    [anon_sym_place] = ACTIONS(43),
    [anon_sym_of] = ACTIONS(43),
    [anon_sym_into] = ACTIONS(43),
    [anon_sym_team] = ACTIONS(43),
    [anon_sym_copies] = ACTIONS(43),
    [anon_sym_deal] = ACTIONS(43),
    [anon_sym_each] = ACTIONS(43),
    [anon_sym_hands] = ACTIONS(43),
    [anon_sym_as] = ACTIONS(43),
    [anon_sym_control] = ACTIONS(43),
    [anon_sym_skip] = ACTIONS(43),
    [anon_sym_swap] = ACTIONS(43),
    [anon_sym_partner] = ACTIONS(43),
    [anon_sym_split] = ACTIONS(43),
    [anon_sym_pass] = ACTIONS(43),
    [anon_sym_then] = ACTIONS(43),
    [anon_sym_play] = ACTIONS(43),
    [anon_sym_again] = ACTIONS(43),
    [anon_sym_cancel] = ACTIONS(43),
    [anon_sym_for] = ACTIONS(43),
    [anon_sym_replay] = ACTIONS(43),
    [anon_sym_stay] = ACTIONS(43),
    [anon_sym_exchange] = ACTIONS(43),
    [anon_sym_with] = ACTIONS(43),
    [anon_sym_announce] = ACTIONS(43),
    [anon_sym_deeper] = ACTIONS(43),
    [anon_sym_score] = ACTIONS(43),
    [anon_sym_attacked] = ACTIONS(43),
    [anon_sym_long] = ACTIONS(43),
    [anon_sym_reversing] = ACTIONS(43),
    [anon_sym_once] = ACTIONS(43),
    [anon_sym_continue] = ACTIONS(43),
    [anon_sym_merge] = ACTIONS(43),
    [anon_sym_remove] = ACTIONS(43),
    [anon_sym_same] = ACTIONS(43),
    [anon_sym_captures] = ACTIONS(43),
    [anon_sym_falling] = ACTIONS(43),
    [anon_sym_line] = ACTIONS(43),
    [anon_sym_moves] = ACTIONS(43),
    [anon_sym_flipping] = ACTIONS(43),
    [anon_sym_next] = ACTIONS(43),
    [anon_sym_claim] = ACTIONS(43),
    [anon_sym_moved] = ACTIONS(43),
    [anon_sym_en_DASHpassant] = ACTIONS(43),
    [anon_sym_hand] = ACTIONS(43),
    [anon_sym_counter] = ACTIONS(43),
    [anon_sym_LPAREN] = ACTIONS(53),
    [anon_sym_RPAREN] = ACTIONS(104),
    [anon_sym_LT_EQ] = ACTIONS(45),
    [anon_sym_GT_EQ] = ACTIONS(45),
    [anon_sym_BANG_EQ] = ACTIONS(45),
    [anon_sym_LT] = ACTIONS(55),
    [anon_sym_GT] = ACTIONS(55),
    [anon_sym_DOT_DOT] = ACTIONS(45),
    [anon_sym_PIPE] = ACTIONS(45),
    [sym_integer] = ACTIONS(102),
    [sym_string] = ACTIONS(102),
    [sym_comment] = ACTIONS(3),
  },
  [9] = {
    [sym_group] = STATE(9),
    [sym__token] = STATE(9),
    [sym_keyword] = STATE(9),
    [sym_operator] = STATE(9),
    [aux_sym_group_repeat1] = STATE(9),
    [sym_name] = ACTIONS(106),
    [anon_sym_game] = ACTIONS(109),
    [anon_sym_extends] = ACTIONS(109),
    [anon_sym_players] = ACTIONS(109),
    [anon_sym_sides] = ACTIONS(109),
    [anon_sym_board] = ACTIONS(109),
    [anon_sym_setup] = ACTIONS(109),
    [anon_sym_rules] = ACTIONS(109),
    [anon_sym_end] = ACTIONS(109),
    [anon_sym_turn] = ACTIONS(109),
    [anon_sym_cards] = ACTIONS(109),
    [anon_sym_directions] = ACTIONS(109),
    [anon_sym_EQ] = ACTIONS(112),
    [anon_sym_COMMA] = ACTIONS(115),
    [anon_sym_zone] = ACTIONS(109),
    [anon_sym_COLON] = ACTIONS(115),
    [anon_sym_piece] = ACTIONS(109),
    [anon_sym_card] = ACTIONS(109),
    [anon_sym_counters] = ACTIONS(109),
    [anon_sym_track] = ACTIONS(109),
    [anon_sym_loop] = ACTIONS(109),
    [anon_sym_branch] = ACTIONS(109),
    [anon_sym_from] = ACTIONS(109),
    [anon_sym_store] = ACTIONS(109),
    [anon_sym_rank] = ACTIONS(109),
    [anon_sym_file] = ACTIONS(109),
    [anon_sym_step] = ACTIONS(109),
    [anon_sym_slide] = ACTIONS(109),
    [anon_sym_leap] = ACTIONS(109),
    [anon_sym_jump] = ACTIONS(109),
    [anon_sym_along] = ACTIONS(109),
    [anon_sym_enter] = ACTIONS(109),
    [anon_sym_castle] = ACTIONS(109),
    [anon_sym_bear] = ACTIONS(109),
    [anon_sym_symbols] = ACTIONS(109),
    [anon_sym_glyphs] = ACTIONS(109),
    [anon_sym_promote] = ACTIONS(109),
    [anon_sym_royal] = ACTIONS(109),
    [anon_sym_neutral] = ACTIONS(109),
    [anon_sym_stored] = ACTIONS(109),
    [anon_sym_grid] = ACTIONS(109),
    [anon_sym_cells] = ACTIONS(109),
    [anon_sym_numbers] = ACTIONS(109),
    [anon_sym_by] = ACTIONS(109),
    [anon_sym_to] = ACTIONS(109),
    [anon_sym_over] = ACTIONS(109),
    [anon_sym_chained] = ACTIONS(109),
    [anon_sym_on] = ACTIONS(109),
    [anon_sym_ends] = ACTIONS(109),
    [anon_sym_move] = ACTIONS(109),
    [anon_sym_mandatory] = ACTIONS(109),
    [anon_sym_no] = ACTIONS(109),
    [anon_sym_repetition] = ACTIONS(109),
    [anon_sym_plies] = ACTIONS(109),
    [anon_sym_since] = ACTIONS(109),
    [anon_sym_stacks] = ACTIONS(109),
    [anon_sym_unlimited] = ACTIONS(109),
    [anon_sym_onto] = ACTIONS(109),
    [anon_sym_lift] = ACTIONS(109),
    [anon_sym_if] = ACTIONS(109),
    [anon_sym_and] = ACTIONS(109),
    [anon_sym_or] = ACTIONS(109),
    [anon_sym_not] = ACTIONS(109),
    [anon_sym_below] = ACTIONS(109),
    [anon_sym_is] = ACTIONS(109),
    [anon_sym_in] = ACTIONS(109),
    [anon_sym_height] = ACTIONS(109),
    [anon_sym_count] = ACTIONS(109),
    [anon_sym_showing] = ACTIONS(109),
    [anon_sym_pieces] = ACTIONS(109),
    [anon_sym_off] = ACTIONS(109),
    [anon_sym_after] = ACTIONS(109),
    [anon_sym_stack] = ACTIONS(109),
    [anon_sym_max] = ACTIONS(109),
    [anon_sym_exactly] = ACTIONS(109),
    [anon_sym_passing] = ACTIONS(109),
    [anon_sym_flying] = ACTIONS(109),
    [anon_sym_connected] = ACTIONS(109),
    [anon_sym_within] = ACTIONS(109),
    [anon_sym_avoiding] = ACTIONS(109),
    [anon_sym_stopping] = ACTIONS(109),
    [anon_sym_actions] = ACTIONS(109),
    [anon_sym_until] = ACTIONS(109),
    [anon_sym_at] = ACTIONS(109),
    [anon_sym_most] = ACTIONS(109),
    [anon_sym_steal] = ACTIONS(109),
    [anon_sym_adjacent] = ACTIONS(109),
    [anon_sym_enters] = ACTIONS(109),
    [anon_sym_when] = ACTIONS(109),
    [anon_sym_add] = ACTIONS(109),
    [anon_sym_clear] = ACTIONS(109),
    [anon_sym_reset] = ACTIONS(109),
    [anon_sym_place] = ACTIONS(109),
    [anon_sym_of] = ACTIONS(109),
    [anon_sym_into] = ACTIONS(109),
    [anon_sym_team] = ACTIONS(109),
    [anon_sym_copies] = ACTIONS(109),
    [anon_sym_deal] = ACTIONS(109),
    [anon_sym_each] = ACTIONS(109),
    [anon_sym_hands] = ACTIONS(109),
    [anon_sym_as] = ACTIONS(109),
    [anon_sym_control] = ACTIONS(109),
    [anon_sym_skip] = ACTIONS(109),
    [anon_sym_swap] = ACTIONS(109),
    [anon_sym_partner] = ACTIONS(109),
    [anon_sym_split] = ACTIONS(109),
    [anon_sym_pass] = ACTIONS(109),
    [anon_sym_then] = ACTIONS(109),
    [anon_sym_play] = ACTIONS(109),
    [anon_sym_again] = ACTIONS(109),
    [anon_sym_cancel] = ACTIONS(109),
    [anon_sym_for] = ACTIONS(109),
    [anon_sym_replay] = ACTIONS(109),
    [anon_sym_stay] = ACTIONS(109),
    [anon_sym_exchange] = ACTIONS(109),
    [anon_sym_with] = ACTIONS(109),
    [anon_sym_announce] = ACTIONS(109),
    [anon_sym_deeper] = ACTIONS(109),
    [anon_sym_score] = ACTIONS(109),
    [anon_sym_attacked] = ACTIONS(109),
    [anon_sym_long] = ACTIONS(109),
    [anon_sym_reversing] = ACTIONS(109),
    [anon_sym_once] = ACTIONS(109),
    [anon_sym_continue] = ACTIONS(109),
    [anon_sym_merge] = ACTIONS(109),
    [anon_sym_remove] = ACTIONS(109),
    [anon_sym_same] = ACTIONS(109),
    [anon_sym_captures] = ACTIONS(109),
    [anon_sym_falling] = ACTIONS(109),
    [anon_sym_line] = ACTIONS(109),
    [anon_sym_moves] = ACTIONS(109),
    [anon_sym_flipping] = ACTIONS(109),
    [anon_sym_next] = ACTIONS(109),
    [anon_sym_claim] = ACTIONS(109),
    [anon_sym_moved] = ACTIONS(109),
    [anon_sym_en_DASHpassant] = ACTIONS(109),
    [anon_sym_hand] = ACTIONS(109),
    [anon_sym_counter] = ACTIONS(109),
    [anon_sym_LPAREN] = ACTIONS(118),
    [anon_sym_RPAREN] = ACTIONS(121),
    [anon_sym_LT_EQ] = ACTIONS(112),
    [anon_sym_GT_EQ] = ACTIONS(112),
    [anon_sym_BANG_EQ] = ACTIONS(112),
    [anon_sym_LT] = ACTIONS(123),
    [anon_sym_GT] = ACTIONS(123),
    [anon_sym_DOT_DOT] = ACTIONS(112),
    [anon_sym_PIPE] = ACTIONS(112),
    [sym_integer] = ACTIONS(115),
    [sym_string] = ACTIONS(115),
    [sym_comment] = ACTIONS(3),
  },
  [10] = {
    [sym__statement_part] = STATE(14),
    [sym_group] = STATE(14),
    [sym_operator] = STATE(14),
    [aux_sym_move_statement_repeat1] = STATE(14),
    [sym_name] = ACTIONS(126),
    [anon_sym_game] = ACTIONS(128),
    [anon_sym_extends] = ACTIONS(128),
    [anon_sym_players] = ACTIONS(128),
    [anon_sym_sides] = ACTIONS(128),
    [anon_sym_board] = ACTIONS(128),
    [anon_sym_setup] = ACTIONS(128),
    [anon_sym_rules] = ACTIONS(128),
    [anon_sym_end] = ACTIONS(128),
    [anon_sym_turn] = ACTIONS(128),
    [anon_sym_cards] = ACTIONS(128),
    [anon_sym_directions] = ACTIONS(128),
    [anon_sym_EQ] = ACTIONS(45),
    [anon_sym_COMMA] = ACTIONS(130),
    [anon_sym_zone] = ACTIONS(128),
    [anon_sym_COLON] = ACTIONS(130),
    [anon_sym_piece] = ACTIONS(128),
    [anon_sym_card] = ACTIONS(128),
    [anon_sym_counters] = ACTIONS(128),
    [anon_sym_track] = ACTIONS(128),
    [anon_sym_loop] = ACTIONS(128),
    [anon_sym_branch] = ACTIONS(128),
    [anon_sym_from] = ACTIONS(128),
    [anon_sym_store] = ACTIONS(128),
    [anon_sym_rank] = ACTIONS(128),
    [anon_sym_file] = ACTIONS(128),
    [anon_sym_RBRACE] = ACTIONS(132),
    [anon_sym_step] = ACTIONS(134),
    [anon_sym_slide] = ACTIONS(134),
    [anon_sym_leap] = ACTIONS(134),
    [anon_sym_jump] = ACTIONS(134),
    [anon_sym_along] = ACTIONS(134),
    [anon_sym_enter] = ACTIONS(134),
    [anon_sym_castle] = ACTIONS(134),
    [anon_sym_bear] = ACTIONS(134),
    [anon_sym_symbols] = ACTIONS(134),
    [anon_sym_glyphs] = ACTIONS(134),
    [anon_sym_promote] = ACTIONS(134),
    [anon_sym_royal] = ACTIONS(134),
    [anon_sym_neutral] = ACTIONS(134),
    [anon_sym_stored] = ACTIONS(134),
    [anon_sym_grid] = ACTIONS(128),
    [anon_sym_cells] = ACTIONS(128),
    [anon_sym_numbers] = ACTIONS(128),
    [anon_sym_by] = ACTIONS(128),
    [anon_sym_to] = ACTIONS(128),
    [anon_sym_over] = ACTIONS(128),
    [anon_sym_chained] = ACTIONS(128),
    [anon_sym_on] = ACTIONS(128),
    [anon_sym_ends] = ACTIONS(128),
    [anon_sym_move] = ACTIONS(128),
    [anon_sym_mandatory] = ACTIONS(128),
    [anon_sym_no] = ACTIONS(128),
    [anon_sym_repetition] = ACTIONS(128),
    [anon_sym_plies] = ACTIONS(128),
    [anon_sym_since] = ACTIONS(128),
    [anon_sym_stacks] = ACTIONS(128),
    [anon_sym_unlimited] = ACTIONS(128),
    [anon_sym_onto] = ACTIONS(128),
    [anon_sym_lift] = ACTIONS(128),
    [anon_sym_if] = ACTIONS(128),
    [anon_sym_and] = ACTIONS(128),
    [anon_sym_or] = ACTIONS(128),
    [anon_sym_not] = ACTIONS(128),
    [anon_sym_below] = ACTIONS(128),
    [anon_sym_is] = ACTIONS(128),
    [anon_sym_in] = ACTIONS(128),
    [anon_sym_height] = ACTIONS(128),
    [anon_sym_count] = ACTIONS(128),
    [anon_sym_showing] = ACTIONS(128),
    [anon_sym_pieces] = ACTIONS(128),
    [anon_sym_off] = ACTIONS(128),
    [anon_sym_after] = ACTIONS(128),
    [anon_sym_stack] = ACTIONS(128),
    [anon_sym_max] = ACTIONS(128),
    [anon_sym_exactly] = ACTIONS(128),
    [anon_sym_passing] = ACTIONS(128),
    [anon_sym_flying] = ACTIONS(128),
    [anon_sym_connected] = ACTIONS(128),
    [anon_sym_within] = ACTIONS(128),
    [anon_sym_avoiding] = ACTIONS(128),
    [anon_sym_stopping] = ACTIONS(128),
    [anon_sym_actions] = ACTIONS(128),
    [anon_sym_until] = ACTIONS(128),
    [anon_sym_at] = ACTIONS(128),
    [anon_sym_most] = ACTIONS(128),
    [anon_sym_steal] = ACTIONS(128),
    [anon_sym_adjacent] = ACTIONS(128),
    [anon_sym_enters] = ACTIONS(128),
    [anon_sym_when] = ACTIONS(128),
    [anon_sym_add] = ACTIONS(128),
    [anon_sym_clear] = ACTIONS(128),
    [anon_sym_reset] = ACTIONS(128),
    [anon_sym_place] = ACTIONS(128),
    [anon_sym_of] = ACTIONS(128),
    [anon_sym_into] = ACTIONS(128),
    [anon_sym_team] = ACTIONS(128),
    [anon_sym_copies] = ACTIONS(128),
    [anon_sym_deal] = ACTIONS(128),
    [anon_sym_each] = ACTIONS(128),
    [anon_sym_hands] = ACTIONS(128),
    [anon_sym_as] = ACTIONS(128),
    [anon_sym_control] = ACTIONS(128),
    [anon_sym_skip] = ACTIONS(128),
    [anon_sym_swap] = ACTIONS(128),
    [anon_sym_partner] = ACTIONS(128),
    [anon_sym_split] = ACTIONS(128),
    [anon_sym_pass] = ACTIONS(128),
    [anon_sym_then] = ACTIONS(128),
    [anon_sym_play] = ACTIONS(128),
    [anon_sym_again] = ACTIONS(128),
    [anon_sym_cancel] = ACTIONS(128),
    [anon_sym_for] = ACTIONS(128),
    [anon_sym_replay] = ACTIONS(128),
    [anon_sym_stay] = ACTIONS(128),
    [anon_sym_exchange] = ACTIONS(128),
    [anon_sym_with] = ACTIONS(128),
    [anon_sym_announce] = ACTIONS(128),
    [anon_sym_deeper] = ACTIONS(128),
    [anon_sym_score] = ACTIONS(128),
    [anon_sym_attacked] = ACTIONS(128),
    [anon_sym_long] = ACTIONS(128),
    [anon_sym_reversing] = ACTIONS(128),
    [anon_sym_once] = ACTIONS(128),
    [anon_sym_continue] = ACTIONS(128),
    [anon_sym_merge] = ACTIONS(128),
    [anon_sym_remove] = ACTIONS(128),
    [anon_sym_same] = ACTIONS(128),
    [anon_sym_captures] = ACTIONS(128),
    [anon_sym_falling] = ACTIONS(128),
    [anon_sym_line] = ACTIONS(128),
    [anon_sym_moves] = ACTIONS(128),
    [anon_sym_flipping] = ACTIONS(128),
    [anon_sym_next] = ACTIONS(128),
    [anon_sym_claim] = ACTIONS(128),
    [anon_sym_moved] = ACTIONS(128),
    [anon_sym_en_DASHpassant] = ACTIONS(128),
    [anon_sym_hand] = ACTIONS(128),
    [anon_sym_counter] = ACTIONS(128),
    [anon_sym_LPAREN] = ACTIONS(53),
    [anon_sym_LT_EQ] = ACTIONS(45),
    [anon_sym_GT_EQ] = ACTIONS(45),
    [anon_sym_BANG_EQ] = ACTIONS(45),
    [anon_sym_LT] = ACTIONS(55),
    [anon_sym_GT] = ACTIONS(55),
    [anon_sym_DOT_DOT] = ACTIONS(45),
    [anon_sym_PIPE] = ACTIONS(45),
    [sym_integer] = ACTIONS(130),
    [sym_string] = ACTIONS(130),
    [sym_comment] = ACTIONS(3),
  },
  [11] = {
    [sym__statement_part] = STATE(10),
    [sym_group] = STATE(10),
    [sym_operator] = STATE(10),
    [aux_sym_move_statement_repeat1] = STATE(10),
    [sym_name] = ACTIONS(136),
    [anon_sym_game] = ACTIONS(128),
    [anon_sym_extends] = ACTIONS(128),
    [anon_sym_players] = ACTIONS(128),
    [anon_sym_sides] = ACTIONS(128),
    [anon_sym_board] = ACTIONS(128),
    [anon_sym_setup] = ACTIONS(128),
    [anon_sym_rules] = ACTIONS(128),
    [anon_sym_end] = ACTIONS(128),
    [anon_sym_turn] = ACTIONS(128),
    [anon_sym_cards] = ACTIONS(128),
    [anon_sym_directions] = ACTIONS(128),
    [anon_sym_EQ] = ACTIONS(45),
    [anon_sym_COMMA] = ACTIONS(138),
    [anon_sym_zone] = ACTIONS(128),
    [anon_sym_COLON] = ACTIONS(138),
    [anon_sym_piece] = ACTIONS(128),
    [anon_sym_card] = ACTIONS(128),
    [anon_sym_counters] = ACTIONS(128),
    [anon_sym_track] = ACTIONS(128),
    [anon_sym_loop] = ACTIONS(128),
    [anon_sym_branch] = ACTIONS(128),
    [anon_sym_from] = ACTIONS(128),
    [anon_sym_store] = ACTIONS(128),
    [anon_sym_rank] = ACTIONS(128),
    [anon_sym_file] = ACTIONS(128),
    [anon_sym_RBRACE] = ACTIONS(140),
    [anon_sym_step] = ACTIONS(142),
    [anon_sym_slide] = ACTIONS(142),
    [anon_sym_leap] = ACTIONS(142),
    [anon_sym_jump] = ACTIONS(142),
    [anon_sym_along] = ACTIONS(142),
    [anon_sym_enter] = ACTIONS(142),
    [anon_sym_castle] = ACTIONS(142),
    [anon_sym_bear] = ACTIONS(142),
    [anon_sym_symbols] = ACTIONS(142),
    [anon_sym_glyphs] = ACTIONS(142),
    [anon_sym_promote] = ACTIONS(142),
    [anon_sym_royal] = ACTIONS(142),
    [anon_sym_neutral] = ACTIONS(142),
    [anon_sym_stored] = ACTIONS(142),
    [anon_sym_grid] = ACTIONS(128),
    [anon_sym_cells] = ACTIONS(128),
    [anon_sym_numbers] = ACTIONS(128),
    [anon_sym_by] = ACTIONS(128),
    [anon_sym_to] = ACTIONS(128),
    [anon_sym_over] = ACTIONS(128),
    [anon_sym_chained] = ACTIONS(128),
    [anon_sym_on] = ACTIONS(128),
    [anon_sym_ends] = ACTIONS(128),
    [anon_sym_move] = ACTIONS(128),
    [anon_sym_mandatory] = ACTIONS(128),
    [anon_sym_no] = ACTIONS(128),
    [anon_sym_repetition] = ACTIONS(128),
    [anon_sym_plies] = ACTIONS(128),
    [anon_sym_since] = ACTIONS(128),
    [anon_sym_stacks] = ACTIONS(128),
    [anon_sym_unlimited] = ACTIONS(128),
    [anon_sym_onto] = ACTIONS(128),
    [anon_sym_lift] = ACTIONS(128),
    [anon_sym_if] = ACTIONS(128),
    [anon_sym_and] = ACTIONS(128),
    [anon_sym_or] = ACTIONS(128),
    [anon_sym_not] = ACTIONS(128),
    [anon_sym_below] = ACTIONS(128),
    [anon_sym_is] = ACTIONS(128),
    [anon_sym_in] = ACTIONS(128),
    [anon_sym_height] = ACTIONS(128),
    [anon_sym_count] = ACTIONS(128),
    [anon_sym_showing] = ACTIONS(128),
    [anon_sym_pieces] = ACTIONS(128),
    [anon_sym_off] = ACTIONS(128),
    [anon_sym_after] = ACTIONS(128),
    [anon_sym_stack] = ACTIONS(128),
    [anon_sym_max] = ACTIONS(128),
    [anon_sym_exactly] = ACTIONS(128),
    [anon_sym_passing] = ACTIONS(128),
    [anon_sym_flying] = ACTIONS(128),
    [anon_sym_connected] = ACTIONS(128),
    [anon_sym_within] = ACTIONS(128),
    [anon_sym_avoiding] = ACTIONS(128),
    [anon_sym_stopping] = ACTIONS(128),
    [anon_sym_actions] = ACTIONS(128),
    [anon_sym_until] = ACTIONS(128),
    [anon_sym_at] = ACTIONS(128),
    [anon_sym_most] = ACTIONS(128),
    [anon_sym_steal] = ACTIONS(128),
    [anon_sym_adjacent] = ACTIONS(128),
    [anon_sym_enters] = ACTIONS(128),
    [anon_sym_when] = ACTIONS(128),
    [anon_sym_add] = ACTIONS(128),
    [anon_sym_clear] = ACTIONS(128),
    [anon_sym_reset] = ACTIONS(128),
    [anon_sym_place] = ACTIONS(128),
    [anon_sym_of] = ACTIONS(128),
    [anon_sym_into] = ACTIONS(128),
    [anon_sym_team] = ACTIONS(128),
    [anon_sym_copies] = ACTIONS(128),
    [anon_sym_deal] = ACTIONS(128),
    [anon_sym_each] = ACTIONS(128),
    [anon_sym_hands] = ACTIONS(128),
    [anon_sym_as] = ACTIONS(128),
    [anon_sym_control] = ACTIONS(128),
    [anon_sym_skip] = ACTIONS(128),
    [anon_sym_swap] = ACTIONS(128),
    [anon_sym_partner] = ACTIONS(128),
    [anon_sym_split] = ACTIONS(128),
    [anon_sym_pass] = ACTIONS(128),
    [anon_sym_then] = ACTIONS(128),
    [anon_sym_play] = ACTIONS(128),
    [anon_sym_again] = ACTIONS(128),
    [anon_sym_cancel] = ACTIONS(128),
    [anon_sym_for] = ACTIONS(128),
    [anon_sym_replay] = ACTIONS(128),
    [anon_sym_stay] = ACTIONS(128),
    [anon_sym_exchange] = ACTIONS(128),
    [anon_sym_with] = ACTIONS(128),
    [anon_sym_announce] = ACTIONS(128),
    [anon_sym_deeper] = ACTIONS(128),
    [anon_sym_score] = ACTIONS(128),
    [anon_sym_attacked] = ACTIONS(128),
    [anon_sym_long] = ACTIONS(128),
    [anon_sym_reversing] = ACTIONS(128),
    [anon_sym_once] = ACTIONS(128),
    [anon_sym_continue] = ACTIONS(128),
    [anon_sym_merge] = ACTIONS(128),
    [anon_sym_remove] = ACTIONS(128),
    [anon_sym_same] = ACTIONS(128),
    [anon_sym_captures] = ACTIONS(128),
    [anon_sym_falling] = ACTIONS(128),
    [anon_sym_line] = ACTIONS(128),
    [anon_sym_moves] = ACTIONS(128),
    [anon_sym_flipping] = ACTIONS(128),
    [anon_sym_next] = ACTIONS(128),
    [anon_sym_claim] = ACTIONS(128),
    [anon_sym_moved] = ACTIONS(128),
    [anon_sym_en_DASHpassant] = ACTIONS(128),
    [anon_sym_hand] = ACTIONS(128),
    [anon_sym_counter] = ACTIONS(128),
    [anon_sym_LPAREN] = ACTIONS(53),
    [anon_sym_LT_EQ] = ACTIONS(45),
    [anon_sym_GT_EQ] = ACTIONS(45),
    [anon_sym_BANG_EQ] = ACTIONS(45),
    [anon_sym_LT] = ACTIONS(55),
    [anon_sym_GT] = ACTIONS(55),
    [anon_sym_DOT_DOT] = ACTIONS(45),
    [anon_sym_PIPE] = ACTIONS(45),
    [sym_integer] = ACTIONS(138),
    [sym_string] = ACTIONS(138),
    [sym_comment] = ACTIONS(3),
  },
  [12] = {
    [sym__statement_part] = STATE(13),
    [sym_group] = STATE(13),
    [sym_operator] = STATE(13),
    [aux_sym_move_statement_repeat1] = STATE(13),
    [sym_name] = ACTIONS(144),
    [anon_sym_game] = ACTIONS(128),
    [anon_sym_extends] = ACTIONS(128),
    [anon_sym_players] = ACTIONS(128),
    [anon_sym_sides] = ACTIONS(128),
    [anon_sym_board] = ACTIONS(128),
    [anon_sym_setup] = ACTIONS(128),
    [anon_sym_rules] = ACTIONS(128),
    [anon_sym_end] = ACTIONS(128),
    [anon_sym_turn] = ACTIONS(128),
    [anon_sym_cards] = ACTIONS(128),
    [anon_sym_directions] = ACTIONS(128),
    [anon_sym_EQ] = ACTIONS(45),
    [anon_sym_COMMA] = ACTIONS(146),
    [anon_sym_zone] = ACTIONS(128),
    [anon_sym_COLON] = ACTIONS(146),
    [anon_sym_piece] = ACTIONS(128),
    [anon_sym_card] = ACTIONS(128),
    [anon_sym_counters] = ACTIONS(128),
    [anon_sym_track] = ACTIONS(128),
    [anon_sym_loop] = ACTIONS(128),
    [anon_sym_branch] = ACTIONS(128),
    [anon_sym_from] = ACTIONS(128),
    [anon_sym_store] = ACTIONS(128),
    [anon_sym_rank] = ACTIONS(128),
    [anon_sym_file] = ACTIONS(128),
    [anon_sym_RBRACE] = ACTIONS(148),
    [anon_sym_step] = ACTIONS(150),
    [anon_sym_slide] = ACTIONS(150),
    [anon_sym_leap] = ACTIONS(150),
    [anon_sym_jump] = ACTIONS(150),
    [anon_sym_along] = ACTIONS(150),
    [anon_sym_enter] = ACTIONS(150),
    [anon_sym_castle] = ACTIONS(150),
    [anon_sym_bear] = ACTIONS(150),
    [anon_sym_symbols] = ACTIONS(150),
    [anon_sym_glyphs] = ACTIONS(150),
    [anon_sym_promote] = ACTIONS(150),
    [anon_sym_royal] = ACTIONS(150),
    [anon_sym_neutral] = ACTIONS(150),
    [anon_sym_stored] = ACTIONS(150),
    [anon_sym_grid] = ACTIONS(128),
    [anon_sym_cells] = ACTIONS(128),
    [anon_sym_numbers] = ACTIONS(128),
    [anon_sym_by] = ACTIONS(128),
    [anon_sym_to] = ACTIONS(128),
    [anon_sym_over] = ACTIONS(128),
    [anon_sym_chained] = ACTIONS(128),
    [anon_sym_on] = ACTIONS(128),
    [anon_sym_ends] = ACTIONS(128),
    [anon_sym_move] = ACTIONS(128),
    [anon_sym_mandatory] = ACTIONS(128),
    [anon_sym_no] = ACTIONS(128),
    [anon_sym_repetition] = ACTIONS(128),
    [anon_sym_plies] = ACTIONS(128),
    [anon_sym_since] = ACTIONS(128),
    [anon_sym_stacks] = ACTIONS(128),
    [anon_sym_unlimited] = ACTIONS(128),
    [anon_sym_onto] = ACTIONS(128),
    [anon_sym_lift] = ACTIONS(128),
    [anon_sym_if] = ACTIONS(128),
    [anon_sym_and] = ACTIONS(128),
    [anon_sym_or] = ACTIONS(128),
    [anon_sym_not] = ACTIONS(128),
    [anon_sym_below] = ACTIONS(128),
    [anon_sym_is] = ACTIONS(128),
    [anon_sym_in] = ACTIONS(128),
    [anon_sym_height] = ACTIONS(128),
    [anon_sym_count] = ACTIONS(128),
    [anon_sym_showing] = ACTIONS(128),
    [anon_sym_pieces] = ACTIONS(128),
    [anon_sym_off] = ACTIONS(128),
    [anon_sym_after] = ACTIONS(128),
    [anon_sym_stack] = ACTIONS(128),
    [anon_sym_max] = ACTIONS(128),
    [anon_sym_exactly] = ACTIONS(128),
    [anon_sym_passing] = ACTIONS(128),
    [anon_sym_flying] = ACTIONS(128),
    [anon_sym_connected] = ACTIONS(128),
    [anon_sym_within] = ACTIONS(128),
    [anon_sym_avoiding] = ACTIONS(128),
    [anon_sym_stopping] = ACTIONS(128),
    [anon_sym_actions] = ACTIONS(128),
    [anon_sym_until] = ACTIONS(128),
    [anon_sym_at] = ACTIONS(128),
    [anon_sym_most] = ACTIONS(128),
    [anon_sym_steal] = ACTIONS(128),
    [anon_sym_adjacent] = ACTIONS(128),
    [anon_sym_enters] = ACTIONS(128),
    [anon_sym_when] = ACTIONS(128),
    [anon_sym_add] = ACTIONS(128),
    [anon_sym_clear] = ACTIONS(128),
    [anon_sym_reset] = ACTIONS(128),
    [anon_sym_place] = ACTIONS(128),
    [anon_sym_of] = ACTIONS(128),
    [anon_sym_into] = ACTIONS(128),
    [anon_sym_team] = ACTIONS(128),
    [anon_sym_copies] = ACTIONS(128),
    [anon_sym_deal] = ACTIONS(128),
    [anon_sym_each] = ACTIONS(128),
    [anon_sym_hands] = ACTIONS(128),
    [anon_sym_as] = ACTIONS(128),
    [anon_sym_control] = ACTIONS(128),
    [anon_sym_skip] = ACTIONS(128),
    [anon_sym_swap] = ACTIONS(128),
    [anon_sym_partner] = ACTIONS(128),
    [anon_sym_split] = ACTIONS(128),
    [anon_sym_pass] = ACTIONS(128),
    [anon_sym_then] = ACTIONS(128),
    [anon_sym_play] = ACTIONS(128),
    [anon_sym_again] = ACTIONS(128),
    [anon_sym_cancel] = ACTIONS(128),
    [anon_sym_for] = ACTIONS(128),
    [anon_sym_replay] = ACTIONS(128),
    [anon_sym_stay] = ACTIONS(128),
    [anon_sym_exchange] = ACTIONS(128),
    [anon_sym_with] = ACTIONS(128),
    [anon_sym_announce] = ACTIONS(128),
    [anon_sym_deeper] = ACTIONS(128),
    [anon_sym_score] = ACTIONS(128),
    [anon_sym_attacked] = ACTIONS(128),
    [anon_sym_long] = ACTIONS(128),
    [anon_sym_reversing] = ACTIONS(128),
    [anon_sym_once] = ACTIONS(128),
    [anon_sym_continue] = ACTIONS(128),
    [anon_sym_merge] = ACTIONS(128),
    [anon_sym_remove] = ACTIONS(128),
    [anon_sym_same] = ACTIONS(128),
    [anon_sym_captures] = ACTIONS(128),
    [anon_sym_falling] = ACTIONS(128),
    [anon_sym_line] = ACTIONS(128),
    [anon_sym_moves] = ACTIONS(128),
    [anon_sym_flipping] = ACTIONS(128),
    [anon_sym_next] = ACTIONS(128),
    [anon_sym_claim] = ACTIONS(128),
    [anon_sym_moved] = ACTIONS(128),
    [anon_sym_en_DASHpassant] = ACTIONS(128),
    [anon_sym_hand] = ACTIONS(128),
    [anon_sym_counter] = ACTIONS(128),
    [anon_sym_LPAREN] = ACTIONS(53),
    [anon_sym_LT_EQ] = ACTIONS(45),
    [anon_sym_GT_EQ] = ACTIONS(45),
    [anon_sym_BANG_EQ] = ACTIONS(45),
    [anon_sym_LT] = ACTIONS(55),
    [anon_sym_GT] = ACTIONS(55),
    [anon_sym_DOT_DOT] = ACTIONS(45),
    [anon_sym_PIPE] = ACTIONS(45),
    [sym_integer] = ACTIONS(146),
    [sym_string] = ACTIONS(146),
    [sym_comment] = ACTIONS(3),
  },
  [13] = {
    [sym__statement_part] = STATE(14),
    [sym_group] = STATE(14),
    [sym_operator] = STATE(14),
    [aux_sym_move_statement_repeat1] = STATE(14),
    [sym_name] = ACTIONS(126),
    [anon_sym_game] = ACTIONS(128),
    [anon_sym_extends] = ACTIONS(128),
    [anon_sym_players] = ACTIONS(128),
    [anon_sym_sides] = ACTIONS(128),
    [anon_sym_board] = ACTIONS(128),
    [anon_sym_setup] = ACTIONS(128),
    [anon_sym_rules] = ACTIONS(128),
    [anon_sym_end] = ACTIONS(128),
    [anon_sym_turn] = ACTIONS(128),
    [anon_sym_cards] = ACTIONS(128),
    [anon_sym_directions] = ACTIONS(128),
    [anon_sym_EQ] = ACTIONS(45),
    [anon_sym_COMMA] = ACTIONS(130),
    [anon_sym_zone] = ACTIONS(128),
    [anon_sym_COLON] = ACTIONS(130),
    [anon_sym_piece] = ACTIONS(128),
    [anon_sym_card] = ACTIONS(128),
    [anon_sym_counters] = ACTIONS(128),
    [anon_sym_track] = ACTIONS(128),
    [anon_sym_loop] = ACTIONS(128),
    [anon_sym_branch] = ACTIONS(128),
    [anon_sym_from] = ACTIONS(128),
    [anon_sym_store] = ACTIONS(128),
    [anon_sym_rank] = ACTIONS(128),
    [anon_sym_file] = ACTIONS(128),
    [anon_sym_RBRACE] = ACTIONS(152),
    [anon_sym_step] = ACTIONS(154),
    [anon_sym_slide] = ACTIONS(154),
    [anon_sym_leap] = ACTIONS(154),
    [anon_sym_jump] = ACTIONS(154),
    [anon_sym_along] = ACTIONS(154),
    [anon_sym_enter] = ACTIONS(154),
    [anon_sym_castle] = ACTIONS(154),
    [anon_sym_bear] = ACTIONS(154),
    [anon_sym_symbols] = ACTIONS(154),
    [anon_sym_glyphs] = ACTIONS(154),
    [anon_sym_promote] = ACTIONS(154),
    [anon_sym_royal] = ACTIONS(154),
    [anon_sym_neutral] = ACTIONS(154),
    [anon_sym_stored] = ACTIONS(154),
    [anon_sym_grid] = ACTIONS(128),
    [anon_sym_cells] = ACTIONS(128),
    [anon_sym_numbers] = ACTIONS(128),
    [anon_sym_by] = ACTIONS(128),
    [anon_sym_to] = ACTIONS(128),
    [anon_sym_over] = ACTIONS(128),
    [anon_sym_chained] = ACTIONS(128),
    [anon_sym_on] = ACTIONS(128),
    [anon_sym_ends] = ACTIONS(128),
    [anon_sym_move] = ACTIONS(128),
    [anon_sym_mandatory] = ACTIONS(128),
    [anon_sym_no] = ACTIONS(128),
    [anon_sym_repetition] = ACTIONS(128),
    [anon_sym_plies] = ACTIONS(128),
    [anon_sym_since] = ACTIONS(128),
    [anon_sym_stacks] = ACTIONS(128),
    [anon_sym_unlimited] = ACTIONS(128),
    [anon_sym_onto] = ACTIONS(128),
    [anon_sym_lift] = ACTIONS(128),
    [anon_sym_if] = ACTIONS(128),
    [anon_sym_and] = ACTIONS(128),
    [anon_sym_or] = ACTIONS(128),
    [anon_sym_not] = ACTIONS(128),
    [anon_sym_below] = ACTIONS(128),
    [anon_sym_is] = ACTIONS(128),
    [anon_sym_in] = ACTIONS(128),
    [anon_sym_height] = ACTIONS(128),
    [anon_sym_count] = ACTIONS(128),
    [anon_sym_showing] = ACTIONS(128),
    [anon_sym_pieces] = ACTIONS(128),
    [anon_sym_off] = ACTIONS(128),
    [anon_sym_after] = ACTIONS(128),
    [anon_sym_stack] = ACTIONS(128),
    [anon_sym_max] = ACTIONS(128),
    [anon_sym_exactly] = ACTIONS(128),
    [anon_sym_passing] = ACTIONS(128),
    [anon_sym_flying] = ACTIONS(128),
    [anon_sym_connected] = ACTIONS(128),
    [anon_sym_within] = ACTIONS(128),
    [anon_sym_avoiding] = ACTIONS(128),
    [anon_sym_stopping] = ACTIONS(128),
    [anon_sym_actions] = ACTIONS(128),
    [anon_sym_until] = ACTIONS(128),
    [anon_sym_at] = ACTIONS(128),
    [anon_sym_most] = ACTIONS(128),
    [anon_sym_steal] = ACTIONS(128),
    [anon_sym_adjacent] = ACTIONS(128),
    [anon_sym_enters] = ACTIONS(128),
    [anon_sym_when] = ACTIONS(128),
    [anon_sym_add] = ACTIONS(128),
    [anon_sym_clear] = ACTIONS(128),
    [anon_sym_reset] = ACTIONS(128),
    [anon_sym_place] = ACTIONS(128),
    [anon_sym_of] = ACTIONS(128),
    [anon_sym_into] = ACTIONS(128),
    [anon_sym_team] = ACTIONS(128),
    [anon_sym_copies] = ACTIONS(128),
    [anon_sym_deal] = ACTIONS(128),
    [anon_sym_each] = ACTIONS(128),
    [anon_sym_hands] = ACTIONS(128),
    [anon_sym_as] = ACTIONS(128),
    [anon_sym_control] = ACTIONS(128),
    [anon_sym_skip] = ACTIONS(128),
    [anon_sym_swap] = ACTIONS(128),
    [anon_sym_partner] = ACTIONS(128),
    [anon_sym_split] = ACTIONS(128),
    [anon_sym_pass] = ACTIONS(128),
    [anon_sym_then] = ACTIONS(128),
    [anon_sym_play] = ACTIONS(128),
    [anon_sym_again] = ACTIONS(128),
    [anon_sym_cancel] = ACTIONS(128),
    [anon_sym_for] = ACTIONS(128),
    [anon_sym_replay] = ACTIONS(128),
    [anon_sym_stay] = ACTIONS(128),
    [anon_sym_exchange] = ACTIONS(128),
    [anon_sym_with] = ACTIONS(128),
    [anon_sym_announce] = ACTIONS(128),
    [anon_sym_deeper] = ACTIONS(128),
    [anon_sym_score] = ACTIONS(128),
    [anon_sym_attacked] = ACTIONS(128),
    [anon_sym_long] = ACTIONS(128),
    [anon_sym_reversing] = ACTIONS(128),
    [anon_sym_once] = ACTIONS(128),
    [anon_sym_continue] = ACTIONS(128),
    [anon_sym_merge] = ACTIONS(128),
    [anon_sym_remove] = ACTIONS(128),
    [anon_sym_same] = ACTIONS(128),
    [anon_sym_captures] = ACTIONS(128),
    [anon_sym_falling] = ACTIONS(128),
    [anon_sym_line] = ACTIONS(128),
    [anon_sym_moves] = ACTIONS(128),
    [anon_sym_flipping] = ACTIONS(128),
    [anon_sym_next] = ACTIONS(128),
    [anon_sym_claim] = ACTIONS(128),
    [anon_sym_moved] = ACTIONS(128),
    [anon_sym_en_DASHpassant] = ACTIONS(128),
    [anon_sym_hand] = ACTIONS(128),
    [anon_sym_counter] = ACTIONS(128),
    [anon_sym_LPAREN] = ACTIONS(53),
    [anon_sym_LT_EQ] = ACTIONS(45),
    [anon_sym_GT_EQ] = ACTIONS(45),
    [anon_sym_BANG_EQ] = ACTIONS(45),
    [anon_sym_LT] = ACTIONS(55),
    [anon_sym_GT] = ACTIONS(55),
    [anon_sym_DOT_DOT] = ACTIONS(45),
    [anon_sym_PIPE] = ACTIONS(45),
    [sym_integer] = ACTIONS(130),
    [sym_string] = ACTIONS(130),
    [sym_comment] = ACTIONS(3),
  },
  [14] = {
    [sym__statement_part] = STATE(14),
    [sym_group] = STATE(14),
    [sym_operator] = STATE(14),
    [aux_sym_move_statement_repeat1] = STATE(14),
    [sym_name] = ACTIONS(156),
    [anon_sym_game] = ACTIONS(159),
    [anon_sym_extends] = ACTIONS(159),
    [anon_sym_players] = ACTIONS(159),
    [anon_sym_sides] = ACTIONS(159),
    [anon_sym_board] = ACTIONS(159),
    [anon_sym_setup] = ACTIONS(159),
    [anon_sym_rules] = ACTIONS(159),
    [anon_sym_end] = ACTIONS(159),
    [anon_sym_turn] = ACTIONS(159),
    [anon_sym_cards] = ACTIONS(159),
    [anon_sym_directions] = ACTIONS(159),
    [anon_sym_EQ] = ACTIONS(162),
    [anon_sym_COMMA] = ACTIONS(165),
    [anon_sym_zone] = ACTIONS(159),
    [anon_sym_COLON] = ACTIONS(165),
    [anon_sym_piece] = ACTIONS(159),
    [anon_sym_card] = ACTIONS(159),
    [anon_sym_counters] = ACTIONS(159),
    [anon_sym_track] = ACTIONS(159),
    [anon_sym_loop] = ACTIONS(159),
    [anon_sym_branch] = ACTIONS(159),
    [anon_sym_from] = ACTIONS(159),
    [anon_sym_store] = ACTIONS(159),
    [anon_sym_rank] = ACTIONS(159),
    [anon_sym_file] = ACTIONS(159),
    [anon_sym_RBRACE] = ACTIONS(168),
    [anon_sym_step] = ACTIONS(170),
    [anon_sym_slide] = ACTIONS(170),
    [anon_sym_leap] = ACTIONS(170),
    [anon_sym_jump] = ACTIONS(170),
    [anon_sym_along] = ACTIONS(170),
    [anon_sym_enter] = ACTIONS(170),
    [anon_sym_castle] = ACTIONS(170),
    [anon_sym_bear] = ACTIONS(170),
    [anon_sym_symbols] = ACTIONS(170),
    [anon_sym_glyphs] = ACTIONS(170),
    [anon_sym_promote] = ACTIONS(170),
    [anon_sym_royal] = ACTIONS(170),
    [anon_sym_neutral] = ACTIONS(170),
    [anon_sym_stored] = ACTIONS(170),
    [anon_sym_grid] = ACTIONS(159),
    [anon_sym_cells] = ACTIONS(159),
    [anon_sym_numbers] = ACTIONS(159),
    [anon_sym_by] = ACTIONS(159),
    [anon_sym_to] = ACTIONS(159),
    [anon_sym_over] = ACTIONS(159),
    [anon_sym_chained] = ACTIONS(159),
    [anon_sym_on] = ACTIONS(159),
    [anon_sym_ends] = ACTIONS(159),
    [anon_sym_move] = ACTIONS(159),
    [anon_sym_mandatory] = ACTIONS(159),
    [anon_sym_no] = ACTIONS(159),
    [anon_sym_repetition] = ACTIONS(159),
    [anon_sym_plies] = ACTIONS(159),
    [anon_sym_since] = ACTIONS(159),
    [anon_sym_stacks] = ACTIONS(159),
    [anon_sym_unlimited] = ACTIONS(159),
    [anon_sym_onto] = ACTIONS(159),
    [anon_sym_lift] = ACTIONS(159),
    [anon_sym_if] = ACTIONS(159),
    [anon_sym_and] = ACTIONS(159),
    [anon_sym_or] = ACTIONS(159),
    [anon_sym_not] = ACTIONS(159),
    [anon_sym_below] = ACTIONS(159),
    [anon_sym_is] = ACTIONS(159),
    [anon_sym_in] = ACTIONS(159),
    [anon_sym_height] = ACTIONS(159),
    [anon_sym_count] = ACTIONS(159),
    [anon_sym_showing] = ACTIONS(159),
    [anon_sym_pieces] = ACTIONS(159),
    [anon_sym_off] = ACTIONS(159),
    [anon_sym_after] = ACTIONS(159),
    [anon_sym_stack] = ACTIONS(159),
    [anon_sym_max] = ACTIONS(159),
    [anon_sym_exactly] = ACTIONS(159),
    [anon_sym_passing] = ACTIONS(159),
    [anon_sym_flying] = ACTIONS(159),
    [anon_sym_connected] = ACTIONS(159),
    [anon_sym_within] = ACTIONS(159),
    [anon_sym_avoiding] = ACTIONS(159),
    [anon_sym_stopping] = ACTIONS(159),
    [anon_sym_actions] = ACTIONS(159),
    [anon_sym_until] = ACTIONS(159),
    [anon_sym_at] = ACTIONS(159),
    [anon_sym_most] = ACTIONS(159),
    [anon_sym_steal] = ACTIONS(159),
    [anon_sym_adjacent] = ACTIONS(159),
    [anon_sym_enters] = ACTIONS(159),
    [anon_sym_when] = ACTIONS(159),
    [anon_sym_add] = ACTIONS(159),
    [anon_sym_clear] = ACTIONS(159),
    [anon_sym_reset] = ACTIONS(159),
    [anon_sym_place] = ACTIONS(159),
    [anon_sym_of] = ACTIONS(159),
    [anon_sym_into] = ACTIONS(159),
    [anon_sym_team] = ACTIONS(159),
    [anon_sym_copies] = ACTIONS(159),
    [anon_sym_deal] = ACTIONS(159),
    [anon_sym_each] = ACTIONS(159),
    [anon_sym_hands] = ACTIONS(159),
    [anon_sym_as] = ACTIONS(159),
    [anon_sym_control] = ACTIONS(159),
    [anon_sym_skip] = ACTIONS(159),
    [anon_sym_swap] = ACTIONS(159),
    [anon_sym_partner] = ACTIONS(159),
    [anon_sym_split] = ACTIONS(159),
    [anon_sym_pass] = ACTIONS(159),
    [anon_sym_then] = ACTIONS(159),
    [anon_sym_play] = ACTIONS(159),
    [anon_sym_again] = ACTIONS(159),
    [anon_sym_cancel] = ACTIONS(159),
    [anon_sym_for] = ACTIONS(159),
    [anon_sym_replay] = ACTIONS(159),
    [anon_sym_stay] = ACTIONS(159),
    [anon_sym_exchange] = ACTIONS(159),
    [anon_sym_with] = ACTIONS(159),
    [anon_sym_announce] = ACTIONS(159),
    [anon_sym_deeper] = ACTIONS(159),
    [anon_sym_score] = ACTIONS(159),
    [anon_sym_attacked] = ACTIONS(159),
    [anon_sym_long] = ACTIONS(159),
    [anon_sym_reversing] = ACTIONS(159),
    [anon_sym_once] = ACTIONS(159),
    [anon_sym_continue] = ACTIONS(159),
    [anon_sym_merge] = ACTIONS(159),
    [anon_sym_remove] = ACTIONS(159),
    [anon_sym_same] = ACTIONS(159),
    [anon_sym_captures] = ACTIONS(159),
    [anon_sym_falling] = ACTIONS(159),
    [anon_sym_line] = ACTIONS(159),
    [anon_sym_moves] = ACTIONS(159),
    [anon_sym_flipping] = ACTIONS(159),
    [anon_sym_next] = ACTIONS(159),
    [anon_sym_claim] = ACTIONS(159),
    [anon_sym_moved] = ACTIONS(159),
    [anon_sym_en_DASHpassant] = ACTIONS(159),
    [anon_sym_hand] = ACTIONS(159),
    [anon_sym_counter] = ACTIONS(159),
    [anon_sym_LPAREN] = ACTIONS(172),
    [anon_sym_LT_EQ] = ACTIONS(162),
    [anon_sym_GT_EQ] = ACTIONS(162),
    [anon_sym_BANG_EQ] = ACTIONS(162),
    [anon_sym_LT] = ACTIONS(175),
    [anon_sym_GT] = ACTIONS(175),
    [anon_sym_DOT_DOT] = ACTIONS(162),
    [anon_sym_PIPE] = ACTIONS(162),
    [sym_integer] = ACTIONS(165),
    [sym_string] = ACTIONS(165),
    [sym_comment] = ACTIONS(3),
  },
  [15] = {
    [sym_name] = ACTIONS(178),
    [anon_sym_game] = ACTIONS(178),
    [anon_sym_extends] = ACTIONS(178),
    [anon_sym_players] = ACTIONS(178),
    [anon_sym_sides] = ACTIONS(178),
    [anon_sym_board] = ACTIONS(178),
    [anon_sym_setup] = ACTIONS(178),
    [anon_sym_rules] = ACTIONS(178),
    [anon_sym_end] = ACTIONS(178),
    [anon_sym_turn] = ACTIONS(178),
    [anon_sym_cards] = ACTIONS(178),
    [anon_sym_directions] = ACTIONS(178),
    [anon_sym_EQ] = ACTIONS(180),
    [anon_sym_COMMA] = ACTIONS(180),
    [anon_sym_zone] = ACTIONS(178),
    [anon_sym_COLON] = ACTIONS(180),
    [anon_sym_piece] = ACTIONS(178),
    [anon_sym_card] = ACTIONS(178),
    [anon_sym_counters] = ACTIONS(178),
    [anon_sym_track] = ACTIONS(178),
    [anon_sym_loop] = ACTIONS(178),
    [anon_sym_branch] = ACTIONS(178),
    [anon_sym_from] = ACTIONS(178),
    [anon_sym_store] = ACTIONS(178),
    [anon_sym_rank] = ACTIONS(178),
    [anon_sym_file] = ACTIONS(178),
    [anon_sym_LBRACE] = ACTIONS(180),
    [anon_sym_RBRACE] = ACTIONS(180),
    [anon_sym_step] = ACTIONS(178),
    [anon_sym_slide] = ACTIONS(178),
    [anon_sym_leap] = ACTIONS(178),
    [anon_sym_jump] = ACTIONS(178),
    [anon_sym_along] = ACTIONS(178),
    [anon_sym_enter] = ACTIONS(178),
    [anon_sym_castle] = ACTIONS(178),
    [anon_sym_bear] = ACTIONS(178),
    [anon_sym_symbols] = ACTIONS(178),
    [anon_sym_glyphs] = ACTIONS(178),
    [anon_sym_promote] = ACTIONS(178),
    [anon_sym_royal] = ACTIONS(178),
    [anon_sym_neutral] = ACTIONS(178),
    [anon_sym_stored] = ACTIONS(178),
    [anon_sym_grid] = ACTIONS(178),
    [anon_sym_cells] = ACTIONS(178),
    [anon_sym_numbers] = ACTIONS(178),
    [anon_sym_by] = ACTIONS(178),
    [anon_sym_to] = ACTIONS(178),
    [anon_sym_over] = ACTIONS(178),
    [anon_sym_chained] = ACTIONS(178),
    [anon_sym_on] = ACTIONS(178),
    [anon_sym_ends] = ACTIONS(178),
    [anon_sym_move] = ACTIONS(178),
    [anon_sym_mandatory] = ACTIONS(178),
    [anon_sym_no] = ACTIONS(178),
    [anon_sym_repetition] = ACTIONS(178),
    [anon_sym_plies] = ACTIONS(178),
    [anon_sym_since] = ACTIONS(178),
    [anon_sym_stacks] = ACTIONS(178),
    [anon_sym_unlimited] = ACTIONS(178),
    [anon_sym_onto] = ACTIONS(178),
    [anon_sym_lift] = ACTIONS(178),
    [anon_sym_if] = ACTIONS(178),
    [anon_sym_and] = ACTIONS(178),
    [anon_sym_or] = ACTIONS(178),
    [anon_sym_not] = ACTIONS(178),
    [anon_sym_below] = ACTIONS(178),
    [anon_sym_is] = ACTIONS(178),
    [anon_sym_in] = ACTIONS(178),
    [anon_sym_height] = ACTIONS(178),
    [anon_sym_count] = ACTIONS(178),
    [anon_sym_showing] = ACTIONS(178),
    [anon_sym_pieces] = ACTIONS(178),
    [anon_sym_off] = ACTIONS(178),
    [anon_sym_after] = ACTIONS(178),
    [anon_sym_stack] = ACTIONS(178),
    [anon_sym_max] = ACTIONS(178),
    [anon_sym_exactly] = ACTIONS(178),
    [anon_sym_passing] = ACTIONS(178),
    [anon_sym_flying] = ACTIONS(178),
    [anon_sym_connected] = ACTIONS(178),
    [anon_sym_within] = ACTIONS(178),
    [anon_sym_avoiding] = ACTIONS(178),
    [anon_sym_stopping] = ACTIONS(178),
    [anon_sym_actions] = ACTIONS(178),
    [anon_sym_until] = ACTIONS(178),
    [anon_sym_at] = ACTIONS(178),
    [anon_sym_most] = ACTIONS(178),
    [anon_sym_steal] = ACTIONS(178),
    [anon_sym_adjacent] = ACTIONS(178),
    [anon_sym_enters] = ACTIONS(178),
    [anon_sym_when] = ACTIONS(178),
    [anon_sym_add] = ACTIONS(178),
    [anon_sym_clear] = ACTIONS(178),
    [anon_sym_reset] = ACTIONS(178),
    [anon_sym_place] = ACTIONS(178),
    [anon_sym_of] = ACTIONS(178),
    [anon_sym_into] = ACTIONS(178),
    [anon_sym_team] = ACTIONS(178),
    [anon_sym_copies] = ACTIONS(178),
    [anon_sym_deal] = ACTIONS(178),
    [anon_sym_each] = ACTIONS(178),
    [anon_sym_hands] = ACTIONS(178),
    [anon_sym_as] = ACTIONS(178),
    [anon_sym_control] = ACTIONS(178),
    [anon_sym_skip] = ACTIONS(178),
    [anon_sym_swap] = ACTIONS(178),
    [anon_sym_partner] = ACTIONS(178),
    [anon_sym_split] = ACTIONS(178),
    [anon_sym_pass] = ACTIONS(178),
    [anon_sym_then] = ACTIONS(178),
    [anon_sym_play] = ACTIONS(178),
    [anon_sym_again] = ACTIONS(178),
    [anon_sym_cancel] = ACTIONS(178),
    [anon_sym_for] = ACTIONS(178),
    [anon_sym_replay] = ACTIONS(178),
    [anon_sym_stay] = ACTIONS(178),
    [anon_sym_exchange] = ACTIONS(178),
    [anon_sym_with] = ACTIONS(178),
    [anon_sym_announce] = ACTIONS(178),
    [anon_sym_deeper] = ACTIONS(178),
    [anon_sym_score] = ACTIONS(178),
    [anon_sym_attacked] = ACTIONS(178),
    [anon_sym_long] = ACTIONS(178),
    [anon_sym_reversing] = ACTIONS(178),
    [anon_sym_once] = ACTIONS(178),
    [anon_sym_continue] = ACTIONS(178),
    [anon_sym_merge] = ACTIONS(178),
    [anon_sym_remove] = ACTIONS(178),
    [anon_sym_same] = ACTIONS(178),
    [anon_sym_captures] = ACTIONS(178),
    [anon_sym_falling] = ACTIONS(178),
    [anon_sym_line] = ACTIONS(178),
    [anon_sym_moves] = ACTIONS(178),
    [anon_sym_flipping] = ACTIONS(178),
    [anon_sym_next] = ACTIONS(178),
    [anon_sym_claim] = ACTIONS(178),
    [anon_sym_moved] = ACTIONS(178),
    [anon_sym_en_DASHpassant] = ACTIONS(178),
    [anon_sym_hand] = ACTIONS(178),
    [anon_sym_counter] = ACTIONS(178),
    [anon_sym_LPAREN] = ACTIONS(180),
    [anon_sym_RPAREN] = ACTIONS(180),
    [anon_sym_LT_EQ] = ACTIONS(180),
    [anon_sym_GT_EQ] = ACTIONS(180),
    [anon_sym_BANG_EQ] = ACTIONS(180),
    [anon_sym_LT] = ACTIONS(178),
    [anon_sym_GT] = ACTIONS(178),
    [anon_sym_DOT_DOT] = ACTIONS(180),
    [anon_sym_PIPE] = ACTIONS(180),
    [sym_integer] = ACTIONS(180),
    [sym_string] = ACTIONS(180),
    [sym_comment] = ACTIONS(3),
  },
  [16] = {
    [sym_name] = ACTIONS(182),
    [anon_sym_game] = ACTIONS(182),
    [anon_sym_extends] = ACTIONS(182),
    [anon_sym_players] = ACTIONS(182),
    [anon_sym_sides] = ACTIONS(182),
    [anon_sym_board] = ACTIONS(182),
    [anon_sym_setup] = ACTIONS(182),
    [anon_sym_rules] = ACTIONS(182),
    [anon_sym_end] = ACTIONS(182),
    [anon_sym_turn] = ACTIONS(182),
    [anon_sym_cards] = ACTIONS(182),
    [anon_sym_directions] = ACTIONS(182),
    [anon_sym_EQ] = ACTIONS(184),
    [anon_sym_COMMA] = ACTIONS(184),
    [anon_sym_zone] = ACTIONS(182),
    [anon_sym_COLON] = ACTIONS(184),
    [anon_sym_piece] = ACTIONS(182),
    [anon_sym_card] = ACTIONS(182),
    [anon_sym_counters] = ACTIONS(182),
    [anon_sym_track] = ACTIONS(182),
    [anon_sym_loop] = ACTIONS(182),
    [anon_sym_branch] = ACTIONS(182),
    [anon_sym_from] = ACTIONS(182),
    [anon_sym_store] = ACTIONS(182),
    [anon_sym_rank] = ACTIONS(182),
    [anon_sym_file] = ACTIONS(182),
    [anon_sym_LBRACE] = ACTIONS(184),
    [anon_sym_RBRACE] = ACTIONS(184),
    [anon_sym_step] = ACTIONS(182),
    [anon_sym_slide] = ACTIONS(182),
    [anon_sym_leap] = ACTIONS(182),
    [anon_sym_jump] = ACTIONS(182),
    [anon_sym_along] = ACTIONS(182),
    [anon_sym_enter] = ACTIONS(182),
    [anon_sym_castle] = ACTIONS(182),
    [anon_sym_bear] = ACTIONS(182),
    [anon_sym_symbols] = ACTIONS(182),
    [anon_sym_glyphs] = ACTIONS(182),
    [anon_sym_promote] = ACTIONS(182),
    [anon_sym_royal] = ACTIONS(182),
    [anon_sym_neutral] = ACTIONS(182),
    [anon_sym_stored] = ACTIONS(182),
    [anon_sym_grid] = ACTIONS(182),
    [anon_sym_cells] = ACTIONS(182),
    [anon_sym_numbers] = ACTIONS(182),
    [anon_sym_by] = ACTIONS(182),
    [anon_sym_to] = ACTIONS(182),
    [anon_sym_over] = ACTIONS(182),
    [anon_sym_chained] = ACTIONS(182),
    [anon_sym_on] = ACTIONS(182),
    [anon_sym_ends] = ACTIONS(182),
    [anon_sym_move] = ACTIONS(182),
    [anon_sym_mandatory] = ACTIONS(182),
    [anon_sym_no] = ACTIONS(182),
    [anon_sym_repetition] = ACTIONS(182),
    [anon_sym_plies] = ACTIONS(182),
    [anon_sym_since] = ACTIONS(182),
    [anon_sym_stacks] = ACTIONS(182),
    [anon_sym_unlimited] = ACTIONS(182),
    [anon_sym_onto] = ACTIONS(182),
    [anon_sym_lift] = ACTIONS(182),
    [anon_sym_if] = ACTIONS(182),
    [anon_sym_and] = ACTIONS(182),
    [anon_sym_or] = ACTIONS(182),
    [anon_sym_not] = ACTIONS(182),
    [anon_sym_below] = ACTIONS(182),
    [anon_sym_is] = ACTIONS(182),
    [anon_sym_in] = ACTIONS(182),
    [anon_sym_height] = ACTIONS(182),
    [anon_sym_count] = ACTIONS(182),
    [anon_sym_showing] = ACTIONS(182),
    [anon_sym_pieces] = ACTIONS(182),
    [anon_sym_off] = ACTIONS(182),
    [anon_sym_after] = ACTIONS(182),
    [anon_sym_stack] = ACTIONS(182),
    [anon_sym_max] = ACTIONS(182),
    [anon_sym_exactly] = ACTIONS(182),
    [anon_sym_passing] = ACTIONS(182),
    [anon_sym_flying] = ACTIONS(182),
    [anon_sym_connected] = ACTIONS(182),
    [anon_sym_within] = ACTIONS(182),
    [anon_sym_avoiding] = ACTIONS(182),
    [anon_sym_stopping] = ACTIONS(182),
    [anon_sym_actions] = ACTIONS(182),
    [anon_sym_until] = ACTIONS(182),
    [anon_sym_at] = ACTIONS(182),
    [anon_sym_most] = ACTIONS(182),
    [anon_sym_steal] = ACTIONS(182),
    [anon_sym_adjacent] = ACTIONS(182),
    [anon_sym_enters] = ACTIONS(182),
    [anon_sym_when] = ACTIONS(182),
    [anon_sym_add] = ACTIONS(182),
    [anon_sym_clear] = ACTIONS(182),
    [anon_sym_reset] = ACTIONS(182),
    [anon_sym_place] = ACTIONS(182),
    [anon_sym_of] = ACTIONS(182),
    [anon_sym_into] = ACTIONS(182),
    [anon_sym_team] = ACTIONS(182),
    [anon_sym_copies] = ACTIONS(182),
    [anon_sym_deal] = ACTIONS(182),
    [anon_sym_each] = ACTIONS(182),
    [anon_sym_hands] = ACTIONS(182),
    [anon_sym_as] = ACTIONS(182),
    [anon_sym_control] = ACTIONS(182),
    [anon_sym_skip] = ACTIONS(182),
    [anon_sym_swap] = ACTIONS(182),
    [anon_sym_partner] = ACTIONS(182),
    [anon_sym_split] = ACTIONS(182),
    [anon_sym_pass] = ACTIONS(182),
    [anon_sym_then] = ACTIONS(182),
    [anon_sym_play] = ACTIONS(182),
    [anon_sym_again] = ACTIONS(182),
    [anon_sym_cancel] = ACTIONS(182),
    [anon_sym_for] = ACTIONS(182),
    [anon_sym_replay] = ACTIONS(182),
    [anon_sym_stay] = ACTIONS(182),
    [anon_sym_exchange] = ACTIONS(182),
    [anon_sym_with] = ACTIONS(182),
    [anon_sym_announce] = ACTIONS(182),
    [anon_sym_deeper] = ACTIONS(182),
    [anon_sym_score] = ACTIONS(182),
    [anon_sym_attacked] = ACTIONS(182),
    [anon_sym_long] = ACTIONS(182),
    [anon_sym_reversing] = ACTIONS(182),
    [anon_sym_once] = ACTIONS(182),
    [anon_sym_continue] = ACTIONS(182),
    [anon_sym_merge] = ACTIONS(182),
    [anon_sym_remove] = ACTIONS(182),
    [anon_sym_same] = ACTIONS(182),
    [anon_sym_captures] = ACTIONS(182),
    [anon_sym_falling] = ACTIONS(182),
    [anon_sym_line] = ACTIONS(182),
    [anon_sym_moves] = ACTIONS(182),
    [anon_sym_flipping] = ACTIONS(182),
    [anon_sym_next] = ACTIONS(182),
    [anon_sym_claim] = ACTIONS(182),
    [anon_sym_moved] = ACTIONS(182),
    [anon_sym_en_DASHpassant] = ACTIONS(182),
    [anon_sym_hand] = ACTIONS(182),
    [anon_sym_counter] = ACTIONS(182),
    [anon_sym_LPAREN] = ACTIONS(184),
    [anon_sym_RPAREN] = ACTIONS(184),
    [anon_sym_LT_EQ] = ACTIONS(184),
    [anon_sym_GT_EQ] = ACTIONS(184),
    [anon_sym_BANG_EQ] = ACTIONS(184),
    [anon_sym_LT] = ACTIONS(182),
    [anon_sym_GT] = ACTIONS(182),
    [anon_sym_DOT_DOT] = ACTIONS(184),
    [anon_sym_PIPE] = ACTIONS(184),
    [sym_integer] = ACTIONS(184),
    [sym_string] = ACTIONS(184),
    [sym_comment] = ACTIONS(3),
  },
  [17] = {
    [sym_name] = ACTIONS(186),
    [anon_sym_game] = ACTIONS(186),
    [anon_sym_extends] = ACTIONS(186),
    [anon_sym_players] = ACTIONS(186),
    [anon_sym_sides] = ACTIONS(186),
    [anon_sym_board] = ACTIONS(186),
    [anon_sym_setup] = ACTIONS(186),
    [anon_sym_rules] = ACTIONS(186),
    [anon_sym_end] = ACTIONS(186),
    [anon_sym_turn] = ACTIONS(186),
    [anon_sym_cards] = ACTIONS(186),
    [anon_sym_directions] = ACTIONS(186),
    [anon_sym_EQ] = ACTIONS(188),
    [anon_sym_COMMA] = ACTIONS(188),
    [anon_sym_zone] = ACTIONS(186),
    [anon_sym_COLON] = ACTIONS(188),
    [anon_sym_piece] = ACTIONS(186),
    [anon_sym_card] = ACTIONS(186),
    [anon_sym_counters] = ACTIONS(186),
    [anon_sym_track] = ACTIONS(186),
    [anon_sym_loop] = ACTIONS(186),
    [anon_sym_branch] = ACTIONS(186),
    [anon_sym_from] = ACTIONS(186),
    [anon_sym_store] = ACTIONS(186),
    [anon_sym_rank] = ACTIONS(186),
    [anon_sym_file] = ACTIONS(186),
    [anon_sym_LBRACE] = ACTIONS(188),
    [anon_sym_RBRACE] = ACTIONS(188),
    [anon_sym_step] = ACTIONS(186),
    [anon_sym_slide] = ACTIONS(186),
    [anon_sym_leap] = ACTIONS(186),
    [anon_sym_jump] = ACTIONS(186),
    [anon_sym_along] = ACTIONS(186),
    [anon_sym_enter] = ACTIONS(186),
    [anon_sym_castle] = ACTIONS(186),
    [anon_sym_bear] = ACTIONS(186),
    [anon_sym_symbols] = ACTIONS(186),
    [anon_sym_glyphs] = ACTIONS(186),
    [anon_sym_promote] = ACTIONS(186),
    [anon_sym_royal] = ACTIONS(186),
    [anon_sym_neutral] = ACTIONS(186),
    [anon_sym_stored] = ACTIONS(186),
    [anon_sym_grid] = ACTIONS(186),
    [anon_sym_cells] = ACTIONS(186),
    [anon_sym_numbers] = ACTIONS(186),
    [anon_sym_by] = ACTIONS(186),
    [anon_sym_to] = ACTIONS(186),
    [anon_sym_over] = ACTIONS(186),
    [anon_sym_chained] = ACTIONS(186),
    [anon_sym_on] = ACTIONS(186),
    [anon_sym_ends] = ACTIONS(186),
    [anon_sym_move] = ACTIONS(186),
    [anon_sym_mandatory] = ACTIONS(186),
    [anon_sym_no] = ACTIONS(186),
    [anon_sym_repetition] = ACTIONS(186),
    [anon_sym_plies] = ACTIONS(186),
    [anon_sym_since] = ACTIONS(186),
    [anon_sym_stacks] = ACTIONS(186),
    [anon_sym_unlimited] = ACTIONS(186),
    [anon_sym_onto] = ACTIONS(186),
    [anon_sym_lift] = ACTIONS(186),
    [anon_sym_if] = ACTIONS(186),
    [anon_sym_and] = ACTIONS(186),
    [anon_sym_or] = ACTIONS(186),
    [anon_sym_not] = ACTIONS(186),
    [anon_sym_below] = ACTIONS(186),
    [anon_sym_is] = ACTIONS(186),
    [anon_sym_in] = ACTIONS(186),
    [anon_sym_height] = ACTIONS(186),
    [anon_sym_count] = ACTIONS(186),
    [anon_sym_showing] = ACTIONS(186),
    [anon_sym_pieces] = ACTIONS(186),
    [anon_sym_off] = ACTIONS(186),
    [anon_sym_after] = ACTIONS(186),
    [anon_sym_stack] = ACTIONS(186),
    [anon_sym_max] = ACTIONS(186),
    [anon_sym_exactly] = ACTIONS(186),
    [anon_sym_passing] = ACTIONS(186),
    [anon_sym_flying] = ACTIONS(186),
    [anon_sym_connected] = ACTIONS(186),
    [anon_sym_within] = ACTIONS(186),
    [anon_sym_avoiding] = ACTIONS(186),
    [anon_sym_stopping] = ACTIONS(186),
    [anon_sym_actions] = ACTIONS(186),
    [anon_sym_until] = ACTIONS(186),
    [anon_sym_at] = ACTIONS(186),
    [anon_sym_most] = ACTIONS(186),
    [anon_sym_steal] = ACTIONS(186),
    [anon_sym_adjacent] = ACTIONS(186),
    [anon_sym_enters] = ACTIONS(186),
    [anon_sym_when] = ACTIONS(186),
    [anon_sym_add] = ACTIONS(186),
    [anon_sym_clear] = ACTIONS(186),
    [anon_sym_reset] = ACTIONS(186),
    [anon_sym_place] = ACTIONS(186),
    [anon_sym_of] = ACTIONS(186),
    [anon_sym_into] = ACTIONS(186),
    [anon_sym_team] = ACTIONS(186),
    [anon_sym_copies] = ACTIONS(186),
    [anon_sym_deal] = ACTIONS(186),
    [anon_sym_each] = ACTIONS(186),
    [anon_sym_hands] = ACTIONS(186),
    [anon_sym_as] = ACTIONS(186),
    [anon_sym_control] = ACTIONS(186),
    [anon_sym_skip] = ACTIONS(186),
    [anon_sym_swap] = ACTIONS(186),
    [anon_sym_partner] = ACTIONS(186),
    [anon_sym_split] = ACTIONS(186),
    [anon_sym_pass] = ACTIONS(186),
    [anon_sym_then] = ACTIONS(186),
    [anon_sym_play] = ACTIONS(186),
    [anon_sym_again] = ACTIONS(186),
    [anon_sym_cancel] = ACTIONS(186),
    [anon_sym_for] = ACTIONS(186),
    [anon_sym_replay] = ACTIONS(186),
    [anon_sym_stay] = ACTIONS(186),
    [anon_sym_exchange] = ACTIONS(186),
    [anon_sym_with] = ACTIONS(186),
    [anon_sym_announce] = ACTIONS(186),
    [anon_sym_deeper] = ACTIONS(186),
    [anon_sym_score] = ACTIONS(186),
    [anon_sym_attacked] = ACTIONS(186),
    [anon_sym_long] = ACTIONS(186),
    [anon_sym_reversing] = ACTIONS(186),
    [anon_sym_once] = ACTIONS(186),
    [anon_sym_continue] = ACTIONS(186),
    [anon_sym_merge] = ACTIONS(186),
    [anon_sym_remove] = ACTIONS(186),
    [anon_sym_same] = ACTIONS(186),
    [anon_sym_captures] = ACTIONS(186),
    [anon_sym_falling] = ACTIONS(186),
    [anon_sym_line] = ACTIONS(186),
    [anon_sym_moves] = ACTIONS(186),
    [anon_sym_flipping] = ACTIONS(186),
    [anon_sym_next] = ACTIONS(186),
    [anon_sym_claim] = ACTIONS(186),
    [anon_sym_moved] = ACTIONS(186),
    [anon_sym_en_DASHpassant] = ACTIONS(186),
    [anon_sym_hand] = ACTIONS(186),
    [anon_sym_counter] = ACTIONS(186),
    [anon_sym_LPAREN] = ACTIONS(188),
    [anon_sym_RPAREN] = ACTIONS(188),
    [anon_sym_LT_EQ] = ACTIONS(188),
    [anon_sym_GT_EQ] = ACTIONS(188),
    [anon_sym_BANG_EQ] = ACTIONS(188),
    [anon_sym_LT] = ACTIONS(186),
    [anon_sym_GT] = ACTIONS(186),
    [anon_sym_DOT_DOT] = ACTIONS(188),
    [anon_sym_PIPE] = ACTIONS(188),
    [sym_integer] = ACTIONS(188),
    [sym_string] = ACTIONS(188),
    [sym_comment] = ACTIONS(3),
  },
  [18] = {
    [sym_name] = ACTIONS(190),
    [anon_sym_game] = ACTIONS(190),
    [anon_sym_extends] = ACTIONS(190),
    [anon_sym_players] = ACTIONS(190),
    [anon_sym_sides] = ACTIONS(190),
    [anon_sym_board] = ACTIONS(190),
    [anon_sym_setup] = ACTIONS(190),
    [anon_sym_rules] = ACTIONS(190),
    [anon_sym_end] = ACTIONS(190),
    [anon_sym_turn] = ACTIONS(190),
    [anon_sym_cards] = ACTIONS(190),
    [anon_sym_directions] = ACTIONS(190),
    [anon_sym_EQ] = ACTIONS(192),
    [anon_sym_COMMA] = ACTIONS(192),
    [anon_sym_zone] = ACTIONS(190),
    [anon_sym_COLON] = ACTIONS(192),
    [anon_sym_piece] = ACTIONS(190),
    [anon_sym_card] = ACTIONS(190),
    [anon_sym_counters] = ACTIONS(190),
    [anon_sym_track] = ACTIONS(190),
    [anon_sym_loop] = ACTIONS(190),
    [anon_sym_branch] = ACTIONS(190),
    [anon_sym_from] = ACTIONS(190),
    [anon_sym_store] = ACTIONS(190),
    [anon_sym_rank] = ACTIONS(190),
    [anon_sym_file] = ACTIONS(190),
    [anon_sym_LBRACE] = ACTIONS(192),
    [anon_sym_RBRACE] = ACTIONS(192),
    [anon_sym_step] = ACTIONS(190),
    [anon_sym_slide] = ACTIONS(190),
    [anon_sym_leap] = ACTIONS(190),
    [anon_sym_jump] = ACTIONS(190),
    [anon_sym_along] = ACTIONS(190),
    [anon_sym_enter] = ACTIONS(190),
    [anon_sym_castle] = ACTIONS(190),
    [anon_sym_bear] = ACTIONS(190),
    [anon_sym_symbols] = ACTIONS(190),
    [anon_sym_glyphs] = ACTIONS(190),
    [anon_sym_promote] = ACTIONS(190),
    [anon_sym_royal] = ACTIONS(190),
    [anon_sym_neutral] = ACTIONS(190),
    [anon_sym_stored] = ACTIONS(190),
    [anon_sym_grid] = ACTIONS(190),
    [anon_sym_cells] = ACTIONS(190),
    [anon_sym_numbers] = ACTIONS(190),
    [anon_sym_by] = ACTIONS(190),
    [anon_sym_to] = ACTIONS(190),
    [anon_sym_over] = ACTIONS(190),
    [anon_sym_chained] = ACTIONS(190),
    [anon_sym_on] = ACTIONS(190),
    [anon_sym_ends] = ACTIONS(190),
    [anon_sym_move] = ACTIONS(190),
    [anon_sym_mandatory] = ACTIONS(190),
    [anon_sym_no] = ACTIONS(190),
    [anon_sym_repetition] = ACTIONS(190),
    [anon_sym_plies] = ACTIONS(190),
    [anon_sym_since] = ACTIONS(190),
    [anon_sym_stacks] = ACTIONS(190),
    [anon_sym_unlimited] = ACTIONS(190),
    [anon_sym_onto] = ACTIONS(190),
    [anon_sym_lift] = ACTIONS(190),
    [anon_sym_if] = ACTIONS(190),
    [anon_sym_and] = ACTIONS(190),
    [anon_sym_or] = ACTIONS(190),
    [anon_sym_not] = ACTIONS(190),
    [anon_sym_below] = ACTIONS(190),
    [anon_sym_is] = ACTIONS(190),
    [anon_sym_in] = ACTIONS(190),
    [anon_sym_height] = ACTIONS(190),
    [anon_sym_count] = ACTIONS(190),
    [anon_sym_showing] = ACTIONS(190),
    [anon_sym_pieces] = ACTIONS(190),
    [anon_sym_off] = ACTIONS(190),
    [anon_sym_after] = ACTIONS(190),
    [anon_sym_stack] = ACTIONS(190),
    [anon_sym_max] = ACTIONS(190),
    [anon_sym_exactly] = ACTIONS(190),
    [anon_sym_passing] = ACTIONS(190),
    [anon_sym_flying] = ACTIONS(190),
    [anon_sym_connected] = ACTIONS(190),
    [anon_sym_within] = ACTIONS(190),
    [anon_sym_avoiding] = ACTIONS(190),
    [anon_sym_stopping] = ACTIONS(190),
    [anon_sym_actions] = ACTIONS(190),
    [anon_sym_until] = ACTIONS(190),
    [anon_sym_at] = ACTIONS(190),
    [anon_sym_most] = ACTIONS(190),
    [anon_sym_steal] = ACTIONS(190),
    [anon_sym_adjacent] = ACTIONS(190),
    [anon_sym_enters] = ACTIONS(190),
    [anon_sym_when] = ACTIONS(190),
    [anon_sym_add] = ACTIONS(190),
    [anon_sym_clear] = ACTIONS(190),
    [anon_sym_reset] = ACTIONS(190),
    [anon_sym_place] = ACTIONS(190),
    [anon_sym_of] = ACTIONS(190),
    [anon_sym_into] = ACTIONS(190),
    [anon_sym_team] = ACTIONS(190),
    [anon_sym_copies] = ACTIONS(190),
    [anon_sym_deal] = ACTIONS(190),
    [anon_sym_each] = ACTIONS(190),
    [anon_sym_hands] = ACTIONS(190),
    [anon_sym_as] = ACTIONS(190),
    [anon_sym_control] = ACTIONS(190),
    [anon_sym_skip] = ACTIONS(190),
    [anon_sym_swap] = ACTIONS(190),
    [anon_sym_partner] = ACTIONS(190),
    [anon_sym_split] = ACTIONS(190),
    [anon_sym_pass] = ACTIONS(190),
    [anon_sym_then] = ACTIONS(190),
    [anon_sym_play] = ACTIONS(190),
    [anon_sym_again] = ACTIONS(190),
    [anon_sym_cancel] = ACTIONS(190),
    [anon_sym_for] = ACTIONS(190),
    [anon_sym_replay] = ACTIONS(190),
    [anon_sym_stay] = ACTIONS(190),
    [anon_sym_exchange] = ACTIONS(190),
    [anon_sym_with] = ACTIONS(190),
    [anon_sym_announce] = ACTIONS(190),
    [anon_sym_deeper] = ACTIONS(190),
    [anon_sym_score] = ACTIONS(190),
    [anon_sym_attacked] = ACTIONS(190),
    [anon_sym_long] = ACTIONS(190),
    [anon_sym_reversing] = ACTIONS(190),
    [anon_sym_once] = ACTIONS(190),
    [anon_sym_continue] = ACTIONS(190),
    [anon_sym_merge] = ACTIONS(190),
    [anon_sym_remove] = ACTIONS(190),
    [anon_sym_same] = ACTIONS(190),
    [anon_sym_captures] = ACTIONS(190),
    [anon_sym_falling] = ACTIONS(190),
    [anon_sym_line] = ACTIONS(190),
    [anon_sym_moves] = ACTIONS(190),
    [anon_sym_flipping] = ACTIONS(190),
    [anon_sym_next] = ACTIONS(190),
    [anon_sym_claim] = ACTIONS(190),
    [anon_sym_moved] = ACTIONS(190),
    [anon_sym_en_DASHpassant] = ACTIONS(190),
    [anon_sym_hand] = ACTIONS(190),
    [anon_sym_counter] = ACTIONS(190),
    [anon_sym_LPAREN] = ACTIONS(192),
    [anon_sym_RPAREN] = ACTIONS(192),
    [anon_sym_LT_EQ] = ACTIONS(192),
    [anon_sym_GT_EQ] = ACTIONS(192),
    [anon_sym_BANG_EQ] = ACTIONS(192),
    [anon_sym_LT] = ACTIONS(190),
    [anon_sym_GT] = ACTIONS(190),
    [anon_sym_DOT_DOT] = ACTIONS(192),
    [anon_sym_PIPE] = ACTIONS(192),
    [sym_integer] = ACTIONS(192),
    [sym_string] = ACTIONS(192),
    [sym_comment] = ACTIONS(3),
  },
  [19] = {
    [sym_name] = ACTIONS(194),
    [anon_sym_game] = ACTIONS(194),
    [anon_sym_extends] = ACTIONS(194),
    [anon_sym_players] = ACTIONS(194),
    [anon_sym_sides] = ACTIONS(194),
    [anon_sym_board] = ACTIONS(194),
    [anon_sym_setup] = ACTIONS(194),
    [anon_sym_rules] = ACTIONS(194),
    [anon_sym_end] = ACTIONS(194),
    [anon_sym_turn] = ACTIONS(194),
    [anon_sym_cards] = ACTIONS(194),
    [anon_sym_directions] = ACTIONS(194),
    [anon_sym_EQ] = ACTIONS(196),
    [anon_sym_COMMA] = ACTIONS(196),
    [anon_sym_zone] = ACTIONS(194),
    [anon_sym_COLON] = ACTIONS(196),
    [anon_sym_piece] = ACTIONS(194),
    [anon_sym_card] = ACTIONS(194),
    [anon_sym_counters] = ACTIONS(194),
    [anon_sym_track] = ACTIONS(194),
    [anon_sym_loop] = ACTIONS(194),
    [anon_sym_branch] = ACTIONS(194),
    [anon_sym_from] = ACTIONS(194),
    [anon_sym_store] = ACTIONS(194),
    [anon_sym_rank] = ACTIONS(194),
    [anon_sym_file] = ACTIONS(194),
    [anon_sym_LBRACE] = ACTIONS(196),
    [anon_sym_RBRACE] = ACTIONS(196),
    [anon_sym_step] = ACTIONS(194),
    [anon_sym_slide] = ACTIONS(194),
    [anon_sym_leap] = ACTIONS(194),
    [anon_sym_jump] = ACTIONS(194),
    [anon_sym_along] = ACTIONS(194),
    [anon_sym_enter] = ACTIONS(194),
    [anon_sym_castle] = ACTIONS(194),
    [anon_sym_bear] = ACTIONS(194),
    [anon_sym_symbols] = ACTIONS(194),
    [anon_sym_glyphs] = ACTIONS(194),
    [anon_sym_promote] = ACTIONS(194),
    [anon_sym_royal] = ACTIONS(194),
    [anon_sym_neutral] = ACTIONS(194),
    [anon_sym_stored] = ACTIONS(194),
    [anon_sym_grid] = ACTIONS(194),
    [anon_sym_cells] = ACTIONS(194),
    [anon_sym_numbers] = ACTIONS(194),
    [anon_sym_by] = ACTIONS(194),
    [anon_sym_to] = ACTIONS(194),
    [anon_sym_over] = ACTIONS(194),
    [anon_sym_chained] = ACTIONS(194),
    [anon_sym_on] = ACTIONS(194),
    [anon_sym_ends] = ACTIONS(194),
    [anon_sym_move] = ACTIONS(194),
    [anon_sym_mandatory] = ACTIONS(194),
    [anon_sym_no] = ACTIONS(194),
    [anon_sym_repetition] = ACTIONS(194),
    [anon_sym_plies] = ACTIONS(194),
    [anon_sym_since] = ACTIONS(194),
    [anon_sym_stacks] = ACTIONS(194),
    [anon_sym_unlimited] = ACTIONS(194),
    [anon_sym_onto] = ACTIONS(194),
    [anon_sym_lift] = ACTIONS(194),
    [anon_sym_if] = ACTIONS(194),
    [anon_sym_and] = ACTIONS(194),
    [anon_sym_or] = ACTIONS(194),
    [anon_sym_not] = ACTIONS(194),
    [anon_sym_below] = ACTIONS(194),
    [anon_sym_is] = ACTIONS(194),
    [anon_sym_in] = ACTIONS(194),
    [anon_sym_height] = ACTIONS(194),
    [anon_sym_count] = ACTIONS(194),
    [anon_sym_showing] = ACTIONS(194),
    [anon_sym_pieces] = ACTIONS(194),
    [anon_sym_off] = ACTIONS(194),
    [anon_sym_after] = ACTIONS(194),
    [anon_sym_stack] = ACTIONS(194),
    [anon_sym_max] = ACTIONS(194),
    [anon_sym_exactly] = ACTIONS(194),
    [anon_sym_passing] = ACTIONS(194),
    [anon_sym_flying] = ACTIONS(194),
    [anon_sym_connected] = ACTIONS(194),
    [anon_sym_within] = ACTIONS(194),
    [anon_sym_avoiding] = ACTIONS(194),
    [anon_sym_stopping] = ACTIONS(194),
    [anon_sym_actions] = ACTIONS(194),
    [anon_sym_until] = ACTIONS(194),
    [anon_sym_at] = ACTIONS(194),
    [anon_sym_most] = ACTIONS(194),
    [anon_sym_steal] = ACTIONS(194),
    [anon_sym_adjacent] = ACTIONS(194),
    [anon_sym_enters] = ACTIONS(194),
    [anon_sym_when] = ACTIONS(194),
    [anon_sym_add] = ACTIONS(194),
    [anon_sym_clear] = ACTIONS(194),
    [anon_sym_reset] = ACTIONS(194),
    [anon_sym_place] = ACTIONS(194),
    [anon_sym_of] = ACTIONS(194),
    [anon_sym_into] = ACTIONS(194),
    [anon_sym_team] = ACTIONS(194),
    [anon_sym_copies] = ACTIONS(194),
    [anon_sym_deal] = ACTIONS(194),
    [anon_sym_each] = ACTIONS(194),
    [anon_sym_hands] = ACTIONS(194),
    [anon_sym_as] = ACTIONS(194),
    [anon_sym_control] = ACTIONS(194),
    [anon_sym_skip] = ACTIONS(194),
    [anon_sym_swap] = ACTIONS(194),
    [anon_sym_partner] = ACTIONS(194),
    [anon_sym_split] = ACTIONS(194),
    [anon_sym_pass] = ACTIONS(194),
    [anon_sym_then] = ACTIONS(194),
    [anon_sym_play] = ACTIONS(194),
    [anon_sym_again] = ACTIONS(194),
    [anon_sym_cancel] = ACTIONS(194),
    [anon_sym_for] = ACTIONS(194),
    [anon_sym_replay] = ACTIONS(194),
    [anon_sym_stay] = ACTIONS(194),
    [anon_sym_exchange] = ACTIONS(194),
    [anon_sym_with] = ACTIONS(194),
    [anon_sym_announce] = ACTIONS(194),
    [anon_sym_deeper] = ACTIONS(194),
    [anon_sym_score] = ACTIONS(194),
    [anon_sym_attacked] = ACTIONS(194),
    [anon_sym_long] = ACTIONS(194),
    [anon_sym_reversing] = ACTIONS(194),
    [anon_sym_once] = ACTIONS(194),
    [anon_sym_continue] = ACTIONS(194),
    [anon_sym_merge] = ACTIONS(194),
    [anon_sym_remove] = ACTIONS(194),
    [anon_sym_same] = ACTIONS(194),
    [anon_sym_captures] = ACTIONS(194),
    [anon_sym_falling] = ACTIONS(194),
    [anon_sym_line] = ACTIONS(194),
    [anon_sym_moves] = ACTIONS(194),
    [anon_sym_flipping] = ACTIONS(194),
    [anon_sym_next] = ACTIONS(194),
    [anon_sym_claim] = ACTIONS(194),
    [anon_sym_moved] = ACTIONS(194),
    [anon_sym_en_DASHpassant] = ACTIONS(194),
    [anon_sym_hand] = ACTIONS(194),
    [anon_sym_counter] = ACTIONS(194),
    [anon_sym_LPAREN] = ACTIONS(196),
    [anon_sym_LT_EQ] = ACTIONS(196),
    [anon_sym_GT_EQ] = ACTIONS(196),
    [anon_sym_BANG_EQ] = ACTIONS(196),
    [anon_sym_LT] = ACTIONS(194),
    [anon_sym_GT] = ACTIONS(194),
    [anon_sym_DOT_DOT] = ACTIONS(196),
    [anon_sym_PIPE] = ACTIONS(196),
    [sym_integer] = ACTIONS(196),
    [sym_string] = ACTIONS(196),
    [sym_comment] = ACTIONS(3),
  },
  [20] = {
    [sym_name] = ACTIONS(198),
    [anon_sym_game] = ACTIONS(198),
    [anon_sym_extends] = ACTIONS(198),
    [anon_sym_players] = ACTIONS(198),
    [anon_sym_sides] = ACTIONS(198),
    [anon_sym_board] = ACTIONS(198),
    [anon_sym_setup] = ACTIONS(198),
    [anon_sym_rules] = ACTIONS(198),
    [anon_sym_end] = ACTIONS(198),
    [anon_sym_turn] = ACTIONS(198),
    [anon_sym_cards] = ACTIONS(198),
    [anon_sym_directions] = ACTIONS(198),
    [anon_sym_EQ] = ACTIONS(200),
    [anon_sym_COMMA] = ACTIONS(200),
    [anon_sym_zone] = ACTIONS(198),
    [anon_sym_COLON] = ACTIONS(200),
    [anon_sym_piece] = ACTIONS(198),
    [anon_sym_card] = ACTIONS(198),
    [anon_sym_counters] = ACTIONS(198),
    [anon_sym_track] = ACTIONS(198),
    [anon_sym_loop] = ACTIONS(198),
    [anon_sym_branch] = ACTIONS(198),
    [anon_sym_from] = ACTIONS(198),
    [anon_sym_store] = ACTIONS(198),
    [anon_sym_rank] = ACTIONS(198),
    [anon_sym_file] = ACTIONS(198),
    [anon_sym_LBRACE] = ACTIONS(200),
    [anon_sym_RBRACE] = ACTIONS(200),
    [anon_sym_step] = ACTIONS(198),
    [anon_sym_slide] = ACTIONS(198),
    [anon_sym_leap] = ACTIONS(198),
    [anon_sym_jump] = ACTIONS(198),
    [anon_sym_along] = ACTIONS(198),
    [anon_sym_enter] = ACTIONS(198),
    [anon_sym_castle] = ACTIONS(198),
    [anon_sym_bear] = ACTIONS(198),
    [anon_sym_symbols] = ACTIONS(198),
    [anon_sym_glyphs] = ACTIONS(198),
    [anon_sym_promote] = ACTIONS(198),
    [anon_sym_royal] = ACTIONS(198),
    [anon_sym_neutral] = ACTIONS(198),
    [anon_sym_stored] = ACTIONS(198),
    [anon_sym_grid] = ACTIONS(198),
    [anon_sym_cells] = ACTIONS(198),
    [anon_sym_numbers] = ACTIONS(198),
    [anon_sym_by] = ACTIONS(198),
    [anon_sym_to] = ACTIONS(198),
    [anon_sym_over] = ACTIONS(198),
    [anon_sym_chained] = ACTIONS(198),
    [anon_sym_on] = ACTIONS(198),
    [anon_sym_ends] = ACTIONS(198),
    [anon_sym_move] = ACTIONS(198),
    [anon_sym_mandatory] = ACTIONS(198),
    [anon_sym_no] = ACTIONS(198),
    [anon_sym_repetition] = ACTIONS(198),
    [anon_sym_plies] = ACTIONS(198),
    [anon_sym_since] = ACTIONS(198),
    [anon_sym_stacks] = ACTIONS(198),
    [anon_sym_unlimited] = ACTIONS(198),
    [anon_sym_onto] = ACTIONS(198),
    [anon_sym_lift] = ACTIONS(198),
    [anon_sym_if] = ACTIONS(198),
    [anon_sym_and] = ACTIONS(198),
    [anon_sym_or] = ACTIONS(198),
    [anon_sym_not] = ACTIONS(198),
    [anon_sym_below] = ACTIONS(198),
    [anon_sym_is] = ACTIONS(198),
    [anon_sym_in] = ACTIONS(198),
    [anon_sym_height] = ACTIONS(198),
    [anon_sym_count] = ACTIONS(198),
    [anon_sym_showing] = ACTIONS(198),
    [anon_sym_pieces] = ACTIONS(198),
    [anon_sym_off] = ACTIONS(198),
    [anon_sym_after] = ACTIONS(198),
    [anon_sym_stack] = ACTIONS(198),
    [anon_sym_max] = ACTIONS(198),
    [anon_sym_exactly] = ACTIONS(198),
    [anon_sym_passing] = ACTIONS(198),
    [anon_sym_flying] = ACTIONS(198),
    [anon_sym_connected] = ACTIONS(198),
    [anon_sym_within] = ACTIONS(198),
    [anon_sym_avoiding] = ACTIONS(198),
    [anon_sym_stopping] = ACTIONS(198),
    [anon_sym_actions] = ACTIONS(198),
    [anon_sym_until] = ACTIONS(198),
    [anon_sym_at] = ACTIONS(198),
    [anon_sym_most] = ACTIONS(198),
    [anon_sym_steal] = ACTIONS(198),
    [anon_sym_adjacent] = ACTIONS(198),
    [anon_sym_enters] = ACTIONS(198),
    [anon_sym_when] = ACTIONS(198),
    [anon_sym_add] = ACTIONS(198),
    [anon_sym_clear] = ACTIONS(198),
    [anon_sym_reset] = ACTIONS(198),
    [anon_sym_place] = ACTIONS(198),
    [anon_sym_of] = ACTIONS(198),
    [anon_sym_into] = ACTIONS(198),
    [anon_sym_team] = ACTIONS(198),
    [anon_sym_copies] = ACTIONS(198),
    [anon_sym_deal] = ACTIONS(198),
    [anon_sym_each] = ACTIONS(198),
    [anon_sym_hands] = ACTIONS(198),
    [anon_sym_as] = ACTIONS(198),
    [anon_sym_control] = ACTIONS(198),
    [anon_sym_skip] = ACTIONS(198),
    [anon_sym_swap] = ACTIONS(198),
    [anon_sym_partner] = ACTIONS(198),
    [anon_sym_split] = ACTIONS(198),
    [anon_sym_pass] = ACTIONS(198),
    [anon_sym_then] = ACTIONS(198),
    [anon_sym_play] = ACTIONS(198),
    [anon_sym_again] = ACTIONS(198),
    [anon_sym_cancel] = ACTIONS(198),
    [anon_sym_for] = ACTIONS(198),
    [anon_sym_replay] = ACTIONS(198),
    [anon_sym_stay] = ACTIONS(198),
    [anon_sym_exchange] = ACTIONS(198),
    [anon_sym_with] = ACTIONS(198),
    [anon_sym_announce] = ACTIONS(198),
    [anon_sym_deeper] = ACTIONS(198),
    [anon_sym_score] = ACTIONS(198),
    [anon_sym_attacked] = ACTIONS(198),
    [anon_sym_long] = ACTIONS(198),
    [anon_sym_reversing] = ACTIONS(198),
    [anon_sym_once] = ACTIONS(198),
    [anon_sym_continue] = ACTIONS(198),
    [anon_sym_merge] = ACTIONS(198),
    [anon_sym_remove] = ACTIONS(198),
    [anon_sym_same] = ACTIONS(198),
    [anon_sym_captures] = ACTIONS(198),
    [anon_sym_falling] = ACTIONS(198),
    [anon_sym_line] = ACTIONS(198),
    [anon_sym_moves] = ACTIONS(198),
    [anon_sym_flipping] = ACTIONS(198),
    [anon_sym_next] = ACTIONS(198),
    [anon_sym_claim] = ACTIONS(198),
    [anon_sym_moved] = ACTIONS(198),
    [anon_sym_en_DASHpassant] = ACTIONS(198),
    [anon_sym_hand] = ACTIONS(198),
    [anon_sym_counter] = ACTIONS(198),
    [anon_sym_LPAREN] = ACTIONS(200),
    [anon_sym_LT_EQ] = ACTIONS(200),
    [anon_sym_GT_EQ] = ACTIONS(200),
    [anon_sym_BANG_EQ] = ACTIONS(200),
    [anon_sym_LT] = ACTIONS(198),
    [anon_sym_GT] = ACTIONS(198),
    [anon_sym_DOT_DOT] = ACTIONS(200),
    [anon_sym_PIPE] = ACTIONS(200),
    [sym_integer] = ACTIONS(200),
    [sym_string] = ACTIONS(200),
    [sym_comment] = ACTIONS(3),
  },
  [21] = {
    [sym_name] = ACTIONS(202),
    [anon_sym_game] = ACTIONS(202),
    [anon_sym_extends] = ACTIONS(202),
    [anon_sym_players] = ACTIONS(202),
    [anon_sym_sides] = ACTIONS(202),
    [anon_sym_board] = ACTIONS(202),
    [anon_sym_setup] = ACTIONS(202),
    [anon_sym_rules] = ACTIONS(202),
    [anon_sym_end] = ACTIONS(202),
    [anon_sym_turn] = ACTIONS(202),
    [anon_sym_cards] = ACTIONS(202),
    [anon_sym_directions] = ACTIONS(202),
    [anon_sym_EQ] = ACTIONS(204),
    [anon_sym_COMMA] = ACTIONS(204),
    [anon_sym_zone] = ACTIONS(202),
    [anon_sym_COLON] = ACTIONS(204),
    [anon_sym_piece] = ACTIONS(202),
    [anon_sym_card] = ACTIONS(202),
    [anon_sym_counters] = ACTIONS(202),
    [anon_sym_track] = ACTIONS(202),
    [anon_sym_loop] = ACTIONS(202),
    [anon_sym_branch] = ACTIONS(202),
    [anon_sym_from] = ACTIONS(202),
    [anon_sym_store] = ACTIONS(202),
    [anon_sym_rank] = ACTIONS(202),
    [anon_sym_file] = ACTIONS(202),
    [anon_sym_RBRACE] = ACTIONS(204),
    [anon_sym_step] = ACTIONS(202),
    [anon_sym_slide] = ACTIONS(202),
    [anon_sym_leap] = ACTIONS(202),
    [anon_sym_jump] = ACTIONS(202),
    [anon_sym_along] = ACTIONS(202),
    [anon_sym_enter] = ACTIONS(202),
    [anon_sym_castle] = ACTIONS(202),
    [anon_sym_bear] = ACTIONS(202),
    [anon_sym_symbols] = ACTIONS(202),
    [anon_sym_glyphs] = ACTIONS(202),
    [anon_sym_promote] = ACTIONS(202),
    [anon_sym_royal] = ACTIONS(202),
    [anon_sym_neutral] = ACTIONS(202),
    [anon_sym_stored] = ACTIONS(202),
    [anon_sym_grid] = ACTIONS(202),
    [anon_sym_cells] = ACTIONS(202),
    [anon_sym_numbers] = ACTIONS(202),
    [anon_sym_by] = ACTIONS(202),
    [anon_sym_to] = ACTIONS(202),
    [anon_sym_over] = ACTIONS(202),
    [anon_sym_chained] = ACTIONS(202),
    [anon_sym_on] = ACTIONS(202),
    [anon_sym_ends] = ACTIONS(202),
    [anon_sym_move] = ACTIONS(202),
    [anon_sym_mandatory] = ACTIONS(202),
    [anon_sym_no] = ACTIONS(202),
    [anon_sym_repetition] = ACTIONS(202),
    [anon_sym_plies] = ACTIONS(202),
    [anon_sym_since] = ACTIONS(202),
    [anon_sym_stacks] = ACTIONS(202),
    [anon_sym_unlimited] = ACTIONS(202),
    [anon_sym_onto] = ACTIONS(202),
    [anon_sym_lift] = ACTIONS(202),
    [anon_sym_if] = ACTIONS(202),
    [anon_sym_and] = ACTIONS(202),
    [anon_sym_or] = ACTIONS(202),
    [anon_sym_not] = ACTIONS(202),
    [anon_sym_below] = ACTIONS(202),
    [anon_sym_is] = ACTIONS(202),
    [anon_sym_in] = ACTIONS(202),
    [anon_sym_height] = ACTIONS(202),
    [anon_sym_count] = ACTIONS(202),
    [anon_sym_showing] = ACTIONS(202),
    [anon_sym_pieces] = ACTIONS(202),
    [anon_sym_off] = ACTIONS(202),
    [anon_sym_after] = ACTIONS(202),
    [anon_sym_stack] = ACTIONS(202),
    [anon_sym_max] = ACTIONS(202),
    [anon_sym_exactly] = ACTIONS(202),
    [anon_sym_passing] = ACTIONS(202),
    [anon_sym_flying] = ACTIONS(202),
    [anon_sym_connected] = ACTIONS(202),
    [anon_sym_within] = ACTIONS(202),
    [anon_sym_avoiding] = ACTIONS(202),
    [anon_sym_stopping] = ACTIONS(202),
    [anon_sym_actions] = ACTIONS(202),
    [anon_sym_until] = ACTIONS(202),
    [anon_sym_at] = ACTIONS(202),
    [anon_sym_most] = ACTIONS(202),
    [anon_sym_steal] = ACTIONS(202),
    [anon_sym_adjacent] = ACTIONS(202),
    [anon_sym_enters] = ACTIONS(202),
    [anon_sym_when] = ACTIONS(202),
    [anon_sym_add] = ACTIONS(202),
    [anon_sym_clear] = ACTIONS(202),
    [anon_sym_reset] = ACTIONS(202),
    [anon_sym_place] = ACTIONS(202),
    [anon_sym_of] = ACTIONS(202),
    [anon_sym_into] = ACTIONS(202),
    [anon_sym_team] = ACTIONS(202),
    [anon_sym_copies] = ACTIONS(202),
    [anon_sym_deal] = ACTIONS(202),
    [anon_sym_each] = ACTIONS(202),
    [anon_sym_hands] = ACTIONS(202),
    [anon_sym_as] = ACTIONS(202),
    [anon_sym_control] = ACTIONS(202),
    [anon_sym_skip] = ACTIONS(202),
    [anon_sym_swap] = ACTIONS(202),
    [anon_sym_partner] = ACTIONS(202),
    [anon_sym_split] = ACTIONS(202),
    [anon_sym_pass] = ACTIONS(202),
    [anon_sym_then] = ACTIONS(202),
    [anon_sym_play] = ACTIONS(202),
    [anon_sym_again] = ACTIONS(202),
    [anon_sym_cancel] = ACTIONS(202),
    [anon_sym_for] = ACTIONS(202),
    [anon_sym_replay] = ACTIONS(202),
    [anon_sym_stay] = ACTIONS(202),
    [anon_sym_exchange] = ACTIONS(202),
    [anon_sym_with] = ACTIONS(202),
    [anon_sym_announce] = ACTIONS(202),
    [anon_sym_deeper] = ACTIONS(202),
    [anon_sym_score] = ACTIONS(202),
    [anon_sym_attacked] = ACTIONS(202),
    [anon_sym_long] = ACTIONS(202),
    [anon_sym_reversing] = ACTIONS(202),
    [anon_sym_once] = ACTIONS(202),
    [anon_sym_continue] = ACTIONS(202),
    [anon_sym_merge] = ACTIONS(202),
    [anon_sym_remove] = ACTIONS(202),
    [anon_sym_same] = ACTIONS(202),
    [anon_sym_captures] = ACTIONS(202),
    [anon_sym_falling] = ACTIONS(202),
    [anon_sym_line] = ACTIONS(202),
    [anon_sym_moves] = ACTIONS(202),
    [anon_sym_flipping] = ACTIONS(202),
    [anon_sym_next] = ACTIONS(202),
    [anon_sym_claim] = ACTIONS(202),
    [anon_sym_moved] = ACTIONS(202),
    [anon_sym_en_DASHpassant] = ACTIONS(202),
    [anon_sym_hand] = ACTIONS(202),
    [anon_sym_counter] = ACTIONS(202),
    [anon_sym_LPAREN] = ACTIONS(204),
    [anon_sym_LT_EQ] = ACTIONS(204),
    [anon_sym_GT_EQ] = ACTIONS(204),
    [anon_sym_BANG_EQ] = ACTIONS(204),
    [anon_sym_LT] = ACTIONS(202),
    [anon_sym_GT] = ACTIONS(202),
    [anon_sym_DOT_DOT] = ACTIONS(204),
    [anon_sym_PIPE] = ACTIONS(204),
    [sym_integer] = ACTIONS(204),
    [sym_string] = ACTIONS(204),
    [sym_comment] = ACTIONS(3),
  },
};

static const uint16_t ts_small_parse_table[] = {
  [0] = 20,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(7), 1,
      anon_sym_game,
    ACTIONS(9), 1,
      anon_sym_players,
    ACTIONS(11), 1,
      anon_sym_sides,
    ACTIONS(13), 1,
      anon_sym_board,
    ACTIONS(15), 1,
      anon_sym_setup,
    ACTIONS(17), 1,
      anon_sym_rules,
    ACTIONS(19), 1,
      anon_sym_end,
    ACTIONS(21), 1,
      anon_sym_turn,
    ACTIONS(23), 1,
      anon_sym_cards,
    ACTIONS(25), 1,
      anon_sym_directions,
    ACTIONS(27), 1,
      anon_sym_zone,
    ACTIONS(29), 1,
      anon_sym_piece,
    ACTIONS(31), 1,
      anon_sym_card,
    ACTIONS(33), 1,
      anon_sym_counters,
    ACTIONS(35), 1,
      anon_sym_track,
    ACTIONS(37), 1,
      anon_sym_branch,
    ACTIONS(39), 1,
      anon_sym_store,
    ACTIONS(206), 1,
      ts_builtin_sym_end,
    STATE(23), 19,
      sym__item,
      sym_game_item,
      sym_players_item,
      sym_sides_item,
      sym_board_item,
      sym_setup_item,
      sym_rules_item,
      sym_end_item,
      sym_turn_item,
      sym_cards_item,
      sym_directions_item,
      sym_zone_item,
      sym_piece_item,
      sym_card_item,
      sym_counters_item,
      sym_track_item,
      sym_branch_item,
      sym_store_item,
      aux_sym_source_file_repeat1,
  [79] = 20,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(208), 1,
      ts_builtin_sym_end,
    ACTIONS(210), 1,
      anon_sym_game,
    ACTIONS(213), 1,
      anon_sym_players,
    ACTIONS(216), 1,
      anon_sym_sides,
    ACTIONS(219), 1,
      anon_sym_board,
    ACTIONS(222), 1,
      anon_sym_setup,
    ACTIONS(225), 1,
      anon_sym_rules,
    ACTIONS(228), 1,
      anon_sym_end,
    ACTIONS(231), 1,
      anon_sym_turn,
    ACTIONS(234), 1,
      anon_sym_cards,
    ACTIONS(237), 1,
      anon_sym_directions,
    ACTIONS(240), 1,
      anon_sym_zone,
    ACTIONS(243), 1,
      anon_sym_piece,
    ACTIONS(246), 1,
      anon_sym_card,
    ACTIONS(249), 1,
      anon_sym_counters,
    ACTIONS(252), 1,
      anon_sym_track,
    ACTIONS(255), 1,
      anon_sym_branch,
    ACTIONS(258), 1,
      anon_sym_store,
    STATE(23), 19,
      sym__item,
      sym_game_item,
      sym_players_item,
      sym_sides_item,
      sym_board_item,
      sym_setup_item,
      sym_rules_item,
      sym_end_item,
      sym_turn_item,
      sym_cards_item,
      sym_directions_item,
      sym_zone_item,
      sym_piece_item,
      sym_card_item,
      sym_counters_item,
      sym_track_item,
      sym_branch_item,
      sym_store_item,
      aux_sym_source_file_repeat1,
  [158] = 9,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(261), 1,
      ts_builtin_sym_end,
    ACTIONS(263), 1,
      sym_name,
    ACTIONS(269), 2,
      anon_sym_COMMA,
      sym_integer,
    ACTIONS(271), 2,
      anon_sym_rank,
      anon_sym_file,
    ACTIONS(273), 2,
      anon_sym_LT,
      anon_sym_GT,
    STATE(25), 2,
      sym_operator,
      aux_sym_region_repeat1,
    ACTIONS(267), 6,
      anon_sym_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_BANG_EQ,
      anon_sym_DOT_DOT,
      anon_sym_PIPE,
    ACTIONS(265), 17,
      anon_sym_game,
      anon_sym_players,
      anon_sym_sides,
      anon_sym_board,
      anon_sym_setup,
      anon_sym_rules,
      anon_sym_end,
      anon_sym_turn,
      anon_sym_cards,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_card,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
  [211] = 9,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(275), 1,
      ts_builtin_sym_end,
    ACTIONS(277), 1,
      sym_name,
    ACTIONS(285), 2,
      anon_sym_COMMA,
      sym_integer,
    ACTIONS(288), 2,
      anon_sym_rank,
      anon_sym_file,
    ACTIONS(291), 2,
      anon_sym_LT,
      anon_sym_GT,
    STATE(25), 2,
      sym_operator,
      aux_sym_region_repeat1,
    ACTIONS(282), 6,
      anon_sym_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_BANG_EQ,
      anon_sym_DOT_DOT,
      anon_sym_PIPE,
    ACTIONS(280), 17,
      anon_sym_game,
      anon_sym_players,
      anon_sym_sides,
      anon_sym_board,
      anon_sym_setup,
      anon_sym_rules,
      anon_sym_end,
      anon_sym_turn,
      anon_sym_cards,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_card,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
  [264] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(294), 9,
      ts_builtin_sym_end,
      anon_sym_EQ,
      anon_sym_COMMA,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_BANG_EQ,
      anon_sym_DOT_DOT,
      anon_sym_PIPE,
      sym_integer,
    ACTIONS(296), 22,
      anon_sym_game,
      anon_sym_players,
      anon_sym_sides,
      anon_sym_board,
      anon_sym_setup,
      anon_sym_rules,
      anon_sym_end,
      anon_sym_turn,
      anon_sym_cards,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_card,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_rank,
      anon_sym_file,
      anon_sym_LT,
      anon_sym_GT,
      sym_name,
  [303] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(180), 9,
      ts_builtin_sym_end,
      anon_sym_EQ,
      anon_sym_COMMA,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_BANG_EQ,
      anon_sym_DOT_DOT,
      anon_sym_PIPE,
      sym_integer,
    ACTIONS(178), 22,
      anon_sym_game,
      anon_sym_players,
      anon_sym_sides,
      anon_sym_board,
      anon_sym_setup,
      anon_sym_rules,
      anon_sym_end,
      anon_sym_turn,
      anon_sym_cards,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_card,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_rank,
      anon_sym_file,
      anon_sym_LT,
      anon_sym_GT,
      sym_name,
  [342] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(300), 1,
      anon_sym_COMMA,
    ACTIONS(302), 1,
      anon_sym_card,
    STATE(31), 1,
      aux_sym_directions_item_repeat1,
    ACTIONS(298), 17,
      ts_builtin_sym_end,
      anon_sym_game,
      anon_sym_players,
      anon_sym_sides,
      anon_sym_board,
      anon_sym_setup,
      anon_sym_rules,
      anon_sym_end,
      anon_sym_turn,
      anon_sym_cards,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
  [374] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(306), 1,
      anon_sym_COMMA,
    ACTIONS(309), 1,
      anon_sym_card,
    STATE(29), 1,
      aux_sym_directions_item_repeat1,
    ACTIONS(304), 17,
      ts_builtin_sym_end,
      anon_sym_game,
      anon_sym_players,
      anon_sym_sides,
      anon_sym_board,
      anon_sym_setup,
      anon_sym_rules,
      anon_sym_end,
      anon_sym_turn,
      anon_sym_cards,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
  [406] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(300), 1,
      anon_sym_COMMA,
    ACTIONS(313), 1,
      anon_sym_card,
    STATE(32), 1,
      aux_sym_directions_item_repeat1,
    ACTIONS(311), 17,
      ts_builtin_sym_end,
      anon_sym_game,
      anon_sym_players,
      anon_sym_sides,
      anon_sym_board,
      anon_sym_setup,
      anon_sym_rules,
      anon_sym_end,
      anon_sym_turn,
      anon_sym_cards,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
  [438] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(300), 1,
      anon_sym_COMMA,
    ACTIONS(317), 1,
      anon_sym_card,
    STATE(29), 1,
      aux_sym_directions_item_repeat1,
    ACTIONS(315), 17,
      ts_builtin_sym_end,
      anon_sym_game,
      anon_sym_players,
      anon_sym_sides,
      anon_sym_board,
      anon_sym_setup,
      anon_sym_rules,
      anon_sym_end,
      anon_sym_turn,
      anon_sym_cards,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
  [470] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(300), 1,
      anon_sym_COMMA,
    ACTIONS(321), 1,
      anon_sym_card,
    STATE(29), 1,
      aux_sym_directions_item_repeat1,
    ACTIONS(319), 17,
      ts_builtin_sym_end,
      anon_sym_game,
      anon_sym_players,
      anon_sym_sides,
      anon_sym_board,
      anon_sym_setup,
      anon_sym_rules,
      anon_sym_end,
      anon_sym_turn,
      anon_sym_cards,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
  [502] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(309), 1,
      anon_sym_card,
    ACTIONS(304), 18,
      ts_builtin_sym_end,
      anon_sym_game,
      anon_sym_players,
      anon_sym_sides,
      anon_sym_board,
      anon_sym_setup,
      anon_sym_rules,
      anon_sym_end,
      anon_sym_turn,
      anon_sym_cards,
      anon_sym_directions,
      anon_sym_COMMA,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
  [529] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(325), 1,
      anon_sym_extends,
    ACTIONS(327), 1,
      anon_sym_card,
    ACTIONS(323), 17,
      ts_builtin_sym_end,
      anon_sym_game,
      anon_sym_players,
      anon_sym_sides,
      anon_sym_board,
      anon_sym_setup,
      anon_sym_rules,
      anon_sym_end,
      anon_sym_turn,
      anon_sym_cards,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
  [558] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(331), 1,
      anon_sym_card,
    ACTIONS(329), 17,
      ts_builtin_sym_end,
      anon_sym_game,
      anon_sym_players,
      anon_sym_sides,
      anon_sym_board,
      anon_sym_setup,
      anon_sym_rules,
      anon_sym_end,
      anon_sym_turn,
      anon_sym_cards,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
  [584] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(335), 1,
      anon_sym_card,
    ACTIONS(333), 17,
      ts_builtin_sym_end,
      anon_sym_game,
      anon_sym_players,
      anon_sym_sides,
      anon_sym_board,
      anon_sym_setup,
      anon_sym_rules,
      anon_sym_end,
      anon_sym_turn,
      anon_sym_cards,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
  [610] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(339), 1,
      anon_sym_card,
    ACTIONS(337), 17,
      ts_builtin_sym_end,
      anon_sym_game,
      anon_sym_players,
      anon_sym_sides,
      anon_sym_board,
      anon_sym_setup,
      anon_sym_rules,
      anon_sym_end,
      anon_sym_turn,
      anon_sym_cards,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
  [636] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(194), 1,
      anon_sym_card,
    ACTIONS(196), 17,
      ts_builtin_sym_end,
      anon_sym_game,
      anon_sym_players,
      anon_sym_sides,
      anon_sym_board,
      anon_sym_setup,
      anon_sym_rules,
      anon_sym_end,
      anon_sym_turn,
      anon_sym_cards,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
  [662] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(343), 1,
      anon_sym_card,
    ACTIONS(341), 17,
      ts_builtin_sym_end,
      anon_sym_game,
      anon_sym_players,
      anon_sym_sides,
      anon_sym_board,
      anon_sym_setup,
      anon_sym_rules,
      anon_sym_end,
      anon_sym_turn,
      anon_sym_cards,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
  [688] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(345), 1,
      anon_sym_RBRACE,
    STATE(45), 3,
      sym_move_statement,
      sym_property_statement,
      aux_sym_piece_block_repeat1,
    ACTIONS(349), 6,
      anon_sym_symbols,
      anon_sym_glyphs,
      anon_sym_promote,
      anon_sym_royal,
      anon_sym_neutral,
      anon_sym_stored,
    ACTIONS(347), 8,
      anon_sym_step,
      anon_sym_slide,
      anon_sym_leap,
      anon_sym_jump,
      anon_sym_along,
      anon_sym_enter,
      anon_sym_castle,
      anon_sym_bear,
  [718] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(353), 1,
      anon_sym_card,
    ACTIONS(351), 17,
      ts_builtin_sym_end,
      anon_sym_game,
      anon_sym_players,
      anon_sym_sides,
      anon_sym_board,
      anon_sym_setup,
      anon_sym_rules,
      anon_sym_end,
      anon_sym_turn,
      anon_sym_cards,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
  [744] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(357), 1,
      anon_sym_card,
    ACTIONS(355), 17,
      ts_builtin_sym_end,
      anon_sym_game,
      anon_sym_players,
      anon_sym_sides,
      anon_sym_board,
      anon_sym_setup,
      anon_sym_rules,
      anon_sym_end,
      anon_sym_turn,
      anon_sym_cards,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
  [770] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(198), 1,
      anon_sym_card,
    ACTIONS(200), 17,
      ts_builtin_sym_end,
      anon_sym_game,
      anon_sym_players,
      anon_sym_sides,
      anon_sym_board,
      anon_sym_setup,
      anon_sym_rules,
      anon_sym_end,
      anon_sym_turn,
      anon_sym_cards,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
  [796] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(361), 1,
      anon_sym_card,
    ACTIONS(359), 17,
      ts_builtin_sym_end,
      anon_sym_game,
      anon_sym_players,
      anon_sym_sides,
      anon_sym_board,
      anon_sym_setup,
      anon_sym_rules,
      anon_sym_end,
      anon_sym_turn,
      anon_sym_cards,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
  [822] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(363), 1,
      anon_sym_RBRACE,
    STATE(55), 3,
      sym_move_statement,
      sym_property_statement,
      aux_sym_piece_block_repeat1,
    ACTIONS(349), 6,
      anon_sym_symbols,
      anon_sym_glyphs,
      anon_sym_promote,
      anon_sym_royal,
      anon_sym_neutral,
      anon_sym_stored,
    ACTIONS(347), 8,
      anon_sym_step,
      anon_sym_slide,
      anon_sym_leap,
      anon_sym_jump,
      anon_sym_along,
      anon_sym_enter,
      anon_sym_castle,
      anon_sym_bear,
  [852] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(367), 1,
      anon_sym_card,
    ACTIONS(365), 17,
      ts_builtin_sym_end,
      anon_sym_game,
      anon_sym_players,
      anon_sym_sides,
      anon_sym_board,
      anon_sym_setup,
      anon_sym_rules,
      anon_sym_end,
      anon_sym_turn,
      anon_sym_cards,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
  [878] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(371), 1,
      anon_sym_card,
    ACTIONS(369), 17,
      ts_builtin_sym_end,
      anon_sym_game,
      anon_sym_players,
      anon_sym_sides,
      anon_sym_board,
      anon_sym_setup,
      anon_sym_rules,
      anon_sym_end,
      anon_sym_turn,
      anon_sym_cards,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
  [904] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(375), 1,
      anon_sym_card,
    ACTIONS(373), 17,
      ts_builtin_sym_end,
      anon_sym_game,
      anon_sym_players,
      anon_sym_sides,
      anon_sym_board,
      anon_sym_setup,
      anon_sym_rules,
      anon_sym_end,
      anon_sym_turn,
      anon_sym_cards,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
  [930] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(379), 1,
      anon_sym_card,
    ACTIONS(377), 17,
      ts_builtin_sym_end,
      anon_sym_game,
      anon_sym_players,
      anon_sym_sides,
      anon_sym_board,
      anon_sym_setup,
      anon_sym_rules,
      anon_sym_end,
      anon_sym_turn,
      anon_sym_cards,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
  [956] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(383), 1,
      anon_sym_card,
    ACTIONS(381), 17,
      ts_builtin_sym_end,
      anon_sym_game,
      anon_sym_players,
      anon_sym_sides,
      anon_sym_board,
      anon_sym_setup,
      anon_sym_rules,
      anon_sym_end,
      anon_sym_turn,
      anon_sym_cards,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
  [982] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(387), 1,
      anon_sym_card,
    ACTIONS(385), 17,
      ts_builtin_sym_end,
      anon_sym_game,
      anon_sym_players,
      anon_sym_sides,
      anon_sym_board,
      anon_sym_setup,
      anon_sym_rules,
      anon_sym_end,
      anon_sym_turn,
      anon_sym_cards,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
  [1008] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(391), 1,
      anon_sym_card,
    ACTIONS(389), 17,
      ts_builtin_sym_end,
      anon_sym_game,
      anon_sym_players,
      anon_sym_sides,
      anon_sym_board,
      anon_sym_setup,
      anon_sym_rules,
      anon_sym_end,
      anon_sym_turn,
      anon_sym_cards,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
  [1034] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(395), 1,
      anon_sym_card,
    ACTIONS(393), 17,
      ts_builtin_sym_end,
      anon_sym_game,
      anon_sym_players,
      anon_sym_sides,
      anon_sym_board,
      anon_sym_setup,
      anon_sym_rules,
      anon_sym_end,
      anon_sym_turn,
      anon_sym_cards,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
  [1060] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(399), 1,
      anon_sym_card,
    ACTIONS(397), 17,
      ts_builtin_sym_end,
      anon_sym_game,
      anon_sym_players,
      anon_sym_sides,
      anon_sym_board,
      anon_sym_setup,
      anon_sym_rules,
      anon_sym_end,
      anon_sym_turn,
      anon_sym_cards,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
  [1086] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(401), 1,
      anon_sym_RBRACE,
    STATE(55), 3,
      sym_move_statement,
      sym_property_statement,
      aux_sym_piece_block_repeat1,
    ACTIONS(406), 6,
      anon_sym_symbols,
      anon_sym_glyphs,
      anon_sym_promote,
      anon_sym_royal,
      anon_sym_neutral,
      anon_sym_stored,
    ACTIONS(403), 8,
      anon_sym_step,
      anon_sym_slide,
      anon_sym_leap,
      anon_sym_jump,
      anon_sym_along,
      anon_sym_enter,
      anon_sym_castle,
      anon_sym_bear,
  [1116] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(411), 1,
      anon_sym_card,
    ACTIONS(409), 17,
      ts_builtin_sym_end,
      anon_sym_game,
      anon_sym_players,
      anon_sym_sides,
      anon_sym_board,
      anon_sym_setup,
      anon_sym_rules,
      anon_sym_end,
      anon_sym_turn,
      anon_sym_cards,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
  [1142] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(415), 1,
      anon_sym_card,
    ACTIONS(413), 17,
      ts_builtin_sym_end,
      anon_sym_game,
      anon_sym_players,
      anon_sym_sides,
      anon_sym_board,
      anon_sym_setup,
      anon_sym_rules,
      anon_sym_end,
      anon_sym_turn,
      anon_sym_cards,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
  [1168] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(419), 1,
      anon_sym_card,
    ACTIONS(417), 17,
      ts_builtin_sym_end,
      anon_sym_game,
      anon_sym_players,
      anon_sym_sides,
      anon_sym_board,
      anon_sym_setup,
      anon_sym_rules,
      anon_sym_end,
      anon_sym_turn,
      anon_sym_cards,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
  [1194] = 8,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(421), 1,
      sym_name,
    STATE(58), 1,
      sym_region,
    ACTIONS(271), 2,
      anon_sym_rank,
      anon_sym_file,
    ACTIONS(273), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(423), 2,
      anon_sym_COMMA,
      sym_integer,
    STATE(24), 2,
      sym_operator,
      aux_sym_region_repeat1,
    ACTIONS(267), 6,
      anon_sym_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_BANG_EQ,
      anon_sym_DOT_DOT,
      anon_sym_PIPE,
  [1228] = 8,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(421), 1,
      sym_name,
    STATE(46), 1,
      sym_region,
    ACTIONS(271), 2,
      anon_sym_rank,
      anon_sym_file,
    ACTIONS(273), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(423), 2,
      anon_sym_COMMA,
      sym_integer,
    STATE(24), 2,
      sym_operator,
      aux_sym_region_repeat1,
    ACTIONS(267), 6,
      anon_sym_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_BANG_EQ,
      anon_sym_DOT_DOT,
      anon_sym_PIPE,
  [1262] = 8,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(421), 1,
      sym_name,
    STATE(56), 1,
      sym_region,
    ACTIONS(271), 2,
      anon_sym_rank,
      anon_sym_file,
    ACTIONS(273), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(423), 2,
      anon_sym_COMMA,
      sym_integer,
    STATE(24), 2,
      sym_operator,
      aux_sym_region_repeat1,
    ACTIONS(267), 6,
      anon_sym_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_BANG_EQ,
      anon_sym_DOT_DOT,
      anon_sym_PIPE,
  [1296] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(425), 1,
      anon_sym_COLON,
    ACTIONS(427), 1,
      anon_sym_LBRACE,
    STATE(39), 1,
      sym_block,
  [1309] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(427), 1,
      anon_sym_LBRACE,
    STATE(48), 1,
      sym_block,
  [1319] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(427), 1,
      anon_sym_LBRACE,
    STATE(36), 1,
      sym_block,
  [1329] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(427), 1,
      anon_sym_LBRACE,
    STATE(47), 1,
      sym_block,
  [1339] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(427), 1,
      anon_sym_LBRACE,
    STATE(57), 1,
      sym_block,
  [1349] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(427), 1,
      anon_sym_LBRACE,
    STATE(51), 1,
      sym_block,
  [1359] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(427), 1,
      anon_sym_LBRACE,
    STATE(52), 1,
      sym_block,
  [1369] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(429), 1,
      anon_sym_COLON,
    ACTIONS(431), 1,
      anon_sym_loop,
  [1379] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(427), 1,
      anon_sym_LBRACE,
    STATE(50), 1,
      sym_block,
  [1389] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(427), 1,
      anon_sym_LBRACE,
    STATE(53), 1,
      sym_block,
  [1399] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(433), 1,
      anon_sym_LBRACE,
    STATE(41), 1,
      sym_piece_block,
  [1409] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(427), 1,
      anon_sym_LBRACE,
    STATE(35), 1,
      sym_block,
  [1419] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(427), 1,
      anon_sym_LBRACE,
    STATE(49), 1,
      sym_block,
  [1429] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(435), 1,
      sym_string,
  [1436] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(437), 1,
      sym_string,
  [1443] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(439), 1,
      sym_name,
  [1450] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(441), 1,
      sym_name,
  [1457] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(443), 1,
      sym_name,
  [1464] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(445), 1,
      sym_name,
  [1471] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(447), 1,
      sym_name,
  [1478] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(449), 1,
      anon_sym_COLON,
  [1485] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(451), 1,
      sym_name,
  [1492] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(453), 1,
      sym_name,
  [1499] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(455), 1,
      sym_name,
  [1506] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(457), 1,
      sym_name,
  [1513] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(459), 1,
      anon_sym_EQ,
  [1520] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(461), 1,
      sym_name,
  [1527] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(463), 1,
      sym_name,
  [1534] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(465), 1,
      ts_builtin_sym_end,
  [1541] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(467), 1,
      anon_sym_from,
};

static const uint32_t ts_small_parse_table_map[] = {
  [SMALL_STATE(22)] = 0,
  [SMALL_STATE(23)] = 79,
  [SMALL_STATE(24)] = 158,
  [SMALL_STATE(25)] = 211,
  [SMALL_STATE(26)] = 264,
  [SMALL_STATE(27)] = 303,
  [SMALL_STATE(28)] = 342,
  [SMALL_STATE(29)] = 374,
  [SMALL_STATE(30)] = 406,
  [SMALL_STATE(31)] = 438,
  [SMALL_STATE(32)] = 470,
  [SMALL_STATE(33)] = 502,
  [SMALL_STATE(34)] = 529,
  [SMALL_STATE(35)] = 558,
  [SMALL_STATE(36)] = 584,
  [SMALL_STATE(37)] = 610,
  [SMALL_STATE(38)] = 636,
  [SMALL_STATE(39)] = 662,
  [SMALL_STATE(40)] = 688,
  [SMALL_STATE(41)] = 718,
  [SMALL_STATE(42)] = 744,
  [SMALL_STATE(43)] = 770,
  [SMALL_STATE(44)] = 796,
  [SMALL_STATE(45)] = 822,
  [SMALL_STATE(46)] = 852,
  [SMALL_STATE(47)] = 878,
  [SMALL_STATE(48)] = 904,
  [SMALL_STATE(49)] = 930,
  [SMALL_STATE(50)] = 956,
  [SMALL_STATE(51)] = 982,
  [SMALL_STATE(52)] = 1008,
  [SMALL_STATE(53)] = 1034,
  [SMALL_STATE(54)] = 1060,
  [SMALL_STATE(55)] = 1086,
  [SMALL_STATE(56)] = 1116,
  [SMALL_STATE(57)] = 1142,
  [SMALL_STATE(58)] = 1168,
  [SMALL_STATE(59)] = 1194,
  [SMALL_STATE(60)] = 1228,
  [SMALL_STATE(61)] = 1262,
  [SMALL_STATE(62)] = 1296,
  [SMALL_STATE(63)] = 1309,
  [SMALL_STATE(64)] = 1319,
  [SMALL_STATE(65)] = 1329,
  [SMALL_STATE(66)] = 1339,
  [SMALL_STATE(67)] = 1349,
  [SMALL_STATE(68)] = 1359,
  [SMALL_STATE(69)] = 1369,
  [SMALL_STATE(70)] = 1379,
  [SMALL_STATE(71)] = 1389,
  [SMALL_STATE(72)] = 1399,
  [SMALL_STATE(73)] = 1409,
  [SMALL_STATE(74)] = 1419,
  [SMALL_STATE(75)] = 1429,
  [SMALL_STATE(76)] = 1436,
  [SMALL_STATE(77)] = 1443,
  [SMALL_STATE(78)] = 1450,
  [SMALL_STATE(79)] = 1457,
  [SMALL_STATE(80)] = 1464,
  [SMALL_STATE(81)] = 1471,
  [SMALL_STATE(82)] = 1478,
  [SMALL_STATE(83)] = 1485,
  [SMALL_STATE(84)] = 1492,
  [SMALL_STATE(85)] = 1499,
  [SMALL_STATE(86)] = 1506,
  [SMALL_STATE(87)] = 1513,
  [SMALL_STATE(88)] = 1520,
  [SMALL_STATE(89)] = 1527,
  [SMALL_STATE(90)] = 1534,
  [SMALL_STATE(91)] = 1541,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = true}}, SHIFT_EXTRA(),
  [5] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0, 0, 0),
  [7] = {.entry = {.count = 1, .reusable = true}}, SHIFT(76),
  [9] = {.entry = {.count = 1, .reusable = true}}, SHIFT(65),
  [11] = {.entry = {.count = 1, .reusable = true}}, SHIFT(63),
  [13] = {.entry = {.count = 1, .reusable = true}}, SHIFT(74),
  [15] = {.entry = {.count = 1, .reusable = true}}, SHIFT(70),
  [17] = {.entry = {.count = 1, .reusable = true}}, SHIFT(67),
  [19] = {.entry = {.count = 1, .reusable = true}}, SHIFT(68),
  [21] = {.entry = {.count = 1, .reusable = true}}, SHIFT(71),
  [23] = {.entry = {.count = 1, .reusable = true}}, SHIFT(64),
  [25] = {.entry = {.count = 1, .reusable = true}}, SHIFT(78),
  [27] = {.entry = {.count = 1, .reusable = true}}, SHIFT(80),
  [29] = {.entry = {.count = 1, .reusable = true}}, SHIFT(85),
  [31] = {.entry = {.count = 1, .reusable = false}}, SHIFT(86),
  [33] = {.entry = {.count = 1, .reusable = true}}, SHIFT(84),
  [35] = {.entry = {.count = 1, .reusable = true}}, SHIFT(89),
  [37] = {.entry = {.count = 1, .reusable = true}}, SHIFT(81),
  [39] = {.entry = {.count = 1, .reusable = true}}, SHIFT(88),
  [41] = {.entry = {.count = 1, .reusable = false}}, SHIFT(4),
  [43] = {.entry = {.count = 1, .reusable = false}}, SHIFT(17),
  [45] = {.entry = {.count = 1, .reusable = true}}, SHIFT(15),
  [47] = {.entry = {.count = 1, .reusable = true}}, SHIFT(4),
  [49] = {.entry = {.count = 1, .reusable = true}}, SHIFT(6),
  [51] = {.entry = {.count = 1, .reusable = true}}, SHIFT(20),
  [53] = {.entry = {.count = 1, .reusable = true}}, SHIFT(8),
  [55] = {.entry = {.count = 1, .reusable = false}}, SHIFT(15),
  [57] = {.entry = {.count = 1, .reusable = false}}, SHIFT(5),
  [59] = {.entry = {.count = 1, .reusable = true}}, SHIFT(5),
  [61] = {.entry = {.count = 1, .reusable = true}}, SHIFT(38),
  [63] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0), SHIFT_REPEAT(4),
  [66] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0), SHIFT_REPEAT(17),
  [69] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0), SHIFT_REPEAT(15),
  [72] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0), SHIFT_REPEAT(4),
  [75] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0), SHIFT_REPEAT(6),
  [78] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0),
  [80] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0), SHIFT_REPEAT(8),
  [83] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0), SHIFT_REPEAT(15),
  [86] = {.entry = {.count = 1, .reusable = true}}, SHIFT(43),
  [88] = {.entry = {.count = 1, .reusable = false}}, SHIFT(2),
  [90] = {.entry = {.count = 1, .reusable = true}}, SHIFT(2),
  [92] = {.entry = {.count = 1, .reusable = true}}, SHIFT(19),
  [94] = {.entry = {.count = 1, .reusable = false}}, SHIFT(9),
  [96] = {.entry = {.count = 1, .reusable = true}}, SHIFT(9),
  [98] = {.entry = {.count = 1, .reusable = true}}, SHIFT(18),
  [100] = {.entry = {.count = 1, .reusable = false}}, SHIFT(7),
  [102] = {.entry = {.count = 1, .reusable = true}}, SHIFT(7),
  [104] = {.entry = {.count = 1, .reusable = true}}, SHIFT(16),
  [106] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_group_repeat1, 2, 0, 0), SHIFT_REPEAT(9),
  [109] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_group_repeat1, 2, 0, 0), SHIFT_REPEAT(17),
  [112] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_group_repeat1, 2, 0, 0), SHIFT_REPEAT(15),
  [115] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_group_repeat1, 2, 0, 0), SHIFT_REPEAT(9),
  [118] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_group_repeat1, 2, 0, 0), SHIFT_REPEAT(8),
  [121] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_group_repeat1, 2, 0, 0),
  [123] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_group_repeat1, 2, 0, 0), SHIFT_REPEAT(15),
  [126] = {.entry = {.count = 1, .reusable = false}}, SHIFT(14),
  [128] = {.entry = {.count = 1, .reusable = false}}, SHIFT(21),
  [130] = {.entry = {.count = 1, .reusable = true}}, SHIFT(14),
  [132] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_property_statement, 2, 0, 8),
  [134] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_property_statement, 2, 0, 8),
  [136] = {.entry = {.count = 1, .reusable = false}}, SHIFT(10),
  [138] = {.entry = {.count = 1, .reusable = true}}, SHIFT(10),
  [140] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_property_statement, 1, 0, 8),
  [142] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_property_statement, 1, 0, 8),
  [144] = {.entry = {.count = 1, .reusable = false}}, SHIFT(13),
  [146] = {.entry = {.count = 1, .reusable = true}}, SHIFT(13),
  [148] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_move_statement, 1, 0, 7),
  [150] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_move_statement, 1, 0, 7),
  [152] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_move_statement, 2, 0, 7),
  [154] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_move_statement, 2, 0, 7),
  [156] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(14),
  [159] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(21),
  [162] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(15),
  [165] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(14),
  [168] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0),
  [170] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0),
  [172] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(8),
  [175] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(15),
  [178] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_operator, 1, 0, 0),
  [180] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_operator, 1, 0, 0),
  [182] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_group, 2, 0, 0),
  [184] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_group, 2, 0, 0),
  [186] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_keyword, 1, 0, 0),
  [188] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_keyword, 1, 0, 0),
  [190] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_group, 3, 0, 0),
  [192] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_group, 3, 0, 0),
  [194] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_block, 2, 0, 0),
  [196] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_block, 2, 0, 0),
  [198] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_block, 3, 0, 0),
  [200] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_block, 3, 0, 0),
  [202] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__statement_part, 1, 0, 6),
  [204] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__statement_part, 1, 0, 6),
  [206] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 0),
  [208] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [210] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(76),
  [213] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(65),
  [216] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(63),
  [219] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(74),
  [222] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(70),
  [225] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(67),
  [228] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(68),
  [231] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(71),
  [234] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(64),
  [237] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(78),
  [240] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(80),
  [243] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(85),
  [246] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(86),
  [249] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(84),
  [252] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(89),
  [255] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(81),
  [258] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(88),
  [261] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_region, 1, 0, 0),
  [263] = {.entry = {.count = 1, .reusable = false}}, SHIFT(25),
  [265] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_region, 1, 0, 0),
  [267] = {.entry = {.count = 1, .reusable = true}}, SHIFT(27),
  [269] = {.entry = {.count = 1, .reusable = true}}, SHIFT(25),
  [271] = {.entry = {.count = 1, .reusable = false}}, SHIFT(26),
  [273] = {.entry = {.count = 1, .reusable = false}}, SHIFT(27),
  [275] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_region_repeat1, 2, 0, 0),
  [277] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_region_repeat1, 2, 0, 0), SHIFT_REPEAT(25),
  [280] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_region_repeat1, 2, 0, 0),
  [282] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_region_repeat1, 2, 0, 0), SHIFT_REPEAT(27),
  [285] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_region_repeat1, 2, 0, 0), SHIFT_REPEAT(25),
  [288] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_region_repeat1, 2, 0, 0), SHIFT_REPEAT(26),
  [291] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_region_repeat1, 2, 0, 0), SHIFT_REPEAT(27),
  [294] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_region_repeat1, 1, 0, 6),
  [296] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_region_repeat1, 1, 0, 6),
  [298] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_directions_item, 4, 0, 3),
  [300] = {.entry = {.count = 1, .reusable = true}}, SHIFT(79),
  [302] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_directions_item, 4, 0, 3),
  [304] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_directions_item_repeat1, 2, 0, 0),
  [306] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_directions_item_repeat1, 2, 0, 0), SHIFT_REPEAT(79),
  [309] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_directions_item_repeat1, 2, 0, 0),
  [311] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_counters_item, 2, 0, 0),
  [313] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_counters_item, 2, 0, 0),
  [315] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_directions_item, 5, 0, 3),
  [317] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_directions_item, 5, 0, 3),
  [319] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_counters_item, 3, 0, 0),
  [321] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_counters_item, 3, 0, 0),
  [323] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_game_item, 2, 0, 1),
  [325] = {.entry = {.count = 1, .reusable = true}}, SHIFT(75),
  [327] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_game_item, 2, 0, 1),
  [329] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_card_item, 3, 0, 4),
  [331] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_card_item, 3, 0, 4),
  [333] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_cards_item, 2, 0, 2),
  [335] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_cards_item, 2, 0, 2),
  [337] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_store_item, 2, 0, 3),
  [339] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_store_item, 2, 0, 3),
  [341] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_zone_item, 3, 0, 4),
  [343] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_zone_item, 3, 0, 4),
  [345] = {.entry = {.count = 1, .reusable = true}}, SHIFT(44),
  [347] = {.entry = {.count = 1, .reusable = true}}, SHIFT(12),
  [349] = {.entry = {.count = 1, .reusable = true}}, SHIFT(11),
  [351] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_piece_item, 3, 0, 4),
  [353] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_piece_item, 3, 0, 4),
  [355] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_game_item, 4, 0, 5),
  [357] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_game_item, 4, 0, 5),
  [359] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_piece_block, 2, 0, 0),
  [361] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_piece_block, 2, 0, 0),
  [363] = {.entry = {.count = 1, .reusable = true}}, SHIFT(54),
  [365] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_track_item, 4, 0, 3),
  [367] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_track_item, 4, 0, 3),
  [369] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_players_item, 2, 0, 2),
  [371] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_players_item, 2, 0, 2),
  [373] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_sides_item, 2, 0, 2),
  [375] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_sides_item, 2, 0, 2),
  [377] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_board_item, 2, 0, 2),
  [379] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_board_item, 2, 0, 2),
  [381] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_setup_item, 2, 0, 2),
  [383] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_setup_item, 2, 0, 2),
  [385] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_rules_item, 2, 0, 2),
  [387] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_rules_item, 2, 0, 2),
  [389] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_end_item, 2, 0, 2),
  [391] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_end_item, 2, 0, 2),
  [393] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_turn_item, 2, 0, 2),
  [395] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_turn_item, 2, 0, 2),
  [397] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_piece_block, 3, 0, 0),
  [399] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_piece_block, 3, 0, 0),
  [401] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_piece_block_repeat1, 2, 0, 0),
  [403] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_piece_block_repeat1, 2, 0, 0), SHIFT_REPEAT(12),
  [406] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_piece_block_repeat1, 2, 0, 0), SHIFT_REPEAT(11),
  [409] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_track_item, 5, 0, 9),
  [411] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_track_item, 5, 0, 9),
  [413] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_branch_item, 5, 0, 10),
  [415] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_branch_item, 5, 0, 10),
  [417] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_zone_item, 4, 0, 3),
  [419] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_zone_item, 4, 0, 3),
  [421] = {.entry = {.count = 1, .reusable = false}}, SHIFT(24),
  [423] = {.entry = {.count = 1, .reusable = true}}, SHIFT(24),
  [425] = {.entry = {.count = 1, .reusable = true}}, SHIFT(59),
  [427] = {.entry = {.count = 1, .reusable = true}}, SHIFT(3),
  [429] = {.entry = {.count = 1, .reusable = true}}, SHIFT(60),
  [431] = {.entry = {.count = 1, .reusable = true}}, SHIFT(82),
  [433] = {.entry = {.count = 1, .reusable = true}}, SHIFT(40),
  [435] = {.entry = {.count = 1, .reusable = true}}, SHIFT(42),
  [437] = {.entry = {.count = 1, .reusable = true}}, SHIFT(34),
  [439] = {.entry = {.count = 1, .reusable = true}}, SHIFT(28),
  [441] = {.entry = {.count = 1, .reusable = true}}, SHIFT(87),
  [443] = {.entry = {.count = 1, .reusable = true}}, SHIFT(33),
  [445] = {.entry = {.count = 1, .reusable = true}}, SHIFT(62),
  [447] = {.entry = {.count = 1, .reusable = true}}, SHIFT(91),
  [449] = {.entry = {.count = 1, .reusable = true}}, SHIFT(61),
  [451] = {.entry = {.count = 1, .reusable = true}}, SHIFT(66),
  [453] = {.entry = {.count = 1, .reusable = true}}, SHIFT(30),
  [455] = {.entry = {.count = 1, .reusable = true}}, SHIFT(72),
  [457] = {.entry = {.count = 1, .reusable = true}}, SHIFT(73),
  [459] = {.entry = {.count = 1, .reusable = true}}, SHIFT(77),
  [461] = {.entry = {.count = 1, .reusable = true}}, SHIFT(37),
  [463] = {.entry = {.count = 1, .reusable = true}}, SHIFT(69),
  [465] = {.entry = {.count = 1, .reusable = true}},  ACCEPT_INPUT(),
  [467] = {.entry = {.count = 1, .reusable = true}}, SHIFT(83),
};

#ifdef __cplusplus
extern "C" {
#endif
#ifdef TREE_SITTER_HIDE_SYMBOLS
#define TS_PUBLIC
#elif defined(_WIN32)
#define TS_PUBLIC __declspec(dllexport)
#else
#define TS_PUBLIC __attribute__((visibility("default")))
#endif

TS_PUBLIC const TSLanguage *tree_sitter_ludus(void) {
  static const TSLanguage language = {
    .version = LANGUAGE_VERSION,
    .symbol_count = SYMBOL_COUNT,
    .alias_count = ALIAS_COUNT,
    .token_count = TOKEN_COUNT,
    .external_token_count = EXTERNAL_TOKEN_COUNT,
    .state_count = STATE_COUNT,
    .large_state_count = LARGE_STATE_COUNT,
    .production_id_count = PRODUCTION_ID_COUNT,
    .field_count = FIELD_COUNT,
    .max_alias_sequence_length = MAX_ALIAS_SEQUENCE_LENGTH,
    .parse_table = &ts_parse_table[0][0],
    .small_parse_table = ts_small_parse_table,
    .small_parse_table_map = ts_small_parse_table_map,
    .parse_actions = ts_parse_actions,
    .symbol_names = ts_symbol_names,
    .field_names = ts_field_names,
    .field_map_slices = ts_field_map_slices,
    .field_map_entries = ts_field_map_entries,
    .symbol_metadata = ts_symbol_metadata,
    .public_symbol_map = ts_symbol_map,
    .alias_map = ts_non_terminal_alias_map,
    .alias_sequences = &ts_alias_sequences[0][0],
    .lex_modes = ts_lex_modes,
    .lex_fn = ts_lex,
    .keyword_lex_fn = ts_lex_keywords,
    .keyword_capture_token = sym_name,
    .primary_state_ids = ts_primary_state_ids,
  };
  return &language;
}
#ifdef __cplusplus
}
#endif
