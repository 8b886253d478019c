import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const [url, cookie] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const result = await lighthouse(url!, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'], extraHeaders: { Cookie: cookie! } });
chrome.kill();
const artifacts = (result as any).artifacts;
const trace = artifacts.Trace ?? artifacts.traces?.defaultPass;
const events = trace.traceEvents as any[];
const mainNames = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const mains = new Set(mainNames.map((n) => `${n.pid}:${n.tid}`));
const evs = events.filter((e) => mains.has(`${e.pid}:${e.tid}`) && e.ph === 'X');
const tasks = evs.filter((e) => e.name === 'RunTask').sort((a, b) => b.dur - a.dur).slice(0, 4);
const t0 = Math.min(...evs.map((e) => e.ts));
for (const task of tasks) {
  const kids = evs.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur > 2000);
  console.log(Math.round((task.ts - t0) / 1000), Math.round(task.dur / 1000), 'ms:', kids.slice(0, 25).map((k) => `${k.name}${k.args?.data?.url ? '[' + k.args.data.url.split('/').pop() + ']' : k.args?.data?.functionName ? '[' + k.args.data.functionName + ']' : ''} ${Math.round(k.dur / 1000)}`).join(', '));
}
{
  const chunks = events.filter((e) => e.name === 'ProfileChunk' || e.name === 'Profile');
  console.log('profile chunks', chunks.length);
  const nodes = new Map<number, any>(); const samples: [number, number][] = []; let t: number | null = null;
  for (const c of chunks) {
    if (!mains.has(`${c.pid}:${c.tid}`) && c.name === 'Profile') { /* other thread */ }
    if (c.name === 'Profile') { t = c.args.data.startTime; continue; }
    const d = c.args.data; const cp = d.cpuProfile ?? {};
    for (const n of cp.nodes ?? []) nodes.set(n.id, n);
    (cp.samples ?? []).forEach((id: number, i: number) => { t! += (d.timeDeltas ?? [])[i] ?? 0; samples.push([t!, id]); });
  }
  for (const task of tasks.slice(0, 2)) {
    const inclusive = new Map<string, number>();
    for (const [ts, id] of samples) {
      if (ts < task.ts || ts > task.ts + task.dur) continue;
      const seen = new Set<string>();
      for (let n = nodes.get(id); n; n = nodes.get(n.parent)) {
        const cf = n.callFrame; const key = `${cf.functionName || '(anon)'}@${String(cf.url).split('/').pop()}:${cf.lineNumber}`;
        if (!seen.has(key)) { seen.add(key); inclusive.set(key, (inclusive.get(key) ?? 0) + 1); }
      }
    }
    console.log('task', Math.round(task.dur / 1000), [...inclusive].sort((a, b) => b[1] - a[1]).filter(([k]) => /^[A-Z]/.test(k)).slice(0, 40).map(([k, v]) => `${k} ${v}`).join(' | '));
  }
}
const au = result!.lhr.audits;
console.log('score', result!.lhr.categories.performance.score, ['first-contentful-paint','largest-contentful-paint','total-blocking-time','speed-index','cumulative-layout-shift'].map((k) => `${k} ${Math.round(au[k]!.numericValue! * 1000) / 1000} (${au[k]!.score})`).join(' | '));
for (const i of ((au['long-tasks']!.details as any)?.items ?? []).slice(0, 6)) console.log('   sim', Math.round(i.startTime), Math.round(i.duration), String(i.url).split('/').pop());
