/**
 * Benchmark of the cutting optimizer on classic 2D bin-packing instances (Berkey-Wang classes
 * 1-6, Martello-Vigo 7-10) against the best known 3-stage guillotine results, beside the npm
 * packers guillotine-packer and maxrects-packer, plus the realistic shop jobs.
 *
 *   npm run bench:optimizer [-- --data DIR] [--ms-per-part 10] [--skip-packers]
 *
 * Kerf 0, trim 0, 3 stages, first cut in either direction, oriented and with rotation. The time
 * limit per instance is the engine's default (1 s per 100 parts) unless --ms-per-part says
 * otherwise. The last line printed is one JSON object with the totals.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packer } from 'guillotine-packer';
import type * as MaxRectsModule from 'maxrects-packer';
import { SHOP_JOBS } from '../src/services/optimizer/fixtures/shop-jobs.ts';
import { optimizeCutting } from '../src/services/optimizer/optimize.ts';
import type { CuttingJob } from '../src/services/optimizer/types.ts';
import { verifyPlan } from '../src/services/optimizer/verify-plan.ts';

interface Instance {
  readonly file: string;
  readonly key: string;
  readonly n: number;
  readonly binW: number;
  readonly binH: number;
  readonly items: readonly { w: number; h: number }[];
}

interface Run {
  ours: number;
  bestKnown: number | null;
  guillotinePacker: number | null;
  maxrectsPacker: number | null;
  ms: number;
  invalid: number;
}

type Mode = 'oriented' | 'rotation';

// maxrects-packer declares "type": "module" but ships a UMD build as its main file, which Node
// then cannot read as ESM; its .mjs build is the one that loads.
const maxrectsBuild = 'maxrects-packer/dist/maxrects-packer.mjs';
const { MaxRectsPacker } = (await import(maxrectsBuild)) as typeof MaxRectsModule;

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv: readonly string[]): {
  data: string;
  msPerPart: number;
  skipPackers: boolean;
} {
  let data = resolve(repoRoot, '../shared/bench/2bp');
  let msPerPart = 10;
  let skipPackers = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--data') data = resolve(argv[++i] ?? data);
    else if (arg === '--ms-per-part') msPerPart = Number(argv[++i]);
    else if (arg === '--skip-packers') skipPackers = true;
  }
  return { data, msPerPart, skipPackers };
}

/** Reads the `.2bp` format: class; n; relative and absolute number; HBIN WBIN; n lines H W. */
function readInstances(dir: string): Instance[] {
  const out: Instance[] = [];
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.2bp'))
    .sort();
  for (const file of files) {
    const numbers = readFileSync(join(dir, file), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .map((line) => line.split(/\s+/).map(Number));
    let at = 0;
    while (at < numbers.length) {
      const n = numbers[at + 1]![0]!;
      const relative = numbers[at + 2]![0]!;
      const [binH, binW] = numbers[at + 3]!;
      const items = numbers.slice(at + 4, at + 4 + n).map(([h, w]) => ({ w: w!, h: h! }));
      out.push({ file, key: `${file}_${n}_${relative}`, n, binW: binW!, binH: binH!, items });
      at += 4 + n;
    }
  }
  return out;
}

function readBestKnown(dir: string): Map<string, { oriented: number; rotation: number }> {
  const best = new Map<string, { oriented: number; rotation: number }>();
  const path = join(dir, 'best-known.csv');
  if (!existsSync(path)) return best;
  const [header, ...rows] = readFileSync(path, 'utf8').trim().split('\n');
  const columns = header!.split(',');
  const oriented = columns.indexOf('best_known_3stage_guillotine_oriented');
  const rotation = columns.indexOf('best_known_3stage_guillotine_rotation');
  for (const row of rows) {
    const cells = row.split(',');
    const name = cells[0]!.split('/').pop()!;
    best.set(name, { oriented: Number(cells[oriented]), rotation: Number(cells[rotation]) });
  }
  return best;
}

function instanceJob(instance: Instance, rotation: boolean): CuttingJob {
  return {
    id: instance.key,
    name: instance.key,
    stock: [
      {
        id: 'bin',
        name: 'bin',
        length: instance.binW,
        width: instance.binH,
        thickness: 1,
        material: 'bin',
        quantity: null,
        cost: 1,
        grain: 'none',
        offcut: false,
      },
    ],
    parts: instance.items.map((item, i) => ({
      id: `i${i}`,
      name: `i${i}`,
      length: item.w,
      width: item.h,
      thickness: 1,
      material: 'bin',
      quantity: 1,
      grainLocked: !rotation,
      edgeBand: { length1: 0, length2: 0, width1: 0, width2: 0 },
    })),
    settings: {
      kerf: 0,
      trim: 0,
      stages: 3,
      firstCut: 'either',
      minOffcutLength: 0,
      minOffcutWidth: 0,
    },
  };
}

function runGuillotinePacker(instance: Instance, rotation: boolean): number | null {
  const result = packer(
    {
      binWidth: instance.binW,
      binHeight: instance.binH,
      items: instance.items.map((item) => ({ width: item.w, height: item.h })),
    },
    { allowRotation: rotation, kerfSize: 0 },
  );
  return result === null ? null : result.length;
}

function runMaxrectsPacker(instance: Instance, rotation: boolean): number {
  const maxrects = new MaxRectsPacker<{ width: number; height: number; x: number; y: number }>(
    instance.binW,
    instance.binH,
    0,
    {
      smart: false,
      pot: false,
      square: false,
      allowRotation: rotation,
      border: 0,
    },
  );
  maxrects.addArray(instance.items.map((item) => ({ width: item.w, height: item.h, x: 0, y: 0 })));
  return maxrects.bins.length;
}

const pad = (value: string | number, width: number): string => String(value).padStart(width);
const percent = (ours: number, best: number): string =>
  best === 0 ? 'n/a' : `${(((ours - best) / best) * 100).toFixed(2)}%`;

function main(): void {
  const wallStart = performance.now();
  const cpuStart = process.cpuUsage();
  const args = parseArgs(process.argv.slice(2));
  const instances = readInstances(args.data);
  const bestKnown = readBestKnown(args.data);
  console.log(
    `${instances.length} instances from ${args.data}; time limit ${args.msPerPart} ms per part ` +
      `(${args.msPerPart * 100} ms per 100 parts); kerf 0, trim 0, 3 stages, first cut either way`,
  );
  const summary: Record<Mode, Record<string, number | null>> = {
    oriented: {},
    rotation: {},
  };
  for (const mode of ['oriented', 'rotation'] as const) {
    const rotation = mode === 'rotation';
    const runs = new Map<string, Run[]>();
    for (const instance of instances) {
      const job = instanceJob(instance, rotation);
      const started = performance.now();
      const plan = optimizeCutting(job, { timeLimitMs: instance.n * args.msPerPart, seed: 1 });
      const ms = performance.now() - started;
      const invalid = verifyPlan(job, plan).length > 0 || plan.unplaced.length > 0 ? 1 : 0;
      const known = bestKnown.get(instance.key);
      const run: Run = {
        ours: plan.totals.sheets,
        bestKnown: known === undefined ? null : rotation ? known.rotation : known.oriented,
        guillotinePacker: args.skipPackers ? null : runGuillotinePacker(instance, rotation),
        maxrectsPacker: args.skipPackers ? null : runMaxrectsPacker(instance, rotation),
        ms,
        invalid,
      };
      const list = runs.get(instance.file) ?? [];
      list.push(run);
      runs.set(instance.file, list);
    }
    console.log(`\n${mode === 'oriented' ? 'Oriented (no rotation)' : 'With rotation'}`);
    console.log('class          inst   ours   best    gap    =best  guill.  maxrects  mean ms  worst ms');
    const all: Run[] = [];
    const line = (label: string, list: readonly Run[]): void => {
      const sum = (pick: (r: Run) => number | null): number | null =>
        list.some((r) => pick(r) === null) ? null : list.reduce((s, r) => s + pick(r)!, 0);
      const ours = sum((r) => r.ours)!;
      const best = sum((r) => r.bestKnown);
      const equal = list.filter((r) => r.bestKnown !== null && r.ours <= r.bestKnown).length;
      const mean = list.reduce((s, r) => s + r.ms, 0) / list.length;
      const worst = Math.max(...list.map((r) => r.ms));
      console.log(
        `${label.padEnd(14)}${pad(list.length, 5)}${pad(ours, 7)}${pad(best ?? 'n/a', 7)}` +
          `${pad(best === null ? 'n/a' : percent(ours, best), 8)}${pad(equal, 7)}` +
          `${pad(sum((r) => r.guillotinePacker) ?? 'n/a', 8)}${pad(sum((r) => r.maxrectsPacker) ?? 'n/a', 10)}` +
          `${pad(mean.toFixed(0), 9)}${pad(worst.toFixed(0), 10)}`,
      );
    };
    for (const [file, list] of runs) {
      line(file.replace('.2bp', ''), list);
      all.push(...list);
    }
    line('total', all);
    const invalid = all.reduce((s, r) => s + r.invalid, 0);
    if (invalid > 0) console.log(`INVALID PLANS: ${invalid}`);
    const total = (pick: (r: Run) => number | null): number | null =>
      all.some((r) => pick(r) === null) ? null : all.reduce((s, r) => s + pick(r)!, 0);
    summary[mode] = {
      instances: all.length,
      ours: total((r) => r.ours),
      bestKnown: total((r) => r.bestKnown),
      guillotinePacker: total((r) => r.guillotinePacker),
      maxrectsPacker: total((r) => r.maxrectsPacker),
      meanMs: Number((all.reduce((s, r) => s + r.ms, 0) / Math.max(1, all.length)).toFixed(1)),
      worstMs: Number(Math.max(0, ...all.map((r) => r.ms)).toFixed(1)),
    };
  }

  console.log('\nShop jobs (4 mm kerf, 10 mm trim, 3 stages, default time limit)');
  console.log('job                               parts  sheets  bound  yield   cuts  cut m   ms');
  for (const job of SHOP_JOBS) {
    const started = performance.now();
    const plan = optimizeCutting(job, { seed: 1 });
    const ms = performance.now() - started;
    const parts = job.parts.reduce((s, p) => s + p.quantity, 0);
    const invalid = verifyPlan(job, plan).length;
    console.log(
      `${job.name.padEnd(32)}${pad(parts, 7)}${pad(plan.totals.sheets, 8)}${pad(plan.lowerBound.best, 7)}` +
        `${pad((plan.totals.yield * 100).toFixed(1) + '%', 7)}${pad(plan.totals.cutCount, 7)}` +
        `${pad((plan.totals.cutLength / 1000).toFixed(1), 7)}${pad(ms.toFixed(0), 6)}` +
        (invalid > 0 ? '  INVALID' : ''),
    );
    for (const m of plan.totals.byMaterial) {
      console.log(
        `  ${`${m.material} ${m.thickness} mm`.padEnd(38)}${pad(m.sheets, 8)}${pad(m.lowerBound, 7)}`,
      );
    }
  }
  // Time limits are wall-clock, as in the browser: on a shared machine the search gets only the
  // CPU it is given, so say how much that was.
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const wallSeconds = (performance.now() - wallStart) / 1000;
  console.log(
    `\nRun took ${wallSeconds.toFixed(0)} s wall, ${cpuSeconds.toFixed(0)} s CPU ` +
      `(${((cpuSeconds / wallSeconds) * 100).toFixed(0)}% of one core); ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  console.log(JSON.stringify(summary));
}

main();
