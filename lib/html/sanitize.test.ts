/** @jest-environment node */
import { BODY_IMAGE_SIZES, imageSources, markupToText, sanitizeFaqAnswer, sanitizeMarkup } from './sanitize';

// Payloads from the OWASP XSS filter evasion cheat sheet and friends. After sanitizing none may
// leave a script element, an event handler, a script-capable URL or an active embed.
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://xss.example/xss.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)>',
  '<img src=&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)>',
  '<img src="jav&#x09;ascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href="&#74;avascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="VbScRiPt:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example/x">x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<p onclick="alert(1)" onmouseover="alert(1)">x</p>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="width: expression(alert(1))">x</p>',
  '<style>@import "javascript:alert(1)";</style>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<video><source onerror="alert(1)"></video>',
  '<details open ontoggle=alert(1)>',
  '<img """><script>alert(1)</script>">',
  '<<script>alert(1)//<</script>',
  '<a href="javas\tcript:alert(1)">x</a>',
  '<img src=`javascript:alert(1)`>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<p>ok</p><!--<script>alert(1)</script>-->',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<a href="https://example.com" onfocus="alert(1)" autofocus>x</a>',
];

function assertSafe(html: string) {
  const lower = html.toLowerCase();
  expect(lower).not.toMatch(
    /<\s*(script|style|iframe|object|embed|form|input|button|meta|link|base|svg|math|body|video|source|details|template|noscript)\b/,
  );
  expect(lower).not.toMatch(/\son[a-z]+\s*=/);
  expect(lower).not.toMatch(
    /(href|src|action|formaction|background|data)\s*=\s*["'`]?\s*(javascript|vbscript|data):/,
  );
  expect(lower).not.toMatch(/style\s*=/);
  expect(lower).not.toMatch(/expression\(/);
  expect(lower).not.toMatch(/href="\/\//);
}

describe('sanitizeMarkup', () => {
  it.each(PAYLOADS)('neutralises %s', (payload) => {
    assertSafe(sanitizeMarkup(payload));
    assertSafe(sanitizeMarkup(`<p>before</p>${payload}<p>after</p>`));
  });

  it('keeps the editor markup a post needs', () => {
    const html = sanitizeMarkup(
      '<h2>Title</h2><p>Text <strong>bold</strong> <em>it</em></p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote>q</blockquote><table><tr><th>h</th><td>d</td></tr></table><h3>x</h3><h4>y</h4>',
    );
    for (const tag of [
      '<h2>',
      '<strong>',
      '<em>',
      '<ul>',
      '<ol>',
      '<li>',
      '<blockquote>',
      '<table>',
      '<th>',
      '<td>',
      '<h3>',
      '<h4>',
    ]) {
      expect(html).toContain(tag);
    }
  });

  it('drops script, style, iframe, svg and math with their content', () => {
    const html = sanitizeMarkup(
      '<p>a</p><script>SECRET1</script><style>SECRET2</style><iframe>SECRET3</iframe><svg><text>SECRET4</text></svg><math><mi>SECRET5</mi></math>',
    );
    expect(html).toBe('<p>a</p>');
  });

  it('allows http(s), mailto and tel links and opens other hosts in a new tab', () => {
    expect(sanitizeMarkup('<a href="https://www.mofa.go.jp/">MOFA</a>', ['site.example'])).toBe(
      '<a href="https://www.mofa.go.jp/" target="_blank" rel="noopener noreferrer">MOFA</a>',
    );
    expect(sanitizeMarkup('<a href="https://site.example/blog" target="_top">in</a>', ['site.example'])).toBe(
      '<a href="https://site.example/blog">in</a>',
    );
    expect(sanitizeMarkup('<a href="mailto:info@example.com">m</a>')).toBe(
      '<a href="mailto:info@example.com">m</a>',
    );
    expect(sanitizeMarkup('<a href="tel:+94112345678">t</a>')).toBe('<a href="tel:+94112345678">t</a>');
    expect(sanitizeMarkup('<a href="ftp://x.example/f">f</a>')).toBe('<a>f</a>');
  });

  it('keeps http(s) and record-file images and drops the rest', () => {
    expect(
      sanitizeMarkup('<img src="/api/files/blogs_v3/abcdefghij12345/photo_ab12cd34ef.png" alt="A">'),
    ).toBe('<img src="/api/files/blogs_v3/abcdefghij12345/photo_ab12cd34ef.png" alt="A" />');
    expect(sanitizeMarkup('<img src="https://img.example/a.png" alt="">')).toContain(
      'src="https://img.example/a.png"',
    );
    expect(sanitizeMarkup('<img src="/images/blog-default.svg" alt="">')).toContain(
      'src="/images/blog-default.svg"',
    );
    expect(
      sanitizeMarkup(
        '<p><img src="//evil.example/a.png"><img src="/\\evil.example/a.png"><img src="data:image/png;base64,AAAA"><img src="images/x.png"></p>',
      ),
    ).toBe('<p></p>');
  });
});

describe('sanitizeMarkup with the sizes of its record images', () => {
  const FILE = '/api/files/blogs_v3/abcdefghij12345/photo_ab12cd34ef.png';
  const OTHER = '/api/files/blogs_v3/abcdefghij12345/chart_0123456789.png';
  const optimizer = (w: number) => `/_next/image?url=${encodeURIComponent(FILE)}&amp;w=${w}&amp;q=75`;
  const sizes = new Map([[FILE, { width: 640, height: 360 }]]);

  it('draws a record image of known size through the optimizer, with its width and height', () => {
    expect(sanitizeMarkup(`<p><img src="${FILE}" alt="A"></p>`, [], sizes)).toBe(
      `<p><img src="${optimizer(640)}" alt="A" width="640" height="360" ` +
        `srcset="${optimizer(375)} 375w, ${optimizer(640)} 640w" sizes="${BODY_IMAGE_SIZES}" ` +
        'loading="eager" decoding="async" fetchpriority="high" /></p>',
    );
  });

  it("loads the first sized image at once and the others lazily, replacing the editor's hints", () => {
    const html = sanitizeMarkup(
      `<img src="https://img.example/a.png" loading="eager"><img src="${FILE}" width="10" height="10" loading="lazy" srcset="/x.png 1w"><img src="${FILE}" fetchpriority="high">`,
      [],
      sizes,
    );
    const images = html.split('<img').slice(1);
    expect(images[0]).toBe(' src="https://img.example/a.png" />');
    expect(images[1]).toContain('width="640" height="360"');
    expect(images[1]).toContain('loading="eager" decoding="async" fetchpriority="high"');
    expect(images[1]).not.toContain('/x.png');
    expect(images[2]).toContain('loading="lazy" decoding="async" />');
    expect(images[2]).not.toContain('fetchpriority');
  });

  it('leaves a record image of unknown size at its own address', () => {
    expect(sanitizeMarkup(`<img src="${OTHER}" alt="">`, [], sizes)).toBe(`<img src="${OTHER}" alt="" />`);
  });

  it("lists the sources of a body's images, the ones it would measure", () => {
    expect(
      imageSources(`<p><img src=" ${FILE} "><img alt="x"><script><img src="/s.png"></script></p>`),
    ).toEqual([FILE]);
  });
});

describe('markupToText', () => {
  it('strips tags, decodes entities and collapses whitespace', () => {
    expect(markupToText('<h2>A &amp; B</h2>\n<p>one   <em>two</em></p><script>x</script>')).toBe(
      'A & B one two',
    );
  });
});

describe('sanitizeFaqAnswer', () => {
  it('keeps paragraphs, lists, bold and links, and nothing else', () => {
    expect(
      sanitizeFaqAnswer(
        '<p class="x" style="color:red">A <strong>COE</strong></p><ul><li onclick="x()">One</li></ul><script>alert(1)</script><img src=x onerror=alert(1)><h2>Big</h2>',
      ),
    ).toBe('<p>A <strong>COE</strong></p><ul><li>One</li></ul>Big');
  });

  it('opens an https link in a new tab and drops a script link', () => {
    expect(sanitizeFaqAnswer('<a href="https://example.lk/x" target="_self">x</a>')).toBe(
      '<a href="https://example.lk/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeFaqAnswer('<a href="javascript:alert(1)">x</a>')).not.toContain('href');
  });
});
