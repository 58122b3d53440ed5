/** A figure measured against its target (issue 13), printed with its ratio and met or not. */
export interface Target {
  figure: string;
  measured: string;
  /** measured / target, or measured / the reference the target is a multiple of. */
  ratio?: number;
  target: string;
  met: boolean;
}

/** Prints targets as an aligned table and one `met` / `NOT MET` line each. */
export function printTargets(title: string, rows: Target[]) {
  console.log(`\n### ${title}: targets`);
  const width = (pick: (row: Target) => string) => Math.max(...rows.map((row) => pick(row).length));
  const figure = width((r) => r.figure);
  const measured = width((r) => r.measured);
  const ratio = (r: Target) => (r.ratio === undefined ? '' : `${r.ratio.toFixed(2)}x`);
  const ratioWidth = Math.max(5, width(ratio));
  const target = width((r) => r.target);
  for (const row of rows) {
    console.log(
      [
        (row.met ? 'met' : 'NOT MET').padEnd(7),
        row.figure.padEnd(figure),
        row.measured.padStart(measured),
        ratio(row).padStart(ratioWidth),
        `target ${row.target}`.padEnd(target + 7),
      ].join('  '),
    );
  }
}
