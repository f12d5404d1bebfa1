/** Upright 8-bit greyscale pixels, one byte each: what every preparation step works on. */
export type GreyImage = { data: Buffer; width: number; height: number };

/** A region of a GreyImage, in its pixels. */
export type Region = { left: number; top: number; width: number; height: number };
