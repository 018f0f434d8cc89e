//! Snapshots no case uses: the `.snap` and `.snap.new` files of a tests
//! file (named `STEM__…`) left by a case renamed or deleted, or by a
//! `moves` step removed. `ludus test` warns of them; `--prune` removes
//! them.

use std::collections::BTreeSet;
use std::path::PathBuf;

use super::run::Snapshots;
use super::spec::{Spec, Step};

/// The snapshot files of `snaps`' tests file that no case of `spec` uses,
/// sorted (none if the folder cannot be read).
pub fn orphans(spec: &Spec, snaps: &Snapshots) -> Vec<PathBuf> {
    let mut used = BTreeSet::new();
    for case in &spec.cases {
        let shots = case
            .steps
            .iter()
            .filter(|l| matches!(l.item, Step::Moves))
            .count();
        for k in 1..=shots {
            used.insert(snaps.path(&case.name, k));
        }
    }
    let prefix = format!("{}__", snaps.stem);
    let Ok(entries) = std::fs::read_dir(&snaps.dir) else {
        return Vec::new();
    };
    let mut out: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            let name = p.file_name().map(|n| n.to_string_lossy().into_owned());
            name.is_some_and(|n| {
                n.starts_with(&prefix) && (n.ends_with(".snap") || n.ends_with(".snap.new"))
            })
        })
        .filter(|p| {
            let snap = p
                .to_str()
                .and_then(|s| s.strip_suffix(".new"))
                .map_or_else(|| p.clone(), PathBuf::from);
            !used.contains(&snap)
        })
        .collect();
    out.sort();
    out
}
