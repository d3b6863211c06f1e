/**
 * Plain JavaScript, so the child needs no TypeScript loader (which alone is about 80 MB resident).
 * Loaded with `node --import` into a child process that runs the real app (test/export-memory.test.ts):
 * samples the process's own resident memory every 50 ms and answers its peak over the IPC channel.
 * 'reset' starts a new peak (after a full collection when the process runs with --expose-gc); 'peak'
 * answers { peak, rss, heapPeak } in bytes (heapPeak: the V8 heap in use at its largest, for telling
 * garbage not yet collected from memory held).
 */
let peak = 0;
let heapPeak = 0;
const sample = () => {
  const rss = process.memoryUsage.rss();
  if (rss > peak) peak = rss;
  return rss;
};
setInterval(() => {
  sample();
  const heap = process.memoryUsage().heapUsed;
  if (heap > heapPeak) heapPeak = heap;
}, 50).unref();

process.on('message', (message) => {
  if (message === 'reset') {
    globalThis.gc?.();
    peak = heapPeak = 0;
  }
  const rss = sample();
  process.send?.({ peak, rss, heapPeak });
});
// The IPC channel must not keep the process alive once the app has stopped.
process.channel?.unref();
