// Shared module (not a hook file) for applications-export.pb.js: the page at /export/applications.
// It runs in the browser of a staff member signed in to the admin (/_/, same origin): the admin
// keeps the superuser's token in the browser's storage under "__pb_superusers__" and its path.
// Everything it shows comes from PocketBase's answers and is set as text, never as markup.

var SCRIPT = [
  "var out = document.getElementById('out');",
  'function say(text) { out.textContent = text; }',
  'function token() {',
  '  for (var i = 0; i < localStorage.length; i++) {',
  '    var key = localStorage.key(i);',
  "    if (key.indexOf('__pb_superusers__') !== 0) continue;",
  '    try { var auth = JSON.parse(localStorage.getItem(key)); if (auth && auth.token) return auth.token; } catch (_) {}',
  '  }',
  "  return '';",
  '}',
  'var auth = token();',
  "var vacancy = new URLSearchParams(location.search).get('vacancy') || '';",
  'function signIn() {',
  "  say('Sign in to the admin first (it opens in this tab), then come back to this page.');",
  "  var a = document.createElement('a'); a.href = '/_/'; a.textContent = 'Open the admin';",
  "  out.appendChild(document.createElement('br')); out.appendChild(a);",
  '}',
  'function download() {',
  "  say('Preparing the spreadsheet…');",
  "  fetch('/api/site/applications/export?vacancy=' + encodeURIComponent(vacancy), { headers: { Authorization: auth } })",
  '    .then(function (res) {',
  '      if (res.status === 401 || res.status === 403) return signIn();',
  "      if (!res.ok) return res.text().then(function (t) { var m = t; try { m = JSON.parse(t).message; } catch (_) {} say('Not exported: ' + m); });",
  "      var name = /filename=\"([^\"]+)\"/.exec(res.headers.get('content-disposition') || '');",
  '      return res.blob().then(function (blob) {',
  "        var a = document.createElement('a');",
  "        a.href = URL.createObjectURL(blob); a.download = name ? name[1] : 'applications.csv';",
  '        document.body.appendChild(a); a.click();',
  "        say('Downloaded: ' + a.download + '. Open it in Excel or Google Sheets.');",
  '      });',
  '    })',
  "    .catch(function () { say('PocketBase could not be reached. Try again in a minute.'); });",
  '}',
  'function list() {',
  "  say('Loading the vacancies…');",
  "  fetch('/api/collections/vacancies/records?perPage=200&sort=-created&fields=id,title,status', { headers: { Authorization: auth } })",
  '    .then(function (res) { if (res.status === 401 || res.status === 403) return null; return res.json(); })',
  '    .then(function (body) {',
  '      if (!body) return signIn();',
  "      say('Pick a vacancy: its applications download as a spreadsheet.');",
  "      var ul = document.createElement('ul');",
  '      body.items.forEach(function (v) {',
  "        var li = document.createElement('li'); var a = document.createElement('a');",
  "        a.href = '?vacancy=' + encodeURIComponent(v.id); a.textContent = v.title + (v.status === 'published' ? '' : ' (' + v.status + ')');",
  '        li.appendChild(a); ul.appendChild(li);',
  '      });',
  '      out.appendChild(ul);',
  '    })',
  "    .catch(function () { say('PocketBase could not be reached. Try again in a minute.'); });",
  '}',
  'if (!auth) signIn(); else if (vacancy) download(); else list();',
].join('\n');

/** The page's HTML; `nonce` lets its one script and style run under the page's CSP. */
function page(nonce) {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    '<title>Applications as a spreadsheet</title>' +
    '<style nonce="' +
    nonce +
    '">body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}' +
    'li{margin:.4rem 0}</style></head><body>' +
    '<h1>Applications as a spreadsheet</h1><p id="out">This page needs JavaScript.</p>' +
    '<script nonce="' +
    nonce +
    '">' +
    SCRIPT +
    '</script></body></html>'
  );
}

module.exports = { page: page };
