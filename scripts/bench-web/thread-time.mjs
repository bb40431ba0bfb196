/**
 * The page's main-thread work counted in CPU time (issue 29), for `npm run bench:web`.
 *
 * Lighthouse's `mainthread-work-breakdown` adds up the wall-clock length of every top-level task on
 * the page's renderer main thread (times its 4× CPU slowdown). On a machine where Lighthouse,
 * Chromium's other processes and the shop's servers share two cores with that thread, a task's
 * wall-clock length also holds the time the thread waited for a core, so the figure swings with
 * the machine's load. The trace also records each task's thread time (`tdur`: the time the thread
 * really ran), which is the page's own work. Both sums come from the same trace and the same
 * tasks, so the wall-clock sum matches Lighthouse's figure and the difference is waiting.
 */

/** Trace event phases of a complete event (begin and duration in one record). */
const COMPLETE = 'X';

/**
 * The pid and tid of the renderer main thread that ran `url`: the process Chromium committed the
 * page's frame to (`FrameCommittedInBrowser`), else the busiest `CrRendererMain` thread.
 * `events`: a Chrome trace's `traceEvents`. Returns null when the trace has no renderer thread.
 */
function pageMainThread(events, url) {
  const committed = events
    .filter((e) => e.name === 'FrameCommittedInBrowser' && e.args?.data?.url === url)
    .map((e) => e.args.data.processId)
    .at(-1);
  const threads = events.filter(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const own = threads.find((t) => t.pid === committed);
  if (own) return { pid: own.pid, tid: own.tid };
  let busiest = null;
  let most = 0;
  for (const thread of threads) {
    const count = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid).length;
    if (count > most) [busiest, most] = [{ pid: thread.pid, tid: thread.tid }, count];
  }
  return busiest;
}

/**
 * The top-level tasks (complete events not nested in another) of the renderer main thread that ran
 * `url` in `trace` (Lighthouse's `artifacts.Trace`), in time order, each as `{ ts, wallMs, cpuMs }`:
 * its start (trace microseconds), its wall-clock length (`dur`) and its thread time (`tdur`), both
 * unthrottled milliseconds. Also the page's first contentful paint (`fcpTs`, trace microseconds,
 * null when not in the trace). Returns null when the trace has no renderer main thread.
 */
function mainThreadTasks(trace, url) {
  const events = trace?.traceEvents ?? [];
  const thread = pageMainThread(events, url);
  if (!thread) return null;
  const complete = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === COMPLETE && e.dur > 0)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = [];
  let openUntil = -Infinity;
  for (const event of complete) {
    if (event.ts < openUntil) continue;
    openUntil = event.ts + event.dur;
    tasks.push({ ts: event.ts, wallMs: event.dur / 1000, cpuMs: (event.tdur ?? event.dur) / 1000 });
  }
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === thread.pid);
  return { tasks, fcpTs: fcp?.ts ?? null };
}

/**
 * Sums of {@link mainThreadTasks}: `{ wallMs, cpuMs, blockingCpuMs }`, multiplied by `slowdown`
 * (Lighthouse's CPU slowdown, 4 on its mobile preset). `wallMs` is what Lighthouse's
 * `mainthread-work-breakdown` reports; `cpuMs` the same tasks in thread time; `blockingCpuMs` the
 * part over 50 ms of each task after the first contentful paint, in thread time (a blocking-time
 * figure without the machine's waiting; not Lighthouse's TBT, which it simulates from the trace).
 * Null when the trace has no renderer main thread.
 */
export function mainThreadTimes(trace, url, slowdown = 1) {
  const found = mainThreadTasks(trace, url);
  if (!found) return null;
  let wallMs = 0;
  let cpuMs = 0;
  let blockingCpuMs = 0;
  for (const task of found.tasks) {
    wallMs += task.wallMs * slowdown;
    cpuMs += task.cpuMs * slowdown;
    if (found.fcpTs !== null && task.ts >= found.fcpTs) {
      blockingCpuMs += Math.max(0, task.cpuMs * slowdown - 50);
    }
  }
  return { wallMs, cpuMs, blockingCpuMs };
}
