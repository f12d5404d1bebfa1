/** People's names for display. */

type NamePart = string | null | undefined;

const clean = (value: NamePart): string => (value ?? '').trim().replace(/\s+/g, ' ');

/** First letter, skipping leading punctuation such as the quote in "'Ana"; '' when there is none. */
function firstLetter(value: NamePart): string {
  const letter = /\p{L}/u.exec(clean(value))?.[0] ?? '';
  // One character even where upper case has two ("ß" → "SS"), to fit the avatar.
  return [...letter.toLocaleUpperCase('en-AU')][0] ?? '';
}

/** Initials for the dashboard avatar: ("Sarah Jane", "O'Brien") → "SO"; either part may be missing. */
export function initials(givenNames: NamePart, familyName: NamePart): string {
  return firstLetter(givenNames) + firstLetter(familyName);
}

/** "Sarah Jane O'Brien": given names then family name, spacing tidied, either part may be missing. */
export function fullName(givenNames: NamePart, familyName: NamePart): string {
  return [clean(givenNames), clean(familyName)].filter(Boolean).join(' ');
}
