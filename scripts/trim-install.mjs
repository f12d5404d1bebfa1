// postinstall: leaves out onnxruntime-node's native builds for other platforms and processors (about 240 MB of
// the 290 MB it unpacks); the one this machine loads stays. Plain Node with no dependencies, and it never
// fails an install: whatever it cannot find or remove is left as it is.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(root, 'node_modules/onnxruntime-node/bin');

try {
  if (existsSync(bin)) {
    let removed = 0;
    for (const napi of readdirSync(bin).filter((name) => name.startsWith('napi-v'))) {
      for (const platform of readdirSync(path.join(bin, napi))) {
        const platformDir = path.join(bin, napi, platform);
        if (platform !== process.platform) {
          rmSync(platformDir, { recursive: true, force: true });
          removed += 1;
          continue;
        }
        for (const arch of readdirSync(platformDir).filter((name) => name !== process.arch)) {
          rmSync(path.join(platformDir, arch), { recursive: true, force: true });
          removed += 1;
        }
      }
    }
    if (removed) console.log(`trim-install: left out ${removed} onnxruntime-node builds for other platforms`);
  }
} catch (error) {
  console.warn(`trim-install: nothing trimmed (${error instanceof Error ? error.message : String(error)})`);
}
