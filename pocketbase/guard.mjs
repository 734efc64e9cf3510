// Fail closed: outside loopback, PocketBase and the site refuse to start with the
// built-in development credentials (or none). Shared by the launcher and the CLIs;
// lib/env.ts applies the same rule to the site.

/** Dev-only defaults; accepted only while everything listens on loopback. */
export const DEFAULT_SUPERUSER_EMAIL = 'admin@example.com';
export const DEFAULT_SUPERUSER_PASSWORD = 'local-admin-password';
export const DEFAULT_SITE_EMAIL = 'site@example.com';
export const DEFAULT_SITE_PASSWORD = 'local-site-password';

const DEFAULTS = {
  POCKETBASE_SUPERUSER_EMAIL: DEFAULT_SUPERUSER_EMAIL,
  POCKETBASE_SUPERUSER_PASSWORD: DEFAULT_SUPERUSER_PASSWORD,
  POCKETBASE_SITE_EMAIL: DEFAULT_SITE_EMAIL,
  POCKETBASE_SITE_PASSWORD: DEFAULT_SITE_PASSWORD,
};

/**
 * The four credentials (POCKETBASE_SUPERUSER_EMAIL/PASSWORD, POCKETBASE_SITE_EMAIL/PASSWORD) of
 * `env`, each unset one the development default.
 */
export function credentialsOf(env = process.env) {
  return Object.fromEntries(
    Object.entries(DEFAULTS).map(([name, fallback]) => [name, env[name] || fallback]),
  );
}

/** True for localhost, 127.0.0.0/8 and ::1 (brackets allowed). Empty, 0.0.0.0 and :: are not loopback. */
export function isLoopbackHost(host) {
  const h = String(host ?? '')
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (h === 'localhost' || h.endsWith('.localhost') || h === '::1') return true;
  if (/^::ffff:127\.\d+\.\d+\.\d+$/.test(h)) return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

/** Host part of a `serve --http` value: "127.0.0.1:8090", "[::1]:8090", ":8090", "0.0.0.0:80". */
export function hostOfListen(listen) {
  const s = String(listen ?? '').trim();
  const i = s.lastIndexOf(':');
  return i === -1 ? s : s.slice(0, i);
}

function hostOfUrl(url) {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/**
 * Why this start is exposed beyond loopback, or [] when it is not.
 * `pocketbaseHttp`: PocketBase's listen address; `siteHost`: the site's listen host;
 * with NODE_ENV=production a non-loopback POCKETBASE_URL or SITE_URL counts too.
 */
export function exposure({ pocketbaseHttp, siteHost, pocketbaseUrl, siteUrl, nodeEnv } = {}) {
  const reasons = [];
  if (pocketbaseHttp !== undefined && !isLoopbackHost(hostOfListen(pocketbaseHttp)))
    reasons.push(`PocketBase listens on ${pocketbaseHttp}`);
  if (siteHost !== undefined && siteHost !== '' && !isLoopbackHost(siteHost))
    reasons.push(`the site listens on ${siteHost}`);
  if (nodeEnv === 'production') {
    if (pocketbaseUrl && !isLoopbackHost(hostOfUrl(pocketbaseUrl)))
      reasons.push(`NODE_ENV=production with POCKETBASE_URL=${pocketbaseUrl}`);
    if (siteUrl && !isLoopbackHost(hostOfUrl(siteUrl)))
      reasons.push(`NODE_ENV=production with SITE_URL=${siteUrl}`);
  }
  return reasons;
}

/**
 * The shortest SITE_SIGNING_SECRET (the one secret the site's signing keys are derived from,
 * lib/http/site-key.ts) a site beyond loopback starts with; lib/env.ts says the same.
 */
export const SIGNING_SECRET_MIN = 32;

/** The credential variables that are unset, too short or equal to a built-in default. */
export function weakCredentials(env, names = Object.keys(DEFAULTS)) {
  return names.filter((name) => {
    const value = env[name];
    if (!value) return true;
    if (value === DEFAULTS[name]) return true;
    if (name === 'SITE_SIGNING_SECRET') return value.length < SIGNING_SECRET_MIN;
    return name.endsWith('_PASSWORD') && value.length < 12;
  });
}

/**
 * The `-H`/`--hostname` value of `words` as `next start` reads it (commander, in
 * node_modules/next/dist/bin/next): every occurrence sets it, so the last one wins; `-H x`,
 * `--hostname x`, `--hostname=x` and `-Hx` (so `-H=x` is the host `=x`); the word after `-H` is
 * its value even when it starts with a dash; nothing after `--` is an option. A `-H` with no word
 * after it is `0.0.0.0` (Next refuses it; counted as exposed). Undefined when none is given.
 */
function hostnameOption(words) {
  let host;
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i];
    if (word === '--') break;
    if (word === '-H' || word === '--hostname') {
      host = words[i + 1] ?? '0.0.0.0';
      i += 1;
    } else if (word.startsWith('--hostname=')) host = word.slice('--hostname='.length);
    else if (word.startsWith('-H')) host = word.slice(2);
  }
  return host;
}

/**
 * The host the site will listen on, read from the command that starts it (words of `sh -c`
 * strings included): the value hostnameOption reads; for a `next start` without one, `0.0.0.0`,
 * since Next then listens on every interface; else undefined (the command starts no site: a
 * build, a script). A HOSTNAME variable (other than the machine's own name) that is not loopback
 * counts too, but never makes a start without -H count as loopback: Next ignores it.
 */
export function siteListenHost(command, env = process.env, machineName = '') {
  const words = command
    .flatMap((word) => String(word).split(/\s+/))
    .map((w) => w.replace(/^["']|["']$/g, ''));
  const given = hostnameOption(words);
  if (given !== undefined) return given;
  const hostname = env.HOSTNAME && env.HOSTNAME !== machineName ? env.HOSTNAME : undefined;
  if (hostname && !isLoopbackHost(hostname)) return hostname;
  const starts = words.some((word, i) => /(^|\/)next$/.test(word) && words[i + 1] === 'start');
  return starts ? '0.0.0.0' : hostname;
}

/** The `-p`/`--port` of `next start`/`next dev` words as commander reads them (the last wins). */
function portOption(words) {
  let port;
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i];
    if (word === '--') break;
    if (word === '-p' || word === '--port') port = words[(i += 1)];
    else if (word.startsWith('--port=')) port = word.slice('--port='.length);
    else if (/^-p\d+$/.test(word)) port = word.slice(2);
  }
  return port;
}

/**
 * The address to open in a browser for the site `command` starts (`next start` or `next dev`), or
 * null when it starts none: SITE_URL when set (the one origin the forms accept, lib/http/request.ts),
 * else http://<the loopback host it listens on, 127.0.0.1 when it listens beyond>:<its port>,
 * which the forms accept as they accept localhost on that port.
 */
export function siteAddress(command, env = process.env, machineName = '') {
  const words = command
    .flatMap((word) => String(word).split(/\s+/))
    .map((w) => w.replace(/^["']|["']$/g, ''));
  const starts = words.some(
    (word, i) => /(^|\/)next$/.test(word) && /^(start|dev)$/.test(words[i + 1] ?? ''),
  );
  if (!starts) return null;
  if (env.SITE_URL) return env.SITE_URL;
  const host = siteListenHost(command, env, machineName);
  const shown = host && isLoopbackHost(host) ? host.replace(/^\[?(.*?:.*?)\]?$/, '[$1]') : '127.0.0.1';
  return `http://${shown}:${portOption(words) || env.PORT || 3000}`;
}

/**
 * The site's own refusal, checked by the launcher before the command runs (so before the site
 * listens): when the site listens beyond loopback (or NODE_ENV=production with a public
 * POCKETBASE_URL or SITE_URL), its PocketBase account must be set to non-default values,
 * SITE_SIGNING_SECRET to at least SIGNING_SECRET_MIN characters, and the superuser variables,
 * when set, to non-default values too (lib/env.ts applies the same rule in the site). Returns the
 * message, or null when the start is safe.
 */
export function siteStartRefusal(command, env = process.env, machineName = '') {
  const where = exposure({
    siteHost: siteListenHost(command, env, machineName),
    siteUrl: env.SITE_URL,
    pocketbaseUrl: env.POCKETBASE_URL,
    nodeEnv: env.NODE_ENV,
  });
  const names = ['POCKETBASE_SITE_EMAIL', 'POCKETBASE_SITE_PASSWORD', 'SITE_SIGNING_SECRET'];
  for (const name of ['POCKETBASE_SUPERUSER_EMAIL', 'POCKETBASE_SUPERUSER_PASSWORD'])
    if (env[name]) names.unshift(name);
  try {
    assertSafeCredentials(env, where, names);
    return null;
  } catch (err) {
    return err.message;
  }
}

/** Throws a message naming the variables to set when the start is exposed and they are weak. */
export function assertSafeCredentials(env, where, names) {
  if (!where.length) return;
  const weak = weakCredentials(env, names);
  if (!weak.length) return;
  throw new Error(
    `Refusing to start: ${where.join('; ')} (not loopback), but ${weak.join(', ')} ` +
      `${weak.length === 1 ? 'is' : 'are'} unset, shorter than 12 characters (passwords; ` +
      `${SIGNING_SECRET_MIN} for SITE_SIGNING_SECRET) or equal to the built-in development default. ` +
      `Set ${weak.join(', ')} to your own values (see pocketbase/README.md).`,
  );
}
