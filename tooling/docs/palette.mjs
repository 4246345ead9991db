// `npm run docs:palette`: draws docs/palette.svg, the illustration palette's swatches, from the
// table the build turns illustrations dark with (tooling/images/darkIllustrations.ts).
import { writeFileSync } from 'node:fs';
import { runnerImport } from 'vite';

const { module } = await runnerImport('./tooling/docs/paletteSheet.ts', { logLevel: 'error' });
writeFileSync(module.PALETTE_SHEET, module.paletteSheet());
console.log(module.PALETTE_SHEET);
