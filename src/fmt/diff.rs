//! The lines that formatting changes, as `ludus fmt --check` shows them:
//! hunks headed `@@ -LINE,COUNT +LINE,COUNT @@`, removed lines `-`, added
//! lines `+` (the unified diff's shape, without context lines).

/// Beyond this many cells of the comparison table, a changed middle is
/// shown whole (removed, then added) instead of line by line.
const TABLE: usize = 4_000_000;

/// The differences from `old` to `new`, empty when they are equal.
pub fn diff(old: &str, new: &str) -> String {
    let a: Vec<&str> = old.lines().collect();
    let b: Vec<&str> = new.lines().collect();
    let pre = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
    let suf = a[pre..]
        .iter()
        .rev()
        .zip(b[pre..].iter().rev())
        .take_while(|(x, y)| x == y)
        .count();
    let (ma, mb) = (&a[pre..a.len() - suf], &b[pre..b.len() - suf]);
    let mut out = String::new();
    if ma.is_empty() && mb.is_empty() {
        if old != new {
            out.push_str("(line endings or the final newline differ)\n");
        }
        return out;
    }
    let ops = if ma.len() * mb.len() > TABLE {
        let mut ops = vec![Op::Del; ma.len()];
        ops.extend(vec![Op::Add; mb.len()]);
        ops
    } else {
        script(ma, mb)
    };
    hunks(&mut out, &ops, ma, mb, pre);
    out
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Op {
    Same,
    Del,
    Add,
}

/// An edit script from `a` to `b` by longest common subsequence.
fn script(a: &[&str], b: &[&str]) -> Vec<Op> {
    let (n, m) = (a.len(), b.len());
    let mut lcs = vec![0u32; (n + 1) * (m + 1)];
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            lcs[i * (m + 1) + j] = if a[i] == b[j] {
                lcs[(i + 1) * (m + 1) + j + 1] + 1
            } else {
                lcs[(i + 1) * (m + 1) + j].max(lcs[i * (m + 1) + j + 1])
            };
        }
    }
    let (mut i, mut j, mut ops) = (0, 0, Vec::new());
    while i < n || j < m {
        if i < n && j < m && a[i] == b[j] {
            ops.push(Op::Same);
            i += 1;
            j += 1;
        } else if j < m && (i == n || lcs[i * (m + 1) + j + 1] >= lcs[(i + 1) * (m + 1) + j]) {
            ops.push(Op::Add);
            j += 1;
        } else {
            ops.push(Op::Del);
            i += 1;
        }
    }
    ops
}

/// Writes the runs of changes of an edit script as hunks; `pre` lines
/// came before the compared part.
fn hunks(out: &mut String, ops: &[Op], a: &[&str], b: &[&str], pre: usize) {
    let (mut i, mut j, mut k) = (0, 0, 0);
    while k < ops.len() {
        if ops[k] == Op::Same {
            i += 1;
            j += 1;
            k += 1;
            continue;
        }
        let end = ops[k..]
            .iter()
            .position(|&o| o == Op::Same)
            .map_or(ops.len(), |p| k + p);
        let dels = ops[k..end].iter().filter(|&&o| o == Op::Del).count();
        let adds = end - k - dels;
        out.push_str(&format!(
            "@@ -{},{dels} +{},{adds} @@\n",
            pre + i + 1,
            pre + j + 1
        ));
        for line in &a[i..i + dels] {
            out.push_str(&format!("-{line}\n"));
        }
        for line in &b[j..j + adds] {
            out.push_str(&format!("+{line}\n"));
        }
        i += dels;
        j += adds;
        k = end;
    }
}
