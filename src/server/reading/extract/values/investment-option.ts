/**
 * The words investment options are named with across funds ("Balanced", "High Growth", "Indexed Diversified",
 * "MySuper Lifecycle", "Conservative", "Cash"): the risk profiles and asset classes every fund offers.
 */
const OPTION_WORDS =
  /\b(?:balanced|growth|conservative|diversified|lifecycle|life\s*stage|lifestage|indexed|sustainable|ethical|socially\s+responsible|cash|defensive|moderate|aggressive|shares|equities|fixed\s+interest|mysuper|capital\s+stable|stable)\b/i;
/**
 * An investment option's name: one to five words, each capitalised as a name's words are ("High Growth",
 * "MySuper Lifecycle", "Balanced (MySuper)"), with a word options are named with. A sentence or a heading in
 * ordinary case, or a line with figures or punctuation, is not one.
 */
export function looksLikeInvestmentOption(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return (
    words.length <= 5 &&
    words.every((word) => /^\(?[\p{Lu}][\p{L}'’-]*\)?$/u.test(word)) &&
    OPTION_WORDS.test(text)
  );
}
