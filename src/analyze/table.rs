//! The report as a text table: one report, or several side by side with
//! each one's differences from the first and whether they are significant.

use std::fmt::Write;

use super::compare::compare;
use super::report::{Report, Stat};
use super::stats::Rate;

/// The width of the label column: the longest label, within bounds.
fn label_width(reports: &[Report]) -> usize {
    reports
        .iter()
        .flat_map(|r| r.rows.iter().map(|row| row.label.chars().count()))
        .max()
        .unwrap_or(0)
        .clamp(30, 72)
}

fn percent(x: f64) -> String {
    format!("{:.1}", 100.0 * x)
}

fn rate_text(r: &Rate) -> String {
    format!(
        "{:>5} % [{}, {}]",
        percent(r.p),
        percent(r.lo),
        percent(r.hi)
    )
}

fn number(x: f64) -> String {
    if x.abs() >= 100.0 || x.fract() == 0.0 {
        format!("{x:.0}")
    } else if x.abs() >= 10.0 {
        format!("{x:.1}")
    } else {
        format!("{x:.2}")
    }
}

/// A figure in a cell: value and interval.
fn cell(stat: Option<&Stat>) -> String {
    match stat {
        None => "-".into(),
        Some(Stat::Rate(r)) => rate_text(r),
        Some(Stat::Mean { mean, .. }) => format!(
            "{:>7} [{}, {}]",
            number(mean.mean),
            number(mean.lo),
            number(mean.hi)
        ),
        Some(Stat::Share(s)) => format!("{:>5} %", percent(*s)),
    }
}

/// The line under a length: median (with its interval), the middle 80 %,
/// the range and the standard deviation.
fn spread_line(stat: &Stat) -> Option<String> {
    let Stat::Mean {
        mean,
        spread: Some(s),
    } = stat
    else {
        return None;
    };
    Some(format!(
        "median {} [{}, {}], 10-90 % {}-{}, range {}-{}, sd {}",
        number(s.median),
        number(s.median_lo),
        number(s.median_hi),
        number(s.p10),
        number(s.p90),
        number(s.min),
        number(s.max),
        number(mean.sd)
    ))
}

fn header(out: &mut String, r: &Report) {
    let _ = writeln!(
        out,
        "{}: {} games, seed {}; seats {}",
        r.title,
        r.games,
        r.seed,
        r.seats.join(", ")
    );
}

/// One report as a table.
pub fn single(r: &Report) -> String {
    let mut out = String::new();
    let w = label_width(std::slice::from_ref(r));
    header(&mut out, r);
    let _ = writeln!(
        out,
        "(95 % intervals: Wilson for rates, Student t for means; lead measured by {})",
        r.lead
    );
    for row in &r.rows {
        let _ = writeln!(out, "  {:<w$} {}", row.label, cell(Some(&row.stat)));
        if let Some(s) = spread_line(&row.stat) {
            let _ = writeln!(out, "  {:<w$}   {s}", "");
        }
    }
    out
}

/// Several reports side by side: a column each, then for each report after
/// the first its difference from the first, the p-value and `*` when the
/// difference is significant at 5 %.
pub fn side_by_side(reports: &[Report]) -> String {
    let mut out = String::new();
    for (i, r) in reports.iter().enumerate() {
        let _ = write!(out, "{}: ", letter(i));
        header(&mut out, r);
    }
    let _ = writeln!(
        out,
        "(95 % intervals; difference to A with a two-proportion z-test for rates, Welch's t-test for means; * p < 0.05)"
    );
    let w = label_width(reports);
    let Some(a) = reports.first() else {
        return out;
    };
    let diffs: Vec<_> = reports[1..].iter().map(|b| compare(a, b)).collect();
    let mut line = format!("  {:<w$}", "");
    for i in 0..reports.len() {
        let _ = write!(line, " {:<26}", letter(i));
    }
    for i in 1..reports.len() {
        let _ = write!(line, " {:<22}", format!("{}-A", letter(i)));
    }
    let _ = writeln!(out, "{}", line.trim_end());
    let Some(first) = diffs.first() else {
        return out;
    };
    for (k, d) in first.iter().enumerate() {
        let mut line = format!("  {:<w$}", d.label);
        for r in reports {
            let _ = write!(line, " {:<26}", cell(r.row(&d.key).map(|row| &row.stat)));
        }
        for (b, ds) in reports[1..].iter().zip(&diffs) {
            let _ = write!(line, " {:<22}", diff_text(a, b, &ds[k]));
        }
        let _ = writeln!(out, "{}", line.trim_end());
    }
    out
}

fn letter(i: usize) -> char {
    char::from(b'A' + u8::try_from(i % 26).unwrap_or(0))
}

/// A difference, in points for rates, with its p-value.
fn diff_text(a: &Report, b: &Report, d: &super::compare::Difference) -> String {
    let Some(t) = d.test else {
        return "-".into();
    };
    let rate = matches!(a.row(&d.key).map(|r| &r.stat), Some(Stat::Rate(_)))
        || matches!(b.row(&d.key).map(|r| &r.stat), Some(Stat::Rate(_)));
    let value = if rate {
        format!("{:+.1} pt", 100.0 * t.diff)
    } else {
        format!("{}{}", if t.diff >= 0.0 { "+" } else { "" }, number(t.diff))
    };
    let p = if t.p < 0.001 {
        "p<0.001".to_string()
    } else {
        format!("p={:.3}", t.p)
    };
    format!("{value} {p}{}", if d.significant { " *" } else { "" })
}
