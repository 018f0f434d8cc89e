#include "tree_sitter/parser.h"

#if defined(__GNUC__) || defined(__clang__)
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
#endif

#define LANGUAGE_VERSION 14
#define STATE_COUNT 96
#define LARGE_STATE_COUNT 22
#define SYMBOL_COUNT 191
#define ALIAS_COUNT 1
#define TOKEN_COUNT 154
#define EXTERNAL_TOKEN_COUNT 0
#define FIELD_COUNT 6
#define MAX_ALIAS_SEQUENCE_LENGTH 5
#define PRODUCTION_ID_COUNT 12

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
  anon_sym_remove = 25,
  anon_sym_rank = 26,
  anon_sym_file = 27,
  anon_sym_LBRACE = 28,
  anon_sym_RBRACE = 29,
  anon_sym_step = 30,
  anon_sym_slide = 31,
  anon_sym_leap = 32,
  anon_sym_jump = 33,
  anon_sym_hop = 34,
  anon_sym_along = 35,
  anon_sym_enter = 36,
  anon_sym_castle = 37,
  anon_sym_bear = 38,
  anon_sym_symbols = 39,
  anon_sym_glyphs = 40,
  anon_sym_promote = 41,
  anon_sym_royal = 42,
  anon_sym_neutral = 43,
  anon_sym_stored = 44,
  anon_sym_grid = 45,
  anon_sym_cells = 46,
  anon_sym_numbers = 47,
  anon_sym_by = 48,
  anon_sym_to = 49,
  anon_sym_over = 50,
  anon_sym_chained = 51,
  anon_sym_on = 52,
  anon_sym_ends = 53,
  anon_sym_move = 54,
  anon_sym_mandatory = 55,
  anon_sym_no = 56,
  anon_sym_repetition = 57,
  anon_sym_plies = 58,
  anon_sym_since = 59,
  anon_sym_stacks = 60,
  anon_sym_unlimited = 61,
  anon_sym_onto = 62,
  anon_sym_lift = 63,
  anon_sym_if = 64,
  anon_sym_and = 65,
  anon_sym_or = 66,
  anon_sym_not = 67,
  anon_sym_below = 68,
  anon_sym_is = 69,
  anon_sym_in = 70,
  anon_sym_height = 71,
  anon_sym_count = 72,
  anon_sym_showing = 73,
  anon_sym_pieces = 74,
  anon_sym_off = 75,
  anon_sym_after = 76,
  anon_sym_stack = 77,
  anon_sym_max = 78,
  anon_sym_exactly = 79,
  anon_sym_passing = 80,
  anon_sym_flying = 81,
  anon_sym_connected = 82,
  anon_sym_within = 83,
  anon_sym_avoiding = 84,
  anon_sym_stopping = 85,
  anon_sym_actions = 86,
  anon_sym_until = 87,
  anon_sym_at = 88,
  anon_sym_most = 89,
  anon_sym_steal = 90,
  anon_sym_adjacent = 91,
  anon_sym_enters = 92,
  anon_sym_when = 93,
  anon_sym_add = 94,
  anon_sym_clear = 95,
  anon_sym_reset = 96,
  anon_sym_place = 97,
  anon_sym_of = 98,
  anon_sym_into = 99,
  anon_sym_team = 100,
  anon_sym_copies = 101,
  anon_sym_deal = 102,
  anon_sym_each = 103,
  anon_sym_hands = 104,
  anon_sym_as = 105,
  anon_sym_control = 106,
  anon_sym_skip = 107,
  anon_sym_swap = 108,
  anon_sym_partner = 109,
  anon_sym_split = 110,
  anon_sym_pass = 111,
  anon_sym_then = 112,
  anon_sym_play = 113,
  anon_sym_again = 114,
  anon_sym_cancel = 115,
  anon_sym_for = 116,
  anon_sym_replay = 117,
  anon_sym_stay = 118,
  anon_sym_exchange = 119,
  anon_sym_with = 120,
  anon_sym_announce = 121,
  anon_sym_deeper = 122,
  anon_sym_score = 123,
  anon_sym_attacked = 124,
  anon_sym_long = 125,
  anon_sym_reversing = 126,
  anon_sym_once = 127,
  anon_sym_continue = 128,
  anon_sym_merge = 129,
  anon_sym_same = 130,
  anon_sym_captures = 131,
  anon_sym_falling = 132,
  anon_sym_line = 133,
  anon_sym_moves = 134,
  anon_sym_flipping = 135,
  anon_sym_next = 136,
  anon_sym_claim = 137,
  anon_sym_moved = 138,
  anon_sym_en_DASHpassant = 139,
  anon_sym_hand = 140,
  anon_sym_counter = 141,
  anon_sym_LPAREN = 142,
  anon_sym_RPAREN = 143,
  anon_sym_LT_EQ = 144,
  anon_sym_GT_EQ = 145,
  anon_sym_BANG_EQ = 146,
  anon_sym_LT = 147,
  anon_sym_GT = 148,
  anon_sym_DOT_DOT = 149,
  anon_sym_PIPE = 150,
  sym_integer = 151,
  sym_string = 152,
  sym_comment = 153,
  sym_source_file = 154,
  sym__item = 155,
  sym_game_item = 156,
  sym_players_item = 157,
  sym_sides_item = 158,
  sym_board_item = 159,
  sym_setup_item = 160,
  sym_rules_item = 161,
  sym_end_item = 162,
  sym_turn_item = 163,
  sym_cards_item = 164,
  sym_directions_item = 165,
  sym_zone_item = 166,
  sym_piece_item = 167,
  sym_card_item = 168,
  sym_counters_item = 169,
  sym_track_item = 170,
  sym_branch_item = 171,
  sym_store_item = 172,
  sym_remove_item = 173,
  sym_region = 174,
  sym_piece_block = 175,
  sym_move_statement = 176,
  sym_property_statement = 177,
  sym__statement_part = 178,
  sym_group = 179,
  sym_block = 180,
  sym__token = 181,
  sym_keyword = 182,
  sym_operator = 183,
  aux_sym_source_file_repeat1 = 184,
  aux_sym_directions_item_repeat1 = 185,
  aux_sym_region_repeat1 = 186,
  aux_sym_piece_block_repeat1 = 187,
  aux_sym_move_statement_repeat1 = 188,
  aux_sym_group_repeat1 = 189,
  aux_sym_block_repeat1 = 190,
  alias_sym_move_keyword = 191,
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
  [anon_sym_remove] = "remove",
  [anon_sym_rank] = "rank",
  [anon_sym_file] = "file",
  [anon_sym_LBRACE] = "{",
  [anon_sym_RBRACE] = "}",
  [anon_sym_step] = "step",
  [anon_sym_slide] = "slide",
  [anon_sym_leap] = "leap",
  [anon_sym_jump] = "jump",
  [anon_sym_hop] = "hop",
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
  [sym_remove_item] = "remove_item",
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
  [anon_sym_remove] = anon_sym_remove,
  [anon_sym_rank] = anon_sym_rank,
  [anon_sym_file] = anon_sym_file,
  [anon_sym_LBRACE] = anon_sym_LBRACE,
  [anon_sym_RBRACE] = anon_sym_RBRACE,
  [anon_sym_step] = anon_sym_step,
  [anon_sym_slide] = anon_sym_slide,
  [anon_sym_leap] = anon_sym_leap,
  [anon_sym_jump] = anon_sym_jump,
  [anon_sym_hop] = anon_sym_hop,
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
  [sym_remove_item] = sym_remove_item,
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
  [anon_sym_remove] = {
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
  [anon_sym_hop] = {
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
  [sym_remove_item] = {
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
  [5] = {.index = 5, .length = 1},
  [6] = {.index = 6, .length = 2},
  [8] = {.index = 8, .length = 1},
  [9] = {.index = 8, .length = 1},
  [10] = {.index = 2, .length = 1},
  [11] = {.index = 9, .length = 3},
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
    {field_kind, 1},
  [6] =
    {field_parent, 3},
    {field_title, 1},
  [8] =
    {field_kind, 0},
  [9] =
    {field_body, 4},
    {field_name, 1},
    {field_track, 3},
};

static const TSSymbol ts_alias_sequences[PRODUCTION_ID_COUNT][MAX_ALIAS_SEQUENCE_LENGTH] = {
  [0] = {0},
  [5] = {
    [1] = sym_keyword,
  },
  [7] = {
    [0] = sym_keyword,
  },
  [8] = {
    [0] = alias_sym_move_keyword,
  },
  [9] = {
    [0] = sym_keyword,
  },
  [10] = {
    [2] = sym_keyword,
  },
  [11] = {
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
  [3] = 2,
  [4] = 4,
  [5] = 5,
  [6] = 4,
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
  [27] = 17,
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
  [38] = 38,
  [39] = 19,
  [40] = 40,
  [41] = 41,
  [42] = 42,
  [43] = 43,
  [44] = 20,
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
  [92] = 92,
  [93] = 93,
  [94] = 94,
  [95] = 95,
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
      if (lookahead == 'o') ADVANCE(55);
      END_STATE();
    case 9:
      if (lookahead == 'f') ADVANCE(56);
      if (lookahead == 'n') ADVANCE(57);
      if (lookahead == 's') ADVANCE(58);
      END_STATE();
    case 10:
      if (lookahead == 'u') ADVANCE(59);
      END_STATE();
    case 11:
      if (lookahead == 'e') ADVANCE(60);
      if (lookahead == 'i') ADVANCE(61);
      if (lookahead == 'o') ADVANCE(62);
      END_STATE();
    case 12:
      if (lookahead == 'a') ADVANCE(63);
      if (lookahead == 'e') ADVANCE(64);
      if (lookahead == 'o') ADVANCE(65);
      END_STATE();
    case 13:
      if (lookahead == 'e') ADVANCE(66);
      if (lookahead == 'o') ADVANCE(67);
      if (lookahead == 'u') ADVANCE(68);
      END_STATE();
    case 14:
      if (lookahead == 'f') ADVANCE(69);
      if (lookahead == 'n') ADVANCE(70);
      if (lookahead == 'r') ADVANCE(71);
      if (lookahead == 'v') ADVANCE(72);
      END_STATE();
    case 15:
      if (lookahead == 'a') ADVANCE(73);
      if (lookahead == 'i') ADVANCE(74);
      if (lookahead == 'l') ADVANCE(75);
      if (lookahead == 'r') ADVANCE(76);
      END_STATE();
    case 16:
      if (lookahead == 'a') ADVANCE(77);
      if (lookahead == 'e') ADVANCE(78);
      if (lookahead == 'o') ADVANCE(79);
      if (lookahead == 'u') ADVANCE(80);
      END_STATE();
    case 17:
      ADVANCE_MAP(
        'a', 81,
        'c', 82,
        'e', 83,
        'h', 84,
        'i', 85,
        'k', 86,
        'l', 87,
        'p', 88,
        't', 89,
        'w', 90,
        'y', 91,
      );
      END_STATE();
    case 18:
      if (lookahead == 'e') ADVANCE(92);
      if (lookahead == 'h') ADVANCE(93);
      if (lookahead == 'o') ADVANCE(94);
      if (lookahead == 'r') ADVANCE(95);
      if (lookahead == 'u') ADVANCE(96);
      END_STATE();
    case 19:
      if (lookahead == 'n') ADVANCE(97);
      END_STATE();
    case 20:
      if (lookahead == 'h') ADVANCE(98);
      if (lookahead == 'i') ADVANCE(99);
      END_STATE();
    case 21:
      if (lookahead == 'o') ADVANCE(100);
      END_STATE();
    case 22:
      if (lookahead == 't') ADVANCE(101);
      END_STATE();
    case 23:
      if (lookahead == 'd') ADVANCE(102);
      if (lookahead == 'j') ADVANCE(103);
      END_STATE();
    case 24:
      if (lookahead == 't') ADVANCE(104);
      END_STATE();
    case 25:
      if (lookahead == 'a') ADVANCE(105);
      END_STATE();
    case 26:
      if (lookahead == 'o') ADVANCE(106);
      END_STATE();
    case 27:
      if (lookahead == 'd') ADVANCE(107);
      if (lookahead == 'n') ADVANCE(108);
      END_STATE();
    case 28:
      ACCEPT_TOKEN(anon_sym_as);
      END_STATE();
    case 29:
      ACCEPT_TOKEN(anon_sym_at);
      if (lookahead == 't') ADVANCE(109);
      END_STATE();
    case 30:
      if (lookahead == 'o') ADVANCE(110);
      END_STATE();
    case 31:
      if (lookahead == 'a') ADVANCE(111);
      if (lookahead == 'l') ADVANCE(112);
      END_STATE();
    case 32:
      if (lookahead == 'a') ADVANCE(113);
      END_STATE();
    case 33:
      if (lookahead == 'a') ADVANCE(114);
      END_STATE();
    case 34:
      ACCEPT_TOKEN(anon_sym_by);
      END_STATE();
    case 35:
      if (lookahead == 'n') ADVANCE(115);
      if (lookahead == 'p') ADVANCE(116);
      if (lookahead == 'r') ADVANCE(117);
      if (lookahead == 's') ADVANCE(118);
      END_STATE();
    case 36:
      if (lookahead == 'l') ADVANCE(119);
      END_STATE();
    case 37:
      if (lookahead == 'a') ADVANCE(120);
      END_STATE();
    case 38:
      if (lookahead == 'a') ADVANCE(121);
      if (lookahead == 'e') ADVANCE(122);
      END_STATE();
    case 39:
      if (lookahead == 'n') ADVANCE(123);
      if (lookahead == 'p') ADVANCE(124);
      if (lookahead == 'u') ADVANCE(125);
      END_STATE();
    case 40:
      if (lookahead == 'a') ADVANCE(126);
      if (lookahead == 'e') ADVANCE(127);
      END_STATE();
    case 41:
      if (lookahead == 'r') ADVANCE(128);
      END_STATE();
    case 42:
      if (lookahead == 'c') ADVANCE(129);
      END_STATE();
    case 43:
      if (lookahead == '-') ADVANCE(130);
      if (lookahead == 'd') ADVANCE(131);
      if (lookahead == 't') ADVANCE(132);
      END_STATE();
    case 44:
      if (lookahead == 'a') ADVANCE(133);
      if (lookahead == 'c') ADVANCE(134);
      if (lookahead == 't') ADVANCE(135);
      END_STATE();
    case 45:
      if (lookahead == 'l') ADVANCE(136);
      END_STATE();
    case 46:
      if (lookahead == 'l') ADVANCE(137);
      END_STATE();
    case 47:
      if (lookahead == 'i') ADVANCE(138);
      if (lookahead == 'y') ADVANCE(139);
      END_STATE();
    case 48:
      if (lookahead == 'r') ADVANCE(140);
      END_STATE();
    case 49:
      if (lookahead == 'o') ADVANCE(141);
      END_STATE();
    case 50:
      if (lookahead == 'm') ADVANCE(142);
      END_STATE();
    case 51:
      if (lookahead == 'y') ADVANCE(143);
      END_STATE();
    case 52:
      if (lookahead == 'i') ADVANCE(144);
      END_STATE();
    case 53:
      if (lookahead == 'n') ADVANCE(145);
      END_STATE();
    case 54:
      if (lookahead == 'i') ADVANCE(146);
      END_STATE();
    case 55:
      if (lookahead == 'p') ADVANCE(147);
      END_STATE();
    case 56:
      ACCEPT_TOKEN(anon_sym_if);
      END_STATE();
    case 57:
      ACCEPT_TOKEN(anon_sym_in);
      if (lookahead == 't') ADVANCE(148);
      END_STATE();
    case 58:
      ACCEPT_TOKEN(anon_sym_is);
      END_STATE();
    case 59:
      if (lookahead == 'm') ADVANCE(149);
      END_STATE();
    case 60:
      if (lookahead == 'a') ADVANCE(150);
      END_STATE();
    case 61:
      if (lookahead == 'f') ADVANCE(151);
      if (lookahead == 'n') ADVANCE(152);
      END_STATE();
    case 62:
      if (lookahead == 'n') ADVANCE(153);
      if (lookahead == 'o') ADVANCE(154);
      END_STATE();
    case 63:
      if (lookahead == 'n') ADVANCE(155);
      if (lookahead == 'x') ADVANCE(156);
      END_STATE();
    case 64:
      if (lookahead == 'r') ADVANCE(157);
      END_STATE();
    case 65:
      if (lookahead == 's') ADVANCE(158);
      if (lookahead == 'v') ADVANCE(159);
      END_STATE();
    case 66:
      if (lookahead == 'u') ADVANCE(160);
      if (lookahead == 'x') ADVANCE(161);
      END_STATE();
    case 67:
      ACCEPT_TOKEN(anon_sym_no);
      if (lookahead == 't') ADVANCE(162);
      END_STATE();
    case 68:
      if (lookahead == 'm') ADVANCE(163);
      END_STATE();
    case 69:
      ACCEPT_TOKEN(anon_sym_of);
      if (lookahead == 'f') ADVANCE(164);
      END_STATE();
    case 70:
      ACCEPT_TOKEN(anon_sym_on);
      if (lookahead == 'c') ADVANCE(165);
      if (lookahead == 't') ADVANCE(166);
      END_STATE();
    case 71:
      ACCEPT_TOKEN(anon_sym_or);
      END_STATE();
    case 72:
      if (lookahead == 'e') ADVANCE(167);
      END_STATE();
    case 73:
      if (lookahead == 'r') ADVANCE(168);
      if (lookahead == 's') ADVANCE(169);
      END_STATE();
    case 74:
      if (lookahead == 'e') ADVANCE(170);
      END_STATE();
    case 75:
      if (lookahead == 'a') ADVANCE(171);
      if (lookahead == 'i') ADVANCE(172);
      END_STATE();
    case 76:
      if (lookahead == 'o') ADVANCE(173);
      END_STATE();
    case 77:
      if (lookahead == 'n') ADVANCE(174);
      END_STATE();
    case 78:
      if (lookahead == 'm') ADVANCE(175);
      if (lookahead == 'p') ADVANCE(176);
      if (lookahead == 's') ADVANCE(177);
      if (lookahead == 'v') ADVANCE(178);
      END_STATE();
    case 79:
      if (lookahead == 'y') ADVANCE(179);
      END_STATE();
    case 80:
      if (lookahead == 'l') ADVANCE(180);
      END_STATE();
    case 81:
      if (lookahead == 'm') ADVANCE(181);
      END_STATE();
    case 82:
      if (lookahead == 'o') ADVANCE(182);
      END_STATE();
    case 83:
      if (lookahead == 't') ADVANCE(183);
      END_STATE();
    case 84:
      if (lookahead == 'o') ADVANCE(184);
      END_STATE();
    case 85:
      if (lookahead == 'd') ADVANCE(185);
      if (lookahead == 'n') ADVANCE(186);
      END_STATE();
    case 86:
      if (lookahead == 'i') ADVANCE(187);
      END_STATE();
    case 87:
      if (lookahead == 'i') ADVANCE(188);
      END_STATE();
    case 88:
      if (lookahead == 'l') ADVANCE(189);
      END_STATE();
    case 89:
      if (lookahead == 'a') ADVANCE(190);
      if (lookahead == 'e') ADVANCE(191);
      if (lookahead == 'o') ADVANCE(192);
      END_STATE();
    case 90:
      if (lookahead == 'a') ADVANCE(193);
      END_STATE();
    case 91:
      if (lookahead == 'm') ADVANCE(194);
      END_STATE();
    case 92:
      if (lookahead == 'a') ADVANCE(195);
      END_STATE();
    case 93:
      if (lookahead == 'e') ADVANCE(196);
      END_STATE();
    case 94:
      ACCEPT_TOKEN(anon_sym_to);
      END_STATE();
    case 95:
      if (lookahead == 'a') ADVANCE(197);
      END_STATE();
    case 96:
      if (lookahead == 'r') ADVANCE(198);
      END_STATE();
    case 97:
      if (lookahead == 'l') ADVANCE(199);
      if (lookahead == 't') ADVANCE(200);
      END_STATE();
    case 98:
      if (lookahead == 'e') ADVANCE(201);
      END_STATE();
    case 99:
      if (lookahead == 't') ADVANCE(202);
      END_STATE();
    case 100:
      if (lookahead == 'n') ADVANCE(203);
      END_STATE();
    case 101:
      if (lookahead == 'i') ADVANCE(204);
      END_STATE();
    case 102:
      ACCEPT_TOKEN(anon_sym_add);
      END_STATE();
    case 103:
      if (lookahead == 'a') ADVANCE(205);
      END_STATE();
    case 104:
      if (lookahead == 'e') ADVANCE(206);
      END_STATE();
    case 105:
      if (lookahead == 'i') ADVANCE(207);
      END_STATE();
    case 106:
      if (lookahead == 'n') ADVANCE(208);
      END_STATE();
    case 107:
      ACCEPT_TOKEN(anon_sym_and);
      END_STATE();
    case 108:
      if (lookahead == 'o') ADVANCE(209);
      END_STATE();
    case 109:
      if (lookahead == 'a') ADVANCE(210);
      END_STATE();
    case 110:
      if (lookahead == 'i') ADVANCE(211);
      END_STATE();
    case 111:
      if (lookahead == 'r') ADVANCE(212);
      END_STATE();
    case 112:
      if (lookahead == 'o') ADVANCE(213);
      END_STATE();
    case 113:
      if (lookahead == 'r') ADVANCE(214);
      END_STATE();
    case 114:
      if (lookahead == 'n') ADVANCE(215);
      END_STATE();
    case 115:
      if (lookahead == 'c') ADVANCE(216);
      END_STATE();
    case 116:
      if (lookahead == 't') ADVANCE(217);
      END_STATE();
    case 117:
      if (lookahead == 'd') ADVANCE(218);
      END_STATE();
    case 118:
      if (lookahead == 't') ADVANCE(219);
      END_STATE();
    case 119:
      if (lookahead == 'l') ADVANCE(220);
      END_STATE();
    case 120:
      if (lookahead == 'i') ADVANCE(221);
      END_STATE();
    case 121:
      if (lookahead == 'i') ADVANCE(222);
      END_STATE();
    case 122:
      if (lookahead == 'a') ADVANCE(223);
      END_STATE();
    case 123:
      if (lookahead == 'n') ADVANCE(224);
      if (lookahead == 't') ADVANCE(225);
      END_STATE();
    case 124:
      if (lookahead == 'i') ADVANCE(226);
      END_STATE();
    case 125:
      if (lookahead == 'n') ADVANCE(227);
      END_STATE();
    case 126:
      if (lookahead == 'l') ADVANCE(228);
      END_STATE();
    case 127:
      if (lookahead == 'p') ADVANCE(229);
      END_STATE();
    case 128:
      if (lookahead == 'e') ADVANCE(230);
      END_STATE();
    case 129:
      if (lookahead == 'h') ADVANCE(231);
      END_STATE();
    case 130:
      if (lookahead == 'p') ADVANCE(232);
      END_STATE();
    case 131:
      ACCEPT_TOKEN(anon_sym_end);
      if (lookahead == 's') ADVANCE(233);
      END_STATE();
    case 132:
      if (lookahead == 'e') ADVANCE(234);
      END_STATE();
    case 133:
      if (lookahead == 'c') ADVANCE(235);
      END_STATE();
    case 134:
      if (lookahead == 'h') ADVANCE(236);
      END_STATE();
    case 135:
      if (lookahead == 'e') ADVANCE(237);
      END_STATE();
    case 136:
      if (lookahead == 'l') ADVANCE(238);
      END_STATE();
    case 137:
      if (lookahead == 'e') ADVANCE(239);
      END_STATE();
    case 138:
      if (lookahead == 'p') ADVANCE(240);
      END_STATE();
    case 139:
      if (lookahead == 'i') ADVANCE(241);
      END_STATE();
    case 140:
      ACCEPT_TOKEN(anon_sym_for);
      END_STATE();
    case 141:
      if (lookahead == 'm') ADVANCE(242);
      END_STATE();
    case 142:
      if (lookahead == 'e') ADVANCE(243);
      END_STATE();
    case 143:
      if (lookahead == 'p') ADVANCE(244);
      END_STATE();
    case 144:
      if (lookahead == 'd') ADVANCE(245);
      END_STATE();
    case 145:
      if (lookahead == 'd') ADVANCE(246);
      END_STATE();
    case 146:
      if (lookahead == 'g') ADVANCE(247);
      END_STATE();
    case 147:
      ACCEPT_TOKEN(anon_sym_hop);
      END_STATE();
    case 148:
      if (lookahead == 'o') ADVANCE(248);
      END_STATE();
    case 149:
      if (lookahead == 'p') ADVANCE(249);
      END_STATE();
    case 150:
      if (lookahead == 'p') ADVANCE(250);
      END_STATE();
    case 151:
      if (lookahead == 't') ADVANCE(251);
      END_STATE();
    case 152:
      if (lookahead == 'e') ADVANCE(252);
      END_STATE();
    case 153:
      if (lookahead == 'g') ADVANCE(253);
      END_STATE();
    case 154:
      if (lookahead == 'p') ADVANCE(254);
      END_STATE();
    case 155:
      if (lookahead == 'd') ADVANCE(255);
      END_STATE();
    case 156:
      ACCEPT_TOKEN(anon_sym_max);
      END_STATE();
    case 157:
      if (lookahead == 'g') ADVANCE(256);
      END_STATE();
    case 158:
      if (lookahead == 't') ADVANCE(257);
      END_STATE();
    case 159:
      if (lookahead == 'e') ADVANCE(258);
      END_STATE();
    case 160:
      if (lookahead == 't') ADVANCE(259);
      END_STATE();
    case 161:
      if (lookahead == 't') ADVANCE(260);
      END_STATE();
    case 162:
      ACCEPT_TOKEN(anon_sym_not);
      END_STATE();
    case 163:
      if (lookahead == 'b') ADVANCE(261);
      END_STATE();
    case 164:
      ACCEPT_TOKEN(anon_sym_off);
      END_STATE();
    case 165:
      if (lookahead == 'e') ADVANCE(262);
      END_STATE();
    case 166:
      if (lookahead == 'o') ADVANCE(263);
      END_STATE();
    case 167:
      if (lookahead == 'r') ADVANCE(264);
      END_STATE();
    case 168:
      if (lookahead == 't') ADVANCE(265);
      END_STATE();
    case 169:
      if (lookahead == 's') ADVANCE(266);
      END_STATE();
    case 170:
      if (lookahead == 'c') ADVANCE(267);
      END_STATE();
    case 171:
      if (lookahead == 'c') ADVANCE(268);
      if (lookahead == 'y') ADVANCE(269);
      END_STATE();
    case 172:
      if (lookahead == 'e') ADVANCE(270);
      END_STATE();
    case 173:
      if (lookahead == 'm') ADVANCE(271);
      END_STATE();
    case 174:
      if (lookahead == 'k') ADVANCE(272);
      END_STATE();
    case 175:
      if (lookahead == 'o') ADVANCE(273);
      END_STATE();
    case 176:
      if (lookahead == 'e') ADVANCE(274);
      if (lookahead == 'l') ADVANCE(275);
      END_STATE();
    case 177:
      if (lookahead == 'e') ADVANCE(276);
      END_STATE();
    case 178:
      if (lookahead == 'e') ADVANCE(277);
      END_STATE();
    case 179:
      if (lookahead == 'a') ADVANCE(278);
      END_STATE();
    case 180:
      if (lookahead == 'e') ADVANCE(279);
      END_STATE();
    case 181:
      if (lookahead == 'e') ADVANCE(280);
      END_STATE();
    case 182:
      if (lookahead == 'r') ADVANCE(281);
      END_STATE();
    case 183:
      if (lookahead == 'u') ADVANCE(282);
      END_STATE();
    case 184:
      if (lookahead == 'w') ADVANCE(283);
      END_STATE();
    case 185:
      if (lookahead == 'e') ADVANCE(284);
      END_STATE();
    case 186:
      if (lookahead == 'c') ADVANCE(285);
      END_STATE();
    case 187:
      if (lookahead == 'p') ADVANCE(286);
      END_STATE();
    case 188:
      if (lookahead == 'd') ADVANCE(287);
      END_STATE();
    case 189:
      if (lookahead == 'i') ADVANCE(288);
      END_STATE();
    case 190:
      if (lookahead == 'c') ADVANCE(289);
      if (lookahead == 'y') ADVANCE(290);
      END_STATE();
    case 191:
      if (lookahead == 'a') ADVANCE(291);
      if (lookahead == 'p') ADVANCE(292);
      END_STATE();
    case 192:
      if (lookahead == 'p') ADVANCE(293);
      if (lookahead == 'r') ADVANCE(294);
      END_STATE();
    case 193:
      if (lookahead == 'p') ADVANCE(295);
      END_STATE();
    case 194:
      if (lookahead == 'b') ADVANCE(296);
      END_STATE();
    case 195:
      if (lookahead == 'm') ADVANCE(297);
      END_STATE();
    case 196:
      if (lookahead == 'n') ADVANCE(298);
      END_STATE();
    case 197:
      if (lookahead == 'c') ADVANCE(299);
      END_STATE();
    case 198:
      if (lookahead == 'n') ADVANCE(300);
      END_STATE();
    case 199:
      if (lookahead == 'i') ADVANCE(301);
      END_STATE();
    case 200:
      if (lookahead == 'i') ADVANCE(302);
      END_STATE();
    case 201:
      if (lookahead == 'n') ADVANCE(303);
      END_STATE();
    case 202:
      if (lookahead == 'h') ADVANCE(304);
      END_STATE();
    case 203:
      if (lookahead == 'e') ADVANCE(305);
      END_STATE();
    case 204:
      if (lookahead == 'o') ADVANCE(306);
      END_STATE();
    case 205:
      if (lookahead == 'c') ADVANCE(307);
      END_STATE();
    case 206:
      if (lookahead == 'r') ADVANCE(308);
      END_STATE();
    case 207:
      if (lookahead == 'n') ADVANCE(309);
      END_STATE();
    case 208:
      if (lookahead == 'g') ADVANCE(310);
      END_STATE();
    case 209:
      if (lookahead == 'u') ADVANCE(311);
      END_STATE();
    case 210:
      if (lookahead == 'c') ADVANCE(312);
      END_STATE();
    case 211:
      if (lookahead == 'd') ADVANCE(313);
      END_STATE();
    case 212:
      ACCEPT_TOKEN(anon_sym_bear);
      END_STATE();
    case 213:
      if (lookahead == 'w') ADVANCE(314);
      END_STATE();
    case 214:
      if (lookahead == 'd') ADVANCE(315);
      END_STATE();
    case 215:
      if (lookahead == 'c') ADVANCE(316);
      END_STATE();
    case 216:
      if (lookahead == 'e') ADVANCE(317);
      END_STATE();
    case 217:
      if (lookahead == 'u') ADVANCE(318);
      END_STATE();
    case 218:
      ACCEPT_TOKEN(anon_sym_card);
      if (lookahead == 's') ADVANCE(319);
      END_STATE();
    case 219:
      if (lookahead == 'l') ADVANCE(320);
      END_STATE();
    case 220:
      if (lookahead == 's') ADVANCE(321);
      END_STATE();
    case 221:
      if (lookahead == 'n') ADVANCE(322);
      END_STATE();
    case 222:
      if (lookahead == 'm') ADVANCE(323);
      END_STATE();
    case 223:
      if (lookahead == 'r') ADVANCE(324);
      END_STATE();
    case 224:
      if (lookahead == 'e') ADVANCE(325);
      END_STATE();
    case 225:
      if (lookahead == 'i') ADVANCE(326);
      if (lookahead == 'r') ADVANCE(327);
      END_STATE();
    case 226:
      if (lookahead == 'e') ADVANCE(328);
      END_STATE();
    case 227:
      if (lookahead == 't') ADVANCE(329);
      END_STATE();
    case 228:
      ACCEPT_TOKEN(anon_sym_deal);
      END_STATE();
    case 229:
      if (lookahead == 'e') ADVANCE(330);
      END_STATE();
    case 230:
      if (lookahead == 'c') ADVANCE(331);
      END_STATE();
    case 231:
      ACCEPT_TOKEN(anon_sym_each);
      END_STATE();
    case 232:
      if (lookahead == 'a') ADVANCE(332);
      END_STATE();
    case 233:
      ACCEPT_TOKEN(anon_sym_ends);
      END_STATE();
    case 234:
      if (lookahead == 'r') ADVANCE(333);
      END_STATE();
    case 235:
      if (lookahead == 't') ADVANCE(334);
      END_STATE();
    case 236:
      if (lookahead == 'a') ADVANCE(335);
      END_STATE();
    case 237:
      if (lookahead == 'n') ADVANCE(336);
      END_STATE();
    case 238:
      if (lookahead == 'i') ADVANCE(337);
      END_STATE();
    case 239:
      ACCEPT_TOKEN(anon_sym_file);
      END_STATE();
    case 240:
      if (lookahead == 'p') ADVANCE(338);
      END_STATE();
    case 241:
      if (lookahead == 'n') ADVANCE(339);
      END_STATE();
    case 242:
      ACCEPT_TOKEN(anon_sym_from);
      END_STATE();
    case 243:
      ACCEPT_TOKEN(anon_sym_game);
      END_STATE();
    case 244:
      if (lookahead == 'h') ADVANCE(340);
      END_STATE();
    case 245:
      ACCEPT_TOKEN(anon_sym_grid);
      END_STATE();
    case 246:
      ACCEPT_TOKEN(anon_sym_hand);
      if (lookahead == 's') ADVANCE(341);
      END_STATE();
    case 247:
      if (lookahead == 'h') ADVANCE(342);
      END_STATE();
    case 248:
      ACCEPT_TOKEN(anon_sym_into);
      END_STATE();
    case 249:
      ACCEPT_TOKEN(anon_sym_jump);
      END_STATE();
    case 250:
      ACCEPT_TOKEN(anon_sym_leap);
      END_STATE();
    case 251:
      ACCEPT_TOKEN(anon_sym_lift);
      END_STATE();
    case 252:
      ACCEPT_TOKEN(anon_sym_line);
      END_STATE();
    case 253:
      ACCEPT_TOKEN(anon_sym_long);
      END_STATE();
    case 254:
      ACCEPT_TOKEN(anon_sym_loop);
      END_STATE();
    case 255:
      if (lookahead == 'a') ADVANCE(343);
      END_STATE();
    case 256:
      if (lookahead == 'e') ADVANCE(344);
      END_STATE();
    case 257:
      ACCEPT_TOKEN(anon_sym_most);
      END_STATE();
    case 258:
      ACCEPT_TOKEN(anon_sym_move);
      if (lookahead == 'd') ADVANCE(345);
      if (lookahead == 's') ADVANCE(346);
      END_STATE();
    case 259:
      if (lookahead == 'r') ADVANCE(347);
      END_STATE();
    case 260:
      ACCEPT_TOKEN(anon_sym_next);
      END_STATE();
    case 261:
      if (lookahead == 'e') ADVANCE(348);
      END_STATE();
    case 262:
      ACCEPT_TOKEN(anon_sym_once);
      END_STATE();
    case 263:
      ACCEPT_TOKEN(anon_sym_onto);
      END_STATE();
    case 264:
      ACCEPT_TOKEN(anon_sym_over);
      END_STATE();
    case 265:
      if (lookahead == 'n') ADVANCE(349);
      END_STATE();
    case 266:
      ACCEPT_TOKEN(anon_sym_pass);
      if (lookahead == 'i') ADVANCE(350);
      END_STATE();
    case 267:
      if (lookahead == 'e') ADVANCE(351);
      END_STATE();
    case 268:
      if (lookahead == 'e') ADVANCE(352);
      END_STATE();
    case 269:
      ACCEPT_TOKEN(anon_sym_play);
      if (lookahead == 'e') ADVANCE(353);
      END_STATE();
    case 270:
      if (lookahead == 's') ADVANCE(354);
      END_STATE();
    case 271:
      if (lookahead == 'o') ADVANCE(355);
      END_STATE();
    case 272:
      ACCEPT_TOKEN(anon_sym_rank);
      END_STATE();
    case 273:
      if (lookahead == 'v') ADVANCE(356);
      END_STATE();
    case 274:
      if (lookahead == 't') ADVANCE(357);
      END_STATE();
    case 275:
      if (lookahead == 'a') ADVANCE(358);
      END_STATE();
    case 276:
      if (lookahead == 't') ADVANCE(359);
      END_STATE();
    case 277:
      if (lookahead == 'r') ADVANCE(360);
      END_STATE();
    case 278:
      if (lookahead == 'l') ADVANCE(361);
      END_STATE();
    case 279:
      if (lookahead == 's') ADVANCE(362);
      END_STATE();
    case 280:
      ACCEPT_TOKEN(anon_sym_same);
      END_STATE();
    case 281:
      if (lookahead == 'e') ADVANCE(363);
      END_STATE();
    case 282:
      if (lookahead == 'p') ADVANCE(364);
      END_STATE();
    case 283:
      if (lookahead == 'i') ADVANCE(365);
      END_STATE();
    case 284:
      if (lookahead == 's') ADVANCE(366);
      END_STATE();
    case 285:
      if (lookahead == 'e') ADVANCE(367);
      END_STATE();
    case 286:
      ACCEPT_TOKEN(anon_sym_skip);
      END_STATE();
    case 287:
      if (lookahead == 'e') ADVANCE(368);
      END_STATE();
    case 288:
      if (lookahead == 't') ADVANCE(369);
      END_STATE();
    case 289:
      if (lookahead == 'k') ADVANCE(370);
      END_STATE();
    case 290:
      ACCEPT_TOKEN(anon_sym_stay);
      END_STATE();
    case 291:
      if (lookahead == 'l') ADVANCE(371);
      END_STATE();
    case 292:
      ACCEPT_TOKEN(anon_sym_step);
      END_STATE();
    case 293:
      if (lookahead == 'p') ADVANCE(372);
      END_STATE();
    case 294:
      if (lookahead == 'e') ADVANCE(373);
      END_STATE();
    case 295:
      ACCEPT_TOKEN(anon_sym_swap);
      END_STATE();
    case 296:
      if (lookahead == 'o') ADVANCE(374);
      END_STATE();
    case 297:
      ACCEPT_TOKEN(anon_sym_team);
      END_STATE();
    case 298:
      ACCEPT_TOKEN(anon_sym_then);
      END_STATE();
    case 299:
      if (lookahead == 'k') ADVANCE(375);
      END_STATE();
    case 300:
      ACCEPT_TOKEN(anon_sym_turn);
      END_STATE();
    case 301:
      if (lookahead == 'm') ADVANCE(376);
      END_STATE();
    case 302:
      if (lookahead == 'l') ADVANCE(377);
      END_STATE();
    case 303:
      ACCEPT_TOKEN(anon_sym_when);
      END_STATE();
    case 304:
      ACCEPT_TOKEN(anon_sym_with);
      if (lookahead == 'i') ADVANCE(378);
      END_STATE();
    case 305:
      ACCEPT_TOKEN(anon_sym_zone);
      END_STATE();
    case 306:
      if (lookahead == 'n') ADVANCE(379);
      END_STATE();
    case 307:
      if (lookahead == 'e') ADVANCE(380);
      END_STATE();
    case 308:
      ACCEPT_TOKEN(anon_sym_after);
      END_STATE();
    case 309:
      ACCEPT_TOKEN(anon_sym_again);
      END_STATE();
    case 310:
      ACCEPT_TOKEN(anon_sym_along);
      END_STATE();
    case 311:
      if (lookahead == 'n') ADVANCE(381);
      END_STATE();
    case 312:
      if (lookahead == 'k') ADVANCE(382);
      END_STATE();
    case 313:
      if (lookahead == 'i') ADVANCE(383);
      END_STATE();
    case 314:
      ACCEPT_TOKEN(anon_sym_below);
      END_STATE();
    case 315:
      ACCEPT_TOKEN(anon_sym_board);
      END_STATE();
    case 316:
      if (lookahead == 'h') ADVANCE(384);
      END_STATE();
    case 317:
      if (lookahead == 'l') ADVANCE(385);
      END_STATE();
    case 318:
      if (lookahead == 'r') ADVANCE(386);
      END_STATE();
    case 319:
      ACCEPT_TOKEN(anon_sym_cards);
      END_STATE();
    case 320:
      if (lookahead == 'e') ADVANCE(387);
      END_STATE();
    case 321:
      ACCEPT_TOKEN(anon_sym_cells);
      END_STATE();
    case 322:
      if (lookahead == 'e') ADVANCE(388);
      END_STATE();
    case 323:
      ACCEPT_TOKEN(anon_sym_claim);
      END_STATE();
    case 324:
      ACCEPT_TOKEN(anon_sym_clear);
      END_STATE();
    case 325:
      if (lookahead == 'c') ADVANCE(389);
      END_STATE();
    case 326:
      if (lookahead == 'n') ADVANCE(390);
      END_STATE();
    case 327:
      if (lookahead == 'o') ADVANCE(391);
      END_STATE();
    case 328:
      if (lookahead == 's') ADVANCE(392);
      END_STATE();
    case 329:
      ACCEPT_TOKEN(anon_sym_count);
      if (lookahead == 'e') ADVANCE(393);
      END_STATE();
    case 330:
      if (lookahead == 'r') ADVANCE(394);
      END_STATE();
    case 331:
      if (lookahead == 't') ADVANCE(395);
      END_STATE();
    case 332:
      if (lookahead == 's') ADVANCE(396);
      END_STATE();
    case 333:
      ACCEPT_TOKEN(anon_sym_enter);
      if (lookahead == 's') ADVANCE(397);
      END_STATE();
    case 334:
      if (lookahead == 'l') ADVANCE(398);
      END_STATE();
    case 335:
      if (lookahead == 'n') ADVANCE(399);
      END_STATE();
    case 336:
      if (lookahead == 'd') ADVANCE(400);
      END_STATE();
    case 337:
      if (lookahead == 'n') ADVANCE(401);
      END_STATE();
    case 338:
      if (lookahead == 'i') ADVANCE(402);
      END_STATE();
    case 339:
      if (lookahead == 'g') ADVANCE(403);
      END_STATE();
    case 340:
      if (lookahead == 's') ADVANCE(404);
      END_STATE();
    case 341:
      ACCEPT_TOKEN(anon_sym_hands);
      END_STATE();
    case 342:
      if (lookahead == 't') ADVANCE(405);
      END_STATE();
    case 343:
      if (lookahead == 't') ADVANCE(406);
      END_STATE();
    case 344:
      ACCEPT_TOKEN(anon_sym_merge);
      END_STATE();
    case 345:
      ACCEPT_TOKEN(anon_sym_moved);
      END_STATE();
    case 346:
      ACCEPT_TOKEN(anon_sym_moves);
      END_STATE();
    case 347:
      if (lookahead == 'a') ADVANCE(407);
      END_STATE();
    case 348:
      if (lookahead == 'r') ADVANCE(408);
      END_STATE();
    case 349:
      if (lookahead == 'e') ADVANCE(409);
      END_STATE();
    case 350:
      if (lookahead == 'n') ADVANCE(410);
      END_STATE();
    case 351:
      ACCEPT_TOKEN(anon_sym_piece);
      if (lookahead == 's') ADVANCE(411);
      END_STATE();
    case 352:
      ACCEPT_TOKEN(anon_sym_place);
      END_STATE();
    case 353:
      if (lookahead == 'r') ADVANCE(412);
      END_STATE();
    case 354:
      ACCEPT_TOKEN(anon_sym_plies);
      END_STATE();
    case 355:
      if (lookahead == 't') ADVANCE(413);
      END_STATE();
    case 356:
      if (lookahead == 'e') ADVANCE(414);
      END_STATE();
    case 357:
      if (lookahead == 'i') ADVANCE(415);
      END_STATE();
    case 358:
      if (lookahead == 'y') ADVANCE(416);
      END_STATE();
    case 359:
      ACCEPT_TOKEN(anon_sym_reset);
      END_STATE();
    case 360:
      if (lookahead == 's') ADVANCE(417);
      END_STATE();
    case 361:
      ACCEPT_TOKEN(anon_sym_royal);
      END_STATE();
    case 362:
      ACCEPT_TOKEN(anon_sym_rules);
      END_STATE();
    case 363:
      ACCEPT_TOKEN(anon_sym_score);
      END_STATE();
    case 364:
      ACCEPT_TOKEN(anon_sym_setup);
      END_STATE();
    case 365:
      if (lookahead == 'n') ADVANCE(418);
      END_STATE();
    case 366:
      ACCEPT_TOKEN(anon_sym_sides);
      END_STATE();
    case 367:
      ACCEPT_TOKEN(anon_sym_since);
      END_STATE();
    case 368:
      ACCEPT_TOKEN(anon_sym_slide);
      END_STATE();
    case 369:
      ACCEPT_TOKEN(anon_sym_split);
      END_STATE();
    case 370:
      ACCEPT_TOKEN(anon_sym_stack);
      if (lookahead == 's') ADVANCE(419);
      END_STATE();
    case 371:
      ACCEPT_TOKEN(anon_sym_steal);
      END_STATE();
    case 372:
      if (lookahead == 'i') ADVANCE(420);
      END_STATE();
    case 373:
      ACCEPT_TOKEN(anon_sym_store);
      if (lookahead == 'd') ADVANCE(421);
      END_STATE();
    case 374:
      if (lookahead == 'l') ADVANCE(422);
      END_STATE();
    case 375:
      ACCEPT_TOKEN(anon_sym_track);
      END_STATE();
    case 376:
      if (lookahead == 'i') ADVANCE(423);
      END_STATE();
    case 377:
      ACCEPT_TOKEN(anon_sym_until);
      END_STATE();
    case 378:
      if (lookahead == 'n') ADVANCE(424);
      END_STATE();
    case 379:
      if (lookahead == 's') ADVANCE(425);
      END_STATE();
    case 380:
      if (lookahead == 'n') ADVANCE(426);
      END_STATE();
    case 381:
      if (lookahead == 'c') ADVANCE(427);
      END_STATE();
    case 382:
      if (lookahead == 'e') ADVANCE(428);
      END_STATE();
    case 383:
      if (lookahead == 'n') ADVANCE(429);
      END_STATE();
    case 384:
      ACCEPT_TOKEN(anon_sym_branch);
      END_STATE();
    case 385:
      ACCEPT_TOKEN(anon_sym_cancel);
      END_STATE();
    case 386:
      if (lookahead == 'e') ADVANCE(430);
      END_STATE();
    case 387:
      ACCEPT_TOKEN(anon_sym_castle);
      END_STATE();
    case 388:
      if (lookahead == 'd') ADVANCE(431);
      END_STATE();
    case 389:
      if (lookahead == 't') ADVANCE(432);
      END_STATE();
    case 390:
      if (lookahead == 'u') ADVANCE(433);
      END_STATE();
    case 391:
      if (lookahead == 'l') ADVANCE(434);
      END_STATE();
    case 392:
      ACCEPT_TOKEN(anon_sym_copies);
      END_STATE();
    case 393:
      if (lookahead == 'r') ADVANCE(435);
      END_STATE();
    case 394:
      ACCEPT_TOKEN(anon_sym_deeper);
      END_STATE();
    case 395:
      if (lookahead == 'i') ADVANCE(436);
      END_STATE();
    case 396:
      if (lookahead == 's') ADVANCE(437);
      END_STATE();
    case 397:
      ACCEPT_TOKEN(anon_sym_enters);
      END_STATE();
    case 398:
      if (lookahead == 'y') ADVANCE(438);
      END_STATE();
    case 399:
      if (lookahead == 'g') ADVANCE(439);
      END_STATE();
    case 400:
      if (lookahead == 's') ADVANCE(440);
      END_STATE();
    case 401:
      if (lookahead == 'g') ADVANCE(441);
      END_STATE();
    case 402:
      if (lookahead == 'n') ADVANCE(442);
      END_STATE();
    case 403:
      ACCEPT_TOKEN(anon_sym_flying);
      END_STATE();
    case 404:
      ACCEPT_TOKEN(anon_sym_glyphs);
      END_STATE();
    case 405:
      ACCEPT_TOKEN(anon_sym_height);
      END_STATE();
    case 406:
      if (lookahead == 'o') ADVANCE(443);
      END_STATE();
    case 407:
      if (lookahead == 'l') ADVANCE(444);
      END_STATE();
    case 408:
      if (lookahead == 's') ADVANCE(445);
      END_STATE();
    case 409:
      if (lookahead == 'r') ADVANCE(446);
      END_STATE();
    case 410:
      if (lookahead == 'g') ADVANCE(447);
      END_STATE();
    case 411:
      ACCEPT_TOKEN(anon_sym_pieces);
      END_STATE();
    case 412:
      if (lookahead == 's') ADVANCE(448);
      END_STATE();
    case 413:
      if (lookahead == 'e') ADVANCE(449);
      END_STATE();
    case 414:
      ACCEPT_TOKEN(anon_sym_remove);
      END_STATE();
    case 415:
      if (lookahead == 't') ADVANCE(450);
      END_STATE();
    case 416:
      ACCEPT_TOKEN(anon_sym_replay);
      END_STATE();
    case 417:
      if (lookahead == 'i') ADVANCE(451);
      END_STATE();
    case 418:
      if (lookahead == 'g') ADVANCE(452);
      END_STATE();
    case 419:
      ACCEPT_TOKEN(anon_sym_stacks);
      END_STATE();
    case 420:
      if (lookahead == 'n') ADVANCE(453);
      END_STATE();
    case 421:
      ACCEPT_TOKEN(anon_sym_stored);
      END_STATE();
    case 422:
      if (lookahead == 's') ADVANCE(454);
      END_STATE();
    case 423:
      if (lookahead == 't') ADVANCE(455);
      END_STATE();
    case 424:
      ACCEPT_TOKEN(anon_sym_within);
      END_STATE();
    case 425:
      ACCEPT_TOKEN(anon_sym_actions);
      END_STATE();
    case 426:
      if (lookahead == 't') ADVANCE(456);
      END_STATE();
    case 427:
      if (lookahead == 'e') ADVANCE(457);
      END_STATE();
    case 428:
      if (lookahead == 'd') ADVANCE(458);
      END_STATE();
    case 429:
      if (lookahead == 'g') ADVANCE(459);
      END_STATE();
    case 430:
      if (lookahead == 's') ADVANCE(460);
      END_STATE();
    case 431:
      ACCEPT_TOKEN(anon_sym_chained);
      END_STATE();
    case 432:
      if (lookahead == 'e') ADVANCE(461);
      END_STATE();
    case 433:
      if (lookahead == 'e') ADVANCE(462);
      END_STATE();
    case 434:
      ACCEPT_TOKEN(anon_sym_control);
      END_STATE();
    case 435:
      ACCEPT_TOKEN(anon_sym_counter);
      if (lookahead == 's') ADVANCE(463);
      END_STATE();
    case 436:
      if (lookahead == 'o') ADVANCE(464);
      END_STATE();
    case 437:
      if (lookahead == 'a') ADVANCE(465);
      END_STATE();
    case 438:
      ACCEPT_TOKEN(anon_sym_exactly);
      END_STATE();
    case 439:
      if (lookahead == 'e') ADVANCE(466);
      END_STATE();
    case 440:
      ACCEPT_TOKEN(anon_sym_extends);
      END_STATE();
    case 441:
      ACCEPT_TOKEN(anon_sym_falling);
      END_STATE();
    case 442:
      if (lookahead == 'g') ADVANCE(467);
      END_STATE();
    case 443:
      if (lookahead == 'r') ADVANCE(468);
      END_STATE();
    case 444:
      ACCEPT_TOKEN(anon_sym_neutral);
      END_STATE();
    case 445:
      ACCEPT_TOKEN(anon_sym_numbers);
      END_STATE();
    case 446:
      ACCEPT_TOKEN(anon_sym_partner);
      END_STATE();
    case 447:
      ACCEPT_TOKEN(anon_sym_passing);
      END_STATE();
    case 448:
      ACCEPT_TOKEN(anon_sym_players);
      END_STATE();
    case 449:
      ACCEPT_TOKEN(anon_sym_promote);
      END_STATE();
    case 450:
      if (lookahead == 'i') ADVANCE(469);
      END_STATE();
    case 451:
      if (lookahead == 'n') ADVANCE(470);
      END_STATE();
    case 452:
      ACCEPT_TOKEN(anon_sym_showing);
      END_STATE();
    case 453:
      if (lookahead == 'g') ADVANCE(471);
      END_STATE();
    case 454:
      ACCEPT_TOKEN(anon_sym_symbols);
      END_STATE();
    case 455:
      if (lookahead == 'e') ADVANCE(472);
      END_STATE();
    case 456:
      ACCEPT_TOKEN(anon_sym_adjacent);
      END_STATE();
    case 457:
      ACCEPT_TOKEN(anon_sym_announce);
      END_STATE();
    case 458:
      ACCEPT_TOKEN(anon_sym_attacked);
      END_STATE();
    case 459:
      ACCEPT_TOKEN(anon_sym_avoiding);
      END_STATE();
    case 460:
      ACCEPT_TOKEN(anon_sym_captures);
      END_STATE();
    case 461:
      if (lookahead == 'd') ADVANCE(473);
      END_STATE();
    case 462:
      ACCEPT_TOKEN(anon_sym_continue);
      END_STATE();
    case 463:
      ACCEPT_TOKEN(anon_sym_counters);
      END_STATE();
    case 464:
      if (lookahead == 'n') ADVANCE(474);
      END_STATE();
    case 465:
      if (lookahead == 'n') ADVANCE(475);
      END_STATE();
    case 466:
      ACCEPT_TOKEN(anon_sym_exchange);
      END_STATE();
    case 467:
      ACCEPT_TOKEN(anon_sym_flipping);
      END_STATE();
    case 468:
      if (lookahead == 'y') ADVANCE(476);
      END_STATE();
    case 469:
      if (lookahead == 'o') ADVANCE(477);
      END_STATE();
    case 470:
      if (lookahead == 'g') ADVANCE(478);
      END_STATE();
    case 471:
      ACCEPT_TOKEN(anon_sym_stopping);
      END_STATE();
    case 472:
      if (lookahead == 'd') ADVANCE(479);
      END_STATE();
    case 473:
      ACCEPT_TOKEN(anon_sym_connected);
      END_STATE();
    case 474:
      if (lookahead == 's') ADVANCE(480);
      END_STATE();
    case 475:
      if (lookahead == 't') ADVANCE(481);
      END_STATE();
    case 476:
      ACCEPT_TOKEN(anon_sym_mandatory);
      END_STATE();
    case 477:
      if (lookahead == 'n') ADVANCE(482);
      END_STATE();
    case 478:
      ACCEPT_TOKEN(anon_sym_reversing);
      END_STATE();
    case 479:
      ACCEPT_TOKEN(anon_sym_unlimited);
      END_STATE();
    case 480:
      ACCEPT_TOKEN(anon_sym_directions);
      END_STATE();
    case 481:
      ACCEPT_TOKEN(anon_sym_en_DASHpassant);
      END_STATE();
    case 482:
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
  [92] = {.lex_state = 0},
  [93] = {.lex_state = 0},
  [94] = {.lex_state = 0},
  [95] = {.lex_state = 0},
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
    [anon_sym_remove] = ACTIONS(1),
    [anon_sym_rank] = ACTIONS(1),
    [anon_sym_file] = ACTIONS(1),
    [anon_sym_LBRACE] = ACTIONS(1),
    [anon_sym_RBRACE] = ACTIONS(1),
    [anon_sym_step] = ACTIONS(1),
    [anon_sym_slide] = ACTIONS(1),
    [anon_sym_leap] = ACTIONS(1),
    [anon_sym_jump] = ACTIONS(1),
    [anon_sym_hop] = ACTIONS(1),
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
    [sym_source_file] = STATE(86),
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
    [sym_remove_item] = STATE(22),
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
    [anon_sym_remove] = ACTIONS(41),
    [sym_comment] = ACTIONS(3),
  },
  [2] = {
    [sym_group] = STATE(5),
    [sym_block] = STATE(5),
    [sym__token] = STATE(5),
    [sym_keyword] = STATE(5),
    [sym_operator] = STATE(5),
    [aux_sym_block_repeat1] = STATE(5),
    [sym_name] = ACTIONS(43),
    [anon_sym_game] = ACTIONS(45),
    [anon_sym_extends] = ACTIONS(45),
    [anon_sym_players] = ACTIONS(45),
    [anon_sym_sides] = ACTIONS(45),
    [anon_sym_board] = ACTIONS(45),
    [anon_sym_setup] = ACTIONS(45),
    [anon_sym_rules] = ACTIONS(45),
    [anon_sym_end] = ACTIONS(45),
    [anon_sym_turn] = ACTIONS(45),
    [anon_sym_cards] = ACTIONS(45),
    [anon_sym_directions] = ACTIONS(45),
    [anon_sym_EQ] = ACTIONS(47),
    [anon_sym_COMMA] = ACTIONS(49),
    [anon_sym_zone] = ACTIONS(45),
    [anon_sym_COLON] = ACTIONS(49),
    [anon_sym_piece] = ACTIONS(45),
    [anon_sym_card] = ACTIONS(45),
    [anon_sym_counters] = ACTIONS(45),
    [anon_sym_track] = ACTIONS(45),
    [anon_sym_loop] = ACTIONS(45),
    [anon_sym_branch] = ACTIONS(45),
    [anon_sym_from] = ACTIONS(45),
    [anon_sym_store] = ACTIONS(45),
    [anon_sym_remove] = ACTIONS(45),
    [anon_sym_rank] = ACTIONS(45),
    [anon_sym_file] = ACTIONS(45),
    [anon_sym_LBRACE] = ACTIONS(51),
    [anon_sym_RBRACE] = ACTIONS(53),
    [anon_sym_step] = ACTIONS(45),
    [anon_sym_slide] = ACTIONS(45),
    [anon_sym_leap] = ACTIONS(45),
    [anon_sym_jump] = ACTIONS(45),
    [anon_sym_hop] = ACTIONS(45),
    [anon_sym_along] = ACTIONS(45),
    [anon_sym_enter] = ACTIONS(45),
    [anon_sym_castle] = ACTIONS(45),
    [anon_sym_bear] = ACTIONS(45),
    [anon_sym_symbols] = ACTIONS(45),
    [anon_sym_glyphs] = ACTIONS(45),
    [anon_sym_promote] = ACTIONS(45),
    [anon_sym_royal] = ACTIONS(45),
    [anon_sym_neutral] = ACTIONS(45),
    [anon_sym_stored] = ACTIONS(45),
    [anon_sym_grid] = ACTIONS(45),
    [anon_sym_cells] = ACTIONS(45),
    [anon_sym_numbers] = ACTIONS(45),
    [anon_sym_by] = ACTIONS(45),
    [anon_sym_to] = ACTIONS(45),
    [anon_sym_over] = ACTIONS(45),
    [anon_sym_chained] = ACTIONS(45),
    [anon_sym_on] = ACTIONS(45),
    [anon_sym_ends] = ACTIONS(45),
    [anon_sym_move] = ACTIONS(45),
    [anon_sym_mandatory] = ACTIONS(45),
    [anon_sym_no] = ACTIONS(45),
    [anon_sym_repetition] = ACTIONS(45),
    [anon_sym_plies] = ACTIONS(45),
    [anon_sym_since] = ACTIONS(45),
    [anon_sym_stacks] = ACTIONS(45),
    [anon_sym_unlimited] = ACTIONS(45),
    [anon_sym_onto] = ACTIONS(45),
    [anon_sym_lift] = ACTIONS(45),
    [anon_sym_if] = ACTIONS(45),
    [anon_sym_and] = ACTIONS(45),
    [anon_sym_or] = ACTIONS(45),
    [anon_sym_not] = ACTIONS(45),
    [anon_sym_below] = ACTIONS(45),
    [anon_sym_is] = ACTIONS(45),
    [anon_sym_in] = ACTIONS(45),
    [anon_sym_height] = ACTIONS(45),
    [anon_sym_count] = ACTIONS(45),
    [anon_sym_showing] = ACTIONS(45),
    [anon_sym_pieces] = ACTIONS(45),
    [anon_sym_off] = ACTIONS(45),
    [anon_sym_after] = ACTIONS(45),
    [anon_sym_stack] = ACTIONS(45),
    [anon_sym_max] = ACTIONS(45),
    [anon_sym_exactly] = ACTIONS(45),
    [anon_sym_passing] = ACTIONS(45),
    [anon_sym_flying] = ACTIONS(45),
    [anon_sym_connected] = ACTIONS(45),
    [anon_sym_within] = ACTIONS(45),
    [anon_sym_avoiding] = ACTIONS(45),
    [anon_sym_stopping] = ACTIONS(45),
    [anon_sym_actions] = ACTIONS(45),
    [anon_sym_until] = ACTIONS(45),
    [anon_sym_at] = ACTIONS(45),
    [anon_sym_most] = ACTIONS(45),
    [anon_sym_steal] = ACTIONS(45),
    [anon_sym_adjacent] = ACTIONS(45),
    [anon_sym_enters] = ACTIONS(45),
    [anon_sym_when] = ACTIONS(45),
    [anon_sym_add] = ACTIONS(45),
    [anon_sym_clear] = ACTIONS(45),
    [anon_sym_reset] = ACTIONS(45),
    [anon_sym_place] = ACTIONS(45),
    [anon_sym_of] = ACTIONS(45),
    [anon_sym_into] = ACTIONS(45),
    [anon_sym_team] = ACTIONS(45),
    [anon_sym_copies] = ACTIONS(45),
    [anon_sym_deal] = ACTIONS(45),
    [anon_sym_each] = ACTIONS(45),
    [anon_sym_hands] = ACTIONS(45),
    [anon_sym_as] = ACTIONS(45),
    [anon_sym_control] = ACTIONS(45),
    [anon_sym_skip] = ACTIONS(45),
    [anon_sym_swap] = ACTIONS(45),
    [anon_sym_partner] = ACTIONS(45),
    [anon_sym_split] = ACTIONS(45),
    [anon_sym_pass] = ACTIONS(45),
    [anon_sym_then] = ACTIONS(45),
    [anon_sym_play] = ACTIONS(45),
    [anon_sym_again] = ACTIONS(45),
    [anon_sym_cancel] = ACTIONS(45),
    [anon_sym_for] = ACTIONS(45),
    [anon_sym_replay] = ACTIONS(45),
    [anon_sym_stay] = ACTIONS(45),
    [anon_sym_exchange] = ACTIONS(45),
    [anon_sym_with] = ACTIONS(45),
    [anon_sym_announce] = ACTIONS(45),
    [anon_sym_deeper] = ACTIONS(45),
    [anon_sym_score] = ACTIONS(45),
    [anon_sym_attacked] = ACTIONS(45),
    [anon_sym_long] = ACTIONS(45),
    [anon_sym_reversing] = ACTIONS(45),
    [anon_sym_once] = ACTIONS(45),
    [anon_sym_continue] = ACTIONS(45),
    [anon_sym_merge] = ACTIONS(45),
    [anon_sym_same] = ACTIONS(45),
    [anon_sym_captures] = ACTIONS(45),
    [anon_sym_falling] = ACTIONS(45),
    [anon_sym_line] = ACTIONS(45),
    [anon_sym_moves] = ACTIONS(45),
    [anon_sym_flipping] = ACTIONS(45),
    [anon_sym_next] = ACTIONS(45),
    [anon_sym_claim] = ACTIONS(45),
    [anon_sym_moved] = ACTIONS(45),
    [anon_sym_en_DASHpassant] = ACTIONS(45),
    [anon_sym_hand] = ACTIONS(45),
    [anon_sym_counter] = ACTIONS(45),
    [anon_sym_LPAREN] = ACTIONS(55),
    [anon_sym_LT_EQ] = ACTIONS(47),
    [anon_sym_GT_EQ] = ACTIONS(47),
    [anon_sym_BANG_EQ] = ACTIONS(47),
    [anon_sym_LT] = ACTIONS(57),
    [anon_sym_GT] = ACTIONS(57),
    [anon_sym_DOT_DOT] = ACTIONS(47),
    [anon_sym_PIPE] = ACTIONS(47),
    [sym_integer] = ACTIONS(49),
    [sym_string] = ACTIONS(49),
    [sym_comment] = ACTIONS(3),
  },
  [3] = {
    [sym_group] = STATE(5),
    [sym_block] = STATE(5),
    [sym__token] = STATE(5),
    [sym_keyword] = STATE(5),
    [sym_operator] = STATE(5),
    [aux_sym_block_repeat1] = STATE(5),
    [sym_name] = ACTIONS(43),
    [anon_sym_game] = ACTIONS(45),
    [anon_sym_extends] = ACTIONS(45),
    [anon_sym_players] = ACTIONS(45),
    [anon_sym_sides] = ACTIONS(45),
    [anon_sym_board] = ACTIONS(45),
    [anon_sym_setup] = ACTIONS(45),
    [anon_sym_rules] = ACTIONS(45),
    [anon_sym_end] = ACTIONS(45),
    [anon_sym_turn] = ACTIONS(45),
    [anon_sym_cards] = ACTIONS(45),
    [anon_sym_directions] = ACTIONS(45),
    [anon_sym_EQ] = ACTIONS(47),
    [anon_sym_COMMA] = ACTIONS(49),
    [anon_sym_zone] = ACTIONS(45),
    [anon_sym_COLON] = ACTIONS(49),
    [anon_sym_piece] = ACTIONS(45),
    [anon_sym_card] = ACTIONS(45),
    [anon_sym_counters] = ACTIONS(45),
    [anon_sym_track] = ACTIONS(45),
    [anon_sym_loop] = ACTIONS(45),
    [anon_sym_branch] = ACTIONS(45),
    [anon_sym_from] = ACTIONS(45),
    [anon_sym_store] = ACTIONS(45),
    [anon_sym_remove] = ACTIONS(45),
    [anon_sym_rank] = ACTIONS(45),
    [anon_sym_file] = ACTIONS(45),
    [anon_sym_LBRACE] = ACTIONS(51),
    [anon_sym_RBRACE] = ACTIONS(59),
    [anon_sym_step] = ACTIONS(45),
    [anon_sym_slide] = ACTIONS(45),
    [anon_sym_leap] = ACTIONS(45),
    [anon_sym_jump] = ACTIONS(45),
    [anon_sym_hop] = ACTIONS(45),
    [anon_sym_along] = ACTIONS(45),
    [anon_sym_enter] = ACTIONS(45),
    [anon_sym_castle] = ACTIONS(45),
    [anon_sym_bear] = ACTIONS(45),
    [anon_sym_symbols] = ACTIONS(45),
    [anon_sym_glyphs] = ACTIONS(45),
    [anon_sym_promote] = ACTIONS(45),
    [anon_sym_royal] = ACTIONS(45),
    [anon_sym_neutral] = ACTIONS(45),
    [anon_sym_stored] = ACTIONS(45),
    [anon_sym_grid] = ACTIONS(45),
    [anon_sym_cells] = ACTIONS(45),
    [anon_sym_numbers] = ACTIONS(45),
    [anon_sym_by] = ACTIONS(45),
    [anon_sym_to] = ACTIONS(45),
    [anon_sym_over] = ACTIONS(45),
    [anon_sym_chained] = ACTIONS(45),
    [anon_sym_on] = ACTIONS(45),
    [anon_sym_ends] = ACTIONS(45),
    [anon_sym_move] = ACTIONS(45),
    [anon_sym_mandatory] = ACTIONS(45),
    [anon_sym_no] = ACTIONS(45),
    [anon_sym_repetition] = ACTIONS(45),
    [anon_sym_plies] = ACTIONS(45),
    [anon_sym_since] = ACTIONS(45),
    [anon_sym_stacks] = ACTIONS(45),
    [anon_sym_unlimited] = ACTIONS(45),
    [anon_sym_onto] = ACTIONS(45),
    [anon_sym_lift] = ACTIONS(45),
    [anon_sym_if] = ACTIONS(45),
    [anon_sym_and] = ACTIONS(45),
    [anon_sym_or] = ACTIONS(45),
    [anon_sym_not] = ACTIONS(45),
    [anon_sym_below] = ACTIONS(45),
    [anon_sym_is] = ACTIONS(45),
    [anon_sym_in] = ACTIONS(45),
    [anon_sym_height] = ACTIONS(45),
    [anon_sym_count] = ACTIONS(45),
    [anon_sym_showing] = ACTIONS(45),
    [anon_sym_pieces] = ACTIONS(45),
    [anon_sym_off] = ACTIONS(45),
    [anon_sym_after] = ACTIONS(45),
    [anon_sym_stack] = ACTIONS(45),
    [anon_sym_max] = ACTIONS(45),
    [anon_sym_exactly] = ACTIONS(45),
    [anon_sym_passing] = ACTIONS(45),
    [anon_sym_flying] = ACTIONS(45),
    [anon_sym_connected] = ACTIONS(45),
    [anon_sym_within] = ACTIONS(45),
    [anon_sym_avoiding] = ACTIONS(45),
    [anon_sym_stopping] = ACTIONS(45),
    [anon_sym_actions] = ACTIONS(45),
    [anon_sym_until] = ACTIONS(45),
    [anon_sym_at] = ACTIONS(45),
    [anon_sym_most] = ACTIONS(45),
    [anon_sym_steal] = ACTIONS(45),
    [anon_sym_adjacent] = ACTIONS(45),
    [anon_sym_enters] = ACTIONS(45),
    [anon_sym_when] = ACTIONS(45),
    [anon_sym_add] = ACTIONS(45),
    [anon_sym_clear] = ACTIONS(45),
    [anon_sym_reset] = ACTIONS(45),
    [anon_sym_place] = ACTIONS(45),
    [anon_sym_of] = ACTIONS(45),
    [anon_sym_into] = ACTIONS(45),
    [anon_sym_team] = ACTIONS(45),
    [anon_sym_copies] = ACTIONS(45),
    [anon_sym_deal] = ACTIONS(45),
    [anon_sym_each] = ACTIONS(45),
    [anon_sym_hands] = ACTIONS(45),
    [anon_sym_as] = ACTIONS(45),
    [anon_sym_control] = ACTIONS(45),
    [anon_sym_skip] = ACTIONS(45),
    [anon_sym_swap] = ACTIONS(45),
    [anon_sym_partner] = ACTIONS(45),
    [anon_sym_split] = ACTIONS(45),
    [anon_sym_pass] = ACTIONS(45),
    [anon_sym_then] = ACTIONS(45),
    [anon_sym_play] = ACTIONS(45),
    [anon_sym_again] = ACTIONS(45),
    [anon_sym_cancel] = ACTIONS(45),
    [anon_sym_for] = ACTIONS(45),
    [anon_sym_replay] = ACTIONS(45),
    [anon_sym_stay] = ACTIONS(45),
    [anon_sym_exchange] = ACTIONS(45),
    [anon_sym_with] = ACTIONS(45),
    [anon_sym_announce] = ACTIONS(45),
    [anon_sym_deeper] = ACTIONS(45),
    [anon_sym_score] = ACTIONS(45),
    [anon_sym_attacked] = ACTIONS(45),
    [anon_sym_long] = ACTIONS(45),
    [anon_sym_reversing] = ACTIONS(45),
    [anon_sym_once] = ACTIONS(45),
    [anon_sym_continue] = ACTIONS(45),
    [anon_sym_merge] = ACTIONS(45),
    [anon_sym_same] = ACTIONS(45),
    [anon_sym_captures] = ACTIONS(45),
    [anon_sym_falling] = ACTIONS(45),
    [anon_sym_line] = ACTIONS(45),
    [anon_sym_moves] = ACTIONS(45),
    [anon_sym_flipping] = ACTIONS(45),
    [anon_sym_next] = ACTIONS(45),
    [anon_sym_claim] = ACTIONS(45),
    [anon_sym_moved] = ACTIONS(45),
    [anon_sym_en_DASHpassant] = ACTIONS(45),
    [anon_sym_hand] = ACTIONS(45),
    [anon_sym_counter] = ACTIONS(45),
    [anon_sym_LPAREN] = ACTIONS(55),
    [anon_sym_LT_EQ] = ACTIONS(47),
    [anon_sym_GT_EQ] = ACTIONS(47),
    [anon_sym_BANG_EQ] = ACTIONS(47),
    [anon_sym_LT] = ACTIONS(57),
    [anon_sym_GT] = ACTIONS(57),
    [anon_sym_DOT_DOT] = ACTIONS(47),
    [anon_sym_PIPE] = ACTIONS(47),
    [sym_integer] = ACTIONS(49),
    [sym_string] = ACTIONS(49),
    [sym_comment] = ACTIONS(3),
  },
  [4] = {
    [sym_group] = STATE(3),
    [sym_block] = STATE(3),
    [sym__token] = STATE(3),
    [sym_keyword] = STATE(3),
    [sym_operator] = STATE(3),
    [aux_sym_block_repeat1] = STATE(3),
    [sym_name] = ACTIONS(61),
    [anon_sym_game] = ACTIONS(45),
    [anon_sym_extends] = ACTIONS(45),
    [anon_sym_players] = ACTIONS(45),
    [anon_sym_sides] = ACTIONS(45),
    [anon_sym_board] = ACTIONS(45),
    [anon_sym_setup] = ACTIONS(45),
    [anon_sym_rules] = ACTIONS(45),
    [anon_sym_end] = ACTIONS(45),
    [anon_sym_turn] = ACTIONS(45),
    [anon_sym_cards] = ACTIONS(45),
    [anon_sym_directions] = ACTIONS(45),
    [anon_sym_EQ] = ACTIONS(47),
    [anon_sym_COMMA] = ACTIONS(63),
    [anon_sym_zone] = ACTIONS(45),
    [anon_sym_COLON] = ACTIONS(63),
    [anon_sym_piece] = ACTIONS(45),
    [anon_sym_card] = ACTIONS(45),
    [anon_sym_counters] = ACTIONS(45),
    [anon_sym_track] = ACTIONS(45),
    [anon_sym_loop] = ACTIONS(45),
    [anon_sym_branch] = ACTIONS(45),
    [anon_sym_from] = ACTIONS(45),
    [anon_sym_store] = ACTIONS(45),
    [anon_sym_remove] = ACTIONS(45),
    [anon_sym_rank] = ACTIONS(45),
    [anon_sym_file] = ACTIONS(45),
    [anon_sym_LBRACE] = ACTIONS(51),
    [anon_sym_RBRACE] = ACTIONS(65),
    [anon_sym_step] = ACTIONS(45),
    [anon_sym_slide] = ACTIONS(45),
    [anon_sym_leap] = ACTIONS(45),
    [anon_sym_jump] = ACTIONS(45),
    [anon_sym_hop] = ACTIONS(45),
    [anon_sym_along] = ACTIONS(45),
    [anon_sym_enter] = ACTIONS(45),
    [anon_sym_castle] = ACTIONS(45),
    [anon_sym_bear] = ACTIONS(45),
    [anon_sym_symbols] = ACTIONS(45),
    [anon_sym_glyphs] = ACTIONS(45),
    [anon_sym_promote] = ACTIONS(45),
    [anon_sym_royal] = ACTIONS(45),
    [anon_sym_neutral] = ACTIONS(45),
    [anon_sym_stored] = ACTIONS(45),
    [anon_sym_grid] = ACTIONS(45),
    [anon_sym_cells] = ACTIONS(45),
    [anon_sym_numbers] = ACTIONS(45),
    [anon_sym_by] = ACTIONS(45),
    [anon_sym_to] = ACTIONS(45),
    [anon_sym_over] = ACTIONS(45),
    [anon_sym_chained] = ACTIONS(45),
    [anon_sym_on] = ACTIONS(45),
    [anon_sym_ends] = ACTIONS(45),
    [anon_sym_move] = ACTIONS(45),
    [anon_sym_mandatory] = ACTIONS(45),
    [anon_sym_no] = ACTIONS(45),
    [anon_sym_repetition] = ACTIONS(45),
    [anon_sym_plies] = ACTIONS(45),
    [anon_sym_since] = ACTIONS(45),
    [anon_sym_stacks] = ACTIONS(45),
    [anon_sym_unlimited] = ACTIONS(45),
    [anon_sym_onto] = ACTIONS(45),
    [anon_sym_lift] = ACTIONS(45),
    [anon_sym_if] = ACTIONS(45),
    [anon_sym_and] = ACTIONS(45),
    [anon_sym_or] = ACTIONS(45),
    [anon_sym_not] = ACTIONS(45),
    [anon_sym_below] = ACTIONS(45),
    [anon_sym_is] = ACTIONS(45),
    [anon_sym_in] = ACTIONS(45),
    [anon_sym_height] = ACTIONS(45),
    [anon_sym_count] = ACTIONS(45),
    [anon_sym_showing] = ACTIONS(45),
    [anon_sym_pieces] = ACTIONS(45),
    [anon_sym_off] = ACTIONS(45),
    [anon_sym_after] = ACTIONS(45),
    [anon_sym_stack] = ACTIONS(45),
    [anon_sym_max] = ACTIONS(45),
    [anon_sym_exactly] = ACTIONS(45),
    [anon_sym_passing] = ACTIONS(45),
    [anon_sym_flying] = ACTIONS(45),
    [anon_sym_connected] = ACTIONS(45),
    [anon_sym_within] = ACTIONS(45),
    [anon_sym_avoiding] = ACTIONS(45),
    [anon_sym_stopping] = ACTIONS(45),
    [anon_sym_actions] = ACTIONS(45),
    [anon_sym_until] = ACTIONS(45),
    [anon_sym_at] = ACTIONS(45),
    [anon_sym_most] = ACTIONS(45),
    [anon_sym_steal] = ACTIONS(45),
    [anon_sym_adjacent] = ACTIONS(45),
    [anon_sym_enters] = ACTIONS(45),
    [anon_sym_when] = ACTIONS(45),
    [anon_sym_add] = ACTIONS(45),
    [anon_sym_clear] = ACTIONS(45),
    [anon_sym_reset] = ACTIONS(45),
    [anon_sym_place] = ACTIONS(45),
    [anon_sym_of] = ACTIONS(45),
    [anon_sym_into] = ACTIONS(45),
    [anon_sym_team] = ACTIONS(45),
    [anon_sym_copies] = ACTIONS(45),
    [anon_sym_deal] = ACTIONS(45),
    [anon_sym_each] = ACTIONS(45),
    [anon_sym_hands] = ACTIONS(45),
    [anon_sym_as] = ACTIONS(45),
    [anon_sym_control] = ACTIONS(45),
    [anon_sym_skip] = ACTIONS(45),
    [anon_sym_swap] = ACTIONS(45),
    [anon_sym_partner] = ACTIONS(45),
    [anon_sym_split] = ACTIONS(45),
    [anon_sym_pass] = ACTIONS(45),
    [anon_sym_then] = ACTIONS(45),
    [anon_sym_play] = ACTIONS(45),
    [anon_sym_again] = ACTIONS(45),
    [anon_sym_cancel] = ACTIONS(45),
    [anon_sym_for] = ACTIONS(45),
    [anon_sym_replay] = ACTIONS(45),
    [anon_sym_stay] = ACTIONS(45),
    [anon_sym_exchange] = ACTIONS(45),
    [anon_sym_with] = ACTIONS(45),
    [anon_sym_announce] = ACTIONS(45),
    [anon_sym_deeper] = ACTIONS(45),
    [anon_sym_score] = ACTIONS(45),
    [anon_sym_attacked] = ACTIONS(45),
    [anon_sym_long] = ACTIONS(45),
    [anon_sym_reversing] = ACTIONS(45),
    [anon_sym_once] = ACTIONS(45),
    [anon_sym_continue] = ACTIONS(45),
    [anon_sym_merge] = ACTIONS(45),
    [anon_sym_same] = ACTIONS(45),
    [anon_sym_captures] = ACTIONS(45),
    [anon_sym_falling] = ACTIONS(45),
    [anon_sym_line] = ACTIONS(45),
    [anon_sym_moves] = ACTIONS(45),
    [anon_sym_flipping] = ACTIONS(45),
    [anon_sym_next] = ACTIONS(45),
    [anon_sym_claim] = ACTIONS(45),
    [anon_sym_moved] = ACTIONS(45),
    [anon_sym_en_DASHpassant] = ACTIONS(45),
    [anon_sym_hand] = ACTIONS(45),
    [anon_sym_counter] = ACTIONS(45),
    [anon_sym_LPAREN] = ACTIONS(55),
    [anon_sym_LT_EQ] = ACTIONS(47),
    [anon_sym_GT_EQ] = ACTIONS(47),
    [anon_sym_BANG_EQ] = ACTIONS(47),
    [anon_sym_LT] = ACTIONS(57),
    [anon_sym_GT] = ACTIONS(57),
    [anon_sym_DOT_DOT] = ACTIONS(47),
    [anon_sym_PIPE] = ACTIONS(47),
    [sym_integer] = ACTIONS(63),
    [sym_string] = ACTIONS(63),
    [sym_comment] = ACTIONS(3),
  },
  [5] = {
    [sym_group] = STATE(5),
    [sym_block] = STATE(5),
    [sym__token] = STATE(5),
    [sym_keyword] = STATE(5),
    [sym_operator] = STATE(5),
    [aux_sym_block_repeat1] = STATE(5),
    [sym_name] = ACTIONS(67),
    [anon_sym_game] = ACTIONS(70),
    [anon_sym_extends] = ACTIONS(70),
    [anon_sym_players] = ACTIONS(70),
    [anon_sym_sides] = ACTIONS(70),
    [anon_sym_board] = ACTIONS(70),
    [anon_sym_setup] = ACTIONS(70),
    [anon_sym_rules] = ACTIONS(70),
    [anon_sym_end] = ACTIONS(70),
    [anon_sym_turn] = ACTIONS(70),
    [anon_sym_cards] = ACTIONS(70),
    [anon_sym_directions] = ACTIONS(70),
    [anon_sym_EQ] = ACTIONS(73),
    [anon_sym_COMMA] = ACTIONS(76),
    [anon_sym_zone] = ACTIONS(70),
    [anon_sym_COLON] = ACTIONS(76),
    [anon_sym_piece] = ACTIONS(70),
    [anon_sym_card] = ACTIONS(70),
    [anon_sym_counters] = ACTIONS(70),
    [anon_sym_track] = ACTIONS(70),
    [anon_sym_loop] = ACTIONS(70),
    [anon_sym_branch] = ACTIONS(70),
    [anon_sym_from] = ACTIONS(70),
    [anon_sym_store] = ACTIONS(70),
    [anon_sym_remove] = ACTIONS(70),
    [anon_sym_rank] = ACTIONS(70),
    [anon_sym_file] = ACTIONS(70),
    [anon_sym_LBRACE] = ACTIONS(79),
    [anon_sym_RBRACE] = ACTIONS(82),
    [anon_sym_step] = ACTIONS(70),
    [anon_sym_slide] = ACTIONS(70),
    [anon_sym_leap] = ACTIONS(70),
    [anon_sym_jump] = ACTIONS(70),
    [anon_sym_hop] = ACTIONS(70),
    [anon_sym_along] = ACTIONS(70),
    [anon_sym_enter] = ACTIONS(70),
    [anon_sym_castle] = ACTIONS(70),
    [anon_sym_bear] = ACTIONS(70),
    [anon_sym_symbols] = ACTIONS(70),
    [anon_sym_glyphs] = ACTIONS(70),
    [anon_sym_promote] = ACTIONS(70),
    [anon_sym_royal] = ACTIONS(70),
    [anon_sym_neutral] = ACTIONS(70),
    [anon_sym_stored] = ACTIONS(70),
    [anon_sym_grid] = ACTIONS(70),
    [anon_sym_cells] = ACTIONS(70),
    [anon_sym_numbers] = ACTIONS(70),
    [anon_sym_by] = ACTIONS(70),
    [anon_sym_to] = ACTIONS(70),
    [anon_sym_over] = ACTIONS(70),
    [anon_sym_chained] = ACTIONS(70),
    [anon_sym_on] = ACTIONS(70),
    [anon_sym_ends] = ACTIONS(70),
    [anon_sym_move] = ACTIONS(70),
    [anon_sym_mandatory] = ACTIONS(70),
    [anon_sym_no] = ACTIONS(70),
    [anon_sym_repetition] = ACTIONS(70),
    [anon_sym_plies] = ACTIONS(70),
    [anon_sym_since] = ACTIONS(70),
    [anon_sym_stacks] = ACTIONS(70),
    [anon_sym_unlimited] = ACTIONS(70),
    [anon_sym_onto] = ACTIONS(70),
    [anon_sym_lift] = ACTIONS(70),
    [anon_sym_if] = ACTIONS(70),
    [anon_sym_and] = ACTIONS(70),
    [anon_sym_or] = ACTIONS(70),
    [anon_sym_not] = ACTIONS(70),
    [anon_sym_below] = ACTIONS(70),
    [anon_sym_is] = ACTIONS(70),
    [anon_sym_in] = ACTIONS(70),
    [anon_sym_height] = ACTIONS(70),
    [anon_sym_count] = ACTIONS(70),
    [anon_sym_showing] = ACTIONS(70),
    [anon_sym_pieces] = ACTIONS(70),
    [anon_sym_off] = ACTIONS(70),
    [anon_sym_after] = ACTIONS(70),
    [anon_sym_stack] = ACTIONS(70),
    [anon_sym_max] = ACTIONS(70),
    [anon_sym_exactly] = ACTIONS(70),
    [anon_sym_passing] = ACTIONS(70),
    [anon_sym_flying] = ACTIONS(70),
    [anon_sym_connected] = ACTIONS(70),
    [anon_sym_within] = ACTIONS(70),
    [anon_sym_avoiding] = ACTIONS(70),
    [anon_sym_stopping] = ACTIONS(70),
    [anon_sym_actions] = ACTIONS(70),
    [anon_sym_until] = ACTIONS(70),
    [anon_sym_at] = ACTIONS(70),
    [anon_sym_most] = ACTIONS(70),
    [anon_sym_steal] = ACTIONS(70),
    [anon_sym_adjacent] = ACTIONS(70),
    [anon_sym_enters] = ACTIONS(70),
    [anon_sym_when] = ACTIONS(70),
    [anon_sym_add] = ACTIONS(70),
    [anon_sym_clear] = ACTIONS(70),
    [anon_sym_reset] = ACTIONS(70),
    [anon_sym_place] = ACTIONS(70),
    [anon_sym_of] = ACTIONS(70),
    [anon_sym_into] = ACTIONS(70),
    [anon_sym_team] = ACTIONS(70),
    [anon_sym_copies] = ACTIONS(70),
    [anon_sym_deal] = ACTIONS(70),
    [anon_sym_each] = ACTIONS(70),
    [anon_sym_hands] = ACTIONS(70),
    [anon_sym_as] = ACTIONS(70),
    [anon_sym_control] = ACTIONS(70),
    [anon_sym_skip] = ACTIONS(70),
    [anon_sym_swap] = ACTIONS(70),
    [anon_sym_partner] = ACTIONS(70),
    [anon_sym_split] = ACTIONS(70),
    [anon_sym_pass] = ACTIONS(70),
    [anon_sym_then] = ACTIONS(70),
    [anon_sym_play] = ACTIONS(70),
    [anon_sym_again] = ACTIONS(70),
    [anon_sym_cancel] = ACTIONS(70),
    [anon_sym_for] = ACTIONS(70),
    [anon_sym_replay] = ACTIONS(70),
    [anon_sym_stay] = ACTIONS(70),
    [anon_sym_exchange] = ACTIONS(70),
    [anon_sym_with] = ACTIONS(70),
    [anon_sym_announce] = ACTIONS(70),
    [anon_sym_deeper] = ACTIONS(70),
    [anon_sym_score] = ACTIONS(70),
    [anon_sym_attacked] = ACTIONS(70),
    [anon_sym_long] = ACTIONS(70),
    [anon_sym_reversing] = ACTIONS(70),
    [anon_sym_once] = ACTIONS(70),
    [anon_sym_continue] = ACTIONS(70),
    [anon_sym_merge] = ACTIONS(70),
    [anon_sym_same] = ACTIONS(70),
    [anon_sym_captures] = ACTIONS(70),
    [anon_sym_falling] = ACTIONS(70),
    [anon_sym_line] = ACTIONS(70),
    [anon_sym_moves] = ACTIONS(70),
    [anon_sym_flipping] = ACTIONS(70),
    [anon_sym_next] = ACTIONS(70),
    [anon_sym_claim] = ACTIONS(70),
    [anon_sym_moved] = ACTIONS(70),
    [anon_sym_en_DASHpassant] = ACTIONS(70),
    [anon_sym_hand] = ACTIONS(70),
    [anon_sym_counter] = ACTIONS(70),
    [anon_sym_LPAREN] = ACTIONS(84),
    [anon_sym_LT_EQ] = ACTIONS(73),
    [anon_sym_GT_EQ] = ACTIONS(73),
    [anon_sym_BANG_EQ] = ACTIONS(73),
    [anon_sym_LT] = ACTIONS(87),
    [anon_sym_GT] = ACTIONS(87),
    [anon_sym_DOT_DOT] = ACTIONS(73),
    [anon_sym_PIPE] = ACTIONS(73),
    [sym_integer] = ACTIONS(76),
    [sym_string] = ACTIONS(76),
    [sym_comment] = ACTIONS(3),
  },
  [6] = {
    [sym_group] = STATE(2),
    [sym_block] = STATE(2),
    [sym__token] = STATE(2),
    [sym_keyword] = STATE(2),
    [sym_operator] = STATE(2),
    [aux_sym_block_repeat1] = STATE(2),
    [sym_name] = ACTIONS(90),
    [anon_sym_game] = ACTIONS(45),
    [anon_sym_extends] = ACTIONS(45),
    [anon_sym_players] = ACTIONS(45),
    [anon_sym_sides] = ACTIONS(45),
    [anon_sym_board] = ACTIONS(45),
    [anon_sym_setup] = ACTIONS(45),
    [anon_sym_rules] = ACTIONS(45),
    [anon_sym_end] = ACTIONS(45),
    [anon_sym_turn] = ACTIONS(45),
    [anon_sym_cards] = ACTIONS(45),
    [anon_sym_directions] = ACTIONS(45),
    [anon_sym_EQ] = ACTIONS(47),
    [anon_sym_COMMA] = ACTIONS(92),
    [anon_sym_zone] = ACTIONS(45),
    [anon_sym_COLON] = ACTIONS(92),
    [anon_sym_piece] = ACTIONS(45),
    [anon_sym_card] = ACTIONS(45),
    [anon_sym_counters] = ACTIONS(45),
    [anon_sym_track] = ACTIONS(45),
    [anon_sym_loop] = ACTIONS(45),
    [anon_sym_branch] = ACTIONS(45),
    [anon_sym_from] = ACTIONS(45),
    [anon_sym_store] = ACTIONS(45),
    [anon_sym_remove] = ACTIONS(45),
    [anon_sym_rank] = ACTIONS(45),
    [anon_sym_file] = ACTIONS(45),
    [anon_sym_LBRACE] = ACTIONS(51),
    [anon_sym_RBRACE] = ACTIONS(94),
    [anon_sym_step] = ACTIONS(45),
    [anon_sym_slide] = ACTIONS(45),
    [anon_sym_leap] = ACTIONS(45),
    [anon_sym_jump] = ACTIONS(45),
    [anon_sym_hop] = ACTIONS(45),
    [anon_sym_along] = ACTIONS(45),
    [anon_sym_enter] = ACTIONS(45),
    [anon_sym_castle] = ACTIONS(45),
    [anon_sym_bear] = ACTIONS(45),
    [anon_sym_symbols] = ACTIONS(45),
    [anon_sym_glyphs] = ACTIONS(45),
    [anon_sym_promote] = ACTIONS(45),
    [anon_sym_royal] = ACTIONS(45),
    [anon_sym_neutral] = ACTIONS(45),
    [anon_sym_stored] = ACTIONS(45),
    [anon_sym_grid] = ACTIONS(45),
    [anon_sym_cells] = ACTIONS(45),
    [anon_sym_numbers] = ACTIONS(45),
    [anon_sym_by] = ACTIONS(45),
    [anon_sym_to] = ACTIONS(45),
    [anon_sym_over] = ACTIONS(45),
    [anon_sym_chained] = ACTIONS(45),
    [anon_sym_on] = ACTIONS(45),
    [anon_sym_ends] = ACTIONS(45),
    [anon_sym_move] = ACTIONS(45),
    [anon_sym_mandatory] = ACTIONS(45),
    [anon_sym_no] = ACTIONS(45),
    [anon_sym_repetition] = ACTIONS(45),
    [anon_sym_plies] = ACTIONS(45),
    [anon_sym_since] = ACTIONS(45),
    [anon_sym_stacks] = ACTIONS(45),
    [anon_sym_unlimited] = ACTIONS(45),
    [anon_sym_onto] = ACTIONS(45),
    [anon_sym_lift] = ACTIONS(45),
    [anon_sym_if] = ACTIONS(45),
    [anon_sym_and] = ACTIONS(45),
    [anon_sym_or] = ACTIONS(45),
    [anon_sym_not] = ACTIONS(45),
    [anon_sym_below] = ACTIONS(45),
    [anon_sym_is] = ACTIONS(45),
    [anon_sym_in] = ACTIONS(45),
    [anon_sym_height] = ACTIONS(45),
    [anon_sym_count] = ACTIONS(45),
    [anon_sym_showing] = ACTIONS(45),
    [anon_sym_pieces] = ACTIONS(45),
    [anon_sym_off] = ACTIONS(45),
    [anon_sym_after] = ACTIONS(45),
    [anon_sym_stack] = ACTIONS(45),
    [anon_sym_max] = ACTIONS(45),
    [anon_sym_exactly] = ACTIONS(45),
    [anon_sym_passing] = ACTIONS(45),
    [anon_sym_flying] = ACTIONS(45),
    [anon_sym_connected] = ACTIONS(45),
    [anon_sym_within] = ACTIONS(45),
    [anon_sym_avoiding] = ACTIONS(45),
    [anon_sym_stopping] = ACTIONS(45),
    [anon_sym_actions] = ACTIONS(45),
    [anon_sym_until] = ACTIONS(45),
    [anon_sym_at] = ACTIONS(45),
    [anon_sym_most] = ACTIONS(45),
    [anon_sym_steal] = ACTIONS(45),
    [anon_sym_adjacent] = ACTIONS(45),
    [anon_sym_enters] = ACTIONS(45),
    [anon_sym_when] = ACTIONS(45),
    [anon_sym_add] = ACTIONS(45),
    [anon_sym_clear] = ACTIONS(45),
    [anon_sym_reset] = ACTIONS(45),
    [anon_sym_place] = ACTIONS(45),
    [anon_sym_of] = ACTIONS(45),
    [anon_sym_into] = ACTIONS(45),
    [anon_sym_team] = ACTIONS(45),
    [anon_sym_copies] = ACTIONS(45),
    [anon_sym_deal] = ACTIONS(45),
    [anon_sym_each] = ACTIONS(45),
    [anon_sym_hands] = ACTIONS(45),
    [anon_sym_as] = ACTIONS(45),
    [anon_sym_control] = ACTIONS(45),
    [anon_sym_skip] = ACTIONS(45),
    [anon_sym_swap] = ACTIONS(45),
    [anon_sym_partner] = ACTIONS(45),
    [anon_sym_split] = ACTIONS(45),
    [anon_sym_pass] = ACTIONS(45),
    [anon_sym_then] = ACTIONS(45),
    [anon_sym_play] = ACTIONS(45),
    [anon_sym_again] = ACTIONS(45),
    [anon_sym_cancel] = ACTIONS(45),
    [anon_sym_for] = ACTIONS(45),
    [anon_sym_replay] = ACTIONS(45),
    [anon_sym_stay] = ACTIONS(45),
    [anon_sym_exchange] = ACTIONS(45),
    [anon_sym_with] = ACTIONS(45),
    [anon_sym_announce] = ACTIONS(45),
    [anon_sym_deeper] = ACTIONS(45),
    [anon_sym_score] = ACTIONS(45),
    [anon_sym_attacked] = ACTIONS(45),
    [anon_sym_long] = ACTIONS(45),
    [anon_sym_reversing] = ACTIONS(45),
    [anon_sym_once] = ACTIONS(45),
    [anon_sym_continue] = ACTIONS(45),
    [anon_sym_merge] = ACTIONS(45),
    [anon_sym_same] = ACTIONS(45),
    [anon_sym_captures] = ACTIONS(45),
    [anon_sym_falling] = ACTIONS(45),
    [anon_sym_line] = ACTIONS(45),
    [anon_sym_moves] = ACTIONS(45),
    [anon_sym_flipping] = ACTIONS(45),
    [anon_sym_next] = ACTIONS(45),
    [anon_sym_claim] = ACTIONS(45),
    [anon_sym_moved] = ACTIONS(45),
    [anon_sym_en_DASHpassant] = ACTIONS(45),
    [anon_sym_hand] = ACTIONS(45),
    [anon_sym_counter] = ACTIONS(45),
    [anon_sym_LPAREN] = ACTIONS(55),
    [anon_sym_LT_EQ] = ACTIONS(47),
    [anon_sym_GT_EQ] = ACTIONS(47),
    [anon_sym_BANG_EQ] = ACTIONS(47),
    [anon_sym_LT] = ACTIONS(57),
    [anon_sym_GT] = ACTIONS(57),
    [anon_sym_DOT_DOT] = ACTIONS(47),
    [anon_sym_PIPE] = ACTIONS(47),
    [sym_integer] = ACTIONS(92),
    [sym_string] = ACTIONS(92),
    [sym_comment] = ACTIONS(3),
  },
  [7] = {
    [sym_group] = STATE(9),
    [sym__token] = STATE(9),
    [sym_keyword] = STATE(9),
    [sym_operator] = STATE(9),
    [aux_sym_group_repeat1] = STATE(9),
    [sym_name] = ACTIONS(96),
    [anon_sym_game] = ACTIONS(45),
    [anon_sym_extends] = ACTIONS(45),
    [anon_sym_players] = ACTIONS(45),
    [anon_sym_sides] = ACTIONS(45),
    [anon_sym_board] = ACTIONS(45),
    [anon_sym_setup] = ACTIONS(45),
    [anon_sym_rules] = ACTIONS(45),
    [anon_sym_end] = ACTIONS(45),
    [anon_sym_turn] = ACTIONS(45),
    [anon_sym_cards] = ACTIONS(45),
    [anon_sym_directions] = ACTIONS(45),
    [anon_sym_EQ] = ACTIONS(47),
    [anon_sym_COMMA] = ACTIONS(98),
    [anon_sym_zone] = ACTIONS(45),
    [anon_sym_COLON] = ACTIONS(98),
    [anon_sym_piece] = ACTIONS(45),
    [anon_sym_card] = ACTIONS(45),
    [anon_sym_counters] = ACTIONS(45),
    [anon_sym_track] = ACTIONS(45),
    [anon_sym_loop] = ACTIONS(45),
    [anon_sym_branch] = ACTIONS(45),
    [anon_sym_from] = ACTIONS(45),
    [anon_sym_store] = ACTIONS(45),
    [anon_sym_remove] = ACTIONS(45),
    [anon_sym_rank] = ACTIONS(45),
    [anon_sym_file] = ACTIONS(45),
    [anon_sym_step] = ACTIONS(45),
    [anon_sym_slide] = ACTIONS(45),
    [anon_sym_leap] = ACTIONS(45),
    [anon_sym_jump] = ACTIONS(45),
    [anon_sym_hop] = ACTIONS(45),
    [anon_sym_along] = ACTIONS(45),
    [anon_sym_enter] = ACTIONS(45),
    [anon_sym_castle] = ACTIONS(45),
    [anon_sym_bear] = ACTIONS(45),
    [anon_sym_symbols] = ACTIONS(45),
    [anon_sym_glyphs] = ACTIONS(45),
    [anon_sym_promote] = ACTIONS(45),
    [anon_sym_royal] = ACTIONS(45),
    [anon_sym_neutral] = ACTIONS(45),
    [anon_sym_stored] = ACTIONS(45),
    [anon_sym_grid] = ACTIONS(45),
    [anon_sym_cells] = ACTIONS(45),
    [anon_sym_numbers] = ACTIONS(45),
    [anon_sym_by] = ACTIONS(45),
    [anon_sym_to] = ACTIONS(45),
    [anon_sym_over] = ACTIONS(45),
    [anon_sym_chained] = ACTIONS(45),
    [anon_sym_on] = ACTIONS(45),
    [anon_sym_ends] = ACTIONS(45),
    [anon_sym_move] = ACTIONS(45),
    [anon_sym_mandatory] = ACTIONS(45),
    [anon_sym_no] = ACTIONS(45),
    [anon_sym_repetition] = ACTIONS(45),
    [anon_sym_plies] = ACTIONS(45),
    [anon_sym_since] = ACTIONS(45),
    [anon_sym_stacks] = ACTIONS(45),
    [anon_sym_unlimited] = ACTIONS(45),
    [anon_sym_onto] = ACTIONS(45),
    [anon_sym_lift] = ACTIONS(45),
    [anon_sym_if] = ACTIONS(45),
    [anon_sym_and] = ACTIONS(45),
    [anon_sym_or] = ACTIONS(45),
    [anon_sym_not] = ACTIONS(45),
    [anon_sym_below] = ACTIONS(45),
    [anon_sym_is] = ACTIONS(45),
    [anon_sym_in] = ACTIONS(45),
    [anon_sym_height] = ACTIONS(45),
    [anon_sym_count] = ACTIONS(45),
    [anon_sym_showing] = ACTIONS(45),
    [anon_sym_pieces] = ACTIONS(45),
    [anon_sym_off] = ACTIONS(45),
    [anon_sym_after] = ACTIONS(45),
    [anon_sym_stack] = ACTIONS(45),
    [anon_sym_max] = ACTIONS(45),
    [anon_sym_exactly] = ACTIONS(45),
    [anon_sym_passing] = ACTIONS(45),
    [anon_sym_flying] = ACTIONS(45),
    [anon_sym_connected] = ACTIONS(45),
    [anon_sym_within] = ACTIONS(45),
    [anon_sym_avoiding] = ACTIONS(45),
    [anon_sym_stopping] = ACTIONS(45),
    [anon_sym_actions] = ACTIONS(45),
    [anon_sym_until] = ACTIONS(45),
    [anon_sym_at] = ACTIONS(45),
    [anon_sym_most] = ACTIONS(45),
    [anon_sym_steal] = ACTIONS(45),
    [anon_sym_adjacent] = ACTIONS(45),
    [anon_sym_enters] = ACTIONS(45),
    [anon_sym_when] = ACTIONS(45),
    [anon_sym_add] = ACTIONS(45),
    [anon_sym_clear] = ACTIONS(45),
    [anon_sym_reset] = ACTIONS(45),
    [anon_sym_place] = ACTIONS(45),
    [anon_sym_of] = ACTIONS(45),
    [anon_sym_into] = ACTIONS(45),
    [anon_sym_team] = ACTIONS(45),
    [anon_sym_copies] = ACTIONS(45),
    [anon_sym_deal] = ACTIONS(45),
    [anon_sym_each] = ACTIONS(45),
    [anon_sym_hands] = ACTIONS(45),
    [anon_sym_as] = ACTIONS(45),
    [anon_sym_control] = ACTIONS(45),
    [anon_sym_skip] = ACTIONS(45),
    [anon_sym_swap] = ACTIONS(45),
    [anon_sym_partner] = ACTIONS(45),
    [anon_sym_split] = ACTIONS(45),
    [anon_sym_pass] = ACTIONS(45),
    [anon_sym_then] = ACTIONS(45),
    [anon_sym_play] = ACTIONS(45),
    [anon_sym_again] = ACTIONS(45),
    [anon_sym_cancel] = ACTIONS(45),
    [anon_sym_for] = ACTIONS(45),
    [anon_sym_replay] = ACTIONS(45),
    [anon_sym_stay] = ACTIONS(45),
    [anon_sym_exchange] = ACTIONS(45),
    [anon_sym_with] = ACTIONS(45),
    [anon_sym_announce] = ACTIONS(45),
    [anon_sym_deeper] = ACTIONS(45),
    [anon_sym_score] = ACTIONS(45),
    [anon_sym_attacked] = ACTIONS(45),
    [anon_sym_long] = ACTIONS(45),
    [anon_sym_reversing] = ACTIONS(45),
    [anon_sym_once] = ACTIONS(45),
    [anon_sym_continue] = ACTIONS(45),
    [anon_sym_merge] = ACTIONS(45),
    [anon_sym_same] = ACTIONS(45),
    [anon_sym_captures] = ACTIONS(45),
    [anon_sym_falling] = ACTIONS(45),
    [anon_sym_line] = ACTIONS(45),
    [anon_sym_moves] = ACTIONS(45),
    [anon_sym_flipping] = ACTIONS(45),
    [anon_sym_next] = ACTIONS(45),
    [anon_sym_claim] = ACTIONS(45),
    [anon_sym_moved] = ACTIONS(45),
    [anon_sym_en_DASHpassant] = ACTIONS(45),
    [anon_sym_hand] = ACTIONS(45),
    [anon_sym_counter] = ACTIONS(45),
    [anon_sym_LPAREN] = ACTIONS(55),
    [anon_sym_RPAREN] = ACTIONS(100),
    [anon_sym_LT_EQ] = ACTIONS(47),
    [anon_sym_GT_EQ] = ACTIONS(47),
    [anon_sym_BANG_EQ] = ACTIONS(47),
    [anon_sym_LT] = ACTIONS(57),
    [anon_sym_GT] = ACTIONS(57),
    [anon_sym_DOT_DOT] = ACTIONS(47),
    [anon_sym_PIPE] = ACTIONS(47),
    [sym_integer] = ACTIONS(98),
    [sym_string] = ACTIONS(98),
    [sym_comment] = ACTIONS(3),
  },
  [8] = {
    [sym_group] = STATE(7),
    [sym__token] = STATE(7),
    [sym_keyword] = STATE(7),
    [sym_operator] = STATE(7),
    [aux_sym_group_repeat1] = STATE(7),
    [sym_name] = ACTIONS(102),
    [anon_sym_game] = ACTIONS(45),
    [anon_sym_extends] = ACTIONS(45),
    [anon_sym_players] = ACTIONS(45),
    [anon_sym_sides] = ACTIONS(45),
    [anon_sym_board] = ACTIONS(45),
    [anon_sym_setup] = ACTIONS(45),
    [anon_sym_rules] = ACTIONS(45),
    [anon_sym_end] = ACTIONS(45),
    [anon_sym_turn] = ACTIONS(45),
    [anon_sym_cards] = ACTIONS(45),
    [anon_sym_directions] = ACTIONS(45),
    [anon_sym_EQ] = ACTIONS(47),
    [anon_sym_COMMA] = ACTIONS(104),
    [anon_sym_zone] = ACTIONS(45),
    [anon_sym_COLON] = ACTIONS(104),
    [anon_sym_piece] = ACTIONS(45),
    [anon_sym_card] = ACTIONS(45),
    [anon_sym_counters] = ACTIONS(45),
    [anon_sym_track] = ACTIONS(45),
    [anon_sym_loop] = ACTIONS(45),
    [anon_sym_branch] = ACTIONS(45),
    [anon_sym_from] = ACTIONS(45),
    [anon_sym_store] = ACTIONS(45),
    [anon_sym_remove] = ACTIONS(45),
    [anon_sym_rank] = ACTIONS(45),
    [anon_sym_file] = ACTIONS(45),
    [anon_sym_step] = ACTIONS(45),
    [anon_sym_slide] = ACTIONS(45),
    [anon_sym_leap] = ACTIONS(45),
    [anon_sym_jump] = ACTIONS(45),
    [anon_sym_hop] = ACTIONS(45),
    [anon_sym_along] = ACTIONS(45),
    [anon_sym_enter] = ACTIONS(45),
    [anon_sym_castle] = ACTIONS(45),
    [anon_sym_bear] = ACTIONS(45),
    [anon_sym_symbols] = ACTIONS(45),
    [anon_sym_glyphs] = ACTIONS(45),
    [anon_sym_promote] = ACTIONS(45),
    [anon_sym_royal] = ACTIONS(45),
    [anon_sym_neutral] = ACTIONS(45),
    [anon_sym_stored] = ACTIONS(45),
    [anon_sym_grid] = ACTIONS(45),
    [anon_sym_cells] = ACTIONS(45),
    [anon_sym_numbers] = ACTIONS(45),
    [anon_sym_by] = ACTIONS(45),
    [anon_sym_to] = ACTIONS(45),
    [anon_sym_over] = ACTIONS(45),
    [anon_sym_chained] = ACTIONS(45),
    [anon_sym_on] = ACTIONS(45),
    [anon_sym_ends] = ACTIONS(45),
    [anon_sym_move] = ACTIONS(45),
    [anon_sym_mandatory] = ACTIONS(45),
    [anon_sym_no] = ACTIONS(45),
    [anon_sym_repetition] = ACTIONS(45),
    [anon_sym_plies] = ACTIONS(45),
    [anon_sym_since] = ACTIONS(45),
    [anon_sym_stacks] = ACTIONS(45),
    [anon_sym_unlimited] = ACTIONS(45),
    [anon_sym_onto] = ACTIONS(45),
    [anon_sym_lift] = ACTIONS(45),
    [anon_sym_if] = ACTIONS(45),
    [anon_sym_and] = ACTIONS(45),
    [anon_sym_or] = ACTIONS(45),
    [anon_sym_not] = ACTIONS(45),
    [anon_sym_below] = ACTIONS(45),
    [anon_sym_is] = ACTIONS(45),
    [anon_sym_in] = ACTIONS(45),
    [anon_sym_height] = ACTIONS(45),
    [anon_sym_count] = ACTIONS(45),
    [anon_sym_showing] = ACTIONS(45),
    [anon_sym_pieces] = ACTIONS(45),
    [anon_sym_off] = ACTIONS(45),
    [anon_sym_after] = ACTIONS(45),
    [anon_sym_stack] = ACTIONS(45),
    [anon_sym_max] = ACTIONS(45),
    [anon_sym_exactly] = ACTIONS(45),
    [anon_sym_passing] = ACTIONS(45),
    [anon_sym_flying] = ACTIONS(45),
    [anon_sym_connected] = ACTIONS(45),
    [anon_sym_within] = ACTIONS(45),
    [anon_sym_avoiding] = ACTIONS(45),
    [anon_sym_stopping] = ACTIONS(45),
    [anon_sym_actions] = ACTIONS(45),
    [anon_sym_until] = ACTIONS(45),
    [anon_sym_at] = ACTIONS(45),
    [anon_sym_most] = ACTIONS(45),
    [anon_sym_steal] = ACTIONS(45),
    [anon_sym_adjacent] = ACTIONS(45),
    [anon_sym_enters] = ACTIONS(45),
    [anon_sym_when] = ACTIONS(45),
    [anon_sym_add] = ACTIONS(45),
    [anon_sym_clear] = ACTIONS(45),
    [anon_sym_reset] = ACTIONS(45),
    [anon_sym_place] = ACTIONS(45),
    [anon_sym_of] = ACTIONS(45),
    [anon_sym_into] = ACTIONS(45),
    [anon_sym_team] = ACTIONS(45),
    [anon_sym_copies] = ACTIONS(45),
    [anon_sym_deal] = ACTIONS(45),
    [anon_sym_each] = ACTIONS(45),
    [anon_sym_hands] = ACTIONS(45),
    [anon_sym_as] = ACTIONS(45),
    [anon_sym_control] = ACTIONS(45),
    [anon_sym_skip] = ACTIONS(45),
    [anon_sym_swap] = ACTIONS(45),
    [anon_sym_partner] = ACTIONS(45),
    [anon_sym_split] = ACTIONS(45),
    [anon_sym_pass] = ACTIONS(45),
    [anon_sym_then] = ACTIONS(45),
    [anon_sym_play] = ACTIONS(45),
    [anon_sym_again] = ACTIONS(45),
    [anon_sym_cancel] = ACTIONS(45),
    [anon_sym_for] = ACTIONS(45),
    [anon_sym_replay] = ACTIONS(45),
    [anon_sym_stay] = ACTIONS(45),
    [anon_sym_exchange] = ACTIONS(45),
    [anon_sym_with] = ACTIONS(45),
    [anon_sym_announce] = ACTIONS(45),
    [anon_sym_deeper] = ACTIONS(45),
    [anon_sym_score] = ACTIONS(45),
    [anon_sym_attacked] = ACTIONS(45),
    [anon_sym_long] = ACTIONS(45),
    [anon_sym_reversing] = ACTIONS(45),
    [anon_sym_once] = ACTIONS(45),
    [anon_sym_continue] = ACTIONS(45),
    [anon_sym_merge] = ACTIONS(45),
    [anon_sym_same] = ACTIONS(45),
    [anon_sym_captures] = ACTIONS(45),
    [anon_sym_falling] = ACTIONS(45),
    [anon_sym_line] = ACTIONS(45),
    [anon_sym_moves] = ACTIONS(45),
    [anon_sym_flipping] = ACTIONS(45),
    [anon_sym_next] = ACTIONS(45),
    [anon_sym_claim] = ACTIONS(45),
    [anon_sym_moved] = ACTIONS(45),
    [anon_sym_en_DASHpassant] = ACTIONS(45),
    [anon_sym_hand] = ACTIONS(45),
    [anon_sym_counter] = ACTIONS(45),
    [anon_sym_LPAREN] = ACTIONS(55),
    [anon_sym_RPAREN] = ACTIONS(106),
    [anon_sym_LT_EQ] = ACTIONS(47),
    [anon_sym_GT_EQ] = ACTIONS(47),
    [anon_sym_BANG_EQ] = ACTIONS(47),
    [anon_sym_LT] = ACTIONS(57),
    [anon_sym_GT] = ACTIONS(57),
    [anon_sym_DOT_DOT] = ACTIONS(47),
    [anon_sym_PIPE] = ACTIONS(47),
    [sym_integer] = ACTIONS(104),
    [sym_string] = ACTIONS(104),
    [sym_comment] = ACTIONS(3),
  },
  [9] = {
    [sym_group] = STATE(9),
    [sym__token] = STATE(9),
    [sym_keyword] = STATE(9),
    [sym_operator] = STATE(9),
    [aux_sym_group_repeat1] = STATE(9),
    [sym_name] = ACTIONS(108),
    [anon_sym_game] = ACTIONS(111),
    [anon_sym_extends] = ACTIONS(111),
    [anon_sym_players] = ACTIONS(111),
    [anon_sym_sides] = ACTIONS(111),
    [anon_sym_board] = ACTIONS(111),
    [anon_sym_setup] = ACTIONS(111),
    [anon_sym_rules] = ACTIONS(111),
    [anon_sym_end] = ACTIONS(111),
    [anon_sym_turn] = ACTIONS(111),
    [anon_sym_cards] = ACTIONS(111),
    [anon_sym_directions] = ACTIONS(111),
    [anon_sym_EQ] = ACTIONS(114),
    [anon_sym_COMMA] = ACTIONS(117),
    [anon_sym_zone] = ACTIONS(111),
    [anon_sym_COLON] = ACTIONS(117),
    [anon_sym_piece] = ACTIONS(111),
    [anon_sym_card] = ACTIONS(111),
    [anon_sym_counters] = ACTIONS(111),
    [anon_sym_track] = ACTIONS(111),
    [anon_sym_loop] = ACTIONS(111),
    [anon_sym_branch] = ACTIONS(111),
    [anon_sym_from] = ACTIONS(111),
    [anon_sym_store] = ACTIONS(111),
    [anon_sym_remove] = ACTIONS(111),
    [anon_sym_rank] = ACTIONS(111),
    [anon_sym_file] = ACTIONS(111),
    [anon_sym_step] = ACTIONS(111),
    [anon_sym_slide] = ACTIONS(111),
    [anon_sym_leap] = ACTIONS(111),
    [anon_sym_jump] = ACTIONS(111),
    [anon_sym_hop] = ACTIONS(111),
    [anon_sym_along] = ACTIONS(111),
    [anon_sym_enter] = ACTIONS(111),
    [anon_sym_castle] = ACTIONS(111),
    [anon_sym_bear] = ACTIONS(111),
    [anon_sym_symbols] = ACTIONS(111),
    [anon_sym_glyphs] = ACTIONS(111),
    [anon_sym_promote] = ACTIONS(111),
    [anon_sym_royal] = ACTIONS(111),
    [anon_sym_neutral] = ACTIONS(111),
    [anon_sym_stored] = ACTIONS(111),
    [anon_sym_grid] = ACTIONS(111),
    [anon_sym_cells] = ACTIONS(111),
    [anon_sym_numbers] = ACTIONS(111),
    [anon_sym_by] = ACTIONS(111),
    [anon_sym_to] = ACTIONS(111),
    [anon_sym_over] = ACTIONS(111),
    [anon_sym_chained] = ACTIONS(111),
    [anon_sym_on] = ACTIONS(111),
    [anon_sym_ends] = ACTIONS(111),
    [anon_sym_move] = ACTIONS(111),
    [anon_sym_mandatory] = ACTIONS(111),
    [anon_sym_no] = ACTIONS(111),
    [anon_sym_repetition] = ACTIONS(111),
    [anon_sym_plies] = ACTIONS(111),
    [anon_sym_since] = ACTIONS(111),
    [anon_sym_stacks] = ACTIONS(111),
    [anon_sym_unlimited] = ACTIONS(111),
    [anon_sym_onto] = ACTIONS(111),
    [anon_sym_lift] = ACTIONS(111),
    [anon_sym_if] = ACTIONS(111),
    [anon_sym_and] = ACTIONS(111),
    [anon_sym_or] = ACTIONS(111),
    [anon_sym_not] = ACTIONS(111),
    [anon_sym_below] = ACTIONS(111),
    [anon_sym_is] = ACTIONS(111),
    [anon_sym_in] = ACTIONS(111),
    [anon_sym_height] = ACTIONS(111),
    [anon_sym_count] = ACTIONS(111),
    [anon_sym_showing] = ACTIONS(111),
    [anon_sym_pieces] = ACTIONS(111),
    [anon_sym_off] = ACTIONS(111),
    [anon_sym_after] = ACTIONS(111),
    [anon_sym_stack] = ACTIONS(111),
    [anon_sym_max] = ACTIONS(111),
    [anon_sym_exactly] = ACTIONS(111),
    [anon_sym_passing] = ACTIONS(111),
    [anon_sym_flying] = ACTIONS(111),
    [anon_sym_connected] = ACTIONS(111),
    [anon_sym_within] = ACTIONS(111),
    [anon_sym_avoiding] = ACTIONS(111),
    [anon_sym_stopping] = ACTIONS(111),
    [anon_sym_actions] = ACTIONS(111),
    [anon_sym_until] = ACTIONS(111),
    [anon_sym_at] = ACTIONS(111),
    [anon_sym_most] = ACTIONS(111),
    [anon_sym_steal] = ACTIONS(111),
    [anon_sym_adjacent] = ACTIONS(111),
    [anon_sym_enters] = ACTIONS(111),
    [anon_sym_when] = ACTIONS(111),
    [anon_sym_add] = ACTIONS(111),
    [anon_sym_clear] = ACTIONS(111),
    [anon_sym_reset] = ACTIONS(111),
    [anon_sym_place] = ACTIONS(111),
    [anon_sym_of] = ACTIONS(111),
    [anon_sym_into] = ACTIONS(111),
    [anon_sym_team] = ACTIONS(111),
    [anon_sym_copies] = ACTIONS(111),
    [anon_sym_deal] = ACTIONS(111),
    [anon_sym_each] = ACTIONS(111),
    [anon_sym_hands] = ACTIONS(111),
    [anon_sym_as] = ACTIONS(111),
    [anon_sym_control] = ACTIONS(111),
    [anon_sym_skip] = ACTIONS(111),
    [anon_sym_swap] = ACTIONS(111),
    [anon_sym_partner] = ACTIONS(111),
    [anon_sym_split] = ACTIONS(111),
    [anon_sym_pass] = ACTIONS(111),
    [anon_sym_then] = ACTIONS(111),
    [anon_sym_play] = ACTIONS(111),
    [anon_sym_again] = ACTIONS(111),
    [anon_sym_cancel] = ACTIONS(111),
    [anon_sym_for] = ACTIONS(111),
    [anon_sym_replay] = ACTIONS(111),
    [anon_sym_stay] = ACTIONS(111),
    [anon_sym_exchange] = ACTIONS(111),
    [anon_sym_with] = ACTIONS(111),
    [anon_sym_announce] = ACTIONS(111),
    [anon_sym_deeper] = ACTIONS(111),
    [anon_sym_score] = ACTIONS(111),
    [anon_sym_attacked] = ACTIONS(111),
    [anon_sym_long] = ACTIONS(111),
    [anon_sym_reversing] = ACTIONS(111),
    [anon_sym_once] = ACTIONS(111),
    [anon_sym_continue] = ACTIONS(111),
    [anon_sym_merge] = ACTIONS(111),
    [anon_sym_same] = ACTIONS(111),
    [anon_sym_captures] = ACTIONS(111),
    [anon_sym_falling] = ACTIONS(111),
    [anon_sym_line] = ACTIONS(111),
    [anon_sym_moves] = ACTIONS(111),
    [anon_sym_flipping] = ACTIONS(111),
    [anon_sym_next] = ACTIONS(111),
    [anon_sym_claim] = ACTIONS(111),
    [anon_sym_moved] = ACTIONS(111),
    [anon_sym_en_DASHpassant] = ACTIONS(111),
    [anon_sym_hand] = ACTIONS(111),
    [anon_sym_counter] = ACTIONS(111),
    [anon_sym_LPAREN] = ACTIONS(120),
    [anon_sym_RPAREN] = ACTIONS(123),
    [anon_sym_LT_EQ] = ACTIONS(114),
    [anon_sym_GT_EQ] = ACTIONS(114),
    [anon_sym_BANG_EQ] = ACTIONS(114),
    [anon_sym_LT] = ACTIONS(125),
    [anon_sym_GT] = ACTIONS(125),
    [anon_sym_DOT_DOT] = ACTIONS(114),
    [anon_sym_PIPE] = ACTIONS(114),
    [sym_integer] = ACTIONS(117),
    [sym_string] = ACTIONS(117),
    [sym_comment] = ACTIONS(3),
  },
  [10] = {
    [sym__statement_part] = STATE(13),
    [sym_group] = STATE(13),
    [sym_operator] = STATE(13),
    [aux_sym_move_statement_repeat1] = STATE(13),
    [sym_name] = ACTIONS(128),
    [anon_sym_game] = ACTIONS(130),
    [anon_sym_extends] = ACTIONS(130),
    [anon_sym_players] = ACTIONS(130),
    [anon_sym_sides] = ACTIONS(130),
    [anon_sym_board] = ACTIONS(130),
    [anon_sym_setup] = ACTIONS(130),
    [anon_sym_rules] = ACTIONS(130),
    [anon_sym_end] = ACTIONS(130),
    [anon_sym_turn] = ACTIONS(130),
    [anon_sym_cards] = ACTIONS(130),
    [anon_sym_directions] = ACTIONS(130),
    [anon_sym_EQ] = ACTIONS(47),
    [anon_sym_COMMA] = ACTIONS(132),
    [anon_sym_zone] = ACTIONS(130),
    [anon_sym_COLON] = ACTIONS(132),
    [anon_sym_piece] = ACTIONS(130),
    [anon_sym_card] = ACTIONS(130),
    [anon_sym_counters] = ACTIONS(130),
    [anon_sym_track] = ACTIONS(130),
    [anon_sym_loop] = ACTIONS(130),
    [anon_sym_branch] = ACTIONS(130),
    [anon_sym_from] = ACTIONS(130),
    [anon_sym_store] = ACTIONS(130),
    [anon_sym_remove] = ACTIONS(130),
    [anon_sym_rank] = ACTIONS(130),
    [anon_sym_file] = ACTIONS(130),
    [anon_sym_RBRACE] = ACTIONS(134),
    [anon_sym_step] = ACTIONS(136),
    [anon_sym_slide] = ACTIONS(136),
    [anon_sym_leap] = ACTIONS(136),
    [anon_sym_jump] = ACTIONS(136),
    [anon_sym_hop] = ACTIONS(136),
    [anon_sym_along] = ACTIONS(136),
    [anon_sym_enter] = ACTIONS(136),
    [anon_sym_castle] = ACTIONS(136),
    [anon_sym_bear] = ACTIONS(136),
    [anon_sym_symbols] = ACTIONS(136),
    [anon_sym_glyphs] = ACTIONS(136),
    [anon_sym_promote] = ACTIONS(136),
    [anon_sym_royal] = ACTIONS(136),
    [anon_sym_neutral] = ACTIONS(136),
    [anon_sym_stored] = ACTIONS(136),
    [anon_sym_grid] = ACTIONS(130),
    [anon_sym_cells] = ACTIONS(130),
    [anon_sym_numbers] = ACTIONS(130),
    [anon_sym_by] = ACTIONS(130),
    [anon_sym_to] = ACTIONS(130),
    [anon_sym_over] = ACTIONS(130),
    [anon_sym_chained] = ACTIONS(130),
    [anon_sym_on] = ACTIONS(130),
    [anon_sym_ends] = ACTIONS(130),
    [anon_sym_move] = ACTIONS(130),
    [anon_sym_mandatory] = ACTIONS(130),
    [anon_sym_no] = ACTIONS(130),
    [anon_sym_repetition] = ACTIONS(130),
    [anon_sym_plies] = ACTIONS(130),
    [anon_sym_since] = ACTIONS(130),
    [anon_sym_stacks] = ACTIONS(130),
    [anon_sym_unlimited] = ACTIONS(130),
    [anon_sym_onto] = ACTIONS(130),
    [anon_sym_lift] = ACTIONS(130),
    [anon_sym_if] = ACTIONS(130),
    [anon_sym_and] = ACTIONS(130),
    [anon_sym_or] = ACTIONS(130),
    [anon_sym_not] = ACTIONS(130),
    [anon_sym_below] = ACTIONS(130),
    [anon_sym_is] = ACTIONS(130),
    [anon_sym_in] = ACTIONS(130),
    [anon_sym_height] = ACTIONS(130),
    [anon_sym_count] = ACTIONS(130),
    [anon_sym_showing] = ACTIONS(130),
    [anon_sym_pieces] = ACTIONS(130),
    [anon_sym_off] = ACTIONS(130),
    [anon_sym_after] = ACTIONS(130),
    [anon_sym_stack] = ACTIONS(130),
    [anon_sym_max] = ACTIONS(130),
    [anon_sym_exactly] = ACTIONS(130),
    [anon_sym_passing] = ACTIONS(130),
    [anon_sym_flying] = ACTIONS(130),
    [anon_sym_connected] = ACTIONS(130),
    [anon_sym_within] = ACTIONS(130),
    [anon_sym_avoiding] = ACTIONS(130),
    [anon_sym_stopping] = ACTIONS(130),
    [anon_sym_actions] = ACTIONS(130),
    [anon_sym_until] = ACTIONS(130),
    [anon_sym_at] = ACTIONS(130),
    [anon_sym_most] = ACTIONS(130),
    [anon_sym_steal] = ACTIONS(130),
    [anon_sym_adjacent] = ACTIONS(130),
    [anon_sym_enters] = ACTIONS(130),
    [anon_sym_when] = ACTIONS(130),
    [anon_sym_add] = ACTIONS(130),
    [anon_sym_clear] = ACTIONS(130),
    [anon_sym_reset] = ACTIONS(130),
    [anon_sym_place] = ACTIONS(130),
    [anon_sym_of] = ACTIONS(130),
    [anon_sym_into] = ACTIONS(130),
    [anon_sym_team] = ACTIONS(130),
    [anon_sym_copies] = ACTIONS(130),
    [anon_sym_deal] = ACTIONS(130),
    [anon_sym_each] = ACTIONS(130),
    [anon_sym_hands] = ACTIONS(130),
    [anon_sym_as] = ACTIONS(130),
    [anon_sym_control] = ACTIONS(130),
    [anon_sym_skip] = ACTIONS(130),
    [anon_sym_swap] = ACTIONS(130),
    [anon_sym_partner] = ACTIONS(130),
    [anon_sym_split] = ACTIONS(130),
    [anon_sym_pass] = ACTIONS(130),
    [anon_sym_then] = ACTIONS(130),
    [anon_sym_play] = ACTIONS(130),
    [anon_sym_again] = ACTIONS(130),
    [anon_sym_cancel] = ACTIONS(130),
    [anon_sym_for] = ACTIONS(130),
    [anon_sym_replay] = ACTIONS(130),
    [anon_sym_stay] = ACTIONS(130),
    [anon_sym_exchange] = ACTIONS(130),
    [anon_sym_with] = ACTIONS(130),
    [anon_sym_announce] = ACTIONS(130),
    [anon_sym_deeper] = ACTIONS(130),
    [anon_sym_score] = ACTIONS(130),
    [anon_sym_attacked] = ACTIONS(130),
    [anon_sym_long] = ACTIONS(130),
    [anon_sym_reversing] = ACTIONS(130),
    [anon_sym_once] = ACTIONS(130),
    [anon_sym_continue] = ACTIONS(130),
    [anon_sym_merge] = ACTIONS(130),
    [anon_sym_same] = ACTIONS(130),
    [anon_sym_captures] = ACTIONS(130),
    [anon_sym_falling] = ACTIONS(130),
    [anon_sym_line] = ACTIONS(130),
    [anon_sym_moves] = ACTIONS(130),
    [anon_sym_flipping] = ACTIONS(130),
    [anon_sym_next] = ACTIONS(130),
    [anon_sym_claim] = ACTIONS(130),
    [anon_sym_moved] = ACTIONS(130),
    [anon_sym_en_DASHpassant] = ACTIONS(130),
    [anon_sym_hand] = ACTIONS(130),
    [anon_sym_counter] = ACTIONS(130),
    [anon_sym_LPAREN] = ACTIONS(55),
    [anon_sym_LT_EQ] = ACTIONS(47),
    [anon_sym_GT_EQ] = ACTIONS(47),
    [anon_sym_BANG_EQ] = ACTIONS(47),
    [anon_sym_LT] = ACTIONS(57),
    [anon_sym_GT] = ACTIONS(57),
    [anon_sym_DOT_DOT] = ACTIONS(47),
    [anon_sym_PIPE] = ACTIONS(47),
    [sym_integer] = ACTIONS(132),
    [sym_string] = ACTIONS(132),
    [sym_comment] = ACTIONS(3),
  },
  [11] = {
    [sym__statement_part] = STATE(12),
    [sym_group] = STATE(12),
    [sym_operator] = STATE(12),
    [aux_sym_move_statement_repeat1] = STATE(12),
    [sym_name] = ACTIONS(138),
    [anon_sym_game] = ACTIONS(130),
    [anon_sym_extends] = ACTIONS(130),
    [anon_sym_players] = ACTIONS(130),
    [anon_sym_sides] = ACTIONS(130),
    [anon_sym_board] = ACTIONS(130),
    [anon_sym_setup] = ACTIONS(130),
    [anon_sym_rules] = ACTIONS(130),
    [anon_sym_end] = ACTIONS(130),
    [anon_sym_turn] = ACTIONS(130),
    [anon_sym_cards] = ACTIONS(130),
    [anon_sym_directions] = ACTIONS(130),
    [anon_sym_EQ] = ACTIONS(47),
    [anon_sym_COMMA] = ACTIONS(140),
    [anon_sym_zone] = ACTIONS(130),
    [anon_sym_COLON] = ACTIONS(140),
    [anon_sym_piece] = ACTIONS(130),
    [anon_sym_card] = ACTIONS(130),
    [anon_sym_counters] = ACTIONS(130),
    [anon_sym_track] = ACTIONS(130),
    [anon_sym_loop] = ACTIONS(130),
    [anon_sym_branch] = ACTIONS(130),
    [anon_sym_from] = ACTIONS(130),
    [anon_sym_store] = ACTIONS(130),
    [anon_sym_remove] = ACTIONS(130),
    [anon_sym_rank] = ACTIONS(130),
    [anon_sym_file] = ACTIONS(130),
    [anon_sym_RBRACE] = ACTIONS(142),
    [anon_sym_step] = ACTIONS(144),
    [anon_sym_slide] = ACTIONS(144),
    [anon_sym_leap] = ACTIONS(144),
    [anon_sym_jump] = ACTIONS(144),
    [anon_sym_hop] = ACTIONS(144),
    [anon_sym_along] = ACTIONS(144),
    [anon_sym_enter] = ACTIONS(144),
    [anon_sym_castle] = ACTIONS(144),
    [anon_sym_bear] = ACTIONS(144),
    [anon_sym_symbols] = ACTIONS(144),
    [anon_sym_glyphs] = ACTIONS(144),
    [anon_sym_promote] = ACTIONS(144),
    [anon_sym_royal] = ACTIONS(144),
    [anon_sym_neutral] = ACTIONS(144),
    [anon_sym_stored] = ACTIONS(144),
    [anon_sym_grid] = ACTIONS(130),
    [anon_sym_cells] = ACTIONS(130),
    [anon_sym_numbers] = ACTIONS(130),
    [anon_sym_by] = ACTIONS(130),
    [anon_sym_to] = ACTIONS(130),
    [anon_sym_over] = ACTIONS(130),
    [anon_sym_chained] = ACTIONS(130),
    [anon_sym_on] = ACTIONS(130),
    [anon_sym_ends] = ACTIONS(130),
    [anon_sym_move] = ACTIONS(130),
    [anon_sym_mandatory] = ACTIONS(130),
    [anon_sym_no] = ACTIONS(130),
    [anon_sym_repetition] = ACTIONS(130),
    [anon_sym_plies] = ACTIONS(130),
    [anon_sym_since] = ACTIONS(130),
    [anon_sym_stacks] = ACTIONS(130),
    [anon_sym_unlimited] = ACTIONS(130),
    [anon_sym_onto] = ACTIONS(130),
    [anon_sym_lift] = ACTIONS(130),
    [anon_sym_if] = ACTIONS(130),
    [anon_sym_and] = ACTIONS(130),
    [anon_sym_or] = ACTIONS(130),
    [anon_sym_not] = ACTIONS(130),
    [anon_sym_below] = ACTIONS(130),
    [anon_sym_is] = ACTIONS(130),
    [anon_sym_in] = ACTIONS(130),
    [anon_sym_height] = ACTIONS(130),
    [anon_sym_count] = ACTIONS(130),
    [anon_sym_showing] = ACTIONS(130),
    [anon_sym_pieces] = ACTIONS(130),
    [anon_sym_off] = ACTIONS(130),
    [anon_sym_after] = ACTIONS(130),
    [anon_sym_stack] = ACTIONS(130),
    [anon_sym_max] = ACTIONS(130),
    [anon_sym_exactly] = ACTIONS(130),
    [anon_sym_passing] = ACTIONS(130),
    [anon_sym_flying] = ACTIONS(130),
    [anon_sym_connected] = ACTIONS(130),
    [anon_sym_within] = ACTIONS(130),
    [anon_sym_avoiding] = ACTIONS(130),
    [anon_sym_stopping] = ACTIONS(130),
    [anon_sym_actions] = ACTIONS(130),
    [anon_sym_until] = ACTIONS(130),
    [anon_sym_at] = ACTIONS(130),
    [anon_sym_most] = ACTIONS(130),
    [anon_sym_steal] = ACTIONS(130),
    [anon_sym_adjacent] = ACTIONS(130),
    [anon_sym_enters] = ACTIONS(130),
    [anon_sym_when] = ACTIONS(130),
    [anon_sym_add] = ACTIONS(130),
    [anon_sym_clear] = ACTIONS(130),
    [anon_sym_reset] = ACTIONS(130),
    [anon_sym_place] = ACTIONS(130),
    [anon_sym_of] = ACTIONS(130),
    [anon_sym_into] = ACTIONS(130),
    [anon_sym_team] = ACTIONS(130),
    [anon_sym_copies] = ACTIONS(130),
    [anon_sym_deal] = ACTIONS(130),
    [anon_sym_each] = ACTIONS(130),
    [anon_sym_hands] = ACTIONS(130),
    [anon_sym_as] = ACTIONS(130),
    [anon_sym_control] = ACTIONS(130),
    [anon_sym_skip] = ACTIONS(130),
    [anon_sym_swap] = ACTIONS(130),
    [anon_sym_partner] = ACTIONS(130),
    [anon_sym_split] = ACTIONS(130),
    [anon_sym_pass] = ACTIONS(130),
    [anon_sym_then] = ACTIONS(130),
    [anon_sym_play] = ACTIONS(130),
    [anon_sym_again] = ACTIONS(130),
    [anon_sym_cancel] = ACTIONS(130),
    [anon_sym_for] = ACTIONS(130),
    [anon_sym_replay] = ACTIONS(130),
    [anon_sym_stay] = ACTIONS(130),
    [anon_sym_exchange] = ACTIONS(130),
    [anon_sym_with] = ACTIONS(130),
    [anon_sym_announce] = ACTIONS(130),
    [anon_sym_deeper] = ACTIONS(130),
    [anon_sym_score] = ACTIONS(130),
    [anon_sym_attacked] = ACTIONS(130),
    [anon_sym_long] = ACTIONS(130),
    [anon_sym_reversing] = ACTIONS(130),
    [anon_sym_once] = ACTIONS(130),
    [anon_sym_continue] = ACTIONS(130),
    [anon_sym_merge] = ACTIONS(130),
    [anon_sym_same] = ACTIONS(130),
    [anon_sym_captures] = ACTIONS(130),
    [anon_sym_falling] = ACTIONS(130),
    [anon_sym_line] = ACTIONS(130),
    [anon_sym_moves] = ACTIONS(130),
    [anon_sym_flipping] = ACTIONS(130),
    [anon_sym_next] = ACTIONS(130),
    [anon_sym_claim] = ACTIONS(130),
    [anon_sym_moved] = ACTIONS(130),
    [anon_sym_en_DASHpassant] = ACTIONS(130),
    [anon_sym_hand] = ACTIONS(130),
    [anon_sym_counter] = ACTIONS(130),
    [anon_sym_LPAREN] = ACTIONS(55),
    [anon_sym_LT_EQ] = ACTIONS(47),
    [anon_sym_GT_EQ] = ACTIONS(47),
    [anon_sym_BANG_EQ] = ACTIONS(47),
    [anon_sym_LT] = ACTIONS(57),
    [anon_sym_GT] = ACTIONS(57),
    [anon_sym_DOT_DOT] = ACTIONS(47),
    [anon_sym_PIPE] = ACTIONS(47),
    [sym_integer] = ACTIONS(140),
    [sym_string] = ACTIONS(140),
    [sym_comment] = ACTIONS(3),
  },
  [12] = {
    [sym__statement_part] = STATE(14),
    [sym_group] = STATE(14),
    [sym_operator] = STATE(14),
    [aux_sym_move_statement_repeat1] = STATE(14),
    [sym_name] = ACTIONS(146),
    [anon_sym_game] = ACTIONS(130),
    [anon_sym_extends] = ACTIONS(130),
    [anon_sym_players] = ACTIONS(130),
    [anon_sym_sides] = ACTIONS(130),
    [anon_sym_board] = ACTIONS(130),
    [anon_sym_setup] = ACTIONS(130),
    [anon_sym_rules] = ACTIONS(130),
    [anon_sym_end] = ACTIONS(130),
    [anon_sym_turn] = ACTIONS(130),
    [anon_sym_cards] = ACTIONS(130),
    [anon_sym_directions] = ACTIONS(130),
    [anon_sym_EQ] = ACTIONS(47),
    [anon_sym_COMMA] = ACTIONS(148),
    [anon_sym_zone] = ACTIONS(130),
    [anon_sym_COLON] = ACTIONS(148),
    [anon_sym_piece] = ACTIONS(130),
    [anon_sym_card] = ACTIONS(130),
    [anon_sym_counters] = ACTIONS(130),
    [anon_sym_track] = ACTIONS(130),
    [anon_sym_loop] = ACTIONS(130),
    [anon_sym_branch] = ACTIONS(130),
    [anon_sym_from] = ACTIONS(130),
    [anon_sym_store] = ACTIONS(130),
    [anon_sym_remove] = ACTIONS(130),
    [anon_sym_rank] = ACTIONS(130),
    [anon_sym_file] = ACTIONS(130),
    [anon_sym_RBRACE] = ACTIONS(150),
    [anon_sym_step] = ACTIONS(152),
    [anon_sym_slide] = ACTIONS(152),
    [anon_sym_leap] = ACTIONS(152),
    [anon_sym_jump] = ACTIONS(152),
    [anon_sym_hop] = ACTIONS(152),
    [anon_sym_along] = ACTIONS(152),
    [anon_sym_enter] = ACTIONS(152),
    [anon_sym_castle] = ACTIONS(152),
    [anon_sym_bear] = ACTIONS(152),
    [anon_sym_symbols] = ACTIONS(152),
    [anon_sym_glyphs] = ACTIONS(152),
    [anon_sym_promote] = ACTIONS(152),
    [anon_sym_royal] = ACTIONS(152),
    [anon_sym_neutral] = ACTIONS(152),
    [anon_sym_stored] = ACTIONS(152),
    [anon_sym_grid] = ACTIONS(130),
    [anon_sym_cells] = ACTIONS(130),
    [anon_sym_numbers] = ACTIONS(130),
    [anon_sym_by] = ACTIONS(130),
    [anon_sym_to] = ACTIONS(130),
    [anon_sym_over] = ACTIONS(130),
    [anon_sym_chained] = ACTIONS(130),
    [anon_sym_on] = ACTIONS(130),
    [anon_sym_ends] = ACTIONS(130),
    [anon_sym_move] = ACTIONS(130),
    [anon_sym_mandatory] = ACTIONS(130),
    [anon_sym_no] = ACTIONS(130),
    [anon_sym_repetition] = ACTIONS(130),
    [anon_sym_plies] = ACTIONS(130),
    [anon_sym_since] = ACTIONS(130),
    [anon_sym_stacks] = ACTIONS(130),
    [anon_sym_unlimited] = ACTIONS(130),
    [anon_sym_onto] = ACTIONS(130),
    [anon_sym_lift] = ACTIONS(130),
    [anon_sym_if] = ACTIONS(130),
    [anon_sym_and] = ACTIONS(130),
    [anon_sym_or] = ACTIONS(130),
    [anon_sym_not] = ACTIONS(130),
    [anon_sym_below] = ACTIONS(130),
    [anon_sym_is] = ACTIONS(130),
    [anon_sym_in] = ACTIONS(130),
    [anon_sym_height] = ACTIONS(130),
    [anon_sym_count] = ACTIONS(130),
    [anon_sym_showing] = ACTIONS(130),
    [anon_sym_pieces] = ACTIONS(130),
    [anon_sym_off] = ACTIONS(130),
    [anon_sym_after] = ACTIONS(130),
    [anon_sym_stack] = ACTIONS(130),
    [anon_sym_max] = ACTIONS(130),
    [anon_sym_exactly] = ACTIONS(130),
    [anon_sym_passing] = ACTIONS(130),
    [anon_sym_flying] = ACTIONS(130),
    [anon_sym_connected] = ACTIONS(130),
    [anon_sym_within] = ACTIONS(130),
    [anon_sym_avoiding] = ACTIONS(130),
    [anon_sym_stopping] = ACTIONS(130),
    [anon_sym_actions] = ACTIONS(130),
    [anon_sym_until] = ACTIONS(130),
    [anon_sym_at] = ACTIONS(130),
    [anon_sym_most] = ACTIONS(130),
    [anon_sym_steal] = ACTIONS(130),
    [anon_sym_adjacent] = ACTIONS(130),
    [anon_sym_enters] = ACTIONS(130),
    [anon_sym_when] = ACTIONS(130),
    [anon_sym_add] = ACTIONS(130),
    [anon_sym_clear] = ACTIONS(130),
    [anon_sym_reset] = ACTIONS(130),
    [anon_sym_place] = ACTIONS(130),
    [anon_sym_of] = ACTIONS(130),
    [anon_sym_into] = ACTIONS(130),
    [anon_sym_team] = ACTIONS(130),
    [anon_sym_copies] = ACTIONS(130),
    [anon_sym_deal] = ACTIONS(130),
    [anon_sym_each] = ACTIONS(130),
    [anon_sym_hands] = ACTIONS(130),
    [anon_sym_as] = ACTIONS(130),
    [anon_sym_control] = ACTIONS(130),
    [anon_sym_skip] = ACTIONS(130),
    [anon_sym_swap] = ACTIONS(130),
    [anon_sym_partner] = ACTIONS(130),
    [anon_sym_split] = ACTIONS(130),
    [anon_sym_pass] = ACTIONS(130),
    [anon_sym_then] = ACTIONS(130),
    [anon_sym_play] = ACTIONS(130),
    [anon_sym_again] = ACTIONS(130),
    [anon_sym_cancel] = ACTIONS(130),
    [anon_sym_for] = ACTIONS(130),
    [anon_sym_replay] = ACTIONS(130),
    [anon_sym_stay] = ACTIONS(130),
    [anon_sym_exchange] = ACTIONS(130),
    [anon_sym_with] = ACTIONS(130),
    [anon_sym_announce] = ACTIONS(130),
    [anon_sym_deeper] = ACTIONS(130),
    [anon_sym_score] = ACTIONS(130),
    [anon_sym_attacked] = ACTIONS(130),
    [anon_sym_long] = ACTIONS(130),
    [anon_sym_reversing] = ACTIONS(130),
    [anon_sym_once] = ACTIONS(130),
    [anon_sym_continue] = ACTIONS(130),
    [anon_sym_merge] = ACTIONS(130),
    [anon_sym_same] = ACTIONS(130),
    [anon_sym_captures] = ACTIONS(130),
    [anon_sym_falling] = ACTIONS(130),
    [anon_sym_line] = ACTIONS(130),
    [anon_sym_moves] = ACTIONS(130),
    [anon_sym_flipping] = ACTIONS(130),
    [anon_sym_next] = ACTIONS(130),
    [anon_sym_claim] = ACTIONS(130),
    [anon_sym_moved] = ACTIONS(130),
    [anon_sym_en_DASHpassant] = ACTIONS(130),
    [anon_sym_hand] = ACTIONS(130),
    [anon_sym_counter] = ACTIONS(130),
    [anon_sym_LPAREN] = ACTIONS(55),
    [anon_sym_LT_EQ] = ACTIONS(47),
    [anon_sym_GT_EQ] = ACTIONS(47),
    [anon_sym_BANG_EQ] = ACTIONS(47),
    [anon_sym_LT] = ACTIONS(57),
    [anon_sym_GT] = ACTIONS(57),
    [anon_sym_DOT_DOT] = ACTIONS(47),
    [anon_sym_PIPE] = ACTIONS(47),
    [sym_integer] = ACTIONS(148),
    [sym_string] = ACTIONS(148),
    [sym_comment] = ACTIONS(3),
  },
  [13] = {
    [sym__statement_part] = STATE(14),
    [sym_group] = STATE(14),
    [sym_operator] = STATE(14),
    [aux_sym_move_statement_repeat1] = STATE(14),
    [sym_name] = ACTIONS(146),
    [anon_sym_game] = ACTIONS(130),
    [anon_sym_extends] = ACTIONS(130),
    [anon_sym_players] = ACTIONS(130),
    [anon_sym_sides] = ACTIONS(130),
    [anon_sym_board] = ACTIONS(130),
    [anon_sym_setup] = ACTIONS(130),
    [anon_sym_rules] = ACTIONS(130),
    [anon_sym_end] = ACTIONS(130),
    [anon_sym_turn] = ACTIONS(130),
    [anon_sym_cards] = ACTIONS(130),
    [anon_sym_directions] = ACTIONS(130),
    [anon_sym_EQ] = ACTIONS(47),
    [anon_sym_COMMA] = ACTIONS(148),
    [anon_sym_zone] = ACTIONS(130),
    [anon_sym_COLON] = ACTIONS(148),
    [anon_sym_piece] = ACTIONS(130),
    [anon_sym_card] = ACTIONS(130),
    [anon_sym_counters] = ACTIONS(130),
    [anon_sym_track] = ACTIONS(130),
    [anon_sym_loop] = ACTIONS(130),
    [anon_sym_branch] = ACTIONS(130),
    [anon_sym_from] = ACTIONS(130),
    [anon_sym_store] = ACTIONS(130),
    [anon_sym_remove] = ACTIONS(130),
    [anon_sym_rank] = ACTIONS(130),
    [anon_sym_file] = ACTIONS(130),
    [anon_sym_RBRACE] = ACTIONS(154),
    [anon_sym_step] = ACTIONS(156),
    [anon_sym_slide] = ACTIONS(156),
    [anon_sym_leap] = ACTIONS(156),
    [anon_sym_jump] = ACTIONS(156),
    [anon_sym_hop] = ACTIONS(156),
    [anon_sym_along] = ACTIONS(156),
    [anon_sym_enter] = ACTIONS(156),
    [anon_sym_castle] = ACTIONS(156),
    [anon_sym_bear] = ACTIONS(156),
    [anon_sym_symbols] = ACTIONS(156),
    [anon_sym_glyphs] = ACTIONS(156),
    [anon_sym_promote] = ACTIONS(156),
    [anon_sym_royal] = ACTIONS(156),
    [anon_sym_neutral] = ACTIONS(156),
    [anon_sym_stored] = ACTIONS(156),
    [anon_sym_grid] = ACTIONS(130),
    [anon_sym_cells] = ACTIONS(130),
    [anon_sym_numbers] = ACTIONS(130),
    [anon_sym_by] = ACTIONS(130),
    [anon_sym_to] = ACTIONS(130),
    [anon_sym_over] = ACTIONS(130),
    [anon_sym_chained] = ACTIONS(130),
    [anon_sym_on] = ACTIONS(130),
    [anon_sym_ends] = ACTIONS(130),
    [anon_sym_move] = ACTIONS(130),
    [anon_sym_mandatory] = ACTIONS(130),
    [anon_sym_no] = ACTIONS(130),
    [anon_sym_repetition] = ACTIONS(130),
    [anon_sym_plies] = ACTIONS(130),
    [anon_sym_since] = ACTIONS(130),
    [anon_sym_stacks] = ACTIONS(130),
    [anon_sym_unlimited] = ACTIONS(130),
    [anon_sym_onto] = ACTIONS(130),
    [anon_sym_lift] = ACTIONS(130),
    [anon_sym_if] = ACTIONS(130),
    [anon_sym_and] = ACTIONS(130),
    [anon_sym_or] = ACTIONS(130),
    [anon_sym_not] = ACTIONS(130),
    [anon_sym_below] = ACTIONS(130),
    [anon_sym_is] = ACTIONS(130),
    [anon_sym_in] = ACTIONS(130),
    [anon_sym_height] = ACTIONS(130),
    [anon_sym_count] = ACTIONS(130),
    [anon_sym_showing] = ACTIONS(130),
    [anon_sym_pieces] = ACTIONS(130),
    [anon_sym_off] = ACTIONS(130),
    [anon_sym_after] = ACTIONS(130),
    [anon_sym_stack] = ACTIONS(130),
    [anon_sym_max] = ACTIONS(130),
    [anon_sym_exactly] = ACTIONS(130),
    [anon_sym_passing] = ACTIONS(130),
    [anon_sym_flying] = ACTIONS(130),
    [anon_sym_connected] = ACTIONS(130),
    [anon_sym_within] = ACTIONS(130),
    [anon_sym_avoiding] = ACTIONS(130),
    [anon_sym_stopping] = ACTIONS(130),
    [anon_sym_actions] = ACTIONS(130),
    [anon_sym_until] = ACTIONS(130),
    [anon_sym_at] = ACTIONS(130),
    [anon_sym_most] = ACTIONS(130),
    [anon_sym_steal] = ACTIONS(130),
    [anon_sym_adjacent] = ACTIONS(130),
    [anon_sym_enters] = ACTIONS(130),
    [anon_sym_when] = ACTIONS(130),
    [anon_sym_add] = ACTIONS(130),
    [anon_sym_clear] = ACTIONS(130),
    [anon_sym_reset] = ACTIONS(130),
    [anon_sym_place] = ACTIONS(130),
    [anon_sym_of] = ACTIONS(130),
    [anon_sym_into] = ACTIONS(130),
    [anon_sym_team] = ACTIONS(130),
    [anon_sym_copies] = ACTIONS(130),
    [anon_sym_deal] = ACTIONS(130),
    [anon_sym_each] = ACTIONS(130),
    [anon_sym_hands] = ACTIONS(130),
    [anon_sym_as] = ACTIONS(130),
    [anon_sym_control] = ACTIONS(130),
    [anon_sym_skip] = ACTIONS(130),
    [anon_sym_swap] = ACTIONS(130),
    [anon_sym_partner] = ACTIONS(130),
    [anon_sym_split] = ACTIONS(130),
    [anon_sym_pass] = ACTIONS(130),
    [anon_sym_then] = ACTIONS(130),
    [anon_sym_play] = ACTIONS(130),
    [anon_sym_again] = ACTIONS(130),
    [anon_sym_cancel] = ACTIONS(130),
    [anon_sym_for] = ACTIONS(130),
    [anon_sym_replay] = ACTIONS(130),
    [anon_sym_stay] = ACTIONS(130),
    [anon_sym_exchange] = ACTIONS(130),
    [anon_sym_with] = ACTIONS(130),
    [anon_sym_announce] = ACTIONS(130),
    [anon_sym_deeper] = ACTIONS(130),
    [anon_sym_score] = ACTIONS(130),
    [anon_sym_attacked] = ACTIONS(130),
    [anon_sym_long] = ACTIONS(130),
    [anon_sym_reversing] = ACTIONS(130),
    [anon_sym_once] = ACTIONS(130),
    [anon_sym_continue] = ACTIONS(130),
    [anon_sym_merge] = ACTIONS(130),
    [anon_sym_same] = ACTIONS(130),
    [anon_sym_captures] = ACTIONS(130),
    [anon_sym_falling] = ACTIONS(130),
    [anon_sym_line] = ACTIONS(130),
    [anon_sym_moves] = ACTIONS(130),
    [anon_sym_flipping] = ACTIONS(130),
    [anon_sym_next] = ACTIONS(130),
    [anon_sym_claim] = ACTIONS(130),
    [anon_sym_moved] = ACTIONS(130),
    [anon_sym_en_DASHpassant] = ACTIONS(130),
    [anon_sym_hand] = ACTIONS(130),
    [anon_sym_counter] = ACTIONS(130),
    [anon_sym_LPAREN] = ACTIONS(55),
    [anon_sym_LT_EQ] = ACTIONS(47),
    [anon_sym_GT_EQ] = ACTIONS(47),
    [anon_sym_BANG_EQ] = ACTIONS(47),
    [anon_sym_LT] = ACTIONS(57),
    [anon_sym_GT] = ACTIONS(57),
    [anon_sym_DOT_DOT] = ACTIONS(47),
    [anon_sym_PIPE] = ACTIONS(47),
    [sym_integer] = ACTIONS(148),
    [sym_string] = ACTIONS(148),
    [sym_comment] = ACTIONS(3),
  },
  [14] = {
    [sym__statement_part] = STATE(14),
    [sym_group] = STATE(14),
    [sym_operator] = STATE(14),
    [aux_sym_move_statement_repeat1] = STATE(14),
    [sym_name] = ACTIONS(158),
    [anon_sym_game] = ACTIONS(161),
    [anon_sym_extends] = ACTIONS(161),
    [anon_sym_players] = ACTIONS(161),
    [anon_sym_sides] = ACTIONS(161),
    [anon_sym_board] = ACTIONS(161),
    [anon_sym_setup] = ACTIONS(161),
    [anon_sym_rules] = ACTIONS(161),
    [anon_sym_end] = ACTIONS(161),
    [anon_sym_turn] = ACTIONS(161),
    [anon_sym_cards] = ACTIONS(161),
    [anon_sym_directions] = ACTIONS(161),
    [anon_sym_EQ] = ACTIONS(164),
    [anon_sym_COMMA] = ACTIONS(167),
    [anon_sym_zone] = ACTIONS(161),
    [anon_sym_COLON] = ACTIONS(167),
    [anon_sym_piece] = ACTIONS(161),
    [anon_sym_card] = ACTIONS(161),
    [anon_sym_counters] = ACTIONS(161),
    [anon_sym_track] = ACTIONS(161),
    [anon_sym_loop] = ACTIONS(161),
    [anon_sym_branch] = ACTIONS(161),
    [anon_sym_from] = ACTIONS(161),
    [anon_sym_store] = ACTIONS(161),
    [anon_sym_remove] = ACTIONS(161),
    [anon_sym_rank] = ACTIONS(161),
    [anon_sym_file] = ACTIONS(161),
    [anon_sym_RBRACE] = ACTIONS(170),
    [anon_sym_step] = ACTIONS(172),
    [anon_sym_slide] = ACTIONS(172),
    [anon_sym_leap] = ACTIONS(172),
    [anon_sym_jump] = ACTIONS(172),
    [anon_sym_hop] = ACTIONS(172),
    [anon_sym_along] = ACTIONS(172),
    [anon_sym_enter] = ACTIONS(172),
    [anon_sym_castle] = ACTIONS(172),
    [anon_sym_bear] = ACTIONS(172),
    [anon_sym_symbols] = ACTIONS(172),
    [anon_sym_glyphs] = ACTIONS(172),
    [anon_sym_promote] = ACTIONS(172),
    [anon_sym_royal] = ACTIONS(172),
    [anon_sym_neutral] = ACTIONS(172),
    [anon_sym_stored] = ACTIONS(172),
    [anon_sym_grid] = ACTIONS(161),
    [anon_sym_cells] = ACTIONS(161),
    [anon_sym_numbers] = ACTIONS(161),
    [anon_sym_by] = ACTIONS(161),
    [anon_sym_to] = ACTIONS(161),
    [anon_sym_over] = ACTIONS(161),
    [anon_sym_chained] = ACTIONS(161),
    [anon_sym_on] = ACTIONS(161),
    [anon_sym_ends] = ACTIONS(161),
    [anon_sym_move] = ACTIONS(161),
    [anon_sym_mandatory] = ACTIONS(161),
    [anon_sym_no] = ACTIONS(161),
    [anon_sym_repetition] = ACTIONS(161),
    [anon_sym_plies] = ACTIONS(161),
    [anon_sym_since] = ACTIONS(161),
    [anon_sym_stacks] = ACTIONS(161),
    [anon_sym_unlimited] = ACTIONS(161),
    [anon_sym_onto] = ACTIONS(161),
    [anon_sym_lift] = ACTIONS(161),
    [anon_sym_if] = ACTIONS(161),
    [anon_sym_and] = ACTIONS(161),
    [anon_sym_or] = ACTIONS(161),
    [anon_sym_not] = ACTIONS(161),
    [anon_sym_below] = ACTIONS(161),
    [anon_sym_is] = ACTIONS(161),
    [anon_sym_in] = ACTIONS(161),
    [anon_sym_height] = ACTIONS(161),
    [anon_sym_count] = ACTIONS(161),
    [anon_sym_showing] = ACTIONS(161),
    [anon_sym_pieces] = ACTIONS(161),
    [anon_sym_off] = ACTIONS(161),
    [anon_sym_after] = ACTIONS(161),
    [anon_sym_stack] = ACTIONS(161),
    [anon_sym_max] = ACTIONS(161),
    [anon_sym_exactly] = ACTIONS(161),
    [anon_sym_passing] = ACTIONS(161),
    [anon_sym_flying] = ACTIONS(161),
    [anon_sym_connected] = ACTIONS(161),
    [anon_sym_within] = ACTIONS(161),
    [anon_sym_avoiding] = ACTIONS(161),
    [anon_sym_stopping] = ACTIONS(161),
    [anon_sym_actions] = ACTIONS(161),
    [anon_sym_until] = ACTIONS(161),
    [anon_sym_at] = ACTIONS(161),
    [anon_sym_most] = ACTIONS(161),
    [anon_sym_steal] = ACTIONS(161),
    [anon_sym_adjacent] = ACTIONS(161),
    [anon_sym_enters] = ACTIONS(161),
    [anon_sym_when] = ACTIONS(161),
    [anon_sym_add] = ACTIONS(161),
    [anon_sym_clear] = ACTIONS(161),
    [anon_sym_reset] = ACTIONS(161),
    [anon_sym_place] = ACTIONS(161),
    [anon_sym_of] = ACTIONS(161),
    [anon_sym_into] = ACTIONS(161),
    [anon_sym_team] = ACTIONS(161),
    [anon_sym_copies] = ACTIONS(161),
    [anon_sym_deal] = ACTIONS(161),
    [anon_sym_each] = ACTIONS(161),
    [anon_sym_hands] = ACTIONS(161),
    [anon_sym_as] = ACTIONS(161),
    [anon_sym_control] = ACTIONS(161),
    [anon_sym_skip] = ACTIONS(161),
    [anon_sym_swap] = ACTIONS(161),
    [anon_sym_partner] = ACTIONS(161),
    [anon_sym_split] = ACTIONS(161),
    [anon_sym_pass] = ACTIONS(161),
    [anon_sym_then] = ACTIONS(161),
    [anon_sym_play] = ACTIONS(161),
    [anon_sym_again] = ACTIONS(161),
    [anon_sym_cancel] = ACTIONS(161),
    [anon_sym_for] = ACTIONS(161),
    [anon_sym_replay] = ACTIONS(161),
    [anon_sym_stay] = ACTIONS(161),
    [anon_sym_exchange] = ACTIONS(161),
    [anon_sym_with] = ACTIONS(161),
    [anon_sym_announce] = ACTIONS(161),
    [anon_sym_deeper] = ACTIONS(161),
    [anon_sym_score] = ACTIONS(161),
    [anon_sym_attacked] = ACTIONS(161),
    [anon_sym_long] = ACTIONS(161),
    [anon_sym_reversing] = ACTIONS(161),
    [anon_sym_once] = ACTIONS(161),
    [anon_sym_continue] = ACTIONS(161),
    [anon_sym_merge] = ACTIONS(161),
    [anon_sym_same] = ACTIONS(161),
    [anon_sym_captures] = ACTIONS(161),
    [anon_sym_falling] = ACTIONS(161),
    [anon_sym_line] = ACTIONS(161),
    [anon_sym_moves] = ACTIONS(161),
    [anon_sym_flipping] = ACTIONS(161),
    [anon_sym_next] = ACTIONS(161),
    [anon_sym_claim] = ACTIONS(161),
    [anon_sym_moved] = ACTIONS(161),
    [anon_sym_en_DASHpassant] = ACTIONS(161),
    [anon_sym_hand] = ACTIONS(161),
    [anon_sym_counter] = ACTIONS(161),
    [anon_sym_LPAREN] = ACTIONS(174),
    [anon_sym_LT_EQ] = ACTIONS(164),
    [anon_sym_GT_EQ] = ACTIONS(164),
    [anon_sym_BANG_EQ] = ACTIONS(164),
    [anon_sym_LT] = ACTIONS(177),
    [anon_sym_GT] = ACTIONS(177),
    [anon_sym_DOT_DOT] = ACTIONS(164),
    [anon_sym_PIPE] = ACTIONS(164),
    [sym_integer] = ACTIONS(167),
    [sym_string] = ACTIONS(167),
    [sym_comment] = ACTIONS(3),
  },
  [15] = {
    [sym_name] = ACTIONS(180),
    [anon_sym_game] = ACTIONS(180),
    [anon_sym_extends] = ACTIONS(180),
    [anon_sym_players] = ACTIONS(180),
    [anon_sym_sides] = ACTIONS(180),
    [anon_sym_board] = ACTIONS(180),
    [anon_sym_setup] = ACTIONS(180),
    [anon_sym_rules] = ACTIONS(180),
    [anon_sym_end] = ACTIONS(180),
    [anon_sym_turn] = ACTIONS(180),
    [anon_sym_cards] = ACTIONS(180),
    [anon_sym_directions] = ACTIONS(180),
    [anon_sym_EQ] = ACTIONS(182),
    [anon_sym_COMMA] = ACTIONS(182),
    [anon_sym_zone] = ACTIONS(180),
    [anon_sym_COLON] = ACTIONS(182),
    [anon_sym_piece] = ACTIONS(180),
    [anon_sym_card] = ACTIONS(180),
    [anon_sym_counters] = ACTIONS(180),
    [anon_sym_track] = ACTIONS(180),
    [anon_sym_loop] = ACTIONS(180),
    [anon_sym_branch] = ACTIONS(180),
    [anon_sym_from] = ACTIONS(180),
    [anon_sym_store] = ACTIONS(180),
    [anon_sym_remove] = ACTIONS(180),
    [anon_sym_rank] = ACTIONS(180),
    [anon_sym_file] = ACTIONS(180),
    [anon_sym_LBRACE] = ACTIONS(182),
    [anon_sym_RBRACE] = ACTIONS(182),
    [anon_sym_step] = ACTIONS(180),
    [anon_sym_slide] = ACTIONS(180),
    [anon_sym_leap] = ACTIONS(180),
    [anon_sym_jump] = ACTIONS(180),
    [anon_sym_hop] = ACTIONS(180),
    [anon_sym_along] = ACTIONS(180),
    [anon_sym_enter] = ACTIONS(180),
    [anon_sym_castle] = ACTIONS(180),
    [anon_sym_bear] = ACTIONS(180),
    [anon_sym_symbols] = ACTIONS(180),
    [anon_sym_glyphs] = ACTIONS(180),
    [anon_sym_promote] = ACTIONS(180),
    [anon_sym_royal] = ACTIONS(180),
    [anon_sym_neutral] = ACTIONS(180),
    [anon_sym_stored] = ACTIONS(180),
    [anon_sym_grid] = ACTIONS(180),
    [anon_sym_cells] = ACTIONS(180),
    [anon_sym_numbers] = ACTIONS(180),
    [anon_sym_by] = ACTIONS(180),
    [anon_sym_to] = ACTIONS(180),
    [anon_sym_over] = ACTIONS(180),
    [anon_sym_chained] = ACTIONS(180),
    [anon_sym_on] = ACTIONS(180),
    [anon_sym_ends] = ACTIONS(180),
    [anon_sym_move] = ACTIONS(180),
    [anon_sym_mandatory] = ACTIONS(180),
    [anon_sym_no] = ACTIONS(180),
    [anon_sym_repetition] = ACTIONS(180),
    [anon_sym_plies] = ACTIONS(180),
    [anon_sym_since] = ACTIONS(180),
    [anon_sym_stacks] = ACTIONS(180),
    [anon_sym_unlimited] = ACTIONS(180),
    [anon_sym_onto] = ACTIONS(180),
    [anon_sym_lift] = ACTIONS(180),
    [anon_sym_if] = ACTIONS(180),
    [anon_sym_and] = ACTIONS(180),
    [anon_sym_or] = ACTIONS(180),
    [anon_sym_not] = ACTIONS(180),
    [anon_sym_below] = ACTIONS(180),
    [anon_sym_is] = ACTIONS(180),
    [anon_sym_in] = ACTIONS(180),
    [anon_sym_height] = ACTIONS(180),
    [anon_sym_count] = ACTIONS(180),
    [anon_sym_showing] = ACTIONS(180),
    [anon_sym_pieces] = ACTIONS(180),
    [anon_sym_off] = ACTIONS(180),
    [anon_sym_after] = ACTIONS(180),
    [anon_sym_stack] = ACTIONS(180),
    [anon_sym_max] = ACTIONS(180),
    [anon_sym_exactly] = ACTIONS(180),
    [anon_sym_passing] = ACTIONS(180),
    [anon_sym_flying] = ACTIONS(180),
    [anon_sym_connected] = ACTIONS(180),
    [anon_sym_within] = ACTIONS(180),
    [anon_sym_avoiding] = ACTIONS(180),
    [anon_sym_stopping] = ACTIONS(180),
    [anon_sym_actions] = ACTIONS(180),
    [anon_sym_until] = ACTIONS(180),
    [anon_sym_at] = ACTIONS(180),
    [anon_sym_most] = ACTIONS(180),
    [anon_sym_steal] = ACTIONS(180),
    [anon_sym_adjacent] = ACTIONS(180),
    [anon_sym_enters] = ACTIONS(180),
    [anon_sym_when] = ACTIONS(180),
    [anon_sym_add] = ACTIONS(180),
    [anon_sym_clear] = ACTIONS(180),
    [anon_sym_reset] = ACTIONS(180),
    [anon_sym_place] = ACTIONS(180),
    [anon_sym_of] = ACTIONS(180),
    [anon_sym_into] = ACTIONS(180),
    [anon_sym_team] = ACTIONS(180),
    [anon_sym_copies] = ACTIONS(180),
    [anon_sym_deal] = ACTIONS(180),
    [anon_sym_each] = ACTIONS(180),
    [anon_sym_hands] = ACTIONS(180),
    [anon_sym_as] = ACTIONS(180),
    [anon_sym_control] = ACTIONS(180),
    [anon_sym_skip] = ACTIONS(180),
    [anon_sym_swap] = ACTIONS(180),
    [anon_sym_partner] = ACTIONS(180),
    [anon_sym_split] = ACTIONS(180),
    [anon_sym_pass] = ACTIONS(180),
    [anon_sym_then] = ACTIONS(180),
    [anon_sym_play] = ACTIONS(180),
    [anon_sym_again] = ACTIONS(180),
    [anon_sym_cancel] = ACTIONS(180),
    [anon_sym_for] = ACTIONS(180),
    [anon_sym_replay] = ACTIONS(180),
    [anon_sym_stay] = ACTIONS(180),
    [anon_sym_exchange] = ACTIONS(180),
    [anon_sym_with] = ACTIONS(180),
    [anon_sym_announce] = ACTIONS(180),
    [anon_sym_deeper] = ACTIONS(180),
    [anon_sym_score] = ACTIONS(180),
    [anon_sym_attacked] = ACTIONS(180),
    [anon_sym_long] = ACTIONS(180),
    [anon_sym_reversing] = ACTIONS(180),
    [anon_sym_once] = ACTIONS(180),
    [anon_sym_continue] = ACTIONS(180),
    [anon_sym_merge] = ACTIONS(180),
    [anon_sym_same] = ACTIONS(180),
    [anon_sym_captures] = ACTIONS(180),
    [anon_sym_falling] = ACTIONS(180),
    [anon_sym_line] = ACTIONS(180),
    [anon_sym_moves] = ACTIONS(180),
    [anon_sym_flipping] = ACTIONS(180),
    [anon_sym_next] = ACTIONS(180),
    [anon_sym_claim] = ACTIONS(180),
    [anon_sym_moved] = ACTIONS(180),
    [anon_sym_en_DASHpassant] = ACTIONS(180),
    [anon_sym_hand] = ACTIONS(180),
    [anon_sym_counter] = ACTIONS(180),
    [anon_sym_LPAREN] = ACTIONS(182),
    [anon_sym_RPAREN] = ACTIONS(182),
    [anon_sym_LT_EQ] = ACTIONS(182),
    [anon_sym_GT_EQ] = ACTIONS(182),
    [anon_sym_BANG_EQ] = ACTIONS(182),
    [anon_sym_LT] = ACTIONS(180),
    [anon_sym_GT] = ACTIONS(180),
    [anon_sym_DOT_DOT] = ACTIONS(182),
    [anon_sym_PIPE] = ACTIONS(182),
    [sym_integer] = ACTIONS(182),
    [sym_string] = ACTIONS(182),
    [sym_comment] = ACTIONS(3),
  },
  [16] = {
    [sym_name] = ACTIONS(184),
    [anon_sym_game] = ACTIONS(184),
    [anon_sym_extends] = ACTIONS(184),
    [anon_sym_players] = ACTIONS(184),
    [anon_sym_sides] = ACTIONS(184),
    [anon_sym_board] = ACTIONS(184),
    [anon_sym_setup] = ACTIONS(184),
    [anon_sym_rules] = ACTIONS(184),
    [anon_sym_end] = ACTIONS(184),
    [anon_sym_turn] = ACTIONS(184),
    [anon_sym_cards] = ACTIONS(184),
    [anon_sym_directions] = ACTIONS(184),
    [anon_sym_EQ] = ACTIONS(186),
    [anon_sym_COMMA] = ACTIONS(186),
    [anon_sym_zone] = ACTIONS(184),
    [anon_sym_COLON] = ACTIONS(186),
    [anon_sym_piece] = ACTIONS(184),
    [anon_sym_card] = ACTIONS(184),
    [anon_sym_counters] = ACTIONS(184),
    [anon_sym_track] = ACTIONS(184),
    [anon_sym_loop] = ACTIONS(184),
    [anon_sym_branch] = ACTIONS(184),
    [anon_sym_from] = ACTIONS(184),
    [anon_sym_store] = ACTIONS(184),
    [anon_sym_remove] = ACTIONS(184),
    [anon_sym_rank] = ACTIONS(184),
    [anon_sym_file] = ACTIONS(184),
    [anon_sym_LBRACE] = ACTIONS(186),
    [anon_sym_RBRACE] = ACTIONS(186),
    [anon_sym_step] = ACTIONS(184),
    [anon_sym_slide] = ACTIONS(184),
    [anon_sym_leap] = ACTIONS(184),
    [anon_sym_jump] = ACTIONS(184),
    [anon_sym_hop] = ACTIONS(184),
    [anon_sym_along] = ACTIONS(184),
    [anon_sym_enter] = ACTIONS(184),
    [anon_sym_castle] = ACTIONS(184),
    [anon_sym_bear] = ACTIONS(184),
    [anon_sym_symbols] = ACTIONS(184),
    [anon_sym_glyphs] = ACTIONS(184),
    [anon_sym_promote] = ACTIONS(184),
    [anon_sym_royal] = ACTIONS(184),
    [anon_sym_neutral] = ACTIONS(184),
    [anon_sym_stored] = ACTIONS(184),
    [anon_sym_grid] = ACTIONS(184),
    [anon_sym_cells] = ACTIONS(184),
    [anon_sym_numbers] = ACTIONS(184),
    [anon_sym_by] = ACTIONS(184),
    [anon_sym_to] = ACTIONS(184),
    [anon_sym_over] = ACTIONS(184),
    [anon_sym_chained] = ACTIONS(184),
    [anon_sym_on] = ACTIONS(184),
    [anon_sym_ends] = ACTIONS(184),
    [anon_sym_move] = ACTIONS(184),
    [anon_sym_mandatory] = ACTIONS(184),
    [anon_sym_no] = ACTIONS(184),
    [anon_sym_repetition] = ACTIONS(184),
    [anon_sym_plies] = ACTIONS(184),
    [anon_sym_since] = ACTIONS(184),
    [anon_sym_stacks] = ACTIONS(184),
    [anon_sym_unlimited] = ACTIONS(184),
    [anon_sym_onto] = ACTIONS(184),
    [anon_sym_lift] = ACTIONS(184),
    [anon_sym_if] = ACTIONS(184),
    [anon_sym_and] = ACTIONS(184),
    [anon_sym_or] = ACTIONS(184),
    [anon_sym_not] = ACTIONS(184),
    [anon_sym_below] = ACTIONS(184),
    [anon_sym_is] = ACTIONS(184),
    [anon_sym_in] = ACTIONS(184),
    [anon_sym_height] = ACTIONS(184),
    [anon_sym_count] = ACTIONS(184),
    [anon_sym_showing] = ACTIONS(184),
    [anon_sym_pieces] = ACTIONS(184),
    [anon_sym_off] = ACTIONS(184),
    [anon_sym_after] = ACTIONS(184),
    [anon_sym_stack] = ACTIONS(184),
    [anon_sym_max] = ACTIONS(184),
    [anon_sym_exactly] = ACTIONS(184),
    [anon_sym_passing] = ACTIONS(184),
    [anon_sym_flying] = ACTIONS(184),
    [anon_sym_connected] = ACTIONS(184),
    [anon_sym_within] = ACTIONS(184),
    [anon_sym_avoiding] = ACTIONS(184),
    [anon_sym_stopping] = ACTIONS(184),
    [anon_sym_actions] = ACTIONS(184),
    [anon_sym_until] = ACTIONS(184),
    [anon_sym_at] = ACTIONS(184),
    [anon_sym_most] = ACTIONS(184),
    [anon_sym_steal] = ACTIONS(184),
    [anon_sym_adjacent] = ACTIONS(184),
    [anon_sym_enters] = ACTIONS(184),
    [anon_sym_when] = ACTIONS(184),
    [anon_sym_add] = ACTIONS(184),
    [anon_sym_clear] = ACTIONS(184),
    [anon_sym_reset] = ACTIONS(184),
    [anon_sym_place] = ACTIONS(184),
    [anon_sym_of] = ACTIONS(184),
    [anon_sym_into] = ACTIONS(184),
    [anon_sym_team] = ACTIONS(184),
    [anon_sym_copies] = ACTIONS(184),
    [anon_sym_deal] = ACTIONS(184),
    [anon_sym_each] = ACTIONS(184),
    [anon_sym_hands] = ACTIONS(184),
    [anon_sym_as] = ACTIONS(184),
    [anon_sym_control] = ACTIONS(184),
    [anon_sym_skip] = ACTIONS(184),
    [anon_sym_swap] = ACTIONS(184),
    [anon_sym_partner] = ACTIONS(184),
    [anon_sym_split] = ACTIONS(184),
    [anon_sym_pass] = ACTIONS(184),
    [anon_sym_then] = ACTIONS(184),
    [anon_sym_play] = ACTIONS(184),
    [anon_sym_again] = ACTIONS(184),
    [anon_sym_cancel] = ACTIONS(184),
    [anon_sym_for] = ACTIONS(184),
    [anon_sym_replay] = ACTIONS(184),
    [anon_sym_stay] = ACTIONS(184),
    [anon_sym_exchange] = ACTIONS(184),
    [anon_sym_with] = ACTIONS(184),
    [anon_sym_announce] = ACTIONS(184),
    [anon_sym_deeper] = ACTIONS(184),
    [anon_sym_score] = ACTIONS(184),
    [anon_sym_attacked] = ACTIONS(184),
    [anon_sym_long] = ACTIONS(184),
    [anon_sym_reversing] = ACTIONS(184),
    [anon_sym_once] = ACTIONS(184),
    [anon_sym_continue] = ACTIONS(184),
    [anon_sym_merge] = ACTIONS(184),
    [anon_sym_same] = ACTIONS(184),
    [anon_sym_captures] = ACTIONS(184),
    [anon_sym_falling] = ACTIONS(184),
    [anon_sym_line] = ACTIONS(184),
    [anon_sym_moves] = ACTIONS(184),
    [anon_sym_flipping] = ACTIONS(184),
    [anon_sym_next] = ACTIONS(184),
    [anon_sym_claim] = ACTIONS(184),
    [anon_sym_moved] = ACTIONS(184),
    [anon_sym_en_DASHpassant] = ACTIONS(184),
    [anon_sym_hand] = ACTIONS(184),
    [anon_sym_counter] = ACTIONS(184),
    [anon_sym_LPAREN] = ACTIONS(186),
    [anon_sym_RPAREN] = ACTIONS(186),
    [anon_sym_LT_EQ] = ACTIONS(186),
    [anon_sym_GT_EQ] = ACTIONS(186),
    [anon_sym_BANG_EQ] = ACTIONS(186),
    [anon_sym_LT] = ACTIONS(184),
    [anon_sym_GT] = ACTIONS(184),
    [anon_sym_DOT_DOT] = ACTIONS(186),
    [anon_sym_PIPE] = ACTIONS(186),
    [sym_integer] = ACTIONS(186),
    [sym_string] = ACTIONS(186),
    [sym_comment] = ACTIONS(3),
  },
  [17] = {
    [sym_name] = ACTIONS(188),
    [anon_sym_game] = ACTIONS(188),
    [anon_sym_extends] = ACTIONS(188),
    [anon_sym_players] = ACTIONS(188),
    [anon_sym_sides] = ACTIONS(188),
    [anon_sym_board] = ACTIONS(188),
    [anon_sym_setup] = ACTIONS(188),
    [anon_sym_rules] = ACTIONS(188),
    [anon_sym_end] = ACTIONS(188),
    [anon_sym_turn] = ACTIONS(188),
    [anon_sym_cards] = ACTIONS(188),
    [anon_sym_directions] = ACTIONS(188),
    [anon_sym_EQ] = ACTIONS(190),
    [anon_sym_COMMA] = ACTIONS(190),
    [anon_sym_zone] = ACTIONS(188),
    [anon_sym_COLON] = ACTIONS(190),
    [anon_sym_piece] = ACTIONS(188),
    [anon_sym_card] = ACTIONS(188),
    [anon_sym_counters] = ACTIONS(188),
    [anon_sym_track] = ACTIONS(188),
    [anon_sym_loop] = ACTIONS(188),
    [anon_sym_branch] = ACTIONS(188),
    [anon_sym_from] = ACTIONS(188),
    [anon_sym_store] = ACTIONS(188),
    [anon_sym_remove] = ACTIONS(188),
    [anon_sym_rank] = ACTIONS(188),
    [anon_sym_file] = ACTIONS(188),
    [anon_sym_LBRACE] = ACTIONS(190),
    [anon_sym_RBRACE] = ACTIONS(190),
    [anon_sym_step] = ACTIONS(188),
    [anon_sym_slide] = ACTIONS(188),
    [anon_sym_leap] = ACTIONS(188),
    [anon_sym_jump] = ACTIONS(188),
    [anon_sym_hop] = ACTIONS(188),
    [anon_sym_along] = ACTIONS(188),
    [anon_sym_enter] = ACTIONS(188),
    [anon_sym_castle] = ACTIONS(188),
    [anon_sym_bear] = ACTIONS(188),
    [anon_sym_symbols] = ACTIONS(188),
    [anon_sym_glyphs] = ACTIONS(188),
    [anon_sym_promote] = ACTIONS(188),
    [anon_sym_royal] = ACTIONS(188),
    [anon_sym_neutral] = ACTIONS(188),
    [anon_sym_stored] = ACTIONS(188),
    [anon_sym_grid] = ACTIONS(188),
    [anon_sym_cells] = ACTIONS(188),
    [anon_sym_numbers] = ACTIONS(188),
    [anon_sym_by] = ACTIONS(188),
    [anon_sym_to] = ACTIONS(188),
    [anon_sym_over] = ACTIONS(188),
    [anon_sym_chained] = ACTIONS(188),
    [anon_sym_on] = ACTIONS(188),
    [anon_sym_ends] = ACTIONS(188),
    [anon_sym_move] = ACTIONS(188),
    [anon_sym_mandatory] = ACTIONS(188),
    [anon_sym_no] = ACTIONS(188),
    [anon_sym_repetition] = ACTIONS(188),
    [anon_sym_plies] = ACTIONS(188),
    [anon_sym_since] = ACTIONS(188),
    [anon_sym_stacks] = ACTIONS(188),
    [anon_sym_unlimited] = ACTIONS(188),
    [anon_sym_onto] = ACTIONS(188),
    [anon_sym_lift] = ACTIONS(188),
    [anon_sym_if] = ACTIONS(188),
    [anon_sym_and] = ACTIONS(188),
    [anon_sym_or] = ACTIONS(188),
    [anon_sym_not] = ACTIONS(188),
    [anon_sym_below] = ACTIONS(188),
    [anon_sym_is] = ACTIONS(188),
    [anon_sym_in] = ACTIONS(188),
    [anon_sym_height] = ACTIONS(188),
    [anon_sym_count] = ACTIONS(188),
    [anon_sym_showing] = ACTIONS(188),
    [anon_sym_pieces] = ACTIONS(188),
    [anon_sym_off] = ACTIONS(188),
    [anon_sym_after] = ACTIONS(188),
    [anon_sym_stack] = ACTIONS(188),
    [anon_sym_max] = ACTIONS(188),
    [anon_sym_exactly] = ACTIONS(188),
    [anon_sym_passing] = ACTIONS(188),
    [anon_sym_flying] = ACTIONS(188),
    [anon_sym_connected] = ACTIONS(188),
    [anon_sym_within] = ACTIONS(188),
    [anon_sym_avoiding] = ACTIONS(188),
    [anon_sym_stopping] = ACTIONS(188),
    [anon_sym_actions] = ACTIONS(188),
    [anon_sym_until] = ACTIONS(188),
    [anon_sym_at] = ACTIONS(188),
    [anon_sym_most] = ACTIONS(188),
    [anon_sym_steal] = ACTIONS(188),
    [anon_sym_adjacent] = ACTIONS(188),
    [anon_sym_enters] = ACTIONS(188),
    [anon_sym_when] = ACTIONS(188),
    [anon_sym_add] = ACTIONS(188),
    [anon_sym_clear] = ACTIONS(188),
    [anon_sym_reset] = ACTIONS(188),
    [anon_sym_place] = ACTIONS(188),
    [anon_sym_of] = ACTIONS(188),
    [anon_sym_into] = ACTIONS(188),
    [anon_sym_team] = ACTIONS(188),
    [anon_sym_copies] = ACTIONS(188),
    [anon_sym_deal] = ACTIONS(188),
    [anon_sym_each] = ACTIONS(188),
    [anon_sym_hands] = ACTIONS(188),
    [anon_sym_as] = ACTIONS(188),
    [anon_sym_control] = ACTIONS(188),
    [anon_sym_skip] = ACTIONS(188),
    [anon_sym_swap] = ACTIONS(188),
    [anon_sym_partner] = ACTIONS(188),
    [anon_sym_split] = ACTIONS(188),
    [anon_sym_pass] = ACTIONS(188),
    [anon_sym_then] = ACTIONS(188),
    [anon_sym_play] = ACTIONS(188),
    [anon_sym_again] = ACTIONS(188),
    [anon_sym_cancel] = ACTIONS(188),
    [anon_sym_for] = ACTIONS(188),
    [anon_sym_replay] = ACTIONS(188),
    [anon_sym_stay] = ACTIONS(188),
    [anon_sym_exchange] = ACTIONS(188),
    [anon_sym_with] = ACTIONS(188),
    [anon_sym_announce] = ACTIONS(188),
    [anon_sym_deeper] = ACTIONS(188),
    [anon_sym_score] = ACTIONS(188),
    [anon_sym_attacked] = ACTIONS(188),
    [anon_sym_long] = ACTIONS(188),
    [anon_sym_reversing] = ACTIONS(188),
    [anon_sym_once] = ACTIONS(188),
    [anon_sym_continue] = ACTIONS(188),
    [anon_sym_merge] = ACTIONS(188),
    [anon_sym_same] = ACTIONS(188),
    [anon_sym_captures] = ACTIONS(188),
    [anon_sym_falling] = ACTIONS(188),
    [anon_sym_line] = ACTIONS(188),
    [anon_sym_moves] = ACTIONS(188),
    [anon_sym_flipping] = ACTIONS(188),
    [anon_sym_next] = ACTIONS(188),
    [anon_sym_claim] = ACTIONS(188),
    [anon_sym_moved] = ACTIONS(188),
    [anon_sym_en_DASHpassant] = ACTIONS(188),
    [anon_sym_hand] = ACTIONS(188),
    [anon_sym_counter] = ACTIONS(188),
    [anon_sym_LPAREN] = ACTIONS(190),
    [anon_sym_RPAREN] = ACTIONS(190),
    [anon_sym_LT_EQ] = ACTIONS(190),
    [anon_sym_GT_EQ] = ACTIONS(190),
    [anon_sym_BANG_EQ] = ACTIONS(190),
    [anon_sym_LT] = ACTIONS(188),
    [anon_sym_GT] = ACTIONS(188),
    [anon_sym_DOT_DOT] = ACTIONS(190),
    [anon_sym_PIPE] = ACTIONS(190),
    [sym_integer] = ACTIONS(190),
    [sym_string] = ACTIONS(190),
    [sym_comment] = ACTIONS(3),
  },
  [18] = {
    [sym_name] = ACTIONS(192),
    [anon_sym_game] = ACTIONS(192),
    [anon_sym_extends] = ACTIONS(192),
    [anon_sym_players] = ACTIONS(192),
    [anon_sym_sides] = ACTIONS(192),
    [anon_sym_board] = ACTIONS(192),
    [anon_sym_setup] = ACTIONS(192),
    [anon_sym_rules] = ACTIONS(192),
    [anon_sym_end] = ACTIONS(192),
    [anon_sym_turn] = ACTIONS(192),
    [anon_sym_cards] = ACTIONS(192),
    [anon_sym_directions] = ACTIONS(192),
    [anon_sym_EQ] = ACTIONS(194),
    [anon_sym_COMMA] = ACTIONS(194),
    [anon_sym_zone] = ACTIONS(192),
    [anon_sym_COLON] = ACTIONS(194),
    [anon_sym_piece] = ACTIONS(192),
    [anon_sym_card] = ACTIONS(192),
    [anon_sym_counters] = ACTIONS(192),
    [anon_sym_track] = ACTIONS(192),
    [anon_sym_loop] = ACTIONS(192),
    [anon_sym_branch] = ACTIONS(192),
    [anon_sym_from] = ACTIONS(192),
    [anon_sym_store] = ACTIONS(192),
    [anon_sym_remove] = ACTIONS(192),
    [anon_sym_rank] = ACTIONS(192),
    [anon_sym_file] = ACTIONS(192),
    [anon_sym_LBRACE] = ACTIONS(194),
    [anon_sym_RBRACE] = ACTIONS(194),
    [anon_sym_step] = ACTIONS(192),
    [anon_sym_slide] = ACTIONS(192),
    [anon_sym_leap] = ACTIONS(192),
    [anon_sym_jump] = ACTIONS(192),
    [anon_sym_hop] = ACTIONS(192),
    [anon_sym_along] = ACTIONS(192),
    [anon_sym_enter] = ACTIONS(192),
    [anon_sym_castle] = ACTIONS(192),
    [anon_sym_bear] = ACTIONS(192),
    [anon_sym_symbols] = ACTIONS(192),
    [anon_sym_glyphs] = ACTIONS(192),
    [anon_sym_promote] = ACTIONS(192),
    [anon_sym_royal] = ACTIONS(192),
    [anon_sym_neutral] = ACTIONS(192),
    [anon_sym_stored] = ACTIONS(192),
    [anon_sym_grid] = ACTIONS(192),
    [anon_sym_cells] = ACTIONS(192),
    [anon_sym_numbers] = ACTIONS(192),
    [anon_sym_by] = ACTIONS(192),
    [anon_sym_to] = ACTIONS(192),
    [anon_sym_over] = ACTIONS(192),
    [anon_sym_chained] = ACTIONS(192),
    [anon_sym_on] = ACTIONS(192),
    [anon_sym_ends] = ACTIONS(192),
    [anon_sym_move] = ACTIONS(192),
    [anon_sym_mandatory] = ACTIONS(192),
    [anon_sym_no] = ACTIONS(192),
    [anon_sym_repetition] = ACTIONS(192),
    [anon_sym_plies] = ACTIONS(192),
    [anon_sym_since] = ACTIONS(192),
    [anon_sym_stacks] = ACTIONS(192),
    [anon_sym_unlimited] = ACTIONS(192),
    [anon_sym_onto] = ACTIONS(192),
    [anon_sym_lift] = ACTIONS(192),
    [anon_sym_if] = ACTIONS(192),
    [anon_sym_and] = ACTIONS(192),
    [anon_sym_or] = ACTIONS(192),
    [anon_sym_not] = ACTIONS(192),
    [anon_sym_below] = ACTIONS(192),
    [anon_sym_is] = ACTIONS(192),
    [anon_sym_in] = ACTIONS(192),
    [anon_sym_height] = ACTIONS(192),
    [anon_sym_count] = ACTIONS(192),
    [anon_sym_showing] = ACTIONS(192),
    [anon_sym_pieces] = ACTIONS(192),
    [anon_sym_off] = ACTIONS(192),
    [anon_sym_after] = ACTIONS(192),
    [anon_sym_stack] = ACTIONS(192),
    [anon_sym_max] = ACTIONS(192),
    [anon_sym_exactly] = ACTIONS(192),
    [anon_sym_passing] = ACTIONS(192),
    [anon_sym_flying] = ACTIONS(192),
    [anon_sym_connected] = ACTIONS(192),
    [anon_sym_within] = ACTIONS(192),
    [anon_sym_avoiding] = ACTIONS(192),
    [anon_sym_stopping] = ACTIONS(192),
    [anon_sym_actions] = ACTIONS(192),
    [anon_sym_until] = ACTIONS(192),
    [anon_sym_at] = ACTIONS(192),
    [anon_sym_most] = ACTIONS(192),
    [anon_sym_steal] = ACTIONS(192),
    [anon_sym_adjacent] = ACTIONS(192),
    [anon_sym_enters] = ACTIONS(192),
    [anon_sym_when] = ACTIONS(192),
    [anon_sym_add] = ACTIONS(192),
    [anon_sym_clear] = ACTIONS(192),
    [anon_sym_reset] = ACTIONS(192),
    [anon_sym_place] = ACTIONS(192),
    [anon_sym_of] = ACTIONS(192),
    [anon_sym_into] = ACTIONS(192),
    [anon_sym_team] = ACTIONS(192),
    [anon_sym_copies] = ACTIONS(192),
    [anon_sym_deal] = ACTIONS(192),
    [anon_sym_each] = ACTIONS(192),
    [anon_sym_hands] = ACTIONS(192),
    [anon_sym_as] = ACTIONS(192),
    [anon_sym_control] = ACTIONS(192),
    [anon_sym_skip] = ACTIONS(192),
    [anon_sym_swap] = ACTIONS(192),
    [anon_sym_partner] = ACTIONS(192),
    [anon_sym_split] = ACTIONS(192),
    [anon_sym_pass] = ACTIONS(192),
    [anon_sym_then] = ACTIONS(192),
    [anon_sym_play] = ACTIONS(192),
    [anon_sym_again] = ACTIONS(192),
    [anon_sym_cancel] = ACTIONS(192),
    [anon_sym_for] = ACTIONS(192),
    [anon_sym_replay] = ACTIONS(192),
    [anon_sym_stay] = ACTIONS(192),
    [anon_sym_exchange] = ACTIONS(192),
    [anon_sym_with] = ACTIONS(192),
    [anon_sym_announce] = ACTIONS(192),
    [anon_sym_deeper] = ACTIONS(192),
    [anon_sym_score] = ACTIONS(192),
    [anon_sym_attacked] = ACTIONS(192),
    [anon_sym_long] = ACTIONS(192),
    [anon_sym_reversing] = ACTIONS(192),
    [anon_sym_once] = ACTIONS(192),
    [anon_sym_continue] = ACTIONS(192),
    [anon_sym_merge] = ACTIONS(192),
    [anon_sym_same] = ACTIONS(192),
    [anon_sym_captures] = ACTIONS(192),
    [anon_sym_falling] = ACTIONS(192),
    [anon_sym_line] = ACTIONS(192),
    [anon_sym_moves] = ACTIONS(192),
    [anon_sym_flipping] = ACTIONS(192),
    [anon_sym_next] = ACTIONS(192),
    [anon_sym_claim] = ACTIONS(192),
    [anon_sym_moved] = ACTIONS(192),
    [anon_sym_en_DASHpassant] = ACTIONS(192),
    [anon_sym_hand] = ACTIONS(192),
    [anon_sym_counter] = ACTIONS(192),
    [anon_sym_LPAREN] = ACTIONS(194),
    [anon_sym_RPAREN] = ACTIONS(194),
    [anon_sym_LT_EQ] = ACTIONS(194),
    [anon_sym_GT_EQ] = ACTIONS(194),
    [anon_sym_BANG_EQ] = ACTIONS(194),
    [anon_sym_LT] = ACTIONS(192),
    [anon_sym_GT] = ACTIONS(192),
    [anon_sym_DOT_DOT] = ACTIONS(194),
    [anon_sym_PIPE] = ACTIONS(194),
    [sym_integer] = ACTIONS(194),
    [sym_string] = ACTIONS(194),
    [sym_comment] = ACTIONS(3),
  },
  [19] = {
    [sym_name] = ACTIONS(196),
    [anon_sym_game] = ACTIONS(196),
    [anon_sym_extends] = ACTIONS(196),
    [anon_sym_players] = ACTIONS(196),
    [anon_sym_sides] = ACTIONS(196),
    [anon_sym_board] = ACTIONS(196),
    [anon_sym_setup] = ACTIONS(196),
    [anon_sym_rules] = ACTIONS(196),
    [anon_sym_end] = ACTIONS(196),
    [anon_sym_turn] = ACTIONS(196),
    [anon_sym_cards] = ACTIONS(196),
    [anon_sym_directions] = ACTIONS(196),
    [anon_sym_EQ] = ACTIONS(198),
    [anon_sym_COMMA] = ACTIONS(198),
    [anon_sym_zone] = ACTIONS(196),
    [anon_sym_COLON] = ACTIONS(198),
    [anon_sym_piece] = ACTIONS(196),
    [anon_sym_card] = ACTIONS(196),
    [anon_sym_counters] = ACTIONS(196),
    [anon_sym_track] = ACTIONS(196),
    [anon_sym_loop] = ACTIONS(196),
    [anon_sym_branch] = ACTIONS(196),
    [anon_sym_from] = ACTIONS(196),
    [anon_sym_store] = ACTIONS(196),
    [anon_sym_remove] = ACTIONS(196),
    [anon_sym_rank] = ACTIONS(196),
    [anon_sym_file] = ACTIONS(196),
    [anon_sym_LBRACE] = ACTIONS(198),
    [anon_sym_RBRACE] = ACTIONS(198),
    [anon_sym_step] = ACTIONS(196),
    [anon_sym_slide] = ACTIONS(196),
    [anon_sym_leap] = ACTIONS(196),
    [anon_sym_jump] = ACTIONS(196),
    [anon_sym_hop] = ACTIONS(196),
    [anon_sym_along] = ACTIONS(196),
    [anon_sym_enter] = ACTIONS(196),
    [anon_sym_castle] = ACTIONS(196),
    [anon_sym_bear] = ACTIONS(196),
    [anon_sym_symbols] = ACTIONS(196),
    [anon_sym_glyphs] = ACTIONS(196),
    [anon_sym_promote] = ACTIONS(196),
    [anon_sym_royal] = ACTIONS(196),
    [anon_sym_neutral] = ACTIONS(196),
    [anon_sym_stored] = ACTIONS(196),
    [anon_sym_grid] = ACTIONS(196),
    [anon_sym_cells] = ACTIONS(196),
    [anon_sym_numbers] = ACTIONS(196),
    [anon_sym_by] = ACTIONS(196),
    [anon_sym_to] = ACTIONS(196),
    [anon_sym_over] = ACTIONS(196),
    [anon_sym_chained] = ACTIONS(196),
    [anon_sym_on] = ACTIONS(196),
    [anon_sym_ends] = ACTIONS(196),
    [anon_sym_move] = ACTIONS(196),
    [anon_sym_mandatory] = ACTIONS(196),
    [anon_sym_no] = ACTIONS(196),
    [anon_sym_repetition] = ACTIONS(196),
    [anon_sym_plies] = ACTIONS(196),
    [anon_sym_since] = ACTIONS(196),
    [anon_sym_stacks] = ACTIONS(196),
    [anon_sym_unlimited] = ACTIONS(196),
    [anon_sym_onto] = ACTIONS(196),
    [anon_sym_lift] = ACTIONS(196),
    [anon_sym_if] = ACTIONS(196),
    [anon_sym_and] = ACTIONS(196),
    [anon_sym_or] = ACTIONS(196),
    [anon_sym_not] = ACTIONS(196),
    [anon_sym_below] = ACTIONS(196),
    [anon_sym_is] = ACTIONS(196),
    [anon_sym_in] = ACTIONS(196),
    [anon_sym_height] = ACTIONS(196),
    [anon_sym_count] = ACTIONS(196),
    [anon_sym_showing] = ACTIONS(196),
    [anon_sym_pieces] = ACTIONS(196),
    [anon_sym_off] = ACTIONS(196),
    [anon_sym_after] = ACTIONS(196),
    [anon_sym_stack] = ACTIONS(196),
    [anon_sym_max] = ACTIONS(196),
    [anon_sym_exactly] = ACTIONS(196),
    [anon_sym_passing] = ACTIONS(196),
    [anon_sym_flying] = ACTIONS(196),
    [anon_sym_connected] = ACTIONS(196),
    [anon_sym_within] = ACTIONS(196),
    [anon_sym_avoiding] = ACTIONS(196),
    [anon_sym_stopping] = ACTIONS(196),
    [anon_sym_actions] = ACTIONS(196),
    [anon_sym_until] = ACTIONS(196),
    [anon_sym_at] = ACTIONS(196),
    [anon_sym_most] = ACTIONS(196),
    [anon_sym_steal] = ACTIONS(196),
    [anon_sym_adjacent] = ACTIONS(196),
    [anon_sym_enters] = ACTIONS(196),
    [anon_sym_when] = ACTIONS(196),
    [anon_sym_add] = ACTIONS(196),
    [anon_sym_clear] = ACTIONS(196),
    [anon_sym_reset] = ACTIONS(196),
    [anon_sym_place] = ACTIONS(196),
    [anon_sym_of] = ACTIONS(196),
    [anon_sym_into] = ACTIONS(196),
    [anon_sym_team] = ACTIONS(196),
    [anon_sym_copies] = ACTIONS(196),
    [anon_sym_deal] = ACTIONS(196),
    [anon_sym_each] = ACTIONS(196),
    [anon_sym_hands] = ACTIONS(196),
    [anon_sym_as] = ACTIONS(196),
    [anon_sym_control] = ACTIONS(196),
    [anon_sym_skip] = ACTIONS(196),
    [anon_sym_swap] = ACTIONS(196),
    [anon_sym_partner] = ACTIONS(196),
    [anon_sym_split] = ACTIONS(196),
    [anon_sym_pass] = ACTIONS(196),
    [anon_sym_then] = ACTIONS(196),
    [anon_sym_play] = ACTIONS(196),
    [anon_sym_again] = ACTIONS(196),
    [anon_sym_cancel] = ACTIONS(196),
    [anon_sym_for] = ACTIONS(196),
    [anon_sym_replay] = ACTIONS(196),
    [anon_sym_stay] = ACTIONS(196),
    [anon_sym_exchange] = ACTIONS(196),
    [anon_sym_with] = ACTIONS(196),
    [anon_sym_announce] = ACTIONS(196),
    [anon_sym_deeper] = ACTIONS(196),
    [anon_sym_score] = ACTIONS(196),
    [anon_sym_attacked] = ACTIONS(196),
    [anon_sym_long] = ACTIONS(196),
    [anon_sym_reversing] = ACTIONS(196),
    [anon_sym_once] = ACTIONS(196),
    [anon_sym_continue] = ACTIONS(196),
    [anon_sym_merge] = ACTIONS(196),
    [anon_sym_same] = ACTIONS(196),
    [anon_sym_captures] = ACTIONS(196),
    [anon_sym_falling] = ACTIONS(196),
    [anon_sym_line] = ACTIONS(196),
    [anon_sym_moves] = ACTIONS(196),
    [anon_sym_flipping] = ACTIONS(196),
    [anon_sym_next] = ACTIONS(196),
    [anon_sym_claim] = ACTIONS(196),
    [anon_sym_moved] = ACTIONS(196),
    [anon_sym_en_DASHpassant] = ACTIONS(196),
    [anon_sym_hand] = ACTIONS(196),
    [anon_sym_counter] = ACTIONS(196),
    [anon_sym_LPAREN] = ACTIONS(198),
    [anon_sym_LT_EQ] = ACTIONS(198),
    [anon_sym_GT_EQ] = ACTIONS(198),
    [anon_sym_BANG_EQ] = ACTIONS(198),
    [anon_sym_LT] = ACTIONS(196),
    [anon_sym_GT] = ACTIONS(196),
    [anon_sym_DOT_DOT] = ACTIONS(198),
    [anon_sym_PIPE] = ACTIONS(198),
    [sym_integer] = ACTIONS(198),
    [sym_string] = ACTIONS(198),
    [sym_comment] = ACTIONS(3),
  },
  [20] = {
    [sym_name] = ACTIONS(200),
    [anon_sym_game] = ACTIONS(200),
    [anon_sym_extends] = ACTIONS(200),
    [anon_sym_players] = ACTIONS(200),
    [anon_sym_sides] = ACTIONS(200),
    [anon_sym_board] = ACTIONS(200),
    [anon_sym_setup] = ACTIONS(200),
    [anon_sym_rules] = ACTIONS(200),
    [anon_sym_end] = ACTIONS(200),
    [anon_sym_turn] = ACTIONS(200),
    [anon_sym_cards] = ACTIONS(200),
    [anon_sym_directions] = ACTIONS(200),
    [anon_sym_EQ] = ACTIONS(202),
    [anon_sym_COMMA] = ACTIONS(202),
    [anon_sym_zone] = ACTIONS(200),
    [anon_sym_COLON] = ACTIONS(202),
    [anon_sym_piece] = ACTIONS(200),
    [anon_sym_card] = ACTIONS(200),
    [anon_sym_counters] = ACTIONS(200),
    [anon_sym_track] = ACTIONS(200),
    [anon_sym_loop] = ACTIONS(200),
    [anon_sym_branch] = ACTIONS(200),
    [anon_sym_from] = ACTIONS(200),
    [anon_sym_store] = ACTIONS(200),
    [anon_sym_remove] = ACTIONS(200),
    [anon_sym_rank] = ACTIONS(200),
    [anon_sym_file] = ACTIONS(200),
    [anon_sym_LBRACE] = ACTIONS(202),
    [anon_sym_RBRACE] = ACTIONS(202),
    [anon_sym_step] = ACTIONS(200),
    [anon_sym_slide] = ACTIONS(200),
    [anon_sym_leap] = ACTIONS(200),
    [anon_sym_jump] = ACTIONS(200),
    [anon_sym_hop] = ACTIONS(200),
    [anon_sym_along] = ACTIONS(200),
    [anon_sym_enter] = ACTIONS(200),
    [anon_sym_castle] = ACTIONS(200),
    [anon_sym_bear] = ACTIONS(200),
    [anon_sym_symbols] = ACTIONS(200),
    [anon_sym_glyphs] = ACTIONS(200),
    [anon_sym_promote] = ACTIONS(200),
    [anon_sym_royal] = ACTIONS(200),
    [anon_sym_neutral] = ACTIONS(200),
    [anon_sym_stored] = ACTIONS(200),
    [anon_sym_grid] = ACTIONS(200),
    [anon_sym_cells] = ACTIONS(200),
    [anon_sym_numbers] = ACTIONS(200),
    [anon_sym_by] = ACTIONS(200),
    [anon_sym_to] = ACTIONS(200),
    [anon_sym_over] = ACTIONS(200),
    [anon_sym_chained] = ACTIONS(200),
    [anon_sym_on] = ACTIONS(200),
    [anon_sym_ends] = ACTIONS(200),
    [anon_sym_move] = ACTIONS(200),
    [anon_sym_mandatory] = ACTIONS(200),
    [anon_sym_no] = ACTIONS(200),
    [anon_sym_repetition] = ACTIONS(200),
    [anon_sym_plies] = ACTIONS(200),
    [anon_sym_since] = ACTIONS(200),
    [anon_sym_stacks] = ACTIONS(200),
    [anon_sym_unlimited] = ACTIONS(200),
    [anon_sym_onto] = ACTIONS(200),
    [anon_sym_lift] = ACTIONS(200),
    [anon_sym_if] = ACTIONS(200),
    [anon_sym_and] = ACTIONS(200),
    [anon_sym_or] = ACTIONS(200),
    [anon_sym_not] = ACTIONS(200),
    [anon_sym_below] = ACTIONS(200),
    [anon_sym_is] = ACTIONS(200),
    [anon_sym_in] = ACTIONS(200),
    [anon_sym_height] = ACTIONS(200),
    [anon_sym_count] = ACTIONS(200),
    [anon_sym_showing] = ACTIONS(200),
    [anon_sym_pieces] = ACTIONS(200),
    [anon_sym_off] = ACTIONS(200),
    [anon_sym_after] = ACTIONS(200),
    [anon_sym_stack] = ACTIONS(200),
    [anon_sym_max] = ACTIONS(200),
    [anon_sym_exactly] = ACTIONS(200),
    [anon_sym_passing] = ACTIONS(200),
    [anon_sym_flying] = ACTIONS(200),
    [anon_sym_connected] = ACTIONS(200),
    [anon_sym_within] = ACTIONS(200),
    [anon_sym_avoiding] = ACTIONS(200),
    [anon_sym_stopping] = ACTIONS(200),
    [anon_sym_actions] = ACTIONS(200),
    [anon_sym_until] = ACTIONS(200),
    [anon_sym_at] = ACTIONS(200),
    [anon_sym_most] = ACTIONS(200),
    [anon_sym_steal] = ACTIONS(200),
    [anon_sym_adjacent] = ACTIONS(200),
    [anon_sym_enters] = ACTIONS(200),
    [anon_sym_when] = ACTIONS(200),
    [anon_sym_add] = ACTIONS(200),
    [anon_sym_clear] = ACTIONS(200),
    [anon_sym_reset] = ACTIONS(200),
    [anon_sym_place] = ACTIONS(200),
    [anon_sym_of] = ACTIONS(200),
    [anon_sym_into] = ACTIONS(200),
    [anon_sym_team] = ACTIONS(200),
    [anon_sym_copies] = ACTIONS(200),
    [anon_sym_deal] = ACTIONS(200),
    [anon_sym_each] = ACTIONS(200),
    [anon_sym_hands] = ACTIONS(200),
    [anon_sym_as] = ACTIONS(200),
    [anon_sym_control] = ACTIONS(200),
    [anon_sym_skip] = ACTIONS(200),
    [anon_sym_swap] = ACTIONS(200),
    [anon_sym_partner] = ACTIONS(200),
    [anon_sym_split] = ACTIONS(200),
    [anon_sym_pass] = ACTIONS(200),
    [anon_sym_then] = ACTIONS(200),
    [anon_sym_play] = ACTIONS(200),
    [anon_sym_again] = ACTIONS(200),
    [anon_sym_cancel] = ACTIONS(200),
    [anon_sym_for] = ACTIONS(200),
    [anon_sym_replay] = ACTIONS(200),
    [anon_sym_stay] = ACTIONS(200),
    [anon_sym_exchange] = ACTIONS(200),
    [anon_sym_with] = ACTIONS(200),
    [anon_sym_announce] = ACTIONS(200),
    [anon_sym_deeper] = ACTIONS(200),
    [anon_sym_score] = ACTIONS(200),
    [anon_sym_attacked] = ACTIONS(200),
    [anon_sym_long] = ACTIONS(200),
    [anon_sym_reversing] = ACTIONS(200),
    [anon_sym_once] = ACTIONS(200),
    [anon_sym_continue] = ACTIONS(200),
    [anon_sym_merge] = ACTIONS(200),
    [anon_sym_same] = ACTIONS(200),
    [anon_sym_captures] = ACTIONS(200),
    [anon_sym_falling] = ACTIONS(200),
    [anon_sym_line] = ACTIONS(200),
    [anon_sym_moves] = ACTIONS(200),
    [anon_sym_flipping] = ACTIONS(200),
    [anon_sym_next] = ACTIONS(200),
    [anon_sym_claim] = ACTIONS(200),
    [anon_sym_moved] = ACTIONS(200),
    [anon_sym_en_DASHpassant] = ACTIONS(200),
    [anon_sym_hand] = ACTIONS(200),
    [anon_sym_counter] = ACTIONS(200),
    [anon_sym_LPAREN] = ACTIONS(202),
    [anon_sym_LT_EQ] = ACTIONS(202),
    [anon_sym_GT_EQ] = ACTIONS(202),
    [anon_sym_BANG_EQ] = ACTIONS(202),
    [anon_sym_LT] = ACTIONS(200),
    [anon_sym_GT] = ACTIONS(200),
    [anon_sym_DOT_DOT] = ACTIONS(202),
    [anon_sym_PIPE] = ACTIONS(202),
    [sym_integer] = ACTIONS(202),
    [sym_string] = ACTIONS(202),
    [sym_comment] = ACTIONS(3),
  },
  [21] = {
    [sym_name] = ACTIONS(204),
    [anon_sym_game] = ACTIONS(204),
    [anon_sym_extends] = ACTIONS(204),
    [anon_sym_players] = ACTIONS(204),
    [anon_sym_sides] = ACTIONS(204),
    [anon_sym_board] = ACTIONS(204),
    [anon_sym_setup] = ACTIONS(204),
    [anon_sym_rules] = ACTIONS(204),
    [anon_sym_end] = ACTIONS(204),
    [anon_sym_turn] = ACTIONS(204),
    [anon_sym_cards] = ACTIONS(204),
    [anon_sym_directions] = ACTIONS(204),
    [anon_sym_EQ] = ACTIONS(206),
    [anon_sym_COMMA] = ACTIONS(206),
    [anon_sym_zone] = ACTIONS(204),
    [anon_sym_COLON] = ACTIONS(206),
    [anon_sym_piece] = ACTIONS(204),
    [anon_sym_card] = ACTIONS(204),
    [anon_sym_counters] = ACTIONS(204),
    [anon_sym_track] = ACTIONS(204),
    [anon_sym_loop] = ACTIONS(204),
    [anon_sym_branch] = ACTIONS(204),
    [anon_sym_from] = ACTIONS(204),
    [anon_sym_store] = ACTIONS(204),
    [anon_sym_remove] = ACTIONS(204),
    [anon_sym_rank] = ACTIONS(204),
    [anon_sym_file] = ACTIONS(204),
    [anon_sym_RBRACE] = ACTIONS(206),
    [anon_sym_step] = ACTIONS(204),
    [anon_sym_slide] = ACTIONS(204),
    [anon_sym_leap] = ACTIONS(204),
    [anon_sym_jump] = ACTIONS(204),
    [anon_sym_hop] = ACTIONS(204),
    [anon_sym_along] = ACTIONS(204),
    [anon_sym_enter] = ACTIONS(204),
    [anon_sym_castle] = ACTIONS(204),
    [anon_sym_bear] = ACTIONS(204),
    [anon_sym_symbols] = ACTIONS(204),
    [anon_sym_glyphs] = ACTIONS(204),
    [anon_sym_promote] = ACTIONS(204),
    [anon_sym_royal] = ACTIONS(204),
    [anon_sym_neutral] = ACTIONS(204),
    [anon_sym_stored] = ACTIONS(204),
    [anon_sym_grid] = ACTIONS(204),
    [anon_sym_cells] = ACTIONS(204),
    [anon_sym_numbers] = ACTIONS(204),
    [anon_sym_by] = ACTIONS(204),
    [anon_sym_to] = ACTIONS(204),
    [anon_sym_over] = ACTIONS(204),
    [anon_sym_chained] = ACTIONS(204),
    [anon_sym_on] = ACTIONS(204),
    [anon_sym_ends] = ACTIONS(204),
    [anon_sym_move] = ACTIONS(204),
    [anon_sym_mandatory] = ACTIONS(204),
    [anon_sym_no] = ACTIONS(204),
    [anon_sym_repetition] = ACTIONS(204),
    [anon_sym_plies] = ACTIONS(204),
    [anon_sym_since] = ACTIONS(204),
    [anon_sym_stacks] = ACTIONS(204),
    [anon_sym_unlimited] = ACTIONS(204),
    [anon_sym_onto] = ACTIONS(204),
    [anon_sym_lift] = ACTIONS(204),
    [anon_sym_if] = ACTIONS(204),
    [anon_sym_and] = ACTIONS(204),
    [anon_sym_or] = ACTIONS(204),
    [anon_sym_not] = ACTIONS(204),
    [anon_sym_below] = ACTIONS(204),
    [anon_sym_is] = ACTIONS(204),
    [anon_sym_in] = ACTIONS(204),
    [anon_sym_height] = ACTIONS(204),
    [anon_sym_count] = ACTIONS(204),
    [anon_sym_showing] = ACTIONS(204),
    [anon_sym_pieces] = ACTIONS(204),
    [anon_sym_off] = ACTIONS(204),
    [anon_sym_after] = ACTIONS(204),
    [anon_sym_stack] = ACTIONS(204),
    [anon_sym_max] = ACTIONS(204),
    [anon_sym_exactly] = ACTIONS(204),
    [anon_sym_passing] = ACTIONS(204),
    [anon_sym_flying] = ACTIONS(204),
    [anon_sym_connected] = ACTIONS(204),
    [anon_sym_within] = ACTIONS(204),
    [anon_sym_avoiding] = ACTIONS(204),
    [anon_sym_stopping] = ACTIONS(204),
    [anon_sym_actions] = ACTIONS(204),
    [anon_sym_until] = ACTIONS(204),
    [anon_sym_at] = ACTIONS(204),
    [anon_sym_most] = ACTIONS(204),
    [anon_sym_steal] = ACTIONS(204),
    [anon_sym_adjacent] = ACTIONS(204),
    [anon_sym_enters] = ACTIONS(204),
    [anon_sym_when] = ACTIONS(204),
    [anon_sym_add] = ACTIONS(204),
    [anon_sym_clear] = ACTIONS(204),
    [anon_sym_reset] = ACTIONS(204),
    [anon_sym_place] = ACTIONS(204),
    [anon_sym_of] = ACTIONS(204),
    [anon_sym_into] = ACTIONS(204),
    [anon_sym_team] = ACTIONS(204),
    [anon_sym_copies] = ACTIONS(204),
    [anon_sym_deal] = ACTIONS(204),
    [anon_sym_each] = ACTIONS(204),
    [anon_sym_hands] = ACTIONS(204),
    [anon_sym_as] = ACTIONS(204),
    [anon_sym_control] = ACTIONS(204),
    [anon_sym_skip] = ACTIONS(204),
    [anon_sym_swap] = ACTIONS(204),
    [anon_sym_partner] = ACTIONS(204),
    [anon_sym_split] = ACTIONS(204),
    [anon_sym_pass] = ACTIONS(204),
    [anon_sym_then] = ACTIONS(204),
    [anon_sym_play] = ACTIONS(204),
    [anon_sym_again] = ACTIONS(204),
    [anon_sym_cancel] = ACTIONS(204),
    [anon_sym_for] = ACTIONS(204),
    [anon_sym_replay] = ACTIONS(204),
    [anon_sym_stay] = ACTIONS(204),
    [anon_sym_exchange] = ACTIONS(204),
    [anon_sym_with] = ACTIONS(204),
    [anon_sym_announce] = ACTIONS(204),
    [anon_sym_deeper] = ACTIONS(204),
    [anon_sym_score] = ACTIONS(204),
    [anon_sym_attacked] = ACTIONS(204),
    [anon_sym_long] = ACTIONS(204),
    [anon_sym_reversing] = ACTIONS(204),
    [anon_sym_once] = ACTIONS(204),
    [anon_sym_continue] = ACTIONS(204),
    [anon_sym_merge] = ACTIONS(204),
    [anon_sym_same] = ACTIONS(204),
    [anon_sym_captures] = ACTIONS(204),
    [anon_sym_falling] = ACTIONS(204),
    [anon_sym_line] = ACTIONS(204),
    [anon_sym_moves] = ACTIONS(204),
    [anon_sym_flipping] = ACTIONS(204),
    [anon_sym_next] = ACTIONS(204),
    [anon_sym_claim] = ACTIONS(204),
    [anon_sym_moved] = ACTIONS(204),
    [anon_sym_en_DASHpassant] = ACTIONS(204),
    [anon_sym_hand] = ACTIONS(204),
    [anon_sym_counter] = ACTIONS(204),
    [anon_sym_LPAREN] = ACTIONS(206),
    [anon_sym_LT_EQ] = ACTIONS(206),
    [anon_sym_GT_EQ] = ACTIONS(206),
    [anon_sym_BANG_EQ] = ACTIONS(206),
    [anon_sym_LT] = ACTIONS(204),
    [anon_sym_GT] = ACTIONS(204),
    [anon_sym_DOT_DOT] = ACTIONS(206),
    [anon_sym_PIPE] = ACTIONS(206),
    [sym_integer] = ACTIONS(206),
    [sym_string] = ACTIONS(206),
    [sym_comment] = ACTIONS(3),
  },
};

static const uint16_t ts_small_parse_table[] = {
  [0] = 21,
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
    ACTIONS(41), 1,
      anon_sym_remove,
    ACTIONS(208), 1,
      ts_builtin_sym_end,
    STATE(23), 20,
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
      sym_remove_item,
      aux_sym_source_file_repeat1,
  [83] = 21,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(210), 1,
      ts_builtin_sym_end,
    ACTIONS(212), 1,
      anon_sym_game,
    ACTIONS(215), 1,
      anon_sym_players,
    ACTIONS(218), 1,
      anon_sym_sides,
    ACTIONS(221), 1,
      anon_sym_board,
    ACTIONS(224), 1,
      anon_sym_setup,
    ACTIONS(227), 1,
      anon_sym_rules,
    ACTIONS(230), 1,
      anon_sym_end,
    ACTIONS(233), 1,
      anon_sym_turn,
    ACTIONS(236), 1,
      anon_sym_cards,
    ACTIONS(239), 1,
      anon_sym_directions,
    ACTIONS(242), 1,
      anon_sym_zone,
    ACTIONS(245), 1,
      anon_sym_piece,
    ACTIONS(248), 1,
      anon_sym_card,
    ACTIONS(251), 1,
      anon_sym_counters,
    ACTIONS(254), 1,
      anon_sym_track,
    ACTIONS(257), 1,
      anon_sym_branch,
    ACTIONS(260), 1,
      anon_sym_store,
    ACTIONS(263), 1,
      anon_sym_remove,
    STATE(23), 20,
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
      sym_remove_item,
      aux_sym_source_file_repeat1,
  [166] = 9,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(266), 1,
      ts_builtin_sym_end,
    ACTIONS(268), 1,
      sym_name,
    ACTIONS(276), 2,
      anon_sym_COMMA,
      sym_integer,
    ACTIONS(279), 2,
      anon_sym_rank,
      anon_sym_file,
    ACTIONS(282), 2,
      anon_sym_LT,
      anon_sym_GT,
    STATE(24), 2,
      sym_operator,
      aux_sym_region_repeat1,
    ACTIONS(273), 6,
      anon_sym_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_BANG_EQ,
      anon_sym_DOT_DOT,
      anon_sym_PIPE,
    ACTIONS(271), 18,
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
      anon_sym_remove,
  [220] = 9,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(285), 1,
      ts_builtin_sym_end,
    ACTIONS(287), 1,
      sym_name,
    ACTIONS(293), 2,
      anon_sym_COMMA,
      sym_integer,
    ACTIONS(295), 2,
      anon_sym_rank,
      anon_sym_file,
    ACTIONS(297), 2,
      anon_sym_LT,
      anon_sym_GT,
    STATE(24), 2,
      sym_operator,
      aux_sym_region_repeat1,
    ACTIONS(291), 6,
      anon_sym_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_BANG_EQ,
      anon_sym_DOT_DOT,
      anon_sym_PIPE,
    ACTIONS(289), 18,
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
      anon_sym_remove,
  [274] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(299), 9,
      ts_builtin_sym_end,
      anon_sym_EQ,
      anon_sym_COMMA,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_BANG_EQ,
      anon_sym_DOT_DOT,
      anon_sym_PIPE,
      sym_integer,
    ACTIONS(301), 23,
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
      anon_sym_remove,
      anon_sym_rank,
      anon_sym_file,
      anon_sym_LT,
      anon_sym_GT,
      sym_name,
  [314] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(190), 9,
      ts_builtin_sym_end,
      anon_sym_EQ,
      anon_sym_COMMA,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_BANG_EQ,
      anon_sym_DOT_DOT,
      anon_sym_PIPE,
      sym_integer,
    ACTIONS(188), 23,
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
      anon_sym_remove,
      anon_sym_rank,
      anon_sym_file,
      anon_sym_LT,
      anon_sym_GT,
      sym_name,
  [354] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(305), 1,
      anon_sym_COMMA,
    ACTIONS(307), 1,
      anon_sym_card,
    STATE(29), 1,
      aux_sym_directions_item_repeat1,
    ACTIONS(303), 18,
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
      anon_sym_remove,
  [387] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(305), 1,
      anon_sym_COMMA,
    ACTIONS(311), 1,
      anon_sym_card,
    STATE(34), 1,
      aux_sym_directions_item_repeat1,
    ACTIONS(309), 18,
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
      anon_sym_remove,
  [420] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(305), 1,
      anon_sym_COMMA,
    ACTIONS(315), 1,
      anon_sym_card,
    STATE(33), 1,
      aux_sym_directions_item_repeat1,
    ACTIONS(313), 18,
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
      anon_sym_remove,
  [453] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(305), 1,
      anon_sym_COMMA,
    ACTIONS(319), 1,
      anon_sym_card,
    STATE(34), 1,
      aux_sym_directions_item_repeat1,
    ACTIONS(317), 18,
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
      anon_sym_remove,
  [486] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(305), 1,
      anon_sym_COMMA,
    ACTIONS(323), 1,
      anon_sym_card,
    STATE(31), 1,
      aux_sym_directions_item_repeat1,
    ACTIONS(321), 18,
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
      anon_sym_remove,
  [519] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(305), 1,
      anon_sym_COMMA,
    ACTIONS(327), 1,
      anon_sym_card,
    STATE(34), 1,
      aux_sym_directions_item_repeat1,
    ACTIONS(325), 18,
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
      anon_sym_remove,
  [552] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(331), 1,
      anon_sym_COMMA,
    ACTIONS(334), 1,
      anon_sym_card,
    STATE(34), 1,
      aux_sym_directions_item_repeat1,
    ACTIONS(329), 18,
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
      anon_sym_remove,
  [585] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(338), 1,
      anon_sym_extends,
    ACTIONS(340), 1,
      anon_sym_card,
    ACTIONS(336), 18,
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
      anon_sym_remove,
  [615] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(334), 1,
      anon_sym_card,
    ACTIONS(329), 19,
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
      anon_sym_remove,
  [643] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(344), 1,
      anon_sym_card,
    ACTIONS(342), 18,
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
      anon_sym_remove,
  [670] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(348), 1,
      anon_sym_card,
    ACTIONS(346), 18,
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
      anon_sym_remove,
  [697] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(196), 1,
      anon_sym_card,
    ACTIONS(198), 18,
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
      anon_sym_remove,
  [724] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(352), 1,
      anon_sym_card,
    ACTIONS(350), 18,
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
      anon_sym_remove,
  [751] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(354), 1,
      anon_sym_RBRACE,
    STATE(47), 3,
      sym_move_statement,
      sym_property_statement,
      aux_sym_piece_block_repeat1,
    ACTIONS(358), 6,
      anon_sym_symbols,
      anon_sym_glyphs,
      anon_sym_promote,
      anon_sym_royal,
      anon_sym_neutral,
      anon_sym_stored,
    ACTIONS(356), 9,
      anon_sym_step,
      anon_sym_slide,
      anon_sym_leap,
      anon_sym_jump,
      anon_sym_hop,
      anon_sym_along,
      anon_sym_enter,
      anon_sym_castle,
      anon_sym_bear,
  [782] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(362), 1,
      anon_sym_card,
    ACTIONS(360), 18,
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
      anon_sym_remove,
  [809] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(366), 1,
      anon_sym_card,
    ACTIONS(364), 18,
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
      anon_sym_remove,
  [836] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(200), 1,
      anon_sym_card,
    ACTIONS(202), 18,
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
      anon_sym_remove,
  [863] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(370), 1,
      anon_sym_card,
    ACTIONS(368), 18,
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
      anon_sym_remove,
  [890] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(374), 1,
      anon_sym_card,
    ACTIONS(372), 18,
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
      anon_sym_remove,
  [917] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(376), 1,
      anon_sym_RBRACE,
    STATE(58), 3,
      sym_move_statement,
      sym_property_statement,
      aux_sym_piece_block_repeat1,
    ACTIONS(358), 6,
      anon_sym_symbols,
      anon_sym_glyphs,
      anon_sym_promote,
      anon_sym_royal,
      anon_sym_neutral,
      anon_sym_stored,
    ACTIONS(356), 9,
      anon_sym_step,
      anon_sym_slide,
      anon_sym_leap,
      anon_sym_jump,
      anon_sym_hop,
      anon_sym_along,
      anon_sym_enter,
      anon_sym_castle,
      anon_sym_bear,
  [948] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(380), 1,
      anon_sym_card,
    ACTIONS(378), 18,
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
      anon_sym_remove,
  [975] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(384), 1,
      anon_sym_card,
    ACTIONS(382), 18,
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
      anon_sym_remove,
  [1002] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(388), 1,
      anon_sym_card,
    ACTIONS(386), 18,
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
      anon_sym_remove,
  [1029] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(392), 1,
      anon_sym_card,
    ACTIONS(390), 18,
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
      anon_sym_remove,
  [1056] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(396), 1,
      anon_sym_card,
    ACTIONS(394), 18,
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
      anon_sym_remove,
  [1083] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(400), 1,
      anon_sym_card,
    ACTIONS(398), 18,
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
      anon_sym_remove,
  [1110] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(404), 1,
      anon_sym_card,
    ACTIONS(402), 18,
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
      anon_sym_remove,
  [1137] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(408), 1,
      anon_sym_card,
    ACTIONS(406), 18,
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
      anon_sym_remove,
  [1164] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(412), 1,
      anon_sym_card,
    ACTIONS(410), 18,
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
      anon_sym_remove,
  [1191] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(416), 1,
      anon_sym_card,
    ACTIONS(414), 18,
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
      anon_sym_remove,
  [1218] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(418), 1,
      anon_sym_RBRACE,
    STATE(58), 3,
      sym_move_statement,
      sym_property_statement,
      aux_sym_piece_block_repeat1,
    ACTIONS(423), 6,
      anon_sym_symbols,
      anon_sym_glyphs,
      anon_sym_promote,
      anon_sym_royal,
      anon_sym_neutral,
      anon_sym_stored,
    ACTIONS(420), 9,
      anon_sym_step,
      anon_sym_slide,
      anon_sym_leap,
      anon_sym_jump,
      anon_sym_hop,
      anon_sym_along,
      anon_sym_enter,
      anon_sym_castle,
      anon_sym_bear,
  [1249] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(428), 1,
      anon_sym_card,
    ACTIONS(426), 18,
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
      anon_sym_remove,
  [1276] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(432), 1,
      anon_sym_card,
    ACTIONS(430), 18,
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
      anon_sym_remove,
  [1303] = 8,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(434), 1,
      sym_name,
    STATE(45), 1,
      sym_region,
    ACTIONS(295), 2,
      anon_sym_rank,
      anon_sym_file,
    ACTIONS(297), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(436), 2,
      anon_sym_COMMA,
      sym_integer,
    STATE(25), 2,
      sym_operator,
      aux_sym_region_repeat1,
    ACTIONS(291), 6,
      anon_sym_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_BANG_EQ,
      anon_sym_DOT_DOT,
      anon_sym_PIPE,
  [1337] = 8,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(434), 1,
      sym_name,
    STATE(48), 1,
      sym_region,
    ACTIONS(295), 2,
      anon_sym_rank,
      anon_sym_file,
    ACTIONS(297), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(436), 2,
      anon_sym_COMMA,
      sym_integer,
    STATE(25), 2,
      sym_operator,
      aux_sym_region_repeat1,
    ACTIONS(291), 6,
      anon_sym_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_BANG_EQ,
      anon_sym_DOT_DOT,
      anon_sym_PIPE,
  [1371] = 8,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(434), 1,
      sym_name,
    STATE(59), 1,
      sym_region,
    ACTIONS(295), 2,
      anon_sym_rank,
      anon_sym_file,
    ACTIONS(297), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(436), 2,
      anon_sym_COMMA,
      sym_integer,
    STATE(25), 2,
      sym_operator,
      aux_sym_region_repeat1,
    ACTIONS(291), 6,
      anon_sym_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_BANG_EQ,
      anon_sym_DOT_DOT,
      anon_sym_PIPE,
  [1405] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(438), 6,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_card,
      anon_sym_track,
      anon_sym_branch,
  [1417] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(440), 1,
      anon_sym_COLON,
    ACTIONS(442), 1,
      anon_sym_LBRACE,
    STATE(40), 1,
      sym_block,
  [1430] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(442), 1,
      anon_sym_LBRACE,
    STATE(55), 1,
      sym_block,
  [1440] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(442), 1,
      anon_sym_LBRACE,
    STATE(53), 1,
      sym_block,
  [1450] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(442), 1,
      anon_sym_LBRACE,
    STATE(50), 1,
      sym_block,
  [1460] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(442), 1,
      anon_sym_LBRACE,
    STATE(49), 1,
      sym_block,
  [1470] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(442), 1,
      anon_sym_LBRACE,
    STATE(54), 1,
      sym_block,
  [1480] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(442), 1,
      anon_sym_LBRACE,
    STATE(38), 1,
      sym_block,
  [1490] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(442), 1,
      anon_sym_LBRACE,
    STATE(56), 1,
      sym_block,
  [1500] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(442), 1,
      anon_sym_LBRACE,
    STATE(52), 1,
      sym_block,
  [1510] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(444), 1,
      anon_sym_LBRACE,
    STATE(37), 1,
      sym_piece_block,
  [1520] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(442), 1,
      anon_sym_LBRACE,
    STATE(42), 1,
      sym_block,
  [1530] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(442), 1,
      anon_sym_LBRACE,
    STATE(51), 1,
      sym_block,
  [1540] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(446), 1,
      anon_sym_COLON,
    ACTIONS(448), 1,
      anon_sym_loop,
  [1550] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(450), 1,
      sym_name,
  [1557] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(452), 1,
      sym_name,
  [1564] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(454), 1,
      sym_name,
  [1571] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(456), 1,
      sym_name,
  [1578] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(458), 1,
      anon_sym_from,
  [1585] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(460), 1,
      sym_string,
  [1592] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(462), 1,
      sym_name,
  [1599] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(464), 1,
      sym_name,
  [1606] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(466), 1,
      ts_builtin_sym_end,
  [1613] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(468), 1,
      sym_string,
  [1620] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(470), 1,
      sym_name,
  [1627] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(472), 1,
      anon_sym_COLON,
  [1634] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(474), 1,
      anon_sym_EQ,
  [1641] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(476), 1,
      sym_name,
  [1648] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(478), 1,
      sym_name,
  [1655] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(480), 1,
      sym_name,
  [1662] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(482), 1,
      sym_name,
  [1669] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(484), 1,
      sym_name,
};

static const uint32_t ts_small_parse_table_map[] = {
  [SMALL_STATE(22)] = 0,
  [SMALL_STATE(23)] = 83,
  [SMALL_STATE(24)] = 166,
  [SMALL_STATE(25)] = 220,
  [SMALL_STATE(26)] = 274,
  [SMALL_STATE(27)] = 314,
  [SMALL_STATE(28)] = 354,
  [SMALL_STATE(29)] = 387,
  [SMALL_STATE(30)] = 420,
  [SMALL_STATE(31)] = 453,
  [SMALL_STATE(32)] = 486,
  [SMALL_STATE(33)] = 519,
  [SMALL_STATE(34)] = 552,
  [SMALL_STATE(35)] = 585,
  [SMALL_STATE(36)] = 615,
  [SMALL_STATE(37)] = 643,
  [SMALL_STATE(38)] = 670,
  [SMALL_STATE(39)] = 697,
  [SMALL_STATE(40)] = 724,
  [SMALL_STATE(41)] = 751,
  [SMALL_STATE(42)] = 782,
  [SMALL_STATE(43)] = 809,
  [SMALL_STATE(44)] = 836,
  [SMALL_STATE(45)] = 863,
  [SMALL_STATE(46)] = 890,
  [SMALL_STATE(47)] = 917,
  [SMALL_STATE(48)] = 948,
  [SMALL_STATE(49)] = 975,
  [SMALL_STATE(50)] = 1002,
  [SMALL_STATE(51)] = 1029,
  [SMALL_STATE(52)] = 1056,
  [SMALL_STATE(53)] = 1083,
  [SMALL_STATE(54)] = 1110,
  [SMALL_STATE(55)] = 1137,
  [SMALL_STATE(56)] = 1164,
  [SMALL_STATE(57)] = 1191,
  [SMALL_STATE(58)] = 1218,
  [SMALL_STATE(59)] = 1249,
  [SMALL_STATE(60)] = 1276,
  [SMALL_STATE(61)] = 1303,
  [SMALL_STATE(62)] = 1337,
  [SMALL_STATE(63)] = 1371,
  [SMALL_STATE(64)] = 1405,
  [SMALL_STATE(65)] = 1417,
  [SMALL_STATE(66)] = 1430,
  [SMALL_STATE(67)] = 1440,
  [SMALL_STATE(68)] = 1450,
  [SMALL_STATE(69)] = 1460,
  [SMALL_STATE(70)] = 1470,
  [SMALL_STATE(71)] = 1480,
  [SMALL_STATE(72)] = 1490,
  [SMALL_STATE(73)] = 1500,
  [SMALL_STATE(74)] = 1510,
  [SMALL_STATE(75)] = 1520,
  [SMALL_STATE(76)] = 1530,
  [SMALL_STATE(77)] = 1540,
  [SMALL_STATE(78)] = 1550,
  [SMALL_STATE(79)] = 1557,
  [SMALL_STATE(80)] = 1564,
  [SMALL_STATE(81)] = 1571,
  [SMALL_STATE(82)] = 1578,
  [SMALL_STATE(83)] = 1585,
  [SMALL_STATE(84)] = 1592,
  [SMALL_STATE(85)] = 1599,
  [SMALL_STATE(86)] = 1606,
  [SMALL_STATE(87)] = 1613,
  [SMALL_STATE(88)] = 1620,
  [SMALL_STATE(89)] = 1627,
  [SMALL_STATE(90)] = 1634,
  [SMALL_STATE(91)] = 1641,
  [SMALL_STATE(92)] = 1648,
  [SMALL_STATE(93)] = 1655,
  [SMALL_STATE(94)] = 1662,
  [SMALL_STATE(95)] = 1669,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = true}}, SHIFT_EXTRA(),
  [5] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0, 0, 0),
  [7] = {.entry = {.count = 1, .reusable = true}}, SHIFT(87),
  [9] = {.entry = {.count = 1, .reusable = true}}, SHIFT(69),
  [11] = {.entry = {.count = 1, .reusable = true}}, SHIFT(68),
  [13] = {.entry = {.count = 1, .reusable = true}}, SHIFT(76),
  [15] = {.entry = {.count = 1, .reusable = true}}, SHIFT(73),
  [17] = {.entry = {.count = 1, .reusable = true}}, SHIFT(67),
  [19] = {.entry = {.count = 1, .reusable = true}}, SHIFT(70),
  [21] = {.entry = {.count = 1, .reusable = true}}, SHIFT(66),
  [23] = {.entry = {.count = 1, .reusable = true}}, SHIFT(72),
  [25] = {.entry = {.count = 1, .reusable = true}}, SHIFT(79),
  [27] = {.entry = {.count = 1, .reusable = true}}, SHIFT(85),
  [29] = {.entry = {.count = 1, .reusable = true}}, SHIFT(92),
  [31] = {.entry = {.count = 1, .reusable = false}}, SHIFT(94),
  [33] = {.entry = {.count = 1, .reusable = true}}, SHIFT(95),
  [35] = {.entry = {.count = 1, .reusable = true}}, SHIFT(80),
  [37] = {.entry = {.count = 1, .reusable = true}}, SHIFT(81),
  [39] = {.entry = {.count = 1, .reusable = true}}, SHIFT(78),
  [41] = {.entry = {.count = 1, .reusable = true}}, SHIFT(64),
  [43] = {.entry = {.count = 1, .reusable = false}}, SHIFT(5),
  [45] = {.entry = {.count = 1, .reusable = false}}, SHIFT(15),
  [47] = {.entry = {.count = 1, .reusable = true}}, SHIFT(17),
  [49] = {.entry = {.count = 1, .reusable = true}}, SHIFT(5),
  [51] = {.entry = {.count = 1, .reusable = true}}, SHIFT(6),
  [53] = {.entry = {.count = 1, .reusable = true}}, SHIFT(20),
  [55] = {.entry = {.count = 1, .reusable = true}}, SHIFT(8),
  [57] = {.entry = {.count = 1, .reusable = false}}, SHIFT(17),
  [59] = {.entry = {.count = 1, .reusable = true}}, SHIFT(44),
  [61] = {.entry = {.count = 1, .reusable = false}}, SHIFT(3),
  [63] = {.entry = {.count = 1, .reusable = true}}, SHIFT(3),
  [65] = {.entry = {.count = 1, .reusable = true}}, SHIFT(39),
  [67] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0), SHIFT_REPEAT(5),
  [70] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0), SHIFT_REPEAT(15),
  [73] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0), SHIFT_REPEAT(17),
  [76] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0), SHIFT_REPEAT(5),
  [79] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0), SHIFT_REPEAT(6),
  [82] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0),
  [84] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0), SHIFT_REPEAT(8),
  [87] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0), SHIFT_REPEAT(17),
  [90] = {.entry = {.count = 1, .reusable = false}}, SHIFT(2),
  [92] = {.entry = {.count = 1, .reusable = true}}, SHIFT(2),
  [94] = {.entry = {.count = 1, .reusable = true}}, SHIFT(19),
  [96] = {.entry = {.count = 1, .reusable = false}}, SHIFT(9),
  [98] = {.entry = {.count = 1, .reusable = true}}, SHIFT(9),
  [100] = {.entry = {.count = 1, .reusable = true}}, SHIFT(18),
  [102] = {.entry = {.count = 1, .reusable = false}}, SHIFT(7),
  [104] = {.entry = {.count = 1, .reusable = true}}, SHIFT(7),
  [106] = {.entry = {.count = 1, .reusable = true}}, SHIFT(16),
  [108] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_group_repeat1, 2, 0, 0), SHIFT_REPEAT(9),
  [111] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_group_repeat1, 2, 0, 0), SHIFT_REPEAT(15),
  [114] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_group_repeat1, 2, 0, 0), SHIFT_REPEAT(17),
  [117] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_group_repeat1, 2, 0, 0), SHIFT_REPEAT(9),
  [120] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_group_repeat1, 2, 0, 0), SHIFT_REPEAT(8),
  [123] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_group_repeat1, 2, 0, 0),
  [125] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_group_repeat1, 2, 0, 0), SHIFT_REPEAT(17),
  [128] = {.entry = {.count = 1, .reusable = false}}, SHIFT(13),
  [130] = {.entry = {.count = 1, .reusable = false}}, SHIFT(21),
  [132] = {.entry = {.count = 1, .reusable = true}}, SHIFT(13),
  [134] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_property_statement, 1, 0, 9),
  [136] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_property_statement, 1, 0, 9),
  [138] = {.entry = {.count = 1, .reusable = false}}, SHIFT(12),
  [140] = {.entry = {.count = 1, .reusable = true}}, SHIFT(12),
  [142] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_move_statement, 1, 0, 8),
  [144] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_move_statement, 1, 0, 8),
  [146] = {.entry = {.count = 1, .reusable = false}}, SHIFT(14),
  [148] = {.entry = {.count = 1, .reusable = true}}, SHIFT(14),
  [150] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_move_statement, 2, 0, 8),
  [152] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_move_statement, 2, 0, 8),
  [154] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_property_statement, 2, 0, 9),
  [156] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_property_statement, 2, 0, 9),
  [158] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(14),
  [161] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(21),
  [164] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(17),
  [167] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(14),
  [170] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0),
  [172] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0),
  [174] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(8),
  [177] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(17),
  [180] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_keyword, 1, 0, 0),
  [182] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_keyword, 1, 0, 0),
  [184] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_group, 2, 0, 0),
  [186] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_group, 2, 0, 0),
  [188] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_operator, 1, 0, 0),
  [190] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_operator, 1, 0, 0),
  [192] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_group, 3, 0, 0),
  [194] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_group, 3, 0, 0),
  [196] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_block, 2, 0, 0),
  [198] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_block, 2, 0, 0),
  [200] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_block, 3, 0, 0),
  [202] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_block, 3, 0, 0),
  [204] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__statement_part, 1, 0, 7),
  [206] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__statement_part, 1, 0, 7),
  [208] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 0),
  [210] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [212] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(87),
  [215] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(69),
  [218] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(68),
  [221] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(76),
  [224] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(73),
  [227] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(67),
  [230] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(70),
  [233] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(66),
  [236] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(72),
  [239] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(79),
  [242] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(85),
  [245] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(92),
  [248] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(94),
  [251] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(95),
  [254] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(80),
  [257] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(81),
  [260] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(78),
  [263] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(64),
  [266] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_region_repeat1, 2, 0, 0),
  [268] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_region_repeat1, 2, 0, 0), SHIFT_REPEAT(24),
  [271] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_region_repeat1, 2, 0, 0),
  [273] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_region_repeat1, 2, 0, 0), SHIFT_REPEAT(27),
  [276] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_region_repeat1, 2, 0, 0), SHIFT_REPEAT(24),
  [279] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_region_repeat1, 2, 0, 0), SHIFT_REPEAT(26),
  [282] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_region_repeat1, 2, 0, 0), SHIFT_REPEAT(27),
  [285] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_region, 1, 0, 0),
  [287] = {.entry = {.count = 1, .reusable = false}}, SHIFT(24),
  [289] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_region, 1, 0, 0),
  [291] = {.entry = {.count = 1, .reusable = true}}, SHIFT(27),
  [293] = {.entry = {.count = 1, .reusable = true}}, SHIFT(24),
  [295] = {.entry = {.count = 1, .reusable = false}}, SHIFT(26),
  [297] = {.entry = {.count = 1, .reusable = false}}, SHIFT(27),
  [299] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_region_repeat1, 1, 0, 7),
  [301] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_region_repeat1, 1, 0, 7),
  [303] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_directions_item, 4, 0, 3),
  [305] = {.entry = {.count = 1, .reusable = true}}, SHIFT(84),
  [307] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_directions_item, 4, 0, 3),
  [309] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_directions_item, 5, 0, 3),
  [311] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_directions_item, 5, 0, 3),
  [313] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_counters_item, 2, 0, 0),
  [315] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_counters_item, 2, 0, 0),
  [317] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_remove_item, 4, 0, 5),
  [319] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_remove_item, 4, 0, 5),
  [321] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_remove_item, 3, 0, 5),
  [323] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_remove_item, 3, 0, 5),
  [325] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_counters_item, 3, 0, 0),
  [327] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_counters_item, 3, 0, 0),
  [329] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_directions_item_repeat1, 2, 0, 0),
  [331] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_directions_item_repeat1, 2, 0, 0), SHIFT_REPEAT(84),
  [334] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_directions_item_repeat1, 2, 0, 0),
  [336] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_game_item, 2, 0, 1),
  [338] = {.entry = {.count = 1, .reusable = true}}, SHIFT(83),
  [340] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_game_item, 2, 0, 1),
  [342] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_piece_item, 3, 0, 4),
  [344] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_piece_item, 3, 0, 4),
  [346] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_branch_item, 5, 0, 11),
  [348] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_branch_item, 5, 0, 11),
  [350] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_zone_item, 3, 0, 4),
  [352] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_zone_item, 3, 0, 4),
  [354] = {.entry = {.count = 1, .reusable = true}}, SHIFT(46),
  [356] = {.entry = {.count = 1, .reusable = true}}, SHIFT(11),
  [358] = {.entry = {.count = 1, .reusable = true}}, SHIFT(10),
  [360] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_card_item, 3, 0, 4),
  [362] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_card_item, 3, 0, 4),
  [364] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_game_item, 4, 0, 6),
  [366] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_game_item, 4, 0, 6),
  [368] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_zone_item, 4, 0, 3),
  [370] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_zone_item, 4, 0, 3),
  [372] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_piece_block, 2, 0, 0),
  [374] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_piece_block, 2, 0, 0),
  [376] = {.entry = {.count = 1, .reusable = true}}, SHIFT(57),
  [378] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_track_item, 4, 0, 3),
  [380] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_track_item, 4, 0, 3),
  [382] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_players_item, 2, 0, 2),
  [384] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_players_item, 2, 0, 2),
  [386] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_sides_item, 2, 0, 2),
  [388] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_sides_item, 2, 0, 2),
  [390] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_board_item, 2, 0, 2),
  [392] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_board_item, 2, 0, 2),
  [394] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_setup_item, 2, 0, 2),
  [396] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_setup_item, 2, 0, 2),
  [398] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_rules_item, 2, 0, 2),
  [400] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_rules_item, 2, 0, 2),
  [402] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_end_item, 2, 0, 2),
  [404] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_end_item, 2, 0, 2),
  [406] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_turn_item, 2, 0, 2),
  [408] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_turn_item, 2, 0, 2),
  [410] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_cards_item, 2, 0, 2),
  [412] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_cards_item, 2, 0, 2),
  [414] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_piece_block, 3, 0, 0),
  [416] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_piece_block, 3, 0, 0),
  [418] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_piece_block_repeat1, 2, 0, 0),
  [420] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_piece_block_repeat1, 2, 0, 0), SHIFT_REPEAT(11),
  [423] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_piece_block_repeat1, 2, 0, 0), SHIFT_REPEAT(10),
  [426] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_track_item, 5, 0, 10),
  [428] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_track_item, 5, 0, 10),
  [430] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_store_item, 2, 0, 3),
  [432] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_store_item, 2, 0, 3),
  [434] = {.entry = {.count = 1, .reusable = false}}, SHIFT(25),
  [436] = {.entry = {.count = 1, .reusable = true}}, SHIFT(25),
  [438] = {.entry = {.count = 1, .reusable = true}}, SHIFT(88),
  [440] = {.entry = {.count = 1, .reusable = true}}, SHIFT(61),
  [442] = {.entry = {.count = 1, .reusable = true}}, SHIFT(4),
  [444] = {.entry = {.count = 1, .reusable = true}}, SHIFT(41),
  [446] = {.entry = {.count = 1, .reusable = true}}, SHIFT(62),
  [448] = {.entry = {.count = 1, .reusable = true}}, SHIFT(89),
  [450] = {.entry = {.count = 1, .reusable = true}}, SHIFT(60),
  [452] = {.entry = {.count = 1, .reusable = true}}, SHIFT(90),
  [454] = {.entry = {.count = 1, .reusable = true}}, SHIFT(77),
  [456] = {.entry = {.count = 1, .reusable = true}}, SHIFT(82),
  [458] = {.entry = {.count = 1, .reusable = true}}, SHIFT(91),
  [460] = {.entry = {.count = 1, .reusable = true}}, SHIFT(43),
  [462] = {.entry = {.count = 1, .reusable = true}}, SHIFT(36),
  [464] = {.entry = {.count = 1, .reusable = true}}, SHIFT(65),
  [466] = {.entry = {.count = 1, .reusable = true}},  ACCEPT_INPUT(),
  [468] = {.entry = {.count = 1, .reusable = true}}, SHIFT(35),
  [470] = {.entry = {.count = 1, .reusable = true}}, SHIFT(32),
  [472] = {.entry = {.count = 1, .reusable = true}}, SHIFT(63),
  [474] = {.entry = {.count = 1, .reusable = true}}, SHIFT(93),
  [476] = {.entry = {.count = 1, .reusable = true}}, SHIFT(71),
  [478] = {.entry = {.count = 1, .reusable = true}}, SHIFT(74),
  [480] = {.entry = {.count = 1, .reusable = true}}, SHIFT(28),
  [482] = {.entry = {.count = 1, .reusable = true}}, SHIFT(75),
  [484] = {.entry = {.count = 1, .reusable = true}}, SHIFT(30),
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
