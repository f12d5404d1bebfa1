// heic-decode ships no types; this covers the part we use.
declare module 'heic-decode' {
  type DecodedImage = { width: number; height: number; data: Uint8ClampedArray };
  type LazyImage = { width: number; height: number; decode(): Promise<DecodedImage> };
  type LazyImages = LazyImage[] & { dispose(): void };
  function decode(input: { buffer: Uint8Array }): Promise<DecodedImage>;
  namespace decode {
    function all(input: { buffer: Uint8Array }): Promise<LazyImages>;
  }
  export default decode;
}
