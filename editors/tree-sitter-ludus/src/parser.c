#include "tree_sitter/parser.h"

#if defined(__GNUC__) || defined(__clang__)
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
#endif

#define LANGUAGE_VERSION 14
#define STATE_COUNT 98
#define LARGE_STATE_COUNT 22
#define SYMBOL_COUNT 201
#define ALIAS_COUNT 1
#define TOKEN_COUNT 163
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
  anon_sym_picture = 12,
  anon_sym_directions = 13,
  anon_sym_EQ = 14,
  anon_sym_COMMA = 15,
  anon_sym_zone = 16,
  anon_sym_COLON = 17,
  anon_sym_piece = 18,
  anon_sym_card = 19,
  anon_sym_counters = 20,
  anon_sym_track = 21,
  anon_sym_loop = 22,
  anon_sym_branch = 23,
  anon_sym_from = 24,
  anon_sym_store = 25,
  anon_sym_remove = 26,
  anon_sym_rank = 27,
  anon_sym_file = 28,
  anon_sym_LBRACE = 29,
  anon_sym_RBRACE = 30,
  anon_sym_step = 31,
  anon_sym_slide = 32,
  anon_sym_leap = 33,
  anon_sym_jump = 34,
  anon_sym_hop = 35,
  anon_sym_along = 36,
  anon_sym_enter = 37,
  anon_sym_castle = 38,
  anon_sym_bear = 39,
  anon_sym_symbols = 40,
  anon_sym_glyphs = 41,
  anon_sym_promote = 42,
  anon_sym_royal = 43,
  anon_sym_neutral = 44,
  anon_sym_stored = 45,
  anon_sym_grid = 46,
  anon_sym_cells = 47,
  anon_sym_numbers = 48,
  anon_sym_by = 49,
  anon_sym_to = 50,
  anon_sym_over = 51,
  anon_sym_chained = 52,
  anon_sym_on = 53,
  anon_sym_ends = 54,
  anon_sym_move = 55,
  anon_sym_mandatory = 56,
  anon_sym_no = 57,
  anon_sym_repetition = 58,
  anon_sym_plies = 59,
  anon_sym_since = 60,
  anon_sym_stacks = 61,
  anon_sym_unlimited = 62,
  anon_sym_onto = 63,
  anon_sym_lift = 64,
  anon_sym_if = 65,
  anon_sym_and = 66,
  anon_sym_or = 67,
  anon_sym_not = 68,
  anon_sym_below = 69,
  anon_sym_is = 70,
  anon_sym_in = 71,
  anon_sym_height = 72,
  anon_sym_count = 73,
  anon_sym_showing = 74,
  anon_sym_pieces = 75,
  anon_sym_off = 76,
  anon_sym_after = 77,
  anon_sym_stack = 78,
  anon_sym_max = 79,
  anon_sym_exactly = 80,
  anon_sym_passing = 81,
  anon_sym_flying = 82,
  anon_sym_connected = 83,
  anon_sym_within = 84,
  anon_sym_avoiding = 85,
  anon_sym_stopping = 86,
  anon_sym_actions = 87,
  anon_sym_until = 88,
  anon_sym_at = 89,
  anon_sym_most = 90,
  anon_sym_steal = 91,
  anon_sym_adjacent = 92,
  anon_sym_enters = 93,
  anon_sym_when = 94,
  anon_sym_add = 95,
  anon_sym_clear = 96,
  anon_sym_reset = 97,
  anon_sym_place = 98,
  anon_sym_of = 99,
  anon_sym_into = 100,
  anon_sym_arrows = 101,
  anon_sym_colour = 102,
  anon_sym_beside = 103,
  anon_sym_legend = 104,
  anon_sym_team = 105,
  anon_sym_copies = 106,
  anon_sym_deal = 107,
  anon_sym_each = 108,
  anon_sym_hands = 109,
  anon_sym_as = 110,
  anon_sym_control = 111,
  anon_sym_skip = 112,
  anon_sym_swap = 113,
  anon_sym_partner = 114,
  anon_sym_split = 115,
  anon_sym_pass = 116,
  anon_sym_then = 117,
  anon_sym_play = 118,
  anon_sym_again = 119,
  anon_sym_cancel = 120,
  anon_sym_for = 121,
  anon_sym_replay = 122,
  anon_sym_stay = 123,
  anon_sym_exchange = 124,
  anon_sym_with = 125,
  anon_sym_announce = 126,
  anon_sym_deeper = 127,
  anon_sym_score = 128,
  anon_sym_attacked = 129,
  anon_sym_long = 130,
  anon_sym_reversing = 131,
  anon_sym_once = 132,
  anon_sym_continue = 133,
  anon_sym_merge = 134,
  anon_sym_same = 135,
  anon_sym_captures = 136,
  anon_sym_falling = 137,
  anon_sym_line = 138,
  anon_sym_moves = 139,
  anon_sym_flipping = 140,
  anon_sym_hex = 141,
  anon_sym_connects = 142,
  anon_sym_shoot = 143,
  anon_sym_allowed = 144,
  anon_sym_next = 145,
  anon_sym_claim = 146,
  anon_sym_moved = 147,
  anon_sym_en_DASHpassant = 148,
  anon_sym_hand = 149,
  anon_sym_counter = 150,
  anon_sym_LPAREN = 151,
  anon_sym_RPAREN = 152,
  anon_sym_LT_EQ = 153,
  anon_sym_GT_EQ = 154,
  anon_sym_BANG_EQ = 155,
  anon_sym_LT = 156,
  anon_sym_GT = 157,
  anon_sym_DOT_DOT = 158,
  anon_sym_PIPE = 159,
  sym_integer = 160,
  sym_string = 161,
  sym_comment = 162,
  sym_source_file = 163,
  sym__item = 164,
  sym_game_item = 165,
  sym_players_item = 166,
  sym_sides_item = 167,
  sym_board_item = 168,
  sym_setup_item = 169,
  sym_rules_item = 170,
  sym_end_item = 171,
  sym_turn_item = 172,
  sym_cards_item = 173,
  sym_picture_item = 174,
  sym_directions_item = 175,
  sym_zone_item = 176,
  sym_piece_item = 177,
  sym_card_item = 178,
  sym_counters_item = 179,
  sym_track_item = 180,
  sym_branch_item = 181,
  sym_store_item = 182,
  sym_remove_item = 183,
  sym_region = 184,
  sym_piece_block = 185,
  sym_move_statement = 186,
  sym_property_statement = 187,
  sym__statement_part = 188,
  sym_group = 189,
  sym_block = 190,
  sym__token = 191,
  sym_keyword = 192,
  sym_operator = 193,
  aux_sym_source_file_repeat1 = 194,
  aux_sym_directions_item_repeat1 = 195,
  aux_sym_region_repeat1 = 196,
  aux_sym_piece_block_repeat1 = 197,
  aux_sym_move_statement_repeat1 = 198,
  aux_sym_group_repeat1 = 199,
  aux_sym_block_repeat1 = 200,
  alias_sym_move_keyword = 201,
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
  [anon_sym_picture] = "picture",
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
  [anon_sym_arrows] = "arrows",
  [anon_sym_colour] = "colour",
  [anon_sym_beside] = "beside",
  [anon_sym_legend] = "legend",
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
  [anon_sym_hex] = "hex",
  [anon_sym_connects] = "connects",
  [anon_sym_shoot] = "shoot",
  [anon_sym_allowed] = "allowed",
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
  [sym_picture_item] = "picture_item",
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
  [anon_sym_picture] = anon_sym_picture,
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
  [anon_sym_arrows] = anon_sym_arrows,
  [anon_sym_colour] = anon_sym_colour,
  [anon_sym_beside] = anon_sym_beside,
  [anon_sym_legend] = anon_sym_legend,
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
  [anon_sym_hex] = anon_sym_hex,
  [anon_sym_connects] = anon_sym_connects,
  [anon_sym_shoot] = anon_sym_shoot,
  [anon_sym_allowed] = anon_sym_allowed,
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
  [sym_picture_item] = sym_picture_item,
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
  [anon_sym_picture] = {
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
  [anon_sym_arrows] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_colour] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_beside] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_legend] = {
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
  [anon_sym_hex] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_connects] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_shoot] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_allowed] = {
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
  [sym_picture_item] = {
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
  [39] = 39,
  [40] = 19,
  [41] = 41,
  [42] = 20,
  [43] = 43,
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
  [92] = 92,
  [93] = 93,
  [94] = 94,
  [95] = 95,
  [96] = 96,
  [97] = 97,
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
        'r', 28,
        's', 29,
        't', 30,
        'v', 31,
      );
      END_STATE();
    case 2:
      if (lookahead == 'e') ADVANCE(32);
      if (lookahead == 'o') ADVANCE(33);
      if (lookahead == 'r') ADVANCE(34);
      if (lookahead == 'y') ADVANCE(35);
      END_STATE();
    case 3:
      if (lookahead == 'a') ADVANCE(36);
      if (lookahead == 'e') ADVANCE(37);
      if (lookahead == 'h') ADVANCE(38);
      if (lookahead == 'l') ADVANCE(39);
      if (lookahead == 'o') ADVANCE(40);
      END_STATE();
    case 4:
      if (lookahead == 'e') ADVANCE(41);
      if (lookahead == 'i') ADVANCE(42);
      END_STATE();
    case 5:
      if (lookahead == 'a') ADVANCE(43);
      if (lookahead == 'n') ADVANCE(44);
      if (lookahead == 'x') ADVANCE(45);
      END_STATE();
    case 6:
      if (lookahead == 'a') ADVANCE(46);
      if (lookahead == 'i') ADVANCE(47);
      if (lookahead == 'l') ADVANCE(48);
      if (lookahead == 'o') ADVANCE(49);
      if (lookahead == 'r') ADVANCE(50);
      END_STATE();
    case 7:
      if (lookahead == 'a') ADVANCE(51);
      if (lookahead == 'l') ADVANCE(52);
      if (lookahead == 'r') ADVANCE(53);
      END_STATE();
    case 8:
      if (lookahead == 'a') ADVANCE(54);
      if (lookahead == 'e') ADVANCE(55);
      if (lookahead == 'o') ADVANCE(56);
      END_STATE();
    case 9:
      if (lookahead == 'f') ADVANCE(57);
      if (lookahead == 'n') ADVANCE(58);
      if (lookahead == 's') ADVANCE(59);
      END_STATE();
    case 10:
      if (lookahead == 'u') ADVANCE(60);
      END_STATE();
    case 11:
      if (lookahead == 'e') ADVANCE(61);
      if (lookahead == 'i') ADVANCE(62);
      if (lookahead == 'o') ADVANCE(63);
      END_STATE();
    case 12:
      if (lookahead == 'a') ADVANCE(64);
      if (lookahead == 'e') ADVANCE(65);
      if (lookahead == 'o') ADVANCE(66);
      END_STATE();
    case 13:
      if (lookahead == 'e') ADVANCE(67);
      if (lookahead == 'o') ADVANCE(68);
      if (lookahead == 'u') ADVANCE(69);
      END_STATE();
    case 14:
      if (lookahead == 'f') ADVANCE(70);
      if (lookahead == 'n') ADVANCE(71);
      if (lookahead == 'r') ADVANCE(72);
      if (lookahead == 'v') ADVANCE(73);
      END_STATE();
    case 15:
      if (lookahead == 'a') ADVANCE(74);
      if (lookahead == 'i') ADVANCE(75);
      if (lookahead == 'l') ADVANCE(76);
      if (lookahead == 'r') ADVANCE(77);
      END_STATE();
    case 16:
      if (lookahead == 'a') ADVANCE(78);
      if (lookahead == 'e') ADVANCE(79);
      if (lookahead == 'o') ADVANCE(80);
      if (lookahead == 'u') ADVANCE(81);
      END_STATE();
    case 17:
      ADVANCE_MAP(
        'a', 82,
        'c', 83,
        'e', 84,
        'h', 85,
        'i', 86,
        'k', 87,
        'l', 88,
        'p', 89,
        't', 90,
        'w', 91,
        'y', 92,
      );
      END_STATE();
    case 18:
      if (lookahead == 'e') ADVANCE(93);
      if (lookahead == 'h') ADVANCE(94);
      if (lookahead == 'o') ADVANCE(95);
      if (lookahead == 'r') ADVANCE(96);
      if (lookahead == 'u') ADVANCE(97);
      END_STATE();
    case 19:
      if (lookahead == 'n') ADVANCE(98);
      END_STATE();
    case 20:
      if (lookahead == 'h') ADVANCE(99);
      if (lookahead == 'i') ADVANCE(100);
      END_STATE();
    case 21:
      if (lookahead == 'o') ADVANCE(101);
      END_STATE();
    case 22:
      if (lookahead == 't') ADVANCE(102);
      END_STATE();
    case 23:
      if (lookahead == 'd') ADVANCE(103);
      if (lookahead == 'j') ADVANCE(104);
      END_STATE();
    case 24:
      if (lookahead == 't') ADVANCE(105);
      END_STATE();
    case 25:
      if (lookahead == 'a') ADVANCE(106);
      END_STATE();
    case 26:
      if (lookahead == 'l') ADVANCE(107);
      if (lookahead == 'o') ADVANCE(108);
      END_STATE();
    case 27:
      if (lookahead == 'd') ADVANCE(109);
      if (lookahead == 'n') ADVANCE(110);
      END_STATE();
    case 28:
      if (lookahead == 'r') ADVANCE(111);
      END_STATE();
    case 29:
      ACCEPT_TOKEN(anon_sym_as);
      END_STATE();
    case 30:
      ACCEPT_TOKEN(anon_sym_at);
      if (lookahead == 't') ADVANCE(112);
      END_STATE();
    case 31:
      if (lookahead == 'o') ADVANCE(113);
      END_STATE();
    case 32:
      if (lookahead == 'a') ADVANCE(114);
      if (lookahead == 'l') ADVANCE(115);
      if (lookahead == 's') ADVANCE(116);
      END_STATE();
    case 33:
      if (lookahead == 'a') ADVANCE(117);
      END_STATE();
    case 34:
      if (lookahead == 'a') ADVANCE(118);
      END_STATE();
    case 35:
      ACCEPT_TOKEN(anon_sym_by);
      END_STATE();
    case 36:
      if (lookahead == 'n') ADVANCE(119);
      if (lookahead == 'p') ADVANCE(120);
      if (lookahead == 'r') ADVANCE(121);
      if (lookahead == 's') ADVANCE(122);
      END_STATE();
    case 37:
      if (lookahead == 'l') ADVANCE(123);
      END_STATE();
    case 38:
      if (lookahead == 'a') ADVANCE(124);
      END_STATE();
    case 39:
      if (lookahead == 'a') ADVANCE(125);
      if (lookahead == 'e') ADVANCE(126);
      END_STATE();
    case 40:
      if (lookahead == 'l') ADVANCE(127);
      if (lookahead == 'n') ADVANCE(128);
      if (lookahead == 'p') ADVANCE(129);
      if (lookahead == 'u') ADVANCE(130);
      END_STATE();
    case 41:
      if (lookahead == 'a') ADVANCE(131);
      if (lookahead == 'e') ADVANCE(132);
      END_STATE();
    case 42:
      if (lookahead == 'r') ADVANCE(133);
      END_STATE();
    case 43:
      if (lookahead == 'c') ADVANCE(134);
      END_STATE();
    case 44:
      if (lookahead == '-') ADVANCE(135);
      if (lookahead == 'd') ADVANCE(136);
      if (lookahead == 't') ADVANCE(137);
      END_STATE();
    case 45:
      if (lookahead == 'a') ADVANCE(138);
      if (lookahead == 'c') ADVANCE(139);
      if (lookahead == 't') ADVANCE(140);
      END_STATE();
    case 46:
      if (lookahead == 'l') ADVANCE(141);
      END_STATE();
    case 47:
      if (lookahead == 'l') ADVANCE(142);
      END_STATE();
    case 48:
      if (lookahead == 'i') ADVANCE(143);
      if (lookahead == 'y') ADVANCE(144);
      END_STATE();
    case 49:
      if (lookahead == 'r') ADVANCE(145);
      END_STATE();
    case 50:
      if (lookahead == 'o') ADVANCE(146);
      END_STATE();
    case 51:
      if (lookahead == 'm') ADVANCE(147);
      END_STATE();
    case 52:
      if (lookahead == 'y') ADVANCE(148);
      END_STATE();
    case 53:
      if (lookahead == 'i') ADVANCE(149);
      END_STATE();
    case 54:
      if (lookahead == 'n') ADVANCE(150);
      END_STATE();
    case 55:
      if (lookahead == 'i') ADVANCE(151);
      if (lookahead == 'x') ADVANCE(152);
      END_STATE();
    case 56:
      if (lookahead == 'p') ADVANCE(153);
      END_STATE();
    case 57:
      ACCEPT_TOKEN(anon_sym_if);
      END_STATE();
    case 58:
      ACCEPT_TOKEN(anon_sym_in);
      if (lookahead == 't') ADVANCE(154);
      END_STATE();
    case 59:
      ACCEPT_TOKEN(anon_sym_is);
      END_STATE();
    case 60:
      if (lookahead == 'm') ADVANCE(155);
      END_STATE();
    case 61:
      if (lookahead == 'a') ADVANCE(156);
      if (lookahead == 'g') ADVANCE(157);
      END_STATE();
    case 62:
      if (lookahead == 'f') ADVANCE(158);
      if (lookahead == 'n') ADVANCE(159);
      END_STATE();
    case 63:
      if (lookahead == 'n') ADVANCE(160);
      if (lookahead == 'o') ADVANCE(161);
      END_STATE();
    case 64:
      if (lookahead == 'n') ADVANCE(162);
      if (lookahead == 'x') ADVANCE(163);
      END_STATE();
    case 65:
      if (lookahead == 'r') ADVANCE(164);
      END_STATE();
    case 66:
      if (lookahead == 's') ADVANCE(165);
      if (lookahead == 'v') ADVANCE(166);
      END_STATE();
    case 67:
      if (lookahead == 'u') ADVANCE(167);
      if (lookahead == 'x') ADVANCE(168);
      END_STATE();
    case 68:
      ACCEPT_TOKEN(anon_sym_no);
      if (lookahead == 't') ADVANCE(169);
      END_STATE();
    case 69:
      if (lookahead == 'm') ADVANCE(170);
      END_STATE();
    case 70:
      ACCEPT_TOKEN(anon_sym_of);
      if (lookahead == 'f') ADVANCE(171);
      END_STATE();
    case 71:
      ACCEPT_TOKEN(anon_sym_on);
      if (lookahead == 'c') ADVANCE(172);
      if (lookahead == 't') ADVANCE(173);
      END_STATE();
    case 72:
      ACCEPT_TOKEN(anon_sym_or);
      END_STATE();
    case 73:
      if (lookahead == 'e') ADVANCE(174);
      END_STATE();
    case 74:
      if (lookahead == 'r') ADVANCE(175);
      if (lookahead == 's') ADVANCE(176);
      END_STATE();
    case 75:
      if (lookahead == 'c') ADVANCE(177);
      if (lookahead == 'e') ADVANCE(178);
      END_STATE();
    case 76:
      if (lookahead == 'a') ADVANCE(179);
      if (lookahead == 'i') ADVANCE(180);
      END_STATE();
    case 77:
      if (lookahead == 'o') ADVANCE(181);
      END_STATE();
    case 78:
      if (lookahead == 'n') ADVANCE(182);
      END_STATE();
    case 79:
      if (lookahead == 'm') ADVANCE(183);
      if (lookahead == 'p') ADVANCE(184);
      if (lookahead == 's') ADVANCE(185);
      if (lookahead == 'v') ADVANCE(186);
      END_STATE();
    case 80:
      if (lookahead == 'y') ADVANCE(187);
      END_STATE();
    case 81:
      if (lookahead == 'l') ADVANCE(188);
      END_STATE();
    case 82:
      if (lookahead == 'm') ADVANCE(189);
      END_STATE();
    case 83:
      if (lookahead == 'o') ADVANCE(190);
      END_STATE();
    case 84:
      if (lookahead == 't') ADVANCE(191);
      END_STATE();
    case 85:
      if (lookahead == 'o') ADVANCE(192);
      END_STATE();
    case 86:
      if (lookahead == 'd') ADVANCE(193);
      if (lookahead == 'n') ADVANCE(194);
      END_STATE();
    case 87:
      if (lookahead == 'i') ADVANCE(195);
      END_STATE();
    case 88:
      if (lookahead == 'i') ADVANCE(196);
      END_STATE();
    case 89:
      if (lookahead == 'l') ADVANCE(197);
      END_STATE();
    case 90:
      if (lookahead == 'a') ADVANCE(198);
      if (lookahead == 'e') ADVANCE(199);
      if (lookahead == 'o') ADVANCE(200);
      END_STATE();
    case 91:
      if (lookahead == 'a') ADVANCE(201);
      END_STATE();
    case 92:
      if (lookahead == 'm') ADVANCE(202);
      END_STATE();
    case 93:
      if (lookahead == 'a') ADVANCE(203);
      END_STATE();
    case 94:
      if (lookahead == 'e') ADVANCE(204);
      END_STATE();
    case 95:
      ACCEPT_TOKEN(anon_sym_to);
      END_STATE();
    case 96:
      if (lookahead == 'a') ADVANCE(205);
      END_STATE();
    case 97:
      if (lookahead == 'r') ADVANCE(206);
      END_STATE();
    case 98:
      if (lookahead == 'l') ADVANCE(207);
      if (lookahead == 't') ADVANCE(208);
      END_STATE();
    case 99:
      if (lookahead == 'e') ADVANCE(209);
      END_STATE();
    case 100:
      if (lookahead == 't') ADVANCE(210);
      END_STATE();
    case 101:
      if (lookahead == 'n') ADVANCE(211);
      END_STATE();
    case 102:
      if (lookahead == 'i') ADVANCE(212);
      END_STATE();
    case 103:
      ACCEPT_TOKEN(anon_sym_add);
      END_STATE();
    case 104:
      if (lookahead == 'a') ADVANCE(213);
      END_STATE();
    case 105:
      if (lookahead == 'e') ADVANCE(214);
      END_STATE();
    case 106:
      if (lookahead == 'i') ADVANCE(215);
      END_STATE();
    case 107:
      if (lookahead == 'o') ADVANCE(216);
      END_STATE();
    case 108:
      if (lookahead == 'n') ADVANCE(217);
      END_STATE();
    case 109:
      ACCEPT_TOKEN(anon_sym_and);
      END_STATE();
    case 110:
      if (lookahead == 'o') ADVANCE(218);
      END_STATE();
    case 111:
      if (lookahead == 'o') ADVANCE(219);
      END_STATE();
    case 112:
      if (lookahead == 'a') ADVANCE(220);
      END_STATE();
    case 113:
      if (lookahead == 'i') ADVANCE(221);
      END_STATE();
    case 114:
      if (lookahead == 'r') ADVANCE(222);
      END_STATE();
    case 115:
      if (lookahead == 'o') ADVANCE(223);
      END_STATE();
    case 116:
      if (lookahead == 'i') ADVANCE(224);
      END_STATE();
    case 117:
      if (lookahead == 'r') ADVANCE(225);
      END_STATE();
    case 118:
      if (lookahead == 'n') ADVANCE(226);
      END_STATE();
    case 119:
      if (lookahead == 'c') ADVANCE(227);
      END_STATE();
    case 120:
      if (lookahead == 't') ADVANCE(228);
      END_STATE();
    case 121:
      if (lookahead == 'd') ADVANCE(229);
      END_STATE();
    case 122:
      if (lookahead == 't') ADVANCE(230);
      END_STATE();
    case 123:
      if (lookahead == 'l') ADVANCE(231);
      END_STATE();
    case 124:
      if (lookahead == 'i') ADVANCE(232);
      END_STATE();
    case 125:
      if (lookahead == 'i') ADVANCE(233);
      END_STATE();
    case 126:
      if (lookahead == 'a') ADVANCE(234);
      END_STATE();
    case 127:
      if (lookahead == 'o') ADVANCE(235);
      END_STATE();
    case 128:
      if (lookahead == 'n') ADVANCE(236);
      if (lookahead == 't') ADVANCE(237);
      END_STATE();
    case 129:
      if (lookahead == 'i') ADVANCE(238);
      END_STATE();
    case 130:
      if (lookahead == 'n') ADVANCE(239);
      END_STATE();
    case 131:
      if (lookahead == 'l') ADVANCE(240);
      END_STATE();
    case 132:
      if (lookahead == 'p') ADVANCE(241);
      END_STATE();
    case 133:
      if (lookahead == 'e') ADVANCE(242);
      END_STATE();
    case 134:
      if (lookahead == 'h') ADVANCE(243);
      END_STATE();
    case 135:
      if (lookahead == 'p') ADVANCE(244);
      END_STATE();
    case 136:
      ACCEPT_TOKEN(anon_sym_end);
      if (lookahead == 's') ADVANCE(245);
      END_STATE();
    case 137:
      if (lookahead == 'e') ADVANCE(246);
      END_STATE();
    case 138:
      if (lookahead == 'c') ADVANCE(247);
      END_STATE();
    case 139:
      if (lookahead == 'h') ADVANCE(248);
      END_STATE();
    case 140:
      if (lookahead == 'e') ADVANCE(249);
      END_STATE();
    case 141:
      if (lookahead == 'l') ADVANCE(250);
      END_STATE();
    case 142:
      if (lookahead == 'e') ADVANCE(251);
      END_STATE();
    case 143:
      if (lookahead == 'p') ADVANCE(252);
      END_STATE();
    case 144:
      if (lookahead == 'i') ADVANCE(253);
      END_STATE();
    case 145:
      ACCEPT_TOKEN(anon_sym_for);
      END_STATE();
    case 146:
      if (lookahead == 'm') ADVANCE(254);
      END_STATE();
    case 147:
      if (lookahead == 'e') ADVANCE(255);
      END_STATE();
    case 148:
      if (lookahead == 'p') ADVANCE(256);
      END_STATE();
    case 149:
      if (lookahead == 'd') ADVANCE(257);
      END_STATE();
    case 150:
      if (lookahead == 'd') ADVANCE(258);
      END_STATE();
    case 151:
      if (lookahead == 'g') ADVANCE(259);
      END_STATE();
    case 152:
      ACCEPT_TOKEN(anon_sym_hex);
      END_STATE();
    case 153:
      ACCEPT_TOKEN(anon_sym_hop);
      END_STATE();
    case 154:
      if (lookahead == 'o') ADVANCE(260);
      END_STATE();
    case 155:
      if (lookahead == 'p') ADVANCE(261);
      END_STATE();
    case 156:
      if (lookahead == 'p') ADVANCE(262);
      END_STATE();
    case 157:
      if (lookahead == 'e') ADVANCE(263);
      END_STATE();
    case 158:
      if (lookahead == 't') ADVANCE(264);
      END_STATE();
    case 159:
      if (lookahead == 'e') ADVANCE(265);
      END_STATE();
    case 160:
      if (lookahead == 'g') ADVANCE(266);
      END_STATE();
    case 161:
      if (lookahead == 'p') ADVANCE(267);
      END_STATE();
    case 162:
      if (lookahead == 'd') ADVANCE(268);
      END_STATE();
    case 163:
      ACCEPT_TOKEN(anon_sym_max);
      END_STATE();
    case 164:
      if (lookahead == 'g') ADVANCE(269);
      END_STATE();
    case 165:
      if (lookahead == 't') ADVANCE(270);
      END_STATE();
    case 166:
      if (lookahead == 'e') ADVANCE(271);
      END_STATE();
    case 167:
      if (lookahead == 't') ADVANCE(272);
      END_STATE();
    case 168:
      if (lookahead == 't') ADVANCE(273);
      END_STATE();
    case 169:
      ACCEPT_TOKEN(anon_sym_not);
      END_STATE();
    case 170:
      if (lookahead == 'b') ADVANCE(274);
      END_STATE();
    case 171:
      ACCEPT_TOKEN(anon_sym_off);
      END_STATE();
    case 172:
      if (lookahead == 'e') ADVANCE(275);
      END_STATE();
    case 173:
      if (lookahead == 'o') ADVANCE(276);
      END_STATE();
    case 174:
      if (lookahead == 'r') ADVANCE(277);
      END_STATE();
    case 175:
      if (lookahead == 't') ADVANCE(278);
      END_STATE();
    case 176:
      if (lookahead == 's') ADVANCE(279);
      END_STATE();
    case 177:
      if (lookahead == 't') ADVANCE(280);
      END_STATE();
    case 178:
      if (lookahead == 'c') ADVANCE(281);
      END_STATE();
    case 179:
      if (lookahead == 'c') ADVANCE(282);
      if (lookahead == 'y') ADVANCE(283);
      END_STATE();
    case 180:
      if (lookahead == 'e') ADVANCE(284);
      END_STATE();
    case 181:
      if (lookahead == 'm') ADVANCE(285);
      END_STATE();
    case 182:
      if (lookahead == 'k') ADVANCE(286);
      END_STATE();
    case 183:
      if (lookahead == 'o') ADVANCE(287);
      END_STATE();
    case 184:
      if (lookahead == 'e') ADVANCE(288);
      if (lookahead == 'l') ADVANCE(289);
      END_STATE();
    case 185:
      if (lookahead == 'e') ADVANCE(290);
      END_STATE();
    case 186:
      if (lookahead == 'e') ADVANCE(291);
      END_STATE();
    case 187:
      if (lookahead == 'a') ADVANCE(292);
      END_STATE();
    case 188:
      if (lookahead == 'e') ADVANCE(293);
      END_STATE();
    case 189:
      if (lookahead == 'e') ADVANCE(294);
      END_STATE();
    case 190:
      if (lookahead == 'r') ADVANCE(295);
      END_STATE();
    case 191:
      if (lookahead == 'u') ADVANCE(296);
      END_STATE();
    case 192:
      if (lookahead == 'o') ADVANCE(297);
      if (lookahead == 'w') ADVANCE(298);
      END_STATE();
    case 193:
      if (lookahead == 'e') ADVANCE(299);
      END_STATE();
    case 194:
      if (lookahead == 'c') ADVANCE(300);
      END_STATE();
    case 195:
      if (lookahead == 'p') ADVANCE(301);
      END_STATE();
    case 196:
      if (lookahead == 'd') ADVANCE(302);
      END_STATE();
    case 197:
      if (lookahead == 'i') ADVANCE(303);
      END_STATE();
    case 198:
      if (lookahead == 'c') ADVANCE(304);
      if (lookahead == 'y') ADVANCE(305);
      END_STATE();
    case 199:
      if (lookahead == 'a') ADVANCE(306);
      if (lookahead == 'p') ADVANCE(307);
      END_STATE();
    case 200:
      if (lookahead == 'p') ADVANCE(308);
      if (lookahead == 'r') ADVANCE(309);
      END_STATE();
    case 201:
      if (lookahead == 'p') ADVANCE(310);
      END_STATE();
    case 202:
      if (lookahead == 'b') ADVANCE(311);
      END_STATE();
    case 203:
      if (lookahead == 'm') ADVANCE(312);
      END_STATE();
    case 204:
      if (lookahead == 'n') ADVANCE(313);
      END_STATE();
    case 205:
      if (lookahead == 'c') ADVANCE(314);
      END_STATE();
    case 206:
      if (lookahead == 'n') ADVANCE(315);
      END_STATE();
    case 207:
      if (lookahead == 'i') ADVANCE(316);
      END_STATE();
    case 208:
      if (lookahead == 'i') ADVANCE(317);
      END_STATE();
    case 209:
      if (lookahead == 'n') ADVANCE(318);
      END_STATE();
    case 210:
      if (lookahead == 'h') ADVANCE(319);
      END_STATE();
    case 211:
      if (lookahead == 'e') ADVANCE(320);
      END_STATE();
    case 212:
      if (lookahead == 'o') ADVANCE(321);
      END_STATE();
    case 213:
      if (lookahead == 'c') ADVANCE(322);
      END_STATE();
    case 214:
      if (lookahead == 'r') ADVANCE(323);
      END_STATE();
    case 215:
      if (lookahead == 'n') ADVANCE(324);
      END_STATE();
    case 216:
      if (lookahead == 'w') ADVANCE(325);
      END_STATE();
    case 217:
      if (lookahead == 'g') ADVANCE(326);
      END_STATE();
    case 218:
      if (lookahead == 'u') ADVANCE(327);
      END_STATE();
    case 219:
      if (lookahead == 'w') ADVANCE(328);
      END_STATE();
    case 220:
      if (lookahead == 'c') ADVANCE(329);
      END_STATE();
    case 221:
      if (lookahead == 'd') ADVANCE(330);
      END_STATE();
    case 222:
      ACCEPT_TOKEN(anon_sym_bear);
      END_STATE();
    case 223:
      if (lookahead == 'w') ADVANCE(331);
      END_STATE();
    case 224:
      if (lookahead == 'd') ADVANCE(332);
      END_STATE();
    case 225:
      if (lookahead == 'd') ADVANCE(333);
      END_STATE();
    case 226:
      if (lookahead == 'c') ADVANCE(334);
      END_STATE();
    case 227:
      if (lookahead == 'e') ADVANCE(335);
      END_STATE();
    case 228:
      if (lookahead == 'u') ADVANCE(336);
      END_STATE();
    case 229:
      ACCEPT_TOKEN(anon_sym_card);
      if (lookahead == 's') ADVANCE(337);
      END_STATE();
    case 230:
      if (lookahead == 'l') ADVANCE(338);
      END_STATE();
    case 231:
      if (lookahead == 's') ADVANCE(339);
      END_STATE();
    case 232:
      if (lookahead == 'n') ADVANCE(340);
      END_STATE();
    case 233:
      if (lookahead == 'm') ADVANCE(341);
      END_STATE();
    case 234:
      if (lookahead == 'r') ADVANCE(342);
      END_STATE();
    case 235:
      if (lookahead == 'u') ADVANCE(343);
      END_STATE();
    case 236:
      if (lookahead == 'e') ADVANCE(344);
      END_STATE();
    case 237:
      if (lookahead == 'i') ADVANCE(345);
      if (lookahead == 'r') ADVANCE(346);
      END_STATE();
    case 238:
      if (lookahead == 'e') ADVANCE(347);
      END_STATE();
    case 239:
      if (lookahead == 't') ADVANCE(348);
      END_STATE();
    case 240:
      ACCEPT_TOKEN(anon_sym_deal);
      END_STATE();
    case 241:
      if (lookahead == 'e') ADVANCE(349);
      END_STATE();
    case 242:
      if (lookahead == 'c') ADVANCE(350);
      END_STATE();
    case 243:
      ACCEPT_TOKEN(anon_sym_each);
      END_STATE();
    case 244:
      if (lookahead == 'a') ADVANCE(351);
      END_STATE();
    case 245:
      ACCEPT_TOKEN(anon_sym_ends);
      END_STATE();
    case 246:
      if (lookahead == 'r') ADVANCE(352);
      END_STATE();
    case 247:
      if (lookahead == 't') ADVANCE(353);
      END_STATE();
    case 248:
      if (lookahead == 'a') ADVANCE(354);
      END_STATE();
    case 249:
      if (lookahead == 'n') ADVANCE(355);
      END_STATE();
    case 250:
      if (lookahead == 'i') ADVANCE(356);
      END_STATE();
    case 251:
      ACCEPT_TOKEN(anon_sym_file);
      END_STATE();
    case 252:
      if (lookahead == 'p') ADVANCE(357);
      END_STATE();
    case 253:
      if (lookahead == 'n') ADVANCE(358);
      END_STATE();
    case 254:
      ACCEPT_TOKEN(anon_sym_from);
      END_STATE();
    case 255:
      ACCEPT_TOKEN(anon_sym_game);
      END_STATE();
    case 256:
      if (lookahead == 'h') ADVANCE(359);
      END_STATE();
    case 257:
      ACCEPT_TOKEN(anon_sym_grid);
      END_STATE();
    case 258:
      ACCEPT_TOKEN(anon_sym_hand);
      if (lookahead == 's') ADVANCE(360);
      END_STATE();
    case 259:
      if (lookahead == 'h') ADVANCE(361);
      END_STATE();
    case 260:
      ACCEPT_TOKEN(anon_sym_into);
      END_STATE();
    case 261:
      ACCEPT_TOKEN(anon_sym_jump);
      END_STATE();
    case 262:
      ACCEPT_TOKEN(anon_sym_leap);
      END_STATE();
    case 263:
      if (lookahead == 'n') ADVANCE(362);
      END_STATE();
    case 264:
      ACCEPT_TOKEN(anon_sym_lift);
      END_STATE();
    case 265:
      ACCEPT_TOKEN(anon_sym_line);
      END_STATE();
    case 266:
      ACCEPT_TOKEN(anon_sym_long);
      END_STATE();
    case 267:
      ACCEPT_TOKEN(anon_sym_loop);
      END_STATE();
    case 268:
      if (lookahead == 'a') ADVANCE(363);
      END_STATE();
    case 269:
      if (lookahead == 'e') ADVANCE(364);
      END_STATE();
    case 270:
      ACCEPT_TOKEN(anon_sym_most);
      END_STATE();
    case 271:
      ACCEPT_TOKEN(anon_sym_move);
      if (lookahead == 'd') ADVANCE(365);
      if (lookahead == 's') ADVANCE(366);
      END_STATE();
    case 272:
      if (lookahead == 'r') ADVANCE(367);
      END_STATE();
    case 273:
      ACCEPT_TOKEN(anon_sym_next);
      END_STATE();
    case 274:
      if (lookahead == 'e') ADVANCE(368);
      END_STATE();
    case 275:
      ACCEPT_TOKEN(anon_sym_once);
      END_STATE();
    case 276:
      ACCEPT_TOKEN(anon_sym_onto);
      END_STATE();
    case 277:
      ACCEPT_TOKEN(anon_sym_over);
      END_STATE();
    case 278:
      if (lookahead == 'n') ADVANCE(369);
      END_STATE();
    case 279:
      ACCEPT_TOKEN(anon_sym_pass);
      if (lookahead == 'i') ADVANCE(370);
      END_STATE();
    case 280:
      if (lookahead == 'u') ADVANCE(371);
      END_STATE();
    case 281:
      if (lookahead == 'e') ADVANCE(372);
      END_STATE();
    case 282:
      if (lookahead == 'e') ADVANCE(373);
      END_STATE();
    case 283:
      ACCEPT_TOKEN(anon_sym_play);
      if (lookahead == 'e') ADVANCE(374);
      END_STATE();
    case 284:
      if (lookahead == 's') ADVANCE(375);
      END_STATE();
    case 285:
      if (lookahead == 'o') ADVANCE(376);
      END_STATE();
    case 286:
      ACCEPT_TOKEN(anon_sym_rank);
      END_STATE();
    case 287:
      if (lookahead == 'v') ADVANCE(377);
      END_STATE();
    case 288:
      if (lookahead == 't') ADVANCE(378);
      END_STATE();
    case 289:
      if (lookahead == 'a') ADVANCE(379);
      END_STATE();
    case 290:
      if (lookahead == 't') ADVANCE(380);
      END_STATE();
    case 291:
      if (lookahead == 'r') ADVANCE(381);
      END_STATE();
    case 292:
      if (lookahead == 'l') ADVANCE(382);
      END_STATE();
    case 293:
      if (lookahead == 's') ADVANCE(383);
      END_STATE();
    case 294:
      ACCEPT_TOKEN(anon_sym_same);
      END_STATE();
    case 295:
      if (lookahead == 'e') ADVANCE(384);
      END_STATE();
    case 296:
      if (lookahead == 'p') ADVANCE(385);
      END_STATE();
    case 297:
      if (lookahead == 't') ADVANCE(386);
      END_STATE();
    case 298:
      if (lookahead == 'i') ADVANCE(387);
      END_STATE();
    case 299:
      if (lookahead == 's') ADVANCE(388);
      END_STATE();
    case 300:
      if (lookahead == 'e') ADVANCE(389);
      END_STATE();
    case 301:
      ACCEPT_TOKEN(anon_sym_skip);
      END_STATE();
    case 302:
      if (lookahead == 'e') ADVANCE(390);
      END_STATE();
    case 303:
      if (lookahead == 't') ADVANCE(391);
      END_STATE();
    case 304:
      if (lookahead == 'k') ADVANCE(392);
      END_STATE();
    case 305:
      ACCEPT_TOKEN(anon_sym_stay);
      END_STATE();
    case 306:
      if (lookahead == 'l') ADVANCE(393);
      END_STATE();
    case 307:
      ACCEPT_TOKEN(anon_sym_step);
      END_STATE();
    case 308:
      if (lookahead == 'p') ADVANCE(394);
      END_STATE();
    case 309:
      if (lookahead == 'e') ADVANCE(395);
      END_STATE();
    case 310:
      ACCEPT_TOKEN(anon_sym_swap);
      END_STATE();
    case 311:
      if (lookahead == 'o') ADVANCE(396);
      END_STATE();
    case 312:
      ACCEPT_TOKEN(anon_sym_team);
      END_STATE();
    case 313:
      ACCEPT_TOKEN(anon_sym_then);
      END_STATE();
    case 314:
      if (lookahead == 'k') ADVANCE(397);
      END_STATE();
    case 315:
      ACCEPT_TOKEN(anon_sym_turn);
      END_STATE();
    case 316:
      if (lookahead == 'm') ADVANCE(398);
      END_STATE();
    case 317:
      if (lookahead == 'l') ADVANCE(399);
      END_STATE();
    case 318:
      ACCEPT_TOKEN(anon_sym_when);
      END_STATE();
    case 319:
      ACCEPT_TOKEN(anon_sym_with);
      if (lookahead == 'i') ADVANCE(400);
      END_STATE();
    case 320:
      ACCEPT_TOKEN(anon_sym_zone);
      END_STATE();
    case 321:
      if (lookahead == 'n') ADVANCE(401);
      END_STATE();
    case 322:
      if (lookahead == 'e') ADVANCE(402);
      END_STATE();
    case 323:
      ACCEPT_TOKEN(anon_sym_after);
      END_STATE();
    case 324:
      ACCEPT_TOKEN(anon_sym_again);
      END_STATE();
    case 325:
      if (lookahead == 'e') ADVANCE(403);
      END_STATE();
    case 326:
      ACCEPT_TOKEN(anon_sym_along);
      END_STATE();
    case 327:
      if (lookahead == 'n') ADVANCE(404);
      END_STATE();
    case 328:
      if (lookahead == 's') ADVANCE(405);
      END_STATE();
    case 329:
      if (lookahead == 'k') ADVANCE(406);
      END_STATE();
    case 330:
      if (lookahead == 'i') ADVANCE(407);
      END_STATE();
    case 331:
      ACCEPT_TOKEN(anon_sym_below);
      END_STATE();
    case 332:
      if (lookahead == 'e') ADVANCE(408);
      END_STATE();
    case 333:
      ACCEPT_TOKEN(anon_sym_board);
      END_STATE();
    case 334:
      if (lookahead == 'h') ADVANCE(409);
      END_STATE();
    case 335:
      if (lookahead == 'l') ADVANCE(410);
      END_STATE();
    case 336:
      if (lookahead == 'r') ADVANCE(411);
      END_STATE();
    case 337:
      ACCEPT_TOKEN(anon_sym_cards);
      END_STATE();
    case 338:
      if (lookahead == 'e') ADVANCE(412);
      END_STATE();
    case 339:
      ACCEPT_TOKEN(anon_sym_cells);
      END_STATE();
    case 340:
      if (lookahead == 'e') ADVANCE(413);
      END_STATE();
    case 341:
      ACCEPT_TOKEN(anon_sym_claim);
      END_STATE();
    case 342:
      ACCEPT_TOKEN(anon_sym_clear);
      END_STATE();
    case 343:
      if (lookahead == 'r') ADVANCE(414);
      END_STATE();
    case 344:
      if (lookahead == 'c') ADVANCE(415);
      END_STATE();
    case 345:
      if (lookahead == 'n') ADVANCE(416);
      END_STATE();
    case 346:
      if (lookahead == 'o') ADVANCE(417);
      END_STATE();
    case 347:
      if (lookahead == 's') ADVANCE(418);
      END_STATE();
    case 348:
      ACCEPT_TOKEN(anon_sym_count);
      if (lookahead == 'e') ADVANCE(419);
      END_STATE();
    case 349:
      if (lookahead == 'r') ADVANCE(420);
      END_STATE();
    case 350:
      if (lookahead == 't') ADVANCE(421);
      END_STATE();
    case 351:
      if (lookahead == 's') ADVANCE(422);
      END_STATE();
    case 352:
      ACCEPT_TOKEN(anon_sym_enter);
      if (lookahead == 's') ADVANCE(423);
      END_STATE();
    case 353:
      if (lookahead == 'l') ADVANCE(424);
      END_STATE();
    case 354:
      if (lookahead == 'n') ADVANCE(425);
      END_STATE();
    case 355:
      if (lookahead == 'd') ADVANCE(426);
      END_STATE();
    case 356:
      if (lookahead == 'n') ADVANCE(427);
      END_STATE();
    case 357:
      if (lookahead == 'i') ADVANCE(428);
      END_STATE();
    case 358:
      if (lookahead == 'g') ADVANCE(429);
      END_STATE();
    case 359:
      if (lookahead == 's') ADVANCE(430);
      END_STATE();
    case 360:
      ACCEPT_TOKEN(anon_sym_hands);
      END_STATE();
    case 361:
      if (lookahead == 't') ADVANCE(431);
      END_STATE();
    case 362:
      if (lookahead == 'd') ADVANCE(432);
      END_STATE();
    case 363:
      if (lookahead == 't') ADVANCE(433);
      END_STATE();
    case 364:
      ACCEPT_TOKEN(anon_sym_merge);
      END_STATE();
    case 365:
      ACCEPT_TOKEN(anon_sym_moved);
      END_STATE();
    case 366:
      ACCEPT_TOKEN(anon_sym_moves);
      END_STATE();
    case 367:
      if (lookahead == 'a') ADVANCE(434);
      END_STATE();
    case 368:
      if (lookahead == 'r') ADVANCE(435);
      END_STATE();
    case 369:
      if (lookahead == 'e') ADVANCE(436);
      END_STATE();
    case 370:
      if (lookahead == 'n') ADVANCE(437);
      END_STATE();
    case 371:
      if (lookahead == 'r') ADVANCE(438);
      END_STATE();
    case 372:
      ACCEPT_TOKEN(anon_sym_piece);
      if (lookahead == 's') ADVANCE(439);
      END_STATE();
    case 373:
      ACCEPT_TOKEN(anon_sym_place);
      END_STATE();
    case 374:
      if (lookahead == 'r') ADVANCE(440);
      END_STATE();
    case 375:
      ACCEPT_TOKEN(anon_sym_plies);
      END_STATE();
    case 376:
      if (lookahead == 't') ADVANCE(441);
      END_STATE();
    case 377:
      if (lookahead == 'e') ADVANCE(442);
      END_STATE();
    case 378:
      if (lookahead == 'i') ADVANCE(443);
      END_STATE();
    case 379:
      if (lookahead == 'y') ADVANCE(444);
      END_STATE();
    case 380:
      ACCEPT_TOKEN(anon_sym_reset);
      END_STATE();
    case 381:
      if (lookahead == 's') ADVANCE(445);
      END_STATE();
    case 382:
      ACCEPT_TOKEN(anon_sym_royal);
      END_STATE();
    case 383:
      ACCEPT_TOKEN(anon_sym_rules);
      END_STATE();
    case 384:
      ACCEPT_TOKEN(anon_sym_score);
      END_STATE();
    case 385:
      ACCEPT_TOKEN(anon_sym_setup);
      END_STATE();
    case 386:
      ACCEPT_TOKEN(anon_sym_shoot);
      END_STATE();
    case 387:
      if (lookahead == 'n') ADVANCE(446);
      END_STATE();
    case 388:
      ACCEPT_TOKEN(anon_sym_sides);
      END_STATE();
    case 389:
      ACCEPT_TOKEN(anon_sym_since);
      END_STATE();
    case 390:
      ACCEPT_TOKEN(anon_sym_slide);
      END_STATE();
    case 391:
      ACCEPT_TOKEN(anon_sym_split);
      END_STATE();
    case 392:
      ACCEPT_TOKEN(anon_sym_stack);
      if (lookahead == 's') ADVANCE(447);
      END_STATE();
    case 393:
      ACCEPT_TOKEN(anon_sym_steal);
      END_STATE();
    case 394:
      if (lookahead == 'i') ADVANCE(448);
      END_STATE();
    case 395:
      ACCEPT_TOKEN(anon_sym_store);
      if (lookahead == 'd') ADVANCE(449);
      END_STATE();
    case 396:
      if (lookahead == 'l') ADVANCE(450);
      END_STATE();
    case 397:
      ACCEPT_TOKEN(anon_sym_track);
      END_STATE();
    case 398:
      if (lookahead == 'i') ADVANCE(451);
      END_STATE();
    case 399:
      ACCEPT_TOKEN(anon_sym_until);
      END_STATE();
    case 400:
      if (lookahead == 'n') ADVANCE(452);
      END_STATE();
    case 401:
      if (lookahead == 's') ADVANCE(453);
      END_STATE();
    case 402:
      if (lookahead == 'n') ADVANCE(454);
      END_STATE();
    case 403:
      if (lookahead == 'd') ADVANCE(455);
      END_STATE();
    case 404:
      if (lookahead == 'c') ADVANCE(456);
      END_STATE();
    case 405:
      ACCEPT_TOKEN(anon_sym_arrows);
      END_STATE();
    case 406:
      if (lookahead == 'e') ADVANCE(457);
      END_STATE();
    case 407:
      if (lookahead == 'n') ADVANCE(458);
      END_STATE();
    case 408:
      ACCEPT_TOKEN(anon_sym_beside);
      END_STATE();
    case 409:
      ACCEPT_TOKEN(anon_sym_branch);
      END_STATE();
    case 410:
      ACCEPT_TOKEN(anon_sym_cancel);
      END_STATE();
    case 411:
      if (lookahead == 'e') ADVANCE(459);
      END_STATE();
    case 412:
      ACCEPT_TOKEN(anon_sym_castle);
      END_STATE();
    case 413:
      if (lookahead == 'd') ADVANCE(460);
      END_STATE();
    case 414:
      ACCEPT_TOKEN(anon_sym_colour);
      END_STATE();
    case 415:
      if (lookahead == 't') ADVANCE(461);
      END_STATE();
    case 416:
      if (lookahead == 'u') ADVANCE(462);
      END_STATE();
    case 417:
      if (lookahead == 'l') ADVANCE(463);
      END_STATE();
    case 418:
      ACCEPT_TOKEN(anon_sym_copies);
      END_STATE();
    case 419:
      if (lookahead == 'r') ADVANCE(464);
      END_STATE();
    case 420:
      ACCEPT_TOKEN(anon_sym_deeper);
      END_STATE();
    case 421:
      if (lookahead == 'i') ADVANCE(465);
      END_STATE();
    case 422:
      if (lookahead == 's') ADVANCE(466);
      END_STATE();
    case 423:
      ACCEPT_TOKEN(anon_sym_enters);
      END_STATE();
    case 424:
      if (lookahead == 'y') ADVANCE(467);
      END_STATE();
    case 425:
      if (lookahead == 'g') ADVANCE(468);
      END_STATE();
    case 426:
      if (lookahead == 's') ADVANCE(469);
      END_STATE();
    case 427:
      if (lookahead == 'g') ADVANCE(470);
      END_STATE();
    case 428:
      if (lookahead == 'n') ADVANCE(471);
      END_STATE();
    case 429:
      ACCEPT_TOKEN(anon_sym_flying);
      END_STATE();
    case 430:
      ACCEPT_TOKEN(anon_sym_glyphs);
      END_STATE();
    case 431:
      ACCEPT_TOKEN(anon_sym_height);
      END_STATE();
    case 432:
      ACCEPT_TOKEN(anon_sym_legend);
      END_STATE();
    case 433:
      if (lookahead == 'o') ADVANCE(472);
      END_STATE();
    case 434:
      if (lookahead == 'l') ADVANCE(473);
      END_STATE();
    case 435:
      if (lookahead == 's') ADVANCE(474);
      END_STATE();
    case 436:
      if (lookahead == 'r') ADVANCE(475);
      END_STATE();
    case 437:
      if (lookahead == 'g') ADVANCE(476);
      END_STATE();
    case 438:
      if (lookahead == 'e') ADVANCE(477);
      END_STATE();
    case 439:
      ACCEPT_TOKEN(anon_sym_pieces);
      END_STATE();
    case 440:
      if (lookahead == 's') ADVANCE(478);
      END_STATE();
    case 441:
      if (lookahead == 'e') ADVANCE(479);
      END_STATE();
    case 442:
      ACCEPT_TOKEN(anon_sym_remove);
      END_STATE();
    case 443:
      if (lookahead == 't') ADVANCE(480);
      END_STATE();
    case 444:
      ACCEPT_TOKEN(anon_sym_replay);
      END_STATE();
    case 445:
      if (lookahead == 'i') ADVANCE(481);
      END_STATE();
    case 446:
      if (lookahead == 'g') ADVANCE(482);
      END_STATE();
    case 447:
      ACCEPT_TOKEN(anon_sym_stacks);
      END_STATE();
    case 448:
      if (lookahead == 'n') ADVANCE(483);
      END_STATE();
    case 449:
      ACCEPT_TOKEN(anon_sym_stored);
      END_STATE();
    case 450:
      if (lookahead == 's') ADVANCE(484);
      END_STATE();
    case 451:
      if (lookahead == 't') ADVANCE(485);
      END_STATE();
    case 452:
      ACCEPT_TOKEN(anon_sym_within);
      END_STATE();
    case 453:
      ACCEPT_TOKEN(anon_sym_actions);
      END_STATE();
    case 454:
      if (lookahead == 't') ADVANCE(486);
      END_STATE();
    case 455:
      ACCEPT_TOKEN(anon_sym_allowed);
      END_STATE();
    case 456:
      if (lookahead == 'e') ADVANCE(487);
      END_STATE();
    case 457:
      if (lookahead == 'd') ADVANCE(488);
      END_STATE();
    case 458:
      if (lookahead == 'g') ADVANCE(489);
      END_STATE();
    case 459:
      if (lookahead == 's') ADVANCE(490);
      END_STATE();
    case 460:
      ACCEPT_TOKEN(anon_sym_chained);
      END_STATE();
    case 461:
      if (lookahead == 'e') ADVANCE(491);
      if (lookahead == 's') ADVANCE(492);
      END_STATE();
    case 462:
      if (lookahead == 'e') ADVANCE(493);
      END_STATE();
    case 463:
      ACCEPT_TOKEN(anon_sym_control);
      END_STATE();
    case 464:
      ACCEPT_TOKEN(anon_sym_counter);
      if (lookahead == 's') ADVANCE(494);
      END_STATE();
    case 465:
      if (lookahead == 'o') ADVANCE(495);
      END_STATE();
    case 466:
      if (lookahead == 'a') ADVANCE(496);
      END_STATE();
    case 467:
      ACCEPT_TOKEN(anon_sym_exactly);
      END_STATE();
    case 468:
      if (lookahead == 'e') ADVANCE(497);
      END_STATE();
    case 469:
      ACCEPT_TOKEN(anon_sym_extends);
      END_STATE();
    case 470:
      ACCEPT_TOKEN(anon_sym_falling);
      END_STATE();
    case 471:
      if (lookahead == 'g') ADVANCE(498);
      END_STATE();
    case 472:
      if (lookahead == 'r') ADVANCE(499);
      END_STATE();
    case 473:
      ACCEPT_TOKEN(anon_sym_neutral);
      END_STATE();
    case 474:
      ACCEPT_TOKEN(anon_sym_numbers);
      END_STATE();
    case 475:
      ACCEPT_TOKEN(anon_sym_partner);
      END_STATE();
    case 476:
      ACCEPT_TOKEN(anon_sym_passing);
      END_STATE();
    case 477:
      ACCEPT_TOKEN(anon_sym_picture);
      END_STATE();
    case 478:
      ACCEPT_TOKEN(anon_sym_players);
      END_STATE();
    case 479:
      ACCEPT_TOKEN(anon_sym_promote);
      END_STATE();
    case 480:
      if (lookahead == 'i') ADVANCE(500);
      END_STATE();
    case 481:
      if (lookahead == 'n') ADVANCE(501);
      END_STATE();
    case 482:
      ACCEPT_TOKEN(anon_sym_showing);
      END_STATE();
    case 483:
      if (lookahead == 'g') ADVANCE(502);
      END_STATE();
    case 484:
      ACCEPT_TOKEN(anon_sym_symbols);
      END_STATE();
    case 485:
      if (lookahead == 'e') ADVANCE(503);
      END_STATE();
    case 486:
      ACCEPT_TOKEN(anon_sym_adjacent);
      END_STATE();
    case 487:
      ACCEPT_TOKEN(anon_sym_announce);
      END_STATE();
    case 488:
      ACCEPT_TOKEN(anon_sym_attacked);
      END_STATE();
    case 489:
      ACCEPT_TOKEN(anon_sym_avoiding);
      END_STATE();
    case 490:
      ACCEPT_TOKEN(anon_sym_captures);
      END_STATE();
    case 491:
      if (lookahead == 'd') ADVANCE(504);
      END_STATE();
    case 492:
      ACCEPT_TOKEN(anon_sym_connects);
      END_STATE();
    case 493:
      ACCEPT_TOKEN(anon_sym_continue);
      END_STATE();
    case 494:
      ACCEPT_TOKEN(anon_sym_counters);
      END_STATE();
    case 495:
      if (lookahead == 'n') ADVANCE(505);
      END_STATE();
    case 496:
      if (lookahead == 'n') ADVANCE(506);
      END_STATE();
    case 497:
      ACCEPT_TOKEN(anon_sym_exchange);
      END_STATE();
    case 498:
      ACCEPT_TOKEN(anon_sym_flipping);
      END_STATE();
    case 499:
      if (lookahead == 'y') ADVANCE(507);
      END_STATE();
    case 500:
      if (lookahead == 'o') ADVANCE(508);
      END_STATE();
    case 501:
      if (lookahead == 'g') ADVANCE(509);
      END_STATE();
    case 502:
      ACCEPT_TOKEN(anon_sym_stopping);
      END_STATE();
    case 503:
      if (lookahead == 'd') ADVANCE(510);
      END_STATE();
    case 504:
      ACCEPT_TOKEN(anon_sym_connected);
      END_STATE();
    case 505:
      if (lookahead == 's') ADVANCE(511);
      END_STATE();
    case 506:
      if (lookahead == 't') ADVANCE(512);
      END_STATE();
    case 507:
      ACCEPT_TOKEN(anon_sym_mandatory);
      END_STATE();
    case 508:
      if (lookahead == 'n') ADVANCE(513);
      END_STATE();
    case 509:
      ACCEPT_TOKEN(anon_sym_reversing);
      END_STATE();
    case 510:
      ACCEPT_TOKEN(anon_sym_unlimited);
      END_STATE();
    case 511:
      ACCEPT_TOKEN(anon_sym_directions);
      END_STATE();
    case 512:
      ACCEPT_TOKEN(anon_sym_en_DASHpassant);
      END_STATE();
    case 513:
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
  [96] = {.lex_state = 0},
  [97] = {.lex_state = 0},
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
    [anon_sym_picture] = ACTIONS(1),
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
    [anon_sym_arrows] = ACTIONS(1),
    [anon_sym_colour] = ACTIONS(1),
    [anon_sym_beside] = ACTIONS(1),
    [anon_sym_legend] = ACTIONS(1),
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
    [anon_sym_hex] = ACTIONS(1),
    [anon_sym_connects] = ACTIONS(1),
    [anon_sym_shoot] = ACTIONS(1),
    [anon_sym_allowed] = ACTIONS(1),
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
    [sym_source_file] = STATE(85),
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
    [sym_picture_item] = STATE(22),
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
    [anon_sym_picture] = ACTIONS(25),
    [anon_sym_directions] = ACTIONS(27),
    [anon_sym_zone] = ACTIONS(29),
    [anon_sym_piece] = ACTIONS(31),
    [anon_sym_card] = ACTIONS(33),
    [anon_sym_counters] = ACTIONS(35),
    [anon_sym_track] = ACTIONS(37),
    [anon_sym_branch] = ACTIONS(39),
    [anon_sym_store] = ACTIONS(41),
    [anon_sym_remove] = ACTIONS(43),
    [sym_comment] = ACTIONS(3),
  },
  [2] = {
    [sym_group] = STATE(5),
    [sym_block] = STATE(5),
    [sym__token] = STATE(5),
    [sym_keyword] = STATE(5),
    [sym_operator] = STATE(5),
    [aux_sym_block_repeat1] = STATE(5),
    [sym_name] = ACTIONS(45),
    [anon_sym_game] = ACTIONS(47),
    [anon_sym_extends] = ACTIONS(47),
    [anon_sym_players] = ACTIONS(47),
    [anon_sym_sides] = ACTIONS(47),
    [anon_sym_board] = ACTIONS(47),
    [anon_sym_setup] = ACTIONS(47),
    [anon_sym_rules] = ACTIONS(47),
    [anon_sym_end] = ACTIONS(47),
    [anon_sym_turn] = ACTIONS(47),
    [anon_sym_cards] = ACTIONS(47),
    [anon_sym_picture] = ACTIONS(47),
    [anon_sym_directions] = ACTIONS(47),
    [anon_sym_EQ] = ACTIONS(49),
    [anon_sym_COMMA] = ACTIONS(51),
    [anon_sym_zone] = ACTIONS(47),
    [anon_sym_COLON] = ACTIONS(51),
    [anon_sym_piece] = ACTIONS(47),
    [anon_sym_card] = ACTIONS(47),
    [anon_sym_counters] = ACTIONS(47),
    [anon_sym_track] = ACTIONS(47),
    [anon_sym_loop] = ACTIONS(47),
    [anon_sym_branch] = ACTIONS(47),
    [anon_sym_from] = ACTIONS(47),
    [anon_sym_store] = ACTIONS(47),
    [anon_sym_remove] = ACTIONS(47),
    [anon_sym_rank] = ACTIONS(47),
    [anon_sym_file] = ACTIONS(47),
    [anon_sym_LBRACE] = ACTIONS(53),
    [anon_sym_RBRACE] = ACTIONS(55),
    [anon_sym_step] = ACTIONS(47),
    [anon_sym_slide] = ACTIONS(47),
    [anon_sym_leap] = ACTIONS(47),
    [anon_sym_jump] = ACTIONS(47),
    [anon_sym_hop] = ACTIONS(47),
    [anon_sym_along] = ACTIONS(47),
    [anon_sym_enter] = ACTIONS(47),
    [anon_sym_castle] = ACTIONS(47),
    [anon_sym_bear] = ACTIONS(47),
    [anon_sym_symbols] = ACTIONS(47),
    [anon_sym_glyphs] = ACTIONS(47),
    [anon_sym_promote] = ACTIONS(47),
    [anon_sym_royal] = ACTIONS(47),
    [anon_sym_neutral] = ACTIONS(47),
    [anon_sym_stored] = ACTIONS(47),
    [anon_sym_grid] = ACTIONS(47),
    [anon_sym_cells] = ACTIONS(47),
    [anon_sym_numbers] = ACTIONS(47),
    [anon_sym_by] = ACTIONS(47),
    [anon_sym_to] = ACTIONS(47),
    [anon_sym_over] = ACTIONS(47),
    [anon_sym_chained] = ACTIONS(47),
    [anon_sym_on] = ACTIONS(47),
    [anon_sym_ends] = ACTIONS(47),
    [anon_sym_move] = ACTIONS(47),
    [anon_sym_mandatory] = ACTIONS(47),
    [anon_sym_no] = ACTIONS(47),
    [anon_sym_repetition] = ACTIONS(47),
    [anon_sym_plies] = ACTIONS(47),
    [anon_sym_since] = ACTIONS(47),
    [anon_sym_stacks] = ACTIONS(47),
    [anon_sym_unlimited] = ACTIONS(47),
    [anon_sym_onto] = ACTIONS(47),
    [anon_sym_lift] = ACTIONS(47),
    [anon_sym_if] = ACTIONS(47),
    [anon_sym_and] = ACTIONS(47),
    [anon_sym_or] = ACTIONS(47),
    [anon_sym_not] = ACTIONS(47),
    [anon_sym_below] = ACTIONS(47),
    [anon_sym_is] = ACTIONS(47),
    [anon_sym_in] = ACTIONS(47),
    [anon_sym_height] = ACTIONS(47),
    [anon_sym_count] = ACTIONS(47),
    [anon_sym_showing] = ACTIONS(47),
    [anon_sym_pieces] = ACTIONS(47),
    [anon_sym_off] = ACTIONS(47),
    [anon_sym_after] = ACTIONS(47),
    [anon_sym_stack] = ACTIONS(47),
    [anon_sym_max] = ACTIONS(47),
    [anon_sym_exactly] = ACTIONS(47),
    [anon_sym_passing] = ACTIONS(47),
    [anon_sym_flying] = ACTIONS(47),
    [anon_sym_connected] = ACTIONS(47),
    [anon_sym_within] = ACTIONS(47),
    [anon_sym_avoiding] = ACTIONS(47),
    [anon_sym_stopping] = ACTIONS(47),
    [anon_sym_actions] = ACTIONS(47),
    [anon_sym_until] = ACTIONS(47),
    [anon_sym_at] = ACTIONS(47),
    [anon_sym_most] = ACTIONS(47),
    [anon_sym_steal] = ACTIONS(47),
    [anon_sym_adjacent] = ACTIONS(47),
    [anon_sym_enters] = ACTIONS(47),
    [anon_sym_when] = ACTIONS(47),
    [anon_sym_add] = ACTIONS(47),
    [anon_sym_clear] = ACTIONS(47),
    [anon_sym_reset] = ACTIONS(47),
    [anon_sym_place] = ACTIONS(47),
    [anon_sym_of] = ACTIONS(47),
    [anon_sym_into] = ACTIONS(47),
    [anon_sym_arrows] = ACTIONS(47),
    [anon_sym_colour] = ACTIONS(47),
    [anon_sym_beside] = ACTIONS(47),
    [anon_sym_legend] = ACTIONS(47),
    [anon_sym_team] = ACTIONS(47),
    [anon_sym_copies] = ACTIONS(47),
    [anon_sym_deal] = ACTIONS(47),
    [anon_sym_each] = ACTIONS(47),
    [anon_sym_hands] = ACTIONS(47),
    [anon_sym_as] = ACTIONS(47),
    [anon_sym_control] = ACTIONS(47),
    [anon_sym_skip] = ACTIONS(47),
    [anon_sym_swap] = ACTIONS(47),
    [anon_sym_partner] = ACTIONS(47),
    [anon_sym_split] = ACTIONS(47),
    [anon_sym_pass] = ACTIONS(47),
    [anon_sym_then] = ACTIONS(47),
    [anon_sym_play] = ACTIONS(47),
    [anon_sym_again] = ACTIONS(47),
    [anon_sym_cancel] = ACTIONS(47),
    [anon_sym_for] = ACTIONS(47),
    [anon_sym_replay] = ACTIONS(47),
    [anon_sym_stay] = ACTIONS(47),
    [anon_sym_exchange] = ACTIONS(47),
    [anon_sym_with] = ACTIONS(47),
    [anon_sym_announce] = ACTIONS(47),
    [anon_sym_deeper] = ACTIONS(47),
    [anon_sym_score] = ACTIONS(47),
    [anon_sym_attacked] = ACTIONS(47),
    [anon_sym_long] = ACTIONS(47),
    [anon_sym_reversing] = ACTIONS(47),
    [anon_sym_once] = ACTIONS(47),
    [anon_sym_continue] = ACTIONS(47),
    [anon_sym_merge] = ACTIONS(47),
    [anon_sym_same] = ACTIONS(47),
    [anon_sym_captures] = ACTIONS(47),
    [anon_sym_falling] = ACTIONS(47),
    [anon_sym_line] = ACTIONS(47),
    [anon_sym_moves] = ACTIONS(47),
    [anon_sym_flipping] = ACTIONS(47),
    [anon_sym_hex] = ACTIONS(47),
    [anon_sym_connects] = ACTIONS(47),
    [anon_sym_shoot] = ACTIONS(47),
    [anon_sym_allowed] = ACTIONS(47),
    [anon_sym_next] = ACTIONS(47),
    [anon_sym_claim] = ACTIONS(47),
    [anon_sym_moved] = ACTIONS(47),
    [anon_sym_en_DASHpassant] = ACTIONS(47),
    [anon_sym_hand] = ACTIONS(47),
    [anon_sym_counter] = ACTIONS(47),
    [anon_sym_LPAREN] = ACTIONS(57),
    [anon_sym_LT_EQ] = ACTIONS(49),
    [anon_sym_GT_EQ] = ACTIONS(49),
    [anon_sym_BANG_EQ] = ACTIONS(49),
    [anon_sym_LT] = ACTIONS(59),
    [anon_sym_GT] = ACTIONS(59),
    [anon_sym_DOT_DOT] = ACTIONS(49),
    [anon_sym_PIPE] = ACTIONS(49),
    [sym_integer] = ACTIONS(51),
    [sym_string] = ACTIONS(51),
    [sym_comment] = ACTIONS(3),
  },
  [3] = {
    [sym_group] = STATE(5),
    [sym_block] = STATE(5),
    [sym__token] = STATE(5),
    [sym_keyword] = STATE(5),
    [sym_operator] = STATE(5),
    [aux_sym_block_repeat1] = STATE(5),
    [sym_name] = ACTIONS(45),
    [anon_sym_game] = ACTIONS(47),
    [anon_sym_extends] = ACTIONS(47),
    [anon_sym_players] = ACTIONS(47),
    [anon_sym_sides] = ACTIONS(47),
    [anon_sym_board] = ACTIONS(47),
    [anon_sym_setup] = ACTIONS(47),
    [anon_sym_rules] = ACTIONS(47),
    [anon_sym_end] = ACTIONS(47),
    [anon_sym_turn] = ACTIONS(47),
    [anon_sym_cards] = ACTIONS(47),
    [anon_sym_picture] = ACTIONS(47),
    [anon_sym_directions] = ACTIONS(47),
    [anon_sym_EQ] = ACTIONS(49),
    [anon_sym_COMMA] = ACTIONS(51),
    [anon_sym_zone] = ACTIONS(47),
    [anon_sym_COLON] = ACTIONS(51),
    [anon_sym_piece] = ACTIONS(47),
    [anon_sym_card] = ACTIONS(47),
    [anon_sym_counters] = ACTIONS(47),
    [anon_sym_track] = ACTIONS(47),
    [anon_sym_loop] = ACTIONS(47),
    [anon_sym_branch] = ACTIONS(47),
    [anon_sym_from] = ACTIONS(47),
    [anon_sym_store] = ACTIONS(47),
    [anon_sym_remove] = ACTIONS(47),
    [anon_sym_rank] = ACTIONS(47),
    [anon_sym_file] = ACTIONS(47),
    [anon_sym_LBRACE] = ACTIONS(53),
    [anon_sym_RBRACE] = ACTIONS(61),
    [anon_sym_step] = ACTIONS(47),
    [anon_sym_slide] = ACTIONS(47),
    [anon_sym_leap] = ACTIONS(47),
    [anon_sym_jump] = ACTIONS(47),
    [anon_sym_hop] = ACTIONS(47),
    [anon_sym_along] = ACTIONS(47),
    [anon_sym_enter] = ACTIONS(47),
    [anon_sym_castle] = ACTIONS(47),
    [anon_sym_bear] = ACTIONS(47),
    [anon_sym_symbols] = ACTIONS(47),
    [anon_sym_glyphs] = ACTIONS(47),
    [anon_sym_promote] = ACTIONS(47),
    [anon_sym_royal] = ACTIONS(47),
    [anon_sym_neutral] = ACTIONS(47),
    [anon_sym_stored] = ACTIONS(47),
    [anon_sym_grid] = ACTIONS(47),
    [anon_sym_cells] = ACTIONS(47),
    [anon_sym_numbers] = ACTIONS(47),
    [anon_sym_by] = ACTIONS(47),
    [anon_sym_to] = ACTIONS(47),
    [anon_sym_over] = ACTIONS(47),
    [anon_sym_chained] = ACTIONS(47),
    [anon_sym_on] = ACTIONS(47),
    [anon_sym_ends] = ACTIONS(47),
    [anon_sym_move] = ACTIONS(47),
    [anon_sym_mandatory] = ACTIONS(47),
    [anon_sym_no] = ACTIONS(47),
    [anon_sym_repetition] = ACTIONS(47),
    [anon_sym_plies] = ACTIONS(47),
    [anon_sym_since] = ACTIONS(47),
    [anon_sym_stacks] = ACTIONS(47),
    [anon_sym_unlimited] = ACTIONS(47),
    [anon_sym_onto] = ACTIONS(47),
    [anon_sym_lift] = ACTIONS(47),
    [anon_sym_if] = ACTIONS(47),
    [anon_sym_and] = ACTIONS(47),
    [anon_sym_or] = ACTIONS(47),
    [anon_sym_not] = ACTIONS(47),
    [anon_sym_below] = ACTIONS(47),
    [anon_sym_is] = ACTIONS(47),
    [anon_sym_in] = ACTIONS(47),
    [anon_sym_height] = ACTIONS(47),
    [anon_sym_count] = ACTIONS(47),
    [anon_sym_showing] = ACTIONS(47),
    [anon_sym_pieces] = ACTIONS(47),
    [anon_sym_off] = ACTIONS(47),
    [anon_sym_after] = ACTIONS(47),
    [anon_sym_stack] = ACTIONS(47),
    [anon_sym_max] = ACTIONS(47),
    [anon_sym_exactly] = ACTIONS(47),
    [anon_sym_passing] = ACTIONS(47),
    [anon_sym_flying] = ACTIONS(47),
    [anon_sym_connected] = ACTIONS(47),
    [anon_sym_within] = ACTIONS(47),
    [anon_sym_avoiding] = ACTIONS(47),
    [anon_sym_stopping] = ACTIONS(47),
    [anon_sym_actions] = ACTIONS(47),
    [anon_sym_until] = ACTIONS(47),
    [anon_sym_at] = ACTIONS(47),
    [anon_sym_most] = ACTIONS(47),
    [anon_sym_steal] = ACTIONS(47),
    [anon_sym_adjacent] = ACTIONS(47),
    [anon_sym_enters] = ACTIONS(47),
    [anon_sym_when] = ACTIONS(47),
    [anon_sym_add] = ACTIONS(47),
    [anon_sym_clear] = ACTIONS(47),
    [anon_sym_reset] = ACTIONS(47),
    [anon_sym_place] = ACTIONS(47),
    [anon_sym_of] = ACTIONS(47),
    [anon_sym_into] = ACTIONS(47),
    [anon_sym_arrows] = ACTIONS(47),
    [anon_sym_colour] = ACTIONS(47),
    [anon_sym_beside] = ACTIONS(47),
    [anon_sym_legend] = ACTIONS(47),
    [anon_sym_team] = ACTIONS(47),
    [anon_sym_copies] = ACTIONS(47),
    [anon_sym_deal] = ACTIONS(47),
    [anon_sym_each] = ACTIONS(47),
    [anon_sym_hands] = ACTIONS(47),
    [anon_sym_as] = ACTIONS(47),
    [anon_sym_control] = ACTIONS(47),
    [anon_sym_skip] = ACTIONS(47),
    [anon_sym_swap] = ACTIONS(47),
    [anon_sym_partner] = ACTIONS(47),
    [anon_sym_split] = ACTIONS(47),
    [anon_sym_pass] = ACTIONS(47),
    [anon_sym_then] = ACTIONS(47),
    [anon_sym_play] = ACTIONS(47),
    [anon_sym_again] = ACTIONS(47),
    [anon_sym_cancel] = ACTIONS(47),
    [anon_sym_for] = ACTIONS(47),
    [anon_sym_replay] = ACTIONS(47),
    [anon_sym_stay] = ACTIONS(47),
    [anon_sym_exchange] = ACTIONS(47),
    [anon_sym_with] = ACTIONS(47),
    [anon_sym_announce] = ACTIONS(47),
    [anon_sym_deeper] = ACTIONS(47),
    [anon_sym_score] = ACTIONS(47),
    [anon_sym_attacked] = ACTIONS(47),
    [anon_sym_long] = ACTIONS(47),
    [anon_sym_reversing] = ACTIONS(47),
    [anon_sym_once] = ACTIONS(47),
    [anon_sym_continue] = ACTIONS(47),
    [anon_sym_merge] = ACTIONS(47),
    [anon_sym_same] = ACTIONS(47),
    [anon_sym_captures] = ACTIONS(47),
    [anon_sym_falling] = ACTIONS(47),
    [anon_sym_line] = ACTIONS(47),
    [anon_sym_moves] = ACTIONS(47),
    [anon_sym_flipping] = ACTIONS(47),
    [anon_sym_hex] = ACTIONS(47),
    [anon_sym_connects] = ACTIONS(47),
    [anon_sym_shoot] = ACTIONS(47),
    [anon_sym_allowed] = ACTIONS(47),
    [anon_sym_next] = ACTIONS(47),
    [anon_sym_claim] = ACTIONS(47),
    [anon_sym_moved] = ACTIONS(47),
    [anon_sym_en_DASHpassant] = ACTIONS(47),
    [anon_sym_hand] = ACTIONS(47),
    [anon_sym_counter] = ACTIONS(47),
    [anon_sym_LPAREN] = ACTIONS(57),
    [anon_sym_LT_EQ] = ACTIONS(49),
    [anon_sym_GT_EQ] = ACTIONS(49),
    [anon_sym_BANG_EQ] = ACTIONS(49),
    [anon_sym_LT] = ACTIONS(59),
    [anon_sym_GT] = ACTIONS(59),
    [anon_sym_DOT_DOT] = ACTIONS(49),
    [anon_sym_PIPE] = ACTIONS(49),
    [sym_integer] = ACTIONS(51),
    [sym_string] = ACTIONS(51),
    [sym_comment] = ACTIONS(3),
  },
  [4] = {
    [sym_group] = STATE(3),
    [sym_block] = STATE(3),
    [sym__token] = STATE(3),
    [sym_keyword] = STATE(3),
    [sym_operator] = STATE(3),
    [aux_sym_block_repeat1] = STATE(3),
    [sym_name] = ACTIONS(63),
    [anon_sym_game] = ACTIONS(47),
    [anon_sym_extends] = ACTIONS(47),
    [anon_sym_players] = ACTIONS(47),
    [anon_sym_sides] = ACTIONS(47),
    [anon_sym_board] = ACTIONS(47),
    [anon_sym_setup] = ACTIONS(47),
    [anon_sym_rules] = ACTIONS(47),
    [anon_sym_end] = ACTIONS(47),
    [anon_sym_turn] = ACTIONS(47),
    [anon_sym_cards] = ACTIONS(47),
    [anon_sym_picture] = ACTIONS(47),
    [anon_sym_directions] = ACTIONS(47),
    [anon_sym_EQ] = ACTIONS(49),
    [anon_sym_COMMA] = ACTIONS(65),
    [anon_sym_zone] = ACTIONS(47),
    [anon_sym_COLON] = ACTIONS(65),
    [anon_sym_piece] = ACTIONS(47),
    [anon_sym_card] = ACTIONS(47),
    [anon_sym_counters] = ACTIONS(47),
    [anon_sym_track] = ACTIONS(47),
    [anon_sym_loop] = ACTIONS(47),
    [anon_sym_branch] = ACTIONS(47),
    [anon_sym_from] = ACTIONS(47),
    [anon_sym_store] = ACTIONS(47),
    [anon_sym_remove] = ACTIONS(47),
    [anon_sym_rank] = ACTIONS(47),
    [anon_sym_file] = ACTIONS(47),
    [anon_sym_LBRACE] = ACTIONS(53),
    [anon_sym_RBRACE] = ACTIONS(67),
    [anon_sym_step] = ACTIONS(47),
    [anon_sym_slide] = ACTIONS(47),
    [anon_sym_leap] = ACTIONS(47),
    [anon_sym_jump] = ACTIONS(47),
    [anon_sym_hop] = ACTIONS(47),
    [anon_sym_along] = ACTIONS(47),
    [anon_sym_enter] = ACTIONS(47),
    [anon_sym_castle] = ACTIONS(47),
    [anon_sym_bear] = ACTIONS(47),
    [anon_sym_symbols] = ACTIONS(47),
    [anon_sym_glyphs] = ACTIONS(47),
    [anon_sym_promote] = ACTIONS(47),
    [anon_sym_royal] = ACTIONS(47),
    [anon_sym_neutral] = ACTIONS(47),
    [anon_sym_stored] = ACTIONS(47),
    [anon_sym_grid] = ACTIONS(47),
    [anon_sym_cells] = ACTIONS(47),
    [anon_sym_numbers] = ACTIONS(47),
    [anon_sym_by] = ACTIONS(47),
    [anon_sym_to] = ACTIONS(47),
    [anon_sym_over] = ACTIONS(47),
    [anon_sym_chained] = ACTIONS(47),
    [anon_sym_on] = ACTIONS(47),
    [anon_sym_ends] = ACTIONS(47),
    [anon_sym_move] = ACTIONS(47),
    [anon_sym_mandatory] = ACTIONS(47),
    [anon_sym_no] = ACTIONS(47),
    [anon_sym_repetition] = ACTIONS(47),
    [anon_sym_plies] = ACTIONS(47),
    [anon_sym_since] = ACTIONS(47),
    [anon_sym_stacks] = ACTIONS(47),
    [anon_sym_unlimited] = ACTIONS(47),
    [anon_sym_onto] = ACTIONS(47),
    [anon_sym_lift] = ACTIONS(47),
    [anon_sym_if] = ACTIONS(47),
    [anon_sym_and] = ACTIONS(47),
    [anon_sym_or] = ACTIONS(47),
    [anon_sym_not] = ACTIONS(47),
    [anon_sym_below] = ACTIONS(47),
    [anon_sym_is] = ACTIONS(47),
    [anon_sym_in] = ACTIONS(47),
    [anon_sym_height] = ACTIONS(47),
    [anon_sym_count] = ACTIONS(47),
    [anon_sym_showing] = ACTIONS(47),
    [anon_sym_pieces] = ACTIONS(47),
    [anon_sym_off] = ACTIONS(47),
    [anon_sym_after] = ACTIONS(47),
    [anon_sym_stack] = ACTIONS(47),
    [anon_sym_max] = ACTIONS(47),
    [anon_sym_exactly] = ACTIONS(47),
    [anon_sym_passing] = ACTIONS(47),
    [anon_sym_flying] = ACTIONS(47),
    [anon_sym_connected] = ACTIONS(47),
    [anon_sym_within] = ACTIONS(47),
    [anon_sym_avoiding] = ACTIONS(47),
    [anon_sym_stopping] = ACTIONS(47),
    [anon_sym_actions] = ACTIONS(47),
    [anon_sym_until] = ACTIONS(47),
    [anon_sym_at] = ACTIONS(47),
    [anon_sym_most] = ACTIONS(47),
    [anon_sym_steal] = ACTIONS(47),
    [anon_sym_adjacent] = ACTIONS(47),
    [anon_sym_enters] = ACTIONS(47),
    [anon_sym_when] = ACTIONS(47),
    [anon_sym_add] = ACTIONS(47),
    [anon_sym_clear] = ACTIONS(47),
    [anon_sym_reset] = ACTIONS(47),
    [anon_sym_place] = ACTIONS(47),
    [anon_sym_of] = ACTIONS(47),
    [anon_sym_into] = ACTIONS(47),
    [anon_sym_arrows] = ACTIONS(47),
    [anon_sym_colour] = ACTIONS(47),
    [anon_sym_beside] = ACTIONS(47),
    [anon_sym_legend] = ACTIONS(47),
    [anon_sym_team] = ACTIONS(47),
    [anon_sym_copies] = ACTIONS(47),
    [anon_sym_deal] = ACTIONS(47),
    [anon_sym_each] = ACTIONS(47),
    [anon_sym_hands] = ACTIONS(47),
    [anon_sym_as] = ACTIONS(47),
    [anon_sym_control] = ACTIONS(47),
    [anon_sym_skip] = ACTIONS(47),
    [anon_sym_swap] = ACTIONS(47),
    [anon_sym_partner] = ACTIONS(47),
    [anon_sym_split] = ACTIONS(47),
    [anon_sym_pass] = ACTIONS(47),
    [anon_sym_then] = ACTIONS(47),
    [anon_sym_play] = ACTIONS(47),
    [anon_sym_again] = ACTIONS(47),
    [anon_sym_cancel] = ACTIONS(47),
    [anon_sym_for] = ACTIONS(47),
    [anon_sym_replay] = ACTIONS(47),
    [anon_sym_stay] = ACTIONS(47),
    [anon_sym_exchange] = ACTIONS(47),
    [anon_sym_with] = ACTIONS(47),
    [anon_sym_announce] = ACTIONS(47),
    [anon_sym_deeper] = ACTIONS(47),
    [anon_sym_score] = ACTIONS(47),
    [anon_sym_attacked] = ACTIONS(47),
    [anon_sym_long] = ACTIONS(47),
    [anon_sym_reversing] = ACTIONS(47),
    [anon_sym_once] = ACTIONS(47),
    [anon_sym_continue] = ACTIONS(47),
    [anon_sym_merge] = ACTIONS(47),
    [anon_sym_same] = ACTIONS(47),
    [anon_sym_captures] = ACTIONS(47),
    [anon_sym_falling] = ACTIONS(47),
    [anon_sym_line] = ACTIONS(47),
    [anon_sym_moves] = ACTIONS(47),
    [anon_sym_flipping] = ACTIONS(47),
    [anon_sym_hex] = ACTIONS(47),
    [anon_sym_connects] = ACTIONS(47),
    [anon_sym_shoot] = ACTIONS(47),
    [anon_sym_allowed] = ACTIONS(47),
    [anon_sym_next] = ACTIONS(47),
    [anon_sym_claim] = ACTIONS(47),
    [anon_sym_moved] = ACTIONS(47),
    [anon_sym_en_DASHpassant] = ACTIONS(47),
    [anon_sym_hand] = ACTIONS(47),
    [anon_sym_counter] = ACTIONS(47),
    [anon_sym_LPAREN] = ACTIONS(57),
    [anon_sym_LT_EQ] = ACTIONS(49),
    [anon_sym_GT_EQ] = ACTIONS(49),
    [anon_sym_BANG_EQ] = ACTIONS(49),
    [anon_sym_LT] = ACTIONS(59),
    [anon_sym_GT] = ACTIONS(59),
    [anon_sym_DOT_DOT] = ACTIONS(49),
    [anon_sym_PIPE] = ACTIONS(49),
    [sym_integer] = ACTIONS(65),
    [sym_string] = ACTIONS(65),
    [sym_comment] = ACTIONS(3),
  },
  [5] = {
    [sym_group] = STATE(5),
    [sym_block] = STATE(5),
    [sym__token] = STATE(5),
    [sym_keyword] = STATE(5),
    [sym_operator] = STATE(5),
    [aux_sym_block_repeat1] = STATE(5),
    [sym_name] = ACTIONS(69),
    [anon_sym_game] = ACTIONS(72),
    [anon_sym_extends] = ACTIONS(72),
    [anon_sym_players] = ACTIONS(72),
    [anon_sym_sides] = ACTIONS(72),
    [anon_sym_board] = ACTIONS(72),
    [anon_sym_setup] = ACTIONS(72),
    [anon_sym_rules] = ACTIONS(72),
    [anon_sym_end] = ACTIONS(72),
    [anon_sym_turn] = ACTIONS(72),
    [anon_sym_cards] = ACTIONS(72),
    [anon_sym_picture] = ACTIONS(72),
    [anon_sym_directions] = ACTIONS(72),
    [anon_sym_EQ] = ACTIONS(75),
    [anon_sym_COMMA] = ACTIONS(78),
    [anon_sym_zone] = ACTIONS(72),
    [anon_sym_COLON] = ACTIONS(78),
    [anon_sym_piece] = ACTIONS(72),
    [anon_sym_card] = ACTIONS(72),
    [anon_sym_counters] = ACTIONS(72),
    [anon_sym_track] = ACTIONS(72),
    [anon_sym_loop] = ACTIONS(72),
    [anon_sym_branch] = ACTIONS(72),
    [anon_sym_from] = ACTIONS(72),
    [anon_sym_store] = ACTIONS(72),
    [anon_sym_remove] = ACTIONS(72),
    [anon_sym_rank] = ACTIONS(72),
    [anon_sym_file] = ACTIONS(72),
    [anon_sym_LBRACE] = ACTIONS(81),
    [anon_sym_RBRACE] = ACTIONS(84),
    [anon_sym_step] = ACTIONS(72),
    [anon_sym_slide] = ACTIONS(72),
    [anon_sym_leap] = ACTIONS(72),
    [anon_sym_jump] = ACTIONS(72),
    [anon_sym_hop] = ACTIONS(72),
    [anon_sym_along] = ACTIONS(72),
    [anon_sym_enter] = ACTIONS(72),
    [anon_sym_castle] = ACTIONS(72),
    [anon_sym_bear] = ACTIONS(72),
    [anon_sym_symbols] = ACTIONS(72),
    [anon_sym_glyphs] = ACTIONS(72),
    [anon_sym_promote] = ACTIONS(72),
    [anon_sym_royal] = ACTIONS(72),
    [anon_sym_neutral] = ACTIONS(72),
    [anon_sym_stored] = ACTIONS(72),
    [anon_sym_grid] = ACTIONS(72),
    [anon_sym_cells] = ACTIONS(72),
    [anon_sym_numbers] = ACTIONS(72),
    [anon_sym_by] = ACTIONS(72),
    [anon_sym_to] = ACTIONS(72),
    [anon_sym_over] = ACTIONS(72),
    [anon_sym_chained] = ACTIONS(72),
    [anon_sym_on] = ACTIONS(72),
    [anon_sym_ends] = ACTIONS(72),
    [anon_sym_move] = ACTIONS(72),
    [anon_sym_mandatory] = ACTIONS(72),
    [anon_sym_no] = ACTIONS(72),
    [anon_sym_repetition] = ACTIONS(72),
    [anon_sym_plies] = ACTIONS(72),
    [anon_sym_since] = ACTIONS(72),
    [anon_sym_stacks] = ACTIONS(72),
    [anon_sym_unlimited] = ACTIONS(72),
    [anon_sym_onto] = ACTIONS(72),
    [anon_sym_lift] = ACTIONS(72),
    [anon_sym_if] = ACTIONS(72),
    [anon_sym_and] = ACTIONS(72),
    [anon_sym_or] = ACTIONS(72),
    [anon_sym_not] = ACTIONS(72),
    [anon_sym_below] = ACTIONS(72),
    [anon_sym_is] = ACTIONS(72),
    [anon_sym_in] = ACTIONS(72),
    [anon_sym_height] = ACTIONS(72),
    [anon_sym_count] = ACTIONS(72),
    [anon_sym_showing] = ACTIONS(72),
    [anon_sym_pieces] = ACTIONS(72),
    [anon_sym_off] = ACTIONS(72),
    [anon_sym_after] = ACTIONS(72),
    [anon_sym_stack] = ACTIONS(72),
    [anon_sym_max] = ACTIONS(72),
    [anon_sym_exactly] = ACTIONS(72),
    [anon_sym_passing] = ACTIONS(72),
    [anon_sym_flying] = ACTIONS(72),
    [anon_sym_connected] = ACTIONS(72),
    [anon_sym_within] = ACTIONS(72),
    [anon_sym_avoiding] = ACTIONS(72),
    [anon_sym_stopping] = ACTIONS(72),
    [anon_sym_actions] = ACTIONS(72),
    [anon_sym_until] = ACTIONS(72),
    [anon_sym_at] = ACTIONS(72),
    [anon_sym_most] = ACTIONS(72),
    [anon_sym_steal] = ACTIONS(72),
    [anon_sym_adjacent] = ACTIONS(72),
    [anon_sym_enters] = ACTIONS(72),
    [anon_sym_when] = ACTIONS(72),
    [anon_sym_add] = ACTIONS(72),
    [anon_sym_clear] = ACTIONS(72),
    [anon_sym_reset] = ACTIONS(72),
    [anon_sym_place] = ACTIONS(72),
    [anon_sym_of] = ACTIONS(72),
    [anon_sym_into] = ACTIONS(72),
    [anon_sym_arrows] = ACTIONS(72),
    [anon_sym_colour] = ACTIONS(72),
    [anon_sym_beside] = ACTIONS(72),
    [anon_sym_legend] = ACTIONS(72),
    [anon_sym_team] = ACTIONS(72),
    [anon_sym_copies] = ACTIONS(72),
    [anon_sym_deal] = ACTIONS(72),
    [anon_sym_each] = ACTIONS(72),
    [anon_sym_hands] = ACTIONS(72),
    [anon_sym_as] = ACTIONS(72),
    [anon_sym_control] = ACTIONS(72),
    [anon_sym_skip] = ACTIONS(72),
    [anon_sym_swap] = ACTIONS(72),
    [anon_sym_partner] = ACTIONS(72),
    [anon_sym_split] = ACTIONS(72),
    [anon_sym_pass] = ACTIONS(72),
    [anon_sym_then] = ACTIONS(72),
    [anon_sym_play] = ACTIONS(72),
    [anon_sym_again] = ACTIONS(72),
    [anon_sym_cancel] = ACTIONS(72),
    [anon_sym_for] = ACTIONS(72),
    [anon_sym_replay] = ACTIONS(72),
    [anon_sym_stay] = ACTIONS(72),
    [anon_sym_exchange] = ACTIONS(72),
    [anon_sym_with] = ACTIONS(72),
    [anon_sym_announce] = ACTIONS(72),
    [anon_sym_deeper] = ACTIONS(72),
    [anon_sym_score] = ACTIONS(72),
    [anon_sym_attacked] = ACTIONS(72),
    [anon_sym_long] = ACTIONS(72),
    [anon_sym_reversing] = ACTIONS(72),
    [anon_sym_once] = ACTIONS(72),
    [anon_sym_continue] = ACTIONS(72),
    [anon_sym_merge] = ACTIONS(72),
    [anon_sym_same] = ACTIONS(72),
    [anon_sym_captures] = ACTIONS(72),
    [anon_sym_falling] = ACTIONS(72),
    [anon_sym_line] = ACTIONS(72),
    [anon_sym_moves] = ACTIONS(72),
    [anon_sym_flipping] = ACTIONS(72),
    [anon_sym_hex] = ACTIONS(72),
    [anon_sym_connects] = ACTIONS(72),
    [anon_sym_shoot] = ACTIONS(72),
    [anon_sym_allowed] = ACTIONS(72),
    [anon_sym_next] = ACTIONS(72),
    [anon_sym_claim] = ACTIONS(72),
    [anon_sym_moved] = ACTIONS(72),
    [anon_sym_en_DASHpassant] = ACTIONS(72),
    [anon_sym_hand] = ACTIONS(72),
    [anon_sym_counter] = ACTIONS(72),
    [anon_sym_LPAREN] = ACTIONS(86),
    [anon_sym_LT_EQ] = ACTIONS(75),
    [anon_sym_GT_EQ] = ACTIONS(75),
    [anon_sym_BANG_EQ] = ACTIONS(75),
    [anon_sym_LT] = ACTIONS(89),
    [anon_sym_GT] = ACTIONS(89),
    [anon_sym_DOT_DOT] = ACTIONS(75),
    [anon_sym_PIPE] = ACTIONS(75),
    [sym_integer] = ACTIONS(78),
    [sym_string] = ACTIONS(78),
    [sym_comment] = ACTIONS(3),
  },
  [6] = {
    [sym_group] = STATE(2),
    [sym_block] = STATE(2),
    [sym__token] = STATE(2),
    [sym_keyword] = STATE(2),
    [sym_operator] = STATE(2),
    [aux_sym_block_repeat1] = STATE(2),
    [sym_name] = ACTIONS(92),
    [anon_sym_game] = ACTIONS(47),
    [anon_sym_extends] = ACTIONS(47),
    [anon_sym_players] = ACTIONS(47),
    [anon_sym_sides] = ACTIONS(47),
    [anon_sym_board] = ACTIONS(47),
    [anon_sym_setup] = ACTIONS(47),
    [anon_sym_rules] = ACTIONS(47),
    [anon_sym_end] = ACTIONS(47),
    [anon_sym_turn] = ACTIONS(47),
    [anon_sym_cards] = ACTIONS(47),
    [anon_sym_picture] = ACTIONS(47),
    [anon_sym_directions] = ACTIONS(47),
    [anon_sym_EQ] = ACTIONS(49),
    [anon_sym_COMMA] = ACTIONS(94),
    [anon_sym_zone] = ACTIONS(47),
    [anon_sym_COLON] = ACTIONS(94),
    [anon_sym_piece] = ACTIONS(47),
    [anon_sym_card] = ACTIONS(47),
    [anon_sym_counters] = ACTIONS(47),
    [anon_sym_track] = ACTIONS(47),
    [anon_sym_loop] = ACTIONS(47),
    [anon_sym_branch] = ACTIONS(47),
    [anon_sym_from] = ACTIONS(47),
    [anon_sym_store] = ACTIONS(47),
    [anon_sym_remove] = ACTIONS(47),
    [anon_sym_rank] = ACTIONS(47),
    [anon_sym_file] = ACTIONS(47),
    [anon_sym_LBRACE] = ACTIONS(53),
    [anon_sym_RBRACE] = ACTIONS(96),
    [anon_sym_step] = ACTIONS(47),
    [anon_sym_slide] = ACTIONS(47),
    [anon_sym_leap] = ACTIONS(47),
    [anon_sym_jump] = ACTIONS(47),
    [anon_sym_hop] = ACTIONS(47),
    [anon_sym_along] = ACTIONS(47),
    [anon_sym_enter] = ACTIONS(47),
    [anon_sym_castle] = ACTIONS(47),
    [anon_sym_bear] = ACTIONS(47),
    [anon_sym_symbols] = ACTIONS(47),
    [anon_sym_glyphs] = ACTIONS(47),
    [anon_sym_promote] = ACTIONS(47),
    [anon_sym_royal] = ACTIONS(47),
    [anon_sym_neutral] = ACTIONS(47),
    [anon_sym_stored] = ACTIONS(47),
    [anon_sym_grid] = ACTIONS(47),
    [anon_sym_cells] = ACTIONS(47),
    [anon_sym_numbers] = ACTIONS(47),
    [anon_sym_by] = ACTIONS(47),
    [anon_sym_to] = ACTIONS(47),
    [anon_sym_over] = ACTIONS(47),
    [anon_sym_chained] = ACTIONS(47),
    [anon_sym_on] = ACTIONS(47),
    [anon_sym_ends] = ACTIONS(47),
    [anon_sym_move] = ACTIONS(47),
    [anon_sym_mandatory] = ACTIONS(47),
    [anon_sym_no] = ACTIONS(47),
    [anon_sym_repetition] = ACTIONS(47),
    [anon_sym_plies] = ACTIONS(47),
    [anon_sym_since] = ACTIONS(47),
    [anon_sym_stacks] = ACTIONS(47),
    [anon_sym_unlimited] = ACTIONS(47),
    [anon_sym_onto] = ACTIONS(47),
    [anon_sym_lift] = ACTIONS(47),
    [anon_sym_if] = ACTIONS(47),
    [anon_sym_and] = ACTIONS(47),
    [anon_sym_or] = ACTIONS(47),
    [anon_sym_not] = ACTIONS(47),
    [anon_sym_below] = ACTIONS(47),
    [anon_sym_is] = ACTIONS(47),
    [anon_sym_in] = ACTIONS(47),
    [anon_sym_height] = ACTIONS(47),
    [anon_sym_count] = ACTIONS(47),
    [anon_sym_showing] = ACTIONS(47),
    [anon_sym_pieces] = ACTIONS(47),
    [anon_sym_off] = ACTIONS(47),
    [anon_sym_after] = ACTIONS(47),
    [anon_sym_stack] = ACTIONS(47),
    [anon_sym_max] = ACTIONS(47),
    [anon_sym_exactly] = ACTIONS(47),
    [anon_sym_passing] = ACTIONS(47),
    [anon_sym_flying] = ACTIONS(47),
    [anon_sym_connected] = ACTIONS(47),
    [anon_sym_within] = ACTIONS(47),
    [anon_sym_avoiding] = ACTIONS(47),
    [anon_sym_stopping] = ACTIONS(47),
    [anon_sym_actions] = ACTIONS(47),
    [anon_sym_until] = ACTIONS(47),
    [anon_sym_at] = ACTIONS(47),
    [anon_sym_most] = ACTIONS(47),
    [anon_sym_steal] = ACTIONS(47),
    [anon_sym_adjacent] = ACTIONS(47),
    [anon_sym_enters] = ACTIONS(47),
    [anon_sym_when] = ACTIONS(47),
    [anon_sym_add] = ACTIONS(47),
    [anon_sym_clear] = ACTIONS(47),
    [anon_sym_reset] = ACTIONS(47),
    [anon_sym_place] = ACTIONS(47),
    [anon_sym_of] = ACTIONS(47),
    [anon_sym_into] = ACTIONS(47),
    [anon_sym_arrows] = ACTIONS(47),
    [anon_sym_colour] = ACTIONS(47),
    [anon_sym_beside] = ACTIONS(47),
    [anon_sym_legend] = ACTIONS(47),
    [anon_sym_team] = ACTIONS(47),
    [anon_sym_copies] = ACTIONS(47),
    [anon_sym_deal] = ACTIONS(47),
    [anon_sym_each] = ACTIONS(47),
    [anon_sym_hands] = ACTIONS(47),
    [anon_sym_as] = ACTIONS(47),
    [anon_sym_control] = ACTIONS(47),
    [anon_sym_skip] = ACTIONS(47),
    [anon_sym_swap] = ACTIONS(47),
    [anon_sym_partner] = ACTIONS(47),
    [anon_sym_split] = ACTIONS(47),
    [anon_sym_pass] = ACTIONS(47),
    [anon_sym_then] = ACTIONS(47),
    [anon_sym_play] = ACTIONS(47),
    [anon_sym_again] = ACTIONS(47),
    [anon_sym_cancel] = ACTIONS(47),
    [anon_sym_for] = ACTIONS(47),
    [anon_sym_replay] = ACTIONS(47),
    [anon_sym_stay] = ACTIONS(47),
    [anon_sym_exchange] = ACTIONS(47),
    [anon_sym_with] = ACTIONS(47),
    [anon_sym_announce] = ACTIONS(47),
    [anon_sym_deeper] = ACTIONS(47),
    [anon_sym_score] = ACTIONS(47),
    [anon_sym_attacked] = ACTIONS(47),
    [anon_sym_long] = ACTIONS(47),
    [anon_sym_reversing] = ACTIONS(47),
    [anon_sym_once] = ACTIONS(47),
    [anon_sym_continue] = ACTIONS(47),
    [anon_sym_merge] = ACTIONS(47),
    [anon_sym_same] = ACTIONS(47),
    [anon_sym_captures] = ACTIONS(47),
    [anon_sym_falling] = ACTIONS(47),
    [anon_sym_line] = ACTIONS(47),
    [anon_sym_moves] = ACTIONS(47),
    [anon_sym_flipping] = ACTIONS(47),
    [anon_sym_hex] = ACTIONS(47),
    [anon_sym_connects] = ACTIONS(47),
    [anon_sym_shoot] = ACTIONS(47),
    [anon_sym_allowed] = ACTIONS(47),
    [anon_sym_next] = ACTIONS(47),
    [anon_sym_claim] = ACTIONS(47),
    [anon_sym_moved] = ACTIONS(47),
    [anon_sym_en_DASHpassant] = ACTIONS(47),
    [anon_sym_hand] = ACTIONS(47),
    [anon_sym_counter] = ACTIONS(47),
    [anon_sym_LPAREN] = ACTIONS(57),
    [anon_sym_LT_EQ] = ACTIONS(49),
    [anon_sym_GT_EQ] = ACTIONS(49),
    [anon_sym_BANG_EQ] = ACTIONS(49),
    [anon_sym_LT] = ACTIONS(59),
    [anon_sym_GT] = ACTIONS(59),
    [anon_sym_DOT_DOT] = ACTIONS(49),
    [anon_sym_PIPE] = ACTIONS(49),
    [sym_integer] = ACTIONS(94),
    [sym_string] = ACTIONS(94),
    [sym_comment] = ACTIONS(3),
  },
  [7] = {
    [sym_group] = STATE(9),
    [sym__token] = STATE(9),
    [sym_keyword] = STATE(9),
    [sym_operator] = STATE(9),
    [aux_sym_group_repeat1] = STATE(9),
    [sym_name] = ACTIONS(98),
    [anon_sym_game] = ACTIONS(47),
    [anon_sym_extends] = ACTIONS(47),
    [anon_sym_players] = ACTIONS(47),
    [anon_sym_sides] = ACTIONS(47),
    [anon_sym_board] = ACTIONS(47),
    [anon_sym_setup] = ACTIONS(47),
    [anon_sym_rules] = ACTIONS(47),
    [anon_sym_end] = ACTIONS(47),
    [anon_sym_turn] = ACTIONS(47),
    [anon_sym_cards] = ACTIONS(47),
    [anon_sym_picture] = ACTIONS(47),
    [anon_sym_directions] = ACTIONS(47),
    [anon_sym_EQ] = ACTIONS(49),
    [anon_sym_COMMA] = ACTIONS(100),
    [anon_sym_zone] = ACTIONS(47),
    [anon_sym_COLON] = ACTIONS(100),
    [anon_sym_piece] = ACTIONS(47),
    [anon_sym_card] = ACTIONS(47),
    [anon_sym_counters] = ACTIONS(47),
    [anon_sym_track] = ACTIONS(47),
    [anon_sym_loop] = ACTIONS(47),
    [anon_sym_branch] = ACTIONS(47),
    [anon_sym_from] = ACTIONS(47),
    [anon_sym_store] = ACTIONS(47),
    [anon_sym_remove] = ACTIONS(47),
    [anon_sym_rank] = ACTIONS(47),
    [anon_sym_file] = ACTIONS(47),
    [anon_sym_step] = ACTIONS(47),
    [anon_sym_slide] = ACTIONS(47),
    [anon_sym_leap] = ACTIONS(47),
    [anon_sym_jump] = ACTIONS(47),
    [anon_sym_hop] = ACTIONS(47),
    [anon_sym_along] = ACTIONS(47),
    [anon_sym_enter] = ACTIONS(47),
    [anon_sym_castle] = ACTIONS(47),
    [anon_sym_bear] = ACTIONS(47),
    [anon_sym_symbols] = ACTIONS(47),
    [anon_sym_glyphs] = ACTIONS(47),
    [anon_sym_promote] = ACTIONS(47),
    [anon_sym_royal] = ACTIONS(47),
    [anon_sym_neutral] = ACTIONS(47),
    [anon_sym_stored] = ACTIONS(47),
    [anon_sym_grid] = ACTIONS(47),
    [anon_sym_cells] = ACTIONS(47),
    [anon_sym_numbers] = ACTIONS(47),
    [anon_sym_by] = ACTIONS(47),
    [anon_sym_to] = ACTIONS(47),
    [anon_sym_over] = ACTIONS(47),
    [anon_sym_chained] = ACTIONS(47),
    [anon_sym_on] = ACTIONS(47),
    [anon_sym_ends] = ACTIONS(47),
    [anon_sym_move] = ACTIONS(47),
    [anon_sym_mandatory] = ACTIONS(47),
    [anon_sym_no] = ACTIONS(47),
    [anon_sym_repetition] = ACTIONS(47),
    [anon_sym_plies] = ACTIONS(47),
    [anon_sym_since] = ACTIONS(47),
    [anon_sym_stacks] = ACTIONS(47),
    [anon_sym_unlimited] = ACTIONS(47),
    [anon_sym_onto] = ACTIONS(47),
    [anon_sym_lift] = ACTIONS(47),
    [anon_sym_if] = ACTIONS(47),
    [anon_sym_and] = ACTIONS(47),
    [anon_sym_or] = ACTIONS(47),
    [anon_sym_not] = ACTIONS(47),
    [anon_sym_below] = ACTIONS(47),
    [anon_sym_is] = ACTIONS(47),
    [anon_sym_in] = ACTIONS(47),
    [anon_sym_height] = ACTIONS(47),
    [anon_sym_count] = ACTIONS(47),
    [anon_sym_showing] = ACTIONS(47),
    [anon_sym_pieces] = ACTIONS(47),
    [anon_sym_off] = ACTIONS(47),
    [anon_sym_after] = ACTIONS(47),
    [anon_sym_stack] = ACTIONS(47),
    [anon_sym_max] = ACTIONS(47),
    [anon_sym_exactly] = ACTIONS(47),
    [anon_sym_passing] = ACTIONS(47),
    [anon_sym_flying] = ACTIONS(47),
    [anon_sym_connected] = ACTIONS(47),
    [anon_sym_within] = ACTIONS(47),
    [anon_sym_avoiding] = ACTIONS(47),
    [anon_sym_stopping] = ACTIONS(47),
    [anon_sym_actions] = ACTIONS(47),
    [anon_sym_until] = ACTIONS(47),
    [anon_sym_at] = ACTIONS(47),
    [anon_sym_most] = ACTIONS(47),
    [anon_sym_steal] = ACTIONS(47),
    [anon_sym_adjacent] = ACTIONS(47),
    [anon_sym_enters] = ACTIONS(47),
    [anon_sym_when] = ACTIONS(47),
    [anon_sym_add] = ACTIONS(47),
    [anon_sym_clear] = ACTIONS(47),
    [anon_sym_reset] = ACTIONS(47),
    [anon_sym_place] = ACTIONS(47),
    [anon_sym_of] = ACTIONS(47),
    [anon_sym_into] = ACTIONS(47),
    [anon_sym_arrows] = ACTIONS(47),
    [anon_sym_colour] = ACTIONS(47),
    [anon_sym_beside] = ACTIONS(47),
    [anon_sym_legend] = ACTIONS(47),
    [anon_sym_team] = ACTIONS(47),
    [anon_sym_copies] = ACTIONS(47),
    [anon_sym_deal] = ACTIONS(47),
    [anon_sym_each] = ACTIONS(47),
    [anon_sym_hands] = ACTIONS(47),
    [anon_sym_as] = ACTIONS(47),
    [anon_sym_control] = ACTIONS(47),
    [anon_sym_skip] = ACTIONS(47),
    [anon_sym_swap] = ACTIONS(47),
    [anon_sym_partner] = ACTIONS(47),
    [anon_sym_split] = ACTIONS(47),
    [anon_sym_pass] = ACTIONS(47),
    [anon_sym_then] = ACTIONS(47),
    [anon_sym_play] = ACTIONS(47),
    [anon_sym_again] = ACTIONS(47),
    [anon_sym_cancel] = ACTIONS(47),
    [anon_sym_for] = ACTIONS(47),
    [anon_sym_replay] = ACTIONS(47),
    [anon_sym_stay] = ACTIONS(47),
    [anon_sym_exchange] = ACTIONS(47),
    [anon_sym_with] = ACTIONS(47),
    [anon_sym_announce] = ACTIONS(47),
    [anon_sym_deeper] = ACTIONS(47),
    [anon_sym_score] = ACTIONS(47),
    [anon_sym_attacked] = ACTIONS(47),
    [anon_sym_long] = ACTIONS(47),
    [anon_sym_reversing] = ACTIONS(47),
    [anon_sym_once] = ACTIONS(47),
    [anon_sym_continue] = ACTIONS(47),
    [anon_sym_merge] = ACTIONS(47),
    [anon_sym_same] = ACTIONS(47),
    [anon_sym_captures] = ACTIONS(47),
    [anon_sym_falling] = ACTIONS(47),
    [anon_sym_line] = ACTIONS(47),
    [anon_sym_moves] = ACTIONS(47),
    [anon_sym_flipping] = ACTIONS(47),
    [anon_sym_hex] = ACTIONS(47),
    [anon_sym_connects] = ACTIONS(47),
    [anon_sym_shoot] = ACTIONS(47),
    [anon_sym_allowed] = ACTIONS(47),
    [anon_sym_next] = ACTIONS(47),
    [anon_sym_claim] = ACTIONS(47),
    [anon_sym_moved] = ACTIONS(47),
    [anon_sym_en_DASHpassant] = ACTIONS(47),
    [anon_sym_hand] = ACTIONS(47),
    [anon_sym_counter] = ACTIONS(47),
    [anon_sym_LPAREN] = ACTIONS(57),
    [anon_sym_RPAREN] = ACTIONS(102),
    [anon_sym_LT_EQ] = ACTIONS(49),
    [anon_sym_GT_EQ] = ACTIONS(49),
    [anon_sym_BANG_EQ] = ACTIONS(49),
    [anon_sym_LT] = ACTIONS(59),
    [anon_sym_GT] = ACTIONS(59),
    [anon_sym_DOT_DOT] = ACTIONS(49),
    [anon_sym_PIPE] = ACTIONS(49),
    [sym_integer] = ACTIONS(100),
    [sym_string] = ACTIONS(100),
    [sym_comment] = ACTIONS(3),
  },
  [8] = {
    [sym_group] = STATE(7),
    [sym__token] = STATE(7),
    [sym_keyword] = STATE(7),
    [sym_operator] = STATE(7),
    [aux_sym_group_repeat1] = STATE(7),
    [sym_name] = ACTIONS(104),
    [anon_sym_game] = ACTIONS(47),
    [anon_sym_extends] = ACTIONS(47),
    [anon_sym_players] = ACTIONS(47),
    [anon_sym_sides] = ACTIONS(47),
    [anon_sym_board] = ACTIONS(47),
    [anon_sym_setup] = ACTIONS(47),
    [anon_sym_rules] = ACTIONS(47),
    [anon_sym_end] = ACTIONS(47),
    [anon_sym_turn] = ACTIONS(47),
    [anon_sym_cards] = ACTIONS(47),
    [anon_sym_picture] = ACTIONS(47),
    [anon_sym_directions] = ACTIONS(47),
    [anon_sym_EQ] = ACTIONS(49),
    [anon_sym_COMMA] = ACTIONS(106),
    [anon_sym_zone] = ACTIONS(47),
    [anon_sym_COLON] = ACTIONS(106),
    [anon_sym_piece] = ACTIONS(47),
    [anon_sym_card] = ACTIONS(47),
    [anon_sym_counters] = ACTIONS(47),
    [anon_sym_track] = ACTIONS(47),
    [anon_sym_loop] = ACTIONS(47),
    [anon_sym_branch] = ACTIONS(47),
    [anon_sym_from] = ACTIONS(47),
    [anon_sym_store] = ACTIONS(47),
    [anon_sym_remove] = ACTIONS(47),
    [anon_sym_rank] = ACTIONS(47),
    [anon_sym_file] = ACTIONS(47),
    [anon_sym_step] = ACTIONS(47),
    [anon_sym_slide] = ACTIONS(47),
    [anon_sym_leap] = ACTIONS(47),
    [anon_sym_jump] = ACTIONS(47),
    [anon_sym_hop] = ACTIONS(47),
    [anon_sym_along] = ACTIONS(47),
    [anon_sym_enter] = ACTIONS(47),
    [anon_sym_castle] = ACTIONS(47),
    [anon_sym_bear] = ACTIONS(47),
    [anon_sym_symbols] = ACTIONS(47),
    [anon_sym_glyphs] = ACTIONS(47),
    [anon_sym_promote] = ACTIONS(47),
    [anon_sym_royal] = ACTIONS(47),
    [anon_sym_neutral] = ACTIONS(47),
    [anon_sym_stored] = ACTIONS(47),
    [anon_sym_grid] = ACTIONS(47),
    [anon_sym_cells] = ACTIONS(47),
    [anon_sym_numbers] = ACTIONS(47),
    [anon_sym_by] = ACTIONS(47),
    [anon_sym_to] = ACTIONS(47),
    [anon_sym_over] = ACTIONS(47),
    [anon_sym_chained] = ACTIONS(47),
    [anon_sym_on] = ACTIONS(47),
    [anon_sym_ends] = ACTIONS(47),
    [anon_sym_move] = ACTIONS(47),
    [anon_sym_mandatory] = ACTIONS(47),
    [anon_sym_no] = ACTIONS(47),
    [anon_sym_repetition] = ACTIONS(47),
    [anon_sym_plies] = ACTIONS(47),
    [anon_sym_since] = ACTIONS(47),
    [anon_sym_stacks] = ACTIONS(47),
    [anon_sym_unlimited] = ACTIONS(47),
    [anon_sym_onto] = ACTIONS(47),
    [anon_sym_lift] = ACTIONS(47),
    [anon_sym_if] = ACTIONS(47),
    [anon_sym_and] = ACTIONS(47),
    [anon_sym_or] = ACTIONS(47),
    [anon_sym_not] = ACTIONS(47),
    [anon_sym_below] = ACTIONS(47),
    [anon_sym_is] = ACTIONS(47),
    [anon_sym_in] = ACTIONS(47),
    [anon_sym_height] = ACTIONS(47),
    [anon_sym_count] = ACTIONS(47),
    [anon_sym_showing] = ACTIONS(47),
    [anon_sym_pieces] = ACTIONS(47),
    [anon_sym_off] = ACTIONS(47),
    [anon_sym_after] = ACTIONS(47),
    [anon_sym_stack] = ACTIONS(47),
    [anon_sym_max] = ACTIONS(47),
    [anon_sym_exactly] = ACTIONS(47),
    [anon_sym_passing] = ACTIONS(47),
    [anon_sym_flying] = ACTIONS(47),
    [anon_sym_connected] = ACTIONS(47),
    [anon_sym_within] = ACTIONS(47),
    [anon_sym_avoiding] = ACTIONS(47),
    [anon_sym_stopping] = ACTIONS(47),
    [anon_sym_actions] = ACTIONS(47),
    [anon_sym_until] = ACTIONS(47),
    [anon_sym_at] = ACTIONS(47),
    [anon_sym_most] = ACTIONS(47),
    [anon_sym_steal] = ACTIONS(47),
    [anon_sym_adjacent] = ACTIONS(47),
    [anon_sym_enters] = ACTIONS(47),
    [anon_sym_when] = ACTIONS(47),
    [anon_sym_add] = ACTIONS(47),
    [anon_sym_clear] = ACTIONS(47),
    [anon_sym_reset] = ACTIONS(47),
    [anon_sym_place] = ACTIONS(47),
    [anon_sym_of] = ACTIONS(47),
    [anon_sym_into] = ACTIONS(47),
    [anon_sym_arrows] = ACTIONS(47),
    [anon_sym_colour] = ACTIONS(47),
    [anon_sym_beside] = ACTIONS(47),
    [anon_sym_legend] = ACTIONS(47),
    [anon_sym_team] = ACTIONS(47),
    [anon_sym_copies] = ACTIONS(47),
    [anon_sym_deal] = ACTIONS(47),
    [anon_sym_each] = ACTIONS(47),
    [anon_sym_hands] = ACTIONS(47),
    [anon_sym_as] = ACTIONS(47),
    [anon_sym_control] = ACTIONS(47),
    [anon_sym_skip] = ACTIONS(47),
    [anon_sym_swap] = ACTIONS(47),
    [anon_sym_partner] = ACTIONS(47),
    [anon_sym_split] = ACTIONS(47),
    [anon_sym_pass] = ACTIONS(47),
    [anon_sym_then] = ACTIONS(47),
    [anon_sym_play] = ACTIONS(47),
    [anon_sym_again] = ACTIONS(47),
    [anon_sym_cancel] = ACTIONS(47),
    [anon_sym_for] = ACTIONS(47),
    [anon_sym_replay] = ACTIONS(47),
    [anon_sym_stay] = ACTIONS(47),
    [anon_sym_exchange] = ACTIONS(47),
    [anon_sym_with] = ACTIONS(47),
    [anon_sym_announce] = ACTIONS(47),
    [anon_sym_deeper] = ACTIONS(47),
    [anon_sym_score] = ACTIONS(47),
    [anon_sym_attacked] = ACTIONS(47),
    [anon_sym_long] = ACTIONS(47),
    [anon_sym_reversing] = ACTIONS(47),
    [anon_sym_once] = ACTIONS(47),
    [anon_sym_continue] = ACTIONS(47),
    [anon_sym_merge] = ACTIONS(47),
    [anon_sym_same] = ACTIONS(47),
    [anon_sym_captures] = ACTIONS(47),
    [anon_sym_falling] = ACTIONS(47),
    [anon_sym_line] = ACTIONS(47),
    [anon_sym_moves] = ACTIONS(47),
    [anon_sym_flipping] = ACTIONS(47),
    [anon_sym_hex] = ACTIONS(47),
    [anon_sym_connects] = ACTIONS(47),
    [anon_sym_shoot] = ACTIONS(47),
    [anon_sym_allowed] = ACTIONS(47),
    [anon_sym_next] = ACTIONS(47),
    [anon_sym_claim] = ACTIONS(47),
    [anon_sym_moved] = ACTIONS(47),
    [anon_sym_en_DASHpassant] = ACTIONS(47),
    [anon_sym_hand] = ACTIONS(47),
    [anon_sym_counter] = ACTIONS(47),
    [anon_sym_LPAREN] = ACTIONS(57),
    [anon_sym_RPAREN] = ACTIONS(108),
    [anon_sym_LT_EQ] = ACTIONS(49),
    [anon_sym_GT_EQ] = ACTIONS(49),
    [anon_sym_BANG_EQ] = ACTIONS(49),
    [anon_sym_LT] = ACTIONS(59),
    [anon_sym_GT] = ACTIONS(59),
    [anon_sym_DOT_DOT] = ACTIONS(49),
    [anon_sym_PIPE] = ACTIONS(49),
    [sym_integer] = ACTIONS(106),
    [sym_string] = ACTIONS(106),
    [sym_comment] = ACTIONS(3),
  },
  [9] = {
    [sym_group] = STATE(9),
    [sym__token] = STATE(9),
    [sym_keyword] = STATE(9),
    [sym_operator] = STATE(9),
    [aux_sym_group_repeat1] = STATE(9),
    [sym_name] = ACTIONS(110),
    [anon_sym_game] = ACTIONS(113),
    [anon_sym_extends] = ACTIONS(113),
    [anon_sym_players] = ACTIONS(113),
    [anon_sym_sides] = ACTIONS(113),
    [anon_sym_board] = ACTIONS(113),
    [anon_sym_setup] = ACTIONS(113),
    [anon_sym_rules] = ACTIONS(113),
    [anon_sym_end] = ACTIONS(113),
    [anon_sym_turn] = ACTIONS(113),
    [anon_sym_cards] = ACTIONS(113),
    [anon_sym_picture] = ACTIONS(113),
    [anon_sym_directions] = ACTIONS(113),
    [anon_sym_EQ] = ACTIONS(116),
    [anon_sym_COMMA] = ACTIONS(119),
    [anon_sym_zone] = ACTIONS(113),
    [anon_sym_COLON] = ACTIONS(119),
    [anon_sym_piece] = ACTIONS(113),
    [anon_sym_card] = ACTIONS(113),
    [anon_sym_counters] = ACTIONS(113),
    [anon_sym_track] = ACTIONS(113),
    [anon_sym_loop] = ACTIONS(113),
    [anon_sym_branch] = ACTIONS(113),
    [anon_sym_from] = ACTIONS(113),
    [anon_sym_store] = ACTIONS(113),
    [anon_sym_remove] = ACTIONS(113),
    [anon_sym_rank] = ACTIONS(113),
    [anon_sym_file] = ACTIONS(113),
    [anon_sym_step] = ACTIONS(113),
    [anon_sym_slide] = ACTIONS(113),
    [anon_sym_leap] = ACTIONS(113),
    [anon_sym_jump] = ACTIONS(113),
    [anon_sym_hop] = ACTIONS(113),
    [anon_sym_along] = ACTIONS(113),
    [anon_sym_enter] = ACTIONS(113),
    [anon_sym_castle] = ACTIONS(113),
    [anon_sym_bear] = ACTIONS(113),
    [anon_sym_symbols] = ACTIONS(113),
    [anon_sym_glyphs] = ACTIONS(113),
    [anon_sym_promote] = ACTIONS(113),
    [anon_sym_royal] = ACTIONS(113),
    [anon_sym_neutral] = ACTIONS(113),
    [anon_sym_stored] = ACTIONS(113),
    [anon_sym_grid] = ACTIONS(113),
    [anon_sym_cells] = ACTIONS(113),
    [anon_sym_numbers] = ACTIONS(113),
    [anon_sym_by] = ACTIONS(113),
    [anon_sym_to] = ACTIONS(113),
    [anon_sym_over] = ACTIONS(113),
    [anon_sym_chained] = ACTIONS(113),
    [anon_sym_on] = ACTIONS(113),
    [anon_sym_ends] = ACTIONS(113),
    [anon_sym_move] = ACTIONS(113),
    [anon_sym_mandatory] = ACTIONS(113),
    [anon_sym_no] = ACTIONS(113),
    [anon_sym_repetition] = ACTIONS(113),
    [anon_sym_plies] = ACTIONS(113),
    [anon_sym_since] = ACTIONS(113),
    [anon_sym_stacks] = ACTIONS(113),
    [anon_sym_unlimited] = ACTIONS(113),
    [anon_sym_onto] = ACTIONS(113),
    [anon_sym_lift] = ACTIONS(113),
    [anon_sym_if] = ACTIONS(113),
    [anon_sym_and] = ACTIONS(113),
    [anon_sym_or] = ACTIONS(113),
    [anon_sym_not] = ACTIONS(113),
    [anon_sym_below] = ACTIONS(113),
    [anon_sym_is] = ACTIONS(113),
    [anon_sym_in] = ACTIONS(113),
    [anon_sym_height] = ACTIONS(113),
    [anon_sym_count] = ACTIONS(113),
    [anon_sym_showing] = ACTIONS(113),
    [anon_sym_pieces] = ACTIONS(113),
    [anon_sym_off] = ACTIONS(113),
    [anon_sym_after] = ACTIONS(113),
    [anon_sym_stack] = ACTIONS(113),
    [anon_sym_max] = ACTIONS(113),
    [anon_sym_exactly] = ACTIONS(113),
    [anon_sym_passing] = ACTIONS(113),
    [anon_sym_flying] = ACTIONS(113),
    [anon_sym_connected] = ACTIONS(113),
    [anon_sym_within] = ACTIONS(113),
    [anon_sym_avoiding] = ACTIONS(113),
    [anon_sym_stopping] = ACTIONS(113),
    [anon_sym_actions] = ACTIONS(113),
    [anon_sym_until] = ACTIONS(113),
    [anon_sym_at] = ACTIONS(113),
    [anon_sym_most] = ACTIONS(113),
    [anon_sym_steal] = ACTIONS(113),
    [anon_sym_adjacent] = ACTIONS(113),
    [anon_sym_enters] = ACTIONS(113),
    [anon_sym_when] = ACTIONS(113),
    [anon_sym_add] = ACTIONS(113),
    [anon_sym_clear] = ACTIONS(113),
    [anon_sym_reset] = ACTIONS(113),
    [anon_sym_place] = ACTIONS(113),
    [anon_sym_of] = ACTIONS(113),
    [anon_sym_into] = ACTIONS(113),
    [anon_sym_arrows] = ACTIONS(113),
    [anon_sym_colour] = ACTIONS(113),
    [anon_sym_beside] = ACTIONS(113),
    [anon_sym_legend] = ACTIONS(113),
    [anon_sym_team] = ACTIONS(113),
    [anon_sym_copies] = ACTIONS(113),
    [anon_sym_deal] = ACTIONS(113),
    [anon_sym_each] = ACTIONS(113),
    [anon_sym_hands] = ACTIONS(113),
    [anon_sym_as] = ACTIONS(113),
    [anon_sym_control] = ACTIONS(113),
    [anon_sym_skip] = ACTIONS(113),
    [anon_sym_swap] = ACTIONS(113),
    [anon_sym_partner] = ACTIONS(113),
    [anon_sym_split] = ACTIONS(113),
    [anon_sym_pass] = ACTIONS(113),
    [anon_sym_then] = ACTIONS(113),
    [anon_sym_play] = ACTIONS(113),
    [anon_sym_again] = ACTIONS(113),
    [anon_sym_cancel] = ACTIONS(113),
    [anon_sym_for] = ACTIONS(113),
    [anon_sym_replay] = ACTIONS(113),
    [anon_sym_stay] = ACTIONS(113),
    [anon_sym_exchange] = ACTIONS(113),
    [anon_sym_with] = ACTIONS(113),
    [anon_sym_announce] = ACTIONS(113),
    [anon_sym_deeper] = ACTIONS(113),
    [anon_sym_score] = ACTIONS(113),
    [anon_sym_attacked] = ACTIONS(113),
    [anon_sym_long] = ACTIONS(113),
    [anon_sym_reversing] = ACTIONS(113),
    [anon_sym_once] = ACTIONS(113),
    [anon_sym_continue] = ACTIONS(113),
    [anon_sym_merge] = ACTIONS(113),
    [anon_sym_same] = ACTIONS(113),
    [anon_sym_captures] = ACTIONS(113),
    [anon_sym_falling] = ACTIONS(113),
    [anon_sym_line] = ACTIONS(113),
    [anon_sym_moves] = ACTIONS(113),
    [anon_sym_flipping] = ACTIONS(113),
    [anon_sym_hex] = ACTIONS(113),
    [anon_sym_connects] = ACTIONS(113),
    [anon_sym_shoot] = ACTIONS(113),
    [anon_sym_allowed] = ACTIONS(113),
    [anon_sym_next] = ACTIONS(113),
    [anon_sym_claim] = ACTIONS(113),
    [anon_sym_moved] = ACTIONS(113),
    [anon_sym_en_DASHpassant] = ACTIONS(113),
    [anon_sym_hand] = ACTIONS(113),
    [anon_sym_counter] = ACTIONS(113),
    [anon_sym_LPAREN] = ACTIONS(122),
    [anon_sym_RPAREN] = ACTIONS(125),
    [anon_sym_LT_EQ] = ACTIONS(116),
    [anon_sym_GT_EQ] = ACTIONS(116),
    [anon_sym_BANG_EQ] = ACTIONS(116),
    [anon_sym_LT] = ACTIONS(127),
    [anon_sym_GT] = ACTIONS(127),
    [anon_sym_DOT_DOT] = ACTIONS(116),
    [anon_sym_PIPE] = ACTIONS(116),
    [sym_integer] = ACTIONS(119),
    [sym_string] = ACTIONS(119),
    [sym_comment] = ACTIONS(3),
  },
  [10] = {
    [sym__statement_part] = STATE(13),
    [sym_group] = STATE(13),
    [sym_operator] = STATE(13),
    [aux_sym_move_statement_repeat1] = STATE(13),
    [sym_name] = ACTIONS(130),
    [anon_sym_game] = ACTIONS(132),
    [anon_sym_extends] = ACTIONS(132),
    [anon_sym_players] = ACTIONS(132),
    [anon_sym_sides] = ACTIONS(132),
    [anon_sym_board] = ACTIONS(132),
    [anon_sym_setup] = ACTIONS(132),
    [anon_sym_rules] = ACTIONS(132),
    [anon_sym_end] = ACTIONS(132),
    [anon_sym_turn] = ACTIONS(132),
    [anon_sym_cards] = ACTIONS(132),
    [anon_sym_picture] = ACTIONS(132),
    [anon_sym_directions] = ACTIONS(132),
    [anon_sym_EQ] = ACTIONS(49),
    [anon_sym_COMMA] = ACTIONS(134),
    [anon_sym_zone] = ACTIONS(132),
    [anon_sym_COLON] = ACTIONS(134),
    [anon_sym_piece] = ACTIONS(132),
    [anon_sym_card] = ACTIONS(132),
    [anon_sym_counters] = ACTIONS(132),
    [anon_sym_track] = ACTIONS(132),
    [anon_sym_loop] = ACTIONS(132),
    [anon_sym_branch] = ACTIONS(132),
    [anon_sym_from] = ACTIONS(132),
    [anon_sym_store] = ACTIONS(132),
    [anon_sym_remove] = ACTIONS(132),
    [anon_sym_rank] = ACTIONS(132),
    [anon_sym_file] = ACTIONS(132),
    [anon_sym_RBRACE] = ACTIONS(136),
    [anon_sym_step] = ACTIONS(138),
    [anon_sym_slide] = ACTIONS(138),
    [anon_sym_leap] = ACTIONS(138),
    [anon_sym_jump] = ACTIONS(138),
    [anon_sym_hop] = ACTIONS(138),
    [anon_sym_along] = ACTIONS(138),
    [anon_sym_enter] = ACTIONS(138),
    [anon_sym_castle] = ACTIONS(138),
    [anon_sym_bear] = ACTIONS(138),
    [anon_sym_symbols] = ACTIONS(138),
    [anon_sym_glyphs] = ACTIONS(138),
    [anon_sym_promote] = ACTIONS(138),
    [anon_sym_royal] = ACTIONS(138),
    [anon_sym_neutral] = ACTIONS(138),
    [anon_sym_stored] = ACTIONS(138),
    [anon_sym_grid] = ACTIONS(132),
    [anon_sym_cells] = ACTIONS(132),
    [anon_sym_numbers] = ACTIONS(132),
    [anon_sym_by] = ACTIONS(132),
    [anon_sym_to] = ACTIONS(132),
    [anon_sym_over] = ACTIONS(132),
    [anon_sym_chained] = ACTIONS(132),
    [anon_sym_on] = ACTIONS(132),
    [anon_sym_ends] = ACTIONS(132),
    [anon_sym_move] = ACTIONS(132),
    [anon_sym_mandatory] = ACTIONS(132),
    [anon_sym_no] = ACTIONS(132),
    [anon_sym_repetition] = ACTIONS(132),
    [anon_sym_plies] = ACTIONS(132),
    [anon_sym_since] = ACTIONS(132),
    [anon_sym_stacks] = ACTIONS(132),
    [anon_sym_unlimited] = ACTIONS(132),
    [anon_sym_onto] = ACTIONS(132),
    [anon_sym_lift] = ACTIONS(132),
    [anon_sym_if] = ACTIONS(132),
    [anon_sym_and] = ACTIONS(132),
    [anon_sym_or] = ACTIONS(132),
    [anon_sym_not] = ACTIONS(132),
    [anon_sym_below] = ACTIONS(132),
    [anon_sym_is] = ACTIONS(132),
    [anon_sym_in] = ACTIONS(132),
    [anon_sym_height] = ACTIONS(132),
    [anon_sym_count] = ACTIONS(132),
    [anon_sym_showing] = ACTIONS(132),
    [anon_sym_pieces] = ACTIONS(132),
    [anon_sym_off] = ACTIONS(132),
    [anon_sym_after] = ACTIONS(132),
    [anon_sym_stack] = ACTIONS(132),
    [anon_sym_max] = ACTIONS(132),
    [anon_sym_exactly] = ACTIONS(132),
    [anon_sym_passing] = ACTIONS(132),
    [anon_sym_flying] = ACTIONS(132),
    [anon_sym_connected] = ACTIONS(132),
    [anon_sym_within] = ACTIONS(132),
    [anon_sym_avoiding] = ACTIONS(132),
    [anon_sym_stopping] = ACTIONS(132),
    [anon_sym_actions] = ACTIONS(132),
    [anon_sym_until] = ACTIONS(132),
    [anon_sym_at] = ACTIONS(132),
    [anon_sym_most] = ACTIONS(132),
    [anon_sym_steal] = ACTIONS(132),
    [anon_sym_adjacent] = ACTIONS(132),
    [anon_sym_enters] = ACTIONS(132),
    [anon_sym_when] = ACTIONS(132),
    [anon_sym_add] = ACTIONS(132),
    [anon_sym_clear] = ACTIONS(132),
    [anon_sym_reset] = ACTIONS(132),
    [anon_sym_place] = ACTIONS(132),
    [anon_sym_of] = ACTIONS(132),
    [anon_sym_into] = ACTIONS(132),
    [anon_sym_arrows] = ACTIONS(132),
    [anon_sym_colour] = ACTIONS(132),
    [anon_sym_beside] = ACTIONS(132),
    [anon_sym_legend] = ACTIONS(132),
    [anon_sym_team] = ACTIONS(132),
    [anon_sym_copies] = ACTIONS(132),
    [anon_sym_deal] = ACTIONS(132),
    [anon_sym_each] = ACTIONS(132),
    [anon_sym_hands] = ACTIONS(132),
    [anon_sym_as] = ACTIONS(132),
    [anon_sym_control] = ACTIONS(132),
    [anon_sym_skip] = ACTIONS(132),
    [anon_sym_swap] = ACTIONS(132),
    [anon_sym_partner] = ACTIONS(132),
    [anon_sym_split] = ACTIONS(132),
    [anon_sym_pass] = ACTIONS(132),
    [anon_sym_then] = ACTIONS(132),
    [anon_sym_play] = ACTIONS(132),
    [anon_sym_again] = ACTIONS(132),
    [anon_sym_cancel] = ACTIONS(132),
    [anon_sym_for] = ACTIONS(132),
    [anon_sym_replay] = ACTIONS(132),
    [anon_sym_stay] = ACTIONS(132),
    [anon_sym_exchange] = ACTIONS(132),
    [anon_sym_with] = ACTIONS(132),
    [anon_sym_announce] = ACTIONS(132),
    [anon_sym_deeper] = ACTIONS(132),
    [anon_sym_score] = ACTIONS(132),
    [anon_sym_attacked] = ACTIONS(132),
    [anon_sym_long] = ACTIONS(132),
    [anon_sym_reversing] = ACTIONS(132),
    [anon_sym_once] = ACTIONS(132),
    [anon_sym_continue] = ACTIONS(132),
    [anon_sym_merge] = ACTIONS(132),
    [anon_sym_same] = ACTIONS(132),
    [anon_sym_captures] = ACTIONS(132),
    [anon_sym_falling] = ACTIONS(132),
    [anon_sym_line] = ACTIONS(132),
    [anon_sym_moves] = ACTIONS(132),
    [anon_sym_flipping] = ACTIONS(132),
    [anon_sym_hex] = ACTIONS(132),
    [anon_sym_connects] = ACTIONS(132),
    [anon_sym_shoot] = ACTIONS(132),
    [anon_sym_allowed] = ACTIONS(132),
    [anon_sym_next] = ACTIONS(132),
    [anon_sym_claim] = ACTIONS(132),
    [anon_sym_moved] = ACTIONS(132),
    [anon_sym_en_DASHpassant] = ACTIONS(132),
    [anon_sym_hand] = ACTIONS(132),
    [anon_sym_counter] = ACTIONS(132),
    [anon_sym_LPAREN] = ACTIONS(57),
    [anon_sym_LT_EQ] = ACTIONS(49),
    [anon_sym_GT_EQ] = ACTIONS(49),
    [anon_sym_BANG_EQ] = ACTIONS(49),
    [anon_sym_LT] = ACTIONS(59),
    [anon_sym_GT] = ACTIONS(59),
    [anon_sym_DOT_DOT] = ACTIONS(49),
    [anon_sym_PIPE] = ACTIONS(49),
    [sym_integer] = ACTIONS(134),
    [sym_string] = ACTIONS(134),
    [sym_comment] = ACTIONS(3),
  },
  [11] = {
    [sym__statement_part] = STATE(12),
    [sym_group] = STATE(12),
    [sym_operator] = STATE(12),
    [aux_sym_move_statement_repeat1] = STATE(12),
    [sym_name] = ACTIONS(140),
    [anon_sym_game] = ACTIONS(132),
    [anon_sym_extends] = ACTIONS(132),
    [anon_sym_players] = ACTIONS(132),
    [anon_sym_sides] = ACTIONS(132),
    [anon_sym_board] = ACTIONS(132),
    [anon_sym_setup] = ACTIONS(132),
    [anon_sym_rules] = ACTIONS(132),
    [anon_sym_end] = ACTIONS(132),
    [anon_sym_turn] = ACTIONS(132),
    [anon_sym_cards] = ACTIONS(132),
    [anon_sym_picture] = ACTIONS(132),
    [anon_sym_directions] = ACTIONS(132),
    [anon_sym_EQ] = ACTIONS(49),
    [anon_sym_COMMA] = ACTIONS(142),
    [anon_sym_zone] = ACTIONS(132),
    [anon_sym_COLON] = ACTIONS(142),
    [anon_sym_piece] = ACTIONS(132),
    [anon_sym_card] = ACTIONS(132),
    [anon_sym_counters] = ACTIONS(132),
    [anon_sym_track] = ACTIONS(132),
    [anon_sym_loop] = ACTIONS(132),
    [anon_sym_branch] = ACTIONS(132),
    [anon_sym_from] = ACTIONS(132),
    [anon_sym_store] = ACTIONS(132),
    [anon_sym_remove] = ACTIONS(132),
    [anon_sym_rank] = ACTIONS(132),
    [anon_sym_file] = ACTIONS(132),
    [anon_sym_RBRACE] = ACTIONS(144),
    [anon_sym_step] = ACTIONS(146),
    [anon_sym_slide] = ACTIONS(146),
    [anon_sym_leap] = ACTIONS(146),
    [anon_sym_jump] = ACTIONS(146),
    [anon_sym_hop] = ACTIONS(146),
    [anon_sym_along] = ACTIONS(146),
    [anon_sym_enter] = ACTIONS(146),
    [anon_sym_castle] = ACTIONS(146),
    [anon_sym_bear] = ACTIONS(146),
    [anon_sym_symbols] = ACTIONS(146),
    [anon_sym_glyphs] = ACTIONS(146),
    [anon_sym_promote] = ACTIONS(146),
    [anon_sym_royal] = ACTIONS(146),
    [anon_sym_neutral] = ACTIONS(146),
    [anon_sym_stored] = ACTIONS(146),
    [anon_sym_grid] = ACTIONS(132),
    [anon_sym_cells] = ACTIONS(132),
    [anon_sym_numbers] = ACTIONS(132),
    [anon_sym_by] = ACTIONS(132),
    [anon_sym_to] = ACTIONS(132),
    [anon_sym_over] = ACTIONS(132),
    [anon_sym_chained] = ACTIONS(132),
    [anon_sym_on] = ACTIONS(132),
    [anon_sym_ends] = ACTIONS(132),
    [anon_sym_move] = ACTIONS(132),
    [anon_sym_mandatory] = ACTIONS(132),
    [anon_sym_no] = ACTIONS(132),
    [anon_sym_repetition] = ACTIONS(132),
    [anon_sym_plies] = ACTIONS(132),
    [anon_sym_since] = ACTIONS(132),
    [anon_sym_stacks] = ACTIONS(132),
    [anon_sym_unlimited] = ACTIONS(132),
    [anon_sym_onto] = ACTIONS(132),
    [anon_sym_lift] = ACTIONS(132),
    [anon_sym_if] = ACTIONS(132),
    [anon_sym_and] = ACTIONS(132),
    [anon_sym_or] = ACTIONS(132),
    [anon_sym_not] = ACTIONS(132),
    [anon_sym_below] = ACTIONS(132),
    [anon_sym_is] = ACTIONS(132),
    [anon_sym_in] = ACTIONS(132),
    [anon_sym_height] = ACTIONS(132),
    [anon_sym_count] = ACTIONS(132),
    [anon_sym_showing] = ACTIONS(132),
    [anon_sym_pieces] = ACTIONS(132),
    [anon_sym_off] = ACTIONS(132),
    [anon_sym_after] = ACTIONS(132),
    [anon_sym_stack] = ACTIONS(132),
    [anon_sym_max] = ACTIONS(132),
    [anon_sym_exactly] = ACTIONS(132),
    [anon_sym_passing] = ACTIONS(132),
    [anon_sym_flying] = ACTIONS(132),
    [anon_sym_connected] = ACTIONS(132),
    [anon_sym_within] = ACTIONS(132),
    [anon_sym_avoiding] = ACTIONS(132),
    [anon_sym_stopping] = ACTIONS(132),
    [anon_sym_actions] = ACTIONS(132),
    [anon_sym_until] = ACTIONS(132),
    [anon_sym_at] = ACTIONS(132),
    [anon_sym_most] = ACTIONS(132),
    [anon_sym_steal] = ACTIONS(132),
    [anon_sym_adjacent] = ACTIONS(132),
    [anon_sym_enters] = ACTIONS(132),
    [anon_sym_when] = ACTIONS(132),
    [anon_sym_add] = ACTIONS(132),
    [anon_sym_clear] = ACTIONS(132),
    [anon_sym_reset] = ACTIONS(132),
    [anon_sym_place] = ACTIONS(132),
    [anon_sym_of] = ACTIONS(132),
    [anon_sym_into] = ACTIONS(132),
    [anon_sym_arrows] = ACTIONS(132),
    [anon_sym_colour] = ACTIONS(132),
    [anon_sym_beside] = ACTIONS(132),
    [anon_sym_legend] = ACTIONS(132),
    [anon_sym_team] = ACTIONS(132),
    [anon_sym_copies] = ACTIONS(132),
    [anon_sym_deal] = ACTIONS(132),
    [anon_sym_each] = ACTIONS(132),
    [anon_sym_hands] = ACTIONS(132),
    [anon_sym_as] = ACTIONS(132),
    [anon_sym_control] = ACTIONS(132),
    [anon_sym_skip] = ACTIONS(132),
    [anon_sym_swap] = ACTIONS(132),
    [anon_sym_partner] = ACTIONS(132),
    [anon_sym_split] = ACTIONS(132),
    [anon_sym_pass] = ACTIONS(132),
    [anon_sym_then] = ACTIONS(132),
    [anon_sym_play] = ACTIONS(132),
    [anon_sym_again] = ACTIONS(132),
    [anon_sym_cancel] = ACTIONS(132),
    [anon_sym_for] = ACTIONS(132),
    [anon_sym_replay] = ACTIONS(132),
    [anon_sym_stay] = ACTIONS(132),
    [anon_sym_exchange] = ACTIONS(132),
    [anon_sym_with] = ACTIONS(132),
    [anon_sym_announce] = ACTIONS(132),
    [anon_sym_deeper] = ACTIONS(132),
    [anon_sym_score] = ACTIONS(132),
    [anon_sym_attacked] = ACTIONS(132),
    [anon_sym_long] = ACTIONS(132),
    [anon_sym_reversing] = ACTIONS(132),
    [anon_sym_once] = ACTIONS(132),
    [anon_sym_continue] = ACTIONS(132),
    [anon_sym_merge] = ACTIONS(132),
    [anon_sym_same] = ACTIONS(132),
    [anon_sym_captures] = ACTIONS(132),
    [anon_sym_falling] = ACTIONS(132),
    [anon_sym_line] = ACTIONS(132),
    [anon_sym_moves] = ACTIONS(132),
    [anon_sym_flipping] = ACTIONS(132),
    [anon_sym_hex] = ACTIONS(132),
    [anon_sym_connects] = ACTIONS(132),
    [anon_sym_shoot] = ACTIONS(132),
    [anon_sym_allowed] = ACTIONS(132),
    [anon_sym_next] = ACTIONS(132),
    [anon_sym_claim] = ACTIONS(132),
    [anon_sym_moved] = ACTIONS(132),
    [anon_sym_en_DASHpassant] = ACTIONS(132),
    [anon_sym_hand] = ACTIONS(132),
    [anon_sym_counter] = ACTIONS(132),
    [anon_sym_LPAREN] = ACTIONS(57),
    [anon_sym_LT_EQ] = ACTIONS(49),
    [anon_sym_GT_EQ] = ACTIONS(49),
    [anon_sym_BANG_EQ] = ACTIONS(49),
    [anon_sym_LT] = ACTIONS(59),
    [anon_sym_GT] = ACTIONS(59),
    [anon_sym_DOT_DOT] = ACTIONS(49),
    [anon_sym_PIPE] = ACTIONS(49),
    [sym_integer] = ACTIONS(142),
    [sym_string] = ACTIONS(142),
    [sym_comment] = ACTIONS(3),
  },
  [12] = {
    [sym__statement_part] = STATE(14),
    [sym_group] = STATE(14),
    [sym_operator] = STATE(14),
    [aux_sym_move_statement_repeat1] = STATE(14),
    [sym_name] = ACTIONS(148),
    [anon_sym_game] = ACTIONS(132),
    [anon_sym_extends] = ACTIONS(132),
    [anon_sym_players] = ACTIONS(132),
    [anon_sym_sides] = ACTIONS(132),
    [anon_sym_board] = ACTIONS(132),
    [anon_sym_setup] = ACTIONS(132),
    [anon_sym_rules] = ACTIONS(132),
    [anon_sym_end] = ACTIONS(132),
    [anon_sym_turn] = ACTIONS(132),
    [anon_sym_cards] = ACTIONS(132),
    [anon_sym_picture] = ACTIONS(132),
    [anon_sym_directions] = ACTIONS(132),
    [anon_sym_EQ] = ACTIONS(49),
    [anon_sym_COMMA] = ACTIONS(150),
    [anon_sym_zone] = ACTIONS(132),
    [anon_sym_COLON] = ACTIONS(150),
    [anon_sym_piece] = ACTIONS(132),
    [anon_sym_card] = ACTIONS(132),
    [anon_sym_counters] = ACTIONS(132),
    [anon_sym_track] = ACTIONS(132),
    [anon_sym_loop] = ACTIONS(132),
    [anon_sym_branch] = ACTIONS(132),
    [anon_sym_from] = ACTIONS(132),
    [anon_sym_store] = ACTIONS(132),
    [anon_sym_remove] = ACTIONS(132),
    [anon_sym_rank] = ACTIONS(132),
    [anon_sym_file] = ACTIONS(132),
    [anon_sym_RBRACE] = ACTIONS(152),
    [anon_sym_step] = ACTIONS(154),
    [anon_sym_slide] = ACTIONS(154),
    [anon_sym_leap] = ACTIONS(154),
    [anon_sym_jump] = ACTIONS(154),
    [anon_sym_hop] = ACTIONS(154),
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
    [anon_sym_grid] = ACTIONS(132),
    [anon_sym_cells] = ACTIONS(132),
    [anon_sym_numbers] = ACTIONS(132),
    [anon_sym_by] = ACTIONS(132),
    [anon_sym_to] = ACTIONS(132),
    [anon_sym_over] = ACTIONS(132),
    [anon_sym_chained] = ACTIONS(132),
    [anon_sym_on] = ACTIONS(132),
    [anon_sym_ends] = ACTIONS(132),
    [anon_sym_move] = ACTIONS(132),
    [anon_sym_mandatory] = ACTIONS(132),
    [anon_sym_no] = ACTIONS(132),
    [anon_sym_repetition] = ACTIONS(132),
    [anon_sym_plies] = ACTIONS(132),
    [anon_sym_since] = ACTIONS(132),
    [anon_sym_stacks] = ACTIONS(132),
    [anon_sym_unlimited] = ACTIONS(132),
    [anon_sym_onto] = ACTIONS(132),
    [anon_sym_lift] = ACTIONS(132),
    [anon_sym_if] = ACTIONS(132),
    [anon_sym_and] = ACTIONS(132),
    [anon_sym_or] = ACTIONS(132),
    [anon_sym_not] = ACTIONS(132),
    [anon_sym_below] = ACTIONS(132),
    [anon_sym_is] = ACTIONS(132),
    [anon_sym_in] = ACTIONS(132),
    [anon_sym_height] = ACTIONS(132),
    [anon_sym_count] = ACTIONS(132),
    [anon_sym_showing] = ACTIONS(132),
    [anon_sym_pieces] = ACTIONS(132),
    [anon_sym_off] = ACTIONS(132),
    [anon_sym_after] = ACTIONS(132),
    [anon_sym_stack] = ACTIONS(132),
    [anon_sym_max] = ACTIONS(132),
    [anon_sym_exactly] = ACTIONS(132),
    [anon_sym_passing] = ACTIONS(132),
    [anon_sym_flying] = ACTIONS(132),
    [anon_sym_connected] = ACTIONS(132),
    [anon_sym_within] = ACTIONS(132),
    [anon_sym_avoiding] = ACTIONS(132),
    [anon_sym_stopping] = ACTIONS(132),
    [anon_sym_actions] = ACTIONS(132),
    [anon_sym_until] = ACTIONS(132),
    [anon_sym_at] = ACTIONS(132),
    [anon_sym_most] = ACTIONS(132),
    [anon_sym_steal] = ACTIONS(132),
    [anon_sym_adjacent] = ACTIONS(132),
    [anon_sym_enters] = ACTIONS(132),
    [anon_sym_when] = ACTIONS(132),
    [anon_sym_add] = ACTIONS(132),
    [anon_sym_clear] = ACTIONS(132),
    [anon_sym_reset] = ACTIONS(132),
    [anon_sym_place] = ACTIONS(132),
    [anon_sym_of] = ACTIONS(132),
    [anon_sym_into] = ACTIONS(132),
    [anon_sym_arrows] = ACTIONS(132),
    [anon_sym_colour] = ACTIONS(132),
    [anon_sym_beside] = ACTIONS(132),
    [anon_sym_legend] = ACTIONS(132),
    [anon_sym_team] = ACTIONS(132),
    [anon_sym_copies] = ACTIONS(132),
    [anon_sym_deal] = ACTIONS(132),
    [anon_sym_each] = ACTIONS(132),
    [anon_sym_hands] = ACTIONS(132),
    [anon_sym_as] = ACTIONS(132),
    [anon_sym_control] = ACTIONS(132),
    [anon_sym_skip] = ACTIONS(132),
    [anon_sym_swap] = ACTIONS(132),
    [anon_sym_partner] = ACTIONS(132),
    [anon_sym_split] = ACTIONS(132),
    [anon_sym_pass] = ACTIONS(132),
    [anon_sym_then] = ACTIONS(132),
    [anon_sym_play] = ACTIONS(132),
    [anon_sym_again] = ACTIONS(132),
    [anon_sym_cancel] = ACTIONS(132),
    [anon_sym_for] = ACTIONS(132),
    [anon_sym_replay] = ACTIONS(132),
    [anon_sym_stay] = ACTIONS(132),
    [anon_sym_exchange] = ACTIONS(132),
    [anon_sym_with] = ACTIONS(132),
    [anon_sym_announce] = ACTIONS(132),
    [anon_sym_deeper] = ACTIONS(132),
    [anon_sym_score] = ACTIONS(132),
    [anon_sym_attacked] = ACTIONS(132),
    [anon_sym_long] = ACTIONS(132),
    [anon_sym_reversing] = ACTIONS(132),
    [anon_sym_once] = ACTIONS(132),
    [anon_sym_continue] = ACTIONS(132),
    [anon_sym_merge] = ACTIONS(132),
    [anon_sym_same] = ACTIONS(132),
    [anon_sym_captures] = ACTIONS(132),
    [anon_sym_falling] = ACTIONS(132),
    [anon_sym_line] = ACTIONS(132),
    [anon_sym_moves] = ACTIONS(132),
    [anon_sym_flipping] = ACTIONS(132),
    [anon_sym_hex] = ACTIONS(132),
    [anon_sym_connects] = ACTIONS(132),
    [anon_sym_shoot] = ACTIONS(132),
    [anon_sym_allowed] = ACTIONS(132),
    [anon_sym_next] = ACTIONS(132),
    [anon_sym_claim] = ACTIONS(132),
    [anon_sym_moved] = ACTIONS(132),
    [anon_sym_en_DASHpassant] = ACTIONS(132),
    [anon_sym_hand] = ACTIONS(132),
    [anon_sym_counter] = ACTIONS(132),
    [anon_sym_LPAREN] = ACTIONS(57),
    [anon_sym_LT_EQ] = ACTIONS(49),
    [anon_sym_GT_EQ] = ACTIONS(49),
    [anon_sym_BANG_EQ] = ACTIONS(49),
    [anon_sym_LT] = ACTIONS(59),
    [anon_sym_GT] = ACTIONS(59),
    [anon_sym_DOT_DOT] = ACTIONS(49),
    [anon_sym_PIPE] = ACTIONS(49),
    [sym_integer] = ACTIONS(150),
    [sym_string] = ACTIONS(150),
    [sym_comment] = ACTIONS(3),
  },
  [13] = {
    [sym__statement_part] = STATE(14),
    [sym_group] = STATE(14),
    [sym_operator] = STATE(14),
    [aux_sym_move_statement_repeat1] = STATE(14),
    [sym_name] = ACTIONS(148),
    [anon_sym_game] = ACTIONS(132),
    [anon_sym_extends] = ACTIONS(132),
    [anon_sym_players] = ACTIONS(132),
    [anon_sym_sides] = ACTIONS(132),
    [anon_sym_board] = ACTIONS(132),
    [anon_sym_setup] = ACTIONS(132),
    [anon_sym_rules] = ACTIONS(132),
    [anon_sym_end] = ACTIONS(132),
    [anon_sym_turn] = ACTIONS(132),
    [anon_sym_cards] = ACTIONS(132),
    [anon_sym_picture] = ACTIONS(132),
    [anon_sym_directions] = ACTIONS(132),
    [anon_sym_EQ] = ACTIONS(49),
    [anon_sym_COMMA] = ACTIONS(150),
    [anon_sym_zone] = ACTIONS(132),
    [anon_sym_COLON] = ACTIONS(150),
    [anon_sym_piece] = ACTIONS(132),
    [anon_sym_card] = ACTIONS(132),
    [anon_sym_counters] = ACTIONS(132),
    [anon_sym_track] = ACTIONS(132),
    [anon_sym_loop] = ACTIONS(132),
    [anon_sym_branch] = ACTIONS(132),
    [anon_sym_from] = ACTIONS(132),
    [anon_sym_store] = ACTIONS(132),
    [anon_sym_remove] = ACTIONS(132),
    [anon_sym_rank] = ACTIONS(132),
    [anon_sym_file] = ACTIONS(132),
    [anon_sym_RBRACE] = ACTIONS(156),
    [anon_sym_step] = ACTIONS(158),
    [anon_sym_slide] = ACTIONS(158),
    [anon_sym_leap] = ACTIONS(158),
    [anon_sym_jump] = ACTIONS(158),
    [anon_sym_hop] = ACTIONS(158),
    [anon_sym_along] = ACTIONS(158),
    [anon_sym_enter] = ACTIONS(158),
    [anon_sym_castle] = ACTIONS(158),
    [anon_sym_bear] = ACTIONS(158),
    [anon_sym_symbols] = ACTIONS(158),
    [anon_sym_glyphs] = ACTIONS(158),
    [anon_sym_promote] = ACTIONS(158),
    [anon_sym_royal] = ACTIONS(158),
    [anon_sym_neutral] = ACTIONS(158),
    [anon_sym_stored] = ACTIONS(158),
    [anon_sym_grid] = ACTIONS(132),
    [anon_sym_cells] = ACTIONS(132),
    [anon_sym_numbers] = ACTIONS(132),
    [anon_sym_by] = ACTIONS(132),
    [anon_sym_to] = ACTIONS(132),
    [anon_sym_over] = ACTIONS(132),
    [anon_sym_chained] = ACTIONS(132),
    [anon_sym_on] = ACTIONS(132),
    [anon_sym_ends] = ACTIONS(132),
    [anon_sym_move] = ACTIONS(132),
    [anon_sym_mandatory] = ACTIONS(132),
    [anon_sym_no] = ACTIONS(132),
    [anon_sym_repetition] = ACTIONS(132),
    [anon_sym_plies] = ACTIONS(132),
    [anon_sym_since] = ACTIONS(132),
    [anon_sym_stacks] = ACTIONS(132),
    [anon_sym_unlimited] = ACTIONS(132),
    [anon_sym_onto] = ACTIONS(132),
    [anon_sym_lift] = ACTIONS(132),
    [anon_sym_if] = ACTIONS(132),
    [anon_sym_and] = ACTIONS(132),
    [anon_sym_or] = ACTIONS(132),
    [anon_sym_not] = ACTIONS(132),
    [anon_sym_below] = ACTIONS(132),
    [anon_sym_is] = ACTIONS(132),
    [anon_sym_in] = ACTIONS(132),
    [anon_sym_height] = ACTIONS(132),
    [anon_sym_count] = ACTIONS(132),
    [anon_sym_showing] = ACTIONS(132),
    [anon_sym_pieces] = ACTIONS(132),
    [anon_sym_off] = ACTIONS(132),
    [anon_sym_after] = ACTIONS(132),
    [anon_sym_stack] = ACTIONS(132),
    [anon_sym_max] = ACTIONS(132),
    [anon_sym_exactly] = ACTIONS(132),
    [anon_sym_passing] = ACTIONS(132),
    [anon_sym_flying] = ACTIONS(132),
    [anon_sym_connected] = ACTIONS(132),
    [anon_sym_within] = ACTIONS(132),
    [anon_sym_avoiding] = ACTIONS(132),
    [anon_sym_stopping] = ACTIONS(132),
    [anon_sym_actions] = ACTIONS(132),
    [anon_sym_until] = ACTIONS(132),
    [anon_sym_at] = ACTIONS(132),
    [anon_sym_most] = ACTIONS(132),
    [anon_sym_steal] = ACTIONS(132),
    [anon_sym_adjacent] = ACTIONS(132),
    [anon_sym_enters] = ACTIONS(132),
    [anon_sym_when] = ACTIONS(132),
    [anon_sym_add] = ACTIONS(132),
    [anon_sym_clear] = ACTIONS(132),
    [anon_sym_reset] = ACTIONS(132),
    [anon_sym_place] = ACTIONS(132),
    [anon_sym_of] = ACTIONS(132),
    [anon_sym_into] = ACTIONS(132),
    [anon_sym_arrows] = ACTIONS(132),
    [anon_sym_colour] = ACTIONS(132),
    [anon_sym_beside] = ACTIONS(132),
    [anon_sym_legend] = ACTIONS(132),
    [anon_sym_team] = ACTIONS(132),
    [anon_sym_copies] = ACTIONS(132),
    [anon_sym_deal] = ACTIONS(132),
    [anon_sym_each] = ACTIONS(132),
    [anon_sym_hands] = ACTIONS(132),
    [anon_sym_as] = ACTIONS(132),
    [anon_sym_control] = ACTIONS(132),
    [anon_sym_skip] = ACTIONS(132),
    [anon_sym_swap] = ACTIONS(132),
    [anon_sym_partner] = ACTIONS(132),
    [anon_sym_split] = ACTIONS(132),
    [anon_sym_pass] = ACTIONS(132),
    [anon_sym_then] = ACTIONS(132),
    [anon_sym_play] = ACTIONS(132),
    [anon_sym_again] = ACTIONS(132),
    [anon_sym_cancel] = ACTIONS(132),
    [anon_sym_for] = ACTIONS(132),
    [anon_sym_replay] = ACTIONS(132),
    [anon_sym_stay] = ACTIONS(132),
    [anon_sym_exchange] = ACTIONS(132),
    [anon_sym_with] = ACTIONS(132),
    [anon_sym_announce] = ACTIONS(132),
    [anon_sym_deeper] = ACTIONS(132),
    [anon_sym_score] = ACTIONS(132),
    [anon_sym_attacked] = ACTIONS(132),
    [anon_sym_long] = ACTIONS(132),
    [anon_sym_reversing] = ACTIONS(132),
    [anon_sym_once] = ACTIONS(132),
    [anon_sym_continue] = ACTIONS(132),
    [anon_sym_merge] = ACTIONS(132),
    [anon_sym_same] = ACTIONS(132),
    [anon_sym_captures] = ACTIONS(132),
    [anon_sym_falling] = ACTIONS(132),
    [anon_sym_line] = ACTIONS(132),
    [anon_sym_moves] = ACTIONS(132),
    [anon_sym_flipping] = ACTIONS(132),
    [anon_sym_hex] = ACTIONS(132),
    [anon_sym_connects] = ACTIONS(132),
    [anon_sym_shoot] = ACTIONS(132),
    [anon_sym_allowed] = ACTIONS(132),
    [anon_sym_next] = ACTIONS(132),
    [anon_sym_claim] = ACTIONS(132),
    [anon_sym_moved] = ACTIONS(132),
    [anon_sym_en_DASHpassant] = ACTIONS(132),
    [anon_sym_hand] = ACTIONS(132),
    [anon_sym_counter] = ACTIONS(132),
    [anon_sym_LPAREN] = ACTIONS(57),
    [anon_sym_LT_EQ] = ACTIONS(49),
    [anon_sym_GT_EQ] = ACTIONS(49),
    [anon_sym_BANG_EQ] = ACTIONS(49),
    [anon_sym_LT] = ACTIONS(59),
    [anon_sym_GT] = ACTIONS(59),
    [anon_sym_DOT_DOT] = ACTIONS(49),
    [anon_sym_PIPE] = ACTIONS(49),
    [sym_integer] = ACTIONS(150),
    [sym_string] = ACTIONS(150),
    [sym_comment] = ACTIONS(3),
  },
  [14] = {
    [sym__statement_part] = STATE(14),
    [sym_group] = STATE(14),
    [sym_operator] = STATE(14),
    [aux_sym_move_statement_repeat1] = STATE(14),
    [sym_name] = ACTIONS(160),
    [anon_sym_game] = ACTIONS(163),
    [anon_sym_extends] = ACTIONS(163),
    [anon_sym_players] = ACTIONS(163),
    [anon_sym_sides] = ACTIONS(163),
    [anon_sym_board] = ACTIONS(163),
    [anon_sym_setup] = ACTIONS(163),
    [anon_sym_rules] = ACTIONS(163),
    [anon_sym_end] = ACTIONS(163),
    [anon_sym_turn] = ACTIONS(163),
    [anon_sym_cards] = ACTIONS(163),
    [anon_sym_picture] = ACTIONS(163),
    [anon_sym_directions] = ACTIONS(163),
    [anon_sym_EQ] = ACTIONS(166),
    [anon_sym_COMMA] = ACTIONS(169),
    [anon_sym_zone] = ACTIONS(163),
    [anon_sym_COLON] = ACTIONS(169),
    [anon_sym_piece] = ACTIONS(163),
    [anon_sym_card] = ACTIONS(163),
    [anon_sym_counters] = ACTIONS(163),
    [anon_sym_track] = ACTIONS(163),
    [anon_sym_loop] = ACTIONS(163),
    [anon_sym_branch] = ACTIONS(163),
    [anon_sym_from] = ACTIONS(163),
    [anon_sym_store] = ACTIONS(163),
    [anon_sym_remove] = ACTIONS(163),
    [anon_sym_rank] = ACTIONS(163),
    [anon_sym_file] = ACTIONS(163),
    [anon_sym_RBRACE] = ACTIONS(172),
    [anon_sym_step] = ACTIONS(174),
    [anon_sym_slide] = ACTIONS(174),
    [anon_sym_leap] = ACTIONS(174),
    [anon_sym_jump] = ACTIONS(174),
    [anon_sym_hop] = ACTIONS(174),
    [anon_sym_along] = ACTIONS(174),
    [anon_sym_enter] = ACTIONS(174),
    [anon_sym_castle] = ACTIONS(174),
    [anon_sym_bear] = ACTIONS(174),
    [anon_sym_symbols] = ACTIONS(174),
    [anon_sym_glyphs] = ACTIONS(174),
    [anon_sym_promote] = ACTIONS(174),
    [anon_sym_royal] = ACTIONS(174),
    [anon_sym_neutral] = ACTIONS(174),
    [anon_sym_stored] = ACTIONS(174),
    [anon_sym_grid] = ACTIONS(163),
    [anon_sym_cells] = ACTIONS(163),
    [anon_sym_numbers] = ACTIONS(163),
    [anon_sym_by] = ACTIONS(163),
    [anon_sym_to] = ACTIONS(163),
    [anon_sym_over] = ACTIONS(163),
    [anon_sym_chained] = ACTIONS(163),
    [anon_sym_on] = ACTIONS(163),
    [anon_sym_ends] = ACTIONS(163),
    [anon_sym_move] = ACTIONS(163),
    [anon_sym_mandatory] = ACTIONS(163),
    [anon_sym_no] = ACTIONS(163),
    [anon_sym_repetition] = ACTIONS(163),
    [anon_sym_plies] = ACTIONS(163),
    [anon_sym_since] = ACTIONS(163),
    [anon_sym_stacks] = ACTIONS(163),
    [anon_sym_unlimited] = ACTIONS(163),
    [anon_sym_onto] = ACTIONS(163),
    [anon_sym_lift] = ACTIONS(163),
    [anon_sym_if] = ACTIONS(163),
    [anon_sym_and] = ACTIONS(163),
    [anon_sym_or] = ACTIONS(163),
    [anon_sym_not] = ACTIONS(163),
    [anon_sym_below] = ACTIONS(163),
    [anon_sym_is] = ACTIONS(163),
    [anon_sym_in] = ACTIONS(163),
    [anon_sym_height] = ACTIONS(163),
    [anon_sym_count] = ACTIONS(163),
    [anon_sym_showing] = ACTIONS(163),
    [anon_sym_pieces] = ACTIONS(163),
    [anon_sym_off] = ACTIONS(163),
    [anon_sym_after] = ACTIONS(163),
    [anon_sym_stack] = ACTIONS(163),
    [anon_sym_max] = ACTIONS(163),
    [anon_sym_exactly] = ACTIONS(163),
    [anon_sym_passing] = ACTIONS(163),
    [anon_sym_flying] = ACTIONS(163),
    [anon_sym_connected] = ACTIONS(163),
    [anon_sym_within] = ACTIONS(163),
    [anon_sym_avoiding] = ACTIONS(163),
    [anon_sym_stopping] = ACTIONS(163),
    [anon_sym_actions] = ACTIONS(163),
    [anon_sym_until] = ACTIONS(163),
    [anon_sym_at] = ACTIONS(163),
    [anon_sym_most] = ACTIONS(163),
    [anon_sym_steal] = ACTIONS(163),
    [anon_sym_adjacent] = ACTIONS(163),
    [anon_sym_enters] = ACTIONS(163),
    [anon_sym_when] = ACTIONS(163),
    [anon_sym_add] = ACTIONS(163),
    [anon_sym_clear] = ACTIONS(163),
    [anon_sym_reset] = ACTIONS(163),
    [anon_sym_place] = ACTIONS(163),
    [anon_sym_of] = ACTIONS(163),
    [anon_sym_into] = ACTIONS(163),
    [anon_sym_arrows] = ACTIONS(163),
    [anon_sym_colour] = ACTIONS(163),
    [anon_sym_beside] = ACTIONS(163),
    [anon_sym_legend] = ACTIONS(163),
    [anon_sym_team] = ACTIONS(163),
    [anon_sym_copies] = ACTIONS(163),
    [anon_sym_deal] = ACTIONS(163),
    [anon_sym_each] = ACTIONS(163),
    [anon_sym_hands] = ACTIONS(163),
    [anon_sym_as] = ACTIONS(163),
    [anon_sym_control] = ACTIONS(163),
    [anon_sym_skip] = ACTIONS(163),
    [anon_sym_swap] = ACTIONS(163),
    [anon_sym_partner] = ACTIONS(163),
    [anon_sym_split] = ACTIONS(163),
    [anon_sym_pass] = ACTIONS(163),
    [anon_sym_then] = ACTIONS(163),
    [anon_sym_play] = ACTIONS(163),
    [anon_sym_again] = ACTIONS(163),
    [anon_sym_cancel] = ACTIONS(163),
    [anon_sym_for] = ACTIONS(163),
    [anon_sym_replay] = ACTIONS(163),
    [anon_sym_stay] = ACTIONS(163),
    [anon_sym_exchange] = ACTIONS(163),
    [anon_sym_with] = ACTIONS(163),
    [anon_sym_announce] = ACTIONS(163),
    [anon_sym_deeper] = ACTIONS(163),
    [anon_sym_score] = ACTIONS(163),
    [anon_sym_attacked] = ACTIONS(163),
    [anon_sym_long] = ACTIONS(163),
    [anon_sym_reversing] = ACTIONS(163),
    [anon_sym_once] = ACTIONS(163),
    [anon_sym_continue] = ACTIONS(163),
    [anon_sym_merge] = ACTIONS(163),
    [anon_sym_same] = ACTIONS(163),
    [anon_sym_captures] = ACTIONS(163),
    [anon_sym_falling] = ACTIONS(163),
    [anon_sym_line] = ACTIONS(163),
    [anon_sym_moves] = ACTIONS(163),
    [anon_sym_flipping] = ACTIONS(163),
    [anon_sym_hex] = ACTIONS(163),
    [anon_sym_connects] = ACTIONS(163),
    [anon_sym_shoot] = ACTIONS(163),
    [anon_sym_allowed] = ACTIONS(163),
    [anon_sym_next] = ACTIONS(163),
    [anon_sym_claim] = ACTIONS(163),
    [anon_sym_moved] = ACTIONS(163),
    [anon_sym_en_DASHpassant] = ACTIONS(163),
    [anon_sym_hand] = ACTIONS(163),
    [anon_sym_counter] = ACTIONS(163),
    [anon_sym_LPAREN] = ACTIONS(176),
    [anon_sym_LT_EQ] = ACTIONS(166),
    [anon_sym_GT_EQ] = ACTIONS(166),
    [anon_sym_BANG_EQ] = ACTIONS(166),
    [anon_sym_LT] = ACTIONS(179),
    [anon_sym_GT] = ACTIONS(179),
    [anon_sym_DOT_DOT] = ACTIONS(166),
    [anon_sym_PIPE] = ACTIONS(166),
    [sym_integer] = ACTIONS(169),
    [sym_string] = ACTIONS(169),
    [sym_comment] = ACTIONS(3),
  },
  [15] = {
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
    [anon_sym_picture] = ACTIONS(182),
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
    [anon_sym_remove] = ACTIONS(182),
    [anon_sym_rank] = ACTIONS(182),
    [anon_sym_file] = ACTIONS(182),
    [anon_sym_LBRACE] = ACTIONS(184),
    [anon_sym_RBRACE] = ACTIONS(184),
    [anon_sym_step] = ACTIONS(182),
    [anon_sym_slide] = ACTIONS(182),
    [anon_sym_leap] = ACTIONS(182),
    [anon_sym_jump] = ACTIONS(182),
    [anon_sym_hop] = ACTIONS(182),
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
    [anon_sym_arrows] = ACTIONS(182),
    [anon_sym_colour] = ACTIONS(182),
    [anon_sym_beside] = ACTIONS(182),
    [anon_sym_legend] = ACTIONS(182),
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
    [anon_sym_same] = ACTIONS(182),
    [anon_sym_captures] = ACTIONS(182),
    [anon_sym_falling] = ACTIONS(182),
    [anon_sym_line] = ACTIONS(182),
    [anon_sym_moves] = ACTIONS(182),
    [anon_sym_flipping] = ACTIONS(182),
    [anon_sym_hex] = ACTIONS(182),
    [anon_sym_connects] = ACTIONS(182),
    [anon_sym_shoot] = ACTIONS(182),
    [anon_sym_allowed] = ACTIONS(182),
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
  [16] = {
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
    [anon_sym_picture] = ACTIONS(186),
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
    [anon_sym_remove] = ACTIONS(186),
    [anon_sym_rank] = ACTIONS(186),
    [anon_sym_file] = ACTIONS(186),
    [anon_sym_LBRACE] = ACTIONS(188),
    [anon_sym_RBRACE] = ACTIONS(188),
    [anon_sym_step] = ACTIONS(186),
    [anon_sym_slide] = ACTIONS(186),
    [anon_sym_leap] = ACTIONS(186),
    [anon_sym_jump] = ACTIONS(186),
    [anon_sym_hop] = ACTIONS(186),
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
    [anon_sym_arrows] = ACTIONS(186),
    [anon_sym_colour] = ACTIONS(186),
    [anon_sym_beside] = ACTIONS(186),
    [anon_sym_legend] = ACTIONS(186),
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
    [anon_sym_same] = ACTIONS(186),
    [anon_sym_captures] = ACTIONS(186),
    [anon_sym_falling] = ACTIONS(186),
    [anon_sym_line] = ACTIONS(186),
    [anon_sym_moves] = ACTIONS(186),
    [anon_sym_flipping] = ACTIONS(186),
    [anon_sym_hex] = ACTIONS(186),
    [anon_sym_connects] = ACTIONS(186),
    [anon_sym_shoot] = ACTIONS(186),
    [anon_sym_allowed] = ACTIONS(186),
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
  [17] = {
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
    [anon_sym_picture] = ACTIONS(190),
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
    [anon_sym_remove] = ACTIONS(190),
    [anon_sym_rank] = ACTIONS(190),
    [anon_sym_file] = ACTIONS(190),
    [anon_sym_LBRACE] = ACTIONS(192),
    [anon_sym_RBRACE] = ACTIONS(192),
    [anon_sym_step] = ACTIONS(190),
    [anon_sym_slide] = ACTIONS(190),
    [anon_sym_leap] = ACTIONS(190),
    [anon_sym_jump] = ACTIONS(190),
    [anon_sym_hop] = ACTIONS(190),
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
    [anon_sym_arrows] = ACTIONS(190),
    [anon_sym_colour] = ACTIONS(190),
    [anon_sym_beside] = ACTIONS(190),
    [anon_sym_legend] = ACTIONS(190),
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
    [anon_sym_same] = ACTIONS(190),
    [anon_sym_captures] = ACTIONS(190),
    [anon_sym_falling] = ACTIONS(190),
    [anon_sym_line] = ACTIONS(190),
    [anon_sym_moves] = ACTIONS(190),
    [anon_sym_flipping] = ACTIONS(190),
    [anon_sym_hex] = ACTIONS(190),
    [anon_sym_connects] = ACTIONS(190),
    [anon_sym_shoot] = ACTIONS(190),
    [anon_sym_allowed] = ACTIONS(190),
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
  [18] = {
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
    [anon_sym_picture] = ACTIONS(194),
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
    [anon_sym_remove] = ACTIONS(194),
    [anon_sym_rank] = ACTIONS(194),
    [anon_sym_file] = ACTIONS(194),
    [anon_sym_LBRACE] = ACTIONS(196),
    [anon_sym_RBRACE] = ACTIONS(196),
    [anon_sym_step] = ACTIONS(194),
    [anon_sym_slide] = ACTIONS(194),
    [anon_sym_leap] = ACTIONS(194),
    [anon_sym_jump] = ACTIONS(194),
    [anon_sym_hop] = ACTIONS(194),
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
    [anon_sym_arrows] = ACTIONS(194),
    [anon_sym_colour] = ACTIONS(194),
    [anon_sym_beside] = ACTIONS(194),
    [anon_sym_legend] = ACTIONS(194),
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
    [anon_sym_same] = ACTIONS(194),
    [anon_sym_captures] = ACTIONS(194),
    [anon_sym_falling] = ACTIONS(194),
    [anon_sym_line] = ACTIONS(194),
    [anon_sym_moves] = ACTIONS(194),
    [anon_sym_flipping] = ACTIONS(194),
    [anon_sym_hex] = ACTIONS(194),
    [anon_sym_connects] = ACTIONS(194),
    [anon_sym_shoot] = ACTIONS(194),
    [anon_sym_allowed] = ACTIONS(194),
    [anon_sym_next] = ACTIONS(194),
    [anon_sym_claim] = ACTIONS(194),
    [anon_sym_moved] = ACTIONS(194),
    [anon_sym_en_DASHpassant] = ACTIONS(194),
    [anon_sym_hand] = ACTIONS(194),
    [anon_sym_counter] = ACTIONS(194),
    [anon_sym_LPAREN] = ACTIONS(196),
    [anon_sym_RPAREN] = ACTIONS(196),
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
  [19] = {
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
    [anon_sym_picture] = ACTIONS(198),
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
    [anon_sym_remove] = ACTIONS(198),
    [anon_sym_rank] = ACTIONS(198),
    [anon_sym_file] = ACTIONS(198),
    [anon_sym_LBRACE] = ACTIONS(200),
    [anon_sym_RBRACE] = ACTIONS(200),
    [anon_sym_step] = ACTIONS(198),
    [anon_sym_slide] = ACTIONS(198),
    [anon_sym_leap] = ACTIONS(198),
    [anon_sym_jump] = ACTIONS(198),
    [anon_sym_hop] = ACTIONS(198),
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
    [anon_sym_arrows] = ACTIONS(198),
    [anon_sym_colour] = ACTIONS(198),
    [anon_sym_beside] = ACTIONS(198),
    [anon_sym_legend] = ACTIONS(198),
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
    [anon_sym_same] = ACTIONS(198),
    [anon_sym_captures] = ACTIONS(198),
    [anon_sym_falling] = ACTIONS(198),
    [anon_sym_line] = ACTIONS(198),
    [anon_sym_moves] = ACTIONS(198),
    [anon_sym_flipping] = ACTIONS(198),
    [anon_sym_hex] = ACTIONS(198),
    [anon_sym_connects] = ACTIONS(198),
    [anon_sym_shoot] = ACTIONS(198),
    [anon_sym_allowed] = ACTIONS(198),
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
  [20] = {
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
    [anon_sym_picture] = ACTIONS(202),
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
    [anon_sym_remove] = ACTIONS(202),
    [anon_sym_rank] = ACTIONS(202),
    [anon_sym_file] = ACTIONS(202),
    [anon_sym_LBRACE] = ACTIONS(204),
    [anon_sym_RBRACE] = ACTIONS(204),
    [anon_sym_step] = ACTIONS(202),
    [anon_sym_slide] = ACTIONS(202),
    [anon_sym_leap] = ACTIONS(202),
    [anon_sym_jump] = ACTIONS(202),
    [anon_sym_hop] = ACTIONS(202),
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
    [anon_sym_arrows] = ACTIONS(202),
    [anon_sym_colour] = ACTIONS(202),
    [anon_sym_beside] = ACTIONS(202),
    [anon_sym_legend] = ACTIONS(202),
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
    [anon_sym_same] = ACTIONS(202),
    [anon_sym_captures] = ACTIONS(202),
    [anon_sym_falling] = ACTIONS(202),
    [anon_sym_line] = ACTIONS(202),
    [anon_sym_moves] = ACTIONS(202),
    [anon_sym_flipping] = ACTIONS(202),
    [anon_sym_hex] = ACTIONS(202),
    [anon_sym_connects] = ACTIONS(202),
    [anon_sym_shoot] = ACTIONS(202),
    [anon_sym_allowed] = ACTIONS(202),
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
  [21] = {
    [sym_name] = ACTIONS(206),
    [anon_sym_game] = ACTIONS(206),
    [anon_sym_extends] = ACTIONS(206),
    [anon_sym_players] = ACTIONS(206),
    [anon_sym_sides] = ACTIONS(206),
    [anon_sym_board] = ACTIONS(206),
    [anon_sym_setup] = ACTIONS(206),
    [anon_sym_rules] = ACTIONS(206),
    [anon_sym_end] = ACTIONS(206),
    [anon_sym_turn] = ACTIONS(206),
    [anon_sym_cards] = ACTIONS(206),
    [anon_sym_picture] = ACTIONS(206),
    [anon_sym_directions] = ACTIONS(206),
    [anon_sym_EQ] = ACTIONS(208),
    [anon_sym_COMMA] = ACTIONS(208),
    [anon_sym_zone] = ACTIONS(206),
    [anon_sym_COLON] = ACTIONS(208),
    [anon_sym_piece] = ACTIONS(206),
    [anon_sym_card] = ACTIONS(206),
    [anon_sym_counters] = ACTIONS(206),
    [anon_sym_track] = ACTIONS(206),
    [anon_sym_loop] = ACTIONS(206),
    [anon_sym_branch] = ACTIONS(206),
    [anon_sym_from] = ACTIONS(206),
    [anon_sym_store] = ACTIONS(206),
    [anon_sym_remove] = ACTIONS(206),
    [anon_sym_rank] = ACTIONS(206),
    [anon_sym_file] = ACTIONS(206),
    [anon_sym_RBRACE] = ACTIONS(208),
    [anon_sym_step] = ACTIONS(206),
    [anon_sym_slide] = ACTIONS(206),
    [anon_sym_leap] = ACTIONS(206),
    [anon_sym_jump] = ACTIONS(206),
    [anon_sym_hop] = ACTIONS(206),
    [anon_sym_along] = ACTIONS(206),
    [anon_sym_enter] = ACTIONS(206),
    [anon_sym_castle] = ACTIONS(206),
    [anon_sym_bear] = ACTIONS(206),
    [anon_sym_symbols] = ACTIONS(206),
    [anon_sym_glyphs] = ACTIONS(206),
    [anon_sym_promote] = ACTIONS(206),
    [anon_sym_royal] = ACTIONS(206),
    [anon_sym_neutral] = ACTIONS(206),
    [anon_sym_stored] = ACTIONS(206),
    [anon_sym_grid] = ACTIONS(206),
    [anon_sym_cells] = ACTIONS(206),
    [anon_sym_numbers] = ACTIONS(206),
    [anon_sym_by] = ACTIONS(206),
    [anon_sym_to] = ACTIONS(206),
    [anon_sym_over] = ACTIONS(206),
    [anon_sym_chained] = ACTIONS(206),
    [anon_sym_on] = ACTIONS(206),
    [anon_sym_ends] = ACTIONS(206),
    [anon_sym_move] = ACTIONS(206),
    [anon_sym_mandatory] = ACTIONS(206),
    [anon_sym_no] = ACTIONS(206),
    [anon_sym_repetition] = ACTIONS(206),
    [anon_sym_plies] = ACTIONS(206),
    [anon_sym_since] = ACTIONS(206),
    [anon_sym_stacks] = ACTIONS(206),
    [anon_sym_unlimited] = ACTIONS(206),
    [anon_sym_onto] = ACTIONS(206),
    [anon_sym_lift] = ACTIONS(206),
    [anon_sym_if] = ACTIONS(206),
    [anon_sym_and] = ACTIONS(206),
    [anon_sym_or] = ACTIONS(206),
    [anon_sym_not] = ACTIONS(206),
    [anon_sym_below] = ACTIONS(206),
    [anon_sym_is] = ACTIONS(206),
    [anon_sym_in] = ACTIONS(206),
    [anon_sym_height] = ACTIONS(206),
    [anon_sym_count] = ACTIONS(206),
    [anon_sym_showing] = ACTIONS(206),
    [anon_sym_pieces] = ACTIONS(206),
    [anon_sym_off] = ACTIONS(206),
    [anon_sym_after] = ACTIONS(206),
    [anon_sym_stack] = ACTIONS(206),
    [anon_sym_max] = ACTIONS(206),
    [anon_sym_exactly] = ACTIONS(206),
    [anon_sym_passing] = ACTIONS(206),
    [anon_sym_flying] = ACTIONS(206),
    [anon_sym_connected] = ACTIONS(206),
    [anon_sym_within] = ACTIONS(206),
    [anon_sym_avoiding] = ACTIONS(206),
    [anon_sym_stopping] = ACTIONS(206),
    [anon_sym_actions] = ACTIONS(206),
    [anon_sym_until] = ACTIONS(206),
    [anon_sym_at] = ACTIONS(206),
    [anon_sym_most] = ACTIONS(206),
    [anon_sym_steal] = ACTIONS(206),
    [anon_sym_adjacent] = ACTIONS(206),
    [anon_sym_enters] = ACTIONS(206),
    [anon_sym_when] = ACTIONS(206),
    [anon_sym_add] = ACTIONS(206),
    [anon_sym_clear] = ACTIONS(206),
    [anon_sym_reset] = ACTIONS(206),
    [anon_sym_place] = ACTIONS(206),
    [anon_sym_of] = ACTIONS(206),
    [anon_sym_into] = ACTIONS(206),
    [anon_sym_arrows] = ACTIONS(206),
    [anon_sym_colour] = ACTIONS(206),
    [anon_sym_beside] = ACTIONS(206),
    [anon_sym_legend] = ACTIONS(206),
    [anon_sym_team] = ACTIONS(206),
    [anon_sym_copies] = ACTIONS(206),
    [anon_sym_deal] = ACTIONS(206),
    [anon_sym_each] = ACTIONS(206),
    [anon_sym_hands] = ACTIONS(206),
    [anon_sym_as] = ACTIONS(206),
    [anon_sym_control] = ACTIONS(206),
    [anon_sym_skip] = ACTIONS(206),
    [anon_sym_swap] = ACTIONS(206),
    [anon_sym_partner] = ACTIONS(206),
    [anon_sym_split] = ACTIONS(206),
    [anon_sym_pass] = ACTIONS(206),
    [anon_sym_then] = ACTIONS(206),
    [anon_sym_play] = ACTIONS(206),
    [anon_sym_again] = ACTIONS(206),
    [anon_sym_cancel] = ACTIONS(206),
    [anon_sym_for] = ACTIONS(206),
    [anon_sym_replay] = ACTIONS(206),
    [anon_sym_stay] = ACTIONS(206),
    [anon_sym_exchange] = ACTIONS(206),
    [anon_sym_with] = ACTIONS(206),
    [anon_sym_announce] = ACTIONS(206),
    [anon_sym_deeper] = ACTIONS(206),
    [anon_sym_score] = ACTIONS(206),
    [anon_sym_attacked] = ACTIONS(206),
    [anon_sym_long] = ACTIONS(206),
    [anon_sym_reversing] = ACTIONS(206),
    [anon_sym_once] = ACTIONS(206),
    [anon_sym_continue] = ACTIONS(206),
    [anon_sym_merge] = ACTIONS(206),
    [anon_sym_same] = ACTIONS(206),
    [anon_sym_captures] = ACTIONS(206),
    [anon_sym_falling] = ACTIONS(206),
    [anon_sym_line] = ACTIONS(206),
    [anon_sym_moves] = ACTIONS(206),
    [anon_sym_flipping] = ACTIONS(206),
    [anon_sym_hex] = ACTIONS(206),
    [anon_sym_connects] = ACTIONS(206),
    [anon_sym_shoot] = ACTIONS(206),
    [anon_sym_allowed] = ACTIONS(206),
    [anon_sym_next] = ACTIONS(206),
    [anon_sym_claim] = ACTIONS(206),
    [anon_sym_moved] = ACTIONS(206),
    [anon_sym_en_DASHpassant] = ACTIONS(206),
    [anon_sym_hand] = ACTIONS(206),
    [anon_sym_counter] = ACTIONS(206),
    [anon_sym_LPAREN] = ACTIONS(208),
    [anon_sym_LT_EQ] = ACTIONS(208),
    [anon_sym_GT_EQ] = ACTIONS(208),
    [anon_sym_BANG_EQ] = ACTIONS(208),
    [anon_sym_LT] = ACTIONS(206),
    [anon_sym_GT] = ACTIONS(206),
    [anon_sym_DOT_DOT] = ACTIONS(208),
    [anon_sym_PIPE] = ACTIONS(208),
    [sym_integer] = ACTIONS(208),
    [sym_string] = ACTIONS(208),
    [sym_comment] = ACTIONS(3),
  },
};

static const uint16_t ts_small_parse_table[] = {
  [0] = 22,
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
      anon_sym_picture,
    ACTIONS(27), 1,
      anon_sym_directions,
    ACTIONS(29), 1,
      anon_sym_zone,
    ACTIONS(31), 1,
      anon_sym_piece,
    ACTIONS(33), 1,
      anon_sym_card,
    ACTIONS(35), 1,
      anon_sym_counters,
    ACTIONS(37), 1,
      anon_sym_track,
    ACTIONS(39), 1,
      anon_sym_branch,
    ACTIONS(41), 1,
      anon_sym_store,
    ACTIONS(43), 1,
      anon_sym_remove,
    ACTIONS(210), 1,
      ts_builtin_sym_end,
    STATE(23), 21,
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
      sym_picture_item,
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
  [87] = 22,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(212), 1,
      ts_builtin_sym_end,
    ACTIONS(214), 1,
      anon_sym_game,
    ACTIONS(217), 1,
      anon_sym_players,
    ACTIONS(220), 1,
      anon_sym_sides,
    ACTIONS(223), 1,
      anon_sym_board,
    ACTIONS(226), 1,
      anon_sym_setup,
    ACTIONS(229), 1,
      anon_sym_rules,
    ACTIONS(232), 1,
      anon_sym_end,
    ACTIONS(235), 1,
      anon_sym_turn,
    ACTIONS(238), 1,
      anon_sym_cards,
    ACTIONS(241), 1,
      anon_sym_picture,
    ACTIONS(244), 1,
      anon_sym_directions,
    ACTIONS(247), 1,
      anon_sym_zone,
    ACTIONS(250), 1,
      anon_sym_piece,
    ACTIONS(253), 1,
      anon_sym_card,
    ACTIONS(256), 1,
      anon_sym_counters,
    ACTIONS(259), 1,
      anon_sym_track,
    ACTIONS(262), 1,
      anon_sym_branch,
    ACTIONS(265), 1,
      anon_sym_store,
    ACTIONS(268), 1,
      anon_sym_remove,
    STATE(23), 21,
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
      sym_picture_item,
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
  [174] = 9,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(271), 1,
      ts_builtin_sym_end,
    ACTIONS(273), 1,
      sym_name,
    ACTIONS(281), 2,
      anon_sym_COMMA,
      sym_integer,
    ACTIONS(284), 2,
      anon_sym_rank,
      anon_sym_file,
    ACTIONS(287), 2,
      anon_sym_LT,
      anon_sym_GT,
    STATE(24), 2,
      sym_operator,
      aux_sym_region_repeat1,
    ACTIONS(278), 6,
      anon_sym_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_BANG_EQ,
      anon_sym_DOT_DOT,
      anon_sym_PIPE,
    ACTIONS(276), 19,
      anon_sym_game,
      anon_sym_players,
      anon_sym_sides,
      anon_sym_board,
      anon_sym_setup,
      anon_sym_rules,
      anon_sym_end,
      anon_sym_turn,
      anon_sym_cards,
      anon_sym_picture,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_card,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [229] = 9,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(290), 1,
      ts_builtin_sym_end,
    ACTIONS(292), 1,
      sym_name,
    ACTIONS(298), 2,
      anon_sym_COMMA,
      sym_integer,
    ACTIONS(300), 2,
      anon_sym_rank,
      anon_sym_file,
    ACTIONS(302), 2,
      anon_sym_LT,
      anon_sym_GT,
    STATE(24), 2,
      sym_operator,
      aux_sym_region_repeat1,
    ACTIONS(296), 6,
      anon_sym_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_BANG_EQ,
      anon_sym_DOT_DOT,
      anon_sym_PIPE,
    ACTIONS(294), 19,
      anon_sym_game,
      anon_sym_players,
      anon_sym_sides,
      anon_sym_board,
      anon_sym_setup,
      anon_sym_rules,
      anon_sym_end,
      anon_sym_turn,
      anon_sym_cards,
      anon_sym_picture,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_card,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [284] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(304), 9,
      ts_builtin_sym_end,
      anon_sym_EQ,
      anon_sym_COMMA,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_BANG_EQ,
      anon_sym_DOT_DOT,
      anon_sym_PIPE,
      sym_integer,
    ACTIONS(306), 24,
      anon_sym_game,
      anon_sym_players,
      anon_sym_sides,
      anon_sym_board,
      anon_sym_setup,
      anon_sym_rules,
      anon_sym_end,
      anon_sym_turn,
      anon_sym_cards,
      anon_sym_picture,
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
  [325] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(192), 9,
      ts_builtin_sym_end,
      anon_sym_EQ,
      anon_sym_COMMA,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_BANG_EQ,
      anon_sym_DOT_DOT,
      anon_sym_PIPE,
      sym_integer,
    ACTIONS(190), 24,
      anon_sym_game,
      anon_sym_players,
      anon_sym_sides,
      anon_sym_board,
      anon_sym_setup,
      anon_sym_rules,
      anon_sym_end,
      anon_sym_turn,
      anon_sym_cards,
      anon_sym_picture,
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
  [366] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(310), 1,
      anon_sym_COMMA,
    ACTIONS(312), 1,
      anon_sym_card,
    STATE(29), 1,
      aux_sym_directions_item_repeat1,
    ACTIONS(308), 19,
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
      anon_sym_picture,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [400] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(310), 1,
      anon_sym_COMMA,
    ACTIONS(316), 1,
      anon_sym_card,
    STATE(34), 1,
      aux_sym_directions_item_repeat1,
    ACTIONS(314), 19,
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
      anon_sym_picture,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [434] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(310), 1,
      anon_sym_COMMA,
    ACTIONS(320), 1,
      anon_sym_card,
    STATE(33), 1,
      aux_sym_directions_item_repeat1,
    ACTIONS(318), 19,
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
      anon_sym_picture,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [468] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(310), 1,
      anon_sym_COMMA,
    ACTIONS(324), 1,
      anon_sym_card,
    STATE(34), 1,
      aux_sym_directions_item_repeat1,
    ACTIONS(322), 19,
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
      anon_sym_picture,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [502] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(310), 1,
      anon_sym_COMMA,
    ACTIONS(328), 1,
      anon_sym_card,
    STATE(31), 1,
      aux_sym_directions_item_repeat1,
    ACTIONS(326), 19,
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
      anon_sym_picture,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [536] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(310), 1,
      anon_sym_COMMA,
    ACTIONS(332), 1,
      anon_sym_card,
    STATE(34), 1,
      aux_sym_directions_item_repeat1,
    ACTIONS(330), 19,
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
      anon_sym_picture,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [570] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(336), 1,
      anon_sym_COMMA,
    ACTIONS(339), 1,
      anon_sym_card,
    STATE(34), 1,
      aux_sym_directions_item_repeat1,
    ACTIONS(334), 19,
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
      anon_sym_picture,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [604] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(343), 1,
      anon_sym_extends,
    ACTIONS(345), 1,
      anon_sym_card,
    ACTIONS(341), 19,
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
      anon_sym_picture,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [635] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(339), 1,
      anon_sym_card,
    ACTIONS(334), 20,
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
      anon_sym_picture,
      anon_sym_directions,
      anon_sym_COMMA,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [664] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(349), 1,
      anon_sym_card,
    ACTIONS(347), 19,
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
      anon_sym_picture,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [692] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(353), 1,
      anon_sym_card,
    ACTIONS(351), 19,
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
      anon_sym_picture,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [720] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(357), 1,
      anon_sym_card,
    ACTIONS(355), 19,
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
      anon_sym_picture,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [748] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(198), 1,
      anon_sym_card,
    ACTIONS(200), 19,
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
      anon_sym_picture,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [776] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(361), 1,
      anon_sym_card,
    ACTIONS(359), 19,
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
      anon_sym_picture,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [804] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(202), 1,
      anon_sym_card,
    ACTIONS(204), 19,
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
      anon_sym_picture,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [832] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(365), 1,
      anon_sym_card,
    ACTIONS(363), 19,
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
      anon_sym_picture,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [860] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(369), 1,
      anon_sym_card,
    ACTIONS(367), 19,
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
      anon_sym_picture,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [888] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(373), 1,
      anon_sym_card,
    ACTIONS(371), 19,
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
      anon_sym_picture,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [916] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(377), 1,
      anon_sym_card,
    ACTIONS(375), 19,
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
      anon_sym_picture,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [944] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(381), 1,
      anon_sym_card,
    ACTIONS(379), 19,
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
      anon_sym_picture,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [972] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(385), 1,
      anon_sym_card,
    ACTIONS(383), 19,
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
      anon_sym_picture,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1000] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(389), 1,
      anon_sym_card,
    ACTIONS(387), 19,
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
      anon_sym_picture,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1028] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(393), 1,
      anon_sym_card,
    ACTIONS(391), 19,
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
      anon_sym_picture,
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
    ACTIONS(397), 1,
      anon_sym_card,
    ACTIONS(395), 19,
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
      anon_sym_picture,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1084] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(401), 1,
      anon_sym_card,
    ACTIONS(399), 19,
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
      anon_sym_picture,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1112] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(405), 1,
      anon_sym_card,
    ACTIONS(403), 19,
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
      anon_sym_picture,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1140] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(409), 1,
      anon_sym_card,
    ACTIONS(407), 19,
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
      anon_sym_picture,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1168] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(413), 1,
      anon_sym_card,
    ACTIONS(411), 19,
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
      anon_sym_picture,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1196] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(417), 1,
      anon_sym_card,
    ACTIONS(415), 19,
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
      anon_sym_picture,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1224] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(421), 1,
      anon_sym_card,
    ACTIONS(419), 19,
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
      anon_sym_picture,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1252] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(425), 1,
      anon_sym_card,
    ACTIONS(423), 19,
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
      anon_sym_picture,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1280] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(427), 1,
      anon_sym_RBRACE,
    STATE(60), 3,
      sym_move_statement,
      sym_property_statement,
      aux_sym_piece_block_repeat1,
    ACTIONS(431), 6,
      anon_sym_symbols,
      anon_sym_glyphs,
      anon_sym_promote,
      anon_sym_royal,
      anon_sym_neutral,
      anon_sym_stored,
    ACTIONS(429), 9,
      anon_sym_step,
      anon_sym_slide,
      anon_sym_leap,
      anon_sym_jump,
      anon_sym_hop,
      anon_sym_along,
      anon_sym_enter,
      anon_sym_castle,
      anon_sym_bear,
  [1311] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(433), 1,
      anon_sym_RBRACE,
    STATE(61), 3,
      sym_move_statement,
      sym_property_statement,
      aux_sym_piece_block_repeat1,
    ACTIONS(431), 6,
      anon_sym_symbols,
      anon_sym_glyphs,
      anon_sym_promote,
      anon_sym_royal,
      anon_sym_neutral,
      anon_sym_stored,
    ACTIONS(429), 9,
      anon_sym_step,
      anon_sym_slide,
      anon_sym_leap,
      anon_sym_jump,
      anon_sym_hop,
      anon_sym_along,
      anon_sym_enter,
      anon_sym_castle,
      anon_sym_bear,
  [1342] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(435), 1,
      anon_sym_RBRACE,
    STATE(61), 3,
      sym_move_statement,
      sym_property_statement,
      aux_sym_piece_block_repeat1,
    ACTIONS(440), 6,
      anon_sym_symbols,
      anon_sym_glyphs,
      anon_sym_promote,
      anon_sym_royal,
      anon_sym_neutral,
      anon_sym_stored,
    ACTIONS(437), 9,
      anon_sym_step,
      anon_sym_slide,
      anon_sym_leap,
      anon_sym_jump,
      anon_sym_hop,
      anon_sym_along,
      anon_sym_enter,
      anon_sym_castle,
      anon_sym_bear,
  [1373] = 8,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(443), 1,
      sym_name,
    STATE(44), 1,
      sym_region,
    ACTIONS(300), 2,
      anon_sym_rank,
      anon_sym_file,
    ACTIONS(302), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(445), 2,
      anon_sym_COMMA,
      sym_integer,
    STATE(25), 2,
      sym_operator,
      aux_sym_region_repeat1,
    ACTIONS(296), 6,
      anon_sym_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_BANG_EQ,
      anon_sym_DOT_DOT,
      anon_sym_PIPE,
  [1407] = 8,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(443), 1,
      sym_name,
    STATE(46), 1,
      sym_region,
    ACTIONS(300), 2,
      anon_sym_rank,
      anon_sym_file,
    ACTIONS(302), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(445), 2,
      anon_sym_COMMA,
      sym_integer,
    STATE(25), 2,
      sym_operator,
      aux_sym_region_repeat1,
    ACTIONS(296), 6,
      anon_sym_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_BANG_EQ,
      anon_sym_DOT_DOT,
      anon_sym_PIPE,
  [1441] = 8,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(443), 1,
      sym_name,
    STATE(52), 1,
      sym_region,
    ACTIONS(300), 2,
      anon_sym_rank,
      anon_sym_file,
    ACTIONS(302), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(445), 2,
      anon_sym_COMMA,
      sym_integer,
    STATE(25), 2,
      sym_operator,
      aux_sym_region_repeat1,
    ACTIONS(296), 6,
      anon_sym_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_BANG_EQ,
      anon_sym_DOT_DOT,
      anon_sym_PIPE,
  [1475] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(447), 6,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_card,
      anon_sym_track,
      anon_sym_branch,
  [1487] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(449), 1,
      anon_sym_COLON,
    ACTIONS(451), 1,
      anon_sym_LBRACE,
    STATE(38), 1,
      sym_block,
  [1500] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(451), 1,
      anon_sym_LBRACE,
    STATE(50), 1,
      sym_block,
  [1510] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(453), 1,
      anon_sym_COLON,
    ACTIONS(455), 1,
      anon_sym_loop,
  [1520] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(451), 1,
      anon_sym_LBRACE,
    STATE(57), 1,
      sym_block,
  [1530] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(451), 1,
      anon_sym_LBRACE,
    STATE(56), 1,
      sym_block,
  [1540] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(451), 1,
      anon_sym_LBRACE,
    STATE(51), 1,
      sym_block,
  [1550] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(451), 1,
      anon_sym_LBRACE,
    STATE(48), 1,
      sym_block,
  [1560] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(451), 1,
      anon_sym_LBRACE,
    STATE(47), 1,
      sym_block,
  [1570] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(451), 1,
      anon_sym_LBRACE,
    STATE(49), 1,
      sym_block,
  [1580] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(451), 1,
      anon_sym_LBRACE,
    STATE(58), 1,
      sym_block,
  [1590] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(451), 1,
      anon_sym_LBRACE,
    STATE(53), 1,
      sym_block,
  [1600] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(451), 1,
      anon_sym_LBRACE,
    STATE(54), 1,
      sym_block,
  [1610] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(457), 1,
      anon_sym_LBRACE,
    STATE(41), 1,
      sym_piece_block,
  [1620] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(451), 1,
      anon_sym_LBRACE,
    STATE(37), 1,
      sym_block,
  [1630] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(459), 1,
      sym_name,
  [1637] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(461), 1,
      sym_name,
  [1644] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(463), 1,
      sym_name,
  [1651] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(465), 1,
      sym_string,
  [1658] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(467), 1,
      sym_string,
  [1665] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(469), 1,
      ts_builtin_sym_end,
  [1672] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(471), 1,
      sym_name,
  [1679] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(473), 1,
      anon_sym_COLON,
  [1686] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(475), 1,
      sym_name,
  [1693] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(477), 1,
      sym_name,
  [1700] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(479), 1,
      anon_sym_from,
  [1707] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(481), 1,
      sym_name,
  [1714] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(483), 1,
      sym_name,
  [1721] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(485), 1,
      sym_name,
  [1728] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(487), 1,
      sym_name,
  [1735] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(489), 1,
      sym_name,
  [1742] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(491), 1,
      anon_sym_EQ,
  [1749] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(493), 1,
      sym_name,
};

static const uint32_t ts_small_parse_table_map[] = {
  [SMALL_STATE(22)] = 0,
  [SMALL_STATE(23)] = 87,
  [SMALL_STATE(24)] = 174,
  [SMALL_STATE(25)] = 229,
  [SMALL_STATE(26)] = 284,
  [SMALL_STATE(27)] = 325,
  [SMALL_STATE(28)] = 366,
  [SMALL_STATE(29)] = 400,
  [SMALL_STATE(30)] = 434,
  [SMALL_STATE(31)] = 468,
  [SMALL_STATE(32)] = 502,
  [SMALL_STATE(33)] = 536,
  [SMALL_STATE(34)] = 570,
  [SMALL_STATE(35)] = 604,
  [SMALL_STATE(36)] = 635,
  [SMALL_STATE(37)] = 664,
  [SMALL_STATE(38)] = 692,
  [SMALL_STATE(39)] = 720,
  [SMALL_STATE(40)] = 748,
  [SMALL_STATE(41)] = 776,
  [SMALL_STATE(42)] = 804,
  [SMALL_STATE(43)] = 832,
  [SMALL_STATE(44)] = 860,
  [SMALL_STATE(45)] = 888,
  [SMALL_STATE(46)] = 916,
  [SMALL_STATE(47)] = 944,
  [SMALL_STATE(48)] = 972,
  [SMALL_STATE(49)] = 1000,
  [SMALL_STATE(50)] = 1028,
  [SMALL_STATE(51)] = 1056,
  [SMALL_STATE(52)] = 1084,
  [SMALL_STATE(53)] = 1112,
  [SMALL_STATE(54)] = 1140,
  [SMALL_STATE(55)] = 1168,
  [SMALL_STATE(56)] = 1196,
  [SMALL_STATE(57)] = 1224,
  [SMALL_STATE(58)] = 1252,
  [SMALL_STATE(59)] = 1280,
  [SMALL_STATE(60)] = 1311,
  [SMALL_STATE(61)] = 1342,
  [SMALL_STATE(62)] = 1373,
  [SMALL_STATE(63)] = 1407,
  [SMALL_STATE(64)] = 1441,
  [SMALL_STATE(65)] = 1475,
  [SMALL_STATE(66)] = 1487,
  [SMALL_STATE(67)] = 1500,
  [SMALL_STATE(68)] = 1510,
  [SMALL_STATE(69)] = 1520,
  [SMALL_STATE(70)] = 1530,
  [SMALL_STATE(71)] = 1540,
  [SMALL_STATE(72)] = 1550,
  [SMALL_STATE(73)] = 1560,
  [SMALL_STATE(74)] = 1570,
  [SMALL_STATE(75)] = 1580,
  [SMALL_STATE(76)] = 1590,
  [SMALL_STATE(77)] = 1600,
  [SMALL_STATE(78)] = 1610,
  [SMALL_STATE(79)] = 1620,
  [SMALL_STATE(80)] = 1630,
  [SMALL_STATE(81)] = 1637,
  [SMALL_STATE(82)] = 1644,
  [SMALL_STATE(83)] = 1651,
  [SMALL_STATE(84)] = 1658,
  [SMALL_STATE(85)] = 1665,
  [SMALL_STATE(86)] = 1672,
  [SMALL_STATE(87)] = 1679,
  [SMALL_STATE(88)] = 1686,
  [SMALL_STATE(89)] = 1693,
  [SMALL_STATE(90)] = 1700,
  [SMALL_STATE(91)] = 1707,
  [SMALL_STATE(92)] = 1714,
  [SMALL_STATE(93)] = 1721,
  [SMALL_STATE(94)] = 1728,
  [SMALL_STATE(95)] = 1735,
  [SMALL_STATE(96)] = 1742,
  [SMALL_STATE(97)] = 1749,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = true}}, SHIFT_EXTRA(),
  [5] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0, 0, 0),
  [7] = {.entry = {.count = 1, .reusable = true}}, SHIFT(84),
  [9] = {.entry = {.count = 1, .reusable = true}}, SHIFT(72),
  [11] = {.entry = {.count = 1, .reusable = true}}, SHIFT(74),
  [13] = {.entry = {.count = 1, .reusable = true}}, SHIFT(67),
  [15] = {.entry = {.count = 1, .reusable = true}}, SHIFT(71),
  [17] = {.entry = {.count = 1, .reusable = true}}, SHIFT(73),
  [19] = {.entry = {.count = 1, .reusable = true}}, SHIFT(76),
  [21] = {.entry = {.count = 1, .reusable = true}}, SHIFT(77),
  [23] = {.entry = {.count = 1, .reusable = true}}, SHIFT(69),
  [25] = {.entry = {.count = 1, .reusable = true}}, SHIFT(75),
  [27] = {.entry = {.count = 1, .reusable = true}}, SHIFT(88),
  [29] = {.entry = {.count = 1, .reusable = true}}, SHIFT(89),
  [31] = {.entry = {.count = 1, .reusable = true}}, SHIFT(93),
  [33] = {.entry = {.count = 1, .reusable = false}}, SHIFT(92),
  [35] = {.entry = {.count = 1, .reusable = true}}, SHIFT(94),
  [37] = {.entry = {.count = 1, .reusable = true}}, SHIFT(95),
  [39] = {.entry = {.count = 1, .reusable = true}}, SHIFT(97),
  [41] = {.entry = {.count = 1, .reusable = true}}, SHIFT(80),
  [43] = {.entry = {.count = 1, .reusable = true}}, SHIFT(65),
  [45] = {.entry = {.count = 1, .reusable = false}}, SHIFT(5),
  [47] = {.entry = {.count = 1, .reusable = false}}, SHIFT(15),
  [49] = {.entry = {.count = 1, .reusable = true}}, SHIFT(17),
  [51] = {.entry = {.count = 1, .reusable = true}}, SHIFT(5),
  [53] = {.entry = {.count = 1, .reusable = true}}, SHIFT(6),
  [55] = {.entry = {.count = 1, .reusable = true}}, SHIFT(20),
  [57] = {.entry = {.count = 1, .reusable = true}}, SHIFT(8),
  [59] = {.entry = {.count = 1, .reusable = false}}, SHIFT(17),
  [61] = {.entry = {.count = 1, .reusable = true}}, SHIFT(42),
  [63] = {.entry = {.count = 1, .reusable = false}}, SHIFT(3),
  [65] = {.entry = {.count = 1, .reusable = true}}, SHIFT(3),
  [67] = {.entry = {.count = 1, .reusable = true}}, SHIFT(40),
  [69] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0), SHIFT_REPEAT(5),
  [72] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0), SHIFT_REPEAT(15),
  [75] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0), SHIFT_REPEAT(17),
  [78] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0), SHIFT_REPEAT(5),
  [81] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0), SHIFT_REPEAT(6),
  [84] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0),
  [86] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0), SHIFT_REPEAT(8),
  [89] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0), SHIFT_REPEAT(17),
  [92] = {.entry = {.count = 1, .reusable = false}}, SHIFT(2),
  [94] = {.entry = {.count = 1, .reusable = true}}, SHIFT(2),
  [96] = {.entry = {.count = 1, .reusable = true}}, SHIFT(19),
  [98] = {.entry = {.count = 1, .reusable = false}}, SHIFT(9),
  [100] = {.entry = {.count = 1, .reusable = true}}, SHIFT(9),
  [102] = {.entry = {.count = 1, .reusable = true}}, SHIFT(18),
  [104] = {.entry = {.count = 1, .reusable = false}}, SHIFT(7),
  [106] = {.entry = {.count = 1, .reusable = true}}, SHIFT(7),
  [108] = {.entry = {.count = 1, .reusable = true}}, SHIFT(16),
  [110] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_group_repeat1, 2, 0, 0), SHIFT_REPEAT(9),
  [113] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_group_repeat1, 2, 0, 0), SHIFT_REPEAT(15),
  [116] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_group_repeat1, 2, 0, 0), SHIFT_REPEAT(17),
  [119] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_group_repeat1, 2, 0, 0), SHIFT_REPEAT(9),
  [122] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_group_repeat1, 2, 0, 0), SHIFT_REPEAT(8),
  [125] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_group_repeat1, 2, 0, 0),
  [127] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_group_repeat1, 2, 0, 0), SHIFT_REPEAT(17),
  [130] = {.entry = {.count = 1, .reusable = false}}, SHIFT(13),
  [132] = {.entry = {.count = 1, .reusable = false}}, SHIFT(21),
  [134] = {.entry = {.count = 1, .reusable = true}}, SHIFT(13),
  [136] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_property_statement, 1, 0, 9),
  [138] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_property_statement, 1, 0, 9),
  [140] = {.entry = {.count = 1, .reusable = false}}, SHIFT(12),
  [142] = {.entry = {.count = 1, .reusable = true}}, SHIFT(12),
  [144] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_move_statement, 1, 0, 8),
  [146] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_move_statement, 1, 0, 8),
  [148] = {.entry = {.count = 1, .reusable = false}}, SHIFT(14),
  [150] = {.entry = {.count = 1, .reusable = true}}, SHIFT(14),
  [152] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_move_statement, 2, 0, 8),
  [154] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_move_statement, 2, 0, 8),
  [156] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_property_statement, 2, 0, 9),
  [158] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_property_statement, 2, 0, 9),
  [160] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(14),
  [163] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(21),
  [166] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(17),
  [169] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(14),
  [172] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0),
  [174] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0),
  [176] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(8),
  [179] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(17),
  [182] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_keyword, 1, 0, 0),
  [184] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_keyword, 1, 0, 0),
  [186] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_group, 2, 0, 0),
  [188] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_group, 2, 0, 0),
  [190] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_operator, 1, 0, 0),
  [192] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_operator, 1, 0, 0),
  [194] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_group, 3, 0, 0),
  [196] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_group, 3, 0, 0),
  [198] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_block, 2, 0, 0),
  [200] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_block, 2, 0, 0),
  [202] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_block, 3, 0, 0),
  [204] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_block, 3, 0, 0),
  [206] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__statement_part, 1, 0, 7),
  [208] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__statement_part, 1, 0, 7),
  [210] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 0),
  [212] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [214] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(84),
  [217] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(72),
  [220] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(74),
  [223] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(67),
  [226] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(71),
  [229] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(73),
  [232] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(76),
  [235] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(77),
  [238] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(69),
  [241] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(75),
  [244] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(88),
  [247] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(89),
  [250] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(93),
  [253] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(92),
  [256] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(94),
  [259] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(95),
  [262] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(97),
  [265] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(80),
  [268] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(65),
  [271] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_region_repeat1, 2, 0, 0),
  [273] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_region_repeat1, 2, 0, 0), SHIFT_REPEAT(24),
  [276] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_region_repeat1, 2, 0, 0),
  [278] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_region_repeat1, 2, 0, 0), SHIFT_REPEAT(27),
  [281] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_region_repeat1, 2, 0, 0), SHIFT_REPEAT(24),
  [284] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_region_repeat1, 2, 0, 0), SHIFT_REPEAT(26),
  [287] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_region_repeat1, 2, 0, 0), SHIFT_REPEAT(27),
  [290] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_region, 1, 0, 0),
  [292] = {.entry = {.count = 1, .reusable = false}}, SHIFT(24),
  [294] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_region, 1, 0, 0),
  [296] = {.entry = {.count = 1, .reusable = true}}, SHIFT(27),
  [298] = {.entry = {.count = 1, .reusable = true}}, SHIFT(24),
  [300] = {.entry = {.count = 1, .reusable = false}}, SHIFT(26),
  [302] = {.entry = {.count = 1, .reusable = false}}, SHIFT(27),
  [304] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_region_repeat1, 1, 0, 7),
  [306] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_region_repeat1, 1, 0, 7),
  [308] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_directions_item, 4, 0, 3),
  [310] = {.entry = {.count = 1, .reusable = true}}, SHIFT(86),
  [312] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_directions_item, 4, 0, 3),
  [314] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_directions_item, 5, 0, 3),
  [316] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_directions_item, 5, 0, 3),
  [318] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_counters_item, 2, 0, 0),
  [320] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_counters_item, 2, 0, 0),
  [322] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_remove_item, 4, 0, 5),
  [324] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_remove_item, 4, 0, 5),
  [326] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_remove_item, 3, 0, 5),
  [328] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_remove_item, 3, 0, 5),
  [330] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_counters_item, 3, 0, 0),
  [332] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_counters_item, 3, 0, 0),
  [334] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_directions_item_repeat1, 2, 0, 0),
  [336] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_directions_item_repeat1, 2, 0, 0), SHIFT_REPEAT(86),
  [339] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_directions_item_repeat1, 2, 0, 0),
  [341] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_game_item, 2, 0, 1),
  [343] = {.entry = {.count = 1, .reusable = true}}, SHIFT(83),
  [345] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_game_item, 2, 0, 1),
  [347] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_card_item, 3, 0, 4),
  [349] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_card_item, 3, 0, 4),
  [351] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_zone_item, 3, 0, 4),
  [353] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_zone_item, 3, 0, 4),
  [355] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_store_item, 2, 0, 3),
  [357] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_store_item, 2, 0, 3),
  [359] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_piece_item, 3, 0, 4),
  [361] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_piece_item, 3, 0, 4),
  [363] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_piece_block, 2, 0, 0),
  [365] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_piece_block, 2, 0, 0),
  [367] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_zone_item, 4, 0, 3),
  [369] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_zone_item, 4, 0, 3),
  [371] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_game_item, 4, 0, 6),
  [373] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_game_item, 4, 0, 6),
  [375] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_track_item, 4, 0, 3),
  [377] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_track_item, 4, 0, 3),
  [379] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_rules_item, 2, 0, 2),
  [381] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_rules_item, 2, 0, 2),
  [383] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_players_item, 2, 0, 2),
  [385] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_players_item, 2, 0, 2),
  [387] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_sides_item, 2, 0, 2),
  [389] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_sides_item, 2, 0, 2),
  [391] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_board_item, 2, 0, 2),
  [393] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_board_item, 2, 0, 2),
  [395] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_setup_item, 2, 0, 2),
  [397] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_setup_item, 2, 0, 2),
  [399] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_track_item, 5, 0, 10),
  [401] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_track_item, 5, 0, 10),
  [403] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_end_item, 2, 0, 2),
  [405] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_end_item, 2, 0, 2),
  [407] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_turn_item, 2, 0, 2),
  [409] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_turn_item, 2, 0, 2),
  [411] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_piece_block, 3, 0, 0),
  [413] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_piece_block, 3, 0, 0),
  [415] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_branch_item, 5, 0, 11),
  [417] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_branch_item, 5, 0, 11),
  [419] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_cards_item, 2, 0, 2),
  [421] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_cards_item, 2, 0, 2),
  [423] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_picture_item, 2, 0, 2),
  [425] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_picture_item, 2, 0, 2),
  [427] = {.entry = {.count = 1, .reusable = true}}, SHIFT(43),
  [429] = {.entry = {.count = 1, .reusable = true}}, SHIFT(11),
  [431] = {.entry = {.count = 1, .reusable = true}}, SHIFT(10),
  [433] = {.entry = {.count = 1, .reusable = true}}, SHIFT(55),
  [435] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_piece_block_repeat1, 2, 0, 0),
  [437] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_piece_block_repeat1, 2, 0, 0), SHIFT_REPEAT(11),
  [440] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_piece_block_repeat1, 2, 0, 0), SHIFT_REPEAT(10),
  [443] = {.entry = {.count = 1, .reusable = false}}, SHIFT(25),
  [445] = {.entry = {.count = 1, .reusable = true}}, SHIFT(25),
  [447] = {.entry = {.count = 1, .reusable = true}}, SHIFT(81),
  [449] = {.entry = {.count = 1, .reusable = true}}, SHIFT(62),
  [451] = {.entry = {.count = 1, .reusable = true}}, SHIFT(4),
  [453] = {.entry = {.count = 1, .reusable = true}}, SHIFT(63),
  [455] = {.entry = {.count = 1, .reusable = true}}, SHIFT(87),
  [457] = {.entry = {.count = 1, .reusable = true}}, SHIFT(59),
  [459] = {.entry = {.count = 1, .reusable = true}}, SHIFT(39),
  [461] = {.entry = {.count = 1, .reusable = true}}, SHIFT(32),
  [463] = {.entry = {.count = 1, .reusable = true}}, SHIFT(28),
  [465] = {.entry = {.count = 1, .reusable = true}}, SHIFT(45),
  [467] = {.entry = {.count = 1, .reusable = true}}, SHIFT(35),
  [469] = {.entry = {.count = 1, .reusable = true}},  ACCEPT_INPUT(),
  [471] = {.entry = {.count = 1, .reusable = true}}, SHIFT(36),
  [473] = {.entry = {.count = 1, .reusable = true}}, SHIFT(64),
  [475] = {.entry = {.count = 1, .reusable = true}}, SHIFT(96),
  [477] = {.entry = {.count = 1, .reusable = true}}, SHIFT(66),
  [479] = {.entry = {.count = 1, .reusable = true}}, SHIFT(91),
  [481] = {.entry = {.count = 1, .reusable = true}}, SHIFT(70),
  [483] = {.entry = {.count = 1, .reusable = true}}, SHIFT(79),
  [485] = {.entry = {.count = 1, .reusable = true}}, SHIFT(78),
  [487] = {.entry = {.count = 1, .reusable = true}}, SHIFT(30),
  [489] = {.entry = {.count = 1, .reusable = true}}, SHIFT(68),
  [491] = {.entry = {.count = 1, .reusable = true}}, SHIFT(82),
  [493] = {.entry = {.count = 1, .reusable = true}}, SHIFT(90),
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
