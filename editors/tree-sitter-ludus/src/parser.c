#include "tree_sitter/parser.h"

#if defined(__GNUC__) || defined(__clang__)
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
#endif

#define LANGUAGE_VERSION 14
#define STATE_COUNT 100
#define LARGE_STATE_COUNT 22
#define SYMBOL_COUNT 221
#define ALIAS_COUNT 1
#define TOKEN_COUNT 182
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
  anon_sym_sowing = 13,
  anon_sym_directions = 14,
  anon_sym_EQ = 15,
  anon_sym_COMMA = 16,
  anon_sym_zone = 17,
  anon_sym_COLON = 18,
  anon_sym_piece = 19,
  anon_sym_card = 20,
  anon_sym_counters = 21,
  anon_sym_track = 22,
  anon_sym_loop = 23,
  anon_sym_branch = 24,
  anon_sym_from = 25,
  anon_sym_store = 26,
  anon_sym_remove = 27,
  anon_sym_rank = 28,
  anon_sym_file = 29,
  anon_sym_LBRACE = 30,
  anon_sym_RBRACE = 31,
  anon_sym_step = 32,
  anon_sym_slide = 33,
  anon_sym_leap = 34,
  anon_sym_jump = 35,
  anon_sym_hop = 36,
  anon_sym_fly = 37,
  anon_sym_along = 38,
  anon_sym_enter = 39,
  anon_sym_castle = 40,
  anon_sym_bear = 41,
  anon_sym_symbols = 42,
  anon_sym_glyphs = 43,
  anon_sym_promote = 44,
  anon_sym_royal = 45,
  anon_sym_neutral = 46,
  anon_sym_stored = 47,
  anon_sym_grid = 48,
  anon_sym_cells = 49,
  anon_sym_numbers = 50,
  anon_sym_by = 51,
  anon_sym_to = 52,
  anon_sym_over = 53,
  anon_sym_chained = 54,
  anon_sym_on = 55,
  anon_sym_ends = 56,
  anon_sym_move = 57,
  anon_sym_mandatory = 58,
  anon_sym_no = 59,
  anon_sym_repetition = 60,
  anon_sym_plies = 61,
  anon_sym_since = 62,
  anon_sym_stacks = 63,
  anon_sym_unlimited = 64,
  anon_sym_onto = 65,
  anon_sym_lift = 66,
  anon_sym_if = 67,
  anon_sym_and = 68,
  anon_sym_or = 69,
  anon_sym_not = 70,
  anon_sym_below = 71,
  anon_sym_is = 72,
  anon_sym_in = 73,
  anon_sym_height = 74,
  anon_sym_count = 75,
  anon_sym_showing = 76,
  anon_sym_pieces = 77,
  anon_sym_off = 78,
  anon_sym_after = 79,
  anon_sym_stack = 80,
  anon_sym_through = 81,
  anon_sym_facing = 82,
  anon_sym_max = 83,
  anon_sym_exactly = 84,
  anon_sym_passing = 85,
  anon_sym_flying = 86,
  anon_sym_connected = 87,
  anon_sym_within = 88,
  anon_sym_avoiding = 89,
  anon_sym_stopping = 90,
  anon_sym_outside = 91,
  anon_sym_custodian = 92,
  anon_sym_captured = 93,
  anon_sym_against = 94,
  anon_sym_surrounded = 95,
  anon_sym_actions = 96,
  anon_sym_until = 97,
  anon_sym_at = 98,
  anon_sym_most = 99,
  anon_sym_steal = 100,
  anon_sym_adjacent = 101,
  anon_sym_enters = 102,
  anon_sym_when = 103,
  anon_sym_add = 104,
  anon_sym_clear = 105,
  anon_sym_reset = 106,
  anon_sym_place = 107,
  anon_sym_of = 108,
  anon_sym_into = 109,
  anon_sym_arrows = 110,
  anon_sym_colour = 111,
  anon_sym_beside = 112,
  anon_sym_legend = 113,
  anon_sym_team = 114,
  anon_sym_copies = 115,
  anon_sym_deal = 116,
  anon_sym_each = 117,
  anon_sym_hands = 118,
  anon_sym_as = 119,
  anon_sym_control = 120,
  anon_sym_skip = 121,
  anon_sym_swap = 122,
  anon_sym_partner = 123,
  anon_sym_split = 124,
  anon_sym_pass = 125,
  anon_sym_then = 126,
  anon_sym_play = 127,
  anon_sym_again = 128,
  anon_sym_cancel = 129,
  anon_sym_for = 130,
  anon_sym_replay = 131,
  anon_sym_stay = 132,
  anon_sym_exchange = 133,
  anon_sym_with = 134,
  anon_sym_announce = 135,
  anon_sym_deeper = 136,
  anon_sym_score = 137,
  anon_sym_attacked = 138,
  anon_sym_long = 139,
  anon_sym_reversing = 140,
  anon_sym_once = 141,
  anon_sym_continue = 142,
  anon_sym_merge = 143,
  anon_sym_lines = 144,
  anon_sym_except = 145,
  anon_sym_same = 146,
  anon_sym_captures = 147,
  anon_sym_falling = 148,
  anon_sym_line = 149,
  anon_sym_moves = 150,
  anon_sym_flipping = 151,
  anon_sym_hex = 152,
  anon_sym_connects = 153,
  anon_sym_shoot = 154,
  anon_sym_allowed = 155,
  anon_sym_capture = 156,
  anon_sym_groups = 157,
  anon_sym_suicide = 158,
  anon_sym_ko = 159,
  anon_sym_simple = 160,
  anon_sym_positional = 161,
  anon_sym_passes = 162,
  anon_sym_komi = 163,
  anon_sym_next = 164,
  anon_sym_claim = 165,
  anon_sym_moved = 166,
  anon_sym_en_DASHpassant = 167,
  anon_sym_hand = 168,
  anon_sym_counter = 169,
  anon_sym_LPAREN = 170,
  anon_sym_RPAREN = 171,
  anon_sym_LT_EQ = 172,
  anon_sym_GT_EQ = 173,
  anon_sym_BANG_EQ = 174,
  anon_sym_LT = 175,
  anon_sym_GT = 176,
  anon_sym_DOT_DOT = 177,
  anon_sym_PIPE = 178,
  sym_integer = 179,
  sym_string = 180,
  sym_comment = 181,
  sym_source_file = 182,
  sym__item = 183,
  sym_game_item = 184,
  sym_players_item = 185,
  sym_sides_item = 186,
  sym_board_item = 187,
  sym_setup_item = 188,
  sym_rules_item = 189,
  sym_end_item = 190,
  sym_turn_item = 191,
  sym_cards_item = 192,
  sym_picture_item = 193,
  sym_sowing_item = 194,
  sym_directions_item = 195,
  sym_zone_item = 196,
  sym_piece_item = 197,
  sym_card_item = 198,
  sym_counters_item = 199,
  sym_track_item = 200,
  sym_branch_item = 201,
  sym_store_item = 202,
  sym_remove_item = 203,
  sym_region = 204,
  sym_piece_block = 205,
  sym_move_statement = 206,
  sym_property_statement = 207,
  sym__statement_part = 208,
  sym_group = 209,
  sym_block = 210,
  sym__token = 211,
  sym_keyword = 212,
  sym_operator = 213,
  aux_sym_source_file_repeat1 = 214,
  aux_sym_directions_item_repeat1 = 215,
  aux_sym_region_repeat1 = 216,
  aux_sym_piece_block_repeat1 = 217,
  aux_sym_move_statement_repeat1 = 218,
  aux_sym_group_repeat1 = 219,
  aux_sym_block_repeat1 = 220,
  alias_sym_move_keyword = 221,
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
  [anon_sym_sowing] = "sowing",
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
  [anon_sym_fly] = "fly",
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
  [anon_sym_through] = "through",
  [anon_sym_facing] = "facing",
  [anon_sym_max] = "max",
  [anon_sym_exactly] = "exactly",
  [anon_sym_passing] = "passing",
  [anon_sym_flying] = "flying",
  [anon_sym_connected] = "connected",
  [anon_sym_within] = "within",
  [anon_sym_avoiding] = "avoiding",
  [anon_sym_stopping] = "stopping",
  [anon_sym_outside] = "outside",
  [anon_sym_custodian] = "custodian",
  [anon_sym_captured] = "captured",
  [anon_sym_against] = "against",
  [anon_sym_surrounded] = "surrounded",
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
  [anon_sym_lines] = "lines",
  [anon_sym_except] = "except",
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
  [anon_sym_capture] = "capture",
  [anon_sym_groups] = "groups",
  [anon_sym_suicide] = "suicide",
  [anon_sym_ko] = "ko",
  [anon_sym_simple] = "simple",
  [anon_sym_positional] = "positional",
  [anon_sym_passes] = "passes",
  [anon_sym_komi] = "komi",
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
  [sym_sowing_item] = "sowing_item",
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
  [anon_sym_sowing] = anon_sym_sowing,
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
  [anon_sym_fly] = anon_sym_fly,
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
  [anon_sym_through] = anon_sym_through,
  [anon_sym_facing] = anon_sym_facing,
  [anon_sym_max] = anon_sym_max,
  [anon_sym_exactly] = anon_sym_exactly,
  [anon_sym_passing] = anon_sym_passing,
  [anon_sym_flying] = anon_sym_flying,
  [anon_sym_connected] = anon_sym_connected,
  [anon_sym_within] = anon_sym_within,
  [anon_sym_avoiding] = anon_sym_avoiding,
  [anon_sym_stopping] = anon_sym_stopping,
  [anon_sym_outside] = anon_sym_outside,
  [anon_sym_custodian] = anon_sym_custodian,
  [anon_sym_captured] = anon_sym_captured,
  [anon_sym_against] = anon_sym_against,
  [anon_sym_surrounded] = anon_sym_surrounded,
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
  [anon_sym_lines] = anon_sym_lines,
  [anon_sym_except] = anon_sym_except,
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
  [anon_sym_capture] = anon_sym_capture,
  [anon_sym_groups] = anon_sym_groups,
  [anon_sym_suicide] = anon_sym_suicide,
  [anon_sym_ko] = anon_sym_ko,
  [anon_sym_simple] = anon_sym_simple,
  [anon_sym_positional] = anon_sym_positional,
  [anon_sym_passes] = anon_sym_passes,
  [anon_sym_komi] = anon_sym_komi,
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
  [sym_sowing_item] = sym_sowing_item,
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
  [anon_sym_sowing] = {
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
  [anon_sym_fly] = {
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
  [anon_sym_through] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_facing] = {
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
  [anon_sym_outside] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_custodian] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_captured] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_against] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_surrounded] = {
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
  [anon_sym_lines] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_except] = {
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
  [anon_sym_capture] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_groups] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_suicide] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_ko] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_simple] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_positional] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_passes] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_komi] = {
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
  [sym_sowing_item] = {
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
  [40] = 40,
  [41] = 20,
  [42] = 42,
  [43] = 43,
  [44] = 44,
  [45] = 45,
  [46] = 46,
  [47] = 19,
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
  [98] = 98,
  [99] = 99,
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
        'k', 11,
        'l', 12,
        'm', 13,
        'n', 14,
        'o', 15,
        'p', 16,
        'r', 17,
        's', 18,
        't', 19,
        'u', 20,
        'w', 21,
        'z', 22,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(0);
      END_STATE();
    case 1:
      ADVANCE_MAP(
        'c', 23,
        'd', 24,
        'f', 25,
        'g', 26,
        'l', 27,
        'n', 28,
        'r', 29,
        's', 30,
        't', 31,
        'v', 32,
      );
      END_STATE();
    case 2:
      if (lookahead == 'e') ADVANCE(33);
      if (lookahead == 'o') ADVANCE(34);
      if (lookahead == 'r') ADVANCE(35);
      if (lookahead == 'y') ADVANCE(36);
      END_STATE();
    case 3:
      if (lookahead == 'a') ADVANCE(37);
      if (lookahead == 'e') ADVANCE(38);
      if (lookahead == 'h') ADVANCE(39);
      if (lookahead == 'l') ADVANCE(40);
      if (lookahead == 'o') ADVANCE(41);
      if (lookahead == 'u') ADVANCE(42);
      END_STATE();
    case 4:
      if (lookahead == 'e') ADVANCE(43);
      if (lookahead == 'i') ADVANCE(44);
      END_STATE();
    case 5:
      if (lookahead == 'a') ADVANCE(45);
      if (lookahead == 'n') ADVANCE(46);
      if (lookahead == 'x') ADVANCE(47);
      END_STATE();
    case 6:
      if (lookahead == 'a') ADVANCE(48);
      if (lookahead == 'i') ADVANCE(49);
      if (lookahead == 'l') ADVANCE(50);
      if (lookahead == 'o') ADVANCE(51);
      if (lookahead == 'r') ADVANCE(52);
      END_STATE();
    case 7:
      if (lookahead == 'a') ADVANCE(53);
      if (lookahead == 'l') ADVANCE(54);
      if (lookahead == 'r') ADVANCE(55);
      END_STATE();
    case 8:
      if (lookahead == 'a') ADVANCE(56);
      if (lookahead == 'e') ADVANCE(57);
      if (lookahead == 'o') ADVANCE(58);
      END_STATE();
    case 9:
      if (lookahead == 'f') ADVANCE(59);
      if (lookahead == 'n') ADVANCE(60);
      if (lookahead == 's') ADVANCE(61);
      END_STATE();
    case 10:
      if (lookahead == 'u') ADVANCE(62);
      END_STATE();
    case 11:
      if (lookahead == 'o') ADVANCE(63);
      END_STATE();
    case 12:
      if (lookahead == 'e') ADVANCE(64);
      if (lookahead == 'i') ADVANCE(65);
      if (lookahead == 'o') ADVANCE(66);
      END_STATE();
    case 13:
      if (lookahead == 'a') ADVANCE(67);
      if (lookahead == 'e') ADVANCE(68);
      if (lookahead == 'o') ADVANCE(69);
      END_STATE();
    case 14:
      if (lookahead == 'e') ADVANCE(70);
      if (lookahead == 'o') ADVANCE(71);
      if (lookahead == 'u') ADVANCE(72);
      END_STATE();
    case 15:
      if (lookahead == 'f') ADVANCE(73);
      if (lookahead == 'n') ADVANCE(74);
      if (lookahead == 'r') ADVANCE(75);
      if (lookahead == 'u') ADVANCE(76);
      if (lookahead == 'v') ADVANCE(77);
      END_STATE();
    case 16:
      if (lookahead == 'a') ADVANCE(78);
      if (lookahead == 'i') ADVANCE(79);
      if (lookahead == 'l') ADVANCE(80);
      if (lookahead == 'o') ADVANCE(81);
      if (lookahead == 'r') ADVANCE(82);
      END_STATE();
    case 17:
      if (lookahead == 'a') ADVANCE(83);
      if (lookahead == 'e') ADVANCE(84);
      if (lookahead == 'o') ADVANCE(85);
      if (lookahead == 'u') ADVANCE(86);
      END_STATE();
    case 18:
      ADVANCE_MAP(
        'a', 87,
        'c', 88,
        'e', 89,
        'h', 90,
        'i', 91,
        'k', 92,
        'l', 93,
        'o', 94,
        'p', 95,
        't', 96,
        'u', 97,
        'w', 98,
        'y', 99,
      );
      END_STATE();
    case 19:
      if (lookahead == 'e') ADVANCE(100);
      if (lookahead == 'h') ADVANCE(101);
      if (lookahead == 'o') ADVANCE(102);
      if (lookahead == 'r') ADVANCE(103);
      if (lookahead == 'u') ADVANCE(104);
      END_STATE();
    case 20:
      if (lookahead == 'n') ADVANCE(105);
      END_STATE();
    case 21:
      if (lookahead == 'h') ADVANCE(106);
      if (lookahead == 'i') ADVANCE(107);
      END_STATE();
    case 22:
      if (lookahead == 'o') ADVANCE(108);
      END_STATE();
    case 23:
      if (lookahead == 't') ADVANCE(109);
      END_STATE();
    case 24:
      if (lookahead == 'd') ADVANCE(110);
      if (lookahead == 'j') ADVANCE(111);
      END_STATE();
    case 25:
      if (lookahead == 't') ADVANCE(112);
      END_STATE();
    case 26:
      if (lookahead == 'a') ADVANCE(113);
      END_STATE();
    case 27:
      if (lookahead == 'l') ADVANCE(114);
      if (lookahead == 'o') ADVANCE(115);
      END_STATE();
    case 28:
      if (lookahead == 'd') ADVANCE(116);
      if (lookahead == 'n') ADVANCE(117);
      END_STATE();
    case 29:
      if (lookahead == 'r') ADVANCE(118);
      END_STATE();
    case 30:
      ACCEPT_TOKEN(anon_sym_as);
      END_STATE();
    case 31:
      ACCEPT_TOKEN(anon_sym_at);
      if (lookahead == 't') ADVANCE(119);
      END_STATE();
    case 32:
      if (lookahead == 'o') ADVANCE(120);
      END_STATE();
    case 33:
      if (lookahead == 'a') ADVANCE(121);
      if (lookahead == 'l') ADVANCE(122);
      if (lookahead == 's') ADVANCE(123);
      END_STATE();
    case 34:
      if (lookahead == 'a') ADVANCE(124);
      END_STATE();
    case 35:
      if (lookahead == 'a') ADVANCE(125);
      END_STATE();
    case 36:
      ACCEPT_TOKEN(anon_sym_by);
      END_STATE();
    case 37:
      if (lookahead == 'n') ADVANCE(126);
      if (lookahead == 'p') ADVANCE(127);
      if (lookahead == 'r') ADVANCE(128);
      if (lookahead == 's') ADVANCE(129);
      END_STATE();
    case 38:
      if (lookahead == 'l') ADVANCE(130);
      END_STATE();
    case 39:
      if (lookahead == 'a') ADVANCE(131);
      END_STATE();
    case 40:
      if (lookahead == 'a') ADVANCE(132);
      if (lookahead == 'e') ADVANCE(133);
      END_STATE();
    case 41:
      if (lookahead == 'l') ADVANCE(134);
      if (lookahead == 'n') ADVANCE(135);
      if (lookahead == 'p') ADVANCE(136);
      if (lookahead == 'u') ADVANCE(137);
      END_STATE();
    case 42:
      if (lookahead == 's') ADVANCE(138);
      END_STATE();
    case 43:
      if (lookahead == 'a') ADVANCE(139);
      if (lookahead == 'e') ADVANCE(140);
      END_STATE();
    case 44:
      if (lookahead == 'r') ADVANCE(141);
      END_STATE();
    case 45:
      if (lookahead == 'c') ADVANCE(142);
      END_STATE();
    case 46:
      if (lookahead == '-') ADVANCE(143);
      if (lookahead == 'd') ADVANCE(144);
      if (lookahead == 't') ADVANCE(145);
      END_STATE();
    case 47:
      if (lookahead == 'a') ADVANCE(146);
      if (lookahead == 'c') ADVANCE(147);
      if (lookahead == 't') ADVANCE(148);
      END_STATE();
    case 48:
      if (lookahead == 'c') ADVANCE(149);
      if (lookahead == 'l') ADVANCE(150);
      END_STATE();
    case 49:
      if (lookahead == 'l') ADVANCE(151);
      END_STATE();
    case 50:
      if (lookahead == 'i') ADVANCE(152);
      if (lookahead == 'y') ADVANCE(153);
      END_STATE();
    case 51:
      if (lookahead == 'r') ADVANCE(154);
      END_STATE();
    case 52:
      if (lookahead == 'o') ADVANCE(155);
      END_STATE();
    case 53:
      if (lookahead == 'm') ADVANCE(156);
      END_STATE();
    case 54:
      if (lookahead == 'y') ADVANCE(157);
      END_STATE();
    case 55:
      if (lookahead == 'i') ADVANCE(158);
      if (lookahead == 'o') ADVANCE(159);
      END_STATE();
    case 56:
      if (lookahead == 'n') ADVANCE(160);
      END_STATE();
    case 57:
      if (lookahead == 'i') ADVANCE(161);
      if (lookahead == 'x') ADVANCE(162);
      END_STATE();
    case 58:
      if (lookahead == 'p') ADVANCE(163);
      END_STATE();
    case 59:
      ACCEPT_TOKEN(anon_sym_if);
      END_STATE();
    case 60:
      ACCEPT_TOKEN(anon_sym_in);
      if (lookahead == 't') ADVANCE(164);
      END_STATE();
    case 61:
      ACCEPT_TOKEN(anon_sym_is);
      END_STATE();
    case 62:
      if (lookahead == 'm') ADVANCE(165);
      END_STATE();
    case 63:
      ACCEPT_TOKEN(anon_sym_ko);
      if (lookahead == 'm') ADVANCE(166);
      END_STATE();
    case 64:
      if (lookahead == 'a') ADVANCE(167);
      if (lookahead == 'g') ADVANCE(168);
      END_STATE();
    case 65:
      if (lookahead == 'f') ADVANCE(169);
      if (lookahead == 'n') ADVANCE(170);
      END_STATE();
    case 66:
      if (lookahead == 'n') ADVANCE(171);
      if (lookahead == 'o') ADVANCE(172);
      END_STATE();
    case 67:
      if (lookahead == 'n') ADVANCE(173);
      if (lookahead == 'x') ADVANCE(174);
      END_STATE();
    case 68:
      if (lookahead == 'r') ADVANCE(175);
      END_STATE();
    case 69:
      if (lookahead == 's') ADVANCE(176);
      if (lookahead == 'v') ADVANCE(177);
      END_STATE();
    case 70:
      if (lookahead == 'u') ADVANCE(178);
      if (lookahead == 'x') ADVANCE(179);
      END_STATE();
    case 71:
      ACCEPT_TOKEN(anon_sym_no);
      if (lookahead == 't') ADVANCE(180);
      END_STATE();
    case 72:
      if (lookahead == 'm') ADVANCE(181);
      END_STATE();
    case 73:
      ACCEPT_TOKEN(anon_sym_of);
      if (lookahead == 'f') ADVANCE(182);
      END_STATE();
    case 74:
      ACCEPT_TOKEN(anon_sym_on);
      if (lookahead == 'c') ADVANCE(183);
      if (lookahead == 't') ADVANCE(184);
      END_STATE();
    case 75:
      ACCEPT_TOKEN(anon_sym_or);
      END_STATE();
    case 76:
      if (lookahead == 't') ADVANCE(185);
      END_STATE();
    case 77:
      if (lookahead == 'e') ADVANCE(186);
      END_STATE();
    case 78:
      if (lookahead == 'r') ADVANCE(187);
      if (lookahead == 's') ADVANCE(188);
      END_STATE();
    case 79:
      if (lookahead == 'c') ADVANCE(189);
      if (lookahead == 'e') ADVANCE(190);
      END_STATE();
    case 80:
      if (lookahead == 'a') ADVANCE(191);
      if (lookahead == 'i') ADVANCE(192);
      END_STATE();
    case 81:
      if (lookahead == 's') ADVANCE(193);
      END_STATE();
    case 82:
      if (lookahead == 'o') ADVANCE(194);
      END_STATE();
    case 83:
      if (lookahead == 'n') ADVANCE(195);
      END_STATE();
    case 84:
      if (lookahead == 'm') ADVANCE(196);
      if (lookahead == 'p') ADVANCE(197);
      if (lookahead == 's') ADVANCE(198);
      if (lookahead == 'v') ADVANCE(199);
      END_STATE();
    case 85:
      if (lookahead == 'y') ADVANCE(200);
      END_STATE();
    case 86:
      if (lookahead == 'l') ADVANCE(201);
      END_STATE();
    case 87:
      if (lookahead == 'm') ADVANCE(202);
      END_STATE();
    case 88:
      if (lookahead == 'o') ADVANCE(203);
      END_STATE();
    case 89:
      if (lookahead == 't') ADVANCE(204);
      END_STATE();
    case 90:
      if (lookahead == 'o') ADVANCE(205);
      END_STATE();
    case 91:
      if (lookahead == 'd') ADVANCE(206);
      if (lookahead == 'm') ADVANCE(207);
      if (lookahead == 'n') ADVANCE(208);
      END_STATE();
    case 92:
      if (lookahead == 'i') ADVANCE(209);
      END_STATE();
    case 93:
      if (lookahead == 'i') ADVANCE(210);
      END_STATE();
    case 94:
      if (lookahead == 'w') ADVANCE(211);
      END_STATE();
    case 95:
      if (lookahead == 'l') ADVANCE(212);
      END_STATE();
    case 96:
      if (lookahead == 'a') ADVANCE(213);
      if (lookahead == 'e') ADVANCE(214);
      if (lookahead == 'o') ADVANCE(215);
      END_STATE();
    case 97:
      if (lookahead == 'i') ADVANCE(216);
      if (lookahead == 'r') ADVANCE(217);
      END_STATE();
    case 98:
      if (lookahead == 'a') ADVANCE(218);
      END_STATE();
    case 99:
      if (lookahead == 'm') ADVANCE(219);
      END_STATE();
    case 100:
      if (lookahead == 'a') ADVANCE(220);
      END_STATE();
    case 101:
      if (lookahead == 'e') ADVANCE(221);
      if (lookahead == 'r') ADVANCE(222);
      END_STATE();
    case 102:
      ACCEPT_TOKEN(anon_sym_to);
      END_STATE();
    case 103:
      if (lookahead == 'a') ADVANCE(223);
      END_STATE();
    case 104:
      if (lookahead == 'r') ADVANCE(224);
      END_STATE();
    case 105:
      if (lookahead == 'l') ADVANCE(225);
      if (lookahead == 't') ADVANCE(226);
      END_STATE();
    case 106:
      if (lookahead == 'e') ADVANCE(227);
      END_STATE();
    case 107:
      if (lookahead == 't') ADVANCE(228);
      END_STATE();
    case 108:
      if (lookahead == 'n') ADVANCE(229);
      END_STATE();
    case 109:
      if (lookahead == 'i') ADVANCE(230);
      END_STATE();
    case 110:
      ACCEPT_TOKEN(anon_sym_add);
      END_STATE();
    case 111:
      if (lookahead == 'a') ADVANCE(231);
      END_STATE();
    case 112:
      if (lookahead == 'e') ADVANCE(232);
      END_STATE();
    case 113:
      if (lookahead == 'i') ADVANCE(233);
      END_STATE();
    case 114:
      if (lookahead == 'o') ADVANCE(234);
      END_STATE();
    case 115:
      if (lookahead == 'n') ADVANCE(235);
      END_STATE();
    case 116:
      ACCEPT_TOKEN(anon_sym_and);
      END_STATE();
    case 117:
      if (lookahead == 'o') ADVANCE(236);
      END_STATE();
    case 118:
      if (lookahead == 'o') ADVANCE(237);
      END_STATE();
    case 119:
      if (lookahead == 'a') ADVANCE(238);
      END_STATE();
    case 120:
      if (lookahead == 'i') ADVANCE(239);
      END_STATE();
    case 121:
      if (lookahead == 'r') ADVANCE(240);
      END_STATE();
    case 122:
      if (lookahead == 'o') ADVANCE(241);
      END_STATE();
    case 123:
      if (lookahead == 'i') ADVANCE(242);
      END_STATE();
    case 124:
      if (lookahead == 'r') ADVANCE(243);
      END_STATE();
    case 125:
      if (lookahead == 'n') ADVANCE(244);
      END_STATE();
    case 126:
      if (lookahead == 'c') ADVANCE(245);
      END_STATE();
    case 127:
      if (lookahead == 't') ADVANCE(246);
      END_STATE();
    case 128:
      if (lookahead == 'd') ADVANCE(247);
      END_STATE();
    case 129:
      if (lookahead == 't') ADVANCE(248);
      END_STATE();
    case 130:
      if (lookahead == 'l') ADVANCE(249);
      END_STATE();
    case 131:
      if (lookahead == 'i') ADVANCE(250);
      END_STATE();
    case 132:
      if (lookahead == 'i') ADVANCE(251);
      END_STATE();
    case 133:
      if (lookahead == 'a') ADVANCE(252);
      END_STATE();
    case 134:
      if (lookahead == 'o') ADVANCE(253);
      END_STATE();
    case 135:
      if (lookahead == 'n') ADVANCE(254);
      if (lookahead == 't') ADVANCE(255);
      END_STATE();
    case 136:
      if (lookahead == 'i') ADVANCE(256);
      END_STATE();
    case 137:
      if (lookahead == 'n') ADVANCE(257);
      END_STATE();
    case 138:
      if (lookahead == 't') ADVANCE(258);
      END_STATE();
    case 139:
      if (lookahead == 'l') ADVANCE(259);
      END_STATE();
    case 140:
      if (lookahead == 'p') ADVANCE(260);
      END_STATE();
    case 141:
      if (lookahead == 'e') ADVANCE(261);
      END_STATE();
    case 142:
      if (lookahead == 'h') ADVANCE(262);
      END_STATE();
    case 143:
      if (lookahead == 'p') ADVANCE(263);
      END_STATE();
    case 144:
      ACCEPT_TOKEN(anon_sym_end);
      if (lookahead == 's') ADVANCE(264);
      END_STATE();
    case 145:
      if (lookahead == 'e') ADVANCE(265);
      END_STATE();
    case 146:
      if (lookahead == 'c') ADVANCE(266);
      END_STATE();
    case 147:
      if (lookahead == 'e') ADVANCE(267);
      if (lookahead == 'h') ADVANCE(268);
      END_STATE();
    case 148:
      if (lookahead == 'e') ADVANCE(269);
      END_STATE();
    case 149:
      if (lookahead == 'i') ADVANCE(270);
      END_STATE();
    case 150:
      if (lookahead == 'l') ADVANCE(271);
      END_STATE();
    case 151:
      if (lookahead == 'e') ADVANCE(272);
      END_STATE();
    case 152:
      if (lookahead == 'p') ADVANCE(273);
      END_STATE();
    case 153:
      ACCEPT_TOKEN(anon_sym_fly);
      if (lookahead == 'i') ADVANCE(274);
      END_STATE();
    case 154:
      ACCEPT_TOKEN(anon_sym_for);
      END_STATE();
    case 155:
      if (lookahead == 'm') ADVANCE(275);
      END_STATE();
    case 156:
      if (lookahead == 'e') ADVANCE(276);
      END_STATE();
    case 157:
      if (lookahead == 'p') ADVANCE(277);
      END_STATE();
    case 158:
      if (lookahead == 'd') ADVANCE(278);
      END_STATE();
    case 159:
      if (lookahead == 'u') ADVANCE(279);
      END_STATE();
    case 160:
      if (lookahead == 'd') ADVANCE(280);
      END_STATE();
    case 161:
      if (lookahead == 'g') ADVANCE(281);
      END_STATE();
    case 162:
      ACCEPT_TOKEN(anon_sym_hex);
      END_STATE();
    case 163:
      ACCEPT_TOKEN(anon_sym_hop);
      END_STATE();
    case 164:
      if (lookahead == 'o') ADVANCE(282);
      END_STATE();
    case 165:
      if (lookahead == 'p') ADVANCE(283);
      END_STATE();
    case 166:
      if (lookahead == 'i') ADVANCE(284);
      END_STATE();
    case 167:
      if (lookahead == 'p') ADVANCE(285);
      END_STATE();
    case 168:
      if (lookahead == 'e') ADVANCE(286);
      END_STATE();
    case 169:
      if (lookahead == 't') ADVANCE(287);
      END_STATE();
    case 170:
      if (lookahead == 'e') ADVANCE(288);
      END_STATE();
    case 171:
      if (lookahead == 'g') ADVANCE(289);
      END_STATE();
    case 172:
      if (lookahead == 'p') ADVANCE(290);
      END_STATE();
    case 173:
      if (lookahead == 'd') ADVANCE(291);
      END_STATE();
    case 174:
      ACCEPT_TOKEN(anon_sym_max);
      END_STATE();
    case 175:
      if (lookahead == 'g') ADVANCE(292);
      END_STATE();
    case 176:
      if (lookahead == 't') ADVANCE(293);
      END_STATE();
    case 177:
      if (lookahead == 'e') ADVANCE(294);
      END_STATE();
    case 178:
      if (lookahead == 't') ADVANCE(295);
      END_STATE();
    case 179:
      if (lookahead == 't') ADVANCE(296);
      END_STATE();
    case 180:
      ACCEPT_TOKEN(anon_sym_not);
      END_STATE();
    case 181:
      if (lookahead == 'b') ADVANCE(297);
      END_STATE();
    case 182:
      ACCEPT_TOKEN(anon_sym_off);
      END_STATE();
    case 183:
      if (lookahead == 'e') ADVANCE(298);
      END_STATE();
    case 184:
      if (lookahead == 'o') ADVANCE(299);
      END_STATE();
    case 185:
      if (lookahead == 's') ADVANCE(300);
      END_STATE();
    case 186:
      if (lookahead == 'r') ADVANCE(301);
      END_STATE();
    case 187:
      if (lookahead == 't') ADVANCE(302);
      END_STATE();
    case 188:
      if (lookahead == 's') ADVANCE(303);
      END_STATE();
    case 189:
      if (lookahead == 't') ADVANCE(304);
      END_STATE();
    case 190:
      if (lookahead == 'c') ADVANCE(305);
      END_STATE();
    case 191:
      if (lookahead == 'c') ADVANCE(306);
      if (lookahead == 'y') ADVANCE(307);
      END_STATE();
    case 192:
      if (lookahead == 'e') ADVANCE(308);
      END_STATE();
    case 193:
      if (lookahead == 'i') ADVANCE(309);
      END_STATE();
    case 194:
      if (lookahead == 'm') ADVANCE(310);
      END_STATE();
    case 195:
      if (lookahead == 'k') ADVANCE(311);
      END_STATE();
    case 196:
      if (lookahead == 'o') ADVANCE(312);
      END_STATE();
    case 197:
      if (lookahead == 'e') ADVANCE(313);
      if (lookahead == 'l') ADVANCE(314);
      END_STATE();
    case 198:
      if (lookahead == 'e') ADVANCE(315);
      END_STATE();
    case 199:
      if (lookahead == 'e') ADVANCE(316);
      END_STATE();
    case 200:
      if (lookahead == 'a') ADVANCE(317);
      END_STATE();
    case 201:
      if (lookahead == 'e') ADVANCE(318);
      END_STATE();
    case 202:
      if (lookahead == 'e') ADVANCE(319);
      END_STATE();
    case 203:
      if (lookahead == 'r') ADVANCE(320);
      END_STATE();
    case 204:
      if (lookahead == 'u') ADVANCE(321);
      END_STATE();
    case 205:
      if (lookahead == 'o') ADVANCE(322);
      if (lookahead == 'w') ADVANCE(323);
      END_STATE();
    case 206:
      if (lookahead == 'e') ADVANCE(324);
      END_STATE();
    case 207:
      if (lookahead == 'p') ADVANCE(325);
      END_STATE();
    case 208:
      if (lookahead == 'c') ADVANCE(326);
      END_STATE();
    case 209:
      if (lookahead == 'p') ADVANCE(327);
      END_STATE();
    case 210:
      if (lookahead == 'd') ADVANCE(328);
      END_STATE();
    case 211:
      if (lookahead == 'i') ADVANCE(329);
      END_STATE();
    case 212:
      if (lookahead == 'i') ADVANCE(330);
      END_STATE();
    case 213:
      if (lookahead == 'c') ADVANCE(331);
      if (lookahead == 'y') ADVANCE(332);
      END_STATE();
    case 214:
      if (lookahead == 'a') ADVANCE(333);
      if (lookahead == 'p') ADVANCE(334);
      END_STATE();
    case 215:
      if (lookahead == 'p') ADVANCE(335);
      if (lookahead == 'r') ADVANCE(336);
      END_STATE();
    case 216:
      if (lookahead == 'c') ADVANCE(337);
      END_STATE();
    case 217:
      if (lookahead == 'r') ADVANCE(338);
      END_STATE();
    case 218:
      if (lookahead == 'p') ADVANCE(339);
      END_STATE();
    case 219:
      if (lookahead == 'b') ADVANCE(340);
      END_STATE();
    case 220:
      if (lookahead == 'm') ADVANCE(341);
      END_STATE();
    case 221:
      if (lookahead == 'n') ADVANCE(342);
      END_STATE();
    case 222:
      if (lookahead == 'o') ADVANCE(343);
      END_STATE();
    case 223:
      if (lookahead == 'c') ADVANCE(344);
      END_STATE();
    case 224:
      if (lookahead == 'n') ADVANCE(345);
      END_STATE();
    case 225:
      if (lookahead == 'i') ADVANCE(346);
      END_STATE();
    case 226:
      if (lookahead == 'i') ADVANCE(347);
      END_STATE();
    case 227:
      if (lookahead == 'n') ADVANCE(348);
      END_STATE();
    case 228:
      if (lookahead == 'h') ADVANCE(349);
      END_STATE();
    case 229:
      if (lookahead == 'e') ADVANCE(350);
      END_STATE();
    case 230:
      if (lookahead == 'o') ADVANCE(351);
      END_STATE();
    case 231:
      if (lookahead == 'c') ADVANCE(352);
      END_STATE();
    case 232:
      if (lookahead == 'r') ADVANCE(353);
      END_STATE();
    case 233:
      if (lookahead == 'n') ADVANCE(354);
      END_STATE();
    case 234:
      if (lookahead == 'w') ADVANCE(355);
      END_STATE();
    case 235:
      if (lookahead == 'g') ADVANCE(356);
      END_STATE();
    case 236:
      if (lookahead == 'u') ADVANCE(357);
      END_STATE();
    case 237:
      if (lookahead == 'w') ADVANCE(358);
      END_STATE();
    case 238:
      if (lookahead == 'c') ADVANCE(359);
      END_STATE();
    case 239:
      if (lookahead == 'd') ADVANCE(360);
      END_STATE();
    case 240:
      ACCEPT_TOKEN(anon_sym_bear);
      END_STATE();
    case 241:
      if (lookahead == 'w') ADVANCE(361);
      END_STATE();
    case 242:
      if (lookahead == 'd') ADVANCE(362);
      END_STATE();
    case 243:
      if (lookahead == 'd') ADVANCE(363);
      END_STATE();
    case 244:
      if (lookahead == 'c') ADVANCE(364);
      END_STATE();
    case 245:
      if (lookahead == 'e') ADVANCE(365);
      END_STATE();
    case 246:
      if (lookahead == 'u') ADVANCE(366);
      END_STATE();
    case 247:
      ACCEPT_TOKEN(anon_sym_card);
      if (lookahead == 's') ADVANCE(367);
      END_STATE();
    case 248:
      if (lookahead == 'l') ADVANCE(368);
      END_STATE();
    case 249:
      if (lookahead == 's') ADVANCE(369);
      END_STATE();
    case 250:
      if (lookahead == 'n') ADVANCE(370);
      END_STATE();
    case 251:
      if (lookahead == 'm') ADVANCE(371);
      END_STATE();
    case 252:
      if (lookahead == 'r') ADVANCE(372);
      END_STATE();
    case 253:
      if (lookahead == 'u') ADVANCE(373);
      END_STATE();
    case 254:
      if (lookahead == 'e') ADVANCE(374);
      END_STATE();
    case 255:
      if (lookahead == 'i') ADVANCE(375);
      if (lookahead == 'r') ADVANCE(376);
      END_STATE();
    case 256:
      if (lookahead == 'e') ADVANCE(377);
      END_STATE();
    case 257:
      if (lookahead == 't') ADVANCE(378);
      END_STATE();
    case 258:
      if (lookahead == 'o') ADVANCE(379);
      END_STATE();
    case 259:
      ACCEPT_TOKEN(anon_sym_deal);
      END_STATE();
    case 260:
      if (lookahead == 'e') ADVANCE(380);
      END_STATE();
    case 261:
      if (lookahead == 'c') ADVANCE(381);
      END_STATE();
    case 262:
      ACCEPT_TOKEN(anon_sym_each);
      END_STATE();
    case 263:
      if (lookahead == 'a') ADVANCE(382);
      END_STATE();
    case 264:
      ACCEPT_TOKEN(anon_sym_ends);
      END_STATE();
    case 265:
      if (lookahead == 'r') ADVANCE(383);
      END_STATE();
    case 266:
      if (lookahead == 't') ADVANCE(384);
      END_STATE();
    case 267:
      if (lookahead == 'p') ADVANCE(385);
      END_STATE();
    case 268:
      if (lookahead == 'a') ADVANCE(386);
      END_STATE();
    case 269:
      if (lookahead == 'n') ADVANCE(387);
      END_STATE();
    case 270:
      if (lookahead == 'n') ADVANCE(388);
      END_STATE();
    case 271:
      if (lookahead == 'i') ADVANCE(389);
      END_STATE();
    case 272:
      ACCEPT_TOKEN(anon_sym_file);
      END_STATE();
    case 273:
      if (lookahead == 'p') ADVANCE(390);
      END_STATE();
    case 274:
      if (lookahead == 'n') ADVANCE(391);
      END_STATE();
    case 275:
      ACCEPT_TOKEN(anon_sym_from);
      END_STATE();
    case 276:
      ACCEPT_TOKEN(anon_sym_game);
      END_STATE();
    case 277:
      if (lookahead == 'h') ADVANCE(392);
      END_STATE();
    case 278:
      ACCEPT_TOKEN(anon_sym_grid);
      END_STATE();
    case 279:
      if (lookahead == 'p') ADVANCE(393);
      END_STATE();
    case 280:
      ACCEPT_TOKEN(anon_sym_hand);
      if (lookahead == 's') ADVANCE(394);
      END_STATE();
    case 281:
      if (lookahead == 'h') ADVANCE(395);
      END_STATE();
    case 282:
      ACCEPT_TOKEN(anon_sym_into);
      END_STATE();
    case 283:
      ACCEPT_TOKEN(anon_sym_jump);
      END_STATE();
    case 284:
      ACCEPT_TOKEN(anon_sym_komi);
      END_STATE();
    case 285:
      ACCEPT_TOKEN(anon_sym_leap);
      END_STATE();
    case 286:
      if (lookahead == 'n') ADVANCE(396);
      END_STATE();
    case 287:
      ACCEPT_TOKEN(anon_sym_lift);
      END_STATE();
    case 288:
      ACCEPT_TOKEN(anon_sym_line);
      if (lookahead == 's') ADVANCE(397);
      END_STATE();
    case 289:
      ACCEPT_TOKEN(anon_sym_long);
      END_STATE();
    case 290:
      ACCEPT_TOKEN(anon_sym_loop);
      END_STATE();
    case 291:
      if (lookahead == 'a') ADVANCE(398);
      END_STATE();
    case 292:
      if (lookahead == 'e') ADVANCE(399);
      END_STATE();
    case 293:
      ACCEPT_TOKEN(anon_sym_most);
      END_STATE();
    case 294:
      ACCEPT_TOKEN(anon_sym_move);
      if (lookahead == 'd') ADVANCE(400);
      if (lookahead == 's') ADVANCE(401);
      END_STATE();
    case 295:
      if (lookahead == 'r') ADVANCE(402);
      END_STATE();
    case 296:
      ACCEPT_TOKEN(anon_sym_next);
      END_STATE();
    case 297:
      if (lookahead == 'e') ADVANCE(403);
      END_STATE();
    case 298:
      ACCEPT_TOKEN(anon_sym_once);
      END_STATE();
    case 299:
      ACCEPT_TOKEN(anon_sym_onto);
      END_STATE();
    case 300:
      if (lookahead == 'i') ADVANCE(404);
      END_STATE();
    case 301:
      ACCEPT_TOKEN(anon_sym_over);
      END_STATE();
    case 302:
      if (lookahead == 'n') ADVANCE(405);
      END_STATE();
    case 303:
      ACCEPT_TOKEN(anon_sym_pass);
      if (lookahead == 'e') ADVANCE(406);
      if (lookahead == 'i') ADVANCE(407);
      END_STATE();
    case 304:
      if (lookahead == 'u') ADVANCE(408);
      END_STATE();
    case 305:
      if (lookahead == 'e') ADVANCE(409);
      END_STATE();
    case 306:
      if (lookahead == 'e') ADVANCE(410);
      END_STATE();
    case 307:
      ACCEPT_TOKEN(anon_sym_play);
      if (lookahead == 'e') ADVANCE(411);
      END_STATE();
    case 308:
      if (lookahead == 's') ADVANCE(412);
      END_STATE();
    case 309:
      if (lookahead == 't') ADVANCE(413);
      END_STATE();
    case 310:
      if (lookahead == 'o') ADVANCE(414);
      END_STATE();
    case 311:
      ACCEPT_TOKEN(anon_sym_rank);
      END_STATE();
    case 312:
      if (lookahead == 'v') ADVANCE(415);
      END_STATE();
    case 313:
      if (lookahead == 't') ADVANCE(416);
      END_STATE();
    case 314:
      if (lookahead == 'a') ADVANCE(417);
      END_STATE();
    case 315:
      if (lookahead == 't') ADVANCE(418);
      END_STATE();
    case 316:
      if (lookahead == 'r') ADVANCE(419);
      END_STATE();
    case 317:
      if (lookahead == 'l') ADVANCE(420);
      END_STATE();
    case 318:
      if (lookahead == 's') ADVANCE(421);
      END_STATE();
    case 319:
      ACCEPT_TOKEN(anon_sym_same);
      END_STATE();
    case 320:
      if (lookahead == 'e') ADVANCE(422);
      END_STATE();
    case 321:
      if (lookahead == 'p') ADVANCE(423);
      END_STATE();
    case 322:
      if (lookahead == 't') ADVANCE(424);
      END_STATE();
    case 323:
      if (lookahead == 'i') ADVANCE(425);
      END_STATE();
    case 324:
      if (lookahead == 's') ADVANCE(426);
      END_STATE();
    case 325:
      if (lookahead == 'l') ADVANCE(427);
      END_STATE();
    case 326:
      if (lookahead == 'e') ADVANCE(428);
      END_STATE();
    case 327:
      ACCEPT_TOKEN(anon_sym_skip);
      END_STATE();
    case 328:
      if (lookahead == 'e') ADVANCE(429);
      END_STATE();
    case 329:
      if (lookahead == 'n') ADVANCE(430);
      END_STATE();
    case 330:
      if (lookahead == 't') ADVANCE(431);
      END_STATE();
    case 331:
      if (lookahead == 'k') ADVANCE(432);
      END_STATE();
    case 332:
      ACCEPT_TOKEN(anon_sym_stay);
      END_STATE();
    case 333:
      if (lookahead == 'l') ADVANCE(433);
      END_STATE();
    case 334:
      ACCEPT_TOKEN(anon_sym_step);
      END_STATE();
    case 335:
      if (lookahead == 'p') ADVANCE(434);
      END_STATE();
    case 336:
      if (lookahead == 'e') ADVANCE(435);
      END_STATE();
    case 337:
      if (lookahead == 'i') ADVANCE(436);
      END_STATE();
    case 338:
      if (lookahead == 'o') ADVANCE(437);
      END_STATE();
    case 339:
      ACCEPT_TOKEN(anon_sym_swap);
      END_STATE();
    case 340:
      if (lookahead == 'o') ADVANCE(438);
      END_STATE();
    case 341:
      ACCEPT_TOKEN(anon_sym_team);
      END_STATE();
    case 342:
      ACCEPT_TOKEN(anon_sym_then);
      END_STATE();
    case 343:
      if (lookahead == 'u') ADVANCE(439);
      END_STATE();
    case 344:
      if (lookahead == 'k') ADVANCE(440);
      END_STATE();
    case 345:
      ACCEPT_TOKEN(anon_sym_turn);
      END_STATE();
    case 346:
      if (lookahead == 'm') ADVANCE(441);
      END_STATE();
    case 347:
      if (lookahead == 'l') ADVANCE(442);
      END_STATE();
    case 348:
      ACCEPT_TOKEN(anon_sym_when);
      END_STATE();
    case 349:
      ACCEPT_TOKEN(anon_sym_with);
      if (lookahead == 'i') ADVANCE(443);
      END_STATE();
    case 350:
      ACCEPT_TOKEN(anon_sym_zone);
      END_STATE();
    case 351:
      if (lookahead == 'n') ADVANCE(444);
      END_STATE();
    case 352:
      if (lookahead == 'e') ADVANCE(445);
      END_STATE();
    case 353:
      ACCEPT_TOKEN(anon_sym_after);
      END_STATE();
    case 354:
      ACCEPT_TOKEN(anon_sym_again);
      if (lookahead == 's') ADVANCE(446);
      END_STATE();
    case 355:
      if (lookahead == 'e') ADVANCE(447);
      END_STATE();
    case 356:
      ACCEPT_TOKEN(anon_sym_along);
      END_STATE();
    case 357:
      if (lookahead == 'n') ADVANCE(448);
      END_STATE();
    case 358:
      if (lookahead == 's') ADVANCE(449);
      END_STATE();
    case 359:
      if (lookahead == 'k') ADVANCE(450);
      END_STATE();
    case 360:
      if (lookahead == 'i') ADVANCE(451);
      END_STATE();
    case 361:
      ACCEPT_TOKEN(anon_sym_below);
      END_STATE();
    case 362:
      if (lookahead == 'e') ADVANCE(452);
      END_STATE();
    case 363:
      ACCEPT_TOKEN(anon_sym_board);
      END_STATE();
    case 364:
      if (lookahead == 'h') ADVANCE(453);
      END_STATE();
    case 365:
      if (lookahead == 'l') ADVANCE(454);
      END_STATE();
    case 366:
      if (lookahead == 'r') ADVANCE(455);
      END_STATE();
    case 367:
      ACCEPT_TOKEN(anon_sym_cards);
      END_STATE();
    case 368:
      if (lookahead == 'e') ADVANCE(456);
      END_STATE();
    case 369:
      ACCEPT_TOKEN(anon_sym_cells);
      END_STATE();
    case 370:
      if (lookahead == 'e') ADVANCE(457);
      END_STATE();
    case 371:
      ACCEPT_TOKEN(anon_sym_claim);
      END_STATE();
    case 372:
      ACCEPT_TOKEN(anon_sym_clear);
      END_STATE();
    case 373:
      if (lookahead == 'r') ADVANCE(458);
      END_STATE();
    case 374:
      if (lookahead == 'c') ADVANCE(459);
      END_STATE();
    case 375:
      if (lookahead == 'n') ADVANCE(460);
      END_STATE();
    case 376:
      if (lookahead == 'o') ADVANCE(461);
      END_STATE();
    case 377:
      if (lookahead == 's') ADVANCE(462);
      END_STATE();
    case 378:
      ACCEPT_TOKEN(anon_sym_count);
      if (lookahead == 'e') ADVANCE(463);
      END_STATE();
    case 379:
      if (lookahead == 'd') ADVANCE(464);
      END_STATE();
    case 380:
      if (lookahead == 'r') ADVANCE(465);
      END_STATE();
    case 381:
      if (lookahead == 't') ADVANCE(466);
      END_STATE();
    case 382:
      if (lookahead == 's') ADVANCE(467);
      END_STATE();
    case 383:
      ACCEPT_TOKEN(anon_sym_enter);
      if (lookahead == 's') ADVANCE(468);
      END_STATE();
    case 384:
      if (lookahead == 'l') ADVANCE(469);
      END_STATE();
    case 385:
      if (lookahead == 't') ADVANCE(470);
      END_STATE();
    case 386:
      if (lookahead == 'n') ADVANCE(471);
      END_STATE();
    case 387:
      if (lookahead == 'd') ADVANCE(472);
      END_STATE();
    case 388:
      if (lookahead == 'g') ADVANCE(473);
      END_STATE();
    case 389:
      if (lookahead == 'n') ADVANCE(474);
      END_STATE();
    case 390:
      if (lookahead == 'i') ADVANCE(475);
      END_STATE();
    case 391:
      if (lookahead == 'g') ADVANCE(476);
      END_STATE();
    case 392:
      if (lookahead == 's') ADVANCE(477);
      END_STATE();
    case 393:
      if (lookahead == 's') ADVANCE(478);
      END_STATE();
    case 394:
      ACCEPT_TOKEN(anon_sym_hands);
      END_STATE();
    case 395:
      if (lookahead == 't') ADVANCE(479);
      END_STATE();
    case 396:
      if (lookahead == 'd') ADVANCE(480);
      END_STATE();
    case 397:
      ACCEPT_TOKEN(anon_sym_lines);
      END_STATE();
    case 398:
      if (lookahead == 't') ADVANCE(481);
      END_STATE();
    case 399:
      ACCEPT_TOKEN(anon_sym_merge);
      END_STATE();
    case 400:
      ACCEPT_TOKEN(anon_sym_moved);
      END_STATE();
    case 401:
      ACCEPT_TOKEN(anon_sym_moves);
      END_STATE();
    case 402:
      if (lookahead == 'a') ADVANCE(482);
      END_STATE();
    case 403:
      if (lookahead == 'r') ADVANCE(483);
      END_STATE();
    case 404:
      if (lookahead == 'd') ADVANCE(484);
      END_STATE();
    case 405:
      if (lookahead == 'e') ADVANCE(485);
      END_STATE();
    case 406:
      if (lookahead == 's') ADVANCE(486);
      END_STATE();
    case 407:
      if (lookahead == 'n') ADVANCE(487);
      END_STATE();
    case 408:
      if (lookahead == 'r') ADVANCE(488);
      END_STATE();
    case 409:
      ACCEPT_TOKEN(anon_sym_piece);
      if (lookahead == 's') ADVANCE(489);
      END_STATE();
    case 410:
      ACCEPT_TOKEN(anon_sym_place);
      END_STATE();
    case 411:
      if (lookahead == 'r') ADVANCE(490);
      END_STATE();
    case 412:
      ACCEPT_TOKEN(anon_sym_plies);
      END_STATE();
    case 413:
      if (lookahead == 'i') ADVANCE(491);
      END_STATE();
    case 414:
      if (lookahead == 't') ADVANCE(492);
      END_STATE();
    case 415:
      if (lookahead == 'e') ADVANCE(493);
      END_STATE();
    case 416:
      if (lookahead == 'i') ADVANCE(494);
      END_STATE();
    case 417:
      if (lookahead == 'y') ADVANCE(495);
      END_STATE();
    case 418:
      ACCEPT_TOKEN(anon_sym_reset);
      END_STATE();
    case 419:
      if (lookahead == 's') ADVANCE(496);
      END_STATE();
    case 420:
      ACCEPT_TOKEN(anon_sym_royal);
      END_STATE();
    case 421:
      ACCEPT_TOKEN(anon_sym_rules);
      END_STATE();
    case 422:
      ACCEPT_TOKEN(anon_sym_score);
      END_STATE();
    case 423:
      ACCEPT_TOKEN(anon_sym_setup);
      END_STATE();
    case 424:
      ACCEPT_TOKEN(anon_sym_shoot);
      END_STATE();
    case 425:
      if (lookahead == 'n') ADVANCE(497);
      END_STATE();
    case 426:
      ACCEPT_TOKEN(anon_sym_sides);
      END_STATE();
    case 427:
      if (lookahead == 'e') ADVANCE(498);
      END_STATE();
    case 428:
      ACCEPT_TOKEN(anon_sym_since);
      END_STATE();
    case 429:
      ACCEPT_TOKEN(anon_sym_slide);
      END_STATE();
    case 430:
      if (lookahead == 'g') ADVANCE(499);
      END_STATE();
    case 431:
      ACCEPT_TOKEN(anon_sym_split);
      END_STATE();
    case 432:
      ACCEPT_TOKEN(anon_sym_stack);
      if (lookahead == 's') ADVANCE(500);
      END_STATE();
    case 433:
      ACCEPT_TOKEN(anon_sym_steal);
      END_STATE();
    case 434:
      if (lookahead == 'i') ADVANCE(501);
      END_STATE();
    case 435:
      ACCEPT_TOKEN(anon_sym_store);
      if (lookahead == 'd') ADVANCE(502);
      END_STATE();
    case 436:
      if (lookahead == 'd') ADVANCE(503);
      END_STATE();
    case 437:
      if (lookahead == 'u') ADVANCE(504);
      END_STATE();
    case 438:
      if (lookahead == 'l') ADVANCE(505);
      END_STATE();
    case 439:
      if (lookahead == 'g') ADVANCE(506);
      END_STATE();
    case 440:
      ACCEPT_TOKEN(anon_sym_track);
      END_STATE();
    case 441:
      if (lookahead == 'i') ADVANCE(507);
      END_STATE();
    case 442:
      ACCEPT_TOKEN(anon_sym_until);
      END_STATE();
    case 443:
      if (lookahead == 'n') ADVANCE(508);
      END_STATE();
    case 444:
      if (lookahead == 's') ADVANCE(509);
      END_STATE();
    case 445:
      if (lookahead == 'n') ADVANCE(510);
      END_STATE();
    case 446:
      if (lookahead == 't') ADVANCE(511);
      END_STATE();
    case 447:
      if (lookahead == 'd') ADVANCE(512);
      END_STATE();
    case 448:
      if (lookahead == 'c') ADVANCE(513);
      END_STATE();
    case 449:
      ACCEPT_TOKEN(anon_sym_arrows);
      END_STATE();
    case 450:
      if (lookahead == 'e') ADVANCE(514);
      END_STATE();
    case 451:
      if (lookahead == 'n') ADVANCE(515);
      END_STATE();
    case 452:
      ACCEPT_TOKEN(anon_sym_beside);
      END_STATE();
    case 453:
      ACCEPT_TOKEN(anon_sym_branch);
      END_STATE();
    case 454:
      ACCEPT_TOKEN(anon_sym_cancel);
      END_STATE();
    case 455:
      if (lookahead == 'e') ADVANCE(516);
      END_STATE();
    case 456:
      ACCEPT_TOKEN(anon_sym_castle);
      END_STATE();
    case 457:
      if (lookahead == 'd') ADVANCE(517);
      END_STATE();
    case 458:
      ACCEPT_TOKEN(anon_sym_colour);
      END_STATE();
    case 459:
      if (lookahead == 't') ADVANCE(518);
      END_STATE();
    case 460:
      if (lookahead == 'u') ADVANCE(519);
      END_STATE();
    case 461:
      if (lookahead == 'l') ADVANCE(520);
      END_STATE();
    case 462:
      ACCEPT_TOKEN(anon_sym_copies);
      END_STATE();
    case 463:
      if (lookahead == 'r') ADVANCE(521);
      END_STATE();
    case 464:
      if (lookahead == 'i') ADVANCE(522);
      END_STATE();
    case 465:
      ACCEPT_TOKEN(anon_sym_deeper);
      END_STATE();
    case 466:
      if (lookahead == 'i') ADVANCE(523);
      END_STATE();
    case 467:
      if (lookahead == 's') ADVANCE(524);
      END_STATE();
    case 468:
      ACCEPT_TOKEN(anon_sym_enters);
      END_STATE();
    case 469:
      if (lookahead == 'y') ADVANCE(525);
      END_STATE();
    case 470:
      ACCEPT_TOKEN(anon_sym_except);
      END_STATE();
    case 471:
      if (lookahead == 'g') ADVANCE(526);
      END_STATE();
    case 472:
      if (lookahead == 's') ADVANCE(527);
      END_STATE();
    case 473:
      ACCEPT_TOKEN(anon_sym_facing);
      END_STATE();
    case 474:
      if (lookahead == 'g') ADVANCE(528);
      END_STATE();
    case 475:
      if (lookahead == 'n') ADVANCE(529);
      END_STATE();
    case 476:
      ACCEPT_TOKEN(anon_sym_flying);
      END_STATE();
    case 477:
      ACCEPT_TOKEN(anon_sym_glyphs);
      END_STATE();
    case 478:
      ACCEPT_TOKEN(anon_sym_groups);
      END_STATE();
    case 479:
      ACCEPT_TOKEN(anon_sym_height);
      END_STATE();
    case 480:
      ACCEPT_TOKEN(anon_sym_legend);
      END_STATE();
    case 481:
      if (lookahead == 'o') ADVANCE(530);
      END_STATE();
    case 482:
      if (lookahead == 'l') ADVANCE(531);
      END_STATE();
    case 483:
      if (lookahead == 's') ADVANCE(532);
      END_STATE();
    case 484:
      if (lookahead == 'e') ADVANCE(533);
      END_STATE();
    case 485:
      if (lookahead == 'r') ADVANCE(534);
      END_STATE();
    case 486:
      ACCEPT_TOKEN(anon_sym_passes);
      END_STATE();
    case 487:
      if (lookahead == 'g') ADVANCE(535);
      END_STATE();
    case 488:
      if (lookahead == 'e') ADVANCE(536);
      END_STATE();
    case 489:
      ACCEPT_TOKEN(anon_sym_pieces);
      END_STATE();
    case 490:
      if (lookahead == 's') ADVANCE(537);
      END_STATE();
    case 491:
      if (lookahead == 'o') ADVANCE(538);
      END_STATE();
    case 492:
      if (lookahead == 'e') ADVANCE(539);
      END_STATE();
    case 493:
      ACCEPT_TOKEN(anon_sym_remove);
      END_STATE();
    case 494:
      if (lookahead == 't') ADVANCE(540);
      END_STATE();
    case 495:
      ACCEPT_TOKEN(anon_sym_replay);
      END_STATE();
    case 496:
      if (lookahead == 'i') ADVANCE(541);
      END_STATE();
    case 497:
      if (lookahead == 'g') ADVANCE(542);
      END_STATE();
    case 498:
      ACCEPT_TOKEN(anon_sym_simple);
      END_STATE();
    case 499:
      ACCEPT_TOKEN(anon_sym_sowing);
      END_STATE();
    case 500:
      ACCEPT_TOKEN(anon_sym_stacks);
      END_STATE();
    case 501:
      if (lookahead == 'n') ADVANCE(543);
      END_STATE();
    case 502:
      ACCEPT_TOKEN(anon_sym_stored);
      END_STATE();
    case 503:
      if (lookahead == 'e') ADVANCE(544);
      END_STATE();
    case 504:
      if (lookahead == 'n') ADVANCE(545);
      END_STATE();
    case 505:
      if (lookahead == 's') ADVANCE(546);
      END_STATE();
    case 506:
      if (lookahead == 'h') ADVANCE(547);
      END_STATE();
    case 507:
      if (lookahead == 't') ADVANCE(548);
      END_STATE();
    case 508:
      ACCEPT_TOKEN(anon_sym_within);
      END_STATE();
    case 509:
      ACCEPT_TOKEN(anon_sym_actions);
      END_STATE();
    case 510:
      if (lookahead == 't') ADVANCE(549);
      END_STATE();
    case 511:
      ACCEPT_TOKEN(anon_sym_against);
      END_STATE();
    case 512:
      ACCEPT_TOKEN(anon_sym_allowed);
      END_STATE();
    case 513:
      if (lookahead == 'e') ADVANCE(550);
      END_STATE();
    case 514:
      if (lookahead == 'd') ADVANCE(551);
      END_STATE();
    case 515:
      if (lookahead == 'g') ADVANCE(552);
      END_STATE();
    case 516:
      ACCEPT_TOKEN(anon_sym_capture);
      if (lookahead == 'd') ADVANCE(553);
      if (lookahead == 's') ADVANCE(554);
      END_STATE();
    case 517:
      ACCEPT_TOKEN(anon_sym_chained);
      END_STATE();
    case 518:
      if (lookahead == 'e') ADVANCE(555);
      if (lookahead == 's') ADVANCE(556);
      END_STATE();
    case 519:
      if (lookahead == 'e') ADVANCE(557);
      END_STATE();
    case 520:
      ACCEPT_TOKEN(anon_sym_control);
      END_STATE();
    case 521:
      ACCEPT_TOKEN(anon_sym_counter);
      if (lookahead == 's') ADVANCE(558);
      END_STATE();
    case 522:
      if (lookahead == 'a') ADVANCE(559);
      END_STATE();
    case 523:
      if (lookahead == 'o') ADVANCE(560);
      END_STATE();
    case 524:
      if (lookahead == 'a') ADVANCE(561);
      END_STATE();
    case 525:
      ACCEPT_TOKEN(anon_sym_exactly);
      END_STATE();
    case 526:
      if (lookahead == 'e') ADVANCE(562);
      END_STATE();
    case 527:
      ACCEPT_TOKEN(anon_sym_extends);
      END_STATE();
    case 528:
      ACCEPT_TOKEN(anon_sym_falling);
      END_STATE();
    case 529:
      if (lookahead == 'g') ADVANCE(563);
      END_STATE();
    case 530:
      if (lookahead == 'r') ADVANCE(564);
      END_STATE();
    case 531:
      ACCEPT_TOKEN(anon_sym_neutral);
      END_STATE();
    case 532:
      ACCEPT_TOKEN(anon_sym_numbers);
      END_STATE();
    case 533:
      ACCEPT_TOKEN(anon_sym_outside);
      END_STATE();
    case 534:
      ACCEPT_TOKEN(anon_sym_partner);
      END_STATE();
    case 535:
      ACCEPT_TOKEN(anon_sym_passing);
      END_STATE();
    case 536:
      ACCEPT_TOKEN(anon_sym_picture);
      END_STATE();
    case 537:
      ACCEPT_TOKEN(anon_sym_players);
      END_STATE();
    case 538:
      if (lookahead == 'n') ADVANCE(565);
      END_STATE();
    case 539:
      ACCEPT_TOKEN(anon_sym_promote);
      END_STATE();
    case 540:
      if (lookahead == 'i') ADVANCE(566);
      END_STATE();
    case 541:
      if (lookahead == 'n') ADVANCE(567);
      END_STATE();
    case 542:
      ACCEPT_TOKEN(anon_sym_showing);
      END_STATE();
    case 543:
      if (lookahead == 'g') ADVANCE(568);
      END_STATE();
    case 544:
      ACCEPT_TOKEN(anon_sym_suicide);
      END_STATE();
    case 545:
      if (lookahead == 'd') ADVANCE(569);
      END_STATE();
    case 546:
      ACCEPT_TOKEN(anon_sym_symbols);
      END_STATE();
    case 547:
      ACCEPT_TOKEN(anon_sym_through);
      END_STATE();
    case 548:
      if (lookahead == 'e') ADVANCE(570);
      END_STATE();
    case 549:
      ACCEPT_TOKEN(anon_sym_adjacent);
      END_STATE();
    case 550:
      ACCEPT_TOKEN(anon_sym_announce);
      END_STATE();
    case 551:
      ACCEPT_TOKEN(anon_sym_attacked);
      END_STATE();
    case 552:
      ACCEPT_TOKEN(anon_sym_avoiding);
      END_STATE();
    case 553:
      ACCEPT_TOKEN(anon_sym_captured);
      END_STATE();
    case 554:
      ACCEPT_TOKEN(anon_sym_captures);
      END_STATE();
    case 555:
      if (lookahead == 'd') ADVANCE(571);
      END_STATE();
    case 556:
      ACCEPT_TOKEN(anon_sym_connects);
      END_STATE();
    case 557:
      ACCEPT_TOKEN(anon_sym_continue);
      END_STATE();
    case 558:
      ACCEPT_TOKEN(anon_sym_counters);
      END_STATE();
    case 559:
      if (lookahead == 'n') ADVANCE(572);
      END_STATE();
    case 560:
      if (lookahead == 'n') ADVANCE(573);
      END_STATE();
    case 561:
      if (lookahead == 'n') ADVANCE(574);
      END_STATE();
    case 562:
      ACCEPT_TOKEN(anon_sym_exchange);
      END_STATE();
    case 563:
      ACCEPT_TOKEN(anon_sym_flipping);
      END_STATE();
    case 564:
      if (lookahead == 'y') ADVANCE(575);
      END_STATE();
    case 565:
      if (lookahead == 'a') ADVANCE(576);
      END_STATE();
    case 566:
      if (lookahead == 'o') ADVANCE(577);
      END_STATE();
    case 567:
      if (lookahead == 'g') ADVANCE(578);
      END_STATE();
    case 568:
      ACCEPT_TOKEN(anon_sym_stopping);
      END_STATE();
    case 569:
      if (lookahead == 'e') ADVANCE(579);
      END_STATE();
    case 570:
      if (lookahead == 'd') ADVANCE(580);
      END_STATE();
    case 571:
      ACCEPT_TOKEN(anon_sym_connected);
      END_STATE();
    case 572:
      ACCEPT_TOKEN(anon_sym_custodian);
      END_STATE();
    case 573:
      if (lookahead == 's') ADVANCE(581);
      END_STATE();
    case 574:
      if (lookahead == 't') ADVANCE(582);
      END_STATE();
    case 575:
      ACCEPT_TOKEN(anon_sym_mandatory);
      END_STATE();
    case 576:
      if (lookahead == 'l') ADVANCE(583);
      END_STATE();
    case 577:
      if (lookahead == 'n') ADVANCE(584);
      END_STATE();
    case 578:
      ACCEPT_TOKEN(anon_sym_reversing);
      END_STATE();
    case 579:
      if (lookahead == 'd') ADVANCE(585);
      END_STATE();
    case 580:
      ACCEPT_TOKEN(anon_sym_unlimited);
      END_STATE();
    case 581:
      ACCEPT_TOKEN(anon_sym_directions);
      END_STATE();
    case 582:
      ACCEPT_TOKEN(anon_sym_en_DASHpassant);
      END_STATE();
    case 583:
      ACCEPT_TOKEN(anon_sym_positional);
      END_STATE();
    case 584:
      ACCEPT_TOKEN(anon_sym_repetition);
      END_STATE();
    case 585:
      ACCEPT_TOKEN(anon_sym_surrounded);
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
  [98] = {.lex_state = 0},
  [99] = {.lex_state = 0},
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
    [anon_sym_sowing] = ACTIONS(1),
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
    [anon_sym_fly] = ACTIONS(1),
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
    [anon_sym_through] = ACTIONS(1),
    [anon_sym_facing] = ACTIONS(1),
    [anon_sym_max] = ACTIONS(1),
    [anon_sym_exactly] = ACTIONS(1),
    [anon_sym_passing] = ACTIONS(1),
    [anon_sym_flying] = ACTIONS(1),
    [anon_sym_connected] = ACTIONS(1),
    [anon_sym_within] = ACTIONS(1),
    [anon_sym_avoiding] = ACTIONS(1),
    [anon_sym_stopping] = ACTIONS(1),
    [anon_sym_outside] = ACTIONS(1),
    [anon_sym_custodian] = ACTIONS(1),
    [anon_sym_captured] = ACTIONS(1),
    [anon_sym_against] = ACTIONS(1),
    [anon_sym_surrounded] = ACTIONS(1),
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
    [anon_sym_lines] = ACTIONS(1),
    [anon_sym_except] = ACTIONS(1),
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
    [anon_sym_capture] = ACTIONS(1),
    [anon_sym_groups] = ACTIONS(1),
    [anon_sym_suicide] = ACTIONS(1),
    [anon_sym_ko] = ACTIONS(1),
    [anon_sym_simple] = ACTIONS(1),
    [anon_sym_positional] = ACTIONS(1),
    [anon_sym_passes] = ACTIONS(1),
    [anon_sym_komi] = ACTIONS(1),
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
    [sym_source_file] = STATE(82),
    [sym__item] = STATE(23),
    [sym_game_item] = STATE(23),
    [sym_players_item] = STATE(23),
    [sym_sides_item] = STATE(23),
    [sym_board_item] = STATE(23),
    [sym_setup_item] = STATE(23),
    [sym_rules_item] = STATE(23),
    [sym_end_item] = STATE(23),
    [sym_turn_item] = STATE(23),
    [sym_cards_item] = STATE(23),
    [sym_picture_item] = STATE(23),
    [sym_sowing_item] = STATE(23),
    [sym_directions_item] = STATE(23),
    [sym_zone_item] = STATE(23),
    [sym_piece_item] = STATE(23),
    [sym_card_item] = STATE(23),
    [sym_counters_item] = STATE(23),
    [sym_track_item] = STATE(23),
    [sym_branch_item] = STATE(23),
    [sym_store_item] = STATE(23),
    [sym_remove_item] = STATE(23),
    [aux_sym_source_file_repeat1] = STATE(23),
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
    [anon_sym_sowing] = ACTIONS(27),
    [anon_sym_directions] = ACTIONS(29),
    [anon_sym_zone] = ACTIONS(31),
    [anon_sym_piece] = ACTIONS(33),
    [anon_sym_card] = ACTIONS(35),
    [anon_sym_counters] = ACTIONS(37),
    [anon_sym_track] = ACTIONS(39),
    [anon_sym_branch] = ACTIONS(41),
    [anon_sym_store] = ACTIONS(43),
    [anon_sym_remove] = ACTIONS(45),
    [sym_comment] = ACTIONS(3),
  },
  [2] = {
    [sym_group] = STATE(4),
    [sym_block] = STATE(4),
    [sym__token] = STATE(4),
    [sym_keyword] = STATE(4),
    [sym_operator] = STATE(4),
    [aux_sym_block_repeat1] = STATE(4),
    [sym_name] = ACTIONS(47),
    [anon_sym_game] = ACTIONS(49),
    [anon_sym_extends] = ACTIONS(49),
    [anon_sym_players] = ACTIONS(49),
    [anon_sym_sides] = ACTIONS(49),
    [anon_sym_board] = ACTIONS(49),
    [anon_sym_setup] = ACTIONS(49),
    [anon_sym_rules] = ACTIONS(49),
    [anon_sym_end] = ACTIONS(49),
    [anon_sym_turn] = ACTIONS(49),
    [anon_sym_cards] = ACTIONS(49),
    [anon_sym_picture] = ACTIONS(49),
    [anon_sym_sowing] = ACTIONS(49),
    [anon_sym_directions] = ACTIONS(49),
    [anon_sym_EQ] = ACTIONS(51),
    [anon_sym_COMMA] = ACTIONS(53),
    [anon_sym_zone] = ACTIONS(49),
    [anon_sym_COLON] = ACTIONS(53),
    [anon_sym_piece] = ACTIONS(49),
    [anon_sym_card] = ACTIONS(49),
    [anon_sym_counters] = ACTIONS(49),
    [anon_sym_track] = ACTIONS(49),
    [anon_sym_loop] = ACTIONS(49),
    [anon_sym_branch] = ACTIONS(49),
    [anon_sym_from] = ACTIONS(49),
    [anon_sym_store] = ACTIONS(49),
    [anon_sym_remove] = ACTIONS(49),
    [anon_sym_rank] = ACTIONS(49),
    [anon_sym_file] = ACTIONS(49),
    [anon_sym_LBRACE] = ACTIONS(55),
    [anon_sym_RBRACE] = ACTIONS(57),
    [anon_sym_step] = ACTIONS(49),
    [anon_sym_slide] = ACTIONS(49),
    [anon_sym_leap] = ACTIONS(49),
    [anon_sym_jump] = ACTIONS(49),
    [anon_sym_hop] = ACTIONS(49),
    [anon_sym_fly] = ACTIONS(49),
    [anon_sym_along] = ACTIONS(49),
    [anon_sym_enter] = ACTIONS(49),
    [anon_sym_castle] = ACTIONS(49),
    [anon_sym_bear] = ACTIONS(49),
    [anon_sym_symbols] = ACTIONS(49),
    [anon_sym_glyphs] = ACTIONS(49),
    [anon_sym_promote] = ACTIONS(49),
    [anon_sym_royal] = ACTIONS(49),
    [anon_sym_neutral] = ACTIONS(49),
    [anon_sym_stored] = ACTIONS(49),
    [anon_sym_grid] = ACTIONS(49),
    [anon_sym_cells] = ACTIONS(49),
    [anon_sym_numbers] = ACTIONS(49),
    [anon_sym_by] = ACTIONS(49),
    [anon_sym_to] = ACTIONS(49),
    [anon_sym_over] = ACTIONS(49),
    [anon_sym_chained] = ACTIONS(49),
    [anon_sym_on] = ACTIONS(49),
    [anon_sym_ends] = ACTIONS(49),
    [anon_sym_move] = ACTIONS(49),
    [anon_sym_mandatory] = ACTIONS(49),
    [anon_sym_no] = ACTIONS(49),
    [anon_sym_repetition] = ACTIONS(49),
    [anon_sym_plies] = ACTIONS(49),
    [anon_sym_since] = ACTIONS(49),
    [anon_sym_stacks] = ACTIONS(49),
    [anon_sym_unlimited] = ACTIONS(49),
    [anon_sym_onto] = ACTIONS(49),
    [anon_sym_lift] = ACTIONS(49),
    [anon_sym_if] = ACTIONS(49),
    [anon_sym_and] = ACTIONS(49),
    [anon_sym_or] = ACTIONS(49),
    [anon_sym_not] = ACTIONS(49),
    [anon_sym_below] = ACTIONS(49),
    [anon_sym_is] = ACTIONS(49),
    [anon_sym_in] = ACTIONS(49),
    [anon_sym_height] = ACTIONS(49),
    [anon_sym_count] = ACTIONS(49),
    [anon_sym_showing] = ACTIONS(49),
    [anon_sym_pieces] = ACTIONS(49),
    [anon_sym_off] = ACTIONS(49),
    [anon_sym_after] = ACTIONS(49),
    [anon_sym_stack] = ACTIONS(49),
    [anon_sym_through] = ACTIONS(49),
    [anon_sym_facing] = ACTIONS(49),
    [anon_sym_max] = ACTIONS(49),
    [anon_sym_exactly] = ACTIONS(49),
    [anon_sym_passing] = ACTIONS(49),
    [anon_sym_flying] = ACTIONS(49),
    [anon_sym_connected] = ACTIONS(49),
    [anon_sym_within] = ACTIONS(49),
    [anon_sym_avoiding] = ACTIONS(49),
    [anon_sym_stopping] = ACTIONS(49),
    [anon_sym_outside] = ACTIONS(49),
    [anon_sym_custodian] = ACTIONS(49),
    [anon_sym_captured] = ACTIONS(49),
    [anon_sym_against] = ACTIONS(49),
    [anon_sym_surrounded] = ACTIONS(49),
    [anon_sym_actions] = ACTIONS(49),
    [anon_sym_until] = ACTIONS(49),
    [anon_sym_at] = ACTIONS(49),
    [anon_sym_most] = ACTIONS(49),
    [anon_sym_steal] = ACTIONS(49),
    [anon_sym_adjacent] = ACTIONS(49),
    [anon_sym_enters] = ACTIONS(49),
    [anon_sym_when] = ACTIONS(49),
    [anon_sym_add] = ACTIONS(49),
    [anon_sym_clear] = ACTIONS(49),
    [anon_sym_reset] = ACTIONS(49),
    [anon_sym_place] = ACTIONS(49),
    [anon_sym_of] = ACTIONS(49),
    [anon_sym_into] = ACTIONS(49),
    [anon_sym_arrows] = ACTIONS(49),
    [anon_sym_colour] = ACTIONS(49),
    [anon_sym_beside] = ACTIONS(49),
    [anon_sym_legend] = ACTIONS(49),
    [anon_sym_team] = ACTIONS(49),
    [anon_sym_copies] = ACTIONS(49),
    [anon_sym_deal] = ACTIONS(49),
    [anon_sym_each] = ACTIONS(49),
    [anon_sym_hands] = ACTIONS(49),
    [anon_sym_as] = ACTIONS(49),
    [anon_sym_control] = ACTIONS(49),
    [anon_sym_skip] = ACTIONS(49),
    [anon_sym_swap] = ACTIONS(49),
    [anon_sym_partner] = ACTIONS(49),
    [anon_sym_split] = ACTIONS(49),
    [anon_sym_pass] = ACTIONS(49),
    [anon_sym_then] = ACTIONS(49),
    [anon_sym_play] = ACTIONS(49),
    [anon_sym_again] = ACTIONS(49),
    [anon_sym_cancel] = ACTIONS(49),
    [anon_sym_for] = ACTIONS(49),
    [anon_sym_replay] = ACTIONS(49),
    [anon_sym_stay] = ACTIONS(49),
    [anon_sym_exchange] = ACTIONS(49),
    [anon_sym_with] = ACTIONS(49),
    [anon_sym_announce] = ACTIONS(49),
    [anon_sym_deeper] = ACTIONS(49),
    [anon_sym_score] = ACTIONS(49),
    [anon_sym_attacked] = ACTIONS(49),
    [anon_sym_long] = ACTIONS(49),
    [anon_sym_reversing] = ACTIONS(49),
    [anon_sym_once] = ACTIONS(49),
    [anon_sym_continue] = ACTIONS(49),
    [anon_sym_merge] = ACTIONS(49),
    [anon_sym_lines] = ACTIONS(49),
    [anon_sym_except] = ACTIONS(49),
    [anon_sym_same] = ACTIONS(49),
    [anon_sym_captures] = ACTIONS(49),
    [anon_sym_falling] = ACTIONS(49),
    [anon_sym_line] = ACTIONS(49),
    [anon_sym_moves] = ACTIONS(49),
    [anon_sym_flipping] = ACTIONS(49),
    [anon_sym_hex] = ACTIONS(49),
    [anon_sym_connects] = ACTIONS(49),
    [anon_sym_shoot] = ACTIONS(49),
    [anon_sym_allowed] = ACTIONS(49),
    [anon_sym_capture] = ACTIONS(49),
    [anon_sym_groups] = ACTIONS(49),
    [anon_sym_suicide] = ACTIONS(49),
    [anon_sym_ko] = ACTIONS(49),
    [anon_sym_simple] = ACTIONS(49),
    [anon_sym_positional] = ACTIONS(49),
    [anon_sym_passes] = ACTIONS(49),
    [anon_sym_komi] = ACTIONS(49),
    [anon_sym_next] = ACTIONS(49),
    [anon_sym_claim] = ACTIONS(49),
    [anon_sym_moved] = ACTIONS(49),
    [anon_sym_en_DASHpassant] = ACTIONS(49),
    [anon_sym_hand] = ACTIONS(49),
    [anon_sym_counter] = ACTIONS(49),
    [anon_sym_LPAREN] = ACTIONS(59),
    [anon_sym_LT_EQ] = ACTIONS(51),
    [anon_sym_GT_EQ] = ACTIONS(51),
    [anon_sym_BANG_EQ] = ACTIONS(51),
    [anon_sym_LT] = ACTIONS(61),
    [anon_sym_GT] = ACTIONS(61),
    [anon_sym_DOT_DOT] = ACTIONS(51),
    [anon_sym_PIPE] = ACTIONS(51),
    [sym_integer] = ACTIONS(53),
    [sym_string] = ACTIONS(53),
    [sym_comment] = ACTIONS(3),
  },
  [3] = {
    [sym_group] = STATE(5),
    [sym_block] = STATE(5),
    [sym__token] = STATE(5),
    [sym_keyword] = STATE(5),
    [sym_operator] = STATE(5),
    [aux_sym_block_repeat1] = STATE(5),
    [sym_name] = ACTIONS(63),
    [anon_sym_game] = ACTIONS(49),
    [anon_sym_extends] = ACTIONS(49),
    [anon_sym_players] = ACTIONS(49),
    [anon_sym_sides] = ACTIONS(49),
    [anon_sym_board] = ACTIONS(49),
    [anon_sym_setup] = ACTIONS(49),
    [anon_sym_rules] = ACTIONS(49),
    [anon_sym_end] = ACTIONS(49),
    [anon_sym_turn] = ACTIONS(49),
    [anon_sym_cards] = ACTIONS(49),
    [anon_sym_picture] = ACTIONS(49),
    [anon_sym_sowing] = ACTIONS(49),
    [anon_sym_directions] = ACTIONS(49),
    [anon_sym_EQ] = ACTIONS(51),
    [anon_sym_COMMA] = ACTIONS(65),
    [anon_sym_zone] = ACTIONS(49),
    [anon_sym_COLON] = ACTIONS(65),
    [anon_sym_piece] = ACTIONS(49),
    [anon_sym_card] = ACTIONS(49),
    [anon_sym_counters] = ACTIONS(49),
    [anon_sym_track] = ACTIONS(49),
    [anon_sym_loop] = ACTIONS(49),
    [anon_sym_branch] = ACTIONS(49),
    [anon_sym_from] = ACTIONS(49),
    [anon_sym_store] = ACTIONS(49),
    [anon_sym_remove] = ACTIONS(49),
    [anon_sym_rank] = ACTIONS(49),
    [anon_sym_file] = ACTIONS(49),
    [anon_sym_LBRACE] = ACTIONS(55),
    [anon_sym_RBRACE] = ACTIONS(67),
    [anon_sym_step] = ACTIONS(49),
    [anon_sym_slide] = ACTIONS(49),
    [anon_sym_leap] = ACTIONS(49),
    [anon_sym_jump] = ACTIONS(49),
    [anon_sym_hop] = ACTIONS(49),
    [anon_sym_fly] = ACTIONS(49),
    [anon_sym_along] = ACTIONS(49),
    [anon_sym_enter] = ACTIONS(49),
    [anon_sym_castle] = ACTIONS(49),
    [anon_sym_bear] = ACTIONS(49),
    [anon_sym_symbols] = ACTIONS(49),
    [anon_sym_glyphs] = ACTIONS(49),
    [anon_sym_promote] = ACTIONS(49),
    [anon_sym_royal] = ACTIONS(49),
    [anon_sym_neutral] = ACTIONS(49),
    [anon_sym_stored] = ACTIONS(49),
    [anon_sym_grid] = ACTIONS(49),
    [anon_sym_cells] = ACTIONS(49),
    [anon_sym_numbers] = ACTIONS(49),
    [anon_sym_by] = ACTIONS(49),
    [anon_sym_to] = ACTIONS(49),
    [anon_sym_over] = ACTIONS(49),
    [anon_sym_chained] = ACTIONS(49),
    [anon_sym_on] = ACTIONS(49),
    [anon_sym_ends] = ACTIONS(49),
    [anon_sym_move] = ACTIONS(49),
    [anon_sym_mandatory] = ACTIONS(49),
    [anon_sym_no] = ACTIONS(49),
    [anon_sym_repetition] = ACTIONS(49),
    [anon_sym_plies] = ACTIONS(49),
    [anon_sym_since] = ACTIONS(49),
    [anon_sym_stacks] = ACTIONS(49),
    [anon_sym_unlimited] = ACTIONS(49),
    [anon_sym_onto] = ACTIONS(49),
    [anon_sym_lift] = ACTIONS(49),
    [anon_sym_if] = ACTIONS(49),
    [anon_sym_and] = ACTIONS(49),
    [anon_sym_or] = ACTIONS(49),
    [anon_sym_not] = ACTIONS(49),
    [anon_sym_below] = ACTIONS(49),
    [anon_sym_is] = ACTIONS(49),
    [anon_sym_in] = ACTIONS(49),
    [anon_sym_height] = ACTIONS(49),
    [anon_sym_count] = ACTIONS(49),
    [anon_sym_showing] = ACTIONS(49),
    [anon_sym_pieces] = ACTIONS(49),
    [anon_sym_off] = ACTIONS(49),
    [anon_sym_after] = ACTIONS(49),
    [anon_sym_stack] = ACTIONS(49),
    [anon_sym_through] = ACTIONS(49),
    [anon_sym_facing] = ACTIONS(49),
    [anon_sym_max] = ACTIONS(49),
    [anon_sym_exactly] = ACTIONS(49),
    [anon_sym_passing] = ACTIONS(49),
    [anon_sym_flying] = ACTIONS(49),
    [anon_sym_connected] = ACTIONS(49),
    [anon_sym_within] = ACTIONS(49),
    [anon_sym_avoiding] = ACTIONS(49),
    [anon_sym_stopping] = ACTIONS(49),
    [anon_sym_outside] = ACTIONS(49),
    [anon_sym_custodian] = ACTIONS(49),
    [anon_sym_captured] = ACTIONS(49),
    [anon_sym_against] = ACTIONS(49),
    [anon_sym_surrounded] = ACTIONS(49),
    [anon_sym_actions] = ACTIONS(49),
    [anon_sym_until] = ACTIONS(49),
    [anon_sym_at] = ACTIONS(49),
    [anon_sym_most] = ACTIONS(49),
    [anon_sym_steal] = ACTIONS(49),
    [anon_sym_adjacent] = ACTIONS(49),
    [anon_sym_enters] = ACTIONS(49),
    [anon_sym_when] = ACTIONS(49),
    [anon_sym_add] = ACTIONS(49),
    [anon_sym_clear] = ACTIONS(49),
    [anon_sym_reset] = ACTIONS(49),
    [anon_sym_place] = ACTIONS(49),
    [anon_sym_of] = ACTIONS(49),
    [anon_sym_into] = ACTIONS(49),
    [anon_sym_arrows] = ACTIONS(49),
    [anon_sym_colour] = ACTIONS(49),
    [anon_sym_beside] = ACTIONS(49),
    [anon_sym_legend] = ACTIONS(49),
    [anon_sym_team] = ACTIONS(49),
    [anon_sym_copies] = ACTIONS(49),
    [anon_sym_deal] = ACTIONS(49),
    [anon_sym_each] = ACTIONS(49),
    [anon_sym_hands] = ACTIONS(49),
    [anon_sym_as] = ACTIONS(49),
    [anon_sym_control] = ACTIONS(49),
    [anon_sym_skip] = ACTIONS(49),
    [anon_sym_swap] = ACTIONS(49),
    [anon_sym_partner] = ACTIONS(49),
    [anon_sym_split] = ACTIONS(49),
    [anon_sym_pass] = ACTIONS(49),
    [anon_sym_then] = ACTIONS(49),
    [anon_sym_play] = ACTIONS(49),
    [anon_sym_again] = ACTIONS(49),
    [anon_sym_cancel] = ACTIONS(49),
    [anon_sym_for] = ACTIONS(49),
    [anon_sym_replay] = ACTIONS(49),
    [anon_sym_stay] = ACTIONS(49),
    [anon_sym_exchange] = ACTIONS(49),
    [anon_sym_with] = ACTIONS(49),
    [anon_sym_announce] = ACTIONS(49),
    [anon_sym_deeper] = ACTIONS(49),
    [anon_sym_score] = ACTIONS(49),
    [anon_sym_attacked] = ACTIONS(49),
    [anon_sym_long] = ACTIONS(49),
    [anon_sym_reversing] = ACTIONS(49),
    [anon_sym_once] = ACTIONS(49),
    [anon_sym_continue] = ACTIONS(49),
    [anon_sym_merge] = ACTIONS(49),
    [anon_sym_lines] = ACTIONS(49),
    [anon_sym_except] = ACTIONS(49),
    [anon_sym_same] = ACTIONS(49),
    [anon_sym_captures] = ACTIONS(49),
    [anon_sym_falling] = ACTIONS(49),
    [anon_sym_line] = ACTIONS(49),
    [anon_sym_moves] = ACTIONS(49),
    [anon_sym_flipping] = ACTIONS(49),
    [anon_sym_hex] = ACTIONS(49),
    [anon_sym_connects] = ACTIONS(49),
    [anon_sym_shoot] = ACTIONS(49),
    [anon_sym_allowed] = ACTIONS(49),
    [anon_sym_capture] = ACTIONS(49),
    [anon_sym_groups] = ACTIONS(49),
    [anon_sym_suicide] = ACTIONS(49),
    [anon_sym_ko] = ACTIONS(49),
    [anon_sym_simple] = ACTIONS(49),
    [anon_sym_positional] = ACTIONS(49),
    [anon_sym_passes] = ACTIONS(49),
    [anon_sym_komi] = ACTIONS(49),
    [anon_sym_next] = ACTIONS(49),
    [anon_sym_claim] = ACTIONS(49),
    [anon_sym_moved] = ACTIONS(49),
    [anon_sym_en_DASHpassant] = ACTIONS(49),
    [anon_sym_hand] = ACTIONS(49),
    [anon_sym_counter] = ACTIONS(49),
    [anon_sym_LPAREN] = ACTIONS(59),
    [anon_sym_LT_EQ] = ACTIONS(51),
    [anon_sym_GT_EQ] = ACTIONS(51),
    [anon_sym_BANG_EQ] = ACTIONS(51),
    [anon_sym_LT] = ACTIONS(61),
    [anon_sym_GT] = ACTIONS(61),
    [anon_sym_DOT_DOT] = ACTIONS(51),
    [anon_sym_PIPE] = ACTIONS(51),
    [sym_integer] = ACTIONS(65),
    [sym_string] = ACTIONS(65),
    [sym_comment] = ACTIONS(3),
  },
  [4] = {
    [sym_group] = STATE(4),
    [sym_block] = STATE(4),
    [sym__token] = STATE(4),
    [sym_keyword] = STATE(4),
    [sym_operator] = STATE(4),
    [aux_sym_block_repeat1] = STATE(4),
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
    [anon_sym_sowing] = ACTIONS(72),
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
    [anon_sym_fly] = ACTIONS(72),
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
    [anon_sym_through] = ACTIONS(72),
    [anon_sym_facing] = ACTIONS(72),
    [anon_sym_max] = ACTIONS(72),
    [anon_sym_exactly] = ACTIONS(72),
    [anon_sym_passing] = ACTIONS(72),
    [anon_sym_flying] = ACTIONS(72),
    [anon_sym_connected] = ACTIONS(72),
    [anon_sym_within] = ACTIONS(72),
    [anon_sym_avoiding] = ACTIONS(72),
    [anon_sym_stopping] = ACTIONS(72),
    [anon_sym_outside] = ACTIONS(72),
    [anon_sym_custodian] = ACTIONS(72),
    [anon_sym_captured] = ACTIONS(72),
    [anon_sym_against] = ACTIONS(72),
    [anon_sym_surrounded] = ACTIONS(72),
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
    [anon_sym_lines] = ACTIONS(72),
    [anon_sym_except] = ACTIONS(72),
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
    [anon_sym_capture] = ACTIONS(72),
    [anon_sym_groups] = ACTIONS(72),
    [anon_sym_suicide] = ACTIONS(72),
    [anon_sym_ko] = ACTIONS(72),
    [anon_sym_simple] = ACTIONS(72),
    [anon_sym_positional] = ACTIONS(72),
    [anon_sym_passes] = ACTIONS(72),
    [anon_sym_komi] = ACTIONS(72),
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
  [5] = {
    [sym_group] = STATE(4),
    [sym_block] = STATE(4),
    [sym__token] = STATE(4),
    [sym_keyword] = STATE(4),
    [sym_operator] = STATE(4),
    [aux_sym_block_repeat1] = STATE(4),
    [sym_name] = ACTIONS(47),
    [anon_sym_game] = ACTIONS(49),
    [anon_sym_extends] = ACTIONS(49),
    [anon_sym_players] = ACTIONS(49),
    [anon_sym_sides] = ACTIONS(49),
    [anon_sym_board] = ACTIONS(49),
    [anon_sym_setup] = ACTIONS(49),
    [anon_sym_rules] = ACTIONS(49),
    [anon_sym_end] = ACTIONS(49),
    [anon_sym_turn] = ACTIONS(49),
    [anon_sym_cards] = ACTIONS(49),
    [anon_sym_picture] = ACTIONS(49),
    [anon_sym_sowing] = ACTIONS(49),
    [anon_sym_directions] = ACTIONS(49),
    [anon_sym_EQ] = ACTIONS(51),
    [anon_sym_COMMA] = ACTIONS(53),
    [anon_sym_zone] = ACTIONS(49),
    [anon_sym_COLON] = ACTIONS(53),
    [anon_sym_piece] = ACTIONS(49),
    [anon_sym_card] = ACTIONS(49),
    [anon_sym_counters] = ACTIONS(49),
    [anon_sym_track] = ACTIONS(49),
    [anon_sym_loop] = ACTIONS(49),
    [anon_sym_branch] = ACTIONS(49),
    [anon_sym_from] = ACTIONS(49),
    [anon_sym_store] = ACTIONS(49),
    [anon_sym_remove] = ACTIONS(49),
    [anon_sym_rank] = ACTIONS(49),
    [anon_sym_file] = ACTIONS(49),
    [anon_sym_LBRACE] = ACTIONS(55),
    [anon_sym_RBRACE] = ACTIONS(92),
    [anon_sym_step] = ACTIONS(49),
    [anon_sym_slide] = ACTIONS(49),
    [anon_sym_leap] = ACTIONS(49),
    [anon_sym_jump] = ACTIONS(49),
    [anon_sym_hop] = ACTIONS(49),
    [anon_sym_fly] = ACTIONS(49),
    [anon_sym_along] = ACTIONS(49),
    [anon_sym_enter] = ACTIONS(49),
    [anon_sym_castle] = ACTIONS(49),
    [anon_sym_bear] = ACTIONS(49),
    [anon_sym_symbols] = ACTIONS(49),
    [anon_sym_glyphs] = ACTIONS(49),
    [anon_sym_promote] = ACTIONS(49),
    [anon_sym_royal] = ACTIONS(49),
    [anon_sym_neutral] = ACTIONS(49),
    [anon_sym_stored] = ACTIONS(49),
    [anon_sym_grid] = ACTIONS(49),
    [anon_sym_cells] = ACTIONS(49),
    [anon_sym_numbers] = ACTIONS(49),
    [anon_sym_by] = ACTIONS(49),
    [anon_sym_to] = ACTIONS(49),
    [anon_sym_over] = ACTIONS(49),
    [anon_sym_chained] = ACTIONS(49),
    [anon_sym_on] = ACTIONS(49),
    [anon_sym_ends] = ACTIONS(49),
    [anon_sym_move] = ACTIONS(49),
    [anon_sym_mandatory] = ACTIONS(49),
    [anon_sym_no] = ACTIONS(49),
    [anon_sym_repetition] = ACTIONS(49),
    [anon_sym_plies] = ACTIONS(49),
    [anon_sym_since] = ACTIONS(49),
    [anon_sym_stacks] = ACTIONS(49),
    [anon_sym_unlimited] = ACTIONS(49),
    [anon_sym_onto] = ACTIONS(49),
    [anon_sym_lift] = ACTIONS(49),
    [anon_sym_if] = ACTIONS(49),
    [anon_sym_and] = ACTIONS(49),
    [anon_sym_or] = ACTIONS(49),
    [anon_sym_not] = ACTIONS(49),
    [anon_sym_below] = ACTIONS(49),
    [anon_sym_is] = ACTIONS(49),
    [anon_sym_in] = ACTIONS(49),
    [anon_sym_height] = ACTIONS(49),
    [anon_sym_count] = ACTIONS(49),
    [anon_sym_showing] = ACTIONS(49),
    [anon_sym_pieces] = ACTIONS(49),
    [anon_sym_off] = ACTIONS(49),
    [anon_sym_after] = ACTIONS(49),
    [anon_sym_stack] = ACTIONS(49),
    [anon_sym_through] = ACTIONS(49),
    [anon_sym_facing] = ACTIONS(49),
    [anon_sym_max] = ACTIONS(49),
    [anon_sym_exactly] = ACTIONS(49),
    [anon_sym_passing] = ACTIONS(49),
    [anon_sym_flying] = ACTIONS(49),
    [anon_sym_connected] = ACTIONS(49),
    [anon_sym_within] = ACTIONS(49),
    [anon_sym_avoiding] = ACTIONS(49),
    [anon_sym_stopping] = ACTIONS(49),
    [anon_sym_outside] = ACTIONS(49),
    [anon_sym_custodian] = ACTIONS(49),
    [anon_sym_captured] = ACTIONS(49),
    [anon_sym_against] = ACTIONS(49),
    [anon_sym_surrounded] = ACTIONS(49),
    [anon_sym_actions] = ACTIONS(49),
    [anon_sym_until] = ACTIONS(49),
    [anon_sym_at] = ACTIONS(49),
    [anon_sym_most] = ACTIONS(49),
    [anon_sym_steal] = ACTIONS(49),
    [anon_sym_adjacent] = ACTIONS(49),
    [anon_sym_enters] = ACTIONS(49),
    [anon_sym_when] = ACTIONS(49),
    [anon_sym_add] = ACTIONS(49),
    [anon_sym_clear] = ACTIONS(49),
    [anon_sym_reset] = ACTIONS(49),
    [anon_sym_place] = ACTIONS(49),
    [anon_sym_of] = ACTIONS(49),
    [anon_sym_into] = ACTIONS(49),
    [anon_sym_arrows] = ACTIONS(49),
    [anon_sym_colour] = ACTIONS(49),
    [anon_sym_beside] = ACTIONS(49),
    [anon_sym_legend] = ACTIONS(49),
    [anon_sym_team] = ACTIONS(49),
    [anon_sym_copies] = ACTIONS(49),
    [anon_sym_deal] = ACTIONS(49),
    [anon_sym_each] = ACTIONS(49),
    [anon_sym_hands] = ACTIONS(49),
    [anon_sym_as] = ACTIONS(49),
    [anon_sym_control] = ACTIONS(49),
    [anon_sym_skip] = ACTIONS(49),
    [anon_sym_swap] = ACTIONS(49),
    [anon_sym_partner] = ACTIONS(49),
    [anon_sym_split] = ACTIONS(49),
    [anon_sym_pass] = ACTIONS(49),
    [anon_sym_then] = ACTIONS(49),
    [anon_sym_play] = ACTIONS(49),
    [anon_sym_again] = ACTIONS(49),
    [anon_sym_cancel] = ACTIONS(49),
    [anon_sym_for] = ACTIONS(49),
    [anon_sym_replay] = ACTIONS(49),
    [anon_sym_stay] = ACTIONS(49),
    [anon_sym_exchange] = ACTIONS(49),
    [anon_sym_with] = ACTIONS(49),
    [anon_sym_announce] = ACTIONS(49),
    [anon_sym_deeper] = ACTIONS(49),
    [anon_sym_score] = ACTIONS(49),
    [anon_sym_attacked] = ACTIONS(49),
    [anon_sym_long] = ACTIONS(49),
    [anon_sym_reversing] = ACTIONS(49),
    [anon_sym_once] = ACTIONS(49),
    [anon_sym_continue] = ACTIONS(49),
    [anon_sym_merge] = ACTIONS(49),
    [anon_sym_lines] = ACTIONS(49),
    [anon_sym_except] = ACTIONS(49),
    [anon_sym_same] = ACTIONS(49),
    [anon_sym_captures] = ACTIONS(49),
    [anon_sym_falling] = ACTIONS(49),
    [anon_sym_line] = ACTIONS(49),
    [anon_sym_moves] = ACTIONS(49),
    [anon_sym_flipping] = ACTIONS(49),
    [anon_sym_hex] = ACTIONS(49),
    [anon_sym_connects] = ACTIONS(49),
    [anon_sym_shoot] = ACTIONS(49),
    [anon_sym_allowed] = ACTIONS(49),
    [anon_sym_capture] = ACTIONS(49),
    [anon_sym_groups] = ACTIONS(49),
    [anon_sym_suicide] = ACTIONS(49),
    [anon_sym_ko] = ACTIONS(49),
    [anon_sym_simple] = ACTIONS(49),
    [anon_sym_positional] = ACTIONS(49),
    [anon_sym_passes] = ACTIONS(49),
    [anon_sym_komi] = ACTIONS(49),
    [anon_sym_next] = ACTIONS(49),
    [anon_sym_claim] = ACTIONS(49),
    [anon_sym_moved] = ACTIONS(49),
    [anon_sym_en_DASHpassant] = ACTIONS(49),
    [anon_sym_hand] = ACTIONS(49),
    [anon_sym_counter] = ACTIONS(49),
    [anon_sym_LPAREN] = ACTIONS(59),
    [anon_sym_LT_EQ] = ACTIONS(51),
    [anon_sym_GT_EQ] = ACTIONS(51),
    [anon_sym_BANG_EQ] = ACTIONS(51),
    [anon_sym_LT] = ACTIONS(61),
    [anon_sym_GT] = ACTIONS(61),
    [anon_sym_DOT_DOT] = ACTIONS(51),
    [anon_sym_PIPE] = ACTIONS(51),
    [sym_integer] = ACTIONS(53),
    [sym_string] = ACTIONS(53),
    [sym_comment] = ACTIONS(3),
  },
  [6] = {
    [sym_group] = STATE(2),
    [sym_block] = STATE(2),
    [sym__token] = STATE(2),
    [sym_keyword] = STATE(2),
    [sym_operator] = STATE(2),
    [aux_sym_block_repeat1] = STATE(2),
    [sym_name] = ACTIONS(94),
    [anon_sym_game] = ACTIONS(49),
    [anon_sym_extends] = ACTIONS(49),
    [anon_sym_players] = ACTIONS(49),
    [anon_sym_sides] = ACTIONS(49),
    [anon_sym_board] = ACTIONS(49),
    [anon_sym_setup] = ACTIONS(49),
    [anon_sym_rules] = ACTIONS(49),
    [anon_sym_end] = ACTIONS(49),
    [anon_sym_turn] = ACTIONS(49),
    [anon_sym_cards] = ACTIONS(49),
    [anon_sym_picture] = ACTIONS(49),
    [anon_sym_sowing] = ACTIONS(49),
    [anon_sym_directions] = ACTIONS(49),
    [anon_sym_EQ] = ACTIONS(51),
    [anon_sym_COMMA] = ACTIONS(96),
    [anon_sym_zone] = ACTIONS(49),
    [anon_sym_COLON] = ACTIONS(96),
    [anon_sym_piece] = ACTIONS(49),
    [anon_sym_card] = ACTIONS(49),
    [anon_sym_counters] = ACTIONS(49),
    [anon_sym_track] = ACTIONS(49),
    [anon_sym_loop] = ACTIONS(49),
    [anon_sym_branch] = ACTIONS(49),
    [anon_sym_from] = ACTIONS(49),
    [anon_sym_store] = ACTIONS(49),
    [anon_sym_remove] = ACTIONS(49),
    [anon_sym_rank] = ACTIONS(49),
    [anon_sym_file] = ACTIONS(49),
    [anon_sym_LBRACE] = ACTIONS(55),
    [anon_sym_RBRACE] = ACTIONS(98),
    [anon_sym_step] = ACTIONS(49),
    [anon_sym_slide] = ACTIONS(49),
    [anon_sym_leap] = ACTIONS(49),
    [anon_sym_jump] = ACTIONS(49),
    [anon_sym_hop] = ACTIONS(49),
    [anon_sym_fly] = ACTIONS(49),
    [anon_sym_along] = ACTIONS(49),
    [anon_sym_enter] = ACTIONS(49),
    [anon_sym_castle] = ACTIONS(49),
    [anon_sym_bear] = ACTIONS(49),
    [anon_sym_symbols] = ACTIONS(49),
    [anon_sym_glyphs] = ACTIONS(49),
    [anon_sym_promote] = ACTIONS(49),
    [anon_sym_royal] = ACTIONS(49),
    [anon_sym_neutral] = ACTIONS(49),
    [anon_sym_stored] = ACTIONS(49),
    [anon_sym_grid] = ACTIONS(49),
    [anon_sym_cells] = ACTIONS(49),
    [anon_sym_numbers] = ACTIONS(49),
    [anon_sym_by] = ACTIONS(49),
    [anon_sym_to] = ACTIONS(49),
    [anon_sym_over] = ACTIONS(49),
    [anon_sym_chained] = ACTIONS(49),
    [anon_sym_on] = ACTIONS(49),
    [anon_sym_ends] = ACTIONS(49),
    [anon_sym_move] = ACTIONS(49),
    [anon_sym_mandatory] = ACTIONS(49),
    [anon_sym_no] = ACTIONS(49),
    [anon_sym_repetition] = ACTIONS(49),
    [anon_sym_plies] = ACTIONS(49),
    [anon_sym_since] = ACTIONS(49),
    [anon_sym_stacks] = ACTIONS(49),
    [anon_sym_unlimited] = ACTIONS(49),
    [anon_sym_onto] = ACTIONS(49),
    [anon_sym_lift] = ACTIONS(49),
    [anon_sym_if] = ACTIONS(49),
    [anon_sym_and] = ACTIONS(49),
    [anon_sym_or] = ACTIONS(49),
    [anon_sym_not] = ACTIONS(49),
    [anon_sym_below] = ACTIONS(49),
    [anon_sym_is] = ACTIONS(49),
    [anon_sym_in] = ACTIONS(49),
    [anon_sym_height] = ACTIONS(49),
    [anon_sym_count] = ACTIONS(49),
    [anon_sym_showing] = ACTIONS(49),
    [anon_sym_pieces] = ACTIONS(49),
    [anon_sym_off] = ACTIONS(49),
    [anon_sym_after] = ACTIONS(49),
    [anon_sym_stack] = ACTIONS(49),
    [anon_sym_through] = ACTIONS(49),
    [anon_sym_facing] = ACTIONS(49),
    [anon_sym_max] = ACTIONS(49),
    [anon_sym_exactly] = ACTIONS(49),
    [anon_sym_passing] = ACTIONS(49),
    [anon_sym_flying] = ACTIONS(49),
    [anon_sym_connected] = ACTIONS(49),
    [anon_sym_within] = ACTIONS(49),
    [anon_sym_avoiding] = ACTIONS(49),
    [anon_sym_stopping] = ACTIONS(49),
    [anon_sym_outside] = ACTIONS(49),
    [anon_sym_custodian] = ACTIONS(49),
    [anon_sym_captured] = ACTIONS(49),
    [anon_sym_against] = ACTIONS(49),
    [anon_sym_surrounded] = ACTIONS(49),
    [anon_sym_actions] = ACTIONS(49),
    [anon_sym_until] = ACTIONS(49),
    [anon_sym_at] = ACTIONS(49),
    [anon_sym_most] = ACTIONS(49),
    [anon_sym_steal] = ACTIONS(49),
    [anon_sym_adjacent] = ACTIONS(49),
    [anon_sym_enters] = ACTIONS(49),
    [anon_sym_when] = ACTIONS(49),
    [anon_sym_add] = ACTIONS(49),
    [anon_sym_clear] = ACTIONS(49),
    [anon_sym_reset] = ACTIONS(49),
    [anon_sym_place] = ACTIONS(49),
    [anon_sym_of] = ACTIONS(49),
    [anon_sym_into] = ACTIONS(49),
    [anon_sym_arrows] = ACTIONS(49),
    [anon_sym_colour] = ACTIONS(49),
    [anon_sym_beside] = ACTIONS(49),
    [anon_sym_legend] = ACTIONS(49),
    [anon_sym_team] = ACTIONS(49),
    [anon_sym_copies] = ACTIONS(49),
    [anon_sym_deal] = ACTIONS(49),
    [anon_sym_each] = ACTIONS(49),
    [anon_sym_hands] = ACTIONS(49),
    [anon_sym_as] = ACTIONS(49),
    [anon_sym_control] = ACTIONS(49),
    [anon_sym_skip] = ACTIONS(49),
    [anon_sym_swap] = ACTIONS(49),
    [anon_sym_partner] = ACTIONS(49),
    [anon_sym_split] = ACTIONS(49),
    [anon_sym_pass] = ACTIONS(49),
    [anon_sym_then] = ACTIONS(49),
    [anon_sym_play] = ACTIONS(49),
    [anon_sym_again] = ACTIONS(49),
    [anon_sym_cancel] = ACTIONS(49),
    [anon_sym_for] = ACTIONS(49),
    [anon_sym_replay] = ACTIONS(49),
    [anon_sym_stay] = ACTIONS(49),
    [anon_sym_exchange] = ACTIONS(49),
    [anon_sym_with] = ACTIONS(49),
    [anon_sym_announce] = ACTIONS(49),
    [anon_sym_deeper] = ACTIONS(49),
    [anon_sym_score] = ACTIONS(49),
    [anon_sym_attacked] = ACTIONS(49),
    [anon_sym_long] = ACTIONS(49),
    [anon_sym_reversing] = ACTIONS(49),
    [anon_sym_once] = ACTIONS(49),
    [anon_sym_continue] = ACTIONS(49),
    [anon_sym_merge] = ACTIONS(49),
    [anon_sym_lines] = ACTIONS(49),
    [anon_sym_except] = ACTIONS(49),
    [anon_sym_same] = ACTIONS(49),
    [anon_sym_captures] = ACTIONS(49),
    [anon_sym_falling] = ACTIONS(49),
    [anon_sym_line] = ACTIONS(49),
    [anon_sym_moves] = ACTIONS(49),
    [anon_sym_flipping] = ACTIONS(49),
    [anon_sym_hex] = ACTIONS(49),
    [anon_sym_connects] = ACTIONS(49),
    [anon_sym_shoot] = ACTIONS(49),
    [anon_sym_allowed] = ACTIONS(49),
    [anon_sym_capture] = ACTIONS(49),
    [anon_sym_groups] = ACTIONS(49),
    [anon_sym_suicide] = ACTIONS(49),
    [anon_sym_ko] = ACTIONS(49),
    [anon_sym_simple] = ACTIONS(49),
    [anon_sym_positional] = ACTIONS(49),
    [anon_sym_passes] = ACTIONS(49),
    [anon_sym_komi] = ACTIONS(49),
    [anon_sym_next] = ACTIONS(49),
    [anon_sym_claim] = ACTIONS(49),
    [anon_sym_moved] = ACTIONS(49),
    [anon_sym_en_DASHpassant] = ACTIONS(49),
    [anon_sym_hand] = ACTIONS(49),
    [anon_sym_counter] = ACTIONS(49),
    [anon_sym_LPAREN] = ACTIONS(59),
    [anon_sym_LT_EQ] = ACTIONS(51),
    [anon_sym_GT_EQ] = ACTIONS(51),
    [anon_sym_BANG_EQ] = ACTIONS(51),
    [anon_sym_LT] = ACTIONS(61),
    [anon_sym_GT] = ACTIONS(61),
    [anon_sym_DOT_DOT] = ACTIONS(51),
    [anon_sym_PIPE] = ACTIONS(51),
    [sym_integer] = ACTIONS(96),
    [sym_string] = ACTIONS(96),
    [sym_comment] = ACTIONS(3),
  },
  [7] = {
    [sym_group] = STATE(9),
    [sym__token] = STATE(9),
    [sym_keyword] = STATE(9),
    [sym_operator] = STATE(9),
    [aux_sym_group_repeat1] = STATE(9),
    [sym_name] = ACTIONS(100),
    [anon_sym_game] = ACTIONS(49),
    [anon_sym_extends] = ACTIONS(49),
    [anon_sym_players] = ACTIONS(49),
    [anon_sym_sides] = ACTIONS(49),
    [anon_sym_board] = ACTIONS(49),
    [anon_sym_setup] = ACTIONS(49),
    [anon_sym_rules] = ACTIONS(49),
    [anon_sym_end] = ACTIONS(49),
    [anon_sym_turn] = ACTIONS(49),
    [anon_sym_cards] = ACTIONS(49),
    [anon_sym_picture] = ACTIONS(49),
    [anon_sym_sowing] = ACTIONS(49),
    [anon_sym_directions] = ACTIONS(49),
    [anon_sym_EQ] = ACTIONS(51),
    [anon_sym_COMMA] = ACTIONS(102),
    [anon_sym_zone] = ACTIONS(49),
    [anon_sym_COLON] = ACTIONS(102),
    [anon_sym_piece] = ACTIONS(49),
    [anon_sym_card] = ACTIONS(49),
    [anon_sym_counters] = ACTIONS(49),
    [anon_sym_track] = ACTIONS(49),
    [anon_sym_loop] = ACTIONS(49),
    [anon_sym_branch] = ACTIONS(49),
    [anon_sym_from] = ACTIONS(49),
    [anon_sym_store] = ACTIONS(49),
    [anon_sym_remove] = ACTIONS(49),
    [anon_sym_rank] = ACTIONS(49),
    [anon_sym_file] = ACTIONS(49),
    [anon_sym_step] = ACTIONS(49),
    [anon_sym_slide] = ACTIONS(49),
    [anon_sym_leap] = ACTIONS(49),
    [anon_sym_jump] = ACTIONS(49),
    [anon_sym_hop] = ACTIONS(49),
    [anon_sym_fly] = ACTIONS(49),
    [anon_sym_along] = ACTIONS(49),
    [anon_sym_enter] = ACTIONS(49),
    [anon_sym_castle] = ACTIONS(49),
    [anon_sym_bear] = ACTIONS(49),
    [anon_sym_symbols] = ACTIONS(49),
    [anon_sym_glyphs] = ACTIONS(49),
    [anon_sym_promote] = ACTIONS(49),
    [anon_sym_royal] = ACTIONS(49),
    [anon_sym_neutral] = ACTIONS(49),
    [anon_sym_stored] = ACTIONS(49),
    [anon_sym_grid] = ACTIONS(49),
    [anon_sym_cells] = ACTIONS(49),
    [anon_sym_numbers] = ACTIONS(49),
    [anon_sym_by] = ACTIONS(49),
    [anon_sym_to] = ACTIONS(49),
    [anon_sym_over] = ACTIONS(49),
    [anon_sym_chained] = ACTIONS(49),
    [anon_sym_on] = ACTIONS(49),
    [anon_sym_ends] = ACTIONS(49),
    [anon_sym_move] = ACTIONS(49),
    [anon_sym_mandatory] = ACTIONS(49),
    [anon_sym_no] = ACTIONS(49),
    [anon_sym_repetition] = ACTIONS(49),
    [anon_sym_plies] = ACTIONS(49),
    [anon_sym_since] = ACTIONS(49),
    [anon_sym_stacks] = ACTIONS(49),
    [anon_sym_unlimited] = ACTIONS(49),
    [anon_sym_onto] = ACTIONS(49),
    [anon_sym_lift] = ACTIONS(49),
    [anon_sym_if] = ACTIONS(49),
    [anon_sym_and] = ACTIONS(49),
    [anon_sym_or] = ACTIONS(49),
    [anon_sym_not] = ACTIONS(49),
    [anon_sym_below] = ACTIONS(49),
    [anon_sym_is] = ACTIONS(49),
    [anon_sym_in] = ACTIONS(49),
    [anon_sym_height] = ACTIONS(49),
    [anon_sym_count] = ACTIONS(49),
    [anon_sym_showing] = ACTIONS(49),
    [anon_sym_pieces] = ACTIONS(49),
    [anon_sym_off] = ACTIONS(49),
    [anon_sym_after] = ACTIONS(49),
    [anon_sym_stack] = ACTIONS(49),
    [anon_sym_through] = ACTIONS(49),
    [anon_sym_facing] = ACTIONS(49),
    [anon_sym_max] = ACTIONS(49),
    [anon_sym_exactly] = ACTIONS(49),
    [anon_sym_passing] = ACTIONS(49),
    [anon_sym_flying] = ACTIONS(49),
    [anon_sym_connected] = ACTIONS(49),
    [anon_sym_within] = ACTIONS(49),
    [anon_sym_avoiding] = ACTIONS(49),
    [anon_sym_stopping] = ACTIONS(49),
    [anon_sym_outside] = ACTIONS(49),
    [anon_sym_custodian] = ACTIONS(49),
    [anon_sym_captured] = ACTIONS(49),
    [anon_sym_against] = ACTIONS(49),
    [anon_sym_surrounded] = ACTIONS(49),
    [anon_sym_actions] = ACTIONS(49),
    [anon_sym_until] = ACTIONS(49),
    [anon_sym_at] = ACTIONS(49),
    [anon_sym_most] = ACTIONS(49),
    [anon_sym_steal] = ACTIONS(49),
    [anon_sym_adjacent] = ACTIONS(49),
    [anon_sym_enters] = ACTIONS(49),
    [anon_sym_when] = ACTIONS(49),
    [anon_sym_add] = ACTIONS(49),
    [anon_sym_clear] = ACTIONS(49),
    [anon_sym_reset] = ACTIONS(49),
    [anon_sym_place] = ACTIONS(49),
    [anon_sym_of] = ACTIONS(49),
    [anon_sym_into] = ACTIONS(49),
    [anon_sym_arrows] = ACTIONS(49),
    [anon_sym_colour] = ACTIONS(49),
    [anon_sym_beside] = ACTIONS(49),
    [anon_sym_legend] = ACTIONS(49),
    [anon_sym_team] = ACTIONS(49),
    [anon_sym_copies] = ACTIONS(49),
    [anon_sym_deal] = ACTIONS(49),
    [anon_sym_each] = ACTIONS(49),
    [anon_sym_hands] = ACTIONS(49),
    [anon_sym_as] = ACTIONS(49),
    [anon_sym_control] = ACTIONS(49),
    [anon_sym_skip] = ACTIONS(49),
    [anon_sym_swap] = ACTIONS(49),
    [anon_sym_partner] = ACTIONS(49),
    [anon_sym_split] = ACTIONS(49),
    [anon_sym_pass] = ACTIONS(49),
    [anon_sym_then] = ACTIONS(49),
    [anon_sym_play] = ACTIONS(49),
    [anon_sym_again] = ACTIONS(49),
    [anon_sym_cancel] = ACTIONS(49),
    [anon_sym_for] = ACTIONS(49),
    [anon_sym_replay] = ACTIONS(49),
    [anon_sym_stay] = ACTIONS(49),
    [anon_sym_exchange] = ACTIONS(49),
    [anon_sym_with] = ACTIONS(49),
    [anon_sym_announce] = ACTIONS(49),
    [anon_sym_deeper] = ACTIONS(49),
    [anon_sym_score] = ACTIONS(49),
    [anon_sym_attacked] = ACTIONS(49),
    [anon_sym_long] = ACTIONS(49),
    [anon_sym_reversing] = ACTIONS(49),
    [anon_sym_once] = ACTIONS(49),
    [anon_sym_continue] = ACTIONS(49),
    [anon_sym_merge] = ACTIONS(49),
    [anon_sym_lines] = ACTIONS(49),
    [anon_sym_except] = ACTIONS(49),
    [anon_sym_same] = ACTIONS(49),
    [anon_sym_captures] = ACTIONS(49),
    [anon_sym_falling] = ACTIONS(49),
    [anon_sym_line] = ACTIONS(49),
    [anon_sym_moves] = ACTIONS(49),
    [anon_sym_flipping] = ACTIONS(49),
    [anon_sym_hex] = ACTIONS(49),
    [anon_sym_connects] = ACTIONS(49),
    [anon_sym_shoot] = ACTIONS(49),
    [anon_sym_allowed] = ACTIONS(49),
    [anon_sym_capture] = ACTIONS(49),
    [anon_sym_groups] = ACTIONS(49),
    [anon_sym_suicide] = ACTIONS(49),
    [anon_sym_ko] = ACTIONS(49),
    [anon_sym_simple] = ACTIONS(49),
    [anon_sym_positional] = ACTIONS(49),
    [anon_sym_passes] = ACTIONS(49),
    [anon_sym_komi] = ACTIONS(49),
    [anon_sym_next] = ACTIONS(49),
    [anon_sym_claim] = ACTIONS(49),
    [anon_sym_moved] = ACTIONS(49),
    [anon_sym_en_DASHpassant] = ACTIONS(49),
    [anon_sym_hand] = ACTIONS(49),
    [anon_sym_counter] = ACTIONS(49),
    [anon_sym_LPAREN] = ACTIONS(59),
    [anon_sym_RPAREN] = ACTIONS(104),
    [anon_sym_LT_EQ] = ACTIONS(51),
    [anon_sym_GT_EQ] = ACTIONS(51),
    [anon_sym_BANG_EQ] = ACTIONS(51),
    [anon_sym_LT] = ACTIONS(61),
    [anon_sym_GT] = ACTIONS(61),
    [anon_sym_DOT_DOT] = ACTIONS(51),
    [anon_sym_PIPE] = ACTIONS(51),
    [sym_integer] = ACTIONS(102),
    [sym_string] = ACTIONS(102),
    [sym_comment] = ACTIONS(3),
  },
  [8] = {
    [sym_group] = STATE(7),
    [sym__token] = STATE(7),
    [sym_keyword] = STATE(7),
    [sym_operator] = STATE(7),
    [aux_sym_group_repeat1] = STATE(7),
    [sym_name] = ACTIONS(106),
    [anon_sym_game] = ACTIONS(49),
    [anon_sym_extends] = ACTIONS(49),
    [anon_sym_players] = ACTIONS(49),
    [anon_sym_sides] = ACTIONS(49),
    [anon_sym_board] = ACTIONS(49),
    [anon_sym_setup] = ACTIONS(49),
    [anon_sym_rules] = ACTIONS(49),
    [anon_sym_end] = ACTIONS(49),
    [anon_sym_turn] = ACTIONS(49),
    [anon_sym_cards] = ACTIONS(49),
    [anon_sym_picture] = ACTIONS(49),
    [anon_sym_sowing] = ACTIONS(49),
    [anon_sym_directions] = ACTIONS(49),
    [anon_sym_EQ] = ACTIONS(51),
    [anon_sym_COMMA] = ACTIONS(108),
    [anon_sym_zone] = ACTIONS(49),
    [anon_sym_COLON] = ACTIONS(108),
    [anon_sym_piece] = ACTIONS(49),
    [anon_sym_card] = ACTIONS(49),
    [anon_sym_counters] = ACTIONS(49),
    [anon_sym_track] = ACTIONS(49),
    [anon_sym_loop] = ACTIONS(49),
    [anon_sym_branch] = ACTIONS(49),
    [anon_sym_from] = ACTIONS(49),
    [anon_sym_store] = ACTIONS(49),
    [anon_sym_remove] = ACTIONS(49),
    [anon_sym_rank] = ACTIONS(49),
    [anon_sym_file] = ACTIONS(49),
    [anon_sym_step] = ACTIONS(49),
    [anon_sym_slide] = ACTIONS(49),
    [anon_sym_leap] = ACTIONS(49),
    [anon_sym_jump] = ACTIONS(49),
    [anon_sym_hop] = ACTIONS(49),
    [anon_sym_fly] = ACTIONS(49),
    [anon_sym_along] = ACTIONS(49),
    [anon_sym_enter] = ACTIONS(49),
    [anon_sym_castle] = ACTIONS(49),
    [anon_sym_bear] = ACTIONS(49),
    [anon_sym_symbols] = ACTIONS(49),
    [anon_sym_glyphs] = ACTIONS(49),
    [anon_sym_promote] = ACTIONS(49),
    [anon_sym_royal] = ACTIONS(49),
    [anon_sym_neutral] = ACTIONS(49),
    [anon_sym_stored] = ACTIONS(49),
    [anon_sym_grid] = ACTIONS(49),
    [anon_sym_cells] = ACTIONS(49),
    [anon_sym_numbers] = ACTIONS(49),
    [anon_sym_by] = ACTIONS(49),
    [anon_sym_to] = ACTIONS(49),
    [anon_sym_over] = ACTIONS(49),
    [anon_sym_chained] = ACTIONS(49),
    [anon_sym_on] = ACTIONS(49),
    [anon_sym_ends] = ACTIONS(49),
    [anon_sym_move] = ACTIONS(49),
    [anon_sym_mandatory] = ACTIONS(49),
    [anon_sym_no] = ACTIONS(49),
    [anon_sym_repetition] = ACTIONS(49),
    [anon_sym_plies] = ACTIONS(49),
    [anon_sym_since] = ACTIONS(49),
    [anon_sym_stacks] = ACTIONS(49),
    [anon_sym_unlimited] = ACTIONS(49),
    [anon_sym_onto] = ACTIONS(49),
    [anon_sym_lift] = ACTIONS(49),
    [anon_sym_if] = ACTIONS(49),
    [anon_sym_and] = ACTIONS(49),
    [anon_sym_or] = ACTIONS(49),
    [anon_sym_not] = ACTIONS(49),
    [anon_sym_below] = ACTIONS(49),
    [anon_sym_is] = ACTIONS(49),
    [anon_sym_in] = ACTIONS(49),
    [anon_sym_height] = ACTIONS(49),
    [anon_sym_count] = ACTIONS(49),
    [anon_sym_showing] = ACTIONS(49),
    [anon_sym_pieces] = ACTIONS(49),
    [anon_sym_off] = ACTIONS(49),
    [anon_sym_after] = ACTIONS(49),
    [anon_sym_stack] = ACTIONS(49),
    [anon_sym_through] = ACTIONS(49),
    [anon_sym_facing] = ACTIONS(49),
    [anon_sym_max] = ACTIONS(49),
    [anon_sym_exactly] = ACTIONS(49),
    [anon_sym_passing] = ACTIONS(49),
    [anon_sym_flying] = ACTIONS(49),
    [anon_sym_connected] = ACTIONS(49),
    [anon_sym_within] = ACTIONS(49),
    [anon_sym_avoiding] = ACTIONS(49),
    [anon_sym_stopping] = ACTIONS(49),
    [anon_sym_outside] = ACTIONS(49),
    [anon_sym_custodian] = ACTIONS(49),
    [anon_sym_captured] = ACTIONS(49),
    [anon_sym_against] = ACTIONS(49),
    [anon_sym_surrounded] = ACTIONS(49),
    [anon_sym_actions] = ACTIONS(49),
    [anon_sym_until] = ACTIONS(49),
    [anon_sym_at] = ACTIONS(49),
    [anon_sym_most] = ACTIONS(49),
    [anon_sym_steal] = ACTIONS(49),
    [anon_sym_adjacent] = ACTIONS(49),
    [anon_sym_enters] = ACTIONS(49),
    [anon_sym_when] = ACTIONS(49),
    [anon_sym_add] = ACTIONS(49),
    [anon_sym_clear] = ACTIONS(49),
    [anon_sym_reset] = ACTIONS(49),
    [anon_sym_place] = ACTIONS(49),
    [anon_sym_of] = ACTIONS(49),
    [anon_sym_into] = ACTIONS(49),
    [anon_sym_arrows] = ACTIONS(49),
    [anon_sym_colour] = ACTIONS(49),
    [anon_sym_beside] = ACTIONS(49),
    [anon_sym_legend] = ACTIONS(49),
    [anon_sym_team] = ACTIONS(49),
    [anon_sym_copies] = ACTIONS(49),
    [anon_sym_deal] = ACTIONS(49),
    [anon_sym_each] = ACTIONS(49),
    [anon_sym_hands] = ACTIONS(49),
    [anon_sym_as] = ACTIONS(49),
    [anon_sym_control] = ACTIONS(49),
    [anon_sym_skip] = ACTIONS(49),
    [anon_sym_swap] = ACTIONS(49),
    [anon_sym_partner] = ACTIONS(49),
    [anon_sym_split] = ACTIONS(49),
    [anon_sym_pass] = ACTIONS(49),
    [anon_sym_then] = ACTIONS(49),
    [anon_sym_play] = ACTIONS(49),
    [anon_sym_again] = ACTIONS(49),
    [anon_sym_cancel] = ACTIONS(49),
    [anon_sym_for] = ACTIONS(49),
    [anon_sym_replay] = ACTIONS(49),
    [anon_sym_stay] = ACTIONS(49),
    [anon_sym_exchange] = ACTIONS(49),
    [anon_sym_with] = ACTIONS(49),
    [anon_sym_announce] = ACTIONS(49),
    [anon_sym_deeper] = ACTIONS(49),
    [anon_sym_score] = ACTIONS(49),
    [anon_sym_attacked] = ACTIONS(49),
    [anon_sym_long] = ACTIONS(49),
    [anon_sym_reversing] = ACTIONS(49),
    [anon_sym_once] = ACTIONS(49),
    [anon_sym_continue] = ACTIONS(49),
    [anon_sym_merge] = ACTIONS(49),
    [anon_sym_lines] = ACTIONS(49),
    [anon_sym_except] = ACTIONS(49),
    [anon_sym_same] = ACTIONS(49),
    [anon_sym_captures] = ACTIONS(49),
    [anon_sym_falling] = ACTIONS(49),
    [anon_sym_line] = ACTIONS(49),
    [anon_sym_moves] = ACTIONS(49),
    [anon_sym_flipping] = ACTIONS(49),
    [anon_sym_hex] = ACTIONS(49),
    [anon_sym_connects] = ACTIONS(49),
    [anon_sym_shoot] = ACTIONS(49),
    [anon_sym_allowed] = ACTIONS(49),
    [anon_sym_capture] = ACTIONS(49),
    [anon_sym_groups] = ACTIONS(49),
    [anon_sym_suicide] = ACTIONS(49),
    [anon_sym_ko] = ACTIONS(49),
    [anon_sym_simple] = ACTIONS(49),
    [anon_sym_positional] = ACTIONS(49),
    [anon_sym_passes] = ACTIONS(49),
    [anon_sym_komi] = ACTIONS(49),
    [anon_sym_next] = ACTIONS(49),
    [anon_sym_claim] = ACTIONS(49),
    [anon_sym_moved] = ACTIONS(49),
    [anon_sym_en_DASHpassant] = ACTIONS(49),
    [anon_sym_hand] = ACTIONS(49),
    [anon_sym_counter] = ACTIONS(49),
    [anon_sym_LPAREN] = ACTIONS(59),
    [anon_sym_RPAREN] = ACTIONS(110),
    [anon_sym_LT_EQ] = ACTIONS(51),
    [anon_sym_GT_EQ] = ACTIONS(51),
    [anon_sym_BANG_EQ] = ACTIONS(51),
    [anon_sym_LT] = ACTIONS(61),
    [anon_sym_GT] = ACTIONS(61),
    [anon_sym_DOT_DOT] = ACTIONS(51),
    [anon_sym_PIPE] = ACTIONS(51),
    [sym_integer] = ACTIONS(108),
    [sym_string] = ACTIONS(108),
    [sym_comment] = ACTIONS(3),
  },
  [9] = {
    [sym_group] = STATE(9),
    [sym__token] = STATE(9),
    [sym_keyword] = STATE(9),
    [sym_operator] = STATE(9),
    [aux_sym_group_repeat1] = STATE(9),
    [sym_name] = ACTIONS(112),
    [anon_sym_game] = ACTIONS(115),
    [anon_sym_extends] = ACTIONS(115),
    [anon_sym_players] = ACTIONS(115),
    [anon_sym_sides] = ACTIONS(115),
    [anon_sym_board] = ACTIONS(115),
    [anon_sym_setup] = ACTIONS(115),
    [anon_sym_rules] = ACTIONS(115),
    [anon_sym_end] = ACTIONS(115),
    [anon_sym_turn] = ACTIONS(115),
    [anon_sym_cards] = ACTIONS(115),
    [anon_sym_picture] = ACTIONS(115),
    [anon_sym_sowing] = ACTIONS(115),
    [anon_sym_directions] = ACTIONS(115),
    [anon_sym_EQ] = ACTIONS(118),
    [anon_sym_COMMA] = ACTIONS(121),
    [anon_sym_zone] = ACTIONS(115),
    [anon_sym_COLON] = ACTIONS(121),
    [anon_sym_piece] = ACTIONS(115),
    [anon_sym_card] = ACTIONS(115),
    [anon_sym_counters] = ACTIONS(115),
    [anon_sym_track] = ACTIONS(115),
    [anon_sym_loop] = ACTIONS(115),
    [anon_sym_branch] = ACTIONS(115),
    [anon_sym_from] = ACTIONS(115),
    [anon_sym_store] = ACTIONS(115),
    [anon_sym_remove] = ACTIONS(115),
    [anon_sym_rank] = ACTIONS(115),
    [anon_sym_file] = ACTIONS(115),
    [anon_sym_step] = ACTIONS(115),
    [anon_sym_slide] = ACTIONS(115),
    [anon_sym_leap] = ACTIONS(115),
    [anon_sym_jump] = ACTIONS(115),
    [anon_sym_hop] = ACTIONS(115),
    [anon_sym_fly] = ACTIONS(115),
    [anon_sym_along] = ACTIONS(115),
    [anon_sym_enter] = ACTIONS(115),
    [anon_sym_castle] = ACTIONS(115),
    [anon_sym_bear] = ACTIONS(115),
    [anon_sym_symbols] = ACTIONS(115),
    [anon_sym_glyphs] = ACTIONS(115),
    [anon_sym_promote] = ACTIONS(115),
    [anon_sym_royal] = ACTIONS(115),
    [anon_sym_neutral] = ACTIONS(115),
    [anon_sym_stored] = ACTIONS(115),
    [anon_sym_grid] = ACTIONS(115),
    [anon_sym_cells] = ACTIONS(115),
    [anon_sym_numbers] = ACTIONS(115),
    [anon_sym_by] = ACTIONS(115),
    [anon_sym_to] = ACTIONS(115),
    [anon_sym_over] = ACTIONS(115),
    [anon_sym_chained] = ACTIONS(115),
    [anon_sym_on] = ACTIONS(115),
    [anon_sym_ends] = ACTIONS(115),
    [anon_sym_move] = ACTIONS(115),
    [anon_sym_mandatory] = ACTIONS(115),
    [anon_sym_no] = ACTIONS(115),
    [anon_sym_repetition] = ACTIONS(115),
    [anon_sym_plies] = ACTIONS(115),
    [anon_sym_since] = ACTIONS(115),
    [anon_sym_stacks] = ACTIONS(115),
    [anon_sym_unlimited] = ACTIONS(115),
    [anon_sym_onto] = ACTIONS(115),
    [anon_sym_lift] = ACTIONS(115),
    [anon_sym_if] = ACTIONS(115),
    [anon_sym_and] = ACTIONS(115),
    [anon_sym_or] = ACTIONS(115),
    [anon_sym_not] = ACTIONS(115),
    [anon_sym_below] = ACTIONS(115),
    [anon_sym_is] = ACTIONS(115),
    [anon_sym_in] = ACTIONS(115),
    [anon_sym_height] = ACTIONS(115),
    [anon_sym_count] = ACTIONS(115),
    [anon_sym_showing] = ACTIONS(115),
    [anon_sym_pieces] = ACTIONS(115),
    [anon_sym_off] = ACTIONS(115),
    [anon_sym_after] = ACTIONS(115),
    [anon_sym_stack] = ACTIONS(115),
    [anon_sym_through] = ACTIONS(115),
    [anon_sym_facing] = ACTIONS(115),
    [anon_sym_max] = ACTIONS(115),
    [anon_sym_exactly] = ACTIONS(115),
    [anon_sym_passing] = ACTIONS(115),
    [anon_sym_flying] = ACTIONS(115),
    [anon_sym_connected] = ACTIONS(115),
    [anon_sym_within] = ACTIONS(115),
    [anon_sym_avoiding] = ACTIONS(115),
    [anon_sym_stopping] = ACTIONS(115),
    [anon_sym_outside] = ACTIONS(115),
    [anon_sym_custodian] = ACTIONS(115),
    [anon_sym_captured] = ACTIONS(115),
    [anon_sym_against] = ACTIONS(115),
    [anon_sym_surrounded] = ACTIONS(115),
    [anon_sym_actions] = ACTIONS(115),
    [anon_sym_until] = ACTIONS(115),
    [anon_sym_at] = ACTIONS(115),
    [anon_sym_most] = ACTIONS(115),
    [anon_sym_steal] = ACTIONS(115),
    [anon_sym_adjacent] = ACTIONS(115),
    [anon_sym_enters] = ACTIONS(115),
    [anon_sym_when] = ACTIONS(115),
    [anon_sym_add] = ACTIONS(115),
    [anon_sym_clear] = ACTIONS(115),
    [anon_sym_reset] = ACTIONS(115),
    [anon_sym_place] = ACTIONS(115),
    [anon_sym_of] = ACTIONS(115),
    [anon_sym_into] = ACTIONS(115),
    [anon_sym_arrows] = ACTIONS(115),
    [anon_sym_colour] = ACTIONS(115),
    [anon_sym_beside] = ACTIONS(115),
    [anon_sym_legend] = ACTIONS(115),
    [anon_sym_team] = ACTIONS(115),
    [anon_sym_copies] = ACTIONS(115),
    [anon_sym_deal] = ACTIONS(115),
    [anon_sym_each] = ACTIONS(115),
    [anon_sym_hands] = ACTIONS(115),
    [anon_sym_as] = ACTIONS(115),
    [anon_sym_control] = ACTIONS(115),
    [anon_sym_skip] = ACTIONS(115),
    [anon_sym_swap] = ACTIONS(115),
    [anon_sym_partner] = ACTIONS(115),
    [anon_sym_split] = ACTIONS(115),
    [anon_sym_pass] = ACTIONS(115),
    [anon_sym_then] = ACTIONS(115),
    [anon_sym_play] = ACTIONS(115),
    [anon_sym_again] = ACTIONS(115),
    [anon_sym_cancel] = ACTIONS(115),
    [anon_sym_for] = ACTIONS(115),
    [anon_sym_replay] = ACTIONS(115),
    [anon_sym_stay] = ACTIONS(115),
    [anon_sym_exchange] = ACTIONS(115),
    [anon_sym_with] = ACTIONS(115),
    [anon_sym_announce] = ACTIONS(115),
    [anon_sym_deeper] = ACTIONS(115),
    [anon_sym_score] = ACTIONS(115),
    [anon_sym_attacked] = ACTIONS(115),
    [anon_sym_long] = ACTIONS(115),
    [anon_sym_reversing] = ACTIONS(115),
    [anon_sym_once] = ACTIONS(115),
    [anon_sym_continue] = ACTIONS(115),
    [anon_sym_merge] = ACTIONS(115),
    [anon_sym_lines] = ACTIONS(115),
    [anon_sym_except] = ACTIONS(115),
    [anon_sym_same] = ACTIONS(115),
    [anon_sym_captures] = ACTIONS(115),
    [anon_sym_falling] = ACTIONS(115),
    [anon_sym_line] = ACTIONS(115),
    [anon_sym_moves] = ACTIONS(115),
    [anon_sym_flipping] = ACTIONS(115),
    [anon_sym_hex] = ACTIONS(115),
    [anon_sym_connects] = ACTIONS(115),
    [anon_sym_shoot] = ACTIONS(115),
    [anon_sym_allowed] = ACTIONS(115),
    [anon_sym_capture] = ACTIONS(115),
    [anon_sym_groups] = ACTIONS(115),
    [anon_sym_suicide] = ACTIONS(115),
    [anon_sym_ko] = ACTIONS(115),
    [anon_sym_simple] = ACTIONS(115),
    [anon_sym_positional] = ACTIONS(115),
    [anon_sym_passes] = ACTIONS(115),
    [anon_sym_komi] = ACTIONS(115),
    [anon_sym_next] = ACTIONS(115),
    [anon_sym_claim] = ACTIONS(115),
    [anon_sym_moved] = ACTIONS(115),
    [anon_sym_en_DASHpassant] = ACTIONS(115),
    [anon_sym_hand] = ACTIONS(115),
    [anon_sym_counter] = ACTIONS(115),
    [anon_sym_LPAREN] = ACTIONS(124),
    [anon_sym_RPAREN] = ACTIONS(127),
    [anon_sym_LT_EQ] = ACTIONS(118),
    [anon_sym_GT_EQ] = ACTIONS(118),
    [anon_sym_BANG_EQ] = ACTIONS(118),
    [anon_sym_LT] = ACTIONS(129),
    [anon_sym_GT] = ACTIONS(129),
    [anon_sym_DOT_DOT] = ACTIONS(118),
    [anon_sym_PIPE] = ACTIONS(118),
    [sym_integer] = ACTIONS(121),
    [sym_string] = ACTIONS(121),
    [sym_comment] = ACTIONS(3),
  },
  [10] = {
    [sym__statement_part] = STATE(13),
    [sym_group] = STATE(13),
    [sym_operator] = STATE(13),
    [aux_sym_move_statement_repeat1] = STATE(13),
    [sym_name] = ACTIONS(132),
    [anon_sym_game] = ACTIONS(134),
    [anon_sym_extends] = ACTIONS(134),
    [anon_sym_players] = ACTIONS(134),
    [anon_sym_sides] = ACTIONS(134),
    [anon_sym_board] = ACTIONS(134),
    [anon_sym_setup] = ACTIONS(134),
    [anon_sym_rules] = ACTIONS(134),
    [anon_sym_end] = ACTIONS(134),
    [anon_sym_turn] = ACTIONS(134),
    [anon_sym_cards] = ACTIONS(134),
    [anon_sym_picture] = ACTIONS(134),
    [anon_sym_sowing] = ACTIONS(134),
    [anon_sym_directions] = ACTIONS(134),
    [anon_sym_EQ] = ACTIONS(51),
    [anon_sym_COMMA] = ACTIONS(136),
    [anon_sym_zone] = ACTIONS(134),
    [anon_sym_COLON] = ACTIONS(136),
    [anon_sym_piece] = ACTIONS(134),
    [anon_sym_card] = ACTIONS(134),
    [anon_sym_counters] = ACTIONS(134),
    [anon_sym_track] = ACTIONS(134),
    [anon_sym_loop] = ACTIONS(134),
    [anon_sym_branch] = ACTIONS(134),
    [anon_sym_from] = ACTIONS(134),
    [anon_sym_store] = ACTIONS(134),
    [anon_sym_remove] = ACTIONS(134),
    [anon_sym_rank] = ACTIONS(134),
    [anon_sym_file] = ACTIONS(134),
    [anon_sym_RBRACE] = ACTIONS(138),
    [anon_sym_step] = ACTIONS(140),
    [anon_sym_slide] = ACTIONS(140),
    [anon_sym_leap] = ACTIONS(140),
    [anon_sym_jump] = ACTIONS(140),
    [anon_sym_hop] = ACTIONS(140),
    [anon_sym_fly] = ACTIONS(140),
    [anon_sym_along] = ACTIONS(140),
    [anon_sym_enter] = ACTIONS(140),
    [anon_sym_castle] = ACTIONS(140),
    [anon_sym_bear] = ACTIONS(140),
    [anon_sym_symbols] = ACTIONS(140),
    [anon_sym_glyphs] = ACTIONS(140),
    [anon_sym_promote] = ACTIONS(140),
    [anon_sym_royal] = ACTIONS(140),
    [anon_sym_neutral] = ACTIONS(140),
    [anon_sym_stored] = ACTIONS(140),
    [anon_sym_grid] = ACTIONS(134),
    [anon_sym_cells] = ACTIONS(134),
    [anon_sym_numbers] = ACTIONS(134),
    [anon_sym_by] = ACTIONS(134),
    [anon_sym_to] = ACTIONS(134),
    [anon_sym_over] = ACTIONS(134),
    [anon_sym_chained] = ACTIONS(134),
    [anon_sym_on] = ACTIONS(134),
    [anon_sym_ends] = ACTIONS(134),
    [anon_sym_move] = ACTIONS(134),
    [anon_sym_mandatory] = ACTIONS(134),
    [anon_sym_no] = ACTIONS(134),
    [anon_sym_repetition] = ACTIONS(134),
    [anon_sym_plies] = ACTIONS(134),
    [anon_sym_since] = ACTIONS(134),
    [anon_sym_stacks] = ACTIONS(134),
    [anon_sym_unlimited] = ACTIONS(134),
    [anon_sym_onto] = ACTIONS(134),
    [anon_sym_lift] = ACTIONS(134),
    [anon_sym_if] = ACTIONS(134),
    [anon_sym_and] = ACTIONS(134),
    [anon_sym_or] = ACTIONS(134),
    [anon_sym_not] = ACTIONS(134),
    [anon_sym_below] = ACTIONS(134),
    [anon_sym_is] = ACTIONS(134),
    [anon_sym_in] = ACTIONS(134),
    [anon_sym_height] = ACTIONS(134),
    [anon_sym_count] = ACTIONS(134),
    [anon_sym_showing] = ACTIONS(134),
    [anon_sym_pieces] = ACTIONS(134),
    [anon_sym_off] = ACTIONS(134),
    [anon_sym_after] = ACTIONS(134),
    [anon_sym_stack] = ACTIONS(134),
    [anon_sym_through] = ACTIONS(134),
    [anon_sym_facing] = ACTIONS(134),
    [anon_sym_max] = ACTIONS(134),
    [anon_sym_exactly] = ACTIONS(134),
    [anon_sym_passing] = ACTIONS(134),
    [anon_sym_flying] = ACTIONS(134),
    [anon_sym_connected] = ACTIONS(134),
    [anon_sym_within] = ACTIONS(134),
    [anon_sym_avoiding] = ACTIONS(134),
    [anon_sym_stopping] = ACTIONS(134),
    [anon_sym_outside] = ACTIONS(134),
    [anon_sym_custodian] = ACTIONS(134),
    [anon_sym_captured] = ACTIONS(134),
    [anon_sym_against] = ACTIONS(134),
    [anon_sym_surrounded] = ACTIONS(134),
    [anon_sym_actions] = ACTIONS(134),
    [anon_sym_until] = ACTIONS(134),
    [anon_sym_at] = ACTIONS(134),
    [anon_sym_most] = ACTIONS(134),
    [anon_sym_steal] = ACTIONS(134),
    [anon_sym_adjacent] = ACTIONS(134),
    [anon_sym_enters] = ACTIONS(134),
    [anon_sym_when] = ACTIONS(134),
    [anon_sym_add] = ACTIONS(134),
    [anon_sym_clear] = ACTIONS(134),
    [anon_sym_reset] = ACTIONS(134),
    [anon_sym_place] = ACTIONS(134),
    [anon_sym_of] = ACTIONS(134),
    [anon_sym_into] = ACTIONS(134),
    [anon_sym_arrows] = ACTIONS(134),
    [anon_sym_colour] = ACTIONS(134),
    [anon_sym_beside] = ACTIONS(134),
    [anon_sym_legend] = ACTIONS(134),
    [anon_sym_team] = ACTIONS(134),
    [anon_sym_copies] = ACTIONS(134),
    [anon_sym_deal] = ACTIONS(134),
    [anon_sym_each] = ACTIONS(134),
    [anon_sym_hands] = ACTIONS(134),
    [anon_sym_as] = ACTIONS(134),
    [anon_sym_control] = ACTIONS(134),
    [anon_sym_skip] = ACTIONS(134),
    [anon_sym_swap] = ACTIONS(134),
    [anon_sym_partner] = ACTIONS(134),
    [anon_sym_split] = ACTIONS(134),
    [anon_sym_pass] = ACTIONS(134),
    [anon_sym_then] = ACTIONS(134),
    [anon_sym_play] = ACTIONS(134),
    [anon_sym_again] = ACTIONS(134),
    [anon_sym_cancel] = ACTIONS(134),
    [anon_sym_for] = ACTIONS(134),
    [anon_sym_replay] = ACTIONS(134),
    [anon_sym_stay] = ACTIONS(134),
    [anon_sym_exchange] = ACTIONS(134),
    [anon_sym_with] = ACTIONS(134),
    [anon_sym_announce] = ACTIONS(134),
    [anon_sym_deeper] = ACTIONS(134),
    [anon_sym_score] = ACTIONS(134),
    [anon_sym_attacked] = ACTIONS(134),
    [anon_sym_long] = ACTIONS(134),
    [anon_sym_reversing] = ACTIONS(134),
    [anon_sym_once] = ACTIONS(134),
    [anon_sym_continue] = ACTIONS(134),
    [anon_sym_merge] = ACTIONS(134),
    [anon_sym_lines] = ACTIONS(134),
    [anon_sym_except] = ACTIONS(134),
    [anon_sym_same] = ACTIONS(134),
    [anon_sym_captures] = ACTIONS(134),
    [anon_sym_falling] = ACTIONS(134),
    [anon_sym_line] = ACTIONS(134),
    [anon_sym_moves] = ACTIONS(134),
    [anon_sym_flipping] = ACTIONS(134),
    [anon_sym_hex] = ACTIONS(134),
    [anon_sym_connects] = ACTIONS(134),
    [anon_sym_shoot] = ACTIONS(134),
    [anon_sym_allowed] = ACTIONS(134),
    [anon_sym_capture] = ACTIONS(134),
    [anon_sym_groups] = ACTIONS(134),
    [anon_sym_suicide] = ACTIONS(134),
    [anon_sym_ko] = ACTIONS(134),
    [anon_sym_simple] = ACTIONS(134),
    [anon_sym_positional] = ACTIONS(134),
    [anon_sym_passes] = ACTIONS(134),
    [anon_sym_komi] = ACTIONS(134),
    [anon_sym_next] = ACTIONS(134),
    [anon_sym_claim] = ACTIONS(134),
    [anon_sym_moved] = ACTIONS(134),
    [anon_sym_en_DASHpassant] = ACTIONS(134),
    [anon_sym_hand] = ACTIONS(134),
    [anon_sym_counter] = ACTIONS(134),
    [anon_sym_LPAREN] = ACTIONS(59),
    [anon_sym_LT_EQ] = ACTIONS(51),
    [anon_sym_GT_EQ] = ACTIONS(51),
    [anon_sym_BANG_EQ] = ACTIONS(51),
    [anon_sym_LT] = ACTIONS(61),
    [anon_sym_GT] = ACTIONS(61),
    [anon_sym_DOT_DOT] = ACTIONS(51),
    [anon_sym_PIPE] = ACTIONS(51),
    [sym_integer] = ACTIONS(136),
    [sym_string] = ACTIONS(136),
    [sym_comment] = ACTIONS(3),
  },
  [11] = {
    [sym__statement_part] = STATE(10),
    [sym_group] = STATE(10),
    [sym_operator] = STATE(10),
    [aux_sym_move_statement_repeat1] = STATE(10),
    [sym_name] = ACTIONS(142),
    [anon_sym_game] = ACTIONS(134),
    [anon_sym_extends] = ACTIONS(134),
    [anon_sym_players] = ACTIONS(134),
    [anon_sym_sides] = ACTIONS(134),
    [anon_sym_board] = ACTIONS(134),
    [anon_sym_setup] = ACTIONS(134),
    [anon_sym_rules] = ACTIONS(134),
    [anon_sym_end] = ACTIONS(134),
    [anon_sym_turn] = ACTIONS(134),
    [anon_sym_cards] = ACTIONS(134),
    [anon_sym_picture] = ACTIONS(134),
    [anon_sym_sowing] = ACTIONS(134),
    [anon_sym_directions] = ACTIONS(134),
    [anon_sym_EQ] = ACTIONS(51),
    [anon_sym_COMMA] = ACTIONS(144),
    [anon_sym_zone] = ACTIONS(134),
    [anon_sym_COLON] = ACTIONS(144),
    [anon_sym_piece] = ACTIONS(134),
    [anon_sym_card] = ACTIONS(134),
    [anon_sym_counters] = ACTIONS(134),
    [anon_sym_track] = ACTIONS(134),
    [anon_sym_loop] = ACTIONS(134),
    [anon_sym_branch] = ACTIONS(134),
    [anon_sym_from] = ACTIONS(134),
    [anon_sym_store] = ACTIONS(134),
    [anon_sym_remove] = ACTIONS(134),
    [anon_sym_rank] = ACTIONS(134),
    [anon_sym_file] = ACTIONS(134),
    [anon_sym_RBRACE] = ACTIONS(146),
    [anon_sym_step] = ACTIONS(148),
    [anon_sym_slide] = ACTIONS(148),
    [anon_sym_leap] = ACTIONS(148),
    [anon_sym_jump] = ACTIONS(148),
    [anon_sym_hop] = ACTIONS(148),
    [anon_sym_fly] = ACTIONS(148),
    [anon_sym_along] = ACTIONS(148),
    [anon_sym_enter] = ACTIONS(148),
    [anon_sym_castle] = ACTIONS(148),
    [anon_sym_bear] = ACTIONS(148),
    [anon_sym_symbols] = ACTIONS(148),
    [anon_sym_glyphs] = ACTIONS(148),
    [anon_sym_promote] = ACTIONS(148),
    [anon_sym_royal] = ACTIONS(148),
    [anon_sym_neutral] = ACTIONS(148),
    [anon_sym_stored] = ACTIONS(148),
    [anon_sym_grid] = ACTIONS(134),
    [anon_sym_cells] = ACTIONS(134),
    [anon_sym_numbers] = ACTIONS(134),
    [anon_sym_by] = ACTIONS(134),
    [anon_sym_to] = ACTIONS(134),
    [anon_sym_over] = ACTIONS(134),
    [anon_sym_chained] = ACTIONS(134),
    [anon_sym_on] = ACTIONS(134),
    [anon_sym_ends] = ACTIONS(134),
    [anon_sym_move] = ACTIONS(134),
    [anon_sym_mandatory] = ACTIONS(134),
    [anon_sym_no] = ACTIONS(134),
    [anon_sym_repetition] = ACTIONS(134),
    [anon_sym_plies] = ACTIONS(134),
    [anon_sym_since] = ACTIONS(134),
    [anon_sym_stacks] = ACTIONS(134),
    [anon_sym_unlimited] = ACTIONS(134),
    [anon_sym_onto] = ACTIONS(134),
    [anon_sym_lift] = ACTIONS(134),
    [anon_sym_if] = ACTIONS(134),
    [anon_sym_and] = ACTIONS(134),
    [anon_sym_or] = ACTIONS(134),
    [anon_sym_not] = ACTIONS(134),
    [anon_sym_below] = ACTIONS(134),
    [anon_sym_is] = ACTIONS(134),
    [anon_sym_in] = ACTIONS(134),
    [anon_sym_height] = ACTIONS(134),
    [anon_sym_count] = ACTIONS(134),
    [anon_sym_showing] = ACTIONS(134),
    [anon_sym_pieces] = ACTIONS(134),
    [anon_sym_off] = ACTIONS(134),
    [anon_sym_after] = ACTIONS(134),
    [anon_sym_stack] = ACTIONS(134),
    [anon_sym_through] = ACTIONS(134),
    [anon_sym_facing] = ACTIONS(134),
    [anon_sym_max] = ACTIONS(134),
    [anon_sym_exactly] = ACTIONS(134),
    [anon_sym_passing] = ACTIONS(134),
    [anon_sym_flying] = ACTIONS(134),
    [anon_sym_connected] = ACTIONS(134),
    [anon_sym_within] = ACTIONS(134),
    [anon_sym_avoiding] = ACTIONS(134),
    [anon_sym_stopping] = ACTIONS(134),
    [anon_sym_outside] = ACTIONS(134),
    [anon_sym_custodian] = ACTIONS(134),
    [anon_sym_captured] = ACTIONS(134),
    [anon_sym_against] = ACTIONS(134),
    [anon_sym_surrounded] = ACTIONS(134),
    [anon_sym_actions] = ACTIONS(134),
    [anon_sym_until] = ACTIONS(134),
    [anon_sym_at] = ACTIONS(134),
    [anon_sym_most] = ACTIONS(134),
    [anon_sym_steal] = ACTIONS(134),
    [anon_sym_adjacent] = ACTIONS(134),
    [anon_sym_enters] = ACTIONS(134),
    [anon_sym_when] = ACTIONS(134),
    [anon_sym_add] = ACTIONS(134),
    [anon_sym_clear] = ACTIONS(134),
    [anon_sym_reset] = ACTIONS(134),
    [anon_sym_place] = ACTIONS(134),
    [anon_sym_of] = ACTIONS(134),
    [anon_sym_into] = ACTIONS(134),
    [anon_sym_arrows] = ACTIONS(134),
    [anon_sym_colour] = ACTIONS(134),
    [anon_sym_beside] = ACTIONS(134),
    [anon_sym_legend] = ACTIONS(134),
    [anon_sym_team] = ACTIONS(134),
    [anon_sym_copies] = ACTIONS(134),
    [anon_sym_deal] = ACTIONS(134),
    [anon_sym_each] = ACTIONS(134),
    [anon_sym_hands] = ACTIONS(134),
    [anon_sym_as] = ACTIONS(134),
    [anon_sym_control] = ACTIONS(134),
    [anon_sym_skip] = ACTIONS(134),
    [anon_sym_swap] = ACTIONS(134),
    [anon_sym_partner] = ACTIONS(134),
    [anon_sym_split] = ACTIONS(134),
    [anon_sym_pass] = ACTIONS(134),
    [anon_sym_then] = ACTIONS(134),
    [anon_sym_play] = ACTIONS(134),
    [anon_sym_again] = ACTIONS(134),
    [anon_sym_cancel] = ACTIONS(134),
    [anon_sym_for] = ACTIONS(134),
    [anon_sym_replay] = ACTIONS(134),
    [anon_sym_stay] = ACTIONS(134),
    [anon_sym_exchange] = ACTIONS(134),
    [anon_sym_with] = ACTIONS(134),
    [anon_sym_announce] = ACTIONS(134),
    [anon_sym_deeper] = ACTIONS(134),
    [anon_sym_score] = ACTIONS(134),
    [anon_sym_attacked] = ACTIONS(134),
    [anon_sym_long] = ACTIONS(134),
    [anon_sym_reversing] = ACTIONS(134),
    [anon_sym_once] = ACTIONS(134),
    [anon_sym_continue] = ACTIONS(134),
    [anon_sym_merge] = ACTIONS(134),
    [anon_sym_lines] = ACTIONS(134),
    [anon_sym_except] = ACTIONS(134),
    [anon_sym_same] = ACTIONS(134),
    [anon_sym_captures] = ACTIONS(134),
    [anon_sym_falling] = ACTIONS(134),
    [anon_sym_line] = ACTIONS(134),
    [anon_sym_moves] = ACTIONS(134),
    [anon_sym_flipping] = ACTIONS(134),
    [anon_sym_hex] = ACTIONS(134),
    [anon_sym_connects] = ACTIONS(134),
    [anon_sym_shoot] = ACTIONS(134),
    [anon_sym_allowed] = ACTIONS(134),
    [anon_sym_capture] = ACTIONS(134),
    [anon_sym_groups] = ACTIONS(134),
    [anon_sym_suicide] = ACTIONS(134),
    [anon_sym_ko] = ACTIONS(134),
    [anon_sym_simple] = ACTIONS(134),
    [anon_sym_positional] = ACTIONS(134),
    [anon_sym_passes] = ACTIONS(134),
    [anon_sym_komi] = ACTIONS(134),
    [anon_sym_next] = ACTIONS(134),
    [anon_sym_claim] = ACTIONS(134),
    [anon_sym_moved] = ACTIONS(134),
    [anon_sym_en_DASHpassant] = ACTIONS(134),
    [anon_sym_hand] = ACTIONS(134),
    [anon_sym_counter] = ACTIONS(134),
    [anon_sym_LPAREN] = ACTIONS(59),
    [anon_sym_LT_EQ] = ACTIONS(51),
    [anon_sym_GT_EQ] = ACTIONS(51),
    [anon_sym_BANG_EQ] = ACTIONS(51),
    [anon_sym_LT] = ACTIONS(61),
    [anon_sym_GT] = ACTIONS(61),
    [anon_sym_DOT_DOT] = ACTIONS(51),
    [anon_sym_PIPE] = ACTIONS(51),
    [sym_integer] = ACTIONS(144),
    [sym_string] = ACTIONS(144),
    [sym_comment] = ACTIONS(3),
  },
  [12] = {
    [sym__statement_part] = STATE(14),
    [sym_group] = STATE(14),
    [sym_operator] = STATE(14),
    [aux_sym_move_statement_repeat1] = STATE(14),
    [sym_name] = ACTIONS(150),
    [anon_sym_game] = ACTIONS(134),
    [anon_sym_extends] = ACTIONS(134),
    [anon_sym_players] = ACTIONS(134),
    [anon_sym_sides] = ACTIONS(134),
    [anon_sym_board] = ACTIONS(134),
    [anon_sym_setup] = ACTIONS(134),
    [anon_sym_rules] = ACTIONS(134),
    [anon_sym_end] = ACTIONS(134),
    [anon_sym_turn] = ACTIONS(134),
    [anon_sym_cards] = ACTIONS(134),
    [anon_sym_picture] = ACTIONS(134),
    [anon_sym_sowing] = ACTIONS(134),
    [anon_sym_directions] = ACTIONS(134),
    [anon_sym_EQ] = ACTIONS(51),
    [anon_sym_COMMA] = ACTIONS(152),
    [anon_sym_zone] = ACTIONS(134),
    [anon_sym_COLON] = ACTIONS(152),
    [anon_sym_piece] = ACTIONS(134),
    [anon_sym_card] = ACTIONS(134),
    [anon_sym_counters] = ACTIONS(134),
    [anon_sym_track] = ACTIONS(134),
    [anon_sym_loop] = ACTIONS(134),
    [anon_sym_branch] = ACTIONS(134),
    [anon_sym_from] = ACTIONS(134),
    [anon_sym_store] = ACTIONS(134),
    [anon_sym_remove] = ACTIONS(134),
    [anon_sym_rank] = ACTIONS(134),
    [anon_sym_file] = ACTIONS(134),
    [anon_sym_RBRACE] = ACTIONS(154),
    [anon_sym_step] = ACTIONS(156),
    [anon_sym_slide] = ACTIONS(156),
    [anon_sym_leap] = ACTIONS(156),
    [anon_sym_jump] = ACTIONS(156),
    [anon_sym_hop] = ACTIONS(156),
    [anon_sym_fly] = ACTIONS(156),
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
    [anon_sym_grid] = ACTIONS(134),
    [anon_sym_cells] = ACTIONS(134),
    [anon_sym_numbers] = ACTIONS(134),
    [anon_sym_by] = ACTIONS(134),
    [anon_sym_to] = ACTIONS(134),
    [anon_sym_over] = ACTIONS(134),
    [anon_sym_chained] = ACTIONS(134),
    [anon_sym_on] = ACTIONS(134),
    [anon_sym_ends] = ACTIONS(134),
    [anon_sym_move] = ACTIONS(134),
    [anon_sym_mandatory] = ACTIONS(134),
    [anon_sym_no] = ACTIONS(134),
    [anon_sym_repetition] = ACTIONS(134),
    [anon_sym_plies] = ACTIONS(134),
    [anon_sym_since] = ACTIONS(134),
    [anon_sym_stacks] = ACTIONS(134),
    [anon_sym_unlimited] = ACTIONS(134),
    [anon_sym_onto] = ACTIONS(134),
    [anon_sym_lift] = ACTIONS(134),
    [anon_sym_if] = ACTIONS(134),
    [anon_sym_and] = ACTIONS(134),
    [anon_sym_or] = ACTIONS(134),
    [anon_sym_not] = ACTIONS(134),
    [anon_sym_below] = ACTIONS(134),
    [anon_sym_is] = ACTIONS(134),
    [anon_sym_in] = ACTIONS(134),
    [anon_sym_height] = ACTIONS(134),
    [anon_sym_count] = ACTIONS(134),
    [anon_sym_showing] = ACTIONS(134),
    [anon_sym_pieces] = ACTIONS(134),
    [anon_sym_off] = ACTIONS(134),
    [anon_sym_after] = ACTIONS(134),
    [anon_sym_stack] = ACTIONS(134),
    [anon_sym_through] = ACTIONS(134),
    [anon_sym_facing] = ACTIONS(134),
    [anon_sym_max] = ACTIONS(134),
    [anon_sym_exactly] = ACTIONS(134),
    [anon_sym_passing] = ACTIONS(134),
    [anon_sym_flying] = ACTIONS(134),
    [anon_sym_connected] = ACTIONS(134),
    [anon_sym_within] = ACTIONS(134),
    [anon_sym_avoiding] = ACTIONS(134),
    [anon_sym_stopping] = ACTIONS(134),
    [anon_sym_outside] = ACTIONS(134),
    [anon_sym_custodian] = ACTIONS(134),
    [anon_sym_captured] = ACTIONS(134),
    [anon_sym_against] = ACTIONS(134),
    [anon_sym_surrounded] = ACTIONS(134),
    [anon_sym_actions] = ACTIONS(134),
    [anon_sym_until] = ACTIONS(134),
    [anon_sym_at] = ACTIONS(134),
    [anon_sym_most] = ACTIONS(134),
    [anon_sym_steal] = ACTIONS(134),
    [anon_sym_adjacent] = ACTIONS(134),
    [anon_sym_enters] = ACTIONS(134),
    [anon_sym_when] = ACTIONS(134),
    [anon_sym_add] = ACTIONS(134),
    [anon_sym_clear] = ACTIONS(134),
    [anon_sym_reset] = ACTIONS(134),
    [anon_sym_place] = ACTIONS(134),
    [anon_sym_of] = ACTIONS(134),
    [anon_sym_into] = ACTIONS(134),
    [anon_sym_arrows] = ACTIONS(134),
    [anon_sym_colour] = ACTIONS(134),
    [anon_sym_beside] = ACTIONS(134),
    [anon_sym_legend] = ACTIONS(134),
    [anon_sym_team] = ACTIONS(134),
    [anon_sym_copies] = ACTIONS(134),
    [anon_sym_deal] = ACTIONS(134),
    [anon_sym_each] = ACTIONS(134),
    [anon_sym_hands] = ACTIONS(134),
    [anon_sym_as] = ACTIONS(134),
    [anon_sym_control] = ACTIONS(134),
    [anon_sym_skip] = ACTIONS(134),
    [anon_sym_swap] = ACTIONS(134),
    [anon_sym_partner] = ACTIONS(134),
    [anon_sym_split] = ACTIONS(134),
    [anon_sym_pass] = ACTIONS(134),
    [anon_sym_then] = ACTIONS(134),
    [anon_sym_play] = ACTIONS(134),
    [anon_sym_again] = ACTIONS(134),
    [anon_sym_cancel] = ACTIONS(134),
    [anon_sym_for] = ACTIONS(134),
    [anon_sym_replay] = ACTIONS(134),
    [anon_sym_stay] = ACTIONS(134),
    [anon_sym_exchange] = ACTIONS(134),
    [anon_sym_with] = ACTIONS(134),
    [anon_sym_announce] = ACTIONS(134),
    [anon_sym_deeper] = ACTIONS(134),
    [anon_sym_score] = ACTIONS(134),
    [anon_sym_attacked] = ACTIONS(134),
    [anon_sym_long] = ACTIONS(134),
    [anon_sym_reversing] = ACTIONS(134),
    [anon_sym_once] = ACTIONS(134),
    [anon_sym_continue] = ACTIONS(134),
    [anon_sym_merge] = ACTIONS(134),
    [anon_sym_lines] = ACTIONS(134),
    [anon_sym_except] = ACTIONS(134),
    [anon_sym_same] = ACTIONS(134),
    [anon_sym_captures] = ACTIONS(134),
    [anon_sym_falling] = ACTIONS(134),
    [anon_sym_line] = ACTIONS(134),
    [anon_sym_moves] = ACTIONS(134),
    [anon_sym_flipping] = ACTIONS(134),
    [anon_sym_hex] = ACTIONS(134),
    [anon_sym_connects] = ACTIONS(134),
    [anon_sym_shoot] = ACTIONS(134),
    [anon_sym_allowed] = ACTIONS(134),
    [anon_sym_capture] = ACTIONS(134),
    [anon_sym_groups] = ACTIONS(134),
    [anon_sym_suicide] = ACTIONS(134),
    [anon_sym_ko] = ACTIONS(134),
    [anon_sym_simple] = ACTIONS(134),
    [anon_sym_positional] = ACTIONS(134),
    [anon_sym_passes] = ACTIONS(134),
    [anon_sym_komi] = ACTIONS(134),
    [anon_sym_next] = ACTIONS(134),
    [anon_sym_claim] = ACTIONS(134),
    [anon_sym_moved] = ACTIONS(134),
    [anon_sym_en_DASHpassant] = ACTIONS(134),
    [anon_sym_hand] = ACTIONS(134),
    [anon_sym_counter] = ACTIONS(134),
    [anon_sym_LPAREN] = ACTIONS(59),
    [anon_sym_LT_EQ] = ACTIONS(51),
    [anon_sym_GT_EQ] = ACTIONS(51),
    [anon_sym_BANG_EQ] = ACTIONS(51),
    [anon_sym_LT] = ACTIONS(61),
    [anon_sym_GT] = ACTIONS(61),
    [anon_sym_DOT_DOT] = ACTIONS(51),
    [anon_sym_PIPE] = ACTIONS(51),
    [sym_integer] = ACTIONS(152),
    [sym_string] = ACTIONS(152),
    [sym_comment] = ACTIONS(3),
  },
  [13] = {
    [sym__statement_part] = STATE(13),
    [sym_group] = STATE(13),
    [sym_operator] = STATE(13),
    [aux_sym_move_statement_repeat1] = STATE(13),
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
    [anon_sym_picture] = ACTIONS(161),
    [anon_sym_sowing] = ACTIONS(161),
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
    [anon_sym_fly] = ACTIONS(172),
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
    [anon_sym_through] = ACTIONS(161),
    [anon_sym_facing] = ACTIONS(161),
    [anon_sym_max] = ACTIONS(161),
    [anon_sym_exactly] = ACTIONS(161),
    [anon_sym_passing] = ACTIONS(161),
    [anon_sym_flying] = ACTIONS(161),
    [anon_sym_connected] = ACTIONS(161),
    [anon_sym_within] = ACTIONS(161),
    [anon_sym_avoiding] = ACTIONS(161),
    [anon_sym_stopping] = ACTIONS(161),
    [anon_sym_outside] = ACTIONS(161),
    [anon_sym_custodian] = ACTIONS(161),
    [anon_sym_captured] = ACTIONS(161),
    [anon_sym_against] = ACTIONS(161),
    [anon_sym_surrounded] = ACTIONS(161),
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
    [anon_sym_arrows] = ACTIONS(161),
    [anon_sym_colour] = ACTIONS(161),
    [anon_sym_beside] = ACTIONS(161),
    [anon_sym_legend] = ACTIONS(161),
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
    [anon_sym_lines] = ACTIONS(161),
    [anon_sym_except] = ACTIONS(161),
    [anon_sym_same] = ACTIONS(161),
    [anon_sym_captures] = ACTIONS(161),
    [anon_sym_falling] = ACTIONS(161),
    [anon_sym_line] = ACTIONS(161),
    [anon_sym_moves] = ACTIONS(161),
    [anon_sym_flipping] = ACTIONS(161),
    [anon_sym_hex] = ACTIONS(161),
    [anon_sym_connects] = ACTIONS(161),
    [anon_sym_shoot] = ACTIONS(161),
    [anon_sym_allowed] = ACTIONS(161),
    [anon_sym_capture] = ACTIONS(161),
    [anon_sym_groups] = ACTIONS(161),
    [anon_sym_suicide] = ACTIONS(161),
    [anon_sym_ko] = ACTIONS(161),
    [anon_sym_simple] = ACTIONS(161),
    [anon_sym_positional] = ACTIONS(161),
    [anon_sym_passes] = ACTIONS(161),
    [anon_sym_komi] = ACTIONS(161),
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
  [14] = {
    [sym__statement_part] = STATE(13),
    [sym_group] = STATE(13),
    [sym_operator] = STATE(13),
    [aux_sym_move_statement_repeat1] = STATE(13),
    [sym_name] = ACTIONS(132),
    [anon_sym_game] = ACTIONS(134),
    [anon_sym_extends] = ACTIONS(134),
    [anon_sym_players] = ACTIONS(134),
    [anon_sym_sides] = ACTIONS(134),
    [anon_sym_board] = ACTIONS(134),
    [anon_sym_setup] = ACTIONS(134),
    [anon_sym_rules] = ACTIONS(134),
    [anon_sym_end] = ACTIONS(134),
    [anon_sym_turn] = ACTIONS(134),
    [anon_sym_cards] = ACTIONS(134),
    [anon_sym_picture] = ACTIONS(134),
    [anon_sym_sowing] = ACTIONS(134),
    [anon_sym_directions] = ACTIONS(134),
    [anon_sym_EQ] = ACTIONS(51),
    [anon_sym_COMMA] = ACTIONS(136),
    [anon_sym_zone] = ACTIONS(134),
    [anon_sym_COLON] = ACTIONS(136),
    [anon_sym_piece] = ACTIONS(134),
    [anon_sym_card] = ACTIONS(134),
    [anon_sym_counters] = ACTIONS(134),
    [anon_sym_track] = ACTIONS(134),
    [anon_sym_loop] = ACTIONS(134),
    [anon_sym_branch] = ACTIONS(134),
    [anon_sym_from] = ACTIONS(134),
    [anon_sym_store] = ACTIONS(134),
    [anon_sym_remove] = ACTIONS(134),
    [anon_sym_rank] = ACTIONS(134),
    [anon_sym_file] = ACTIONS(134),
    [anon_sym_RBRACE] = ACTIONS(180),
    [anon_sym_step] = ACTIONS(182),
    [anon_sym_slide] = ACTIONS(182),
    [anon_sym_leap] = ACTIONS(182),
    [anon_sym_jump] = ACTIONS(182),
    [anon_sym_hop] = ACTIONS(182),
    [anon_sym_fly] = ACTIONS(182),
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
    [anon_sym_grid] = ACTIONS(134),
    [anon_sym_cells] = ACTIONS(134),
    [anon_sym_numbers] = ACTIONS(134),
    [anon_sym_by] = ACTIONS(134),
    [anon_sym_to] = ACTIONS(134),
    [anon_sym_over] = ACTIONS(134),
    [anon_sym_chained] = ACTIONS(134),
    [anon_sym_on] = ACTIONS(134),
    [anon_sym_ends] = ACTIONS(134),
    [anon_sym_move] = ACTIONS(134),
    [anon_sym_mandatory] = ACTIONS(134),
    [anon_sym_no] = ACTIONS(134),
    [anon_sym_repetition] = ACTIONS(134),
    [anon_sym_plies] = ACTIONS(134),
    [anon_sym_since] = ACTIONS(134),
    [anon_sym_stacks] = ACTIONS(134),
    [anon_sym_unlimited] = ACTIONS(134),
    [anon_sym_onto] = ACTIONS(134),
    [anon_sym_lift] = ACTIONS(134),
    [anon_sym_if] = ACTIONS(134),
    [anon_sym_and] = ACTIONS(134),
    [anon_sym_or] = ACTIONS(134),
    [anon_sym_not] = ACTIONS(134),
    [anon_sym_below] = ACTIONS(134),
    [anon_sym_is] = ACTIONS(134),
    [anon_sym_in] = ACTIONS(134),
    [anon_sym_height] = ACTIONS(134),
    [anon_sym_count] = ACTIONS(134),
    [anon_sym_showing] = ACTIONS(134),
    [anon_sym_pieces] = ACTIONS(134),
    [anon_sym_off] = ACTIONS(134),
    [anon_sym_after] = ACTIONS(134),
    [anon_sym_stack] = ACTIONS(134),
    [anon_sym_through] = ACTIONS(134),
    [anon_sym_facing] = ACTIONS(134),
    [anon_sym_max] = ACTIONS(134),
    [anon_sym_exactly] = ACTIONS(134),
    [anon_sym_passing] = ACTIONS(134),
    [anon_sym_flying] = ACTIONS(134),
    [anon_sym_connected] = ACTIONS(134),
    [anon_sym_within] = ACTIONS(134),
    [anon_sym_avoiding] = ACTIONS(134),
    [anon_sym_stopping] = ACTIONS(134),
    [anon_sym_outside] = ACTIONS(134),
    [anon_sym_custodian] = ACTIONS(134),
    [anon_sym_captured] = ACTIONS(134),
    [anon_sym_against] = ACTIONS(134),
    [anon_sym_surrounded] = ACTIONS(134),
    [anon_sym_actions] = ACTIONS(134),
    [anon_sym_until] = ACTIONS(134),
    [anon_sym_at] = ACTIONS(134),
    [anon_sym_most] = ACTIONS(134),
    [anon_sym_steal] = ACTIONS(134),
    [anon_sym_adjacent] = ACTIONS(134),
    [anon_sym_enters] = ACTIONS(134),
    [anon_sym_when] = ACTIONS(134),
    [anon_sym_add] = ACTIONS(134),
    [anon_sym_clear] = ACTIONS(134),
    [anon_sym_reset] = ACTIONS(134),
    [anon_sym_place] = ACTIONS(134),
    [anon_sym_of] = ACTIONS(134),
    [anon_sym_into] = ACTIONS(134),
    [anon_sym_arrows] = ACTIONS(134),
    [anon_sym_colour] = ACTIONS(134),
    [anon_sym_beside] = ACTIONS(134),
    [anon_sym_legend] = ACTIONS(134),
    [anon_sym_team] = ACTIONS(134),
    [anon_sym_copies] = ACTIONS(134),
    [anon_sym_deal] = ACTIONS(134),
    [anon_sym_each] = ACTIONS(134),
    [anon_sym_hands] = ACTIONS(134),
    [anon_sym_as] = ACTIONS(134),
    [anon_sym_control] = ACTIONS(134),
    [anon_sym_skip] = ACTIONS(134),
    [anon_sym_swap] = ACTIONS(134),
    [anon_sym_partner] = ACTIONS(134),
    [anon_sym_split] = ACTIONS(134),
    [anon_sym_pass] = ACTIONS(134),
    [anon_sym_then] = ACTIONS(134),
    [anon_sym_play] = ACTIONS(134),
    [anon_sym_again] = ACTIONS(134),
    [anon_sym_cancel] = ACTIONS(134),
    [anon_sym_for] = ACTIONS(134),
    [anon_sym_replay] = ACTIONS(134),
    [anon_sym_stay] = ACTIONS(134),
    [anon_sym_exchange] = ACTIONS(134),
    [anon_sym_with] = ACTIONS(134),
    [anon_sym_announce] = ACTIONS(134),
    [anon_sym_deeper] = ACTIONS(134),
    [anon_sym_score] = ACTIONS(134),
    [anon_sym_attacked] = ACTIONS(134),
    [anon_sym_long] = ACTIONS(134),
    [anon_sym_reversing] = ACTIONS(134),
    [anon_sym_once] = ACTIONS(134),
    [anon_sym_continue] = ACTIONS(134),
    [anon_sym_merge] = ACTIONS(134),
    [anon_sym_lines] = ACTIONS(134),
    [anon_sym_except] = ACTIONS(134),
    [anon_sym_same] = ACTIONS(134),
    [anon_sym_captures] = ACTIONS(134),
    [anon_sym_falling] = ACTIONS(134),
    [anon_sym_line] = ACTIONS(134),
    [anon_sym_moves] = ACTIONS(134),
    [anon_sym_flipping] = ACTIONS(134),
    [anon_sym_hex] = ACTIONS(134),
    [anon_sym_connects] = ACTIONS(134),
    [anon_sym_shoot] = ACTIONS(134),
    [anon_sym_allowed] = ACTIONS(134),
    [anon_sym_capture] = ACTIONS(134),
    [anon_sym_groups] = ACTIONS(134),
    [anon_sym_suicide] = ACTIONS(134),
    [anon_sym_ko] = ACTIONS(134),
    [anon_sym_simple] = ACTIONS(134),
    [anon_sym_positional] = ACTIONS(134),
    [anon_sym_passes] = ACTIONS(134),
    [anon_sym_komi] = ACTIONS(134),
    [anon_sym_next] = ACTIONS(134),
    [anon_sym_claim] = ACTIONS(134),
    [anon_sym_moved] = ACTIONS(134),
    [anon_sym_en_DASHpassant] = ACTIONS(134),
    [anon_sym_hand] = ACTIONS(134),
    [anon_sym_counter] = ACTIONS(134),
    [anon_sym_LPAREN] = ACTIONS(59),
    [anon_sym_LT_EQ] = ACTIONS(51),
    [anon_sym_GT_EQ] = ACTIONS(51),
    [anon_sym_BANG_EQ] = ACTIONS(51),
    [anon_sym_LT] = ACTIONS(61),
    [anon_sym_GT] = ACTIONS(61),
    [anon_sym_DOT_DOT] = ACTIONS(51),
    [anon_sym_PIPE] = ACTIONS(51),
    [sym_integer] = ACTIONS(136),
    [sym_string] = ACTIONS(136),
    [sym_comment] = ACTIONS(3),
  },
  [15] = {
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
    [anon_sym_picture] = ACTIONS(184),
    [anon_sym_sowing] = ACTIONS(184),
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
    [anon_sym_fly] = ACTIONS(184),
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
    [anon_sym_through] = ACTIONS(184),
    [anon_sym_facing] = ACTIONS(184),
    [anon_sym_max] = ACTIONS(184),
    [anon_sym_exactly] = ACTIONS(184),
    [anon_sym_passing] = ACTIONS(184),
    [anon_sym_flying] = ACTIONS(184),
    [anon_sym_connected] = ACTIONS(184),
    [anon_sym_within] = ACTIONS(184),
    [anon_sym_avoiding] = ACTIONS(184),
    [anon_sym_stopping] = ACTIONS(184),
    [anon_sym_outside] = ACTIONS(184),
    [anon_sym_custodian] = ACTIONS(184),
    [anon_sym_captured] = ACTIONS(184),
    [anon_sym_against] = ACTIONS(184),
    [anon_sym_surrounded] = ACTIONS(184),
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
    [anon_sym_arrows] = ACTIONS(184),
    [anon_sym_colour] = ACTIONS(184),
    [anon_sym_beside] = ACTIONS(184),
    [anon_sym_legend] = ACTIONS(184),
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
    [anon_sym_lines] = ACTIONS(184),
    [anon_sym_except] = ACTIONS(184),
    [anon_sym_same] = ACTIONS(184),
    [anon_sym_captures] = ACTIONS(184),
    [anon_sym_falling] = ACTIONS(184),
    [anon_sym_line] = ACTIONS(184),
    [anon_sym_moves] = ACTIONS(184),
    [anon_sym_flipping] = ACTIONS(184),
    [anon_sym_hex] = ACTIONS(184),
    [anon_sym_connects] = ACTIONS(184),
    [anon_sym_shoot] = ACTIONS(184),
    [anon_sym_allowed] = ACTIONS(184),
    [anon_sym_capture] = ACTIONS(184),
    [anon_sym_groups] = ACTIONS(184),
    [anon_sym_suicide] = ACTIONS(184),
    [anon_sym_ko] = ACTIONS(184),
    [anon_sym_simple] = ACTIONS(184),
    [anon_sym_positional] = ACTIONS(184),
    [anon_sym_passes] = ACTIONS(184),
    [anon_sym_komi] = ACTIONS(184),
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
  [16] = {
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
    [anon_sym_picture] = ACTIONS(188),
    [anon_sym_sowing] = ACTIONS(188),
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
    [anon_sym_fly] = ACTIONS(188),
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
    [anon_sym_through] = ACTIONS(188),
    [anon_sym_facing] = ACTIONS(188),
    [anon_sym_max] = ACTIONS(188),
    [anon_sym_exactly] = ACTIONS(188),
    [anon_sym_passing] = ACTIONS(188),
    [anon_sym_flying] = ACTIONS(188),
    [anon_sym_connected] = ACTIONS(188),
    [anon_sym_within] = ACTIONS(188),
    [anon_sym_avoiding] = ACTIONS(188),
    [anon_sym_stopping] = ACTIONS(188),
    [anon_sym_outside] = ACTIONS(188),
    [anon_sym_custodian] = ACTIONS(188),
    [anon_sym_captured] = ACTIONS(188),
    [anon_sym_against] = ACTIONS(188),
    [anon_sym_surrounded] = ACTIONS(188),
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
    [anon_sym_arrows] = ACTIONS(188),
    [anon_sym_colour] = ACTIONS(188),
    [anon_sym_beside] = ACTIONS(188),
    [anon_sym_legend] = ACTIONS(188),
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
    [anon_sym_lines] = ACTIONS(188),
    [anon_sym_except] = ACTIONS(188),
    [anon_sym_same] = ACTIONS(188),
    [anon_sym_captures] = ACTIONS(188),
    [anon_sym_falling] = ACTIONS(188),
    [anon_sym_line] = ACTIONS(188),
    [anon_sym_moves] = ACTIONS(188),
    [anon_sym_flipping] = ACTIONS(188),
    [anon_sym_hex] = ACTIONS(188),
    [anon_sym_connects] = ACTIONS(188),
    [anon_sym_shoot] = ACTIONS(188),
    [anon_sym_allowed] = ACTIONS(188),
    [anon_sym_capture] = ACTIONS(188),
    [anon_sym_groups] = ACTIONS(188),
    [anon_sym_suicide] = ACTIONS(188),
    [anon_sym_ko] = ACTIONS(188),
    [anon_sym_simple] = ACTIONS(188),
    [anon_sym_positional] = ACTIONS(188),
    [anon_sym_passes] = ACTIONS(188),
    [anon_sym_komi] = ACTIONS(188),
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
  [17] = {
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
    [anon_sym_picture] = ACTIONS(192),
    [anon_sym_sowing] = ACTIONS(192),
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
    [anon_sym_fly] = ACTIONS(192),
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
    [anon_sym_through] = ACTIONS(192),
    [anon_sym_facing] = ACTIONS(192),
    [anon_sym_max] = ACTIONS(192),
    [anon_sym_exactly] = ACTIONS(192),
    [anon_sym_passing] = ACTIONS(192),
    [anon_sym_flying] = ACTIONS(192),
    [anon_sym_connected] = ACTIONS(192),
    [anon_sym_within] = ACTIONS(192),
    [anon_sym_avoiding] = ACTIONS(192),
    [anon_sym_stopping] = ACTIONS(192),
    [anon_sym_outside] = ACTIONS(192),
    [anon_sym_custodian] = ACTIONS(192),
    [anon_sym_captured] = ACTIONS(192),
    [anon_sym_against] = ACTIONS(192),
    [anon_sym_surrounded] = ACTIONS(192),
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
    [anon_sym_arrows] = ACTIONS(192),
    [anon_sym_colour] = ACTIONS(192),
    [anon_sym_beside] = ACTIONS(192),
    [anon_sym_legend] = ACTIONS(192),
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
    [anon_sym_lines] = ACTIONS(192),
    [anon_sym_except] = ACTIONS(192),
    [anon_sym_same] = ACTIONS(192),
    [anon_sym_captures] = ACTIONS(192),
    [anon_sym_falling] = ACTIONS(192),
    [anon_sym_line] = ACTIONS(192),
    [anon_sym_moves] = ACTIONS(192),
    [anon_sym_flipping] = ACTIONS(192),
    [anon_sym_hex] = ACTIONS(192),
    [anon_sym_connects] = ACTIONS(192),
    [anon_sym_shoot] = ACTIONS(192),
    [anon_sym_allowed] = ACTIONS(192),
    [anon_sym_capture] = ACTIONS(192),
    [anon_sym_groups] = ACTIONS(192),
    [anon_sym_suicide] = ACTIONS(192),
    [anon_sym_ko] = ACTIONS(192),
    [anon_sym_simple] = ACTIONS(192),
    [anon_sym_positional] = ACTIONS(192),
    [anon_sym_passes] = ACTIONS(192),
    [anon_sym_komi] = ACTIONS(192),
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
  [18] = {
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
    [anon_sym_picture] = ACTIONS(196),
    [anon_sym_sowing] = ACTIONS(196),
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
    [anon_sym_fly] = ACTIONS(196),
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
    [anon_sym_through] = ACTIONS(196),
    [anon_sym_facing] = ACTIONS(196),
    [anon_sym_max] = ACTIONS(196),
    [anon_sym_exactly] = ACTIONS(196),
    [anon_sym_passing] = ACTIONS(196),
    [anon_sym_flying] = ACTIONS(196),
    [anon_sym_connected] = ACTIONS(196),
    [anon_sym_within] = ACTIONS(196),
    [anon_sym_avoiding] = ACTIONS(196),
    [anon_sym_stopping] = ACTIONS(196),
    [anon_sym_outside] = ACTIONS(196),
    [anon_sym_custodian] = ACTIONS(196),
    [anon_sym_captured] = ACTIONS(196),
    [anon_sym_against] = ACTIONS(196),
    [anon_sym_surrounded] = ACTIONS(196),
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
    [anon_sym_arrows] = ACTIONS(196),
    [anon_sym_colour] = ACTIONS(196),
    [anon_sym_beside] = ACTIONS(196),
    [anon_sym_legend] = ACTIONS(196),
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
    [anon_sym_lines] = ACTIONS(196),
    [anon_sym_except] = ACTIONS(196),
    [anon_sym_same] = ACTIONS(196),
    [anon_sym_captures] = ACTIONS(196),
    [anon_sym_falling] = ACTIONS(196),
    [anon_sym_line] = ACTIONS(196),
    [anon_sym_moves] = ACTIONS(196),
    [anon_sym_flipping] = ACTIONS(196),
    [anon_sym_hex] = ACTIONS(196),
    [anon_sym_connects] = ACTIONS(196),
    [anon_sym_shoot] = ACTIONS(196),
    [anon_sym_allowed] = ACTIONS(196),
    [anon_sym_capture] = ACTIONS(196),
    [anon_sym_groups] = ACTIONS(196),
    [anon_sym_suicide] = ACTIONS(196),
    [anon_sym_ko] = ACTIONS(196),
    [anon_sym_simple] = ACTIONS(196),
    [anon_sym_positional] = ACTIONS(196),
    [anon_sym_passes] = ACTIONS(196),
    [anon_sym_komi] = ACTIONS(196),
    [anon_sym_next] = ACTIONS(196),
    [anon_sym_claim] = ACTIONS(196),
    [anon_sym_moved] = ACTIONS(196),
    [anon_sym_en_DASHpassant] = ACTIONS(196),
    [anon_sym_hand] = ACTIONS(196),
    [anon_sym_counter] = ACTIONS(196),
    [anon_sym_LPAREN] = ACTIONS(198),
    [anon_sym_RPAREN] = ACTIONS(198),
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
  [19] = {
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
    [anon_sym_picture] = ACTIONS(200),
    [anon_sym_sowing] = ACTIONS(200),
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
    [anon_sym_fly] = ACTIONS(200),
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
    [anon_sym_through] = ACTIONS(200),
    [anon_sym_facing] = ACTIONS(200),
    [anon_sym_max] = ACTIONS(200),
    [anon_sym_exactly] = ACTIONS(200),
    [anon_sym_passing] = ACTIONS(200),
    [anon_sym_flying] = ACTIONS(200),
    [anon_sym_connected] = ACTIONS(200),
    [anon_sym_within] = ACTIONS(200),
    [anon_sym_avoiding] = ACTIONS(200),
    [anon_sym_stopping] = ACTIONS(200),
    [anon_sym_outside] = ACTIONS(200),
    [anon_sym_custodian] = ACTIONS(200),
    [anon_sym_captured] = ACTIONS(200),
    [anon_sym_against] = ACTIONS(200),
    [anon_sym_surrounded] = ACTIONS(200),
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
    [anon_sym_arrows] = ACTIONS(200),
    [anon_sym_colour] = ACTIONS(200),
    [anon_sym_beside] = ACTIONS(200),
    [anon_sym_legend] = ACTIONS(200),
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
    [anon_sym_lines] = ACTIONS(200),
    [anon_sym_except] = ACTIONS(200),
    [anon_sym_same] = ACTIONS(200),
    [anon_sym_captures] = ACTIONS(200),
    [anon_sym_falling] = ACTIONS(200),
    [anon_sym_line] = ACTIONS(200),
    [anon_sym_moves] = ACTIONS(200),
    [anon_sym_flipping] = ACTIONS(200),
    [anon_sym_hex] = ACTIONS(200),
    [anon_sym_connects] = ACTIONS(200),
    [anon_sym_shoot] = ACTIONS(200),
    [anon_sym_allowed] = ACTIONS(200),
    [anon_sym_capture] = ACTIONS(200),
    [anon_sym_groups] = ACTIONS(200),
    [anon_sym_suicide] = ACTIONS(200),
    [anon_sym_ko] = ACTIONS(200),
    [anon_sym_simple] = ACTIONS(200),
    [anon_sym_positional] = ACTIONS(200),
    [anon_sym_passes] = ACTIONS(200),
    [anon_sym_komi] = ACTIONS(200),
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
  [20] = {
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
    [anon_sym_picture] = ACTIONS(204),
    [anon_sym_sowing] = ACTIONS(204),
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
    [anon_sym_LBRACE] = ACTIONS(206),
    [anon_sym_RBRACE] = ACTIONS(206),
    [anon_sym_step] = ACTIONS(204),
    [anon_sym_slide] = ACTIONS(204),
    [anon_sym_leap] = ACTIONS(204),
    [anon_sym_jump] = ACTIONS(204),
    [anon_sym_hop] = ACTIONS(204),
    [anon_sym_fly] = ACTIONS(204),
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
    [anon_sym_through] = ACTIONS(204),
    [anon_sym_facing] = ACTIONS(204),
    [anon_sym_max] = ACTIONS(204),
    [anon_sym_exactly] = ACTIONS(204),
    [anon_sym_passing] = ACTIONS(204),
    [anon_sym_flying] = ACTIONS(204),
    [anon_sym_connected] = ACTIONS(204),
    [anon_sym_within] = ACTIONS(204),
    [anon_sym_avoiding] = ACTIONS(204),
    [anon_sym_stopping] = ACTIONS(204),
    [anon_sym_outside] = ACTIONS(204),
    [anon_sym_custodian] = ACTIONS(204),
    [anon_sym_captured] = ACTIONS(204),
    [anon_sym_against] = ACTIONS(204),
    [anon_sym_surrounded] = ACTIONS(204),
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
    [anon_sym_arrows] = ACTIONS(204),
    [anon_sym_colour] = ACTIONS(204),
    [anon_sym_beside] = ACTIONS(204),
    [anon_sym_legend] = ACTIONS(204),
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
    [anon_sym_lines] = ACTIONS(204),
    [anon_sym_except] = ACTIONS(204),
    [anon_sym_same] = ACTIONS(204),
    [anon_sym_captures] = ACTIONS(204),
    [anon_sym_falling] = ACTIONS(204),
    [anon_sym_line] = ACTIONS(204),
    [anon_sym_moves] = ACTIONS(204),
    [anon_sym_flipping] = ACTIONS(204),
    [anon_sym_hex] = ACTIONS(204),
    [anon_sym_connects] = ACTIONS(204),
    [anon_sym_shoot] = ACTIONS(204),
    [anon_sym_allowed] = ACTIONS(204),
    [anon_sym_capture] = ACTIONS(204),
    [anon_sym_groups] = ACTIONS(204),
    [anon_sym_suicide] = ACTIONS(204),
    [anon_sym_ko] = ACTIONS(204),
    [anon_sym_simple] = ACTIONS(204),
    [anon_sym_positional] = ACTIONS(204),
    [anon_sym_passes] = ACTIONS(204),
    [anon_sym_komi] = ACTIONS(204),
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
  [21] = {
    [sym_name] = ACTIONS(208),
    [anon_sym_game] = ACTIONS(208),
    [anon_sym_extends] = ACTIONS(208),
    [anon_sym_players] = ACTIONS(208),
    [anon_sym_sides] = ACTIONS(208),
    [anon_sym_board] = ACTIONS(208),
    [anon_sym_setup] = ACTIONS(208),
    [anon_sym_rules] = ACTIONS(208),
    [anon_sym_end] = ACTIONS(208),
    [anon_sym_turn] = ACTIONS(208),
    [anon_sym_cards] = ACTIONS(208),
    [anon_sym_picture] = ACTIONS(208),
    [anon_sym_sowing] = ACTIONS(208),
    [anon_sym_directions] = ACTIONS(208),
    [anon_sym_EQ] = ACTIONS(210),
    [anon_sym_COMMA] = ACTIONS(210),
    [anon_sym_zone] = ACTIONS(208),
    [anon_sym_COLON] = ACTIONS(210),
    [anon_sym_piece] = ACTIONS(208),
    [anon_sym_card] = ACTIONS(208),
    [anon_sym_counters] = ACTIONS(208),
    [anon_sym_track] = ACTIONS(208),
    [anon_sym_loop] = ACTIONS(208),
    [anon_sym_branch] = ACTIONS(208),
    [anon_sym_from] = ACTIONS(208),
    [anon_sym_store] = ACTIONS(208),
    [anon_sym_remove] = ACTIONS(208),
    [anon_sym_rank] = ACTIONS(208),
    [anon_sym_file] = ACTIONS(208),
    [anon_sym_RBRACE] = ACTIONS(210),
    [anon_sym_step] = ACTIONS(208),
    [anon_sym_slide] = ACTIONS(208),
    [anon_sym_leap] = ACTIONS(208),
    [anon_sym_jump] = ACTIONS(208),
    [anon_sym_hop] = ACTIONS(208),
    [anon_sym_fly] = ACTIONS(208),
    [anon_sym_along] = ACTIONS(208),
    [anon_sym_enter] = ACTIONS(208),
    [anon_sym_castle] = ACTIONS(208),
    [anon_sym_bear] = ACTIONS(208),
    [anon_sym_symbols] = ACTIONS(208),
    [anon_sym_glyphs] = ACTIONS(208),
    [anon_sym_promote] = ACTIONS(208),
    [anon_sym_royal] = ACTIONS(208),
    [anon_sym_neutral] = ACTIONS(208),
    [anon_sym_stored] = ACTIONS(208),
    [anon_sym_grid] = ACTIONS(208),
    [anon_sym_cells] = ACTIONS(208),
    [anon_sym_numbers] = ACTIONS(208),
    [anon_sym_by] = ACTIONS(208),
    [anon_sym_to] = ACTIONS(208),
    [anon_sym_over] = ACTIONS(208),
    [anon_sym_chained] = ACTIONS(208),
    [anon_sym_on] = ACTIONS(208),
    [anon_sym_ends] = ACTIONS(208),
    [anon_sym_move] = ACTIONS(208),
    [anon_sym_mandatory] = ACTIONS(208),
    [anon_sym_no] = ACTIONS(208),
    [anon_sym_repetition] = ACTIONS(208),
    [anon_sym_plies] = ACTIONS(208),
    [anon_sym_since] = ACTIONS(208),
    [anon_sym_stacks] = ACTIONS(208),
    [anon_sym_unlimited] = ACTIONS(208),
    [anon_sym_onto] = ACTIONS(208),
    [anon_sym_lift] = ACTIONS(208),
    [anon_sym_if] = ACTIONS(208),
    [anon_sym_and] = ACTIONS(208),
    [anon_sym_or] = ACTIONS(208),
    [anon_sym_not] = ACTIONS(208),
    [anon_sym_below] = ACTIONS(208),
    [anon_sym_is] = ACTIONS(208),
    [anon_sym_in] = ACTIONS(208),
    [anon_sym_height] = ACTIONS(208),
    [anon_sym_count] = ACTIONS(208),
    [anon_sym_showing] = ACTIONS(208),
    [anon_sym_pieces] = ACTIONS(208),
    [anon_sym_off] = ACTIONS(208),
    [anon_sym_after] = ACTIONS(208),
    [anon_sym_stack] = ACTIONS(208),
    [anon_sym_through] = ACTIONS(208),
    [anon_sym_facing] = ACTIONS(208),
    [anon_sym_max] = ACTIONS(208),
    [anon_sym_exactly] = ACTIONS(208),
    [anon_sym_passing] = ACTIONS(208),
    [anon_sym_flying] = ACTIONS(208),
    [anon_sym_connected] = ACTIONS(208),
    [anon_sym_within] = ACTIONS(208),
    [anon_sym_avoiding] = ACTIONS(208),
    [anon_sym_stopping] = ACTIONS(208),
    [anon_sym_outside] = ACTIONS(208),
    [anon_sym_custodian] = ACTIONS(208),
    [anon_sym_captured] = ACTIONS(208),
    [anon_sym_against] = ACTIONS(208),
    [anon_sym_surrounded] = ACTIONS(208),
    [anon_sym_actions] = ACTIONS(208),
    [anon_sym_until] = ACTIONS(208),
    [anon_sym_at] = ACTIONS(208),
    [anon_sym_most] = ACTIONS(208),
    [anon_sym_steal] = ACTIONS(208),
    [anon_sym_adjacent] = ACTIONS(208),
    [anon_sym_enters] = ACTIONS(208),
    [anon_sym_when] = ACTIONS(208),
    [anon_sym_add] = ACTIONS(208),
    [anon_sym_clear] = ACTIONS(208),
    [anon_sym_reset] = ACTIONS(208),
    [anon_sym_place] = ACTIONS(208),
    [anon_sym_of] = ACTIONS(208),
    [anon_sym_into] = ACTIONS(208),
    [anon_sym_arrows] = ACTIONS(208),
    [anon_sym_colour] = ACTIONS(208),
    [anon_sym_beside] = ACTIONS(208),
    [anon_sym_legend] = ACTIONS(208),
    [anon_sym_team] = ACTIONS(208),
    [anon_sym_copies] = ACTIONS(208),
    [anon_sym_deal] = ACTIONS(208),
    [anon_sym_each] = ACTIONS(208),
    [anon_sym_hands] = ACTIONS(208),
    [anon_sym_as] = ACTIONS(208),
    [anon_sym_control] = ACTIONS(208),
    [anon_sym_skip] = ACTIONS(208),
    [anon_sym_swap] = ACTIONS(208),
    [anon_sym_partner] = ACTIONS(208),
    [anon_sym_split] = ACTIONS(208),
    [anon_sym_pass] = ACTIONS(208),
    [anon_sym_then] = ACTIONS(208),
    [anon_sym_play] = ACTIONS(208),
    [anon_sym_again] = ACTIONS(208),
    [anon_sym_cancel] = ACTIONS(208),
    [anon_sym_for] = ACTIONS(208),
    [anon_sym_replay] = ACTIONS(208),
    [anon_sym_stay] = ACTIONS(208),
    [anon_sym_exchange] = ACTIONS(208),
    [anon_sym_with] = ACTIONS(208),
    [anon_sym_announce] = ACTIONS(208),
    [anon_sym_deeper] = ACTIONS(208),
    [anon_sym_score] = ACTIONS(208),
    [anon_sym_attacked] = ACTIONS(208),
    [anon_sym_long] = ACTIONS(208),
    [anon_sym_reversing] = ACTIONS(208),
    [anon_sym_once] = ACTIONS(208),
    [anon_sym_continue] = ACTIONS(208),
    [anon_sym_merge] = ACTIONS(208),
    [anon_sym_lines] = ACTIONS(208),
    [anon_sym_except] = ACTIONS(208),
    [anon_sym_same] = ACTIONS(208),
    [anon_sym_captures] = ACTIONS(208),
    [anon_sym_falling] = ACTIONS(208),
    [anon_sym_line] = ACTIONS(208),
    [anon_sym_moves] = ACTIONS(208),
    [anon_sym_flipping] = ACTIONS(208),
    [anon_sym_hex] = ACTIONS(208),
    [anon_sym_connects] = ACTIONS(208),
    [anon_sym_shoot] = ACTIONS(208),
    [anon_sym_allowed] = ACTIONS(208),
    [anon_sym_capture] = ACTIONS(208),
    [anon_sym_groups] = ACTIONS(208),
    [anon_sym_suicide] = ACTIONS(208),
    [anon_sym_ko] = ACTIONS(208),
    [anon_sym_simple] = ACTIONS(208),
    [anon_sym_positional] = ACTIONS(208),
    [anon_sym_passes] = ACTIONS(208),
    [anon_sym_komi] = ACTIONS(208),
    [anon_sym_next] = ACTIONS(208),
    [anon_sym_claim] = ACTIONS(208),
    [anon_sym_moved] = ACTIONS(208),
    [anon_sym_en_DASHpassant] = ACTIONS(208),
    [anon_sym_hand] = ACTIONS(208),
    [anon_sym_counter] = ACTIONS(208),
    [anon_sym_LPAREN] = ACTIONS(210),
    [anon_sym_LT_EQ] = ACTIONS(210),
    [anon_sym_GT_EQ] = ACTIONS(210),
    [anon_sym_BANG_EQ] = ACTIONS(210),
    [anon_sym_LT] = ACTIONS(208),
    [anon_sym_GT] = ACTIONS(208),
    [anon_sym_DOT_DOT] = ACTIONS(210),
    [anon_sym_PIPE] = ACTIONS(210),
    [sym_integer] = ACTIONS(210),
    [sym_string] = ACTIONS(210),
    [sym_comment] = ACTIONS(3),
  },
};

static const uint16_t ts_small_parse_table[] = {
  [0] = 23,
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
      anon_sym_sowing,
    ACTIONS(247), 1,
      anon_sym_directions,
    ACTIONS(250), 1,
      anon_sym_zone,
    ACTIONS(253), 1,
      anon_sym_piece,
    ACTIONS(256), 1,
      anon_sym_card,
    ACTIONS(259), 1,
      anon_sym_counters,
    ACTIONS(262), 1,
      anon_sym_track,
    ACTIONS(265), 1,
      anon_sym_branch,
    ACTIONS(268), 1,
      anon_sym_store,
    ACTIONS(271), 1,
      anon_sym_remove,
    STATE(22), 22,
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
      sym_sowing_item,
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
  [91] = 23,
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
      anon_sym_sowing,
    ACTIONS(29), 1,
      anon_sym_directions,
    ACTIONS(31), 1,
      anon_sym_zone,
    ACTIONS(33), 1,
      anon_sym_piece,
    ACTIONS(35), 1,
      anon_sym_card,
    ACTIONS(37), 1,
      anon_sym_counters,
    ACTIONS(39), 1,
      anon_sym_track,
    ACTIONS(41), 1,
      anon_sym_branch,
    ACTIONS(43), 1,
      anon_sym_store,
    ACTIONS(45), 1,
      anon_sym_remove,
    ACTIONS(274), 1,
      ts_builtin_sym_end,
    STATE(22), 22,
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
      sym_sowing_item,
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
  [182] = 9,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(276), 1,
      ts_builtin_sym_end,
    ACTIONS(278), 1,
      sym_name,
    ACTIONS(284), 2,
      anon_sym_COMMA,
      sym_integer,
    ACTIONS(286), 2,
      anon_sym_rank,
      anon_sym_file,
    ACTIONS(288), 2,
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
    ACTIONS(280), 20,
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
      anon_sym_sowing,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_card,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [238] = 9,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(290), 1,
      ts_builtin_sym_end,
    ACTIONS(292), 1,
      sym_name,
    ACTIONS(300), 2,
      anon_sym_COMMA,
      sym_integer,
    ACTIONS(303), 2,
      anon_sym_rank,
      anon_sym_file,
    ACTIONS(306), 2,
      anon_sym_LT,
      anon_sym_GT,
    STATE(25), 2,
      sym_operator,
      aux_sym_region_repeat1,
    ACTIONS(297), 6,
      anon_sym_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_BANG_EQ,
      anon_sym_DOT_DOT,
      anon_sym_PIPE,
    ACTIONS(295), 20,
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
      anon_sym_sowing,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_card,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [294] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(309), 9,
      ts_builtin_sym_end,
      anon_sym_EQ,
      anon_sym_COMMA,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_BANG_EQ,
      anon_sym_DOT_DOT,
      anon_sym_PIPE,
      sym_integer,
    ACTIONS(311), 25,
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
      anon_sym_sowing,
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
  [336] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(194), 9,
      ts_builtin_sym_end,
      anon_sym_EQ,
      anon_sym_COMMA,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_BANG_EQ,
      anon_sym_DOT_DOT,
      anon_sym_PIPE,
      sym_integer,
    ACTIONS(192), 25,
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
      anon_sym_sowing,
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
  [378] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(315), 1,
      anon_sym_COMMA,
    ACTIONS(317), 1,
      anon_sym_card,
    STATE(34), 1,
      aux_sym_directions_item_repeat1,
    ACTIONS(313), 20,
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
      anon_sym_sowing,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [413] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(315), 1,
      anon_sym_COMMA,
    ACTIONS(321), 1,
      anon_sym_card,
    STATE(33), 1,
      aux_sym_directions_item_repeat1,
    ACTIONS(319), 20,
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
      anon_sym_sowing,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [448] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(315), 1,
      anon_sym_COMMA,
    ACTIONS(325), 1,
      anon_sym_card,
    STATE(31), 1,
      aux_sym_directions_item_repeat1,
    ACTIONS(323), 20,
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
      anon_sym_sowing,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [483] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(315), 1,
      anon_sym_COMMA,
    ACTIONS(329), 1,
      anon_sym_card,
    STATE(32), 1,
      aux_sym_directions_item_repeat1,
    ACTIONS(327), 20,
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
      anon_sym_sowing,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [518] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(333), 1,
      anon_sym_COMMA,
    ACTIONS(336), 1,
      anon_sym_card,
    STATE(32), 1,
      aux_sym_directions_item_repeat1,
    ACTIONS(331), 20,
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
      anon_sym_sowing,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [553] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(315), 1,
      anon_sym_COMMA,
    ACTIONS(340), 1,
      anon_sym_card,
    STATE(32), 1,
      aux_sym_directions_item_repeat1,
    ACTIONS(338), 20,
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
      anon_sym_sowing,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [588] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(315), 1,
      anon_sym_COMMA,
    ACTIONS(344), 1,
      anon_sym_card,
    STATE(32), 1,
      aux_sym_directions_item_repeat1,
    ACTIONS(342), 20,
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
      anon_sym_sowing,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [623] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(348), 1,
      anon_sym_extends,
    ACTIONS(350), 1,
      anon_sym_card,
    ACTIONS(346), 20,
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
      anon_sym_sowing,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [655] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(336), 1,
      anon_sym_card,
    ACTIONS(331), 21,
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
      anon_sym_sowing,
      anon_sym_directions,
      anon_sym_COMMA,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [685] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(354), 1,
      anon_sym_card,
    ACTIONS(352), 20,
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
      anon_sym_sowing,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [714] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(358), 1,
      anon_sym_card,
    ACTIONS(356), 20,
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
      anon_sym_sowing,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [743] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(362), 1,
      anon_sym_card,
    ACTIONS(360), 20,
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
      anon_sym_sowing,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [772] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(366), 1,
      anon_sym_card,
    ACTIONS(364), 20,
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
      anon_sym_sowing,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [801] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(204), 1,
      anon_sym_card,
    ACTIONS(206), 20,
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
      anon_sym_sowing,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [830] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(370), 1,
      anon_sym_card,
    ACTIONS(368), 20,
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
      anon_sym_sowing,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [859] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(374), 1,
      anon_sym_card,
    ACTIONS(372), 20,
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
      anon_sym_sowing,
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
    ACTIONS(378), 1,
      anon_sym_card,
    ACTIONS(376), 20,
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
      anon_sym_sowing,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [917] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(382), 1,
      anon_sym_card,
    ACTIONS(380), 20,
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
      anon_sym_sowing,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [946] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(386), 1,
      anon_sym_card,
    ACTIONS(384), 20,
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
      anon_sym_sowing,
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
    ACTIONS(200), 1,
      anon_sym_card,
    ACTIONS(202), 20,
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
      anon_sym_sowing,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1004] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(390), 1,
      anon_sym_card,
    ACTIONS(388), 20,
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
      anon_sym_sowing,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1033] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(394), 1,
      anon_sym_card,
    ACTIONS(392), 20,
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
      anon_sym_sowing,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1062] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(398), 1,
      anon_sym_card,
    ACTIONS(396), 20,
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
      anon_sym_sowing,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1091] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(402), 1,
      anon_sym_card,
    ACTIONS(400), 20,
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
      anon_sym_sowing,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1120] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(406), 1,
      anon_sym_card,
    ACTIONS(404), 20,
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
      anon_sym_sowing,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1149] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(410), 1,
      anon_sym_card,
    ACTIONS(408), 20,
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
      anon_sym_sowing,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1178] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(414), 1,
      anon_sym_card,
    ACTIONS(412), 20,
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
      anon_sym_sowing,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1207] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(418), 1,
      anon_sym_card,
    ACTIONS(416), 20,
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
      anon_sym_sowing,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1236] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(422), 1,
      anon_sym_card,
    ACTIONS(420), 20,
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
      anon_sym_sowing,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1265] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(426), 1,
      anon_sym_card,
    ACTIONS(424), 20,
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
      anon_sym_sowing,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1294] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(430), 1,
      anon_sym_card,
    ACTIONS(428), 20,
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
      anon_sym_sowing,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1323] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(434), 1,
      anon_sym_card,
    ACTIONS(432), 20,
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
      anon_sym_sowing,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1352] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(436), 1,
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
    ACTIONS(438), 10,
      anon_sym_step,
      anon_sym_slide,
      anon_sym_leap,
      anon_sym_jump,
      anon_sym_hop,
      anon_sym_fly,
      anon_sym_along,
      anon_sym_enter,
      anon_sym_castle,
      anon_sym_bear,
  [1384] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(442), 1,
      anon_sym_RBRACE,
    STATE(62), 3,
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
    ACTIONS(438), 10,
      anon_sym_step,
      anon_sym_slide,
      anon_sym_leap,
      anon_sym_jump,
      anon_sym_hop,
      anon_sym_fly,
      anon_sym_along,
      anon_sym_enter,
      anon_sym_castle,
      anon_sym_bear,
  [1416] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(444), 1,
      anon_sym_RBRACE,
    STATE(62), 3,
      sym_move_statement,
      sym_property_statement,
      aux_sym_piece_block_repeat1,
    ACTIONS(449), 6,
      anon_sym_symbols,
      anon_sym_glyphs,
      anon_sym_promote,
      anon_sym_royal,
      anon_sym_neutral,
      anon_sym_stored,
    ACTIONS(446), 10,
      anon_sym_step,
      anon_sym_slide,
      anon_sym_leap,
      anon_sym_jump,
      anon_sym_hop,
      anon_sym_fly,
      anon_sym_along,
      anon_sym_enter,
      anon_sym_castle,
      anon_sym_bear,
  [1448] = 8,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(452), 1,
      sym_name,
    STATE(42), 1,
      sym_region,
    ACTIONS(286), 2,
      anon_sym_rank,
      anon_sym_file,
    ACTIONS(288), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(454), 2,
      anon_sym_COMMA,
      sym_integer,
    STATE(24), 2,
      sym_operator,
      aux_sym_region_repeat1,
    ACTIONS(282), 6,
      anon_sym_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_BANG_EQ,
      anon_sym_DOT_DOT,
      anon_sym_PIPE,
  [1482] = 8,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(452), 1,
      sym_name,
    STATE(52), 1,
      sym_region,
    ACTIONS(286), 2,
      anon_sym_rank,
      anon_sym_file,
    ACTIONS(288), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(454), 2,
      anon_sym_COMMA,
      sym_integer,
    STATE(24), 2,
      sym_operator,
      aux_sym_region_repeat1,
    ACTIONS(282), 6,
      anon_sym_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_BANG_EQ,
      anon_sym_DOT_DOT,
      anon_sym_PIPE,
  [1516] = 8,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(452), 1,
      sym_name,
    STATE(54), 1,
      sym_region,
    ACTIONS(286), 2,
      anon_sym_rank,
      anon_sym_file,
    ACTIONS(288), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(454), 2,
      anon_sym_COMMA,
      sym_integer,
    STATE(24), 2,
      sym_operator,
      aux_sym_region_repeat1,
    ACTIONS(282), 6,
      anon_sym_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_BANG_EQ,
      anon_sym_DOT_DOT,
      anon_sym_PIPE,
  [1550] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(456), 6,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_card,
      anon_sym_track,
      anon_sym_branch,
  [1562] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(458), 1,
      anon_sym_COLON,
    ACTIONS(460), 1,
      anon_sym_LBRACE,
    STATE(53), 1,
      sym_block,
  [1575] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(460), 1,
      anon_sym_LBRACE,
    STATE(49), 1,
      sym_block,
  [1585] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(460), 1,
      anon_sym_LBRACE,
    STATE(58), 1,
      sym_block,
  [1595] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(460), 1,
      anon_sym_LBRACE,
    STATE(59), 1,
      sym_block,
  [1605] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(460), 1,
      anon_sym_LBRACE,
    STATE(38), 1,
      sym_block,
  [1615] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(460), 1,
      anon_sym_LBRACE,
    STATE(40), 1,
      sym_block,
  [1625] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(460), 1,
      anon_sym_LBRACE,
    STATE(45), 1,
      sym_block,
  [1635] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(462), 1,
      anon_sym_LBRACE,
    STATE(57), 1,
      sym_piece_block,
  [1645] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(460), 1,
      anon_sym_LBRACE,
    STATE(39), 1,
      sym_block,
  [1655] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(464), 1,
      anon_sym_COLON,
    ACTIONS(466), 1,
      anon_sym_loop,
  [1665] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(460), 1,
      anon_sym_LBRACE,
    STATE(37), 1,
      sym_block,
  [1675] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(460), 1,
      anon_sym_LBRACE,
    STATE(50), 1,
      sym_block,
  [1685] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(460), 1,
      anon_sym_LBRACE,
    STATE(55), 1,
      sym_block,
  [1695] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(460), 1,
      anon_sym_LBRACE,
    STATE(46), 1,
      sym_block,
  [1705] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(460), 1,
      anon_sym_LBRACE,
    STATE(48), 1,
      sym_block,
  [1715] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(468), 1,
      ts_builtin_sym_end,
  [1722] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(470), 1,
      sym_name,
  [1729] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(472), 1,
      sym_string,
  [1736] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(474), 1,
      sym_name,
  [1743] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(476), 1,
      sym_name,
  [1750] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(478), 1,
      sym_name,
  [1757] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(480), 1,
      sym_name,
  [1764] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(482), 1,
      anon_sym_COLON,
  [1771] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(484), 1,
      sym_name,
  [1778] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(486), 1,
      sym_name,
  [1785] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(488), 1,
      anon_sym_from,
  [1792] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(490), 1,
      sym_string,
  [1799] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(492), 1,
      sym_name,
  [1806] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(494), 1,
      anon_sym_EQ,
  [1813] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(496), 1,
      sym_name,
  [1820] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(498), 1,
      sym_name,
  [1827] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(500), 1,
      sym_name,
  [1834] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(502), 1,
      sym_name,
};

static const uint32_t ts_small_parse_table_map[] = {
  [SMALL_STATE(22)] = 0,
  [SMALL_STATE(23)] = 91,
  [SMALL_STATE(24)] = 182,
  [SMALL_STATE(25)] = 238,
  [SMALL_STATE(26)] = 294,
  [SMALL_STATE(27)] = 336,
  [SMALL_STATE(28)] = 378,
  [SMALL_STATE(29)] = 413,
  [SMALL_STATE(30)] = 448,
  [SMALL_STATE(31)] = 483,
  [SMALL_STATE(32)] = 518,
  [SMALL_STATE(33)] = 553,
  [SMALL_STATE(34)] = 588,
  [SMALL_STATE(35)] = 623,
  [SMALL_STATE(36)] = 655,
  [SMALL_STATE(37)] = 685,
  [SMALL_STATE(38)] = 714,
  [SMALL_STATE(39)] = 743,
  [SMALL_STATE(40)] = 772,
  [SMALL_STATE(41)] = 801,
  [SMALL_STATE(42)] = 830,
  [SMALL_STATE(43)] = 859,
  [SMALL_STATE(44)] = 888,
  [SMALL_STATE(45)] = 917,
  [SMALL_STATE(46)] = 946,
  [SMALL_STATE(47)] = 975,
  [SMALL_STATE(48)] = 1004,
  [SMALL_STATE(49)] = 1033,
  [SMALL_STATE(50)] = 1062,
  [SMALL_STATE(51)] = 1091,
  [SMALL_STATE(52)] = 1120,
  [SMALL_STATE(53)] = 1149,
  [SMALL_STATE(54)] = 1178,
  [SMALL_STATE(55)] = 1207,
  [SMALL_STATE(56)] = 1236,
  [SMALL_STATE(57)] = 1265,
  [SMALL_STATE(58)] = 1294,
  [SMALL_STATE(59)] = 1323,
  [SMALL_STATE(60)] = 1352,
  [SMALL_STATE(61)] = 1384,
  [SMALL_STATE(62)] = 1416,
  [SMALL_STATE(63)] = 1448,
  [SMALL_STATE(64)] = 1482,
  [SMALL_STATE(65)] = 1516,
  [SMALL_STATE(66)] = 1550,
  [SMALL_STATE(67)] = 1562,
  [SMALL_STATE(68)] = 1575,
  [SMALL_STATE(69)] = 1585,
  [SMALL_STATE(70)] = 1595,
  [SMALL_STATE(71)] = 1605,
  [SMALL_STATE(72)] = 1615,
  [SMALL_STATE(73)] = 1625,
  [SMALL_STATE(74)] = 1635,
  [SMALL_STATE(75)] = 1645,
  [SMALL_STATE(76)] = 1655,
  [SMALL_STATE(77)] = 1665,
  [SMALL_STATE(78)] = 1675,
  [SMALL_STATE(79)] = 1685,
  [SMALL_STATE(80)] = 1695,
  [SMALL_STATE(81)] = 1705,
  [SMALL_STATE(82)] = 1715,
  [SMALL_STATE(83)] = 1722,
  [SMALL_STATE(84)] = 1729,
  [SMALL_STATE(85)] = 1736,
  [SMALL_STATE(86)] = 1743,
  [SMALL_STATE(87)] = 1750,
  [SMALL_STATE(88)] = 1757,
  [SMALL_STATE(89)] = 1764,
  [SMALL_STATE(90)] = 1771,
  [SMALL_STATE(91)] = 1778,
  [SMALL_STATE(92)] = 1785,
  [SMALL_STATE(93)] = 1792,
  [SMALL_STATE(94)] = 1799,
  [SMALL_STATE(95)] = 1806,
  [SMALL_STATE(96)] = 1813,
  [SMALL_STATE(97)] = 1820,
  [SMALL_STATE(98)] = 1827,
  [SMALL_STATE(99)] = 1834,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = true}}, SHIFT_EXTRA(),
  [5] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0, 0, 0),
  [7] = {.entry = {.count = 1, .reusable = true}}, SHIFT(93),
  [9] = {.entry = {.count = 1, .reusable = true}}, SHIFT(78),
  [11] = {.entry = {.count = 1, .reusable = true}}, SHIFT(79),
  [13] = {.entry = {.count = 1, .reusable = true}}, SHIFT(80),
  [15] = {.entry = {.count = 1, .reusable = true}}, SHIFT(81),
  [17] = {.entry = {.count = 1, .reusable = true}}, SHIFT(73),
  [19] = {.entry = {.count = 1, .reusable = true}}, SHIFT(68),
  [21] = {.entry = {.count = 1, .reusable = true}}, SHIFT(69),
  [23] = {.entry = {.count = 1, .reusable = true}}, SHIFT(70),
  [25] = {.entry = {.count = 1, .reusable = true}}, SHIFT(71),
  [27] = {.entry = {.count = 1, .reusable = true}}, SHIFT(72),
  [29] = {.entry = {.count = 1, .reusable = true}}, SHIFT(88),
  [31] = {.entry = {.count = 1, .reusable = true}}, SHIFT(91),
  [33] = {.entry = {.count = 1, .reusable = true}}, SHIFT(96),
  [35] = {.entry = {.count = 1, .reusable = false}}, SHIFT(94),
  [37] = {.entry = {.count = 1, .reusable = true}}, SHIFT(99),
  [39] = {.entry = {.count = 1, .reusable = true}}, SHIFT(85),
  [41] = {.entry = {.count = 1, .reusable = true}}, SHIFT(86),
  [43] = {.entry = {.count = 1, .reusable = true}}, SHIFT(87),
  [45] = {.entry = {.count = 1, .reusable = true}}, SHIFT(66),
  [47] = {.entry = {.count = 1, .reusable = false}}, SHIFT(4),
  [49] = {.entry = {.count = 1, .reusable = false}}, SHIFT(16),
  [51] = {.entry = {.count = 1, .reusable = true}}, SHIFT(17),
  [53] = {.entry = {.count = 1, .reusable = true}}, SHIFT(4),
  [55] = {.entry = {.count = 1, .reusable = true}}, SHIFT(6),
  [57] = {.entry = {.count = 1, .reusable = true}}, SHIFT(19),
  [59] = {.entry = {.count = 1, .reusable = true}}, SHIFT(8),
  [61] = {.entry = {.count = 1, .reusable = false}}, SHIFT(17),
  [63] = {.entry = {.count = 1, .reusable = false}}, SHIFT(5),
  [65] = {.entry = {.count = 1, .reusable = true}}, SHIFT(5),
  [67] = {.entry = {.count = 1, .reusable = true}}, SHIFT(41),
  [69] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0), SHIFT_REPEAT(4),
  [72] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0), SHIFT_REPEAT(16),
  [75] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0), SHIFT_REPEAT(17),
  [78] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0), SHIFT_REPEAT(4),
  [81] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0), SHIFT_REPEAT(6),
  [84] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0),
  [86] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0), SHIFT_REPEAT(8),
  [89] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0), SHIFT_REPEAT(17),
  [92] = {.entry = {.count = 1, .reusable = true}}, SHIFT(47),
  [94] = {.entry = {.count = 1, .reusable = false}}, SHIFT(2),
  [96] = {.entry = {.count = 1, .reusable = true}}, SHIFT(2),
  [98] = {.entry = {.count = 1, .reusable = true}}, SHIFT(20),
  [100] = {.entry = {.count = 1, .reusable = false}}, SHIFT(9),
  [102] = {.entry = {.count = 1, .reusable = true}}, SHIFT(9),
  [104] = {.entry = {.count = 1, .reusable = true}}, SHIFT(18),
  [106] = {.entry = {.count = 1, .reusable = false}}, SHIFT(7),
  [108] = {.entry = {.count = 1, .reusable = true}}, SHIFT(7),
  [110] = {.entry = {.count = 1, .reusable = true}}, SHIFT(15),
  [112] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_group_repeat1, 2, 0, 0), SHIFT_REPEAT(9),
  [115] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_group_repeat1, 2, 0, 0), SHIFT_REPEAT(16),
  [118] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_group_repeat1, 2, 0, 0), SHIFT_REPEAT(17),
  [121] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_group_repeat1, 2, 0, 0), SHIFT_REPEAT(9),
  [124] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_group_repeat1, 2, 0, 0), SHIFT_REPEAT(8),
  [127] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_group_repeat1, 2, 0, 0),
  [129] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_group_repeat1, 2, 0, 0), SHIFT_REPEAT(17),
  [132] = {.entry = {.count = 1, .reusable = false}}, SHIFT(13),
  [134] = {.entry = {.count = 1, .reusable = false}}, SHIFT(21),
  [136] = {.entry = {.count = 1, .reusable = true}}, SHIFT(13),
  [138] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_move_statement, 2, 0, 8),
  [140] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_move_statement, 2, 0, 8),
  [142] = {.entry = {.count = 1, .reusable = false}}, SHIFT(10),
  [144] = {.entry = {.count = 1, .reusable = true}}, SHIFT(10),
  [146] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_move_statement, 1, 0, 8),
  [148] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_move_statement, 1, 0, 8),
  [150] = {.entry = {.count = 1, .reusable = false}}, SHIFT(14),
  [152] = {.entry = {.count = 1, .reusable = true}}, SHIFT(14),
  [154] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_property_statement, 1, 0, 9),
  [156] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_property_statement, 1, 0, 9),
  [158] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(13),
  [161] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(21),
  [164] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(17),
  [167] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(13),
  [170] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0),
  [172] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0),
  [174] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(8),
  [177] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(17),
  [180] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_property_statement, 2, 0, 9),
  [182] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_property_statement, 2, 0, 9),
  [184] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_group, 2, 0, 0),
  [186] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_group, 2, 0, 0),
  [188] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_keyword, 1, 0, 0),
  [190] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_keyword, 1, 0, 0),
  [192] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_operator, 1, 0, 0),
  [194] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_operator, 1, 0, 0),
  [196] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_group, 3, 0, 0),
  [198] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_group, 3, 0, 0),
  [200] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_block, 3, 0, 0),
  [202] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_block, 3, 0, 0),
  [204] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_block, 2, 0, 0),
  [206] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_block, 2, 0, 0),
  [208] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__statement_part, 1, 0, 7),
  [210] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__statement_part, 1, 0, 7),
  [212] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [214] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(93),
  [217] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(78),
  [220] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(79),
  [223] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(80),
  [226] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(81),
  [229] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(73),
  [232] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(68),
  [235] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(69),
  [238] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(70),
  [241] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(71),
  [244] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(72),
  [247] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(88),
  [250] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(91),
  [253] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(96),
  [256] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(94),
  [259] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(99),
  [262] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(85),
  [265] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(86),
  [268] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(87),
  [271] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(66),
  [274] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 0),
  [276] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_region, 1, 0, 0),
  [278] = {.entry = {.count = 1, .reusable = false}}, SHIFT(25),
  [280] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_region, 1, 0, 0),
  [282] = {.entry = {.count = 1, .reusable = true}}, SHIFT(27),
  [284] = {.entry = {.count = 1, .reusable = true}}, SHIFT(25),
  [286] = {.entry = {.count = 1, .reusable = false}}, SHIFT(26),
  [288] = {.entry = {.count = 1, .reusable = false}}, SHIFT(27),
  [290] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_region_repeat1, 2, 0, 0),
  [292] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_region_repeat1, 2, 0, 0), SHIFT_REPEAT(25),
  [295] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_region_repeat1, 2, 0, 0),
  [297] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_region_repeat1, 2, 0, 0), SHIFT_REPEAT(27),
  [300] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_region_repeat1, 2, 0, 0), SHIFT_REPEAT(25),
  [303] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_region_repeat1, 2, 0, 0), SHIFT_REPEAT(26),
  [306] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_region_repeat1, 2, 0, 0), SHIFT_REPEAT(27),
  [309] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_region_repeat1, 1, 0, 7),
  [311] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_region_repeat1, 1, 0, 7),
  [313] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_remove_item, 3, 0, 5),
  [315] = {.entry = {.count = 1, .reusable = true}}, SHIFT(97),
  [317] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_remove_item, 3, 0, 5),
  [319] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_directions_item, 4, 0, 3),
  [321] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_directions_item, 4, 0, 3),
  [323] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_counters_item, 2, 0, 0),
  [325] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_counters_item, 2, 0, 0),
  [327] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_counters_item, 3, 0, 0),
  [329] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_counters_item, 3, 0, 0),
  [331] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_directions_item_repeat1, 2, 0, 0),
  [333] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_directions_item_repeat1, 2, 0, 0), SHIFT_REPEAT(97),
  [336] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_directions_item_repeat1, 2, 0, 0),
  [338] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_directions_item, 5, 0, 3),
  [340] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_directions_item, 5, 0, 3),
  [342] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_remove_item, 4, 0, 5),
  [344] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_remove_item, 4, 0, 5),
  [346] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_game_item, 2, 0, 1),
  [348] = {.entry = {.count = 1, .reusable = true}}, SHIFT(84),
  [350] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_game_item, 2, 0, 1),
  [352] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_branch_item, 5, 0, 11),
  [354] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_branch_item, 5, 0, 11),
  [356] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_picture_item, 2, 0, 2),
  [358] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_picture_item, 2, 0, 2),
  [360] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_card_item, 3, 0, 4),
  [362] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_card_item, 3, 0, 4),
  [364] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_sowing_item, 2, 0, 2),
  [366] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_sowing_item, 2, 0, 2),
  [368] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_track_item, 4, 0, 3),
  [370] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_track_item, 4, 0, 3),
  [372] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_game_item, 4, 0, 6),
  [374] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_game_item, 4, 0, 6),
  [376] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_store_item, 2, 0, 3),
  [378] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_store_item, 2, 0, 3),
  [380] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_rules_item, 2, 0, 2),
  [382] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_rules_item, 2, 0, 2),
  [384] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_board_item, 2, 0, 2),
  [386] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_board_item, 2, 0, 2),
  [388] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_setup_item, 2, 0, 2),
  [390] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_setup_item, 2, 0, 2),
  [392] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_end_item, 2, 0, 2),
  [394] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_end_item, 2, 0, 2),
  [396] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_players_item, 2, 0, 2),
  [398] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_players_item, 2, 0, 2),
  [400] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_piece_block, 3, 0, 0),
  [402] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_piece_block, 3, 0, 0),
  [404] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_track_item, 5, 0, 10),
  [406] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_track_item, 5, 0, 10),
  [408] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_zone_item, 3, 0, 4),
  [410] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_zone_item, 3, 0, 4),
  [412] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_zone_item, 4, 0, 3),
  [414] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_zone_item, 4, 0, 3),
  [416] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_sides_item, 2, 0, 2),
  [418] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_sides_item, 2, 0, 2),
  [420] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_piece_block, 2, 0, 0),
  [422] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_piece_block, 2, 0, 0),
  [424] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_piece_item, 3, 0, 4),
  [426] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_piece_item, 3, 0, 4),
  [428] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_turn_item, 2, 0, 2),
  [430] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_turn_item, 2, 0, 2),
  [432] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_cards_item, 2, 0, 2),
  [434] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_cards_item, 2, 0, 2),
  [436] = {.entry = {.count = 1, .reusable = true}}, SHIFT(56),
  [438] = {.entry = {.count = 1, .reusable = true}}, SHIFT(11),
  [440] = {.entry = {.count = 1, .reusable = true}}, SHIFT(12),
  [442] = {.entry = {.count = 1, .reusable = true}}, SHIFT(51),
  [444] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_piece_block_repeat1, 2, 0, 0),
  [446] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_piece_block_repeat1, 2, 0, 0), SHIFT_REPEAT(11),
  [449] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_piece_block_repeat1, 2, 0, 0), SHIFT_REPEAT(12),
  [452] = {.entry = {.count = 1, .reusable = false}}, SHIFT(24),
  [454] = {.entry = {.count = 1, .reusable = true}}, SHIFT(24),
  [456] = {.entry = {.count = 1, .reusable = true}}, SHIFT(98),
  [458] = {.entry = {.count = 1, .reusable = true}}, SHIFT(65),
  [460] = {.entry = {.count = 1, .reusable = true}}, SHIFT(3),
  [462] = {.entry = {.count = 1, .reusable = true}}, SHIFT(60),
  [464] = {.entry = {.count = 1, .reusable = true}}, SHIFT(63),
  [466] = {.entry = {.count = 1, .reusable = true}}, SHIFT(89),
  [468] = {.entry = {.count = 1, .reusable = true}},  ACCEPT_INPUT(),
  [470] = {.entry = {.count = 1, .reusable = true}}, SHIFT(77),
  [472] = {.entry = {.count = 1, .reusable = true}}, SHIFT(43),
  [474] = {.entry = {.count = 1, .reusable = true}}, SHIFT(76),
  [476] = {.entry = {.count = 1, .reusable = true}}, SHIFT(92),
  [478] = {.entry = {.count = 1, .reusable = true}}, SHIFT(44),
  [480] = {.entry = {.count = 1, .reusable = true}}, SHIFT(95),
  [482] = {.entry = {.count = 1, .reusable = true}}, SHIFT(64),
  [484] = {.entry = {.count = 1, .reusable = true}}, SHIFT(29),
  [486] = {.entry = {.count = 1, .reusable = true}}, SHIFT(67),
  [488] = {.entry = {.count = 1, .reusable = true}}, SHIFT(83),
  [490] = {.entry = {.count = 1, .reusable = true}}, SHIFT(35),
  [492] = {.entry = {.count = 1, .reusable = true}}, SHIFT(75),
  [494] = {.entry = {.count = 1, .reusable = true}}, SHIFT(90),
  [496] = {.entry = {.count = 1, .reusable = true}}, SHIFT(74),
  [498] = {.entry = {.count = 1, .reusable = true}}, SHIFT(36),
  [500] = {.entry = {.count = 1, .reusable = true}}, SHIFT(28),
  [502] = {.entry = {.count = 1, .reusable = true}}, SHIFT(30),
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
