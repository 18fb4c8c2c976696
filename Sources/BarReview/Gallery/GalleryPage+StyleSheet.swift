/// The gallery page's style sheet: light and dark colours as custom properties, the sticky filter
/// header, the cards and the detail dialog.
extension GalleryPage {
    static let styleSheet = """
        :root { --bg: #f2f2f7; --fg: #1c1c1e; --card: #ffffff; --line: #d1d1d6; --muted: #6e6e73; }
        body.dark { --bg: #000000; --fg: #f2f2f7; --card: #1c1c1e; --line: #38383a; --muted: #98989d; }
        body { margin: 0; font: 14px -apple-system, system-ui, sans-serif; background: var(--bg); color: var(--fg); }
        header { position: sticky; top: 0; background: var(--bg); border-bottom: 1px solid var(--line); padding: 10px 20px; z-index: 1; }
        h1 { font-size: 18px; margin: 0 0 8px; } .filters { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; }
        label { font-size: 12px; color: var(--muted); } select, button { font: inherit; }
        main { padding: 12px 20px; } h2 { font-size: 16px; margin: 20px 0 6px; } h3 { font-size: 13px; color: var(--muted); margin: 10px 0 6px; font-weight: 600; }
        .cards { display: flex; flex-wrap: wrap; gap: 10px; }
        .card { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 6px; cursor: pointer; width: 300px; }
        .card img { width: 100%; height: auto; display: block; } .card .meta { font-size: 11px; color: var(--muted); margin-top: 4px; overflow-wrap: anywhere; }
        .hidden { display: none !important; } #count { font-size: 12px; color: var(--muted); }
        dialog { max-width: 90vw; background: var(--card); color: var(--fg); border: 1px solid var(--line); border-radius: 10px; }
        dialog img { max-width: 85vw; display: block; margin-bottom: 8px; } dialog pre { font-size: 12px; white-space: pre-wrap; }
        """
}
