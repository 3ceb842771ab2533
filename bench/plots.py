"""The plots in docs/benchmarks.md, drawn from the figures the benchmarks write.

    PYTHONPATH=. .venv/bin/python bench/plots.py [--run smtp_ingest,send,scaleout]
        [--broker redis://127.0.0.1:6379/13] [--out docs/benchmarks]

Reads ``var/bench/<name>.json``, the figures ``python -m bench`` writes for each benchmark
(a quick run: one session count only), and draws PNGs (dpi 100) into ``--out``:

- ``smtp_concurrency.png``: accepts/s against concurrent SMTP sessions, ``manage.py smtpd``
  next to the bare aiosmtpd sink and the one-transaction-per-message path
  (``bench/smtp_ingest.py``);
- ``latency.png``: the distribution (CDF) of the send API's latency at concurrency 20
  (``bench/send.py``) and of SMTP ``250`` → readable through the API with a real worker
  (``bench/smtp_ingest.py``);
- ``scaleout.png``: accepts/s and filed/s with 1 and 2 SMTP processes and workers, each run
  and the medians (``bench/scaleout.py``).

``--run`` first runs the named benchmarks with the sizes the plots need (SMTP sessions 1, 2,
4 and 8; 200 sends at concurrency 20; the scale-out benchmark at its default size), each in
a process of its own, and writes their figures where ``python -m bench`` would. A plot whose
figures are missing is left out, with the command that makes them.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HERE = ROOT / "bench"

# What each benchmark is run with for the plots (``--run``).
SWEEPS = {
    "smtp_ingest": ["--sessions", "1,2,4,8", "--messages", "200", "--latency-messages", "100"],
    "send": ["--requests", "200", "--concurrency", "20", "--latency", "30", "--smtp", "60"],
    "scaleout": [],
}


def var_bench() -> Path:
    return Path(os.environ.get("PM_VAR_DIR", ROOT / "var")) / "bench"


def run(name: str, broker: str | None) -> None:
    """Run one benchmark in a child process with its sweep's arguments."""
    out = var_bench() / f"{name}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    arguments = SWEEPS[name] + (["--broker", broker] if broker and name != "send" else [])
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    print(f"{name} {' '.join(arguments)} …", flush=True)
    command = [sys.executable, str(HERE / "plots.py"), "--child", name, "--json", str(out)]
    subprocess.run([*command, "--", *arguments], cwd=ROOT, env=env, check=True)


def child(name: str, out: Path, arguments: list[str]) -> None:
    """In the child: the benchmark sees ``arguments`` as its command line."""
    sys.path.insert(0, str(HERE))  # the benchmarks import their neighbours (`broker`)
    sys.path.insert(0, str(ROOT))
    sys.argv = [str(HERE / f"{name}.py"), *arguments]
    figures = importlib.import_module(f"bench.{name}").main()
    figures["load_after"] = os.getloadavg()[0]
    out.write_text(json.dumps(figures, default=float))


def figures(name: str) -> dict | None:
    path = var_bench() / f"{name}.json"
    return json.loads(path.read_text()) if path.exists() else None


def cdf(axes, values: list[float], label: str, title: str) -> None:
    """One panel: the empirical CDF of ``values`` (ms), with p50 and p95 marked."""
    ordered = sorted(values)
    count = len(ordered)
    axes.step(ordered, [(i + 1) / count for i in range(count)], where="post", label=label)
    # Labels left of their lines, where the curve is not: high up for p50, low for p95.
    for p, style, height in ((50, "--", 0.9), (95, ":", 0.1)):
        value = ordered[min(count - 1, round(p / 100 * (count - 1)))]
        axes.axvline(value, color="grey", linestyle=style, linewidth=1)
        axes.annotate(
            f"p{p} {value:,.0f} ms", (value, height), textcoords="offset points",
            xytext=(-4, 0), ha="right", fontsize=8,
        )  # fmt: skip
    axes.set_title(title, fontsize=9)
    axes.set_xlabel("ms")
    axes.set_ylim(0, 1.02)
    axes.grid(alpha=0.3)


def plot_concurrency(plt, data: dict, out: Path) -> bool:
    levels = sorted(
        int(key.split("_")[3])
        for key in data
        if key.startswith("accepts_per_s_") and "sessions" in key
    )
    if not levels:
        return False
    fig, axes = plt.subplots(figsize=(6.4, 3.6))
    series = (
        ("bare aiosmtpd sink (answers 250, discards)", "sink_per_s", "o-"),
        ("manage.py smtpd (group commit)", "accepts_per_s", "s-"),
        ("one transaction per message (before ADR 0021)", "per_message_accepts_per_s", "^--"),
    )
    for label, prefix, style in series:
        points = [(n, data.get(f"{prefix}_{n}_sessions")) for n in levels]
        points = [(n, value) for n, value in points if value is not None]
        if points:
            axes.plot(*zip(*points, strict=True), style, label=label, markersize=4)
    for n in levels:
        ratio = data.get(f"ratio_to_sink_{n}_sessions")
        if ratio is not None:
            axes.annotate(
                f"{ratio:.0%}", (n, data[f"accepts_per_s_{n}_sessions"]),
                textcoords="offset points", xytext=(0, 6), ha="center", fontsize=8,
            )  # fmt: skip
    axes.set_xscale("log", base=2)
    axes.set_xticks(levels, [str(n) for n in levels])
    axes.set_yscale("log")
    axes.set_xlabel("concurrent SMTP sessions")
    axes.set_ylabel("messages accepted per second")
    load = data.get("load_after")
    axes.set_title(
        "SMTP ingest, 4 KiB messages (% = ours / sink)"
        + (f", load {load:.1f}" if load is not None else ""),
        fontsize=9,
    )
    axes.grid(alpha=0.3, which="both")
    axes.legend(fontsize=8, loc="center right")
    fig.tight_layout()
    fig.savefig(out, dpi=100)
    plt.close(fig)
    return True


def plot_latency(plt, send: dict | None, ingest: dict | None, out: Path) -> bool:
    panels = []
    if send and send.get("concurrent_ms"):
        panels.append((send["concurrent_ms"], "send API", "POST …/messages at concurrency 20"))
    if ingest and ingest.get("accept_to_readable_ms"):
        panels.append(
            (ingest["accept_to_readable_ms"], "250 → readable", "SMTP 250 → readable (real worker)")
        )
    if not panels:
        return False
    fig, axes = plt.subplots(1, len(panels), figsize=(3.4 * len(panels), 3.2), squeeze=False)
    for ax, (values, label, title) in zip(axes[0], panels, strict=True):
        cdf(ax, values, label, f"{title}, n = {len(values)}")
    axes[0][0].set_ylabel("fraction of requests")
    loads = [
        f"load {data['load_after']:.1f} after {name}"
        for name, data in (("send", send), ("smtp_ingest", ingest))
        if data and data.get("load_after") is not None
    ]
    if loads:
        fig.suptitle(", ".join(loads), fontsize=9)
    fig.tight_layout()
    fig.savefig(out, dpi=100)
    plt.close(fig)
    return True


def plot_scaleout(plt, data: dict, out: Path) -> bool:
    runs = data.get("runs")
    if not runs:
        return False
    levels = sorted({run["n"] for run in runs})
    width = 0.8 / len(levels)
    colours = ("#8da0cb", "#66c2a5", "#fc8d62")
    panels = (
        ("SMTP accepts/s", (("together", "accepts_per_s"), ("apart", "smtp_alone_per_s"))),
        (
            "filed/s (inbound workers)",
            (("together", "filed_per_s"), ("apart", "workers_alone_per_s")),
        ),
    )
    fig, axes = plt.subplots(1, 2, figsize=(6.4, 3.4))
    for ax, (title, groups) in zip(axes, panels, strict=True):
        groups = [(label, metric) for label, metric in groups if f"{metric}_1" in data]
        for j, n in enumerate(levels):
            xs = [i + (j - (len(levels) - 1) / 2) * width for i in range(len(groups))]
            medians = [data[f"{metric}_{n}"] for _label, metric in groups]
            ax.bar(xs, medians, width, color=colours[j % len(colours)], label=f"N = {n}")
            for x, (_label, metric), median in zip(xs, groups, medians, strict=True):
                values = [run[metric] for run in runs if run["n"] == n and metric in run]
                ax.plot([x] * len(values), values, "k.", markersize=4)
                ax.annotate(
                    f"{median:.0f}", (x, median), textcoords="offset points", xytext=(0, 2),
                    ha="center", fontsize=7,
                )  # fmt: skip
        labels = []
        for label, metric in groups:
            ratio = data.get(f"{metric.removesuffix('_per_s')}_ratio_{levels[-1]}_to_{levels[0]}")
            labels.append(f"{label}\n2 / 1: x{ratio:.2f}" if ratio else label)
        ax.set_xticks(range(len(groups)), labels, fontsize=8)
        ax.set_title(title, fontsize=9)
        ax.grid(alpha=0.3, axis="y")
        ax.margins(y=0.12)
    axes[0].legend(fontsize=8, title="smtpd, workers", title_fontsize=8)
    load = (data.get("load_start"), data.get("load_end"))
    if None not in load:
        fig.suptitle(
            f"2 cores: medians (bars) of interleaved runs (dots), load {load[0]:.1f} → "
            f"{load[1]:.1f}",
            fontsize=9,
        )
    fig.tight_layout()
    fig.savefig(out, dpi=100)
    plt.close(fig)
    return True


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--run", default="", help=f"comma-separated, of: {', '.join(SWEEPS)}")
    parser.add_argument("--broker", help="Celery broker URL for the benchmarks run")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "benchmarks")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--json", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("arguments", nargs="*", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child, args.json, args.arguments)
        return 0
    names = [name for name in args.run.split(",") if name]
    unknown = set(names) - set(SWEEPS)
    if unknown:
        parser.error(f"unknown: {', '.join(sorted(unknown))} (known: {', '.join(SWEEPS)})")
    for name in names:
        run(name, args.broker)

    import matplotlib

    matplotlib.use("Agg")
    from matplotlib import pyplot as plt

    args.out.mkdir(parents=True, exist_ok=True)
    ingest, send, scaleout = figures("smtp_ingest"), figures("send"), figures("scaleout")
    drawn = {
        "smtp_concurrency.png": ingest is not None
        and plot_concurrency(plt, ingest, args.out / "smtp_concurrency.png"),
        "latency.png": plot_latency(plt, send, ingest, args.out / "latency.png"),
        "scaleout.png": scaleout is not None
        and plot_scaleout(plt, scaleout, args.out / "scaleout.png"),
    }
    makes = {
        "smtp_concurrency.png": "smtp_ingest",
        "latency.png": "send,smtp_ingest",
        "scaleout.png": "scaleout",
    }
    for name, done in drawn.items():
        path = args.out / name
        if done:
            print(f"{path} ({path.stat().st_size / 1024:.0f} kB)")
        else:
            print(f"{name}: no figures in {var_bench()}; bench/plots.py --run {makes[name]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
