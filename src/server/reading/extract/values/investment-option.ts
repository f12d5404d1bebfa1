/**
 * The words investment options are named with across funds ("Balanced", "High Growth", "Indexed Diversified",
 * "MySuper Lifecycle", "Conservative", "Cash"): the risk profiles and asset classes every fund offers.
 */
const OPTION_WORDS =
  /\b(?:balanced|growth|conservative|diversified|lifecycle|life\s*stage|lifestage|indexed|sustainable|ethical|socially\s+responsible|cash|defensive|moderate|aggressive|shares|equities|fixed\s+interest|mysuper|capital\s+stable|stable)\b/i;
/** What a heading, a sentence or a fund's name holds, never an option's name. */
const NOT_AN_OPTION =
  /\b(?:statement|account|summary|fund|super|superannuation|your|you|the|of|is|are|and\s+your|pty|ltd)\b|[.:;,$%\d]/i;

/** An investment option's name: one to five words, with a word options are named with. */
export function looksLikeInvestmentOption(text: string): boolean {
  const clean = text.trim();
  return (
    clean.split(/\s+/).length <= 5 &&
    /^[\p{L}][\p{L}()&/' -]*$/u.test(clean) &&
    OPTION_WORDS.test(clean) &&
    !NOT_AN_OPTION.test(clean)
  );
}
