/**
 * The nonce this page was served with (the server writes it into `<meta property="csp-nonce">`). Styles
 * written at run time carry it; the browser hides the attribute, so it is read from the element's property.
 */
export const cspNonce: string | undefined =
  document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
