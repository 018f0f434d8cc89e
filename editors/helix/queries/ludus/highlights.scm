; Highlighting for ludus .game files, in Helix's capture names: made from
; editors/tree-sitter-ludus/queries/highlights.scm by editors/tree-sitter-ludus/check.sh.

(comment) @comment
(string) @string
(integer) @constant.numeric

; The words that start an item.
[
  "game" "players" "sides" "board" "directions" "zone" "piece" "setup" "rules" "end"
  "counters" "turn" "track" "branch" "store" "cards" "card" "extends" "remove" "picture" "sowing" "race"
] @keyword

; The words that start a move of a piece (`step`, `slide`, ...), and every other keyword.
; No node has two captures: Neovim gives the last matching pattern priority, Helix and the
; tree-sitter CLI the first.
(move_keyword) @function
(keyword) @keyword

; What the items define.
(piece_item name: (name) @type)
(card_item name: (name) @type)
(zone_item name: (name) @constant)
(directions_item name: (name) @constant)
(track_item name: (name) @constant)
(branch_item name: (name) @constant)
(store_item name: (name) @constant)

; Built-in values: the directions, their groups, and the targets.
((name) @constant.builtin
  (#match? @constant.builtin "^(n|ne|e|se|s|sw|w|nw|forward|backward|left|right|forward-left|forward-right|backward-left|backward-right|orthogonal|diagonal|all-directions)$"))
((name) @constant.builtin
  (#match? @constant.builtin "^(empty|enemy|friend|piece|not-friend|any|en-passant|own|all|dark|light|pieces-on-line)$"))

; The outcomes of an end rule.
((name) @keyword.control.return (#match? @keyword.control.return "^(wins|loses|draw)$"))

(operator) @operator
["," ":"] @punctuation.delimiter
["{" "}" "(" ")"] @punctuation.bracket
