/** Samples a process's resident set (`VmRSS` from `/proc/<pid>/status`) at a fixed interval. */
import { rssMB } from './server-process.js';

/** One sample: seconds since sampling started, and the RSS then in MiB. */
export interface RssSample {
  t: number;
  mb: number;
}

/**
 * Starts sampling `pid` every `intervalMs` (default 200 ms); `stop()` returns the series. A
 * process that ended stops the series quietly.
 */
export function sampleRss(pid: number, intervalMs = 200): { stop(): RssSample[] } {
  const started = performance.now();
  const series: RssSample[] = [];
  const take = () => {
    try {
      series.push({ t: (performance.now() - started) / 1000, mb: rssMB(pid) });
    } catch {
      clearInterval(timer);
    }
  };
  const timer = setInterval(take, intervalMs);
  take();
  return {
    stop() {
      clearInterval(timer);
      take();
      return series;
    },
  };
}
