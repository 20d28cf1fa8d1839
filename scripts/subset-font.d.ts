// subset-font ships no types: the one call scripts/inter-subset.ts makes.
declare module 'subset-font' {
  type Axis = number | { min: number; max: number; default?: number };
  type Options = { targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'; variationAxes?: Record<string, Axis> };
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
