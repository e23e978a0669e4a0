import type { Page } from '@playwright/test';

/** What a frame's main thread does between the click's task and the frame's hand-off. */
const FRAME_WORK = new Set([
  'FireAnimationFrame',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
]);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  args?: { data?: { type?: string } };
}

/** Length (ms) of the union of the intervals, so that nested events count once. */
function coveredMs(intervals: [number, number][]): number {
  let total = 0;
  let reach = -Infinity;
  for (const [from, to] of intervals.sort((a, b) => a[0] - b[0])) {
    if (to <= reach) continue;
    total += to - Math.max(from, reach);
    reach = to;
  }
  return total / 1000;
}

/**
 * The main thread's own time for each click until its frame is handed to the compositor, from a
 * Chromium trace: the click's task (input, engine move, React render and commit) and that frame's
 * animation callbacks, style, layout, paint and commit. The wait for the frame is left out, so
 * this is what the page costs, whatever moment in the display's cycle the click came at.
 */
export async function mainThreadPerClick(
  page: Page,
  click: (i: number) => Promise<void>,
  clicks: number,
) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReturnAsStream',
  });
  for (let i = 0; i < clicks; i++) await click(i);
  const complete = new Promise<{ stream?: string }>((resolve) =>
    cdp.once('Tracing.tracingComplete', resolve),
  );
  await cdp.send('Tracing.end');
  const { stream } = await complete;
  let text = '';
  for (let eof = false; !eof && stream;) {
    const chunk = await cdp.send('IO.read', { handle: stream });
    text += chunk.data;
    eof = chunk.eof;
  }
  await cdp.detach();
  const parsed = JSON.parse(text) as TraceEvent[] | { traceEvents: TraceEvent[] };
  const spans = (Array.isArray(parsed) ? parsed : parsed.traceEvents).filter(
    (e) => e.ph === 'X' && e.dur !== undefined,
  );
  const clickTasks = spans.filter(
    (e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click',
  );
  const main = spans
    .filter((e) => e.tid === clickTasks[0]?.tid && FRAME_WORK.has(e.name))
    .sort((a, b) => a.ts - b.ts);
  return clickTasks.flatMap((c) => {
    const end = c.ts + c.dur!;
    const commit = main.find((e) => e.name === 'Commit' && e.ts >= end);
    if (!commit) return [];
    const frame = main.filter((e) => e.ts >= end && e.ts <= commit.ts);
    return [coveredMs([[c.ts, end], ...frame.map((e): [number, number] => [e.ts, e.ts + e.dur!])])];
  });
}
