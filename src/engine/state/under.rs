//! The pieces under each cell's top in games with stacks ([`Under`]): one
//! flat buffer with the same room for every cell (as high as a stack may
//! grow, [`Game::stack_room`](crate::ir::Game)), so that moving a stack is
//! a few stores, with no indirection and no allocation. A stack that
//! outgrows the room (pieces made by events) grows it, out of line.

use crate::ir::{Code, MAX_LIFT, Narrow};

#[derive(Debug)]
pub struct Under {
    /// Slots per cell.
    room: usize,
    /// Cells.
    cells: usize,
    /// Pieces under the top, per cell (kept inline: a copy of the stacks
    /// allocates one buffer only).
    len: [u16; 256],
    /// `codes[cell * room..][..len[cell]]`: the pieces, bottom first; the
    /// slots above are 0.
    codes: Vec<Code>,
}

impl Clone for Under {
    fn clone(&self) -> Under {
        Under {
            room: self.room,
            cells: self.cells,
            len: self.len,
            codes: self.codes.clone(),
        }
    }

    /// Into the buffers already there (no allocation once they have grown).
    /// Without a piece under any top on either side (no buffer: a game
    /// without stacks), the heights are all 0 already.
    fn clone_from(&mut self, o: &Under) {
        self.room = o.room;
        self.cells = o.cells;
        if self.codes.is_empty() && o.codes.is_empty() {
            return;
        }
        self.len = o.len;
        self.codes.clone_from(&o.codes);
    }
}

impl PartialEq for Under {
    fn eq(&self, o: &Under) -> bool {
        self.len == o.len && (0..self.cells).all(|c| self.get(c) == o.get(c))
    }
}

impl Under {
    /// Empty stacks on `cells` cells, `room` slots each.
    pub fn new(cells: usize, room: usize) -> Under {
        Under {
            room,
            cells: cells.min(256),
            len: [0; 256],
            codes: vec![0; cells * room],
        }
    }

    /// How many pieces are under the top of `cell`.
    #[inline(always)]
    pub fn len(&self, cell: usize) -> usize {
        self.len.get(cell).map_or(0, |&n| n as usize)
    }

    /// The pieces under the top of `cell`, bottom first.
    #[inline(always)]
    pub fn get(&self, cell: usize) -> &[Code] {
        let n = self.len(cell);
        self.codes
            .get(cell * self.room..cell * self.room + n)
            .unwrap_or(&[])
    }

    /// The piece right under the top of `cell` (0 if none).
    #[inline(always)]
    pub fn last(&self, cell: usize) -> Code {
        self.get(cell).last().copied().unwrap_or(0)
    }

    /// Puts `c` under the top of `cell` (on the pieces already there).
    #[inline(always)]
    pub fn push(&mut self, cell: usize, c: Code) {
        let n = self.len(cell);
        if n >= self.room {
            self.grow();
        }
        if let Some(slot) = self.codes.get_mut(cell * self.room + n) {
            *slot = c;
            self.len[cell] += 1;
        }
    }

    /// Takes the piece right under the top of `cell` (0 if none).
    #[inline(always)]
    pub fn pop(&mut self, cell: usize) -> Code {
        let n = self.len(cell);
        if n == 0 {
            return 0;
        }
        let i = cell * self.room + n - 1;
        self.len[cell] -= 1;
        self.codes.get_mut(i).map_or(0, std::mem::take)
    }

    /// [`Under::push`] onto the `n` pieces under the top of `cell` (`n` is
    /// [`Under::len`], read by the caller); [`Under::cut`] with the same
    /// `n` takes it off again.
    #[inline(always)]
    pub fn push_on(&mut self, cell: usize, n: usize, c: Code) {
        if n >= self.room {
            self.grow();
        }
        if let Some(slot) = self.codes.get_mut(cell * self.room + n) {
            *slot = c;
            self.len[cell] = (n + 1).narrow();
        }
    }

    /// Takes the piece [`Under::push_on`] put on the `n` pieces under the
    /// top of `cell`.
    #[inline(always)]
    pub fn cut(&mut self, cell: usize, n: usize) {
        if let Some(slot) = self.codes.get_mut(cell * self.room + n) {
            *slot = 0;
            self.len[cell] = n.narrow();
        }
    }

    /// Keeps the bottom `n` pieces under the top of `cell`.
    #[inline(always)]
    pub fn truncate(&mut self, cell: usize, n: usize) {
        let len = self.len(cell);
        if n >= len {
            return;
        }
        let base = cell * self.room;
        if let Some(s) = self.codes.get_mut(base + n..base + len) {
            s.fill(0);
        }
        self.len[cell] = n.narrow();
    }

    /// The stacks' part of carrying the top pieces of `from` to `to`
    /// (two different cells): the pieces under the top of `from` from
    /// height `base` up (at most [`MAX_LIFT`]) go, in order, onto the
    /// pieces under the top of `to`, after `below` (the old top of `to`,
    /// 0 if none); the piece at height `base - 1` of `from` comes out (its
    /// new top, 0 if `base` is 0) and is returned. A few stores on the flat
    /// buffer: no slice copies.
    #[inline(always)]
    pub fn lift(&mut self, from: usize, to: usize, base: usize, below: Code) -> Code {
        let fu = self.len(from);
        let n = fu.saturating_sub(base).min(MAX_LIFT);
        let src = from * self.room;
        let mut moving = [0 as Code; MAX_LIFT];
        for (i, slot) in moving.iter_mut().enumerate().take(n) {
            *slot = self.codes.get(src + base + i).copied().unwrap_or(0);
        }
        let keep = base.saturating_sub(1);
        let revealed = if base > 0 {
            self.codes.get(src + keep).copied().unwrap_or(0)
        } else {
            0
        };
        for i in keep..fu {
            if let Some(slot) = self.codes.get_mut(src + i) {
                *slot = 0;
            }
        }
        self.len[from] = keep.narrow();
        let tu = self.len(to);
        let need = tu + usize::from(below != 0) + n;
        while need > self.room {
            self.grow();
        }
        let mut at = to * self.room + tu;
        if below != 0 {
            if let Some(slot) = self.codes.get_mut(at) {
                *slot = below;
            }
            at += 1;
        }
        for &c in &moving[..n] {
            if let Some(slot) = self.codes.get_mut(at) {
                *slot = c;
            }
            at += 1;
        }
        self.len[to] = need.narrow();
        revealed
    }

    /// Puts `pieces` (bottom first) under the top of `cell`, instead of
    /// what was there.
    pub fn set(&mut self, cell: usize, pieces: &[Code]) {
        self.truncate(cell, 0);
        for &c in pieces {
            self.push(cell, c);
        }
    }

    /// Empties every cell's stack.
    pub fn clear_all(&mut self) {
        self.len.fill(0);
        self.codes.fill(0);
    }

    /// Twice the room (or one slot), every stack kept.
    #[cold]
    #[inline(never)]
    fn grow(&mut self) {
        let room = (self.room * 2).max(1);
        let mut codes = vec![0; self.cells * room];
        for (cell, &n) in self.len[..self.cells].iter().enumerate() {
            let n = n as usize;
            codes[cell * room..cell * room + n]
                .copy_from_slice(&self.codes[cell * self.room..cell * self.room + n]);
        }
        self.room = room;
        self.codes = codes;
    }
}
