import { describe, expect, it } from 'vitest';
import { PUBLIC_SITE_URL, SOCIAL_LINKS, siteUrlProblem } from './site';

describe("siteUrlProblem: a production build never hands out this machine's address", () => {
  it('accepts the public address', () => {
    expect(siteUrlProblem(PUBLIC_SITE_URL)).toBeNull();
    expect(siteUrlProblem('https://staging.example.org')).toBeNull();
  });

  it.each(['http://localhost:4321', 'http://127.0.0.1:4410', 'http://[::1]:4321', 'http://0.0.0.0', 'https://app.localhost'])('refuses %s', (url) => {
    expect(siteUrlProblem(url)).toMatch(/not this machine/);
  });

  it.each(['ukbenefitscalculator.org.uk', '/relative', 'ftp://example.org'])('refuses %s, which is not an http(s) address', (url) => {
    expect(siteUrlProblem(url)).toMatch(/SITE_URL must/);
  });

  it('the footer share links point at the public home page', () => {
    for (const link of SOCIAL_LINKS) expect(decodeURIComponent(link.href)).toContain(`${PUBLIC_SITE_URL}/`);
  });
});
