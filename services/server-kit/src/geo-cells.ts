/**
 * Grid cells of the nearby search. FerretDB v1 pushes only top-level equalities down to an
 * index, so a request carries the keys of the cells its coordinates fall in, and a radius
 * search reads cell by cell, one indexed equality each, nearest first
 * (marketplace repositories/nearby-search.ts). Two grids: fine cells of 0.05 degree latitude by
 * 0.1 degree longitude (about 5.6 by 6.3 km in Denmark) for the dense near field, and coarse
 * areas of 1 by 2 degrees for a sparse or wide search, where the fine cells would be many
 * queries that find little. The fine size was 0.1 by 0.2 degrees until the search read cells
 * nearest first; the marketplace's start re-keys the requests stored before
 * (its migrations/geo-cells.ts: a change of size needs a new migration key there).
 */
export interface CellGrid {
  /** The job post's field holding this grid's key. */
  field: 'geoCell' | 'geoArea';
  /** Cells per degree. */
  rowsPerDegree: number;
  colsPerDegree: number;
}

export const FINE_GRID: CellGrid = { field: 'geoCell', rowsPerDegree: 20, colsPerDegree: 10 };
export const COARSE_GRID: CellGrid = { field: 'geoArea', rowsPerDegree: 1, colsPerDegree: 0.5 };

export interface Cell {
  row: number;
  col: number;
}

/** The cell of a point on a grid. */
export const cellOf = (grid: CellGrid, point: { latitude: number; longitude: number }): Cell => ({
  row: Math.floor(point.latitude * grid.rowsPerDegree),
  col: Math.floor(point.longitude * grid.colsPerDegree),
});

/** The stored key of a cell. */
export const cellKey = ({ row, col }: Cell) => `${row}:${col}`;

/** Both grids' keys of a point, as stored on a job post. */
export function geoCellsOf(point: { latitude: number; longitude: number }): {
  geoCell: string;
  geoArea: string;
} {
  return {
    geoCell: cellKey(cellOf(FINE_GRID, point)),
    geoArea: cellKey(cellOf(COARSE_GRID, point)),
  };
}
