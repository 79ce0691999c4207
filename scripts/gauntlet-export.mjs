// Saves the gauntlet's static course (common/gauntlet/course.js) as a binary glTF, web/public/gauntlet.glb, with
// three's GLTFExporter in Node (tests/js/gltf_node.js), so that any engine can load the same course.
// tests/js/gauntlet_course.test.js checks that the committed file equals a fresh export.
// Usage: node scripts/gauntlet-export.mjs [output path]
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildGauntlet } from '../common/gauntlet/course.js';
import { exportGlb } from '../tests/js/gltf_node.js';

/** The course's binary glTF bytes (the static Group only: the platforms are kinematic bodies, not level). */
export async function gauntletGlb() {
  return new Uint8Array(await exportGlb(buildGauntlet().group));
}

export const GAUNTLET_GLB = fileURLToPath(new URL('../web/public/gauntlet.glb', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = process.argv[2] ?? GAUNTLET_GLB;
  const bytes = await gauntletGlb();
  writeFileSync(out, bytes);
  console.log(`${out}: ${bytes.length} bytes`);
}
