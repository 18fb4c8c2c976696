"""The Markdown tables Scripts/fidelity prints for each half of a calibration set (fit, check):
one table of rows per half, its summary line and its misses; then the notes and the two closing
summary lines. Shared by fidelity_ios26.py (navigation bars, toolbars) and fidelity_tabbar.py (tab
bars) so both tables read the same. Standard library only."""

HALVES = ("fit", "check")


def print_halves(titles, apps, rows, halves, summary, prefix=""):
    """Prints, for each half, `### TITLE: APPS`, its rows (capture, element, UIKit, BarTheme,
    error), its summary line and its misses. `titles` maps a half to its heading; `apps` is
    cases.json's apps (each with its `half`); `prefix` starts the summary and misses lines
    ("tab bars " gives "Summary, tab bars fit")."""
    for half in HALVES:
        names = ", ".join(sorted(a for a, v in apps.items() if v.get("half") == half))
        print("### %s: %s" % (titles[half], names))
        print()
        print("| capture | element | UIKit | BarTheme | error |")
        print("|---|---|---|---|---|")
        for row in rows[half]:
            print("| %s | %s | %s | %s | %s |" % row)
        print()
        print(summary("Summary, " + prefix + half, halves[half]))
        if halves[half].misses:
            print()
            print("Misses, %s%s (%d):" % (prefix, half, len(halves[half].misses)))
            for label, error in halves[half].misses:
                print("- %s: %s" % (label, error))
        unmeasured = getattr(halves[half], "unmeasured", [])
        if unmeasured:
            print()
            print("Not measured, %s%s (%d: no glyph in the capture's window or the render's, not facts): %s." % (
                prefix, half, len(unmeasured), "; ".join(unmeasured)))
        print()


def print_closing(notes, summaries, summary, halves):
    """Prints each non-empty note as its own paragraph, then one summary line per half, titled by
    `summaries` (a half → its title)."""
    for note in notes:
        if note:
            print(note)
            print()
    for half in HALVES:
        print(summary(summaries[half], halves[half]))
