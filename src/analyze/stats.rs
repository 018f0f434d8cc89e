//! The statistics of the analysis: rates with Wilson intervals, means with
//! Student-t intervals, medians with order-statistic intervals, and the two
//! tests of the A/B comparison (two-proportion z-test, Welch's t-test). All
//! intervals are two-sided at 95 %.

use serde::Serialize;

/// The normal quantile of a two-sided 95 % interval.
pub const Z95: f64 = 1.959_963_984_540_054;

/// A share of successes `k` out of `n`, with its 95 % Wilson score interval.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Rate {
    pub k: u64,
    pub n: u64,
    pub p: f64,
    pub lo: f64,
    pub hi: f64,
}

impl Rate {
    /// `k` of `n`, with the Wilson interval (`n` = 0: the whole of [0, 1]).
    pub fn new(k: u64, n: u64) -> Rate {
        if n == 0 {
            return Rate {
                k,
                n,
                p: 0.0,
                lo: 0.0,
                hi: 1.0,
            };
        }
        let nf = n as f64;
        let p = k as f64 / nf;
        let z2 = Z95 * Z95;
        let centre = (p + z2 / (2.0 * nf)) / (1.0 + z2 / nf);
        let half = Z95 / (1.0 + z2 / nf) * (p * (1.0 - p) / nf + z2 / (4.0 * nf * nf)).sqrt();
        Rate {
            k,
            n,
            p,
            lo: (centre - half).max(0.0),
            hi: (centre + half).min(1.0),
        }
    }
}

/// The mean of `n` values with its 95 % Student-t interval, and their
/// standard deviation (sample, n - 1).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Mean {
    pub n: u64,
    pub mean: f64,
    pub lo: f64,
    pub hi: f64,
    pub sd: f64,
}

impl Mean {
    pub fn of(values: &[f64]) -> Mean {
        let n = values.len();
        if n == 0 {
            return Mean {
                n: 0,
                mean: 0.0,
                lo: 0.0,
                hi: 0.0,
                sd: 0.0,
            };
        }
        let nf = n as f64;
        let mean = values.iter().sum::<f64>() / nf;
        let sd = if n > 1 {
            (values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (nf - 1.0)).sqrt()
        } else {
            0.0
        };
        let half = if n > 1 {
            t_quantile_975(nf - 1.0) * sd / nf.sqrt()
        } else {
            0.0
        };
        Mean {
            n: n as u64,
            mean,
            lo: mean - half,
            hi: mean + half,
            sd,
        }
    }

    /// The standard error of the mean.
    fn se(&self) -> f64 {
        if self.n == 0 {
            0.0
        } else {
            self.sd / (self.n as f64).sqrt()
        }
    }
}

/// How values spread: the median with its 95 % distribution-free interval
/// (order statistics), the 10th and 90th percentiles, min and max.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Spread {
    pub median: f64,
    pub median_lo: f64,
    pub median_hi: f64,
    pub p10: f64,
    pub p90: f64,
    pub min: f64,
    pub max: f64,
}

impl Spread {
    pub fn of(values: &[f64]) -> Spread {
        let mut v: Vec<f64> = values.to_vec();
        v.sort_by(f64::total_cmp);
        let n = v.len();
        if n == 0 {
            return Spread {
                median: 0.0,
                median_lo: 0.0,
                median_hi: 0.0,
                p10: 0.0,
                p90: 0.0,
                min: 0.0,
                max: 0.0,
            };
        }
        // Ranks (1-based) n/2 -/+ z sqrt(n)/2, clamped to the sample.
        let nf = n as f64;
        let lo_rank = floor_index(nf / 2.0 - Z95 * nf.sqrt() / 2.0).max(1);
        let hi_rank = floor_index((nf / 2.0 + Z95 * nf.sqrt() / 2.0).ceil()).clamp(1, n);
        Spread {
            median: quantile(&v, 0.5),
            median_lo: v[lo_rank - 1],
            median_hi: v[hi_rank - 1],
            p10: quantile(&v, 0.1),
            p90: quantile(&v, 0.9),
            min: v[0],
            max: v[n - 1],
        }
    }
}

/// A float rounded down to an index: negative and NaN give 0, too large
/// the largest index (Rust's float-to-integer casts saturate).
#[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
pub fn floor_index(x: f64) -> usize {
    x.floor() as usize
}

/// The `q` quantile of sorted values (linear between ranks).
pub fn quantile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let pos = q * (sorted.len() - 1) as f64;
    let i = floor_index(pos);
    let j = (i + 1).min(sorted.len() - 1);
    sorted[i] + (sorted[j] - sorted[i]) * (pos - i as f64)
}

/// A test of a difference between two samples: the difference (B - A),
/// the test statistic and its two-sided p-value.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Test {
    pub diff: f64,
    pub statistic: f64,
    pub p: f64,
}

impl Test {
    /// Significant at the 5 % level.
    pub fn significant(&self) -> bool {
        self.p < 0.05
    }

    /// A difference with no spread at all on either side: certain if not 0.
    fn degenerate(diff: f64) -> Test {
        Test {
            diff,
            statistic: if diff == 0.0 {
                0.0
            } else {
                f64::INFINITY.copysign(diff)
            },
            p: if diff == 0.0 { 1.0 } else { 0.0 },
        }
    }
}

/// The two-proportion z-test (pooled variance) of `b` against `a`.
pub fn two_proportions(a: &Rate, b: &Rate) -> Test {
    let diff = b.p - a.p;
    if a.n == 0 || b.n == 0 {
        return Test {
            diff,
            statistic: 0.0,
            p: 1.0,
        };
    }
    let pooled = (a.k + b.k) as f64 / (a.n + b.n) as f64;
    let se = (pooled * (1.0 - pooled) * (1.0 / a.n as f64 + 1.0 / b.n as f64)).sqrt();
    if se == 0.0 {
        return Test::degenerate(diff);
    }
    let z = diff / se;
    Test {
        diff,
        statistic: z,
        p: 2.0 * normal_upper(z.abs()),
    }
}

/// Welch's t-test (unequal variances) of `b`'s mean against `a`'s.
pub fn welch(a: &Mean, b: &Mean) -> Test {
    let diff = b.mean - a.mean;
    if a.n < 2 || b.n < 2 {
        return Test {
            diff,
            statistic: 0.0,
            p: 1.0,
        };
    }
    let (va, vb) = (a.se().powi(2), b.se().powi(2));
    let se = (va + vb).sqrt();
    if se == 0.0 {
        return Test::degenerate(diff);
    }
    let t = diff / se;
    let df = (va + vb).powi(2) / (va * va / (a.n as f64 - 1.0) + vb * vb / (b.n as f64 - 1.0));
    Test {
        diff,
        statistic: t,
        p: t_two_sided(t.abs(), df),
    }
}

/// P(Z > z) for a standard normal Z.
pub fn normal_upper(z: f64) -> f64 {
    0.5 * erfc(z / std::f64::consts::SQRT_2)
}

/// The complementary error function (Numerical Recipes' `erfcc`, relative
/// error under 1.2e-7).
fn erfc(x: f64) -> f64 {
    let z = x.abs();
    let t = 1.0 / (1.0 + 0.5 * z);
    let poly = -z * z - 1.265_512_23
        + t * (1.000_023_68
            + t * (0.374_091_96
                + t * (0.096_784_18
                    + t * (-0.186_288_06
                        + t * (0.278_868_07
                            + t * (-1.135_203_98
                                + t * (1.488_515_87 + t * (-0.822_152_23 + t * 0.170_872_77))))))));
    let r = t * poly.exp();
    if x >= 0.0 { r } else { 2.0 - r }
}

/// P(|T| > t) for Student's T with `df` degrees of freedom.
pub fn t_two_sided(t: f64, df: f64) -> f64 {
    if !t.is_finite() {
        return 0.0;
    }
    incomplete_beta(df / 2.0, 0.5, df / (df + t * t))
}

/// The 97.5 % quantile of Student's t with `df` degrees of freedom (the
/// half-width factor of a 95 % interval), by bisection.
pub fn t_quantile_975(df: f64) -> f64 {
    let (mut lo, mut hi) = (0.0_f64, 1000.0_f64);
    for _ in 0..100 {
        let mid = 0.5 * (lo + hi);
        if t_two_sided(mid, df) > 0.05 {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    0.5 * (lo + hi)
}

/// The regularized incomplete beta function I_x(a, b) (continued fraction,
/// Numerical Recipes' `betai`).
fn incomplete_beta(a: f64, b: f64, x: f64) -> f64 {
    if x <= 0.0 {
        return 0.0;
    }
    if x >= 1.0 {
        return 1.0;
    }
    let front =
        (ln_gamma(a + b) - ln_gamma(a) - ln_gamma(b) + a * x.ln() + b * (1.0 - x).ln()).exp();
    if x < (a + 1.0) / (a + b + 2.0) {
        front * beta_fraction(a, b, x) / a
    } else {
        1.0 - front * beta_fraction(b, a, 1.0 - x) / b
    }
}

/// The continued fraction of the incomplete beta function (Lentz).
fn beta_fraction(a: f64, b: f64, x: f64) -> f64 {
    const TINY: f64 = 1e-300;
    let (qab, qap, qam) = (a + b, a + 1.0, a - 1.0);
    let mut c = 1.0;
    let mut d = 1.0 - qab * x / qap;
    if d.abs() < TINY {
        d = TINY;
    }
    d = 1.0 / d;
    let mut h = d;
    for m in 1..300 {
        let m = f64::from(m);
        let m2 = 2.0 * m;
        let aa = m * (b - m) * x / ((qam + m2) * (a + m2));
        d = 1.0 + aa * d;
        d = if d.abs() < TINY { TINY } else { d };
        c = 1.0 + aa / c;
        c = if c.abs() < TINY { TINY } else { c };
        d = 1.0 / d;
        h *= d * c;
        let aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2));
        d = 1.0 + aa * d;
        d = if d.abs() < TINY { TINY } else { d };
        c = 1.0 + aa / c;
        c = if c.abs() < TINY { TINY } else { c };
        d = 1.0 / d;
        let del = d * c;
        h *= del;
        if (del - 1.0).abs() < 1e-14 {
            break;
        }
    }
    h
}

/// ln Γ(x) for x > 0 (Lanczos, g = 7).
fn ln_gamma(x: f64) -> f64 {
    const G: [f64; 9] = [
        0.999_999_999_999_809_9,
        676.520_368_121_885_1,
        -1_259.139_216_722_402_8,
        771.323_428_777_653_1,
        -176.615_029_162_140_6,
        12.507_343_278_686_905,
        -0.138_571_095_265_720_12,
        9.984_369_578_019_572e-6,
        1.505_632_735_149_311_6e-7,
    ];
    if x < 0.5 {
        // Reflection.
        let pi = std::f64::consts::PI;
        return (pi / (pi * x).sin()).ln() - ln_gamma(1.0 - x);
    }
    let x = x - 1.0;
    let mut a = G[0];
    let t = x + 7.5;
    for (i, g) in G.iter().enumerate().skip(1) {
        a += g / (x + i as f64);
    }
    0.5 * (2.0 * std::f64::consts::PI).ln() + (x + 0.5) * t.ln() - t + a.ln()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, eps: f64) -> bool {
        (a - b).abs() < eps
    }

    #[test]
    fn wilson_interval_matches_published_values() {
        // 81 of 263 (Wilson 1927 via Newcombe 1998, method 3): 0.2553-0.3662.
        let r = Rate::new(81, 263);
        assert!(
            close(r.lo, 0.2553, 1e-4) && close(r.hi, 0.3662, 1e-4),
            "{r:?}"
        );
        // All successes: the interval reaches 1 and starts below it.
        let all = Rate::new(20, 20);
        assert!(
            close(all.hi, 1.0, 1e-12) && close(all.lo, 0.8389, 1e-4),
            "{all:?}"
        );
        let none = Rate::new(0, 20);
        assert!(close(none.lo, 0.0, 1e-12) && close(none.hi, 0.1611, 1e-4));
    }

    #[test]
    fn t_quantiles_match_tables() {
        assert!(close(t_quantile_975(1.0), 12.706, 1e-3));
        assert!(close(t_quantile_975(10.0), 2.228, 1e-3));
        assert!(close(t_quantile_975(30.0), 2.042, 1e-3));
        assert!(close(t_quantile_975(1e6), Z95, 1e-3));
    }

    #[test]
    fn normal_tail_matches_tables() {
        assert!(close(2.0 * normal_upper(Z95), 0.05, 1e-6));
        assert!(close(normal_upper(0.0), 0.5, 1e-7));
        assert!(close(normal_upper(3.0), 0.001_35, 1e-5));
    }

    #[test]
    fn mean_interval_and_spread() {
        let v: Vec<f64> = (1..=11).map(f64::from).collect();
        let m = Mean::of(&v);
        assert!(close(m.mean, 6.0, 1e-12));
        assert!(close(m.sd, (11.0f64).sqrt(), 1e-12));
        let half = 2.228_138_85 * m.sd / 11f64.sqrt();
        assert!(close(m.hi - m.mean, half, 1e-6) && close(m.mean - m.lo, half, 1e-6));
        let s = Spread::of(&v);
        assert_eq!((s.median, s.min, s.max), (6.0, 1.0, 11.0));
        assert!(s.median_lo <= 6.0 && s.median_hi >= 6.0);
        assert!(close(s.p10, 2.0, 1e-12) && close(s.p90, 10.0, 1e-12));
    }

    #[test]
    fn tests_of_differences() {
        // 60/100 against 40/100: z = 2.828, p = 0.0047.
        let t = two_proportions(&Rate::new(40, 100), &Rate::new(60, 100));
        assert!(
            close(t.statistic, 2.8284, 1e-3) && close(t.p, 0.004_68, 1e-4),
            "{t:?}"
        );
        assert!(t.significant());
        let same = two_proportions(&Rate::new(50, 100), &Rate::new(52, 100));
        assert!(!same.significant());
        // Welch: means 0 and 1, sd 1, 30 each: t = 3.873, df = 58, p ~ 0.00028.
        let a = Mean {
            n: 30,
            mean: 0.0,
            lo: 0.0,
            hi: 0.0,
            sd: 1.0,
        };
        let b = Mean { mean: 1.0, ..a };
        let w = welch(&a, &b);
        assert!(
            close(w.statistic, 3.873, 1e-3) && close(w.p, 0.000_276, 2e-5),
            "{w:?}"
        );
        // No spread on either side.
        let c = Mean { sd: 0.0, ..a };
        assert_eq!(welch(&c, &c).p, 1.0);
        assert_eq!(welch(&c, &Mean { mean: 1.0, ..c }).p, 0.0);
    }
}
