/**
 * "Chrome on Windows", "Safari on iPhone": what a session list shows of a User-Agent. Only the common
 * browsers and systems are named; anything else is "Unknown browser" / "unknown device". The User-Agent is
 * what the browser claims, so the list says where a session came from, not proof of it.
 */
export function describeDevice(userAgent: string | null | undefined): string {
  const agent = userAgent ?? '';
  return `${browserOf(agent)} on ${systemOf(agent)}`;
}

function browserOf(agent: string): string {
  if (/\bEdg(e|A|iOS)?\//.test(agent)) return 'Edge';
  if (/\bOPR\/|\bOpera\b/.test(agent)) return 'Opera';
  if (/\bSamsungBrowser\//.test(agent)) return 'Samsung Internet';
  if (/\bFirefox\/|\bFxiOS\//.test(agent)) return 'Firefox';
  if (/Chrome\/|\bCriOS\/|\bChromium\//.test(agent)) return 'Chrome';
  if (/\bVersion\/[\d.]+.*\bSafari\//.test(agent)) return 'Safari';
  if (/^curl\//.test(agent)) return 'curl';
  return 'Unknown browser';
}

function systemOf(agent: string): string {
  if (/\biPhone\b/.test(agent)) return 'iPhone';
  if (/\biPad\b/.test(agent)) return 'iPad';
  if (/\bAndroid\b/.test(agent)) return 'Android';
  if (/\bWindows\b/.test(agent)) return 'Windows';
  if (/\bCrOS\b/.test(agent)) return 'ChromeOS';
  if (/\bMac OS X\b|\bMacintosh\b/.test(agent)) return 'macOS';
  if (/\bLinux\b/.test(agent)) return 'Linux';
  return 'unknown device';
}
