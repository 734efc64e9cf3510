/** The copyright line's id: the inline script finds it by it. */
const LINE_ID = 'copyright';

/**
 * Corrects the copyright line's year to the browser's: the server renders the year of the render,
 * and a cached page can be older than 1 January. Plain ES2017 sent inline right after the line, so
 * it runs as the page is parsed, before hydration (the line's text may then differ from the
 * server's: `suppressHydrationWarning` keeps it), and costs no script file.
 */
export const COPYRIGHT_YEAR_SCRIPT = `(function () {
  var line = document.getElementById('${LINE_ID}');
  var now = String(new Date().getFullYear());
  var year = line && line.getAttribute('data-year');
  if (year && year !== now) line.textContent = line.textContent.split(year).join(now);
})();`;

/** The footer's copyright line, `text` holding the render's `year`; the browser shows its own. */
export function CopyrightLine({ text, year }: { text: string; year: number }) {
  return (
    <>
      <p id={LINE_ID} data-year={year} suppressHydrationWarning>
        {text}
      </p>
      <script dangerouslySetInnerHTML={{ __html: COPYRIGHT_YEAR_SCRIPT }} />
    </>
  );
}
