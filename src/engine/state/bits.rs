//! Sets of cells as bit sets (a board has at most 255 cells).

use crate::ir::Narrow;

/// A set of cells (boards have at most 255 cells).
pub type Bits = [u64; BITS_WORDS];
pub const BITS_WORDS: usize = 4;

#[inline(always)]
pub(in crate::engine) fn set_bit(b: &mut Bits, cell: u8) {
    b[(cell >> 6) as usize] |= 1u64 << (cell & 63);
}

#[inline(always)]
pub(in crate::engine) fn get_bit(b: &Bits, cell: u8) -> bool {
    b[(cell >> 6) as usize] & (1u64 << (cell & 63)) != 0
}

#[inline(always)]
pub(in crate::engine) fn clear_bit(b: &mut Bits, cell: u8) {
    b[(cell >> 6) as usize] &= !(1u64 << (cell & 63));
}

/// Whether the sets `a` and `b` share a cell.
#[inline(always)]
pub(in crate::engine) fn meet(a: &Bits, b: &Bits) -> bool {
    ((a[0] & b[0]) | (a[1] & b[1]) | (a[2] & b[2]) | (a[3] & b[3])) != 0
}

/// Calls `f` for every cell in `b`, in increasing order.
#[inline(always)]
pub(in crate::engine) fn for_each_bit(b: &[u64], mut f: impl FnMut(u8)) {
    for (w, &word) in b.iter().enumerate() {
        let mut x = word;
        while x != 0 {
            let i = x.trailing_zeros();
            f((w * 64 + i as usize).narrow());
            x &= x - 1;
        }
    }
}
