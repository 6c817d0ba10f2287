import { getHeapStatistics } from 'node:v8';
import { formatBytes } from '../format.js';
import { THRESHOLDS } from '../thresholds.js';
import type { Verdict } from '../types.js';
import type { EventLoopMonitor } from '../event-loop.js';
import { finding, grade, gradeAtLeast, verdictOf } from './grade.js';

export interface ApiFigures {
  eventLoopDelayP99Ms: number;
  eventLoopDelayMaxMs: number;
  rssBytes: number;
  heapUsedBytes: number;
  heapLimitBytes: number;
}

export function judgeApi(figures: ApiFigures, limits = THRESHOLDS.api): Verdict {
  const p99 = Math.round(figures.eventLoopDelayP99Ms);
  const heapPercent = Math.round((figures.heapUsedBytes / figures.heapLimitBytes) * 1000) / 10;
  const findings = [
    ...finding(
      grade(p99, limits.eventLoopP99Ms),
      `The server is slow to take up work: 1 turn of its event loop in 100 waited ${p99} ms or more (limit ${limits.eventLoopP99Ms.degraded} ms).`,
    ),
    ...finding(
      gradeAtLeast(heapPercent, limits.heapUsedPercent),
      `Memory is running out: ${heapPercent} % of the JavaScript heap is in use.`,
    ),
  ];
  return verdictOf(findings, `Answering promptly: event-loop delay ${p99} ms at the 99th percentile, ${formatBytes(figures.rssBytes)} of memory in use.`, {
    eventLoopDelayP99Ms: p99,
    eventLoopDelayMaxMs: Math.round(figures.eventLoopDelayMaxMs),
    rssBytes: figures.rssBytes,
    heapUsedBytes: figures.heapUsedBytes,
    heapLimitBytes: figures.heapLimitBytes,
    heapUsedPercent: heapPercent,
  });
}

export function measureApi(monitor: EventLoopMonitor): Promise<ApiFigures> {
  const delay = monitor.read();
  const memory = process.memoryUsage();
  return Promise.resolve({
    eventLoopDelayP99Ms: delay.p99Ms,
    eventLoopDelayMaxMs: delay.maxMs,
    rssBytes: memory.rss,
    heapUsedBytes: memory.heapUsed,
    heapLimitBytes: getHeapStatistics().heap_size_limit,
  });
}
