import { describe, expect, it } from 'vitest';
import { corePercent, judgeBottleneck, latencySummary, parseHaproxyCsv, parseMachineStat, parseMetrics, parseProcStat, rampDecision, rampSteps } from './figures.mjs';

describe('the load bench figures', () => {
  it('takes percentiles of the latencies, in any order', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(latencySummary(values)).toEqual({ p50: 51, p95: 96, p99: 100 });
    expect(latencySummary([])).toEqual({ p50: 0, p95: 0, p99: 0 });
  });

  it('stops the ramp past 1 s of p99 or 1 % of errors, and not on a step too small to judge', () => {
    expect(rampDecision({ calls: 1000, errors: 0, p99: 999 }).stop).toBe(false);
    expect(rampDecision({ calls: 1000, errors: 0, p99: 1001 })).toEqual({ stop: true, reason: 'p99 1001 ms > 1000 ms' });
    expect(rampDecision({ calls: 1000, errors: 10, p99: 200 }).stop).toBe(false);
    expect(rampDecision({ calls: 1000, errors: 11, p99: 200 })).toEqual({ stop: true, reason: 'errors 1.1 % > 1 %' });
    expect(rampDecision({ calls: 5, errors: 5, p99: 5000 }).stop).toBe(false);
  });

  it('grows the users of each step by the factor, at least one at a time, up to the maximum', () => {
    expect(rampSteps({ start: 25, growth: 1.6, max: 700 })).toEqual([25, 40, 64, 102, 163, 261, 418, 669]);
    expect(rampSteps({ start: 1, growth: 1.2, max: 4 })).toEqual([1, 2, 3, 4]);
  });

  it('reads CPU ticks from /proc/<pid>/stat, whatever the command name holds', () => {
    const line = '4242 (node (s1) x) S 4000 4242 4000 0 -1 4194560 900 0 0 0 1500 250 30 12 20 0 11 0 1000 0 0';
    expect(parseProcStat(line)).toEqual({ ppid: 4000, own: 1750, children: 42 });
    expect(parseMachineStat('cpu  100 5 50 800 20 3 2 0 0 0\ncpu0 1 2 3 4\n')).toEqual({ busy: 160, total: 980 });
    expect(corePercent(150, 2_000)).toBe(75);
  });

  it('reads the portal metrics, labels and all', () => {
    const m = parseMetrics('# HELP x\npensia_db_pool_waiting{pool="primary"} 3\npensia_db_pool_waiting{pool="replica"} 0\nup 1\n');
    expect(m.get('pensia_db_pool_waiting{pool="primary"}')).toBe(3);
    expect(m.get('up')).toBe(1);
  });

  it('reads how often HAProxy took each process out', () => {
    const csv = '# pxname,svname,qcur,status,chkdown\nportal,FRONTEND,,OPEN,\nservers,s1,0,UP,2\nservers,s2,0,DOWN,1\nservers,BACKEND,0,UP,1\n';
    expect(parseHaproxyCsv(csv)).toEqual({ s1: { status: 'UP', chkdown: 2 }, s2: { status: 'DOWN', chkdown: 1 } });
  });

  it('names the first bottleneck from the measurements', () => {
    expect(judgeBottleneck({ cores: 2, machineBusy: 100, cpu: { servers: [30, 30] }, markedDown: 3 }).bottleneck).toMatch(/health checks.*3 time/);
    const cpu = { servers: [95, 60], primary: 30, replica: 10, haproxy: 5, loader: 40 };
    expect(judgeBottleneck({ cores: 2, machineBusy: 100, cpu }).bottleneck).toMatch(/server processes' CPU/);
    expect(judgeBottleneck({ cores: 2, machineBusy: 70, cpu: { ...cpu, servers: [40, 40] }, poolWaiting: 12 }).bottleneck).toMatch(/pools/);
    const busy = judgeBottleneck({ cores: 2, machineBusy: 98, cpu: { servers: [20, 20], primary: 20, replica: 5, haproxy: 5, loader: 30 } });
    expect(busy.bottleneck).toMatch(/machine's CPU.*other work on the machine/);
    expect(busy.evidence).toMatch(/other work 96 % of 200 %/);
    expect(judgeBottleneck({ cores: 8, machineBusy: 30, cpu: { servers: [20], primary: 90 } }).bottleneck).toMatch(/primary/);
  });
});
