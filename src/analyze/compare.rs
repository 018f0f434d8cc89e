//! The A/B comparison: each figure of report B against the same figure of
//! report A, with a test of the difference (two-proportion z-test for
//! rates, Welch's t-test for means).

use serde::Serialize;

use super::report::{Report, Stat};
use super::stats::{Test, two_proportions, welch};

/// A row of B against the same row of A (matched by key).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Difference {
    pub key: String,
    pub label: String,
    /// None when the figure has no test (a plain share) or one report
    /// lacks it.
    pub test: Option<Test>,
    pub significant: bool,
}

/// Every row of `a` (then the rows only `b` has) against `b`.
pub fn compare(a: &Report, b: &Report) -> Vec<Difference> {
    let mut keys: Vec<(&str, &str)> = a
        .rows
        .iter()
        .map(|r| (r.key.as_str(), r.label.as_str()))
        .collect();
    for r in &b.rows {
        if a.row(&r.key).is_none() {
            keys.push((&r.key, &r.label));
        }
    }
    keys.into_iter()
        .map(|(key, label)| {
            let test = match (a.row(key).map(|r| &r.stat), b.row(key).map(|r| &r.stat)) {
                (Some(Stat::Rate(x)), Some(Stat::Rate(y))) => Some(two_proportions(x, y)),
                (Some(Stat::Mean { mean: x, .. }), Some(Stat::Mean { mean: y, .. })) => {
                    Some(welch(x, y))
                }
                _ => None,
            };
            Difference {
                key: key.to_string(),
                label: label.to_string(),
                significant: test.is_some_and(|t| t.significant()),
                test,
            }
        })
        .collect()
}
