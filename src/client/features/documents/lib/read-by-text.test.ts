import { describe, expect, it } from 'vitest';
import { readByText } from './read-by-text';

describe('which model read a document', () => {
  it("names the practice's own model and its version, or the standard one", () => {
    expect(readByText('practice v3')).toBe(
      "Read by your practice's model (version 3), which learns from your corrections",
    );
    expect(readByText('global')).toBe("Read by FactFind's standard model");
    expect(readByText(null)).toBeNull();
  });
});
