// Where a directly opened step's time goes before it is usable, on the bench's slow phone (issue 11):
// one visit with a CDP trace; prints the network timeline of the document and scripts, and the main
// thread's time by trace category up to "usable". A diagnostic, run by hand: npx tsx scripts/bench/boot-trace.ts /order
import { chromium } from '@playwright/test';
import { chromiumPath, CHROMIUM_HINT } from '../chromium-path';
import { startShop, waitForServer } from './serve';
import { openSlow, PHONE, pickersOf, usableAt } from './slow-phone';

const port = Number(process.env.BENCH_PORT ?? 8197);
const base = `http://127.0.0.1:${port}`;
const path = process.argv[2] ?? '/order';
const pickers = pickersOf(path);

interface TraceEvent { name: string; cat: string; ph: string; ts: number; dur?: number; tid: number; pid: number; args?: { data?: { url?: string; frame?: string; functionName?: string } } }

async function main(): Promise<void> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error(CHROMIUM_HINT);
  const server = startShop(port);
  try {
    await waitForServer(base);
    const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
    for (let round = 0; round < Number(process.env.TRACE_RUNS ?? 2); round += 1) {
      const { page, cdp, close } = await openSlow(browser, PHONE, pickers);
      const events: TraceEvent[] = [];
      cdp.on('Tracing.dataCollected', (e) => { events.push(...(e.value as unknown as TraceEvent[])); });
      const done = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
      await cdp.send('Tracing.start', { categories: 'devtools.timeline,v8.execute,disabled-by-default-devtools.timeline,blink.user_timing,loading', transferMode: 'ReportEvents' });
      await page.goto(`${base}${path}`, { waitUntil: 'load' });
      const usable = await usableAt(cdp);
      await page.waitForLoadState('networkidle');
      const res = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => { const r = e as PerformanceResourceTiming; return { n: r.name.replace(/^.*\//, ''), s: r.startTime, q: r.requestStart, b: r.responseStart, e: r.responseEnd, t: r.transferSize }; }));
      const nav = await page.evaluate(() => { const n = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming; return { b: n.responseStart, e: n.responseEnd, dcl: n.domContentLoadedEventEnd, t: n.transferSize }; });
      await cdp.send('Tracing.end');
      await done;
      console.log(`\n== round ${round + 1}${round === 0 ? " (warms the server: not comparable)" : ""}: ${path} usable ${usable.toFixed(0)} ms; document bytes ${nav.t} first ${nav.b.toFixed(0)} end ${nav.e.toFixed(0)} DCL ${nav.dcl.toFixed(0)}`);
      for (const r of res.filter((x) => x.s < usable + 200).sort((a, b) => a.s - b.s)) console.log(`  ${r.n.padEnd(44)} start ${r.s.toFixed(0).padStart(5)} first ${r.b.toFixed(0).padStart(5)} end ${r.e.toFixed(0).padStart(5)} ${String(r.t).padStart(7)} B`);
      // Main-thread time by top-level task kind, from navigation start to usable.
      const navStart = events.find((e) => e.name === 'navigationStart' || e.name === 'NavigationStart')?.ts ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
      const rendererTid = (() => {
        const counts = new Map<string, number>();
        for (const e of events) if (e.name === 'EvaluateScript' || e.name === 'FunctionCall') counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
        return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
      })();
      const onMain = events.filter((e) => `${e.pid}:${e.tid}` === rendererTid && e.ph === 'X' && (e.dur ?? 0) > 0);
      const end = navStart + usable * 1000;
      const kinds = ['EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'TimerFire', 'EventDispatch', 'RunMicrotasks', 'v8.run', 'ParseAuthorStyleSheet', 'Decode Image', 'GCEvent', 'MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'PrePaint', 'Layerize', 'Commit', 'RunTask'];
      const sums = new Map<string, number>();
      for (const e of onMain) if (e.ts >= navStart && e.ts <= end && kinds.includes(e.name)) sums.set(e.name, (sums.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
      console.log('  main thread to usable (ms, nested kinds overlap):', [...sums.entries()].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', '));
      // Long top-level tasks with what they ran (TRACE_MIN_MS: how long counts as long, 30 by default).
      const minTask = Number(process.env.TRACE_MIN_MS ?? 30) * 1000;
      const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > minTask && e.ts >= navStart && e.ts <= end + 500_000);
      for (const t of tasks) {
        const inner = onMain.filter((e) => e.ts >= t.ts && e.ts < t.ts + (t.dur ?? 0) && e !== t && ['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'v8.compileModule', 'TimerFire', 'RunMicrotasks'].includes(e.name));
        const what = inner.slice(0, 6).map((e) => `${e.name}${e.args?.data?.url ? `(${e.args.data.url.replace(/^.*\//, '')})` : ''}${e.args?.data?.functionName ? `[${e.args.data.functionName}]` : ''} ${((e.dur ?? 0) / 1000).toFixed(0)}`).join(' | ');
        console.log(`  task at ${((t.ts - navStart) / 1000).toFixed(0).padStart(5)} ms, ${((t.dur ?? 0) / 1000).toFixed(0).padStart(4)} ms: ${what}`);
      }
      if (process.env.TRACE_OUT) (await import('node:fs')).writeFileSync(`${process.env.TRACE_OUT}-${round + 1}.json`, JSON.stringify({ navStart, usable, rendererTid, events }));
      await close();
    }
    await browser.close();
  } finally {
    server.kill('SIGTERM');
  }
}

await main();
