/* An independent reference for the placement games of games/ (tic-tac-toe,
 * Connect Four, Gomoku): perft by plain arrays, written without reading the
 * Rust engine. Build and run (see README.md):
 *
 *   cc -O2 -o /tmp/placement tests/ref/placement.c
 *   /tmp/placement W H N EXACT GRAVITY DEPTH [CELLS TURN]
 *
 * W x H board; a player who makes a line of N (EXACT=1: exactly N, an
 * overline does not count) through the cell just filled wins and the game
 * stops; a full board stops it. GRAVITY=1: a move is a column, the piece
 * lands on the lowest empty cell of it. CELLS (optional): W*H characters,
 * rank 1 first, each rank from file a: '.', 'x' (first player) or 'o';
 * TURN: 'x' or 'o'. Prints "perft D = COUNT" for D = 1..DEPTH.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int W, H, N, EXACT, GRAVITY;
static char board[32][32]; /* [rank][file], 0 empty, 1 x, 2 o */

static int run(int r, int f, int dr, int df, int p) {
    int k = 0;
    for (;;) {
        r += dr;
        f += df;
        if (r < 0 || r >= H || f < 0 || f >= W || board[r][f] != p) return k;
        k++;
    }
}

static int wins(int r, int f, int p) {
    static const int dirs[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    for (int i = 0; i < 4; i++) {
        int len = 1 + run(r, f, dirs[i][0], dirs[i][1], p) + run(r, f, -dirs[i][0], -dirs[i][1], p);
        if (EXACT ? len == N : len >= N) return 1;
    }
    return 0;
}

static long long perft(int depth, int p) {
    long long n = 0;
    for (int f = 0; f < W; f++) {
        for (int r = 0; r < H; r++) {
            if (board[r][f]) continue;
            if (GRAVITY && r > 0 && !board[r - 1][f]) break;
            if (depth == 1) {
                n++;
            } else {
                board[r][f] = (char)p;
                if (!wins(r, f, p)) n += perft(depth - 1, 3 - p);
                board[r][f] = 0;
            }
            if (GRAVITY) break;
        }
    }
    return n;
}

int main(int argc, char **argv) {
    if (argc < 7) {
        fprintf(stderr, "usage: %s W H N EXACT GRAVITY DEPTH [CELLS TURN]\n", argv[0]);
        return 2;
    }
    W = atoi(argv[1]);
    H = atoi(argv[2]);
    N = atoi(argv[3]);
    EXACT = atoi(argv[4]);
    GRAVITY = atoi(argv[5]);
    int depth = atoi(argv[6]);
    int p = 1;
    if (W < 1 || W > 32 || H < 1 || H > 32) return 2;
    if (argc >= 9) {
        if ((int)strlen(argv[7]) != W * H) {
            fprintf(stderr, "CELLS must have %d characters\n", W * H);
            return 2;
        }
        for (int i = 0; i < W * H; i++) {
            char c = argv[7][i];
            board[i / W][i % W] = c == 'x' ? 1 : c == 'o' ? 2 : 0;
        }
        p = argv[8][0] == 'o' ? 2 : 1;
    }
    for (int d = 1; d <= depth; d++) {
        printf("perft %d = %lld\n", d, perft(d, p));
        fflush(stdout);
    }
    return 0;
}
