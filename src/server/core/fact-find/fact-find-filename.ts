/**
 * The PDF's file name, after the client's family name (specification section 7): "O'Brien_Fact_Find.pdf",
 * with an ASCII form for old browsers ("OBrien_Fact_Find.pdf").
 */
export function factFindFilename(familyName: string): { utf8: string; ascii: string } {
  const name =
    familyName
      .normalize('NFC')
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '')
      .trim()
      .replace(/\s+/g, '_') || 'Client';
  const ascii =
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[^A-Za-z0-9_-]+/g, '') || 'Client';
  return { utf8: `${name}_Fact_Find.pdf`, ascii: `${ascii}_Fact_Find.pdf` };
}
