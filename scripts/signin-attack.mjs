/**
 * A sign-in flood against a running server on loopback, shared by `npm run load:signin`
 * (scripts/load-signin.mjs, 40 addresses for 60 s at the production password cost) and
 * the short bounded test in the server suite (server/routes/signin-attack.test.ts).
 *
 * `addresses` loops each send sign-ins to unknown emails one after another, each from
 * its own address (X-Forwarded-For, so the server must run with TRUST_PROXY), one per
 * IPv4 /24 so that the queue's per-network shares do not stop them: the worst case for
 * the admin. Meanwhile the admin signs in from a trusted browser (its device cookie)
 * every `adminEveryMs`, and each sign-in's time is measured.
 */

/** The "name=value" pair of a Set-Cookie header line starting with `prefix`, or null. */
export function cookiePair(res, prefix) {
  for (const line of res.headers.getSetCookie()) {
    const pair = line.split(';')[0];
    if (pair.startsWith(prefix) && !pair.endsWith('=')) return pair;
  }
  return null;
}

/** Sign in once, from a clean address, and return the device cookie the server gives the browser. */
export async function trustedBrowser(base, email, password) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, 'X-Forwarded-For': '198.51.100.200' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`the first sign-in answered ${res.status}: ${await res.text()}`);
  const device = cookiePair(res, '__Host-ubc_device=') ?? cookiePair(res, 'ubc_device=');
  if (!device) throw new Error('no device cookie was set');
  return device;
}

/**
 * Run the flood for `seconds`; resolves with the attackers' answers by status and each of
 * the admin's sign-ins ({ status, ms }).
 */
export async function signInFlood({ base, email, password, device, addresses = 40, seconds = 60, adminEveryMs = 5_000, adminFirstAfterMs = 1_000, minAdminSignIns = 0 }) {
  const endsAt = Date.now() + seconds * 1000;
  // With `minAdminSignIns`, the flood goes on past `seconds` until the admin has signed in that
  // often (at most three times as long): on a slow machine each sign-in under the flood takes
  // longer, and the test is of every sign-in, not of how many fit in the time.
  const hardStop = Date.now() + 3 * seconds * 1000;
  let adminCount = 0;
  const running = () => Date.now() < hardStop && (Date.now() < endsAt || adminCount < minAdminSignIns);
  /** @type {Record<string, number>} */
  const answers = {};
  const post = (body, headers) =>
    fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base, ...headers },
      body: JSON.stringify(body),
    });

  async function attacker(i) {
    let n = 0;
    while (running()) {
      try {
        const res = await post({ email: `nobody${i}-${n++}@example.org`, password: `guess ${n}` }, { 'X-Forwarded-For': `10.${i}.0.1` });
        await res.arrayBuffer();
        answers[res.status] = (answers[res.status] ?? 0) + 1;
        // A throttled address waits as told (a patient attacker; an impatient one only gets more 429s).
        if (res.status === 429) await new Promise((r) => setTimeout(r, Math.min(Number(res.headers.get('retry-after') ?? 1) * 1000, Math.max(0, endsAt - Date.now()))));
      } catch {
        answers.error = (answers.error ?? 0) + 1;
      }
    }
  }

  async function admin() {
    const signIns = [];
    await new Promise((r) => setTimeout(r, adminFirstAfterMs));
    while (running()) {
      const started = performance.now();
      const res = await post({ email, password }, { 'X-Forwarded-For': '198.51.100.200', Cookie: device });
      await res.arrayBuffer();
      signIns.push({ status: res.status, ms: Math.round(performance.now() - started) });
      adminCount += 1;
      if (!running()) break;
      await new Promise((r) => setTimeout(r, Math.min(adminEveryMs, Math.max(0, endsAt - Date.now()))));
    }
    return signIns;
  }

  const [signIns] = await Promise.all([admin(), ...Array.from({ length: addresses }, (_, i) => attacker(i))]);
  return { answers, signIns };
}

/**
 * One sign-in from a browser without a device cookie, from `address`; resolves with
 * { status, retryAfter } (retryAfter in seconds, or null).
 */
export async function untrustedSignIn(base, email, password, address) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, 'X-Forwarded-For': address },
    body: JSON.stringify({ email, password }),
  });
  await res.arrayBuffer();
  const retry = res.headers.get('retry-after');
  return { status: res.status, retryAfter: retry === null ? null : Number(retry) };
}

/**
 * Sign-ins to `requests` made-up accounts, each from its own address (`addresses` of them,
 * one after another, spread over many IPv4 /24s), `concurrency` at a time, as fast as the
 * server answers: the flood that once pushed a locked account's record out of the
 * throttle (docs/product.md §11). Resolves with the answers by status and the seconds taken.
 */
export async function junkKeyFlood({ base, requests = 50_000, addresses = 10_000, concurrency = 64 }) {
  /** @type {Record<string, number>} */
  const answers = {};
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < requests) {
      const n = next++;
      const a = n % addresses;
      try {
        const res = await fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: base, 'X-Forwarded-For': `100.${64 + ((a >> 16) & 63)}.${(a >> 8) & 255}.${a & 255}` },
          body: JSON.stringify({ email: `junk${n}@example.org`, password: `guess ${n}` }),
        });
        await res.arrayBuffer();
        answers[res.status] = (answers[res.status] ?? 0) + 1;
      } catch {
        answers.error = (answers.error ?? 0) + 1;
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { answers, seconds: Number(((performance.now() - started) / 1000).toFixed(1)) };
}
