#include "tree_sitter/parser.h"

#if defined(__GNUC__) || defined(__clang__)
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
#endif

#define LANGUAGE_VERSION 14
#define STATE_COUNT 104
#define LARGE_STATE_COUNT 22
#define SYMBOL_COUNT 231
#define ALIAS_COUNT 1
#define TOKEN_COUNT 191
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
  anon_sym_race = 14,
  anon_sym_directions = 15,
  anon_sym_EQ = 16,
  anon_sym_COMMA = 17,
  anon_sym_zone = 18,
  anon_sym_COLON = 19,
  anon_sym_piece = 20,
  anon_sym_card = 21,
  anon_sym_counters = 22,
  anon_sym_track = 23,
  anon_sym_loop = 24,
  anon_sym_branch = 25,
  anon_sym_from = 26,
  anon_sym_store = 27,
  anon_sym_to = 28,
  anon_sym_captor = 29,
  anon_sym_remove = 30,
  anon_sym_rank = 31,
  anon_sym_file = 32,
  anon_sym_LBRACE = 33,
  anon_sym_RBRACE = 34,
  anon_sym_step = 35,
  anon_sym_slide = 36,
  anon_sym_leap = 37,
  anon_sym_jump = 38,
  anon_sym_hop = 39,
  anon_sym_fly = 40,
  anon_sym_along = 41,
  anon_sym_enter = 42,
  anon_sym_castle = 43,
  anon_sym_bear = 44,
  anon_sym_symbols = 45,
  anon_sym_glyphs = 46,
  anon_sym_promote = 47,
  anon_sym_royal = 48,
  anon_sym_neutral = 49,
  anon_sym_stored = 50,
  anon_sym_quiet = 51,
  anon_sym_grid = 52,
  anon_sym_cells = 53,
  anon_sym_numbers = 54,
  anon_sym_by = 55,
  anon_sym_over = 56,
  anon_sym_chained = 57,
  anon_sym_on = 58,
  anon_sym_ends = 59,
  anon_sym_move = 60,
  anon_sym_mandatory = 61,
  anon_sym_no = 62,
  anon_sym_repetition = 63,
  anon_sym_plies = 64,
  anon_sym_since = 65,
  anon_sym_stacks = 66,
  anon_sym_unlimited = 67,
  anon_sym_onto = 68,
  anon_sym_lift = 69,
  anon_sym_if = 70,
  anon_sym_and = 71,
  anon_sym_or = 72,
  anon_sym_not = 73,
  anon_sym_below = 74,
  anon_sym_is = 75,
  anon_sym_in = 76,
  anon_sym_height = 77,
  anon_sym_count = 78,
  anon_sym_showing = 79,
  anon_sym_pieces = 80,
  anon_sym_off = 81,
  anon_sym_after = 82,
  anon_sym_stack = 83,
  anon_sym_through = 84,
  anon_sym_facing = 85,
  anon_sym_explode = 86,
  anon_sym_check = 87,
  anon_sym_max = 88,
  anon_sym_exactly = 89,
  anon_sym_passing = 90,
  anon_sym_flying = 91,
  anon_sym_connected = 92,
  anon_sym_within = 93,
  anon_sym_avoiding = 94,
  anon_sym_stopping = 95,
  anon_sym_outside = 96,
  anon_sym_custodian = 97,
  anon_sym_captured = 98,
  anon_sym_against = 99,
  anon_sym_surrounded = 100,
  anon_sym_actions = 101,
  anon_sym_until = 102,
  anon_sym_at = 103,
  anon_sym_most = 104,
  anon_sym_steal = 105,
  anon_sym_adjacent = 106,
  anon_sym_flips = 107,
  anon_sym_enters = 108,
  anon_sym_when = 109,
  anon_sym_add = 110,
  anon_sym_clear = 111,
  anon_sym_reset = 112,
  anon_sym_place = 113,
  anon_sym_of = 114,
  anon_sym_into = 115,
  anon_sym_arrows = 116,
  anon_sym_colour = 117,
  anon_sym_beside = 118,
  anon_sym_legend = 119,
  anon_sym_team = 120,
  anon_sym_copies = 121,
  anon_sym_deal = 122,
  anon_sym_each = 123,
  anon_sym_hands = 124,
  anon_sym_as = 125,
  anon_sym_control = 126,
  anon_sym_skip = 127,
  anon_sym_swap = 128,
  anon_sym_partner = 129,
  anon_sym_split = 130,
  anon_sym_pass = 131,
  anon_sym_then = 132,
  anon_sym_play = 133,
  anon_sym_again = 134,
  anon_sym_cancel = 135,
  anon_sym_for = 136,
  anon_sym_replay = 137,
  anon_sym_stay = 138,
  anon_sym_exchange = 139,
  anon_sym_with = 140,
  anon_sym_announce = 141,
  anon_sym_deeper = 142,
  anon_sym_optional = 143,
  anon_sym_without = 144,
  anon_sym_mate = 145,
  anon_sym_score = 146,
  anon_sym_attacked = 147,
  anon_sym_long = 148,
  anon_sym_reversing = 149,
  anon_sym_once = 150,
  anon_sym_continue = 151,
  anon_sym_merge = 152,
  anon_sym_lines = 153,
  anon_sym_except = 154,
  anon_sym_same = 155,
  anon_sym_captures = 156,
  anon_sym_falling = 157,
  anon_sym_line = 158,
  anon_sym_moves = 159,
  anon_sym_flipping = 160,
  anon_sym_hex = 161,
  anon_sym_connects = 162,
  anon_sym_shoot = 163,
  anon_sym_allowed = 164,
  anon_sym_capture = 165,
  anon_sym_groups = 166,
  anon_sym_suicide = 167,
  anon_sym_ko = 168,
  anon_sym_simple = 169,
  anon_sym_positional = 170,
  anon_sym_passes = 171,
  anon_sym_komi = 172,
  anon_sym_next = 173,
  anon_sym_claim = 174,
  anon_sym_moved = 175,
  anon_sym_en_DASHpassant = 176,
  anon_sym_hand = 177,
  anon_sym_counter = 178,
  anon_sym_LPAREN = 179,
  anon_sym_RPAREN = 180,
  anon_sym_LT_EQ = 181,
  anon_sym_GT_EQ = 182,
  anon_sym_BANG_EQ = 183,
  anon_sym_LT = 184,
  anon_sym_GT = 185,
  anon_sym_DOT_DOT = 186,
  anon_sym_PIPE = 187,
  sym_integer = 188,
  sym_string = 189,
  sym_comment = 190,
  sym_source_file = 191,
  sym__item = 192,
  sym_game_item = 193,
  sym_players_item = 194,
  sym_sides_item = 195,
  sym_board_item = 196,
  sym_setup_item = 197,
  sym_rules_item = 198,
  sym_end_item = 199,
  sym_turn_item = 200,
  sym_cards_item = 201,
  sym_picture_item = 202,
  sym_sowing_item = 203,
  sym_race_item = 204,
  sym_directions_item = 205,
  sym_zone_item = 206,
  sym_piece_item = 207,
  sym_card_item = 208,
  sym_counters_item = 209,
  sym_track_item = 210,
  sym_branch_item = 211,
  sym_store_item = 212,
  sym_remove_item = 213,
  sym_region = 214,
  sym_piece_block = 215,
  sym_move_statement = 216,
  sym_property_statement = 217,
  sym__statement_part = 218,
  sym_group = 219,
  sym_block = 220,
  sym__token = 221,
  sym_keyword = 222,
  sym_operator = 223,
  aux_sym_source_file_repeat1 = 224,
  aux_sym_directions_item_repeat1 = 225,
  aux_sym_region_repeat1 = 226,
  aux_sym_piece_block_repeat1 = 227,
  aux_sym_move_statement_repeat1 = 228,
  aux_sym_group_repeat1 = 229,
  aux_sym_block_repeat1 = 230,
  alias_sym_move_keyword = 231,
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
  [anon_sym_race] = "race",
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
  [anon_sym_to] = "to",
  [anon_sym_captor] = "captor",
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
  [anon_sym_quiet] = "quiet",
  [anon_sym_grid] = "grid",
  [anon_sym_cells] = "cells",
  [anon_sym_numbers] = "numbers",
  [anon_sym_by] = "by",
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
  [anon_sym_explode] = "explode",
  [anon_sym_check] = "check",
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
  [anon_sym_flips] = "flips",
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
  [anon_sym_optional] = "optional",
  [anon_sym_without] = "without",
  [anon_sym_mate] = "mate",
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
  [sym_race_item] = "race_item",
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
  [anon_sym_race] = anon_sym_race,
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
  [anon_sym_to] = anon_sym_to,
  [anon_sym_captor] = anon_sym_captor,
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
  [anon_sym_quiet] = anon_sym_quiet,
  [anon_sym_grid] = anon_sym_grid,
  [anon_sym_cells] = anon_sym_cells,
  [anon_sym_numbers] = anon_sym_numbers,
  [anon_sym_by] = anon_sym_by,
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
  [anon_sym_explode] = anon_sym_explode,
  [anon_sym_check] = anon_sym_check,
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
  [anon_sym_flips] = anon_sym_flips,
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
  [anon_sym_optional] = anon_sym_optional,
  [anon_sym_without] = anon_sym_without,
  [anon_sym_mate] = anon_sym_mate,
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
  [sym_race_item] = sym_race_item,
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
  [anon_sym_race] = {
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
  [anon_sym_to] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_captor] = {
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
  [anon_sym_quiet] = {
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
  [anon_sym_explode] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_check] = {
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
  [anon_sym_flips] = {
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
  [anon_sym_optional] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_without] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_mate] = {
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
  [sym_race_item] = {
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
  [5] = 3,
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
  [26] = 16,
  [27] = 27,
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
  [46] = 19,
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
  [98] = 98,
  [99] = 99,
  [100] = 100,
  [101] = 101,
  [102] = 102,
  [103] = 103,
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
        'q', 17,
        'r', 18,
        's', 19,
        't', 20,
        'u', 21,
        'w', 22,
        'z', 23,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(0);
      END_STATE();
    case 1:
      ADVANCE_MAP(
        'c', 24,
        'd', 25,
        'f', 26,
        'g', 27,
        'l', 28,
        'n', 29,
        'r', 30,
        's', 31,
        't', 32,
        'v', 33,
      );
      END_STATE();
    case 2:
      if (lookahead == 'e') ADVANCE(34);
      if (lookahead == 'o') ADVANCE(35);
      if (lookahead == 'r') ADVANCE(36);
      if (lookahead == 'y') ADVANCE(37);
      END_STATE();
    case 3:
      if (lookahead == 'a') ADVANCE(38);
      if (lookahead == 'e') ADVANCE(39);
      if (lookahead == 'h') ADVANCE(40);
      if (lookahead == 'l') ADVANCE(41);
      if (lookahead == 'o') ADVANCE(42);
      if (lookahead == 'u') ADVANCE(43);
      END_STATE();
    case 4:
      if (lookahead == 'e') ADVANCE(44);
      if (lookahead == 'i') ADVANCE(45);
      END_STATE();
    case 5:
      if (lookahead == 'a') ADVANCE(46);
      if (lookahead == 'n') ADVANCE(47);
      if (lookahead == 'x') ADVANCE(48);
      END_STATE();
    case 6:
      if (lookahead == 'a') ADVANCE(49);
      if (lookahead == 'i') ADVANCE(50);
      if (lookahead == 'l') ADVANCE(51);
      if (lookahead == 'o') ADVANCE(52);
      if (lookahead == 'r') ADVANCE(53);
      END_STATE();
    case 7:
      if (lookahead == 'a') ADVANCE(54);
      if (lookahead == 'l') ADVANCE(55);
      if (lookahead == 'r') ADVANCE(56);
      END_STATE();
    case 8:
      if (lookahead == 'a') ADVANCE(57);
      if (lookahead == 'e') ADVANCE(58);
      if (lookahead == 'o') ADVANCE(59);
      END_STATE();
    case 9:
      if (lookahead == 'f') ADVANCE(60);
      if (lookahead == 'n') ADVANCE(61);
      if (lookahead == 's') ADVANCE(62);
      END_STATE();
    case 10:
      if (lookahead == 'u') ADVANCE(63);
      END_STATE();
    case 11:
      if (lookahead == 'o') ADVANCE(64);
      END_STATE();
    case 12:
      if (lookahead == 'e') ADVANCE(65);
      if (lookahead == 'i') ADVANCE(66);
      if (lookahead == 'o') ADVANCE(67);
      END_STATE();
    case 13:
      if (lookahead == 'a') ADVANCE(68);
      if (lookahead == 'e') ADVANCE(69);
      if (lookahead == 'o') ADVANCE(70);
      END_STATE();
    case 14:
      if (lookahead == 'e') ADVANCE(71);
      if (lookahead == 'o') ADVANCE(72);
      if (lookahead == 'u') ADVANCE(73);
      END_STATE();
    case 15:
      if (lookahead == 'f') ADVANCE(74);
      if (lookahead == 'n') ADVANCE(75);
      if (lookahead == 'p') ADVANCE(76);
      if (lookahead == 'r') ADVANCE(77);
      if (lookahead == 'u') ADVANCE(78);
      if (lookahead == 'v') ADVANCE(79);
      END_STATE();
    case 16:
      if (lookahead == 'a') ADVANCE(80);
      if (lookahead == 'i') ADVANCE(81);
      if (lookahead == 'l') ADVANCE(82);
      if (lookahead == 'o') ADVANCE(83);
      if (lookahead == 'r') ADVANCE(84);
      END_STATE();
    case 17:
      if (lookahead == 'u') ADVANCE(85);
      END_STATE();
    case 18:
      if (lookahead == 'a') ADVANCE(86);
      if (lookahead == 'e') ADVANCE(87);
      if (lookahead == 'o') ADVANCE(88);
      if (lookahead == 'u') ADVANCE(89);
      END_STATE();
    case 19:
      ADVANCE_MAP(
        'a', 90,
        'c', 91,
        'e', 92,
        'h', 93,
        'i', 94,
        'k', 95,
        'l', 96,
        'o', 97,
        'p', 98,
        't', 99,
        'u', 100,
        'w', 101,
        'y', 102,
      );
      END_STATE();
    case 20:
      if (lookahead == 'e') ADVANCE(103);
      if (lookahead == 'h') ADVANCE(104);
      if (lookahead == 'o') ADVANCE(105);
      if (lookahead == 'r') ADVANCE(106);
      if (lookahead == 'u') ADVANCE(107);
      END_STATE();
    case 21:
      if (lookahead == 'n') ADVANCE(108);
      END_STATE();
    case 22:
      if (lookahead == 'h') ADVANCE(109);
      if (lookahead == 'i') ADVANCE(110);
      END_STATE();
    case 23:
      if (lookahead == 'o') ADVANCE(111);
      END_STATE();
    case 24:
      if (lookahead == 't') ADVANCE(112);
      END_STATE();
    case 25:
      if (lookahead == 'd') ADVANCE(113);
      if (lookahead == 'j') ADVANCE(114);
      END_STATE();
    case 26:
      if (lookahead == 't') ADVANCE(115);
      END_STATE();
    case 27:
      if (lookahead == 'a') ADVANCE(116);
      END_STATE();
    case 28:
      if (lookahead == 'l') ADVANCE(117);
      if (lookahead == 'o') ADVANCE(118);
      END_STATE();
    case 29:
      if (lookahead == 'd') ADVANCE(119);
      if (lookahead == 'n') ADVANCE(120);
      END_STATE();
    case 30:
      if (lookahead == 'r') ADVANCE(121);
      END_STATE();
    case 31:
      ACCEPT_TOKEN(anon_sym_as);
      END_STATE();
    case 32:
      ACCEPT_TOKEN(anon_sym_at);
      if (lookahead == 't') ADVANCE(122);
      END_STATE();
    case 33:
      if (lookahead == 'o') ADVANCE(123);
      END_STATE();
    case 34:
      if (lookahead == 'a') ADVANCE(124);
      if (lookahead == 'l') ADVANCE(125);
      if (lookahead == 's') ADVANCE(126);
      END_STATE();
    case 35:
      if (lookahead == 'a') ADVANCE(127);
      END_STATE();
    case 36:
      if (lookahead == 'a') ADVANCE(128);
      END_STATE();
    case 37:
      ACCEPT_TOKEN(anon_sym_by);
      END_STATE();
    case 38:
      if (lookahead == 'n') ADVANCE(129);
      if (lookahead == 'p') ADVANCE(130);
      if (lookahead == 'r') ADVANCE(131);
      if (lookahead == 's') ADVANCE(132);
      END_STATE();
    case 39:
      if (lookahead == 'l') ADVANCE(133);
      END_STATE();
    case 40:
      if (lookahead == 'a') ADVANCE(134);
      if (lookahead == 'e') ADVANCE(135);
      END_STATE();
    case 41:
      if (lookahead == 'a') ADVANCE(136);
      if (lookahead == 'e') ADVANCE(137);
      END_STATE();
    case 42:
      if (lookahead == 'l') ADVANCE(138);
      if (lookahead == 'n') ADVANCE(139);
      if (lookahead == 'p') ADVANCE(140);
      if (lookahead == 'u') ADVANCE(141);
      END_STATE();
    case 43:
      if (lookahead == 's') ADVANCE(142);
      END_STATE();
    case 44:
      if (lookahead == 'a') ADVANCE(143);
      if (lookahead == 'e') ADVANCE(144);
      END_STATE();
    case 45:
      if (lookahead == 'r') ADVANCE(145);
      END_STATE();
    case 46:
      if (lookahead == 'c') ADVANCE(146);
      END_STATE();
    case 47:
      if (lookahead == '-') ADVANCE(147);
      if (lookahead == 'd') ADVANCE(148);
      if (lookahead == 't') ADVANCE(149);
      END_STATE();
    case 48:
      if (lookahead == 'a') ADVANCE(150);
      if (lookahead == 'c') ADVANCE(151);
      if (lookahead == 'p') ADVANCE(152);
      if (lookahead == 't') ADVANCE(153);
      END_STATE();
    case 49:
      if (lookahead == 'c') ADVANCE(154);
      if (lookahead == 'l') ADVANCE(155);
      END_STATE();
    case 50:
      if (lookahead == 'l') ADVANCE(156);
      END_STATE();
    case 51:
      if (lookahead == 'i') ADVANCE(157);
      if (lookahead == 'y') ADVANCE(158);
      END_STATE();
    case 52:
      if (lookahead == 'r') ADVANCE(159);
      END_STATE();
    case 53:
      if (lookahead == 'o') ADVANCE(160);
      END_STATE();
    case 54:
      if (lookahead == 'm') ADVANCE(161);
      END_STATE();
    case 55:
      if (lookahead == 'y') ADVANCE(162);
      END_STATE();
    case 56:
      if (lookahead == 'i') ADVANCE(163);
      if (lookahead == 'o') ADVANCE(164);
      END_STATE();
    case 57:
      if (lookahead == 'n') ADVANCE(165);
      END_STATE();
    case 58:
      if (lookahead == 'i') ADVANCE(166);
      if (lookahead == 'x') ADVANCE(167);
      END_STATE();
    case 59:
      if (lookahead == 'p') ADVANCE(168);
      END_STATE();
    case 60:
      ACCEPT_TOKEN(anon_sym_if);
      END_STATE();
    case 61:
      ACCEPT_TOKEN(anon_sym_in);
      if (lookahead == 't') ADVANCE(169);
      END_STATE();
    case 62:
      ACCEPT_TOKEN(anon_sym_is);
      END_STATE();
    case 63:
      if (lookahead == 'm') ADVANCE(170);
      END_STATE();
    case 64:
      ACCEPT_TOKEN(anon_sym_ko);
      if (lookahead == 'm') ADVANCE(171);
      END_STATE();
    case 65:
      if (lookahead == 'a') ADVANCE(172);
      if (lookahead == 'g') ADVANCE(173);
      END_STATE();
    case 66:
      if (lookahead == 'f') ADVANCE(174);
      if (lookahead == 'n') ADVANCE(175);
      END_STATE();
    case 67:
      if (lookahead == 'n') ADVANCE(176);
      if (lookahead == 'o') ADVANCE(177);
      END_STATE();
    case 68:
      if (lookahead == 'n') ADVANCE(178);
      if (lookahead == 't') ADVANCE(179);
      if (lookahead == 'x') ADVANCE(180);
      END_STATE();
    case 69:
      if (lookahead == 'r') ADVANCE(181);
      END_STATE();
    case 70:
      if (lookahead == 's') ADVANCE(182);
      if (lookahead == 'v') ADVANCE(183);
      END_STATE();
    case 71:
      if (lookahead == 'u') ADVANCE(184);
      if (lookahead == 'x') ADVANCE(185);
      END_STATE();
    case 72:
      ACCEPT_TOKEN(anon_sym_no);
      if (lookahead == 't') ADVANCE(186);
      END_STATE();
    case 73:
      if (lookahead == 'm') ADVANCE(187);
      END_STATE();
    case 74:
      ACCEPT_TOKEN(anon_sym_of);
      if (lookahead == 'f') ADVANCE(188);
      END_STATE();
    case 75:
      ACCEPT_TOKEN(anon_sym_on);
      if (lookahead == 'c') ADVANCE(189);
      if (lookahead == 't') ADVANCE(190);
      END_STATE();
    case 76:
      if (lookahead == 't') ADVANCE(191);
      END_STATE();
    case 77:
      ACCEPT_TOKEN(anon_sym_or);
      END_STATE();
    case 78:
      if (lookahead == 't') ADVANCE(192);
      END_STATE();
    case 79:
      if (lookahead == 'e') ADVANCE(193);
      END_STATE();
    case 80:
      if (lookahead == 'r') ADVANCE(194);
      if (lookahead == 's') ADVANCE(195);
      END_STATE();
    case 81:
      if (lookahead == 'c') ADVANCE(196);
      if (lookahead == 'e') ADVANCE(197);
      END_STATE();
    case 82:
      if (lookahead == 'a') ADVANCE(198);
      if (lookahead == 'i') ADVANCE(199);
      END_STATE();
    case 83:
      if (lookahead == 's') ADVANCE(200);
      END_STATE();
    case 84:
      if (lookahead == 'o') ADVANCE(201);
      END_STATE();
    case 85:
      if (lookahead == 'i') ADVANCE(202);
      END_STATE();
    case 86:
      if (lookahead == 'c') ADVANCE(203);
      if (lookahead == 'n') ADVANCE(204);
      END_STATE();
    case 87:
      if (lookahead == 'm') ADVANCE(205);
      if (lookahead == 'p') ADVANCE(206);
      if (lookahead == 's') ADVANCE(207);
      if (lookahead == 'v') ADVANCE(208);
      END_STATE();
    case 88:
      if (lookahead == 'y') ADVANCE(209);
      END_STATE();
    case 89:
      if (lookahead == 'l') ADVANCE(210);
      END_STATE();
    case 90:
      if (lookahead == 'm') ADVANCE(211);
      END_STATE();
    case 91:
      if (lookahead == 'o') ADVANCE(212);
      END_STATE();
    case 92:
      if (lookahead == 't') ADVANCE(213);
      END_STATE();
    case 93:
      if (lookahead == 'o') ADVANCE(214);
      END_STATE();
    case 94:
      if (lookahead == 'd') ADVANCE(215);
      if (lookahead == 'm') ADVANCE(216);
      if (lookahead == 'n') ADVANCE(217);
      END_STATE();
    case 95:
      if (lookahead == 'i') ADVANCE(218);
      END_STATE();
    case 96:
      if (lookahead == 'i') ADVANCE(219);
      END_STATE();
    case 97:
      if (lookahead == 'w') ADVANCE(220);
      END_STATE();
    case 98:
      if (lookahead == 'l') ADVANCE(221);
      END_STATE();
    case 99:
      if (lookahead == 'a') ADVANCE(222);
      if (lookahead == 'e') ADVANCE(223);
      if (lookahead == 'o') ADVANCE(224);
      END_STATE();
    case 100:
      if (lookahead == 'i') ADVANCE(225);
      if (lookahead == 'r') ADVANCE(226);
      END_STATE();
    case 101:
      if (lookahead == 'a') ADVANCE(227);
      END_STATE();
    case 102:
      if (lookahead == 'm') ADVANCE(228);
      END_STATE();
    case 103:
      if (lookahead == 'a') ADVANCE(229);
      END_STATE();
    case 104:
      if (lookahead == 'e') ADVANCE(230);
      if (lookahead == 'r') ADVANCE(231);
      END_STATE();
    case 105:
      ACCEPT_TOKEN(anon_sym_to);
      END_STATE();
    case 106:
      if (lookahead == 'a') ADVANCE(232);
      END_STATE();
    case 107:
      if (lookahead == 'r') ADVANCE(233);
      END_STATE();
    case 108:
      if (lookahead == 'l') ADVANCE(234);
      if (lookahead == 't') ADVANCE(235);
      END_STATE();
    case 109:
      if (lookahead == 'e') ADVANCE(236);
      END_STATE();
    case 110:
      if (lookahead == 't') ADVANCE(237);
      END_STATE();
    case 111:
      if (lookahead == 'n') ADVANCE(238);
      END_STATE();
    case 112:
      if (lookahead == 'i') ADVANCE(239);
      END_STATE();
    case 113:
      ACCEPT_TOKEN(anon_sym_add);
      END_STATE();
    case 114:
      if (lookahead == 'a') ADVANCE(240);
      END_STATE();
    case 115:
      if (lookahead == 'e') ADVANCE(241);
      END_STATE();
    case 116:
      if (lookahead == 'i') ADVANCE(242);
      END_STATE();
    case 117:
      if (lookahead == 'o') ADVANCE(243);
      END_STATE();
    case 118:
      if (lookahead == 'n') ADVANCE(244);
      END_STATE();
    case 119:
      ACCEPT_TOKEN(anon_sym_and);
      END_STATE();
    case 120:
      if (lookahead == 'o') ADVANCE(245);
      END_STATE();
    case 121:
      if (lookahead == 'o') ADVANCE(246);
      END_STATE();
    case 122:
      if (lookahead == 'a') ADVANCE(247);
      END_STATE();
    case 123:
      if (lookahead == 'i') ADVANCE(248);
      END_STATE();
    case 124:
      if (lookahead == 'r') ADVANCE(249);
      END_STATE();
    case 125:
      if (lookahead == 'o') ADVANCE(250);
      END_STATE();
    case 126:
      if (lookahead == 'i') ADVANCE(251);
      END_STATE();
    case 127:
      if (lookahead == 'r') ADVANCE(252);
      END_STATE();
    case 128:
      if (lookahead == 'n') ADVANCE(253);
      END_STATE();
    case 129:
      if (lookahead == 'c') ADVANCE(254);
      END_STATE();
    case 130:
      if (lookahead == 't') ADVANCE(255);
      END_STATE();
    case 131:
      if (lookahead == 'd') ADVANCE(256);
      END_STATE();
    case 132:
      if (lookahead == 't') ADVANCE(257);
      END_STATE();
    case 133:
      if (lookahead == 'l') ADVANCE(258);
      END_STATE();
    case 134:
      if (lookahead == 'i') ADVANCE(259);
      END_STATE();
    case 135:
      if (lookahead == 'c') ADVANCE(260);
      END_STATE();
    case 136:
      if (lookahead == 'i') ADVANCE(261);
      END_STATE();
    case 137:
      if (lookahead == 'a') ADVANCE(262);
      END_STATE();
    case 138:
      if (lookahead == 'o') ADVANCE(263);
      END_STATE();
    case 139:
      if (lookahead == 'n') ADVANCE(264);
      if (lookahead == 't') ADVANCE(265);
      END_STATE();
    case 140:
      if (lookahead == 'i') ADVANCE(266);
      END_STATE();
    case 141:
      if (lookahead == 'n') ADVANCE(267);
      END_STATE();
    case 142:
      if (lookahead == 't') ADVANCE(268);
      END_STATE();
    case 143:
      if (lookahead == 'l') ADVANCE(269);
      END_STATE();
    case 144:
      if (lookahead == 'p') ADVANCE(270);
      END_STATE();
    case 145:
      if (lookahead == 'e') ADVANCE(271);
      END_STATE();
    case 146:
      if (lookahead == 'h') ADVANCE(272);
      END_STATE();
    case 147:
      if (lookahead == 'p') ADVANCE(273);
      END_STATE();
    case 148:
      ACCEPT_TOKEN(anon_sym_end);
      if (lookahead == 's') ADVANCE(274);
      END_STATE();
    case 149:
      if (lookahead == 'e') ADVANCE(275);
      END_STATE();
    case 150:
      if (lookahead == 'c') ADVANCE(276);
      END_STATE();
    case 151:
      if (lookahead == 'e') ADVANCE(277);
      if (lookahead == 'h') ADVANCE(278);
      END_STATE();
    case 152:
      if (lookahead == 'l') ADVANCE(279);
      END_STATE();
    case 153:
      if (lookahead == 'e') ADVANCE(280);
      END_STATE();
    case 154:
      if (lookahead == 'i') ADVANCE(281);
      END_STATE();
    case 155:
      if (lookahead == 'l') ADVANCE(282);
      END_STATE();
    case 156:
      if (lookahead == 'e') ADVANCE(283);
      END_STATE();
    case 157:
      if (lookahead == 'p') ADVANCE(284);
      END_STATE();
    case 158:
      ACCEPT_TOKEN(anon_sym_fly);
      if (lookahead == 'i') ADVANCE(285);
      END_STATE();
    case 159:
      ACCEPT_TOKEN(anon_sym_for);
      END_STATE();
    case 160:
      if (lookahead == 'm') ADVANCE(286);
      END_STATE();
    case 161:
      if (lookahead == 'e') ADVANCE(287);
      END_STATE();
    case 162:
      if (lookahead == 'p') ADVANCE(288);
      END_STATE();
    case 163:
      if (lookahead == 'd') ADVANCE(289);
      END_STATE();
    case 164:
      if (lookahead == 'u') ADVANCE(290);
      END_STATE();
    case 165:
      if (lookahead == 'd') ADVANCE(291);
      END_STATE();
    case 166:
      if (lookahead == 'g') ADVANCE(292);
      END_STATE();
    case 167:
      ACCEPT_TOKEN(anon_sym_hex);
      END_STATE();
    case 168:
      ACCEPT_TOKEN(anon_sym_hop);
      END_STATE();
    case 169:
      if (lookahead == 'o') ADVANCE(293);
      END_STATE();
    case 170:
      if (lookahead == 'p') ADVANCE(294);
      END_STATE();
    case 171:
      if (lookahead == 'i') ADVANCE(295);
      END_STATE();
    case 172:
      if (lookahead == 'p') ADVANCE(296);
      END_STATE();
    case 173:
      if (lookahead == 'e') ADVANCE(297);
      END_STATE();
    case 174:
      if (lookahead == 't') ADVANCE(298);
      END_STATE();
    case 175:
      if (lookahead == 'e') ADVANCE(299);
      END_STATE();
    case 176:
      if (lookahead == 'g') ADVANCE(300);
      END_STATE();
    case 177:
      if (lookahead == 'p') ADVANCE(301);
      END_STATE();
    case 178:
      if (lookahead == 'd') ADVANCE(302);
      END_STATE();
    case 179:
      if (lookahead == 'e') ADVANCE(303);
      END_STATE();
    case 180:
      ACCEPT_TOKEN(anon_sym_max);
      END_STATE();
    case 181:
      if (lookahead == 'g') ADVANCE(304);
      END_STATE();
    case 182:
      if (lookahead == 't') ADVANCE(305);
      END_STATE();
    case 183:
      if (lookahead == 'e') ADVANCE(306);
      END_STATE();
    case 184:
      if (lookahead == 't') ADVANCE(307);
      END_STATE();
    case 185:
      if (lookahead == 't') ADVANCE(308);
      END_STATE();
    case 186:
      ACCEPT_TOKEN(anon_sym_not);
      END_STATE();
    case 187:
      if (lookahead == 'b') ADVANCE(309);
      END_STATE();
    case 188:
      ACCEPT_TOKEN(anon_sym_off);
      END_STATE();
    case 189:
      if (lookahead == 'e') ADVANCE(310);
      END_STATE();
    case 190:
      if (lookahead == 'o') ADVANCE(311);
      END_STATE();
    case 191:
      if (lookahead == 'i') ADVANCE(312);
      END_STATE();
    case 192:
      if (lookahead == 's') ADVANCE(313);
      END_STATE();
    case 193:
      if (lookahead == 'r') ADVANCE(314);
      END_STATE();
    case 194:
      if (lookahead == 't') ADVANCE(315);
      END_STATE();
    case 195:
      if (lookahead == 's') ADVANCE(316);
      END_STATE();
    case 196:
      if (lookahead == 't') ADVANCE(317);
      END_STATE();
    case 197:
      if (lookahead == 'c') ADVANCE(318);
      END_STATE();
    case 198:
      if (lookahead == 'c') ADVANCE(319);
      if (lookahead == 'y') ADVANCE(320);
      END_STATE();
    case 199:
      if (lookahead == 'e') ADVANCE(321);
      END_STATE();
    case 200:
      if (lookahead == 'i') ADVANCE(322);
      END_STATE();
    case 201:
      if (lookahead == 'm') ADVANCE(323);
      END_STATE();
    case 202:
      if (lookahead == 'e') ADVANCE(324);
      END_STATE();
    case 203:
      if (lookahead == 'e') ADVANCE(325);
      END_STATE();
    case 204:
      if (lookahead == 'k') ADVANCE(326);
      END_STATE();
    case 205:
      if (lookahead == 'o') ADVANCE(327);
      END_STATE();
    case 206:
      if (lookahead == 'e') ADVANCE(328);
      if (lookahead == 'l') ADVANCE(329);
      END_STATE();
    case 207:
      if (lookahead == 'e') ADVANCE(330);
      END_STATE();
    case 208:
      if (lookahead == 'e') ADVANCE(331);
      END_STATE();
    case 209:
      if (lookahead == 'a') ADVANCE(332);
      END_STATE();
    case 210:
      if (lookahead == 'e') ADVANCE(333);
      END_STATE();
    case 211:
      if (lookahead == 'e') ADVANCE(334);
      END_STATE();
    case 212:
      if (lookahead == 'r') ADVANCE(335);
      END_STATE();
    case 213:
      if (lookahead == 'u') ADVANCE(336);
      END_STATE();
    case 214:
      if (lookahead == 'o') ADVANCE(337);
      if (lookahead == 'w') ADVANCE(338);
      END_STATE();
    case 215:
      if (lookahead == 'e') ADVANCE(339);
      END_STATE();
    case 216:
      if (lookahead == 'p') ADVANCE(340);
      END_STATE();
    case 217:
      if (lookahead == 'c') ADVANCE(341);
      END_STATE();
    case 218:
      if (lookahead == 'p') ADVANCE(342);
      END_STATE();
    case 219:
      if (lookahead == 'd') ADVANCE(343);
      END_STATE();
    case 220:
      if (lookahead == 'i') ADVANCE(344);
      END_STATE();
    case 221:
      if (lookahead == 'i') ADVANCE(345);
      END_STATE();
    case 222:
      if (lookahead == 'c') ADVANCE(346);
      if (lookahead == 'y') ADVANCE(347);
      END_STATE();
    case 223:
      if (lookahead == 'a') ADVANCE(348);
      if (lookahead == 'p') ADVANCE(349);
      END_STATE();
    case 224:
      if (lookahead == 'p') ADVANCE(350);
      if (lookahead == 'r') ADVANCE(351);
      END_STATE();
    case 225:
      if (lookahead == 'c') ADVANCE(352);
      END_STATE();
    case 226:
      if (lookahead == 'r') ADVANCE(353);
      END_STATE();
    case 227:
      if (lookahead == 'p') ADVANCE(354);
      END_STATE();
    case 228:
      if (lookahead == 'b') ADVANCE(355);
      END_STATE();
    case 229:
      if (lookahead == 'm') ADVANCE(356);
      END_STATE();
    case 230:
      if (lookahead == 'n') ADVANCE(357);
      END_STATE();
    case 231:
      if (lookahead == 'o') ADVANCE(358);
      END_STATE();
    case 232:
      if (lookahead == 'c') ADVANCE(359);
      END_STATE();
    case 233:
      if (lookahead == 'n') ADVANCE(360);
      END_STATE();
    case 234:
      if (lookahead == 'i') ADVANCE(361);
      END_STATE();
    case 235:
      if (lookahead == 'i') ADVANCE(362);
      END_STATE();
    case 236:
      if (lookahead == 'n') ADVANCE(363);
      END_STATE();
    case 237:
      if (lookahead == 'h') ADVANCE(364);
      END_STATE();
    case 238:
      if (lookahead == 'e') ADVANCE(365);
      END_STATE();
    case 239:
      if (lookahead == 'o') ADVANCE(366);
      END_STATE();
    case 240:
      if (lookahead == 'c') ADVANCE(367);
      END_STATE();
    case 241:
      if (lookahead == 'r') ADVANCE(368);
      END_STATE();
    case 242:
      if (lookahead == 'n') ADVANCE(369);
      END_STATE();
    case 243:
      if (lookahead == 'w') ADVANCE(370);
      END_STATE();
    case 244:
      if (lookahead == 'g') ADVANCE(371);
      END_STATE();
    case 245:
      if (lookahead == 'u') ADVANCE(372);
      END_STATE();
    case 246:
      if (lookahead == 'w') ADVANCE(373);
      END_STATE();
    case 247:
      if (lookahead == 'c') ADVANCE(374);
      END_STATE();
    case 248:
      if (lookahead == 'd') ADVANCE(375);
      END_STATE();
    case 249:
      ACCEPT_TOKEN(anon_sym_bear);
      END_STATE();
    case 250:
      if (lookahead == 'w') ADVANCE(376);
      END_STATE();
    case 251:
      if (lookahead == 'd') ADVANCE(377);
      END_STATE();
    case 252:
      if (lookahead == 'd') ADVANCE(378);
      END_STATE();
    case 253:
      if (lookahead == 'c') ADVANCE(379);
      END_STATE();
    case 254:
      if (lookahead == 'e') ADVANCE(380);
      END_STATE();
    case 255:
      if (lookahead == 'o') ADVANCE(381);
      if (lookahead == 'u') ADVANCE(382);
      END_STATE();
    case 256:
      ACCEPT_TOKEN(anon_sym_card);
      if (lookahead == 's') ADVANCE(383);
      END_STATE();
    case 257:
      if (lookahead == 'l') ADVANCE(384);
      END_STATE();
    case 258:
      if (lookahead == 's') ADVANCE(385);
      END_STATE();
    case 259:
      if (lookahead == 'n') ADVANCE(386);
      END_STATE();
    case 260:
      if (lookahead == 'k') ADVANCE(387);
      END_STATE();
    case 261:
      if (lookahead == 'm') ADVANCE(388);
      END_STATE();
    case 262:
      if (lookahead == 'r') ADVANCE(389);
      END_STATE();
    case 263:
      if (lookahead == 'u') ADVANCE(390);
      END_STATE();
    case 264:
      if (lookahead == 'e') ADVANCE(391);
      END_STATE();
    case 265:
      if (lookahead == 'i') ADVANCE(392);
      if (lookahead == 'r') ADVANCE(393);
      END_STATE();
    case 266:
      if (lookahead == 'e') ADVANCE(394);
      END_STATE();
    case 267:
      if (lookahead == 't') ADVANCE(395);
      END_STATE();
    case 268:
      if (lookahead == 'o') ADVANCE(396);
      END_STATE();
    case 269:
      ACCEPT_TOKEN(anon_sym_deal);
      END_STATE();
    case 270:
      if (lookahead == 'e') ADVANCE(397);
      END_STATE();
    case 271:
      if (lookahead == 'c') ADVANCE(398);
      END_STATE();
    case 272:
      ACCEPT_TOKEN(anon_sym_each);
      END_STATE();
    case 273:
      if (lookahead == 'a') ADVANCE(399);
      END_STATE();
    case 274:
      ACCEPT_TOKEN(anon_sym_ends);
      END_STATE();
    case 275:
      if (lookahead == 'r') ADVANCE(400);
      END_STATE();
    case 276:
      if (lookahead == 't') ADVANCE(401);
      END_STATE();
    case 277:
      if (lookahead == 'p') ADVANCE(402);
      END_STATE();
    case 278:
      if (lookahead == 'a') ADVANCE(403);
      END_STATE();
    case 279:
      if (lookahead == 'o') ADVANCE(404);
      END_STATE();
    case 280:
      if (lookahead == 'n') ADVANCE(405);
      END_STATE();
    case 281:
      if (lookahead == 'n') ADVANCE(406);
      END_STATE();
    case 282:
      if (lookahead == 'i') ADVANCE(407);
      END_STATE();
    case 283:
      ACCEPT_TOKEN(anon_sym_file);
      END_STATE();
    case 284:
      if (lookahead == 'p') ADVANCE(408);
      if (lookahead == 's') ADVANCE(409);
      END_STATE();
    case 285:
      if (lookahead == 'n') ADVANCE(410);
      END_STATE();
    case 286:
      ACCEPT_TOKEN(anon_sym_from);
      END_STATE();
    case 287:
      ACCEPT_TOKEN(anon_sym_game);
      END_STATE();
    case 288:
      if (lookahead == 'h') ADVANCE(411);
      END_STATE();
    case 289:
      ACCEPT_TOKEN(anon_sym_grid);
      END_STATE();
    case 290:
      if (lookahead == 'p') ADVANCE(412);
      END_STATE();
    case 291:
      ACCEPT_TOKEN(anon_sym_hand);
      if (lookahead == 's') ADVANCE(413);
      END_STATE();
    case 292:
      if (lookahead == 'h') ADVANCE(414);
      END_STATE();
    case 293:
      ACCEPT_TOKEN(anon_sym_into);
      END_STATE();
    case 294:
      ACCEPT_TOKEN(anon_sym_jump);
      END_STATE();
    case 295:
      ACCEPT_TOKEN(anon_sym_komi);
      END_STATE();
    case 296:
      ACCEPT_TOKEN(anon_sym_leap);
      END_STATE();
    case 297:
      if (lookahead == 'n') ADVANCE(415);
      END_STATE();
    case 298:
      ACCEPT_TOKEN(anon_sym_lift);
      END_STATE();
    case 299:
      ACCEPT_TOKEN(anon_sym_line);
      if (lookahead == 's') ADVANCE(416);
      END_STATE();
    case 300:
      ACCEPT_TOKEN(anon_sym_long);
      END_STATE();
    case 301:
      ACCEPT_TOKEN(anon_sym_loop);
      END_STATE();
    case 302:
      if (lookahead == 'a') ADVANCE(417);
      END_STATE();
    case 303:
      ACCEPT_TOKEN(anon_sym_mate);
      END_STATE();
    case 304:
      if (lookahead == 'e') ADVANCE(418);
      END_STATE();
    case 305:
      ACCEPT_TOKEN(anon_sym_most);
      END_STATE();
    case 306:
      ACCEPT_TOKEN(anon_sym_move);
      if (lookahead == 'd') ADVANCE(419);
      if (lookahead == 's') ADVANCE(420);
      END_STATE();
    case 307:
      if (lookahead == 'r') ADVANCE(421);
      END_STATE();
    case 308:
      ACCEPT_TOKEN(anon_sym_next);
      END_STATE();
    case 309:
      if (lookahead == 'e') ADVANCE(422);
      END_STATE();
    case 310:
      ACCEPT_TOKEN(anon_sym_once);
      END_STATE();
    case 311:
      ACCEPT_TOKEN(anon_sym_onto);
      END_STATE();
    case 312:
      if (lookahead == 'o') ADVANCE(423);
      END_STATE();
    case 313:
      if (lookahead == 'i') ADVANCE(424);
      END_STATE();
    case 314:
      ACCEPT_TOKEN(anon_sym_over);
      END_STATE();
    case 315:
      if (lookahead == 'n') ADVANCE(425);
      END_STATE();
    case 316:
      ACCEPT_TOKEN(anon_sym_pass);
      if (lookahead == 'e') ADVANCE(426);
      if (lookahead == 'i') ADVANCE(427);
      END_STATE();
    case 317:
      if (lookahead == 'u') ADVANCE(428);
      END_STATE();
    case 318:
      if (lookahead == 'e') ADVANCE(429);
      END_STATE();
    case 319:
      if (lookahead == 'e') ADVANCE(430);
      END_STATE();
    case 320:
      ACCEPT_TOKEN(anon_sym_play);
      if (lookahead == 'e') ADVANCE(431);
      END_STATE();
    case 321:
      if (lookahead == 's') ADVANCE(432);
      END_STATE();
    case 322:
      if (lookahead == 't') ADVANCE(433);
      END_STATE();
    case 323:
      if (lookahead == 'o') ADVANCE(434);
      END_STATE();
    case 324:
      if (lookahead == 't') ADVANCE(435);
      END_STATE();
    case 325:
      ACCEPT_TOKEN(anon_sym_race);
      END_STATE();
    case 326:
      ACCEPT_TOKEN(anon_sym_rank);
      END_STATE();
    case 327:
      if (lookahead == 'v') ADVANCE(436);
      END_STATE();
    case 328:
      if (lookahead == 't') ADVANCE(437);
      END_STATE();
    case 329:
      if (lookahead == 'a') ADVANCE(438);
      END_STATE();
    case 330:
      if (lookahead == 't') ADVANCE(439);
      END_STATE();
    case 331:
      if (lookahead == 'r') ADVANCE(440);
      END_STATE();
    case 332:
      if (lookahead == 'l') ADVANCE(441);
      END_STATE();
    case 333:
      if (lookahead == 's') ADVANCE(442);
      END_STATE();
    case 334:
      ACCEPT_TOKEN(anon_sym_same);
      END_STATE();
    case 335:
      if (lookahead == 'e') ADVANCE(443);
      END_STATE();
    case 336:
      if (lookahead == 'p') ADVANCE(444);
      END_STATE();
    case 337:
      if (lookahead == 't') ADVANCE(445);
      END_STATE();
    case 338:
      if (lookahead == 'i') ADVANCE(446);
      END_STATE();
    case 339:
      if (lookahead == 's') ADVANCE(447);
      END_STATE();
    case 340:
      if (lookahead == 'l') ADVANCE(448);
      END_STATE();
    case 341:
      if (lookahead == 'e') ADVANCE(449);
      END_STATE();
    case 342:
      ACCEPT_TOKEN(anon_sym_skip);
      END_STATE();
    case 343:
      if (lookahead == 'e') ADVANCE(450);
      END_STATE();
    case 344:
      if (lookahead == 'n') ADVANCE(451);
      END_STATE();
    case 345:
      if (lookahead == 't') ADVANCE(452);
      END_STATE();
    case 346:
      if (lookahead == 'k') ADVANCE(453);
      END_STATE();
    case 347:
      ACCEPT_TOKEN(anon_sym_stay);
      END_STATE();
    case 348:
      if (lookahead == 'l') ADVANCE(454);
      END_STATE();
    case 349:
      ACCEPT_TOKEN(anon_sym_step);
      END_STATE();
    case 350:
      if (lookahead == 'p') ADVANCE(455);
      END_STATE();
    case 351:
      if (lookahead == 'e') ADVANCE(456);
      END_STATE();
    case 352:
      if (lookahead == 'i') ADVANCE(457);
      END_STATE();
    case 353:
      if (lookahead == 'o') ADVANCE(458);
      END_STATE();
    case 354:
      ACCEPT_TOKEN(anon_sym_swap);
      END_STATE();
    case 355:
      if (lookahead == 'o') ADVANCE(459);
      END_STATE();
    case 356:
      ACCEPT_TOKEN(anon_sym_team);
      END_STATE();
    case 357:
      ACCEPT_TOKEN(anon_sym_then);
      END_STATE();
    case 358:
      if (lookahead == 'u') ADVANCE(460);
      END_STATE();
    case 359:
      if (lookahead == 'k') ADVANCE(461);
      END_STATE();
    case 360:
      ACCEPT_TOKEN(anon_sym_turn);
      END_STATE();
    case 361:
      if (lookahead == 'm') ADVANCE(462);
      END_STATE();
    case 362:
      if (lookahead == 'l') ADVANCE(463);
      END_STATE();
    case 363:
      ACCEPT_TOKEN(anon_sym_when);
      END_STATE();
    case 364:
      ACCEPT_TOKEN(anon_sym_with);
      if (lookahead == 'i') ADVANCE(464);
      if (lookahead == 'o') ADVANCE(465);
      END_STATE();
    case 365:
      ACCEPT_TOKEN(anon_sym_zone);
      END_STATE();
    case 366:
      if (lookahead == 'n') ADVANCE(466);
      END_STATE();
    case 367:
      if (lookahead == 'e') ADVANCE(467);
      END_STATE();
    case 368:
      ACCEPT_TOKEN(anon_sym_after);
      END_STATE();
    case 369:
      ACCEPT_TOKEN(anon_sym_again);
      if (lookahead == 's') ADVANCE(468);
      END_STATE();
    case 370:
      if (lookahead == 'e') ADVANCE(469);
      END_STATE();
    case 371:
      ACCEPT_TOKEN(anon_sym_along);
      END_STATE();
    case 372:
      if (lookahead == 'n') ADVANCE(470);
      END_STATE();
    case 373:
      if (lookahead == 's') ADVANCE(471);
      END_STATE();
    case 374:
      if (lookahead == 'k') ADVANCE(472);
      END_STATE();
    case 375:
      if (lookahead == 'i') ADVANCE(473);
      END_STATE();
    case 376:
      ACCEPT_TOKEN(anon_sym_below);
      END_STATE();
    case 377:
      if (lookahead == 'e') ADVANCE(474);
      END_STATE();
    case 378:
      ACCEPT_TOKEN(anon_sym_board);
      END_STATE();
    case 379:
      if (lookahead == 'h') ADVANCE(475);
      END_STATE();
    case 380:
      if (lookahead == 'l') ADVANCE(476);
      END_STATE();
    case 381:
      if (lookahead == 'r') ADVANCE(477);
      END_STATE();
    case 382:
      if (lookahead == 'r') ADVANCE(478);
      END_STATE();
    case 383:
      ACCEPT_TOKEN(anon_sym_cards);
      END_STATE();
    case 384:
      if (lookahead == 'e') ADVANCE(479);
      END_STATE();
    case 385:
      ACCEPT_TOKEN(anon_sym_cells);
      END_STATE();
    case 386:
      if (lookahead == 'e') ADVANCE(480);
      END_STATE();
    case 387:
      ACCEPT_TOKEN(anon_sym_check);
      END_STATE();
    case 388:
      ACCEPT_TOKEN(anon_sym_claim);
      END_STATE();
    case 389:
      ACCEPT_TOKEN(anon_sym_clear);
      END_STATE();
    case 390:
      if (lookahead == 'r') ADVANCE(481);
      END_STATE();
    case 391:
      if (lookahead == 'c') ADVANCE(482);
      END_STATE();
    case 392:
      if (lookahead == 'n') ADVANCE(483);
      END_STATE();
    case 393:
      if (lookahead == 'o') ADVANCE(484);
      END_STATE();
    case 394:
      if (lookahead == 's') ADVANCE(485);
      END_STATE();
    case 395:
      ACCEPT_TOKEN(anon_sym_count);
      if (lookahead == 'e') ADVANCE(486);
      END_STATE();
    case 396:
      if (lookahead == 'd') ADVANCE(487);
      END_STATE();
    case 397:
      if (lookahead == 'r') ADVANCE(488);
      END_STATE();
    case 398:
      if (lookahead == 't') ADVANCE(489);
      END_STATE();
    case 399:
      if (lookahead == 's') ADVANCE(490);
      END_STATE();
    case 400:
      ACCEPT_TOKEN(anon_sym_enter);
      if (lookahead == 's') ADVANCE(491);
      END_STATE();
    case 401:
      if (lookahead == 'l') ADVANCE(492);
      END_STATE();
    case 402:
      if (lookahead == 't') ADVANCE(493);
      END_STATE();
    case 403:
      if (lookahead == 'n') ADVANCE(494);
      END_STATE();
    case 404:
      if (lookahead == 'd') ADVANCE(495);
      END_STATE();
    case 405:
      if (lookahead == 'd') ADVANCE(496);
      END_STATE();
    case 406:
      if (lookahead == 'g') ADVANCE(497);
      END_STATE();
    case 407:
      if (lookahead == 'n') ADVANCE(498);
      END_STATE();
    case 408:
      if (lookahead == 'i') ADVANCE(499);
      END_STATE();
    case 409:
      ACCEPT_TOKEN(anon_sym_flips);
      END_STATE();
    case 410:
      if (lookahead == 'g') ADVANCE(500);
      END_STATE();
    case 411:
      if (lookahead == 's') ADVANCE(501);
      END_STATE();
    case 412:
      if (lookahead == 's') ADVANCE(502);
      END_STATE();
    case 413:
      ACCEPT_TOKEN(anon_sym_hands);
      END_STATE();
    case 414:
      if (lookahead == 't') ADVANCE(503);
      END_STATE();
    case 415:
      if (lookahead == 'd') ADVANCE(504);
      END_STATE();
    case 416:
      ACCEPT_TOKEN(anon_sym_lines);
      END_STATE();
    case 417:
      if (lookahead == 't') ADVANCE(505);
      END_STATE();
    case 418:
      ACCEPT_TOKEN(anon_sym_merge);
      END_STATE();
    case 419:
      ACCEPT_TOKEN(anon_sym_moved);
      END_STATE();
    case 420:
      ACCEPT_TOKEN(anon_sym_moves);
      END_STATE();
    case 421:
      if (lookahead == 'a') ADVANCE(506);
      END_STATE();
    case 422:
      if (lookahead == 'r') ADVANCE(507);
      END_STATE();
    case 423:
      if (lookahead == 'n') ADVANCE(508);
      END_STATE();
    case 424:
      if (lookahead == 'd') ADVANCE(509);
      END_STATE();
    case 425:
      if (lookahead == 'e') ADVANCE(510);
      END_STATE();
    case 426:
      if (lookahead == 's') ADVANCE(511);
      END_STATE();
    case 427:
      if (lookahead == 'n') ADVANCE(512);
      END_STATE();
    case 428:
      if (lookahead == 'r') ADVANCE(513);
      END_STATE();
    case 429:
      ACCEPT_TOKEN(anon_sym_piece);
      if (lookahead == 's') ADVANCE(514);
      END_STATE();
    case 430:
      ACCEPT_TOKEN(anon_sym_place);
      END_STATE();
    case 431:
      if (lookahead == 'r') ADVANCE(515);
      END_STATE();
    case 432:
      ACCEPT_TOKEN(anon_sym_plies);
      END_STATE();
    case 433:
      if (lookahead == 'i') ADVANCE(516);
      END_STATE();
    case 434:
      if (lookahead == 't') ADVANCE(517);
      END_STATE();
    case 435:
      ACCEPT_TOKEN(anon_sym_quiet);
      END_STATE();
    case 436:
      if (lookahead == 'e') ADVANCE(518);
      END_STATE();
    case 437:
      if (lookahead == 'i') ADVANCE(519);
      END_STATE();
    case 438:
      if (lookahead == 'y') ADVANCE(520);
      END_STATE();
    case 439:
      ACCEPT_TOKEN(anon_sym_reset);
      END_STATE();
    case 440:
      if (lookahead == 's') ADVANCE(521);
      END_STATE();
    case 441:
      ACCEPT_TOKEN(anon_sym_royal);
      END_STATE();
    case 442:
      ACCEPT_TOKEN(anon_sym_rules);
      END_STATE();
    case 443:
      ACCEPT_TOKEN(anon_sym_score);
      END_STATE();
    case 444:
      ACCEPT_TOKEN(anon_sym_setup);
      END_STATE();
    case 445:
      ACCEPT_TOKEN(anon_sym_shoot);
      END_STATE();
    case 446:
      if (lookahead == 'n') ADVANCE(522);
      END_STATE();
    case 447:
      ACCEPT_TOKEN(anon_sym_sides);
      END_STATE();
    case 448:
      if (lookahead == 'e') ADVANCE(523);
      END_STATE();
    case 449:
      ACCEPT_TOKEN(anon_sym_since);
      END_STATE();
    case 450:
      ACCEPT_TOKEN(anon_sym_slide);
      END_STATE();
    case 451:
      if (lookahead == 'g') ADVANCE(524);
      END_STATE();
    case 452:
      ACCEPT_TOKEN(anon_sym_split);
      END_STATE();
    case 453:
      ACCEPT_TOKEN(anon_sym_stack);
      if (lookahead == 's') ADVANCE(525);
      END_STATE();
    case 454:
      ACCEPT_TOKEN(anon_sym_steal);
      END_STATE();
    case 455:
      if (lookahead == 'i') ADVANCE(526);
      END_STATE();
    case 456:
      ACCEPT_TOKEN(anon_sym_store);
      if (lookahead == 'd') ADVANCE(527);
      END_STATE();
    case 457:
      if (lookahead == 'd') ADVANCE(528);
      END_STATE();
    case 458:
      if (lookahead == 'u') ADVANCE(529);
      END_STATE();
    case 459:
      if (lookahead == 'l') ADVANCE(530);
      END_STATE();
    case 460:
      if (lookahead == 'g') ADVANCE(531);
      END_STATE();
    case 461:
      ACCEPT_TOKEN(anon_sym_track);
      END_STATE();
    case 462:
      if (lookahead == 'i') ADVANCE(532);
      END_STATE();
    case 463:
      ACCEPT_TOKEN(anon_sym_until);
      END_STATE();
    case 464:
      if (lookahead == 'n') ADVANCE(533);
      END_STATE();
    case 465:
      if (lookahead == 'u') ADVANCE(534);
      END_STATE();
    case 466:
      if (lookahead == 's') ADVANCE(535);
      END_STATE();
    case 467:
      if (lookahead == 'n') ADVANCE(536);
      END_STATE();
    case 468:
      if (lookahead == 't') ADVANCE(537);
      END_STATE();
    case 469:
      if (lookahead == 'd') ADVANCE(538);
      END_STATE();
    case 470:
      if (lookahead == 'c') ADVANCE(539);
      END_STATE();
    case 471:
      ACCEPT_TOKEN(anon_sym_arrows);
      END_STATE();
    case 472:
      if (lookahead == 'e') ADVANCE(540);
      END_STATE();
    case 473:
      if (lookahead == 'n') ADVANCE(541);
      END_STATE();
    case 474:
      ACCEPT_TOKEN(anon_sym_beside);
      END_STATE();
    case 475:
      ACCEPT_TOKEN(anon_sym_branch);
      END_STATE();
    case 476:
      ACCEPT_TOKEN(anon_sym_cancel);
      END_STATE();
    case 477:
      ACCEPT_TOKEN(anon_sym_captor);
      END_STATE();
    case 478:
      if (lookahead == 'e') ADVANCE(542);
      END_STATE();
    case 479:
      ACCEPT_TOKEN(anon_sym_castle);
      END_STATE();
    case 480:
      if (lookahead == 'd') ADVANCE(543);
      END_STATE();
    case 481:
      ACCEPT_TOKEN(anon_sym_colour);
      END_STATE();
    case 482:
      if (lookahead == 't') ADVANCE(544);
      END_STATE();
    case 483:
      if (lookahead == 'u') ADVANCE(545);
      END_STATE();
    case 484:
      if (lookahead == 'l') ADVANCE(546);
      END_STATE();
    case 485:
      ACCEPT_TOKEN(anon_sym_copies);
      END_STATE();
    case 486:
      if (lookahead == 'r') ADVANCE(547);
      END_STATE();
    case 487:
      if (lookahead == 'i') ADVANCE(548);
      END_STATE();
    case 488:
      ACCEPT_TOKEN(anon_sym_deeper);
      END_STATE();
    case 489:
      if (lookahead == 'i') ADVANCE(549);
      END_STATE();
    case 490:
      if (lookahead == 's') ADVANCE(550);
      END_STATE();
    case 491:
      ACCEPT_TOKEN(anon_sym_enters);
      END_STATE();
    case 492:
      if (lookahead == 'y') ADVANCE(551);
      END_STATE();
    case 493:
      ACCEPT_TOKEN(anon_sym_except);
      END_STATE();
    case 494:
      if (lookahead == 'g') ADVANCE(552);
      END_STATE();
    case 495:
      if (lookahead == 'e') ADVANCE(553);
      END_STATE();
    case 496:
      if (lookahead == 's') ADVANCE(554);
      END_STATE();
    case 497:
      ACCEPT_TOKEN(anon_sym_facing);
      END_STATE();
    case 498:
      if (lookahead == 'g') ADVANCE(555);
      END_STATE();
    case 499:
      if (lookahead == 'n') ADVANCE(556);
      END_STATE();
    case 500:
      ACCEPT_TOKEN(anon_sym_flying);
      END_STATE();
    case 501:
      ACCEPT_TOKEN(anon_sym_glyphs);
      END_STATE();
    case 502:
      ACCEPT_TOKEN(anon_sym_groups);
      END_STATE();
    case 503:
      ACCEPT_TOKEN(anon_sym_height);
      END_STATE();
    case 504:
      ACCEPT_TOKEN(anon_sym_legend);
      END_STATE();
    case 505:
      if (lookahead == 'o') ADVANCE(557);
      END_STATE();
    case 506:
      if (lookahead == 'l') ADVANCE(558);
      END_STATE();
    case 507:
      if (lookahead == 's') ADVANCE(559);
      END_STATE();
    case 508:
      if (lookahead == 'a') ADVANCE(560);
      END_STATE();
    case 509:
      if (lookahead == 'e') ADVANCE(561);
      END_STATE();
    case 510:
      if (lookahead == 'r') ADVANCE(562);
      END_STATE();
    case 511:
      ACCEPT_TOKEN(anon_sym_passes);
      END_STATE();
    case 512:
      if (lookahead == 'g') ADVANCE(563);
      END_STATE();
    case 513:
      if (lookahead == 'e') ADVANCE(564);
      END_STATE();
    case 514:
      ACCEPT_TOKEN(anon_sym_pieces);
      END_STATE();
    case 515:
      if (lookahead == 's') ADVANCE(565);
      END_STATE();
    case 516:
      if (lookahead == 'o') ADVANCE(566);
      END_STATE();
    case 517:
      if (lookahead == 'e') ADVANCE(567);
      END_STATE();
    case 518:
      ACCEPT_TOKEN(anon_sym_remove);
      END_STATE();
    case 519:
      if (lookahead == 't') ADVANCE(568);
      END_STATE();
    case 520:
      ACCEPT_TOKEN(anon_sym_replay);
      END_STATE();
    case 521:
      if (lookahead == 'i') ADVANCE(569);
      END_STATE();
    case 522:
      if (lookahead == 'g') ADVANCE(570);
      END_STATE();
    case 523:
      ACCEPT_TOKEN(anon_sym_simple);
      END_STATE();
    case 524:
      ACCEPT_TOKEN(anon_sym_sowing);
      END_STATE();
    case 525:
      ACCEPT_TOKEN(anon_sym_stacks);
      END_STATE();
    case 526:
      if (lookahead == 'n') ADVANCE(571);
      END_STATE();
    case 527:
      ACCEPT_TOKEN(anon_sym_stored);
      END_STATE();
    case 528:
      if (lookahead == 'e') ADVANCE(572);
      END_STATE();
    case 529:
      if (lookahead == 'n') ADVANCE(573);
      END_STATE();
    case 530:
      if (lookahead == 's') ADVANCE(574);
      END_STATE();
    case 531:
      if (lookahead == 'h') ADVANCE(575);
      END_STATE();
    case 532:
      if (lookahead == 't') ADVANCE(576);
      END_STATE();
    case 533:
      ACCEPT_TOKEN(anon_sym_within);
      END_STATE();
    case 534:
      if (lookahead == 't') ADVANCE(577);
      END_STATE();
    case 535:
      ACCEPT_TOKEN(anon_sym_actions);
      END_STATE();
    case 536:
      if (lookahead == 't') ADVANCE(578);
      END_STATE();
    case 537:
      ACCEPT_TOKEN(anon_sym_against);
      END_STATE();
    case 538:
      ACCEPT_TOKEN(anon_sym_allowed);
      END_STATE();
    case 539:
      if (lookahead == 'e') ADVANCE(579);
      END_STATE();
    case 540:
      if (lookahead == 'd') ADVANCE(580);
      END_STATE();
    case 541:
      if (lookahead == 'g') ADVANCE(581);
      END_STATE();
    case 542:
      ACCEPT_TOKEN(anon_sym_capture);
      if (lookahead == 'd') ADVANCE(582);
      if (lookahead == 's') ADVANCE(583);
      END_STATE();
    case 543:
      ACCEPT_TOKEN(anon_sym_chained);
      END_STATE();
    case 544:
      if (lookahead == 'e') ADVANCE(584);
      if (lookahead == 's') ADVANCE(585);
      END_STATE();
    case 545:
      if (lookahead == 'e') ADVANCE(586);
      END_STATE();
    case 546:
      ACCEPT_TOKEN(anon_sym_control);
      END_STATE();
    case 547:
      ACCEPT_TOKEN(anon_sym_counter);
      if (lookahead == 's') ADVANCE(587);
      END_STATE();
    case 548:
      if (lookahead == 'a') ADVANCE(588);
      END_STATE();
    case 549:
      if (lookahead == 'o') ADVANCE(589);
      END_STATE();
    case 550:
      if (lookahead == 'a') ADVANCE(590);
      END_STATE();
    case 551:
      ACCEPT_TOKEN(anon_sym_exactly);
      END_STATE();
    case 552:
      if (lookahead == 'e') ADVANCE(591);
      END_STATE();
    case 553:
      ACCEPT_TOKEN(anon_sym_explode);
      END_STATE();
    case 554:
      ACCEPT_TOKEN(anon_sym_extends);
      END_STATE();
    case 555:
      ACCEPT_TOKEN(anon_sym_falling);
      END_STATE();
    case 556:
      if (lookahead == 'g') ADVANCE(592);
      END_STATE();
    case 557:
      if (lookahead == 'r') ADVANCE(593);
      END_STATE();
    case 558:
      ACCEPT_TOKEN(anon_sym_neutral);
      END_STATE();
    case 559:
      ACCEPT_TOKEN(anon_sym_numbers);
      END_STATE();
    case 560:
      if (lookahead == 'l') ADVANCE(594);
      END_STATE();
    case 561:
      ACCEPT_TOKEN(anon_sym_outside);
      END_STATE();
    case 562:
      ACCEPT_TOKEN(anon_sym_partner);
      END_STATE();
    case 563:
      ACCEPT_TOKEN(anon_sym_passing);
      END_STATE();
    case 564:
      ACCEPT_TOKEN(anon_sym_picture);
      END_STATE();
    case 565:
      ACCEPT_TOKEN(anon_sym_players);
      END_STATE();
    case 566:
      if (lookahead == 'n') ADVANCE(595);
      END_STATE();
    case 567:
      ACCEPT_TOKEN(anon_sym_promote);
      END_STATE();
    case 568:
      if (lookahead == 'i') ADVANCE(596);
      END_STATE();
    case 569:
      if (lookahead == 'n') ADVANCE(597);
      END_STATE();
    case 570:
      ACCEPT_TOKEN(anon_sym_showing);
      END_STATE();
    case 571:
      if (lookahead == 'g') ADVANCE(598);
      END_STATE();
    case 572:
      ACCEPT_TOKEN(anon_sym_suicide);
      END_STATE();
    case 573:
      if (lookahead == 'd') ADVANCE(599);
      END_STATE();
    case 574:
      ACCEPT_TOKEN(anon_sym_symbols);
      END_STATE();
    case 575:
      ACCEPT_TOKEN(anon_sym_through);
      END_STATE();
    case 576:
      if (lookahead == 'e') ADVANCE(600);
      END_STATE();
    case 577:
      ACCEPT_TOKEN(anon_sym_without);
      END_STATE();
    case 578:
      ACCEPT_TOKEN(anon_sym_adjacent);
      END_STATE();
    case 579:
      ACCEPT_TOKEN(anon_sym_announce);
      END_STATE();
    case 580:
      ACCEPT_TOKEN(anon_sym_attacked);
      END_STATE();
    case 581:
      ACCEPT_TOKEN(anon_sym_avoiding);
      END_STATE();
    case 582:
      ACCEPT_TOKEN(anon_sym_captured);
      END_STATE();
    case 583:
      ACCEPT_TOKEN(anon_sym_captures);
      END_STATE();
    case 584:
      if (lookahead == 'd') ADVANCE(601);
      END_STATE();
    case 585:
      ACCEPT_TOKEN(anon_sym_connects);
      END_STATE();
    case 586:
      ACCEPT_TOKEN(anon_sym_continue);
      END_STATE();
    case 587:
      ACCEPT_TOKEN(anon_sym_counters);
      END_STATE();
    case 588:
      if (lookahead == 'n') ADVANCE(602);
      END_STATE();
    case 589:
      if (lookahead == 'n') ADVANCE(603);
      END_STATE();
    case 590:
      if (lookahead == 'n') ADVANCE(604);
      END_STATE();
    case 591:
      ACCEPT_TOKEN(anon_sym_exchange);
      END_STATE();
    case 592:
      ACCEPT_TOKEN(anon_sym_flipping);
      END_STATE();
    case 593:
      if (lookahead == 'y') ADVANCE(605);
      END_STATE();
    case 594:
      ACCEPT_TOKEN(anon_sym_optional);
      END_STATE();
    case 595:
      if (lookahead == 'a') ADVANCE(606);
      END_STATE();
    case 596:
      if (lookahead == 'o') ADVANCE(607);
      END_STATE();
    case 597:
      if (lookahead == 'g') ADVANCE(608);
      END_STATE();
    case 598:
      ACCEPT_TOKEN(anon_sym_stopping);
      END_STATE();
    case 599:
      if (lookahead == 'e') ADVANCE(609);
      END_STATE();
    case 600:
      if (lookahead == 'd') ADVANCE(610);
      END_STATE();
    case 601:
      ACCEPT_TOKEN(anon_sym_connected);
      END_STATE();
    case 602:
      ACCEPT_TOKEN(anon_sym_custodian);
      END_STATE();
    case 603:
      if (lookahead == 's') ADVANCE(611);
      END_STATE();
    case 604:
      if (lookahead == 't') ADVANCE(612);
      END_STATE();
    case 605:
      ACCEPT_TOKEN(anon_sym_mandatory);
      END_STATE();
    case 606:
      if (lookahead == 'l') ADVANCE(613);
      END_STATE();
    case 607:
      if (lookahead == 'n') ADVANCE(614);
      END_STATE();
    case 608:
      ACCEPT_TOKEN(anon_sym_reversing);
      END_STATE();
    case 609:
      if (lookahead == 'd') ADVANCE(615);
      END_STATE();
    case 610:
      ACCEPT_TOKEN(anon_sym_unlimited);
      END_STATE();
    case 611:
      ACCEPT_TOKEN(anon_sym_directions);
      END_STATE();
    case 612:
      ACCEPT_TOKEN(anon_sym_en_DASHpassant);
      END_STATE();
    case 613:
      ACCEPT_TOKEN(anon_sym_positional);
      END_STATE();
    case 614:
      ACCEPT_TOKEN(anon_sym_repetition);
      END_STATE();
    case 615:
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
  [100] = {.lex_state = 0},
  [101] = {.lex_state = 0},
  [102] = {.lex_state = 0},
  [103] = {.lex_state = 0},
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
    [anon_sym_race] = ACTIONS(1),
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
    [anon_sym_to] = ACTIONS(1),
    [anon_sym_captor] = ACTIONS(1),
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
    [anon_sym_quiet] = ACTIONS(1),
    [anon_sym_grid] = ACTIONS(1),
    [anon_sym_cells] = ACTIONS(1),
    [anon_sym_numbers] = ACTIONS(1),
    [anon_sym_by] = ACTIONS(1),
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
    [anon_sym_explode] = ACTIONS(1),
    [anon_sym_check] = ACTIONS(1),
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
    [anon_sym_flips] = ACTIONS(1),
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
    [anon_sym_optional] = ACTIONS(1),
    [anon_sym_without] = ACTIONS(1),
    [anon_sym_mate] = ACTIONS(1),
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
    [sym_source_file] = STATE(87),
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
    [sym_sowing_item] = STATE(22),
    [sym_race_item] = STATE(22),
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
    [anon_sym_sowing] = ACTIONS(27),
    [anon_sym_race] = ACTIONS(29),
    [anon_sym_directions] = ACTIONS(31),
    [anon_sym_zone] = ACTIONS(33),
    [anon_sym_piece] = ACTIONS(35),
    [anon_sym_card] = ACTIONS(37),
    [anon_sym_counters] = ACTIONS(39),
    [anon_sym_track] = ACTIONS(41),
    [anon_sym_branch] = ACTIONS(43),
    [anon_sym_store] = ACTIONS(45),
    [anon_sym_remove] = ACTIONS(47),
    [sym_comment] = ACTIONS(3),
  },
  [2] = {
    [sym_group] = STATE(2),
    [sym_block] = STATE(2),
    [sym__token] = STATE(2),
    [sym_keyword] = STATE(2),
    [sym_operator] = STATE(2),
    [aux_sym_block_repeat1] = STATE(2),
    [sym_name] = ACTIONS(49),
    [anon_sym_game] = ACTIONS(52),
    [anon_sym_extends] = ACTIONS(52),
    [anon_sym_players] = ACTIONS(52),
    [anon_sym_sides] = ACTIONS(52),
    [anon_sym_board] = ACTIONS(52),
    [anon_sym_setup] = ACTIONS(52),
    [anon_sym_rules] = ACTIONS(52),
    [anon_sym_end] = ACTIONS(52),
    [anon_sym_turn] = ACTIONS(52),
    [anon_sym_cards] = ACTIONS(52),
    [anon_sym_picture] = ACTIONS(52),
    [anon_sym_sowing] = ACTIONS(52),
    [anon_sym_race] = ACTIONS(52),
    [anon_sym_directions] = ACTIONS(52),
    [anon_sym_EQ] = ACTIONS(55),
    [anon_sym_COMMA] = ACTIONS(58),
    [anon_sym_zone] = ACTIONS(52),
    [anon_sym_COLON] = ACTIONS(58),
    [anon_sym_piece] = ACTIONS(52),
    [anon_sym_card] = ACTIONS(52),
    [anon_sym_counters] = ACTIONS(52),
    [anon_sym_track] = ACTIONS(52),
    [anon_sym_loop] = ACTIONS(52),
    [anon_sym_branch] = ACTIONS(52),
    [anon_sym_from] = ACTIONS(52),
    [anon_sym_store] = ACTIONS(52),
    [anon_sym_to] = ACTIONS(52),
    [anon_sym_captor] = ACTIONS(52),
    [anon_sym_remove] = ACTIONS(52),
    [anon_sym_rank] = ACTIONS(52),
    [anon_sym_file] = ACTIONS(52),
    [anon_sym_LBRACE] = ACTIONS(61),
    [anon_sym_RBRACE] = ACTIONS(64),
    [anon_sym_step] = ACTIONS(52),
    [anon_sym_slide] = ACTIONS(52),
    [anon_sym_leap] = ACTIONS(52),
    [anon_sym_jump] = ACTIONS(52),
    [anon_sym_hop] = ACTIONS(52),
    [anon_sym_fly] = ACTIONS(52),
    [anon_sym_along] = ACTIONS(52),
    [anon_sym_enter] = ACTIONS(52),
    [anon_sym_castle] = ACTIONS(52),
    [anon_sym_bear] = ACTIONS(52),
    [anon_sym_symbols] = ACTIONS(52),
    [anon_sym_glyphs] = ACTIONS(52),
    [anon_sym_promote] = ACTIONS(52),
    [anon_sym_royal] = ACTIONS(52),
    [anon_sym_neutral] = ACTIONS(52),
    [anon_sym_stored] = ACTIONS(52),
    [anon_sym_quiet] = ACTIONS(52),
    [anon_sym_grid] = ACTIONS(52),
    [anon_sym_cells] = ACTIONS(52),
    [anon_sym_numbers] = ACTIONS(52),
    [anon_sym_by] = ACTIONS(52),
    [anon_sym_over] = ACTIONS(52),
    [anon_sym_chained] = ACTIONS(52),
    [anon_sym_on] = ACTIONS(52),
    [anon_sym_ends] = ACTIONS(52),
    [anon_sym_move] = ACTIONS(52),
    [anon_sym_mandatory] = ACTIONS(52),
    [anon_sym_no] = ACTIONS(52),
    [anon_sym_repetition] = ACTIONS(52),
    [anon_sym_plies] = ACTIONS(52),
    [anon_sym_since] = ACTIONS(52),
    [anon_sym_stacks] = ACTIONS(52),
    [anon_sym_unlimited] = ACTIONS(52),
    [anon_sym_onto] = ACTIONS(52),
    [anon_sym_lift] = ACTIONS(52),
    [anon_sym_if] = ACTIONS(52),
    [anon_sym_and] = ACTIONS(52),
    [anon_sym_or] = ACTIONS(52),
    [anon_sym_not] = ACTIONS(52),
    [anon_sym_below] = ACTIONS(52),
    [anon_sym_is] = ACTIONS(52),
    [anon_sym_in] = ACTIONS(52),
    [anon_sym_height] = ACTIONS(52),
    [anon_sym_count] = ACTIONS(52),
    [anon_sym_showing] = ACTIONS(52),
    [anon_sym_pieces] = ACTIONS(52),
    [anon_sym_off] = ACTIONS(52),
    [anon_sym_after] = ACTIONS(52),
    [anon_sym_stack] = ACTIONS(52),
    [anon_sym_through] = ACTIONS(52),
    [anon_sym_facing] = ACTIONS(52),
    [anon_sym_explode] = ACTIONS(52),
    [anon_sym_check] = ACTIONS(52),
    [anon_sym_max] = ACTIONS(52),
    [anon_sym_exactly] = ACTIONS(52),
    [anon_sym_passing] = ACTIONS(52),
    [anon_sym_flying] = ACTIONS(52),
    [anon_sym_connected] = ACTIONS(52),
    [anon_sym_within] = ACTIONS(52),
    [anon_sym_avoiding] = ACTIONS(52),
    [anon_sym_stopping] = ACTIONS(52),
    [anon_sym_outside] = ACTIONS(52),
    [anon_sym_custodian] = ACTIONS(52),
    [anon_sym_captured] = ACTIONS(52),
    [anon_sym_against] = ACTIONS(52),
    [anon_sym_surrounded] = ACTIONS(52),
    [anon_sym_actions] = ACTIONS(52),
    [anon_sym_until] = ACTIONS(52),
    [anon_sym_at] = ACTIONS(52),
    [anon_sym_most] = ACTIONS(52),
    [anon_sym_steal] = ACTIONS(52),
    [anon_sym_adjacent] = ACTIONS(52),
    [anon_sym_flips] = ACTIONS(52),
    [anon_sym_enters] = ACTIONS(52),
    [anon_sym_when] = ACTIONS(52),
    [anon_sym_add] = ACTIONS(52),
    [anon_sym_clear] = ACTIONS(52),
    [anon_sym_reset] = ACTIONS(52),
    [anon_sym_place] = ACTIONS(52),
    [anon_sym_of] = ACTIONS(52),
    [anon_sym_into] = ACTIONS(52),
    [anon_sym_arrows] = ACTIONS(52),
    [anon_sym_colour] = ACTIONS(52),
    [anon_sym_beside] = ACTIONS(52),
    [anon_sym_legend] = ACTIONS(52),
    [anon_sym_team] = ACTIONS(52),
    [anon_sym_copies] = ACTIONS(52),
    [anon_sym_deal] = ACTIONS(52),
    [anon_sym_each] = ACTIONS(52),
    [anon_sym_hands] = ACTIONS(52),
    [anon_sym_as] = ACTIONS(52),
    [anon_sym_control] = ACTIONS(52),
    [anon_sym_skip] = ACTIONS(52),
    [anon_sym_swap] = ACTIONS(52),
    [anon_sym_partner] = ACTIONS(52),
    [anon_sym_split] = ACTIONS(52),
    [anon_sym_pass] = ACTIONS(52),
    [anon_sym_then] = ACTIONS(52),
    [anon_sym_play] = ACTIONS(52),
    [anon_sym_again] = ACTIONS(52),
    [anon_sym_cancel] = ACTIONS(52),
    [anon_sym_for] = ACTIONS(52),
    [anon_sym_replay] = ACTIONS(52),
    [anon_sym_stay] = ACTIONS(52),
    [anon_sym_exchange] = ACTIONS(52),
    [anon_sym_with] = ACTIONS(52),
    [anon_sym_announce] = ACTIONS(52),
    [anon_sym_deeper] = ACTIONS(52),
    [anon_sym_optional] = ACTIONS(52),
    [anon_sym_without] = ACTIONS(52),
    [anon_sym_mate] = ACTIONS(52),
    [anon_sym_score] = ACTIONS(52),
    [anon_sym_attacked] = ACTIONS(52),
    [anon_sym_long] = ACTIONS(52),
    [anon_sym_reversing] = ACTIONS(52),
    [anon_sym_once] = ACTIONS(52),
    [anon_sym_continue] = ACTIONS(52),
    [anon_sym_merge] = ACTIONS(52),
    [anon_sym_lines] = ACTIONS(52),
    [anon_sym_except] = ACTIONS(52),
    [anon_sym_same] = ACTIONS(52),
    [anon_sym_captures] = ACTIONS(52),
    [anon_sym_falling] = ACTIONS(52),
    [anon_sym_line] = ACTIONS(52),
    [anon_sym_moves] = ACTIONS(52),
    [anon_sym_flipping] = ACTIONS(52),
    [anon_sym_hex] = ACTIONS(52),
    [anon_sym_connects] = ACTIONS(52),
    [anon_sym_shoot] = ACTIONS(52),
    [anon_sym_allowed] = ACTIONS(52),
    [anon_sym_capture] = ACTIONS(52),
    [anon_sym_groups] = ACTIONS(52),
    [anon_sym_suicide] = ACTIONS(52),
    [anon_sym_ko] = ACTIONS(52),
    [anon_sym_simple] = ACTIONS(52),
    [anon_sym_positional] = ACTIONS(52),
    [anon_sym_passes] = ACTIONS(52),
    [anon_sym_komi] = ACTIONS(52),
    [anon_sym_next] = ACTIONS(52),
    [anon_sym_claim] = ACTIONS(52),
    [anon_sym_moved] = ACTIONS(52),
    [anon_sym_en_DASHpassant] = ACTIONS(52),
    [anon_sym_hand] = ACTIONS(52),
    [anon_sym_counter] = ACTIONS(52),
    [anon_sym_LPAREN] = ACTIONS(66),
    [anon_sym_LT_EQ] = ACTIONS(55),
    [anon_sym_GT_EQ] = ACTIONS(55),
    [anon_sym_BANG_EQ] = ACTIONS(55),
    [anon_sym_LT] = ACTIONS(69),
    [anon_sym_GT] = ACTIONS(69),
    [anon_sym_DOT_DOT] = ACTIONS(55),
    [anon_sym_PIPE] = ACTIONS(55),
    [sym_integer] = ACTIONS(58),
    [sym_string] = ACTIONS(58),
    [sym_comment] = ACTIONS(3),
  },
  [3] = {
    [sym_group] = STATE(2),
    [sym_block] = STATE(2),
    [sym__token] = STATE(2),
    [sym_keyword] = STATE(2),
    [sym_operator] = STATE(2),
    [aux_sym_block_repeat1] = STATE(2),
    [sym_name] = ACTIONS(72),
    [anon_sym_game] = ACTIONS(74),
    [anon_sym_extends] = ACTIONS(74),
    [anon_sym_players] = ACTIONS(74),
    [anon_sym_sides] = ACTIONS(74),
    [anon_sym_board] = ACTIONS(74),
    [anon_sym_setup] = ACTIONS(74),
    [anon_sym_rules] = ACTIONS(74),
    [anon_sym_end] = ACTIONS(74),
    [anon_sym_turn] = ACTIONS(74),
    [anon_sym_cards] = ACTIONS(74),
    [anon_sym_picture] = ACTIONS(74),
    [anon_sym_sowing] = ACTIONS(74),
    [anon_sym_race] = ACTIONS(74),
    [anon_sym_directions] = ACTIONS(74),
    [anon_sym_EQ] = ACTIONS(76),
    [anon_sym_COMMA] = ACTIONS(78),
    [anon_sym_zone] = ACTIONS(74),
    [anon_sym_COLON] = ACTIONS(78),
    [anon_sym_piece] = ACTIONS(74),
    [anon_sym_card] = ACTIONS(74),
    [anon_sym_counters] = ACTIONS(74),
    [anon_sym_track] = ACTIONS(74),
    [anon_sym_loop] = ACTIONS(74),
    [anon_sym_branch] = ACTIONS(74),
    [anon_sym_from] = ACTIONS(74),
    [anon_sym_store] = ACTIONS(74),
    [anon_sym_to] = ACTIONS(74),
    [anon_sym_captor] = ACTIONS(74),
    [anon_sym_remove] = ACTIONS(74),
    [anon_sym_rank] = ACTIONS(74),
    [anon_sym_file] = ACTIONS(74),
    [anon_sym_LBRACE] = ACTIONS(80),
    [anon_sym_RBRACE] = ACTIONS(82),
    [anon_sym_step] = ACTIONS(74),
    [anon_sym_slide] = ACTIONS(74),
    [anon_sym_leap] = ACTIONS(74),
    [anon_sym_jump] = ACTIONS(74),
    [anon_sym_hop] = ACTIONS(74),
    [anon_sym_fly] = ACTIONS(74),
    [anon_sym_along] = ACTIONS(74),
    [anon_sym_enter] = ACTIONS(74),
    [anon_sym_castle] = ACTIONS(74),
    [anon_sym_bear] = ACTIONS(74),
    [anon_sym_symbols] = ACTIONS(74),
    [anon_sym_glyphs] = ACTIONS(74),
    [anon_sym_promote] = ACTIONS(74),
    [anon_sym_royal] = ACTIONS(74),
    [anon_sym_neutral] = ACTIONS(74),
    [anon_sym_stored] = ACTIONS(74),
    [anon_sym_quiet] = ACTIONS(74),
    [anon_sym_grid] = ACTIONS(74),
    [anon_sym_cells] = ACTIONS(74),
    [anon_sym_numbers] = ACTIONS(74),
    [anon_sym_by] = ACTIONS(74),
    [anon_sym_over] = ACTIONS(74),
    [anon_sym_chained] = ACTIONS(74),
    [anon_sym_on] = ACTIONS(74),
    [anon_sym_ends] = ACTIONS(74),
    [anon_sym_move] = ACTIONS(74),
    [anon_sym_mandatory] = ACTIONS(74),
    [anon_sym_no] = ACTIONS(74),
    [anon_sym_repetition] = ACTIONS(74),
    [anon_sym_plies] = ACTIONS(74),
    [anon_sym_since] = ACTIONS(74),
    [anon_sym_stacks] = ACTIONS(74),
    [anon_sym_unlimited] = ACTIONS(74),
    [anon_sym_onto] = ACTIONS(74),
    [anon_sym_lift] = ACTIONS(74),
    [anon_sym_if] = ACTIONS(74),
    [anon_sym_and] = ACTIONS(74),
    [anon_sym_or] = ACTIONS(74),
    [anon_sym_not] = ACTIONS(74),
    [anon_sym_below] = ACTIONS(74),
    [anon_sym_is] = ACTIONS(74),
    [anon_sym_in] = ACTIONS(74),
    [anon_sym_height] = ACTIONS(74),
    [anon_sym_count] = ACTIONS(74),
    [anon_sym_showing] = ACTIONS(74),
    [anon_sym_pieces] = ACTIONS(74),
    [anon_sym_off] = ACTIONS(74),
    [anon_sym_after] = ACTIONS(74),
    [anon_sym_stack] = ACTIONS(74),
    [anon_sym_through] = ACTIONS(74),
    [anon_sym_facing] = ACTIONS(74),
    [anon_sym_explode] = ACTIONS(74),
    [anon_sym_check] = ACTIONS(74),
    [anon_sym_max] = ACTIONS(74),
    [anon_sym_exactly] = ACTIONS(74),
    [anon_sym_passing] = ACTIONS(74),
    [anon_sym_flying] = ACTIONS(74),
    [anon_sym_connected] = ACTIONS(74),
    [anon_sym_within] = ACTIONS(74),
    [anon_sym_avoiding] = ACTIONS(74),
    [anon_sym_stopping] = ACTIONS(74),
    [anon_sym_outside] = ACTIONS(74),
    [anon_sym_custodian] = ACTIONS(74),
    [anon_sym_captured] = ACTIONS(74),
    [anon_sym_against] = ACTIONS(74),
    [anon_sym_surrounded] = ACTIONS(74),
    [anon_sym_actions] = ACTIONS(74),
    [anon_sym_until] = ACTIONS(74),
    [anon_sym_at] = ACTIONS(74),
    [anon_sym_most] = ACTIONS(74),
    [anon_sym_steal] = ACTIONS(74),
    [anon_sym_adjacent] = ACTIONS(74),
    [anon_sym_flips] = ACTIONS(74),
    [anon_sym_enters] = ACTIONS(74),
    [anon_sym_when] = ACTIONS(74),
    [anon_sym_add] = ACTIONS(74),
    [anon_sym_clear] = ACTIONS(74),
    [anon_sym_reset] = ACTIONS(74),
    [anon_sym_place] = ACTIONS(74),
    [anon_sym_of] = ACTIONS(74),
    [anon_sym_into] = ACTIONS(74),
    [anon_sym_arrows] = ACTIONS(74),
    [anon_sym_colour] = ACTIONS(74),
    [anon_sym_beside] = ACTIONS(74),
    [anon_sym_legend] = ACTIONS(74),
    [anon_sym_team] = ACTIONS(74),
    [anon_sym_copies] = ACTIONS(74),
    [anon_sym_deal] = ACTIONS(74),
    [anon_sym_each] = ACTIONS(74),
    [anon_sym_hands] = ACTIONS(74),
    [anon_sym_as] = ACTIONS(74),
    [anon_sym_control] = ACTIONS(74),
    [anon_sym_skip] = ACTIONS(74),
    [anon_sym_swap] = ACTIONS(74),
    [anon_sym_partner] = ACTIONS(74),
    [anon_sym_split] = ACTIONS(74),
    [anon_sym_pass] = ACTIONS(74),
    [anon_sym_then] = ACTIONS(74),
    [anon_sym_play] = ACTIONS(74),
    [anon_sym_again] = ACTIONS(74),
    [anon_sym_cancel] = ACTIONS(74),
    [anon_sym_for] = ACTIONS(74),
    [anon_sym_replay] = ACTIONS(74),
    [anon_sym_stay] = ACTIONS(74),
    [anon_sym_exchange] = ACTIONS(74),
    [anon_sym_with] = ACTIONS(74),
    [anon_sym_announce] = ACTIONS(74),
    [anon_sym_deeper] = ACTIONS(74),
    [anon_sym_optional] = ACTIONS(74),
    [anon_sym_without] = ACTIONS(74),
    [anon_sym_mate] = ACTIONS(74),
    [anon_sym_score] = ACTIONS(74),
    [anon_sym_attacked] = ACTIONS(74),
    [anon_sym_long] = ACTIONS(74),
    [anon_sym_reversing] = ACTIONS(74),
    [anon_sym_once] = ACTIONS(74),
    [anon_sym_continue] = ACTIONS(74),
    [anon_sym_merge] = ACTIONS(74),
    [anon_sym_lines] = ACTIONS(74),
    [anon_sym_except] = ACTIONS(74),
    [anon_sym_same] = ACTIONS(74),
    [anon_sym_captures] = ACTIONS(74),
    [anon_sym_falling] = ACTIONS(74),
    [anon_sym_line] = ACTIONS(74),
    [anon_sym_moves] = ACTIONS(74),
    [anon_sym_flipping] = ACTIONS(74),
    [anon_sym_hex] = ACTIONS(74),
    [anon_sym_connects] = ACTIONS(74),
    [anon_sym_shoot] = ACTIONS(74),
    [anon_sym_allowed] = ACTIONS(74),
    [anon_sym_capture] = ACTIONS(74),
    [anon_sym_groups] = ACTIONS(74),
    [anon_sym_suicide] = ACTIONS(74),
    [anon_sym_ko] = ACTIONS(74),
    [anon_sym_simple] = ACTIONS(74),
    [anon_sym_positional] = ACTIONS(74),
    [anon_sym_passes] = ACTIONS(74),
    [anon_sym_komi] = ACTIONS(74),
    [anon_sym_next] = ACTIONS(74),
    [anon_sym_claim] = ACTIONS(74),
    [anon_sym_moved] = ACTIONS(74),
    [anon_sym_en_DASHpassant] = ACTIONS(74),
    [anon_sym_hand] = ACTIONS(74),
    [anon_sym_counter] = ACTIONS(74),
    [anon_sym_LPAREN] = ACTIONS(84),
    [anon_sym_LT_EQ] = ACTIONS(76),
    [anon_sym_GT_EQ] = ACTIONS(76),
    [anon_sym_BANG_EQ] = ACTIONS(76),
    [anon_sym_LT] = ACTIONS(86),
    [anon_sym_GT] = ACTIONS(86),
    [anon_sym_DOT_DOT] = ACTIONS(76),
    [anon_sym_PIPE] = ACTIONS(76),
    [sym_integer] = ACTIONS(78),
    [sym_string] = ACTIONS(78),
    [sym_comment] = ACTIONS(3),
  },
  [4] = {
    [sym_group] = STATE(5),
    [sym_block] = STATE(5),
    [sym__token] = STATE(5),
    [sym_keyword] = STATE(5),
    [sym_operator] = STATE(5),
    [aux_sym_block_repeat1] = STATE(5),
    [sym_name] = ACTIONS(88),
    [anon_sym_game] = ACTIONS(74),
    [anon_sym_extends] = ACTIONS(74),
    [anon_sym_players] = ACTIONS(74),
    [anon_sym_sides] = ACTIONS(74),
    [anon_sym_board] = ACTIONS(74),
    [anon_sym_setup] = ACTIONS(74),
    [anon_sym_rules] = ACTIONS(74),
    [anon_sym_end] = ACTIONS(74),
    [anon_sym_turn] = ACTIONS(74),
    [anon_sym_cards] = ACTIONS(74),
    [anon_sym_picture] = ACTIONS(74),
    [anon_sym_sowing] = ACTIONS(74),
    [anon_sym_race] = ACTIONS(74),
    [anon_sym_directions] = ACTIONS(74),
    [anon_sym_EQ] = ACTIONS(76),
    [anon_sym_COMMA] = ACTIONS(90),
    [anon_sym_zone] = ACTIONS(74),
    [anon_sym_COLON] = ACTIONS(90),
    [anon_sym_piece] = ACTIONS(74),
    [anon_sym_card] = ACTIONS(74),
    [anon_sym_counters] = ACTIONS(74),
    [anon_sym_track] = ACTIONS(74),
    [anon_sym_loop] = ACTIONS(74),
    [anon_sym_branch] = ACTIONS(74),
    [anon_sym_from] = ACTIONS(74),
    [anon_sym_store] = ACTIONS(74),
    [anon_sym_to] = ACTIONS(74),
    [anon_sym_captor] = ACTIONS(74),
    [anon_sym_remove] = ACTIONS(74),
    [anon_sym_rank] = ACTIONS(74),
    [anon_sym_file] = ACTIONS(74),
    [anon_sym_LBRACE] = ACTIONS(80),
    [anon_sym_RBRACE] = ACTIONS(92),
    [anon_sym_step] = ACTIONS(74),
    [anon_sym_slide] = ACTIONS(74),
    [anon_sym_leap] = ACTIONS(74),
    [anon_sym_jump] = ACTIONS(74),
    [anon_sym_hop] = ACTIONS(74),
    [anon_sym_fly] = ACTIONS(74),
    [anon_sym_along] = ACTIONS(74),
    [anon_sym_enter] = ACTIONS(74),
    [anon_sym_castle] = ACTIONS(74),
    [anon_sym_bear] = ACTIONS(74),
    [anon_sym_symbols] = ACTIONS(74),
    [anon_sym_glyphs] = ACTIONS(74),
    [anon_sym_promote] = ACTIONS(74),
    [anon_sym_royal] = ACTIONS(74),
    [anon_sym_neutral] = ACTIONS(74),
    [anon_sym_stored] = ACTIONS(74),
    [anon_sym_quiet] = ACTIONS(74),
    [anon_sym_grid] = ACTIONS(74),
    [anon_sym_cells] = ACTIONS(74),
    [anon_sym_numbers] = ACTIONS(74),
    [anon_sym_by] = ACTIONS(74),
    [anon_sym_over] = ACTIONS(74),
    [anon_sym_chained] = ACTIONS(74),
    [anon_sym_on] = ACTIONS(74),
    [anon_sym_ends] = ACTIONS(74),
    [anon_sym_move] = ACTIONS(74),
    [anon_sym_mandatory] = ACTIONS(74),
    [anon_sym_no] = ACTIONS(74),
    [anon_sym_repetition] = ACTIONS(74),
    [anon_sym_plies] = ACTIONS(74),
    [anon_sym_since] = ACTIONS(74),
    [anon_sym_stacks] = ACTIONS(74),
    [anon_sym_unlimited] = ACTIONS(74),
    [anon_sym_onto] = ACTIONS(74),
    [anon_sym_lift] = ACTIONS(74),
    [anon_sym_if] = ACTIONS(74),
    [anon_sym_and] = ACTIONS(74),
    [anon_sym_or] = ACTIONS(74),
    [anon_sym_not] = ACTIONS(74),
    [anon_sym_below] = ACTIONS(74),
    [anon_sym_is] = ACTIONS(74),
    [anon_sym_in] = ACTIONS(74),
    [anon_sym_height] = ACTIONS(74),
    [anon_sym_count] = ACTIONS(74),
    [anon_sym_showing] = ACTIONS(74),
    [anon_sym_pieces] = ACTIONS(74),
    [anon_sym_off] = ACTIONS(74),
    [anon_sym_after] = ACTIONS(74),
    [anon_sym_stack] = ACTIONS(74),
    [anon_sym_through] = ACTIONS(74),
    [anon_sym_facing] = ACTIONS(74),
    [anon_sym_explode] = ACTIONS(74),
    [anon_sym_check] = ACTIONS(74),
    [anon_sym_max] = ACTIONS(74),
    [anon_sym_exactly] = ACTIONS(74),
    [anon_sym_passing] = ACTIONS(74),
    [anon_sym_flying] = ACTIONS(74),
    [anon_sym_connected] = ACTIONS(74),
    [anon_sym_within] = ACTIONS(74),
    [anon_sym_avoiding] = ACTIONS(74),
    [anon_sym_stopping] = ACTIONS(74),
    [anon_sym_outside] = ACTIONS(74),
    [anon_sym_custodian] = ACTIONS(74),
    [anon_sym_captured] = ACTIONS(74),
    [anon_sym_against] = ACTIONS(74),
    [anon_sym_surrounded] = ACTIONS(74),
    [anon_sym_actions] = ACTIONS(74),
    [anon_sym_until] = ACTIONS(74),
    [anon_sym_at] = ACTIONS(74),
    [anon_sym_most] = ACTIONS(74),
    [anon_sym_steal] = ACTIONS(74),
    [anon_sym_adjacent] = ACTIONS(74),
    [anon_sym_flips] = ACTIONS(74),
    [anon_sym_enters] = ACTIONS(74),
    [anon_sym_when] = ACTIONS(74),
    [anon_sym_add] = ACTIONS(74),
    [anon_sym_clear] = ACTIONS(74),
    [anon_sym_reset] = ACTIONS(74),
    [anon_sym_place] = ACTIONS(74),
    [anon_sym_of] = ACTIONS(74),
    [anon_sym_into] = ACTIONS(74),
    [anon_sym_arrows] = ACTIONS(74),
    [anon_sym_colour] = ACTIONS(74),
    [anon_sym_beside] = ACTIONS(74),
    [anon_sym_legend] = ACTIONS(74),
    [anon_sym_team] = ACTIONS(74),
    [anon_sym_copies] = ACTIONS(74),
    [anon_sym_deal] = ACTIONS(74),
    [anon_sym_each] = ACTIONS(74),
    [anon_sym_hands] = ACTIONS(74),
    [anon_sym_as] = ACTIONS(74),
    [anon_sym_control] = ACTIONS(74),
    [anon_sym_skip] = ACTIONS(74),
    [anon_sym_swap] = ACTIONS(74),
    [anon_sym_partner] = ACTIONS(74),
    [anon_sym_split] = ACTIONS(74),
    [anon_sym_pass] = ACTIONS(74),
    [anon_sym_then] = ACTIONS(74),
    [anon_sym_play] = ACTIONS(74),
    [anon_sym_again] = ACTIONS(74),
    [anon_sym_cancel] = ACTIONS(74),
    [anon_sym_for] = ACTIONS(74),
    [anon_sym_replay] = ACTIONS(74),
    [anon_sym_stay] = ACTIONS(74),
    [anon_sym_exchange] = ACTIONS(74),
    [anon_sym_with] = ACTIONS(74),
    [anon_sym_announce] = ACTIONS(74),
    [anon_sym_deeper] = ACTIONS(74),
    [anon_sym_optional] = ACTIONS(74),
    [anon_sym_without] = ACTIONS(74),
    [anon_sym_mate] = ACTIONS(74),
    [anon_sym_score] = ACTIONS(74),
    [anon_sym_attacked] = ACTIONS(74),
    [anon_sym_long] = ACTIONS(74),
    [anon_sym_reversing] = ACTIONS(74),
    [anon_sym_once] = ACTIONS(74),
    [anon_sym_continue] = ACTIONS(74),
    [anon_sym_merge] = ACTIONS(74),
    [anon_sym_lines] = ACTIONS(74),
    [anon_sym_except] = ACTIONS(74),
    [anon_sym_same] = ACTIONS(74),
    [anon_sym_captures] = ACTIONS(74),
    [anon_sym_falling] = ACTIONS(74),
    [anon_sym_line] = ACTIONS(74),
    [anon_sym_moves] = ACTIONS(74),
    [anon_sym_flipping] = ACTIONS(74),
    [anon_sym_hex] = ACTIONS(74),
    [anon_sym_connects] = ACTIONS(74),
    [anon_sym_shoot] = ACTIONS(74),
    [anon_sym_allowed] = ACTIONS(74),
    [anon_sym_capture] = ACTIONS(74),
    [anon_sym_groups] = ACTIONS(74),
    [anon_sym_suicide] = ACTIONS(74),
    [anon_sym_ko] = ACTIONS(74),
    [anon_sym_simple] = ACTIONS(74),
    [anon_sym_positional] = ACTIONS(74),
    [anon_sym_passes] = ACTIONS(74),
    [anon_sym_komi] = ACTIONS(74),
    [anon_sym_next] = ACTIONS(74),
    [anon_sym_claim] = ACTIONS(74),
    [anon_sym_moved] = ACTIONS(74),
    [anon_sym_en_DASHpassant] = ACTIONS(74),
    [anon_sym_hand] = ACTIONS(74),
    [anon_sym_counter] = ACTIONS(74),
    [anon_sym_LPAREN] = ACTIONS(84),
    [anon_sym_LT_EQ] = ACTIONS(76),
    [anon_sym_GT_EQ] = ACTIONS(76),
    [anon_sym_BANG_EQ] = ACTIONS(76),
    [anon_sym_LT] = ACTIONS(86),
    [anon_sym_GT] = ACTIONS(86),
    [anon_sym_DOT_DOT] = ACTIONS(76),
    [anon_sym_PIPE] = ACTIONS(76),
    [sym_integer] = ACTIONS(90),
    [sym_string] = ACTIONS(90),
    [sym_comment] = ACTIONS(3),
  },
  [5] = {
    [sym_group] = STATE(2),
    [sym_block] = STATE(2),
    [sym__token] = STATE(2),
    [sym_keyword] = STATE(2),
    [sym_operator] = STATE(2),
    [aux_sym_block_repeat1] = STATE(2),
    [sym_name] = ACTIONS(72),
    [anon_sym_game] = ACTIONS(74),
    [anon_sym_extends] = ACTIONS(74),
    [anon_sym_players] = ACTIONS(74),
    [anon_sym_sides] = ACTIONS(74),
    [anon_sym_board] = ACTIONS(74),
    [anon_sym_setup] = ACTIONS(74),
    [anon_sym_rules] = ACTIONS(74),
    [anon_sym_end] = ACTIONS(74),
    [anon_sym_turn] = ACTIONS(74),
    [anon_sym_cards] = ACTIONS(74),
    [anon_sym_picture] = ACTIONS(74),
    [anon_sym_sowing] = ACTIONS(74),
    [anon_sym_race] = ACTIONS(74),
    [anon_sym_directions] = ACTIONS(74),
    [anon_sym_EQ] = ACTIONS(76),
    [anon_sym_COMMA] = ACTIONS(78),
    [anon_sym_zone] = ACTIONS(74),
    [anon_sym_COLON] = ACTIONS(78),
    [anon_sym_piece] = ACTIONS(74),
    [anon_sym_card] = ACTIONS(74),
    [anon_sym_counters] = ACTIONS(74),
    [anon_sym_track] = ACTIONS(74),
    [anon_sym_loop] = ACTIONS(74),
    [anon_sym_branch] = ACTIONS(74),
    [anon_sym_from] = ACTIONS(74),
    [anon_sym_store] = ACTIONS(74),
    [anon_sym_to] = ACTIONS(74),
    [anon_sym_captor] = ACTIONS(74),
    [anon_sym_remove] = ACTIONS(74),
    [anon_sym_rank] = ACTIONS(74),
    [anon_sym_file] = ACTIONS(74),
    [anon_sym_LBRACE] = ACTIONS(80),
    [anon_sym_RBRACE] = ACTIONS(94),
    [anon_sym_step] = ACTIONS(74),
    [anon_sym_slide] = ACTIONS(74),
    [anon_sym_leap] = ACTIONS(74),
    [anon_sym_jump] = ACTIONS(74),
    [anon_sym_hop] = ACTIONS(74),
    [anon_sym_fly] = ACTIONS(74),
    [anon_sym_along] = ACTIONS(74),
    [anon_sym_enter] = ACTIONS(74),
    [anon_sym_castle] = ACTIONS(74),
    [anon_sym_bear] = ACTIONS(74),
    [anon_sym_symbols] = ACTIONS(74),
    [anon_sym_glyphs] = ACTIONS(74),
    [anon_sym_promote] = ACTIONS(74),
    [anon_sym_royal] = ACTIONS(74),
    [anon_sym_neutral] = ACTIONS(74),
    [anon_sym_stored] = ACTIONS(74),
    [anon_sym_quiet] = ACTIONS(74),
    [anon_sym_grid] = ACTIONS(74),
    [anon_sym_cells] = ACTIONS(74),
    [anon_sym_numbers] = ACTIONS(74),
    [anon_sym_by] = ACTIONS(74),
    [anon_sym_over] = ACTIONS(74),
    [anon_sym_chained] = ACTIONS(74),
    [anon_sym_on] = ACTIONS(74),
    [anon_sym_ends] = ACTIONS(74),
    [anon_sym_move] = ACTIONS(74),
    [anon_sym_mandatory] = ACTIONS(74),
    [anon_sym_no] = ACTIONS(74),
    [anon_sym_repetition] = ACTIONS(74),
    [anon_sym_plies] = ACTIONS(74),
    [anon_sym_since] = ACTIONS(74),
    [anon_sym_stacks] = ACTIONS(74),
    [anon_sym_unlimited] = ACTIONS(74),
    [anon_sym_onto] = ACTIONS(74),
    [anon_sym_lift] = ACTIONS(74),
    [anon_sym_if] = ACTIONS(74),
    [anon_sym_and] = ACTIONS(74),
    [anon_sym_or] = ACTIONS(74),
    [anon_sym_not] = ACTIONS(74),
    [anon_sym_below] = ACTIONS(74),
    [anon_sym_is] = ACTIONS(74),
    [anon_sym_in] = ACTIONS(74),
    [anon_sym_height] = ACTIONS(74),
    [anon_sym_count] = ACTIONS(74),
    [anon_sym_showing] = ACTIONS(74),
    [anon_sym_pieces] = ACTIONS(74),
    [anon_sym_off] = ACTIONS(74),
    [anon_sym_after] = ACTIONS(74),
    [anon_sym_stack] = ACTIONS(74),
    [anon_sym_through] = ACTIONS(74),
    [anon_sym_facing] = ACTIONS(74),
    [anon_sym_explode] = ACTIONS(74),
    [anon_sym_check] = ACTIONS(74),
    [anon_sym_max] = ACTIONS(74),
    [anon_sym_exactly] = ACTIONS(74),
    [anon_sym_passing] = ACTIONS(74),
    [anon_sym_flying] = ACTIONS(74),
    [anon_sym_connected] = ACTIONS(74),
    [anon_sym_within] = ACTIONS(74),
    [anon_sym_avoiding] = ACTIONS(74),
    [anon_sym_stopping] = ACTIONS(74),
    [anon_sym_outside] = ACTIONS(74),
    [anon_sym_custodian] = ACTIONS(74),
    [anon_sym_captured] = ACTIONS(74),
    [anon_sym_against] = ACTIONS(74),
    [anon_sym_surrounded] = ACTIONS(74),
    [anon_sym_actions] = ACTIONS(74),
    [anon_sym_until] = ACTIONS(74),
    [anon_sym_at] = ACTIONS(74),
    [anon_sym_most] = ACTIONS(74),
    [anon_sym_steal] = ACTIONS(74),
    [anon_sym_adjacent] = ACTIONS(74),
    [anon_sym_flips] = ACTIONS(74),
    [anon_sym_enters] = ACTIONS(74),
    [anon_sym_when] = ACTIONS(74),
    [anon_sym_add] = ACTIONS(74),
    [anon_sym_clear] = ACTIONS(74),
    [anon_sym_reset] = ACTIONS(74),
    [anon_sym_place] = ACTIONS(74),
    [anon_sym_of] = ACTIONS(74),
    [anon_sym_into] = ACTIONS(74),
    [anon_sym_arrows] = ACTIONS(74),
    [anon_sym_colour] = ACTIONS(74),
    [anon_sym_beside] = ACTIONS(74),
    [anon_sym_legend] = ACTIONS(74),
    [anon_sym_team] = ACTIONS(74),
    [anon_sym_copies] = ACTIONS(74),
    [anon_sym_deal] = ACTIONS(74),
    [anon_sym_each] = ACTIONS(74),
    [anon_sym_hands] = ACTIONS(74),
    [anon_sym_as] = ACTIONS(74),
    [anon_sym_control] = ACTIONS(74),
    [anon_sym_skip] = ACTIONS(74),
    [anon_sym_swap] = ACTIONS(74),
    [anon_sym_partner] = ACTIONS(74),
    [anon_sym_split] = ACTIONS(74),
    [anon_sym_pass] = ACTIONS(74),
    [anon_sym_then] = ACTIONS(74),
    [anon_sym_play] = ACTIONS(74),
    [anon_sym_again] = ACTIONS(74),
    [anon_sym_cancel] = ACTIONS(74),
    [anon_sym_for] = ACTIONS(74),
    [anon_sym_replay] = ACTIONS(74),
    [anon_sym_stay] = ACTIONS(74),
    [anon_sym_exchange] = ACTIONS(74),
    [anon_sym_with] = ACTIONS(74),
    [anon_sym_announce] = ACTIONS(74),
    [anon_sym_deeper] = ACTIONS(74),
    [anon_sym_optional] = ACTIONS(74),
    [anon_sym_without] = ACTIONS(74),
    [anon_sym_mate] = ACTIONS(74),
    [anon_sym_score] = ACTIONS(74),
    [anon_sym_attacked] = ACTIONS(74),
    [anon_sym_long] = ACTIONS(74),
    [anon_sym_reversing] = ACTIONS(74),
    [anon_sym_once] = ACTIONS(74),
    [anon_sym_continue] = ACTIONS(74),
    [anon_sym_merge] = ACTIONS(74),
    [anon_sym_lines] = ACTIONS(74),
    [anon_sym_except] = ACTIONS(74),
    [anon_sym_same] = ACTIONS(74),
    [anon_sym_captures] = ACTIONS(74),
    [anon_sym_falling] = ACTIONS(74),
    [anon_sym_line] = ACTIONS(74),
    [anon_sym_moves] = ACTIONS(74),
    [anon_sym_flipping] = ACTIONS(74),
    [anon_sym_hex] = ACTIONS(74),
    [anon_sym_connects] = ACTIONS(74),
    [anon_sym_shoot] = ACTIONS(74),
    [anon_sym_allowed] = ACTIONS(74),
    [anon_sym_capture] = ACTIONS(74),
    [anon_sym_groups] = ACTIONS(74),
    [anon_sym_suicide] = ACTIONS(74),
    [anon_sym_ko] = ACTIONS(74),
    [anon_sym_simple] = ACTIONS(74),
    [anon_sym_positional] = ACTIONS(74),
    [anon_sym_passes] = ACTIONS(74),
    [anon_sym_komi] = ACTIONS(74),
    [anon_sym_next] = ACTIONS(74),
    [anon_sym_claim] = ACTIONS(74),
    [anon_sym_moved] = ACTIONS(74),
    [anon_sym_en_DASHpassant] = ACTIONS(74),
    [anon_sym_hand] = ACTIONS(74),
    [anon_sym_counter] = ACTIONS(74),
    [anon_sym_LPAREN] = ACTIONS(84),
    [anon_sym_LT_EQ] = ACTIONS(76),
    [anon_sym_GT_EQ] = ACTIONS(76),
    [anon_sym_BANG_EQ] = ACTIONS(76),
    [anon_sym_LT] = ACTIONS(86),
    [anon_sym_GT] = ACTIONS(86),
    [anon_sym_DOT_DOT] = ACTIONS(76),
    [anon_sym_PIPE] = ACTIONS(76),
    [sym_integer] = ACTIONS(78),
    [sym_string] = ACTIONS(78),
    [sym_comment] = ACTIONS(3),
  },
  [6] = {
    [sym_group] = STATE(3),
    [sym_block] = STATE(3),
    [sym__token] = STATE(3),
    [sym_keyword] = STATE(3),
    [sym_operator] = STATE(3),
    [aux_sym_block_repeat1] = STATE(3),
    [sym_name] = ACTIONS(96),
    [anon_sym_game] = ACTIONS(74),
    [anon_sym_extends] = ACTIONS(74),
    [anon_sym_players] = ACTIONS(74),
    [anon_sym_sides] = ACTIONS(74),
    [anon_sym_board] = ACTIONS(74),
    [anon_sym_setup] = ACTIONS(74),
    [anon_sym_rules] = ACTIONS(74),
    [anon_sym_end] = ACTIONS(74),
    [anon_sym_turn] = ACTIONS(74),
    [anon_sym_cards] = ACTIONS(74),
    [anon_sym_picture] = ACTIONS(74),
    [anon_sym_sowing] = ACTIONS(74),
    [anon_sym_race] = ACTIONS(74),
    [anon_sym_directions] = ACTIONS(74),
    [anon_sym_EQ] = ACTIONS(76),
    [anon_sym_COMMA] = ACTIONS(98),
    [anon_sym_zone] = ACTIONS(74),
    [anon_sym_COLON] = ACTIONS(98),
    [anon_sym_piece] = ACTIONS(74),
    [anon_sym_card] = ACTIONS(74),
    [anon_sym_counters] = ACTIONS(74),
    [anon_sym_track] = ACTIONS(74),
    [anon_sym_loop] = ACTIONS(74),
    [anon_sym_branch] = ACTIONS(74),
    [anon_sym_from] = ACTIONS(74),
    [anon_sym_store] = ACTIONS(74),
    [anon_sym_to] = ACTIONS(74),
    [anon_sym_captor] = ACTIONS(74),
    [anon_sym_remove] = ACTIONS(74),
    [anon_sym_rank] = ACTIONS(74),
    [anon_sym_file] = ACTIONS(74),
    [anon_sym_LBRACE] = ACTIONS(80),
    [anon_sym_RBRACE] = ACTIONS(100),
    [anon_sym_step] = ACTIONS(74),
    [anon_sym_slide] = ACTIONS(74),
    [anon_sym_leap] = ACTIONS(74),
    [anon_sym_jump] = ACTIONS(74),
    [anon_sym_hop] = ACTIONS(74),
    [anon_sym_fly] = ACTIONS(74),
    [anon_sym_along] = ACTIONS(74),
    [anon_sym_enter] = ACTIONS(74),
    [anon_sym_castle] = ACTIONS(74),
    [anon_sym_bear] = ACTIONS(74),
    [anon_sym_symbols] = ACTIONS(74),
    [anon_sym_glyphs] = ACTIONS(74),
    [anon_sym_promote] = ACTIONS(74),
    [anon_sym_royal] = ACTIONS(74),
    [anon_sym_neutral] = ACTIONS(74),
    [anon_sym_stored] = ACTIONS(74),
    [anon_sym_quiet] = ACTIONS(74),
    [anon_sym_grid] = ACTIONS(74),
    [anon_sym_cells] = ACTIONS(74),
    [anon_sym_numbers] = ACTIONS(74),
    [anon_sym_by] = ACTIONS(74),
    [anon_sym_over] = ACTIONS(74),
    [anon_sym_chained] = ACTIONS(74),
    [anon_sym_on] = ACTIONS(74),
    [anon_sym_ends] = ACTIONS(74),
    [anon_sym_move] = ACTIONS(74),
    [anon_sym_mandatory] = ACTIONS(74),
    [anon_sym_no] = ACTIONS(74),
    [anon_sym_repetition] = ACTIONS(74),
    [anon_sym_plies] = ACTIONS(74),
    [anon_sym_since] = ACTIONS(74),
    [anon_sym_stacks] = ACTIONS(74),
    [anon_sym_unlimited] = ACTIONS(74),
    [anon_sym_onto] = ACTIONS(74),
    [anon_sym_lift] = ACTIONS(74),
    [anon_sym_if] = ACTIONS(74),
    [anon_sym_and] = ACTIONS(74),
    [anon_sym_or] = ACTIONS(74),
    [anon_sym_not] = ACTIONS(74),
    [anon_sym_below] = ACTIONS(74),
    [anon_sym_is] = ACTIONS(74),
    [anon_sym_in] = ACTIONS(74),
    [anon_sym_height] = ACTIONS(74),
    [anon_sym_count] = ACTIONS(74),
    [anon_sym_showing] = ACTIONS(74),
    [anon_sym_pieces] = ACTIONS(74),
    [anon_sym_off] = ACTIONS(74),
    [anon_sym_after] = ACTIONS(74),
    [anon_sym_stack] = ACTIONS(74),
    [anon_sym_through] = ACTIONS(74),
    [anon_sym_facing] = ACTIONS(74),
    [anon_sym_explode] = ACTIONS(74),
    [anon_sym_check] = ACTIONS(74),
    [anon_sym_max] = ACTIONS(74),
    [anon_sym_exactly] = ACTIONS(74),
    [anon_sym_passing] = ACTIONS(74),
    [anon_sym_flying] = ACTIONS(74),
    [anon_sym_connected] = ACTIONS(74),
    [anon_sym_within] = ACTIONS(74),
    [anon_sym_avoiding] = ACTIONS(74),
    [anon_sym_stopping] = ACTIONS(74),
    [anon_sym_outside] = ACTIONS(74),
    [anon_sym_custodian] = ACTIONS(74),
    [anon_sym_captured] = ACTIONS(74),
    [anon_sym_against] = ACTIONS(74),
    [anon_sym_surrounded] = ACTIONS(74),
    [anon_sym_actions] = ACTIONS(74),
    [anon_sym_until] = ACTIONS(74),
    [anon_sym_at] = ACTIONS(74),
    [anon_sym_most] = ACTIONS(74),
    [anon_sym_steal] = ACTIONS(74),
    [anon_sym_adjacent] = ACTIONS(74),
    [anon_sym_flips] = ACTIONS(74),
    [anon_sym_enters] = ACTIONS(74),
    [anon_sym_when] = ACTIONS(74),
    [anon_sym_add] = ACTIONS(74),
    [anon_sym_clear] = ACTIONS(74),
    [anon_sym_reset] = ACTIONS(74),
    [anon_sym_place] = ACTIONS(74),
    [anon_sym_of] = ACTIONS(74),
    [anon_sym_into] = ACTIONS(74),
    [anon_sym_arrows] = ACTIONS(74),
    [anon_sym_colour] = ACTIONS(74),
    [anon_sym_beside] = ACTIONS(74),
    [anon_sym_legend] = ACTIONS(74),
    [anon_sym_team] = ACTIONS(74),
    [anon_sym_copies] = ACTIONS(74),
    [anon_sym_deal] = ACTIONS(74),
    [anon_sym_each] = ACTIONS(74),
    [anon_sym_hands] = ACTIONS(74),
    [anon_sym_as] = ACTIONS(74),
    [anon_sym_control] = ACTIONS(74),
    [anon_sym_skip] = ACTIONS(74),
    [anon_sym_swap] = ACTIONS(74),
    [anon_sym_partner] = ACTIONS(74),
    [anon_sym_split] = ACTIONS(74),
    [anon_sym_pass] = ACTIONS(74),
    [anon_sym_then] = ACTIONS(74),
    [anon_sym_play] = ACTIONS(74),
    [anon_sym_again] = ACTIONS(74),
    [anon_sym_cancel] = ACTIONS(74),
    [anon_sym_for] = ACTIONS(74),
    [anon_sym_replay] = ACTIONS(74),
    [anon_sym_stay] = ACTIONS(74),
    [anon_sym_exchange] = ACTIONS(74),
    [anon_sym_with] = ACTIONS(74),
    [anon_sym_announce] = ACTIONS(74),
    [anon_sym_deeper] = ACTIONS(74),
    [anon_sym_optional] = ACTIONS(74),
    [anon_sym_without] = ACTIONS(74),
    [anon_sym_mate] = ACTIONS(74),
    [anon_sym_score] = ACTIONS(74),
    [anon_sym_attacked] = ACTIONS(74),
    [anon_sym_long] = ACTIONS(74),
    [anon_sym_reversing] = ACTIONS(74),
    [anon_sym_once] = ACTIONS(74),
    [anon_sym_continue] = ACTIONS(74),
    [anon_sym_merge] = ACTIONS(74),
    [anon_sym_lines] = ACTIONS(74),
    [anon_sym_except] = ACTIONS(74),
    [anon_sym_same] = ACTIONS(74),
    [anon_sym_captures] = ACTIONS(74),
    [anon_sym_falling] = ACTIONS(74),
    [anon_sym_line] = ACTIONS(74),
    [anon_sym_moves] = ACTIONS(74),
    [anon_sym_flipping] = ACTIONS(74),
    [anon_sym_hex] = ACTIONS(74),
    [anon_sym_connects] = ACTIONS(74),
    [anon_sym_shoot] = ACTIONS(74),
    [anon_sym_allowed] = ACTIONS(74),
    [anon_sym_capture] = ACTIONS(74),
    [anon_sym_groups] = ACTIONS(74),
    [anon_sym_suicide] = ACTIONS(74),
    [anon_sym_ko] = ACTIONS(74),
    [anon_sym_simple] = ACTIONS(74),
    [anon_sym_positional] = ACTIONS(74),
    [anon_sym_passes] = ACTIONS(74),
    [anon_sym_komi] = ACTIONS(74),
    [anon_sym_next] = ACTIONS(74),
    [anon_sym_claim] = ACTIONS(74),
    [anon_sym_moved] = ACTIONS(74),
    [anon_sym_en_DASHpassant] = ACTIONS(74),
    [anon_sym_hand] = ACTIONS(74),
    [anon_sym_counter] = ACTIONS(74),
    [anon_sym_LPAREN] = ACTIONS(84),
    [anon_sym_LT_EQ] = ACTIONS(76),
    [anon_sym_GT_EQ] = ACTIONS(76),
    [anon_sym_BANG_EQ] = ACTIONS(76),
    [anon_sym_LT] = ACTIONS(86),
    [anon_sym_GT] = ACTIONS(86),
    [anon_sym_DOT_DOT] = ACTIONS(76),
    [anon_sym_PIPE] = ACTIONS(76),
    [sym_integer] = ACTIONS(98),
    [sym_string] = ACTIONS(98),
    [sym_comment] = ACTIONS(3),
  },
  [7] = {
    [sym_group] = STATE(8),
    [sym__token] = STATE(8),
    [sym_keyword] = STATE(8),
    [sym_operator] = STATE(8),
    [aux_sym_group_repeat1] = STATE(8),
    [sym_name] = ACTIONS(102),
    [anon_sym_game] = ACTIONS(74),
    [anon_sym_extends] = ACTIONS(74),
    [anon_sym_players] = ACTIONS(74),
    [anon_sym_sides] = ACTIONS(74),
    [anon_sym_board] = ACTIONS(74),
    [anon_sym_setup] = ACTIONS(74),
    [anon_sym_rules] = ACTIONS(74),
    [anon_sym_end] = ACTIONS(74),
    [anon_sym_turn] = ACTIONS(74),
    [anon_sym_cards] = ACTIONS(74),
    [anon_sym_picture] = ACTIONS(74),
    [anon_sym_sowing] = ACTIONS(74),
    [anon_sym_race] = ACTIONS(74),
    [anon_sym_directions] = ACTIONS(74),
    [anon_sym_EQ] = ACTIONS(76),
    [anon_sym_COMMA] = ACTIONS(104),
    [anon_sym_zone] = ACTIONS(74),
    [anon_sym_COLON] = ACTIONS(104),
    [anon_sym_piece] = ACTIONS(74),
    [anon_sym_card] = ACTIONS(74),
    [anon_sym_counters] = ACTIONS(74),
    [anon_sym_track] = ACTIONS(74),
    [anon_sym_loop] = ACTIONS(74),
    [anon_sym_branch] = ACTIONS(74),
    [anon_sym_from] = ACTIONS(74),
    [anon_sym_store] = ACTIONS(74),
    [anon_sym_to] = ACTIONS(74),
    [anon_sym_captor] = ACTIONS(74),
    [anon_sym_remove] = ACTIONS(74),
    [anon_sym_rank] = ACTIONS(74),
    [anon_sym_file] = ACTIONS(74),
    [anon_sym_step] = ACTIONS(74),
    [anon_sym_slide] = ACTIONS(74),
    [anon_sym_leap] = ACTIONS(74),
    [anon_sym_jump] = ACTIONS(74),
    [anon_sym_hop] = ACTIONS(74),
    [anon_sym_fly] = ACTIONS(74),
    [anon_sym_along] = ACTIONS(74),
    [anon_sym_enter] = ACTIONS(74),
    [anon_sym_castle] = ACTIONS(74),
    [anon_sym_bear] = ACTIONS(74),
    [anon_sym_symbols] = ACTIONS(74),
    [anon_sym_glyphs] = ACTIONS(74),
    [anon_sym_promote] = ACTIONS(74),
    [anon_sym_royal] = ACTIONS(74),
    [anon_sym_neutral] = ACTIONS(74),
    [anon_sym_stored] = ACTIONS(74),
    [anon_sym_quiet] = ACTIONS(74),
    [anon_sym_grid] = ACTIONS(74),
    [anon_sym_cells] = ACTIONS(74),
    [anon_sym_numbers] = ACTIONS(74),
    [anon_sym_by] = ACTIONS(74),
    [anon_sym_over] = ACTIONS(74),
    [anon_sym_chained] = ACTIONS(74),
    [anon_sym_on] = ACTIONS(74),
    [anon_sym_ends] = ACTIONS(74),
    [anon_sym_move] = ACTIONS(74),
    [anon_sym_mandatory] = ACTIONS(74),
    [anon_sym_no] = ACTIONS(74),
    [anon_sym_repetition] = ACTIONS(74),
    [anon_sym_plies] = ACTIONS(74),
    [anon_sym_since] = ACTIONS(74),
    [anon_sym_stacks] = ACTIONS(74),
    [anon_sym_unlimited] = ACTIONS(74),
    [anon_sym_onto] = ACTIONS(74),
    [anon_sym_lift] = ACTIONS(74),
    [anon_sym_if] = ACTIONS(74),
    [anon_sym_and] = ACTIONS(74),
    [anon_sym_or] = ACTIONS(74),
    [anon_sym_not] = ACTIONS(74),
    [anon_sym_below] = ACTIONS(74),
    [anon_sym_is] = ACTIONS(74),
    [anon_sym_in] = ACTIONS(74),
    [anon_sym_height] = ACTIONS(74),
    [anon_sym_count] = ACTIONS(74),
    [anon_sym_showing] = ACTIONS(74),
    [anon_sym_pieces] = ACTIONS(74),
    [anon_sym_off] = ACTIONS(74),
    [anon_sym_after] = ACTIONS(74),
    [anon_sym_stack] = ACTIONS(74),
    [anon_sym_through] = ACTIONS(74),
    [anon_sym_facing] = ACTIONS(74),
    [anon_sym_explode] = ACTIONS(74),
    [anon_sym_check] = ACTIONS(74),
    [anon_sym_max] = ACTIONS(74),
    [anon_sym_exactly] = ACTIONS(74),
    [anon_sym_passing] = ACTIONS(74),
    [anon_sym_flying] = ACTIONS(74),
    [anon_sym_connected] = ACTIONS(74),
    [anon_sym_within] = ACTIONS(74),
    [anon_sym_avoiding] = ACTIONS(74),
    [anon_sym_stopping] = ACTIONS(74),
    [anon_sym_outside] = ACTIONS(74),
    [anon_sym_custodian] = ACTIONS(74),
    [anon_sym_captured] = ACTIONS(74),
    [anon_sym_against] = ACTIONS(74),
    [anon_sym_surrounded] = ACTIONS(74),
    [anon_sym_actions] = ACTIONS(74),
    [anon_sym_until] = ACTIONS(74),
    [anon_sym_at] = ACTIONS(74),
    [anon_sym_most] = ACTIONS(74),
    [anon_sym_steal] = ACTIONS(74),
    [anon_sym_adjacent] = ACTIONS(74),
    [anon_sym_flips] = ACTIONS(74),
    [anon_sym_enters] = ACTIONS(74),
    [anon_sym_when] = ACTIONS(74),
    [anon_sym_add] = ACTIONS(74),
    [anon_sym_clear] = ACTIONS(74),
    [anon_sym_reset] = ACTIONS(74),
    [anon_sym_place] = ACTIONS(74),
    [anon_sym_of] = ACTIONS(74),
    [anon_sym_into] = ACTIONS(74),
    [anon_sym_arrows] = ACTIONS(74),
    [anon_sym_colour] = ACTIONS(74),
    [anon_sym_beside] = ACTIONS(74),
    [anon_sym_legend] = ACTIONS(74),
    [anon_sym_team] = ACTIONS(74),
    [anon_sym_copies] = ACTIONS(74),
    [anon_sym_deal] = ACTIONS(74),
    [anon_sym_each] = ACTIONS(74),
    [anon_sym_hands] = ACTIONS(74),
    [anon_sym_as] = ACTIONS(74),
    [anon_sym_control] = ACTIONS(74),
    [anon_sym_skip] = ACTIONS(74),
    [anon_sym_swap] = ACTIONS(74),
    [anon_sym_partner] = ACTIONS(74),
    [anon_sym_split] = ACTIONS(74),
    [anon_sym_pass] = ACTIONS(74),
    [anon_sym_then] = ACTIONS(74),
    [anon_sym_play] = ACTIONS(74),
    [anon_sym_again] = ACTIONS(74),
    [anon_sym_cancel] = ACTIONS(74),
    [anon_sym_for] = ACTIONS(74),
    [anon_sym_replay] = ACTIONS(74),
    [anon_sym_stay] = ACTIONS(74),
    [anon_sym_exchange] = ACTIONS(74),
    [anon_sym_with] = ACTIONS(74),
    [anon_sym_announce] = ACTIONS(74),
    [anon_sym_deeper] = ACTIONS(74),
    [anon_sym_optional] = ACTIONS(74),
    [anon_sym_without] = ACTIONS(74),
    [anon_sym_mate] = ACTIONS(74),
    [anon_sym_score] = ACTIONS(74),
    [anon_sym_attacked] = ACTIONS(74),
    [anon_sym_long] = ACTIONS(74),
    [anon_sym_reversing] = ACTIONS(74),
    [anon_sym_once] = ACTIONS(74),
    [anon_sym_continue] = ACTIONS(74),
    [anon_sym_merge] = ACTIONS(74),
    [anon_sym_lines] = ACTIONS(74),
    [anon_sym_except] = ACTIONS(74),
    [anon_sym_same] = ACTIONS(74),
    [anon_sym_captures] = ACTIONS(74),
    [anon_sym_falling] = ACTIONS(74),
    [anon_sym_line] = ACTIONS(74),
    [anon_sym_moves] = ACTIONS(74),
    [anon_sym_flipping] = ACTIONS(74),
    [anon_sym_hex] = ACTIONS(74),
    [anon_sym_connects] = ACTIONS(74),
    [anon_sym_shoot] = ACTIONS(74),
    [anon_sym_allowed] = ACTIONS(74),
    [anon_sym_capture] = ACTIONS(74),
    [anon_sym_groups] = ACTIONS(74),
    [anon_sym_suicide] = ACTIONS(74),
    [anon_sym_ko] = ACTIONS(74),
    [anon_sym_simple] = ACTIONS(74),
    [anon_sym_positional] = ACTIONS(74),
    [anon_sym_passes] = ACTIONS(74),
    [anon_sym_komi] = ACTIONS(74),
    [anon_sym_next] = ACTIONS(74),
    [anon_sym_claim] = ACTIONS(74),
    [anon_sym_moved] = ACTIONS(74),
    [anon_sym_en_DASHpassant] = ACTIONS(74),
    [anon_sym_hand] = ACTIONS(74),
    [anon_sym_counter] = ACTIONS(74),
    [anon_sym_LPAREN] = ACTIONS(84),
    [anon_sym_RPAREN] = ACTIONS(106),
    [anon_sym_LT_EQ] = ACTIONS(76),
    [anon_sym_GT_EQ] = ACTIONS(76),
    [anon_sym_BANG_EQ] = ACTIONS(76),
    [anon_sym_LT] = ACTIONS(86),
    [anon_sym_GT] = ACTIONS(86),
    [anon_sym_DOT_DOT] = ACTIONS(76),
    [anon_sym_PIPE] = ACTIONS(76),
    [sym_integer] = ACTIONS(104),
    [sym_string] = ACTIONS(104),
    [sym_comment] = ACTIONS(3),
  },
  [8] = {
    [sym_group] = STATE(9),
    [sym__token] = STATE(9),
    [sym_keyword] = STATE(9),
    [sym_operator] = STATE(9),
    [aux_sym_group_repeat1] = STATE(9),
    [sym_name] = ACTIONS(108),
    [anon_sym_game] = ACTIONS(74),
    [anon_sym_extends] = ACTIONS(74),
    [anon_sym_players] = ACTIONS(74),
    [anon_sym_sides] = ACTIONS(74),
    [anon_sym_board] = ACTIONS(74),
    [anon_sym_setup] = ACTIONS(74),
    [anon_sym_rules] = ACTIONS(74),
    [anon_sym_end] = ACTIONS(74),
    [anon_sym_turn] = ACTIONS(74),
    [anon_sym_cards] = ACTIONS(74),
    [anon_sym_picture] = ACTIONS(74),
    [anon_sym_sowing] = ACTIONS(74),
    [anon_sym_race] = ACTIONS(74),
    [anon_sym_directions] = ACTIONS(74),
    [anon_sym_EQ] = ACTIONS(76),
    [anon_sym_COMMA] = ACTIONS(110),
    [anon_sym_zone] = ACTIONS(74),
    [anon_sym_COLON] = ACTIONS(110),
    [anon_sym_piece] = ACTIONS(74),
    [anon_sym_card] = ACTIONS(74),
    [anon_sym_counters] = ACTIONS(74),
    [anon_sym_track] = ACTIONS(74),
    [anon_sym_loop] = ACTIONS(74),
    [anon_sym_branch] = ACTIONS(74),
    [anon_sym_from] = ACTIONS(74),
    [anon_sym_store] = ACTIONS(74),
    [anon_sym_to] = ACTIONS(74),
    [anon_sym_captor] = ACTIONS(74),
    [anon_sym_remove] = ACTIONS(74),
    [anon_sym_rank] = ACTIONS(74),
    [anon_sym_file] = ACTIONS(74),
    [anon_sym_step] = ACTIONS(74),
    [anon_sym_slide] = ACTIONS(74),
    [anon_sym_leap] = ACTIONS(74),
    [anon_sym_jump] = ACTIONS(74),
    [anon_sym_hop] = ACTIONS(74),
    [anon_sym_fly] = ACTIONS(74),
    [anon_sym_along] = ACTIONS(74),
    [anon_sym_enter] = ACTIONS(74),
    [anon_sym_castle] = ACTIONS(74),
    [anon_sym_bear] = ACTIONS(74),
    [anon_sym_symbols] = ACTIONS(74),
    [anon_sym_glyphs] = ACTIONS(74),
    [anon_sym_promote] = ACTIONS(74),
    [anon_sym_royal] = ACTIONS(74),
    [anon_sym_neutral] = ACTIONS(74),
    [anon_sym_stored] = ACTIONS(74),
    [anon_sym_quiet] = ACTIONS(74),
    [anon_sym_grid] = ACTIONS(74),
    [anon_sym_cells] = ACTIONS(74),
    [anon_sym_numbers] = ACTIONS(74),
    [anon_sym_by] = ACTIONS(74),
    [anon_sym_over] = ACTIONS(74),
    [anon_sym_chained] = ACTIONS(74),
    [anon_sym_on] = ACTIONS(74),
    [anon_sym_ends] = ACTIONS(74),
    [anon_sym_move] = ACTIONS(74),
    [anon_sym_mandatory] = ACTIONS(74),
    [anon_sym_no] = ACTIONS(74),
    [anon_sym_repetition] = ACTIONS(74),
    [anon_sym_plies] = ACTIONS(74),
    [anon_sym_since] = ACTIONS(74),
    [anon_sym_stacks] = ACTIONS(74),
    [anon_sym_unlimited] = ACTIONS(74),
    [anon_sym_onto] = ACTIONS(74),
    [anon_sym_lift] = ACTIONS(74),
    [anon_sym_if] = ACTIONS(74),
    [anon_sym_and] = ACTIONS(74),
    [anon_sym_or] = ACTIONS(74),
    [anon_sym_not] = ACTIONS(74),
    [anon_sym_below] = ACTIONS(74),
    [anon_sym_is] = ACTIONS(74),
    [anon_sym_in] = ACTIONS(74),
    [anon_sym_height] = ACTIONS(74),
    [anon_sym_count] = ACTIONS(74),
    [anon_sym_showing] = ACTIONS(74),
    [anon_sym_pieces] = ACTIONS(74),
    [anon_sym_off] = ACTIONS(74),
    [anon_sym_after] = ACTIONS(74),
    [anon_sym_stack] = ACTIONS(74),
    [anon_sym_through] = ACTIONS(74),
    [anon_sym_facing] = ACTIONS(74),
    [anon_sym_explode] = ACTIONS(74),
    [anon_sym_check] = ACTIONS(74),
    [anon_sym_max] = ACTIONS(74),
    [anon_sym_exactly] = ACTIONS(74),
    [anon_sym_passing] = ACTIONS(74),
    [anon_sym_flying] = ACTIONS(74),
    [anon_sym_connected] = ACTIONS(74),
    [anon_sym_within] = ACTIONS(74),
    [anon_sym_avoiding] = ACTIONS(74),
    [anon_sym_stopping] = ACTIONS(74),
    [anon_sym_outside] = ACTIONS(74),
    [anon_sym_custodian] = ACTIONS(74),
    [anon_sym_captured] = ACTIONS(74),
    [anon_sym_against] = ACTIONS(74),
    [anon_sym_surrounded] = ACTIONS(74),
    [anon_sym_actions] = ACTIONS(74),
    [anon_sym_until] = ACTIONS(74),
    [anon_sym_at] = ACTIONS(74),
    [anon_sym_most] = ACTIONS(74),
    [anon_sym_steal] = ACTIONS(74),
    [anon_sym_adjacent] = ACTIONS(74),
    [anon_sym_flips] = ACTIONS(74),
    [anon_sym_enters] = ACTIONS(74),
    [anon_sym_when] = ACTIONS(74),
    [anon_sym_add] = ACTIONS(74),
    [anon_sym_clear] = ACTIONS(74),
    [anon_sym_reset] = ACTIONS(74),
    [anon_sym_place] = ACTIONS(74),
    [anon_sym_of] = ACTIONS(74),
    [anon_sym_into] = ACTIONS(74),
    [anon_sym_arrows] = ACTIONS(74),
    [anon_sym_colour] = ACTIONS(74),
    [anon_sym_beside] = ACTIONS(74),
    [anon_sym_legend] = ACTIONS(74),
    [anon_sym_team] = ACTIONS(74),
    [anon_sym_copies] = ACTIONS(74),
    [anon_sym_deal] = ACTIONS(74),
    [anon_sym_each] = ACTIONS(74),
    [anon_sym_hands] = ACTIONS(74),
    [anon_sym_as] = ACTIONS(74),
    [anon_sym_control] = ACTIONS(74),
    [anon_sym_skip] = ACTIONS(74),
    [anon_sym_swap] = ACTIONS(74),
    [anon_sym_partner] = ACTIONS(74),
    [anon_sym_split] = ACTIONS(74),
    [anon_sym_pass] = ACTIONS(74),
    [anon_sym_then] = ACTIONS(74),
    [anon_sym_play] = ACTIONS(74),
    [anon_sym_again] = ACTIONS(74),
    [anon_sym_cancel] = ACTIONS(74),
    [anon_sym_for] = ACTIONS(74),
    [anon_sym_replay] = ACTIONS(74),
    [anon_sym_stay] = ACTIONS(74),
    [anon_sym_exchange] = ACTIONS(74),
    [anon_sym_with] = ACTIONS(74),
    [anon_sym_announce] = ACTIONS(74),
    [anon_sym_deeper] = ACTIONS(74),
    [anon_sym_optional] = ACTIONS(74),
    [anon_sym_without] = ACTIONS(74),
    [anon_sym_mate] = ACTIONS(74),
    [anon_sym_score] = ACTIONS(74),
    [anon_sym_attacked] = ACTIONS(74),
    [anon_sym_long] = ACTIONS(74),
    [anon_sym_reversing] = ACTIONS(74),
    [anon_sym_once] = ACTIONS(74),
    [anon_sym_continue] = ACTIONS(74),
    [anon_sym_merge] = ACTIONS(74),
    [anon_sym_lines] = ACTIONS(74),
    [anon_sym_except] = ACTIONS(74),
    [anon_sym_same] = ACTIONS(74),
    [anon_sym_captures] = ACTIONS(74),
    [anon_sym_falling] = ACTIONS(74),
    [anon_sym_line] = ACTIONS(74),
    [anon_sym_moves] = ACTIONS(74),
    [anon_sym_flipping] = ACTIONS(74),
    [anon_sym_hex] = ACTIONS(74),
    [anon_sym_connects] = ACTIONS(74),
    [anon_sym_shoot] = ACTIONS(74),
    [anon_sym_allowed] = ACTIONS(74),
    [anon_sym_capture] = ACTIONS(74),
    [anon_sym_groups] = ACTIONS(74),
    [anon_sym_suicide] = ACTIONS(74),
    [anon_sym_ko] = ACTIONS(74),
    [anon_sym_simple] = ACTIONS(74),
    [anon_sym_positional] = ACTIONS(74),
    [anon_sym_passes] = ACTIONS(74),
    [anon_sym_komi] = ACTIONS(74),
    [anon_sym_next] = ACTIONS(74),
    [anon_sym_claim] = ACTIONS(74),
    [anon_sym_moved] = ACTIONS(74),
    [anon_sym_en_DASHpassant] = ACTIONS(74),
    [anon_sym_hand] = ACTIONS(74),
    [anon_sym_counter] = ACTIONS(74),
    [anon_sym_LPAREN] = ACTIONS(84),
    [anon_sym_RPAREN] = ACTIONS(112),
    [anon_sym_LT_EQ] = ACTIONS(76),
    [anon_sym_GT_EQ] = ACTIONS(76),
    [anon_sym_BANG_EQ] = ACTIONS(76),
    [anon_sym_LT] = ACTIONS(86),
    [anon_sym_GT] = ACTIONS(86),
    [anon_sym_DOT_DOT] = ACTIONS(76),
    [anon_sym_PIPE] = ACTIONS(76),
    [sym_integer] = ACTIONS(110),
    [sym_string] = ACTIONS(110),
    [sym_comment] = ACTIONS(3),
  },
  [9] = {
    [sym_group] = STATE(9),
    [sym__token] = STATE(9),
    [sym_keyword] = STATE(9),
    [sym_operator] = STATE(9),
    [aux_sym_group_repeat1] = STATE(9),
    [sym_name] = ACTIONS(114),
    [anon_sym_game] = ACTIONS(117),
    [anon_sym_extends] = ACTIONS(117),
    [anon_sym_players] = ACTIONS(117),
    [anon_sym_sides] = ACTIONS(117),
    [anon_sym_board] = ACTIONS(117),
    [anon_sym_setup] = ACTIONS(117),
    [anon_sym_rules] = ACTIONS(117),
    [anon_sym_end] = ACTIONS(117),
    [anon_sym_turn] = ACTIONS(117),
    [anon_sym_cards] = ACTIONS(117),
    [anon_sym_picture] = ACTIONS(117),
    [anon_sym_sowing] = ACTIONS(117),
    [anon_sym_race] = ACTIONS(117),
    [anon_sym_directions] = ACTIONS(117),
    [anon_sym_EQ] = ACTIONS(120),
    [anon_sym_COMMA] = ACTIONS(123),
    [anon_sym_zone] = ACTIONS(117),
    [anon_sym_COLON] = ACTIONS(123),
    [anon_sym_piece] = ACTIONS(117),
    [anon_sym_card] = ACTIONS(117),
    [anon_sym_counters] = ACTIONS(117),
    [anon_sym_track] = ACTIONS(117),
    [anon_sym_loop] = ACTIONS(117),
    [anon_sym_branch] = ACTIONS(117),
    [anon_sym_from] = ACTIONS(117),
    [anon_sym_store] = ACTIONS(117),
    [anon_sym_to] = ACTIONS(117),
    [anon_sym_captor] = ACTIONS(117),
    [anon_sym_remove] = ACTIONS(117),
    [anon_sym_rank] = ACTIONS(117),
    [anon_sym_file] = ACTIONS(117),
    [anon_sym_step] = ACTIONS(117),
    [anon_sym_slide] = ACTIONS(117),
    [anon_sym_leap] = ACTIONS(117),
    [anon_sym_jump] = ACTIONS(117),
    [anon_sym_hop] = ACTIONS(117),
    [anon_sym_fly] = ACTIONS(117),
    [anon_sym_along] = ACTIONS(117),
    [anon_sym_enter] = ACTIONS(117),
    [anon_sym_castle] = ACTIONS(117),
    [anon_sym_bear] = ACTIONS(117),
    [anon_sym_symbols] = ACTIONS(117),
    [anon_sym_glyphs] = ACTIONS(117),
    [anon_sym_promote] = ACTIONS(117),
    [anon_sym_royal] = ACTIONS(117),
    [anon_sym_neutral] = ACTIONS(117),
    [anon_sym_stored] = ACTIONS(117),
    [anon_sym_quiet] = ACTIONS(117),
    [anon_sym_grid] = ACTIONS(117),
    [anon_sym_cells] = ACTIONS(117),
    [anon_sym_numbers] = ACTIONS(117),
    [anon_sym_by] = ACTIONS(117),
    [anon_sym_over] = ACTIONS(117),
    [anon_sym_chained] = ACTIONS(117),
    [anon_sym_on] = ACTIONS(117),
    [anon_sym_ends] = ACTIONS(117),
    [anon_sym_move] = ACTIONS(117),
    [anon_sym_mandatory] = ACTIONS(117),
    [anon_sym_no] = ACTIONS(117),
    [anon_sym_repetition] = ACTIONS(117),
    [anon_sym_plies] = ACTIONS(117),
    [anon_sym_since] = ACTIONS(117),
    [anon_sym_stacks] = ACTIONS(117),
    [anon_sym_unlimited] = ACTIONS(117),
    [anon_sym_onto] = ACTIONS(117),
    [anon_sym_lift] = ACTIONS(117),
    [anon_sym_if] = ACTIONS(117),
    [anon_sym_and] = ACTIONS(117),
    [anon_sym_or] = ACTIONS(117),
    [anon_sym_not] = ACTIONS(117),
    [anon_sym_below] = ACTIONS(117),
    [anon_sym_is] = ACTIONS(117),
    [anon_sym_in] = ACTIONS(117),
    [anon_sym_height] = ACTIONS(117),
    [anon_sym_count] = ACTIONS(117),
    [anon_sym_showing] = ACTIONS(117),
    [anon_sym_pieces] = ACTIONS(117),
    [anon_sym_off] = ACTIONS(117),
    [anon_sym_after] = ACTIONS(117),
    [anon_sym_stack] = ACTIONS(117),
    [anon_sym_through] = ACTIONS(117),
    [anon_sym_facing] = ACTIONS(117),
    [anon_sym_explode] = ACTIONS(117),
    [anon_sym_check] = ACTIONS(117),
    [anon_sym_max] = ACTIONS(117),
    [anon_sym_exactly] = ACTIONS(117),
    [anon_sym_passing] = ACTIONS(117),
    [anon_sym_flying] = ACTIONS(117),
    [anon_sym_connected] = ACTIONS(117),
    [anon_sym_within] = ACTIONS(117),
    [anon_sym_avoiding] = ACTIONS(117),
    [anon_sym_stopping] = ACTIONS(117),
    [anon_sym_outside] = ACTIONS(117),
    [anon_sym_custodian] = ACTIONS(117),
    [anon_sym_captured] = ACTIONS(117),
    [anon_sym_against] = ACTIONS(117),
    [anon_sym_surrounded] = ACTIONS(117),
    [anon_sym_actions] = ACTIONS(117),
    [anon_sym_until] = ACTIONS(117),
    [anon_sym_at] = ACTIONS(117),
    [anon_sym_most] = ACTIONS(117),
    [anon_sym_steal] = ACTIONS(117),
    [anon_sym_adjacent] = ACTIONS(117),
    [anon_sym_flips] = ACTIONS(117),
    [anon_sym_enters] = ACTIONS(117),
    [anon_sym_when] = ACTIONS(117),
    [anon_sym_add] = ACTIONS(117),
    [anon_sym_clear] = ACTIONS(117),
    [anon_sym_reset] = ACTIONS(117),
    [anon_sym_place] = ACTIONS(117),
    [anon_sym_of] = ACTIONS(117),
    [anon_sym_into] = ACTIONS(117),
    [anon_sym_arrows] = ACTIONS(117),
    [anon_sym_colour] = ACTIONS(117),
    [anon_sym_beside] = ACTIONS(117),
    [anon_sym_legend] = ACTIONS(117),
    [anon_sym_team] = ACTIONS(117),
    [anon_sym_copies] = ACTIONS(117),
    [anon_sym_deal] = ACTIONS(117),
    [anon_sym_each] = ACTIONS(117),
    [anon_sym_hands] = ACTIONS(117),
    [anon_sym_as] = ACTIONS(117),
    [anon_sym_control] = ACTIONS(117),
    [anon_sym_skip] = ACTIONS(117),
    [anon_sym_swap] = ACTIONS(117),
    [anon_sym_partner] = ACTIONS(117),
    [anon_sym_split] = ACTIONS(117),
    [anon_sym_pass] = ACTIONS(117),
    [anon_sym_then] = ACTIONS(117),
    [anon_sym_play] = ACTIONS(117),
    [anon_sym_again] = ACTIONS(117),
    [anon_sym_cancel] = ACTIONS(117),
    [anon_sym_for] = ACTIONS(117),
    [anon_sym_replay] = ACTIONS(117),
    [anon_sym_stay] = ACTIONS(117),
    [anon_sym_exchange] = ACTIONS(117),
    [anon_sym_with] = ACTIONS(117),
    [anon_sym_announce] = ACTIONS(117),
    [anon_sym_deeper] = ACTIONS(117),
    [anon_sym_optional] = ACTIONS(117),
    [anon_sym_without] = ACTIONS(117),
    [anon_sym_mate] = ACTIONS(117),
    [anon_sym_score] = ACTIONS(117),
    [anon_sym_attacked] = ACTIONS(117),
    [anon_sym_long] = ACTIONS(117),
    [anon_sym_reversing] = ACTIONS(117),
    [anon_sym_once] = ACTIONS(117),
    [anon_sym_continue] = ACTIONS(117),
    [anon_sym_merge] = ACTIONS(117),
    [anon_sym_lines] = ACTIONS(117),
    [anon_sym_except] = ACTIONS(117),
    [anon_sym_same] = ACTIONS(117),
    [anon_sym_captures] = ACTIONS(117),
    [anon_sym_falling] = ACTIONS(117),
    [anon_sym_line] = ACTIONS(117),
    [anon_sym_moves] = ACTIONS(117),
    [anon_sym_flipping] = ACTIONS(117),
    [anon_sym_hex] = ACTIONS(117),
    [anon_sym_connects] = ACTIONS(117),
    [anon_sym_shoot] = ACTIONS(117),
    [anon_sym_allowed] = ACTIONS(117),
    [anon_sym_capture] = ACTIONS(117),
    [anon_sym_groups] = ACTIONS(117),
    [anon_sym_suicide] = ACTIONS(117),
    [anon_sym_ko] = ACTIONS(117),
    [anon_sym_simple] = ACTIONS(117),
    [anon_sym_positional] = ACTIONS(117),
    [anon_sym_passes] = ACTIONS(117),
    [anon_sym_komi] = ACTIONS(117),
    [anon_sym_next] = ACTIONS(117),
    [anon_sym_claim] = ACTIONS(117),
    [anon_sym_moved] = ACTIONS(117),
    [anon_sym_en_DASHpassant] = ACTIONS(117),
    [anon_sym_hand] = ACTIONS(117),
    [anon_sym_counter] = ACTIONS(117),
    [anon_sym_LPAREN] = ACTIONS(126),
    [anon_sym_RPAREN] = ACTIONS(129),
    [anon_sym_LT_EQ] = ACTIONS(120),
    [anon_sym_GT_EQ] = ACTIONS(120),
    [anon_sym_BANG_EQ] = ACTIONS(120),
    [anon_sym_LT] = ACTIONS(131),
    [anon_sym_GT] = ACTIONS(131),
    [anon_sym_DOT_DOT] = ACTIONS(120),
    [anon_sym_PIPE] = ACTIONS(120),
    [sym_integer] = ACTIONS(123),
    [sym_string] = ACTIONS(123),
    [sym_comment] = ACTIONS(3),
  },
  [10] = {
    [sym__statement_part] = STATE(11),
    [sym_group] = STATE(11),
    [sym_operator] = STATE(11),
    [aux_sym_move_statement_repeat1] = STATE(11),
    [sym_name] = ACTIONS(134),
    [anon_sym_game] = ACTIONS(136),
    [anon_sym_extends] = ACTIONS(136),
    [anon_sym_players] = ACTIONS(136),
    [anon_sym_sides] = ACTIONS(136),
    [anon_sym_board] = ACTIONS(136),
    [anon_sym_setup] = ACTIONS(136),
    [anon_sym_rules] = ACTIONS(136),
    [anon_sym_end] = ACTIONS(136),
    [anon_sym_turn] = ACTIONS(136),
    [anon_sym_cards] = ACTIONS(136),
    [anon_sym_picture] = ACTIONS(136),
    [anon_sym_sowing] = ACTIONS(136),
    [anon_sym_race] = ACTIONS(136),
    [anon_sym_directions] = ACTIONS(136),
    [anon_sym_EQ] = ACTIONS(76),
    [anon_sym_COMMA] = ACTIONS(138),
    [anon_sym_zone] = ACTIONS(136),
    [anon_sym_COLON] = ACTIONS(138),
    [anon_sym_piece] = ACTIONS(136),
    [anon_sym_card] = ACTIONS(136),
    [anon_sym_counters] = ACTIONS(136),
    [anon_sym_track] = ACTIONS(136),
    [anon_sym_loop] = ACTIONS(136),
    [anon_sym_branch] = ACTIONS(136),
    [anon_sym_from] = ACTIONS(136),
    [anon_sym_store] = ACTIONS(136),
    [anon_sym_to] = ACTIONS(136),
    [anon_sym_captor] = ACTIONS(136),
    [anon_sym_remove] = ACTIONS(136),
    [anon_sym_rank] = ACTIONS(136),
    [anon_sym_file] = ACTIONS(136),
    [anon_sym_RBRACE] = ACTIONS(140),
    [anon_sym_step] = ACTIONS(142),
    [anon_sym_slide] = ACTIONS(142),
    [anon_sym_leap] = ACTIONS(142),
    [anon_sym_jump] = ACTIONS(142),
    [anon_sym_hop] = ACTIONS(142),
    [anon_sym_fly] = ACTIONS(142),
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
    [anon_sym_quiet] = ACTIONS(142),
    [anon_sym_grid] = ACTIONS(136),
    [anon_sym_cells] = ACTIONS(136),
    [anon_sym_numbers] = ACTIONS(136),
    [anon_sym_by] = ACTIONS(136),
    [anon_sym_over] = ACTIONS(136),
    [anon_sym_chained] = ACTIONS(136),
    [anon_sym_on] = ACTIONS(136),
    [anon_sym_ends] = ACTIONS(136),
    [anon_sym_move] = ACTIONS(136),
    [anon_sym_mandatory] = ACTIONS(136),
    [anon_sym_no] = ACTIONS(136),
    [anon_sym_repetition] = ACTIONS(136),
    [anon_sym_plies] = ACTIONS(136),
    [anon_sym_since] = ACTIONS(136),
    [anon_sym_stacks] = ACTIONS(136),
    [anon_sym_unlimited] = ACTIONS(136),
    [anon_sym_onto] = ACTIONS(136),
    [anon_sym_lift] = ACTIONS(136),
    [anon_sym_if] = ACTIONS(136),
    [anon_sym_and] = ACTIONS(136),
    [anon_sym_or] = ACTIONS(136),
    [anon_sym_not] = ACTIONS(136),
    [anon_sym_below] = ACTIONS(136),
    [anon_sym_is] = ACTIONS(136),
    [anon_sym_in] = ACTIONS(136),
    [anon_sym_height] = ACTIONS(136),
    [anon_sym_count] = ACTIONS(136),
    [anon_sym_showing] = ACTIONS(136),
    [anon_sym_pieces] = ACTIONS(136),
    [anon_sym_off] = ACTIONS(136),
    [anon_sym_after] = ACTIONS(136),
    [anon_sym_stack] = ACTIONS(136),
    [anon_sym_through] = ACTIONS(136),
    [anon_sym_facing] = ACTIONS(136),
    [anon_sym_explode] = ACTIONS(136),
    [anon_sym_check] = ACTIONS(136),
    [anon_sym_max] = ACTIONS(136),
    [anon_sym_exactly] = ACTIONS(136),
    [anon_sym_passing] = ACTIONS(136),
    [anon_sym_flying] = ACTIONS(136),
    [anon_sym_connected] = ACTIONS(136),
    [anon_sym_within] = ACTIONS(136),
    [anon_sym_avoiding] = ACTIONS(136),
    [anon_sym_stopping] = ACTIONS(136),
    [anon_sym_outside] = ACTIONS(136),
    [anon_sym_custodian] = ACTIONS(136),
    [anon_sym_captured] = ACTIONS(136),
    [anon_sym_against] = ACTIONS(136),
    [anon_sym_surrounded] = ACTIONS(136),
    [anon_sym_actions] = ACTIONS(136),
    [anon_sym_until] = ACTIONS(136),
    [anon_sym_at] = ACTIONS(136),
    [anon_sym_most] = ACTIONS(136),
    [anon_sym_steal] = ACTIONS(136),
    [anon_sym_adjacent] = ACTIONS(136),
    [anon_sym_flips] = ACTIONS(136),
    [anon_sym_enters] = ACTIONS(136),
    [anon_sym_when] = ACTIONS(136),
    [anon_sym_add] = ACTIONS(136),
    [anon_sym_clear] = ACTIONS(136),
    [anon_sym_reset] = ACTIONS(136),
    [anon_sym_place] = ACTIONS(136),
    [anon_sym_of] = ACTIONS(136),
    [anon_sym_into] = ACTIONS(136),
    [anon_sym_arrows] = ACTIONS(136),
    [anon_sym_colour] = ACTIONS(136),
    [anon_sym_beside] = ACTIONS(136),
    [anon_sym_legend] = ACTIONS(136),
    [anon_sym_team] = ACTIONS(136),
    [anon_sym_copies] = ACTIONS(136),
    [anon_sym_deal] = ACTIONS(136),
    [anon_sym_each] = ACTIONS(136),
    [anon_sym_hands] = ACTIONS(136),
    [anon_sym_as] = ACTIONS(136),
    [anon_sym_control] = ACTIONS(136),
    [anon_sym_skip] = ACTIONS(136),
    [anon_sym_swap] = ACTIONS(136),
    [anon_sym_partner] = ACTIONS(136),
    [anon_sym_split] = ACTIONS(136),
    [anon_sym_pass] = ACTIONS(136),
    [anon_sym_then] = ACTIONS(136),
    [anon_sym_play] = ACTIONS(136),
    [anon_sym_again] = ACTIONS(136),
    [anon_sym_cancel] = ACTIONS(136),
    [anon_sym_for] = ACTIONS(136),
    [anon_sym_replay] = ACTIONS(136),
    [anon_sym_stay] = ACTIONS(136),
    [anon_sym_exchange] = ACTIONS(136),
    [anon_sym_with] = ACTIONS(136),
    [anon_sym_announce] = ACTIONS(136),
    [anon_sym_deeper] = ACTIONS(136),
    [anon_sym_optional] = ACTIONS(136),
    [anon_sym_without] = ACTIONS(136),
    [anon_sym_mate] = ACTIONS(136),
    [anon_sym_score] = ACTIONS(136),
    [anon_sym_attacked] = ACTIONS(136),
    [anon_sym_long] = ACTIONS(136),
    [anon_sym_reversing] = ACTIONS(136),
    [anon_sym_once] = ACTIONS(136),
    [anon_sym_continue] = ACTIONS(136),
    [anon_sym_merge] = ACTIONS(136),
    [anon_sym_lines] = ACTIONS(136),
    [anon_sym_except] = ACTIONS(136),
    [anon_sym_same] = ACTIONS(136),
    [anon_sym_captures] = ACTIONS(136),
    [anon_sym_falling] = ACTIONS(136),
    [anon_sym_line] = ACTIONS(136),
    [anon_sym_moves] = ACTIONS(136),
    [anon_sym_flipping] = ACTIONS(136),
    [anon_sym_hex] = ACTIONS(136),
    [anon_sym_connects] = ACTIONS(136),
    [anon_sym_shoot] = ACTIONS(136),
    [anon_sym_allowed] = ACTIONS(136),
    [anon_sym_capture] = ACTIONS(136),
    [anon_sym_groups] = ACTIONS(136),
    [anon_sym_suicide] = ACTIONS(136),
    [anon_sym_ko] = ACTIONS(136),
    [anon_sym_simple] = ACTIONS(136),
    [anon_sym_positional] = ACTIONS(136),
    [anon_sym_passes] = ACTIONS(136),
    [anon_sym_komi] = ACTIONS(136),
    [anon_sym_next] = ACTIONS(136),
    [anon_sym_claim] = ACTIONS(136),
    [anon_sym_moved] = ACTIONS(136),
    [anon_sym_en_DASHpassant] = ACTIONS(136),
    [anon_sym_hand] = ACTIONS(136),
    [anon_sym_counter] = ACTIONS(136),
    [anon_sym_LPAREN] = ACTIONS(84),
    [anon_sym_LT_EQ] = ACTIONS(76),
    [anon_sym_GT_EQ] = ACTIONS(76),
    [anon_sym_BANG_EQ] = ACTIONS(76),
    [anon_sym_LT] = ACTIONS(86),
    [anon_sym_GT] = ACTIONS(86),
    [anon_sym_DOT_DOT] = ACTIONS(76),
    [anon_sym_PIPE] = ACTIONS(76),
    [sym_integer] = ACTIONS(138),
    [sym_string] = ACTIONS(138),
    [sym_comment] = ACTIONS(3),
  },
  [11] = {
    [sym__statement_part] = STATE(13),
    [sym_group] = STATE(13),
    [sym_operator] = STATE(13),
    [aux_sym_move_statement_repeat1] = STATE(13),
    [sym_name] = ACTIONS(144),
    [anon_sym_game] = ACTIONS(136),
    [anon_sym_extends] = ACTIONS(136),
    [anon_sym_players] = ACTIONS(136),
    [anon_sym_sides] = ACTIONS(136),
    [anon_sym_board] = ACTIONS(136),
    [anon_sym_setup] = ACTIONS(136),
    [anon_sym_rules] = ACTIONS(136),
    [anon_sym_end] = ACTIONS(136),
    [anon_sym_turn] = ACTIONS(136),
    [anon_sym_cards] = ACTIONS(136),
    [anon_sym_picture] = ACTIONS(136),
    [anon_sym_sowing] = ACTIONS(136),
    [anon_sym_race] = ACTIONS(136),
    [anon_sym_directions] = ACTIONS(136),
    [anon_sym_EQ] = ACTIONS(76),
    [anon_sym_COMMA] = ACTIONS(146),
    [anon_sym_zone] = ACTIONS(136),
    [anon_sym_COLON] = ACTIONS(146),
    [anon_sym_piece] = ACTIONS(136),
    [anon_sym_card] = ACTIONS(136),
    [anon_sym_counters] = ACTIONS(136),
    [anon_sym_track] = ACTIONS(136),
    [anon_sym_loop] = ACTIONS(136),
    [anon_sym_branch] = ACTIONS(136),
    [anon_sym_from] = ACTIONS(136),
    [anon_sym_store] = ACTIONS(136),
    [anon_sym_to] = ACTIONS(136),
    [anon_sym_captor] = ACTIONS(136),
    [anon_sym_remove] = ACTIONS(136),
    [anon_sym_rank] = ACTIONS(136),
    [anon_sym_file] = ACTIONS(136),
    [anon_sym_RBRACE] = ACTIONS(148),
    [anon_sym_step] = ACTIONS(150),
    [anon_sym_slide] = ACTIONS(150),
    [anon_sym_leap] = ACTIONS(150),
    [anon_sym_jump] = ACTIONS(150),
    [anon_sym_hop] = ACTIONS(150),
    [anon_sym_fly] = ACTIONS(150),
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
    [anon_sym_quiet] = ACTIONS(150),
    [anon_sym_grid] = ACTIONS(136),
    [anon_sym_cells] = ACTIONS(136),
    [anon_sym_numbers] = ACTIONS(136),
    [anon_sym_by] = ACTIONS(136),
    [anon_sym_over] = ACTIONS(136),
    [anon_sym_chained] = ACTIONS(136),
    [anon_sym_on] = ACTIONS(136),
    [anon_sym_ends] = ACTIONS(136),
    [anon_sym_move] = ACTIONS(136),
    [anon_sym_mandatory] = ACTIONS(136),
    [anon_sym_no] = ACTIONS(136),
    [anon_sym_repetition] = ACTIONS(136),
    [anon_sym_plies] = ACTIONS(136),
    [anon_sym_since] = ACTIONS(136),
    [anon_sym_stacks] = ACTIONS(136),
    [anon_sym_unlimited] = ACTIONS(136),
    [anon_sym_onto] = ACTIONS(136),
    [anon_sym_lift] = ACTIONS(136),
    [anon_sym_if] = ACTIONS(136),
    [anon_sym_and] = ACTIONS(136),
    [anon_sym_or] = ACTIONS(136),
    [anon_sym_not] = ACTIONS(136),
    [anon_sym_below] = ACTIONS(136),
    [anon_sym_is] = ACTIONS(136),
    [anon_sym_in] = ACTIONS(136),
    [anon_sym_height] = ACTIONS(136),
    [anon_sym_count] = ACTIONS(136),
    [anon_sym_showing] = ACTIONS(136),
    [anon_sym_pieces] = ACTIONS(136),
    [anon_sym_off] = ACTIONS(136),
    [anon_sym_after] = ACTIONS(136),
    [anon_sym_stack] = ACTIONS(136),
    [anon_sym_through] = ACTIONS(136),
    [anon_sym_facing] = ACTIONS(136),
    [anon_sym_explode] = ACTIONS(136),
    [anon_sym_check] = ACTIONS(136),
    [anon_sym_max] = ACTIONS(136),
    [anon_sym_exactly] = ACTIONS(136),
    [anon_sym_passing] = ACTIONS(136),
    [anon_sym_flying] = ACTIONS(136),
    [anon_sym_connected] = ACTIONS(136),
    [anon_sym_within] = ACTIONS(136),
    [anon_sym_avoiding] = ACTIONS(136),
    [anon_sym_stopping] = ACTIONS(136),
    [anon_sym_outside] = ACTIONS(136),
    [anon_sym_custodian] = ACTIONS(136),
    [anon_sym_captured] = ACTIONS(136),
    [anon_sym_against] = ACTIONS(136),
    [anon_sym_surrounded] = ACTIONS(136),
    [anon_sym_actions] = ACTIONS(136),
    [anon_sym_until] = ACTIONS(136),
    [anon_sym_at] = ACTIONS(136),
    [anon_sym_most] = ACTIONS(136),
    [anon_sym_steal] = ACTIONS(136),
    [anon_sym_adjacent] = ACTIONS(136),
    [anon_sym_flips] = ACTIONS(136),
    [anon_sym_enters] = ACTIONS(136),
    [anon_sym_when] = ACTIONS(136),
    [anon_sym_add] = ACTIONS(136),
    [anon_sym_clear] = ACTIONS(136),
    [anon_sym_reset] = ACTIONS(136),
    [anon_sym_place] = ACTIONS(136),
    [anon_sym_of] = ACTIONS(136),
    [anon_sym_into] = ACTIONS(136),
    [anon_sym_arrows] = ACTIONS(136),
    [anon_sym_colour] = ACTIONS(136),
    [anon_sym_beside] = ACTIONS(136),
    [anon_sym_legend] = ACTIONS(136),
    [anon_sym_team] = ACTIONS(136),
    [anon_sym_copies] = ACTIONS(136),
    [anon_sym_deal] = ACTIONS(136),
    [anon_sym_each] = ACTIONS(136),
    [anon_sym_hands] = ACTIONS(136),
    [anon_sym_as] = ACTIONS(136),
    [anon_sym_control] = ACTIONS(136),
    [anon_sym_skip] = ACTIONS(136),
    [anon_sym_swap] = ACTIONS(136),
    [anon_sym_partner] = ACTIONS(136),
    [anon_sym_split] = ACTIONS(136),
    [anon_sym_pass] = ACTIONS(136),
    [anon_sym_then] = ACTIONS(136),
    [anon_sym_play] = ACTIONS(136),
    [anon_sym_again] = ACTIONS(136),
    [anon_sym_cancel] = ACTIONS(136),
    [anon_sym_for] = ACTIONS(136),
    [anon_sym_replay] = ACTIONS(136),
    [anon_sym_stay] = ACTIONS(136),
    [anon_sym_exchange] = ACTIONS(136),
    [anon_sym_with] = ACTIONS(136),
    [anon_sym_announce] = ACTIONS(136),
    [anon_sym_deeper] = ACTIONS(136),
    [anon_sym_optional] = ACTIONS(136),
    [anon_sym_without] = ACTIONS(136),
    [anon_sym_mate] = ACTIONS(136),
    [anon_sym_score] = ACTIONS(136),
    [anon_sym_attacked] = ACTIONS(136),
    [anon_sym_long] = ACTIONS(136),
    [anon_sym_reversing] = ACTIONS(136),
    [anon_sym_once] = ACTIONS(136),
    [anon_sym_continue] = ACTIONS(136),
    [anon_sym_merge] = ACTIONS(136),
    [anon_sym_lines] = ACTIONS(136),
    [anon_sym_except] = ACTIONS(136),
    [anon_sym_same] = ACTIONS(136),
    [anon_sym_captures] = ACTIONS(136),
    [anon_sym_falling] = ACTIONS(136),
    [anon_sym_line] = ACTIONS(136),
    [anon_sym_moves] = ACTIONS(136),
    [anon_sym_flipping] = ACTIONS(136),
    [anon_sym_hex] = ACTIONS(136),
    [anon_sym_connects] = ACTIONS(136),
    [anon_sym_shoot] = ACTIONS(136),
    [anon_sym_allowed] = ACTIONS(136),
    [anon_sym_capture] = ACTIONS(136),
    [anon_sym_groups] = ACTIONS(136),
    [anon_sym_suicide] = ACTIONS(136),
    [anon_sym_ko] = ACTIONS(136),
    [anon_sym_simple] = ACTIONS(136),
    [anon_sym_positional] = ACTIONS(136),
    [anon_sym_passes] = ACTIONS(136),
    [anon_sym_komi] = ACTIONS(136),
    [anon_sym_next] = ACTIONS(136),
    [anon_sym_claim] = ACTIONS(136),
    [anon_sym_moved] = ACTIONS(136),
    [anon_sym_en_DASHpassant] = ACTIONS(136),
    [anon_sym_hand] = ACTIONS(136),
    [anon_sym_counter] = ACTIONS(136),
    [anon_sym_LPAREN] = ACTIONS(84),
    [anon_sym_LT_EQ] = ACTIONS(76),
    [anon_sym_GT_EQ] = ACTIONS(76),
    [anon_sym_BANG_EQ] = ACTIONS(76),
    [anon_sym_LT] = ACTIONS(86),
    [anon_sym_GT] = ACTIONS(86),
    [anon_sym_DOT_DOT] = ACTIONS(76),
    [anon_sym_PIPE] = ACTIONS(76),
    [sym_integer] = ACTIONS(146),
    [sym_string] = ACTIONS(146),
    [sym_comment] = ACTIONS(3),
  },
  [12] = {
    [sym__statement_part] = STATE(14),
    [sym_group] = STATE(14),
    [sym_operator] = STATE(14),
    [aux_sym_move_statement_repeat1] = STATE(14),
    [sym_name] = ACTIONS(152),
    [anon_sym_game] = ACTIONS(136),
    [anon_sym_extends] = ACTIONS(136),
    [anon_sym_players] = ACTIONS(136),
    [anon_sym_sides] = ACTIONS(136),
    [anon_sym_board] = ACTIONS(136),
    [anon_sym_setup] = ACTIONS(136),
    [anon_sym_rules] = ACTIONS(136),
    [anon_sym_end] = ACTIONS(136),
    [anon_sym_turn] = ACTIONS(136),
    [anon_sym_cards] = ACTIONS(136),
    [anon_sym_picture] = ACTIONS(136),
    [anon_sym_sowing] = ACTIONS(136),
    [anon_sym_race] = ACTIONS(136),
    [anon_sym_directions] = ACTIONS(136),
    [anon_sym_EQ] = ACTIONS(76),
    [anon_sym_COMMA] = ACTIONS(154),
    [anon_sym_zone] = ACTIONS(136),
    [anon_sym_COLON] = ACTIONS(154),
    [anon_sym_piece] = ACTIONS(136),
    [anon_sym_card] = ACTIONS(136),
    [anon_sym_counters] = ACTIONS(136),
    [anon_sym_track] = ACTIONS(136),
    [anon_sym_loop] = ACTIONS(136),
    [anon_sym_branch] = ACTIONS(136),
    [anon_sym_from] = ACTIONS(136),
    [anon_sym_store] = ACTIONS(136),
    [anon_sym_to] = ACTIONS(136),
    [anon_sym_captor] = ACTIONS(136),
    [anon_sym_remove] = ACTIONS(136),
    [anon_sym_rank] = ACTIONS(136),
    [anon_sym_file] = ACTIONS(136),
    [anon_sym_RBRACE] = ACTIONS(156),
    [anon_sym_step] = ACTIONS(158),
    [anon_sym_slide] = ACTIONS(158),
    [anon_sym_leap] = ACTIONS(158),
    [anon_sym_jump] = ACTIONS(158),
    [anon_sym_hop] = ACTIONS(158),
    [anon_sym_fly] = ACTIONS(158),
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
    [anon_sym_quiet] = ACTIONS(158),
    [anon_sym_grid] = ACTIONS(136),
    [anon_sym_cells] = ACTIONS(136),
    [anon_sym_numbers] = ACTIONS(136),
    [anon_sym_by] = ACTIONS(136),
    [anon_sym_over] = ACTIONS(136),
    [anon_sym_chained] = ACTIONS(136),
    [anon_sym_on] = ACTIONS(136),
    [anon_sym_ends] = ACTIONS(136),
    [anon_sym_move] = ACTIONS(136),
    [anon_sym_mandatory] = ACTIONS(136),
    [anon_sym_no] = ACTIONS(136),
    [anon_sym_repetition] = ACTIONS(136),
    [anon_sym_plies] = ACTIONS(136),
    [anon_sym_since] = ACTIONS(136),
    [anon_sym_stacks] = ACTIONS(136),
    [anon_sym_unlimited] = ACTIONS(136),
    [anon_sym_onto] = ACTIONS(136),
    [anon_sym_lift] = ACTIONS(136),
    [anon_sym_if] = ACTIONS(136),
    [anon_sym_and] = ACTIONS(136),
    [anon_sym_or] = ACTIONS(136),
    [anon_sym_not] = ACTIONS(136),
    [anon_sym_below] = ACTIONS(136),
    [anon_sym_is] = ACTIONS(136),
    [anon_sym_in] = ACTIONS(136),
    [anon_sym_height] = ACTIONS(136),
    [anon_sym_count] = ACTIONS(136),
    [anon_sym_showing] = ACTIONS(136),
    [anon_sym_pieces] = ACTIONS(136),
    [anon_sym_off] = ACTIONS(136),
    [anon_sym_after] = ACTIONS(136),
    [anon_sym_stack] = ACTIONS(136),
    [anon_sym_through] = ACTIONS(136),
    [anon_sym_facing] = ACTIONS(136),
    [anon_sym_explode] = ACTIONS(136),
    [anon_sym_check] = ACTIONS(136),
    [anon_sym_max] = ACTIONS(136),
    [anon_sym_exactly] = ACTIONS(136),
    [anon_sym_passing] = ACTIONS(136),
    [anon_sym_flying] = ACTIONS(136),
    [anon_sym_connected] = ACTIONS(136),
    [anon_sym_within] = ACTIONS(136),
    [anon_sym_avoiding] = ACTIONS(136),
    [anon_sym_stopping] = ACTIONS(136),
    [anon_sym_outside] = ACTIONS(136),
    [anon_sym_custodian] = ACTIONS(136),
    [anon_sym_captured] = ACTIONS(136),
    [anon_sym_against] = ACTIONS(136),
    [anon_sym_surrounded] = ACTIONS(136),
    [anon_sym_actions] = ACTIONS(136),
    [anon_sym_until] = ACTIONS(136),
    [anon_sym_at] = ACTIONS(136),
    [anon_sym_most] = ACTIONS(136),
    [anon_sym_steal] = ACTIONS(136),
    [anon_sym_adjacent] = ACTIONS(136),
    [anon_sym_flips] = ACTIONS(136),
    [anon_sym_enters] = ACTIONS(136),
    [anon_sym_when] = ACTIONS(136),
    [anon_sym_add] = ACTIONS(136),
    [anon_sym_clear] = ACTIONS(136),
    [anon_sym_reset] = ACTIONS(136),
    [anon_sym_place] = ACTIONS(136),
    [anon_sym_of] = ACTIONS(136),
    [anon_sym_into] = ACTIONS(136),
    [anon_sym_arrows] = ACTIONS(136),
    [anon_sym_colour] = ACTIONS(136),
    [anon_sym_beside] = ACTIONS(136),
    [anon_sym_legend] = ACTIONS(136),
    [anon_sym_team] = ACTIONS(136),
    [anon_sym_copies] = ACTIONS(136),
    [anon_sym_deal] = ACTIONS(136),
    [anon_sym_each] = ACTIONS(136),
    [anon_sym_hands] = ACTIONS(136),
    [anon_sym_as] = ACTIONS(136),
    [anon_sym_control] = ACTIONS(136),
    [anon_sym_skip] = ACTIONS(136),
    [anon_sym_swap] = ACTIONS(136),
    [anon_sym_partner] = ACTIONS(136),
    [anon_sym_split] = ACTIONS(136),
    [anon_sym_pass] = ACTIONS(136),
    [anon_sym_then] = ACTIONS(136),
    [anon_sym_play] = ACTIONS(136),
    [anon_sym_again] = ACTIONS(136),
    [anon_sym_cancel] = ACTIONS(136),
    [anon_sym_for] = ACTIONS(136),
    [anon_sym_replay] = ACTIONS(136),
    [anon_sym_stay] = ACTIONS(136),
    [anon_sym_exchange] = ACTIONS(136),
    [anon_sym_with] = ACTIONS(136),
    [anon_sym_announce] = ACTIONS(136),
    [anon_sym_deeper] = ACTIONS(136),
    [anon_sym_optional] = ACTIONS(136),
    [anon_sym_without] = ACTIONS(136),
    [anon_sym_mate] = ACTIONS(136),
    [anon_sym_score] = ACTIONS(136),
    [anon_sym_attacked] = ACTIONS(136),
    [anon_sym_long] = ACTIONS(136),
    [anon_sym_reversing] = ACTIONS(136),
    [anon_sym_once] = ACTIONS(136),
    [anon_sym_continue] = ACTIONS(136),
    [anon_sym_merge] = ACTIONS(136),
    [anon_sym_lines] = ACTIONS(136),
    [anon_sym_except] = ACTIONS(136),
    [anon_sym_same] = ACTIONS(136),
    [anon_sym_captures] = ACTIONS(136),
    [anon_sym_falling] = ACTIONS(136),
    [anon_sym_line] = ACTIONS(136),
    [anon_sym_moves] = ACTIONS(136),
    [anon_sym_flipping] = ACTIONS(136),
    [anon_sym_hex] = ACTIONS(136),
    [anon_sym_connects] = ACTIONS(136),
    [anon_sym_shoot] = ACTIONS(136),
    [anon_sym_allowed] = ACTIONS(136),
    [anon_sym_capture] = ACTIONS(136),
    [anon_sym_groups] = ACTIONS(136),
    [anon_sym_suicide] = ACTIONS(136),
    [anon_sym_ko] = ACTIONS(136),
    [anon_sym_simple] = ACTIONS(136),
    [anon_sym_positional] = ACTIONS(136),
    [anon_sym_passes] = ACTIONS(136),
    [anon_sym_komi] = ACTIONS(136),
    [anon_sym_next] = ACTIONS(136),
    [anon_sym_claim] = ACTIONS(136),
    [anon_sym_moved] = ACTIONS(136),
    [anon_sym_en_DASHpassant] = ACTIONS(136),
    [anon_sym_hand] = ACTIONS(136),
    [anon_sym_counter] = ACTIONS(136),
    [anon_sym_LPAREN] = ACTIONS(84),
    [anon_sym_LT_EQ] = ACTIONS(76),
    [anon_sym_GT_EQ] = ACTIONS(76),
    [anon_sym_BANG_EQ] = ACTIONS(76),
    [anon_sym_LT] = ACTIONS(86),
    [anon_sym_GT] = ACTIONS(86),
    [anon_sym_DOT_DOT] = ACTIONS(76),
    [anon_sym_PIPE] = ACTIONS(76),
    [sym_integer] = ACTIONS(154),
    [sym_string] = ACTIONS(154),
    [sym_comment] = ACTIONS(3),
  },
  [13] = {
    [sym__statement_part] = STATE(13),
    [sym_group] = STATE(13),
    [sym_operator] = STATE(13),
    [aux_sym_move_statement_repeat1] = STATE(13),
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
    [anon_sym_sowing] = ACTIONS(163),
    [anon_sym_race] = ACTIONS(163),
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
    [anon_sym_to] = ACTIONS(163),
    [anon_sym_captor] = ACTIONS(163),
    [anon_sym_remove] = ACTIONS(163),
    [anon_sym_rank] = ACTIONS(163),
    [anon_sym_file] = ACTIONS(163),
    [anon_sym_RBRACE] = ACTIONS(172),
    [anon_sym_step] = ACTIONS(174),
    [anon_sym_slide] = ACTIONS(174),
    [anon_sym_leap] = ACTIONS(174),
    [anon_sym_jump] = ACTIONS(174),
    [anon_sym_hop] = ACTIONS(174),
    [anon_sym_fly] = ACTIONS(174),
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
    [anon_sym_quiet] = ACTIONS(174),
    [anon_sym_grid] = ACTIONS(163),
    [anon_sym_cells] = ACTIONS(163),
    [anon_sym_numbers] = ACTIONS(163),
    [anon_sym_by] = ACTIONS(163),
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
    [anon_sym_through] = ACTIONS(163),
    [anon_sym_facing] = ACTIONS(163),
    [anon_sym_explode] = ACTIONS(163),
    [anon_sym_check] = ACTIONS(163),
    [anon_sym_max] = ACTIONS(163),
    [anon_sym_exactly] = ACTIONS(163),
    [anon_sym_passing] = ACTIONS(163),
    [anon_sym_flying] = ACTIONS(163),
    [anon_sym_connected] = ACTIONS(163),
    [anon_sym_within] = ACTIONS(163),
    [anon_sym_avoiding] = ACTIONS(163),
    [anon_sym_stopping] = ACTIONS(163),
    [anon_sym_outside] = ACTIONS(163),
    [anon_sym_custodian] = ACTIONS(163),
    [anon_sym_captured] = ACTIONS(163),
    [anon_sym_against] = ACTIONS(163),
    [anon_sym_surrounded] = ACTIONS(163),
    [anon_sym_actions] = ACTIONS(163),
    [anon_sym_until] = ACTIONS(163),
    [anon_sym_at] = ACTIONS(163),
    [anon_sym_most] = ACTIONS(163),
    [anon_sym_steal] = ACTIONS(163),
    [anon_sym_adjacent] = ACTIONS(163),
    [anon_sym_flips] = ACTIONS(163),
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
    [anon_sym_optional] = ACTIONS(163),
    [anon_sym_without] = ACTIONS(163),
    [anon_sym_mate] = ACTIONS(163),
    [anon_sym_score] = ACTIONS(163),
    [anon_sym_attacked] = ACTIONS(163),
    [anon_sym_long] = ACTIONS(163),
    [anon_sym_reversing] = ACTIONS(163),
    [anon_sym_once] = ACTIONS(163),
    [anon_sym_continue] = ACTIONS(163),
    [anon_sym_merge] = ACTIONS(163),
    [anon_sym_lines] = ACTIONS(163),
    [anon_sym_except] = ACTIONS(163),
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
    [anon_sym_capture] = ACTIONS(163),
    [anon_sym_groups] = ACTIONS(163),
    [anon_sym_suicide] = ACTIONS(163),
    [anon_sym_ko] = ACTIONS(163),
    [anon_sym_simple] = ACTIONS(163),
    [anon_sym_positional] = ACTIONS(163),
    [anon_sym_passes] = ACTIONS(163),
    [anon_sym_komi] = ACTIONS(163),
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
  [14] = {
    [sym__statement_part] = STATE(13),
    [sym_group] = STATE(13),
    [sym_operator] = STATE(13),
    [aux_sym_move_statement_repeat1] = STATE(13),
    [sym_name] = ACTIONS(144),
    [anon_sym_game] = ACTIONS(136),
    [anon_sym_extends] = ACTIONS(136),
    [anon_sym_players] = ACTIONS(136),
    [anon_sym_sides] = ACTIONS(136),
    [anon_sym_board] = ACTIONS(136),
    [anon_sym_setup] = ACTIONS(136),
    [anon_sym_rules] = ACTIONS(136),
    [anon_sym_end] = ACTIONS(136),
    [anon_sym_turn] = ACTIONS(136),
    [anon_sym_cards] = ACTIONS(136),
    [anon_sym_picture] = ACTIONS(136),
    [anon_sym_sowing] = ACTIONS(136),
    [anon_sym_race] = ACTIONS(136),
    [anon_sym_directions] = ACTIONS(136),
    [anon_sym_EQ] = ACTIONS(76),
    [anon_sym_COMMA] = ACTIONS(146),
    [anon_sym_zone] = ACTIONS(136),
    [anon_sym_COLON] = ACTIONS(146),
    [anon_sym_piece] = ACTIONS(136),
    [anon_sym_card] = ACTIONS(136),
    [anon_sym_counters] = ACTIONS(136),
    [anon_sym_track] = ACTIONS(136),
    [anon_sym_loop] = ACTIONS(136),
    [anon_sym_branch] = ACTIONS(136),
    [anon_sym_from] = ACTIONS(136),
    [anon_sym_store] = ACTIONS(136),
    [anon_sym_to] = ACTIONS(136),
    [anon_sym_captor] = ACTIONS(136),
    [anon_sym_remove] = ACTIONS(136),
    [anon_sym_rank] = ACTIONS(136),
    [anon_sym_file] = ACTIONS(136),
    [anon_sym_RBRACE] = ACTIONS(182),
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
    [anon_sym_quiet] = ACTIONS(184),
    [anon_sym_grid] = ACTIONS(136),
    [anon_sym_cells] = ACTIONS(136),
    [anon_sym_numbers] = ACTIONS(136),
    [anon_sym_by] = ACTIONS(136),
    [anon_sym_over] = ACTIONS(136),
    [anon_sym_chained] = ACTIONS(136),
    [anon_sym_on] = ACTIONS(136),
    [anon_sym_ends] = ACTIONS(136),
    [anon_sym_move] = ACTIONS(136),
    [anon_sym_mandatory] = ACTIONS(136),
    [anon_sym_no] = ACTIONS(136),
    [anon_sym_repetition] = ACTIONS(136),
    [anon_sym_plies] = ACTIONS(136),
    [anon_sym_since] = ACTIONS(136),
    [anon_sym_stacks] = ACTIONS(136),
    [anon_sym_unlimited] = ACTIONS(136),
    [anon_sym_onto] = ACTIONS(136),
    [anon_sym_lift] = ACTIONS(136),
    [anon_sym_if] = ACTIONS(136),
    [anon_sym_and] = ACTIONS(136),
    [anon_sym_or] = ACTIONS(136),
    [anon_sym_not] = ACTIONS(136),
    [anon_sym_below] = ACTIONS(136),
    [anon_sym_is] = ACTIONS(136),
    [anon_sym_in] = ACTIONS(136),
    [anon_sym_height] = ACTIONS(136),
    [anon_sym_count] = ACTIONS(136),
    [anon_sym_showing] = ACTIONS(136),
    [anon_sym_pieces] = ACTIONS(136),
    [anon_sym_off] = ACTIONS(136),
    [anon_sym_after] = ACTIONS(136),
    [anon_sym_stack] = ACTIONS(136),
    [anon_sym_through] = ACTIONS(136),
    [anon_sym_facing] = ACTIONS(136),
    [anon_sym_explode] = ACTIONS(136),
    [anon_sym_check] = ACTIONS(136),
    [anon_sym_max] = ACTIONS(136),
    [anon_sym_exactly] = ACTIONS(136),
    [anon_sym_passing] = ACTIONS(136),
    [anon_sym_flying] = ACTIONS(136),
    [anon_sym_connected] = ACTIONS(136),
    [anon_sym_within] = ACTIONS(136),
    [anon_sym_avoiding] = ACTIONS(136),
    [anon_sym_stopping] = ACTIONS(136),
    [anon_sym_outside] = ACTIONS(136),
    [anon_sym_custodian] = ACTIONS(136),
    [anon_sym_captured] = ACTIONS(136),
    [anon_sym_against] = ACTIONS(136),
    [anon_sym_surrounded] = ACTIONS(136),
    [anon_sym_actions] = ACTIONS(136),
    [anon_sym_until] = ACTIONS(136),
    [anon_sym_at] = ACTIONS(136),
    [anon_sym_most] = ACTIONS(136),
    [anon_sym_steal] = ACTIONS(136),
    [anon_sym_adjacent] = ACTIONS(136),
    [anon_sym_flips] = ACTIONS(136),
    [anon_sym_enters] = ACTIONS(136),
    [anon_sym_when] = ACTIONS(136),
    [anon_sym_add] = ACTIONS(136),
    [anon_sym_clear] = ACTIONS(136),
    [anon_sym_reset] = ACTIONS(136),
    [anon_sym_place] = ACTIONS(136),
    [anon_sym_of] = ACTIONS(136),
    [anon_sym_into] = ACTIONS(136),
    [anon_sym_arrows] = ACTIONS(136),
    [anon_sym_colour] = ACTIONS(136),
    [anon_sym_beside] = ACTIONS(136),
    [anon_sym_legend] = ACTIONS(136),
    [anon_sym_team] = ACTIONS(136),
    [anon_sym_copies] = ACTIONS(136),
    [anon_sym_deal] = ACTIONS(136),
    [anon_sym_each] = ACTIONS(136),
    [anon_sym_hands] = ACTIONS(136),
    [anon_sym_as] = ACTIONS(136),
    [anon_sym_control] = ACTIONS(136),
    [anon_sym_skip] = ACTIONS(136),
    [anon_sym_swap] = ACTIONS(136),
    [anon_sym_partner] = ACTIONS(136),
    [anon_sym_split] = ACTIONS(136),
    [anon_sym_pass] = ACTIONS(136),
    [anon_sym_then] = ACTIONS(136),
    [anon_sym_play] = ACTIONS(136),
    [anon_sym_again] = ACTIONS(136),
    [anon_sym_cancel] = ACTIONS(136),
    [anon_sym_for] = ACTIONS(136),
    [anon_sym_replay] = ACTIONS(136),
    [anon_sym_stay] = ACTIONS(136),
    [anon_sym_exchange] = ACTIONS(136),
    [anon_sym_with] = ACTIONS(136),
    [anon_sym_announce] = ACTIONS(136),
    [anon_sym_deeper] = ACTIONS(136),
    [anon_sym_optional] = ACTIONS(136),
    [anon_sym_without] = ACTIONS(136),
    [anon_sym_mate] = ACTIONS(136),
    [anon_sym_score] = ACTIONS(136),
    [anon_sym_attacked] = ACTIONS(136),
    [anon_sym_long] = ACTIONS(136),
    [anon_sym_reversing] = ACTIONS(136),
    [anon_sym_once] = ACTIONS(136),
    [anon_sym_continue] = ACTIONS(136),
    [anon_sym_merge] = ACTIONS(136),
    [anon_sym_lines] = ACTIONS(136),
    [anon_sym_except] = ACTIONS(136),
    [anon_sym_same] = ACTIONS(136),
    [anon_sym_captures] = ACTIONS(136),
    [anon_sym_falling] = ACTIONS(136),
    [anon_sym_line] = ACTIONS(136),
    [anon_sym_moves] = ACTIONS(136),
    [anon_sym_flipping] = ACTIONS(136),
    [anon_sym_hex] = ACTIONS(136),
    [anon_sym_connects] = ACTIONS(136),
    [anon_sym_shoot] = ACTIONS(136),
    [anon_sym_allowed] = ACTIONS(136),
    [anon_sym_capture] = ACTIONS(136),
    [anon_sym_groups] = ACTIONS(136),
    [anon_sym_suicide] = ACTIONS(136),
    [anon_sym_ko] = ACTIONS(136),
    [anon_sym_simple] = ACTIONS(136),
    [anon_sym_positional] = ACTIONS(136),
    [anon_sym_passes] = ACTIONS(136),
    [anon_sym_komi] = ACTIONS(136),
    [anon_sym_next] = ACTIONS(136),
    [anon_sym_claim] = ACTIONS(136),
    [anon_sym_moved] = ACTIONS(136),
    [anon_sym_en_DASHpassant] = ACTIONS(136),
    [anon_sym_hand] = ACTIONS(136),
    [anon_sym_counter] = ACTIONS(136),
    [anon_sym_LPAREN] = ACTIONS(84),
    [anon_sym_LT_EQ] = ACTIONS(76),
    [anon_sym_GT_EQ] = ACTIONS(76),
    [anon_sym_BANG_EQ] = ACTIONS(76),
    [anon_sym_LT] = ACTIONS(86),
    [anon_sym_GT] = ACTIONS(86),
    [anon_sym_DOT_DOT] = ACTIONS(76),
    [anon_sym_PIPE] = ACTIONS(76),
    [sym_integer] = ACTIONS(146),
    [sym_string] = ACTIONS(146),
    [sym_comment] = ACTIONS(3),
  },
  [15] = {
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
    [anon_sym_sowing] = ACTIONS(186),
    [anon_sym_race] = ACTIONS(186),
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
    [anon_sym_to] = ACTIONS(186),
    [anon_sym_captor] = ACTIONS(186),
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
    [anon_sym_fly] = ACTIONS(186),
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
    [anon_sym_quiet] = ACTIONS(186),
    [anon_sym_grid] = ACTIONS(186),
    [anon_sym_cells] = ACTIONS(186),
    [anon_sym_numbers] = ACTIONS(186),
    [anon_sym_by] = ACTIONS(186),
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
    [anon_sym_through] = ACTIONS(186),
    [anon_sym_facing] = ACTIONS(186),
    [anon_sym_explode] = ACTIONS(186),
    [anon_sym_check] = ACTIONS(186),
    [anon_sym_max] = ACTIONS(186),
    [anon_sym_exactly] = ACTIONS(186),
    [anon_sym_passing] = ACTIONS(186),
    [anon_sym_flying] = ACTIONS(186),
    [anon_sym_connected] = ACTIONS(186),
    [anon_sym_within] = ACTIONS(186),
    [anon_sym_avoiding] = ACTIONS(186),
    [anon_sym_stopping] = ACTIONS(186),
    [anon_sym_outside] = ACTIONS(186),
    [anon_sym_custodian] = ACTIONS(186),
    [anon_sym_captured] = ACTIONS(186),
    [anon_sym_against] = ACTIONS(186),
    [anon_sym_surrounded] = ACTIONS(186),
    [anon_sym_actions] = ACTIONS(186),
    [anon_sym_until] = ACTIONS(186),
    [anon_sym_at] = ACTIONS(186),
    [anon_sym_most] = ACTIONS(186),
    [anon_sym_steal] = ACTIONS(186),
    [anon_sym_adjacent] = ACTIONS(186),
    [anon_sym_flips] = ACTIONS(186),
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
    [anon_sym_optional] = ACTIONS(186),
    [anon_sym_without] = ACTIONS(186),
    [anon_sym_mate] = ACTIONS(186),
    [anon_sym_score] = ACTIONS(186),
    [anon_sym_attacked] = ACTIONS(186),
    [anon_sym_long] = ACTIONS(186),
    [anon_sym_reversing] = ACTIONS(186),
    [anon_sym_once] = ACTIONS(186),
    [anon_sym_continue] = ACTIONS(186),
    [anon_sym_merge] = ACTIONS(186),
    [anon_sym_lines] = ACTIONS(186),
    [anon_sym_except] = ACTIONS(186),
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
    [anon_sym_capture] = ACTIONS(186),
    [anon_sym_groups] = ACTIONS(186),
    [anon_sym_suicide] = ACTIONS(186),
    [anon_sym_ko] = ACTIONS(186),
    [anon_sym_simple] = ACTIONS(186),
    [anon_sym_positional] = ACTIONS(186),
    [anon_sym_passes] = ACTIONS(186),
    [anon_sym_komi] = ACTIONS(186),
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
  [16] = {
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
    [anon_sym_sowing] = ACTIONS(190),
    [anon_sym_race] = ACTIONS(190),
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
    [anon_sym_to] = ACTIONS(190),
    [anon_sym_captor] = ACTIONS(190),
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
    [anon_sym_fly] = ACTIONS(190),
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
    [anon_sym_quiet] = ACTIONS(190),
    [anon_sym_grid] = ACTIONS(190),
    [anon_sym_cells] = ACTIONS(190),
    [anon_sym_numbers] = ACTIONS(190),
    [anon_sym_by] = ACTIONS(190),
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
    [anon_sym_through] = ACTIONS(190),
    [anon_sym_facing] = ACTIONS(190),
    [anon_sym_explode] = ACTIONS(190),
    [anon_sym_check] = ACTIONS(190),
    [anon_sym_max] = ACTIONS(190),
    [anon_sym_exactly] = ACTIONS(190),
    [anon_sym_passing] = ACTIONS(190),
    [anon_sym_flying] = ACTIONS(190),
    [anon_sym_connected] = ACTIONS(190),
    [anon_sym_within] = ACTIONS(190),
    [anon_sym_avoiding] = ACTIONS(190),
    [anon_sym_stopping] = ACTIONS(190),
    [anon_sym_outside] = ACTIONS(190),
    [anon_sym_custodian] = ACTIONS(190),
    [anon_sym_captured] = ACTIONS(190),
    [anon_sym_against] = ACTIONS(190),
    [anon_sym_surrounded] = ACTIONS(190),
    [anon_sym_actions] = ACTIONS(190),
    [anon_sym_until] = ACTIONS(190),
    [anon_sym_at] = ACTIONS(190),
    [anon_sym_most] = ACTIONS(190),
    [anon_sym_steal] = ACTIONS(190),
    [anon_sym_adjacent] = ACTIONS(190),
    [anon_sym_flips] = ACTIONS(190),
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
    [anon_sym_optional] = ACTIONS(190),
    [anon_sym_without] = ACTIONS(190),
    [anon_sym_mate] = ACTIONS(190),
    [anon_sym_score] = ACTIONS(190),
    [anon_sym_attacked] = ACTIONS(190),
    [anon_sym_long] = ACTIONS(190),
    [anon_sym_reversing] = ACTIONS(190),
    [anon_sym_once] = ACTIONS(190),
    [anon_sym_continue] = ACTIONS(190),
    [anon_sym_merge] = ACTIONS(190),
    [anon_sym_lines] = ACTIONS(190),
    [anon_sym_except] = ACTIONS(190),
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
    [anon_sym_capture] = ACTIONS(190),
    [anon_sym_groups] = ACTIONS(190),
    [anon_sym_suicide] = ACTIONS(190),
    [anon_sym_ko] = ACTIONS(190),
    [anon_sym_simple] = ACTIONS(190),
    [anon_sym_positional] = ACTIONS(190),
    [anon_sym_passes] = ACTIONS(190),
    [anon_sym_komi] = ACTIONS(190),
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
  [17] = {
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
    [anon_sym_sowing] = ACTIONS(194),
    [anon_sym_race] = ACTIONS(194),
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
    [anon_sym_to] = ACTIONS(194),
    [anon_sym_captor] = ACTIONS(194),
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
    [anon_sym_fly] = ACTIONS(194),
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
    [anon_sym_quiet] = ACTIONS(194),
    [anon_sym_grid] = ACTIONS(194),
    [anon_sym_cells] = ACTIONS(194),
    [anon_sym_numbers] = ACTIONS(194),
    [anon_sym_by] = ACTIONS(194),
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
    [anon_sym_through] = ACTIONS(194),
    [anon_sym_facing] = ACTIONS(194),
    [anon_sym_explode] = ACTIONS(194),
    [anon_sym_check] = ACTIONS(194),
    [anon_sym_max] = ACTIONS(194),
    [anon_sym_exactly] = ACTIONS(194),
    [anon_sym_passing] = ACTIONS(194),
    [anon_sym_flying] = ACTIONS(194),
    [anon_sym_connected] = ACTIONS(194),
    [anon_sym_within] = ACTIONS(194),
    [anon_sym_avoiding] = ACTIONS(194),
    [anon_sym_stopping] = ACTIONS(194),
    [anon_sym_outside] = ACTIONS(194),
    [anon_sym_custodian] = ACTIONS(194),
    [anon_sym_captured] = ACTIONS(194),
    [anon_sym_against] = ACTIONS(194),
    [anon_sym_surrounded] = ACTIONS(194),
    [anon_sym_actions] = ACTIONS(194),
    [anon_sym_until] = ACTIONS(194),
    [anon_sym_at] = ACTIONS(194),
    [anon_sym_most] = ACTIONS(194),
    [anon_sym_steal] = ACTIONS(194),
    [anon_sym_adjacent] = ACTIONS(194),
    [anon_sym_flips] = ACTIONS(194),
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
    [anon_sym_optional] = ACTIONS(194),
    [anon_sym_without] = ACTIONS(194),
    [anon_sym_mate] = ACTIONS(194),
    [anon_sym_score] = ACTIONS(194),
    [anon_sym_attacked] = ACTIONS(194),
    [anon_sym_long] = ACTIONS(194),
    [anon_sym_reversing] = ACTIONS(194),
    [anon_sym_once] = ACTIONS(194),
    [anon_sym_continue] = ACTIONS(194),
    [anon_sym_merge] = ACTIONS(194),
    [anon_sym_lines] = ACTIONS(194),
    [anon_sym_except] = ACTIONS(194),
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
    [anon_sym_capture] = ACTIONS(194),
    [anon_sym_groups] = ACTIONS(194),
    [anon_sym_suicide] = ACTIONS(194),
    [anon_sym_ko] = ACTIONS(194),
    [anon_sym_simple] = ACTIONS(194),
    [anon_sym_positional] = ACTIONS(194),
    [anon_sym_passes] = ACTIONS(194),
    [anon_sym_komi] = ACTIONS(194),
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
  [18] = {
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
    [anon_sym_sowing] = ACTIONS(198),
    [anon_sym_race] = ACTIONS(198),
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
    [anon_sym_to] = ACTIONS(198),
    [anon_sym_captor] = ACTIONS(198),
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
    [anon_sym_fly] = ACTIONS(198),
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
    [anon_sym_quiet] = ACTIONS(198),
    [anon_sym_grid] = ACTIONS(198),
    [anon_sym_cells] = ACTIONS(198),
    [anon_sym_numbers] = ACTIONS(198),
    [anon_sym_by] = ACTIONS(198),
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
    [anon_sym_through] = ACTIONS(198),
    [anon_sym_facing] = ACTIONS(198),
    [anon_sym_explode] = ACTIONS(198),
    [anon_sym_check] = ACTIONS(198),
    [anon_sym_max] = ACTIONS(198),
    [anon_sym_exactly] = ACTIONS(198),
    [anon_sym_passing] = ACTIONS(198),
    [anon_sym_flying] = ACTIONS(198),
    [anon_sym_connected] = ACTIONS(198),
    [anon_sym_within] = ACTIONS(198),
    [anon_sym_avoiding] = ACTIONS(198),
    [anon_sym_stopping] = ACTIONS(198),
    [anon_sym_outside] = ACTIONS(198),
    [anon_sym_custodian] = ACTIONS(198),
    [anon_sym_captured] = ACTIONS(198),
    [anon_sym_against] = ACTIONS(198),
    [anon_sym_surrounded] = ACTIONS(198),
    [anon_sym_actions] = ACTIONS(198),
    [anon_sym_until] = ACTIONS(198),
    [anon_sym_at] = ACTIONS(198),
    [anon_sym_most] = ACTIONS(198),
    [anon_sym_steal] = ACTIONS(198),
    [anon_sym_adjacent] = ACTIONS(198),
    [anon_sym_flips] = ACTIONS(198),
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
    [anon_sym_optional] = ACTIONS(198),
    [anon_sym_without] = ACTIONS(198),
    [anon_sym_mate] = ACTIONS(198),
    [anon_sym_score] = ACTIONS(198),
    [anon_sym_attacked] = ACTIONS(198),
    [anon_sym_long] = ACTIONS(198),
    [anon_sym_reversing] = ACTIONS(198),
    [anon_sym_once] = ACTIONS(198),
    [anon_sym_continue] = ACTIONS(198),
    [anon_sym_merge] = ACTIONS(198),
    [anon_sym_lines] = ACTIONS(198),
    [anon_sym_except] = ACTIONS(198),
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
    [anon_sym_capture] = ACTIONS(198),
    [anon_sym_groups] = ACTIONS(198),
    [anon_sym_suicide] = ACTIONS(198),
    [anon_sym_ko] = ACTIONS(198),
    [anon_sym_simple] = ACTIONS(198),
    [anon_sym_positional] = ACTIONS(198),
    [anon_sym_passes] = ACTIONS(198),
    [anon_sym_komi] = ACTIONS(198),
    [anon_sym_next] = ACTIONS(198),
    [anon_sym_claim] = ACTIONS(198),
    [anon_sym_moved] = ACTIONS(198),
    [anon_sym_en_DASHpassant] = ACTIONS(198),
    [anon_sym_hand] = ACTIONS(198),
    [anon_sym_counter] = ACTIONS(198),
    [anon_sym_LPAREN] = ACTIONS(200),
    [anon_sym_RPAREN] = ACTIONS(200),
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
  [19] = {
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
    [anon_sym_sowing] = ACTIONS(202),
    [anon_sym_race] = ACTIONS(202),
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
    [anon_sym_to] = ACTIONS(202),
    [anon_sym_captor] = ACTIONS(202),
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
    [anon_sym_fly] = ACTIONS(202),
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
    [anon_sym_quiet] = ACTIONS(202),
    [anon_sym_grid] = ACTIONS(202),
    [anon_sym_cells] = ACTIONS(202),
    [anon_sym_numbers] = ACTIONS(202),
    [anon_sym_by] = ACTIONS(202),
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
    [anon_sym_through] = ACTIONS(202),
    [anon_sym_facing] = ACTIONS(202),
    [anon_sym_explode] = ACTIONS(202),
    [anon_sym_check] = ACTIONS(202),
    [anon_sym_max] = ACTIONS(202),
    [anon_sym_exactly] = ACTIONS(202),
    [anon_sym_passing] = ACTIONS(202),
    [anon_sym_flying] = ACTIONS(202),
    [anon_sym_connected] = ACTIONS(202),
    [anon_sym_within] = ACTIONS(202),
    [anon_sym_avoiding] = ACTIONS(202),
    [anon_sym_stopping] = ACTIONS(202),
    [anon_sym_outside] = ACTIONS(202),
    [anon_sym_custodian] = ACTIONS(202),
    [anon_sym_captured] = ACTIONS(202),
    [anon_sym_against] = ACTIONS(202),
    [anon_sym_surrounded] = ACTIONS(202),
    [anon_sym_actions] = ACTIONS(202),
    [anon_sym_until] = ACTIONS(202),
    [anon_sym_at] = ACTIONS(202),
    [anon_sym_most] = ACTIONS(202),
    [anon_sym_steal] = ACTIONS(202),
    [anon_sym_adjacent] = ACTIONS(202),
    [anon_sym_flips] = ACTIONS(202),
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
    [anon_sym_optional] = ACTIONS(202),
    [anon_sym_without] = ACTIONS(202),
    [anon_sym_mate] = ACTIONS(202),
    [anon_sym_score] = ACTIONS(202),
    [anon_sym_attacked] = ACTIONS(202),
    [anon_sym_long] = ACTIONS(202),
    [anon_sym_reversing] = ACTIONS(202),
    [anon_sym_once] = ACTIONS(202),
    [anon_sym_continue] = ACTIONS(202),
    [anon_sym_merge] = ACTIONS(202),
    [anon_sym_lines] = ACTIONS(202),
    [anon_sym_except] = ACTIONS(202),
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
    [anon_sym_capture] = ACTIONS(202),
    [anon_sym_groups] = ACTIONS(202),
    [anon_sym_suicide] = ACTIONS(202),
    [anon_sym_ko] = ACTIONS(202),
    [anon_sym_simple] = ACTIONS(202),
    [anon_sym_positional] = ACTIONS(202),
    [anon_sym_passes] = ACTIONS(202),
    [anon_sym_komi] = ACTIONS(202),
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
  [20] = {
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
    [anon_sym_sowing] = ACTIONS(206),
    [anon_sym_race] = ACTIONS(206),
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
    [anon_sym_to] = ACTIONS(206),
    [anon_sym_captor] = ACTIONS(206),
    [anon_sym_remove] = ACTIONS(206),
    [anon_sym_rank] = ACTIONS(206),
    [anon_sym_file] = ACTIONS(206),
    [anon_sym_LBRACE] = ACTIONS(208),
    [anon_sym_RBRACE] = ACTIONS(208),
    [anon_sym_step] = ACTIONS(206),
    [anon_sym_slide] = ACTIONS(206),
    [anon_sym_leap] = ACTIONS(206),
    [anon_sym_jump] = ACTIONS(206),
    [anon_sym_hop] = ACTIONS(206),
    [anon_sym_fly] = ACTIONS(206),
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
    [anon_sym_quiet] = ACTIONS(206),
    [anon_sym_grid] = ACTIONS(206),
    [anon_sym_cells] = ACTIONS(206),
    [anon_sym_numbers] = ACTIONS(206),
    [anon_sym_by] = ACTIONS(206),
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
    [anon_sym_through] = ACTIONS(206),
    [anon_sym_facing] = ACTIONS(206),
    [anon_sym_explode] = ACTIONS(206),
    [anon_sym_check] = ACTIONS(206),
    [anon_sym_max] = ACTIONS(206),
    [anon_sym_exactly] = ACTIONS(206),
    [anon_sym_passing] = ACTIONS(206),
    [anon_sym_flying] = ACTIONS(206),
    [anon_sym_connected] = ACTIONS(206),
    [anon_sym_within] = ACTIONS(206),
    [anon_sym_avoiding] = ACTIONS(206),
    [anon_sym_stopping] = ACTIONS(206),
    [anon_sym_outside] = ACTIONS(206),
    [anon_sym_custodian] = ACTIONS(206),
    [anon_sym_captured] = ACTIONS(206),
    [anon_sym_against] = ACTIONS(206),
    [anon_sym_surrounded] = ACTIONS(206),
    [anon_sym_actions] = ACTIONS(206),
    [anon_sym_until] = ACTIONS(206),
    [anon_sym_at] = ACTIONS(206),
    [anon_sym_most] = ACTIONS(206),
    [anon_sym_steal] = ACTIONS(206),
    [anon_sym_adjacent] = ACTIONS(206),
    [anon_sym_flips] = ACTIONS(206),
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
    [anon_sym_optional] = ACTIONS(206),
    [anon_sym_without] = ACTIONS(206),
    [anon_sym_mate] = ACTIONS(206),
    [anon_sym_score] = ACTIONS(206),
    [anon_sym_attacked] = ACTIONS(206),
    [anon_sym_long] = ACTIONS(206),
    [anon_sym_reversing] = ACTIONS(206),
    [anon_sym_once] = ACTIONS(206),
    [anon_sym_continue] = ACTIONS(206),
    [anon_sym_merge] = ACTIONS(206),
    [anon_sym_lines] = ACTIONS(206),
    [anon_sym_except] = ACTIONS(206),
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
    [anon_sym_capture] = ACTIONS(206),
    [anon_sym_groups] = ACTIONS(206),
    [anon_sym_suicide] = ACTIONS(206),
    [anon_sym_ko] = ACTIONS(206),
    [anon_sym_simple] = ACTIONS(206),
    [anon_sym_positional] = ACTIONS(206),
    [anon_sym_passes] = ACTIONS(206),
    [anon_sym_komi] = ACTIONS(206),
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
  [21] = {
    [sym_name] = ACTIONS(210),
    [anon_sym_game] = ACTIONS(210),
    [anon_sym_extends] = ACTIONS(210),
    [anon_sym_players] = ACTIONS(210),
    [anon_sym_sides] = ACTIONS(210),
    [anon_sym_board] = ACTIONS(210),
    [anon_sym_setup] = ACTIONS(210),
    [anon_sym_rules] = ACTIONS(210),
    [anon_sym_end] = ACTIONS(210),
    [anon_sym_turn] = ACTIONS(210),
    [anon_sym_cards] = ACTIONS(210),
    [anon_sym_picture] = ACTIONS(210),
    [anon_sym_sowing] = ACTIONS(210),
    [anon_sym_race] = ACTIONS(210),
    [anon_sym_directions] = ACTIONS(210),
    [anon_sym_EQ] = ACTIONS(212),
    [anon_sym_COMMA] = ACTIONS(212),
    [anon_sym_zone] = ACTIONS(210),
    [anon_sym_COLON] = ACTIONS(212),
    [anon_sym_piece] = ACTIONS(210),
    [anon_sym_card] = ACTIONS(210),
    [anon_sym_counters] = ACTIONS(210),
    [anon_sym_track] = ACTIONS(210),
    [anon_sym_loop] = ACTIONS(210),
    [anon_sym_branch] = ACTIONS(210),
    [anon_sym_from] = ACTIONS(210),
    [anon_sym_store] = ACTIONS(210),
    [anon_sym_to] = ACTIONS(210),
    [anon_sym_captor] = ACTIONS(210),
    [anon_sym_remove] = ACTIONS(210),
    [anon_sym_rank] = ACTIONS(210),
    [anon_sym_file] = ACTIONS(210),
    [anon_sym_RBRACE] = ACTIONS(212),
    [anon_sym_step] = ACTIONS(210),
    [anon_sym_slide] = ACTIONS(210),
    [anon_sym_leap] = ACTIONS(210),
    [anon_sym_jump] = ACTIONS(210),
    [anon_sym_hop] = ACTIONS(210),
    [anon_sym_fly] = ACTIONS(210),
    [anon_sym_along] = ACTIONS(210),
    [anon_sym_enter] = ACTIONS(210),
    [anon_sym_castle] = ACTIONS(210),
    [anon_sym_bear] = ACTIONS(210),
    [anon_sym_symbols] = ACTIONS(210),
    [anon_sym_glyphs] = ACTIONS(210),
    [anon_sym_promote] = ACTIONS(210),
    [anon_sym_royal] = ACTIONS(210),
    [anon_sym_neutral] = ACTIONS(210),
    [anon_sym_stored] = ACTIONS(210),
    [anon_sym_quiet] = ACTIONS(210),
    [anon_sym_grid] = ACTIONS(210),
    [anon_sym_cells] = ACTIONS(210),
    [anon_sym_numbers] = ACTIONS(210),
    [anon_sym_by] = ACTIONS(210),
    [anon_sym_over] = ACTIONS(210),
    [anon_sym_chained] = ACTIONS(210),
    [anon_sym_on] = ACTIONS(210),
    [anon_sym_ends] = ACTIONS(210),
    [anon_sym_move] = ACTIONS(210),
    [anon_sym_mandatory] = ACTIONS(210),
    [anon_sym_no] = ACTIONS(210),
    [anon_sym_repetition] = ACTIONS(210),
    [anon_sym_plies] = ACTIONS(210),
    [anon_sym_since] = ACTIONS(210),
    [anon_sym_stacks] = ACTIONS(210),
    [anon_sym_unlimited] = ACTIONS(210),
    [anon_sym_onto] = ACTIONS(210),
    [anon_sym_lift] = ACTIONS(210),
    [anon_sym_if] = ACTIONS(210),
    [anon_sym_and] = ACTIONS(210),
    [anon_sym_or] = ACTIONS(210),
    [anon_sym_not] = ACTIONS(210),
    [anon_sym_below] = ACTIONS(210),
    [anon_sym_is] = ACTIONS(210),
    [anon_sym_in] = ACTIONS(210),
    [anon_sym_height] = ACTIONS(210),
    [anon_sym_count] = ACTIONS(210),
    [anon_sym_showing] = ACTIONS(210),
    [anon_sym_pieces] = ACTIONS(210),
    [anon_sym_off] = ACTIONS(210),
    [anon_sym_after] = ACTIONS(210),
    [anon_sym_stack] = ACTIONS(210),
    [anon_sym_through] = ACTIONS(210),
    [anon_sym_facing] = ACTIONS(210),
    [anon_sym_explode] = ACTIONS(210),
    [anon_sym_check] = ACTIONS(210),
    [anon_sym_max] = ACTIONS(210),
    [anon_sym_exactly] = ACTIONS(210),
    [anon_sym_passing] = ACTIONS(210),
    [anon_sym_flying] = ACTIONS(210),
    [anon_sym_connected] = ACTIONS(210),
    [anon_sym_within] = ACTIONS(210),
    [anon_sym_avoiding] = ACTIONS(210),
    [anon_sym_stopping] = ACTIONS(210),
    [anon_sym_outside] = ACTIONS(210),
    [anon_sym_custodian] = ACTIONS(210),
    [anon_sym_captured] = ACTIONS(210),
    [anon_sym_against] = ACTIONS(210),
    [anon_sym_surrounded] = ACTIONS(210),
    [anon_sym_actions] = ACTIONS(210),
    [anon_sym_until] = ACTIONS(210),
    [anon_sym_at] = ACTIONS(210),
    [anon_sym_most] = ACTIONS(210),
    [anon_sym_steal] = ACTIONS(210),
    [anon_sym_adjacent] = ACTIONS(210),
    [anon_sym_flips] = ACTIONS(210),
    [anon_sym_enters] = ACTIONS(210),
    [anon_sym_when] = ACTIONS(210),
    [anon_sym_add] = ACTIONS(210),
    [anon_sym_clear] = ACTIONS(210),
    [anon_sym_reset] = ACTIONS(210),
    [anon_sym_place] = ACTIONS(210),
    [anon_sym_of] = ACTIONS(210),
    [anon_sym_into] = ACTIONS(210),
    [anon_sym_arrows] = ACTIONS(210),
    [anon_sym_colour] = ACTIONS(210),
    [anon_sym_beside] = ACTIONS(210),
    [anon_sym_legend] = ACTIONS(210),
    [anon_sym_team] = ACTIONS(210),
    [anon_sym_copies] = ACTIONS(210),
    [anon_sym_deal] = ACTIONS(210),
    [anon_sym_each] = ACTIONS(210),
    [anon_sym_hands] = ACTIONS(210),
    [anon_sym_as] = ACTIONS(210),
    [anon_sym_control] = ACTIONS(210),
    [anon_sym_skip] = ACTIONS(210),
    [anon_sym_swap] = ACTIONS(210),
    [anon_sym_partner] = ACTIONS(210),
    [anon_sym_split] = ACTIONS(210),
    [anon_sym_pass] = ACTIONS(210),
    [anon_sym_then] = ACTIONS(210),
    [anon_sym_play] = ACTIONS(210),
    [anon_sym_again] = ACTIONS(210),
    [anon_sym_cancel] = ACTIONS(210),
    [anon_sym_for] = ACTIONS(210),
    [anon_sym_replay] = ACTIONS(210),
    [anon_sym_stay] = ACTIONS(210),
    [anon_sym_exchange] = ACTIONS(210),
    [anon_sym_with] = ACTIONS(210),
    [anon_sym_announce] = ACTIONS(210),
    [anon_sym_deeper] = ACTIONS(210),
    [anon_sym_optional] = ACTIONS(210),
    [anon_sym_without] = ACTIONS(210),
    [anon_sym_mate] = ACTIONS(210),
    [anon_sym_score] = ACTIONS(210),
    [anon_sym_attacked] = ACTIONS(210),
    [anon_sym_long] = ACTIONS(210),
    [anon_sym_reversing] = ACTIONS(210),
    [anon_sym_once] = ACTIONS(210),
    [anon_sym_continue] = ACTIONS(210),
    [anon_sym_merge] = ACTIONS(210),
    [anon_sym_lines] = ACTIONS(210),
    [anon_sym_except] = ACTIONS(210),
    [anon_sym_same] = ACTIONS(210),
    [anon_sym_captures] = ACTIONS(210),
    [anon_sym_falling] = ACTIONS(210),
    [anon_sym_line] = ACTIONS(210),
    [anon_sym_moves] = ACTIONS(210),
    [anon_sym_flipping] = ACTIONS(210),
    [anon_sym_hex] = ACTIONS(210),
    [anon_sym_connects] = ACTIONS(210),
    [anon_sym_shoot] = ACTIONS(210),
    [anon_sym_allowed] = ACTIONS(210),
    [anon_sym_capture] = ACTIONS(210),
    [anon_sym_groups] = ACTIONS(210),
    [anon_sym_suicide] = ACTIONS(210),
    [anon_sym_ko] = ACTIONS(210),
    [anon_sym_simple] = ACTIONS(210),
    [anon_sym_positional] = ACTIONS(210),
    [anon_sym_passes] = ACTIONS(210),
    [anon_sym_komi] = ACTIONS(210),
    [anon_sym_next] = ACTIONS(210),
    [anon_sym_claim] = ACTIONS(210),
    [anon_sym_moved] = ACTIONS(210),
    [anon_sym_en_DASHpassant] = ACTIONS(210),
    [anon_sym_hand] = ACTIONS(210),
    [anon_sym_counter] = ACTIONS(210),
    [anon_sym_LPAREN] = ACTIONS(212),
    [anon_sym_LT_EQ] = ACTIONS(212),
    [anon_sym_GT_EQ] = ACTIONS(212),
    [anon_sym_BANG_EQ] = ACTIONS(212),
    [anon_sym_LT] = ACTIONS(210),
    [anon_sym_GT] = ACTIONS(210),
    [anon_sym_DOT_DOT] = ACTIONS(212),
    [anon_sym_PIPE] = ACTIONS(212),
    [sym_integer] = ACTIONS(212),
    [sym_string] = ACTIONS(212),
    [sym_comment] = ACTIONS(3),
  },
};

static const uint16_t ts_small_parse_table[] = {
  [0] = 24,
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
      anon_sym_race,
    ACTIONS(31), 1,
      anon_sym_directions,
    ACTIONS(33), 1,
      anon_sym_zone,
    ACTIONS(35), 1,
      anon_sym_piece,
    ACTIONS(37), 1,
      anon_sym_card,
    ACTIONS(39), 1,
      anon_sym_counters,
    ACTIONS(41), 1,
      anon_sym_track,
    ACTIONS(43), 1,
      anon_sym_branch,
    ACTIONS(45), 1,
      anon_sym_store,
    ACTIONS(47), 1,
      anon_sym_remove,
    ACTIONS(214), 1,
      ts_builtin_sym_end,
    STATE(23), 23,
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
      sym_race_item,
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
  [95] = 24,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(216), 1,
      ts_builtin_sym_end,
    ACTIONS(218), 1,
      anon_sym_game,
    ACTIONS(221), 1,
      anon_sym_players,
    ACTIONS(224), 1,
      anon_sym_sides,
    ACTIONS(227), 1,
      anon_sym_board,
    ACTIONS(230), 1,
      anon_sym_setup,
    ACTIONS(233), 1,
      anon_sym_rules,
    ACTIONS(236), 1,
      anon_sym_end,
    ACTIONS(239), 1,
      anon_sym_turn,
    ACTIONS(242), 1,
      anon_sym_cards,
    ACTIONS(245), 1,
      anon_sym_picture,
    ACTIONS(248), 1,
      anon_sym_sowing,
    ACTIONS(251), 1,
      anon_sym_race,
    ACTIONS(254), 1,
      anon_sym_directions,
    ACTIONS(257), 1,
      anon_sym_zone,
    ACTIONS(260), 1,
      anon_sym_piece,
    ACTIONS(263), 1,
      anon_sym_card,
    ACTIONS(266), 1,
      anon_sym_counters,
    ACTIONS(269), 1,
      anon_sym_track,
    ACTIONS(272), 1,
      anon_sym_branch,
    ACTIONS(275), 1,
      anon_sym_store,
    ACTIONS(278), 1,
      anon_sym_remove,
    STATE(23), 23,
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
      sym_race_item,
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
  [190] = 9,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(281), 1,
      ts_builtin_sym_end,
    ACTIONS(283), 1,
      sym_name,
    ACTIONS(291), 2,
      anon_sym_COMMA,
      sym_integer,
    ACTIONS(294), 2,
      anon_sym_rank,
      anon_sym_file,
    ACTIONS(297), 2,
      anon_sym_LT,
      anon_sym_GT,
    STATE(24), 2,
      sym_operator,
      aux_sym_region_repeat1,
    ACTIONS(288), 6,
      anon_sym_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_BANG_EQ,
      anon_sym_DOT_DOT,
      anon_sym_PIPE,
    ACTIONS(286), 21,
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
      anon_sym_race,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_card,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [247] = 9,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(300), 1,
      ts_builtin_sym_end,
    ACTIONS(302), 1,
      sym_name,
    ACTIONS(308), 2,
      anon_sym_COMMA,
      sym_integer,
    ACTIONS(310), 2,
      anon_sym_rank,
      anon_sym_file,
    ACTIONS(312), 2,
      anon_sym_LT,
      anon_sym_GT,
    STATE(24), 2,
      sym_operator,
      aux_sym_region_repeat1,
    ACTIONS(306), 6,
      anon_sym_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_BANG_EQ,
      anon_sym_DOT_DOT,
      anon_sym_PIPE,
    ACTIONS(304), 21,
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
      anon_sym_race,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_card,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [304] = 3,
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
    ACTIONS(190), 26,
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
      anon_sym_race,
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
  [347] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(314), 9,
      ts_builtin_sym_end,
      anon_sym_EQ,
      anon_sym_COMMA,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_BANG_EQ,
      anon_sym_DOT_DOT,
      anon_sym_PIPE,
      sym_integer,
    ACTIONS(316), 26,
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
      anon_sym_race,
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
  [390] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(320), 1,
      anon_sym_COMMA,
    ACTIONS(322), 1,
      anon_sym_card,
    STATE(33), 1,
      aux_sym_directions_item_repeat1,
    ACTIONS(318), 21,
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
      anon_sym_race,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [426] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(320), 1,
      anon_sym_COMMA,
    ACTIONS(326), 1,
      anon_sym_card,
    STATE(34), 1,
      aux_sym_directions_item_repeat1,
    ACTIONS(324), 21,
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
      anon_sym_race,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [462] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(320), 1,
      anon_sym_COMMA,
    ACTIONS(330), 1,
      anon_sym_card,
    STATE(29), 1,
      aux_sym_directions_item_repeat1,
    ACTIONS(328), 21,
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
      anon_sym_race,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [498] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(320), 1,
      anon_sym_COMMA,
    ACTIONS(334), 1,
      anon_sym_card,
    STATE(34), 1,
      aux_sym_directions_item_repeat1,
    ACTIONS(332), 21,
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
      anon_sym_race,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [534] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(320), 1,
      anon_sym_COMMA,
    ACTIONS(338), 1,
      anon_sym_card,
    STATE(31), 1,
      aux_sym_directions_item_repeat1,
    ACTIONS(336), 21,
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
      anon_sym_race,
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
    ACTIONS(320), 1,
      anon_sym_COMMA,
    ACTIONS(342), 1,
      anon_sym_card,
    STATE(34), 1,
      aux_sym_directions_item_repeat1,
    ACTIONS(340), 21,
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
      anon_sym_race,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [606] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(346), 1,
      anon_sym_COMMA,
    ACTIONS(349), 1,
      anon_sym_card,
    STATE(34), 1,
      aux_sym_directions_item_repeat1,
    ACTIONS(344), 21,
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
      anon_sym_race,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [642] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(353), 1,
      anon_sym_card,
    ACTIONS(355), 1,
      anon_sym_to,
    ACTIONS(351), 21,
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
      anon_sym_race,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [675] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(359), 1,
      anon_sym_extends,
    ACTIONS(361), 1,
      anon_sym_card,
    ACTIONS(357), 21,
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
      anon_sym_race,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [708] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(349), 1,
      anon_sym_card,
    ACTIONS(344), 22,
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
      anon_sym_race,
      anon_sym_directions,
      anon_sym_COMMA,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [739] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(365), 1,
      anon_sym_card,
    ACTIONS(363), 21,
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
      anon_sym_race,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [769] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(369), 1,
      anon_sym_card,
    ACTIONS(367), 21,
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
      anon_sym_race,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [799] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(373), 1,
      anon_sym_card,
    ACTIONS(371), 21,
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
      anon_sym_race,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [829] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(206), 1,
      anon_sym_card,
    ACTIONS(208), 21,
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
      anon_sym_race,
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
    ACTIONS(377), 1,
      anon_sym_card,
    ACTIONS(375), 21,
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
      anon_sym_race,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [889] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(381), 1,
      anon_sym_card,
    ACTIONS(379), 21,
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
      anon_sym_race,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [919] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(385), 1,
      anon_sym_card,
    ACTIONS(383), 21,
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
      anon_sym_race,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [949] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(389), 1,
      anon_sym_card,
    ACTIONS(387), 21,
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
      anon_sym_race,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [979] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(202), 1,
      anon_sym_card,
    ACTIONS(204), 21,
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
      anon_sym_race,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1009] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(393), 1,
      anon_sym_card,
    ACTIONS(391), 21,
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
      anon_sym_race,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1039] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(397), 1,
      anon_sym_card,
    ACTIONS(395), 21,
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
      anon_sym_race,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1069] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(401), 1,
      anon_sym_card,
    ACTIONS(399), 21,
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
      anon_sym_race,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1099] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(405), 1,
      anon_sym_card,
    ACTIONS(403), 21,
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
      anon_sym_race,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1129] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(409), 1,
      anon_sym_card,
    ACTIONS(407), 21,
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
      anon_sym_race,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1159] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(413), 1,
      anon_sym_card,
    ACTIONS(411), 21,
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
      anon_sym_race,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1189] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(417), 1,
      anon_sym_card,
    ACTIONS(415), 21,
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
      anon_sym_race,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1219] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(421), 1,
      anon_sym_card,
    ACTIONS(419), 21,
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
      anon_sym_race,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1249] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(425), 1,
      anon_sym_card,
    ACTIONS(423), 21,
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
      anon_sym_race,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1279] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(429), 1,
      anon_sym_card,
    ACTIONS(427), 21,
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
      anon_sym_race,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1309] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(433), 1,
      anon_sym_card,
    ACTIONS(431), 21,
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
      anon_sym_race,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1339] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(437), 1,
      anon_sym_card,
    ACTIONS(435), 21,
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
      anon_sym_race,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1369] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(441), 1,
      anon_sym_card,
    ACTIONS(439), 21,
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
      anon_sym_race,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1399] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(445), 1,
      anon_sym_card,
    ACTIONS(443), 21,
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
      anon_sym_race,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1429] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(449), 1,
      anon_sym_card,
    ACTIONS(447), 21,
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
      anon_sym_race,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_counters,
      anon_sym_track,
      anon_sym_branch,
      anon_sym_store,
      anon_sym_remove,
  [1459] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(451), 1,
      anon_sym_RBRACE,
    STATE(63), 3,
      sym_move_statement,
      sym_property_statement,
      aux_sym_piece_block_repeat1,
    ACTIONS(455), 7,
      anon_sym_symbols,
      anon_sym_glyphs,
      anon_sym_promote,
      anon_sym_royal,
      anon_sym_neutral,
      anon_sym_stored,
      anon_sym_quiet,
    ACTIONS(453), 10,
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
  [1492] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(457), 1,
      anon_sym_RBRACE,
    STATE(64), 3,
      sym_move_statement,
      sym_property_statement,
      aux_sym_piece_block_repeat1,
    ACTIONS(455), 7,
      anon_sym_symbols,
      anon_sym_glyphs,
      anon_sym_promote,
      anon_sym_royal,
      anon_sym_neutral,
      anon_sym_stored,
      anon_sym_quiet,
    ACTIONS(453), 10,
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
  [1525] = 5,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(459), 1,
      anon_sym_RBRACE,
    STATE(64), 3,
      sym_move_statement,
      sym_property_statement,
      aux_sym_piece_block_repeat1,
    ACTIONS(464), 7,
      anon_sym_symbols,
      anon_sym_glyphs,
      anon_sym_promote,
      anon_sym_royal,
      anon_sym_neutral,
      anon_sym_stored,
      anon_sym_quiet,
    ACTIONS(461), 10,
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
  [1558] = 8,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(467), 1,
      sym_name,
    STATE(47), 1,
      sym_region,
    ACTIONS(310), 2,
      anon_sym_rank,
      anon_sym_file,
    ACTIONS(312), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(469), 2,
      anon_sym_COMMA,
      sym_integer,
    STATE(25), 2,
      sym_operator,
      aux_sym_region_repeat1,
    ACTIONS(306), 6,
      anon_sym_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_BANG_EQ,
      anon_sym_DOT_DOT,
      anon_sym_PIPE,
  [1592] = 8,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(467), 1,
      sym_name,
    STATE(40), 1,
      sym_region,
    ACTIONS(310), 2,
      anon_sym_rank,
      anon_sym_file,
    ACTIONS(312), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(469), 2,
      anon_sym_COMMA,
      sym_integer,
    STATE(25), 2,
      sym_operator,
      aux_sym_region_repeat1,
    ACTIONS(306), 6,
      anon_sym_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_BANG_EQ,
      anon_sym_DOT_DOT,
      anon_sym_PIPE,
  [1626] = 8,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(467), 1,
      sym_name,
    STATE(57), 1,
      sym_region,
    ACTIONS(310), 2,
      anon_sym_rank,
      anon_sym_file,
    ACTIONS(312), 2,
      anon_sym_LT,
      anon_sym_GT,
    ACTIONS(469), 2,
      anon_sym_COMMA,
      sym_integer,
    STATE(25), 2,
      sym_operator,
      aux_sym_region_repeat1,
    ACTIONS(306), 6,
      anon_sym_EQ,
      anon_sym_LT_EQ,
      anon_sym_GT_EQ,
      anon_sym_BANG_EQ,
      anon_sym_DOT_DOT,
      anon_sym_PIPE,
  [1660] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(471), 6,
      anon_sym_directions,
      anon_sym_zone,
      anon_sym_piece,
      anon_sym_card,
      anon_sym_track,
      anon_sym_branch,
  [1672] = 4,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(473), 1,
      anon_sym_COLON,
    ACTIONS(475), 1,
      anon_sym_LBRACE,
    STATE(43), 1,
      sym_block,
  [1685] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(477), 1,
      anon_sym_COLON,
    ACTIONS(479), 1,
      anon_sym_loop,
  [1695] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(475), 1,
      anon_sym_LBRACE,
    STATE(55), 1,
      sym_block,
  [1705] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(475), 1,
      anon_sym_LBRACE,
    STATE(48), 1,
      sym_block,
  [1715] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(475), 1,
      anon_sym_LBRACE,
    STATE(52), 1,
      sym_block,
  [1725] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(475), 1,
      anon_sym_LBRACE,
    STATE(59), 1,
      sym_block,
  [1735] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(475), 1,
      anon_sym_LBRACE,
    STATE(60), 1,
      sym_block,
  [1745] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(475), 1,
      anon_sym_LBRACE,
    STATE(38), 1,
      sym_block,
  [1755] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(475), 1,
      anon_sym_LBRACE,
    STATE(58), 1,
      sym_block,
  [1765] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(475), 1,
      anon_sym_LBRACE,
    STATE(50), 1,
      sym_block,
  [1775] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(475), 1,
      anon_sym_LBRACE,
    STATE(51), 1,
      sym_block,
  [1785] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(475), 1,
      anon_sym_LBRACE,
    STATE(53), 1,
      sym_block,
  [1795] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(475), 1,
      anon_sym_LBRACE,
    STATE(61), 1,
      sym_block,
  [1805] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(475), 1,
      anon_sym_LBRACE,
    STATE(39), 1,
      sym_block,
  [1815] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(475), 1,
      anon_sym_LBRACE,
    STATE(54), 1,
      sym_block,
  [1825] = 3,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(481), 1,
      anon_sym_LBRACE,
    STATE(42), 1,
      sym_piece_block,
  [1835] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(483), 1,
      sym_name,
  [1842] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(485), 1,
      sym_name,
  [1849] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(487), 1,
      ts_builtin_sym_end,
  [1856] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(489), 1,
      sym_string,
  [1863] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(491), 1,
      sym_name,
  [1870] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(493), 1,
      sym_name,
  [1877] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(495), 1,
      sym_name,
  [1884] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(497), 1,
      sym_name,
  [1891] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(499), 1,
      sym_name,
  [1898] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(501), 1,
      anon_sym_COLON,
  [1905] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(503), 1,
      sym_name,
  [1912] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(505), 1,
      anon_sym_captor,
  [1919] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(507), 1,
      sym_name,
  [1926] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(509), 1,
      sym_string,
  [1933] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(511), 1,
      sym_name,
  [1940] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(513), 1,
      sym_name,
  [1947] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(515), 1,
      anon_sym_from,
  [1954] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(517), 1,
      sym_name,
  [1961] = 2,
    ACTIONS(3), 1,
      sym_comment,
    ACTIONS(519), 1,
      anon_sym_EQ,
};

static const uint32_t ts_small_parse_table_map[] = {
  [SMALL_STATE(22)] = 0,
  [SMALL_STATE(23)] = 95,
  [SMALL_STATE(24)] = 190,
  [SMALL_STATE(25)] = 247,
  [SMALL_STATE(26)] = 304,
  [SMALL_STATE(27)] = 347,
  [SMALL_STATE(28)] = 390,
  [SMALL_STATE(29)] = 426,
  [SMALL_STATE(30)] = 462,
  [SMALL_STATE(31)] = 498,
  [SMALL_STATE(32)] = 534,
  [SMALL_STATE(33)] = 570,
  [SMALL_STATE(34)] = 606,
  [SMALL_STATE(35)] = 642,
  [SMALL_STATE(36)] = 675,
  [SMALL_STATE(37)] = 708,
  [SMALL_STATE(38)] = 739,
  [SMALL_STATE(39)] = 769,
  [SMALL_STATE(40)] = 799,
  [SMALL_STATE(41)] = 829,
  [SMALL_STATE(42)] = 859,
  [SMALL_STATE(43)] = 889,
  [SMALL_STATE(44)] = 919,
  [SMALL_STATE(45)] = 949,
  [SMALL_STATE(46)] = 979,
  [SMALL_STATE(47)] = 1009,
  [SMALL_STATE(48)] = 1039,
  [SMALL_STATE(49)] = 1069,
  [SMALL_STATE(50)] = 1099,
  [SMALL_STATE(51)] = 1129,
  [SMALL_STATE(52)] = 1159,
  [SMALL_STATE(53)] = 1189,
  [SMALL_STATE(54)] = 1219,
  [SMALL_STATE(55)] = 1249,
  [SMALL_STATE(56)] = 1279,
  [SMALL_STATE(57)] = 1309,
  [SMALL_STATE(58)] = 1339,
  [SMALL_STATE(59)] = 1369,
  [SMALL_STATE(60)] = 1399,
  [SMALL_STATE(61)] = 1429,
  [SMALL_STATE(62)] = 1459,
  [SMALL_STATE(63)] = 1492,
  [SMALL_STATE(64)] = 1525,
  [SMALL_STATE(65)] = 1558,
  [SMALL_STATE(66)] = 1592,
  [SMALL_STATE(67)] = 1626,
  [SMALL_STATE(68)] = 1660,
  [SMALL_STATE(69)] = 1672,
  [SMALL_STATE(70)] = 1685,
  [SMALL_STATE(71)] = 1695,
  [SMALL_STATE(72)] = 1705,
  [SMALL_STATE(73)] = 1715,
  [SMALL_STATE(74)] = 1725,
  [SMALL_STATE(75)] = 1735,
  [SMALL_STATE(76)] = 1745,
  [SMALL_STATE(77)] = 1755,
  [SMALL_STATE(78)] = 1765,
  [SMALL_STATE(79)] = 1775,
  [SMALL_STATE(80)] = 1785,
  [SMALL_STATE(81)] = 1795,
  [SMALL_STATE(82)] = 1805,
  [SMALL_STATE(83)] = 1815,
  [SMALL_STATE(84)] = 1825,
  [SMALL_STATE(85)] = 1835,
  [SMALL_STATE(86)] = 1842,
  [SMALL_STATE(87)] = 1849,
  [SMALL_STATE(88)] = 1856,
  [SMALL_STATE(89)] = 1863,
  [SMALL_STATE(90)] = 1870,
  [SMALL_STATE(91)] = 1877,
  [SMALL_STATE(92)] = 1884,
  [SMALL_STATE(93)] = 1891,
  [SMALL_STATE(94)] = 1898,
  [SMALL_STATE(95)] = 1905,
  [SMALL_STATE(96)] = 1912,
  [SMALL_STATE(97)] = 1919,
  [SMALL_STATE(98)] = 1926,
  [SMALL_STATE(99)] = 1933,
  [SMALL_STATE(100)] = 1940,
  [SMALL_STATE(101)] = 1947,
  [SMALL_STATE(102)] = 1954,
  [SMALL_STATE(103)] = 1961,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = true}}, SHIFT_EXTRA(),
  [5] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0, 0, 0),
  [7] = {.entry = {.count = 1, .reusable = true}}, SHIFT(88),
  [9] = {.entry = {.count = 1, .reusable = true}}, SHIFT(78),
  [11] = {.entry = {.count = 1, .reusable = true}}, SHIFT(79),
  [13] = {.entry = {.count = 1, .reusable = true}}, SHIFT(73),
  [15] = {.entry = {.count = 1, .reusable = true}}, SHIFT(80),
  [17] = {.entry = {.count = 1, .reusable = true}}, SHIFT(83),
  [19] = {.entry = {.count = 1, .reusable = true}}, SHIFT(71),
  [21] = {.entry = {.count = 1, .reusable = true}}, SHIFT(72),
  [23] = {.entry = {.count = 1, .reusable = true}}, SHIFT(74),
  [25] = {.entry = {.count = 1, .reusable = true}}, SHIFT(75),
  [27] = {.entry = {.count = 1, .reusable = true}}, SHIFT(81),
  [29] = {.entry = {.count = 1, .reusable = true}}, SHIFT(82),
  [31] = {.entry = {.count = 1, .reusable = true}}, SHIFT(97),
  [33] = {.entry = {.count = 1, .reusable = true}}, SHIFT(99),
  [35] = {.entry = {.count = 1, .reusable = true}}, SHIFT(100),
  [37] = {.entry = {.count = 1, .reusable = false}}, SHIFT(102),
  [39] = {.entry = {.count = 1, .reusable = true}}, SHIFT(85),
  [41] = {.entry = {.count = 1, .reusable = true}}, SHIFT(86),
  [43] = {.entry = {.count = 1, .reusable = true}}, SHIFT(93),
  [45] = {.entry = {.count = 1, .reusable = true}}, SHIFT(92),
  [47] = {.entry = {.count = 1, .reusable = true}}, SHIFT(68),
  [49] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0), SHIFT_REPEAT(2),
  [52] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0), SHIFT_REPEAT(17),
  [55] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0), SHIFT_REPEAT(16),
  [58] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0), SHIFT_REPEAT(2),
  [61] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0), SHIFT_REPEAT(6),
  [64] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0),
  [66] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0), SHIFT_REPEAT(7),
  [69] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_block_repeat1, 2, 0, 0), SHIFT_REPEAT(16),
  [72] = {.entry = {.count = 1, .reusable = false}}, SHIFT(2),
  [74] = {.entry = {.count = 1, .reusable = false}}, SHIFT(17),
  [76] = {.entry = {.count = 1, .reusable = true}}, SHIFT(16),
  [78] = {.entry = {.count = 1, .reusable = true}}, SHIFT(2),
  [80] = {.entry = {.count = 1, .reusable = true}}, SHIFT(6),
  [82] = {.entry = {.count = 1, .reusable = true}}, SHIFT(19),
  [84] = {.entry = {.count = 1, .reusable = true}}, SHIFT(7),
  [86] = {.entry = {.count = 1, .reusable = false}}, SHIFT(16),
  [88] = {.entry = {.count = 1, .reusable = false}}, SHIFT(5),
  [90] = {.entry = {.count = 1, .reusable = true}}, SHIFT(5),
  [92] = {.entry = {.count = 1, .reusable = true}}, SHIFT(41),
  [94] = {.entry = {.count = 1, .reusable = true}}, SHIFT(46),
  [96] = {.entry = {.count = 1, .reusable = false}}, SHIFT(3),
  [98] = {.entry = {.count = 1, .reusable = true}}, SHIFT(3),
  [100] = {.entry = {.count = 1, .reusable = true}}, SHIFT(20),
  [102] = {.entry = {.count = 1, .reusable = false}}, SHIFT(8),
  [104] = {.entry = {.count = 1, .reusable = true}}, SHIFT(8),
  [106] = {.entry = {.count = 1, .reusable = true}}, SHIFT(15),
  [108] = {.entry = {.count = 1, .reusable = false}}, SHIFT(9),
  [110] = {.entry = {.count = 1, .reusable = true}}, SHIFT(9),
  [112] = {.entry = {.count = 1, .reusable = true}}, SHIFT(18),
  [114] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_group_repeat1, 2, 0, 0), SHIFT_REPEAT(9),
  [117] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_group_repeat1, 2, 0, 0), SHIFT_REPEAT(17),
  [120] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_group_repeat1, 2, 0, 0), SHIFT_REPEAT(16),
  [123] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_group_repeat1, 2, 0, 0), SHIFT_REPEAT(9),
  [126] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_group_repeat1, 2, 0, 0), SHIFT_REPEAT(7),
  [129] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_group_repeat1, 2, 0, 0),
  [131] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_group_repeat1, 2, 0, 0), SHIFT_REPEAT(16),
  [134] = {.entry = {.count = 1, .reusable = false}}, SHIFT(11),
  [136] = {.entry = {.count = 1, .reusable = false}}, SHIFT(21),
  [138] = {.entry = {.count = 1, .reusable = true}}, SHIFT(11),
  [140] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_move_statement, 1, 0, 8),
  [142] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_move_statement, 1, 0, 8),
  [144] = {.entry = {.count = 1, .reusable = false}}, SHIFT(13),
  [146] = {.entry = {.count = 1, .reusable = true}}, SHIFT(13),
  [148] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_move_statement, 2, 0, 8),
  [150] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_move_statement, 2, 0, 8),
  [152] = {.entry = {.count = 1, .reusable = false}}, SHIFT(14),
  [154] = {.entry = {.count = 1, .reusable = true}}, SHIFT(14),
  [156] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_property_statement, 1, 0, 9),
  [158] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_property_statement, 1, 0, 9),
  [160] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(13),
  [163] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(21),
  [166] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(16),
  [169] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(13),
  [172] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0),
  [174] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0),
  [176] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(7),
  [179] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_move_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(16),
  [182] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_property_statement, 2, 0, 9),
  [184] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_property_statement, 2, 0, 9),
  [186] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_group, 2, 0, 0),
  [188] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_group, 2, 0, 0),
  [190] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_operator, 1, 0, 0),
  [192] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_operator, 1, 0, 0),
  [194] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_keyword, 1, 0, 0),
  [196] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_keyword, 1, 0, 0),
  [198] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_group, 3, 0, 0),
  [200] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_group, 3, 0, 0),
  [202] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_block, 3, 0, 0),
  [204] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_block, 3, 0, 0),
  [206] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_block, 2, 0, 0),
  [208] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_block, 2, 0, 0),
  [210] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__statement_part, 1, 0, 7),
  [212] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__statement_part, 1, 0, 7),
  [214] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 0),
  [216] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [218] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(88),
  [221] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(78),
  [224] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(79),
  [227] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(73),
  [230] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(80),
  [233] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(83),
  [236] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(71),
  [239] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(72),
  [242] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(74),
  [245] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(75),
  [248] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(81),
  [251] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(82),
  [254] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(97),
  [257] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(99),
  [260] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(100),
  [263] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(102),
  [266] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(85),
  [269] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(86),
  [272] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(93),
  [275] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(92),
  [278] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(68),
  [281] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_region_repeat1, 2, 0, 0),
  [283] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_region_repeat1, 2, 0, 0), SHIFT_REPEAT(24),
  [286] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_region_repeat1, 2, 0, 0),
  [288] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_region_repeat1, 2, 0, 0), SHIFT_REPEAT(26),
  [291] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_region_repeat1, 2, 0, 0), SHIFT_REPEAT(24),
  [294] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_region_repeat1, 2, 0, 0), SHIFT_REPEAT(27),
  [297] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_region_repeat1, 2, 0, 0), SHIFT_REPEAT(26),
  [300] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_region, 1, 0, 0),
  [302] = {.entry = {.count = 1, .reusable = false}}, SHIFT(24),
  [304] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_region, 1, 0, 0),
  [306] = {.entry = {.count = 1, .reusable = true}}, SHIFT(26),
  [308] = {.entry = {.count = 1, .reusable = true}}, SHIFT(24),
  [310] = {.entry = {.count = 1, .reusable = false}}, SHIFT(27),
  [312] = {.entry = {.count = 1, .reusable = false}}, SHIFT(26),
  [314] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_region_repeat1, 1, 0, 7),
  [316] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_region_repeat1, 1, 0, 7),
  [318] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_counters_item, 2, 0, 0),
  [320] = {.entry = {.count = 1, .reusable = true}}, SHIFT(91),
  [322] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_counters_item, 2, 0, 0),
  [324] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_directions_item, 5, 0, 3),
  [326] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_directions_item, 5, 0, 3),
  [328] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_directions_item, 4, 0, 3),
  [330] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_directions_item, 4, 0, 3),
  [332] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_remove_item, 4, 0, 5),
  [334] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_remove_item, 4, 0, 5),
  [336] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_remove_item, 3, 0, 5),
  [338] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_remove_item, 3, 0, 5),
  [340] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_counters_item, 3, 0, 0),
  [342] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_counters_item, 3, 0, 0),
  [344] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_directions_item_repeat1, 2, 0, 0),
  [346] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_directions_item_repeat1, 2, 0, 0), SHIFT_REPEAT(91),
  [349] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_directions_item_repeat1, 2, 0, 0),
  [351] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_store_item, 2, 0, 3),
  [353] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_store_item, 2, 0, 3),
  [355] = {.entry = {.count = 1, .reusable = true}}, SHIFT(96),
  [357] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_game_item, 2, 0, 1),
  [359] = {.entry = {.count = 1, .reusable = true}}, SHIFT(98),
  [361] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_game_item, 2, 0, 1),
  [363] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_card_item, 3, 0, 4),
  [365] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_card_item, 3, 0, 4),
  [367] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_race_item, 2, 0, 2),
  [369] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_race_item, 2, 0, 2),
  [371] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_zone_item, 4, 0, 3),
  [373] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_zone_item, 4, 0, 3),
  [375] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_piece_item, 3, 0, 4),
  [377] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_piece_item, 3, 0, 4),
  [379] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_zone_item, 3, 0, 4),
  [381] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_zone_item, 3, 0, 4),
  [383] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_piece_block, 2, 0, 0),
  [385] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_piece_block, 2, 0, 0),
  [387] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_game_item, 4, 0, 6),
  [389] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_game_item, 4, 0, 6),
  [391] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_track_item, 4, 0, 3),
  [393] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_track_item, 4, 0, 3),
  [395] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_turn_item, 2, 0, 2),
  [397] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_turn_item, 2, 0, 2),
  [399] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_store_item, 4, 0, 3),
  [401] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_store_item, 4, 0, 3),
  [403] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_players_item, 2, 0, 2),
  [405] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_players_item, 2, 0, 2),
  [407] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_sides_item, 2, 0, 2),
  [409] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_sides_item, 2, 0, 2),
  [411] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_board_item, 2, 0, 2),
  [413] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_board_item, 2, 0, 2),
  [415] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_setup_item, 2, 0, 2),
  [417] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_setup_item, 2, 0, 2),
  [419] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_rules_item, 2, 0, 2),
  [421] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_rules_item, 2, 0, 2),
  [423] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_end_item, 2, 0, 2),
  [425] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_end_item, 2, 0, 2),
  [427] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_piece_block, 3, 0, 0),
  [429] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_piece_block, 3, 0, 0),
  [431] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_track_item, 5, 0, 10),
  [433] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_track_item, 5, 0, 10),
  [435] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_branch_item, 5, 0, 11),
  [437] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_branch_item, 5, 0, 11),
  [439] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_cards_item, 2, 0, 2),
  [441] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_cards_item, 2, 0, 2),
  [443] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_picture_item, 2, 0, 2),
  [445] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_picture_item, 2, 0, 2),
  [447] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_sowing_item, 2, 0, 2),
  [449] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_sowing_item, 2, 0, 2),
  [451] = {.entry = {.count = 1, .reusable = true}}, SHIFT(44),
  [453] = {.entry = {.count = 1, .reusable = true}}, SHIFT(10),
  [455] = {.entry = {.count = 1, .reusable = true}}, SHIFT(12),
  [457] = {.entry = {.count = 1, .reusable = true}}, SHIFT(56),
  [459] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_piece_block_repeat1, 2, 0, 0),
  [461] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_piece_block_repeat1, 2, 0, 0), SHIFT_REPEAT(10),
  [464] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_piece_block_repeat1, 2, 0, 0), SHIFT_REPEAT(12),
  [467] = {.entry = {.count = 1, .reusable = false}}, SHIFT(25),
  [469] = {.entry = {.count = 1, .reusable = true}}, SHIFT(25),
  [471] = {.entry = {.count = 1, .reusable = true}}, SHIFT(89),
  [473] = {.entry = {.count = 1, .reusable = true}}, SHIFT(66),
  [475] = {.entry = {.count = 1, .reusable = true}}, SHIFT(4),
  [477] = {.entry = {.count = 1, .reusable = true}}, SHIFT(65),
  [479] = {.entry = {.count = 1, .reusable = true}}, SHIFT(94),
  [481] = {.entry = {.count = 1, .reusable = true}}, SHIFT(62),
  [483] = {.entry = {.count = 1, .reusable = true}}, SHIFT(28),
  [485] = {.entry = {.count = 1, .reusable = true}}, SHIFT(70),
  [487] = {.entry = {.count = 1, .reusable = true}},  ACCEPT_INPUT(),
  [489] = {.entry = {.count = 1, .reusable = true}}, SHIFT(36),
  [491] = {.entry = {.count = 1, .reusable = true}}, SHIFT(32),
  [493] = {.entry = {.count = 1, .reusable = true}}, SHIFT(30),
  [495] = {.entry = {.count = 1, .reusable = true}}, SHIFT(37),
  [497] = {.entry = {.count = 1, .reusable = true}}, SHIFT(35),
  [499] = {.entry = {.count = 1, .reusable = true}}, SHIFT(101),
  [501] = {.entry = {.count = 1, .reusable = true}}, SHIFT(67),
  [503] = {.entry = {.count = 1, .reusable = true}}, SHIFT(77),
  [505] = {.entry = {.count = 1, .reusable = true}}, SHIFT(49),
  [507] = {.entry = {.count = 1, .reusable = true}}, SHIFT(103),
  [509] = {.entry = {.count = 1, .reusable = true}}, SHIFT(45),
  [511] = {.entry = {.count = 1, .reusable = true}}, SHIFT(69),
  [513] = {.entry = {.count = 1, .reusable = true}}, SHIFT(84),
  [515] = {.entry = {.count = 1, .reusable = true}}, SHIFT(95),
  [517] = {.entry = {.count = 1, .reusable = true}}, SHIFT(76),
  [519] = {.entry = {.count = 1, .reusable = true}}, SHIFT(90),
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
