"""Issue #44's table, each row run side by side with its anchor (Scripts/benchmark-anchors).

Every figure is a whole process: its CPU time (user + sys) and peak RSS from the kernel's own
accounting of the finished child (wait4), wall time from a monotonic clock. A row and its anchor run
in turn, A B A B ..., after a warm-up of each; the ratio is taken pair by pair, so it holds when the
machine's speed drifts. Medians are quoted with the [min-max] of the runs.

Usage: benchmark_anchors.py BIN NAIVE_TIMER WORK RUNS
"""

import os
import shutil
import statistics
import subprocess
import sys
import time

BIN, TIMER, WORK, RUNS = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
ONE_CORE = ["taskset", "-c", "0"] if shutil.which("taskset") else []


def run_once(command, before=None):
    """(cpu seconds, wall seconds, peak RSS in MB) of one run of `command`, output discarded."""
    if before:
        before()
    start = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        sys.exit(f"benchmark-anchors: {' '.join(command)} exited {os.waitstatus_to_exitcode(status)}")
    rss = usage.ru_maxrss / (1024 * 1024 if sys.platform == "darwin" else 1024)
    return usage.ru_utime + usage.ru_stime, wall, rss


def paired(a, b=None, before=None, runs=RUNS):
    """Runs `a` and `b` in turn; returns each one's runs and the per-pair CPU ratios a / b."""
    run_once(a, before)
    if b:
        run_once(b)
    a_runs, b_runs = [], []
    for _ in range(runs):
        a_runs.append(run_once(a, before))
        if b:
            b_runs.append(run_once(b))
    ratios = [x[0] / y[0] for x, y in zip(a_runs, b_runs)] if b else []
    return a_runs, b_runs, ratios


def spread(values, scale=1.0, digits=2):
    """`median [min-max]` of `values` times `scale`."""
    m, lo, hi = (statistics.median(values) * scale, min(values) * scale, max(values) * scale)
    return f"{m:.{digits}f} [{lo:.{digits}f}-{hi:.{digits}f}]"


def cpu(runs):
    return [r[0] for r in runs]


def clear(folder):
    return lambda: shutil.rmtree(folder, ignore_errors=True)


def bars(count, era, folder):
    """A folder of theme files holding `count` standard bars (390 pt @3x, 47 pt status bar, back
    title + title + Edit), each with its own title, 250 scenes a file."""
    os.makedirs(folder, exist_ok=True)
    for first in range(0, count, 250):
        with open(f"{folder}/Standard{first // 250}.yaml", "w") as theme:
            theme.write(f"theme: Standard{first // 250}\nera: {era}\n")
            theme.write('navigationBar: { barTintColor: "#F8F8F8", tintColor: systemBlue }\nscenes:\n')
            for i in range(first + 1, min(count, first + 250) + 1):
                theme.write(
                    f"  - name: bar-{i}\n    statusBarHeight: 47\n"
                    f'    items: [ {{ title: Settings }}, {{ title: "General {i}", rightBarButtonItems: [ {{ systemItem: edit }} ] }} ]\n'
                    "    variants: { widths: [390], scales: [3], metrics: [default], positions: [topAttached], "
                    "userInterfaceStyles: [light] }\n")
    return folder


def one_bar(theme_folder, out):
    """Renders the first bar of `theme_folder` and returns its PNG's path."""
    subprocess.run([BIN, "render", theme_folder, "--out", out, "--scene", "bar-1"], check=True, stdout=subprocess.DEVNULL)
    for root, _, files in os.walk(out):
        for name in files:
            if name.endswith(".png"):
                return os.path.join(root, name)
    sys.exit("benchmark-anchors: no bar rendered")


def render_rows():
    rows = []
    for era, label in (("ios26", "default (`ios26`) look, 1170×393 px"), ("ios15", "iOS 15-18 look, 1170×273 px")):
        folder = bars(250, era, f"{WORK}/bars250{era}")
        png = one_bar(folder, f"{WORK}/one{era}")
        out = f"{WORK}/out{era}"
        a, b, ratios = paired(ONE_CORE + [BIN, "render", folder, "--out", out], ONE_CORE + [TIMER, png, "250"], before=clear(out))
        rows.append(
            f"| render + encode + write one @3x bar, {label}, 250 bars in one process, 1 core | "
            f"{spread(cpu(a), 1000 / 250)} ms CPU a bar | naive `cairo_surface_write_to_png` of the same bar, 250 in one process: "
            f"{spread(cpu(b), 1000 / 250)} ms | **{spread(ratios)}** | ≤ 0.25 |")
    return rows


def diff_row():
    """`render-theme diff` and `render-theme-diff`, each paired with ImageMagick `compare`."""
    reference = one_bar(bars(1, "ios26", f"{WORK}/diffa"), f"{WORK}/diffa-out")
    folder = f"{WORK}/diffb"
    os.makedirs(folder, exist_ok=True)
    with open(f"{WORK}/diffa/Standard0.yaml") as source, open(f"{folder}/Standard0.yaml", "w") as changed:
        changed.write(source.read().replace("#F8F8F8", "#F0E0E0"))
    actual = one_bar(folder, f"{WORK}/diffb-out")
    rows = []
    for label, command in (("render-theme diff", [BIN, "diff"]), ("render-theme-diff", [BIN + "-diff"])):
        a, b, ratios = paired(
            ONE_CORE + command + [reference, actual, "--out", f"{WORK}/d.png"],
            ONE_CORE + ["compare", "-metric", "AE", reference, actual, f"{WORK}/m.png"], runs=RUNS * 2)
        rows.append(
            f"| `{label} a.png b.png --out d.png` (the ios26 bar against it in another tint), whole process, 1 core | "
            f"{spread(cpu(a), 1000, 1)} ms CPU | ImageMagick `compare -metric AE`: {spread(cpu(b), 1000, 1)} ms | "
            f"**{spread(ratios)}** | ≤ 0.40 |")
    return rows


def validate_row():
    themes = sorted(f"Themes/{name}" for name in os.listdir("Themes") if name.endswith(".yaml"))
    files = (themes * (800 // len(themes) + 1))[:800]
    anchor = None
    try:
        import jsonschema  # noqa: F401
        import yaml  # noqa: F401
        anchor = ONE_CORE + [sys.executable, os.path.join(os.path.dirname(__file__), "validate_anchor.py"), "docs/theme.schema.json"] + files
    except ImportError:
        pass
    a, b, _ = paired(ONE_CORE + [BIN, "validate"] + files, anchor)
    rates = [800 / c for c in cpu(a)]
    anchor_text = f"PyYAML + jsonschema: {spread([800 / c for c in cpu(b)], 1, 0)} files/s" if b else "(PyYAML or jsonschema missing)"
    return (f"| `validate` of 800 theme files (the sample themes cycled; images and fonts decoded), 1 core | "
            f"**{spread(rates, 1, 0)} files a CPU second** | {anchor_text} | | ≥ 2 000 |")


def rss_row():
    figures = []
    for count in (250, 1000):
        folder = bars(count, "ios26", f"{WORK}/rss{count}")
        out = f"{WORK}/rssout"
        a, _, _ = paired([BIN, "render", folder, "--out", out], before=clear(out), runs=3)
        figures.append(spread([r[2] for r in a], 1, 1))
    return f"| peak RSS, `render` of 250 / 1 000 ios26 bars, 2 cores | {figures[0]} / {figures[1]} MB | | | ≤ 50 MB, flat |"


print("| what | BarTheme | anchor in the same run | ratio | goal |")
print("|---|---|---|---|---|")
for row in render_rows() + diff_row() + [validate_row(), rss_row()]:
    print(row, flush=True)
