import { throwIfNotOk } from './api-client';

function filenameFrom(disposition: string | null, fallback: string): string {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/** Asks the server for a file and saves it under the server's file name; returns that name. */
export async function downloadFile(
  url: string,
  method: 'GET' | 'POST',
  fallbackName: string,
): Promise<string> {
  const response = await fetch(url, { method, credentials: 'include' });
  await throwIfNotOk(response);
  const blob = await response.blob();
  const filename = filenameFrom(response.headers.get('content-disposition'), fallbackName);
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 30_000);
  return filename;
}
