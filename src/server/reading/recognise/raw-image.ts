/** Uncompressed pixels, as pdfjs renders and heic-decode decodes them. */
export type RawImage = {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
};
