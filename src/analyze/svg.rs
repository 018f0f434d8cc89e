//! The report as small plots, SVG written by hand: the game-length
//! histogram, the branching factor by ply (while at least a tenth of the
//! games go on, as the axis says), and each seat's win rate and the draws
//! with their intervals, on axes with numbered ticks and a grid. Several
//! reports (an A/B comparison) share the plots, one colour each, named by
//! their series (`--label`, or the file's name).

use std::fmt::Write;

use super::report::Report;

const COLOURS: [&str; 6] = [
    "#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b",
];
const PANEL_W: f64 = 300.0;
const PANEL_H: f64 = 200.0;
const MARGIN: f64 = 44.0;
const TOP: f64 = 56.0;
const BINS: usize = 20;

/// The plots of `reports` (at least one) as an SVG document.
pub fn plots(reports: &[Report]) -> String {
    let legend_h = 16.0 * reports.len() as f64;
    let width = 3.0 * (PANEL_W + MARGIN) + MARGIN;
    let height = TOP + PANEL_H + MARGIN + legend_h + 12.0;
    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="11">"#
    );
    let _ = writeln!(
        s,
        r#"<rect width="{width}" height="{height}" fill="white"/>"#
    );
    let title = reports
        .iter()
        .map(|r| escape(&r.title))
        .collect::<Vec<_>>()
        .join(" vs ");
    let _ = writeln!(
        s,
        r#"<text x="{MARGIN}" y="20" font-size="15" font-weight="bold">{title}</text>"#
    );
    lengths(&mut s, reports, MARGIN);
    branching(&mut s, reports, 2.0 * MARGIN + PANEL_W);
    wins(&mut s, reports, 3.0 * MARGIN + 2.0 * PANEL_W);
    for (i, r) in reports.iter().enumerate() {
        let y = TOP + PANEL_H + MARGIN + 4.0 + 16.0 * i as f64;
        let _ = writeln!(
            s,
            r#"<rect x="{MARGIN}" y="{}" width="12" height="10" fill="{}"/><text x="{}" y="{}">{}: {} games, seed {}; {}</text>"#,
            y - 9.0,
            colour(i),
            MARGIN + 18.0,
            y,
            escape(&r.title),
            r.games,
            r.seed,
            escape(&r.seats.join(", "))
        );
    }
    s.push_str("</svg>\n");
    s
}

fn colour(i: usize) -> &'static str {
    COLOURS[i % COLOURS.len()]
}

fn escape(t: &str) -> String {
    t.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// A panel's axes: the x range (`None`: no numbered axis) with its
/// name, and the y axis's top value with the way its values are written.
struct Axes<'a> {
    x: Option<(f64, f64)>,
    x_name: &'a str,
    y_top: f64,
    y_text: fn(f64) -> String,
}

/// A panel's frame, title, grid and numbered ticks (quarters of each
/// axis); x0 is its left edge.
fn frame(s: &mut String, x0: f64, title: &str, axes: &Axes<'_>) {
    let (y0, y1) = (TOP, TOP + PANEL_H);
    let _ = writeln!(
        s,
        r#"<text x="{x0}" y="{}" font-size="12" font-weight="bold">{title}</text>"#,
        y0 - 8.0
    );
    for q in 0..=4 {
        let f = f64::from(q) / 4.0;
        let y = y1 - PANEL_H * f;
        let _ = writeln!(
            s,
            r##"<line x1="{x0}" y1="{y:.1}" x2="{:.1}" y2="{y:.1}" stroke="#eee"/><line x1="{:.1}" y1="{y:.1}" x2="{x0}" y2="{y:.1}" stroke="#888"/><text x="{:.1}" y="{:.1}" text-anchor="end">{}</text>"##,
            x0 + PANEL_W,
            x0 - 3.0,
            x0 - 5.0,
            y + 4.0,
            (axes.y_text)(axes.y_top * f)
        );
        if let Some((lo, hi)) = axes.x {
            let x = x0 + PANEL_W * f;
            let _ = writeln!(
                s,
                r##"<line x1="{x:.1}" y1="{y0}" x2="{x:.1}" y2="{y1}" stroke="#eee"/><line x1="{x:.1}" y1="{y1}" x2="{x:.1}" y2="{:.1}" stroke="#888"/><text x="{x:.1}" y="{:.1}" text-anchor="middle">{:.0}</text>"##,
                y1 + 3.0,
                y1 + 14.0,
                lo + (hi - lo) * f
            );
        }
    }
    let _ = writeln!(
        s,
        r##"<rect x="{x0}" y="{y0}" width="{PANEL_W}" height="{PANEL_H}" fill="none" stroke="#888"/><text x="{}" y="{}" text-anchor="middle">{}</text>"##,
        x0 + PANEL_W / 2.0,
        y1 + 28.0,
        axes.x_name
    );
}

fn whole(x: f64) -> String {
    format!("{x:.0}")
}

fn one_decimal(x: f64) -> String {
    format!("{x:.1}")
}

fn pct(x: f64) -> String {
    format!("{:.0} %", 100.0 * x)
}

/// The histogram of game lengths (share of games per bin), as steps.
fn lengths(s: &mut String, reports: &[Report], x0: f64) {
    let max = reports
        .iter()
        .flat_map(|r| r.lengths.iter().copied())
        .max()
        .unwrap_or(0)
        .max(1);
    let width = f64::from(max) / BINS as f64;
    let bin = |len: u32| super::stats::floor_index(f64::from(len) / width).min(BINS - 1);
    let shares: Vec<Vec<f64>> = reports
        .iter()
        .map(|r| {
            let mut h = [0.0; BINS];
            for &l in &r.lengths {
                h[bin(l)] += 1.0;
            }
            let n = r.lengths.len().max(1) as f64;
            h.iter().map(|c| c / n).collect()
        })
        .collect();
    let top = shares
        .iter()
        .flatten()
        .copied()
        .fold(0.0, f64::max)
        .max(0.01);
    frame(
        s,
        x0,
        "Game length (plies)",
        &Axes {
            x: Some((0.0, f64::from(max))),
            x_name: "plies (share of games)",
            y_top: top,
            y_text: pct,
        },
    );
    let dx = PANEL_W / BINS as f64;
    for (i, h) in shares.iter().enumerate() {
        let mut pts = format!("{x0},{}", TOP + PANEL_H);
        for (b, v) in h.iter().enumerate() {
            let y = TOP + PANEL_H * (1.0 - v / top);
            let xa = x0 + dx * b as f64;
            let _ = write!(pts, " {xa:.1},{y:.1} {:.1},{y:.1}", xa + dx);
        }
        let _ = write!(pts, " {},{}", x0 + PANEL_W, TOP + PANEL_H);
        let fill = if reports.len() == 1 {
            colour(i)
        } else {
            "none"
        };
        let _ = writeln!(
            s,
            r#"<polyline points="{pts}" fill="{fill}" fill-opacity="0.35" stroke="{}" stroke-width="1.5"/>"#,
            colour(i)
        );
    }
}

/// The mean branching factor at each ply.
fn branching(s: &mut String, reports: &[Report], x0: f64) {
    let plies = reports
        .iter()
        .map(|r| r.branching_by_ply.len())
        .max()
        .unwrap_or(0)
        .max(2);
    let top = reports
        .iter()
        .flat_map(|r| r.branching_by_ply.iter().copied())
        .fold(1.0, f64::max)
        * 1.05;
    frame(
        s,
        x0,
        "Branching factor by ply",
        &Axes {
            x: Some((1.0, plies as f64)),
            x_name: "ply (while at least 10 % of the games go on)",
            y_top: top,
            y_text: if top < 10.0 { one_decimal } else { whole },
        },
    );
    for (i, r) in reports.iter().enumerate() {
        let pts: Vec<String> = r
            .branching_by_ply
            .iter()
            .enumerate()
            .map(|(p, b)| {
                format!(
                    "{:.1},{:.1}",
                    x0 + PANEL_W * p as f64 / (plies - 1) as f64,
                    TOP + PANEL_H * (1.0 - b / top)
                )
            })
            .collect();
        let _ = writeln!(
            s,
            r#"<polyline points="{}" fill="none" stroke="{}" stroke-width="1.5"/>"#,
            pts.join(" "),
            colour(i)
        );
    }
}

/// Each seat's win rate: a dot and its 95 % interval.
fn wins(s: &mut String, reports: &[Report], x0: f64) {
    frame(
        s,
        x0,
        "Wins per seat, and draws (95 % interval)",
        &Axes {
            x: None,
            x_name: "",
            y_top: 1.0,
            y_text: pct,
        },
    );
    let half = TOP + PANEL_H / 2.0;
    let _ = writeln!(
        s,
        r##"<line x1="{x0}" y1="{half}" x2="{}" y2="{half}" stroke="#ccc" stroke-dasharray="3,3"/>"##,
        x0 + PANEL_W
    );
    // Each seat's wins, then the draws (every game is one or the other,
    // or unfinished).
    let seats: Vec<Vec<(&str, super::stats::Rate)>> = reports
        .iter()
        .map(|r| {
            let mut v = r.seat_wins();
            if let Some(super::report::Row {
                stat: super::report::Stat::Rate(d),
                ..
            }) = r.row("draw")
            {
                v.push(("draws", *d));
            }
            v
        })
        .collect();
    // One slot per player name, in the first report's order: two variants
    // line up by player.
    let mut names: Vec<&str> = Vec::new();
    for (name, _) in seats.iter().flatten() {
        if !names.contains(name) {
            names.push(name);
        }
    }
    let slot = PANEL_W / names.len().max(1) as f64;
    let y = |p: f64| TOP + PANEL_H * (1.0 - p);
    for (k, name) in names.iter().enumerate() {
        let _ = writeln!(
            s,
            r#"<text x="{:.1}" y="{}" text-anchor="middle">{}</text>"#,
            x0 + slot * (k as f64 + 0.5),
            TOP + PANEL_H + 14.0,
            escape(name)
        );
    }
    for (i, rs) in seats.iter().enumerate() {
        for (name, r) in rs {
            let k = names.iter().position(|n| n == name).unwrap_or(0);
            let x = x0 + slot * (k as f64 + (i as f64 + 1.0) / (reports.len() as f64 + 1.0));
            let c = colour(i);
            let _ = writeln!(
                s,
                r#"<line x1="{x:.1}" y1="{:.1}" x2="{x:.1}" y2="{:.1}" stroke="{c}" stroke-width="2"/><line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="{c}"/><line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="{c}"/><circle cx="{x:.1}" cy="{:.1}" r="3.5" fill="{c}"/>"#,
                y(r.lo),
                y(r.hi),
                x - 4.0,
                y(r.lo),
                x + 4.0,
                y(r.lo),
                x - 4.0,
                y(r.hi),
                x + 4.0,
                y(r.hi),
                y(r.p)
            );
        }
    }
}
