//! Narrowing conversions between index types. The checker bounds every
//! count the IR stores in a small integer (at most [`MAX_CELLS`] cells,
//! [`MAX_PLAYERS`] players, 255 piece kinds, ...), so a narrowing of such an
//! index never loses bits; this is the one place that says so, with a debug
//! assertion, instead of a bare `as` at every use.
//!
//! [`MAX_CELLS`]: super::MAX_CELLS
//! [`MAX_PLAYERS`]: super::MAX_PLAYERS

/// A lossless narrowing of an index whose range the checker has bounded.
pub trait Narrow<T> {
    /// The value as `T`; the value must fit (checked in debug builds).
    fn narrow(self) -> T;
}

macro_rules! narrow {
    ($($from:ty => $($to:ty),+;)+) => {$($(
        impl Narrow<$to> for $from {
            #[inline(always)]
            #[allow(clippy::cast_possible_truncation, clippy::cast_possible_wrap, clippy::cast_sign_loss)]
            fn narrow(self) -> $to {
                debug_assert!(<$to>::try_from(self).is_ok(), "{} does not fit in {}", self, stringify!($to));
                self as $to
            }
        }
    )+)+};
}

narrow! {
    usize => u8, u16, u32, i8, i16, i32;
    i64 => u8, u16, u32, i8, i16, i32;
    u64 => u8, u16, u32;
    u32 => u8, u16;
    i32 => u8, i8, u16;
    u16 => u8;
}

#[cfg(test)]
mod tests {
    use super::Narrow;

    #[test]
    fn narrows_values_that_fit() {
        let a: u8 = 255usize.narrow();
        let b: i8 = (-3i64).narrow();
        let c: u16 = 65_535u32.narrow();
        assert_eq!((a, b, c), (255, -3, 65_535));
    }

    #[test]
    #[should_panic(expected = "does not fit")]
    #[cfg(debug_assertions)]
    fn a_value_that_does_not_fit_is_caught_in_debug_builds() {
        let _: u8 = 256usize.narrow();
    }
}
