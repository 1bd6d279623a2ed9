// Which JavaScript a directly opened step runs before it is usable, on the bench's slow phone (issue 11):
// a V8 CPU profile of each visit from navigation to "usable" (samples after it are left out), summed over the visits after a first
// (unmeasured) one: time by file, and by function self and inclusive. A diagnostic, run by hand:
// npx tsx scripts/bench/cpu-profile.ts /order   (PROFILE_RUNS=3; names read best on `npx vite build --minify false`)
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../chromium-path';
import { startShop, waitForServer } from './serve';
import { openSlow, PHONE, pickersOf, usableAt } from './slow-phone';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

const path = process.argv[2] ?? '/order';
const runs = Number(process.env.PROFILE_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 8198);
const base = `http://127.0.0.1:${port}`;
const fileOf = (n: ProfileNode): string => n.callFrame.url.replace(/^.*\//, '') || '(native)';
const label = (n: ProfileNode): string => `${n.callFrame.functionName || '(anonymous)'} ${fileOf(n)}:${n.callFrame.lineNumber}`;
const add = (m: Map<string, number>, k: string, v: number): void => { m.set(k, (m.get(k) ?? 0) + v); };

/**
 * Adds one profile's self time by file and function, and inclusive time by function (each frame once per
 * stack), counting only the samples taken in the first `untilMs` of the profile (up to "usable").
 */
function tally(profile: Profile, untilMs: number, byFile: Map<string, number>, self: Map<string, number>, inclusive: Map<string, number>): void {
  const parent = new Map<number, ProfileNode>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n);
  const ms = new Map<number, number>();
  let at = 0;
  profile.samples.forEach((id, i) => {
    const delta = (profile.timeDeltas[i] ?? 0) / 1000;
    at += delta;
    if (at <= untilMs) ms.set(id, (ms.get(id) ?? 0) + delta);
  });
  for (const n of profile.nodes) {
    const t = ms.get(n.id) ?? 0;
    if (!t) continue;
    add(byFile, fileOf(n), t);
    add(self, label(n), t);
    const seen = new Set<string>();
    for (let q: ProfileNode | undefined = n; q; q = parent.get(q.id)) {
      const l = label(q);
      if (!seen.has(l)) { seen.add(l); add(inclusive, l, t); }
    }
  }
}

/** When, in ms from the profile's start, the page's usable watch ran its marker (usableMarker); Infinity when no sample caught it. */
function usableInProfile(profile: Profile): number {
  const marker = new Set(profile.nodes.filter((n) => n.callFrame.functionName === 'usableMarker').map((n) => n.id));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const under = (id: number): boolean => { for (let q: number | undefined = id; q !== undefined; q = parent.get(q)) if (marker.has(q)) return true; return false; };
  let at = 0;
  for (let i = 0; i < profile.samples.length; i += 1) {
    at += (profile.timeDeltas[i] ?? 0) / 1000;
    if (under(profile.samples[i] ?? -1)) return at;
  }
  return Infinity;
}

const server = startShop(port);
try {
  await waitForServer(base);
  const browser = await chromium.launch({ executablePath: chromiumPath()!, args: ['--no-sandbox', '--disable-gpu'] });
  const byFile = new Map<string, number>();
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (let r = -1; r < runs; r += 1) {
    const { page, cdp, close } = await openSlow(browser, PHONE, pickersOf(path));
    // Called by the page's usable watch (slow-phone.ts) the moment it sees the step usable: a millisecond's spin, so the sampler sees it.
    await page.addInitScript({ content: 'window.__usableMarker = function usableMarker() { const t = performance.now(); while (performance.now() - t < 1); };' });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    const usable = await usableAt(cdp);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const cut = usableInProfile(profile);
    console.log(`${r < 0 ? 'warm-up' : `visit ${r + 1}`}: ${path} usable ${usable.toFixed(0)} ms${cut === Infinity ? ' (its marker not sampled: the whole profile counts)' : ''}`);
    if (r >= 0) tally(profile, cut, byFile, self, inclusive);
    // PROFILE_OUT=/tmp/p writes each visit's profile (/tmp/p-1.cpuprofile ...: DevTools opens it) with the cut's time.
    if (r >= 0 && process.env.PROFILE_OUT) writeFileSync(`${process.env.PROFILE_OUT}-${r + 1}.cpuprofile`, JSON.stringify({ ...profile, usableAfterMs: cut }));
    await close();
  }
  await browser.close();
  const print = (title: string, m: Map<string, number>, n: number, keep: (k: string) => boolean = () => true): void => {
    console.log(`-- ${title} (ms per visit)`);
    [...m].filter(([k]) => keep(k)).sort((a, b) => b[1] - a[1]).slice(0, n).forEach(([k, v]) => console.log(`${(v / runs).toFixed(1).padStart(8)}  ${k}`));
  };
  print('self time by file', byFile, 15);
  print('inclusive time by function (the app and its libraries)', inclusive, 40, (k) => !k.includes('(native)'));
  print('self time by function', self, 30);
} finally {
  server.kill('SIGTERM');
}
