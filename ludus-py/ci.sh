#!/usr/bin/env bash
# ludus for Python in CI: run from the repository root as
#   bash ludus-py/ci.sh
# A venv (target/pyci-venv), the Python packages the tests need, the
# extension built by `maturin develop` with the light profile `pyci`
# (release code without the fat LTO), the `ludus` binary of the same profile
# for the differential tests, then `pytest ludus-py/tests`. Each step prints
# its time.
set -euo pipefail

VENV="${LUDUS_PY_VENV:-target/pyci-venv}"
START=$SECONDS
step() {
    local name="$1"
    shift
    local t0=$SECONDS
    echo "== ludus-py: $name"
    "$@"
    echo "== ludus-py: $name took $((SECONDS - t0)) s"
}

make_venv() {
    python3 -m venv --clear "$VENV" && return 0
    # Debian's python3 without ensurepip: add its venv package.
    echo "python3 -m venv failed: installing python3-venv"
    { apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q python3-venv; } >/dev/null
    python3 -m venv --clear "$VENV"
}
step "venv" make_venv
# shellcheck disable=SC1091
source "$VENV/bin/activate"
step "pip install" python -m pip install -q --disable-pip-version-check \
    maturin pytest numpy gymnasium pettingzoo
# OpenSpiel is a large wheel that may not exist for every Python: without
# it, its tests are skipped with a message.
t0=$SECONDS
if python -m pip install -q --disable-pip-version-check open_spiel; then
    echo "== ludus-py: pip install open_spiel took $((SECONDS - t0)) s"
else
    echo "== ludus-py: open_spiel could not be installed: its tests will be skipped"
fi
# Ray, for ludus.ray and its tests (test_ray.py, skipped without it): the
# plain `ray` wheel (core, no dashboard: what ludus.ray needs), 25 to 35 s
# to install here, and its tests about 25 s (a local Ray started twice).
# If it cannot be installed (no wheel for this Python), those tests are
# skipped with a message.
t0=$SECONDS
if python -m pip install -q --disable-pip-version-check ray; then
    echo "== ludus-py: pip install ray took $((SECONDS - t0)) s"
else
    echo "== ludus-py: ray could not be installed: the tests of ludus.ray will be skipped"
fi
# No usage statistics sent from CI, and a local Ray of its own.
export RAY_USAGE_STATS_ENABLED=0 RAY_ADDRESS=
step "maturin develop (profile pyci)" maturin develop -q --profile pyci -m ludus-py/Cargo.toml
# The `ludus` binary the differential tests compare with: LUDUS_BIN if set
# (.ci/run gives the one `cargo test` built), else built here.
if [ -n "${LUDUS_BIN:-}" ] && [ -x "$LUDUS_BIN" ]; then
    echo "== ludus-py: the ludus binary: $LUDUS_BIN"
else
    step "cargo build --profile pyci --bin ludus" cargo build -q --profile pyci --bin ludus
    LUDUS_BIN="${CARGO_TARGET_DIR:-$PWD/target}/pyci/ludus"
fi
export LUDUS_BIN

t0=$SECONDS
echo "== ludus-py: pytest ludus-py/tests"
set +e
python -m pytest -q ludus-py/tests
rc=$?
set -e
echo "== ludus-py: pytest took $((SECONDS - t0)) s"
if [ "$rc" -eq 5 ]; then
    echo "== ludus-py: pytest collected no tests: failing" >&2
    exit 1
fi
echo "== ludus-py: all steps took $((SECONDS - START)) s"
exit "$rc"
