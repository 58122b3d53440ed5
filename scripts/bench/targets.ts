import { table } from './context.ts';

/** One of issue 13's targets as this run measured it. */
export interface TargetResult {
  figure: string;
  measured: string;
  target: string;
  met: boolean | null;
}

const results: TargetResult[] = [];

/**
 * Records and prints a figure against its target: `value` compared with `limit` in the
 * direction given (`max`: at most the limit, `min`: at least). Null when not measured.
 */
export function checkTarget(
  figure: string,
  value: number | null,
  limit: number,
  direction: 'max' | 'min',
  format: (value: number) => string,
): TargetResult {
  const met = value === null ? null : direction === 'max' ? value <= limit : value >= limit;
  const result: TargetResult = {
    figure,
    measured: value === null ? 'not measured' : format(value),
    target: `${direction === 'max' ? '<=' : '>='} ${format(limit)}`,
    met,
  };
  results.push(result);
  console.log(`  ${figure}: ${result.measured} (target ${result.target}): ${verdict(met)}`);
  return result;
}

const verdict = (met: boolean | null) => (met === null ? 'not measured' : met ? 'met' : 'NOT MET');

export const ratio = (value: number) => `${value.toFixed(2)}x`;
export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const percent = (value: number) => `${(value * 100).toFixed(0)}%`;

/** The closing table: every target of this run, met or not. */
export function printSummary() {
  if (!results.length) return;
  console.log('\n## targets');
  table(results.map((r) => [r.figure, `${r.measured}  (target ${r.target})  ${verdict(r.met)}`]));
  const met = results.filter((r) => r.met).length;
  console.log(`${met} of ${results.length} targets met`);
}

/** A figure a section measured against its target, with its ratio where it has one. */
export interface Target {
  figure: string;
  measured: string;
  /** measured / target, or measured / the reference the target is a multiple of. */
  ratio?: number;
  target: string;
  met: boolean;
}

/** Prints a section's targets as an aligned table, and keeps them for the closing summary. */
export function printTargets(title: string, rows: Target[]) {
  console.log(`\n### ${title}: targets`);
  const width = (pick: (row: Target) => string) => Math.max(...rows.map((row) => pick(row).length));
  const figure = width((r) => r.figure);
  const measured = width((r) => r.measured);
  const ratioOf = (r: Target) => (r.ratio === undefined ? '' : ratio(r.ratio));
  const ratioWidth = Math.max(5, width(ratioOf));
  for (const row of rows) {
    console.log(
      [
        verdict(row.met).padEnd(7),
        row.figure.padEnd(figure),
        row.measured.padStart(measured),
        ratioOf(row).padStart(ratioWidth),
        `target ${row.target}`,
      ].join('  '),
    );
    results.push({ figure: row.figure, measured: row.measured, target: row.target, met: row.met });
  }
}
