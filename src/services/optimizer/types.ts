/**
 * The cutting optimizer's input and output: plain data, sizes in millimetres, money in the org
 * currency. A bill of material or a stock list maps onto these types without the engine knowing
 * where they came from.
 */

export type StageLimit = 2 | 3 | 'unlimited';

/** The direction of the first (full-sheet) cuts: along the sheet's length, its width, or either. */
export type FirstCut = 'length' | 'width' | 'either';

/** What a stock sheet and a part both are: a named board of a size (mm) and a material. */
export interface Board {
  readonly id: string;
  readonly name: string;
  /**
   * A sheet's runs along its grain when it has one (x in diagrams). A part's is its finished size,
   * band included, and runs along the grain when the part is grain-locked.
   */
  readonly length: number;
  readonly width: number;
  readonly thickness: number;
  readonly material: string;
}

export interface StockSheet extends Board {
  /** Sheets on hand; null means as many as needed. */
  readonly quantity: number | null;
  /** Price of one sheet. */
  readonly cost: number;
  readonly grain: 'length' | 'none';
  /** A reusable offcut returned to stock; used before full sheets. */
  readonly offcut: boolean;
}

/** Edge band thickness per side, in mm (0 when the side is not banded). */
export interface EdgeBand {
  /** The two edges that run along the part's length (banding them narrows the part). */
  readonly length1: number;
  readonly length2: number;
  /** The two edges that run along the part's width (banding them shortens the part). */
  readonly width1: number;
  readonly width2: number;
}

export interface Part extends Board {
  readonly quantity: number;
  /** True when the part must keep the sheet's grain direction (never rotated). */
  readonly grainLocked: boolean;
  readonly edgeBand: EdgeBand;
}

export interface SawSettings {
  /** Width of material the blade removes, in mm. */
  readonly kerf: number;
  /** Trimmed off every sheet edge before cutting parts, in mm. */
  readonly trim: number;
  readonly stages: StageLimit;
  readonly firstCut: FirstCut;
  /** A leftover at least this long and this wide (either way round) goes back to stock. */
  readonly minOffcutLength: number;
  readonly minOffcutWidth: number;
}

export interface CuttingJob {
  readonly id: string;
  readonly name: string;
  readonly parts: readonly Part[];
  readonly stock: readonly StockSheet[];
  readonly settings: SawSettings;
}

export interface PlacedPart {
  readonly partId: string;
  readonly name: string;
  /** 1-based copy number among the part's quantity. */
  readonly copy: number;
  /** A stable label id: job, part and copy. */
  readonly labelId: string;
  readonly x: number;
  readonly y: number;
  /** Cut size as it lies on the sheet (x extent and y extent). */
  readonly sizeX: number;
  readonly sizeY: number;
  /** Cut size in the part's own terms. */
  readonly cutLength: number;
  readonly cutWidth: number;
  /** True when the part's length runs along the sheet's width. */
  readonly rotated: boolean;
  readonly grainLocked: boolean;
}

export interface Cut {
  /** 1-based position in saw order on its sheet. */
  readonly order: number;
  /** 'x' = a line of constant x (across the sheet's length), 'y' = a line of constant y. */
  readonly axis: 'x' | 'y';
  /** Where the kerf starts (the kerf spans position .. position + kerf). */
  readonly position: number;
  /** Extent of the cut along the line: from .. to. */
  readonly from: number;
  readonly to: number;
  /** 0 for edge trims, 1 for first-stage cuts, 2, 3, ... deeper. */
  readonly stage: number;
  /** True for a cut that only frees a part from waste. */
  readonly trim: boolean;
}

export interface Offcut {
  readonly x: number;
  readonly y: number;
  readonly sizeX: number;
  readonly sizeY: number;
  readonly reusable: boolean;
}

export interface SheetPlan {
  /** 1-based sheet number across the plan. */
  readonly index: number;
  readonly stockId: string;
  readonly stockName: string;
  readonly material: string;
  readonly thickness: number;
  readonly length: number;
  readonly width: number;
  readonly offcutStock: boolean;
  readonly grain: 'length' | 'none';
  readonly trim: number;
  readonly kerf: number;
  readonly parts: readonly PlacedPart[];
  readonly cuts: readonly Cut[];
  readonly offcuts: readonly Offcut[];
  /** Part area / sheet area. */
  readonly yield: number;
  readonly cost: number;
}

export interface UnplacedPart {
  readonly partId: string;
  readonly name: string;
  readonly quantity: number;
  readonly reason: string;
}

export interface MaterialTotal {
  readonly material: string;
  readonly thickness: number;
  readonly sheets: number;
  readonly offcutsUsed: number;
  readonly lowerBound: number;
}

export interface PlanTotals {
  readonly sheets: number;
  readonly offcutsUsed: number;
  readonly byMaterial: readonly MaterialTotal[];
  readonly sheetArea: number;
  readonly partArea: number;
  readonly wasteArea: number;
  readonly reusableOffcutArea: number;
  readonly yield: number;
  readonly cutCount: number;
  readonly cutLength: number;
  readonly cost: number;
}

export interface PlanLowerBound {
  /** Sum over material groups of ceil(part area / sheet area). */
  readonly area: number;
  /** Sum over material groups of the best bound (area, Martello-Vigo L1/L2). */
  readonly best: number;
  /** (sheets - best) / best; 0 when the bound is met. */
  readonly gap: number;
}

export interface CuttingPlan {
  readonly jobId: string;
  readonly sheets: readonly SheetPlan[];
  readonly unplaced: readonly UnplacedPart[];
  readonly totals: PlanTotals;
  readonly lowerBound: PlanLowerBound;
  readonly elapsedMs: number;
  /** True when the search stopped early because it met the lower bound. */
  readonly optimal: boolean;
}

export interface OptimizeProgress {
  /** 0..1 share of the time budget used. */
  readonly fraction: number;
  readonly sheets: number;
  readonly lowerBound: number;
}
